"""Long-handled ground tools: shovels and spades, rakes, hoes and forks (the pitchfork and
the snow shovel too), lying flat, the working head towards +x (bars, pole tools and the post
hole digger are in ``poles.py``).

Every builder follows ``drawn/__init__.py``: ``builder(L, name, acc, **style)`` -> parts.
"""

from __future__ import annotations

import math
import re

from .common import bar, block, mirror_y, path, plate, rounded_rect, turned
from .common import side as on_edge


def _pole(L, x1, r, mat="wood", grip_end=None):
    parts = turned([(-L / 2, r), (x1, r)], r, mat, 10)
    if grip_end == "d":
        parts += path(
            [
                (-L / 2, -r * 3, r),
                (-L / 2 - L * 0.08, -r * 3, r),
                (-L / 2 - L * 0.08, r * 3, r),
                (-L / 2, r * 3, r),
            ],
            r * 0.8,
            "black_plastic",
        )
        parts += bar([-L / 2, -r * 3, r], [-L / 2, r * 3, r], r * 0.8, "black_plastic")
    return parts


def shovel(L, name, acc, kind="round"):
    """Shovels and spades: round-point (a dished pointed blade, a long handle), square-point
    (``_square_point``: a black flat square-ended blade, longer than wide, on a long
    straight handle), garden spade (``_spade``: a flat, nearly square blade, foot treads, a short
    shaft and a wooden D-grip)."""
    if kind == "spade":
        return _spade(L)
    if kind == "square":
        return _square_point(L)
    r = L * 0.018
    bl = L * 0.26
    bw = L * 0.2
    x0 = L / 2 - bl
    parts = _pole(L, x0 + L * 0.02, r, "wood")
    parts += turned([(x0 - L * 0.06, r * 1.3), (x0 + L * 0.02, r * 1.6)], r, "dark_steel", 10)
    half = [(x0, bw * 0.45), (x0 + bl * 0.55, bw / 2), (x0 + bl * 0.85, bw * 0.35), (L / 2, 0.0)]
    parts += plate(mirror_y(half), 0.0, L * 0.008, "dark_steel")
    parts += plate(
        mirror_y([(x0, bw * 0.35), (x0 + bl * 0.15, bw * 0.4), (x0 + bl * 0.15, 0.0)]),
        L * 0.008,
        L * 0.01,
        "dark_steel",
    )
    return parts


SHOVEL_PAINT = (34, 36, 40)  # a square-point shovel's black painted blade, frog and socket
SHOVEL_EDGE = (214, 216, 220)  # the bright worn steel along its straight cutting edge


def _square_point(L):
    """A square-point (square-nose) shovel: a long straight wooden handle (about two thirds of
    the length) with a plain rounded end (no D-grip), a long black steel socket, and a flat
    black blade longer than it is wide (0.26 L x 0.2 L), square across its bright worn cutting
    edge, its back corners tapering in shoulders into the socket, a raised frog running from
    the socket down its middle, its sides lifted only slightly (a snow shovel's blade is a wide
    blue scoop with a tall back wall and a D-grip; a garden spade's a polished blade on a short
    shaft with a D-grip; a round-point shovel's comes to a point)."""
    r = L * 0.016
    bl, bw = L * 0.26, L * 0.2
    x0 = L / 2 - bl  # the blade's back (the shoulders' root)
    t = L * 0.007
    parts = turned([(-L / 2, r * 0.6), (-L / 2 + r * 0.6, r), (x0 - L * 0.13, r)], r, "wood", 12)
    parts += turned(
        [(x0 - L * 0.16, r * 1.05), (x0 - L * 0.02, r * 1.35), (x0 + L * 0.02, r * 1.1)],
        r * 1.1,
        SHOVEL_PAINT,
        12,
    )
    edge = L * 0.022
    xs = x0 + L * 0.07  # where the shoulders meet the straight sides
    half = [(L / 2 - edge, bw / 2), (xs, bw / 2), (x0 + L * 0.015, bw * 0.36), (x0 - L * 0.015, L * 0.03)]
    parts += plate(mirror_y(half), 0.0, t, SHOVEL_PAINT)
    cut = [(L / 2 - edge, -bw / 2), (L / 2, -bw / 2), (L / 2, bw / 2), (L / 2 - edge, bw / 2)]
    parts += plate(cut, 0.0, t, SHOVEL_EDGE)
    # the frog: a raised tapering ridge from the socket down the blade's middle
    parts += plate(mirror_y([(x0 - L * 0.01, L * 0.028), (x0 + L * 0.11, L * 0.008), (x0 + L * 0.11, 0.0)]),
                   t * 0.9, L * 0.012, SHOVEL_PAINT)
    lift = L * 0.014  # the sides' slight lift, running down to nothing at the edge
    for y in (-bw / 2, bw / 2):
        y0, y1 = (y, y + t) if y < 0 else (y - t, y)
        wall = [(xs, 0.0), (L / 2 - edge, 0.0), (L / 2 - edge, t), (xs, lift)]
        parts += on_edge(wall, y0, y1, SHOVEL_PAINT)
    return parts


