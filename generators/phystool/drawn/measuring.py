"""Measuring and testing tools: tapes, rules, squares, levels, calipers and micrometers,
gauges, meters and testers.

Every builder follows ``drawn/__init__.py``: ``builder(L, name, acc, **style)`` -> parts.
"""

from __future__ import annotations

import math

from ..parts import ring
from .common import bar, block, cord, path, plate, rounded_rect, turned


def tape(L, name, acc, kind="pocket"):
    """Tape measure (a rounded case on its back, the yellow blade and hook pulled out a
    little), long tape measure (an open reel with a crank and a handle), drum auger (a
    round drum with a crank handle and a cable coming out of its nose)."""
    if kind == "pocket":
        s = L
        parts = plate(rounded_rect(-s / 2, s * 0.3, -s / 2, s / 2, s * 0.2), 0.0, s * 0.42, acc)
        parts += plate(
            rounded_rect(-s * 0.35, s * 0.15, -s * 0.35, s * 0.35, s * 0.25),
            s * 0.42,
            s * 0.02,
            "black_plastic",
        )
        parts += block(s * 0.3, s * 0.9, -s * 0.14, s * 0.14, s * 0.02, s * 0.035, (235, 200, 30))
        parts += block(s * 0.88, s * 0.92, -s * 0.16, s * 0.16, 0.0, s * 0.07, "chrome")
        return parts
    if kind == "reel":
        R = L * 0.3
        parts = [(ring([L * 0.1, 0, L * 0.05], R, R * 0.75, L * 0.06, axis="z"), acc)]
        parts += turned([(0.0, R * 0.72), (L * 0.05, R * 0.72)], 0.0, (235, 200, 30), 24, axis="z", x=L * 0.1)
        parts += bar([L * 0.1, 0, L * 0.08], [L * 0.1 + R * 0.5, R * 0.3, L * 0.08], L * 0.012, "chrome")
        parts += bar([-L / 2, 0, L * 0.04], [L * 0.1 - R, 0, L * 0.04], L * 0.03, acc)
        parts += block(L * 0.1 + R, L / 2, -L * 0.025, L * 0.025, 0.0, L * 0.006, (235, 200, 30))
        return parts
    R = L * 0.32
    parts = turned([(0.0, R), (L * 0.22, R * 0.95)], 0.0, "red", 28, axis="z", x=-L * 0.05)
    parts += turned([(L * 0.22, R * 0.3), (L * 0.26, R * 0.3)], 0.0, "dark_steel", 16, axis="z", x=-L * 0.05)
    parts += bar([-L * 0.05, 0, L * 0.25], [-L * 0.05 - R * 0.7, 0, L * 0.25], L * 0.02, "chrome")
    parts += bar(
        [-L * 0.05 - R * 0.7, 0, L * 0.25], [-L * 0.05 - R * 0.7, 0, L * 0.38], L * 0.035, "black_plastic"
    )
    parts += bar([-L * 0.05 + R, 0, L * 0.1], [L / 2, 0, L * 0.1], L * 0.03, "red")
    parts += path(
        [(L / 2, 0, L * 0.1), (L / 2 + L * 0.15, L * 0.1, 0.01), (L / 2 + L * 0.05, L * 0.25, 0.01)],
        L * 0.01,
        "steel",
    )
    return parts


