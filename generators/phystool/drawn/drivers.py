"""Drills and drivers lying on their side, told apart from above by their nose and fittings:
the cordless and corded drill (a keyless or keyed chuck with three jaws and a fluted twist
bit), the impact driver (blue and black, stubby, a stepped grey hammer case to a slim hex
quick-release collet with an orange ring, a short hex bit, a belt hook, no chuck), the
cordless impact wrench (squat, a bulky bare-metal hammer case, a square anvil and a black
impact socket on it), the drywall
screw gun (a long slim body, a long straight black nosepiece with a strip of collated
screws hanging from its tip, a flat belt hook), the paddle
mixer drill (a loop handle and a helical mixing paddle on a long shaft), the inline
electric screwdriver (a fat stick with a rocker switch, charge lights, a collet and a bit)
and the tire inflator (a pressure display and a hose to a brass chuck); the bit brace (a
hand crank: a wooden head, a bent steel sweep with a grip, a chuck and an auger bit).

Every builder follows ``drawn/__init__.py``: ``builder(L, name, acc, **style)`` -> parts.
Only the drills (and the mixer) have a chuck; only the impact wrench has a square anvil
(``tests/test_phystool_models.py`` checks both).
"""

from __future__ import annotations

import math

from .common import ball, bar, block, cord, helix, path, plate, turned
from .instruments import screen
from .powered import pistol

JAW = (222, 224, 228)  # the chuck's jaws and collar: bright steel
BIT = (60, 62, 68)  # a bit's dark steel
ANVIL = (214, 216, 220)  # the impact wrench's square anvil


def housing(L, acc, r, body_len, grip_len, z, battery=True, grip_at=0.38):
    """A motor housing along x (back at -L/2) in the brand colour with a black rear cap, a
    grip hanging towards -y with a black rubber back and a trigger, and a battery pack (black,
    a brand-coloured top and three green charge lights) or a cord's strain relief at the grip's
    end. Returns (parts, nose x, grip base y, grip x)."""
    x0 = -L / 2
    x1 = x0 + body_len
    parts = turned(
        [(x0 + body_len * 0.06, r * 0.9), (x0 + body_len * 0.16, r), (x1 - body_len * 0.12, r),
         (x1, r * 0.82)], z, acc, 20)
    parts += turned([(x0, r * 0.7), (x0 + body_len * 0.02, r * 0.86), (x0 + body_len * 0.07, r * 0.91)], z,
                    "black_plastic", 20)
    gx = x0 + body_len * grip_at
    gw = r * 0.85
    yb = -r - grip_len
    parts += plate([(gx - gw, -r * 0.4), (gx + gw * 0.9, -r * 0.4), (gx + gw * 0.55, yb),
                    (gx - gw * 1.25, yb)], z - r * 0.62, r * 1.24, acc)
    parts += plate([(gx - gw * 1.05, -r * 0.7), (gx - gw * 0.3, -r * 0.7), (gx - gw * 0.6, yb + r * 0.1),
                    (gx - gw * 1.3, yb + r * 0.1)], z - r * 0.66, r * 1.32, "rubber")
    parts += plate([(gx + gw * 0.85, -r * 0.55), (gx + gw * 1.3, -r * 0.65), (gx + gw * 1.15, -r * 1.25),
                    (gx + gw * 0.75, -r * 1.2)], z - r * 0.3, r * 0.6, "black_plastic")
    if battery:
        bx0, bx1 = gx - gw * 1.9, gx + gw * 1.7
        parts += block(bx0, bx1, yb - r * 1.15, yb, z - r, z + r, "black_plastic")
        parts += block(bx0 + r * 0.1, bx1 - r * 0.1, yb - r * 0.25, yb + r * 0.05, z - r * 1.02, z + r * 1.02,
                       acc)
        for i in range(3):
            x = bx1 - r * (0.35 + 0.28 * i)
            parts += block(x - r * 0.09, x + r * 0.09, yb - r * 0.75, yb - r * 0.55, z + r, z + r * 1.06,
                           (90, 220, 90))
    else:
        parts += turned([(yb + r * 0.1, r * 0.42), (yb - r * 0.7, r * 0.25)], z, "black_plastic", 12,
                        axis="y", x=gx - gw * 0.35)
        parts += cord(gx - gw * 0.35, yb - r * 0.7, L * 0.5, r * 0.12, r * 0.12)
    return parts, x1, yb, gx


