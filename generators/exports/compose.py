"""Option pictures, composed at export time from a stored view: recolour the highlighted
blocks' pixels through the instance buffer, keeping their shading (outlines, shadows,
light). Options that draw phantom blocks (``questions.mcq``: block ids ``n_blocks + p``
name ``option["phantoms"][p]``) are recoloured the same way on a picture of the view with
those blocks added, made once per view and set of phantoms: only the pixels the phantoms
can touch (their projection, the shadow they cast and a margin for antialiasing) are
rendered, from the stored camera cut to that rectangle, and pasted into the stored view;
with several phantoms, only where their rectangles meet (``phantom_view``).
"""

from __future__ import annotations

import numpy as np

from ..io import png
from ..render.base import Renderer
from ..render.cpu import CpuRenderer, Edit, edited_pixels
from ..render.jit import njit
from ..render.materials import KEY_LIGHT, block_albedo, palette_colours
from ..rng import ADDED_COLOUR, stream
from ..voxel.camera import Camera, CropCamera
from ..voxel.grid import Grid, Scene, block_order

MARGIN = 3  # pixels rendered around the phantoms' reach: antialiasing looks one pixel further


def _albedo(view: dict) -> np.ndarray:
    return block_albedo(view.get("colours"), view["object_type"], len(view["blocks"]))


class _Pixels:
    """What every recolouring of one view shares: its block pixels (flat indices, row-major),
    their instance ids and their shading (brightness relative to the block's own base
    colour). Built once per view; an option is then one pass over these pixels."""

    def __init__(self, view: dict):
        # held, not just their ids: a freed array's id can be reused by the next view's
        self.instance, self.rgb = view["instance"], view["rgb"]
        self.base = view.get("_base", view["rgb"])  # the stored view's rgb (phantom pictures: theirs)
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


_LAST: list = []  # the last view's _Pixels, then those of its phantom pictures (options of one
# view come one after another)


def _pixels(view: dict) -> _Pixels:
    for px in _LAST:
        if px.matches(view):
            return px
    if not _LAST or _LAST[0].base is not view.get("_base", view["rgb"]):  # a new view
        _LAST.clear()
    _LAST.append(_Pixels(view))
    return _LAST[-1]


def _phantoms(option: dict, n_blocks: int) -> tuple[list, list[list[int]]]:
    """(phantom cells, groups with phantom ids) of an option; a record of the first layout
    ("phantom": one cell, coloured like group 0) is read as one phantom in group 0."""
    groups = [list(g) for g in option["groups"]]
    if option.get("phantom") is not None:
        if not groups:
            groups = [[]]
        groups[0].append(n_blocks)
        return [list(option["phantom"])], groups
    return [list(p) for p in option.get("phantoms") or []], groups


def option_instance(view: dict, option: dict) -> tuple[np.ndarray, list[list[int]], int]:
    """(the instance buffer of an option's picture, its groups with phantom ids, how many ids
    it may hold): what ``option_view`` draws, without the colour, by tracing only the pixels
    the option's stack can change (``render.cpu.edited_pixels``)."""
    cells, groups = _phantoms(option, len(view["blocks"]))
    removed = sorted(int(b) for b in option.get("removed") or ())
    n = len(view["blocks"])
    if not cells and not removed:
        return view["instance"], groups, n
    added = _Added(view, cells, removed)
    scene, ours = added.edited()
    gone = np.zeros(n + 1, np.uint8)
    gone[np.asarray(removed, np.int64) + 1] = 1
    edit = Edit(scene, added.blocks[removed], added.cells)
    pix, ids, _ = edited_pixels(edit, added.camera, view["instance"], view["depth"], gone)
    instance = view["instance"].astype(np.int64)
    instance.reshape(-1)[pix] = ours[ids]
    return instance, groups, len(added.blocks)


def option_view(view: dict, option: dict, renderer: Renderer | None = None) -> tuple[dict, list[list[int]]]:
    """(the picture an option recolours: the view, or the view of its stack when it adds or
    removes blocks; its groups with phantom ids)."""
    cells, groups = _phantoms(option, len(view["blocks"]))
    removed = option.get("removed") or ()
    if cells or removed:
        view = phantom_view(view, cells, renderer, removed)
    return view, groups


_PHANTOM_VIEWS: dict = {}  # "base": the last view's rgb; its phantom cells -> the view with them drawn


