"""Option pictures, composed at export time from a stored view: recolour the highlighted
blocks' pixels through the instance buffer, keeping their shading (outlines, shadows,
light), and re-render only for options that add a phantom block.
"""

from __future__ import annotations

import numpy as np

from ..render.cpu import CpuRenderer
from ..render.materials import MATERIAL_COLOURS
from ..voxel.camera import Camera, ViewSpec
from ..voxel.grid import Grid, Scene


def camera_from_record(cam: dict) -> Camera:
    spec = ViewSpec(cam["base_azimuth"], cam["offset"], cam["fov_mult"], cam["dist_mult"])
    return Camera(np.array(cam["position"]), np.array(cam["look_at"]), np.array(cam["up"]),
                  int(cam["width"]), int(cam["height"]), float(cam["focal_length"]),
                  float(cam["horizontal_aperture"]), spec)


def _albedo(view: dict) -> np.ndarray:
    if view.get("colors") is not None:
        return np.asarray(view["colors"], float)
    return np.tile(MATERIAL_COLOURS[view["object_type"]], (len(view["blocks"]), 1))


def recolour(view: dict, groups: list[list[int]], colours: list[list[float]]) -> np.ndarray:
    """The view's RGB with every block of group g recoloured to colours[g], shading kept:
    each pixel keeps its brightness relative to the block's own base colour."""
    inst = view["instance"]
    n = len(view["blocks"])
    paint = np.full((n + 1, 3), -1.0, np.float32)  # per instance id: new colour, -1 = untouched
    for g, blocks in enumerate(groups):
        if len(blocks):
            paint[np.asarray(blocks, dtype=np.int64) + 1] = colours[g % len(colours)]
    luma = np.array([0.299, 0.587, 0.114], np.float32)
    base_luma = np.ones(n + 1, np.float32)
    base_luma[1:] = np.maximum(_albedo(view).astype(np.float32) @ luma * 255.0, 1e-6)
    out = view["rgb"].copy()
    ys, xs = np.nonzero(inst)  # work only where blocks are
    if not len(ys):
        return out
    box = (slice(ys.min(), ys.max() + 1), slice(xs.min(), xs.max() + 1))
    ids = inst[box].astype(np.int64)
    hit = paint[ids, 0] >= 0
    rgb = out[box]
    shade = (rgb[hit].astype(np.float32) @ luma) / base_luma[ids[hit]]
    rgb[hit] = np.clip(shade[:, None] * paint[ids[hit]] * 255.0 + 0.5, 0, 255).astype(np.uint8)
    return out


def render_with_phantom(view: dict, groups: list[list[int]], colours: list[list[float]],
                        phantom: list[int], renderer: CpuRenderer | None = None) -> np.ndarray:
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
    return (renderer or CpuRenderer()).render(scene, camera_from_record(view["camera"])).rgb


def option_image(view: dict, option: dict, colours: list[list[float]], renderer=None) -> np.ndarray:
    if option.get("phantom") is not None:
        return render_with_phantom(view, option["groups"], colours, option["phantom"], renderer)
    return recolour(view, option["groups"], colours)
