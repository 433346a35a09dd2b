"""Hand planes lying on their soles: the bench and block planes, and the spokeshave (a short
blade body between two handles that stick out either side like handlebars); the drawknife (a
long bare blade whose two handles point the same way, towards its edge).

Every builder follows ``drawn/__init__.py``: ``builder(L, name, acc, **style)`` -> parts.
"""

from __future__ import annotations

import math

from .common import block, path, plate, rounded_rect, side, transformed, turned

SPOKE_BODY = (34, 36, 40)  # the spokeshave's black cast-iron body
SPOKE_HANDLE = (196, 120, 52)  # its varnished beech handles
SWEEP = math.radians(12)  # the handles' sweep back from straight across


def plane(L, name, acc, kind="bench"):
    """Hand planes: bench plane (a long iron sole, a wooden tote behind and a knob in front,
    a lever cap), block plane (small, low, a palm grip), spokeshave (two winged handles swept
    back either side of a short blade body with brass adjusting nuts)."""
    if kind == "spokeshave":
        return _spokeshave(L)
    if kind == "block":
        return _block_plane(L)
    w = L * 0.24
    parts = plate(
        rounded_rect(-L / 2, L / 2, -w / 2, w / 2, w * 0.05),
        0.0,
        L * 0.05,
        "dark_steel",
    )
    parts += plate(
        rounded_rect(-L / 2 + L * 0.05, L / 2 - L * 0.05, -w * 0.35, w * 0.35, w * 0.03),
        L * 0.05,
        L * 0.05,
        "dark_steel",
    )
    parts += path(
        [
            (-L * 0.42, 0.0, L * 0.1),
            (-L * 0.4, 0.0, L * 0.25),
            (-L * 0.25, 0.0, L * 0.28),
            (-L * 0.15, 0.0, L * 0.1),
        ],
        L * 0.04,
        (150, 70, 30),
    )
    parts += turned(
        [(L * 0.1, L * 0.05), (L * 0.22, L * 0.045)], 0.0, (150, 70, 30), 14, axis="z", x=L * 0.33
    )
    parts += plate(
        [(-L * 0.08, -w * 0.3), (L * 0.18, -w * 0.3), (L * 0.18, w * 0.3), (-L * 0.08, w * 0.3)],
        L * 0.1,
        L * 0.04,
        "chrome",
    )
    return parts


BLOCK_BODY = (34, 62, 132)  # a block plane's blue-painted cast-iron body
BLOCK_STEEL = (176, 180, 186)  # its machined sole rim and cheek tops
BLOCK_CAP = (205, 208, 214)  # the nickel-plated lever cap
BLOCK_WHEEL = (196, 160, 72)  # the brass depth-adjuster wheel and lever-cap screw
BLOCK_MOUTH = (18, 18, 20)  # the dark open mouth in front of the blade
BLOCK_BLADE = (150, 154, 160)  # the bevel-up blade


