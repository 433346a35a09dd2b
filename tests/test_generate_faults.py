"""generate against bad input, damaged state and full disks (issue 14, items 9-12): every
refusal is one line with exit 2 (3 for a full disk) and leaves the folder as it was."""

import errno
import json
import os
import shutil

import pytest

from generators.cli import main
from tests.conftest import SMALL, copy_of, run_cli


def one_line(capsys_or_stderr):
    text = capsys_or_stderr if isinstance(capsys_or_stderr, str) else capsys_or_stderr.readouterr().err
    lines = text.strip().splitlines()
    assert len(lines) == 1 and "Traceback" not in text, text
    return lines[0]


@pytest.mark.parametrize("override, message", [
    ("camera.offsets=[1e30]", "camera.offsets=[1e+30]: every entry must be a number of degrees between -360"),
    ("camera.offsets=[nan]", "camera.offsets=[nan]: every entry must be a number of degrees"),
    ("camera.azimuths=[inf]", "camera.azimuths=[inf]: every entry must be a number of degrees"),
    ("camera.offsets=[a]", "camera.offsets=['a']: every entry must be a number of degrees"),
    ("camera.lenses=[[1,inf]]", "camera.lenses=[[1, inf]]: each entry is a positive [fov_mult, dist_mult]"),
    ("block_size=nan", "block_size, camera.focal_length and camera.horizontal_aperture must be finite"),
    ("camera.width=100000", "camera size 100000x512: at most 8192x8192"),
    ("max_attempts=1000000000", "max_attempts=1000000000: must be between 1 and 10000"),
    ("out=/", "out=/: the file system root; choose a new folder"),
    ("n_scene=3", "n_scene: unknown key; did you mean n_scenes?"),
    ("n_scenes=abc", "n_scenes: Value 'abc' of type 'str' could not be converted to Integer"),
    ("scene=phystol",
     "scene=phystol: no such option (did you mean scene=phystool?); choose one of phystool, voxel"),
    ("executor=spark", "executor=spark: no such option; choose one of local, ray"),
    ("grid=[4,", "cannot parse the override 'grid=[4,'"),
    # Hydra's + opens the schema on purpose and OmegaConf.to_object kept the key as an attribute
    ("+x=1", "x: unknown key; `spatial-iq generate --cfg job` lists every key"),
    ("+camera.widht=64", "camera.widht: unknown key; did you mean camera.width?"),
    ("+scene.surfce=tray", "scene.surfce: unknown key"),
    ("output.overwrite=true job.count=2",
     "output.overwrite=true with job.count=2: each job would delete the shards the others have written"),
])
def test_bad_values_are_one_line_exit_2_and_write_nothing(tmp_path, capsys, override, message):
    out = tmp_path / "x"
    args = override.split() if override.startswith("out=") else [f"out={out}", *override.split()]
    assert main(["generate", *args]) == 2
    assert message in one_line(capsys)
    assert not out.exists()


def test_a_failed_check_leaves_no_state_that_refuses_the_corrected_command(tmp_path):
    """Item 9: before, a NaN offset (or the free-space check) failed after run.json was
    written, and the corrected command was then refused as 'a different configuration'."""
    out = tmp_path / "ds"
    r = run_cli("generate", f"out={out}", "n_scenes=1", "camera.offsets=[nan]", *SMALL)
    assert r.returncode == 2 and not out.exists()
    r = run_cli("generate", f"out={out}", "n_scenes=1", "workers=1", *SMALL)
    assert r.returncode == 0, r.stderr


