"""Measuring tools: tapes, rules, squares, levels, calipers, micrometers and the dial indicator
(the plumb bob, chalk line and fish tape are in ``line_tools.py``).

Every builder follows ``drawn/__init__.py``: ``builder(L, name, acc, **style)`` -> parts.
"""

from __future__ import annotations

import math

from ..parts import cyl, ring, sphere
from .common import bar, block, plate, rounded_rect, turned
from .instruments import button, screen
from .pliers import band


def tape(L, name, acc, kind="pocket"):
    """Tape measure (a rounded case on its back, the yellow blade and hook pulled out a
    little), long tape measure (an open reel with a crank and a handle). The drum auger is
    ``powered.drum_auger``."""
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
    return open_reel(L, name, acc)


def open_reel(L, name, acc):
    """Long tape measure: an open frame in the brand's colour round a reel of wound tape, a
    handle behind, a crank with a knob on the reel, and the tape run out in front, yellow
    with black graduations and red numbers, ending in a brass ring."""
    R = L * 0.25
    cx = -L * 0.12
    parts = [(ring([cx, 0, L * 0.03], R * 1.15, R * 0.98, L * 0.06, axis="z"), acc)]
    parts += turned([(0.0, R * 0.93), (L * 0.05, R * 0.93)], 0.0, (236, 206, 60), 32, axis="z", x=cx)
    for k in (0.55, 0.75, 0.9):  # the wound turns' edges
        parts.append((ring([cx, 0, L * 0.05], R * k, R * k - L * 0.003, L * 0.002, axis="z"), (190, 160, 40)))
    parts += turned([(0.0, R * 0.3), (L * 0.065, R * 0.3)], 0.0, "black_plastic", 20, axis="z", x=cx)
    parts += bar([cx, 0, L * 0.07], [cx + R * 0.4, R * 0.6, L * 0.07], L * 0.012, "chrome")
    parts += [
        (
            cyl([cx + R * 0.4, R * 0.6, L * 0.06], [cx + R * 0.4, R * 0.6, L * 0.13], L * 0.018, 12),
            "black_plastic",
        )
    ]
    parts += bar([cx - R * 1.1, 0, L * 0.03], [-L / 2 + L * 0.05, 0, L * 0.03], L * 0.022, acc)
    parts += turned([(-L / 2, L * 0.03), (-L / 2 + L * 0.12, L * 0.034)], L * 0.035, "black_plastic", 14)
    x0, x1, w = cx + R * 0.95, L * 0.55, L * 0.035
    parts += block(x0, x1, -R * 0.95, -R * 0.95 + w, 0.0, L * 0.004, (236, 206, 60))
    for i in range(int((x1 - x0) / (L * 0.02))):
        x = x0 + L * 0.02 * (i + 0.5)
        h = w * (0.5 if i % 5 == 0 else 0.28)
        col = (200, 30, 30) if i % 5 == 0 else (30, 30, 30)
        parts += block(x - L * 0.002, x + L * 0.002, -R * 0.95, -R * 0.95 + h, L * 0.004, L * 0.0046, col)
    parts.append(
        (
            ring([x1 + L * 0.02, -R * 0.95 + w / 2, L * 0.004], L * 0.025, L * 0.014, L * 0.008, axis="z"),
            "brass",
        )
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
    """Squares: combination (a graduated rule through a cast head that slides along it),
    framing square (a big steel L), try square (a
    rosewood stock with a steel blade), engineer's square (a thick steel stock with a thin
    blade), sliding bevel (a wooden stock with a blade locked at an angle by a wing nut)."""
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
    if kind == "combination":
        return _combination(L, acc)
    stock_mat = {"try": "dark_wood", "engineer": "steel", "bevel": "dark_wood"}[kind]
    sw = L * {"try": 0.15, "engineer": 0.12, "bevel": 0.11}[kind]
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
        return parts + _bevel_blade(L, -L / 2 + sl - L * 0.04)
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


def _combination(L, acc) -> list:
    """Combination square: a chrome rule graduated along both edges with a groove down the
    middle, through a cast head that lies along the rule (longer along it than across, so it
    is no T-square), its 90-degree face square across the rule and its 45-degree face cut at
    the other end; a yellow-green level vial in a window of the head, a knurled brass lock
    nut and a scriber's knurled end at the head's foot."""
    w = L * 0.085
    t = L * 0.006
    parts = plate([(-L / 2, -w / 2), (L / 2, -w / 2), (L / 2, w / 2), (-L / 2, w / 2)], 0.0, t, "chrome")
    parts += block(-L / 2 + L * 0.01, L / 2 - L * 0.01, -w * 0.06, w * 0.06, t, t + 0.0003, (120, 122, 128))
    for i in range(31):
        x = -L / 2 + L * 0.02 + i * L * 0.032
        d = w * (0.3 if i % 4 == 0 else 0.17)
        for y0, y1 in ((-w / 2, -w / 2 + d), (w / 2 - d, w / 2)):
            parts += block(x, x + L * 0.0025, y0, y1, t, t + 0.0004, (30, 30, 30))
    h0, h1, d, lip = -L * 0.28, L * 0.05, L * 0.19, L * 0.025
    ht = L * 0.05
    head = [(h1, w / 2 + lip), (h1, -w / 2 - d), (h0 + d, -w / 2 - d), (h0, -w / 2), (h0, w / 2 + lip)]
    parts += plate(head, 0.0, ht, acc)
    vx, vy = (h0 + h1) / 2 + L * 0.03, -w / 2 - d * 0.45
    parts += plate(
        rounded_rect(vx - L * 0.07, vx + L * 0.07, vy - d * 0.2, vy + d * 0.2, d * 0.08),
        ht,
        0.0008,
        (40, 40, 44),
    )
    parts += turned([(vx - L * 0.055, d * 0.1), (vx + L * 0.055, d * 0.1)], ht, (190, 220, 70), 12, y=vy)
    nut = [(ht, L * 0.026), (ht + L * 0.012, L * 0.026)]  # the knurled lock nut on the head
    parts += turned(nut, 0.0, "brass", 14, axis="z", x=h0 + d * 0.6, y=-w / 2 - d * 0.3)
    parts += turned(
        [(h1 - L * 0.05, L * 0.012), (h1 - L * 0.01, L * 0.012)],
        ht / 2,
        "steel",
        10,
        y=-w / 2 - d - L * 0.012,
    )
    return parts


def _bevel_blade(L, px) -> list:
    """The sliding bevel's slotted steel blade, pivoted at (px, 0) on the stock's end and set
    at 45 degrees back over the stock (a V, never square), with a wing nut on the pivot."""
    ang = math.radians(135)
    c, s = math.cos(ang), math.sin(ang)
    bl, bw = L * 0.78, L * 0.03
    ends = [(-L * 0.06, bw), (bl, bw)]
    outline = [
        (px + a * c - b * s, a * s + b * c) for a, b in (ends[0], ends[1], (bl, -bw), (-L * 0.06, -bw))
    ]
    z = L * 0.045
    parts = plate(outline, z, L * 0.006, "chrome")
    slot = [
        (px + a * c - b * s, a * s + b * c)
        for a, b in (
            (L * 0.05, bw * 0.3),
            (bl * 0.85, bw * 0.3),
            (bl * 0.85, -bw * 0.3),
            (L * 0.05, -bw * 0.3),
        )
    ]
    parts += plate(slot, z + L * 0.006, 0.0005, (40, 40, 44))
    parts += turned([(0.0, L * 0.025), (L * 0.08, L * 0.025)], 0.0, "brass", 12, axis="z", x=px)
    parts += plate(
        rounded_rect(px - L * 0.06, px + L * 0.06, -L * 0.018, L * 0.018, L * 0.015),
        L * 0.08,
        L * 0.012,
        "brass",
    )
    return parts


def level(L, name, acc, kind="spirit"):
    """Spirit level (a long box-section bar, a vial in the middle and at the ends, hand
    holes), torpedo level (short, tapered ends). The laser level is in ``instruments.py``."""
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
    digital display (digital: a deep black housing with a big LCD reading 12.34 in
    seven-segment digits and three round keys), a round dial (dial) or a vernier scale
    (vernier)."""
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
    if kind == "digital":  # a deep housing below the beam, its big LCD reading 12.34
        body = rounded_rect(sx - L * 0.01, sx + L * 0.26, -w / 2 - L * 0.1, w / 2 + L * 0.01, L * 0.02)
        parts += plate(body, t, L * 0.024, (32, 32, 36))
        z = t + L * 0.024
        parts += screen(
            sx + L * 0.02, sx + L * 0.2, -w / 2 - L * 0.045, w * 0.45, z,
            [("12.34", sx + L * 0.11, -L * 0.03, L * 0.045)],
            up=(0, 1),
        )
        keys = ((sx + L * 0.04, (210, 40, 40)), (sx + L * 0.11, (236, 236, 236)), (sx + L * 0.18, "chrome"))
        for x, col in keys:  # on/off, zero, mm/in
            parts += button(x, -w / 2 - L * 0.075, L * 0.014, z, col)
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


NEEDLE_RED = (210, 30, 30)  # a dial indicator's pointer
TICK = (20, 20, 22)  # its scale's ticks and the revolution counter


def dial_indicator(L, name, acc):
    """Dial indicator lying on its back, face up: a round chrome case and bezel round a big
    white face with a ring of fine black ticks (every fifth long), a long red pointer across it
    and a small revolution counter; from the case's rim a slim chrome stem runs straight out,
    its plunger ending in a ball contact point, and a short cap stands off the opposite rim (a
    dial tire gauge has a rubber boot and a hose; a dial caliper a long beam and jaws)."""
    R = L * 0.3
    cx, t = -L / 2 + L * 0.05 + R, L * 0.2  # the dial's centre; the case's depth
    parts = turned([(0.0, R * 0.97), (t, R * 0.97)], 0.0, "steel", 32, axis="z", x=cx)  # the case
    parts += [(ring([cx, 0.0, t * 0.975], R, R * 0.87, t * 0.35), "chrome")]  # the bezel round the face
    top = t * 1.1
    parts += turned([(t, R * 0.86), (top, R * 0.86)], 0.0, "white", 40, axis="z", x=cx)  # the face
    for i in range(50):  # the scale, bold enough to read at a distance, and its outer circle
        u = 2 * math.pi * i / 50
        r0 = R * (0.5 if i % 5 == 0 else 0.62)
        p0 = (cx + r0 * math.cos(u), r0 * math.sin(u))
        p1 = (cx + R * 0.8 * math.cos(u), R * 0.8 * math.sin(u))
        parts += plate(band([p0, p1], R * (0.045 if i % 5 == 0 else 0.025)), top, L * 0.003, TICK)
    parts += [(ring([cx, 0.0, top + L * 0.0015], R * 0.86, R * 0.8, L * 0.003), TICK)]
    sub = (cx - R * 0.1, R * 0.38)  # the revolution counter, near the cap
    parts += [(ring([sub[0], sub[1], top + L * 0.001], R * 0.17, R * 0.14, L * 0.002), TICK)]
    parts += plate(band([sub, (sub[0] - R * 0.12, sub[1] + R * 0.04)], R * 0.02), top, L * 0.003, TICK)
    u = math.radians(35)
    parts += plate(band([(cx - R * 0.2 * math.cos(u), -R * 0.2 * math.sin(u)),
                         (cx + R * 0.8 * math.cos(u), R * 0.8 * math.sin(u))], R * 0.06), top + L * 0.003,
                   L * 0.003, NEEDLE_RED)
    parts += [(cyl([cx, 0.0, top], [cx, 0.0, top + L * 0.012], R * 0.07, 12), TICK)]
    z = t / 2  # the stem, its plunger and ball point; the cap opposite
    parts += turned([(cx + R * 0.9, L * 0.05), (L * 0.3, L * 0.05)], z, "chrome", 14)
    parts += turned([(L * 0.3, L * 0.026), (L * 0.44, L * 0.026)], z, "steel", 10)
    parts += [(sphere([L * 0.458, 0.0, z], L * 0.042, 2), "dark_steel")]
    parts += turned([(-L / 2, L * 0.05), (cx - R * 0.9, L * 0.05)], z, "chrome", 14)
    return parts
