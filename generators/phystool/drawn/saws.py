"""Hand saws, frame saws, files and rasps; lying flat, working end towards +x.

Every builder follows ``drawn/__init__.py``: ``builder(L, name, acc, **style)`` -> parts.
"""

from __future__ import annotations

import math

from .common import ball, bar, block, grip, path, plate, rounded_rect, turned
from .hacksaws import hacksaw

PRUNING_GRIP = (226, 84, 28)  # the pruning saw's orange-red grip


def _teeth(x0, x1, y, depth, n, down=True):
    pts = []
    for i in range(n):
        xa = x0 + (x1 - x0) * i / n
        xb = x0 + (x1 - x0) * (i + 0.5) / n
        pts += [(xa, y), (xb, y - depth if down else y + depth)]
    return pts


def handsaw(L, name, acc, kind="crosscut"):
    """Hand saws: crosscut (a closed pistol grip, a tapered blade with teeth), Japanese pull
    saw (a long straight wrapped handle, a thin parallel blade), drywall saw (a pointed
    coarse blade on a straight grip), keyhole saw (a narrow blade on a pistol grip), pruning
    saw (a curved blade, a straight grip), folding saw (a curved blade hinged into a
    handle), one-man crosscut saw (a long blade with big teeth and two handles)."""
    t = L * 0.006
    if kind == "crosscut":
        hl = L * 0.22
        blade = (
            [(-L / 2 + hl * 0.8, L * 0.1), (-L / 2 + hl * 0.8, -L * 0.11)]
            + _teeth(-L / 2 + hl * 0.8, L / 2, -L * 0.11, L * 0.012, 28)
            + [(L / 2, -L * 0.11), (L / 2, -L * 0.02)]
        )
        parts = plate(blade, 0.0, t, "chrome")
        hx0 = -L / 2
        handle = [
            (hx0, -L * 0.1),
            (hx0 + hl, -L * 0.12),
            (hx0 + hl, L * 0.12),
            (hx0 + hl * 0.2, L * 0.13),
            (hx0, L * 0.05),
        ]
        parts += plate(handle, -L * 0.01, L * 0.035, acc if "plastic" in name else "wood")
        parts += plate(
            rounded_rect(hx0 + hl * 0.25, hx0 + hl * 0.75, -L * 0.05, L * 0.06, L * 0.02),
            L * 0.026,
            0.0008,
            (60, 40, 20),
        )
        return parts
    if kind == "keyhole":
        hl = L * 0.4
        parts = plate(
            [
                (-L / 2, -L * 0.06),
                (-L / 2 + hl, -L * 0.04),
                (-L / 2 + hl, L * 0.06),
                (-L / 2 + hl * 0.3, L * 0.1),
                (-L / 2, L * 0.06),
            ],
            0.0,
            L * 0.07,
            "wood",
        )
        x0, w = -L / 2 + hl, L * 0.03
        pts = [(x0, -w)] + _teeth(x0, L / 2 - L * 0.06, -w, L * 0.01, 14) + [(L / 2, 0.0), (x0, w)]
        parts += plate(pts, L * 0.03, t * 1.5, "chrome")
        return parts
    # one-man crosscut saw: a long wide blade, its toothed edge bellied, big raker teeth
    x0 = -L / 2 + L * 0.1
    n = 26
    edge = []
    for i in range(n + 1):  # the bellied edge, deepest at the middle of the blade
        x = x0 + (L / 2 - x0) * i / n
        f = (x - x0) / (L / 2 - x0)
        yb = -L * 0.075 - L * 0.025 * math.sin(math.pi * f) + L * 0.04 * f
        edge.append((x, yb))
        if i < n:
            xn = x0 + (L / 2 - x0) * (i + 0.5) / n
            edge.append((xn, yb - L * (0.04 if i % 3 else 0.025)))
    back = [(L / 2, L * 0.02), (x0, L * 0.07)]
    parts = plate([(x0, L * 0.07)] + edge + back[:1], 0.0, t, "steel")
    # the closed D handle at the heel, wood, round an open hand hole
    hx = -L / 2
    loop = [(x0 + L * 0.01, L * 0.06), (hx + L * 0.02, L * 0.075), (hx, L * 0.02), (hx, -L * 0.04),
            (hx + L * 0.02, -L * 0.085), (x0 + L * 0.01, -L * 0.07)]
    parts += path([(x, y, L * 0.004) for x, y in loop], L * 0.014, "wood")
    parts += plate([(x0 - L * 0.012, -L * 0.085), (x0 + L * 0.035, -L * 0.09), (x0 + L * 0.035, L * 0.08),
                    (x0 - L * 0.012, L * 0.075)], -L * 0.01, L * 0.025, "wood")
    # the auxiliary handle: an upright wooden grip bolted on the back, ahead of the D handle
    ax = x0 + L * 0.2
    ay = L * 0.07 - (L * 0.05) * (ax - x0) / (L / 2 - x0)
    bracket = [(ax - L * 0.04, ay - L * 0.03), (ax + L * 0.04, ay - L * 0.03), (ax + L * 0.03, ay + L * 0.02),
               (ax - L * 0.03, ay + L * 0.02)]
    parts += plate(bracket, t, L * 0.01, "dark_steel")
    prof = [(ay, L * 0.024), (ay + L * 0.04, L * 0.03), (ay + L * 0.15, L * 0.026),
            (ay + L * 0.16, L * 0.015)]
    parts += turned(prof, L * 0.03, "wood", 14, axis="y", x=ax)
    return parts


