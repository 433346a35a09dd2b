"""Pliers whose head is not a pair of gripping jaws on a plain joint, lying flat, head towards
+x: locking pliers (a straight upper handle ending in a big brass screw knob, a curved lower
handle with a red release lever), fence pliers (a head across the tool: a hammer face on one
side, a hooked staple claw on the other) and the hoof nipper (long straight bare handles, a
head of two curved jaws bulging out and meeting edge to edge at the front). What tells each
from ordinary pliers is large enough to show at scene scale (docs/phystool.md, "Nameability check").

Every builder follows ``drawn/__init__.py``: ``builder(L, name, acc, **style)`` -> parts.
"""

from __future__ import annotations

import math

from ..parts import cyl
from .common import block, plate, turned
from .pliers import band, handle, handle_path

BRASS = (204, 162, 60)


def locking(L, name, acc, jaws="curved"):
    """Locking pliers (Vise-Grip), nickel-plated: a straight channel upper handle ending in a
    big knurled brass adjusting knob, a lower handle curving well away from it with a long red
    release lever inside and a toggle link across the gap; curved toothed jaws round a pipe
    opening; jaws="c": the welding clamp's deep C arms with swivel pads."""
    t = L * 0.045
    xp = -L / 2 + L * (0.6 if jaws == "c" else 0.72)  # the C's arms take more of the length
    jl = L / 2 - xp
    knob = L * 0.13  # the adjusting knob's length
    parts = plate(
        [
            (xp + L * 0.03, L * 0.065),
            (xp - L * 0.03, L * 0.085),
            (-L / 2 + knob, L * 0.075),
            (-L / 2 + knob, -L * 0.01),
            (xp - L * 0.03, -L * 0.015),
            (xp + L * 0.03, -L * 0.005),
        ],
        0.0,
        t * 1.1,
        "chrome",
    )
    # the adjusting screw's knob at the end of the upper handle, with knurl rings
    ky, kr = L * 0.033, L * 0.062
    parts += turned(
        [(-L / 2, kr * 0.9), (-L / 2 + L * 0.01, kr), (-L / 2 + knob * 0.8, kr), (-L / 2 + knob, kr * 0.6)],
        t * 0.6,
        BRASS,
        16,
        y=ky,
    )
    for i in range(4):
        x = -L / 2 + L * (0.014 + 0.02 * i)
        parts += turned([(x, kr * 1.04), (x + L * 0.006, kr * 1.04)], t * 0.6, (120, 92, 30), 16, y=ky)
    # the lower handle curves away from the upper one; the release lever lies inside it
    lower = [
        (xp, -L * 0.01),
        (xp - L * 0.1, -L * 0.07),
        (xp - L * 0.25, -L * 0.16),
        (xp - L * 0.45, -L * 0.23),
        (-L / 2 + L * 0.08, -L * 0.26),
    ]
    parts += plate(band(lower, L * 0.04), 0.0, t, "chrome")
    lever = [(xp - L * 0.1, -L * 0.03), (xp - L * 0.25, -L * 0.1), (xp - L * 0.44, -L * 0.155)]
    parts += plate(band(lever, L * 0.024), t * 0.3, t * 0.9, (210, 36, 36))
    link = [(xp - L * 0.07, L * 0.03), (xp - L * 0.24, -L * 0.13)]  # the toggle link
    parts += plate(band(link, L * 0.016), t * 0.2, t, "dark_steel")
    if jaws == "c":  # two big C arms bowing far out round the work, a big swivel pad on each tip
        for s in (1, -1):
            arm = [  # out from the joint, along, and back in: a deep C, its tips facing across
                (xp, s * L * 0.03),
                (xp + jl * 0.1, s * L * 0.2),
                (xp + jl * 0.3, s * L * 0.28),
                (xp + jl * 0.7, s * L * 0.28),
                (xp + jl * 0.88, s * L * 0.22),
                (xp + jl * 0.9, s * L * 0.12),
                (xp + jl * 0.9, s * L * 0.075),
            ]
            parts += plate(band(arm, L * 0.04), 0.0, t, "chrome")
            tip = arm[-1]
            rp = L * 0.07  # the swivel pad: a disc on a ball, facing the other across the gap
            x = tip[0]
            parts.append((cyl([x, s * L * 0.06, rp], [x, s * L * 0.03, rp], L * 0.025, 12), "steel"))
            parts.append((cyl([x, s * L * 0.035, rp], [x, s * L * 0.012, rp], rp, 20), "dark_steel"))
    else:  # curved jaws with a round opening and teeth
        R = L * 0.08
        for s in (1, -1):
            outer = [
                (xp - L * 0.03, s * L * 0.07),
                (xp + jl * 0.3, s * L * 0.095),
                (xp + jl * 0.8, s * L * 0.065),
                (xp + jl, s * L * 0.022),
                (xp + jl, s * L * 0.003),
            ]
            cx = xp + jl * 0.45
            inner = [(xp + jl * 0.8, s * L * 0.003)]
            inner += [
                (cx + R * 0.6 * math.cos(u), s * (L * 0.003 + R * 0.6 * math.sin(u)))
                for u in [i * math.pi / 6 for i in range(1, 6)]
            ]
            inner += [(xp, s * L * 0.003)]
            pts = outer + inner
            parts += plate(pts if s > 0 else pts[::-1], 0.0, t, "chrome")
    parts.append((cyl([xp, 0, 0], [xp, 0, t * 1.3], L * 0.03, 16), "steel"))
    return parts


