"""Build the Kit extension folder ``<exts>/spatial_iq_ext`` from this repository.

Kit names an extension after its folder and puts the folder of each ``[[python.module]]``
(its ``path``, here ``python``) on ``sys.path``. The repository root must therefore not
be the extension root: it would put ``tests``, ``configs``, ``benchmarks`` and ``assets``
on Kit's ``sys.path`` as top-level packages. The extension folder holds only::

    spatial_iq_ext/                 (the folder Kit names the extension after)
      extension.toml                the repository's manifest
      README.md, docs/              what the manifest's readme/changelog point at
      python/spatial_iq_ext         the extension package
      python/generators             the core it imports

    python -m spatial_iq_ext.link ~/isaacsim-exts            # symlinks: edits show up live
    python -m spatial_iq_ext.link ~/isaacsim-exts --copy     # a self-contained copy (package)

then start Kit / Isaac Sim with ``--ext-folder ~/isaacsim-exts --enable spatial_iq_ext``.
A linked ``python/generators`` finds ``assets/`` and ``configs/`` beside its real folder;
a copy carries them inside as ``generators/assets`` and ``generators/configs``, as the wheel
does.
"""

from __future__ import annotations

import argparse
import os
import shutil
import sys

from . import EXT_NAME

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PYTHON_DIR = "python"  # extension.toml: [[python.module]] path
PACKAGES = ("spatial_iq_ext", "generators")  # what Kit's sys.path gets, nothing else
FILES = ("extension.toml", "README.md", "docs")  # the manifest and what it points at
DATA = {"assets": "assets", "configs": "configs"}  # repo folder -> generators.<name> in a copy


def link(exts_dir: str, copy: bool = False, root: str = ROOT) -> str:
    """Create ``exts_dir/spatial_iq_ext``; refuses to replace anything already there."""
    if not os.path.isfile(os.path.join(root, "extension.toml")):
        raise FileNotFoundError(f"{root} has no extension.toml")
    os.makedirs(exts_dir, exist_ok=True)
    target = os.path.join(exts_dir, EXT_NAME)
    if os.path.lexists(target):
        raise FileExistsError(f"{target} already exists; remove it first")
    tmp = target + ".tmp"
    shutil.rmtree(tmp, ignore_errors=True)
    os.makedirs(os.path.join(tmp, PYTHON_DIR))
    place = _copy if copy else _symlink
    for name in FILES:
        place(os.path.join(root, name), os.path.join(tmp, name))
    for name in PACKAGES:
        place(os.path.join(root, name), os.path.join(tmp, PYTHON_DIR, name))
    if copy:
        for src, name in DATA.items():
            _copy(os.path.join(root, src), os.path.join(tmp, PYTHON_DIR, "generators", name))
    os.replace(tmp, target)
    return target


def _symlink(src: str, dst: str) -> None:
    os.symlink(src, dst, target_is_directory=os.path.isdir(src))


def _copy(src: str, dst: str) -> None:
    if os.path.isdir(src):
        shutil.copytree(src, dst, ignore=shutil.ignore_patterns("__pycache__", "*.pyc"))
    else:
        shutil.copy2(src, dst)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m spatial_iq_ext.link",
                                     description=__doc__.splitlines()[0])
    parser.add_argument("exts_dir", help="a folder Kit searches for extensions (--ext-folder)")
    parser.add_argument("--copy", action="store_true", help="copy the extension instead of linking it")
    args = parser.parse_args(argv)
    try:
        target = link(args.exts_dir, args.copy)
    except OSError as err:
        print(f"spatial_iq_ext.link: error: {err}", file=sys.stderr)
        return 2
    print(f"{target} ({'copy' if args.copy else 'links to ' + ROOT}); start Kit with "
          f"--ext-folder {os.path.abspath(args.exts_dir)} --enable {EXT_NAME}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
