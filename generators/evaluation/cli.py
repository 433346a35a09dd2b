"""``spatial-iq eval``, ``spatial-iq eval release-tables`` (``release-table``: Table 1 only) and
``spatial-iq respond``."""

from __future__ import annotations

import os

from ..errors import OK, ArgumentParser, fail, fail_os


def eval_command(argv: list[str]) -> int:
    import time

    from ..io.dataset import DatasetError
    from ..io.integrity import RECORD_ERRORS, unreadable

    if argv[:1] == ["release-tables"]:
        return _release_tables(argv[1:])
    if argv[:1] == ["release-table"]:
        return _release_table(argv[1:])
    parser = ArgumentParser(prog="spatial-iq eval",
                                     description="Score predictions files against a dataset.")
    parser.add_argument("dataset")
    parser.add_argument("predictions", nargs="+", help="JSONL files, one per responder (model)")
    parser.add_argument("--out", required=True, help="a new folder for the report")
    parser.add_argument("--names", default=None, help="comma-separated responder names (default: file names)")
    parser.add_argument("--permutations", type=int, default=2000, help="permutations for the lift null")
    parser.add_argument("--seed", type=int, default=0, help="seed of the permutation null")
    parser.add_argument("--figures", action="store_true",
                        help="also draw the release's figures from its tables (OUT/tables/figures/)")
    args = parser.parse_args(argv)
    if _dataset_kind(args.dataset) == "phystool":
        return _eval_phystool(args)
    from .report import evaluate

    start = time.perf_counter()
    names = args.names.split(",") if args.names else None
    if names is not None and len(names) != len(args.predictions):
        return fail("eval", f"--names gives {len(names)} names for {len(args.predictions)} predictions files")
    try:
        report = evaluate(args.dataset, args.predictions, args.out, names, args.permutations, args.seed,
                          release_figures=args.figures)
    except (DatasetError, ValueError, FileNotFoundError) as err:
        return fail("eval", err)
    except OSError as err:  # a full disk is exit 3, anything else one line and exit 2
        return fail_os("eval", err, args.out)
    except RECORD_ERRORS as err:  # tampered records behind a manifest that matches them
        return fail("eval", unreadable(args.dataset, err))
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
    from ..io.jsonio import read_json
    from ..io.manifest import MANIFEST

    try:  # bounded: a manifest nested 100,000 deep is one line later, never a RecursionError here
        return read_json(os.path.join(path, MANIFEST), MANIFEST).get("kind", "voxel")
    except (OSError, ValueError, AttributeError):
        return "voxel"


def _eval_phystool(args) -> int:
    """PhysTool predictions: one file (no cross-responder lift there), a new report folder."""
    from ..phystool.evaluate import eval_command as score_phystool

    if len(args.predictions) != 1:
        return fail("eval", "a PhysTool dataset is scored one predictions file at a time")
    if os.path.lexists(args.out):
        return fail("eval", f"{args.out} already exists; choose a new report folder "
                            "(reports never overwrite)")
    where = os.path.dirname(os.path.abspath(args.out))
    if not os.path.isdir(where):
        return fail("eval", f"--out {args.out}: folder {where} does not exist; create it or choose another "
                            "path")
    return score_phystool(args.dataset, args.predictions[0], args.out)


def _release_tables(argv: list[str]) -> int:
    from .release_data import ReleaseFileError, load
    from .release_report import build, write_tables

    parser = ArgumentParser(
        prog="spatial-iq eval release-tables",
        description="Every table of the release's analysis (and with --figures its figures) from a "
                    "folder of eval_raw_*.csv files.")
    parser.add_argument("folder")
    parser.add_argument("--out", required=True, help="a new folder for the tables")
    parser.add_argument("--figures", action="store_true", help="also draw the figures (OUT/figures/)")
    args = parser.parse_args(argv)
    try:
        groups = load(args.folder)
        tables = build(groups)
        drawn = write_tables(tables, args.out, figures=args.figures)
    except (ReleaseFileError, FileNotFoundError, ValueError) as err:
        return fail("eval release-tables", err)
    except OSError as err:  # a full disk is exit 3, anything else one line and exit 2
        return fail_os("eval release-tables", err, args.out)
    counts = ", ".join(f"{g} {len(m)}" for g, m in groups.items() if m)
    print(f"wrote {len(tables)} tables ({counts} models) to {args.out}"
          + (f" and {len(drawn)} figures" if args.figures else ""))
    return OK


def _release_table(argv: list[str]) -> int:
    from .release_data import ReleaseFileError, load
    from .release_report import build

    parser = ArgumentParser(
        prog="spatial-iq eval release-table",
        description="The release's Table 1 from eval_raw_<model>_text.csv files.")
    parser.add_argument("folder")
    parser.add_argument("--out", default="table_01_text_summary.csv")
    args = parser.parse_args(argv)
    name = "table_01_text_summary.csv"
    try:
        groups = load(args.folder)
        if not groups["text"]:
            raise FileNotFoundError(f"{args.folder}: no eval_raw_<model>_text.csv files")
        table = build(groups, {name})[name]
        _write_csv(table, args.out, inputs=args.folder)
    except (ReleaseFileError, FileNotFoundError, ValueError) as err:
        return fail("eval release-table", err)
    except OSError as err:
        return fail_os("eval release-table", err, args.out)
    print(f"wrote {len(table)} rows ({', '.join(table['model'])}) to {args.out}")
    return OK


def _write_csv(table, path: str, inputs: str) -> None:
    """The table as CSV at ``path``, replacing only a table of the same columns (one this
    command wrote), never a file of the user's, a link, a device or an input."""
    from ..io.atomic import atomic_open
    from ..io.regular import open_regular, refuse_output_file

    header = ",".join(table.columns)

    def ours(existing: str) -> bool:
        try:
            with open_regular(existing, "r", follow=False, encoding="utf-8", errors="replace") as fh:
                return fh.readline(4096).rstrip("\r\n") == header
        except OSError:
            return False

    inside = [os.path.join(inputs, f) for f in os.listdir(inputs)] if os.path.isdir(inputs) else []
    refuse_output_file(path, "--out", ours=ours, inputs=inside)
    with atomic_open(path, "w", newline="") as fh:
        table.to_csv(fh, index=False)


def respond_command(argv: list[str]) -> int:
    from ..io.dataset import DatasetError, open_dataset
    from ..io.integrity import RECORD_ERRORS, unreadable
    from .responders import STRATEGIES, respond

    parser = ArgumentParser(prog="spatial-iq respond",
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
    except OSError as err:  # a full disk is exit 3, anything else one line and exit 2
        return fail_os("respond", err, args.out)
    except RECORD_ERRORS as err:  # tampered records behind a manifest that matches them
        return fail("respond", unreadable(args.dataset, err))
    print(f"wrote {n} {args.strategy} predictions to {args.out}")
    return OK
