"""Clinical tools: thermometers, the penlight, otoscope and ophthalmoscope, the stethoscope,
reflex hammers, the hemostat, the tongue depressor, the tuning fork and the kidney dish
(syringes are in ``syringes.py``).

Every builder follows ``drawn/__init__.py``: ``builder(L, name, acc, **style)`` -> parts.
"""

from __future__ import annotations

import math

from ..parts import ring
from .common import bar, block, grid_solid, path, plate, turned
from .pliers import band

EAR_CONE = (200, 206, 216)  # the grey ear probe of a tympanic thermometer
PEN_BULB = (255, 232, 80)  # a lit penlight lens


def thermometer(L, name, acc, kind="digital"):
    """Digital stick thermometer (a slim white body, a small screen, a steel tip), tympanic
    thermometer (a chunky white body, a round head raised above it, a screen and a blue key,
    and a fat grey ear cone as wide as the head, on a collar in the accent colour)."""
    if kind == "digital":
        w = L * 0.1
        parts = plate(
            [
                (-L / 2, -w / 2),
                (L * 0.1, -w * 0.4),
                (L * 0.35, -w * 0.2),
                (L * 0.35, w * 0.2),
                (L * 0.1, w * 0.4),
                (-L / 2, w / 2),
            ],
            0.0,
            w * 0.5,
            "white",
        )
        parts += block(-L * 0.4, -L * 0.1, -w * 0.3, w * 0.3, w * 0.5, w * 0.52, "screen")
        parts += turned([(L * 0.35, w * 0.12), (L / 2, w * 0.1)], w * 0.25, "chrome", 10)
        parts += block(-L / 2, -L * 0.42, -w * 0.4, w * 0.4, w * 0.5, w * 0.55, acc)
        return parts
    w = L * 0.3
    parts = plate(
        [
            (-L / 2, -w * 0.3),
            (-L * 0.1, -w * 0.4),
            (L * 0.1, -w / 2),
            (L * 0.22, -w / 2),
            (L * 0.22, w / 2),
            (L * 0.1, w / 2),
            (-L * 0.1, w * 0.4),
            (-L / 2, w * 0.3),
        ],
        0.0,
        w * 0.6,
        "white",
    )
    parts += turned([(0.0, w / 2), (w * 0.75, w * 0.45)], 0.0, "white", 24, axis="z", x=L * 0.12)  # the head
    parts += block(-L * 0.38, -L * 0.08, -w * 0.25, w * 0.25, w * 0.6, w * 0.62, "screen")
    parts += turned([(w * 0.6, w * 0.1), (w * 0.66, w * 0.09)], 0.0, (40, 110, 210), 16,
                    axis="z", x=-L * 0.44)
    # the ear probe: a fat grey cone out of the head, its collar in the accent colour
    parts += turned([(L * 0.22, w * 0.44), (L * 0.26, w * 0.44)], w * 0.44, acc, 20)
    parts += turned(
        [(L * 0.26, w * 0.42), (L * 0.42, w * 0.22), (L * 0.48, w * 0.17), (L / 2, w * 0.1)],
        w * 0.44,
        EAR_CONE,
        20,
    )
    return parts


def scope(L, name, acc, kind="penlight"):
    """Penlight (``_penlight``: a slim pen-sized white torch, a big flared chrome bezel round a
    lit domed lens, a chrome pocket clip and a push-button tail cap), otoscope (``_otoscope``:
    a thick knurled battery handle, a round head with a cone speculum out sideways), ophthalmoscope
    (``_ophthalmoscope``: the same handle, a flat round-topped head with a sight hole and a
    lens wheel, no cone)."""
    if kind == "penlight":
        return _penlight(L)
    return _otoscope(L) if kind == "otoscope" else _ophthalmoscope(L)


PEN_GLOW = (255, 255, 236)  # the white-hot centre of the lit lens