def fence(L, name, acc):
    """Fence pliers: a forged head set across the tool like a hammer's, a round hammer face
    on one side and a long hooked staple claw curving back on the other, short cutting jaws
    between them; red dipped handles."""
    t = L * 0.05
    xp = -L / 2 + L * 0.7
    parts = []
    for s in (1, -1):
        hp = handle_path(L, xp, -s, L * 0.085, bow=0.012)
        parts += handle(L, hp, t * 0.8, (200, 30, 30), from_f=0.28)
    hx = xp + L * 0.13  # the head's centre line across the tool
    parts += plate(
        [
            (xp - L * 0.05, L * 0.05),
            (hx - L * 0.04, L * 0.07),
            (hx - L * 0.05, L * 0.15),
            (hx + L * 0.05, L * 0.15),
            (hx + L * 0.05, L * 0.04),
            (L / 2, L * 0.025),
            (L / 2, -L * 0.025),
            (hx + L * 0.045, -L * 0.05),
            (hx + L * 0.02, -L * 0.14),
            (hx - L * 0.03, -L * 0.2),
            (hx - L * 0.1, -L * 0.235),
            (hx - L * 0.07, -L * 0.19),
            (hx - L * 0.04, -L * 0.12),
            (hx - L * 0.04, -L * 0.07),
            (xp - L * 0.05, -L * 0.05),
        ],
        0.0,
        t,
        "dark_steel",
    )
    # the hammer face: a round boss standing out on the +y side, its face bright
    parts += turned([(L * 0.14, L * 0.05), (L * 0.2, L * 0.05)], t * 0.5, "dark_steel", 18, axis="y", x=hx)
    parts += turned([(L * 0.2, L * 0.05), (L * 0.205, L * 0.048)], t * 0.5, "chrome", 18, axis="y", x=hx)
    # the jaws' parting line and the cutting notches, and the rivet
    parts += block(hx + L * 0.05, L / 2 + L * 0.001, -L * 0.003, L * 0.003, t * 0.5, t * 1.02, (30, 30, 30))
    parts.append((cyl([xp, 0, 0], [xp, 0, t * 1.2], L * 0.028, 16), "chrome"))
    return parts


def nipper(L, name, acc):
    """Hoof nipper: long straight bare steel handles with rounded ends, nearly parallel; a
    head of two thick curved jaws bulging out from the joint and sweeping in again to meet
    edge to edge across the front, sharpened there to bright bevels, with a lens-shaped gap
    between them behind the edge (a seamer's jaws are flat and parallel, a pincers' head is
    short on short handles)."""
    t = L * 0.04
    xp = L / 2 - L * 0.2
    parts = []
    for s in (1, -1):
        hp = [
            (xp - (xp + L / 2) * f, s * L * (0.02 + 0.045 * math.sin(min(f * 3, 1) * math.pi / 2)))
            for f in [i / 8 for i in range(9)]
        ]
        parts += plate(band(hp, L * 0.016), 0.0, t * 0.8, "dark_steel")
        bx, by = hp[-1]
        parts.append((cyl([bx, by, 0], [bx, by, t * 0.8], L * 0.022, 14), "dark_steel"))
        us = [i / 10 for i in range(11)]
        outer = [(xp - L * 0.03 + (L * 0.23) * u, s * L * (0.03 + 0.085 * math.sin(u * math.pi * 0.92)))
                 for u in us]
        inner = [(L / 2 - L * 0.012 - (L * 0.16) * u, s * L * (0.006 + 0.03 * math.sin(u * math.pi)))
                 for u in us]
        jaw = outer + [(L / 2, s * L * 0.004)] + inner + [(xp - L * 0.03, s * L * 0.004)]
        parts += plate(jaw if s > 0 else jaw[::-1], 0.0, t * 1.2, "dark_steel")
        bevel = [(L / 2 - L * 0.035, s * L * 0.03), (L / 2 - L * 0.006, s * L * 0.025),
                 (L / 2 + L * 0.001, s * L * 0.004), (L / 2 - L * 0.02, s * L * 0.006)]
        parts += plate(bevel if s > 0 else bevel[::-1], t * 1.2, t * 0.05, "chrome")
    parts.append((cyl([xp, 0, 0], [xp, 0, t * 1.45], L * 0.028, 16), "chrome"))
    return parts
