"""Part-based recipes for further tool families (pullers, gauges, keys, bits, packs, straps,
cases, ...) and the redrawn ones whose first models were hard to name (tape measures, bottles,
sprayers, meters, pens, lights).

Same invariant as ``models.py``: a recipe takes the tool length L (metres), the lower-cased
name and an accent colour and returns closed parts with materials; the tool lies along +x,
rests on z = 0, and its longest extent is about L. Objects that would stand tall (bottles,
tanks, tape measures) are laid down on their side or back, as a person puts them on a bench,
so that a camera at 60 degrees sees their outline and they hide little behind them.
"""

from __future__ import annotations

import math

from .parts import (
    arc_plate,
    arc_tube,
    blade,
    box,
    cyl,
    frustum,
    prism,
    rbox,
    ring,
    side_prism,
    sphere,
    torus,
)


def _grip(x0, x1, r, z, mat, sections=12):
    """A handle along x with a slightly wider collar at its front end."""
    return [
        (cyl([x0, 0, z], [x1, 0, z], r, sections=sections), mat),
        (cyl([x1 - (x1 - x0) * 0.08, 0, z], [x1, 0, z], r * 1.12, sections=sections), mat),
    ]


def r_hex_key(L, name, acc):
    """An L-shaped hex bar (a T-handle key has a plastic cross grip; a drain plug key is square)."""
    r = max(L * 0.028, 0.0012)
    sec = 4 if "square" in name or "drain" in name else 6
    if "t-handle" in name:
        return [
            (cyl([-L / 2, 0, L * 0.06], [L / 2, 0, L * 0.06], r, sections=sec), "dark_steel"),
            (cyl([-L / 2, -L * 0.3, L * 0.06], [-L / 2, L * 0.3, L * 0.06], L * 0.06), acc),
        ]
    arm = L * 0.32
    return [
        (cyl([-L / 2, 0, r], [L / 2 - r, 0, r], r, sections=sec), "dark_steel"),
        (cyl([L / 2 - r, 0, r], [L / 2 - r, arm, r], r, sections=sec), "dark_steel"),
        (sphere([L / 2 - r, 0, r], r * 1.05, sub=1), "dark_steel"),
    ]


def r_bit_socket(L, name, acc):
    """A short socket with a long hex or Torx bit sticking out of it."""
    r = L * 0.15
    z = r
    return [
        (cyl([-L / 2, 0, z], [-L * 0.12, 0, z], r, sections=16), "chrome"),
        (ring([-L / 2, 0, z], r * 0.8, r * 0.5, L * 0.02, axis="x"), "dark_steel"),
        (cyl([-L * 0.12, 0, z], [-L * 0.02, 0, z], r * 0.75, sections=16), "chrome"),
        (cyl([-L * 0.02, 0, z], [L / 2, 0, z], r * 0.4, sections=6), "dark_steel"),
    ]


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


def r_sickle(L, name, acc):
    """A sickle: a short wooden handle and a C-shaped blade."""
    hl = L * 0.38
    z = L * 0.035
    R = L * 0.34
    cx = -L / 2 + hl + R * 0.95
    return (
        [
            (cyl([-L / 2, 0, z], [-L / 2 + hl, 0, z], L * 0.035), "wood"),
            (cyl([-L / 2 + hl - 0.004, 0, z], [-L / 2 + hl + 0.012, 0, z], L * 0.04), "steel"),
        ]
        + [
            (m, "steel")
            for m in arc_plate(
                cx, -R * 0.15, R * 0.86, R, math.radians(195), math.radians(-20), z - 0.002, z + 0.002, n=12
            )
        ]
        + [
            (m, "steel")
            for m in arc_plate(
                cx,
                -R * 0.15,
                R * 0.93,
                R * 1.08,
                math.radians(190),
                math.radians(20),
                z - 0.0015,
                z + 0.0015,
                n=10,
            )
        ]
    )


