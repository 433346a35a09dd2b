"""Shop handhelds known by what is on them: the stud finder (a notched top and a fan of lamps),
the label maker (a keyboard and a printed label), the OBD2 scanner (a screen on a lead to its
plug), the inspection mirror (a round mirror on a telescoping rod) and the magnetic pickup
tool (a magnet cup holding a nut on a telescoping rod). Their screens, digits and keys are
``instruments.py``'s.

Every builder follows ``drawn/__init__.py``: ``builder(L, name, acc, **style)`` -> parts.
"""

from __future__ import annotations

import math

from .common import ball, bar, block, path, plate, rounded_rect, turned
from .instruments import GLOW, INK, LCD, button, digits, screen

STUD_LED = (255, 60, 40)  # a stud finder's lit "on stud" lamps


def stud_finder(L, name, acc):
    """Stud finder lying face up: a palm-sized flat body in the brand colour, wide at its top
    end with a V notch in the middle of the edge (the pencil mark's guide), waisted for the
    hand with black rubber grips down both sides and a big black push button on the face near
    the bottom; under the notch a fan of red lamps and a big LCD showing an arrow and a bar
    graph. A laser distance measurer is a straight block with a keypad and a laser window; a
    multimeter has a dial and probes."""
    H = L * 0.16
    top = [(-L / 2, L * 0.2), (-L * 0.4, L * 0.24), (-L * 0.05, L * 0.18), (L * 0.3, L * 0.25),
           (L * 0.45, L * 0.25), (L / 2, L * 0.2), (L / 2, L * 0.05), (L * 0.44, 0.0)]
    outline = top + [(x, -y) for x, y in reversed(top[:-1])]
    parts = plate(outline, 0.0, H, acc)
    for s in (-1, 1):  # the rubber grips down the waist
        g = [(-L * 0.4, s * L * 0.245), (-L * 0.05, s * L * 0.185), (L * 0.25, s * L * 0.245),
             (L * 0.25, s * L * 0.16), (-L * 0.05, s * L * 0.12), (-L * 0.4, s * L * 0.17)]
        parts += plate(g, H * 0.15, H * 0.9, "rubber")
    face = rounded_rect(-L * 0.05, L * 0.36, -L * 0.15, L * 0.15, L * 0.03)
    parts += plate(face, H, H * 0.04, (30, 30, 32))
    parts += block(L * 0.0, L * 0.27, -L * 0.12, L * 0.12, H * 1.04, H * 1.06, LCD)  # the screen
    parts += plate([(L * 0.22, 0.0), (L * 0.14, L * 0.06), (L * 0.14, -L * 0.06)], H * 1.06, H * 0.02, INK)
    for i in range(5):  # the bar graph under the arrow
        y = (i - 2) * L * 0.045
        x1 = L * 0.03 + L * 0.02 * (3 - abs(i - 2))
        parts += block(L * 0.03, x1, y - L * 0.015, y + L * 0.015, H * 1.06, H * 1.08, INK)
    for i in range(7):  # the lamps fanned under the notch
        a = math.radians((i - 3) * 24)
        r = L * 0.12
        parts += button(L * 0.3 + r * math.cos(a), r * math.sin(a), L * 0.022, H * 1.04, STUD_LED)
    parts += button(-L * 0.28, 0.0, L * 0.09, H, (30, 30, 32))  # the push button
    return parts


LABEL_TAPE = (250, 222, 40)  # a label maker's printed yellow label
KEY_WHITE = (240, 240, 236)  # its keyboard's pale keys


