"""Pliers as a person sees them on a bench: two forged halves crossing at a riveted joint,
jaws a little open towards +x, bowed handles with rounded dipped grips spread towards -x;
each kind told apart by its jaws (locking pliers, fence pliers and the hoof nipper, told
apart by more than their jaws, are in ``pincers.py``).

Every builder follows ``drawn/__init__.py``: ``builder(L, name, acc, **style)`` -> parts.
"""

from __future__ import annotations

import math

from ..parts import cyl, frustum, ring
from ..shapes import tube
from .common import block, plate

GAP = 0.004  # the parting line between closed jaws, as a share of L
SLOT = (28, 28, 30)  # the dark slot of a slip joint
SERRATION = (40, 42, 46)  # the dark cross-cut teeth on a lineman's pliers' flat nose
BEVEL = (150, 154, 162)  # the ground bevel faces of diagonal cutters' jaws


def rotate(points, cx: float, cy: float, a: float) -> list[tuple[float, float]]:
    """Points turned by a (radians) about (cx, cy)."""
    c, s = math.cos(a), math.sin(a)
    return [(cx + (x - cx) * c - (y - cy) * s, cy + (x - cx) * s + (y - cy) * c) for x, y in points]


def band(path, half_width) -> list[tuple[float, float]]:
    """The outline of a flat strip of the given half-width(s) along a polyline."""
    n = len(path)
    w = half_width if isinstance(half_width, (list, tuple)) else [half_width] * n
    left, right = [], []
    for i, (x, y) in enumerate(path):
        x0, y0 = path[max(i - 1, 0)]
        x1, y1 = path[min(i + 1, n - 1)]
        dx, dy = x1 - x0, y1 - y0
        d = math.hypot(dx, dy) or 1.0
        nx, ny = -dy / d, dx / d
        left.append((x + nx * w[i], y + ny * w[i]))
        right.append((x - nx * w[i], y - ny * w[i]))
    return left + right[::-1]


def handle_path(L, xp, side, butt_y, n=9, start_y=0.02, bow=0.0) -> list[tuple[float, float]]:
    """The centre line of one handle from the joint (xp) to the butt (-L/2), on ``side``,
    bowed outwards and ending ``butt_y`` from the axis."""
    out = []
    for i in range(n + 1):
        f = i / n
        y = start_y * L + (butt_y - start_y * L) * (1.6 * f - 0.6 * f * f) + bow * L * math.sin(math.pi * f)
        out.append((xp - (xp + L / 2) * f, side * y))
    return out


def handle(L, pts, t, grip, from_f=0.3, width=0.045, shank=0.03, steel="dark_steel", flare=1.25) -> list:
    """One handle along ``pts``: a flat steel shank, and over its rear part a rounded dipped
    grip (``grip`` None: bare steel) that swells towards the butt and ends in a round cap."""
    n = len(pts) - 1
    parts = plate(
        band(pts, [L * shank * (1.6 - 0.7 * min(i / n, 0.5) * 2) for i in range(n + 1)]), 0.0, t, steel
    )
    if grip is None:
        return parts
    k = int(round(n * from_f))
    gp = pts[k:]
    m = len(gp) - 1
    ws = [L * width * (0.85 + (flare - 0.85) * (j / m) ** 0.7) for j in range(m + 1)]
    ws[0] = L * width * 1.05  # a thumb stop at the front of the grip
    hs = [w * 0.75 for w in ws]
    parts.append((tube(gp, ws, hs, 0.0, 12), grip))
    return parts


