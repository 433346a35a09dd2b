"""Buffers drawn by another engine (Replicator on RTX): map them to the core's conventions and
compare them with the CPU ray caster's.

Labels always come from the core (voxel model + instance buffer), so another backend only
has to hand over an instance buffer with ids b + 1 for block b. ``instance_from_ids`` turns
an engine's raw segmentation ids plus its id -> prim path table into that; ``compare`` says
which blocks two instance buffers disagree on, so a run can report them (rasterisers and
RTX sampling differ on edge pixels, which can flip a block's visibility).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping

import numpy as np

from .base import instance_dtype


def instance_from_ids(ids: np.ndarray, id_to_path: Mapping, n_blocks: int,
                      block_index: Callable[[str], int | None]) -> np.ndarray:
    """Core instance buffer (0 background, b + 1 = block b) from raw engine ids.

    ``id_to_path`` maps each raw id (int or str keys) to a prim path; paths that
    ``block_index`` does not recognise (ground, lights, unlabelled) become background.
    """
    ids = np.asarray(ids)
    lut_keys, lut_vals = [], []
    for key, path in id_to_path.items():
        b = block_index(str(path))
        if b is not None:
            if not 0 <= b < n_blocks:
                raise ValueError(f"prim {path} names block {b}, but the scene has {n_blocks} blocks")
            lut_keys.append(int(key))
            lut_vals.append(b + 1)
    out = np.zeros(ids.shape, instance_dtype(n_blocks))
    if lut_keys:
        keys = np.asarray(lut_keys)
        order = np.argsort(keys)
        keys, vals = keys[order], np.asarray(lut_vals)[order]
        pos = np.clip(np.searchsorted(keys, ids), 0, len(keys) - 1)
        hit = keys[pos] == ids
        out[hit] = vals[pos[hit]]
    return out


def background_depth(depth: np.ndarray, instance: np.ndarray) -> np.ndarray:
    """The core's depth convention: camera-z of the first block, 0 where no block is hit
    (engines report the ground's distance or inf there)."""
    out = np.asarray(depth, dtype=np.float32).copy()
    out[(np.asarray(instance) == 0) | ~np.isfinite(out)] = 0.0
    return out


def compare(reference: np.ndarray, other: np.ndarray, n_blocks: int, min_visible_pixels: int = 1) -> dict:
    """Per-block disagreement between two instance buffers of the same view.

    Returns the number and fraction of pixels whose ids differ, the blocks visible in only
    one of the two (these change labels), and per block the pixel counts where they differ.
    """
    a, b = np.asarray(reference), np.asarray(other)
    if a.shape != b.shape:
        raise ValueError(f"instance buffers differ in shape: {a.shape} vs {b.shape}")
    ca = np.bincount(a.ravel().astype(np.int64), minlength=n_blocks + 1)[1:n_blocks + 1]
    cb = np.bincount(b.ravel().astype(np.int64), minlength=n_blocks + 1)[1:n_blocks + 1]
    va, vb = ca >= min_visible_pixels, cb >= min_visible_pixels
    differ = int((a != b).sum())
    counts = {int(i): [int(ca[i]), int(cb[i])] for i in np.flatnonzero(ca != cb)}
    return {"pixels_differ": differ, "fraction": differ / max(a.size, 1),
            "only_in_reference": np.flatnonzero(va & ~vb).tolist(),
            "only_in_other": np.flatnonzero(vb & ~va).tolist(),
            "count_differs": counts, "agree": not (va ^ vb).any()}
