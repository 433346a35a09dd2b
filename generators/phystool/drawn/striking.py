"""Hammers, mallets, axes and mauls, lying on their side as they rest on a bench: the handle
along +x, the head across it at the +x end, its side profile (face, claw, peen, blade) seen
from above.

Every builder follows ``drawn/__init__.py``: ``builder(L, name, acc, **style)`` -> parts.
"""

from __future__ import annotations

import math

from .common import grip, mirror_y, plate, turned


def _handle(L, x_end, r, kind, acc):
    """Handle from the butt (-L/2) to x_end: wood, or fiberglass/steel with a rubber grip."""
    z = r
    if kind == "wood":
        return turned(
            [
                (-L / 2, r * 1.05),
                (-L / 2 + 0.25 * L, r * 1.2),
                (x_end - 0.25 * L, r * 0.95),
                (x_end, r * 1.05),
            ],
            z,
            "wood",
            sections=12,
        )
    if kind == "hickory":
        return turned(
            [(-L / 2, r * 1.15), (-L / 2 + 0.15 * L, r * 1.25), (x_end - 0.3 * L, r * 0.9), (x_end, r * 1.1)],
            z,
            "wood",
            sections=12,
        )
    shaft = "fiberglass" if kind == "fiberglass" else "chrome"
    g = L * 0.38
    return turned(
        [(-L / 2 + g, r * 0.9), (x_end, r * 0.9)], z, acc if kind == "fiberglass" else shaft, 12
    ) + grip(-L / 2, -L / 2 + g, r * 1.25, z, "rubber")


def hammer(L, name, acc, head="claw", handle="fiberglass", head_len=0.42, face_r=0.045, handle_r=0.042):
    """Claw (a claw curving back to the handle), framing (``rip``: a long, nearly straight
    claw, longer than the face side, on a long handle), ball-peen, pin (a tiny cross-peen
    head on a slim handle), tack and brass hammers."""
    r = L * handle_r
    hw = L * 0.085 * handle_r / 0.042  # head width along x (seen from above), with the handle
    hx = L / 2 - hw / 2
    zc = r
    t = L * 0.075 * handle_r / 0.042  # head thickness (vertical, as it lies on its side)
    hl = L * head_len  # head length across y
    parts = _handle(L, hx, r, handle, acc)
    fr = L * face_r
    steel = "brass" if head == "brass" else "dark_steel"
    # eye block across the handle end
    parts += plate(
        [
            (hx - hw / 2, -hw * 0.45),
            (hx + hw / 2, -hw * 0.45),
            (hx + hw / 2, hw * 0.45),
            (hx - hw / 2, hw * 0.45),
        ],
        zc - t / 2,
        t,
        steel,
    )
    if head == "brass":
        return parts + turned(
            [(-hl / 2, fr * 1.1), (-hl / 2 + 0.01, fr * 1.2), (hl / 2 - 0.01, fr * 1.2), (hl / 2, fr * 1.1)],
            zc,
            "brass",
            axis="y",
            x=hx,
        )
    # striking face on +y: a neck and a round face
    parts += turned(
        [(hw * 0.4, fr * 0.75), (hl * 0.42, fr * 0.8), (hl * 0.5, fr * 1.05), (hl * 0.58, fr * 1.05)],
        zc,
        "chrome",
        axis="y",
        x=hx,
    )
    if head == "ball":
        parts += turned([(-hw * 0.4, fr * 0.7), (-hl * 0.3, fr * 0.75)], zc, steel, axis="y", x=hx)
        parts += turned(
            [(-hl * 0.3, fr * 0.75), (-hl * 0.4, fr * 0.95), (-hl * 0.5, fr * 0.7), (-hl * 0.53, 0.0)],
            zc,
            "chrome",
            axis="y",
            x=hx,
        )
    elif head == "tack":  # a second slim face, split for tacks
        parts += turned(
            [(-hl * 0.58, fr * 0.9), (-hl * 0.5, fr * 0.9), (-hl * 0.42, fr * 0.7), (-hw * 0.4, fr * 0.65)],
            zc,
            "dark_steel",
            axis="y",
            x=hx,
        )
        parts += plate(
            [
                (hx - fr * 0.15, -hl * 0.6),
                (hx + fr * 0.15, -hl * 0.6),
                (hx + fr * 0.05, -hl * 0.48),
                (hx - fr * 0.05, -hl * 0.48),
            ],
            zc + fr * 0.5,
            fr * 0.6,
            (150, 120, 90),
        )
    elif head == "cross":
        w = fr * 1.5
        parts += plate(
            [
                (hx - w, -hw * 0.4),
                (hx + w, -hw * 0.4),
                (hx + w * 0.25, -hl * 0.55),
                (hx - w * 0.25, -hl * 0.55),
            ],
            zc - t * 0.35,
            t * 0.7,
            steel,
        )
    else:  # a claw on -y, curved back towards the handle (claw) or straight (rip)
        pts = []
        n = 10
        for i in range(n + 1):
            s = i / n
            if head == "claw":
                x = hx - (hl * 0.5) * (1 - math.cos(math.radians(70 * s))) * 0.9
                y = -hw * 0.4 - hl * 0.5 * math.sin(math.radians(80 * s)) / math.sin(math.radians(80))
            else:  # a rip claw: long, nearly straight, bending a little back, a blunt split tip
                x, y = hx - hl * (0.04 * s + 0.06 * s * s), -hw * 0.4 - hl * 0.6 * s
            half = hw * 0.55 * (1 - (0.7 if head == "claw" else 0.62) * s)
            pts.append((x, y, half))
        up = [(x + h, y) for x, y, h in pts]
        down = [(x - h, y) for x, y, h in reversed(pts)]
        parts += plate(up + down, zc - t * 0.4, t * 0.8, steel)
    return parts


