"""The electrician's bench and cable-run tools drawn by the part that names them: the
desoldering pump (a blue spring-loaded barrel, a plunger knob out of its back and a thin white
nozzle at its front), the thermal imager (a handheld camera lying screen up, the screen a
false-colour heat picture, a big lens at its end) and the tone generator and probe (a yellow
pointed probe wand beside the little tone box with its red and black clip leads); round twelve:
the circuit breaker finder (a flat orange receiver with a black wedge nose and a row of red
lamps, beside its orange plug-in transmitter, chrome plug forward), solder wick (a flat copper
braid out of a round green dispenser), wire nuts (three ribbed bright cones, one on two wires)
and the lever connector (a clear box with orange levers, two wires pushed in).

Every builder follows ``drawn/__init__.py``: ``builder(L, name, acc, **style)`` -> parts.
"""

from __future__ import annotations

import math

from ..parts import cyl
from .common import bar, block, path, plate, rounded_rect, side, turned
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


FINDER_ORANGE = (238, 112, 18)  # the circuit breaker finder's orange case (a Klein-like brand colour)
FINDER_BLACK = (34, 34, 38)  # its black overmould, face and tip
LED_RED, LED_GREEN = (230, 30, 30), (40, 200, 60)  # the receiver's signal lamps


def breaker_finder(L, name, acc):
    """Circuit breaker finder: the receiver, a flat orange handset lying face up, its black face
    showing a row of red signal lamps and a green power lamp, a thumb button, and at its front a
    black wedge nose that is swept along the breakers; beside it the transmitter, a chunky
    orange plug-in block with a black face and a green lamp, its big chrome plug (two flat
    blades and a round earth pin) pointing forward, the way it goes into the outlet."""
    H = L * 0.1
    yr = L * 0.1  # the receiver's centre line
    w = L * 0.11
    parts = plate(rounded_rect(-L / 2, L * 0.24, yr - w, yr + w, L * 0.05), 0.0, H, FINDER_ORANGE)
    parts += plate(rounded_rect(-L * 0.44, L * 0.2, yr - w * 0.72, yr + w * 0.72, L * 0.03), H, L * 0.006,
                   FINDER_BLACK)
    nose = [(L * 0.2, yr - w * 0.9), (L * 0.46, yr - w * 0.22), (L / 2, yr), (L * 0.46, yr + w * 0.22),
            (L * 0.2, yr + w * 0.9)]
    parts += plate(nose, 0.0, H * 0.75, FINDER_BLACK)  # the wedge nose
    top = H + L * 0.006
    for i in range(5):  # the signal lamps, a row across the face
        parts += turned([(top, L * 0.016), (top + L * 0.008, L * 0.014)], 0.0, LED_RED, 12, axis="z",
                        x=L * 0.08 - i * L * 0.055, y=yr + w * 0.35)
    parts += turned([(top, L * 0.014), (top + L * 0.008, L * 0.012)], 0.0, LED_GREEN, 12, axis="z",
                    x=-L * 0.34, y=yr - w * 0.35)
    parts += turned([(top, L * 0.035), (top + L * 0.014, L * 0.032)], 0.0, FINDER_ORANGE, 18, axis="z",
                    x=-L * 0.18, y=yr - w * 0.3)  # the thumb button
    # the transmitter: a plug-in block behind, its plug facing +x
    yt = -L * 0.15
    Ht = L * 0.13
    parts += plate(rounded_rect(-L / 2, -L * 0.16, yt - L * 0.1, yt + L * 0.1, L * 0.03), 0.0, Ht,
                   FINDER_ORANGE)
    parts += plate(rounded_rect(-L * 0.46, -L * 0.2, yt - L * 0.07, yt + L * 0.07, L * 0.02), Ht, L * 0.006,
                   FINDER_BLACK)
    parts += turned([(Ht + L * 0.006, L * 0.02), (Ht + L * 0.016, L * 0.017)], 0.0, LED_GREEN, 12,
                    axis="z", x=-L * 0.33, y=yt)
    zp = Ht * 0.55
    for dy in (-L * 0.045, L * 0.045):  # the two flat blades
        parts += block(-L * 0.17, L * 0.0, yt + dy - L * 0.006, yt + dy + L * 0.006, zp - L * 0.028,
                       zp + L * 0.028, "chrome")
    parts += bar([-L * 0.17, yt, zp - L * 0.05], [-L * 0.02, yt, zp - L * 0.05], L * 0.014, "chrome", 12)
    return parts


WICK_COPPER = "copper"  # the bright, shiny copper braid
WICK_STRAND = (150, 72, 30)  # the darker strands of its weave
WICK_BOBBIN = (30, 150, 80)  # the dispenser's green plastic
WICK_LABEL = (246, 236, 120)  # the yellow label on its face


