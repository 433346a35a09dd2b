"""Hoists that lift a load on a chain: the engine hoist (a red shop crane on casters, its boom
over two long legs, a hydraulic ram under the boom, a chain and hook at its tip) and the chain
hoist (a yellow chain block, a hook at each end, a loop of hand chain hanging off its wheel).

Every builder follows ``drawn/__init__.py``: ``builder(L, name, acc, **style)`` -> parts.
"""

from __future__ import annotations

import math

from ..parts import ring
from .common import bar, block, lying_hook, path, plate, rounded_rect, turned

HOIST_RED = (200, 34, 28)  # the engine hoist's painted steel
HOIST_YELLOW = (238, 186, 22)  # the chain hoist's housing
CHAIN = (150, 154, 160)  # galvanised chain links
HOOK_ORANGE = (232, 112, 24)  # a forged hook's paint
HAND_CHAIN = (110, 114, 120)  # the chain hoist's hand chain, darker than the load chain
IRON = (60, 60, 64)  # cast fittings: pivots, swivels, caster forks


def _chain(p0, p1, link: float, wire: float, mat=CHAIN) -> list:
    """Chain links from p0 to p1 (3-d points), each ``link`` long, alternately flat and on edge."""
    d = [b - a for a, b in zip(p0, p1)]
    n = max(2, int(math.dist(p0, p1) / (link * 0.72)))
    parts = []
    for i in range(n):
        t = (i + 0.5) / n
        c = [a + t * e for a, e in zip(p0, d)]
        horizontal = abs(d[2]) < 0.5 * math.hypot(d[0], d[1])
        if horizontal:
            axis = "z" if i % 2 == 0 else ("y" if abs(d[0]) > abs(d[1]) else "x")
        else:
            axis = "x" if i % 2 == 0 else "y"
        parts.append((ring(c, link * 0.5, link * 0.5 - wire, wire, axis=axis), mat))
    return parts


def engine_hoist(L, name, acc):
    """Engine hoist (shop crane) standing on the floor, seen from above and the side: two long
    red legs out in front on black casters, a rear crossbar with two more casters, a square
    red mast standing up at the back, and a long red boom from the mast top reaching out over
    the legs, lifted by a fat red hydraulic ram with a chrome rod and a black pump handle; from
    the boom's tip a chain hangs to a big orange hook. The boom, the ram and the hanging chain
    are what tell it from a floor jack (low, one short arm)."""
    red = HOIST_RED
    t = L * 0.045  # the square tube's section
    xb, xf = -L * 0.42, L * 0.42  # the rear crossbar, the legs' front ends
    w = L * 0.3  # the legs' half spread
    parts = block(xb - t / 2, xb + t / 2, -w * 0.75, w * 0.75, L * 0.05, L * 0.05 + t, red)
    for s in (-1, 1):  # the legs splay out from the mast foot to the front casters
        y0, y1 = s * w * 0.35, s * w
        parts += bar([xb, y0, L * 0.05 + t / 2], [xf, y1, L * 0.05 + t / 2], t * 0.62, red, 4)
        parts += _caster(xf - L * 0.02, y1, L)
        parts += _caster(xb, s * w * 0.72, L)
    # the mast, standing up at the back, and its foot plate
    hm = L * 0.5
    parts += block(xb - t * 0.7, xb + t * 0.7, -t * 0.7, t * 0.7, L * 0.05, hm, red)
    # the boom: from a pivot at the mast top out and slightly up to its tip over the legs
    tip = (L * 0.5, 0.0, hm + L * 0.12)
    parts += bar([xb - t, 0.0, hm - t * 0.2], list(tip), t * 0.75, red, 4)
    parts += block(xb - t, xb + t, -t * 0.9, t * 0.9, hm - t * 1.2, hm + t * 0.5, IRON)  # pivot
    # the hydraulic ram from low on the mast up to the boom's middle: a red cylinder, chrome rod
    r0 = (xb + t, 0.0, L * 0.16)
    r1 = (xb + (tip[0] - xb) * 0.42, 0.0, hm + (tip[2] - hm) * 0.42 - t * 0.4)
    mid = [a + 0.55 * (b - a) for a, b in zip(r0, r1)]
    parts += bar(list(r0), mid, L * 0.038, red, 16)
    parts += bar(mid, list(r1), L * 0.018, "chrome", 12)
    parts += bar([r0[0], 0.0, r0[2]], [r0[0] + L * 0.05, -L * 0.16, r0[2] + L * 0.08], L * 0.012,
                 "black_plastic", 10)  # the pump handle
    # the chain from the boom tip down to the hook
    parts += block(tip[0] - t, tip[0] + t * 0.4, -t * 0.5, t * 0.5, tip[2] - t * 1.4, tip[2], IRON)
    hz = L * 0.2
    parts += _chain((tip[0], 0.0, tip[2] - t * 1.4), (tip[0], 0.0, hz + L * 0.05), L * 0.05, L * 0.009)
    parts += _hook_hanging(tip[0], hz, L * 0.15)
    return parts


