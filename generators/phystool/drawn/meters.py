"""Gauges, meters, testers and markers.

Every builder follows ``drawn/__init__.py``: ``builder(L, name, acc, **style)`` -> parts.
"""

from __future__ import annotations

import math

from ..parts import cyl
from ..shapes import curve_path
from .common import block, path, plate, rounded_rect, turned
from .pliers import band

TESTER_YELLOW = (240, 200, 30)  # the two-pole voltage tester's body and probe
CUFF = (44, 58, 104)  # a sphygmomanometer's navy fabric cuff
VELCRO = (96, 104, 128)  # its hook-and-loop patch, a duller blue-grey


def gauge(L, name, acc, kind="tread"):
    """Gauges: tread depth gauge (a small pen with a probe), sphygmomanometer (a cuff, a bulb
    and a round gauge on tubes). The tire-pressure gauges are in ``tire_gauges.py``."""
    if kind == "tread":
        r = L * 0.05
        parts = turned([(-L / 2, r * 1.2), (L * 0.2, r * 1.2)], r * 1.2, acc, 14)
        parts += turned([(L * 0.2, r * 0.3), (L / 2, r * 0.25)], r * 1.2, "chrome", 8)
        parts += block(-L * 0.3, L * 0.1, -r * 0.6, r * 0.6, r * 2.3, r * 2.45, "screen")
        return parts
    return sphygmomanometer(L)


def sphygmomanometer(L):
    """Aneroid sphygmomanometer: a navy fabric arm cuff laid flat (a long band with a dark
    bound edge, a dull blue-grey hook-and-loop patch at one end and a steel D-ring at the other), a
    big round dial gauge clipped on it (a chrome bezel, a white face with a ring of black ticks
    and a black needle), and a black rubber tube from the cuff to a black egg-shaped squeeze
    bulb with a chrome valve and thumb screw at its neck."""
    y0, y1 = 0.0, L * 0.38
    parts = plate(rounded_rect(-L / 2, L * 0.4, y0, y1, L * 0.03), 0.0, L * 0.02, (30, 38, 70))
    for x0, x1, d, h in ((-0.49, 0.39, 0.01, 0.026), (-0.47, 0.37, 0.03, 0.032)):  # the padded band
        parts += plate(rounded_rect(L * x0, L * x1, y0 + L * d, y1 - L * d, L * 0.025), 0.0, L * h, CUFF)
    parts += block(-L * 0.45, -L * 0.26, y0 + L * 0.035, y1 - L * 0.035, L * 0.032, L * 0.035, VELCRO)
    parts += block(L * 0.44, L * 0.46, y0 + L * 0.02, y1 - L * 0.02, 0.0, L * 0.015, "chrome")  # the D-ring
    for y in (y0 + L * 0.02, y1 - L * 0.02):
        parts += block(L * 0.38, L * 0.46, y - L * 0.01, y + L * 0.01, 0.0, L * 0.015, "chrome")
    R, cx, cy, z = L * 0.12, L * 0.06, L * 0.19, L * 0.03
    parts += turned([(z, R * 1.08), (z + L * 0.05, R * 1.08)], 0.0, "chrome", 32, axis="z", x=cx, y=cy)
    top = z + L * 0.052
    parts += turned([(z + L * 0.04, R * 0.95), (top, R * 0.95)], 0.0, "white", 32, axis="z", x=cx, y=cy)
    for i in range(31):  # the scale: fine ticks over 300 degrees, every fifth one long
        u = math.radians(240 - 300 * i / 30)
        r0 = R * (0.58 if i % 5 == 0 else 0.72)
        p0 = (cx + r0 * math.cos(u), cy + r0 * math.sin(u))
        p1 = (cx + R * 0.86 * math.cos(u), cy + R * 0.86 * math.sin(u))
        parts += plate(band([p0, p1], R * (0.03 if i % 5 == 0 else 0.016)), top, L * 0.002, (20, 20, 22))
    u = math.radians(150)
    tip = (cx + R * 0.8 * math.cos(u), cy + R * 0.8 * math.sin(u))
    parts += plate(band([(cx, cy), tip], R * 0.035), top + L * 0.002, L * 0.002, (20, 20, 22))
    parts += [(cyl([cx, cy, top], [cx, cy, top + L * 0.006], R * 0.08, 12), (20, 20, 22))]
    # the tube from the cuff's edge to the bulb's valve, and the bulb lying on its side
    yb, zb, rb = -L * 0.2, L * 0.1, L * 0.1
    tube = [(-0.1, 0.04), (-0.06, -0.08), (0.1, -0.1), (0.3, -0.14), (0.34, -0.26), (0.2, -0.33)]
    tube += [(-0.1, -0.32), (-0.42, -0.3), (-0.46, -0.22), (-0.34, -0.2), (-0.22, -0.2)]
    tube = [(L * x, L * y) for x, y in tube]
    parts += path(curve_path(tube, L * 0.015, 4), L * 0.014, "rubber")
    parts += turned([(-L * 0.22, L * 0.018), (-L * 0.12, L * 0.018)], zb * 0.5, "chrome", 12, y=yb)
    parts += turned([(-L * 0.17, L * 0.03), (-L * 0.15, L * 0.03)], zb * 0.5, "chrome", 14, y=yb)
    bulb = [(-0.12, 0.3), (-0.08, 0.55), (0.0, 0.9), (0.1, 1.0), (0.18, 0.85), (0.23, 0.5), (0.25, 0.0)]
    bulb = [(L * x, rb * k) for x, k in bulb]
    parts += turned(bulb, zb, "rubber", 20, y=yb)
    return parts


