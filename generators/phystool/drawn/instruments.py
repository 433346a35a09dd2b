"""Electronic instruments told apart by what is on them, not by their box: blood pressure monitors
(a cuff, a tube, a reading of 120 over 80), the laser distance measurer (a green-and-black
block, a big LCD, a keypad and a laser window at its end), the laser level (a turret of laser
windows), the battery tester (an analogue dial, a coil grille, alligator clamps), the forehead
thermometer (a white pistol with a screen at the back), the clamp meter (open jaws, a dial) and
the fingertip pulse oximeter (a clam-shell clip with two bright readings, 98 over 72, on a
black screen); the shop handhelds are in ``handhelds.py``.

Every builder follows ``drawn/__init__.py``: ``builder(L, name, acc, **style)`` -> parts.
Readings are drawn as seven-segment digits (``digits``) lying on the screen.
"""

from __future__ import annotations

import math

from ..parts import arc_plate, box, rbox, ring
from .common import block, path, plate, rounded_rect, transformed, turned

LCD = (196, 206, 186)  # an unlit grey-green liquid-crystal screen
INK = (30, 34, 36)
GLOW = (150, 230, 255)  # a backlit reading
LASER_RED = (255, 30, 30)  # a laser window
BOSCH_GREEN = (24, 140, 84)  # a laser distance measurer's body
THERMO_BLUE = (130, 196, 236)  # a forehead thermometer's light blue trim
CLAMP_SCALE = 1.5  # a battery tester's clamps, drawn big: they are what it is known by
SEGMENTS = {
    "0": "abcdef",
    "1": "bc",
    "2": "abged",
    "3": "abgcd",
    "4": "fgbc",
    "5": "afgcd",
    "6": "afgedc",
    "7": "abc",
    "8": "abcdefg",
    "9": "abcdfg",
    "-": "g",
    "P": "abefg",  # a few letters, for printed words (a label maker's label)
    "A": "abcefg",
    "n": "ceg",
    "E": "adefg",
    "L": "def",
}


def digits(text: str, cx: float, cy: float, h: float, z: float, col, up=(1, 0)) -> list:
    """A seven-segment reading centred at (cx, cy), digits h tall, lying on height z; ``up``
    (a unit axis vector) is the digits' upward direction, the text runs to its right.
    '.' is a decimal point."""
    ux, uy = up
    rx, ry = uy, -ux
    w, k = 0.55 * h, 0.14 * h
    step = [w + 0.3 * h if c != "." else 0.3 * h for c in text]
    total = sum(step) - 0.3 * h
    rects = []
    s0 = -total / 2
    for c, adv in zip(text, step):
        if c == ".":
            rects.append((s0 - 0.12 * h, s0 - 0.12 * h + k, 0.0, k))
        else:
            seg = {
                "a": (0, w, h - k, h),
                "b": (w - k, w, h / 2, h),
                "c": (w - k, w, 0, h / 2),
                "d": (0, w, 0, k),
                "e": (0, k, 0, h / 2),
                "f": (0, k, h / 2, h),
                "g": (0, w, h / 2 - k / 2, h / 2 + k / 2),
            }
            rects += [(s0 + a, s0 + b, t0, t1) for a, b, t0, t1 in (seg[x] for x in SEGMENTS[c])]
        s0 += adv
    parts = []
    for s_a, s_b, t_a, t_b in rects:
        xs = [cx + s * rx + (t - h / 2) * ux for s in (s_a, s_b) for t in (t_a, t_b)]
        ys = [cy + s * ry + (t - h / 2) * uy for s in (s_a, s_b) for t in (t_a, t_b)]
        parts += block(min(xs), max(xs), min(ys), max(ys), z, z + h * 0.03, col)
    return parts


def screen(x0, x1, y0, y1, z, lines, col=LCD, ink=INK, up=(1, 0)) -> list:
    """A flat screen on height z with readings: lines = [(text, cx, cy, digit height)]."""
    parts = block(x0, x1, y0, y1, z, z + (x1 - x0) * 0.02, col)
    top = z + (x1 - x0) * 0.02
    for text, cx, cy, h in lines:
        parts += digits(text, cx, cy, h, top, ink, up)
    return parts


def button(x, y, r, z, col) -> list:
    """A round key of radius r standing on height z."""
    return turned([(z, r), (z + r * 0.4, r * 0.9)], 0.0, col, 20, axis="z", x=x, y=y)


