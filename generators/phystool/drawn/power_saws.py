"""Power saws with a round blade or a blade loop, lying on their side as in a catalogue photo
so that a camera above sees the blade: the circular saw and the portable band saw; and the
compound miter saw, standing on its base as it does on the bench, and the track saw, standing
on its guide rail.

Every builder follows ``drawn/__init__.py``: ``builder(L, name, acc, **style)`` -> parts.
In these builders x runs along the saw (front at +x), y is the saw's own "up" (the shoe at
-y) and z is the side towards the camera.
"""

from __future__ import annotations

import math

from .common import ball, bar, block, cord, path, plate, rounded_rect, side, turned


def toothed_disc(cx: float, cy: float, r: float, n: int, depth: float) -> list[tuple[float, float]]:
    """Outline of a saw blade: n hooked teeth round a disc of radius r (tips at r)."""
    pts = []
    for i in range(n):
        a0 = 2 * math.pi * i / n
        a1 = 2 * math.pi * (i + 0.75) / n
        pts.append((cx + (r - depth) * math.cos(a0), cy + (r - depth) * math.sin(a0)))
        pts.append((cx + r * math.cos(a1), cy + r * math.sin(a1)))
    return pts


def _arc(cx, cy, r, a0, a1, n=24) -> list[tuple[float, float]]:
    return [
        (
            cx + r * math.cos(math.radians(a0 + (a1 - a0) * i / n)),
            cy + r * math.sin(math.radians(a0 + (a1 - a0) * i / n)),
        )
        for i in range(n + 1)
    ]


def circular_saw(L, name, acc):
    """Circular saw on its side, blade side up: a flat steel shoe along the bottom, a big
    toothed blade disc with its lower third bare below the shoe line, the upper half under a
    half-moon guard in the brand's colour with the arbor nut at its centre, a closed D-handle
    rising behind the guard with a trigger, a front knob and a cord out of the handle."""
    R = L * 0.3
    cx, cy = L * 0.08, -L * 0.06
    ys = -L * 0.22  # the shoe's top edge
    parts = block(-L / 2, L / 2, ys - L * 0.035, ys, 0.0, L * 0.16, "steel")  # the shoe on edge
    # the motor under the guard, its end cap showing behind it
    parts += turned(
        [(0.0, L * 0.13), (L * 0.16, L * 0.13)], 0.0, (50, 50, 54), 20, axis="z", x=-L * 0.06, y=L * 0.02
    )
    zb = L * 0.165
    parts += plate(toothed_disc(cx, cy, R, 28, R * 0.08), zb, L * 0.004, "steel")
    parts += plate(_arc(cx, cy, R * 0.62, 0, 360, 28), zb + L * 0.004, L * 0.002, (120, 124, 130))
    guard = _arc(cx, cy, R * 1.08, -25, 205, 30) + _arc(cx, cy, R * 0.3, 205, -25, 10)
    parts += plate(guard, zb + L * 0.006, L * 0.05, acc)
    parts += plate(
        _arc(cx, cy, R * 1.02, 10, 170, 20) + _arc(cx, cy, R * 0.85, 170, 10, 20),
        zb + L * 0.056,
        L * 0.004,
        (40, 40, 44),
    )
    parts += turned(
        [(0.0, L * 0.05), (L * 0.02, L * 0.05)], zb + L * 0.006, "chrome", 6, axis="z", x=cx, y=cy
    )
    parts += turned(
        [(0.0, L * 0.022), (L * 0.05, L * 0.022)], zb + L * 0.006, "dark_steel", 6, axis="z", x=cx, y=cy
    )
    # the handle: a body behind the guard and a closed D-handle over it
    zh = L * 0.12
    parts += plate(rounded_rect(-L * 0.3, -L * 0.02, ys, L * 0.12, L * 0.04), zh - L * 0.06, L * 0.12, acc)
    parts += path(
        [
            (-L * 0.28, L * 0.1, zh),
            (-L * 0.4, L * 0.2, zh),
            (-L * 0.3, L * 0.3, zh),
            (-L * 0.05, L * 0.3, zh),
            (L * 0.02, L * 0.16, zh),
        ],
        L * 0.035,
        "black_plastic",
    )
    parts += block(-L * 0.2, -L * 0.15, L * 0.2, L * 0.26, zh - L * 0.02, zh + L * 0.02, "red")  # the trigger
    parts += ball([L * 0.38, L * 0.02, zh], L * 0.045, "black_plastic")  # the front knob
    parts += cord(-L * 0.4, L * 0.2, L * 0.4, L * 0.018, L * 0.018)
    return parts


