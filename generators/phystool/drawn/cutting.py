"""Blades: knives and scrapers, the sickle and the machete; lying flat, working end towards +x.

Every builder follows ``drawn/__init__.py``: ``builder(L, name, acc, **style)`` -> parts.
"""

from __future__ import annotations

import math

from .common import bar, block, grip, path, plate, rounded_rect, turned


def knife(L, name, acc, kind="utility"):
    """Utility knife (a trapezoid body, a short trapezoid blade), pocket knife
    (``_pocket_knife``), hoof knife (an oval wooden handle, a narrow blade curled back into a
    tight loop)."""
    t = L * 0.08
    if kind == "utility":
        body = [(-L / 2, -L * 0.09), (L * 0.25, -L * 0.11), (L * 0.3, L * 0.05), (-L / 2 + L * 0.05, L * 0.1)]
        parts = plate(body, 0.0, t, acc)
        parts += plate(
            [
                (-L / 2 + L * 0.1, -L * 0.06),
                (L * 0.1, -L * 0.07),
                (L * 0.12, L * 0.04),
                (-L / 2 + L * 0.12, L * 0.06),
            ],
            t,
            t * 0.15,
            "grey",
        )
        parts += plate(
            [(L * 0.25, -L * 0.08), (L / 2, -L * 0.07), (L * 0.36, L * 0.04), (L * 0.28, L * 0.04)],
            t * 0.4,
            t * 0.15,
            "chrome",
        )
        return parts
    if kind == "pocket":
        return _pocket_knife(L)
    # hoof knife: an oval wooden handle, a narrow blade ending in a tight loop curled back
    parts = grip(-L / 2, -L / 2 + L * 0.48, L * 0.06, L * 0.055, "wood")
    w = L * 0.022
    x0, x1 = -L / 2 + L * 0.48, L * 0.32
    R = L * 0.075
    outer = [(x0, -w), (x1, -w)] + [
        (x1 + (R + w) * math.sin(a), -w + (R + w) - (R + w) * math.cos(a) - w)
        for a in [i * 0.35 for i in range(1, 11)]
    ]
    inner = [
        (x1 + (R - w) * math.sin(a), -w + (R + w) - (R - w) * math.cos(a) - w)
        for a in [i * 0.35 for i in range(10, 0, -1)]
    ]
    pts = outer + inner + [(x1, w), (x0, w)]
    parts += plate(pts, L * 0.05, L * 0.01, "chrome")
    parts += plate(
        [(x0 + L * 0.04, -w), (x1, -w), (x1, -w * 0.4), (x0 + L * 0.04, -w * 0.4)],
        L * 0.06,
        L * 0.001,
        (235, 238, 242),
    )
    return parts


def _pocket_knife(L) -> list:
    """A folding pocket knife lying flat, its blade open: a wide, slightly curved handle of
    dark wood scales between brass bolsters at both ends, a chrome pivot pin through the front
    bolster, and a broad drop-point blade as wide as the handle, with a pale ground edge and a
    dark nail nick near its base (a hobby knife is a slim round barrel, a utility knife a
    trapezoid body with a stub blade)."""
    t = L * 0.06
    xh0, xh1 = -L / 2, L * 0.06  # the handle
    body = [(xh0 + L * 0.02, -L * 0.06), (-L * 0.2, -L * 0.085), (xh1, -L * 0.075),
            (xh1 + L * 0.02, 0.0), (xh1, L * 0.07), (-L * 0.2, L * 0.075), (xh0 + L * 0.02, L * 0.05),
            (xh0, L * 0.02), (xh0, -L * 0.02)]
    parts = plate(body, 0.0, t, "brass")  # the liner and bolsters show round the scales
    scale = [(xh0 + L * 0.07, L * 0.045), (-L * 0.2, L * 0.063), (xh1 - L * 0.08, L * 0.06),
             (xh1 - L * 0.08, -L * 0.065), (-L * 0.2, -L * 0.073), (xh0 + L * 0.07, -L * 0.05)]
    parts += plate(scale, t, L * 0.008, "dark_wood")
    for x in (xh0 + L * 0.13, -L * 0.12):  # two rivets in the scales
        rivet = rounded_rect(x - L * 0.01, x + L * 0.01, -L * 0.01, L * 0.01, L * 0.009)
        parts += plate(rivet, t, L * 0.01, "brass")
    px = xh1 - L * 0.03  # the pivot pin
    pin = rounded_rect(px - L * 0.018, px + L * 0.018, -L * 0.018, L * 0.018, L * 0.017)
    parts += plate(pin, t, L * 0.012, "chrome")
    blade = [(xh1 - L * 0.02, -L * 0.05), (L * 0.3, -L * 0.065), (L * 0.43, -L * 0.04),
             (L / 2, L * 0.02), (L * 0.44, L * 0.04), (L * 0.3, L * 0.06), (xh1 - L * 0.02, L * 0.06)]
    parts += plate(blade, t * 0.3, t * 0.4, "chrome")
    edge = [(xh1 + L * 0.04, -L * 0.055), (L * 0.3, -L * 0.067), (L * 0.43, -L * 0.042),
            (L * 0.47, -L * 0.01), (L * 0.4, -L * 0.02), (L * 0.3, -L * 0.035), (xh1 + L * 0.04, -L * 0.03)]
    parts += plate(edge, t * 0.7, L * 0.002, (236, 239, 244))
    nx = xh1 + L * 0.07  # the nail nick
    nick = rounded_rect(nx - L * 0.025, nx + L * 0.025, L * 0.02, L * 0.038, L * 0.008)
    parts += plate(nick, t * 0.7, L * 0.002, "dark_steel")
    return parts


