"""Powered and pistol-grip tools lying on their side: heat and glue guns, the drum
auger, grinders, soldering tools, the needle scaler, spray guns, the hand drill, and
the wire wheel a grinder spins (drills and drivers are in ``drivers.py``, the nailer and staple
gun in ``nail_guns.py``).

Every builder follows ``drawn/__init__.py``: ``builder(L, name, acc, **style)`` -> parts.
"""

from __future__ import annotations

import math

from ..parts import ring
from .common import ball, bar, block, cord, grip, path, plate, rounded_rect, transformed, turned


def pistol(L, acc, body_r, body_len, handle_len, z, battery=True, cordless_dark="black_plastic"):
    """A motor body along x (back at x0) with a grip hanging towards -y and a battery or a
    cord at the grip's end; returns (parts, nose x, grip base y)."""
    x0 = -L / 2
    x1 = x0 + body_len
    parts = turned(
        [
            (x0, body_r * 0.8),
            (x0 + body_len * 0.1, body_r),
            (x1 - body_len * 0.15, body_r),
            (x1, body_r * 0.75),
        ],
        z,
        acc,
        18,
    )
    gx = x0 + body_len * 0.35
    gw = body_r * 0.9
    parts += plate(
        [
            (gx - gw, -body_r * 0.5),
            (gx + gw * 0.8, -body_r * 0.5),
            (gx + gw * 0.5, -body_r - handle_len),
            (gx - gw * 1.1, -body_r - handle_len),
        ],
        z - body_r * 0.7,
        body_r * 1.4,
        cordless_dark,
    )
    parts += plate(
        [
            (gx + gw * 0.85, -body_r * 0.6),
            (gx + gw * 1.25, -body_r * 0.7),
            (gx + gw * 1.1, -body_r * 1.3),
            (gx + gw * 0.7, -body_r * 1.25),
        ],
        z - body_r * 0.35,
        body_r * 0.7,
        "black_plastic",
    )
    yb = -body_r - handle_len
    if battery:
        parts += block(
            gx - gw * 1.7,
            gx + gw * 1.5,
            yb - body_r * 1.1,
            yb,
            z - body_r * 1.0,
            z + body_r * 1.0,
            cordless_dark,
        )
        parts += block(
            gx - gw * 1.5,
            gx + gw * 1.3,
            yb - body_r * 1.0,
            yb - body_r * 0.15,
            z + body_r * 1.0,
            z + body_r * 1.08,
            acc,
        )
    return parts, x1, yb


def corded_pistol(L, name, acc, kind="heat"):
    """Pistol tools with a nozzle: heat gun (a long nozzle, a cord), glue gun (a glue stick in
    the back, a thin nozzle). Drills and drivers are in ``drivers.py``; the electric drain
    auger is ``home_fixes.electric_drain_auger``."""
    body_r = L * 0.09
    z = body_r * 1.05
    body_len = L * {"heat": 0.5, "glue": 0.45}[kind]
    color = {"glue": (30, 90, 190)}.get(kind, acc)
    parts, nx, yb = pistol(L, color, body_r, body_len, L * 0.28, z, False)
    parts += cord(-L / 2 + body_len * 0.3, yb - body_r * 0.3, L * 0.5, body_r * 0.12, body_r * 0.12)
    if kind == "heat":  # a hair-dryer body: a round back grille, a long bright nozzle
        parts += turned(
            [(-L / 2 - 0.002, body_r * 1.1), (-L / 2 + L * 0.02, body_r * 1.15)], z, (40, 40, 40), 20
        )
        parts += turned(
            [(nx, body_r * 0.75), (nx + L * 0.3, body_r * 0.6), (nx + L * 0.34, body_r * 0.6)],
            z,
            "chrome",
            16,
        )
    if kind == "glue":
        parts += turned([(nx, body_r * 0.4), (nx + L * 0.12, body_r * 0.1)], z, "chrome", 10)
        parts += turned([(-L / 2 - L * 0.18, body_r * 0.3), (-L / 2, body_r * 0.3)], z, (240, 240, 230), 12)
    return parts


NEEDLE = (222, 226, 232)  # the needle scaler's bright steel needles
DRUM = (214, 44, 32)  # the drum auger's plastic drum


