"""Finishing tools: floats, brushes, rollers, caulk and grease guns, sanding
blocks and sponges, applicator pads, the deburring tool and the chipping hammer.

Every builder follows ``drawn/__init__.py``: ``builder(L, name, acc, **style)`` -> parts.
"""

from __future__ import annotations

import math

import numpy as np

from .common import bar, block, grip, path, placed, plate, rounded_rect, side, turned

GRIT = (84, 102, 128)  # the sanding sponge's blue-grey grit coating, on its faces and bevels
FOAM = (238, 224, 178)  # the sponge's cream foam core, bare at its slanted ends
MAG = (178, 181, 186)  # the magnesium float's dull light-grey metal
PAPER = (206, 158, 98)  # the tan sandpaper wrapped under a sanding block
SASH_BRISTLE = (196, 132, 64)  # the angled sash brush's amber synthetic bristles
SASH_HANDLE = (226, 196, 150)  # its light beech handle


def float_(L, name, acc, kind="magnesium"):
    """Floats: magnesium (``_magnesium_float``), wood (a wooden plate and handle), drywall
    trowel (``_drywall_trowel``); the darby is ``concrete.darby``."""
    if kind == "drywall":
        return _drywall_trowel(L)
    if kind == "magnesium":
        return _magnesium_float(L)
    w, top = L * 0.28, L * 0.04
    parts = plate(rounded_rect(-L / 2, L / 2, -w / 2, w / 2, w * 0.2), 0.0, top, (196, 150, 96))
    for x0, x1 in [(-L * 0.3, L * 0.3)]:
        parts += path(
            [
                (x0, 0.0, top),
                (x0 + (x1 - x0) * 0.15, 0.0, top + L * 0.07),
                (x1 - (x1 - x0) * 0.15, 0.0, top + L * 0.07),
                (x1, 0.0, top),
            ],
            L * 0.02,
            "wood",
        )
    return parts


def _magnesium_float(L) -> list:
    """Magnesium float: a thick bar of dull light-grey cast metal with square ends (nothing
    like a trowel's thin bright blade), two raised ribs running its length, and a low closed
    wooden handle screwed flat along it between them on two short feet."""
    w, t = L * 0.2, L * 0.035
    parts = plate(rounded_rect(-L / 2, L / 2, -w / 2, w / 2, L * 0.006), 0.0, t, MAG)
    for y in (-w * 0.3, w * 0.3):  # the ribs
        parts += block(-L * 0.47, L * 0.47, y - w * 0.06, y + w * 0.06, t, t * 1.7, MAG)
    for x in (-L * 0.24, L * 0.24):  # the handle's feet
        parts += block(x - L * 0.03, x + L * 0.03, -w * 0.14, w * 0.14, t, t + L * 0.03, (110, 74, 40))
    zh = t + L * 0.045
    prof = [(-L * 0.27, L * 0.02), (-L * 0.2, L * 0.026), (L * 0.2, L * 0.026), (L * 0.27, L * 0.02)]
    parts += turned(prof, zh, "wood", 14)
    return parts


def _drywall_trowel(L) -> list:
    """Drywall trowel: a wide, thin, bright stainless blade with round corners, an aluminium
    mounting bar riveted down its middle and a single post at the front holding a cork
    handle that runs back over the blade, its rear end free."""
    w = L * 0.36
    t = L * 0.006
    parts = plate(rounded_rect(-L / 2, L / 2, -w / 2, w / 2, w * 0.3), 0.0, t, "chrome")
    parts += plate(rounded_rect(-L * 0.36, L * 0.36, -w * 0.07, w * 0.07, w * 0.06), t, t * 2, "aluminium")
    for x in (-L * 0.3, -L * 0.1, L * 0.1, L * 0.3):
        parts += turned([(0.0, w * 0.035), (t * 3.4, w * 0.03)], 0.0, "steel", 8, axis="z", x=x)
    zh = L * 0.09
    parts += path([(L * 0.24, 0.0, t * 3), (L * 0.2, 0.0, zh)], L * 0.018, "aluminium")
    parts += grip(-L * 0.32, L * 0.22, L * 0.03, zh, "cork")
    return parts