def reflex_hammer(L, name, acc, kind="taylor"):
    """Reflex hammers: Taylor (a triangular rubber head on a flat steel handle), Queen Square
    (a rubber ring round a disc on a long thin handle), Tromner (two round heads)."""
    z = L * 0.03
    if kind == "taylor":
        parts = plate(
            [
                (-L / 2, -L * 0.03),
                (L / 2 - L * 0.2, -L * 0.02),
                (L / 2 - L * 0.2, L * 0.02),
                (-L / 2, L * 0.03),
            ],
            0.0,
            L * 0.025,
            "chrome",
        )
        hx = L / 2 - L * 0.12
        parts += plate(
            [(hx - L * 0.12, -L * 0.22), (hx + L * 0.12, -L * 0.22), (hx, L * 0.25)],
            0.0,
            L * 0.09,
            (205, 70, 40),
        )
        return parts
    if kind == "queen":
        parts = turned([(-L / 2, L * 0.012), (L / 2 - L * 0.16, L * 0.01)], z, "cork", 10)
        hx = L / 2 - L * 0.08
        parts += turned([(0.0, L * 0.085), (L * 0.028, L * 0.085)], 0.0, (220, 120, 40), 24, axis="z", x=hx)
        parts += turned([(L * 0.028, L * 0.02), (L * 0.032, L * 0.02)], 0.0, "chrome", 12, axis="z", x=hx)
        return parts
    parts = turned(
        [(-L / 2, L * 0.025), (-L / 2 + L * 0.6, L * 0.03), (L / 2 - L * 0.12, L * 0.02)],
        z * 1.3,
        "chrome",
        12,
    )
    hx = L / 2 - L * 0.08
    parts += turned(
        [
            (-L * 0.28, L * 0.04),
            (-L * 0.1, L * 0.05),
            (0, L * 0.025),
            (L * 0.12, L * 0.06),
            (L * 0.24, L * 0.06),
        ],
        z * 1.3 + L * 0.02,
        "chrome",
        16,
        axis="y",
        x=hx,
    )
    parts += turned(
        [(L * 0.24, L * 0.07), (L * 0.3, L * 0.07)], z * 1.3 + L * 0.02, (40, 40, 40), 16, axis="y", x=hx
    )
    parts += turned(
        [(-L * 0.34, L * 0.05), (-L * 0.28, L * 0.05)], z * 1.3 + L * 0.02, (40, 40, 40), 16, axis="y", x=hx
    )
    return parts


