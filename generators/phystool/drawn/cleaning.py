"""Cleaning up a floor: the broom (a corn broom's fanned straw head, a push broom's wide block
of black bristles, an angle broom's slanted coloured bristles, each on a long handle), the mop
(a string mop's splayed white cotton strands, a flat mop's blue microfibre pad, a sponge mop's
yellow sponge and squeeze lever), the shop vacuum (a standing drum on casters under a black
motor head, a thick ribbed hose curling over the floor to a floor nozzle) and the sponge (a
kitchen scrub sponge: a waisted lemon-yellow foam block on a green scouring pad), the dustpan
(a red pan with its hand brush) and the magnetic sweeper (an orange magnet bar on two wheels,
screws clinging to it, on a long handle).

Every builder follows ``drawn/__init__.py``: ``builder(L, name, acc, **style)`` -> parts. Long
tools lie on the floor as a person drops them; the shop vacuum stands.
"""

from __future__ import annotations

import math

import numpy as np

from ..parts import torus
from .common import bar, block, path, plate, rounded_rect, side, transformed, turned

STRAW = (214, 182, 96)  # a corn broom's broomcorn straw
STITCH = (176, 36, 40)  # the red stitching bands across a corn broom's head
HANDLE_RED = (186, 40, 44)  # a painted broom or mop handle
BRISTLE_BLACK = (34, 34, 36)  # a push broom's stiff black bristles
ANGLE_BLUE = (40, 96, 190)  # an angle broom's plastic head
MOP_WHITE = (236, 232, 220)  # cotton mop strands
MICRO_BLUE = (60, 120, 210)  # a flat mop's microfibre pad
SPONGE_YELLOW = (244, 204, 60)  # a cellulose sponge
SCOUR_GREEN = (30, 150, 64)  # a kitchen sponge's scouring pad, under its foam
KITCHEN_YELLOW = (255, 222, 72)  # a kitchen sponge's lemon-yellow foam
PORE = (212, 160, 36)  # its open pores
PAN_RED = (206, 44, 44)  # a dustpan and brush set's red plastic
LIP_BLACK = (30, 30, 32)  # the dustpan's rubber lip and hanging hole
BRUSH_GREY = (128, 128, 132)  # the hand brush's bristles
SWEEPER_ORANGE = (240, 120, 20)  # a magnetic sweeper's bar
LEVER_RED = (200, 30, 30)  # its release lever
VAC_DRUM = (214, 92, 26)  # a shop vacuum's drum (a jobsite orange)
VAC_BLACK = (36, 36, 38)  # its motor head, casters and hose


def _handle(x0, x1, r, mat, cap=True) -> list:
    """A long round handle along x at height r, from x0 (the butt, a black hanging cap) to x1."""
    parts = turned([(x0, r), (x1, r)], r, mat, 12)
    if cap:
        parts += turned([(x0 - r * 2.5, r * 0.9), (x0 + r * 0.5, r * 1.1)], r, "black_plastic", 12)
    return parts


