"""Equipment: cases with leads, eyewear, welding shields and the hard hat, gloves, router bits,
the hole saw, the chainsaw and the plunger.

Every builder follows ``drawn/__init__.py``: ``builder(L, name, acc, **style)`` -> parts.
"""

from __future__ import annotations

import math

from ..parts import frustum, ring
from .common import (
    battery_clamp,
    block,
    grid_solid,
    grip,
    path,
    placed,
    plate,
    rounded_rect,
    scoop,
    transformed,
    turned,
)
from .pliers import band


def case(L, name, acc, kind="jump_starter"):
    """Boxes with battery clamps: jump starter (a chunky yellow pack with black rubber end
    bumpers, a power button and charge lights on top, a torch lens at its back end and two big
    clamps on short heavy leads), battery charger (a taller charcoal case with a carry handle
    arched over it, a round ammeter, a mains cord out of its back and two clamps on longer
    leads)."""
    jump = kind == "jump_starter"
    dims = {"jump_starter": (0.5, 0.3, 0.17), "charger": (0.55, 0.42, 0.32)}[kind]
    ln, w, h = (L * d for d in dims)
    x0 = -L * (0.48 if jump else 0.55)
    x1 = x0 + ln
    body = "yellow" if jump else (60, 62, 66)
    parts = plate(rounded_rect(x0 + ln * 0.12, x1 - ln * 0.12, -w / 2, w / 2, w * 0.12), 0.0, h, body)
    if jump:  # black rubber bumpers on both ends, a yellow top with a power button and a row
        # of charge lights (no dark face: a meter's), a torch lens at the back
        for a, b in ((x0, x0 + ln * 0.14), (x1 - ln * 0.14, x1)):
            parts += plate(rounded_rect(a, b, -w * 0.54, w * 0.54, w * 0.1), 0.0, h * 1.06, "rubber")
        parts += turned([(h, w * 0.12), (h * 1.06, w * 0.12)], 0.0, "black_plastic", 16, axis="z",
                        x=x0 + ln * 0.35)
        for i in range(4):
            y = (i - 1.5) * w * 0.13
            parts += block(x0 + ln * 0.55, x0 + ln * 0.6, y - w * 0.04, y + w * 0.04, h, h * 1.02, "green")
        parts += block(x0 - 0.002, x0 + 0.001, -w * 0.25, w * 0.25, h * 0.25, h * 0.8, (250, 250, 220))
    else:  # louvres, a round ammeter with a red needle, a handle arched over the top, a mains cord
        for i in range(5):
            x = x0 + ln * 0.15 + i * ln * 0.06
            parts += block(x, x + ln * 0.03, -w * 0.38, w * 0.38, h, h * 1.01, (30, 30, 32))
        mx = x1 - ln * 0.3
        parts += turned([(h, w * 0.22), (h * 1.03, w * 0.22)], 0.0, "white", 24, axis="z", x=mx)
        parts += block(mx - w * 0.01, mx + w * 0.01, -w * 0.02, w * 0.18, h * 1.03, h * 1.05, (200, 30, 30))
        hx = x0 + ln * 0.5
        arch = [(hx - ln * 0.02, -w * 0.42, h * 0.6), (hx, -w * 0.42, h * 1.35),
                (hx, w * 0.42, h * 1.35), (hx - ln * 0.02, w * 0.42, h * 0.6)]
        parts += path(arch, L * 0.022, "black_plastic")
        mains = [(x0 + ln * 0.12, 0.0, h * 0.3), (x0 - L * 0.05, L * 0.04, 0.006),
                 (x0 - L * 0.02, L * 0.2, 0.006)]
        parts += path(mains, L * 0.008, "black_plastic")
        parts += block(x0 - L * 0.05, x0 + L * 0.01, L * 0.2, L * 0.26, 0.0, L * 0.04, "black_plastic")
    c = L * (0.45 if jump else 0.3)
    reach = L * (0.12 if jump else 0.25)
    lead = L * (0.028 if jump else 0.018)
    for s, colr in ((1, (200, 30, 30)), (-1, (30, 30, 30))):
        y = s * w * 0.25
        end = (x1 + reach, y + s * L * (0.12 if jump else 0.08))
        yaw = math.atan2(end[1] - y, end[0] - x1) * 0.6
        parts += path([(x1 - ln * 0.05, y, h * 0.4), (x1 + reach * 0.4, y + s * L * 0.02, lead),
                       (end[0], end[1], lead)], lead, colr)
        parts += placed(battery_clamp(c, colr), yaw, end[0], end[1])
    return parts


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


BIT_PAINT = {
    "roundover": (200, 36, 34),
    "cove": (236, 110, 24),
    "ogee": (200, 36, 34),
    "chamfer": (236, 110, 24),
    "flush": (200, 36, 34),
}  # Freud red, CMT orange
CARBIDE = (96, 98, 104)


