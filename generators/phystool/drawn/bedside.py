"""Bedside and first-aid supplies drawn by the part that names them: the glucometer (a pocket
meter with a big reading, a test strip out of its end with a drop of blood on it) and the
sterile gauze pad (a woven white square lying on its peeled-open paper pouch).

Every builder follows ``drawn/__init__.py``: ``builder(L, name, acc, **style)`` -> parts.
"""

from __future__ import annotations

from ..parts import sphere
from .common import block, plate, rounded_rect, turned
from .instruments import LCD, digits
from .pliers import band

GLUCO_BODY = (236, 238, 242)  # the glucometer's pale case
STRIP = (246, 246, 246)  # its test strip
STRIP_CONTACT = (190, 160, 60)  # the strip's gold contact end
BLOOD = (168, 8, 24)  # a drop of blood
GLUCO_INK = (20, 24, 30)
POUCH = (252, 252, 248)  # the gauze pad's paper pouch
POUCH_PRINT = (40, 110, 190)  # the pouch's blue print
WEAVE = (212, 204, 186)  # the gauze's threads


def glucometer(L, name, acc):
    """Glucometer: a pocket meter, a pale rounded case with a brand-coloured rim, most of its
    face a big LCD reading 112 in dark digits, one big round key below it, and a white test
    strip standing out of the front end, its gold contacts in the meter, a red drop of blood
    on its tip. The variant with a lancing device has the pen-shaped lancer beside it."""
    lancer = "lanc" in name
    W = L * (0.24 if not lancer else 0.2)
    H = L * 0.12
    x0, x1 = -L / 2, L * 0.12
    yc = -L * 0.08 if lancer else 0.0
    parts = plate(rounded_rect(x0, x1, yc - W, yc + W, W * 0.6), 0.0, H * 0.6, acc)
    parts += plate(
        rounded_rect(x0 + L * 0.01, x1 - L * 0.01, yc - W * 0.95, yc + W * 0.95, W * 0.55),
        H * 0.6,
        H * 0.4,
        GLUCO_BODY,
    )
    lx0, lx1 = -L * 0.2, x1 - L * 0.03
    parts += block(lx0, lx1, yc - W * 0.72, yc + W * 0.72, H, H + L * 0.004, LCD)
    parts += digits("112", (lx0 + lx1) / 2, yc, W * 0.95, H + L * 0.004, GLUCO_INK, up=(1, 0))
    parts += turned(
        [(H * 0.9, W * 0.38), (H + L * 0.02, W * 0.34)], 0.0, acc, 24, axis="z", x=-L * 0.32, y=yc
    )
    # the strip out of the front, flat, with its contacts still in the slot and a drop on its tip
    z = H * 0.5
    parts += block(x1 - L * 0.04, L * 0.44, yc - L * 0.055, yc + L * 0.055, z, z + L * 0.01, STRIP)
    parts += block(
        x1 - L * 0.005,
        x1 + L * 0.05,
        yc - L * 0.035,
        yc + L * 0.035,
        z + L * 0.01,
        z + L * 0.013,
        STRIP_CONTACT,
    )
    parts += [(sphere([L * 0.43, yc, z + L * 0.01], L * 0.065, sub=2), BLOOD)]
    if lancer:  # the lancing pen alongside
        yl = L * 0.25
        parts += turned(
            [(-L * 0.45, L * 0.04), (L * 0.1, L * 0.045), (L * 0.2, L * 0.03)], L * 0.045, "white", 18, y=yl
        )
        parts += turned([(-L * 0.5, L * 0.03), (-L * 0.44, L * 0.035)], L * 0.045, acc, 18, y=yl)
    return parts


def gauze_pad(L, name, acc):
    """Sterile gauze pad: a peeled-open paper pouch, white printed with a blue band and a blue
    chevron at its peel end, its peeled flap turned back, and lying on it the pad itself, a
    square of folded white gauze with a visible open weave (threads both ways) and a folded,
    raised edge."""
    h = L * 0.36  # the pouch's half-width
    parts = plate(rounded_rect(-L / 2, L * 0.3, -h, h, L * 0.02), 0.0, L * 0.006, POUCH)
    parts += block(L * 0.18, L * 0.28, -h * 0.9, h * 0.9, L * 0.006, L * 0.007, POUCH_PRINT)
    chev = band([(-L * 0.46, -h * 0.8), (-L * 0.38, 0.0), (-L * 0.46, h * 0.8)], L * 0.015)
    parts += plate(chev, L * 0.006, L * 0.001, POUCH_PRINT)
    # the flap peeled back off the front, lying open past the pouch's end
    parts += plate(rounded_rect(L * 0.3, L / 2, -h, h, L * 0.02), 0.0, L * 0.003, POUCH)
    parts += block(L * 0.36, L * 0.44, -h * 0.8, h * 0.8, L * 0.003, L * 0.004, POUCH_PRINT)
    # the pad: a square of gauze, its weave drawn as threads both ways
    s = L * 0.28
    cx = -L * 0.1
    z = L * 0.006
    t = L * 0.03
    parts += block(cx - s, cx + s, -s, s, z, z + t, "gauze")
    parts += block(cx - s, cx + s, s - L * 0.035, s, z + t, z + t + L * 0.006, "gauze")  # the folded edge
    top = z + t
    n = 9
    for i in range(n):
        u = -s + (i + 0.5) * 2 * s / n
        parts += block(cx + u - L * 0.004, cx + u + L * 0.004, -s, s - L * 0.035, top, top + L * 0.002, WEAVE)
        parts += block(cx - s, cx + s, u - L * 0.004, u + L * 0.004, top, top + L * 0.002, WEAVE)
    return parts
