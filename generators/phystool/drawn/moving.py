"""Moving aids for heavy furniture and appliances: the hand truck (a red two-wheeled frame
lying on its back, a steel nose plate standing up at its foot, a loop handle), the furniture
dolly (a low pine frame with carpeted rails on four casters) and the furniture sliders (a
set of round pads, a dark foam cushion on a thick white slick base).

Every builder follows ``drawn/__init__.py``: ``builder(L, name, acc, **style)`` -> parts.
"""

from __future__ import annotations

import math

from ..parts import cyl
from ..shapes import lathe
from .building_site import TYRE  # black rubber tyres: the wheelbarrow's
from .common import bar, block, path

TRUCK_RED = (196, 34, 30)  # a hand truck's red powder-coated tube frame
NOSE_PLATE = (200, 204, 210)  # its bright steel nose plate (the toe the load stands on)
TRUCK_HUB = (150, 154, 160)  # the grey steel wheel hubs

DOLLY_WOOD = (214, 176, 120)  # a furniture dolly's pine boards
CARPET = (64, 72, 104)  # the blue-grey carpet over its rails
CASTER_WHEEL = (28, 28, 30)  # the black caster wheels
CASTER_FORK = (190, 194, 200)  # their zinc-plated swivel forks

SLIDER_BASE = (238, 240, 242)  # a furniture slider's thick white slick plastic base
SLIDER_FOAM = (44, 46, 52)  # the dark foam cushion on top, where the furniture foot sits


def hand_truck(L, name, acc):
    """Hand truck lying on its back, its foot at +x: two red tube rails along the frame with
    red cross rungs between them, bending round at the back (-x) into a loop handle with a
    black grip; at the foot a wide bright steel nose plate standing straight up off the frame
    (the toe the load sits on), and behind it under the frame two big black tyres with grey
    hubs on an axle across, braced to the rails."""
    R = L * 0.11  # the wheels' radius
    W = L * 0.15  # the rails' half-spread
    xw = L / 2 - R * 1.05  # the axle
    zn = R * 1.55  # the frame's height at the foot
    zh = L * 0.035  # and at the handle, resting on the table
    x0, x1 = -L / 2 + L * 0.06, L / 2 - L * 0.012

    def zf(x):  # the frame's height along its length (it slopes from the foot to the handle)
        return zh + (zn - zh) * (x - x0) / (x1 - x0)

    r = L * 0.013
    parts = []
    for s in (-1, 1):
        parts += bar([x0, s * W, zf(x0)], [x1, s * W, zf(x1)], r, TRUCK_RED)
    # the loop handle: the rails bend in round the back
    loop = [(x0, -W, zf(x0))]
    for k in range(1, 8):
        a = math.pi * k / 8
        loop.append((x0 - L * 0.05 * math.sin(a), -W * math.cos(a), zh))
    loop.append((x0, W, zf(x0)))
    parts += path(loop, r, TRUCK_RED)
    parts += bar([x0 - L * 0.05, -W * 0.55, zh], [x0 - L * 0.05, W * 0.55, zh], r * 1.7, "rubber")
    # the cross rungs
    for x in (x0 + L * 0.12, x0 + L * 0.34, x0 + L * 0.56, x1 - L * 0.2):
        parts += bar([x, -W, zf(x)], [x, W, zf(x)], r * 0.75, TRUCK_RED)
    # the nose plate: wide, standing up off the frame's foot, a lip bent back at its top
    t = L * 0.01
    Wn = W * 1.2
    hn = L * 0.19
    parts += block(x1 - t, x1 + t, -Wn, Wn, zn - L * 0.03, zn + hn, NOSE_PLATE)
    parts += block(x1 - L * 0.04, x1 + t, -Wn, Wn, zn - L * 0.03, zn - L * 0.015, NOSE_PLATE)
    for s in (-1, 1):  # gussets from the rails up the plate's back
        parts += path([(x1 - L * 0.1, s * W, zf(x1 - L * 0.1)), (x1 - t, s * W, zn + hn * 0.45)], r * 0.8,
                      TRUCK_RED)
    # the wheels on their axle, under the foot, braced up to the rails
    yw = W + L * 0.05
    tw = L * 0.032
    for s in (-1, 1):
        parts += [(lathe([(s * yw - tw, R * 0.62), (s * yw - tw, R * 0.92), (s * yw - tw * 0.6, R),
                          (s * yw + tw * 0.6, R), (s * yw + tw, R * 0.92), (s * yw + tw, R * 0.62)],
                         28, axis="y", center=(xw, 0.0, R)), TYRE)]
        parts += [(cyl([xw, s * yw - tw * 1.15, R], [xw, s * yw + tw * 1.15, R], R * 0.6, 20), TRUCK_HUB)]
        parts += bar([xw, s * W, R], [xw - L * 0.1, s * W, zf(xw - L * 0.1)], r * 0.8, TRUCK_RED)
        parts += bar([xw, s * W, R], [xw, s * W, zf(xw)], r * 0.8, TRUCK_RED)
    parts += bar([xw, -yw, R], [xw, yw, R], r * 0.6, "steel")
    return parts


