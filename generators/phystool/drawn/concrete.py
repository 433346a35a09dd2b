"""Concrete work: the drum concrete mixer, the bull float, the darby and the power trowel, the site
machines and long tools that mix a batch and float a slab.

Every builder follows ``drawn/__init__.py``: ``builder(L, name, acc, **style)`` -> parts.
"""

from __future__ import annotations

import math
import re

from ..parts import torus
from .common import ball, bar, block, grip, path, plate, rounded_rect, transformed, turned
from .finishing import MAG

DRUM = (228, 98, 24)  # the mixer drum's orange paint
DRUM_MOUTH = (34, 30, 28)  # the dark opening of the drum
BULL_BLADE = (172, 176, 182)  # the bull float's dull magnesium blade
TROWEL_GUARD = (240, 178, 20)  # the power trowel's yellow guard ring
TROWEL_BLADE = (120, 124, 128)  # its four steel blades


def _tilted(parts, angle_deg: float, x: float, z: float) -> list:
    """Parts built along +x about the origin, turned up by angle_deg (x towards +z, about
    the y axis) and moved to (x, 0, z)."""
    a = math.radians(angle_deg)
    c, s = math.cos(a), math.sin(a)
    return transformed(parts, [[c, 0, -s, x], [0, 1, 0, 0], [s, 0, c, z], [0, 0, 0, 1]])


def concrete_mixer(L, name, acc):
    """Drum concrete mixer: a big orange drum, pear-shaped, its dark mouth tipped up and
    forward (30 degrees up), held between two uprights of a dark steel frame; two wheels under the back of
    the frame, two legs and a push handle at the front, a tilting hand wheel beside the drum
    and the motor box under it."""
    frame, z_r = "dark_steel", L * 0.22
    parts = []
    for y in (-L * 0.18, L * 0.18):  # the side rails
        parts += bar([-L * 0.36, y, z_r], [L * 0.36, y, z_r], L * 0.02, frame)
    for x in (-L * 0.36, L * 0.36):
        parts += bar([x, -L * 0.2, z_r], [x, L * 0.2, z_r], L * 0.02, frame)
    # wheels under the back: black tyres on grey hubs, on an axle through the frame
    rw = L * 0.13
    parts += bar([-L * 0.36, -L * 0.3, rw], [-L * 0.36, L * 0.3, rw], L * 0.014, frame)
    parts += bar([-L * 0.36, -L * 0.18, z_r], [-L * 0.36, -L * 0.2, rw], L * 0.016, frame)
    parts += bar([-L * 0.36, L * 0.18, z_r], [-L * 0.36, L * 0.2, rw], L * 0.016, frame)
    for s in (-1, 1):
        y0 = s * L * 0.25
        parts += turned([(y0 - L * 0.035, rw * 0.8), (y0 - L * 0.03, rw), (y0 + L * 0.03, rw),
                         (y0 + L * 0.035, rw * 0.8)], rw, "rubber", 24, axis="y", x=-L * 0.36)
        parts += turned([(y0 - L * 0.037, rw * 0.5), (y0 + L * 0.037, rw * 0.5)], rw, "grey", 16, axis="y",
                        x=-L * 0.36)
    # front legs with feet, and the push handle rising from the front of the frame
    for y in (-L * 0.18, L * 0.18):
        parts += bar([L * 0.33, y, z_r], [L * 0.36, y * 1.15, L * 0.015], L * 0.018, frame)
        parts += block(L * 0.32, L * 0.4, y * 1.15 - L * 0.03, y * 1.15 + L * 0.03, 0.0, L * 0.015, frame)
        parts += bar([L * 0.36, y, z_r], [L * 0.48, y * 0.8, L * 0.42], L * 0.016, frame)
    parts += bar([L * 0.48, -L * 0.15, L * 0.42], [L * 0.48, L * 0.15, L * 0.42], L * 0.02, "rubber")
    # the motor box under the drum and the two uprights of the cradle
    parts += block(-L * 0.2, -L * 0.02, -L * 0.1, L * 0.1, z_r, z_r + L * 0.12, "grey")
    zp = L * 0.55
    for y in (-L * 0.22, L * 0.22):
        parts += block(-L * 0.03, L * 0.03, y - L * 0.015, y + L * 0.015, z_r, zp + L * 0.03, frame)
        parts += bar([-L * 0.03, y, z_r], [-L * 0.03, y * 0.82, z_r], L * 0.02, frame)
    parts += bar([0.0, -L * 0.3, zp], [0.0, L * 0.22, zp], L * 0.018, frame)  # the tilt pivot
    # the hand wheel that tips the drum, on the pivot's end
    parts += [(torus([0.0, -L * 0.3, zp], L * 0.09, L * 0.011, axis="y"), "black_plastic")]
    for a in range(0, 360, 120):
        t = math.radians(a)
        parts += bar([0.0, -L * 0.3, zp], [L * 0.09 * math.cos(t), -L * 0.3, zp + L * 0.09 * math.sin(t)],
                     L * 0.008, "black_plastic")
    # the drum: a pear turned about its own axis, tilted 30 degrees up towards +x
    prof = [(-L * 0.22, 0.0), (-L * 0.215, L * 0.12), (-L * 0.18, L * 0.23), (-L * 0.1, L * 0.29),
            (0.0, L * 0.305), (L * 0.07, L * 0.29), (L * 0.3, L * 0.15), (L * 0.34, L * 0.13)]
    drum = turned(prof, 0.0, DRUM, 32)
    drum += turned([(-L * 0.03, L * 0.315), (L * 0.03, L * 0.315)], 0.0, "dark_steel", 32)  # the ring gear
    drum += turned([(L * 0.33, L * 0.14), (L * 0.36, L * 0.14)], 0.0, DRUM, 32)  # the mouth's rim
    drum += turned([(L * 0.355, L * 0.115), (L * 0.365, L * 0.115)], 0.0, DRUM_MOUTH, 32)
    return parts + _tilted(drum, 30.0, 0.0, zp)


