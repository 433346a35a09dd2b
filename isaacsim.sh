#!/usr/bin/env bash
# Headless Spatial-IQ generation with Isaac Sim's RTX renderer (Replicator backend).
# Finds Isaac Sim's Python (4.5 or later, the newest installed) and runs the Hydra generate
# app in it; see docs/isaac.md.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
MIN_VERSION="4.5.0"

usage() {
  cat <<'EOF'
usage: bash isaacsim.sh [Hydra overrides...]        generate with render.backend=isaac, headless
       bash isaacsim.sh -m [sweep overrides...]     Hydra multirun
       bash isaacsim.sh --install                   pip install this package (+ launchers) into
                                                    Isaac Sim's Python, keeping its own packages
       bash isaacsim.sh --print-python              show which Python would run, then exit
       bash isaacsim.sh --help

Examples:
  bash isaacsim.sh out=data/isaac n_scenes=100 seed=7
  bash isaacsim.sh out=data/isaac-x n_scenes=20 render.crosscheck=false   # skip the CPU cross-check
  bash isaacsim.sh -m out=data/sweep grid=3,4                             # jobs in this process
  bash isaacsim.sh -m hydra/launcher=local_processes hydra.launcher.n_jobs=2 \
      out=data/isaac80k n_scenes=5000 job.count=2 'job.index=range(0,2)' hydra.sweep.subdir=.

Defaults added unless given: render.backend=isaac workers=1 render.crosscheck=true.
Needs Isaac Sim (4.5 or later) on a machine with an NVIDIA RTX GPU (L40S class; A100/H100/H200
have no RTX cores and are not supported for rendering). Isaac Sim's Python is looked for in:
  1. $ISAACSIM_PATH/python.sh                      (an Isaac Sim install folder)
  2. $ISAACSIM_PYTHON                              (any interpreter that can import isaacsim)
  3. python3 on PATH / the active venv, if it has the pip package isaacsim
       (pip install "isaacsim[all,extscache]==<version>" --extra-index-url https://pypi.nvidia.com)
  4. default folders: ~/isaacsim, ~/isaac-sim, /isaac-sim (container), ~/.local/share/ov/pkg/isaac*
     (the newest one of version 4.5 or later, by the VERSION file of each)
A version older than 4.5 is refused (exit status 2).
Sweeps with a launcher that starts a process per job need the package inside Isaac's Python:
run `bash isaacsim.sh --install` once (it also installs the Hydra launchers).
Headless runs cannot answer Isaac Sim's EULA prompt: accept it once interactively, or set
OMNI_KIT_ACCEPT_EULA=YES yourself if you accept it.
Kit gets none of these arguments (Hydra's); its experience is Isaac Sim's default, or the .kit
file in SPATIAL_IQ_KIT_EXPERIENCE; NVIDIA's extension registry stays off. A command line that
only asks Hydra (--help or -h after an override, -c job, --info) starts no Isaac Sim.
Exit status 2 when Isaac Sim is not found, too old, cannot start or lacks an extension the run
needs (one line says which); 3 when a job raised; otherwise that of the generate run.
EOF
}

die() { echo "isaacsim.sh: error: $*" >&2; exit 2; }

version_key() {  # "4.5.0-rc.36+..." -> a sortable number; year versions (2023.1.1) sort below 4.x
  local v="${1%%[-+ ]*}" major minor patch gen=1
  IFS=. read -r major minor patch _ <<<"$v.0.0"
  [[ "$major" =~ ^[0-9]+$ && "${minor:-0}" =~ ^[0-9]+$ && "${patch:-0}" =~ ^[0-9]+$ ]] || { echo -1; return; }
  ((major >= 2000)) && gen=0
  echo $(( gen * 10**12 + 10#$major * 10**8 + 10#${minor:-0} * 10**4 + 10#${patch:-0} ))
}

new_enough() { (( $(version_key "$1") >= $(version_key "$MIN_VERSION") )); }

folder_version() {  # the VERSION file Isaac Sim keeps in its install folder ("" if none)
  [ -f "$1/VERSION" ] && head -n 1 "$1/VERSION" | tr -d '[:space:]' || true
}

is_isaac_python() {  # an interpreter that can import isaacsim (checked without importing it)
  "$1" -c 'import importlib.util as u, sys; sys.exit(u.find_spec("isaacsim") is None)' >/dev/null 2>&1
}

pip_version() {  # version of the pip package isaacsim in that interpreter ("" if unknown)
  "$1" -c 'import importlib.metadata as m; print(m.version("isaacsim"))' 2>/dev/null || true
}

check_version() {  # where, version: refuse an old Isaac Sim, warn when the version is unknown
  if [ -z "$2" ]; then
    echo "isaacsim.sh: warning: cannot tell the Isaac Sim version of $1; it must be $MIN_VERSION or later" >&2
  elif ! new_enough "$2"; then
    die "Isaac Sim $2 at $1 is older than $MIN_VERSION; install Isaac Sim $MIN_VERSION or later"
  fi
}

find_python() {
  local d v best="" best_key=-1 old=""
  if [ -n "${ISAACSIM_PATH:-}" ]; then
    [ -x "$ISAACSIM_PATH/python.sh" ] || die "ISAACSIM_PATH=$ISAACSIM_PATH has no executable python.sh;" \
                                             "point it at the Isaac Sim install folder"
    check_version "$ISAACSIM_PATH" "$(folder_version "$ISAACSIM_PATH")"
    echo "$ISAACSIM_PATH/python.sh"; return 0
  fi
  if [ -n "${ISAACSIM_PYTHON:-}" ]; then
    is_isaac_python "$ISAACSIM_PYTHON" || die "ISAACSIM_PYTHON=$ISAACSIM_PYTHON cannot import isaacsim"
    check_version "$ISAACSIM_PYTHON" "$(pip_version "$ISAACSIM_PYTHON")"
    echo "$ISAACSIM_PYTHON"; return 0
  fi
  for p in "${VIRTUAL_ENV:+$VIRTUAL_ENV/bin/python}" python3; do
    if [ -n "$p" ] && command -v "$p" >/dev/null 2>&1 && is_isaac_python "$p"; then
      check_version "$(command -v "$p")" "$(pip_version "$p")"
      command -v "$p"; return 0
    fi
  done
  for d in "$HOME/isaacsim" "$HOME/isaac-sim" /isaac-sim "$HOME"/.local/share/ov/pkg/isaac*; do
    [ -x "$d/python.sh" ] || continue
    v="$(folder_version "$d")"
    if [ -n "$v" ] && ! new_enough "$v"; then old="$old $v ($d)"; continue; fi
    if (( $(version_key "${v:-0}") > best_key )); then best="$d"; best_key=$(version_key "${v:-0}"); fi
  done
  if [ -n "$best" ]; then
    [ -n "$(folder_version "$best")" ] || check_version "$best" ""
    echo "$best/python.sh"; return 0
  fi
  [ -z "$old" ] || die "only Isaac Sim older than $MIN_VERSION found:$old; install $MIN_VERSION or later" \
                       "or set ISAACSIM_PATH"
  cat >&2 <<EOF
isaacsim.sh: error: Isaac Sim not found. Looked at \$ISAACSIM_PATH, \$ISAACSIM_PYTHON, python3 with
the pip package isaacsim, and ~/isaacsim, ~/isaac-sim, /isaac-sim, ~/.local/share/ov/pkg/isaac*.
Install Isaac Sim on a machine with an RTX GPU and set ISAACSIM_PATH=/path/to/isaac-sim, or run
without Isaac Sim: spatial-iq generate out=... (CPU ray caster). See bash isaacsim.sh --help.
EOF
  exit 2
}

install() {  # the package + launchers; every distribution Isaac's Python has stays at its version
  PINS="$(mktemp -d)"
  trap 'rm -rf "$PINS"' EXIT
  "$PY" -m pip list --format=freeze 2>/dev/null | grep -iv '^spatial[-_]iq==' >"$PINS/isaac-constraints.txt" || true
  "$PY" -m pip install --constraint "$PINS/isaac-constraints.txt" -e "$ROOT[launchers]"
}

python_path() {  # a folder holding only the two packages, so nothing else of the repo is importable
  local dir="${XDG_CACHE_HOME:-$HOME/.cache}/spatial-iq/python-$(printf '%s' "$ROOT" | cksum | cut -d' ' -f1)"
  mkdir -p "$dir" 2>/dev/null || dir="$(mktemp -d)"
  for pkg in spatial_iq_ext generators; do ln -sfn "$ROOT/$pkg" "$dir/$pkg"; done
  echo "$dir"
}

case "${1:-}" in
  -h|--help) usage; exit 0 ;;
esac
PY="$(find_python)" || exit $?
case "${1:-}" in
  --print-python) echo "$PY"; exit 0 ;;
  --install) install; exit $? ;;
esac
PYDIR="$(python_path)"
export PYTHONPATH="$PYDIR${PYTHONPATH:+:$PYTHONPATH}"
exec "$PY" -m spatial_iq_ext.batch "$@"
