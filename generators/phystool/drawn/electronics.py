"""The electronics bench: the oscilloscope (a screen of bright waveforms on a grid beside a
panel of knobs, a probe on its lead), the helping hands (alligator clips on arms over a heavy
base, holding a green circuit board, a magnifier over it) and the network cable tester (a main
unit and its remote, each with a column of eight green lamps, joined by a blue patch cable).

Every builder follows ``drawn/__init__.py``: ``builder(L, name, acc, **style)`` -> parts.
"""

from __future__ import annotations

import math

from ..parts import rbox, ring, torus
from .common import ball, bar, block, path, plate, rounded_rect, transformed
from .instruments import button

SCOPE_BODY = (206, 208, 204)  # a bench oscilloscope's light grey case
SCOPE_SCREEN = (14, 18, 24)  # its black screen
SCOPE_GRID = (70, 78, 88)  # the screen's graticule
TRACE_YELLOW = (255, 226, 40)  # channel 1's trace
TRACE_CYAN = (40, 220, 255)  # channel 2's trace
BNC = (200, 204, 210)
PCB_GREEN = (30, 130, 60)  # the circuit board the helping hands hold
CLIP_STEEL = (210, 212, 216)
LENS = (190, 226, 240)  # the magnifier's glass
CABLE_BLUE = (40, 110, 220)  # the patch cable of a network cable tester
LED_GREEN = (60, 240, 90)  # its lit lamps
TESTER_BODY = (40, 44, 52)
TESTER_FACE = (236, 236, 230)


def _wave(x0, x1, yc, amp, z, r, col, kind="sine", n=40) -> list:
    """A trace lying on a screen from x0 to x1 about y = yc: a sine or a square wave."""
    pts = []
    if kind == "sine":
        for i in range(n + 1):
            t = i / n
            pts.append((x0 + (x1 - x0) * t, yc + amp * math.sin(t * 4 * math.pi), z))
    else:
        per = (x1 - x0) / 4
        y = yc + amp
        pts.append((x0, y, z))
        for k in range(1, 5):
            x = x0 + per * (k - 0.5)
            pts += [(x, y, z), (x, yc - (y - yc), z)]
            y = yc - (y - yc)
        pts.append((x1, y, z))
    return path(pts, r, col, sections=6)


def _screen(x0, x1, y0, y1, z, L) -> list:
    """A black screen with a 10 x 8 grid, a yellow sine and a cyan square wave on it."""
    parts = block(x0, x1, y0, y1, z, z + L * 0.004, SCOPE_SCREEN)
    zt = z + L * 0.004
    for i in range(11):
        x = x0 + (x1 - x0) * i / 10
        parts += block(x - L * 0.0012, x + L * 0.0012, y0, y1, zt, zt + L * 0.001, SCOPE_GRID)
    for j in range(9):
        y = y0 + (y1 - y0) * j / 8
        parts += block(x0, x1, y - L * 0.0012, y + L * 0.0012, zt, zt + L * 0.001, SCOPE_GRID)
    h = y1 - y0
    parts += _wave(x0 + L * 0.004, x1 - L * 0.004, y0 + h * 0.68, h * 0.2, zt + L * 0.003, L * 0.005,
                   TRACE_YELLOW)
    parts += _wave(x0 + L * 0.004, x1 - L * 0.004, y0 + h * 0.26, h * 0.12, zt + L * 0.003, L * 0.005,
                   TRACE_CYAN, "square")
    return parts


def _probe(x0, y0, z, L, length) -> list:
    """A scope probe's black lead curling off from (x0, y0) to a grey probe body and hook tip."""
    pts = []
    for i in range(13):
        t = i / 12
        x = x0 + length * 0.35 * math.sin(t * math.pi * 1.1)
        pts.append((x, y0 - length * t, z * (1 - t) + L * 0.012))
    parts = path(pts, L * 0.008, "black_plastic", sections=8)
    xe, ye = pts[-1][0], pts[-1][1]
    parts += bar((xe, ye, L * 0.014), (xe + L * 0.16, ye - L * 0.02, L * 0.014), L * 0.013, (90, 94, 100))
    parts += bar((xe + L * 0.16, ye - L * 0.02, L * 0.014), (xe + L * 0.21, ye - L * 0.026, L * 0.014),
                 L * 0.004, "chrome")
    return parts


