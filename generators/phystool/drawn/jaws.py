"""Scissors and the automatic wire stripper, lying flat, blades or jaws towards +x (pliers
are in ``pliers.py``, snips and shears in ``snips.py``).

Every builder follows ``drawn/__init__.py``: ``builder(L, name, acc, **style)`` -> parts.
"""

from __future__ import annotations

import math

from ..parts import cyl, ring
from .common import bar, block, plate, rounded_rect
from .pliers import band

STRIPPER_YELLOW = (240, 190, 20)  # the automatic wire stripper's yellow plastic
JAW_STEEL = (150, 154, 160)


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
    """Household scissors: large plastic loops in the brand colour, two steel blades."""
    t = L * 0.025
    rr = L * 0.12
    x_piv = -L / 2 + L * 0.45
    parts = []
    for s in (1, -1):
        cx, cy = -L / 2 + rr, s * L * 0.1
        outline = [
            (cx + rr * 1.2 * math.cos(a), cy + rr * math.sin(a))
            for a in [2 * math.pi * i / 16 for i in range(16)]
        ]
        parts += plate(outline, 0.0, t * 1.4, acc)
        parts += plate(
            [
                (cx + rr * 0.8, cy - s * rr * 0.3),
                (x_piv, s * L * 0.02),
                (x_piv, s * L * 0.005),
                (cx + rr * 0.9, cy - s * rr * 0.9),
            ][::s],
            0.0,
            t * 1.2,
            acc,
        )
    bl = L / 2 - x_piv
    w, tipw = L * 0.06, 0.006
    for s, z0 in ((1, 0.0), (-1, t * 0.9)):
        pts = [(x_piv, 0.0), (x_piv, s * w), (x_piv + bl * 0.7, s * w * 0.6), (L / 2, s * tipw)]
        pts = pts if s > 0 else list(reversed(pts))
        parts += plate(pts, z0, t * 0.9, "chrome")
    parts.append((ring([x_piv, 0, t], L * 0.02, L * 0.006, t * 2.2), "steel"))
    return parts