def label_maker(L, name, acc):
    """Handheld label maker lying face up, its top end towards +x: a chunky rounded body in
    the brand colour; on its dark face, from the bottom up, a full QWERTY keyboard (four rows
    of ten small pale keys and a row with a long space bar and a big red print key), then a
    wide grey-green LCD showing a line of letters; out of a slot in the top end runs a freshly
    printed yellow label with a black word on it, as long as a third of the body (a calculator
    has a few big keys in columns and no label; a multimeter has a dial and probes)."""
    w, H = L * 0.19, L * 0.12  # the body's half-width, thickness
    x0, x1 = -L / 2, L * 0.2  # the bottom end, the top end (the label runs out of it)
    parts = plate(rounded_rect(x0, x1, -w, w, L * 0.07), 0.0, H * 0.85, acc)
    parts += plate(rounded_rect(x0 + L * 0.025, x1 - L * 0.025, -w * 0.86, w * 0.86, L * 0.05), H * 0.85,
                   H * 0.15, (44, 46, 50))  # the dark face
    zs = H
    parts += screen(x1 - L * 0.2, x1 - L * 0.05, -w * 0.78, w * 0.78, zs,
                    [("PAnEL", x1 - L * 0.125, 0.0, L * 0.055)], LCD)  # the LCD and its word
    rows, cols = 4, 10
    kx0, kx1 = x0 + L * 0.12, x1 - L * 0.24
    for i in range(rows):
        x = kx1 - (kx1 - kx0) * (i + 0.5) / rows
        for j in range(cols - (i == 3) * 2):
            y = -w * 0.74 + w * 1.48 * (j + 0.5 + (i == 3)) / cols + (w * 0.05 if i % 2 else 0.0)
            parts += block(x - L * 0.026, x + L * 0.026, y - w * 0.058, y + w * 0.058, H,
                           H + L * 0.012, KEY_WHITE)
    xs = x0 + L * 0.07  # the bottom row: the space bar and the red print key
    parts += block(xs - L * 0.025, xs + L * 0.025, -w * 0.5, w * 0.2, H, H + L * 0.012, KEY_WHITE)
    parts += button(xs, w * 0.52, L * 0.04, H, (210, 36, 34))
    parts += block(x1 - L * 0.02, x1 + L * 0.01, -w * 0.45, w * 0.45, H * 0.3, H * 0.7, "black_plastic")
    ys = L * 0.06  # the label's half-width, out of the top end's slot
    xb = L / 2
    parts += block(x1 - L * 0.01, xb, -ys, ys, H * 0.45, H * 0.5, LABEL_TAPE)
    parts += digits("PAnEL", (x1 + xb) / 2 + L * 0.01, 0.0, L * 0.07, H * 0.5, INK, up=(0, 1))
    return parts


SCAN_SCREEN = (40, 80, 170)  # an OBD2 scanner's blue colour screen
OBD_PIN = (214, 176, 70)  # the gold pins of the OBD-II plug


def obd2_scanner(L, name, acc):
    """OBD2 scanner (a handheld code reader) lying face up: a black body in a thick bumper of
    the brand's colour, a big blue colour screen at its top end showing a code, a round
    four-way pad and a green and a red key under it; a thick black cable leaves the top end and
    loops round to the OBD-II plug standing beside the body, a black trapezoid with two rows of
    eight gold pins in its face (a multimeter has a dial and red and black probes; a battery
    tester an analogue dial and alligator clamps)."""
    x0, x1, w = -L / 2, L * 0.12, L * 0.2  # the body's bottom end, top end, half width
    t = L * 0.12
    parts = plate(rounded_rect(x0, x1, -w, w, L * 0.05), 0.0, t, acc)  # the bumper
    face = rounded_rect(x0 + L * 0.03, x1 - L * 0.03, -w + L * 0.03, w - L * 0.03, L * 0.03)
    parts += plate(face, t - 0.001, L * 0.008, "black_plastic")
    zt = t + L * 0.007
    parts += screen(x1 - L * 0.32, x1 - L * 0.05, -w + L * 0.05, w - L * 0.05, zt,
                    [("0420", x1 - L * 0.185, 0.0, L * 0.1)], SCAN_SCREEN, "white", up=(1, 0))
    cx = x0 + L * 0.17  # the four-way pad and its two keys
    parts += button(cx, 0.0, L * 0.06, zt, (90, 94, 100))
    parts += button(cx, 0.0, L * 0.022, zt + L * 0.024, "black_plastic")
    parts += button(cx + L * 0.02, w * 0.65, L * 0.03, zt, (40, 160, 60))
    parts += button(cx + L * 0.02, -w * 0.65, L * 0.03, zt, (210, 40, 40))
    return parts + _obd_lead(L, x1, t) + _obd_plug(L * 0.38, -L * 0.02, L)


