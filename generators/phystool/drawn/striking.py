"""Hammers, mallets, axes, mauls and the pickaxe, lying on their side as they rest on a
bench: the handle along +x, the head across it at the +x end, its side profile (face, claw,
peen, blade) seen from above; and the center punch they strike, a knurled bar with a point.

Every builder follows ``drawn/__init__.py``: ``builder(L, name, acc, **style)`` -> parts.
"""

from __future__ import annotations

import math

from ..parts import ACCENTS
from .common import ball, block, grid_solid, grip, mirror_y, placed, plate, side, turned

BRASS_FACE = (238, 206, 120)  # the brass hammer's polished faces
DEAD_BLOW_COLOURS = ACCENTS[:3] + [ACCENTS[4]]  # red, yellow, blue, orange moulded bodies


def _handle(L, x_end, r, kind, acc):
    """Handle from the butt (-L/2) to x_end: wood, hickory, fiberglass/steel with a rubber grip,
    or (yellow_black) a yellow fibreglass shaft with a long black grip and a black collar."""
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
    if kind == "yellow_black":  # a yellow fibreglass shaft, a long black grip, a black collar
        g = L * 0.4
        parts = turned([(-L / 2 + g, r * 0.95), (x_end, r * 0.95)], z, "fiberglass", 12)
        parts += turned([(x_end - 0.1 * L, r * 1.08), (x_end - 0.02 * L, r * 1.05)], z, "rubber", 12)
        return parts + grip(-L / 2, -L / 2 + g, r * 1.25, z, "rubber")
    shaft = "fiberglass" if kind == "fiberglass" else "chrome"
    g = L * 0.38
    return turned(
        [(-L / 2 + g, r * 0.9), (x_end, r * 0.9)], z, acc if kind == "fiberglass" else shaft, 12
    ) + grip(-L / 2, -L / 2 + g, r * 1.25, z, "rubber")


def hammer(L, name, acc, head="claw", handle="fiberglass", head_len=0.42, face_r=0.045, handle_r=0.042):
    """Claw hammer (a claw curving back to the handle) and framing hammer (``rip``: a
    long, broad, dead-straight claw split at its tip, as long as the face side, a big milled
    (waffle) face on a short neck, the whole head bright steel, on a long straight handle)."""
    r = L * handle_r
    hw = L * 0.085 * handle_r / 0.042  # head width along x (seen from above), with the handle
    hx = L / 2 - hw / 2
    zc = r
    t = L * 0.075 * handle_r / 0.042  # head thickness (vertical, as it lies on its side)
    hl = L * head_len  # head length across y
    parts = _handle(L, hx, r, handle, acc)
    fr = L * face_r
    steel = "steel" if head == "rip" else "dark_steel"
    parts += _eye(hx, hw, zc, t, steel)
    if head == "rip":  # a short neck to a big milled face: a grid of dark grooves on it
        parts += turned(
            [(hw * 0.4, fr * 0.95), (hl * 0.3, fr * 0.9), (hl * 0.36, fr * 1.12), (hl * 0.45, fr * 1.12)],
            zc,
            "steel",
            axis="y",
            x=hx,
        )
        parts += _milled(hx, hl * 0.45, zc, fr * 1.12)
    else:  # striking face on +y: a neck and a round face
        parts += turned(
            [(hw * 0.4, fr * 0.75), (hl * 0.42, fr * 0.8), (hl * 0.5, fr * 1.05), (hl * 0.58, fr * 1.05)],
            zc,
            "chrome",
            axis="y",
            x=hx,
        )
    pts = []
    n = 10
    for i in range(n + 1):
        s = i / n
        if head == "claw":  # curved back towards the handle
            x = hx - (hl * 0.5) * (1 - math.cos(math.radians(70 * s))) * 0.9
            y = -hw * 0.4 - hl * 0.5 * math.sin(math.radians(80 * s)) / math.sin(math.radians(80))
            half = hw * 0.55 * (1 - 0.7 * s)
        else:  # a rip claw: dead straight, long and broad to a blunt tip
            x, y = hx, -hw * 0.4 - hl * 0.68 * s
            half = hw * 0.6 * (1 - 0.2 * s)
        pts.append((x, y, half))
    up = [(x + h, y) for x, y, h in pts]
    down = [(x - h, y) for x, y, h in reversed(pts)]
    parts += plate(up + down, zc - t * 0.4, t * 0.8, steel)
    if head == "rip":  # the wide V split between the two claw tines, open to the camera
        x, y, h = pts[-1]
        parts += plate(
            [
                (x - h * 0.4, y - 1e-4),
                (x + h * 0.4, y - 1e-4),
                (hx + h * 0.04, y + hl * 0.4),
                (hx - h * 0.04, y + hl * 0.4),
            ],
            zc + t * 0.4,
            t * 0.06,
            "rubber",
        )
    return parts


