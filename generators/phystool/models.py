"""Part-based parametric tool models: one recipe per visual family, built from trimesh parts.

Invariant: a model is a list of closed (watertight) parts, each with a material; the tool
lies along +x with its length centred on x = 0, rests on z = 0 and its bounding box is the
footprint the layout places. Dimensions come from the tool's length (from its variant, see
``build_library.variant_length``) and the family's proportions, so a 20-lb sledge is bigger
than a 2-lb one. Sub-types are read from the tool's name (a ball-peen head, a box end, a
Forstner bit). ``FAMILIES`` lists every family with the recipe and a gloss used in tool
descriptions (each base tool in ``assets/phystool/base_tools.yaml`` names its family);
primitives and materials are in ``parts.py``, the recipes of further families in ``recipes.py``.
"""

from __future__ import annotations

import math
from functools import lru_cache

import numpy as np

from .parts import (
    MATERIALS,
    accent_rgb,
    arc_tube,
    blade,
    box,
    cyl,
    frustum,
    prism,
    rbox,
    ring,
    sphere,
    torus,
)
from .recipes import RECIPES

# ---- recipes: L = tool length (m); each returns [(mesh, material), ...] -------------------


def _handle(x0, x1, r, z, mat, grip=None):
    parts = [(cyl([x0, 0, z], [x1, 0, z], r), mat)]
    if grip:
        parts.append((cyl([x0, 0, z], [x0 + (x1 - x0) * 0.45, 0, z], r * 1.18), grip))
    return parts


def r_hammer(L, name, acc):
    heavy = any(w in name for w in ("club", "lump", "drilling"))
    r = L * 0.028
    head_w = L * (0.32 if not heavy else 0.36)
    hr = L * (0.045 if not heavy else 0.07)
    z = hr
    wood = "wood" if any(w in name for w in ("ball-peen", "club", "pin", "tack", "brick")) else "fiberglass"
    parts = _handle(-L / 2, L / 2 - hr, r, z, wood, grip="rubber" if wood == "fiberglass" else None)
    x = L / 2 - hr
    if "ball-peen" in name:
        parts += [
            (cyl([x, -head_w * 0.05, z], [x, head_w / 2, z], hr * 0.85), "steel"),
            (sphere([x, -head_w * 0.12, z], hr * 0.95), "steel"),
            (cyl([x, -head_w / 2 + hr * 0.3, z], [x, -head_w * 0.1, z], hr * 0.55), "steel"),
        ]
    elif heavy:
        parts += [(cyl([x, -head_w / 2, z], [x, head_w / 2, z], hr, sections=8), "dark_steel")]
    elif "brick" in name or "drywall" in name or "hatchet" in name or "tacker" in name:
        parts += [
            (cyl([x, 0, z], [x, head_w * 0.45, z], hr * 0.8), "steel"),
            (rbox([x, -head_w * 0.25, z], [hr * 1.4, head_w * 0.5, hr * 1.1]), "steel"),
        ]
    else:  # claw
        parts += [
            (cyl([x, 0, z], [x, head_w * 0.5, z], hr * 0.8), "steel"),
            (cyl([x, head_w * 0.42, z], [x, head_w * 0.5, z], hr * 0.95), "steel"),
            (rbox([x, -head_w * 0.05, z], [hr * 1.6, hr * 1.4, hr * 1.6]), "steel"),
            (
                rbox(
                    [x - hr * 0.25, -head_w * 0.3, z - hr * 0.1],
                    [hr * 0.45, head_w * 0.42, hr * 0.9],
                    yaw=-0.35,
                ),
                "steel",
            ),
            (
                rbox(
                    [x + hr * 0.25, -head_w * 0.3, z - hr * 0.1],
                    [hr * 0.45, head_w * 0.42, hr * 0.9],
                    yaw=0.35,
                ),
                "steel",
            ),
        ]
    return parts


def r_sledge(L, name, acc):
    hr = L * 0.06
    z = hr
    parts = _handle(-L / 2, L / 2 - hr, L * 0.02, z, "wood" if "maul" not in name else "fiberglass")
    x = L / 2 - hr
    if "maul" in name:
        parts += [
            (rbox([x, 0.0, z], [hr * 2, L * 0.16, hr * 2]), "dark_steel"),
            (frustum([x, -L * 0.08, z], [x, -L * 0.16, z], hr, hr * 0.2, sections=4), "dark_steel"),
        ]
    else:
        parts += [(rbox([x, 0.0, z], [hr * 2, L * 0.26, hr * 2]), "dark_steel")]
    return parts


def r_mallet(L, name, acc):
    hr = L * 0.12
    z = hr
    mat = "rubber" if "rubber" in name else ("white" if "white" in name else "wood")
    parts = _handle(-L / 2, L / 2 - hr, L * 0.03, z, "wood" if mat != "rubber" else "fiberglass")
    parts += [(cyl([L / 2 - hr, -L * 0.16, z], [L / 2 - hr, L * 0.16, z], hr, sections=20), mat)]
    return parts


