"""Fastening guns lying on their side: the framing nailer (a drive cylinder, a nose and an
angled magazine of nails) and the staple gun (a steel housing, a squeeze lever over a row of
staples, a gap for the fingers).

Every builder follows ``drawn/__init__.py``: ``builder(L, name, acc, **style)`` -> parts.
"""

from __future__ import annotations

from .common import bar, block, cord, plate, rounded_rect, turned

NAIL = (214, 216, 222)  # the nails' bright steel
NAIL_TAPE = (200, 40, 36)  # the collation strip holding the nails together


def nailer(L, name, acc):
    """Framing nailer lying on its side: a tall round cylinder housing at the front top (the
    firing piston's, in the accent colour) with a black rubber cap over it, a steel nose
    straight down from it ending in a chrome contact-tip safety, a handle running back from
    the housing with a black rubber grip, a trigger under it and a brass air fitting at its
    end, and a long stick magazine slanting up at about 25 degrees from the nose's foot back
    to the handle's end: an aluminium channel with an open side in which a strip of nails
    stands as a row (each nail parallel to the nose, its head up, a red collation strip
    across them), a pusher at its back."""
    W = L * 0.1  # half the thickness of the housing
    zc = L * 0.13
    hx, R = L * 0.31, L * 0.13  # the cylinder housing's axis and radius
    parts = turned([(-L * 0.06, R * 0.85), (-L * 0.02, R), (L * 0.24, R), (L * 0.27, R * 0.9)], zc, acc, 24,
                   axis="y", x=hx)
    parts += turned([(L * 0.27, R * 0.95), (L * 0.3, R * 0.92), (L * 0.33, R * 0.6)], zc, "rubber", 24,
                    axis="y", x=hx)
    # the nose: a steel driver guide down from the housing, the contact tip round its foot
    parts += plate([(hx - L * 0.06, -L * 0.05), (hx + L * 0.06, -L * 0.05), (hx + L * 0.035, -L * 0.31),
                    (hx - L * 0.035, -L * 0.31)], zc - W * 0.5, W, (96, 100, 106))
    parts += plate([(hx - L * 0.03, -L * 0.31), (hx + L * 0.03, -L * 0.31), (hx + L * 0.02, -L * 0.38),
                    (hx - L * 0.02, -L * 0.38)], zc - W * 0.4, W * 0.8, "chrome")
    parts += bar([hx + L * 0.045, -L * 0.33, zc + W * 0.55], [hx + L * 0.06, -L * 0.08, zc + W * 0.55],
                 L * 0.007, "chrome", 8)
    # the handle back from the housing, its rubber grip, the trigger and the air fitting
    parts += plate([(-L * 0.44, L * 0.08), (hx - L * 0.08, L * 0.06), (hx - L * 0.08, L * 0.2),
                    (-L * 0.44, L * 0.18)], zc - W * 0.55, W * 1.1, acc)
    parts += plate(rounded_rect(-L * 0.36, L * 0.08, L * 0.065, L * 0.195, L * 0.04), zc - W * 0.6, W * 1.2,
                   "rubber")
    parts += plate([(L * 0.1, L * 0.07), (L * 0.14, L * 0.07), (L * 0.13, -L * 0.01), (L * 0.1, L * 0.0)],
                   zc - W * 0.25, W * 0.5, (40, 40, 44))
    parts += turned([(-L / 2, L * 0.025), (-L * 0.44, L * 0.03)], zc, "brass", 12, y=L * 0.13)
    # the magazine: a channel slanting from the nose's foot up to the handle's end
    a, b = (hx - L * 0.02, -L * 0.33), (-L * 0.43, L * 0.02)
    dx, dy = b[0] - a[0], b[1] - a[1]
    h = L * 0.13  # its height along the nails
    mz0, mz1 = zc - W * 0.45, zc + W * 0.25
    parts += plate([a, b, (b[0], b[1] + h), (a[0], a[1] + h)], mz0, mz1 - mz0, (150, 154, 160))
    for off in (0.0, h - L * 0.022):  # the rails along its top and foot, over the open side
        parts += plate([(a[0], a[1] + off), (b[0], b[1] + off), (b[0], b[1] + off + L * 0.022),
                        (a[0], a[1] + off + L * 0.022)], mz1, L * 0.01, (60, 62, 68))
    n = 22
    for i in range(n):  # the nails standing in a row, heads up
        f = (i + 0.6) / (n + 1) * 0.86
        x, y = a[0] + dx * f, a[1] + dy * f
        zn = mz1 + L * 0.004
        parts += bar([x, y + L * 0.02, zn], [x, y + h - L * 0.02, zn], L * 0.0045, NAIL, 6)
        yh = y + h - L * 0.022  # the head
        parts += block(x - L * 0.008, x + L * 0.008, yh - L * 0.004, yh + L * 0.004, mz1, zn + L * 0.006,
                       NAIL)
    f0, f1 = 0.6 / (n + 1) * 0.86, (n - 0.4) / (n + 1) * 0.86
    yo = h * 0.55  # the collation strip across the nails
    parts += plate([(a[0] + dx * f0, a[1] + dy * f0 + yo), (a[0] + dx * f1, a[1] + dy * f1 + yo),
                    (a[0] + dx * f1, a[1] + dy * f1 + yo + L * 0.008),
                    (a[0] + dx * f0, a[1] + dy * f0 + yo + L * 0.008)], mz1 + L * 0.006, L * 0.004, NAIL_TAPE)
    f = 0.9
    px, py = a[0] + dx * f, a[1] + dy * f
    parts += block(px - L * 0.03, px + L * 0.01, py, py + h, mz0 - L * 0.005, mz1 + L * 0.02, (40, 40, 44))
    return parts


