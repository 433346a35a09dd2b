"""Cost of exporting N views (default 1,000) at 512x512 with every modality, per format; with
``--against REV``, the same measured for the package at git revision REV in the same run.

    python benchmarks/export_speed.py [--views 1000] [--formats jsonl,parquet,tsv,release]
    python benchmarks/export_speed.py --views 96 --formats jsonl,release --against 0dc6515 \\
        [--rounds 2] [--workers 1] [--questions lazy|stored]

Each measurement generates its own dataset with the code it measures (not timed), warms the
compiled kernels with a 16-view export, then times each export and prints the records, the
wall time and the CPU time (this process and its workers) per view, and the size on disk.

``--against REV`` checks REV out into a temporary git worktree and runs the same measurement
there (``PYTHONPATH`` pointing at it, in a subprocess), alternating with the working tree,
``--rounds`` times each; it prints each round and the ratio of the medians (this tree / REV)
of CPU per view, the steadier figure on a shared machine. The first round of a revision may
compile its kernels (numba caches them by source). A benchmark, not a test.
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)


def _cpu() -> float:
    own, kids = resource.getrusage(resource.RUSAGE_SELF), resource.getrusage(resource.RUSAGE_CHILDREN)
    return own.ru_utime + own.ru_stime + kids.ru_utime + kids.ru_stime


def measure(views: int, formats: list[str], workers: int, questions: str = "") -> list[dict]:
    """Generate ``views`` views and export them in each format: one dict per format.
    ``questions``: ``output.questions`` of the dataset (lazy: built by the export; stored: built
    when generating), where the measured package has that setting; empty: its default."""
    from omegaconf import OmegaConf

    from generators.config import GenerateConfig
    from generators.dataset.run import generate
    from generators.exports import export

    out = []
    with tempfile.TemporaryDirectory() as tmp:
        cfg = OmegaConf.structured(GenerateConfig(out=f"{tmp}/ds"))
        cfg.n_scenes = -(-views // 16)
        cfg.output.scenes_per_shard = 4
        if questions and "questions" in cfg.output:
            cfg.output.questions = questions
        generate(cfg, progress=False)
        export(formats[0], f"{tmp}/ds", f"{tmp}/warm", limit=16, workers=workers)
        for fmt in formats:
            cpu, start = _cpu(), time.perf_counter()
            n = export(fmt, f"{tmp}/ds", f"{tmp}/{fmt}", limit=views, workers=workers)
            wall, cpu = time.perf_counter() - start, _cpu() - cpu
            du = subprocess.run(["du", "-sm", f"{tmp}/{fmt}"], capture_output=True, text=True)
            out.append({"format": fmt, "views": views, "records": n, "wall_ms": wall / views * 1000,
                        "cpu_ms": cpu / views * 1000, "mb": int(du.stdout.split()[0])})
            subprocess.run(["rm", "-rf", os.path.join(tmp, fmt)])
    return out


def _line(label: str, r: dict) -> str:
    return (f"{label}{r['format']:8s} {r['views']} views, {r['records']} records: "
            f"{r['wall_ms']:.0f} ms a view wall, {r['cpu_ms']:.0f} ms CPU, {r['mb']} MB")


def _run_in(tree: str, args) -> list[dict]:
    """``measure`` with the package of ``tree``, in a subprocess."""
    env = {**os.environ, "PYTHONPATH": tree + os.pathsep + os.environ.get("PYTHONPATH", "")}
    cmd = [sys.executable, os.path.abspath(__file__), "--measure", "--views", str(args.views),
           "--formats", args.formats, "--workers", str(args.workers), "--questions", args.questions]
    done = subprocess.run(cmd, env=env, cwd=tree, capture_output=True, text=True)
    if done.returncode != 0:
        raise SystemExit(f"the measurement in {tree} failed:\n{done.stderr[-2000:]}")
    return json.loads(done.stdout.strip().splitlines()[-1])


def compare(args) -> None:
    with tempfile.TemporaryDirectory(prefix="export-speed-") as tmp:
        base = os.path.join(tmp, "base")
        subprocess.run(["git", "-C", ROOT, "worktree", "add", "--detach", "-q", base, args.against],
                       check=True)
        try:
            got: dict = {"this tree": [], args.against: []}
            for n in range(args.rounds):
                for label, tree in (("this tree", ROOT), (args.against, base)):
                    rows = _run_in(tree, args)
                    got[label].append(rows)
                    for r in rows:
                        print(_line(f"round {n + 1} {label:>10s}  ", r), flush=True)
        finally:
            subprocess.run(["git", "-C", ROOT, "worktree", "remove", "--force", base])
    for i, fmt in enumerate(args.formats.split(",")):
        ours = statistics.median(rows[i]["cpu_ms"] for rows in got["this tree"])
        theirs = statistics.median(rows[i]["cpu_ms"] for rows in got[args.against])
        print(f"{fmt:8s} CPU per view, median of {args.rounds}: {ours:.0f} ms here, {theirs:.0f} ms at "
              f"{args.against}: ratio {ours / theirs:.2f}")


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--views", type=int, default=1000)
    ap.add_argument("--formats", default="jsonl,parquet,tsv,release")
    ap.add_argument("--workers", type=int, default=0, help="export processes (0: one per core)")
    ap.add_argument("--questions", default="", choices=("", "lazy", "stored"),
                    help="output.questions of the generated dataset (default: the package's)")
    ap.add_argument("--against", help="git revision to measure in the same run")
    ap.add_argument("--rounds", type=int, default=2)
    ap.add_argument("--measure", action="store_true", help=argparse.SUPPRESS)
    args = ap.parse_args()
    if args.measure:
        print(json.dumps(measure(args.views, args.formats.split(","), args.workers, args.questions)))
    elif args.against:
        compare(args)
    else:
        for r in measure(args.views, args.formats.split(","), args.workers, args.questions):
            print(_line("", r))


if __name__ == "__main__":
    main()