def r_axe(L, name, acc):
    z = L * 0.04
    parts = _handle(-L / 2, L / 2 - L * 0.02, L * 0.022, z, "wood")
    x = L / 2 - L * 0.06
    parts += [
        (rbox([x, 0.02 * L, z], [L * 0.09, L * 0.08, L * 0.06]), "dark_steel"),
        (
            blade(x - L * 0.045, x + L * 0.045, L * 0.06, L * 0.06, L * 0.02, z0=z - 0.01 * L, y0=-L * 0.06),
            "steel",
        ),
        (
            prism(
                [
                    (x - L * 0.045, -L * 0.09),
                    (x + L * 0.045, -L * 0.09),
                    (x + L * 0.07, -L * 0.17),
                    (x - L * 0.07, -L * 0.17),
                ],
                z - 0.008 * L,
                z + 0.008 * L,
            ),
            "steel",
        ),
    ]
    return parts


def _open_end(x, w, t, z0, facing):
    jaw = w * 0.32
    return [
        (rbox([x, facing * 0, z0 + t / 2], [w * 0.7, w, t]), "chrome"),
        (rbox([x + facing * w * 0.45, w * 0.33, z0 + t / 2], [w * 0.5, jaw, t]), "chrome"),
        (rbox([x + facing * w * 0.45, -w * 0.33, z0 + t / 2], [w * 0.5, jaw, t]), "chrome"),
    ]


def r_wrench(L, name, acc):
    w = L * 0.14
    t = L * 0.03
    parts = [(box(-L / 2 + w * 0.8, L / 2 - w * 0.8, -w * 0.22, w * 0.22, 0, t * 0.8), "chrome")]
    box_end = "box" in name or "combination" in name or "ratcheting" in name or "ring" in name
    open_both = "open-end" in name or "flare" in name
    parts += _open_end(L / 2 - w * 0.7, w, t, 0, 1)
    if open_both:
        parts += _open_end(-L / 2 + w * 0.7, w * 0.9, t, 0, -1)
    elif box_end:
        parts += [(ring([-L / 2 + w * 0.55, 0, t * 0.6], w * 0.55, w * 0.3, t * 1.2), "chrome")]
    else:
        parts += [(box(-L / 2, -L / 2 + w, -w * 0.3, w * 0.3, 0, t), "chrome")]
    return parts


def r_adjustable(L, name, acc):
    pipe = "pipe" in name
    w = L * (0.2 if pipe else 0.26)
    t = L * 0.05
    parts = [(box(-L / 2, L / 2 - w, -w * 0.18, w * 0.18, 0, t), "dark_steel" if pipe else "chrome")]
    hx = L / 2 - w / 2
    parts += [
        (box(hx - w / 2, hx + w / 2, -w * 0.35, w * 0.2, 0, t * 1.1), "dark_steel" if pipe else "chrome"),
        (box(hx - w * 0.1, hx + w / 2, w * 0.2, w * 0.5, 0, t * 1.1), "chrome"),
        (cyl([hx - w * 0.2, -w * 0.45, t * 0.55], [hx + w * 0.1, -w * 0.45, t * 0.55], t * 0.5), "steel"),
    ]
    if pipe:
        parts.append((box(-L / 2, -L / 6, -w * 0.2, w * 0.2, 0, t * 1.05), (200, 40, 40)))
    return parts


def r_ratchet(L, name, acc):
    t = L * 0.05
    hr = L * 0.07
    parts = [
        (box(-L / 2, L / 2 - hr * 1.6, -L * 0.028, L * 0.028, 0, t), "chrome"),
        (cyl([L / 2 - hr, 0, 0], [L / 2 - hr, 0, t * 1.2], hr), "chrome"),
        (box(L / 2 - hr * 1.2, L / 2 - hr * 0.8, -hr * 0.2, hr * 0.2, t * 1.2, t * 1.6), "steel"),
    ]
    if "torque" in name:
        parts.append((cyl([-L / 2, 0, t / 2], [-L / 8, 0, t / 2], t * 0.75), "black_plastic"))
    elif "breaker" in name:
        parts.append((cyl([-L / 2, 0, t / 2], [-L / 2 + L * 0.12, 0, t / 2], t * 0.55), "steel"))
    else:
        parts.append((box(-L / 2, -L / 10, -L * 0.04, L * 0.04, 0, t * 1.1), acc))
    return parts




def _two_handles(L, x_piv, spread, r, z, mat):
    a = (cyl([x_piv, 0, z], [-L / 2, spread, z], r), mat)
    b = (cyl([x_piv, 0, z], [-L / 2, -spread, z], r), mat)
    return [a, b]


