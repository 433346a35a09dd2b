"""Watertight shape primitives for the per-tool models: outlines extruded flat or on edge,
profiles turned on a lathe, bent rods along a path and rounded bars that swell along one.

Invariant: every function returns one closed, consistently wound trimesh in metres (a
simple polygon outline, clockwise or not, self-intersection free), so a model built from
them stays a list of watertight parts (tests/test_phystool_models.py checks each model).
Non-convex outlines (a wrench's jaw, a pair of pliers, a saw's teeth) are triangulated by ear
clipping; ``parts.py`` holds the convex primitives and the materials.
"""

from __future__ import annotations

import math

import numpy as np

from .parts import cyl, on_edge, sphere


def _tm():
    import trimesh

    return trimesh


def _area(pts: np.ndarray) -> float:
    x, y = pts[:, 0], pts[:, 1]
    return 0.5 * float(np.dot(x, np.roll(y, -1)) - np.dot(y, np.roll(x, -1)))


def _inside(p, a, b, c) -> bool:
    def cross(o, u, v):
        return (u[0] - o[0]) * (v[1] - o[1]) - (u[1] - o[1]) * (v[0] - o[0])

    return cross(a, b, p) >= -1e-15 and cross(b, c, p) >= -1e-15 and cross(c, a, p) >= -1e-15


def triangulate(points) -> np.ndarray:
    """Ear-clipping triangles (indices) of a simple polygon, counter-clockwise order."""
    pts = np.asarray(points, float)
    idx = list(range(len(pts)))
    if _area(pts) < 0:
        idx.reverse()
    tris = []
    guard = 0
    while len(idx) > 3 and guard < 10_000:
        guard += 1
        n = len(idx)
        for k in range(n):
            i0, i1, i2 = idx[(k - 1) % n], idx[k], idx[(k + 1) % n]
            a, b, c = pts[i0], pts[i1], pts[i2]
            if (b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0]) <= 1e-15:
                continue  # reflex or flat corner
            if any(_inside(pts[j], a, b, c) for j in idx if j not in (i0, i1, i2)):
                continue
            tris.append((i0, i1, i2))
            idx.pop(k)
            break
        else:  # numerically stuck: fall back to a fan over what is left
            tris += [(idx[0], idx[j], idx[j + 1]) for j in range(1, len(idx) - 1)]
            idx = idx[:3]
            break
    tris.append(tuple(idx))
    return np.array(tris, dtype=np.int64)


def extrude(points, z0: float, z1: float):
    """A flat part: the (x, y) outline extruded from z0 to z1."""
    tm = _tm()
    pts = np.asarray(points, float)
    keep = np.linalg.norm(pts - np.roll(pts, -1, axis=0), axis=1) > 1e-9  # repeated points
    pts = pts[keep]
    if _area(pts) < 0:
        pts = pts[::-1]
    n = len(pts)
    tri = triangulate(pts)
    v = np.vstack([np.column_stack([pts, np.full(n, z0)]), np.column_stack([pts, np.full(n, z1)])])
    faces = [tri[:, ::-1], tri + n]
    side = []
    for i in range(n):
        j = (i + 1) % n
        side += [[i, j, n + j], [i, n + j, n + i]]
    m = tm.Trimesh(v, np.vstack(faces + [np.array(side)]), process=True)
    if m.volume < 0:
        m.invert()
    return m


def edge_extrude(points_xz, y0: float, y1: float):
    """A part standing on edge: the (x, z) outline extruded along y from y0 to y1 (a hammer
    head seen from the side, a saw's spine, a wedge)."""
    return on_edge(extrude(points_xz, -y1, -y0))


def lathe(profile, sections: int = 20, axis: str = "x", center=(0.0, 0.0, 0.0)):
    """A turned part: ``profile`` is [(position along the axis, radius), ...] from one end to
    the other; ends with a non-zero radius are capped. Turned about the x axis (or y, z)."""
    tm = _tm()
    prof = [(float(a), max(float(r), 0.0)) for a, r in profile]
    rings, verts = [], []
    ang = np.linspace(0, 2 * np.pi, sections, endpoint=False)
    for a, r in prof:
        if r <= 1e-9:
            rings.append([len(verts)])
            verts.append((a, 0.0, 0.0))
        else:
            rings.append(list(range(len(verts), len(verts) + sections)))
            verts += [(a, r * math.cos(t), r * math.sin(t)) for t in ang]
    faces = []
    for ra, rb in zip(rings[:-1], rings[1:]):
        if len(ra) == 1 and len(rb) == 1:
            continue
        if len(ra) == 1:
            faces += [[ra[0], rb[(i + 1) % sections], rb[i]] for i in range(sections)]
        elif len(rb) == 1:
            faces += [[ra[i], ra[(i + 1) % sections], rb[0]] for i in range(sections)]
        else:
            for i in range(sections):
                j = (i + 1) % sections
                faces += [[ra[i], ra[j], rb[j]], [ra[i], rb[j], rb[i]]]
    for ring, first in ((rings[0], True), (rings[-1], False)):
        if len(ring) > 1:
            c = len(verts)
            verts.append((prof[0 if first else -1][0], 0.0, 0.0))
            faces += [
                [c, ring[(i + 1) % sections], ring[i]] if first else [c, ring[i], ring[(i + 1) % sections]]
                for i in range(sections)
            ]
    v = np.array(verts)
    if axis == "z":
        v = v[:, [1, 2, 0]]
    elif axis == "y":
        v = v[:, [1, 0, 2]]
    m = tm.Trimesh(v + np.asarray(center, float), np.array(faces), process=True)
    m.fix_normals()
    return m


