"""The analog multimeter: a needle meter read off arcs of a printed scale (a grey case, a big
cream window on its top half with coloured arc scales and a black needle, a big black rotary
selector below, red and black test leads coiled beside it).

Every builder follows ``drawn/__init__.py``: ``builder(L, name, acc, **style)`` -> parts.
"""

from __future__ import annotations

import math

from .common import bar, block, path, plate, rounded_rect, turned

CASE = (150, 154, 160)  # the analog multimeter's grey case
FACE = (38, 40, 44)  # its black front panel
DIAL = (246, 240, 222)  # the cream scale card behind the window
ARC_BLACK = (20, 20, 22)  # the main arc and its tick marks
ARC_RED = (206, 34, 30)  # the red (AC) arc
ARC_GREEN = (30, 150, 60)  # the green (ohms / dB) arc
NEEDLE = (12, 12, 14)  # the black needle
KNOB = (28, 28, 30)  # the rotary selector
MARK = (240, 240, 236)  # white range marks and the knob's pointer
LEAD_RED = (200, 30, 30)
LEAD_BLACK = (30, 30, 30)


def analog_multimeter(L, name, acc):
    """Analog multimeter lying face up along +x: a grey box (L long, two thirds as wide) with a
    black front panel; on its far half a big cream window with three arcs (black with tick
    marks, red, green) round a pivot near the window's lower edge and a long black needle from
    the pivot across them; below it a big black round selector knob with a white pointer and a
    ring of white range marks; a red and a black jack at the near end, and the red and black
    test leads coiled in loops beside the case, their probes lying along it."""
    w, h = L * 0.33, L * 0.26
    parts = plate(rounded_rect(-L / 2, L / 2, -w, w, L * 0.05), 0.0, h, CASE)
    parts += plate(
        rounded_rect(-L / 2 + L * 0.025, L / 2 - L * 0.025, -w + L * 0.025, w - L * 0.025, L * 0.035),
        h,
        L * 0.006,
        FACE,
    )
    zt = h + L * 0.006
    wx0, wx1, ww = L * 0.0, L * 0.455, w - L * 0.05  # the window
    parts += plate(rounded_rect(wx0, wx1, -ww, ww, L * 0.03), zt, L * 0.004, DIAL)
    zd = zt + L * 0.004
    px = wx0 + L * 0.03  # the needle's pivot, near the window's lower edge
    for r, col, th in (
        (L * 0.37, ARC_BLACK, L * 0.006),
        (L * 0.31, ARC_RED, L * 0.006),
        (L * 0.25, ARC_GREEN, L * 0.006),
        (L * 0.2, ARC_BLACK, L * 0.004),
    ):
        pts = [
            (px + r * math.cos(math.radians(a)), r * math.sin(math.radians(a)), zd) for a in range(-48, 49, 6)
        ]
        parts += path(pts, th, col, 6)
    for k, a in enumerate(range(-45, 46, 5)):  # tick marks on the outer arc, every other one long
        c, s = math.cos(math.radians(a)), math.sin(math.radians(a))
        r0 = L * (0.37 - (0.05 if k % 2 == 0 else 0.03))
        parts += bar(
            [px + r0 * c, r0 * s, zd], [px + L * 0.37 * c, L * 0.37 * s, zd], L * 0.0035, ARC_BLACK, 4
        )
    for a in range(-40, 41, 10):  # short red ticks under the red arc
        c, s = math.cos(math.radians(a)), math.sin(math.radians(a))
        parts += bar(
            [px + L * 0.28 * c, L * 0.28 * s, zd],
            [px + L * 0.31 * c, L * 0.31 * s, zd],
            L * 0.003,
            ARC_RED,
            4,
        )
    na = math.radians(18)  # the needle, across all the arcs
    parts += bar(
        [px, 0.0, zd + L * 0.004],
        [px + L * 0.4 * math.cos(na), L * 0.4 * math.sin(na), zd + L * 0.004],
        L * 0.0055,
        NEEDLE,
        6,
    )
    parts += turned([(zd - L * 0.002, L * 0.025), (zd + L * 0.01, L * 0.02)], 0.0, NEEDLE, 14, axis="z", x=px)
    # the rotary selector and its ring of range marks
    kx, kr = -L * 0.2, L * 0.15
    parts += turned(
        [(zt - L * 0.001, kr), (zt + L * 0.03, kr * 0.95), (zt + L * 0.04, kr * 0.85)],
        0.0,
        KNOB,
        28,
        axis="z",
        x=kx,
    )
    parts += block(kx - kr * 0.05, kx + kr * 0.85, -L * 0.012, L * 0.012, zt + L * 0.04, zt + L * 0.046, MARK)
    for k in range(14):
        a = math.radians(-150 + k * 300 / 13)
        rr = kr + L * 0.03
        parts += block(
            kx + rr * math.cos(a) - L * 0.006,
            kx + rr * math.cos(a) + L * 0.006,
            rr * math.sin(a) - L * 0.006,
            rr * math.sin(a) + L * 0.006,
            zt,
            zt + L * 0.003,
            MARK,
        )
    # the jacks at the near end and the leads coiled beside the case
    jx = -L * 0.44
    for s, col in ((1, LEAD_RED), (-1, LEAD_BLACK)):
        parts += turned(
            [(zt - L * 0.001, L * 0.025), (zt + L * 0.02, L * 0.022)],
            0.0,
            col,
            14,
            axis="z",
            x=jx,
            y=s * L * 0.16,
        )
    rc = L * 0.011
    for s, col, cy, cr in ((1, LEAD_RED, w + L * 0.2, L * 0.15), (-1, LEAD_BLACK, w + L * 0.23, L * 0.12)):
        run = [
            (jx, s * L * 0.16, zt + L * 0.02),
            (jx - L * 0.06, s * L * 0.16, h * 0.6),
            (jx - L * 0.08, L * 0.2, rc),
        ]
        cx = -L * 0.15 + (0.0 if s > 0 else L * 0.12)
        for turn in range(2):  # two loose loops on the table beside the case
            run += [
                (
                    cx + cr * math.sin(2 * math.pi * i / 16),
                    cy - cr * math.cos(2 * math.pi * i / 16) + turn * L * 0.02,
                    rc,
                )
                for i in range(17)
            ]
        py = cy + cr + L * 0.04 + (0.0 if s > 0 else L * 0.06)
        run += [(cx + L * 0.1, py, rc), (L * 0.05, py, rc)]
        parts += path(run, rc, col, 8)
        # the probe: a pen-like handle with a finger guard and a steel tip
        parts += turned([(L * 0.05, L * 0.02), (L * 0.3, L * 0.018)], L * 0.03, col, 12, y=py)
        parts += turned([(L * 0.3, L * 0.03), (L * 0.315, L * 0.03)], L * 0.03, col, 12, y=py)
        parts += turned([(L * 0.315, L * 0.006), (L * 0.42, L * 0.004)], L * 0.03, "steel", 8, y=py)
    return parts
