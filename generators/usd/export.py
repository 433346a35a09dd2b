"""``spatial-iq export-usd``: one ``.usda`` per scene of a generated dataset, plus its labels.

Only the JSON tables of each shard are used (no PNG decoding); before anything is written,
every shard is checked as ``spatial-iq verify`` checks it short of re-deriving labels and
questions (``Dataset.check_all(arrays=True)``: checksums, records, and every stored array
and question table decoded, ``io/records.py``), so a shard changed and re-signed to match
is refused, not exported.
Each scene gives ``scene-NNNNNN.usda`` (blocks, materials, semantics, physics, lights and
one camera per view, ``usd/scene.py``) and ``scene-NNNNNN.labels.json`` (per
view: K, world-to-camera, visible pixels, labels, targets). The folder is written under
a temporary name and renamed when complete; an existing folder is never overwritten.
"""

from __future__ import annotations

import json
import os
import shutil
from collections.abc import Iterator

from .scene import camera_path, write_usda

_VIEW_KEYS = ("view_id", "camera", "visible_pixels", "labels", "targets")


def scene_metas(dataset) -> Iterator[tuple[dict, list[dict]]]:
    """(scene record, its view records without arrays) for every scene, in order."""
    import h5py

    from ..io.shards import scene_records

    for path in dataset.shard_paths:
        with h5py.File(path, "r") as f:
            scenes = scene_records(f)  # grids bounded, today's key names
            views = [json.loads(x) for x in f["views/meta"].asstr()[()]]
        for scene in scenes:
            yield scene, [v for v in views if v["scene_id"] == scene["scene_id"]]


def labels_json(scene: dict, views: list[dict]) -> dict:
    """The side-car of one scene: its record and, per view, where its camera prim is."""
    return {"scene": scene,
            "views": [{**{k: v[k] for k in _VIEW_KEYS}, "camera_prim": camera_path(int(v["view_id"]))}
                      for v in views]}


def export_usd(dataset_path: str, out: str, limit: int | None = None) -> int:
    """Write the USD export of a dataset into the new folder ``out``; returns scenes written.

    Everything is checked before anything is written: ``--limit`` (0 or more), ``out`` (new,
    in a folder that exists) and every shard against the manifest's checksums, its records
    and its arrays (a damaged dataset is one line naming the shard and ``spatial-iq verify``).
    Scenes go to a staging folder beside ``out`` (umask permissions) that is renamed when
    complete and removed on any failure."""
    from ..io.atomic import temp_dir
    from ..io.dataset import open_dataset

    if limit is not None and limit < 0:
        raise ValueError(f"--limit {limit}: must be 0 or more (leave it out for every scene)")
    ds = open_dataset(dataset_path)
    if os.path.lexists(out):
        raise ValueError(f"--out {out}: already exists; choose a new folder (nothing is overwritten)")
    parent = os.path.dirname(os.path.abspath(out))
    if not os.path.isdir(parent):
        raise ValueError(f"--out {out}: folder {parent} does not exist; create it or choose another path")
    ds.check_all(arrays=True)  # checksums, records, every array decoded: before anything is written
    tmp = temp_dir(parent, f".{os.path.basename(os.path.abspath(out))}.tmp-")
    n = 0
    try:
        for scene, views in scene_metas(ds):
            if limit is not None and n >= limit:
                break
            stem = os.path.join(tmp, f"scene-{int(scene['scene_id']):06d}")
            write_usda(stem + ".usda", scene, views)
            with open(stem + ".labels.json", "w") as fh:
                json.dump(labels_json(scene, views), fh, separators=(",", ":"))
            n += 1
        os.rename(tmp, out)  # never over a folder that appeared meanwhile (rename fails on a non-empty one)
    finally:
        if os.path.exists(tmp):
            shutil.rmtree(tmp)
    return n
