"""HDF5 shards: one file per run of consecutive scenes, written whole or not at all.

Layout (schema 1)::

    /            attrs: schema_version, first_scene, n_scenes
    /scenes/meta (S,) JSON per scene: scene_id, seed, grid_shape, block_size, grid_origin,
                 blocks, object_type, colors, target_count, attempts
    /views/meta  (V,) JSON per view: scene_id, view_id, camera, visible_pixels, labels, targets
    /views/rgb_png  (V,) PNG bytes
    /views/instance (V, H, W) uint8/uint16, one chunk per view
    /views/depth    (V, H, W) float32, one chunk per view, byte-shuffled

JSON keeps the nested per-view records readable by any HDF5 tool; big arrays are
chunked per view so reading one view touches one chunk. Files are written under a
temporary name and renamed when closed, so a crash never leaves a file that looks done.
"""

from __future__ import annotations

import hashlib
import json
import os

import h5py
import numpy as np

from . import png

SCHEMA_VERSION = 1
_STR = h5py.string_dtype("utf-8")
_BYTES = h5py.vlen_dtype(np.uint8)


def _compression(name: str) -> dict:
    """deflate level 1. Not lzf: h5py's lzf filter leaves its hash table uninitialised, so
    the same array compresses to different bytes in different processes."""
    return {} if name == "none" else {"compression": "gzip", "compression_opts": 1}


def write_shard(path: str, scenes: list[dict], views: list[dict], *, compression: str = "gzip",
                png_level: int = 1, tmp_suffix: str = ".tmp") -> dict:
    """Write one shard atomically; returns its manifest entry (name, counts, sha256, bytes)."""
    tmp = path + tmp_suffix
    h, w = views[0]["instance"].shape
    idtype = max((v["instance"].dtype for v in views), key=lambda d: d.itemsize)
    try:
        with h5py.File(tmp, "w", libver="v110", track_order=False) as f:
            f.attrs["schema_version"] = SCHEMA_VERSION
            f.attrs["first_scene"] = int(scenes[0]["scene_id"])
            f.attrs["n_scenes"] = len(scenes)
            f.create_dataset("scenes/meta", data=[_dumps(s) for s in scenes], dtype=_STR)
            meta = [_dumps({k: v for k, v in r.items() if k not in ("rgb", "instance", "depth")})
                    for r in views]
            f.create_dataset("views/meta", data=meta, dtype=_STR)
            pngs = f.create_dataset("views/rgb_png", (len(views),), dtype=_BYTES)
            for n, r in enumerate(views):
                pngs[n] = np.frombuffer(png.encode(r["rgb"], png_level), dtype=np.uint8)
            kw = dict(chunks=(1, h, w), **_compression(compression))
            inst = f.create_dataset("views/instance", (len(views), h, w), dtype=idtype, **kw)
            # byte-shuffling the floats first makes deflate shrink depth by almost half
            depth = f.create_dataset("views/depth", (len(views), h, w), dtype=np.float32,
                                     shuffle=compression != "none", **kw)
            for n, r in enumerate(views):
                inst[n] = r["instance"]
                depth[n] = r["depth"]
        os.replace(tmp, path)
    except BaseException:
        if os.path.exists(tmp):
            os.remove(tmp)
        raise
    return {"name": os.path.basename(path), "first_scene": int(scenes[0]["scene_id"]),
            "n_scenes": len(scenes), "n_views": len(views), "sha256": sha256(path),
            "bytes": os.path.getsize(path)}


def read_shard(path: str):
    """Yield view records (dicts with the SPEC section 6 keys) from one shard, in order."""
    with h5py.File(path, "r") as f:
        scenes = {s["scene_id"]: s for s in (json.loads(x) for x in f["scenes/meta"].asstr()[()])}
        metas = f["views/meta"].asstr()[()]
        pngs, inst, depth = f["views/rgb_png"], f["views/instance"], f["views/depth"]
        for n, text in enumerate(metas):
            view = json.loads(text)
            record = dict(scenes[view["scene_id"]])
            record.update(view)
            record["rgb"] = png.decode(pngs[n].tobytes())
            record["instance"] = inst[n]
            record["depth"] = depth[n]
            yield record


def sha256(path: str) -> str:
    digest = hashlib.sha256()
    with open(path, "rb") as fh:
        for block in iter(lambda: fh.read(1 << 20), b""):
            digest.update(block)
    return digest.hexdigest()


def _dumps(obj) -> str:
    return json.dumps(obj, sort_keys=True, separators=(",", ":"))
