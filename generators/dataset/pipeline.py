"""One scene index to its records, and one shard to its file: the whole per-scene and
per-shard job of ``generate``.

``Generator`` holds what a config decides (grid, views, renderer) and is cheap to build
in each worker process. ``scene_records`` samples a scene, renders every view and labels
every view from the instance buffers; ``write_shard`` does that for each scene of a
shard and streams them into the shard file, with the scene's questions when
``output.questions=stored``; by default (``lazy``) only the first scene's questions are
built, for the digest readers check their own questions against (io/shards.py).
"""

from __future__ import annotations

import resource
from collections.abc import Callable
from dataclasses import dataclass
from functools import partial

import numpy as np

from ..config import GenerateConfig, grid_shape, load
from ..io.shards import ShardWriter
from ..questions.table import QUESTIONS_VERSION, scene_questions
from ..render.base import Renderer, instance_dtype
from ..render.registry import make_renderer
from ..voxel.attempt_loop import CameraTable
from ..voxel.camera import PARTNERS, Camera, ViewSpec, camera_for, partner, view_set
from ..voxel.grid import Grid, Scene
from ..voxel.labels import view_labels
from ..voxel.sampling import prune, sample_scene
from ..voxel.visibility import visible_mask


class Generator:
    def __init__(self, cfg: GenerateConfig, renderer: Renderer | None = None):
        self.cfg = cfg = load(cfg)
        self.grid = Grid(grid_shape(cfg.grid), float(cfg.block_size))
        c = cfg.camera
        self.views = view_set(list(c.azimuths), list(c.offsets), [tuple(p) for p in c.lenses])
        self.renderer = renderer or make_renderer(cfg.render)
        self.primary = partial(self.camera, spec=self.views[0])
        # the compiled attempt loop's pruning cameras, one per bounding box met (kept across scenes)
        self.camera_table = CameraTable(self.grid, self.primary) if CameraTable.fits(self.grid) else None

    def camera(self, scene: Scene, spec: ViewSpec) -> Camera:
        c = self.cfg.camera
        return camera_for(*scene.bbox(), spec, block_size=self.grid.block_size, width=c.width,
                          height=c.height, focal_length=c.focal_length,
                          horizontal_aperture=c.horizontal_aperture)

    def sample(self, scene_index: int) -> Scene:
        cfg = self.cfg
        primary = self.primary
        pruner = self.renderer.pruner
        scene = sample_scene(self.grid, scene_index, int(cfg.seed), primary_camera=primary, renderer=pruner,
                             object_type=cfg.object_type, count_distribution=cfg.count_distribution,
                             max_attempts=int(cfg.max_attempts),
                             min_visible_pixels=int(cfg.min_visible_pixels), palette=bool(cfg.render.palette),
                             camera_table=self.camera_table)
        if pruner is not self.renderer:  # the stored views come from the other renderer: prune
            # against its primary view too (only removes blocks), so every stored block stays
            # determinable from the stored view 0
            scene = prune(scene, primary, self.renderer, int(cfg.min_visible_pixels))
        return scene

    def scene_records(self, scene_index: int) -> tuple[dict, list[dict]]:
        """(scene record, view records) for one scene index."""
        scene = self.sample(scene_index)
        return scene.to_record(), self.render_views(scene)

    def render_views(self, scene: Scene) -> list[dict]:
        """Every view of ``scene`` (one ``render_many`` call: one launch on a device) and the
        labels of each; T2 partner views outside the view set are drawn instance-only."""
        min_px = int(self.cfg.min_visible_pixels)
        cams = [self.camera(scene, spec) for spec in self.views]
        results = self.renderer.render_many([(scene, cam) for cam in cams])
        visible = [visible_mask(r.pixel_counts, min_px) for r in results]
        missing = {}  # (view, subtask) -> row in ``extra``: partners not in the view set
        for index in range(len(self.views)):
            for subtask in ("T2a", "T2b"):
                if partner(self.views, index, subtask) is None:
                    missing[index, subtask] = len(missing)
        specs = [self.views[i].rotated(PARTNERS[t]) for (i, t) in missing]
        extra = self.renderer.counts_many([(scene, self.camera(scene, spec)) for spec in specs])

        def partner_visible(index: int, subtask: str) -> np.ndarray:
            other = partner(self.views, index, subtask)
            if other is not None:
                return visible[other]
            return visible_mask(extra[missing[index, subtask]], min_px)

        records = []
        for view_id, (cam, res) in enumerate(zip(cams, results)):
            labels, targets = view_labels(scene.blocks, self.grid.shape, scene.object_type, visible[view_id],
                                          partner_visible(view_id, "T2a"), partner_visible(view_id, "T2b"))
            records.append({
                "scene_id": scene.scene_id, "view_id": view_id, "camera": cam.to_dict(),
                "visible_pixels": res.pixel_counts.tolist(), "labels": labels, "targets": targets,
                "rgb": res.rgb, "instance": res.instance, "depth": res.depth,
            })
        return records


@dataclass(frozen=True)
class ShardJob:
    """One shard to write: its plan index, scenes [first, first + count), final path, and
    the tag of its temporary file's name (the launcher job's index: ``io/atomic.py``)."""

    index: int
    first: int
    count: int
    path: str
    tag: str


def write_shard(gen: Generator, job: ShardJob,
                on_scene: Callable[[], None] | None = None) -> tuple[dict, float]:
    """Generate and write one shard, a scene at a time (records, questions, file), calling
    ``on_scene`` after each scene (progress); returns (manifest entry, this process's peak
    RSS in MB)."""
    out, cam = gen.cfg.output, gen.cfg.camera
    writer = ShardWriter(job.path, job.count * len(gen.views), int(cam.height), int(cam.width),
                         instance_dtype(gen.grid.capacity), compression=out.compression,
                         rgb=out.rgb, png_level=int(out.png_level), tag=job.tag)
    style = gen.cfg.questions.style
    try:
        for scene_index in range(job.first, job.first + job.count):
            scene, views = gen.scene_records(scene_index)
            if out.questions == "stored":
                writer.add(scene, views, scene_questions([dict(scene, **v) for v in views], style=style))
            else:
                if scene_index == job.first:  # lazy: readers build them; one view's digest checks they can
                    first = views[0]["view_id"]
                    writer.set_probe(QUESTIONS_VERSION, scene["scene_id"], first,
                                     scene_questions([dict(scene, **v) for v in views], style=style,
                                                     views={first}))
                writer.add(scene, views)
            if on_scene is not None:
                on_scene()
    except BaseException:
        writer.abort()
        raise
    entry = writer.close()
    return entry, resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024.0
