"""Scissors and the automatic wire stripper, lying flat, blades or jaws towards +x (pliers
are in ``pliers.py``, snips and shears in ``snips.py``).

Every builder follows ``drawn/__init__.py``: ``builder(L, name, acc, **style)`` -> parts.
"""

from __future__ import annotations

import math

from ..parts import cyl
from .common import bar, block, oval_loop, plate, rounded_rect
from .pliers import band

STRIPPER_YELLOW = (240, 190, 20)  # the automatic wire stripper's yellow plastic
JAW_STEEL = (150, 154, 160)
SCISSORS_ORANGE = (238, 110, 20)  # the household scissors' moulded orange handles


def auto_stripper(L, name, acc):
    """Self-adjusting (automatic) wire stripper lying on its side, in yellow and black: a
    straight upper handle running into a big boxy mechanism head, a lower squeeze handle
    dropping away below it like a pistol grip (black rubber inserts on both), a red
    adjusting wheel on the head, and out of the head's front two long steel jaws standing
    open like a duck's bill: black serrated gripping pads on their inner edges behind, the
    bright V-notched stripping blades stepped out in front of them, and a wire-length stop on
    a rod under the lower jaw."""
    t = L * 0.075
    hx0, hx1, hy0, hy1 = -L * 0.1, L * 0.16, -L * 0.09, L * 0.13  # the head
    # the upper handle, straight along the top from the butt into the head
    parts = plate(band([(-L / 2, L * 0.08), (hx0 + L * 0.02, L * 0.09)], L * 0.04), t * 0.1, t * 0.8,
                  STRIPPER_YELLOW)
    parts += plate(band([(-L / 2 + L * 0.03, L * 0.085), (hx0 - L * 0.03, L * 0.092)], L * 0.022),
                   t * 0.9, L * 0.004, "rubber")
    # the squeeze handle: from its pivot low in the head, down and back like a pistol grip
    low = [(hx0 + L * 0.04, -L * 0.03), (-L * 0.25, -L * 0.14), (-L * 0.4, -L * 0.24)]
    parts += plate(band(low, L * 0.042), t * 0.1, t * 0.8, STRIPPER_YELLOW)
    parts += plate(band(low[1:], L * 0.025), t * 0.9, L * 0.004, "rubber")
    parts += plate(band([(-L * 0.4, -L * 0.24), (-L * 0.43, -L * 0.26)], L * 0.042), t * 0.1, t * 0.8,
                   STRIPPER_YELLOW)
    # the boxy head: a yellow shell round a black side panel, thicker than the handles
    parts += plate(rounded_rect(hx0, hx1, hy0, hy1, L * 0.03), 0.0, t * 1.1, STRIPPER_YELLOW)
    parts += plate(rounded_rect(hx0 + L * 0.025, hx1 - L * 0.02, hy0 + L * 0.025, hy1 - L * 0.025, L * 0.015),
                   t * 1.1, L * 0.004, "black_plastic")
    parts.append((cyl([-L * 0.02, L * 0.02, t * 1.1], [-L * 0.02, L * 0.02, t * 1.45], L * 0.04, 20),
                  (200, 36, 30)))  # the adjusting wheel
    # the jaws: long steel bars out of the head's front, opening towards the mouth
    x1 = L / 2
    upper = [(hx1 - L * 0.01, L * 0.03), (x1, L * 0.095), (x1, L * 0.135), (hx1 - L * 0.01, L * 0.12)]
    lower = [(hx1 - L * 0.01, -L * 0.08), (x1, -L * 0.06), (x1, -L * 0.015), (hx1 - L * 0.01, L * 0.01)]
    parts += plate(upper, t * 0.15, t * 0.7, JAW_STEEL)
    parts += plate(lower, t * 0.15, t * 0.7, JAW_STEEL)
    # the gripping pads along the jaws' inner edges behind, black and serrated
    for (xa, ya), (xb, yb), s in (((hx1, L * 0.03), (L * 0.36, L * 0.069), 1),
                                  ((hx1, L * 0.01), (L * 0.36, -L * 0.023), -1)):
        parts += plate([(xa, ya), (xb, yb), (xb, yb + s * L * 0.025), (xa, ya + s * L * 0.025)][:: s],
                       t * 0.85, L * 0.004, "black_plastic")
    # the stripping blades stepped out in front: bright, each with a V notch at the mouth
    for y0, s in ((L * 0.1, 1), (-L * 0.02, -1)):
        e, b = y0 - s * L * 0.005, y0 + s * L * 0.02  # the edge and the back of the blade
        blade = [(L * 0.38, e), (L * 0.42, e), (L * 0.44, y0 + s * L * 0.012), (L * 0.46, e), (x1, e),
                 (x1, b), (L * 0.38, b)]
        parts += plate(blade if s < 0 else blade[::-1], t * 0.85, t * 0.06, "chrome")
    # the wire-length stop: a rod under the lower jaw to a red stop at the mouth
    parts += bar([hx1, -L * 0.075, t * 0.5], [x1 - L * 0.05, -L * 0.075, t * 0.5], L * 0.005, "steel", 8)
    parts += block(x1 - L * 0.07, x1 - L * 0.05, -L * 0.095, -L * 0.05, t * 0.1, t * 0.9, (200, 36, 30))
    return parts


