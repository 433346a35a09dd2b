"""Horse-care hand tools, lying flat: the hoof pick (a stubby bright plastic handle ending in a
thick steel hook bent back across its end, a strip of yellow bristles along its back) and the
curry comb (an oval rubber pad showing its rings of stubby teeth, or a steel back with rows of
toothed blades on a wooden handle).

Every builder follows ``drawn/__init__.py``: ``builder(L, name, acc, **style)`` -> parts.
"""

from __future__ import annotations

import math

from ..shapes import curve_path, tube
from .common import block, grip, plate, rounded_rect, transformed, turned

PICK_HANDLE = (132, 58, 176)  # a hoof pick's bright purple plastic handle
PICK_HOOK = (196, 200, 206)  # its bare steel hook
PICK_BRISTLE = (226, 196, 60)  # the stiff yellow bristles on its back
PICK_BACK = (40, 36, 44)  # the dark strip the bristles are set in


def hoof_pick(L, name, acc):
    """Hoof pick lying flat: a short chunky bright purple handle (wider than a quarter of its
    length) with a hanging hole at its butt, at its +x end a thick bare steel hook (as wide as
    a finger, a fifth of the handle's width at its point) that runs on past the handle and bends
    back sharply sideways into a blunt point, like a hooked finger, and along the handle's back,
    the side away from the hook, a strip of stiff yellow bristles (a mechanic's hook pick is a
    slim needle on a slim handle, a hay hook a long steel curve on a crossbar, a hoof knife a
    curled blade on a wooden handle)."""
    hw = L * 0.15  # the handle's half width: a chunky fist-filling grip
    th = L * 0.13
    x1 = L * 0.1  # the handle's front end
    parts = plate(rounded_rect(-L / 2, x1, -hw, hw, hw * 0.9), 0.0, th, PICK_HANDLE)
    parts += turned([(th - 0.0005, hw * 0.4), (th + L * 0.003, hw * 0.4)], 0.0, (24, 24, 26), 14, axis="z",
                    x=-L * 0.4)  # the hanging hole
    hook = [(x1 - L * 0.08, -hw * 0.3), (L * 0.33, -hw * 0.3), (L * 0.45, -L * 0.12), (L * 0.42, -L * 0.27),
            (L * 0.32, -L * 0.34)]
    pts = [(x, y) for x, y, _ in curve_path(hook, 0.0, 8)] + [hook[-1]]
    n = len(pts)
    half = [L * (0.075 - 0.03 * (i / (n - 1)) ** 2) for i in range(n)]
    parts.append((tube(pts, half, [h * 0.8 for h in half], z0=th * 0.1), PICK_HOOK))
    deep = L * (0.14 if "brush" in name else 0.1)  # how far the bristles stand out
    parts += block(-L * 0.38, x1 - L * 0.03, hw - L * 0.02, hw + L * 0.02, th * 0.1, th * 0.8, PICK_BACK)
    for i in range(11):  # the bristles, in close tufts standing out from the back
        x = -L * 0.37 + i * L * 0.044
        parts += block(x, x + L * 0.034, hw + L * 0.02, hw + deep, th * 0.15, th * 0.75, PICK_BRISTLE)
    return parts


CURRY_RUBBER = (190, 34, 44)  # a rubber curry comb's red rubber
CURRY_STEEL = (176, 180, 186)  # a metal curry comb's tinned steel blades
CURRY_FLOOR = (34, 30, 32)  # the black rubber pad's floor between the rings
CURRY_STRAP = (30, 30, 34)  # the black nylon hand strap


def curry_comb(L, name, acc):
    """Curry comb: rubber (``_rubber_curry``) or metal (``_metal_curry``)."""
    return _metal_curry(L) if "metal" in name else _rubber_curry(L)


def _stretched(parts, sx, sy):
    """The parts stretched about the origin by sx along x and sy along y."""
    return transformed(parts, [[sx, 0, 0, 0], [0, sy, 0, 0], [0, 0, 1, 0], [0, 0, 0, 1]])


