"""The sampler's attempt loop compiled with numba: the same attempts, decisions and scenes as
the Python loop of ``sampling.sample_scene`` (the oracle it is tested against), without a
Python call per render, per closure or per bounding box.

Invariant: for every seed it takes exactly the attempts and keeps exactly the blocks the
Python loop does. What makes that possible:
- the random draws stay in Python (``sampling.py`` draws a batch of attempts, keeping the
  generator's state after each, and puts back the state after the last attempt taken);
- everything a pruning render reads of a scene besides its blocks (camera position and
  rotation, intrinsics, the cropped grid's origin, the pixel rectangle) is a function of the
  scene's integer bounding box, so it is computed once per box by the very Python code the
  renderer uses (``render.cpu.count_inputs`` of ``primary_camera``) and kept in a table
  (``CameraTable``); the compiled loop returns to Python when it meets a box the table lacks
  and resumes at the start of that attempt;
- the rest is integer work (collapse, downward closure, bounding boxes, counts), the same
  in any implementation;
- pruning reads a count only against ``min_visible_pixels``, so a full-resolution pass
  (``_full_counts``) counts exactly only the blocks not already seen on that many pixel
  centres of a stride-4 render of the same blocks from the same camera (those centres are a
  subset of its own): it traces just the pixels that may see one of them
  (``raycast.count_needed``) and the Python loop's decisions follow.
Used for the numba CPU renderer (``render.cpu.CpuRenderer.compiled_counts``) on grids of up
to ``MAX_TABLE_KEYS`` bounding-box keys; other renderers keep the Python loop.
"""

from __future__ import annotations

from collections.abc import Callable

import numpy as np

from ..render.cpu import count_inputs
from ..render.jit import njit
from ..render.kernels import SHAPE_BOX, SHAPE_CAN
from ..render.raycast import count_needed
from .grid import Grid, Scene

# a dense key per (lo, hi) bounding box: X^2 Y^2 Z^2 entries of int32 (1 MB at 8x8x8)
MAX_TABLE_KEYS = 1 << 18
STRIDE_BOUND = 4  # the bound renders' pixel stride (``sampling.lower_bound``)
_FLOATS = 9  # position (3), fx, cx, cy, cropped-grid origin (3)


