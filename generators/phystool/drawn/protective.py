"""Protective equipment: eyewear (safety glasses, welding goggles), the welding helmet and
hand-held shield, the face shield, work gloves, the hard hat, ear muffs and the respirator.

Every builder follows ``drawn/__init__.py``: ``builder(L, name, acc, **style)`` -> parts.
"""

from __future__ import annotations

import math

from .common import (
    block,
    frame,
    grid_solid,
    grip,
    path,
    plate,
    rounded_rect,
    scoop,
    transformed,
    turned,
)
from .pliers import band

LENS_TINT = (236, 190, 50)  # an amber lens; a clear one is "glass"


def _lens(cy, a, b, top, n=28):
    """A safety-glasses lens outline round (0, cy): a squarish oval (a superellipse) a deep
    (x) and b wide (y), cut flat along the brow at x = top."""
    pts = []
    for i in range(n):
        t = 2 * math.pi * i / n
        c, s = math.cos(t), math.sin(t)
        x = a * math.copysign(abs(c) ** 0.7, c)
        pts.append((min(x, top), cy + b * math.copysign(abs(s) ** 0.7, s)))
    return pts


def eyewear(L, name, acc, kind="glasses"):
    """Safety glasses (two broad lenses, clear or amber, in a black frame under a thick brow
    bar, a nose gap with grey pads between them, the two temples folded across the lenses'
    backs, each ending in a curled ear piece; lying lenses down so the folded temples are on
    top), welding goggles (two round dark lenses on a band)."""
    if kind == "glasses":
        lens = LENS_TINT if "tint" in name else "glass"
        parts = []
        for s in (-1, 1):
            cy = s * L * 0.255
            parts += plate(_lens(cy, L * 0.19, L * 0.235, L * 0.14), 0.0, L * 0.03, "black_plastic")
            parts += plate(_lens(cy, L * 0.165, L * 0.21, L * 0.14), L * 0.03, L * 0.006, lens)
            glint = [(-L * 0.1, cy - L * 0.13), (L * 0.06, cy - L * 0.02)]
            parts += plate(band(glint, L * 0.012), L * 0.036, L * 0.002, "white")  # a reflection
            pad_y = s * L * 0.03
            pad = rounded_rect(-L * 0.07, -L * 0.02, pad_y - L * 0.012, pad_y + L * 0.012, L * 0.01)
            parts += plate(pad, 0.0, L * 0.04, "grey")  # a nose pad
            y0, y1 = sorted((s * L * 0.5, s * L * 0.46))
            parts += block(L * 0.08, L * 0.16, y0, y1, 0.0, L * 0.07, "black_plastic")  # a hinge
        parts += plate(
            rounded_rect(L * 0.09, L * 0.19, -L * 0.49, L * 0.49, L * 0.03), 0.0, L * 0.05, "black_plastic"
        )  # the brow bar
        for s, x, z in ((1, L * 0.1, L * 0.05), (-1, L * 0.05, L * 0.07)):
            temple = [
                (L * 0.12, s * L * 0.47),
                (x, s * L * 0.4),
                (x - L * 0.01, -s * L * 0.2),
                (x - L * 0.04, -s * L * 0.32),
                (x - L * 0.09, -s * L * 0.35),
            ]
            parts += plate(band(temple, L * 0.02), z, L * 0.02, acc)
        return parts
    parts = []
    for s in (-1, 1):
        parts += turned(
            [(0.0, L * 0.2), (L * 0.15, L * 0.2)], 0.0, "black_plastic", 18, axis="z", y=s * L * 0.22
        )
        parts += turned(
            [(L * 0.15, L * 0.15), (L * 0.16, L * 0.15)], 0.0, (30, 60, 40), 18, axis="z", y=s * L * 0.22
        )
    parts += path(
        [
            (0.0, -L * 0.42, L * 0.05),
            (-L * 0.35, -L * 0.3, 0.01),
            (-L * 0.35, L * 0.3, 0.01),
            (0.0, L * 0.42, L * 0.05),
        ],
        L * 0.025,
        (40, 40, 40),
    )
    return parts


SHELL = (30, 30, 35)  # a welding helmet's black shell
ADF_LENS = (28, 84, 70)  # the dark green filter lens
LENS_FRAME = (96, 98, 104)
FLAME = (240, 110, 20)  # the flames painted up the chin


