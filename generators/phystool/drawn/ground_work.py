"""Tools worked over the ground, on the land and on site: the scythe (a long blade across the
end of a two-gripped snath), the jackhammer (a T-handle over a breaker with a pointed bit) and
the measuring wheel (a rolling wheel with a counter on a long handle), the string trimmer (a
spinning head trailing two strands of line at the end of a long shaft), the brush cutter
(a toothed saw blade on a long shaft, steered by a bull-horn handlebar) and the demolition
hammer (a hand-held breaker: a D-handle behind a motor body, a side handle, a pointed chisel).
"""

from __future__ import annotations

import math

from .common import bar, block, frame, grip, path, plate, rounded_rect, turned

SCYTHE_BLADE = (52, 56, 62)  # a scythe's blackened, hammered blade
SCYTHE_EDGE = (222, 226, 232)  # its bright peened edge
SNATH_WOOD = (196, 150, 92)  # the pale ash snath and its grips

BREAKER_RED = (200, 36, 32)  # a jackhammer's motor housing
BREAKER_STEEL = (112, 116, 122)  # its barrel and nose
BIT_STEEL = (200, 204, 210)  # the bull-point bit
BREAKER_GRIP = (30, 30, 32)  # the T-handle's rubber grips

WHEEL_TYRE = (28, 28, 30)  # a measuring wheel's rubber tyre
WHEEL_YELLOW = (240, 196, 24)  # its rim, spokes and counter
COUNTER_WINDOW = (238, 240, 236)  # the counter's white window
COUNTER_DIGIT = (20, 20, 22)  # the digits in it

TRIMMER_BODY = {"gas": (232, 92, 24), "40v": (70, 150, 60)}  # the motor housing and guard
TRIMMER_LINE = (250, 140, 20)  # the orange nylon line
TRIMMER_HEAD = (40, 40, 44)  # the spool head


def scythe(L, name, acc):
    """Scythe lying flat: a long pale wooden snath over nine tenths of the tool, two short
    wooden grips standing out from it to one side (one near the top end, one half way down),
    and at its lower end a long thin blackened blade (about two fifths of the tool long) held
    across the snath's line by a steel ring, sweeping out to the same side and curving back
    towards the grips to a point, a bright edge along its concave side (a sickle is a short
    C-shaped blade on a short handle)."""
    r = L * 0.011
    x_end = L / 2 - L * 0.015  # the snath's lower end, where the blade is hung
    snath = [(-L / 2, 0.0, r), (-L * 0.15, L * 0.012, r), (L * 0.2, -L * 0.004, r), (x_end, 0.0, r)]
    parts = path(snath, r, SNATH_WOOD, sections=12)
    ditch = "ditch" in name
    B = L * (0.32 if ditch else 0.42)  # the blade's length across the snath
    for xg in (-L / 2 + L * 0.09, -L / 2 + L * 0.5):  # the grips (nibs), on the blade's side
        gl = L * 0.12
        parts += path([(xg, -r * 0.5, r), (xg, -gl, r)], r * 1.2, SNATH_WOOD, sections=12)
        parts += bar([xg - r * 1.6, 0.0, r], [xg + r * 1.6, 0.0, r], r * 1.35, "dark_steel")  # clamp
    # the ring and tang hanging the blade on the snath's end
    parts += turned([(x_end - L * 0.04, r * 1.5), (x_end + L * 0.005, r * 1.5)], r, "dark_steel", 14)
    sweep = L * (0.1 if ditch else 0.14)  # how far the point curls back towards the grips

    def centre(f):
        return (x_end - L * 0.01 - sweep * f**1.7, -L * 0.012 - B * f)

    def half(f):
        return L * 0.025 * (1 - f) ** 0.55 + L * 0.0015

    n = 32
    fs = [i / n for i in range(n + 1)]
    back, edge_in, edge_out = [], [], []
    for f in fs:
        cx, cy = centre(f)
        w = half(f)
        back.append((cx + w, cy))
        edge_in.append((cx - w, cy))
        edge_out.append((cx - w + 0.45 * w, cy))
    t = L * 0.003
    parts += plate(back + edge_in[::-1], 0.0, t, SCYTHE_BLADE)
    parts += plate(edge_out[:-2] + edge_in[:-2][::-1], t, t * 0.3, SCYTHE_EDGE)
    rib = [(centre(f)[0] + half(f) * 0.8, centre(f)[1], t + r * 0.2) for f in fs[: n - 4 : 4]]
    parts += path(rib, r * 0.35, SCYTHE_BLADE, sections=8)  # the stiffening rib along the back
    parts += plate(
        [
            (x_end - L * 0.035, -r),
            (x_end + L * 0.012, -r),
            (x_end + L * 0.012, -L * 0.04),
            (x_end - L * 0.02, -L * 0.03),
        ],
        0.0,
        t * 1.5,
        SCYTHE_BLADE,
    )  # the heel into the ring
    return parts


