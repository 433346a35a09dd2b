"""Equipment: cases with leads, eyewear and welding shields, gloves, router bits,
the chainsaw and the plunger.

Every builder follows ``drawn/__init__.py``: ``builder(L, name, acc, **style)`` -> parts.
"""

from __future__ import annotations

import math

from .common import block, path, plate, rounded_rect, turned
from .pliers import band


def case(L, name, acc, kind="jump_starter"):
    """Boxes with leads: jump starter (a small pack with two clamps on short leads), battery
    charger (a flat case with a dial and long leads)."""
    dims = {"jump_starter": (0.6, 0.32, 0.12), "charger": (0.75, 0.55, 0.3)}[kind]
    ln, w, h = (L * d for d in dims)
    col = {"jump_starter": (40, 40, 44), "charger": (60, 62, 66)}[kind]
    parts = plate(rounded_rect(-ln / 2, ln / 2, -w / 2, w / 2, w * 0.15), 0.0, h, col)
    if kind == "jump_starter":  # a flat power pack with a coloured face and a torch lens at one end
        parts += plate(rounded_rect(-ln * 0.45, ln * 0.45, -w * 0.42, w * 0.42, w * 0.1), h, h * 0.05, acc)
        parts += block(-ln / 2 - 0.001, -ln / 2 + 0.002, -w * 0.2, w * 0.2, h * 0.2, h * 0.8, (250, 250, 220))
    if kind == "charger":  # louvres across the top and a round ammeter
        for i in range(6):
            x = -ln * 0.4 + i * ln * 0.07
            parts += block(x, x + ln * 0.03, -w * 0.4, w * 0.4, h, h * 1.01, (30, 30, 32))
        parts += turned([(h, w * 0.18), (h * 1.02, w * 0.18)], 0.0, "white", 20, axis="z", x=ln * 0.2)
    for s, colr in ((1, (200, 30, 30)), (-1, (30, 30, 30))):
        y = s * w * 0.3
        reach = {"jump_starter": 0.35, "charger": 0.5}[kind] * L
        parts += path(
            [
                (ln / 2, y, h * 0.3),
                (ln / 2 + reach * 0.5, y + s * L * 0.05, 0.01),
                (ln / 2 + reach, y + s * L * 0.08, 0.01),
            ],
            L * 0.012,
            colr,
        )
        cx = ln / 2 + reach
        parts += plate(
            [
                (cx, y + s * L * 0.06),
                (cx + L * 0.16, y + s * L * 0.07),
                (cx + L * 0.16, y + s * L * 0.13),
                (cx, y + s * L * 0.11),
            ][::s],
            0.0,
            L * 0.05,
            colr,
        )
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


def shield(L, name, acc, kind="helmet"):
    """Welding helmet (a deep black shell lying face-up with a dark lens window), hand-held
    welding shield (a flat shield with a window and a handle)."""
    if kind == "helmet":
        parts = plate(rounded_rect(-L / 2, L / 2, -L * 0.35, L * 0.35, L * 0.2), 0.0, L * 0.3, (30, 30, 35))
        parts += block(L * 0.0, L * 0.3, -L * 0.15, L * 0.15, L * 0.3, L * 0.305, (30, 70, 50))
        return parts
    parts = plate(rounded_rect(-L * 0.1, L / 2, -L * 0.3, L * 0.3, L * 0.1), 0.0, L * 0.04, (40, 40, 45))
    parts += block(L * 0.15, L * 0.4, -L * 0.15, L * 0.15, L * 0.04, L * 0.045, (30, 70, 50))
    parts += turned([(-L / 2, L * 0.03), (-L * 0.1, L * 0.03)], L * 0.03, "wood", 12)
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