def _penlight(L) -> list:
    """Penlight lying on its side: a slim white barrel, at the front a flared chrome
    bezel half as wide again as the barrel round a big domed lens lit white-yellow (a white-hot
    centre in a yellow glow), a long chrome pocket clip with a ball end, and at the tail a short
    chrome cap with a small dark push button (no marker's cap over the tip, no black clip)."""
    r = L * 0.045
    z = r * 1.55  # the bezel's radius: the model rests on it
    xb = L * 0.3  # where the bezel starts to flare
    parts = turned([(-L * 0.43, r), (xb, r)], z, "white", 18)
    bezel = [(xb - 0.0005, r * 1.02), (L * 0.36, r * 1.1), (L * 0.42, r * 1.5), (L * 0.445, r * 1.55)]
    parts += turned(bezel, z, "chrome", 20)  # the flared bezel
    parts += turned([(L * 0.44, r * 1.42), (L * 0.47, r * 1.36), (L * 0.49, r * 1.1), (L * 0.5, r * 0.6)],
                    z, PEN_BULB, 20)  # the domed lens, lit
    parts += turned([(L * 0.493, r * 0.95), (L * 0.503, r * 0.45)], z, PEN_GLOW, 16)
    parts += turned([(-L * 0.47, r * 0.95), (-L * 0.43, r * 1.02)], z, "chrome", 16)  # the tail cap
    parts += turned([(-L / 2, r * 0.45), (-L * 0.47, r * 0.55)], z, (40, 40, 44), 12)  # its push button
    top = z + r
    parts += block(-L * 0.4, L * 0.1, -r * 0.32, r * 0.32, top + r * 0.12, top + r * 0.32, "chrome")  # clip
    parts += block(-L * 0.43, -L * 0.38, -r * 0.4, r * 0.4, top - r * 0.1, top + r * 0.32, "chrome")
    parts += turned([(L * 0.08, r * 0.42), (L * 0.12, r * 0.42)], top + r * 0.12, "chrome", 10)  # its ball
    return parts


KNURL = (70, 72, 76)  # the raised rings of a knurled battery handle
SPECULUM = (26, 26, 28)  # the black ear speculum
LENS_WHEEL = (96, 100, 108)  # the knurled grey rim of an ophthalmoscope's lens dial
BROW_REST = (30, 30, 32)  # its black rubber brow rest


def _battery_handle(x0, x1, r, z) -> list:
    """A chunky black battery handle along x from its butt x0 to x1: a domed black end cap,
    raised grey knurl rings, a chrome collar at the top where the head plugs in."""
    n = x1 - x0
    parts = turned([(x0, r * 0.7), (x0 + n * 0.03, r * 0.98), (x1 - n * 0.08, r)], z, "black_plastic", 18)
    for i in range(7):
        a = x0 + n * (0.1 + 0.1 * i)
        parts += turned([(a, r * 1.07), (a + n * 0.05, r * 1.07)], z, KNURL, 18)
    parts += turned([(x1 - n * 0.09, r * 1.08), (x1, r * 1.02)], z, "chrome", 18)
    return parts


def _otoscope(L) -> list:
    """Otoscope lying on its side: a thick knurled battery handle (over half the length) and,
    on its chrome collar, a round head much wider than the handle, a black cone speculum
    standing out sideways from the head's front and a chrome-ringed glass lens window at its
    back (the cone on the head across the handle is what names it)."""
    rH = L * 0.16  # the head's radius: the model rests on it
    r = L * 0.095
    x1 = L * 0.18
    parts = _battery_handle(-L / 2, x1, r, rH)
    hx = L / 2 - rH
    parts += turned([(x1 - 0.001, r * 0.9), (hx, r * 0.9)], rH, "chrome", 18)  # the neck
    parts += turned([(-L * 0.13, rH * 0.8), (-L * 0.1, rH), (L * 0.09, rH), (L * 0.11, rH * 0.85)],
                    rH, (52, 54, 58), 24, axis="y", x=hx)  # the head
    parts += turned([(-L * 0.17, rH * 0.66), (-L * 0.12, rH * 0.7)], rH, "chrome", 20, axis="y", x=hx)
    parts += turned([(-L * 0.175, rH * 0.52), (-L * 0.165, rH * 0.52)], rH, "glass", 20, axis="y", x=hx)
    parts += turned([(L * 0.1, rH * 0.75), (L * 0.15, rH * 0.7)], rH, "chrome", 20, axis="y", x=hx)
    parts += turned([(L * 0.15, rH * 0.62), (L * 0.44, rH * 0.2), (L * 0.46, rH * 0.16)], rH, SPECULUM, 20,
                    axis="y", x=hx)  # the speculum
    return parts


