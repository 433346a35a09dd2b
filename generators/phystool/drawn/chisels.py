"""Struck hand tools of steel: the cold chisel (a forged hexagonal bar ground to an edge) and
the center punch (a knurled bar with a point), lying flat along +x.

Every builder follows ``drawn/__init__.py``: ``builder(L, name, acc, **style)`` -> parts.
"""

from __future__ import annotations

from .common import grid_solid, turned

CHISEL_BODY = (96, 102, 112)  # a cold chisel's forged blue-grey hexagonal body
CHISEL_GROUND = (222, 226, 232)  # its bright ground cutting edge and chamfered striking head


def cold_chisel(L, name, acc):
    """Cold chisel lying flat: one heavy all-steel bar, its body forged blue-grey and hexagonal,
    the striking end a short bright chamfered head; at the other end the bar is forged out
    into a flat wedge wider than the body that thins to a straight bright ground cutting
    edge square across (a punch tapers to a point; a scriber is a slim pen; a screwdriver
    has a handle)."""
    r = L * 0.05
    z = r
    xh, xt = -L / 2 + L * 0.07, L * 0.1  # the head's end, the wedge's root
    parts = turned([(xh, r), (xt + L * 0.02, r)], z, CHISEL_BODY, 6)  # the hexagonal body
    parts += turned([(-L / 2, r * 0.62), (-L / 2 + L * 0.03, r * 0.9), (xh + 0.001, r * 0.98)], z,
                    CHISEL_GROUND, 6)  # the chamfered striking head
    w = r * 1.8  # the wedge's half width at the edge

    def half_t(x):  # the wedge's half thickness: the body's, thinning to the edge
        f = (x - xt) / (L / 2 - xt)
        return r * (0.95 - 0.6 * f) if f < 0.8 else r * (0.47 - 2.05 * (f - 0.8))

    parts += [(_wedge(xt, L / 2, lambda x: r * 0.95 + (w - r * 0.95) * (x - xt) / (L / 2 - xt), half_t, z),
               CHISEL_BODY)]
    xg = L / 2 - L * 0.1  # the ground bevel, just proud of the wedge's faces
    parts += [(_wedge(xg, L / 2, lambda x: w * 1.01, lambda x: half_t(x) + r * 0.03, z), CHISEL_GROUND)]
    return parts


def _wedge(x0, x1, half_w, half_t, z, n=10, m=4):
    """A flat blade from x0 to x1 about height z that widens and thins as it goes: at each x
    ``half_w(x)`` across and ``half_t(x)`` up and down."""
    xs = [x0 + (x1 - x0) * i / n for i in range(n + 1)]
    grids = [[[(x, half_w(x) * (2 * j / m - 1), z + k * half_t(x)) for j in range(m + 1)] for x in xs]
             for k in (-1, 1)]
    return grid_solid(*grids)


PUNCH_POINT = (226, 230, 236)  # a center punch's ground bright point
KNURL = (40, 42, 46)  # the dark grooves of its knurled body


def center_punch(L, name, acc):
    """Center punch lying on its side: a thick round steel bar knurled along most of its
    length in dark rings, a flat struck end with a chamfer, then a short taper to a short sharp
    bright hardened cone point (a pin punch ends in a long parallel pin, a nail set in a small cupped tip, a
    cold chisel in a flat edge, a scriber is a thin pen); the automatic one has a bright
    knurled cap and a dark nose."""
    r = L * 0.085
    z = r
    xt = L * 0.3  # where the taper starts
    auto = "automatic" in name
    parts = turned([(-L / 2, r * 0.75), (-L / 2 + L * 0.025, r), (xt, r)], z, "steel", 18)
    if auto:
        parts += turned([(-L * 0.05, r * 1.04), (xt, r * 1.04)], z, "dark_steel", 18)
    for i in range(22):  # the knurled body: close dark grooved rings over most of its length
        x = -L * 0.45 + i * L * 0.034
        if not auto or x < -L * 0.08:
            parts += turned([(x, r * 1.06), (x + L * 0.02, r * 1.06)], z, KNURL, 12)
    parts += turned([(xt, r), (L * 0.4, r * 0.5)], z, "steel", 18)  # the short taper
    parts += turned([(L * 0.4, r * 0.5), (L * 0.44, r * 0.45), (L / 2, 0.0)], z, PUNCH_POINT, 18)
    return parts
