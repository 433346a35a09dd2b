"""Tools worked by a line or tape paid out of them: the plumb bob (a brass bob on an orange
line), the chalk line (a red reel, its blue chalked line and hook) and the fish tape (a round
case, its tape run out to a hook).

Every builder follows ``drawn/__init__.py``: ``builder(L, name, acc, **style)`` -> parts.
"""

from __future__ import annotations

import math

from ..shapes import curve_path
from .common import path, plate, rounded_rect, side, turned
from .pliers import band

PLUMB_BRASS = (214, 170, 70)  # a plumb bob's polished brass body
PLUMB_LINE = (255, 120, 20)  # its bright orange braided line


def plumb_bob(L, name, acc):
    """Plumb bob lying on its side: a heavy polished brass body, a short round cylinder
    narrowing in a long cone to a hardened steel point, a knurled steel cap screwed in at
    its top, and from the cap's hole a bright orange line trailing off in a loose curl
    twice the bob's length (a brass hammer is a head on a handle, a chalk line a box)."""
    R = L * 0.2
    zc = R
    parts = turned([(-L * 0.38, R * 0.7), (-L * 0.34, R), (L * 0.06, R), (L * 0.1, R * 0.94),
                    (L * 0.36, R * 0.2)], zc, PLUMB_BRASS, 24)
    parts += turned([(L * 0.36 - L * 0.01, R * 0.22), (L / 2, 0.0)], zc, "steel", 16)
    parts += turned([(-L / 2, R * 0.45), (-L * 0.375, R * 0.5)], zc, "chrome", 16)
    for k in range(3):  # the cap's knurled rings
        x = -L / 2 + L * (0.02 + 0.04 * k)
        parts += turned([(x, R * 0.5), (x + L * 0.015, R * 0.56), (x + L * 0.03, R * 0.5)], zc, "chrome", 16)
    pts = [(-L / 2 - L * 0.02, 0.0, zc)]
    for i in range(1, 13):  # the line: out of the cap, then a loose loop back beside the bob
        a = math.pi * 1.6 * i / 12
        pts.append((-L / 2 - L * 0.3 * math.sin(a) - L * 0.1 * i / 12, L * 0.28 * (1 - math.cos(a)),
                    L * 0.018))
    return parts + path(pts, L * 0.018, PLUMB_LINE, 8)


CHALK_CASE = (200, 34, 30)  # a chalk reel's red case
CHALK_BLUE = (40, 96, 220)  # its blue chalk, on the line and dusted round the nose


def chalk_line(L, name, acc):
    """Chalk line lying flat: a red teardrop case, round at the back and tapering to a steel
    nose, a black crank arm folded flat across its top from a chrome hub to a knob, and the
    blue-chalked line run out of the nose in a long curve to a flat steel hook, with a blue
    dusting of chalk round the nose (a tape measure is a square case with a broad yellow
    blade; a plumb bob a brass cone on its line)."""
    R, cx, h = L * 0.36, -L * 0.14, L * 0.34
    nose = L * 0.36
    outline = [(cx + R * math.cos(a), R * math.sin(a)) for a in
               (math.radians(d) for d in range(40, 321, 10))] + [(nose, -L * 0.08), (nose, L * 0.08)]
    parts = plate(outline, 0.0, h, CHALK_CASE)
    parts += plate(rounded_rect(nose - 0.001, nose + L * 0.08, -L * 0.05, L * 0.05, L * 0.015), h * 0.25,
                   h * 0.5, "steel")  # the nose
    parts += turned([(h, R * 0.35), (h + L * 0.03, R * 0.35)], 0.0, "chrome", 20, axis="z", x=cx)  # the hub
    arm = [(cx, 0.0), (cx - R * 0.2, -R * 1.05)]
    parts += plate(band(arm, L * 0.035), h + L * 0.03, L * 0.025, "black_plastic")  # the crank arm
    parts += turned([(h + L * 0.055, L * 0.055), (h + L * 0.15, L * 0.05)], 0.0, "black_plastic", 14,
                    axis="z", x=cx - R * 0.2, y=-R * 1.05)  # its knob
    zl = h * 0.5
    run = [(nose + L * 0.1 + L * 0.5 * t, L * 0.22 * math.sin(math.pi * t) ** 2, L * 0.02)
           for t in (0.15, 0.35, 0.55, 0.75, 1.0)]
    pts = [(nose + L * 0.08, 0.0, zl)] + run
    parts += path(pts, L * 0.02, CHALK_BLUE, 8)  # the chalked line
    hx = pts[-1][0]
    hook = [(hx - L * 0.02, -L * 0.06), (hx + L * 0.08, -L * 0.06), (hx + L * 0.08, L * 0.06),
            (hx - L * 0.02, L * 0.06)]
    parts += plate(hook, 0.0, L * 0.02, "steel")  # the hook's flat ring
    parts += side([(hx + L * 0.06, 0.0), (hx + L * 0.08, 0.0), (hx + L * 0.08, L * 0.09),
                   (hx + L * 0.06, L * 0.09)], -L * 0.06, L * 0.06, "steel")  # its bent-down lip
    dust = [(nose + L * 0.02 + L * 0.45 * math.cos(a) * 0.5, L * 0.14 * math.sin(a)) for a in
            (2 * math.pi * i / 16 for i in range(16))]
    parts += plate(dust, 0.0, L * 0.004, CHALK_BLUE)  # chalk dust round the nose
    return parts


