"""What a view can know: visible blocks, downward closure, pruning (docs/conventions.md).

A block is visible when at least ``min_visible_pixels`` pixel centres see it first.
Under gravity a hidden block that holds up a visible one must exist, so the
determinable set of a view is its visible blocks plus everything beneath them; a hidden
block that supports nothing visible cannot be known from that image.
"""

from __future__ import annotations

import numpy as np


def visible_mask(pixel_counts: np.ndarray, min_visible_pixels: int = 1) -> np.ndarray:
    return np.asarray(pixel_counts) >= max(1, int(min_visible_pixels))


def downward_closure(blocks: np.ndarray, seeds: np.ndarray) -> np.ndarray:
    """Mask of blocks that are seeds or sit directly under a block in the result.

    The chain runs through direct contact only: a block below an empty cell is not held
    up by anything above it (stacks from ``gravity.collapse`` have no such gaps).
    """
    blocks = np.asarray(blocks).reshape(-1, 3)
    keep = np.asarray(seeds, dtype=bool).copy()
    where = {tuple(b): n for n, b in enumerate(blocks.tolist())}
    for n in np.argsort(-blocks[:, 2], kind="stable"):
        i, j, k = blocks[n].tolist()
        above = where.get((i, j, k + 1))
        if above is not None and keep[above]:
            keep[n] = True
    return keep


def determinable(blocks: np.ndarray, pixel_counts: np.ndarray, min_visible_pixels: int = 1):
    """(visible mask, D_v mask) of one view."""
    vis = visible_mask(pixel_counts, min_visible_pixels)
    return vis, downward_closure(blocks, vis)