def _chuck(nx, r, L, z, keyed=False):
    """A clutch ring with ticks, a ribbed keyless (black) or keyed (chrome) chuck sleeve, a
    bright collar, three jaws gripping a fluted twist bit; returns (parts, bit x)."""
    parts = []
    if not keyed:
        parts += turned([(nx, r * 0.86), (nx + L * 0.045, r * 0.86)], z, "black_plastic", 20)
        for k in (-1, 0, 1):
            parts += block(nx + L * 0.012, nx + L * 0.03, k * r * 0.3 - r * 0.05, k * r * 0.3 + r * 0.05,
                           z + r * 0.78, z + r * 0.9, "white")
        nx += L * 0.045
    sleeve = "chrome" if keyed else "black_plastic"
    cl = L * 0.12
    parts += turned([(nx, r * 0.74), (nx + cl, r * 0.72)], z, sleeve, 20)
    for i in range(10):  # the sleeve's grip ribs, along the axis
        a = 2 * math.pi * (i + 0.5) / 10
        parts += bar([nx + cl * 0.1, r * 0.73 * math.cos(a), z + r * 0.73 * math.sin(a)],
                     [nx + cl * 0.9, r * 0.71 * math.cos(a), z + r * 0.71 * math.sin(a)], r * 0.06,
                     (20, 20, 22) if not keyed else "steel", 6)
    x = nx + cl
    parts += turned([(x, r * 0.6), (x + L * 0.03, r * 0.38)], z, JAW, 18)
    x += L * 0.03
    for i in range(3):  # three jaws closing on the bit
        a = 2 * math.pi * i / 3 + 0.5
        parts += bar([x - L * 0.005, r * 0.26 * math.cos(a), z + r * 0.26 * math.sin(a)],
                     [x + L * 0.03, r * 0.12 * math.cos(a), z + r * 0.12 * math.sin(a)], r * 0.08, JAW, 6)
    b0, b1 = x + L * 0.01, x + L * 0.2
    n = 7
    for i in range(n):  # a fluted twist bit: dark flutes, bright lands
        xa, xb = b0 + (b1 - b0) * i / n, b0 + (b1 - b0) * (i + 1) / n
        parts += turned([(xa, r * 0.1), (xb, r * 0.1)], z, BIT if i % 2 else "chrome", 8)
    parts += turned([(b1, r * 0.1), (b1 + L * 0.015, 0.0)], z, BIT, 8)
    return parts, b1


def drill(L, name, acc, kind="cordless"):
    """Cordless drill (a battery, a keyless chuck with a clutch ring) and corded drill (a cord,
    a chrome keyed chuck, a side handle across the front)."""
    r = L * 0.1
    z = r * 1.05
    cordless = kind == "cordless"
    parts, nx, _, _ = housing(L, acc, r, L * 0.48, L * 0.32, z, battery=cordless)
    chuck, _ = _chuck(nx, r, L, z, keyed=not cordless)
    parts += chuck
    if not cordless:
        parts += bar([nx - L * 0.04, r * 0.8, z], [nx - L * 0.04, L * 0.3, z], r * 0.3, "black_plastic")
    return parts


IMPACT_BLUE = (22, 84, 160)  # the impact driver's brand plastic (no cordless drill is this blue)
IMPACT_BLACK = (34, 34, 36)  # its black over-mould and collet
IMPACT_CASE = (96, 100, 108)  # its dark-grey metal hammer (anvil) case
COLLET_RING = (236, 120, 30)  # the orange release ring on its collet
BELT_HOOK = (128, 132, 138)  # its bent steel belt hook (darker than the bit)


