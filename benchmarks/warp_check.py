"""Warp on a device against the numba caster, on the same views, and Warp's render-only rate.

    python benchmarks/warp_check.py --device cuda [--scenes 64] [--size 512] [--batch 64]

Prints how many instance pixels, depths, pixel counts and labels differ (all 0 expected; on
CUDA, FMA contraction may move a depth by an ulp), the largest RGB difference and how many
pixels differ at all, then views/s of ``render_many`` with ``--batch`` scenes x 16 views per
launch (RGB, shadows, antialiasing, copied back) next to numba's on one thread.
"""

from __future__ import annotations

import argparse
import time

import numpy as np

from generators.config import CameraConfig, GenerateConfig
from generators.dataset.pipeline import Generator
from generators.render.cpu import CpuRenderer
from generators.render.jit import set_threads
from generators.render.warp_renderer import WarpRenderer
from generators.voxel.labels import view_labels
from generators.voxel.visibility import visible_mask


def labels(gen, scene, results):
    vis = [visible_mask(r.pixel_counts) for r in results]
    return [view_labels(scene.blocks, gen.grid.shape, scene.object_type, vis[v], vis[(v + 2) % 16],
                        vis[(v + 4) % 16]) for v in range(len(results))]


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--device", default="cuda")
    ap.add_argument("--scenes", type=int, default=64)
    ap.add_argument("--size", type=int, default=512)
    ap.add_argument("--batch", type=int, default=64, help="scenes per launch for the rate")
    args = ap.parse_args()
    set_threads(1)
    numba = CpuRenderer("numba")
    warp = WarpRenderer(args.device)
    diffs = dict.fromkeys(("instance_px", "depth_px", "counts", "labels", "rgb_px"), 0)
    rgb_max, views = 0, 0
    t_numba = 0.0
    scenes = []
    for kind in ("cube", "box", "can"):
        gen = Generator(GenerateConfig(out="unused", object_type=kind, grid=4 + len(scenes) % 3,
                                       camera=CameraConfig(width=args.size, height=args.size)),
                        renderer=numba)
        for i in range(args.scenes // 3 + 1):
            scene = gen.sample(i)
            cams = [gen.camera(scene, spec) for spec in gen.views]
            scenes.append((scene, cams))
            start = time.perf_counter()
            ref = [numba.render(scene, c) for c in cams]
            t_numba += time.perf_counter() - start
            ours = warp.render_many([(scene, c) for c in cams])
            for a, b in zip(ref, ours):
                diffs["instance_px"] += int((a.instance != b.instance).sum())
                diffs["depth_px"] += int((a.depth != b.depth).sum())
                diffs["counts"] += int((a.pixel_counts != b.pixel_counts).any())
                d = np.abs(a.rgb.astype(int) - b.rgb.astype(int))
                diffs["rgb_px"] += int((d.max(axis=-1) > 0).sum())
                rgb_max = max(rgb_max, int(d.max()))
            diffs["labels"] += int(labels(gen, scene, ref) != labels(gen, scene, ours))
            views += len(cams)
    print(f"{views} views at {args.size}x{args.size} on {warp.name}: " +
          ", ".join(f"{k} differing {v}" for k, v in diffs.items()) + f", RGB max difference {rgb_max}")
    items = [(s, c) for s, cams in scenes for c in cams]
    per = args.batch * 16
    warp.render_many(items[:per])
    start = time.perf_counter()
    for n in range(0, len(items), per):
        warp.render_many(items[n:n + per])
    rate = len(items) / (time.perf_counter() - start)
    print(f"render-only: warp {rate:.1f} views/s ({per} views a launch), numba 1 thread "
          f"{views / t_numba:.1f} views/s: {rate * t_numba / views:.1f} x")


if __name__ == "__main__":
    main()
