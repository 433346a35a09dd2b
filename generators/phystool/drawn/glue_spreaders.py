"""Glue spreaders: the glue roller bottle (a squeeze bottle of yellow wood glue whose neck
feeds a wide ribbed roller held in a black yoke).

Every builder follows ``drawn/__init__.py``: ``builder(L, name, acc, **style)`` -> parts.
"""

from __future__ import annotations

from .common import block, turned

GLUE = (238, 196, 64)  # yellow wood glue: the bottle shows it through its amber plastic
GLUE_WET = (226, 178, 40)  # the ribbed roller, wet with glue
LABEL = (200, 40, 36)  # the bottle's red label band and cap
YOKE = "black_plastic"


def glue_roller(L, name, acc):
    """Glue roller bottle, with no handle (a roller on a handle reads as a seam roller): a fat
    squeeze bottle full of yellow glue, a red label band round it, lies along x; at its neck a
    black yoke holds a roller across it, as wide as the bottle is long, ribbed with a dozen
    rings and wet with glue."""
    rb = L * 0.15  # the bottle: about 30 mm across at L = 0.2
    x0, x1 = -L / 2, L * 0.12
    parts = turned(
        [(x0, rb * 0.9), (x0 + L * 0.02, rb), (x1 - L * 0.04, rb), (x1, rb * 0.55)]
        + [(x1 + L * 0.05, rb * 0.45)],
        rb,
        GLUE,
        24,
    )
    parts += turned([(x0 + L * 0.16, rb * 1.03), (x0 + L * 0.36, rb * 1.03)], rb, LABEL, 24)
    # the yoke: a block from the neck to the roller, two cheeks over the roller's ends
    rr = L * 0.07
    cx = L / 2 - rr
    half = L * 0.22
    parts += block(x1 + L * 0.04, cx, -L * 0.07, L * 0.07, rr * 0.6, rb * 1.3, YOKE)
    parts += block(cx - rr * 1.2, cx - rr * 0.3, -half - L * 0.02, half + L * 0.02, rr * 1.2, rb * 1.3, YOKE)
    for s in (-1, 1):
        y = s * (half + L * 0.012)
        parts += block(cx - rr * 0.8, cx + rr * 0.8, y - L * 0.012, y + L * 0.012, 0.0, rr * 1.7, YOKE)
    n = 12
    d = 2 * half / n
    prof = [(-half, rr * 0.86)]
    for i in range(n):  # each rib rises, runs and falls to a groove shared with the next
        a = -half + d * i
        prof += [(a + d * 0.2, rr), (a + d * 0.8, rr), (a + d, rr * 0.86)]
    parts += turned(prof, rr, GLUE_WET, 20, axis="y", x=cx)
    return parts
