"""Containers and consumables: buckets, bottles and cans, sprayers, rolls of
tape and bandage, and the oil drain pan; bottles and cans lie on their side as a person puts
them on a bench, buckets, pans and rolls stand.

Every builder follows ``drawn/__init__.py``: ``builder(L, name, acc, **style)`` -> parts.
"""

from __future__ import annotations

import math

from ..parts import frustum, ring
from .common import ball, bar, battery_clamp, block, path, placed, plate, turned


def bucket(L, name, acc, kind="bucket"):
    """Standing: a 5-gallon bucket (a tapered pail with rims and a bail handle); lying down: a
    bulb planter (an open steel cone with a ring of saw teeth round its mouth, dark depth rings,
    a steel stem on its axis to a green T-handle)."""
    if kind == "planter":  # lying down: an open steel cone, toothed mouth, a T-handle on its axis
        R = L * 0.16
        x0, x1 = -L * 0.16, L * 0.43
        parts = []
        for i in range(30):  # the hollow cone as stacked open rings, bright steel
            f0, f1 = i / 30, (i + 1) / 30
            xa, xb = x0 + (x1 - x0) * f0, x0 + (x1 - x0) * f1
            ra, rb = R * (1 - 0.5 * f0), R * (1 - 0.5 * f1)
            m = ring([0, 0, 0], (ra + rb) / 2, (ra + rb) / 2 - L * 0.01, xb - xa, axis="x")
            m.apply_translation([(xa + xb) / 2, 0.0, R])
            parts.append((m, "chrome"))
        for k in range(12):  # the saw teeth round the mouth
            a = 2 * math.pi * (k + 0.5) / 12
            rr = R * 0.5 - L * 0.005
            p0 = [x1 - L * 0.01, rr * math.cos(a), R + rr * math.sin(a)]
            parts.append((frustum(p0, [L / 2, p0[1] * 0.92, R + (p0[2] - R) * 0.92], L * 0.022, L * 0.002, 8),
                          "chrome"))
        for i in range(1, 5):  # the depth markings: dark rings round the cone
            x = x0 + (x1 - x0) * i / 5.5
            rr = R * (1 - 0.5 * i / 5.5) + L * 0.004
            m = ring([0, 0, 0], rr, rr - L * 0.012, L * 0.012, axis="x")
            m.apply_translation([x, 0.0, R])
            parts.append((m, (30, 30, 30)))
        parts += turned([(x0 - L * 0.02, R * 0.98), (x0 + L * 0.005, R * 0.98)], R, "steel", 24)  # the cap
        parts += bar([-L * 0.42, 0.0, R], [x0, 0.0, R], L * 0.022, "steel")  # the stem
        parts += bar([-L * 0.46, -L * 0.2, R], [-L * 0.46, L * 0.2, R], L * 0.04, (40, 140, 60))  # the T grip
        return parts
    R = L * 0.5
    parts = turned([(0.0, R * 0.85), (L * 1.12, R), (L * 1.17, R * 1.04)], 0.0, acc, 28, axis="z")
    for h in (L * 0.8, L * 1.0):
        parts += turned([(h, R * 0.97), (h + L * 0.03, R * 0.99)], 0.0, acc, 28, axis="z")
    # the open top: a dark inside within the rim, standing clear of the rim's cap (a cap at the
    # same height flickered into a speckled disc that raters read as a sanding disc)
    parts += turned([(L * 1.17, R * 0.9), (L * 1.2, R * 0.9)], 0.0, (40, 40, 40), 28, axis="z")
    parts += path(
        [(-R, 0, L * 1.0), (-R * 0.6, 0, L * 1.5), (R * 0.6, 0, L * 1.5), (R, 0, L * 1.0)], L * 0.012, "steel"
    )
    return parts