def band_saw(L, name, acc):
    """Portable band saw on its side: two round wheel housings joined by a long frame over a
    deep open throat, the blade loop's bare run crossing the throat with its teeth down and
    its ends showing round the wheels; a motor body on the frame with a rear loop handle and a
    front knob handle."""
    Rw = L * 0.17
    xw = L / 2 - Rw
    t = L * 0.004
    parts = []
    # the blade loop: a steel band round both wheels, the lower run toothed across the throat
    for s in (-1, 1):
        parts += plate(_arc(s * xw, 0.0, Rw * 1.04, 0, 360, 28), 0.0, t, "steel")
    yb = -Rw * 1.04  # the bare run's tooth line, the band Rw * 0.2 wide above it
    teeth = [(-xw + 2 * xw * k / 48, yb - (L * 0.014 if k % 2 else 0.0)) for k in range(49)]
    parts += plate([(xw, yb + Rw * 0.22), *teeth[::-1], (-xw, yb + Rw * 0.22)], 0.0, t * 2, "chrome")
    # the wheel housings and the frame over the throat, in the brand's colour
    zf = t
    for s in (-1, 1):
        parts += plate(_arc(s * xw, 0.0, Rw, 0, 360, 28), zf, L * 0.07, acc)
        parts += plate(_arc(s * xw, 0.0, Rw * 0.8, 0, 360, 28), zf + L * 0.07, L * 0.004, (40, 40, 44))
        parts += turned(
            [(0.0, L * 0.03), (L * 0.012, L * 0.03)], zf + L * 0.07, "chrome", 8, axis="z", x=s * xw, y=0.0
        )
    parts += plate(rounded_rect(-xw, xw, Rw * 0.1, Rw, L * 0.02), zf, L * 0.07, acc)
    # the motor on the frame, a loop handle behind it with a trigger, a knob handle in front
    zm = zf + L * 0.07
    parts += plate(
        rounded_rect(-L * 0.12, L * 0.16, Rw * 0.3, Rw * 1.5, L * 0.04), zm, L * 0.05, (40, 40, 44)
    )
    parts += path(
        [
            (L * 0.12, Rw * 1.3, zm),
            (L * 0.18, Rw * 2.2, zm),
            (L * 0.34, Rw * 2.2, zm),
            (L * 0.34, Rw * 1.0, zm),
        ],
        L * 0.022,
        "black_plastic",
    )
    parts += block(L * 0.2, L * 0.24, Rw * 1.8, Rw * 2.1, zm - L * 0.01, zm + L * 0.01, "red")
    parts += bar([-L * 0.12, Rw * 0.9, zm], [-L * 0.2, Rw * 2.0, zm], L * 0.03, "black_plastic")
    parts += ball([-L * 0.2, Rw * 2.05, zm], L * 0.035, "black_plastic")
    parts += cord(L * 0.34, Rw * 1.6, L * 0.3, L * 0.012, L * 0.012)
    return parts


MITER_BASE = (70, 72, 78)  # a miter saw's dark cast base
MITER_TABLE = (196, 200, 206)  # its bright aluminium turntable and fence
MITER_BLADE = (214, 216, 222)  # the big bright blade under the guard


