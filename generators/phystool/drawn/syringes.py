"""Syringes and dosing guns, lying flat along +x: the disposable, dosing and livestock
syringes, the automatic vaccinator and the drench gun.

Every builder follows ``drawn/__init__.py``: ``builder(L, name, acc, **style)`` -> parts.
"""

from __future__ import annotations

from ..parts import ring
from ..shapes import curve_path
from .common import block, path, plate, turned


def syringe(L, name, acc, kind="disposable"):
    """Syringes: disposable (a clear barrel with graduations, a plunger, a needle with a
    coloured hub), dosing (a large oral syringe, no needle, a purple plunger), livestock
    syringe (a steel-and-glass reusable syringe with finger rings), automatic vaccinator
    (``_vaccinator``), drench gun (its own builder, ``drench_gun``)."""
    r = L * 0.06
    if kind == "vaccinator":
        return _vaccinator(L, acc)
    barrel = (225, 235, 240)
    if kind == "livestock":
        parts = turned([(-L * 0.2, r), (L * 0.25, r)], r, (210, 230, 235), 16)
        parts += turned([(-L * 0.22, r * 1.1), (-L * 0.18, r * 1.1)], r, "chrome", 16)
        parts += turned([(L * 0.22, r * 1.1), (L * 0.3, r * 0.5)], r, "chrome", 16)
        parts += turned([(L * 0.3, r * 0.08), (L / 2, r * 0.06)], r, "steel", 6)
        parts += turned([(-L / 2, r * 0.15), (-L * 0.2, r * 0.15)], r, "chrome", 8)
        for s in (-1, 1):
            parts.append((ring([-L * 0.2, s * r * 2.2, r], r * 0.9, r * 0.55, r * 0.3), "chrome"))
        return parts
    if kind == "dosing":
        r = L * 0.08
        parts = turned([(-L * 0.3, r), (L * 0.35, r), (L * 0.42, r * 0.4), (L / 2, r * 0.3)], r, barrel, 18)
        parts += turned([(-L / 2, r * 0.5), (-L * 0.3, r * 0.5)], r, (120, 60, 160), 12)
        parts += turned([(-L / 2 - 0.002, r * 1.1), (-L / 2, r * 1.1)], r, (120, 60, 160), 12)
        return parts
    parts = turned([(-L * 0.3, r), (L * 0.2, r), (L * 0.25, r * 0.4)], r, barrel, 16)
    for i in range(8):
        x = -L * 0.25 + i * L * 0.055
        parts += block(x, x + L * 0.004, -r * 0.2, r * 0.2, r * 1.98, r * 2.02, (40, 40, 40))
    parts += turned([(-L * 0.32, r * 1.6), (-L * 0.3, r * 1.6)], r, barrel, 16)
    parts += turned([(-L / 2, r * 0.7), (-L * 0.32, r * 0.25)], r, "white", 10)
    parts += turned([(L * 0.25, r * 0.3), (L * 0.3, r * 0.3)], r, acc, 10)
    parts += turned([(L * 0.3, r * 0.05), (L / 2, r * 0.04)], r, "steel", 6)
    return parts