def brush(L, name, acc, kind="paint"):
    """Brushes: paint (a flat wooden handle, a steel ferrule, a flat square bristle block),
    angled sash (``_sash_brush``), wide wall (very wide),
    finishing (natural bristles, a round handle), glue (a short cheap brush with a metal
    handle), foam (a black foam wedge on a stick), wire (a long wooden handle with a
    block of steel bristles)."""
    if kind == "wire":  # lying on its side: the steel bristles stick out sideways from the wooden back
        parts = plate(
            [
                (-L / 2, -L * 0.02),
                (L * 0.05, -L * 0.03),
                (L / 2, -L * 0.03),
                (L / 2, L * 0.04),
                (-L / 2, L * 0.03),
            ],
            0.0,
            L * 0.05,
            "wood",
        )
        for i in range(22):
            for j in range(2):
                x = L * 0.07 + i * L * 0.019
                z = L * 0.012 + j * L * 0.024
                parts += block(x, x + L * 0.007, -L * 0.1, -L * 0.03, z, z + L * 0.008, "steel")
        return parts
    if kind == "sash":
        return _sash_brush(L)
    if kind == "foam":
        parts = turned([(-L / 2, L * 0.025), (L * 0.05, L * 0.025)], L * 0.025, "wood", 10)
        parts += plate(
            [(L * 0.05, -L * 0.12), (L / 2, -L * 0.12), (L / 2, L * 0.12), (L * 0.05, L * 0.12)],
            0.0,
            L * 0.05,
            (40, 40, 40),
        )
        return parts
    hl = L * {"paint": 0.5, "wall": 0.45, "finishing": 0.55, "glue": 0.55}[kind]
    bw = L * {"paint": 0.2, "wall": 0.4, "finishing": 0.18, "glue": 0.14}[kind]
    th = bw * 0.22
    handle = {"paint": "wood", "wall": acc, "finishing": "dark_wood", "glue": "steel"}[kind]
    if kind == "finishing":
        parts = turned(
            [(-L / 2, L * 0.025), (-L / 2 + hl * 0.6, L * 0.03), (-L / 2 + hl, L * 0.035)], th, handle, 12
        )
    else:
        parts = plate(rounded_rect(-L / 2, -L / 2 + hl, -bw * 0.2, bw * 0.2, bw * 0.1), 0.0, th * 1.6, handle)
    x0 = -L / 2 + hl
    parts += plate(rounded_rect(x0, x0 + L * 0.1, -bw * 0.52, bw * 0.52, bw * 0.05), 0.0, th * 2, "chrome")
    bristle = (215, 190, 140) if kind != "wall" else (230, 230, 225)
    parts += plate(
        [(x0 + L * 0.1, -bw / 2), (L / 2, -bw * 0.48), (L / 2, bw * 0.48), (x0 + L * 0.1, bw / 2)],
        0.0,
        th * 1.8,
        bristle,
    )
    return parts


def _sash_brush(L) -> list:
    """Angled sash brush: a long slender round wooden handle like a pencil, swelling a little
    to a chrome ferrule, and a slim block of bristles whose tip is cut at a clear slant (about
    35 degrees off square, the long side over half the short side longer), thinning to the tip."""
    bw = L * 0.18
    x0 = -L / 2 + L * 0.56  # the ferrule
    x1 = x0 + L * 0.1  # the bristles
    z = bw * 0.2
    parts = turned([(-L / 2, L * 0.012), (-L / 2 + L * 0.012, L * 0.019), (-L / 2 + L * 0.3, L * 0.021),
                    (x0 - L * 0.08, L * 0.019), (x0 + 0.002, L * 0.03)], z, SASH_HANDLE, 12)
    parts += plate(rounded_rect(x0, x1, -bw * 0.52, bw * 0.52, bw * 0.12), z - bw * 0.19, bw * 0.38, "chrome")
    dx = bw * 0.7  # the slant of the cut
    for k, (lo, hi) in enumerate(((-0.09, 0.09), (-0.17, 0.17))):
        back = L * 0.06 * k
        parts += plate([(x1, -bw / 2), (L / 2 - back, -bw / 2), (L / 2 - dx - back, bw / 2), (x1, bw / 2)],
                       z + bw * lo, bw * (hi - lo), SASH_BRISTLE)
    return parts


