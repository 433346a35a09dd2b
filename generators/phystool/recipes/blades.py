"""Edged and pointed hand tools: knives, scalpels, chisels, files, hand and frame saws, sickles and
scythes, planes, picks and hooks.

Every recipe follows the contract in ``recipes/__init__.py``: ``recipe(L, name, acc)`` returns
closed (mesh, material) parts of a tool lying along +x on z = 0, about L long.
"""

from __future__ import annotations

import math

from ..parts import arc_plate, arc_tube, blade, box, cyl, frustum, prism, rbox, sphere, torus


def r_knife(L, name, acc):
    t = L * 0.06
    utility = "utility" in name or "carpet" in name
    hl = L * (0.6 if utility else 0.48)
    hmat = (
        acc
        if utility or "pocket" in name
        else ("wood" if "hoof" in name or "harvest" in name else "black_plastic")
    )
    parts = [(box(-L / 2, -L / 2 + hl, -L * 0.055, L * 0.055, 0, t), hmat)]
    if utility:
        parts.append(
            (
                prism(
                    [
                        (-L / 2 + hl, -L * 0.045),
                        (L / 2, -L * 0.01),
                        (L / 2 - L * 0.1, L * 0.045),
                        (-L / 2 + hl, L * 0.045),
                    ],
                    t * 0.35,
                    t * 0.55,
                ),
                "chrome",
            )
        )
    elif "hoof" in name:
        parts.append(
            (
                prism(
                    [
                        (-L / 2 + hl, -L * 0.04),
                        (L / 2, -L * 0.03),
                        (L / 2, L * 0.06),
                        (-L / 2 + hl, L * 0.04),
                    ],
                    t * 0.4,
                    t * 0.55,
                ),
                "steel",
            )
        )
    else:
        parts.append(
            (
                prism(
                    [
                        (-L / 2 + hl, -L * 0.05),
                        (L / 2, L * 0.02),
                        (L / 2 - L * 0.04, L * 0.05),
                        (-L / 2 + hl, L * 0.05),
                    ],
                    t * 0.4,
                    t * 0.55,
                ),
                "chrome",
            )
        )
    return parts


def r_scalpel(L, name, acc):
    t = max(L * 0.02, 0.002)
    mat = "chrome" if "disposable" not in name else (60, 120, 200)
    parts = [
        (box(-L / 2, L * 0.25, -L * 0.035, L * 0.035, 0, t), mat),
        (box(-L / 2 + L * 0.1, L * 0.15, -L * 0.025, L * 0.025, t, t * 1.2), "dark_steel"),
        (
            prism(
                [(L * 0.25, -L * 0.03), (L / 2, -L * 0.005), (L * 0.45, L * 0.03), (L * 0.25, L * 0.03)],
                t * 0.3,
                t * 0.7,
            ),
            "chrome",
        ),
    ]
    return parts


def r_chisel(L, name, acc):
    hr = L * 0.06
    z = hr
    gouge = "gouge" in name
    parts = [
        (frustum([-L / 2, 0, z], [-L / 2 + L * 0.42, 0, z], hr * 0.9, hr * 1.05), "wood"),
        (cyl([-L / 2, 0, z], [-L / 2 + L * 0.03, 0, z], hr * 0.95), "dark_steel"),
        (cyl([-L / 2 + L * 0.42, 0, z], [-L / 2 + L * 0.47, 0, z], hr * 0.7), "brass"),
    ]
    w = max(L * 0.09, 0.008)
    if gouge:
        parts.append((cyl([-L / 2 + L * 0.47, 0, z], [L / 2, 0, z], w * 0.45), "steel"))
    else:
        parts.append((blade(-L / 2 + L * 0.47, L / 2, w * 0.8, w, L * 0.018, z0=z - L * 0.02), "steel"))
    return parts


def r_file(L, name, acc):
    hr = L * 0.05
    z = hr
    hl = L * 0.3
    rasp = "rasp" in name
    parts = [
        (
            frustum([-L / 2, 0, z], [-L / 2 + hl, 0, z], hr * 0.8, hr),
            "wood" if "cabinet" in name or rasp else acc,
        ),
        (cyl([-L / 2 + hl, 0, z], [-L / 2 + hl + L * 0.02, 0, z], hr * 0.8), "brass"),
    ]
    w = L * 0.08
    if "round" in name and "half" not in name:
        parts.append((frustum([-L / 2 + hl, 0, z], [L / 2, 0, z], w * 0.3, w * 0.12), "dark_steel"))
    else:
        parts.append((blade(-L / 2 + hl, L / 2, w, w * 0.45, L * 0.02, z0=z - L * 0.01), "dark_steel"))
        if "half-round" in name or rasp:
            parts.append(
                (blade(-L / 2 + hl, L / 2, w * 0.7, w * 0.3, L * 0.018, z0=z + L * 0.01), "dark_steel")
            )
    return parts


