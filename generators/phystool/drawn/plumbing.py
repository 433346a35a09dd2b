"""Plumbing hand tools for the nuts out of reach behind a basin: the basin wrench, lying flat,
its jaw towards +x; and the toilet auger (a cranked tube hooked into a booted J at its end).

Every builder follows ``drawn/__init__.py``: ``builder(L, name, acc, **style)`` -> parts.
"""

from __future__ import annotations

import math

from ..parts import arc_plate
from .common import bar, block, path, plate, turned

BASIN_SHAFT = (196, 200, 206)  # a basin wrench's zinc-plated steel shaft and sliding T-bar
BASIN_JAW = (52, 54, 60)  # its black-oxide forged jaw
BASIN_TEETH = (214, 216, 220)  # the jaw's ground bright teeth
BASIN_CAP = (200, 36, 34)  # the red vinyl caps on the T-bar's ends


def basin_wrench(L, name, acc):
    """Basin wrench lying flat: a long slim plated shaft with, at its butt, a sliding T-bar
    through it across the tool (half the length wide, red vinyl caps on its ends), and at
    its front end a forked head holding, on a cross pin, the jaw that names it: a thick black
    curved claw that runs on forward from the pin and hooks round to one side and back into
    a C, wide open towards the butt, with a row of bright teeth along its inside that bite
    the nut against the head's toothed face; a small coil spring sits on the pin. A
    telescoping one's shaft is a fat tube over its back half, a black lock button on it. (A
    pipe wrench's hook jaw faces a heel jaw on a frame; a T-handle hex key has no claw.)"""
    r = L * 0.02  # the shaft's radius
    z = L * 0.03  # the shaft's axis, over the T-bar's radius
    x_pin = L / 2 - L * 0.16  # the head's cross pin
    parts = turned([(-L / 2 + L * 0.01, r), (x_pin - L * 0.03, r)], z, BASIN_SHAFT, 14)
    if "telescoping" in name:  # the outer tube over the back half and its lock button
        parts += turned(
            [(-L / 2 + L * 0.01, r * 1.45), (-L * 0.02, r * 1.45), (-L * 0.005, r * 1.2)], z, BASIN_SHAFT, 14
        )
        parts += turned(
            [(z + r * 1.3, L * 0.012), (z + r * 1.8, L * 0.01)], 0.0, BASIN_JAW, 10, axis="z", x=-L * 0.06
        )
    # the sliding T-bar through the butt, across the tool, its red caps
    tb, tr = L * 0.25, L * 0.017
    xt = -L / 2 + L * 0.035
    parts += turned([(-tb, tr), (tb, tr)], z, BASIN_SHAFT, 12, axis="y", x=xt)
    for s in (-1, 1):
        cap = [(s * (tb - L * 0.05), tr * 1.45), (s * (tb + L * 0.005), tr * 1.45)]
        parts += turned(sorted(cap), z, BASIN_CAP, 12, axis="y", x=xt)
    parts += turned([(-L / 2, r * 1.5), (-L / 2 + L * 0.06, r * 1.5)], z, BASIN_SHAFT, 14)  # the butt boss
    # the forked head on the shaft's end, the cross pin and its coil spring
    parts += block(
        x_pin - L * 0.035, x_pin + L * 0.025, -L * 0.032, L * 0.032, z - r * 1.3, z + r * 1.3, BASIN_SHAFT
    )
    parts += plate(
        [
            (x_pin - L * 0.035, -L * 0.032),
            (x_pin + L * 0.025, -L * 0.032),
            (x_pin + L * 0.025, -L * 0.06),
            (x_pin - L * 0.01, -L * 0.06),
        ],
        z - r * 1.3,
        r * 2.6,
        BASIN_SHAFT,
    )  # the head's fixed, toothed face, under the claw's mouth
    for i in range(3):
        x = x_pin - L * 0.03 + i * L * 0.02
        parts += block(x, x + L * 0.01, -L * 0.07, -L * 0.06, z - r * 1.2, z + r * 1.2, BASIN_TEETH)
    parts += bar([x_pin, -L * 0.045, z], [x_pin, L * 0.045, z], r * 0.55, BASIN_TEETH, 10)
    for i in range(4):
        parts += turned(
            [(-r * 0.7, L * 0.012), (r * 0.7, L * 0.012)],
            z + r * 1.3 + r * 0.35 * (i + 1),
            "steel",
            10,
            axis="z",
            x=x_pin - L * 0.005,
            y=L * 0.0,
        )
    # the claw: a thick curved jaw forward of the pin, hooking round to -y into a C that
    # opens towards the butt, its bright teeth along the inside
    R, w = L * 0.1, L * 0.04  # the claw's centre-line radius and its width
    cx, cy = x_pin + L * 0.04, -L * 0.07  # the C's centre (where the nut sits)
    zc0, zc1 = z - r * 1.7, z + r * 1.7
    a0, a1 = math.radians(118), math.radians(-112)
    parts += [(m, BASIN_JAW) for m in arc_plate(cx, cy, R - w / 2, R + w / 2, a0, a1, zc0, zc1, n=16)]
    parts += turned(
        [(zc0, L * 0.03), (zc1, L * 0.03)], 0.0, BASIN_JAW, 16, axis="z", x=x_pin, y=0.0
    )  # its boss
    n = 6
    for i in range(n):  # saw teeth round the inside of the C
        a = a0 + (a1 - a0) * (0.08 + 0.84 * i / (n - 1))
        ri, ro = R - w / 2 - L * 0.028, R - w / 2 + 0.0005
        da = 0.19
        tooth = [
            (cx + ro * math.cos(a - da), cy + ro * math.sin(a - da)),
            (cx + ro * math.cos(a + da), cy + ro * math.sin(a + da)),
            (cx + ri * math.cos(a), cy + ri * math.sin(a)),
        ]
        if (tooth[1][0] - tooth[0][0]) * (tooth[2][1] - tooth[0][1]) - (tooth[1][1] - tooth[0][1]) * (
            tooth[2][0] - tooth[0][0]
        ) < 0:
            tooth = tooth[::-1]
        parts += plate(tooth, zc0 + 0.0002, zc1 - zc0 - 0.0004, BASIN_TEETH)
    return parts


