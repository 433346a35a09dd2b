"""Tools that turn fasteners: wrenches, ratchets and drive handles, sockets, lying flat as on a
bench (hex keys and screwdrivers are in ``screwdrivers.py``).

Every builder follows ``drawn/__init__.py``: ``builder(L, name, acc, **style)`` -> parts.
"""

from __future__ import annotations

import math

from ..parts import rbox, ring
from ..shapes import arc_points
from .common import bar, block, grip, plate, rounded_rect, turned


def _open_end(cx, R, gap, depth, angle=0.26):
    """Outline of an open-end jaw head centred at (cx, 0), mouth towards +x turned by angle."""
    half = math.asin(min(0.95, gap / 2 / R))
    pts = []
    n = 16
    for i in range(n + 1):
        a = angle + half + (2 * math.pi - 2 * half) * i / n
        pts.append((cx + R * math.cos(a), R * math.sin(a)))
    ca, sa = math.cos(angle), math.sin(angle)
    inner = R - depth
    for s in (-1, 1):
        px, py = inner * ca - s * gap / 2 * sa, inner * sa + s * gap / 2 * ca
        pts.append((cx + px, py))
    return pts


def combination_wrench(L, name, acc):
    """A ring end and an open end on a flat shank."""
    R = L * 0.1
    t = L * 0.035
    parts = plate(
        [
            (-L / 2 + R * 1.4, -L * 0.026),
            (L / 2 - R * 1.5, -L * 0.034),
            (L / 2 - R * 1.5, L * 0.034),
            (-L / 2 + R * 1.4, L * 0.026),
        ],
        0.0,
        t * 0.8,
        "chrome",
    )
    parts += plate(_open_end(L / 2 - R, R, R * 0.95, R * 1.25), 0.0, t, "chrome")
    parts.append((ring([-L / 2 + R * 0.85, 0, t * 0.6], R * 0.85, R * 0.5, t * 1.2), "chrome"))
    return parts