def scraper(L, name, acc, kind="putty"):
    """Putty knife (a wide flexible blade, a wooden or plastic handle), drywall taping knife
    (wider blade), 5-in-1 painter's tool (a blade with a notched edge and a curved cut-out),
    razor scraper (a short handle holding a razor blade), card scraper (``_card_scraper``),
    plastic spreader (a flexible plastic blade), paint scraper (a hooked carbide blade on a long
    handle), caulk removal tool (a plastic handle with a hooked tip)."""
    t = L * 0.012
    if kind == "card":
        return _card_scraper(L, name)
    if kind == "plastic":
        parts = plate(
            [
                (-L / 2, -L * 0.1),
                (-L * 0.05, -L * 0.12),
                (L / 2, -L * 0.3),
                (L / 2, L * 0.3),
                (-L * 0.05, L * 0.12),
                (-L / 2, L * 0.1),
            ],
            0.0,
            L * 0.015,
            (40, 120, 200),
        )
        return parts
    if kind == "five":
        return _five_in_one(L, acc)
    if kind == "taping":
        return _taping_knife(L, acc)
    hl = L * {"razor": 0.6, "caulk": 0.6, "taping": 0.6}.get(kind, 0.55)
    hr = L * 0.05
    handle = {"putty": "wood", "taping": acc, "razor": acc, "paint": "wood", "caulk": acc}[kind]
    parts = grip(-L / 2, -L / 2 + hl, hr, hr, handle, flare=1.2)
    x0 = -L / 2 + hl
    parts += plate(
        [
            (x0 - L * 0.02, -hr * 0.6),
            (x0 + L * 0.03, -hr * 0.8),
            (x0 + L * 0.03, hr * 0.8),
            (x0 - L * 0.02, hr * 0.6),
        ],
        hr * 0.4,
        hr * 1.2,
        "chrome",
    )
    if kind == "caulk":
        return parts + plate(
            [
                (x0 + L * 0.03, -hr * 0.5),
                (L / 2, -hr * 0.2),
                (L / 2 - L * 0.02, hr * 0.9),
                (x0 + L * 0.03, hr * 0.5),
            ],
            hr * 0.7,
            t * 2,
            acc,
        )
    if kind == "razor":
        return parts + plate(
            [(x0 + L * 0.03, -L * 0.16), (L / 2, -L * 0.16), (L / 2, L * 0.16), (x0 + L * 0.03, L * 0.16)],
            hr * 0.7,
            t,
            "chrome",
        )
    if kind == "paint":
        parts += plate(
            [(x0, -hr * 0.4), (L / 2 - L * 0.04, -hr * 0.4), (L / 2 - L * 0.04, hr * 0.4), (x0, hr * 0.4)],
            hr * 0.7,
            t * 2,
            "dark_steel",
        )
        return parts + plate(
            [(L / 2 - L * 0.06, -L * 0.1), (L / 2, -L * 0.1), (L / 2, L * 0.1), (L / 2 - L * 0.06, L * 0.1)],
            hr * 0.5,
            t * 3,
            "dark_steel",
        )
    half = {"putty": 0.17, "taping": 0.3}[kind] * L
    pts = [
        (x0 + L * 0.03, -hr * 0.7),
        (x0 + L * 0.15, -half),
        (L / 2, -half),
        (L / 2, half),
        (x0 + L * 0.15, half),
        (x0 + L * 0.03, hr * 0.7),
    ]
    return parts + plate(pts, hr * 0.7, t, "chrome")


