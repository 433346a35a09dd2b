"""Layout and marking-out tools: the height gauge (standing on its base, its scriber reaching
forward to mark a line at a set height), the protractor (lying flat: a graduated half-circle
head with a swinging arm), the drywall T-square (lying flat, a T from above) and the spring
divider (lying flat: two pointed steel legs from a spring bow, set by a knurled nut); the post
level (a yellow plastic angle lying on one face, a vial in each face and one across its end).

Every builder follows ``drawn/__init__.py``: ``builder(L, name, acc, **style)`` -> parts.
"""

from __future__ import annotations

import math

from .common import bar, block, path, plate, rounded_rect, transformed, turned
from .instruments import LCD, button, digits, screen

GAUGE_BASE = (58, 62, 68)  # a height gauge's dark cast base
SCRIBER = (226, 230, 236)  # its ground carbide scriber
TICK = (24, 24, 26)  # graduations
FIGURES = (34, 36, 40)  # the figures printed on a scale


def _facing_x(parts, x, y, z):
    """Parts drawn flat (facing up, their top edge along +x) stood up to face +x, moved to
    (x, y, z): a screen on the front of a slider."""
    rot = [[0, 0, 1, x], [0, 1, 0, y], [-1, 0, 0, z], [0, 0, 0, 1]]
    return transformed(parts, rot)


def height_gauge(L, name, acc):
    """Height gauge standing on its base: a heavy dark cast base, from its back a tall bright
    steel column (most of the length high) graduated up its face, capped at the top; on the
    column a slider with a display on its front (a digital one an LCD reading 150.00, a dial one
    a round white dial, a vernier one a graduated plate) and a fine-adjust wheel at its side;
    from under the slider a flat bright scriber reaches forward (+x) well past the base, its
    chisel tip sharp (a caliper lies flat with two jaws; a drill press has a motor and a
    chuck)."""
    H = L * 0.97  # the column's top
    xb0, xb1, yb = -L * 0.3, L * 0.06, L * 0.13  # the base
    zb = L * 0.08
    parts = plate(rounded_rect(xb0, xb1, -yb, yb, L * 0.02), 0.0, zb, GAUGE_BASE)
    parts += block(xb0 + L * 0.02, xb1 - L * 0.02, -yb * 0.8, yb * 0.8, zb - 0.0005, zb + L * 0.01, "steel")
    xc, cw, cd = -L * 0.22, L * 0.045, L * 0.022  # the column's middle, half width, half depth
    parts += block(xc - cd, xc + cd, -cw, cw, zb - 0.001, H, "steel")
    parts += block(xc - cd * 1.3, xc + cd * 1.3, -cw * 1.2, cw * 1.2, H - 0.0005, H + L * 0.02, GAUGE_BASE)
    for i in range(40):  # the scale up the column's front face
        z = zb + L * 0.03 + i * (H - zb - L * 0.06) / 39
        parts += block(
            xc + cd - 0.0005,
            xc + cd + L * 0.002,
            -cw * (0.8 if i % 5 else 0.2),
            -cw * 0.95,
            z,
            z + L * 0.003,
            TICK,
        )
    zs0, zs1 = L * 0.38, L * 0.6  # the slider
    xs0, xs1 = xc - cd * 1.6, xc + cd + L * 0.1
    parts += block(xs0, xs1, -cw * 1.5, cw * 1.5, zs0, zs1, acc if "digital" in name else "steel")
    parts += turned(
        [(cw * 1.5 - 0.0005, L * 0.035), (cw * 1.5 + L * 0.025, L * 0.035)],
        zs1 - L * 0.05,
        "black_plastic",
        16,
        axis="y",
        x=xs0 + L * 0.05,
    )  # the fine-adjust wheel
    face = xs1  # the display on the slider's front, facing +x
    zm = (zs0 + zs1) / 2 + L * 0.02
    if "digital" in name:
        disp = screen(
            0.0, L * 0.09, -cw * 1.2, cw * 1.2, 0.0, [("150.00", L * 0.045, 0.0, L * 0.03)], up=(1, 0)
        )
        parts += block(
            face - 0.0005,
            face + L * 0.01,
            -cw * 1.35,
            cw * 1.35,
            zm - L * 0.055,
            zm + L * 0.055,
            (32, 32, 36),
        )
        parts += _facing_x(disp, face + L * 0.01, 0.0, zm + L * 0.045)
        parts += _facing_x(
            button(L * 0.075, -cw * 0.7, L * 0.01, 0.0, (210, 40, 40))
            + button(L * 0.075, cw * 0.7, L * 0.01, 0.0, "white"),
            face + L * 0.01,
            0.0,
            zm + L * 0.045,
        )
    elif "dial" in name:
        parts += turned([(face - 0.0005, L * 0.055), (face + L * 0.015, L * 0.055)], zm, "chrome", 24)
        parts += turned(
            [(face + L * 0.015 - 0.0005, L * 0.047), (face + L * 0.02, L * 0.047)], zm, "white", 24
        )
        parts += block(
            face + L * 0.02, face + L * 0.022, -L * 0.003, L * 0.003, zm, zm + L * 0.04, (200, 30, 30)
        )
    else:  # vernier: a graduated plate on the slider's front
        parts += block(
            face - 0.0005, face + L * 0.004, -cw * 1.3, cw * 1.3, zm - L * 0.05, zm + L * 0.05, "chrome"
        )
        for i in range(11):
            z = zm - L * 0.045 + i * L * 0.009
            parts += block(
                face + L * 0.004 - 0.0003,
                face + L * 0.005,
                -cw * (0.4 if i % 5 else 1.0),
                cw * 1.1,
                z,
                z + L * 0.002,
                TICK,
            )
    # the scriber: a flat bright bar clamped under the slider, reaching forward to a chisel tip
    zt = zs0 - L * 0.015
    parts += block(xc + cd - 0.0005, xs1, -cw * 0.9, cw * 0.9, zt - L * 0.03, zs0 + 0.0005, "dark_steel")
    tip = [
        (xs1 - L * 0.05, -L * 0.025),
        (L * 0.33, -L * 0.022),
        (L * 0.38, 0.0),
        (L * 0.33, L * 0.022),
        (xs1 - L * 0.05, L * 0.025),
    ]
    parts += plate(tip, zt - L * 0.012, L * 0.012, SCRIBER)
    return parts