def adjustable_wrench(L, name, acc):
    """Adjustable (crescent) wrench lying flat: a long chrome handle with a recessed channel
    down its middle and a hanging hole through its end; a broad head angled 15 degrees off
    the handle with a fixed hooked jaw and a darker sliding jaw, open, a dark seam round the
    sliding jaw's slide, and a knurled worm (thumb wheel) lying across a black window in the
    head behind the sliding jaw, its axis along the slide (an open-end wrench has none)."""
    t = L * 0.045
    g = L * 0.085  # the open mouth
    th = math.radians(15.0)
    ct, st_ = math.cos(th), math.sin(th)

    def w(u, n):  # the head's frame (u along the mouth, n across it, throat at 0) to x, y
        return (u * ct - n * st_, u * st_ + n * ct)

    fixed = [(0.0, g / 2), (L * 0.1, g / 2), (L * 0.118, g / 2 + L * 0.02), (L * 0.11, g / 2 + L * 0.05),
             (L * 0.07, g / 2 + L * 0.075), (L * 0.01, g / 2 + L * 0.088), (-L * 0.06, g / 2 + L * 0.085)]
    body = arc_points(-L * 0.075, L * 0.005, L * 0.095, math.radians(100), math.radians(262), 16,
                      r_y=L * 0.135)
    head = [w(u, n) for u, n in fixed + body + [(-L * 0.01, -g / 2 - L * 0.075), (0.0, -g / 2)]]
    slide = [(L * 0.005, -g / 2), (L * 0.098, -g / 2), (L * 0.108, -g / 2 - L * 0.025),
             (L * 0.09, -g / 2 - L * 0.055), (L * 0.03, -g / 2 - L * 0.07), (-L * 0.02, -g / 2 - L * 0.07),
             (-L * 0.02, -g / 2)]
    seam = [(-L * 0.028, -g / 2 + L * 0.004), (L * 0.1, -g / 2 + L * 0.004), (L * 0.112, -g / 2 - L * 0.026),
            (L * 0.093, -g / 2 - L * 0.06), (L * 0.03, -g / 2 - L * 0.076), (-L * 0.028, -g / 2 - L * 0.076)]
    # the jaws end the tool: its nominal length is overall
    hx = L / 2 - max(w(u, n)[0] for u, n in fixed + seam)
    head = [(x + hx, y) for x, y in head]

    def hw(u, n):
        x, y = w(u, n)
        return (x + hx, y)

    parts = plate(head, 0.0, t, "chrome")
    parts += plate([hw(u, n) for u, n in seam], t * 0.9, t * 0.13, "rubber")
    parts += plate([hw(u, n) for u, n in slide], t * 0.9, t * 0.18, "steel")
    # the worm's window and the knurled worm in it, its axis along the slide (n)
    wu, wn, wl = -L * 0.05, -g / 2 - L * 0.03, L * 0.1
    win = [hw(u, n) for u, n in [(wu - L * 0.028, wn - wl / 2), (wu + L * 0.028, wn - wl / 2),
                                 (wu + L * 0.028, wn + wl / 2), (wu - L * 0.028, wn + wl / 2)]]
    parts += plate(win, t * 0.98, t * 0.06, "rubber")
    r = L * 0.024
    k = 9
    for i in range(k):
        a, b = hw(wu, wn - wl * 0.42 + wl * 0.84 * i / k), hw(wu, wn - wl * 0.42 + wl * 0.84 * (i + 1) / k)
        parts += bar([a[0], a[1], t * 0.7], [b[0], b[1], t * 0.7], r if i % 2 == 0 else r * 0.78,
                     "chrome" if i % 2 == 0 else "dark_steel", 14)
    # the handle: an I-beam from the head back to the hanging hole, a channel down its middle
    neck = hw(-L * 0.16, 0.0)[0]
    R = L * 0.046
    cx = -L / 2 + R
    outline = [(cx + R * 0.6, -L * 0.04), (neck, -L * 0.046), (neck, L * 0.046), (cx + R * 0.6, L * 0.04)]
    parts += plate(outline, 0.0, t * 0.75, "chrome")
    parts += plate(rounded_rect(cx + R * 1.4, neck - L * 0.02, -L * 0.018, L * 0.018, L * 0.012),
                   t * 0.75, t * 0.04, "steel")
    parts.append((ring([cx, 0.0, t * 0.375], R, R * 0.45, t * 0.75), "chrome"))
    return parts


def strap_wrench(L, name, acc):
    """Strap wrench lying on a bench: a straight handle, black rubber grip at its butt and a
    slotted steel head at its end; a wide flat black rubber strap comes out of the slot in a
    loop pulled into a teardrop ahead of the head, lying flat, and its free tail comes back out
    of the slot and trails off to one side, its cut end square (a soft band, not a rigid ring)."""
    hx = L * 0.05  # the head's centre
    hr = L * 0.04  # the handle's axis height: the grip rests on the bench
    parts = grip(-L / 2, -L * 0.12, L * 0.036, hr, "rubber", flare=1.1)
    parts += turned([(-L * 0.13, L * 0.019), (hx - L * 0.04, L * 0.019)], hr, "aluminium", 12)
    parts += block(hx - L * 0.045, hx + L * 0.045, -L * 0.06, L * 0.06, 0.0, hr * 2.1, "dark_steel")
    parts += block(hx - L * 0.012, hx + L * 0.012, -L * 0.062, L * 0.062, hr * 1.2, hr * 2.12, "steel")
    sw, st = L * 0.09, L * 0.014  # the strap's width and thickness
    x0, x1 = hx + L * 0.04, L / 2 - sw / 2
    a, b = (x1 - x0) / 2, L * 0.15  # the teardrop: narrow at the head, round ahead of it
    cx = (x0 + x1) / 2
    pts = [(hx, L * 0.015)]
    for k in range(1, 24):
        t = 2 * math.pi * k / 24
        pts.append((cx - a * math.cos(t), -b * math.sin(t) * ((1 - math.cos(t)) / 2) ** 0.35))
    pts.append((hx, -L * 0.015))
    parts += _band(pts, sw, st, "rubber")
    tail = [(hx + dx * L, dy * L) for dx, dy in  # the free end, out of the head, trailing off
            ((0.0, -0.03), (-0.01, -0.08), (-0.035, -0.13), (-0.075, -0.17), (-0.13, -0.2), (-0.17, -0.215))]
    parts += _band(tail, sw * 0.9, st, "rubber")
    return parts