def roller(L, name, acc, kind="paint"):
    """Rollers: paint (a cage frame holding a fluffy roller cover, a handle), lint (a sticky
    paper roll on a handle); the glue roller is ``glue_spreaders.glue_roller``."""
    rl = L * {"paint": 0.5, "lint": 0.45}[kind]
    R = L * 0.1
    hx = -L / 2 + L * 0.4
    parts = grip(-L / 2, hx, L * 0.04, R, acc)
    if kind == "paint":
        parts += path(
            [
                (hx, 0.0, R),
                (hx + L * 0.08, 0.0, R),
                (hx + L * 0.1, -rl * 0.55, R),
                (L / 2 - L * 0.02, -rl * 0.55, R),
            ],
            L * 0.01,
            "chrome",
        )
        parts += turned([(-rl / 2, R), (rl / 2, R)], R, (235, 235, 230), 20, axis="y", x=L / 2 - R - L * 0.02)
        return parts
    parts += path([(hx, 0.0, R), (hx + L * 0.08, -rl * 0.55, R)], L * 0.01, "chrome")
    parts += turned(
        [(-rl / 2, R), (rl / 2, R)],
        R,
        "white",
        20,
        axis="y",
        x=hx + L * 0.08 + R,
    )
    return parts


def cartridge_gun(L, name, acc, kind="caulk"):
    """Caulk gun (an open cradle holding a white cartridge with a nozzle, a trigger grip and
    a plunger rod out of the back), grease gun (a closed barrel with a pump lever and a bent
    delivery pipe)."""
    r = L * 0.07
    z = r * 1.1
    if kind == "caulk":
        x0, x1 = -L * 0.25, L * 0.35
        parts = plate([(x0, -r * 1.05), (x1, -r * 1.05), (x1, -r * 0.95), (x0, -r * 0.95)], 0.0, z, "chrome")
        parts += plate([(x0, r * 0.95), (x1, r * 0.95), (x1, r * 1.05), (x0, r * 1.05)], 0.0, z, "chrome")
        parts += turned(
            [(x0 + 0.003, r * 0.9), (x1, r * 0.9), (x1 + L * 0.03, r * 0.4), (L / 2, r * 0.1)], z, "white", 18
        )
        parts += block(x0 - L * 0.03, x0, -r * 1.1, r * 1.1, 0.0, z * 2, acc)
        parts += plate(
            [
                (x0 - L * 0.03, -r * 0.5),
                (x0, -r * 0.5),
                (x0 - L * 0.05, -L * 0.35),
                (x0 - L * 0.1, -L * 0.34),
            ],
            z - r * 0.5,
            r,
            acc,
        )
        parts += plate(
            [(x0 + L * 0.01, -r * 0.6), (x0 + L * 0.04, -r * 0.6), (x0, -L * 0.3), (x0 - L * 0.03, -L * 0.3)],
            z - r * 0.4,
            r * 0.8,
            "chrome",
        )
        parts += turned([(-L / 2, r * 0.12), (x0, r * 0.12)], z, "chrome", 8)
        return parts
    parts = turned([(-L / 2, r), (L * 0.2, r)], z, acc, 18)
    parts += turned([(L * 0.2, r * 1.05), (L * 0.3, r * 0.6)], z, "dark_steel", 16)
    parts += path([(L * 0.3, 0.0, z), (L / 2, 0.0, z), (L / 2, r * 2.5, z)], r * 0.18, "chrome")
    parts += plate(
        [(L * 0.22, r * 0.5), (L * 0.28, r * 0.5), (L * 0.1, L * 0.4), (L * 0.05, L * 0.38)],
        z,
        r * 0.4,
        "dark_steel",
    )
    parts += turned([(-L / 2 - L * 0.06, r * 0.15), (-L / 2, r * 0.15)], z, "chrome", 8)
    return parts


def _hull(points):
    import trimesh

    return trimesh.convex.convex_hull(points)


