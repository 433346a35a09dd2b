"""A shard's records as ``spatial-iq verify`` checks them without re-deriving anything: one
check, shared by ``verify`` (``dataset/verify.py``, which adds the re-derivations) and every
reader (``io/dataset.py``: ``Dataset`` runs ``records_problem`` on a shard the first time it
reads it, after the checksum, and on every shard in ``check_all``).

Invariant: a shard that passes ``records_problem`` has the layout ``ShardWriter`` writes
(``shards.check_layout``); it holds the scene records of exactly its manifest entry's scenes,
each with its blocks a list of cells inside its grid, distinct and without a gap in a
column; for each scene the view records with ids 0..n-1 once each (n: the manifest's views
per scene) and no view record of another scene; every view's ``visible_pixels`` is the
number of pixels of each block in its instance buffer (so that buffer decodes, and names no
block beyond the list), its labels have T1 = S5 + S9, and its PNG picture (``output.rgb=png``)
has the instance buffer's size.

Pictures, depth images and the question table are decoded by the readers that use them,
and a damaged one is one line then; ``export-usd``, which uses none of them, decodes them
all before it writes (``Dataset.check_all(arrays=True)``, ``decode_all``), so that it
refuses what verify cannot read.

What only ``verify`` checks: labels and targets re-derived from the blocks and the instance
buffers, every block determinable from view 0, and the question table's answers. A shard
changed there and re-signed (its size and checksum in the manifest updated to match) still
reads; ``spatial-iq verify`` finds it.
"""

from __future__ import annotations

import io
import json

import numpy as np

from .shards import check_layout, scene_records

# what a tampered record can raise while it is checked; the check reports it as one line
_BROKEN = (KeyError, TypeError, IndexError, AttributeError, ValueError, OSError)


def _short(value, limit: int = 120) -> str:
    text = str(value)
    return text if len(text) <= limit else text[:limit - 3] + "..."


def _is_int(value) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def scene_blocks(scene: dict) -> tuple[np.ndarray | None, str | None]:
    """(the scene's blocks as an (N, 3) array, None) when they are distinct cells of its grid
    resting on the ground or on each other; (blocks, problem) when they overlap or float;
    (None, problem) when they are not cells of the grid at all (nothing more can be checked)."""
    from ..voxel.gravity import has_gaps

    shape = tuple(scene["grid_shape"])  # three sizes of 1..MAX_GRID: shards.scene_records
    raw = scene.get("blocks")
    if not (isinstance(raw, list) and all(isinstance(b, list) and len(b) == 3 and all(map(_is_int, b))
                                          for b in raw)):
        return None, f"blocks {_short(raw, 60)} are not a list of [x, y, z] cells"
    blocks = np.array(raw, dtype=np.int64).reshape(-1, 3)
    if len(blocks) and ((blocks < 0).any() or (blocks >= np.array(shape)).any()):
        return None, f"blocks outside the {shape} grid"
    if len({tuple(b) for b in raw}) != len(raw) or has_gaps(blocks, shape):
        return blocks, "blocks overlap or float (gap in a column)"
    return blocks, None


def view_ids_problem(ids: list, n_views: int) -> str | None:
    """``view ids [0, 1, 3], expected 0..15`` unless ``ids`` are 0..n_views-1, once each."""
    if all(map(_is_int, ids)) and sorted(ids) == list(range(n_views)):
        return None
    shown = sorted(ids) if all(map(_is_int, ids)) else ids
    return f"view ids {_short(shown)}, expected 0..{n_views - 1}"


def pixel_problems(meta: dict, n_blocks: int, instance: np.ndarray) -> tuple[list[str], np.ndarray]:
    """(problems, the pixel count of each block in ``instance``): ids in the instance buffer
    beyond the block list; ``visible_pixels`` other than those counts (NaN, a number too
    big, a list of the wrong length, not a list)."""
    flat = np.asarray(instance).ravel()
    counts = np.bincount(flat[flat != 0], minlength=n_blocks + 1)  # the background left out: 3x faster
    problems = []
    if len(counts) > n_blocks + 1:
        problems.append("instance ids beyond the block list")
        counts = counts[:n_blocks + 1]
    if counts[1:].tolist() != meta.get("visible_pixels"):
        problems.append("visible_pixels differ from the instance buffer")
    return problems, counts[1:]


