"""``render.backend=warp``: the ray caster on NVIDIA Warp, for CUDA GPUs (``render.device=cuda``
or ``cuda:N``) and Warp's CPU backend (``render.device=cpu``, what CI tests).

Needs the optional extra ``pip install 'spatial-iq[gpu]'`` (warp-lang). The kernels
(``warp_kernels.py``) follow the numba caster exactly; this module packs many views of many
scenes into one launch (``render_many``, ``counts_many``) and copies the results back once.
Warp compiles the kernels on first use (about a minute on the CPU backend, cached on disk in
Warp's kernel cache afterwards; ``import warp`` itself takes about a second).
"""

from __future__ import annotations

import importlib.util
from collections.abc import Sequence
from typing import TYPE_CHECKING

import numpy as np

from .base import Renderer, RenderResult, instance_dtype, scanline_image
from .cpu import _cropped_index_grid, _pixel_rect, _shadow_box
from .kernels import SHAPE_BOX, SHAPE_CAN
from .materials import FILL_LIGHT, KEY_LIGHT, LIGHTING, MATERIAL_CODE, block_albedo

if TYPE_CHECKING:
    from ..voxel.camera import Camera
    from ..voxel.grid import Scene

DEVICES = ("cpu", "cuda", "cuda:N")
MIN_WARP = (1, 19)  # the oldest warp-lang tested (pyproject's [gpu] extra)


def device_problem(device: str) -> str | None:
    """``render.device`` names cpu, cuda or cuda:N, whatever the backend (None if it does)."""
    device = str(device)
    if device in ("cpu", "cuda") or (device.startswith("cuda:") and device[5:].isdigit()):
        return None
    return f"render.device={device}: choose {', '.join(DEVICES[:-1])} or {DEVICES[-1]}"


def warp_unavailable(device: str) -> str | None:
    """None when Warp can render on ``device`` here, else the one-line reason and fix."""
    try:
        spec = importlib.util.find_spec("warp")
    except (ImportError, ValueError):  # a broken or hidden install counts as absent
        spec = None
    if spec is None:
        return ("render.backend=warp needs NVIDIA Warp: pip install 'spatial-iq[gpu]' (warp-lang), "
                "or use render.backend=numba")
    from importlib.metadata import PackageNotFoundError, version

    try:
        found = tuple(int(p) for p in version("warp-lang").split(".")[:2])
    except (PackageNotFoundError, ValueError):  # Isaac Sim's omni.warp.core: ask the module
        import warp

        found = tuple(int(p) for p in warp.__version__.split(".")[:2])
    if found < MIN_WARP:
        return (f"render.backend=warp needs warp-lang >= {'.'.join(map(str, MIN_WARP))}, found "
                f"{'.'.join(map(str, found))}: pip install -U 'spatial-iq[gpu]'")
    device = str(device)
    if device_problem(device):
        return device_problem(device)
    if device == "cpu":
        return None
    wp = _warp()
    if not wp.is_cuda_available():
        return (f"render.device={device}: Warp finds no CUDA device here; use render.device=cpu "
                "or render.backend=numba")
    if device.startswith("cuda:") and int(device[5:]) >= wp.get_cuda_device_count():
        return f"render.device={device}: only {wp.get_cuda_device_count()} CUDA device(s) here"
    return None


def _warp():
    import warp as wp

    wp.config.log_level = max(wp.config.log_level, 30)  # warnings only: a run prints one report line
    wp.init()
    return wp


