"""Scissors and the automatic wire stripper, lying flat, blades or jaws towards +x (pliers
are in ``pliers.py``, snips and shears in ``snips.py``).

Every builder follows ``drawn/__init__.py``: ``builder(L, name, acc, **style)`` -> parts.
"""

from __future__ import annotations

import math

from ..parts import ring
from .common import bar, block, plate


def auto_stripper(L, name, acc):
    """Self-adjusting (automatic) wire stripper lying on its side: two thick moulded handles in
    the accent colour with black rubber inserts (the upper one a curved lever), a coil spring
    between them, and a long steel head whose upper and lower jaws stand open with a gap
    between them: the stripping blades, each with a row of graduated V notches, face each other
    across the gap, and a wire-length stop rod runs out of the head's front to a red knob.
    Flat bars of two colours with a closed jaw block read as a hand seamer."""
    t = L * 0.07
    hx = L * 0.05  # where the head begins
    hy = L * 0.05  # half the gap's height
    parts = plate([(-L / 2, -L * 0.1), (hx, -L * 0.1), (hx, -L * 0.02), (-L / 2, -L * 0.03)], 0.0, t, acc)
    parts += plate([(-L / 2 + L * 0.04, -L * 0.085), (hx - L * 0.08, -L * 0.085), (hx - L * 0.08, -L * 0.06),
                    (-L / 2 + L * 0.04, -L * 0.055)], t, L * 0.004, "rubber")
    upper = [(-L / 2 + L * 0.05, L * 0.16), (-L * 0.15, L * 0.2), (hx, L * 0.1), (hx, L * 0.02),
             (-L * 0.15, L * 0.11), (-L / 2 + L * 0.05, L * 0.09)]
    parts += plate(upper, 0.0, t, acc)
    parts += plate([(-L / 2 + L * 0.09, L * 0.14), (-L * 0.16, L * 0.17), (-L * 0.16, L * 0.14),
                    (-L / 2 + L * 0.09, L * 0.115)], t, L * 0.004, "rubber")
    for k in range(6):  # the coil spring between the handles
        x = -L * 0.3 + k * L * 0.03
        parts += bar([x, -L * 0.03, t * 0.5], [x + L * 0.015, L * 0.1, t * 0.5], L * 0.006, "chrome", 6)
    x1 = L / 2 - L * 0.06
    for sgn in (1, -1):  # the jaws, open, and the notched stripping blades facing across the gap
        parts += block(hx, x1, sgn * hy if sgn > 0 else -L * 0.11, L * 0.11 if sgn > 0 else -hy,
                       t * 0.1, t * 0.9, "dark_steel")
        edge = [(hx + L * 0.04, sgn * hy)]
        for n in range(5):
            xa = hx + L * 0.06 + n * L * 0.06
            d = L * (0.008 + 0.003 * n)
            edge += [(xa, sgn * hy), (xa + L * 0.02, sgn * (hy - d)), (xa + L * 0.04, sgn * hy)]
        edge += [(x1 - L * 0.02, sgn * hy), (x1 - L * 0.02, sgn * (hy - L * 0.025)),
                 (hx + L * 0.04, sgn * (hy - L * 0.025))]
        parts += plate(edge if sgn < 0 else edge[::-1], t * 0.3, t * 0.4, "chrome")
    parts += block(hx - L * 0.02, hx + L * 0.02, -L * 0.11, L * 0.11, t * 0.05, t * 0.95, "dark_steel")
    parts += bar([x1, 0.0, t * 0.5], [L / 2 - L * 0.015, 0.0, t * 0.5], L * 0.006, "steel", 8)  # the stop rod
    parts += bar([L / 2 - L * 0.02, 0.0, t * 0.5], [L / 2, 0.0, t * 0.5], L * 0.02, (200, 40, 40), 12)
    return parts


def scissors(L, name, acc):
    """Household scissors: large plastic loops in the brand colour, two steel blades."""
    t = L * 0.025
    rr = L * 0.12
    x_piv = -L / 2 + L * 0.45
    parts = []
    for s in (1, -1):
        cx, cy = -L / 2 + rr, s * L * 0.1
        outline = [
            (cx + rr * 1.2 * math.cos(a), cy + rr * math.sin(a))
            for a in [2 * math.pi * i / 16 for i in range(16)]
        ]
        parts += plate(outline, 0.0, t * 1.4, acc)
        parts += plate(
            [
                (cx + rr * 0.8, cy - s * rr * 0.3),
                (x_piv, s * L * 0.02),
                (x_piv, s * L * 0.005),
                (cx + rr * 0.9, cy - s * rr * 0.9),
            ][::s],
            0.0,
            t * 1.2,
            acc,
        )
    bl = L / 2 - x_piv
    w, tipw = L * 0.06, 0.006
    for s, z0 in ((1, 0.0), (-1, t * 0.9)):
        pts = [(x_piv, 0.0), (x_piv, s * w), (x_piv + bl * 0.7, s * w * 0.6), (L / 2, s * tipw)]
        pts = pts if s > 0 else list(reversed(pts))
        parts += plate(pts, z0, t * 0.9, "chrome")
    parts.append((ring([x_piv, 0, t], L * 0.02, L * 0.006, t * 2.2), "steel"))
    return parts