def bp_monitor(L, name, acc, kind="arm"):
    """Blood pressure monitors. Upper-arm: a white unit with a big grey LCD reading 120 / 80
    and a blue start button, a grey tube to a wide navy cuff with a steel D-ring and a
    hook-and-loop patch. Wrist: a closed navy band of a wrist's width lying flat, its open
    loop to the camera, with the white unit (reading 120 / 80) on its side like a big watch's
    face: no tube, no strap lying loose."""
    cuff = (46, 62, 110)
    if kind == "wrist":  # the band lies flat, a wrist's loop open to the camera, the unit on it
        R, h = L * 0.3, L * 0.26
        cx = -L / 2 + R
        parts = [(ring([cx, 0.0, h / 2], R, R * 0.86, h, axis="z"), cuff)]
        a0 = math.radians(200)  # the hook-and-loop tail, wrapped over the band's outside
        tail = arc_plate(cx - R * 0.02, 0.0, R, R * 1.06, a0, a0 + 1.3, h * 0.08, h * 0.92)
        parts += [(m, (150, 156, 170)) for m in tail]
        x0, x1 = cx + R * 0.55, L / 2  # the unit straddles the band's wall, like a watch's face
        top = h * 1.35
        parts += plate(rounded_rect(x0, x1, -L * 0.2, L * 0.2, L * 0.06), 0.0, top, "white")
        parts += screen(
            x0 + L * 0.05,
            x1 - L * 0.05,
            -L * 0.16,
            L * 0.1,
            top,
            [("120", (x0 + x1) / 2 + L * 0.05, -L * 0.03, L * 0.09),
             ("80", (x0 + x1) / 2 - L * 0.06, -L * 0.01, L * 0.07)],
        )
        parts += button((x0 + x1) / 2, L * 0.15, L * 0.035, top, (40, 110, 210))
        return parts
    parts = plate(rounded_rect(-L * 0.62, -L * 0.05, -L * 0.22, L * 0.32, L * 0.08), 0.0, L * 0.16, "white")
    top = L * 0.16
    parts += screen(
        -L * 0.36,
        -L * 0.09,
        -L * 0.17,
        L * 0.27,
        top,
        [("120", -L * 0.19, L * 0.05, L * 0.13), ("80", -L * 0.31, L * 0.1, L * 0.09)],
    )
    parts += button(-L * 0.5, L * 0.05, L * 0.06, top, (40, 110, 210))
    # the tube from the unit's side to the cuff, in a loose loop
    loop = [
        (-L * 0.05, L * 0.22),
        (0.0, L * 0.4),
        (L * 0.1, L * 0.5),
        (L * 0.2, L * 0.46),
        (L * 0.26, L * 0.3),
        (L * 0.22, L * 0.1),
    ]
    parts += path([(x, y, L * 0.015) for x, y in loop], L * 0.014, (70, 70, 74))
    parts += plate(rounded_rect(L * 0.02, L * 0.75, -L * 0.42, L * 0.12, L * 0.04), 0.0, L * 0.04, cuff)
    parts += block(L * 0.08, L * 0.7, -L * 0.36, -L * 0.2, L * 0.04, L * 0.044, (150, 156, 170))
    parts += block(L * 0.12, L * 0.3, L * 0.02, L * 0.1, L * 0.04, L * 0.046, "white")  # the size label
    parts.append((ring([L * 0.78, -L * 0.15, L * 0.02], L * 0.12, L * 0.1, L * 0.04), "chrome"))
    return parts