def _sheet(xy, z_lo, z_hi, n=16, m=14):
    """A closed solid over a grid: ``xy(a, b)`` -> (x, y) for a, b in [0, 1], its bottom and top
    heights ``z_lo(x, y)`` and ``z_hi(x, y)``; the grid's rim is closed by walls."""
    pts = [[xy(i / n, j / m) for j in range(m + 1)] for i in range(n + 1)]
    return grid_solid(*([[(x, y, z(x, y)) for x, y in row] for row in pts] for z in (z_lo, z_hi)))


def _helmet(L) -> list:
    """Welding helmet lying face up: a deep black shell, its outline a face's (a round crown,
    widest at the temples, narrowing to the chin), domed across and along; a big dark green
    filter lens, wider than deep, in a raised grey frame at eye level; orange flames painted
    up from the chin; a round headgear knob standing out of each side."""
    wh, h, skirt = L * 0.36, L * 0.38, L * 0.015

    def half(u):  # the outline's half-width, u = 0 at the crown, 1 at the chin
        if u < 0.38:
            return wh * math.sqrt(max(1 - ((0.38 - u) / 0.38) ** 2, 0.0)) ** 0.8
        f = (u - 0.38) / 0.62
        return wh * (1 - 0.5 * f ** 1.4) * math.sqrt(max(1 - max(f - 0.7, 0) ** 2 / 0.09, 0.0)) ** 0.5

    def u_of(x):
        return min(max((x + L / 2) / L, 0.0), 1.0)

    def top(x, y):
        u = u_of(x)
        v = min(abs(y) / max(half(u), 1e-6), 1.0)
        g = max(1 - abs(2 * u - 1) ** 2.4, 0.0) ** (1 / 2.4)
        return skirt + h * g * max(1 - v ** 2.2, 0.0) ** (1 / 2.2)

    def shell_xy(a, b):
        return -L / 2 + L * a, (2 * b - 1) * max(half(a), wh * 0.03)

    parts = [(_sheet(shell_xy, lambda x, y: 0.0, top, 28, 20), SHELL)]
    windows = ((0.25, 0.54, 0.66, 0.008, LENS_FRAME), (0.29, 0.5, 0.54, 0.011, ADF_LENS))
    for u0, u1, wv, lift, mat in windows:  # the frame, then the lens on it
        def xy(a, b, u0=u0, u1=u1, wv=wv):
            x = -L / 2 + L * (u0 + (u1 - u0) * a)
            return x, (2 * b - 1) * wv * half(u_of(x))

        parts.append((_sheet(xy, lambda x, y: top(x, y) - L * 0.01,
                             lambda x, y, lift=lift: top(x, y) + L * lift, 8, 12), mat))
    flames = ((-0.5, 0.36, 0.2), (-0.1, 0.44, 0.24), (0.3, 0.4, 0.22), (0.7, 0.3, 0.16))
    for k, (yc, ln, wd) in enumerate(flames):
        def tongue(a, b, yc=yc, ln=ln, wd=wd, k=k):  # a flame licking up from the chin
            x = L / 2 - L * 0.03 - L * ln * a
            u = u_of(x)
            c = yc + 0.08 * math.sin(5 * a + k) * a
            return x, (c + (2 * b - 1) * wd * max((1 - a) ** 0.9, 0.03)) * half(u)

        parts.append((_sheet(tongue, lambda x, y: top(x, y) - L * 0.01,
                             lambda x, y: top(x, y) + L * 0.004, 10, 6), FLAME))
    w = half(0.42)
    for s in (-1, 1):  # the headgear knobs
        knob = [(s * w * 0.9, L * 0.075), (s * (w + L * 0.03), L * 0.07)]
        parts += turned(knob[::s], h * 0.35, "black_plastic", 20, axis="y", x=-L / 2 + L * 0.42)
    return parts


def shield(L, name, acc, kind="helmet"):
    """Welding helmet (``_helmet``), hand-held welding shield (a flat shield with a window and
    a handle)."""
    if kind == "helmet":
        return _helmet(L)
    return _hand_shield(L)


FIBRE = (58, 44, 34)  # a hand shield's dark brown vulcanised fibre


