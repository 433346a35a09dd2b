"""Containers: buckets, bottles, cans and jugs, funnels, tank sprayers, cases and boxed kits, trays,
tubes and cartridges, sealed packets.

Every recipe follows the contract in ``recipes/__init__.py``: ``recipe(L, name, acc)`` returns
closed (mesh, material) parts of a tool lying along +x on z = 0, about L long.
"""

from __future__ import annotations

import math

from ..parts import arc_tube, box, cyl, frustum, ring, torus


def r_bucket(L, name, acc):
    r = L / 2
    h = L * (0.95 if "pail" in name or "bucket" in name else 0.45)
    tub = "tub" in name or "pan" in name or "tray" in name or "dish" in name
    if tub:
        h = L * 0.22
    mat = "steel" if "milking" in name or "mud pan" in name or "dish" in name else acc
    parts = [
        (frustum([0, 0, 0], [0, 0, h], r * 0.82, r, sections=28), mat),
        (ring([0, 0, h - 0.004], r * 1.02, r * 0.96, 0.008), mat),
    ]
    inside = cyl([0, 0, h], [0, 0, h + 0.001], r * 0.93, sections=28)
    parts.append((inside, (58, 56, 54)))
    if not tub:  # the bail handle, folded down over the side
        bail = arc_tube(r * 0.25, 0, h * 0.85, r * 1.06, -math.pi / 2, math.pi / 2, 0.004)
        parts += [(m, "steel") for m in bail]
    return parts


def r_bottle(L, name, acc):
    """Bottles, cans and jugs lying on their side: a cylinder with a shoulder, neck and cap, a
    label band; spray bottles keep a trigger head, aerosols a button, jugs a handle, a
    watering can its spout."""
    aerosol = any(
        w in name
        for w in (
            "spray",
            "paint",
            "penetrating",
            "lubric",
            "silicone",
            "foam",
            "undercoat",
            "grease",
            "marking",
        )
    )
    jug = "gallon" in name or "bleeder" in name or "smoker" in name
    r = L * (0.2 if not jug else 0.27)
    z = r
    x0, x1 = -L / 2, L / 2 - L * 0.28
    body = "steel" if "smoker" in name else acc
    parts = [
        (cyl([x0, 0, z], [x1, 0, z], r, sections=20), body),
        (cyl([x0 + (x1 - x0) * 0.25, 0, z], [x0 + (x1 - x0) * 0.75, 0, z], r * 1.02, sections=20), "white"),
        (frustum([x1, 0, z], [x1 + L * 0.1, 0, z], r, r * 0.4), body),
    ]
    if "spray bottle" in name or "trigger" in name:
        parts += [
            (cyl([x1 + L * 0.1, 0, z], [L / 2 - L * 0.06, 0, z], r * 0.42), "white"),
            (box(L / 2 - L * 0.08, L / 2, -r * 0.3, r * 0.3, z - r * 0.2, z + r * 0.9), "white"),
            (box(L / 2 - L * 0.12, L / 2 - L * 0.06, -r * 0.15, r * 0.15, z - r * 0.9, z - r * 0.2), "white"),
        ]
    elif "watering" in name:
        parts += [
            (cyl([x1 - L * 0.1, 0, z], [L / 2, r * 1.2, z * 1.4], r * 0.12), body),
            (
                frustum(
                    [L / 2 - L * 0.02, r * 1.15, z * 1.4],
                    [L / 2 + L * 0.03, r * 1.3, z * 1.4],
                    r * 0.13,
                    r * 0.3,
                ),
                body,
            ),
        ]
    elif aerosol:
        parts += [
            (cyl([x1 + L * 0.1, 0, z], [L / 2 - L * 0.05, 0, z], r * 0.42), "chrome"),
            (cyl([L / 2 - L * 0.08, 0, z], [L / 2, 0, z], r * 0.55), "white" if "paint" not in name else acc),
        ]
    else:
        parts.append((cyl([x1 + L * 0.1, 0, z], [L / 2, 0, z], r * 0.36), "white"))
    if jug:
        parts.append((cyl([x0 + L * 0.15, 0, 2 * z], [x1 - L * 0.05, 0, 2 * z + r * 0.1], r * 0.12), body))
    return parts


