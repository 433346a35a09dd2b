"""Two arms on a pivot: pliers, cutters, crimpers and strippers, snips and shears, loppers,
scissors; lying flat, jaws towards +x, handles spread towards -x.

Every builder follows ``drawn/__init__.py``: ``builder(L, name, acc, **style)`` -> parts.
"""

from __future__ import annotations

import math

from ..parts import ring
from .common import bar, block, mirror_y, plate, turned


def _handles(L, x_piv, spread, w, t, z, grip_mat, steel="dark_steel", curve=0.0, sleeve=0.62, thick=1.5):
    """Two handles from the pivot to the butt, each a steel strip with a dipped grip sleeve."""
    parts = []
    for s in (1, -1):
        pts = []
        n = 6
        for i in range(n + 1):
            f = i / n
            x = x_piv - (x_piv + L / 2) * f
            y = s * (w * 0.6 + spread * f + curve * math.sin(math.pi * f))
            pts.append((x, y))
        up = [(x, y + w / 2) for x, y in pts]
        dn = [(x, y - w / 2) for x, y in reversed(pts)]
        parts += plate(up + dn, z, t, steel)
        k = int(n * (1 - sleeve))
        gu = [(x, y + w * 0.75) for x, y in pts[k:]]
        gd = [(x, y - w * 0.75) for x, y in reversed(pts[k:])]
        if grip_mat is not None:
            parts += plate(gu + gd, z - t * (thick - 1) / 2, t * thick, grip_mat)
    return parts


