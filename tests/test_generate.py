"""The generate job end to end: determinism across worker counts, the CLI, sweeps, bad input."""

import json
import os

import pytest

from generators.dataset.run import generate
from generators.io.dataset import open_dataset
from tests.conftest import SMALL, run_cli, small_config


def _shard_bytes(path):
    manifest = json.load(open(os.path.join(path, "manifest.json")))
    return {s["name"]: open(os.path.join(path, s["name"]), "rb").read() for s in manifest["shards"]}


def test_same_seed_same_bytes_whatever_the_workers(tmp_path):
    one = generate(small_config(tmp_path / "w1", n_scenes=5, workers=1), progress=False)
    two = generate(small_config(tmp_path / "w2", n_scenes=5, workers=2), progress=False)
    assert one["workers"] == 1 and two["workers"] == 2
    a, b = _shard_bytes(tmp_path / "w1"), _shard_bytes(tmp_path / "w2")
    assert list(a) == ["shard-00000.h5", "shard-00001.h5", "shard-00002.h5"]
    assert a == b
    other = generate(small_config(tmp_path / "s1", n_scenes=5, workers=1, seed=1), progress=False)
    assert other["views"] == 80 and _shard_bytes(tmp_path / "s1") != a


def test_manifest_and_views(tmp_path):
    generate(small_config(tmp_path / "ds", n_scenes=3), progress=False)
    ds = open_dataset(str(tmp_path / "ds"))
    m = ds.manifest
    assert m["counts"] == {"scenes": 3, "views": 48, "views_per_scene": 16, "shards": 2}
    assert m["config"]["grid"] == 4 and m["package_version"]
    views = list(ds)
    assert len(views) == len(ds) == 48
    assert [(v["scene_id"], v["view_id"]) for v in views] == [(s, v) for s in range(3) for v in range(16)]
    assert os.path.isfile(tmp_path / "ds" / "config.yaml")


def test_cli_generate_and_show(tmp_path):
    out = tmp_path / "cli"
    r = run_cli("generate", f"out={out}", "n_scenes=2", "grid=3", "object_type=can", "workers=1", *SMALL)
    assert r.returncode == 0, r.stderr
    assert "wrote 32 views" in r.stdout
    views = list(open_dataset(str(out)))
    assert {v["object_type"] for v in views} == {"can"} and views[0]["grid_shape"] == [3, 3, 3]
    r = run_cli("show", str(out), "--views", "3")
    assert r.returncode == 0, r.stderr
    assert os.path.getsize(out / "contact_sheet.png") > 10_000
    # the same command again has nothing to do; a different one is refused; the data is untouched
    before = (out / "manifest.json").read_bytes()
    r = run_cli("generate", f"out={out}", "n_scenes=2", "grid=3", "object_type=can", "workers=2", *SMALL)
    assert r.returncode == 0 and "already complete" in r.stdout, r.stderr
    r = run_cli("generate", f"out={out}", "n_scenes=2", *SMALL)
    assert r.returncode == 2 and "holds a run with a different configuration (changed: grid, object_type)" \
        in r.stderr
    assert (out / "manifest.json").read_bytes() == before


def test_cli_sweep_writes_one_dataset_per_grid(tmp_path):
    out = tmp_path / "sweep"
    r = run_cli("generate", "-m", f"out={out}", "n_scenes=1", "grid=2,3", "workers=1", *SMALL)
    assert r.returncode == 0, r.stderr
    for g in (2, 3):
        sub = [d for d in os.listdir(out) if f"grid={g}" in d.split(",")]
        assert len(sub) == 1, os.listdir(out)
        ds = open_dataset(str(out / sub[0]))
        assert ds.config["grid"] == g and len(ds) == 16


@pytest.mark.parametrize("override, message", [
    ("grid=0", "grid=0: every grid size must be at least 1"),
    ("grid=100", "sizes above 64 are not supported"),
    ("grid=[4,4]", "give three integers"),
    ("n_scenes=-1", "n_scenes=-1: must be at least 1"),
    ("object_type=teapot", "object_type=teapot: unknown; choose one of cube, box, can"),
    ("render.backend=gpu", "render.backend=gpu: choose auto, numba or numpy"),
    ("camera.width=0", "must be at least 8x8"),
    ("questions.style=classic", "questions.style=classic: choose marks, siblings, release"),
    ("questions.style=blind_safe", "(blind_safe is now called siblings)"),
])
def test_bad_values_fail_before_any_work(tmp_path, override, message):
    out = tmp_path / "bad"
    r = run_cli("generate", f"out={out}", override)
    assert r.returncode == 2
    assert message in r.stderr and len(r.stderr.strip().splitlines()) == 1
    assert not out.exists()


def test_bad_output_paths(tmp_path):
    f = tmp_path / "file"
    f.write_text("x")
    r = run_cli("generate", f"out={f}")
    assert r.returncode == 2 and "exists and is a file" in r.stderr
    ro = tmp_path / "ro"
    ro.mkdir()
    ro.chmod(0o500)
    try:
        if os.access(ro, os.W_OK):
            pytest.skip("running as a user that ignores directory permissions (root); "
                        "test_read_only_directory_simulated covers the check")
        r = run_cli("generate", f"out={ro / 'x'}")
        assert r.returncode == 2 and "not a writable directory" in r.stderr
    finally:
        ro.chmod(0o700)


def test_read_only_directory_simulated(tmp_path, monkeypatch):
    """root ignores permissions, so simulate what a read-only mount answers."""
    from generators.config import ConfigError

    real_access = os.access

    def access(path, mode):
        return False if str(path) == str(tmp_path) else real_access(path, mode)

    monkeypatch.setattr(os, "access", access)
    with pytest.raises(ConfigError, match=f"{tmp_path} is not a writable directory"):
        generate(small_config(tmp_path / "x"), progress=False)
    assert not (tmp_path / "x").exists()


def test_unknown_override_is_refused(tmp_path):
    r = run_cli("generate", f"out={tmp_path / 'x'}", "n_scene=3")
    assert r.returncode != 0 and "n_scene" in r.stderr
    assert not (tmp_path / "x").exists()


def test_missing_out_is_refused():
    r = run_cli("generate", "n_scenes=1")
    assert r.returncode == 2 and "no output directory: add out=DIR" in r.stderr
