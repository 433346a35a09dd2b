"""Equipment: cases with leads, the socket set, router bits, the hole saw, the chainsaw and the plunger
(protective equipment is in ``protective.py``).

Every builder follows ``drawn/__init__.py``: ``builder(L, name, acc, **style)`` -> parts.
"""

from __future__ import annotations

import math

from ..parts import frustum, ring
from .common import (
    battery_clamp,
    block,
    path,
    placed,
    plate,
    rounded_rect,
    transformed,
    turned,
)


def case(L, name, acc, kind="jump_starter"):
    """Boxes with battery clamps: jump starter (a chunky yellow pack with black rubber end
    bumpers, a power button and charge lights on top, a torch lens at its back end and two big
    clamps on short heavy leads), battery charger (a taller charcoal case with a carry handle
    arched over it, a round ammeter, a mains cord out of its back and two clamps on longer
    leads)."""
    jump = kind == "jump_starter"
    dims = {"jump_starter": (0.5, 0.3, 0.17), "charger": (0.55, 0.42, 0.32)}[kind]
    ln, w, h = (L * d for d in dims)
    x0 = -L * (0.48 if jump else 0.55)
    x1 = x0 + ln
    body = "yellow" if jump else (60, 62, 66)
    parts = plate(rounded_rect(x0 + ln * 0.12, x1 - ln * 0.12, -w / 2, w / 2, w * 0.12), 0.0, h, body)
    if jump:  # black rubber bumpers on both ends, a yellow top with a power button and a row
        # of charge lights (no dark face: a meter's), a torch lens at the back
        for a, b in ((x0, x0 + ln * 0.14), (x1 - ln * 0.14, x1)):
            parts += plate(rounded_rect(a, b, -w * 0.54, w * 0.54, w * 0.1), 0.0, h * 1.06, "rubber")
        parts += turned([(h, w * 0.12), (h * 1.06, w * 0.12)], 0.0, "black_plastic", 16, axis="z",
                        x=x0 + ln * 0.35)
        for i in range(4):
            y = (i - 1.5) * w * 0.13
            parts += block(x0 + ln * 0.55, x0 + ln * 0.6, y - w * 0.04, y + w * 0.04, h, h * 1.02, "green")
        parts += block(x0 - 0.002, x0 + 0.001, -w * 0.25, w * 0.25, h * 0.25, h * 0.8, (250, 250, 220))
    else:  # louvres, a round ammeter with a red needle, a handle arched over the top, a mains cord
        for i in range(5):
            x = x0 + ln * 0.15 + i * ln * 0.06
            parts += block(x, x + ln * 0.03, -w * 0.38, w * 0.38, h, h * 1.01, (30, 30, 32))
        mx = x1 - ln * 0.3
        parts += turned([(h, w * 0.22), (h * 1.03, w * 0.22)], 0.0, "white", 24, axis="z", x=mx)
        parts += block(mx - w * 0.01, mx + w * 0.01, -w * 0.02, w * 0.18, h * 1.03, h * 1.05, (200, 30, 30))
        hx = x0 + ln * 0.5
        arch = [(hx - ln * 0.02, -w * 0.42, h * 0.6), (hx, -w * 0.42, h * 1.35),
                (hx, w * 0.42, h * 1.35), (hx - ln * 0.02, w * 0.42, h * 0.6)]
        parts += path(arch, L * 0.022, "black_plastic")
        mains = [(x0 + ln * 0.12, 0.0, h * 0.3), (x0 - L * 0.05, L * 0.04, 0.006),
                 (x0 - L * 0.02, L * 0.2, 0.006)]
        parts += path(mains, L * 0.008, "black_plastic")
        parts += block(x0 - L * 0.05, x0 + L * 0.01, L * 0.2, L * 0.26, 0.0, L * 0.04, "black_plastic")
    c = L * (0.45 if jump else 0.3)
    reach = L * (0.12 if jump else 0.25)
    lead = L * (0.028 if jump else 0.018)
    for s, colr in ((1, (200, 30, 30)), (-1, (30, 30, 30))):
        y = s * w * 0.25
        end = (x1 + reach, y + s * L * (0.12 if jump else 0.08))
        yaw = math.atan2(end[1] - y, end[0] - x1) * 0.6
        parts += path([(x1 - ln * 0.05, y, h * 0.4), (x1 + reach * 0.4, y + s * L * 0.02, lead),
                       (end[0], end[1], lead)], lead, colr)
        parts += placed(battery_clamp(c, colr), yaw, end[0], end[1])
    return parts


