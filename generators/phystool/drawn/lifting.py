"""Lifting and pulling: jacks and pumps (the air compressor too), winches and stretchers, the
wheel chock (pullers and presses are in ``pullers.py``).

Every builder follows ``drawn/__init__.py``: ``builder(L, name, acc, **style)`` -> parts.
"""

from __future__ import annotations

import math

from ..parts import rbox, ring
from .common import bar, block, lying_hook, path, plate, rounded_rect, side, turned
from .pliers import band

JACK_RED = (204, 28, 30)  # the bottle jack's red paint


def jack(L, name, acc, kind="floor"):
    """Jacks: floor jack (a low red chassis on wheels, a saddle arm, a long handle), scissor
    jack (a diamond of arms on a screw), bottle jack (``_bottle_jack``), jack stand
    pair (two tall pyramid stands with a ratchet bar)."""
    if kind == "floor":
        w = L * 0.32
        parts = plate(
            [(-L * 0.1, -w / 2), (L / 2, -w * 0.35), (L / 2, w * 0.35), (-L * 0.1, w / 2)],
            L * 0.04,
            L * 0.1,
            (200, 30, 30),
        )
        for x, y in ((L * 0.42, -w * 0.35), (L * 0.42, w * 0.35), (-L * 0.05, -w / 2), (-L * 0.05, w / 2)):
            parts += turned(
                [(y - L * 0.03, L * 0.05), (y + L * 0.03, L * 0.05)],
                L * 0.05,
                "black_plastic",
                14,
                axis="y",
                x=x,
            )
        parts += turned(
            [(L * 0.14, L * 0.07), (L * 0.17, L * 0.07)], 0.0, "dark_steel", 18, axis="z", x=L * 0.42
        )
        parts += bar([L * 0.42, 0.0, L * 0.14], [L * 0.1, 0.0, L * 0.1], L * 0.03, (200, 30, 30))
        parts += bar([-L * 0.1, 0.0, L * 0.1], [-L / 2, 0.0, L * 0.18], L * 0.022, (200, 30, 30))
        parts += turned([(-L / 2, L * 0.03), (-L / 2 + L * 0.1, L * 0.03)], L * 0.18, "rubber", 12)
        return parts
    if kind == "scissor":
        h = L * 0.22
        z = L * 0.03
        parts = plate(
            [(-L * 0.3, -L * 0.1), (L * 0.3, -L * 0.1), (L * 0.3, L * 0.1), (-L * 0.3, L * 0.1)],
            0.0,
            z,
            "dark_steel",
        )
        for a, b in (
            ((-L * 0.28, 0.0), (0.0, h)),
            ((0.0, h), (L * 0.28, 0.0)),
            ((-L * 0.28, 0.0), (0.0, -h)),
            ((0.0, -h), (L * 0.28, 0.0)),
        ):
            parts += bar([a[0], a[1], z * 1.5], [b[0], b[1], z * 1.5], L * 0.03, "dark_steel")
        parts += turned([(-L / 2, L * 0.012), (L * 0.3, L * 0.012)], z * 1.5, "chrome", 10)
        parts += block(-L * 0.05, L * 0.05, h - L * 0.03, h + L * 0.05, z, z * 2.5, "dark_steel")
        parts += path([(-L / 2, 0.0, z * 1.5), (-L / 2 - L * 0.02, L * 0.06, z * 1.5)], L * 0.015, "chrome")
        return parts
    if kind == "bottle":
        return _bottle_jack(L)
    parts = []
    for s in (-1, 1):
        y = s * L * 0.28
        base = L * 0.35
        parts += plate(
            [
                (-base / 2, y - base * 0.45),
                (base / 2, y - base * 0.45),
                (base / 2, y + base * 0.45),
                (-base / 2, y + base * 0.45),
            ],
            0.0,
            L * 0.03,
            "dark_steel",
        )
        parts += turned(
            [(L * 0.03, base * 0.35), (L * 0.55, base * 0.12)], 0.0, (200, 30, 30), 4, axis="z", y=y
        )
        parts += turned([(L * 0.4, L * 0.03), (L * 0.9, L * 0.03)], 0.0, "chrome", 10, axis="z", y=y)
        parts += block(-L * 0.06, L * 0.06, y - L * 0.03, y + L * 0.03, L * 0.9, L * 0.96, "dark_steel")
    return parts


