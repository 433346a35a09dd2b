"""Power tools: pistol-grip drills and drivers, grinders, circular, reciprocating and jig saws,
sanders, routers, chainsaws and hedge trimmers, spray guns, soldering irons.

Every recipe follows the contract in ``recipes/__init__.py``: ``recipe(L, name, acc)`` returns
closed (mesh, material) parts of a tool lying along +x on z = 0, about L long.
"""

from __future__ import annotations

import math

from ..parts import arc_tube, box, cyl, frustum, prism, sphere


def r_drill(L, name, acc):
    """Pistol-grip power tools lying on their side: body, grip, battery, chuck or nozzle."""
    br = L * 0.13
    z = br
    parts = [
        (cyl([-L / 2, 0, z], [L * 0.15, 0, z], br), acc),
        (cyl([-L / 2, 0, z], [-L / 2 + L * 0.12, 0, z], br * 1.05), "black_plastic"),
        (box(-L * 0.26, -L * 0.06, -L * 0.62, -br * 0.6, br * 0.35, br * 1.65), "black_plastic"),
        (box(-L * 0.34, L * 0.04, -L * 0.8, -L * 0.6, 0, 2 * br), acc),
    ]
    if any(w in name for w in ("heat gun", "inflator", "glue", "sprayer", "texture")):
        parts.append((cyl([L * 0.15, 0, z], [L / 2, 0, z], br * 0.55), "dark_steel"))
    elif "impact" in name or "screw gun" in name:
        parts.append((cyl([L * 0.15, 0, z], [L / 2, 0, z], br * 0.45, sections=6), "dark_steel"))
    elif any(w in name for w in ("rotary", "demolition", "hammer drill", "jackhammer", "scaler", "breaker")):
        parts += [
            (cyl([L * 0.15, 0, z], [L * 0.3, 0, z], br * 0.75), "dark_steel"),
            (cyl([L * 0.3, 0, z], [L / 2, 0, z], br * 0.18), "steel"),
            (cyl([L * 0.2, br * 0.9, z], [L * 0.2, br * 2.8, z], br * 0.3), "black_plastic"),
        ]
    elif any(w in name for w in ("nailer", "stapler", "powder")):
        parts += [
            (box(L * 0.15, L / 2, -br * 0.4, br * 0.4, 0, 2 * br), "dark_steel"),
            (box(-L * 0.1, L * 0.3, -L * 0.5, -br, 0, br * 0.6), "dark_steel"),
        ]
    else:
        parts += [
            (frustum([L * 0.15, 0, z], [L * 0.35, 0, z], br * 0.7, br * 0.55, sections=12), "black_plastic"),
            (cyl([L * 0.35, 0, z], [L / 2, 0, z], br * 0.1), "steel"),
        ]
    return parts


def r_grinder(L, name, acc):
    r = L * 0.11
    z = r
    dr = L * 0.28
    return [
        (cyl([-L / 2, 0, z], [L * 0.25, 0, z], r), acc),
        (cyl([-L / 2, 0, z], [-L * 0.2, 0, z], r * 1.08), "black_plastic"),
        (cyl([L * 0.22, -dr * 0.1, z], [L * 0.22, r * 2.2, z], r * 0.3), "black_plastic"),
        (cyl([L / 2 - dr, 0, z - r * 0.9], [L / 2 - dr, 0, z - r * 0.75], dr), "dark_steel"),
        (cyl([L / 2 - dr, 0, z - r * 0.75], [L / 2 - dr, 0, z - r * 0.4], dr * 0.75), "steel"),
    ]


def r_circular_saw(L, name, acc):
    dr = L * 0.36
    return [
        (cyl([0, 0, 0], [0, 0, L * 0.02], dr * 1.05), "steel"),
        (box(-L / 2, L / 2, -L * 0.3, L * 0.3, 0, L * 0.015), "aluminium"),
        (cyl([0, L * 0.05, L * 0.02], [0, L * 0.05, L * 0.22], dr * 0.72), acc),
        (cyl([-L * 0.15, -L * 0.22, L * 0.2], [-L * 0.15, -L * 0.22, L * 0.3], L * 0.13), acc),
        (box(-L / 2, -L * 0.05, -L * 0.06, L * 0.06, L * 0.2, L * 0.28), "black_plastic"),
    ]


def r_recip_saw(L, name, acc):
    r = L * 0.07
    z = r
    return [
        (cyl([-L / 2, 0, z], [L * 0.22, 0, z], r), acc),
        (cyl([-L / 2, 0, z], [-L * 0.25, 0, z], r * 1.1), "black_plastic"),
        (box(L * 0.22, L / 2, -L * 0.03, L * 0.01, z - 0.001, z + 0.001), "steel"),
        (box(L * 0.2, L * 0.25, -r * 1.3, r * 1.3, 0, z * 1.6), "dark_steel"),
    ]


def r_sander(L, name, acc):
    r = L / 2
    belt = "belt" in name
    if belt:
        return [
            (box(-L / 2, L / 2, -L * 0.2, L * 0.2, 0, L * 0.12), "black_plastic"),
            (box(-L * 0.4, L * 0.3, -L * 0.18, L * 0.18, L * 0.12, L * 0.35), acc),
        ]
    r = L * 0.33
    return [
        (cyl([-L / 2 + r, 0, 0], [-L / 2 + r, 0, L * 0.08], r), "black_plastic"),
        (cyl([-L / 2 + r, 0, L * 0.08], [-L / 2 + r, 0, L * 0.3], r * 0.7), acc),
        (sphere([-L / 2 + r, 0, L * 0.3], r * 0.5), "black_plastic"),
        (cyl([-L / 2 + r, 0, L * 0.15], [L / 2, 0, L * 0.15], r * 0.22), "black_plastic"),
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


def r_soldering_iron(L, name, acc):
    r = L * 0.06
    z = r
    return [
        (cyl([-L / 2, 0, z], [-L * 0.05, 0, z], r), acc),
        (cyl([-L / 2 - L * 0.3, 0, z * 0.5], [-L / 2, 0, z], r * 0.25), "black_plastic"),
        (cyl([-L * 0.05, 0, z], [L * 0.2, 0, z], r * 0.5), "steel"),
        (frustum([L * 0.2, 0, z], [L / 2, 0, z], r * 0.3, r * 0.05), "brass"),
    ]