def _five_in_one(L, acc) -> list:
    """5-in-1 painter's tool: a short chunky plastic handle with a chrome hammer cap on its butt,
    and a wide stiff bright steel blade (about as wide as long, wider than a putty knife's):
    one side straight, running out to a sharp pointed corner at the tip; the tip edge cut on a
    slant; a deep half-round cut-out (the roller cleaner) bitten out of the other side."""
    hl, hr = L * 0.44, L * 0.055
    parts = grip(-L / 2 + L * 0.04, -L / 2 + hl, hr, hr, acc, flare=1.15)
    parts += turned([(-L / 2, hr * 0.9), (-L / 2 + L * 0.045, hr * 0.95)], hr, "chrome", 16)
    x0, half = -L / 2 + hl, L * 0.19
    xc, rc = L / 2 - L * 0.2, L * 0.1  # the cut-out's centre along the side, its radius
    pts = [(x0 - L * 0.01, -hr * 0.7), (x0 + L * 0.1, -half), (L / 2, -half), (L / 2 - L * 0.06, half)]
    pts += [(L / 2 - L * 0.08, half)]
    pts += [(xc + rc * math.cos(a), half - rc * math.sin(a)) for a in [i * math.pi / 12 for i in range(13)]]
    pts += [(x0 + L * 0.1, half), (x0 - L * 0.01, hr * 0.7)]
    parts += plate(pts, hr * 0.75, L * 0.014, "chrome")
    return parts


TAPING_BLADE = (96, 112, 140)  # a taping knife's blue-steel blade
MUD = (232, 228, 216)  # joint compound
SHAVING = (228, 196, 146)  # fine wood shavings


def _taping_knife(L, acc) -> list:
    """Drywall taping knife: a blade far wider than the tool is long (12 in across on a 12 in
    knife), thin blue steel, a near rectangle only slightly narrower at its back, joined to a
    short grip by a dark riveted neck plate flaring onto it; the grip with a bright hammer cap
    on its butt; a smear of off-white joint compound along the blade's edge (a narrow blade, or
    one flaring from the neck, reads as a putty knife or a scraper)."""
    hl, hr, t = L * 0.5, L * 0.05, L * 0.01
    parts = grip(-L / 2 + L * 0.05, -L / 2 + hl, hr, hr, acc, flare=1.2)
    parts += turned([(-L / 2, hr * 0.8), (-L / 2 + L * 0.055, hr * 0.95)], hr, "chrome", 16)
    x0, xb = -L / 2 + hl, L / 2 - L * 0.24  # the grip's front, the blade's back edge
    parts += plate([(x0 - L * 0.02, -hr * 0.7), (xb + L * 0.04, -L * 0.12), (xb + L * 0.04, L * 0.12),
                    (x0 - L * 0.02, hr * 0.7)], hr * 0.75 + t, t * 0.8, "dark_steel")
    for y in (-L * 0.06, L * 0.06):
        xr = xb + L * 0.015
        parts += bar([xr, y, hr * 0.75], [xr, y, hr * 0.75 + t * 2.4], L * 0.012, "chrome")
    blade = [(xb, -L * 0.43), (L / 2 - L * 0.01, -L * 0.5), (L / 2, -L * 0.49), (L / 2, L * 0.49),
             (L / 2 - L * 0.01, L * 0.5), (xb, L * 0.43)]
    parts += plate(blade, hr * 0.75, t, TAPING_BLADE)
    mud = [(L / 2 - L * 0.005, -L * 0.34), (L / 2 - L * 0.05, -L * 0.3), (L / 2 - L * 0.08, -L * 0.16),
           (L / 2 - L * 0.06, -L * 0.02), (L / 2 - L * 0.09, L * 0.1), (L / 2 - L * 0.05, L * 0.22),
           (L / 2 - L * 0.005, L * 0.26)]
    parts += plate(mud, hr * 0.75 + t, t * 0.8, MUD)
    return parts


