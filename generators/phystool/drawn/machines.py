"""Jigsaw, reciprocating saw, oscillating multi-tool, sanders, planers, routers and the bench
grinder, lying on their side or standing on their base (the circular and band saws are in
``power_saws.py``).

Every builder follows ``drawn/__init__.py``: ``builder(L, name, acc, **style)`` -> parts.
"""

from __future__ import annotations

import math

import numpy as np

from ..parts import arc_plate
from .common import bar, block, cord, path, plate, rounded_rect, turned

MT_BLADE = (196, 200, 206)  # the multi-tool's bright plunge blade
MT_TEETH = (120, 124, 130)  # its darker toothed end
MT_HEAD = (62, 64, 68)  # the dark gear head and its star clamp


def multi_tool(L, name, acc):
    """Oscillating multi-tool on its side: a fat motor body in the brand's colour with a black
    grip, a battery pack (or a cord) at the back, a slight neck, then a dark gear head, its
    round clamp standing up from it with a black quick-change lever lying back over the neck;
    under the head a wide flat steel plunge blade is clamped flat, at a right angle to the
    body, reaching far out to the side and ending in a row of fine teeth. Nothing on the
    body's axis (a rotary tool has a thin collet and a tiny bit there)."""
    r = L * 0.1
    z = r
    parts = turned(
        [
            (-L * 0.3, r * 0.85),
            (-L * 0.1, r * 0.82),
            (-L * 0.02, r * 1.0),
            (L * 0.16, r * 1.05),
            (L * 0.2, r * 0.8),
        ],
        z,
        acc,
        18,
    )
    parts += turned([(-L * 0.28, r * 0.9), (-L * 0.05, r * 0.88)], z, "black_plastic", 18)
    parts += turned([(L * 0.2, r * 0.72), (L * 0.25, r * 0.72), (L * 0.29, r * 0.85)], z, MT_HEAD, 14)
    if "corded" in name:
        parts += turned([(-L / 2 + L * 0.08, r * 0.4), (-L * 0.3, r * 0.7)], z, "black_plastic", 12)
        parts += cord(-L / 2 + L * 0.08, 0.0, L * 0.3, r * 0.2, r * 0.2)
    else:
        parts += block(-L / 2, -L * 0.28, -r * 1.1, r * 1.1, 0.0, r * 1.9, "black_plastic")
        parts += block(-L / 2 + L * 0.02, -L * 0.3, -r * 1.12, r * 1.12, r * 1.2, r * 1.5, acc)
    # the gear head: a round housing standing up across the nose (its axis up, as the blade's
    # arbor), the star clamp on top and the quick-change lever lying back from it
    hx = L * 0.33
    zb = L * 0.012  # the blade's underside, just off the table
    t = L * 0.006
    parts += turned([(zb + t, r * 0.7), (z + r * 0.8, r * 0.85), (z + r * 1.05, r * 0.75)], 0.0, MT_HEAD,
                    20, axis="z", x=hx)
    parts += turned([(z + r * 1.05, r * 0.5), (z + r * 1.25, r * 0.5)], 0.0, "chrome", 16, axis="z", x=hx)
    parts += plate([(hx, -r * 0.35), (hx, r * 0.35), (L * 0.12, r * 0.25), (L * 0.12, -r * 0.25)],
                   z + r * 1.0, r * 0.2, "black_plastic")
    # the plunge blade, flat under the head: a round star mount, a short offset neck, then a
    # wide straight blade out to the side (+y), its far end a row of teeth
    bw = L * 0.065  # half the blade's width
    y1 = L * 0.46  # the teeth's tips
    mount = [(hx + r * 0.75 * math.cos(a), r * 0.75 * math.sin(a))
             for a in (i * math.pi / 12 for i in range(24))]
    parts += plate(mount, zb, t, MT_BLADE)
    blade = [(hx - bw, r * 0.3), (hx + bw, r * 0.3), (hx + bw, y1 - L * 0.05), (hx - bw, y1 - L * 0.05)]
    parts += plate(blade, zb, t, MT_BLADE)
    teeth = [(hx - bw, y1 - L * 0.05)]
    n = 12
    for i in range(n + 1):
        teeth.append((hx - bw + 2 * bw * i / n, y1 - (0.0 if i % 2 else L * 0.018)))
    teeth.append((hx + bw, y1 - L * 0.05))
    parts += plate(teeth, zb, t, MT_TEETH)
    return parts