def test_a_damaged_shard_of_a_finished_dataset_is_regenerated(tmp_path, four_scenes):
    """Item 10: a rerun checks the finished dataset's shards (size and sha256) and repairs."""
    out = copy_of(four_scenes, tmp_path)
    good = (out / "shard-00001.h5").read_bytes()
    manifest = (out / "manifest.json").read_bytes()
    with open(out / "shard-00001.h5", "r+b") as fh:  # same size, other bytes
        fh.seek(len(good) // 2)
        fh.write(bytes(b ^ 0xFF for b in good[len(good) // 2:len(good) // 2 + 8]))
    r = run_cli("generate", f"out={out}", "n_scenes=4", "max_attempts=30", "workers=1", *SMALL)
    assert r.returncode == 0, r.stderr
    assert "warning: shard-00001.h5: checksum mismatch" in r.stderr
    assert "generating the damaged shard(s) again" in r.stderr
    assert "wrote 32 views" in r.stdout and "already complete" not in r.stdout
    assert (out / "shard-00001.h5").read_bytes() == good
    assert json.loads((out / "manifest.json").read_bytes())["shards"] == json.loads(manifest)["shards"]
    os.remove(out / "shard-00000.h5")  # a missing one too
    r = run_cli("generate", f"out={out}", "n_scenes=4", "max_attempts=30", "workers=1", *SMALL)
    assert r.returncode == 0 and "shard-00000.h5: missing" in r.stderr
    assert run_cli("verify", str(out)).returncode == 0


def test_damaged_run_state_is_one_line(tmp_path, four_scenes):
    """Item 12: a corrupt run.json, a corrupt part file and a .parts that is a file."""
    out = copy_of(four_scenes, tmp_path)
    args = [f"out={out}", "n_scenes=4", "max_attempts=30", "workers=1", *SMALL]
    os.remove(out / "manifest.json")
    (out / "run.json").write_text('{"config": {"grid": ')
    r = run_cli("generate", *args)
    assert r.returncode == 2
    assert "run.json is damaged" in one_line(r.stderr) and "output.overwrite=true" in r.stderr
    r = run_cli("generate", *args, "output.overwrite=true")
    assert r.returncode == 0, r.stderr
    (out / ".parts" / "shard-00001.json").write_text("{not json")
    os.remove(out / "manifest.json")
    r = run_cli("generate", *args)
    assert r.returncode == 0 and "wrote 32 views" in r.stdout, r.stderr  # the damaged part is redone
    shutil.rmtree(out / ".parts")
    os.remove(out / "manifest.json")
    (out / ".parts").write_text("not a folder")
    r = run_cli("generate", *args)
    assert r.returncode == 2 and ".parts is a file where spatial-iq keeps a folder" in one_line(r.stderr)


@pytest.mark.parametrize("where", ["run_state", "manifest"])
def test_a_full_disk_while_writing_state_is_exit_3(tmp_path, capsys, monkeypatch, where):
    """Item 12: ENOSPC while writing run.json or the manifest: one line, exit 3, and a
    rerun with space finishes."""
    import generators.dataset.run as run_module
    import generators.io.rundir as rundir_module

    module = rundir_module if where == "run_state" else run_module
    real = module.write_json

    def full(path, obj, tag=""):
        raise OSError(errno.ENOSPC, "No space left on device", path)

    monkeypatch.setattr(module, "write_json", full)
    out = tmp_path / "ds"
    args = ["generate", f"out={out}", "n_scenes=2", "max_attempts=30", "workers=1", *SMALL]
    assert main(args) == 3
    assert "disk full while writing to" in one_line(capsys)
    assert not [f for f in os.listdir(out) if ".tmp" in f]
    monkeypatch.setattr(module, "write_json", real)
    assert main(args) == 0
    assert (out / "manifest.json").exists()


def test_large_grids_warn_with_an_estimate_before_starting(tmp_path):
    """Item 11: grid=64 used to run for hours without a word."""
    from generators.config import GenerateConfig, slow_grid_warning

    assert slow_grid_warning(GenerateConfig(out="x", grid=4)) is None
    text = slow_grid_warning(GenerateConfig(out="x", grid=64, n_scenes=8, workers=2))
    assert "grid=64 is large: expect roughly 2.0 h per scene on one core and 7.9 h for n_scenes=8" in text
    r = run_cli("generate", f"out={tmp_path / 'g'}", "grid=64", "camera.offsets=[nan]")
    assert r.returncode == 2  # validation first: no warning for a command that is refused
    assert "warning" not in r.stderr


def test_two_generates_on_one_folder_the_second_is_refused_with_the_first_pid(tmp_path):
    """Item 5: a real second process, while the first holds the folder."""
    import subprocess
    import sys
    import time

    out = tmp_path / "ds"
    first = subprocess.Popen([sys.executable, "-m", "generators.cli", "generate", f"out={out}", "n_scenes=6",
                              "workers=1", *SMALL], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        deadline = time.time() + 120
        while time.time() < deadline and not (out / "run.json").exists():
            time.sleep(0.05)
        r = run_cli("generate", f"out={out}", "n_scenes=6", "workers=1", *SMALL)
        assert r.returncode == 2
        assert f"in use by another spatial-iq process (pid {first.pid})" in one_line(r.stderr)
    finally:
        assert first.wait(timeout=300) == 0, first.stderr.read()
    assert run_cli("verify", str(out)).returncode == 0