def rule(L, name, acc, kind="steel"):
    """Steel rule (a thin bright bar with graduations), folding ruler (a stack of folded
    yellow wooden or white segments, one swung out)."""
    if kind == "steel":
        w = L * 0.09
        parts = plate(
            [(-L / 2, -w / 2), (L / 2, -w / 2), (L / 2, w / 2), (-L / 2, w / 2)], 0.0, L * 0.004, "chrome"
        )
        for i in range(31):
            x = -L / 2 + L * (i + 0.5) / 31
            h = w * (0.45 if i % 5 == 0 else 0.25)
            parts += block(
                x - L * 0.002, x + L * 0.002, -w / 2, -w / 2 + h, L * 0.004, L * 0.0045, (40, 40, 40)
            )
        return parts
    w = L * 0.09
    parts = []
    for i in range(5):
        parts += plate(
            rounded_rect(-L / 2, L / 2 - L * 0.25, -w / 2, w / 2, w * 0.1),
            i * w * 0.22,
            w * 0.2,
            (235, 200, 40),
        )
    ang = 0.5
    parts += plate(
        [
            (L / 2 - L * 0.28, -w / 2),
            (L / 2 - L * 0.28 + L * 0.6 * math.cos(ang), -w / 2 + L * 0.6 * math.sin(ang)),
            (L / 2 - L * 0.28 + L * 0.6 * math.cos(ang) - w * math.sin(ang), w / 2 + L * 0.6 * math.sin(ang)),
            (L / 2 - L * 0.28, w / 2),
        ],
        w * 1.1,
        w * 0.2,
        (235, 200, 40),
    )
    for i in range(7):
        x = -L / 2 + L * 0.05 + i * L * 0.1
        parts += block(x, x + L * 0.005, -w / 2, -w * 0.1, w * 1.1, w * 1.11, (30, 30, 30))
    return parts


def square(L, name, acc, kind="combination"):
    """Squares: combination (a rule with a sliding cast head), speed square (a triangle
    with a lip), framing square (a big steel L), try square (a rosewood stock with a steel
    blade), engineer's square (a thick steel stock with a thin blade), sliding bevel (a
    wooden stock with a pivoting blade), welding magnet (a coloured magnet arrow)."""
    if kind == "speed":
        s = L
        parts = plate([(-s / 2, -s / 2), (s / 2, -s / 2), (-s / 2, s / 2)], 0.0, s * 0.02, acc)
        parts += plate(
            [
                (-s / 2, -s / 2),
                (-s / 2 + s * 0.06, -s / 2),
                (-s / 2 + s * 0.06, s / 2 - s * 0.06),
                (-s / 2, s / 2),
            ],
            0.0,
            s * 0.06,
            acc,
        )
        parts += plate(
            [(-s * 0.3, -s * 0.3), (0.05 * s, -s * 0.3), (-s * 0.3, s * 0.05)],
            s * 0.02,
            0.0005,
            (225, 160, 30),
        )
        return parts
    if kind == "framing":
        w = L * 0.06
        parts = plate(
            [
                (-L / 2, -L * 0.35),
                (L / 2, -L * 0.35),
                (L / 2, -L * 0.35 + w),
                (-L / 2 + w, -L * 0.35 + w),
                (-L / 2 + w, L * 0.2),
                (-L / 2, L * 0.2),
            ],
            0.0,
            L * 0.005,
            "steel",
        )
        for i in range(22):
            x = -L / 2 + L * 0.05 + i * L * 0.043
            parts += block(
                x, x + L * 0.003, -L * 0.35, -L * 0.35 + w * 0.35, L * 0.005, L * 0.0055, (30, 30, 30)
            )
        return parts
    if kind == "magnet":
        s = L
        parts = plate([(-s / 2, -s / 2), (s / 2, -s / 2), (-s / 2, s / 2)], 0.0, s * 0.12, (200, 30, 30))
        parts.append((ring([-s * 0.15, -s * 0.15, s * 0.12], s * 0.1, s * 0.06, s * 0.02), "chrome"))
        return parts
    if kind == "combination":
        w = L * 0.08
        parts = plate(
            [(-L / 2, -w / 2), (L / 2, -w / 2), (L / 2, w / 2), (-L / 2, w / 2)], 0.0, L * 0.005, "chrome"
        )
        for i in range(24):
            x = -L / 2 + L * 0.02 + i * L * 0.04
            parts += block(x, x + L * 0.003, -w / 2, -w * 0.1, L * 0.005, L * 0.0055, (30, 30, 30))
        hx = -L * 0.1
        parts += plate(
            [
                (hx - L * 0.07, -w / 2 - L * 0.3),
                (hx + L * 0.03, -w / 2 - L * 0.3),
                (hx + L * 0.03, w / 2),
                (hx - L * 0.15, w / 2),
                (hx - L * 0.15, -w / 2 - L * 0.05),
            ],
            0.0,
            L * 0.06,
            acc,
        )
        return parts
    stock_mat = {"try": "dark_wood", "engineer": "steel", "bevel": "dark_wood"}[kind]
    sw = L * (0.15 if kind != "engineer" else 0.12)
    sl = L * (0.55 if kind != "bevel" else 0.5)
    parts = plate(
        [(-L / 2, -sw / 2), (-L / 2 + sl, -sw / 2), (-L / 2 + sl, sw / 2), (-L / 2, sw / 2)],
        0.0,
        L * 0.07,
        stock_mat,
    )
    parts += (
        plate(
            [
                (-L / 2 + sl - L * 0.05, -sw * 0.1),
                (-L / 2 + sl - L * 0.02, -sw * 0.1),
                (-L / 2 + sl - L * 0.02, sw * 0.1),
                (-L / 2 + sl - L * 0.05, sw * 0.1),
            ],
            L * 0.07,
            0.001,
            "brass",
        )
        if kind == "try"
        else []
    )
    if kind == "bevel":
        ang = 0.6
        x0, y0 = -L / 2 + sl * 0.95, 0.0
        bl = L * 0.65
        parts += plate(
            [
                (x0, y0 - L * 0.03),
                (
                    x0 + bl * math.cos(ang) + L * 0.03 * math.sin(ang),
                    y0 + bl * math.sin(ang) - L * 0.03 * math.cos(ang),
                ),
                (
                    x0 + bl * math.cos(ang) - L * 0.03 * math.sin(ang),
                    y0 + bl * math.sin(ang) + L * 0.03 * math.cos(ang),
                ),
                (x0, y0 + L * 0.03),
            ],
            L * 0.03,
            L * 0.008,
            "chrome",
        )
        parts.append((ring([x0, y0, L * 0.045], L * 0.03, L * 0.01, L * 0.02), "brass"))
        return parts
    blen = L * (0.7 if kind == "try" else 0.75)
    parts += plate(
        [
            (-L / 2 + sl - L * 0.06, -sw / 2),
            (-L / 2 + sl - L * 0.06, -sw / 2 - blen),
            (-L / 2 + sl, -sw / 2 - blen),
            (-L / 2 + sl, -sw / 2),
        ],
        L * 0.03,
        L * 0.006,
        "chrome",
    )
    return parts


