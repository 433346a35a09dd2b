"""``spatial-iq show`` and ``spatial-iq gallery``."""

from __future__ import annotations

import argparse
import os

from ..errors import OK, fail


def show_command(argv: list[str]) -> int:
    from ..io.dataset import DatasetError, open_dataset
    from .contact_sheet import contact_sheet

    parser = argparse.ArgumentParser(prog="spatial-iq show",
                                     description="Write a contact sheet of views with their labels.")
    parser.add_argument("dataset")
    parser.add_argument("--out", default=None, help="PNG to write (default DATASET/contact_sheet.png)")
    parser.add_argument("--views", type=int, default=12, help="how many views (default 12)")
    parser.add_argument("--scene", type=int, default=None, help="only views of this scene")
    args = parser.parse_args(argv)
    try:
        path = contact_sheet(open_dataset(args.dataset), args.out, n_views=args.views, scene=args.scene)
    except (DatasetError, ValueError) as err:
        return fail("show", err)
    print(path)
    return OK


def gallery_command(argv: list[str]) -> int:
    from ..io.dataset import DatasetError, open_dataset
    from .gallery import write_gallery

    parser = argparse.ArgumentParser(prog="spatial-iq gallery",
                                     description="Write static HTML pages to browse views and questions.")
    parser.add_argument("dataset")
    parser.add_argument("--out", default=None, help="a new folder (default DATASET/gallery)")
    parser.add_argument("--views", type=int, default=24, help="how many views (default 24)")
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args(argv)
    try:
        page = write_gallery(open_dataset(args.dataset), args.out or os.path.join(args.dataset, "gallery"),
                             n_views=args.views, seed=args.seed)
    except (DatasetError, ValueError) as err:
        return fail("gallery", err)
    print(page)
    return OK
