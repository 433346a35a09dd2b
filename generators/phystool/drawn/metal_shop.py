"""Metal shop: the shop towel (a red cotton shop rag, or a blue paper one, lying loosely
rumpled, hemmed round, a corner flipped back).

Every builder follows ``drawn/__init__.py``: ``builder(L, name, acc, **style)`` -> parts.
"""

from __future__ import annotations

import math

from .common import grid_solid

TOWEL_RED = (200, 34, 36)  # a red cotton shop towel
TOWEL_HEM = (150, 18, 24)  # its hem, a darker stitched band round the edge
PAPER_BLUE = (40, 110, 196)  # a blue paper shop towel
PAPER_EDGE = (24, 80, 160)


def _sheet(F, u0, u1, v0, v1, lift, t, mat, n, m):
    """A cloth sheet over the parameter patch [u0, u1] x [v0, v1]: F(u, v) -> (x, y, z) places
    each point; the sheet is t thick, its bottom ``lift`` above F."""
    bottom, top = [], []
    for i in range(n + 1):
        u = u0 + (u1 - u0) * i / n
        rb, rt = [], []
        for j in range(m + 1):
            v = v0 + (v1 - v0) * j / m
            x, y, zb = F(u, v)
            rb.append((x, y, zb + lift))
            rt.append((x, y, zb + lift + t))
        bottom.append(rb)
        top.append(rt)
    return [(grid_solid(bottom, top), mat)]


def shop_towel(L, name, acc):
    """A shop towel dropped on the bench: a square of red cotton (a blue paper one for the
    paper variant) lying rumpled: a soft heap and ridges, a wavering outline, one corner
    flipped back over the cloth, and a darker hem round every edge (a tray or a board has
    straight, flat sides)."""
    paper = "paper" in name
    cloth, hem = (PAPER_BLUE, PAPER_EDGE) if paper else (TOWEL_RED, TOWEL_HEM)
    a = L / 2  # half the side, in the flat
    t = L * 0.008
    amp = L * 0.05
    # the crease of the flipped corner: the line u + v = c (corner at u = v = a)
    c = a * 1.05
    k = math.sqrt(0.5)

    def flat(u, v):  # the cloth laid flat, rumpled: a wavering edge, ridges and a heap
        x = u + L * 0.02 * math.sin(3.1 * v / a + 0.4)
        y = v * 0.94 + L * 0.02 * math.sin(2.7 * u / a + 1.3)
        ridge = 0.5 + 0.5 * math.sin(2 * math.pi * (0.9 * u / a + 0.55 * v / a))
        ridge2 = 0.5 + 0.5 * math.sin(2 * math.pi * (-0.5 * u / a + 0.8 * v / a) + 1.0)
        heap = math.exp(-(((u + L * 0.08) / (L * 0.17)) ** 2 + ((v + L * 0.06) / (L * 0.15)) ** 2))
        fade = min(1.0, (a - abs(u)) / (L * 0.08), (a - abs(v)) / (L * 0.08))
        z = amp * (0.6 * ridge + 0.5 * ridge2 + 1.6 * heap) * max(fade, 0.2)
        return x, y, z

    def F(u, v):  # beyond the crease the cloth turns back over itself
        d = (u + v - c) * k
        if d <= 0:
            return flat(u, v)
        uu, vv = u - 2 * d * k, v - 2 * d * k
        x, y, z = flat(uu, vv)
        return x, y, z + 2.2 * t + min(d, L * 0.02) * 0.6

    parts = _sheet(F, -a, a, -a, a, 0.0, t, cloth, 26, 26)
    hw = L * 0.028  # the hem, a band round the edge a hair proud of the cloth
    lift = t * 0.5
    parts += _sheet(F, -a, a, -a, -a + hw, lift, t, hem, 26, 1)
    parts += _sheet(F, -a, a, a - hw, a, lift, t, hem, 26, 1)
    parts += _sheet(F, -a, -a + hw, -a + hw, a - hw, lift, t, hem, 1, 24)
    parts += _sheet(F, a - hw, a, -a + hw, a - hw, lift, t, hem, 1, 24)
    return parts
