"""Tools that turn fasteners: wrenches, ratchets and drive handles, sockets, hex keys and
screwdrivers, lying flat as on a bench.

Every builder follows ``drawn/__init__.py``: ``builder(L, name, acc, **style)`` -> parts.
"""

from __future__ import annotations

import math

from ..parts import ring
from .common import bar, block, grip, plate, rounded_rect, turned


def _open_end(cx, R, gap, depth, angle=0.26):
    """Outline of an open-end jaw head centred at (cx, 0), mouth towards +x turned by angle."""
    half = math.asin(min(0.95, gap / 2 / R))
    pts = []
    n = 16
    for i in range(n + 1):
        a = angle + half + (2 * math.pi - 2 * half) * i / n
        pts.append((cx + R * math.cos(a), R * math.sin(a)))
    ca, sa = math.cos(angle), math.sin(angle)
    inner = R - depth
    for s in (-1, 1):
        px, py = inner * ca - s * gap / 2 * sa, inner * sa + s * gap / 2 * ca
        pts.append((cx + px, py))
    return pts


def combination_wrench(L, name, acc):
    """A ring end and an open end on a flat shank."""
    R = L * 0.1
    t = L * 0.035
    parts = plate(
        [
            (-L / 2 + R * 1.4, -L * 0.026),
            (L / 2 - R * 1.5, -L * 0.034),
            (L / 2 - R * 1.5, L * 0.034),
            (-L / 2 + R * 1.4, L * 0.026),
        ],
        0.0,
        t * 0.8,
        "chrome",
    )
    parts += plate(_open_end(L / 2 - R, R, R * 0.95, R * 1.25), 0.0, t, "chrome")
    parts.append((ring([-L / 2 + R * 0.85, 0, t * 0.6], R * 0.85, R * 0.5, t * 1.2), "chrome"))
    return parts


def _ellipse(cx, cy, a, b, n=20, a0=0.0, a1=2 * math.pi):
    """Points on an ellipse arc round (cx, cy), semi-axes a (x) and b (y), from a0 to a1."""
    return [(cx + a * math.cos(a0 + (a1 - a0) * i / n), cy + b * math.sin(a0 + (a1 - a0) * i / n))
            for i in range(n + 1)]


def adjustable_wrench(L, name, acc):
    """Adjustable (crescent) wrench lying flat: a long chrome handle with a recessed channel
    down its middle and a hanging hole through its end; a broad head angled 15 degrees off
    the handle with a fixed hooked jaw and a darker sliding jaw, open, a dark seam round the
    sliding jaw's slide, and a knurled worm (thumb wheel) lying across a black window in the
    head behind the sliding jaw, its axis along the slide (an open-end wrench has none)."""
    t = L * 0.045
    g = L * 0.085  # the open mouth
    th = math.radians(15.0)
    ct, st_ = math.cos(th), math.sin(th)

    def w(u, n):  # the head's frame (u along the mouth, n across it, throat at 0) to x, y
        return (u * ct - n * st_, u * st_ + n * ct)

    fixed = [(0.0, g / 2), (L * 0.1, g / 2), (L * 0.118, g / 2 + L * 0.02), (L * 0.11, g / 2 + L * 0.05),
             (L * 0.07, g / 2 + L * 0.075), (L * 0.01, g / 2 + L * 0.088), (-L * 0.06, g / 2 + L * 0.085)]
    body = _ellipse(-L * 0.075, L * 0.005, L * 0.095, L * 0.135, 16, math.radians(100), math.radians(262))
    head = [w(u, n) for u, n in fixed + body + [(-L * 0.01, -g / 2 - L * 0.075), (0.0, -g / 2)]]
    slide = [(L * 0.005, -g / 2), (L * 0.098, -g / 2), (L * 0.108, -g / 2 - L * 0.025),
             (L * 0.09, -g / 2 - L * 0.055), (L * 0.03, -g / 2 - L * 0.07), (-L * 0.02, -g / 2 - L * 0.07),
             (-L * 0.02, -g / 2)]
    seam = [(-L * 0.028, -g / 2 + L * 0.004), (L * 0.1, -g / 2 + L * 0.004), (L * 0.112, -g / 2 - L * 0.026),
            (L * 0.093, -g / 2 - L * 0.06), (L * 0.03, -g / 2 - L * 0.076), (-L * 0.028, -g / 2 - L * 0.076)]
    # the jaws end the tool: its nominal length is overall
    hx = L / 2 - max(w(u, n)[0] for u, n in fixed + seam)
    head = [(x + hx, y) for x, y in head]

    def hw(u, n):
        x, y = w(u, n)
        return (x + hx, y)

    parts = plate(head, 0.0, t, "chrome")
    parts += plate([hw(u, n) for u, n in seam], t * 0.9, t * 0.13, "rubber")
    parts += plate([hw(u, n) for u, n in slide], t * 0.9, t * 0.18, "steel")
    # the worm's window and the knurled worm in it, its axis along the slide (n)
    wu, wn, wl = -L * 0.05, -g / 2 - L * 0.03, L * 0.1
    win = [hw(u, n) for u, n in [(wu - L * 0.028, wn - wl / 2), (wu + L * 0.028, wn - wl / 2),
                                 (wu + L * 0.028, wn + wl / 2), (wu - L * 0.028, wn + wl / 2)]]
    parts += plate(win, t * 0.98, t * 0.06, "rubber")
    r = L * 0.024
    k = 9
    for i in range(k):
        a, b = hw(wu, wn - wl * 0.42 + wl * 0.84 * i / k), hw(wu, wn - wl * 0.42 + wl * 0.84 * (i + 1) / k)
        parts += bar([a[0], a[1], t * 0.7], [b[0], b[1], t * 0.7], r if i % 2 == 0 else r * 0.78,
                     "chrome" if i % 2 == 0 else "dark_steel", 14)
    # the handle: an I-beam from the head back to the hanging hole, a channel down its middle
    neck = hw(-L * 0.16, 0.0)[0]
    R = L * 0.046
    cx = -L / 2 + R
    outline = [(cx + R * 0.6, -L * 0.04), (neck, -L * 0.046), (neck, L * 0.046), (cx + R * 0.6, L * 0.04)]
    parts += plate(outline, 0.0, t * 0.75, "chrome")
    parts += plate(rounded_rect(cx + R * 1.4, neck - L * 0.02, -L * 0.018, L * 0.018, L * 0.012),
                   t * 0.75, t * 0.04, "steel")
    parts.append((ring([cx, 0.0, t * 0.375], R, R * 0.45, t * 0.75), "chrome"))
    return parts