def _caster(x, y, L) -> list:
    """A black swivel caster under a leg: a small fork plate and a wheel."""
    parts = block(x - L * 0.025, x + L * 0.025, y - L * 0.02, y + L * 0.02, L * 0.04, L * 0.05, IRON)
    parts += turned([(y - L * 0.012, L * 0.022), (y + L * 0.012, L * 0.022)], L * 0.022, "rubber", 14,
                    axis="y", x=x)
    return parts


def _hook_hanging(x, z, size) -> list:
    """A big orange hook hanging from a chain: its eye at the top (height z + size), the bowl
    curling round at the bottom in the x-z plane."""
    r = size * 0.085
    top = z + size
    parts = [(ring([x, 0.0, top - size * 0.1], size * 0.17, size * 0.08, r * 1.6, axis="y"), HOOK_ORANGE)]
    R = size * 0.36
    pts = [(x, 0.0, top - size * 0.25), (x, 0.0, z + R)]
    pts += [(x + R - R * math.cos(u), 0.0, z + R - R * math.sin(u)) for u in [k * 0.45 for k in range(1, 9)]]
    parts += path(pts, r, HOOK_ORANGE, 12)
    return parts


def chain_hoist(L, name, acc):
    """Chain hoist (chain block) lying on the table: a yellow housing, a round cover over the
    hand-chain wheel on its face and a square gear case behind it; a big orange hook out of
    its top end (-x) and out of its bottom the grey load chain running the rest of the length
    to a second orange hook; beside the load chain a long loop of hand chain lying slack from
    the wheel. The two chains and two hooks tell it from the come-along (a red plate, a lever
    handle and a thin cable)."""
    xc = -L * 0.22  # the housing's centre
    R = L * 0.13
    h = L * 0.1
    parts = turned([(0.0, R), (h, R), (h + L * 0.02, R * 0.86)], 0.0, HOIST_YELLOW, 28, axis="z", x=xc)
    parts += turned([(h + L * 0.02, R * 0.4), (h + L * 0.035, R * 0.3)], 0.0, IRON, 20, axis="z", x=xc)
    parts += plate(rounded_rect(xc - R * 0.9, xc + R * 0.9, -R * 1.15, -R * 0.3, L * 0.02), 0.0, h * 0.9,
                   HOIST_YELLOW)  # the gear case, off to one side
    # the top hook out of the -x end on a swivel block
    parts += block(xc - R - L * 0.04, xc - R + L * 0.005, -L * 0.025, L * 0.025, h * 0.3, h * 0.7, IRON)
    parts += lying_hook(xc - R - L * 0.05, 0.0, h * 0.5, -1, L * 0.16, HOOK_ORANGE, 0.12)
    # the load chain out of the +x end to the bottom hook
    xh = L * 0.3
    parts += _chain((xc + R * 0.9, 0.0, h * 0.45), (xh, 0.0, L * 0.03), L * 0.05, L * 0.01)
    parts += block(xh - L * 0.01, xh + L * 0.04, -L * 0.03, L * 0.03, L * 0.005, L * 0.055, IRON)
    parts += lying_hook(xh + L * 0.04, 0.0, L * 0.03, 1, L * 0.17, HOOK_ORANGE, 0.12)
    # the hand chain: a slack loop lying on the table beside, from the wheel
    yl = R * 1.7
    loop = [(xc + R * 0.6, R * 0.7), (xc + L * 0.15, yl), (L * 0.38, yl + L * 0.02), (L * 0.46, yl * 0.7),
            (L * 0.36, yl * 0.45), (xc + L * 0.12, R * 0.85)]
    for a, b in zip(loop, loop[1:]):
        parts += _chain((a[0], a[1], L * 0.012), (b[0], b[1], L * 0.012), L * 0.035, L * 0.007, HAND_CHAIN)
    return parts