def _band(points, w, t, mat) -> list:
    """A flat strap w wide and t thick lying on the surface along a polyline."""
    out = []
    for (x0, y0), (x1, y1) in zip(points[:-1], points[1:]):
        seg = math.hypot(x1 - x0, y1 - y0)
        out.append((rbox([(x0 + x1) / 2, (y0 + y1) / 2, t / 2], [seg + w * 0.15, w, t],
                         math.atan2(y1 - y0, x1 - x0)), mat))
    return out


def _socket_on(c0: float, c1: float, x: float, r: float, z: float) -> list:
    """A socket lying along y from c0 to c1 (its mouth at c1) at x: a chrome barrel stepping
    up from its drive end, a dark opening at the mouth."""
    s = 1 if c1 > c0 else -1
    n = abs(c1 - c0)
    prof = sorted([(c0, r * 0.78), (c0 + s * n * 0.3, r * 0.78), (c0 + s * n * 0.42, r), (c1, r)])
    parts = turned(prof, z, "chrome", 18, axis="y", x=x)
    mouth = sorted([(c1, r * 0.62), (c1 + s * 0.0015, r * 0.62)])
    parts += turned(mouth, z, "rubber", 6, axis="y", x=x)
    return parts


def drive_handle(L, name, acc, kind="ratchet"):
    """Ratchet (a closed round head with a reversing lever and a square drive on top, a
    gripped handle), breaker bar (a long plain chrome bar, no plastic grip, its butt a quarter
    of its length of dark knurled rings, with a forked hinge holding a big drive head swung
    60 degrees to one side, its square drive up), sliding T-bar
    (a chrome cross bar through a sliding head, slid well off-centre, whose drive carries an
    extension and a socket)."""
    t = L * 0.05
    if kind == "ratchet":
        hr = L * 0.12
        hx = L / 2 - hr
        t = L * 0.07
        neck = L * 0.035
        parts = plate(
            [(-L / 2 + L * 0.03, -neck * 0.8), (hx - hr * 0.5, -neck * 1.1),
             (hx - hr * 0.5, neck * 1.1), (-L / 2 + L * 0.03, neck * 0.8)],
            t * 0.2, t * 0.6, "chrome",
        )
        parts += grip(-L / 2, -L / 2 + L * 0.45, L * 0.05, t * 0.5 + L * 0.01, "red", flare=1.08)
        parts += turned([(-L / 2 + L * 0.45, L * 0.042), (-L / 2 + L * 0.5, L * 0.04)], t * 0.5 + L * 0.01,
                        "black_plastic", 14)
        parts += turned([(0.0, hr), (t, hr)], 0.0, "chrome", 24, axis="z", x=hx)
        parts += turned([(t, hr * 0.72), (t + t * 0.12, hr * 0.72)], 0.0, "steel", 24, axis="z", x=hx)
        d = hr * 0.32
        parts += block(hx - d, hx + d, -d, d, t, t + L * 0.06, "steel")
        parts += plate(  # reversing lever on the neck side of the head
            [(hx - hr * 0.95, -hr * 0.22), (hx - hr * 0.45, -hr * 0.32),
             (hx - hr * 0.45, hr * 0.32), (hx - hr * 0.95, hr * 0.22)],
            t, t * 0.35, "black_plastic",
        )
        return parts
    if kind == "breaker":
        r = L * 0.024
        z = L * 0.045
        hx = L / 2 - L * 0.15
        parts = turned([(-L / 2 + L * 0.24, r), (hx - L * 0.02, r), (hx, r * 1.2)], z, "chrome", 16)
        # the knurled grip: a long stretch of dark knurled rings at the butt, a chrome end cap
        parts += turned([(-L / 2, r * 1.1), (-L / 2 + L * 0.012, r * 1.15)], z, "chrome", 16)
        n = 9
        for k in range(n):
            x0 = -L / 2 + L * 0.012 + k * L * 0.228 / n
            parts += turned([(x0, r * 1.22), (x0 + L * 0.228 / n * 0.7, r * 1.22)], z, BREAKER_KNURL, 16)
            parts += turned([(x0 + L * 0.228 / n * 0.7, r * 1.05), (x0 + L * 0.228 / n, r * 1.05)], z,
                            "chrome", 16)
        fork = L * 0.07
        for z0 in (z - r * 1.7, z + r * 1.0):  # the hinge fork's two cheeks, above and below the head
            parts += block(hx, hx + fork * 1.4, -r * 1.7, r * 1.7, z0, z0 + r * 0.7, "chrome")
        px = hx + fork * 0.9  # the hinge pin; the head swung 60 degrees round it to one side
        pin = [(z - r * 1.8, r * 0.75), (z + r * 1.8, r * 0.75)]
        parts += turned(pin, 0.0, "dark_steel", 12, axis="z", x=px)
        ang = math.radians(60)
        hl, hw = L * 0.1, r * 2.2
        head = [(0.0, -hw * 0.8), (hl, -hw)]
        head += [(hl + hw * math.sin(u * math.pi / 8), -hw * math.cos(u * math.pi / 8)) for u in range(1, 8)]
        head += [(hl, hw), (0.0, hw * 0.8)]
        c, sn = math.cos(ang), math.sin(ang)
        parts += plate([(px + x * c - y * sn, x * sn + y * c) for x, y in head], z - r, r * 2.0, "chrome")
        ex, ey = px + hl * c, hl * sn
        d = r * 1.1
        parts += block(ex - d, ex + d, ey - d, ey + d, z + r, z + r + L * 0.035, "steel")  # the square drive
        return parts
    r = L * 0.028
    sr = L * 0.07
    z = sr
    parts = turned([(-L / 2, r), (L / 2, r)], z, "chrome", 14)
    for x0 in (-L / 2, L / 2 - L * 0.16):  # knurled ends
        parts += turned([(x0, r * 1.15), (x0 + L * 0.16, r * 1.15)], z, "steel", 14)
    hx = L * 0.3  # the head slid well off the bar's middle
    parts += block(hx - L * 0.06, hx + L * 0.06, -r * 2.0, r * 2.0, z - r * 1.6, z + r * 1.6, "chrome")
    parts += turned([(-L * 0.42, r * 0.9), (-r * 2.0, r * 0.9)], z, "chrome", 12, axis="y", x=hx)
    parts += _socket_on(-L * 0.4, -L * 0.62, hx, sr, z)
    return parts