def level(L, name, acc, kind="spirit"):
    """Spirit level (a long box-section bar, a vial in the middle and at the ends, hand
    holes), torpedo level (short, tapered ends), laser level (a small box with laser
    windows on a base)."""
    if kind == "laser":
        s = L
        parts = plate(rounded_rect(-s / 2, s / 2, -s * 0.4, s * 0.4, s * 0.15), 0.0, s * 0.6, acc)
        parts += plate(
            rounded_rect(-s * 0.25, s * 0.25, -s * 0.3, s * 0.3, s * 0.1), s * 0.6, s * 0.25, "black_plastic"
        )
        parts += block(s * 0.499, s * 0.51, -s * 0.15, s * 0.15, s * 0.3, s * 0.5, (200, 40, 40))
        return parts
    w = L * (0.055 if kind == "spirit" else 0.14)
    h = L * (0.03 if kind == "spirit" else 0.12)
    if kind == "spirit":
        outline = rounded_rect(-L / 2, L / 2, -w / 2, w / 2, w * 0.1)
    else:
        outline = [
            (-L / 2, -w * 0.25),
            (-L / 2 + L * 0.15, -w / 2),
            (L / 2 - L * 0.15, -w / 2),
            (L / 2, -w * 0.25),
            (L / 2, w * 0.25),
            (L / 2 - L * 0.15, w / 2),
            (-L / 2 + L * 0.15, w / 2),
            (-L / 2, w * 0.25),
        ]
    parts = plate(outline, 0.0, h, acc if kind == "spirit" else (236, 190, 30))
    for x in (0.0, -L * 0.38, L * 0.38) if kind == "spirit" else (0.0, -L * 0.28):
        parts += plate(
            rounded_rect(x - L * 0.025, x + L * 0.025, -w * 0.35, w * 0.35, w * 0.1),
            h,
            h * 0.15,
            (120, 220, 120),
        )
    if kind == "spirit":
        for x in (-L * 0.22, L * 0.22):
            parts += plate(
                rounded_rect(x - L * 0.06, x + L * 0.06, -w * 0.3, w * 0.3, w * 0.25),
                h,
                h * 0.05,
                (40, 40, 40),
            )
    return parts


