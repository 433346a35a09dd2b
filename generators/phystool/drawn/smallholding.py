"""Smallholding hand tools: the broadcast seed spreader (a funnel hopper of seed over a
spinning plate, on two wheels, pushed by a handle), the fruit picker (a wire basket of
fingers on a long pole, an apple in it) and the hay hook (a big curved steel hook on a
wooden T-handle).

Every builder follows ``drawn/__init__.py``: ``builder(L, name, acc, **style)`` -> parts.
"""

from __future__ import annotations

import math

from ..parts import cyl, frustum, ring, sphere
from ..shapes import lathe, rod
from .building_site import TYRE  # the spreader's black tyres: the wheelbarrow's rubber
from .common import ball, bar, block, grip, path, turned

HOPPER = (52, 150, 72)  # a seed spreader's green plastic hopper
HOPPER_RIM = (30, 96, 46)  # its darker rolled rim
SEED = (214, 176, 96)  # the grass seed heaped in it
IMPELLER = (20, 22, 26)  # the black spinning plate under it, with vanes
HUB = (236, 196, 40)  # their yellow hubs
FRAME = (150, 154, 160)  # its grey steel tube frame and handle

PICKER_POLE = (60, 120, 60)  # a fruit picker's green-painted pole
FINGER = (222, 226, 232)  # the bright steel wire fingers of its basket
BASKET_WIRE = (200, 60, 40)  # the red-coated wire rings of the basket
APPLE = (200, 30, 36)  # the red apple in the basket
LEAF = (60, 150, 50)  # the apple's green leaf

HOOK_STEEL = (70, 74, 80)  # a hay hook's dark forged hook
HOOK_POINT = (220, 224, 230)  # its bright sharpened point
HOOK_WOOD = (186, 132, 78)  # the turned wooden T-handle
HOOK_FERRULE = (196, 160, 72)  # the brass ferrule where the shank enters it


def seed_spreader(L, name, acc):
    """Broadcast (push) seed spreader standing on its wheels: a wide green funnel hopper,
    heaped with tan seed under its dark rim, over a black spinning plate with vanes that throws
    the seed out; two black tyres with yellow hubs either side of the hopper on an axle; a grey
    tube frame rising back from the axle into a long handle with a black cross grip at its top
    (-x); a short stand leg under the hopper's front."""
    xh = L * 0.26  # the hopper's axis
    rw = L * 0.13  # wheel radius
    yw = L * 0.34  # wheel track (half)
    z0, z1 = L * 0.22, L * 0.5  # the hopper's bottom and top
    r0, r1 = L * 0.07, L * 0.25
    zs = z1 - L * 0.09  # the seed's level in it
    rs = r0 + (r1 - r0) * (zs - z0) / (z1 - z0)  # the hopper's radius there
    # the hopper: a funnel whose green inner wall shows above the seed
    prof = [(z0, 0.0), (z0, r0), (z1, r1), (z1, r1 * 0.94), (zs, rs * 0.94), (zs - L * 0.001, 0.0)]
    parts = [(lathe(prof, 24, axis="z", center=(xh, 0.0, 0.0)), HOPPER)]
    parts += [(ring([xh, 0.0, z1], r1 * 1.05, r1 * 0.92, L * 0.024), HOPPER_RIM)]  # the rolled rim
    # the seed heaped inside, its mound just under the rim
    parts += [(lathe([(zs - L * 0.02, rs * 0.98), (zs, rs * 0.98), (zs + L * 0.03, rs * 0.55),
                      (zs + L * 0.04, 0.0)], 24, axis="z", center=(xh, 0.0, 0.0)), SEED)]
    # the spout and the spinning plate with its vanes under the hopper
    parts += [(cyl([xh, 0, z0 - L * 0.04], [xh, 0, z0 + 0.001], L * 0.02, 14), HOPPER_RIM)]
    zp = z0 - L * 0.06
    parts += [(cyl([xh, 0, zp - L * 0.008], [xh, 0, zp], L * 0.085, 24), IMPELLER)]
    for k in range(4):
        a = math.pi / 4 + k * math.pi / 2
        parts += [(cyl([xh, 0, zp + L * 0.006], [xh + L * 0.08 * math.cos(a), L * 0.08 * math.sin(a),
                                                  zp + L * 0.006], L * 0.006, 6), IMPELLER)]
    # wheels on an axle either side, under the hopper
    xa = xh - L * 0.02
    for s in (-1, 1):
        parts += [(lathe([(s * yw - L * 0.022, rw * 0.8), (s * yw - L * 0.022, rw), (s * yw + L * 0.022, rw),
                          (s * yw + L * 0.022, rw * 0.8)], 24, axis="y", center=(xa, 0.0, rw)), TYRE)]
        parts += [(cyl([xa, s * yw - L * 0.026, rw], [xa, s * yw + L * 0.026, rw], rw * 0.55, 18), HUB)]
    parts += bar([xa, -yw, rw], [xa, yw, rw], L * 0.01, FRAME)
    # the frame: from the axle up round the hopper and back into the handle
    for s in (-1, 1):
        yf = s * L * 0.13
        parts += path([(xa, s * (yw - L * 0.03), rw), (xh - L * 0.05, yf, z0 + L * 0.02),
                       (-L * 0.1, yf, L * 0.42), (-L * 0.47, yf * 0.9, L * 0.62)], L * 0.011, FRAME)
        parts += path([(xh - L * 0.03, yf, z0), (xh + r0 * 0.9, s * r0 * 0.6, z0)], L * 0.008, FRAME)
    parts += bar([-L * 0.475, -L * 0.15, L * 0.625], [-L * 0.475, L * 0.15, L * 0.625], L * 0.02, "rubber")
    # the stand leg under the hopper's front
    parts += path([(xh + L * 0.05, 0.0, z0 - L * 0.01), (xh + L * 0.17, 0.0, L * 0.012)], L * 0.01, FRAME)
    parts += block(xh + L * 0.14, xh + L * 0.2, -L * 0.05, L * 0.05, 0.0, L * 0.012, FRAME)
    return parts


