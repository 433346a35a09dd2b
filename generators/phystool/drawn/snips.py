"""Snips, cutters and shears lying flat, blades towards +x, handles towards -x: the blade
shape tells them apart (short compound snips, long tin-snip blades, a bypass blade over a
hook, a bolt cutter's short beak on link plates), the handles are those of the pliers
(``pliers.handle``).

Every builder follows ``drawn/__init__.py``: ``builder(L, name, acc, **style)`` -> parts.
"""

from __future__ import annotations

import math

from ..parts import cyl, ring
from .common import bar, path, plate, rounded_rect, turned
from .pliers import band, handle, handle_path, rotate


def _rivet(x, y, r, t) -> list:
    return [(cyl([x, y, 0], [x, y, t * 1.25], r, 16), "chrome")]


def _spring(x0, x1, y0, y1, t, coils=4) -> list:
    """A coil spring between two handles, drawn as a zig-zag of wire."""
    pts = []
    for i in range(coils * 2 + 1):
        f = i / (coils * 2)
        pts.append(
            (
                x0 + (x1 - x0) * f + (0.25 if i % 2 else -0.25) * abs(x1 - x0) / coils,
                y0 + (y1 - y0) * f,
                t * 0.6,
            )
        )
    r = abs(x1 - x0) * 0.04 + abs(y1 - y0) * 0.02
    return path(pts, r, "chrome", 8)


def _handles(
    L, xp, t, grip, butt, from_f=0.25, width=0.045, s_open=0.0, bow=0.012, steel="dark_steel", shank=0.03
) -> list:
    parts = []
    for s in (1, -1):
        hp = handle_path(L, xp, -s, L * butt, bow=bow)
        parts += handle(
            L,
            rotate(hp, xp, 0.0, s * s_open),
            t * 0.8,
            grip,
            from_f=from_f,
            width=width,
            steel=steel,
            shank=shank,
        )
    return parts


def _blade_pair(upper, lower, xp, s_open, t, mat_u="steel", mat_l="steel") -> list:
    """Two blade outlines (upper y >= 0 one, lower one) opened by s_open about (xp, 0), the
    lower under the upper."""
    return plate(rotate(upper, xp, 0.0, s_open), t * 0.5, t * 0.5, mat_u) + plate(
        rotate(lower, xp, 0.0, -s_open), 0.0, t * 0.5, mat_l
    )


def _straight_blade(L, back, shoulder, w_back, w_shoulder, tip_len, w_tip) -> list[tuple[float, float]]:
    """The upper blade of a pair (y >= 0): full width from ``back`` to ``shoulder``, tapering
    over the rest to a point at L/2 (``w_tip`` wide ``tip_len`` before it), edge on y = 0."""
    return [
        (back, w_back),
        (shoulder, w_shoulder),
        (L / 2 - tip_len, w_tip),
        (L / 2, L * 0.002),
        (back, L * 0.002),
    ]


def _mirror(pts):
    return [(x, -y) for x, y in pts][::-1]


def snips(L, name, acc, kind="aviation"):
    """Snips and shears by kind: aviation, tin, hedge, pruning,
    hoof, tongs, loppers (each described in its builder below)."""
    return _KINDS[kind](L, name, acc)




