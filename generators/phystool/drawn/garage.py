"""Car-body and car-electrics tools of the garage: the HVLP spray gun (a chrome gun with its
paint cup on top and a two-finger trigger), the slide hammer (a long bar, a heavy sliding
weight, a hook at its tip) and the circuit test light (a pointed probe in a clear handle with a
coiled lead to a crocodile clip) and the tow strap (a roll of yellow webbing with a forged hook
on each end).

Every builder lies along +x on z = 0 (``drawn/__init__.py``).
"""

from __future__ import annotations

import math

from ..parts import ring
from .common import bar, battery_clamp, block, path, plate, turned

CUP_WHITE = (238, 238, 232)  # the translucent white paint cup of a gravity-feed spray gun
CUP_LID = (60, 62, 66)  # its dark lid
PAINT_SEEN = (70, 110, 190)  # blue paint seen low down in the cup
WEIGHT_RED = (196, 34, 30)  # the slide hammer's painted sliding weight
PROBE_HANDLE = (226, 196, 40)  # the test light's yellow handle
LENS = (250, 238, 170)  # its clear tip with the bulb glowing through
LEAD = (200, 34, 30)  # its red coiled lead
WEBBING = (246, 178, 24)  # the tow strap's yellow-orange webbing
STITCH = (40, 40, 44)  # the black stitched patch of its sewn end loops
HOOK = (150, 154, 160)  # its forged steel hooks


def hvlp_spray_gun(L, name, acc):
    """A gravity-feed HVLP spray gun lying on its side: a bright forged body along x with a
    round air cap at the front (two horns sticking out either side of it), a long two-finger
    trigger hanging in front of a raked grip (towards -y) with a brass air inlet at its foot,
    two small black adjusting knobs at the back, and standing up off the body (towards +y) a
    big translucent white paint cup on a short neck, a little blue paint in its bottom and a
    dark lid with a vent."""
    r = L * 0.07
    z = L * 0.1  # the body's axis, raised so the cup can rest on the table
    x0, x1 = -L * 0.36, L * 0.18
    body = "aluminium"
    parts = turned([(x0, r * 0.7), (x0 + L * 0.04, r), (x1 - L * 0.04, r), (x1, r * 0.8)], z, body, 18)
    # the head: a chrome fluid nozzle ring and the round air cap with its two horns
    parts += turned([(x1, r * 0.9), (x1 + L * 0.06, r * 0.9)], z, "chrome", 20)
    parts += turned([(x1 + L * 0.06, r * 1.25), (x1 + L * 0.1, r * 1.25), (x1 + L * 0.12, r * 0.6)], z,
                    "chrome", 22)
    for s in (-1, 1):
        ya, yb = sorted((s * r * 1.1, s * r * 2.1))
        parts += block(x1 + L * 0.085, x1 + L * 0.125, ya, yb, z - r * 0.35, z + r * 0.35, "chrome")
    parts += turned([(x1 + L * 0.12, r * 0.25), (x1 + L * 0.14, r * 0.18)], z, "brass", 10)
    # the grip, raked back, rounded at its foot, and its brass air inlet
    gx = x0 + L * 0.1
    grip = [(gx - L * 0.09, -r * 0.6), (gx + L * 0.08, -r * 0.6), (gx + L * 0.02, -L * 0.3),
            (gx - L * 0.01, -L * 0.42), (gx - L * 0.06, -L * 0.45), (gx - L * 0.12, -L * 0.43),
            (gx - L * 0.14, -L * 0.38)]
    parts += plate(grip, z - r * 0.9, r * 1.8, body)
    parts += bar([gx - L * 0.065, -L * 0.44, z], [gx - L * 0.075, -L * 0.53, z], r * 0.45, "brass", 12)
    parts += bar([gx - L * 0.075, -L * 0.53, z], [gx - L * 0.078, -L * 0.57, z], r * 0.62, "brass", 6)
    # the long two-finger trigger, hung from the top of the body just behind the head and
    # curving back towards the grip
    tx = x1 - L * 0.07
    trig = [(tx - L * 0.025, -r * 0.3), (tx + L * 0.025, -r * 0.3), (tx + L * 0.0, -L * 0.16),
            (tx - L * 0.05, -L * 0.27), (tx - L * 0.1, -L * 0.3), (tx - L * 0.1, -L * 0.26),
            (tx - L * 0.06, -L * 0.2)]
    parts += plate(trig, z - r * 0.45, r * 0.9, "chrome")
    # the adjusting knobs at the back
    parts += turned([(x0 - L * 0.06, r * 0.45), (x0 + 1e-4, r * 0.45)], z, "chrome", 12)
    parts += turned([(x0 - L * 0.1, r * 0.7), (x0 - L * 0.06, r * 0.7)], z, "black_plastic", 14)
    parts += block(x0 + L * 0.08, x0 + L * 0.14, r * 0.7, r * 1.4, z - r * 0.5, z + r * 0.5, "black_plastic")
    # the paint cup, its axis along +y, resting on the table beside the body
    cx, cr = x1 - L * 0.14, L * 0.1
    y0 = r * 0.8
    parts += turned([(y0 - 1e-4, r * 0.5), (y0 + L * 0.08, r * 0.5)], z, "chrome", 14, axis="y", x=cx)
    parts += turned([(y0 + L * 0.08, cr * 0.55), (y0 + L * 0.12, cr), (y0 + L * 0.17, cr)], cr, PAINT_SEEN,
                    24, axis="y", x=cx)
    parts += turned([(y0 + L * 0.17, cr), (y0 + L * 0.44, cr * 1.02)], cr, CUP_WHITE, 24, axis="y", x=cx)
    parts += turned([(y0 + L * 0.44, cr * 1.08), (y0 + L * 0.48, cr * 1.08), (y0 + L * 0.5, cr * 0.7)], cr,
                    CUP_LID, 24, axis="y", x=cx)
    parts += turned([(y0 + L * 0.5, r * 0.25), (y0 + L * 0.53, r * 0.25)], cr, CUP_LID, 10, axis="y", x=cx)
    return parts