def pliers(L, name, acc, jaw="slip", grips=None, handle_share=0.68, open_deg=3.0, butt=0.085):
    """Pliers: slip (slip-joint: short broad jaws with a pipe grip and a slotted joint), lineman
    (lineman's pliers: a heavy head as wide as the grips are apart, ending square and flat in
    front, cross-serrated gripping jaws ahead of side cutters near the rivet), long
    (long-nose: long tapering jaws), round (round-nose: two smooth cones, a return spring),
    bent (bent-nose: the nose turned 45 degrees), diagonal (a short rounded head with bevelled
    side-cutting edges), stripper (straight jaws with a row of graded stripping holes),
    crimper (crimping dies marked red, blue and yellow), ratchet (ratcheting crimper: a deep
    die head with a ratchet wheel), tongue (tongue-and-groove: the head angled, a grooved
    slot), filter (oil filter pliers: big toothed jaws bent round a filter). Locking pliers,
    fence pliers and the hoof nipper are in ``pincers.py``. ``grips``: the dipped grips' colour
    (None: the accent; "bare": plain polished steel handles and jaws)."""
    grip = acc if grips is None else (None if grips == "bare" else grips)
    steel = "dark_steel" if grip is not None and jaw not in ("slip", "lineman") else "steel"
    t = L * 0.04
    xp = -L / 2 + L * handle_share
    jl = L / 2 - xp
    a = math.radians(open_deg)
    parts = []
    for s in (1, -1):
        jaw_pts = _jaw(jaw, L, xp, jl)
        jaw_pts = [(x, s * y) for x, y in jaw_pts]
        if jaw == "bent":
            jaw_pts = _bend(jaw_pts, xp + jl * 0.5, math.radians(45))
        hp = handle_path(L, xp, -s, L * butt, bow=0.012)
        half = plate(rotate(jaw_pts, xp, 0.0, s * a), 0.0 if s > 0 else t * 0.05, t, steel)
        thin = jaw == "slip"  # slip-joint pliers: thin dipped grips on bright steel
        from_f = 0.36 if thin else (0.18 if jaw == "lineman" else 0.28)  # lineman: grips near the head
        half += handle(
            L, rotate(hp, xp, 0.0, s * a), t * 0.8, grip, from_f=from_f, steel=steel,
            shank=0.03 if grip is not None else 0.036, width=0.03 if thin else 0.045,
            flare=1.0 if thin else 1.25,
        )
        parts += half
    parts += _joint(jaw, L, xp, t)
    parts += _details(jaw, L, xp, jl, t, s_open=a, acc=acc)
    return parts


