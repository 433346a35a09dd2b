"""Measuring and marking tools: levels, rules, squares, calipers, micrometers, dial and feeler gauges,
tape measures, marking gauges, plumb bobs, handheld meters.

Every recipe follows the contract in ``recipes/__init__.py``: ``recipe(L, name, acc)`` returns
closed (mesh, material) parts of a tool lying along +x on z = 0, about L long.
"""

from __future__ import annotations

import math

from ..parts import box, cyl, frustum, prism, rbox, sphere, torus


def r_level(L, name, acc):
    h = max(L * 0.06, 0.03) if "torpedo" not in name else L * 0.2
    w = max(L * 0.022, 0.02) if "torpedo" not in name else L * 0.1
    parts = [
        (box(-L / 2, L / 2, -w / 2, w / 2, 0, h), "aluminium" if "line" not in name else "brass"),
        (box(-L * 0.05, L * 0.05, -w / 2 - 0.001, w / 2 + 0.001, h * 0.3, h * 0.75), (90, 200, 60)),
        (box(-L / 2, -L / 2 + min(L * 0.05, 0.04), -w / 2 - 0.001, w / 2 + 0.001, 0, h), acc),
        (box(L / 2 - min(L * 0.05, 0.04), L / 2, -w / 2 - 0.001, w / 2 + 0.001, 0, h), acc),
    ]
    if L > 0.5:
        parts.append(
            (box(-L * 0.35, -L * 0.25, -w / 2 - 0.001, w / 2 + 0.001, h * 0.3, h * 0.75), (90, 200, 60))
        )
    return parts


def r_rule(L, name, acc):
    """Rules, straightedges, grade rods and screeds: a plain flat bar with markings."""
    w = max(L * 0.08, 0.02) if L < 1 else L * 0.04
    t = max(L * 0.004, 0.0015)
    mat = "aluminium" if L > 1 else ("fiberglass" if "folding" in name or "rod" in name else "steel")
    parts = [(box(-L / 2, L / 2, -w / 2, w / 2, 0, t), mat)]
    for i in range(1, 10):
        x = -L / 2 + i * L / 10
        parts.append((box(x - L * 0.002, x + L * 0.002, -w / 2, -w / 4, t, t * 1.15), "black_plastic"))
    return parts


def r_square(L, name, acc):
    t = max(L * 0.012, 0.003)
    if "speed" in name or "rafter" in name or "dovetail" in name:
        return [
            (prism([(-L / 2, -L / 2), (L / 2, -L / 2), (-L / 2, L / 2)], 0, t), "aluminium"),
            (box(-L / 2, -L / 2 + L * 0.08, -L / 2, L / 2, 0, t * 3), "aluminium"),
        ]
    if "T-square" in name or "drywall" in name:
        return [
            (box(-L / 2, L / 2, -L * 0.02, L * 0.02, 0, t), "aluminium"),
            (box(-L / 2, -L / 2 + L * 0.04, -L * 0.2, L * 0.2, 0, t * 3), "aluminium"),
        ]
    stock = "combination" in name or "engineer" in name or "try" in name or "bevel" in name
    parts = [(box(-L / 2, L / 2, -L * 0.35, -L * 0.35 + L * 0.07, 0, t), "steel")]
    if stock:
        parts.append(
            (
                box(-L / 2, -L / 2 + L * 0.12, -L * 0.35, L * 0.1, 0, t * 4),
                "dark_wood" if "bevel" in name else "dark_steel",
            )
        )
    else:
        parts.append((box(-L / 2, -L / 2 + L * 0.07, -L * 0.35, L * 0.3, 0, t), "steel"))
    return parts


