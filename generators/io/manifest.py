"""The manifest of a dataset folder and the provenance every written dataset carries.

``manifest.json`` is written last, once everything it lists is complete: its presence
means "finished". It holds the schema version, the package version and git commit that
wrote the data, the resolved config, the counts, and one entry per shard::

    {"name": "shard-00000.h5", "first_scene": 0, "scene_count": 16, "view_count": 256,
     "sha256": "...", "bytes": 2211840}

Schema 3 renamed the per-shard ``n_scenes``/``n_views`` of schema 1-2 (``n_scenes`` is
the dataset's total in the config); ``shard_entries`` reads both.
"""

from __future__ import annotations

import json
import os
import subprocess

MANIFEST = "manifest.json"
# keys of a shard entry renamed by schema 3: old name -> current name
_ENTRY_RENAMES = {"n_scenes": "scene_count", "n_views": "view_count"}


def write_json(path: str, obj, tag: str = "") -> None:
    """Write JSON atomically (temporary name, then rename); a failure (a full disk) leaves
    the old file, if any, and no temporary."""
    tmp = f"{path}.tmp{tag}"
    try:
        with open(tmp, "w") as fh:
            json.dump(obj, fh, indent=1, sort_keys=True)
        os.replace(tmp, path)
    except BaseException:
        if os.path.exists(tmp):
            os.remove(tmp)
        raise


def shard_entry(entry: dict) -> dict:
    """A shard entry with the current key names, whichever schema wrote it."""
    return {_ENTRY_RENAMES.get(k, k): v for k, v in entry.items()}


def shard_entries(manifest: dict) -> list[dict]:
    return [shard_entry(e) for e in manifest.get("shards", [])]


def scene_ids(entry: dict) -> range:
    """The scene ids a shard entry holds."""
    return range(int(entry["first_scene"]), int(entry["first_scene"]) + int(entry["scene_count"]))


def provenance() -> dict:
    """``package_version`` and ``git_commit`` (None outside a git checkout) of this code."""
    from .. import __version__

    return {"package_version": __version__, "git_commit": _git_commit()}


def _git_commit() -> str | None:
    try:
        here = os.path.dirname(os.path.abspath(__file__))
        out = subprocess.run(["git", "-C", here, "rev-parse", "HEAD"], capture_output=True,
                             text=True, timeout=5)
        return out.stdout.strip() or None if out.returncode == 0 else None
    except (OSError, subprocess.SubprocessError):
        return None