def r_funnel(L, name, acc):
    """A funnel lying on its side: a spout and a cone whose lower edge rests on the surface."""
    R = L * 0.32
    rs = max(L * 0.04, 0.004)
    xm = L * 0.05
    return [
        (frustum([-L / 2, 0, rs + (R - rs) * 0.1], [xm, 0, R * 0.55], rs, rs * 1.6), acc),
        (frustum([xm, 0, R * 0.55], [L / 2, 0, R], rs * 1.6, R), acc),
        (ring([L / 2 - 0.003, 0, R], R * 1.02, R * 0.95, 0.006, axis="x"), acc),
    ]


def r_sprayer(L, name, acc):
    """Tank sprayers, extractors, vacuums and pressure tools lying down: a tank with a cap and
    a hose with a wand (a shop vacuum or extractor: a drum with a hose)."""
    r = L * 0.2
    z = r
    tank_l = L * 0.5
    x0 = -L / 2
    parts = [
        (cyl([x0, 0, z], [x0 + tank_l, 0, z], r, sections=24), acc),
        (cyl([x0 + tank_l, 0, z], [x0 + tank_l + L * 0.04, 0, z], r * 0.45), "black_plastic"),
    ]
    wand = not any(k in name for k in ("vacuum", "extractor", "compressor", "milking"))
    hr = max(L * 0.01, 0.004)
    if wand:
        parts += [
            (cyl([x0 + tank_l * 0.9, r * 0.9, hr], [L * 0.1, r * 1.6, hr], hr), "black_plastic"),
            (cyl([L * 0.1, r * 1.6, hr], [L / 2, r * 1.6, hr], hr * 0.8), "steel"),
            (box(L * 0.05, L * 0.18, r * 1.4, r * 1.8, 0, hr * 3), "black_plastic"),
        ]
    else:
        parts += [
            (torus([L * 0.2, 0, hr * 2.2], L * 0.18, hr * 2.2), "black_plastic"),
            (
                box(x0 + tank_l * 0.3, x0 + tank_l * 0.7, -r * 0.2, r * 0.2, 2 * r, 2 * r + 0.02),
                "black_plastic",
            ),
        ]
    return parts


def r_case(L, name, acc):
    """Cases and boxed kits: a box with a lid seam, two latches and a carry handle on top;
    a battery charger or jump starter has clamped leads; a welder has a torch lead; a
    generator is an open frame round a tank; pill tools are small clamshells."""
    if any(k in name for k in ("charger", "starter", "welder")):
        L = L / (1.6 if "welder" in name else 1.45)  # the box; the leads take the rest
    w = L * 0.55
    h = L * 0.3
    if "pill" in name:
        r = L / 2
        return [
            (cyl([0, 0, 0], [0, 0, L * 0.35], r, sections=24), acc),
            (cyl([0, 0, L * 0.35], [0, 0, L * 0.42], r * 0.92, sections=24), "white"),
        ]
    if "generator" in name:
        parts = [
            (box(-L * 0.35, L * 0.35, -w * 0.4, w * 0.4, h * 0.3, h * 1.6), (220, 140, 20)),
            (box(-L * 0.2, L * 0.2, -w * 0.3, w * 0.3, h * 1.6, h * 2.0), "black_plastic"),
        ]
        for sx in (-1, 1):
            for sy in (-1, 1):
                parts.append(
                    (
                        cyl(
                            [sx * L * 0.48, sy * w * 0.48, 0.02],
                            [sx * L * 0.48, sy * w * 0.48, h * 2.1],
                            0.015,
                        ),
                        "black_plastic",
                    )
                )
            parts.append(
                (
                    cyl([sx * L * 0.48, -w * 0.48, h * 2.1], [sx * L * 0.48, w * 0.48, h * 2.1], 0.015),
                    "black_plastic",
                )
            )
        return parts
    wood = "gauge block" in name
    body = "wood" if wood else acc
    lid = "dark_wood" if wood else ("black_plastic" if "kit" in name or "set" in name else acc)
    parts = [
        (box(-L / 2, L / 2, -w / 2, w / 2, 0, h * 0.62), body),
        (box(-L / 2, L / 2, -w / 2, w / 2, h * 0.64, h), lid),
        (box(-L / 2 + 0.004, L / 2 - 0.004, -w / 2 + 0.004, w / 2 - 0.004, h * 0.6, h * 0.66), "dark_steel"),
    ]
    for sx in (-0.3, 0.3):  # two latches on the front face
        parts.append(
            (box(sx * L - L * 0.05, sx * L + L * 0.05, -w / 2 - 0.006, -w / 2, h * 0.45, h * 0.8), "chrome")
        )
    if any(k in name for k in ("charger", "starter", "welder")):
        cr = max(L * 0.02, 0.006)
        parts += [
            (cyl([L / 2, -w * 0.2, cr], [L / 2 + L * 0.35, -w * 0.35, cr], cr * 0.5), (200, 30, 30)),
            (cyl([L / 2, w * 0.2, cr], [L / 2 + L * 0.35, w * 0.05, cr], cr * 0.5), "black_plastic"),
            (box(L / 2 + L * 0.35, L / 2 + L * 0.45, -w * 0.42, -w * 0.28, 0, cr * 2.5), (200, 30, 30)),
            (box(L / 2 + L * 0.35, L / 2 + L * 0.45, -w * 0.02, w * 0.12, 0, cr * 2.5), "black_plastic"),
        ]
        if "welder" in name:
            parts[-4:] = [
                (cyl([L / 2, 0, cr], [L / 2 + L * 0.45, w * 0.2, cr], cr * 0.7), "black_plastic"),
                (
                    cyl(
                        [L / 2 + L * 0.45, w * 0.2, cr * 1.5], [L / 2 + L * 0.6, w * 0.3, cr * 1.5], cr * 1.5
                    ),
                    "black_plastic",
                ),
            ]
        parts.append((box(-L * 0.3, L * 0.1, -w / 2 - 0.003, -w / 2, h * 0.1, h * 0.4), "screen"))
    else:  # a fold-down carry handle on the lid
        parts += [
            (box(-L * 0.2, -L * 0.16, -0.01, 0.01, h, h * 1.3), "black_plastic"),
            (box(L * 0.16, L * 0.2, -0.01, 0.01, h, h * 1.3), "black_plastic"),
            (box(-L * 0.2, L * 0.2, -0.012, 0.012, h * 1.22, h * 1.34), "black_plastic"),
        ]
    return parts