def meter(L, name, acc, kind="multimeter"):
    """Handheld meters: digital multimeter (a yellow-bumpered body, screen, dial, red and
    black leads), two-pole voltage tester (``two_pole_tester``: two pen-like handles with
    steel tips, joined by a cable).
    The meters told apart by their readings and fittings are in ``instruments.py``."""
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
    if kind == "two_pole":
        return two_pole_tester(L)
    raise ValueError(f"no meter kind {kind!r}")


def two_pole_tester(L):
    """Two-pole voltage tester: two pen-like handles side by side, metal tips forward. The
    main one a long slim yellow body with a black grip end, a dark display window and a column
    of green-to-red voltage lamps, a black finger guard and a black nose with a steel tip; the
    second a slim yellow probe with a black finger guard and steel tip; a black cable joins
    their back ends in a loop behind them."""
    w, t, y1 = L * 0.07, L * 0.085, L * 0.1
    parts = plate(rounded_rect(-L * 0.46, L * 0.2, y1 - w, y1 + w, L * 0.04), 0.0, t, TESTER_YELLOW)
    parts += plate(rounded_rect(-L * 0.47, -L * 0.3, y1 - w * 1.05, y1 + w * 1.05, L * 0.03), 0.0, t * 1.02,
                   "black_plastic")
    parts += plate(rounded_rect(L * 0.18, L * 0.22, y1 - w * 1.5, y1 + w * 1.5, L * 0.015), 0.0, t * 1.02,
                   "black_plastic")
    parts += turned([(L * 0.22, L * 0.035), (L * 0.3, L * 0.014)], t * 0.5, "black_plastic", 14, y=y1)
    tip = [(L * 0.43, L * 0.005), (L * 0.45, 0.0)]  # the steel tips' points
    parts += turned([(L * 0.3, L * 0.007)] + tip, t * 0.5, "chrome", 8, y=y1)
    parts += block(-L * 0.27, -L * 0.08, y1 - w * 0.7, y1 + w * 0.7, t, t + L * 0.004, "screen")
    lamps = ((40, 200, 60), (40, 200, 60), (240, 220, 40), (250, 140, 30), (230, 40, 30), (230, 40, 30))
    for i, col in enumerate(lamps):
        x = -L * 0.05 + i * L * 0.035
        parts += block(x, x + L * 0.022, y1 - w * 0.45, y1 + w * 0.45, t, t + L * 0.008, col)
    y2, r = -L * 0.12, L * 0.032
    probe = [(-L * 0.32, r * 0.8), (-L * 0.3, r), (L * 0.14, r), (L * 0.16, r * 0.9)]
    parts += turned(probe, r * 1.6, TESTER_YELLOW, 14, y=y2)
    parts += turned([(-L * 0.33, r * 0.85), (-L * 0.2, r * 1.05)], r * 1.6, "black_plastic", 14, y=y2)
    parts += turned([(L * 0.16, r * 1.6), (L * 0.18, r * 1.6)], r * 1.6, "black_plastic", 16, y=y2)
    parts += turned([(L * 0.18, r * 0.8), (L * 0.27, r * 0.4)], r * 1.6, "black_plastic", 12, y=y2)
    parts += turned([(L * 0.27, L * 0.007)] + tip, r * 1.6, "chrome", 8, y=y2)
    loop = [(-L * 0.47, y1), (-L * 0.53, y1 - L * 0.02), (-L * 0.55, -L * 0.02), (-L * 0.48, y2 - L * 0.02)]
    loop += [(-L * 0.33, y2)]
    parts += path(curve_path(loop, L * 0.012, 4), L * 0.012, "black_plastic")
    return parts


