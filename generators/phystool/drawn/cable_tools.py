"""Terminating cable, lying flat, jaws towards +x, handles towards -x: the crimping tool (a
short blunt head whose jaws close on three crimp nests, each nest in a broad band of its
terminal colour, red, blue and yellow, across both jaws, on long bright grips; no stripping
holes, no cutting edge, so it is not read as the wire stripper of ``pliers.py``) and the
ratcheting crimper (a compact black die head on long red handles held apart by the bright
toothed ratchet sector and its pawl, a release lever beside it, and coloured dots by the
die nests).

Every builder follows ``drawn/__init__.py``: ``builder(L, name, acc, **style)`` -> parts.
"""

from __future__ import annotations

import math

from ..parts import cyl
from .common import block, plate
from .pliers import band, handle, handle_path, rotate

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



RATCHET = (176, 182, 190)  # a ratcheting crimper's bright toothed ratchet sector
PAWL = (236, 120, 20)  # its orange ratchet release lever
DIE_HEAD = (38, 40, 44)  # its black-oxide die head


def ratchet_crimper(L, name, acc, grips=(204, 28, 30)):
    """Ratcheting crimper: a compact, deep, square black-oxide head at the front (about a
    fifth of the tool, no nose: no stripping holes or blade), a bright die insert across it
    with three dark round nests along the parting line, a big coloured dot beside each (red,
    blue, yellow); behind the head the two long red handles (black end caps) stand well apart,
    and between them, near the head, a bright fan-shaped toothed ratchet sector rises from the
    lower handle to a dark pawl on the upper one, with an orange release lever on top and a
    coil spring further back. The crimping tool has bright jaws in colour bands, nothing
    between its handles."""
    t = L * 0.05
    x1 = L / 2  # the head's front face
    xp = x1 - L * 0.2  # the head's rear pivot
    hw = L * 0.075  # the head's half-width
    parts = plate([(xp - L * 0.04, -hw * 0.8), (xp, -hw), (x1 - L * 0.02, -hw), (x1, -hw * 0.8),
                   (x1, hw * 0.8), (x1 - L * 0.02, hw), (xp, hw), (xp - L * 0.04, hw * 0.8)],
                  0.0, t, DIE_HEAD)
    g = L * 0.004  # the die's parting line
    parts += block(xp + L * 0.03, x1 - L * 0.012, -hw * 0.55, -g, t, t * 1.12, "chrome")
    parts += block(xp + L * 0.03, x1 - L * 0.012, g, hw * 0.55, t, t * 1.12, "chrome")
    nests = [(x1 - L * 0.04, L * 0.011, DIE_RED), (x1 - L * 0.085, L * 0.014, DIE_BLUE),
             (x1 - L * 0.135, L * 0.017, DIE_YELLOW)]
    for cx, r, col in nests:
        parts.append((cyl([cx, 0, t * 0.5], [cx, 0, t * 1.16], r, 16), NEST))
        parts.append((cyl([cx, hw * 0.73, t * 0.5], [cx, hw * 0.73, t * 1.16], L * 0.016, 16), col))
        parts.append((cyl([cx, -hw * 0.73, t * 0.5], [cx, -hw * 0.73, t * 1.16], L * 0.016, 16), col))
    for y in (hw * 0.55, -hw * 0.55):  # the head's two screws
        parts.append((cyl([xp + L * 0.012, y, t], [xp + L * 0.012, y, t * 1.2], L * 0.012, 12), "chrome"))
    a = math.radians(7.0)  # the handles stand apart
    for s in (1, -1):
        hp = [(xp - L * 0.02 - (xp - L * 0.02 + L / 2) * i / 9, s * L * 0.05) for i in range(10)]
        hp = rotate(hp, xp - L * 0.02, s * L * 0.05, -s * a)
        parts += handle(L, hp, t * 0.8, grips, from_f=0.34, width=0.045, steel="dark_steel", flare=1.15)
        bx, by = hp[-1]
        parts.append((cyl([bx - L * 0.05, by, t * 0.4], [bx + L * 0.01, by, t * 0.4], L * 0.046, 14),
                      "black_plastic"))
    # the ratchet sector: a toothed fan standing on the lower handle up to the upper one
    sx = xp - L * 0.16
    ylo = rotate([(sx, -L * 0.05)], xp - L * 0.02, -L * 0.05, a)[0][1]
    cx, cy = sx, ylo
    r1 = -2 * ylo - L * 0.02
    us = [math.radians(35 + 110 * i / 18) for i in range(19)]
    arc = [(cx + (r1 - (L * 0.02 if i % 2 else 0.0)) * math.cos(u),
            cy + (r1 - (L * 0.02 if i % 2 else 0.0)) * math.sin(u)) for i, u in enumerate(us)]
    parts += plate(arc + [(cx, cy)], t * 0.85, t * 0.3, RATCHET)
    parts.append((cyl([cx, cy, t * 0.8], [cx, cy, t * 1.3], L * 0.016, 12), "chrome"))
    px, py = cx, cy + r1
    yup = -ylo
    parts += block(px - L * 0.03, px + L * 0.012, py - L * 0.006, yup, t * 0.8, t * 1.3,
                   "dark_steel")  # the pawl, hung from the upper handle
    lever = [(px - L * 0.01, yup), (px + L * 0.06, yup + L * 0.045)]
    parts += plate(band(lever, L * 0.013), t * 1.3, t * 0.3, PAWL)  # the release lever
    sx = xp - L * 0.3  # a coil spring between the handles further back
    y0 = rotate([(sx, L * 0.05)], xp - L * 0.02, L * 0.05, -a)[0][1] - L * 0.02
    y1 = -y0
    parts.append((cyl([sx, y1, t * 0.4], [sx, y0, t * 0.4], L * 0.014, 10), "chrome"))
    for k in range(6):
        y = y1 + (y0 - y1) * (k + 0.5) / 6
        parts.append((cyl([sx, y - L * 0.004, t * 0.4], [sx, y + L * 0.004, t * 0.4], L * 0.02, 10),
                      "chrome"))
    return parts