def jackhammer(L, name, acc):
    """Jackhammer (breaker hammer) lying on its side: a wide T-handle across the top end (a
    steel bar over half the tool's length across, a thick black rubber grip at each end), a
    fat red motor housing below it, a grey steel barrel and nose, and a long bright hexagonal
    bull-point bit over a quarter of the tool's length tapering to a point (a T-post driver is
    a plain tube with handles along its sides, a drill has a pistol grip and a short bit)."""
    R = L * 0.085  # the housing's half-height: everything lies centred at z = R
    x_h = -L / 2 + L * 0.03  # the T-handle's bar
    half_w = L * 0.3
    parts = bar([x_h, -half_w, R], [x_h, half_w, R], L * 0.02, "dark_steel")
    for s in (-1, 1):
        y0, y1 = s * (half_w - L * 0.16), s * half_w
        parts += bar([x_h, y0, R], [x_h, y1, R], L * 0.04, BREAKER_GRIP, sections=14)
    pneumatic = "pneumatic" in name
    x0 = x_h + L * 0.1  # the yoke joining handle and housing: two steel rods
    for s in (-1, 1):
        parts += bar([x_h, s * L * 0.05, R], [x0 + L * 0.02, s * L * 0.05, R], L * 0.014, "dark_steel")
    x1 = x0 + L * 0.3  # the housing's front end
    body = BREAKER_STEEL if pneumatic else BREAKER_RED
    parts += plate(rounded_rect(x0, x1, -R * 1.25, R * 1.25, R * 0.4), 0.0, 2 * R, body)
    parts += block(
        x0 + L * 0.06, x1 - L * 0.05, -R * 1.27, R * 1.27, R * 0.5, R * 1.5, "black_plastic"
    )  # vents
    if pneumatic:  # the air inlet and a stub of hose
        parts += bar([x0 + L * 0.05, R * 1.2, R], [x0 + L * 0.05, R * 1.2 + L * 0.08, R], L * 0.018, "brass")
        parts += path(
            [
                (x0 + L * 0.05, R * 1.2 + L * 0.08, R * 0.4),
                (x0 - L * 0.02, R * 1.2 + L * 0.2, R * 0.4),
                (x0 - L * 0.05, R * 1.2 + L * 0.32, R * 0.4),
            ],
            L * 0.02,
            "yellow",
            sections=10,
        )
    else:  # the power cord leaving the housing's back
        parts += path(
            [
                (x0 + L * 0.02, R * 1.25, R * 0.5),
                (x0 - L * 0.02, R * 1.25 + L * 0.1, R * 0.3),
                (x0 - L * 0.06, R * 1.25 + L * 0.22, L * 0.012),
            ],
            L * 0.012,
            "black_plastic",
            sections=8,
        )
    x2 = x1 + L * 0.15  # the barrel and the nose that holds the bit
    parts += turned(
        [(x1, R * 0.85), (x1 + L * 0.1, R * 0.8), (x1 + L * 0.11, R * 0.6), (x2, R * 0.5)],
        R,
        BREAKER_STEEL,
        20,
    )
    parts += turned([(x2 - L * 0.01, R * 0.55), (x2 + L * 0.015, R * 0.55)], R, "dark_steel", 20)  # retainer
    parts += turned(
        [(x2, R * 0.33), (L / 2 - L * 0.12, R * 0.3), (L / 2 - L * 0.04, R * 0.16), (L / 2, R * 0.02)],
        R,
        BIT_STEEL,
        6,
    )
    return parts