def _hand_shield(L) -> list:
    """Hand-held welding shield lying face up: a face-sized mask of dark brown fibre, curved
    across like a face and rounded at brow and chin, a dark green landscape window in a
    steel frame at eye level, and a straight handle out of the chin along the mask's length."""
    x0, x1, d = -L * 0.12, L / 2, L * 0.09

    def half(f):
        return L * (0.22 + 0.07 * f) * max(1 - abs(2 * f - 1) ** 3, 1e-3) ** 0.5

    parts = scoop(x0, x1, half, -d, L * 0.012, FIBRE, n=16, m=12)
    parts = transformed(parts, [[1, 0, 0, 0], [0, 1, 0, 0], [0, 0, 1, d], [0, 0, 0, 1]])
    wx = x0 + (x1 - x0) * 0.66  # the window, wider than tall, across the eyes
    parts += block(wx - L * 0.075, wx + L * 0.075, -L * 0.15, L * 0.15, d - L * 0.004, d + L * 0.02, "steel")
    parts += block(wx - L * 0.055, wx + L * 0.055, -L * 0.13, L * 0.13, d, d + L * 0.024, (24, 60, 44))
    parts += block(x0 - L * 0.02, x0 + L * 0.12, -L * 0.035, L * 0.035, d * 0.3, d * 0.75, FIBRE)  # bracket
    parts += grip(-L / 2, x0 + L * 0.02, L * 0.032, d * 0.5, "wood")
    return parts


def gloves(L, name, acc):
    """A pair of work gloves lying flat: palm, four fingers and a thumb each, a cuff."""
    parts = []
    col = {"leather": (200, 160, 100)}.get(next((k for k in ("leather",) if k in name), ""), acc)
    for s in (-1, 1):
        y = s * L * 0.22
        parts += plate(rounded_rect(-L / 2, 0.0, y - L * 0.15, y + L * 0.15, L * 0.05), 0.0, L * 0.05, col)
        for i in range(4):
            fy = y - L * 0.11 + i * L * 0.073
            parts += plate(
                rounded_rect(0.0, L * (0.36 + 0.06 * (i in (1, 2))), fy - L * 0.03, fy + L * 0.03, L * 0.028),
                0.0,
                L * 0.045,
                col,
            )
        parts += plate(
            rounded_rect(-L * 0.2, L * 0.1, y + s * L * 0.12, y + s * L * 0.2, L * 0.03)
            if s > 0
            else rounded_rect(-L * 0.2, L * 0.1, y - L * 0.2, y - L * 0.12, L * 0.03),
            0.0,
            L * 0.045,
            col,
        )
        parts += plate(
            rounded_rect(-L / 2, -L * 0.35, y - L * 0.16, y + L * 0.16, L * 0.03),
            0.0,
            L * 0.055,
            (60, 60, 60),
        )
    return parts


HARD_HAT = (250, 196, 18)  # a construction hard hat's safety yellow


def _oval(xc, ax, ay):
    """Grid coordinates over an ellipse centred at (xc, 0), semi-axes ax along x, ay across."""
    def xy(a, b):
        u = 2 * a - 1
        return xc + ax * u, (2 * b - 1) * ay * max(math.sqrt(max(1 - u * u, 0.0)), 0.03)
    return xy


def hard_hat(L, name, acc):
    """Construction hard hat resting crown up: a tall safety-yellow dome, oval from above,
    on a thin brim that runs out in front into a broad rounded peak, a raised crest running
    over the crown from peak to nape with a lower rib either side of it (a welding helmet is
    a black face-shaped mask lying face up, a bucket a straight-sided pail)."""
    xc, ax, ay, h, brim = -L * 0.06, L * 0.4, L * 0.34, L * 0.44, L * 0.014

    def dome(x, y):
        q = 1 - ((x - xc) / ax) ** 2 - (y / ay) ** 2
        return brim + L * 0.01 + h * max(q, 0.0) ** 0.55

    parts = [(_sheet(_oval(0.0, L / 2, L * 0.37), lambda x, y: 0.0, lambda x, y: brim, 24, 16), HARD_HAT)]
    parts.append((_sheet(_oval(xc, ax, ay), lambda x, y: brim * 0.5, dome, 28, 20), HARD_HAT))
    ribs = ((0.0, L * 0.035, L * 0.022), (-L * 0.12, L * 0.02, L * 0.012), (L * 0.12, L * 0.02, L * 0.012))
    for yc, w, rise in ribs:  # the crest, and a lower rib either side
        def rib(a, b, yc=yc, w=w):  # a strip over the crown, 0.85 of the dome long
            x = xc + ax * 0.85 * (2 * a - 1)
            return x, yc + (2 * b - 1) * w

        parts.append((_sheet(rib, lambda x, y: dome(x, y) - L * 0.02,
                             lambda x, y, rise=rise: dome(x, y) + rise, 20, 4), HARD_HAT))
    return parts


MUFF_RED = (204, 36, 32)  # ear muffs' red cup shells
CUSHION = (28, 28, 30)  # their black foam ear cushions