def broom(L, name, acc):
    """A broom lying flat on the floor, its handle along x and its head at +x: corn (the
    default: a flat fan of straw widening to a straight sweeping edge, two red stitching
    bands and a wire collar at the neck), push (a wide wooden block across the handle's end,
    a dense brush of black bristles under and in front of it, a brace from handle to block),
    angle (a slanted blue head with a fan of grey bristles cut on a slant)."""
    r = L * 0.013
    if "push" in name:
        bw = L * 0.44  # 24 in on a 1.4 m broom
        bx = L / 2 - L * 0.05  # the block's centre line along x
        parts = _handle(-L / 2, bx - L * 0.02, r, "wood")
        parts += block(bx - L * 0.03, bx + L * 0.03, -bw / 2, bw / 2, L * 0.03, L * 0.06, "wood")
        parts += block(bx - L * 0.028, bx + L * 0.05, -bw / 2 + L * 0.005, bw / 2 - L * 0.005, 0.0, L * 0.032,
                       BRISTLE_BLACK)
        for s in (1, -1):  # the metal brace from the handle to the block
            parts += bar([bx - L * 0.16, 0.0, r], [bx - L * 0.02, s * bw * 0.25, L * 0.055], r * 0.35,
                         "steel")
        return parts
    if "angle" in name:
        hx = L / 2 - L * 0.22  # the head's neck
        parts = _handle(-L / 2, hx + L * 0.02, r, HANDLE_RED)
        parts += plate([(hx, -L * 0.03), (hx + L * 0.05, -L * 0.1), (hx + L * 0.09, -L * 0.1),
                        (hx + L * 0.05, L * 0.1), (hx, L * 0.035)], 0.0, L * 0.035, ANGLE_BLUE)
        # the bristles, cut on a slant: longer on the -y side
        parts += plate([(hx + L * 0.05, -L * 0.1), (L / 2, -L * 0.13), (L / 2 - L * 0.09, L * 0.12),
                        (hx + L * 0.05, L * 0.1)], 0.0, L * 0.022, (150, 154, 160))
        return parts
    nx = L / 2 - L * 0.3  # the straw head's neck
    parts = _handle(-L / 2, nx + L * 0.03, r, HANDLE_RED)
    parts += turned([(nx - L * 0.02, r * 1.5), (nx + L * 0.04, r * 2.2)], r * 1.2, "steel", 12)  # wire collar
    w0, w1 = L * 0.05, L * 0.17  # the head's half-width at the neck and at the sweeping edge
    t = L * 0.03
    fan = [(nx + L * 0.03, -w0), (L / 2 - L * 0.02, -w1), (L / 2, -w1 * 0.9), (L / 2, w1 * 0.9),
           (L / 2 - L * 0.02, w1), (nx + L * 0.03, w0)]
    parts += plate(fan, 0.0, t, STRAW)
    for f in (0.22, 0.42):  # two stitching bands across the straw
        x = nx + L * 0.03 + (L / 2 - nx) * f
        w = w0 + (w1 - w0) * f * 1.05
        parts += block(x - L * 0.008, x + L * 0.008, -w, w, t - 0.0005, t + L * 0.003, STITCH)
    for k in range(-6, 7):  # a few darker straws along the fan: the broom's grain
        y = w1 * 0.8 * k / 6
        parts += plate([(nx + L * 0.1, y * 0.45 - L * 0.002), (L / 2 - L * 0.01, y - L * 0.002),
                        (L / 2 - L * 0.01, y + L * 0.002), (nx + L * 0.1, y * 0.45 + L * 0.002)],
                       t - 0.0005, L * 0.002, (176, 140, 64))
    return parts


