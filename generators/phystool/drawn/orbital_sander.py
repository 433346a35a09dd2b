"""The random orbital sander standing on its pad: a round coloured hook-and-loop sanding disc
with its ring of dust holes round a brand-coloured body and domed palm grip, a clear dust
canister out of the back, a power cord (or a battery) and an on/off switch.

Every builder follows ``drawn/__init__.py``: ``builder(L, name, acc, **style)`` -> parts.
"""

from __future__ import annotations

import math

from .common import bar, block, cord, turned

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
