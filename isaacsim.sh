#!/usr/bin/env bash
# Headless Spatial-IQ generation with Isaac Sim's RTX renderer (Replicator backend).
# Finds Isaac Sim's Python and runs the Hydra generate app in it; see docs/isaac.md.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"

usage() {
  cat <<'EOF'
usage: bash isaacsim.sh [Hydra overrides...]        generate with render.backend=isaac, headless
       bash isaacsim.sh -m [sweep overrides...]     Hydra multirun: one Isaac process per job
       bash isaacsim.sh --install                   pip install this package into Isaac Sim's Python
       bash isaacsim.sh --print-python              show which Python would run, then exit
       bash isaacsim.sh --help

Examples:
  bash isaacsim.sh out=data/isaac n_scenes=100 seed=7
  bash isaacsim.sh out=data/isaac-x n_scenes=20 render.crosscheck=true   # report RTX vs ray caster
  bash isaacsim.sh -m hydra/launcher=local_processes hydra.launcher.n_jobs=2 \
      out=data/isaac80k n_scenes=5000 job.count=2 'job.index=range(0,2)' hydra.sweep.subdir=.

Needs Isaac Sim (4.5 or later) on a machine with an NVIDIA RTX GPU (L40S class; A100/H100/H200
have no RTX cores and are not supported for rendering). Isaac Sim's Python is looked for in:
  1. $ISAACSIM_PATH/python.sh                      (an Isaac Sim install folder)
  2. $ISAACSIM_PYTHON                              (any interpreter that can import isaacsim)
  3. python3 on PATH / the active venv, if it has the pip package isaacsim
       (pip install "isaacsim[all,extscache]==<version>" --extra-index-url https://pypi.nvidia.com)
  4. default folders: ~/isaacsim, ~/isaac-sim, /isaac-sim (container), ~/.local/share/ov/pkg/isaac*
Sweeps (-m) need the package inside Isaac's Python: run `bash isaacsim.sh --install` once.
Headless runs cannot answer Isaac Sim's EULA prompt: accept it once interactively, or set
OMNI_KIT_ACCEPT_EULA=YES yourself if you accept it.
Exit status 2 when Isaac Sim is not found; otherwise that of the generate run.
EOF
}

is_isaac_python() {  # an interpreter that can import isaacsim (checked without importing it)
  "$1" -c 'import importlib.util as u, sys; sys.exit(u.find_spec("isaacsim") is None)' >/dev/null 2>&1
}

find_python() {
  local d
  if [ -n "${ISAACSIM_PATH:-}" ]; then
    if [ -x "$ISAACSIM_PATH/python.sh" ]; then echo "$ISAACSIM_PATH/python.sh"; return 0; fi
    echo "isaacsim.sh: error: ISAACSIM_PATH=$ISAACSIM_PATH has no executable python.sh;" \
         "point it at the Isaac Sim install folder" >&2
    return 2
  fi
  if [ -n "${ISAACSIM_PYTHON:-}" ]; then
    if is_isaac_python "$ISAACSIM_PYTHON"; then echo "$ISAACSIM_PYTHON"; return 0; fi
    echo "isaacsim.sh: error: ISAACSIM_PYTHON=$ISAACSIM_PYTHON cannot import isaacsim" >&2
    return 2
  fi
  for p in "${VIRTUAL_ENV:+$VIRTUAL_ENV/bin/python}" python3; do
    if [ -n "$p" ] && command -v "$p" >/dev/null 2>&1 && is_isaac_python "$p"; then
      command -v "$p"; return 0
    fi
  done
  for d in "$HOME/isaacsim" "$HOME/isaac-sim" /isaac-sim "$HOME"/.local/share/ov/pkg/isaac*; do
    if [ -x "$d/python.sh" ]; then echo "$d/python.sh"; return 0; fi
  done
  cat >&2 <<EOF
isaacsim.sh: error: Isaac Sim not found. Looked at \$ISAACSIM_PATH, \$ISAACSIM_PYTHON, python3 with
the pip package isaacsim, and ~/isaacsim, ~/isaac-sim, /isaac-sim, ~/.local/share/ov/pkg/isaac*.
Install Isaac Sim on a machine with an RTX GPU and set ISAACSIM_PATH=/path/to/isaac-sim, or run
without Isaac Sim: spatial-iq generate out=... (CPU ray caster). See bash isaacsim.sh --help.
EOF
  return 2
}

case "${1:-}" in
  -h|--help) usage; exit 0 ;;
esac
PY="$(find_python)" || exit 2
case "${1:-}" in
  --print-python) echo "$PY"; exit 0 ;;
  --install) exec "$PY" -m pip install -e "$ROOT" ;;
esac
export PYTHONPATH="$ROOT${PYTHONPATH:+:$PYTHONPATH}"
exec "$PY" -m spatial_iq_ext.batch "$@"