def _loop(cx, r, z, tube_r, mat, n=20) -> list:
    """A closed wire ring about the x axis, at x = cx, centred at height z."""
    angs = [2 * math.pi * k / n for k in range(n + 1)]
    pts = [(cx, r * math.cos(a), z + r * math.sin(a)) for a in angs]
    return [(m, mat) for m in rod(pts, tube_r, 8)]


def fruit_picker(L, name, acc):
    """Fruit picker lying flat: a long green pole with a black grip at the butt; at its top
    end (+x) a big wire basket lying on its side, its mouth forward: red-coated wire rings
    (a small base ring, a wide mouth ring) joined by ribs, a crown of long bright steel fingers
    out of the mouth ring curving in towards the axis (they pull the fruit off its stalk), and
    a red apple with a leaf inside the basket."""
    r = L * 0.008  # the pole's radius
    Rb = L * 0.05  # the basket's mouth radius
    zc = Rb + L * 0.004  # the basket's axis height
    xb0 = L / 2 - L * 0.16  # the basket's base ring
    xm = xb0 + L * 0.07  # the mouth ring
    parts = grip(-L / 2, -L / 2 + L * 0.1, r * 1.4, r * 1.4, "rubber")
    parts += turned([(-L / 2 + L * 0.1, r), (xb0 - L * 0.01, r)], r * 1.4, PICKER_POLE, 12)
    # the socket rising from the pole to the basket's base
    parts += path([(xb0 - L * 0.012, 0.0, r * 1.4), (xb0, 0.0, zc - Rb * 0.4)], r * 0.9, BASKET_WIRE)
    tw = L * 0.0022
    parts += _loop(xb0, Rb * 0.45, zc, tw * 1.3, BASKET_WIRE)
    parts += _loop(xm, Rb, zc, tw * 1.4, BASKET_WIRE)
    n = 10
    for k in range(n):
        a = 2 * math.pi * (k + 0.5) / n
        ca, sa = math.cos(a), math.sin(a)
        rib = [(xb0, Rb * 0.45 * ca, zc + Rb * 0.45 * sa), (xm, Rb * ca, zc + Rb * sa)]
        parts += path(rib, tw, BASKET_WIRE)
    # the fingers: out of the mouth ring, forward and curving in
    for k in range(n):
        a = 2 * math.pi * k / n
        ca, sa = math.cos(a), math.sin(a)
        pts = []
        for j in range(6):
            f = j / 5
            rad = Rb * (1.0 - 0.45 * f * f)
            pts.append((xm + L * 0.085 * f, rad * ca, zc + rad * sa))
        parts += path(pts, tw * 1.2, FINGER)
    # the apple inside, resting on the basket's lower wires
    ra = Rb * 0.55
    xa = xm - L * 0.005
    za = zc - Rb * 0.85 + ra
    parts += [(sphere([xa, 0.0, za], ra, sub=2), APPLE)]
    parts += bar([xa, 0.0, za + ra * 0.8], [xa, 0.0, za + ra * 1.15], ra * 0.08, "dark_wood")
    parts += [(lathe([(0.0, 0.0), (ra * 0.25, ra * 0.16), (ra * 0.6, 0.0)], 10,
                     center=(xa + ra * 0.05, 0.0, za + ra * 1.1)), LEAF)]
    return parts


def hay_hook(L, name, acc):
    """Hay hook lying flat: a turned wooden T-handle across the tool at the back (-x), a brass
    ferrule in its middle, a short steel shank forward out of it, and a big open hook of round
    dark steel curving out to one side and back round towards the handle, tapering to a bright
    sharp point (a cant hook's hook swings on a long handle; a meat hook has no T-handle)."""
    rh = L * 0.07  # the handle's radius
    xh = -L / 2 + rh
    zc = rh
    half = L * 0.32  # half the handle's length, across (y)
    parts = turned([(-half, rh * 0.8), (-half + L * 0.02, rh), (-L * 0.04, rh * 1.12),
                    (L * 0.04, rh * 1.12), (half - L * 0.02, rh), (half, rh * 0.8)], zc, HOOK_WOOD, 16,
                   axis="y", x=xh)
    parts += turned([(xh + rh * 0.8, rh * 0.45), (xh + rh * 1.5, rh * 0.35)], zc, HOOK_FERRULE, 14)
    rr = L * 0.038  # the hook's steel
    zr = rr
    xs = -L * 0.05  # where the shank meets the hook
    parts += path([(xh + rh * 1.4, 0.0, zc * 0.7), (xs, 0.0, zr)], rr, HOOK_STEEL)
    R = L * 0.3
    cx, cy = xs + L * 0.08, R * 0.9
    n = 14
    a0, a1 = -math.pi / 2 - 0.2, math.radians(140)
    pts = [(xs, 0.0, zr)]
    for k in range(n + 1):
        a = a0 + (a1 - a0) * k / n
        pts.append((cx + R * math.cos(a), cy + R * math.sin(a), zr))
    body = pts[:-3]
    parts += path(body, rr, HOOK_STEEL)
    # the tapering bright point
    tip = pts[-3:]
    for i, (p, q) in enumerate(zip(tip[:-1], tip[1:])):
        r0, r1 = rr * (1.0 - 0.45 * i), max(rr * (0.55 - 0.45 * i), rr * 0.12)
        parts += [(frustum(p, q, r0, r1, 12), HOOK_POINT)]
    parts += ball(pts[-3], rr * 1.01, HOOK_POINT)
    return parts