def bull_float(L, name, acc):
    """Bull float: a long, wide, thin magnesium blade lying across the end of a long
    aluminium pole (the blade nearly as wide as half the pole is long, 48-in ones wider),
    the pole held to the blade's middle by a tilting bracket with two braces out to a rib
    along the blade; a pole joint partway along."""
    m = re.search(r"(\d+)-in", name)
    w = min((int(m.group(1)) if m else 36) * 0.0254, L * 0.72)  # the blade's width, across
    d, t = L * 0.11, L * 0.006  # its depth along the pole, its thickness
    xb = L / 2 - d / 2
    parts = plate(rounded_rect(xb - d / 2, xb + d / 2, -w / 2, w / 2, d * 0.45), 0.0, t, BULL_BLADE)
    parts += block(xb - d * 0.08, xb + d * 0.08, -w * 0.46, w * 0.46, t, t + L * 0.012, BULL_BLADE)  # the rib
    zb = t + L * 0.03
    parts += block(xb - d * 0.25, xb + d * 0.25, -L * 0.03, L * 0.03, t, zb, "dark_steel")  # the bracket
    for s in (-1, 1):  # the braces from the bracket's head out along the rib
        parts += bar([xb - d * 0.2, 0.0, zb], [xb, s * w * 0.3, t + L * 0.012], L * 0.006, "dark_steel")
    r = L * 0.014
    parts += bar([xb - d * 0.2, 0.0, zb], [-L / 2, 0.0, r], r, "aluminium")  # the pole, down to the ground
    zj = r + (zb - r) * (L * 0.5 - L * 0.015) / (xb - d * 0.2 + L / 2)  # the pole joint's height
    parts += turned([(-L * 0.05, r * 1.25), (L * 0.02, r * 1.25)], zj, "steel", 12)
    parts += turned([(-L / 2, r * 1.15), (-L / 2 + L * 0.08, r * 1.15)], r, "black_plastic", 12)
    return parts