def oscilloscope(L, name, acc):
    """Oscilloscope lying on its back, its face up. Bench: a light grey case L wide, the left
    two thirds of the face a black screen with a grid and two bright traces (a yellow sine, a
    cyan square wave), the right third a panel of big grey knobs in rows and a few coloured
    keys, a row of BNC sockets along the bottom edge, a probe's black lead curling out of one.
    Handheld: the same screen and traces in a dark rubber-booted body, keys below the screen.
    A multimeter has digits and a rotary dial; a monitor on a stand has no knobs or probes."""
    if "handheld" in name:
        W, H = L * 0.34, L * 0.08  # half width, thickness
        x0, x1 = -L / 2, L * 0.2
        parts = plate(rounded_rect(x0, x1, -W, W, L * 0.05), 0.0, H, acc)
        parts += plate(rounded_rect(x0 + L * 0.03, x1 - L * 0.03, -W + L * 0.03, W - L * 0.03, L * 0.03),
                       H, L * 0.006, TESTER_BODY)
        z = H + L * 0.006
        parts += _screen(x1 - L * 0.42, x1 - L * 0.05, -W + L * 0.06, W - L * 0.06, z, L)
        for i in range(2):
            for j in range(4):
                parts += button(x0 + L * 0.1 + i * L * 0.08, (j - 1.5) * L * 0.12, L * 0.025, z,
                                (150, 154, 160))
        parts += _probe(x1, W * 0.5, H * 0.5, L, L * 0.35)
        return parts
    W, D = L * 0.2, L * 0.34  # the face's half height (y), the case's depth (z)
    x0, x1 = -L / 2, L / 2 - L * 0.12
    parts = plate(rounded_rect(x0, x1, -W, W, L * 0.02), 0.0, D, SCOPE_BODY)
    xs = x0 + (x1 - x0) * 0.62  # where the screen ends and the knob panel begins
    parts += _screen(x0 + L * 0.03, xs, -W + L * 0.05, W - L * 0.03, D, L)
    for i in range(3):  # the knobs
        for j in range(2):
            x = xs + L * 0.05 + j * L * 0.085
            y = W - L * 0.07 - i * L * 0.1
            parts += button(x, y, L * 0.03, D, (90, 94, 100))
            parts += button(x, y, L * 0.012, D + L * 0.012, (200, 200, 200))
    for k, col in enumerate(((240, 200, 30), (40, 190, 230), (200, 40, 40))):
        parts += block(xs + L * 0.02 + k * L * 0.05, xs + L * 0.055 + k * L * 0.05, -W + L * 0.06,
                       -W + L * 0.09, D, D + L * 0.008, col)
    for k in range(2):  # the BNC sockets on the bottom edge
        x = xs + L * 0.04 + k * L * 0.08
        parts += bar((x, -W + L * 0.025, D), (x, -W + L * 0.025, D + L * 0.02), L * 0.014, BNC)
    parts += block(x1, x1 + L * 0.03, -W * 0.8, W * 0.8, 0.0, D * 0.9, (150, 154, 160))  # the feet
    parts += _probe(xs + L * 0.04, -W + L * 0.025, D + L * 0.02, L, L * 0.3)
    return parts


def _clip(p, yaw, L, col="red") -> list:
    """An alligator clip whose jaws point along yaw from p, its teeth-edged steel jaws slightly
    open, its red rubber boot at the back."""
    c, s = math.cos(yaw), math.sin(yaw)
    x, y, z = p
    n = L * 0.2
    parts = [(rbox((x + c * n * 0.25, y + s * n * 0.25, z), (n * 0.5, L * 0.05, L * 0.04), yaw=yaw), col)]
    for dz in (-1, 1):
        cx, cy = x + c * n * 0.7, y + s * n * 0.7
        parts += [(rbox((cx, cy, z + dz * L * 0.014), (n * 0.55, L * 0.04, L * 0.01), yaw=yaw,
                        pitch=dz * 0.12), CLIP_STEEL)]
    return parts