def _milled(x, y, zc, rf, n=5):
    """A milled (waffle) face: n by n dark grooves standing just proud of a round face of
    radius rf facing +y at (x, y, zc)."""
    parts = []
    w = rf * 0.09
    for i in range(n):
        o = rf * (2 * (i + 0.5) / n - 1) * 0.9
        c = math.sqrt(max(rf * rf - o * o, 0.0)) * 0.92
        parts += side(
            [(x + o - w, zc - c), (x + o + w, zc - c), (x + o + w, zc + c), (x + o - w, zc + c)],
            y,
            y + rf * 0.06,
            "dark_steel",
        )
        parts += side(
            [(x - c, zc + o - w), (x + c, zc + o - w), (x + c, zc + o + w), (x - c, zc + o + w)],
            y,
            y + rf * 0.06,
            "dark_steel",
        )
    return parts


def _eye(hx, hw, zc, t, mat):
    """The eye block across the handle's end."""
    return plate(
        [
            (hx - hw / 2, -hw * 0.45),
            (hx + hw / 2, -hw * 0.45),
            (hx + hw / 2, hw * 0.45),
            (hx - hw / 2, hw * 0.45),
        ],
        zc - t / 2,
        t,
        mat,
    )


def ball_peen_hammer(L, name, acc):
    """Ball-peen hammer: a black head with a flat round face on one side and, on a thin
    neck, a polished ball as wide as the face on the other, on a wooden handle."""
    r = L * 0.042
    hw, t = L * 0.085, L * 0.075
    hx, zc = L / 2 - hw / 2, r
    fr = L * 0.05
    parts = _handle(L, hx, r, "wood", acc) + _eye(hx, hw, zc, t, "dark_steel")
    parts += turned(
        [(hw * 0.4, fr * 0.8), (L * 0.15, fr * 0.85), (L * 0.19, fr * 1.05), (L * 0.23, fr * 1.05)],
        zc,
        "chrome",
        axis="y",
        x=hx,
    )
    parts += turned(
        [(-hw * 0.4, fr * 0.75), (-L * 0.1, fr * 0.5), (-L * 0.14, fr * 0.45)],
        zc,
        "dark_steel",
        axis="y",
        x=hx,
    )
    return parts + ball((hx, -L * 0.14 - fr * 0.9, zc), fr * 1.0, "chrome")


def tack_hammer(L, name, acc):
    """Magnetic (upholsterer's) tack hammer: a long, slim, dead-straight black head across a
    slim wooden handle, no claw and no peen, flaring at both ends to small polished round
    faces of one size, one of them split (the magnetic tack slot) -- a symmetric T."""
    r = L * 0.03
    hw, t = L * 0.055, L * 0.05
    hx, zc = L / 2 - hw / 2, r * 1.3
    fr, hl = L * 0.03, L * 0.56
    parts = _handle(L, hx, r * 1.0, "wood", acc) + _eye(hx, hw, zc, t, "dark_steel")
    for sgn in (1, -1):
        prof = [(hw * 0.4, fr * 0.8), (hl * 0.36, fr * 0.62), (hl * 0.43, fr * 0.75)]
        parts += turned([(sgn * y, rr) for y, rr in prof][::sgn], zc, "dark_steel", 14, axis="y", x=hx)
        face = [(hl * 0.43, fr * 0.8), (hl * 0.47, fr * 1.1), (hl * 0.5, fr * 1.1)]
        parts += turned([(sgn * y, rr) for y, rr in face][::sgn], zc, "chrome", 18, axis="y", x=hx)
    # the split of the magnetic face, a dark slot across its end, open to the camera
    parts += plate(
        [
            (hx - fr * 0.2, -hl * 0.5 - 1e-4),
            (hx + fr * 0.2, -hl * 0.5 - 1e-4),
            (hx + fr * 0.2, -hl * 0.44),
            (hx - fr * 0.2, -hl * 0.44),
        ],
        zc - fr * 1.12,
        fr * 2.24,
        "rubber",
    )
    return parts