def bottle(L, name, acc, kind="drench"):
    """Bottles and cans on their side: drench bottle (a
    long-necked bottle), watering can (standing, a long spout and a top handle), brake
    bleeder kit (a clear catch bottle standing, a long clear hose through a check valve), pipe
    thread sealant (a tall can with a brush in the cap), liquid electrical tape (a squat tin of
    its colour under a wide white cap), thread sealant paste (``_dope_can``)."""
    if kind == "can":  # pipe dope: a tall can in its brand colour, a white label, a black brush cap
        R = L * 0.3
        parts = turned([(0.0, R), (L * 0.7, R), (L * 0.75, R * 0.95)], 0.0, acc, 24, axis="z")
        parts += turned([(L * 0.75, R * 0.75), (L * 0.95, R * 0.7)], 0.0, "black_plastic", 16, axis="z")
        parts += block(-R * 1.001, -R * 0.99, -R * 0.5, R * 0.5, L * 0.15, L * 0.55, "white")
        return parts
    if kind == "dope":
        return _dope_can(L)
    if kind == "tin":  # liquid tape: a squat tin of the coating's colour, a wide cap with a brush
        R = L * 0.5
        body = (170, 30, 30) if "red" in name else (35, 35, 38)
        parts = turned([(0.0, R), (L * 0.4, R), (L * 0.43, R * 0.9)], 0.0, body, 24, axis="z")
        parts += turned([(L * 0.43, R * 0.8), (L * 0.58, R * 0.78)], 0.0, "white", 20, axis="z")
        parts += turned([(L * 0.58, R * 0.35), (L * 0.68, R * 0.3)], 0.0, body, 12, axis="z")
        return parts
    if kind == "watering":
        R = L * 0.25
        parts = turned([(0.0, R), (L * 0.5, R * 0.95)], 0.0, (40, 140, 60), 24, axis="z", x=-L * 0.15)
        parts += bar([0.0, 0.0, L * 0.1], [L / 2, 0.0, L * 0.45], L * 0.03, (40, 140, 60))
        parts += path(
            [
                (-L * 0.15 - R * 0.6, 0.0, L * 0.5),
                (-L * 0.15, 0.0, L * 0.68),
                (-L * 0.15 + R * 0.6, 0.0, L * 0.5),
            ],
            L * 0.03,
            (40, 140, 60),
        )
        return parts
    if kind == "bleeder":  # a clear catch bottle standing, brake fluid in it, a black cap with a
        # hanging hook; a long clear hose loops over the bench through a yellow check valve to a
        # black rubber bleeder adapter
        R = L * 0.15
        bx, by = -L * 0.3, L * 0.05
        parts = turned([(0.0, R), (L * 0.42, R), (L * 0.48, R * 0.6)], 0.0, "glass", 24, axis="z", x=bx, y=by)
        parts += turned([(L * 0.02, R * 1.01), (L * 0.22, R * 1.01)], 0.0, (200, 150, 40), 24, axis="z",
                        x=bx, y=by)
        parts += turned([(L * 0.48, R * 0.62), (L * 0.56, R * 0.62)], 0.0, "black_plastic", 18, axis="z",
                        x=bx, y=by)
        hook = [(bx - R * 0.3, by, L * 0.56), (bx - R * 0.3, by, L * 0.66), (bx - R * 1.2, by, L * 0.66),
                (bx - R * 1.2, by, L * 0.58)]
        parts += path(hook, L * 0.008, "steel")
        hr = L * 0.018
        hose = [(bx + R * 0.3, by, L * 0.56), (bx + R * 0.9, by, L * 0.62),
                (bx + R * 1.6, by - L * 0.05, L * 0.3)]
        for k in range(13):
            a = math.radians(160 - 330 * k / 12)
            hose.append((L * 0.05 + L * 0.17 * math.cos(a), -L * 0.05 + L * 0.17 * math.sin(a), hr))
        hose.append((L * 0.28, L * 0.12, hr))
        parts += path(hose, hr, (200, 225, 235), sections=8)
        parts += bar([L * 0.28, L * 0.12, hr * 1.6], [L * 0.36, L * 0.16, hr * 1.6], hr * 1.6, "yellow", 12)
        parts += path([(L * 0.36, L * 0.16, hr), (L * 0.45, L * 0.2, hr)], hr, (200, 225, 235), sections=8)
        adapter = frustum([L * 0.45, L * 0.2, hr * 2.2], [L * 0.52, L * 0.23, hr * 2.2], hr * 2.2, hr * 0.9)
        parts.append((adapter, "rubber"))
        return parts
    R = L * 0.2  # the drench bottle: a white long-necked bottle
    body = "white"
    parts = turned(
        [(-L / 2, R * 0.95), (-L / 2 + L * 0.02, R), (L * 0.1, R), (L * 0.2, R * 0.5)], R, body, 20
    )
    parts += turned([(L * 0.2, R * 0.3), (L / 2, R * 0.25)], R, (200, 200, 200), 12)  # the neck
    return parts


