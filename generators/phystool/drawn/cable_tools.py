"""Terminating cable, lying flat, jaws towards +x, handles towards -x: the crimping tool (a
short blunt head whose jaws close on three crimp nests, each nest in a broad band of its
terminal colour, red, blue and yellow, across both jaws, on long bright grips; no stripping
holes, no cutting edge, so it is not read as the wire stripper of ``pliers.py``).

Every builder follows ``drawn/__init__.py``: ``builder(L, name, acc, **style)`` -> parts.
"""

from __future__ import annotations

import math

from ..parts import cyl
from .common import plate
from .pliers import handle, handle_path, rotate

DIE_RED = (206, 32, 38)  # the crimp nests' terminal colours (22-16, 16-14, 12-10 AWG)
DIE_BLUE = (28, 84, 206)
DIE_YELLOW = (242, 202, 24)
NEST = (22, 22, 24)  # the dark round nest where the jaws meet
HEAD_STEEL = (150, 154, 160)  # a crimper's bright forged head


def crimper(L, name, acc, grips=(236, 196, 30)):
    """Crimping tool: a short, deep, blunt-nosed bright head (about a quarter of the tool,
    nearly as wide as the grips are apart), closed on three round crimp nests along the
    parting line, each sitting in a broad painted band across both jaws, red at the nose, then
    blue, then yellow by the rivet (the terminal colours a person knows it by); two long
    bowed handles with fat dipped grips (``grips``, a two-tone black end cap)."""
    t = L * 0.05
    xp = L / 2 - L * 0.27  # the rivet
    g = L * 0.003
    nests = [(L / 2 - L * 0.05, L * 0.013, DIE_RED), (L / 2 - L * 0.115, L * 0.016, DIE_BLUE),
             (L / 2 - L * 0.185, L * 0.019, DIE_YELLOW)]
    parts = []
    a = math.radians(1.0)
    for s in (1, -1):
        outer = [(xp - L * 0.05, L * 0.06), (xp + L * 0.02, L * 0.085), (L / 2 - L * 0.03, L * 0.08),
                 (L / 2, L * 0.05), (L / 2, g)]
        inner = []
        for cx, r, _ in nests:  # half-round nests in the parting line: round holes when closed
            inner += [(cx + r * math.cos(math.pi * j / 8), g + r * math.sin(math.pi * j / 8))
                      for j in range(9)]
        jaw = outer + inner + [(xp - L * 0.05, g)]
        jaw = [(x, s * y) for x, y in jaw]
        parts += plate(rotate(jaw if s > 0 else jaw[::-1], xp, 0.0, s * a), 0.0, t, HEAD_STEEL)
        for cx, r, col in nests:  # the painted band round each nest, across the jaw's face
            w = r + L * 0.012
            band_pts = [(cx - w, s * (g + r * 0.2)), (cx + w, s * (g + r * 0.2)), (cx + w, s * L * 0.072),
                        (cx - w, s * L * 0.072)]
            band_pts = band_pts if s > 0 else band_pts[::-1]
            parts += plate(rotate(band_pts, xp, 0.0, s * a), t, t * 0.08, col)
        hp = handle_path(L, xp, -s, L * 0.1, bow=0.015)
        parts += handle(L, rotate(hp, xp, 0.0, s * a), t * 0.8, grips, from_f=0.22, width=0.05,
                        steel="dark_steel", flare=1.2)
    for cx, r, _ in nests:  # the dark nests, seen down through the closed jaws
        parts.append((cyl([cx, 0, -t * 0.02], [cx, 0, t * 1.1], r * 0.8, 16), NEST))
    parts.append((cyl([xp, 0, 0], [xp, 0, t * 1.15], L * 0.04, 20), "dark_steel"))
    parts.append((cyl([xp, 0, t * 1.15], [xp, 0, t * 1.35], L * 0.018, 14), "chrome"))
    return parts

