"""Crop spraying carried on the back: the backpack (knapsack) sprayer, a flat tank laid on its
front with two padded shoulder straps arching along its back, a pump lever down its side and a
long spray wand on a hose lying beside it (the pump sprayer is a round tank standing up, with a
T-handle pump on top and no straps).
"""

from __future__ import annotations

from .common import bar, block, grip, path, plate, rounded_rect, turned

BACKPACK_TANK = (236, 232, 214)  # a backpack sprayer's translucent cream polyethylene tank
BACKPACK_LID = (206, 40, 32)  # its wide red filler lid
BACKPACK_STRAP = (30, 30, 34)  # the black padded shoulder straps, base and lever
BACKPACK_BATTERY = (70, 150, 60)  # the battery model's green pump housing


def backpack_sprayer(L, name, acc):
    """Backpack sprayer laid down on its front, as one is put down to be filled: a flat cream
    tank (a rucksack's outline, taller than wide, wider than deep) with a black foot band at
    its bottom end and a wide red filler lid on its top shoulder, two black padded shoulder
    straps arching along its back from shoulder to foot, a black pump lever along its side
    from a pivot at the foot to a cross grip (the battery model has a green pump housing on
    its side instead), and a black hose from the foot to a long spray wand lying beside it: a
    black shut-off grip with a trigger, a steel tube longer than the tank and a brass nozzle."""
    battery = "battery" in name
    H, W, D = L * 0.56, L * 0.4, L * 0.18  # the tank: tall (along x), wide (y), deep (z)
    x0 = -L / 2 + L * 0.02  # the tank's foot
    x1 = x0 + H  # its top shoulder
    y0, y1 = -W / 2 + L * 0.06, W / 2 + L * 0.06  # it lies off the wand's side
    yc = (y0 + y1) / 2
    parts = plate(rounded_rect(x0, x1, y0, y1, L * 0.07, 5), 0.0, D, BACKPACK_TANK)
    parts += block(x0 - L * 0.02, x0 + L * 0.06, y0 - L * 0.01, y1 + L * 0.01, 0.0, D + L * 0.01,
                   BACKPACK_STRAP)  # the foot band
    # the shoulder: a neck at the top end carrying the wide red lid
    parts += turned([(x1 - L * 0.01, L * 0.07), (x1 + L * 0.02, L * 0.07)], D / 2, BACKPACK_TANK, 20, y=yc)
    parts += turned([(x1 + L * 0.02, L * 0.085), (x1 + L * 0.06, L * 0.085), (x1 + L * 0.07, L * 0.07)],
                    D / 2, BACKPACK_LID, 24, y=yc)
    # two padded shoulder straps arching along the back (up), shoulder to foot
    for sy in (yc - W * 0.24, yc + W * 0.24):
        parts += path(
            [(x1 - L * 0.06, sy, D - L * 0.01), (x1 - L * 0.14, sy, D + L * 0.06),
             (x0 + H * 0.45, sy, D + L * 0.08), (x0 + H * 0.2, sy, D + L * 0.05), (x0 + L * 0.07, sy, D)],
            L * 0.026, BACKPACK_STRAP, sections=10)
        parts += block(x1 - L * 0.09, x1 - L * 0.04, sy - L * 0.03, sy + L * 0.03, D - L * 0.01,
                       D + L * 0.015, BACKPACK_STRAP)  # its anchor on the shoulder
    # the pump lever along the far side, pivoting at the foot, with a cross grip at its end
    ly = y1 + L * 0.035
    parts += bar([x0 + L * 0.02, y1 - L * 0.02, D * 0.5], [x0 + L * 0.02, ly + L * 0.01, D * 0.5], L * 0.018,
                 BACKPACK_STRAP)
    parts += path([(x0 + L * 0.02, ly, D * 0.5), (x0 + H * 0.5, ly + L * 0.02, D * 0.45),
                   (x1 - L * 0.02, ly + L * 0.05, D * 0.4)], L * 0.013, BACKPACK_STRAP, sections=10)
    parts += bar([x1 - L * 0.02, ly + L * 0.05, D * 0.4], [x1 - L * 0.02, ly + L * 0.15, D * 0.4], L * 0.02,
                 BACKPACK_STRAP)
    if battery:
        parts += block(x0 + H * 0.2, x0 + H * 0.6, y1, y1 + L * 0.05, 0.0, D * 0.8, BACKPACK_BATTERY)
    # the hose from the foot to the wand lying beside the tank
    wy, wz = y0 - L * 0.08, L * 0.02
    g0, g1 = x0 + L * 0.06, x0 + L * 0.2  # the shut-off grip
    hr = L * 0.011
    parts += path([(x0 - L * 0.01, y0 + L * 0.06, D * 0.5), (x0 - L * 0.04, y0 + L * 0.02, hr),
                   (x0 - L * 0.03, wy + L * 0.01, hr), (g0, wy, wz)], hr, BACKPACK_STRAP, sections=8)
    parts += grip(g0, g1, L * 0.022, wz, BACKPACK_STRAP)
    trigger = [(g0 + L * 0.03, wy - L * 0.018), (g1 - L * 0.03, wy - L * 0.018),
               (g1 - L * 0.05, wy - L * 0.06), (g0 + L * 0.05, wy - L * 0.05)]
    parts += plate(trigger, wz - L * 0.008, L * 0.016, BACKPACK_STRAP)
    parts += turned([(g1, L * 0.008), (L / 2 - L * 0.045, L * 0.008)], wz, "steel", 10, y=wy)
    parts += turned([(L / 2 - L * 0.045, L * 0.015), (L / 2 - L * 0.012, L * 0.018), (L / 2, L * 0.012)], wz,
                    "brass", 12, y=wy)
    return parts