def r_pliers(L, name, acc):
    z = L * 0.035
    x_piv = L * 0.1
    long_nose = any(w in name for w in ("long-nose", "needle", "round-nose", "bent-nose"))
    parts = _two_handles(L, x_piv, L * 0.1, L * 0.03, z, acc)
    parts.append((cyl([x_piv, 0, z - L * 0.03], [x_piv, 0, z + L * 0.03], L * 0.04), "dark_steel"))
    if long_nose:
        parts.append((frustum([x_piv, 0, z], [L / 2, 0, z], L * 0.05, L * 0.01, sections=8), "dark_steel"))
    elif "cutter" in name or "nipper" in name or "diagonal" in name:
        parts.append((frustum([x_piv, 0, z], [L / 2, 0, z], L * 0.07, L * 0.03, sections=8), "dark_steel"))
    elif "locking" in name:
        parts += [
            (frustum([x_piv, 0, z], [L / 2, 0, z], L * 0.06, L * 0.035, sections=8), "dark_steel"),
            (cyl([-L / 2, -L * 0.1, z], [-L / 2 - 0.0, -L * 0.1, z + 0.001], L * 0.03), "chrome"),
        ]
    else:
        parts.append((rbox([x_piv + L * 0.18, 0, z], [L * 0.36, L * 0.12, L * 0.05]), "dark_steel"))
    return parts


def r_scissors(L, name, acc):
    z = L * 0.02
    medical = any(w in name for w in ("suture", "mayo", "metzenbaum", "iris", "bandage", "stitch"))
    ring_mat = "chrome" if medical else acc
    rr = L * 0.11
    parts = [
        (ring([-L / 2 + rr, L * 0.1, z], rr, rr * 0.6, L * 0.03), ring_mat),
        (ring([-L / 2 + rr, -L * 0.1, z], rr * 1.05 if not medical else rr, rr * 0.6, L * 0.03), ring_mat),
        (cyl([-L / 2 + 2 * rr, L * 0.08, z], [-L * 0.02, 0, z], L * 0.022), ring_mat),
        (cyl([-L / 2 + 2 * rr, -L * 0.08, z], [-L * 0.02, 0, z], L * 0.022), ring_mat),
        (blade(-L * 0.04, L / 2, L * 0.09, L * 0.012, L * 0.014, z0=z - L * 0.016, y0=L * 0.012), "chrome"),
        (blade(-L * 0.04, L / 2, L * 0.09, L * 0.012, L * 0.014, z0=z, y0=-L * 0.012), "chrome"),
    ]
    return parts


def r_shears(L, name, acc):
    """Long-handled shears and loppers, and bolt cutters: long grips, short heavy blades."""
    z = L * 0.03
    parts = _two_handles(L * 0.95, L * 0.2, L * 0.09, L * 0.02, z, acc)
    parts += [
        (cyl([-L / 2, L * 0.09, z], [-L * 0.2, L * 0.065, z], L * 0.03), "rubber"),
        (cyl([-L / 2, -L * 0.09, z], [-L * 0.2, -L * 0.065, z], L * 0.03), "rubber"),
        (blade(L * 0.2, L / 2, L * 0.07, L * 0.02, L * 0.012, z0=z, y0=L * 0.015), "steel"),
        (
            blade(L * 0.2, L / 2 - L * 0.04, L * 0.08, L * 0.05, L * 0.012, z0=z - L * 0.014, y0=-L * 0.02),
            "steel",
        ),
        (cyl([L * 0.2, 0, z - L * 0.02], [L * 0.2, 0, z + L * 0.02], L * 0.03), "dark_steel"),
    ]
    return parts


def r_ring_forceps(L, name, acc):
    """Hemostats, needle holders and ring forceps: finger rings, long shanks, narrow jaws."""
    z = L * 0.015
    rr = L * 0.075
    parts = [
        (ring([-L / 2 + rr, L * 0.075, z], rr, rr * 0.6, L * 0.02), "chrome"),
        (ring([-L / 2 + rr, -L * 0.075, z], rr, rr * 0.6, L * 0.02), "chrome"),
        (cyl([-L / 2 + 2 * rr, L * 0.07, z], [L * 0.05, 0.002, z], L * 0.012), "chrome"),
        (cyl([-L / 2 + 2 * rr, -L * 0.07, z], [L * 0.05, -0.002, z], L * 0.012), "chrome"),
        (box(L * 0.03, L * 0.09, -L * 0.025, L * 0.025, z - L * 0.015, z + L * 0.015), "chrome"),
        (blade(L * 0.09, L / 2, L * 0.03, L * 0.012, L * 0.018, z0=z - L * 0.009), "chrome"),
    ]
    if "sponge" in name:
        parts.append((ring([L / 2 - L * 0.05, 0, z], L * 0.05, L * 0.03, L * 0.02), "chrome"))
    return parts


def r_tweezers(L, name, acc):
    z = L * 0.02
    return [
        (blade(-L / 2, L / 2, L * 0.05, L * 0.012, L * 0.01, z0=z, y0=L * 0.03), "chrome"),
        (blade(-L / 2, L / 2, L * 0.05, L * 0.012, L * 0.01, z0=z, y0=-L * 0.03), "chrome"),
        (box(-L / 2, -L / 2 + L * 0.08, -L * 0.055, L * 0.055, z - L * 0.01, z + L * 0.02), "chrome"),
    ]


