"""``render.backend=warp`` on Warp's CPU backend against the numba caster: the same instance
buffers, depths and pixel counts bit for bit, so the same labels; RGB within the documented
tolerance (docs/performance.md, "Warp": on the CPU backend it is 0); the same scenes from
batched pruning; and a full generate that ``spatial-iq verify`` accepts.

Warp compiles its kernels once per machine (about 10 s on the CPU backend, then cached).
"""

from __future__ import annotations

import numpy as np
import pytest

pytest.importorskip("warp", reason="warp-lang is not installed: pip install -e '.[test]'")

from generators.cli import main as cli_main  # noqa: E402
from generators.config import GenerateConfig, RenderConfig  # noqa: E402
from generators.dataset.pipeline import Generator  # noqa: E402
from generators.io.dataset import open_dataset  # noqa: E402
from generators.render import kernels  # noqa: E402
from generators.render.cpu import CpuRenderer  # noqa: E402
from generators.render.registry import fastest_available, make_renderer, unavailable_reason  # noqa: E402
from generators.render.warp_renderer import WarpRenderer  # noqa: E402
from generators.voxel.camera import camera_for, view_set  # noqa: E402
from generators.voxel.grid import Grid, Scene  # noqa: E402
from generators.voxel.labels import view_labels  # noqa: E402
from generators.voxel.visibility import visible_mask  # noqa: E402

RGB_TOLERANCE = 0  # max |numba - warp| per channel on Warp's CPU backend (docs/performance.md)
VIEWS = view_set()


@pytest.fixture(scope="module")
def warp_cpu():
    return WarpRenderer("cpu")


@pytest.fixture(scope="module")
def numba_cpu():
    return CpuRenderer("numba")


def stacks(rng, shape):
    x, y, z = shape
    heights = rng.integers(0, z + 1, size=(x, y))
    heights[rng.random((x, y)) < rng.uniform(0.0, 0.5)] = 0
    if not heights.any():
        heights[0, 0] = 1
    return [(i, j, k) for i in range(x) for j in range(y) for k in range(heights[i, j])]


def cases(n_scenes: int, seed: int, sizes):
    """(scene, [camera per view]) for random gap-free stacks on grids 3-8, cube/box/can, each
    scene seen from all 16 views at one of ``sizes`` (odd and even)."""
    rng = np.random.default_rng(seed)
    out = []
    for n in range(n_scenes):
        g = int(3 + n % 6)
        shape = (g, g, int(rng.integers(max(2, g - 2), g + 1)))
        kind = ("cube", "box", "can")[n % 3]
        scene = Scene(Grid(shape, 0.1), stacks(rng, shape), kind)
        w, h = sizes[n % len(sizes)]
        out.append((scene, [camera_for(*scene.bbox(), spec, block_size=0.1, width=w, height=h)
                            for spec in VIEWS]))
    return out


def labels_of(scene, results):
    vis = [visible_mask(r.pixel_counts) for r in results]
    return [view_labels(scene.blocks, scene.grid.shape, scene.object_type, vis[v], vis[(v + 2) % 16],
                        vis[(v + 4) % 16]) for v in range(len(results))]


def assert_same(scene, a, b, where):
    np.testing.assert_array_equal(a.instance, b.instance, err_msg=where)
    assert a.instance.dtype == b.instance.dtype, where
    np.testing.assert_array_equal(a.depth, b.depth, err_msg=where)
    np.testing.assert_array_equal(a.pixel_counts, b.pixel_counts, err_msg=where)
    if a.rgb is not None:
        assert np.abs(a.rgb.astype(int) - b.rgb.astype(int)).max() <= RGB_TOLERANCE, where


def check_scenes_equal_numba(warp_cpu, numba_cpu, n_scenes: int) -> int:
    """Renders n_scenes x 16 views both ways (grids 3-8, cube/box/can, odd and even sizes; the
    Warp batch is one launch per scene) and compares buffers and labels; returns the views."""
    sizes = [(33, 33), (40, 40), (47, 31), (64, 48)]
    n_views = 0
    for n, (scene, cams) in enumerate(cases(n_scenes, 1, sizes)):
        ours = warp_cpu.render_many([(scene, c) for c in cams])
        ref = [numba_cpu.render(scene, c) for c in cams]
        for v, (a, b) in enumerate(zip(ref, ours)):
            assert_same(scene, a, b, f"scene {n} {scene.object_type} grid {scene.grid.shape} view {v}")
        assert labels_of(scene, ours) == labels_of(scene, ref)
        n_views += len(cams)
    return n_views


def test_instance_buffers_and_labels_equal_numba_on_1000_views(warp_cpu, numba_cpu):
    """In the default run (CI): about 12 s once Warp's kernels are compiled."""
    assert check_scenes_equal_numba(warp_cpu, numba_cpu, 64) >= 1000


def test_strided_and_counts_only_renders_equal_numba(warp_cpu, numba_cpu):
    for n, (scene, cams) in enumerate(cases(12, 2, [(45, 45), (52, 52)])):
        items = [(scene, c) for c in cams[:4]]
        for stride in (1, 4):
            ours = warp_cpu.render_many(items, rgb=False, stride=stride)
            counts = warp_cpu.counts_many(items, stride=stride)
            for (s, c), o, k in zip(items, ours, counts):
                ref = numba_cpu.render(s, c, rgb=False, stride=stride)
                assert_same(s, ref, o, f"scene {n} stride {stride}")
                np.testing.assert_array_equal(k, ref.pixel_counts)