def socket(L, name, acc, kind="deep"):
    """Sockets on their side: deep (long chrome), impact (black), swivel (a universal joint
    behind a short socket)."""
    r = L * (0.19 if kind == "deep" else 0.22)
    z = r
    if kind == "swivel":
        parts = turned(
            [(L / 2 - L * 0.45, r * 0.95), (L / 2 - L * 0.05, r), (L / 2, r * 0.95)], z, "chrome", 20
        )
        parts += turned([(L / 2 + 0.0003, r * 0.62), (L / 2 + 0.0006, r * 0.62)], z, "rubber", 6)
        parts += turned([(-L * 0.12, r * 0.7), (L / 2 - L * 0.45, r * 0.7)], z, "chrome", 16)
        parts += block(-L * 0.18, -L * 0.06, -r * 0.9, r * 0.9, z - r * 0.4, z + r * 0.4, "chrome")
        parts += turned([(-L / 2, r * 0.72), (-L * 0.18, r * 0.7)], z, "chrome", 16)
        return parts
    mat = "black_plastic" if kind == "impact" else "chrome"
    prof = [
        (-L / 2, r * 0.85),
        (-L / 2 + L * 0.25, r * 0.85),
        (-L / 2 + L * 0.35, r),
        (L / 2 - 0.002, r),
        (L / 2, r * 0.96),
    ]
    parts = turned(prof, z, mat, 20)
    parts += turned([(L / 2 + 0.0003, r * 0.62), (L / 2 + 0.0006, r * 0.62)], z, "rubber", 6)
    parts += turned(
        [(-L * 0.05, r * 1.02), (L * 0.05, r * 1.02)], z, "steel" if kind == "deep" else "grey", 20
    )
    return parts


