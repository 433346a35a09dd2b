"""Tiling tools that cut ceramic tile to fit: the manual tile cutter (standing on its base,
its lever handle towards -x).

Every builder follows ``drawn/__init__.py``: ``builder(L, name, acc, **style)`` -> parts.
"""

from __future__ import annotations

from .common import bar, block, path, side, turned

CUTTER_RED = (204, 38, 32)  # a manual tile cutter's red cast end posts, carriage and fence
CUTTER_BED = (184, 188, 194)  # its grey aluminium bed
CUTTER_PAD = (34, 34, 36)  # the black rubber pads the tile lies on
CUTTER_RAIL = (222, 224, 228)  # the two chrome guide rails and the breaking bar


def tile_cutter(L, name, acc):
    """Manual tile cutter standing on its base: a long flat grey aluminium bed with two broad
    black rubber pads either side of a raised bright breaking ridge down its middle, a red
    cast post at each end holding two parallel chrome guide rails high over the bed along its
    whole length, a red carriage riding on the rails with a small scoring wheel under it, a
    long lever handle rising back from the carriage to a black grip, and a red fence square
    across the bed at the back end (a mitre saw has a blade and a motor, a paper trimmer no
    rails)."""
    hw = L * 0.14  # the bed's half-width
    hb = L * 0.03  # the bed's height
    parts = block(-L / 2 + L * 0.03, L / 2 - L * 0.03, -hw, hw, 0.0, hb, CUTTER_BED)
    for s in (-1, 1):  # the rubber pads either side of the breaking ridge
        y0, y1 = sorted((s * L * 0.018, s * (hw - L * 0.012)))
        parts += block(-L / 2 + L * 0.06, L / 2 - L * 0.06, y0, y1, hb, hb + L * 0.008, CUTTER_PAD)
    parts += block(-L / 2 + L * 0.05, L / 2 - L * 0.05, -L * 0.008, L * 0.008, hb, hb + L * 0.012,
                   CUTTER_RAIL)
    # the red end posts and the rails between them, high over the bed
    zr, hp = L * 0.13, L * 0.155
    for x in (-L / 2 + L * 0.03, L / 2 - L * 0.03):
        parts += side([(x - L * 0.03, 0.0), (x + L * 0.03, 0.0), (x + L * 0.022, hp), (x - L * 0.022, hp)],
                      -L * 0.06, L * 0.06, CUTTER_RED)
    for y in (-L * 0.03, L * 0.03):
        parts += bar([-L / 2 + L * 0.01, y, zr], [L / 2 - L * 0.01, y, zr], L * 0.011, CUTTER_RAIL, 14)
    # the carriage on the rails, its scoring wheel underneath
    xc = L * 0.12
    parts += block(xc - L * 0.05, xc + L * 0.05, -L * 0.055, L * 0.055, zr - L * 0.03, zr + L * 0.035,
                   CUTTER_RED)
    parts += turned([(-L * 0.004, L * 0.016), (L * 0.004, L * 0.016)], zr - L * 0.05, "steel", 16, axis="y",
                    x=xc + L * 0.02)
    parts += block(xc + L * 0.012, xc + L * 0.028, -L * 0.01, L * 0.01, zr - L * 0.045, zr - L * 0.03,
                   CUTTER_RED)
    # the lever handle: up and back from the carriage to a black grip
    pivot = (xc - L * 0.02, 0.0, zr + L * 0.03)
    top = (xc - L * 0.3, 0.0, zr + L * 0.17)
    parts += path([pivot, top], L * 0.014, CUTTER_RED, 12)
    gx = [top[0] + (top[0] - pivot[0]) * f for f in (0.0, 0.45)]
    gz = [top[2] + (top[2] - pivot[2]) * f for f in (0.0, 0.45)]
    parts += path([(gx[0], 0.0, gz[0]), (gx[1], 0.0, gz[1])], L * 0.024, "black_plastic", 14)
    # the fence square across the bed at the back end, reaching out to one side
    xf = -L / 2 + L * 0.09
    parts += block(xf, xf + L * 0.025, -hw - L * 0.12, hw, hb, hb + L * 0.035, CUTTER_RED)
    parts += block(xf + L * 0.005, xf + L * 0.2, -hw - L * 0.12, -hw - L * 0.09, hb, hb + L * 0.02,
                   CUTTER_RED)
    return parts

