"""The electrician's bench and cable-run tools drawn by the part that names them: the
desoldering pump (a blue spring-loaded barrel, a plunger knob out of its back and a thin white
nozzle at its front), the thermal imager (a handheld camera lying screen up, the screen a
false-colour heat picture, a big lens at its end) and the tone generator and probe (a yellow
pointed probe wand beside the little tone box with its red and black clip leads).

Every builder follows ``drawn/__init__.py``: ``builder(L, name, acc, **style)`` -> parts.
"""

from __future__ import annotations

import math

from ..parts import cyl
from .common import bar, block, path, plate, rounded_rect, turned
from .instruments import digits

PUMP_BLUE = (28, 92, 200)  # the desoldering pump's anodised barrel
NOZZLE = (244, 242, 232)  # its white PTFE nozzle
HEAT = (
    (52, 16, 96),
    (150, 24, 130),
    (232, 92, 24),
    (250, 208, 40),
    (255, 250, 214),
)  # iron palette, cold to hot
LENS = (24, 26, 34)  # the thermal imager's dark germanium lens
IMAGER_BODY = (58, 60, 64)  # its dark grey case
PROBE_YELLOW = (248, 200, 20)  # the tone probe and its generator
CLIP_RED, CLIP_BLACK = (214, 30, 30), (28, 28, 30)


def desoldering_pump(L, name, acc):
    """Desoldering pump (solder sucker), lying along the table: a round blue aluminium barrel
    most of the tool long, a black end cap at the back with a thin chrome plunger rod standing
    out of it to a round black knob, a black release button on top near the front, and a black
    cone tapering to a long thin white PTFE nozzle at the front."""
    r = L * 0.07
    z = r * 1.08
    parts = turned(
        [(-L / 2, r * 0.7), (-L * 0.49, r * 0.8), (-L * 0.44, r * 0.8), (-L * 0.43, r * 0.6)],
        z,
        "black_plastic",
        20,
    )  # the plunger knob
    parts += bar([-L * 0.435, 0, z], [-L * 0.3, 0, z], r * 0.2, "chrome", 12)
    parts += turned(
        [(-L * 0.31, r * 0.9), (-L * 0.3, r * 1.07), (-L * 0.26, r * 1.07)], z, "black_plastic", 24
    )
    parts += turned([(-L * 0.265, r), (L * 0.21, r)], z, PUMP_BLUE, 24)
    for x in (-L * 0.2, -L * 0.17, -L * 0.14):  # the grip rings cut round the barrel
        parts += turned([(x, r * 1.02), (x + L * 0.012, r * 1.02)], z, "dark_steel", 24)
    parts += turned([(L * 0.2, r * 1.07), (L * 0.24, r * 1.07), (L * 0.32, r * 0.45)], z, "black_plastic", 24)
    parts += turned([(L * 0.31, r * 0.46), (L * 0.33, r * 0.42), (L / 2, r * 0.18)], z, NOZZLE, 16)
    # the release button, a black stud on top of the barrel near the front
    parts += turned(
        [(z + r * 0.8, r * 0.32), (z + r * 1.35, r * 0.28)], 0.0, "black_plastic", 14, axis="z", x=L * 0.1
    )
    return parts


