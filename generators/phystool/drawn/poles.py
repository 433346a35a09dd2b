"""Pole tools and bars: the T-post driver, watering wand, hand post hole auger, floor pump,
digging bar, paint can opener and the post hole digger, lying flat, the working end towards
+x.

Every builder follows ``drawn/__init__.py``: ``builder(L, name, acc, **style)`` -> parts.
"""

from __future__ import annotations

from .common import bar, helix, path, plate, turned

TPOST_GREEN = (46, 122, 58)  # a T-post driver's paint


def pole(L, name, acc, kind="tpost"):
    """Pole tools: T-post driver (a heavy steel tube with two side handles), watering wand
    (a long aluminium tube with a shower head and a pistol valve), hand post hole auger (a
    T-handle over a shaft with a spiral bit), floor pump (a tall barrel with a T-handle, a
    foot stand, a gauge and a hose), digging bar (a long straight steel bar with a flared
    chisel end and a big round tamping foot), paint can opener (a short flat key with a
    hook)."""
    if kind == "tpost":  # a fat painted tube, a heavy domed cap on top (+x), an open bottom
        R = L * 0.085
        parts = turned([(-L / 2, R), (L / 2 - L * 0.06, R)], R, TPOST_GREEN, 24)
        parts += turned([(L / 2 - L * 0.06, R * 1.08), (L / 2 - L * 0.02, R * 1.06), (L / 2, R * 0.75)], R,
                        (40, 42, 46), 24)
        parts += turned([(-L / 2 - L * 0.002, R * 0.78), (-L / 2 + L * 0.05, R * 0.78)], R, (22, 22, 24), 20)
        for s in (-1, 1):  # a handle welded on each side: steel stand-offs, a long black grip
            y = s * (R + L * 0.12)
            arm = [(-L * 0.2, s * R * 0.8, R), (-L * 0.2, y, R), (L * 0.2, y, R), (L * 0.2, s * R * 0.8, R)]
            parts += path(arm, L * 0.022, TPOST_GREEN)
            parts += turned([(-L * 0.15, L * 0.035), (L * 0.15, L * 0.035)], R, "rubber", 14, y=y)
        return parts
    if kind == "wand":
        r = L * 0.012
        parts = turned([(-L / 2 + L * 0.15, r), (L / 2 - L * 0.06, r)], r * 3, "chrome", 10)
        parts += turned([(L / 2 - L * 0.06, r * 2), (L / 2, L * 0.05)], r * 3, (40, 140, 60), 18)
        parts += turned([(-L / 2, r * 2.5), (-L / 2 + L * 0.15, r * 2.5)], r * 3, (40, 140, 60), 12)
        parts += plate(
            [
                (-L / 2 + L * 0.08, -r * 2),
                (-L / 2 + L * 0.12, -r * 2),
                (-L / 2 + L * 0.08, -L * 0.12),
                (-L / 2 + L * 0.04, -L * 0.11),
            ],
            r * 2,
            r * 2,
            (40, 140, 60),
        )
        return parts
    if kind == "auger":
        r, R = L * 0.02, L * 0.05  # shaft and flight radii; the flight rests on the ground
        x0, x1 = L / 2 - L * 0.27, L / 2 - L * 0.03  # the flight's two turns
        parts = turned([(-L / 2 + L * 0.04, r), (x1, r), (L / 2, r * 0.2)], R, "dark_steel", 12)
        parts += bar([-L / 2 + L * 0.02, -L * 0.25, R], [-L / 2 + L * 0.02, L * 0.25, R], r * 1.5, "wood")
        parts.append((helix(x0, x1, r * 0.9, R, 2.0, L * 0.008, R), "dark_steel"))
        return parts
    if kind == "pump":
        R = L * 0.05
        parts = turned([(-L / 2 + L * 0.1, R), (L / 2 - L * 0.06, R)], R, acc, 16)
        parts += bar(
            [-L / 2 + L * 0.04, -L * 0.12, R], [-L / 2 + L * 0.04, L * 0.12, R], R * 0.6, "black_plastic"
        )
        parts += bar([-L / 2 + L * 0.04, 0.0, R], [-L / 2 + L * 0.1, 0.0, R], R * 0.25, "chrome")
        parts += plate(
            [
                (L / 2 - L * 0.06, -L * 0.12),
                (L / 2, -L * 0.12),
                (L / 2, L * 0.12),
                (L / 2 - L * 0.06, L * 0.12),
            ],
            0.0,
            R * 0.5,
            "black_plastic",
        )
        parts += turned(
            [(0.0, L * 0.045), (R * 0.6, L * 0.045)], 0.0, "white", 18, axis="z", x=L * 0.25, y=R * 1.6
        )
        parts += path(
            [(L * 0.3, -R, R * 0.5), (L * 0.1, -L * 0.15, 0.01), (-L * 0.2, -L * 0.12, 0.01)],
            R * 0.15,
            "black_plastic",
        )
        return parts
    if kind == "bar":  # a straight heavy bar: a flared chisel blade, a big round tamping foot
        r = L * 0.014
        parts = turned([(-L / 2 + L * 0.05, r), (L / 2 - L * 0.1, r)], r * 3, "dark_steel", 12)
        parts += plate(
            [(L / 2 - L * 0.1, -r), (L / 2, -r * 2.6), (L / 2, r * 2.6), (L / 2 - L * 0.1, r)],
            r * 2.6,
            r * 0.8,
            "steel",
        )
        parts += turned(
            [(-L / 2, r * 3), (-L / 2 + L * 0.035, r * 3), (-L / 2 + L * 0.05, r)], r * 3, "steel", 20
        )
        return parts
    w = L * 0.2
    parts = plate(
        [
            (-L / 2, -w / 2),
            (L * 0.3, -w / 2),
            (L / 2, -w * 0.15),
            (L / 2, w * 0.3),
            (L * 0.35, w * 0.3),
            (L * 0.3, w / 2),
            (-L / 2, w / 2),
        ],
        0.0,
        L * 0.03,
        "chrome",
    )
    return parts


def post_hole_digger(L, name, acc):
    """Two long wooden handles hinged above a pair of scooped steel blades."""
    r = L * 0.016
    hx = L / 2 - L * 0.17
    parts = []
    for s in (-1, 1):
        parts += bar([-L / 2, s * L * 0.06, r], [hx, s * L * 0.02, r], r, "wood")
        parts += plate(
            [
                (hx - L * 0.02, s * L * 0.005),
                (L / 2, s * L * 0.005),
                (L / 2 - L * 0.01, s * L * 0.06),
                (hx, s * L * 0.05),
            ][:: s if s > 0 else -1],
            0.0,
            L * 0.05,
            "dark_steel",
        )
    parts += turned([(hx - L * 0.05, r * 2), (hx, r * 2)], r * 1.5, "dark_steel", 10)
    return parts
