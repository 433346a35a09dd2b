"""Masonry, plaster and paint tools: trowels, floats, putty knives, brushes, rollers, mixing paddles,
caulking guns.

Every recipe follows the contract in ``recipes/__init__.py``: ``recipe(L, name, acc)`` returns
closed (mesh, material) parts of a tool lying along +x on z = 0, about L long.
"""

from __future__ import annotations

import math

from ..parts import arc_tube, blade, box, cyl, frustum, prism, rbox, ring


def r_trowel(L, name, acc):
    """Pointed trowels (brick, pointing, garden): a diamond or leaf blade, offset handle."""
    hl = L * 0.38
    hr = L * 0.05
    bw = L * (0.36 if "brick" in name or "mason" in name else 0.24)
    z = hr * 1.6
    parts = [
        (cyl([-L / 2, 0, z], [-L / 2 + hl, 0, z], hr), "wood" if "garden" not in name else acc),
        (cyl([-L / 2 + hl, 0, z], [-L / 2 + hl + L * 0.06, 0, L * 0.01], hr * 0.3), "steel"),
    ]
    if "margin" in name or "bucket" in name:
        parts.append(
            (
                prism(
                    [
                        (-L / 2 + hl + L * 0.04, -bw / 3),
                        (L / 2, -bw / 3),
                        (L / 2, bw / 3),
                        (-L / 2 + hl + L * 0.04, bw / 3),
                    ],
                    0,
                    L * 0.006,
                ),
                "steel",
            )
        )
    else:
        parts.append(
            (
                prism(
                    [(-L / 2 + hl + L * 0.04, -bw / 2), (L / 2, 0), (-L / 2 + hl + L * 0.04, bw / 2)],
                    0,
                    L * 0.006,
                ),
                "steel",
            )
        )
    return parts


def r_float(L, name, acc):
    """Flat trowels and floats: a rectangular plate with a handle on top."""
    w = L * (0.3 if L < 0.8 else 0.12)
    mat = (
        "wood"
        if "wood" in name
        else (
            "rubber"
            if "grout" in name or "rubber" in name
            else ("aluminium" if "magnesium" in name or "bull" in name or "darby" in name else "steel")
        )
    )
    t = max(L * 0.012, 0.004)
    parts = [(box(-L / 2, L / 2, -w / 2, w / 2, 0, t), mat)]
    if "notched" in name:
        for i in range(8):
            y = -w / 2 + (i + 0.5) * w / 8
            parts.append((box(-L / 2, L / 2, y - w * 0.02, y + w * 0.02, t, t * 1.5), "steel"))
    hl = min(L * 0.7, 0.3)
    parts += [
        (box(-hl / 4, -hl / 4 + 0.01, -0.008, 0.008, t, t + 0.05), "aluminium"),
        (cyl([-hl / 2, 0, t + 0.055], [hl / 2, 0, t + 0.055], 0.018), "wood" if "wood" in name else acc),
    ]
    return parts


def r_putty_knife(L, name, acc):
    hl = L * 0.5
    bw = L * (0.5 if any(w in name for w in ("taping", "scraper", "smoother", "squeegee")) else 0.25)
    t = L * 0.08
    parts = [
        (box(-L / 2, -L / 2 + hl, -L * 0.06, L * 0.06, 0, t), acc),
        (blade(-L / 2 + hl, L / 2, L * 0.12, bw, L * 0.006, z0=t * 0.4), "chrome"),
    ]
    if "squeegee" in name:
        parts[-1] = (box(L / 2 - L * 0.05, L / 2, -bw / 2, bw / 2, 0, t), "rubber")
        parts.append((box(-L / 2 + hl, L / 2 - L * 0.05, -L * 0.02, L * 0.02, t * 0.3, t * 0.7), "aluminium"))
    return parts


def r_brush(L, name, acc):
    paint = "paint" in name or "finishing" in name or "edger" in name
    wire = "wire" in name or "terminal" in name
    if paint:
        bw = L * 0.3
        return [
            (cyl([-L / 2, 0, L * 0.04], [-L * 0.05, 0, L * 0.04], L * 0.04), "wood"),
            (box(-L * 0.08, L * 0.1, -bw / 2, bw / 2, 0, L * 0.07), "chrome"),
            (blade(L * 0.1, L / 2, bw, bw * 1.05, L * 0.05, z0=L * 0.01), "bristle"),
        ]
    bw = L * 0.28
    return [
        (box(-L / 2, L / 2, -bw / 2, bw / 2, L * 0.05, L * 0.12), "wood" if not wire else acc),
        (
            box(
                -L / 2 + L * (0.45 if wire else 0.05),
                L / 2 - L * 0.03,
                -bw / 2 + 0.003,
                bw / 2 - 0.003,
                0,
                L * 0.05,
            ),
            "steel" if wire else "bristle",
        ),
    ]


def r_roller(L, name, acc):
    rl = L * 0.45
    rr = L * 0.12
    return [
        (cyl([-L / 2, 0, rr], [-L / 2 + L * 0.4, 0, rr], L * 0.05), acc),
        (cyl([-L / 2 + L * 0.4, 0, rr], [L / 2 - rr, -rl * 0.6, rr], L * 0.012), "steel"),
        (cyl([L / 2 - rr, -rl * 0.6, rr], [L / 2 - rr, rl * 0.6, rr], L * 0.012), "steel"),
        (
            cyl([L / 2 - rr, -rl / 2, rr], [L / 2 - rr, rl / 2, rr], rr),
            "white" if "paint" in name else "rubber",
        ),
    ]


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