STAPLE_STEEL = (150, 154, 160)  # the staple gun's pressed-steel body and lever


def staple_gun(L, name, acc):
    """Staple gun (Arrow T50 style) lying on its side: a flat steel magazine along the foot,
    a tall steel housing over its front end (the driver's) with a label in the brand colour and
    a black striker plate, a brass-coloured staple row showing in a slot along the magazine,
    and a long chrome squeeze lever hinged at the housing's top front running back over the
    magazine with an open gap for the fingers beneath, its rear half a black rubber grip; an
    electric one has a plastic body in the brand colour and a cord out of the back. A framing
    nailer has a round piston housing and a slanted magazine; a desk stapler has no hand gap."""
    electric = "electric" in name
    W = L * 0.2  # the gun's thickness
    body = acc if electric else STAPLE_STEEL
    parts = plate(rounded_rect(-L / 2, L / 2, 0.0, L * 0.13, L * 0.025), 0.0, W, body)  # the magazine
    parts += plate([(-L * 0.44, L * 0.05), (L * 0.1, L * 0.05), (L * 0.1, L * 0.08), (-L * 0.44, L * 0.08)],
                   W, L * 0.006, "brass")  # the staples in the slot
    parts += plate(rounded_rect(L * 0.2, L / 2, L * 0.1, L * 0.54, L * 0.03), 0.0, W, body)  # the housing
    parts += plate(rounded_rect(L * 0.26, L * 0.42, L * 0.2, L * 0.42, L * 0.02), W, L * 0.005,
                   "black_plastic" if electric else acc)  # the maker's label
    parts += plate([(L * 0.44, -0.0005), (L / 2 + 0.0005, -0.0005), (L / 2 + 0.0005, L * 0.4),
                    (L * 0.44, L * 0.4)], W * 0.1, W * 0.8, "black_plastic")  # the striker plate
    # the lever: from the hinge at the housing's top front back over the magazine, a hand gap under it
    lever = [(L / 2, L * 0.5), (L / 2, L * 0.6), (L * 0.45, L * 0.64), (-L * 0.5, L * 0.5),
             (-L * 0.5, L * 0.37), (L * 0.2, L * 0.47)]
    parts += plate(lever, W * 0.05, W * 0.9, "black_plastic" if electric else "chrome")
    grip_ = [(-L * 0.48, L * 0.355), (L * 0.02, L * 0.43), (L * 0.02, L * 0.59), (-L * 0.48, L * 0.515)]
    parts += plate(grip_, 0.0, W, "rubber")  # the grip
    parts += bar([L * 0.44, L * 0.56, -0.0005], [L * 0.44, L * 0.56, W + 0.0005], L * 0.02, "dark_steel")
    if electric:
        parts += cord(-L / 2, L * 0.06, L * 0.5, L * 0.015, W / 2)
    return parts
