"""The default backend: the embedded CPU ray caster (numba, or numpy when numba is missing)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import numpy as np

from .base import Renderer, RenderResult, finish, instance_dtype, scanline_image
from .jit import HAVE_NUMBA
from .kernels import SHAPE_BOX, SHAPE_CAN
from .materials import FILL_LIGHT, KEY_LIGHT, LIGHTING, MATERIAL_CODE, block_albedo
from .numpy_raycast import render_numpy
from .raycast import (
    MASK_PIXELS,
    count_ids,
    count_kernel,
    edit_kernel,
    rects_kernel,
    render_instances,
    shade_centres,
    shade_edges,
)

if TYPE_CHECKING:
    from ..voxel.camera import Camera
    from ..voxel.grid import Scene


# ``render.backend`` names of this renderer: numba's kernels, the numpy reference, or numba
# when it is installed and numpy otherwise
CPU_BACKENDS = ("auto", "numba", "numpy")


class CpuRenderer(Renderer):
    """Ray-cast renderer; ``backend`` is one of CPU_BACKENDS."""

    def __init__(self, backend: str = "auto", shadows: bool = True, antialias: bool = True):
        if backend not in CPU_BACKENDS:
            raise ValueError(f"unknown CPU backend {backend!r}; choose {', '.join(CPU_BACKENDS)}")
        if backend == "numba" and not HAVE_NUMBA:
            raise RuntimeError("render.backend=numba but numba is not installed: "
                               "pip install numba, or use render.backend=numpy")
        self.backend = ("numba" if HAVE_NUMBA else "numpy") if backend == "auto" else backend
        self.name = f"cpu-{self.backend}"
        self.shadows = shadows
        self.antialias = antialias

    def render(self, scene: Scene, camera: Camera, *, rgb: bool = True, stride: int = 1) -> RenderResult:
        """Render a view. ``stride`` > 1 (instance only) traces a subset of the pixel
        centres, so its visible blocks are a subset of the full render's; the numpy path
        ignores it and traces all of them, which keeps that promise."""
        if self.backend == "numpy":
            return finish(scene, *render_numpy(scene, camera, rgb=rgb))
        if rgb:  # each kernel is compiled only when a process first needs it (raycast.py)
            centres, edges = self.shade_inputs(scene, camera)
            shade_centres(*centres)
            if self.antialias:
                shade_edges(*edges)
            inst, depth, image = centres[-7:-4]
            counts = count_ids(inst, scene.n_blocks)
        else:
            h, w = camera.height, camera.width
            inst = np.empty((h, w), instance_dtype(scene.n_blocks))
            depth = np.empty((h, w), np.float32)
            image, rect = None, _pixel_rect(scene, camera)
            render_instances(*_view_inputs(scene, camera), rect, inst, depth, int(stride))
            # nothing outside the rectangle was drawn
            counts = count_ids(inst[rect[1]:rect[3], rect[0]:rect[2]], scene.n_blocks)
        return RenderResult(inst, depth, image, counts[1:])

    def shade_inputs(self, scene: Scene, camera: Camera) -> tuple[tuple, tuple]:
        """The arguments of ``shade_centres`` and ``shade_edges`` for a colour view of ``scene``,
        with new buffers (instance, depth, the PNG scanline image, surface codes) for them to
        fill: what ``render`` passes, and what a first run's warm-up compiles them with
        (``dataset/warmup.py``)."""
        h, w = camera.height, camera.width
        inst = np.empty((h, w), instance_dtype(scene.n_blocks))
        depth = np.empty((h, w), np.float32)
        image = scanline_image(h, w)  # a PNG scanline buffer: io/png.py deflates it in place
        codes = np.empty((h, w), np.int32)
        colors = np.zeros((scene.n_blocks + 1, 3))
        colors[1:] = block_albedo(scene.colours, scene.object_type, scene.n_blocks)
        view = _view_inputs(scene, camera)
        maybe, gmask, gm = _trace_masks(scene, camera, _pixel_rect(scene, camera), self.shadows)
        light = (MATERIAL_CODE[scene.object_type], colors, self.shadows, _shadow_box(scene), KEY_LIGHT,
                 FILL_LIGHT, LIGHTING)
        return ((*view, *light, inst, depth, image, codes, maybe, gmask, gm),
                (*view, *light, image, codes, maybe, gmask, gm))


    @property
    def compiled_counts(self) -> bool:
        """Whether ``count_kernel`` (numba) draws this renderer's pruning counts, so a compiled
        caller (``voxel/attempt_loop.py``) may call it directly with ``count_inputs``."""
        return self.backend == "numba"

    def counts_many(self, items, *, stride: int = 1) -> list[np.ndarray]:
        """Per-block pixel counts of instance-only renders by the counts-only kernel (no
        buffer is drawn or allocated); equal to ``render(rgb=False, stride=...)``'s."""
        if self.backend == "numpy":
            return super().counts_many(items, stride=stride)
        out = []
        for scene, camera in items:
            counts = np.empty(scene.n_blocks + 1, np.int64)
            if scene.n_blocks:
                o, rot, fx, cx, cy, origin, rect = count_inputs(scene, camera)
                idx_grid, _ = _cropped_index_grid(scene)
                count_kernel(o, rot, fx, cx, cy, idx_grid, origin, float(scene.grid.block_size),
                             SHAPE_CAN if scene.object_type == "can" else SHAPE_BOX,
                             rect, max(1, int(stride)), counts)
            out.append(counts[1:])
        return out


