"""Tools of the building site, each drawn by the part that names it: the wheelbarrow (a deep
green steel tray over one big front wheel, two long handles and two legs), the cut-off saw (a
big exposed diamond disc far out in front of an orange engine body under an orange half-guard,
a loop handle over the body), the plasterer's hawk (a square aluminium plate standing on a
short handle, a dollop of grey mortar on it) and the brick hammer (a square striking face and
a long chisel blade on a blue-gripped steel handle).

Every builder follows ``drawn/__init__.py``: ``builder(L, name, acc, **style)`` -> parts.
"""

from __future__ import annotations

import math

import trimesh

from ..parts import arc_plate, cyl, torus
from .common import ball, bar, block, grip, hull, path, placed, plate, rounded_rect, transformed, turned

TRAY = (38, 112, 64)  # the wheelbarrow's green steel tray
TRAY_INSIDE = (26, 80, 46)  # the shadowed inside of the tray
TYRE = (30, 30, 32)  # its fat pneumatic tyre
RIM = (200, 40, 34)  # the red wheel rim
SAW_ORANGE = (238, 112, 24)  # the cut-off saw's orange housing and guard
SAW_WHITE = (226, 226, 220)  # its light grey-white engine cover
DISC = (70, 72, 78)  # the big dark diamond disc
DISC_SEGMENT = (196, 198, 204)  # the bright diamond segments round the disc's rim
HAWK_PLATE = (196, 200, 206)  # the hawk's aluminium plate
MORTAR = (128, 122, 110)  # the grey mortar on it
HAWK_FOAM = (30, 30, 32)  # the black foam collar round the handle's top
BRICK_GRIP = (40, 90, 190)  # the brick hammer's blue vinyl grip
BRICK_HEAD = (110, 114, 120)  # its forged steel head


def wheelbarrow(L, name, acc):
    """Wheelbarrow: a deep green steel tray (its rim over half the barrow long, wider at the
    top than at the bottom, its inside shadowed) sloping up to the front over one big wheel (a
    fat black tyre round a red rim on an axle between two fork bars), two long handles running
    back from under the tray to black grips, and two legs under the tray's back."""
    R = L * 0.14  # the wheel's radius
    wx = L / 2 - R
    parts = [(torus([wx, 0, R], R * 0.72, R * 0.28, axis="y"), TYRE)]
    parts += bar([wx, -R * 0.32, R], [wx, R * 0.32, R], R * 0.5, RIM, 18)
    parts += bar([wx, -R * 0.55, R], [wx, R * 0.55, R], R * 0.1, "steel", 10)
    # the handles, from the wheel's axle back past the tray to grips, the legs under them
    hw = L * 0.14
    zb = R * 1.25
    for sgn in (-1, 1):
        parts += path([(wx, sgn * R * 0.5, R), (wx - L * 0.2, sgn * hw, zb),
                       (-L / 2 + L * 0.12, sgn * hw * 1.15, zb * 1.25)], L * 0.013, "dark_steel")
        parts += placed(grip(-L / 2, -L / 2 + L * 0.13, L * 0.018, zb * 1.25, "rubber"), 0.0, 0.0,
                        sgn * hw * 1.15)
        parts += bar([-L * 0.1, sgn * hw, zb], [-L * 0.14, sgn * hw * 1.1, 0.0], L * 0.011, "dark_steel")
        parts += block(-L * 0.17, -L * 0.11, sgn * hw * 1.1 - L * 0.015, sgn * hw * 1.1 + L * 0.015, 0.0,
                       L * 0.008, "dark_steel")
    # the tray: bottom smaller than the rim, the front wall raked out over the wheel
    b0, b1, bw = -L * 0.14, L * 0.08, L * 0.1
    t0, t1, tw = -L * 0.22, L * 0.26, L * 0.19
    z0, z1 = zb + L * 0.01, zb + L * 0.2
    bot = [(b0, -bw), (b1, -bw), (b1, bw), (b0, bw)]
    top = [(t0, -tw), (t1, -tw), (t1, tw), (t0, tw)]
    e = L * 0.012  # the steel's thickness: the tray is a hollow well, its inside in shadow
    parts += hull([(x, y, z0) for x, y in bot] + [(x, y, z0 + e) for x, y in bot], TRAY_INSIDE)
    for i in range(4):  # the four walls, each a slab from a bottom edge up to a rim edge
        j = (i + 1) % 4
        cx, cy = (bot[i][0] + bot[j][0]) / 2, (bot[i][1] + bot[j][1]) / 2
        nx, ny = (-1.0 if cx < b0 + 1e-9 else 1.0 if cx > b1 - 1e-9 else 0.0), (
            -1.0 if cy < -bw + 1e-9 else 1.0 if cy > bw - 1e-9 else 0.0)
        edge = [(*bot[i], z0), (*bot[j], z0), (*top[i], z1), (*top[j], z1)]
        parts += hull(edge + [(x - nx * e, y - ny * e, z) for x, y, z in edge], TRAY)
        inner = [(x - nx * e * 1.01, y - ny * e * 1.01, z) for x, y, z in edge]
        parts += hull(inner + [(x - nx * e * 0.2, y - ny * e * 0.2, z) for x, y, z in inner], TRAY_INSIDE)
    return parts