def sanding(L, name, acc, kind="block"):
    """Sanding block (a dark rubber block with a rounded hump of a grip, a tan sheet of
    sandpaper wrapped under it and up its ends, clamped on top at both ends by steel jaws),
    sanding sponge (``_sanding_sponge``), applicator pad (a lambswool pad on a block)."""
    if kind == "block":
        return _sanding_block(L)
    if kind == "sponge":
        return _sanding_sponge(L)
    w = L * 0.55
    parts = plate(rounded_rect(-L / 2, L / 2, -w / 2, w / 2, w * 0.3), 0.0, w * 0.2, (240, 236, 220))
    parts += plate(rounded_rect(-L * 0.35, L * 0.35, -w * 0.35, w * 0.35, w * 0.2), w * 0.2, w * 0.15, acc)
    return parts


def _sanding_block(L):
    w, hb, t = L * 0.5, L * 0.17, L * 0.014
    body = (52, 54, 60)
    parts = block(-L / 2 + t, L / 2 - t, -w / 2, w / 2, t, hb, body)
    parts += block(-L / 2, L / 2, -w / 2, w / 2, 0.0, t, PAPER)  # the sheet under the block
    for s in (-1, 1):  # up each end and over the top, under a steel clamp jaw
        parts += block(min(s * L / 2, s * (L / 2 - t)), max(s * L / 2, s * (L / 2 - t)), -w / 2, w / 2, t,
                       hb + t, PAPER)
        x0, x1 = sorted((s * (L / 2 - t), s * L * 0.3))
        parts += block(x0, x1, -w / 2, w / 2, hb, hb + t, PAPER)
        x0, x1 = sorted((s * L * 0.33, s * L * 0.42))
        parts += block(x0, x1, -w * 0.47, w * 0.47, hb + t, hb + t + L * 0.035, "dark_steel")
        for y in (-w * 0.3, w * 0.3):  # the clamp screws
            parts += turned([(hb + t + L * 0.035, L * 0.018), (hb + t + L * 0.05, L * 0.014)], 0.0,
                            "chrome", 10, axis="z", x=(x0 + x1) / 2, y=y)
    n = 12  # the grip: a rounded hump along the block
    hump = [(-L * 0.3 + L * 0.6 * i / n, hb + L * 0.26 * math.sin(math.pi * i / n) ** 0.7)
            for i in range(n + 1)]
    parts += side([(-L * 0.3, hb - t)] + hump[1:-1] + [(L * 0.3, hb - t)], -w * 0.36, w * 0.36, body)
    return parts


def _sanding_sponge(L):
    """A soft foam sanding sponge (about a quarter as tall as long): cream foam, its four
    long edges cut in wide bevels, coated on its top, bottom, sides and all four bevels in blue-grey
    grit speckled with light and dark grains; its ends are cut on a slant, so the bare foam core
    shows at both ends inside a thin rim of grit; its top and sides swell a little in the middle
    (soft, not a rigid block: a sanding block is a dark rubber block with a tan paper sheet
    clamped round it and a grip hump on top)."""
    w, h, b = L * 0.6, L * 0.28, L * 0.085
    y, k, g = w / 2, 0.35, L * 0.006  # half width, the ends' slant (x per z), the grit's thickness
    xs = L / 2 - k * h  # the top's end

    def section(e):  # the bevelled section (y, z) grown by e, each bevel slightly rounded out
        pts = []
        for sy in (-1, 1):
            for z0, sz in ((0.0, 1), (h, -1)):
                pts += [
                    (sy * (y + e), z0 + sz * b),
                    (sy * (y - b), z0 - sz * e),
                    (sy * (y - b * 0.4 + e * 0.7), z0 + sz * (b * 0.4 - e * 0.7)),
                ]
        return pts

    def body(e, trim):  # stations along x; the middle swells, the ends slant back towards the top
        pts = []
        for fx in (-1.0, -0.5, 0.0, 0.5, 1.0):
            swell = 1 - fx * fx
            for py, pz in section(e):
                zz = max(pz * (1 + 0.05 * swell), 0.0)
                px = fx * (L / 2 - k * zz - trim) if abs(fx) == 1.0 else fx * xs
                pts.append((px, py * (1 + 0.03 * swell), zz))
        return pts

    parts = [(_hull(body(0.0, 0.0)), FOAM)]
    parts.append((_hull(body(g, L * 0.006)), GRIT))
    rng = np.random.default_rng(7)  # the grit's speckle: light and dark grains over the top
    d = L * 0.008
    for n in range(240):
        px, py = rng.uniform(-xs + L * 0.02, xs - L * 0.02), rng.uniform(-y + b + d, y - b - d)
        top = float(np.interp(abs(px), [0.0, xs / 2, xs], [1.05 * h, 1.0375 * h, h])) + g
        col = (196, 204, 214) if n % 2 else (34, 40, 52)
        parts += block(px - d / 2, px + d / 2, py - d / 2, py + d / 2, top - g * 1.5, top + g * 0.5, col)
    return parts