def _ophthalmoscope(L) -> list:
    """Ophthalmoscope lying face up: the same thick knurled battery handle and, on its chrome
    collar, a big flat head (no cone) nearly twice as wide as the handle: a black body widening
    to a round top, a black rubber brow rest curving round the top, a small dark sight hole in a
    wide chrome ring under it, a white lens-power window with a black figure below that, and
    the finely knurled rim of the lens dial wheel standing well out at one side (fine knurls, not
    a blade's teeth)."""
    r = L * 0.07
    t = L * 0.1  # the head's thickness: the model rests on it
    x1 = L * 0.04
    parts = _battery_handle(-L / 2, x1, r, t / 2)
    hw = L * 0.13  # the head's half-width
    cx = L / 2 - hw  # the round top's centre
    x2 = x1 + L * 0.03
    parts += turned([(x1 - 0.001, r * 0.95), (x2 + 0.001, r * 0.95)], t / 2, "chrome", 18)  # the neck
    parts += plate(_tombstone(x2, cx, hw), 0.0, t, "black_plastic")
    arc = [math.pi * (-0.42 + 0.84 * i / 10) for i in range(11)]
    rest = [(cx + hw * math.cos(a), hw * math.sin(a)) for a in arc]
    rest += [(cx + hw * 0.66 * math.cos(a), hw * 0.66 * math.sin(a)) for a in reversed(arc)]
    parts += plate(rest, t * 0.3, t * 1.12, BROW_REST)
    sx = cx - hw * 0.12  # the sight hole
    parts += turned([(t, hw * 0.4), (t * 1.07, hw * 0.4)], 0.0, "chrome", 24, axis="z", x=sx)
    parts += turned([(t * 1.07, hw * 0.2), (t * 1.09, hw * 0.2)], 0.0, (10, 12, 16), 16, axis="z", x=sx)
    wx0 = sx - hw * 1.05  # the lens-power window, white with a black figure
    parts += block(wx0, wx0 + hw * 0.4, -hw * 0.22, hw * 0.22, t, t * 1.04, "white")
    parts += block(wx0 + hw * 0.1, wx0 + hw * 0.3, -hw * 0.05, hw * 0.05, t * 1.04, t * 1.05, (20, 20, 20))
    parts += block(wx0 + hw * 0.1, wx0 + hw * 0.14, -hw * 0.12, hw * 0.12, t * 1.04, t * 1.05, (20, 20, 20))
    wx, wy, wr = sx - hw * 0.55, -hw * 0.62, hw * 0.95  # the lens dial wheel, its rim out at one side
    n = 72
    teeth = [(wx + wr * (1 - 0.035 * (i % 2)) * math.cos(2 * math.pi * i / n),
              wy + wr * (1 - 0.035 * (i % 2)) * math.sin(2 * math.pi * i / n)) for i in range(n)]
    parts += plate(teeth, t * 0.15, t * 0.8, LENS_WHEEL)
    for i in range(11):  # the dial's grip ridges on its face, out beside the head
        a = math.pi * (1.2 + 0.06 * i)
        ca, sa, ct, st = math.cos(a), math.sin(a), -math.sin(a), math.cos(a)
        quad = [(wx + wr * k * ca + wr * 0.025 * e * ct, wy + wr * k * sa + wr * 0.025 * e * st)
                for k, e in ((0.55, -1), (0.95, -1), (0.95, 1), (0.55, 1))]
        parts += plate(quad, t * 0.95, t * 0.03, (30, 32, 36))
    return parts


def _tombstone(x0, cx, hw, n=12):
    """An outline widening from x0 (two thirds of hw across) to cx, with a round top of radius
    hw about (cx, 0)."""
    arc = [math.pi * (-0.5 + i / n) for i in range(n + 1)]
    top = [(cx + hw * math.cos(a), hw * math.sin(a)) for a in arc]
    return [(x0, -hw * 0.66)] + top + [(x0, hw * 0.66)]


