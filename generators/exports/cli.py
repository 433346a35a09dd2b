"""``spatial-iq export FORMAT DIR --out OUT``."""

from __future__ import annotations

import time

from ..errors import OK, RUN_FAILED, ArgumentParser, RunError, fail, fail_os


def export_command(argv: list[str]) -> int:
    from ..io.dataset import DatasetError
    from ..io.integrity import RECORD_ERRORS, unreadable
    from . import FORMATS, export
    from .common import MODALITIES

    parser = ArgumentParser(prog="spatial-iq export",
                                     description="Export a dataset's questions with their pictures.",
                                     epilog="spatial-iq export lmms-eval DIR --out OUT writes a task folder "
                                            "for lmms-eval (spatial-iq export lmms-eval --help; "
                                            "docs/harness.md).")
    parser.add_argument("format", choices=sorted(FORMATS))
    parser.add_argument("dataset")
    parser.add_argument("--out", required=True, help="a new folder for the export")
    parser.add_argument("--modalities", default=",".join(MODALITIES),
                        help=f"comma-separated subset of {','.join(MODALITIES)}")
    parser.add_argument("--k", type=int, default=5, choices=(3, 4, 5), help="options per image MCQ")
    parser.add_argument("--seed", type=int, default=0, help="seed for options and letters")
    parser.add_argument("--limit", type=int, default=None, help="export only the first N views")
    parser.add_argument("--answers", choices=("plain", "cot"), default="plain",
                        help="T1 free-text answers: plain, or the SFT-CoT trace")
    parser.add_argument("--workers", type=int, default=0,
                        help="processes composing pictures (default: one per core)")
    args = parser.parse_args(argv)
    start = time.perf_counter()
    try:
        n = export(args.format, args.dataset, args.out, modalities=tuple(args.modalities.split(",")),
                   k=args.k, seed=args.seed, limit=args.limit, answers=args.answers, workers=args.workers)
    except RunError as err:  # a worker died: exit 3, rerun
        return fail("export", err, RUN_FAILED)
    except (DatasetError, ValueError, RuntimeError) as err:
        return fail("export", err)
    except OSError as err:  # a full disk is exit 3 (rerun), anything else one line and exit 2
        return fail_os("export", err, args.out)
    except RECORD_ERRORS as err:  # tampered records behind a manifest that matches them
        return fail("export", unreadable(args.dataset, err))
    print(f"exported {n} records to {args.out} in {time.perf_counter() - start:.1f} s")
    return OK
