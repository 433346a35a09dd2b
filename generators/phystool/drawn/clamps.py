"""Clamps: bar, pipe, parallel and F-clamps, the C-clamp, spring clamp and welding clamp, and
the welding magnet (an arrow magnet that holds two plates square for tacking),
lying on their side so the frame and the screw or jaws are seen from above.

Every builder follows ``drawn/__init__.py``: ``builder(L, name, acc, **style)`` -> parts.
"""

from __future__ import annotations

import math

from ..parts import arc_plate
from .common import ball, bar, block, frame, path, plate, thread_profile, turned
from .pliers import band


def clamp(L, name, acc, kind="bar"):
    """Clamps: bar clamp (a quick-grip with a pistol trigger, plastic jaws, a flat bar),
    pipe clamp (a black pipe with a cast head and a sliding tail), parallel clamp (a deep
    rectangular bar with two big square jaws), F-clamp (a flat bar, a sliding arm with a
    screw and a handle), C-clamp (``_c_clamp``), spring clamp (``_spring_clamp``), welding
    clamp (locking C-clamp pliers),
    the brake caliper piston tool is ``piston_compressor``."""
    t = L * 0.04
    if kind == "f":
        return _f_clamp(L)
    if kind in ("bar", "pipe", "parallel"):
        bw = L * {"bar": 0.035, "pipe": 0.03, "parallel": 0.05}[kind]
        bar_mat = {"bar": "chrome", "pipe": "dark_steel", "parallel": "dark_steel"}[kind]
        if kind == "pipe":
            parts = turned([(-L / 2, bw / 2), (L / 2, bw / 2)], bw / 2, bar_mat, 12)
        else:
            parts = plate(
                [(-L / 2, -bw / 2), (L / 2, -bw / 2), (L / 2, bw / 2), (-L / 2, bw / 2)],
                0.0,
                t * 0.5,
                bar_mat,
            )
        jaw = L * (0.18 if kind != "parallel" else 0.22)
        head_col = {"bar": acc, "pipe": (200, 30, 30), "parallel": (236, 190, 30)}[kind]
        for x in (L / 2 - L * 0.05, -L * 0.2):
            parts += plate(
                [
                    (x - L * 0.04, bw / 2),
                    (x + L * 0.04, bw / 2),
                    (x + L * 0.03, bw / 2 + jaw),
                    (x - L * 0.03, bw / 2 + jaw),
                ],
                0.0,
                t,
                head_col,
            )
        if kind == "bar":
            parts += plate(
                [(-L * 0.25, -bw / 2), (-L * 0.15, -bw / 2), (-L * 0.18, -L * 0.18), (-L * 0.26, -L * 0.18)],
                0.0,
                t,
                acc,
            )
        elif kind == "pipe":
            parts += turned(
                [(-L * 0.2, L * 0.008), (-L * 0.05, L * 0.008)], t * 0.5, "chrome", 8, y=bw / 2 + jaw * 0.8
            )
            parts += turned(
                [(-L * 0.35, L * 0.025), (-L * 0.22, L * 0.025)],
                t * 0.5,
                (200, 30, 30),
                12,
                y=bw / 2 + jaw * 0.8,
            )
        else:
            parts += turned(
                [(-L * 0.35, L * 0.03), (-L * 0.24, L * 0.03)],
                t * 0.5,
                (236, 190, 30),
                12,
                y=bw / 2 + jaw * 0.6,
            )
        return parts
    if kind == "c":
        return _c_clamp(L)
    if kind == "spring":
        return _spring_clamp(L, acc)
    from .pincers import locking

    return locking(L, name, acc, jaws="c")


F_JAW = (52, 74, 150)  # an F-clamp's painted cast jaws
F_HANDLE = (170, 104, 52)  # its varnished wooden screw handle
F_PAD = (30, 30, 32)  # the black pads on its jaws' tips


