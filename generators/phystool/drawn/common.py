"""Shared parts of the tool models: turned grips, flat plates, rods, cords, hulls and hooks.

Every function returns a list of (mesh, material) parts (see ``drawn/__init__.py``).
"""

from __future__ import annotations

import math

import numpy as np
import trimesh

from ..parts import box, cyl, ring, sphere
from ..shapes import edge_extrude, extrude, lathe, rod


def grip(x0: float, x1: float, r: float, z: float, mat, flare: float = 1.15, sections: int = 14) -> list:
    """A turned handle along x from x0 to x1 (x0 the butt), slightly swollen, centre height z."""
    n = x1 - x0
    prof = [(x0, r * 0.85), (x0 + 0.04 * n, r), (x0 + 0.35 * n, r * flare), (x0 + 0.75 * n, r), (x1, r * 0.9)]
    return [(lathe(prof, sections, center=(0, 0, z)), mat)]


def turned(
    profile, z: float, mat, sections: int = 18, y: float = 0.0, axis: str = "x", x: float = 0.0
) -> list:
    """A turned part at height z: profile [(position along the axis, radius), ...], about the
    x axis (through y, z) or the y axis (through x, z) or the z axis (through x, y)."""
    center = {"x": (0, y, z), "y": (x, 0, z), "z": (x, y, 0)}[axis]
    return [(lathe(profile, sections, axis=axis, center=center), mat)]


def thread_profile(x0: float, x1: float, n: int, root: float, crest: float) -> list[tuple[float, float]]:
    """A threaded screw's profile for ``turned``, from ``x0`` to ``x1``: ``n`` ridges of
    radius ``crest`` over a core of radius ``root``."""
    prof = []
    for i in range(n + 1):
        x = x0 + (x1 - x0) * i / n
        prof += [(x, root), (x + (x1 - x0) / n * 0.5, crest)] if i < n else [(x, root)]
    return prof


def plate(outline, z0: float, t: float, mat) -> list:
    """A flat part: an (x, y) outline, thickness t, from height z0."""
    return [(extrude(outline, z0, z0 + t), mat)]


def side(outline_xz, y0: float, y1: float, mat) -> list:
    """A part on edge: an (x, z) outline extruded across y0..y1."""
    return [(edge_extrude(outline_xz, y0, y1), mat)]


def bar(p0, p1, r: float, mat, sections: int = 12) -> list:
    return [(cyl(p0, p1, r, sections=sections), mat)]


def path(points, r: float, mat, sections: int = 10) -> list:
    return [(m, mat) for m in rod(points, r, sections)]


def block(x0, x1, y0, y1, z0, z1, mat) -> list:
    return [(box(x0, x1, y0, y1, z0, z1), mat)]


def ball(c, r: float, mat) -> list:
    return [(sphere(c, r, sub=2), mat)]


def cord(
    x0: float,
    y0: float,
    length: float,
    r: float,
    z: float,
    mat="black_plastic",
    turns: float = 1.2,
    sweep: float = 0.6,
) -> list:
    """A cable lying loosely on the surface from (x0, y0), curling away over ``length``."""
    pts = []
    n = 10
    for i in range(n + 1):
        t = i / n
        a = math.pi * turns * t
        pts.append((x0 - length * 0.6 * t, y0 + length * sweep * 0.5 * math.sin(a), z))
    return path(pts, r, mat, sections=8)


def rounded_rect(x0, x1, y0, y1, rad: float, n: int = 4) -> list[tuple[float, float]]:
    """Outline of a rectangle with rounded corners."""
    rad = min(rad, (x1 - x0) / 2 * 0.99, (y1 - y0) / 2 * 0.99)
    pts = []
    for cx, cy, a0 in (
        (x1 - rad, y1 - rad, 0),
        (x0 + rad, y1 - rad, 90),
        (x0 + rad, y0 + rad, 180),
        (x1 - rad, y0 + rad, 270),
    ):
        for i in range(n + 1):
            a = math.radians(a0 + 90 * i / n)
            pts.append((cx + rad * math.cos(a), cy + rad * math.sin(a)))
    return pts


def mirror_y(points) -> list[tuple[float, float]]:
    """A closed outline symmetric about y = 0 from its upper half (x ascending, y >= 0)."""
    up = [(x, y) for x, y in points]
    down = [(x, -y) for x, y in reversed(points) if abs(y) > 1e-12]
    return up + down


def transformed(parts: list, matrix) -> list:
    """Copies of the parts moved by a 4 x 4 homogeneous matrix (the originals are kept)."""
    out = []
    for mesh, mat in parts:
        mesh = mesh.copy()
        mesh.apply_transform(matrix)
        out.append((mesh, mat))
    return out


