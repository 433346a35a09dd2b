"""isaacsim.sh as an Isaac user runs it, without Isaac Sim.

Finding Isaac's Python: --help says what it needs; a missing Isaac Sim is one clear message
and status 2; each route (ISAACSIM_PATH, ISAACSIM_PYTHON, a pip-installed isaacsim, default
folders) is honoured, the newest install of version 4.5 or later wins and older ones are
refused by their VERSION file; the run goes to the batch entry with the arguments
untouched and only the two packages on PYTHONPATH; --install adds the launchers and pins
everything Isaac's Python already has.

End to end (the acceptance of issue 15): a fake Isaac Sim install whose python.sh runs this
venv's Python with ``tests/isaac_fakes`` first runs a 2-scene batch, an in-process
``-m grid=3,4`` sweep and a process-per-job sweep to datasets ``spatial-iq verify`` accepts,
with the SimulationApp started before any omni/pxr import and closed last with the run's
status, one capture per view from the dataset's own cameras, the labels the CPU pipeline
gives, and every render product destroyed."""

import json
import os
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

from generators.io.dataset import open_dataset
from tests.conftest import run_cli
from tests.isaac_fake_env import VERSION_45, fake_install

ROOT = Path(__file__).resolve().parents[1]
SCRIPT = ROOT / "isaacsim.sh"
SMALL = ["n_scenes=2", "camera.width=48", "camera.height=48", "max_attempts=20"]


def run(*args, env=None, home=None, cwd=None, timeout=60):
    base = {"PATH": "/usr/bin:/bin", "HOME": str(home or "/nonexistent")}
    return subprocess.run(["bash", str(SCRIPT), *args], capture_output=True, text=True, timeout=timeout,
                          env={**base, **(env or {})}, cwd=cwd)


def recording_install(folder: Path, version: str | None = VERSION_45) -> Path:
    """An 'Isaac Sim folder' whose python.sh only records how it was called."""
    folder.mkdir(parents=True)
    if version:
        (folder / "VERSION").write_text(version + "\n")
    py = folder / "python.sh"
    py.write_text('#!/usr/bin/env bash\n'
                  'printf "%s\\n" "PYTHONPATH=$PYTHONPATH" "$@" > "$(dirname "$0")/called"\n')
    py.chmod(0o755)
    return py


def test_help_works_without_isaac_sim_and_says_what_it_needs():
    res = run("--help")
    assert res.returncode == 0 and res.stderr == ""
    for needed in ("RTX GPU", "ISAACSIM_PATH", "python.sh", "pip package isaacsim", "--install", "-m",
                   "4.5 or later", "VERSION file", "render.crosscheck=true", "launchers", "Exit status 2",
                   "OMNI_KIT_ACCEPT_EULA"):
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


def test_isaacsim_path_runs_the_batch_entry_with_only_the_two_packages_on_the_path(tmp_path):
    recording_install(tmp_path / "isaac")
    sweep = ["-m", "out=data/x", "grid=3,4", "job.index=range(0,2)"]
    res = run(*sweep, env={"ISAACSIM_PATH": str(tmp_path / "isaac")}, home=tmp_path)
    assert res.returncode == 0, res.stderr
    called = (tmp_path / "isaac" / "called").read_text().splitlines()
    assert called[1:] == ["-m", "spatial_iq_ext.batch", *sweep]
    path = Path(called[0].removeprefix("PYTHONPATH="))
    assert path.parent == tmp_path / ".cache" / "spatial-iq"  # not the repository: no tests/, configs/ ...
    assert sorted(p.name for p in path.iterdir()) == ["generators", "spatial_iq_ext"]
    assert all((path / p).resolve() == ROOT / p for p in ("generators", "spatial_iq_ext"))
    res = run("--print-python", env={"ISAACSIM_PATH": str(tmp_path / "isaac")}, home=tmp_path)
    assert res.stdout.strip() == str(tmp_path / "isaac" / "python.sh")