def strap_wrench(L, name, acc):
    """Strap wrench: a rubber strap loop through a handle."""
    t = L * 0.03
    hl = L * 0.55
    parts = grip(-L / 2, -L / 2 + hl, L * 0.05, L * 0.05, acc)
    loop_r = L * 0.2
    cx = L / 2 - loop_r
    parts.append((ring([cx, 0, t], loop_r, loop_r - L * 0.035, t * 1.2), "rubber"))
    parts += block(-L / 2 + hl - 0.005, cx - loop_r * 0.85, -L * 0.03, L * 0.03, 0.0, t * 2.4, acc)
    return parts


def lug_wrench(L, name, acc, kind="cross"):
    """Cross (four sockets on an X of bars), L-shaped tire iron (a socket on the bent end, a
    pry tip on the other) and telescoping (a bar with a socket at each end)."""
    r = L * 0.022
    z = r * 1.6
    sr = L * 0.05
    if kind == "cross":
        a = L / 2
        parts = bar([-a, 0, z], [a, 0, z], r, "dark_steel") + bar([0, -a, z], [0, a, z], r, "dark_steel")
        for x, y in ((-a, 0), (a, 0), (0, -a), (0, a)):
            d = math.hypot(x, y)
            ux, uy = x / d, y / d
            parts += bar(
                [x - ux * sr * 1.6, y - uy * sr * 1.6, z],
                [x, y, z],
                sr * (0.8 + 0.05 * (x > 0)),
                "chrome",
                16,
            )
        return parts
    if kind == "iron":
        parts = bar([-L / 2, 0, z], [L / 2 - L * 0.02, 0, z], r, "dark_steel")
        parts += bar([L / 2 - L * 0.02, 0, z], [L / 2 - L * 0.02, L * 0.22, z], r, "dark_steel")
        parts += bar(
            [L / 2 - L * 0.02, L * 0.18, z], [L / 2 - L * 0.02, L * 0.3, z], sr * 0.8, "dark_steel", 16
        )
        parts += plate(
            [
                (-L / 2 - L * 0.04, -r * 1.2),
                (-L / 2 + 0.01, -r),
                (-L / 2 + 0.01, r),
                (-L / 2 - L * 0.04, r * 1.2),
            ],
            z - r * 0.4,
            r * 0.8,
            "dark_steel",
        )
        return parts
    parts = bar([-L / 2 + sr, 0, z], [L / 2 - sr, 0, z], r * 1.1, "chrome")
    parts += turned([(-L * 0.15, r * 1.6), (L * 0.15, r * 1.6)], z, acc, 14)
    for x in (-L / 2, L / 2 - sr * 2.2):
        parts += bar([x, 0, z], [x + sr * 2.2, 0, z], sr * 0.75, "chrome", 16)
    return parts