def inline(L, name, acc, kind="soldering"):
    """Straight tools: soldering iron (a grip, a thin steel tube, a cord), needle scaler (a
    fat dark metal cylinder with a rubber sleeve, a trigger lever along its top, a brass air
    fitting at the back and a bristly bundle of 19 bright steel needles out of a collar at
    the front). The electric screwdriver is in ``drivers.py``."""
    if kind == "soldering":
        r = L * 0.05
        parts = grip(-L / 2, -L / 2 + L * 0.45, r, r, acc)
        parts += turned([(-L / 2 + L * 0.45, r * 0.5), (L / 2 - L * 0.08, r * 0.35)], r, "chrome", 10)
        parts += turned([(L / 2 - L * 0.08, r * 0.25), (L / 2, 0.0)], r, "copper", 10)
        parts += cord(-L / 2, 0.0, L * 0.6, r * 0.15, r * 0.15)
        return parts
    r = L * 0.065
    x0, xc = -L / 2 + L * 0.06, L * 0.2  # the body's back and the collar
    body = [(x0, r * 0.75), (x0 + L * 0.03, r), (xc - L * 0.04, r), (xc, r * 0.85)]
    parts = turned(body, r, "dark_steel", 20)
    parts += turned([(x0 + L * 0.08, r * 1.06), (x0 + L * 0.3, r * 1.06)], r, "rubber", 20)
    collar = [(xc - L * 0.01, r * 0.85), (xc + L * 0.04, r * 0.8), (xc + L * 0.06, r * 0.7)]
    parts += turned(collar, r, "chrome", 16)
    parts += turned([(-L / 2, r * 0.22), (x0 + L * 0.01, r * 0.3)], r, "brass", 8)  # the air fitting
    parts += turned([(x0 - L * 0.03, r * 0.45), (x0 + L * 0.005, r * 0.45)], r, "brass", 6)
    # the trigger lever: pivoted at the back, running forward along the top, its front end raised
    parts += path([(x0 + L * 0.04, 0.0, r * 2.0), (x0 + L * 0.3, 0.0, r * 2.45)], r * 0.22, "chrome", 8)
    parts += block(x0 + L * 0.02, x0 + L * 0.06, -r * 0.2, r * 0.2, r * 1.6, r * 2.05, "steel")
    rings = [(0.0, 0.0)] + [(1.0, 2 * math.pi * k / 6) for k in range(6)]
    rings += [(2.0 if k % 2 == 0 else 1.75, 2 * math.pi * k / 12) for k in range(12)]
    s, nr = L * 0.015, L * 0.006
    for i, (rr, a) in enumerate(rings):  # 19 needles, splayed a little, tips staggered
        y, z = rr * s * math.cos(a), rr * s * math.sin(a)
        tip = L / 2 - L * 0.012 * (i % 3)
        parts += bar([xc, y, r + z], [tip, y * 1.45, r + z * 1.45], nr, NEEDLE, 6)
    return parts


