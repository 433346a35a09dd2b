"""Watering: the oscillating sprinkler, standing on its sled base with its hose
inlet towards -x, and the pistol-grip garden hose nozzle lying on its side (the watering can
and the wand are in ``liquids.py`` and ``garden.py``).

Every builder follows ``drawn/__init__.py``: ``builder(L, name, acc, **style)`` -> parts.
"""

from __future__ import annotations

import math

from .common import ball, bar, block, path, plate, rounded_rect, turned

SPRINKLER_GREEN = (46, 150, 66)  # the sled base's plastic
SPRINKLER_YELLOW = (238, 196, 36)  # the gear box at the inlet end
SPRINKLER_TUBE = (198, 202, 208)  # the bare aluminium spray tube
NOZZLE = (36, 36, 40)  # the rubber jets along it


def _tube_z(x, L):
    """The spray tube's centre height: it arches up over the middle of the base."""
    u = x / (L * 0.4)
    return L * 0.1 + L * 0.05 * (1 - u * u)


def oscillating_sprinkler(L, name, acc):
    """Oscillating sprinkler: a long green plastic sled base (two rails joined at the ends),
    and held above it end to end a bare aluminium spray tube arching up over the middle, a
    row of small black jets along its top (16 or 20, from the name); at the inlet end a
    yellow gear box on the base with a range dial on top and a hose coupling sticking out of
    its end; a bearing post at the far end."""
    n = 20 if "20" in name else 16
    w = L * 0.14  # the rails' half spacing
    parts = []
    for s in (-1, 1):  # the sled rails, and the cross pieces that join them at the ends
        z = L * 0.018
        rail = [(-L * 0.38, s * w, z), (0.0, s * w * 1.15, z), (L * 0.45, s * w, z)]
        parts += path(rail, z, SPRINKLER_GREEN)
    for x in (-L * 0.3, L * 0.42):
        parts += bar([x, -w, L * 0.018], [x, w, L * 0.018], L * 0.018, SPRINKLER_GREEN)
    # the far end's bearing post holding the tube's end
    xf = L * 0.42
    zf = _tube_z(L * 0.4, L) + L * 0.02
    parts += block(xf - L * 0.025, xf + L * 0.025, -L * 0.03, L * 0.03, L * 0.01, zf, SPRINKLER_GREEN)
    # the spray tube: an arch of aluminium from the gear box to the far post, jets along its top
    xs = [-L * 0.3 + i * L * 0.7 / 12 for i in range(13)]
    parts += path([(x, 0.0, _tube_z(x, L)) for x in xs], L * 0.022, SPRINKLER_TUBE, 14)
    for i in range(n):
        x = -L * 0.25 + i * L * 0.6 / (n - 1)
        z = _tube_z(x, L) + L * 0.018
        parts += turned([(z, L * 0.009), (z + L * 0.022, L * 0.007)], 0.0, NOZZLE, 10, axis="z", x=x)
    # the gear box at the inlet end, its range dial, and the hose coupling out of its end
    zb = _tube_z(-L * 0.3, L) + L * 0.05
    parts += plate(rounded_rect(-L * 0.44, -L * 0.26, -w * 0.8, w * 0.8, L * 0.03), L * 0.01, zb - L * 0.01,
                   SPRINKLER_YELLOW)
    parts += turned([(zb, L * 0.045), (zb + L * 0.02, L * 0.04)], 0.0, SPRINKLER_GREEN, 20, axis="z",
                    x=-L * 0.35)
    parts += block(-L * 0.352, -L * 0.348, -L * 0.04, L * 0.04, zb + L * 0.02, zb + L * 0.03, "white")
    zc = L * 0.06
    parts += turned([(-L / 2, L * 0.03), (-L * 0.46, L * 0.03), (-L * 0.44, L * 0.022)], zc, "brass", 16)
    return parts