DOPE_CAN = (232, 186, 30)  # the thread sealant paste can's yellow
DOPE = (158, 160, 156)  # the grey sealant paste


def _dope_can(L) -> list:
    """Thread sealant paste (pipe dope): a short squat yellow can, open, the grey paste filling
    it to its rim and a white label band round it; beside it its black screw lid
    lying on its edge, the dauber brush fixed under the lid sticking out sideways, its tuft
    loaded with grey paste."""
    R, H = L * 0.28, L * 0.4
    xc = -L / 2 + R
    parts = turned([(0.0, R), (H, R), (H, R * 0.9)], 0.0, DOPE_CAN, 28, axis="z", x=xc)
    parts += turned([(H * 0.2, R * 1.01), (H * 0.75, R * 1.01)], 0.0, "white", 28, axis="z", x=xc)
    parts += turned([(H - L * 0.01, R * 0.84), (H + L * 0.004, R * 0.84)], 0.0, DOPE, 28, axis="z", x=xc)
    rl, x0 = L * 0.2, xc + R + L * 0.05  # the lid on its edge, its axis along x
    parts += turned([(x0, rl * 0.96), (x0 + L * 0.01, rl), (x0 + L * 0.08, rl)], rl, "black_plastic", 24)
    for i in range(8):  # the lid's grip ribs
        a = i * math.pi / 4
        y, z = rl * math.cos(a), rl + rl * math.sin(a)
        parts += bar([x0 + L * 0.005, y, z], [x0 + L * 0.075, y, z], L * 0.01, (30, 30, 32), 6)
    parts += bar([x0 + L * 0.08, 0.0, rl], [L / 2 - L * 0.13, 0.0, rl], L * 0.018, "white", 10)
    parts += turned([(L / 2 - L * 0.14, L * 0.04), (L / 2 - L * 0.05, L * 0.06), (L / 2, L * 0.035)], rl,
                    DOPE, 12)
    return parts


def tank_sprayer(L, name, acc):
    """Pressure brake bleeder: a round tank with a pump handle on top and a hose."""
    R = L * 0.28
    parts = turned(
        [(0.0, R), (L * 0.6, R), (L * 0.7, R * 0.8)], 0.0, (230, 230, 230), 24, axis="z", x=-L * 0.15
    )
    parts += bar([-L * 0.15, 0.0, L * 0.7], [-L * 0.15, 0.0, L * 0.9], L * 0.02, "steel")
    parts += bar([-L * 0.3, 0.0, L * 0.9], [0.0, 0.0, L * 0.9], L * 0.03, "black_plastic")
    parts += path(
        [(-L * 0.15 + R, 0.0, L * 0.1), (L * 0.3, L * 0.1, 0.01), (L / 2, -L * 0.1, 0.01)],
        L * 0.015,
        "black_plastic",
    )
    return parts


