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
import re
import subprocess

from ..config import MAX_SCENES
from .atomic import atomic_open, temp_prefix

MANIFEST = "manifest.json"
SHARD_NAME = re.compile(r"shard-\d{5}\.h5")
SHA256 = re.compile(r"[0-9a-f]{64}")
MAX_FILE_BYTES = 1 << 50
MAX_VIEWS_PER_SCENE = 1 << 20
# keys of a shard entry renamed by schema 3: old name -> current name
_ENTRY_RENAMES = {"n_scenes": "scene_count", "n_views": "view_count"}


def write_json(path: str, obj, tag: str = "") -> None:
    """Write JSON atomically (a new temporary file, then rename: ``io/atomic.py``); a failure
    (a full disk) leaves the old file, if any, and no temporary."""
    with atomic_open(path, "w", prefix=temp_prefix(path, tag)) as fh:
        json.dump(obj, fh, indent=1, sort_keys=True)


def _int(value, low: int, high: int) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and low <= value <= high


def entry_shape_problem(entry) -> str | None:
    """What keeps one shard entry (today's key names) from being one: types and ranges."""
    if not isinstance(entry, dict):
        return f"has a shard entry that is not one ({str(entry)[:60]})"
    name = entry.get("name")
    if not (isinstance(name, str) and SHARD_NAME.fullmatch(name)):
        return f"has a shard entry whose name {str(name)[:40]!r} is not a shard name (shard-NNNNN.h5)"
    sha = entry.get("sha256")
    checks = (("bytes", _int(entry.get("bytes"), 0, MAX_FILE_BYTES)),
              ("sha256", isinstance(sha, str) and SHA256.fullmatch(sha) is not None),
              ("first_scene", _int(entry.get("first_scene"), 0, MAX_SCENES)),
              ("scene_count", _int(entry.get("scene_count"), 1, MAX_SCENES)),
              ("view_count", _int(entry.get("view_count"), 1, MAX_SCENES * MAX_VIEWS_PER_SCENE)))
    for key, ok in checks:
        if not ok:
            return f"{name}: {key} {str(entry.get(key))[:40]!r} is not a valid {key}"
    return None


def manifest_problem(manifest) -> str | None:
    """What keeps a manifest from describing a dataset's shards (None if nothing): every
    field a reader uses has its type and range, the shards are listed once each, in order,
    cover scenes 0..n_scenes-1 without gap, and the counts add up. Numbers are checked
    before anything is sized by them (a ``n_scenes`` of 1e30 is refused, never planned)."""
    if not isinstance(manifest, dict):
        return "is not a manifest"
    config, counts, shards = manifest.get("config"), manifest.get("counts"), manifest.get("shards")
    if not isinstance(config, dict):
        return "no config"
    if not isinstance(counts, dict) or not isinstance(shards, list):
        return "missing or malformed field (counts, shards)"
    n_scenes, output = config.get("n_scenes"), config.get("output")
    if not _int(n_scenes, 1, MAX_SCENES):
        return f"config lacks what the shards need (n_scenes {str(n_scenes)[:40]!r})"
    if not (isinstance(output, dict) and _int(output.get("scenes_per_shard"), 1, MAX_SCENES)
            and isinstance(config.get("camera"), dict)):
        return "config lacks what the shards need (output.scenes_per_shard, camera)"
    per_scene, views = counts.get("views_per_scene"), counts.get("views")
    if not (_int(per_scene, 1, MAX_VIEWS_PER_SCENE) and _int(views, 0, MAX_SCENES * MAX_VIEWS_PER_SCENE)):
        return "missing or malformed field (counts.views, counts.views_per_scene)"
    if not shards:
        return "lists no shards"
    if len(shards) > n_scenes:
        return "counts that do not add up (more shards than scenes)"
    entries = []
    for raw in shards:
        entry = shard_entry(raw) if isinstance(raw, dict) else raw
        problem = entry_shape_problem(entry)
        if problem:
            return problem
        entries.append(entry)
    if len({e["name"] for e in entries}) != len(entries):
        return "counts that do not add up (a shard is listed twice)"
    first = 0
    for e in entries:
        if e["first_scene"] != first or e["view_count"] != e["scene_count"] * per_scene:
            return (f"counts that do not add up ({e['name']}: scenes from {e['first_scene']}, "
                    f"expected {first})")
        first += e["scene_count"]
    if first != n_scenes or sum(e["view_count"] for e in entries) != views:
        return f"counts that do not add up ({first} scenes and {views} views listed for n_scenes={n_scenes})"
    if "questions" in manifest and not isinstance(manifest["questions"], dict):
        return "missing or malformed field (questions)"
    return None


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
