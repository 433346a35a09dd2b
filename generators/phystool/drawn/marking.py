"""Marking out sheet goods: the drywall T-square, lying flat.

Every builder follows ``drawn/__init__.py``: ``builder(L, name, acc, **style)`` -> parts.
"""

from __future__ import annotations

from .common import block, plate

T_BLADE = (198, 202, 208)  # the T-square's bright aluminium blade
T_HEAD = (150, 156, 164)  # its thicker, duller head
T_TICK = (24, 24, 26)  # the black graduations printed along the blade


def t_square(L, name, acc):
    """Drywall T-square lying flat: a long straight aluminium blade (the whole length along x,
    about 1/25 of it wide) with black inch graduations printed along both edges and every
    twelfth tick longer, and at its -x end a stout head across it, centred on the blade and
    standing proud of it (over a third of the length across), so that from above it is a
    capital T (a framing square is an L, a level a thick bar with vials)."""
    w = L * 0.04  # the blade's width
    t = L * 0.0035
    hw, hl, ht = L * 0.035, L * 0.19, L * 0.018  # the head's width along x, half length, height
    x0 = -L / 2
    parts = block(x0 + hw * 0.5, L / 2, -w / 2, w / 2, 0.0, t, T_BLADE)
    parts += plate([(x0, -hl), (x0 + hw, -hl), (x0 + hw, hl), (x0, hl)], 0.0, ht, T_HEAD)
    parts += block(x0 + hw, x0 + hw * 1.8, -w * 0.7, w * 0.7, 0.0, ht * 0.5, T_HEAD)  # the rivet plate
    n = 48
    for i in range(1, n + 1):  # an inch tick each side, every twelfth (a foot) longer
        x = x0 + hw + (L / 2 - x0 - hw) * i / (n + 0.5)
        d = w * (0.45 if i % 12 == 0 else 0.22 if i % 2 == 0 else 0.15)
        for y0, y1 in ((-w / 2, -w / 2 + d), (w / 2 - d, w / 2)):
            parts += block(x - L * 0.0012, x + L * 0.0012, y0, y1, t, t * 1.3, T_TICK)
    for y in (-hl * 0.55, hl * 0.55):  # two rivets through the head
        parts += block(x0 + hw * 0.35, x0 + hw * 0.65, y - hw * 0.15, y + hw * 0.15, ht, ht * 1.1, T_TICK)
    return parts