_CUBE = np.array([[x, y, z] for x in (0, 1) for y in (0, 1) for z in (0, 1)], float)


def cell_rects(camera: Camera, origin: np.ndarray, size: float, cells: np.ndarray) -> np.ndarray:
    """Pixel rectangle (x0, y0, x1, y1) holding the projection of a cube of edge ``size`` at each
    grid cell of ``cells`` (grid origin ``origin``); empty for a cube not wholly in front of
    the camera."""
    cells = np.asarray(cells, np.int64).reshape(-1, 3)
    rects = np.zeros((len(cells), 4), np.int64)
    if not len(cells):
        return rects
    if HAVE_NUMBA:
        k = camera.K
        rects_kernel(np.asarray(camera.position, float), camera.rotation, float(k[0, 0]), float(k[0, 2]),
                     float(k[1, 2]), int(camera.width), int(camera.height), np.asarray(origin, float),
                     float(size), cells, rects)
        return rects
    corners = (np.asarray(origin, float) + cells[:, None, :] * size + _CUBE * size).reshape(-1, 3)
    cam = (corners - camera.position) @ camera.rotation.T  # camera axes: x right, y down, z forward
    k = camera.K
    z = cam[:, 2]
    with np.errstate(divide="ignore", invalid="ignore"):
        uvz = np.stack([k[0, 0] * cam[:, 0] / z + k[0, 2], k[1, 1] * cam[:, 1] / z + k[1, 2], z],
                       axis=1).reshape(len(cells), 8, 3)
    front = (uvz[:, :, 2] > 1e-9).all(axis=1)
    if front.any():
        lo = np.floor(uvz[front, :, :2].min(axis=1))
        hi = np.ceil(uvz[front, :, :2].max(axis=1)) + 1
        rects[front] = np.c_[np.maximum(lo, 0), np.minimum(hi, [camera.width, camera.height])]
    return rects


class Edit:
    """A scene edited from another: ``edited`` (the scene after), the grid cells ``removed``
    and ``added``, and what tracing it needs, made once for every view it is seen in."""

    def __init__(self, edited: Scene, removed: np.ndarray, added: np.ndarray):
        self.edited = edited
        self.removed = np.asarray(removed, np.int64).reshape(-1, 3)
        self.added = np.asarray(added, np.int64).reshape(-1, 3)
        self.size = float(edited.grid.block_size)
        self.origin = edited.grid.origin
        self.idx_grid, self.low = _cropped_index_grid(edited)
        self.corners = self.origin + self.added * self.size
        self.shape = SHAPE_CAN if edited.object_type == "can" else SHAPE_BOX


def edited_pixels(edit: Edit, camera: Camera, instance: np.ndarray, depth: np.ndarray,
                  gone: np.ndarray) -> tuple:
    """What changes in a view drawn before an ``edit`` (its ``instance`` and ``depth``
    buffers): the blocks at ``edit.removed`` taken away (``gone``: 1 at their instance ids,
    indexed by the ids of ``instance``) and cubes added at ``edit.added``. Returns (flat pixel
    indices, instance ids of ``edit.edited`` there, depths) of every pixel whose first hit may
    have changed, each traced again in the edited scene exactly as ``render`` traces it; every
    other pixel keeps its first hit. The numba kernel (``raycast.edit_kernel``); without numba
    the numpy reference draws the whole view."""
    if not HAVE_NUMBA:
        out = finish(edit.edited, *render_numpy(edit.edited, camera, rgb=False))
        return np.arange(instance.size), out.instance.ravel().astype(np.int64), out.depth.ravel()
    k = camera.K
    gone_rects = cell_rects(camera, edit.origin, edit.size, edit.removed)
    rects = cell_rects(camera, edit.origin, edit.size, edit.added)
    both = np.vstack([gone_rects, rects])
    n_max = int(((both[:, 2] - both[:, 0]).clip(0) * (both[:, 3] - both[:, 1]).clip(0)).sum())
    pix, ids, t = np.empty(n_max, np.int64), np.empty(n_max, np.int64), np.empty(n_max, np.float32)
    n = edit_kernel(camera.position, camera.rotation, float(k[0, 0]), float(k[0, 2]), float(k[1, 2]),
                    edit.idx_grid, edit.low, edit.size, edit.shape, instance, depth, gone, gone_rects,
                    edit.corners, rects, 0.01 * edit.size, pix, ids, t)
    return pix[:n], ids[:n], t[:n]