def _bottle_jack(L) -> list:
    """Bottle jack standing up: a red square base plate with the pump housing cast on at one
    side, a wide straight red cylinder rounding at its shoulder into a narrow neck, a chrome
    ram out of it, a dark threaded extension screw and a serrated saddle cap on top; a short
    chrome pump plunger beside the body near the bottom with a black lever socket on it, and
    the release valve screw at the foot (no lever in the socket, no taper)."""
    R = L * 0.2
    zb = L * 0.05  # the base plate
    parts = plate(rounded_rect(-L * 0.25, L * 0.4, -L * 0.25, L * 0.25, L * 0.02), 0.0, zb, JACK_RED)
    parts += turned([(zb - 0.001, R), (L * 0.5, R), (L * 0.545, R * 0.93), (L * 0.575, R * 0.78),
                     (L * 0.59, R * 0.62)], 0.0, JACK_RED, 28, axis="z")
    parts += turned([(L * 0.585, R * 0.64), (L * 0.63, R * 0.64)], 0.0, "black_plastic", 24, axis="z")
    parts += turned([(L * 0.62, R * 0.48), (L * 0.79, R * 0.48)], 0.0, "chrome", 20, axis="z")
    for k in range(4):  # the extension screw's threads
        z = L * (0.79 + 0.022 * k)
        rk = R * (0.36 if k % 2 else 0.4)
        parts += turned([(z - 0.0005, rk), (z + L * 0.022, rk)], 0.0, "dark_steel", 16, axis="z")
    zs = L * 0.878
    parts += turned([(zs, R * 0.48), (zs + L * 0.04, R * 0.52)], 0.0, "dark_steel", 20, axis="z")
    for k in range(4):  # the saddle's serrations
        y = (k - 1.5) * R * 0.24
        parts += block(-R * 0.4, R * 0.4, y - R * 0.06, y + R * 0.06, zs + L * 0.035, zs + L * 0.06,
                       "dark_steel")
    px = L * 0.3  # the pump: a housing on the base, a plunger and the lever socket on it
    parts += block(R * 0.8, L * 0.38, -L * 0.08, L * 0.08, zb - 0.001, L * 0.15, JACK_RED)
    parts += turned([(L * 0.15, L * 0.035), (L * 0.25, L * 0.035)], 0.0, "chrome", 12, axis="z", x=px)
    parts += block(px - L * 0.05, px + L * 0.05, -L * 0.06, L * 0.06, L * 0.25, L * 0.3, "dark_steel")
    parts += bar([px - L * 0.04, 0.0, L * 0.28], [px + L * 0.1, 0.0, L * 0.36], L * 0.042, "black_plastic",
                 14)
    vx, vz = R * 0.9, L * 0.09  # the release valve: a screw with a tommy bar across its end
    parts += bar([vx, -L * 0.2, vz], [vx, -L * 0.28, vz], L * 0.02, "chrome", 10)
    parts += bar([vx - L * 0.04, -L * 0.28, vz], [vx + L * 0.04, -L * 0.28, vz], L * 0.012, "chrome", 8)
    return parts


PUMP_YELLOW = (236, 190, 24)  # a foot pump's pedal