def test_the_newest_default_install_of_45_or_later_is_taken(tmp_path):
    pkg = tmp_path / ".local" / "share" / "ov" / "pkg"
    recording_install(pkg / "isaac_sim-2023.1.1", "2023.1.1-rc.8+2023.1.9036.a08eaee1.tc")
    recording_install(pkg / "isaac-sim-4.5.0", VERSION_45)
    recording_install(pkg / "isaac-sim-5.0.0", "5.0.0-rc.45+release.26215.b3c0e2da.gl.linux-x86_64.release")
    recording_install(tmp_path / "isaacsim", "4.2.0-rc.17+release.16988.a6a3adf1.gl.linux-x86_64.release")
    res = run("--print-python", home=tmp_path)
    assert res.returncode == 0, res.stderr
    assert res.stdout.strip() == str(pkg / "isaac-sim-5.0.0" / "python.sh")
    (pkg / "isaac-sim-5.0.0" / "VERSION").unlink()  # unknown version: taken only after known new ones
    assert run("--print-python", home=tmp_path).stdout.strip() == str(pkg / "isaac-sim-4.5.0" / "python.sh")


def test_only_old_installs_are_refused_by_version(tmp_path):
    pkg = tmp_path / ".local" / "share" / "ov" / "pkg"
    recording_install(pkg / "isaac_sim-2023.1.1", "2023.1.1")
    recording_install(tmp_path / "isaacsim", "4.2.0")
    res = run("out=x", home=tmp_path)
    assert res.returncode == 2 and res.stdout == ""
    assert "only Isaac Sim older than 4.5.0 found" in res.stderr
    assert "2023.1.1" in res.stderr and "4.2.0" in res.stderr
    res = run("out=x", env={"ISAACSIM_PATH": str(tmp_path / "isaacsim")}, home=tmp_path)
    assert res.returncode == 2
    assert f"Isaac Sim 4.2.0 at {tmp_path / 'isaacsim'} is older than 4.5.0" in res.stderr
    assert not (tmp_path / "isaacsim" / "called").exists()


def test_pip_isaacsim_is_found_and_its_version_checked(tmp_path):
    site = tmp_path / "site"
    (site / "isaacsim").mkdir(parents=True)
    (site / "isaacsim" / "__init__.py").write_text("")
    bindir = tmp_path / "bin"
    bindir.mkdir()
    (bindir / "python3").symlink_to(sys.executable)
    env = {"PATH": f"{bindir}:/usr/bin:/bin", "PYTHONPATH": str(site)}
    res = run("--print-python", env=env, home=tmp_path / "nohome")
    assert res.returncode == 0 and res.stdout.strip() == str(bindir / "python3")
    assert "cannot tell the Isaac Sim version" in res.stderr  # no package metadata: a warning
    dist = site / "isaacsim-4.2.0.dist-info"
    dist.mkdir()
    (dist / "METADATA").write_text("Metadata-Version: 2.1\nName: isaacsim\nVersion: 4.2.0\n")
    res = run("--print-python", env={**env, "ISAACSIM_PYTHON": str(bindir / "python3")}, home=tmp_path / "x")
    assert res.returncode == 2 and "Isaac Sim 4.2.0" in res.stderr and "older than 4.5.0" in res.stderr
    dist.rename(site / "isaacsim-5.0.0.dist-info")
    (site / "isaacsim-5.0.0.dist-info" / "METADATA").write_text("Metadata-Version: 2.1\nName: isaacsim\n"
                                                                 "Version: 5.0.0\n")
    res = run("--print-python", env=env, home=tmp_path / "nohome")
    assert res.returncode == 0 and res.stderr == "" and res.stdout.strip() == str(bindir / "python3")
    assert os.access(SCRIPT, os.X_OK)


def test_install_adds_the_launchers_and_keeps_isaacs_own_packages(tmp_path):
    from importlib.metadata import version

    fake_install(tmp_path / "isaac")
    res = run("--install", env={"ISAACSIM_PATH": str(tmp_path / "isaac")}, home=tmp_path)
    assert res.returncode == 0, res.stderr
    args = (tmp_path / "isaac" / "pip-install.txt").read_text().splitlines()
    assert args[:3] == ["-m", "pip", "install"] and args[-2:] == ["-e", f"{ROOT}[launchers]"]
    assert "--constraint" in args
    pins = (tmp_path / "isaac" / "constraints.txt").read_text().lower().splitlines()
    assert f"numpy=={version('numpy')}" in pins and f"scipy=={version('scipy')}" in pins
    assert not any(p.startswith(("spatial-iq==", "spatial_iq==")) for p in pins)


