"""Protective gear and lockout: eyewear and ear protection, gloves, helmets and face shields, padlocks
and hasps.

Every recipe follows the contract in ``recipes/__init__.py``: ``recipe(L, name, acc)`` returns
closed (mesh, material) parts of a tool lying along +x on z = 0, about L long.
"""

from __future__ import annotations

import math

from ..parts import arc_tube, box, cyl, frustum, ring, sphere, torus


def r_glasses(L, name, acc):
    muffs = "muff" in name
    if muffs:
        return [
            (cyl([0, -L * 0.35, 0], [0, -L * 0.35, L * 0.25], L * 0.15), acc),
            (cyl([0, L * 0.35, 0], [0, L * 0.35, L * 0.25], L * 0.15), acc),
            (torus([0, 0, 0.01], L * 0.35, 0.008), "black_plastic"),
        ]
    return [
        (ring([0, -L * 0.22, 0.004], L * 0.22, L * 0.18, 0.008), "black_plastic"),
        (ring([0, L * 0.22, 0.004], L * 0.22, L * 0.18, 0.008), "black_plastic"),
        (cyl([0, -L * 0.22, 0.004], [0, -L * 0.22, 0.006], L * 0.19), "glass"),
        (cyl([0, L * 0.22, 0.004], [0, L * 0.22, 0.006], L * 0.19), "glass"),
        (cyl([-L / 2, -L * 0.42, 0.005], [0, -L * 0.42, 0.005], 0.004), "black_plastic"),
        (cyl([-L / 2, L * 0.42, 0.005], [0, L * 0.42, 0.005], 0.004), "black_plastic"),
    ]


def r_glove(L, name, acc):
    mat = "blue_glove" if "exam" in name else ("orange" if "electrical" in name else "wood")
    parts = [(box(-L / 2, 0, -L * 0.2, L * 0.2, 0, L * 0.05), mat)]
    for i, y in enumerate((-0.15, -0.05, 0.05, 0.15)):
        parts.append(
            (cyl([0, y * L, L * 0.025], [L / 2 - (i % 3) * L * 0.05, y * L, L * 0.025], L * 0.04), mat)
        )
    parts.append((cyl([-L * 0.2, -L * 0.2, L * 0.025], [L * 0.05, -L * 0.38, L * 0.025], L * 0.04), mat))
    return parts


def r_helmet(L, name, acc):
    """Head protection: a hard hat (a dome with a brim and a ridge), a welding helmet (a dark
    shell with a lens window), a face shield (a clear visor on a headband)."""
    r = L / 2
    if "shield" in name:
        return [
            (torus([0, 0, 0.012], r * 0.72, 0.012), "black_plastic"),
            (frustum([0, -r * 0.1, 0], [0, -r * 0.1, r * 0.5], r * 0.9, r * 0.85, sections=28), "glass"),
        ]
    if "welding" in name:
        return [
            (box(-r, r * 0.9, -r * 0.75, r * 0.75, 0, r * 0.55), "black_plastic"),
            (box(r * 0.9, r, -r * 0.6, r * 0.6, 0, r * 0.45), "black_plastic"),
            (box(r * 0.5, r * 0.85, -r * 0.3, r * 0.3, r * 0.55, r * 0.57), (40, 80, 50)),
        ]
    col = acc if "hard hat" in name else acc
    return [
        (cyl([0, 0, 0], [0, 0, 0.008], r, sections=32), col),
        (sphere([r * 0.08, 0, 0.008], r * 0.78, sub=3), col),
        (box(-r * 0.75, r * 0.85, -0.008, 0.008, r * 0.6, r * 0.82), col),
    ]


def r_padlock(L, name, acc):
    """A padlock lying on its back: a body and a U-shaped shackle (a lockout hasp: a plate with
    padlock holes and a jaw)."""
    if "hasp" in name:
        w = L * 0.45
        parts = [(box(-L / 2, L * 0.1, -w / 2, w / 2, 0, 0.004), (200, 30, 30))]
        for i in range(3):
            parts.append(
                (
                    cyl(
                        [-L * 0.38 + i * L * 0.14, w * 0.2, 0.004],
                        [-L * 0.38 + i * L * 0.14, w * 0.2, 0.005],
                        L * 0.04,
                    ),
                    "rubber",
                )
            )
        parts += [
            (m, "chrome")
            for m in arc_tube(L * 0.25, 0, 0.006, L * 0.2, -math.pi / 2, math.pi / 2, L * 0.03, n=6)
        ]
        return parts
    bl = L * 0.58
    w = L * 0.62
    t = L * 0.28
    mat = "brass" if "brass" in name else ((200, 30, 30) if "lockout" in name else "steel")
    sr = w * 0.3
    parts = [
        (box(-L / 2, -L / 2 + bl, -w / 2, w / 2, 0, t), mat),
        (cyl([-L / 2 + bl, -sr, t / 2], [L / 2 - sr, -sr, t / 2], L * 0.05), "chrome"),
        (cyl([-L / 2 + bl, sr, t / 2], [L / 2 - sr, sr, t / 2], L * 0.05), "chrome"),
        (cyl([-L / 2 + bl * 0.35, 0, t], [-L / 2 + bl * 0.35, 0, t + 0.001], L * 0.06), "dark_steel"),
    ]
    parts += [
        (m, "chrome") for m in arc_tube(L / 2 - sr, 0, t / 2, sr, -math.pi / 2, math.pi / 2, L * 0.05, n=6)
    ]
    return parts
