"""Cleaning up a floor: the broom (a corn broom's fanned straw head, a push broom's wide block
of black bristles, an angle broom's slanted coloured bristles, each on a long handle), the mop
(a string mop's splayed white cotton strands, a flat mop's blue microfibre pad, a sponge mop's
yellow sponge and squeeze lever), the shop vacuum (a standing drum on casters under a black
motor head, a thick ribbed hose curling over the floor to a floor nozzle) and the sponge (a
yellow cellulose block with a green scouring pad on top).

Every builder follows ``drawn/__init__.py``: ``builder(L, name, acc, **style)`` -> parts. Long
tools lie on the floor as a person drops them; the shop vacuum stands.
"""

from __future__ import annotations

import math

import numpy as np

from ..parts import torus
from .common import bar, block, path, plate, rounded_rect, side, turned

STRAW = (214, 182, 96)  # a corn broom's broomcorn straw
STITCH = (176, 36, 40)  # the red stitching bands across a corn broom's head
HANDLE_RED = (186, 40, 44)  # a painted broom or mop handle
BRISTLE_BLACK = (34, 34, 36)  # a push broom's stiff black bristles
ANGLE_BLUE = (40, 96, 190)  # an angle broom's plastic head
MOP_WHITE = (236, 232, 220)  # cotton mop strands
MICRO_BLUE = (60, 120, 210)  # a flat mop's microfibre pad
SPONGE_YELLOW = (244, 204, 60)  # a cellulose sponge
SCOUR_GREEN = (40, 130, 70)  # the scouring pad on top of it
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


def sponge(L, name, acc):
    """A rectangular cellulose sponge lying flat: a thick yellow block with rounded corners, a
    green scouring pad bonded on top, a scatter of pores on the yellow sides."""
    w, h = L * 0.62, L * 0.3
    parts = plate(rounded_rect(-L / 2, L / 2, -w / 2, w / 2, L * 0.06), 0.0, h * 0.72, SPONGE_YELLOW)
    parts += plate(rounded_rect(-L / 2 + L * 0.005, L / 2 - L * 0.005, -w / 2 + L * 0.005, w / 2 - L * 0.005,
                                L * 0.055), h * 0.72 - 0.0002, h * 0.28, SCOUR_GREEN)
    for k in range(14):  # the pores: small dark-gold pits on the two long sides
        x = -L * 0.44 + L * 0.88 * ((k * 0.37) % 1.0)
        z = h * (0.12 + 0.5 * ((k * 0.61) % 1.0))
        for s in (1, -1):
            y = s * (w / 2 + 0.0003)
            parts += block(x - L * 0.012, x + L * 0.012, min(y, y - s * L * 0.004), max(y, y - s * L * 0.004),
                           z, z + L * 0.02, (196, 150, 30))
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
