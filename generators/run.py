"""The generate job: plan shards, run them on a process pool, write the manifest last.

Shard boundaries depend only on ``output.scenes_per_shard`` and each scene only on
(seed, scene index), so the bytes of every shard are the same whatever the number of
workers. The manifest is written once all shards are in place: a directory without
one is not a finished dataset.
"""

from __future__ import annotations

import json
import os
import subprocess
import time
from multiprocessing import get_context

from omegaconf import OmegaConf

from . import __version__
from .config import validate
from .io.dataset import MANIFEST
from .io.shards import SCHEMA_VERSION, write_shard

_WORKER: dict = {}


def shard_plan(n_scenes: int, per_shard: int) -> list[tuple[int, int]]:
    return [(first, min(per_shard, n_scenes - first)) for first in range(0, n_scenes, per_shard)]


def shard_name(index: int) -> str:
    return f"shard-{index:05d}.h5"


def _init_worker(cfg_dict: dict, threads: int) -> None:
    from .pipeline import Generator
    from .render.jit import set_threads

    set_threads(threads)
    _WORKER["gen"] = Generator(OmegaConf.create(cfg_dict))


def _run_shard(job: tuple[int, int, int, str]) -> dict:
    index, first, count, out = job
    gen = _WORKER["gen"]
    scenes, views = [], []
    for scene_index in range(first, first + count):
        scene, records = gen.scene_records(scene_index)
        scenes.append(scene)
        views.extend(records)
    out_cfg = gen.cfg.output
    return write_shard(os.path.join(out, shard_name(index)), scenes, views,
                       compression=out_cfg.compression, png_level=int(out_cfg.png_level))


def generate(cfg, out: str | None = None, progress: bool = True) -> dict:
    """Generate the dataset described by ``cfg`` into ``out`` (default ``cfg.out``)."""
    validate(cfg)
    out = os.path.abspath(out or cfg.out)
    cfg_dict = OmegaConf.to_container(cfg, resolve=True)
    os.makedirs(out, exist_ok=True)
    if cfg.output.overwrite:
        _remove_previous(out)
    plan = shard_plan(int(cfg.n_scenes), int(cfg.output.scenes_per_shard))
    cores = os.cpu_count() or 1
    workers = min(int(cfg.workers) or cores, len(plan))
    threads = max(1, cores // workers)
    jobs = [(n, first, count, out) for n, (first, count) in enumerate(plan)]
    n_views_per_scene = len(cfg.camera.azimuths) * len(cfg.camera.offsets) * len(cfg.camera.lenses)
    start = time.perf_counter()
    bar = _progress(int(cfg.n_scenes) * n_views_per_scene, progress)
    entries = []
    if workers == 1:
        _init_worker(cfg_dict, threads)
        for job in jobs:
            entries.append(_run_shard(job))
            bar.update(entries[-1]["n_views"])
    else:
        _warm_numba_cache(cfg_dict)
        with get_context("spawn").Pool(workers, _init_worker, (cfg_dict, threads)) as pool:
            for entry in pool.imap(_run_shard, jobs):
                entries.append(entry)
                bar.update(entry["n_views"])
    bar.close()
    elapsed = time.perf_counter() - start
    manifest = {
        "schema_version": SCHEMA_VERSION, "package_version": __version__,
        "git_commit": _git_commit(), "config": cfg_dict,
        "counts": {"scenes": int(cfg.n_scenes), "views": sum(e["n_views"] for e in entries),
                   "views_per_scene": n_views_per_scene, "shards": len(entries)},
        "shards": entries,
    }
    with open(os.path.join(out, "config.yaml"), "w") as fh:
        fh.write(OmegaConf.to_yaml(cfg_dict))
    tmp = os.path.join(out, MANIFEST + ".tmp")
    with open(tmp, "w") as fh:
        json.dump(manifest, fh, indent=1, sort_keys=True)
    os.replace(tmp, os.path.join(out, MANIFEST))
    size = sum(e["bytes"] for e in entries)
    return {"out": out, "views": manifest["counts"]["views"], "seconds": elapsed,
            "views_per_s": manifest["counts"]["views"] / max(elapsed, 1e-9), "bytes": size,
            "workers": workers}


def _warm_numba_cache(cfg_dict: dict) -> None:
    """Compile the kernels once here so spawned workers load them from numba's cache."""
    from .render.cpu import CpuRenderer
    from .voxel.camera import ViewSpec, camera_for
    from .voxel.grid import Grid, Scene

    scene = Scene(Grid((1, 1, 1)), [(0, 0, 0)], cfg_dict["object_type"])
    cam = camera_for(*scene.bbox(), ViewSpec(), block_size=0.1, width=8, height=8)
    CpuRenderer(cfg_dict["render"]["backend"]).render(scene, cam)


def _remove_previous(out: str) -> None:
    """With output.overwrite=true: drop the old manifest and the shards it listed, nothing else."""
    path = os.path.join(out, MANIFEST)
    if not os.path.isfile(path):
        return
    with open(path) as fh:
        old = json.load(fh)
    os.remove(path)
    for entry in old.get("shards", []):
        shard = os.path.join(out, os.path.basename(entry["name"]))
        if os.path.isfile(shard):
            os.remove(shard)


def _progress(total: int, enabled: bool):
    from tqdm import tqdm

    return tqdm(total=total, unit="view", disable=not enabled, smoothing=0.1)


def _git_commit() -> str | None:
    try:
        here = os.path.dirname(os.path.abspath(__file__))
        out = subprocess.run(["git", "-C", here, "rev-parse", "HEAD"], capture_output=True,
                             text=True, timeout=5)
        return out.stdout.strip() or None if out.returncode == 0 else None
    except (OSError, subprocess.SubprocessError):
        return None