def _vaccinator(L, acc) -> list:
    """Automatic vaccinator lying on its side: a clear graduated dose barrel with chrome caps,
    a knurled dose knob on a threaded rod at the back, a short needle with a coloured hub at
    the front, a pistol grip in the brand's colour with a chrome squeeze lever before it, and
    an upturned amber vaccine vial (white label, red cap) plugged into a mount on top of the
    barrel (the drench gun has a nozzle and a feed tube to a pack instead)."""
    r = L * 0.06
    z = r * 1.25
    parts = turned([(-L * 0.17, r), (L * 0.12, r)], z, "glass", 16)
    for i in range(7):
        x = -L * 0.12 + i * L * 0.035
        parts += block(x, x + L * 0.005, -r * 0.9, -r * 0.3, z + r * 0.9, z + r * 1.02, (30, 30, 30))
    parts += turned([(-L * 0.2, r * 1.15), (-L * 0.17, r * 1.15)], z, "chrome", 16)
    parts += turned([(L * 0.12, r * 1.15), (L * 0.16, r * 1.1), (L * 0.22, r * 0.4)], z, "chrome", 16)
    parts += turned([(L * 0.22, r * 0.35), (L * 0.27, r * 0.35)], z, acc, 10)
    parts += turned([(L * 0.27, r * 0.06), (L / 2, r * 0.05)], z, "steel", 6)
    parts += turned([(-L * 0.36, r * 0.25), (-L * 0.2, r * 0.25)], z, "chrome", 8)
    parts += turned([(-L / 2, r * 0.8), (-L * 0.36, r * 0.8)], z, "black_plastic", 12)
    grip = [
        (-L * 0.2, -r * 0.6),
        (-L * 0.06, -r * 0.6),
        (-L * 0.14, -L * 0.36),
        (-L * 0.3, -L * 0.36),
        (-L * 0.27, -L * 0.1),
    ]
    parts += plate(grip, z - r * 0.7, r * 1.4, acc)
    lever = [(-L * 0.03, -r * 0.7), (L * 0.03, -r * 0.7), (-L * 0.06, -L * 0.33), (-L * 0.11, -L * 0.33)]
    parts += plate(lever, z - r * 0.5, r, "chrome")
    # the vial mount and the upturned vial, lying across the barrel's top
    parts += turned([(r * 0.8, r * 0.45), (r * 1.6, r * 0.45)], z, "glass", 12, axis="y", x=L * 0.04)
    parts += turned([(r * 1.6, r * 0.75), (r * 2.1, r * 0.75)], z, (200, 40, 40), 14, axis="y", x=L * 0.04)
    parts += turned(
        [(r * 2.1, r * 0.6), (r * 2.4, r * 0.6), (r * 2.8, L * 0.075), (L * 0.38, L * 0.075)],
        z,
        (160, 90, 35),
        16,
        axis="y",
        x=L * 0.04,
    )
    parts += turned([(L * 0.22, L * 0.078), (L * 0.32, L * 0.078)], z, "white", 16, axis="y", x=L * 0.04)
    return parts


def drench_gun(L, name, acc):
    """Drench gun: a chrome pistol grip and trigger under a short clear dose barrel with a
    graduated scale, a long steel nozzle curving at its tip, and a clear feed tube from the
    back of the barrel looping to a white drench pack (a flat bottle with a blue cap)."""
    g, ox = L * 0.62, L * 0.1  # the gun is most of the tool's length, the pack beside it
    r = g * 0.07
    z = r * 1.2
    parts = turned([(ox - g * 0.2, r), (ox + g * 0.2, r)], z, (230, 232, 238), 16)
    for i in range(6):
        x = ox - g * 0.15 + i * g * 0.06
        parts += block(x, x + g * 0.008, -r * 0.3, r * 0.3, r * 2.15, r * 2.24, (40, 40, 40))
    parts += plate(
        [(ox - g * 0.2, -r), (ox - g * 0.05, -r), (ox - g * 0.2, -g * 0.35), (ox - g * 0.35, -g * 0.33)],
        r * 0.6,
        r * 1.2,
        "chrome",
    )
    parts += plate(
        [(ox - g * 0.02, -r), (ox + g * 0.05, -r), (ox - g * 0.12, -g * 0.3), (ox - g * 0.18, -g * 0.28)],
        r * 0.7,
        r,
        "chrome",
    )
    parts += turned([(ox + g * 0.2, r * 0.7), (ox + g * 0.26, r * 0.35)], z, "chrome", 12)
    nozzle = [(ox + g * 0.26, 0.0), (L * 0.34, 0.0), (L * 0.44, -L * 0.03), (L / 2, -L * 0.1)]
    parts += path(curve_path(nozzle, z, 6), r * 0.3, "chrome")
    parts += turned([(ox - g * 0.27, r * 0.9), (ox - g * 0.2, r * 0.9)], z, "chrome", 12)
    tube = [(ox - g * 0.27, 0.0), (-L * 0.15, L * 0.05), (-L * 0.22, L * 0.2), (-L * 0.29, L * 0.3)]
    parts += path(curve_path(tube, r * 0.5, 6), r * 0.45, (170, 205, 225))
    pack = [(-L / 2, L * 0.16), (-L * 0.4, L * 0.16), (-L * 0.33, L * 0.24), (-L * 0.33, L * 0.36)]
    pack += [(-L * 0.4, L * 0.44), (-L / 2, L * 0.44)]
    parts += plate(pack, 0.0, L * 0.08, (236, 236, 228))
    parts += turned([(-L * 0.34, L * 0.035), (-L * 0.28, L * 0.035)], L * 0.04, (40, 90, 170), 16, y=L * 0.3)
    return parts