def jab_saw(L, name, acc):
    """Drywall (jab) saw: a fat two-tone grip with a finger guard, a dagger-pointed blade
    with big coarse teeth along its lower edge."""
    hl = L * 0.36
    x1 = -L / 2 + hl
    parts = plate(
        [
            (-L / 2, -L * 0.045),
            (x1 - L * 0.04, -L * 0.05),
            (x1, -L * 0.085),
            (x1 + L * 0.015, -L * 0.08),
            (x1 + L * 0.015, L * 0.06),
            (-L / 2 + L * 0.05, L * 0.065),
            (-L / 2, L * 0.04),
        ],
        0.0,
        L * 0.07,
        acc,
    )
    parts += plate(
        rounded_rect(-L / 2 + L * 0.04, x1 - L * 0.06, -L * 0.035, L * 0.045, L * 0.03),
        L * 0.07,
        L * 0.006,
        (36, 36, 38),
    )
    edge = _curve_teeth([(x1, -L * 0.045), (L / 2 - L * 0.03, L * 0.01)], L * 0.028, 21)
    parts += plate(
        [(x1 - L * 0.01, -L * 0.045)] + edge + [(L / 2, L * 0.03), (x1 - L * 0.01, L * 0.045)],
        L * 0.03,
        L * 0.008,
        "steel",
    )
    return parts


def pull_saw(L, name, acc):
    """Japanese pull saw: a long straight handle wrapped in light cane bands, a thin neck and
    a wide bright blade with fine teeth: on both edges, widening to a square end (ryoba), or
    on the lower edge under a dark stiffening spine (dozuki), or on the lower edge alone
    (kataba, flush-cut)."""
    hl = L * 0.38
    z = L * 0.025
    parts = turned([(-L / 2, L * 0.024), (-L / 2 + hl, L * 0.022)], z, (70, 40, 25), 12)
    for i in range(9):
        x = -L / 2 + hl * (0.06 + 0.1 * i)
        parts += turned([(x, L * 0.027), (x + hl * 0.06, L * 0.027)], z, (214, 180, 120), 12)
    x0 = -L / 2 + hl
    parts += plate(
        [(x0, -L * 0.01), (x0 + L * 0.08, -L * 0.014), (x0 + L * 0.08, L * 0.014), (x0, L * 0.01)],
        z - L * 0.003,
        L * 0.006,
        "steel",
    )
    xb = x0 + L * 0.08
    teeth = 2 * int(36 * (L / 2 - xb) / (L * 0.5))
    if "ryoba" in name:
        low = _curve_teeth([(xb, -L * 0.04), (L / 2, -L * 0.075)], L * 0.012, teeth)
        high = _curve_teeth([(L / 2, L * 0.075), (xb, L * 0.04)], L * 0.012, teeth)
        return parts + plate(low + high, z - L * 0.002, L * 0.004, "chrome")
    low = _curve_teeth([(xb, -L * 0.045), (L / 2, -L * 0.06)], L * 0.012, teeth)
    parts += plate(low + [(L / 2, L * 0.04), (xb, L * 0.03)], z - L * 0.002, L * 0.004, "chrome")
    if "dozuki" in name:
        parts += block(xb, L / 2 - L * 0.02, L * 0.015, L * 0.042, z - L * 0.006, z + L * 0.006, (50, 50, 55))
    return parts