def _view_inputs(scene, camera) -> tuple:
    """What every render kernel reads of a scene and its camera first: (position, rotation,
    fx, cx, cy, the cropped index grid, its origin, block size, shape code)."""
    k = camera.K
    idx_grid, origin = _cropped_index_grid(scene)
    return (np.asarray(camera.position, float), camera.rotation, float(k[0, 0]), float(k[0, 2]),
            float(k[1, 2]), idx_grid, origin, float(scene.grid.block_size),
            SHAPE_CAN if scene.object_type == "can" else SHAPE_BOX)


def count_inputs(scene, camera) -> tuple:
    """What ``count_kernel`` reads of a (non-empty) scene and its camera besides the index
    grid: (position, rotation, fx, cx, cy, origin of the cropped grid, pixel rectangle).
    All of it depends on the scene's bounding box and the camera only."""
    k = camera.K
    return (np.asarray(camera.position, float), camera.rotation, float(k[0, 0]), float(k[0, 2]),
            float(k[1, 2]), scene.grid.cell_min(scene.blocks.min(axis=0)), _pixel_rect(scene, camera))


def _pixel_rect(scene, camera) -> np.ndarray:
    """Pixel rectangle (x0, y0, x1, y1) that holds every block's projection."""
    w, h = camera.width, camera.height
    if scene.n_blocks == 0:
        return np.zeros(4, np.int64)
    lo, hi = scene.bbox()
    corners = np.array([[x, y, z] for x in (lo[0], hi[0]) for y in (lo[1], hi[1]) for z in (lo[2], hi[2])])
    uvz = camera.project(corners)
    if (uvz[:, 2] <= 1e-9).any():
        return np.array([0, 0, w, h], np.int64)
    x0, y0 = np.floor(uvz[:, :2].min(axis=0)) - 1
    x1, y1 = np.ceil(uvz[:, :2].max(axis=0)) + 1
    return np.array([max(x0, 0), max(y0, 0), min(x1, w), min(y1, h)], np.int64)


def _cropped_index_grid(scene) -> tuple[np.ndarray, np.ndarray]:
    """The index grid cut to the occupied cells, so rays traverse no empty margin."""
    full = scene.index_grid()
    if scene.n_blocks == 0:
        return full[:1, :1, :1], scene.grid.origin
    lo, hi = scene.blocks.min(axis=0), scene.blocks.max(axis=0) + 1
    crop = np.ascontiguousarray(full[lo[0]:hi[0], lo[1]:hi[1], lo[2]:hi[2]])
    return crop, scene.grid.cell_min(lo)


def _trace_masks(scene, camera, rect, shadows: bool) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """What lets ``shade_centres`` skip traces that cannot hit a block: (maybe, ground masks,
    their placement); see ``_maybe_mask`` and ``_ground_shadow_mask``."""
    if scene.n_blocks == 0:
        return np.zeros((1, 1), np.uint8), *NO_GROUND_MASK
    return _maybe_mask(scene, camera, rect), *(_ground_shadow_mask(scene) if shadows else NO_GROUND_MASK)


# margins of the trace masks: ground cells around each block's shadow box, and the ground
# cell's size in blocks (pixels around each block's projected box: ``raycast.MASK_PIXELS``).
# A skipped trace must be one that would have missed (its result is then the same), so the
# margins dwarf both rounding and the tie tolerance (TIE_EPS, relative 1e-9).
GROUND_CELLS_PER_BLOCK = 4
GROUND_MARGIN_CELLS = 1
# "no ground mask": every shadow ray is traced
NO_GROUND_MASK = (np.zeros((1, 1, 1), np.uint8), np.zeros(4))