def test_a_batch_of_several_scenes_equals_one_at_a_time(warp_cpu):
    scenes = cases(3, 3, [(41, 41)])
    items = [(s, c) for s, cams in scenes for c in cams[:3]]
    together = warp_cpu.render_many(items)
    for (s, c), r in zip(items, together):
        assert_same(s, warp_cpu.render(s, c), r, "batch")


@pytest.mark.slow
def test_equal_numba_at_full_size(warp_cpu, numba_cpu):
    """The default 512x512 and an odd 255x255, every view of 12 scenes."""
    for n, (scene, cams) in enumerate(cases(12, 4, [(512, 512), (255, 255)])):
        for v, (a, b) in enumerate(zip([numba_cpu.render(scene, c) for c in cams],
                                       warp_cpu.render_many([(scene, c) for c in cams]))):
            assert_same(scene, a, b, f"scene {n} view {v}")


def test_tie_rule_repro_on_warp(warp_cpu):
    h = np.array([[1, 0, 0, 1], [0, 0, 3, 0], [0, 3, 0, 0], [1, 0, 0, 4]])
    scene = Scene(Grid((4, 4, 4)), [(i, j, k) for i in range(4) for j in range(4) for k in range(h[i, j])])
    cam = camera_for(*scene.bbox(), VIEWS[0], block_size=0.1, width=255, height=255)
    res = warp_cpu.render(scene, cam, rgb=False)
    assert scene.blocks[int(res.instance[111, 127]) - 1].tolist() == [1, 2, 2]


def test_kernel_constants_match_the_numba_ones():
    from generators.render import warp_trace

    assert float(warp_trace.TIE_EPS) == kernels.TIE_EPS
    assert float(warp_trace.CAN_RADIUS) == kernels.CAN_RADIUS
    assert int(warp_trace.SHAPE_BOX) == kernels.SHAPE_BOX
    assert (int(warp_trace.FACE_SIDE), int(warp_trace.FACE_TOP), int(warp_trace.FACE_BOTTOM)) == \
        (kernels.FACE_SIDE, kernels.FACE_TOP, kernels.FACE_BOTTOM)


def test_batched_pruning_gives_the_same_scenes(tmp_path):
    """Warp evaluates 8 pruning attempts per launch on the CPU; the accepted scene, its attempt
    count and the palette drawn after it are those of the one-at-a-time numba path."""
    for kw in ({}, {"grid": [3, 4, 5], "object_type": "box", "render": RenderConfig(palette=True)},
               {"grid": 3, "object_type": "can", "seed": 5}):
        a = Generator(GenerateConfig(out=str(tmp_path), **kw))
        b = Generator(GenerateConfig(out=str(tmp_path), **kw), renderer=WarpRenderer("cpu"))
        assert b.renderer.prune_batch > 1
        for i in range(5):
            assert a.sample(i).to_record() == b.sample(i).to_record(), (kw, i)


def test_generate_with_warp_cpu_passes_verify_and_equals_numba(tmp_path):
    common = ["n_scenes=3", "camera.width=48", "camera.height=48", "output.scenes_per_shard=2"]
    assert cli_main(["generate", f"out={tmp_path}/w", "render.backend=warp", "render.device=cpu",
                     "workers=1", *common]) == 0
    assert cli_main(["verify", f"{tmp_path}/w"]) == 0
    assert cli_main(["generate", f"out={tmp_path}/n", "workers=1", *common]) == 0
    for a, b in zip(open_dataset(f"{tmp_path}/n"), open_dataset(f"{tmp_path}/w"), strict=True):
        assert (a["scene_id"], a["view_id"], a["blocks"], a["labels"], a["targets"]) == \
            (b["scene_id"], b["view_id"], b["blocks"], b["labels"], b["targets"])
        np.testing.assert_array_equal(a["instance"], b["instance"])
        np.testing.assert_array_equal(a["depth"], b["depth"])
        assert np.abs(a["rgb"].astype(int) - b["rgb"].astype(int)).max() <= RGB_TOLERANCE


def test_bad_device_is_refused_before_any_work(tmp_path, capsys):
    rc = cli_main(["generate", f"out={tmp_path}/x", "render.backend=warp", "render.device=gpu0"])
    assert rc == 2
    assert "render.device=gpu0: choose cpu, cuda or cuda:N" in capsys.readouterr().err
    assert not (tmp_path / "x").exists()
    assert unavailable_reason("warp", "cpu") is None


def test_registry_makes_warp_and_names_the_fastest():
    r = make_renderer(RenderConfig(backend="warp", device="cpu"))
    assert isinstance(r, WarpRenderer) and r.name == "warp-cpu"
    backend, device = fastest_available()
    # no CUDA device on CI: the numba caster; with one, Warp on it
    assert (backend, device) in (("auto", "cpu"), ("warp", "cuda"))
    assert unavailable_reason(backend, device) is None