def aviation(L, name, acc):
    """Aviation (compound) snips: short stout pointed steel jaws (a fifth of the snips) opened
    into a narrow V, fine dark serrations along their edges, only a slight sweep the way they
    cut (a strong bend reads as bent-nose pliers); right behind them the compound linkage, a
    compact dark steel diamond with a big bright rivet at each of its four corners; from it
    two long fat grips dipped from the linkage to the butt, coloured for the cut (red left,
    green right, yellow straight), sprung apart by a coil spring by the linkage and held by a
    bright latch across the butt (long thin shanks behind a small head read as a crimper)."""
    t = L * 0.045
    bend = {"left": 1, "right": -1}.get(next((k for k in ("left", "right") if k in name), ""), 0)
    col = {1: (210, 30, 30), -1: (30, 150, 60), 0: (240, 200, 30)}[bend]
    x1 = L / 2 - L * 0.21  # the blades' rivet
    x2 = x1 - L * 0.15  # the handles' rivet, the compound linkage between the two showing
    xm, ym = (x1 + x2) / 2, L * 0.075  # the linkage's side rivets
    up = _straight_blade(L, x1 - L * 0.05, x1 + L * 0.07, L * 0.075, L * 0.075, L * 0.05, L * 0.035)
    lo = _mirror(up)
    if bend:
        up, lo = (
            [(x, y + bend * L * 0.025 * max(x - x1, 0) ** 2 / (L * 0.21) ** 2) for x, y in p]
            for p in (up, lo)
        )
    a = math.radians(6)
    parts = _blade_pair(up, lo, x1, a, t * 1.2)
    for s in (1, -1):  # fine serrations along each blade's edge, small dark teeth
        for k in range(7):
            xs = x1 + L * (0.03 + 0.021 * k)
            tooth = [(xs, s * L * 0.001), (xs + L * 0.012, s * L * 0.001), (xs + L * 0.006, s * L * 0.009)]
            parts += plate(rotate(tooth if s > 0 else tooth[::-1], x1, 0.0, s * a), t * 1.2, t * 0.08,
                           "dark_steel")
    diamond = [(x1 + L * 0.01, 0.0), (xm, ym + L * 0.02), (x2 - L * 0.01, 0.0), (xm, -ym - L * 0.02)]
    parts += plate(diamond, t * 0.1, t * 0.9, "dark_steel")
    for s in (1, -1):  # the linkage: blade tails out to the side rivets, handle heads back in
        parts += plate(band([(x1, 0.0), (xm, s * ym)], L * 0.03), 0.0, t, "dark_steel")
        parts += plate(band([(xm, s * ym), (x2, 0.0)], L * 0.03), t * 0.1, t, "dark_steel")
        parts += _rivet(xm, s * ym, L * 0.022, t)
    parts += _rivet(x1, 0.0, L * 0.024, t) + _rivet(x2, 0.0, L * 0.024, t)
    spread = math.radians(9)
    parts += _handles(L, x2, t, col, butt=0.1, from_f=0.06, width=0.068, s_open=spread, bow=0.01,
                      shank=0.035)
    parts += _spring(x2 - L * 0.07, x2 - L * 0.07, L * 0.045, -L * 0.045, t)
    latch = rotate([(-L / 2 + L * 0.05, L * 0.14), (-L / 2 + L * 0.06, -L * 0.05)], x2, 0.0, -spread)
    parts += plate(band(latch, L * 0.012), t * 1.3, t * 0.3, "chrome")
    return parts


def tin(L, name, acc):
    """Tin snips (the classic tinner's snips): one forged steel piece a side crossing on ONE
    big pivot bolt, no linkage and no coloured grips (those are the aviation snips): long,
    broad, heavy bright blades, two fifths of the snips and an eighth of it wide each, their
    backs rounded to a point, opened into a wide V; a big dark hex nut over the bolt; behind
    it plain bare steel handles, longer than the blades, bowed wide apart and each ending in
    an open loop curled outwards and forwards (narrow blades and thin dipped handles read as
    pliers, coloured grips as aviation snips)."""
    t = L * 0.05
    xp = L / 2 - L * 0.4
    up = [(xp - L * 0.07, L * 0.08), (xp + L * 0.04, L * 0.125), (xp + L * 0.2, L * 0.115),
          (L / 2 - L * 0.09, L * 0.07), (L / 2, L * 0.004), (xp - L * 0.07, L * 0.002)]
    a = math.radians(9)
    parts = _blade_pair(up, _mirror(up), xp, a, t * 1.2, "chrome", "chrome")
    hexagon = [(xp + L * 0.042 * math.cos(k * math.pi / 3), L * 0.042 * math.sin(k * math.pi / 3))
               for k in range(6)]
    parts += plate(hexagon, t * 1.2, t * 0.55, "dark_steel")
    parts += [(cyl([xp, 0, t * 1.7], [xp, 0, t * 2.0], L * 0.02, 12), "chrome")]
    rl = L * 0.05  # the curled loops' radius (to the strip's centre line)
    for s in (1, -1):
        # the handle: from the pivot back, bowing out to the butt, a flat bare steel strip
        hp = rotate(handle_path(L, xp, -s, L * 0.11, bow=0.035), xp, 0.0, s * a * 0.7)
        hp = [(x, y) for x, y in hp if x > -L / 2 + rl]
        xe, ye = hp[-1]
        # the curl: on round outwards from the handle's end, open towards the front
        cx, cy = xe, ye - s * rl
        curl = [(cx - rl * math.sin(q), cy + s * rl * math.cos(q)) for q in
                [math.radians(d) for d in range(0, 290, 18)]]
        line = hp + curl[1:]
        n = len(line)
        w = [L * (0.042 - 0.014 * min(i / (len(hp) - 1), 1.0)) for i in range(n)]
        parts += plate(band(line, w), t * (0.6 if s > 0 else 0.0), t * 0.6, "steel")
    return parts