def mallet(L, name, acc, kind="rubber"):
    """Rubber mallet (black cylinder head, wooden handle), carpenter's wooden mallet (a square
    beech block), dead blow hammer (one moulded colour, cylinder head)."""
    r = L * 0.045
    if kind == "wood":
        hw, hl, t = L * 0.22, L * 0.42, L * 0.18
        hx = L / 2 - hw / 2
        parts = _handle(L, hx, r * 1.15, "wood", acc)
        parts += plate(
            [
                (hx - hw / 2, -hl * 0.5),
                (hx + hw / 2, -hl * 0.45),
                (hx + hw / 2, hl * 0.45),
                (hx - hw / 2, hl * 0.5),
            ],
            0.0,
            t,
            (196, 150, 96),
        )
        return parts
    hr = L * (0.14 if kind == "rubber" else 0.12)
    hl = L * (0.36 if kind == "rubber" else 0.4)
    hx = L / 2 - hr
    z = hr
    if kind == "rubber":
        parts = turned([(-L / 2, r * 1.2), (-L / 2 + 0.3 * L, r * 1.15), (hx - hr, r)], z, "wood", 12)
        parts += turned(
            [(-hl / 2, hr * 0.92), (-hl / 2 + hr * 0.15, hr), (hl / 2 - hr * 0.15, hr), (hl / 2, hr * 0.92)],
            z,
            "rubber",
            22,
            axis="y",
            x=hx,
        )
        return parts
    col = acc if acc != (210, 40, 40) else (240, 190, 20)
    parts = turned([(-L / 2, r * 1.3), (-L / 2 + 0.4 * L, r * 1.25), (hx - hr, r * 1.1)], z, col, 12)
    parts += turned([(-L / 2, r * 1.35), (-L / 2 + 0.3 * L, r * 1.3)], z, "rubber", 12)
    parts += turned(
        [(-hl / 2, hr * 0.9), (-hl / 2 + hr * 0.2, hr), (hl / 2 - hr * 0.2, hr), (hl / 2, hr * 0.9)],
        z,
        col,
        22,
        axis="y",
        x=hx,
    )
    parts += turned(
        [(-hl / 2 - 0.002, hr * 0.8), (-hl / 2 + 0.001, hr * 0.8)], z, "rubber", 22, axis="y", x=hx
    )
    parts += turned([(hl / 2 - 0.001, hr * 0.8), (hl / 2 + 0.002, hr * 0.8)], z, "rubber", 22, axis="y", x=hx)
    return parts


def sledge(L, name, acc):
    """Sledgehammer: a block head on a yellow fiberglass handle."""
    r = L * 0.022
    hw, hl = L * 0.075, L * 0.26
    hx = L / 2 - hw / 2
    parts = _handle(L, hx, r * 1.1, "fiberglass", (236, 190, 30))
    parts += plate(
        mirror_y(
            [
                (hx - hw / 2, 0),
                (hx - hw / 2, hl / 2 - 0.01),
                (hx - hw / 2 + 0.01, hl / 2),
                (hx + hw / 2 - 0.01, hl / 2),
                (hx + hw / 2, hl / 2 - 0.01),
                (hx + hw / 2, 0),
            ]
        ),
        0.0,
        hw,
        "dark_steel",
    )
    return parts


def axe(L, name, acc, kind="axe"):
    """Axe (a curved bit and a poll, a curved handle), splitting maul (a wide wedge with a
    sledge poll, red head), hatchet (short)."""
    r = L * (0.022 if kind != "hatchet" else 0.04)
    hw = L * (0.08 if kind == "axe" else 0.1) if kind != "hatchet" else L * 0.13
    hx = L / 2 - hw / 2
    t = L * (0.035 if kind == "axe" else 0.05) if kind != "hatchet" else L * 0.06
    parts = _handle(L, hx, r, "hickory" if kind != "hatchet" else "wood", acc)
    bit = L * (0.2 if kind == "axe" else 0.19) if kind != "hatchet" else L * 0.3
    poll = L * 0.04 if kind == "axe" else (L * 0.06 if kind == "maul" else L * 0.07)
    flare = 1.9 if kind != "maul" else 1.35
    pts = [(hx - hw / 2, poll), (hx + hw / 2, poll), (hx + hw / 2, 0.0)]
    pts += [(hx + hw / 2 + (flare - 1) * hw * 0.5 * (i / 6) ** 1.5, -bit * i / 6) for i in range(1, 7)]
    edge = [
        (hx + hw * flare / 2 - hw * flare * i / 8, -bit - hw * 0.18 * math.sin(math.pi * i / 8))
        for i in range(9)
    ]
    pts += edge[1:]
    pts += [
        (hx - hw / 2 - (flare - 1) * hw * 0.5 * ((6 - i) / 6) ** 1.5, -bit * (6 - i) / 6) for i in range(1, 6)
    ]
    col = (196, 40, 32) if kind == "maul" else "dark_steel"
    parts += plate(pts, r - t / 2 if r > t / 2 else 0.0, t, col)
    parts += (
        plate(
            [
                (hx - hw * 0.6, -bit - hw * 0.05),
                (hx + hw * 0.6, -bit - hw * 0.05),
                (hx + hw * 0.9, -bit - hw * 0.22),
                (hx - hw * 0.9, -bit - hw * 0.22),
            ],
            (r - t / 2 if r > t / 2 else 0.0),
            t * 0.6,
            "chrome",
        )
        if kind != "maul"
        else []
    )
    return parts