def scissors(L, name, acc):
    """Household scissors lying flat, slightly open: two broad straight steel blades about as
    long as the handles, and moulded orange plastic handles, one a small round thumb loop, the
    other a larger oval finger loop (open holes through both)."""
    t, tb = L * 0.035, L * 0.008
    xp = -L * 0.04  # the pivot
    half = math.radians(5.0)  # each blade's swing off the axis
    bl = L / 2 - xp  # pivot to tip along each blade

    def rot(pts, s):
        c, si = math.cos(s * half), math.sin(s * half)
        return [(xp + u * c - v * si, u * si + v * c) for u, v in pts]

    parts = []
    for s, z0 in ((1, t * 0.5), (-1, t * 0.5 - tb)):
        # the blade: cutting edge along its axis, a broad straight spine tapering to the point
        w0 = L * 0.085
        blade = [(-L * 0.05, 0.0), (bl * 0.97, 0.0), (bl, s * L * 0.008), (bl * 0.93, s * L * 0.03),
                 (0.0, s * w0), (-L * 0.05, s * w0 * 0.8)]
        parts += plate(rot(blade if s < 0 else blade[::-1], s), z0, tb, "chrome")
        bevel = [(L * 0.03, 0.0), (bl * 0.95, 0.0), (bl * 0.95, s * L * 0.008), (L * 0.03, s * L * 0.014)]
        parts += plate(rot(bevel if s < 0 else bevel[::-1], s), z0 + tb, L * 0.002, "steel")
        # the plastic handle: a shank from behind the pivot back to its loop, opposite the blade
        if s > 0:  # the blade swung to +y: its handle, behind the pivot, swings to -y
            cx, cy, a, b, w = -L * 0.31, -L * 0.125, L * 0.15, L * 0.075, L * 0.035  # the finger loop
        else:
            cx, cy, a, b, w = -L * 0.385, L * 0.09, L * 0.075, L * 0.065, L * 0.04  # the thumb loop
        edge_y = cy + ((b + w * 0.6) if s > 0 else -(b + w * 0.6))
        shank = [(-L * 0.02, -s * L * 0.005), (-L * 0.1, -s * L * 0.02), (cx + a * 0.35, edge_y)]
        parts += plate(band(shank, L * 0.032), 0.0, t, SCISSORS_ORANGE)
        parts += oval_loop(cx, cy, a, b, w, 0.0, t, SCISSORS_ORANGE)
    parts.append((cyl([xp, 0, t * 0.5 - tb], [xp, 0, t * 0.5 + tb * 2.5], L * 0.016, 14), "steel"))
    return parts
