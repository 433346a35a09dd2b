"""Placed tool meshes: a tool's part-based model (``models.py``) turned by its yaw and moved
to its pose on the surface.

Invariant: the model's footprint is the tool's ``size_m`` [L, W] rectangle (the library
stores the built model's extents), so the layout's non-overlap test holds for the meshes.
"""

from __future__ import annotations

import numpy as np

from .models import build


def tool_mesh(tool: dict, x: float = 0.0, y: float = 0.0, yaw_deg: float = 0.0):
    """World (surface-frame) vertices, faces and per-face rgb + specular of one placed
    library tool (needs ``model``, ``length_m``, ``name``, ``id``)."""
    v, f, c = build(tool.get("model", tool["shape_family"]), round(float(tool["length_m"]), 4), tool["name"],
                    tool["id"])
    a = np.radians(yaw_deg)
    rot = np.array([[np.cos(a), -np.sin(a), 0], [np.sin(a), np.cos(a), 0], [0, 0, 1]])
    return v @ rot.T + np.array([x, y, 0.0]), f, c
