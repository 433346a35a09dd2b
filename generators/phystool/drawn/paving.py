"""Tools that bring, and pack down, a gravel base before slabs or pavers go on it, each drawn
by the part that names it: the garden cart (a deep plywood box over two big wire-spoked
wheels, a loop handle out front), the mini dumper (an orange tipping skip on rubber tracks,
an engine and handlebars behind it), the hand tamper (a heavy square steel plate on the end
of a long yellow handle, lying on its side), the plate compactor (a wide flat steel plate, its front edge
curled up, an engine and a belt guard on it, a folding handle rising back) and the tamping
rammer (the "jumping jack": a small shoe under a black rubber bellows, a leaning leg up to an
engine in a tubular cage, a loop handle out behind).

Every builder follows ``drawn/__init__.py``: ``builder(L, name, acc, **style)`` -> parts.
"""

from __future__ import annotations

import math

import numpy as np

from ..parts import rbox, torus
from .common import bar, block, hull, path, side, transformed, turned

TAMPER_PLATE = (52, 54, 58)  # the hand tamper's black cast-steel plate
TAMPER_FACE = (150, 152, 156)  # its worn bright striking face (the underside)
TAMPER_HANDLE = (238, 196, 24)  # its yellow fiberglass handle
COMPACTOR_PLATE = (112, 116, 122)  # the plate compactor's grey steel base plate
COMPACTOR_YELLOW = (244, 190, 20)  # its painted frame, belt guard and handle
ENGINE_RED = (200, 34, 30)  # the engine's red fuel tank and cover (a Honda-style engine)
ENGINE_BLACK = (40, 42, 46)  # the engine block and air filter
RAMMER_ORANGE = (240, 150, 16)  # the rammer's yellow-orange leg and tank
BELLOWS = (26, 26, 28)  # its black rubber bellows
SHOE = (92, 70, 50)  # the rammer's shoe: a laminated hardwood foot in a steel frame


def _engine(x, y, z, s) -> list:
    """A small four-stroke engine at (x, y) on height z, s across: a black block, a red fuel
    tank on top, a round black recoil starter on the -y side, a black air filter on +y."""
    parts = block(x - s * 0.5, x + s * 0.5, y - s * 0.45, y + s * 0.45, z, z + s * 0.6, ENGINE_BLACK)
    parts += block(x - s * 0.42, x + s * 0.3, y - s * 0.4, y + s * 0.4, z + s * 0.6, z + s * 0.85, ENGINE_RED)
    parts += turned(
        [(z + s * 0.85, s * 0.08), (z + s * 0.92, s * 0.08)],
        0.0,
        "black_plastic",
        12,
        axis="z",
        x=x - s * 0.2,
        y=y,
    )  # the filler cap
    parts += turned(
        [(y - s * 0.58, s * 0.26), (y - s * 0.45, s * 0.28)], z + s * 0.35, ENGINE_RED, 20, axis="y", x=x
    )  # the recoil starter's red cover
    parts += block(
        x + s * 0.05, x + s * 0.45, y + s * 0.45, y + s * 0.62, z + s * 0.25, z + s * 0.7, ENGINE_BLACK
    )
    return parts


def hand_tamper(L, name, acc):
    """Hand tamper, lying on its side: a heavy square black steel plate (a bright worn face)
    with a socket welded to its back and two gussets, on a long yellow fiberglass handle
    ending in a black cushion grip; the handle rests on the table, so the plate leans back a
    little and shows its face."""
    a = L * 0.27  # the plate's side, a little over life size (8-10 in on a 4 ft tool)
    t = L * 0.022  # its thickness
    xp = L / 2 - t  # the plate's back (the handle side) in the untilted drawing
    zc = a / 2  # the handle's axis height: the plate stands on its edge
    parts = block(xp, xp + t * 0.7, -a / 2, a / 2, 0.0, a, TAMPER_PLATE)
    parts += block(xp + t * 0.7, xp + t, -a / 2 + t * 0.3, a / 2 - t * 0.3, t * 0.3, a - t * 0.3, TAMPER_FACE)
    # the socket and the gussets welded to the plate's back
    parts += turned(
        [(xp - L * 0.1, L * 0.024), (xp - L * 0.02, L * 0.03), (xp, L * 0.045)], zc, TAMPER_PLATE, 16
    )
    for s in (-1, 1):
        parts += side(
            [(xp - L * 0.07, zc), (xp, zc), (xp, zc + s * a * 0.42)][::s], -t * 0.35, t * 0.35, TAMPER_PLATE
        )
        parts += [(rbox([xp - L * 0.035, s * a * 0.21, zc], [L * 0.07, a * 0.42, t * 0.7]), TAMPER_PLATE)]
    # the handle and its grip
    parts += bar([-L / 2 + L * 0.16, 0, zc], [xp - L * 0.09, 0, zc], L * 0.017, TAMPER_HANDLE, 16)
    parts += turned(
        [(-L / 2, L * 0.02), (-L / 2 + L * 0.01, L * 0.024), (-L / 2 + L * 0.17, L * 0.022)], zc, "rubber", 16
    )
    # tilt it back about the plate's bottom edge until the grip's end rests on the table
    tilt = math.asin(min(0.9, (zc - L * 0.024) / (xp - (-L / 2))))
    c, s_ = math.cos(tilt), math.sin(tilt)
    xc = xp + t  # about y through the plate's bottom front edge, the grip end going down
    m = np.array([[c, 0, -s_, xc - xc * c], [0, 1, 0, 0], [s_, 0, c, -xc * s_], [0, 0, 0, 1]])
    parts = transformed(parts, m)
    zmin = min(float(mesh.vertices[:, 2].min()) for mesh, _ in parts)
    return transformed(parts, [[1, 0, 0, 0], [0, 1, 0, 0], [0, 0, 1, -zmin], [0, 0, 0, 1]])