def mop(L, name, acc):
    """A mop lying flat, its handle along x and its head at +x: string (the default: a plastic
    head clamp and a big splayed mass of white cotton strands spreading over the floor),
    flat microfibre (a swivel joint to a long flat blue pad across the handle), sponge (a
    yellow sponge roll in a steel squeeze frame with a lever along the handle)."""
    r = L * 0.012
    if "flat" in name:
        hx = L / 2 - L * 0.06
        parts = _handle(-L / 2, hx - L * 0.03, r, "aluminium")
        parts += turned([(-L / 2 + L * 0.02, r * 1.2), (-L / 2 + L * 0.2, r * 1.2)], r, "black_plastic", 12)
        parts += block(hx - L * 0.04, hx, -L * 0.015, L * 0.015, 0.0, L * 0.03, "black_plastic")  # swivel
        parts += plate(rounded_rect(hx - L * 0.05, hx + L * 0.06, -L * 0.2, L * 0.2, L * 0.02), 0.0,
                       L * 0.012,
                       "grey")
        parts += plate(rounded_rect(hx - L * 0.055, hx + L * 0.065, -L * 0.205, L * 0.205, L * 0.02), 0.0,
                       L * 0.008, MICRO_BLUE)
        parts += plate(rounded_rect(hx - L * 0.045, hx + L * 0.055, -L * 0.195, L * 0.195, L * 0.02),
                       L * 0.008,
                       L * 0.006, MICRO_BLUE)
        return parts
    if "sponge" in name:  # a butterfly sponge mop: a thick porous sponge, a squeeze lever
        hx = L / 2 - L * 0.06
        parts = _handle(-L / 2, hx - L * 0.03, r, HANDLE_RED)
        h = L * 0.06
        parts += plate(rounded_rect(hx - L * 0.045, hx + L * 0.06, -L * 0.13, L * 0.13, L * 0.015), 0.0, h,
                       SPONGE_YELLOW)
        for k in range(24):  # pores over the sponge's top
            x = hx - L * 0.035 + L * 0.085 * ((k * 0.618) % 1.0)
            y = -L * 0.12 + L * 0.24 * ((k * 0.377) % 1.0)
            parts += block(x - L * 0.004, x + L * 0.004, y - L * 0.004, y + L * 0.004, h - 0.0004, h + 0.0003,
                           (200, 150, 30))
        parts += block(hx - L * 0.05, hx - L * 0.025, -L * 0.135, L * 0.135, h * 0.5, h * 1.15, "steel")
        parts += block(hx - L * 0.06, hx - L * 0.02, -L * 0.02, L * 0.02, 0.0, h * 1.1, "black_plastic")
        # the squeeze lever: a steel rod beside the handle to a red knob
        parts += bar([hx - L * 0.04, L * 0.03, h * 1.0], [hx - L * 0.42, L * 0.03, r * 1.5], r * 0.45,
                     "steel")
        parts += turned([(hx - L * 0.47, r * 1.1), (hx - L * 0.41, r * 1.3)], r * 1.5, HANDLE_RED, 12,
                        y=L * 0.03)
        return parts
    hx = L / 2 - L * 0.26  # the head clamp
    parts = _handle(-L / 2, hx, r, HANDLE_RED)
    parts += block(hx - L * 0.01, hx + L * 0.04, -L * 0.045, L * 0.045, 0.0, L * 0.035, "black_plastic")
    # the strands: many thick cotton cords fanning out from the clamp and curling at their ends
    n = 26
    for k in range(n):
        a = (k / (n - 1) - 0.5) * 2.2  # spread over about +-63 degrees
        ln = L * (0.22 + 0.03 * math.sin(k * 2.3))
        y0 = L * 0.04 * (k / (n - 1) - 0.5)
        cx, cy = hx + L * 0.03, y0
        pts = []
        for i in range(6):
            f = i / 5
            bend = 0.35 * math.sin(k * 1.7) * f * f
            pts.append((cx + ln * f * math.cos(a * 0.8 + bend), cy + ln * f * math.sin(a * 0.8 + bend),
                        L * 0.012 + L * 0.006 * (1 - f)))
        parts += path(pts, L * 0.008, MOP_WHITE, sections=6)
    return parts


def _waisted(L, w, rad, waist, n=12) -> list:
    """A sponge's plan: a rounded rectangle L x w whose long sides curve in by ``waist`` at the
    middle (the finger grip of a kitchen sponge)."""
    rr = rounded_rect(-L / 2, L / 2, -w / 2, w / 2, rad)
    span = L / 2 - rad
    out = []
    for i, p in enumerate(rr):
        out.append(p)
        if i in (4, 14):  # the long sides, from this corner to the next one
            q = rr[i + 1]
            for k in range(1, n):
                x = p[0] + (q[0] - p[0]) * k / n
                out.append((x, p[1] - math.copysign(waist, p[1]) * math.cos(math.pi / 2 * x / span) ** 2))
    return out


def sponge(L, name, acc):
    """A kitchen scrub sponge lying soft side up: a thick, bright lemon-yellow foam block (two
    thirds of its height) with a waisted plan (a finger grip in each long side) and big open pores
    over its top and sides, on a thinner bright green scouring pad that shows as a green band all
    round its bottom (a sanding sponge is a grit-covered block, square in plan)."""
    w, h = L * 0.62, L * 0.3
    hg = h * 0.38  # the green scouring pad under the foam
    outline = _waisted(L, w, L * 0.08, w * 0.09)
    parts = plate(outline, 0.0, hg, SCOUR_GREEN)
    parts += plate(outline, hg - 0.0002, h - hg + 0.0002, KITCHEN_YELLOW)
    rng = np.random.default_rng(3)
    for _ in range(22):  # the pores on top: soft amber pits of a few sizes
        x, y = rng.uniform(-L * 0.4, L * 0.4), rng.uniform(-w * 0.28, w * 0.28)
        d = L * rng.uniform(0.016, 0.03)
        parts += turned([(h - 0.0004, d), (h + 0.0003, d * 0.8)], 0.0, PORE, 8, axis="z", x=x, y=y)
    for _ in range(10):  # and a few on each end
        y, z = rng.uniform(-w * 0.25, w * 0.25), rng.uniform(hg + h * 0.12, h * 0.88)
        for s in (1, -1):
            parts += turned([(s * L / 2 - s * 0.0004, L * 0.014), (s * L / 2 + s * 0.0003, L * 0.011)], z,
                            PORE, 8, y=y)
    return parts