def pliers(L, name, acc, jaw="slip", grips=None, handle=0.62, spread=0.11):
    """Pliers: jaw = slip (short broad), long (long-nose), round, bent, diagonal, stripper
    (notched straight jaws), crimper (coloured dies), tongue (angled, long handles), locking,
    fence (hammer face and hook), filter (big round jaws), nipper (round pincers)."""
    t = L * 0.035
    z = 0.0
    x_piv = -L / 2 + L * handle
    grip = grips if grips is not None else acc
    parts = _handles(
        L, x_piv, L * spread, L * 0.045, t, z, grip, curve=L * (0.03 if jaw == "tongue" else 0.0)
    )
    parts.append((ring([x_piv, 0, t * 0.5], L * 0.045, L * 0.012, t * 1.6), "steel"))
    jl = L / 2 - x_piv
    if jaw == "slip":
        half = [
            (x_piv, L * 0.06),
            (x_piv + jl * 0.5, L * 0.05),
            (x_piv + jl * 0.85, L * 0.04),
            (L / 2, L * 0.02),
        ]
    elif jaw == "long":
        half = [(x_piv, L * 0.05), (x_piv + jl * 0.3, L * 0.03), (L / 2, L * 0.006)]
    elif jaw == "round":
        half = [(x_piv, L * 0.05), (x_piv + jl * 0.25, L * 0.028)]
    elif jaw == "bent":
        half = [(x_piv, L * 0.05), (x_piv + jl * 0.45, L * 0.025)]
    elif jaw == "diagonal":
        half = [(x_piv, L * 0.075), (x_piv + jl * 0.4, L * 0.07), (L / 2, L * 0.012)]
    elif jaw == "stripper":
        half = [(x_piv, L * 0.05), (L / 2, L * 0.035)]
    elif jaw == "crimper":
        half = [(x_piv, L * 0.055), (x_piv + jl * 0.3, L * 0.05), (L / 2, L * 0.04)]
    elif jaw == "tongue":  # the head set at an angle to the handles
        half = [(x_piv, L * 0.06), (x_piv + L * 0.02, L * 0.05)]
    elif jaw == "locking":
        half = [(x_piv, L * 0.065), (x_piv + jl * 0.5, L * 0.055), (L / 2, L * 0.025)]
    elif jaw == "fence":
        half = [(x_piv, L * 0.08), (L / 2, L * 0.06)]
    else:  # filter, nipper
        half = [(x_piv, L * 0.05)]
    if jaw in ("filter", "nipper"):
        R = L * (0.13 if jaw == "filter" else 0.09)
        cx = L / 2 - R
        for s in (1, -1):
            outer = [
                (cx + R * math.cos(a), s * (L * 0.01 + R * math.sin(a)))
                for a in [math.pi * (1 - i / 10) for i in range(11)]
            ]
            inner = [
                (cx + R * 0.72 * math.cos(a), s * (L * 0.01 + R * 0.72 * math.sin(a)))
                for a in [math.pi * (i / 10) for i in range(11)]
            ]
            outline = [(x_piv, s * L * 0.045)] + outer + inner + [(x_piv, s * L * 0.005)]
            parts += plate(outline if s > 0 else list(reversed(outline)), z, t * 1.2, "dark_steel")
        return parts
    if jaw == "bent":
        parts += plate(mirror_y(half), z, t, "dark_steel")
        bx, by = x_piv + jl * 0.45, 0.0
        ang = math.radians(40)
        rest = jl * 0.6
        ex, ey = bx + rest * math.cos(ang), by + rest * math.sin(ang)
        w0, w1 = L * 0.025, L * 0.006
        nx, ny = -math.sin(ang), math.cos(ang)
        parts += plate(
            [
                (bx - nx * w0, by - ny * w0 - L * 0.01),
                (ex - nx * w1, ey - ny * w1),
                (ex + nx * w1, ey + ny * w1),
                (bx + nx * w0, by + ny * w0),
            ],
            z,
            t,
            "dark_steel",
        )
        return parts
    if jaw == "round":
        parts += plate(mirror_y(half), z, t, "dark_steel")
        for s in (1, -1):
            parts += bar(
                [x_piv + jl * 0.25, s * L * 0.014, t * 0.6],
                [L / 2, s * L * 0.006, t * 0.6],
                L * 0.014,
                "chrome",
                10,
            )
        return parts
    parts += plate(
        mirror_y(half), z, t * (1.15 if jaw in ("fence", "tongue", "locking") else 1.0), "dark_steel"
    )
    if jaw == "stripper":
        for i in range(5):
            x = x_piv + jl * (0.3 + 0.13 * i)
            parts += block(x - L * 0.006, x + L * 0.006, -L * 0.003, L * 0.003, t, t * 1.05, "black_plastic")
    if jaw == "crimper":
        for i, col in enumerate(((200, 30, 30), (30, 80, 200), (230, 190, 20))):
            x = x_piv + jl * (0.35 + 0.2 * i)
            parts += block(x - L * 0.012, x + L * 0.012, -L * 0.03, L * 0.03, t, t * 1.15, col)
    if jaw == "tongue":
        parts += block(x_piv - L * 0.06, x_piv + L * 0.02, L * 0.03, L * 0.07, t, t * 1.3, "dark_steel")
        ang = math.radians(40)
        ca, sa = math.cos(ang), math.sin(ang)
        for s, w0, z0 in ((1, L * 0.05, 0.0), (-1, L * 0.045, t * 0.6)):
            pts = [
                (0.0, -w0 / 2),
                (jl * 1.15, -w0 * 0.35),
                (jl * 1.2, w0 * 0.1),
                (jl * 1.1, w0 / 2),
                (0.0, w0 / 2),
            ]
            off = s * L * 0.02
            rot = [(x_piv + x * ca - (y + off) * sa, x * sa + (y + off) * ca) for x, y in pts]
            parts += plate(rot, z0, t * 1.1, "dark_steel")
    if jaw == "locking":
        parts += turned(
            [(-L / 2 - L * 0.08, L * 0.025), (-L / 2 + L * 0.02, L * 0.02)], t * 0.9, "chrome", 12, y=L * 0.17
        )
        parts += plate(
            [
                (x_piv - L * 0.05, -L * 0.08),
                (-L / 2 + L * 0.1, -L * 0.15),
                (-L / 2 + L * 0.1, -L * 0.12),
                (x_piv - L * 0.05, -L * 0.05),
            ],
            t,
            t * 0.6,
            "chrome",
        )
    if jaw == "fence":
        parts += turned(
            [(0.0, L * 0.035), (L * 0.09, L * 0.035)], t * 0.6, "dark_steel", 12, axis="y", x=L / 2 - L * 0.03
        )
        parts += plate(
            [(L / 2 - L * 0.06, -L * 0.05), (L / 2, -L * 0.05), (L / 2 - L * 0.03, -L * 0.16)],
            z,
            t,
            "dark_steel",
        )
    return parts