class CameraTable:
    """The pruning camera of every bounding box met so far, for one grid, one primary camera
    and one image size (``Generator`` keeps one per process)."""

    def __init__(self, grid: Grid, primary_camera: Callable[[Scene], object]):
        x, y, z = grid.shape
        self.grid, self.primary_camera = grid, primary_camera
        self.slot = np.full(x * x * y * y * z * z, -1, np.int32)
        boxes = (x * (x + 1) // 2) * (y * (y + 1) // 2) * (z * (z + 1) // 2)
        self.floats = np.zeros((boxes, _FLOATS))
        self.rotations = np.zeros((boxes, 3, 3))
        self.rects = np.zeros((boxes, 4), np.int64)
        self.size = 0

    @staticmethod
    def fits(grid: Grid) -> bool:
        return grid.capacity ** 2 <= MAX_TABLE_KEYS

    def fill(self, key: int) -> None:
        """Compute the entry of bounding-box ``key`` with the renderer's own Python code."""
        x, y, z = self.grid.shape
        key, lo2, hi2 = key // (z * z), (key % (z * z)) // z, key % z
        key, lo1, hi1 = key // (y * y), (key % (y * y)) // y, key % y
        lo0, hi0 = key // x, key % x
        corners = np.unique(np.array([[lo0, lo1, lo2], [hi0, hi1, hi2]]), axis=0)
        scene = Scene(self.grid, corners)  # any scene with this box gives the same camera
        o, rot, fx, cx, cy, origin, rect = count_inputs(scene, self.primary_camera(scene))
        self.floats[self.size] = np.r_[o, fx, cx, cy, origin]
        self.rotations[self.size] = rot
        self.rects[self.size] = rect
        self.slot[self.key(lo0, hi0, lo1, hi1, lo2, hi2)] = self.size
        self.size += 1

    def key(self, lo0, hi0, lo1, hi1, lo2, hi2) -> int:
        x, y, z = self.grid.shape
        return ((lo0 * x + hi0) * y * y + lo1 * y + hi1) * z * z + lo2 * z + hi2


def run_attempts(table: CameraTable, object_type: str, target: int, draws: list[np.ndarray],
                 state: np.ndarray, best: np.ndarray, min_visible_pixels: int) -> int:
    """Take the attempts whose slots are ``draws`` (in order), updating ``state`` = [best gap
    (-1: none yet), best block count, attempts taken, found the target (0/1)] and ``best``
    (the best scene's blocks); returns how many of ``draws`` were taken."""
    starts = np.zeros(len(draws) + 1, np.int64)
    starts[1:] = np.cumsum([len(d) for d in draws])
    slots = np.concatenate(draws).astype(np.int64) if draws else np.zeros(0, np.int64)
    shape = np.array(table.grid.shape, np.int64)
    code = SHAPE_CAN if object_type == "can" else SHAPE_BOX
    first, status = 0, np.zeros(2, np.int64)
    while True:
        _attempts(slots, starts, first, shape, target, table.slot, table.floats, table.rotations,
                  table.rects,
                  float(table.grid.block_size), code, max(1, int(min_visible_pixels)), state, best, status)
        if status[1] < 0:
            return int(status[0])
        table.fill(int(status[1]))  # a box not met before: back to the start of that attempt
        first = int(status[0])


@njit
def _box_key(blocks, n, shape):
    lo0, lo1, lo2 = blocks[0, 0], blocks[0, 1], blocks[0, 2]
    hi0, hi1, hi2 = lo0, lo1, lo2
    for b in range(1, n):
        lo0, hi0 = min(lo0, blocks[b, 0]), max(hi0, blocks[b, 0])
        lo1, hi1 = min(lo1, blocks[b, 1]), max(hi1, blocks[b, 1])
        lo2, hi2 = min(lo2, blocks[b, 2]), max(hi2, blocks[b, 2])
    x, y, z = shape[0], shape[1], shape[2]
    return ((lo0 * x + hi0) * y * y + lo1 * y + hi1) * z * z + lo2 * z + hi2


@njit
def _counts(blocks, n, shape, key, slot, floats, rotations, rects, s, code, stride, counts, need):
    """Pixel counts (``counts[1:n + 1]``) of the first ``n`` blocks from the primary camera of
    their box, as ``CpuRenderer.counts_many`` draws them, exact for the blocks ``b`` with
    ``need[b + 1]`` set (``raycast.count_needed``); False when the box has no entry."""
    at = slot[key]
    if at < 0:
        return False
    lo = blocks[0].copy()
    hi = blocks[0].copy()
    for b in range(1, n):
        for a in range(3):
            lo[a] = min(lo[a], blocks[b, a])
            hi[a] = max(hi[a], blocks[b, a])
    grid = np.zeros((hi[0] - lo[0] + 1, hi[1] - lo[1] + 1, hi[2] - lo[2] + 1), np.int32)
    for b in range(n):
        grid[blocks[b, 0] - lo[0], blocks[b, 1] - lo[1], blocks[b, 2] - lo[2]] = b + 1
    f = floats[at]
    count_needed(f[0:3], rotations[at], f[3], f[4], f[5], grid, f[6:9], s, code, rects[at], stride,
                 counts[:n + 1], need[:n + 1])
    return True


@njit
def _full_counts(blocks, n, shape, key, slot, floats, rotations, rects, s, code, min_px, counts, need,
                 sure, have_sure):
    """What the full-resolution pruning render decides: ``counts[b + 1] >= min_px`` exactly
    when block b has at least ``min_px`` pixels in it. ``sure[b + 1]`` (when ``have_sure``)
    marks blocks already seen on ``min_px`` pixel centres of a stride-4 render of the same
    blocks and camera (a subset of the full render's centres); otherwise that render is drawn
    first. Only the other blocks are counted in full (``count_needed``); the sure ones get
    ``min_px``. False when the box has no camera entry."""
    if not have_sure:
        need[:n + 1] = 1
        if not _counts(blocks, n, shape, key, slot, floats, rotations, rects, s, code, STRIDE_BOUND,
                       counts, need):
            return False
        for b in range(1, n + 1):
            sure[b] = counts[b] >= min_px
    todo = 0
    for b in range(1, n + 1):
        need[b] = not sure[b]
        todo += need[b]
    if todo:
        _counts(blocks, n, shape, key, slot, floats, rotations, rects, s, code, 1, counts, need)
    for b in range(1, n + 1):
        if sure[b]:
            counts[b] = max(counts[b], min_px)
    return True


@njit
def _closure(blocks, n, shape, counts, min_px, keep):
    """``visibility.downward_closure`` of the visible blocks (``keep[:n]``): a block is kept
    when it is visible or the block directly on top of it is kept. Returns how many."""
    index = np.full((shape[0], shape[1], shape[2]), -1, np.int64)
    for b in range(n):
        index[blocks[b, 0], blocks[b, 1], blocks[b, 2]] = b
    kept = 0
    for b in range(n - 1, -1, -1):  # (i, j, k) order: the block above comes later
        keep[b] = counts[b + 1] >= min_px
        i, j, k = blocks[b, 0], blocks[b, 1], blocks[b, 2]
        if not keep[b] and k + 1 < shape[2]:
            above = index[i, j, k + 1]
            if above >= 0:
                keep[b] = keep[above]
        kept += keep[b]
    return kept


@njit
def _attempts(slots, starts, first, shape, target, slot, floats, rotations, rects, s, code, min_px, state,
              best, status):
    """Attempts ``first`` .. of one batch (``run_attempts``). ``status`` = [attempts taken
    in this batch, the box key to fill first or -1]."""
    cap = shape[0] * shape[1] * shape[2]
    blocks = np.zeros((cap, 3), np.int64)
    counts = np.zeros(cap + 1, np.int64)
    keep = np.zeros(cap, np.bool_)
    heights = np.zeros((shape[0], shape[1]), np.int64)
    need = np.ones(cap + 1, np.uint8)  # the block ids a pruning render counts exactly
    sure = np.zeros(cap + 1, np.bool_)  # ids seen on min_px centres of the stride-4 render
    for a in range(first, len(starts) - 1):
        heights[:, :] = 0  # gravity.collapse: every column a gap-free stack, (i, j, k) order
        for t in range(starts[a], starts[a + 1]):
            c = slots[t]
            heights[c // (shape[1] * shape[2]), (c // shape[2]) % shape[1]] += 1
        n = 0
        for i in range(shape[0]):
            for j in range(shape[1]):
                for k in range(heights[i, j]):
                    blocks[n, 0], blocks[n, 1], blocks[n, 2] = i, j, k
                    n += 1
        best_gap = state[0]
        have_sure = False
        if best_gap >= 0 and n > 0:  # the bound of a cheap stride-4 render
            key = _box_key(blocks, n, shape)
            need[:n + 1] = 1
            if not _counts(blocks, n, shape, key, slot, floats, rotations, rects, s, code, STRIDE_BOUND,
                           counts, need):
                status[0], status[1] = a, key
                return
            for b in range(1, n + 1):
                sure[b] = counts[b] >= min_px
            have_sure = True
            kept = _closure(blocks, n, shape, counts, min_px, keep)
            bound = -1
            if kept > 0:
                sub = np.empty((kept, 3), np.int64)
                m = 0
                for b in range(n):
                    if keep[b]:
                        sub[m] = blocks[b]
                        m += 1
                if _box_key(sub, kept, shape) == key:
                    bound = kept
            if bound - target >= best_gap:
                state[2] += 1  # provably no closer than the best so far
                continue
        give_up = target - best_gap if best_gap >= 0 else -1
        while n > 0:  # sampling.prune
            key = _box_key(blocks, n, shape)
            if not _full_counts(blocks, n, shape, key, slot, floats, rotations, rects, s, code, min_px,
                                counts, need, sure, have_sure):
                status[0], status[1] = a, key
                return
            have_sure = False  # the next pass sees fewer blocks from another camera
            kept = _closure(blocks, n, shape, counts, min_px, keep)
            if kept == n:
                break
            m = 0
            for b in range(n):
                if keep[b]:
                    blocks[m] = blocks[b]
                    m += 1
            n = m
            if n < give_up or (n > 0 and _box_key(blocks, n, shape) == key):
                break
        gap = abs(n - target)
        state[2] += 1
        if best_gap < 0 or gap < best_gap:
            state[0], state[1] = gap, n
            best[:n] = blocks[:n]
        if gap == 0:
            state[3] = 1
            status[0], status[1] = a + 1, -1
            return
    status[0], status[1] = len(starts) - 1, -1