def _maybe_mask(scene, camera, rect) -> np.ndarray:
    """(H, W) uint8, 1 on every pixel inside ``rect`` whose centre or 2x2 antialiasing
    samples may see a block: each block's cell projected, its pixel box grown by
    ``MASK_PIXELS``. Where a cell corner is not in front of the camera, all of ``rect``."""
    h, w = camera.height, camera.width
    maybe = np.zeros((h, w), np.uint8)
    s = float(scene.grid.block_size)
    cube = np.array([[x, y, z] for x in (0, 1) for y in (0, 1) for z in (0, 1)], float) * s
    corners = (scene.grid.cell_min(scene.blocks)[:, None, :] + cube).reshape(-1, 3)
    uvz = camera.project(corners).reshape(-1, 8, 3)
    if (uvz[:, :, 2] <= 1e-9).any() or not np.isfinite(uvz).all():
        maybe[rect[1]:rect[3], rect[0]:rect[2]] = 1
        return maybe
    lo = np.floor(uvz[:, :, :2].min(axis=1)).astype(np.int64) - MASK_PIXELS
    hi = np.ceil(uvz[:, :, :2].max(axis=1)).astype(np.int64) + MASK_PIXELS + 1
    lo = np.maximum(lo, rect[:2])
    hi = np.minimum(hi, rect[2:])
    for (x0, y0), (x1, y1) in zip(lo.tolist(), hi.tolist()):
        if x0 < x1 and y0 < y1:
            maybe[y0:y1, x0:x1] = 1
    return maybe


def _ground_shadow_mask(scene) -> tuple[np.ndarray, np.ndarray]:
    """Per height level L (0 = the ground, L = the top of layer L - 1), the ground cells
    (``GROUND_CELLS_PER_BLOCK`` a block edge) that blocks in layers L and up may shadow, and
    (x0, y0, cells per metre, 1) placing them. Level L is 1 on the box of each such block's
    shadow on the ground (its cell swept away from ``KEY_LIGHT``), grown by
    ``GROUND_MARGIN_CELLS``; the last level, above every block, is all 0. A ground point, or
    a top-face point at level L, whose ground point along the light falls on a 0 (or off the
    mask) skips its shadow ray: that ray is part of the ground point's, which such blocks
    alone could stop. With a key light that does not come from above, no mask is used."""
    s = float(scene.grid.block_size)
    lz = float(KEY_LIGHT[2])
    if lz <= 1e-6:  # never with the shipped lighting
        return NO_GROUND_MASK
    per_m = GROUND_CELLS_PER_BLOCK / s
    mins = scene.grid.cell_min(scene.blocks)
    # a ray up from the ground along KEY_LIGHT meets heights z at distance z / lz
    t = np.stack([mins[:, 2] / lz, (mins[:, 2] + s) / lz], axis=1)  # (n, 2)
    sweep = t[:, :, None] * KEY_LIGHT[None, None, :2]  # (n, 2, 2): xy shift at the two heights
    lo = mins[:, :2] - sweep.max(axis=1)
    hi = mins[:, :2] + s - sweep.min(axis=1)
    x0, y0 = lo.min(axis=0) - 2 * GROUND_MARGIN_CELLS / per_m
    ilo = np.maximum(np.floor((lo - [x0, y0]) * per_m).astype(np.int64) - GROUND_MARGIN_CELLS, 0)
    ihi = np.floor((hi - [x0, y0]) * per_m).astype(np.int64) + GROUND_MARGIN_CELLS + 1
    layers = scene.blocks[:, 2]
    mask = np.zeros((int(layers.max()) + 2, int(ihi[:, 1].max()) + 1, int(ihi[:, 0].max()) + 1), np.uint8)
    for layer, (a0, b0), (a1, b1) in zip(layers.tolist(), ilo.tolist(), ihi.tolist()):
        mask[layer, b0:b1, a0:a1] = 1
    for level in range(len(mask) - 3, -1, -1):  # level L: layers L and up
        mask[level] |= mask[level + 1]
    return mask, np.array([x0, y0, per_m, 1.0])


def _shadow_box(scene) -> np.ndarray:
    """Ground rectangle (x0, y0, x1, y1) outside which nothing can cast a shadow."""
    lo, hi = scene.bbox()
    corners = np.array([[x, y, z] for x in (lo[0], hi[0]) for y in (lo[1], hi[1]) for z in (lo[2], hi[2])])
    ground = corners[:, :2] - KEY_LIGHT[:2] * (corners[:, 2:] / KEY_LIGHT[2])
    pts = np.vstack([corners[:, :2], ground])
    return np.r_[pts.min(axis=0), pts.max(axis=0)] + np.array([-1, -1, 1, 1]) * 1e-6