def furniture_dolly(L, name, acc):
    """Furniture dolly standing on its casters: a low rectangle of pine boards, its two long
    rails (along x) topped with thick blue-grey carpet, two bare end boards across them, and
    under each corner a swivel caster (a zinc fork on a plate, a fat black wheel) turned out so
    the wheel shows past the frame's end."""
    rw = L * 0.085  # the caster wheels' radius
    zb = 2 * rw + L * 0.04  # the boards' underside
    hb = L * 0.085  # a board's depth
    Y = L * 0.3  # the rails' centre lines (half-spread)
    bw = L * 0.1  # a rail's width
    xe = L / 2 - rw * 1.3  # the frame's ends
    parts = []
    for s in (-1, 1):  # the rails and their carpet
        parts += block(-xe, xe, s * Y - bw / 2, s * Y + bw / 2, zb, zb + hb, DOLLY_WOOD)
        yc0, yc1 = s * Y - bw / 2 - L * 0.006, s * Y + bw / 2 + L * 0.006
        parts += block(-xe - L * 0.005, xe + L * 0.005, yc0, yc1, zb + hb, zb + hb + L * 0.03, CARPET)
    for s in (-1, 1):  # the end boards, under the rails' ends
        xa, xb = sorted((s * xe, s * (xe - bw)))
        parts += block(xa, xb, -Y - bw / 2, Y + bw / 2, zb - hb * 0.8, zb, DOLLY_WOOD)
    # the casters: a plate under each corner, a fork down to a wheel trailing outwards
    for sx in (-1, 1):
        for sy in (-1, 1):
            cx, cy = sx * (xe - bw * 0.5), sy * Y
            zp = zb - hb * 0.8
            parts += block(cx - L * 0.04, cx + L * 0.04, cy - L * 0.04, cy + L * 0.04, zp - L * 0.012, zp,
                           CASTER_FORK)
            wx = cx + sx * rw * 0.9
            for s in (-1, 1):
                fork = [(cx, cy + s * L * 0.03, zp - L * 0.012), (wx, cy + s * L * 0.03, rw)]
                parts += path(fork, L * 0.008, CASTER_FORK)
            parts += [(cyl([wx, cy - L * 0.022, rw], [wx, cy + L * 0.022, rw], rw, 20), CASTER_WHEEL)]
            parts += [(cyl([wx, cy - L * 0.034, rw], [wx, cy + L * 0.034, rw], rw * 0.25, 10), CASTER_FORK)]
    return parts


def furniture_sliders(L, name, acc):
    """Furniture sliders, a set of four round pads in a square: each a thick white slick
    plastic base with a rounded edge (the face that glides) and a fat dark foam cushion on
    top, smaller, so a white ring shows round it (the foam is where the furniture's foot
    sits); one lies flipped, its white domed slide face up."""
    d = L * 0.5  # a slider's diameter
    rr = d / 2
    hb = L * 0.08  # the base's thickness
    hf = L * 0.1  # the foam's thickness
    parts = []
    spots = [(-L / 4, -L / 4), (L / 4, -L / 4), (-L / 4, L / 4), (L / 4, L / 4)]
    for k, (cx, cy) in enumerate(spots):
        cx *= 1.02
        cy *= 1.02
        if k == 3:  # flipped: the white domed glide face up, the foam under it
            parts += [(cyl([cx, cy, 0.0], [cx, cy, hf], rr * 0.9, 28), SLIDER_FOAM)]
            parts += [(lathe([(hf, rr), (hf + hb * 0.6, rr), (hf + hb, rr * 0.9), (hf + hb * 1.3, rr * 0.6),
                              (hf + hb * 1.4, 0.0)], 28, axis="z", center=(cx, cy, 0.0)), SLIDER_BASE)]
            continue
        parts += [(lathe([(0.0, 0.0), (0.0, rr * 0.85), (hb * 0.5, rr), (hb, rr)], 28, axis="z",
                         center=(cx, cy, 0.0)), SLIDER_BASE)]
        parts += [(lathe([(hb, rr * 0.78), (hb + hf * 0.85, rr * 0.78), (hb + hf, rr * 0.72),
                          (hb + hf, 0.0)], 28, axis="z", center=(cx, cy, 0.0)), SLIDER_FOAM)]
    return parts
