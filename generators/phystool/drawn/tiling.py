"""Tiling tools that cut ceramic tile to fit: the manual tile cutter (standing on its base,
its lever handle towards -x), the wet tile saw (a diamond blade through a table over a tub
of water) and the tile nipper (carbide-tipped jaws nibbling a tile corner).

Every builder follows ``drawn/__init__.py``: ``builder(L, name, acc, **style)`` -> parts.
"""

from __future__ import annotations

import math

import numpy as np

from ..parts import cyl
from .common import bar, block, path, plate, side, transformed, turned
from .pliers import band, handle, handle_path, rotate

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



SAW_TUB = (46, 48, 52)  # a wet tile saw's dark plastic water tub
SAW_WATER = (64, 140, 214)  # the blue water in it
SAW_TABLE = (120, 124, 130)  # its grey cast table
SAW_BLADE = (226, 228, 232)  # the diamond blade's bright steel core
SAW_RIM = (30, 30, 32)  # the blade's black diamond-segment rim
SAW_HOSE = (150, 204, 236)  # the clear water line from the pump up to the blade guard


def wet_tile_saw(L, name, acc):
    """Wet tile saw standing on its tub: a wide dark plastic tub with blue water showing all
    round, a bright aluminium table over it, a round grey diamond blade (a dark segmented rim,
    no teeth) standing up through a slot in the table's middle under a brand-coloured splash
    guard on a post at its back, a rip fence along the table, and the brand-coloured motor sticking out
    of the tub's side (a table saw has no tub of water, a manual tile cutter rails and a lever,
    no blade)."""
    hx, hy, ht = L * 0.5, L * 0.3, L * 0.14  # the tub's half-length, half-width and height
    w = L * 0.025  # the tub's wall
    parts = block(-hx, hx, -hy, hy, 0.0, L * 0.02, SAW_TUB)
    parts += block(-hx, hx, -hy, -hy + w, 0.0, ht, SAW_TUB) + block(-hx, hx, hy - w, hy, 0.0, ht, SAW_TUB)
    parts += block(-hx, -hx + w, -hy, hy, 0.0, ht, SAW_TUB) + block(hx - w, hx, -hy, hy, 0.0, ht, SAW_TUB)
    parts += block(-hx + w, hx - w, -hy + w, hy - w, L * 0.02, ht * 0.9, SAW_WATER)
    # the small sliding table (the tile cart) on four posts, the wide pan of water showing round it
    tx, ty, zt = L * 0.26, L * 0.13, ht + L * 0.03
    for sx in (-1, 1):
        for sy in (-1, 1):
            parts += block(sx * tx * 0.8 - L * 0.015, sx * tx * 0.8 + L * 0.015, sy * ty * 0.7 - L * 0.015,
                           sy * ty * 0.7 + L * 0.015, ht * 0.7, zt, SAW_TUB)
    slot = L * 0.012
    for sy in (-1, 1):
        y0, y1 = sorted((sy * slot, sy * ty))
        parts += block(-tx, tx, y0, y1, zt, zt + L * 0.014, SAW_TABLE)
    # the diamond blade standing up through the slot: a grey core inside a dark segmented rim
    R, zc = L * 0.18, zt + L * 0.03
    rim = []
    for i in range(48):
        a = 2 * math.pi * i / 48
        rr = R if (i % 4) else R * 0.965  # the gullets between the diamond segments
        rim.append((rr * math.cos(a), zc + rr * math.sin(a)))
    blade = side(rim, -L * 0.004, L * 0.004, SAW_RIM)
    core = [(R * 0.86 * math.cos(2 * math.pi * i / 40), zc + R * 0.86 * math.sin(2 * math.pi * i / 40))
            for i in range(40)]
    blade += side(core, -L * 0.0055, L * 0.0055, SAW_BLADE)
    blade += turned([(-L * 0.012, L * 0.025), (L * 0.012, L * 0.025)], zc, "steel", 16, axis="y")
    # the hood over the blade's top and its arm from the back of the tub
    hood = [((R * 1.12) * math.cos(math.radians(a)), zc + (R * 1.12) * math.sin(math.radians(a)))
            for a in range(100, 171, 10)]
    hood += [((R * 1.02) * math.cos(math.radians(a)), zc + (R * 1.02) * math.sin(math.radians(a)))
             for a in range(170, 99, -10)]
    blade += side(hood, -L * 0.03, L * 0.03, acc)  # a splash guard over the blade's back, its face bare
    blade += block(-R * 1.1, -R * 1.0, -L * 0.012, L * 0.012, zt, zc + R * 0.3, "dark_steel")  # its post
    # the head is set to a 20-degree bevel (its face shows from above), tipped about the slot
    c, s_ = math.cos(math.radians(20)), math.sin(math.radians(20))
    tilt = [[1, 0, 0, 0], [0, c, -s_, zt * s_], [0, s_, c, zt * (1 - c)], [0, 0, 0, 1]]
    parts += transformed(blade, tilt)
    # the water line: from the pump sunk in the water at the back corner up to the guard's post
    px, py = -hx * 0.75, hy * 0.55
    parts += block(px - L * 0.03, px + L * 0.03, py - L * 0.025, py + L * 0.025, ht * 0.6, ht * 0.93, SAW_TUB)
    top = np.array(tilt) @ np.array([-R * 1.05, 0.0, zc + R * 0.3, 1.0])
    parts += path([(px, py, ht * 0.93), (px, py, zt + L * 0.08), (px * 0.7, py * 0.6, zt + L * 0.14),
                   (top[0], top[1], top[2] + L * 0.01)], L * 0.008, SAW_HOSE, 8)
    # the rip fence along the table, to one side of the blade
    parts += block(-tx, tx, -ty * 0.65 - L * 0.02, -ty * 0.65, zt + L * 0.014, zt + L * 0.05, acc)
    # the motor out of the tub's side under the table, a black end cap and a red switch
    zm = ht * 0.62
    parts += turned([(hy - w, L * 0.075), (hy + L * 0.14, L * 0.075)], zm, acc, 18, axis="y", x=L * 0.05)
    cap = [(hy + L * 0.14, L * 0.065), (hy + L * 0.17, L * 0.05)]
    parts += turned(cap, zm, "black_plastic", 18, axis="y", x=L * 0.05)
    parts += block(hx - w - L * 0.005, hx + L * 0.02, -L * 0.05, -L * 0.01, ht * 0.4, ht * 0.8, (200, 30, 30))
    return parts