def _f_clamp(L):
    """F-clamp lying on its side, shaped like the letter F: a long flat steel bar (notched
    along one edge); at its front end a fixed painted cast jaw, and part-way down a sliding
    painted jaw, both standing out the same way; through the sliding jaw's tip a long thick
    threaded chrome screw runs parallel to the bar towards the fixed jaw, a black swivel pad on
    its end facing the fixed jaw's pad, and behind the jaw it ends in a big barrel-shaped
    wooden handle (no pistol grip or trigger: that is the quick-release bar clamp)."""
    bw = L * 0.045  # the bar's width
    t = L * 0.05  # the jaws' thickness, lying down
    parts = plate([(-L / 2, -bw / 2), (L / 2, -bw / 2), (L / 2, bw / 2), (-L / 2, bw / 2)], 0.0, t * 0.4,
                  "steel")
    for i in range(14):  # the notches along the bar's back edge
        x = -L / 2 + L * 0.04 + i * L * 0.045
        parts += block(x, x + L * 0.012, -bw / 2 - 0.0003, -bw / 2 + L * 0.008, 0.0, t * 0.4 + 0.0003,
                       "dark_steel")
    jaw = L * 0.3  # the jaws reach out this far from the bar
    ys = bw / 2 + jaw * 0.82  # the screw's line
    zs = L * 0.045  # its centre height: the handle rests on the table
    xf = L / 2 - L * 0.07  # the fixed jaw
    xm = -L * 0.12  # the sliding jaw
    for x, fixed in ((xf, True), (xm, False)):
        outline = [(x - L * 0.055, -bw / 2 - L * 0.02), (x + L * 0.055, -bw / 2 - L * 0.02),
                   (x + L * 0.045, bw / 2 + jaw * 0.55), (x + L * 0.035, bw / 2 + jaw),
                   (x - L * 0.035, bw / 2 + jaw), (x - L * 0.045, bw / 2 + jaw * 0.55)]
        parts += plate(outline, 0.0, t, F_JAW)
        if fixed:  # its black pad facing the screw
            parts += block(x - L * 0.05, x - L * 0.035, ys - L * 0.045, ys + L * 0.045, 0.0, t * 1.1, F_PAD)
        else:  # a boss round the screw
            parts += turned([(x - L * 0.045, L * 0.04), (x + L * 0.045, L * 0.04)], zs, F_JAW, 16, y=ys)
    x0, x1 = xm - L * 0.09, xf - L * 0.1  # the screw, threaded all along
    parts += turned(thread_profile(x0, x1, 22, L * 0.02, L * 0.026), zs, "chrome", 12, y=ys)
    parts += turned([(x1, L * 0.045), (x1 + L * 0.025, L * 0.045)], zs, F_PAD, 18, y=ys)  # the swivel pad
    h0 = x0 - L * 0.3  # the wooden handle behind the sliding jaw, a steel ferrule at its neck
    parts += turned([(x0 - L * 0.025, L * 0.03), (x0 + 0.0005, L * 0.03)], zs, "steel", 14, y=ys)
    parts += turned([(h0, L * 0.03), (h0 + L * 0.04, L * 0.043), (h0 + L * 0.15, L * 0.045),
                     (x0 - L * 0.05, L * 0.04), (x0 - L * 0.024, L * 0.033)], zs, F_HANDLE, 16, y=ys)
    return parts