def power_trowel(L, name, acc):
    """Power trowel: a yellow guard ring round four steel blades that radiate from a gearbox
    in its middle, a petrol engine with a red tank sitting on the gearbox, and a long handle
    rising from it at a slant to a T-bar with black grips and a pitch-control crank on top."""
    m = re.search(r"(\d+)-in", name)
    R = min((int(m.group(1)) if m else 36) * 0.0254 / 2 + 0.03, L * 0.3)  # the ring's radius
    cx = L / 2 - R
    parts = [(torus([cx, 0.0, L * 0.05], R, L * 0.012), TROWEL_GUARD)]
    parts += [(torus([cx, 0.0, L * 0.1], R * 0.97, L * 0.01), TROWEL_GUARD)]
    for a in range(0, 360, 45):  # posts joining the two hoops
        t = math.radians(a + 22.5)
        p = [cx + R * 0.985 * math.cos(t), R * 0.985 * math.sin(t)]
        parts += bar([*p, L * 0.05], [*p, L * 0.1], L * 0.007, TROWEL_GUARD)
    for a in range(0, 4):  # the blades: long steel paddles under the ring, radiating
        t = math.radians(a * 90)
        c, s = math.cos(t), math.sin(t)
        bl = [(R * 0.15, -R * 0.12), (R * 0.92, -R * 0.12), (R * 0.92, R * 0.12), (R * 0.15, R * 0.12)]
        parts += plate([(cx + u * c - v * s, u * s + v * c) for u, v in bl], 0.0, L * 0.008, TROWEL_BLADE)
        parts += bar([cx + R * 0.1 * c, R * 0.1 * s, L * 0.012], [cx + R * 0.5 * c, R * 0.5 * s, L * 0.012],
                     L * 0.008, "dark_steel")
    parts += turned([(0.0, R * 0.14), (L * 0.13, R * 0.12)], 0.0, "dark_steel", 20, axis="z", x=cx)  # gearbox
    # the engine on top: a block with a red fuel tank and a round recoil starter
    ze = L * 0.13
    parts += block(cx - R * 0.22, cx + R * 0.22, -R * 0.2, R * 0.2, ze, ze + L * 0.1, "black_plastic")
    parts += block(cx - R * 0.18, cx + R * 0.12, -R * 0.17, R * 0.17, ze + L * 0.1, ze + L * 0.15, "red")
    parts += turned([(R * 0.2, L * 0.045), (R * 0.28, L * 0.045)], ze + L * 0.05, "red", 16, axis="y", x=cx)
    # the handle: a long tube slanting up and back to a T-bar with grips
    xh, zh = -L / 2 + L * 0.03, L * 0.5
    parts += bar([cx - R * 0.1, 0.0, ze], [xh, 0.0, zh], L * 0.013, "dark_steel")
    parts += bar([xh, -L * 0.13, zh], [xh, L * 0.13, zh], L * 0.012, "dark_steel")
    for s in (-1, 1):
        parts += turned([(s * L * 0.07, L * 0.017), (s * L * 0.15, L * 0.017)], zh, "black_plastic", 12,
                        axis="y", x=xh)
    # the pitch control: a crank knob standing on the handle near the T-bar
    xk = xh + L * 0.08
    zk = zh - (zh - ze) * 0.08 / ((cx - R * 0.1) - xh)
    parts += bar([xk, 0.0, zk], [xk, 0.0, zk + L * 0.07], L * 0.006, "dark_steel")
    parts += bar([xk, 0.0, zk + L * 0.07], [xk + L * 0.05, 0.0, zk + L * 0.07], L * 0.005, "dark_steel")
    parts += ball([xk + L * 0.05, 0.0, zk + L * 0.075], L * 0.012, "red")
    parts += path([(xh, 0.0, zh), (xh + L * 0.02, L * 0.05, zh + L * 0.02)], L * 0.004, "black_plastic")
    return parts


def darby(L, name, acc):
    """Darby: a very long narrow blade of dull light-grey magnesium (about nine times as long
    as wide) with two raised ribs along its whole length, and two big handles standing well up
    off it -- a closed wooden D-handle on two posts near one end and an upright wooden knob on a
    post near the other, one for each hand; a pry bar is a short bright bar with a bent
    nail-slot end and no handles, a magnesium float short with one low handle."""
    w, t = L * 0.11, L * 0.02
    parts = plate(rounded_rect(-L / 2, L / 2, -w / 2, w / 2, L * 0.004), 0.0, t, MAG)
    for y in (-w * 0.32, w * 0.32):  # the ribs, end to end
        parts += block(-L * 0.49, L * 0.49, y - w * 0.07, y + w * 0.07, t, t * 1.9, MAG)
    zt = t * 1.9
    zh = L * 0.1  # the D-handle's grip height
    for x in (-L * 0.4, -L * 0.22):  # its two posts
        parts += bar([x, 0.0, zt], [x, 0.0, zh], L * 0.011, "aluminium", 10)
    parts += grip(-L * 0.41, -L * 0.21, L * 0.02, zh, "wood")
    xk = L * 0.3  # the knob on its post
    parts += bar([xk, 0.0, zt], [xk, 0.0, L * 0.07], L * 0.011, "aluminium", 10)
    knob = [(L * 0.065, L * 0.018), (L * 0.08, L * 0.03), (L * 0.1, L * 0.032), (L * 0.115, L * 0.022)]
    parts += turned(knob, 0.0, "wood", 16, axis="z", x=xk)
    return parts
