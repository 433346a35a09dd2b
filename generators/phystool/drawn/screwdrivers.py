"""Hand drivers turned at the fastener's head: hex keys (L, T-handle, folding sets) and
screwdrivers (Phillips, slotted, stubby, the nut driver), lying flat along +x.

Every builder follows ``drawn/__init__.py``: ``builder(L, name, acc, **style)`` -> parts.
"""

from __future__ import annotations

import math

from .common import ball, bar, plate, rounded_rect, transformed, turned


def hex_key(L, name, acc, kind="l"):
    """L-shaped hex key, T-handle hex key (a plastic cross grip), folding set (a handle with
    several keys folded in, one swung out)."""
    if kind == "t":
        r = max(L * 0.022, 0.0025)
        parts = turned([(-L / 2, r), (L / 2, r)], L * 0.05, "dark_steel", 6)
        parts += turned(
            [(-L * 0.28, L * 0.05), (-L * 0.2, L * 0.06), (L * 0.2, L * 0.06), (L * 0.28, L * 0.05)],
            L * 0.06,
            acc,
            14,
            axis="y",
            x=-L / 2 + L * 0.04,
        )
        return parts
    if kind == "folding":
        w = L * 0.2
        h = w * 0.7
        x1 = L * 0.1
        parts = plate(rounded_rect(-L / 2, x1, -w / 2, w / 2, w * 0.45), 0.0, h, "red")
        band = rounded_rect(-L / 2 + L * 0.02, x1 - L * 0.02, -w / 2 - 0.0005, w / 2 + 0.0005, w * 0.4)
        parts += plate(band, h * 0.3, h * 0.4, "black_plastic")
        px = x1 - w * 0.45
        zk = h + L * 0.012
        parts += turned([(-w * 0.56, w * 0.12), (w * 0.56, w * 0.12)], zk * 0.9, "steel", 12, axis="y", x=px)
        for i, y in enumerate((-0.3, -0.1, 0.1, 0.3)):  # folded keys lying in the top
            rk = L * (0.009 + 0.002 * i)
            parts += bar([px, y * w, h + rk * 0.2], [-L / 2 + L * 0.05, y * w, h + rk * 0.2], rk, "steel", 6)
        for i, ang in enumerate((0.0, 0.7, 1.45)):  # keys fanned out, each with its bent tip
            rk = L * (0.013 + 0.004 * i)
            ln = L * (0.36 + 0.05 * i)
            ca, sa = math.cos(ang), math.sin(ang)
            tip = (px + ln * ca, ln * sa)
            parts += bar([px, 0.0, zk], [tip[0], tip[1], zk], rk, "steel", 6)
            parts += ball([tip[0], tip[1], zk], rk, "steel")
            hook = L * 0.09
            parts += bar([tip[0], tip[1], zk], [tip[0] - sa * hook, tip[1] + ca * hook, zk], rk, "steel", 6)
        return parts
    r = max(L * 0.035, 0.002)
    arm = L * 0.35
    parts = bar([-L / 2, 0, r], [L / 2 - r, 0, r], r, "dark_steel", 6)
    parts += bar([L / 2 - r, 0, r], [L / 2 - r, arm, r], r, "dark_steel", 6)
    return parts


def screwdriver(L, name, acc, tip="phillips", handle="plain", shaft=0.55):
    """Screwdrivers: Phillips (``_phillips``), slotted (a flat flared blade),
    stubby (short), nut driver (a hollow hex end)."""
    if tip == "phillips":
        return _phillips(L)
    hl = L * (1 - shaft)
    hr = L * (0.075 if handle != "stubby" else 0.17)
    z = hr
    x1 = -L / 2 + hl
    parts = turned(
        [
            (-L / 2, hr * 0.85),
            (-L / 2 + hl * 0.08, hr),
            (-L / 2 + hl * 0.55, hr * 1.05),
            (x1 - hl * 0.12, hr * 0.9),
            (x1, hr * 0.7),
        ],
        z,
        acc,
        12 if handle != "plain" else 8,
    )
    parts += turned([(-L / 2 + hl * 0.15, hr * 1.07), (-L / 2 + hl * 0.7, hr * 1.08)], z, "black_plastic", 8)
    sr = max(hr * 0.2, 0.0022)
    end = L / 2 - L * 0.05
    parts += turned([(x1, sr), (end, sr)], z, "chrome", 8)
    if tip == "nut":
        parts += turned([(end - L * 0.06, sr * 2.2), (L / 2, sr * 2.2)], z, "chrome", 6)
        parts += turned([(L / 2 + 0.0003, sr * 1.5), (L / 2 + 0.0006, sr * 1.5)], z, "rubber", 6)
    else:
        parts += plate(
            [(end, -sr), (L / 2, -sr * 1.7), (L / 2, sr * 1.7), (end, sr)],
            z - sr * 0.35,
            sr * 0.7,
            "dark_steel",
        )
    return parts


