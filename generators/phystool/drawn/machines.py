"""Powered saws, sanders, planers and routers, lying on their side or standing on their base.

Every builder follows ``drawn/__init__.py``: ``builder(L, name, acc, **style)`` -> parts.
"""

from __future__ import annotations

from .common import bar, block, path, plate, rounded_rect, turned


def saw(L, name, acc, kind="circular"):
    """Power saws: circular (a base plate, a round blade guard, a motor and a top handle),
    portable band saw (a long C-frame with two wheels' housings and two handles), jigsaw (a
    shoe, a body, a D-handle, a short blade), reciprocating (a long body, a straight blade),
    oscillating multi-tool (a slim body, a flat plunge blade)."""
    if kind == "circular":
        R = L * 0.34
        parts = block(-L / 2, L / 2, -L * 0.3, L * 0.3, 0.0, L * 0.02, "steel")
        parts += turned([(0.0, R), (L * 0.06, R)], L * 0.02, acc, 28, axis="z", x=L * 0.05, y=-L * 0.05)
        parts += turned(
            [(L * 0.06, R * 0.35), (L * 0.14, R * 0.35)],
            L * 0.02,
            "dark_steel",
            20,
            axis="z",
            x=L * 0.05,
            y=-L * 0.05,
        )
        parts += turned(
            [(-L * 0.28, L * 0.1), (L * 0.05, L * 0.12)], L * 0.15, "black_plastic", 18, y=L * 0.16
        )
        parts += path(
            [(-L / 2 + L * 0.02, 0.0, L * 0.1), (-L * 0.25, 0.0, L * 0.25), (L * 0.05, 0.0, L * 0.22)],
            L * 0.035,
            "black_plastic",
        )
        return parts
    if kind == "band":
        parts = plate(rounded_rect(-L / 2, L / 2, -L * 0.16, L * 0.16, L * 0.12), 0.0, L * 0.08, acc)
        parts += plate(
            rounded_rect(-L * 0.3, L * 0.3, -L * 0.07, L * 0.09, L * 0.03), L * 0.08, 0.001, "rust"
        )
        parts += bar(
            [-L / 2 + L * 0.02, -L * 0.16, L * 0.04],
            [-L / 2 - L * 0.08, -L * 0.26, L * 0.04],
            L * 0.03,
            "black_plastic",
        )
        parts += bar([L * 0.2, L * 0.16, L * 0.04], [L * 0.2, L * 0.28, L * 0.04], L * 0.03, "black_plastic")
        return parts
    if kind == "jigsaw":
        parts = block(-L / 2, L * 0.35, -L * 0.12, L * 0.12, 0.0, L * 0.03, "steel")
        parts += plate(
            [
                (-L / 2 + L * 0.02, -L * 0.1),
                (L * 0.38, -L * 0.1),
                (L * 0.38, L * 0.1),
                (-L / 2 + L * 0.02, L * 0.1),
            ],
            L * 0.03,
            L * 0.25,
            acc,
        )
        parts += path(
            [
                (-L / 2 + L * 0.05, 0.0, L * 0.28),
                (-L * 0.2, 0.0, L * 0.42),
                (L * 0.2, 0.0, L * 0.42),
                (L * 0.3, 0.0, L * 0.28),
            ],
            L * 0.04,
            "black_plastic",
        )
        parts += plate(
            [(L * 0.38, -L * 0.008), (L / 2, -L * 0.006), (L / 2, L * 0.006), (L * 0.38, L * 0.008)],
            L * 0.05,
            L * 0.05,
            "steel",
        )
        return parts
    r = L * (0.08 if kind == "recip" else 0.07)
    z = r
    parts = turned(
        [(-L / 2, r * 0.8), (-L / 2 + L * 0.1, r), (L * 0.25 if kind == "recip" else L * 0.28, r * 0.8)],
        z,
        acc,
        16,
    )
    if kind == "recip":
        parts += path(
            [
                (-L / 2, 0.0, z),
                (-L / 2 - L * 0.02, -L * 0.12, z),
                (-L / 2 + L * 0.15, -L * 0.12, z),
                (-L / 2 + L * 0.15, -r * 0.8, z),
            ],
            r * 0.35,
            "black_plastic",
        )
        parts += turned([(L * 0.25, r * 0.7), (L * 0.3, r * 0.7)], z, "black_plastic", 16)
        parts += plate(
            [(L * 0.3, -r * 0.3), (L / 2, -r * 0.2), (L / 2, r * 0.25), (L * 0.3, r * 0.3)],
            z - 0.001,
            0.0015,
            "steel",
        )
        return parts
    parts += plate(
        [
            (L * 0.28, -r * 0.35),
            (L * 0.36, -L * 0.1),
            (L / 2, -L * 0.1),
            (L / 2, L * 0.1),
            (L * 0.36, L * 0.1),
        ],
        z - 0.001,
        0.002,
        "steel",
    )
    parts += turned([(L * 0.26, r * 0.8), (L * 0.3, r * 0.8)], z, "grey", 14)
    return parts