SANDPAPER = (190, 150, 90)  # a sander's sanding sheet


def _iron(x0, x1, w, n=6) -> list[tuple[float, float]]:
    """An iron-shaped outline from a rounded heel at x0 to a sharp point at x1, w half wide."""
    r = w * 0.45
    pts = [(x1, 0.0)]
    for i in range(n + 1):  # the heel's two rounded corners, upper then lower
        a = math.pi / 2 + math.pi / 2 * i / n
        pts.append((x0 + r + r * math.cos(a), w - r + r * math.sin(a)))
    for i in range(n + 1):
        a = math.pi + math.pi / 2 * i / n
        pts.append((x0 + r + r * math.cos(a), -w + r + r * math.sin(a)))
    return pts


def _detail_sander(L, name, acc) -> list:
    """Detail (mouse) sander: a black iron-shaped pad, pointed at the front (+x), under a
    sheet of sandpaper showing round its rim with dust holes, and over it a body like a
    computer mouse in the brand colour stepping up from the pad to a rounded back, a black
    rubber grip saddle on top, a switch, and the cord (or a battery) out of the heel."""
    w = L * 0.34
    pad = _iron(-L / 2, L / 2, w)
    parts = plate(pad, 0.0, L * 0.04, "black_plastic")
    parts += plate(pad, L * 0.04, L * 0.012, SANDPAPER)
    for hx, hy in ((-L * 0.3, w * 0.55), (-L * 0.3, -w * 0.55), (L * 0.28, 0.0), (-L * 0.05, w * 0.6),
                   (-L * 0.05, -w * 0.6)):
        parts += turned([(L * 0.052, L * 0.018), (L * 0.053, L * 0.018)], 0.0, (30, 30, 30), 10, axis="z",
                        x=hx, y=hy)
    import trimesh

    z0 = L * 0.052
    body = _iron(-L / 2 + L * 0.06, L / 2 - L * 0.12, w * 0.8, 5)
    pts = [(x, y, z0) for x, y in body]
    for k, h in ((0.85, 0.12), (0.62, 0.2), (0.36, 0.25)):  # a mouse's hump, highest behind the middle
        pts += [(-L * 0.12 + (x + L * 0.12) * k, y * k, z0 + L * h * (1.0 - 0.45 * max(x, 0.0) / L * 2))
                for x, y in body]
    parts.append((trimesh.convex.convex_hull(pts), acc))
    grip = [(-L * 0.32 + (x + L * 0.32) * 0.5, y * 0.62, 0.0) for x, y in body]
    gz = z0 + L * 0.16
    top = [(x, y, gz) for x, y, _ in grip] + [(x * 0.9, y * 0.8, z0 + L * 0.26) for x, y, _ in grip]
    parts.append((trimesh.convex.convex_hull(top), "rubber"))
    parts += block(L * 0.1, L * 0.16, -L * 0.03, L * 0.03, L * 0.1, L * 0.2, "black_plastic")  # the switch
    if "cordless" in name:
        parts += block(-L / 2 - L * 0.12, -L / 2 + L * 0.06, -w * 0.45, w * 0.45, L * 0.05, L * 0.17,
                       "black_plastic")
    else:
        parts += bar([-L / 2 + L * 0.05, 0.0, L * 0.1], [-L / 2 - L * 0.08, 0.0, L * 0.08], L * 0.03,
                     "black_plastic")
        parts += cord(-L / 2 - L * 0.08, 0.0, L * 0.6, L * 0.015, L * 0.015)
    return parts


