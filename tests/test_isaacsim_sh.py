"""isaacsim.sh without Isaac Sim: --help says what it needs; a missing Isaac Sim is one clear
message and exit status 2; each way of finding Isaac's Python (ISAACSIM_PATH, ISAACSIM_PYTHON,
a pip-installed isaacsim, default folders) is honoured, and the run goes to the batch entry
with the arguments untouched."""

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SCRIPT = ROOT / "isaacsim.sh"


def run(*args, env=None, home=None):
    base = {"PATH": "/usr/bin:/bin", "HOME": str(home or "/nonexistent")}
    return subprocess.run(["bash", str(SCRIPT), *args], capture_output=True, text=True, timeout=60,
                          env={**base, **(env or {})})


def fake_install(folder: Path) -> Path:
    """An 'Isaac Sim folder' whose python.sh records how it was called."""
    folder.mkdir(parents=True)
    py = folder / "python.sh"
    py.write_text('#!/usr/bin/env bash\n'
                  'printf "%s\\n" "PYTHONPATH=$PYTHONPATH" "$@" > "$(dirname "$0")/called"\n')
    py.chmod(0o755)
    return py


def test_help_works_without_isaac_sim_and_says_what_it_needs():
    res = run("--help")
    assert res.returncode == 0 and res.stderr == ""
    for needed in ("RTX GPU", "ISAACSIM_PATH", "python.sh", "pip package isaacsim", "--install", "-m",
                   "Exit status 2", "OMNI_KIT_ACCEPT_EULA"):
        assert needed in res.stdout, needed
    assert run("-h").stdout == res.stdout


def test_missing_isaac_sim_is_one_clear_message_and_status_2(tmp_path):
    res = run("out=x", "n_scenes=1", home=tmp_path)
    assert res.returncode == 2 and res.stdout == ""
    assert res.stderr.startswith("isaacsim.sh: error: Isaac Sim not found.")
    assert "ISAACSIM_PATH=/path/to/isaac-sim" in res.stderr and "spatial-iq generate" in res.stderr
    res = run("out=x", env={"ISAACSIM_PATH": str(tmp_path)}, home=tmp_path)
    assert res.returncode == 2 and f"ISAACSIM_PATH={tmp_path} has no executable python.sh" in res.stderr
    res = run("out=x", env={"ISAACSIM_PYTHON": sys.executable}, home=tmp_path)
    assert res.returncode == 2 and "cannot import isaacsim" in res.stderr


def test_isaacsim_path_runs_the_batch_entry_with_the_arguments(tmp_path):
    fake_install(tmp_path / "isaac")
    sweep = ["-m", "out=data/x", "grid=3,4", "job.index=range(0,2)"]
    res = run(*sweep, env={"ISAACSIM_PATH": str(tmp_path / "isaac")})
    assert res.returncode == 0, res.stderr
    called = (tmp_path / "isaac" / "called").read_text().splitlines()
    assert called[0] == f"PYTHONPATH={ROOT}"
    assert called[1:] == ["-m", "spatial_iq_ext.batch", *sweep]
    res = run("--print-python", env={"ISAACSIM_PATH": str(tmp_path / "isaac")})
    assert res.stdout.strip() == str(tmp_path / "isaac" / "python.sh")


def test_default_folders_and_pip_isaacsim_are_found(tmp_path):
    fake_install(tmp_path / "isaacsim")  # ~/isaacsim
    res = run("--print-python", home=tmp_path)
    assert res.returncode == 0 and res.stdout.strip() == str(tmp_path / "isaacsim" / "python.sh")
    # a Python that can import isaacsim (a stand-in package on its path) is taken as Isaac's Python
    pkg = tmp_path / "site" / "isaacsim"
    pkg.mkdir(parents=True)
    (pkg / "__init__.py").write_text("")
    bindir = tmp_path / "bin"
    bindir.mkdir()
    (bindir / "python3").symlink_to(sys.executable)
    res = run("--print-python", env={"PATH": f"{bindir}:/usr/bin:/bin", "PYTHONPATH": str(tmp_path / "site")},
              home=tmp_path / "nohome")
    assert res.returncode == 0 and res.stdout.strip() == str(bindir / "python3")
    res = run("--print-python", env={"ISAACSIM_PYTHON": str(bindir / "python3"),
                                     "PYTHONPATH": str(tmp_path / "site")}, home=tmp_path / "nohome")
    assert res.returncode == 0 and res.stdout.strip() == str(bindir / "python3")
    assert os.access(SCRIPT, os.X_OK)
