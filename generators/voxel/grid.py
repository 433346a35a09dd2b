"""The voxel lattice and the scene that lives on it.

A scene is plain data (Kubric-style): which cells hold a block, what the blocks look
like, and where the randomness came from. Renderers and labellers read it; nothing
here knows about an engine.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import numpy as np

OBJECT_TYPES = ("cube", "box", "can")


@dataclass(frozen=True)
class Grid:
    """X columns x Y rows x Z layers of cells with edge ``block_size`` metres.

    The grid is centred on the origin in x and y and rests on the ground plane z = 0.
    """

    shape: tuple[int, int, int] = (4, 4, 4)
    block_size: float = 0.1

    def __post_init__(self) -> None:
        shape = tuple(int(v) for v in self.shape)
        if len(shape) != 3 or min(shape) < 1:
            raise ValueError(f"grid shape must be three positive integers, got {self.shape!r}")
        if not self.block_size > 0:
            raise ValueError(f"block_size must be positive, got {self.block_size!r}")
        object.__setattr__(self, "shape", shape)

    @property
    def capacity(self) -> int:
        x, y, z = self.shape
        return x * y * z

    @property
    def origin(self) -> np.ndarray:
        """World position of the minimum corner of cell (0, 0, 0)."""
        x, y, _ = self.shape
        s = self.block_size
        return np.array([-x * s / 2.0, -y * s / 2.0, 0.0])

    def cell_min(self, ijk: np.ndarray) -> np.ndarray:
        return self.origin + np.asarray(ijk, dtype=np.float64) * self.block_size

    def cell_centre(self, ijk: np.ndarray) -> np.ndarray:
        return self.cell_min(ijk) + self.block_size / 2.0


def block_order(blocks: np.ndarray) -> np.ndarray:
    """The order ``Scene`` keeps its blocks in (by x, then y, then z): ``Scene(grid,
    blocks).blocks == blocks[block_order(blocks)]``, so instance id i + 1 of a render of it is
    the block ``blocks[block_order(blocks)[i]]``."""
    blocks = np.asarray(blocks, np.int64).reshape(-1, 3)
    return np.lexsort((blocks[:, 2], blocks[:, 1], blocks[:, 0]))


@dataclass
class Scene:
    """Blocks on a grid, in canonical (i, j, k) lexicographic order.

    Block b has instance id b + 1 in every instance buffer; 0 is background. ``meta``
    holds how the sampler got here (``target_count``, ``attempts``).
    """

    grid: Grid
    blocks: np.ndarray  # (n, 3) int, cell indices
    object_type: str = "cube"
    colours: np.ndarray | None = None  # (n, 3) float in [0, 1], per-block palette colours
    scene_id: int = 0
    seed: int = 0
    meta: dict = field(default_factory=dict)

    def __post_init__(self) -> None:
        if self.object_type not in OBJECT_TYPES:
            raise ValueError(
                f"unknown object type {self.object_type!r}; choose one of {', '.join(OBJECT_TYPES)}"
            )
        blocks = np.asarray(self.blocks, dtype=np.int64).reshape(-1, 3)
        order = block_order(blocks)
        self.blocks = blocks[order]
        if self.colours is not None:
            self.colours = np.asarray(self.colours, dtype=np.float64).reshape(-1, 3)[order]
        shape = np.array(self.grid.shape)
        if len(self.blocks) and (self.blocks.min() < 0 or (self.blocks >= shape).any()):
            raise ValueError(f"blocks outside the {self.grid.shape} grid")
        if len({tuple(b) for b in self.blocks.tolist()}) != len(self.blocks):
            raise ValueError("two blocks share a cell")

    @property
    def n_blocks(self) -> int:
        return len(self.blocks)

    def index_grid(self) -> np.ndarray:
        """(X, Y, Z) int32 array: block index + 1 per cell, 0 where empty."""
        grid = np.zeros(self.grid.shape, dtype=np.int32)
        if self.n_blocks:
            i, j, k = self.blocks.T
            grid[i, j, k] = np.arange(1, self.n_blocks + 1, dtype=np.int32)
        return grid

    def bbox(self) -> tuple[np.ndarray, np.ndarray]:
        """World-space min and max corners of the occupied cells (the whole grid if empty)."""
        if self.n_blocks == 0:
            lo, hi = np.zeros(3, dtype=np.int64), np.array(self.grid.shape) - 1
        else:
            lo, hi = self.blocks.min(axis=0), self.blocks.max(axis=0)
        return self.grid.cell_min(lo), self.grid.cell_min(hi) + self.grid.block_size

    def with_blocks(self, keep: np.ndarray) -> Scene:
        """A copy holding only the blocks whose indices are in ``keep``."""
        keep = np.sort(np.asarray(keep, dtype=np.int64))
        colours = None if self.colours is None else self.colours[keep]
        return Scene(self.grid, self.blocks[keep], self.object_type, colours,
                     self.scene_id, self.seed, dict(self.meta))

    def to_record(self) -> dict:
        """The scene as plain JSON data: the scene fields of every view record
        (docs/conventions.md, "On disk")."""
        return {
            "scene_id": self.scene_id, "seed": self.seed, "grid_shape": list(self.grid.shape),
            "block_size": self.grid.block_size, "grid_origin": self.grid.origin.tolist(),
            "blocks": self.blocks.tolist(), "object_type": self.object_type,
            "colours": None if self.colours is None else np.round(self.colours, 6).tolist(),
            "target_count": self.meta.get("target_count"), "attempts": self.meta.get("attempts"),
        }

    @classmethod
    def from_record(cls, record: dict) -> Scene:
        """The scene of a record written by ``to_record`` (or any view record, which carries
        the scene fields)."""
        grid = Grid(tuple(record["grid_shape"]), float(record["block_size"]))
        meta = {k: record[k] for k in ("target_count", "attempts") if record.get(k) is not None}
        return cls(grid, np.asarray(record["blocks"], dtype=np.int64).reshape(-1, 3), record["object_type"],
                   record.get("colours"), int(record.get("scene_id", 0)), int(record.get("seed", 0)), meta)
