"""Split runs merge into one dataset with the same bytes: Hydra's joblib launcher, Ray tasks
on a local Ray instance, and the SLURM launcher config (composed, not submitted)."""

import json
import os

import pytest

from generators.dataset.run import generate
from tests.conftest import run_cli, small_config

ARGS = ["n_scenes=4", "camera.width=64", "camera.height=64", "output.scenes_per_shard=1", "max_attempts=30"]


def shard_bytes(path):
    manifest = json.loads((path / "manifest.json").read_text())
    return {s["name"]: (path / s["name"]).read_bytes() for s in manifest["shards"]}


@pytest.fixture(scope="module")
def reference(tmp_path_factory):
    out = tmp_path_factory.mktemp("ref") / "ds"
    r = run_cli("generate", f"out={out}", "workers=1", *ARGS)
    assert r.returncode == 0, r.stderr
    return out


def test_joblib_launcher_jobs_merge_into_one_dataset(tmp_path, reference):
    pytest.importorskip("hydra_plugins.hydra_joblib_launcher")
    out = tmp_path / "ds"
    r = run_cli("generate", "-m", "hydra/launcher=local_processes", f"out={out}", "job.count=2",
                "job.index=range(0,2)", "workers=1", "hydra.sweep.subdir=.", *ARGS)
    assert r.returncode == 0, r.stderr
    # each job says how it left the dataset: the last to finish "complete", one before it "other
    # jobs' shards pending"; two that finish together may both see every shard and both finalise
    # (finalize is idempotent), so both may say "complete"
    done, pending = r.stdout.count("; complete"), r.stdout.count("other jobs' shards pending")
    assert done >= 1 and done + pending == 2, r.stdout
    assert shard_bytes(out) == shard_bytes(reference)
    assert run_cli("verify", str(out)).returncode == 0


def test_ray_executor_on_a_local_instance(tmp_path, reference):
    pytest.importorskip("ray")
    from generators.config import RayExecutorConfig

    cfg = small_config(tmp_path / "ds", n_scenes=4, executor=RayExecutorConfig(), max_attempts=30,
                       **{"output.scenes_per_shard": 1})
    s = generate(cfg, progress=False)
    assert s["state"] == "complete" and s["views"] == 64
    assert shard_bytes(tmp_path / "ds") == shard_bytes(reference)


def test_split_jobs_finish_in_any_order(tmp_path, reference):
    """Job 1 first, then job 0: the last one to finish writes the manifest."""
    out = tmp_path / "ds"
    for index in (1, 0):
        cfg = small_config(out, n_scenes=4, max_attempts=30, workers=1,
                           **{"output.scenes_per_shard": 1, "job.count": 2, "job.index": index})
        s = generate(cfg, progress=False)
        assert (out / "manifest.json").exists() == (index == 0), s["state"]
    assert shard_bytes(out) == shard_bytes(reference)


def test_slurm_launcher_config_composes():
    pytest.importorskip("hydra_plugins.hydra_submitit_launcher")
    r = run_cli("generate", "hydra/launcher=slurm", "out=/shared/x", "job.count=8",
                "hydra.launcher.partition=cpu", "--cfg", "hydra")
    assert r.returncode == 0, r.stderr
    assert "SlurmLauncher" in r.stdout and "partition: cpu" in r.stdout
    assert "cpus_per_task: 8" in r.stdout and not os.path.exists("/shared/x")
