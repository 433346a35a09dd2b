"""The trigger spray bottle lying on its side: a translucent blue plastic bottle showing the
cleaner inside and a white dip tube, under a white trigger sprayer head.

Every builder follows ``drawn/__init__.py``: ``builder(L, name, acc, **style)`` -> parts.
"""

from __future__ import annotations

from .common import bar, plate, turned

SPRAY_LIQUID = (64, 156, 232)  # the blue cleaner seen through the bottle
SPRAY_PLASTIC = (185, 222, 240)  # the pale clear plastic above the liquid (the shoulder)
SPRAY_HEAD = (240, 240, 236)  # the white trigger sprayer
SPRAY_TUBE = (250, 250, 250)  # the dip tube seen through the bottle
SPRAY_NOZZLE = (220, 40, 40)  # the red nozzle cap


def spray_bottle(L, name, acc) -> list:
    """On its side along +x, as a bottle stood up and tipped over: a round bottle from its base
    (-x) to a shoulder and neck, light blue with the cleaner up to the shoulder, pale clear
    plastic above it; a white dip tube runs along the top inside it from the neck to the base;
    a ribbed white screw collar, then the trigger head: a white shroud reaching sideways (-y)
    from over the neck to a red nozzle cap pointing out, and from under the nozzle a
    pistol-like white trigger curving back along the bottle."""
    R = L * 0.13
    xn = -L * 0.04  # the shoulder
    parts = turned([(-L / 2, R * 0.92), (-L / 2 + L * 0.02, R), (xn - L * 0.08, R)], R, SPRAY_LIQUID, 24)
    parts += turned([(xn - L * 0.08, R), (xn, R * 0.9), (xn + L * 0.05, R * 0.45), (xn + L * 0.07, R * 0.42)],
                    R, SPRAY_PLASTIC, 24)
    parts += bar([-L / 2 + L * 0.03, R * 0.3, R * 1.95], [xn - L * 0.08, R * 0.3, R * 1.95], L * 0.009,
                 SPRAY_TUBE, 8)  # the dip tube, seen through the top of the bottle
    xc = xn + L * 0.07
    for i in range(4):  # the ribbed screw collar
        a = xc + L * 0.02 * i
        parts += turned([(a, R * 0.6), (a + L * 0.012, R * 0.6), (a + L * 0.02, R * 0.54)], R, SPRAY_HEAD, 16)
    xh = xc + L * 0.08  # the head, from the collar to its top (+x)
    top = L / 2
    shroud = [(xh, R * 0.55), (top - L * 0.05, R * 0.6), (top, R * 0.35), (top - L * 0.02, -R * 0.6),
              (xh + L * 0.12, -R * 1.75), (xh, -R * 1.75), (xh, -R * 0.6)]
    parts += plate(shroud, R * 0.45, R * 1.1, SPRAY_HEAD)
    parts += plate([(xh + L * 0.01, -R * 1.75), (xh + L * 0.1, -R * 1.75), (xh + L * 0.1, -R * 2.0),
                    (xh + L * 0.01, -R * 2.0)], R * 0.55, R * 0.9, SPRAY_NOZZLE)  # the nozzle cap
    # the trigger: a curved finger lever from under the nozzle back along the bottle's side
    trig = [(xh + L * 0.01, -R * 1.2), (xh + L * 0.01, -R * 1.65), (xh - L * 0.06, -R * 1.62),
            (xh - L * 0.12, -R * 1.5), (xh - L * 0.15, -R * 1.3), (xh - L * 0.13, -R * 1.18),
            (xh - L * 0.07, -R * 1.3), (xh - L * 0.03, -R * 1.25)]
    parts += plate(trig, R * 0.6, R * 0.8, SPRAY_HEAD)
    return parts
