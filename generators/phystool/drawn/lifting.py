"""Lifting and pulling: jacks and pumps, winches and stretchers, pullers, the piston spreader.

Every builder follows ``drawn/__init__.py``: ``builder(L, name, acc, **style)`` -> parts.
"""

from __future__ import annotations

import math

from ..parts import rbox, ring
from .common import bar, block, mirror_y, path, plate, rounded_rect, turned
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


def pump(L, name, acc, kind="foot"):
    """Foot pump seen from above: a flat black base, a broad flat pedal in the accent colour
    with a plain black rubber tread, hinged to the base's back on a chrome pin and rising
    towards the front (a V open at the front), a chrome cylinder slanting up from the base to
    the pedal's underside beside it, a big round gauge face up (white face, a scale of ticks,
    a red needle) and a black hose curling off the front to a brass chuck. No ribs: a ribbed
    pedal reads as a tire inflator's body."""
    w = L * 0.11
    parts = plate(rounded_rect(-L / 2, L * 0.2, -w * 1.1, w * 1.1, L * 0.03), 0.0, L * 0.025, "black_plastic")
    # the pedal: a flat plate hinged at the back (x = -0.46 L, low) rising to the front
    x0, x1, z0, z1 = -L * 0.46, L * 0.14, L * 0.05, L * 0.15
    pitch = -math.atan2(z1 - z0, x1 - x0)
    span = math.hypot(x1 - x0, z1 - z0)
    cx, cz = (x0 + x1) / 2, (z0 + z1) / 2
    parts.append((rbox([cx, -w * 0.1, cz], [span, w * 1.9, L * 0.025], pitch=pitch), acc))
    tread = rbox([cx + L * 0.02, -w * 0.1, cz + L * 0.016], [span * 0.7, w * 1.5, L * 0.01], pitch=pitch)
    parts.append((tread, "rubber"))
    parts += bar([x0, -w * 1.15, z0 - L * 0.01], [x0, w * 0.95, z0 - L * 0.01], L * 0.018, "chrome")  # hinge
    # the cylinder, slanting up from the base's back to under the pedal's front, beside it
    parts += bar([-L * 0.36, w * 1.2, L * 0.04], [L * 0.1, w * 1.2, L * 0.12], L * 0.04, "chrome", 16)
    parts += bar([L * 0.1, w * 1.2, L * 0.12], [L * 0.15, w * 1.2, L * 0.13], L * 0.043, "black_plastic", 16)
    # the gauge: a round face up in front of the base
    R = L * 0.13
    cx = L / 2 - R
    parts += turned([(0.0, R * 1.05), (L * 0.07, R * 1.05)], 0.0, "black_plastic", 28, axis="z", x=cx)
    parts += turned([(L * 0.07, R * 0.88), (L * 0.075, R * 0.88)], 0.0, "white", 28, axis="z", x=cx)
    for i in range(11):
        u = math.radians(225 - 270 * i / 10)
        r0 = R * (0.55 if i % 2 == 0 else 0.66)
        tick = [
            (cx + r0 * math.cos(u), r0 * math.sin(u)),
            (cx + R * 0.8 * math.cos(u), R * 0.8 * math.sin(u)),
        ]
        parts += plate(band(tick, R * 0.03), L * 0.075, L * 0.003, (30, 30, 30))
    parts += plate(band([(cx, 0.0), (cx + R * 0.5, R * 0.5)], R * 0.04), L * 0.079, L * 0.003, (210, 30, 30))
    # the hose from the cylinder's end round to a brass chuck
    hose = [
        (L * 0.16, w * 1.2, L * 0.12),
        (L * 0.25, w * 1.8, 0.012),
        (L * 0.05, w * 2.6, 0.012),
        (-L * 0.2, w * 2.3, 0.012),
    ]
    parts += path(hose, L * 0.018, "black_plastic")
    parts += bar([-L * 0.2, w * 2.3, 0.012], [-L * 0.28, w * 2.2, 0.012], L * 0.025, "brass")
    return parts


