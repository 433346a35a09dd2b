"""The hacksaw, lying flat on its side, the blade along +x and the teeth towards -y.

Every builder follows ``drawn/__init__.py``: ``builder(L, name, acc, **style)`` -> parts.
"""

from __future__ import annotations

from .common import block, path, plate, turned

BLADE = (206, 210, 216)  # the bright hacksaw blade
TEETH = (90, 94, 100)  # its fine dark teeth


def hacksaw(L, acc) -> list:
    """Hacksaw: a long, shallow, rigid frame of square tube in the accent colour (a straight
    top bar and two short end posts, the blade's length about five times the frame's depth),
    a thin bright blade under tension along its bottom with fine teeth, a wing nut at the front
    post; at the back a closed pistol grip: a D-shaped loop running back and down from the
    frame, a thick black rubber hand grip in it, the hand hole open through it."""
    h, s = L * 0.15, L * 0.028  # the frame's depth (blade to top bar) and its bar's width
    xr, x1 = -L / 2 + L * 0.22, L / 2 - L * 0.03  # the rear and front posts
    tz = L * 0.03  # the frame's thickness
    parts = block(xr - s, x1 + s, h, h + s, 0.0, tz, acc)  # the top bar
    parts += block(x1, x1 + s, -L * 0.01, h, 0.0, tz, acc)  # the front post
    parts += block(xr - s, xr, -L * 0.01, h, 0.0, tz, acc)  # the rear post
    blade = [(xr, -L * 0.004), (x1, -L * 0.004), (x1, L * 0.022), (xr, L * 0.022)]
    parts += plate(blade, tz * 0.4, L * 0.002, BLADE)
    teeth = []
    n = 40
    for i in range(n):
        xa = xr + (x1 - xr) * i / n
        teeth += [(xa, -L * 0.004), (xa + (x1 - xr) * 0.5 / n, -L * 0.012)]
    teeth += [(x1, -L * 0.004), (x1, 0.0), (xr, 0.0)]
    parts += plate(teeth, tz * 0.4, L * 0.002, TEETH)
    parts += turned([(x1 + s, L * 0.012), (x1 + s + L * 0.02, L * 0.012)], tz / 2, "dark_steel", 8, y=0.0)
    parts += block(x1 + s + L * 0.012, x1 + s + L * 0.022, -L * 0.035, L * 0.035, tz * 0.1, tz * 0.9,
                   "dark_steel")  # the wing nut
    r = L * 0.02  # the loop of the pistol grip, closed round the hand hole
    top, back_top = (xr - s, h + s / 2), (-L / 2 + L * 0.1, h + s / 2)
    back_bot, front_bot = (-L / 2 + r, -L * 0.09), (xr - s, -L * 0.02)
    parts += path([(x, y, r) for x, y in (top, back_top)], r, acc)
    parts += path([(x, y, r) for x, y in (back_bot, (-L / 2 + L * 0.07, -L * 0.115), front_bot)], r, acc)
    parts += path([(x, y, r * 1.3) for x, y in (back_top, back_bot)], r * 1.3, "rubber", 12)
    return parts
