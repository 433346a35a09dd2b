"""First-aid tools for a bleeding or injured limb, lying as a medic puts them down: the trauma
shears (bent blades with a blunt foot), the windlass tourniquet (a looped strap with a rod) and
the elastic bandage (a tan roll with its metal clips).

Every builder follows ``drawn/__init__.py``: ``builder(L, name, acc, **style)`` -> parts.
"""

from __future__ import annotations

import math

from ..parts import cyl, ring
from .common import bar, block, oval_loop, plate, rounded_rect
from .pliers import band, rotate

SHEARS_HANDLE = (40, 110, 200)  # trauma shears' bright blue moulded handles
SHEARS_STEEL = "chrome"
STRAP_BLACK = (30, 30, 32)  # a windlass tourniquet's black nylon strap
WINDLASS_BLACK = (58, 60, 64)  # its rod, base plate and clip (moulded plastic)
STITCH_GREY = (120, 122, 126)  # the webbing's stitched edges
TAB_RED = (210, 30, 30)  # the red tip of the free strap end
TIME_WHITE = (240, 240, 236)  # the white time strap across the clip
BANDAGE_TAN = (214, 180, 140)  # an elastic bandage's flesh-tan weave
BANDAGE_EDGE = (178, 140, 104)  # its darker woven selvedges
CLIP_STEEL = "chrome"
CORE_DARK = (96, 76, 56)  # the shadowed hollow at the roll's core


def trauma_shears(L, name, acc):
    """Trauma shears lying flat: short broad chrome blades bent about 35 degrees off the line of
    the handles at the pivot, the lower blade ending in a flat, rounded blunt foot wider than
    the blade (it slides under clothing without digging in), and big blue moulded handles, a
    large oval finger loop and a round thumb loop (open holes through both)."""
    t, tb = L * 0.045, L * 0.012
    bend = math.radians(35.0)
    bl = L * 0.36  # pivot to tip along the blades
    parts = []
    # blades, built along +x from the pivot at the origin, then bent up by `bend`
    lower = [(-L * 0.04, 0.0), (bl * 0.82, 0.0), (bl * 0.9, -L * 0.006), (bl, -L * 0.03),
             (bl * 1.0, -L * 0.06), (bl * 0.94, -L * 0.08), (bl * 0.8, -L * 0.08), (bl * 0.5, -L * 0.07),
             (0.0, -L * 0.065), (-L * 0.04, -L * 0.045)]
    upper = [(-L * 0.04, 0.0), (-L * 0.04, L * 0.045), (0.0, L * 0.06), (bl * 0.55, L * 0.055),
             (bl * 0.85, L * 0.035), (bl * 0.93, L * 0.012), (bl * 0.9, 0.0)]
    parts += plate(rotate(lower[::-1], 0.0, 0.0, bend), t * 0.5 - tb, tb, SHEARS_STEEL)
    parts += plate(rotate(upper[::-1], 0.0, 0.0, bend), t * 0.5, tb, SHEARS_STEEL)
    # the blunt foot: a rounded pad at the lower blade's tip, a little proud of the blade
    foot = rounded_rect(bl * 0.8, bl * 1.03, -L * 0.085, -L * 0.004, L * 0.03)
    parts += plate(rotate(foot, 0.0, 0.0, bend), t * 0.5 - tb * 1.6, tb * 0.6, "steel")
    # the handles: shanks straight back along -x from the pivot to the loops
    fx, fy, fa, fb, fw = -L * 0.42, -L * 0.085, L * 0.15, L * 0.07, L * 0.035  # finger loop
    hx, hy, ha, hb, hw = -L * 0.30, L * 0.085, L * 0.075, L * 0.06, L * 0.035  # thumb loop
    shank_f = [(-L * 0.02, -L * 0.01), (-L * 0.12, -L * 0.035), (fx + fa * 0.7, fy + fb * 0.6)]
    shank_t = [(-L * 0.02, L * 0.01), (-L * 0.1, L * 0.035), (hx + ha * 0.6, hy - hb * 0.5)]
    parts += plate(band(shank_f, L * 0.03), 0.0, t, SHEARS_HANDLE)
    parts += plate(band(shank_t, L * 0.03), 0.0, t, SHEARS_HANDLE)
    parts += oval_loop(fx, fy, fa, fb, fw, 0.0, t, SHEARS_HANDLE)
    parts += oval_loop(hx, hy, ha, hb, hw, 0.0, t, SHEARS_HANDLE)
    parts.append((cyl([0, 0, t * 0.5 - tb * 1.2], [0, 0, t * 0.5 + tb * 2.2], L * 0.018, 14), "steel"))
    return parts