def impact_driver(L, name, acc):
    """Impact driver, blue and black whatever its accent (a colour no drill of the library
    has; a yellow one read as a DeWalt drill): a short, stubby head (the body ahead of the
    grip barely longer than the grip is wide) with a black rear cap, a black over-moulded
    grip with a trigger on a black battery, a stepped dark-grey metal hammer case (a fat
    ring, then a narrower bell) tapering to a long slim black hex quick-release collet with
    an orange release ring, a short 1/4-in hex insert bit with a Phillips point, and a bent
    steel belt hook on the foot; no chuck, no jaws. The head is shorter than grip and
    battery are tall (a drill's is longer)."""
    r = L * 0.17
    z = r * 1.05
    col = IMPACT_BLUE
    parts, nx, yb, gx = housing(L, col, r, L * 0.44, L * 0.5, z, battery=True, grip_at=0.55)
    parts += turned([(-L / 2, r * 0.72), (-L / 2 + L * 0.02, r * 0.9), (-L / 2 + L * 0.07, r * 0.95)], z,
                    IMPACT_BLACK, 20)  # a deeper black rear cap
    gw = r * 0.85  # the grip's black over-mould down its front and sides
    parts += plate([(gx - gw * 0.55, -r * 0.95), (gx + gw * 0.95, -r * 0.95), (gx + gw * 0.62, yb + r * 0.05),
                    (gx - gw * 0.8, yb + r * 0.05)], z - r * 0.64, r * 1.28, IMPACT_BLACK)
    # the hammer case: a grey metal ring the body's full width, stepping to a narrower bell
    parts += turned([(nx - L * 0.005, r * 0.86), (nx + L * 0.05, r * 0.86), (nx + L * 0.055, r * 0.68)], z,
                    IMPACT_CASE, 20)
    parts += turned([(nx + L * 0.055, r * 0.66), (nx + L * 0.1, r * 0.6), (nx + L * 0.13, r * 0.42)], z,
                    IMPACT_CASE, 20)
    for k in range(2):  # two bright LEDs on the ring's face
        a = math.pi / 2 + (k - 0.5) * 1.1
        parts += ball([nx + L * 0.052, r * 0.76 * math.cos(a), z + r * 0.76 * math.sin(a)], r * 0.06, "white")
    x = nx + L * 0.13
    parts += turned([(x, r * 0.3), (x + L * 0.06, r * 0.28)], z, IMPACT_BLACK, 16)  # the collet
    parts += turned([(x + L * 0.06, r * 0.32), (x + L * 0.09, r * 0.32)], z, COLLET_RING, 16)  # its ring
    parts += turned([(x + L * 0.09, r * 0.26), (x + L * 0.12, r * 0.24)], z, IMPACT_BLACK, 16)  # its nose
    x += L * 0.12
    tip = x + L * 0.13
    parts += turned([(x, r * 0.11), (tip - L * 0.04, r * 0.11)], z, "chrome", 6)  # the hex bit
    parts += turned([(tip - L * 0.04, r * 0.11), (tip, 0.0)], z, "chrome", 4)  # its Phillips point
    # the belt hook: a flat steel band clipped to the foot over the battery, standing off
    # the grip's back and running up alongside it, its free end rounded
    hx, zt = gx - gw * 1.55, z + r * 0.7
    parts += plate([(hx - r * 0.12, yb - r * 0.55), (hx + r * 0.12, yb - r * 0.55),
                    (hx + r * 0.16, yb + r * 1.0), (hx, yb + r * 1.12), (hx - r * 0.06, yb + r * 1.0)],
                   zt, r * 0.07, BELT_HOOK)
    parts += block(hx - r * 0.18, hx + r * 0.18, yb - r * 0.6, yb - r * 0.2, z + r * 0.95, z + r * 1.04,
                   BELT_HOOK)  # its clip on the foot
    return parts


IMPACT_SOCKET = (26, 26, 28)  # a black-oxide impact socket
IMPACT_BORE = (6, 6, 8)  # its hex opening
HAMMER_CASE = (120, 122, 128)  # the impact wrench's bare-metal hammer case


def impact_wrench(L, name, acc):
    """Cordless impact wrench, squat: a short fat body on a tall grip and a heavy battery, a
    fat bare-metal hammer case wider than the body tapering to a black ring, a bright square
    anvil with its detent pin standing out of it, and on the anvil a black impact socket (a
    slim drive end stepping up to a fat nut end with a hex opening); a steel belt clip on the
    foot; no chuck, no bit."""
    r = L * 0.13
    z = r * 1.3
    parts, nx, yb, gx = housing(L, acc, r, L * 0.42, L * 0.34, z, battery=True, grip_at=0.45)
    c0, c1 = nx - L * 0.02, nx + L * 0.22  # the hammer case
    parts += turned([(c0, r * 1.2), (c0 + L * 0.09, r * 1.26), (c1 - L * 0.04, r * 1.0),
                     (c1, r * 0.62)], z, HAMMER_CASE, 20)
    parts += turned([(c1, r * 0.6), (c1 + L * 0.025, r * 0.56)], z, "black_plastic", 16)  # its nose ring
    a = r * 0.34  # the anvil's half side
    x = c1 + L * 0.025
    parts += block(x, x + L * 0.1, -a, a, z - a, z + a, ANVIL)
    parts += block(x + L * 0.018, x + L * 0.036, -a * 0.3, a * 0.3, z + a, z + a * 1.12, (30, 30, 30))
    s0 = x + L * 0.055  # the socket over the anvil's end
    parts += turned([(s0, r * 0.5), (s0 + L * 0.06, r * 0.5), (s0 + L * 0.08, r * 0.66),
                     (L / 2, r * 0.66)], z, IMPACT_SOCKET, 24)
    parts += turned([(L / 2 - 1e-3, r * 0.4), (L / 2 + 1e-3, r * 0.4)], z, IMPACT_BORE, 6)
    # the belt clip: a flat steel band on the foot's side, up alongside the grip
    hx, zt = gx - r * 1.55, z + r * 0.7
    parts += plate([(hx - r * 0.14, yb - r * 0.55), (hx + r * 0.14, yb - r * 0.55),
                    (hx + r * 0.18, yb + r * 1.0), (hx, yb + r * 1.12), (hx - r * 0.07, yb + r * 1.0)],
                   zt, r * 0.08, BELT_HOOK)
    parts += block(hx - r * 0.2, hx + r * 0.2, yb - r * 0.6, yb - r * 0.2, z + r * 0.95, z + r * 1.04,
                   BELT_HOOK)
    return parts


