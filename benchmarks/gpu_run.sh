#!/usr/bin/env bash
# The one prepared check for a machine with an NVIDIA GPU (issue 18; docs/performance.md, "Warp").
#
#   bash benchmarks/gpu_run.sh [OUT_DIR] [SCENES]      # defaults: $OUT or /tmp/gpu_run, 5000
#
# Needs an environment with this package and its [gpu] extra (pip install -e '.[gpu]');
# PY names its python (default python3). Prints, and writes under OUT_DIR:
# 1. warp_check.py: Warp on cuda against numba on 1,056 views (differences) and render-only rates;
# 2. generate SCENES x 16 views with render.backend=warp render.device=cuda workers=auto:
#    wall time, views/s, GPU utilisation (nvidia-smi, 1 s samples), host CPU utilisation and the
#    host's CPU ms a view (all cores' busy time / views), and which side limits;
# 3. spatial-iq verify over the first shards' worth (a 64-scene run, to stay short).
# 4. the seconds the whole check took (issue 45 asks under 5 minutes on one lent H100).
set -euo pipefail
cd "$(dirname "$0")/.."
PY=${PY:-python3}
OUT_DIR=${1:-${OUT:-/tmp/gpu_run}}
SCENES=${2:-5000}
DATA=${DATA:-/tmp/gpu_run_data}  # the datasets (12 GB for 5,000 scenes) stay out of OUT_DIR
mkdir -p "$OUT_DIR"
"$PY" -c "import warp, numba, h5py" || { echo "needs: pip install -e '.[gpu]'"; exit 2; }
nvidia-smi --query-gpu=name,memory.total,driver_version --format=csv,noheader | tee "$OUT_DIR/gpu.txt"
nproc | sed 's/^/host cores: /' | tee -a "$OUT_DIR/gpu.txt"
timeout 300 "$PY" benchmarks/warp_check.py --device cuda --scenes 64 | tee "$OUT_DIR/check.txt"
cpu() { awk '/^cpu /{print $2+$3+$4+$7+$8, $2+$3+$4+$5+$6+$7+$8}' /proc/stat; }
nvidia-smi --query-gpu=utilization.gpu,memory.used --format=csv,noheader,nounits -l 1 > "$OUT_DIR/gpu_util.csv" &
SMI=$!
read -r B0 T0 < <(cpu)
START=$(date +%s.%N)
"$PY" -m generators.cli generate out="$DATA/full" n_scenes="$SCENES" render.backend=warp \
    render.device=cuda workers=auto output.overwrite=true | tee "$OUT_DIR/generate.txt"
END=$(date +%s.%N)
read -r B1 T1 < <(cpu)
kill "$SMI" || true
"$PY" - "$OUT_DIR" "$START" "$END" "$B0" "$T0" "$B1" "$T1" "$SCENES" <<'PYEOF' | tee "$OUT_DIR/summary.txt"
import sys
out, start, end, b0, t0, b1, t1, scenes = sys.argv[1:]
wall = float(end) - float(start)
util = [float(line.split(",")[0]) for line in open(f"{out}/gpu_util.csv") if line.strip()]
host = (float(b1) - float(b0)) / max(float(t1) - float(t0), 1)
views = int(scenes) * 16
import os
cpu_s = (float(b1) - float(b0)) / os.sysconf("SC_CLK_TCK")  # every core's busy time in the run
print(f"{views} views in {wall:.1f} s wall: {views / wall:.0f} views/s end to end; GPU utilisation mean "
      f"{sum(util) / max(len(util), 1):.0f} %, max {max(util, default=0):.0f} %; host CPU busy {100 * host:.0f} %")
print(f"host work: {1e3 * cpu_s / views:.2f} CPU ms a view ({os.cpu_count()} cores: at most "
      f"{os.cpu_count() * views / max(cpu_s, 1e-9):.0f} views/s from the host side); "
      + ("the host limits" if host > 0.85 else "the GPU or the pipeline limits" if util and
         sum(util) / len(util) > 85 else "neither is saturated: look at the pipeline"))
PYEOF
"$PY" -m generators.cli generate out="$DATA/small" n_scenes=64 render.backend=warp render.device=cuda \
    workers=auto output.overwrite=true >/dev/null
"$PY" -m generators.cli verify "$DATA/small" | tail -1 | tee "$OUT_DIR/verify.txt"
echo "gpu_run.sh: ${SECONDS} s in all (issue 45: under 5 minutes on one H100)" | tee "$OUT_DIR/total.txt"
