"""Train/val/eval splits by scene, never by view (docs/questions.md; the release used seed 42).

Each scene's split comes from (seed, scene id) alone, so it does not change when a
dataset grows or is regenerated in other shards: all views of a scene share a split.
"""

from __future__ import annotations

from ..rng import SPLIT, stream


def scene_split(scene_id: int, seed: int = 42, val_fraction: float = 0.1,
                eval_fraction: float = 0.0) -> str:
    if not (0 <= val_fraction and 0 <= eval_fraction and val_fraction + eval_fraction < 1):
        raise ValueError("val_fraction and eval_fraction must be >= 0 and sum to less than 1")
    u = stream(seed, scene_id, SPLIT).random()
    if u < eval_fraction:
        return "eval"
    if u < eval_fraction + val_fraction:
        return "val"
    return "train"
