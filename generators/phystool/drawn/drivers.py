"""Pistol-grip tools that a camera above tells from a drill by their nose and fittings: the
cordless impact wrench, the drywall screw gun and the tire inflator, lying on their side.

Every builder follows ``drawn/__init__.py``: ``builder(L, name, acc, **style)`` -> parts.
None of them has a drill's chuck and bit.
"""

from __future__ import annotations

from .common import ball, block, cord, path, turned
from .instruments import screen
from .powered import pistol


def impact_wrench(L, name, acc):
    """Cordless impact wrench: a short body on a battery, a fat bare-metal hammer case wider
    than the body, and a bright square anvil with its detent pin and no chuck or bit."""
    r = L * 0.1
    z = r * 1.15
    parts, nx, _ = pistol(L, acc, r, L * 0.36, L * 0.3, z, True)
    parts += turned(
        [
            (nx - L * 0.02, r * 1.2),
            (nx + L * 0.1, r * 1.25),
            (nx + L * 0.17, r * 0.9),
            (nx + L * 0.2, r * 0.55),
        ],
        z,
        (92, 94, 100),
        18,
    )
    parts += turned([(nx + L * 0.2, r * 0.5), (nx + L * 0.215, r * 0.5)], z, "black_plastic", 14)
    a = r * 0.42  # the anvil's half side
    parts += block(nx + L * 0.215, nx + L * 0.3, -a, a, z - a, z + a, "chrome")
    parts += block(nx + L * 0.25, nx + L * 0.27, -a * 0.3, a * 0.3, z + a, z + a * 1.05, (30, 30, 30))
    return parts


def screw_gun(L, name, acc):
    """Drywall screw gun: a long body, a ribbed depth nosecone with a chrome locator sleeve and
    the bit's tip, a big steel belt hook standing off the back of the body; a battery
    (cordless) or a cord (corded)."""
    r = L * 0.085
    z = r * 1.1
    cordless = "cordless" in name
    parts, nx, yb = pistol(L, acc, r, L * 0.48, L * 0.28, z, cordless)
    if not cordless:
        parts += cord(-L / 2 + L * 0.14, yb - r * 0.3, L * 0.5, r * 0.12, r * 0.12)
    parts += turned([(nx, r * 0.8), (nx + L * 0.05, r * 0.62)], z, "black_plastic", 14)
    x = nx + L * 0.05
    for i in range(4):  # the depth-adjusting collar, ribbed
        parts += turned(
            [(x + L * 0.03 * i, r * 0.66), (x + L * 0.03 * i + L * 0.02, r * 0.66)], z, (70, 72, 76), 14
        )
        parts += turned(
            [(x + L * 0.03 * i + L * 0.02, r * 0.58), (x + L * 0.03 * (i + 1), r * 0.58)], z, (70, 72, 76), 14
        )
    x += L * 0.12
    parts += turned([(x, r * 0.5), (x + L * 0.07, r * 0.45)], z, "chrome", 14)
    parts += turned([(x + L * 0.07, r * 0.12), (x + L * 0.1, r * 0.1)], z, "dark_steel", 6)
    # the belt hook: a steel loop standing off the back of the body
    xb = -L / 2 + L * 0.06
    parts += path(
        [(xb, r * 0.7, z), (xb, r * 2.3, z), (xb + L * 0.24, r * 2.4, z), (xb + L * 0.26, r * 1.2, z)],
        r * 0.16,
        "chrome",
    )
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