def hedge(L, name, acc):
    """Hedge shears: two long, broad, flat blades with wavy edges, as long as the handles and
    opened into a wide V like scissors, a bolt at the joint with rubber bumpers behind it, and
    wooden handles opened the same way, ending in green rubber grips."""
    t = L * 0.02
    xp = -L / 2 + L * 0.5
    a = math.radians(9)
    waves = 6
    up = [(xp - L * 0.04, L * 0.05), (xp + L * 0.08, L * 0.062), (L / 2 - L * 0.06, L * 0.05),
          (L / 2 - L * 0.015, L * 0.035), (L / 2, L * 0.015)]
    up += [
        (xp + (L / 2 - xp) * (1 - f), L * (0.007 + 0.007 * math.sin(f * waves * 2 * math.pi)))
        for f in [i / 48 for i in range(1, 49)]
    ]
    up += [(xp - L * 0.04, L * 0.002)]
    parts = _blade_pair(up, _mirror(up), xp, a, t * 1.4, "chrome", "chrome")
    parts += _rivet(xp, 0.0, L * 0.02, t * 1.4)
    parts += _handles(L, xp, t, "wood", butt=0.05, from_f=0.12, width=0.026, s_open=a, bow=0.0)
    for s in (1, -1):  # the green grips on the handles' ends, and the bumpers by the joint
        hp = rotate(handle_path(L, xp, -s, L * 0.05), xp, 0.0, s * a)
        parts += handle(L, hp[6:], t * 0.8, (60, 150, 60), from_f=0.0, width=0.034, shank=0.012)
        bx, by = rotate([(xp - L * 0.06, -s * L * 0.03)], xp, 0.0, s * a)[0]
        parts.append((cyl([bx, by, 0], [bx, by, t * 1.8], L * 0.016, 12), "rubber"))
    return parts


def _bypass(L, xp, t, R, hook_mat="dark_steel", open_deg=0.0) -> list:
    """A bypass head of reach R: a shiny curved blade with a pointed tip over a darker hooked
    anvil jaw curving up to meet it, the blade swung open by ``open_deg`` about the joint so
    the crescent gap between them shows."""
    bl = [
        (xp - L * 0.03, 0.16 * R),
        (xp + 0.35 * R, 0.2 * R),
        (xp + 0.7 * R, 0.13 * R),
        (xp + 0.93 * R, 0.0),
        (xp + R, -0.1 * R),
        (xp + 0.86 * R, -0.06 * R),
        (xp + 0.6 * R, -0.03 * R),
        (xp + 0.3 * R, -0.02 * R),
        (xp - L * 0.03, -0.04 * R),
    ]
    us = [i / 10 for i in range(11)]  # the anvil: a crescent hook curving up to its point
    hk = [(xp - L * 0.03, -0.2 * R)]
    hk += [(xp + 0.95 * R * u, -0.2 * R - 0.22 * R * math.sin(math.pi * u * 0.8) + 0.36 * R * u ** 3)
           for u in us[1:]]
    hk += [(xp + 0.95 * R * u, -0.02 * R - 0.16 * R * math.sin(math.pi * u * 0.9) + 0.2 * R * u ** 3)
           for u in us[::-1][1:-1]]
    hk += [(xp - L * 0.03, 0.0)]
    a = math.radians(open_deg)
    return plate(rotate(hk, xp, 0.0, -a * 0.25), 0.0, t, hook_mat) + plate(
        rotate(bl, xp, 0.0, a), t, t * 0.6, "chrome"
    )