def rod(path, radius: float, sections: int = 10):
    """A bent rod through the 3-D points of ``path``: one cylinder per segment, a ball at each
    inner joint (handles, wire frames, hoses, cables)."""
    pts = [np.asarray(p, float) for p in path]
    out = [
        cyl(p, q, radius, sections=sections)
        for p, q in zip(pts[:-1], pts[1:])
        if np.linalg.norm(q - p) > 1e-9
    ]
    out += [sphere(p, radius * 1.02, sub=1) for p in pts[1:-1]]
    return out


def tube(points, half_widths, half_heights, z0: float = 0.0, sections: int = 12):
    """A rounded bar lying on a surface along a path in the (x, y) plane (a pliers grip, a
    strap, a handle that swells): at each point an elliptical section of half-width w
    (across the path) and half-height h, its bottom at height z0; both ends capped."""
    tm = _tm()
    p = np.asarray(points, float)
    keep = np.r_[True, np.linalg.norm(np.diff(p, axis=0), axis=1) > 1e-9]
    p = p[keep]
    w = np.broadcast_to(np.asarray(half_widths, float), (len(keep),))[keep]
    h = np.broadcast_to(np.asarray(half_heights, float), (len(keep),))[keep]
    d = np.gradient(p, axis=0)
    d /= np.maximum(np.linalg.norm(d, axis=1, keepdims=True), 1e-12)
    nrm = np.column_stack([-d[:, 1], d[:, 0]])
    ang = np.linspace(0, 2 * np.pi, sections, endpoint=False)
    verts = []
    for (x, y), (nx, ny), wi, hi in zip(p, nrm, w, h):
        for a in ang:
            c, s = math.cos(a), math.sin(a)
            verts.append((x + wi * c * nx, y + wi * c * ny, z0 + hi + hi * s))
    n, m = len(p), sections
    faces = []
    for i in range(n - 1):
        for j in range(m):
            a, b = i * m + j, i * m + (j + 1) % m
            faces += [[a, b, b + m], [a, b + m, a + m]]
    for end, first in ((0, True), (n - 1, False)):
        c = len(verts)
        verts.append((p[end][0], p[end][1], z0 + h[end]))
        ring = [end * m + j for j in range(m)]
        faces += [
            [c, ring[(j + 1) % m], ring[j]] if first else [c, ring[j], ring[(j + 1) % m]] for j in range(m)
        ]
    mesh = tm.Trimesh(np.array(verts), np.array(faces), process=True)
    mesh.fix_normals()
    return mesh


def arc_points(
    cx: float, cy: float, r: float, a0: float, a1: float, n: int = 12, r_y: float | None = None
) -> list[tuple[float, float]]:
    """Points on a circular arc (radians), for outlines; with ``r_y`` an elliptical one, r
    along x and r_y along y."""
    ry = r if r_y is None else r_y
    return [
        (cx + r * math.cos(a0 + (a1 - a0) * i / n), cy + ry * math.sin(a0 + (a1 - a0) * i / n))
        for i in range(n + 1)
    ]


def curve_path(points, z: float, n: int = 16) -> list[tuple[float, float, float]]:
    """A smooth 3-D path at height z through 2-D control points (a Catmull-Rom spline), for
    hoses and cables lying on a surface."""
    p = np.asarray(points, float)
    p = np.vstack([p[0], p, p[-1]])
    out = []
    for i in range(1, len(p) - 2):
        p0, p1, p2, p3 = p[i - 1], p[i], p[i + 1], p[i + 2]
        for t in np.linspace(0, 1, n, endpoint=False):
            t2, t3 = t * t, t * t * t
            q = 0.5 * (
                2 * p1
                + (-p0 + p2) * t
                + (2 * p0 - 5 * p1 + 4 * p2 - p3) * t2
                + (-p0 + 3 * p1 - 3 * p2 + p3) * t3
            )
            out.append((float(q[0]), float(q[1]), z))
    out.append((float(p[-2][0]), float(p[-2][1]), z))
    return out
