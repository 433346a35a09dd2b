"""Views per second end to end, the per-view floor and a per-stage breakdown, all measured in
one run on the same scenes (512x512, 16 views a scene by default).

    python benchmarks/throughput.py [--scenes 96] [--size 512] [--workers 1,2]
    python benchmarks/throughput.py --renderer warp --device cpu|cuda [--scenes 96]

Printed, one line each (timings, never assertions; docs/performance.md reads them):
- render-only: the same scenes' views rendered with RGB on one numba thread;
- floor per view: a trace-only render (instance + depth, no shading), the PNG of the view's
  image and the HDF5 write of its instance and depth: the least a view can cost;
- the stages of one worker, per view: sampling + pruning, final renders, labels, questions
  (with ``output.questions=lazy``, the default, only each shard's first scene's, for its
  digest; the whole table is built when read, printed as its own line), PNG, HDF5 (instance,
  depth, metadata);
- host work per view: every stage but the render (sampling + pruning, labels, questions,
  PNG, HDF5), what a GPU run still pays on its CPU cores, and the views/s a 16-core GPU box
  could reach at most (16 / host work);
- render-only with N processes at once (N = each worker count above 1): the reference for N
  workers, since N cores of a shared or small machine need not give N x one;
- end to end with 1 and 2 worker processes (``spatial-iq generate``), with
  ``end-to-end / floor`` (1 worker; also without the question stage) and
  ``rate / (workers x render-only)`` and ``rate / concurrent render-only``;
- with ``--renderer warp``: the same end to end with ``render.backend=warp
  render.device=DEVICE`` and its ratio to the numba backend measured just before.
"""

from __future__ import annotations

import argparse
import os
import tempfile
import time

import numpy as np
from omegaconf import OmegaConf

from generators.config import GenerateConfig
from generators.dataset.pipeline import Generator
from generators.dataset.run import generate
from generators.io import png
from generators.io.shards import ShardWriter
from generators.questions.table import scene_questions
from generators.render.base import instance_dtype
from generators.render.jit import set_threads
from generators.voxel.labels import view_labels
from generators.voxel.visibility import visible_mask


def config(out: str, scenes: int, size: int, workers: int, backend: str = "auto", device: str = "cpu",
           per_shard: int = 16):
    cfg = OmegaConf.structured(GenerateConfig(out=out))
    cfg.n_scenes, cfg.workers = scenes, workers
    cfg.camera.width = cfg.camera.height = size
    cfg.output.scenes_per_shard = per_shard
    cfg.render.backend, cfg.render.device = backend, device
    return cfg


def timed(fn, *args, **kw):
    t = time.perf_counter()
    out = fn(*args, **kw)
    return out, time.perf_counter() - t


def stages(gen: Generator, n_scenes: int, tmp: str) -> dict:
    """Seconds per view of each stage of one worker, and of the floor, on the same scenes."""
    t = dict.fromkeys(("sample", "render", "labels", "questions", "questions_all", "png", "hdf5", "trace",
                       "floor_png", "floor_hdf5"), 0.0)
    views = 0
    h, w = gen.cfg.camera.height, gen.cfg.camera.width
    writer = ShardWriter(os.path.join(tmp, "stages.h5"), n_scenes * len(gen.views), h, w,
                         instance_dtype(gen.grid.capacity))
    floor = ShardWriter(os.path.join(tmp, "floor.h5"), n_scenes * len(gen.views), h, w,
                        instance_dtype(gen.grid.capacity))
    min_px = int(gen.cfg.min_visible_pixels)
    for i in range(n_scenes):
        scene, dt = timed(gen.sample, i)
        t["sample"] += dt
        cams = [gen.camera(scene, spec) for spec in gen.views]
        results, dt = timed(gen.renderer.render_many, [(scene, c) for c in cams])
        t["render"] += dt
        start = time.perf_counter()
        vis = [visible_mask(r.pixel_counts, min_px) for r in results]
        for v in range(len(cams)):  # the default view set holds every T2 partner
            view_labels(scene.blocks, gen.grid.shape, scene.object_type, vis[v], vis[v], vis[v])
        t["labels"] += time.perf_counter() - start
        records = gen.render_views(scene)  # (again, for the records the writer needs)
        rec = scene.to_record()
        _, dt = timed(scene_questions, [dict(rec, **r) for r in records])
        t["questions_all"] += dt
        if gen.cfg.output.questions == "stored" or i % int(gen.cfg.output.scenes_per_shard) == 0:
            t["questions"] += dt  # lazy: only each shard's first scene, for its digest
        _, dt = timed(lambda rs: [png.encode(r["rgb"]) for r in rs], records)
        t["png"] += dt
        no_png = [dict(r, rgb=np.zeros((1, 1, 3), np.uint8)) for r in records]
        _, dt = timed(writer.add, rec, no_png)
        t["hdf5"] += dt
        # the floor: trace-only renders of the same views, the PNG, the arrays written
        traced, dt = timed(gen.renderer.render_many, [(scene, c) for c in cams], rgb=False)
        t["trace"] += dt
        _, dt = timed(lambda rs: [png.encode(r.rgb) for r in rs], results)
        t["floor_png"] += dt
        blank = np.zeros((1, 1, 3), np.uint8)
        bare = [{"instance": r.instance, "depth": r.depth, "rgb": blank} for r in traced]
        _, dt = timed(floor.add, {}, bare)
        t["floor_hdf5"] += dt
        views += len(cams)
    writer.abort()
    floor.abort()
    return {k: v / views for k, v in t.items()}