NOZZLE_BODY = (52, 160, 72)  # the hose nozzle's bright green body
NOZZLE_DIAL = (28, 30, 34)  # its black pattern dial
NOZZLE_LEVER = (200, 204, 210)  # its bare metal squeeze lever
NOZZLE_BRASS = (204, 164, 64)  # the brass hose coupling under the grip
NOZZLE_PATTERNS = ((230, 60, 50), (245, 200, 40), (60, 130, 230), (250, 250, 250))  # its setting marks


def hose_nozzle(L, name, acc):
    """Pistol-grip garden hose nozzle lying on its side: a short bright green barrel ending in
    a big round black pattern dial (wider than the body, a ring of coloured setting marks on
    its face and round its rim, a small spray hole at the centre), a black rubber grip hanging
    down from the barrel's back, a long bare metal squeeze lever in front of it, almost as long
    as the grip, and at the grip's foot a brass threaded hose coupling. No cartridge barrel, no
    plunger rod, no hose (a grease gun or a caulk gun)."""
    R = L * 0.18  # the dial's radius
    z = R
    rb = L * 0.065  # the barrel's radius
    parts = turned([(-L * 0.47, rb * 0.9), (-L * 0.44, rb), (L * 0.2, rb), (L * 0.26, rb * 1.25)], z,
                   NOZZLE_BODY, 16)
    x0, x1 = L * 0.36, L / 2  # the dial, its face at x1
    parts += turned([(L * 0.26, rb * 1.25), (x0, R * 0.8)], z, NOZZLE_BODY, 18)
    parts += turned([(x0, R * 0.95), (x0 + L * 0.01, R), (x1 - L * 0.01, R), (x1, R * 0.93)], z,
                    NOZZLE_DIAL, 24)
    for k in range(8):  # the setting marks, a ring on the face and a band round the rim
        a = 2 * math.pi * k / 8
        col = NOZZLE_PATTERNS[k % len(NOZZLE_PATTERNS)]
        cy, cz = R * 0.62 * math.cos(a), z + R * 0.62 * math.sin(a)
        s = R * 0.14
        parts += block(x1 - 0.0004, x1 + L * 0.006, cy - s, cy + s, max(cz - s, 0.0), cz + s, col)
        ry, rz = R * math.cos(a + 0.4), z + R * math.sin(a + 0.4)
        if rz > z * 0.5:
            parts += ball([x0 + (x1 - x0) / 2, ry, rz], L * 0.018, col)
    parts += turned([(x1 - 0.0004, R * 0.22), (x1 + L * 0.008, R * 0.2)], z, "chrome", 12)
    # the grip hanging down from the barrel's back, the lever in front of it, both flat in
    # the table's plane, and the brass coupling at the grip's foot
    gz0, gt = z - rb * 1.1, rb * 2.2
    grip = [(-L * 0.46, -rb * 0.5), (-L * 0.22, -rb * 0.5), (-L * 0.27, -L * 0.4), (-L * 0.45, -L * 0.4)]
    parts += plate(grip, gz0, gt, "black_plastic")
    lever = [(-L * 0.16, -rb * 0.6), (-L * 0.07, -rb * 0.6), (-L * 0.17, -L * 0.37), (-L * 0.23, -L * 0.36)]
    parts += plate(lever, gz0 + gt * 0.15, gt * 0.7, NOZZLE_LEVER)
    parts += plate([(-L * 0.47, -L * 0.36), (-L * 0.16, -L * 0.36), (-L * 0.16, -L * 0.31),
                    (-L * 0.47, -L * 0.31)], gz0 + gt * 0.2, gt * 0.6, NOZZLE_BODY)  # the lever's guard
    cx = -L * 0.36
    prof = [(-L / 2, rb * 1.05)]
    for i in range(6):  # the coupling's threads: ridges along its length
        y = -L / 2 + L * 0.02 * (i + 0.5)
        prof += [(y, rb * (1.2 if i % 2 else 1.05))]
    prof += [(-L * 0.38, rb * 1.05)]
    parts += turned(prof, z, NOZZLE_BRASS, 16, axis="y", x=cx)
    return parts
