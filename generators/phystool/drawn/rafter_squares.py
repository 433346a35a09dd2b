"""The speed square (a carpenter's rafter square): a cast red-orange right triangle with a
thick raised lip (fence) along one leg, a big triangular window cut right through it, a
degree scale fanned along the hypotenuse from the pivot at the right-angle corner, and an
inch scale along the other leg (a drafting set square is a thin clear plate with no lip and
no degree scale; a framing square is a bare steel L).

Every builder follows ``drawn/__init__.py``: ``builder(L, name, acc, **style)`` -> parts.
"""

from __future__ import annotations

import math

from ..parts import rbox
from .common import frame, plate

SPEED_BODY = (222, 78, 30)  # the cast, painted aluminium body and lip
SPEED_LIP = (196, 62, 22)  # the lip's top face, a shade darker (a raised bar, not paint)
SPEED_MARK = (22, 22, 22)  # the printed graduations and figures
SPEED_PIVOT = (250, 250, 250)  # the white pivot mark at the right-angle corner


def _quad_along(p, d, length, width, z, mat, t=0.0005) -> list:
    """A thin mark from point p running length along unit direction d, width across, t thick
    on z (a turned box: ``parts.rbox``)."""
    c = (p[0] + d[0] * length / 2, p[1] + d[1] * length / 2, z + t / 2)
    return [(rbox(c, (length, width, t), yaw=math.atan2(d[1], d[0])), mat)]


def speed_square(L, name, acc):
    """Legs L long, the right angle (the pivot) at (-L/2, -L/2), the lip along the x = -L/2
    leg (0.085 L wide and 0.11 L tall, five times the plate), the window a triangle over 0.4 L
    on its legs; degree ticks every 5 degrees (long at every 10, with a figure) seen from the
    pivot, and inch ticks along the y = -L/2 leg."""
    s = L
    h = s / 2
    t = s * 0.022
    lw, lh = s * 0.085, s * 0.11
    band = s * 0.16
    A, B, C = (-h, -h), (h, -h), (-h, h)
    xa = -h + lw + (band - lw) + s * 0.01  # the window's right-angle corner
    ya = -h + band
    d = band * math.sqrt(2)
    inner = [(xa, ya), (-d - ya, ya), (xa, -d - xa)]
    parts = frame([A, B, C], inner, 0.0, t, SPEED_BODY)
    # the lip: a thick bar along the x = -h leg, its end cut square to the hypotenuse
    lip = [(-h, -h), (-h + lw, -h), (-h + lw, h - lw), (-h, h)]
    parts += plate(lip, 0.0, lh - s * 0.004, SPEED_BODY)
    parts += plate(lip, lh - s * 0.004, s * 0.004, SPEED_LIP)
    z = t
    # degree scale along the hypotenuse (x + y = 0), fanned from the pivot A
    for deg in range(5, 90, 5):
        a = math.radians(deg)
        r = s / (math.cos(a) + math.sin(a))
        p = (
            A[0] + r * math.cos(a) - s * 0.012 * math.cos(a),
            A[1] + r * math.sin(a) - s * 0.012 * math.sin(a),
        )
        inward = (-math.cos(a), -math.sin(a))
        long_ = deg % 10 == 0
        parts += _quad_along(p, inward, s * (0.075 if long_ else 0.045), s * 0.011, z, SPEED_MARK)
        if long_ and 10 <= deg <= 80:
            c = (p[0] - math.cos(a) * s * 0.11, p[1] - math.sin(a) * s * 0.11)
            side = (-math.sin(a), math.cos(a))
            for k in (-1, 1):  # a two-figure number as two dark strokes across the ray
                q = (c[0] + side[0] * k * s * 0.012, c[1] + side[1] * k * s * 0.012)
                parts += _quad_along(q, inward, s * 0.03, s * 0.011, z, SPEED_MARK)
    # inch scale along the y = -h leg (7 inches on a 7-in square)
    n = 7
    for i in range(1, 4 * n):
        x = -h + lw + (s - lw - s * 0.06) * i / (4 * n)
        ln = s * (0.07 if i % 4 == 0 else 0.045 if i % 2 == 0 else 0.03)
        parts += _quad_along((x, -h + s * 0.004), (0.0, 1.0), ln, s * 0.009, z, SPEED_MARK)
    # the rafter tables along the lip leg: rows of short figures
    for i in range(6):
        y = -h + band + s * 0.04 + i * s * 0.07
        parts += _quad_along((-h + lw + s * 0.012, y), (1.0, 0.0), s * 0.045, s * 0.012, z, SPEED_MARK)
    # the pivot: a white dot in the corner beside the lip
    px, py = -h + lw + s * 0.035, -h + s * 0.035
    dot = [
        (px + s * 0.02 * math.cos(k * math.pi / 4), py + s * 0.02 * math.sin(k * math.pi / 4))
        for k in range(8)
    ]
    parts += plate(dot, z, 0.0005, SPEED_PIVOT)
    return parts
