"""Watering on the ground: the oscillating sprinkler, standing on its sled base with its hose
inlet towards -x (the watering can, the hose nozzle and the wand are in ``liquids.py`` and
``garden.py``).

Every builder follows ``drawn/__init__.py``: ``builder(L, name, acc, **style)`` -> parts.
"""

from __future__ import annotations

from .common import bar, block, path, plate, rounded_rect, turned

SPRINKLER_GREEN = (46, 150, 66)  # the sled base's plastic
SPRINKLER_YELLOW = (238, 196, 36)  # the gear box at the inlet end
SPRINKLER_TUBE = (198, 202, 208)  # the bare aluminium spray tube
NOZZLE = (36, 36, 40)  # the rubber jets along it


def _tube_z(x, L):
    """The spray tube's centre height: it arches up over the middle of the base."""
    u = x / (L * 0.4)
    return L * 0.1 + L * 0.05 * (1 - u * u)


def oscillating_sprinkler(L, name, acc):
    """Oscillating sprinkler: a long green plastic sled base (two rails joined at the ends),
    and held above it end to end a bare aluminium spray tube arching up over the middle, a
    row of small black jets along its top (16 or 20, from the name); at the inlet end a
    yellow gear box on the base with a range dial on top and a hose coupling sticking out of
    its end; a bearing post at the far end."""
    n = 20 if "20" in name else 16
    w = L * 0.14  # the rails' half spacing
    parts = []
    for s in (-1, 1):  # the sled rails, and the cross pieces that join them at the ends
        z = L * 0.018
        rail = [(-L * 0.38, s * w, z), (0.0, s * w * 1.15, z), (L * 0.45, s * w, z)]
        parts += path(rail, z, SPRINKLER_GREEN)
    for x in (-L * 0.3, L * 0.42):
        parts += bar([x, -w, L * 0.018], [x, w, L * 0.018], L * 0.018, SPRINKLER_GREEN)
    # the far end's bearing post holding the tube's end
    xf = L * 0.42
    zf = _tube_z(L * 0.4, L) + L * 0.02
    parts += block(xf - L * 0.025, xf + L * 0.025, -L * 0.03, L * 0.03, L * 0.01, zf, SPRINKLER_GREEN)
    # the spray tube: an arch of aluminium from the gear box to the far post, jets along its top
    xs = [-L * 0.3 + i * L * 0.7 / 12 for i in range(13)]
    parts += path([(x, 0.0, _tube_z(x, L)) for x in xs], L * 0.022, SPRINKLER_TUBE, 14)
    for i in range(n):
        x = -L * 0.25 + i * L * 0.6 / (n - 1)
        z = _tube_z(x, L) + L * 0.018
        parts += turned([(z, L * 0.009), (z + L * 0.022, L * 0.007)], 0.0, NOZZLE, 10, axis="z", x=x)
    # the gear box at the inlet end, its range dial, and the hose coupling out of its end
    zb = _tube_z(-L * 0.3, L) + L * 0.05
    parts += plate(rounded_rect(-L * 0.44, -L * 0.26, -w * 0.8, w * 0.8, L * 0.03), L * 0.01, zb - L * 0.01,
                   SPRINKLER_YELLOW)
    parts += turned([(zb, L * 0.045), (zb + L * 0.02, L * 0.04)], 0.0, SPRINKLER_GREEN, 20, axis="z",
                    x=-L * 0.35)
    parts += block(-L * 0.352, -L * 0.348, -L * 0.04, L * 0.04, zb + L * 0.02, zb + L * 0.03, "white")
    zc = L * 0.06
    parts += turned([(-L / 2, L * 0.03), (-L * 0.46, L * 0.03), (-L * 0.44, L * 0.022)], zc, "brass", 16)
    return parts
