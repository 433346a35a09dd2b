"""Materials and watertight mesh primitives for the part-based tool models (the recipes in
``recipes/``, built by ``models.py``).

Invariant: every primitive returns one closed, consistently wound trimesh (boxes, cylinders,
frustums, spheres, rings, tori, convex prisms, arc segments), in metres, so a model built from
them is a list of watertight parts.
"""

from __future__ import annotations

import math
import zlib

import numpy as np

# material -> (rgb 0-255, specular strength, shininess)
MATERIALS = {
    "steel": ((168, 172, 178), 0.55, 40.0),
    "dark_steel": ((74, 78, 84), 0.45, 30.0),
    "chrome": ((205, 208, 214), 0.8, 60.0),
    "wood": ((178, 122, 70), 0.08, 8.0),
    "dark_wood": ((120, 78, 44), 0.08, 8.0),
    "rubber": ((36, 36, 38), 0.05, 6.0),
    "brass": ((196, 160, 72), 0.6, 40.0),
    "fiberglass": ((230, 190, 40), 0.2, 12.0),
    "aluminium": ((190, 194, 200), 0.4, 20.0),
    "white": ((236, 236, 232), 0.2, 12.0),
    "black_plastic": ((44, 46, 50), 0.25, 16.0),
    "glass": ((170, 210, 220), 0.7, 60.0),
    "screen": ((40, 70, 80), 0.6, 50.0),
    "bristle": ((214, 190, 140), 0.02, 4.0),
    "blue_glove": ((90, 140, 210), 0.1, 8.0),
    "gauze": ((246, 244, 236), 0.02, 4.0),
    "tape_silver": ((160, 164, 168), 0.3, 14.0),
    "orange": ((236, 120, 30), 0.2, 12.0),
    "red": ((196, 32, 30), 0.25, 16.0),
    "yellow": ((236, 196, 30), 0.25, 16.0),
    "green": ((40, 140, 60), 0.25, 16.0),
    "blue": ((30, 90, 190), 0.25, 16.0),
    "grey": ((120, 124, 130), 0.2, 12.0),
    "rust": ((130, 70, 40), 0.1, 8.0),
    "cork": ((200, 160, 110), 0.05, 6.0),
    "copper": ((200, 110, 60), 0.6, 40.0),
    "teeth": ((120, 124, 130), 0.5, 30.0),
}
ACCENTS = [
    (210, 40, 40),
    (240, 190, 20),
    (30, 110, 200),
    (40, 150, 60),
    (236, 120, 30),
    (120, 60, 160),
    (20, 150, 160),
    (200, 60, 120),
]


def accent_rgb(tool_id: str) -> tuple[int, int, int]:
    """The plastic colour of a tool's grips and housings (a brand colour from its id)."""
    return ACCENTS[zlib.crc32(tool_id.encode()) % len(ACCENTS)]


# ---- primitives (all watertight) --------------------------------------------------------


def _tm():
    import trimesh

    return trimesh


def box(x0, x1, y0, y1, z0, z1):
    m = _tm().creation.box(extents=[x1 - x0, y1 - y0, z1 - z0])
    m.apply_translation([(x0 + x1) / 2, (y0 + y1) / 2, (z0 + z1) / 2])
    return m


def rbox(center, extents, yaw=0.0, pitch=0.0):
    """A box turned by yaw (about z) then pitch (about y), in radians."""
    tm = _tm()
    m = tm.creation.box(extents=extents)
    m.apply_transform(tm.transformations.euler_matrix(0, pitch, yaw, "sxyz"))
    m.apply_translation(center)
    return m


def cyl(p0, p1, r, sections=18):
    return _tm().creation.cylinder(radius=r, segment=[p0, p1], sections=sections)


def frustum(p0, p1, r0, r1, sections=18):
    """A truncated cone from p0 (radius r0) to p1 (radius r1)."""
    tm = _tm()
    p0, p1 = np.asarray(p0, float), np.asarray(p1, float)
    axis = p1 - p0
    h = float(np.linalg.norm(axis))
    a = np.linspace(0, 2 * np.pi, sections, endpoint=False)
    ring0 = np.stack([r0 * np.cos(a), r0 * np.sin(a), np.zeros_like(a)], 1)
    ring1 = np.stack([r1 * np.cos(a), r1 * np.sin(a), np.full_like(a, h)], 1)
    v = np.vstack([ring0, ring1, [[0, 0, 0], [0, 0, h]]])
    n = sections
    f = []
    for i in range(n):
        j = (i + 1) % n
        f += [[i, j, n + j], [i, n + j, n + i], [2 * n, j, i], [2 * n + 1, n + i, n + j]]
    m = tm.Trimesh(v, np.array(f), process=True)
    m.apply_transform(tm.geometry.align_vectors([0, 0, 1], axis / h))
    m.apply_translation(p0)
    if m.volume < 0:
        m.invert()
    return m