def ear_muffs(L, name, acc):
    """Ear muffs lying on their side: two big red oval cups, domed outside and each with a
    thick black foam cushion on its inner face, the cushions facing each other, joined at the
    cups' tops by a black headband that bends round in a wide U with a padded crown (safety
    glasses are two flat lenses; a headlamp a strap with a lamp)."""
    R, xc, gap = L * 0.19, L * 0.2, L * 0.11
    squash = [[1.35, 0, 0, xc], [0, 1, 0, 0], [0, 0, 1, 0], [0, 0, 0, 1]]  # oval along x
    parts = []
    for s in (-1, 1):
        cushion = turned(sorted([(s * gap, R * 0.93), (s * (gap + L * 0.06), R * 0.97)]), R, CUSHION, 24,
                         axis="y")
        shell = turned(sorted([(s * (gap + L * 0.055), R), (s * (gap + L * 0.13), R * 0.95),
                               (s * (gap + L * 0.19), R * 0.6)]), R, MUFF_RED, 24, axis="y")
        parts += transformed(cushion + shell, squash)
        parts += block(xc - R * 1.35 - L * 0.05, xc - R * 1.2, s * (gap + L * 0.04) - L * 0.035,
                       s * (gap + L * 0.04) + L * 0.035, R * 0.8, R * 1.2, "black_plastic")  # the yoke
    y0 = gap + L * 0.04
    band = [(xc - R * 1.3 - L * 0.04, y0 * s) for s in (-1,)]
    for i in range(13):  # the band: out of one yoke, round the U, into the other
        a = math.pi * i / 12
        band.append((xc - R * 1.3 - L * 0.06 - L * 0.38 * math.sin(a), -y0 * 1.35 * math.cos(a)))
    band.append((xc - R * 1.3 - L * 0.04, y0))
    parts += path([(x, y, R) for x, y in band], L * 0.03, "black_plastic", 10)
    xcr = xc - R * 1.3 - L * 0.44  # the padded crown
    parts += block(xcr - L * 0.05, xcr + L * 0.03, -L * 0.14, L * 0.14, R * 0.55, R * 1.45, CUSHION)
    return parts


MASK_GREY = (112, 122, 140)  # a half-face respirator's blue-grey rubber facepiece
P100_PINK = (226, 84, 160)  # its magenta-pink P100 filter discs
N95_WHITE = (240, 238, 230)  # a disposable N95's white moulded cup
STRAP_BLUE = (40, 90, 190)  # the N95's blue elastic straps


def respirator(L, name, acc):
    """Respirator lying face down, seen from the front: a half-face mask (a blue-grey rubber
    facepiece shaped to nose and chin, a big magenta-pink P100 filter disc standing out from
    each cheek, a grey exhalation valve cover at the chin, a black head harness looped behind)
    or an N95 (a white moulded dome cup with a bright nose clip, a grey exhalation valve and
    two blue straps looped behind); safety glasses are two lenses, a welding helmet a black
    shell that covers the whole face."""
    n95 = "n95" in name
    hw, h = L * (0.32 if n95 else 0.36), L * (0.3 if n95 else 0.32)
    nose = L * 0.42

    def half(u):  # the outline's half width, u = 0 at the chin, 1 at the nose
        return hw * max(math.sin(math.pi * min(u * 1.1, 1.0)) ** 0.6, 0.02) * (1 - 0.45 * u ** 2)

    def top(x, y):
        u = (x + nose) / (2 * nose)
        v = min(abs(y) / max(half(u), 1e-6), 1.0)
        return h * max(math.sin(math.pi * min(max(u, 0.0), 1.0)), 0.0) ** 0.5 * max(1 - v * v, 0.0) ** 0.5

    def xy(a, b):
        return -nose + 2 * nose * a, (2 * b - 1) * half(a)

    body = N95_WHITE if n95 else MASK_GREY
    parts = [(_sheet(xy, lambda x, y: 0.0, lambda x, y: top(x, y) + L * 0.01, 20, 14), body)]
    strap = STRAP_BLUE if n95 else "black_plastic"
    for k, rx in enumerate((0.55, 0.75) if n95 else ()):  # the N95's straps, looped behind
        loop = [(-nose * 0.2 + L * 0.1 * k, -hw * 0.9), (-L * rx, -hw * 0.8), (-L * (rx + 0.05), 0.0),
                (-L * rx, hw * 0.8), (-nose * 0.2 + L * 0.1 * k, hw * 0.9)]
        parts += path([(x, y, L * 0.012) for x, y in loop], L * 0.012, strap, 8)
    vx = -nose * 0.45  # the exhalation valve at the chin
    vz = top(vx, 0.0)
    parts += turned([(vz - L * 0.02, L * 0.09), (vz + L * 0.05, L * 0.075)], 0.0, "grey", 16, axis="z", x=vx)
    if n95:
        clip = [(nose * 0.55, -hw * 0.35), (nose * 0.8, 0.0), (nose * 0.55, hw * 0.35)]
        return parts + [(m, "aluminium") for m, _ in path([(x, y, top(x, y) + L * 0.01) for x, y in clip],
                                                          L * 0.012, "aluminium", 8)]
    for k, rx in enumerate((0.48, 0.62)):  # the four-point harness: a crown strap and a neck strap
        yk = hw * (0.55 if k else 0.75)
        parts += path([(-nose * (0.1 + 0.4 * k), -yk, L * 0.01), (-L * rx, -yk * 0.6, L * 0.008),
                       (-L * (rx + 0.04), 0.0, L * 0.008), (-L * rx, yk * 0.6, L * 0.008),
                       (-nose * (0.1 + 0.4 * k), yk, L * 0.01)], L * 0.007, "black_plastic", 6)
    for s in (-1, 1):  # the pancake filter discs, low on the cheeks, tipped out, the mask between
        disc = turned([(0.0, L * 0.15), (L * 0.045, L * 0.15), (L * 0.055, L * 0.135)], 0.0, P100_PINK, 28,
                      axis="z")
        disc += turned([(L * 0.054, L * 0.05), (L * 0.06, L * 0.05)], 0.0, "white", 16, axis="z")
        a = s * math.radians(25)
        c, sn = math.cos(a), math.sin(a)
        parts += transformed(disc, [[1, 0, 0, -nose * 0.15], [0, c, -sn, s * hw * 1.08], [0, sn, c, h * 0.4],
                                    [0, 0, 0, 1]])
    return parts


