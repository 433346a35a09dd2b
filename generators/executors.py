"""Where shards run: in this process, on a local process pool, or as Ray tasks.

Every executor runs the same ``run_shard(job)`` and yields its results as they finish;
the caller records each one, so an interrupted run keeps every shard that completed.
Hydra launchers (joblib, submitit) sit one level up: they start several ``generate``
processes, each with its own ``job.index``, and each of those uses an executor here.
"""

from __future__ import annotations

import os
import resource
from collections.abc import Iterator
from multiprocessing import get_context

from omegaconf import OmegaConf

_WORKER: dict = {}


def init_worker(cfg_dict: dict, threads: int) -> None:
    from .pipeline import Generator
    from .render.jit import set_threads

    set_threads(threads)
    _WORKER["gen"] = Generator(OmegaConf.create(cfg_dict))
    _WORKER["cfg"] = cfg_dict


def run_shard(job: tuple[int, int, int, str, str]) -> tuple[dict, float]:
    """Generate and write one shard, a scene at a time; returns (manifest entry, this
    process's peak RSS in MB)."""
    from .io.shards import ShardWriter
    from .questions.table import scene_questions
    from .render.base import instance_dtype

    index, first, count, path, tmp_suffix = job
    gen = _WORKER["gen"]
    out, cam = gen.cfg.output, gen.cfg.camera
    writer = ShardWriter(path, count * len(gen.views), int(cam.height), int(cam.width),
                         instance_dtype(gen.grid.capacity), compression=out.compression,
                         png_level=int(out.png_level), tmp_suffix=tmp_suffix)
    try:
        for scene_index in range(first, first + count):
            scene, views = gen.scene_records(scene_index)
            writer.add(scene, views, scene_questions([dict(scene, **v) for v in views]))
    except BaseException:
        writer.abort()
        raise
    entry = writer.close()
    return entry, resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024.0


def warm_numba_cache(cfg_dict: dict) -> None:
    """Compile the kernels here once so that spawned workers load them from the cache."""
    from .render.cpu import CpuRenderer
    from .voxel.camera import ViewSpec, camera_for
    from .voxel.grid import Grid, Scene

    scene = Scene(Grid((1, 1, 1)), [(0, 0, 0)], cfg_dict["object_type"])
    cam = camera_for(*scene.bbox(), ViewSpec(), block_size=0.1, width=8, height=8)
    renderer = CpuRenderer(cfg_dict["render"]["backend"])
    renderer.render(scene, cam)
    renderer.render(scene, cam, rgb=False, stride=4)


def run_local(jobs: list, cfg_dict: dict, workers: int) -> Iterator[tuple[dict, float]]:
    workers = worker_count(workers, len(jobs))
    threads = max(1, (os.cpu_count() or 1) // workers)
    if workers == 1:
        init_worker(cfg_dict, threads)
        for job in jobs:
            yield run_shard(job)
        return
    warm_numba_cache(cfg_dict)
    with get_context("spawn").Pool(workers, init_worker, (cfg_dict, threads)) as pool:
        yield from pool.imap_unordered(run_shard, jobs)


def run_ray(jobs: list, cfg_dict: dict, address) -> Iterator[tuple[dict, float]]:
    """One Ray task per shard, one CPU each; a local Ray instance when no address is given."""
    try:
        import ray
    except ImportError:
        from .config import ConfigError

        raise ConfigError("executor=ray needs Ray: pip install 'spatial-iq[ray]'") from None
    started = not ray.is_initialized()
    if started:
        ray.init(address=address, include_dashboard=False, log_to_driver=False)
    try:
        task = ray.remote(num_cpus=1)(_ray_shard)
        cfg_ref = ray.put(cfg_dict)
        pending = [task.remote(job, cfg_ref) for job in jobs]
        while pending:
            done, pending = ray.wait(pending, num_returns=1)
            yield ray.get(done[0])
    finally:
        if started:
            ray.shutdown()


def _ray_shard(job, cfg_dict: dict) -> tuple[dict, float]:
    """A Ray task (module-level, so Ray imports it rather than pickling this module's state)."""
    if _WORKER.get("cfg") != cfg_dict:
        init_worker(cfg_dict, 1)
    return run_shard(job)


def worker_count(requested: int, n_jobs: int) -> int:
    """Processes for ``n_jobs`` shards: ``requested``, or one per core when it is 0."""
    return max(1, min(int(requested) or os.cpu_count() or 1, n_jobs))