# ---------------------------------------------------------------- end to end with the fakes

def fake_run(tmp_path, *args, timeout=600, env=None):
    fake_install(tmp_path / "isaac")
    log = tmp_path / "events.jsonl"
    # numba's cache of this test run (generators sets NUMBA_CACHE_DIR on import): with only
    # HOME=tmp_path the batch would compile every kernel again (minutes on a loaded machine)
    res = run(*args, env={"ISAACSIM_PATH": str(tmp_path / "isaac"), "SPATIAL_IQ_FAKE_LOG": str(log),
                          "PYTHONHASHSEED": "0", "NUMBA_CACHE_DIR": os.environ["NUMBA_CACHE_DIR"],
                          **(env or {})},
              home=tmp_path, cwd=tmp_path, timeout=timeout)
    events = [json.loads(line) for line in log.read_text().splitlines()] if log.exists() else []
    return res, events


def lens_k(camera: dict, width: int, height: int) -> np.ndarray:
    """K of a USD camera's lens on a width x height image (this test's own arithmetic)."""
    f, ha, va = camera["focalLength"], camera["horizontalAperture"], camera["verticalAperture"]
    return np.array([[f * width / ha, 0, width / 2 - camera["horizontalApertureOffset"] * width / ha],
                     [0, f * height / va, height / 2 + camera["verticalApertureOffset"] * height / va],
                     [0, 0, 1]])


def test_batch_of_two_scenes_runs_to_a_verified_dataset(tmp_path):
    out = tmp_path / "data"  # not the Isaac install folder: generate refuses folders it did not write
    res, events = fake_run(tmp_path, f"out={out}", *SMALL)
    assert res.returncode == 0, res.stdout[-2000:] + res.stderr[-3000:]
    assert run_cli("verify", str(out)).returncode == 0
    kinds = [e["kind"] for e in events]
    init = events[kinds.index("SimulationApp.__init__")]
    assert init["early_modules"] == []  # nothing omni/pxr was imported before the app
    before = kinds[:kinds.index("SimulationApp.__init__")]
    assert not any(k.startswith(("rep.", "physx.", "viewport.")) for k in before)
    assert kinds[-1] == "SimulationApp.close" and kinds.count("SimulationApp.close") == 1
    assert events[-1]["exit_code"] == 0
    assert [e["path"] for e in events if e["kind"] == "rep.render_product.destroy"] == \
        [e["path"] for e in events if e["kind"] == "rep.create.render_product"]
    assert json.loads((out / "crosscheck.json").read_text()) == {"views_disagreeing": 0, "reports": []}
    # one capture per view (plus one per scene for pruning against RTX's view 0), from the
    # dataset's own cameras
    steps = [e for e in events if e["kind"] == "rep.orchestrator.step"]
    views = list(open_dataset(str(out)))
    assert len(steps) == len(views) + 2
    captured = [s for n, s in enumerate(steps) if n % 17]  # drop each scene's pruning capture
    for view, step in zip(views, captured, strict=True):
        cam = view["camera"]
        assert step["resolution"] == [cam["width"], cam["height"]] and step["aa_op"] == 2
        np.testing.assert_allclose(lens_k(step["camera"], cam["width"], cam["height"]), cam["K"], rtol=1e-6)
        camera_to_world = np.array(step["camera"]["camera_to_world"])
        world_to_camera = np.diag([1.0, -1.0, -1.0, 1.0]) @ np.linalg.inv(camera_to_world)
        np.testing.assert_allclose(world_to_camera, cam["world_to_camera"], atol=1e-9)
    # the labels, instance buffers and pictures the CPU pipeline gives for the same config
    cpu = tmp_path / "cpu"
    assert run_cli("generate", f"out={cpu}", *SMALL).returncode == 0
    for a, b in zip(open_dataset(str(cpu)), views, strict=True):
        assert (a["scene_id"], a["view_id"], a["labels"]) == (b["scene_id"], b["view_id"], b["labels"])
        assert np.array_equal(a["instance"], b["instance"]) and np.array_equal(a["rgb"], b["rgb"])