def _card_scraper(L, name) -> list:
    """Card scraper: a plain rectangle of thin grey tool steel (about 150 x 63 mm, 0.6 mm
    thick), its corners barely rounded, with a bright burnished strip along each long edge
    where the hook is turned, and beside one long edge a few fine curled wood shavings it has
    just taken (a bare plate reads as a blank of sheet metal). Every variant is the plain
    rectangular card (a curved outline reads as a gooseneck scraper)."""
    w, t = L * 0.21, L * 0.006
    parts = plate(rounded_rect(-L / 2, L / 2, -w, w, L * 0.012), 0.0, t, "steel")
    for y0, y1 in ((-w + L * 0.004, -w + L * 0.028), (w - L * 0.028, w - L * 0.004)):
        parts += block(-L * 0.485, L * 0.485, y0, y1, t, t * 1.3, "chrome")
    for cx, cy, r in ((-L * 0.28, w + L * 0.12, L * 0.09), (L * 0.02, w + L * 0.15, L * 0.1),
                      (L * 0.3, w + L * 0.11, L * 0.08)):
        pts = [(cx + r * (1 - 0.3 * u) * math.cos(u * 2 * math.pi * 1.3),
                cy + r * 0.55 * (1 - 0.3 * u) * math.sin(u * 2 * math.pi * 1.3), r * 0.35)
               for u in [k / 28 for k in range(29)]]
        parts += path(pts, L * 0.014, SHAVING, 6)
    return parts


SICKLE_BLADE = (70, 72, 76)  # a sickle's blackened forged blade
SICKLE_EDGE = (222, 226, 232)  # the bright ground cutting edge along its inside


def _crescent(cx, cy, a0, a1, r, half_width, n=40):
    """The outline of a curved blade: its centre line an arc about (cx, cy) from angle a0 to
    a1 (radians, r(f) its radius), ``half_width(f)`` either side (f = 0 at a0, 1 at a1)."""
    fs = [i / n for i in range(n + 1)]
    out, inn = [], []
    for f in fs:
        a = a0 + (a1 - a0) * f
        for rad, pts in ((r(f) + half_width(f), out), (r(f) - half_width(f), inn)):
            pts.append((cx + rad * math.cos(a), cy + rad * math.sin(a)))
    return out + inn[::-1]


def sickle(L, name, acc):
    """Sickle lying flat: a short turned wooden handle with a steel ferrule, and out of it a
    broad, thin, blackened steel blade bent into a wide C (three quarters of a circle, as wide
    as the tool is long), tapering to a point that curls back towards the handle, a bright
    ground edge along its inside (a hoof knife is a narrow loop on a long handle, a pruning saw
    a toothed straight or gently curved blade, a scythe two metres long)."""
    hl, hr = L * 0.3, L * 0.04
    xh = -L / 2 + hl  # the handle's front end, where the blade leaves it
    parts = grip(-L / 2, xh, hr, hr, "wood", flare=1.1)
    parts += turned([(xh - L * 0.03, hr * 1.05), (xh + L * 0.01, hr * 0.9)], hr, "steel", 14)
    R = (L / 2 - xh) / 1.45  # the C's radius: its far side reaches the tool's front end
    cx, cy = xh + 0.45 * R, 0.9 * R
    a0 = math.atan2(-cy, xh - cx)  # from the centre to the blade's root at the handle
    a1 = a0 + math.radians(255)
    w = L * 0.06  # the blade's half-width at the root

    def radius(f):
        return R * (1.0 - 0.12 * f)  # the curve closes a little towards the point

    t = L * 0.006
    parts += plate(_crescent(cx, cy, a0, a1, radius, lambda f: w * (1 - f) ** 0.7 + L * 0.002), 0.0, t,
                   SICKLE_BLADE)
    # the bright edge: a strip along the inside, on top of the blade
    parts += plate(_crescent(cx, cy, a0 + 0.12, a1 - 0.05, lambda f: radius(f) - w * 0.75 * (1 - f) ** 0.7,
                             lambda f: w * 0.3 * (1 - f) ** 0.7 + L * 0.0015), t, t * 0.3, SICKLE_EDGE)
    parts += plate([(xh - L * 0.01, -hr * 0.5), (xh + L * 0.04, -w), (xh + L * 0.04, w * 0.4),
                    (xh - L * 0.01, hr * 0.5)], 0.0, t, SICKLE_BLADE)  # the blade's neck into the ferrule
    return parts


