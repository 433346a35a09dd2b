"""Views per second at 512x512: the full pipeline (sample, prune, render, labels, PNG, HDF5)
with 1 and 2 worker processes, and the render-only figure measured in the same run.

    python benchmarks/throughput.py [--scenes 24] [--size 512]

Render-only renders the same scenes' 16 views on one thread, so
``end-to-end (2 workers) / (2 x render-only)`` says how much of the time goes outside
the ray caster. Prints one line per figure; timings, not assertions.
"""

from __future__ import annotations

import argparse
import tempfile
import time

from omegaconf import OmegaConf

from generators.config import GenerateConfig
from generators.dataset.pipeline import Generator
from generators.dataset.run import generate
from generators.render.jit import set_threads


def config(out: str, scenes: int, size: int, workers: int):
    cfg = OmegaConf.structured(GenerateConfig(out=out))
    cfg.n_scenes, cfg.workers = scenes, workers
    cfg.camera.width = cfg.camera.height = size
    cfg.output.scenes_per_shard = 4
    return cfg


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--scenes", type=int, default=24)
    ap.add_argument("--size", type=int, default=512)
    args = ap.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        set_threads(1)
        gen = Generator(config(tmp + "/r", args.scenes, args.size, 1))
        scenes = [gen.sample(i) for i in range(min(args.scenes, 8))]
        gen.render_views(scenes[0])
        t = time.perf_counter()
        for scene in scenes:
            for spec in gen.views:
                gen.renderer.render(scene, gen.camera(scene, spec))
        render_only = len(scenes) * len(gen.views) / (time.perf_counter() - t)
        t = time.perf_counter()
        for i in range(len(scenes)):
            gen.sample(i)
        sample_ms = (time.perf_counter() - t) / len(scenes) * 1000
        print(f"render-only (1 thread):  {render_only:7.1f} views/s")
        print(f"sampling+pruning:        {sample_ms:7.1f} ms/scene")
        for workers in (1, 2):
            s = generate(config(f"{tmp}/w{workers}", args.scenes, args.size, workers), progress=False)
            ratio = s["views_per_s"] / (workers * render_only)
            print(f"end-to-end {workers} worker(s):   {s['views_per_s']:7.1f} views/s  "
                  f"({ratio:.2f} x {workers} x render-only, {s['bytes'] / s['views'] / 1e3:.0f} kB/view)")


if __name__ == "__main__":
    main()
