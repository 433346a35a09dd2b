"""Tools for hedges and field edges: the powered hedge trimmer (a long double-sided toothed bar
in front of a motor body with a loop handle over it) and the billhook (a short broad blade
ending in a forward hook, on a wooden handle), and the half-moon lawn edger (a half-disc blade
with a tread on a long T-handled shaft).
"""

from __future__ import annotations

import math

from .common import bar, block, grip, path, plate, rounded_rect, turned

TRIMMER_BODY = (236, 190, 20)  # a hedge trimmer's yellow motor housing
TRIMMER_DARK = (30, 30, 32)  # its black handles, guard rim and bar mount
TRIMMER_GUARD = (150, 196, 220)  # the clear (pale blue) hand guard
TRIMMER_BAR = (96, 100, 108)  # the grey blade bar down the middle
TRIMMER_TEETH = (226, 230, 236)  # the bright teeth along both its sides

BILL_BLADE = (46, 50, 56)  # a billhook's black forged blade
BILL_EDGE = (220, 224, 230)  # its bright ground edge round the hook
BILL_WOOD = (150, 92, 48)  # the dark ash handle
BILL_FERRULE = (184, 150, 70)  # the brass ferrule

EDGER_BLADE = (200, 40, 34)  # a lawn edger's red half-moon blade
EDGER_EDGE = (226, 230, 236)  # its bright ground curved edge
EDGER_SHAFT = (36, 36, 38)  # the black steel shaft
EDGER_GRIP = (236, 190, 20)  # the yellow T-grip


def hedge_trimmer(L, name, acc):
    """Powered hedge trimmer lying flat: a long straight blade bar over half the tool (a grey
    bar down the middle, bright pointed teeth standing out along BOTH its sides all the way to
    the tip), behind it a clear hand guard standing across the tool, a yellow motor body with a
    black loop handle arching over it from side to side, and at the back a closed black rear
    grip (a chainsaw's bar is a rounded oval with a chain round it and teeth on neither side)."""
    H = L * 0.05  # the body's half-height: it lies centred on z = H
    x_b = -L / 2 + L * 0.38  # where the blade bar leaves the body
    x_end = L / 2
    bw = L * 0.014  # the bar's half-width
    zb = H * 0.6
    t = L * 0.004
    parts = plate(rounded_rect(x_b - L * 0.03, x_end, -bw, bw, bw * 0.8), zb, t, TRIMMER_BAR)
    pitch = L * 0.03
    tooth = L * 0.022  # how far each tooth stands out from the bar
    n = int((x_end - x_b - L * 0.02) / pitch)
    for i in range(n):
        x0 = x_b + L * 0.015 + i * pitch
        for s in (-1, 1):
            tri = [(x0, s * bw * 0.6), (x0 + pitch * 0.62, s * bw * 0.6),
                   (x0 + pitch * 0.42, s * (bw + tooth)), (x0 + pitch * 0.18, s * (bw + tooth))]
            if s < 0:
                tri = tri[::-1]
            parts += plate(tri, zb - t * 0.3, t * 1.6, TRIMMER_TEETH)
    # the black mount where the bar enters the body
    parts += block(x_b - L * 0.05, x_b + L * 0.015, -L * 0.03, L * 0.03, H * 0.25, H * 1.1, TRIMMER_DARK)
    # the clear hand guard standing across, just behind the bar
    xg = x_b - L * 0.055
    gw = L * 0.085
    parts += block(xg - L * 0.006, xg + L * 0.006, -gw, gw, 0.0, H * 2.6, TRIMMER_GUARD)
    parts += block(xg - L * 0.008, xg + L * 0.008, -gw, gw, H * 2.5, H * 2.75, TRIMMER_DARK)
    # the motor body
    x0b = -L / 2 + L * 0.1
    hw = L * 0.05
    parts += plate(rounded_rect(x0b, xg - L * 0.006, -hw, hw, hw * 0.7), 0.0, 2 * H, TRIMMER_BODY)
    parts += block(x0b + L * 0.06, xg - L * 0.05, -hw * 0.6, hw * 0.6, 2 * H, 2 * H + L * 0.004, TRIMMER_DARK)
    # the loop (wrap-around) handle over the front of the body, side to side
    xl = xg - L * 0.05
    r = L * 0.011
    loop = []
    for k in range(13):
        a = math.pi * k / 12
        loop.append((xl, -hw * 1.15 * math.cos(a), H * 0.5 + (H * 2.6) * math.sin(a)))
    parts += path(loop, r, TRIMMER_DARK, sections=10)
    # the closed rear grip: a loop from the body's back end
    xr = -L / 2
    rear = [(x0b + L * 0.01, hw * 0.3, H), (xr + L * 0.02, hw * 0.45, H), (xr, 0.0, H),
            (xr + L * 0.02, -hw * 0.45, H), (x0b + L * 0.01, -hw * 0.3, H)]
    parts += path(rear, r * 1.3, TRIMMER_DARK, sections=10)
    parts += block(x0b - L * 0.012, x0b + L * 0.02, -hw * 0.3, hw * 0.3, H * 0.3, H * 1.7, TRIMMER_DARK)
    if "corded" in name:  # a short stub of cord from the back
        parts += path([(xr + L * 0.005, 0.0, r), (xr - L * 0.03, L * 0.02, r)], r * 0.6, "black_plastic")
    return parts


