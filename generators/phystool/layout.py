"""Place tools on a surface without overlap, with seeded poses.

Each tool's footprint is its L x W rectangle (the proxy mesh never leaves it), turned by
a yaw about the surface normal. Footprints are placed largest first by rejection sampling
with a separating-axis overlap test and a small gap, in a placement region sized to the
tools (they cover about ``COVERAGE`` of it, and the longest fits) whose proportions
(``REGION``) make it a square in the picture (1 : 1.15 seen at 60 degrees, 1 : 1 on a
pegboard seen head-on), so a handful of small tools lie close together and the camera,
which frames what is placed, shows them large and fills the square frame. When the region
is too crowded it grows by 15% and the placement restarts, so a layout always exists and
``extent`` reports the region really used (the surface drawn around it is larger).
Coordinates are in the surface's own frame: x right, y away from the viewer, z up out of the
surface (for a pegboard, out of the board).
"""

from __future__ import annotations

import math

import numpy as np

# nominal (width, depth) in metres; a surface grows when its tools do not fit
SURFACES = {"tray": (0.6, 0.42), "workbench": (1.6, 0.8), "pegboard": (1.2, 0.9), "floor": (2.4, 1.8)}
GAP = 0.015
COVERAGE = 0.5  # share of the placement region the tools' footprints cover
REGION = {"pegboard": (1.0, 1.0)}  # placement region proportions (x, y); others REGION_OBLIQUE
REGION_OBLIQUE = (1.0, 1.15)  # y is foreshortened by sin(60 deg) from the default camera


def corners(x: float, y: float, yaw: float, length: float, width: float) -> np.ndarray:
    c, s = math.cos(yaw), math.sin(yaw)
    hx, hy = length / 2, width / 2
    local = np.array([[-hx, -hy], [hx, -hy], [hx, hy], [-hx, hy]])
    return local @ np.array([[c, s], [-s, c]]) + np.array([x, y])


def overlap(a, b, gap: float = 0.0) -> bool:
    """Separating-axis test for two convex quads ((4, 2) arrays or lists of points);
    ``gap`` widens the test by a margin. Plain floats: it runs for every candidate pose."""
    qa = a.tolist() if isinstance(a, np.ndarray) else a
    qb = b.tolist() if isinstance(b, np.ndarray) else b
    for poly in (qa, qb):
        for i in range(4):
            x0, y0 = poly[i]
            x1, y1 = poly[(i + 1) % 4]
            ax, ay = y0 - y1, x1 - x0
            norm = math.hypot(ax, ay)
            ax, ay = ax / norm, ay / norm
            pa = [x * ax + y * ay for x, y in qa]
            pb = [x * ax + y * ay for x, y in qb]
            if max(pa) + gap <= min(pb) or max(pb) + gap <= min(pa):
                return False
    return True


def choose_surface(sizes: list[tuple[float, float, float]], requested: str, rng=None) -> str:
    """``auto`` picks at random among the surfaces whose nominal size plausibly holds the
    tools (the smallest two that fit); a pegboard only when every tool is a flat hand tool
    that could hang on one (at most 0.8 m long and 8 cm thick)."""
    if requested != "auto":
        return requested
    longest = max(s[0] for s in sizes)
    area = sum(s[0] * s[1] for s in sizes)
    hangable = all(s[0] <= 0.8 and (len(s) < 3 or s[2] <= 0.08) for s in sizes)
    fits = []
    for name in ("tray", "pegboard", "workbench", "floor"):
        w, d = SURFACES[name]
        if name == "pegboard" and not hangable:
            continue
        if longest <= 0.8 * max(w, d) and area <= 0.4 * w * d:
            fits.append(name)
    fits = (fits or ["floor"])[:2]
    return fits[int(rng.integers(len(fits)))] if rng is not None else fits[0]


def place(sizes: list[tuple[float, ...]], surface: str, rng, max_tries: int = 400) -> dict:
    """Poses for tools with footprints ``sizes`` [(L, W), ...] in input order.

    Returns {"surface": name, "extent": [w, d], "poses": [{"x", "y", "yaw_deg"}, ...]}."""
    if surface not in SURFACES:
        raise ValueError(f"surface {surface!r}: choose one of {', '.join(SURFACES)} or auto")
    w, d = REGION.get(surface, REGION_OBLIQUE)
    longest = max(s[0] for s in sizes)
    sizes = [(s[0], s[1]) for s in sizes]
    area = sum(s[0] * s[1] for s in sizes)
    # start just large enough for the longest tool and for the tools to cover ~COVERAGE of it
    scale = max((longest + 2 * GAP) / max(w, d) * 1.05, math.sqrt(area / (COVERAGE * w * d)))
    w, d = w * scale, d * scale
    order = sorted(range(len(sizes)), key=lambda i: -sizes[i][0] * sizes[i][1])
    for _ in range(40):
        placed: dict[int, tuple] = {}
        quads: list[tuple] = []
        for i in order:
            length, width = sizes[i]
            ok = False
            for _ in range(max_tries):
                if surface == "pegboard":  # tools hang: mostly upright or level
                    yaw = float(rng.choice([0.0, 90.0, 180.0, 270.0]) + rng.normal(0, 4))
                else:
                    yaw = float(rng.uniform(0, 360))
                quad0 = corners(0, 0, math.radians(yaw), length, width)
                ext = quad0.max(axis=0)
                if ext[0] * 2 + GAP > w or ext[1] * 2 + GAP > d:
                    continue
                x = float(rng.uniform(-w / 2 + ext[0] + GAP / 2, w / 2 - ext[0] - GAP / 2))
                y = float(rng.uniform(-d / 2 + ext[1] + GAP / 2, d / 2 - ext[1] - GAP / 2))
                quad = (quad0 + np.array([x, y])).tolist()
                radius = 0.5 * math.hypot(length, width)
                # bounding circles first: only near neighbours need the separating-axis test
                if all(math.hypot(x - q[0], y - q[1]) > radius + q[2] + GAP or not overlap(quad, q[3], GAP)
                       for q in quads):
                    placed[i] = (x, y, yaw)
                    quads.append((x, y, radius, quad))
                    ok = True
                    break
            if not ok:
                break
        if len(placed) == len(sizes):
            poses = [{"x": round(placed[i][0], 5), "y": round(placed[i][1], 5),
                      "yaw_deg": round(placed[i][2] % 360.0, 4)} for i in range(len(sizes))]
            return {"surface": surface, "extent": [round(w, 4), round(d, 4)], "poses": poses}
        w, d = w * 1.15, d * 1.15
    raise RuntimeError("layout: could not place the tools (this should not happen: the surface grows)")


def footprints(sizes: list[tuple[float, float]], layout: dict) -> list[np.ndarray]:
    return [corners(p["x"], p["y"], math.radians(p["yaw_deg"]), s[0], s[1])
            for s, p in zip(sizes, layout["poses"])]
