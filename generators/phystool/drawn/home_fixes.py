"""Home-repair tools for cutting in an edge, sealing a joint and clearing a drain: the paint
edger (a big white fibre pad in a plastic holder, two small guide wheels at the corners of one
long edge, a long angled handle), the squeeze tube of silicone sealant (a long thick conical
nozzle cut off at a slant, a bead of white sealant at its tip) and the electric drain auger (one
orange housing: a motor body and a big round drum, the coiled cable showing through a window
round it, a pistol grip with a trigger and a battery pack, the cable run out of a front guide
tube in a loose loop to a spring head).

Every builder follows ``drawn/__init__.py``: ``builder(L, name, acc, **style)`` -> parts.
"""

from __future__ import annotations

import math

import numpy as np
import trimesh

from .common import ball, bar, block, path, plate, rounded_rect, turned

EDGE_PAD = (238, 236, 228)  # the paint edger's white fibre pad
EDGE_FIBRE = (196, 194, 188)  # the short fibre rows on it
EDGE_HOLDER = (216, 40, 36)  # the edger's red plastic holder and handle
EDGE_WHEEL = (36, 38, 42)  # its small black guide wheels
TUBE_WHITE = (244, 244, 242)  # the sealant tube's soft white body
TUBE_LABEL = (36, 110, 190)  # its blue printed label
NOZZLE = (226, 230, 234)  # the long translucent-white cone nozzle, cut at a slant
BEAD = (252, 252, 250)  # the bead of white silicone at the nozzle's cut tip
AUGER_BODY = (236, 112, 20)  # the drain auger's orange drill body
TRIGGER = (250, 206, 30)  # its yellow trigger
BATTERY = (34, 36, 40)  # its black battery pack
DRUM_FACE = (150, 170, 180)  # the drum's smoky clear face over the coiled cable
CABLE = (196, 200, 206)  # the steel drain cable
CABLE_CORE = (120, 124, 130)  # the darker steel seen between the spring's turns


def paint_edger(L, name, acc):
    """Paint edger lying pad up: a red plastic holder, its long edge across the tool, carrying
    a big white fibre pad (fine fibre rows on it) that fills nearly all of it; two small black
    guide wheels lying flat at the two corners of the front long edge, just past it; a long
    red handle rising back from the middle of the holder's back edge, its rear half a black
    grip."""
    x0, x1, w = L * 0.02, L * 0.46, L * 0.34  # the holder: x0..x1 by -w..w
    tb, tp = L * 0.035, L * 0.05  # holder and pad thickness
    parts = plate(rounded_rect(x0, x1, -w, w, L * 0.03), 0.0, tb, EDGE_HOLDER)
    e = L * 0.02
    parts += plate(rounded_rect(x0 + e, x1 - e, -w + e, w - e, L * 0.015), tb, tp, EDGE_PAD)
    for k in range(14):  # the fibre rows, along the long edge
        xk = x0 + e * 2 + k * (x1 - x0 - 4 * e) / 13
        parts += block(xk - L * 0.002, xk + L * 0.002, -w + e * 2, w - e * 2, tb + tp, tb + tp + L * 0.002,
                       EDGE_FIBRE)
    r = L * 0.045
    xw = x1 + L * 0.005
    for y in (-w + r * 0.6, w - r * 0.6):  # two small guide wheels at the front corners
        parts += turned([(tb * 0.2, r), (tb + tp * 0.5, r)], 0.0, EDGE_WHEEL, 18, axis="z", x=xw, y=y)
        parts += turned([(tb + tp * 0.5, r * 0.35), (tb + tp * 0.7, r * 0.3)], 0.0, "chrome", 10, axis="z",
                        x=xw, y=y)
    zh = L * 0.05
    parts += block(x0 - L * 0.05, x0 + L * 0.06, -L * 0.05, L * 0.05, 0.0, tb * 1.6, EDGE_HOLDER)  # the neck
    parts += bar([x0 - L * 0.04, 0.0, tb], [-L / 2 + L * 0.26, 0.0, zh], L * 0.032, EDGE_HOLDER, 14)
    parts += bar([-L / 2 + L * 0.27, 0.0, zh], [-L / 2 + L * 0.02, 0.0, zh], L * 0.04, "rubber", 14)
    parts += ball([-L / 2 + L * 0.02, 0.0, zh], L * 0.04, "rubber")
    return parts