def stethoscope(L, name, acc):
    """Stethoscope lying coiled: a round chest piece, a Y of tubing, two steel ear tubes
    with ear tips."""
    r = L * 0.012
    R = L * 0.09
    parts = turned([(0.0, R), (R * 0.5, R)], 0.0, "chrome", 24, axis="z", x=L * 0.35)
    parts += turned([(R * 0.5, R * 0.9), (R * 0.55, R * 0.9)], 0.0, (40, 40, 40), 24, axis="z", x=L * 0.35)
    pts = [(L * 0.35 - R, 0.0, r)] + [
        (L * 0.1 - L * 0.25 * math.sin(a), L * 0.22 * math.cos(a) - L * 0.05, r)
        for a in [i * 0.4 for i in range(9)]
    ]
    parts += path(pts, r * 1.4, acc)
    yx, yy = pts[-1][0], pts[-1][1]
    for s in (-1, 1):
        parts += path(
            [(yx, yy, r), (yx - L * 0.2, yy + s * L * 0.08, r), (-L / 2 + L * 0.02, yy + s * L * 0.12, r)],
            r * 0.8,
            "chrome",
        )
        parts += turned(
            [(0.0, r * 2.2), (r * 3, r * 2.2)],
            0.0,
            "black_plastic",
            10,
            axis="z",
            x=-L / 2 + L * 0.02,
            y=yy + s * L * 0.12,
        )
    return parts


def reflex_hammer(L, name, acc, kind="taylor"):
    """Reflex hammers: Taylor (a triangular rubber head on a flat steel handle), Queen Square
    (a big disc in a rubber ring, standing square to a long thin handle), Tromner (two round heads)."""
    z = L * 0.03
    if kind == "taylor":
        parts = plate(
            [
                (-L / 2, -L * 0.03),
                (L / 2 - L * 0.2, -L * 0.02),
                (L / 2 - L * 0.2, L * 0.02),
                (-L / 2, L * 0.03),
            ],
            0.0,
            L * 0.025,
            "chrome",
        )
        hx = L / 2 - L * 0.12
        parts += plate(
            [(hx - L * 0.12, -L * 0.22), (hx + L * 0.12, -L * 0.22), (hx, L * 0.25)],
            0.0,
            L * 0.09,
            (205, 70, 40),
        )
        return parts
    if kind == "queen":  # the disc stands on its rim, square to the shaft, the butt on the ground
        rd, w = L * 0.1, L * 0.04
        hx = L / 2 - w / 2
        parts = bar([-L / 2, 0.0, L * 0.01], [hx, 0.0, rd], L * 0.01, "cork", 10)
        parts += bar([-L / 2, 0.0, L * 0.01], [-L / 2 + L * 0.04, 0.0, L * 0.013], L * 0.011, "chrome", 10)
        bumper = [(hx - w / 2, rd * 0.9), (hx - w * 0.3, rd), (hx + w * 0.3, rd), (hx + w / 2, rd * 0.9)]
        parts += turned(bumper, rd, (220, 120, 40), 28)  # the rubber bumper round the disc
        parts += turned([(hx - w * 0.55, rd * 0.62), (hx + w * 0.55, rd * 0.62)], rd, "chrome", 24)  # disc
        parts += turned([(hx - w * 1.4, L * 0.016), (hx - w * 0.5, L * 0.02)], rd, "chrome", 12)  # the collar
        return parts
    parts = turned(
        [(-L / 2, L * 0.025), (-L / 2 + L * 0.6, L * 0.03), (L / 2 - L * 0.12, L * 0.02)],
        z * 1.3,
        "chrome",
        12,
    )
    hx = L / 2 - L * 0.08
    parts += turned(
        [
            (-L * 0.28, L * 0.04),
            (-L * 0.1, L * 0.05),
            (0, L * 0.025),
            (L * 0.12, L * 0.06),
            (L * 0.24, L * 0.06),
        ],
        z * 1.3 + L * 0.02,
        "chrome",
        16,
        axis="y",
        x=hx,
    )
    parts += turned(
        [(L * 0.24, L * 0.07), (L * 0.3, L * 0.07)], z * 1.3 + L * 0.02, (40, 40, 40), 16, axis="y", x=hx
    )
    parts += turned(
        [(-L * 0.34, L * 0.05), (-L * 0.28, L * 0.05)], z * 1.3 + L * 0.02, (40, 40, 40), 16, axis="y", x=hx
    )
    return parts


HEMOSTAT_STEEL = (182, 188, 196)  # satin surgical stainless, a shade off the chrome rings
SERRATION = (60, 64, 70)  # the dark cross-grooves of the jaws and the ratchet's teeth