def _spring_clamp(L, acc):
    """Spring clamp lying on its side, short and chunky: two broad steel arms meeting at a
    pivot pin, their handles spreading back in a V under fat plastic grips, their jaws bowed
    out and closing on two plastic pads at the nose; a coil spring stands round the pin
    between the arms, its legs pressing on the handles."""
    h = L * 0.12  # the arms' depth, lying on their side
    xp = L * 0.06  # the pivot
    parts = []
    for s in (1, -1):
        arm = [(-L * 0.3, s * L * 0.17), (-L * 0.1, s * L * 0.115), (xp, s * L * 0.1),
               (L * 0.22, s * L * 0.125), (L * 0.38, s * L * 0.09), (L * 0.45, s * L * 0.05)]
        half = [L * 0.05, L * 0.05, L * 0.045, L * 0.045, L * 0.04, L * 0.035]
        parts += plate(band(arm, half), 0.0, h, "steel")
        grip = [(-L / 2 + L * 0.06, s * L * 0.2), (-L * 0.3, s * L * 0.17), (-L * 0.08, s * L * 0.12)]
        parts += plate(band(grip, [L * 0.07, L * 0.072, L * 0.062]), 0.0, h * 1.2, acc)
        parts += turned([(0.0, L * 0.07), (h * 1.2, L * 0.07)], 0.0, acc, 16, axis="z",
                        x=-L / 2 + L * 0.07, y=s * L * 0.203)  # the grip's rounded end
        pad = [(L * 0.41, s * L * 0.075), (L / 2, s * L * 0.055), (L / 2, s * L * 0.006),
               (L * 0.4, s * L * 0.012)]
        parts += plate(pad if s > 0 else pad[::-1], 0.0, h * 1.1, acc)
        parts += plate(band([(xp - L * 0.01, s * L * 0.1), (xp - L * 0.01, s * L * 0.02)], L * 0.035),
                       h * 0.15 if s > 0 else h * 0.6, h * 0.25, "steel")  # the arm's ear on the pin
        leg = [(xp - L * 0.04, s * L * 0.06, h * 0.55), (-L * 0.14, s * L * 0.1, h * 0.55)]
        parts += path(leg, L * 0.013, "dark_steel", 8)
    parts += turned([(0.0, L * 0.016), (h * 1.25, L * 0.016)], 0.0, "chrome", 12, axis="z", x=xp)
    turns, rc = 4.5, L * 0.06
    coil = [(xp + rc * math.cos(2 * math.pi * turns * i / 54), rc * math.sin(2 * math.pi * turns * i / 54),
             h * 0.12 + h * 1.0 * i / 54) for i in range(55)]
    parts += path(coil, L * 0.014, "dark_steel", 8)
    return parts


C_CLAMP_FRAME = (200, 36, 30)  # a C-clamp's painted cast frame


def _c_clamp(L):
    """C-clamp lying on its side: a thick painted cast C frame (a raised rim round a lower
    web, an I-beam), a threaded chrome screw through a boss on one arm with a swivel pad at
    its tip facing the anvil pad on the other arm, and a sliding T-bar (balls on its ends)
    through the screw's outer end."""
    h = L * 0.1  # the frame's thickness, lying down
    ys = L * 0.16  # the screw's line
    xa, xs = L * 0.3, -L * 0.14  # the anvil arm's and the screw arm's inner faces
    cx, r_in, r_out = (xa + xs) / 2, (xa - xs) / 2, (xa - xs) / 2 + L * 0.12
    parts = []
    back = ys - L * 0.14  # the arms run straight from the screw's line down to here, then the C turns
    for x0, x1 in ((xs - L * 0.12, xs), (xa, xa + L * 0.12)):
        parts += block(x0, x1, back - 0.0005, ys + L * 0.05, 0.0, h * 0.75, C_CLAMP_FRAME)
        for xr in (x0, x1 - L * 0.025):
            parts += block(xr, xr + L * 0.025, back, ys + L * 0.05, h * 0.75, h, C_CLAMP_FRAME)
    web = arc_plate(cx, back, r_in, r_out, math.pi, 2 * math.pi, 0.0, h * 0.75, 12)
    for a, b in ((r_in, r_in + L * 0.025), (r_out - L * 0.025, r_out)):  # the rims
        web += arc_plate(cx, back, a, b, math.pi, 2 * math.pi, h * 0.75, h, 12)
    parts += [(m, C_CLAMP_FRAME) for m in web]
    z = h / 2
    # the boss on the screw arm and the anvil pad on the other
    parts += turned([(xs - L * 0.13, h / 2), (xs + L * 0.01, h / 2)], z, C_CLAMP_FRAME, 16, y=ys)
    parts += turned([(xa - L * 0.03, h * 0.48), (xa, h * 0.48)], z, "steel", 16, y=ys)
    # the screw, threaded: ridges all along
    x0, x1 = -L * 0.46, xa - L * 0.1
    parts += turned(thread_profile(x0, x1, 18, L * 0.024, L * 0.03), z, "chrome", 12, y=ys)
    parts += ball([x1 + L * 0.01, ys, z], L * 0.025, "chrome")  # the swivel
    parts += turned([(x1 + L * 0.015, h * 0.48), (x1 + L * 0.045, h * 0.48)], z, "steel", 16, y=ys)
    # the T-bar through the screw's end, slid towards one side, a ball on each end
    parts += turned([(x0 - L * 0.02, L * 0.035), (x0 + L * 0.04, L * 0.035)], z, "chrome", 12, y=ys)
    tx = x0 + L * 0.01
    parts += bar([tx, ys - L * 0.28, z], [tx, ys + L * 0.1, z], L * 0.016, "chrome")
    for y in (ys - L * 0.28, ys + L * 0.1):
        parts += ball([tx, y, z], L * 0.026, "chrome")
    return parts