def pruning(L, name, acc):
    """Pruning shears (secateurs): short and chunky, a big shiny curved bypass blade (near
    half the tool) swung wide open over a dark hooked anvil (the crescent gap between them
    shows), short fat bright red grips sprung far apart by a coil spring, so the whole is
    near half as wide as long, and a latch at the joint (a small head on closed slim grips
    reads as pliers)."""
    t = L * 0.05
    xp = L / 2 - L * 0.44
    a = math.radians(10)
    parts = _bypass(L, xp, t, L * 0.44, open_deg=26.0)
    parts += _rivet(xp, 0.0, L * 0.035, t * 1.7)
    parts += _handles(L, xp, t, (220, 40, 25), butt=0.1, from_f=0.15, width=0.07, s_open=a, bow=0.03,
                      shank=0.04)
    parts += _spring(xp - L * 0.08, xp - L * 0.08, L * 0.06, -L * 0.06, t)
    parts += plate(
        band([(xp - L * 0.02, L * 0.06), (xp - L * 0.06, L * 0.08)], L * 0.012), t * 1.7, t * 0.3, "chrome"
    )
    return parts


def loppers(L, name, acc):
    """Loppers: a big curved bypass head (a quarter of the tool) swung wide open, on two long
    slim handles spread into a V the way it is held to cut (parallel handles behind a
    straight head read as bolt cutters), grips at the ends and rubber bumpers behind the
    joint."""
    t = L * 0.025
    xp = L / 2 - L * 0.24
    parts = _bypass(L, xp, t, L * 0.25, open_deg=30.0)
    parts += _rivet(xp, 0.0, L * 0.016, t * 1.7)
    parts += _handles(L, xp, t, acc, butt=0.05, from_f=0.55, width=0.024, bow=0.0, shank=0.012,
                      s_open=math.radians(7))
    for s in (1, -1):
        parts.append((cyl([xp - L * 0.08, s * L * 0.022, 0], [xp - L * 0.08, s * L * 0.022, t * 1.8],
                          L * 0.014, 12), "rubber"))
    return parts


def small(L, name, acc, blade_w, col, serrated, open_deg=6.0):
    """Small spring snips: the livestock hoof trimmer (short stout serrated blades, orange
    grips)."""
    t = L * 0.04
    xp = L / 2 - L * (0.45 if not serrated else 0.3)
    up = [
        (xp - L * 0.04, blade_w),
        (xp + L * 0.05, blade_w),
        (L / 2 - L * 0.03, blade_w * 0.3),
        (L / 2, L * 0.002),
    ]
    if serrated:
        up += [
            (L / 2 - (L / 2 - xp) * f, L * (0.002 + 0.006 * (i % 2)))
            for i, f in enumerate([j / 10 for j in range(1, 10)])
        ]
    up += [(xp - L * 0.04, L * 0.002)]
    parts = _blade_pair(up, _mirror(up), xp, math.radians(open_deg), t * 1.2, "chrome", "chrome")
    parts += _rivet(xp, 0.0, L * 0.018, t * 1.2)
    parts += _handles(L, xp, t, col, butt=0.085, from_f=0.1, width=0.055, s_open=math.radians(open_deg * 0.7))
    parts += _spring(xp - L * 0.1, xp - L * 0.1, L * 0.045, -L * 0.045, t)
    return parts