def caliper(L, name, acc, kind="digital"):
    """Calipers: a graduated beam with a fixed jaw, a sliding jaw with a thumb wheel, and a
    digital display (digital), a round dial (dial) or a vernier scale (vernier)."""
    w = L * 0.06
    t = L * 0.012
    parts = plate([(-L / 2, -w / 2), (L / 2, -w / 2), (L / 2, w / 2), (-L / 2, w / 2)], 0.0, t, "chrome")
    parts += plate(
        [
            (-L / 2, w / 2),
            (-L / 2 + L * 0.05, w / 2),
            (-L / 2 + L * 0.06, w / 2 + L * 0.2),
            (-L / 2 + L * 0.03, w / 2 + L * 0.2),
        ],
        0.0,
        t,
        "chrome",
    )
    sx = -L / 2 + L * 0.12
    parts += plate(
        [(sx, w / 2), (sx + L * 0.05, w / 2), (sx + L * 0.02, w / 2 + L * 0.2), (sx, w / 2 + L * 0.2)],
        0.0,
        t,
        "chrome",
    )
    body = rounded_rect(sx - L * 0.01, sx + L * 0.2, -w / 2 - L * 0.03, w / 2 + L * 0.01, L * 0.01)
    if kind == "digital":
        parts += plate(body, t, L * 0.02, acc if acc != (210, 40, 40) else "black_plastic")
        parts += block(sx + L * 0.02, sx + L * 0.17, -w * 0.3, w * 0.4, t + L * 0.02, t + L * 0.022, "screen")
    elif kind == "dial":
        parts += plate(body, t, L * 0.01, "chrome")
        parts += turned(
            [(t + L * 0.01, L * 0.075), (t + L * 0.025, L * 0.075)],
            0.0,
            "white",
            24,
            axis="z",
            x=sx + L * 0.1,
            y=-w * 0.2,
        )
        parts += block(
            sx + L * 0.1, sx + L * 0.16, -w * 0.22, -w * 0.18, t + L * 0.026, t + L * 0.027, (200, 30, 30)
        )
    else:
        parts += plate(body, t, L * 0.006, "chrome")
        for i in range(10):
            x = sx + L * 0.02 + i * L * 0.015
            parts += block(x, x + L * 0.002, w * 0.1, w / 2, t + L * 0.006, t + L * 0.0065, (30, 30, 30))
    for i in range(30):
        x = sx + L * 0.22 + i * (L / 2 - sx - L * 0.24) / 30
        parts += block(x, x + L * 0.002, w * (0.2 if i % 5 else -0.2), w / 2, t, t + 0.0003, (30, 30, 30))
    return parts


def micrometer(L, name, acc):
    """Outside micrometer: a C-frame with an anvil, a spindle, a sleeve and a thimble."""
    t = L * 0.08
    parts = plate(
        [
            (-L * 0.1, -L * 0.05),
            (L * 0.1, -L * 0.05),
            (L * 0.2, L * 0.25),
            (L * 0.05, L * 0.4),
            (-L * 0.25, L * 0.4),
            (-L * 0.35, L * 0.25),
            (-L * 0.3, L * 0.22),
            (-L * 0.2, L * 0.32),
            (0.0, L * 0.32),
            (L * 0.05, L * 0.22),
            (-L * 0.02, L * 0.02),
            (-L * 0.1, L * 0.02),
        ],
        0.0,
        t,
        (40, 90, 170),
    )
    parts += turned(
        [(-L * 0.5, 0.0), (-L * 0.48, L * 0.02), (-L * 0.35, L * 0.02)], t / 2, "chrome", 12, y=L * 0.27
    )
    parts += turned([(L * 0.1, L * 0.045), (L * 0.3, L * 0.045)], t / 2, "chrome", 14, y=-L * 0.01)
    parts += turned(
        [(L * 0.3, L * 0.065), (L * 0.45, L * 0.065), (L / 2, L * 0.04)], t / 2, "chrome", 16, y=-L * 0.01
    )
    return parts