def slide_hammer(L, name, acc):
    """A slide hammer (dent puller) lying down: a long bright steel bar, a heavy red sliding
    weight with a black rubber grip round its middle partway along, a round stop collar at
    each end of its travel, a black T-handle across the back end and a hook bent up at the
    front tip that catches the dent."""
    r = L * 0.012
    z = L * 0.05
    xb, xf = -L * 0.48, L * 0.42
    parts = bar([xb, 0.0, z], [xf, 0.0, z], r, "chrome", 12)
    # the T-handle across the back end
    parts += bar([xb, -L * 0.07, z], [xb, L * 0.07, z], r * 2.2, "black_plastic", 14)
    # stop collars
    for x in (xb + L * 0.04, xf - L * 0.08):
        parts += turned([(x - L * 0.015, L * 0.028), (x + L * 0.015, L * 0.028)], z, "dark_steel", 16)
    # the sliding weight: red cast ends and a black grip
    wx = -L * 0.12
    parts += turned([(wx - L * 0.14, L * 0.035), (wx - L * 0.12, L * 0.05), (wx - L * 0.07, L * 0.05)], z,
                    WEIGHT_RED, 20)
    parts += turned([(wx - L * 0.07, L * 0.042), (wx + L * 0.07, L * 0.042)], z, "rubber", 20)
    for i in range(5):
        xi = wx - L * 0.055 + i * L * 0.027
        parts += turned([(xi, L * 0.046), (xi + L * 0.01, L * 0.046)], z, "rubber", 20)
    parts += turned([(wx + L * 0.07, L * 0.05), (wx + L * 0.12, L * 0.05), (wx + L * 0.14, L * 0.035)], z,
                    WEIGHT_RED, 20)
    # the hook at the front: a short threaded nose and a J bent sideways
    parts += turned([(xf - 1e-4, r * 1.6), (xf + L * 0.02, r * 1.6)], z, "dark_steel", 10)
    hook = [(xf + L * 0.02, 0.0, z)]
    for i in range(1, 9):
        a = math.pi * i / 8
        hook.append((xf + L * 0.04 + L * 0.045 * math.sin(a), L * 0.045 - L * 0.045 * math.cos(a), z))
    hook.append((xf + L * 0.01, L * 0.1, z))
    parts += path(hook, r * 1.4, "dark_steel", 10)
    return parts