def tongs(L, name, acc):
    """Timber (log carrying) tongs: a handle bar across the top with a rubber grip at each
    end, two short links down to a pivot, and from it two big flat hooks bowing far out and
    curving in again to sharp points that face each other (blacksmith's tongs are two long
    straight reins behind short jaws)."""
    t = L * 0.035
    w = L * 0.42  # the handle bar's length, across the tool
    xb, xp = -L / 2 + L * 0.03, -L / 2 + L * 0.3
    parts = [(cyl([xb, -w / 2, t], [xb, w / 2, t], L * 0.022, 14), "dark_steel")]
    for s in (1, -1):
        parts.append((cyl([xb, s * w * 0.18, t], [xb, s * w / 2, t], L * 0.034, 14), "rubber"))
        link = band([(xb, s * L * 0.03), (xp, -s * L * 0.01)], L * 0.014)
        parts += plate(link, t * 0.3, t * 0.5, "dark_steel")
        hook = [(xp + (L / 2 - xp - L * 0.02) * math.sin(u * math.pi / 2) ** 0.8,
                 -s * (L * 0.01 - L * 0.34 * math.sin(u * math.pi * 0.82)))
                for u in [i / 14 for i in range(15)]]
        hook += [(L / 2 - L * 0.1, s * L * 0.03)]
        parts += plate(band(hook, L * 0.02), 0.0 if s > 0 else t * 0.5, t * 0.7, "dark_steel")
        tip = [hook[-2], hook[-1], (L / 2 - L * 0.13, s * L * 0.01)]
        parts += plate(band(tip, L * 0.006), t * 1.3, t * 0.1, "chrome")
    parts += _rivet(xp, 0.0, L * 0.025, t * 1.4)
    return parts


POLE_HEAD = (236, 112, 28)  # a pole pruner's cast head
POLE_SAW = (200, 204, 210)  # its curved saw blade
POLE_ROPE = (236, 214, 60)  # the pull rope


def pole_pruner(L, name, acc):
    """Pole pruner lying flat: a long two-section pole (a yellow fibreglass lower section with
    a black grip at the butt, a thinner aluminium upper one); at its top end (+x) an orange
    head carrying a bypass lopper (a shiny curved blade swung open over a dark hooked anvil)
    with a pulley on its lever, and beside it a long curved pruning saw blade angled out to
    one side, its teeth along the inside of the curve; a yellow pull rope runs from the
    pulley down along the pole to a T-grip at mid length."""
    r = L * 0.009
    xh = L / 2 - L * 0.17  # the head's back end
    parts = turned([(-L / 2, r * 1.2), (-L * 0.38, r * 1.2)], r * 1.2, "rubber", 12)
    parts += turned([(-L * 0.38, r), (-L * 0.02, r)], r * 1.2, "fiberglass", 12)
    parts += turned([(-L * 0.03, r * 1.3), (L * 0.0, r * 1.3)], r * 1.2, "black_plastic", 12)  # the lock
    parts += turned([(0.0, r * 0.8), (xh + L * 0.01, r * 0.8)], r * 1.2, "aluminium", 12)
    # the head: a socket on the pole, the lopper on it, the pulley on the lever
    parts += turned([(xh, r * 1.4), (xh + L * 0.05, r * 1.5)], r * 1.5, POLE_HEAD, 14)
    t = L * 0.006
    R = L * 0.08
    xp = L / 2 - R
    parts += plate([(xh + L * 0.04, -r * 1.5), (xp, -r * 1.8), (xp, r * 1.8), (xh + L * 0.04, r * 1.5)], 0.0,
                   r * 2.6, POLE_HEAD)
    parts += _bypass(L, xp, t, R, open_deg=28.0)
    parts += _rivet(xp, 0.0, L * 0.008, t * 1.7)
    px, py = xp - L * 0.01, L * 0.035  # the lever's pulley, out to the blade's side
    parts += plate(band([(xp, 0.0), (px, py)], L * 0.006), t * 1.6, t, POLE_HEAD)
    parts.append((ring([px, py, t * 2.6], L * 0.011, L * 0.004, t * 1.4), "black_plastic"))
    # the saw blade, angled out to the other side, curving back in, teeth inside the curve
    a = math.radians(-16)
    sx, sy = xh + L * 0.02, -r * 1.5
    teeth = []
    for i in range(13):
        f = i / 12
        u, v = f * L * 0.16, -L * 0.012 * math.sin(math.pi * f)  # along the blade, its bow
        x, y = sx + u * math.cos(a) - v * math.sin(a), sy + u * math.sin(a) + v * math.cos(a)
        w = L * (0.011 - 0.007 * f)
        teeth.append((x, y, w))
    outline = [(x, y + w * 0.2) for x, y, w in teeth] + [(x, y - w) for x, y, w in teeth[::-1]]
    parts += plate(outline, t * 0.4, t * 0.8, POLE_SAW)
    for x, y, w in teeth[1:-1]:  # the teeth: small points along the concave edge
        tooth = [(x - L * 0.004, y - w), (x + L * 0.004, y - w), (x, y - w - L * 0.004)]
        parts += plate(tooth, t * 0.4, t * 0.8, POLE_SAW)
    # the pull rope from the pulley down the pole to its T-grip
    parts += path([(px, py, t * 3), (xh, r * 2.4, r * 1.2), (L * 0.0, r * 2.4, r * 1.2),
                   (-L * 0.12, r * 2.6, r * 1.0)], L * 0.0025, POLE_ROPE, 8)
    yg = r * 2.6
    xg, zg = -L * 0.12, r * 1.2
    parts += bar([xg, yg - L * 0.03, zg], [xg, yg + L * 0.03, zg], L * 0.006, "black_plastic")
    return parts