def deburr(L, name, acc):
    """Deburring tool: a pen handle with a swivelling hooked blade."""
    r = L * 0.06
    parts = turned([(-L / 2, r * 0.8), (-L * 0.3, r), (L * 0.15, r), (L * 0.22, r * 0.5)], r, acc, 14)
    parts += turned([(L * 0.22, r * 0.2), (L * 0.4, r * 0.18)], r, "chrome", 8)
    pts = [
        (L * 0.4 + L * 0.08 * math.sin(a), L * 0.08 * (1 - math.cos(a)), r)
        for a in [i * 0.35 for i in range(8)]
    ]
    parts += path(pts, r * 0.16, "chrome", 6)
    return parts


def chipping_hammer(L, name, acc):
    """Welder's chipping hammer: a long steel head across the handle's end, a cone tapering
    to a sharp point on one side and a flat chisel wedge on the other, on a handle of open
    coiled spring wire round a steel shank."""
    s = L * 0.05  # half the head's square section; its axis height
    hx = L / 2 - s
    rc, rw, turns = L * 0.038, L * 0.012, 15  # the coil's radius, its wire's, its turns
    x0, x1 = -L / 2 + rw, hx - s * 0.6
    n = turns * 12
    turn = [2 * math.pi * k / 12 for k in range(n + 1)]
    pts = [(x0 + (x1 - x0) * k / n, rc * math.sin(a), s + rc * math.cos(a)) for k, a in enumerate(turn)]
    parts = path(pts, rw, "chrome", sections=8)
    parts += bar([-L / 2 + L * 0.02, 0.0, s], [hx, 0.0, s], L * 0.014, "dark_steel")
    parts += block(hx - s, hx + s, -L * 0.09, L * 0.09, 0.0, 2 * s, "dark_steel")
    pick = [(L * 0.09 - 0.001, s * 1.05), (L * 0.13, s * 0.85), (L * 0.31, L * 0.002)]
    parts += turned(pick, s, "steel", 10, axis="y", x=hx)
    wedge = side([(0.0, 0.0), (L * 0.21, s * 0.85), (L * 0.21, s * 1.15), (0.0, 2 * s)], -s * 1.2,
                 s * 1.2, "steel")
    parts += placed(wedge, -math.pi / 2, hx, -L * 0.09 + 0.001)
    return parts


SCRUB_BODY = (40, 110, 200)  # a scrub brush's blue plastic block
SCRUB_BRISTLE = (238, 236, 226)  # its stiff off-white bristles
SCRUB_GROOVE = (24, 64, 130)  # the darker grip groove round its sides