def sum_problem(labels) -> str | None:
    """``T1 != S5 + S9`` unless the stored count labels add up."""
    try:
        if labels.get("T1") == labels.get("S5", 0) + labels.get("S9", 0):
            return None
    except (AttributeError, TypeError):
        pass
    return "T1 != S5 + S9"


def picture_problem(png: bytes, shape: tuple[int, ...]) -> str | None:
    """``RGB is (32, 32), instance is (64, 64)`` when a stored PNG's size (read from its
    header) is not the instance buffer's."""
    from PIL import Image

    size = Image.open(io.BytesIO(png)).size
    want = tuple(shape[::-1])
    return None if size == want else f"RGB is {size}, instance is {want}"


def shard_record_problems(f, name: str, scene_ids: list[int], n_views: int, first: bool = False) -> list[str]:
    """Every problem of an open shard's records against the invariant of this module (the
    first only, with ``first``), each naming the shard, and the scene and view where it is.
    Raises what a record that is not a record raises (``records_problem`` reports it)."""
    check_layout(f)
    scenes = scene_records(f)
    metas = [json.loads(x) for x in f["views/meta"].asstr()[()]]
    inst = f["views/instance"]
    pngs = f["views/rgb_png"] if "views/rgb_png" in f else None  # arrays: check_layout saw their shape
    problems: list[str] = []

    def found(where: str, problem: str | None) -> bool:
        if problem:
            problems.append(f"{where}: {problem}")
        return bool(first and problems)

    held = [s.get("scene_id") for s in scenes]
    if found(name, None if held == list(scene_ids) else f"holds scenes {_short(held)}, expected "
                                                         f"{_short(list(scene_ids))}"):
        return problems
    by_scene: dict = {}
    for n, meta in enumerate(metas):
        by_scene.setdefault(meta["scene_id"], []).append((n, meta))
    strays = [s for s in by_scene if s not in held]
    stray = f"view records of scene {_short(strays[0], 40)}, which it does not hold" if strays else None
    if found(name, stray):
        return problems
    for scene in scenes:
        where = f"{name} scene {scene['scene_id']}"
        blocks, problem = scene_blocks(scene)
        if found(where, problem):
            return problems
        if blocks is None:
            continue
        views = by_scene.get(scene["scene_id"], [])
        if found(where, view_ids_problem([m["view_id"] for _, m in views], n_views)):
            return problems
        for n, meta in views:
            at = f"{where} view {_short(meta['view_id'], 40)}"
            buffer = inst[n]
            for problem in pixel_problems(meta, len(blocks), buffer)[0] + [sum_problem(meta.get("labels"))]:
                if found(at, problem):
                    return problems
            if pngs is not None and found(at, picture_problem(pngs[n].tobytes(), buffer.shape)):
                return problems
    return problems


def decode_all(f) -> None:
    """Read every stored picture and depth image and the question table of an open shard,
    through their filters; raises what a damaged chunk raises (h5py: ``OSError ... filter
    returned failure``; a question table that is not JSON lines: ``ValueError``)."""
    from .shards import decode_questions

    for key in ("views/rgb", "views/rgb_png", "views/depth"):
        if key in f:
            data = f[key]
            for n in range(data.shape[0]):
                data[n]
    if "questions/jsonl" in f:
        decode_questions(f["questions/jsonl"][()])


def records_problem(path: str, entry: dict, n_views: int, arrays: bool = False) -> str | None:
    """The first problem of the shard at ``path`` (its manifest ``entry`` checked already:
    size and checksum) against this module's invariant, as one line naming it; None when its
    records are what verify would accept short of re-deriving them. ``arrays``: also decode
    every picture, depth image and the question table (``decode_all``), for a command that
    must refuse before it writes anything, though it reads none of them (``export-usd``)."""
    import h5py

    from .manifest import scene_ids

    name = entry["name"]
    try:
        with h5py.File(path, "r") as f:
            problems = shard_record_problems(f, name, list(scene_ids(entry)), n_views, first=True)
            if arrays and not problems:
                decode_all(f)
    except _BROKEN as err:  # h5py raises OSError, KeyError, ValueError, ... for a damaged file
        return f"{name}: cannot be read ({type(err).__name__}: {_short(err, 100)})"
    return problems[0] if problems else None
