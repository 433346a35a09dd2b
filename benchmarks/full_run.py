"""The full default dataset: 5,000 scenes x 16 views = 80,000 views at 512x512.

    python benchmarks/full_run.py OUT_DIR [--scenes 5000] [--verify]

Runs ``spatial-iq generate`` with the default configuration (one process per core) and
prints wall time, views/s, peak RSS per worker, disk size and, with --verify, the time
``spatial-iq verify`` takes over the result. A benchmark, not a test: ~15 minutes on
2 cores, ~12 GB of disk.
"""

from __future__ import annotations

import argparse
import subprocess
import sys
import time


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("out")
    ap.add_argument("--scenes", type=int, default=5000)
    ap.add_argument("--verify", action="store_true")
    args = ap.parse_args()
    start = time.perf_counter()
    gen = subprocess.run([sys.executable, "-m", "generators.cli", "generate", f"out={args.out}",
                          f"n_scenes={args.scenes}"], capture_output=True, text=True)
    wall = time.perf_counter() - start
    print(gen.stdout.strip() or gen.stderr.strip())
    if gen.returncode:
        sys.exit(gen.returncode)
    size = int(subprocess.run(["du", "-sb", args.out], capture_output=True, text=True).stdout.split()[0])
    views = args.scenes * 16
    print(f"full run: {views} views in {wall:.0f} s wall ({views / wall:.1f} views/s incl. start-up), "
          f"{size / 1e9:.2f} GB on disk ({size / views / 1e3:.0f} kB/view)")
    if args.verify:
        start = time.perf_counter()
        ver = subprocess.run([sys.executable, "-m", "generators.cli", "verify", args.out],
                             capture_output=True, text=True)
        print(ver.stdout.strip().splitlines()[-1], f"({time.perf_counter() - start:.0f} s)")


if __name__ == "__main__":
    main()