def roll(L, name, acc, kind="tape"):
    """Rolls standing on their side: electrical tape (black, narrow), duct tape (silver,
    wide), self-fusing tape (black, a liner), plumber's tape (a thin white PTFE spool),
    painter's tape (light blue, its end peeled out, ``_painter_tape``),
    jumper cables (a loose coil of red and black cable, a big copper-jawed clamp on each end),
    drain snake (``_snake``)."""
    if kind == "cables":  # a loose coil of a red and a black cable side by side, a pair of
        # big battery clamps out of each end of the coil
        r = L * 0.02
        parts = []
        ends = []
        for i, col in enumerate(((200, 30, 30), (30, 30, 30))):
            pts = []
            for k in range(41):
                a = math.radians(-40 + 700 * k / 40)
                rad = L * (0.21 + 0.025 * math.sin(3 * a)) + i * 2.3 * r + k * L * 0.0012
                pts.append((-L * 0.1 + rad * math.cos(a), rad * math.sin(a) * 0.9,
                            r + (k % 20 > 10) * r * 0.6))
            parts += path(pts, r, col, sections=8)
            ends.append((pts[0], pts[-1]))
        for i, col in enumerate(((200, 30, 30), (30, 30, 30))):
            (sx, sy, _), (ex, ey, _) = ends[i]
            off = (i - 0.5) * L * 0.1
            for (px, py), (tx, ty), yaw in (((sx, sy), (L * 0.14, -L * 0.1 + off), -0.2),
                                             ((ex, ey), (-L * 0.3 + off, -L * 0.26), -1.9)):
                parts += path([(px, py, r), (tx, ty, r)], r, col, sections=8)
                parts += placed(battery_clamp(L * 0.3, col), yaw, tx, ty)
        return parts
    if kind == "snake":
        return _snake(L)
    if kind == "painter":
        return _painter_tape(L)
    spec = {
        "electrical": (0.5, 0.2, 0.35, "black_plastic"),
        "duct": (0.5, 0.45, 0.32, "tape_silver"),
        "fusing": (0.5, 0.25, 0.3, (220, 70, 40)),
        "ptfe": (0.45, 0.3, 0.3, "white"),
    }[kind]
    R = L * spec[0]
    h = L * spec[1]
    inner = L * spec[2]
    parts = [(ring([0.0, 0.0, h / 2], R, inner, h), spec[3])]
    core = "cork" if kind in ("duct", "electrical", "fusing") else (220, 230, 240)
    parts.append((ring([0.0, 0.0, h / 2], inner, inner * 0.85, h * 1.02), core))
    return parts


PAINTER_BLUE = (80, 160, 226)  # painter's tape: the light blue masking tape
PAINTER_CORE = (206, 178, 130)  # its cardboard core
PAINTER_PRINT = (30, 70, 150)  # the dark blue brand band printed round the core


def _painter_tape(L):
    """Painter's tape lying flat: a wide roll of light blue masking tape on a broad cardboard
    core (printed with a dark blue band), its loose end peeled off the roll and lying out
    flat on the table, over a tape-width long (duct tape is silver, electrical tape black and
    narrow)."""
    R, inner, h = L * 0.5, L * 0.36, L * 0.4
    parts = [(ring([0.0, 0.0, h / 2], R, inner, h), PAINTER_BLUE)]
    parts.append((ring([0.0, 0.0, h / 2], inner, inner * 0.88, h * 1.02), PAINTER_CORE))
    parts.append((ring([0.0, 0.0, h * 0.51], inner * 0.995, inner * 0.985, h * 0.3), PAINTER_PRINT))
    # the peeled end: off the roll tangentially, bending down, then flat on the table
    t = L * 0.012
    parts += block(-L * 0.02, L * 0.2, -R, -R + t, 0.0, h, PAINTER_BLUE)
    parts += block(L * 0.19, L * 0.66, -R - h * 0.1, -R + h * 0.9, 0.0, t, PAINTER_BLUE)
    return parts