def phantom_view(view: dict, cells: list, renderer: Renderer | None = None, removed: list = ()) -> dict:
    """The view with blocks added at ``cells`` (block ids n_blocks + p) and the view's blocks
    ``removed`` taken away, as a view record (rgb, instance, blocks, colours): the stored view
    with the rectangles the edit can change re-rendered from the stored camera.

    A block changes no pixel outside its rectangle (``_reach``), so with several blocks added
    a pixel inside one block's rectangle only is that block's picture alone (made once and
    cached: the options of a view share phantoms), and only where rectangles meet is the
    picture rendered with all of them: the same bytes as one render of the whole set. Where
    blocks are removed, every rectangle is rendered with the whole edited scene."""
    if _PHANTOM_VIEWS.get("base") is not view["rgb"]:  # a new view: its options come next
        _PHANTOM_VIEWS.clear()
        _PHANTOM_VIEWS["base"] = view["rgb"]
    removed = sorted(int(b) for b in removed)
    key = (tuple(tuple(int(v) for v in c) for c in cells), tuple(removed))
    hit = _PHANTOM_VIEWS.get(key)
    if hit is not None:
        return hit
    added = _Added(view, cells, removed)
    rgb, instance = view["rgb"].copy(), view["instance"].astype(np.int64)
    if removed:
        gone = np.asarray(view["blocks"], np.int64).reshape(-1, 3)[removed]
        for rect in [added.reach([c]) for c in added.cells] + [added.reach([c]) for c in gone]:
            added.paste(rgb, instance, rect, renderer)
    elif len(cells) == 1:
        added.paste(rgb, instance, added.reach(added.cells), renderer)
    else:
        n = len(view["blocks"])
        rects = [added.reach([c]) for c in added.cells]
        for p, ((x0, y0, x1, y1), cell) in enumerate(zip(rects, cells)):
            alone = phantom_view(view, [cell], renderer)
            rgb[y0:y1, x0:x1] = alone["rgb"][y0:y1, x0:x1]
            ids = alone["instance"][y0:y1, x0:x1].astype(np.int64)
            instance[y0:y1, x0:x1] = np.where(ids == n + 1, n + 1 + p, ids)
        added.paste(rgb, instance, _overlap(rects), renderer)
    result = added.record(rgb, instance)
    _PHANTOM_VIEWS[key] = result
    return result


def added_colours(view: dict, cells) -> np.ndarray:
    """Palette colours (``render.palette=true``) of blocks an option's stack adds: each cell's
    own draw from the palette's distribution, so an added block looks like any other."""
    out = [palette_colours(stream(int(view["seed"]), int(view["scene_id"]), ADDED_COLOUR,
                                  *(int(v) for v in c)), 1)[0] for c in np.asarray(cells).reshape(-1, 3)]
    return np.array(out, float).reshape(-1, 3)


class _Added:
    """The stored view's scene with blocks added at ``cells`` (ids n_blocks + 1 + p) and the
    blocks ``removed`` taken away (their ids are then never drawn)."""

    def __init__(self, view: dict, cells: list, removed: list = ()):
        self.view, self.cells = view, np.asarray(cells, np.int64).reshape(-1, 3)
        self.blocks = np.vstack([np.asarray(view["blocks"], np.int64).reshape(-1, 3), self.cells])
        self.kept = np.setdiff1d(np.arange(len(self.blocks)), np.asarray(removed, np.int64))
        shape = list(view["grid_shape"])
        shape[2] = max(shape[2], int(self.blocks[:, 2].max()) + 1)
        self.grid = Grid(tuple(shape), float(view["block_size"]))
        if not np.allclose(self.grid.origin, view["grid_origin"]):  # same x-y extent: same origin
            raise ValueError("phantom grid changed the origin")
        self.colours = None if view.get("colours") is None else np.vstack(
            [np.asarray(view["colours"], float).reshape(-1, 3), added_colours(view, self.cells)])
        self.camera = Camera.from_dict(view["camera"])

    def edited(self) -> tuple[Scene, np.ndarray]:
        """(the scene with the blocks added and the removed ones gone, our instance id of each
        of its instance ids: index into ``blocks`` + 1, 0 for the floor)."""
        blocks = self.blocks[self.kept]
        scene = Scene(self.grid, blocks, self.view["object_type"],
                      None if self.colours is None else self.colours[self.kept])
        ours = np.zeros(len(blocks) + 1, np.int64)
        ours[1:] = self.kept[block_order(blocks)] + 1
        return scene, ours

    def reach(self, cells) -> tuple[int, int, int, int]:
        return _reach(self.camera, self.grid, np.asarray(cells, np.int64), float(self.view["block_size"]))

    def paste(self, rgb: np.ndarray, instance: np.ndarray, rect: tuple[int, int, int, int],
              renderer: Renderer | None) -> None:
        """Render the pixel rectangle ``rect`` of the scene with every cell added (from the
        stored camera cut to it, plus a margin) into rgb and instance (our ids)."""
        x0, y0, x1, y1 = rect
        if x1 <= x0 or y1 <= y0:
            return
        camera = self.camera
        scene, ours = self.edited()
        cx0, cy0 = max(x0 - MARGIN, 0), max(y0 - MARGIN, 0)
        cx1, cy1 = min(x1 + MARGIN, camera.width), min(y1 + MARGIN, camera.height)
        crop = CropCamera(camera.position, camera.look_at, camera.up, cx1 - cx0, cy1 - cy0,
                          camera.focal_length, camera.horizontal_aperture, camera.spec,
                          cx0, cy0, camera.width, camera.height)
        out = (renderer or CpuRenderer()).render(scene, crop)
        inner = (slice(y0 - cy0, y1 - cy0), slice(x0 - cx0, x1 - cx0))
        rgb[y0:y1, x0:x1] = out.rgb[inner]
        instance[y0:y1, x0:x1] = ours[out.instance[inner].astype(np.int64)]

    def record(self, rgb: np.ndarray, instance: np.ndarray) -> dict:
        n = len(self.blocks)
        dtype = np.uint8 if n < 255 else np.uint16 if n < 65535 else np.uint32
        return {**self.view, "rgb": rgb, "instance": instance.astype(dtype), "blocks": self.blocks.tolist(),
                "colours": None if self.colours is None else self.colours.tolist(),
                "_base": self.view["rgb"]}