def dustpan(L, name, acc):
    """A dustpan and its hand brush, lying as a set: a red plastic pan open at the front (+x) with
    a black rubber lip on the floor, side walls rising to a tall back wall and a short hood over
    the back, a flat handle with a hanging hole behind it; beside it the hand brush (a red stock
    with a short handle over a dense bed of grey bristles)."""
    xb, xf = -L * 0.14, L * 0.5  # the pan's back wall and front lip
    wf, wb, H, t = L * 0.36, L * 0.32, L * 0.17, L * 0.012
    parts = plate([(xf, wf), (xb, wb), (xb, -wb), (xf, -wf)], 0.0, t, PAN_RED)  # the floor
    for s in (1, -1):  # the side walls: wedges from the lip up to the back
        o = [(xf, 0.0), (xf - L * 0.04, t), (xb + L * 0.02, H), (xb, H), (xb, 0.0)]
        y0 = s * (wb + (wf - wb) * 0.5)
        parts += side(o, min(y0, y0 - s * t * 1.5), max(y0, y0 - s * t * 1.5), PAN_RED)
    parts += block(xb - t, xb, -wb, wb, 0.0, H, PAN_RED)  # the back wall
    parts += block(xb - t, xb + L * 0.11, -wb, wb, H - t, H, PAN_RED)  # the hood over the back
    parts += block(xf - L * 0.02, xf + L * 0.012, -wf, wf, 0.0, t * 0.9, LIP_BLACK)  # the rubber lip
    # the handle: a flat ribbed grip back from the hood's top, with a hanging hole near its end
    hx = -L / 2
    parts += plate(rounded_rect(hx, xb, -L * 0.045, L * 0.045, L * 0.04), H * 0.72, t * 1.4, PAN_RED)
    parts += block(xb - L * 0.02, xb, -L * 0.045, L * 0.045, H * 0.72, H, PAN_RED)
    parts += turned([(H * 0.72 - 0.0003, L * 0.018), (H * 0.72 + t * 1.4 + 0.0003, L * 0.018)], 0.0,
                    LIP_BLACK, 12, axis="z", x=hx + L * 0.05)
    # the hand brush, lying beside the pan along x, bristles down: a dense grey bed showing all
    # round a narrower red stock, the stock's handle running back from it
    yb = -(wf + L * 0.15)
    bw = L * 0.11
    parts += plate(rounded_rect(-L * 0.12, L * 0.5, yb - bw, yb + bw, L * 0.02), 0.0, L * 0.06, BRUSH_GREY)
    for k in range(7):  # rows of tufts over the bed's top
        x = -L * 0.08 + L * 0.54 * k / 6
        parts += block(x - L * 0.006, x + L * 0.006, yb - bw * 0.95, yb + bw * 0.95, L * 0.06 - 0.0003,
                       L * 0.062, (96, 96, 100))
    parts += plate(rounded_rect(-L * 0.1, L * 0.42, yb - bw * 0.5, yb + bw * 0.5, L * 0.03), L * 0.06,
                   L * 0.03, PAN_RED)
    parts += plate(rounded_rect(-L * 0.48, -L * 0.08, yb - L * 0.03, yb + L * 0.03, L * 0.03), L * 0.065,
                   L * 0.03, PAN_RED)
    mid = (wf + yb - bw) / 2  # centre the set across y
    return transformed(parts, np.array([[1, 0, 0, 0], [0, 1, 0, -mid], [0, 0, 1, 0], [0, 0, 0, 1.0]]))