PHILLIPS_RED = (200, 30, 28)  # the cushion grip's red core
GRIP_FLUTE = (30, 30, 32)  # its black cushion flutes, butt cap and nose
TIP_GROOVE = (22, 22, 24)  # the dark core seen between the cross tip's four wings


def _phillips(L):
    """Phillips screwdriver: a classic two-tone cushion grip (a round red core with a black
    domed butt cap, eight black cushion flutes along it and a black nose), a long round
    chrome shaft, and a pointed black-oxide cross tip no wider than the shaft: four wings set
    as an X (at 45 degrees to the table) tapering to a point, with dark grooves between them.
    Unlike the slotted screwdriver's flat blade, which flares wider than its shaft, the tip
    closes to a point; unlike a countersink, nothing at the end stands out past the shaft."""
    hl, hr = L * 0.42, L * 0.085
    z, x0, x1 = hr, -L / 2, -L / 2 + hl
    parts = turned([(x0 + hl * 0.1, hr * 0.98), (x0 + hl * 0.45, hr * 1.03), (x1 - hl * 0.22, hr * 0.97)],
                   z, PHILLIPS_RED, 16)
    parts += turned([(x0, hr * 0.55), (x0 + hl * 0.03, hr * 0.88), (x0 + hl * 0.11, hr * 1.0)], z,
                    GRIP_FLUTE, 16)
    parts += turned([(x1 - hl * 0.23, hr * 0.98), (x1 - hl * 0.1, hr * 0.8), (x1 - hl * 0.02, hr * 0.45),
                     (x1, hr * 0.38)], z, GRIP_FLUTE, 16)
    for k in range(8):  # the cushion flutes along the grip
        a = math.pi / 8 + k * math.pi / 4
        c, s = math.cos(a) * hr * 0.96, math.sin(a) * hr * 0.96
        parts += bar([x0 + hl * 0.14, c, z + s], [x1 - hl * 0.27, c * 0.97, z + s * 0.97], hr * 0.16,
                     GRIP_FLUTE, 8)
    sr, t0 = L * 0.026, L / 2 - L * 0.09  # the shaft's radius; where the tip begins
    parts += turned([(x1 - 1e-4, sr), (t0 + 1e-4, sr)], z, "chrome", 14)
    parts += turned([(t0, sr * 0.6), (L / 2 - L * 0.004, sr * 0.08)], z, TIP_GROOVE, 8)
    wing = [(t0 - L * 0.012, 0.0), (t0 - L * 0.012, sr * 0.99), (t0 + L * 0.025, sr * 0.97),
            (L / 2, sr * 0.08), (L / 2, 0.0)]
    th = sr * 0.42
    for k in range(4):  # the cross: four wings at 45 degrees to the table
        a = math.pi / 4 + k * math.pi / 2
        c, s = math.cos(a), math.sin(a)
        rot = [[1, 0, 0, 0], [0, c, -s, 0], [0, s, c, z], [0, 0, 0, 1]]
        parts += transformed(plate(wing, -th / 2, th, "dark_steel"), rot)
    return parts


TORQUE_GRIP = (196, 32, 36)  # the torque screwdriver's red grip (black butt cap and thimble)
TORQUE_SCALE = (176, 180, 188)  # its bright satin-steel scale barrel
TORQUE_TICK = (20, 20, 22)  # the scale's black datum line and graduations
TORQUE_COLLAR = (28, 28, 32)  # its black adjusting thimble, graduated round its bevel
TORQUE_INDEX = (250, 210, 40)  # the yellow index arrow on the barrel
TORQUE_BAND = (244, 244, 238)  # the white micrometer scale band printed round the barrel