def _render_only_worker(job) -> float:
    """Views/s of one process rendering the benchmark's scenes, timed from a shared start."""
    out, scenes, size, per_shard, barrier = job
    set_threads(1)
    gen = Generator(config(out, scenes, size, 1, per_shard=per_shard))
    drawn = [gen.sample(i) for i in range(scenes)]
    gen.render_views(drawn[0])  # compile before the clock starts
    barrier.wait()
    start = time.perf_counter()
    for scene in drawn:
        for spec in gen.views:
            gen.renderer.render(scene, gen.camera(scene, spec))
    return len(drawn) * len(gen.views) / (time.perf_counter() - start)


def concurrent_render_only(tmp: str, n: int, scenes: int, size: int, per_shard: int) -> float:
    """Views/s of ``n`` render-only processes running at the same time, summed."""
    import multiprocessing as mp

    ctx = mp.get_context("spawn")
    with ctx.Manager() as manager:
        barrier = manager.Barrier(n)
        with ctx.Pool(n) as pool:
            rates = pool.map(_render_only_worker, [(f"{tmp}/c{i}", scenes, size, per_shard, barrier)
                                                   for i in range(n)])
    return float(sum(rates))


def end_to_end(tmp: str, name: str, args, workers: int, backend="auto", device="cpu") -> dict:
    return generate(config(f"{tmp}/{name}", args.scenes, args.size, workers, backend, device,
                           args.scenes_per_shard), progress=False)


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--scenes", type=int, default=24)
    ap.add_argument("--size", type=int, default=512)
    ap.add_argument("--workers", default="1,2", help="worker counts to run end to end, e.g. 1,2 or 16")
    ap.add_argument("--stage-scenes", type=int, default=8, help="scenes for the breakdown and the floor")
    ap.add_argument("--scenes-per-shard", type=int, default=16, help="output.scenes_per_shard (the default)")
    ap.add_argument("--renderer", choices=("numba", "warp"), default="numba")
    ap.add_argument("--device", default="cpu", help="warp only: cpu, cuda or cuda:N")
    args = ap.parse_args()
    workers = [int(w) for w in args.workers.split(",")]
    with tempfile.TemporaryDirectory() as tmp:
        set_threads(1)
        gen = Generator(config(tmp + "/r", args.scenes, args.size, 1, per_shard=args.scenes_per_shard))
        scenes = [gen.sample(i) for i in range(min(args.scenes, args.stage_scenes))]
        gen.render_views(scenes[0])  # compile
        start = time.perf_counter()
        for scene in scenes:
            for spec in gen.views:
                gen.renderer.render(scene, gen.camera(scene, spec))
        render_only = len(scenes) * len(gen.views) / (time.perf_counter() - start)
        st = stages(gen, len(scenes), tmp)
        floor = st["trace"] + st["floor_png"] + st["floor_hdf5"]
        worker = sum(st[k] for k in ("sample", "render", "labels", "questions", "png", "hdf5"))
        print(f"render-only (1 thread):  {render_only:7.1f} views/s ({1e3 / render_only:.2f} ms a view)")
        print(f"floor:                   {floor * 1e3:7.2f} ms/view (trace-only {st['trace'] * 1e3:.2f}, "
              f"PNG {st['floor_png'] * 1e3:.2f}, HDF5 {st['floor_hdf5'] * 1e3:.2f})")
        print(f"questions, all views:    {st['questions_all'] * 1e3:7.2f} ms/view (what a reader pays to "
              f"build them with output.questions=lazy; generate pays it with stored)")
        host = worker - st["render"]
        print(f"host work:               {host * 1e3:7.2f} ms/view (every stage but the render: what a GPU "
              f"run pays on its CPU); a 16-core GPU box tops out near {16 / host:,.0f} views/s")
        print("stages, ms/view:         " + ", ".join(
            f"{k} {st[k] * 1e3:.2f}" for k in ("sample", "render", "labels", "questions", "png", "hdf5"))
              + f"; sum {worker * 1e3:.2f} = {worker / floor:.2f} x floor "
                f"({(worker - st['questions']) / floor:.2f} x without questions)")
        rates, together = {}, {1: render_only}
        for n in workers:
            if n > 1:
                together[n] = concurrent_render_only(tmp, n, len(scenes), args.size, args.scenes_per_shard)
                print(f"render-only, {n} at once: {together[n]:7.1f} views/s "
                      f"({together[n] / (n * render_only):.2f} x {n} x render-only)")
        for n in workers:
            s = end_to_end(tmp, f"w{n}", args, n)
            rates[n] = s["views_per_s"]
            line = (f"end-to-end {n} worker(s):   {s['views_per_s']:7.1f} views/s  "
                    f"({s['views_per_s'] / (n * render_only):.2f} x {n} x render-only, "
                    f"{s['views_per_s'] / together[n]:.2f} x {n} render-only at once")
            if n == 1:
                per_view = 1.0 / s["views_per_s"]
                line += (f"; end-to-end / floor = {per_view / floor:.2f}, "
                         f"{(per_view - st['questions']) / floor:.2f} without questions")
            print(line + f"; {s['bytes'] / s['views'] / 1e3:.0f} kB/view)")
        if args.renderer == "warp":
            n = max(workers)
            one = argparse.Namespace(scenes=1, size=args.size, scenes_per_shard=1)
            end_to_end(tmp, "warmup", one, 1, "warp", args.device)
            s = end_to_end(tmp, f"warp{n}", args, n, "warp", args.device)
            print(f"end-to-end warp ({args.device}, {n} worker(s)): {s['views_per_s']:7.1f} views/s "
                  f"({s['views_per_s'] / rates[n]:.2f} x the numba backend's {rates[n]:.1f} in this run)")


if __name__ == "__main__":
    main()
