"""The three wheel-nut wrenches of a car kit, each drawn as its own kind: the cross lug wrench
(two straight bars crossed and welded, four sockets of four sizes at the ends), the tire iron
(a black bar bent into a short socket leg, its far end flattened into a bright tapered pry
tip) and the telescoping lug wrench (a thinner chrome tube drawn out of a black gripped tube,
a double-ended socket of two sizes swivelled square across its end).

Every builder follows ``drawn/__init__.py``: ``builder(L, name, acc, **style)`` -> parts.
"""

from __future__ import annotations

from .common import ball, bar, block, plate, turned

# the dark hexagonal opening inside a socket's mouth
SOCKET_MOUTH = "rubber"


def _socket_along(c0: float, c1: float, r: float, z: float, axis: str, neck: float = 0.0,
                  x: float = 0.0) -> list:
    """A chrome socket on ``axis`` (x, through y = 0; or y, through x) from its drive end c0
    to its mouth c1, at height z: a neck of radius ``neck`` flaring into the barrel, a bright
    rim round a dark hexagonal opening at the mouth."""
    s = 1 if c1 > c0 else -1
    n = abs(c1 - c0)
    prof = [(c0, neck or r * 0.8)]
    if neck:
        prof.append((c0 + s * n * 0.18, r * 0.92))
    prof += [(c0 + s * n * 0.3, r), (c1, r)]
    parts = turned(sorted(prof), z, "chrome", 20, axis=axis, x=x)
    mouth = sorted([(c1 - s * 0.002, r * 0.7), (c1 + s * 0.0015, r * 0.7)])
    parts += turned(mouth, z, SOCKET_MOUTH, 6, axis=axis, x=x)
    return parts


def lug_wrench(L, name, acc, kind="cross"):
    """Cross, tire iron or telescoping (see the module docstring)."""
    if kind == "cross":
        return _cross(L)
    if kind == "iron":
        return _tire_iron(L)
    return _telescoping(L)


def _cross(L):
    """Two long straight black bars crossed at right angles, welded at the centre under a
    square boss; a chrome socket at each end, its neck flaring from the bar, the four of four
    clearly different sizes (17, 19, 21 and 23 mm nuts), each with its hexagonal mouth."""
    r = L * 0.021
    radii = (L * 0.031, L * 0.037, L * 0.044, L * 0.052)
    z = max(radii)
    a = L / 2
    sl = L * 0.12  # a socket's length
    parts = bar([-a + sl * 0.5, 0, z], [a - sl * 0.5, 0, z], r, "dark_steel", 14)
    parts += bar([0, -a + sl * 0.5, z], [0, a - sl * 0.5, z], r, "dark_steel", 14)
    d = r * 1.9  # the welded centre boss
    parts += block(-d, d, -d, d, z - r * 1.25, z + r * 1.25, "dark_steel")
    parts += _socket_along(a - sl, a, radii[0], z, "x", neck=r)
    parts += _socket_along(-a + sl, -a, radii[2], z, "x", neck=r)
    parts += _socket_along(a - sl, a, radii[1], z, "y", neck=r)
    parts += _socket_along(-a + sl, -a, radii[3], z, "y", neck=r)
    return parts


def _tire_iron(L):
    """The car-kit tire iron: a black painted bar bent at a right angle near one end into a
    short leg ending in a big chrome socket; the long leg's far end flattened into a bright,
    tapered pry tip (the hubcap lever) over twice the bar's width. No grip sleeve."""
    r = L * 0.024
    sr = L * 0.06
    z = sr
    ex = L / 2 - sr
    x_tip = -L / 2 + L * 0.15  # where the bar is flattened into the pry tip
    parts = bar([x_tip + L * 0.01, 0, z], [ex, 0, z], r, "black_plastic", 14)
    parts += ball([ex, 0, z], r * 1.05, "black_plastic")
    parts += bar([ex, 0, z], [ex, L * 0.06, z], r, "black_plastic", 14)
    parts += _socket_along(L * 0.05, L * 0.2, sr, z, "y", neck=r * 1.2, x=ex)
    # the pry tip: a flattened blade, from the bar's width at its root to over twice it at the
    # end, thinning to a chisel edge (drawn as two stacked flat plates, the top one shorter)
    w0, w1 = r * 1.1, r * 2.6
    x0, x1 = -L / 2, x_tip + L * 0.015
    parts += _blade(x0, x1, w1, w0, z - r * 0.55, r * 0.55)
    parts += _blade(x0 + L * 0.04, x1, w1 * 0.85, w0, z, r * 0.4)
    return parts


def _blade(x0, x1, w_tip, w_root, z0, t):
    """A flat steel plate from x0 (w_tip either side of the axis) to x1 (w_root)."""
    return plate([(x0, -w_tip), (x1, -w_root), (x1, w_root), (x0, w_tip)], z0, t, "steel")


def _telescoping(L):
    """An extendable lug wrench: a black outer tube with a ribbed rubber grip at the butt, a
    red lock collar at its mouth, a visibly thinner chrome inner tube drawn out of it, and at
    that tube's end a swivel yoke holding a double-ended socket (two sizes back to back)
    square across the handle."""
    ro = L * 0.026
    ri = ro * 0.62
    sa, sb = L * 0.042, L * 0.032  # the double socket's two ends
    z = sa
    x_joint = -L * 0.03  # where the inner tube comes out of the outer one
    hx = L / 2 - sa  # the double socket's axis
    parts = turned([(-L / 2 + L * 0.01, ro), (x_joint, ro)], z, "black_plastic", 16)  # the outer tube
    for k in range(6):  # the ribbed rubber grip
        x0 = -L / 2 + k * L * 0.033
        parts += turned([(x0, ro * 1.28), (x0 + L * 0.025, ro * 1.28)], z, "rubber", 16)
        parts += turned([(x0 + L * 0.024, ro * 1.12), (x0 + L * 0.034, ro * 1.12)], z, "rubber", 16)
    parts += turned([(x_joint - L * 0.04, ro * 1.35), (x_joint, ro * 1.3)], z, "red", 16)  # lock collar
    parts += turned([(x_joint - 0.002, ri), (hx - sa * 0.9, ri)], z, "chrome", 14)  # the inner tube
    # the swivel: a yoke's two cheeks above and below the socket's middle, a pin through them
    yl = hx - sa * 1.3
    for z0, z1 in ((z + sb * 0.7, z + sb * 1.15), (z - sb * 1.15, z - sb * 0.7)):
        parts += block(yl, hx + sb * 0.5, -sb * 0.55, sb * 0.55, max(z0, 0.0), z1, "dark_steel")
    parts += block(yl - sa * 0.2, yl + sa * 0.2, -sb * 0.55, sb * 0.55, z - sb * 1.15, z + sb * 1.15,
                   "dark_steel")
    parts += turned([(z - sb * 1.25, sb * 0.3), (z + sb * 1.25, sb * 0.3)], 0.0, "steel", 10, axis="z", x=hx)
    # the double-ended socket, along y across the handle's end: the big end one way, the small
    # end the other, a hexagonal mouth at each
    parts += _socket_along(-L * 0.005, L * 0.12, sa, z, "y", neck=sb * 0.95, x=hx)
    parts += _socket_along(L * 0.005, -L * 0.1, sb, z, "y", neck=sb * 0.95, x=hx)
    return parts