def r_screwdriver(L, name, acc):
    hl = L * (0.42 if "stubby" not in name else 0.6)
    hr = L * 0.07 if "precision" not in name else L * 0.05
    z = hr
    wood = "cabinet" in name or "awl" in name or "burnisher" in name
    parts = [
        (
            cyl([-L / 2, 0, z], [-L / 2 + hl, 0, z], hr, sections=8 if not wood else 18),
            "wood" if wood else acc,
        ),
        (
            cyl([-L / 2 + hl * 0.15, 0, z], [-L / 2 + hl * 0.85, 0, z], hr * 1.06, sections=8),
            "wood" if wood else "black_plastic",
        ),
        (
            frustum([-L / 2 + hl, 0, z], [-L / 2 + hl + L * 0.04, 0, z], hr * 0.8, hr * 0.3),
            "wood" if wood else acc,
        ),
        (cyl([-L / 2 + hl, 0, z], [L / 2 - L * 0.03, 0, z], max(hr * 0.22, 0.0015)), "chrome"),
    ]
    if "awl" in name or "scratch" in name:
        parts.append((frustum([L / 2 - L * 0.03, 0, z], [L / 2, 0, z], hr * 0.22, 0.0004), "chrome"))
    elif "nut driver" in name:
        parts.append((cyl([L / 2 - L * 0.08, 0, z], [L / 2, 0, z], hr * 0.5, sections=6), "chrome"))
    else:
        parts.append(
            (blade(L / 2 - L * 0.03, L / 2, hr * 0.44, hr * 0.5, hr * 0.12, z0=z - hr * 0.06), "dark_steel")
        )
    return parts


def r_chisel(L, name, acc):
    hr = L * 0.06
    z = hr
    gouge = "gouge" in name
    parts = [
        (frustum([-L / 2, 0, z], [-L / 2 + L * 0.42, 0, z], hr * 0.9, hr * 1.05), "wood"),
        (cyl([-L / 2, 0, z], [-L / 2 + L * 0.03, 0, z], hr * 0.95), "dark_steel"),
        (cyl([-L / 2 + L * 0.42, 0, z], [-L / 2 + L * 0.47, 0, z], hr * 0.7), "brass"),
    ]
    w = max(L * 0.09, 0.008)
    if gouge:
        parts.append((cyl([-L / 2 + L * 0.47, 0, z], [L / 2, 0, z], w * 0.45), "steel"))
    else:
        parts.append((blade(-L / 2 + L * 0.47, L / 2, w * 0.8, w, L * 0.018, z0=z - L * 0.02), "steel"))
    return parts


def r_punch(L, name, acc):
    r = L * 0.085
    z = r
    parts = [(cyl([-L / 2, 0, z], [L * 0.15, 0, z], r, sections=8), "dark_steel")]
    if "bolster" in name or "brick set" in name:
        parts.append((blade(L * 0.15, L / 2, r * 2, L * 0.5, L * 0.02, z0=z - L * 0.01), "steel"))
        parts.append((box(-L / 2, -L / 4, -r * 1.2, r * 1.2, z - r * 1.2, z + r * 1.2), (220, 40, 40)))
    elif "cold" in name:
        parts.append((blade(L * 0.15, L / 2, r * 2, r * 2.2, r * 0.6, z0=z - r * 0.3), "steel"))
    else:
        parts.append((frustum([L * 0.15, 0, z], [L / 2, 0, z], r, r * 0.15, sections=12), "steel"))
    return parts


def r_file(L, name, acc):
    hr = L * 0.05
    z = hr
    hl = L * 0.3
    rasp = "rasp" in name
    parts = [
        (
            frustum([-L / 2, 0, z], [-L / 2 + hl, 0, z], hr * 0.8, hr),
            "wood" if "cabinet" in name or rasp else acc,
        ),
        (cyl([-L / 2 + hl, 0, z], [-L / 2 + hl + L * 0.02, 0, z], hr * 0.8), "brass"),
    ]
    w = L * 0.08
    if "round" in name and "half" not in name:
        parts.append((frustum([-L / 2 + hl, 0, z], [L / 2, 0, z], w * 0.3, w * 0.12), "dark_steel"))
    else:
        parts.append((blade(-L / 2 + hl, L / 2, w, w * 0.45, L * 0.02, z0=z - L * 0.01), "dark_steel"))
        if "half-round" in name or rasp:
            parts.append(
                (blade(-L / 2 + hl, L / 2, w * 0.7, w * 0.3, L * 0.018, z0=z + L * 0.01), "dark_steel")
            )
    return parts


def r_knife(L, name, acc):
    t = L * 0.06
    utility = "utility" in name or "carpet" in name
    hl = L * (0.6 if utility else 0.48)
    hmat = (
        acc
        if utility or "pocket" in name
        else ("wood" if "hoof" in name or "harvest" in name else "black_plastic")
    )
    parts = [(box(-L / 2, -L / 2 + hl, -L * 0.055, L * 0.055, 0, t), hmat)]
    if utility:
        parts.append(
            (
                prism(
                    [
                        (-L / 2 + hl, -L * 0.045),
                        (L / 2, -L * 0.01),
                        (L / 2 - L * 0.1, L * 0.045),
                        (-L / 2 + hl, L * 0.045),
                    ],
                    t * 0.35,
                    t * 0.55,
                ),
                "chrome",
            )
        )
    elif "hoof" in name:
        parts.append(
            (
                prism(
                    [
                        (-L / 2 + hl, -L * 0.04),
                        (L / 2, -L * 0.03),
                        (L / 2, L * 0.06),
                        (-L / 2 + hl, L * 0.04),
                    ],
                    t * 0.4,
                    t * 0.55,
                ),
                "steel",
            )
        )
    else:
        parts.append(
            (
                prism(
                    [
                        (-L / 2 + hl, -L * 0.05),
                        (L / 2, L * 0.02),
                        (L / 2 - L * 0.04, L * 0.05),
                        (-L / 2 + hl, L * 0.05),
                    ],
                    t * 0.4,
                    t * 0.55,
                ),
                "chrome",
            )
        )
    return parts