def drum_auger(L, name, acc):
    """Drum auger: a big red round drum tipped up on the back of its rim, a crank knob standing
    off its front face, a steel nose tube on its axis with a thumb-screw lock, a black pistol
    grip off the nose, and the coiled steel cable (dark wire bands) run out of the nose onto the
    ground, ending in a corkscrew tip."""
    R, d = L * 0.27, L * 0.2
    parts = turned([(-d / 2, R * 0.9), (-d / 2 + L * 0.02, R), (d / 2 - L * 0.02, R), (d / 2, R * 0.92)], 0.0,
                   DRUM, 32)
    parts += turned([(d / 2, R * 0.55), (d / 2 + L * 0.015, R * 0.5)], 0.0, "black_plastic", 24)  # bearing
    parts += turned([(d / 2, R * 0.42), (d / 2 + L * 0.06, R * 0.18)], 0.0, DRUM, 20)  # the nose cone
    nose = d / 2 + L * 0.2
    parts += turned([(d / 2 + L * 0.05, L * 0.028), (nose, L * 0.028)], 0.0, "chrome", 14)
    parts += turned([(nose - L * 0.09, L * 0.04), (nose - L * 0.04, L * 0.04)], 0.0, "dark_steel", 14)
    parts += bar([nose - L * 0.065, 0.0, 0.0], [nose - L * 0.065, 0.0, L * 0.08], L * 0.009, "steel", 8)
    parts += bar([nose - L * 0.085, 0.0, L * 0.08], [nose - L * 0.045, 0.0, L * 0.08], L * 0.016, "steel", 8)
    parts += path([(nose - L * 0.07, 0.0, 0.0), (nose - L * 0.1, -L * 0.16, -L * 0.02),
                   (nose - L * 0.14, -L * 0.3, -L * 0.03)], L * 0.035, "black_plastic", 12)  # the grip
    parts += bar([d / 2, R * 0.68, 0.0], [d / 2 + L * 0.05, R * 0.68, 0.0], L * 0.012, "chrome", 8)  # crank
    parts += turned([(d / 2 + L * 0.04, L * 0.026), (d / 2 + L * 0.13, L * 0.022)], 0.0, "black_plastic", 12,
                    y=R * 0.68)
    a = math.radians(50)  # tipped up: the nose rises ahead, the drum rests on its rim
    tilt = [[math.cos(a), 0, -math.sin(a), 0], [0, 1, 0, 0], [math.sin(a), 0, math.cos(a), 0], [0, 0, 0, 1]]
    parts = transformed(parts, tilt)
    z0 = min(float(m.vertices[:, 2].min()) for m, _ in parts)
    parts = transformed(parts, [[1, 0, 0, 0], [0, 1, 0, 0], [0, 0, 1, -z0], [0, 0, 0, 1]])
    tip = [nose * math.cos(a), 0.0, nose * math.sin(a) - z0]
    rc = L * 0.014
    run = [(0.08, 0.0, 0.75), (0.14, 0.01, 0.3), (0.18, 0.03, 0.0), (0.26, 0.1, 0.0), (0.34, 0.12, 0.0),
           (0.42, 0.08, 0.0)]
    run = [tip] + [[tip[0] + L * dx, L * dy, max(tip[2] * f, rc)] for dx, dy, f in run]
    parts += path(run, rc, "steel", 8)
    e = run[-1]
    for k in range(2, len(run) * 3 - 2):  # the cable's coiled wire: dark bands along it
        i, f = divmod(k, 3)
        p0, p1 = run[i], run[min(i + 1, len(run) - 1)]
        q = [p0[j] + (p1[j] - p0[j]) * f / 3 for j in range(3)]
        parts += ball(q, rc * 1.25, "dark_steel")
    coil = [(e[0] + L * 0.02 * k / 3, e[1] + rc * 2.4 * math.cos(k * math.pi / 3),
             rc * 3.2 + rc * 2.4 * math.sin(k * math.pi / 3)) for k in range(19)]
    parts += path([(e[0], e[1], e[2])] + coil, rc * 0.8, "dark_steel", 6)
    return parts


def grinder(L, name, acc):
    """Angle grinder: a long motor body, a disc under a half guard, a side handle (the bench
    grinder is ``machines.bench_grinder``)."""
    r = L * 0.11
    z = r * 1.1
    parts = turned(
        [(-L / 2, r * 0.7), (-L / 2 + L * 0.1, r * 0.9), (L * 0.15, r), (L * 0.3, r * 0.85)], z, acc, 18
    )
    parts += turned([(-L / 2 + L * 0.12, r * 0.95), (-L * 0.1, r * 0.95)], z, "black_plastic", 18)
    hx = L / 2 - L * 0.17
    parts += turned([(0.0, L * 0.17), (r * 0.05, L * 0.17)], 0.0, "grey", 24, axis="z", x=hx)
    parts += turned([(r * 0.3, L * 0.185), (r * 0.34, L * 0.185)], 0.0, "dark_steel", 24, axis="z", x=hx)
    parts += block(hx - r * 0.8, hx + r * 0.8, -r * 0.8, r * 0.8, r * 0.3, z + r * 0.7, "dark_steel")
    parts += bar([hx, r * 0.8, z], [hx, L * 0.28, z], r * 0.3, "black_plastic")
    return parts