def pin_hammer(L, name, acc):
    """Pin hammer: a tiny polished head, a round face on one side and a cross peen, a
    wedge that stands tall across the head and narrows to a straight edge, on the other,
    on a long slender handle."""
    r = L * 0.026
    hw, t = L * 0.05, L * 0.05
    hx, zc = L / 2 - hw / 2, r * 1.5
    fr = L * 0.028
    parts = _handle(L, hx, r, "wood", acc)
    parts += _eye(hx, hw, zc, t, "steel")
    parts += turned(
        [(hw * 0.4, fr * 0.85), (L * 0.06, fr * 0.85), (L * 0.075, fr * 1.05), (L * 0.1, fr * 1.05)],
        zc,
        "chrome",
        axis="y",
        x=hx,
    )
    # the cross peen: a wedge standing tall across the head, narrowing to a straight edge
    parts += plate(
        [
            (hx - hw * 0.45, -hw * 0.4),
            (hx + hw * 0.45, -hw * 0.4),
            (hx + hw * 0.05, -L * 0.15),
            (hx - hw * 0.05, -L * 0.15),
        ],
        zc - fr * 1.4,
        fr * 2.8,
        "steel",
    )
    return parts


def brass_hammer(L, name, acc):
    """Brass hammer: a compact, slim, bright brass cylinder head (about a third of the length
    across, under a tenth thick) with chamfered, polished flat faces and a raised boss round
    the eye, on a slim chrome steel hammer shaft with a black rubber grip."""
    r = L * 0.03
    fr, hl = L * 0.046, L * 0.32
    hx, zc = L / 2 - fr * 1.05, fr * 1.05
    parts = _handle(L, hx, r, "steel", acc)
    parts = [(m.apply_translation([0, 0, zc - r]), mat) for m, mat in parts]
    c = fr * 0.16
    parts += turned(
        [(-hl / 2, fr - c), (-hl / 2 + c, fr), (-fr * 1.6, fr), (-fr * 1.25, fr * 1.05),
         (fr * 1.25, fr * 1.05), (fr * 1.6, fr), (hl / 2 - c, fr), (hl / 2, fr - c)],
        zc, "brass", 24, axis="y", x=hx,
    )
    for s in (1, -1):  # the polished striking faces
        face = [(s * hl / 2 - s * 0.0005 * L, fr - c * 1.2), (s * hl / 2 + s * 0.002 * L, fr - c * 1.2)]
        parts += turned(face[::s], zc, BRASS_FACE, 24, axis="y", x=hx)
    return parts


def mallet(L, name, acc, kind="rubber"):
    """Rubber mallet (black cylinder head, wooden handle) and carpenter's wooden mallet (a
    square beech block)."""
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
    hr, hl = L * 0.14, L * 0.36
    hx = L / 2 - hr
    z = hr
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


def dead_blow_hammer(L, name, acc):
    """Dead blow hammer: moulded in one bright colour (the accent when it is a dead blow
    hammer's red, yellow, blue or orange; else orange), a long barrel head with a raised
    collar where the thick handle flares into it and black soft faces, the handle ending in
    a black ribbed grip."""
    col = acc if acc in DEAD_BLOW_COLOURS else "orange"
    r = L * 0.05
    hr, hl = L * 0.1, L * 0.44
    hx, z = L / 2 - hr * 1.1, L * 0.1 * 1.1
    parts = turned([(-L / 2 + 0.3 * L, r * 1.05), (hx - hr * 1.6, r), (hx - hr * 0.8, r * 1.8)], z, col, 14)
    parts += grip(-L / 2, -L / 2 + 0.32 * L, r * 1.2, z, "rubber")
    parts += turned(
        [(-L / 2 - 0.004, r * 1.3), (-L / 2 + 0.02 * L, r * 1.45), (-L / 2 + 0.04 * L, r * 1.2)],
        z,
        "rubber",
        14,
    )
    for k in range(4):  # the grip's ribs
        xr = -L / 2 + (0.09 + 0.06 * k) * L
        parts += turned(
            [(xr, r * 1.2), (xr + 0.012 * L, r * 1.42), (xr + 0.024 * L, r * 1.2)], z, "rubber", 14
        )
    parts += turned(
        [(-hl / 2 + 0.03 * L, hr * 0.96), (-hl * 0.22, hr), (hl * 0.22, hr), (hl / 2 - 0.03 * L, hr * 0.96)],
        z,
        col,
        24,
        axis="y",
        x=hx,
    )
    parts += turned([(-hl * 0.14, hr * 1.1), (hl * 0.14, hr * 1.1)], z, col, 24, axis="y", x=hx)  # the collar
    for sgn in (1, -1):  # the soft black faces
        parts += turned(
            [
                (sgn * (hl / 2 - 0.035 * L), hr * 0.98),
                (sgn * (hl / 2 - 0.01 * L), hr * 0.98),
                (sgn * hl / 2, hr * 0.85),
            ],
            z,
            "rubber",
            24,
            axis="y",
            x=hx,
        )
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


