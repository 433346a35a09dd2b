"""Pulling and pressing: bearing pullers and the bearing separator, the brake caliper piston
tool and the arbor press.

Every builder follows ``drawn/__init__.py``: ``builder(L, name, acc, **style)`` -> parts.
"""

from __future__ import annotations

import math

from ..parts import arc_plate
from .common import ball, bar, block, plate, rounded_rect, side, thread_profile, turned


def _separator(L):
    """Bearing separator lying flat: a split ring of two thick dark steel halves round a big
    round hole, its inner edge ground to a bright knife edge, each half with an ear at both
    ends; two long bolts run across the split through the ears, a hex head on one side and a
    nut on the other."""
    g, h = L * 0.008, L * 0.075  # half the split's gap; the plates' thickness
    ri, ro, ye, xe = L * 0.15, L * 0.27, L * 0.13, L * 0.5  # the hole, the ring, the ears
    parts = []
    for s in (1, -1):
        u0 = math.asin(ye / ro)
        half = [(-xe, g), (-ri, g)]
        half += [(ri * math.cos(u), g + ri * math.sin(u)) for u in
                 [math.pi * (1 - k / 16) for k in range(17)]]
        half += [(xe, g), (xe, ye)]
        half += [(ro * math.cos(u), ro * math.sin(u)) for u in
                 [u0 + (math.pi - 2 * u0) * k / 14 for k in range(15)]]
        half += [(-xe, ye)]
        parts += plate([(x, s * y) for x, y in half], 0.0, h, "dark_steel")
        a0, a1 = (0.0, math.pi) if s > 0 else (math.pi, 2 * math.pi)  # the knife edge round the hole
        for m in arc_plate(0.0, s * g, ri, ri + L * 0.03, a0, a1, h, h + L * 0.004, 12):
            parts.append((m, "chrome"))
    yb = L * 0.34
    for x in (-L * 0.4, L * 0.4):  # the bolts across the split, through the ears
        parts += bar([x, -yb, h / 2], [x, yb, h / 2], L * 0.022, "chrome")
        nut = L * 0.045  # the hex head and the nut
        parts += turned([(yb - 0.0005, nut), (yb + L * 0.03, nut)], h / 2, "steel", 6, axis="y", x=x)
        parts += turned([(-ye - L * 0.035, nut), (-ye - 0.0005, nut)], h / 2, "steel", 6, axis="y", x=x)
    return parts


def puller(L, name, acc, kind="two"):
    """Pullers lying on their side: two-jaw (``_two_jaw``), three-jaw (a yoke with hooked
    jaws, a forcing screw with a hex head), bearing separator (``_separator``)."""
    if kind == "separator":
        return _separator(L)
    if kind == "two":
        return _two_jaw(L)
    parts = turned([(-L / 2, L * 0.04), (-L / 2 + L * 0.08, L * 0.04)], L * 0.05, "chrome", 6)
    parts += turned([(-L / 2 + L * 0.08, L * 0.018), (L * 0.4, L * 0.018)], L * 0.05, "chrome", 10)
    yoke = L * 0.3
    parts += plate([(-L * 0.15, -yoke), (-L * 0.02, -yoke), (-L * 0.02, yoke), (-L * 0.15, yoke)],
                   L * 0.02, L * 0.06, "dark_steel")
    for y in (-yoke * 0.9, 0.0, yoke * 0.9):
        s = 1 if y >= 0 else -1
        x0 = -L * 0.08
        parts += plate(
            [
                (x0, y - L * 0.025),
                (L / 2 - L * 0.04, y - L * 0.02 * s),
                (L / 2 - L * 0.04, y + L * 0.02),
                (x0, y + L * 0.025),
            ],
            L * (0.03 if y else 0.06),
            L * 0.035,
            "dark_steel",
        )
        parts += plate(
            [
                (L / 2 - L * 0.08, y),
                (L / 2, y),
                (L / 2, y - s * L * 0.07),
                (L / 2 - L * 0.04, y - s * L * 0.07),
            ][:: s if s else 1],
            L * (0.03 if y else 0.06),
            L * 0.035,
            "dark_steel",
        )
    return parts


PULLER_BLACK = (34, 36, 40)  # a two-jaw puller's black-oxide forged yoke and jaws
PULLER_HEX = (200, 204, 210)  # its bright forcing screw's hex head


