"""Hand trowels and masonry trowels: the garden trowel, dibber and hand cultivator; the brick,
pointing and gauging trowels; lying flat, the blade towards +x.

Every builder follows ``drawn/__init__.py``: ``builder(L, name, acc, **style)`` -> parts.
"""

from __future__ import annotations

import math

from .common import bar, mirror_y, path, plate, rounded_rect, scoop, turned


def hand_trowel(L, name, acc, kind="trowel"):
    """Hand tools for beds: hand trowel (a shaped handle with a hanging hole, a tang and a
    deep scooped pointed blade whose edges curve up), dibber (a tapered wooden
    spike with a T-grip), hand cultivator (three curved claws)."""
    if kind == "dibber":
        r = L * 0.06
        parts = turned([(-L / 2 + L * 0.15, r), (L * 0.2, r * 0.8), (L / 2, 0.0)], r, "wood", 14)
        parts += bar([-L / 2 + L * 0.15, -L * 0.15, r], [-L / 2 + L * 0.15, L * 0.15, r], r * 0.8, "wood")
        for i in range(4):
            x = L * 0.0 + i * L * 0.08
            parts += turned([(x, r * 0.85), (x + L * 0.01, r * 0.85)], r, (60, 40, 20), 14)
        return parts
    hl = L * 0.42
    if kind == "trowel":  # a shaped handle with a hanging hole, a tang, a scooped pointed blade
        parts = turned(
            [
                (-L / 2, L * 0.035),
                (-L / 2 + hl * 0.3, L * 0.05),
                (-L / 2 + hl * 0.85, L * 0.04),
                (-L / 2 + hl, L * 0.03),
            ],
            L * 0.05,
            acc,
            16,
        )
        parts += turned(
            [(-L / 2 + L * 0.02, L * 0.012), (-L / 2 + L * 0.05, L * 0.012)], L * 0.05, (40, 40, 40), 10
        )
        x0 = -L / 2 + hl + L * 0.06
        parts += bar([-L / 2 + hl, 0.0, L * 0.05], [x0 + L * 0.04, 0.0, L * 0.012], L * 0.014, "chrome")
        parts += scoop(
            x0,
            L / 2,
            lambda f: L * 0.1 * math.sin(math.pi * (0.2 + 0.8 * f)) ** 0.6 + L * 0.004,
            L * 0.045,
            L * 0.01,
            "chrome",
        )
        return parts
    parts = turned([(-L / 2, L * 0.045), (-L / 2 + hl, L * 0.035)], L * 0.045, acc, 14)
    parts += bar([-L / 2 + hl, 0.0, L * 0.045], [-L / 2 + hl + L * 0.06, 0.0, L * 0.02], L * 0.012, "chrome")
    x0 = -L / 2 + hl + L * 0.05
    for s in (-1, 0, 1):
        pts = [
            (
                x0 + L * 0.25 * math.sin(a),
                s * L * 0.07 * (1 + 0.3 * math.sin(a)),
                L * 0.04 * math.cos(a) + 0.005,
            )
            for a in [i * 0.3 for i in range(7)]
        ]
        parts += path(pts, L * 0.01, "dark_steel", 6)
    return parts


def trowel(L, name, acc, kind="brick"):
    """Masons' trowels: brick (a big wide pointed blade), pointing (a narrow pointed blade),
    gauging (``_gauging``); all on a cranked neck with a wooden handle."""
    if kind == "gauging":
        return _gauging(L)
    hl = L * 0.36
    parts = turned(
        [(-L / 2, L * 0.04), (-L / 2 + hl * 0.4, L * 0.045), (-L / 2 + hl, L * 0.035)], L * 0.09, "wood", 14
    )
    parts += path(
        [
            (-L / 2 + hl, 0.0, L * 0.09),
            (-L / 2 + hl + L * 0.05, 0.0, L * 0.09),
            (-L / 2 + hl + L * 0.08, 0.0, L * 0.01),
        ],
        L * 0.012,
        "dark_steel",
    )
    x0 = -L / 2 + hl + L * 0.02
    bw = L * {"brick": 0.4, "pointing": 0.16}[kind]
    half = [(x0, bw * 0.42), (x0 + L * 0.04, bw / 2), (L / 2, 0.0)]
    parts += plate(mirror_y(half), 0.0, L * 0.008, "steel")
    return parts


def _gauging(L) -> list:
    """Gauging trowel: a big flat, stiff steel blade (no scoop, no point) with a square heel,
    parallel sides and a full round nose, about twice as long as wide and most of the tool's
    length, edged by a dark ground bevel; a cranked steel shank rising from the middle of the
    blade's back half to a thick turned wooden handle held high above the blade, its brass
    ferrule at the shank."""
    hl, bw, t = L * 0.3, L * 0.37, L * 0.01
    xb = -L / 2 + L * 0.27  # the blade's heel
    e = L * 0.014  # the dark bevel showing round the bright face

    def outline(x0, x1, w):
        half = [(x0, w / 2), (x1 - w / 2, w / 2)]
        half += [(x1 - w / 2 + w / 2 * math.sin(a), w / 2 * math.cos(a))
                 for a in [i * math.pi / 24 for i in range(1, 12)]]
        return mirror_y(half + [(x1, 0.0)])

    parts = plate(outline(xb - e, L / 2, bw + 2 * e), 0.0, t * 0.8, "dark_steel")
    parts += plate(outline(xb, L / 2 - e, bw), 0.0, t, "steel")
    zh = L * 0.17  # the handle's axis
    parts += plate(rounded_rect(xb + L * 0.07, xb + L * 0.22, -L * 0.025, L * 0.025, L * 0.02), t, t,
                   "dark_steel")  # the shank's foot on the blade
    parts += path([(xb + L * 0.16, 0.0, t * 1.5), (xb + L * 0.05, 0.0, zh * 0.6), (xb - L * 0.01, 0.0, zh),
                   (-L / 2 + hl, 0.0, zh)], L * 0.018, "dark_steel")
    ferrule = [(-L / 2 + hl - L * 0.002, L * 0.038), (-L / 2 + hl + L * 0.025, L * 0.032)]
    parts += turned(ferrule, zh, "brass", 14)
    parts += turned([(-L / 2, L * 0.045), (-L / 2 + L * 0.012, L * 0.056), (-L / 2 + hl * 0.45, L * 0.062),
                     (-L / 2 + hl, L * 0.044)], zh, "wood", 16)
    return parts