def miter_saw(L, name, acc):
    """Compound miter saw standing on the bench (x from the back to the front, where the
    handle is; unlike the saws above it is not on its side): a wide dark base with a wing
    either side, a round aluminium turntable set in it with a slotted kerf plate and a miter
    arm and lock knob out in front, a tall aluminium fence across the back of the table, a
    pivot column at the back carrying an arm in the brand's colour forward to a big toothed
    blade standing upright over the table, its upper half under a half-moon guard in the
    brand's colour and its lower half bare, a motor drum out to one side, and a D-handle
    with a trigger over the front of the guard (a circular saw is held in the hand: a shoe, no
    table; a table saw's blade comes up through a flat table)."""
    sliding, cordless = "sliding" in name, "cordless" in name
    xb0, xb1, wb = -L * 0.3, L * 0.22, L * 0.28  # the base: back, front, half width
    zb = L * 0.05
    parts = plate(rounded_rect(xb0, xb1, -wb, wb, L * 0.03), 0.0, zb, MITER_BASE)
    for s in (-1, 1):  # the extension wings
        y0, y1 = sorted((s * wb * 0.98, s * L * 0.44))
        parts += block(-L * 0.16, L * 0.04, y0, y1, zb * 0.35, zb * 0.8, MITER_BASE)
    # the turntable, its kerf plate and the miter arm and lock knob out in front
    xt, R = L * 0.0, L * 0.19
    zt = zb + L * 0.014
    parts += turned([(zb - 0.0005, R), (zt, R)], 0.0, MITER_TABLE, 40, axis="z", x=xt)
    parts += block(xt - R * 0.55, xt + R, -L * 0.014, L * 0.014, zt - 0.0005, zt + L * 0.002, (28, 28, 30))
    parts += block(xt + R * 0.9, L * 0.34, -L * 0.04, L * 0.04, zb * 0.3, zt, MITER_TABLE)
    parts += turned([(L * 0.34, L * 0.028), (L * 0.37, L * 0.03), (L * 0.38, L * 0.02)], zt * 0.6, acc, 14)
    # the fence across the back of the table, split for the blade
    xf = xt - R * 0.62
    for s in (-1, 1):
        y0, y1 = sorted((s * L * 0.03, s * L * 0.36))
        parts += block(xf - L * 0.03, xf, y0, y1, zb * 0.9, zt + L * 0.1, MITER_TABLE)
    # the pivot column at the back and the arm forward to the blade
    xc = xb0 + L * 0.05
    zp = L * 0.36
    parts += block(xc - L * 0.05, xc + L * 0.05, -L * 0.06, L * 0.06, zb - 0.0005, zp + L * 0.03, MITER_BASE)
    parts += turned([(-L * 0.075, L * 0.045), (L * 0.075, L * 0.045)], zp, acc, 18, axis="y", x=xc)
    if sliding:  # two chrome rails running back from the column
        for z in (zp - L * 0.02, zp + L * 0.05):
            parts += bar([xc, -L * 0.03, z], [xb0 - L * 0.12, -L * 0.03, z], L * 0.012, "chrome")
            parts += bar([xc, L * 0.03, z], [xb0 - L * 0.12, L * 0.03, z], L * 0.012, "chrome")
    cx, cz = L * 0.04, L * 0.36  # the blade's centre, raised above the table
    Rb = L * 0.22
    parts += side([(xc, zp - L * 0.04), (cx - Rb * 0.4, cz + L * 0.08), (cx - Rb * 0.4, cz + L * 0.2),
                   (xc, zp + L * 0.05)], -L * 0.045, L * 0.045, acc)
    # the blade, upright in the x-z plane, and its guard over the upper half
    parts += side(toothed_disc(cx, cz, Rb, 40, Rb * 0.07), -L * 0.003, L * 0.003, MITER_BLADE)
    parts += side(_arc(cx, cz, Rb * 0.5, 0, 360, 24), -L * 0.005, L * 0.005, (120, 124, 130))
    guard = _arc(cx, cz, Rb * 1.1, 0, 180, 30) + _arc(cx, cz, Rb * 0.3, 180, 0, 10)
    parts += side(guard, -L * 0.04, L * 0.04, acc)
    # the motor drum out to one side of the guard, with a black end cap
    mx, mz = cx - Rb * 0.2, cz + Rb * 0.35
    parts += turned([(L * 0.05, L * 0.085), (L * 0.17, L * 0.085)], mz, (50, 50, 54), 22, axis="y", x=mx)
    parts += turned([(L * 0.17, L * 0.07), (L * 0.2, L * 0.05)], mz, acc, 22, axis="y", x=mx)
    if cordless:
        parts += block(cx - Rb * 0.5, cx + Rb * 0.1, L * 0.06, L * 0.16, cz + Rb * 0.35 + L * 0.08,
                       cz + Rb * 0.35 + L * 0.15, "black_plastic")
    # the D-handle over the front of the guard, a red trigger under its grip
    hy = L * 0.0
    hz = cz + Rb * 0.9
    parts += path([(cx + Rb * 0.3, hy, hz), (cx + Rb * 0.75, hy, hz + L * 0.08),
                   (cx + Rb * 1.2, hy, hz + L * 0.06),
                   (cx + Rb * 1.3, hy, hz - L * 0.03), (cx + Rb * 1.05, hy, hz - Rb * 0.45)], L * 0.025,
                  "black_plastic")
    parts += block(cx + Rb * 0.8, cx + Rb * 0.95, -L * 0.012, L * 0.012, hz + L * 0.02, hz + L * 0.055, "red")
    # a dust port out of the back of the guard
    parts += bar([cx - Rb * 0.9, 0.0, cz + Rb * 0.3], [cx - Rb * 1.35, 0.0, cz + Rb * 0.45], L * 0.03,
                 "black_plastic")
    return parts