def _two_jaw(L):
    """Two-jaw puller lying on its side: a thick black forged cross yoke, one jaw hinged at
    each end on a bright pivot bolt, the two jaws running parallel forward and each ending in
    a big hook turned inward toward the other; through the yoke's boss a long bright threaded
    forcing screw with a big hex head behind and a point in front between the hooks."""
    rh = L * 0.075  # the hex head's radius: the screw's axis height
    z = rh
    t = L * 0.07  # the yoke's and the jaws' thickness (up)
    parts = turned([(-L / 2, rh), (-L / 2 + L * 0.08, rh)], z, PULLER_HEX, 6)  # the hex head
    parts += turned([(-L / 2 + L * 0.08, rh * 0.75), (-L / 2 + L * 0.1, rh * 0.75)], z, "chrome", 16)
    x0, x1, rs = -L / 2 + L * 0.1, L * 0.3, L * 0.028
    n = 18
    prof = []
    for i in range(n + 1):  # the threads: ridges all along the screw
        x = x0 + (x1 - x0) * i / n
        prof.append((x, rs if i % 2 == 0 else rs * 0.8))
    prof += [(x1 + L * 0.05, rs * 0.25)]  # the pointed tip
    parts += turned(prof, z, "chrome", 12)
    yk, xa, xb = L * 0.22, -L * 0.22, -L * 0.12  # the yoke's half span and its back and front faces
    parts += block(xa, xb, -yk, yk, z - t / 2, z + t / 2, PULLER_BLACK)
    parts += turned([(xa - L * 0.02, L * 0.06), (xb + L * 0.02, L * 0.06)], z, PULLER_BLACK, 16)  # the boss
    w = L * 0.06  # a jaw's width
    xh = L * 0.4  # where the hooks turn in
    for s in (1, -1):
        ys = s * (yk - w / 2)
        ye = ys + s * L * 0.07  # the jaws splay a little outward toward their hooks
        parts += plate([(xa + L * 0.01, ys - w / 2), (xh, ye - w / 2), (xh, ye + w / 2),
                        (xa + L * 0.01, ys + w / 2)], z - t / 2 - L * 0.004, t, PULLER_BLACK)
        hook = [(xh - L * 0.005, ye + s * w / 2), (L / 2 - L * 0.02, ye + s * w / 2),
                (L / 2, ye - s * L * 0.02), (L / 2 - L * 0.01, ye - s * L * 0.16),
                (xh + L * 0.03, ye - s * L * 0.1), (xh, ye - s * w / 2)]
        parts += plate(hook, z - t / 2 - L * 0.004, t, PULLER_BLACK)
        parts += turned([(z + t / 2, L * 0.03), (z + t / 2 + L * 0.015, L * 0.03)], 0.0, "chrome", 12,
                        axis="z", x=(xa + xb) / 2, y=ys)  # the pivot bolt's head
    return parts


def piston_compressor(L, name, acc):
    """Brake caliper piston tool (a screw compressor) lying on its side: a square C frame of
    black flat bar, a thick threaded chrome screw through a boss on one arm, turned by a
    sliding T-handle with balls on its ends, and on the screw's tip a big round steel
    pressing plate, far broader than the frame, that faces a flat steel pad on the other arm
    (a C-clamp's frame is a rounded painted casting with small swivel pads)."""
    h = L * 0.12  # the flat bar's width, lying down
    R = L * 0.16  # the pressing plate's radius
    z = R  # the screw's axis, at the plate's centre
    z0 = z - h / 2
    bw = L * 0.07  # the flat bar's thickness
    ys, yb = L * 0.1, -L * 0.34  # the arms' free ends and the spine's inner edge
    xs, xa = -L * 0.2, L * 0.43  # the screw arm's and the anvil arm's inner faces
    black = (40, 42, 46)
    parts = block(xs - bw, xs, yb - bw, ys, z0, z0 + h, black)  # the screw arm
    parts += block(xa, xa + bw, yb - bw, ys, z0, z0 + h, black)  # the anvil arm
    parts += block(xs - bw, xa + bw, yb - bw, yb, z0, z0 + h, black)  # the spine
    parts += turned([(xs - bw - L * 0.04, L * 0.055), (xs + L * 0.02, L * 0.055)], z, black, 16)  # boss
    parts += block(xa - L * 0.03, xa, -L * 0.12, L * 0.09, z - L * 0.09, z + L * 0.09, "steel")  # the pad
    # the screw, threaded: ridges all along, from the T-handle to the plate
    x0, x1 = -L * 0.44, L * 0.24
    parts += turned(thread_profile(x0, x1, 16, L * 0.032, L * 0.04), z, "chrome", 12)
    # the pressing plate: a thick round disc on the screw's tip
    parts += turned([(x1 - 0.0005, R * 0.4), (x1 + L * 0.02, R * 0.4)], z, "steel", 20)
    parts += turned([(x1 + L * 0.02, R), (x1 + L * 0.06, R)], z, "steel", 28)
    # the T-handle through the screw's end, a ball on each end
    parts += turned([(x0 - L * 0.03, L * 0.05), (x0 + L * 0.04, L * 0.05)], z, "chrome", 12)
    tx = x0 + L * 0.005
    parts += bar([tx, -L * 0.3, z], [tx, L * 0.22, z], L * 0.022, "chrome")
    for y in (-L * 0.3, L * 0.22):
        parts += ball([tx, y, z], L * 0.035, "chrome")
    return parts