VISOR = (186, 222, 232)  # a clear polycarbonate visor, faintly blue


def face_shield(L, name, acc):
    """Face shield lying visor up: a big clear visor (wider than long, curved across like a
    face, its lower edge rounded) hanging from a black brow guard at the top, and behind it the
    black ratchet headband, an open oval ring lying on the table with a round ratchet knob at
    the back."""
    vx0, vx1, wv, d = -L * 0.05, L / 2, L * 0.42, L * 0.16

    def half(f):  # f = 0 at the brow, 1 at the chin: the visor's half-width
        return wv * (1 - 0.25 * f ** 3) * max(1 - max(f - 0.75, 0.0) ** 2 / 0.07, 0.05) ** 0.5

    def xy(a, b):
        x = vx0 + (vx1 - vx0) * a
        return x, (2 * b - 1) * half(a)

    def top(x, y):
        f = (x - vx0) / (vx1 - vx0)
        return L * 0.006 + d * max(1 - (y / wv) ** 2, 0.0) ** 0.6 * (1 - 0.3 * f)

    parts = [(_sheet(xy, lambda x, y: top(x, y) - L * 0.01, top, 16, 24), VISOR)]
    for y in (-wv * 0.55, wv * 0.55):  # glints on the visor
        glint = [(vx0 + L * 0.12, y - L * 0.01), (vx0 + L * 0.34, y + L * 0.05)]
        parts += plate(band(glint, L * 0.008), top(vx0 + L * 0.2, y) - L * 0.002, L * 0.004, "white")

    def brow_xy(a, b):
        return vx0 - L * 0.08 + L * 0.1 * a, (2 * b - 1) * wv * 1.02

    parts.append((_sheet(brow_xy, lambda x, y: 0.0, lambda x, y: top(vx0, y) + L * 0.025, 4, 24),
                  "black_plastic"))  # the brow guard
    cx, a, b = -L * 0.28, L * 0.2, L * 0.3
    ring = [(cx + (a + L * 0.02) * math.cos(t), (b + L * 0.02) * math.sin(t)) for t in
            (2 * math.pi * i / 32 for i in range(32))]
    inner = [(cx + a * math.cos(t), b * math.sin(t)) for t in (2 * math.pi * i / 32 for i in range(32))]
    parts += frame(ring, inner, 0.0, L * 0.03, "black_plastic")  # the headband
    parts += turned([(0.0, L * 0.06), (L * 0.05, L * 0.055)], cx - a - L * 0.01, "grey", 20, axis="z",
                    x=cx - a - L * 0.01)
    return parts
