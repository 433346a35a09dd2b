"""Phantom blocks: blocks an option draws although the scene has none there, and how much of
each would show in the view (docs/questions.md, "Phantom blocks").

A phantom sits in an empty cell where a block could rest (on the ground or on a block).
Two kinds, named by ``distractors.py``: above a top-layer block (the release's
phantom_above_top) and anywhere else that rest is possible (phantom_block: a block imagined
in a gap, often partly behind the stack). Their pixel area is what the stored camera would
see of each one added alone (``render.cpu.added_cell_pixels``: the pixel centres of the
cell's projected rectangle where it would be nearer than every block, every ``stride``-th
one, scaled by stride squared), so a phantom half hidden behind the stack counts half;
and, by block, the pixels of the view it would cover.

Invariant: areas depend only on the view record (blocks, camera), never on a random draw.
"""

from __future__ import annotations

import numpy as np

STRIDE_PIXELS = 128  # area is counted on every stride-th pixel, stride = min(height, width) // this


class Phantoms:
    """The phantom cells of one view, with their pixel areas and the blocks each may hide.
    Made once per view (``Phantoms.of``)."""

    _last: list = []

    def __init__(self, view: dict):
        from ..voxel.camera import Camera

        self.view = view
        self.camera = Camera.from_dict(view["camera"])
        self.size = float(view["block_size"])
        self.blocks = np.asarray(view["blocks"], np.int64).reshape(-1, 3)
        self.occupied = {tuple(b) for b in self.blocks.tolist()}
        self.visible_set = {int(b) for b in view["targets"]["S5"]}
        self.stride = max(1, min(self.camera.width, self.camera.height) // STRIDE_PIXELS)
        self._seen: dict = {}

    @classmethod
    def of(cls, view: dict) -> Phantoms:
        if not cls._last or cls._last[0].view is not view:
            cls._last[:] = [cls(view)]
        return cls._last[0]

    def above_top(self) -> list[tuple[int, int, int]]:
        """Cells right above each visible top-layer block."""
        return [tuple(int(v) for v in self.blocks[b] + (0, 0, 1)) for b in sorted(self.view["targets"]["S6"])]

    def resting(self) -> list[tuple[int, int, int]]:
        """Every empty cell of the grid's columns where a block could rest (on the ground or
        on a block), up to one layer above the highest block; row-major order."""
        nx, ny = (int(v) for v in self.view["grid_shape"][:2])
        top = int(self.blocks[:, 2].max()) + 1 if len(self.blocks) else 0
        out = []
        for i in range(nx):
            for j in range(ny):
                for k in range(top + 1):
                    if (i, j, k) not in self.occupied and (k == 0 or (i, j, k - 1) in self.occupied):
                        out.append((i, j, k))
        return out

    def smallest_resting(self, n: int, least: float) -> list[tuple[int, int, int]]:
        """The ``n`` resting cells (``resting``) that would show the fewest pixels, at least
        ``least`` each: few, so that a view's options share a few phantom pictures (each is
        re-rendered at export), and small, to give the options of small blocks a smaller side
        (options.AreaRank)."""
        cells = self.resting()
        self.measure(cells)
        shown = [(self._seen[c][0], c) for c in cells if self._seen[c][0] >= least]
        return [c for _, c in sorted(shown)[:n]]

    def phantom(self, cell) -> tuple[float, dict]:
        """(pixels a block added at ``cell`` alone would show, {visible block: its pixels that
        the block would cover})."""
        cell = tuple(int(v) for v in cell)
        if cell not in self._seen:
            self.measure([cell])
        return self._seen[cell]

    def measure(self, cells) -> None:
        """Measure every cell not measured yet, in one pass of the renderer's kernel."""
        from ..render.cpu import added_cell_pixels
        from ..voxel.grid import Grid, Scene

        new = [tuple(int(v) for v in c) for c in dict.fromkeys(cells) if tuple(c) not in self._seen]
        if not new:
            return
        scene = Scene(Grid(tuple(self.view["grid_shape"]), self.size), self.blocks, self.view["object_type"])
        pixels = added_cell_pixels(scene, self.camera, np.array(new), self.stride)
        for cell, row in zip(new, pixels):
            # Scene keeps blocks in (i, j, k) order, as the view does: column b + 1 is block b
            covers = {int(b): float(n) for b, n in enumerate(row[1:]) if n and b in self.visible_set}
            self._seen[cell] = (float(row.sum()), covers)


def phantom_area(view: dict, cell) -> float:
    """Pixels a block drawn at grid cell ``cell`` alone would show in the view."""
    return Phantoms.of(view).phantom(cell)[0]
