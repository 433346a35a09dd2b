"""Small handheld instruments: pens and telescopic pick-ups, lights and scopes, syringes, stethoscopes,
staplers.

Every recipe follows the contract in ``recipes/__init__.py``: ``recipe(L, name, acc)`` returns
closed (mesh, material) parts of a tool lying along +x on z = 0, about L long.
"""

from __future__ import annotations

import math

from ..parts import arc_plate, box, cyl, frustum, ring, sphere, torus


def r_pen(L, name, acc):
    """Pen-shaped tools: a slim barrel with a clip and a tip; mirrors and magnets on telescopic
    wands, thermometers with a display, test lights with a clip lead."""
    if "test light" in name:
        L = L / 1.36  # the probe; the clip lead takes the rest
    r = max(L * 0.035, 0.004)
    z = r
    wand = "mirror" in name or "pickup" in name
    if wand:
        rr = max(L * 0.012, 0.003)
        parts = [
            (cyl([-L / 2, 0, L * 0.02], [-L * 0.2, 0, L * 0.02], L * 0.02), acc),
            (cyl([-L * 0.2, 0, L * 0.02], [L * 0.35, 0, L * 0.02], rr), "chrome"),
        ]
        if "mirror" in name:
            parts += [
                (cyl([L * 0.4, 0, 0.0], [L * 0.4, 0, 0.004], L * 0.1), "chrome"),
                (cyl([L * 0.4, 0, 0.004], [L * 0.4, 0, 0.005], L * 0.09), "glass"),
            ]
        else:
            parts.append((cyl([L * 0.35, 0, L * 0.02], [L / 2, 0, L * 0.02], L * 0.02), "dark_steel"))
        return parts
    tip_mat = (
        "white"
        if "voltage" in name or "tester" in name
        else (
            "chrome"
            if any(
                k in name
                for k in (
                    "thermometer",
                    "probe",
                    "edge",
                    "test light",
                    "punch",
                    "lancet",
                    "scriber",
                    "disconnect",
                    "valve",
                    "cutter",
                    "nozzle",
                )
            )
            else "wood"
        )
    )
    parts = [
        (cyl([-L / 2, 0, z], [L * 0.3, 0, z], r, sections=12), acc),
        (frustum([L * 0.3, 0, z], [L / 2, 0, z], r, r * 0.3, sections=12), tip_mat),
        (box(-L / 2 + L * 0.05, -L * 0.1, r * 0.6, r * 1.4, z, z + r * 0.6), "chrome"),
    ]
    if "thermometer" in name or "meter" in name or "ph" in name.split():
        parts.append((box(-L * 0.35, -L * 0.05, -r * 0.7, r * 0.7, z + r * 0.5, z + r * 1.02), "screen"))
    if "test light" in name:
        hr = max(L * 0.01, 0.002)
        parts += [
            (cyl([-L / 2, 0, hr], [-L / 2 - L * 0.3, L * 0.1, hr], hr), "black_plastic"),
            (box(-L / 2 - L * 0.36, -L / 2 - L * 0.28, L * 0.06, L * 0.14, 0, hr * 4), (200, 30, 30)),
        ]
    return parts