def _obd_lead(L, x1, t) -> list:
    """The scanner's cable, from its top end out and round to the plug's side."""
    r = L * 0.028
    pts = [(x1 - L * 0.01, L * 0.08, t / 2), (x1 + L * 0.08, L * 0.16, r), (L * 0.32, L * 0.2, r),
           (L * 0.38, L * 0.15, r), (L * 0.38, L * 0.1, r)]
    return path(pts, r, "black_plastic", sections=10)


def _obd_plug(x, y, L) -> list:
    """The OBD-II plug standing on its back, its trapezoid face up with 2 x 8 gold pins."""
    a, b, d = L * 0.17, L * 0.13, L * 0.085  # half widths at the wide and narrow side, half depth
    h = L * 0.2
    face = [(x - d, y - a), (x + d, y - b), (x + d, y + b), (x - d, y + a)]
    parts = plate(face, 0.0, h, "black_plastic")
    inner = [(px + (x - px) * 0.18, py + (y - py) * 0.12) for px, py in face]
    parts += plate(inner, h - 0.001, L * 0.004, (20, 20, 22))
    for row, xr in ((0, x - d * 0.4), (1, x + d * 0.4)):
        half = (a - row * (a - b)) * 0.78
        for i in range(8):
            yp = y - half + 2 * half * (i + 0.5) / 8
            pin = [(h, L * 0.011), (h + L * 0.01, L * 0.011)]
            parts += turned(pin, 0.0, OBD_PIN, 8, axis="z", x=xr, y=yp)
    return parts


MIRROR = (226, 236, 244)  # an inspection mirror's silvered glass
GLINT = (252, 252, 255)  # the bright streak a mirror shows


def inspection_mirror(L, name, acc):
    """Inspection mirror lying flat: a black foam grip (a fat grip in the brand's colour with
    two white LEDs for a lighted one), a chrome telescoping rod of three steps narrowing to
    the tip with a collar at each joint, a ball swivel, and a big flat mirror, round (or
    rectangular) in a black rim, its silvered face crossed by a bright glint (a magnifier's lens
    is clear, a dental mirror is tiny on a short handle)."""
    lit = "lighted" in name
    rg = L * (0.04 if lit else 0.03)  # the grip's radius
    z = rg
    gx = -L * 0.2
    parts = turned([(-L / 2, rg * 0.85), (-L / 2 + L * 0.02, rg), (gx - L * 0.02, rg), (gx, rg * 0.6)], z,
                   acc if lit else "rubber", 16)
    steps = ((gx, L * 0.014), (-L * 0.02, L * 0.011), (L * 0.14, L * 0.008))
    for (xa, r), (xb, _) in zip(steps, steps[1:] + ((L * 0.3, 0.0),)):
        parts += turned([(xa, r), (xb, r)], z, "chrome", 12)
        parts += turned([(xa - L * 0.006, r * 1.35), (xa + L * 0.006, r * 1.35)], z, "steel", 12)
    R = L * 0.1  # the mirror's radius (the rectangle's half length)
    mx = L / 2 - R
    parts += ball([L * 0.3, 0.0, z], L * 0.018, "chrome")
    parts += bar([L * 0.3, 0.0, z], [mx - R * 0.9, 0.0, L * 0.012], L * 0.009, "chrome", 10)
    parts += _mirror_head(mx, R, L, "rectangular" in name)
    if lit:
        for s in (1, -1):
            parts += ball([L * 0.3 + L * 0.01, s * L * 0.022, z], L * 0.012, GLOW)
    return parts


def _mirror_head(mx, R, L, rectangular) -> list:
    """The mirror: a black rim and, on it, the silvered glass with a diagonal glint."""
    t = L * 0.012
    if rectangular:
        rim = rounded_rect(mx - R, mx + R, -R * 0.65, R * 0.65, R * 0.12)
        glass = rounded_rect(mx - R * 0.92, mx + R * 0.92, -R * 0.57, R * 0.57, R * 0.08)
    else:
        rim = [(mx + R * math.cos(a), R * math.sin(a)) for a in (i * math.pi / 18 for i in range(36))]
        glass = [(mx + 0.92 * (px - mx), 0.92 * py) for px, py in rim]
    parts = plate(rim, 0.0, t, "black_plastic")
    parts += plate(glass, t - 0.0005, L * 0.002, MIRROR)
    k = R * 0.16
    glint = [(mx - R * 0.45 - k, -R * 0.45 + k), (mx - R * 0.45 + k, -R * 0.45 - k),
             (mx + R * 0.2 + k, R * 0.2 - k), (mx + R * 0.2 - k, R * 0.2 + k)]
    parts += plate(glint, t + L * 0.0014, L * 0.001, GLINT)
    return parts


