"""Scissors and the automatic wire stripper, lying flat, blades or jaws towards +x (pliers
are in ``pliers.py``, snips and shears in ``snips.py``).

Every builder follows ``drawn/__init__.py``: ``builder(L, name, acc, **style)`` -> parts.
"""

from __future__ import annotations

import math

from ..parts import ring
from .common import bar, block, plate, turned


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


def scissors(L, name, acc, kind="household"):
    """Scissors: household (large plastic loops), bandage (angled, a blunt knob on the lower
    blade), trauma shears (bent, big plastic grips), dressing (straight, wide blades with round
    blunt noses), iris (long rings, short fine blades curving up to sharp points), suture (a
    hook and notch at the tip of the lower blade)."""
    t = L * 0.025
    medical = kind in ("bandage", "dressing", "iris", "suture")
    loop = "chrome" if medical else acc
    rr = L * (0.12 if not medical else 0.1)
    x_piv = -L / 2 + L * {"trauma": 0.55, "iris": 0.6}.get(kind, 0.45)
    parts = []
    for s in (1, -1):
        cx, cy = -L / 2 + rr, s * L * 0.1
        if kind in ("household", "trauma"):
            outline = [
                (cx + rr * 1.2 * math.cos(a), cy + rr * math.sin(a))
                for a in [2 * math.pi * i / 16 for i in range(16)]
            ]
            parts += plate(outline, 0.0, t * 1.4, loop)
            parts += plate(
                [
                    (cx + rr * 0.8, cy - s * rr * 0.3),
                    (x_piv, s * L * 0.02),
                    (x_piv, s * L * 0.005),
                    (cx + rr * 0.9, cy - s * rr * 0.9),
                ][::s],
                0.0,
                t * 1.2,
                loop,
            )
        else:
            parts.append((ring([cx, cy, t * 0.5], rr, rr * 0.68, t), loop))
            parts += bar(
                [cx + rr * 0.9, cy - s * rr * 0.2, t * 0.5],
                [x_piv, s * L * 0.01, t * 0.5],
                L * 0.015,
                "chrome",
                8,
            )
    bl = L / 2 - x_piv
    angle = 0.35 if kind in ("bandage", "trauma") else 0.0
    ca, sa = math.cos(angle), math.sin(angle)

    def rot(pts):
        return [(x_piv + (x - x_piv) * ca - y * sa, (x - x_piv) * sa + y * ca) for x, y in pts]

    w = L * {"household": 0.06, "trauma": 0.06, "dressing": 0.045, "iris": 0.022}.get(kind, 0.035)
    tipw = {"iris": 0.0015, "household": 0.006}.get(kind, 0.004)
    for s, z0 in ((1, 0.0), (-1, t * 0.9)):
        pts = [(x_piv, 0.0), (x_piv, s * w), (x_piv + bl * 0.7, s * w * 0.6), (L / 2, s * tipw)]
        if kind == "dressing":  # blunt: both blades end in a round nose
            r = w * 0.32
            pts = [(x_piv, 0.0), (x_piv, s * w), (x_piv + bl * 0.5, s * w * 0.8)] + [
                (L / 2 - r + r * math.cos(a), s * r * (1 + math.sin(a)))
                for a in [math.pi / 2 - math.pi * i / 8 for i in range(9)]
            ]
        elif kind == "iris":  # fine, sharp and curved up at the tips
            pts = (
                [(x_piv, 0.0), (x_piv, s * w)]
                + [(x_piv + bl * u, s * w * (1 - u) * 0.9 + L * 0.05 * u**2) for u in (0.35, 0.7, 1.0)]
                + [(x_piv + bl * u, L * 0.05 * u**2 - s * L * 0.002) for u in (0.7, 0.35)]
            )
        elif kind == "suture" and s < 0:  # the lower blade ends in a hook with a notch behind it
            pts = [
                (x_piv, 0.0),
                (x_piv, -w),
                (x_piv + bl * 0.7, -w * 0.6),
                (L / 2, -w * 0.45),
                (L / 2 + L * 0.015, 0.0),
                (L / 2 - bl * 0.08, -w * 0.15),
                (L / 2 - bl * 0.18, -w * 0.6),
                (L / 2 - bl * 0.3, 0.0),
            ]
        pts = pts if s > 0 else list(reversed(pts))
        parts += plate(rot(pts), z0, t * 0.9, "chrome")
    if kind == "bandage":
        tip = rot([(L / 2, -tipw)])[0]
        parts += turned(
            [(0, L * 0.012), (t * 1.5, L * 0.012)], 0.0, "chrome", 12, axis="z", x=tip[0], y=tip[1]
        )
    parts.append((ring([x_piv, 0, t], L * 0.02, L * 0.006, t * 2.2), "steel"))
    return parts
