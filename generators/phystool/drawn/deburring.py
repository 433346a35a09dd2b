"""Taking a burr or a rough edge off metal: the needle file set (a row of small files with
coloured grips) and the die grinder (a slim air motor holding a carbide burr), both lying flat
with the working end towards +x (the sandpaper sheet is in ``abrasives.py``).

Every builder follows ``drawn/__init__.py``: ``builder(L, name, acc, **style)`` -> parts.
"""

from __future__ import annotations

import math
import re

from .common import bar, block, half_section, path, plate, side, turned

NEEDLE_STEEL = (96, 100, 108)  # a needle file's dark cut steel
NEEDLE_GRIPS = [(214, 40, 36), (38, 96, 200), (236, 196, 30), (40, 150, 70), (236, 120, 30), (120, 60, 160)]


def needle_file_set(L, name, acc):
    """Needle file set lying flat: six (or ten, or twelve) slender files side by side, each a
    thin knurled steel handle dipped in a coloured plastic grip at its butt (red, blue,
    yellow, green, orange, purple) and a short dark toothed blade tapering to a point:
    flat, half-round, round, square, three-square and knife sections in turn (one file has one
    blade and a wooden handle; a screwdriver set has tips, not toothed points)."""
    m = re.search(r"(\d+)-piece", name)
    n = int(m.group(1)) if m else 6
    pitch = L * (0.075 if n <= 6 else 0.058)
    r = L * 0.018  # the handle's radius (3 mm on a 160 mm file)
    z = L * 0.028  # the files' axis
    xb = -L * 0.08  # where the blade starts
    parts = []
    for i in range(n):
        y = (i - (n - 1) / 2) * pitch
        dx = (i % 2) * L * 0.03  # staggered, as they lie out of the wallet
        x0, x1 = -L / 2 + dx, L / 2 - L * 0.03 + dx
        grip = NEEDLE_GRIPS[i % len(NEEDLE_GRIPS)]
        parts += turned(
            [(x0, r * 1.25), (x0 + L * 0.02, r * 1.45), (x0 + L * 0.2, r * 1.45), (x0 + L * 0.23, r * 1.1)],
            z,
            grip,
            12,
            y=y,
        )
        parts += turned([(x0 + L * 0.23 - 0.0005, r), (xb + dx, r * 1.05)], z, "steel", 12, y=y)
        for k in range(5):  # the knurl: dark rings round the steel handle
            xk = x0 + L * 0.26 + k * L * 0.03
            parts += turned([(xk, r * 1.07), (xk + L * 0.012, r * 1.07)], z, NEEDLE_STEEL, 12, y=y)
        parts += _needle_blade(i % 6, xb + dx - 0.0005, x1 + L * 0.03 * 0, y, z, r)
    return parts


def _needle_blade(kind, x0, x1, y, z, r):
    """One needle file's blade from x0 to its point at x1, of section kind 0-5: flat,
    half-round, round, square, three-square, knife; dark steel with teeth across it."""
    mat = NEEDLE_STEEL
    if kind == 0:  # flat
        w0, w1, t = r * 1.5, r * 0.55, r * 0.7
        parts = plate([(x0, y - w0), (x1, y - w1), (x1, y + w1), (x0, y + w0)], z - t / 2, t, mat)
    elif kind == 1:  # half-round, flat side down
        parts = [
            (
                half_section(x0, x1, r * 1.4, r * 0.4, r * 0.9, r * 0.3, z - r * 0.4).apply_translation(
                    [0.0, y, 0.0]
                ),
                mat,
            )
        ]
    elif kind == 2:  # round
        parts = turned([(x0, r * 0.95), (x1 - r, r * 0.3), (x1, r * 0.1)], z, mat, 12, y=y)
    elif kind in (3, 4):  # square, three-square: a lathe of 4 or 3 sides
        parts = turned([(x0, r * 1.2), (x1 - r, r * 0.35), (x1, r * 0.1)], z, mat, 4 if kind == 3 else 3, y=y)
    else:  # knife: a thin wedge, deep in the middle
        w0, w1, t = r * 1.6, r * 0.5, r * 0.45
        parts = plate([(x0, y - w0), (x1, y - w1 * 0.2), (x1, y + w1), (x0, y + w0 * 0.6)], z - t / 2, t, mat)
    for k in range(8):  # the teeth: fine dark cuts across the blade's top
        xk = x0 + (x1 - x0) * (0.06 + k * 0.1)
        wk = r * (1.2 - 0.8 * k / 8)
        parts += block(
            xk,
            xk + r * 0.25,
            y - wk * 0.7,
            y + wk * 0.7,
            z + r * 0.25,
            z + r * (0.9 - 0.55 * k / 8),
            (52, 54, 58),
        )
    return parts


BURR = (214, 218, 226)  # the carbide burr's bright ground head
BURR_FLUTE = (70, 72, 78)  # its cut flutes
GRINDER_BODY = (150, 154, 160)  # a die grinder's bare alloy housing
AIR_HOSE = (236, 196, 30)  # the yellow air hose