def magnetic_sweeper(L, name, acc):
    """A push magnetic sweeper lying on the floor: at +x a long orange magnet bar across the
    handle (18 in, about half the length) on a black wheel at each end, screws and nails clinging
    flat to its front face and poking out from under it, front and back; a steel tube handle
    forked onto the bar, rising to a black
    foam grip at the butt with a red release lever under it and its cable along the tube."""
    xm, d = L * 0.45, L * 0.08  # the bar's centre line along x and its depth
    wb = L * 0.26  # half the bar's width
    zb0, zb1 = L * 0.012, L * 0.075
    parts = block(xm - d / 2, xm + d / 2, -wb, wb, zb0 + L * 0.008, zb1, SWEEPER_ORANGE)
    parts += block(xm - d * 0.45, xm + d * 0.45, -wb * 0.97, wb * 0.97, zb0, zb0 + L * 0.009, VAC_BLACK)
    parts += block(xm - d * 0.3, xm + d * 0.3, -wb * 0.9, wb * 0.9, zb1 - 0.0003, zb1 + L * 0.006,
                   (44, 44, 46))
    rw = L * 0.045
    for s in (1, -1):  # the wheels, outside the bar's ends, with a grey hub
        y0 = s * (wb + L * 0.004)
        parts += turned([(y0, rw), (y0 + s * L * 0.03, rw)], rw, VAC_BLACK, 18, axis="y", x=xm)
        parts += turned([(y0 + s * L * 0.029, rw * 0.45), (y0 + s * L * 0.034, rw * 0.4)], rw, "steel", 12,
                        axis="y", x=xm)
    rng = np.random.default_rng(5)
    for k in range(14):  # screws and nails caught by the magnet, lying flat against its front face
        y = -wb * 0.9 + wb * 1.8 * (k + rng.uniform(0.1, 0.9)) / 14
        a = rng.uniform(-0.6, 0.6) + (math.pi if k % 2 else 0.0)
        ln = L * rng.uniform(0.035, 0.05)
        xf = xm + d / 2 + L * 0.0045
        z = zb0 + (zb1 - zb0) * rng.uniform(0.3, 0.7)
        p0 = [xf, y - ln / 2 * math.cos(a), z - ln / 2 * math.sin(a)]
        p1 = [xf, y + ln / 2 * math.cos(a), z + ln / 2 * math.sin(a)]
        parts += bar(p0, p1, L * 0.004, "steel", sections=6)
        parts += bar([xf - L * 0.003, p0[1], p0[2]], [xf + L * 0.003, p0[1], p0[2]], L * 0.008, "steel",
                     sections=8)
    for k in range(12):  # and more under it, poking out past its front and back edges, at odd angles
        y = -wb * 0.85 + wb * 1.7 * (k + rng.uniform(0.2, 0.8)) / 12
        a = rng.uniform(-1.0, 1.0) + (math.pi if k % 2 else 0.0)
        ln = L * rng.uniform(0.04, 0.055)
        x0 = xm + math.copysign(d * 0.1, math.cos(a))
        p1 = [x0 + ln * math.cos(a), y + ln * math.sin(a), L * 0.008]
        parts += bar([x0, y, zb0 * 0.9], p1, L * 0.004, "steel", sections=6)
        parts += bar([p1[0] - L * 0.002, p1[1], p1[2]], [p1[0] + L * 0.003, p1[1], p1[2]], L * 0.0075,
                     "steel", sections=8)
    r = L * 0.013
    zh = zb1 * 0.8
    fork = xm - d / 2 - L * 0.14
    for s in (1, -1):  # the fork from the handle to the bar's back
        parts += bar([fork, 0.0, zh * 0.92], [xm - d / 2, s * wb * 0.45, zh], r * 0.8, "steel")
    parts += bar([-L / 2 + L * 0.02, 0.0, r * 1.3], [fork, 0.0, zh * 0.92], r, "steel")
    parts += turned([(-L / 2, r * 1.7), (-L / 2 + L * 0.17, r * 1.7)], r * 1.7, VAC_BLACK, 14)  # the grip
    lx = -L / 2 + L * 0.2  # the release lever under the grip and its cable to the bar
    parts += bar([lx, 0.0, r * 1.6], [lx - L * 0.12, L * 0.03, r * 1.2], r * 0.7, LEVER_RED)
    parts += path([(lx, 0.0, r * 1.6), (lx + L * 0.1, L * 0.025, r * 1.9), (fork, L * 0.03, zh),
                   (xm - d / 2, L * 0.04, zh)], r * 0.3, VAC_BLACK, sections=6)
    return parts