def measuring_wheel(L, name, acc):
    """Measuring wheel lying on its side: a big wheel at the front end (a black rubber tyre
    round a yellow rim with spokes, a third of the tool across), a black fork over it, a yellow
    counter box with a white window of black digits where the fork meets the long black
    handle, and a pistol grip with a red brake lever at the top end (a paint roller's roller
    is a long cylinder, a floor pump stands on a foot)."""
    D = L * 0.32  # the wheel's diameter
    Rw = D / 2
    cx = L / 2 - Rw
    h = L * 0.028  # the tyre's width, lying flat
    parts = []
    n = 40
    ring = [(cx + Rw * math.cos(2 * math.pi * i / n), Rw * math.sin(2 * math.pi * i / n)) for i in range(n)]
    inner = [
        (cx + Rw * 0.84 * math.cos(2 * math.pi * i / n), Rw * 0.84 * math.sin(2 * math.pi * i / n))
        for i in range(n)
    ]
    parts += frame(ring, inner, 0.0, h, WHEEL_TYRE)  # the tyre, a closed annulus
    rim = [
        (cx + Rw * 0.7 * math.cos(2 * math.pi * i / n), Rw * 0.7 * math.sin(2 * math.pi * i / n))
        for i in range(n)
    ]
    parts += frame(inner, rim, h * 0.1, h * 0.8, WHEEL_YELLOW)  # the rim inside it
    for k in range(5):  # spokes
        a = 2 * math.pi * k / 5 + 0.3
        parts += bar(
            [cx, 0.0, h * 0.5],
            [cx + Rw * 0.75 * math.cos(a), Rw * 0.75 * math.sin(a), h * 0.5],
            Rw * 0.06,
            WHEEL_YELLOW,
            sections=8,
        )
    parts += turned([(0.0, Rw * 0.16), (h * 1.6, Rw * 0.16)], 0.0, "dark_steel", 18, axis="z", x=cx)  # hub
    # the fork: a black arm over the wheel from its hub back to the counter
    zf = h * 1.7
    xc = cx - Rw - L * 0.08  # the counter's centre
    parts += path(
        [(cx, 0.0, zf), (cx - Rw * 0.6, 0.0, zf), (xc + L * 0.04, 0.0, zf)], L * 0.012, "black_plastic"
    )
    parts += bar([cx, 0.0, h * 0.2], [cx, 0.0, zf], L * 0.012, "black_plastic")
    cw = L * 0.05
    parts += block(xc - L * 0.06, xc + L * 0.06, -cw, cw, 0.0, L * 0.06, WHEEL_YELLOW)
    parts += block(xc - L * 0.045, xc + L * 0.045, -cw * 0.8, cw * 0.8, L * 0.06, L * 0.063, COUNTER_WINDOW)
    for k in range(4):  # the readout's digits
        y = -cw * 0.54 + k * cw * 0.36
        parts += block(
            xc - L * 0.025, xc + L * 0.025, y - cw * 0.1, y + cw * 0.1, L * 0.063, L * 0.065, COUNTER_DIGIT
        )
    # the handle: a black tube to the top, a grip with a brake lever
    r = L * 0.013
    xg = -L / 2 + L * 0.13
    parts += turned([(xg, r), (xc - L * 0.05, r)], L * 0.03, "black_plastic", 12)
    parts += turned([(-L * 0.05, r * 1.35), (-L * 0.01, r * 1.35)], L * 0.03, "dark_steel", 12)  # the joint
    parts += grip(-L / 2, xg + L * 0.01, r * 1.9, L * 0.03, "rubber")
    parts += path(
        [
            (xg - L * 0.02, r * 2, L * 0.03),
            (xg - L * 0.06, r * 5, L * 0.03),
            (xg - L * 0.11, r * 4.5, L * 0.03),
        ],
        r * 0.7,
        "red",
        sections=8,
    )  # the brake lever
    return parts