def pump(L, name, acc, kind="foot"):
    """Foot pump: a wedge. A flat black base, and hinged to it at the back a broad yellow pedal
    rising steeply to the front, its top a black rubber tread of ribs across it; under the
    pedal one chrome cylinder (two for a double-barrel pump) from the base to the pedal's
    front; a round dial gauge face up on the base behind the hinge (white face, ticks, a red
    needle), and a black hose from the cylinder's foot curling round the side to a brass
    chuck. The pedal, seen from above, is most of the pump."""
    w = L * 0.16  # the pedal's half-width
    parts = plate(rounded_rect(-L / 2, L / 2, -w * 1.05, w * 1.05, L * 0.03), 0.0, L * 0.03, "black_plastic")
    xh, zh, xf, zf = -L * 0.26, L * 0.06, L / 2, L * 0.3  # the hinge and the pedal's front edge
    pitch = -math.atan2(zf - zh, xf - xh)
    span = math.hypot(xf - xh, zf - zh)
    ux, uz = (xf - xh) / span, (zf - zh) / span  # along the pedal
    th = L * 0.025
    cx, cz = (xh + xf) / 2, (zh + zf) / 2
    parts.append((rbox([cx, 0.0, cz], [span, w * 2, th], pitch=pitch), PUMP_YELLOW))
    for k in range(8):  # the tread: ribs across the pedal
        f = 0.12 + 0.78 * k / 7
        x, zz = xh + ux * span * f - uz * th * 0.9, zh + uz * span * f + ux * th * 0.9
        parts.append((rbox([x, 0.0, zz], [span * 0.055, w * 1.7, th * 0.8], pitch=pitch), "rubber"))
    parts += bar([xh, -w * 1.05, zh - th * 0.3], [xh, w * 1.05, zh - th * 0.3], L * 0.022, "chrome")  # hinge
    for y0, y1 in ((-w * 0.95, -w * 0.75), (w * 0.75, w * 0.95)):  # the hinge's brackets on the base
        parts += block(xh - L * 0.04, xh + L * 0.03, y0, y1, L * 0.02, zh, "black_plastic")
    # the cylinder(s) under the pedal, from the base to near its front
    ys = (-w * 0.45, w * 0.45) if "double" in name else (0.0,)
    for y in ys:
        top = zh + (L * 0.36 - xh) * uz / ux - th * 2  # just under the pedal
        parts += bar([-L * 0.12, y, L * 0.06], [L * 0.36, y, top], L * 0.045, "chrome", 16)
        parts += block(-L * 0.17, -L * 0.08, y - L * 0.05, y + L * 0.05, L * 0.02, L * 0.07, "black_plastic")
    # the gauge: a round dial face up on the base behind the hinge
    R, gx = L * 0.1, -L / 2 + L * 0.11
    parts += turned([(0.0, R), (L * 0.06, R)], 0.0, "black_plastic", 28, axis="z", x=gx)
    parts += turned([(L * 0.06, R * 0.85), (L * 0.065, R * 0.85)], 0.0, "white", 28, axis="z", x=gx)
    for i in range(9):
        u = math.radians(225 - 270 * i / 8)
        tick = [(gx + R * 0.55 * math.cos(u), R * 0.55 * math.sin(u)),
                (gx + R * 0.78 * math.cos(u), R * 0.78 * math.sin(u))]
        parts += plate(band(tick, R * 0.04), L * 0.065, L * 0.003, (30, 30, 30))
    parts += plate(band([(gx, 0.0), (gx + R * 0.5, R * 0.45)], R * 0.06), L * 0.068, L * 0.003, (210, 30, 30))
    # the hose from the cylinder's foot, round the side, to a brass chuck
    hose = [(-L * 0.17, -w * 0.6, L * 0.045), (-L * 0.3, -w * 1.2, 0.012), (-L * 0.1, -w * 1.45, 0.012),
            (L * 0.25, -w * 1.4, 0.012)]
    parts += path(hose, L * 0.017, "black_plastic")
    parts += bar([L * 0.25, -w * 1.4, 0.012], [L * 0.33, -w * 1.35, 0.012], L * 0.024, "brass")
    return parts


COME_ALONG_RED = (200, 36, 30)  # a come-along's painted frame