def sealant_tube(L, name, acc):
    """Big squeeze tube of silicone sealant lying flat: a fat soft white tube (about a quarter
    of its length across, over half its length long) flattening to a wide crimped end, a broad
    blue label round most of it, a white shoulder and screw collar, then a long translucent-white
    cone nozzle cut off at a slant, a bead of white sealant on the cut."""
    ry, rz = L * 0.125, L * 0.1  # the body's half width and half height, a little squashed
    zc = rz
    ang = np.linspace(0, 2 * np.pi, 24, endpoint=False)
    pts = [(x, ry * math.cos(a), zc + rz * math.sin(a)) for x in (-L * 0.3, L * 0.12) for a in ang]
    pts += [(-L * 0.46, sy * ry * 1.25, zc + sz * L * 0.006) for sy in (-1, 1) for sz in (-1, 1)]
    parts = [(trimesh.convex.convex_hull(np.array(pts)), TUBE_WHITE)]
    parts += block(-L / 2, -L * 0.45, -ry * 1.27, ry * 1.27, zc - L * 0.008, zc + L * 0.008, TUBE_WHITE)
    for k in range(4):  # the crimp's pressed ridges
        x = -L * 0.495 + k * L * 0.012
        parts += block(x, x + L * 0.005, -ry * 1.23, ry * 1.23, zc + L * 0.008, zc + L * 0.011,
                       (190, 192, 196))
    label = [(x, ry * 1.02 * math.cos(a), zc + rz * 1.02 * math.sin(a)) for x in (-L * 0.26, L * 0.09)
             for a in ang]
    parts += [(trimesh.convex.convex_hull(np.array(label)), TUBE_LABEL)]
    parts += turned([(L * 0.11, ry * 0.95), (L * 0.17, ry * 0.45), (L * 0.19, ry * 0.42)], zc, TUBE_WHITE, 20)
    parts += turned([(L * 0.19, L * 0.05), (L * 0.23, L * 0.05)], zc, TUBE_WHITE, 16)  # the screw collar
    # the nozzle: a long cone from a fat base, its end cut at a slant (across y)
    xa, xb, ra, rb = L * 0.23, L * 0.46, L * 0.045, L * 0.016
    cone = []
    for i in range(17):
        for j in range(17):
            a = 2 * math.pi * j / 16
            y, z = math.cos(a), math.sin(a)
            x = xa + (xb - xa) * i / 16
            rad = ra + (rb - ra) * i / 16
            if i == 16:
                x += y * L * 0.025  # the slanted cut
            cone.append((x, rad * y, zc + rad * z))
    parts += [(trimesh.convex.convex_hull(np.array(cone)), NOZZLE)]
    parts += ball([xb + L * 0.02, L * 0.006, zc], L * 0.016, BEAD)
    return parts