def station(L, name, acc, kind="soldering"):
    """Soldering station (a base unit with a dial and a display, the iron in its stand,
    a cable between), soldering gun (a pistol body with a copper loop tip)."""
    if kind == "gun":
        r = L * 0.1
        parts, nx, yb = pistol(L, acc, r, L * 0.5, L * 0.25, r * 1.05, battery=False)
        parts += path(
            [(nx, -r * 0.3, r), (L / 2, -r * 0.3, r), (L / 2, r * 0.3, r), (nx, r * 0.3, r)],
            r * 0.1,
            "copper",
        )
        parts += cord(-L / 2 + L * 0.2, yb, L * 0.4, r * 0.12, r * 0.12)
        return parts
    parts = plate(rounded_rect(-L / 2, L * 0.05, -L * 0.25, L * 0.25, L * 0.03), 0.0, L * 0.28, acc)
    parts += block(-L / 2 + L * 0.25, L * 0.055, -L * 0.18, L * 0.05, L * 0.08, L * 0.2, "screen")
    parts.append((ring([L * 0.06, L * 0.12, L * 0.14], L * 0.05, L * 0.01, L * 0.02), "black_plastic"))
    iron = inline(L * 0.55, name, (40, 40, 40), kind="soldering")
    for m, mat in iron[:3]:
        m = m.copy()
        m.apply_translation([L * 0.22, -L * 0.05, 0.0])
        parts.append((m, mat))
    parts += path(
        [(L * 0.05, -L * 0.05, L * 0.02), (L * 0.1, -L * 0.05, L * 0.02)], L * 0.01, "black_plastic"
    )
    return parts


def spray_gun(L, name, acc, kind="paint"):
    """Paint sprayer (a pistol with a cup below or on top), vacuum brake bleeder (a hand vacuum
    pump under a round gauge, with a squeeze grip, a hose and a jar); the garden hose nozzle
    is ``watering.py``'s."""
    if kind == "vacuum":
        return _vacuum_pump(L)
    return _paint_sprayer(L, acc)


PAINT = (60, 130, 215)  # the paint seen through the sprayer's container
BRAKE_FLUID = (205, 150, 40)  # the amber brake fluid in the bleeder's catch bottle


def _paint_sprayer(L, acc):
    """A handheld electric paint sprayer lying on its side: a fat motor body with a grip and
    trigger, a short black spray nozzle with a flat tip guard across its end, and hanging
    below the body in front of the grip a big clear paint container (wider than the body,
    about as long as the grip), its lower two thirds full of blue paint, a black screw collar
    joining it to the body."""
    r = L * 0.1
    z = r * 1.05
    parts, nx, yb = pistol(L, acc, r, L * 0.62, L * 0.26, z, battery=False)
    parts += turned([(nx - 1e-4, r * 0.7), (nx + L * 0.12, r * 0.42)], z, "black_plastic", 16)
    parts += turned([(nx + L * 0.12, r * 0.45), (nx + L * 0.16, r * 0.45)], z, "chrome", 16)
    parts += block(nx + L * 0.16, nx + L * 0.19, -L * 0.13, L * 0.13, z - r * 0.45, z + r * 0.45,
                   "black_plastic")
    cx, cr = L * 0.06, L * 0.15  # the container: its axis along -y, resting on the table
    y0, y1 = -r * 0.6, -L * 0.5
    parts += turned([(y0 - L * 0.06, cr * 1.02), (y0 + 1e-4, cr * 0.75)], cr, "black_plastic", 24,
                    axis="y", x=cx)
    parts += turned([(y0 - L * 0.17, cr), (y0 - L * 0.06, cr)], cr, "glass", 24, axis="y", x=cx)
    parts += turned([(y1 + L * 0.02, cr * 1.005), (y0 - L * 0.17, cr * 1.005)], cr, PAINT, 24,
                    axis="y", x=cx)
    parts += turned([(y1, cr * 0.9), (y1 + L * 0.02, cr)], cr, "glass", 24, axis="y", x=cx)
    return parts


