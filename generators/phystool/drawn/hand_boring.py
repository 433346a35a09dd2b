"""Boring by hand: the gimlet, lying flat, its screw point towards +x.

Every builder follows ``drawn/__init__.py``: ``builder(L, name, acc, **style)`` -> parts.
"""

from __future__ import annotations

import math

from .common import helix, path, turned

GIMLET_WOOD = (214, 170, 112)  # a gimlet's pale beech crossbar handle
GIMLET_STEEL = (176, 180, 188)  # its bright steel shank and twisted flutes
GIMLET_CORE = (92, 96, 104)  # the dark core between the flutes, which shows the twist


def gimlet(L, name, acc):
    """Gimlet lying flat: a fat pale wooden crossbar handle across the butt, wide (over half
    the length) and swelling in the middle like a bobbin, and running out of its middle a
    straight steel shank, twisted into a bright spiral flute over its front half that ends
    in a tapered screw point with fine threads (a T-handle hex key is a bent bar with a
    plastic T; an awl's blade is plain; a corkscrew's spiral is open wire)."""
    hr = L * 0.075  # the crossbar's radius at its middle
    xh = -L / 2 + hr
    z = hr
    half = L * 0.31
    parts = turned(
        [
            (-half, hr * 0.62),
            (-half + L * 0.02, hr * 0.72),
            (-L * 0.08, hr * 0.92),
            (0.0, hr),
            (L * 0.08, hr * 0.92),
            (half - L * 0.02, hr * 0.72),
            (half, hr * 0.62),
        ],
        z,
        GIMLET_WOOD,
        16,
        axis="y",
        x=xh,
    )
    r = L * 0.022  # the shank's radius
    x0, x1, x2 = xh + hr * 0.8, -L * 0.06, L * 0.3  # shank, flutes, screw point
    parts += turned([(x0, r), (x1, r)], z, GIMLET_STEEL, 14)
    parts += turned([(x1 - 0.0005, r * 0.8), (x2, r * 0.8)], z, GIMLET_CORE, 12)
    for k in range(2):  # two flutes twisted round the solid shank
        flute = helix(x1, x2, r * 0.5, r * 1.1, 2.5, L * 0.045, z)
        if k:
            flute.apply_transform([[1, 0, 0, 0], [0, -1, 0, 0], [0, 0, -1, 2 * z], [0, 0, 0, 1]])
        parts.append((flute, GIMLET_STEEL))
    # the screw point: a tapered core with a fine thread running round it to the tip
    parts += turned([(x2 - 0.0005, r * 0.75), (L / 2, 0.0)], z, GIMLET_CORE, 12)
    n, turns = 60, 5.0
    pts = []
    for i in range(n + 1):
        f = i / n
        a = 2 * math.pi * turns * f
        rr = r * (0.95 * (1 - f) + 0.12)
        pts.append((x2 + (L / 2 - x2 - L * 0.01) * f, rr * math.cos(a), z + rr * math.sin(a)))
    parts += path(pts, L * 0.005, GIMLET_STEEL, 6)
    return parts
