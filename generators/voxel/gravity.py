"""Gravity collapse by column compaction: every column becomes a gap-free stack from the ground.

This is the discrete stand-in for dropping rigid bodies and letting them settle on a
lattice (the Isaac backend may do the latter with PhysX and snap to the lattice).
"""

from __future__ import annotations

import numpy as np


def collapse(cells: np.ndarray, shape: tuple[int, int, int]) -> np.ndarray:
    """Let each (i, j, k) cell fall to the top of its column; returns the settled cells."""
    cells = np.asarray(cells, dtype=np.int64).reshape(-1, 3)
    heights = np.zeros(shape[:2], dtype=np.int64)
    np.add.at(heights, (cells[:, 0], cells[:, 1]), 1)
    return stacks_from_heights(heights)


def stacks_from_heights(heights: np.ndarray) -> np.ndarray:
    """Cells of gap-free stacks with the given (X, Y) column heights, in (i, j, k) order."""
    i, j = np.nonzero(heights)
    out = [(a, b, k) for a, b in zip(i.tolist(), j.tolist()) for k in range(int(heights[a, b]))]
    return np.array(out, dtype=np.int64).reshape(-1, 3)


def column_heights(blocks: np.ndarray, shape: tuple[int, int, int]) -> np.ndarray:
    heights = np.zeros(shape[:2], dtype=np.int64)
    blocks = np.asarray(blocks).reshape(-1, 3)
    np.maximum.at(heights, (blocks[:, 0], blocks[:, 1]), blocks[:, 2] + 1)
    return heights


def has_gaps(blocks: np.ndarray, shape: tuple[int, int, int]) -> bool:
    """True if some block is not resting on the ground or on another block."""
    occ = np.zeros(shape, dtype=bool)
    blocks = np.asarray(blocks).reshape(-1, 3)
    occ[tuple(blocks.T)] = True
    return bool((occ[:, :, 1:] & ~occ[:, :, :-1]).any())