SCREW_GUN_COLOURS = ((240, 190, 20), (20, 150, 160))  # the two brand plastics: yellow, teal
STRIP = (200, 40, 36)  # the collated screw strip's plastic band


def screw_gun(L, name, acc):
    """Drywall screw gun with its auto-feed attachment: a long slim body in a brand's yellow
    or teal with a black back, the grip well back, a battery (cordless) or a cord (corded), a
    flat steel belt hook, and in place of a chuck a long straight black nosepiece (a slim tube
    near half the body's length, a bright depth-stop ring at its tip) with a black guide
    along its underside to a feed head at the tip, out of which a red strip of collated
    screws (a row of bright screws, each parallel to the nose) hangs down in front of the
    grip."""
    col = SCREW_GUN_COLOURS[acc in ((30, 110, 200), (40, 150, 60), (20, 150, 160))]
    r = L * 0.07
    z = r * 1.05
    cordless = "cordless" in name
    parts, nx, _, gx = housing(L, col, r, L * 0.5, L * 0.3, z, battery=cordless, grip_at=0.3)
    parts += turned([(nx, r * 0.82), (nx + L * 0.03, r * 0.62)], z, "black_plastic", 16)
    x = nx + L * 0.03
    tip = L / 2 - L * 0.03
    parts += turned([(x, r * 0.56), (tip, r * 0.5)], z, "black_plastic", 18)  # the nosepiece
    parts += turned([(tip, r * 0.58), (tip + L * 0.02, r * 0.58)], z, "chrome", 18)  # depth-stop ring
    parts += turned([(tip + L * 0.02, r * 0.18), (L / 2, r * 0.18)], z, "dark_steel", 8)  # the bit
    # the guide along the nose's underside and the feed head at its tip
    parts += block(x + L * 0.02, tip - L * 0.02, -r * 0.8, -r * 0.3, z - r * 0.3, z + r * 0.3,
                   "black_plastic")
    fx0, fx1 = tip - L * 0.07, tip
    parts += block(fx0, fx1, -r * 1.25, r * 0.2, z - r * 0.62, z + r * 0.62, "black_plastic")
    # the collated strip: a red band hanging down from the feed head, a bright screw across it
    # at every step, each parallel to the nose, its head towards the gun
    sx = (fx0 + fx1) / 2
    y0, y1 = -r * 1.25, -r * 1.25 - L * 0.3
    lean = L * 0.06  # the strip trails back as it hangs
    parts += plate([(sx - r * 0.22, y0), (sx + r * 0.22, y0), (sx + r * 0.22 - lean, y1),
                    (sx - r * 0.22 - lean, y1)], z - r * 0.1, r * 0.3, STRIP)
    n = 9
    for i in range(n):
        f = (i + 0.5) / n
        y = y0 + (y1 - y0) * f
        xc = sx - lean * f
        zs = z + r * 0.25
        parts += bar([xc - L * 0.045, y, zs], [xc + L * 0.03, y, zs], r * 0.09, "chrome", 6)
        parts += bar([xc - L * 0.05, y, zs], [xc - L * 0.043, y, zs], r * 0.2, "chrome", 10)
    # the belt hook: a flat steel band over the back of the body, its free end bent out
    xb, zt = -L / 2 + L * 0.05, z + r * 0.86
    parts += plate([(xb, -r * 0.2), (gx + r * 0.9, -r * 0.2), (gx + r * 0.9, r * 0.2),
                    (xb + r * 0.5, r * 0.2), (xb + r * 0.3, r * 1.6), (xb - r * 0.1, r * 1.6)],
                   zt, r * 0.12, "chrome")
    return parts