SNAKE_GRIP = (214, 60, 30)  # the drain snake's T-handle grips


def _snake(L):
    """Hand drain snake: a long steel cable coiled flat in a loose spiral of five open turns,
    its outer end running straight to a chrome sleeve with a red T-handle across it, its
    inner end crossing over the coil to a corkscrew tip (a tight open helix of the cable)
    with a ball on its end."""
    r = L * 0.011
    cx, r0, r1, turns, n = L * 0.02, L * 0.1, L * 0.3, 5.0, 160
    pts = []
    for k in range(n + 1):
        t = k / n
        a = 2 * math.pi * turns * t
        rad = r0 + (r1 - r0) * t
        pts.append((cx + rad * math.cos(a + math.pi), rad * math.sin(a + math.pi), r))
    parts = path(pts, r, "steel", sections=8)
    hx = -L * 0.4
    parts += path([pts[-1], (hx + L * 0.08, 0.0, r)], r, "steel", sections=8)
    parts += turned([(hx, r * 2.2), (hx + L * 0.08, r * 1.6)], r * 2.2, "chrome", 10)
    parts += turned([(-L * 0.15, r * 2.2), (L * 0.15, r * 2.2)], r * 2.4, SNAKE_GRIP, 12, axis="y",
                    x=hx - L * 0.05)
    parts += bar([hx - L * 0.05, 0.0, r * 2.4], [hx, 0.0, r * 2.4], r * 1.6, "chrome")
    tip = L * 0.36
    parts += path([pts[0], (cx, 0.0, r * 3.2), (L * 0.3, 0.0, r * 3.2), (tip, 0.0, r * 2.6)], r, "steel",
                  sections=8)
    hr = L * 0.028
    helix = [(tip + L * 0.12 * i / 48, hr * math.sin(2 * math.pi * 4 * i / 48),
              hr + r + hr * math.cos(2 * math.pi * 4 * i / 48) * 0.9 - hr * 0.05) for i in range(49)]
    parts += path([(tip, 0.0, r * 2.6)] + helix, r, "steel", sections=8)
    parts += ball(helix[-1], r * 2.0, "steel")
    return parts


SHRINK_COLOURS = ((30, 30, 32), (200, 30, 30), (30, 90, 200), (236, 196, 30), (40, 150, 60),
                  (236, 236, 232))  # heat-shrink tubing: black, red, blue, yellow, green, white


SHRINK_BORE = (18, 18, 20)  # the shadowed bore seen down a piece's open end


def heat_shrink(L, name, acc):
    """Heat-shrink tubing: a loose fan of short pieces of thin-walled plastic tube in the
    stock colours (black, red, blue, yellow, green, white) lying side by side, each open at both
    ends so the bore shows; an assortment has pieces of several diameters, a single size all
    one bore (a roll of tape is a wound disc, a bundle of wire is solid)."""
    assorted = "assorted" in name
    parts = []
    y = 0.0
    n = len(SHRINK_COLOURS)
    for i, col in enumerate(SHRINK_COLOURS):
        r = L * (0.04 + 0.045 * ((i * 5) % n) / n) if assorted else L * 0.055
        length = L * (1.0 - 0.08 * ((i * 3) % n))
        x0 = -L / 2 + (L - length) * ((i * 7) % n) / n
        tube = [(ring([length / 2, 0.0, r], r, r * 0.86, length, axis="x"), col),
                (ring([length / 2, 0.0, r], r * 0.86, r * 0.72, length * 0.985, axis="x"), SHRINK_BORE)]
        y += r
        parts += placed(tube, math.radians(7 * (i - n / 2)), x0, y)
        y += r * 1.25
    return placed(parts, 0.0, 0.0, -y / 2)


SPRAYER_TANK = (240, 238, 228)  # a pump sprayer's translucent white polyethylene tank
SPRAYER_GREEN = (40, 150, 70)  # its green pump handle, collar, base and shut-off grip