def r_flashlight(L, name, acc):
    """Lights and scopes: a torch (tube, wider head, lens); a headlamp on its band; a work
    light panel on a stand; otoscopes and ophthalmoscopes (a handle and a small head); a
    laryngoscope (a handle and a curved blade); a clamp light (a reflector bowl and a clamp)."""
    r = L * 0.1
    z = r * 1.5
    if "headlamp" in name:
        return [
            (ring([0, 0, 0.01], L / 2, L / 2 - 0.012, 0.02), acc),
            (box(L / 2 - 0.01, L / 2 + 0.025, -0.025, 0.025, 0, 0.04), "black_plastic"),
            (cyl([L / 2 + 0.025, 0, 0.02], [L / 2 + 0.028, 0, 0.02], 0.016), "glass"),
        ]
    if "work light" in name or "magnifier" in name or "clamp light" in name:
        if "work light" in name:
            return [
                (box(-L * 0.2, L * 0.2, -L * 0.35, L * 0.35, 0, L * 0.12), acc),
                (
                    box(
                        -L * 0.2 + 0.01,
                        L * 0.2 - 0.01,
                        -L * 0.35 + 0.01,
                        L * 0.35 - 0.01,
                        L * 0.12,
                        L * 0.125,
                    ),
                    "white",
                ),
                (cyl([-L * 0.25, -L * 0.4, 0.01], [-L * 0.25, L * 0.4, 0.01], 0.01), "black_plastic"),
            ]
        bowl = L * 0.22
        return [
            (frustum([L / 2 - bowl, 0, bowl], [L / 2, 0, bowl], bowl * 0.35, bowl), "aluminium"),
            (cyl([L / 2 - 0.002, 0, bowl], [L / 2, 0, bowl], bowl * 0.95), "white"),
            (cyl([-L / 2, 0, 0.012], [L / 2 - bowl, 0, bowl * 0.6], 0.008), "aluminium"),
            (box(-L / 2, -L / 2 + L * 0.12, -L * 0.06, L * 0.06, 0, L * 0.08), "black_plastic"),
        ]
    if "laryngoscope" in name:
        hr = L * 0.11
        return [(cyl([-L / 2, 0, hr], [0.0, 0, hr], hr, sections=16), "chrome")] + [
            (m, "chrome")
            for m in arc_plate(
                0.0, -L * 0.5, L * 0.46, L * 0.52, math.radians(90), math.radians(35), hr * 0.5, hr * 0.8, n=6
            )
        ]
    if "otoscope" in name or "ophthalmoscope" in name or "refractometer" in name:
        hr = L * 0.1
        parts = [
            (
                cyl([-L / 2, 0, hr], [L * 0.15, 0, hr], hr, sections=16),
                "chrome" if "refract" not in name else "black_plastic",
            )
        ]
        if "otoscope" in name:
            parts += [
                (cyl([L * 0.15, 0, hr], [L * 0.3, 0, hr], hr * 1.3), "black_plastic"),
                (frustum([L * 0.3, 0, hr], [L / 2, 0, hr], hr * 0.8, hr * 0.25), "black_plastic"),
            ]
        else:
            parts += [
                (box(L * 0.15, L / 2, -hr * 1.2, hr * 1.2, 0, hr * 2.2), "black_plastic"),
                (cyl([L * 0.35, 0, hr * 2.2], [L * 0.35, 0, hr * 2.25], hr * 0.5), "glass"),
            ]
        return parts
    return [
        (cyl([-L / 2, 0, z], [L * 0.15, 0, z], r), acc if "pen" not in name else "aluminium"),
        (cyl([-L * 0.2, 0, z], [0.0, 0, z], r * 1.08), "black_plastic"),
        (frustum([L * 0.15, 0, z], [L / 2, 0, z], r, r * 1.5), "black_plastic"),
        (cyl([L / 2 - 0.002, 0, z], [L / 2, 0, z], r * 1.3), "glass"),
    ]


def r_syringe(L, name, acc):
    r = max(L * 0.06, 0.004)
    z = r * 1.4
    gun = "gun" in name or "livestock" in name or "drench" in name
    parts = [
        (cyl([-L * 0.3, 0, z], [L * 0.3, 0, z], r), "glass" if not gun else "chrome"),
        (cyl([-L / 2, 0, z], [-L * 0.3, 0, z], r * 0.25), "white"),
        (cyl([-L / 2, 0, z], [-L / 2 + L * 0.02, 0, z], r * 0.9), "white"),
        (box(-L * 0.32, -L * 0.28, -r * 1.4, r * 1.4, z - r * 0.3, z + r * 0.3), "white"),
        (cyl([L * 0.3, 0, z], [L / 2, 0, z], max(r * 0.08, 0.0006)), "chrome"),
    ]
    if "bulb" in name:
        parts[0] = (sphere([-L * 0.1, 0, L * 0.2], L * 0.2), "rubber")
    return parts


def r_stethoscope(L, name, acc):
    return [
        (torus([-L * 0.1, 0, 0.006], L * 0.35, 0.005), "black_plastic"),
        (cyl([L * 0.25, 0, 0.006], [L / 2 - L * 0.06, 0, 0.006], 0.005), "black_plastic"),
        (cyl([L / 2 - L * 0.12, 0, 0], [L / 2 - L * 0.12, 0, L * 0.04], L * 0.1), "chrome"),
        (cyl([-L / 2, L * 0.12, 0.008], [-L * 0.35, L * 0.06, 0.008], 0.003), "chrome"),
        (cyl([-L / 2, -L * 0.12, 0.008], [-L * 0.35, -L * 0.06, 0.008], 0.003), "chrome"),
    ]


def r_stapler(L, name, acc):
    h = L * 0.3
    return [
        (box(-L / 2, L / 2, -L * 0.1, L * 0.1, 0, h * 0.4), "dark_steel"),
        (box(-L / 2, L * 0.4, -L * 0.09, L * 0.09, h * 0.45, h), acc),
        (box(-L / 2, -L * 0.3, -L * 0.08, L * 0.08, h * 0.4, h * 0.45), "chrome"),
    ]