def _overlap(rects: list[tuple[int, int, int, int]]) -> tuple[int, int, int, int]:
    """Bounding rectangle (x0, y0, x1, y1) of the pixels two or more of ``rects`` share
    (empty, x1 <= x0, when none do)."""
    shared = []
    for i, (ax0, ay0, ax1, ay1) in enumerate(rects):
        for bx0, by0, bx1, by1 in rects[i + 1:]:
            r = (max(ax0, bx0), max(ay0, by0), min(ax1, bx1), min(ay1, by1))
            if r[2] > r[0] and r[3] > r[1]:
                shared.append(r)
    if not shared:
        return 0, 0, 0, 0
    return (min(r[0] for r in shared), min(r[1] for r in shared),
            max(r[2] for r in shared), max(r[3] for r in shared))


def _reach(camera: Camera, grid: Grid, cells: np.ndarray, size: float) -> tuple[int, int, int, int]:
    """Pixel rectangle a block at each of ``cells`` can change: its cube and the cube's shadow
    down to the ground along the key light."""
    pts = []
    for c in cells:
        lo = grid.cell_min(c)
        for dx in (0, 1):
            for dy in (0, 1):
                for dz in (0, 1):
                    p = lo + size * np.array([dx, dy, dz], float)
                    pts.append(p)
                    pts.append(p - KEY_LIGHT * (p[2] / KEY_LIGHT[2]))  # its shadow on the ground
    uvz = camera.project(np.array(pts))
    if (uvz[:, 2] <= 1e-9).any():
        return 0, 0, camera.width, camera.height
    x0, y0 = np.floor(uvz[:, :2].min(axis=0)).astype(int) - 1
    x1, y1 = np.ceil(uvz[:, :2].max(axis=0)).astype(int) + 1
    return max(x0, 0), max(y0, 0), min(x1, camera.width), min(y1, camera.height)


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
    view, groups = option_view(view, option, renderer)
    paint = _paint_table(len(view["blocks"]), groups, colours)
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


def option_image(view: dict, option: dict, colours: list[list[float]], renderer=None) -> np.ndarray:
    """The option picture as an (H, W, 3) array."""
    view, groups = option_view(view, option, renderer)
    return recolour(view, groups, colours)


# ---- the marks style: one picture with numbered badges (questions/marks.py) -----------------

def _badge_font(size: int):
    from PIL import ImageFont

    from .. import assets

    return ImageFont.truetype(assets.path("fonts", "DejaVuSans.ttf"), size)


def marked_picture(view: dict, question: dict, groups: list[list[int]] | None = None,
                   colours: list[list[float]] | None = None) -> np.ndarray:
    """The view of a marks question as shown: scaled up by ``badges.marked_scale`` (nearest
    neighbour), with a numbered badge on each marked block at its deepest visible pixel
    (its place in ``badges.badge_sites``). With ``groups``, those blocks are first recoloured in
    ``colours`` (the release export's option pictures)."""
    from PIL import Image, ImageDraw

    from ..questions.badges import BADGE_RADIUS, badge_sites, marked_scale, site_xy

    rgb = view["rgb"] if groups is None else recolour(view, groups, colours)
    s = marked_scale(rgb.shape[1])
    picture = Image.fromarray(np.ascontiguousarray(rgb.repeat(s, axis=0).repeat(s, axis=1)))
    draw = ImageDraw.Draw(picture)
    font = _badge_font(int(BADGE_RADIUS * 1.5))
    sites = badge_sites(view["instance"])
    for number, block, place in question["marks"]:
        x, y = site_xy(sites, int(block), int(place))
        cx, cy = (x + 0.5) * s, (y + 0.5) * s
        r = BADGE_RADIUS
        draw.ellipse((cx - r, cy - r, cx + r, cy + r), fill=(255, 255, 255), outline=(0, 0, 0), width=2)
        draw.text((cx, cy), str(number), fill=(0, 0, 0), font=font, anchor="mm")
    return np.asarray(picture)


def marked_png(view: dict, question: dict) -> bytes:
    """PNG bytes of ``marked_picture``."""
    return png.encode(marked_picture(view, question))


def marks_choice_png(view: dict, question: dict, option: dict) -> bytes:
    """A marks option as a picture (the release export's ``taskN_mcq_choiceX.png``): the
    marked view with the option's blocks recoloured, one colour per group."""
    return png.encode(marked_picture(view, question, option["groups"], question["colours"]))