def cut_off_saw(L, name, acc):
    """Cut-off saw, on its side: a big dark diamond disc (over half the saw across) ringed by
    bright segments, far out in front on a long orange arm, its back half under an orange
    guard; behind the arm the engine in a white and orange housing, a black loop handle over
    it and a rear handle with a trigger."""
    R = L * 0.27  # the disc's radius
    cx = L / 2 - R
    h = L * 0.16  # the body's height lying on its side
    # the engine body and its housings
    parts = block(-L * 0.3, L * 0.02, -L * 0.13, L * 0.1, 0.0, h * 0.9, SAW_WHITE)
    parts += block(-L * 0.12, L * 0.06, -L * 0.14, L * 0.05, 0.0, h, SAW_ORANGE)  # the starter cover
    parts += turned([(h, L * 0.035), (h + L * 0.012, L * 0.03)], 0.0, "black_plastic", 16, axis="z",
                    x=-L * 0.03, y=-L * 0.05)  # the starter grip's boss
    # the rear handle and its trigger
    parts += path([(-L * 0.3, -L * 0.08, h * 0.5), (-L * 0.47, -L * 0.08, h * 0.5),
                   (-L * 0.47, L * 0.06, h * 0.5), (-L * 0.3, L * 0.06, h * 0.5)], L * 0.022, "black_plastic")
    parts += block(-L * 0.43, -L * 0.34, L * 0.02, L * 0.075, h * 0.3, h * 0.7, SAW_ORANGE)
    # the loop handle over the body (lying in the table's plane, round the body's side)
    loop = [(-L * 0.18, L * 0.1, h * 0.55), (-L * 0.18, L * 0.2, h * 0.55), (L * 0.0, L * 0.24, h * 0.55),
            (L * 0.08, L * 0.16, h * 0.55), (L * 0.06, L * 0.05, h * 0.55)]
    parts += path(loop, L * 0.02, "black_plastic")
    # the arm out to the disc
    parts += block(0.0, cx, -L * 0.05, L * 0.03, 0.0, h * 0.5, SAW_ORANGE)
    zd = h * 0.55
    t = L * 0.01
    parts += [(cyl([cx, 0, zd], [cx, 0, zd + t], R * 0.93, 48), DISC)]
    for k in range(24):  # the segments, with gullets between them
        a = 2 * math.pi * k / 24
        parts += [(m, DISC_SEGMENT) for m in arc_plate(cx, 0.0, R * 0.9, R, a, a + 0.2, zd - t * 0.15,
                                                           zd + t * 1.3, n=1)]
    parts += [(cyl([cx, 0, zd + t], [cx, 0, zd + t * 2.2], R * 0.16, 18), "chrome")]
    # the half guard over the back of the disc, and the arm's belt cover under it
    a0, a1 = math.radians(95.0), math.radians(265.0)
    parts += [(m, SAW_ORANGE) for m in arc_plate(cx, 0.0, R * 0.18, R * 1.06, a0, a1, zd + t * 2.4,
                                                 zd + t * 3.6, n=20)]
    parts += [(m, SAW_ORANGE) for m in arc_plate(cx, 0.0, R * 1.0, R * 1.06, a0, a1, 0.0, zd + t * 3.6, n=20)]
    return parts


