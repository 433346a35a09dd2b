"""One scene to its view records: sample, render every view, label every view.

``Generator`` holds what a config decides (grid, views, renderer) and is cheap to build
in each worker process; ``scene_records`` is the whole per-scene job.
"""

from __future__ import annotations

from functools import partial

import numpy as np

from .config import grid_shape
from .render.registry import make_renderer
from .voxel.camera import ViewSpec, camera_for, view_set
from .voxel.grid import Grid, Scene
from .voxel.labels import view_labels
from .voxel.sampling import prune, sample_scene
from .voxel.visibility import visible_mask


class Generator:
    def __init__(self, cfg, renderer=None):
        self.cfg = cfg
        self.grid = Grid(grid_shape(cfg.grid), float(cfg.block_size))
        c = cfg.camera
        self.views = view_set(list(c.azimuths), list(c.offsets), [tuple(p) for p in c.lenses])
        self.renderer = renderer or make_renderer(cfg.render)
        # plain values: OmegaConf attribute access is slow in the retry loop
        self._lens = {"width": int(c.width), "height": int(c.height),
                      "focal_length": float(c.focal_length),
                      "horizontal_aperture": float(c.horizontal_aperture)}

    def camera(self, scene: Scene, spec: ViewSpec):
        return camera_for(*scene.bbox(), spec, block_size=self.grid.block_size, **self._lens)

    def sample(self, scene_index: int) -> Scene:
        cfg = self.cfg
        primary = partial(self.camera, spec=self.views[0])
        # a backend may prune with another renderer (the Replicator backend uses the CPU caster)
        pruner = getattr(self.renderer, "prune_renderer", self.renderer)
        scene = sample_scene(self.grid, scene_index, int(cfg.seed),
                             primary_camera=primary, renderer=pruner,
                             object_type=cfg.object_type,
                             count_distribution=cfg.count_distribution,
                             max_attempts=int(cfg.max_attempts),
                             min_visible_pixels=int(cfg.min_visible_pixels),
                             palette=bool(cfg.render.palette))
        if pruner is not self.renderer:  # the stored views come from the other renderer: prune
            # against its primary view too (only removes blocks), so every stored block stays
            # determinable from the stored view 0
            scene = prune(scene, primary, self.renderer, int(cfg.min_visible_pixels))
        return scene

    def scene_records(self, scene_index: int) -> tuple[dict, list[dict]]:
        """(scene record, view records) for one scene index."""
        scene = self.sample(scene_index)
        return scene_record(scene), self.render_views(scene)

    def render_views(self, scene: Scene) -> list[dict]:
        min_px = int(self.cfg.min_visible_pixels)
        cams = [self.camera(scene, spec) for spec in self.views]
        results = [self.renderer.render(scene, cam) for cam in cams]
        visible = {spec: visible_mask(r.pixel_counts, min_px) for spec, r in zip(self.views, results)}

        def partner(spec: ViewSpec, degrees: float) -> np.ndarray:
            other = spec.rotated(degrees)
            if other not in visible:  # not in the view set: render its instance buffer only
                counts = self.renderer.render(scene, self.camera(scene, other), rgb=False).pixel_counts
                visible[other] = visible_mask(counts, min_px)
            return visible[other]

        records = []
        for view_id, (spec, cam, res) in enumerate(zip(self.views, cams, results)):
            labels, targets = view_labels(scene.blocks, self.grid.shape, scene.object_type,
                                          visible[spec], partner(spec, 90.0), partner(spec, 180.0))
            records.append({
                "scene_id": scene.scene_id, "view_id": view_id, "camera": cam.to_dict(),
                "visible_pixels": res.pixel_counts.tolist(), "labels": labels, "targets": targets,
                "rgb": res.rgb, "instance": res.instance, "depth": res.depth,
            })
        return records


def scene_record(scene: Scene) -> dict:
    return {
        "scene_id": scene.scene_id, "seed": scene.seed, "grid_shape": list(scene.grid.shape),
        "block_size": scene.grid.block_size, "grid_origin": scene.grid.origin.tolist(),
        "blocks": scene.blocks.tolist(), "object_type": scene.object_type,
        "colors": None if scene.colors is None else np.round(scene.colors, 6).tolist(),
        "target_count": scene.meta.get("target_count"), "attempts": scene.meta.get("attempts"),
    }
