"""Long-handled tools: a working head at the end of a long wooden handle or pole (shovels, rakes,
forks, hoes, pickaxes, brooms, pole tools, plungers).

Every recipe follows the contract in ``recipes/__init__.py``: ``recipe(L, name, acc)`` returns
closed (mesh, material) parts of a tool lying along +x on z = 0, about L long.
"""

from __future__ import annotations

import math

from ..parts import blade, box, cyl, frustum, prism


def _long_handle(L, head_len, r, mat="wood"):
    z = r
    return [(cyl([-L / 2, 0, z], [L / 2 - head_len, 0, z], r), mat)], z


def r_shovel(L, name, acc):
    r = max(L * 0.016, 0.014)
    bl = L * 0.28
    parts, z = _long_handle(L, bl, r, "wood" if "snow" not in name else "aluminium")
    bw = bl * (0.85 if "point" not in name else 0.8)
    mat = "dark_steel" if "snow" not in name and "scoop" not in name else acc
    if "point" in name or "round" in name or "trenching" in name:
        parts.append(
            (
                prism(
                    [
                        (L / 2 - bl, -bw / 2),
                        (L / 2 - bl * 0.25, -bw / 2),
                        (L / 2, 0),
                        (L / 2 - bl * 0.25, bw / 2),
                        (L / 2 - bl, bw / 2),
                    ],
                    0,
                    0.004,
                ),
                mat,
            )
        )
    else:
        parts.append((box(L / 2 - bl, L / 2, -bw / 2, bw / 2, 0, 0.004), mat))
    parts.append((box(L / 2 - bl, L / 2 - bl * 0.7, -bw / 2, bw / 2, 0, bw * 0.12), mat))
    if "D-handle" in name or "spade" in name or "fork" in name or L < 1.1:
        parts.append((box(-L / 2 - 0.0, -L / 2 + 0.02, -0.06, 0.06, 0, 2 * r), "black_plastic"))
        parts.append((box(-L / 2 + 0.02, -L / 2 + 0.1, -0.07, -0.05, 0, 2 * r), "black_plastic"))
        parts.append((box(-L / 2 + 0.02, -L / 2 + 0.1, 0.05, 0.07, 0, 2 * r), "black_plastic"))
    return parts


def r_rake(L, name, acc):
    r = max(L * 0.013, 0.013)
    leaf = "leaf" in name
    parts, z = _long_handle(L, L * 0.04, r, "wood")
    hw = L * (0.4 if leaf else 0.28)
    x = L / 2 - L * 0.04
    if leaf:
        n = 15
        for i in range(n):
            a = -0.6 + 1.2 * i / (n - 1)
            parts.append(
                (cyl([x, 0, z], [x + hw * 0.6 * math.cos(a), hw * 0.9 * math.sin(a), 0.004], 0.003, 6), acc)
            )
    else:
        parts.append((box(x, x + L * 0.03, -hw / 2, hw / 2, 0, 2 * r), "dark_steel"))
        for i in range(12):
            y = -hw / 2 + (i + 0.5) * hw / 12
            parts.append((box(x + L * 0.03, x + L * 0.06, y - 0.003, y + 0.003, 0, 0.008), "dark_steel"))
    return parts


def r_fork(L, name, acc):
    r = max(L * 0.014, 0.013)
    tl = L * 0.25
    parts, z = _long_handle(L, tl, r, "wood")
    x = L / 2 - tl
    n = 3 if "pitch" in name or "hay" in name else 4
    w = L * 0.16
    parts.append((box(x - 0.02, x + 0.01, -w / 2, w / 2, z - 0.01, z + 0.01), "dark_steel"))
    for i in range(n):
        y = -w / 2 + i * w / (n - 1)
        parts.append((cyl([x, y, z], [L / 2, y * 1.1, 0.006], 0.005), "dark_steel"))
    if "digging" in name or "broad" in name:
        parts.append((box(-L / 2, -L / 2 + 0.02, -0.06, 0.06, 0, 2 * r), "black_plastic"))
    return parts


def r_hoe(L, name, acc):
    r = max(L * 0.014, 0.012)
    parts, z = _long_handle(L, 0.02, r, "wood")
    x = L / 2 - 0.02
    w = L * 0.13
    parts += [
        (box(x, x + 0.02, -0.01, 0.01, 0, z), "dark_steel"),
        (box(x - 0.005, x + 0.06, -w / 2, w / 2, 0, 0.004), "dark_steel"),
    ]
    return parts


def r_pickaxe(L, name, acc):
    r = max(L * 0.022, 0.016)
    parts, z = _long_handle(L, 0.04, r, "wood")
    x = L / 2 - 0.04
    w = L * 0.55
    parts += [
        (frustum([x, 0, z], [x, w / 2, z], r * 2, r * 0.4, sections=8), "dark_steel"),
        (
            frustum([x, 0, z], [x, -w / 2, z], r * 2, r * 0.6, sections=4)
            if "mattock" not in name
            else (box(x - 0.03, x + 0.03, -w / 2, 0, 0, 0.01)),
            "dark_steel",
        ),
    ]
    return parts


def r_broom(L, name, acc):
    r = max(L * 0.012, 0.012)
    parts, z = _long_handle(L, 0.06, r, "wood" if "corn" in name else "aluminium")
    w = L * 0.35
    mop = "mop" in name
    parts += [(box(L / 2 - 0.07, L / 2, -w / 2, w / 2, 0, 0.06), acc if not mop else "gauze")]
    return parts


def r_pole(L, name, acc):
    """Pole tools: a long pole with a small working head (pole pruner, fruit picker, bulb changer)."""
    r = max(L * 0.008, 0.014)
    parts, z = _long_handle(L, 0.18, r, "fiberglass")
    x = L / 2 - 0.18
    parts += [
        (box(x, L / 2, -0.03, 0.03, 0, 0.03), acc),
        (blade(x + 0.05, L / 2, 0.08, 0.02, 0.004, z0=0.03, y0=0.03), "steel"),
    ]
    return parts


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
