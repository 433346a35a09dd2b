"""Tools that turn a fastener: wrenches with open or box ends, adjustable wrenches, ratchets, sockets
and bit sockets, hex keys, screwdrivers.

Every recipe follows the contract in ``recipes/__init__.py``: ``recipe(L, name, acc)`` returns
closed (mesh, material) parts of a tool lying along +x on z = 0, about L long.
"""

from __future__ import annotations

from ..parts import blade, box, cyl, frustum, rbox, ring, sphere


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
