"""The cheap half of ``spatial-iq verify``: every shard a manifest lists exists, has the
listed size and (when asked) the listed sha256. Readers call it before trusting a
dataset's bytes, so a damaged or tampered shard is one line naming it, not a traceback
from deep inside HDF5 (docs/errors.md):

    problems = shard_problems(dataset_dir, entries, checksums=True)
    require_intact(dataset_dir, entries)          # raises DatasetError with the first problem

Sizes cost one ``stat`` per shard; checksums read every byte once (about 1 s per GB).
``open_dataset`` checks sizes at open and each shard's checksum the first time it reads
that shard; ``export`` checks every checksum before writing anything; a rerun of
``generate`` on a finished dataset checks them all and regenerates what fails.
"""

from __future__ import annotations

import os

from .manifest import SHARD_NAME
from .regular import is_regular
from .shards import check_layout, rgb_key, sha256

__all__ = ["SHARD_NAME", "DatasetError", "entry_problem", "fix_hint", "presence_problem", "require_intact",
           "shard_problems", "unreadable"]
# what reading tampered records (behind a manifest re-signed to match them) can raise beyond
# DatasetError: a command that reads records catches these and reports ``unreadable``
RECORD_ERRORS = (KeyError, TypeError, IndexError, AttributeError, ValueError)


NOT_A_SHARD = "not a regular file (a folder, FIFO or device is never read as a shard)"


def presence_problem(folder: str, name: str) -> str | None:
    """"NAME: missing", or NAME: ``NOT_A_SHARD`` for a folder, FIFO or device (never opened),
    or None for a regular file: the first thing every reader of a shard checks."""
    path = os.path.join(folder, name)
    if not os.path.lexists(path):
        return f"{name}: missing"
    if not is_regular(path):
        return f"{name}: {NOT_A_SHARD}"
    return None


class DatasetError(RuntimeError):
    """A folder that is not a readable dataset; the message names the problem and the fix."""


def entry_problem(folder: str, entry: dict, checksums: bool = True) -> str | None:
    """What is wrong with one shard against its manifest entry (None when it matches)."""
    name = entry.get("name") if isinstance(entry, dict) else None
    if not isinstance(name, str) or not SHARD_NAME.fullmatch(name):
        return f"manifest.json: shard entry {str(name)[:60]!r} is not a shard name (shard-NNNNN.h5)"
    present = presence_problem(folder, name)
    if present:
        return present
    path = os.path.join(folder, name)
    try:
        size = os.path.getsize(path)
        if size != entry.get("bytes"):
            return (f"{name}: {size} bytes, the manifest lists {entry.get('bytes')} "
                    "(the file was cut or changed)")
        if checksums and sha256(path) != entry.get("sha256"):
            return f"{name}: checksum mismatch (the file was changed or damaged)"
    except OSError as err:
        return f"{name}: cannot be read ({err.strerror})"
    return None


def shard_problems(folder: str, entries: list[dict], checksums: bool = True) -> list[str]:
    """One line per shard that is missing, has another size, or (``checksums``) other bytes."""
    return [p for e in entries if (p := entry_problem(folder, e, checksums)) is not None]


def fix_hint(folder: str) -> str:
    return (f"spatial-iq verify {folder} lists every problem; rerun the generate command that "
            "made it to regenerate damaged shards")


def unreadable(folder: str, err: BaseException) -> str:
    """The one line for a dataset whose records do not read as records."""
    return (f"{folder}: cannot be read ({type(err).__name__}: {str(err)[:100]}); spatial-iq verify "
            f"{folder} lists what is wrong")


def require_intact(folder: str, entries: list[dict], checksums: bool = True) -> None:
    """Raise ``DatasetError`` naming the first damaged shard and the fix."""
    problems = shard_problems(folder, entries, checksums)
    if problems:
        more = f" (and {len(problems) - 1} more)" if len(problems) > 1 else ""
        raise DatasetError(f"{folder}: {problems[0]}{more}; {fix_hint(folder)}")


def structure_problem(path: str, entry: dict, question_version: int | None = None) -> str | None:
    """What keeps the shard at ``path`` from being the HDF5 file its (checked) entry
    describes, without reading its pictures: it opens as HDF5, its attributes give the
    entry's scenes, its tables hold the entry's scene and view counts, its arrays one image
    per view, and (when given) its questions were built by ``question_version``. A shard cut,
    emptied or replaced by other bytes, with its size and checksum updated in the manifest,
    fails here; bytes changed inside its pictures or records only ``spatial-iq verify`` sees."""
    import h5py

    name = entry["name"]
    views, scenes = entry["view_count"], entry["scene_count"]
    try:
        if not is_regular(path):
            return f"{name}: not a regular file"
        with h5py.File(path, "r") as f:
            check_layout(f)
            attrs = f.attrs
            shapes = {key: f[key].shape for key in ("scenes/meta", "views/meta", "views/instance",
                                                      "views/depth")}
            shapes["rgb"] = f[rgb_key(f)].shape
            first, count = int(attrs["first_scene"]), int(attrs["scene_count"])
            version = int(attrs["question_version"]) if "question_version" in attrs else None
    except Exception as err:  # h5py raises OSError, KeyError, ValueError, ... for a damaged file
        return f"{name}: not a readable shard ({type(err).__name__}: {str(err)[:80]})"
    if (first, count) != (entry["first_scene"], scenes) or shapes["scenes/meta"] != (scenes,) \
            or any(shapes[k][:1] != (views,) for k in ("views/meta", "rgb", "views/instance",
                                                        "views/depth")) \
            or shapes["views/instance"] != shapes["views/depth"] or len(shapes["views/depth"]) != 3:
        return f"{name}: holds other scenes or views than its manifest entry (the file was changed)"
    if question_version is not None and version is not None and version != question_version:
        return f"{name}: questions of question code version {version}, the manifest says {question_version}"
    return None
