"""``spatial-iq eval``, ``spatial-iq eval release-table`` and ``spatial-iq respond``."""

from __future__ import annotations

import argparse

from ..errors import OK, fail


def eval_command(argv: list[str]) -> int:
    import time

    from ..io.dataset import DatasetError

    if argv[:1] == ["release-table"]:
        return _release_table(argv[1:])
    parser = argparse.ArgumentParser(prog="spatial-iq eval",
                                     description="Score predictions files against a dataset.")
    parser.add_argument("dataset")
    parser.add_argument("predictions", nargs="+", help="JSONL files, one per responder (model)")
    parser.add_argument("--out", required=True, help="a new folder for the report")
    parser.add_argument("--names", default=None, help="comma-separated responder names (default: file names)")
    parser.add_argument("--permutations", type=int, default=2000, help="permutations for the lift null")
    parser.add_argument("--seed", type=int, default=0, help="seed of the permutation null")
    args = parser.parse_args(argv)
    if _dataset_kind(args.dataset) == "phystool":
        return _eval_phystool(args)
    from .report import evaluate

    start = time.perf_counter()
    names = args.names.split(",") if args.names else None
    if names is not None and len(names) != len(args.predictions):
        return fail("eval", f"--names gives {len(names)} names for {len(args.predictions)} predictions files")
    try:
        report = evaluate(args.dataset, args.predictions, args.out, names, args.permutations, args.seed)
    except (DatasetError, ValueError, FileNotFoundError) as err:
        return fail("eval", err)
    for name, r in report["responders"].items():
        acc = r["accuracy"]
        mean = sum(a["accuracy"] * a["n"] for a in acc) / max(sum(a["n"] for a in acc), 1)
        print(f"{name}: {r['scored_questions']} questions scored, accuracy {mean:.3f}; "
              f"{r['status'].get('unparseable', 0)} unparseable, {r['status'].get('missing', 0)} missing, "
              f"{r['failed_requests']} failed, {r['bad_lines']} bad lines, {r['duplicate_ids']} duplicate "
              f"and {r['unknown_ids']} unknown ids")
    print(f"report in {args.out}/index.html ({time.perf_counter() - start:.1f} s)")
    return OK


def _dataset_kind(path: str) -> str:
    """"phystool" for a PhysTool query set, else "voxel" (a Spatial-IQ dataset, or not a
    dataset at all: the voxel path names that problem)."""
    import json
    import os

    from ..io.manifest import MANIFEST

    try:
        with open(os.path.join(path, MANIFEST)) as fh:
            return json.load(fh).get("kind", "voxel")
    except (OSError, ValueError, AttributeError):
        return "voxel"


def _eval_phystool(args) -> int:
    """PhysTool predictions: one file (no cross-responder lift there), a new report folder."""
    import os

    from ..phystool.evaluate import eval_command as score_phystool

    if len(args.predictions) != 1:
        return fail("eval", "a PhysTool dataset is scored one predictions file at a time")
    if os.path.exists(args.out):
        return fail("eval", f"{args.out} already exists; choose a new report folder "
                            "(reports never overwrite)")
    return score_phystool(args.dataset, args.predictions[0], args.out)


def _release_table(argv: list[str]) -> int:
    from .release_table import release_table, write_table

    parser = argparse.ArgumentParser(
        prog="spatial-iq eval release-table",
        description="The release's Table 1 from eval_raw_<model>_text.csv files.")
    parser.add_argument("folder")
    parser.add_argument("--out", default="table_01_text_summary.csv")
    args = parser.parse_args(argv)
    try:
        rows = release_table(args.folder)
        write_table(rows, args.out)
    except (FileNotFoundError, ValueError, KeyError) as err:
        return fail("eval release-table", err)
    print(f"wrote {len(rows)} rows ({', '.join(r['model'] for r in rows)}) to {args.out}")
    return OK


def respond_command(argv: list[str]) -> int:
    from ..io.dataset import DatasetError, open_dataset
    from .responders import STRATEGIES, respond

    parser = argparse.ArgumentParser(prog="spatial-iq respond",
                                     description="Predictions from a reference strategy (no model).")
    parser.add_argument("dataset")
    parser.add_argument("strategy", choices=STRATEGIES)
    parser.add_argument("--out", required=True, help="a new predictions file (JSONL)")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--limit", type=int, default=None, help="only the first N views")
    args = parser.parse_args(argv)
    try:
        n = respond(open_dataset(args.dataset), args.strategy, args.out, args.seed, limit=args.limit)
    except (DatasetError, ValueError) as err:
        return fail("respond", err)
    print(f"wrote {n} {args.strategy} predictions to {args.out}")
    return OK
