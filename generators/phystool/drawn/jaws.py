"""Scissors and the automatic wire stripper, lying flat, blades or jaws towards +x (pliers
are in ``pliers.py``, snips and shears in ``snips.py``).

Every builder follows ``drawn/__init__.py``: ``builder(L, name, acc, **style)`` -> parts.
"""

from __future__ import annotations

import math

from ..parts import ring
from .common import bar, block, plate

STRIPPER_HANDLES = ((196, 32, 30), (240, 190, 20))  # red or yellow handle plastics
JAW_STEEL = (150, 154, 160)


def auto_stripper(L, name, acc):
    """Self-adjusting (automatic) wire stripper lying on its side, pistol-like: a long fixed
    upper handle and a squeezed lower one below it (red or yellow, black rubber inserts) in
    a narrow V that closes towards a black plastic mechanism body, and out of the body's
    front a pair of long straight steel jaws lying one over the other and standing a little
    open like a duck's bill (the gripping jaw and the stripping jaw, whose blade shows a
    V notch at its mouth), with a small wire-length stop on a rod under the lower jaw."""
    col = STRIPPER_HANDLES[1] if acc in ((240, 190, 20), (236, 120, 30)) else STRIPPER_HANDLES[0]
    t = L * 0.07
    bx0, bx1 = -L * 0.08, L * 0.1  # the mechanism body
    # the fixed upper handle: straight along the top from the butt into the body
    parts = plate([(-L / 2, L * 0.1), (bx0 + L * 0.02, L * 0.11), (bx0 + L * 0.02, L * 0.04),
                   (-L / 2, L * 0.05)], t * 0.1, t * 0.8, col)
    parts += plate([(-L / 2 + L * 0.03, L * 0.093), (bx0 - L * 0.03, L * 0.1), (bx0 - L * 0.03, L * 0.08),
                    (-L / 2 + L * 0.03, L * 0.073)], t * 0.9, L * 0.004, "rubber")
    # the squeezed lower handle: from the butt, below, rising to its pivot in the body
    lower = [(-L / 2 + L * 0.04, -L * 0.17), (bx0 + L * 0.03, -L * 0.04), (bx0 + L * 0.03, L * 0.01),
             (-L / 2 + L * 0.04, -L * 0.12)]
    parts += plate(lower, t * 0.1, t * 0.8, col)
    parts += plate([(-L / 2 + L * 0.07, -L * 0.15), (bx0 - L * 0.03, -L * 0.05),
                    (bx0 - L * 0.03, -L * 0.03), (-L / 2 + L * 0.07, -L * 0.13)], t * 0.9, L * 0.004,
                   "rubber")
    # the black mechanism body, taller than the handles, rounded at the back
    parts += plate([(bx0, -L * 0.05), (bx1, -L * 0.06), (bx1, L * 0.1), (bx0 + L * 0.03, L * 0.12),
                    (bx0, L * 0.1)], 0.0, t, "black_plastic")
    # the jaws: two long bars out of the body's front, tapering to the mouth, the upper one
    # tipped open like a duck's bill
    x1 = L / 2
    parts += plate([(bx1 - L * 0.01, -L * 0.05), (x1 - L * 0.02, -L * 0.02), (x1, -L * 0.005),
                    (x1, L * 0.005), (bx1 - L * 0.01, L * 0.012)], t * 0.15, t * 0.7, JAW_STEEL)
    parts += plate([(bx1 - L * 0.01, L * 0.02), (x1, L * 0.07), (x1, L * 0.085), (x1 - L * 0.04, L * 0.1),
                    (bx1 - L * 0.01, L * 0.105)], t * 0.15, t * 0.7, JAW_STEEL)
    parts += plate([(bx1 + L * 0.03, L * 0.03), (x1 - L * 0.03, L * 0.069), (x1 - L * 0.03, L * 0.08),
                    (bx1 + L * 0.03, L * 0.042)], t * 0.85, L * 0.003, "black_plastic")  # its grip pad
    # the stripping blade's V notch at the mouth of the lower jaw, and its grip serrations
    parts += plate([(x1 - L * 0.09, L * 0.0), (x1 - L * 0.06, -L * 0.012), (x1 - L * 0.035, L * 0.0)],
                   t * 0.85, L * 0.003, (40, 40, 44))
    for k in range(4):
        x = bx1 + L * 0.04 + k * L * 0.045
        parts += block(x, x + L * 0.012, -L * 0.01, L * 0.0, t * 0.15, t * 0.85, (60, 62, 68))
    # the wire-length stop: a rod under the lower jaw to a small red stop at the mouth
    parts += bar([bx1, -L * 0.06, t * 0.5], [x1 - L * 0.05, -L * 0.06, t * 0.5], L * 0.005, "steel", 8)
    parts += block(x1 - L * 0.07, x1 - L * 0.05, -L * 0.075, -L * 0.04, t * 0.1, t * 0.9, (200, 40, 40))
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