def r_handsaw(L, name, acc):
    t = L * 0.004
    hl = L * 0.25
    back = any(w in name for w in ("tenon", "dovetail", "backsaw", "gent"))
    jab = "jab" in name or "drywall" in name or "keyhole" in name
    parts = [
        (box(-L / 2, -L / 2 + hl, -L * 0.1, L * 0.05, 0, L * 0.05), "wood" if back else acc),
        (box(-L / 2 + hl * 0.3, -L / 2 + hl * 0.7, -L * 0.06, L * 0.01, L * 0.05, L * 0.052), "screen"),
    ]
    if jab:
        parts[0] = (cyl([-L / 2, 0, L * 0.05], [-L / 2 + hl, 0, L * 0.05], L * 0.05), acc)
        parts.pop()
        parts.append((blade(-L / 2 + hl, L / 2, L * 0.12, L * 0.02, t * 3, z0=L * 0.04), "steel"))
    elif back:
        parts.append((box(-L / 2 + hl, L / 2, -L * 0.06, L * 0.1, L * 0.02, L * 0.02 + t), "steel"))
        parts.append((box(-L / 2 + hl, L / 2, L * 0.08, L * 0.11, L * 0.015, L * 0.035), "brass"))
    else:
        parts.append(
            (
                prism(
                    [
                        (-L / 2 + hl, -L * 0.13),
                        (L / 2, -L * 0.06),
                        (L / 2, -L * 0.015),
                        (-L / 2 + hl, L * 0.06),
                    ],
                    L * 0.02,
                    L * 0.02 + t * 2,
                ),
                "steel",
            )
        )
    return parts


def r_frame_saw(L, name, acc):
    coping = "coping" in name or "fret" in name
    bow = "bow" in name
    h = L * (0.45 if coping else (0.32 if bow else 0.28))
    r = L * 0.012
    z = r
    parts = [(cyl([-L / 2 + L * 0.1, -h / 2, z], [L / 2, -h / 2, z], r * 0.4), "steel")]  # blade line
    if bow:
        parts += [
            (cyl([-L / 2 + L * 0.1, -h / 2, z], [-L * 0.2, h / 2, z], r * 1.6), acc),
            (cyl([-L * 0.2, h / 2, z], [L * 0.3, h / 2, z], r * 1.6), acc),
            (cyl([L * 0.3, h / 2, z], [L / 2, -h / 2, z], r * 1.6), acc),
        ]
    else:
        parts += [
            (cyl([-L / 2 + L * 0.12, -h / 2, z], [-L / 2 + L * 0.12, h / 2, z], r * 1.4), acc),
            (cyl([-L / 2 + L * 0.12, h / 2, z], [L / 2, h / 2, z], r * 1.4), acc),
            (cyl([L / 2, h / 2, z], [L / 2, -h / 2, z], r * 1.4), acc),
            (
                cyl([-L / 2, -h / 2 - L * 0.05, L * 0.04], [-L / 2 + L * 0.14, -h / 2, L * 0.04], L * 0.04),
                "black_plastic" if not coping else "wood",
            ),
        ]
    return parts


def r_sickle(L, name, acc):
    """A sickle: a short wooden handle and a C-shaped blade."""
    hl = L * 0.38
    z = L * 0.035
    R = L * 0.34
    cx = -L / 2 + hl + R * 0.95
    return (
        [
            (cyl([-L / 2, 0, z], [-L / 2 + hl, 0, z], L * 0.035), "wood"),
            (cyl([-L / 2 + hl - 0.004, 0, z], [-L / 2 + hl + 0.012, 0, z], L * 0.04), "steel"),
        ]
        + [
            (m, "steel")
            for m in arc_plate(
                cx, -R * 0.15, R * 0.86, R, math.radians(195), math.radians(-20), z - 0.002, z + 0.002, n=12
            )
        ]
        + [
            (m, "steel")
            for m in arc_plate(
                cx,
                -R * 0.15,
                R * 0.93,
                R * 1.08,
                math.radians(190),
                math.radians(20),
                z - 0.0015,
                z + 0.0015,
                n=10,
            )
        ]
    )