def _jaw(kind, L, xp, jl) -> list[tuple[float, float]]:
    """The upper jaw's outline (y >= 0), from behind the joint to the tip and back along
    the parting line."""
    g = L * GAP / 2
    back = xp - L * 0.05
    if kind == "slip":  # short and broad: a wide rounded jaw, a round pipe grip behind flat serrated tips
        outer = [
            (back, L * 0.075),
            (xp + jl * 0.15, L * 0.1),
            (xp + jl * 0.45, L * 0.105),
            (xp + jl * 0.75, L * 0.09),
            (xp + jl * 0.93, L * 0.06),
            (xp + jl, L * 0.03),
            (xp + jl, g),
        ]
        inner = [
            (xp + jl * 0.62, g),
            (xp + jl * 0.52, L * 0.03),
            (xp + jl * 0.35, L * 0.042),
            (xp + jl * 0.17, L * 0.03),
            (xp + jl * 0.08, g),
            (back, g),
        ]
        return outer + inner
    if kind == "lineman":  # a heavy head, no wider than the closed grips, ending square and flat
        outer = [
            (back, L * 0.06),
            (xp + jl * 0.1, L * 0.064),
            (xp + jl * 0.4, L * 0.056),
            (xp + jl * 0.9, L * 0.054),
            (xp + jl * 0.97, L * 0.05),
            (xp + jl, L * 0.044),
            (xp + jl, g),
        ]
        inner = [(xp + jl * 0.36, g), (xp + jl * 0.31, L * 0.012), (xp + jl * 0.26, g), (back, g)]
        return outer + inner
    if kind in ("long", "bent"):
        outer = [
            (back, L * 0.045),
            (xp + jl * 0.1, L * 0.048),
            (xp + jl * 0.3, L * 0.03),
            (xp + jl * 0.97, L * 0.008),
            (xp + jl, g),
        ]
        inner = [(xp + jl * 0.2, g), (xp + jl * 0.12, L * 0.01), (xp + jl * 0.04, g), (back, g)]
        return outer + inner
    if kind == "round":  # the base of the jaw; the cones are added in _details
        return [
            (back, L * 0.045),
            (xp + jl * 0.08, L * 0.045),
            (xp + jl * 0.2, L * 0.028),
            (xp + jl * 0.2, g),
            (back, g),
        ]
    if kind == "diagonal":  # a short fat rounded head, widest ahead of the rivet, a blunt beak
        return [
            (back, L * 0.05),
            (xp + jl * 0.05, L * 0.08),
            (xp + jl * 0.3, L * 0.092),
            (xp + jl * 0.55, L * 0.085),
            (xp + jl * 0.75, L * 0.064),
            (xp + jl * 0.9, L * 0.036),
            (xp + jl * 0.98, L * 0.012),
            (xp + jl, g),
            (back, g),
        ]
    if kind in ("stripper", "crimper"):  # straight flat jaws; holes or dies along the parting line
        outer = [
            (back, L * 0.045),
            (xp + jl * 0.15, L * 0.05),
            (xp + jl * 0.85, L * 0.04),
            (xp + jl, L * 0.018),
            (xp + jl, g),
        ]
        inner = [(xp + jl * 0.92, g)]
        if kind == "stripper":
            for i in range(5):  # graded half-holes: round holes when the jaws close
                cx, r = xp + jl * (0.78 - 0.13 * i), L * (0.004 + 0.0018 * i)
                inner += (
                    [(cx + r, g)]
                    + [
                        (cx + r * math.cos(math.pi * j / 6), g + r * math.sin(math.pi * j / 6))
                        for j in range(1, 6)
                    ]
                    + [(cx - r, g)]
                )
        return outer + inner + [(back, g)]
    if kind == "ratchet":  # a deep head, three die cavities in the parting line
        outer = [
            (back, L * 0.06),
            (xp + jl * 0.3, L * 0.085),
            (xp + jl * 0.95, L * 0.06),
            (xp + jl, L * 0.03),
            (xp + jl, g),
        ]
        inner = []
        for i in range(3):
            cx, r = xp + jl * (0.82 - 0.22 * i), L * (0.012 + 0.004 * i)
            inner += [(cx + r, g), (cx + r * 0.6, g + r), (cx - r * 0.6, g + r), (cx - r, g)]
        return outer + inner + [(back, g)]
    if kind in ("tongue", "filter"):  # the jaws leave the joint at an angle (set in _details)
        return [(back, L * 0.055), (xp + L * 0.03, L * 0.06), (xp + L * 0.03, g), (back, g)]
    raise ValueError(f"no pliers jaw {kind!r}")


def _bend(points, xb, ang) -> list[tuple[float, float]]:
    """Points in front of xb turned by ang about (xb, 0): a bent nose."""
    out = []
    for x, y in points:
        out.append(rotate([(x, y)], xb, 0.0, ang)[0] if x > xb else (x, y))
    return out


def _joint(kind, L, xp, t) -> list:
    """The joint boss and its rivet (a slot for slip-joint pliers)."""
    if kind == "slip":  # a long boss with a big figure-eight slot, the rivet in its rear hole
        parts = plate(
            band([(xp - L * 0.065, 0.0), (xp + L * 0.065, 0.0)], L * 0.06), t * 0.95, t * 0.15, "steel"
        )
        r, d = L * 0.03, L * 0.028  # two overlapping holes: the joint's two positions
        eight = [(xp + d + r * math.cos(u), r * math.sin(u)) for u in
                 [math.radians(-140 + 280 * i / 14) for i in range(15)]]
        eight += [(xp - d - r * math.cos(u), -r * math.sin(u)) for u in
                  [math.radians(-140 + 280 * i / 14) for i in range(15)]]
        parts += plate(eight, t * 1.1, t * 0.04, SLOT)
        parts.append((cyl([xp - d, 0, t], [xp - d, 0, t * 1.3], L * 0.02, 14), "chrome"))
        return parts
    r = L * (0.05 if kind != "ratchet" else 0.065)
    parts = [(cyl([xp, 0, 0], [xp, 0, t * 1.1], r, 20), "dark_steel")]
    parts.append((cyl([xp, 0, t * 1.1], [xp, 0, t * 1.3], r * 0.4, 14), "chrome"))
    return parts