def thermal_imager(L, name, acc):
    """Thermal imager, lying screen up: a dark grey handheld case (a narrower grip at the back,
    a brand-coloured bumper round the head), most of the head a screen showing a false-colour
    heat picture in the iron palette (deep purple round a magenta, orange and yellow hot spot
    with a white core, cross hairs and a reading), and at the front a big round dark lens in a
    black barrel standing out of the case."""
    H = L * 0.2
    parts = plate(rounded_rect(-L / 2, -L * 0.1, -L * 0.13, L * 0.13, L * 0.05), 0.0, H * 0.8, IMAGER_BODY)
    parts += plate(rounded_rect(-L * 0.14, L * 0.36, -L * 0.21, L * 0.21, L * 0.05), 0.0, H, acc)
    parts += plate(rounded_rect(-L * 0.12, L * 0.34, -L * 0.19, L * 0.19, L * 0.04), H, L * 0.01, IMAGER_BODY)
    top = H + L * 0.01
    x0, x1, w = -L * 0.08, L * 0.3, L * 0.16  # the screen
    parts += block(x0, x1, -w, w, top, top + L * 0.002, HEAT[0])
    cx, cy = (x0 + x1) / 2 + L * 0.02, L * 0.02
    t = top + L * 0.002
    for i, (a, b) in enumerate(((0.15, 0.11), (0.105, 0.08), (0.07, 0.055), (0.04, 0.032))):
        ell = [
            (cx + L * a * math.cos(u), cy + L * b * math.sin(u) + L * 0.01 * math.sin(3 * u))
            for u in (2 * math.pi * k / 20 for k in range(20))
        ]
        parts += plate(ell, t, L * 0.0015, HEAT[i + 1])
        t += L * 0.0015
    for dx, dy in ((1, 0), (0, 1)):  # white cross hairs on the hot spot
        parts += block(
            cx - L * 0.03 * dx - L * 0.002,
            cx + L * 0.03 * dx + L * 0.002,
            cy - L * 0.03 * dy - L * 0.002,
            cy + L * 0.03 * dy + L * 0.002,
            t,
            t + L * 0.001,
            "white",
        )
    parts += digits("68", x0 + L * 0.05, -w + L * 0.04, L * 0.04, top + L * 0.002, "white", up=(0, 1))
    for y in (-L * 0.07, 0.0, L * 0.07):  # three keys on the grip
        parts += turned(
            [(H * 0.8, L * 0.022), (H * 0.8 + L * 0.012, L * 0.02)],
            0.0,
            "black_plastic",
            16,
            axis="z",
            x=-L * 0.3,
            y=y,
        )
    # the lens: a fat black barrel out of the front, its dark glass face looking along +x
    zl = H / 2
    parts += turned(
        [(L * 0.34, L * 0.095), (L * 0.46, L * 0.095), (L * 0.47, L * 0.085)], zl, "black_plastic", 28
    )
    parts += turned([(L * 0.465, L * 0.07), (L / 2, L * 0.065)], zl, LENS, 28)
    return parts


def _clip(x, y, z, L, col) -> list:
    """A small crocodile clip in a coloured boot, pointing along +x."""
    parts = [(cyl([x, y, z], [x + L * 0.06, y, z], L * 0.014, 12), col)]
    parts += block(
        x + L * 0.055, x + L * 0.1, y - L * 0.01, y + L * 0.01, z - L * 0.008, z + L * 0.008, "steel"
    )
    return parts


def tone_probe(L, name, acc):
    """Tone generator and probe: the probe, a long yellow wand tapering to a black cone and a
    bare metal tip, a black speaker grille and a thumb wheel near its back; beside it the
    tone generator, a small yellow box with a black face, from which a red and a black lead
    end in crocodile clips."""
    r = L * 0.055
    y = L * 0.11
    z = r * 1.05
    parts = turned(
        [(-L / 2, r * 0.7), (-L * 0.47, r), (L * 0.15, r), (L * 0.3, r * 0.75)], z, PROBE_YELLOW, 20, y=y
    )
    parts += turned([(L * 0.29, r * 0.76), (L * 0.42, r * 0.25)], z, "black_plastic", 20, y=y)
    parts += turned([(L * 0.41, r * 0.2), (L / 2, r * 0.06)], z, "chrome", 12, y=y)
    for i in range(5):  # the speaker grille slots on top at the back
        xs = -L * 0.4 + i * L * 0.025
        parts += block(
            xs, xs + L * 0.012, y - r * 0.55, y + r * 0.55, z + r * 0.8, z + r * 1.02, "black_plastic"
        )
    parts += block(-L * 0.1, -L * 0.02, y - r * 0.3, y + r * 0.3, z + r * 0.85, z + r * 1.12, "black_plastic")
    # the generator: a small box behind, its leads running forward to the clips
    yb = -L * 0.13
    parts += plate(
        rounded_rect(-L / 2, -L * 0.2, yb - L * 0.09, yb + L * 0.09, L * 0.025), 0.0, L * 0.09, PROBE_YELLOW
    )
    parts += plate(
        rounded_rect(-L * 0.47, -L * 0.23, yb - L * 0.065, yb + L * 0.065, L * 0.02),
        L * 0.09,
        L * 0.004,
        "black_plastic",
    )
    parts += turned(
        [(L * 0.094, L * 0.018), (L * 0.104, L * 0.016)], 0.0, CLIP_RED, 12, axis="z", x=-L * 0.3, y=yb
    )
    zc = L * 0.02
    for dy, col in ((-L * 0.04, CLIP_RED), (L * 0.03, CLIP_BLACK)):
        lead = [(-L * 0.21, yb + dy * 0.5), (-L * 0.05, yb + dy), (L * 0.1, yb + dy * 1.6)]
        parts += path([(px, py, zc) for px, py in lead], L * 0.008, col, 8)
        parts += _clip(L * 0.1, yb + dy * 1.6, zc, L, col)
    return parts
