"""Car care: the car wash mitt, lying palm down (a chenille "noodle" mitt: a flat mitten
body with a thumb lobe, its back covered in short fat blue noodles standing up, a wide ribbed
light grey elastic cuff at the wrist with the dark hand opening in its end).

Every builder follows ``drawn/__init__.py``: ``builder(L, name, acc, **style)`` -> parts.
"""

from __future__ import annotations

import math

from .common import bar, plate, rounded_rect, turned

MITT_BLUE = (40, 120, 215)  # the chenille noodles
MITT_DEEP = (26, 84, 170)  # the mitt body under them, and every other noodle
MITT_CUFF = (206, 208, 212)  # the light grey elastic cuff
MITT_RIB = (150, 154, 160)  # the ribs of its knit elastic
MITT_OPENING = (20, 22, 28)  # the hand opening in the cuff
MITT_WOOL = (236, 228, 206)  # a lambswool mitt's cream pile


def _inside(x, y, boxes):
    """Whether (x, y) lies in one of the rounded boxes (x0, x1, y0, y1, corner radius)."""
    for x0, x1, y0, y1, r in boxes:
        cx, cy = min(max(x, x0 + r), x1 - r), min(max(y, y0 + r), y1 - r)
        if x0 <= x <= x1 and y0 <= y <= y1 and math.hypot(x - cx, y - cy) <= r:
            return True
    return False


def car_wash_mitt(L, name, acc):
    """Car wash mitt lying palm down, its fingertip end towards +x: a flat mitten body (about
    0.55 L wide, a round fingertip end) and a thumb lobe standing off one side, a notch of bare
    table between them, so the mitten's outline reads; its back densely shaggy with short fat
    chenille noodles standing up (one bright blue; cream pile for a wool one), none past the
    outline; and at the wrist end a wide light grey ribbed elastic cuff with the dark hand
    opening in its end."""
    wool = "wool" in name
    top, under = (MITT_WOOL, (214, 204, 180)) if wool else (MITT_BLUE, MITT_DEEP)
    w = L * 0.55
    h = L * 0.07  # the body's thickness
    x0 = -L / 2 + L * 0.2  # the cuff's front edge
    palm = (x0 - L * 0.01, L / 2, -w / 2, w / 2, w * 0.48)
    thumb = (x0 + L * 0.04, x0 + L * 0.3, w / 2 - L * 0.04, w / 2 + L * 0.11, L * 0.06)
    parts = plate(rounded_rect(*palm[:4], palm[4]), 0.0, h, under)
    parts += plate(rounded_rect(*thumb[:4], thumb[4]), 0.0, h * 0.9, under)
    rn = L * 0.026  # a noodle's radius
    inset = [(b[0] + rn, b[1] - rn, b[2] + rn, b[3] - rn, max(b[4] - rn, rn)) for b in (palm, thumb)]
    step = rn * 1.9
    for i in range(int(L / step) + 1):
        for j in range(int(L / step) + 1):
            k = i * 31 + j
            x = x0 + i * step + 0.3 * step * math.sin(k * 2.3)
            y = -w / 2 - L * 0.02 + j * step + (step / 2 if i % 2 else 0.0) + 0.25 * step * math.cos(k * 1.7)
            if not _inside(x, y, inset):
                continue
            zt = h + rn * (1.8 + 0.5 * math.sin(k * 0.9))
            parts += turned([(h * 0.8, rn), (zt - rn * 0.5, rn), (zt, rn * 0.55)], 0.0, top, 8, axis="z",
                            x=x, y=y)
    # the cuff: a wide grey elastic band round the wrist end, ribbed, the hand opening in its end
    ch = h * 1.6
    cw = w * 0.44
    parts += plate(rounded_rect(-L / 2, x0 + L * 0.02, -cw, cw, L * 0.04), 0.0, ch, MITT_CUFF)
    for k in range(6):  # the knit elastic's ribs, along the arm
        yk = -cw * 0.8 + k * cw * 1.6 / 5
        parts += bar([-L / 2 + L * 0.03, yk, ch], [x0, yk, ch], L * 0.006, MITT_RIB, 6)
    parts += plate(rounded_rect(-L / 2 - L * 0.002, -L / 2 + L * 0.02, -cw * 0.8, cw * 0.8, L * 0.01),
                   ch * 0.25, ch * 0.55, MITT_OPENING)
    return parts