def _rubber_curry(L):
    """An oval rubber curry comb lying teeth up, in bright red rubber: a thin black pad whose
    rim is a raised bright red band with short pointed teeth standing out all round it (a
    finely toothed oval outline), on it three concentric oval rings of tall red rubber teeth, each ring a
    serrated ridge of wide flat teeth with clear gaps, every ring's teeth in line with the next
    ring's, and a wide black nylon hand strap across the back whose looped ends stand out past
    both long sides (a sanding sponge or a pad is plain, a brush has a field of fine bristles,
    a coiled hose is one smooth spiral, a buffing wheel a round disc on an arbor)."""
    a, b = L / 2 * 0.94, L * 0.36  # the pad's half axes, inside the rim teeth
    n_rim = 48
    rim = []  # the rim: one red plate with a short tooth standing out from each section
    for i in range(n_rim):
        t0, tm = 2 * math.pi * i / n_rim, 2 * math.pi * (i + 0.5) / n_rim
        rim += [(a * math.cos(t0), b * math.sin(t0)),
                ((a + L * 0.03) * math.cos(tm), (b + L * 0.03) * math.sin(tm))]
    parts = plate(rim, 0.0, L * 0.06, CURRY_RUBBER)
    pad = turned([(L * 0.005, 0.9), (L * 0.065, 0.9)], 0.0, CURRY_FLOOR, 40, axis="z")  # the black pad
    parts += _stretched(pad, a, b)
    z0, z1 = L * 0.07, L * 0.17
    n = 20  # teeth to a ring, lined up ring to ring
    for frac, w in ((0.8, 0.065), (0.55, 0.045), (0.3, 0.026)):
        for i in range(n):
            ang = 2 * math.pi * (i + 0.5) / n
            x, y = a * frac * math.cos(ang), b * frac * math.sin(ang)
            tx, ty = -a * math.sin(ang), b * math.cos(ang)  # along the ring
            k = math.hypot(tx, ty)
            tx, ty = tx / k, ty / k
            hw, t = L * w / 2, L * 0.018  # a tooth's half length along the ring and its half thickness
            outline = [(x + tx * hw + ty * t, y + ty * hw - tx * t),
                       (x + tx * hw - ty * t, y + ty * hw + tx * t),
                       (x - tx * hw - ty * t, y - ty * hw + tx * t),
                       (x - tx * hw + ty * t, y - ty * hw - tx * t)]
            parts += plate(outline, z0 - L * 0.005, z1 - z0, CURRY_RUBBER)
    sw = L * 0.09  # the strap's half width
    reach = b + L * 0.16  # the strap's looped ends stand out past both long sides
    parts += block(-sw, sw, -reach, reach, -L * 0.004, L * 0.012, CURRY_STRAP)
    for s in (-1, 1):
        yb = s * (reach - L * 0.035)
        parts += block(-sw * 1.2, sw * 1.2, yb - L * 0.015, yb + L * 0.015, -L * 0.004, L * 0.022,
                       PICK_HOOK)  # the buckles
    return parts


def _metal_curry(L):
    """A rectangular steel back lying teeth up with five parallel rows of saw-toothed blades
    standing along it, the teeth dark in silhouette against the bright blades, and a turned
    wooden handle running on from the back's -x end (a rasp or a file is one long bar)."""
    x0, x1, hw = -L * 0.12, L / 2, L * 0.3
    parts = block(x0, x1, -hw, hw, 0.0, L * 0.015, CURRY_STEEL)
    rows = 5
    for j in range(rows):
        y = -hw * 0.85 + j * 1.7 * hw / (rows - 1)
        parts += block(x0 + L * 0.02, x1 - L * 0.02, y - L * 0.008, y + L * 0.008, L * 0.015, L * 0.1,
                       CURRY_STEEL)
        for i in range(11):
            x = x0 + L * 0.04 + i * (x1 - x0 - L * 0.08) / 10
            parts += block(x - L * 0.01, x + L * 0.01, y - L * 0.01, y + L * 0.01, L * 0.1, L * 0.125,
                           (70, 72, 78))
    parts += block(x0 - L * 0.05, x0, -L * 0.04, L * 0.04, 0.0, L * 0.06, CURRY_STEEL)  # the shank
    parts += grip(-L / 2, x0 - L * 0.05, L * 0.06, L * 0.06, "wood")
    return parts
