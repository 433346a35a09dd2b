"""Lights as they lie or stand on a bench, each with its lit part turned towards the camera
above: a flashlight's lens head, a headlamp's lamp on a standing elastic band, a clamp
light's aluminium bowl tipped up to show the bulb, an LED work light's glowing panel in
its tubular frame, a lantern's lit globe, a handheld spotlight's big lens tipped up on its
pistol grip.

Every builder follows ``drawn/__init__.py``: ``builder(L, name, acc, **style)`` -> parts.
"""

from __future__ import annotations

import math

import numpy as np

from ..parts import cyl, sphere
from ..shapes import tube
from .common import block, path, plate, transformed, turned
from .pliers import band

LIT = (255, 250, 215)  # a lens or bulb that is on
LED = (255, 236, 150)  # LED chips
WORK_YELLOW = (240, 190, 20)  # a work light's housing


def tilt(parts, deg: float, x: float, z: float) -> list:
    """Parts turned by deg about the y axis through (x, z) (positive: +x end goes up)."""
    import trimesh

    turn = trimesh.transformations.rotation_matrix(-math.radians(deg), [0, 1, 0], [x, 0, z])
    return transformed(parts, turn)


def light(L, name, acc, kind="flashlight"):
    """Lights by kind: flashlight, headlamp, work (LED work light), clamp (clamp light),
    lantern (each described in its builder below)."""
    return {
        "flashlight": flashlight,
        "headlamp": headlamp,
        "work": work_light,
        "clamp": clamp_light,
        "lantern": lantern,
        "spotlight": spotlight,
    }[kind](L, name, acc)


def flashlight(L, name, acc):
    """A tube with a wider lens head, a lit lens and a switch."""
    r = L * 0.08
    parts = turned([(-L / 2, r * 0.9), (L * 0.15, r), (L * 0.3, r * 1.5), (L / 2, r * 1.6)], r * 1.6, acc, 16)
    parts += turned([(L / 2, r * 1.4), (L / 2 + 0.0015, r * 1.4)], r * 1.6, (240, 240, 200), 16)
    parts += block(-L * 0.05, L * 0.05, -r * 0.4, r * 0.4, r * 2.55, r * 2.7, "rubber")
    return parts


def headlamp(L, name, acc):
    """A headlamp on the bench: its wide elastic band standing as an oval loop (a coloured
    stripe along it, a buckle at the back), the lamp on the front tipped up on its bracket,
    a big lit lens and a button on top."""
    a, b = L * 0.36, L * 0.27  # the loop's half-axes
    hh = L * 0.06  # half the band's height
    cx = -L / 2 + a + L * 0.01
    pts = [(cx + a * math.cos(u), b * math.sin(u)) for u in np.linspace(0.35, 2 * math.pi - 0.35, 40)]
    parts = [(tube(pts, L * 0.008, hh, 0.0, 8), (40, 40, 44))]
    stripe = [(x + (x - cx) * 0.004, y * 1.004) for x, y in pts]
    parts.append((tube(stripe, L * 0.0085, hh * 0.25, hh * 0.75, 8), acc))
    parts += block(
        cx - a - L * 0.015, cx - a + L * 0.01, -L * 0.05, L * 0.05, hh * 0.4, hh * 1.6, "black_plastic"
    )
    # the lamp: a housing on a bracket at the front of the loop, tipped up
    hx = cx + a
    lamp = block(hx - L * 0.02, hx + L * 0.1, -L * 0.15, L * 0.15, 0.0, L * 0.13, acc)
    lamp += turned([(hx + L * 0.1, L * 0.085), (hx + L * 0.115, L * 0.08)], L * 0.065, "black_plastic", 24)
    lamp += turned([(hx + L * 0.115, L * 0.07), (hx + L * 0.12, L * 0.07)], L * 0.065, LIT, 24)
    lamp += turned([(hx + L * 0.115, L * 0.03), (hx + L * 0.122, L * 0.03)], L * 0.065, (255, 255, 255), 16)
    lamp += [
        (cyl([hx + L * 0.04, 0, L * 0.13], [hx + L * 0.04, 0, L * 0.15], L * 0.025, 14), "black_plastic")
    ]
    parts += tilt(lamp, 35, hx, L * 0.03)
    return parts