def sander(L, name, acc, kind="detail"):
    """Sanders and planers (the random orbital and 1/4-sheet sanders are ``orbital_sander.py``'s):
    detail (an iron-shaped pad), belt (a belt running round two rollers, a front knob), electric
    planer (a long sole, a rear handle, a front knob)."""
    if kind == "detail":
        return _detail_sander(L, name, acc)
    if kind == "belt":  # a sanding belt round two rollers, the body on top, a dust bag out of the back
        parts = plate(rounded_rect(-L / 2, L / 2, -L * 0.12, L * 0.12, L * 0.08), 0.0, L * 0.1, (150, 80, 50))
        for x in (-L / 2 + L * 0.08, L / 2 - L * 0.08):
            parts += turned(
                [(-L * 0.125, L * 0.07), (L * 0.125, L * 0.07)], L * 0.07, (60, 60, 64), 16, axis="y", x=x
            )
        parts += plate(
            rounded_rect(-L / 2 + L * 0.18, L / 2 - L * 0.16, -L * 0.15, L * 0.15, L * 0.05),
            L * 0.1,
            L * 0.12,
            acc,
        )
        parts += bar(
            [-L * 0.15, -L * 0.15, L * 0.14], [-L * 0.15, -L * 0.24, L * 0.1], L * 0.03, "black_plastic"
        )
        parts += turned(
            [(-L * 0.35, L * 0.06), (-L * 0.2, L * 0.09), (0.05 * L, L * 0.07)],
            L * 0.09,
            (200, 200, 195),
            14,
            y=-L * 0.3,
        )
        parts += path(
            [(-L * 0.35, 0, L * 0.21), (-L * 0.4, 0, L * 0.33), (-L * 0.05, 0, L * 0.33), (0.0, 0, L * 0.21)],
            L * 0.035,
            "black_plastic",
        )
        parts += turned(
            [(L * 0.2, L * 0.05), (L * 0.3, L * 0.06)], L * 0.32, "black_plastic", 14, axis="z", x=L * 0.3
        )
        return parts
    # electric planer: a long narrow sole, a low body, a rear handle, a big round depth knob in
    # front and a chip chute out of one side
    parts = block(-L / 2, L / 2, -L * 0.09, L * 0.09, 0.0, L * 0.03, "steel")
    parts += plate(
        rounded_rect(-L / 2 + L * 0.02, L * 0.2, -L * 0.1, L * 0.1, L * 0.04), L * 0.03, L * 0.14, acc
    )
    parts += path(
        [
            (-L / 2 + L * 0.04, 0, L * 0.17),
            (-L * 0.35, 0, L * 0.3),
            (-L * 0.05, 0, L * 0.3),
            (0.0, 0, L * 0.17),
        ],
        L * 0.035,
        "black_plastic",
    )
    parts += turned(
        [(L * 0.03, L * 0.09), (L * 0.2, L * 0.09)], 0.0, "black_plastic", 18, axis="z", x=L * 0.33
    )
    parts += bar([L * 0.05, L * 0.1, L * 0.1], [L * 0.05, L * 0.2, L * 0.12], L * 0.04, "black_plastic")
    return parts


ROUTER_CLEAR = (176, 198, 206)  # a trim router's clear polycarbonate sub-base


def _motor(L, r, z0, z1, acc) -> list:
    """A router's motor standing up: a brand-coloured cylinder from z0 with dark vent rings,
    a black top cap with a speed dial and the cord leaving the cap at the back (-x)."""
    parts = turned([(z0, r), (z1 - L * 0.12, r), (z1 - L * 0.1, r * 0.97)], 0.0, acc, 24, axis="z")
    for zv in (z1 - L * 0.2, z1 - L * 0.24):
        parts += turned([(zv, r * 1.02), (zv + L * 0.018, r * 1.02)], 0.0, (40, 40, 44), 24, axis="z")
    parts += turned(
        [(z1 - L * 0.1, r * 0.98), (z1 - L * 0.02, r * 0.9), (z1, r * 0.7)],
        0.0,
        "black_plastic",
        24,
        axis="z",
    )
    parts += turned([(z1, r * 0.3), (z1 + L * 0.02, r * 0.28)], 0.0, (96, 98, 104), 14, axis="z")
    parts += path(
        [(-r * 0.9, 0.0, z1 - L * 0.06), (-r * 1.3, 0.0, z1 - L * 0.08), (-r * 1.6, r * 0.3, z1 - L * 0.2)],
        L * 0.018,
        "black_plastic",
        8,
    )
    return parts