def circuit_test_light(L, name, acc):
    """A 12 V circuit test light lying down: a clear plastic handle with a black end cap, its
    bulb glowing pale yellow inside the front of the handle, a steel probe tapering to a
    needle point in front (+x), and from the end cap a red coiled lead, a spring of loops,
    running back alongside the handle to a red crocodile clip."""
    hr = L * 0.05
    z = hr
    xh0, xh1 = -L * 0.5, -L * 0.02
    parts = turned([(xh0, hr * 0.75), (xh0 + L * 0.02, hr), (xh0 + L * 0.07, hr)], z, "black_plastic", 16)
    parts += turned([(xh0 + L * 0.07, hr * 0.95), (xh1 - L * 0.16, hr * 0.95)], z, "glass", 16)
    parts += turned([(xh1 - L * 0.16, hr * 0.95), (xh1 - L * 0.04, hr * 0.9)], z, LENS, 16)
    parts += turned([(xh1 - L * 0.04, hr * 0.9), (xh1, hr * 0.55)], z, "black_plastic", 14)
    parts += block(xh0 + L * 0.07, xh0 + L * 0.22, -hr * 0.2, hr * 0.2, z + hr * 0.9, z + hr * 1.1,
                   "chrome")
    parts += turned([(xh1, L * 0.008), (L * 0.44, L * 0.008), (L * 0.5, L * 0.0015)], z, "chrome", 10)
    # the coiled lead from the end cap, curling back alongside the handle
    zl = L * 0.007
    cr = L * 0.04
    pts = [(xh0, 0.0, z), (xh0 - L * 0.04, 0.0, zl)]
    n_loops, n = 8, 10
    cx0, cx1, cy = xh0 - L * 0.04, xh0 + L * 0.5, -L * 0.16
    for i in range(n_loops * n + 1):
        t = i / (n_loops * n)
        a = 2 * math.pi * n_loops * t
        x = cx0 + (cx1 - cx0) * t + cr * 0.7 * math.sin(a)
        y = cy * min(1.0, t * 6) + cr * math.cos(a) - cr
        pts.append((x, y, zl))
    parts += path(pts, zl, LEAD, 6)
    c = L * 0.2
    end = pts[-1]
    parts += path([end, (end[0] + L * 0.04, end[1], zl)], zl, LEAD, 6)
    parts += [(m.apply_translation([end[0] + L * 0.04, end[1], 0.0]) or m, mat)
              for m, mat in battery_clamp(c, LEAD)]
    return parts


def _hook(x, y, s, L, z):
    """A forged tow hook from (x, y), reaching s (+1: towards +x, -1: towards -x): a thick
    shank, a wide J bent back and a thin spring latch closing its mouth."""
    r = L * 0.014
    R = L * 0.045
    pts = [(x, y, z), (x + s * L * 0.05, y, z)]
    cx, cy = x + s * L * 0.05, y + R
    for i in range(1, 10):
        a = -math.pi / 2 + math.pi * i / 9
        pts.append((cx + s * R * math.cos(a), cy + R * math.sin(a), z))
    pts.append((cx - s * L * 0.02, y + 2 * R - L * 0.005, z))
    parts = path(pts, r, HOOK, 10)
    tip = (cx - s * L * 0.02, y + 2 * R - L * 0.005, z)
    parts += bar([x + s * L * 0.015, y, z], tip, r * 0.35, "chrome", 8)
    return parts


def tow_strap(L, name, acc):
    """A tow strap, rolled up and lying flat: a thick roll of yellow-orange webbing (its wound
    layers showing as rings round a hollow core), the outer end run out across the table as a
    flat strap ending in a black-stitched loop round a forged steel hook, and the inner end's
    loop and hook sticking out of the roll on the other side."""
    w = L * 0.1  # the strap's width: the roll's height
    t = L * 0.008
    cx, R = -L * 0.2, L * 0.17
    parts = []
    r_in = L * 0.05
    n = 6
    for i in range(n):
        r0 = r_in + (R - r_in) * i / n
        r1 = r_in + (R - r_in) * (i + 1) / n - L * 0.004
        parts.append((ring((cx, 0.0, w / 2), r1, r0, w), WEBBING))
    # the outer end, run out flat along +x from the roll's rim
    xe = L * 0.3
    parts += block(cx, xe, -R, -R + w, 0.0, t, WEBBING)
    parts += block(xe - L * 0.07, xe + L * 0.03, -R + w * 0.1, -R + w * 0.9, t, t * 1.8, STITCH)
    parts += block(xe, xe + L * 0.05, -R + w * 0.25, -R + w * 0.75, 0.0, t * 1.5, WEBBING)
    parts += _hook(xe + L * 0.05, -R + w / 2, 1, L, L * 0.016)
    # the inner end's loop and hook, out of the roll's other side
    xi = cx - R - L * 0.06
    parts += block(xi, cx - R + L * 0.01, -w * 0.35, w * 0.35, w * 0.3, w * 0.3 + t * 1.5, WEBBING)
    parts += block(xi + L * 0.01, xi + L * 0.05, -w * 0.3, w * 0.3, w * 0.3 + t * 1.5, w * 0.3 + t * 2.5,
                   STITCH)
    parts += _hook(xi, -L * 0.0, -1, L, L * 0.016)
    return parts
