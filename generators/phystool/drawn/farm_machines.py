"""Farm machines standing on their wheels and feet, the working end towards +x: the log
splitter (a hydraulic ram drives a log round onto a fixed wedge) and the tiller (an engine
over a row of spinning tines).

Every builder follows ``drawn/__init__.py``: ``builder(L, name, acc, **style)`` -> parts.
"""

from __future__ import annotations

import math

from ..parts import rbox
from .common import bar, block, path, plate, side, turned

SPLITTER_RED = (196, 36, 30)  # a log splitter's painted frame, ram and wedge post
WEDGE_STEEL = (176, 180, 186)  # its ground splitting wedge
BARK = (92, 62, 38)  # the log round's bark
END_GRAIN = (214, 176, 120)  # its sawn end faces
RING = (168, 124, 76)  # the growth rings on them


def _log(x0, x1, R, z, y=0.0) -> list:
    """A log round lying along x from x0 to x1 at axis height z: bark round it, pale sawn
    end faces with a darker growth ring on each."""
    parts = turned([(x0 + R * 0.05, R), (x1 - R * 0.05, R)], z, BARK, 20, y=y)
    for xe, s in ((x0, -1), (x1, 1)):
        parts += turned([(xe - s * R * 0.06, R * 0.97), (xe, R * 0.97)], z, END_GRAIN, 20, y=y)
        parts += turned([(xe, R * 0.55), (xe + s * R * 0.01, R * 0.55)], z, RING, 20, y=y)
        parts += turned([(xe + s * R * 0.01, R * 0.12), (xe + s * R * 0.02, R * 0.12)], z, RING, 12, y=y)
    return parts