def _details(kind, L, xp, jl, t, s_open, acc) -> list:
    parts: list = []
    if kind == "round":  # two smooth cones
        for s in (1, -1):
            p0 = rotate([(xp + jl * 0.16, s * L * 0.032)], xp, 0.0, s * s_open)[0]
            p1 = rotate([(L / 2 - L * 0.006, s * L * 0.009)], xp, 0.0, s * s_open)[0]
            parts.append(
                (
                    frustum([p0[0], p0[1], t * 0.5], [p1[0], p1[1], t * 0.5], L * 0.031, L * 0.006, 18),
                    "chrome",
                )
            )  # fat smooth cones, round in section, standing apart to their round tips
            parts.append((cyl([p1[0], p1[1], t * 0.5 - L * 0.006], [p1[0], p1[1], t * 0.5 + L * 0.006],
                              L * 0.006, 10), "chrome"))
        # the return spring between the handles
        pts = [
            (xp - L * 0.1, L * 0.035),
            (xp - L * 0.2, L * 0.055),
            (xp - L * 0.3, 0.0),
            (xp - L * 0.2, -L * 0.055),
            (xp - L * 0.1, -L * 0.035),
        ]
        parts += plate(band(pts, L * 0.006), 0.0, t * 0.4, "chrome")
    elif kind == "diagonal":  # grey ground bevels: a lens along each jaw's edge, thin bright edges
        for s in (1, -1):
            lens = [(xp + jl * 0.2, s * L * 0.003), (xp + jl * 0.98, s * L * 0.002),
                    (xp + jl * 0.88, s * L * 0.03), (xp + jl * 0.7, s * L * 0.05),
                    (xp + jl * 0.45, s * L * 0.056), (xp + jl * 0.2, s * L * 0.045)]
            parts += plate(rotate(lens if s > 0 else lens[::-1], xp, 0.0, s * s_open), t * 1.01, t * 0.05,
                           BEVEL)
        for s in (1, -1):
            pts = rotate(
                [
                    (xp + jl * 0.2, s * L * 0.003),
                    (xp + jl * 0.97, s * L * 0.003),
                    (xp + jl * 0.9, s * L * 0.008),
                    (xp + jl * 0.2, s * L * 0.009),
                ],
                xp,
                0.0,
                s * s_open,
            )
            parts += plate(pts, t, t * 0.06, "chrome")
    elif kind == "lineman":  # dark cross serrations over the flat nose, bright bevels on the cutters
        for s in (1, -1):
            z = t * 1.06  # above both halves (the lower one sits a hair higher)
            for i in range(7):  # the teeth of the gripping jaws, along the parting line only
                x = xp + jl * (0.5 + 0.068 * i)
                pts = [(x, s * L * 0.004), (x + jl * 0.03, s * L * 0.004), (x + jl * 0.03, s * L * 0.022),
                       (x, s * L * 0.022)]
                parts += plate(rotate(pts, xp, 0.0, s * s_open), z, t * 0.05, SERRATION)
            pts = [(xp + jl * 0.08, s * L * 0.003), (xp + jl * 0.42, s * L * 0.003),
                   (xp + jl * 0.4, s * L * 0.03), (xp + jl * 0.08, s * L * 0.036)]
            parts += plate(rotate(pts, xp, 0.0, s * s_open), z, t * 0.06, "chrome")
    elif kind == "crimper":  # colour-coded die marks
        for i, col in enumerate(((200, 30, 30), (30, 80, 200), (230, 190, 20))):
            x = xp + jl * (0.35 + 0.2 * i)
            for s in (1, -1):
                c = rotate([(x, s * L * 0.02)], xp, 0.0, s * s_open)[0]
                parts.append((cyl([c[0], c[1], t], [c[0], c[1], t * 1.12], L * 0.011, 12), col))
    elif kind == "stripper":  # gauge marks by the holes
        for i in range(5):
            c = rotate([(xp + jl * (0.78 - 0.13 * i), L * 0.03)], xp, 0.0, s_open)[0]
            parts += block(
                c[0] - L * 0.003, c[0] + L * 0.003, c[1] - L * 0.008, c[1] + L * 0.008, t, t * 1.08, "white"
            )
    elif kind == "ratchet":  # the ratchet wheel behind the die head, the dies in colour
        parts.append((ring([xp - L * 0.07, 0, t * 0.5], L * 0.045, L * 0.02, t * 1.3), "steel"))
        for i, col in enumerate(((230, 190, 20), (30, 80, 200), (200, 30, 30))):
            c = rotate([(xp + jl * (0.82 - 0.22 * i), L * 0.045)], xp, 0.0, s_open)[0]
            parts.append((cyl([c[0], c[1], t], [c[0], c[1], t * 1.12], L * 0.01, 12), col))
    elif kind in ("tongue", "filter"):
        parts += _angled_jaws(kind, L, xp, t, s_open)
    return parts