def _vacuum_pump(L):
    """A hand vacuum pump brake bleeder lying on its side: a red pump barrel with a small
    round vacuum gauge on it, a fixed black grip and a chrome squeeze lever under it (a pistol
    grip squeezed like a big trigger); beside it a big clear catch bottle lying down, a third
    full of amber brake fluid, with a black cap from which two clear tubes run, one to the
    pump's nozzle, the other out to a rubber bleeder-screw adapter."""
    r = L * 0.07
    z = r
    red = (200, 30, 30)
    parts = turned([(-L * 0.5, r * 0.9), (-L * 0.46, r), (L * 0.02, r), (L * 0.06, r * 0.7)], z, red, 18)
    parts += turned([(L * 0.06, r * 0.35), (L * 0.14, r * 0.3)], z, "black_plastic", 12)
    gx = -L * 0.2
    parts += turned([(z, L * 0.1), (z + r * 1.1, L * 0.1)], 0.0, "black_plastic", 24, axis="z", x=gx)
    parts += turned([(z + r * 1.1, L * 0.08), (z + r * 1.2, L * 0.08)], 0.0, "white", 24, axis="z", x=gx)
    parts += block(gx - L * 0.006, gx + L * 0.006, 0.0, L * 0.07, z + r * 1.2, z + r * 1.28, red)
    grip = [(-L * 0.46, -r * 0.5), (-L * 0.34, -r * 0.5), (-L * 0.4, -L * 0.5), (-L * 0.5, -L * 0.48)]
    parts += plate(grip, 0.0, r * 1.5, "black_plastic")
    lever = [(-L * 0.3, -r * 0.6), (-L * 0.24, -r * 0.6), (-L * 0.27, -L * 0.46), (-L * 0.34, -L * 0.45)]
    parts += plate(lever, r * 0.2, r * 1.1, "chrome")
    bx0, bx1, br, by = -L * 0.12, L * 0.3, L * 0.11, L * 0.3  # the catch bottle, along x
    parts += turned([(bx0, br * 0.85), (bx0 + L * 0.02, br), (bx0 + L * 0.16, br)], br, BRAKE_FLUID, 22,
                    y=by)
    parts += turned([(bx0 + L * 0.16, br), (bx1 - L * 0.03, br), (bx1, br * 0.55)], br, "glass", 22, y=by)
    parts += turned([(bx1, br * 0.6), (bx1 + L * 0.05, br * 0.6)], br, "black_plastic", 16, y=by)
    tube = (150, 200, 225)
    cap = bx1 + L * 0.05
    parts += path([(L * 0.14, 0.0, z), (L * 0.3, -L * 0.02, r * 0.3), (L * 0.44, L * 0.1, r * 0.3),
                   (cap, by - br * 0.2, br)], L * 0.014, tube)
    parts += path([(cap, by + br * 0.2, br), (L * 0.47, L * 0.5, r * 0.3), (L * 0.1, L * 0.52, r * 0.3),
                   (-L * 0.2, L * 0.5, r * 0.3)], L * 0.014, tube)
    parts += turned([(-L * 0.3, L * 0.02), (-L * 0.2, L * 0.03)], L * 0.03, "rubber", 12, y=L * 0.5)
    return parts


HAND_DRILL_WHEEL = (200, 36, 30)  # the eggbeater drill's red cast gear wheel


def hand_drill(L, name, acc):
    """Eggbeater hand drill lying on its side: a turned wooden end handle, a black frame along
    the spindle, a big flat red gear wheel beside it (rim, teeth, four spokes, a hub) with a
    crank arm and an upright wooden knob, a small pinion meshing with it, a wooden side
    handle opposite the wheel, a knurled chrome chuck and a twist bit."""
    zc = L * 0.05
    parts = turned([(-L / 2, L * 0.03), (-L / 2 + L * 0.02, L * 0.048), (-L * 0.36, L * 0.05),
                    (-L * 0.26, L * 0.035), (-L * 0.23, L * 0.03)], zc, "wood", 16)
    parts += bar([-L * 0.24, 0, zc], [L * 0.3, 0, zc], L * 0.022, (34, 34, 36), 10)
    R, wx = L * 0.16, L * 0.0  # the wheel's radius and centre
    wy = R + L * 0.03
    t = L * 0.022
    parts.append((ring([wx, wy, zc], R, R * 0.82, t, axis="z"), HAND_DRILL_WHEEL))
    for k in range(28):  # teeth round the rim
        a = 2 * math.pi * k / 28
        c, s = math.cos(a), math.sin(a)
        parts += bar([wx + c * R * 0.97, wy + s * R * 0.97, zc], [wx + c * R * 1.08, wy + s * R * 1.08, zc],
                     t * 0.45, HAND_DRILL_WHEEL, 6)
    for k in range(4):  # spokes
        a = 2 * math.pi * (k + 0.5) / 4
        parts += bar([wx, wy, zc], [wx + math.cos(a) * R * 0.85, wy + math.sin(a) * R * 0.85, zc], t * 0.55,
                     HAND_DRILL_WHEEL, 8)
    parts += turned([(zc - t, R * 0.2), (zc + t, R * 0.2)], 0.0, HAND_DRILL_WHEEL, 16, axis="z", x=wx, y=wy)
    parts += bar([wx, 0, zc], [wx, wy, zc], L * 0.016, (34, 34, 36), 8)  # the frame's arm to the axle
    # the crank arm over the wheel and its upright knob near the rim
    kx, ky = wx + R * 0.55, wy + R * 0.65
    parts += bar([wx, wy, zc + t], [kx, ky, zc + t], L * 0.016, (34, 34, 36), 8)
    parts += turned([(zc + t, L * 0.022), (zc + L * 0.06, L * 0.032), (zc + L * 0.13, L * 0.026)], 0.0,
                    "wood", 14, axis="z", x=kx, y=ky)
    parts += turned([(-L * 0.035, L * 0.034), (L * 0.035, L * 0.034)], zc, "chrome", 14)  # the pinion
    # the side handle opposite the wheel
    parts += turned([(-L * 0.02, L * 0.018), (-L * 0.06, L * 0.032), (-L * 0.15, L * 0.03),
                     (-L * 0.17, L * 0.022)], zc, "wood", 14, axis="y", x=-L * 0.08)
    parts += turned([(L * 0.3, L * 0.03), (L * 0.32, L * 0.036), (L * 0.38, L * 0.036), (L * 0.41, L * 0.02)],
                    zc, "chrome", 16)
    parts += turned([(L * 0.41, L * 0.007), (L * 0.49, L * 0.007), (L / 2, L * 0.002)], zc, "dark_steel", 8)
    return parts


