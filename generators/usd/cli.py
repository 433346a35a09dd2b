"""``spatial-iq export-usd DIR``."""

from __future__ import annotations

import os

from ..errors import OK, RUN_FAILED, ArgumentParser, disk_full, fail, fail_os


def export_usd_command(argv: list[str]) -> int:
    from ..io.dataset import DatasetError
    from ..io.integrity import RECORD_ERRORS, unreadable
    from .export import export_usd

    parser = ArgumentParser(prog="spatial-iq export-usd",
                            description="Write one .usda per scene (blocks, physics, semantics, cameras) "
                                        "and its labels JSON; see docs/isaac.md.")
    parser.add_argument("dataset")
    parser.add_argument("--out", default=None, help="a new folder (default DATASET/usd)")
    parser.add_argument("--limit", type=int, default=None, help="export only the first N scenes")
    args = parser.parse_args(argv)
    out = args.out or os.path.join(args.dataset, "usd")
    try:
        n = export_usd(args.dataset, out, limit=args.limit)
    except (DatasetError, ValueError, RuntimeError) as err:  # USD's errors are RuntimeErrors
        full = disk_full(err, out)  # a full disk in USD's own words is exit 3 too
        return fail("export-usd", full, RUN_FAILED) if full else fail("export-usd", err)
    except OSError as err:  # a full disk is exit 3, anything else one line and exit 2
        return fail_os("export-usd", err, out)
    except RECORD_ERRORS as err:  # tampered records behind a manifest that matches them
        return fail("export-usd", unreadable(args.dataset, err))
    print(f"wrote {n} scene(s) to {out}")
    return OK
