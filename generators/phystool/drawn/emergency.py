"""Emergency-care gear that holds an injury still or takes a used needle away: the cervical
collar (a white plastic neck brace standing as a horseshoe, black foam inside, a chin rest and
a breathing hole in front), the SAM splint (an orange foam-covered splint, blue underneath,
partly unrolled from its roll) and the sharps container (a red bin with a grey lid, a flap over
its slot and a yellow biohazard label).

Every builder follows ``drawn/__init__.py``: ``builder(L, name, acc, **style)`` -> parts.
"""

from __future__ import annotations

import math

from ..parts import arc_plate, cyl, ring
from ..shapes import extrude
from .common import block, plate, rounded_rect

COLLAR_SHELL = (240, 238, 230)  # a rigid collar's off-white moulded shell
COLLAR_FOAM = (44, 58, 104)  # the dark blue foam padding round its inside and top edge
COLLAR_HOLE = (28, 28, 30)  # the breathing hole in its front
COLLAR_HOOK = (34, 34, 38)  # the black hook-and-loop strap across the open back
SPLINT_ORANGE = (242, 110, 24)  # a SAM splint's orange foam face
SPLINT_BLUE = (34, 78, 170)  # its blue foam back
SHARPS_RED = (200, 28, 30)  # a sharps container's red body
SHARPS_LID = (205, 205, 200)  # its pale grey lid
SHARPS_SLOT = (30, 30, 32)  # the dark needle slot in the lid
LABEL_YELLOW = (250, 210, 30)  # the biohazard label
SYMBOL_BLACK = (20, 20, 20)  # the biohazard trefoil


def cervical_collar(L, name, acc):
    """A rigid cervical collar standing as it goes round a neck: an off-white plastic band bent
    into a horseshoe open at the back (-x), tall at the front (+x, a padded chin rest
    jutting out at the top) and lower round the sides, a dark blue foam padding inside
    that shows as a padded rim along the top edge, a dark breathing hole low in the front,
    and a black hook-and-loop strap reaching across the open back."""
    R, w = L * 0.29, L * 0.022  # outer radius, shell thickness
    fw = L * 0.02  # the foam lining's thickness
    gap = math.radians(34.0)  # half the open back's angle, about -x
    n = 120
    parts = []
    a_from, a_to = -math.pi + gap, math.pi - gap
    for i in range(n):
        a0 = a_from + (a_to - a_from) * i / n
        a1 = a_from + (a_to - a_from) * (i + 1) / n + 1e-4
        am = abs((a0 + a1) / 2)  # 0 at the front, pi at the back
        # a saddle: tall under the chin, dipping at the ears, rising again behind the head
        h = L * (0.15 + 0.2 * math.cos(am / 2) ** 6 + 0.1 * max(0.0, (am - 2.0) / (math.pi - 2.0)))
        parts += [(m, COLLAR_SHELL) for m in arc_plate(0.0, 0.0, R - w, R, a0, a1, 0.0, h, n=1)]
        parts += [(m, COLLAR_FOAM) for m in arc_plate(0.0, 0.0, R - w - fw, R - w + 1e-4, a0, a1,
                                                      L * 0.01, h + L * 0.012, n=1)]
    # the chin cup: a lip flaring out and up at the top of the front
    hf = L * 0.35
    parts += [(m, COLLAR_SHELL) for m in arc_plate(0.0, 0.0, R - w, R + L * 0.09, -0.5, 0.5,
                                                   hf - L * 0.03, hf, n=8)]
    parts += [(m, COLLAR_FOAM) for m in arc_plate(0.0, 0.0, R - w - fw, R + L * 0.08, -0.45, 0.45, hf,
                                                  hf + L * 0.02, n=8)]
    # the breathing hole: a dark rounded window on the front, low down
    for r0, r1 in ((R - 1e-4, R + L * 0.006), (R - w - fw - L * 0.006, R - w - fw + 1e-4)):  # out and in
        parts += [(m, COLLAR_HOLE) for m in arc_plate(0.0, 0.0, r0, r1, -0.32, 0.32, L * 0.06, L * 0.2, n=5)]
    # the blue tab: from one end of the horseshoe round across the open back
    parts += [(m, COLLAR_HOOK) for m in arc_plate(0.0, 0.0, R, R + L * 0.012, math.pi - gap - 0.15,
                                                  math.pi + gap * 0.7, L * 0.05, L * 0.16, n=5)]
    return parts


