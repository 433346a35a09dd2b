"""The renderer interface every backend implements (CPU ray caster, Replicator, ...).

Given a scene and a camera a backend returns RGB, depth and a per-pixel instance id.
Labels are derived in the core from the voxel model plus that instance buffer, whatever
backend drew it.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol

import numpy as np


@dataclass
class RenderResult:
    instance: np.ndarray  # (H, W) uint8/uint16: 0 background, b + 1 = block b
    depth: np.ndarray  # (H, W) float32: camera-z distance to the first block, 0 on background
    rgb: np.ndarray | None  # (H, W, 3) uint8, None for instance-only renders
    pixel_counts: np.ndarray  # (n_blocks,) int: pixels that see each block first


class Renderer(Protocol):
    name: str

    def render(self, scene, camera, *, rgb: bool = True) -> RenderResult: ...


def instance_dtype(n_blocks: int):
    return np.uint8 if n_blocks < 255 else np.uint16 if n_blocks < 65535 else np.uint32


def finish(scene, instance: np.ndarray, depth: np.ndarray, rgb) -> RenderResult:
    counts = np.bincount(instance.ravel(), minlength=scene.n_blocks + 1)[1:]
    return RenderResult(instance.astype(instance_dtype(scene.n_blocks)), depth.astype(np.float32),
                        rgb, counts.astype(np.int64))