def string_trimmer(L, name, acc):
    """String trimmer (weed eater) lying on its side: a long straight black shaft over two
    thirds of the tool, at the back a motor housing (an orange engine with a pull-start for the
    gas one, a green battery housing for the cordless one) with a trigger grip, a black loop
    handle round the shaft half way, and at the front a short bent neck to a round black spool
    head trailing two orange strands of line out each side, a half-round guard in the housing's
    colour behind it (a pole pruner ends in a saw and a hook, a hedge trimmer in a toothed
    bar)."""
    body = TRIMMER_BODY["gas" if "gas" in name else "40v"]
    r = L * 0.011  # the shaft
    z = L * 0.03
    Rh = L * 0.045  # the spool head's radius
    hx, hy = L / 2 - Rh - L * 0.09, -L * 0.05  # the head's centre (the line reaches past the end)
    x_neck = hx - L * 0.08
    xb = -L / 2 + L * 0.2  # the housing's front end
    parts = turned([(xb - L * 0.02, r), (x_neck, r)], z, "black_plastic", 12)
    parts += path([(x_neck, 0.0, z), (hx - L * 0.03, hy * 0.6, z), (hx, hy, z)], r * 1.1, "black_plastic")
    parts += turned(
        [(0.0, Rh), (L * 0.025, Rh * 0.9), (L * 0.03, Rh * 0.5)], 0.0, TRIMMER_HEAD, 24, axis="z", x=hx
    )
    parts[-1] = (parts[-1][0].apply_translation([0.0, hy, 0.0]), TRIMMER_HEAD)
    ll = L * 0.11  # each strand of line, out from the spool's eyelets
    for s in (1, -1):
        parts += bar(
            [hx + s * Rh * 0.8, hy - s * Rh * 0.2, L * 0.012],
            [hx + s * (Rh + ll), hy - s * Rh * 0.5, L * 0.012],
            L * 0.004,
            TRIMMER_LINE,
            sections=6,
        )
    # the guard: a curved shield round the head's back, on the operator's side
    n = 16
    g_out = [
        (hx + (Rh + ll * 1.05) * math.cos(a), hy + (Rh + ll * 1.05) * math.sin(a))
        for a in [math.pi * (0.6 + 0.8 * i / n) for i in range(n + 1)]
    ]
    g_in = [
        (hx + (Rh + ll * 0.75) * math.cos(a), hy + (Rh + ll * 0.75) * math.sin(a))
        for a in [math.pi * (0.6 + 0.8 * i / n) for i in range(n + 1)]
    ]
    parts += plate(g_out + g_in[::-1], L * 0.03, L * 0.006, body)
    # the loop handle half way along
    xl = -L * 0.02
    parts += path(
        [
            (xl, 0.0, z),
            (xl, L * 0.05, z),
            (xl - L * 0.01, L * 0.13, z),
            (xl - L * 0.05, L * 0.14, z),
            (xl - L * 0.06, L * 0.06, z),
            (xl - L * 0.02, 0.0, z),
        ],
        L * 0.01,
        "black_plastic",
    )
    parts += turned([(xl - L * 0.01, r * 1.6), (xl + L * 0.01, r * 1.6)], z, "black_plastic", 12)
    # the trigger grip and the motor housing at the back
    parts += grip(xb - L * 0.04, xb + L * 0.1, r * 1.9, z, "rubber")
    parts += path([(xb + L * 0.02, -r * 1.5, z), (xb + L * 0.05, -r * 3.5, z)], r * 0.7, body)  # trigger
    hw = L * 0.05
    parts += plate(rounded_rect(-L / 2, xb - L * 0.04, -hw, hw, hw * 0.6), 0.0, 2 * z, body)
    if "gas" in name:
        parts += turned(
            [(0.0, hw * 0.6), (L * 0.02, hw * 0.6)], 0.0, "black_plastic", 16, axis="z", x=-L / 2 + L * 0.05
        )  # the recoil starter
        parts[-1] = (parts[-1][0].apply_translation([0.0, 0.0, 2 * z]), "black_plastic")
        parts += block(
            -L / 2 + L * 0.09, xb - L * 0.06, hw * 0.3, hw * 1.2, 0.0, z * 1.4, (230, 230, 220)
        )  # tank
        parts += block(
            -L / 2 + L * 0.02, -L / 2 + L * 0.04, hw * 0.9, hw * 1.4, z * 0.8, z * 1.2, "black_plastic"
        )
    else:
        parts += block(
            -L / 2 + L * 0.02,
            -L / 2 + L * 0.1,
            -hw * 0.8,
            hw * 0.8,
            2 * z,
            2 * z + L * 0.015,
            "black_plastic",
        )  # the battery on top
    return parts


CUTTER_BODY = {"gas": (236, 104, 20), "40v": (70, 150, 60)}  # a brush cutter's engine or motor
CUTTER_SHAFT = (150, 154, 160)  # its aluminium drive tube
CUTTER_BLADE = (214, 218, 224)  # the bright steel saw blade