def drive_handle(L, name, acc, kind="ratchet"):
    """Ratchet (a teardrop head with a reversing lever), breaker bar (a long bar with a
    hinged head), sliding T-bar (a sliding head on a bar)."""
    t = L * 0.05
    if kind == "ratchet":
        hr = L * 0.085
        hx = L / 2 - hr
        parts = plate(
            [
                (-L / 2, -L * 0.028),
                (hx - hr * 0.6, -L * 0.032),
                (hx - hr * 0.6, L * 0.032),
                (-L / 2, L * 0.028),
            ],
            0.0,
            t * 0.7,
            "chrome",
        )
        parts += grip(-L / 2, -L / 2 + L * 0.42, L * 0.04, L * 0.035, acc, flare=1.05)
        head = [
            (hx + hr * math.cos(a), hr * math.sin(a))
            for a in [i * math.pi / 10 - math.pi / 2 for i in range(11)]
        ]
        head += [(hx - hr * 1.5, hr * 0.55), (hx - hr * 1.5, -hr * 0.55)]
        parts += plate(head, 0.0, t, "chrome")
        parts += plate(
            [
                (hx - hr * 0.2, -hr * 0.15),
                (hx + hr * 0.2, -hr * 0.3),
                (hx + hr * 0.25, hr * 0.3),
                (hx - hr * 0.2, hr * 0.15),
            ],
            t,
            t * 0.3,
            "dark_steel",
        )
        return parts
    if kind == "breaker":
        r = L * 0.018
        parts = turned([(-L / 2, r * 1.1), (L / 2 - L * 0.08, r)], r * 1.4, "chrome", 12)
        parts += turned([(-L / 2, r * 1.6), (-L / 2 + L * 0.22, r * 1.6)], r * 1.4, "dark_steel", 12)
        parts += turned(
            [(-L * 0.04, r * 1.8), (L * 0.04, r * 1.8)], r * 1.4, "chrome", 14, axis="y", x=L / 2 - L * 0.05
        )
        parts += block(L / 2 - L * 0.06, L / 2, -r * 1.2, r * 1.2, 0.0, r * 2.8, "chrome")
        parts += block(L / 2 - L * 0.012, L / 2 + L * 0.025, -r * 0.9, r * 0.9, r * 0.5, r * 2.3, "steel")
        return parts
    r = L * 0.03
    parts = turned(
        [(-L / 2, r * 1.2), (-L / 2 + 0.006, r * 1.4), (L / 2 - 0.006, r * 1.4), (L / 2, r * 1.2)],
        r * 1.6,
        "chrome",
        12,
    )
    hx = L * 0.18
    parts += block(hx - L * 0.07, hx + L * 0.07, -r * 2.2, r * 2.2, 0.0, r * 3.4, "chrome")
    parts += block(
        hx - L * 0.035, hx + L * 0.035, -r * 2.2 - L * 0.07, -r * 2.2, r * 0.6, r * 2.8, "steel"
    )
    return parts


def socket(L, name, acc, kind="deep"):
    """Sockets on their side: deep (long chrome), impact (black), swivel (a universal joint
    behind a short socket), spark plug (long, hex flats at the drive end, rubber insert)."""
    r = L * (0.19 if kind in ("deep", "spark") else 0.22)
    z = r
    if kind == "swivel":
        parts = turned(
            [(L / 2 - L * 0.45, r * 0.95), (L / 2 - L * 0.05, r), (L / 2, r * 0.95)], z, "chrome", 20
        )
        parts += turned([(L / 2 + 0.0003, r * 0.62), (L / 2 + 0.0006, r * 0.62)], z, "rubber", 6)
        parts += turned([(-L * 0.12, r * 0.7), (L / 2 - L * 0.45, r * 0.7)], z, "chrome", 16)
        parts += block(-L * 0.18, -L * 0.06, -r * 0.9, r * 0.9, z - r * 0.4, z + r * 0.4, "chrome")
        parts += turned([(-L / 2, r * 0.72), (-L * 0.18, r * 0.7)], z, "chrome", 16)
        return parts
    mat = "black_plastic" if kind == "impact" else "chrome"
    prof = [
        (-L / 2, r * 0.85),
        (-L / 2 + L * 0.25, r * 0.85),
        (-L / 2 + L * 0.35, r),
        (L / 2 - 0.002, r),
        (L / 2, r * 0.96),
    ]
    parts = turned(prof, z, mat, 20)
    parts += turned([(L / 2 + 0.0003, r * 0.62), (L / 2 + 0.0006, r * 0.62)], z, "rubber", 6)
    if kind == "spark":
        parts += turned([(-L / 2, r * 0.9), (-L / 2 + L * 0.18, r * 0.9)], z, "chrome", 6)
        parts += turned([(L / 2 + 0.0004, r * 0.4), (L / 2 + 0.0008, r * 0.4)], z, (150, 30, 30), 12)
    else:
        parts += turned(
            [(-L * 0.05, r * 1.02), (L * 0.05, r * 1.02)], z, "steel" if kind == "deep" else "grey", 20
        )
    return parts