def _maul(L):
    """A splitting maul lying on its cheek: a bulky dark head as thick as a sledge's, a long
    flat-sided wedge tapering to a bright bevelled edge on one side of the eye, a square
    sledge block with a bright striking face on the other, on an orange fibreglass handle
    with a black grip."""
    r = L * 0.025
    hw, T = L * 0.125, L * 0.1  # head width along the handle, head thickness
    hx = L / 2 - hw / 2
    parts = _handle(L, hx - hw * 0.3, r, "fiberglass", (236, 110, 24))
    P, B, e = L * 0.065, L * 0.25, L * 0.004  # poll length, wedge length, half the edge's thickness
    parts += block(hx - hw / 2, hx + hw / 2, -L * 0.03, P, 0.0, T, "dark_steel")
    parts += block(hx - hw * 0.44, hx + hw * 0.44, P, P + L * 0.014, T * 0.06, T * 0.94, "steel")
    bev = B - L * 0.07
    zt = lambda u: T - (T / 2 - e) * (u - L * 0.03) / (B - L * 0.03)  # noqa: E731 the wedge's top
    wedge = [(L * 0.03, 0.0), (bev, T - zt(bev)), (bev, zt(bev)), (L * 0.03, T)]
    edge = [(bev, T - zt(bev)), (B, T / 2 - e), (B, T / 2 + e), (bev, zt(bev))]
    parts += placed(side(wedge, -hw * 0.55, hw * 0.55, "dark_steel"), -math.pi / 2, hx, 0.0)
    parts += placed(side(edge, -hw * 0.58, hw * 0.58, "chrome"), -math.pi / 2, hx, 0.0)
    return parts


def axe(L, name, acc, kind="axe"):
    """Axe (a curved bit and a poll, a curved handle), splitting maul (``_maul``), hatchet
    (short)."""
    if kind == "maul":
        return _maul(L)
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


PICK_HEAD = (52, 54, 60)  # a pickaxe's blackened forged head
PICK_TIPS = (214, 216, 220)  # its two ground points


def _crescent(hx, hl, sag, w_eye, n=14):
    """A pick head's outline seen from the side: a long crescent across the handle's end at
    hx, its two arms ``hl / 2`` long curving back by ``sag`` towards the butt, w_eye wide at
    the eye and tapering to a point at each end."""
    upper, lower = [], []
    for i in range(-n, n + 1):
        u = i / n
        y = u * hl / 2
        x = hx - sag * u * u
        half = w_eye / 2 * max(1 - abs(u) ** 1.3, 0.0) ** 0.8
        upper.append((x + half, y))
        lower.append((x - half, y))
    return upper + lower[::-1][1:-1]


def pickaxe(L, name, acc):
    """Pickaxe lying on its side: a long hickory handle swelling towards the head, and across
    its end a long blackened crescent of steel over half the tool's length, both arms curving
    back towards the butt and tapering to bright ground points, a raised collar round the eye
    (an axe has one broad blade, a sledgehammer a straight block, a mattock a broad adze)."""
    r = L * 0.022
    hl, sag, w_eye = L * 0.56, L * 0.1, L * 0.075
    hx = L / 2 - w_eye / 2
    t = L * 0.05  # the head's depth, standing up off the table
    zc = r * 1.25
    parts = turned([(-L / 2, r * 1.05), (-L / 2 + 0.06 * L, r * 1.15), (hx - 0.25 * L, r * 1.0),
                    (hx - 0.04 * L, r * 1.25), (L / 2 - L * 0.005, r * 1.25)], zc, "wood", 12)
    parts += plate(_crescent(hx, hl, sag, w_eye), zc - t / 2, t, PICK_HEAD)
    for s in (1, -1):  # the ground points: the last sixth of each arm, bright
        tip = [(x, y) for x, y in _crescent(hx, hl, sag, w_eye * 1.02) if s * y > hl * 0.36]
        parts += plate(tip, zc - t * 0.52, t * 1.04, PICK_TIPS)
    parts += block(hx - w_eye * 0.62, hx + w_eye * 0.62, -L * 0.05, L * 0.05, zc - t * 0.58, zc + t * 0.58,
                   PICK_HEAD)
    return parts