def placed(parts: list, yaw: float, x: float, y: float) -> list:
    """Parts built about the origin, turned by yaw (radians, about z) and moved to (x, y)."""
    c, s = math.cos(yaw), math.sin(yaw)
    return transformed(parts, [[c, -s, 0, x], [s, c, 0, y], [0, 0, 1, 0], [0, 0, 0, 1]])


def battery_clamp(c: float, col) -> list:
    """A battery clamp c long along +x from its cable end at the origin: two insulated levers
    in the lead's colour, open in a V behind the pivot, and bare copper jaws in front."""
    w = c * 0.17
    parts = block(0.0, c * 0.62, -w, w, 0.0, c * 0.12, col)
    parts += side([(0.0, c * 0.34), (c * 0.62, c * 0.15), (c * 0.62, c * 0.26), (0.0, c * 0.46)], -w * 0.9,
                  w * 0.9, col)
    parts += bar([c * 0.6, -w * 1.05, c * 0.14], [c * 0.6, w * 1.05, c * 0.14], c * 0.05, "dark_steel")
    parts += block(c * 0.6, c, -w * 0.75, w * 0.75, 0.0, c * 0.09, "copper")
    parts += side([(c * 0.6, c * 0.15), (c, c * 0.1), (c, c * 0.17), (c * 0.6, c * 0.26)], -w * 0.75,
                  w * 0.75, "copper")
    return parts


def grid_solid(bottom, top):
    """A closed solid between two (n+1, m+1, 3) grids of points, ``bottom`` and ``top`` (the
    same (i, j) layout): both surfaces and the walls round the grid's rim."""
    import numpy as np
    import trimesh

    bottom, top = np.asarray(bottom, float), np.asarray(top, float)
    n, m = bottom.shape[0] - 1, bottom.shape[1] - 1
    verts = np.concatenate([bottom.reshape(-1, 3), top.reshape(-1, 3)])
    idx = lambda k, i, j: k * (n + 1) * (m + 1) + i * (m + 1) + j  # noqa: E731
    faces = []
    for i in range(n):
        for j in range(m):
            a, b, c, d = idx(1, i, j), idx(1, i + 1, j), idx(1, i + 1, j + 1), idx(1, i, j + 1)
            faces += [[a, b, c], [a, c, d]]
            a, b, c, d = idx(0, i, j), idx(0, i + 1, j), idx(0, i + 1, j + 1), idx(0, i, j + 1)
            faces += [[a, c, b], [a, d, c]]
    rim = [(i, 0) for i in range(n + 1)] + [(n, j) for j in range(1, m + 1)]
    rim += [(i, m) for i in range(n - 1, -1, -1)] + [(0, j) for j in range(m - 1, 0, -1)]
    for q in range(len(rim)):
        (i0, j0), (i1, j1) = rim[q], rim[(q + 1) % len(rim)]
        faces += [[idx(0, i0, j0), idx(0, i1, j1), idx(1, i1, j1)],
                  [idx(0, i0, j0), idx(1, i1, j1), idx(1, i0, j0)]]
    mesh = trimesh.Trimesh(verts, np.array(faces), process=True)
    mesh.fix_normals()
    return mesh


def helix(x0, x1, r_in, r_out, turns, t, z, n=48):
    """A helical flight (an auger's, a screw's) about the x axis at height z, from x0 to x1:
    a ribbon from radius r_in to r_out turning ``turns`` times, t thick along x."""
    import math

    grids = []
    for dx in (0.0, t):
        grid = []
        for i in range(n + 1):
            a = 2 * math.pi * turns * i / n
            x = x0 + (x1 - x0 - t) * i / n + dx
            grid.append([(x, rad * math.cos(a), z + rad * math.sin(a)) for rad in (r_in, r_out)])
        grids.append(grid)
    return grid_solid(*grids)


def scoop(x0, x1, half_width, depth, t, mat, n=12, m=9) -> list:
    """A scooped blade from x0 to x1: at each x a cross-section curving up from the centre line
    to edges ``depth`` higher, ``half_width(f)`` wide (f = 0 at x0, 1 at x1), t thick."""
    grids = [[[(x0 + (x1 - x0) * i / n, (-1 + 2 * j / m) * max(half_width(i / n), 1e-5),
                depth * (-1 + 2 * j / m) ** 2 + k * t) for j in range(m + 1)] for i in range(n + 1)]
             for k in (0, 1)]  # bottom then top surface
    return [(grid_solid(*grids), mat)]