def _come_along(L, acc):
    """Come-along (cable puller) lying on its side, spread out long: a big hook at each end;
    behind the anchor hook a red side plate with the cable drum's hub and a big toothed
    ratchet wheel on it, a long chrome lever handle swung out from the drum to a rubber grip,
    and a bright steel cable running off the drum the length of the tool to a pulley block
    carrying the load hook (a closed box with hooks reads as a hanging scale, a short lever on
    a frame as a wrench)."""
    h = L * 0.03  # the side plate's height over the surface
    xd = -L * 0.2  # the drum
    parts = plate(rounded_rect(-L * 0.36, -L * 0.06, -L * 0.065, L * 0.065, L * 0.04), 0.0, h, COME_ALONG_RED)
    parts += turned([(h, L * 0.055), (h * 1.6, L * 0.055)], 0.0, (120, 124, 130), 24, axis="z", x=xd)  # hub
    R, n = L * 0.075, 18  # the ratchet wheel: teeth like a saw's, all one way round
    gear = []
    for i in range(n):
        a0, a1 = 2 * math.pi * i / n, 2 * math.pi * (i + 1) / n
        gear += [(xd + R * 0.78 * math.cos(a0), R * 0.78 * math.sin(a0)),
                 (xd + R * math.cos(a1 - 0.05), R * math.sin(a1 - 0.05))]
    parts += plate(gear, h * 1.6, L * 0.012, "dark_steel")
    parts += turned([(h * 1.6, L * 0.016), (h * 1.6 + L * 0.03, L * 0.016)], 0.0, "chrome", 12, axis="z",
                    x=xd)  # the axle
    parts += block(xd - L * 0.11, xd - L * 0.06, L * 0.03, L * 0.06, h, h + L * 0.012, "chrome")  # the pawl
    # the lever handle from the drum, swung back and out, to its rubber grip
    gx, gy = -L * 0.4, L * 0.27
    parts += bar([xd, 0.0, h * 1.6 + L * 0.02], [gx, gy, h], L * 0.016, "chrome", 12)
    parts += bar([gx + (xd - gx) * 0.35, gy * 0.65, h * 1.2], [gx, gy, h], L * 0.024, "rubber", 14)
    # the anchor hook at the frame's back end
    parts += block(-L * 0.38, -L * 0.34, -L * 0.02, L * 0.02, 0.0, h, COME_ALONG_RED)
    parts += lying_hook(-L * 0.38, 0.0, L * 0.02, -1, L * 0.14)
    # the cable off the drum to the pulley block, and the load hook on it
    xb = L * 0.3
    parts += bar([xd + L * 0.05, -L * 0.03, h * 0.6], [xb, -L * 0.02, L * 0.02], L * 0.007, "chrome", 8)
    parts += bar([xd + L * 0.05, L * 0.03, h * 0.6], [xb, L * 0.02, L * 0.02], L * 0.007, "chrome", 8)
    parts += turned([(0.0, L * 0.035), (L * 0.035, L * 0.035)], 0.0, COME_ALONG_RED, 20, axis="z", x=xb)
    parts += lying_hook(xb + L * 0.04, 0.0, L * 0.02, 1, L * 0.18)
    return parts


def winch(L, name, acc, kind="come_along"):
    """Pulling tools: come-along (a ratchet lever handle over a cable drum, two hooks), wire
    strainer (a small ratchet reel with a handle); the fence stretcher is ``fence_stretcher``."""
    if kind == "come_along":
        return _come_along(L, acc)
    parts = turned([(-L * 0.1, L * 0.09), (L * 0.1, L * 0.09)], L * 0.1, "chrome", 18, axis="y")
    parts += bar([0.0, 0.0, L * 0.1], [-L / 2, 0.0, L * 0.05], L * 0.025, acc)
    for i in range(8):
        parts.append(
            (ring([L * 0.12 + i * L * 0.045, 0.0, L * 0.01], L * 0.02, L * 0.012, L * 0.01), "steel")
        )
    return parts