def scrub_brush(L, name, acc):
    """Scrub brush. A hand or grout brush lies on its flat back with its bristles up: a blue
    plastic block shaped like an iron (square heel, sides running straight, then tapering to a
    pointed nose), a darker grip groove round its sides, and its whole top a dense bed of short,
    stiff off-white bristle tufts in rows, the blue showing between them, following the block's
    outline (a wire brush has a long wooden handle and a small patch of steel wire; a paint
    brush a flat tuft at the end of a handle). A deck brush's block is a plain wide rectangle
    with a pole socket out of its heel."""
    deck = "deck" in name
    hw = L * (0.2 if deck else 0.15 if "grout" not in name else 0.12)  # half the block's width
    d = L * 0.12  # the block's depth
    bl = L * 0.09  # the bristles' length

    def half(x):  # the block's half width at x
        return hw if x < L * 0.2 or deck else hw * max(0.0, (L * 0.5 - x) / (L * 0.3))

    outline = [(-L / 2, -hw * 0.85), (-L * 0.47, -hw), (L * 0.2, -hw), (L * 0.5, 0.0), (L * 0.2, hw),
               (-L * 0.47, hw), (-L / 2, hw * 0.85)]
    if deck:  # a deck brush's block is a plain long rectangle
        outline = rounded_rect(-L / 2, L / 2, -hw, hw, L * 0.03)
    parts = plate(outline, 0.0, d, SCRUB_BODY)
    groove = [(x * 1.01 + (0.002 if x > 0 else -0.002), y * 1.06) for x, y in outline]
    parts += plate(groove, d * 0.35, d * 0.25, SCRUB_GROOVE)
    t, pitch = L * 0.024, L * 0.038  # a tuft's side and the tufts' spacing
    x = -L / 2 + L * 0.03
    while x + t < L * 0.5:
        lim = min(half(x), half(x + t)) - L * 0.012
        n = int((2 * lim - t) // pitch) + 1 if lim > t / 2 else 0
        for j in range(n):
            y = -(n - 1) * pitch / 2 + j * pitch
            parts += block(x, x + t, y - t / 2, y + t / 2, d - 0.0005, d + bl, SCRUB_BRISTLE)
        x += pitch
    if deck:  # the threaded pole socket out of the heel
        parts += turned([(-L / 2 - L * 0.07, L * 0.035), (-L / 2 + 1e-3, L * 0.045)], d / 2, SCRUB_BODY, 14)
        parts += turned([(-L / 2 - L * 0.075, L * 0.028), (-L / 2 - L * 0.065, L * 0.028)], d / 2,
                        "dark_steel", 14)
    return parts


TRAY_PAINT = (70, 140, 200)  # the blue paint pooled in a tray's well


def paint_tray(L, name, acc):
    """Paint tray: a wide, flat rectangular tray with a raised rim, one end a deep well holding
    a pool of blue paint, the rest a ribbed ramp sloping up out of it with a smear of paint run
    up its lower end; grey pressed metal or black plastic (an oil drain pan is round and a
    roller has a handle)."""
    mat = "black_plastic" if "plastic" in name else "aluminium"
    w = L * 0.38  # half the tray's width
    t = L * 0.012
    h = L * 0.12  # the rim's height
    xw = -L * 0.22  # where the well ends and the ramp begins
    parts = plate(rounded_rect(-L / 2, L / 2, -w, w, L * 0.03), 0.0, t, mat)  # the floor
    for y0, y1 in ((-w, -w + t), (w - t, w)):  # the side walls with a flat rim on top
        parts += block(-L / 2, L / 2, y0, y1, 0.0, h, mat)
    parts += block(-L / 2, L / 2, -w - L * 0.03, -w + t, h, h + t, mat)
    parts += block(-L / 2, L / 2, w - t, w + L * 0.03, h, h + t, mat)
    for x0, x1 in ((-L / 2, -L / 2 + t), (L / 2 - t, L / 2)):
        parts += block(x0, x1, -w, w, 0.0, h, mat)
    parts += block(-L / 2 - L * 0.03, -L / 2 + t, -w - L * 0.03, w + L * 0.03, h, h + t, mat)  # the end lip
    # the ramp: a plate sloping from the well's floor up to near the rim at the far end
    ramp = [(xw, 0.0), (L / 2 - t, h * 0.75), (L / 2 - t, h * 0.75 + t), (xw, t)]
    parts += side(ramp, -w + t, w - t, mat)
    slope = h * 0.75 / (L / 2 - t - xw)
    for i in range(7):  # the ribs across the ramp
        x = xw + L * 0.08 + i * L * 0.07
        z = (x - xw) * slope + t
        parts += block(x, x + L * 0.02, -w * 0.85, w * 0.85, z - 0.0005, z + L * 0.012, "dark_steel")
    dp = L * 0.025  # the paint's depth in the well; it floods the ramp's foot
    xp = xw + dp / slope  # where the ramp comes up out of the pool
    parts += block(-L / 2 + t, xp, -w + t, w - t, t, t + dp, TRAY_PAINT)
    smear = [(xp - L * 0.01, t + dp), (xp + L * 0.15, t + dp + L * 0.15 * slope + 0.0008),
             (xp + L * 0.15, t + dp + L * 0.15 * slope + L * 0.006), (xp - L * 0.01, t + dp + L * 0.005)]
    parts += side(smear, -w * 0.7, w * 0.7, TRAY_PAINT)
    return parts
