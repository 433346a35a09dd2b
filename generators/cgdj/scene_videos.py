"""Clips of voxel scenes for CGDJ: a gravity collapse and an orbit (docs/cgdj.md).

Collapse. The settled scene is an ordinary sampled scene (collapse + pruning against its
primary view, ``voxel.sampling``). Its blocks are then lifted back to "drawn slots": in
every column of height h, h distinct layers are drawn (seeded) from the grid's layers
plus ``headroom`` layers above them (default 4, so that full columns fall too), and
the column's blocks take them in order, so the lowest block gets the lowest slot. On
release every block falls freely, ``d(t) = g t^2 / 2`` with ``g = 9.81 m/s^2 / block_size``
in cells and the clip played ``slowdown`` times slower than real time, until it reaches
its settled layer. All blocks start together with the same acceleration, so the gap
between two blocks of a column never shrinks before the lower one lands, and they never
overlap. The renderer draws blocks on the lattice, so each frame shows every block at
its nearest whole cell (``round(d)``): motion advances in steps of one block, with
free-fall timing. The cut (the first frame of the golden continuation) is the first
frame at which the blocks have fallen ``cut_fraction`` of the longest fall, so the
frames before it already show the blocks on their way down.

Framing. The camera looks along the primary view's direction (view 0) at the blocks, at
every position the clip shows them in (from slot to rest; for the orbit, from every
azimuth), placed so that their projection is centred and fills ``fill`` of the frame in
its tighter dimension (``fitted_camera``): in the flattened grid's small cells the
structure takes most of the cell.

Orbit. The settled scene while the view-0 camera's azimuth turns once, 360 degrees
clockwise seen from above, ``n`` frames at ``360 k / n`` degrees, all at one distance
(the largest any azimuth needs), each frame centred.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

import numpy as np

from ..voxel.camera import Camera, camera_for
from ..voxel.grid import Scene

G = 9.81


@dataclass
class Clip:
    frames: list[np.ndarray]
    fps: float
    release: int = 0  # first frame after the blocks are let go
    settled: int = 0  # first frame where nothing moves any more
    cut: int = 0  # first frame of the golden continuation
    camera: object = None  # the fixed camera (collapse) or the first one (orbit)
    cameras: list = field(default_factory=list)  # the camera of every frame
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


def _frame_extent(camera, corners: np.ndarray) -> tuple[float, float, float]:
    """(extent, du, dv): how much of the frame the projected corners fill (1 = touching
    the tighter border, measured from the centre), and their box's centre offset in px."""
    uv = camera.project(corners)
    if (uv[:, 2] <= 0).any():
        return float("inf"), 0.0, 0.0
    (u0, v0), (u1, v1) = uv[:, :2].min(axis=0), uv[:, :2].max(axis=0)
    cx, cy = camera.width / 2.0, camera.height / 2.0
    du, dv = (u0 + u1) / 2.0 - cx, (v0 + v1) / 2.0 - cy
    return max((u1 - u0) / camera.width, (v1 - v0) / camera.height), du, dv


def block_corners(grid, cells_lo: np.ndarray, cells_hi: np.ndarray | None = None) -> np.ndarray:
    """World corners of the boxes spanning cells ``cells_lo[i]`` .. ``cells_hi[i]`` (one
    cell each when ``cells_hi`` is None): everything a clip shows of each block."""
    cells_hi = cells_lo if cells_hi is None else cells_hi
    lo = grid.cell_min(np.minimum(cells_lo, cells_hi))
    hi = grid.cell_min(np.maximum(cells_lo, cells_hi)) + grid.block_size
    pick = np.array([[x, y, z] for x in (0, 1) for y in (0, 1) for z in (0, 1)], bool)
    return np.concatenate([np.where(p, hi, lo) for p in pick])


