"""Car care: the car wash mitt, lying palm down (a chenille "noodle" mitt: a flat mitten
body with a thumb, its back covered in fat short blue noodles, an elastic grey cuff at the
wrist with the dark hand opening showing).

Every builder follows ``drawn/__init__.py``: ``builder(L, name, acc, **style)`` -> parts.
"""

from __future__ import annotations

import math

from .common import ball, bar, plate, rounded_rect

MITT_BLUE = (40, 120, 215)  # the chenille noodles
MITT_DEEP = (26, 84, 170)  # the mitt body under them, and every other noodle
MITT_CUFF = (150, 154, 160)  # the elastic cuff
MITT_OPENING = (20, 22, 28)  # the hand opening in the cuff
MITT_WOOL = (236, 228, 206)  # a lambswool mitt's cream pile


def _noodle_spots(L, w):
    """Deterministic noodle positions over the mitten's back: a jittered grid."""
    spots = []
    nx, ny = 9, 6
    for i in range(nx):
        for j in range(ny):
            k = i * ny + j
            x = -L * 0.36 + L * 0.8 * (i + 0.5 + 0.35 * math.sin(k * 2.3)) / nx
            y = -w * 0.45 + w * 0.9 * (j + 0.5 + 0.35 * math.cos(k * 1.7)) / ny
            spots.append((x, y, k))
    return spots


def car_wash_mitt(L, name, acc):
    """Car wash mitt lying palm down, its fingertip end towards +x: a flat mitten body (about
    0.7 L wide, a thumb lobe on one side), its back shaggy with fat short chenille noodles
    (capsules lying every which way, two blues; cream pile for a wool one), and at the wrist
    end a grey elastic cuff band with the dark hand opening."""
    wool = "wool" in name
    top, under = (MITT_WOOL, (214, 204, 180)) if wool else (MITT_BLUE, MITT_DEEP)
    w = L * 0.62
    h = L * 0.1  # the body's thickness
    x0 = -L / 2 + L * 0.12  # the cuff's front edge
    body = rounded_rect(x0 - L * 0.01, L / 2 - L * 0.03, -w / 2, w / 2, w * 0.45)
    parts = plate(body, 0.0, h, under)
    # the thumb: a lobe off the +y side, towards the wrist
    thumb = rounded_rect(x0 + L * 0.06, x0 + L * 0.32, w / 2 - L * 0.06, w / 2 + L * 0.1, L * 0.07)
    parts += plate(thumb, 0.0, h * 0.85, under)
    rn = L * 0.038  # a noodle's radius
    spots = _noodle_spots(L, w)
    spots += [(x0 + L * 0.12 + L * 0.08 * i, w / 2 + L * 0.03, 100 + i) for i in range(3)]
    for x, y, k in spots:
        a = k * 2.4
        d = L * 0.035
        p0 = [x - d * math.cos(a), y - d * math.sin(a), h + rn * 0.6]
        p1 = [x + d * math.cos(a), y + d * math.sin(a), h + rn * 0.6 + rn * 0.5 * math.sin(k)]
        col = top if k % 3 else under
        parts += bar(p0, p1, rn, col, 8)
        parts += ball(p0, rn, col) + ball(p1, rn, col)
    # the cuff: a grey elastic band round the wrist end, the hand opening dark in its end
    ch = h * 1.6
    parts += plate(rounded_rect(-L / 2, x0 + L * 0.02, -w * 0.42, w * 0.42, L * 0.05), 0.0, ch, MITT_CUFF)
    hole = rounded_rect(-L / 2 + L * 0.015, x0 - L * 0.02, -w * 0.34, w * 0.34, L * 0.04)
    parts += plate(hole, ch - 0.0005, 0.001, MITT_OPENING)
    return parts