def gauge(L, name, acc, kind="dial_tire"):
    """Gauges: dial tire gauge (a round dial with a short chuck, a hose on some), digital
    tire gauge (a handheld with a screen and a chuck), pencil tire gauge (a chrome pen with
    a white sliding scale), tread depth gauge (a small pen with a probe), sphygmomanometer
    (a cuff, a bulb and a round gauge on tubes)."""
    if kind == "dial_tire":
        R = L * 0.26
        parts = turned([(0.0, R), (L * 0.12, R)], 0.0, "black_plastic", 28, axis="z", x=-L * 0.2)
        parts += turned([(L * 0.12, R * 0.88), (L * 0.125, R * 0.88)], 0.0, "white", 28, axis="z", x=-L * 0.2)
        parts += block(
            -L * 0.2, -L * 0.2 + R * 0.7, -L * 0.004, L * 0.004, L * 0.125, L * 0.13, (200, 30, 30)
        )
        parts += bar(
            [-L * 0.2 + R, 0, L * 0.06],
            [L * 0.35, 0, L * 0.06],
            L * 0.025,
            "chrome" if "hose" not in name else "black_plastic",
        )
        parts += turned([(L * 0.35, L * 0.035), (L / 2, L * 0.03)], L * 0.06, "chrome", 12)
        return parts
    if kind == "digital_tire":
        parts = plate(rounded_rect(-L / 2, L * 0.15, -L * 0.12, L * 0.12, L * 0.08), 0.0, L * 0.1, acc)
        parts += block(-L * 0.3, 0.0, -L * 0.07, L * 0.07, L * 0.1, L * 0.103, "screen")
        parts += turned([(L * 0.15, L * 0.03), (L * 0.35, L * 0.03)], L * 0.05, "chrome", 12)
        parts += turned([(L * 0.35, L * 0.05), (L / 2, L * 0.045)], L * 0.05, "chrome", 12)
        return parts
    if kind in ("pencil_tire", "tread"):
        r = L * 0.05
        parts = turned([(-L / 2 + L * 0.3, r), (L * 0.3, r)], r * 1.2, "chrome", 14)
        # the angled air chuck in front, the white graduated rod out of the back, a pocket clip
        parts += bar([L * 0.3, 0.0, r * 1.2], [L / 2, L * 0.08, r * 1.2], r * 1.25, "chrome", 12)
        parts += turned([(-L / 2, r * 0.7), (-L / 2 + L * 0.3, r * 0.7)], r * 1.2, "white", 10)
        for i in range(6):
            x = -L / 2 + L * 0.03 + i * L * 0.045
            parts += block(x, x + L * 0.006, -r * 0.4, r * 0.4, r * 1.85, r * 1.92, (30, 30, 30))
        parts += block(-L * 0.1, L * 0.15, r * 0.6, r * 1.3, r * 2.1, r * 2.3, "chrome")
        if kind == "tread":
            parts = turned([(-L / 2, r * 1.2), (L * 0.2, r * 1.2)], r * 1.2, acc, 14)
            parts += turned([(L * 0.2, r * 0.3), (L / 2, r * 0.25)], r * 1.2, "chrome", 8)
            parts += block(-L * 0.3, L * 0.1, -r * 0.6, r * 0.6, r * 2.3, r * 2.45, "screen")
        return parts
    # sphygmomanometer: cuff, bulb, gauge
    parts = plate(rounded_rect(-L / 2, L * 0.2, -L * 0.2, L * 0.2, L * 0.05), 0.0, L * 0.04, (40, 70, 130))
    R = L * 0.12
    parts += turned([(0.0, R), (L * 0.05, R)], 0.0, "chrome", 24, axis="z", x=L * 0.35, y=L * 0.2)
    parts += turned(
        [(L * 0.05, R * 0.88), (L * 0.055, R * 0.88)], 0.0, "white", 24, axis="z", x=L * 0.35, y=L * 0.2
    )
    parts += turned(
        [(L * 0.25, L * 0.05), (L * 0.35, L * 0.08), (L * 0.45, L * 0.07), (L / 2, L * 0.02)],
        L * 0.08,
        "black_plastic",
        16,
        y=-L * 0.25,
    )
    parts += path(
        [(L * 0.15, 0.0, L * 0.02), (L * 0.3, L * 0.1, L * 0.02), (L * 0.35, L * 0.2, L * 0.02)],
        L * 0.01,
        "black_plastic",
    )
    parts += path(
        [(L * 0.15, -L * 0.05, L * 0.02), (L * 0.25, -L * 0.25, L * 0.02)], L * 0.01, "black_plastic"
    )
    return parts


