"""The three tire-pressure gauges, each drawn by the part that names its kind: the dial tire
gauge (a big round analogue dial face up, a hose to an angled chuck), the digital tire gauge
(a pocket body with a big LCD of dark digits, one round button, a short angled chuck) and the
pencil tire gauge (a slim chrome pen with a clip, an angled chuck head, and a calibrated
stick sliding out of its back).

Every builder follows ``drawn/__init__.py``: ``builder(L, name, acc, **style)`` -> parts.
"""

from __future__ import annotations

import math

from ..parts import cyl
from ..shapes import curve_path
from .common import bar, block, path, plate, rounded_rect, turned
from .instruments import digits
from .pliers import band

DIAL_FACE = (248, 248, 244)  # the dial tire gauge's white face
DIAL_INK = (22, 22, 24)  # its psi ticks
NEEDLE = (224, 24, 28)  # its red needle
DIGI_BODY = (244, 192, 18)  # the digital tire gauge's yellow body
DIGI_LCD = (186, 204, 172)  # its grey-green liquid-crystal window
DIGI_INK = (26, 30, 30)  # the dark digits on it
STICK = (250, 250, 240)  # the pencil gauge's white measuring stick
STICK_BANDS = ((30, 120, 220), (40, 170, 70), (230, 190, 30), (220, 40, 40))  # its coloured bands
CHUCK_MOUTH = (30, 30, 32)  # a chuck's dark rubber mouth


def _chuck(base, ang, length, r, z) -> list:
    """An air chuck: a chrome head from base (x, y) at angle ang in the plane, a dark rubber
    mouth at its end."""
    c, s = math.cos(ang), math.sin(ang)
    tip = [base[0] + length * c, base[1] + length * s, z]
    parts = bar([base[0], base[1], z], tip, r, "chrome", 16)
    mouth = [tip[0] + r * 0.3 * c, tip[1] + r * 0.3 * s, z]
    parts += [(cyl(tip, mouth, r * 0.8, 16), CHUCK_MOUTH)]
    return parts


def dial_tire_gauge(L, name, acc):
    """Dial tire gauge: a big round gauge face up (over a third of the tool across) in a
    rubber boot of the brand's colour with a chrome bezel, a white face ringed by a fine psi
    scale (a long tick every fifth), a thick red needle on a black hub, a brass bleed button on
    the boot's side, and a short black hose curving off to a chrome air chuck angled at its end."""
    R = L * 0.2  # the boot's radius
    cx = -L / 2 + R
    h = L * 0.13
    parts = turned(
        [(0.0, R * 0.96), (L * 0.01, R), (h * 0.9, R), (h, R * 0.95)], 0.0, acc, 32, axis="z", x=cx
    )
    parts += turned([(h * 0.9, R * 0.92), (h * 1.04, R * 0.9)], 0.0, "chrome", 32, axis="z", x=cx)
    top = h * 1.04
    Rf = R * 0.82
    parts += turned([(h * 0.95, Rf), (top + L * 0.002, Rf)], 0.0, DIAL_FACE, 32, axis="z", x=cx)
    top += L * 0.002
    for i in range(31):  # the scale: 0-60 psi over 270 degrees, a tick each 2 psi, long each 10
        u = math.radians(225 - 270 * i / 30)
        r0 = Rf * (0.62 if i % 5 == 0 else 0.76)
        p0 = (cx + r0 * math.cos(u), r0 * math.sin(u))
        p1 = (cx + Rf * 0.9 * math.cos(u), Rf * 0.9 * math.sin(u))
        parts += plate(band([p0, p1], Rf * (0.045 if i % 5 == 0 else 0.022)), top, L * 0.002, DIAL_INK)
    u = math.radians(225 - 270 * 0.55)  # the needle, at about 33 psi
    tip = (cx + Rf * 0.84 * math.cos(u), Rf * 0.84 * math.sin(u))
    tail = (cx - Rf * 0.2 * math.cos(u), -Rf * 0.2 * math.sin(u))
    parts += plate(band([tail, tip], Rf * 0.05), top + L * 0.002, L * 0.003, NEEDLE)
    parts += [(cyl([cx, 0, top], [cx, 0, top + L * 0.008], Rf * 0.11, 14), DIAL_INK)]
    # the brass bleed button, out of the boot's side away from the hose
    parts += bar([cx, -R * 0.98, h * 0.5], [cx, -R - L * 0.03, h * 0.5], L * 0.02, "brass", 12)
    # the hose from the boot's side to the chuck
    z = L * 0.035
    hose = [(cx + R * 0.95, 0.0), (cx + R * 1.4, R * 0.15), (L * 0.2, R * 0.1), (L * 0.3, 0.0)]
    parts += path(curve_path(hose, L * 0.035, 6), z, "rubber")
    parts += turned(
        [(cx + R * 0.9, z * 1.3), (cx + R * 1.15, z * 1.3)], z, "chrome", 14
    )  # the hose's ferrule
    parts += turned([(L * 0.29, z * 1.2), (L * 0.39, z * 1.2)], z, "chrome", 14)  # the chuck's body
    parts += _chuck((L * 0.38, 0.0), 0.7, L * 0.11, z * 1.15, z)
    return parts


