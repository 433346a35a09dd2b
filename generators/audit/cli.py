"""``spatial-iq audit DIR``: run the blind baselines over a dataset's questions."""

from __future__ import annotations

import os

from ..errors import BAD_INPUT, OK, PROBLEMS, ArgumentParser, fail, fail_os, finite_float


def audit_command(argv: list[str]) -> int:
    from ..io.dataset import DatasetError, open_dataset
    from ..io.integrity import RECORD_ERRORS, unreadable

    parser = ArgumentParser(
        prog="spatial-iq audit",
        description="Score blind baselines (option-only rules, a text-only prior, learned classifiers on "
                    "the options and their pictures, attacks from a scene's other questions, fixed image "
                    "edits) on a dataset's questions, cell by cell; write the table into the dataset card "
                    "and a JSON file.")
    parser.add_argument("dataset", nargs="?", help="the dataset to audit (not with --judge)")
    parser.add_argument("--judge", nargs="+", default=None, metavar="REPORT",
                        help="apply the pass rule to audit reports (JSON) of fresh datasets instead: a row "
                             "fails when Holm rejects it in one report or when its interval lies above +3 "
                             "points in two reports of the same grid; exit 1 when one fails")
    parser.add_argument("--out", default=None, help="JSON file to write (default DATASET/card/audit.json)")
    parser.add_argument("--k", default="3,4,5", help="numbers of options to audit (default 3,4,5)")
    parser.add_argument("--seed", type=int, default=0, help="seed of the scene halves and the bootstrap")
    parser.add_argument("--only", choices=("image", "count", "edit"), default=None,
                        help="audit the image MCQs, the T1 count options or the image edits only "
                             "(default all)")
    parser.add_argument("--no-card", action="store_true", help="leave the dataset's README.md as it is")
    parser.add_argument("--null", type=int, default=None, metavar="SEED",
                        help="calibration: replace the image MCQ answers by null ones drawn with SEED (per "
                             "scene, one stack all its questions show); report how the battery scores them")
    parser.add_argument("--fail-above", type=finite_float, default=None, metavar="P",
                        help="exit 1 when a baseline beats chance by more than P points (any modality and k)")
    args = parser.parse_args(argv)
    if args.judge is not None:
        if args.dataset is not None:
            return fail("audit", "--judge reads audit reports: give no dataset with it", BAD_INPUT)
        return judge_command(args.judge)
    if args.dataset is None:
        return fail("audit", "give the dataset to audit (or --judge REPORT ...)", BAD_INPUT)
    try:
        ks = tuple(sorted({int(k) for k in args.k.split(",")}))
    except ValueError:
        return fail("audit", f"--k {args.k!r}: give numbers of options from 3, 4, 5 separated by commas",
                    BAD_INPUT)
    if not ks or not set(ks) <= {3, 4, 5}:
        return fail("audit", f"--k {args.k!r}: numbers of options must be 3, 4 or 5", BAD_INPUT)
    if args.out is not None and os.path.exists(args.out):
        return fail("audit", f"--out {args.out}: already exists; choose a new file (reports never overwrite)")
    # what the audit adds to the dataset folder: never through a planted link, never a FIFO read
    own = (([] if args.out else ["card/audit*.json"])
           + ([] if args.no_card or args.null is not None else ["README.md"]))
    if own and os.path.isdir(args.dataset):
        from ..io.outdir import entries_problem

        problem = entries_problem(args.dataset, own)
        if problem:
            return fail("audit", f"{args.dataset}: {problem}")
    try:
        import sklearn  # noqa: F401
    except ImportError:
        return fail("audit", "the learned baseline needs scikit-learn: pip install 'spatial-iq[audit]'",
                    BAD_INPUT)
    from .report import MODALITIES, ONLY, audit, worst_excess, write

    try:
        dataset = open_dataset(args.dataset)
        report = audit(dataset, ks, args.seed, ONLY[args.only] if args.only else MODALITIES, args.null)
    except (DatasetError, ValueError) as err:
        return fail("audit", err)
    except OSError as err:
        return fail_os("audit", err, args.dataset)
    except RECORD_ERRORS as err:
        return fail("audit", unreadable(args.dataset, err))
    if not report["questions"] and not report["fixed_edits"]:
        return fail("audit", f"{args.dataset} holds no multiple-choice or image-editing questions to audit",
                    BAD_INPUT)
    out = args.out or os.path.join(args.dataset, "card", "audit.json" if args.null is None
                                   else f"audit-null-{args.null}.json")
    try:
        os.makedirs(os.path.dirname(os.path.abspath(out)), exist_ok=True)
        write(report, out, None if args.no_card or args.null is not None else args.dataset)
    except OSError as err:
        return fail_os("audit", err, out)
    worst = worst_excess(report)
    print(("null answers: " if args.null is not None else "")
          + f"{'pass' if report['passed'] else 'FAIL'} (Holm, {report['rule']['familywise_alpha']:g}, "
          f"{report['rule']['judged_rows']} rows): worst baseline {worst:+.1f} points above chance "
          f"(pooled rows; cells: the lower end of their interval) over {report['scenes']} scenes; "
          f"report in {out}")
    for line in report["failing"]:
        print(f"  {line}")
    if report["flagged"]:
        print(f"flagged (interval above +{report['rule']['points']:g}; fails if a second dataset of the grid "
              "flags it too: spatial-iq audit --judge):")
        for line in report["flagged"]:
            print(f"  {line}")
    least = report["rule"]["coverage"]
    short = {st: share for st, share in report.get("coverage", {}).items() if share < least}
    if short:
        listed = ", ".join(f"{st} {share:.1%}" for st, share in short.items())
        print(f"asked on fewer than {least:.0%} of views: {listed} "
              '(docs/questions.md, "Which views are asked")')
    if args.fail_above is not None and worst > args.fail_above:
        print(f"a baseline beats chance by more than {args.fail_above:g} points")
        return PROBLEMS
    return OK


def judge_command(paths: list[str]) -> int:
    """``spatial-iq audit --judge R1.json R2.json ...``: the pass rule over several reports."""
    from ..io.jsonio import read_json
    from .report import judge

    reports = []
    for path in paths:
        try:
            report = read_json(path)
        except ValueError as err:
            return fail("audit", f"{err} (spatial-iq audit DATASET --out REPORT.json writes a report)",
                        BAD_INPUT)
        except OSError as err:
            return fail_os("audit", err, path)
        if not isinstance(report, dict) or not {"results", "failing", "dataset"} <= set(report):
            return fail("audit", f"{path}: not an audit report (spatial-iq audit DATASET --out {path} "
                        "writes one)", BAD_INPUT)
        reports.append(report)
    try:
        verdict = judge(reports)
    except ValueError as err:
        return fail("audit", err, BAD_INPUT)
    print(f"{'pass' if verdict['passed'] else 'FAIL'}: {len(reports)} reports judged")
    for line in verdict["failing"]:
        print(f"  {line}")
    for line in verdict["short"]:
        print(f"  short coverage: {line}")
    return OK if verdict["passed"] else PROBLEMS
