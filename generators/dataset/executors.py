"""Where shards run: in this process, on a local process pool, or as Ray tasks.

Every executor runs the same ``pipeline.write_shard`` with the process's ``Generator``
and yields results as they finish; the caller records each one, so an interrupted run
keeps every shard that completed; a worker process that dies (``kill -9``, the OOM killer)
stops the run at once with one line naming its shard (``io/pool.py``, exit 3). Hydra
launchers (joblib, submitit) sit one level up:
they start several ``generate`` processes, each with its own ``job.index``, and each of
those uses an executor here.
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from functools import partial

from ..config import GenerateConfig
from ..errors import ConfigError
from ..io.lifetime import die_with_parent
from ..io.pool import run_pool
from .pipeline import Generator, ShardJob, write_shard

_WORKER: dict = {}  # this process's Generator and the config it was built from


def init_worker(cfg: GenerateConfig, threads: int, counter=None) -> None:
    """Set up this process's Generator; ``counter`` (``progress.scene_counter``, shared with
    the parent) is incremented after each scene written."""
    from ..render.jit import set_threads

    die_with_parent()  # a pool worker ends with its parent (io/lifetime.py; no-op in the main process)
    set_threads(threads)
    _WORKER["gen"] = Generator(cfg)
    _WORKER["cfg"] = cfg
    _WORKER["counter"] = counter


def current_generator() -> Generator | None:
    """The Generator this process made its shards with (None before any), e.g. to read
    what its renderer recorded."""
    return _WORKER.get("gen")


def run_job(job: ShardJob) -> tuple[dict, float]:
    counter = _WORKER.get("counter")
    return write_shard(_WORKER["gen"], job, on_scene=None if counter is None else partial(_count, counter))


def _count(counter) -> None:
    with counter.get_lock():
        counter.value += 1


def run_local(jobs: list[ShardJob], cfg: GenerateConfig, counter=None) -> Iterator[tuple[dict, float]]:
    """``workers`` processes (every core for ``auto`` or 0), started once and reused for every
    shard, each rendering on one numba thread: with several threads per process a competing
    job on another core stalls every parallel region (docs/performance.md). With
    ``render.backend=warp`` each process submits its own batches to the device, so no image
    crosses a process boundary and each process holds one scene's views at a time. The
    kernels a first run compiles are compiled before this, by ``warmup.warm_up``."""
    workers = worker_count(cfg.workers, len(jobs))
    threads = 1
    if workers == 1:
        init_worker(cfg, threads, counter)
        for job in jobs:
            yield run_job(job)
        return
    yield from run_pool(run_job, jobs, workers, init_worker, (cfg, threads, counter),
                        describe=lambda job: f"writing {os.path.basename(job.path)}",
                        rerun="rerun the same command to resume (finished shards are kept)")


def run_ray(jobs: list[ShardJob], cfg: GenerateConfig, counter=None) -> Iterator[tuple[dict, float]]:
    """One Ray task per shard, one CPU each; a local Ray instance unless ``executor.address``
    names a cluster. ``counter`` is not used: progress moves shard by shard."""
    try:
        import ray
    except ImportError:
        raise ConfigError("executor=ray needs Ray: pip install 'spatial-iq[ray]'") from None
    started = not ray.is_initialized()
    if started:
        ray.init(address=cfg.executor.address, include_dashboard=False, log_to_driver=False)
    try:
        task = ray.remote(num_cpus=1)(_ray_shard)
        cfg_ref = ray.put(cfg)
        pending = [task.remote(job, cfg_ref) for job in jobs]
        while pending:
            done, pending = ray.wait(pending, num_returns=1)
            yield ray.get(done[0])
    finally:
        if started:
            ray.shutdown()


def _ray_shard(job: ShardJob, cfg: GenerateConfig) -> tuple[dict, float]:
    """A Ray task (module-level, so Ray imports it rather than pickling this module's state)."""
    if _WORKER.get("cfg") != cfg:
        init_worker(cfg, 1)
    return run_job(job)


# ``executor=`` names (config.EXECUTORS holds their settings)
RUNNERS = {"local": run_local, "ray": run_ray}


def run_shards(jobs: list[ShardJob], cfg: GenerateConfig, counter=None) -> Iterator[tuple[dict, float]]:
    """The shards of ``jobs`` on the executor ``cfg.executor`` names; ``counter`` counts the
    scenes written, for the progress display (``progress.scene_counter``)."""
    return RUNNERS[cfg.executor.kind](jobs, cfg, counter)


def worker_count(requested, n_jobs: int) -> int:
    """Processes for ``n_jobs`` shards: ``requested``, or one per core for ``auto`` (or 0)."""
    n = 0 if str(requested) == "auto" else int(requested)
    return max(1, min(n or os.cpu_count() or 1, n_jobs))