def curved_saw(L, name, acc, kind="pruning"):
    """Pruning saw: a pistol grip whose butt hooks down, a broad blade curving up to a hooked
    point, with a few big coarse teeth on its concave edge. Folding saw: ``_folding_saw``."""
    if kind == "folding":
        return _folding_saw(L)
    hl = L * 0.32
    x0 = -L / 2 + hl
    # an orange pistol grip, its butt hooking down, a black rubber inlay
    parts = plate([(-L / 2, -L * 0.14), (-L / 2 + L * 0.05, -L * 0.15), (-L / 2 + L * 0.08, -L * 0.06),
                   (x0, -L * 0.045), (x0, L * 0.05), (-L / 2 + L * 0.07, L * 0.055), (-L / 2, L * 0.02)],
                  0.0, L * 0.055, PRUNING_GRIP)
    inlay = [(-L / 2 + L * 0.035, -L * 0.08), (-L / 2 + L * 0.06, -L * 0.03), (x0 - L * 0.05, -L * 0.018),
             (x0 - L * 0.05, L * 0.018), (-L / 2 + L * 0.07, L * 0.025), (-L / 2 + L * 0.025, -L * 0.02)]
    parts += plate(inlay, L * 0.055, L * 0.005, (36, 36, 38))
    blen = L / 2 - x0
    fs = [i / 10 for i in range(11)]
    # a banana blade: its toothed edge arches down to the tip (teeth on the inside of the
    # curve), big raked teeth, broad at the grip and tapering to a point
    curve = [(x0 - L * 0.02 + (blen + L * 0.02) * f, L * (-0.035 + 0.1 * f - 0.24 * f * f)) for f in fs]
    back = [(x, y + L * 0.1 * (1 - 0.7 * f)) for (x, y), f in zip(curve, fs)]
    tip = [(L / 2, curve[-1][1] + L * 0.012)]
    edge = _curve_teeth(curve, L * 0.045, 21)
    parts += plate(edge + tip + list(reversed(back)), L * 0.024, L * 0.007, "steel")
    for rx in (x0 - L * 0.09, x0 - L * 0.02):
        parts += turned([(L * 0.055, L * 0.012), (L * 0.062, L * 0.01)], 0.0, "chrome", 12, axis="z",
                        x=rx, y=L * 0.005)
    return parts


FOLD_HEAD = (150, 154, 160)  # the folding saw's bare metal head round the pivot
FOLD_LOCK = (210, 40, 36)  # its red lock button
FOLD_SLOT = (16, 16, 18)  # the dark slot the blade folds into
FOLD_BODY = (46, 112, 64)  # the folding saw's green handle, under a black rubber grip