WIRE = (188, 190, 194)  # a wire wheel's crimped steel wire
WIRE_DARK = (120, 122, 128)  # the wire seen deeper in the brush


def wire_wheel(L, name, acc):
    """Wire wheel lying flat: a bristling ring of bright crimped steel wires radiating from a
    small dark steel hub, light and dark wires alternating so the ring reads as wire, not as a
    disc; a cup wheel's wires flare up and out of a dark steel cup round a threaded hex nut, a
    straight (or knotted) wheel's lie flat between two hub flanges round an arbor hole, a
    knotted one's twisted into thick tufts (a grinding disc is a flat solid disc, a saw
    blade has teeth, a hand wire brush a long wooden handle)."""
    R = L / 2
    if "cup" in name:
        return _cup_wheel(R)
    knotted = "knotted" in name
    parts = []
    n = 28 if knotted else 90
    for i in range(n):
        a = 2 * math.pi * i / n
        r0, r1 = R * 0.3, R * (1.0 if knotted or i % 2 else 0.93)
        c, s = math.cos(a), math.sin(a)
        w = R * (0.05 if knotted else 0.012)
        parts += bar([r0 * c, r0 * s, R * 0.1], [r1 * c, r1 * s, R * 0.1], w, WIRE if i % 2 else WIRE_DARK, 6)
    parts += turned([(R * 0.02, R * 0.36), (R * 0.2, R * 0.36)], 0.0, "dark_steel", 24, axis="z")
    parts.append((ring([0.0, 0.0, R * 0.205], R * 0.22, R * 0.1, R * 0.01), "steel"))
    return parts


def _cup_wheel(R) -> list:
    """A cup wire wheel on its back: the dark cup, its wires flaring out of the rim, the nut."""
    h = R * 0.45
    parts = turned([(0.0, R * 0.5), (h, R * 0.62)], 0.0, "dark_steel", 28, axis="z")
    n = 80
    for i in range(n):
        a = 2 * math.pi * i / n
        c, s = math.cos(a), math.sin(a)
        r1 = R * (1.0 if i % 2 else 0.92)
        parts += bar([R * 0.55 * c, R * 0.55 * s, h * 0.8], [r1 * c, r1 * s, h * 1.25], R * 0.014,
                     WIRE if i % 2 else WIRE_DARK, 6)
    nut = [(R * 0.22 * math.cos(k * math.pi / 3), R * 0.22 * math.sin(k * math.pi / 3)) for k in range(6)]
    parts += plate(nut, h - 0.0005, R * 0.14, "steel")
    parts.append((ring([0.0, 0.0, h + R * 0.145], R * 0.11, R * 0.06, R * 0.01), "dark_steel"))
    return parts