def test_grid_sweep_runs_in_one_isaac_process_to_verified_datasets(tmp_path):
    out = tmp_path / "sweep"
    res, events = fake_run(tmp_path, "-m", f"out={out}", "grid=3,4", *SMALL)
    assert res.returncode == 0, res.stdout[-2000:] + res.stderr[-3000:]
    datasets = sorted(p.parent for p in out.glob("*/manifest.json"))
    assert [d.name.split("grid=")[1].split(",")[0] for d in datasets] == ["3", "4"]
    for d in datasets:
        assert run_cli("verify", str(d)).returncode == 0 and (d / "crosscheck.json").is_file()
    kinds = [e["kind"] for e in events]
    assert kinds.count("SimulationApp.__init__") == kinds.count("SimulationApp.close") == 1
    assert kinds[-1] == "SimulationApp.close" and events[-1]["exit_code"] == 0
    assert kinds.count("rep.create.render_product") == kinds.count("rep.render_product.destroy") == 2
    assert events[kinds.index("SimulationApp.__init__")]["kit_args"] == []  # -m and the sweep stay Hydra's


@pytest.mark.slow  # two launcher processes: about 30 s
def test_process_per_job_sweep_closes_each_jobs_own_app(tmp_path):
    out = tmp_path / "sweep"
    res, events = fake_run(tmp_path, "-m", "hydra/launcher=local_processes", "hydra.launcher.n_jobs=2",
                           f"out={out}", "grid=3,4", *SMALL)
    assert res.returncode == 0, res.stdout[-2000:] + res.stderr[-3000:]
    assert len(list(out.glob("*/manifest.json"))) == 2
    by_pid: dict = {}
    for e in events:
        by_pid.setdefault(e["pid"], []).append(e["kind"])
    apps = {pid: kinds for pid, kinds in by_pid.items() if "SimulationApp.__init__" in kinds}
    assert len(apps) == 2  # one per job process, none in the launching one
    for kinds in apps.values():
        assert kinds.count("SimulationApp.close") == 1
        assert kinds.index("rep.render_product.destroy") < kinds.index("SimulationApp.close")
    assert all(e["config"]["fast_shutdown"] is False for e in events if e["kind"] == "SimulationApp.__init__")


def test_a_failing_run_ends_with_its_status_through_kits_fast_shutdown(tmp_path):
    res, events = fake_run(tmp_path, f"out={tmp_path / 'o'}", "grid=0", *SMALL)
    assert res.returncode == 2 and "grid" in res.stderr
    assert [e["exit_code"] for e in events if e["kind"] == "SimulationApp.close"] == [2]



@pytest.mark.parametrize("failure", ["import", "solver"])
def test_a_start_that_fails_exits_2_in_one_line_not_0(tmp_path, failure):
    """Once Kit is up, its teardown at interpreter exit reports 0 under fast shutdown: a failed
    start must end the process itself, with the status of the failure."""
    res, events = fake_run(tmp_path, "-m", f"out={tmp_path / 'o'}", "grid=3,4", *SMALL,
                           env={"SPATIAL_IQ_FAKE_START_FAILURE": failure})
    assert res.returncode == 2, res.stdout[-2000:] + res.stderr[-3000:]
    assert res.stderr.startswith("spatial_iq_ext.batch: error: Isaac Sim did not start: ")
    assert len(res.stderr.strip().splitlines()) == 1 and not (tmp_path / "o").exists()
    assert [e["kit_args"] for e in events if e["kind"] == "SimulationApp.__init__"] == [[]]


def test_a_missing_extension_is_named_and_the_run_exits_2(tmp_path):
    res, events = fake_run(tmp_path, f"out={tmp_path / 'o'}", *SMALL,
                           env={"SPATIAL_IQ_FAKE_MISSING_EXTS": "omni.replicator.core"})
    assert res.returncode == 2, res.stdout[-2000:] + res.stderr[-3000:]
    assert res.stderr.strip().splitlines()[-1].startswith(
        "spatial_iq_ext.batch: error: this Isaac Sim has no extension omni.replicator.core")
    assert [e["exit_code"] for e in events if e["kind"] == "SimulationApp.close"] == [2]