def r_scythe(L, name, acc):
    """A scythe: a long wooden snath with two grips and a long curved blade at its end, at
    right angles to it."""
    r = max(L * 0.013, 0.014)
    z = r
    R = L * 1.1
    xe = L / 2 - L * 0.02
    parts = [
        (cyl([-L / 2, 0, z], [xe, 0, z], r), "wood"),
        (cyl([-L * 0.3, 0, z], [-L * 0.3, L * 0.1, z], r * 0.8), "wood"),
        (cyl([L * 0.05, 0, z], [L * 0.05, L * 0.1, z], r * 0.8), "wood"),
    ]
    parts += [
        (m, "dark_steel") for m in arc_plate(xe - R, 0.0, R - L * 0.05, R, 0.0, -0.52, 0.0, 0.004, n=12)
    ]
    return parts


def r_plane(L, name, acc):
    w = L * 0.2
    h = L * 0.12
    return [
        (box(-L / 2, L / 2, -w / 2, w / 2, 0, h * 0.5), "dark_steel"),
        (rbox([-L * 0.05, 0, h * 0.9], [L * 0.25, w * 0.6, h * 0.15], pitch=0.7), "steel"),
        (cyl([-L * 0.38, 0, h * 0.5], [-L * 0.25, 0, h * 1.4], w * 0.18), "wood"),
        (sphere([L * 0.3, 0, h * 0.8], w * 0.25), "wood"),
    ]


def _grip(x0, x1, r, z, mat, sections=12):
    """A handle along x with a slightly wider collar at its front end."""
    return [
        (cyl([x0, 0, z], [x1, 0, z], r, sections=sections), mat),
        (cyl([x1 - (x1 - x0) * 0.08, 0, z], [x1, 0, z], r * 1.12, sections=sections), mat),
    ]


def r_pick(L, name, acc):
    """Picks, hooks and probes: a slim handle and a thin steel shaft ending in a hook or point."""
    z = max(L * 0.045, 0.006)
    hl = L * (0.45 if "chip" not in name else 0.25)
    hay = "hay" in name
    if hay:  # a T-handle and a big C hook
        R = L * 0.3
        return [
            (cyl([-L / 2, -L * 0.3, z], [-L / 2, L * 0.3, z], z), "wood"),
            (cyl([-L / 2, 0, z], [L / 2 - 2 * R, 0, z], z * 0.35), "dark_steel"),
        ] + [(m, "dark_steel") for m in arc_tube(L / 2 - R, 0, z, R, math.pi, -0.4 * math.pi, z * 0.35, n=8)]
    mat = (
        "wood"
        if any(k in name for k in ("awl", "weeder", "hoof", "drip"))
        else ("chrome" if any(k in name for k in ("curette", "probe", "skin")) else acc)
    )
    parts = _grip(-L / 2, -L / 2 + hl, z * (0.7 if mat == "chrome" else 1.0), z, mat)
    tip = L / 2 - L * 0.07
    sr = max(z * 0.16, 0.0008)
    parts.append((cyl([-L / 2 + hl, 0, z], [tip, 0, z], sr), "chrome"))
    if "weeder" in name:
        parts += [
            (cyl([tip, 0, z], [L / 2, L * 0.03, z * 0.3], sr * 1.5), "chrome"),
            (cyl([tip, 0, z], [L / 2, -L * 0.03, z * 0.3], sr * 1.5), "chrome"),
        ]
    elif any(k in name for k in ("awl", "drip", "probe", "straight")):
        parts.append((frustum([tip, 0, z], [L / 2, 0, z], sr, sr * 0.2), "chrome"))
    elif "curette" in name or "hoof" in name:
        parts += [
            (cyl([tip, 0, z], [L / 2, 0, z], sr), "chrome"),
            (torus([L / 2 - L * 0.02, 0, z], L * 0.025, sr), "chrome"),
        ]
    else:  # hook
        parts += [
            (cyl([tip, 0, z], [L / 2, 0, z], sr), "chrome"),
            (cyl([L / 2, 0, z], [L / 2 - L * 0.02, L * 0.05, z], sr), "chrome"),
            (sphere([L / 2, 0, z], sr * 1.05, sub=1), "chrome"),
        ]
    return parts
