"""Hammers and mallets (the sledgehammer and the soft-face hammer too), lying on their side as
they rest on a bench: the handle along +x, the head across it at the +x end, its side profile
(face, claw, peen) seen from above. Axes, mauls and the pickaxe are in ``axes.py``, the cold
chisel and center punch they strike in ``chisels.py``.

Every builder follows ``drawn/__init__.py``: ``builder(L, name, acc, **style)`` -> parts.
"""

from __future__ import annotations

import math

from ..parts import ACCENTS
from .common import ball, block, grip, mirror_y, plate, side, striking_handle, turned

BRASS_FACE = (238, 206, 120)  # the brass hammer's polished faces
DEAD_BLOW_COLOURS = ACCENTS[:3] + [ACCENTS[4]]  # red, yellow, blue, orange moulded bodies


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
    parts = striking_handle(L, hx, r, handle, acc)
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
    parts = striking_handle(L, hx, r, "wood", acc) + _eye(hx, hw, zc, t, "dark_steel")
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
    parts = striking_handle(L, hx, r * 1.0, "wood", acc) + _eye(hx, hw, zc, t, "dark_steel")
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
    parts = striking_handle(L, hx, r, "wood", acc)
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
    parts = striking_handle(L, hx, r, "steel", acc)
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
        parts = striking_handle(L, hx, r * 1.15, "wood", acc)
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
    parts = striking_handle(L, hx, r * 1.1, "fiberglass", (236, 190, 30))
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


SOFT_BODY = (64, 66, 72)  # a soft-face hammer's black cast head body
SOFT_RING = (184, 188, 194)  # the bright steel collars the faces screw into
SOFT_YELLOW = (238, 190, 28)  # its hard yellow plastic face
SOFT_RED = (204, 40, 34)  # its softer red face
SOFT_HANDLE = (196, 150, 96)  # the hickory handle


def soft_face_hammer(L, name, acc):
    """Soft-face hammer lying flat: a hickory handle and across its end a long round cast
    head, black, with a bright steel collar at each end into which a thick replaceable face
    is screwed, one bright yellow and one red, each as wide as the head and standing well
    out of it (a rubber mallet's head is one black rubber barrel, a dead blow hammer is moulded
    in one colour, a brass hammer's faces are metal)."""
    hr = L * 0.058  # the faces' radius
    hl = L * 0.4  # the head's length, across the handle
    zc = hr * 1.05
    hx = L / 2 - hr * 1.05
    r = L * 0.034  # the handle's radius
    parts = turned(
        [
            (-L / 2, r * 1.12),
            (-L / 2 + 0.06 * L, r * 1.22),
            (-L / 2 + 0.3 * L, r * 1.1),
            (hx - hr * 1.6, r * 0.95),
            (hx - hr * 0.9, r * 1.1),
        ],
        zc,
        SOFT_HANDLE,
        14,
    )
    parts += block(
        hx - hr * 1.0, hx + hr * 0.4, -hr * 0.75, hr * 0.75, zc - hr * 0.8, zc + hr * 0.8, SOFT_BODY
    )
    body = hl * 0.3
    parts += turned(
        [(-body, hr * 0.86), (-body * 0.6, hr * 0.8), (body * 0.6, hr * 0.8), (body, hr * 0.86)],
        zc,
        SOFT_BODY,
        20,
        axis="y",
        x=hx,
    )
    for s, col in ((-1, SOFT_YELLOW), (1, SOFT_RED)):
        ring = sorted([s * body, s * (body + hl * 0.04)])
        parts += turned([(ring[0], hr * 0.98), (ring[1], hr * 0.98)], zc, SOFT_RING, 20, axis="y", x=hx)
        face = [
            (s * (body + hl * 0.04) - s * 0.0005, hr * 0.95),
            (s * hl / 2 - s * hr * 0.12, hr * 0.95),
            (s * hl / 2, hr * 0.8),
        ]
        if s < 0:
            face = face[::-1]
        parts += turned(face, zc, col, 20, axis="y", x=hx)
    return parts