PROTRACTOR_STEEL = (210, 212, 216)  # a protractor's satin steel head and arm


def protractor(L, name, acc):
    """Protractor lying flat: a steel half-circle head (over a third of the length across) on a
    straight base edge that runs on past it both ways, graduated round its curved edge every 5
    degrees (longer ticks every 10, 90 marked at the top), a round pivot with a black lock knob
    at the circle's centre, and a long straight steel arm swung up from the pivot to +x past the
    head; the digital one carries an LCD reading 90.0 on the head (a sliding bevel is a blade
    in a wooden stock; a square has a right-angled stock and no scale round a circle)."""
    R = L * 0.22  # the head's radius
    px = -L * 0.16  # the pivot
    t = L * 0.01
    head = [(px + R * math.cos(a), R * math.sin(a)) for a in [math.pi * k / 36 for k in range(37)]]
    parts = plate(head, 0.0, t, PROTRACTOR_STEEL)
    parts += plate(
        [(-L / 2, -L * 0.045), (L * 0.14, -L * 0.045), (L * 0.14, L * 0.002), (-L / 2, L * 0.002)],
        0.0,
        t,
        PROTRACTOR_STEEL,
    )  # the base edge
    parts += plate(
        rounded_rect(px - R * 0.55, px + R * 0.55, R * 0.2, R * 0.55, R * 0.1),
        t - 0.0005,
        0.0012,
        (40, 42, 46),
    )  # the window cut in the head, seen dark
    for k in range(37):  # the graduations round the curve
        a = math.pi * k / 36
        r0 = R * (0.82 if k % 2 == 0 else 0.9)
        c, s = math.cos(a), math.sin(a)
        w = L * 0.0025
        tick = [
            (px + r0 * c - w * s, r0 * s + w * c),
            (px + R * 0.97 * c - w * s, R * 0.97 * s + w * c),
            (px + R * 0.97 * c + w * s, R * 0.97 * s - w * c),
            (px + r0 * c + w * s, r0 * s - w * c),
        ]
        parts += plate(tick, t - 0.0005, 0.0012, TICK)
    parts += digits("90", px, R * 0.7, R * 0.1, t, FIGURES, up=(0, 1))
    if "digital" in name:
        parts += screen(
            px - R * 0.42,
            px + R * 0.42,
            R * 0.22,
            R * 0.52,
            t - 0.0005,
            [("90.0", px, R * 0.37, R * 0.16)],
            col=LCD,
            up=(0, 1),
        )
    # the pivot, the arm swung up to +x, and the lock knob on top
    ang = math.radians(32)
    arm_len = (L / 2 - px) / math.cos(ang) - L * 0.01
    c, s = math.cos(ang), math.sin(ang)
    hw = L * 0.028
    ex, ey = px + arm_len * c, arm_len * s
    arm = [
        (px - hw * s, hw * c),
        (ex - hw * s, ey + hw * c),
        (ex + hw * s, ey - hw * c),
        (px + hw * s, -hw * c),
    ]
    parts += plate(arm, t - 0.0005, t, PROTRACTOR_STEEL)
    parts += turned(
        [(t * 2 - 0.001, L * 0.035), (t * 2 + L * 0.01, L * 0.035)], 0.0, "steel", 20, axis="z", x=px
    )
    parts += turned(
        [(t * 2 + L * 0.01 - 0.0005, L * 0.03), (t * 2 + L * 0.04, L * 0.026)],
        0.0,
        "black_plastic",
        12,
        axis="z",
        x=px,
    )
    for i in range(1, 9):  # a scale along the arm
        d = arm_len * 0.35 + i * arm_len * 0.07
        parts += bar(
            [px + d * c - hw * 0.9 * s, d * s + hw * 0.9 * c, t * 2],
            [px + d * c - hw * 0.3 * s, d * s + hw * 0.3 * c, t * 2],
            L * 0.0015,
            TICK,
            6,
        )
    return parts