def tourniquet(L, name, acc):
    """A windlass tourniquet as it comes out of its pouch: a black nylon strap looped through
    its buckle into a flat oval loop, a long stout black windlass rod (ribbed ends) lying across
    the strap on a moulded base plate, reaching well into the loop and out past it, a
    triangular windlass clip with two prongs beside it under a white time strap, and the free
    end of the strap running out past the buckle to a big red tip. A ratcheting tourniquet has
    a ratchet buckle with a red lever on the base instead, and a toothed ladder strap."""
    sw = L * 0.13  # the strap's width (lying flat)
    t = L * 0.012
    a, b = L * 0.30, L * 0.17  # the loop's inner half-axes
    cx = -L * 0.12
    parts = oval_loop(cx, 0.0, a, b, sw * 0.75, 0.0, t, STRAP_BLACK, n=18)
    for k in (0.08, 0.62):  # the webbing's grey stitched edges along both sides of the loop
        parts += oval_loop(cx, 0.0, a + sw * k, b + sw * k, sw * 0.05, t, t * 0.15, STITCH_GREY, n=18)
    # the free end: out of the buckle at the loop's right end, along +x to a red tip
    xb = cx + a + sw * 0.4
    parts += block(xb - sw * 0.2, xb + sw * 0.35, -sw * 0.6, sw * 0.6, 0.0, t * 2.4, WINDLASS_BLACK)  # buckle
    parts += block(xb, L * 0.36, -sw * 0.4, sw * 0.4, t, t * 2.0, STRAP_BLACK)
    parts += block(L * 0.36, L * 0.5, -sw * 0.45, sw * 0.45, t, t * 2.8, TAB_RED)
    # the windlass: base plate on the loop's near side, the rod across it, the clip beside
    yb = -(b + sw * 0.375)
    xw = cx - L * 0.02
    parts += plate(rounded_rect(xw - L * 0.09, xw + L * 0.09, yb - sw * 0.55, yb + sw * 0.55, L * 0.02),
                   t, t * 1.4, WINDLASS_BLACK)
    if "ratcheting" in name:  # a ratchet buckle and lever on the base, a toothed ladder strap
        parts += block(xw - L * 0.07, xw + L * 0.07, yb - sw * 0.45, yb + sw * 0.45, t * 2.4, t * 4.5,
                       WINDLASS_BLACK)
        parts += block(xw - L * 0.06, xw + L * 0.12, yb - sw * 0.15, yb + sw * 0.15, t * 4.5, t * 5.5,
                       TAB_RED)  # the lever
        for k in range(6):
            x = xb + L * 0.02 + k * L * 0.04
            parts += block(x, x + L * 0.015, -sw * 0.4, sw * 0.4, t * 2.0, t * 2.5, WINDLASS_BLACK)
        return parts
    # the windlass rod: a long stout black rod lying across the strap on top of the base
    # plate, reaching well into the loop's hole and out past the strap, ribbed at both ends
    rod_len = L * 0.44
    ang = math.radians(82.0)
    ux, uy = math.cos(ang), math.sin(ang)
    dx, dy = ux * rod_len / 2, uy * rod_len / 2
    rr = L * 0.032
    rz = t * 2.4 + rr
    yr = yb + sw * 0.15  # its middle a little into the loop
    parts += bar([xw - dx, yr - dy, rz], [xw + dx, yr + dy, rz], rr, WINDLASS_BLACK, sections=12)
    for s in (-1, 1):
        for k in (0.40, 0.44):
            cx, cy = xw + s * ux * rod_len * k, yr + s * uy * rod_len * k
            e = L * 0.008
            parts += bar([cx - ux * e, cy - uy * e, rz], [cx + ux * e, cy + uy * e, rz], rr * 1.25,
                         WINDLASS_BLACK, sections=12)
    # the windlass clip: a triangular block beside the base with two tall prongs (a C open to -y)
    # that the rod's end hooks into, with its white time strap across it
    xc = xw + L * 0.17
    tri = [(xc - L * 0.07, yb - sw * 0.6), (xc + L * 0.07, yb - sw * 0.6), (xc, yb + sw * 0.7)]
    parts += plate(tri, t, t * 2.0, WINDLASS_BLACK)
    for s in (-1, 1):
        xp = xc + s * L * 0.045
        parts += block(xp - L * 0.014, xp + L * 0.014, yb - sw * 1.2, yb - sw * 0.2, t * 3.0,
                       t * 3.0 + L * 0.05, WINDLASS_BLACK)
    parts += block(xc - L * 0.06, xc + L * 0.06, yb - sw * 0.45, yb + sw * 0.05, t * 3.0, t * 3.7, TIME_WHITE)
    return parts