def brush_cutter(L, name, acc):
    """Brush cutter (clearing saw) lying on its side: a long grey drive tube, at the back the
    engine (orange with a white fuel tank and a pull-start for the gas one, a green motor with
    a battery for the cordless one), a wide bull-horn handlebar clamped across the tube with a
    black grip at each end (the right one with a throttle trigger) and a harness ring before
    it, and at the front an angled gear head turning a round bright steel saw blade ringed with
    teeth under a black half guard (a string trimmer has a loop handle and a spool trailing
    orange line)."""
    gas = "gas" in name
    body = CUTTER_BODY["gas" if gas else "40v"]
    r, z = L * 0.012, L * 0.035
    Rb = L * 0.08  # the blade's radius (a 255 mm blade)
    bx, by = L / 2 - Rb, -L * 0.05  # the blade's centre
    xg = bx - L * 0.06  # the gear head
    xe = -L / 2 + L * 0.17  # the engine's front
    parts = turned([(xe - L * 0.02, r), (xg, r)], z, CUTTER_SHAFT, 12)
    parts += path([(xg, 0.0, z), (bx - L * 0.02, by * 0.7, z * 0.8), (bx, by, z * 0.7)], r * 1.5,
                  "dark_steel")
    parts += turned([(0.0, L * 0.022), (L * 0.035, L * 0.018)], 0.0, "dark_steel", 16, axis="z", x=bx)
    parts[-1] = (parts[-1][0].apply_translation([0.0, by, 0.0]), "dark_steel")
    n = 24  # the blade: a thin disc ringed with saw teeth
    teeth = []
    for i in range(n):
        for a, rr in ((2 * math.pi * i / n, Rb * 0.86), (2 * math.pi * (i + 0.8) / n, Rb)):
            teeth.append((bx + rr * math.cos(a), by + rr * math.sin(a)))
    parts += plate(teeth, L * 0.004, L * 0.003, CUTTER_BLADE)
    parts += turned([(L * 0.007, L * 0.02), (L * 0.01, L * 0.02)], 0.0, "dark_steel", 12, axis="z", x=bx)
    parts[-1] = (parts[-1][0].apply_translation([0.0, by, 0.0]), "dark_steel")
    m = 14  # the half guard behind the blade, on the operator's side
    ro, ri = Rb * 1.12, Rb * 0.7
    arc = [math.pi * (0.55 + 0.9 * i / m) for i in range(m + 1)]
    g = [(bx + ro * math.cos(a), by + ro * math.sin(a)) for a in arc]
    g += [(bx + ri * math.cos(a), by + ri * math.sin(a)) for a in reversed(arc)]
    parts += plate(g, L * 0.012, L * 0.006, "black_plastic")
    # the bull-horn handlebar, clamped across the tube with a grip at each end
    xh = -L * 0.08
    parts += block(xh - L * 0.02, xh + L * 0.02, -r * 2, r * 2, z - r * 1.6, z + r * 1.6, "black_plastic")
    hr = L * 0.009
    for s in (1, -1):
        parts += path([(xh, 0.0, z), (xh - L * 0.005, s * L * 0.09, z), (xh - L * 0.04, s * L * 0.17, z),
                       (xh - L * 0.07, s * L * 0.19, z)], hr, "steel", sections=10)
        parts += grip(xh - L * 0.16, xh - L * 0.07, L * 0.017, z, "rubber")
        parts[-1] = (parts[-1][0].apply_translation([0.0, s * L * 0.19, 0.0]), "rubber")
    parts += block(xh - L * 0.13, xh - L * 0.1, -L * 0.19 - L * 0.03, -L * 0.19 - L * 0.012, z - L * 0.008,
                   z + L * 0.008, body)  # the throttle trigger
    parts += turned([(xh + L * 0.05, r * 2.2), (xh + L * 0.07, r * 2.2)], z, "black_plastic", 12)  # harness
    # the engine or motor at the back
    hw = L * 0.05
    parts += plate(rounded_rect(-L / 2 + L * 0.02, xe, -hw, hw, hw * 0.5), 0.0, 2.2 * z, body)
    if gas:
        parts += turned([(0.0, hw * 0.7), (L * 0.02, hw * 0.7)], 0.0, "black_plastic", 16, axis="z",
                        x=-L / 2 + L * 0.07)  # the recoil starter
        parts[-1] = (parts[-1][0].apply_translation([0.0, 0.0, 2.2 * z]), "black_plastic")
        parts += block(-L / 2, -L / 2 + L * 0.06, -hw * 0.9, hw * 0.9, 0.0, z * 1.4, (232, 232, 222))  # tank
        parts += block(xe - L * 0.05, xe, hw, hw * 1.5, z * 0.6, z * 1.6, "black_plastic")  # air filter
    else:
        parts += block(-L / 2 + L * 0.03, -L / 2 + L * 0.11, -hw * 0.8, hw * 0.8, 2.2 * z, 2.2 * z + L * 0.02,
                       "black_plastic")  # the battery on top
    return parts


