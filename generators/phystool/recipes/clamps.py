"""Tools that hold or force work: bar, C- and spring clamps, vises, gear and bearing pullers.

Every recipe follows the contract in ``recipes/__init__.py``: ``recipe(L, name, acc)`` returns
closed (mesh, material) parts of a tool lying along +x on z = 0, about L long.
"""

from __future__ import annotations

import math

from ..parts import box, cyl, rbox


def r_clamp(L, name, acc):
    """Bar clamps, F-clamps, pipe clamps: a long bar, a fixed and a sliding jaw."""
    bw = max(L * 0.025, 0.012)
    jaw = max(L * 0.2, 0.07)
    z = bw
    pipe = "pipe" in name
    parts = [
        (cyl([-L / 2, 0, z], [L / 2, 0, z], bw * 0.6), "dark_steel")
        if pipe
        else (box(-L / 2, L / 2, -bw / 2, bw / 2, 0, bw * 1.6), "steel"),
        (box(L / 2 - L * 0.06, L / 2, -jaw, bw, 0, bw * 2), acc),
        (box(-L / 2 + L * 0.1, -L / 2 + L * 0.18, -jaw, bw, 0, bw * 2), acc),
        (
            cyl([-L / 2 + L * 0.14, -jaw * 0.3, z], [-L / 2 + L * 0.14, -jaw * 1.6, z], bw * 0.9),
            "black_plastic",
        ),
    ]
    return parts


def r_c_clamp(L, name, acc):
    r = L * 0.06
    z = r
    return [
        (box(-L / 2, L / 2, -L * 0.35, -L * 0.2, 0, 2 * r), acc if "welding" not in name else "dark_steel"),
        (
            box(-L / 2, -L / 2 + L * 0.15, -L * 0.35, L * 0.35, 0, 2 * r),
            acc if "welding" not in name else "dark_steel",
        ),
        (
            box(L / 2 - L * 0.15, L / 2, -L * 0.35, L * 0.05, 0, 2 * r),
            acc if "welding" not in name else "dark_steel",
        ),
        (cyl([L / 2 - L * 0.075, L * 0.05, z], [L / 2 - L * 0.075, L * 0.5, z], r * 0.5), "chrome"),
        (cyl([L / 2 - L * 0.2, L * 0.45, z], [L / 2 + 0.0, L * 0.45, z], r * 0.35), "chrome"),
    ]


def r_spring_clamp(L, name, acc):
    """A spring clamp on its side: two flat handles crossing at a pivot spring, jaws with
    soft pads (a cam or welding clamp: a bar with a pivoting jaw)."""
    t = L * 0.06
    piv = L * 0.05
    parts = [
        (rbox([-L * 0.22, L * 0.08, t], [L * 0.58, L * 0.1, t * 0.8], yaw=-0.3), acc),
        (rbox([-L * 0.22, -L * 0.08, t], [L * 0.58, L * 0.1, t * 0.8], yaw=0.3), acc),
        (rbox([L * 0.27, L * 0.03, t], [L * 0.46, L * 0.06, t * 0.8], yaw=0.08), acc),
        (rbox([L * 0.27, -L * 0.03, t], [L * 0.46, L * 0.06, t * 0.8], yaw=-0.08), acc),
        (cyl([piv, 0, 0.0], [piv, 0, 2 * t], L * 0.07), "steel"),
        (box(L / 2 - L * 0.06, L / 2, -L * 0.05, L * 0.05, 0, 2 * t), "black_plastic"),
        (box(-L / 2, -L / 2 + L * 0.12, -L * 0.2, -L * 0.1, 0, 2 * t), "black_plastic"),
        (box(-L / 2, -L / 2 + L * 0.12, L * 0.1, L * 0.2, 0, 2 * t), "black_plastic"),
    ]
    return parts


def r_vise(L, name, acc):
    w = L * 0.5
    return [
        (box(-L / 2, L / 2, -w / 2, w / 2, 0, L * 0.25), acc),
        (box(-L / 2, -L * 0.3, -w * 0.6, w * 0.6, L * 0.25, L * 0.45), acc),
        (box(L * 0.1, L * 0.3, -w * 0.6, w * 0.6, L * 0.25, L * 0.45), acc),
        (cyl([L * 0.3, 0, L * 0.35], [L / 2 + 0.0, 0, L * 0.35], L * 0.03), "chrome"),
        (
            cyl([L / 2 - L * 0.02, -w * 1.2, L * 0.35], [L / 2 - L * 0.02, w * 1.2, L * 0.35], L * 0.02),
            "chrome",
        ),
    ]


def r_puller(L, name, acc):
    """A gear or bearing puller: a forcing screw through a yoke, with two or three hooked jaws."""
    three = "3-jaw" in name
    r = L * 0.035
    yoke_x = -L * 0.2
    span = L * 0.22
    z = span * (0.7 if three else 0.35)
    parts = [
        (cyl([-L / 2, 0, z], [L / 2 - L * 0.05, 0, z], r, sections=10), "chrome"),
        (box(-L / 2, -L / 2 + L * 0.05, -r * 1.8, r * 1.8, z - r * 1.8, z + r * 1.8), "chrome"),
        (box(yoke_x - L * 0.04, yoke_x + L * 0.04, -span, span, z - L * 0.04, z + L * 0.04), "dark_steel"),
    ]
    angles = (90, 210, 330) if three else (90, 270)
    for a in angles:
        ca, sa = math.cos(math.radians(a)), math.sin(math.radians(a))
        y, zz = span * ca, z + span * sa * (0.6 if three else 0.3)
        zz = max(zz, r * 1.5)
        parts += [
            (cyl([yoke_x, y, zz], [L / 2 - L * 0.04, y * 1.05, zz], r * 1.2, sections=6), "dark_steel"),
            (cyl([L / 2 - L * 0.05, y * 1.05, zz], [L / 2, y * 0.55, zz], r * 1.2, sections=6), "dark_steel"),
        ]
    return parts