def clamp_light(L, name, acc):
    """A clamp light (L: the reflector's diameter): a shallow aluminium bowl with a rolled
    rim, tipped up so the frosted bulb in it shows, a black socket with a switch, a spring
    clamp with orange-tipped jaws behind it, and the cord."""
    R = L / 2
    depth = R * 0.9
    x0 = 0.0  # the back of the bowl
    shell = [(x0, 0.0)] + [
        (x0 + depth * f, R * (0.3 + 0.7 * math.sqrt(f))) for f in (0.0, 0.15, 0.4, 0.7, 1.0)
    ]
    shell += [(x0 + depth + R * 0.03, R * 1.03), (x0 + depth + R * 0.03, R * 0.97)]
    shell += [
        (x0 + R * 0.03 + (depth - R * 0.03) * f, R * 0.94 * (0.3 + 0.7 * math.sqrt(f)))
        for f in (1.0, 0.7, 0.4, 0.15)
    ]
    shell += [(x0 + R * 0.03, 0.0)]
    bowl = turned(shell, 0.0, "aluminium", 28)
    bowl += [(sphere([x0 + depth * 0.75, 0, 0], R * 0.32, sub=2), LIT)]
    bowl += turned(
        [(x0 - R * 0.45, R * 0.2), (x0 - R * 0.1, R * 0.24), (x0 + R * 0.05, R * 0.32)],
        0.0,
        "black_plastic",
        16,
    )
    bowl += block(x0 - R * 0.35, x0 - R * 0.2, -R * 0.05, R * 0.05, R * 0.18, R * 0.3, (200, 40, 40))
    parts = tilt(bowl, 60, x0, 0.0)
    # re-seat: the bowl rests on its rim and the socket end
    lo = min(float(m.vertices[:, 2].min()) for m, _ in parts)
    for m, _ in parts:
        m.apply_translation([0, 0, -lo])
    # the spring clamp lying behind the socket: two arms on a pivot, orange-tipped jaws
    cxp = x0 - R * 0.45
    for s in (1, -1):
        arm = [(cxp, s * R * 0.05), (cxp - R * 0.45, s * R * 0.1), (cxp - R * 1.0, s * R * 0.2)]
        parts += plate(band(arm, R * 0.07), 0.0, R * 0.1, "black_plastic")
        parts += plate(
            band([(cxp + R * 0.02, s * R * 0.05), (cxp + R * 0.2, s * R * 0.02)], R * 0.06),
            0.0,
            R * 0.12,
            (236, 120, 30),
        )
    parts += [
        (
            cyl([cxp - R * 0.35, -R * 0.22, R * 0.06], [cxp - R * 0.35, R * 0.22, R * 0.06], R * 0.05, 12),
            "chrome",
        )
    ]
    parts += path(
        [
            (x0 - R * 0.5, R * 0.1, R * 0.02),
            (x0 - R * 0.7, R * 0.5, R * 0.02),
            (x0 - R * 1.1, R * 0.6, R * 0.02),
        ],
        R * 0.02,
        "black_plastic",
    )
    return parts