def auto_stripper(L, name, acc):
    """Self-adjusting (automatic) wire stripper: a boxy head holding a gripping jaw and a
    stripping jaw side by side, a straight lower handle and a curved upper lever."""
    t = L * 0.06
    hx = L / 2 - L * 0.16
    parts = plate(
        [(-L / 2, -L * 0.04), (hx, -L * 0.06), (hx, L * 0.01), (-L / 2, -L * 0.005)], 0.0, t, (236, 190, 30)
    )
    parts += plate(
        [
            (-L / 2 + L * 0.05, L * 0.1),
            (-L * 0.1, L * 0.14),
            (hx - L * 0.05, L * 0.05),
            (hx - L * 0.05, L * 0.02),
            (-L * 0.1, L * 0.1),
            (-L / 2 + L * 0.05, L * 0.06),
        ],
        t * 0.2,
        t * 0.7,
        (30, 30, 30),
    )
    parts += block(hx - L * 0.02, L / 2, -L * 0.09, L * 0.02, 0.0, t * 1.3, (30, 30, 30))
    parts += block(hx, L / 2, L * 0.02, L * 0.1, 0.0, t * 1.3, (236, 190, 30))
    parts += block(L / 2 - L * 0.02, L / 2 + L * 0.002, -L * 0.08, L * 0.09, t * 0.2, t * 1.1, "steel")
    return parts