def router(L, name, acc, kind="trim"):
    """Routers standing on their base as a catalogue shows them, each a brand-coloured motor
    column with vent rings and a black top cap (a speed dial, the cord) standing taller than
    its base is wide: trim router (a slim palm-size motor in an aluminium collar with a clamp
    lever, on a small square base plate), plunge router (a round black base plate, two chrome
    plunge posts, a cast collar with two big black handles angled up and out, a depth rod
    with its turret at the front), fixed-base router (a round black base plate, an aluminium
    base cup round the lower motor and two big black mushroom knobs on its sides)."""
    if kind == "trim":
        r = L * 0.17  # a wide clear square sub-base round a black ring, the bit's hole
        base = rounded_rect(-L * 0.42, L * 0.42, -L * 0.42, L * 0.42, L * 0.1)
        parts = plate(base, 0.0, L * 0.03, ROUTER_CLEAR)
        parts += turned([(L * 0.03, r * 1.45), (L * 0.04, r * 1.45)], 0.0, (30, 30, 34), 24, axis="z")
        parts += turned([(L * 0.035, r * 1.25), (L * 0.07, r * 1.25)], 0.0, "aluminium", 24, axis="z")
        parts += turned([(L * 0.07, r * 1.12), (L * 0.42, r * 1.12)], 0.0, "aluminium", 24, axis="z")
        parts += block(r * 1.0, r * 1.5, -L * 0.03, L * 0.03, L * 0.2, L * 0.36, "black_plastic")  # clamp
        parts += bar([0.0, -r * 1.05, L * 0.25], [0.0, -r * 1.55, L * 0.25], L * 0.05, "black_plastic")
        parts += _motor(L, r, L * 0.42, L * 0.97, acc)
        return parts
    R = L * 0.32
    parts = turned([(0.0, R), (L * 0.03, R)], 0.0, (30, 30, 34), 32, axis="z")
    if kind == "plunge":
        r = L * 0.19
        parts += turned([(L * 0.03, R * 0.92), (L * 0.09, R * 0.85)], 0.0, "aluminium", 32, axis="z")
        for s in (-1, 1):
            parts += bar([0.0, s * R * 0.72, L * 0.08], [0.0, s * R * 0.72, L * 0.5], L * 0.03, "chrome")
            parts += bar(
                [0.0, s * R * 0.8, L * 0.52], [0.0, s * (R + L * 0.2), L * 0.62], L * 0.065, "black_plastic"
            )
        parts += turned([(L * 0.45, R * 0.85), (L * 0.55, R * 0.85)], 0.0, "aluminium", 28, axis="z")
        parts += bar([R * 0.7, 0.0, L * 0.09], [R * 0.7, 0.0, L * 0.45], L * 0.015, "chrome")  # depth rod
        parts += turned(
            [(L * 0.03, L * 0.06), (L * 0.08, L * 0.06)], 0.0, (200, 40, 30), 8, axis="z", x=R * 0.7
        )
        parts += _motor(L, r, L * 0.1, L * 0.92, acc)
        return parts
    r = L * 0.2
    parts += turned([(L * 0.03, R * 0.7), (L * 0.36, R * 0.7)], 0.0, "aluminium", 28, axis="z")
    parts += block(R * 0.65, R * 0.85, -L * 0.03, L * 0.03, L * 0.1, L * 0.3, "black_plastic")  # clamp
    for s in (-1, 1):
        parts += bar([0.0, s * R * 0.65, L * 0.2], [0.0, s * (R + L * 0.1), L * 0.2], L * 0.035, "aluminium")
        parts += turned(
            sorted(
                [(s * (R + L * 0.08), L * 0.07), (s * (R + L * 0.14), L * 0.1), (s * (R + L * 0.2), L * 0.08)]
            ),
            L * 0.2,
            "black_plastic",
            20,
            axis="y",
        )
    parts += _motor(L, r, L * 0.3, L * 0.9, acc)
    return parts