def mixer(L, name, acc):
    """Paddle mixer drill: a heavy corded body, a loop handle out to the side, a chrome chuck,
    a long shaft and a helical mixing paddle (two spiral blades round the shaft's end)."""
    r = L * 0.06
    z = L * 0.06
    parts, nx, _, _ = housing(L, acc, r, L * 0.36, L * 0.2, z, battery=False)
    parts += turned([(nx, r * 0.72), (nx + L * 0.06, r * 0.6)], z, "chrome", 16)
    x_end = L / 2
    hx0 = x_end - L * 0.16
    parts += turned([(nx + L * 0.06, r * 0.14), (x_end, r * 0.14)], z, "chrome", 8)
    R = L * 0.055  # the paddle's radius
    for phase in (0.0, math.pi):
        pts = []
        for i in range(25):
            t = i / 24
            a = phase + t * 2.4 * math.pi
            pts.append((hx0 + (x_end - hx0) * t, R * math.cos(a), z + R * math.sin(a)))
        parts += path(pts, r * 0.12, (170, 174, 180), 8)
    for xr in (hx0, x_end - L * 0.004):
        parts += bar([xr, -R, z], [xr, R, z], r * 0.1, (170, 174, 180), 6)
    hx = -L / 2 + L * 0.36 * 0.8  # the loop handle out to the side
    parts += path([(hx - L * 0.04, r * 0.8, z), (hx - L * 0.05, L * 0.2, z), (hx + L * 0.05, L * 0.2, z),
                   (hx + L * 0.04, r * 0.8, z)], r * 0.28, "black_plastic", 10)
    return parts


def electric_screwdriver(L, name, acc):
    """Inline electric screwdriver: a fat stick with a rounded back, a black rubber grip zone,
    a raised two-way rocker switch with arrows, three charge lights, a tapered nose with a
    black collet and a bright bit with a Phillips tip."""
    r = L * 0.09
    z = r
    parts = turned([(-L / 2, r * 0.55), (-L / 2 + L * 0.03, r * 0.92), (L * 0.1, r), (L * 0.2, r * 0.9),
                    (L * 0.26, r * 0.62)], z, acc, 20)
    parts += turned([(-L / 2 + L * 0.08, r * 1.04), (-L * 0.12, r * 1.04)], z, "rubber", 20)
    parts += block(-L * 0.07, L * 0.07, -r * 0.45, r * 0.45, z + r * 0.7, z + r * 1.18, "black_plastic")
    for s in (-1, 1):  # the rocker's two arrows
        parts += plate([(s * L * 0.055, 0.0), (s * L * 0.02, -r * 0.28), (s * L * 0.02, r * 0.28)],
                       z + r * 1.18, r * 0.04, "white")
    for i in range(3):
        x = -L * 0.2 + L * 0.03 * i
        parts += block(x, x + L * 0.015, -r * 0.12, r * 0.12, z + r * 0.9, z + r * 1.07, (90, 220, 90))
    x = L * 0.26
    parts += turned([(x, r * 0.5), (x + L * 0.06, r * 0.42)], z, "black_plastic", 16)
    parts += turned([(x + L * 0.06, r * 0.44), (x + L * 0.075, r * 0.44)], z, JAW, 16)
    x += L * 0.075
    parts += turned([(x, r * 0.15), (L / 2 - L * 0.04, r * 0.15)], z, "chrome", 6)
    parts += turned([(L / 2 - L * 0.04, r * 0.15), (L / 2, 0.0)], z, "chrome", 4)
    return parts