MACHETE_BLADE = (58, 60, 64)  # a machete's black-coated blade
MACHETE_EDGE = (214, 218, 224)  # its bright ground edge
MACHETE_GRIP = (236, 110, 24)  # the moulded orange grip of a brush machete


def machete(L, name, acc):
    """Machete lying flat: a long, wide, flat black-coated blade, over two thirds of the tool,
    its straight back running to a broad rounded tip and its belly widening towards the tip, a
    bright ground edge along the belly; a moulded orange grip with a hooked butt and a finger
    swell. A knife's blade is short and narrow, a hay knife's serrated and a pruning saw's
    toothed."""
    gl, gw = L * 0.28, L * 0.045  # the grip's length and half-width
    x0 = -L / 2 + gl  # the blade's root
    hw = L * 0.1  # the blade's half-width at its widest, by the tip
    xb = L / 2 - hw * 0.8  # where the rounded tip begins
    n = 16
    back, belly = [], []
    for i in range(n + 1):
        f = i / n
        x = x0 + (xb - x0) * f
        back.append((x, gw * 0.9))
        belly.append((x, gw * 0.9 - L * (0.1 + 0.1 * f ** 1.5)))
    ym = (back[-1][1] + belly[-1][1]) / 2
    hh = (back[-1][1] - belly[-1][1]) / 2
    tip = [(xb + hw * 0.8 * math.sin(a), ym - hh * math.cos(a))
           for a in [math.pi * k / 10 for k in range(1, 10)]]
    t = L * 0.006
    parts = plate(belly + tip + back[::-1], L * 0.012, t, MACHETE_BLADE)
    edge = [(x, y + L * 0.014) for x, y in belly[2:]]
    parts += plate(belly[2:] + edge[::-1], L * 0.012 + t, t * 0.3, MACHETE_EDGE)
    upper = [(-L / 2, gw * 1.5), (-L / 2 + L * 0.03, gw * 1.1), (-L / 2 + gl * 0.45, gw * 1.2),
                 (-L / 2 + gl * 0.8, gw * 0.9), (x0, gw * 1.1)]
    lower = [(-L / 2, -gw * 0.9), (-L / 2 + gl * 0.3, -gw), (-L / 2 + gl * 0.6, -gw * 1.3),
             (-L / 2 + gl * 0.85, -gw), (x0, -gw * 1.3)]
    parts += plate(lower + upper[::-1], 0.0, L * 0.035, MACHETE_GRIP)
    return parts


SQUEEGEE_RUBBER = (24, 24, 26)  # a squeegee's black rubber wiping blade


def squeegee(L, name, acc):
    """Window squeegee lying flat: a T whose cross bar is a long bright stainless channel
    (about 0.55 L) holding a black rubber blade along its front edge, clamped at its middle
    into a short handle with a grip in the brand colour. A drywall taping knife's blade is
    a wide steel sheet tapering into the handle; a rake has tines."""
    hw = L * 0.275  # half the channel's length
    x1 = L * 0.05  # the blade's edge: the T is about 0.55 L deep
    parts = plate(rounded_rect(x1 - L * 0.045, x1 - L * 0.004, -hw, hw, L * 0.01), L * 0.004, L * 0.035,
                  SQUEEGEE_RUBBER)  # the rubber blade
    parts += plate(rounded_rect(x1 - L * 0.11, x1 - L * 0.04, -hw, hw, L * 0.012), 0.0, L * 0.045, "chrome")
    parts += plate([(x1 - L * 0.2, -L * 0.035), (x1 - L * 0.1, -L * 0.07), (x1 - L * 0.1, L * 0.07),
                    (x1 - L * 0.2, L * 0.035)], L * 0.005, L * 0.05, "chrome")  # the clamp
    parts += grip(-L / 2, x1 - L * 0.19, L * 0.032, L * 0.032, acc, flare=1.2)
    return parts


SAK_RED = (204, 22, 38)  # a Swiss Army knife's red scales
SAK_CROSS = (244, 244, 244)  # the white cross of its emblem
SAK_STEEL = (206, 210, 216)  # its polished blade, tools and the liners between the scales