def r_caliper(L, name, acc):
    t = L * 0.02
    parts = [
        (box(-L / 2, L / 2, -L * 0.03, L * 0.03, 0, t), "steel"),
        (box(-L / 2, -L / 2 + L * 0.06, -L * 0.03, L * 0.22, 0, t), "steel"),
        (box(-L / 2 + L * 0.08, -L / 2 + L * 0.3, -L * 0.05, L * 0.22, 0, t * 1.4), "steel"),
        (
            box(-L / 2 + L * 0.12, -L / 2 + L * 0.28, -L * 0.05, L * 0.04, t * 1.4, t * 2.2),
            "screen" if "digital" in name else "white",
        ),
    ]
    return parts


def r_micrometer(L, name, acc):
    r = L * 0.12
    z = r
    return [
        (torus([-L * 0.1, 0, z], L * 0.22, L * 0.05), "dark_steel"),
        (cyl([L * 0.1, 0, z], [L / 2, 0, z], r), "chrome"),
        (cyl([L * 0.25, 0, z], [L / 2, 0, z], r * 1.15), "steel"),
        (cyl([-L / 2 + L * 0.05, 0, z], [-L * 0.1, 0, z], r * 0.25), "steel"),
    ]


def r_dial_gauge(L, name, acc):
    """A round dial gauge lying face up, with a stem or a hose (tire gauges, dial indicators,
    compression and pressure testers, blood-pressure gauges)."""
    hose = any(k in name for k in ("compression", "fuel", "radiator", "manifold", "sphygmo", "hose"))
    d = min(L * (0.7 if not hose else 0.32), 0.11)
    r = d / 2
    t = r * 0.55
    cx = L / 2 - r if hose else 0.0
    parts = [
        (cyl([cx, 0, 0], [cx, 0, t], r, sections=28), "chrome" if "sphygmo" not in name else acc),
        (cyl([cx, 0, t], [cx, 0, t + 0.0008], r * 0.86, sections=28), "white"),
        (
            rbox([cx + r * 0.28, r * 0.1, t + 0.0012], [r * 0.62, max(r * 0.05, 0.001), 0.0008], yaw=0.35),
            (20, 20, 20),
        ),
        (cyl([cx, 0, t + 0.0008], [cx, 0, t + 0.002], r * 0.08), (200, 30, 30)),
    ]
    for i in range(12):
        a = 2 * math.pi * i / 12
        parts.append(
            (
                box(
                    cx + r * 0.74 * math.cos(a) - 0.0007,
                    cx + r * 0.74 * math.cos(a) + 0.0007,
                    r * 0.74 * math.sin(a) - 0.0007,
                    r * 0.74 * math.sin(a) + 0.0007,
                    t + 0.0008,
                    t + 0.0012,
                ),
                (20, 20, 20),
            )
        )
    if hose:
        hr = max(L * 0.012, 0.004)
        parts += [
            (
                cyl([cx - r, 0, hr], [-L / 2 + L * 0.08, 0, hr], hr),
                "black_plastic" if "sphygmo" not in name else "rubber",
            ),
            (cyl([-L / 2, 0, hr], [-L / 2 + L * 0.08, 0, hr], hr * 1.6), "brass"),
        ]
        if "sphygmo" in name:
            parts.append((sphere([-L / 2 + L * 0.2, -L * 0.1, L * 0.05], L * 0.05), "black_plastic"))
        if "manifold" in name:
            parts.append((cyl([cx, -r * 2.1, 0], [cx, -r * 2.1, t], r, sections=28), (40, 90, 200)))
    elif "indicator" in name:
        parts += [
            (cyl([cx, -r, t * 0.5], [cx, -r - L * 0.3, t * 0.5], r * 0.1), "chrome"),
            (cyl([cx, r, t * 0.5], [cx, r + L * 0.12, t * 0.5], r * 0.14), "chrome"),
        ]
    else:  # a tire gauge: a short chuck
        parts.append((cyl([cx + r * 0.9, 0, t * 0.5], [L / 2, 0, t * 0.5], r * 0.18), "brass"))
    return parts


