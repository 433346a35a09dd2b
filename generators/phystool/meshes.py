"""Parametric proxy meshes, one recipe per shape family, built with trimesh primitives.

A recipe is drawn for a unit-length tool with the family's width/height ratios and then
scaled to the tool's [L, W, H]; every part stays inside the box [-L/2, L/2] x [-W/2, W/2]
x [0, H], so a footprint rectangle in the layout bounds the mesh. The shapes are coarse on
purpose: they make a family recognisable (a pistol grip, a long handle, a disc) and tools of
one family look alike, which is what a visual look-alike distractor means here.
"""

from __future__ import annotations

from functools import cache

import numpy as np

from .build_library import SHAPES


def _box(x0, x1, y0, y1, z0, z1):
    import trimesh

    m = trimesh.creation.box(extents=[x1 - x0, y1 - y0, z1 - z0])
    m.apply_translation([(x0 + x1) / 2, (y0 + y1) / 2, (z0 + z1) / 2])
    return m


def _cyl_x(x0, x1, r, y=0.0, z=None, sections=14):
    """A cylinder along x from x0 to x1, radius r, lying on the surface unless z is given."""
    import trimesh

    m = trimesh.creation.cylinder(radius=r, height=x1 - x0, sections=sections)
    m.apply_transform(trimesh.transformations.rotation_matrix(np.pi / 2, [0, 1, 0]))
    m.apply_translation([(x0 + x1) / 2, y, r if z is None else z])
    return m


def _cyl_z(r, h, x=0.0, y=0.0, z0=0.0, sections=20):
    import trimesh

    m = trimesh.creation.cylinder(radius=r, height=h, sections=sections)
    m.apply_translation([x, y, z0 + h / 2])
    return m


def _recipe(family: str, w: float, h: float) -> list:
    """Parts for a tool of length 1, width w, height h (local frame, centred on x and y)."""
    hw = w / 2
    if family == "wrench":
        return [_box(-0.38, 0.38, -0.25 * hw, 0.25 * hw, 0, h), _box(-0.5, -0.36, -hw, hw, 0, h),
                _cyl_z(hw * 0.9, h, x=0.42)]
    if family == "socket":
        return [_cyl_z(min(hw, 0.5) * 0.95, h, sections=6), _cyl_z(min(hw, 0.5) * 0.6, h * 0.02, z0=h * 0.98)]
    if family == "shaft_handle":
        r = min(hw, h / 2)
        return [_cyl_x(-0.5, -0.05, r), _cyl_x(-0.05, 0.5, r * 0.35, z=r)]
    if family == "pliers":
        return [_box(-0.5, 0.0, -hw, -0.3 * hw, 0, h), _box(-0.5, 0.0, 0.3 * hw, hw, 0, h),
                _box(0.0, 0.5, -0.35 * hw, 0.35 * hw, 0, h)]
    if family == "scissors":
        return [_cyl_z(hw * 0.45, h, x=-0.4, y=-hw * 0.5), _cyl_z(hw * 0.45, h, x=-0.4, y=hw * 0.5),
                _box(-0.3, 0.5, -0.2 * hw, 0.2 * hw, 0, h)]
    if family == "hammer":
        return [_box(-0.5, 0.35, -0.2 * hw, 0.2 * hw, 0, h * 0.7), _box(0.35, 0.5, -hw, hw, 0, h)]
    if family == "saw":
        return [_box(-0.5, -0.25, -hw, hw, 0, h), _box(-0.25, 0.5, -hw * 0.8, hw * 0.5, 0, h * 0.3)]
    if family == "pistol":
        return [_box(-0.5, 0.5, -hw * 0.35, hw * 0.35, 0, h), _box(-0.3, -0.05, -hw, -hw * 0.35, 0, h * 0.8),
                _cyl_z(min(hw * 0.4, 0.2), h * 0.9, x=-0.3, y=hw * 0.55)]
    if family == "power_body":
        return [_box(-0.5, 0.15, -hw * 0.6, hw * 0.6, 0, h), _cyl_z(min(hw, 0.35), h * 0.3, x=0.15)]
    if family == "bar":
        return [_box(-0.5, 0.5, -hw, hw, 0, h)]
    if family == "square":
        return [_box(-0.5, 0.5, -hw, -hw * 0.7, 0, h), _box(-0.5, -0.3, -hw, hw, 0, h)]
    if family == "blade_handle":
        return [_box(-0.5, -0.1, -hw * 0.5, hw * 0.5, 0, h), _box(-0.1, 0.5, -hw, hw, 0, h * 0.25)]
    if family == "long_handle":
        return [_cyl_x(-0.5, 0.32, min(hw * 0.2, h / 2)), _box(0.32, 0.5, -hw, hw, 0, h)]
    if family == "container":
        return [_cyl_z(min(hw, 0.5), h, sections=24)]
    if family == "meter":
        return [_box(-0.5, 0.5, -hw, hw, 0, h), _box(-0.45, -0.05, -hw * 0.8, hw * 0.8, h, h * 1.0001)]
    if family == "cylinder":
        return [_cyl_x(-0.5, 0.5, min(hw, h / 2))]
    if family == "clamp":
        return [_box(-0.5, 0.5, -hw, -hw * 0.7, 0, h), _box(-0.5, -0.35, -hw, hw, 0, h),
                _box(0.35, 0.5, -hw, hw, 0, h)]
    if family == "roll":
        return [_cyl_z(min(hw, 0.5), h, sections=28)]
    if family == "brush":
        return [_cyl_x(-0.5, 0.1, min(hw * 0.3, h / 2)), _box(0.1, 0.5, -hw, hw, 0, h)]
    if family == "box":
        return [_box(-0.5, 0.5, -hw, hw, 0, h)]
    if family == "plane":
        return [_box(-0.5, 0.5, -hw, hw, 0, h * 0.5), _box(-0.15, 0.35, -hw * 0.3, hw * 0.3, h * 0.5, h)]
    raise ValueError(f"no proxy mesh recipe for shape family {family!r}")


@cache
def unit_mesh(family: str) -> tuple[np.ndarray, np.ndarray]:
    """(vertices, faces) of the family's proxy at length 1, normalised to its bounding box."""
    import trimesh

    w, h = SHAPES[family]
    mesh = trimesh.util.concatenate(_recipe(family, w, h))
    v = np.asarray(mesh.vertices, dtype=np.float64)
    lo, hi = v.min(axis=0), v.max(axis=0)
    # normalise to exactly [-0.5, 0.5] x [-0.5, 0.5] x [0, 1]: scaling by [L, W, H] then fits the footprint
    v = (v - np.array([(lo[0] + hi[0]) / 2, (lo[1] + hi[1]) / 2, lo[2]])) / np.maximum(hi - lo, 1e-9)
    return v, np.asarray(mesh.faces, dtype=np.int64)


def tool_mesh(family: str, size_m, x: float = 0.0, y: float = 0.0, yaw_deg: float = 0.0):
    """World (surface-frame) vertices and faces of one placed tool."""
    v, f = unit_mesh(family)
    v = v * np.asarray(size_m, dtype=np.float64)
    a = np.radians(yaw_deg)
    rot = np.array([[np.cos(a), -np.sin(a), 0], [np.sin(a), np.cos(a), 0], [0, 0, 1]])
    return v @ rot.T + np.array([x, y, 0.0]), f