def swiss_army_knife(L, name, acc):
    """Swiss Army knife lying flat, its tools fanned open: a fat rounded oblong body (a
    little over half the length, about a sixth as wide), glossy red scales top and bottom on
    a stack of bright steel liners that shows along its sides, a white cross emblem on the
    top scale and a small key ring at the butt; the large clip-point blade open straight
    ahead with its nail nick, the small blade half open beside it, the corkscrew swung out
    square to one side near the butt, a spiral of bright wire, and the bottle opener half
    open behind the body (a pocket knife is a slim plain body with one blade, a utility
    knife a trapezoid body with a short blade)."""
    x0 = -L / 2 + L * 0.09  # the body's butt (the bottle opener and key ring stand out behind it)
    xb = x0 + L * 0.54  # the body's front end
    hw = L * 0.08  # the body's half width
    t = L * (0.11 if any(k in name for k in ("huntsman", "climber", "camper")) else 0.095)
    body = rounded_rect(x0, xb, -hw, hw, hw * 0.95, 6)
    inner = rounded_rect(x0 + L * 0.004, xb - L * 0.004, -hw + L * 0.004, hw - L * 0.004, hw * 0.9, 6)
    parts = plate(body, 0.0, t * 0.2, SAK_RED)
    parts += plate(inner, t * 0.2, t * 0.6, SAK_STEEL)  # the liners and the tools' backs
    parts += plate(body, t * 0.8, t * 0.2, SAK_RED)
    xc = x0 + L * 0.3  # the emblem: a white cross
    parts += block(xc - L * 0.035, xc + L * 0.035, -L * 0.012, L * 0.012, t, t + L * 0.003, SAK_CROSS)
    parts += block(xc - L * 0.012, xc + L * 0.012, -L * 0.035, L * 0.035, t, t + L * 0.003, SAK_CROSS)
    parts += [(torus_ring, SAK_STEEL) for torus_ring in _key_ring(x0 - L * 0.02, L * 0.035, L * 0.006, t)]
    # the large blade, open: a straight spine on +y, the clip dropping to the point, the edge
    # on -y sweeping up to it, the nail nick near the spine's root
    zb = t * 0.55
    blade = [(xb - L * 0.03, -L * 0.045), (L * 0.3, -L * 0.05), (L * 0.43, -L * 0.03), (L / 2, L * 0.012),
             (L * 0.4, L * 0.04), (xb - L * 0.03, L * 0.055)]
    parts += plate(blade, zb, L * 0.014, SAK_STEEL)
    parts += block(xb + L * 0.03, xb + L * 0.075, L * 0.03, L * 0.038, zb + L * 0.014, zb + L * 0.016,
                   (120, 124, 130))  # the nail nick
    # the corkscrew, swung out square to +y near the butt: a spiral of bright wire
    xs, zs = x0 + L * 0.1, t * 0.5
    r_s, pitch, turns = L * 0.022, L * 0.03, 4
    pts = [(xs, hw * 0.6, zs), (xs, hw + L * 0.02, zs)]
    n = 16 * turns
    for i in range(n + 1):
        a = 2 * math.pi * turns * i / n
        rr = r_s * min(1.0, (n - i) / 6 + 0.15)
        y = hw + L * 0.02 + pitch * turns * i / n
        pts.append((xs + rr * math.sin(a), y, zs + rr * (1 - math.cos(a)) * 0.5))
    parts += path(pts, L * 0.007, SAK_STEEL, 8)
    # the small blade, half open from the front end towards -y
    sb = [(xb - L * 0.03, -hw * 0.2), (xb - L * 0.045, -hw * 0.75), (xb + L * 0.13, -hw - L * 0.12),
          (xb + L * 0.15, -hw - L * 0.1)]
    parts += plate(sb, t * 0.3, L * 0.01, SAK_STEEL)
    # the bottle opener, half open behind the body: a flat tool angled back and out to -y
    ob = [(x0 + L * 0.05, -hw * 0.3), (x0 - L * 0.07, -hw - L * 0.05), (x0 - L * 0.09, -hw - L * 0.02),
          (x0 + L * 0.02, hw * 0.2)]
    parts += plate(ob, t * 0.3, L * 0.012, SAK_STEEL)
    return parts


def _key_ring(x, r, rr, t):
    """The small split key ring through the body's butt, lying flat."""
    from ..parts import torus

    return [torus((x, 0.0, rr), r * 0.5, rr)]