def r_fan_gauge(L, name, acc):
    """A feeler, thread-pitch or radius gauge: a steel case with blades fanned out of it."""
    w = L * 0.18
    t = max(L * 0.05, 0.004)
    parts = [
        (box(-L / 2, -L * 0.05, -w / 2, w / 2, 0, t), "steel"),
        (cyl([-L / 2 + w / 2, 0, t], [-L / 2 + w / 2, 0, t + 0.002], w * 0.3), "dark_steel"),
    ]
    for i, a in enumerate((-0.5, -0.25, 0.0, 0.25, 0.5)):
        px = -L / 2 + w / 2
        ln = L - w / 2
        parts.append(
            (
                rbox(
                    [px + ln / 2 * math.cos(a), ln / 2 * math.sin(a), t * 0.5 + i * 0.0004],
                    [ln, w * 0.55, 0.0006],
                    yaw=a,
                ),
                "chrome" if i % 2 else "steel",
            )
        )
    return parts


def r_tape_measure(L, name, acc):
    """A tape measure lying on its side: a rounded case, a belt clip, the tape blade with its
    hook; chalk reels and mason's lines have a crank and a string; long tapes and fish tapes
    are open reels with a handle."""
    if any(k in name for k in ("long", "fish", "mason")):
        r = L * 0.36
        parts = [
            (cyl([-L / 2 + r, 0, 0], [-L / 2 + r, 0, r * 0.35], r, sections=28), acc),
            (
                cyl([-L / 2 + r, 0, r * 0.35], [-L / 2 + r, 0, r * 0.38], r * 0.6, sections=28),
                "black_plastic",
            ),
            (cyl([-L / 2 + r * 1.5, 0, r * 0.38], [-L / 2 + r * 1.5, 0, r * 0.6], r * 0.12), "black_plastic"),
            (
                box(-L / 2 + 2 * r - 0.01, L / 2, -r * 0.1, r * 0.1, r * 0.12, r * 0.2),
                "fiberglass" if "fish" not in name else "dark_steel",
            ),
        ]
        return parts
    r = L * 0.45
    t = L * 0.42
    cx = -L / 2 + r
    chalk = "chalk" in name
    parts = [
        (cyl([cx, 0, 0], [cx, 0, t], r, sections=28), acc if not chalk else (30, 110, 200)),
        (box(cx, cx + r * 1.05, -r, r * 0.2, 0, t), acc if not chalk else (30, 110, 200)),
        (
            cyl([cx, 0, t], [cx, 0, t + 0.001], r * 0.45, sections=20),
            "chrome" if not chalk else "black_plastic",
        ),
        (box(cx - r * 0.8, cx + r * 0.3, r * 0.75, r * 1.02, t * 0.2, t * 0.8), "black_plastic"),
    ]
    if chalk:
        parts += [
            (cyl([cx, 0, t], [cx, 0, t + r * 0.25], r * 0.1), "black_plastic"),
            (cyl([cx + r * 1.05, -r * 0.7, 0.003], [L / 2, -r * 0.7, 0.003], 0.0015), (30, 110, 200)),
            (box(L / 2 - L * 0.04, L / 2, -r * 0.8, -r * 0.6, 0, 0.01), "chrome"),
        ]
    else:
        parts += [
            (box(cx + r * 1.05, L / 2 - L * 0.02, -r * 0.95, -r * 0.55, 0, 0.003), "fiberglass"),
            (box(L / 2 - L * 0.03, L / 2, -r * 1.0, -r * 0.5, 0, L * 0.05), "brass"),
            (box(cx + r * 0.6, cx + r * 1.0, -r * 1.02, -r * 0.3, t * 0.7, t * 1.02), "black_plastic"),
        ]
    return parts