def bit_socket(L, name, acc):
    """A short chrome socket holding a long hex bit."""
    r = L * 0.2
    parts = turned([(-L / 2, r * 0.9), (-L * 0.05, r)], r, "chrome", 18)
    parts += turned([(-L * 0.05, r * 0.45), (L / 2, r * 0.45)], r, "dark_steel", 6)
    return parts


RATCHET_BRANDS = {"12V": (210, 40, 40), "18V": (240, 190, 20)}  # the housings: a 12 V red, an 18 V yellow


def cordless_ratchet(L, name, acc):
    """Cordless ratchet lying on its back, square drive up: at the front a ratchet's round
    chrome head with a dark reversing ring and the square drive standing on it, on a short
    chrome gearbox neck; behind it a fat motor housing in a power-tool brand colour (a 12 V
    one red, an 18 V one yellow) with a long black paddle trigger under it, a black rubber
    grip, and at the butt a slide-on battery pack as a cordless drill's: a big black block
    wider than the housing with a brand-coloured band where it slides on, standing up from the
    grip (the side the drive points to). No lights (a row of lights read as a digital torque
    wrench's display); a hand ratchet is a slim chrome bar with a grip and no battery."""
    col = RATCHET_BRANDS["12V" if "12v" in name else "18V"]
    hr = L * 0.085  # the head's radius
    hx = L / 2 - hr
    r = L * 0.075  # the housing's radius
    pt = L * 0.018  # the paddle's thickness: the housing rests on it
    z = r + pt
    ht = r * 1.45  # the head's height
    parts = turned([(0.0, hr), (ht, hr)], 0.0, "chrome", 24, axis="z", x=hx)  # the head
    parts += turned([(ht, hr * 0.8), (ht + L * 0.01, hr * 0.8)], 0.0, "dark_steel", 24, axis="z",
                    x=hx)  # the reversing ring on top
    dd = hr * 0.34
    parts += block(hx - dd, hx + dd, -dd, dd, ht + L * 0.01, ht + L * 0.055, "steel")  # square drive
    xn = hx - hr * 0.6
    parts += turned([(L * 0.17, r * 0.7), (xn + 0.001, r * 0.58)], z * 0.8, "chrome", 18)  # the neck
    parts += turned([(-L * 0.1, r * 0.95), (-L * 0.06, r), (L * 0.14, r), (L * 0.18, r * 0.74)], z, col, 20)
    parts += block(-L * 0.08, L * 0.12, -r * 0.32, r * 0.32, 0.0, z - r * 0.85,
                   "black_plastic")  # the paddle trigger under the housing
    grip_prof = [(-L * 0.26, r * 0.86), (-L * 0.2, r * 0.9), (-L * 0.13, r * 0.86), (-L * 0.095, r * 0.94)]
    parts += turned(grip_prof, z, "rubber", 16)  # the grip
    # the slide-on battery pack at the butt: a collar in the brand colour round the grip's
    # end, the pack's latch band and its big black body standing up from it
    bx0, bx1 = -L / 2, -L * 0.2
    w = r * 1.55  # the pack's half width
    parts += turned([(bx0 + L * 0.01, r * 0.9), (bx1 + L * 0.01, r * 0.9)], z, col, 16)  # the foot
    parts += plate(rounded_rect(bx0, bx1, -w, w, r * 0.3), z + r * 0.55, r * 0.75, col)  # the latch band
    parts += plate(rounded_rect(bx0 + 0.0005, bx1 - 0.0005, -w + 0.0005, w - 0.0005, r * 0.3), z + r * 1.3,
                   r * 1.5, "black_plastic")  # the pack
    return parts


