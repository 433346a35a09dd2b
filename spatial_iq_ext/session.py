"""What the window does, without the window: build a stack, run the occlusion test from a
view, list S1-S9/T1/T2, pick a subtask's targets, export USD + labels JSON.

Engine-free (core only), so plain CI tests it; ``extension.py`` wires it to omni.ui and the
stage, ``physics.py`` supplies PhysX-settled cells for the ``physx`` gravity mode. The
occlusion test always uses the CPU ray caster (pixel-centre exact, as the generator does).
"""

from __future__ import annotations

import json
import os

import numpy as np

from .settings import Params

ROWS = ("S1", "S2", "S3", "S4", "S5", "S6", "S7", "S8", "S9", "S9_witness", "T1", "T2a", "T2b")
SUBTASKS = ("S1", "S2", "S3", "S4", "S5", "S6", "S7", "S8", "S9", "T1", "T2a", "T2b")


class Session:
    def __init__(self, params: Params):
        self.params = params.validate()
        self.scene = None
        self.records: list[dict] = []
        self.generator = self._generator()

    def _generator(self):
        from generators.config import CameraConfig, GenerateConfig
        from generators.dataset.pipeline import Generator

        p = self.params
        camera = CameraConfig(width=p.resolution, height=p.resolution)
        return Generator(GenerateConfig(out="unused", grid=p.grid_size, seed=p.seed,
                                        object_type=p.object_type, camera=camera))

    def build(self):
        """Sample the stack of (seed, scene_index) with column compaction and pruning."""
        self.scene = self.generator.sample(self.params.scene_index)
        self.records = []
        return self.scene

    def build_from_cells(self, cells: np.ndarray):
        """A stack from settled cells (PhysX mode): prune against the primary view once.

        Unlike the generator there is no retry towards a target count: one drop is one
        sample (physics is too slow for 150 attempts in an interactive window)."""
        from functools import partial

        from generators.voxel.grid import Scene
        from generators.voxel.sampling import prune

        g = self.generator
        scene = Scene(g.grid, cells, self.params.object_type, scene_id=self.params.scene_index,
                      seed=self.params.seed)
        self.scene = prune(scene, partial(g.camera, spec=g.views[0]), g.renderer.pruner,
                           int(g.cfg.min_visible_pixels))
        self.records = []
        return self.scene

    def occlusion_test(self) -> dict:
        """Render every view (labels need the +90/+180 partners) and return the chosen one."""
        if self.scene is None:
            raise RuntimeError("build a stack first")
        if not self.records:
            self.records = self.generator.render_views(self.scene)
        return self.records[self.params.view]

    def label_rows(self) -> list[tuple[str, str]]:
        labels = self.occlusion_test()["labels"]
        return [(key, str(labels[key])) for key in ROWS]

    def targets(self, subtask: str) -> list[int]:
        """Block indices to highlight for ``subtask`` (grouped subtasks flattened)."""
        if subtask not in SUBTASKS:
            raise ValueError(f"unknown subtask {subtask!r}; choose one of {', '.join(SUBTASKS)}")
        t = self.occlusion_test()["targets"][subtask]
        return sorted({b for g in t for b in g}) if t and isinstance(t[0], list) else list(t)

    def scene_record(self) -> dict:
        return self.scene.to_record()

    def view_metas(self) -> list[dict]:
        self.occlusion_test()
        return [{k: v for k, v in r.items() if k not in ("rgb", "instance", "depth")} for r in self.records]

    def export(self, folder: str | None = None) -> tuple[str, str]:
        """Write ``scene-NNNNNN.usda`` and ``scene-NNNNNN.labels.json``; never overwrites."""
        from generators.usd.export import labels_json
        from generators.usd.scene import write_usda

        folder = folder or self.params.export_dir or os.path.join(os.getcwd(), "spatial_iq_export")
        os.makedirs(folder, exist_ok=True)
        scene, views = self.scene_record(), self.view_metas()
        stem = os.path.join(folder, f"scene-{int(scene['scene_id']):06d}-seed{self.params.seed}")
        usda, js = stem + ".usda", stem + ".labels.json"
        for path in (usda, js):
            if os.path.exists(path):
                raise FileExistsError(f"{path} exists; choose another export folder or remove it")
        write_usda(usda, scene, views)
        tmp = js + ".tmp"
        with open(tmp, "w") as fh:
            json.dump(labels_json(scene, views), fh, separators=(",", ":"))
        os.replace(tmp, js)
        return usda, js
