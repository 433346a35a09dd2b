"""The generate job: plan shards, skip finished ones, run the rest, write the manifest last.

Shard boundaries depend only on ``output.scenes_per_shard`` and each scene only on
(seed, scene index), so every shard's bytes are the same whatever the number of
workers, the executor, or how often the run was interrupted and resumed.
"""

from __future__ import annotations

import errno
import os
import shutil
import subprocess
import time

from omegaconf import OmegaConf

from . import __version__
from .config import ConfigError, validate
from .executors import run_local, run_ray, worker_count
from .io.rundir import MANIFEST, RunDir, write_json
from .io.shards import SCHEMA_VERSION

BYTES_PER_PIXEL = 0.8  # measured ~0.6 per view pixel at 512x512 (docs/performance.md), plus margin


class RunError(RuntimeError):
    """The run could not finish (disk full, ...); the message says how to go on."""


def shard_plan(n_scenes: int, per_shard: int) -> list[tuple[int, int]]:
    return [(first, min(per_shard, n_scenes - first)) for first in range(0, n_scenes, per_shard)]


def shard_name(index: int) -> str:
    return f"shard-{index:05d}.h5"


def views_per_scene(camera) -> int:
    """Views per scene of a camera config (an OmegaConf node or a plain dict)."""
    return len(camera["azimuths"]) * len(camera["offsets"]) * len(camera["lenses"])


def generate(cfg, out: str | None = None, progress: bool = True) -> dict:
    """Generate (or resume) the dataset described by ``cfg`` into ``out`` (default ``cfg.out``)."""
    validate(cfg)
    out = os.path.abspath(out or cfg.out)
    cfg_dict = OmegaConf.to_container(cfg, resolve=True)
    run = RunDir(out, int(cfg.job.index), int(cfg.job.count))
    run.prepare(cfg_dict, bool(cfg.output.overwrite))
    plan = shard_plan(int(cfg.n_scenes), int(cfg.output.scenes_per_shard))
    names = [shard_name(n) for n in range(len(plan))]
    start = time.perf_counter()
    if run.complete():
        return _summary(out, start, written=0, rss=[], state="already complete")
    mine = [n for n in range(len(plan)) if n % run.job_count == run.job_index]
    run.clean_partial([names[n] for n in mine])
    todo = [n for n in mine if run.done(names[n]) is None]
    per_view = views_per_scene(cfg.camera)
    _check_free_space(out, sum(plan[n][1] for n in todo) * per_view, cfg)
    jobs = [(n, *plan[n], run.path(names[n]), ".tmp" + run.tag) for n in todo]
    mine_views = sum(plan[n][1] for n in mine) * per_view
    bar = _progress(mine_views, mine_views - sum(j[2] for j in jobs) * per_view, progress)
    rss, written = [], 0
    try:
        results = (run_ray(jobs, cfg_dict, cfg.ray_address) if cfg.executor == "ray"
                   else run_local(jobs, cfg_dict, int(cfg.workers)))
        for entry, peak_mb in results:
            run.record(entry)
            rss.append(peak_mb)
            written += entry["n_views"]
            bar.update(entry["n_views"])
    except OSError as err:
        if err.errno in (errno.ENOSPC, errno.EDQUOT):
            raise RunError(f"disk full while writing to {out}: free some space, then rerun the same "
                           "command to resume (finished shards are kept)") from err
        raise
    finally:
        bar.close()
    entries = run.entries(names)
    if entries is not None:
        finalize(run, cfg_dict, entries)
        state = "complete"
    else:
        state = f"job {run.job_index}/{run.job_count} done; other jobs' shards pending"
    workers = worker_count(cfg.workers, max(len(jobs), 1))
    return _summary(out, start, written, rss, state, workers)


def finalize(run: RunDir, cfg_dict: dict, entries: list[dict]) -> None:
    """Write config.yaml, the dataset card and, last, the manifest (idempotent)."""
    per_view = views_per_scene(cfg_dict["camera"])
    manifest = {
        "schema_version": SCHEMA_VERSION, "package_version": __version__,
        "git_commit": _git_commit(), "config": cfg_dict,
        "counts": {"scenes": int(cfg_dict["n_scenes"]), "views": sum(e["n_views"] for e in entries),
                   "views_per_scene": per_view, "shards": len(entries)},
        "shards": entries,
    }
    with open(run.path("config.yaml.tmp" + run.tag), "w") as fh:
        fh.write(OmegaConf.to_yaml(cfg_dict))
    os.replace(run.path("config.yaml.tmp" + run.tag), run.path("config.yaml"))
    from .card import write_card

    write_card(run.out, manifest, tag=run.tag)
    write_json(run.path(MANIFEST), manifest, run.tag)


def _check_free_space(out: str, n_views: int, cfg) -> None:
    need = n_views * cfg.camera.width * cfg.camera.height * BYTES_PER_PIXEL
    free = shutil.disk_usage(out).free
    if need > free:
        raise ConfigError(f"out={out}: needs about {need / 1e9:.1f} GB for {n_views} views but only "
                          f"{free / 1e9:.1f} GB are free; free space, choose another directory, "
                          "or generate fewer scenes")


def _summary(out, start, written, rss, state, workers=0) -> dict:
    elapsed = time.perf_counter() - start
    size = sum(os.path.getsize(os.path.join(out, f)) for f in os.listdir(out) if f.endswith(".h5"))
    return {"out": out, "state": state, "views": written, "seconds": elapsed,
            "views_per_s": written / max(elapsed, 1e-9), "bytes": size, "workers": workers,
            "peak_rss_mb": max(rss) if rss else 0.0}


def _progress(total: int, done: int, enabled: bool):
    from tqdm import tqdm

    return tqdm(total=total, initial=done, unit="view", disable=not enabled, smoothing=0.05,
                dynamic_ncols=True)


def _git_commit() -> str | None:
    try:
        here = os.path.dirname(os.path.abspath(__file__))
        out = subprocess.run(["git", "-C", here, "rev-parse", "HEAD"], capture_output=True,
                             text=True, timeout=5)
        return out.stdout.strip() or None if out.returncode == 0 else None
    except (OSError, subprocess.SubprocessError):
        return None