def billhook(L, name, acc):
    """Billhook lying flat: a thick round wooden handle with a brass ferrule, under a third of
    the tool, and a broad flat black blade with a straight back (over a sixth of the tool wide
    along its belly) that swells at the front into a big beak curling round to the edge side and
    pointing back at the handle, the blade a third of the tool across at the hook; a wide bright
    ground edge runs along the belly and round the inside of the hook (a machete's blade is long
    and straight, a pruning knife's a small curved blade on a longer handle, a sickle's a thin C
    on a short handle, a hatchet's head stands across the handle)."""
    hl = L * 0.30  # the handle
    r = L * 0.045
    x0 = -L / 2 + hl  # the blade's root
    parts = grip(-L / 2, x0 - L * 0.03, r, r, BILL_WOOD, flare=1.1)
    parts += turned([(x0 - L * 0.04, r * 1.08), (x0 + L * 0.005, r)], r, BILL_FERRULE)
    t = L * 0.01
    z = r - t / 2
    back = [(-0.205, 0.035), (-0.17, 0.06), (0.30, 0.065), (0.40, 0.055), (0.46, 0.02), (0.495, -0.04),
            (0.50, -0.12), (0.475, -0.2), (0.43, -0.255), (0.37, -0.285), (0.29, -0.295)]
    edge = [(0.29, -0.295), (0.34, -0.26), (0.375, -0.215), (0.385, -0.17), (0.36, -0.14),  # the hook
            (0.30, -0.13), (0.12, -0.13), (-0.05, -0.11), (-0.16, -0.06), (-0.205, -0.02)]  # the belly
    outline = [(x * L, y * L) for x, y in back + edge[1:]]
    parts += plate(outline, z, t, BILL_BLADE)
    # the bright edge: a strip from the beak round the inside of the hook and along the belly,
    # set in from the cutting side (the blade lies on the right of the edge as it is walked)
    e = [(x * L, y * L) for x, y in edge[:-1]]
    w = L * 0.028
    inset = []
    for i, (x, y) in enumerate(e):
        ax, ay = e[max(i - 1, 0)]
        bx, by = e[min(i + 1, len(e) - 1)]
        dx, dy = bx - ax, by - ay
        k = math.hypot(dx, dy)
        wi = w if i else 0.0  # coming to nothing at the beak's point
        inset.append((x + dy / k * wi, y - dx / k * wi))
    for a0, a1, b1, b0 in zip(e, e[1:], inset[1:], inset):
        parts += plate([a0, a1, b1, b0], z + t, t * 0.3, BILL_EDGE)
    return parts


def lawn_edger(L, name, acc):
    """Half-moon lawn edger lying flat: a long black steel shaft ending at the top in a yellow
    T-grip across it, and at the bottom a red half-disc blade (about a fifth of the tool
    across), its straight side on the shaft's end with a flat tread on top to stand on, its
    round side a bright ground edge (a spade's blade is a long square plate, a hoe's blade
    stands across at an angle)."""
    R = L * 0.11  # the half-moon's radius
    r = L * 0.013
    x_blade = L / 2 - R  # the blade's straight side
    parts = bar([-L / 2 + L * 0.02, 0.0, r], [x_blade, 0.0, r], r, EDGER_SHAFT)
    parts += bar([-L / 2 + r * 1.3, -L * 0.065, r * 1.3], [-L / 2 + r * 1.3, L * 0.065, r * 1.3], r * 1.3,
                 EDGER_GRIP, sections=12)
    n = 18
    half = [(x_blade + R * math.sin(math.pi * k / n), R * math.cos(math.pi * k / n)) for k in range(n + 1)]
    t = L * 0.005
    parts += plate(half, 0.0, t, EDGER_BLADE)
    ri = R - L * 0.018
    inner = [(x_blade + ri * math.sin(math.pi * k / n), ri * math.cos(math.pi * k / n)) for k in range(n + 1)]
    parts += plate(half + inner[::-1], t, t * 0.3, EDGER_EDGE)
    # the tread: a flat bar along the straight side, wider than the blade's thickness
    parts += block(x_blade - L * 0.02, x_blade + L * 0.008, -R * 0.95, R * 0.95, 0.0, L * 0.012, EDGER_SHAFT)
    return parts