def sander(L, name, acc, kind="random"):
    """Sanders and planers: random orbital (a round pad under a mushroom body), orbital
    (a square pad), detail (an iron-shaped pad), belt (a belt running round two rollers,
    a front knob), electric planer (a long sole, a rear handle, a front knob)."""
    if kind == "random":
        R = L * 0.42
        parts = turned([(0.0, R), (L * 0.06, R)], 0.0, "black_plastic", 28, axis="z", x=L * 0.08)
        parts += turned(
            [(L * 0.06, R * 0.9), (L * 0.3, R * 0.65), (L * 0.42, R * 0.35)],
            0.0,
            acc,
            24,
            axis="z",
            x=L * 0.08,
        )
        parts += bar([-L / 2 + L * 0.05, 0, L * 0.3], [-L * 0.2, 0, L * 0.3], L * 0.06, "black_plastic")
        return parts
    if kind in ("orbital", "detail"):
        if kind == "orbital":
            pad = rounded_rect(-L / 2, L / 2, -L * 0.3, L * 0.3, L * 0.03)
        else:
            pad = [(-L / 2, -L * 0.3), (-L / 2, L * 0.3), (L / 2, 0.0)]
        parts = plate(pad, 0.0, L * 0.05, "black_plastic")
        parts += plate(pad, L * 0.05, L * 0.01, (190, 150, 90))
        parts += (
            turned(
                [(L * 0.06, L * 0.22), (L * 0.35, L * 0.16), (L * 0.5, L * 0.12)],
                0.0,
                acc,
                20,
                axis="z",
                x=-L * 0.05,
            )
            if kind == "orbital"
            else turned([(L * 0.06, L * 0.18), (L * 0.45, L * 0.12)], 0.0, acc, 18, axis="z", x=-L * 0.12)
        )
        return parts
    if kind == "belt":  # a sanding belt round two rollers, the body on top, a dust bag out of the back
        parts = plate(rounded_rect(-L / 2, L / 2, -L * 0.12, L * 0.12, L * 0.08), 0.0, L * 0.1, (150, 80, 50))
        for x in (-L / 2 + L * 0.08, L / 2 - L * 0.08):
            parts += turned(
                [(-L * 0.125, L * 0.07), (L * 0.125, L * 0.07)], L * 0.07, (60, 60, 64), 16, axis="y", x=x
            )
        parts += plate(
            rounded_rect(-L / 2 + L * 0.18, L / 2 - L * 0.16, -L * 0.15, L * 0.15, L * 0.05),
            L * 0.1,
            L * 0.12,
            acc,
        )
        parts += bar(
            [-L * 0.15, -L * 0.15, L * 0.14], [-L * 0.15, -L * 0.24, L * 0.1], L * 0.03, "black_plastic"
        )
        parts += turned(
            [(-L * 0.35, L * 0.06), (-L * 0.2, L * 0.09), (0.05 * L, L * 0.07)],
            L * 0.09,
            (200, 200, 195),
            14,
            y=-L * 0.3,
        )
        parts += path(
            [(-L * 0.35, 0, L * 0.21), (-L * 0.4, 0, L * 0.33), (-L * 0.05, 0, L * 0.33), (0.0, 0, L * 0.21)],
            L * 0.035,
            "black_plastic",
        )
        parts += turned(
            [(L * 0.2, L * 0.05), (L * 0.3, L * 0.06)], L * 0.32, "black_plastic", 14, axis="z", x=L * 0.3
        )
        return parts
    # electric planer: a long narrow sole, a low body, a rear handle, a big round depth knob in
    # front and a chip chute out of one side
    parts = block(-L / 2, L / 2, -L * 0.09, L * 0.09, 0.0, L * 0.03, "steel")
    parts += plate(
        rounded_rect(-L / 2 + L * 0.02, L * 0.2, -L * 0.1, L * 0.1, L * 0.04), L * 0.03, L * 0.14, acc
    )
    parts += path(
        [
            (-L / 2 + L * 0.04, 0, L * 0.17),
            (-L * 0.35, 0, L * 0.3),
            (-L * 0.05, 0, L * 0.3),
            (0.0, 0, L * 0.17),
        ],
        L * 0.035,
        "black_plastic",
    )
    parts += turned(
        [(L * 0.03, L * 0.09), (L * 0.2, L * 0.09)], 0.0, "black_plastic", 18, axis="z", x=L * 0.33
    )
    parts += bar([L * 0.05, L * 0.1, L * 0.1], [L * 0.05, L * 0.2, L * 0.12], L * 0.04, "black_plastic")
    return parts


