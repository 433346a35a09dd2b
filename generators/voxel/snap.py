"""Settled rigid-body poses back onto the lattice (the PhysX gravity option, docs/conventions.md).

The Isaac backend may drop blocks as rigid bodies instead of compacting columns; once they
rest, each pose must be a lattice cell again or the sample is rejected. This module is the
engine-free half of that: it takes world positions and rotation matrices (from PhysX, or
from a test) and either returns cells or says why the sample leaves the lattice.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from .gravity import has_gaps
from .grid import Grid


@dataclass(frozen=True)
class Snap:
    cells: np.ndarray | None  # (n, 3) int cells when ok, in the input order
    ok: bool
    reason: str = ""


def snap_to_lattice(positions, rotations, grid: Grid, object_type: str = "cube", *,
                    position_tol: float = 0.1, angle_tol_deg: float = 5.0) -> Snap:
    """Cells of settled blocks, or the first reason they are not on the lattice.

    ``positions`` (n, 3) are block centres in metres, ``rotations`` (n, 3, 3) their world
    rotations. A block is on the lattice when its centre is within ``position_tol`` block
    sizes of a cell centre inside the grid and it is upright: a cube may be turned by any
    multiple of 90 degrees (its rotation is a signed permutation within ``angle_tol_deg``),
    a can only about its vertical axis. Two blocks in one cell, or a block resting on
    nothing, reject the sample too.
    """
    pos = np.asarray(positions, dtype=float).reshape(-1, 3)
    rot = np.asarray(rotations, dtype=float).reshape(-1, 3, 3)
    if len(pos) != len(rot):
        raise ValueError(f"{len(pos)} positions but {len(rot)} rotations")
    s = grid.block_size
    f = (pos - grid.origin) / s - 0.5
    cells = np.round(f).astype(np.int64)
    err = np.abs(f - cells).max(axis=1) if len(pos) else np.zeros(0)
    cos_tol = np.cos(np.radians(angle_tol_deg))
    for b in range(len(pos)):
        if err[b] > position_tol:
            return Snap(None, False, f"block {b} is {err[b]:.2f} block sizes off the nearest cell centre")
        if not _upright(rot[b], object_type, cos_tol):
            return Snap(None, False, f"block {b} is tilted more than {angle_tol_deg:g} degrees "
                                     "off the lattice")
    if len(cells) and (cells.min() < 0 or (cells >= np.array(grid.shape)).any()):
        b = int(np.flatnonzero((cells < 0).any(axis=1) | (cells >= np.array(grid.shape)).any(axis=1))[0])
        return Snap(None, False, f"block {b} settled at cell {cells[b].tolist()}, "
                                 f"outside the {grid.shape} grid")
    if len({tuple(c) for c in cells.tolist()}) != len(cells):
        return Snap(None, False, "two blocks settled in one cell")
    if has_gaps(cells, grid.shape):
        return Snap(None, False, "a block rests on nothing (a gap below it)")
    return Snap(cells, True)


def _upright(r: np.ndarray, object_type: str, cos_tol: float) -> bool:
    if object_type == "can":  # symmetric about its own z axis only: that axis must stay vertical
        return abs(r[2, 2]) >= cos_tol
    a = np.abs(r)  # a signed permutation: one entry near 1 in every row and column
    return bool((a.max(axis=0) >= cos_tol).all() and (a.max(axis=1) >= cos_tol).all())