def _folding_saw(L) -> list:
    """Folding saw, open: a long green handle with a black rubber grip (as long as the blade,
    which folds into it) with a dark slot running down its toothed-side edge, bending
    slightly; at its head a bare metal bolster round a big chrome pivot bolt and a red lock
    button; the blade's round heel turns on the pivot, the curved blade kinked a little off
    the handle's line, many fine teeth on its concave edge, to a point; a lanyard hole at the
    butt."""
    t = L * 0.05
    x0 = -L / 2 + L * 0.47  # the pivot end of the handle
    hw = L * 0.036
    # the handle bows down towards the butt
    bend = lambda x: -L * 0.05 * ((x0 - x) / (x0 + L / 2)) ** 2  # noqa: E731
    xs = [-L / 2 + (x0 - (-L / 2)) * i / 8 for i in range(9)]
    up = [(x, bend(x) + hw * (1.1 if i == 0 else 1.0)) for i, x in enumerate(xs)]
    low = [(x, bend(x) - hw) for x in reversed(xs)]
    parts = plate(up + low, 0.0, t, FOLD_BODY)
    gxs = xs[1:7]
    grip_top = [(x, bend(x) + hw * 0.75) for x in gxs]
    parts += plate(grip_top + [(x, bend(x) - hw * 0.35) for x in reversed(gxs)],
                   t, L * 0.004, "rubber")
    slot = [(x, bend(x) - hw * 0.55) for x in xs] + [(x, bend(x) - hw * 1.03) for x in reversed(xs)]
    parts += plate(slot[1:-1], t * 0.3, t * 0.72, FOLD_SLOT)
    parts += turned([(t, L * 0.013), (t + L * 0.003, L * 0.013)], 0.0, FOLD_HEAD, 12, axis="z",
                    x=-L / 2 + L * 0.035, y=bend(-L / 2 + L * 0.035))  # the lanyard eyelet
    parts += turned([(t + L * 0.003, L * 0.007), (t + L * 0.004, L * 0.007)], 0.0, FOLD_SLOT, 10, axis="z",
                    x=-L / 2 + L * 0.035, y=bend(-L / 2 + L * 0.035))
    hx = x0 - L * 0.1  # the metal head
    parts += plate(rounded_rect(hx, x0 + L * 0.01, -hw * 1.12, hw * 1.12, L * 0.012), -L * 0.002, t * 1.08,
                   FOLD_HEAD)
    px = x0 - L * 0.025
    parts += turned([(t * 1.08, L * 0.02), (t * 1.08 + L * 0.008, L * 0.017)], 0.0, "chrome", 16, axis="z",
                    x=px)
    parts += turned([(t * 1.08 + L * 0.008, L * 0.008), (t * 1.08 + L * 0.01, L * 0.007)], 0.0, FOLD_SLOT, 8,
                    axis="z", x=px)
    parts += turned([(t * 1.08, L * 0.014), (t * 1.08 + L * 0.012, L * 0.012)], 0.0, FOLD_LOCK, 14, axis="z",
                    x=hx + L * 0.025, y=hw * 0.2)
    # the blade: a round heel on the pivot, then a curve kinked 8 degrees down off the handle
    parts += turned([(t * 0.4, L * 0.036), (t * 0.4 + L * 0.006, L * 0.036)], 0.0, "steel", 20, axis="z",
                    x=px)
    k = math.radians(-8)
    blen = L / 2 - px
    fs = [i / 10 for i in range(11)]
    curve0 = [(blen * f, -L * 0.022 - L * 0.05 * f * f) for f in fs]
    back0 = [(x, y + L * 0.064 * (1 - 0.7 * f)) for (x, y), f in zip(curve0, fs)]
    ck, sk = math.cos(k), math.sin(k)
    rot = lambda p: (px + p[0] * ck - p[1] * sk, p[0] * sk + p[1] * ck)  # noqa: E731
    curve, back = [rot(p) for p in curve0], [rot(p) for p in back0]
    edge = _curve_teeth(curve, L * 0.014, 41)
    tip = [rot((blen + L * 0.005, curve0[-1][1] + L * 0.02))]
    parts += plate(edge + tip + list(reversed(back)), t * 0.4, L * 0.006, "steel")
    return parts