def drain_auger(L, name, acc):
    """Cordless electric drain auger, lying on its side: a big round orange drum lying flat
    (its axis up) with a smoky dark window over its whole top through which the coiled steel
    cable shows as a silver spiral; an orange motor body behind it with a black pistol grip
    towards -y, a yellow trigger and a big black battery pack at the grip's foot, standing on
    the table; an orange nose cone, a black feed chuck and a chrome guide tube in front, and
    out of it the steel cable, a thick close-wound spring (a row of rings), runs far out over the
    table in a long S to a bulb-shaped spring head of a few open turns. No crank."""
    R, H, dx = L * 0.19, L * 0.2, -L * 0.1  # the drum's radius, height and centre
    parts = turned([(0.0, R * 0.92), (H * 0.1, R), (H * 0.9, R), (H, R * 0.96)], 0.0, AUGER_BODY, 36,
                   axis="z", x=dx)
    parts += turned([(H - 0.0005, R * 0.86), (H + L * 0.006, R * 0.86)], 0.0, DRUM_FACE, 36, axis="z", x=dx)
    zs, rc0 = H + L * 0.006, L * 0.009
    spiral = [(dx + (R * 0.2 + R * 0.6 * t / 40) * math.cos(t * 0.55), (R * 0.2 + R * 0.6 * t / 40)
               * math.sin(t * 0.55), zs) for t in range(41)]  # the cable coiled in the drum
    parts += path(spiral, rc0, CABLE, 6)
    parts += turned([(zs - 0.001, L * 0.035), (zs + L * 0.012, L * 0.03)], 0.0, "black_plastic", 16, axis="z",
                    x=dx)  # the drum's hub
    z = H * 0.5  # the motor body's and nose's axis height
    xm0, xm1 = -L * 0.5, dx - R * 0.6
    parts += turned([(xm0, L * 0.06), (xm0 + L * 0.03, L * 0.085), (xm1, L * 0.095)], z, AUGER_BODY, 24)
    parts += turned([(xm0 - L * 0.002, L * 0.05), (xm0 + L * 0.02, L * 0.07)], z, "black_plastic", 18)
    for k in range(3):  # the motor's cooling slots
        xk = xm0 + L * 0.04 + k * L * 0.025
        parts += block(xk, xk + L * 0.01, -L * 0.04, L * 0.04, z + L * 0.08, z + L * 0.092, "black_plastic")
    d1 = dx + R * 0.85
    parts += turned([(d1, L * 0.085), (d1 + L * 0.09, L * 0.045)], z, AUGER_BODY, 24)  # the nose cone
    parts += turned([(d1 + L * 0.09, L * 0.05), (d1 + L * 0.14, L * 0.045)], z, "black_plastic", 18)  # chuck
    g = d1 + L * 0.22
    parts += turned([(d1 + L * 0.14, L * 0.024), (g, L * 0.02)], z, "chrome", 14)
    # the pistol grip, lying towards -y off the motor body's underside, and its trigger
    gx, gw, hl = -L * 0.4, L * 0.045, L * 0.2
    yg = -L * 0.07
    parts += plate([(gx - gw, yg + L * 0.02), (gx + gw, yg + L * 0.02), (gx + gw * 0.7, yg - hl),
                    (gx - gw * 1.3, yg - hl)], z - L * 0.045, L * 0.09, "rubber")
    parts += plate([(gx + gw * 0.9, yg - L * 0.005), (gx + gw * 2.0, yg - L * 0.02),
                    (gx + gw * 1.8, yg - L * 0.07), (gx + gw * 0.8, yg - L * 0.065)],
                   z - L * 0.03, L * 0.06, TRIGGER)
    yb = yg - hl  # the battery pack at the grip's foot, standing on the table
    bx0, bx1 = gx - L * 0.1, gx + L * 0.12
    parts += block(bx0, bx1, yb - L * 0.15, yb, 0.0, z + L * 0.06, BATTERY)
    parts += block(bx0 + L * 0.01, bx1 - L * 0.01, yb - L * 0.1, yb - L * 0.06, z + L * 0.06, z + L * 0.068,
                   AUGER_BODY)  # the battery's orange band and latch
    # the cable: a close-wound spring (rings on a core) in a long S over the table
    rc = L * 0.022  # drawn thick, so that the cable still reads as a spring at table scale
    pts = [(g, 0.0, z), (g + L * 0.05, 0.0, max(z * 0.5, rc)), (g + L * 0.1, 0.0, rc)]
    for i in range(1, 25):
        t = i / 24
        pts.append((g + L * 0.1 + L * 0.5 * t, L * 0.14 * math.sin(2 * math.pi * t), rc))
    parts += path(pts, rc * 0.8, CABLE_CORE, 8)
    for a, b in zip(pts[2:], pts[3:]):  # the spring's turns
        d = np.subtract(b, a)
        n = np.linalg.norm(d)
        if n < 1e-9:
            continue
        d /= n
        for k in range(max(1, int(n / (L * 0.014)))):
            c = np.add(a, d * (k + 0.5) * L * 0.014)
            parts += _ring(c, d, rc, L * 0.005)
    hx = pts[-1][0]  # the bulb head: a few open turns, wider in the middle
    for k, rr in enumerate((1.3, 2.0, 2.5, 2.6, 2.2, 1.5)):
        c = (hx + L * 0.02 + k * L * 0.026, pts[-1][1], rc * 2.7)
        parts += _ring(c, (1.0, 0.0, 0.0), rc * rr, L * 0.007)
    parts += bar([hx, pts[-1][1], rc], [hx + L * 0.15, pts[-1][1], rc * 2.7], rc * 0.6, CABLE_CORE, 8)
    parts += ball([hx + L * 0.16, pts[-1][1], rc * 2.7], rc * 1.1, CABLE)
    return parts


def _ring(c, d, r, t, n=12):
    """A ring (one turn of a spring) of radius r round centre c, square to direction d."""
    d = np.asarray(d, float)
    u = np.cross(d, [0.0, 0.0, 1.0]) if abs(d[2]) < 0.9 else np.cross(d, [1.0, 0.0, 0.0])
    u /= np.linalg.norm(u)
    w = np.cross(d, u)
    pts = [tuple(np.asarray(c) + r * (math.cos(2 * math.pi * i / n) * u + math.sin(2 * math.pi * i / n) * w))
           for i in range(n + 1)]
    return path(pts, t, CABLE, 5)
