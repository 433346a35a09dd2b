"""``spatial-iq generate`` for voxel scenes: plan shards, skip finished ones, run the rest,
write the manifest last.

Everything that decides the output is validated before any file is written; the folder's
state (``io/rundir.py``) makes a rerun of the same command resume, and the manifest,
written once every planned shard is done, marks the dataset finished.
"""

from __future__ import annotations

import os
import sys
import time

from omegaconf import OmegaConf

from ..config import GenerateConfig, as_dict, load, slow_grid_warning, validate
from ..errors import raise_if_disk_full
from ..io.atomic import atomic_open, temp_prefix
from ..io.manifest import MANIFEST, provenance, write_json
from ..io.outdir import need_space
from ..io.rundir import RunDir
from ..io.shards import SCHEMA_VERSION
from ..questions.table import QUESTIONS_VERSION
from .executors import run_shards, worker_count
from .pipeline import ShardJob
from .plan import shard_name, shard_plan, views_per_scene
from .progress import Progress, mode_for, scene_counter
from .warmup import warm_up

BYTES_PER_PIXEL = 0.8  # measured ~0.6 per view pixel at 512x512 (docs/performance.md), plus margin


def generate(cfg: GenerateConfig, out: str | None = None, progress: bool | str = True) -> dict:
    """Generate (or resume) the dataset described by ``cfg`` (a ``GenerateConfig`` or its
    Hydra node) into ``out`` (default ``cfg.out``); returns a summary with a ``report`` line.
    ``progress``: True a bar, False nothing, "auto" a bar on a terminal and a line every few
    seconds otherwise (``progress.py``)."""
    cfg = load(cfg)
    validate(cfg)
    if warning := slow_grid_warning(cfg):  # large grids take minutes per scene: say so first
        print(f"spatial-iq generate: warning: {warning}", file=sys.stderr)
    out = os.path.abspath(out or cfg.out)
    run = RunDir(out, int(cfg.job.index), int(cfg.job.count))
    try:
        return _generate(cfg, out, run, progress)
    finally:
        run.release()  # the folder's lock (io/rundir.py); a killed process drops it as well


def _generate(cfg: GenerateConfig, out: str, run: RunDir, progress: bool) -> dict:
    cfg_dict = as_dict(cfg)
    plan = shard_plan(int(cfg.n_scenes), int(cfg.output.scenes_per_shard))
    names = [shard_name(n) for n in range(len(plan))]
    per_view = views_per_scene(cfg.camera)
    mine = [n for n in range(len(plan)) if n % run.job_count == run.job_index]

    def free_space() -> None:  # prepare runs every check before it writes anything
        left = set(run.pending([names[n] for n in mine]))
        _check_free_space(out, sum(plan[n][1] for n in mine if names[n] in left) * per_view, cfg)

    run.set_plan(plan, names, per_view)
    run.prepare(cfg_dict, bool(cfg.output.overwrite), check=free_space)
    start = time.perf_counter()
    if run.complete(cfg_dict):
        return _summary(out, start, written=0, rss=[], state="already complete")
    run.clean_partial([names[n] for n in mine])
    todo = [n for n in mine if run.done(names[n]) is None]
    jobs = [ShardJob(n, *plan[n], run.path(names[n]), run.tag) for n in todo]
    mine_views = sum(plan[n][1] for n in mine) * per_view
    before = mine_views - sum(j.count for j in jobs) * per_view
    display = Progress(mode_for(progress))
    local = cfg.executor.kind == "local"
    rss, written = [], 0
    try:
        if jobs and local:  # a first run compiles its kernels here, saying so (warmup.py)
            warm_up(cfg, display)
        counter = scene_counter(worker_count(cfg.workers, max(len(jobs), 1))) if local else None
        display.views(mine_views, before, counter, per_view)
        for entry, peak_mb in run_shards(jobs, cfg, counter):
            run.record(entry)
            rss.append(peak_mb)
            written += entry["view_count"]
            display.advance_to(before + written)
    except (OSError, RuntimeError) as err:  # RuntimeError: HDF5's write errors (errors.disk_full)
        raise_if_disk_full(err, out)
        raise
    finally:
        display.close()
    entries = run.entries(names)
    shards_done = time.perf_counter()
    if entries is not None:
        try:
            finalize(run, cfg_dict, entries)
        except OSError as err:
            raise_if_disk_full(err, out)
            raise
        state = "complete"
    else:
        state = f"job {run.job_index}/{run.job_count} done; other jobs' shards pending"
    workers = worker_count(cfg.workers, max(len(jobs), 1))
    summary = _summary(out, start, written, rss, state, workers)
    summary["finalize_s"] = time.perf_counter() - shards_done  # config, card, manifest: once a dataset
    return summary


def finalize(run: RunDir, cfg_dict: dict, entries: list[dict]) -> None:
    """Write config.yaml, the dataset card and, last, the manifest (idempotent)."""
    manifest = {
        "schema_version": SCHEMA_VERSION, **provenance(), "config": cfg_dict,
        # lazy: readers build the questions and need this question code version (io/dataset.py)
        "questions": {"table": cfg_dict["output"]["questions"], "version": QUESTIONS_VERSION},
        "counts": {"scenes": int(cfg_dict["n_scenes"]), "views": sum(e["view_count"] for e in entries),
                   "views_per_scene": views_per_scene(cfg_dict["camera"]), "shards": len(entries)},
        "shards": entries,
    }
    with atomic_open(run.path("config.yaml"), "w", prefix=temp_prefix("config.yaml", run.tag)) as fh:
        fh.write(OmegaConf.to_yaml(cfg_dict))
    from ..browse.card import write_card

    write_card(run.out, manifest, tag=run.tag)
    write_json(run.path(MANIFEST), manifest, run.tag)


def _check_free_space(out: str, n_views: int, cfg: GenerateConfig) -> None:
    need = n_views * cfg.camera.width * cfg.camera.height * BYTES_PER_PIXEL
    need_space(f"out={out}", out, need, f"{n_views} views",
               "free space, choose another directory, or generate fewer scenes")


def _summary(out, start, written, rss, state, workers=0) -> dict:
    elapsed = time.perf_counter() - start
    size = sum(os.path.getsize(os.path.join(out, f)) for f in os.listdir(out) if f.endswith(".h5"))
    s = {"out": out, "state": state, "views": written, "seconds": elapsed,
         "views_per_s": written / max(elapsed, 1e-9), "bytes": size, "workers": workers,
         "peak_rss_mb": max(rss) if rss else 0.0}
    if state == "already complete":
        s["report"] = (f"{out}: already complete, nothing to do (its manifest, shard sizes, checksums and "
                       f"HDF5 structure checked; run spatial-iq verify {out} to check the content)")
    else:
        s["report"] = (f"wrote {written} views to {out} in {elapsed:.1f} s ({s['views_per_s']:.1f} views/s, "
                       f"{workers} worker(s), peak RSS per worker {s['peak_rss_mb']:.0f} MB); "
                       f"{size / 1e6:.1f} MB of shards on disk; {state}")
    return s


