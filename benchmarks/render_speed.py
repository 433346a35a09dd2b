"""Full-render time of the numba renderer against a baseline checkout, same views, same run.

    python benchmarks/render_speed.py --base /tmp/base [--scenes 4] [--rounds 3] [--size 512] [--variants]

``--base`` is a checkout of the code to compare with (e.g. ``git archive main | tar -x -C
/tmp/base``). Two worker processes, one importing ``generators`` from this checkout and one
from ``--base`` (through ``PYTHONPATH``), each sample the same scenes (seeded) and render every
view of them (RGB, shadows, edge antialiasing: what is stored) on one numba thread; the rounds
alternate between them, so load from other jobs falls on both alike. Printed per round: process
time per view of each, and their ratio; then the best of each and the ratio of the bests, and
whether every output byte (instance, depth, RGB, pixel counts) is equal between the two: a
speedup counts only with ``identical: True``. ``--variants`` also times, in each, the render
with shading, shadow rays and edge antialiasing switched on one by one (where the time goes).
Timings, never assertions (docs/performance.md).
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def worker(scenes: int, size: int, trace_only: bool) -> None:
    """Sample the scenes, then per line on stdin render every view once; print seconds a view."""
    from omegaconf import OmegaConf

    from generators.config import GenerateConfig
    from generators.dataset.pipeline import Generator
    from generators.render.jit import set_threads

    set_threads(1)
    with tempfile.TemporaryDirectory() as tmp:
        cfg = OmegaConf.structured(GenerateConfig(out=tmp + "/r"))
        cfg.n_scenes, cfg.workers = scenes, 1
        cfg.camera.width = cfg.camera.height = size
        gen = Generator(cfg)
        items = []
        for i in range(scenes):
            scene = gen.sample(i)
            items += [(scene, gen.camera(scene, spec)) for spec in gen.views]
        digest = hashlib.sha256()
        for scene, cam in items:  # compiles, and the digest of every output
            r = gen.renderer.render(scene, cam, rgb=not trace_only)
            for a in (r.instance, r.depth, r.rgb, r.pixel_counts):
                if a is not None:
                    digest.update(a.tobytes())
        print("ready", len(items), digest.hexdigest(), flush=True)
        for line in sys.stdin:
            if line.strip() == "variants":
                print(json.dumps(variants(items)), flush=True)
                continue
            start = time.process_time()
            for scene, cam in items:
                gen.renderer.render(scene, cam, rgb=not trace_only)
            print((time.process_time() - start) / len(items), flush=True)


VARIANTS = {  # name: (rgb, shadows, antialias)
    "trace-only (instance + depth)": (False, True, True),
    "shaded, no shadows, no antialiasing": (True, False, False),
    "shaded + shadow rays": (True, True, False),
    "shaded + edge antialiasing": (True, False, True),
    "shaded + shadows + antialiasing (stored)": (True, True, True),
}


def variants(items) -> dict[str, float]:
    """Process seconds a view of each of VARIANTS over ``items``, best of 3."""
    from generators.render.cpu import CpuRenderer

    out = {}
    for name, (rgb, shadows, antialias) in VARIANTS.items():
        renderer = CpuRenderer("numba", shadows=shadows, antialias=antialias)
        best = float("inf")
        for _ in range(3):
            start = time.process_time()
            for scene, cam in items:
                renderer.render(scene, cam, rgb=rgb)
            best = min(best, time.process_time() - start)
        out[name] = best / len(items)
    return out


def start(root: str, args) -> subprocess.Popen:
    env = dict(os.environ, PYTHONPATH=root, NUMBA_NUM_THREADS="1")
    cmd = [sys.executable, os.path.abspath(__file__), "--worker", "--scenes", str(args.scenes),
           "--size", str(args.size)] + (["--trace-only"] if args.trace_only else [])
    return subprocess.Popen(cmd, env=env, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, cwd="/")


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--base", help="checkout of the code to compare with")
    ap.add_argument("--scenes", type=int, default=4)
    ap.add_argument("--size", type=int, default=512)
    ap.add_argument("--rounds", type=int, default=3)
    ap.add_argument("--trace-only", action="store_true", help="time instance + depth renders instead")
    ap.add_argument("--variants", action="store_true",
                    help="also time each renderer variant (shading, shadows, antialiasing on or off)")
    ap.add_argument("--worker", action="store_true", help=argparse.SUPPRESS)
    args = ap.parse_args()
    if args.worker:
        return worker(args.scenes, args.size, args.trace_only)
    if not args.base:
        ap.error("--base DIR (a checkout of the code to compare with) is required")
    procs = {"base": start(os.path.abspath(args.base), args), "this": start(HERE, args)}
    ready = {name: p.stdout.readline().split() for name, p in procs.items()}
    for name, line in ready.items():
        if not line or line[0] != "ready":
            sys.exit(f"render_speed: the {name} worker failed to start (run it with --worker to see why)")
    times: dict[str, list[float]] = {name: [] for name in procs}
    for r in range(args.rounds):
        for name, p in procs.items():
            p.stdin.write("go\n")
            p.stdin.flush()
            times[name].append(float(p.stdout.readline()))
        print(f"round {r + 1}: base {times['base'][-1] * 1e3:.2f} ms/view, this {times['this'][-1] * 1e3:.2f}"
              f" ms/view, this / base = {times['this'][-1] / times['base'][-1]:.3f}", flush=True)
    if args.variants:
        table = {}
        for name, p in procs.items():
            p.stdin.write("variants\n")
            p.stdin.flush()
            table[name] = json.loads(p.stdout.readline())
        print("render variant (ms/view, best of 3)         base    this  this/base")
        for v in VARIANTS:
            b, t = table["base"][v] * 1e3, table["this"][v] * 1e3
            print(f"{v:42s} {b:7.2f} {t:7.2f}  {t / b:.3f}")
    for p in procs.values():
        p.stdin.close()
        p.wait()
    best = {name: min(t) for name, t in times.items()}
    kind = "trace-only" if args.trace_only else "full"
    print(f"{kind} render, {ready['this'][1]} views at {args.size}x{args.size}, best of {args.rounds}: "
          f"base {best['base'] * 1e3:.2f} ms/view, this {best['this'] * 1e3:.2f} ms/view, "
          f"this / base = {best['this'] / best['base']:.3f}")
    print(f"identical: {ready['base'][2] == ready['this'][2]} (sha256 of every view's instance, depth, "
          f"RGB and pixel counts)")


if __name__ == "__main__":
    main()
