"""What a power tool or a holder drives: drill, spade and router bits, hole saws and Forstner bits,
taps and dies, discs.

Every recipe follows the contract in ``recipes/__init__.py``: ``recipe(L, name, acc)`` returns
closed (mesh, material) parts of a tool lying along +x on z = 0, about L long.
"""

from __future__ import annotations

import math

from ..parts import arc_plate, blade, box, cyl, frustum, prism, rbox, ring


def r_drill_bit(L, name, acc):
    r = max(L * 0.05, 0.0015)
    z = r * 1.1
    spade = "spade" in name or "paddle" in name
    forstner = (
        "forstner" in name.lower() or "hole saw" in name or "plug cutter" in name or "counterbore" in name
    )
    parts = [
        (
            cyl(
                [-L / 2, 0, z],
                [-L * 0.1, 0, z],
                r * 0.9,
                sections=6 if "hex" in name or "impact" in name else 12,
            ),
            "steel",
        )
    ]
    if spade:
        parts.append((blade(-L * 0.1, L / 2, r * 1.5, r * 5, r * 0.4, z0=z - r * 0.2), "steel"))
    elif forstner:
        parts.append((cyl([L * 0.1, 0, L * 0.25], [L / 2, 0, L * 0.25], L * 0.25), "dark_steel"))
        parts.append((cyl([-L * 0.1, 0, z], [L * 0.1, 0, z], r), "steel"))
    else:
        n = 6
        for i in range(n):
            x0 = -L * 0.1 + i * (L * 0.55 / n)
            parts.append(
                (rbox([x0 + L * 0.045, 0, z], [L * 0.09, r * 2, r * 0.9], yaw=0.4 * (-1) ** i), "dark_steel")
            )
        parts.append((frustum([L * 0.45, 0, z], [L / 2, 0, z], r, r * 0.1, sections=10), "dark_steel"))
    return parts


def r_hole_saw(L, name, acc):
    """A toothed cup on an arbor lying on its side (Forstner bits and plug cutters: a
    cutter head on a round shank)."""
    forstner = "forstner" in name or "plug" in name
    d = L * (0.62 if forstner else 0.72)
    r = d / 2
    z = r
    depth = L * (0.18 if forstner else 0.4)
    x0 = L / 2 - depth
    parts = [(cyl([-L / 2, 0, z], [x0, 0, z], max(r * 0.16, 0.003)), "steel")]
    if forstner:
        parts += [
            (cyl([x0, 0, z], [L / 2, 0, z], r, sections=24), "dark_steel"),
            (cyl([L / 2 - 0.001, 0, z], [L / 2 + 0.004, 0, z], r * 0.1), "steel"),
        ]
    else:
        parts += [
            (cyl([x0, 0, z], [x0 + depth * 0.12, 0, z], r * 1.0, sections=24), "dark_steel"),
            (ring([x0 + depth * 0.55, 0, z], r, r * 0.88, depth * 0.88, axis="x"), (200, 140, 40)),
        ]
        for i in range(16):
            a = 2 * math.pi * i / 16
            parts.append(
                (
                    rbox(
                        [L / 2 - depth * 0.03, r * 0.94 * math.cos(a), z + r * 0.94 * math.sin(a)],
                        [depth * 0.08, r * 0.12, r * 0.12],
                    ),
                    "dark_steel",
                )
            )
    return parts


def r_spade_bit(L, name, acc):
    """A flat paddle bit: hex shank, a wide flat blade with a centre spur."""
    r = max(L * 0.035, 0.0025)
    z = r
    w = L * 0.16
    return [
        (cyl([-L / 2, 0, z], [-L * 0.05, 0, z], r, sections=6), "steel"),
        (blade(-L * 0.05, L * 0.38, r * 1.4, w, r * 0.5, z0=z - r * 0.25), "steel"),
        (
            prism(
                [
                    (L * 0.38, -w / 2),
                    (L * 0.44, -w * 0.15),
                    (L / 2, 0),
                    (L * 0.44, w * 0.15),
                    (L * 0.38, w / 2),
                ],
                z - r * 0.25,
                z + r * 0.25,
            ),
            "steel",
        ),
    ]