BIT_PAINT = {
    "roundover": (200, 36, 34),
    "cove": (236, 110, 24),
    "ogee": (200, 36, 34),
    "chamfer": (236, 110, 24),
    "flush": (200, 36, 34),
}  # Freud red, CMT orange
CARBIDE = (96, 98, 104)


def _bit_edge(profile: str, R: float, rb: float, h: float, n: int = 8) -> list[tuple[float, float]]:
    """The cutting edge of a profile bit from the shank end (x = 0, full radius R) to the tip
    (x = h, the bearing's radius rb): (x, radius) points."""
    t = [i / n for i in range(n + 1)]
    if profile == "roundover":  # a concave quarter circle bitten out of the corner
        return [(h * (1 - math.cos(a * math.pi / 2)), R - (R - rb) * math.sin(a * math.pi / 2)) for a in t]
    if profile == "cove":  # a convex quarter round bulging out
        return [(h * math.sin(a * math.pi / 2), rb + (R - rb) * math.cos(a * math.pi / 2)) for a in t]
    if profile == "ogee":  # an S: bulging out near the shank, bitten in near the tip
        s = [math.copysign(abs(math.cos(math.pi * a)) ** 0.6, math.cos(math.pi * a)) for a in t]
        return [(h * a, rb + (R - rb) * (0.5 + 0.5 * c)) for a, c in zip(t, s)]
    if profile == "chamfer":
        return [(0.0, R), (h, rb)]
    return [(0.0, R), (h, R)]  # flush trim: straight flutes as wide as the bearing


def router_bit(L, name, acc, profile="roundover"):
    """Router bits lying on their side, as a catalogue shows them: a long chrome shank and a
    short cutter whose two flat wings lie flat so the profile reads from above -- the wing's
    steel body painted (Freud red, CMT orange) with the grey brazed carbide along its cutting
    edge -- and a chrome ball-bearing pilot with a black cap screw on the tip: roundover (a
    concave quarter circle), chamfer (a straight 45-degree edge), cove (a convex quarter
    round), ogee (an S-curve), flush-trim (straight carbide flutes as wide as the bearing).
    A straight bit (no bearing) is a plain orange two-flute cylinder."""
    sr = L * 0.08
    if profile == "straight":
        z = L * 0.25
        R = L * 0.24
        parts = turned([(-L / 2, sr), (-L * 0.08, sr)], z, "chrome", 12)
        return parts + turned([(0.0, R * 0.55), (L * 0.45, R * 0.55)], z, (236, 120, 30), 14)
    R = L * 0.3 if profile != "flush" else L * 0.16
    rb = R * 0.42 if profile != "flush" else R
    h = L * 0.2 if profile != "flush" else L * 0.36
    x0 = -L * 0.04  # the cutter's shank end
    z = R
    paint = BIT_PAINT[profile]
    parts = turned([(-L / 2, sr), (x0, sr)], z, "chrome", 14)
    parts += turned([(x0 - L * 0.03, sr * 1.2), (x0 + h, sr * 1.1)], z, paint, 14)  # the body's core
    edge = [(x0 + x, r) for x, r in _bit_edge(profile, R, rb, h)]
    land = L * 0.05 if profile != "flush" else 0.0
    upper = [(x0 - land, R)] + edge if land else edge
    full = upper + [(x, -r) for x, r in reversed(upper)]
    parts += plate(full, z - R * 0.08, R * 0.16, paint)  # the two wings of the painted body
    # the brazed carbide: a grey band along each wing's cutting edge, on the face it cuts with
    # (the upper face of the +y wing, the lower face of the -y wing)
    band = upper + [(x, max(r - R * 0.4, sr)) for x, r in reversed(upper)]
    parts += plate(band, z + R * 0.08, R * 0.06, CARBIDE)
    parts += plate([(x, -r) for x, r in band], z - R * 0.14, R * 0.06, CARBIDE)
    # the ball-bearing pilot: a chrome race and a black cap screw
    bb = min(rb, R * 0.5) if profile != "flush" else R * 0.95
    parts += turned([(x0 + h, bb * 0.5), (x0 + h + L * 0.015, bb * 0.5)], z, "steel", 12)
    parts += turned([(x0 + h + L * 0.015, bb), (x0 + h + L * 0.11, bb)], z, "chrome", 16)
    parts += turned([(x0 + h + L * 0.1, bb * 0.55), (x0 + h + L * 0.13, bb * 0.5)], z, (30, 30, 34), 10)
    return parts