TUBE_FRAME = (206, 40, 36)  # a tubing cutter's red enamelled die-cast frame
TUBE_WHEEL = (226, 228, 232)  # its bright hardened cutting wheel
TUBE_ROLLER = (150, 154, 160)  # the two plain steel rollers the pipe rides on
TUBE_KNOB = (186, 190, 196)  # the knurled zinc feed knob and screw


def tubing_cutter(L, name, acc):
    """Tubing cutter lying on its side: a stout red die-cast frame, a closed rectangle with a
    square window through it (where the copper pipe passes), two plain steel rollers standing
    in the window's far end, a bright thin cutting wheel with a bevelled edge on a slider at
    its near end facing them, and a feed screw out of the frame's back to a fat knurled knob
    (about a third of the length); a folding triangular reamer blade lies along the frame's
    side. A mini one is short and square with a small thumb wheel. (A C-clamp's frame is open
    on one side and its screw ends in a swivel pad; a pipe wrench has jaws, no window.)"""
    mini = "mini" in name or "close-quarters" in name
    t = L * (0.14 if mini else 0.1)  # the frame's thickness (height as it lies)
    x0, x1 = (-L * 0.2, L / 2) if mini else (-L * 0.14, L / 2)  # the frame's ends
    hw = L * (0.26 if mini else 0.2)  # its half-width
    wall = L * (0.06 if mini else 0.05)
    wx0, wx1, wy = x0 + wall * 2.2, x1 - wall, hw - wall  # the window
    parts = block(x0, wx0, -hw, hw, 0.0, t, TUBE_FRAME)  # the back wall, round the screw
    parts += block(wx1, x1, -hw, hw, 0.0, t, TUBE_FRAME)  # the front wall
    for s in (-1, 1):  # the side rails
        parts += block(wx0, wx1, s * wy if s > 0 else -hw, hw if s > 0 else -wy, 0.0, t, TUBE_FRAME)
    # the two rollers at the window's far end, standing through the frame
    rr = L * (0.05 if mini else 0.045)
    for s in (-1, 1):
        parts += turned([(-t * 0.1, rr), (t * 1.1, rr)], 0.0, TUBE_ROLLER, 18, axis="z", x=wx1 - rr * 1.05,
                        y=s * wy * 0.5)
        parts += turned([(t * 1.1, rr * 0.35), (t * 1.2, rr * 0.35)], 0.0, "dark_steel", 10, axis="z",
                        x=wx1 - rr * 1.05, y=s * wy * 0.5)
    # the slider at the window's near end and the cutting wheel on it, facing the rollers
    sl = L * 0.06
    parts += block(wx0, wx0 + sl, -wy * 0.55, wy * 0.55, t * 0.1, t * 0.7, "dark_steel")
    rw = L * (0.085 if mini else 0.1)
    xw = wx0 + sl + rw * 0.2
    parts += turned([(t * 0.72, rw * 0.6), (t * 0.82, rw), (t * 0.86, rw), (t * 0.96, rw * 0.6)], 0.0,
                    TUBE_WHEEL, 28, axis="z", x=xw)
    parts += turned([(t * 0.2, rw * 0.25), (t * 1.0, rw * 0.25)], 0.0, "dark_steel", 12, axis="z", x=xw)
    # the feed screw out of the back wall and the knurled knob
    z = t / 2
    if mini:
        parts += turned([(-L / 2 + L * 0.02, L * 0.14), (x0 - L * 0.06, L * 0.14)], z, TUBE_KNOB, 24)
        parts += bar([x0 - L * 0.07, 0, z], [x0, 0, z], L * 0.04, TUBE_KNOB)
        for i in range(14):
            a = 2 * math.pi * i / 14
            parts += bar([-L / 2 + L * 0.025, L * 0.14 * math.cos(a), z + L * 0.14 * math.sin(a)],
                         [x0 - L * 0.065, L * 0.14 * math.cos(a), z + L * 0.14 * math.sin(a)], L * 0.012,
                         "steel", 6)
        return parts
    xk = -L / 2 + L * 0.3  # the knob's front
    parts += bar([xk - L * 0.01, 0, z], [x0 + 0.0005, 0, z], L * 0.022, TUBE_KNOB)
    rk = L * 0.075
    parts += turned([(-L / 2, rk * 0.85), (-L / 2 + L * 0.02, rk), (xk - L * 0.03, rk), (xk, rk * 0.6)], rk,
                    TUBE_KNOB, 24)
    for i in range(16):  # the knurl ridges round the knob
        a = 2 * math.pi * i / 16
        y, zz = rk * 0.98 * math.cos(a), rk + rk * 0.98 * math.sin(a)
        parts += bar([-L / 2 + L * 0.025, y, zz], [xk - L * 0.035, y, zz], L * 0.007, "steel", 6)
    # the folding reamer: a triangular blade along the frame's side
    parts += plate([(x0 + L * 0.05, -hw - L * 0.002), (x0 + L * 0.05, -hw - L * 0.05),
                    (x0 + L * 0.25, -hw - L * 0.002)][::-1], t * 0.3, t * 0.35, "steel")
    return parts