def shop_vacuum(L, name, acc):
    """A wet/dry shop vacuum standing: a tall orange drum (L high) on four black casters, a
    black motor head on top with a carrying handle and two side latches, a hose inlet on the
    drum's front, and a thick ribbed black hose curling over the floor to a grey floor nozzle."""
    R = L * 0.36
    hd = L * 0.72  # the drum's height
    parts = turned([(L * 0.06, R * 0.9), (L * 0.1, R), (hd, R * 1.02)], 0.0, VAC_DRUM, 28, axis="z")
    parts += turned([(hd, R * 1.06), (hd + L * 0.16, R * 0.98), (hd + L * 0.2, R * 0.7)], 0.0, VAC_BLACK, 28,
                    axis="z")  # the motor head
    parts += side([(-R * 0.45, hd + L * 0.19), (-R * 0.35, hd + L * 0.3), (R * 0.35, hd + L * 0.3),
                   (R * 0.45, hd + L * 0.19), (R * 0.3, hd + L * 0.19), (R * 0.25, hd + L * 0.25),
                   (-R * 0.25, hd + L * 0.25), (-R * 0.3, hd + L * 0.19)], -L * 0.04, L * 0.04, VAC_BLACK)
    for s in (1, -1):  # side latches over the seam
        parts += block(-L * 0.04, L * 0.04, s * R * 1.0 - L * 0.015, s * R * 1.0 + L * 0.015, hd - L * 0.08,
                       hd + L * 0.05, VAC_BLACK)
    for a in (45, 135, 225, 315):  # casters
        c, s_ = math.cos(math.radians(a)), math.sin(math.radians(a))
        parts += turned([(0.0, L * 0.035), (L * 0.07, L * 0.035)], 0.0, VAC_BLACK, 12, axis="z",
                        x=R * 0.78 * c, y=R * 0.78 * s_)
    # the hose inlet on the front (+x), then the hose: rings along a curling path on the floor
    zi = hd * 0.62
    parts += bar([R * 0.9, 0.0, zi], [R * 1.2, 0.0, zi], L * 0.06, VAC_BLACK)
    hr = L * 0.045
    pts = [(R * 1.2, 0.0, zi), (R * 1.35, 0.0, zi * 0.6), (R * 1.4, 0.0, hr)]
    for i in range(1, 15):  # a loop round the front and side of the drum
        a = math.pi * 1.25 * i / 14
        pts.append((R * 1.4 * math.cos(a) + R * 0.04 * i, R * 1.4 * math.sin(a), hr))
    parts += path(pts, hr, VAC_BLACK, sections=10)
    for p0, p1 in zip(pts[2:], pts[3:]):  # ribs: grey rings round the hose
        for f in (0.25, 0.75):
            cx, cy = p0[0] + (p1[0] - p0[0]) * f, p0[1] + (p1[1] - p0[1]) * f
            m = torus([0.0, 0.0, 0.0], hr * 1.02, hr * 0.18, axis="x")
            ang = math.atan2(p1[1] - p0[1], p1[0] - p0[0])
            c, s_ = math.cos(ang), math.sin(ang)
            m.apply_transform(np.array([[c, -s_, 0, cx], [s_, c, 0, cy], [0, 0, 1, hr], [0, 0, 0, 1]]))
            parts.append((m, (90, 92, 96)))
    # a straight grey wand and a wide floor nozzle at the hose's end
    ex, ey = pts[-1][0], pts[-1][1]
    d = math.atan2(pts[-1][1] - pts[-2][1], pts[-1][0] - pts[-2][0])
    wx, wy = ex + L * 0.4 * math.cos(d), ey + L * 0.4 * math.sin(d)
    parts += bar([ex, ey, hr], [wx, wy, hr], hr * 0.75, "grey")
    nx, ny = -math.sin(d), math.cos(d)
    fx, fy = L * 0.07 * math.cos(d), L * 0.07 * math.sin(d)  # the nozzle's depth along the wand
    ax, ay = nx * L * 0.17, ny * L * 0.17  # its half-width across
    parts += plate([(wx - ax, wy - ay), (wx + ax, wy + ay), (wx + ax + fx, wy + ay + fy),
                    (wx - ax + fx, wy - ay + fy)], 0.0, L * 0.05, "grey")
    return parts
