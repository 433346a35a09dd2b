"""Axes, the splitting maul, the hatchet, the pickaxe and the mattock, lying on their side as they rest on
a bench: the handle along +x, the head across it at the +x end, its side profile (blade, poll,
points) seen from above.

Every builder follows ``drawn/__init__.py``: ``builder(L, name, acc, **style)`` -> parts.
"""

from __future__ import annotations

import math

from .common import block, grid_solid, plate, striking_handle, transformed, turned

MAUL_HEAD = (58, 60, 66)  # a splitting maul's blackened forged head
MAUL_GROUND = (214, 216, 222)  # its ground wedge cheeks and its striking face


def _wedge(hx, y0, y1, w0, w1, t0, t1, zc, mat, bulge=0.0, n=6, m=8):
    """A lofted slab of a wedge lying on its cheek, centred on x = hx and z = zc: from y0 to y1
    (along -y) its width grows from w0 to w1 and its thickness falls from t0 to t1; at y1 its
    outline bows out by ``bulge`` (a maul's slightly curved edge)."""
    bottom, top = [], []
    for i in range(n + 1):
        u = i / n
        w, t = w0 + (w1 - w0) * u, t0 + (t1 - t0) * u
        rb, rt = [], []
        for j in range(m + 1):
            v = j / m * 2 - 1
            y = y0 + (y1 - y0) * u - bulge * u * (1 - v * v)
            rb.append((hx + v * w / 2, y, zc - t / 2))
            rt.append((hx + v * w / 2, y, zc + t / 2))
        bottom.append(rb)
        top.append(rt)
    return [(grid_solid(bottom, top), mat)]


def _maul(L):
    """A splitting maul lying on its cheek: a heavy blackened head, twice an axe's thickness,
    on a straight orange fibreglass handle with a black grip. Towards -y a fat wedge flaring
    from the eye to a slightly curved edge half as wide again as the eye, its thickness falling
    gently and then, across the whole blade width, a broad bright ground bevel falling steeply
    to the edge (an axe's bit is thin and flat; a sledgehammer has no edge at all); towards +y
    a long square poll ending in a bright flat striking face (an axe's poll is short)."""
    r = L * 0.025
    hw, T = L * 0.1, L * 0.075  # the head's height along the handle at the eye, its thickness
    pw = L * 0.085  # the poll's square section
    hx = L / 2 - hw / 2
    zc = T / 2
    parts = striking_handle(L, hx - hw * 0.3, r, "fiberglass", (236, 110, 24))
    P, E = L * 0.09, L * 0.03  # the poll's reach, the eye's half-length
    parts += block(hx - hw / 2, hx + hw / 2, -E, E, 0.0, T, MAUL_HEAD)  # the eye's boss
    zp = (T - pw * 0.9) / 2
    parts += block(hx - pw / 2, hx + pw / 2, E - 1e-4, P, zp, zp + pw * 0.9, MAUL_HEAD)  # the poll
    parts += block(hx - pw * 0.46, hx + pw * 0.46, P, P + L * 0.012, zp + pw * 0.04, zp + pw * 0.86,
                   MAUL_GROUND)  # the striking face
    g, B, we = L * 0.11, L * 0.175, L * 0.15  # where the bevel begins, the edge, its width
    wg = hw + (we - hw) * (g - E) / (B - E)
    parts += _wedge(hx, -E + 1e-4, -g, hw, wg, T, T * 0.62, zc, MAUL_HEAD)
    parts += _wedge(hx, -g + 1e-4, -B, wg, we, T * 0.62, T * 0.08, zc, MAUL_GROUND, bulge=L * 0.012)
    return parts