def meter(L, name, acc, kind="multimeter"):
    """Handheld meters: digital multimeter (a yellow-bumpered body, screen, dial, red and
    black leads), clamp meter (a tall body with a jaw on top), two-pole voltage tester (two
    probes joined by a cable, a display on one), battery tester (a handheld with two big
    clamps on leads), infrared forehead thermometer (a small gun), blood pressure monitor
    (a box with a big display, a cuff on a tube), wrist monitor (a small cuff with a
    screen), laser distance measurer (a small slab with a display and keys)."""
    if kind == "multimeter":
        parts = plate(
            rounded_rect(-L / 2, L * 0.2, -L * 0.22, L * 0.22, L * 0.06), 0.0, L * 0.12, (236, 196, 30)
        )
        parts += plate(
            rounded_rect(-L / 2 + L * 0.04, L * 0.16, -L * 0.18, L * 0.18, L * 0.04),
            L * 0.12,
            L * 0.01,
            (50, 50, 55),
        )
        parts += block(L * 0.0, L * 0.14, -L * 0.13, L * 0.13, L * 0.13, L * 0.132, "screen")
        parts += turned(
            [(L * 0.13, L * 0.07), (L * 0.16, L * 0.06)], 0.0, "black_plastic", 16, axis="z", x=-L * 0.2
        )
        for s, col in ((1, (200, 30, 30)), (-1, (30, 30, 30))):
            parts += path(
                [
                    (-L / 2, s * L * 0.05, L * 0.03),
                    (-L * 0.6, s * L * 0.15, 0.01),
                    (-L * 0.3, s * L * 0.35, 0.01),
                    (L * 0.1, s * L * 0.35, 0.01),
                ],
                L * 0.012,
                col,
            )
            parts += turned(
                [(L * 0.1, L * 0.018), (L * 0.3, L * 0.015), (L * 0.38, 0.0)],
                L * 0.02,
                col,
                10,
                y=s * L * 0.35,
            )
        return parts
    if kind == "clamp":
        parts = plate(rounded_rect(-L / 2, L * 0.15, -L * 0.13, L * 0.13, L * 0.05), 0.0, L * 0.09, acc)
        parts += block(-L * 0.25, L * 0.05, -L * 0.08, L * 0.08, L * 0.09, L * 0.092, "screen")
        parts.append((ring([L * 0.3, 0, L * 0.045], L * 0.2, L * 0.12, L * 0.09), "black_plastic"))
        return parts
    if kind == "two_pole":
        parts = turned([(-L / 2, L * 0.05), (-L * 0.1, L * 0.05), (0.0, L * 0.02)], L * 0.05, acc, 14)
        parts += turned([(0.0, L * 0.008), (L * 0.08, L * 0.005)], L * 0.05, "chrome", 8)
        parts += block(-L * 0.4, -L * 0.15, -L * 0.03, L * 0.03, L * 0.098, L * 0.1, "screen")
        parts += turned(
            [(L * 0.1, L * 0.04), (L * 0.42, L * 0.04), (L / 2, L * 0.01)], L * 0.04, acc, 12, y=L * 0.25
        )
        parts += path(
            [(-L / 2, 0.0, L * 0.02), (-L * 0.55, L * 0.15, L * 0.02), (L * 0.1, L * 0.25, L * 0.02)],
            L * 0.012,
            "black_plastic",
        )
        return parts
    if kind == "battery":
        parts = plate(rounded_rect(-L / 2, L * 0.1, -L * 0.18, L * 0.18, L * 0.05), 0.0, L * 0.12, acc)
        parts += block(-L * 0.35, -L * 0.05, -L * 0.1, L * 0.1, L * 0.12, L * 0.122, "screen")
        for s, col in ((1, (200, 30, 30)), (-1, (30, 30, 30))):
            parts += path(
                [
                    (L * 0.1, s * L * 0.08, L * 0.03),
                    (L * 0.3, s * L * 0.15, 0.01),
                    (L * 0.4, s * L * 0.2, 0.01),
                ],
                L * 0.012,
                col,
            )
            parts += plate(
                [
                    (L * 0.38, s * L * 0.15),
                    (L / 2, s * L * 0.2),
                    (L / 2, s * L * 0.28),
                    (L * 0.38, s * L * 0.25),
                ],
                0.0,
                L * 0.05,
                col,
            )
        return parts
    if kind == "ir":
        r = L * 0.12
        parts = turned([(-L / 2, r * 0.9), (L * 0.1, r), (L * 0.3, r * 0.8)], r, "white", 18)
        parts += plate(
            [(-L * 0.25, -r * 0.5), (-L * 0.05, -r * 0.5), (-L * 0.15, -L * 0.45), (-L * 0.35, -L * 0.45)],
            r * 0.4,
            r * 1.2,
            "white",
        )
        parts += block(-L / 2 - 0.001, -L / 2 + 0.002, -r * 0.5, r * 0.5, r * 0.6, r * 1.5, "screen")
        parts += turned([(L * 0.3, r * 0.5), (L * 0.32, r * 0.5)], r, (60, 60, 70), 14)
        return parts
    if kind == "bp":
        parts = plate(rounded_rect(-L / 2, L * 0.1, -L * 0.28, L * 0.28, L * 0.08), 0.0, L * 0.18, "white")
        parts += block(-L * 0.42, 0.0, -L * 0.2, L * 0.15, L * 0.18, L * 0.183, "screen")
        parts += path(
            [(L * 0.1, 0.0, L * 0.05), (L * 0.3, L * 0.1, 0.01), (L * 0.35, L * 0.3, 0.01)],
            L * 0.015,
            (60, 60, 60),
        )
        parts += plate(
            rounded_rect(L * 0.15, L * 0.75, L * 0.25, L * 0.6, L * 0.05), 0.0, L * 0.04, (50, 60, 80)
        )
        return parts
    if kind == "wrist":
        parts = plate(rounded_rect(-L / 2, L / 2, -L * 0.35, L * 0.35, L * 0.1), 0.0, L * 0.05, (60, 70, 100))
        parts += plate(
            rounded_rect(-L * 0.25, L * 0.25, -L * 0.2, L * 0.2, L * 0.06), L * 0.05, L * 0.18, "white"
        )
        parts += block(-L * 0.18, L * 0.18, -L * 0.14, L * 0.08, L * 0.23, L * 0.232, "screen")
        return parts
    parts = plate(rounded_rect(-L / 2, L / 2, -L * 0.2, L * 0.2, L * 0.08), 0.0, L * 0.25, acc)
    parts += block(-L * 0.3, L * 0.2, -L * 0.14, L * 0.14, L * 0.25, L * 0.253, "screen")
    parts += block(L * 0.499, L * 0.51, -L * 0.08, L * 0.08, L * 0.08, L * 0.18, (200, 40, 40))
    return parts


