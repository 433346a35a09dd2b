"""One complete PhysTool item: query, layout, camera, render and visibility check.

The camera frames the placed tools (their 3-D boxes), not the whole surface. A layout is
accepted when every visible tool is drawn at least ``min_tool_length`` of the image width
long and covers at least ``min_tool_area`` pixels (2,000 at 1024 x 1024, scaled with the
image area), so that each can be recognised: in a rendered run the instance buffer's pixels
are counted, in a records-only run the area is estimated (``drawn_areas``: the projected
footprint times the model's top-view fill, which under-counts what an oblique camera also
sees of the sides). The oblique camera is tried first and a top-down camera second
(footprints never overlap, so top-down hides nothing); if both fail the query is redrawn
with the next attempt number (same task, other distractors; after ``KEEP_TASK_ATTEMPTS`` other
targets too, after ``KEEP_SIZE_ATTEMPTS`` another task). The last attempt is kept if only the
length or area rule fails. The attempt is part of every seed, so the result is still a
function of (seed, index).
"""

from __future__ import annotations

import math
from dataclasses import asdict

import numpy as np

from ..errors import RunError
from ..rng import PHYSTOOL_LAYOUT, words_stream
from .layout import choose_surface, place
from .library import Library
from .queries import QueryConfig, sample_query
from .render import frame_points, pixel_counts, project, render
from .tasks import Template


def query_config(pc) -> QueryConfig:
    return QueryConfig(p_ordered=float(pc["p_ordered"]), visible_min=int(pc["visible_min"]),
                       visible_max=int(pc["visible_max"]), size_ratio=float(pc.get("size_ratio", 8.0)))


def tool_boxes(tools: list[dict], poses: list[dict]) -> list[np.ndarray]:
    """The 8 corners of each placed tool's box (surface frame)."""
    out = []
    for t, p in zip(tools, poses):
        L, W, H = t["size_m"]
        a = math.radians(p["yaw_deg"])
        c, s = math.cos(a), math.sin(a)
        local = np.array([[sx * L / 2, sy * W / 2, z] for sx in (-1, 1) for sy in (-1, 1) for z in (0.0, H)])
        out.append(local @ np.array([[c, s, 0], [-s, c, 0], [0, 0, 1]]) + np.array([p["x"], p["y"], 0.0]))
    return out


def drawn_lengths(tools: list[dict], poses: list[dict], cam: dict) -> np.ndarray:
    """Each tool's drawn length in pixels: the longest projected edge of its box's footprint
    diagonals and sides (a tool seen end-on counts its short side)."""
    lengths = []
    for corners in tool_boxes(tools, poses):
        p = project(corners, cam)[:, :2]
        lengths.append(max(float(np.linalg.norm(p[i] - p[j])) for i in range(8) for j in range(i + 1, 8)))
    return np.array(lengths)


def drawn_areas(tools: list[dict], poses: list[dict], cam: dict) -> np.ndarray:
    """Each tool's estimated drawn area in pixels: its projected footprint rectangle times
    the share of the footprint its model covers seen from above (``top_fill`` in the
    library, ``render.top_fill``)."""
    out = []
    for t, corners in zip(tools, tool_boxes(tools, poses)):
        p = project(corners[::2], cam)[:, :2]  # the four footprint corners at z = 0
        quad = p[[0, 1, 3, 2]]
        x, y = quad[:, 0], quad[:, 1]
        area = 0.5 * abs(float(np.dot(x, np.roll(y, -1)) - np.dot(y, np.roll(x, -1))))
        out.append(area * t["top_fill"])
    return np.array(out)


def min_area(pc) -> float:
    """The area rule in pixels at this image size (``min_tool_area`` is at 1024 x 1024)."""
    return float(pc.get("min_tool_area", 2000)) * int(pc["width"]) * int(pc["height"]) / 1024 ** 2


def build_item(lib: Library, templates: tuple[Template, ...], seed: int, index: int, pc,
               draw: bool = True) -> tuple[dict, np.ndarray | None, np.ndarray | None]:
    """(record, rgb, instance); rgb and instance are None when ``draw`` is false."""
    qc = query_config(pc)
    width, height = int(pc["width"]), int(pc["height"])
    min_len = float(pc.get("min_tool_length", 0.05)) * width
    area = min_area(pc)
    attempts = int(pc["max_attempts"])
    for attempt in range(attempts):
        rec = sample_query(lib, templates, seed, index, qc, attempt=attempt)
        tools = [lib.by_id[v["tool_id"]] for v in rec["visible_tools"]]
        sizes = [tuple(t["size_m"]) for t in tools]
        rng = words_stream(seed, PHYSTOOL_LAYOUT, index, attempt)
        surface = choose_surface(sizes, str(pc["surface"]), rng)
        lay = place(sizes, surface, rng)
        azimuth = float(rng.uniform(-1, 1) * float(pc["azimuth_jitter_deg"]))
        elevation = 90.0 if surface == "pegboard" else float(pc["elevation_deg"])
        rec["surface"] = {"kind": surface, "extent_m": lay["extent"],
                          "frame": "pegboard: vertical board, z out of the board" if surface == "pegboard"
                          else "horizontal, z up"}
        for v, pose, t in zip(rec["visible_tools"], lay["poses"], tools):
            v["pose"] = {**pose, "z": 0.0}
            v["size_m"] = t["size_m"]
            v["shape_family"] = t["shape_family"]
            v["description"] = t["description"]
        for n, v in enumerate(rec["visible_tools"], start=1):
            v["instance_id"] = n
        rec["attempt"] = attempt
        corners = np.concatenate(tool_boxes(tools, lay["poses"]))
        last = attempt == attempts - 1
        for elev in dict.fromkeys([elevation, 90.0]):
            cam = frame_points(corners, elev, azimuth, float(pc["fov_deg"]), width, height)
            lengths = drawn_lengths(tools, lay["poses"], cam)
            estimate = drawn_areas(tools, lay["poses"], cam)
            if (lengths.min() < min_len or estimate.min() < area) and not last:
                continue
            if not draw:
                rec["camera"] = cam
                rec["min_tool_px"] = round(float(lengths.min()), 1)
                rec["min_tool_area_px"] = round(float(estimate.min()), 1)
                return rec, None, None
            rgb, inst = render(tools, lay, cam, supersample=int(pc.get("supersample", 2)))
            counts = pixel_counts(inst, len(tools))
            if counts.min() >= max(int(pc["min_visible_pixels"]), area if not last else 0):
                rec["camera"] = cam
                rec["min_tool_px"] = round(float(lengths.min()), 1)
                rec["min_tool_area_px"] = int(counts.min())
                for v, c in zip(rec["visible_tools"], counts):
                    v["pixels"] = int(c)
                    ys, xs = np.nonzero(inst == v["instance_id"])
                    v["bbox_px"] = [int(xs.min()), int(ys.min()), int(xs.max()) + 1, int(ys.max()) + 1]
                return rec, rgb, inst
    raise RunError(f"query {index}: no layout with every tool visible after {pc['max_attempts']} "
                   "attempts; raise scene.width/height or scene.max_attempts")


def default_pc() -> dict:
    from ..config import PhysToolSceneConfig

    return asdict(PhysToolSceneConfig())