def snips(L, name, acc, kind="aviation"):
    """Aviation snips (short compound jaws, colour-coded grips: red left, green right,
    yellow straight), tin snips (long straight blades, bare handles), cable cutters (long
    handles, curved hooked blades), ratcheting cable cutters, hydraulic crimper (a ram head and
    long handles), hedge shears (long straight blades), pruning shears (a curved bypass
    blade, red grips), livestock hoof trimmer (short stout blades, orange grips), grape snips
    (a spring between short grips), timber tongs (two curved hooks), loppers (long handles,
    a hooked bypass head)."""
    t = L * 0.03
    if kind == "aviation":
        col = {"left": (200, 30, 30), "right": (40, 140, 60)}.get(
            next((k for k in ("left", "right") if k in name), ""), (230, 190, 20)
        )
        parts = _handles(L, -L / 2 + L * 0.6, L * 0.1, L * 0.05, t, 0.0, col, sleeve=0.8, thick=1.8)
        parts += plate(
            mirror_y([(-L / 2 + L * 0.6, L * 0.07), (L / 2 - L * 0.12, L * 0.04), (L / 2, L * 0.005)]),
            0.0,
            t * 1.3,
            "dark_steel",
        )
        parts.append((ring([-L / 2 + L * 0.6, 0, t * 0.6], L * 0.04, L * 0.012, t * 1.8), "steel"))
        return parts
    if kind == "tin":
        parts = _handles(L, -L / 2 + L * 0.55, L * 0.06, L * 0.035, t, 0.0, None, steel="steel")
        parts += plate(mirror_y([(-L / 2 + L * 0.55, L * 0.05), (L / 2, L * 0.012)]), 0.0, t, "steel")
        for s in (1, -1):
            parts += [(ring([-L / 2 + L * 0.03, s * L * 0.065, t * 0.5], L * 0.035, L * 0.022, t), "steel")]
        return parts
    if kind in ("cable", "ratchet_cable", "hydraulic"):
        x_piv = L / 2 - L * (0.2 if kind == "cable" else 0.25)
        grip = {"cable": acc, "ratchet_cable": (200, 30, 30), "hydraulic": (200, 30, 30)}[kind]
        parts = _handles(L, x_piv, L * 0.05, L * 0.03, t, 0.0, grip, sleeve=0.45, thick=1.6)
        if kind == "hydraulic":
            parts += turned([(x_piv - L * 0.1, L * 0.05), (L / 2 - L * 0.06, L * 0.05)], L * 0.05, "red", 16)
            parts += block(L / 2 - L * 0.08, L / 2, -L * 0.07, L * 0.07, 0.0, L * 0.09, "dark_steel")
            return parts
        R = L * 0.11
        cx = x_piv + R
        for s in (1, -1):
            pts = [(x_piv, s * L * 0.02)] + [
                (cx + R * math.cos(a), s * R * math.sin(a) * 0.9)
                for a in [math.pi * (1 - i / 8) for i in range(9)][1:]
            ]
            pts += [(cx + R * 0.3, s * L * 0.005)]
            if s < 0:
                pts.reverse()
            parts += plate(pts, 0.0, t * 1.3, "dark_steel")
        if kind == "ratchet_cable":
            parts.append((ring([x_piv - L * 0.02, 0, t * 0.6], L * 0.05, L * 0.02, t * 1.6), "grey"))
        return parts
    if kind == "hedge":
        x_piv = -L / 2 + L * 0.42
        parts = _handles(L, x_piv, L * 0.05, L * 0.03, t, 0.0, "wood", sleeve=0.85, thick=1.8)
        for s, off in ((1, 0.006), (-1, -0.006)):
            parts += plate(
                [
                    (x_piv, off),
                    (L / 2, off + s * L * 0.005),
                    (L / 2 - L * 0.03, off + s * L * 0.035),
                    (x_piv, off + s * L * 0.05),
                ],
                0.0 if s > 0 else t * 0.5,
                t * 0.5,
                "steel",
            )
        return parts
    if kind == "pruning":
        x_piv = L / 2 - L * 0.32
        parts = _handles(
            L, x_piv, L * 0.1, L * 0.07, t * 1.3, 0.0, (200, 30, 30), curve=L * 0.03, sleeve=0.9, thick=1.4
        )
        R = L * 0.2
        parts += plate(
            [(x_piv, L * 0.04)]
            + [
                (x_piv + R * math.sin(a), L * 0.04 - R * (1 - math.cos(a)) * 0.5 + L * 0.03 * math.sin(a))
                for a in [i * 0.25 for i in range(1, 7)]
            ]
            + [(x_piv + R * 0.9, -L * 0.0), (x_piv, -L * 0.01)],
            0.0,
            t,
            "chrome",
        )
        parts += plate(
            [
                (x_piv, -L * 0.02),
                (x_piv + R * 0.8, -L * 0.015),
                (x_piv + R * 0.75, L * 0.02),
                (x_piv, -L * 0.0),
            ],
            t,
            t,
            "dark_steel",
        )
        parts.append((ring([x_piv, 0, t * 1.0], L * 0.035, L * 0.012, t * 2.2), "steel"))
        return parts
    if kind == "hoof":
        x_piv = L / 2 - L * 0.28
        parts = _handles(L, x_piv, L * 0.09, L * 0.05, t, 0.0, (236, 120, 30), sleeve=0.7, thick=1.6)
        parts += plate(
            mirror_y([(x_piv, L * 0.05), (L / 2 - L * 0.05, L * 0.035), (L / 2, L * 0.005)]),
            0.0,
            t * 1.4,
            "steel",
        )
        return parts
    if kind == "grape":
        parts = _handles(L, -L / 2 + L * 0.55, L * 0.07, L * 0.06, t * 1.4, 0.0, (40, 140, 60), sleeve=0.95)
        parts += plate(mirror_y([(-L / 2 + L * 0.55, L * 0.03), (L / 2, L * 0.004)]), 0.0, t, "chrome")
        parts += [(ring([-L / 2 + L * 0.15, 0, t], L * 0.05, L * 0.04, t * 0.5), "steel")]
        return parts
    if kind == "tongs":
        parts = _handles(L, L * 0.05, L * 0.12, L * 0.04, t * 1.5, 0.0, "rubber", sleeve=0.25)
        for s in (1, -1):
            pts = [
                (
                    L * 0.05 + L * 0.45 * math.sin(a),
                    s * (L * 0.02 + L * 0.22 * math.sin(a * 0.9) - L * 0.18 * (1 - math.cos(a))),
                )
                for a in [i * 0.16 for i in range(12)]
            ]
            parts += _curved(pts, L * 0.018, t, "dark_steel")
        return parts
    # loppers
    x_piv = L / 2 - L * 0.16
    parts = _handles(L, x_piv, L * 0.07, L * 0.03, t, 0.0, acc, sleeve=0.35, thick=1.8)
    parts += plate(
        [
            (x_piv, L * 0.03),
            (x_piv + L * 0.08, L * 0.06),
            (L / 2, L * 0.03),
            (L / 2 - L * 0.01, 0.0),
            (x_piv, -L * 0.01),
        ],
        0.0,
        t,
        "chrome",
    )
    parts += plate(
        [
            (x_piv, -L * 0.03),
            (L / 2 - L * 0.03, -L * 0.045),
            (L / 2 - L * 0.06, -L * 0.005),
            (x_piv, L * 0.005),
        ],
        t,
        t,
        "dark_steel",
    )
    return parts


def _curved(points, r, z, mat):
    from .common import path

    return path([(x, y, z + r) for x, y in points], r, mat)


