"""How a dataset is cut into shards. Shard boundaries depend only on ``n_scenes`` and
``output.scenes_per_shard`` and each scene only on (seed, scene index), so every shard's
bytes are the same whatever the number of workers, the executor, or how often the run
was interrupted and resumed."""

from __future__ import annotations


def shard_plan(n_scenes: int, per_shard: int) -> list[tuple[int, int]]:
    """(first scene, scene count) of every shard, in order."""
    return [(first, min(per_shard, n_scenes - first)) for first in range(0, n_scenes, per_shard)]


def shard_name(index: int) -> str:
    return f"shard-{index:05d}.h5"


def views_per_scene(camera) -> int:
    """Views per scene of a camera config (a ``CameraConfig`` or its dict)."""
    get = camera.get if isinstance(camera, dict) else camera.__getattribute__
    return len(get("azimuths")) * len(get("offsets")) * len(get("lenses"))