SPADE_BLADE = (188, 192, 198)  # a garden spade's polished stainless blade
SPADE_TREAD = (40, 40, 44)  # the rolled foot treads along its top edge


def _spade(L):
    """A garden (digging) spade: a flat, nearly square polished blade (about two thirds as wide
    as long, a little narrower at its straight cutting edge, no point and no dish), black foot
    treads rolled over both shoulders of its top edge, a steel socket, a short wooden shaft and
    a wooden D-grip with a crossbar (a shovel's blade is pointed and dished on a long bare
    handle; a trenching or transplanting spade's is long, narrow and rounded)."""
    r = L * 0.02
    bl, bw = L * 0.29, L * 0.2
    x0 = L / 2 - bl
    parts = turned([(-L / 2 + L * 0.1, r), (x0 - L * 0.1, r)], r, "wood", 12)
    # the D-grip: two wooden cheeks spreading from the shaft's end to a crossbar
    xg = -L / 2 + L * 0.1
    for s_ in (-1, 1):
        cheek = [(xg, 0.0, r), (xg - L * 0.04, s_ * L * 0.045, r), (-L / 2 + L * 0.008, s_ * L * 0.05, r)]
        parts += path(cheek, r * 0.55, "wood", 10)
    parts += bar([-L / 2 + L * 0.008, -L * 0.058, r], [-L / 2 + L * 0.008, L * 0.058, r], r * 0.75, "wood")
    parts += turned([(x0 - L * 0.16, r * 1.1), (x0 + L * 0.02, r * 1.35)], r * 1.3, "dark_steel", 12)
    taper = bw * 0.06
    blade = [(x0, -bw / 2), (L / 2, -bw / 2 + taper), (L / 2, bw / 2 - taper), (x0, bw / 2)]
    parts += plate(blade, 0.0, L * 0.007, SPADE_BLADE)
    # the treads: a black step over each shoulder, wider than the blade, the socket between
    for y0, y1 in ((-(bw / 2 + L * 0.01), -L * 0.025), (L * 0.025, bw / 2 + L * 0.01)):
        parts += block(x0 - L * 0.012, x0 + L * 0.03, y0, y1, 0.0, L * 0.016, SPADE_TREAD)
    return parts


def rake(L, name, acc, kind="garden"):
    """Rakes: garden (a steel bow head with short straight tines), leaf (a fan of springy
    tines), concrete rake (a flat blade with hook tines)."""
    r = L * 0.016
    if kind == "leaf":
        hx = L / 2 - L * 0.28
        parts = _pole(L, hx, r, acc)
        for i in range(15):
            a = math.radians(-45 + 90 * i / 14)
            parts += bar(
                [hx, 0.0, r],
                [hx + L * 0.28 * math.cos(a), L * 0.28 * math.sin(a), r * 0.5],
                r * 0.25,
                "green",
                6,
            )
        parts += bar(
            [hx + L * 0.19 * math.cos(-0.7), L * 0.19 * math.sin(-0.7), r * 0.7],
            [hx + L * 0.19 * math.cos(0.7), L * 0.19 * math.sin(0.7), r * 0.7],
            r * 0.3,
            "green",
            6,
        )
        return parts
    if kind == "garden":
        return _bow_rake(L, r, 16 if "16-tine" in name else 14)
    return _concrete_rake(L, r, acc)