BREAKER_KNURL = (96, 98, 104)  # a breaker bar's dark knurled grip rings
PIPE_RED = (196, 34, 28)  # a pipe wrench's red-enamelled cast handle (Ridgid style)


def _sawtooth(x_face, y0, y1, depth, n, sign):
    """Outline of a row of n teeth along y from y0 to y1 on a jaw face at x_face, pointing
    towards sign * x (the other jaw), on a strip as deep as a tooth set into the jaw."""
    pts = [(x_face, y0)]
    step = (y1 - y0) / n
    for i in range(n):
        pts += [(x_face + sign * depth, y0 + step * (i + 0.7)), (x_face, y0 + step * (i + 1))]
    return pts + [(x_face - sign * depth, y1), (x_face - sign * depth, y0)]


def pipe_wrench(L, name, acc):
    """Pipe (Stillson) wrench lying flat: a long red cast I-beam handle with a hanging hole,
    a red frame at its end holding a knurled nut on the hook jaw's steel shank, and the jaws
    standing out sideways (an F): the heel jaw on the frame and the hook jaw at the shank's
    end, their dark toothed faces facing each other across the mouth. An adjustable wrench's
    jaws open forward from a round chrome head and are smooth; aluminum ones are bare metal."""
    t = L * 0.05
    red = "aluminium" if "aluminum" in name else PIPE_RED
    R = L * 0.034
    cx = -L / 2 + R
    fx0, fx1 = L * 0.1, L * 0.3  # the frame
    parts = plate([(cx + R * 0.5, -L * 0.03), (fx0 + 0.001, -L * 0.045), (fx0 + 0.001, L * 0.045),
                   (cx + R * 0.5, L * 0.03)], 0.0, t * 0.8, red)
    parts += plate(rounded_rect(cx + R * 1.6, fx0 - L * 0.03, -L * 0.012, L * 0.012, L * 0.008), t * 0.8,
                   t * 0.05, "dark_steel")  # the web's ribbed middle
    parts.append((ring([cx, 0.0, t * 0.4], R, R * 0.45, t * 0.8), red))
    parts += plate(rounded_rect(fx0, fx1, -L * 0.07, L * 0.075, L * 0.02), 0.0, t, red)
    # the heel jaw on the frame, its teeth facing +x
    hx = fx1 + L * 0.02
    parts += plate([(fx0 + L * 0.1, L * 0.07), (hx, L * 0.07), (hx, L * 0.2), (fx0 + L * 0.14, L * 0.2)],
                   0.0, t, "steel")
    parts += plate(_sawtooth(hx - 0.0005, L * 0.075, L * 0.2, L * 0.018, 5, 1), 0.0, t * 1.04, "dark_steel")
    # the hook jaw's shank out of the frame, the knurled nut in the frame's window
    jx = L * 0.41  # the hook's inner (toothed) face
    parts += plate([(fx0 + L * 0.02, -L * 0.03), (jx + 0.001, -L * 0.03), (jx + 0.001, L * 0.03),
                    (fx0 + L * 0.02, L * 0.03)], t * 0.15, t * 0.75, "steel")
    parts += plate(rounded_rect(fx0 + L * 0.03, fx0 + L * 0.15, -L * 0.06, L * 0.06, L * 0.01), t, t * 0.04,
                   "rubber")  # the window
    for i in range(7):
        x = fx0 + L * (0.04 + i * 0.015)
        parts += bar([x, -L * 0.055, t], [x, L * 0.055, t], L * 0.007, "dark_steel" if i % 2 else "steel", 8)
    # the hook: a thick jaw across the shank's end, its toothed face towards the heel jaw
    parts += plate([(jx, -L * 0.04), (L / 2 - L * 0.015, -L * 0.04), (L / 2, -L * 0.02), (L / 2, L * 0.17),
                    (L / 2 - L * 0.03, L * 0.22), (jx, L * 0.22)], 0.0, t * 1.05, "steel")
    parts += plate(_sawtooth(jx + 0.0005, L * 0.22, L * 0.085, L * 0.018, 5, -1), 0.0, t * 1.09, "dark_steel")
    return parts