def _curve_teeth(curve, depth, n):
    """Points along a polyline with saw teeth on its lower side."""
    out = []
    segs = list(zip(curve[:-1], curve[1:]))
    total = sum(math.dist(a, b) for a, b in segs)
    for i in range(n + 1):
        d = total * i / n
        for a, b in segs:
            seg = math.dist(a, b)
            if d <= seg + 1e-12:
                f = d / seg
                x, y = a[0] + (b[0] - a[0]) * f, a[1] + (b[1] - a[1]) * f
                nx, ny = (b[1] - a[1]) / seg, -(b[0] - a[0]) / seg
                k = depth if i % 2 else 0.0
                out.append((x + nx * k, y + ny * k))
                break
            d -= seg
    return out


def frame_saw(L, name, acc, kind="hacksaw"):
    """Frame saws: hacksaw (``hacksaws.hacksaw``), coping saw (a deep
    U-shaped steel frame, a thin blade, a straight handle), fret saw (deeper and taller),
    bow saw (a tubular bow over a long blade)."""
    r = L * 0.012
    z = r
    if kind == "hacksaw":
        return hacksaw(L, acc)
    if kind == "coping":  # a round-backed U frame over a thin blade, a turned wooden handle
        hl = L * 0.35
        x0, x1 = -L / 2 + hl, L / 2
        depth = L * 0.45
        parts = grip(-L / 2, x0, L * 0.045, L * 0.045, "wood")
        cx, half = (x0 + x1) / 2, (x1 - x0) / 2
        pts = [(x0, 0.0, z), (x0, depth * 0.6, z)]
        pts += [
            (cx - half * math.cos(a), depth * 0.6 + depth * 0.4 * math.sin(a), z)
            for a in [i * math.pi / 10 for i in range(1, 10)]
        ]
        pts += [(x1, depth * 0.6, z), (x1, 0.0, z)]
        parts += path(pts, r, "chrome")
        parts += bar([x0, 0, z], [x1, 0, z], r * 0.3, "grey", 6)
        return parts
    if kind == "fret":  # a very deep, narrow frame of flat steel over a short blade: the frame
        # reaches 2.5 blade lengths out, as a 12-in throat over a 5-in blade (a shallower one
        # reads as a coping saw)
        hl, bl, deep = L * 0.3, L * 0.4, L * 1.0
        x0 = -L / 2 + hl + L * 0.03
        x1 = x0 + bl
        w, t = L * 0.032, L * 0.02
        parts = grip(-L / 2, x0 - L * 0.03, L * 0.042, L * 0.042, "wood")
        parts += turned([(x0 - L * 0.035, L * 0.03), (x0, L * 0.03)], L * 0.042, "brass", 12)
        parts += block(x0 - w, x0, -w * 0.6, deep - w * 0.5, 0.0, t, "steel")  # the arms
        parts += block(x1, x1 + w, -w * 0.6, deep - w * 0.5, 0.0, t, "steel")
        parts += block(x0 - w * 0.5, x1 + w * 0.5, deep - w * 1.5, deep, 0.0, t, "steel")
        for cx in (x0 - w * 0.5, x1 + w * 0.5):  # rounded outer corners
            parts += turned([(0.0, w * 0.5), (t, w * 0.5)], 0.0, "steel", 14, axis="z", x=cx, y=deep - w)
        parts += block(x0, x1, -L * 0.003, L * 0.003, t * 0.3, t * 0.6, (40, 40, 44))  # the blade
        parts += block(x1 + w, x1 + w + L * 0.04, -L * 0.02, L * 0.02, t * 0.2, t * 0.8, "brass")
        return parts
    h = L * 0.3
    x0, x1 = -L / 2, L / 2
    pts = (
        [(x0, 0.0, z)]
        + [(x0 + (x1 - x0) * f, h * math.sin(math.pi * f) ** 0.6, z) for f in [i / 10 for i in range(1, 10)]]
        + [(x1, 0.0, z)]
    )
    parts = path(pts, r * 1.5, (236, 120, 30))
    parts += plate(
        [(x0, -L * 0.012)]
        + _teeth(x0, x1, -L * 0.012, L * 0.006, 40)
        + [(x1, -L * 0.012), (x1, L * 0.012), (x0, L * 0.012)],
        z - 0.001,
        0.0012,
        "steel",
    )
    return parts