def _bow_rake(L, r, n=14):
    """A bow rake: a narrow steel head bar with a row of n (14 or 16) stout, well-spaced, pointed
    steel teeth (as long as a tenth of the tool, far apart: a push broom's bristles are a dense
    block), held off the handle's end by two curved steel bows (the part a bow rake is named
    by)."""
    w = L * 0.24 * n / 14
    hx = L / 2 - L * 0.1
    parts = _pole(L, hx - L * 0.12, r, "wood")
    parts += turned([(hx - L * 0.15, r * 1.2), (hx - L * 0.1, r * 1.2)], r, "dark_steel", 10)
    for s in (-1, 1):  # the bows: from the handle's ferrule out and round to the head's ends
        pts = [
            (hx - L * 0.11 + L * 0.11 * math.sin(a), s * (r + (w * 0.42 - r) * (1 - math.cos(a))), r)
            for a in [i * math.pi / 2 / 8 for i in range(9)]
        ]
        parts += path(pts, r * 0.45, "dark_steel", 8)
    parts += bar([hx, -w / 2, r], [hx, w / 2, r], r * 0.8, "dark_steel")
    # the stout steel teeth, well apart, each tapering to a point
    for i in range(n):
        y = -w / 2 + w * (i + 0.5) / n
        parts += bar([hx, y, r], [L / 2 - L * 0.02, y, r * 0.6], r * 0.42, "steel", 6)
        parts += path([(L / 2 - L * 0.02, y, r * 0.6), (L / 2, y, r * 0.35)], r * 0.2, "steel", 6)
    return parts


CONCRETE_RAKE_BLADE = (150, 156, 164)  # a come-along's bare steel blade


def _concrete_rake(L, r, acc):
    """A concrete (come-along) rake: a wide, flat, solid steel blade lying across the
    handle's end, with a straight row of short pointed teeth along its front edge."""
    w = L * 0.34
    d = L * 0.075
    hx = L / 2 - d - L * 0.035
    parts = _pole(L, hx + d * 0.3, r, acc)
    parts += plate(
        [(hx, -w / 2), (hx + d, -w / 2), (hx + d, w / 2), (hx, w / 2)], 0.0, L * 0.006, CONCRETE_RAKE_BLADE
    )
    parts += bar([hx + d * 0.1, -w / 2, L * 0.01], [hx + d * 0.1, w / 2, L * 0.01], L * 0.006, "dark_steel")
    # a bracket from the handle to the blade's middle
    parts += plate(
        [
            (hx - L * 0.05, -r * 1.2),
            (hx + d * 0.6, -w * 0.12),
            (hx + d * 0.6, w * 0.12),
            (hx - L * 0.05, r * 1.2),
        ],
        L * 0.006,
        L * 0.008,
        "dark_steel",
    )
    n = 14
    for i in range(n):  # the teeth: short triangles along the front edge
        y0 = -w / 2 + w * i / n
        y1 = y0 + w / n
        parts += plate(
            [(hx + d, y0 + w / n * 0.12), (L / 2, (y0 + y1) / 2), (hx + d, y1 - w / n * 0.12)],
            0.0,
            L * 0.006,
            "dark_steel",
        )
    return parts


def hoe(L, name, acc, kind="garden"):
    """Hoes: garden (draw) hoe (``_draw_hoe``: a flat blade at a right angle to the handle,
    seen in profile), mortar hoe (a wide blade with two big holes through it, on a short
    neck)."""
    r = L * 0.016
    if kind == "garden":
        return _draw_hoe(L, r)
    return _mortar_hoe(L, r)


HOE_BLADE = (46, 48, 54)  # a draw hoe's black forged blade
HOE_EDGE = (206, 210, 216)  # its bright sharpened edge


def _draw_hoe(L, r) -> list:
    """A draw hoe lying on its side, seen in profile as a hoe is pictured: a long wooden handle
    rising to a steel socket, and at its end a thin flat steel blade set at a right angle to
    the handle, standing out sideways from it (an L), its face turned toward the handle and
    tipped back a third of the way (drawn larger than life to show at scene scale), with a
    bright sharpened edge along its far side (a floor scraper's blade runs on in line with its
    handle)."""
    bw, bd, t = L * 0.12, L * 0.13, L * 0.006  # blade width (across), depth (out from the eye), thickness
    tilt = math.radians(30)  # the blade's width direction, leaning from upright back over the handle
    zc = bw * math.cos(tilt) / 2  # the eye's height: the blade rests on its lower long edge
    hx = L / 2 - bw * math.sin(tilt) / 2 - L * 0.01  # the eye, over the blade's middle
    parts = bar([-L / 2, 0.0, r], [hx - L * 0.06, 0.0, zc], r, "wood", 12)
    parts += bar([hx - L * 0.09, 0.0, r + (zc - r) * 0.97], [hx, 0.0, zc], r * 1.25, "dark_steel", 12)
    # the blade: a thin slab, its width leaning back from the ground at x = L/2 up over the
    # handle, its depth standing out sideways (-y) from the eye
    y0 = -L * 0.012
    ux, uz = -math.sin(tilt), math.cos(tilt)
    dx = t / math.cos(tilt)  # the slab's thickness, measured along the ground
    prof = [(L / 2 - dx, 0.0), (L / 2, 0.0), (L / 2 + ux * bw, uz * bw), (L / 2 - dx + ux * bw, uz * bw)]
    parts += on_edge(prof, -(bd - L * 0.012), y0, HOE_BLADE)
    parts += on_edge(prof, -bd, -(bd - L * 0.012), HOE_EDGE)
    # the neck: from the eye down to the middle of the blade's back edge
    parts += bar([hx, 0.0, zc], [L / 2 + ux * bw / 2, y0 * 0.5, uz * bw / 2], r * 0.9, "dark_steel", 10)
    return parts


