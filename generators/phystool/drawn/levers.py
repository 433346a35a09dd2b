"""Mechanic's levers, lying flat with the working end towards +x: the pry bar (a long steel
bar on a fat screwdriver-style handle, its flattened tip bent off the axis) and the chain
wrench (a long handle with a toothed jaw at its head and a steel roller chain trailing from
the jaw in a loose curve).

Every builder follows ``drawn/__init__.py``: ``builder(L, name, acc, **style)`` -> parts.
"""

from __future__ import annotations

import math

from ..parts import rbox
from .common import bar, block, plate, rounded_rect, turned

PRY_STEEL = (150, 154, 160)  # a pry bar's bright forged steel shaft and tip
PRY_GRIP = (40, 40, 44)  # the black rubber overmould of its handle


def pry_bar(L, name, acc):
    """Mechanic's pry bar lying flat: a fat two-tone handle (the brand's plastic with black
    rubber panels and a steel strike cap at the butt) about a quarter of the length, then a
    long bright steel shaft, and at +x its forged tip flattened into a tapering wedge and bent
    off the axis (about 35 degrees), a bend in the table's plane so it shows from above; an
    indexing bar has a ratcheting knuckle at the bend (a screwdriver's blade runs straight, a
    crowbar curves into a claw)."""
    rh = L * 0.04  # the handle's radius
    z = rh  # the axis height: the handle rests on the table
    xh = -L / 2 + L * 0.26  # the handle's front
    parts = turned([(-L / 2, rh * 0.75), (-L / 2 + L * 0.012, rh * 0.75)], z, "chrome", 18)  # strike cap
    parts += turned([(-L / 2 + L * 0.012, rh * 0.95), (-L / 2 + L * 0.08, rh), (xh - L * 0.05, rh * 0.95),
                     (xh, rh * 0.6)], z, acc, 18)
    for k in range(4):  # rubber panels round the handle
        a = math.pi / 4 + k * math.pi / 2
        y, zz = math.cos(a) * rh * 0.9, z + math.sin(a) * rh * 0.9
        parts.append((rbox([-L / 2 + L * 0.13, y, zz], [L * 0.15, rh * 0.5, rh * 0.5]), PRY_GRIP))
    parts += turned([(xh - L * 0.01, rh * 0.55), (xh + L * 0.02, rh * 0.45)], z, acc, 14)  # ferrule
    rs = L * 0.017  # the shaft's radius
    xb = L / 2 - L * 0.16  # the bend
    parts += turned([(xh, rs), (xb + rs, rs)], z, PRY_STEEL, 6)  # a hex shaft
    bend = math.radians(35 if "indexing" not in name else 45)
    if "indexing" in name:  # the knuckle: a dark ratchet drum across the bend
        parts.append((rbox([xb, 0.0, z], [rs * 3.6, rs * 3.6, rs * 2.4]), "dark_steel"))
    # the tip: a wedge seen from above, from the shaft's width at the bend to a thin edge,
    # lying along the bent direction
    tl = (L / 2 - xb) / math.cos(bend) * 1.02
    ux, uy = math.cos(bend), math.sin(bend)
    nx, ny = -uy, ux
    w0, w1 = rs * 1.05, rs * 0.12
    x0, y0 = xb - ux * rs, -uy * rs
    tip = [(x0 + nx * w0, y0 + ny * w0), (x0 + ux * tl + nx * w1, y0 + uy * tl + ny * w1),
           (x0 + ux * tl - nx * w1, y0 + uy * tl - ny * w1), (x0 - nx * w0, y0 - ny * w0)]
    parts += plate(tip, z - rs * 1.7, rs * 3.4, PRY_STEEL)  # the flattened blade stands edge-up
    return parts


CHAIN_STEEL = (196, 200, 206)  # the chain's bright link plates
CHAIN_PIN = (70, 72, 78)  # its dark rollers
CHAIN_HANDLE = (176, 36, 32)  # a chain wrench's red-painted handle


def chain_wrench(L, name, acc):
    """Chain wrench lying flat: a long red-painted forged handle with a hanging hole, its +x
    head a bright steel jaw across it with teeth on both edges, and a steel roller chain
    (bright link plates, dark rollers, each link apart) anchored in the jaw and trailing
    from it in a loose open curve forward and round to the side, its free end hooked -- the
    chain's row of links, not a strap, is what it is named by (a strap wrench's loop is a
    smooth rubber band, a pipe wrench has a hook jaw on a screw)."""
    hw = L * 0.035  # the handle's half width
    t = L * 0.028
    xj = L * 0.05  # the jaw's centre
    parts = plate(rounded_rect(-L / 2, xj - L * 0.02, -hw, hw, hw * 0.8), 0.0, t, CHAIN_HANDLE)
    parts += turned([(t - 0.0005, hw * 0.4), (t + L * 0.002, hw * 0.4)], 0.0, (24, 24, 26), 14, axis="z",
                    x=-L / 2 + L * 0.05)  # the hanging hole
    jw = L * 0.11  # the jaw's half width across
    parts += plate(rounded_rect(xj - L * 0.035, xj + L * 0.035, -jw, jw, L * 0.012), 0.0, t * 1.4, "steel")
    for s in (1, -1):  # teeth along the jaw's front edge, towards both ends
        for k in range(5):
            y = s * (jw * 0.25 + k * jw * 0.16)
            parts += plate([(xj + L * 0.035, y - jw * 0.06), (xj + L * 0.06, y), (xj + L * 0.035,
                                                                                  y + jw * 0.06)],
                           0.0, t * 1.2, "steel")
    # the chain: links along a loose curve from the jaw's end, forward and round to the side
    cx, cy, R = xj + L * 0.2, -L * 0.06, L * 0.19
    a0, a1 = math.radians(150), math.radians(-100)
    pitch = L * 0.05
    n = int(abs(a1 - a0) * R / pitch)
    pts = [(xj, jw * 0.9)] + [(cx + R * math.cos(a0 + (a1 - a0) * i / n),
                               cy + R * math.sin(a0 + (a1 - a0) * i / n))
                              for i in range(n + 1)]
    # the run from the jaw's end to the curve's start
    run = [(xj + (pts[1][0] - xj) * k / 2, jw * 0.9 + (pts[1][1] - jw * 0.9) * k / 2) for k in range(3)]
    pts = run[:-1] + pts[1:]
    zc = L * 0.012
    for i in range(len(pts) - 1):
        (xa, ya), (xb, yb) = pts[i], pts[i + 1]
        if math.hypot(xb - xa, yb - ya) < 1e-6:
            continue
        yaw = math.atan2(yb - ya, xb - xa)
        ln = math.hypot(xb - xa, yb - ya)
        mx, my = (xa + xb) / 2, (ya + yb) / 2
        parts.append((rbox([mx, my, zc], [ln * 0.72, L * 0.038, zc * 2], yaw=yaw), CHAIN_STEEL))
        parts += bar([xb, yb, 0.0], [xb, yb, zc * 2.3], L * 0.014, CHAIN_PIN, 10)
    ex, ey = pts[-1]
    parts += block(ex - L * 0.02, ex + L * 0.02, ey - L * 0.04, ey, 0.0, zc * 2, "steel")  # the end hook
    return parts
