"""Striking, chopping and prying tools: a heavy head on a handle, or a bar struck or levered (hammers,
sledgehammers, mallets, axes, punches, slide hammers, pry bars).

Every recipe follows the contract in ``recipes/__init__.py``: ``recipe(L, name, acc)`` returns
closed (mesh, material) parts of a tool lying along +x on z = 0, about L long.
"""

from __future__ import annotations

from ..parts import blade, box, cyl, frustum, prism, rbox, sphere, torus
from .handles import handle


def r_hammer(L, name, acc):
    heavy = any(w in name for w in ("club", "lump", "drilling"))
    r = L * 0.028
    head_w = L * (0.32 if not heavy else 0.36)
    hr = L * (0.045 if not heavy else 0.07)
    z = hr
    wood = "wood" if any(w in name for w in ("ball-peen", "club", "pin", "tack", "brick")) else "fiberglass"
    parts = handle(-L / 2, L / 2 - hr, r, z, wood, grip="rubber" if wood == "fiberglass" else None)
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
    parts = handle(-L / 2, L / 2 - hr, L * 0.02, z, "wood" if "maul" not in name else "fiberglass")
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
    parts = handle(-L / 2, L / 2 - hr, L * 0.03, z, "wood" if mat != "rubber" else "fiberglass")
    parts += [(cyl([L / 2 - hr, -L * 0.16, z], [L / 2 - hr, L * 0.16, z], hr, sections=20), mat)]
    return parts


def r_axe(L, name, acc):
    z = L * 0.04
    parts = handle(-L / 2, L / 2 - L * 0.02, L * 0.022, z, "wood")
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
