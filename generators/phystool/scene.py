"""One complete PhysTool item: query, layout, camera, render and visibility check.

A layout is accepted only when every visible tool (targets and distractors) has at least
``min_visible_pixels`` pixels in the instance buffer. The oblique camera is tried first and a
top-down camera second (footprints never overlap, so top-down hides nothing unless a tool is
too small for the image); if both fail the query is redrawn with the next attempt number.
The attempt is part of every seed, so the result is still a function of (seed, index).
"""

from __future__ import annotations

from dataclasses import asdict

import numpy as np

from ..errors import RunError
from ..rng import PHYSTOOL_LAYOUT, words_stream
from .layout import choose_surface, place
from .library import Library
from .queries import QueryConfig, sample_query
from .render import camera_for, pixel_counts, render
from .tasks import Template


def query_config(pc) -> QueryConfig:
    return QueryConfig(p_ordered=float(pc["p_ordered"]), visible_min=int(pc["visible_min"]),
                       visible_max=int(pc["visible_max"]))


def build_item(lib: Library, templates: tuple[Template, ...], seed: int, index: int, pc,
               draw: bool = True) -> tuple[dict, np.ndarray | None, np.ndarray | None]:
    """(record, rgb, instance); rgb and instance are None when ``draw`` is false."""
    qc = query_config(pc)
    for attempt in range(int(pc["max_attempts"])):
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
        if not draw:
            rec["camera"] = camera_for(lay["extent"], elevation, azimuth, float(pc["fov_deg"]),
                                       int(pc["width"]), int(pc["height"]))
            return rec, None, None
        for elev in dict.fromkeys([elevation, 90.0]):
            cam = camera_for(lay["extent"], elev, azimuth, float(pc["fov_deg"]), int(pc["width"]),
                             int(pc["height"]))
            rgb, inst = render(tools, lay, cam, supersample=int(pc.get("supersample", 2)))
            counts = pixel_counts(inst, len(tools))
            if counts.min() >= int(pc["min_visible_pixels"]):
                rec["camera"] = cam
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