def plate_compactor(L, name, acc):
    """Plate compactor, standing on its plate: a wide flat grey steel plate (over half the
    machine long and standing out round everything on it, its front edge curled up like a
    sled's), a round exciter housing across it, a small yellow deck on rubber mounts carrying
    the engine (black block, red tank, red recoil starter), a yellow belt guard down one side,
    a yellow lifting bail over the engine, and a long yellow handle rising back from the
    plate's rear to a black-gripped cross bar."""
    x0, x1 = -L * 0.2, L / 2  # the plate, front at +x
    w = L * 0.26  # half its width
    tp = L * 0.035
    lip = L * 0.1
    prof = [(x0, 0.0), (x1 - lip, 0.0)]
    for i in range(1, 7):  # the curled front edge
        a = math.radians(90 * i / 6)
        prof.append((x1 - lip + lip * math.sin(a), lip * (1 - math.cos(a))))
    inner = [
        (x - tp * math.sin(math.radians(90 * max(0, i - 1) / 6)) if i else x, z + tp)
        for i, (x, z) in enumerate(prof)
    ]
    parts = side(prof + inner[::-1], -w, w, COMPACTOR_PLATE)
    parts += block(x0 + L * 0.01, x0 + L * 0.04, -w, w, tp, tp + L * 0.03, COMPACTOR_PLATE)  # the rear rib
    # the exciter housing across the plate and the deck on rubber mounts over it
    xe = (x0 + x1) / 2 - L * 0.04
    parts += turned(
        [(-w * 0.7, L * 0.05), (w * 0.7, L * 0.05)], tp + L * 0.045, COMPACTOR_PLATE, 18, axis="y", x=xe
    )
    zd = tp + L * 0.11
    dx0, dx1, dw = xe - L * 0.14, xe + L * 0.14, w * 0.62  # the deck, well inside the plate
    for sx in (dx0 + L * 0.02, dx1 - L * 0.02):
        for sy in (-dw * 0.8, dw * 0.8):
            parts += turned([(tp, L * 0.02), (zd, L * 0.02)], 0.0, "rubber", 12, axis="z", x=sx, y=sy)
    parts += block(dx0, dx1, -dw, dw, zd, zd + L * 0.02, COMPACTOR_YELLOW)
    # the engine and the belt guard down its -y side
    s = L * 0.22
    ze = zd + L * 0.02
    parts += _engine(xe, dw * 0.15, ze, s)
    parts += side(
        [
            (xe - s * 0.5, ze),
            (xe + s * 0.45, ze),
            (xe + s * 0.45, ze + s * 0.5),
            (xe - s * 0.1, ze + s * 0.7),
            (xe - s * 0.5, ze + s * 0.55),
        ],
        -dw * 1.08,
        -dw * 0.86,
        COMPACTOR_YELLOW,
    )
    # the lifting bail: one yellow hoop across the machine over the engine
    zt = ze + s * 1.15
    parts += path(
        [
            (xe + s * 0.1, -dw, zd + L * 0.02),
            (xe + s * 0.1, -dw, zt),
            (xe + s * 0.1, dw, zt),
            (xe + s * 0.1, dw, zd + L * 0.02),
        ],
        L * 0.011,
        COMPACTOR_YELLOW,
    )
    # the handle: from a pivot at the plate's rear, back and up to a cross bar with grips
    zh = L * 0.66
    xh = -L / 2 + L * 0.04
    for sy in (-w * 0.5, w * 0.5):
        parts += path(
            [(dx0, sy * 0.9, zd + L * 0.01), (x0 - L * 0.02, sy, zd + L * 0.08), (xh, sy, zh)],
            L * 0.014,
            COMPACTOR_YELLOW,
        )
    parts += bar([xh, -w * 0.8, zh], [xh, w * 0.8, zh], L * 0.014, COMPACTOR_YELLOW)
    for sy in (-1, 1):
        parts += bar([xh, sy * w * 0.45, zh], [xh, sy * w * 0.8, zh], L * 0.02, "rubber")
    parts.append((rbox([xh + L * 0.04, -w * 0.5, zh + L * 0.015], [L * 0.07, L * 0.012, L * 0.01]), "chrome"))
    return parts