def laser_measure(L, name, acc):
    """Laser distance measurer (Bosch style): a small green-and-black handheld block, a black
    rubber bumper round a green top, a big LCD reading a distance in the half at the laser end
    in a black bezel, a keypad below it (a big red measure key and small dark keys), and a
    black front cap with the red laser window and the dark receiver lens. No probe, no cable."""
    H, w = L * 0.27, L * 0.22
    parts = plate(rounded_rect(-L / 2, L / 2, -w, w, L * 0.07), 0.0, H * 0.3, (34, 34, 36))
    parts += plate(rounded_rect(-L * 0.46, L * 0.42, -w, w, L * 0.06), H * 0.2, H * 0.8, BOSCH_GREEN)
    for x0, x1 in ((-L / 2, -L * 0.42), (L * 0.4, L / 2)):  # the rubber end caps
        parts += plate(rounded_rect(x0, x1, -w * 1.02, w * 1.02, L * 0.03), 0.0, H * 1.01, (34, 34, 36))
    parts += plate(rounded_rect(L * 0.0, L * 0.38, -w * 0.8, w * 0.8, L * 0.03), H, H * 0.02, (34, 34, 36))
    parts += screen(
        L * 0.03, L * 0.35, -w * 0.68, w * 0.68, H * 1.02, [("12.3", L * 0.2, 0.0, L * 0.08)], col=LCD
    )
    key = rounded_rect(-L * 0.22, -L * 0.06, -w * 0.4, w * 0.4, L * 0.03)  # the measure key
    parts += plate(key, H, L * 0.025, (220, 30, 30))
    for x, y in ((-L * 0.14, w * 0.72), (-L * 0.14, -w * 0.72), (-L * 0.33, w * 0.4), (-L * 0.33, -w * 0.4)):
        parts += block(x - L * 0.04, x + L * 0.04, y - w * 0.16, y + w * 0.16, H, H + L * 0.015, (50, 50, 54))
    parts += block(L * 0.45, L / 2 + L * 0.004, -w * 0.75, -w * 0.35, H * 0.35, H * 0.85, LASER_RED)
    lens = [(L / 2 - 0.001, H * 0.26), (L / 2 + L * 0.006, H * 0.26)]  # the receiver
    parts += turned(lens, H * 0.5, (20, 30, 40), 16, y=w * 0.35)
    return parts


def laser_level(L, name, acc):
    """Laser level: a stout housing on a black base, a round turret on top with three dark
    laser windows round it and a cap, a bubble vial and a pendulum lock switch."""
    H = L * 0.45
    parts = plate(rounded_rect(-L / 2, L / 2, -L * 0.4, L * 0.4, L * 0.12), 0.0, H * 0.18, (40, 40, 44))
    parts += plate(rounded_rect(-L * 0.45, L * 0.45, -L * 0.36, L * 0.36, L * 0.12), H * 0.18, H * 0.62, acc)
    r = L * 0.27
    parts += turned([(H * 0.8, r), (H * 1.5, r)], 0.0, (36, 36, 40), 24, axis="z", x=L * 0.05)
    for a in (0.0, math.pi / 2, -math.pi / 2):
        c, s = math.cos(a), math.sin(a)
        cx, cy = L * 0.05 + c * r, s * r
        parts.append(
            (
                box(
                    cx - L * 0.03 - abs(s) * L * 0.14,
                    cx + L * 0.03 + abs(s) * L * 0.14,
                    cy - L * 0.03 - abs(c) * L * 0.14,
                    cy + L * 0.03 + abs(c) * L * 0.14,
                    H * 0.95,
                    H * 1.35,
                ),
                (60, 200, 90),
            )
        )
    parts += turned([(H * 1.5, r * 1.02), (H * 1.6, r * 0.7)], 0.0, (36, 36, 40), 24, axis="z", x=L * 0.05)
    parts += block(
        L * 0.05 - r * 0.7, L * 0.05 + r * 0.7, -L * 0.01, L * 0.01, H * 1.6, H * 1.62, (60, 200, 90)
    )
    parts += block(L * 0.04, L * 0.06, -r * 0.7, r * 0.7, H * 1.6, H * 1.62, (60, 200, 90))
    parts += block(-L * 0.42, -L * 0.3, -L * 0.2, L * 0.2, H * 0.8, H * 0.86, (40, 40, 44))
    parts += block(-L * 0.41, -L * 0.31, -L * 0.15, L * 0.15, H * 0.86, H * 0.88, (200, 230, 90))
    parts += block(-L * 0.4, -L * 0.2, L * 0.28, L * 0.36, H * 0.8, H * 0.86, (220, 30, 30))
    return parts