def _block_plane(L) -> list:
    """Block plane, toe at +x: a palm-sized cast-iron body painted blue, its two cheeks rising
    from a bright sole into a hump that peaks behind the middle and falls low at both ends; a
    dark mouth across the sole ahead of a low-angle blade that slopes up backwards on its bed,
    held by a bright lever cap with a brass screw wheel on it, a brass knurled depth wheel
    standing up at the back and a black finger knob at the toe (a bench plane is longer, with
    a wooden tote and a front knob on a flat-topped body)."""
    w = L * 0.32  # 2-in wide on a 6-in body
    t = w * 0.1  # the cheeks' thickness
    sole = L * 0.035
    parts = plate(rounded_rect(-L / 2, L / 2, -w / 2, w / 2, w * 0.06), 0.0, sole, BLOCK_STEEL)
    parts += plate(rounded_rect(-L / 2 + t, L / 2 - t, -w / 2 + t, w / 2 - t, w * 0.04), sole, L * 0.01,
                   BLOCK_BODY)
    cheek = [(-L / 2, sole), (L / 2, sole), (L / 2, L * 0.1), (L * 0.3, L * 0.16), (L * 0.05, L * 0.22),
             (-L * 0.2, L * 0.24), (-L * 0.4, L * 0.19), (-L / 2, L * 0.12)]
    top = [(x, z) for x, z in cheek[2:]]
    for s in (-1, 1):
        y0, y1 = sorted((s * w / 2, s * (w / 2 - t)))
        parts += side(cheek, y0, y1, BLOCK_BODY)
        # the machined bright strip along the cheek's top edge
        strip = top + [(x, z - L * 0.018) for x, z in reversed(top)]
        parts += side(strip, y0 - L * 0.002, y1 + L * 0.002, BLOCK_STEEL)
    # the mouth: a dark slot across the sole just ahead of the blade's edge
    xm = L * 0.2
    parts += block(xm, xm + L * 0.05, -w / 2 + t, w / 2 - t, sole, sole + L * 0.012, BLOCK_MOUTH)
    # the blade, bevel up on a 20-degree bed, its edge at the mouth, rising to the back
    bw = w / 2 - t * 1.2
    a = math.radians(20)
    run = L * 0.62
    xe, ze = xm, sole + L * 0.008
    xb, zb = xe - run * math.cos(a), ze + run * math.sin(a)
    n = (math.sin(a) * L * 0.025, math.cos(a) * L * 0.025)  # the blade's thickness, normal to the bed
    parts += side([(xe, ze), (xb, zb), (xb + n[0], zb + n[1]), (xe + n[0] + L * 0.01, ze + n[1])], -bw, bw,
                  BLOCK_BLADE)
    # the lever cap on the blade: bright, a little narrower, from near the edge to past the middle
    c0, c1 = L * 0.1, L * 0.5
    p0 = (xe - c0 * math.cos(a) + n[0], ze + c0 * math.sin(a) + n[1])
    p1 = (xe - c1 * math.cos(a) + n[0], ze + c1 * math.sin(a) + n[1])
    h = L * 0.03
    parts += side([p0, p1, (p1[0] + h * math.sin(a), p1[1] + h * math.cos(a)),
                   (p0[0] + h * math.sin(a), p0[1] + h * math.cos(a))], -bw * 0.95, bw * 0.95, BLOCK_CAP)
    # the brass lever-cap screw wheel standing on the cap, and the brass depth wheel at the back
    xc = (p0[0] + p1[0]) / 2
    zc = (p0[1] + p1[1]) / 2 + h
    parts += turned([(zc - L * 0.01, w * 0.22), (zc + L * 0.035, w * 0.22)], 0.0, BLOCK_WHEEL, 18, axis="z",
                    x=xc)
    parts += block(-L * 0.43, -L * 0.4, -w * 0.05, w * 0.05, sole, L * 0.13, "dark_steel")
    parts += turned([(-L * 0.46, w * 0.22), (-L * 0.4, w * 0.22)], L * 0.13, BLOCK_WHEEL, 18)
    # the black finger knob on the toe
    parts += turned([(sole, w * 0.16), (L * 0.2, w * 0.15), (L * 0.23, w * 0.08)], 0.0, "black_plastic", 16,
                    axis="z", x=L * 0.36)
    return parts


def _spokeshave(L) -> list:
    """Spokeshave, the blade's edge towards -y: a short, deep, black cast-iron body in the
    middle (a chrome blade edge along its front, a cap iron with two brass thumb nuts on top)
    and two thick turned wooden handles sticking straight out left and right along x, each
    swelling to a round end and swept a little back, the whole far wider (L) than deep."""
    bw, by0, by1 = L * 0.13, -L * 0.075, L * 0.06  # the body: -bw..bw by by0..by1
    parts = plate(rounded_rect(-bw, bw, by0, by1, L * 0.02), 0.0, L * 0.055, SPOKE_BODY)
    parts += block(-bw * 0.85, bw * 0.85, by0 - L * 0.012, by0 + L * 0.01, L * 0.004, L * 0.03, "chrome")
    parts += plate(rounded_rect(-bw * 0.8, bw * 0.8, by0 + L * 0.02, by1 - L * 0.012, L * 0.012), L * 0.055,
                   L * 0.014, "dark_steel")  # the cap iron
    for s in (-1, 1):
        parts += turned([(L * 0.069, L * 0.024), (L * 0.1, L * 0.022)], 0.0, "brass", 14, axis="z",
                        x=s * bw * 0.5, y=-L * 0.005)
        # the cast neck from the body out to the handle, then the turned handle
        parts += plate([(s * bw * 0.9, by0 + L * 0.01), (s * (bw + L * 0.05), -L * 0.03),
                        (s * (bw + L * 0.05), L * 0.02), (s * bw * 0.9, by1)], 0.0, L * 0.045, SPOKE_BODY)
        x0, x1 = bw + L * 0.04, L / 2
        prof = [(x0, L * 0.028), (x0 + (x1 - x0) * 0.25, L * 0.032), (x0 + (x1 - x0) * 0.7, L * 0.036),
                (x1 - L * 0.03, L * 0.04), (x1 - L * 0.008, L * 0.03), (x1, L * 0.012)]
        if s < 0:
            prof = [(-x, r) for x, r in reversed(prof)]
        swept = transformed(turned(prof, L * 0.04, SPOKE_HANDLE, 14, y=-L * 0.005), _yaw(s * SWEEP, s * x0))
        parts += swept  # swept a little back, away from the blade's edge, like handlebars
    return parts