def _mortar_hoe(L, r) -> list:
    """Mortar hoe: a long wooden handle rising gently to a steel socket that bends down to the
    middle of the back edge of a broad flat blade lying square across the handle's line,
    nearly twice as wide as deep and over a quarter of the tool's length across (drawn larger
    than life so it shows at scene scale), with two big round holes through it (the ground
    shows in them) side by side."""
    w, d = L * 0.3, L * 0.17
    xb = L / 2 - d  # the blade's back edge
    zs = L * 0.06  # the socket's height over the ground
    xs = xb - L * 0.08
    parts = bar([-L / 2, 0.0, r], [xs, 0.0, zs], r, "wood", 12)
    f = 1 - L * 0.07 / (xs + L / 2)  # the socket over the handle's last 7 %
    parts += bar(
        [-L / 2 + f * (xs + L / 2), 0.0, r + f * (zs - r)],
        [xs + L * 0.005, 0.0, zs],
        r * 1.3,
        "dark_steel",
        12,
    )
    parts += path(
        [
            (xs, 0.0, zs),
            (xb - L * 0.01, 0.0, zs * 0.7),
            (xb + L * 0.005, 0.0, r * 0.8),
            (xb + L * 0.04, 0.0, L * 0.007),
        ],
        r * 0.85,
        "dark_steel",
        10,
    )
    hr = d * 0.33  # the two holes: cut through, so the ground shows in them
    xm = xb + d * 0.5
    cs = (-w * 0.23, w * 0.23)
    arc = [i * math.pi / 12 for i in range(13)]
    for side in (-1, 1):
        # outline runs along the blade's back (or front) edge, then back along xm through the notches
        if side > 0:
            pts = [(xm, -w / 2), (L / 2, -w / 2), (L / 2, w / 2), (xm, w / 2)]
            for cy in sorted(cs, reverse=True):
                pts += [(xm + hr * math.sin(a), cy + hr * math.cos(a)) for a in arc]
        else:
            pts = [(xm, w / 2), (xb, w / 2), (xb, -w / 2), (xm, -w / 2)]
            for cy in sorted(cs):
                pts += [(xm - hr * math.sin(a), cy - hr * math.cos(a)) for a in arc]
        parts += plate(pts, 0.0, L * 0.006, "dark_steel")
    return parts


def fork(L, name, acc, kind="digging"):
    """Forks: digging fork (four flat square tines, a D-grip), broadfork (a wide steel bar
    with long tines and two tall handles)."""
    r = L * 0.018
    if kind == "broadfork":
        w = L * 0.42
        hx = L / 2 - L * 0.22
        parts = bar([hx, -w / 2, r * 1.5], [hx, w / 2, r * 1.5], r * 1.5, "dark_steel")
        for s in (-1, 1):
            parts += bar([hx, s * w / 2, r * 1.5], [-L / 2, s * w * 0.4, r * 1.5], r, "wood")
        for i in range(5):
            y = -w / 2 + w * (i + 0.5) / 5
            parts += bar([hx, y, r], [L / 2, y, r * 0.6], r * 0.6, "dark_steel", 6)
        return parts
    hx = L / 2 - L * 0.26
    w = L * 0.17
    parts = _pole(L, hx, r, "wood", grip_end="d")
    parts += plate(
        [(hx - L * 0.02, -w / 2), (hx + L * 0.03, -w / 2), (hx + L * 0.03, w / 2), (hx - L * 0.02, w / 2)],
        0.0,
        L * 0.02,
        "dark_steel",
    )
    for i in range(4):
        y = -w / 2 + w * (i + 0.5) / 4
        parts += bar([hx + L * 0.03, y, L * 0.01], [L / 2, y, L * 0.008], L * 0.008, "dark_steel", 4)
    return parts