def tester_pen(L, name, acc):
    """Non-contact voltage tester: a fat pen body in the brand's colour with a black grip
    band, a power button and a lightning-bolt mark, a pocket clip, and a long translucent tip
    glowing red (it has found a live wire)."""
    r = L * 0.075
    parts = turned(
        [(-L / 2, r * 0.75), (-L / 2 + L * 0.03, r), (L * 0.12, r), (L * 0.18, r * 0.9)], r, acc, 16
    )
    parts += turned([(-L * 0.22, r * 1.04), (L * 0.02, r * 1.04)], r, "black_plastic", 16)
    parts += turned(
        [(L * 0.18, r * 0.88), (L * 0.38, r * 0.62), (L * 0.46, r * 0.42), (L / 2, r * 0.15)],
        r,
        (226, 228, 232),
        16,
    )
    parts += turned(
        [(L * 0.17, r * 0.93), (L * 0.24, r * 0.85)], r, (255, 40, 30), 16
    )  # the lit warning ring
    parts += turned([(L * 0.4, r * 0.56), (L * 0.47, r * 0.4)], r, (255, 60, 40), 16)  # the glowing end
    parts += [(cyl([-L * 0.03, 0, r * 1.9], [-L * 0.03, 0, r * 2.25], r * 0.45, 14), (30, 30, 30))]
    bolt = [(0.2, 0.5), (0.6, 0.5), (0.45, 0.1), (0.8, 0.1), (0.25, -0.5), (0.4, -0.05), (0.05, -0.05)]
    parts += plate(
        [(-L * 0.21 + L * 0.11 * x, y * r * 1.3) for x, y in bolt], r * 2.06, r * 0.06, (240, 200, 30)
    )
    parts += block(-L * 0.45, -L * 0.25, -r * 0.25, r * 0.25, r * 2.0, r * 2.3, "black_plastic")
    return parts


SCRIBE_POINT = (232, 236, 242)  # a scriber's long bright hardened needle points
SCRIBE_BODY = (138, 142, 150)  # its slim knurled steel handle