CHISEL_BODY = (96, 102, 112)  # a cold chisel's forged blue-grey hexagonal body
CHISEL_GROUND = (222, 226, 232)  # its bright ground cutting edge and chamfered striking head


def cold_chisel(L, name, acc):
    """Cold chisel lying flat: one heavy all-steel bar, its body forged blue-grey and hexagonal,
    the striking end a short bright chamfered head; at the other end the bar is forged out
    into a flat wedge wider than the body that thins to a straight bright ground cutting
    edge square across (a punch tapers to a point; a scriber is a slim pen; a screwdriver
    has a handle)."""
    r = L * 0.05
    z = r
    xh, xt = -L / 2 + L * 0.07, L * 0.1  # the head's end, the wedge's root
    parts = turned([(xh, r), (xt + L * 0.02, r)], z, CHISEL_BODY, 6)  # the hexagonal body
    parts += turned([(-L / 2, r * 0.62), (-L / 2 + L * 0.03, r * 0.9), (xh + 0.001, r * 0.98)], z,
                    CHISEL_GROUND, 6)  # the chamfered striking head
    w = r * 1.8  # the wedge's half width at the edge

    def half_t(x):  # the wedge's half thickness: the body's, thinning to the edge
        f = (x - xt) / (L / 2 - xt)
        return r * (0.95 - 0.6 * f) if f < 0.8 else r * (0.47 - 2.05 * (f - 0.8))

    parts += [(_wedge(xt, L / 2, lambda x: r * 0.95 + (w - r * 0.95) * (x - xt) / (L / 2 - xt), half_t, z),
               CHISEL_BODY)]
    xg = L / 2 - L * 0.1  # the ground bevel, just proud of the wedge's faces
    parts += [(_wedge(xg, L / 2, lambda x: w * 1.01, lambda x: half_t(x) + r * 0.03, z), CHISEL_GROUND)]
    return parts


def _wedge(x0, x1, half_w, half_t, z, n=10, m=4):
    """A flat blade from x0 to x1 about height z that widens and thins as it goes: at each x
    ``half_w(x)`` across and ``half_t(x)`` up and down."""
    xs = [x0 + (x1 - x0) * i / n for i in range(n + 1)]
    grids = [[[(x, half_w(x) * (2 * j / m - 1), z + k * half_t(x)) for j in range(m + 1)] for x in xs]
             for k in (-1, 1)]
    return grid_solid(*grids)


PUNCH_POINT = (226, 230, 236)  # a center punch's ground bright point
KNURL = (40, 42, 46)  # the dark grooves of its knurled body


def center_punch(L, name, acc):
    """Center punch lying on its side: a thick round steel bar knurled along most of its
    length in dark rings, a flat struck end with a chamfer, then a short taper to a sharp bright
    cone point (a pin punch ends in a long parallel pin, a nail set in a small cupped tip, a
    cold chisel in a flat edge, a scriber is a thin pen); the automatic one has a bright
    knurled cap and a dark nose."""
    r = L * 0.08
    z = r
    xt = L * 0.2  # where the taper starts
    auto = "automatic" in name
    parts = turned([(-L / 2, r * 0.75), (-L / 2 + L * 0.025, r), (xt, r)], z, "steel", 18)
    if auto:
        parts += turned([(-L * 0.05, r * 1.04), (xt, r * 1.04)], z, "dark_steel", 18)
    for i in range(9):  # the knurled body: dark grooved rings
        x = -L * 0.44 + i * L * 0.05
        if not auto or x < -L * 0.08:
            parts += turned([(x, r * 1.06), (x + L * 0.025, r * 1.06)], z, KNURL, 12)
    parts += turned([(xt, r * 0.95), (L * 0.42, r * 0.3), (L / 2, 0.0)], z, PUNCH_POINT, 18)
    return parts