def tester_pen(L, name, acc, kind="ncv"):
    """Pen-shaped testers: non-contact voltage tester (a red or yellow pen with a clear
    tip), continuity tester (a pen probe with a lead and a clip)."""
    r = L * 0.06
    if kind == "ncv":
        parts = turned([(-L / 2, r * 0.8), (-L * 0.35, r), (L * 0.25, r), (L / 2, r * 0.45)], r, acc, 14)
        parts += turned([(L * 0.25, r * 1.01), (L / 2 - L * 0.02, r * 0.5)], r, (240, 240, 240), 14)
        parts += block(-L * 0.3, -L * 0.1, r * 0.7, r * 1.4, r * 1.2, r * 1.6, "black_plastic")
        return parts
    parts = turned([(-L / 2, r * 0.8), (L * 0.2, r * 0.8), (L * 0.3, r * 0.3)], r, (30, 30, 30), 12)
    parts += turned([(L * 0.3, r * 0.15), (L / 2, r * 0.1)], r, "chrome", 8)
    parts += cord(-L / 2, 0.0, L * 0.4, r * 0.15, r * 0.15, "red")
    parts += block(-L * 1.05, -L * 0.9, -r * 1.5, r * 1.5, 0.0, r * 1.2, (200, 30, 30))
    return parts