def _scriber(L):
    """Scriber lying flat: a slim pen-sized knurled steel handle with a bright pocket clip along
    it, a long thin bright needle tapering to a fine point at +x (over a third of its length),
    and at the butt a second needle bent sharply to the side (a center punch is a short thick
    bar with a cone point; an awl has a fat wooden handle)."""
    r = L * 0.03
    z = r
    x0, x1 = -L * 0.32, L * 0.14  # the handle
    parts = turned([(x0, r * 0.8), (x0 + L * 0.02, r), (x1 - L * 0.02, r), (x1, r * 0.7)], z, SCRIBE_BODY, 12)
    for i in range(7):  # the knurl: dark grooved rings on the steel handle
        x = x0 + L * 0.05 + i * L * 0.04
        parts += turned([(x, r * 1.04), (x + L * 0.012, r * 1.04)], z, "dark_steel", 12)
    # the pocket clip: a bright strip over the top, its ring at the butt
    parts += turned([(x0 + L * 0.005, r * 1.08), (x0 + L * 0.03, r * 1.08)], z, "chrome", 12)
    parts += block(x0 + L * 0.01, x0 + L * 0.2, -r * 0.35, r * 0.35, z + r * 1.1, z + r * 1.3, "chrome")
    parts += turned([(x1 - 0.0005, r * 0.32), (L * 0.3, r * 0.22), (L / 2, 0.0)], z, SCRIBE_POINT, 10)
    bend = [(x0 + 0.0005, 0.0, z), (-L * 0.44, 0.0, z), (-L * 0.47, -L * 0.02, z), (-L * 0.48, -L * 0.1, z)]
    parts += path(bend, r * 0.22, SCRIBE_POINT, sections=8)
    parts += [(cyl([-L * 0.48, -L * 0.1, z], [-L * 0.48, -L * 0.13, z], r * 0.2, 8), SCRIBE_POINT)]
    return parts


def marker(L, name, acc, kind="scriber"):
    """Markers: scriber (a knurled steel pen with a needle point), soapstone marker (a flat
    white stick in a holder), paint marker (a fat marker with a cap), carpenter's pencil (a
    flat red pencil), sealant pen (a white pen with a nozzle)."""
    r = L * 0.04
    if kind == "scriber":
        return _scriber(L)
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


SCALE_INK = (20, 20, 22)  # the black ticks printed on a scale


THERMO_GLASS = (200, 222, 228)  # a clinical thermometer's clear glass, seen against the table
THERMO_BACK = (246, 246, 240)  # the white enamel strip behind its column
THERMO_COLUMN = (92, 96, 108)  # the silver column of mercury (or galinstan) and its bulb
THERMO_FEVER = (210, 30, 30)  # the red mark at 37 degrees


def glass_thermometer(L, name, acc):
    """Glass clinical thermometer lying flat: a slim clear glass rod, rounded at its back end,
    with a white enamel strip along it printed with bold black degree ticks and a red 37 mark,
    and a bold dark-silver column of mercury (or galinstan) running up the middle from the fat
    silver bulb, its own colour, that makes the front end (a digital thermometer is a white
    plastic stick with a screen)."""
    r = L * 0.042
    xb = L / 2 - L * 0.13  # where the bulb begins
    rod = [(-L / 2, 0.0), (-L / 2 + r * 0.3, r * 0.8), (-L / 2 + r, r), (xb, r), (xb + L * 0.01, r * 0.8)]
    parts = turned(rod, r, THERMO_GLASS, 14)
    parts += turned([(xb, r * 0.86), (xb + L * 0.02, r * 0.9), (L / 2 - r * 0.6, r * 0.88), (L / 2, 0.0)], r,
                    THERMO_COLUMN, 14)  # the bulb: fat and silver, the column's colour
    glint = [(xb + L * 0.03, r * 0.5), (L / 2 - r * 0.9, r * 0.5)]
    parts += turned(glint, r * 1.86, "chrome", 10)  # its glint
    x0, x1 = -L * 0.42, xb - L * 0.02
    parts += block(x0, x1, -r * 0.72, r * 0.72, r * 1.95, r * 2.02, THERMO_BACK)
    parts += block(x0 + L * 0.15, xb + L * 0.005, -r * 0.34, r * 0.34, r * 2.02, r * 2.08, THERMO_COLUMN)
    for i in range(17):  # a tick a half degree, every other one long, the fever mark red
        x = x0 + L * 0.02 + i * (x1 - x0 - L * 0.04) / 16
        col = THERMO_FEVER if i == 8 else SCALE_INK
        hw = r * (0.7 if i % 2 == 0 else 0.52)
        w = L * (0.009 if i == 8 else 0.005)
        parts += block(x - w, x + w, -hw, -r * 0.36, r * 2.02, r * 2.07, col)
    return parts


