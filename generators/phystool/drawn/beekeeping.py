"""Beekeeping hand tools: the hive tool (a flat steel pry bar painted red in the middle, a
bevelled blade at one end and a short scraper lip bent up at the other, a nail slot) and the
bee brush (a wooden handle whose front half carries a long fringe of soft yellow bristles
standing out to one side).

Every builder follows ``drawn/__init__.py``: ``builder(L, name, acc, **style)`` -> parts.
"""

from __future__ import annotations

import math

from ..parts import box
from ..shapes import extrude
from .common import block, grip, plate

HIVE_RED = (214, 52, 34)  # the hive tool's red-painted middle
HIVE_STEEL = (206, 210, 216)  # its bright bare steel ends
HIVE_SLOT = (30, 30, 34)  # the dark nail slot through it

BEE_HANDLE = (196, 150, 96)  # the bee brush's varnished wooden handle
BEE_BRISTLE = (236, 210, 120)  # its long soft yellow bristles


def hive_tool(L, name, acc):
    """Hive tool lying flat: a flat steel bar about a seventh of its length wide, red paint
    over its middle, bare bright steel at both ends: at the front (+x) a wide bevelled blade
    (flared, thinning to an edge), at the back a short lip bent straight up (the scraper), and
    a dark oval nail slot through the bar near the lip."""
    w = L * 0.075  # half the bar's width
    t = L * 0.014  # its thickness
    x0, x1 = -L / 2 + t, L / 2
    xb = L / 2 - L * 0.2  # where the blade's bare steel starts
    xr = -L / 2 + L * 0.2  # and the back end's
    parts = block(xr, xb, -w, w, 0.0, t, HIVE_RED)
    parts += block(x0, xr, -w, w, 0.0, t * 0.98, HIVE_STEEL)
    # the front blade: flaring a little wider, bevelled down to its edge
    blade = [(xb, -w), (x1 - L * 0.03, -w * 1.15), (x1, -w * 1.1), (x1, w * 1.1), (x1 - L * 0.03, w * 1.15),
             (xb, w)]
    parts += plate(blade, 0.0, t * 0.5, HIVE_STEEL)
    bevel = [(xb, -w), (x1 - L * 0.09, -w * 1.08), (x1 - L * 0.09, w * 1.08), (xb, w)]
    parts += plate(bevel, t * 0.5, t * 0.48, HIVE_STEEL)
    # the back lip, bent straight up
    parts += block(-L / 2, x0, -w * 1.05, w * 1.05, 0.0, L * 0.11, HIVE_STEEL)
    # the nail slot near the lip: a dark oval let into the bar's face
    n = 16
    angs = [2 * math.pi * k / n for k in range(n)]
    slot = [(xr - L * 0.06 + L * 0.05 * math.cos(a), w * 0.35 * math.sin(a)) for a in angs]
    parts += [(extrude(slot, t * 0.9, t * 1.05), HIVE_SLOT)]
    return parts


def bee_brush(L, name, acc):
    """Bee brush lying flat: a long slim wooden handle (-x) running on into a flat wooden back
    along the front half, and set in that back a long fringe of soft yellow bristles, two
    staggered rows of tufts standing out flat to one side (+y), fanning a little, much longer
    than the back is wide."""
    rh = L * 0.022
    parts = grip(-L / 2, -L * 0.02, rh, rh, BEE_HANDLE, flare=1.05)
    xb0, xb1 = -L * 0.04, L / 2
    wb = L * 0.035  # the back's half-width
    parts += block(xb0, xb1, -wb, wb, 0.0, rh * 1.6, BEE_HANDLE)
    lb = L * 0.26  # the bristles' length
    n = 24
    for row, dz in ((0, 0.0), (1, rh * 0.7)):
        for k in range(n):
            x = xb0 + L * 0.02 + (xb1 - xb0 - L * 0.04) * (k + 0.5 * row) / n
            fan = (x - (xb0 + xb1) / 2) / (xb1 - xb0) * 0.35  # the tufts fan out a little
            tuft = box(0.0, lb, -L * 0.007, L * 0.007, 0.0, rh * 0.9)
            c, s = math.cos(math.pi / 2 - fan), math.sin(math.pi / 2 - fan)
            tuft.apply_transform([[c, -s, 0, x], [s, c, 0, wb * 0.3], [0, 0, 1, dz + rh * 0.05],
                                  [0, 0, 0, 1]])
            parts += [(tuft, BEE_BRISTLE)]
    return parts