def marker(L, name, acc, kind="scriber"):
    """Markers: scriber (a knurled steel pen with a needle point), soapstone marker (a flat
    white stick in a holder), paint marker (a fat marker with a cap), carpenter's pencil (a
    flat red pencil), sealant pen (a white pen with a nozzle)."""
    r = L * 0.04
    if kind == "scriber":
        parts = turned([(-L / 2, r), (L * 0.2, r), (L * 0.3, r * 0.35), (L / 2, 0.0)], r, "chrome", 10)
        for i in range(6):
            x = -L * 0.35 + i * L * 0.08
            parts += turned([(x, r * 1.05), (x + L * 0.03, r * 1.05)], r, "steel", 10)
        return parts
    if kind == "soapstone":
        parts = turned([(-L / 2, r * 1.1), (L * 0.1, r * 1.1)], r * 1.1, "chrome", 12)
        parts += plate(
            [(L * 0.1, -r * 0.9), (L / 2, -r * 0.9), (L / 2, r * 0.9), (L * 0.1, r * 0.9)],
            r * 0.6,
            r * 0.9,
            "white",
        )
        return parts
    if kind == "paint":
        r = L * 0.07
        col = {"white": "white", "yellow": "yellow"}.get(
            next((c for c in ("white", "yellow") if c in name), ""), "chrome"
        )
        parts = turned([(-L / 2, r * 0.9), (L * 0.25, r), (L * 0.3, r * 0.5)], r, col, 16)
        parts += turned([(L * 0.3, r * 0.3), (L * 0.4, r * 0.2)], r, "white", 10)
        parts += turned([(-L / 2, r * 1.05), (-L * 0.3, r * 1.05)], r, "black_plastic", 16)
        return parts
    if kind == "pencil":
        w = L * 0.06
        parts = plate(
            [(-L / 2, -w), (L * 0.38, -w), (L / 2, -w * 0.3), (L / 2, w * 0.3), (L * 0.38, w), (-L / 2, w)],
            0.0,
            w * 0.5,
            (200, 40, 30),
        )
        parts += plate(
            [(L * 0.38, -w * 0.4), (L / 2, -w * 0.3), (L / 2, w * 0.3), (L * 0.38, w * 0.4)],
            w * 0.5,
            0.0006,
            (220, 190, 140),
        )
        return parts
    r = L * 0.06
    parts = turned([(-L / 2, r), (L * 0.25, r), (L * 0.4, r * 0.5), (L / 2, r * 0.2)], r, "white", 14)
    parts += turned([(-L / 2, r * 1.05), (-L * 0.35, r * 1.05)], r, acc, 14)
    return parts
