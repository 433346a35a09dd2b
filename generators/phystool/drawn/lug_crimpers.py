"""The hand hydraulic crimper (a lug crimper for heavy cable), lying flat, head towards +x: a
big round dark steel C-head open to one side with a gold die pair facing across its throat, a
fat red hydraulic cylinder behind it with a black release valve knob at its back, and two
short yellow-gripped handles, the fixed one straight on from the cylinder, the pump handle
hinged beside it and swung out (no long jaws on long arms: that is the bolt cutter).

Every builder follows ``drawn/__init__.py``: ``builder(L, name, acc, **style)`` -> parts.
"""

from __future__ import annotations

import math

from ..parts import arc_plate, cyl
from .common import bar, grip, plate, turned


def hydraulic_crimper(L, name, acc):
    """Hydraulic crimper: a C-head a quarter of the tool across (outer radius 0.12 L), its
    opening to +y, a gold die in front and one on the ram behind leaving a round crimp hole
    between them; the red cylinder (radius 0.065 L) from the head back to the middle, the
    black valve knob at its back; yellow grips on the fixed handle and the pump handle."""
    R, r = L * 0.12, L * 0.065
    cx = L / 2 - R
    hz = L * 0.1  # the head's thickness
    gap = math.radians(38)  # half the C's opening, round +y
    a0, a1 = math.pi / 2 + gap, math.pi / 2 - gap + 2 * math.pi
    parts = [(m, "dark_steel") for m in arc_plate(cx, 0.0, r, R, a0, a1, 0.0, hz, n=20)]
    hole = L * 0.022
    for lo, hi in ((-0.95, 0.95), (math.pi - 0.95, math.pi + 0.95)):  # the dies, front and ram
        die = arc_plate(cx, 0.0, hole, r + L * 0.004, lo, hi, L * 0.01, hz * 1.06, n=8)
        parts += [(m, "brass") for m in die]
    zc, rc = L * 0.065, L * 0.065  # the cylinder's axis height and radius
    x_head = cx - R * 0.85
    x_back = -L * 0.06
    parts += turned([(x_head - L * 0.01, rc * 0.8), (x_head - L * 0.03, rc * 1.08),
                     (x_head - L * 0.07, rc * 1.08), (x_head - L * 0.075, rc * 0.95)], zc, "dark_steel", 20)
    parts += turned([(x_back, rc * 0.9), (x_back + L * 0.01, rc), (x_head - L * 0.075, rc)], zc, "red", 20)
    parts += [(cyl([x_back - L * 0.035, 0, zc], [x_back + L * 0.002, 0, zc], L * 0.028, 12), "black_plastic")]
    # the fixed handle, straight on behind the cylinder, and the pump handle hinged at its side
    xg = -L / 2 + L * 0.02
    parts += bar([x_back - L * 0.03, -L * 0.02, zc * 0.6], [xg + L * 0.2, -L * 0.02, zc * 0.5], L * 0.014,
                 "chrome")
    parts += grip(xg, xg + L * 0.24, L * 0.026, L * 0.027, "yellow")
    hinge = (x_back + L * 0.03, rc * 0.95)
    ang = math.radians(14)
    parts += plate([(hinge[0] + L * 0.03, hinge[1] - L * 0.03), (hinge[0] + L * 0.03, hinge[1] + L * 0.01),
                    (hinge[0] - L * 0.03, hinge[1] + L * 0.02), (hinge[0] - L * 0.03, hinge[1] - L * 0.03)],
                   zc * 0.5, L * 0.03, "dark_steel")
    d = (-math.cos(ang), math.sin(ang))
    g0 = (hinge[0] + d[0] * L * 0.2, hinge[1] + d[1] * L * 0.2)
    g1 = (hinge[0] + d[0] * L * 0.45, hinge[1] + d[1] * L * 0.45)
    parts += bar([hinge[0], hinge[1], zc * 0.7], [g0[0], g0[1], L * 0.027], L * 0.014, "chrome")
    parts += [(cyl([g0[0], g0[1], L * 0.027], [g1[0], g1[1], L * 0.027], L * 0.027, 14), "yellow")]
    parts += [(cyl([hinge[0], hinge[1], zc * 0.4], [hinge[0], hinge[1], zc * 1.3], L * 0.012, 12), "chrome")]
    return parts