def digital_tire_gauge(L, name, acc):
    """Digital tire gauge: a pocket handheld body in yellow and black plastic, most of its top
    a grey-green LCD window reading 32 in big dark seven-segment digits in a black bezel, one
    round black button below it, and at the front a short chrome neck to an air chuck angled
    off to the side (no probe, no gooseneck)."""
    x0, x1, w, H = -L / 2, L * 0.2, L * 0.15, L * 0.13
    parts = plate(rounded_rect(x0, x1, -w, w, w * 0.7), 0.0, H * 0.55, "black_plastic")
    parts += plate(
        rounded_rect(x0 + L * 0.01, x1 - L * 0.01, -w * 0.96, w * 0.96, w * 0.65),
        H * 0.55,
        H * 0.45,
        DIGI_BODY,
    )
    # the black bezel and the LCD window with its digits, reading from the chuck end
    parts += plate(
        rounded_rect(-L * 0.15, x1 - L * 0.02, -w * 0.84, w * 0.84, L * 0.02), H, L * 0.004, "black_plastic"
    )
    top = H + L * 0.004
    lx0, lx1 = -L * 0.13, x1 - L * 0.04
    parts += block(lx0, lx1, -w * 0.72, w * 0.72, top, top + L * 0.003, DIGI_LCD)
    top += L * 0.003
    parts += digits("32", (lx0 + lx1) / 2, 0.0, w * 1.15, top, DIGI_INK, up=(0, 1))  # big, along the body
    # the one round button, between the window and the back end
    parts += turned(
        [(H * 0.9, L * 0.05), (H + L * 0.02, L * 0.045)], 0.0, "black_plastic", 20, axis="z", x=-L * 0.33
    )
    # the front: a black nose, a short chrome neck and the chuck angled to the side
    z = H * 0.5
    parts += turned([(x1 - L * 0.02, w * 0.45), (x1 + L * 0.04, w * 0.3)], z, "black_plastic", 16)
    parts += bar([x1 + L * 0.03, 0.0, z], [L * 0.33, 0.0, z], L * 0.022, "chrome", 12)
    parts += _chuck((L * 0.32, 0.0), 0.75, L * 0.14, L * 0.04, z)
    return parts


def pencil_tire_gauge(L, name, acc):
    """Pencil tire gauge: a slim pen-sized chrome tube with a pocket clip, an angled chrome
    chuck head with a dark rubber mouth at the front, and a long square white measuring stick
    sliding out of the back, over a third of the tool, black psi ticks across it and coloured
    bands at every tenth."""
    r = L * 0.042
    z = r * 1.6
    xb, xf = -L * 0.14, L * 0.3  # the tube's back and front ends
    parts = turned([(xb, r * 1.05), (xb + L * 0.02, r), (xf - L * 0.02, r), (xf, r * 1.1)], z, "chrome", 16)
    # the pocket clip: a bright strip standing on top, rounded at its free end
    parts += block(xf - L * 0.06, xf - L * 0.01, -r * 0.3, r * 0.3, z + r * 0.85, z + r * 1.35, "chrome")
    parts += block(xf - L * 0.25, xf - L * 0.01, -r * 0.3, r * 0.3, z + r * 1.2, z + r * 1.45, "chrome")
    parts += [
        (
            cyl([xf - L * 0.25, -r * 0.3, z + r * 1.2], [xf - L * 0.25, r * 0.3, z + r * 1.2], r * 0.25, 8),
            "chrome",
        )
    ]
    # the head: a short neck bent off the axis to a fat chuck with a dark mouth
    a = 0.6
    parts += bar([xf - L * 0.01, 0.0, z], [xf + L * 0.05, 0.0, z], r * 0.9, "chrome", 16)
    parts += _chuck((xf + L * 0.04, 0.0), a, L * 0.13, r * 1.45, z)
    # the stick: square, white, out of the back, ticked across its top and sides
    s = r * 0.72
    parts += block(-L / 2, xb + L * 0.01, -s, s, z - s, z + s, STICK)
    n = 16
    for i in range(n):
        x = -L * 0.48 + i * (L * 0.33 / n)
        if i % 5 == 0:
            col = STICK_BANDS[(i // 5) % len(STICK_BANDS)]
            parts += block(x, x + L * 0.018, -s * 1.04, s * 1.04, z - s * 1.04, z + s * 1.04, col)
        else:
            parts += block(x, x + L * 0.004, -s * 1.02, s * 0.3, z - s * 0.2, z + s * 1.02, DIAL_INK)
    return parts