def solder_wick(L, name, acc):
    """Solder wick (desoldering braid): a round flat green plastic dispenser lying on the bench,
    a yellow label on its face round a hub, and out of a slot in its rim a wide flat ribbon of
    bright copper braid, its diagonal weave showing, pulled out straight across the bench to a
    frayed, solder-darkened end."""
    R = L * 0.17
    cx = -L / 2 + R
    t = L * 0.08
    parts = turned([(0.0, R), (t, R)], 0.0, WICK_BOBBIN, 32, axis="z", x=cx)
    parts += turned([(t, R * 0.75), (t + L * 0.004, R * 0.75)], 0.0, WICK_LABEL, 32, axis="z", x=cx)
    parts += turned([(t, R * 0.28), (t + L * 0.012, R * 0.26)], 0.0, WICK_BOBBIN, 20, axis="z", x=cx)
    # the braid: a wide flat copper ribbon out of the rim to the front
    hw = L * 0.085
    zb, tb = t * 0.35, L * 0.012
    x0, x1 = cx + R * 0.8, L * 0.44
    parts += block(x0, x1, -hw, hw, zb - tb, zb, WICK_COPPER)
    n = 11
    dx = (x1 - x0) / n
    for i in range(n):  # the weave: a herringbone of darker strands raised on the ribbon
        xa = x0 + dx * (i + 0.15)
        for s in (-1, 1):
            strand = [(xa, s * hw * 0.85, zb), (xa + dx * 0.55, s * hw * 0.1, zb)]
            parts += path(strand, tb * 0.4, WICK_STRAND, 6)
    parts += block(x1, L / 2, -hw * 0.9, hw * 0.9, zb - tb, zb, "chrome")  # the used, tinned end
    return parts


NUT_COLOURS = {
    "yellow": (246, 206, 30),
    "red": (214, 36, 36),
    "orange": (240, 124, 24),
    "blue": (36, 86, 200),
    "gray": (140, 144, 150),
    "tan": (206, 176, 128),
    "purple": (120, 56, 160),
    "green": (40, 150, 60),
}
NUT_SPRING = (190, 194, 200)  # the steel coil inside a wire nut
INSULATION = {"brown": (120, 72, 40), "blue": (40, 90, 200), "grey": (128, 132, 138)}
CONDUCTOR = (212, 120, 60)  # bare copper


def _nut_colour(name: str):
    for word, col in NUT_COLOURS.items():
        if word in name:
            return col
    return NUT_COLOURS["yellow"]


def _wire_nut_cone(x0, x1, y, r, col, z=None) -> list:
    """One wire nut lying along +x from its open skirt (x0) to its round crown (x1): a ribbed
    cone, the steel coil showing in the open end."""
    z = r * 1.02 if z is None else z
    n = x1 - x0
    prof = [(x0, r * 0.95), (x0 + n * 0.05, r)]
    for i in range(4):  # the grip ribs down the cone
        a = x0 + n * (0.12 + 0.17 * i)
        rr = r * (1 - 0.45 * (a - x0) / n)
        prof += [(a, rr * 1.08), (a + n * 0.06, rr * 1.08), (a + n * 0.09, rr)]
    prof += [(x1 - n * 0.12, r * 0.5), (x1 - n * 0.03, r * 0.35), (x1, r * 0.12)]
    parts = turned(prof, z, col, 18, y=y)
    parts += turned([(x0 - n * 0.01, r * 0.62), (x0 + n * 0.02, r * 0.62)], z, NUT_SPRING, 14, y=y)
    return parts


def wire_nut(L, name, acc):
    """Wire nuts (twist-on connectors): three bright ribbed cones of the size's colour, each
    with the steel coil showing in its open end; one screwed onto the bared, twisted ends of two
    wires whose insulated leads run back out of it, two loose beside it."""
    col = _nut_colour(name)
    r = L * 0.15
    parts = _wire_nut_cone(L * 0.02, L * 0.46, 0.0, r, col)
    for dy, ins in ((-r * 0.35, INSULATION["brown"]), (r * 0.35, INSULATION["blue"])):
        parts += bar([-L / 2, dy, r * 1.02], [L * 0.03, dy * 0.6, r * 1.02], L * 0.035, ins, 10)
    parts += _wire_nut_cone(-L * 0.42, -L * 0.04, -L * 0.33, r * 0.9, col)
    parts += _wire_nut_cone(-L * 0.1, L * 0.28, L * 0.33, r * 0.9, col)
    return parts


LEVER_ORANGE = (244, 118, 20)  # the lever connector's orange levers
LEVER_CLEAR = (196, 212, 218)  # its clear grey housing
LEVER_PORT = (70, 76, 84)  # the dark wire entries


def lever_connector(L, name, acc):
    """Lever connector (a Wago-style lever nut): a clear grey box with a row of wire entries in
    its front face and on top one bright orange flip lever per entry, raised at its back; two
    wires (brown and blue insulation, bare copper at their ends) pushed into it from the back.
    The port count (2, 3 or 5) is read from the name."""
    n = 5 if "5" in name else 3 if "3" in name else 2
    pitch = L * 0.16
    half = n * pitch / 2
    H = L * 0.24
    x0, x1 = -L * 0.05, L / 2
    parts = plate(rounded_rect(x0, x1, -half, half, L * 0.03), 0.0, H, LEVER_CLEAR)
    for i in range(n):
        yc = -half + pitch * (i + 0.5)
        lever = [(x0 + L * 0.02, H * 0.7), (x1 - L * 0.08, H * 1.0), (x1 - L * 0.04, H * 1.25),
                 (x0 + L * 0.06, H * 1.5), (x0 + L * 0.01, H * 1.45)]
        parts += side(lever, yc - pitch * 0.38, yc + pitch * 0.38, LEVER_ORANGE)
        parts += block(x0 - L * 0.005, x0 + L * 0.02, yc - pitch * 0.25, yc + pitch * 0.25, H * 0.2, H * 0.55,
                       LEVER_PORT)  # the wire entry
    for i, ins in ((0, INSULATION["brown"]), (n - 1, INSULATION["blue"])):
        yc = -half + pitch * (i + 0.5)
        zc = H * 0.37
        parts += bar([-L / 2, yc, zc], [-L * 0.12, yc, zc], L * 0.04, ins, 10)
        parts += bar([-L * 0.12, yc, zc], [x0 + L * 0.01, yc, zc], L * 0.022, CONDUCTOR, 8)
    return parts