def helping_hands(L, name, acc):
    """Helping hands standing on a bench: a heavy black cast base, a steel rod up from it and a
    cross bar along the top, an arm down from each end of the bar ending in an alligator clip
    with a red boot, the two clips holding a small green circuit board between them; the
    "with magnifier" kind has a big round magnifying glass in a black ring tilted up over the
    board, the 4-arm kind four black jointed arms rising from the base to four clips. A vise
    has jaws on a screw; a clamp light a reflector."""
    H = L * 0.42  # the cross bar's height
    base = rounded_rect(-L * 0.42, L * 0.42, -L * 0.2, L * 0.2, L * 0.04)
    parts = plate(base, 0.0, L * 0.05, (34, 34, 38))
    board = (-L * 0.13, L * 0.13, -L * 0.1, L * 0.1)  # the green board, held over the base
    zb = H * 0.55
    bx0, bx1, by0, by1 = board
    parts += block(bx0, bx1, by0, by1, zb, zb + L * 0.006, PCB_GREEN)
    for i in range(3):  # chips and parts on the board
        parts += block(bx0 + L * 0.03 + i * L * 0.05, bx0 + L * 0.06 + i * L * 0.05, -L * 0.04, L * 0.04,
                       zb + L * 0.006, zb + L * 0.018, (24, 24, 26))
    if "4-arm" in name:
        for k, (ax, ay) in enumerate(((-0.36, 0.14), (0.36, 0.14), (-0.36, -0.14), (0.36, -0.14))):
            sx = 1 if ax > 0 else -1
            end = (sx * (L * 0.1 + L * 0.1), ay * L * 0.6, zb + (k // 2) * L * 0.08)
            pts = [(ax * L, ay * L, L * 0.05), (ax * L * 1.05, ay * L * 1.1, H * 0.7),
                   (ax * L * 0.8, ay * L, H * 1.05), (end[0] * 1.3, end[1], end[2] + L * 0.05)]
            parts += path(pts, L * 0.014, (50, 50, 56), sections=8)
            for q in pts[1:-1]:
                parts += ball(q, L * 0.02, (60, 60, 66))
            parts += _clip((end[0] * 1.3, end[1], end[2] + L * 0.02), math.pi if sx > 0 else 0.0, L)
        return parts
    rx = -L * 0.3
    parts += bar((rx, 0.0, L * 0.05), (rx, 0.0, H), L * 0.016, "chrome")
    parts += ball((rx, 0.0, H), L * 0.028, (34, 34, 38))
    parts += bar((-L * 0.48, 0.0, H), (L * 0.48, 0.0, H), L * 0.012, "chrome")
    for sx in (-1, 1):
        top = (sx * L * 0.4, 0.0, H)
        knee = (sx * L * 0.33, 0.0, zb + L * 0.04)
        parts += ball(top, L * 0.024, (34, 34, 38))
        parts += bar(top, knee, L * 0.008, "chrome")
        parts += _clip((sx * L * 0.33, 0.0, zb + L * 0.004), math.pi if sx > 0 else 0.0, L)
    if "magnifier" in name:  # the lens, tilted up toward the viewer over the board
        cz, R = H * 1.1, L * 0.15
        tilt = math.radians(40)
        c, s = math.cos(tilt), math.sin(tilt)
        rot = [[1, 0, 0, 0.0], [0, c, -s, L * 0.24], [0, s, c, cz], [0, 0, 0, 1]]
        parts += transformed([(torus((0.0, 0.0, 0.0), R, L * 0.018), (30, 30, 34)),
                              (ring((0.0, 0.0, 0.0), R * 0.98, R * 0.0001, L * 0.006), LENS)], rot)
        parts += bar((0.0, L * 0.24 - R * math.cos(tilt), cz - R * math.sin(tilt)), (0.0, 0.0, H), L * 0.01,
                     "chrome")
    return parts


def _tester_unit(x0, x1, W, L, ports=2) -> list:
    """One unit of a network cable tester: a dark box with a white face, a column of eight
    green lamps numbered along it, RJ45 sockets in its end."""
    H = L * 0.14
    parts = plate(rounded_rect(x0, x1, -W, W, L * 0.03), 0.0, H, TESTER_BODY)
    parts += block(x0 + L * 0.03, x1 - L * 0.03, -W + L * 0.03, W - L * 0.03, H, H + L * 0.004, TESTER_FACE)
    n = 8
    for i in range(n):
        x = x0 + L * 0.06 + (x1 - x0 - L * 0.16) * i / (n - 1)
        parts += button(x, W * 0.35, L * 0.022, H + L * 0.004, LED_GREEN)
        parts += block(x - L * 0.01, x + L * 0.01, -W * 0.1, W * 0.1, H + L * 0.004, H + L * 0.006,
                       (30, 30, 30))
    for k in range(ports):
        y = -W * 0.45 + k * W * 0.5
        parts += block(x1 - L * 0.002, x1 + L * 0.004, y - L * 0.05, y + L * 0.05, H * 0.2, H * 0.8,
                       (10, 10, 12))
    return parts


def network_cable_tester(L, name, acc):
    """Network cable tester lying face up: a main unit (a dark box with a white face, a column
    of eight round green lamps, RJ45 sockets in its end) and its smaller remote unit, side by
    side, joined by a blue patch cable with clear plugs looping from one to the other. An
    outlet tester has prongs; a multimeter a dial and probes."""
    W = L * 0.16
    parts = _tester_unit(-L / 2, L * 0.12, W, L, 3 if "coax" in name else 2)
    yr = -W * 2.4  # the remote unit, beside the main one
    rem = _tester_unit(-L / 2, L * 0.02, W * 0.8, L, 1)
    for m, _col in rem:
        m.apply_translation((0.0, yr, 0.0))
    parts += rem
    z = L * 0.07
    pts = [(L * 0.12 + L * 0.06, -W * 0.45, z), (L * 0.38, -W * 0.2, z), (L * 0.48, -W * 1.2, z * 0.6),
           (L * 0.3, yr - W * 0.3, z * 0.6), (L * 0.02 + L * 0.06, yr, z)]
    parts += path(pts, L * 0.022, CABLE_BLUE, sections=8)
    for (_px, py, _), x_in in ((pts[0], L * 0.12), (pts[-1], L * 0.02)):  # the clear plugs
        parts += block(x_in, x_in + L * 0.07, py - L * 0.035, py + L * 0.035, z - L * 0.03, z + L * 0.03,
                       (200, 214, 220))
    return parts
