"""Stock and consumables: tape rolls and coils, pads and sheets, blocks, wedges and ramps, straps,
bundles of small loose parts.

Every recipe follows the contract in ``recipes/__init__.py``: ``recipe(L, name, acc)`` returns
closed (mesh, material) parts of a tool lying along +x on z = 0, about L long.
"""

from __future__ import annotations

import math

from ..parts import arc_tube, box, cyl, frustum, prism, rbox, ring, side_prism, torus


def r_roll(L, name, acc):
    """Tape rolls and coiled hose / cable: an annulus lying flat."""
    coil = any(w in name for w in ("cable", "hose", "cord", "line", "wire", "strap", "lead", "belt"))
    r = L / 2
    h = L * (0.34 if not coil else 0.12)
    mat = {"duct": "tape_silver", "electrical": "black_plastic", "gauze": "gauze", "medical": "white"}
    m = next((v for k, v in mat.items() if k in name), acc)
    if coil:
        return [
            (torus([0, 0, h / 2], r * 0.75, r * 0.2), m),
            (cyl([r * 0.7, 0, h / 2], [r, 0, h / 2], r * 0.1), "black_plastic"),
        ]
    return [
        (ring([0, 0, h / 2], r, r * 0.55, h), m),
        (ring([0, 0, h / 2], r * 0.55, r * 0.45, h * 1.02), "white"),
    ]


def r_pad(L, name, acc):
    """Flat soft goods: gauze pads, dressings, sandpaper, patches, pads and sponges."""
    w = L * 0.75
    t = max(L * 0.015, 0.002)
    m = (
        "gauze"
        if any(k in name for k in ("gauze", "dressing", "bandage", "pad", "strip"))
        else "bristle"
        if "sand" in name or "emery" in name
        else acc
    )
    return [(box(-L / 2, L / 2, -w / 2, w / 2, 0, t), m)]


def r_block(L, name, acc):
    """Blocks, stones and small solid parts: a bevelled block."""
    w = L * 0.3
    h = L * 0.3
    return [
        (box(-L / 2, L / 2, -w / 2, w / 2, 0, h * 0.8), acc),
        (box(-L / 2 + h * 0.2, L / 2 - h * 0.2, -w / 2 + h * 0.2, w / 2 - h * 0.2, h * 0.8, h), acc),
    ]


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