def fence_stretcher(L, name, acc):
    """Fence stretcher: a short notched steel ratchet bar, a ratchet block on it with a lever
    handle (a black grip) swung out to one side, a wire-grab jaw at each end, and a strand of
    bright barbed fence wire, longer than the tool, running through both jaws beside the bar
    (a jack has no wire and stands on a foot)."""
    t = L * 0.04
    yw = -t * 1.9  # the wire's line, beside the bar
    parts = block(-L * 0.26, L * 0.26, -t / 2, t / 2, 0.0, L * 0.02, "dark_steel")
    for i in range(12):  # the notches the pawl climbs
        x = -L * 0.24 + i * L * 0.04
        parts += plate(
            [(x, t / 2), (x + L * 0.03, t / 2), (x + L * 0.03, t * 1.1)], 0.0, L * 0.02, "dark_steel"
        )
    parts += block(-L * 0.06, L * 0.06, -t * 1.3, t * 1.8, 0.0, L * 0.05, acc)
    hx, hy = -L * 0.28, L * 0.24  # the lever swung back and out, away from the wire
    parts += bar([0.0, 0.0, L * 0.05], [hx, hy, L * 0.04], L * 0.02, acc)
    parts += bar([hx * 0.6, hy * 0.6, L * 0.042], [hx, hy, L * 0.04], L * 0.028, "rubber")
    for s in (1, -1):  # a wire-grab jaw at each end, its cam biting the wire
        x0 = s * L * 0.26
        jaw = [(x0, t * 0.5), (x0 + s * L * 0.1, t * 0.2), (x0 + s * L * 0.1, yw - t), (x0, yw - t * 1.4)]
        parts += plate(jaw if s > 0 else jaw[::-1], 0.0, L * 0.03, "steel")
        parts.append((ring([x0 + s * L * 0.05, yw + t * 0.9, L * 0.03], L * 0.022, L * 0.01, L * 0.012),
                      "dark_steel"))
    parts += bar([-L / 2, yw, L * 0.035], [L / 2, yw, L * 0.035], L * 0.006, "chrome")
    for i in range(7):  # the barbs: short crossed spikes along the wire
        x = -L * 0.45 + i * L * 0.15
        for dx, dy in ((1, 1), (1, -1)):
            d = L * 0.025
            parts += bar([x - dx * d, yw - dy * d, L * 0.035], [x + dx * d, yw + dy * d, L * 0.035],
                         L * 0.004, "chrome")
    return parts


CHOCK_STRIPE = (240, 200, 20)  # a wheel chock's yellow reflective stripe


def _chock_face(L, H, f):
    """A point (x, z) on a wheel chock's hollow ramp face, f = 0 at the toe, 1 at the top."""
    return L / 2 - f * L * 0.84, L * 0.03 + (H - L * 0.03) * f ** 1.7


def wheel_chock(L, name, acc):
    """Wheel chock standing on its base: a wide solid wedge, square at the back, its front a
    hollow ramp curving down from the top to a thin toe (it fits round a tyre), ridged across
    with grip ribs, a yellow reflective stripe across the face near the top and down both
    sides; black rubber, a plastic one yellow with a black stripe, an aluminium one bare (a
    door wedge is small and straight, a jack stand a frame on legs)."""
    body, stripe = (("yellow", "rubber") if "plastic" in name else
                    ("aluminium", CHOCK_STRIPE) if "aluminum" in name else ("rubber", CHOCK_STRIPE))
    H, w = L * 0.52, L * 0.34
    face = [_chock_face(L, H, i / 16) for i in range(17)]
    outline = [(-L / 2, 0.0), (L / 2, 0.0)] + face + [(-L / 2 + L * 0.02, H), (-L / 2, H - L * 0.02)]
    parts = side(outline, -w, w, body)
    for f in (0.2, 0.32, 0.44, 0.56):  # the grip ribs across the ramp
        x, z = _chock_face(L, H, f)
        parts += bar([x, -w * 0.94, z], [x, w * 0.94, z], L * 0.018, body, 8)
    band = [_chock_face(L, H, 0.66 + 0.04 * i) for i in range(5)]
    lift = [(x + L * 0.004, z + L * 0.006) for x, z in band]  # just proud of the face
    parts += side(band + lift[::-1], -w * 0.98, w * 0.98, stripe)
    for y0, y1 in ((w, w + L * 0.004), (-w - L * 0.004, -w)):  # down both sides
        parts += side(band + [(x, 0.0) for x, _ in band[::-1]], y0, y1, stripe)
    return parts


COMPRESSOR_TANK = (200, 30, 28)  # an air compressor's red-painted tank
HOSE_YELLOW = (240, 200, 30)  # its yellow recoil air hose