def bit_socket(L, name, acc):
    """A short chrome socket holding a long hex bit."""
    r = L * 0.2
    parts = turned([(-L / 2, r * 0.9), (-L * 0.05, r)], r, "chrome", 18)
    parts += turned([(-L * 0.05, r * 0.45), (L / 2, r * 0.45)], r, "dark_steel", 6)
    return parts


def hex_key(L, name, acc, kind="l"):
    """L-shaped hex key, T-handle hex key (a plastic cross grip), folding set (a handle with
    several keys folded in, one swung out)."""
    if kind == "t":
        r = max(L * 0.022, 0.0025)
        parts = turned([(-L / 2, r), (L / 2, r)], L * 0.05, "dark_steel", 6)
        parts += turned(
            [(-L * 0.28, L * 0.05), (-L * 0.2, L * 0.06), (L * 0.2, L * 0.06), (L * 0.28, L * 0.05)],
            L * 0.06,
            acc,
            14,
            axis="y",
            x=-L / 2 + L * 0.04,
        )
        return parts
    if kind == "folding":
        w = L * 0.3
        parts = plate(rounded_rect(-L / 2, L * 0.2, -w / 2, w / 2, w * 0.3), 0.0, w * 0.5, acc)
        for i, ang in enumerate((0.0, 0.35, 0.75)):
            x0, y0 = L * 0.15, (i - 1) * w * 0.28
            parts += bar(
                [x0, y0, w * 0.55],
                [x0 + L * 0.35 * math.cos(ang), y0 + L * 0.35 * math.sin(ang), w * 0.55],
                L * 0.018,
                "dark_steel",
                6,
            )
        return parts
    r = max(L * 0.035, 0.002)
    arm = L * 0.35
    parts = bar([-L / 2, 0, r], [L / 2 - r, 0, r], r, "dark_steel", 6)
    parts += bar([L / 2 - r, 0, r], [L / 2 - r, arm, r], r, "dark_steel", 6)
    return parts


def screwdriver(L, name, acc, tip="phillips", handle="plain", shaft=0.55):
    """Screwdrivers: Phillips (a pointed cross tip), slotted (a flat flared blade), stubby
    (short), nut driver (a hollow hex end)."""
    hl = L * (1 - shaft)
    hr = L * (0.075 if handle != "stubby" else 0.17)
    z = hr
    x1 = -L / 2 + hl
    parts = turned(
        [
            (-L / 2, hr * 0.85),
            (-L / 2 + hl * 0.08, hr),
            (-L / 2 + hl * 0.55, hr * 1.05),
            (x1 - hl * 0.12, hr * 0.9),
            (x1, hr * 0.7),
        ],
        z,
        acc,
        8 if handle == "plain" else 12,
    )
    parts += turned(
        [(-L / 2 + hl * 0.15, hr * 1.07), (-L / 2 + hl * 0.7, hr * 1.08)], z, "black_plastic", 8
    )
    sr = max(hr * 0.2, 0.0022)
    end = L / 2 - L * 0.05
    parts += turned([(x1, sr), (end, sr)], z, "chrome", 8)
    if tip == "phillips":
        parts += turned([(end, sr), (L / 2 - L * 0.012, sr * 0.7), (L / 2, 0.0)], z, "dark_steel", 4)
    elif tip == "nut":
        parts += turned([(end - L * 0.06, sr * 2.2), (L / 2, sr * 2.2)], z, "chrome", 6)
        parts += turned([(L / 2 + 0.0003, sr * 1.5), (L / 2 + 0.0006, sr * 1.5)], z, "rubber", 6)
    else:
        parts += plate(
            [(end, -sr), (L / 2, -sr * 1.7), (L / 2, sr * 1.7), (end, sr)],
            z - sr * 0.35,
            sr * 0.7,
            "dark_steel",
        )
    return parts
