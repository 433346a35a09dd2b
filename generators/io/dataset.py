"""Open a generated dataset and iterate its view records.

    >>> from generators.io.dataset import open_dataset
    >>> ds = open_dataset("data/demo")
    >>> for view in ds:          # dicts with the SPEC section 6 keys
    ...     view["labels"]["T1"], view["rgb"].shape, view["camera"]["K"]

Each record merges the scene's fields (scene_id, seed, grid_shape, block_size,
grid_origin, blocks, object_type, colors) with the view's (view_id, camera,
visible_pixels, labels, targets) and the decoded arrays rgb (H, W, 3 uint8),
instance (H, W; 0 background, b + 1 = block b) and depth (H, W float32 camera-z, 0 on
background).

The question table (every question of every view, with its answer) comes with it:

    >>> for q in ds.questions():   # dicts: id, scene_id, view_id, subtask, modality, prompt, ...
    ...     q["id"], q["answer"]
"""

from __future__ import annotations

import json
import os
from collections.abc import Iterator

from .shards import READABLE_VERSIONS, read_questions, read_shard

MANIFEST = "manifest.json"


class DatasetError(RuntimeError):
    pass


class Dataset:
    def __init__(self, path: str):
        self.path = os.path.abspath(path)
        manifest = os.path.join(self.path, MANIFEST)
        if not os.path.isfile(manifest):
            raise DatasetError(f"{path}: no {MANIFEST}; is this a dataset written by spatial-iq generate?")
        with open(manifest) as fh:
            self.manifest = json.load(fh)
        kind = self.manifest.get("kind", "voxel")
        if kind != "voxel":
            raise DatasetError(f"{path}: a {kind} dataset, not a voxel one; its own tools read it "
                               f"(docs/{kind}.md)")
        self._questions: dict = {}  # the last shard's question table by scene (questions_by_scene)
        self._arrays: tuple | None = None  # the last scene's view arrays (view_arrays)
        version = self.manifest.get("schema_version")
        if version not in READABLE_VERSIONS:
            raise DatasetError(f"{path}: schema version {version}, this package reads "
                               f"{', '.join(map(str, READABLE_VERSIONS))}")

    @property
    def config(self) -> dict:
        return self.manifest["config"]

    @property
    def shard_paths(self) -> list[str]:
        return [os.path.join(self.path, s["name"]) for s in self.manifest["shards"]]

    def __len__(self) -> int:
        return int(self.manifest["counts"]["views"])

    def __iter__(self) -> Iterator[dict]:
        for path in self.shard_paths:
            yield from read_shard(path)


    def shard_questions(self, index: int) -> list[dict]:
        """The question table of one shard: stored, or derived for schema-1 shards."""
        stored = read_questions(self.shard_paths[index])
        if stored is not None:
            return stored
        from ..questions.table import scene_questions

        groups: dict[int, list[dict]] = {}
        for view in read_shard(self.shard_paths[index]):
            groups.setdefault(view["scene_id"], []).append(view)
        return [q for group in groups.values() for q in scene_questions(group)]

    def view_arrays(self, scene_id: int, view_id: int) -> dict:
        """rgb, instance and depth of one view (for scoring a picture against it). The
        last scene read is kept, since callers go through a scene's views in turn."""
        cached = self._arrays
        if cached is None or cached[0] != scene_id:
            views = {}
            for n, entry in enumerate(self.manifest["shards"]):
                if entry["first_scene"] <= scene_id < entry["first_scene"] + entry["n_scenes"]:
                    views = {v["view_id"]: {k: v[k] for k in ("rgb", "instance", "depth")}
                             for v in read_shard(self.shard_paths[n], scene_ids={scene_id})}
            self._arrays = cached = (scene_id, views)
        if view_id not in cached[1]:
            raise KeyError(f"no view {view_id} of scene {scene_id} in {self.path}")
        return cached[1][view_id]

    def questions(self) -> Iterator[dict]:
        """Every question of the dataset, shard by shard, in stored order."""
        for n in range(len(self.shard_paths)):
            yield from self.shard_questions(n)

    def questions_by_scene(self):
        """A lookup scene_id -> that scene's questions, reading one shard at a time and
        keeping the last (readers go through scenes in order, so each shard's table is
        loaded once, also across lookups made by different callers)."""
        first = [s["first_scene"] for s in self.manifest["shards"]]
        cache = self._questions

        def lookup(scene_id: int) -> list[dict]:
            n = max(i for i, f in enumerate(first) if f <= scene_id)
            if cache.get("shard") != n:
                cache.clear()
                cache["shard"] = n
                for q in self.shard_questions(n):
                    cache.setdefault(q["scene_id"], []).append(q)
            return cache.get(scene_id, [])

        return lookup


def open_dataset(path: str) -> Dataset:
    return Dataset(path)
