"""``generate``'s command line as Hydra reads it (issue 27): overrides Hydra turns into
tracebacks or a page of usage are one line and exit 2; ``-m`` follows the folder rules of a
single run and leaves nothing behind when refused; ``executor=ray`` without Ray and
``render.device=gpu0`` are refused before anything is written; a file-size limit is exit 3."""

import os
import subprocess
import sys

import pytest

from generators.cli import main

SMALL = ["n_scenes=1", "camera.width=32", "camera.height=32", "camera.azimuths=[0]", "max_attempts=10",
         "workers=1"]


def tree(root):
    return sorted(os.path.relpath(os.path.join(r, n), root) for r, ds, fs in os.walk(root) for n in ds + fs)


def one_line(capsys):
    err = capsys.readouterr().err
    lines = [line for line in err.strip().splitlines() if line.strip()]
    assert len(lines) == 1 and "Traceback" not in err, err
    return lines[0]


@pytest.mark.parametrize("override, says", [
    ("scene=[[1,1,1]]", "scene takes the name of an option; choose one of phystool, voxel"),
    ("scene=[1,2.5]", "scene takes the name of an option"),
    ("scene=5", "scene takes the name of an option"),
    ("scene=nan", "scene takes the name of an option"),
    ("executor=7", "executor takes the name of an option; choose one of local, ray"),
    ("=5", "an override needs a key"),
    ("--resolve", "--resolve only goes with --cfg"),
    ("--bogus", "unrecognized arguments: --bogus"),
    ("--multirun --cfg=job", "give at most one of -m (--multirun), --run, --cfg, --info"),
    ("render.device=gpu0", "render.device=gpu0: choose cpu, cuda or cuda:N"),
    ("n_scenes=1000000000", "n_scenes=1000000000: at most 100000000"),
    # a plain value of the wrong type fails while Hydra composes: the value given, not the default
    ("n_scenes=abc", "n_scenes: Value 'abc' of type 'str' could not be converted to Integer"),
    ("render.shadows=abc", "render.shadows: Value 'abc' is not a valid bool (type str)"),
])
def test_a_bad_command_line_is_one_line_and_writes_nothing(tmp_path, capsys, override, says):
    out = tmp_path / "out"
    assert main(["generate", *override.split()[:-1], f"out={out}", *SMALL, override.split()[-1]]) == 2
    assert says in one_line(capsys)
    assert tree(tmp_path) == []


HOME_IS = "resolves to '{home}'"


@pytest.mark.parametrize("override, says", [
    ("render.shadows=${oc.env:HOME}",
     f"render.shadows=${{oc.env:HOME}}: {HOME_IS}, not true or false; give render.shadows true or false"),
    ("output.overwrite=${oc.env:HOME}", f"output.overwrite=${{oc.env:HOME}}: {HOME_IS}, not true or false"),
    ("camera.width=${oc.env:HOME}",
     f"camera.width=${{oc.env:HOME}}: {HOME_IS}, not a whole number; give camera.width a whole number"),
    ("n_scenes=${oc.env:HOME}", f"n_scenes=${{oc.env:HOME}}: {HOME_IS}, not a whole number"),
    ("block_size=${oc.env:HOME}", f"block_size=${{oc.env:HOME}}: {HOME_IS}, not a number"),
    ("camera.width=${oc.decode:'[1,2]'}", "resolves to [1, 2], not a whole number"),
    ("n_scenes=${oc.env:SPATIAL_IQ_UNSET}",
     "n_scenes=${oc.env:SPATIAL_IQ_UNSET}: the interpolation cannot be used (KeyError raised while "
     "resolving interpolation: \"Environment variable 'SPATIAL_IQ_UNSET' not found\"); fix it, or give "
     "n_scenes a plain value"),
    ("camera.width=${nope}", "camera.width=${nope}: the interpolation cannot be used"),
])
def test_an_interpolation_of_the_wrong_type_is_one_line(tmp_path, capsys, monkeypatch, override, says):
    """Issue 45, item 5: OmegaConf resolves an interpolation only when the config is converted,
    inside Hydra's job, so the error came out as Hydra's "Error executing job with overrides"
    line and then ``Value '$VALUE' is not a valid bool (type $VALUE_TYPE)``, the template
    unfilled. Now: one line naming the key, the value (as given and as resolved) and what the
    key takes; exit 2, nothing written."""
    monkeypatch.setenv("HOME", str(tmp_path / "home"))
    monkeypatch.delenv("SPATIAL_IQ_UNSET", raising=False)
    out = tmp_path / "out"
    assert main(["generate", f"out={out}", *SMALL, override]) == 2
    line = one_line(capsys)
    assert says.replace("{home}", str(tmp_path / "home")) in line
    assert "$VALUE" not in line and "Error executing job" not in line
    assert tree(tmp_path) == []


