"""Shop equipment that stands or rolls: ladders, sawhorses, jacks and hoists, carts, dollies and
creepers.

Every recipe follows the contract in ``recipes/__init__.py``: ``recipe(L, name, acc)`` returns
closed (mesh, material) parts of a tool lying along +x on z = 0, about L long.
"""

from __future__ import annotations

import math

from ..parts import arc_tube, box, cyl, frustum, torus


def r_ladder(L, name, acc):
    w = 0.45
    parts = [
        (
            box(-L / 2, L / 2, -w / 2, -w / 2 + 0.03, 0, 0.07),
            "aluminium" if "fiberglass" not in name else "fiberglass",
        ),
        (
            box(-L / 2, L / 2, w / 2 - 0.03, w / 2, 0, 0.07),
            "aluminium" if "fiberglass" not in name else "fiberglass",
        ),
    ]
    n = max(3, int(L / 0.3))
    for i in range(n):
        x = -L / 2 + (i + 0.5) * L / n
        parts.append((box(x - 0.02, x + 0.02, -w / 2 + 0.03, w / 2 - 0.03, 0.02, 0.05), "aluminium"))
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
