"""Auto shop: the feeler gauge (a fan of thin steel leaves on a pivot screw), the timing
light (a strobe pistol with a big clear lens, its battery clips and inductive pickup on
leads) and the chamois (a tan leather skin lying rumpled, a corner folded back).

Every builder follows ``drawn/__init__.py``: ``builder(L, name, acc, **style)`` -> parts.
"""

from __future__ import annotations

import math

from ..parts import ring
from .common import battery_clamp, grid_solid, path, placed, plate, rounded_rect, turned

GAUGE_LEAF = (212, 214, 218)  # a feeler gauge's bright spring-steel leaves
GAUGE_MARK = (30, 32, 36)  # the thickness etched on each leaf
GAUGE_SCREW = (196, 160, 72)  # the brass pivot screw
STROBE_BODY = (236, 190, 24)  # a timing light's yellow body
STROBE_LENS = (226, 236, 240)  # its big clear strobe lens
STROBE_BEZEL = (40, 42, 46)  # the black bezel round the lens
PICKUP = (30, 100, 200)  # the inductive pickup clamp on its lead
CHAMOIS = (226, 190, 112)  # a chamois leather's soft yellow tan
CHAMOIS_UNDER = (200, 160, 90)  # its flesh side, shown where a corner folds back


def feeler_gauge(L, name, acc):
    """Feeler gauge lying with its leaves fanned out: a dozen thin bright steel leaves, each
    tapering from its round pivot end to a rounded tip with its thickness etched near the
    pivot in black, spread in a fan from a brass pivot screw at one end; the two stoutest
    leaves (the covers) lie at the fan's edges."""
    px = -L / 2 + L * 0.07  # the pivot
    ln = L - L * 0.1
    n = 12
    t = L * 0.007
    parts = []
    for k in range(n):
        a = math.radians(-36 + 72 * k / (n - 1))
        w0, w1 = L * 0.065, L * 0.04
        outline = [(0.0, -w0)]
        outline += [(ln - w1 + w1 * math.sin(math.pi * j / 8), -w1 * math.cos(math.pi * j / 8))
                    for j in range(9)]
        outline += [(0.0, w0)]
        outline += [(-w0 * math.sin(math.pi * j / 8), w0 * math.cos(math.pi * j / 8)) for j in range(1, 8)]
        c, s = math.cos(a), math.sin(a)
        rot = [(px + x * c - y * s, x * s + y * c) for x, y in outline]
        z0 = k * t
        cover = k in (0, n - 1)
        parts += plate(rot, z0, t * (1.4 if cover else 0.9), "dark_steel" if cover else GAUGE_LEAF)
        if not cover:  # the etched thickness, two dark strokes
            for d in (0.18, 0.26):
                mx, my = px + ln * d * c, ln * d * s
                parts += plate(rounded_rect(mx - L * 0.022, mx + L * 0.022, my - L * 0.008, my + L * 0.008,
                                            L * 0.004), z0 + t * 0.9, t * 0.15, GAUGE_MARK)
    parts += turned([(0.0, L * 0.04), (n * t * 1.1, L * 0.04), (n * t * 1.1 + L * 0.02, L * 0.03)], 0.0,
                    GAUGE_SCREW, 14, axis="z", x=px, y=0.0)
    return parts