def test_an_interpolation_of_the_wrong_type_is_one_line_in_cgdj_videos_and_cfg_resolve(tmp_path, capsys,
                                                                                      monkeypatch):
    monkeypatch.setenv("HOME", str(tmp_path / "home"))
    assert main(["cgdj-videos", f"out={tmp_path / 'v'}", "n_scenes=${oc.env:HOME}"]) == 2
    home_is = HOME_IS.replace("{home}", str(tmp_path / "home"))
    assert f"n_scenes=${{oc.env:HOME}}: {home_is}, not a whole number" in one_line(capsys)
    cfg = ["generate", "--cfg", "job", "--resolve", f"out={tmp_path / 'g'}", "render.shadows=${oc.env:HOME}"]
    assert main(cfg) == 2
    assert f"render.shadows=${{oc.env:HOME}}: {home_is}, not true or false" in one_line(capsys)
    assert tree(tmp_path) == []


def test_workers_two_with_phystool_is_one_line(tmp_path, capsys):
    assert main(["generate", "scene=phystool", f"out={tmp_path / 'p'}", "n_scenes=1", "workers=two"]) == 2
    assert "workers=two: give auto (one process per core) or a number of processes" in one_line(capsys)


def test_a_sweep_into_an_existing_file_is_one_line(tmp_path, capsys):
    (tmp_path / "afile").write_text("the user's")
    assert main(["generate", "-m", f"out={tmp_path / 'afile'}", *SMALL]) == 2
    assert "exists and is a file" in one_line(capsys)
    assert (tmp_path / "afile").read_text() == "the user's"


def test_a_refused_sweep_leaves_nothing_and_the_corrected_one_runs(tmp_path, capsys):
    """The issue's repro: a bad value in one job left OUT/multirun.yaml and OUT/n_scenes=0/,
    and the corrected command was then refused."""
    out = tmp_path / "sweep"
    args = ["camera.width=32", "camera.height=32", "camera.azimuths=[0]", "max_attempts=10", "workers=1"]
    assert main(["generate", "-m", f"out={out}", "n_scenes=0,1", *args]) == 2
    assert "n_scenes=0: must be at least 1" in capsys.readouterr().err
    assert not out.exists()
    assert main(["generate", "-m", f"out={out}", "n_scenes=1", *args]) == 0
    assert (out / "multirun.yaml").is_file()


def test_a_sweep_never_replaces_a_users_multirun_yaml_or_joins_their_folder(tmp_path, capsys):
    for name in ("multirun.yaml", "notes.txt"):
        folder = tmp_path / name.split(".")[0]
        folder.mkdir()
        (folder / name).write_text("the user's")
        assert main(["generate", "-m", f"out={folder}", *SMALL]) == 2
        assert f"holds files spatial-iq did not write ({name})" in one_line(capsys)
        assert tree(folder) == [name] and (folder / name).read_text() == "the user's"


def test_a_sweep_job_of_another_configuration_is_refused_before_anything(tmp_path, capsys):
    out = tmp_path / "sweep"
    assert main(["generate", "-m", f"out={out}", "hydra.sweep.subdir=.", *SMALL]) == 0
    before = {p: os.path.getmtime(out / p) for p in tree(out)}
    assert main(["generate", "-m", f"out={out}", "hydra.sweep.subdir=.", *SMALL, "seed=5,6"]) == 2
    assert "holds a run with a different configuration (changed: seed)" in one_line(capsys)
    assert {p: os.path.getmtime(out / p) for p in tree(out)} == before


def test_executor_ray_without_ray_writes_nothing(tmp_path, capsys, monkeypatch):
    """Refused before the marker, run.json or .parts were written, so the corrected command
    (without executor=ray) is accepted, not refused as "a different configuration"."""
    monkeypatch.setitem(sys.modules, "ray", None)  # import ray fails here as without the package
    out = tmp_path / "out"
    assert main(["generate", f"out={out}", *SMALL, "executor=ray"]) == 2
    assert "executor=ray needs Ray" in one_line(capsys)
    assert not out.exists()
    assert main(["generate", f"out={out}", *SMALL]) == 0


def test_a_file_size_limit_is_exit_3_and_the_rerun_resumes(tmp_path):
    """``ulimit -f`` below a shard's size: HDF5's ``RuntimeError: Can't decrement id ref count``
    was a traceback."""
    import resource

    out = tmp_path / "ds"
    argv = [sys.executable, "-m", "generators.cli", "generate", f"out={out}", "n_scenes=2", "camera.width=64",
            "camera.height=64", "workers=1", "max_attempts=10"]

    def small_files():
        resource.setrlimit(resource.RLIMIT_FSIZE, (30_000, 30_000))

    r = subprocess.run(argv, capture_output=True, text=True, timeout=300, preexec_fn=small_files)
    assert r.returncode == 3, r.stderr
    lines = r.stderr.strip().splitlines()
    assert len(lines) == 1 and "file size limit reached while writing to" in lines[0], r.stderr
    assert not [n for n in os.listdir(out) if ".tmp" in n]
    r = subprocess.run(argv, capture_output=True, text=True, timeout=300)
    assert r.returncode == 0, r.stderr