def roll_ends(L, r, zc, e, colour, ring_w, core_colour, core_r) -> list:
    """The end faces of a roll of bandage lying along x (``L`` long, radius ``r``, axis at
    height ``zc``): three rings ``ring_w`` wide standing ``e`` proud, the wound layers, round a
    hollow core of radius ``core_r``."""
    parts = []
    for x0 in (-L / 2 - e, L / 2):
        for k in range(3):
            ro = r * (0.92 - 0.22 * k)
            parts.append((ring([x0 + e / 2, 0, zc], ro, ro - ring_w, e, axis="x"), colour))
        parts.append((cyl([x0, 0, zc], [x0 + e, 0, zc], core_r, 16), core_colour))
    return parts


def elastic_bandage(L, name, acc):
    """An elastic bandage: a tan woven roll lying on its side (axis along x, L long, the
    bandage's width) with a thin darker stripe along each edge, its end faces showing the
    wound layers as rings round a small hollow core, and its end unrolled flat towards +y for a
    hand's width, held by two metal butterfly clips (toothed tabs joined by elastic)."""
    r = L * 0.30  # the roll's radius
    e = L * 0.004  # how far the rings stand proud of the end faces
    zc = r * 1.01  # the axis' height (the stripes stand a little proud of the roll)
    parts = [(cyl([-L / 2, 0, zc], [L / 2, 0, zc], r, 32), BANDAGE_TAN)]
    for xs in (-L * 0.42, L * 0.42):  # the edge stripes round the roll
        parts.append((cyl([xs - L * 0.02, 0, zc], [xs + L * 0.02, 0, zc], r * 1.01, 32), BANDAGE_EDGE))
    parts += roll_ends(L, r, zc, e, BANDAGE_EDGE, r * 0.05, CORE_DARK, r * 0.12)
    # the unrolled tail: a flat strip to +y with the same edge stripes
    tail_t = L * 0.012
    y0, y1 = r * 0.2, r + L * 0.9
    parts += block(-L / 2, L / 2, y0, y1, 0.0, tail_t, BANDAGE_TAN)
    for xs in (-L * 0.42, L * 0.42):
        parts += block(xs - L * 0.02, xs + L * 0.02, y0, y1, tail_t, tail_t * 1.2, BANDAGE_EDGE)
    # two butterfly clips near the tail's end: two toothed steel tabs joined by a short elastic
    for xc in (-L * 0.22, L * 0.22):
        yc = y1 - L * 0.18
        for s in (-1, 1):
            tab = [(xc - L * 0.1, yc + s * L * 0.05), (xc + L * 0.1, yc + s * L * 0.05),
                   (xc + L * 0.08, yc + s * L * 0.13), (xc - L * 0.08, yc + s * L * 0.13)]
            parts += plate(tab, tail_t, tail_t * 0.8, CLIP_STEEL)
        parts += block(xc - L * 0.035, xc + L * 0.035, yc - L * 0.06, yc + L * 0.06, tail_t, tail_t * 1.6,
                       BANDAGE_EDGE)
    return parts
