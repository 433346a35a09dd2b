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
"""

from __future__ import annotations

import json
import os
from collections.abc import Iterator

from .shards import SCHEMA_VERSION, read_shard

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
        version = self.manifest.get("schema_version")
        if version != SCHEMA_VERSION:
            raise DatasetError(f"{path}: schema version {version}, this package reads {SCHEMA_VERSION}")

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


def open_dataset(path: str) -> Dataset:
    return Dataset(path)