def air_compressor(L, name, acc):
    """Air compressor standing on its feet. A pancake compressor: a big round red tank, a
    flat drum with a domed top, on three rubber feet; on it the black motor and pump shroud
    with a fan grille, a black tube roll cage arching over the top, and at the front a
    manifold with two round white pressure gauges tipped up, a regulator knob and a brass
    coupler; a yellow recoil hose lies coiled beside it with a brass tire chuck. A
    20-gallon compressor has a horizontal red tank on two wheels instead of the pancake."""
    if "pancake" in name:
        R = L * 0.4
        cx, z0 = -L / 2 + R + L * 0.02, L * 0.03
        h = R * 0.45
        parts = turned([(z0, R * 0.97), (z0 + h * 0.1, R), (z0 + h * 0.7, R), (z0 + h, R * 0.8),
                        (z0 + h * 1.1, R * 0.45), (z0 + h * 1.14, 0.0)], 0.0, COMPRESSOR_TANK, 36, axis="z",
                       x=cx)
        for k in range(3):
            a = math.radians(90 + 120 * k)
            parts += turned([(0.0, L * 0.03), (z0, L * 0.03)], 0.0, "rubber", 12, axis="z",
                            x=cx + R * 0.7 * math.cos(a), y=R * 0.7 * math.sin(a))
        top = z0 + h * 1.1
    else:
        R = L * 0.17
        cx, top = 0.0, R * 2.1
        parts = turned([(-L * 0.42, R * 0.5), (-L * 0.38, R * 0.95), (L * 0.38, R * 0.95),
                        (L * 0.42, R * 0.5)], R * 1.05, COMPRESSOR_TANK, 28)
        for s in (1, -1):
            parts += turned(sorted([(s * R * 0.9, R * 0.45), (s * R * 1.15, R * 0.45)]), R * 0.45, "rubber",
                            20,
                            axis="y", x=-L * 0.3)
    # the motor and pump shroud, with a grille of dark slots
    parts += plate(rounded_rect(cx - L * 0.2, cx + L * 0.08, -L * 0.13, L * 0.13, L * 0.05), top - L * 0.02,
                   L * 0.14, "black_plastic")
    for i in range(5):
        y = -L * 0.09 + i * L * 0.045
        parts += block(cx - L * 0.17, cx - L * 0.04, y - L * 0.008, y + L * 0.008, top + L * 0.12,
                       top + L * 0.123, (20, 20, 22))
    # the roll cage: a black tube arch from the back over the shroud
    cage = [(cx - L * 0.3, -L * 0.16, top - L * 0.03), (cx - L * 0.25, -L * 0.16, top + L * 0.2),
            (cx - L * 0.25, L * 0.16, top + L * 0.2), (cx - L * 0.3, L * 0.16, top - L * 0.03)]
    parts += path(cage, L * 0.014, "black_plastic")
    # the front manifold: two gauges tipped up, a regulator knob, a brass coupler
    mx = cx + L * 0.2
    parts += block(mx - L * 0.05, mx + L * 0.05, -L * 0.12, L * 0.12, top - L * 0.02, top + L * 0.04,
                   "chrome")
    for y in (-L * 0.06, L * 0.06):
        g = L * 0.045
        parts += turned([(top + L * 0.04, g), (top + L * 0.06, g)], 0.0, "chrome", 20, axis="z", x=mx, y=y)
        parts += turned([(top + L * 0.06, g * 0.85), (top + L * 0.062, g * 0.85)], 0.0, "white", 20, axis="z",
                        x=mx, y=y)
        parts += plate(band([(mx, y), (mx + g * 0.55, y + g * 0.4)], g * 0.08), top + L * 0.062, L * 0.002,
                       (210, 30, 30))
    parts += turned([(top + L * 0.04, L * 0.02), (top + L * 0.08, L * 0.02)], 0.0, "black_plastic", 12,
                    axis="z",
                    x=mx + L * 0.04, y=0.0)
    parts += bar([mx + L * 0.05, 0.0, top], [mx + L * 0.1, 0.0, top], L * 0.014, "brass")
    # the recoil hose: a coil of yellow loops lying beside the tank, a chuck on its end
    hx, hy, hr = cx + L * 0.05, -L * 0.47, L * 0.12
    for k in range(3):
        parts.append((ring([hx + k * L * 0.05, hy, L * 0.012], hr, hr - L * 0.022, L * 0.024), HOSE_YELLOW))
    parts += path([(hx + L * 0.1 + hr, hy, L * 0.012), (hx + L * 0.28, hy + L * 0.04, L * 0.012)], L * 0.012,
                  HOSE_YELLOW)
    parts += bar([hx + L * 0.28, hy + L * 0.04, L * 0.018], [hx + L * 0.34, hy + L * 0.05, L * 0.018],
                 L * 0.018,
                 "brass")
    return parts