def _alligator(x0, y, L, col) -> list:
    """A big battery clamp along +x from x0: two toothed copper jaws and a coloured grip."""
    parts = plate(
        [
            (x0, y - L * 0.05),
            (x0 + L * 0.18, y - L * 0.06),
            (x0 + L * 0.2, y - L * 0.035),
            (x0 + L * 0.2, y + L * 0.035),
            (x0 + L * 0.18, y + L * 0.06),
            (x0, y + L * 0.05),
        ],
        0.0,
        L * 0.07,
        col,
    )
    for z in (L * 0.07, L * 0.035):
        parts += plate(
            [
                (x0 + L * 0.2, y - L * 0.03),
                (x0 + L * 0.36, y - L * 0.015),
                (x0 + L * 0.36, y + L * 0.015),
                (x0 + L * 0.2, y + L * 0.03),
            ],
            z - L * 0.012,
            L * 0.012,
            "copper",
        )
    for i in range(4):
        x = x0 + L * (0.23 + 0.035 * i)
        parts += block(x, x + L * 0.012, y - L * 0.025, y + L * 0.025, L * 0.07, L * 0.077, "copper")
    return parts


def battery_tester(L, name, acc):
    """Battery tester (the handheld 12 V load tester): a box in the brand's colour whose top
    is a big analogue dial (a white face with red, yellow and green zones, ticks and a black
    needle) beside a grille of slots over the load coil and a white battery pictogram, a load
    switch, and a thick red and a black lead ending in big alligator clamps with copper jaws."""
    top = L * 0.12
    parts = plate(rounded_rect(-L / 2, 0.0, -L * 0.17, L * 0.17, L * 0.03), 0.0, top, acc)
    R, cx = L * 0.14, -L * 0.33
    parts += turned([(top, R * 1.08), (top + L * 0.012, R * 1.08)], 0.0, (36, 36, 38), 32, axis="z", x=cx)
    parts += turned([(top + L * 0.012, R), (top + L * 0.016, R)], 0.0, "white", 32, axis="z", x=cx)
    zones = ((210, 40, 40), (240, 200, 40), (40, 160, 60))
    for i in range(12):  # the scale over 120 degrees, red (flat) to green (good)
        u0, u1 = math.radians(150 - 10 * i), math.radians(150 - 10 * (i + 1))
        ring_pts = [(cx + R * 0.78 * math.cos(u), R * 0.78 * math.sin(u)) for u in (u0, u1)]
        ring_pts += [(cx + R * 0.6 * math.cos(u), R * 0.6 * math.sin(u)) for u in (u1, u0)]
        parts += plate(ring_pts, top + L * 0.016, L * 0.002, zones[i // 4])
        p0 = (cx + R * 0.8 * math.cos(u0), R * 0.8 * math.sin(u0))
        p1 = (cx + R * 0.9 * math.cos(u0), R * 0.9 * math.sin(u0))
        parts += plate(
            [p0, p1, (p1[0] + L * 0.004, p1[1]), (p0[0] + L * 0.004, p0[1])], top + L * 0.016, L * 0.002, INK
        )
    u = math.radians(60)
    tip = (cx + R * 0.85 * math.cos(u), R * 0.85 * math.sin(u))
    parts += plate(
        [(cx - L * 0.006, -R * 0.45), (tip[0], tip[1]), (cx + L * 0.006, -R * 0.45)],
        top + L * 0.019,
        L * 0.002,
        INK,
    )
    parts += block(cx - R * 0.25, cx + R * 0.25, -R * 0.5, -R * 0.35, top + L * 0.016, top + L * 0.02, INK)
    for i in range(6):  # the grille over the load coil
        x = -L * 0.15 + i * L * 0.022
        parts += block(x, x + L * 0.01, -L * 0.13, L * 0.13, top, top + L * 0.004, (30, 30, 32))
    parts += block(-L * 0.19, -L * 0.165, -L * 0.03, L * 0.03, top, top + L * 0.03, (200, 30, 30))
    for s, col in ((1, (200, 30, 30)), (-1, (36, 36, 38))):
        parts += path(
            [
                (0.0, s * L * 0.08, L * 0.04),
                (L * 0.07, s * L * 0.14, 0.005),
                (L * 0.12, s * L * 0.22, 0.005),
            ],
            L * 0.018,
            col,
        )
        parts += _alligator(L * 0.12, s * L * 0.24, L * CLAMP_SCALE, col)
    # a battery pictogram (a box, its two terminals, + and -) between the dial and the grille
    x0, x1, y0, y1 = -L * 0.17, -L * 0.03, -L * 0.16, -L * 0.07
    parts += block(x0, x1, y0, y1, top, top + L * 0.006, "white")
    for xt in (x0 + L * 0.025, x1 - L * 0.035):
        parts += block(xt, xt + L * 0.01, y1, y1 + L * 0.015, top, top + L * 0.006, "white")
    return parts


def ir_thermometer(L, name, acc):
    """Infrared forehead thermometer, lying on its side: a smooth white body, a short head
    tapering to a small light blue sensor nose, a thick rounded grip raked down and back with a
    light blue butt and no trigger guard (one small pastel key), and at the back of the head a
    big sloping backlit screen reading a body temperature, 36.5, above two light blue keys."""
    r = L * 0.16  # the head's radius: it lies on its side, its axis at this height
    parts = turned(
        [(-L * 0.4, r * 0.85), (-L * 0.37, r), (-L * 0.05, r), (L * 0.12, r * 0.7), (L * 0.22, r * 0.5)],
        r,
        "white",
        24,
    )
    parts += turned([(L * 0.22, r * 0.52), (L * 0.27, r * 0.42), (L * 0.29, r * 0.25)], r, THERMO_BLUE, 24)
    grip = [(-L * 0.3, -r * 0.5), (-L * 0.02, -r * 0.5), (-L * 0.12, -L * 0.4), (-L * 0.19, -L * 0.64)]
    grip += [(-L * 0.23, -L * 0.72), (-L * 0.3, -L * 0.73), (-L * 0.35, -L * 0.68), (-L * 0.33, -L * 0.4)]
    parts += plate(grip, r - L * 0.09, L * 0.18, "white")
    butt = grip[3:7] + [(-L * 0.33, -L * 0.58), (-L * 0.17, -L * 0.6)]
    parts += plate(butt, r + L * 0.09, L * 0.006, THERMO_BLUE)
    key = rounded_rect(-L * 0.06, -L * 0.0, -r * 1.15, -r * 0.75, L * 0.02)
    parts += plate(key, r + L * 0.09, L * 0.008, THERMO_BLUE)
    # the back: a white slope facing up and back, the backlit screen and two keys on it
    tilt = math.pi / 4
    c = [-L * 0.42, -r * 0.05, r * 1.15]
    parts.append((rbox(c, [L * 0.05, r * 2.0, r * 1.5], pitch=tilt), "white"))
    face = block(-r * 0.6, r * 0.55, -r * 0.8, r * 0.8, 0.0, L * 0.004, (30, 50, 70))
    face += screen(-r * 0.45, r * 0.45, -r * 0.7, r * 0.7, L * 0.004, [("36.5", 0.0, 0.0, r * 0.5)], GLOW)
    for y in (-r * 0.35, r * 0.35):
        face += block(-r * 0.68, -r * 0.58, y - r * 0.15, y + r * 0.15, 0.0, L * 0.008, THERMO_BLUE)
    th, d = tilt - math.pi / 2, L * 0.025  # onto the slope: its normal (0, 0, 1) to up-and-back
    out = [-math.cos(tilt), 0.0, math.sin(tilt)]
    m = [[math.cos(th), 0, math.sin(th), c[0] + out[0] * d], [0, 1, 0, c[1]],
         [-math.sin(th), 0, math.cos(th), c[2] + out[2] * d], [0, 0, 0, 1]]
    parts += transformed(face, m)
    return parts


def clamp_meter(L, name, acc):
    """Clamp meter: a two-tone body with a screen and a rotary dial, a neck and a pair of
    open C-shaped jaws (a gap at the tip), a trigger that opens them."""
    parts = plate(rounded_rect(-L / 2, L * 0.1, -L * 0.12, L * 0.12, L * 0.05), 0.0, L * 0.075, (40, 40, 44))
    parts += plate(
        rounded_rect(-L * 0.48, L * 0.08, -L * 0.105, L * 0.105, L * 0.04), L * 0.075, L * 0.012, acc
    )
    top = L * 0.087
    parts += screen(-L * 0.08, L * 0.06, -L * 0.08, L * 0.08, top, [("12.5", -L * 0.01, 0.0, L * 0.05)])
    parts += turned(
        [(top, L * 0.07), (top + L * 0.02, L * 0.062)], 0.0, (36, 36, 38), 18, axis="z", x=-L * 0.24
    )
    parts += block(-L * 0.24, -L * 0.17, -L * 0.008, L * 0.008, top + L * 0.02, top + L * 0.024, "white")
    R, cx = L * 0.19, L * 0.3
    for a0, a1, col in (
        (math.radians(-172), math.radians(-8), (40, 40, 44)),
        (math.radians(8), math.radians(172), (220, 40, 30)),
    ):
        parts += [(m, col) for m in arc_plate(cx, 0.0, R * 0.62, R, a0, a1, 0.0, L * 0.06, n=12)]
    parts += block(L * 0.05, L * 0.13, -L * 0.1, L * 0.1, 0.0, L * 0.065, (40, 40, 44))
    parts += block(-L * 0.05, L * 0.06, L * 0.12, L * 0.19, L * 0.01, L * 0.05, (40, 40, 44))  # the trigger
    return parts


OXI_SPO2 = (255, 210, 40)  # a pulse oximeter's bright oxygen reading
OXI_PULSE = (80, 230, 110)  # and its pulse rate
OXI_SCREEN = (10, 12, 16)  # the black OLED face round them
OXI_HEART = (245, 40, 70)  # the pulsing heart beside the readings


def heart(cx, cy, s, z, t, col, up=(0, 1)) -> list:
    """A flat heart symbol about ``s`` wide centred at (cx, cy) on height z, ``t`` thick, its
    point down against ``up``."""
    ux, uy = up
    rx, ry = uy, -ux
    pts = []
    for k in range(32):
        a = 2 * math.pi * k / 32
        hx = 16 * math.sin(a) ** 3 / 34
        hy = (13 * math.cos(a) - 5 * math.cos(2 * a) - 2 * math.cos(3 * a) - math.cos(4 * a)) / 34
        pts.append((cx + s * (hx * rx + hy * ux), cy + s * (hx * ry + hy * uy)))
    return plate(pts, z, t, col)


def pulse_oximeter(L, name, acc):
    """Fingertip pulse oximeter lying on its back: a small rounded clam shell, a white lower
    half and an upper half in the brand colour, parted by a black rubber seam where the finger
    goes and a dark finger opening in the front; on top a black screen filling most of the face
    with two bright readings, a big yellow 98 over a green 72 beside a big red heart, a green
    pulse bar at its edge, a round key behind it, and a
    black lanyard looping off the hinge end. A thermometer is a long stick; a blood pressure
    monitor is a big box with one grey reading and a cuff."""
    w = L * 0.28  # the shell's half-width
    parts = plate(rounded_rect(-L / 2, L / 2, -w, w, w * 0.7), 0.0, L * 0.22, "white")
    seam = rounded_rect(-L * 0.47, L * 0.48, -w * 0.92, w * 0.92, w * 0.6)
    parts += plate(seam, L * 0.22, L * 0.08, "rubber")
    parts += block(L * 0.44, L * 0.505, -w * 0.62, w * 0.62, L * 0.12, L * 0.34, "rubber")  # finger opening
    top = L * 0.56
    parts += plate(rounded_rect(-L / 2, L * 0.47, -w, w, w * 0.7), L * 0.3, top - L * 0.3, acc)
    parts += screen(-L * 0.3, L * 0.3, -w * 0.75, w * 0.75, top, [("98", -L * 0.02, w * 0.3, w * 0.62)],
                    OXI_SCREEN, OXI_SPO2, up=(0, 1))
    parts += digits("72", -L * 0.1, -w * 0.4, w * 0.45, top + L * 0.012, OXI_PULSE, up=(0, 1))
    # a big red heart right of the pulse rate, and a green pulse bar along the screen's right edge
    parts += heart(L * 0.14, -w * 0.38, w * 0.5, top + L * 0.012, L * 0.006, OXI_HEART)
    for k in range(5):
        y = -w * 0.6 + k * w * 0.24
        parts += block(L * 0.22, L * 0.27, y, y + w * 0.16, top + L * 0.012, top + L * 0.018, OXI_PULSE)
    parts += button(-L * 0.4, 0.0, w * 0.22, top, (220, 222, 226))
    loop = [(-L / 2 + L * 0.02, 0.0), (-L * 0.62, w * 0.5), (-L * 0.85, w * 0.45), (-L * 0.9, 0.0),
            (-L * 0.85, -w * 0.45), (-L * 0.62, -w * 0.5), (-L / 2 + L * 0.02, 0.0)]
    parts += path([(x, y, L * 0.03) for x, y in loop], L * 0.03, "black_plastic", sections=8)
    return parts