def r_scalpel(L, name, acc):
    t = max(L * 0.02, 0.002)
    mat = "chrome" if "disposable" not in name else (60, 120, 200)
    parts = [
        (box(-L / 2, L * 0.25, -L * 0.035, L * 0.035, 0, t), mat),
        (box(-L / 2 + L * 0.1, L * 0.15, -L * 0.025, L * 0.025, t, t * 1.2), "dark_steel"),
        (
            prism(
                [(L * 0.25, -L * 0.03), (L / 2, -L * 0.005), (L * 0.45, L * 0.03), (L * 0.25, L * 0.03)],
                t * 0.3,
                t * 0.7,
            ),
            "chrome",
        ),
    ]
    return parts


def r_handsaw(L, name, acc):
    t = L * 0.004
    hl = L * 0.25
    back = any(w in name for w in ("tenon", "dovetail", "backsaw", "gent"))
    jab = "jab" in name or "drywall" in name or "keyhole" in name
    parts = [
        (box(-L / 2, -L / 2 + hl, -L * 0.1, L * 0.05, 0, L * 0.05), "wood" if back else acc),
        (box(-L / 2 + hl * 0.3, -L / 2 + hl * 0.7, -L * 0.06, L * 0.01, L * 0.05, L * 0.052), "screen"),
    ]
    if jab:
        parts[0] = (cyl([-L / 2, 0, L * 0.05], [-L / 2 + hl, 0, L * 0.05], L * 0.05), acc)
        parts.pop()
        parts.append((blade(-L / 2 + hl, L / 2, L * 0.12, L * 0.02, t * 3, z0=L * 0.04), "steel"))
    elif back:
        parts.append((box(-L / 2 + hl, L / 2, -L * 0.06, L * 0.1, L * 0.02, L * 0.02 + t), "steel"))
        parts.append((box(-L / 2 + hl, L / 2, L * 0.08, L * 0.11, L * 0.015, L * 0.035), "brass"))
    else:
        parts.append(
            (
                prism(
                    [
                        (-L / 2 + hl, -L * 0.13),
                        (L / 2, -L * 0.06),
                        (L / 2, -L * 0.015),
                        (-L / 2 + hl, L * 0.06),
                    ],
                    L * 0.02,
                    L * 0.02 + t * 2,
                ),
                "steel",
            )
        )
    return parts


def r_frame_saw(L, name, acc):
    coping = "coping" in name or "fret" in name
    bow = "bow" in name
    h = L * (0.45 if coping else (0.32 if bow else 0.28))
    r = L * 0.012
    z = r
    parts = [(cyl([-L / 2 + L * 0.1, -h / 2, z], [L / 2, -h / 2, z], r * 0.4), "steel")]  # blade line
    if bow:
        parts += [
            (cyl([-L / 2 + L * 0.1, -h / 2, z], [-L * 0.2, h / 2, z], r * 1.6), acc),
            (cyl([-L * 0.2, h / 2, z], [L * 0.3, h / 2, z], r * 1.6), acc),
            (cyl([L * 0.3, h / 2, z], [L / 2, -h / 2, z], r * 1.6), acc),
        ]
    else:
        parts += [
            (cyl([-L / 2 + L * 0.12, -h / 2, z], [-L / 2 + L * 0.12, h / 2, z], r * 1.4), acc),
            (cyl([-L / 2 + L * 0.12, h / 2, z], [L / 2, h / 2, z], r * 1.4), acc),
            (cyl([L / 2, h / 2, z], [L / 2, -h / 2, z], r * 1.4), acc),
            (
                cyl([-L / 2, -h / 2 - L * 0.05, L * 0.04], [-L / 2 + L * 0.14, -h / 2, L * 0.04], L * 0.04),
                "black_plastic" if not coping else "wood",
            ),
        ]
    return parts


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






def r_level(L, name, acc):
    h = max(L * 0.06, 0.03) if "torpedo" not in name else L * 0.2
    w = max(L * 0.022, 0.02) if "torpedo" not in name else L * 0.1
    parts = [
        (box(-L / 2, L / 2, -w / 2, w / 2, 0, h), "aluminium" if "line" not in name else "brass"),
        (box(-L * 0.05, L * 0.05, -w / 2 - 0.001, w / 2 + 0.001, h * 0.3, h * 0.75), (90, 200, 60)),
        (box(-L / 2, -L / 2 + min(L * 0.05, 0.04), -w / 2 - 0.001, w / 2 + 0.001, 0, h), acc),
        (box(L / 2 - min(L * 0.05, 0.04), L / 2, -w / 2 - 0.001, w / 2 + 0.001, 0, h), acc),
    ]
    if L > 0.5:
        parts.append(
            (box(-L * 0.35, -L * 0.25, -w / 2 - 0.001, w / 2 + 0.001, h * 0.3, h * 0.75), (90, 200, 60))
        )
    return parts


