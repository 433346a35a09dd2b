"""Loose abrasives: the sandpaper sheet, lying grit side up with its end curled over, and the
sharpening stone (a two-layer whetstone on its base).

Every builder follows ``drawn/__init__.py``: ``builder(L, name, acc, **style)`` -> parts.
"""

from __future__ import annotations

import math
import random

from .common import block, grid_solid

SHEET_GRIT = (188, 112, 62)  # garnet sandpaper's orange-tan grit face
GRIT_DARK = (128, 76, 40)  # the coarser, darker grains scattered over it
GRIT_LIGHT = (232, 196, 140)  # and the paler ones
SHEET_BACK = (238, 230, 208)  # the cream paper back
BACK_PRINT = (40, 70, 150)  # the maker's blue print on the back


def _sheet(xs_zs, y0, y1, t, m=6):
    """A thin solid following a (x, z) centre line across y0..y1, t thick (normal to the line)."""
    grids = []
    for k in (-0.5, 0.5):
        grid = []
        for i, (x, z) in enumerate(xs_zs):
            a, b = xs_zs[max(i - 1, 0)], xs_zs[min(i + 1, len(xs_zs) - 1)]
            dx, dz = b[0] - a[0], b[1] - a[1]
            n = math.hypot(dx, dz) or 1.0
            nx, nz = -dz / n, dx / n  # the normal on the grit side
            grid.append([(x + nx * k * t, y0 + (y1 - y0) * j / m, z + nz * k * t) for j in range(m + 1)])
        grids.append(grid)
    return grid_solid(*grids)


def sandpaper(L, name, acc):
    """Sandpaper sheet (a 9 x 11-in sheet, L its long side along x) lying grit side up: a thin
    orange-tan sheet flat on the table over most of its length, speckled all over with darker
    and paler grains, and its +x end curled up and over towards -x in a loose roll so that the
    cream paper back shows on the curl, printed in blue with the grit (a sanding block is a
    block under the paper, a sponge a thick soft pad)."""
    w = L * 0.82  # the sheet's width (9 in to 11 in)
    t = L * 0.004
    x0, xc = -L / 2, L * 0.22  # the flat part's back edge and where the curl starts
    rc = L * 0.085
    flat = [(x0 + (xc - x0) * i / 8, t / 2) for i in range(9)]
    parts = [(_sheet(flat, -w / 2, w / 2, t), SHEET_GRIT)]
    # the curl, grit inside and the back outside: two half-thick layers round a loose roll
    n, top = 18, math.radians(215)
    for k, mat in ((-0.25, SHEET_GRIT), (0.25, SHEET_BACK)):
        r = rc + k * t
        arc = [(xc + r * math.sin(top * i / n), rc - r * math.cos(top * i / n) + t / 2) for i in range(n + 1)]
        parts.append((_sheet(arc, -w / 2, w / 2, t / 2), mat))
    # the back's print on the top of the curl: the grit number and the maker's mark in rows
    zt = 2 * rc + t
    for j in range(5):  # short rows of print, like "120 GRIT" repeated across the back
        y = -w * 0.42 + j * w * 0.18
        for dx, ln in ((-L * 0.012, 0.1), (L * 0.008, 0.06)):
            x = xc + dx
            parts += block(x - L * 0.004, x + L * 0.004, y, y + w * ln, zt - t * 0.2, zt + t * 0.6,
                           BACK_PRINT)
    # the grains on the flat grit face
    rnd = random.Random(7)
    g = L * 0.005
    for _ in range(260):
        x = rnd.uniform(x0 + g * 2, xc - g * 2)
        y = rnd.uniform(-w / 2 + g * 2, w / 2 - g * 2)
        mat = GRIT_DARK if rnd.random() < 0.6 else GRIT_LIGHT
        parts += block(x - g / 2, x + g / 2, y - g / 2, y + g / 2, t * 0.9, t * 1.5, mat)
    return parts


STONE_COARSE = (52, 110, 200)  # a combination water stone's blue 1000-grit side, up
STONE_FINE = (236, 234, 222)  # its white 6000-grit side, under it
STONE_BASE = (206, 170, 112)  # the pale bamboo base it sits in
STONE_RUBBER = (54, 56, 60)  # the black rubber holder between stone and base
ARKANSAS = (226, 224, 214)  # a natural Arkansas stone's milky white
ARKANSAS_BOX = (112, 72, 40)  # and its dark wooden box


def sharpening_stone(L, name, acc):
    """Sharpening stone (whetstone) lying flat, L long: a combination water stone, a thick
    rectangular block of two bonded layers (a blue coarse layer on top, a white fine one under
    it, so its side shows two bands), sitting in a black rubber holder on a pale bamboo base
    longer and wider than the stone (a single-grit stone is blue or white right through); an
    Arkansas stone is one milky-white slab in a dark wooden
    box. A sanding block is a soft block under paper, sandpaper a thin sheet."""
    w, h = L * 0.34, L * 0.14  # the stone's width and thickness
    parts = []
    if "arkansas" in name:
        bw, bh = w * 1.2, h * 0.7
        parts += block(-L * 0.56, L * 0.56, -bw / 2, bw / 2, 0.0, bh, ARKANSAS_BOX)
        parts += block(-L / 2, L / 2, -w / 2, w / 2, bh * 0.5, bh * 0.5 + h * 0.8, ARKANSAS)
        return parts
    bw, bh = w * 1.7, L * 0.04
    parts += block(-L * 0.62, L * 0.62, -bw / 2, bw / 2, 0.0, bh, STONE_BASE)
    parts += block(-L * 0.53, L * 0.53, -w * 0.6, w * 0.6, bh, bh + L * 0.035, STONE_RUBBER)
    z0 = bh + L * 0.025
    lower, upper = STONE_FINE, STONE_COARSE  # a combination stone: coarse side up
    if "combination" not in name:  # one grit right through: blue coarse, white fine
        lower = upper = STONE_FINE if "6000" in name else STONE_COARSE
    parts += block(-L / 2, L / 2, -w / 2, w / 2, z0, z0 + h * 0.5, lower)
    parts += block(-L / 2, L / 2, -w / 2, w / 2, z0 + h * 0.5, z0 + h, upper)
    return parts