def log_splitter(L, name, acc):
    """Log splitter (an electric horizontal one): a long red steel beam at knee height, on two
    black wheels under the motor end (-x) and a pair of splayed legs under the wedge end; a
    fat red hydraulic cylinder lying along the back half of the beam, its chrome ram pushing a
    square red pusher plate along the bed; at the front end, welded to a red end post, a tall
    bright steel wedge with its sharp edge facing the pusher; a log round lying in the bed
    between them. Behind the cylinder the black electric motor with a finned cover, the oil
    tank under it, a control lever sticking up beside the cylinder and a lifting handle over
    the front."""
    w = L * 0.1  # the beam's half width
    zt = L * 0.36  # the beam's top: the bed the log lies on
    parts = block(-L * 0.3, L * 0.47, -w * 0.5, w * 0.5, zt - L * 0.07, zt, SPLITTER_RED)  # the beam
    for s in (-1, 1):  # the log cradle: two angle rails along the bed
        parts += block(-L * 0.02, L * 0.4, s * w * 0.5, s * w * 1.1, zt - L * 0.02, zt + L * 0.02,
                       SPLITTER_RED)
    # the wedge end: a tall red post across the beam's end and the wedge welded to it
    xe = L * 0.42
    parts += block(xe, L * 0.47, -w * 1.1, w * 1.1, zt - L * 0.07, zt + L * 0.26, SPLITTER_RED)
    parts += plate([(xe + L * 0.002, -w * 0.55), (xe - L * 0.13, -L * 0.004), (xe - L * 0.13, L * 0.004),
                    (xe + L * 0.002, w * 0.55)], zt + L * 0.005, L * 0.22, WEDGE_STEEL)
    # the legs under the wedge end, splayed out to feet
    for s in (-1, 1):
        parts += bar([L * 0.38, s * w * 0.4, zt - L * 0.07], [L * 0.44, s * w * 2.2, L * 0.012], L * 0.014,
                     SPLITTER_RED)
        parts += block(L * 0.4, L * 0.5, s * w * 2.2 - L * 0.03, s * w * 2.2 + L * 0.03, 0.0, L * 0.02,
                       "rubber")
    # the hydraulic cylinder along the back half, its ram and the pusher plate
    rc, zc = L * 0.055, zt + L * 0.055
    parts += turned([(-L * 0.3, rc), (-L * 0.03, rc)], zc, SPLITTER_RED, 20)
    parts += turned([(-L * 0.04, rc * 1.15), (-L * 0.01, rc * 1.15)], zc, "dark_steel", 20)
    parts += turned([(-L * 0.01, rc * 0.45), (L * 0.03, rc * 0.45)], zc, "chrome", 14)
    xp = L * 0.03
    parts += block(xp, xp + L * 0.025, -w * 1.05, w * 1.05, zt - L * 0.01, zt + L * 0.17, SPLITTER_RED)
    # the log round in the bed between the pusher and the wedge
    R = L * 0.1
    parts += _log(xp + L * 0.03, xe - L * 0.14, R, zt + R * 0.85)
    # the motor behind the cylinder: a black drum with a finned fan cover, the oil tank under it
    rm = L * 0.075
    parts += turned([(-L * 0.48, rm * 0.8), (-L * 0.46, rm), (-L * 0.33, rm), (-L * 0.3, rm * 0.85)], zc,
                    "black_plastic", 22)
    for i in range(5):
        x = -L * 0.455 + i * L * 0.025
        parts += turned([(x, rm * 1.04), (x + L * 0.01, rm * 1.04)], zc, (60, 62, 66), 22)
    parts += block(-L * 0.44, -L * 0.22, -w * 0.9, w * 0.9, L * 0.14, zt - L * 0.07, SPLITTER_RED)
    # the wheels under the motor end, on an axle across
    rw = L * 0.075
    for s in (-1, 1):
        y = s * (w * 1.3 + L * 0.02)
        parts += turned([(y - L * 0.022, rw), (y + L * 0.022, rw)], rw, "rubber", 22, axis="y", x=-L * 0.3)
        parts += turned([(y - L * 0.024, rw * 0.45), (y + L * 0.024, rw * 0.45)], rw, (150, 152, 156), 16,
                        axis="y", x=-L * 0.3)
    parts += bar([-L * 0.3, -w * 1.3, rw], [-L * 0.3, w * 1.3, rw], L * 0.01, "dark_steel")
    parts += block(-L * 0.33, -L * 0.27, -w * 0.9, w * 0.9, rw, L * 0.14, SPLITTER_RED)
    # the control lever up beside the cylinder, a black knob on top
    parts += block(-L * 0.12, -L * 0.07, w * 0.6, w * 1.0, zt - L * 0.04, zt + L * 0.02, "dark_steel")
    parts += bar([-L * 0.095, w * 0.8, zt], [-L * 0.1, w * 0.8, zt + L * 0.2], L * 0.008, "chrome")
    parts += turned([(zt + L * 0.19, L * 0.018), (zt + L * 0.23, L * 0.018)], 0.0, "black_plastic", 12,
                    axis="z", x=-L * 0.1, y=w * 0.8)
    # the lifting handle: a bent bar over the front end
    parts += path([(L * 0.44, -w * 0.8, zt + L * 0.25), (L * 0.5, -w * 0.8, zt + L * 0.3),
                   (L * 0.5, w * 0.8, zt + L * 0.3), (L * 0.44, w * 0.8, zt + L * 0.25)], L * 0.01,
                  "black_plastic")
    return parts


TILLER_RED = (200, 34, 32)  # a tiller's painted tine hood, tank and handlebars
TINE_STEEL = (150, 154, 160)  # its bolo tines


def _tine_set(x, y, z, R, t) -> list:
    """One set of four bolo tines on the axle at (x, y, z): curved flat blades about the axle,
    each bending sideways at its tip, radius R."""
    parts = []
    for k in range(4):
        a0 = k * math.pi / 2
        pts = []
        for i in range(7):
            f = i / 6
            a = a0 + f * 0.9
            r = R * (0.25 + 0.75 * f)
            pts.append((x + r * math.cos(a), y + (t * 3.0 if f > 0.7 else 0.0) * (1 if k % 2 else -1),
                        z + r * math.sin(a)))
        parts += path(pts, t, TINE_STEEL, 8)
    return parts