def r_rule(L, name, acc):
    """Rules, straightedges, grade rods and screeds: a plain flat bar with markings."""
    w = max(L * 0.08, 0.02) if L < 1 else L * 0.04
    t = max(L * 0.004, 0.0015)
    mat = "aluminium" if L > 1 else ("fiberglass" if "folding" in name or "rod" in name else "steel")
    parts = [(box(-L / 2, L / 2, -w / 2, w / 2, 0, t), mat)]
    for i in range(1, 10):
        x = -L / 2 + i * L / 10
        parts.append((box(x - L * 0.002, x + L * 0.002, -w / 2, -w / 4, t, t * 1.15), "black_plastic"))
    return parts


def r_square(L, name, acc):
    t = max(L * 0.012, 0.003)
    if "speed" in name or "rafter" in name or "dovetail" in name:
        return [
            (prism([(-L / 2, -L / 2), (L / 2, -L / 2), (-L / 2, L / 2)], 0, t), "aluminium"),
            (box(-L / 2, -L / 2 + L * 0.08, -L / 2, L / 2, 0, t * 3), "aluminium"),
        ]
    if "T-square" in name or "drywall" in name:
        return [
            (box(-L / 2, L / 2, -L * 0.02, L * 0.02, 0, t), "aluminium"),
            (box(-L / 2, -L / 2 + L * 0.04, -L * 0.2, L * 0.2, 0, t * 3), "aluminium"),
        ]
    stock = "combination" in name or "engineer" in name or "try" in name or "bevel" in name
    parts = [(box(-L / 2, L / 2, -L * 0.35, -L * 0.35 + L * 0.07, 0, t), "steel")]
    if stock:
        parts.append(
            (
                box(-L / 2, -L / 2 + L * 0.12, -L * 0.35, L * 0.1, 0, t * 4),
                "dark_wood" if "bevel" in name else "dark_steel",
            )
        )
    else:
        parts.append((box(-L / 2, -L / 2 + L * 0.07, -L * 0.35, L * 0.3, 0, t), "steel"))
    return parts


def r_caliper(L, name, acc):
    t = L * 0.02
    parts = [
        (box(-L / 2, L / 2, -L * 0.03, L * 0.03, 0, t), "steel"),
        (box(-L / 2, -L / 2 + L * 0.06, -L * 0.03, L * 0.22, 0, t), "steel"),
        (box(-L / 2 + L * 0.08, -L / 2 + L * 0.3, -L * 0.05, L * 0.22, 0, t * 1.4), "steel"),
        (
            box(-L / 2 + L * 0.12, -L / 2 + L * 0.28, -L * 0.05, L * 0.04, t * 1.4, t * 2.2),
            "screen" if "digital" in name else "white",
        ),
    ]
    return parts


def r_micrometer(L, name, acc):
    r = L * 0.12
    z = r
    return [
        (torus([-L * 0.1, 0, z], L * 0.22, L * 0.05), "dark_steel"),
        (cyl([L * 0.1, 0, z], [L / 2, 0, z], r), "chrome"),
        (cyl([L * 0.25, 0, z], [L / 2, 0, z], r * 1.15), "steel"),
        (cyl([-L / 2 + L * 0.05, 0, z], [-L * 0.1, 0, z], r * 0.25), "steel"),
    ]


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


def r_bar(L, name, acc):
    """Pry bars, crowbars, nail pullers, digging bars: a steel bar with a hooked or flat end."""
    r = max(L * 0.018, 0.008)
    z = r
    flat = "flat" in name or "nail puller" in name or "pull bar" in name or "trim" in name
    mat = "dark_steel" if "wrecking" not in name and "crowbar" not in name else (200, 40, 40)
    if flat:
        w = max(L * 0.1, 0.03)
        return [
            (box(-L / 2, L / 2 - L * 0.08, -w / 2, w / 2, 0, r * 0.5), mat),
            (rbox([L / 2 - L * 0.05, 0, L * 0.03], [L * 0.1, w, r * 0.5], pitch=-0.9), mat),
        ]
    parts = [
        (cyl([-L / 2, 0, z], [L / 2 - L * 0.12, 0, z], r, sections=6), mat),
        (torus([L / 2 - L * 0.12, -L * 0.06, z], L * 0.06, r * 0.9), mat),
        (blade(-L / 2 - 0.0, -L / 2 + L * 0.06, r * 2, r * 2.6, r * 0.8, z0=z - r * 0.4), mat),
    ]
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




def r_tube(L, name, acc):
    """Tubes and cartridges lying down: caulk, glue, spackle tubes, pens of paste."""
    r = L * 0.12
    z = r
    return [
        (cyl([-L / 2, 0, z], [L * 0.25, 0, z], r), acc),
        (frustum([L * 0.25, 0, z], [L / 2, 0, z], r * 0.4, r * 0.08), "white"),
    ]