def fitted_camera(points: np.ndarray, spec, *, width: int, height: int, fill: float = 0.9,
                  block_size: float, focal_length: float = 50.0, horizontal_aperture: float = 20.955,
                  distance: float | None = None):
    """A camera looking along ``spec``'s direction (as ``camera_for`` places it, aimed at
    the points' box) whose view of ``points`` is centred and spans ``fill`` of the frame's
    width or height, whichever is tighter; ``distance`` fixes the distance instead."""
    corners = np.asarray(points, float)
    lo, hi = corners.min(axis=0), corners.max(axis=0)
    base = camera_for(lo, hi, spec, block_size=block_size, width=width, height=height,
                      focal_length=focal_length, horizontal_aperture=horizontal_aperture)
    away = base.position - base.look_at
    away /= np.linalg.norm(away)
    target = base.look_at.copy()

    def make(d: float, t: np.ndarray):
        return Camera(t + away * d, t, base.up, width, height, base.focal_length, base.horizontal_aperture,
                      base.spec)

    near = float(np.linalg.norm(hi - lo)) / 2.0 + block_size  # outside the box
    d = distance
    for _ in range(3):  # fit the distance, then centre the box, twice over
        if distance is None:
            a, b = near, near * 64.0
            for _ in range(60):
                mid = (a + b) / 2.0
                a, b = (mid, b) if _frame_extent(make(mid, target), corners)[0] > fill else (a, mid)
            d = b
        cam = make(d, target)
        _, du, dv = _frame_extent(cam, corners)
        right, down = cam.rotation[0], cam.rotation[1]
        target = target + (right * du + down * dv) * d / cam.fx
    return make(d, target)


def _render(renderer, scene: Scene, camera) -> np.ndarray:
    return renderer.render(scene, camera).rgb


def collapse_clip(scene: Scene, rng: np.random.Generator, renderer, *, width: int, height: int,
                  fps: float = 12.0, hold_before_s: float = 0.5, hold_after_s: float = 1.0,
                  slowdown: float = 6.0, cut_fraction: float = 0.5, headroom: int = 4,
                  focal_length: float = 50.0, horizontal_aperture: float = 20.955,
                  view=None, fill: float = 0.9) -> tuple[Clip, np.ndarray]:
    """The collapse clip of a settled scene; also returns the start layers."""
    from ..voxel.camera import ViewSpec
    from ..voxel.grid import Grid

    rest = scene.blocks[:, 2]
    start = column_slots(scene, rng, headroom)
    lifted = scene.blocks.copy()
    lifted[:, 2] = start
    x, y, z = scene.grid.shape
    grid = Grid((x, y, z + int(headroom)), scene.grid.block_size)
    camera = fitted_camera(block_corners(grid, scene.blocks, lifted), view or ViewSpec(), width=width,
                           height=height, fill=fill, block_size=grid.block_size, focal_length=focal_length,
                           horizontal_aperture=horizontal_aperture)
    layers = [start] * max(1, round(hold_before_s * fps))
    release = len(layers)
    longest = int((start - rest).max()) if len(rest) else 0
    cut = None
    k = 1
    while True:
        now = fall_layers(start, rest, k / fps, grid.block_size, slowdown)
        layers.append(now)
        if cut is None and fall_displacement(k / fps, grid.block_size, slowdown) >= cut_fraction * longest:
            cut = len(layers) - 1
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
    cut = min(max(cut or release, release + 1), settled) if settled > release else release
    return Clip(frames, fps, release, settled, min(cut, len(frames) - 1), camera=camera, grid=grid,
                cameras=[camera] * len(frames)), start


def orbit_clip(scene: Scene, renderer, *, width: int, height: int, fps: float = 12.0,
               seconds: float = 6.0, focal_length: float = 50.0, horizontal_aperture: float = 20.955,
               view=None, fill: float = 0.9) -> Clip:
    from ..voxel.camera import ViewSpec

    base = view or ViewSpec()
    n = max(2, round(seconds * fps))
    corners = block_corners(scene.grid, scene.blocks) if scene.n_blocks else np.array(scene.bbox())
    lens = dict(width=width, height=height, fill=fill, block_size=scene.grid.block_size,
                focal_length=focal_length, horizontal_aperture=horizontal_aperture)
    specs = [base.rotated(360.0 * k / n) for k in range(n)]
    distance = max(float(np.linalg.norm(c.position - c.look_at))
                   for c in (fitted_camera(corners, spec, **lens) for spec in specs))
    cameras = [fitted_camera(corners, spec, distance=distance, **lens) for spec in specs]
    frames = [_render(renderer, scene, camera) for camera in cameras]
    return Clip(frames, fps, 0, 0, n // 2, camera=cameras[0], grid=scene.grid, cameras=cameras)