AUGER_TUBE = (198, 202, 208)  # a toilet auger's plated steel tube
AUGER_GRIP = (206, 34, 30)  # its red vinyl crank knob and sliding grip
AUGER_BOOT = (238, 238, 232)  # the white rubber bowl guard over the bend, kind to the porcelain
AUGER_CABLE = (70, 74, 80)  # the dark coiled spring cable and its bulb head


def toilet_auger(L, name, acc):
    """Toilet (closet) auger lying flat: a long straight plated steel tube over most of the
    tool, at its butt a Z-shaped crank (an offset arm out to one side) ending in a red knob,
    a red sliding grip on the tube near the butt, and at its front end the bend that names it:
    the tube hooks round in a big J (over a quarter of the length across) under a fat white
    rubber bowl guard, the dark coiled spring cable run out of the hook's mouth back along the
    tool to a bulb head (a drain snake is a drum of cable; an awning crank has a small bare
    hook; a string trimmer a motor and a spool head)."""
    r = L * 0.013
    z = L * 0.045  # over the crank knob's radius
    xb = L / 2 - L * 0.14  # where the tube starts to bend
    parts = turned([(-L / 2 + L * 0.06, r), (xb - L * 0.06, r)], z, AUGER_TUBE, 12)
    # the J bend under its white bowl guard: a half circle out to +x, then back
    R = L * 0.12
    n = 16
    bend = [(xb - L * 0.07, 0.0, z)]
    bend += [(xb + R * math.sin(math.pi * i / n), -R + R * math.cos(math.pi * i / n), z)
             for i in range(n + 1)]
    bend += [(xb - L * 0.06, -2 * R, z)]
    parts += path(bend, r * 2.6, AUGER_BOOT, sections=14)
    parts += turned([(xb - L * 0.09, r * 2.2), (xb - L * 0.07, r * 2.9)], z, AUGER_BOOT, 14)  # its collar
    # the coiled spring cable out of the hook's mouth, back along the tool, to its bulb head
    xm = xb - L * 0.06
    for k in range(14):
        xk = xm - L * 0.012 - k * L * 0.013
        parts += turned([(xk, r * 0.7), (xk - L * 0.006, r * 1.15), (xk - L * 0.012, r * 0.7)], z,
                        AUGER_CABLE, 10, y=-2 * R)
    xh = xm - L * 0.012 - 14 * L * 0.013
    parts += turned([(xh, r * 1.0), (xh - L * 0.015, r * 2.0), (xh - L * 0.035, r * 1.6),
                     (xh - L * 0.045, r * 0.4)], z, AUGER_CABLE, 12, y=-2 * R)
    # the red sliding grip near the butt
    parts += turned([(-L * 0.3, r * 2.2), (-L * 0.3 + L * 0.012, r * 2.6), (-L * 0.2 - L * 0.012, r * 2.6),
                     (-L * 0.2, r * 2.2)], z, AUGER_GRIP, 14)
    # the crank at the butt: back along the tube, out to one side, back again, a red knob
    xc = -L / 2 + L * 0.06
    crank = [(xc, 0.0, z), (xc - L * 0.02, 0.0, z), (xc - L * 0.02, L * 0.1, z),
             (-L / 2 + L * 0.012, L * 0.1, z)]
    parts += path(crank, r * 0.9, AUGER_TUBE, sections=10)
    parts += turned([(-L / 2, r * 2.4), (-L / 2 + L * 0.012, r * 3.2), (-L / 2 + L * 0.05, r * 2.8),
                     (-L / 2 + L * 0.06, r * 2.2)], z, AUGER_GRIP, 14, y=L * 0.1)
    return parts
