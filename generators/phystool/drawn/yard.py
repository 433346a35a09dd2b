"""Powered yard tools for the patio, the path and the lawn: the leaf blower (a fat straight
blow tube out of a fan housing under a loop handle) and the pressure washer (an upright unit
on wheels, its black hose running out to a trigger gun and a long steel lance on the ground).

Every builder follows ``drawn/__init__.py``: ``builder(L, name, acc, **style)`` -> parts.
"""

from __future__ import annotations

import math

import trimesh

from ..parts import ring, torus
from .common import bar, block, path, plate, rounded_rect, turned

BLOWER_BODY = {"corded": (232, 104, 22), "40v": (120, 186, 48)}  # the housing and the blow tube
BLOWER_GRILLE = (34, 34, 38)  # the round air intake on each side of the fan housing
BLOWER_NOZZLE = (26, 26, 28)  # the flattened black nozzle at the tube's mouth

WASHER_BODY = (246, 200, 18)  # an electric pressure washer's yellow plastic body
WASHER_DARK = (36, 36, 40)  # its black base, wheels, reel and handle
WASHER_HOSE = (20, 20, 22)  # the black high-pressure hose
LANCE_STEEL = (196, 200, 206)  # the gun's long steel lance
WASHER_TIP = (232, 40, 36)  # the red quick-connect nozzle tip at the lance's end


def leaf_blower(L, name, acc):
    """Handheld leaf blower standing on its feet: at the back a fan housing (a round volute
    seen from the side, a black round air intake grille on each side) under a loop handle
    with a black grip and trigger, and out of its lower front a long fat straight blow tube
    (about 0.55 L long, 0.09 L across, in the housing's colour) tapering to a flattened black
    nozzle. A cordless one carries a black battery behind the handle, a corded one a cord
    stub (a string trimmer is a thin shaft with a spool head; a heat gun is a short pistol)."""
    body = BLOWER_BODY["corded" if "corded" in name else "40v"]
    rt = L * 0.045  # the blow tube at the housing
    x_t0, x_t1 = -L * 0.1, L / 2 - L * 0.07  # the tube and the nozzle after it
    parts = turned([(x_t0, rt * 1.05), (x_t0 + L * 0.05, rt), (x_t1, rt * 0.82)], rt * 1.05, body, 20)
    # the nozzle: a black flattened mouth (wider than tall)
    parts += turned(
        [(x_t1 - L * 0.01, rt * 0.86), (x_t1 + L * 0.015, rt * 0.86)], rt * 1.05, BLOWER_NOZZLE, 20
    )
    parts += block(x_t1 + L * 0.01, L / 2, -rt * 1.0, rt * 1.0, rt * 0.62, rt * 1.48, BLOWER_NOZZLE)
    # the fan housing: a round volute about the y axis, its intake grilles on the sides
    Rf = L * 0.12
    xf, zf = -L * 0.3, Rf
    hw = L * 0.075
    parts += turned([(-hw, Rf), (hw, Rf)], zf, body, 28, axis="y", x=xf)
    for s in (1, -1):
        parts += turned(
            [(s * hw * 0.98, Rf * 0.72), (s * (hw + L * 0.008), Rf * 0.7)],
            zf,
            BLOWER_GRILLE,
            24,
            axis="y",
            x=xf,
        )
        for rr in (0.48, 0.25):  # the grille's rings
            parts += [
                (
                    ring([xf, s * (hw + L * 0.008), zf], Rf * rr, Rf * rr - L * 0.008, L * 0.006, axis="y"),
                    body,
                )
            ]
    # the neck from the housing to the tube, and the motor body behind the fan
    parts += block(xf, x_t0 + L * 0.02, -hw * 0.8, hw * 0.8, 0.0, rt * 2.0, body)
    parts += plate(rounded_rect(-L / 2, xf, -hw * 0.75, hw * 0.75, hw * 0.5), 0.0, Rf * 1.5, body)
    # the loop handle over the housing, its black grip and trigger
    zt = Rf * 2 + L * 0.09
    loop = [
        (x_t0 + L * 0.02, 0.0, rt * 1.8),
        (xf + L * 0.1, 0.0, zt),
        (xf - L * 0.06, 0.0, zt),
        (-L / 2 + L * 0.06, 0.0, Rf * 1.45),
    ]
    parts += path(loop, L * 0.017, body, sections=12)
    parts += turned([(xf - L * 0.05, L * 0.024), (xf + L * 0.09, L * 0.024)], zt, "rubber", 14)
    parts += block(xf + L * 0.01, xf + L * 0.05, -L * 0.008, L * 0.008, zt - L * 0.05, zt, BLOWER_NOZZLE)
    parts += path([(xf + L * 0.09, 0.0, zt), (xf + L * 0.11, 0.0, Rf * 2)], L * 0.012, body)
    if "corded" in name:  # a short cord stub and plug out of the back
        parts += path(
            [
                (-L / 2 + L * 0.01, 0.0, L * 0.05),
                (-L / 2 - L * 0.02, L * 0.05, L * 0.012),
                (-L / 2 + L * 0.03, L * 0.12, L * 0.012),
            ],
            L * 0.008,
            "black_plastic",
        )
        parts += block(
            -L / 2 + L * 0.03, -L / 2 + L * 0.07, L * 0.1, L * 0.14, 0.0, L * 0.03, "black_plastic"
        )
    else:  # the slide-on battery behind the handle
        parts += block(
            -L / 2, xf - L * 0.02, -hw * 0.6, hw * 0.6, Rf * 1.5, Rf * 1.5 + L * 0.06, BLOWER_NOZZLE
        )
    return parts