MAPLE = (218, 180, 122)  # a hand screw's pale maple jaws and handles
SPINDLE = (62, 64, 70)  # its blackened threaded spindles


def hand_screw(L, name, acc):
    """Hand screw clamp (a wooden handscrew) lying on its side: two long square maple jaws
    side by side with a gap between them, their front ends bevelled to a narrower nose, joined
    by two blackened threaded spindles that run across both jaws at right angles, one near the
    middle and one near the back, each through a round steel swivel nut on the jaws' tops; each
    spindle ends in a turned maple handle with a steel ferrule, the middle one's handle out past
    one jaw and the back one's past the other (a C-clamp is one cast frame with one screw)."""
    s = L * 0.16  # the jaws' square section
    g = L * 0.16  # the gap between the jaws
    parts = []
    for side in (1, -1):
        y0, y1 = side * g / 2, side * (g / 2 + s)
        lo, hi = min(y0, y1), max(y0, y1)
        outer = hi if side > 0 else lo
        inner = lo if side > 0 else hi
        # a long square bar whose outer face bevels in over the front third to a narrow nose
        jaw = [(-L / 2, inner), (L / 2, inner), (L / 2, inner + side * s * 0.45),
               (L * 0.17, outer), (-L / 2, outer)]
        parts += plate(jaw if side > 0 else jaw[::-1], 0.0, s, MAPLE)
    z = s / 2
    for xs, side in ((L * 0.02, 1), (-L * 0.36, -1)):  # the middle spindle, the back one
        y_end = -side * (g / 2 + s + L * 0.04)  # the spindle's far end, just past the other jaw
        y_jaw = side * (g / 2 + s)  # the handle's jaw's outer face
        n = 14
        prof = []
        a, b = min(y_end, y_jaw + side * L * 0.05), max(y_end, y_jaw + side * L * 0.05)
        for i in range(n + 1):
            y = a + (b - a) * i / n
            prof += [(y, L * 0.021), (y + (b - a) / n * 0.5, L * 0.026)] if i < n else [(y, L * 0.021)]
        parts += turned(prof, z, SPINDLE, 12, axis="y", x=xs)
        # the swivel nuts: round steel ends on both jaws' top faces
        parts += turned([(s - 0.0005, L * 0.045), (s + L * 0.008, L * 0.045)], 0.0, "steel", 18, axis="z",
                        x=xs, y=side * (g / 2 + s / 2))
        parts += turned([(s - 0.0005, L * 0.045), (s + L * 0.008, L * 0.045)], 0.0, "steel", 18, axis="z",
                        x=xs, y=-side * (g / 2 + s / 2))
        # the handle: a steel ferrule, then a turned maple grip swelling and rounding off
        h0 = y_jaw + side * L * 0.05
        hl = L * 0.34
        ys = [h0, h0 + side * L * 0.03]
        parts += turned(sorted([(ys[0], L * 0.034), (ys[1], L * 0.034)]), z, "steel", 14, axis="y", x=xs)
        grip_prof = [(h0 + side * L * 0.03, L * 0.038), (h0 + side * hl * 0.35, L * 0.058),
                     (h0 + side * hl * 0.8, L * 0.05), (h0 + side * hl, L * 0.03)]
        parts += turned(sorted(grip_prof), z, MAPLE, 14, axis="y", x=xs)
    return parts