def _angled_jaws(kind, L, xp, t, s_open) -> list:
    """Tongue-and-groove and oil filter pliers: the head set at an angle to the handles and a
    grooved channel joint (raised ribs across the upper handle behind the rivet). Tongue:
    two long thick jaws at 45 degrees, the upper one longer and hooked over the lower like a
    beak. Filter: two big toothed arcs round an opening as wide as a filter, open at the front
    (a closed ring reads as end-cutting nippers)."""
    parts = []
    if kind == "tongue":
        ang = math.radians(45)
        for s, jl, w in ((1, L * 0.27, L * 0.075), (-1, L * 0.2, L * 0.07)):
            g = L * 0.018  # half the gap between the jaws
            pts = [
                (-L * 0.03, s * g),
                (jl * 0.55, s * g),
                (jl * 0.56, s * (g - L * 0.006)),
                (jl * 0.7, s * g),
                (jl * 0.71, s * (g - L * 0.006)),
                (jl * 0.85, s * g),
                (jl, s * g),
            ]
            if s > 0:  # the beak: the upper jaw's tip turns in across the gap
                pts += [(jl * 1.05, -L * 0.01), (jl * 1.12, L * 0.01), (jl * 1.08, w * 0.8)]
            else:
                pts += [(jl * 1.04, s * w * 0.6)]
            pts += [(jl * 0.8, s * w), (-L * 0.03, s * w)]
            pts = pts if s > 0 else pts[::-1]
            parts += plate(
                rotate([(xp + x, y) for x, y in pts], xp, 0.0, ang + s * s_open * 0.5), 0.0, t, "dark_steel"
            )
    else:
        R, w = L * 0.2, L * 0.03
        ang = math.radians(8)
        cx = xp + L * 0.02 + R
        tip = 0.55  # the jaws stop this far (radians) either side of the front: the opening
        for s in (1, -1):
            us = [math.pi - (math.pi - 0.15 - tip) * i / 24 - 0.15 for i in range(25)]
            outer = [(cx + (R + w) * math.cos(u), s * (R + w) * math.sin(u)) for u in us]
            inner = []
            for i, u in enumerate(us[::-1]):
                r = R - (L * 0.02 if i % 2 else 0.0)
                inner.append((cx + r * math.cos(u), s * r * math.sin(u)))
            pts = [(xp - L * 0.05, s * L * 0.055)] + outer + inner + [(xp - L * 0.05, s * L * 0.004)]
            if s < 0:
                pts.reverse()
            parts += plate(rotate(pts, xp, 0.0, ang + s * s_open * 0.5), 0.0, t, "dark_steel")
    # the tongue-and-groove channel on the upper half
    for i in range(5):
        x = xp - L * 0.05 + i * L * 0.02
        parts += block(x, x + L * 0.009, -L * 0.035, L * 0.035, t * 1.05, t * 1.25, "steel")
    return parts