def _bit_edge(profile: str, R: float, rb: float, h: float, n: int = 8) -> list[tuple[float, float]]:
    """The cutting edge of a profile bit from the shank end (x = 0, full radius R) to the tip
    (x = h, the bearing's radius rb): (x, radius) points."""
    t = [i / n for i in range(n + 1)]
    if profile == "roundover":  # a concave quarter circle bitten out of the corner
        return [(h * (1 - math.cos(a * math.pi / 2)), R - (R - rb) * math.sin(a * math.pi / 2)) for a in t]
    if profile == "cove":  # a convex quarter round bulging out
        return [(h * math.sin(a * math.pi / 2), rb + (R - rb) * math.cos(a * math.pi / 2)) for a in t]
    if profile == "ogee":  # an S: bulging out near the shank, bitten in near the tip
        s = [math.copysign(abs(math.cos(math.pi * a)) ** 0.6, math.cos(math.pi * a)) for a in t]
        return [(h * a, rb + (R - rb) * (0.5 + 0.5 * c)) for a, c in zip(t, s)]
    if profile == "chamfer":
        return [(0.0, R), (h, rb)]
    return [(0.0, R), (h, R)]  # flush trim: straight flutes as wide as the bearing


def router_bit(L, name, acc, profile="roundover"):
    """Router bits lying on their side, as a catalogue shows them: a long chrome shank and a
    short cutter whose two flat wings lie flat so the profile reads from above -- the wing's
    steel body painted (Freud red, CMT orange) with the grey brazed carbide along its cutting
    edge -- and a chrome ball-bearing pilot with a black cap screw on the tip: roundover (a
    concave quarter circle), chamfer (a straight 45-degree edge), cove (a convex quarter
    round), ogee (an S-curve), flush-trim (straight carbide flutes as wide as the bearing).
    A straight bit (no bearing) is a plain orange two-flute cylinder."""
    sr = L * 0.08
    if profile == "straight":
        z = L * 0.25
        R = L * 0.24
        parts = turned([(-L / 2, sr), (-L * 0.08, sr)], z, "chrome", 12)
        return parts + turned([(0.0, R * 0.55), (L * 0.45, R * 0.55)], z, (236, 120, 30), 14)
    R = L * 0.3 if profile != "flush" else L * 0.16
    rb = R * 0.42 if profile != "flush" else R
    h = L * 0.2 if profile != "flush" else L * 0.36
    x0 = -L * 0.04  # the cutter's shank end
    z = R
    paint = BIT_PAINT[profile]
    parts = turned([(-L / 2, sr), (x0, sr)], z, "chrome", 14)
    parts += turned([(x0 - L * 0.03, sr * 1.2), (x0 + h, sr * 1.1)], z, paint, 14)  # the body's core
    edge = [(x0 + x, r) for x, r in _bit_edge(profile, R, rb, h)]
    land = L * 0.05 if profile != "flush" else 0.0
    upper = [(x0 - land, R)] + edge if land else edge
    full = upper + [(x, -r) for x, r in reversed(upper)]
    parts += plate(full, z - R * 0.08, R * 0.16, paint)  # the two wings of the painted body
    # the brazed carbide: a grey band along each wing's cutting edge, on the face it cuts with
    # (the upper face of the +y wing, the lower face of the -y wing)
    band = upper + [(x, max(r - R * 0.4, sr)) for x, r in reversed(upper)]
    parts += plate(band, z + R * 0.08, R * 0.06, CARBIDE)
    parts += plate([(x, -r) for x, r in band], z - R * 0.14, R * 0.06, CARBIDE)
    # the ball-bearing pilot: a chrome race and a black cap screw
    bb = min(rb, R * 0.5) if profile != "flush" else R * 0.95
    parts += turned([(x0 + h, bb * 0.5), (x0 + h + L * 0.015, bb * 0.5)], z, "steel", 12)
    parts += turned([(x0 + h + L * 0.015, bb), (x0 + h + L * 0.11, bb)], z, "chrome", 16)
    parts += turned([(x0 + h + L * 0.1, bb * 0.55), (x0 + h + L * 0.13, bb * 0.5)], z, (30, 30, 34), 10)
    return parts


def chainsaw(L, name, acc):
    """Chainsaw: an orange engine body with a top wrap handle, a long guide bar with the
    chain round it."""
    parts = plate(
        rounded_rect(-L / 2, -L * 0.05, -L * 0.13, L * 0.13, L * 0.05), 0.0, L * 0.2, (236, 120, 30)
    )
    parts += path(
        [
            (-L / 2 + L * 0.05, -L * 0.13, L * 0.1),
            (-L * 0.35, -L * 0.18, L * 0.25),
            (-L * 0.1, -L * 0.18, L * 0.25),
            (-L * 0.05, -L * 0.13, L * 0.1),
        ],
        L * 0.02,
        "black_plastic",
    )
    parts += path(
        [
            (-L / 2, 0.0, L * 0.15),
            (-L / 2 - L * 0.06, 0.0, L * 0.15),
            (-L / 2 - L * 0.06, 0.0, L * 0.05),
            (-L / 2, 0.0, L * 0.05),
        ],
        L * 0.02,
        "black_plastic",
    )
    parts += plate(
        rounded_rect(-L * 0.05, L / 2, -L * 0.05, L * 0.05, L * 0.045), L * 0.08, L * 0.012, "steel"
    )
    parts += plate(
        rounded_rect(-L * 0.05, L / 2 + L * 0.008, -L * 0.058, L * 0.058, L * 0.05),
        L * 0.078,
        L * 0.004,
        (60, 60, 64),
    )
    return parts