def timing_light(L, name, acc):
    """Timing light lying on its side: a yellow pistol whose barrel ends in a big round clear
    strobe lens in a black bezel, a black trigger under it, and from the grip's butt three
    leads trailing back: red and black battery clips and a blue inductive pickup clamp."""
    t = L * 0.09  # the body's thickness, lying on its side
    body = [(-L * 0.05, L * 0.02), (L * 0.3, L * 0.0), (L * 0.3, L * 0.17), (-L * 0.03, L * 0.17),
            (-L * 0.08, L * 0.12)]
    gripo = [(-L * 0.06, L * 0.05), (L * 0.05, L * 0.02), (-L * 0.02, -L * 0.2), (-L * 0.12, -L * 0.18)]
    parts = plate(body, 0.0, t, STROBE_BODY)
    parts += plate(gripo, 0.0, t * 0.9, STROBE_BODY)
    parts += plate([(L * 0.06, L * 0.02), (L * 0.09, L * 0.02), (L * 0.05, -L * 0.07), (L * 0.03, -L * 0.06)],
                   t * 0.1, t * 0.7, "black_plastic")  # the trigger
    r = L * 0.11
    cz = t / 2 + L * 0.01
    parts += turned([(L * 0.28, r * 0.85), (L * 0.33, r), (L * 0.4, r * 1.08), (L * 0.42, r * 1.08)], cz,
                    STROBE_BEZEL, 20, y=L * 0.09)
    parts += turned([(L * 0.4, r * 0.9), (L * 0.43, r * 0.9), (L * 0.44, r * 0.6)], cz, STROBE_LENS, 20,
                    y=L * 0.09)
    # the leads, out of the grip's butt and trailing back, each ending in its clip
    bx, by = -L * 0.09, -L * 0.19
    leads = (("red", (-L * 0.42, -L * 0.02), "red"),
             ("black_plastic", (-L * 0.44, -L * 0.2), "black_plastic"),
             ("black_plastic", (-L * 0.34, -L * 0.36), None))
    for col, end, clip in leads:
        ex, ey = end
        pts = [(bx, by, L * 0.012), ((bx + ex) / 2, (by + ey) / 2 + L * 0.05, L * 0.012), (ex, ey, L * 0.012)]
        parts += path(pts, L * 0.009, col, 8)
        c = L * 0.16
        ang = math.atan2(ey - (by + ey) / 2 - L * 0.05, ex - (bx + ex) / 2)
        if clip:
            parts += placed(battery_clamp(c, clip), ang, ex, ey)
        else:  # the inductive pickup: a fat blue clamp, a round jaw to close round a plug lead
            parts += plate(rounded_rect(ex - L * 0.1, ex, ey - L * 0.045, ey + L * 0.045, L * 0.02), 0.0,
                           L * 0.07, PICKUP)
            parts += [(ring((ex - L * 0.13, ey, L * 0.035), L * 0.045, L * 0.02, L * 0.07), PICKUP)]
    return parts


def chamois(L, name, acc):
    """Chamois leather dropped on the bench: a soft yellow-tan skin with an irregular hide's
    outline (four rounded lobes where the legs were, wavy edges), lying loosely rumpled, one
    side folded back to show its paler flesh side; no hem (a towel is hemmed and square)."""
    a, b = L * 0.5, L * 0.4
    t = L * 0.008

    def rim(th):  # the hide's outline: an ellipse with lobes at the corners and wavy edges
        e = a * b / math.hypot(b * math.cos(th), a * math.sin(th))
        return e * (1 - 0.1 * math.cos(4 * th) + 0.04 * math.sin(7 * th + 1.2) + 0.03 * math.sin(11 * th))

    def flat(u, v):
        s = max(abs(u), abs(v))
        th = math.atan2(v, u)
        r = s * rim(th)
        x, y = r * math.cos(th), r * math.sin(th)
        ridge = 0.5 + 0.5 * math.sin(2 * math.pi * (0.8 * x / a + 0.5 * y / b) + 0.7)
        heap = math.exp(-(((x - L * 0.05) / (L * 0.16)) ** 2 + ((y + L * 0.05) / (L * 0.14)) ** 2))
        z = L * 0.04 * (0.6 * ridge + 1.3 * heap) * min(1.0, (1 - s) / 0.15 + 0.2)
        return x, y, z

    fold = 0.55  # beyond u = fold the skin is turned back over itself

    def F(u, v, lift):
        if u <= fold:
            x, y, z = flat(u, v)
            return x, y, z + lift
        x, y, z = flat(2 * fold - u, v)
        return x, y, z + 2.4 * t + lift + (u - fold) * L * 0.05

    def sheet(u0, u1, mat, lift=0.0, n=24, m=26):
        bottom, top = [], []
        for i in range(n + 1):
            u = u0 + (u1 - u0) * i / n
            rb, rt = [], []
            for j in range(m + 1):
                v = -1 + 2 * j / m
                x, y, z = F(u, v, lift)
                rb.append((x, y, z))
                rt.append((x, y, z + t))
            bottom.append(rb)
            top.append(rt)
        return [(grid_solid(bottom, top), mat)]

    parts = sheet(-1.0, fold, CHAMOIS)
    parts += sheet(fold, 1.0, CHAMOIS_UNDER, n=8)
    return parts
