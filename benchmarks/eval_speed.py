"""Seconds to score N predictions (default 80,000) with ``spatial-iq eval``'s code path.

    python benchmarks/eval_speed.py [--predictions 80000] [--size 128]

Generates a dataset big enough for N oracle answers to the chat modalities (free text,
count options, image MCQ; image size does not change scoring), writes the predictions
(not timed), then times the whole report (reading, parsing, scoring, hierarchy metrics,
breakdowns, figures, HTML). Baseline, measured in the same run: reading the same file
with one ``json.loads`` per line, the floor any scorer pays. A benchmark, not a test.
"""

from __future__ import annotations

import argparse
import json
import os
import tempfile
import time

from omegaconf import OmegaConf

from generators.config import GenerateConfig
from generators.dataset.run import generate
from generators.evaluation.report import evaluate
from generators.evaluation.responders import respond
from generators.io.dataset import open_dataset

CHAT = ("text", "text_mcq", "image_mcq")


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--predictions", type=int, default=80_000)
    ap.add_argument("--size", type=int, default=128)
    args = ap.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        cfg = OmegaConf.structured(GenerateConfig(out=f"{tmp}/ds"))
        cfg.camera.width = cfg.camera.height = args.size
        cfg.n_scenes = -(-args.predictions // (24 * 16))  # about 24 chat questions per view
        start = time.perf_counter()
        generate(cfg, progress=False)
        print(f"generated {cfg.n_scenes} scenes in {time.perf_counter() - start:.0f} s (not timed below)")
        preds = f"{tmp}/oracle.jsonl"
        respond(open_dataset(f"{tmp}/ds"), "oracle", preds, modalities=CHAT)
        with open(preds) as fh:
            lines = fh.readlines()[: args.predictions]
        with open(preds, "w") as fh:
            fh.writelines(lines)
        start = time.perf_counter()
        with open(preds) as fh:
            for line in fh:
                json.loads(line)
        floor = time.perf_counter() - start
        start = time.perf_counter()
        report = evaluate(f"{tmp}/ds", [preds], f"{tmp}/report", permutations=0)
        took = time.perf_counter() - start
        r = report["responders"]["oracle"]
        size = sum(os.path.getsize(os.path.join(d, f)) for d, _, fs in os.walk(f"{tmp}/report") for f in fs)
        print(f"scored {len(lines)} predictions ({r['scored_questions']} questions in scope, {r['status']}) "
              f"in {took:.1f} s = {len(lines) / took:,.0f} predictions/s; reading the file alone "
              f"{floor:.2f} s (ratio {took / floor:.0f}x); report {size / 1e6:.1f} MB")


if __name__ == "__main__":
    main()
