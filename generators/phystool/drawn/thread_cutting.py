"""Thread cutting by hand: the tap wrench (a straight bar handle through a small jaw body, a
fluted tap gripped in it) and the die stock (a round holder with a round die in it, its chip
holes showing, two long handles out either side).

Every builder follows ``drawn/__init__.py``: ``builder(L, name, acc, **style)`` -> parts.
"""

from __future__ import annotations

import math

from ..parts import ring
from .common import ball, bar, block, plate, rounded_rect, transformed, turned

KNURL = (92, 96, 102)  # a knurled grip's dark steel rings
TAP_STEEL = (150, 156, 164)  # a tap's ground HSS
TAP_FLUTE = (40, 42, 46)  # a tap's flutes, dark
DIE_GOLD = (200, 150, 60)  # a round die's TiN / brass-coloured face
DIE_HOLE = (20, 20, 22)  # the die's chip holes and thread hole


def _knurled(x0, x1, r, z, n=8) -> list:
    """A chrome grip from x0 to x1 with ``n`` dark knurled bands on it."""
    parts = turned([(x0, r), (x1, r)], z, "chrome", 14)
    step = (x1 - x0) / n
    for i in range(n):
        a = x0 + i * step + step * 0.2
        parts += turned([(a, r * 1.12), (a + step * 0.55, r * 1.12)], z, KNURL, 14)
    return parts


def _tap(x, y0, y1, r, z) -> list:
    """A hand tap lying along y from its square shank end y0 to its point y1: a plain shank,
    then the threaded body with three dark flutes along it and a chamfered point."""
    s = 1 if y1 > y0 else -1
    n = abs(y1 - y0)
    ym = y0 + s * n * 0.45
    parts = turned([(min(y0, ym), r * 0.8), (max(y0, ym), r * 0.8)], z, TAP_STEEL, 14, axis="y", x=x)
    prof = []
    k = 13
    for i in range(k + 1):  # the threaded body: sharp ridges
        yy = ym + s * (n * 0.55) * i / k
        prof.append((yy, r * (1.2 if i % 2 else 0.85)))
    prof = sorted(prof)
    if s > 0:
        prof[-1] = (prof[-1][0], r * 0.6)
    else:
        prof[0] = (prof[0][0], r * 0.6)
    parts += turned(prof, z, TAP_STEEL, 14, axis="y", x=x)
    for a in (0.5, 2.6, 4.7):  # three flutes
        dx, dz = math.cos(a) * r * 0.95, math.sin(a) * r * 0.95
        parts += bar([x + dx, ym + s * n * 0.04, z + dz], [x + dx, y1 - s * n * 0.05, z + dz], r * 0.28,
                     TAP_FLUTE, 8)
    return parts


def tap_wrench(L, name, acc):
    """Tap wrench. The bar kind: a straight chrome bar handle with knurled grips at both ends,
    through a small square jaw body in the middle whose V-jaws grip a fluted hand tap lying
    across it; the T-handle kinds: a short knurled chuck body with a tommy bar across its end
    and the tap out of its chuck."""
    z = L * 0.035
    if "t-handle" in name:
        parts = bar([-L * 0.5, -L * 0.2, z], [-L * 0.5, L * 0.2, z], L * 0.025, "chrome", 12)
        for s in (-1, 1):  # the tommy bar's ball ends
            parts += ball([-L * 0.5, s * L * 0.2, z], L * 0.035, "chrome")
        parts += turned([(-L * 0.53, L * 0.045), (-L * 0.47, L * 0.045)], z, "chrome", 16)
        parts += _knurled(-L * 0.47, -L * 0.05, L * 0.05, z + L * 0.015, 6)
        parts += turned([(-L * 0.05, L * 0.055), (L * 0.05, L * 0.04)], z + L * 0.015, "chrome", 16)
        if "ratchet" in name:
            parts += turned([(-L * 0.2, L * 0.07), (-L * 0.12, L * 0.07)], z + L * 0.015, "black_plastic", 16)
        tap = _tap(0.0, 0.0, L * 0.5, L * 0.03, z + L * 0.015)
        return parts + transformed(tap, [[0, 1, 0, 0], [-1, 0, 0, 0], [0, 0, 1, 0], [0, 0, 0, 1]])
    r = L * 0.022
    parts = _knurled(-L * 0.5, -L * 0.2, r, z)
    parts += turned([(-L * 0.2, r * 0.9), (-L * 0.07, r * 0.9)], z, "chrome", 12)
    parts += turned([(L * 0.07, r * 0.9), (L * 0.2, r * 0.9)], z, "chrome", 12)
    parts += _knurled(L * 0.2, L * 0.5, r, z)
    parts += turned([(L * 0.49, r * 1.2), (L * 0.5, r)], z, "chrome", 12)
    # the jaw body: a square block, rounded, with the jaws' line across it
    b = L * 0.075
    parts += plate(rounded_rect(-b, b, -b * 0.85, b * 0.85, b * 0.3), z - b * 0.45, b * 0.9, (176, 180, 186))
    parts += block(-b * 0.08, b * 0.08, -b * 0.85, b * 0.85, z + b * 0.44, z + b * 0.47, (60, 62, 66))
    # the tap, its square shank in the jaws, lying across the handle
    parts += block(-b * 0.3, b * 0.3, -b * 0.3, b * 0.3, z + b * 0.44, z + b * 0.6, TAP_STEEL)
    parts += _tap(0.0, b * 0.8, L * 0.42, L * 0.028, z)
    return parts


def die_stock(L, name, acc):
    """Die stock (die handle): a round dark-steel holder in the middle with a gold round die
    seated in it, the die's five chip holes round its threaded centre hole, three set screws
    round the rim; two long straight handles out either side ending in knurled grips."""
    z = L * 0.05
    R = L * 0.13
    h = L * 0.06
    parts = [(ring([0.0, 0.0, z], R, R * 0.72, h), (74, 78, 84))]
    parts += turned([(z - h / 2, R * 0.72), (z + h / 2 - 0.0005, R * 0.72)], 0.0, DIE_GOLD, 28, axis="z")
    zt = z + h / 2  # the die's face, the holes' tops just over it
    parts += turned([(zt - 0.001, R * 0.2), (zt + 0.002, R * 0.2)], 0.0, DIE_HOLE, 18, axis="z")
    for k in range(5):
        a = 2 * math.pi * k / 5 + 0.3
        parts += turned([(zt - 0.001, R * 0.15), (zt + 0.002, R * 0.15)], 0.0, DIE_HOLE, 14, axis="z",
                        x=R * 0.42 * math.cos(a), y=R * 0.42 * math.sin(a))
    parts += [(ring([0.0, 0.0, z], R * 1.08, R * 0.98, h * 0.7), (74, 78, 84))]
    for a in (math.pi / 2, math.pi * 7 / 6, math.pi * 11 / 6):  # the set screws
        parts += bar([R * 0.95 * math.cos(a), R * 0.95 * math.sin(a), z],
                     [R * 1.2 * math.cos(a), R * 1.2 * math.sin(a), z], L * 0.014, "chrome", 8)
    r = L * 0.022
    for s in (-1, 1):
        parts += bar([s * R * 1.02, 0.0, z], [s * L * 0.28, 0.0, z], r * 0.9, (74, 78, 84), 12)
        a, b = sorted((s * L * 0.28, s * L * 0.5))
        parts += _knurled(a, b, r * 1.1, z, 7)
        e0, e1 = sorted((s * L * 0.5, s * L * 0.49))
        parts += turned([(e0, r * 1.3), (e1, r * 1.3)], z, "chrome", 12)
    return parts
