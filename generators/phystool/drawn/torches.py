"""Gas torches, lying on their side: the propane torch (a hand torch head screwed onto a
disposable gas cylinder), the flame that solders a heavy cable lug or sweats a copper joint.

Every builder follows ``drawn/__init__.py``: ``builder(L, name, acc, **style)`` -> parts.
"""

from __future__ import annotations

import math

from .common import bar, block, turned

PROPANE_BLUE = (28, 84, 168)  # a propane cylinder's blue paint
MAP_YELLOW = (236, 190, 24)  # a MAP-gas cylinder's yellow paint
CYLINDER_LABEL = (236, 236, 232)  # the white band of the cylinder's label
BURNER = (150, 152, 156)  # the burner tube's dull stainless steel
NOZZLE = (60, 60, 64)  # the burner's blackened flame end


def propane_torch(L, name, acc):
    """Propane torch on its side: a long fat gas cylinder (blue, yellow for MAP gas) with a
    domed shoulder and a white label band, a brass valve body screwed onto its neck with a
    black control knob standing off it (a black trigger block with a yellow button standing
    up off the valve of a self-igniting torch), and a long thin steel burner tube running on
    from the valve along the axis to a flared, blackened flame nozzle: a fat can with a pipe
    out of its top. The cylinder is over half the length and over five times as thick as the
    burner tube (a spray can has a cap, not a tube; a soldering iron is a slim grip on a thin
    rod)."""
    R = L * 0.145  # the cylinder's radius (a 1-lb cylinder is about 10 cm across)
    x0, x1 = -L / 2, L * 0.06  # the cylinder's base and shoulder
    col = MAP_YELLOW if "map" in name else PROPANE_BLUE
    can = [(x0, R * 0.92), (x0 + L * 0.01, R), (x1 - R * 0.35, R), (x1 - R * 0.1, R * 0.82),
           (x1, R * 0.55), (x1 + L * 0.02, R * 0.3)]
    parts = turned(can, R, col, 28)
    parts += turned([(x0 + L * 0.2, R * 1.01), (x0 + L * 0.36, R * 1.01)], R, CYLINDER_LABEL, 28)
    parts += turned([(x0 - L * 0.005, R * 0.85), (x0 + L * 0.012, R * 0.85)], R, "dark_steel", 28)
    # the brass valve body on the neck, and the burner tube out of its front
    xv = x1 + L * 0.02
    parts += turned([(xv, R * 0.34), (xv + L * 0.08, R * 0.34), (xv + L * 0.1, R * 0.24)], R, "brass", 18)
    xb = xv + L * 0.1
    parts += turned([(xb, R * 0.15), (L / 2 - L * 0.07, R * 0.14)], R, BURNER, 14)
    nozzle = [(L / 2 - L * 0.07, R * 0.19), (L / 2 - L * 0.01, R * 0.25), (L / 2, R * 0.25)]
    parts += turned(nozzle, R, NOZZLE, 16)
    if "self-igniting" in name:  # a black trigger block standing up off the valve, a yellow button
        parts += block(xv + L * 0.01, xv + L * 0.1, -R * 0.35, R * 0.35, R * 1.25, R * 1.9, "black_plastic")
        parts += block(xv + L * 0.02, xv + L * 0.05, -R * 0.2, R * 0.2, R * 1.9, R * 2.1, MAP_YELLOW)
    else:  # the control knob: a black ribbed wheel standing off the valve's side
        yk = R * 0.32
        parts += bar([xv + L * 0.045, yk, R], [xv + L * 0.045, yk + R * 0.25, R], R * 0.07, "brass", 10)
        parts += turned([(yk + R * 0.25, R * 0.34), (yk + R * 0.42, R * 0.34)], R, "black_plastic", 16,
                        axis="y", x=xv + L * 0.045)
        for i in range(8):  # its ribs
            a = 2 * math.pi * i / 8
            cx, cz = xv + L * 0.045 + R * 0.34 * math.cos(a), R + R * 0.34 * math.sin(a)
            parts += block(cx - R * 0.035, cx + R * 0.035, yk + R * 0.25, yk + R * 0.42, cz - R * 0.035,
                           cz + R * 0.035, "black_plastic")
    return parts