class WarpRenderer(Renderer):
    """The numba caster's output, drawn by Warp kernels on ``device``."""

    def __init__(self, device: str = "cuda", shadows: bool = True, antialias: bool = True):
        reason = warp_unavailable(device)
        if reason:
            raise RuntimeError(reason)
        self.wp = _warp()
        from . import warp_kernels

        self.k = warp_kernels
        self.device = str(device)
        self.name = f"warp-{self.device}"
        self.shadows, self.antialias = bool(shadows), bool(antialias)
        self._light = None
        # pruning attempts evaluated per launch (voxel/sampling.py): a GPU has room for many;
        # on the CPU backend fewer, since attempts drawn past the accepted one are wasted
        self.prune_batch = 8 if self.device == "cpu" else 32

    # ---- the Renderer contract -----------------------------------------------------------
    def render(self, scene: Scene, camera: Camera, *, rgb: bool = True, stride: int = 1) -> RenderResult:
        return self.render_many([(scene, camera)], rgb=rgb, stride=stride)[0]

    def render_many(self, items: Sequence[tuple[Scene, Camera]], *, rgb: bool = True,
                    stride: int = 1) -> list[RenderResult]:
        """Many (scene, camera) views of one image size in one launch; results in order."""
        if not items:
            return []
        wp, k = self.wp, self.k
        h, w = items[0][1].height, items[0][1].width
        if any((c.height, c.width) != (h, w) for _, c in items):
            raise ValueError("render_many: every view of a batch must have the same image size")
        vw, sc, offs = self._pack(items, rgb)
        n = len(items)
        dev = self.device
        counts = wp.zeros(int(offs[-1]), dtype=wp.int32, device=dev)
        inst = wp.zeros((n, h, w), dtype=wp.int32, device=dev)
        depth = wp.zeros((n, h, w), dtype=wp.float32, device=dev)
        if rgb:
            image = wp.empty((n, h, w, 3), dtype=wp.uint8, device=dev)
            codes = wp.empty((n, h, w), dtype=wp.int32, device=dev)
            light = self._lighting()
            wp.launch(k.render_rgb, dim=(n, h, w), inputs=[vw, sc, light, inst, depth, image, codes, counts],
                      device=dev)
            if self.antialias:
                wp.launch(k.antialias, dim=(n, h, w), inputs=[vw, sc, light, codes, image], device=dev)
            images = image.numpy()
        else:
            stride = max(1, int(stride))
            dim = (n, (h + stride - 1) // stride, (w + stride - 1) // stride)
            wp.launch(k.render_ids, dim=dim, inputs=[vw, sc, stride, inst, depth, counts, 1], device=dev)
            images = None
        ids, depths, all_counts = inst.numpy(), depth.numpy(), counts.numpy()
        out = []
        for v, (scene, _) in enumerate(items):
            nb = scene.n_blocks
            image = None
            if images is not None:  # copied into a PNG scanline buffer, which deflates in place
                image = scanline_image(h, w)
                image[:] = images[v]
            out.append(RenderResult(ids[v].astype(instance_dtype(nb)), depths[v].copy(), image,
                                    all_counts[offs[v]:offs[v] + nb].astype(np.int64)))
        return out

    def counts_many(self, items: Sequence[tuple[Scene, Camera]], *, stride: int = 1) -> list[np.ndarray]:
        """Per-block pixel counts of many instance-only views, without copying any buffer
        back: what pruning needs (every ``stride``-th pixel centre, as ``render``)."""
        if not items:
            return []
        wp, k = self.wp, self.k
        h, w = items[0][1].height, items[0][1].width
        vw, sc, offs = self._pack(items, False)
        counts = wp.zeros(max(int(offs[-1]), 1), dtype=wp.int32, device=self.device)
        dummy_i = wp.zeros((1, 1, 1), dtype=wp.int32, device=self.device)
        dummy_d = wp.zeros((1, 1, 1), dtype=wp.float32, device=self.device)
        stride = max(1, int(stride))
        dim = (len(items), (h + stride - 1) // stride, (w + stride - 1) // stride)
        wp.launch(k.render_ids, dim=dim, inputs=[vw, sc, stride, dummy_i, dummy_d, counts, 0],
                  device=self.device)
        c = counts.numpy()
        return [c[offs[v]:offs[v] + s.n_blocks].astype(np.int64) for v, (s, _) in enumerate(items)]

    # ---- packing ---------------------------------------------------------------------------
    def _lighting(self):
        if self._light is None:
            wp, k = self.wp, self.k
            light = k.Light()
            light.key = wp.vec3d(*KEY_LIGHT)
            light.fill = wp.vec3d(*FILL_LIGHT)
            light.lt = wp.array(np.asarray(LIGHTING, np.float64), dtype=wp.float64, device=self.device)
            light.shadows = int(self.shadows)
            self._light = light
        return self._light

    def _pack(self, items, rgb: bool):
        """Views and Scenes structs for a batch, and each view's offset into the counts."""
        wp, k, dev = self.wp, self.k, self.device
        scene_row: dict[int, int] = {}
        grids, offs, dims, origins, sizes, shapes, materials, colour_offs, colours = ([] for _ in range(9))
        n_grid = n_colour = 0
        for scene, _ in items:
            if id(scene) in scene_row:
                continue
            scene_row[id(scene)] = len(offs)
            grid, origin = _cropped_index_grid(scene)
            grids.append(grid.ravel())
            offs.append(n_grid)
            n_grid += grid.size
            dims.append(grid.shape)
            origins.append(origin)
            sizes.append(float(scene.grid.block_size))
            shapes.append(SHAPE_CAN if scene.object_type == "can" else SHAPE_BOX)
            materials.append(MATERIAL_CODE[scene.object_type])
            c = np.zeros((scene.n_blocks + 1, 3))
            if rgb and scene.n_blocks:
                c[1:] = block_albedo(scene.colours, scene.object_type, scene.n_blocks)
            colour_offs.append(n_colour)
            colours.append(c)
            n_colour += len(c)
        n = len(items)
        origin = np.empty((n, 3))
        rot = np.empty((n, 3, 3))
        fx, cx, cy = np.empty(n), np.empty(n), np.empty(n)
        rect = np.empty((n, 4), np.int32)
        sbox = np.zeros((n, 4))
        which = np.empty(n, np.int32)
        count_off = np.zeros(n + 1, np.int64)
        for v, (scene, cam) in enumerate(items):
            origin[v] = cam.position
            rot[v] = cam.rotation
            kk = cam.K
            fx[v], cx[v], cy[v] = kk[0, 0], kk[0, 2], kk[1, 2]
            rect[v] = _pixel_rect(scene, cam)
            if rgb:
                sbox[v] = _shadow_box(scene)
            which[v] = scene_row[id(scene)]
            count_off[v + 1] = count_off[v] + scene.n_blocks
        vw = k.Views()
        vw.origin = wp.array(origin, dtype=wp.vec3d, device=dev)
        vw.rot = wp.array(rot, dtype=wp.mat33d, device=dev)
        vw.fx = wp.array(fx, dtype=wp.float64, device=dev)
        vw.cx = wp.array(cx, dtype=wp.float64, device=dev)
        vw.cy = wp.array(cy, dtype=wp.float64, device=dev)
        vw.rect = wp.array(rect, dtype=wp.vec4i, device=dev)
        vw.sbox = wp.array(sbox, dtype=wp.vec4d, device=dev)
        vw.scene = wp.array(which, dtype=wp.int32, device=dev)
        vw.count_off = wp.array(count_off[:-1].astype(np.int32), dtype=wp.int32, device=dev)
        sc = k.Scenes()
        sc.grids = wp.array(np.concatenate(grids).astype(np.int32), dtype=wp.int32, device=dev)
        sc.off = wp.array(np.asarray(offs, np.int32), dtype=wp.int32, device=dev)
        sc.dims = wp.array(np.asarray(dims, np.int32), dtype=wp.vec3i, device=dev)
        sc.origin = wp.array(np.asarray(origins, np.float64), dtype=wp.vec3d, device=dev)
        sc.size = wp.array(np.asarray(sizes, np.float64), dtype=wp.float64, device=dev)
        sc.shape = wp.array(np.asarray(shapes, np.int32), dtype=wp.int32, device=dev)
        sc.material = wp.array(np.asarray(materials, np.int32), dtype=wp.int32, device=dev)
        sc.colour_off = wp.array(np.asarray(colour_offs, np.int32), dtype=wp.int32, device=dev)
        sc.colours = wp.array(np.concatenate(colours), dtype=wp.vec3d, device=dev)
        return vw, sc, count_off