PRESS_BLUE = (46, 84, 140)  # an arbor press's painted cast-iron frame
RAM_STEEL = (196, 200, 206)  # its bright ground ram


def arbor_press(L, name, acc):
    """Arbor press standing on the bench: a painted cast-iron frame (a flat base, a column at
    the back and a head arching forward over the work), a slotted round steel anvil plate on
    the base under a square bright ram that runs down through the head, a rack of teeth up the
    ram's back, and on the head's side the pinion hub with a long steel lever swung forward and
    up, ending in a black ball (a bottle jack has a round body and no lever; a drill press has
    a motor and a chuck)."""
    x0, x1 = -L * 0.3, L * 0.3  # the base's back and front
    w = L * 0.085  # the frame's half width
    zb = L * 0.05
    parts = plate(rounded_rect(x0, x1, -w * 1.9, w * 1.9, L * 0.02), 0.0, zb, PRESS_BLUE)
    xc = x0 + L * 0.06  # the column's middle
    parts += block(x0, x0 + L * 0.12, -w * 0.8, w * 0.8, zb - 0.001, L * 0.6, PRESS_BLUE)
    zh0, zh1 = L * 0.52, L * 0.68  # the head, just wide enough round the ram
    xr = L * 0.08  # the ram's line
    parts += block(x0 - L * 0.005, xr + L * 0.06, -w, w, zh0, zh1, PRESS_BLUE)
    parts += side([(xc, zh0 + 0.001), (xc + L * 0.16, zh0 + 0.001), (xc + L * 0.05, zh0 - L * 0.12)],
                  -w * 0.6, w * 0.6, PRESS_BLUE)  # the web under the head
    # the anvil plate: a round steel disc on the base with slots of three widths
    R = L * 0.12
    parts += turned([(zb - 0.001, R), (zb + L * 0.03, R)], 0.0, "steel", 28, axis="z", x=xr)
    for k, a in enumerate((0.0, 2.1, 4.2)):
        c, s = math.cos(a), math.sin(a)
        wd = L * (0.008 + 0.006 * k)
        slot = [(xr + c * R * k0 - s * wd * sg, s * R * k0 + c * wd * sg)
                for k0, sg in ((0.3, 1), (1.01, 1), (1.01, -1), (0.3, -1))]
        parts += plate(slot, zb + L * 0.03, L * 0.002, "dark_steel")
    # the ram: a square bright bar from above the anvil up through the head, a rack on its back
    d = L * 0.035
    zr0, zr1 = L * 0.2, L * 0.86
    parts += block(xr - d, xr + d, -d, d, zr0, zr1, RAM_STEEL)
    parts += block(xr - d * 0.6, xr + d * 0.6, -d * 0.6, d * 0.6, zr0 - L * 0.03, zr0 + 0.001, "dark_steel")
    for i in range(11):  # the rack's teeth up the ram's back, above the head
        z = zh1 + L * 0.012 + i * L * 0.014
        if z > zr1 - L * 0.01:
            break
        parts += block(xr - d - L * 0.012, xr - d + 0.0005, -d * 0.8, d * 0.8, z, z + L * 0.007, "dark_steel")
    for i in range(6):  # and below it
        z = zr0 + L * 0.03 + i * L * 0.04
        parts += block(xr - d - L * 0.012, xr - d + 0.0005, -d * 0.8, d * 0.8, z, z + L * 0.02, "dark_steel")
    # the pinion hub on the head's side and the lever swung forward and up to its ball
    zp = (zh0 + zh1) / 2
    parts += turned([(w - 0.001, L * 0.06), (w + L * 0.05, L * 0.06)], zp, "dark_steel", 20, axis="y", x=xr)
    parts += turned([(w + L * 0.05, L * 0.035), (w + L * 0.1, L * 0.035)], zp, "steel", 16, axis="y", x=xr)
    ang = math.radians(28)
    ll = L * 0.62
    ex, ez = xr + ll * math.cos(ang), zp + ll * math.sin(ang)
    parts += bar([xr, w + L * 0.075, zp], [ex, w + L * 0.075, ez], L * 0.016, "steel", 12)
    parts += ball([ex, w + L * 0.075, ez], L * 0.035, "black_plastic")
    return parts