def tamping_rammer(L, name, acc):
    """Tamping rammer ("jumping jack"), standing on its shoe: a small rectangular foot (a
    hardwood laminate in a steel frame, its toe turned up), above it a tall black rubber
    bellows of many folds, then the yellow-orange leg leaning forward up to the engine (black
    block, orange tank) inside a black tubular cage, and the cage's loop handle reaching back
    out behind."""
    # the leg leans: its axis runs from the shoe at (xs, 0) up and back toward the handle
    lean = math.radians(16)
    xs = L * 0.24
    H = L * 1.05  # the machine's height to the cage top

    def along(h):  # a point on the leg's axis at height h
        return (xs - h * math.tan(lean), h)

    sl, sw = L * 0.24, L * 0.19  # half the shoe's length and width
    parts = side(
        [
            (xs - sl, 0.0),
            (xs + sl * 0.85, 0.0),
            (xs + sl, L * 0.03),
            (xs + sl * 0.9, L * 0.05),
            (xs - sl, L * 0.05),
        ],
        -sw,
        sw,
        SHOE,
    )
    parts += block(xs - sl * 0.9, xs + sl * 0.75, -sw * 1.02, sw * 1.02, L * 0.05, L * 0.075, "dark_steel")
    # the bellows: a stack of black folds (alternating wide and narrow rings) along the leg
    rb = L * 0.12
    h0, h1 = L * 0.075, L * 0.46
    n = 9
    prof = []
    for i in range(n + 1):
        h = h0 + (h1 - h0) * i / n
        prof += [(h, rb * 0.78), (h + (h1 - h0) / n * 0.5, rb)] if i < n else [(h, rb * 0.78)]
    bell = turned(prof, 0.0, BELLOWS, 20, axis="z")
    # the leg: a yellow-orange tube, wider at its top housing
    leg = turned(
        [(h1, rb * 0.72), (h1 + L * 0.05, rb * 0.9), (L * 0.7, rb * 0.9), (L * 0.74, rb * 1.1)],
        0.0,
        RAMMER_ORANGE,
        20,
        axis="z",
    )
    c, s_ = math.cos(lean), math.sin(lean)
    tilt = [[c, 0, -s_, xs], [0, 1, 0, 0], [s_, 0, c, 0], [0, 0, 0, 1]]  # lean back from the shoe
    parts += transformed(bell + leg, tilt)
    # the engine on top of the leg, in its cage
    xt, zt = along(L * 0.74)
    s = L * 0.26
    parts += _engine(xt - s * 0.05, 0.0, zt, s)
    parts += block(
        xt - s * 0.55, xt + s * 0.35, -s * 0.42, s * 0.42, zt + s * 0.6, zt + s * 0.8, RAMMER_ORANGE
    )  # the big orange tank over the red one
    # the cage: two black tube loops, front to back, over the engine and out to the handle
    xb = -L / 2 + L * 0.02
    zh = L * 0.82
    for sy in (-s * 0.62, s * 0.62):
        parts += path(
            [
                (xt + s * 0.45, sy, zt - L * 0.04),
                (xt + s * 0.5, sy, H),
                (xt - s * 0.55, sy, H),
                (xb + L * 0.06, sy, zh),
                (xt - s * 0.2, sy, zt - L * 0.06),
            ],
            L * 0.014,
            "dark_steel",
        )
    parts += bar([xb + L * 0.06, -s * 0.62, zh], [xb + L * 0.06, s * 0.62, zh], L * 0.016, "dark_steel")
    parts += bar([xb + L * 0.04, -s * 0.5, zh], [xb + L * 0.04, s * 0.5, zh], L * 0.024, "rubber")
    parts += bar([xt + s * 0.5, -s * 0.62, H], [xt + s * 0.5, s * 0.62, H], L * 0.014, "dark_steel")
    return parts