NIPPER_GRIP = (34, 96, 196)  # a tile nipper's blue dipped grips
NIPPER_CAP = (30, 30, 32)  # the black caps at their butts
NIPPER_STEEL = (58, 62, 68)  # its dark forged jaws and shanks
NIPPER_TIP = (226, 230, 236)  # the bright carbide cutting tips across the jaws' front
NIPPER_SPRING = (196, 200, 206)  # the coil spring that opens the handles
TILE_GLAZE = (238, 240, 236)  # the glazed face of the tile corner in the jaws
TILE_BODY = (196, 120, 84)  # its terracotta biscuit under the glaze


def tile_nipper(L, name, acc):
    """Tile nipper lying flat: two long handles in a V with thick blue dipped grips and black
    butt caps, a coil spring between them just behind the joint, and a short broad head of dark
    forged jaws that curve in to meet across the front, where two bright carbide tips (wider
    than the jaws' steel there) bite on a glazed corner of ceramic tile (white glaze over
    terracotta) held in them; the jaws' front is blunt and square across (not pointed like
    pliers' or cutters' noses)."""
    t = L * 0.045
    xp = L / 2 - L * 0.2  # the joint
    parts = []
    for s in (1, -1):
        hp = handle_path(L, xp, -s, L * 0.1, bow=0.01)
        parts += handle(L, rotate(hp, xp, 0.0, s * math.radians(2.0)), t * 0.8, NIPPER_GRIP, from_f=0.25,
                        width=0.05, steel=NIPPER_STEEL, shank=0.032, flare=1.2)
        bx, by = hp[-1]
        cap = cyl([bx - L * 0.01, by, t * 0.85], [bx + L * 0.025, by, t * 0.85], L * 0.045, 14)
        parts += [(cap, NIPPER_CAP)]
        # the jaw: broad, curving in from the joint to the front
        jaw = [(xp - L * 0.05, 0.0), (xp - L * 0.05, s * L * 0.06), (xp + L * 0.06, s * L * 0.11),
               (xp + L * 0.13, s * L * 0.1), (L / 2 - L * 0.04, s * L * 0.065), (L / 2 - L * 0.04, 0.0)]
        parts += plate(jaw, t * (0.1 if s > 0 else 0.55), t * 0.5, NIPPER_STEEL)
        # the carbide tip across its front
        tip = [(L / 2 - L * 0.045, s * L * 0.004), (L / 2 - L * 0.045, s * L * 0.08), (L / 2, s * L * 0.07),
               (L / 2, s * L * 0.004)]
        parts += plate(tip, t * (0.1 if s > 0 else 0.55), t * 0.5, NIPPER_TIP)
    parts += [(cyl([xp, 0, 0], [xp, 0, t * 1.2], L * 0.026, 16), "chrome")]
    # the coil spring between the handles behind the joint
    xs = xp - L * 0.13
    for k in range(7):
        y = -L * 0.045 + L * 0.09 * k / 6
        parts += [(cyl([xs, y, t * 0.45], [xs + L * 0.001, y + L * 0.012, t * 0.45], L * 0.016, 10),
                   NIPPER_SPRING)]
    parts += plate(band([(xs, -L * 0.05), (xs, L * 0.05)], L * 0.004), t * 0.3, t * 0.3, NIPPER_SPRING)
    # the tile in the jaws: a square piece of glazed tile lying on the table, its corner
    # bitten off where the jaws close on it (white glaze over a terracotta biscuit)
    a = L * 0.3
    x0 = L / 2 - L * 0.03
    tile = [(x0, -a * 0.3), (x0 + a * 0.12, -a / 2), (x0 + a, -a / 2), (x0 + a, a / 2),
            (x0 + a * 0.12, a / 2), (x0, a * 0.3)]
    parts += plate(tile, 0.0, t * 0.45, TILE_BODY)
    glaze = [(x + (L * 0.004 if x > x0 else L * 0.006), y * 0.96) for x, y in tile]
    parts += plate(glaze, t * 0.45, t * 0.12, TILE_GLAZE)
    return parts