def tiller(L, name, acc):
    """Tiller (a front-tine one) standing on its tines: at the front (+x) a wide row of curved
    steel bolo tines on an axle across, the middle ones under a red curved tine hood and the
    outer ones out in the open beyond its sides; on the hood the engine
    (a black block with a round recoil starter on its side, a red fuel tank and the air
    filter on top); a small transport wheel out in front on a bracket and a drag stake behind
    the tines; from the engine two long red handlebars rising back to black grips joined by a
    cross tube, a throttle lever on one grip."""
    R = L * 0.14  # the tines' reach
    xt, zt = L * 0.28, R  # the tine axle
    half = L * 0.27  # half the tine row's width: the outer sets stick out beyond the hood
    parts = bar([xt, -half, zt], [xt, half, zt], L * 0.014, "dark_steel")
    for i in range(6):
        y = -half + L * 0.02 + i * (2 * half - L * 0.04) / 5
        parts += turned([(y - L * 0.012, L * 0.03), (y + L * 0.012, L * 0.03)], zt, "dark_steel", 12,
                        axis="y", x=xt)
        parts += _tine_set(xt, y, zt, R, L * 0.011)
    # the hood: a red curved shield over the tines, flat side flaps
    hood = []
    for i in range(9):
        a = math.radians(20 + 140 * i / 8)
        hood.append((xt + R * 1.12 * math.cos(a), zt + R * 1.12 * math.sin(a)))
    inner = [(xt + (x - xt) * 0.88, zt + (z - zt) * 0.88) for x, z in hood]
    parts += side(hood + inner[::-1], -L * 0.12, L * 0.12, TILLER_RED)
    # the engine on the hood: a black block, a round recoil starter, a red tank, an air filter
    ze = zt + R * 1.05
    parts += block(xt - L * 0.12, xt + L * 0.06, -L * 0.1, L * 0.1, ze, ze + L * 0.16, "black_plastic")
    parts += turned([(-L * 0.13, L * 0.065), (-L * 0.1, L * 0.07)], ze + L * 0.08, (60, 62, 66), 24, axis="y",
                    x=xt - L * 0.03)  # the recoil starter
    parts += block(xt - L * 0.11, xt + L * 0.02, -L * 0.08, L * 0.08, ze + L * 0.16, ze + L * 0.22,
                   TILLER_RED)  # the fuel tank
    parts += turned([(ze + L * 0.22, L * 0.02), (ze + L * 0.24, L * 0.02)], 0.0, "black_plastic", 12,
                    axis="z", x=xt - L * 0.02, y=L * 0.04)
    parts += block(xt + L * 0.03, xt + L * 0.09, -L * 0.06, L * 0.06, ze + L * 0.08, ze + L * 0.17,
                   "black_plastic")
    # the transport wheel out in front on its bracket
    rw = L * 0.045
    xw = L / 2 - rw
    parts += turned([(-L * 0.015, rw), (L * 0.015, rw)], rw, "rubber", 20, axis="y", x=xw)
    parts += bar([xw, 0.0, rw], [xt + R * 1.05, 0.0, zt + R * 0.7], L * 0.012, "dark_steel")
    # the drag stake behind the tines
    parts += bar([xt - R * 1.25, 0.0, L * 0.005], [xt - R * 1.1, 0.0, ze], L * 0.011, "dark_steel")
    # the handlebars: two red tubes rising back from the engine to black grips
    zh = L * 0.62
    for s in (-1, 1):
        y0, y1 = s * L * 0.08, s * L * 0.2
        parts += path([(xt - L * 0.1, y0, ze + L * 0.05), (-L * 0.15, s * L * 0.14, L * 0.45),
                       (-L * 0.42, y1, zh)], L * 0.014, TILLER_RED)
        parts += bar([-L * 0.42, y1, zh], [-L / 2, y1, zh + L * 0.02], L * 0.02, "black_plastic")
    parts += bar([-L * 0.3, -L * 0.18, L * 0.55], [-L * 0.3, L * 0.18, L * 0.55], L * 0.01, TILLER_RED)
    parts.append((rbox([-L * 0.43, L * 0.2, zh + L * 0.035], [L * 0.09, L * 0.012, L * 0.008]), "chrome"))
    return parts