T_BLADE = (198, 202, 208)  # the T-square's bright aluminium blade
T_HEAD = (150, 156, 164)  # its thicker, duller head
T_TICK = (24, 24, 26)  # the black graduations printed along the blade


def t_square(L, name, acc):
    """Drywall T-square lying flat: a long straight aluminium blade (the whole length along x,
    about 1/25 of it wide) with black inch graduations printed along both edges and every
    twelfth tick longer, and at its -x end a stout head across it, centred on the blade and
    standing proud of it (over a third of the length across), so that from above it is a
    capital T (a framing square is an L, a level a thick bar with vials)."""
    w = L * 0.04  # the blade's width
    t = L * 0.0035
    hw, hl, ht = L * 0.035, L * 0.19, L * 0.018  # the head's width along x, half length, height
    x0 = -L / 2
    parts = block(x0 + hw * 0.5, L / 2, -w / 2, w / 2, 0.0, t, T_BLADE)
    parts += plate([(x0, -hl), (x0 + hw, -hl), (x0 + hw, hl), (x0, hl)], 0.0, ht, T_HEAD)
    parts += block(x0 + hw, x0 + hw * 1.8, -w * 0.7, w * 0.7, 0.0, ht * 0.5, T_HEAD)  # the rivet plate
    n = 48
    for i in range(1, n + 1):  # an inch tick each side, every twelfth (a foot) longer
        x = x0 + hw + (L / 2 - x0 - hw) * i / (n + 0.5)
        d = w * (0.45 if i % 12 == 0 else 0.22 if i % 2 == 0 else 0.15)
        for y0, y1 in ((-w / 2, -w / 2 + d), (w / 2 - d, w / 2)):
            parts += block(x - L * 0.0012, x + L * 0.0012, y0, y1, t, t * 1.3, T_TICK)
    for y in (-hl * 0.55, hl * 0.55):  # two rivets through the head
        parts += block(x0 + hw * 0.35, x0 + hw * 0.65, y - hw * 0.15, y + hw * 0.15, ht, ht * 1.1, T_TICK)
    return parts


DIVIDER_LEG = (214, 218, 224)  # a divider's bright ground steel legs
DIVIDER_BOW = (96, 100, 108)  # its darker blued spring bow
DIVIDER_NUT = (48, 50, 54)  # its black knurled adjusting nut