def torque_screwdriver(L, name, acc):
    """Torque screwdriver, lying along +x, drawn like a torque wrench's micrometer handle:
    a fat red grip (about twice a screwdriver's girth) with a black domed butt cap, then a
    long bright satin-steel barrel carrying a micrometer scale on top (a black datum line
    along the barrel crossed by a row of graduations, every other one long, and a yellow
    index arrow), a black adjusting thimble over the barrel's front whose white bevel is
    graduated all round, a chrome nose cone and a short slim shaft with a slotted bit.
    No ratchet selector ring, no cushion flutes, no battery, no trigger."""
    hr = L * 0.1
    z, x0 = hr * 1.05, -L / 2
    g1, b1, t1 = x0 + L * 0.3, x0 + L * 0.64, x0 + L * 0.75  # grip, barrel, thimble ends
    parts = turned([(x0, hr * 0.45), (x0 + L * 0.015, hr * 0.85), (x0 + L * 0.04, hr * 0.95)],
        z, "black_plastic", 20)
    parts += turned([(x0 + L * 0.04, hr * 0.96), (x0 + L * 0.15, hr * 1.02), (g1, hr * 0.98)],
        z, TORQUE_GRIP, 20)
    for k in range(8):  # black grip strips, so the grip reads as rubber over red
        a = 2 * math.pi * (k + 0.5) / 8
        c, s = math.cos(a) * hr * 1.0, math.sin(a) * hr * 1.0
        parts += bar([x0 + L * 0.07, c, z + s], [g1 - L * 0.03, c, z + s], hr * 0.09, "black_plastic", 6)
    br = hr * 0.86
    parts += turned([(g1, br), (b1 + L * 0.01, br)], z, TORQUE_SCALE, 28)
    s0, s1 = g1 + L * 0.025, b1 - L * 0.01  # the white scale band, printed round the barrel
    parts += turned([(s0, br * 1.03), (s1, br * 1.03)], z, TORQUE_BAND, 28)
    rb = br * 1.03

    def on_band(xk, y0, y1, r, n=4):  # a bold black mark lying on the band, from y0 to y1
        ys = [y0 + (y1 - y0) * i / n for i in range(n + 1)]
        pts = [[xk, y, z + math.sqrt(max(rb * rb - y * y, 0.0)) + r * 0.3] for y in ys]
        return [p for q0, q1 in zip(pts, pts[1:]) for p in bar(q0, q1, r, TORQUE_TICK, 6)]

    parts += bar([s0 + L * 0.005, 0, z + rb + hr * 0.02], [s1 - L * 0.005, 0, z + rb + hr * 0.02],
                 hr * 0.07, TORQUE_TICK, 6)  # the datum line along the top
    n = 8
    for k in range(n + 1):  # bold graduations off one side of the datum, every other one long
        xk = s0 + L * 0.012 + k * (s1 - s0 - L * 0.024) / n
        parts += on_band(xk, -rb * (0.75 if k % 2 == 0 else 0.45), 0.0, hr * 0.06)
        if k % 2 == 0 and k < n:  # a numeral (a "1" stroke and an "0" box) on the other side
            u = xk + L * 0.004
            for dx in (0.0, L * 0.01, L * 0.024):
                parts += on_band(u + dx, rb * 0.12, rb * 0.52, hr * 0.055, 2)
            for yy in (rb * 0.12, rb * 0.52):
                zz = z + math.sqrt(rb * rb - yy * yy) + hr * 0.02
                parts += bar([u + L * 0.01, yy, zz], [u + L * 0.024, yy, zz], hr * 0.055, TORQUE_TICK, 6)
    parts += plate([(s0 - L * 0.02, -rb * 0.85), (s0 + L * 0.01, -rb * 0.55), (s0 - L * 0.02, -rb * 0.25)],
                   z + rb * 0.45, hr * 0.06, TORQUE_INDEX)  # the yellow index arrow at the scale's start
    parts += turned([(b1 - L * 0.02, br * 1.02), (b1, hr * 1.1), (t1, hr * 1.1), (t1 + L * 0.02, hr * 0.6)],
                    z, TORQUE_COLLAR, 28)
    ca, cb = (b1 - L * 0.04, br * 1.05), (b1 - L * 0.002, hr * 1.1)
    parts += turned([ca, cb], z, "white", 28)  # the bevel

    def cone(x):  # the bevel's radius at x, a hair proud
        return ca[1] + (cb[1] - ca[1]) * (x - ca[0]) / (cb[0] - ca[0]) + hr * 0.03

    for k in range(16):  # bold graduations lying on the thimble's bevel, every fourth one long
        a = 2 * math.pi * k / 16
        c, s = math.cos(a), math.sin(a)
        xa, xb = b1 - L * (0.036 if k % 4 == 0 else 0.024), b1 - L * 0.005
        parts += bar([xa, c * cone(xa), z + s * cone(xa)], [xb, c * cone(xb), z + s * cone(xb)],
                     hr * 0.05, TORQUE_TICK, 4)
    sr = L * 0.018  # the chrome nose, the shaft and the slotted bit
    parts += turned([(t1 + L * 0.015, hr * 0.62), (t1 + L * 0.05, sr * 1.4), (L / 2 - L * 0.06, sr)],
        z, "chrome", 10)
    parts += turned([(L / 2 - L * 0.062, sr * 0.75), (L / 2 - L * 0.03, sr * 0.75)], z, "dark_steel", 6)
    parts += plate([(L / 2 - L * 0.035, -sr * 0.7), (L / 2, -sr * 1.5), (L / 2, sr * 1.5),
                    (L / 2 - L * 0.035, sr * 0.7)], z - sr * 0.3, sr * 0.6, "dark_steel")
    return parts