def scissors(L, name, acc, kind="household"):
    """Scissors: household (large plastic loops), bandage (angled, a blunt knob on the lower
    blade), trauma shears (bent, big plastic grips), dressing (straight, wide blades with round
    blunt noses), iris (long rings, short fine blades curving up to sharp points), suture (a
    hook and notch at the tip of the lower blade)."""
    t = L * 0.025
    medical = kind in ("bandage", "dressing", "iris", "suture")
    loop = "chrome" if medical else acc
    rr = L * (0.12 if not medical else 0.1)
    x_piv = -L / 2 + L * {"trauma": 0.55, "iris": 0.6}.get(kind, 0.45)
    parts = []
    for s in (1, -1):
        cx, cy = -L / 2 + rr, s * L * 0.1
        if kind in ("household", "trauma"):
            outline = [
                (cx + rr * 1.2 * math.cos(a), cy + rr * math.sin(a))
                for a in [2 * math.pi * i / 16 for i in range(16)]
            ]
            parts += plate(outline, 0.0, t * 1.4, loop)
            parts += plate(
                [
                    (cx + rr * 0.8, cy - s * rr * 0.3),
                    (x_piv, s * L * 0.02),
                    (x_piv, s * L * 0.005),
                    (cx + rr * 0.9, cy - s * rr * 0.9),
                ][::s],
                0.0,
                t * 1.2,
                loop,
            )
        else:
            parts.append((ring([cx, cy, t * 0.5], rr, rr * 0.68, t), loop))
            parts += bar(
                [cx + rr * 0.9, cy - s * rr * 0.2, t * 0.5],
                [x_piv, s * L * 0.01, t * 0.5],
                L * 0.015,
                "chrome",
                8,
            )
    bl = L / 2 - x_piv
    angle = 0.35 if kind in ("bandage", "trauma") else 0.0
    ca, sa = math.cos(angle), math.sin(angle)

    def rot(pts):
        return [(x_piv + (x - x_piv) * ca - y * sa, (x - x_piv) * sa + y * ca) for x, y in pts]

    w = L * {"household": 0.06, "trauma": 0.06, "dressing": 0.045, "iris": 0.022}.get(kind, 0.035)
    tipw = {"iris": 0.0015, "household": 0.006}.get(kind, 0.004)
    for s, z0 in ((1, 0.0), (-1, t * 0.9)):
        pts = [(x_piv, 0.0), (x_piv, s * w), (x_piv + bl * 0.7, s * w * 0.6), (L / 2, s * tipw)]
        if kind == "dressing":  # blunt: both blades end in a round nose
            r = w * 0.32
            pts = [(x_piv, 0.0), (x_piv, s * w), (x_piv + bl * 0.5, s * w * 0.8)] + [
                (L / 2 - r + r * math.cos(a), s * r * (1 + math.sin(a)))
                for a in [math.pi / 2 - math.pi * i / 8 for i in range(9)]]
        elif kind == "iris":  # fine, sharp and curved up at the tips
            pts = [(x_piv, 0.0), (x_piv, s * w)] + [
                (x_piv + bl * u, s * w * (1 - u) * 0.9 + L * 0.05 * u ** 2) for u in (0.35, 0.7, 1.0)
            ] + [(x_piv + bl * u, L * 0.05 * u ** 2 - s * L * 0.002) for u in (0.7, 0.35)]
        elif kind == "suture" and s < 0:  # the lower blade ends in a hook with a notch behind it
            pts = [(x_piv, 0.0), (x_piv, -w), (x_piv + bl * 0.7, -w * 0.6), (L / 2, -w * 0.45),
                   (L / 2 + L * 0.015, 0.0), (L / 2 - bl * 0.08, -w * 0.15),
                   (L / 2 - bl * 0.18, -w * 0.6), (L / 2 - bl * 0.3, 0.0)]
        pts = pts if s > 0 else list(reversed(pts))
        parts += plate(rot(pts), z0, t * 0.9, "chrome")
    if kind == "bandage":
        tip = rot([(L / 2, -tipw)])[0]
        parts += turned(
            [(0, L * 0.012), (t * 1.5, L * 0.012)], 0.0, "chrome", 12, axis="z", x=tip[0], y=tip[1]
        )
    parts.append((ring([x_piv, 0, t], L * 0.02, L * 0.006, t * 2.2), "steel"))
    return parts