def pressure_washer(L, name, acc):
    """Electric pressure washer standing upright (L is its height with the handle up): a
    yellow plastic body on a black base, two black wheels at the back, a black handle rising
    behind to a cross grip, a black hose reel on its front with the hose wound on it; the
    black high-pressure hose runs from the reel out over the ground to the trigger gun (a
    black pistol grip) and its long bright steel lance lying on the ground in front, a red
    quick-connect nozzle tip at the lance's end (a shop vacuum is a drum with a flexible hose
    and a wide floor nozzle; a paint sprayer is a gun with a cup)."""
    d, w = L * 0.34, L * 0.36  # the body's depth (x) and width (y)
    x0 = -d / 2
    parts = plate(rounded_rect(x0 - L * 0.02, d / 2, -w / 2, w / 2, L * 0.04), 0.0, L * 0.07, WASHER_DARK)
    parts += plate(
        rounded_rect(x0, d / 2 - L * 0.02, -w / 2 + L * 0.02, w / 2 - L * 0.02, L * 0.07),
        L * 0.07,
        L * 0.5,
        WASHER_BODY,
    )
    parts += plate(
        rounded_rect(x0 + L * 0.03, d / 2 - L * 0.06, -w / 2 + L * 0.05, w / 2 - L * 0.05, L * 0.05),
        L * 0.57,
        L * 0.03,
        WASHER_BODY,
    )
    # the wheels at the back corners
    rw = L * 0.085
    for s in (1, -1):
        parts += turned(
            [(s * w / 2, rw), (s * (w / 2 + L * 0.05), rw)], rw, WASHER_DARK, 20, axis="y", x=x0 + L * 0.02
        )
    # the handle: two uprights behind the body and a cross grip at the top
    for s in (1, -1):
        parts += bar(
            [x0 - L * 0.01, s * w * 0.36, L * 0.1],
            [x0 - L * 0.05, s * w * 0.36, L * 0.965],
            L * 0.018,
            WASHER_DARK,
        )
    parts += bar(
        [x0 - L * 0.05, -w * 0.4, L * 0.965], [x0 - L * 0.05, w * 0.4, L * 0.965], L * 0.03, WASHER_DARK
    )
    # the hose reel on the front with its crank, the hose wound on it
    xr, zr, Rr = d / 2 - L * 0.02, L * 0.36, L * 0.12
    parts += turned(
        [
            (xr, Rr),
            (xr + L * 0.015, Rr),
            (xr + L * 0.015, Rr * 0.55),
            (xr + L * 0.06, Rr * 0.55),
            (xr + L * 0.06, Rr),
            (xr + L * 0.075, Rr),
        ],
        zr,
        WASHER_DARK,
        24,
    )
    for i in range(3):
        parts += [
            (
                torus([0.0, 0.0, 0.0], Rr * 0.7, L * 0.012)
                .apply_transform(trimesh.transformations.rotation_matrix(math.pi / 2, [0, 1, 0]))
                .apply_translation([xr + L * 0.025 + i * L * 0.016, 0.0, zr]),
                WASHER_HOSE,
            )
        ]
    parts += bar([xr + L * 0.075, 0.0, zr], [xr + L * 0.1, 0.0, zr], L * 0.012, WASHER_DARK)
    parts += bar([xr + L * 0.1, 0.0, zr], [xr + L * 0.1, 0.0, zr + Rr * 0.8], L * 0.01, WASHER_DARK)
    # the hose: from the reel's foot out over the ground to the gun
    xg, yg = d / 2 + L * 0.2, -w / 2 - L * 0.1  # the gun's butt, on the ground in front
    hose = [
        (xr + L * 0.04, Rr * 0.2, zr - Rr * 0.75),
        (xr + L * 0.1, w * 0.3, L * 0.05),
        (xr + L * 0.2, w * 0.45, L * 0.012),
        (xg - L * 0.12, w * 0.1, L * 0.012),
        (xg - L * 0.1, yg * 0.6, L * 0.012),
        (xg, yg, L * 0.012),
    ]
    parts += path(hose, L * 0.011, WASHER_HOSE, sections=8)
    # the trigger gun and lance, lying along -y in front of the body
    zg = L * 0.025
    parts += bar([xg, yg, zg], [xg, yg - L * 0.14, zg], L * 0.022, WASHER_DARK)  # gun barrel
    parts += plate(
        [
            (xg - L * 0.01, yg - L * 0.01),
            (xg + L * 0.12, yg - L * 0.03),
            (xg + L * 0.12, yg - L * 0.07),
            (xg + L * 0.0, yg - L * 0.05),
        ],
        0.0,
        L * 0.04,
        WASHER_DARK,
    )  # pistol grip
    parts += plate(
        [
            (xg + L * 0.01, yg - L * 0.07),
            (xg + L * 0.08, yg - L * 0.09),
            (xg + L * 0.08, yg - L * 0.11),
            (xg + L * 0.01, yg - L * 0.1),
        ],
        0.0,
        L * 0.03,
        WASHER_BODY,
    )  # trigger
    ly = L * 0.62  # the lance's length
    parts += bar([xg, yg - L * 0.14, zg], [xg, yg - L * 0.14 - ly, zg], L * 0.008, LANCE_STEEL)
    parts += bar([xg, yg - L * 0.14 - ly, zg], [xg, yg - L * 0.17 - ly, zg], L * 0.02, WASHER_TIP)
    return parts