def divider(L, name, acc):
    """Spring divider (dividers) lying flat: at the back (-x) a knurled round handle on a
    round spring bow, a ring of dark spring steel; from the bow two straight bright steel legs
    run forward in a narrow V, each tapering to a sharp needle point, the points apart about
    a third of the length; across the legs near the middle a fine threaded rod with a black
    knurled wheel nut outside one leg (a caliper has a beam and jaws; an outside caliper's
    legs bow out and turn in at the tips)."""
    hx0 = -L / 2
    parts = turned([(hx0, L * 0.022), (hx0 + L * 0.01, L * 0.03), (hx0 + L * 0.11, L * 0.03),
                    (hx0 + L * 0.13, L * 0.02)], L * 0.033, DIVIDER_NUT, 14)  # the knurled handle
    for i in range(1, 6):  # its knurl rings
        x = hx0 + L * 0.018 * i
        parts += turned([(x, L * 0.032), (x + L * 0.006, L * 0.032)], L * 0.033, "steel", 14)
    cx, R, r = hx0 + L * 0.23, L * 0.1, L * 0.02  # the spring bow: a ring round (cx, 0)
    ring = [(cx + R * math.cos(a), R * math.sin(a), r) for a in
            [math.radians(40 + 280 * k / 28) for k in range(29)]]
    parts += path(ring, r, DIVIDER_BOW, 10)
    t = L * 0.028  # the legs' thickness
    tip_y = L * 0.17
    for s in (1, -1):
        a0 = math.radians(40)
        top = (cx + R * math.cos(a0) - L * 0.01, s * R * math.sin(a0))
        dx, dy = L / 2 - top[0], s * tip_y - top[1]
        n = math.hypot(dx, dy)
        ux, uy = dx / n, dy / n
        nx, ny = -uy, ux
        pts = []
        for d, w in ((0.0, L * 0.028), (n * 0.72, L * 0.02), (n, 0.0)):
            pts.append((top[0] + ux * d, top[1] + uy * d, w))
        outline = [(x + nx * w, y + ny * w) for x, y, w in pts[:-1]] + [pts[-1][:2]]
        outline += [(x - nx * w, y - ny * w) for x, y, w in reversed(pts[:-1])]
        if s > 0:  # counter-clockwise either way
            outline = outline[::-1]
        parts += plate(outline, 0.0, t, DIVIDER_LEG)
    # the threaded rod across the legs and the knurled wheel nut outside the +y leg
    xr = L * 0.02
    zr = L * 0.045
    ylo = -(R * math.sin(math.radians(40)) + (tip_y - R * math.sin(math.radians(40))) * 0.5) - L * 0.02
    parts += bar([xr, ylo, zr], [xr, -ylo + L * 0.07, zr], L * 0.008, "steel")
    yn = -ylo + L * 0.02
    parts += turned([(yn, L * 0.045), (yn + L * 0.035, L * 0.045)], zr, DIVIDER_NUT, 18, axis="y", x=xr)
    for k in range(12):  # the nut's knurl ridges
        a = 2 * math.pi * k / 12
        y0 = yn - 0.0003
        parts += block(xr + L * 0.044 * math.cos(a) - L * 0.004, xr + L * 0.044 * math.cos(a) + L * 0.004,
                       y0, yn + L * 0.0353, zr + L * 0.044 * math.sin(a) - L * 0.004,
                       zr + L * 0.044 * math.sin(a) + L * 0.004, "steel") if math.sin(a) > -0.8 else []
    return parts


POST_LEVEL = (244, 200, 20)  # a post level's bright yellow moulding
VIAL = (120, 220, 120)  # the green spirit in a level's vials
STRAP = (30, 30, 32)  # the elastic strap that holds it on the post