def r_plunger(L, name, acc):
    """A plunger lying down: a wooden handle rising to a rubber cup that rests on the surface."""
    cup_r = max(L * 0.14, 0.05) if "sink" not in name else max(L * 0.18, 0.05)
    cup_l = cup_r * 1.2
    hr = max(L * 0.018, 0.011)
    x1 = L / 2 - cup_l
    return [
        (cyl([-L / 2, 0, hr], [x1 + 0.01, 0, cup_r * 0.9], hr), "wood"),
        (frustum([x1, 0, cup_r], [L / 2 - cup_l * 0.25, 0, cup_r], cup_r * 0.35, cup_r), (150, 20, 20)),
        (frustum([L / 2 - cup_l * 0.25, 0, cup_r], [L / 2, 0, cup_r], cup_r, cup_r * 0.8), (110, 16, 16)),
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


def r_dial_gauge(L, name, acc):
    """A round dial gauge lying face up, with a stem or a hose (tire gauges, dial indicators,
    compression and pressure testers, blood-pressure gauges)."""
    hose = any(k in name for k in ("compression", "fuel", "radiator", "manifold", "sphygmo", "hose"))
    d = min(L * (0.7 if not hose else 0.32), 0.11)
    r = d / 2
    t = r * 0.55
    cx = L / 2 - r if hose else 0.0
    parts = [
        (cyl([cx, 0, 0], [cx, 0, t], r, sections=28), "chrome" if "sphygmo" not in name else acc),
        (cyl([cx, 0, t], [cx, 0, t + 0.0008], r * 0.86, sections=28), "white"),
        (
            rbox([cx + r * 0.28, r * 0.1, t + 0.0012], [r * 0.62, max(r * 0.05, 0.001), 0.0008], yaw=0.35),
            (20, 20, 20),
        ),
        (cyl([cx, 0, t + 0.0008], [cx, 0, t + 0.002], r * 0.08), (200, 30, 30)),
    ]
    for i in range(12):
        a = 2 * math.pi * i / 12
        parts.append(
            (
                box(
                    cx + r * 0.74 * math.cos(a) - 0.0007,
                    cx + r * 0.74 * math.cos(a) + 0.0007,
                    r * 0.74 * math.sin(a) - 0.0007,
                    r * 0.74 * math.sin(a) + 0.0007,
                    t + 0.0008,
                    t + 0.0012,
                ),
                (20, 20, 20),
            )
        )
    if hose:
        hr = max(L * 0.012, 0.004)
        parts += [
            (
                cyl([cx - r, 0, hr], [-L / 2 + L * 0.08, 0, hr], hr),
                "black_plastic" if "sphygmo" not in name else "rubber",
            ),
            (cyl([-L / 2, 0, hr], [-L / 2 + L * 0.08, 0, hr], hr * 1.6), "brass"),
        ]
        if "sphygmo" in name:
            parts.append((sphere([-L / 2 + L * 0.2, -L * 0.1, L * 0.05], L * 0.05), "black_plastic"))
        if "manifold" in name:
            parts.append((cyl([cx, -r * 2.1, 0], [cx, -r * 2.1, t], r, sections=28), (40, 90, 200)))
    elif "indicator" in name:
        parts += [
            (cyl([cx, -r, t * 0.5], [cx, -r - L * 0.3, t * 0.5], r * 0.1), "chrome"),
            (cyl([cx, r, t * 0.5], [cx, r + L * 0.12, t * 0.5], r * 0.14), "chrome"),
        ]
    else:  # a tire gauge: a short chuck
        parts.append((cyl([cx + r * 0.9, 0, t * 0.5], [L / 2, 0, t * 0.5], r * 0.18), "brass"))
    return parts


def r_wedge(L, name, acc):
    """Wedges seen from the side: a wheel chock, a pair of car ramps, a door wedge, a
    splitting wedge, a drywall lifter."""
    if "ramp" in name:
        h = L * 0.2
        w = L * 0.28
        prof = [(-L / 2, 0), (L * 0.2, h), (L / 2, h), (L / 2, 0)]
        return [(side_prism(prof, -w * 1.1, -w * 0.1), acc), (side_prism(prof, w * 0.1, w * 1.1), acc)]
    h = L * (0.55 if "chock" in name else 0.3 if "lifter" in name else 0.32)
    w = L * (0.6 if "chock" in name else 0.45 if "lifter" in name else 0.4)
    mat = (
        "dark_steel"
        if "splitting" in name
        else ("rubber" if "rubber" in name or "chock" in name else "wood" if "wood" in name else acc)
    )
    prof = [(-L / 2, 0), (L / 2, 0), (L / 2 - L * 0.1, h), (L / 2 - L * 0.2, h)]
    parts = [(side_prism(prof, -w / 2, w / 2), mat)]
    if "chock" in name:
        parts.append(
            (
                cyl(
                    [L / 2 - L * 0.12, -w / 2, h * 0.6],
                    [L / 2 - L * 0.12, -w / 2 - w * 0.3, h * 0.6],
                    L * 0.02,
                ),
                "white",
            )
        )
    return parts


def r_strap(L, name, acc):
    """Straps and bands: a flat coiled strap with a buckle or ratchet (tow and ratchet straps),
    a loop with a windlass rod (tourniquet), a harness with a D-ring, a padded collar."""
    w = max(L * 0.12, 0.02)
    if "collar" in name:
        return [
            (ring([0, 0, w], L / 2, L * 0.38, 2 * w), acc),
            (box(L * 0.3, L / 2, -w, w, 0, 2 * w), "white"),
        ]
    if "tourniquet" in name or "wrist" in name or "grip" in name:
        r = L / 2
        parts = [(ring([0, 0, 0.004], r, r * 0.85, 0.008), "black_plastic" if "tourniquet" in name else acc)]
        if "tourniquet" in name:
            parts += [
                (cyl([-r * 0.6, 0, 0.012], [r * 0.6, 0, 0.012], 0.006), "black_plastic"),
                (box(-r * 0.2, r * 0.2, r * 0.7, r * 1.1, 0, 0.016), (200, 30, 30)),
            ]
        else:
            parts.append((box(r * 0.75, r * 1.05, -r * 0.18, r * 0.18, 0, 0.012), "chrome"))
        return parts
    r = L * 0.36
    parts = [
        (ring([-L / 2 + r, 0, w / 2], r, r * 0.55, w), acc),
        (box(-L / 2 + r, L / 2 - L * 0.12, -w * 0.9, -w * 0.55, 0, 0.004), acc),
    ]
    if "ratchet" in name or "moving" not in name:
        parts += [
            (box(L / 2 - L * 0.14, L / 2, -w * 1.3, -w * 0.15, 0, w * 0.6), "chrome"),
            (
                arc_tube(L / 2 - L * 0.07, -w * 0.72, w * 0.6, w * 0.45, 0, math.pi, w * 0.08, n=4)[0],
                "chrome",
            ),
        ]
    if "harness" in name:
        parts.append((torus([L / 2 - L * 0.06, w, 0.01], L * 0.05, 0.006), "chrome"))
    return parts


def r_sawhorse(L, name, acc):
    """A sawhorse: a beam on four splayed legs."""
    h = L * 0.65
    bw = L * 0.08
    parts = [(box(-L / 2, L / 2, -bw / 2, bw / 2, h - bw, h), "wood" if "plastic" not in name else acc)]
    for sx in (-1, 1):
        for sy in (-1, 1):
            parts.append(
                (
                    cyl(
                        [sx * L * 0.4, 0, h - bw], [sx * L * 0.46, sy * L * 0.24, 0.0], L * 0.022, sections=6
                    ),
                    "wood" if "plastic" not in name else acc,
                )
            )
    return parts


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


def r_pick(L, name, acc):
    """Picks, hooks and probes: a slim handle and a thin steel shaft ending in a hook or point."""
    z = max(L * 0.045, 0.006)
    hl = L * (0.45 if "chip" not in name else 0.25)
    hay = "hay" in name
    if hay:  # a T-handle and a big C hook
        R = L * 0.3
        return [
            (cyl([-L / 2, -L * 0.3, z], [-L / 2, L * 0.3, z], z), "wood"),
            (cyl([-L / 2, 0, z], [L / 2 - 2 * R, 0, z], z * 0.35), "dark_steel"),
        ] + [(m, "dark_steel") for m in arc_tube(L / 2 - R, 0, z, R, math.pi, -0.4 * math.pi, z * 0.35, n=8)]
    mat = (
        "wood"
        if any(k in name for k in ("awl", "weeder", "hoof", "drip"))
        else ("chrome" if any(k in name for k in ("curette", "probe", "skin")) else acc)
    )
    parts = _grip(-L / 2, -L / 2 + hl, z * (0.7 if mat == "chrome" else 1.0), z, mat)
    tip = L / 2 - L * 0.07
    sr = max(z * 0.16, 0.0008)
    parts.append((cyl([-L / 2 + hl, 0, z], [tip, 0, z], sr), "chrome"))
    if "weeder" in name:
        parts += [
            (cyl([tip, 0, z], [L / 2, L * 0.03, z * 0.3], sr * 1.5), "chrome"),
            (cyl([tip, 0, z], [L / 2, -L * 0.03, z * 0.3], sr * 1.5), "chrome"),
        ]
    elif any(k in name for k in ("awl", "drip", "probe", "straight")):
        parts.append((frustum([tip, 0, z], [L / 2, 0, z], sr, sr * 0.2), "chrome"))
    elif "curette" in name or "hoof" in name:
        parts += [
            (cyl([tip, 0, z], [L / 2, 0, z], sr), "chrome"),
            (torus([L / 2 - L * 0.02, 0, z], L * 0.025, sr), "chrome"),
        ]
    else:  # hook
        parts += [
            (cyl([tip, 0, z], [L / 2, 0, z], sr), "chrome"),
            (cyl([L / 2, 0, z], [L / 2 - L * 0.02, L * 0.05, z], sr), "chrome"),
            (sphere([L / 2, 0, z], sr * 1.05, sub=1), "chrome"),
        ]
    return parts


def r_fan_gauge(L, name, acc):
    """A feeler, thread-pitch or radius gauge: a steel case with blades fanned out of it."""
    w = L * 0.18
    t = max(L * 0.05, 0.004)
    parts = [
        (box(-L / 2, -L * 0.05, -w / 2, w / 2, 0, t), "steel"),
        (cyl([-L / 2 + w / 2, 0, t], [-L / 2 + w / 2, 0, t + 0.002], w * 0.3), "dark_steel"),
    ]
    for i, a in enumerate((-0.5, -0.25, 0.0, 0.25, 0.5)):
        px = -L / 2 + w / 2
        ln = L - w / 2
        parts.append(
            (
                rbox(
                    [px + ln / 2 * math.cos(a), ln / 2 * math.sin(a), t * 0.5 + i * 0.0004],
                    [ln, w * 0.55, 0.0006],
                    yaw=a,
                ),
                "chrome" if i % 2 else "steel",
            )
        )
    return parts


def r_bundle(L, name, acc):
    """Small loose parts in a bundle: cable ties, stakes with flagging, shims, tile or floor
    spacers, wire nuts and lever connectors."""
    if "nut" in name or "connector" in name:
        parts = []
        cols = [(240, 190, 20), (200, 40, 40), (30, 110, 200), (236, 120, 30), (40, 150, 60)]
        for i in range(5):
            x, y = (i % 3 - 1) * L * 0.32, (i // 3 - 0.5) * L * 0.4
            if "nut" in name:
                parts.append(
                    (
                        frustum(
                            [x - L * 0.15, y, L * 0.12],
                            [x + L * 0.15, y, L * 0.12],
                            L * 0.12,
                            L * 0.06,
                            sections=10,
                        ),
                        cols[i],
                    )
                )
            else:
                parts += [
                    (box(x - L * 0.14, x + L * 0.14, y - L * 0.08, y + L * 0.08, 0, L * 0.12), "white"),
                    (
                        box(x - L * 0.1, x + L * 0.12, y - L * 0.06, y + L * 0.06, L * 0.12, L * 0.15),
                        (236, 120, 30),
                    ),
                ]
        return parts
    if "spacer" in name:
        parts = []
        for i in range(6):
            x, y, a = (i % 3 - 1) * L * 0.3, (i // 3 - 0.5) * L * 0.35, 0.3 * i
            s = L * 0.12
            mat = "white" if "tile" in name else (40, 40, 40)
            if "tile" in name:
                parts += [
                    (rbox([x, y, s * 0.15], [s * 1.6, s * 0.3, s * 0.3], yaw=a), mat),
                    (rbox([x, y, s * 0.15], [s * 0.3, s * 1.6, s * 0.3], yaw=a), mat),
                ]
            else:
                parts.append(
                    (
                        side_prism(
                            [(x - s, 0), (x + s, 0), (x + s, s * 0.9), (x - s, s * 0.3)],
                            y - s * 0.6,
                            y + s * 0.6,
                        ),
                        mat,
                    )
                )
        return parts
    n = 6
    parts = []
    for i in range(n):
        y = (i - (n - 1) / 2) * L * 0.035
        if "stake" in name:
            parts += [
                (box(-L / 2 + L * 0.06, L / 2 - L * 0.06, y - L * 0.014, y + L * 0.014, 0, L * 0.03), "wood"),
                (
                    prism(
                        [(L / 2 - L * 0.06, y - L * 0.014), (L / 2, y), (L / 2 - L * 0.06, y + L * 0.014)],
                        0,
                        L * 0.03,
                    ),
                    "wood",
                ),
            ]
        elif "shim" in name:
            parts.append(
                (
                    side_prism(
                        [(-L / 2, 0), (L / 2, 0), (L / 2, L * 0.006), (-L / 2, L * 0.03)],
                        y - L * 0.016,
                        y + L * 0.016,
                    ),
                    "wood" if "wood" in name else "white",
                )
            )
        else:  # cable ties
            a = (i - (n - 1) / 2) * 0.05
            parts += [
                (rbox([0, y, 0.002], [L, L * 0.02, 0.0015], yaw=a), "black_plastic" if i % 2 else "white"),
                (
                    rbox([-L / 2 + L * 0.02, y - L * 0.02 * a, 0.003], [L * 0.03, L * 0.03, 0.004], yaw=a),
                    "black_plastic" if i % 2 else "white",
                ),
            ]
    if "stake" in name:
        parts.append((box(-L * 0.3, -L * 0.2, -L * 0.12, L * 0.12, 0.0, L * 0.035), (250, 60, 150)))
    return parts


def r_paddle(L, name, acc):
    """A mixing paddle or mud masher: a long shaft with a mixing head at the end."""
    r = max(L * 0.012, 0.004)
    z = L * 0.07
    hx = L / 2 - L * 0.16
    parts = [(cyl([-L / 2, 0, z], [hx, 0, z], r, sections=8), "steel")]
    if "masher" in name:
        parts += [
            (cyl([hx, 0, z], [L / 2, 0, z], L * 0.07, sections=24), "dark_steel"),
            (cyl([-L / 2, -L * 0.1, z], [-L / 2, L * 0.1, z], r * 2.5), "black_plastic"),
        ]
        return parts
    parts.append((cyl([hx, 0, z], [L / 2, 0, z], r * 0.8, sections=8), "steel"))
    for i in range(6):
        a = i * math.pi / 3
        parts.append(
            (
                rbox(
                    [hx + L * 0.08, L * 0.045 * math.cos(a), z + L * 0.045 * math.sin(a)],
                    [L * 0.13, L * 0.05, 0.003],
                    yaw=0.5 * math.sin(a),
                    pitch=0.5 * math.cos(a),
                ),
                "steel",
            )
        )
    parts.append((ring([L / 2 - 0.003, 0, z], L * 0.068, L * 0.058, 0.006, axis="x"), "steel"))
    return parts


def r_plumb_bob(L, name, acc):
    """A plumb bob lying on its side: a brass body tapering to a point, a cap and its string."""
    r = L * 0.16
    z = r
    return [
        (frustum([L * 0.05, 0, z], [L * 0.38, 0, z], r, r * 0.08), "brass"),
        (cyl([-L * 0.12, 0, z], [L * 0.05, 0, z], r), "brass"),
        (cyl([-L * 0.18, 0, z], [-L * 0.12, 0, z], r * 0.5), "brass"),
        (cyl([-L / 2, -L * 0.02, 0.0015], [-L * 0.18, 0, z], 0.0012), "white"),
    ]


def r_marking_gauge(L, name, acc):
    """A marking or mortise gauge: a square wooden beam through a fence, with a thumbscrew."""
    b = L * 0.07
    fx = -L * 0.05
    fw = L * 0.34
    return [
        (box(-L / 2, L / 2, -b / 2, b / 2, fw * 0.3, fw * 0.3 + b), "wood"),
        (box(fx - L * 0.06, fx + L * 0.06, -fw / 2, fw / 2, 0, fw * 0.6 + b), "dark_wood"),
        (cyl([fx, fw / 2, fw * 0.3 + b / 2], [fx, fw / 2 + L * 0.05, fw * 0.3 + b / 2], b * 0.45), "brass"),
        (cyl([L / 2 - L * 0.04, 0, fw * 0.3], [L / 2 - L * 0.04, 0, fw * 0.3 - b * 0.3], b * 0.08), "steel"),
    ]


def r_spray_gun(L, name, acc):
    """A spray gun on its side: gun body, grip, trigger, nozzle and a paint cup or hopper."""
    z = L * 0.07
    br = L * 0.07
    hopper = "texture" in name
    under = "undercoat" in name or "sprayer" in name and "paint" in name
    parts = [
        (cyl([-L * 0.45, 0, z], [L * 0.2, 0, z], br), "aluminium" if not under else acc),
        (frustum([L * 0.2, 0, z], [L * 0.4, 0, z], br * 0.9, br * 0.5), "chrome"),
        (box(-L * 0.3, -L * 0.15, -L * 0.45, -br * 0.6, z - br * 0.8, z + br * 0.8), "black_plastic"),
        (box(-L * 0.12, -L * 0.08, -L * 0.3, -br * 0.5, z - br * 0.3, z + br * 0.3), "chrome"),
    ]
    parts.append((cyl([L * 0.4, 0, z], [L / 2, 0, z], br * 0.2), "steel"))
    cup_r = L * (0.16 if hopper else 0.11)
    cy = br + cup_r * 1.1
    cup_dir = 1 if not under else -1
    if hopper:
        parts.append((frustum([0.0, br * 0.5, z], [0.0, cy + cup_r * 1.6, z], cup_r * 0.4, cup_r * 1.4), acc))
    else:
        parts += [
            (
                cyl([-L * 0.02, cup_dir * br, z], [-L * 0.02, cup_dir * (br + cup_r * 0.5), z], cup_r * 0.3),
                "aluminium",
            ),
            (
                cyl(
                    [-L * 0.02, cup_dir * (br + cup_r * 0.5), z],
                    [-L * 0.02, cup_dir * (br + cup_r * 2.6), z],
                    cup_r,
                ),
                "glass" if not under else "white",
            ),
        ]
    return parts


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


def r_slide_hammer(L, name, acc):
    """A slide hammer: a long rod with a sliding weight, an end grip and a hook or screw tip."""
    r = max(L * 0.012, 0.005)
    z = L * 0.05
    return [
        (cyl([-L / 2, 0, z], [L / 2 - L * 0.05, 0, z], r), "chrome"),
        (cyl([-L * 0.05, 0, z], [L * 0.15, 0, z], L * 0.05), "dark_steel"),
        (cyl([-L / 2, 0, z], [-L / 2 + L * 0.15, 0, z], L * 0.03), "rubber"),
        (cyl([L / 2 - L * 0.05, 0, z], [L / 2, 0, z], r * 1.4), "steel"),
        (cyl([L / 2 - 0.004, 0, z], [L / 2 - 0.004, L * 0.05, z], r), "steel"),
    ]


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


def r_tape_measure(L, name, acc):
    """A tape measure lying on its side: a rounded case, a belt clip, the tape blade with its
    hook; chalk reels and mason's lines have a crank and a string; long tapes and fish tapes
    are open reels with a handle."""
    if any(k in name for k in ("long", "fish", "mason")):
        r = L * 0.36
        parts = [
            (cyl([-L / 2 + r, 0, 0], [-L / 2 + r, 0, r * 0.35], r, sections=28), acc),
            (
                cyl([-L / 2 + r, 0, r * 0.35], [-L / 2 + r, 0, r * 0.38], r * 0.6, sections=28),
                "black_plastic",
            ),
            (cyl([-L / 2 + r * 1.5, 0, r * 0.38], [-L / 2 + r * 1.5, 0, r * 0.6], r * 0.12), "black_plastic"),
            (
                box(-L / 2 + 2 * r - 0.01, L / 2, -r * 0.1, r * 0.1, r * 0.12, r * 0.2),
                "fiberglass" if "fish" not in name else "dark_steel",
            ),
        ]
        return parts
    r = L * 0.45
    t = L * 0.42
    cx = -L / 2 + r
    chalk = "chalk" in name
    parts = [
        (cyl([cx, 0, 0], [cx, 0, t], r, sections=28), acc if not chalk else (30, 110, 200)),
        (box(cx, cx + r * 1.05, -r, r * 0.2, 0, t), acc if not chalk else (30, 110, 200)),
        (
            cyl([cx, 0, t], [cx, 0, t + 0.001], r * 0.45, sections=20),
            "chrome" if not chalk else "black_plastic",
        ),
        (box(cx - r * 0.8, cx + r * 0.3, r * 0.75, r * 1.02, t * 0.2, t * 0.8), "black_plastic"),
    ]
    if chalk:
        parts += [
            (cyl([cx, 0, t], [cx, 0, t + r * 0.25], r * 0.1), "black_plastic"),
            (cyl([cx + r * 1.05, -r * 0.7, 0.003], [L / 2, -r * 0.7, 0.003], 0.0015), (30, 110, 200)),
            (box(L / 2 - L * 0.04, L / 2, -r * 0.8, -r * 0.6, 0, 0.01), "chrome"),
        ]
    else:
        parts += [
            (box(cx + r * 1.05, L / 2 - L * 0.02, -r * 0.95, -r * 0.55, 0, 0.003), "fiberglass"),
            (box(L / 2 - L * 0.03, L / 2, -r * 1.0, -r * 0.5, 0, L * 0.05), "brass"),
            (box(cx + r * 0.6, cx + r * 1.0, -r * 1.02, -r * 0.3, t * 0.7, t * 1.02), "black_plastic"),
        ]
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


def r_meter(L, name, acc):
    """Handheld instruments: a rubber-booted body with a screen, buttons and a dial; test leads
    for testers, a jaw for clamp meters, a pistol grip for imagers and IR thermometers."""
    leads = any(k in name for k in ("multimeter", "tester", "automotive", "ground", "resistance"))
    if leads and not any(k in name for k in ("imager", "infrared", "thermal")):
        L = L / 1.45  # the body; the test leads take the rest of the length
    w = L * 0.5
    t = L * 0.16
    if any(k in name for k in ("imager", "infrared", "thermal")):
        return [
            (box(-L / 2, L * 0.15, -w * 0.3, w * 0.3, 0, t), acc),
            (box(-L * 0.35, -L * 0.1, -L * 0.5, -w * 0.3, 0, t * 0.8), "black_plastic"),
            (cyl([L * 0.15, 0, t / 2], [L / 2, 0, t / 2], t * 0.45), "black_plastic"),
            (box(-L * 0.45, -L * 0.05, -w * 0.25, w * 0.25, t, t + 0.002), "screen"),
        ]
    parts = [
        (box(-L / 2, L / 2, -w / 2, w / 2, 0, t), acc),
        (
            box(-L / 2 + L * 0.04, L / 2 - L * 0.04, -w / 2 + L * 0.04, w / 2 - L * 0.04, t, t * 1.06),
            (50, 52, 56),
        ),
        (box(L * 0.08, L * 0.4, -w * 0.36, w * 0.36, t * 1.06, t * 1.08), "screen"),
    ]
    if any(k in name for k in ("multimeter", "tester", "clamp", "automotive", "ground")):
        parts.append((cyl([-L * 0.2, 0, t * 1.06], [-L * 0.2, 0, t * 1.3], w * 0.2), "black_plastic"))
    else:
        for i in range(3):
            parts.append(
                (
                    box(
                        -L * 0.35 + i * L * 0.13,
                        -L * 0.27 + i * L * 0.13,
                        -w * 0.2,
                        w * 0.2,
                        t * 1.06,
                        t * 1.14,
                    ),
                    "black_plastic",
                )
            )
    if "clamp" in name:
        parts.append((torus([L / 2 + L * 0.15, 0, t / 2], L * 0.16, L * 0.045), acc))
    if any(k in name for k in ("multimeter", "tester", "automotive", "ground", "resistance")):
        hr = max(L * 0.012, 0.003)
        parts += [
            (cyl([-L / 2, -w * 0.2, hr], [-L / 2 - L * 0.45, -w * 0.5, hr], hr), (200, 30, 30)),
            (cyl([-L / 2, w * 0.2, hr], [-L / 2 - L * 0.45, w * 0.5, hr], hr), "black_plastic"),
        ]
    return parts


def r_pen(L, name, acc):
    """Pen-shaped tools: a slim barrel with a clip and a tip; mirrors and magnets on telescopic
    wands, thermometers with a display, test lights with a clip lead."""
    if "test light" in name:
        L = L / 1.36  # the probe; the clip lead takes the rest
    r = max(L * 0.035, 0.004)
    z = r
    wand = "mirror" in name or "pickup" in name
    if wand:
        rr = max(L * 0.012, 0.003)
        parts = [
            (cyl([-L / 2, 0, L * 0.02], [-L * 0.2, 0, L * 0.02], L * 0.02), acc),
            (cyl([-L * 0.2, 0, L * 0.02], [L * 0.35, 0, L * 0.02], rr), "chrome"),
        ]
        if "mirror" in name:
            parts += [
                (cyl([L * 0.4, 0, 0.0], [L * 0.4, 0, 0.004], L * 0.1), "chrome"),
                (cyl([L * 0.4, 0, 0.004], [L * 0.4, 0, 0.005], L * 0.09), "glass"),
            ]
        else:
            parts.append((cyl([L * 0.35, 0, L * 0.02], [L / 2, 0, L * 0.02], L * 0.02), "dark_steel"))
        return parts
    tip_mat = (
        "white"
        if "voltage" in name or "tester" in name
        else (
            "chrome"
            if any(
                k in name
                for k in (
                    "thermometer",
                    "probe",
                    "edge",
                    "test light",
                    "punch",
                    "lancet",
                    "scriber",
                    "disconnect",
                    "valve",
                    "cutter",
                    "nozzle",
                )
            )
            else "wood"
        )
    )
    parts = [
        (cyl([-L / 2, 0, z], [L * 0.3, 0, z], r, sections=12), acc),
        (frustum([L * 0.3, 0, z], [L / 2, 0, z], r, r * 0.3, sections=12), tip_mat),
        (box(-L / 2 + L * 0.05, -L * 0.1, r * 0.6, r * 1.4, z, z + r * 0.6), "chrome"),
    ]
    if "thermometer" in name or "meter" in name or "ph" in name.split():
        parts.append((box(-L * 0.35, -L * 0.05, -r * 0.7, r * 0.7, z + r * 0.5, z + r * 1.02), "screen"))
    if "test light" in name:
        hr = max(L * 0.01, 0.002)
        parts += [
            (cyl([-L / 2, 0, hr], [-L / 2 - L * 0.3, L * 0.1, hr], hr), "black_plastic"),
            (box(-L / 2 - L * 0.36, -L / 2 - L * 0.28, L * 0.06, L * 0.14, 0, hr * 4), (200, 30, 30)),
        ]
    return parts


def r_flashlight(L, name, acc):
    """Lights and scopes: a torch (tube, wider head, lens); a headlamp on its band; a work
    light panel on a stand; otoscopes and ophthalmoscopes (a handle and a small head); a
    laryngoscope (a handle and a curved blade); a clamp light (a reflector bowl and a clamp)."""
    r = L * 0.1
    z = r * 1.5
    if "headlamp" in name:
        return [
            (ring([0, 0, 0.01], L / 2, L / 2 - 0.012, 0.02), acc),
            (box(L / 2 - 0.01, L / 2 + 0.025, -0.025, 0.025, 0, 0.04), "black_plastic"),
            (cyl([L / 2 + 0.025, 0, 0.02], [L / 2 + 0.028, 0, 0.02], 0.016), "glass"),
        ]
    if "work light" in name or "magnifier" in name or "clamp light" in name:
        if "work light" in name:
            return [
                (box(-L * 0.2, L * 0.2, -L * 0.35, L * 0.35, 0, L * 0.12), acc),
                (
                    box(
                        -L * 0.2 + 0.01,
                        L * 0.2 - 0.01,
                        -L * 0.35 + 0.01,
                        L * 0.35 - 0.01,
                        L * 0.12,
                        L * 0.125,
                    ),
                    "white",
                ),
                (cyl([-L * 0.25, -L * 0.4, 0.01], [-L * 0.25, L * 0.4, 0.01], 0.01), "black_plastic"),
            ]
        bowl = L * 0.22
        return [
            (frustum([L / 2 - bowl, 0, bowl], [L / 2, 0, bowl], bowl * 0.35, bowl), "aluminium"),
            (cyl([L / 2 - 0.002, 0, bowl], [L / 2, 0, bowl], bowl * 0.95), "white"),
            (cyl([-L / 2, 0, 0.012], [L / 2 - bowl, 0, bowl * 0.6], 0.008), "aluminium"),
            (box(-L / 2, -L / 2 + L * 0.12, -L * 0.06, L * 0.06, 0, L * 0.08), "black_plastic"),
        ]
    if "laryngoscope" in name:
        hr = L * 0.11
        return [(cyl([-L / 2, 0, hr], [0.0, 0, hr], hr, sections=16), "chrome")] + [
            (m, "chrome")
            for m in arc_plate(
                0.0, -L * 0.5, L * 0.46, L * 0.52, math.radians(90), math.radians(35), hr * 0.5, hr * 0.8, n=6
            )
        ]
    if "otoscope" in name or "ophthalmoscope" in name or "refractometer" in name:
        hr = L * 0.1
        parts = [
            (
                cyl([-L / 2, 0, hr], [L * 0.15, 0, hr], hr, sections=16),
                "chrome" if "refract" not in name else "black_plastic",
            )
        ]
        if "otoscope" in name:
            parts += [
                (cyl([L * 0.15, 0, hr], [L * 0.3, 0, hr], hr * 1.3), "black_plastic"),
                (frustum([L * 0.3, 0, hr], [L / 2, 0, hr], hr * 0.8, hr * 0.25), "black_plastic"),
            ]
        else:
            parts += [
                (box(L * 0.15, L / 2, -hr * 1.2, hr * 1.2, 0, hr * 2.2), "black_plastic"),
                (cyl([L * 0.35, 0, hr * 2.2], [L * 0.35, 0, hr * 2.25], hr * 0.5), "glass"),
            ]
        return parts
    return [
        (cyl([-L / 2, 0, z], [L * 0.15, 0, z], r), acc if "pen" not in name else "aluminium"),
        (cyl([-L * 0.2, 0, z], [0.0, 0, z], r * 1.08), "black_plastic"),
        (frustum([L * 0.15, 0, z], [L / 2, 0, z], r, r * 1.5), "black_plastic"),
        (cyl([L / 2 - 0.002, 0, z], [L / 2, 0, z], r * 1.3), "glass"),
    ]


def r_router(L, name, acc):
    """A router standing on its base: a round base, a motor column and two side knobs (a trim
    router: a slim column on a small square base)."""
    r = L * 0.32
    h = L * (0.75 if "trim" not in name else 0.9)
    if "trim" in name:
        return [
            (box(-L * 0.3, L * 0.3, -L * 0.3, L * 0.3, 0, L * 0.04), "aluminium"),
            (cyl([0, 0, L * 0.04], [0, 0, h], L * 0.22), acc),
            (cyl([0, 0, h * 0.6], [0, 0, h], L * 0.23), "black_plastic"),
        ]
    return [
        (cyl([0, 0, 0], [0, 0, L * 0.05], r, sections=28), "black_plastic"),
        (cyl([0, 0, L * 0.05], [0, 0, h], r * 0.62, sections=24), acc),
        (cyl([0, 0, h * 0.75], [0, 0, h], r * 0.64, sections=24), "black_plastic"),
        (sphere([0, L / 2 - r * 0.32, h * 0.35], r * 0.32), "black_plastic"),
        (sphere([0, -L / 2 + r * 0.32, h * 0.35], r * 0.32), "black_plastic"),
        (cyl([0, r * 0.5, h * 0.35], [0, L / 2 - r * 0.32, h * 0.35], r * 0.1), "black_plastic"),
        (cyl([0, -r * 0.5, h * 0.35], [0, -L / 2 + r * 0.32, h * 0.35], r * 0.1), "black_plastic"),
    ]


RECIPES = {
    # family: (recipe, gloss for descriptions)
    "hex_key": (r_hex_key, "an L-shaped hexagonal steel key"),
    "bit_socket": (r_bit_socket, "a short socket with a hex or Torx bit sticking out"),
    "hole_saw": (r_hole_saw, "a toothed cup or cutter head on a round shank"),
    "die": (r_die, "a flat round or hexagonal threading ring with chip holes"),
    "spade_bit": (r_spade_bit, "a flat paddle-shaped drill bit with a centre point"),
    "tap": (r_tap, "a threaded or fluted steel shank with a square driving end"),
    "router_bit": (r_router_bit, "a short cutter with a pilot bearing on a round shank"),
    "sickle": (r_sickle, "a short handle with a C-shaped blade"),
    "plunger": (r_plunger, "a wooden handle with a rubber cup"),
    "packet": (r_packet, "a flat sealed packet with a coloured band and a window"),
    "dial_gauge": (r_dial_gauge, "a round dial gauge with a stem or hose"),
    "wedge": (r_wedge, "a wedge or ramp with a sloped face"),
    "strap": (r_strap, "a flat strap with a buckle or fastener"),
    "sawhorse": (r_sawhorse, "a beam on four splayed legs"),
    "padlock": (r_padlock, "a lock body with a U-shaped shackle"),
    "pick": (r_pick, "a slim handle with a thin steel hook or point"),
    "fan_gauge": (r_fan_gauge, "a case with thin steel blades fanned out"),
    "bundle": (r_bundle, "a bundle of small loose parts"),
    "paddle": (r_paddle, "a long shaft with a mixing head"),
    "plumb_bob": (r_plumb_bob, "a pointed brass weight on a string"),
    "marking_gauge": (r_marking_gauge, "a wooden beam through a sliding fence"),
    "spray_gun": (r_spray_gun, "a spray gun with a paint cup or hopper"),
    "puller": (r_puller, "a forcing screw through a yoke with hooked jaws"),
    "slide_hammer": (r_slide_hammer, "a long rod with a sliding weight"),
    "case": (r_case, "a carrying case or boxed kit with a handle and latches"),
    "tape_measure": (r_tape_measure, "a round case with a hook-ended tape or line"),
    "bottle": (r_bottle, "a bottle, can or jug"),
    "sprayer": (r_sprayer, "a tank with a hose and a wand"),
    "meter": (r_meter, "a handheld instrument with a display"),
    "pen": (r_pen, "a slim pen-shaped tool"),
    "flashlight": (r_flashlight, "a light or scope: a handle with a lamp or lens head"),
    "router": (r_router, "a motor column on a base with two knobs"),
}


def r_caulk_gun(L, name, acc):
    """A caulking gun on its side: an open cradle holding a cartridge with its nozzle, a
    pistol grip with a trigger, and the plunger rod with its hook out the back."""
    r = L * 0.085
    z = r
    x0, x1 = -L * 0.12, L * 0.3
    parts = [
        (box(x0, x1, -r, r, 0, 0.002), "steel"),
        (box(x0, x1, -r, -r + 0.002, 0, r * 1.4), "steel"),
        (box(x1, x1 + 0.004, -r, r, 0, r * 2), "steel"),
        (
            cyl([x0 + 0.004, 0, z], [x1, 0, z], r * 0.92),
            "white" if "sausage" not in name else (200, 200, 190),
        ),
        (frustum([x1 + 0.004, 0, z], [L / 2, 0, z], r * 0.35, r * 0.08), "white"),
        (box(x0 - L * 0.12, x0, -r * 1.1, r * 1.1, 0, r * 2), acc),
        (box(x0 - L * 0.12, x0 - L * 0.02, -r * 1.1 - L * 0.3, -r * 1.1, z - r * 0.5, z + r * 0.5), acc),
        (box(x0 - L * 0.02, x0 + L * 0.02, -r * 1.1 - L * 0.22, -r * 1.1, z - r * 0.3, z + r * 0.3), "steel"),
        (cyl([-L / 2 + L * 0.02, 0, z], [x0 - L * 0.12, 0, z], max(r * 0.12, 0.003)), "steel"),
    ]
    parts += [
        (m, "steel")
        for m in arc_tube(
            -L / 2 + L * 0.035, 0, z, L * 0.03, math.pi / 2, 1.5 * math.pi, max(r * 0.1, 0.0025), n=4
        )
    ]
    return parts


def r_jack(L, name, acc):
    """Jacks and hoists, by name: a floor jack (low chassis on wheels, a lifting arm with a
    saddle, a handle socket), a bottle jack (a ram cylinder on a base), a scissor jack
    (a diamond of arms round a screw), jack stands (a pair of pyramids with saddles), a
    chain hoist or come-along (a body with hooks and a chain), a press (a C-frame and lever)."""
    if "bottle" in name or "machinist" in name:
        r = L * 0.2
        return [
            (box(-L * 0.3, L * 0.3, -L * 0.3, L * 0.3, 0, L * 0.08), acc),
            (cyl([0, 0, L * 0.08], [0, 0, L * 0.7], r), acc),
            (cyl([0, 0, L * 0.7], [0, 0, L * 0.9], r * 0.6), "chrome"),
            (cyl([L * 0.2, 0, L * 0.2], [L / 2, 0, L * 0.25], L * 0.03), "dark_steel"),
        ]
    if "scissor" in name:
        h = L * 0.28
        parts = [
            (box(-L * 0.3, L * 0.3, -L * 0.08, L * 0.08, 0, L * 0.03), acc),
            (box(-L * 0.12, L * 0.12, -L * 0.06, L * 0.06, 2 * h - L * 0.03, 2 * h), acc),
            (cyl([-L / 2, 0, h], [L / 2, 0, h], L * 0.015), "chrome"),
        ]
        for sx in (-1, 1):
            parts += [
                (cyl([sx * L * 0.25, 0, L * 0.03], [sx * L * 0.32, 0, h], L * 0.02), acc),
                (cyl([sx * L * 0.32, 0, h], [sx * L * 0.1, 0, 2 * h - L * 0.03], L * 0.02), acc),
            ]
        return parts
    if "stand" in name:
        parts = []
        for y in (-L * 0.27, L * 0.27):
            parts += [
                (frustum([0, y, 0], [0, y, L * 0.45], L * 0.22, L * 0.06, sections=4), acc),
                (cyl([0, y, L * 0.45], [0, y, L * 0.6], L * 0.03), "chrome"),
                (box(-L * 0.06, L * 0.06, y - L * 0.025, y + L * 0.025, L * 0.6, L * 0.64), "dark_steel"),
            ]
        return parts
    if any(k in name for k in ("hoist", "come-along", "stretcher")) and "engine" not in name:
        parts = [
            (box(-L * 0.2, L * 0.15, -L * 0.15, L * 0.15, 0, L * 0.2), acc),
            (cyl([-L * 0.05, 0, L * 0.1], [-L * 0.05, -L * 0.45, L * 0.1], L * 0.025), "dark_steel"),
        ]
        parts += [
            (m, "dark_steel")
            for m in arc_tube(-L * 0.35, 0, L * 0.05, L * 0.08, 0.3, 2 * math.pi - 0.3, L * 0.02, n=6)
        ]
        parts += [
            (m, "dark_steel")
            for m in arc_tube(L * 0.4, 0, L * 0.05, L * 0.08, math.pi + 0.3, 3 * math.pi - 0.3, L * 0.02, n=6)
        ]
        for i in range(5):
            parts.append((torus([L * 0.17 + i * L * 0.025, 0, L * 0.04], L * 0.014, L * 0.004), "steel"))
        return parts
    if "press" in name:
        return [
            (box(-L / 2, L / 2, -L * 0.25, L * 0.25, 0, L * 0.1), acc),
            (box(-L / 2, -L * 0.3, -L * 0.2, L * 0.2, L * 0.1, L * 0.8), acc),
            (box(-L * 0.3, L * 0.1, -L * 0.2, L * 0.2, L * 0.6, L * 0.8), acc),
            (cyl([0, 0, L * 0.35], [0, 0, L * 0.6], L * 0.05), "chrome"),
            (cyl([-L * 0.1, 0, L * 0.7], [L / 2, L * 0.3, L * 0.9], L * 0.02), "chrome"),
        ]
    # floor, transmission and engine jacks: a low chassis, wheels, an arm with a saddle, a handle
    w = L * 0.32
    h = L * 0.12
    parts = [
        (box(-L * 0.45, L * 0.35, -w / 2, -w / 2 + L * 0.04, L * 0.03, h), acc),
        (box(-L * 0.45, L * 0.35, w / 2 - L * 0.04, w / 2, L * 0.03, h), acc),
        (box(-L * 0.45, -L * 0.3, -w / 2, w / 2, L * 0.03, h), acc),
        (cyl([-L * 0.1, -w * 0.35, h * 0.8], [L * 0.4, -w * 0.35, h * 1.6], L * 0.025), "dark_steel"),
        (cyl([-L * 0.1, w * 0.35, h * 0.8], [L * 0.4, w * 0.35, h * 1.6], L * 0.025), "dark_steel"),
        (cyl([L * 0.42, 0, h * 1.5], [L * 0.42, 0, h * 1.8], L * 0.07), "dark_steel"),
        (cyl([-L * 0.45, 0, h * 0.7], [-L / 2, 0, h * 0.7], L * 0.03), "chrome"),
    ]
    for x in (-L * 0.38, L * 0.3):
        parts += [
            (cyl([x, -w / 2 - 0.02, L * 0.045], [x, -w / 2 - 0.002, L * 0.045], L * 0.045), "dark_steel"),
            (cyl([x, w / 2 + 0.002, L * 0.045], [x, w / 2 + 0.02, L * 0.045], L * 0.045), "dark_steel"),
        ]
    return parts


def r_jigsaw(L, name, acc):
    """A jigsaw on its shoe: a flat metal shoe, the motor body with a D (or barrel) grip on top,
    and the blade in front."""
    barrel = "barrel" in name
    h = L * 0.45
    parts = [
        (box(-L * 0.45, L * 0.3, -L * 0.13, L * 0.13, 0, L * 0.025), "aluminium"),
        (box(-L * 0.4, L * 0.3, -L * 0.09, L * 0.09, L * 0.025, h * 0.55), acc),
        (box(L * 0.3, L / 2, -L * 0.08, L * 0.08, L * 0.025, h * 0.45), "black_plastic"),
        (box(L * 0.36, L * 0.38, -0.001, 0.001, L * 0.025, h * 0.5), "steel"),
        (
            prism(
                [(L * 0.36, -0.0012), (L * 0.5, -0.0012), (L * 0.5, 0.0012), (L * 0.36, 0.0012)],
                0.0,
                L * 0.03,
            ),
            "steel",
        ),
    ]
    if barrel:
        parts.append((cyl([-L / 2, 0, h * 0.4], [-L * 0.4, 0, h * 0.4], L * 0.08), "black_plastic"))
    else:
        parts += [
            (box(-L * 0.38, -L * 0.3, -L * 0.05, L * 0.05, h * 0.55, h), "black_plastic"),
            (box(L * 0.12, L * 0.2, -L * 0.05, L * 0.05, h * 0.55, h), "black_plastic"),
            (box(-L * 0.38, L * 0.2, -L * 0.05, L * 0.05, h * 0.88, h), "black_plastic"),
        ]
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


def r_scythe(L, name, acc):
    """A scythe: a long wooden snath with two grips and a long curved blade at its end, at
    right angles to it."""
    r = max(L * 0.013, 0.014)
    z = r
    R = L * 1.1
    xe = L / 2 - L * 0.02
    parts = [
        (cyl([-L / 2, 0, z], [xe, 0, z], r), "wood"),
        (cyl([-L * 0.3, 0, z], [-L * 0.3, L * 0.1, z], r * 0.8), "wood"),
        (cyl([L * 0.05, 0, z], [L * 0.05, L * 0.1, z], r * 0.8), "wood"),
    ]
    parts += [
        (m, "dark_steel") for m in arc_plate(xe - R, 0.0, R - L * 0.05, R, 0.0, -0.52, 0.0, 0.004, n=12)
    ]
    return parts


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


def r_cart(L, name, acc):
    """Wheeled carriers, by name: a creeper or dolly (a padded board on casters), a hand
    truck (a frame with a nose plate and two wheels, lying back), a wheelbarrow (a tray, a
    wheel and two handles), machines (tiller, seeder, compactor, mixer: a motor box on
    wheels or a plate)."""
    if "creeper" in name or "dolly" in name or "seat" in name:
        w = L * 0.45
        parts = [
            (box(-L / 2, L / 2, -w / 2, w / 2, L * 0.06, L * 0.1), acc if "dolly" not in name else "wood")
        ]
        if "creeper" in name:
            parts.append(
                (box(L * 0.25, L / 2 - 0.01, -w * 0.35, w * 0.35, L * 0.1, L * 0.14), "black_plastic")
            )
        for sx in (-1, 1):
            for sy in (-1, 1):
                parts.append(
                    (
                        cyl(
                            [sx * L * 0.42, sy * w * 0.4 - 0.012, L * 0.03],
                            [sx * L * 0.42, sy * w * 0.4 + 0.012, L * 0.03],
                            L * 0.03,
                        ),
                        "black_plastic",
                    )
                )
        return parts
    if "hand truck" in name:
        w = L * 0.35
        parts = [
            (cyl([-L / 2, -w / 2, L * 0.08], [L * 0.4, -w / 2, L * 0.08], 0.012), "dark_steel"),
            (cyl([-L / 2, w / 2, L * 0.08], [L * 0.4, w / 2, L * 0.08], 0.012), "dark_steel"),
            (box(L * 0.4, L / 2, -w / 2, w / 2, 0, L * 0.16), "dark_steel"),
            (cyl([-L / 2, -w / 2, L * 0.08], [-L / 2, w / 2, L * 0.08], 0.012), "dark_steel"),
        ]
        for y in (-w / 2 - 0.03, w / 2 + 0.03):
            parts.append(
                (cyl([L * 0.35, y - 0.02, L * 0.1], [L * 0.35, y + 0.02, L * 0.1], L * 0.1), "rubber")
            )
        return parts
    if any(k in name for k in ("tiller", "compactor", "mixer", "seeder", "spreader")):
        w = L * 0.4
        parts = [
            (box(-L * 0.1, L * 0.3, -w / 2, w / 2, L * 0.1, L * 0.35), acc),
            (cyl([-L / 2, -w * 0.35, L * 0.3], [-L * 0.1, -w * 0.3, L * 0.25], 0.012), "dark_steel"),
            (cyl([-L / 2, w * 0.35, L * 0.3], [-L * 0.1, w * 0.3, L * 0.25], 0.012), "dark_steel"),
        ]
        if "compactor" in name:
            parts.append((box(-L * 0.15, L / 2, -w * 0.6, w * 0.6, 0, L * 0.1), "dark_steel"))
        else:
            parts.append(
                (cyl([L * 0.35, -w * 0.55, L * 0.1], [L * 0.35, w * 0.55, L * 0.1], L * 0.1), "rubber")
            )
        return parts
    w = L * 0.45  # wheelbarrow or garden cart
    parts = [
        (frustum([L * 0.1, 0, L * 0.12], [L * 0.1, 0, L * 0.32], w * 0.35, w * 0.55, sections=4), acc),
        (cyl([-L / 2, -w * 0.35, L * 0.12], [L * 0.35, -w * 0.2, L * 0.12], 0.015), "dark_steel"),
        (cyl([-L / 2, w * 0.35, L * 0.12], [L * 0.35, w * 0.2, L * 0.12], 0.015), "dark_steel"),
        (cyl([L * 0.42, -0.04, L * 0.08], [L * 0.42, 0.04, L * 0.08], L * 0.08), "rubber"),
    ]
    return parts


def r_socket(L, name, acc):
    """A socket on its side: a chrome cylinder with a knurled band, the hex opening at the front
    (dark) and the square drive hole at the back."""
    deep = "deep" in name or "spark" in name or "sensor" in name
    r = L * (0.28 if deep else 0.42) * 0.5 + 0.004
    z = r
    parts = [
        (cyl([-L / 2, 0, z], [L / 2 - L * 0.12, 0, z], r, sections=24), "chrome"),
        (cyl([-L / 2 + L * 0.08, 0, z], [-L / 2 + L * 0.22, 0, z], r * 1.03, sections=24), "steel"),
        (cyl([L / 2 - L * 0.12, 0, z], [L / 2, 0, z], r * 0.85, sections=24), "chrome"),
        (frustum([L / 2 - 0.0008, 0, z], [L / 2 + 0.0004, 0, z], r * 0.55, r * 0.55, sections=6), "rubber"),
        (box(-L / 2 - 0.0006, -L / 2 + 0.0004, -r * 0.3, r * 0.3, z - r * 0.3, z + r * 0.3), "rubber"),
    ]
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


def r_chainsaw(L, name, acc):
    """A chainsaw or hedge trimmer: a motor body with a rear handle and a front wrap handle,
    a long guide bar with a rounded nose (a hedge trimmer: a toothed blade bar; a concrete
    vibrator or string trimmer is a pole tool)."""
    hedge = "hedge" in name or "trimmer" in name
    bw = L * 0.055
    x0 = -L / 2 + L * 0.38
    parts = [
        (box(-L / 2 + L * 0.1, x0, -L * 0.09, L * 0.09, 0, L * 0.2), acc),
        (box(-L / 2, -L / 2 + L * 0.12, -L * 0.03, L * 0.03, L * 0.05, L * 0.2), "black_plastic"),
        (box(x0, L / 2 - bw, -bw / 2, bw / 2, L * 0.07, L * 0.085), "steel"),
        (cyl([L / 2 - bw, 0, L * 0.07], [L / 2 - bw, 0, L * 0.085], bw / 2), "steel"),
    ]
    parts += [
        (m, "black_plastic")
        for m in arc_tube(x0 - L * 0.06, 0, L * 0.2, L * 0.11, -math.pi / 2, math.pi / 2, L * 0.015, n=6)
    ]
    if hedge:
        for i in range(12):
            x = x0 + i * (L / 2 - bw - x0) / 12
            parts.append((box(x, x + L * 0.012, -bw * 1.2, bw * 1.2, L * 0.072, L * 0.082), "steel"))
    else:
        parts.append(
            (box(x0, L / 2 - bw, -bw / 2 - 0.002, bw / 2 + 0.002, L * 0.074, L * 0.081), "dark_steel")
        )
    return parts


RECIPES.update(
    {
        "caulk_gun": (r_caulk_gun, "an open cradle holding a cartridge, with a trigger grip and plunger rod"),
        "jack": (r_jack, "a lifting jack or hoist"),
        "jigsaw": (r_jigsaw, "a power saw on a flat shoe with a top handle and a short blade in front"),
        "funnel": (r_funnel, "a cone with a spout"),
        "scythe": (r_scythe, "a long shaft with two grips and a long curved blade"),
        "spring_clamp": (r_spring_clamp, "a spring-loaded clamp with two flat handles and padded jaws"),
        "cart": (r_cart, "a wheeled carrier or machine with handles"),
        "socket": (r_socket, "a short chrome cylinder with a hex opening and a square drive hole"),
        "helmet": (r_helmet, "a protective hard hat, helmet or face shield"),
        "chainsaw": (r_chainsaw, "a motor body with a long guide bar and a wrap-around handle"),
    }
)
