"""Option pictures, composed at export time from a stored view: recolour the highlighted
blocks' pixels through the instance buffer, keeping their shading (outlines, shadows,
light), and re-render only for options that add a phantom block.
"""

from __future__ import annotations

import numpy as np

from ..io import png
from ..render.base import Renderer
from ..render.cpu import CpuRenderer
from ..render.jit import njit
from ..render.materials import block_albedo
from ..voxel.camera import Camera
from ..voxel.grid import Grid, Scene


def _albedo(view: dict) -> np.ndarray:
    return block_albedo(view.get("colours"), view["object_type"], len(view["blocks"]))


class _Pixels:
    """What every recolouring of one view shares: its block pixels (flat indices, row-major),
    their instance ids and their shading (brightness relative to the block's own base
    colour). Built once per view; an option is then one pass over these pixels."""

    def __init__(self, view: dict):
        # held, not just their ids: a freed array's id can be reused by the next view's
        self.instance, self.rgb = view["instance"], view["rgb"]
        self.where = np.flatnonzero(self.instance)
        self.ids = self.instance.ravel()[self.where].astype(np.int64)
        luma = np.array([0.299, 0.587, 0.114], np.float32)
        base_luma = np.ones(len(view["blocks"]) + 1, np.float32)
        base_luma[1:] = np.maximum(_albedo(view).astype(np.float32) @ luma * 255.0, 1e-6)
        self.original = self.rgb.reshape(-1, 3)[self.where]  # to undo a painting in place
        self.shade = (self.original.astype(np.float32) @ luma) / base_luma[self.ids]
        self.rows = self.row_index = None  # PNG scanlines, made on first use by option_png

    def matches(self, view: dict) -> bool:
        return self.instance is view["instance"] and self.rgb is view["rgb"]


_LAST: list = []  # the last view's _Pixels: options of one view come one after another


def _pixels(view: dict) -> _Pixels:
    if not _LAST or not _LAST[0].matches(view):
        _LAST[:] = [_Pixels(view)]
    return _LAST[0]


def _paint_table(n_blocks: int, groups: list[list[int]], colours: list[list[float]]) -> np.ndarray:
    """Per instance id (0 = background): the new colour of its group, -1 = untouched."""
    paint = np.full((n_blocks + 1, 3), -1.0, np.float32)
    for g, blocks in enumerate(groups):
        if len(blocks):
            paint[np.asarray(blocks, dtype=np.int64) + 1] = colours[g % len(colours)]
    return paint


def recolour(view: dict, groups: list[list[int]], colours: list[list[float]]) -> np.ndarray:
    """The view's RGB with every block of group g recoloured to colours[g], shading kept:
    each pixel keeps its brightness relative to the block's own base colour."""
    paint = _paint_table(len(view["blocks"]), groups, colours)
    out = view["rgb"].copy()
    px = _pixels(view)
    _paint_rows(out.reshape(-1), px.where * 3, px.ids, px.shade, paint)
    return out


def option_png(view: dict, option: dict, colours: list[list[float]], renderer=None) -> bytes:
    """PNG bytes of an option picture (exports make ~55 a view). Recolouring paints the
    view's own PNG scanline buffer in place, encodes it, and puts the block pixels back: no
    picture-sized copy per option."""
    if option.get("phantom") is not None:
        return png.encode_rows(png.rows_of(option_image(view, option, colours, renderer)))
    paint = _paint_table(len(view["blocks"]), option["groups"], colours)
    px = _pixels(view)
    if px.rows is None:
        px.rows = png.rows_of(px.rgb)
        w = px.rgb.shape[1]
        px.row_index = (px.where // w) * (1 + 3 * w) + 1 + 3 * (px.where % w)
    flat = px.rows.reshape(-1)
    _paint_rows(flat, px.row_index, px.ids, px.shade, paint)
    try:
        return png.encode_rows(px.rows)
    finally:
        _restore_rows(flat, px.row_index, px.original)


@njit
def _paint_rows(flat, start, ids, shade, paint):
    """Paint block pixels in one pass: new colour x shading, rounded, in float32 as numpy
    would. ``flat`` is a picture's bytes (RGB, or PNG scanlines with their filter bytes) and
    ``start`` each block pixel's first byte in it."""
    k255, half = np.float32(255.0), np.float32(0.5)
    for n in range(len(start)):
        c = paint[ids[n]]
        if c[0] >= 0:
            for ch in range(3):
                v = shade[n] * c[ch] * k255 + half
                flat[start[n] + ch] = np.uint8(min(max(v, np.float32(0.0)), np.float32(255.0)))


@njit
def _restore_rows(flat, start, original):
    for n in range(len(start)):
        for ch in range(3):
            flat[start[n] + ch] = original[n, ch]


def render_with_phantom(view: dict, groups: list[list[int]], colours: list[list[float]],
                        phantom: list[int], renderer: Renderer | None = None) -> np.ndarray:
    """Re-render the view from its stored camera with one extra block, coloured like group 0,
    and the groups' blocks in their colours (the only options that need a render)."""
    shape = list(view["grid_shape"])
    shape[2] = max(shape[2], int(phantom[2]) + 1)
    grid = Grid(tuple(shape), float(view["block_size"]))
    if not np.allclose(grid.origin, view["grid_origin"]):  # same x-y extent: the origin is unchanged
        raise ValueError("phantom grid changed the origin")
    cols = _albedo(view).copy()
    for g, blocks in enumerate(groups):
        cols[blocks] = colours[g % len(colours)]
    blocks = np.vstack([np.asarray(view["blocks"]), [phantom]])
    cols = np.vstack([cols, [colours[0]]])
    scene = Scene(grid, blocks, view["object_type"], cols)
    return (renderer or CpuRenderer()).render(scene, Camera.from_dict(view["camera"])).rgb


def option_image(view: dict, option: dict, colours: list[list[float]], renderer=None) -> np.ndarray:
    if option.get("phantom") is not None:
        return render_with_phantom(view, option["groups"], colours, option["phantom"], renderer)
    return recolour(view, option["groups"], colours)
