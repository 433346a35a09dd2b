"""Seconds to export N views (default 1,000) at 512x512 with every modality, per format.

    python benchmarks/export_speed.py [--views 1000] [--formats jsonl,parquet,tsv,release]

Generates the views first (not timed), then times each export in turn and prints
records/s and the cost per view. A benchmark, not a test.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import tempfile
import time

from omegaconf import OmegaConf

from generators.config import GenerateConfig
from generators.dataset.run import generate
from generators.exports import export


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--views", type=int, default=1000)
    ap.add_argument("--formats", default="jsonl,parquet,tsv,release")
    args = ap.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        cfg = OmegaConf.structured(GenerateConfig(out=f"{tmp}/ds"))
        cfg.n_scenes = -(-args.views // 16)
        cfg.output.scenes_per_shard = 4
        generate(cfg, progress=False)
        for fmt in args.formats.split(","):
            start = time.perf_counter()
            n = export(fmt, f"{tmp}/ds", f"{tmp}/{fmt}", limit=args.views)
            dt = time.perf_counter() - start
            du = subprocess.run(["du", "-sm", f"{tmp}/{fmt}"], capture_output=True, text=True)
            size = du.stdout.split()[0]
            print(f"{fmt:8s} {args.views} views, {n} records in {dt:6.1f} s "
                  f"({dt / args.views * 1000:.0f} ms a view, {size} MB)")
            subprocess.run(["rm", "-rf", os.path.join(tmp, fmt)])


if __name__ == "__main__":
    main()