def tire_inflator(L, name, acc):
    """Tire inflator: a pistol body with a blunt round front and no chuck, a big backlit
    pressure display on its side reading 35, and a thick air hose looping out of the front
    to a brass screw-on chuck."""
    r = L * 0.1
    z = r * 1.1
    parts, nx, _ = pistol(L, acc, r, L * 0.5, L * 0.28, z, True)
    parts += turned(
        [(nx, r * 0.8), (nx + L * 0.03, r * 0.7), (nx + L * 0.04, r * 0.3)], z, "black_plastic", 16
    )
    x0 = -L / 2 + L * 0.06
    parts += block(x0 - L * 0.01, x0 + L * 0.25, -r * 0.75, r * 0.75, z + r * 0.7, z + r * 1.02, (30, 30, 32))
    parts += screen(
        x0,
        x0 + L * 0.2,
        -r * 0.6,
        r * 0.6,
        z + r * 1.02,
        [("35", x0 + L * 0.1, 0.0, r * 0.9)],
        col=(150, 220, 240),
        up=(0, 1),
    )
    hz = r * 0.25
    parts += path(
        [
            (nx + L * 0.03, 0.0, z),
            (nx + L * 0.1, r * 0.6, hz),
            (nx + L * 0.06, r * 2.6, hz),
            (-L * 0.1, r * 3.0, hz),
            (-L * 0.3, r * 2.4, hz),
        ],
        r * 0.22,
        (30, 30, 32),
    )
    parts += turned([(-L * 0.42, r * 0.34), (-L * 0.3, r * 0.34)], hz + r * 0.1, "brass", 12, y=r * 2.4)
    parts += ball([-L * 0.3, r * 2.8, hz + r * 0.1], r * 0.2, (200, 30, 30))
    return parts


BRACE_STEEL = (200, 202, 208)  # a bit brace's nickel-plated crank
BRACE_WOOD = (150, 86, 40)  # its rosewood-stained head and grip
AUGER = (70, 72, 78)  # the auger bit's dark steel


def bit_brace(L, name, acc):
    """Bit brace lying on its side, the head at -x and the bit at +x: a round wooden head (a
    mushroom pad) on the axis, a bright steel crank bent out in a wide U off the axis (the
    sweep, a third of the length out to one side) with a fat turned wooden grip along its
    middle, back on the axis a ratchet collar and a tapered chrome chuck, and in the chuck an
    auger bit with a twisted flight and a lead screw (an eggbeater drill has a gear wheel, a
    speed brace a socket drive)."""
    sweep = 0.32  # half the sweep (the circle the grip turns on): 5 in of a 10-in brace
    zc = L * 0.08  # the axis height: the head's radius
    parts = turned([(-L / 2, L * 0.03), (-L / 2 + L * 0.008, L * 0.065), (-L * 0.47, L * 0.08),
                    (-L * 0.45, L * 0.078), (-L * 0.43, L * 0.05), (-L * 0.42, L * 0.025)], zc,
                   BRACE_WOOD, 20)
    parts += turned([(-L * 0.425, L * 0.022), (-L * 0.39, L * 0.022)], zc, BRACE_STEEL, 12)
    off = L * sweep
    crank = [(-L * 0.40, 0.0), (-L * 0.32, 0.0), (-L * 0.27, off * 0.2), (-L * 0.245, off * 0.8),
             (-L * 0.21, off), (L * 0.07, off), (L * 0.105, off * 0.8), (L * 0.13, off * 0.2),
             (L * 0.18, 0.0), (L * 0.2, 0.0)]
    parts += path([(x, y, zc) for x, y in crank], L * 0.016, BRACE_STEEL)
    # the grip: a fat wooden barrel turning on the sweep
    parts += turned([(-L * 0.19, L * 0.03), (-L * 0.17, L * 0.042), (-L * 0.06, L * 0.047),
                     (L * 0.04, L * 0.042), (L * 0.055, L * 0.03)], zc, BRACE_WOOD, 16, y=off)
    # the ratchet: a cam collar and a knurled ring, then the chuck's shell tapering to its jaws
    parts += turned([(L * 0.19, L * 0.03), (L * 0.22, L * 0.034)], zc, "dark_steel", 16)
    parts += turned([(L * 0.22, L * 0.038), (L * 0.245, L * 0.038)], zc, "chrome", 16)
    parts += turned([(L * 0.245, L * 0.032), (L * 0.27, L * 0.036), (L * 0.32, L * 0.032),
                     (L * 0.34, L * 0.018)], zc, BRACE_STEEL, 16)
    # the auger bit: shank, a twisted flight round a thin core, and a short lead screw
    parts += turned([(L * 0.335, L * 0.008), (L * 0.38, L * 0.008)], zc, AUGER, 8)
    parts += turned([(L * 0.375, L * 0.006), (L * 0.49, L * 0.006)], zc, AUGER, 8)
    parts.append((helix(L * 0.38, L * 0.485, L * 0.005, L * 0.02, 3.0, L * 0.005, zc, 72), AUGER))
    parts += turned([(L * 0.485, L * 0.008), (L / 2, 0.0)], zc, AUGER, 8)
    return parts