def chainsaw(L, name, acc):
    """Chainsaw: an orange engine body with a top wrap handle, a long guide bar with the
    chain round it."""
    parts = plate(
        rounded_rect(-L / 2, -L * 0.05, -L * 0.13, L * 0.13, L * 0.05), 0.0, L * 0.2, (236, 120, 30)
    )
    parts += path(
        [
            (-L / 2 + L * 0.05, -L * 0.13, L * 0.1),
            (-L * 0.35, -L * 0.18, L * 0.25),
            (-L * 0.1, -L * 0.18, L * 0.25),
            (-L * 0.05, -L * 0.13, L * 0.1),
        ],
        L * 0.02,
        "black_plastic",
    )
    parts += path(
        [
            (-L / 2, 0.0, L * 0.15),
            (-L / 2 - L * 0.06, 0.0, L * 0.15),
            (-L / 2 - L * 0.06, 0.0, L * 0.05),
            (-L / 2, 0.0, L * 0.05),
        ],
        L * 0.02,
        "black_plastic",
    )
    parts += plate(
        rounded_rect(-L * 0.05, L / 2, -L * 0.05, L * 0.05, L * 0.045), L * 0.08, L * 0.012, "steel"
    )
    parts += plate(
        rounded_rect(-L * 0.05, L / 2 + L * 0.008, -L * 0.058, L * 0.058, L * 0.05),
        L * 0.078,
        L * 0.004,
        (60, 60, 64),
    )
    return parts


def plunger(L, name, acc):
    """Sink plunger lying down: a red rubber cup on a short wooden handle."""
    R = L * 0.22
    parts = turned([(-L / 2, L * 0.03), (L / 2 - R * 1.2, L * 0.03)], R, "wood", 12)
    parts += turned(
        [(L / 2 - R * 1.3, L * 0.05), (L / 2 - R * 0.4, R * 0.9), (L / 2, R)], R, (200, 40, 30), 20
    )
    return parts


HOLE_SAW_PAINT = (200, 46, 36)  # a bi-metal hole saw's painted cup
SLOT = (24, 24, 26)  # the slots through its wall


def hole_saw(L, name, acc):
    """Hole saw lying on its side: a short wide painted steel cup, open at the front, a crown
    of bright saw teeth round its mouth and long dark slots through its wall; a drill bit on
    its axis sticking out past the teeth (the pilot), and behind the cup's closed back the
    arbor's hex nut and hex shank (a plug cutter is a small cup with no slots; a bulb planter a
    cone on a T-handle)."""
    R = L * 0.32  # the cup's radius; it rests on its rim
    x0, x1 = -L * 0.16, L * 0.32  # the cup's back and mouth
    wall = L * 0.03
    cup = ring([(x0 + x1) / 2, 0.0, R], R, R - wall, x1 - x0, axis="x")
    parts = [(cup, HOLE_SAW_PAINT)]
    back = [(x0 - L * 0.005, R * 0.99), (x0 + L * 0.03, R * 0.99)]
    parts += turned(back, R, HOLE_SAW_PAINT, 24)  # its closed back
    parts += turned([(x0 + L * 0.03, R - wall), (x0 + L * 0.035, R - wall)], R, SLOT, 24)  # dark inside
    crown = ring([x1 - L * 0.04, 0.0, R], R, R - wall - L * 0.002, L * 0.08, axis="x")
    parts.append((crown, "chrome"))  # the bright bi-metal tooth band
    for k in range(16):  # the teeth, set alternately
        a = 2 * math.pi * k / 16
        rr = R - wall / 2 + (1 if k % 2 else -1) * L * 0.004
        p0 = [x1, rr * math.cos(a), R + rr * math.sin(a)]
        parts.append((frustum(p0, [x1 + L * 0.06, p0[1], p0[2]], L * 0.035, L * 0.003, 6), "chrome"))
    for a in (math.pi / 2, math.pi / 2 + 1.15, math.pi / 2 - 1.15):  # slots through the wall
        z0, z1 = 2 * R - wall * 0.7, 2 * R + L * 0.004
        slot = block(x0 + L * 0.07, x1 - L * 0.08, -L * 0.045, L * 0.045, z0, z1, SLOT)
        c, s = math.cos(a - math.pi / 2), math.sin(a - math.pi / 2)
        parts += transformed(slot, [[1, 0, 0, 0], [0, c, -s, R * s], [0, s, c, R - R * c], [0, 0, 0, 1]])
    parts += turned([(x0, L * 0.03), (L * 0.42, L * 0.03), (L / 2, 0.0)], R, "steel", 10)  # the pilot
    parts += turned([(x0 - L * 0.09, L * 0.1), (x0, L * 0.1)], R, "steel", 6)  # the arbor's hex nut
    parts += turned([(-L / 2, L * 0.05), (x0 - L * 0.09, L * 0.05)], R, "chrome", 6)  # its hex shank
    return parts


