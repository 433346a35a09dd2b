"""Soft-faced striking tools: the soft-face hammer, lying flat, its head across the +x end.

Every builder follows ``drawn/__init__.py``: ``builder(L, name, acc, **style)`` -> parts.
"""

from __future__ import annotations

from .common import block, turned

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
