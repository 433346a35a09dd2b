"""The colours questions paint with: one highlight colour per scene and a fixed 64-colour
palette for groups, shuffled per view and subtask (docs/questions.md).

Invariant: every colour keeps an RGB distance of at least ``MIN_CONTRAST`` from the
object's own colour, so a highlight always shows.
"""

from __future__ import annotations

import numpy as np

from ..render.materials import MATERIAL_COLOURS
from ..rng import GROUP_COLOURS, HIGHLIGHT, stream
from .prompts import MCQ_SUBTASKS


def _palette() -> np.ndarray:
    """64 fixed colours: 16 hues x 4 (saturation, value) levels."""
    from matplotlib.colors import hsv_to_rgb

    levels = [(0.85, 0.95), (0.6, 0.85), (0.95, 0.6), (0.75, 0.75)]
    return np.array([hsv_to_rgb((h / 16.0, s, v)) for s, v in levels for h in range(16)])


PALETTE = _palette()
_PALETTE_DIST = np.linalg.norm(PALETTE[:, None] - PALETTE[None], axis=-1)


MIN_CONTRAST = 0.35  # RGB distance a highlight keeps from the blocks' own colour


def scene_highlight(seed: int, scene_id: int, object_type: str = "cube") -> list[float]:
    """The scene's highlight colour: channels uniform in [0.15, 1], redrawn while it is
    closer than MIN_CONTRAST to the object's own colour (a highlight must show)."""
    rng = stream(seed, scene_id, HIGHLIGHT)
    base = MATERIAL_COLOURS[object_type]
    while True:
        colour = 0.15 + 0.85 * rng.random(3)
        if np.linalg.norm(colour - base) >= MIN_CONTRAST:
            return colour.round(4).tolist()


def group_colours(seed: int, scene_id: int, view_id: int, subtask: str,
                  object_type: str = "cube", n: int | None = None) -> list[list[float]]:
    """The palette shuffled per (view, subtask), less the colours too close to the object's
    own colour, then reordered so that each next colour is the one (in shuffled order)
    farthest from those already taken: groups that share a picture never get two
    near-identical colours. ``n``: only the first n (the same first n as the full order)."""
    rng = stream(seed, scene_id, view_id, GROUP_COLOURS + MCQ_SUBTASKS.index(subtask))
    pool = rng.permutation(len(PALETTE))
    base = MATERIAL_COLOURS[object_type]
    pool = pool[np.linalg.norm(PALETTE[pool] - base, axis=-1) >= MIN_CONTRAST]
    order = [int(pool[0])]
    nearest = _PALETTE_DIST[pool[0], pool].copy()  # distance of each pool colour to the chosen set
    nearest[0] = -1.0
    for _ in range(min(len(pool), n or len(pool)) - 1):
        pick = int(np.argmax(nearest))  # first maximum in shuffled order
        order.append(int(pool[pick]))
        nearest = np.minimum(nearest, _PALETTE_DIST[pool[pick], pool])
        nearest[pick] = -1.0  # chosen colours stay at -1: min(-1, d) = -1
    return PALETTE[order].round(4).tolist()
