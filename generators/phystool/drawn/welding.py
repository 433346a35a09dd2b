"""Welding kit: welding gloves (long tan leather gauntlets).

Every builder follows ``drawn/__init__.py``: ``builder(L, name, acc, **style)`` -> parts.
"""

from __future__ import annotations

from .common import plate, rounded_rect

LEATHER = (204, 154, 86)  # split cowhide, tan
CUFF = (168, 112, 56)  # the gauntlet cuff, a darker tan
SEAM = (120, 44, 30)  # the welted seam, dark red-brown


def welding_gloves(L, name, acc):
    """A pair of welding gloves lying flat side by side: stout tan leather hands with short
    fat fingers and a thumb, and a long flared gauntlet cuff in a darker tan (close to half the
    glove), a dark red welt round the hand and a band of stitching where the cuff meets it."""
    parts = []
    t = L * 0.06
    for s in (-1, 1):
        y = s * L * 0.2
        hw = L * 0.12
        parts += plate(rounded_rect(-L * 0.05, L * 0.2, y - hw, y + hw, L * 0.06), 0.0, t, LEATHER)
        parts += plate(rounded_rect(-L * 0.05, L * 0.2, y - hw - L * 0.006, y + hw + L * 0.006, L * 0.06),
                       0.0, t * 0.5, SEAM)  # the welt showing round the hand
        for i in range(4):
            fy = y - hw * 0.75 + i * hw * 0.5
            tip = L * (0.4 + 0.04 * (i in (1, 2)))
            finger = rounded_rect(L * 0.1, tip, fy - hw * 0.23, fy + hw * 0.23, hw * 0.22)
            parts += plate(finger, 0.0, t * 0.85, LEATHER)
        ty = y + s * hw
        thumb = [(L * 0.0, ty - s * hw * 0.2), (L * 0.12, ty + s * hw * 0.25), (L * 0.2, ty + s * hw * 0.45),
                 (L * 0.26, ty + s * hw * 0.3), (L * 0.16, ty - s * hw * 0.15)]
        if s < 0:
            thumb = thumb[::-1]
        parts += plate(thumb, 0.0, t * 0.8, LEATHER)
        cuff = [(-L * 0.05, y - hw * 0.95), (-L * 0.05, y + hw * 0.95), (-L / 2, y + hw * 1.35),
                (-L / 2, y - hw * 1.35)]
        parts += plate(cuff[::-1], 0.0, t * 0.7, CUFF)
        wrist = rounded_rect(-L * 0.08, -L * 0.03, y - hw * 1.02, y + hw * 1.02, L * 0.01)
        parts += plate(wrist, 0.0, t * 1.05, SEAM)  # the stitched band at the wrist
    return parts