def file_(L, name, acc, kind="flat"):
    """Files and rasps: flat file (a tapered flat toothed blade, a tang in a handle), wood rasp
    (coarse, dotted teeth, a wooden handle), Surform (a plane-like body holding a perforated
    blade)."""
    hl = L * 0.3
    if kind == "surform":  # a plane-like frame round a wide blade perforated like a grater
        w = L * 0.13
        parts = plate(rounded_rect(-L * 0.3, L / 2, -w, w, L * 0.03), L * 0.01, L * 0.03, acc)
        blade = rounded_rect(-L * 0.26, L * 0.46, -w * 0.8, w * 0.8, L * 0.01)
        parts += plate(blade, L * 0.04, L * 0.004, "chrome")
        for r in range(5):  # staggered rows of slanted teeth holes, dark on the bright blade
            y = -w * 0.64 + r * w * 0.32
            for c in range(13 - r % 2):
                x = -L * 0.23 + (c + 0.5 * (r % 2)) * L * 0.053
                hole = [(x, y - w * 0.08), (x + L * 0.03, y - w * 0.08), (x + L * 0.015, y + w * 0.08)]
                parts += plate(hole, L * 0.044, L * 0.002, (35, 35, 35))
        # a closed rear handle like a plane's tote, and a round front knob
        tote = [(-L * 0.28, -w * 0.35), (-L / 2, -w * 0.4), (-L / 2, w * 0.4), (-L * 0.28, w * 0.35)]
        parts += path([(x, y, L * 0.07) for x, y in tote], L * 0.03, (40, 40, 40))
        parts += ball((L * 0.44, 0.0, L * 0.08), L * 0.045, (40, 40, 40))
        return parts
    handle = "wood" if kind == "rasp" else acc
    parts = turned(
        [(-L / 2, L * 0.035), (-L / 2 + hl * 0.4, L * 0.045), (-L / 2 + hl, L * 0.035)], L * 0.045, handle, 12
    )
    parts += turned(
        [(-L / 2 + hl - 0.002, L * 0.038), (-L / 2 + hl + L * 0.01, L * 0.038)], L * 0.045, "chrome", 12
    )
    x0 = -L / 2 + hl
    w0, w1 = L * 0.045, L * 0.022
    th = L * 0.012
    mat = "dark_steel" if kind != "rasp" else "grey"
    parts += plate(
        [
            (x0, -w0 * 0.4),
            (x0 + L * 0.04, -w0),
            (L / 2, -w1),
            (L / 2, w1),
            (x0 + L * 0.04, w0),
            (x0, w0 * 0.4),
        ],
        L * 0.045 - th / 2,
        th,
        mat,
    )
    if kind == "rasp":
        for i in range(18):
            for j in (-1, 0, 1):
                x = x0 + L * 0.06 + i * (L / 2 - x0 - L * 0.08) / 18
                parts += block(
                    x,
                    x + L * 0.006,
                    j * w1 * 0.6 - L * 0.003,
                    j * w1 * 0.6 + L * 0.003,
                    L * 0.045 + th / 2,
                    L * 0.045 + th / 2 + 0.0008,
                    (70, 70, 70),
                )
    else:
        for i in range(14):
            x = x0 + L * 0.06 + i * (L / 2 - x0 - L * 0.08) / 14
            parts += plate(
                [
                    (x, -w1 * 0.9),
                    (x + L * 0.004, -w1 * 0.9),
                    (x + L * 0.012, w1 * 0.9),
                    (x + L * 0.008, w1 * 0.9),
                ],
                L * 0.045 + th / 2,
                0.0006,
                (60, 60, 64),
            )
    return parts