MAGNET_RED = (226, 28, 24)  # a welding magnet's vivid red painted body
MAGNET_POLE = (200, 205, 214)  # its bright ground-steel pole plates on every working face
MAGNET_PRINT = (244, 244, 240)  # the white angle figures printed on its face
MAGNET_KNOB = (30, 30, 32)  # the round black on/off knob on its tail


def _inset(poly, ds):
    """A convex outline moved in by ds[i] along its edge i (from corner i to corner i+1)."""
    n = len(poly)
    lines = []
    for i in range(n):
        (x0, y0), (x1, y1) = poly[i], poly[(i + 1) % n]
        ex, ey = x1 - x0, y1 - y0
        k = math.hypot(ex, ey)
        nx, ny = -ey / k, ex / k  # left normal: inward for a counter-clockwise outline
        lines.append((x0 + nx * ds[i], y0 + ny * ds[i], ex, ey))
    out = []
    for i in range(n):
        ax, ay, adx, ady = lines[i - 1]
        bx, by, bdx, bdy = lines[i]
        den = adx * bdy - ady * bdx
        s = ((bx - ax) * bdy - (by - ay) * bdx) / den
        out.append((ax + adx * s, ay + ady * s))
    return out


def welding_magnet(L, name, acc):
    """Welding magnet (an arrow magnet) lying flat: a thick (2 cm) vivid red block shaped as a
    bold arrowhead -- a 90-degree point at +x, two 45-degree faces out to broad wings, then
    straight sides back to a squared-off back edge -- with a black arrow-shaped cut-out in its
    centre; it is clad on every working face by a thick bright ground-steel pole plate that
    stands the block's full height, so a broad silver rim runs round the whole red top (widest
    along the two 45-degree faces) and the silver shows down every side; the switchable one
    has a big round black on/off knob with a white pointer behind the cut-out (a speed square
    is a thin flat triangle with a lip and a scale; a chalk line is a round reel case; a stud
    finder a plain hand-held box)."""
    a = L * 0.46  # the wings' half-span, and how far back they lie from the point
    t = L * 0.17  # about 2 cm thick
    x1, x0 = L / 2, -L / 2
    outer = [(x1, 0.0), (x1 - a, a), (x0, a), (x0, -a), (x1 - a, -a)]  # counter-clockwise
    p, q = L * 0.1, L * 0.065  # the pole plates along the 45-degree faces, and round the rest
    red = _inset(outer, [p, q, q, q, p])
    cx, k = L * 0.03, 0.5  # the cut-out: the red outline shrunk about (cx, 0)
    hole = [(cx + (x - cx) * k, y * k) for x, y in red]
    parts = plate(outer, 0.0, t * 0.4, MAGNET_POLE)
    parts += frame(outer, red, t * 0.4 - 0.0003, t * 0.6, MAGNET_POLE)  # the rim, full height
    parts += frame(red, hole, t * 0.38, t * 0.62 - 0.0004, MAGNET_RED)
    parts += plate(hole, t * 0.38, t * 0.08, MAGNET_KNOB)  # the cut-out's black floor
    top = t
    if "switchable" in name:
        xk = x0 + L * 0.19  # the on/off knob behind the cut-out, its pointer lever across it
        parts += turned([(top - 0.001, L * 0.12), (top + L * 0.06, L * 0.115), (top + L * 0.09, L * 0.1)],
                        0.0, MAGNET_KNOB, 24, axis="z", x=xk, y=0.0)
        parts += block(xk - L * 0.02, xk + L * 0.02, -L * 0.11, L * 0.11, top + L * 0.09 - 0.0005,
                       top + L * 0.11, MAGNET_KNOB)
        parts += block(xk - L * 0.008, xk + L * 0.008, L * 0.02, L * 0.1, top + L * 0.11 - 0.0003,
                       top + L * 0.113, MAGNET_PRINT)
    return parts