RAIL = (186, 190, 196)  # the track saw's anodised aluminium guide rail
RAIL_STRIP = (200, 50, 40)  # the splinter guard strip along the rail's cutting edge
RAIL_GRIP = (60, 62, 66)  # the dark friction strips on the rail's face


def track_saw(L, name, acc):
    """Track saw standing on its guide rail (x along the rail, z up; unlike the circular saw it
    is not on its side): a long flat aluminium rail, longer than the saw, with a raised guide
    rib down its middle, dark friction strips and a red splinter strip along its cutting edge;
    on it the plunge saw's flat base, a closed blade housing along the cutting edge (no blade
    shows: it plunges), the motor drum out across the rail, a D-handle over the housing with a
    trigger, a front knob and a black dust port at the back; a cordless one has a battery on
    the motor's end."""
    R0, R1 = -L * 0.77, L * 0.77  # the rail's ends
    rw = L * 0.26  # its half width
    tr = L * 0.02
    parts = block(R0, R1, -rw, rw, 0.0, tr, RAIL)
    parts += block(R0, R1, -L * 0.035, L * 0.035, tr - 0.0005, tr + L * 0.03, RAIL)  # the guide rib
    for y0, y1 in ((L * 0.06, L * 0.1), (L * 0.16, L * 0.2), (-L * 0.14, -L * 0.1)):
        parts += block(R0 + L * 0.01, R1 - L * 0.01, y0, y1, tr - 0.0005, tr + L * 0.004, RAIL_GRIP)
    parts += block(R0, R1, -rw - L * 0.025, -rw + 0.0005, 0.0, tr * 0.6, RAIL_STRIP)
    # the saw's base plate, riding on the rib, its blade line at the rail's edge
    zb = tr + L * 0.03
    parts += block(-L * 0.45, L * 0.45, -rw - L * 0.02, rw * 0.85, zb - 0.0005, zb + L * 0.025,
                   (150, 154, 160))
    zt = zb + L * 0.025
    # the saw's body: a wide closed housing over most of the base plate, domed along the rail,
    # in the brand's colour (the blade inside it plunges; none shows), a black band round it
    Rb = L * 0.4
    hb = [(-Rb * math.cos(math.radians(a)), zt + Rb * 0.6 * math.sin(math.radians(a)))
          for a in range(0, 181, 12)]
    yo = -rw - L * 0.01  # the housing's outer face, over the cutting edge
    y1 = rw * 0.55
    parts += side(hb, yo, y1, acc)
    parts += side([(x, z + L * 0.004) for x, z in hb[3:-3]], yo + L * 0.12, yo + L * 0.16, (40, 40, 44))
    parts += side(_arc(0.0, zt + Rb * 0.22, Rb * 0.1, 0, 360, 16), yo - L * 0.007, yo + 0.0005, "chrome")
    # the motor's black end cap out of the far side (a battery behind it when cordless)
    zm = zt + L * 0.1
    parts += turned([(y1 - 0.0005, L * 0.09), (rw * 0.85, L * 0.075)], zm, (40, 40, 44), 22, axis="y",
                    x=-L * 0.05)
    if "cordless" in name:
        parts += block(-L * 0.42, -L * 0.2, -rw * 0.3, rw * 0.8, zt, zt + L * 0.1, "black_plastic")
    # the D-handle over the housing, leaning forward, a red trigger, and the front knob
    yh = (yo + y1) / 2
    zh = zt + Rb * 0.55
    parts += path([(-L * 0.26, yh, zh - L * 0.02), (-L * 0.2, yh, zh + L * 0.15),
                   (L * 0.08, yh, zh + L * 0.17), (L * 0.16, yh, zh - L * 0.02)], L * 0.035, "black_plastic")
    parts += block(-L * 0.1, -L * 0.03, yh - L * 0.014, yh + L * 0.014, zh + L * 0.1, zh + L * 0.14, "red")
    parts += ball([L * 0.36, yh, zt + Rb * 0.3], L * 0.055, "black_plastic")
    # the dust port out of the back of the housing
    parts += bar([-Rb * 0.8, yh, zt + Rb * 0.3], [-L * 0.55, yh, zt + Rb * 0.4], L * 0.045, "black_plastic")
    return parts