PICKUP_MAGNET = (186, 34, 36)  # a magnetic pickup tool's red magnet cup
PICKUP_FACE = (214, 218, 224)  # the magnet's bright steel pole face
PICKUP_NUT = (150, 154, 160)  # the steel nut and bolt it has picked up


def magnetic_pickup_tool(L, name, acc):
    """Magnetic pickup tool (a telescoping magnet) lying flat, pulled out: at the back a fat
    pen grip in the brand colour with a black rubber band and a chrome pocket clip, then a
    rigid, straight chrome telescoping wand of four nested tubes, each clearly thinner than the
    one behind it, a dark ferrule at each joint; and at the very front, in line with the wand,
    a big fat red magnet head (about five times as wide as the last tube) with a bright
    steel pole face on which a steel hex nut hangs, stuck to it; a lighted one has a white LED
    ring behind the magnet (an inspection mirror carries a big round mirror on a swivel; a
    flexible pickup tool has a coiled spring shaft and claws)."""
    rg = L * 0.024  # the grip's radius
    z = L * 0.034  # the axis: the magnet head rests on the table
    gx = -L * 0.28
    parts = turned([(-L / 2, rg * 0.8), (-L / 2 + L * 0.015, rg), (gx - L * 0.015, rg), (gx, rg * 0.7)], z,
                   acc, 16)
    parts += turned([(-L * 0.42, rg * 1.04), (-L * 0.36, rg * 1.04)], z, "black_plastic", 16)
    parts += block(-L * 0.47, gx - L * 0.03, -L * 0.005, L * 0.005, z + rg - 0.0005, z + rg + L * 0.005,
                   "chrome")  # the pocket clip along the grip's top
    parts += block(-L * 0.47, -L * 0.455, -L * 0.005, L * 0.005, z + rg * 0.5, z + rg + L * 0.005, "chrome")
    hx = L / 2 - L * 0.075  # where the magnet head starts
    rm = L * 0.032  # the head's radius
    steps = ((gx, L * 0.0135), (-L * 0.1, L * 0.0108), (L * 0.07, L * 0.0084), (L * 0.24, L * 0.0062))
    for (xa, r), (xb, _) in zip(steps, steps[1:] + ((hx, 0.0),)):
        parts += turned([(xa, r), (xb, r)], z, "chrome", 12)
        parts += turned([(xa - L * 0.008, r * 1.3), (xa + L * 0.006, r * 1.3)], z, "black_plastic", 12)
    if "lighted" in name:
        parts += turned([(hx - L * 0.02, rm * 0.8), (hx, rm * 0.8)], z, "white", 16)
        for k in range(6):
            a = 2 * math.pi * k / 6
            c = [hx - L * 0.01, rm * 0.8 * math.cos(a), z + rm * 0.8 * math.sin(a)]
            parts += ball(c, L * 0.003, GLOW)
    parts += turned([(hx, rm * 0.5), (hx + L * 0.012, rm), (L / 2 - L * 0.012, rm)], z, PICKUP_MAGNET, 20)
    parts += turned([(L / 2 - L * 0.0125, rm * 0.97), (L / 2, rm * 0.92)], z, PICKUP_FACE, 20)
    # a steel hex nut stuck flat on the pole face (six blocks round its hole), a little wider
    # than the head, so it shows as a nut from any side
    s = rm * 1.12  # the nut's across-corners radius
    nx0, nx1 = L / 2 - 0.0002, L / 2 + L * 0.014
    zn = max(z, s)
    for k in range(6):
        a = math.pi / 3 * k
        cy, cz = s * 0.72 * math.cos(a), zn + s * 0.72 * math.sin(a)
        parts += block(nx0, nx1, cy - s * 0.36, cy + s * 0.36, max(cz - s * 0.3, 0.0), cz + s * 0.3,
                       PICKUP_NUT)
    return parts