CART_BOX = (170, 122, 72)  # the garden cart's plywood box
CART_BOX_INSIDE = (124, 88, 52)  # its shadowed inside
CART_TYRE = (34, 34, 36)  # its bicycle-size tyres
SPOKE = (196, 198, 202)  # the bright wire spokes and hub
SKIP_ORANGE = (236, 110, 22)  # the mini dumper's tipping skip
SKIP_INSIDE = (150, 70, 16)  # the skip's shadowed inside
TRACK = (30, 30, 32)  # its rubber tracks
DUMPER_GREY = (96, 100, 106)  # its chassis and engine cover


def _open_box(x0, x1, w, z0, z1, e, mat, inside, flare=0.0) -> list:
    """A hollow open-topped box from z0 to z1: floor and four walls e thick, the top flared
    out by ``flare`` at the front (+x) wall, its inside in a darker colour."""
    parts = block(x0, x1, -w, w, z0, z0 + e, inside)
    walls = [
        [(x0, -w, z0), (x0, w, z0), (x0, -w, z1), (x0, w, z1)],
        [(x1, -w, z0), (x1, w, z0), (x1 + flare, -w, z1), (x1 + flare, w, z1)],
    ]
    for pts, nx in zip(walls, (1, -1)):
        parts += hull(pts + [(x + nx * e, y, z) for x, y, z in pts], mat)
    for sy in (-1, 1):
        pts = [(x0, sy * w, z0), (x1, sy * w, z0), (x0, sy * w, z1), (x1 + flare, sy * w, z1)]
        parts += hull(pts + [(x, y - sy * e, z) for x, y, z in pts], mat)
        parts += block(
            x0 + e,
            x1 - e,
            sy * (w - e * 1.2) - e * 0.1,
            sy * (w - e * 1.2) + e * 0.1,
            z0 + e,
            z1 - e * 0.5,
            inside,
        )
    return parts


def _spoked_wheel(x, y, z, R, t) -> list:
    """A bicycle-style wheel in the x-z plane at y: a black tyre, a bright rim, a hub and
    twelve wire spokes."""
    parts = [(torus([x, y, z], R * 0.9, R * 0.1, axis="y"), CART_TYRE)]
    parts += [(torus([x, y, z], R * 0.78, R * 0.035, axis="y"), SPOKE)]
    parts += turned([(y - t, R * 0.09), (y + t, R * 0.09)], z, SPOKE, 12, axis="y", x=x)
    for i in range(12):
        a = math.radians(30 * i + 15)
        parts += bar(
            [x, y, z], [x + R * 0.77 * math.cos(a), y, z + R * 0.77 * math.sin(a)], R * 0.012, SPOKE, 6
        )
    return parts


def garden_cart(L, name, acc):
    """Garden cart (a two-wheel one): a deep open plywood box (its inside shadowed) balanced
    over two big bicycle-style wire-spoked wheels at its sides, a bent steel loop handle
    reaching forward (+x) from the box's top, and a stand leg under the front; the four-wheel
    one has two small castor wheels under the front instead of the leg."""
    R = L * 0.24  # the big wheels' radius
    w = L * 0.2  # half the box's width
    xb0, xb1 = -L / 2, L * 0.12  # the box, its back at -x
    z0, z1 = R * 1.06, R * 1.06 + L * 0.26  # the floor just over the axle
    parts = _open_box(xb0, xb1, w, z0, z1, L * 0.014, CART_BOX, CART_BOX_INSIDE)
    xw = (xb0 + xb1) / 2 - L * 0.02
    for sy in (-1, 1):
        parts += _spoked_wheel(xw, sy * (w + L * 0.06), R, R, L * 0.03)
    parts += bar([xw, -(w + L * 0.06), R], [xw, w + L * 0.06, R], L * 0.01, "steel")
    # the loop handle: two steel tubes from the box's top sides out front, joined by a grip
    xh = L / 2 - L * 0.02
    zh = z1 - L * 0.02
    for sy in (-1, 1):
        parts += path(
            [
                (xb1 - L * 0.1, sy * (w + L * 0.012), zh),
                (xb1 + L * 0.1, sy * w * 0.9, zh + L * 0.01),
                (xh, sy * w * 0.7, zh + L * 0.04),
            ],
            L * 0.012,
            "steel",
        )
    parts += bar([xh, -w * 0.7, zh + L * 0.04], [xh, w * 0.7, zh + L * 0.04], L * 0.013, "steel")
    parts += bar([xh, -w * 0.45, zh + L * 0.04], [xh, w * 0.45, zh + L * 0.04], L * 0.02, "rubber")
    if "four" in name:
        for sy in (-1, 1):
            parts += turned(
                [(sy * w * 0.6 - L * 0.02, L * 0.05), (sy * w * 0.6 + L * 0.02, L * 0.05)],
                L * 0.05,
                "rubber",
                16,
                axis="y",
                x=xb1 - L * 0.08,
            )
            parts += bar(
                [xb1 - L * 0.08, sy * w * 0.6, L * 0.05],
                [xb1 - L * 0.08, sy * w * 0.6, z0],
                L * 0.01,
                "steel",
            )
    else:
        parts += bar([xb1 - L * 0.06, 0.0, L * 0.005], [xb1 - L * 0.06, 0.0, z0], L * 0.012, "steel")
        parts += block(xb1 - L * 0.1, xb1 - L * 0.02, -w * 0.5, w * 0.5, 0.0, L * 0.01, "steel")
    return parts