def striking_handle(L: float, x_end: float, r: float, kind: str, acc) -> list:
    """A hammer's, axe's or pick's handle, from the butt (-L/2) to x_end: wood, hickory,
    fiberglass/steel with a rubber grip, or (yellow_black) a yellow fibreglass shaft with a long
    black grip and a black collar."""
    z = r
    if kind == "wood":
        return turned(
            [
                (-L / 2, r * 1.05),
                (-L / 2 + 0.25 * L, r * 1.2),
                (x_end - 0.25 * L, r * 0.95),
                (x_end, r * 1.05),
            ],
            z,
            "wood",
            sections=12,
        )
    if kind == "hickory":
        return turned(
            [(-L / 2, r * 1.15), (-L / 2 + 0.15 * L, r * 1.25), (x_end - 0.3 * L, r * 0.9), (x_end, r * 1.1)],
            z,
            "wood",
            sections=12,
        )
    if kind == "yellow_black":  # a yellow fibreglass shaft, a long black grip, a black collar
        g = L * 0.4
        parts = turned([(-L / 2 + g, r * 0.95), (x_end, r * 0.95)], z, "fiberglass", 12)
        parts += turned([(x_end - 0.1 * L, r * 1.08), (x_end - 0.02 * L, r * 1.05)], z, "rubber", 12)
        return parts + grip(-L / 2, -L / 2 + g, r * 1.25, z, "rubber")
    shaft = "fiberglass" if kind == "fiberglass" else "chrome"
    g = L * 0.38
    return turned(
        [(-L / 2 + g, r * 0.9), (x_end, r * 0.9)], z, acc if kind == "fiberglass" else shaft, 12
    ) + grip(-L / 2, -L / 2 + g, r * 1.25, z, "rubber")


def half_section(x0, x1, w0, w1, h0, h1, z, n=8, m=12):
    """A closed bar from x0 to x1 whose section is half an ellipse (flat side down at height
    z), half-width and height tapering linearly from (w0, h0) to (w1, h1)."""
    import numpy as np
    import trimesh

    verts = []
    for i in range(n + 1):
        f = i / n
        w, h = w0 + (w1 - w0) * f, h0 + (h1 - h0) * f
        for j in range(m + 1):
            a = math.pi * j / m
            verts.append((x0 + (x1 - x0) * f, w * math.cos(a), z + h * math.sin(a)))
    k = m + 1
    faces = []
    for i in range(n):
        for j in range(k):
            a, b = i * k + j, i * k + (j + 1) % k
            faces += [[a, b + k, b], [a, a + k, b + k]]
    for i, flip in ((0, False), (n, True)):
        ring = [i * k + j for j in range(k)]
        faces += [
            [ring[0], ring[j + 1], ring[j]] if flip else [ring[0], ring[j], ring[j + 1]]
            for j in range(1, k - 1)
        ]
    mesh = trimesh.Trimesh(np.array(verts), np.array(faces), process=True)
    mesh.fix_normals()
    return mesh


def oval_loop(cx, cy, a, b, w, z0, t, mat, n=14) -> list:
    """A closed flat oval ring lying on z0 (inner half-axes a, b; wall w; thickness t), made of
    two half-rings and open right through: a scissors' finger loop, a strap's loop."""
    parts = []
    for k in (0, 1):
        angs = [math.pi * (k + i / n) for i in range(n + 1)]
        outer = [(cx + (a + w) * math.cos(q), cy + (b + w) * math.sin(q)) for q in angs]
        inner = [(cx + a * math.cos(q), cy + b * math.sin(q)) for q in reversed(angs)]
        parts += plate(outer + inner, z0, t, mat)
    return parts


def frame(outer, inner, z0, t, mat) -> list:
    """A flat frame between two outlines with as many corners, in the same turning order: one
    closed quad per edge, so the inner outline is a hole right through (a window, an annulus)."""
    n = len(outer)
    return [
        part
        for i in range(n)
        for part in plate([outer[i], outer[(i + 1) % n], inner[(i + 1) % n], inner[i]], z0, t, mat)
    ]


def hull(points, mat) -> list:
    """The convex hull of ``points`` (3-d) as one part: a tray's flared wall, a wedge of a skip."""
    return [(trimesh.Trimesh(np.asarray(points, float)).convex_hull, mat)]


def lying_hook(x, y, z, s, size, mat="dark_steel", thickness: float = 0.13) -> list:
    """A big forged lifting hook lying flat: its eye at (x, y) and its bowl opening back towards
    the eye on the far side (s = +1: pointing along +x, -1: along -x), ``size`` long, its round
    bar ``thickness`` x size across, with a bright safety latch."""
    r = size * thickness
    parts = [(ring([x, y, z], size * 0.17, size * 0.07, r * 1.6), mat)]  # the eye
    R = size * 0.3
    cx = x + s * (size - R)
    pts = [(x + s * size * 0.15, y, z), (cx, y, z)]
    pts += [(cx + s * R * math.sin(u), y - R + R * math.cos(u), z) for u in [k * 0.45 for k in range(1, 9)]]
    parts += path(pts, r, mat, 12)
    tip = pts[-1]
    parts += bar([tip[0], tip[1], z], [x + s * size * 0.4, y, z], r * 0.35, "chrome", 8)  # the latch
    return parts