def pump_sprayer(L, name, acc):
    """Pump (garden) sprayer: a tall round white tank standing on a green base ring, a wide
    green screw collar on its shoulder with a pump plunger standing out of it to a green
    T-handle; a black hose runs down from the collar to a long spray wand lying on the table
    beside the tank: a green shut-off grip with a trigger, a thin steel tube and a brass nozzle
    (a brake bleeder's tank has a hose and no wand; a spray bottle lies on its side, with a
    trigger head and no tank)."""
    big = "2-gallon" in name
    R = L * (0.2 if big else 0.18)
    H = L * (0.6 if big else 0.55)
    tx, ty = -L / 2 + R, L * 0.14  # the tank's centre
    parts = turned([(0.0, R * 0.96), (L * 0.05, R), (H, R), (H + L * 0.06, R * 0.55)], 0.0, SPRAYER_TANK, 28,
                   axis="z", x=tx, y=ty)
    parts += turned([(0.0, R * 1.03), (L * 0.06, R * 1.03)], 0.0, SPRAYER_GREEN, 28, axis="z", x=tx, y=ty)
    top = H + L * 0.06
    parts += turned([(top - L * 0.02, R * 0.6), (top + L * 0.05, R * 0.6)], 0.0, SPRAYER_GREEN, 20, axis="z",
                    x=tx, y=ty)
    parts += turned([(top + L * 0.05, L * 0.018), (top + L * 0.17, L * 0.018)], 0.0, "steel", 10, axis="z",
                    x=tx, y=ty)
    ht = top + L * 0.19  # the T-handle across the plunger's top
    parts += bar([tx, ty - L * 0.11, ht], [tx, ty + L * 0.11, ht], L * 0.03, SPRAYER_GREEN, 12)
    wy, wz = -L * 0.2, L * 0.035  # the wand lies along x in front of the tank
    gx0, gx1 = -L * 0.16, L * 0.04  # the shut-off grip
    hr = L * 0.014
    hose = [(tx + R * 0.55, ty - R * 0.3, top + L * 0.02), (tx + R * 1.3, ty - R * 0.6, top - L * 0.05),
            (tx + R * 1.5, ty - R * 0.9, H * 0.4), (tx + R * 1.2, wy + L * 0.02, hr),
            (gx0 - L * 0.1, wy, hr), (gx0, wy, wz)]
    parts += path(hose, hr, "black_plastic", sections=8)
    parts += turned([(gx0, L * 0.03), (gx0 + L * 0.04, L * 0.036), (gx1, L * 0.032)], wz, SPRAYER_GREEN, 14,
                    y=wy)
    trigger = [(gx0 + L * 0.05, wy - L * 0.03), (gx1 - L * 0.02, wy - L * 0.03),
               (gx1 - L * 0.04, wy - L * 0.085), (gx0 + L * 0.07, wy - L * 0.075)]
    parts += plate(trigger, wz - L * 0.01, L * 0.02, SPRAYER_GREEN)
    parts += turned([(gx1, L * 0.011), (L / 2 - L * 0.07, L * 0.011)], wz, "steel", 10, y=wy)
    parts += turned([(L / 2 - L * 0.07, L * 0.02), (L / 2 - L * 0.02, L * 0.026), (L / 2, L * 0.016)], wz,
                    "brass", 12, y=wy)
    return parts


USED_OIL = (92, 56, 14)  # the dark amber used oil pooled in a drain pan