SOCKET_CASE = (36, 38, 42)  # a socket set's black blow-moulded case
SOCKET_CHROME = (214, 217, 222)  # its chrome sockets
SOCKET_BORE = (28, 28, 30)  # the dark hex bore of a standing socket


def socket_set(L, name, acc):
    """Socket set lying open like a book: the black blow-moulded base, and hinged to it the
    lid opened flat beside it (the brand's colour outside, a black inside with a brand plate
    and chrome latches). In the base a row of chrome sockets stands upright, graduated from
    small to large, each showing its dark hex bore from above; in front of them a row of
    deep sockets lies on their sides, graduated too, and a chrome extension bar (a single
    socket is one chrome cylinder; a set is the rows of them in a case)."""
    hw = L * 0.2  # each half's width across (y)
    t = L * 0.07
    base_y0, base_y1 = -hw * 2 - L * 0.01, -L * 0.01
    parts = plate(rounded_rect(-L / 2, L / 2, base_y0, base_y1, L * 0.04), 0.0, t, SOCKET_CASE)
    parts += plate(rounded_rect(-L / 2, L / 2, L * 0.01, L * 0.01 + hw * 2, L * 0.04), 0.0, t * 0.6, acc)
    parts += plate(rounded_rect(-L / 2 + L * 0.03, L / 2 - L * 0.03, L * 0.035, hw * 2 - L * 0.015, L * 0.03),
                   t * 0.6, L * 0.004, SOCKET_CASE)  # the lid's inside
    parts += block(-L * 0.12, L * 0.12, hw * 0.8, hw * 1.2, t * 0.6, t * 0.6 + L * 0.008, (200, 200, 204))
    for x in (-L * 0.3, L * 0.3):  # hinges and latches
        parts += block(x - L * 0.04, x + L * 0.04, -L * 0.012, L * 0.012, 0.0, t * 0.5, "dark_steel")
        parts += block(x - L * 0.03, x + L * 0.03, hw * 2 + L * 0.005, hw * 2 + L * 0.025, t * 0.1, t * 0.5,
                       "chrome")
    # the row of standing sockets, graduated
    n = 10
    ys = base_y1 - hw * 0.55
    x = -L / 2 + L * 0.05
    for i in range(n):
        r = L * (0.016 + 0.011 * i / (n - 1))
        x += r
        h = L * 0.07 + r * 0.6
        parts += turned([(t, r), (t + h, r)], 0.0, SOCKET_CHROME, 16, axis="z", x=x, y=ys)
        parts += turned([(t + h, r * 0.62), (t + h + L * 0.002, r * 0.62)], 0.0, SOCKET_BORE, 6, axis="z",
                        x=x,
                        y=ys)
        x += r + L * 0.012
    # the row of deep sockets lying on their sides, graduated, and an extension bar
    yd = base_y0 + hw * 0.75
    x = -L / 2 + L * 0.05
    for i in range(6):
        r = L * (0.017 + 0.008 * i / 5)
        x += r
        parts += turned([(yd - L * 0.08, r), (yd + L * 0.08, r)], t + r, SOCKET_CHROME, 14, axis="y", x=x)
        parts += turned([(yd + L * 0.08, r * 0.62), (yd + L * 0.082, r * 0.62)], t + r, SOCKET_BORE, 6,
                        axis="y",
                        x=x)
        x += r + L * 0.014
    parts += turned([(x + L * 0.02, L * 0.008), (L / 2 - L * 0.05, L * 0.008)], t + L * 0.01,
                    SOCKET_CHROME, 10,
                    y=yd)
    parts += block(L / 2 - L * 0.06, L / 2 - L * 0.04, yd - L * 0.012, yd + L * 0.012, t, t + L * 0.024,
                   SOCKET_CHROME)
    return parts