def r_marking_gauge(L, name, acc):
    """A marking or mortise gauge: a square wooden beam through a fence, with a thumbscrew."""
    b = L * 0.07
    fx = -L * 0.05
    fw = L * 0.34
    return [
        (box(-L / 2, L / 2, -b / 2, b / 2, fw * 0.3, fw * 0.3 + b), "wood"),
        (box(fx - L * 0.06, fx + L * 0.06, -fw / 2, fw / 2, 0, fw * 0.6 + b), "dark_wood"),
        (cyl([fx, fw / 2, fw * 0.3 + b / 2], [fx, fw / 2 + L * 0.05, fw * 0.3 + b / 2], b * 0.45), "brass"),
        (cyl([L / 2 - L * 0.04, 0, fw * 0.3], [L / 2 - L * 0.04, 0, fw * 0.3 - b * 0.3], b * 0.08), "steel"),
    ]


def r_plumb_bob(L, name, acc):
    """A plumb bob lying on its side: a brass body tapering to a point, a cap and its string."""
    r = L * 0.16
    z = r
    return [
        (frustum([L * 0.05, 0, z], [L * 0.38, 0, z], r, r * 0.08), "brass"),
        (cyl([-L * 0.12, 0, z], [L * 0.05, 0, z], r), "brass"),
        (cyl([-L * 0.18, 0, z], [-L * 0.12, 0, z], r * 0.5), "brass"),
        (cyl([-L / 2, -L * 0.02, 0.0015], [-L * 0.18, 0, z], 0.0012), "white"),
    ]


def r_meter(L, name, acc):
    """Handheld instruments: a rubber-booted body with a screen, buttons and a dial; test leads
    for testers, a jaw for clamp meters, a pistol grip for imagers and IR thermometers."""
    leads = any(k in name for k in ("multimeter", "tester", "automotive", "ground", "resistance"))
    if leads and not any(k in name for k in ("imager", "infrared", "thermal")):
        L = L / 1.45  # the body; the test leads take the rest of the length
    w = L * 0.5
    t = L * 0.16
    if any(k in name for k in ("imager", "infrared", "thermal")):
        return [
            (box(-L / 2, L * 0.15, -w * 0.3, w * 0.3, 0, t), acc),
            (box(-L * 0.35, -L * 0.1, -L * 0.5, -w * 0.3, 0, t * 0.8), "black_plastic"),
            (cyl([L * 0.15, 0, t / 2], [L / 2, 0, t / 2], t * 0.45), "black_plastic"),
            (box(-L * 0.45, -L * 0.05, -w * 0.25, w * 0.25, t, t + 0.002), "screen"),
        ]
    parts = [
        (box(-L / 2, L / 2, -w / 2, w / 2, 0, t), acc),
        (
            box(-L / 2 + L * 0.04, L / 2 - L * 0.04, -w / 2 + L * 0.04, w / 2 - L * 0.04, t, t * 1.06),
            (50, 52, 56),
        ),
        (box(L * 0.08, L * 0.4, -w * 0.36, w * 0.36, t * 1.06, t * 1.08), "screen"),
    ]
    if any(k in name for k in ("multimeter", "tester", "clamp", "automotive", "ground")):
        parts.append((cyl([-L * 0.2, 0, t * 1.06], [-L * 0.2, 0, t * 1.3], w * 0.2), "black_plastic"))
    else:
        for i in range(3):
            parts.append(
                (
                    box(
                        -L * 0.35 + i * L * 0.13,
                        -L * 0.27 + i * L * 0.13,
                        -w * 0.2,
                        w * 0.2,
                        t * 1.06,
                        t * 1.14,
                    ),
                    "black_plastic",
                )
            )
    if "clamp" in name:
        parts.append((torus([L / 2 + L * 0.15, 0, t / 2], L * 0.16, L * 0.045), acc))
    if any(k in name for k in ("multimeter", "tester", "automotive", "ground", "resistance")):
        hr = max(L * 0.012, 0.003)
        parts += [
            (cyl([-L / 2, -w * 0.2, hr], [-L / 2 - L * 0.45, -w * 0.5, hr], hr), (200, 30, 30)),
            (cyl([-L / 2, w * 0.2, hr], [-L / 2 - L * 0.45, w * 0.5, hr], hr), "black_plastic"),
        ]
    return parts