def axe(L, name, acc, kind="axe"):
    """Axe (a curved bit and a poll, a curved handle), splitting maul (``_maul``), hatchet
    (short)."""
    if kind == "maul":
        return _maul(L)
    r = L * (0.022 if kind != "hatchet" else 0.04)
    hw = L * (0.08 if kind == "axe" else 0.1) if kind != "hatchet" else L * 0.13
    hx = L / 2 - hw / 2
    t = L * (0.035 if kind == "axe" else 0.05) if kind != "hatchet" else L * 0.06
    parts = striking_handle(L, hx, r, "hickory" if kind != "hatchet" else "wood", acc)
    bit = L * (0.2 if kind == "axe" else 0.19) if kind != "hatchet" else L * 0.3
    poll = L * 0.04 if kind == "axe" else (L * 0.06 if kind == "maul" else L * 0.07)
    flare = 1.9 if kind != "maul" else 1.35
    pts = [(hx - hw / 2, poll), (hx + hw / 2, poll), (hx + hw / 2, 0.0)]
    pts += [(hx + hw / 2 + (flare - 1) * hw * 0.5 * (i / 6) ** 1.5, -bit * i / 6) for i in range(1, 7)]
    edge = [
        (hx + hw * flare / 2 - hw * flare * i / 8, -bit - hw * 0.18 * math.sin(math.pi * i / 8))
        for i in range(9)
    ]
    pts += edge[1:]
    pts += [
        (hx - hw / 2 - (flare - 1) * hw * 0.5 * ((6 - i) / 6) ** 1.5, -bit * (6 - i) / 6) for i in range(1, 6)
    ]
    col = (196, 40, 32) if kind == "maul" else "dark_steel"
    parts += plate(pts, r - t / 2 if r > t / 2 else 0.0, t, col)
    parts += (
        plate(
            [
                (hx - hw * 0.6, -bit - hw * 0.05),
                (hx + hw * 0.6, -bit - hw * 0.05),
                (hx + hw * 0.9, -bit - hw * 0.22),
                (hx - hw * 0.9, -bit - hw * 0.22),
            ],
            (r - t / 2 if r > t / 2 else 0.0),
            t * 0.6,
            "chrome",
        )
        if kind != "maul"
        else []
    )
    return parts


PICK_HEAD = (52, 54, 60)  # a pickaxe's blackened forged head
PICK_TIPS = (214, 216, 220)  # its two ground points


def _crescent(hx, hl, sag, w_eye, n=14):
    """A pick head's outline seen from the side: a long crescent across the handle's end at
    hx, its two arms ``hl / 2`` long curving back by ``sag`` towards the butt, w_eye wide at
    the eye and tapering to a point at each end."""
    upper, lower = [], []
    for i in range(-n, n + 1):
        u = i / n
        y = u * hl / 2
        x = hx - sag * u * u
        half = w_eye / 2 * max(1 - abs(u) ** 1.3, 0.0) ** 0.8
        upper.append((x + half, y))
        lower.append((x - half, y))
    return upper + lower[::-1][1:-1]


def pickaxe(L, name, acc):
    """Pickaxe lying on its side: a long hickory handle swelling towards the head, and across
    its end a long blackened crescent of steel over half the tool's length, both arms curving
    back towards the butt and tapering to bright ground points, a raised collar round the eye
    (an axe has one broad blade, a sledgehammer a straight block, a mattock a broad adze)."""
    r = L * 0.022
    hl, sag, w_eye = L * 0.56, L * 0.1, L * 0.075
    hx = L / 2 - w_eye / 2
    t = L * 0.05  # the head's depth, standing up off the table
    zc = r * 1.25
    parts = turned([(-L / 2, r * 1.05), (-L / 2 + 0.06 * L, r * 1.15), (hx - 0.25 * L, r * 1.0),
                    (hx - 0.04 * L, r * 1.25), (L / 2 - L * 0.005, r * 1.25)], zc, "wood", 12)
    parts += plate(_crescent(hx, hl, sag, w_eye), zc - t / 2, t, PICK_HEAD)
    for s in (1, -1):  # the ground points: the last sixth of each arm, bright
        tip = [(x, y) for x, y in _crescent(hx, hl, sag, w_eye * 1.02) if s * y > hl * 0.36]
        parts += plate(tip, zc - t * 0.52, t * 1.04, PICK_TIPS)
    parts += block(hx - w_eye * 0.62, hx + w_eye * 0.62, -L * 0.05, L * 0.05, zc - t * 0.58, zc + t * 0.58,
                   PICK_HEAD)
    return parts


MATTOCK_HEAD = (58, 60, 66)  # a mattock's blackened forged head (orange or red reads as a fire axe)
MATTOCK_EDGE = (222, 224, 228)  # its ground adze edge and pick point (or axe edge)


