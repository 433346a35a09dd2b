"""Interrupted runs: SIGKILL mid-way and rerun gives the bytes of an uninterrupted run;
partial and stale pieces are discarded; full disks fail clearly and keep finished shards."""

import errno
import json
import os
import signal
import subprocess
import sys
import time

import pytest

from generators.config import ConfigError
from generators.dataset.run import generate
from generators.errors import RunError
from generators.io.dataset import open_dataset
from tests.conftest import small_config

ARGS = ["n_scenes=10", "camera.width=96", "camera.height=96", "output.scenes_per_shard=1", "seed=3"]


def shard_bytes(path):
    manifest = json.loads((path / "manifest.json").read_text())
    return {s["name"]: (path / s["name"]).read_bytes() for s in manifest["shards"]}


def cli(*args, **kw):
    return subprocess.Popen([sys.executable, "-m", "generators.cli", "generate", *args],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                            start_new_session=True, **kw)


@pytest.fixture(scope="module")
def reference(tmp_path_factory):
    out = tmp_path_factory.mktemp("ref") / "ds"
    p = cli(f"out={out}", "workers=1", *ARGS)
    assert p.wait(timeout=300) == 0, p.stderr.read()
    return out


def test_sigkill_mid_run_then_rerun_matches_uninterrupted(tmp_path, reference):
    out = tmp_path / "ds"
    p = cli(f"out={out}", "workers=2", *ARGS)
    parts = out / ".parts"
    deadline = time.time() + 120
    while time.time() < deadline and not (parts.is_dir() and len(os.listdir(parts)) >= 3):
        time.sleep(0.02)
    os.killpg(p.pid, signal.SIGKILL)  # the CLI and its workers, at whatever they were doing
    p.wait()
    assert not (out / "manifest.json").exists()
    done = len([f for f in os.listdir(parts) if f.endswith(".json")])
    assert 3 <= done < 10
    r = cli(f"out={out}", "workers=2", *ARGS)
    stdout, stderr = r.communicate(timeout=300)
    assert r.returncode == 0, stderr
    assert f"wrote {(10 - done) * 16} views" in stdout  # finished shards were skipped
    assert shard_bytes(out) == shard_bytes(reference)
    views = [(v["scene_id"], v["view_id"]) for v in open_dataset(str(out))]
    assert sorted(views) == [(s, v) for s in range(10) for v in range(16)]
    assert not [f for f in os.listdir(out) if ".tmp" in f]


def test_rerun_discards_partial_and_damaged_pieces(tmp_path, reference):
    out = tmp_path / "ds"
    cfg = small_config(out, n_scenes=10, seed=3, workers=1, max_attempts=150)
    cfg.camera.width = cfg.camera.height = 96
    cfg.output.scenes_per_shard = 1
    generate(cfg, progress=False)
    os.remove(out / "manifest.json")
    # a crash can leave: a half-written temporary, a shard renamed but not recorded,
    # a recorded shard damaged later, and a recorded shard gone
    (out / "shard-00001.h5.tmp-0").write_bytes(b"partial")
    os.remove(out / ".parts" / "shard-00002.json")
    with open(out / "shard-00003.h5", "r+b") as fh:
        fh.seek(2000)
        fh.write(b"\x00\x01\x02")
    os.remove(out / "shard-00004.h5")
    summary = generate(cfg, progress=False)
    assert summary["views"] == 3 * 16 and summary["state"] == "complete"
    assert shard_bytes(out) == shard_bytes(reference)
    assert not (out / "shard-00001.h5.tmp-0").exists()


def test_changed_config_is_refused_unless_overwrite(tmp_path):
    out = tmp_path / "ds"
    generate(small_config(out, n_scenes=2), progress=False)
    os.remove(out / "manifest.json")  # an unfinished run
    with pytest.raises(ConfigError, match=r"different configuration \(changed: seed\)"):
        generate(small_config(out, n_scenes=2, seed=9), progress=False)
    (out / "mine.txt").write_text("a user's file")
    s = generate(small_config(out, n_scenes=2, seed=9, **{"output.overwrite": True}), progress=False)
    assert s["state"] == "complete" and open_dataset(str(out)).config["seed"] == 9
    assert (out / "mine.txt").read_text() == "a user's file"  # only our own files were replaced


def test_not_enough_disk_is_refused_before_work(tmp_path, monkeypatch):
    import shutil

    monkeypatch.setattr(shutil, "disk_usage", lambda p: shutil._ntuple_diskusage(10**9, 10**9 - 1000, 1000))
    with pytest.raises(ConfigError, match=r"needs about 105 kB for 32 views but only 1.0 kB are free"):
        generate(small_config(tmp_path / "ds", n_scenes=2), progress=False)
    # nothing was written: no run.json that would refuse the corrected command later (issue 14, item 9)
    assert not (tmp_path / "ds").exists()
    monkeypatch.undo()
    assert generate(small_config(tmp_path / "ds", n_scenes=2, seed=1), progress=False)["state"] == "complete"


def test_disk_full_mid_run_keeps_finished_shards_and_resumes(tmp_path, monkeypatch):
    from generators.io import shards

    real_add, calls = shards.ShardWriter.add, []

    def add(self, scene, views, questions=None):
        calls.append(1)
        if len(calls) > 2:  # the third shard (one scene of 16 views) hits a full disk
            raise OSError(errno.ENOSPC, "No space left on device")
        return real_add(self, scene, views, questions)

    monkeypatch.setattr(shards.ShardWriter, "add", add)
    cfg = small_config(tmp_path / "ds", n_scenes=4, workers=1, **{"output.scenes_per_shard": 1})
    with pytest.raises(RunError, match="disk full .* rerun the same command to resume"):
        generate(cfg, progress=False)
    left = sorted(os.listdir(tmp_path / "ds"))
    assert [f for f in left if f.startswith("shard")] == ["shard-00000.h5", "shard-00001.h5"]
    monkeypatch.setattr(shards.ShardWriter, "add", real_add)
    assert generate(cfg, progress=False)["views"] == 2 * 16