FISH_HUB = (34, 34, 38)  # a fish tape case's black hub and grip
FISH_STEEL = (78, 90, 124)  # its blued-steel tape
FISH_LABEL = (238, 236, 228)  # the pale label on the case's closed face


def fish_tape(L, name, acc):
    """Fish tape lying flat: a big round case in the brand colour, its face closed (a pale
    label and a black hub on it, no wound turns showing, so it is not read as a cord reel), a
    black D grip standing out from the rim, and out of a black slot on the rim the flat tape
    (blued steel; yellow fiberglass, white nylon) paid out in a long loose curve that ends in
    a hook bent back on itself. A tape measure's case is small with a straight yellow blade;
    a long tape measure's reel is open with a crank."""
    R, H = L * 0.3, L * 0.12  # the case's radius and thickness
    cx = -L / 2 + R
    band_col = {"fiberglass": (236, 196, 30), "nylon": (236, 236, 232)}
    col = next((c for k, c in band_col.items() if k in name), FISH_STEEL)
    parts = turned([(0.0, R * 0.96), (H * 0.1, R), (H * 0.9, R), (H, R * 0.96)], 0.0, acc, 36, axis="z",
                   x=cx)  # the closed case
    parts += plate(rounded_rect(cx - R * 0.75, cx - R * 0.4, -R * 0.45, R * 0.45, R * 0.06), H, L * 0.004,
                   FISH_LABEL)
    parts += turned([(H, R * 0.3), (H * 1.25, R * 0.26)], 0.0, FISH_HUB, 24, axis="z", x=cx)  # the hub
    grip = [(cx - R * 0.6, -R * 0.9), (cx - R * 0.2, -R * 1.45), (cx + R * 0.3, -R * 1.5),
            (cx + R * 0.5, -R * 0.95)]  # a D grip standing out from the rim
    parts += path([(x, y, H / 2) for x, y in grip], L * 0.035, FISH_HUB)
    a = math.radians(35)  # the slot on the rim, then the paid-out flat tape
    sx, sy = cx + R * math.cos(a), R * math.sin(a)
    parts += plate([(cx + R * 0.85 * math.cos(a - 0.25), R * 0.85 * math.sin(a - 0.25)),
                    (cx + R * 1.12 * math.cos(a - 0.2), R * 1.12 * math.sin(a - 0.2)),
                    (cx + R * 1.12 * math.cos(a + 0.2), R * 1.12 * math.sin(a + 0.2)),
                    (cx + R * 0.85 * math.cos(a + 0.25), R * 0.85 * math.sin(a + 0.25))], H * 0.2, H * 0.6,
                   FISH_HUB)
    run = curve_path([(sx + R * 0.12, sy + R * 0.08), (L * 0.25, R * 1.0), (L * 0.45, R * 0.3),
                      (L * 0.42, -R * 0.5), (L * 0.48, -R * 0.72)], 0.0, n=6)
    parts += plate(band([(x, y) for x, y, _ in run], L * 0.015), L * 0.004, L * 0.006, col)
    hook = [(L * 0.47, -R * 0.72), (L * 0.5, -R * 0.74), (L * 0.56, -R * 0.68), (L * 0.56, -R * 0.5),
            (L * 0.51, -R * 0.46)]
    parts += path([(x, y, L * 0.012) for x, y in hook], L * 0.014, col, sections=8)
    parts += turned([(L * 0.005, L * 0.022), (L * 0.03, L * 0.022)], 0.0, "chrome", 12, axis="z",
                    x=L * 0.51, y=-R * 0.46)  # the leader's tip
    return parts