def hemostat(L, name, acc):
    """Hemostat lying flat and locked shut, all satin stainless: two round finger rings side
    by side at the butt, a dark toothed ratchet tab on each shank just before the rings,
    meeting in the middle, two long slim shanks closing to a raised box lock, and beyond it
    one pair of narrow closed jaws tapering to a blunt tip, striped across by dark serrations
    along their whole length (curved variants bend the jaws to one side). Scissors have two
    wide flat blades, open or not, and no ratchet; pliers have thick handles."""
    t = L * 0.022
    rr = L * 0.085  # the rings' outer radius
    xr = -L / 2 + rr
    parts = []
    for s in (-1, 1):
        parts.append((ring([xr, s * rr * 1.05, t / 2], rr, rr * 0.62, t), "chrome"))
        shank = [(xr + rr * 0.7, s * rr * 0.95), (-L * 0.2, s * L * 0.05), (L * 0.05, s * L * 0.012),
                 (L * 0.1, s * L * 0.01)]
        parts += plate(band(shank, L * 0.012), t * 0.1, t * 0.8, HEMOSTAT_STEEL)
        ratchet = [(-L * 0.26, s * L * 0.062), (-L * 0.18, s * L * 0.001), (-L * 0.12, s * L * 0.001),
                   (-L * 0.16, s * L * 0.048)]
        parts += plate(ratchet, t * 0.15, t * 0.75, SERRATION)
    parts += block(L * 0.04, L * 0.12, -L * 0.03, L * 0.03, 0.0, t * 1.25, HEMOSTAT_STEEL)  # box lock
    jaw = _hemostat_jaw(L, "curved" in name)
    half = [L * 0.026 * (1 - 0.5 * i / (len(jaw) - 1)) for i in range(len(jaw))]
    parts += plate(band(jaw, half), t * 0.1, t * 0.8, HEMOSTAT_STEEL)
    for (x, y), h in zip(jaw[1:-1], half[1:-1]):  # the serrations: dark grooves across the closed jaws
        parts += block(x - L * 0.008, x + L * 0.008, y - h * 0.9, y + h * 0.9, t * 0.85, t * 0.9, SERRATION)
    return parts


def _hemostat_jaw(L, curved) -> list[tuple[float, float]]:
    """The closed jaws' centre line from the box lock to the tip, bending to one side when
    curved."""
    n = 9
    bend = L * 0.09 if curved else 0.0
    return [(L * 0.12 + L * 0.37 * i / n, bend * (i / n) ** 2) for i in range(n + 1)]


DEPRESSOR_BIRCH = (224, 196, 146)  # the pale birch of a wooden tongue depressor


def tongue_depressor(L, name, acc):
    """Wooden tongue depressor lying flat: one thin, pale birch blade with both ends fully
    rounded, eight times as long as wide (a junior one narrower), with a faint darker grain
    line or two along it. A steel rule is bright metal with square ends and marks; a paint
    stirrer is longer and wider; a craft stick is half as long."""
    w = L * (0.1 if "junior" in name else 0.125) / 2
    t = L * 0.014
    n = 8
    arc = [math.pi * (-0.5 + i / n) for i in range(n + 1)]
    outline = [(L / 2 - w + w * math.cos(a), w * math.sin(a)) for a in arc]
    outline += [(-L / 2 + w - w * math.cos(a), -w * math.sin(a)) for a in arc]
    parts = plate(outline, 0.0, t, DEPRESSOR_BIRCH)
    for y, x0, x1 in ((w * 0.35, -L * 0.3, L * 0.2), (-w * 0.4, -L * 0.1, L * 0.35)):
        parts += block(x0, x1, y - w * 0.07, y + w * 0.07, t, t * 1.04, (186, 150, 100))
    return parts


FORK_METAL = (200, 204, 210)  # a tuning fork's satin aluminium alloy
FORK_MARK = (24, 24, 26)  # the black triangles on a Rydel-Seiffer fork's dampers


