"""The renderer contract every backend implements (the CPU ray caster here, the Replicator
backend of ``spatial_iq_ext``, any plug-in registered in ``registry.py``).

Given a scene and a camera, a backend returns RGB, depth and a per-pixel instance id
(``RenderResult``). Labels are derived in the core from the voxel model plus that
instance buffer, whatever backend drew it; a backend never computes a label.

A scene here is ``voxel.grid.Scene`` and a camera ``voxel.camera.Camera``: this package
sits below ``voxel`` and only reads their attributes (blocks, grid, object_type,
colours, bbox(), index_grid(); position, rotation, K, width, height, project()).
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

import numpy as np

if TYPE_CHECKING:  # annotations only: render never imports voxel at run time
    from ..voxel.camera import Camera
    from ..voxel.grid import Scene


@dataclass
class RenderResult:
    instance: np.ndarray  # (H, W) uint8/uint16: 0 background, b + 1 = block b
    depth: np.ndarray  # (H, W) float32: camera-z distance to the first block, 0 on background
    rgb: np.ndarray | None  # (H, W, 3) uint8, None for instance-only renders
    pixel_counts: np.ndarray  # (n_blocks,) int: pixels that see each block first


class Renderer(ABC):
    """One backend. ``render`` is all it must do; ``pruner`` says which renderer the scene
    sampler prunes with (itself, unless the backend is slow per call)."""

    name: str = "renderer"

    @abstractmethod
    def render(self, scene: Scene, camera: Camera, *, rgb: bool = True, stride: int = 1) -> RenderResult:
        """Draw one view. ``rgb=False`` asks for the instance buffer, depth and pixel counts
        only. ``stride`` > 1 (instance only) may trace just the pixel centres whose x and y
        are multiples of it: whatever such a render sees must be a subset of what the full
        render sees, so pruning can use it as a cheap lower bound. A backend may ignore
        ``stride`` and draw every pixel, which keeps that promise."""

    # how many pruning attempts the sampler may evaluate per call of ``counts_many``: 1 for
    # the CPU casters (no wasted work), many for a device that runs them in one launch
    prune_batch: int = 1

    def render_many(self, items: Sequence[tuple[Scene, Camera]], *, rgb: bool = True,
                    stride: int = 1) -> list[RenderResult]:
        """``render`` of many (scene, camera) pairs, in order; a device backend draws them in
        one launch."""
        return [self.render(scene, cam, rgb=rgb, stride=stride) for scene, cam in items]

    def counts_many(self, items: Sequence[tuple[Scene, Camera]], *, stride: int = 1) -> list[np.ndarray]:
        """Per-block pixel counts of instance-only renders (what pruning reads), in order; a
        backend may compute them without drawing any buffer."""
        return [r.pixel_counts for r in self.render_many(items, rgb=False, stride=stride)]

    @property
    def pruner(self) -> Renderer:
        """The renderer that decides which blocks a sampled scene keeps. A backend that
        prunes with another one (Replicator prunes with the CPU ray caster) returns it;
        the generator then prunes once more against this backend's own primary view, so
        every stored block is determinable from the stored view 0."""
        return self


def instance_dtype(n_blocks: int):
    return np.uint8 if n_blocks < 255 else np.uint16 if n_blocks < 65535 else np.uint32


def scanline_image(h: int, w: int) -> np.ndarray:
    """An (H, W, 3) uint8 image that is the pixel view of a PNG scanline buffer (H, 1 + 3W)
    whose first byte per row, the filter type, is 0: ``io.png.encode`` deflates such an image
    in place instead of copying it into scanlines."""
    rows = np.empty((h, 1 + 3 * w), np.uint8)
    rows[:, 0] = 0
    return rows[:, 1:].reshape(h, w, 3)


def finish(scene: Scene, instance: np.ndarray, depth: np.ndarray, rgb) -> RenderResult:
    """A RenderResult from full-frame buffers, with the core's dtypes and pixel counts."""
    counts = np.bincount(instance.ravel(), minlength=scene.n_blocks + 1)[1:]
    return RenderResult(instance.astype(instance_dtype(scene.n_blocks)), depth.astype(np.float32),
                        rgb, counts.astype(np.int64))