def router(L, name, acc, kind="trim"):
    """Routers standing on their base: trim router (a slim motor cylinder in a square base),
    plunge router (a motor between two posts with knob handles), fixed-base router (a motor
    in a round base with two side knobs)."""
    if kind == "trim":
        parts = plate(rounded_rect(-L * 0.35, L * 0.35, -L * 0.35, L * 0.35, L * 0.06), 0.0, L * 0.04, "grey")
        parts += turned(
            [(L * 0.04, L * 0.2), (L * 0.5, L * 0.2), (L * 0.9, L * 0.17)], 0.0, acc, 20, axis="z"
        )
        parts += turned([(L * 0.85, L * 0.18), (L, L * 0.16)], 0.0, "black_plastic", 20, axis="z")
        return parts
    R = L * 0.32
    parts = turned([(0.0, R), (L * 0.06, R)], 0.0, "black_plastic", 28, axis="z")
    parts += turned([(L * 0.06, R * 0.95), (L * 0.18, R * 0.9)], 0.0, "grey", 28, axis="z")
    if kind == "plunge":
        for s in (-1, 1):
            parts += bar([0.0, s * R * 0.8, L * 0.18], [0.0, s * R * 0.8, L * 0.55], L * 0.025, "chrome")
            parts += bar(
                [0.0, s * R * 0.95, L * 0.3], [0.0, s * (R + L * 0.22), L * 0.3], L * 0.06, "black_plastic"
            )
        parts += turned(
            [(L * 0.18, R * 0.55), (L * 0.7, R * 0.55), (L * 0.85, R * 0.45)], 0.0, acc, 22, axis="z"
        )
        return parts
    parts += turned([(L * 0.18, R * 0.6), (L * 0.65, R * 0.6), (L * 0.78, R * 0.5)], 0.0, acc, 22, axis="z")
    for s in (-1, 1):
        parts += bar([0.0, s * R * 0.9, L * 0.14], [0.0, s * (R + L * 0.18), L * 0.14], L * 0.07, "wood")
    return parts
