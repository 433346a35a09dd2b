"""The orbital sanders standing on their pads. The random orbital sander: a round coloured
hook-and-loop sanding disc with its ring of dust holes round a brand-coloured body and domed
palm grip, a clear dust canister out of the back, a power cord (or a battery) and an on/off
switch. The 1/4-sheet orbital (palm) sander: a square pad, its sanding sheet clamped by steel
levers front and back, a housing under a palm grip, a dust bag.

Every builder follows ``drawn/__init__.py``: ``builder(L, name, acc, **style)`` -> parts.
"""

from __future__ import annotations

import math

from .common import bar, block, cord, plate, rounded_rect, turned

SANDING_DISC = (214, 176, 40)  # the gold hook-and-loop sanding disc
DUST_HOLE = (24, 24, 26)  # its dust holes
CANISTER = (200, 214, 222)  # the clear dust canister
DUST = (150, 128, 96)  # the sawdust in it


def random_orbital(L, name, acc) -> list:
    """From above: a wide round gold sanding disc (its ring of eight dark dust holes showing
    round the body) on a black pad; on it a brand-coloured motor body narrower than the pad,
    a black rubber band round its waist and a brand-coloured dome on top (the palm grip); a
    black on/off switch at the front of the dome; out of the back a black dust port to a clear
    canister holding sawdust with a black end cap; the cord from a strain relief at the back
    (or a battery pack hanging off the back)."""
    R = L * 0.31
    c = L / 2 - R  # the pad's centre
    parts = turned([(0.0, R), (L * 0.035, R)], 0.0, "black_plastic", 32, axis="z", x=c)  # the pad
    parts += turned([(L * 0.035, R * 1.01), (L * 0.047, R * 1.01)], 0.0, SANDING_DISC, 32, axis="z", x=c)
    for i in range(8):
        a = math.pi / 8 + i * math.pi / 4
        parts += turned([(L * 0.047, R * 0.075), (L * 0.049, R * 0.075)], 0.0, DUST_HOLE, 10, axis="z",
                        x=c + R * 0.8 * math.cos(a), y=R * 0.8 * math.sin(a))
    parts += turned([(L * 0.047, R * 0.6), (L * 0.14, R * 0.6)], 0.0, acc, 24, axis="z", x=c)
    parts += turned([(L * 0.14, R * 0.64), (L * 0.2, R * 0.64)], 0.0, "rubber", 24, axis="z", x=c)
    dome = [(L * 0.2, R * 0.64), (L * 0.27, R * 0.6), (L * 0.33, R * 0.45), (L * 0.36, R * 0.2),
            (L * 0.365, 0.0)]
    parts += turned(dome, 0.0, acc, 24, axis="z", x=c)
    parts += block(c + R * 0.45, c + R * 0.68, -R * 0.14, R * 0.14, L * 0.12, L * 0.2, "black_plastic")
    parts += block(c + R * 0.62, c + R * 0.7, -R * 0.1, R * 0.1, L * 0.2, L * 0.23, (200, 40, 36))
    # the dust port and a clear canister out of the back, sawdust in its lower half
    xb = -L / 2 + L * 0.02
    parts += bar([c - R * 0.55, 0.0, L * 0.1], [xb + L * 0.3, 0.0, L * 0.1], L * 0.035, "black_plastic")
    parts += turned([(xb + L * 0.02, L * 0.1), (xb + L * 0.27, L * 0.1), (xb + L * 0.31, L * 0.05)],
                    L * 0.105, CANISTER, 18)
    parts += turned([(xb + L * 0.05, L * 0.102), (xb + L * 0.17, L * 0.102)], L * 0.105, DUST, 18)
    parts += turned([(xb, L * 0.095), (xb + L * 0.025, L * 0.104)], L * 0.105, "black_plastic", 18)
    if "cordless" in name:
        parts += block(c - R * 0.9, c - R * 0.3, R * 0.55, R * 1.15, 0.0, L * 0.12, "black_plastic")
        parts += block(c - R * 0.85, c - R * 0.35, R * 0.6, R * 1.1, L * 0.12, L * 0.14, acc)
    else:
        sx, sy = c - R * 0.45, R * 0.45
        parts += bar([sx, sy, L * 0.1], [sx - R * 0.35, sy + R * 0.35, L * 0.04], L * 0.022, "black_plastic")
        parts += cord(sx - R * 0.35, sy + R * 0.35, L * 0.6, L * 0.014, L * 0.014)
    return parts


SHEET = (184, 78, 46)  # a 1/4-sheet sander's red-brown sanding sheet
SHEET_CLAMP = (196, 200, 206)  # the bright steel levers that clamp the sheet front and back
DUST_BAG = (118, 128, 146)  # its grey-blue cloth dust bag
SWITCH = (210, 40, 34)  # its red on/off rocker