def oil_drain_pan(L, name, acc):
    """Oil drain pan standing on the floor: a wide, shallow round black plastic basin with a
    flat lip, a dark amber pool of used oil on its floor, a pour spout jutting from the rim, a
    moulded grip on each side and a drain cap on the lip (a bucket is tall with a bail handle;
    a tray is square)."""
    rb, rt, h, lip = L * 0.33, L * 0.4, L * 0.16, L * 0.035  # bottom and top radii, depth, lip
    cx, t = -L * 0.07, L * 0.025  # the basin's centre; its wall and floor
    prof = [(0.0, 0.0), (0.0, rb), (h, rt), (h, rt + lip), (h + t, rt + lip), (h + t, rt - t), (t, rb - t),
            (t, 0.0)]
    parts = turned(prof, 0.0, "black_plastic", 40, axis="z", x=cx)
    zo = t + L * 0.02  # the oil's surface
    ro = rb - t + (rt - rb) * (zo - t) / h - L * 0.004
    parts += turned([(t - 0.0005, ro), (zo, ro)], 0.0, USED_OIL, 40, axis="z", x=cx)
    xs = cx + rt  # the spout: a tapering channel out past the lip
    spout = [(xs - L * 0.06, -L * 0.12), (L / 2, -L * 0.05), (L / 2, L * 0.05), (xs - L * 0.06, L * 0.12)]
    parts += plate(spout, h - L * 0.01, t, "black_plastic")
    for s in (1, -1):
        y0, y1 = sorted((s * L * 0.05, s * (L * 0.05 + t * 0.8)))
        parts += block(xs - L * 0.05, L / 2, y0, y1, h, h + t * 2.2, "black_plastic")  # its side walls
        y0 = s * (rt + lip * 0.5)  # a moulded grip: a loop standing out from the lip
        loop = [(cx - L * 0.09, y0, h + t / 2), (cx - L * 0.07, y0 + s * L * 0.06, h + t / 2),
                (cx + L * 0.07, y0 + s * L * 0.06, h + t / 2), (cx + L * 0.09, y0, h + t / 2)]
        parts += path(loop, L * 0.014, "black_plastic")
    parts += turned([(h + t, L * 0.04), (h + t + L * 0.02, L * 0.04)], 0.0, (200, 30, 30), 16, axis="z",
                    x=cx - rt * 0.7, y=rt * 0.7)  # the drain cap
    return parts


SOLDER_TIN = (214, 218, 222)  # bright tin-lead solder wire
SOLDER_SPOOL = (200, 30, 30)  # the spool's red flanges


def solder(L, name, acc):
    """Solder: a small spool lying on its side, two red flanges either side of a fat barrel
    of bright silvery wire wound in close ridges, and a loose tail of that wire pulled off the
    barrel and curling across the bench. A roll of tape is a wide flat ring with no flanges;
    solder wick is a flat copper braid."""
    r, w = L * 0.28, L * 0.26  # the flanges' radius, the barrel's half-width
    cx = -L * 0.18
    rb = r * 0.88  # the wound wire's radius
    parts = turned([(-w, rb), (w, rb)], r, SOLDER_TIN, 28, axis="y", x=cx)
    for i in range(9):  # the wound turns' ridges
        y = -w + (i + 0.5) * 2 * w / 9
        parts += turned([(y - w * 0.05, rb * 1.03), (y + w * 0.05, rb * 1.03)], r, SOLDER_TIN, 28,
                        axis="y", x=cx)
    for s in (-1, 1):
        y0, y1 = sorted((s * w, s * (w + L * 0.05)))
        parts += turned([(y0, r), (y1, r)], r, SOLDER_SPOOL, 32, axis="y", x=cx)
        parts += turned([(y0 - s * L * 0.01, r * 0.3), (y1 + s * L * 0.005, r * 0.3)], r, "white", 16,
                        axis="y", x=cx)  # the bore's white core
    wire = L * 0.02
    tail = [(cx + rb * 0.6, w * 0.2, r + rb * 0.8), (cx + rb, w * 0.2, r * 0.7),
            (cx + r * 1.2, w * 0.3, wire), (L * 0.2, w * 0.9, wire), (L * 0.35, w * 1.3, wire),
            (L * 0.5, w * 1.1, wire)]
    parts += path(tail, wire, SOLDER_TIN, sections=8)
    return parts