def post_level(L, name, acc):
    """Post level lying on one face: a bright yellow plastic angle (two faces at a right angle,
    open at both ends, the other face standing up as a wall) that wraps a post's corner, a big
    round window with a green vial in each face's middle to read plumb two ways, a vial across
    the top end of the standing face to read level, and the black elastic strap with its hook
    lying out from one end; a magnetic one has a dark magnet strip along the lying face."""
    t = L * 0.05  # the moulding's thickness
    a = L * 0.4  # each face's width
    parts = block(-L / 2, L / 2, 0.0, a, 0.0, t, POST_LEVEL)  # the face lying down
    parts += block(-L / 2, L / 2, -t, 0.0, 0.0, a, POST_LEVEL)  # the face standing up
    # a round window and a long vial in each face
    r = a * 0.3
    parts += turned([(t - 0.0005, r), (t + L * 0.006, r)], 0.0, (40, 40, 42), 20, axis="z", x=L * 0.05,
                    y=a * 0.5)
    parts += bar([L * 0.05 - r * 0.8, a * 0.5, t + L * 0.02], [L * 0.05 + r * 0.8, a * 0.5, t + L * 0.02],
                 L * 0.03, VIAL, 12)
    parts += turned([(-t - L * 0.006, r), (-t + 0.0005, r)], a * 0.5, (40, 40, 42), 20, axis="y", x=L * 0.05)
    parts += bar([L * 0.05 - r * 0.8, -t - L * 0.02, a * 0.5], [L * 0.05 + r * 0.8, -t - L * 0.02, a * 0.5],
                 L * 0.03, VIAL, 12)
    # the short vial across the standing face's top edge, at the top end
    parts += block(-L * 0.42, -L * 0.26, -t - L * 0.01, L * 0.01, a - 0.0005, a + L * 0.012, (40, 40, 42))
    parts += bar([-L * 0.41, -t / 2, a + L * 0.03], [-L * 0.27, -t / 2, a + L * 0.03], L * 0.025, VIAL, 12)
    if "magnetic" in name:
        parts += block(-L * 0.45, -L * 0.25, a * 0.15, a * 0.85, t - 0.0005, t + L * 0.004, (40, 40, 44))
    # the elastic strap out of the far end, a hook on it
    zs = L * 0.012
    parts += path([(L * 0.45, a * 0.8, t), (L * 0.62, a * 0.95, zs), (L * 0.78, a * 0.7, zs),
                   (L * 0.86, a * 0.3, zs)], L * 0.014, STRAP, 8)
    parts += path([(L * 0.86, a * 0.3, zs), (L * 0.9, a * 0.15, zs), (L * 0.86, a * 0.05, zs)], L * 0.01,
                  "chrome", 8)
    return parts


GAUGE_BEAM = (222, 184, 128)  # the marking gauge's pale beech beam
GAUGE_FENCE = (112, 52, 34)  # its dark rosewood fence
GAUGE_BRASS = (206, 168, 74)  # the brass wear strip and thumbscrew
GAUGE_PIN = (40, 40, 44)  # the marking pin


def marking_gauge(L, name, acc):
    """Marking gauge, lying on its fence's edge: a square beech beam the whole tool long
    through a big square rosewood fence (taller than a third of the tool, four times the
    beam's width), a brass wear strip across the fence's face, a brass thumbscrew with a round
    head on the fence's top locking the beam, and a dark steel pin under the beam's far end."""
    f = L * 0.17  # half the fence's side
    zc = f  # the beam's axis height
    b = L * 0.045  # half the beam's side
    fx0, fx1 = -L * 0.12, -L * 0.02
    parts = block(fx0, fx1, -f, f, 0.0, 2 * f, GAUGE_FENCE)
    parts += block(fx1, fx1 + L * 0.008, -f * 0.8, f * 0.8, zc - b * 1.6, zc + b * 1.6, GAUGE_BRASS)
    parts += block(-L / 2, L / 2, -b, b, zc - b, zc + b, GAUGE_BEAM)
    xs = (fx0 + fx1) / 2
    parts += bar([xs, 0.0, 2 * f], [xs, 0.0, 2 * f + L * 0.04], L * 0.012, GAUGE_BRASS, 10)
    parts += turned([(2 * f + L * 0.04, L * 0.05), (2 * f + L * 0.065, L * 0.05)], 0.0, GAUGE_BRASS, 20,
                    axis="z", x=xs)
    parts += bar([L / 2 - L * 0.05, 0.0, zc - b * 0.5], [L / 2 - L * 0.05, 0.0, zc - b - L * 0.03], L * 0.007,
                 GAUGE_PIN, 8)
    return parts