def work_light(L, name, acc):
    """A portable LED work light: a wide rectangular flood head tipped up to face the camera,
    its whole front a glowing yellow-white diffuser with a faint grid of LED dots, in a black
    bezel on a housing in a work-site yellow with black cooling fins at the back, held at its
    sides on big pivot knobs in a tubular black frame: a rectangle of feet on the ground, two
    posts up its sides and a carry handle across over the head."""
    W, H, D = L * 0.62, L * 0.42, L * 0.1  # head width (y), height, depth
    head = block(-D / 2, D / 2, -W / 2, W / 2, 0.0, H, WORK_YELLOW)
    head += block(D / 2, D / 2 + L * 0.006, -W / 2 + L * 0.012, W / 2 - L * 0.012, L * 0.012, H - L * 0.012,
                  "black_plastic")
    head += block(D / 2, D / 2 + L * 0.01, -W / 2 + L * 0.03, W / 2 - L * 0.03, L * 0.03, H - L * 0.03, LIT)
    for i in range(8):  # the LED dots behind the diffuser
        for j in range(5):
            y = -W / 2 + L * 0.03 + (W - L * 0.06) * (i + 0.5) / 8
            z = L * 0.03 + (H - L * 0.06) * (j + 0.5) / 5
            head += block(D / 2 + L * 0.01, D / 2 + L * 0.012, y - L * 0.011, y + L * 0.011, z - L * 0.011,
                          z + L * 0.011, LED)
    for k in range(6):
        y = -W / 2 + W * (k + 0.5) / 6
        head += block(-D / 2 - L * 0.03, -D / 2, y - L * 0.01, y + L * 0.01, L * 0.04, H - L * 0.04,
                      "black_plastic")
    pivot = L * 0.16  # the pivots' height on the head
    parts = tilt(head, 60, 0.0, pivot)
    lo = min(float(m.vertices[:, 2].min()) for m, _ in parts)
    lift = -lo + L * 0.05
    for m, _ in parts:
        m.apply_translation([0, 0, lift])
    zc = pivot + lift
    # the tubular frame: a rectangle of feet, a post up each side to the pivot, a handle over
    r = L * 0.022
    yf = W / 2 + r * 2.2
    xf0, xf1 = -L * 0.36, L * 0.3
    feet = [(xf0, -yf, r), (xf1, -yf, r), (xf1, yf, r), (xf0, yf, r), (xf0, -yf, r)]
    parts += path(feet, r, "black_plastic")
    top = zc + L * 0.2
    parts += path([(xf0, -yf, r), (-L * 0.1, -yf, zc), (-L * 0.12, -yf, top), (-L * 0.12, yf, top),
                   (-L * 0.1, yf, zc), (xf0, yf, r)], r, "black_plastic")
    for s in (1, -1):
        y = s * yf
        parts += [(cyl([-L * 0.0, y - s * r * 2.2, zc], [-L * 0.0, y + s * r * 1.4, zc], r * 2.0, 14),
                   "black_plastic")]
        parts += path([(0.0, y, zc), (-L * 0.1, y, zc)], r * 0.8, "black_plastic")
    return parts


LANTERN_GLOW = (255, 222, 120)  # a camping lantern's lit, frosted globe
LANTERN_GREEN = (28, 92, 52)  # its base and cap


def lantern(L, name, acc):
    """A standing camping lantern: a short dark-green base, over it a big lit globe (warm
    yellow, bulging, wider than the cap so its lit shoulder shows from above) caged by four
    thin black posts, a small green domed cap with a vent ring on top, and a wire bail handle
    standing in an arch over the cap (a paint can or a pump sprayer has no lit globe)."""
    R = L * 0.3  # the globe's widest radius
    parts = turned([(0.0, R * 0.92), (L * 0.04, R * 0.95), (L * 0.14, R * 0.85), (L * 0.16, R * 0.78)], 0.0,
                   LANTERN_GREEN, 28, axis="z")
    parts += turned([(L * 0.16, R * 0.74), (L * 0.3, R * 0.97), (L * 0.42, R), (L * 0.56, R * 0.9),
                     (L * 0.66, R * 0.6)], 0.0, LANTERN_GLOW, 28, axis="z")
    for k in range(4):  # the cage posts
        a = math.pi / 4 + k * math.pi / 2
        pts = [(r * math.cos(a), r * math.sin(a), z) for z, r in
               ((L * 0.16, R * 0.8), (L * 0.3, R * 1.01), (L * 0.42, R * 1.04), (L * 0.56, R * 0.94),
                (L * 0.66, R * 0.62))]
        parts += path(pts, L * 0.012, "black_plastic")
    parts += turned([(L * 0.64, R * 0.5), (L * 0.7, R * 0.5), (L * 0.76, R * 0.35), (L * 0.78, 0.0)], 0.0,
                    LANTERN_GREEN, 24, axis="z")
    parts += turned([(L * 0.78, R * 0.12), (L * 0.8, R * 0.1)], 0.0, "black_plastic", 12, axis="z")
    hx = R * 0.52  # the bail's hinge points on the cap's sides
    arch = [(-hx, 0.0, L * 0.68)] + [
        (-hx * math.cos(u), 0.0, L * 0.68 + L * 0.3 * math.sin(u))
        for u in [i * math.pi / 10 for i in range(1, 10)]
    ] + [(hx, 0.0, L * 0.68)]
    parts += path(arch, L * 0.012, "chrome")
    return parts


