"""Sanding on a pole: the drywall sanding pole (pole sander), lying flat, its pad towards +x.

Every builder follows ``drawn/__init__.py``: ``builder(L, name, acc, **style)`` -> parts.
"""

from __future__ import annotations

from .common import bar, block, plate, rounded_rect, turned

POLE_PAPER = (196, 132, 84)  # the sheet of tan aluminium-oxide sandpaper on the pad
POLE_FOAM = (60, 62, 66)  # the black foam cushion between the pad and the paper
POLE_CLAMP = (40, 42, 46)  # the black clamp bars and wing nuts that hold the paper's ends
POLE_HEAD = (150, 156, 164)  # the cast aluminium pad
POLE_GRIT = (120, 78, 48)  # the darker grit flecks on the paper


def pole_sander(L, name, acc):
    """Drywall sanding pole lying flat: a long aluminium pole with a black rubber cap at the
    butt and, at its front end, a flat rectangular sanding pad lying face down across it (its
    long side across the pole, about a fifth of the length): a cast aluminium pad on a black
    foam cushion, the tan sheet of sandpaper under it, wrapped up over both of its
    ends and held on top by a black clamp bar with a wing nut at each end, and in the middle a
    black swivel joint on which the pole's threaded tip is hinged (a squeegee's blade is a rubber
    strip on a short handle, a floor scraper's a steel blade, a broom's a block of bristles)."""
    r = L * 0.0105  # the pole's radius (an inch across on a 48-in pole)
    zr = r * 1.15  # its axis, the butt cap resting on the table
    pw, pl = L * 0.068, L * 0.19  # the pad, along x (its width) and across y (its length)
    xc = L / 2 - pw / 2  # the pad's centre
    zp = [0.0, L * 0.003, L * 0.007, L * 0.017]  # paper, foam, plastic pad, its top
    x_tip = xc - L * 0.075  # the pole's threaded tip
    parts = turned([(-L / 2 + L * 0.02, r), (x_tip - L * 0.03, r)], zr, "aluminium", 14)
    parts += turned([(-L / 2, r * 1.1), (-L / 2 + L * 0.03, r * 1.15)], zr, "rubber", 14)  # the butt cap
    parts += turned([(x_tip - L * 0.032, r * 1.08), (x_tip, r * 0.85)], zr, acc, 14)  # the threaded tip
    for i in range(4):  # its threads
        x = x_tip - L * 0.028 + i * L * 0.007
        parts += turned([(x, r * 1.12), (x + L * 0.003, r * 1.12)], zr, POLE_CLAMP, 14)
    # the pad: paper, foam, plastic
    foot = rounded_rect(xc - pw / 2 - L * 0.003, xc + pw / 2 + L * 0.003, -pl / 2, pl / 2, L * 0.004)
    parts += plate(foot, zp[0], zp[1], POLE_PAPER)
    parts += plate(
        rounded_rect(
            xc - pw / 2 + L * 0.001,
            xc + pw / 2 - L * 0.001,
            -pl / 2 + L * 0.001,
            pl / 2 - L * 0.001,
            L * 0.004,
        ),
        zp[1],
        zp[2] - zp[1],
        POLE_FOAM,
    )
    parts += plate(
        rounded_rect(xc - pw / 2, xc + pw / 2, -pl / 2, pl / 2, L * 0.008), zp[2], zp[3] - zp[2], POLE_HEAD
    )
    # the paper wrapped up over both ends and clamped on top
    band = L * 0.04
    for s in (-1, 1):
        y_end = s * pl / 2
        parts += block(
            xc - pw / 2, xc + pw / 2, *sorted((y_end, y_end + s * L * 0.0015)), 0.0, zp[3], POLE_PAPER
        )
        parts += block(
            xc - pw / 2,
            xc + pw / 2,
            *sorted((y_end, y_end - s * band)),
            zp[3],
            zp[3] + L * 0.0012,
            POLE_PAPER,
        )
        for i in range(6):  # grit flecks on the wrapped paper
            gx = xc - pw * 0.4 + (i % 3) * pw * 0.4 + (i // 3) * pw * 0.1
            gy = y_end - s * band * (0.12 + 0.7 * (i // 3))
            parts += block(
                gx - L * 0.0015,
                gx + L * 0.0015,
                gy - L * 0.0015,
                gy + L * 0.0015,
                zp[3] + L * 0.0012,
                zp[3] + L * 0.0016,
                POLE_GRIT,
            )
        yb = y_end - s * band * 0.5  # the clamp bar over the paper, and its wing nut
        parts += block(
            xc - pw / 2 + L * 0.006,
            xc + pw / 2 - L * 0.006,
            yb - L * 0.006,
            yb + L * 0.006,
            zp[3],
            zp[3] + L * 0.004,
            POLE_CLAMP,
        )
        parts += turned(
            [(zp[3], L * 0.005), (zp[3] + L * 0.01, L * 0.004)], 0.0, POLE_CLAMP, 10, axis="z", x=xc, y=yb
        )
        parts += block(
            xc - L * 0.014,
            xc + L * 0.014,
            yb - L * 0.0015,
            yb + L * 0.0015,
            zp[3] + L * 0.005,
            zp[3] + L * 0.011,
            POLE_CLAMP,
        )
    # the swivel joint in the middle of the pad, the tip hinged on it
    zj = zp[3] + L * 0.012
    parts += block(
        xc - L * 0.018, xc + L * 0.018, -L * 0.022, L * 0.022, zp[3], zp[3] + L * 0.006, POLE_CLAMP
    )
    for s in (-1, 1):  # the yoke's two cheeks
        parts += block(
            xc - L * 0.01,
            xc + L * 0.01,
            s * L * 0.016 - L * 0.004,
            s * L * 0.016 + L * 0.004,
            zp[3] + L * 0.006,
            zj + L * 0.008,
            POLE_CLAMP,
        )
    parts += bar([xc, -L * 0.022, zj], [xc, L * 0.022, zj], L * 0.003, "steel", 10)  # the hinge pin
    parts += bar([x_tip, 0.0, zr], [xc, 0.0, zj], r * 0.75, POLE_CLAMP, 12)  # the tip's knuckle to the pin
    return parts
