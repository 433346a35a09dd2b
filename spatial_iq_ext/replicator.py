"""The Replicator renderer backend (``render.backend=isaac``): RGB, instance ids and distance
to the image plane rendered by RTX inside Isaac Sim, fed to the core unchanged.

Each scene is authored into the live stage by ``generators.usd.scene`` (blocks never
instanced: Replicator's instance annotators mislabel instance proxies), one camera prim is
moved from view to view, and ``instance_id_segmentation``'s id -> prim path table is
mapped to block ids by the core (``generators.render.foreign``). Pruning keeps using the
CPU ray caster (``pruner``): it is pixel-centre exact and 150 attempts a scene
would be slow on RTX. ``render.crosscheck=true`` also ray-casts every view on the CPU and
records the blocks whose visibility differs (``reports``).

All omni/isaacsim imports are inside functions: importing this module needs no Kit.
"""

from __future__ import annotations

import logging

from generators.render.base import Renderer, RenderResult
from generators.render.cpu import CpuRenderer

CAMERA = "/World/SpatialIQCamera"
RT_SUBFRAMES = 4  # RTX subframes per capture: lets materials and lighting converge
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


def ensure_app(headless: bool = True):
    """The running Kit app, or a new headless SimulationApp when this process has none."""
    try:
        import omni.kit.app

        app = omni.kit.app.get_app()
        if app is not None and app.is_running():
            return None
    except ImportError:
        pass
    from isaacsim import SimulationApp

    app = SimulationApp({"headless": headless, "renderer": "RaytracedLighting"})
    from isaacsim.core.utils.extensions import enable_extension

    enable_extension("omni.replicator.core")
    return app


class ReplicatorRenderer(Renderer):
    name = "isaac-replicator"

    def __init__(self, render_cfg=None, *, start_app: bool = True):
        def get(key, default):
            return getattr(render_cfg, key, default)

        self.app = ensure_app() if start_app else None
        self.cpu = CpuRenderer("auto", bool(get("shadows", True)), bool(get("antialias", True)))
        self.crosscheck = bool(get("crosscheck", False))
        self.reports: list[dict] = []
        self._scene_key = None
        self._resolution = None
        self._annotators = None

    @property
    def pruner(self) -> Renderer:
        """Pruning's 150 attempts a scene run on the CPU ray caster (pixel-centre exact)."""
        return self.cpu

    def _stage(self):
        import omni.usd

        return omni.usd.get_context().get_stage()

    def _product(self, width: int, height: int):
        import omni.replicator.core as rep

        if self._resolution == (width, height):
            return self._annotators
        if self._annotators is not None:
            for a in self._annotators.values():
                a.detach()
        rep.orchestrator.set_capture_on_play(False)
        product = rep.create.render_product(CAMERA, (width, height))
        self._annotators = {
            "rgb": rep.AnnotatorRegistry.get_annotator("rgb"),
            "instance": rep.AnnotatorRegistry.get_annotator("instance_id_segmentation",
                                                            init_params={"colorize": False}),
            "depth": rep.AnnotatorRegistry.get_annotator("distance_to_image_plane"),
        }
        for a in self._annotators.values():
            a.attach([product])
        self._resolution = (width, height)
        return self._annotators

    def _capture(self, width: int, height: int):
        """(RGBA, instance_id_segmentation data + info, distance to image plane) of the camera."""
        import omni.replicator.core as rep

        ann = self._product(width, height)
        rep.orchestrator.step(rt_subframes=RT_SUBFRAMES)
        return ann["rgb"].get_data(), ann["instance"].get_data(), ann["depth"].get_data()

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
