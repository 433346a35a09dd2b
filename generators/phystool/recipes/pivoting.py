"""Two arms on a pivot or a spring: pliers, scissors, shears and loppers, ring forceps and hemostats,
tweezers.

Every recipe follows the contract in ``recipes/__init__.py``: ``recipe(L, name, acc)`` returns
closed (mesh, material) parts of a tool lying along +x on z = 0, about L long.
"""

from __future__ import annotations

from ..parts import blade, box, cyl, frustum, rbox, ring


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