def r_syringe(L, name, acc):
    r = max(L * 0.06, 0.004)
    z = r * 1.4
    gun = "gun" in name or "livestock" in name or "drench" in name
    parts = [
        (cyl([-L * 0.3, 0, z], [L * 0.3, 0, z], r), "glass" if not gun else "chrome"),
        (cyl([-L / 2, 0, z], [-L * 0.3, 0, z], r * 0.25), "white"),
        (cyl([-L / 2, 0, z], [-L / 2 + L * 0.02, 0, z], r * 0.9), "white"),
        (box(-L * 0.32, -L * 0.28, -r * 1.4, r * 1.4, z - r * 0.3, z + r * 0.3), "white"),
        (cyl([L * 0.3, 0, z], [L / 2, 0, z], max(r * 0.08, 0.0006)), "chrome"),
    ]
    if "bulb" in name:
        parts[0] = (sphere([-L * 0.1, 0, L * 0.2], L * 0.2), "rubber")
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




def r_stethoscope(L, name, acc):
    return [
        (torus([-L * 0.1, 0, 0.006], L * 0.35, 0.005), "black_plastic"),
        (cyl([L * 0.25, 0, 0.006], [L / 2 - L * 0.06, 0, 0.006], 0.005), "black_plastic"),
        (cyl([L / 2 - L * 0.12, 0, 0], [L / 2 - L * 0.12, 0, L * 0.04], L * 0.1), "chrome"),
        (cyl([-L / 2, L * 0.12, 0.008], [-L * 0.35, L * 0.06, 0.008], 0.003), "chrome"),
        (cyl([-L / 2, -L * 0.12, 0.008], [-L * 0.35, -L * 0.06, 0.008], 0.003), "chrome"),
    ]






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


def r_stapler(L, name, acc):
    h = L * 0.3
    return [
        (box(-L / 2, L / 2, -L * 0.1, L * 0.1, 0, h * 0.4), "dark_steel"),
        (box(-L / 2, L * 0.4, -L * 0.09, L * 0.09, h * 0.45, h), acc),
        (box(-L / 2, -L * 0.3, -L * 0.08, L * 0.08, h * 0.4, h * 0.45), "chrome"),
    ]




def r_block(L, name, acc):
    """Blocks, stones and small solid parts: a bevelled block."""
    w = L * 0.3
    h = L * 0.3
    return [
        (box(-L / 2, L / 2, -w / 2, w / 2, 0, h * 0.8), acc),
        (box(-L / 2 + h * 0.2, L / 2 - h * 0.2, -w / 2 + h * 0.2, w / 2 - h * 0.2, h * 0.8, h), acc),
    ]


def r_plane(L, name, acc):
    w = L * 0.2
    h = L * 0.12
    return [
        (box(-L / 2, L / 2, -w / 2, w / 2, 0, h * 0.5), "dark_steel"),
        (rbox([-L * 0.05, 0, h * 0.9], [L * 0.25, w * 0.6, h * 0.15], pitch=0.7), "steel"),
        (cyl([-L * 0.38, 0, h * 0.5], [-L * 0.25, 0, h * 1.4], w * 0.18), "wood"),
        (sphere([L * 0.3, 0, h * 0.8], w * 0.25), "wood"),
    ]