def _yaw(a, x) -> list:
    """A turn by a (radians) about the upright line through (x, 0)."""
    c, s = math.cos(a), math.sin(a)
    return [[c, -s, 0, x - c * x], [s, c, 0, -s * x], [0, 0, 1, 0], [0, 0, 0, 1]]


DRAW_BLADE = (52, 54, 58)  # a drawknife's black forged blade and tangs
DRAW_EDGE = (214, 216, 220)  # its bright ground bevel along the cutting edge
DRAW_HANDLE = (170, 104, 48)  # its turned, oiled hardwood handles
DRAW_FERRULE = (196, 160, 72)  # the brass ferrules where the tangs go into the handles


def drawknife(L, name, acc):
    """Drawknife lying flat on its back, its edge towards -y: one long straight blade right
    across (over 0.55 L, a bright ground bevel along its whole edge), and at each end a forged
    tang bent round towards the edge's side into a turned wooden handle with a brass ferrule,
    both handles pointing the same way, splayed a little, so that from above the tool is a wide
    flat U (a spokeshave's handles stick straight out sideways from a short body)."""
    bl = L * 0.3  # the blade's half length (8- to 12-in blades, about 15-in overall)
    w = L * 0.075  # the blade's width across, edge to back
    t = L * 0.012
    ye = -w / 2  # the cutting edge's line
    back = [(-bl, ye + w * 0.35), (bl, ye + w * 0.35), (bl * 1.03, w / 2), (-bl * 1.03, w / 2)]
    parts = plate(back, 0.0, t, DRAW_BLADE)
    parts += plate([(-bl, ye), (bl, ye), (bl, ye + w * 0.36), (-bl, ye + w * 0.36)], 0.0, t * 0.6, DRAW_EDGE)
    r = L * 0.032  # the handles' radius
    for s in (-1, 1):
        # the tang: from the blade's end out and round towards -y, rising to the handle's axis
        pts = [(s * bl * 0.98, w * 0.1, t / 2), (s * (bl + L * 0.05), 0.0, t / 2 + r * 0.3),
               (s * (bl + L * 0.09), -L * 0.05, r * 0.8), (s * (bl + L * 0.1), -L * 0.09, r)]
        parts += path(pts, t * 0.75, DRAW_BLADE)
        # the handle: ferrule, then a long turned grip swelling towards its end, splayed out 8 deg
        x0, y0 = s * (bl + L * 0.1), -L * 0.09
        a = math.radians(8)
        prof = [(0.0, r * 0.7), (L * 0.025, r * 0.72)]
        grip_p = [(L * 0.025, r * 0.78), (L * 0.07, r * 0.92), (L * 0.16, r), (L * 0.2, r * 0.9),
                  (L * 0.215, r * 0.5)]
        # turned along y through the origin, then aimed down -y and splayed outwards
        ferrule = turned(prof, r, DRAW_FERRULE, 16, axis="y")
        handle = turned(grip_p, r, DRAW_HANDLE, 16, axis="y")
        parts += transformed(ferrule + handle, _aim(s * a, x0, y0))
    return parts


def _aim(a, x, y) -> list:
    """Parts turned along +y from the origin, turned half round and by a more about the
    upright axis (+y comes to (sin a, -cos a)) and moved to (x, y)."""
    c, s = math.cos(a), math.sin(a)
    return [[-c, s, 0, x], [-s, -c, 0, y], [0, 0, 1, 0], [0, 0, 0, 1]]