def hawk(L, name, acc):
    """Plasterer's hawk, standing on its handle: a square aluminium plate (the whole tool
    across) held flat on a short wooden handle at its middle, a black foam collar under the
    plate round the handle, and a heaped dollop of grey mortar on the plate."""
    s = L / 2
    hz = L * 0.36  # the handle's height: the plate sits on it
    up = trimesh.transformations.rotation_matrix(-math.pi / 2, [0, 1, 0])
    parts = transformed(grip(0.0, hz, L * 0.05, 0.0, "wood"), up)
    parts += turned([(hz - L * 0.06, L * 0.12), (hz, L * 0.14)], 0.0, HAWK_FOAM, 20, axis="z")
    parts += plate(rounded_rect(-s, s, -s, s, L * 0.03), hz, L * 0.012, HAWK_PLATE)
    top = hz + L * 0.012
    heap = [(0.0, L * 0.24), (L * 0.05, L * 0.23), (L * 0.1, L * 0.16), (L * 0.13, L * 0.06),
            (L * 0.135, 0.0)]
    parts += turned([(top - 0.0005 + z, r) for z, r in heap], 0.0, MORTAR, 20, axis="z", x=-L * 0.06,
                    y=-L * 0.03)
    for dx, dy, r, dz in ((-0.02, -0.07, 0.09, 0.07), (-0.13, 0.02, 0.08, 0.05), (-0.04, 0.05, 0.07, 0.09)):
        parts += ball([L * dx, L * dy, top + L * dz], L * r, MORTAR)  # the heap's lumps
    tilt = trimesh.transformations.rotation_matrix(math.atan2(hz, s), [0, 1, 0])
    parts = transformed(parts, tilt)
    lo = min(m.bounds[0][2] for m, _ in parts)
    xs = [m.bounds[:, 0] for m, _ in parts]
    mid = (min(x[0] for x in xs) + max(x[1] for x in xs)) / 2
    return placed([(m.apply_translation([0, 0, -lo]) or m, mat) for m, mat in parts], 0.0, -mid, 0.0)


def brick_hammer(L, name, acc):
    """Brick hammer, lying flat: a forged steel head across the handle's end with a square
    striking face on one side and a long chisel blade on the other (longer than the face side,
    narrowing to a wide straight edge), on a steel shank with a blue vinyl grip."""
    s = L * 0.045  # half the head's section; its axis height
    hx = L / 2 - s
    parts = grip(-L / 2, -L / 2 + L * 0.42, L * 0.038, s, BRICK_GRIP)
    parts += bar([-L / 2 + L * 0.4, 0.0, s], [hx, 0.0, s], L * 0.026, BRICK_HEAD)
    # the face side: a square block ending in the striking face
    parts += block(hx - s, hx + s, -L * 0.13, L * 0.06, 0.0, 2 * s, BRICK_HEAD)
    parts += block(hx - s * 1.2, hx + s * 1.2, -L * 0.16, -L * 0.13, 0.0, 2 * s, "steel")
    # the chisel blade: tapering in thickness, flaring a little to a straight edge
    y0, y1 = L * 0.06 - 0.001, L * 0.38
    yk = y1 - L * 0.05
    parts += plate([(hx - s, y0), (hx + s, y0), (hx + s * 0.45, yk), (hx - s * 0.6, yk)], s * 0.2, s * 1.6,
                   BRICK_HEAD)
    tip = [(hx - s * 0.6, yk - 0.0005), (hx + s * 0.45, yk - 0.0005), (hx + s * 0.35, y1 - L * 0.03),
           (hx - s * 0.05, y1), (hx - s * 0.55, y1 - L * 0.02)]
    parts += plate(tip, s * 0.2, s * 1.6, "steel")  # the ground edge
    return parts