def pitchfork(L, name, acc):
    """Pitchfork lying flat: a long straight wooden shaft with no grip on its end (a digging
    fork has a D-grip on a short shaft), a steel ferrule, and a spread of long, thin, round,
    bright steel tines, each bowing out from the ferrule and running straight to a fine point,
    over a quarter of the tool's length and well apart (three or five by the name; a digging
    fork's four are short, flat and square, a rake's short tines stand on a bar)."""
    m = re.match(r"(\d+)-tine", name)
    n = int(m.group(1)) if m else 3
    r = L * 0.014
    tl = L * 0.3  # the tines' length
    hx = L / 2 - tl - L * 0.06  # the ferrule's front end
    w = L * 0.16  # the spread of the tines
    parts = _pole(L, hx - L * 0.02, r, "wood")
    parts += turned([(hx - L * 0.08, r * 1.15), (hx, r * 1.3), (hx + L * 0.01, r * 0.9)], r, "dark_steel", 12)
    tr = L * 0.0055
    for i in range(n):
        y = w * ((i + 0.5) / n - 0.5)
        bow = [
            (hx + L * 0.06 * math.sin(a), y * (1 - math.cos(a)), r)
            for a in [k * math.pi / 2 / 6 for k in range(7)]
        ]
        parts += path(bow + [(L / 2 - L * 0.025, y * 1.04, r * 0.6)], tr, "chrome", 6)
        parts += turned([(L / 2 - L * 0.025, tr), (L / 2, tr * 0.2)], r * 0.6, "chrome", 6, y=y * 1.04)
    parts += bar([hx + L * 0.005, -w * 0.35, r], [hx + L * 0.005, w * 0.35, r], r * 0.7, "chrome", 8)
    return parts


SNOW_BLUE = (38, 96, 196)  # a snow shovel's blue moulded plastic blade


def snow_shovel(L, name, acc):
    """Snow shovel lying flat: a very wide, short blue plastic blade, far wider than any
    digging shovel's (about a third of the length; a pusher's nearly half), square across the
    front with a steel wear strip along its edge, low walls up its sides and a tall curved back
    wall, three raised ribs running up the blade; a short steel collar holds a straight shaft
    ending in a black D-grip (a square-point shovel's blade is small, steel and flat)."""
    r = L * 0.016
    pusher = "pusher" in name
    bw = L * (0.46 if pusher else 0.36)
    bl = L * (0.24 if pusher else 0.3)
    x0 = L / 2 - bl  # the blade's back
    parts = _pole(L, x0 + L * 0.03, r, "wood", grip_end="d")
    parts += turned([(x0 - L * 0.08, r * 1.3), (x0 + L * 0.03, r * 1.5)], r, "dark_steel", 10)
    t = L * 0.008
    parts += plate([(x0, -bw / 2), (L / 2, -bw / 2), (L / 2, bw / 2), (x0, bw / 2)], 0.0, t, SNOW_BLUE)
    strip = [(L / 2 - L * 0.02, -bw / 2), (L / 2, -bw / 2), (L / 2, bw / 2), (L / 2 - L * 0.02, bw / 2)]
    parts += plate(strip, t - 0.0005, t * 0.6, "steel")  # the wear strip along the front edge
    for s in (1, -1):  # the side walls, rising towards the back
        y0, y1 = sorted((s * bw / 2, s * (bw / 2 - t * 1.5)))
        parts += on_edge([(x0, 0.0), (L / 2, 0.0), (L / 2, t * 2), (x0, L * 0.06)], y0, y1, SNOW_BLUE)
    # the back wall: a curved lip standing up across the blade's back
    parts += on_edge(
        [
            (x0 - L * 0.03, L * 0.08),
            (x0 - L * 0.01, L * 0.03),
            (x0 + L * 0.02, 0.0),
            (x0 + L * 0.04, 0.0),
            (x0 + L * 0.01, L * 0.035),
            (x0 - L * 0.015, L * 0.08),
        ],
        -bw / 2,
        bw / 2,
        SNOW_BLUE,
    )
    for y in (-bw * 0.25, 0.0, bw * 0.25):  # the ribs
        parts += plate(
            rounded_rect(x0 + L * 0.03, L / 2 - L * 0.04, y - L * 0.008, y + L * 0.008, L * 0.006),
            t - 0.0005,
            t * 0.9,
            (28, 74, 160),
        )
    return parts