FARM_JACK_BAR = (34, 34, 38)  # a farm jack's black I-beam standard
FARM_JACK_RED = (204, 30, 28)  # its cast runner and handle
FARM_JACK_ZINC = (184, 188, 194)  # the plated foot and top clamp


def farm_jack(L, name, acc):
    """Farm jack (a high-lift jack) lying on its side: a long black I-beam standard the whole
    length, its web facing up and pierced by a row of round climbing holes from end to end;
    a square plated foot across its bottom end (-x) and a plated top clamp with a bolt at its
    top end; on the standard a red cast runner with its lifting nose sticking out to one side
    and two climbing pins, and the long red handle folded up against the standard in its
    clip, from the runner nearly to the top (a floor jack is a low chassis on wheels, a bottle
    jack a squat cylinder)."""
    hw = L * 0.026  # the standard's half width (the web's span between the flanges)
    t = L * 0.024  # its depth, lying on its side
    x0, x1 = -L * 0.48, L * 0.48
    parts = []
    for s in (-1, 1):  # the flanges
        parts += block(x0, x1, s * hw - L * 0.004, s * hw + L * 0.004, 0.0, t, FARM_JACK_BAR)
    zw0, zw1 = t * 0.4, t * 0.6  # the web, at mid depth, cut by the climbing holes
    pitch, hole = L * 0.03, L * 0.017
    x = x0
    while x < x1:
        xa = min(x + pitch - hole, x1)
        parts += block(x, xa, -hw, hw, zw0, zw1, FARM_JACK_BAR)
        if xa + hole < x1:  # the hole: a rounded window with the web's rim above and below it
            parts += block(xa, xa + hole, -hw, -hw * 0.55, zw0, zw1, FARM_JACK_BAR)
            parts += block(xa, xa + hole, hw * 0.55, hw, zw0, zw1, FARM_JACK_BAR)
        x = xa + hole
    # the foot across the bottom end and the top clamp with its bolt
    parts += block(-L / 2, x0, -L * 0.07, L * 0.07, 0.0, L * 0.05, FARM_JACK_ZINC)
    parts += block(x1, L / 2, -hw * 1.4, hw * 1.4, 0.0, t * 1.2, FARM_JACK_ZINC)
    parts += bar([L * 0.49, -hw * 1.7, t * 0.6], [L * 0.49, hw * 1.7, t * 0.6], L * 0.006, "chrome")
    # the cast runner round the standard, its lifting nose out to one side, two climbing pins
    xr0, xr1 = -L * 0.2, -L * 0.06
    parts += block(xr0, xr1, -hw * 1.5, hw * 1.5, -0.0, t * 1.45, FARM_JACK_RED)
    parts += plate([(xr0 + L * 0.03, -hw * 1.5), (xr0 + L * 0.075, -hw * 1.5), (xr0 + L * 0.07, -L * 0.12),
                    (xr0 + L * 0.035, -L * 0.12)], 0.0, t * 0.9, FARM_JACK_RED)  # the lifting nose
    for x in (xr0 + L * 0.025, xr1 - L * 0.02):
        parts += bar([x, -hw * 1.6, t * 1.5], [x, hw * 1.6, t * 1.5], L * 0.006, "chrome")
    # the handle: pivoted on the runner, folded up along the standard, held by a spring clip
    yh, rh = hw * 1.5 + L * 0.02, L * 0.016
    parts += block(xr1 - L * 0.04, xr1, hw * 1.5, yh + rh, 0.0, t * 1.2, FARM_JACK_RED)  # the socket
    parts += turned([(xr1 - L * 0.03, rh), (L * 0.36, rh), (L * 0.4, rh * 0.9)], rh, FARM_JACK_RED, 14, y=yh)
    parts += block(L * 0.3, L * 0.32, hw, yh + rh * 1.2, 0.0, rh * 2.2, "chrome")  # the clip
    return parts