def sam_splint(L, name, acc):
    """A SAM splint partly unrolled on the table: a flat strip (orange foam on top, blue foam
    underneath showing along its edges) running along +x, its sides curled up into a shallow
    lengthwise channel, and at -x the rest still rolled up, an orange roll on its side whose
    end faces show the blue and orange layers (a finger splint's roll is smaller)."""
    W = L * 0.42  # the strip's width (across y)
    t = L * 0.014  # each foam layer
    finger = "finger" in name
    r = L * (0.1 if finger else 0.17)  # the roll's radius
    x_roll = -L / 2 + r
    x1 = L / 2
    parts = []
    # the strip: a flat middle and two edge flanges tilted up (a curve pressed in along it)
    tilt = math.radians(24.0)
    mid = W * 0.28
    fl = W / 2 - mid
    parts += block(x_roll, x1, -mid, mid, 0.0, t, SPLINT_BLUE)
    parts += block(x_roll, x1, -mid, mid, t, 2 * t, SPLINT_ORANGE)
    for s in (-1, 1):
        y0, y1 = s * mid, s * (mid + fl * math.cos(tilt))
        z1 = fl * math.sin(tilt)
        lo = [(y0, 0.0), (y1, z1), (y1 - s * t * math.sin(tilt), z1 + t * math.cos(tilt)), (y0, t)]
        hi = [(y0, t), (y1 - s * t * math.sin(tilt), z1 + t * math.cos(tilt)),
              (y1 - s * 2 * t * math.sin(tilt), z1 + 2 * t * math.cos(tilt)), (y0, 2 * t)]
        for poly, col in ((lo, SPLINT_BLUE), (hi, SPLINT_ORANGE)):
            yz = poly if s > 0 else poly[::-1]
            # the (y, z) section extruded along x (a cyclic swap of the axes keeps the winding)
            m = extrude(yz, x_roll, x1)
            m.vertices = m.vertices[:, [2, 0, 1]]
            parts.append((m, col))
    # the +x end folded back over the strip, its blue face up
    fx = L * (0.14 if not finger else 0.22)
    parts += block(x1 - fx, x1, -mid * 1.25, mid * 1.25, 2 * t, 3 * t, SPLINT_ORANGE)
    parts += block(x1 - fx, x1, -mid * 1.25, mid * 1.25, 3 * t, 4.5 * t, SPLINT_BLUE)
    # the roll at -x: an orange cylinder on its side, axis along y, with its layers on the ends
    xc = -L / 2 + r
    zc = r
    parts.append((cyl([xc, -W / 2, zc], [xc, W / 2, zc], r, 32), SPLINT_ORANGE))
    e = L * 0.004
    for y0 in (-W / 2 - e, W / 2):
        for k in range(4):
            ro = r * (0.95 - 0.22 * k)
            parts.append((ring([xc, y0 + e / 2, zc], ro, ro - r * 0.07, e, axis="y"), SPLINT_BLUE))
    return parts


def _trefoil(cx, cz, y, r, e, sign):
    """A biohazard trefoil on a face at y (facing -y for sign -1): three overlapping rings
    round a small central ring, black, standing e proud."""
    out = []
    for k in range(3):
        a = math.pi / 2 + k * 2 * math.pi / 3
        c = [cx + r * 0.75 * math.cos(a), y + sign * e / 2, cz + r * 0.75 * math.sin(a)]
        out.append((ring(c, r, r * 0.72, e, axis="y"), SYMBOL_BLACK))
    out.append((ring([cx, y + sign * e, cz], r * 0.45, r * 0.25, e, axis="y"), SYMBOL_BLACK))
    return out


def sharps_container(L, name, acc):
    """A sharps container standing on its base: a red box a little wider than deep, a pale grey
    lid on top with a dark needle slot and a red flap hinged back beside it, and on each long
    side a yellow biohazard label with the black trefoil (a bucket is round, a cooler has no
    slot)."""
    X, Y, H = L * 0.5, L * 0.32, L * 0.78  # half width, half depth, body height
    rad = L * 0.05
    parts = plate(rounded_rect(-X, X, -Y, Y, rad), 0.0, H, SHARPS_RED)
    lt = L * 0.07  # the lid's height
    parts += plate(rounded_rect(-X - L * 0.01, X + L * 0.01, -Y - L * 0.01, Y + L * 0.01, rad), H, lt,
                   SHARPS_LID)
    top = H + lt
    # the slot: a dark rounded opening across the lid, and the red flap tilted back beside it
    parts += plate(rounded_rect(-X * 0.55, X * 0.55, -Y * 0.35, Y * 0.05, L * 0.03), top, L * 0.004,
                   SHARPS_SLOT)
    parts += plate(rounded_rect(-X * 0.6, X * 0.6, Y * 0.15, Y * 0.75, L * 0.03), top, L * 0.02, SHARPS_RED)
    # the labels: yellow panels on both long faces, each with a black trefoil
    e = L * 0.006
    for s in (-1, 1):
        y = s * Y
        y0, y1 = (y, y + s * e) if s > 0 else (y + s * e, y)
        parts += block(-X * 0.55, X * 0.55, y0, y1, H * 0.25, H * 0.85, LABEL_YELLOW)
        parts += _trefoil(0.0, H * 0.55, y + s * e, L * 0.09, e, s)
    return parts