def tuning_fork(L, name, acc):
    """Clinical tuning fork lying flat: a round stem with a flat disc foot at its butt, and at
    its front a rounded U yoke from which two long parallel square tines run side by side, a
    clear gap between them, all in satin aluminium. The 128 Hz (Rydel-Seiffer) fork wears a
    square damper clamped on each tine's end, each with a black triangle scale on top. Tweezers
    are two thin strips joined at the back with no stem; a fork for eating is flat with four
    short tines."""
    tw = L * 0.036  # a tine's width and height
    gap = L * 0.05
    zc = L * 0.04  # the stem's axis: the foot's radius, the fork resting on it and the tines
    xs = -L * 0.1  # where the stem joins the yoke
    parts = turned([(-L / 2, zc), (-L / 2 + L * 0.03, zc)], zc, FORK_METAL, 20)  # the disc foot
    parts += turned([(-L / 2 + L * 0.03, L * 0.019), (xs + 0.001, L * 0.017)], zc, FORK_METAL, 14)
    # the U yoke: the tines' centre lines joined by a half-circle round the stem's end
    rc = (gap + tw) / 2
    yoke = [(xs + rc - rc * math.sin(math.pi * i / 10), rc * math.cos(math.pi * i / 10)) for i in range(11)]
    z0 = 0.0  # the tines lie on the table, the stem raised on its foot
    parts += plate(band(yoke, tw / 2), z0, tw, FORK_METAL)
    for s in (-1, 1):
        parts += block(xs + rc - 0.0005, L / 2, s * rc - tw / 2, s * rc + tw / 2, z0, z0 + tw, FORK_METAL)
    if "128" in name:
        parts += _fork_dampers(L, rc, tw, z0)
    return parts


def _fork_dampers(L, rc, tw, z0) -> list:
    """A Rydel-Seiffer fork's square dampers clamped on the tines' ends, a black triangle of
    the vibration scale on each one's top."""
    parts = []
    d = tw * 0.45
    x0, x1 = L / 2 - L * 0.12, L / 2 - L * 0.01
    for s in (-1, 1):
        y = s * rc + s * d * 0.3
        parts += block(x0, x1, y - tw / 2 - d, y + tw / 2 + d, z0, z0 + tw + d, FORK_METAL)
        tri = [(x0 + L * 0.01, y - tw * 0.6), (x1 - L * 0.01, y - tw * 0.6), (x0 + L * 0.01, y + tw * 0.6)]
        parts += plate(tri, z0 + tw + d, L * 0.002, FORK_MARK)
    return parts


KIDNEY_STEEL = (200, 204, 210)  # a kidney dish's bright satin stainless steel


def _kidney_outline(L, s, n=40):
    """The kidney dish's bean outline scaled by s about its centre: an ellipse L long bent
    so that its ends rise to one side (the near edge is dished in, the far edge bulges)."""
    a, b, k = L / 2, L * 0.2, L * 0.14
    pts = []
    for i in range(n):
        t = 2 * math.pi * i / n
        x, y = a * math.cos(t), b * math.sin(t) + k * math.cos(t) ** 2 - k * 0.5
        pts.append((x * s, y * s))
    return pts


def kidney_dish(L, name, acc):
    """Kidney dish (an emesis basin) standing on its floor: a shallow stainless steel bowl
    with a bean outline, one long side dished in and the other bulging, the walls sloping up
    from a flat floor to a rolled rim. An oil drain pan is a round black basin with a spout; a
    tray is square."""
    h, t, s0 = L * 0.11, L * 0.008, 0.6  # depth, wall, where the floor turns up into the wall
    rows = 6
    ring_pts = _kidney_outline(L, 1.0)
    ring_pts = ring_pts + ring_pts[:1]

    def section(x, y, dz):  # from the floor's middle out and up to the rim
        out = []
        for j in range(rows + 1):
            s = 0.05 + (s0 - 0.05) * j / 2 if j <= 2 else s0 + (1 - s0) * (j - 2) / (rows - 2)
            out.append((x * s, y * s, h * max(0.0, (s - s0) / (1 - s0)) ** 1.4 + dz))
        return out

    parts = plate(_kidney_outline(L, 0.1), 0.0, t, KIDNEY_STEEL)  # the floor's middle
    for (xa, ya), (xb, yb) in zip(ring_pts[:-1], ring_pts[1:]):  # the bowl, one sector at a time
        bottom = [section(xa, ya, 0.0), section(xb, yb, 0.0)]
        top = [section(xa, ya, t), section(xb, yb, t)]
        parts.append((grid_solid(bottom, top), KIDNEY_STEEL))
    rim = [(x, y, h + t / 2) for x, y in ring_pts]
    parts += path(rim, t * 1.6, KIDNEY_STEEL, sections=8)
    return parts