def mini_dumper(L, name, acc):
    """Tracked mini dumper (a power barrow): two black rubber tracks (grey sprockets and
    rollers in them) under a grey chassis, a big orange tipping skip at the front (open, its
    inside shadowed, its front wall raked out) on a hinge, behind it the engine under a grey
    cover with a red tank, and at the back two handlebars with black grips and levers."""
    ht = L * 0.13  # the tracks' height
    tw = L * 0.075  # a track's width
    yt = L * 0.17  # its centre line
    x0, x1 = -L * 0.36, L * 0.3
    parts = []
    for sy in (-1, 1):
        y = sy * yt
        prof = [
            (x0, ht / 2),
            (x0 + ht * 0.15, ht * 0.05),
            (x1 - ht * 0.15, ht * 0.05),
            (x1, ht / 2),
            (x1 - ht * 0.1, ht),
            (x0 + ht * 0.1, ht),
        ]
        parts += side(prof, y - tw / 2, y + tw / 2, TRACK)
        for xr in (x0 + ht * 0.45, x1 - ht * 0.45):
            parts += turned(
                [(y - tw * 0.56, ht * 0.36), (y + tw * 0.56, ht * 0.36)],
                ht / 2,
                DUMPER_GREY,
                14,
                axis="y",
                x=xr,
            )
    zc = ht * 1.05
    parts += block(x0 + L * 0.04, x1 - L * 0.02, -yt, yt, ht * 0.5, zc + L * 0.05, DUMPER_GREY)  # the chassis
    # the skip: a hollow orange bin over the front half, its front wall raked out
    sw = yt + tw * 0.7
    parts += _open_box(
        -L * 0.02,
        L * 0.36,
        sw,
        zc + L * 0.05,
        zc + L * 0.33,
        L * 0.012,
        SKIP_ORANGE,
        SKIP_INSIDE,
        flare=L * 0.12,
    )
    # the engine under its grey cover, a red tank on it, behind the skip
    parts += block(-L * 0.3, -L * 0.06, -yt * 0.85, yt * 0.85, zc + L * 0.05, zc + L * 0.22, DUMPER_GREY)
    parts += block(-L * 0.26, -L * 0.12, -yt * 0.5, yt * 0.3, zc + L * 0.22, zc + L * 0.28, ENGINE_RED)
    # the handlebars at the back with grips and the drive levers
    zh = zc + L * 0.38
    for sy in (-1, 1):
        parts += path(
            [
                (-L * 0.28, sy * yt * 0.8, zc + L * 0.1),
                (-L * 0.4, sy * yt * 0.9, zh - L * 0.08),
                (-L * 0.44, sy * yt * 0.9, zh),
            ],
            L * 0.012,
            "dark_steel",
        )
        parts += bar(
            [-L * 0.44, sy * yt * 0.9, zh], [-L / 2, sy * yt * 0.9, zh + L * 0.01], L * 0.018, "rubber"
        )
        parts.append(
            (
                rbox([-L * 0.45, sy * yt * 0.7, zh + L * 0.02], [L * 0.07, L * 0.01, L * 0.008], pitch=0.3),
                "chrome",
            )
        )
    parts += bar(
        [-L * 0.42, -yt * 0.9, zh - L * 0.03], [-L * 0.42, yt * 0.9, zh - L * 0.03], L * 0.01, "dark_steel"
    )
    return parts