def r_router_bit(L, name, acc):
    """A router bit: a round shank and a short wide cutter with a pilot bearing."""
    r = L * 0.1
    z = L * 0.22
    parts = [
        (cyl([-L / 2, 0, z], [0.0, 0, z], r, sections=14), "chrome"),
        (cyl([0.0, 0, z], [L * 0.3, 0, z], L * 0.22, sections=20), (200, 60, 40)),
        (blade(0.0, L * 0.3, L * 0.44, L * 0.3, L * 0.02, z0=z + L * 0.2), "dark_steel"),
        (cyl([L * 0.3, 0, z], [L / 2, 0, z], L * 0.12, sections=16), "chrome"),
    ]
    return parts


def r_tap(L, name, acc):
    """A tap (square-ended shank, threaded body with a taper) or a reamer (long straight flutes)."""
    r = max(L * 0.07, 0.0015)
    z = r
    parts = [
        (cyl([-L / 2, 0, z], [-L * 0.05, 0, z], r * 0.85, sections=12), "steel"),
        (box(-L / 2, -L / 2 + L * 0.1, -r * 0.6, r * 0.6, z - r * 0.6, z + r * 0.6), "steel"),
    ]
    if "reamer" in name:
        parts.append((cyl([-L * 0.05, 0, z], [L / 2, 0, z], r, sections=6), "chrome"))
        return parts
    n = 9
    for i in range(n):
        x0 = -L * 0.05 + i * (L * 0.5 / n)
        rr = r if i < n - 3 else r * (1 - 0.18 * (i - n + 4))
        parts.append((cyl([x0, 0, z], [x0 + L * 0.5 / n * 0.62, 0, z], rr, sections=12), "dark_steel"))
        parts.append((cyl([x0, 0, z], [x0 + L * 0.5 / n, 0, z], rr * 0.78, sections=12), "dark_steel"))
    return parts


def r_die(L, name, acc):
    """A threading die lying on its face: a split round ring (or a hex die nut) with chip holes;
    a push-fit release clip is a plastic C-ring."""
    r = L / 2
    t = max(L * 0.21, 0.004)
    if "clip" in name or "aerator" in name:
        return [(m, acc) for m in arc_plate(0, 0, r * 0.62, r, 0.5, 2 * math.pi - 0.5, 0, t / 2, n=12)]
    if "hex" in name:
        parts = [(frustum([0, 0, 0], [0, 0, t], r, r, sections=6), "dark_steel")]
    else:
        parts = [(m, "dark_steel") for m in arc_plate(0, 0, r * 0.3, r, 0.08, 2 * math.pi - 0.08, 0, t, n=16)]
    parts.append((cyl([0, 0, t], [0, 0, t + 0.0008], r * 0.3), "steel"))
    for i in range(4):
        a = 2 * math.pi * i / 4 + 0.8
        c = [r * 0.5 * math.cos(a), r * 0.5 * math.sin(a)]
        parts.append((cyl([*c, t], [*c, t + 0.0008], r * 0.13), "rubber"))
    return parts


def r_disc(L, name, acc):
    r = L / 2
    t = max(L * 0.012, 0.002)
    mat = "steel" if "blade" in name else ("dark_steel" if "wheel" in name else "bristle")
    parts = [(ring([0, 0, t / 2], r, r * 0.12, t), mat)]
    if "blade" in name:
        for i in range(24):
            a = 2 * math.pi * i / 24
            parts.append(
                (
                    rbox(
                        [r * math.cos(a), r * math.sin(a), t / 2], [r * 0.08, r * 0.04, t * 1.4], yaw=a + 0.5
                    ),
                    "dark_steel",
                )
            )
    return parts
