"""Hand planes lying on their soles: the bench and block planes, and the spokeshave (a short
blade body between two handles that stick out either side like handlebars).

Every builder follows ``drawn/__init__.py``: ``builder(L, name, acc, **style)`` -> parts.
"""

from __future__ import annotations

import math

from .common import block, path, plate, rounded_rect, transformed, turned

SPOKE_BODY = (34, 36, 40)  # the spokeshave's black cast-iron body
SPOKE_HANDLE = (196, 120, 52)  # its varnished beech handles
SWEEP = math.radians(12)  # the handles' sweep back from straight across


def plane(L, name, acc, kind="bench"):
    """Hand planes: bench plane (a long iron sole, a wooden tote behind and a knob in front,
    a lever cap), block plane (small, low, a palm grip), spokeshave (two winged handles swept
    back either side of a short blade body with brass adjusting nuts)."""
    if kind == "spokeshave":
        return _spokeshave(L)
    w = L * (0.24 if kind == "bench" else 0.3)
    parts = plate(
        rounded_rect(-L / 2, L / 2, -w / 2, w / 2, w * 0.05),
        0.0,
        L * 0.05,
        "dark_steel" if kind == "bench" else (60, 70, 90),
    )
    if kind == "bench":
        parts += plate(
            rounded_rect(-L / 2 + L * 0.05, L / 2 - L * 0.05, -w * 0.35, w * 0.35, w * 0.03),
            L * 0.05,
            L * 0.05,
            "dark_steel",
        )
        parts += path(
            [
                (-L * 0.42, 0.0, L * 0.1),
                (-L * 0.4, 0.0, L * 0.25),
                (-L * 0.25, 0.0, L * 0.28),
                (-L * 0.15, 0.0, L * 0.1),
            ],
            L * 0.04,
            (150, 70, 30),
        )
        parts += turned(
            [(L * 0.1, L * 0.05), (L * 0.22, L * 0.045)], 0.0, (150, 70, 30), 14, axis="z", x=L * 0.33
        )
        parts += plate(
            [(-L * 0.08, -w * 0.3), (L * 0.18, -w * 0.3), (L * 0.18, w * 0.3), (-L * 0.08, w * 0.3)],
            L * 0.1,
            L * 0.04,
            "chrome",
        )
        return parts
    parts += plate(
        [(-L * 0.3, -w * 0.4), (L * 0.2, -w * 0.4), (L * 0.3, 0.0), (L * 0.2, w * 0.4), (-L * 0.3, w * 0.4)],
        L * 0.05,
        L * 0.12,
        "chrome",
    )
    return parts


def _spokeshave(L) -> list:
    """Spokeshave, the blade's edge towards -y: a short, deep, black cast-iron body in the
    middle (a chrome blade edge along its front, a cap iron with two brass thumb nuts on top)
    and two thick turned wooden handles sticking straight out left and right along x, each
    swelling to a round end and swept a little back, the whole far wider (L) than deep."""
    bw, by0, by1 = L * 0.13, -L * 0.075, L * 0.06  # the body: -bw..bw by by0..by1
    parts = plate(rounded_rect(-bw, bw, by0, by1, L * 0.02), 0.0, L * 0.055, SPOKE_BODY)
    parts += block(-bw * 0.85, bw * 0.85, by0 - L * 0.012, by0 + L * 0.01, L * 0.004, L * 0.03, "chrome")
    parts += plate(rounded_rect(-bw * 0.8, bw * 0.8, by0 + L * 0.02, by1 - L * 0.012, L * 0.012), L * 0.055,
                   L * 0.014, "dark_steel")  # the cap iron
    for s in (-1, 1):
        parts += turned([(L * 0.069, L * 0.024), (L * 0.1, L * 0.022)], 0.0, "brass", 14, axis="z",
                        x=s * bw * 0.5, y=-L * 0.005)
        # the cast neck from the body out to the handle, then the turned handle
        parts += plate([(s * bw * 0.9, by0 + L * 0.01), (s * (bw + L * 0.05), -L * 0.03),
                        (s * (bw + L * 0.05), L * 0.02), (s * bw * 0.9, by1)], 0.0, L * 0.045, SPOKE_BODY)
        x0, x1 = bw + L * 0.04, L / 2
        prof = [(x0, L * 0.028), (x0 + (x1 - x0) * 0.25, L * 0.032), (x0 + (x1 - x0) * 0.7, L * 0.036),
                (x1 - L * 0.03, L * 0.04), (x1 - L * 0.008, L * 0.03), (x1, L * 0.012)]
        if s < 0:
            prof = [(-x, r) for x, r in reversed(prof)]
        swept = transformed(turned(prof, L * 0.04, SPOKE_HANDLE, 14, y=-L * 0.005), _yaw(s * SWEEP, s * x0))
        parts += swept  # swept a little back, away from the blade's edge, like handlebars
    return parts


def _yaw(a, x) -> list:
    """A turn by a (radians) about the upright line through (x, 0)."""
    c, s = math.cos(a), math.sin(a)
    return [[c, -s, 0, x - c * x], [s, c, 0, -s * x], [0, 0, 1, 0], [0, 0, 0, 1]]