def sphere(c, r, sub=2):
    m = _tm().creation.icosphere(subdivisions=sub, radius=r)
    m.apply_translation(c)
    return m


def ring(c, r_out, r_in, h, axis="z"):
    tm = _tm()
    m = tm.creation.annulus(r_min=r_in, r_max=r_out, height=h, sections=24)
    if axis == "y":
        m.apply_transform(tm.transformations.rotation_matrix(np.pi / 2, [1, 0, 0]))
    elif axis == "x":
        m.apply_transform(tm.transformations.rotation_matrix(np.pi / 2, [0, 1, 0]))
    m.apply_translation(c)
    return m


def torus(c, major, minor, axis="z"):
    tm = _tm()
    m = tm.creation.torus(major_radius=major, minor_radius=minor, major_sections=24, minor_sections=10)
    if axis == "y":
        m.apply_transform(tm.transformations.rotation_matrix(np.pi / 2, [1, 0, 0]))
    m.apply_translation(c)
    return m


def prism(points, z0, z1):
    """A vertical prism over a convex polygon (x, y) from z0 to z1."""
    tm = _tm()
    pts = np.asarray(points, float)
    n = len(pts)
    faces = np.array([[0, i, i + 1] for i in range(1, n - 1)])
    m = tm.creation.extrude_triangulation(pts, faces, height=z1 - z0)
    if m.volume < 0:
        m.invert()
    m.apply_translation([0, 0, z0])
    return m


def blade(x0, x1, w0, w1, t, z0=0.0, y0=0.0):
    """A flat tapered plate from x0 (width w0) to x1 (width w1), thickness t."""
    return prism([(x0, y0 - w0 / 2), (x1, y0 - w1 / 2), (x1, y0 + w1 / 2), (x0, y0 + w0 / 2)], z0, z0 + t)


def on_edge(m):
    """A part built flat in (x, y) from z = -y1 to -y0, turned about x so that its outline
    stands in the (x, z) plane between y0 and y1, outward normals kept."""
    m.apply_transform(_tm().transformations.rotation_matrix(np.pi / 2, [1, 0, 0]))
    if m.volume < 0:
        m.invert()
    return m


def side_prism(points_xz, y0, y1):
    """A prism over a convex polygon in the (x, z) plane, extruded along y from y0 to y1
    (wedges, ramps, blocks seen from the side)."""
    return on_edge(prism(points_xz, -y1, -y0))


def arc_plate(cx, cy, r_in, r_out, a0, a1, z0, z1, n=10):
    """A flat curved band (sickle and scythe blades, C-shapes): n convex segments of the
    annulus sector between radii r_in and r_out from angle a0 to a1 (radians)."""
    out = []
    for i in range(n):
        b0 = a0 + (a1 - a0) * i / n
        b1 = a0 + (a1 - a0) * (i + 1) / n + (a1 - a0) * 0.002
        pts = [(cx + r_in * math.cos(b0), cy + r_in * math.sin(b0)),
               (cx + r_out * math.cos(b0), cy + r_out * math.sin(b0)),
               (cx + r_out * math.cos(b1), cy + r_out * math.sin(b1)),
               (cx + r_in * math.cos(b1), cy + r_in * math.sin(b1))]
        cross = ((pts[1][0] - pts[0][0]) * (pts[2][1] - pts[0][1])
                 - (pts[1][1] - pts[0][1]) * (pts[2][0] - pts[0][0]))
        if cross < 0:
            pts = pts[::-1]
        out.append(prism(pts, z0, z1))
    return out


def arc_tube(cx, cy, z, r, a0, a1, tube_r, n=8):
    """A bent rod (shackles, hooks, handles) in a horizontal plane: n cylinder segments along
    a circular arc of radius r around (cx, cy), with a sphere at each joint."""
    out = []
    pts = [(cx + r * math.cos(a0 + (a1 - a0) * i / n), cy + r * math.sin(a0 + (a1 - a0) * i / n), z)
           for i in range(n + 1)]
    for p, q in zip(pts[:-1], pts[1:]):
        out.append(cyl(p, q, tube_r, sections=10))
    for p in pts[1:-1]:
        out.append(sphere(p, tube_r * 1.02, sub=1))
    return out