OUTLET_TESTER = (246, 204, 30)  # a plug-in outlet tester's yellow body
LEGEND = (240, 240, 236)  # the white chart of light patterns on its face
LIGHTS = ((250, 190, 40), (250, 190, 40), (230, 40, 30))  # two amber lights and a red one


def outlet_tester(L, name, acc):
    """Plug-in outlet tester (receptacle tester) lying flat, face up, like a plug: a long
    rounded yellow body with a black plug end at -x, out of which a plug's three prongs stand
    level over the bench (two flat brass blades side by side, their wide faces up, and the
    round ground pin between and above them); across the +x end of the face a black window
    with a row of three round lights (amber, amber, red), and a white chart of light patterns
    (rows of coloured dots) over the middle of the face; a GFCI tester has a black test button
    by the lights."""
    w, h = L * 0.58, L * 0.3
    x0 = -L / 2 + L * 0.2  # the plug end of the body; the prongs stand out ahead of it
    parts = []
    for y in (-L * 0.08, L * 0.08):  # the flat blades, level, their wide faces up
        parts += block(-L / 2, x0 + L * 0.02, y - L * 0.04, y + L * 0.04, h * 0.3, h * 0.3 + L * 0.02,
                       "brass")
    parts.append((cyl([-L / 2 + L * 0.03, 0, h * 0.58], [x0 + L * 0.02, 0, h * 0.58], L * 0.03, 12), "brass"))
    cap = rounded_rect(x0, x0 + L * 0.1, -w / 2 - L * 0.01, w / 2 + L * 0.01, L * 0.04)
    parts += plate(cap, 0.0, h + L * 0.01, "black_plastic")
    parts += plate(rounded_rect(x0 + L * 0.1, L / 2, -w / 2, w / 2, L * 0.1), 0.0, h, OUTLET_TESTER)
    zt = h
    window = rounded_rect(L * 0.24, L * 0.47, -w * 0.45, w * 0.45, L * 0.04)
    parts += plate(window, zt, L * 0.006, "black_plastic")
    for j, col in enumerate(LIGHTS):
        y = (j - 1) * L * 0.15
        parts.append((cyl([L * 0.355, y, zt - L * 0.01], [L * 0.355, y, zt + L * 0.03], L * 0.055, 16), col))
    parts += block(-L * 0.16, L * 0.2, -w * 0.4, w * 0.4, zt, zt + L * 0.01, LEGEND)
    for r in range(4):
        x = -L * 0.12 + r * L * 0.085
        for j, col in enumerate(LIGHTS):
            if (r + j) % 3 == 2:
                continue
            y = -w * 0.3 + j * L * 0.05
            parts += block(x - L * 0.015, x + L * 0.015, y - L * 0.015, y + L * 0.015, zt + L * 0.01,
                           zt + L * 0.018, col)
        parts += block(x - L * 0.01, x + L * 0.01, 0.0, w * 0.32, zt + L * 0.01, zt + L * 0.016,
                       "black_plastic")
    if "gfci" in name:
        button = cyl([L * 0.2, -w * 0.3, zt - L * 0.01], [L * 0.2, -w * 0.3, zt + L * 0.04], L * 0.04, 14)
        parts.append((button, "black_plastic"))
    return parts