def plunger(L, name, acc):
    """Sink plunger lying down: a red rubber cup on a short wooden handle."""
    R = L * 0.22
    parts = turned([(-L / 2, L * 0.03), (L / 2 - R * 1.2, L * 0.03)], R, "wood", 12)
    parts += turned(
        [(L / 2 - R * 1.3, L * 0.05), (L / 2 - R * 0.4, R * 0.9), (L / 2, R)], R, (200, 40, 30), 20
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


HOLE_SAW_PAINT = (200, 46, 36)  # a bi-metal hole saw's painted cup
SLOT = (24, 24, 26)  # the slots through its wall


def hole_saw(L, name, acc):
    """Hole saw lying on its side: a short wide painted steel cup, open at the front, a crown
    of bright saw teeth round its mouth and long dark slots through its wall; a drill bit on
    its axis sticking out past the teeth (the pilot), and behind the cup's closed back the
    arbor's hex nut and hex shank (a plug cutter is a small cup with no slots; a bulb planter a
    cone on a T-handle)."""
    R = L * 0.32  # the cup's radius; it rests on its rim
    x0, x1 = -L * 0.16, L * 0.32  # the cup's back and mouth
    wall = L * 0.03
    cup = ring([(x0 + x1) / 2, 0.0, R], R, R - wall, x1 - x0, axis="x")
    parts = [(cup, HOLE_SAW_PAINT)]
    back = [(x0 - L * 0.005, R * 0.99), (x0 + L * 0.03, R * 0.99)]
    parts += turned(back, R, HOLE_SAW_PAINT, 24)  # its closed back
    parts += turned([(x0 + L * 0.03, R - wall), (x0 + L * 0.035, R - wall)], R, SLOT, 24)  # dark inside
    crown = ring([x1 - L * 0.04, 0.0, R], R, R - wall - L * 0.002, L * 0.08, axis="x")
    parts.append((crown, "chrome"))  # the bright bi-metal tooth band
    for k in range(16):  # the teeth, set alternately
        a = 2 * math.pi * k / 16
        rr = R - wall / 2 + (1 if k % 2 else -1) * L * 0.004
        p0 = [x1, rr * math.cos(a), R + rr * math.sin(a)]
        parts.append((frustum(p0, [x1 + L * 0.06, p0[1], p0[2]], L * 0.035, L * 0.003, 6), "chrome"))
    for a in (math.pi / 2, math.pi / 2 + 1.15, math.pi / 2 - 1.15):  # slots through the wall
        z0, z1 = 2 * R - wall * 0.7, 2 * R + L * 0.004
        slot = block(x0 + L * 0.07, x1 - L * 0.08, -L * 0.045, L * 0.045, z0, z1, SLOT)
        c, s = math.cos(a - math.pi / 2), math.sin(a - math.pi / 2)
        parts += transformed(slot, [[1, 0, 0, 0], [0, c, -s, R * s], [0, s, c, R - R * c], [0, 0, 0, 1]])
    parts += turned([(x0, L * 0.03), (L * 0.42, L * 0.03), (L / 2, 0.0)], R, "steel", 10)  # the pilot
    parts += turned([(x0 - L * 0.09, L * 0.1), (x0, L * 0.1)], R, "steel", 6)  # the arbor's hex nut
    parts += turned([(-L / 2, L * 0.05), (x0 - L * 0.09, L * 0.05)], R, "chrome", 6)  # its hex shank
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
    hw, h = L * (0.32 if n95 else 0.3), L * (0.3 if n95 else 0.28)
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
    for k, rx in enumerate((0.55, 0.75) if n95 else (0.6,)):  # the straps, looped behind
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
    for s in (-1, 1):  # the filter discs, tilted out from the cheeks
        disc = turned([(0.0, L * 0.21), (L * 0.07, L * 0.21), (L * 0.08, L * 0.19)], 0.0, P100_PINK, 28,
                      axis="z")
        disc += turned([(L * 0.079, L * 0.06), (L * 0.085, L * 0.06)], 0.0, "white", 16, axis="z")
        a = s * math.radians(15)
        c, sn = math.cos(a), math.sin(a)
        parts += transformed(disc, [[1, 0, 0, 0.0], [0, c, -sn, s * hw * 1.05], [0, sn, c, h * 0.3],
                                    [0, 0, 0, 1]])
    return parts