def die_grinder(L, name, acc):
    """Die grinder lying on its side: a slim round motor housing (about a fifth of its length
    across) with a black rubber grip sleeve, a bright steel throttle lever lying along the top
    of the grip, a tapered nose ending in a hex collet nut, and in the collet a short steel
    shank with a fat, fluted carbide burr, its rounded head at +x; at the butt an air fitting
    and a stub of yellow air hose. The right-angle grinder turns its nose to the side; the
    cordless one has a plastic body in the brand's colour and a battery at the butt, no hose
    (a rotary tool is a small plastic pen; an angle grinder has a disc under a guard)."""
    r = L * 0.1
    z = r
    cordless = "cordless" in name
    body = acc if cordless else GRINDER_BODY
    xn = L * 0.22  # the nose's start
    parts = turned([(-L * 0.38, r * 0.8), (-L * 0.35, r), (xn, r), (xn + L * 0.08, r * 0.62)], z, body, 20)
    if not cordless:
        parts += turned([(-L * 0.3, r * 1.06), (L * 0.12, r * 1.06)], z, "rubber", 20)  # the grip sleeve
        for k in range(6):  # its ribs
            xk = -L * 0.27 + k * L * 0.065
            parts += turned([(xk, r * 1.1), (xk + L * 0.015, r * 1.1)], z, "rubber", 20)
        # the paddle throttle lever along the top: a wide bright plate hinged at the front,
        # rising clear of the grip towards the back, its red safety latch at the butt
        lever = [(L * 0.13, z + r * 1.1), (L * 0.13, z + r * 1.3), (-L * 0.3, z + r * 1.75),
                 (-L * 0.3, z + r * 1.55)]
        parts += side(lever, -r * 0.45, r * 0.45, "steel")
        parts += block(L * 0.1, L * 0.16, -r * 0.3, r * 0.3, z + r * 0.9, z + r * 1.3, "chrome")
        parts += block(-L * 0.33, -L * 0.28, -r * 0.25, r * 0.25, z + r * 1.0, z + r * 1.85, (200, 40, 36))
        # the air fitting at the butt, and the yellow air hose looping round beside the tool
        parts += turned([(-L * 0.42, r * 0.42), (-L * 0.38 + 0.0005, r * 0.42)], z, "brass", 6)
        parts += turned([(-L * 0.5, r * 0.34), (-L * 0.42 + 0.0005, r * 0.34)], z, "brass", 12)
        hose = [(-L * 0.49, 0.0, z)]
        for k in range(1, 13):  # out behind the butt, round, and forward alongside the body
            a = math.pi * k / 12
            hz = r * 0.35 + z * 0.6 * (1 - k / 12)
            hose.append((-L * 0.5 - L * 0.09 * math.sin(a), -r * 1.6 * (1 - math.cos(a)), hz))
        hose += [(-L * 0.5 + L * 0.25 * k / 4, -r * 3.2 - r * 0.3 * math.sin(k), r * 0.35)
                 for k in range(1, 5)]
        parts += path(hose, r * 0.32, AIR_HOSE, sections=10)
    else:  # the battery pack at the butt, and a paddle switch under the body
        parts += block(-L / 2, -L * 0.36, -r * 1.3, r * 1.3, 0.0, z + r * 0.9, "black_plastic")
        parts += block(-L * 0.49, -L * 0.37, -r * 1.2, r * 1.2, z + r * 0.9 - 0.0005, z + r * 1.1, acc)
        parts += block(-L * 0.2, L * 0.08, -r * 0.3, r * 0.3, z + r * 0.95, z + r * 1.15, "black_plastic")
    if "right-angle" in name:  # the head turns the collet and burr out to the side (-y)
        xh = xn + L * 0.12
        parts += turned([(xn + L * 0.08 - 0.0005, r * 0.62), (xh + r * 0.5, r * 0.62)], z, "steel", 16)
        parts += turned(
            sorted([(-r * 0.5, r * 0.45), (-r * 1.2, r * 0.45)]), z, "dark_steel", 6, axis="y", x=xh
        )
        parts += turned(
            sorted([(-r * 1.2 + 0.0005, r * 0.12), (-r * 1.6, r * 0.12)]), z, "chrome", 10, axis="y", x=xh
        )
        return parts + _burr_along_y(xh, -r * 1.6, z, r)
    xc = xn + L * 0.08  # the collet nut: a hex on the nose
    parts += turned([(xc - 0.0005, r * 0.5), (xc + L * 0.06, r * 0.5)], z, "dark_steel", 6)
    parts += turned([(xc + L * 0.06 - 0.0005, r * 0.15), (xc + L * 0.1, r * 0.15)], z, "chrome", 10)
    x0 = xc + L * 0.1 - 0.0005
    parts += turned(
        [(x0, r * 0.55), (L / 2 - r * 0.3, r * 0.55), (L / 2 - r * 0.1, r * 0.4), (L / 2, r * 0.1)],
        z,
        BURR,
        16,
    )
    for k in range(6):  # the flutes: dark spirals round the burr (steps round and along it)
        a = 2 * math.pi * k / 6
        for q in range(3):
            xq = x0 + (L / 2 - r * 0.35 - x0) * (q + 0.5) / 3.2
            b = a + q * 0.5
            yq, zq = r * 0.52 * math.cos(b), z + r * 0.52 * math.sin(b)
            parts += bar(
                [xq, yq, zq],
                [xq + r * 0.28, r * 0.52 * math.cos(b + 0.5), z + r * 0.52 * math.sin(b + 0.5)],
                r * 0.06,
                BURR_FLUTE,
                6,
            )
    return parts


def _burr_along_y(x, y0, z, r):
    """A right-angle grinder's burr: from y0 out along -y, rounded at its end."""
    y1 = y0 - r * 2.2
    parts = turned(
        sorted([(y0 + 0.0005, r * 0.55), (y1 + r * 0.3, r * 0.55), (y1 + r * 0.1, r * 0.4), (y1, r * 0.1)]),
        z,
        BURR,
        16,
        axis="y",
        x=x,
    )
    for k in range(6):
        a = 2 * math.pi * k / 6
        parts += bar(
            [x + r * 0.52 * math.cos(a), y0 - r * 0.4, z + r * 0.52 * math.sin(a)],
            [x + r * 0.52 * math.cos(a + 0.5), y0 - r * 1.6, z + r * 0.52 * math.sin(a + 0.5)],
            r * 0.06,
            BURR_FLUTE,
            6,
        )
    return parts