SPOT_BODY = (30, 31, 34)  # a handheld spotlight's black housing
SPOT_YELLOW = (238, 188, 24)  # its yellow rubber bumper and grip


def spotlight(L, name, acc):
    """A handheld spotlight lying on its side: a short black drum of a housing, its front one
    wide lit lens (over half the length across) in a chrome reflector ring and a thick yellow
    rubber bumper, tipped up to face the camera; under the housing's back a big pistol grip
    in yellow rubber, lying flat on the table beside it, with a red trigger and a guard loop;
    on a 12V one a coiled cord to a cigarette-lighter plug (a flashlight is a slim tube, a
    lantern a standing globe)."""
    import trimesh

    R = L * 0.3  # the bumper's outer radius
    head = turned([(-L * 0.2, R * 0.55), (-L * 0.14, R * 0.8), (L * 0.02, R * 0.88), (L * 0.07, R * 0.92)],
                  0.0,
                  SPOT_BODY, 28)
    head += turned([(L * 0.06, R * 0.93), (L * 0.08, R), (L * 0.15, R), (L * 0.16, R * 0.94)], 0.0,
                   SPOT_YELLOW, 28)
    head += turned([(L * 0.145, R * 0.9), (L * 0.158, R * 0.9)], 0.0, "chrome", 28)
    head += turned([(L * 0.155, R * 0.8), (L * 0.162, R * 0.8)], 0.0, LIT, 28)
    # the pistol grip under the housing's back, raked back, a trigger and a guard loop in front
    g0, g1 = (-L * 0.1, 0.0, -R * 0.6), (-L * 0.26, 0.0, -R * 0.6 - L * 0.3)
    head += [(cyl(g0, g1, L * 0.06, 16), SPOT_YELLOW)]
    head += block(-L * 0.08, -L * 0.04, -L * 0.02, L * 0.02, -R * 0.6 - L * 0.1, -R * 0.6 - L * 0.02,
                  (200, 30, 30))
    head += path([(L * 0.0, 0.0, -R * 0.7), (L * 0.0, 0.0, -R * 0.6 - L * 0.2),
                  (-L * 0.2, 0.0, -R * 0.6 - L * 0.3)],
                 L * 0.015, SPOT_BODY)
    roll = trimesh.transformations.rotation_matrix(math.pi / 2, [1, 0, 0])  # on its side: the grip along +y
    parts = tilt(transformed(head, roll), 65, 0.0, 0.0)
    lo = min(float(m.vertices[:, 2].min()) for m, _ in parts)
    for m, _ in parts:
        m.apply_translation([0, 0, -lo])
    if "12v" in name:  # a coiled cord from the grip's butt to a cigarette-lighter plug
        xs = min(float(m.vertices[:, 0].min()) for m, _ in parts)
        pts = [(xs + L * 0.05 - L * 0.02 * k, L * 0.35 + L * 0.04 * math.sin(k * 1.3), L * 0.012)
               for k in range(8)]
        parts += path(pts, L * 0.01, "black_plastic")
        parts += turned([(pts[-1][0] - L * 0.06, L * 0.025), (pts[-1][0], L * 0.03)], L * 0.03,
                        "black_plastic", 14,
                        y=pts[-1][1])
    return parts