def _come_along(L, acc):
    """Come-along lying flat: an open frame of two dark steel side bars with a drum of wound
    steel cable between them (seen from above, no lid), a big toothed ratchet wheel on the
    drum, a pawl, a long lever handle in the accent colour from the drum back to a rubber grip,
    the anchor hook at the frame's back and the cable running forward to a second hook. A
    closed box with hooks reads as a hanging scale."""
    xd, w, h = -L * 0.02, L * 0.07, L * 0.07
    parts = []
    for y in (-w, w):  # the side bars, joined at the back by a cross plate
        parts += block(xd - L * 0.1, xd + L * 0.2, y - L * 0.012, y + L * 0.012, 0.0, h, "dark_steel")
    parts += block(xd - L * 0.12, xd - L * 0.09, -w, w, 0.0, h * 0.5, "dark_steel")
    parts += turned([(0.0, w * 0.7), (h, w * 0.7)], 0.0, "steel", 24, axis="z", x=xd)  # the cable drum
    for zz in (h * 0.25, h * 0.5, h * 0.75):  # turns of cable
        turn = [(zz, w * 0.74), (zz + h * 0.06, w * 0.74)]
        parts += turned(turn, 0.0, (120, 124, 130), 24, axis="z", x=xd)
    R, n = L * 0.085, 20  # the ratchet wheel: teeth like a saw's, all one way round
    gear = []
    for i in range(n):
        a0, a1 = 2 * math.pi * i / n, 2 * math.pi * (i + 1) / n
        gear += [(xd + R * 0.8 * math.cos(a0), R * 0.8 * math.sin(a0)),
                 (xd + R * math.cos(a1 - 0.05), R * math.sin(a1 - 0.05))]
    parts += plate(gear, h, L * 0.012, "dark_steel")
    parts += turned([(h, L * 0.018), (h + L * 0.03, L * 0.018)], 0.0, "chrome", 12, axis="z", x=xd)  # axle
    parts += block(xd - L * 0.1, xd - L * 0.05, w * 0.7, w * 1.1, h, h + L * 0.01, "chrome")  # the pawl
    # the lever handle from the drum back to its rubber grip
    parts += bar([xd, 0.0, h + L * 0.02], [-L / 2 + L * 0.05, -L * 0.12, h * 0.6], L * 0.02, acc)
    parts += bar([-L / 2 + L * 0.14, -L * 0.1, h * 0.7], [-L / 2, -L * 0.125, h * 0.58], L * 0.028, "rubber")
    # the cable forward off the drum to its hook; the anchor hook at the frame's back
    parts += bar([xd, w * 0.7, h * 0.5], [L * 0.36, w * 0.3, L * 0.015], L * 0.007, "steel")
    for x0, sgn in ((L * 0.38, 1.0), (xd - L * 0.14, -1.0)):
        pts = [
            (x0 + sgn * L * 0.05 * math.sin(a), L * 0.05 * (1 - math.cos(a)) - L * 0.02, L * 0.02)
            for a in [i * 0.5 for i in range(8)]
        ]
        parts += path(pts, L * 0.013, "dark_steel")
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


def puller(L, name, acc, kind="two"):
    """Pullers lying on their side: two- or three-jaw (a yoke with hooked jaws, a forcing
    screw with a hex head), bearing separator (two half-plates bolted round a shaft)."""
    if kind == "separator":
        parts = []
        for s in (-1, 1):
            parts += plate(
                [
                    (-L / 2, s * L * 0.02),
                    (L / 2, s * L * 0.02),
                    (L / 2, s * L * 0.15),
                    (-L / 2, s * L * 0.15),
                ][::s],
                0.0,
                L * 0.06,
                "dark_steel",
            )
        for x in (-L * 0.4, L * 0.4):
            parts += bar([x, -L * 0.2, L * 0.03], [x, L * 0.2, L * 0.03], L * 0.02, "chrome")
        return parts
    n = 2 if kind == "two" else 3
    parts = turned([(-L / 2, L * 0.04), (-L / 2 + L * 0.08, L * 0.04)], L * 0.05, "chrome", 6)
    parts += turned([(-L / 2 + L * 0.08, L * 0.018), (L * 0.4, L * 0.018)], L * 0.05, "chrome", 10)
    yoke = L * 0.3
    parts += plate(
        mirror_y([(-L * 0.15, L * 0.04), (-L * 0.1, yoke), (-L * 0.02, yoke), (-L * 0.05, L * 0.04)])
        if n == 2
        else [(-L * 0.15, -yoke), (-L * 0.02, -yoke), (-L * 0.02, yoke), (-L * 0.15, yoke)],
        L * 0.02,
        L * 0.06,
        "dark_steel",
    )
    ys = [-yoke * 0.9, yoke * 0.9] if n == 2 else [-yoke * 0.9, 0.0, yoke * 0.9]
    for y in ys:
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


def piston_spreader(L, name, acc):
    """Brake caliper piston tool (a ratcheting spreader): two broad parallel steel pressure
    plates across the front, a red cast body behind them on a chrome ratchet bar, and a
    black pistol grip with a squeeze lever swung out to one side (a C-clamp is one closed
    frame with a screw; a coping saw is a thin bow)."""
    h = L * 0.1
    parts = []
    for x0 in (L * 0.3, L * 0.44):  # the fixed and the moving plate
        parts += block(x0, x0 + L * 0.05, -L * 0.2, L * 0.2, 0.0, h, "steel")
    parts += turned([(-L / 2, L * 0.02), (L * 0.44, L * 0.02)], h / 2, "chrome", 12)
    parts += block(-L * 0.12, L * 0.3, -L * 0.06, L * 0.06, 0.0, h * 0.9, (200, 30, 30))
    parts += bar([-L * 0.02, -L * 0.05, h * 0.45], [-L * 0.16, -L * 0.4, h * 0.45], L * 0.04, "rubber")
    parts += bar([L * 0.14, -L * 0.05, h * 0.45], [L * 0.04, -L * 0.36, h * 0.45], L * 0.022, (200, 30, 30))
    return parts