def mattock(L, name, acc):
    """Mattock lying on its side: a long hickory handle through the eye of a blackened forged
    head; on one side a thick neck and a broad flat adze blade, laid nearly FLAT on the table
    (tipped only 12 degrees) so its wide face, not its edge, shows to a camera above: it widens
    from the neck to a bright ground edge about a tenth of the tool's length wide (8-9 cm, over
    twice the handle's thickness), like a hoe's blade; on the other a long narrow pick arm
    tapering to a bright point (a pick mattock) or a narrow axe blade flaring along the handle
    to a bright edge (a cutter mattock). A pickaxe's two arms are both narrow points; a hoe's
    blade is thin, set at the end of a longer, lighter handle with no arm behind it; a fire axe
    is red, with a flat blade and a spike."""
    r = L * 0.022
    w_eye = L * 0.07
    hx = L / 2 - w_eye / 2
    t = L * 0.05  # the head's depth at the eye, standing up off the table
    zc = r * 1.25
    parts = turned([(-L / 2, r * 1.05), (-L / 2 + 0.06 * L, r * 1.15), (hx - 0.25 * L, r * 1.0),
                    (hx - 0.04 * L, r * 1.25), (L / 2 - L * 0.005, r * 1.25)], zc, "wood", 12)
    parts += block(hx - w_eye * 0.62, hx + w_eye * 0.62, -L * 0.05, L * 0.05, zc - t * 0.6, zc + t * 0.6,
                   MATTOCK_HEAD)  # the eye's collar
    # the adze: built flat (width along x, running out along -y), then tipped 12 degrees about
    # its own run and lifted to rest its lower corner on the table: its wide face shows
    a, w_end, w_neck, n = L * 0.22, L * 0.1, L * 0.045, 10
    up, lo = [], []
    for i in range(n + 1):
        u = i / n
        y = -L * 0.05 - u * a
        half = w_neck / 2 + (w_end / 2 - w_neck / 2) * min(max(u - 0.1, 0.0) / 0.35, 1.0) ** 0.7
        up.append((half, y))
        lo.append((-half, y))
    ye = up[-1][1]
    blade = plate(up + lo[::-1], -L * 0.008, L * 0.016, MATTOCK_HEAD)
    xe0, xe1 = lo[-1][0] - 1e-4, up[-1][0] + 1e-4
    edge = plate([(xe1, ye + L * 0.065), (xe1, ye - 1e-4), (xe0, ye - 1e-4), (xe0, ye + L * 0.065)],
                 -L * 0.0085, L * 0.017, MATTOCK_EDGE)
    tilt = math.radians(12)
    c, s = math.cos(tilt), math.sin(tilt)
    lift = w_end / 2 * s + L * 0.0085 * c + L * 0.002
    droop = math.radians(6)  # the adze angles back towards the butt a little
    cd, sd = math.cos(droop), math.sin(droop)
    m_tip = [[c, 0, -s, 0], [0, 1, 0, 0], [s, 0, c, 0], [0, 0, 0, 1]]
    m_place = [[cd, -sd, 0, hx], [sd, cd, 0, 0], [0, 0, 1, lift], [0, 0, 0, 1]]
    adze = transformed(transformed(blade + edge, m_tip), m_place)
    parts += adze
    # the neck: a thick forged block from the collar out to where the blade widens
    parts += block(hx - w_eye * 0.32, hx + w_eye * 0.32, -L * 0.11, -L * 0.045,
                   zc - t * 0.45, lift + L * 0.02, MATTOCK_HEAD)
    if "cutter" in name:  # a narrow axe blade along +y, flaring along the handle to a bright edge
        b = L * 0.19
        out = [(hx - L * 0.03, L * 0.04), (hx + L * 0.03, L * 0.04), (hx + L * 0.045, L * 0.04 + b),
               (hx - L * 0.065, L * 0.04 + b)]
        parts += plate(out, zc - t * 0.25, t * 0.5, MATTOCK_HEAD)
        parts += plate([(hx + L * 0.045, L * 0.03 + b), (hx - L * 0.065, L * 0.03 + b),
                        (hx - L * 0.066, L * 0.045 + b), (hx + L * 0.046, L * 0.045 + b)],
                       zc - t * 0.26, t * 0.52, MATTOCK_EDGE)
    else:  # the pick arm: long and narrow, tapering to a bright point, curving back
        arm = [(x, y) for x, y in _crescent(hx, L * 0.52, L * 0.07, w_eye * 0.8) if y >= L * 0.03]
        parts += plate(arm, zc - t / 2, t, MATTOCK_HEAD)
        tip = [(x, y) for x, y in _crescent(hx, L * 0.52, L * 0.07, w_eye * 0.82) if y > L * 0.2]
        parts += plate(tip, zc - t * 0.52, t * 1.04, MATTOCK_EDGE)
    return parts