def sheet_sander(L, name, acc) -> list:
    """The 1/4-sheet palm sander (an orbital finishing sander) standing on its pad: a square
    black pad (about 0.6 L a side, sharp-cornered) under a red-brown sanding sheet that wraps
    over its front and back edges and lies on top there under a bright steel clamp lever that
    spans the pad's width, front and back; on the pad a compact brand-coloured motor housing
    and over it a rounded black palm grip; a red on/off rocker on the housing's front; out of
    the back a port to a grey cloth dust bag; the cord from the grip's back (or a battery).
    A random orbital sander's pad is a round disc; a hand float is a flat plate with a handle."""
    a = L * 0.6  # the pad's side
    x0, x1 = L / 2 - a, L / 2  # the pad, front at +x
    w = a / 2
    parts = block(x0 - L * 0.005, x1 + L * 0.005, -w - L * 0.005, w + L * 0.005, 0.0, L * 0.012, SHEET)
    parts += block(x0, x1, -w, w, L * 0.012, L * 0.06, "black_plastic")  # the pad
    top = L * 0.06
    xf, xr = x1 - L * 0.14, x0 + L * 0.12  # the housing stands between the clamp strips
    for xa, xb in ((xf, x1 + L * 0.005), (x0 - L * 0.005, xr)):  # the sheet lapped over the top
        parts += block(xa, xb, -w - L * 0.005, w + L * 0.005, top - 0.0005, top + L * 0.008, SHEET)
    for xc in (x1 - L * 0.06, x0 + L * 0.055):  # the clamp levers across the laps
        parts += bar([xc, -w + L * 0.02, top + L * 0.02], [xc, w - L * 0.02, top + L * 0.02], L * 0.014,
                     SHEET_CLAMP)
        for s in (1, -1):
            parts += block(xc - L * 0.025, xc + L * 0.025, s * (w - L * 0.05) - L * 0.03,
                           s * (w - L * 0.05) + L * 0.03, top, top + L * 0.035, SHEET_CLAMP)
    cx = (xf + xr) / 2
    hw = L * 0.2
    body = [(xr + L * 0.01, -hw), (xf - L * 0.01, -hw * 0.9), (xf - L * 0.01, hw * 0.9), (xr + L * 0.01, hw)]
    parts += plate(body, top, L * 0.2, acc)  # the motor housing, brand-coloured
    cap = rounded_rect(xr + L * 0.04, xf - L * 0.04, -hw * 0.72, hw * 0.72, hw * 0.5)
    parts += plate(cap, top + L * 0.2 - 0.0005, L * 0.07, "rubber")  # the black palm grip on top
    parts += plate(rounded_rect(xr + L * 0.07, xf - L * 0.07, -hw * 0.45, hw * 0.45, hw * 0.35),
                   top + L * 0.27 - 0.0005, L * 0.025, "rubber")
    parts += block(xf - L * 0.03, xf + L * 0.005, -L * 0.05, L * 0.05, top + L * 0.1, top + L * 0.17, SWITCH)
    # the dust port out of the back into a wide flat cloth bag lying behind the pad
    zb = L * 0.07
    parts += bar([xr + L * 0.02, 0.0, zb], [x0 - L * 0.03, 0.0, zb], L * 0.035, "black_plastic")
    bx0, bx1 = -L / 2, x0 - L * 0.02  # the bag: puffed up, a black collar where the port enters
    parts += plate(rounded_rect(bx0, bx1, -w * 0.7, w * 0.7, L * 0.07), 0.0, L * 0.07, DUST_BAG)
    parts += plate(rounded_rect(bx0 + L * 0.02, bx1 - L * 0.015, -w * 0.58, w * 0.58, L * 0.06),
                   L * 0.07 - 0.0005,
                   L * 0.035, DUST_BAG)
    parts += block(bx1 - L * 0.03, bx1 + L * 0.005, -L * 0.06, L * 0.06, 0.0, L * 0.11, "black_plastic")
    if "cordless" in name:
        parts += block(xr - L * 0.02, xr + L * 0.1, w * 0.4, w + L * 0.06, top, top + L * 0.12,
                       "black_plastic")
    else:
        sx, sy = cx - L * 0.05, hw * 0.9
        parts += bar([sx, sy, top + L * 0.2], [sx - L * 0.08, sy + L * 0.12, L * 0.02], L * 0.02,
                     "black_plastic")
        parts += cord(sx - L * 0.08, sy + L * 0.12, L * 0.7, L * 0.012, L * 0.012)
    return parts
