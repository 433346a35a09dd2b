"""The Replicator renderer backend (``render.backend=isaac``): RGB, instance ids and distance
to the image plane rendered by RTX inside Isaac Sim, fed to the core unchanged.

Each scene is authored into the live stage by ``generators.usd.scene`` (blocks never
instanced: Replicator's instance annotators mislabel instance proxies), one camera prim is
moved from view to view, and ``instance_id_segmentation``'s id -> prim path table is
mapped to block ids by the core (``generators.render.foreign``). Pruning keeps using the
CPU ray caster (``pruner``): it is pixel-centre exact and 150 attempts a scene
would be slow on RTX. ``render.crosscheck=true`` (the default of ``isaacsim.sh``) also
ray-casts every view on the CPU and records the blocks whose visibility differs
(``reports``).

Lifecycle invariants: ``omni.replicator.core`` is enabled in the app (``require_extensions``:
an Isaac Sim without it stops the job with its name); one render product at a time, created
new (``force_new``) for the view's resolution and destroyed (annotators detached first)
before another is made or when the renderer closes;
the anti-aliasing mode is pinned (``app.pin_render_settings``) before the first capture.
All omni/isaacsim imports are inside functions: importing this module needs no Kit.
"""

from __future__ import annotations

import logging

from generators.render.base import Renderer, RenderResult
from generators.render.cpu import CpuRenderer

from .app import ensure_app, pin_render_settings, require_extensions

CAMERA = "/World/SpatialIQCamera"
EXTENSION = "omni.replicator.core"  # enabled in the app before the first capture
RT_SUBFRAMES = 4  # RTX subframes per capture: lets materials and lighting converge
# annotator -> init_params; ids stay raw (colorize off) so idToLabels maps them to prim paths
ANNOTATORS = {"rgb": None, "instance_id_segmentation": {"colorize": False}, "distance_to_image_plane": None}
log = logging.getLogger(__name__)


def unavailable_reason() -> str | None:
    """None inside Isaac Sim (or where its Python can start it), else what is missing."""
    import importlib.util

    for name in ("omni.replicator.core", "isaacsim"):
        try:
            if importlib.util.find_spec(name) is not None:
                return None
        except (ImportError, ValueError):
            continue
    return ("render.backend=isaac needs Isaac Sim (neither omni.replicator.core nor isaacsim is "
            "importable here): run it through `bash isaacsim.sh`, see docs/isaac.md")


class ReplicatorRenderer(Renderer):
    name = "isaac-replicator"

    def __init__(self, render_cfg=None, *, start_app: bool = True):
        def get(key, default):
            return getattr(render_cfg, key, default)

        self.antialias = bool(get("antialias", True))
        # a SimulationApp started here belongs to this job and is closed with it (batch.JobEnd)
        self.app = ensure_app("job", antialias=self.antialias) if start_app else None
        if start_app:
            require_extensions(EXTENSION)
        self.cpu = CpuRenderer("auto", bool(get("shadows", True)), self.antialias)
        self.crosscheck = bool(get("crosscheck", False))
        self.reports: list[dict] = []
        self._scene_key = None
        self._product = None  # (render product, {annotator name: annotator}, (width, height))
        self._pinned = False

    @property
    def pruner(self) -> Renderer:
        """Pruning's 150 attempts a scene run on the CPU ray caster (pixel-centre exact)."""
        return self.cpu

    def _stage(self):
        import omni.usd

        return omni.usd.get_context().get_stage()

    def _annotators(self, width: int, height: int) -> dict:
        """The annotators of a render product of this resolution (made on first use; the
        product of another resolution is destroyed first)."""
        if self._product is not None and self._product[2] == (width, height):
            return self._product[1]
        import omni.replicator.core as rep

        self._release()
        if not self._pinned:
            pin_render_settings(self.antialias)
            rep.orchestrator.set_capture_on_play(False)
            self._pinned = True
        # a new product, never one Replicator would hand back for the same camera and size (the
        # previous one is destroyed): as Isaac Sim's own IsaacCreateRenderProduct node asks
        product = rep.create.render_product(CAMERA, (width, height), force_new=True)
        annotators = {}
        for name, params in ANNOTATORS.items():
            annotators[name] = rep.AnnotatorRegistry.get_annotator(name, init_params=params)
            annotators[name].attach(product)
        self._product = (product, annotators, (width, height))
        return annotators

    def _release(self) -> None:
        if self._product is None:
            return
        product, annotators, _ = self._product
        self._product = None
        for annotator in annotators.values():
            annotator.detach()
        product.destroy()

    def close(self) -> None:
        """Detach the annotators and destroy the render product (idempotent)."""
        self._release()

    def _capture(self, width: int, height: int):
        """(RGBA, instance_id_segmentation data + info, distance to image plane) of the camera."""
        import omni.replicator.core as rep

        ann = self._annotators(width, height)
        rep.orchestrator.step(rt_subframes=RT_SUBFRAMES, delta_time=0.0)
        return (ann["rgb"].get_data(), ann["instance_id_segmentation"].get_data(),
                ann["distance_to_image_plane"].get_data())

    def render(self, scene, camera, *, rgb: bool = True, stride: int = 1) -> RenderResult:
        """Capture the view with RTX (every pixel: ``stride`` is not needed for a subset)."""
        import numpy as np

        from generators.render.base import finish
        from generators.render.foreign import background_depth, compare, instance_from_ids
        from generators.usd.scene import author_scene, block_index, set_camera

        stage = self._stage()
        key = (scene.scene_id, scene.seed, scene.object_type, scene.blocks.tobytes())
        if key != self._scene_key:
            author_scene(stage, scene.to_record(), physics=False)
            self._scene_key = key
        set_camera(stage, CAMERA, camera.to_dict())
        rgba, seg, distance = self._capture(camera.width, camera.height)
        instance = instance_from_ids(seg["data"], seg["info"]["idToLabels"], scene.n_blocks, block_index)
        depth = background_depth(distance, instance)
        image = np.ascontiguousarray(rgba[..., :3]) if rgb else None
        result = finish(scene, instance, depth, image)
        if self.crosscheck:
            ref = self.cpu.render(scene, camera, rgb=False)
            report = compare(ref.instance, result.instance, scene.n_blocks)
            if not report["agree"]:
                report.update(scene_id=int(scene.scene_id), azimuth=camera.spec.azimuth,
                              fov_mult=camera.spec.fov_mult)
                self.reports.append(report)
                log.warning("scene %s: RTX and the ray caster disagree on blocks %s / %s", scene.scene_id,
                            report["only_in_reference"], report["only_in_other"])
        return result


def make(render_cfg) -> ReplicatorRenderer:
    """Entry point ``spatial_iq.renderers: isaac``."""
    return ReplicatorRenderer(render_cfg)


make.unavailable_reason = unavailable_reason
