"""Put this repository on a Kit extension search path under its proper name.

Kit names an extension after its folder, so the repository (whose root holds
extension.toml) must appear as ``<exts>/spatial_iq_ext``:

    python -m spatial_iq_ext.link ~/isaacsim-exts            # symlink (edits show up live)
    python -m spatial_iq_ext.link ~/isaacsim-exts --copy     # a self-contained copy (package)

then start Kit / Isaac Sim with ``--ext-folder ~/isaacsim-exts --enable spatial_iq_ext``.
"""

from __future__ import annotations

import argparse
import os
import shutil
import sys

from . import EXT_NAME

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
# what a packaged copy holds: the extension, the core it imports, its configs and docs
PACKAGE = ("extension.toml", "README.md", "spatial_iq_ext", "generators", "configs", "assets", "docs")


def link(exts_dir: str, copy: bool = False, root: str = ROOT) -> str:
    """Create ``exts_dir/spatial_iq_ext``; refuses to replace anything already there."""
    if not os.path.isfile(os.path.join(root, "extension.toml")):
        raise FileNotFoundError(f"{root} has no extension.toml")
    os.makedirs(exts_dir, exist_ok=True)
    target = os.path.join(exts_dir, EXT_NAME)
    if os.path.lexists(target):
        raise FileExistsError(f"{target} already exists; remove it first")
    if not copy:
        os.symlink(root, target, target_is_directory=True)
        return target
    tmp = target + ".tmp"
    shutil.rmtree(tmp, ignore_errors=True)
    os.makedirs(tmp)
    ignore = shutil.ignore_patterns("__pycache__", "*.pyc")
    for name in PACKAGE:
        src = os.path.join(root, name)
        if os.path.isdir(src):
            shutil.copytree(src, os.path.join(tmp, name), ignore=ignore)
        elif os.path.isfile(src):
            shutil.copy2(src, os.path.join(tmp, name))
    os.replace(tmp, target)
    return target


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m spatial_iq_ext.link",
                                     description=__doc__.splitlines()[0])
    parser.add_argument("exts_dir", help="a folder Kit searches for extensions (--ext-folder)")
    parser.add_argument("--copy", action="store_true", help="copy the extension instead of linking it")
    args = parser.parse_args(argv)
    try:
        target = link(args.exts_dir, args.copy)
    except (OSError, FileNotFoundError) as err:
        print(f"spatial_iq_ext.link: error: {err}", file=sys.stderr)
        return 2
    print(f"{target} -> {ROOT if not args.copy else 'copy'}; start Kit with "
          f"--ext-folder {os.path.abspath(args.exts_dir)} --enable {EXT_NAME}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