def _toothed_blade(x0, x1, y_top, y_low, depth, n, z, t) -> list:
    """A straight saw blade lying flat from x0 to x1, teeth along its lower (-y) edge."""
    pts = [(x0, y_top), (x0, y_low)]
    for i in range(n):
        pts += [(x0 + (x1 - x0) * (i + 0.5) / n, y_low - depth), (x0 + (x1 - x0) * (i + 1) / n, y_low)]
    pts += [(x1, y_top - (y_top - y_low) * 0.4)]
    return plate(pts, z, t, "steel")


def jigsaw(L, name, acc):
    """Jigsaw lying on its side, as in a catalogue photo: a closed D-handle over the motor
    body, a flat steel shoe under it and the short toothed blade sticking down through the
    shoe at the front."""
    W = L * 0.2
    parts = plate(rounded_rect(-L * 0.42, L * 0.4, -L * 0.25, L * 0.06, L * 0.06), W * 0.1, W * 0.8, acc)
    parts += plate(rounded_rect(-L * 0.46, L * 0.46, -L * 0.3, -L * 0.25, L * 0.01), 0.0, W, "steel")
    parts += path(
        [
            (-L * 0.38, L * 0.03, W / 2),
            (-L * 0.34, L * 0.3, W / 2),
            (L * 0.12, L * 0.32, W / 2),
            (L * 0.24, L * 0.05, W / 2),
        ],
        L * 0.05,
        (40, 40, 44),
    )
    parts += block(-L * 0.05, L * 0.05, L * 0.06, L * 0.14, W * 0.35, W * 0.65, (40, 40, 44))  # the trigger
    parts += block(L * 0.26, L * 0.36, -L * 0.25, -L * 0.05, W * 0.05, W * 0.95, (40, 40, 44))
    pts = [(L * 0.27, -L * 0.28)]
    for i in range(7):
        y = -L * 0.3 - L * 0.2 * (i + 0.5) / 7
        pts += [(L * 0.36 + L * 0.02, y), (L * 0.36, -L * 0.3 - L * 0.2 * (i + 1) / 7)]
    pts += [(L * 0.3, -L * 0.5)]
    parts += plate(pts, W * 0.47, W * 0.06, "steel")
    return parts


def recip_saw(L, name, acc):
    """Reciprocating saw lying on its side: a long motor body with a rubber front grip, a
    closed D-handle at the back with a cord, a pivoting steel shoe at the nose and a long
    toothed blade sticking straight out of it."""
    r = L * 0.075
    parts = turned([(-L * 0.36, r * 0.9), (-L * 0.3, r), (L * 0.02, r), (L * 0.16, r * 0.8)], r, acc, 16)
    parts += turned([(L * 0.02, r * 1.02), (L * 0.15, r * 0.82)], r, (40, 40, 44), 16)
    parts += path(
        [
            (-L * 0.34, r * 0.5, r),
            (-L * 0.5, r * 0.2, r),
            (-L * 0.5, -L * 0.17, r),
            (-L * 0.33, -L * 0.17, r),
            (-L * 0.32, -r * 0.6, r),
        ],
        r * 0.45,
        (40, 40, 44),
    )
    parts += cord(-L * 0.5, -L * 0.17, L * 0.3, r * 0.15, r * 0.15)
    parts += plate(
        [(L * 0.16, -r * 1.3), (L * 0.19, -r * 1.3), (L * 0.19, r * 1.1), (L * 0.16, r * 1.1)],
        r * 0.2,
        r * 1.6,
        "steel",
    )
    parts += _toothed_blade(L * 0.15, L / 2, r * 0.35, -r * 0.45, L * 0.014, 16, r - L * 0.003, L * 0.006)
    return parts


def _across_x(mesh, x: float, z: float):
    """A part built in the (x, y) plane with its thickness along z, turned so that the plane
    stands across the x axis (its old x along y, its old y up, its old z along x), moved to
    (x, 0, z): a wheel guard's band round an axis along x."""
    mesh.apply_transform(np.array([[0, 0, 1, x], [1, 0, 0, 0], [0, 1, 0, z], [0, 0, 0, 1]], float))
    return mesh


