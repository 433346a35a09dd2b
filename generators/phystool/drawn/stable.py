"""Horse-care hand tools, lying flat: the hoof pick (a stubby bright plastic handle ending in a
thick steel hook bent back across its end) and the curry comb (an oval rubber pad showing its
rings of stubby teeth, or a steel back with rows of toothed blades on a wooden handle).

Every builder follows ``drawn/__init__.py``: ``builder(L, name, acc, **style)`` -> parts.
"""

from __future__ import annotations

import math

from ..shapes import curve_path, tube
from .common import block, grip, plate, rounded_rect, transformed, turned

PICK_HANDLE = (132, 58, 176)  # a hoof pick's bright purple plastic handle
PICK_HOOK = (196, 200, 206)  # its bare steel hook
PICK_BRISTLE = (226, 196, 60)  # a brush-backed pick's stiff yellow bristles


def hoof_pick(L, name, acc):
    """Hoof pick lying flat: a short chunky bright purple handle (wider than a quarter of its
    length) with a hanging hole at its butt,
    and at its +x end a thick bare steel hook that runs on past the handle and bends back
    sharply sideways into a blunt point, like a hooked finger; a brush-backed pick carries a
    strip of stiff yellow bristles along the handle's back, the side away from the hook (a hay
    hook is a long steel curve on a crossbar, a hoof knife a curled blade on a wooden handle)."""
    hw = L * 0.145  # the handle's half width: a chunky fist-filling grip
    th = L * 0.13
    x1 = L * 0.12  # the handle's front end
    parts = plate(rounded_rect(-L / 2, x1, -hw, hw, hw * 0.9), 0.0, th, PICK_HANDLE)
    parts += turned([(th - 0.0005, hw * 0.4), (th + L * 0.003, hw * 0.4)], 0.0, (24, 24, 26), 14, axis="z",
                    x=-L * 0.4)  # the hanging hole
    hook = [(x1 - L * 0.08, 0.0), (L * 0.36, 0.0), (L * 0.47, -L * 0.09), (L * 0.44, -L * 0.23),
            (L * 0.36, -L * 0.31)]
    pts = [(x, y) for x, y, _ in curve_path(hook, 0.0, 8)] + [hook[-1]]
    n = len(pts)
    half = [L * (0.06 - 0.035 * (i / (n - 1)) ** 2) for i in range(n)]
    parts.append((tube(pts, half, [h * 0.8 for h in half], z0=th * 0.15), PICK_HOOK))
    if "brush" in name:
        parts += block(-L * 0.36, x1 - L * 0.04, hw, hw + L * 0.11, th * 0.15, th * 0.85, PICK_BRISTLE)
    return parts


CURRY_RUBBER = (190, 34, 44)  # a rubber curry comb's red rubber
CURRY_STEEL = (176, 180, 186)  # a metal curry comb's tinned steel blades
CURRY_FLOOR = (120, 20, 28)  # the rubber pad's floor between the rings, in shadow
CURRY_STRAP = (30, 30, 34)  # the black nylon hand strap


def curry_comb(L, name, acc):
    """Curry comb: rubber (``_rubber_curry``) or metal (``_metal_curry``)."""
    return _metal_curry(L) if "metal" in name else _rubber_curry(L)


def _stretched(parts, sx, sy):
    """The parts stretched about the origin by sx along x and sy along y."""
    return transformed(parts, [[sx, 0, 0, 0], [0, sy, 0, 0], [0, 0, 1, 0], [0, 0, 0, 1]])


def _rubber_curry(L):
    """An oval rubber curry comb lying teeth up: a thin pad in shadowed dark red, on it three
    concentric oval rings of tall bright red rubber teeth, each ring a serrated ridge of close
    flat-sided teeth, and a black nylon hand strap across the back whose buckled ends stick out
    past both long sides (a sanding sponge or a pad is plain, a brush has a field of fine
    bristles, a wire brush a handle)."""
    a, b = L / 2, L * 0.38  # the oval's half axes
    base = turned([(0.0, 1.0), (L * 0.05, 1.0)], 0.0, CURRY_FLOOR, 32, axis="z")
    parts = _stretched(base, a, b)
    z0, z1 = L * 0.05, L * 0.15
    for frac, n in ((0.9, 30), (0.62, 22), (0.34, 12)):
        for i in range(n):
            ang = 2 * math.pi * i / n
            x, y = a * frac * math.cos(ang), b * frac * math.sin(ang)
            tx, ty = -a * math.sin(ang), b * math.cos(ang)  # along the ring
            k = math.hypot(tx, ty)
            tx, ty = tx / k, ty / k
            w, t = L * 0.04, L * 0.012  # a tooth's length along the ring and its thickness
            outline = [(x + tx * w / 2 + ty * t, y + ty * w / 2 - tx * t),
                       (x + tx * w / 2 - ty * t, y + ty * w / 2 + tx * t),
                       (x - tx * w / 2 - ty * t, y - ty * w / 2 + tx * t),
                       (x - tx * w / 2 + ty * t, y - ty * w / 2 - tx * t)]
            parts += plate(outline, z0 - L * 0.005, z1 - z0, CURRY_RUBBER)
    sw = L * 0.07  # the strap's half width
    parts += block(-sw, sw, -b - L * 0.07, b + L * 0.07, -L * 0.004, L * 0.012, CURRY_STRAP)
    parts += block(-sw * 1.25, sw * 1.25, b + L * 0.04, b + L * 0.07, -L * 0.004, L * 0.02, PICK_HOOK)
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