def r_tray(L, name, acc):
    w = L * 0.7
    h = L * 0.2
    mat = "steel" if any(w_ in name for w_ in ("instrument", "kidney", "dish")) else acc
    return [
        (box(-L / 2, L / 2, -w / 2, w / 2, 0, 0.004), mat),
        (box(-L / 2, L / 2, -w / 2, -w / 2 + 0.006, 0, h), mat),
        (box(-L / 2, L / 2, w / 2 - 0.006, w / 2, 0, h), mat),
        (box(-L / 2, -L / 2 + 0.006, -w / 2, w / 2, 0, h), mat),
        (box(L / 2 - 0.006, L / 2, -w / 2, w / 2, 0, h), mat),
    ]


def r_tube(L, name, acc):
    """Tubes and cartridges lying down: caulk, glue, spackle tubes, pens of paste."""
    r = L * 0.12
    z = r
    return [
        (cyl([-L / 2, 0, z], [L * 0.25, 0, z], r), acc),
        (frustum([L * 0.25, 0, z], [L / 2, 0, z], r * 0.4, r * 0.08), "white"),
    ]


def r_packet(L, name, acc):
    """A suture packet: a flat foil pack with a coloured band and a window showing the coiled
    thread and curved needle."""
    w = L * 0.36
    t = max(L * 0.03, 0.002)
    band = {
        "absorbable": (140, 60, 160),
        "nylon": (30, 40, 50),
        "polypropylene": (40, 90, 200),
        "silk": (20, 20, 20),
    }
    col = next((v for k, v in band.items() if k in name), acc)
    return [
        (box(-L / 2, L / 2, -w / 2, w / 2, 0, t), "white"),
        (box(-L / 2, -L / 2 + L * 0.22, -w / 2, w / 2, t, t * 1.15), col),
        (box(-L * 0.2, L * 0.45, -w * 0.42, w * 0.42, t, t * 1.1), (200, 215, 225)),
        (torus([L * 0.12, 0, t * 1.2], w * 0.24, max(t * 0.12, 0.0008)), col),
    ] + [
        (m, "chrome")
        for m in arc_tube(
            L * 0.12, 0, t * 1.3, w * 0.3, math.radians(200), math.radians(340), max(t * 0.15, 0.0006), n=5
        )
    ]