def bench_grinder(L, name, acc):
    """Bench grinder standing on its base: a motor drum in the middle on a flat footed base
    with a switch in front, a grinding wheel at each end (one grey, one white) under a cast
    guard that hoods its top, a steel tool rest in front of each wheel and a
    clear eye shield tilted over it on a bracket. The front (tool rests, shields) is -y."""
    rw = L * 0.2  # wheel radius
    za = rw * 1.25  # height of the spindle
    parts = turned(
        [(-L * 0.24, rw * 0.62), (-L * 0.2, rw * 0.72), (L * 0.2, rw * 0.72), (L * 0.24, rw * 0.62)],
        za,
        acc,
        24,
    )
    for s in (-1, 1):
        parts += turned(sorted([(s * L * 0.12, rw * 0.74), (s * L * 0.16, rw * 0.74)]), za, (60, 62, 66), 24)
    # the base: a flat footed plate and a waist up to the motor, a switch on its front
    parts += plate(
        rounded_rect(-L * 0.26, L * 0.26, -rw * 1.0, rw * 0.9, rw * 0.12), 0.0, rw * 0.12, (60, 62, 66)
    )
    parts += block(-L * 0.14, L * 0.14, -rw * 0.55, rw * 0.55, rw * 0.12, za - rw * 0.5, (60, 62, 66))
    parts += block(-L * 0.04, L * 0.04, -rw * 0.66, -rw * 0.55, rw * 0.3, rw * 0.5, (220, 40, 30))
    for s in (-1, 1):
        xo = s * L * 0.37  # the wheel's centre
        wheel = (160, 160, 156) if s < 0 else (236, 233, 222)
        parts += turned([(xo - L * 0.03, rw), (xo + L * 0.03, rw)], za, wheel, 28)
        parts += turned(sorted([(s * L * 0.24, rw * 0.12), (xo, rw * 0.12)]), za, "steel", 10)
        # the guard: a dark cast hood over the top of the wheel, its outer rim leaving the
        # wheel's face and flange nut in sight (a guard round the back hides the wheel from a
        # camera behind the grinder, and two dark discs on a motor read as a cable reel)
        x0, x1 = sorted([xo - s * L * 0.045, xo + s * L * 0.05])
        band = arc_plate(0.0, 0.0, rw * 1.05, rw * 1.2, math.radians(15), math.radians(115), x0, x1, 12)
        parts += [(_across_x(m, 0.0, za), (70, 72, 76)) for m in band]
        xc = xo + s * L * 0.05
        cover = arc_plate(
            0.0, 0.0, rw * 0.8, rw * 1.2, math.radians(15), math.radians(115), 0.0, L * 0.02, 12
        )
        parts += [(_across_x(m, min(xc, xc + s * L * 0.02), za), (70, 72, 76)) for m in cover]
        parts += turned(sorted([(xc, rw * 0.3), (xc + s * L * 0.03, rw * 0.25)]), za, "chrome", 16)
        # the tool rest in front of the wheel, a little below the spindle
        parts += block(
            xo - L * 0.045, xo + L * 0.045, -rw * 1.55, -rw * 1.1, za - rw * 0.2, za - rw * 0.12, "steel"
        )
        parts += block(
            xo - L * 0.01, xo + L * 0.01, -rw * 1.15, -rw * 0.6, za - rw * 0.6, za - rw * 0.12, "steel"
        )
        # the eye shield: a clear pane on a bracket over the front of the wheel, tilted to the user
        pane = plate(
            rounded_rect(xo - L * 0.045, xo + L * 0.045, -rw * 0.3, rw * 0.3, rw * 0.08),
            0.0,
            rw * 0.04,
            "glass",
        )
        for m, mat in pane:
            m.apply_transform(
                np.array(
                    [
                        [1, 0, 0, 0],
                        [0, 0.5, -0.866, -rw * 0.55],
                        [0, 0.866, 0.5, za + rw * 1.45],
                        [0, 0, 0, 1],
                    ]
                )
            )
            parts.append((m, mat))
        parts += bar([xo, 0.0, za + rw * 1.2], [xo, -rw * 0.45, za + rw * 1.62], rw * 0.05, "steel")
    return parts