DEMO_BODY = (0, 122, 190)  # a demolition hammer's brand-blue body and motor housing
DEMO_GRIP = (32, 32, 34)  # its rubber D-handle and side handle grips


def demolition_hammer(L, name, acc):
    """Demolition hammer lying on its side: at the back a closed black D-handle loop with a
    trigger inside, a long brand-blue body with the motor housing hanging below it (black
    vents), a grey barrel and tool retainer in front, a black side handle on a clamp ring
    standing out square to the barrel, and a long bright hexagonal bull-point chisel over a
    third of the tool's length tapering to a point (a jackhammer is held upright by a wide
    T-handle across its top; a rotary hammer is a pistol-gripped drill with a chuck and a
    short bit)."""
    zc = L * 0.055  # everything lies centred at this height
    t = 2 * zc
    xb0, xb1 = -L * 0.33, -L * 0.03  # the body's back and front
    parts = plate(rounded_rect(xb0, xb1, -L * 0.055, L * 0.07, L * 0.025), 0.0, t, DEMO_BODY)
    parts += plate(rounded_rect(xb0 + L * 0.05, xb1 - L * 0.1, -L * 0.2, -L * 0.04, L * 0.03), 0.0, t * 0.94,
                   DEMO_BODY)  # the motor housing below the body
    for i in range(4):  # vents across the motor housing
        y = -L * 0.17 + i * L * 0.03
        parts += block(xb0 + L * 0.08, xb1 - L * 0.13, y, y + L * 0.012, t * 0.9, t * 0.96, "black_plastic")
    # the D-handle: a closed loop behind the body, gripped along its back
    xr = -L / 2 + L * 0.02
    loop = [(xb0 + L * 0.01, L * 0.05), (xr + L * 0.04, L * 0.06), (xr, L * 0.02), (xr, -L * 0.12),
            (xr + L * 0.04, -L * 0.15), (xb0 + L * 0.06, -L * 0.15)]
    parts += path([(x, y, zc) for x, y in loop], L * 0.022, DEMO_GRIP, 12)
    parts += block(xr + L * 0.03, xr + L * 0.055, -L * 0.08, -L * 0.01, zc - L * 0.015, zc + L * 0.015,
                   "black_plastic")  # the trigger inside the loop
    parts += path([(xr, -L * 0.12, zc * 0.6), (xr - L * 0.02, -L * 0.2, L * 0.012),
                   (xr + L * 0.03, -L * 0.3, L * 0.012)], L * 0.012, "black_plastic", 8)  # the cord
    # the barrel and retainer, the side handle standing out from its clamp ring
    xn = xb1 + L * 0.13
    parts += turned([(xb1 - L * 0.01, L * 0.05), (xn - L * 0.02, L * 0.042), (xn, L * 0.035)], zc,
                    BREAKER_STEEL, 20)
    parts += turned([(xn - L * 0.005, L * 0.04), (xn + L * 0.025, L * 0.04)], zc, "black_plastic", 20)
    xs = xb1 + L * 0.05
    parts += turned([(xs - L * 0.025, L * 0.05), (xs + L * 0.025, L * 0.05)], zc, "black_plastic", 18)
    parts += bar([xs, L * 0.04, zc], [xs, L * 0.09, zc], L * 0.015, "dark_steel")
    r = L * 0.026
    prof = [(L * 0.09, r * 0.85), (L * 0.1, r), (L * 0.19, r * 1.12), (L * 0.25, r * 0.9)]
    parts += turned(prof, zc, DEMO_GRIP, 14, axis="y", x=xs)
    # the hexagonal bull-point chisel
    x2 = xn + L * 0.025
    parts += turned([(x2, L * 0.022), (L / 2 - L * 0.1, L * 0.02), (L / 2 - L * 0.02, L * 0.007),
                     (L / 2, L * 0.001)], zc, BIT_STEEL, 6)
    return parts

