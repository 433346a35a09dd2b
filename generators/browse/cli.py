"""``spatial-iq show`` and ``spatial-iq gallery``.

Both read a dataset through ``open_dataset``, which compares shard sizes with the manifest
at open and each shard's checksum before reading it (``io/integrity.py``); a damaged or
tampered dataset is one line and exit 2, never a traceback (docs/errors.md). ``show``
replaces only a contact sheet it wrote (``io/regular.py:refuse_output_file``).
"""

from __future__ import annotations

import os

from ..errors import OK, ArgumentParser, fail, fail_os


def show_command(argv: list[str]) -> int:
    from ..io.dataset import DatasetError, open_dataset
    from ..io.integrity import RECORD_ERRORS, unreadable
    from ..io.regular import refuse_output_file
    from .contact_sheet import contact_sheet, is_contact_sheet

    parser = ArgumentParser(prog="spatial-iq show",
                                     description="Write a contact sheet of views with their labels.")
    parser.add_argument("dataset")
    parser.add_argument("--out", default=None, help="PNG to write (default DATASET/contact_sheet.png)")
    parser.add_argument("--views", type=int, default=12, help="how many views (default 12)")
    parser.add_argument("--scene", type=int, default=None, help="only views of this scene")
    args = parser.parse_args(argv)
    out = args.out or os.path.join(args.dataset, "contact_sheet.png")
    try:  # a file of the user's, a device or a link is never replaced (io/regular.py)
        refuse_output_file(out, "--out", ours=is_contact_sheet)
        path = contact_sheet(open_dataset(args.dataset), out, n_views=args.views, scene=args.scene)
    except (DatasetError, ValueError) as err:
        return fail("show", err)
    except OSError as err:
        return fail_os("show", err, args.out or args.dataset)
    except RECORD_ERRORS as err:
        return fail("show", unreadable(args.dataset, err))
    print(path)
    return OK


def gallery_command(argv: list[str]) -> int:
    from ..io.dataset import DatasetError, open_dataset
    from ..io.integrity import RECORD_ERRORS, unreadable
    from .gallery import write_gallery

    parser = ArgumentParser(prog="spatial-iq gallery",
                                     description="Write static HTML pages to browse views and questions.")
    parser.add_argument("dataset")
    parser.add_argument("--out", default=None, help="a new folder (default DATASET/gallery)")
    parser.add_argument("--views", type=int, default=24, help="how many views (default 24)")
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args(argv)
    if args.views < 1:
        return fail("gallery", f"--views {args.views}: must be at least 1")
    out = args.out or os.path.join(args.dataset, "gallery")
    try:
        page = write_gallery(open_dataset(args.dataset), out, n_views=args.views, seed=args.seed)
    except (DatasetError, ValueError) as err:
        return fail("gallery", err)
    except OSError as err:
        return fail_os("gallery", err, out)
    except RECORD_ERRORS as err:
        return fail("gallery", unreadable(args.dataset, err))
    print(page)
    return OK
