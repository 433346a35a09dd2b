"""Clips of voxel scenes for CGDJ: a gravity collapse and an orbit (docs/cgdj.md).

Collapse. The settled scene is an ordinary sampled scene (collapse + pruning against its
primary view, ``voxel.sampling``). Its blocks are then lifted back to "drawn slots": in
every column of height h, h distinct layers are drawn (seeded) from the grid's layers
plus ``headroom`` layers above them (default 4, so that full columns fall too), and
the column's blocks take them in order, so the lowest block gets the lowest slot. On release every block falls
freely, ``d(t) = g t^2 / 2`` with ``g = 9.81 m/s^2 / block_size`` in cells and the clip
played ``slowdown`` times slower than real time, until it reaches its settled layer.
All blocks start together with the same acceleration, so the gap between two blocks of a
column never shrinks before the lower one lands, and they never overlap. The renderer
draws blocks on the lattice, so each frame shows every block at its nearest whole cell
(``round(d)``): motion advances in steps of one block, with free-fall timing. The
camera is fixed, the primary view (view 0) aimed at the box that holds both the slots
and the settled stacks, backed off by width / height for wide frames (the release's
placement assumes square images), so every block stays in frame.

Orbit. The settled scene seen by the view-0 camera while its azimuth turns once, 360
degrees clockwise seen from above, ``n`` frames at ``360 k / n`` degrees.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np

from ..voxel.camera import camera_for
from ..voxel.grid import Scene

G = 9.81
FRAMING = 0.7  # the release leaves a wide margin around the structure; clips use less of it


@dataclass
class Clip:
    frames: list[np.ndarray]
    fps: float
    release: int = 0  # first frame after the blocks are let go
    settled: int = 0  # first frame where nothing moves any more
    cut: int = 0  # first frame of the golden continuation
    camera: object = None  # the fixed camera (collapse) or the first one (orbit)
    grid: object = None  # the lattice the frames were drawn on (with headroom for collapse)


def column_slots(scene: Scene, rng: np.random.Generator, headroom: int = 0) -> np.ndarray:
    """Start layer per block (same order as ``scene.blocks``): for each column, sorted
    distinct layers drawn from the grid's Z layers plus ``headroom`` layers above it."""
    z_layers = scene.grid.shape[2] + int(headroom)
    start = scene.blocks[:, 2].copy()
    for i, j in sorted({(int(a), int(b)) for a, b in scene.blocks[:, :2]}):
        members = np.flatnonzero((scene.blocks[:, 0] == i) & (scene.blocks[:, 1] == j))
        members = members[np.argsort(scene.blocks[members, 2])]
        slots = np.sort(rng.choice(z_layers, size=len(members), replace=False))
        start[members] = slots
    return start


def fall_displacement(t: float, block_size: float, slowdown: float) -> float:
    """Cells fallen ``t`` seconds of clip time after release."""
    g_cells = G / block_size / slowdown ** 2
    return 0.5 * g_cells * t * t


def fall_layers(start: np.ndarray, rest: np.ndarray, t: float, block_size: float,
                slowdown: float) -> np.ndarray:
    """Layer of every block at clip time ``t`` after release (rounded to whole cells)."""
    d = math.floor(fall_displacement(t, block_size, slowdown) + 0.5)
    return np.maximum(start - d, rest)


def _widescreen(view, width: int, height: int):
    """The release places cameras for square images; a wider image has a narrower vertical
    field of view, so the camera backs off by width / height to keep the vertical framing."""
    from ..voxel.camera import ViewSpec

    factor = max(1.0, width / height) * FRAMING
    return ViewSpec(view.base_azimuth, view.offset, view.fov_mult, view.dist_mult * factor)


def _render(renderer, scene: Scene, camera) -> np.ndarray:
    return renderer.render(scene, camera).rgb


def collapse_clip(scene: Scene, rng: np.random.Generator, renderer, *, width: int, height: int,
                  fps: float = 12.0, hold_before_s: float = 0.5, hold_after_s: float = 1.0,
                  slowdown: float = 6.0, cut_fraction: float = 0.5, headroom: int = 4,
                  focal_length: float = 50.0, horizontal_aperture: float = 20.955,
                  view=None) -> tuple[Clip, np.ndarray]:
    """The collapse clip of a settled scene; also returns the start layers."""
    from ..voxel.camera import ViewSpec
    from ..voxel.grid import Grid

    rest = scene.blocks[:, 2]
    start = column_slots(scene, rng, headroom)
    lifted = scene.blocks.copy()
    lifted[:, 2] = start
    x, y, z = scene.grid.shape
    grid = Grid((x, y, z + int(headroom)), scene.grid.block_size)
    lo = grid.cell_min(np.minimum(scene.blocks.min(axis=0), lifted.min(axis=0)))
    hi = grid.cell_min(np.maximum(scene.blocks.max(axis=0), lifted.max(axis=0))) + grid.block_size
    camera = camera_for(lo, hi, _widescreen(view or ViewSpec(), width, height),
                        block_size=grid.block_size, width=width,
                        height=height, focal_length=focal_length, horizontal_aperture=horizontal_aperture)
    layers = [start] * max(1, round(hold_before_s * fps))
    release = len(layers)
    k = 1
    while True:
        now = fall_layers(start, rest, k / fps, grid.block_size, slowdown)
        layers.append(now)
        k += 1
        if np.array_equal(now, rest):
            break
    settled = len(layers) - 1 if not np.array_equal(start, rest) else release
    layers += [rest] * max(1, round(hold_after_s * fps))
    frames = []
    for z in layers:
        blocks = scene.blocks.copy()
        blocks[:, 2] = z
        frames.append(_render(renderer, Scene(grid, blocks, scene.object_type, scene.colours), camera))
    cut = release + max(1, round(cut_fraction * (settled - release))) if settled > release else release
    return Clip(frames, fps, release, settled, min(cut, len(frames) - 1), camera, grid), start


def orbit_clip(scene: Scene, renderer, *, width: int, height: int, fps: float = 12.0,
               seconds: float = 6.0, focal_length: float = 50.0, horizontal_aperture: float = 20.955,
               view=None) -> Clip:
    from ..voxel.camera import ViewSpec

    base = _widescreen(view or ViewSpec(), width, height)
    n = max(2, round(seconds * fps))
    frames, cameras = [], []
    for k in range(n):
        spec = base.rotated(360.0 * k / n)
        camera = camera_for(*scene.bbox(), spec, block_size=scene.grid.block_size, width=width,
                            height=height, focal_length=focal_length,
                            horizontal_aperture=horizontal_aperture)
        frames.append(_render(renderer, scene, camera))
        cameras.append(camera)
    return Clip(frames, fps, 0, 0, n // 2, cameras[0], scene.grid)