_KINDS = {
    "aviation": aviation,
    "tin": tin,
    "hedge": hedge,
    "pruning": pruning,
    "loppers": loppers,
    "tongs": tongs,
    "hoof": lambda L, n, a: small(L, n, a, L * 0.055, (236, 120, 30), True),
}


BOLT_RED = (200, 34, 30)  # bolt cutters' painted tubular handles
BOLT_JAW = (58, 60, 66)  # their blackened forged jaws
BOLT_EDGE = (214, 216, 220)  # the jaws' ground bevels


def bolt_cutters(L, name, acc):
    """Bolt cutters lying flat: two long straight red tubular handles, nearly parallel and
    ending in long black grips, behind a short heavy closed head: a pair of steel link plates
    held by four bright bolts (the compound levers), then two short thick blackened jaws
    closing to a blunt beak, their ground bevels bright along the seam (loppers open a long
    curved blade on V-spread handles, hedge shears two long blades)."""
    t = L * 0.035
    xj = L / 2 - L * 0.1  # the jaws' pivot line
    xl = xj - L * 0.14  # the back of the link plates, where the handles pivot
    parts = []
    for s in (1, -1):  # the jaws: a fat beak, one half each side of the seam
        jaw = [(xj - L * 0.035, 0.0), (L / 2, 0.0), (L / 2 - L * 0.008, s * L * 0.022),
               (xj + L * 0.05, s * L * 0.044), (xj - L * 0.035, s * L * 0.044)]
        jaw = [(x, y + s * L * 0.0015) for x, y in jaw]  # the hairline seam between them
        parts += plate(jaw if s > 0 else jaw[::-1], 0.0, t, BOLT_JAW)
        bevel = [(xj + L * 0.01, 0.0), (L / 2 - L * 0.002, 0.0), (L / 2 - L * 0.01, s * L * 0.006),
                 (xj + L * 0.01, s * L * 0.011)]
        parts += plate(bevel if s > 0 else bevel[::-1], t, L * 0.002, BOLT_EDGE)
    link = rounded_rect(xl, xj + L * 0.01, -L * 0.045, L * 0.045, L * 0.02)
    for z0 in (-L * 0.004, t):  # the link plates under and over the jaws
        parts += plate(link, z0, L * 0.006, "steel")
    for bx in (xj - L * 0.015, xl + L * 0.03):  # the pivot bolts, two a row
        for s in (1, -1):
            parts.append((cyl([bx, s * L * 0.024, -L * 0.004], [bx, s * L * 0.024, t + L * 0.012], L * 0.011,
                              14), "chrome"))
    for s in (1, -1):  # the handles: straight red tubes from the link plates, black grips behind
        front, butt = (xl + L * 0.02, s * L * 0.026, t / 2), (-L / 2, s * L * 0.062, t / 2)
        f = 0.58  # where the grip begins, along the handle from the front
        mid = tuple(p + (q - p) * f for p, q in zip(front, butt))
        parts += bar(front, mid, L * 0.014, BOLT_RED)
        parts += bar(mid, butt, L * 0.019, "rubber")
    return parts