FAMILIES: dict[str, tuple] = {
    # family: (recipe, gloss for descriptions)
    "hammer": (r_hammer, "a hammer: a steel head across a handle"),
    "sledgehammer": (r_sledge, "a long-handled hammer with a heavy steel head"),
    "mallet": (r_mallet, "a mallet: a round wooden or rubber head on a handle"),
    "axe": (r_axe, "an axe: a wedge-shaped steel blade on a wooden handle"),
    "wrench": (r_wrench, "a flat steel wrench with a jaw or ring at each end"),
    "adjustable_wrench": (r_adjustable, "a wrench with an adjustable jaw on a long handle"),
    "ratchet": (r_ratchet, "a handle with a round head and a square drive"),
    "pliers": (r_pliers, "pliers: two gripped handles hinged to short jaws"),
    "scissors": (r_scissors, "scissors: two finger-loop handles and two pointed blades"),
    "shears": (r_shears, "long-handled shears with short heavy blades"),
    "ring_forceps": (r_ring_forceps, "a ringed, locking forceps with long thin jaws"),
    "tweezers": (r_tweezers, "two springy steel arms joined at one end"),
    "screwdriver": (r_screwdriver, "a plastic or wooden handle with a long steel shaft and tip"),
    "chisel": (r_chisel, "a wooden handle with a flat steel blade"),
    "punch": (r_punch, "an all-steel bar with a struck end and a shaped tip"),
    "file": (r_file, "a handle with a long toothed steel blade"),
    "knife": (r_knife, "a handle with a short steel blade"),
    "scalpel": (r_scalpel, "a slim flat metal handle with a small curved blade"),
    "handsaw": (r_handsaw, "a saw: a grip handle and a long toothed steel blade"),
    "frame_saw": (r_frame_saw, "a saw with a thin blade held in a frame"),
    "drill": (r_drill, "a pistol-grip power tool with a battery and a chuck or nozzle"),
    "grinder": (r_grinder, "a cylindrical motor body with a side handle and a guarded disc"),
    "circular_saw": (r_circular_saw, "a power saw with a round guarded blade on a flat base"),
    "recip_saw": (r_recip_saw, "a long motor body with a straight blade sticking out"),
    "sander": (r_sander, "a power sander with a flat pad and a palm grip"),
    "level": (r_level, "a straight aluminium bar with bubble vials"),
    "rule": (r_rule, "a flat graduated bar"),
    "square": (r_square, "an L- or triangle-shaped measuring square"),
    "caliper": (r_caliper, "a measuring beam with two jaws and a readout"),
    "micrometer": (r_micrometer, "a C-frame with a spindle and a graduated thimble"),
    "bar_clamp": (r_clamp, "a clamp: a long bar with a fixed and a sliding jaw"),
    "c_clamp": (r_c_clamp, "a C-shaped steel frame with a screw"),
    "trowel": (r_trowel, "a pointed flat steel blade with an offset handle"),
    "float": (r_float, "a flat rectangular plate with a handle on top"),
    "putty_knife": (r_putty_knife, "a handle with a wide flat flexible blade"),
    "shovel": (r_shovel, "a long handle with a broad steel blade"),
    "rake": (r_rake, "a long handle with a row of tines"),
    "fork": (r_fork, "a long handle with long steel tines"),
    "hoe": (r_hoe, "a long handle with a flat blade at right angles"),
    "pickaxe": (r_pickaxe, "a handle through a heavy two-ended steel head"),
    "bar": (r_bar, "a steel bar with a flattened or hooked end"),
    "brush": (r_brush, "a handle with a block of bristles"),
    "roller": (r_roller, "a handle on a wire frame holding a roller"),
    "broom": (r_broom, "a long pole with a wide head"),
    "pole_tool": (r_pole, "a long pole with a small working head"),
    "bucket": (r_bucket, "an open container"),
    "tube": (r_tube, "a tube with a nozzle"),
    "syringe": (r_syringe, "a barrel with a plunger and a nozzle or needle"),
    "soldering_iron": (r_soldering_iron, "a grip with a long heated metal tip"),
    "stethoscope": (r_stethoscope, "tubing with a chest piece and ear tubes"),
    "roll": (r_roll, "a roll or coil"),
    "disc": (r_disc, "a thin disc with a centre hole"),
    "drill_bit": (r_drill_bit, "a steel bit with a shank and a cutting end"),
    "ladder": (r_ladder, "two rails with rungs"),
    "glasses": (r_glasses, "protective eyewear or ear protection"),
    "glove": (r_glove, "a glove"),
    "vise": (r_vise, "a heavy block with two jaws and a screw"),
    "tray": (r_tray, "a shallow tray"),
    "pad": (r_pad, "a flat pad or sheet"),
    "stapler": (r_stapler, "a stapler body with a top lever"),
    "block": (r_block, "a solid block"),
    "plane": (r_plane, "a plane: a heavy sole with an angled iron and wooden grips"),
    **RECIPES,
}


@lru_cache(maxsize=4096)
def build(
    family: str, length: float, name: str, tool_id: str = ""
) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """(vertices (V, 3), faces (F, 3), per-face rgb + specular strength (F, 4)) of one tool, lying along +x,
    centred on x and y, resting on z = 0."""
    if family not in FAMILIES:
        raise ValueError(f"no tool model for family {family!r}; choose one of {sorted(FAMILIES)}")
    acc = accent_rgb(tool_id or name)
    parts = FAMILIES[family][0](float(length), name.lower() if family != "drill_bit" else name, acc)
    verts, faces, cols = [], [], []
    off = 0
    for mesh, mat in parts:
        v = np.asarray(mesh.vertices, float)
        f = np.asarray(mesh.faces, np.int64)
        rgb, spec = (MATERIALS[mat][0], MATERIALS[mat][1]) if isinstance(mat, str) else (mat, 0.25)
        verts.append(v)
        faces.append(f + off)
        cols.append(np.tile(np.array([*rgb, spec], float), (len(f), 1)))
        off += len(v)
    v = np.concatenate(verts)
    lo, hi = v.min(axis=0), v.max(axis=0)
    v = v - np.array([(lo[0] + hi[0]) / 2, (lo[1] + hi[1]) / 2, lo[2]])
    return v, np.concatenate(faces), np.concatenate(cols)


def parts_of(family: str, length: float, name: str, tool_id: str = "") -> list:
    """The recipe's (trimesh part, material) list, for checks (watertightness)."""
    return FAMILIES[family][0](float(length), name.lower(), accent_rgb(tool_id or name))


def extent(family: str, length: float, name: str) -> list[float]:
    """[L, W, H] of the built model, metres."""
    v, _, _ = build(family, round(float(length), 4), name)
    e = v.max(axis=0) - v.min(axis=0)
    return [round(float(x), 4) for x in e]
