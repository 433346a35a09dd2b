"""What the window does, without the window: build a stack, run the occlusion test from a
view, list S1-S9/T1/T2, pick a subtask's targets, export USD + labels JSON.

Engine-free (core only), so plain CI tests it; ``extension.py`` wires it to omni.ui and the
stage, ``physics.py`` supplies PhysX-settled cells for the ``physx`` gravity mode. Which
renderer the occlusion test uses is decided in one place, ``occlusion_backend``.
The long calls (``build``, ``build_from_cells``, ``occlusion_test``) take a ``watch``
callable that is called before every render: the window passes ``jobs.Job.tick``, which
counts progress and raises ``jobs.Cancelled`` when the user cancels; a cancelled call
leaves the session as it was.
"""

from __future__ import annotations

import json
import os
from collections.abc import Callable
from contextlib import contextmanager

import numpy as np

from generators.render.base import Renderer

from .settings import Params

ROWS = ("S1", "S2", "S3", "S4", "S5", "S6", "S7", "S8", "S9", "S9_witness", "T1", "T2a", "T2b")
SUBTASKS = ("S1", "S2", "S3", "S4", "S5", "S6", "S7", "S8", "S9", "T1", "T2a", "T2b")


def occlusion_backend() -> tuple[str, str]:
    """(``render.backend``, ``render.device``) of the window's stacks and occlusion test:
    Warp on the GPU when Warp is importable and sees one (inside Isaac Sim on an RTX
    workstation: an instant check), else the CPU ray caster. Both follow the same
    pixel-centre rule, so the labels are the same. The one place that chooses it."""
    from generators.render.registry import fastest_available

    return fastest_available()


class _Watched(Renderer):
    """A renderer that calls ``watch()`` before every render (progress and cancel)."""

    def __init__(self, inner: Renderer, watch: Callable[[], None]):
        self.inner, self.watch, self.name = inner, watch, inner.name

    def render(self, scene, camera, *, rgb: bool = True, stride: int = 1):
        self.watch()
        return self.inner.render(scene, camera, rgb=rgb, stride=stride)

    @property
    def pruner(self) -> Renderer:
        inner = self.inner.pruner
        return self if inner is self.inner else _Watched(inner, self.watch)


class Session:
    def __init__(self, params: Params, backend: tuple[str, str] | None = None):
        self.params = params.validate()
        self.backend, self.device = backend or occlusion_backend()
        self.scene = None
        self.records: list[dict] = []
        self.generator = self._generator()

    def _generator(self):
        from generators.config import CameraConfig, GenerateConfig, RenderConfig
        from generators.dataset.pipeline import Generator

        p = self.params
        camera = CameraConfig(width=p.resolution, height=p.resolution)
        cfg = GenerateConfig(out="unused", grid=p.grid_size, seed=p.seed, object_type=p.object_type,
                             camera=camera, render=RenderConfig(backend=self.backend, device=self.device))
        return Generator(cfg)

    @contextmanager
    def _watched(self, watch: Callable[[], None] | None):
        if watch is None:
            yield
            return
        renderer = self.generator.renderer
        self.generator.renderer = _Watched(renderer, watch)
        try:
            yield
        finally:
            self.generator.renderer = renderer

    def build(self, watch: Callable[[], None] | None = None):
        """Sample the stack of (seed, scene_index) with column compaction and pruning."""
        with self._watched(watch):
            scene = self.generator.sample(self.params.scene_index)
        self.scene, self.records = scene, []
        return scene

    def build_from_cells(self, cells: np.ndarray, watch: Callable[[], None] | None = None):
        """A stack from settled cells (PhysX mode): prune against the primary view once.

        Unlike the generator there is no retry towards a target count: one drop is one
        sample (physics is too slow for 150 attempts in an interactive window)."""
        from functools import partial

        from generators.voxel.grid import Scene
        from generators.voxel.sampling import prune

        g = self.generator
        scene = Scene(g.grid, cells, self.params.object_type, scene_id=self.params.scene_index,
                      seed=self.params.seed)
        with self._watched(watch):
            scene = prune(scene, partial(g.camera, spec=g.views[0]), g.renderer.pruner,
                          int(g.cfg.min_visible_pixels))
        self.scene, self.records = scene, []
        return scene

    def view_count(self) -> int:
        return len(self.generator.views)

    def occlusion_test(self, watch: Callable[[], None] | None = None) -> dict:
        """Render every view (labels need the +90/+180 partners) and return the chosen one."""
        if self.scene is None:
            raise RuntimeError("build a stack first")
        if not self.records:
            with self._watched(watch):
                records = self.generator.render_views(self.scene)
            self.records = records
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
