"""The full render's trace masks skip only traces that would have missed.

``render.cpu`` hands ``shade_centres`` a pixel mask (where a block's projection may lie) and a
ground mask per height level (where blocks from that level up may shadow); a primary ray, or
the shadow ray of a ground or top-face point, off them is not traced. The claim is exactness:
every stored byte (instance, depth, RGB, counts) equals the render that traces every ray.
Checked here against that render (no masks) on random scenes and adversarial cameras: close
up, grazing, from below the top layer, looking past the structure, with cell corners behind
the camera, odd image sizes.
"""

from __future__ import annotations

import numpy as np
import pytest

from generators.render import cpu
from generators.render.cpu import CpuRenderer
from generators.render.kernels import SHAPE_BOX, SHAPE_CAN
from generators.voxel.camera import Camera, camera_for, view_set
from generators.voxel.grid import Grid, Scene

TYPES = ("cube", "box", "can")


def all_ones(scene, camera, rect, shadows):
    """Masks that skip nothing: every pixel traced, every ground point's shadow ray traced."""
    return np.ones((camera.height, camera.width), np.uint8), *cpu.NO_GROUND_MASK


def random_scene(rng: np.random.Generator) -> Scene:
    shape = tuple(int(v) for v in rng.integers(1, 6, size=3))
    cap = shape[0] * shape[1] * shape[2]
    if rng.random() < 0.5:  # gap-free stacks
        heights = rng.integers(0, shape[2] + 1, size=shape[:2])
        heights.flat[int(rng.integers(heights.size))] = max(1, heights.max())
        blocks = np.array([(i, j, k) for i in range(shape[0]) for j in range(shape[1])
                           for k in range(heights[i, j])], np.int64).reshape(-1, 3)
    else:  # any cells, floating ones included
        slots = rng.choice(cap, size=int(rng.integers(1, cap + 1)), replace=False)
        blocks = np.stack(np.unravel_index(np.sort(slots), shape), axis=-1).astype(np.int64)
    return Scene(Grid(shape, float(rng.choice([0.1, 0.05, 0.37]))), blocks, str(rng.choice(TYPES)))


def random_camera(rng: np.random.Generator, scene: Scene) -> Camera:
    lo, hi = scene.bbox()
    w, h = (int(v) for v in rng.integers(17, 120, size=2))
    if rng.random() < 0.3:  # a view of the release's set
        spec = view_set()[int(rng.integers(16))]
        return camera_for(lo, hi, spec, block_size=scene.grid.block_size, width=w, height=h)
    centre, extent = (lo + hi) / 2, float(np.linalg.norm(hi - lo))
    direction = rng.normal(size=3)
    direction[2] = abs(direction[2]) * rng.choice([1.0, 0.05, -0.3])  # from above, grazing, below
    position = centre + direction / np.linalg.norm(direction) * extent * rng.uniform(0.3, 3.0)
    position[2] = max(position[2], 1e-3)
    look_at = rng.uniform(lo - 0.5 * extent, hi + 0.5 * extent)
    return Camera(position, look_at, np.array([0.0, 0.0, 1.0]), w, h, float(rng.uniform(8, 60)), 36.0)


@pytest.mark.parametrize("seed", range(8))
def test_masks_change_no_byte(seed, monkeypatch):
    rng = np.random.default_rng(1900 + seed)
    cases = []
    for _ in range(40):
        scene = random_scene(rng)
        cases.append((scene, random_camera(rng, scene)))
    renderer = CpuRenderer("numba")
    masked = [renderer.render(s, c) for s, c in cases]
    monkeypatch.setattr(cpu, "_trace_masks", all_ones)
    for (scene, cam), a in zip(cases, masked):
        b = renderer.render(scene, cam)
        for name in ("instance", "depth", "rgb", "pixel_counts"):
            assert np.array_equal(getattr(a, name), getattr(b, name)), (name, scene.blocks.tolist(), cam)


def test_masks_skip_work_on_a_release_view():
    """Not a speed test: the masks are not trivially full, so they can skip traces at all."""
    blocks = np.array([(i, j, k) for i in range(4) for j in range(4) for k in range(1 + (i + j) % 3)])
    scene = Scene(Grid((4, 4, 4), 0.1), blocks, "cube")
    cam = camera_for(*scene.bbox(), view_set()[0], block_size=0.1, width=256, height=256)
    rect = cpu._pixel_rect(scene, cam)
    maybe, ground, _ = cpu._trace_masks(scene, cam, rect, True)
    inside = maybe[rect[1]:rect[3], rect[0]:rect[2]]
    assert maybe.sum() == inside.sum() and 0 < inside.mean() < 1
    assert ground.shape[0] == 4 and 0 < ground[0].mean() < 1 and not ground[-1].any()
    assert (ground[:-1] >= ground[1:]).all() and (ground[1] < ground[0]).any()
    visible = CpuRenderer("numba").render(scene, cam).instance > 0
    assert maybe[visible].all()


@pytest.mark.parametrize("seed", range(4))
def test_counts_mask_changes_no_count(seed):
    """``count_kernel`` (pruning's counts) skips pixels off ``raycast.block_mask``: its counts
    equal those of the instance-only render, which traces every pixel of the rectangle."""
    rng = np.random.default_rng(2900 + seed)
    renderer = CpuRenderer("numba")
    for _ in range(40):
        scene = random_scene(rng)
        cam = random_camera(rng, scene)
        for stride in (1, 4):
            want = renderer.render(scene, cam, rgb=False, stride=stride).pixel_counts
            got = renderer.counts_many([(scene, cam)], stride=stride)[0]
            assert np.array_equal(got, want), (stride, scene.blocks.tolist(), cam)


def test_counts_mask_skips_pixels_on_a_release_view():
    """Not a speed test: the counts' mask leaves pixels of the rectangle out."""
    from generators.render.raycast import block_mask

    blocks = np.array([(i, j, k) for i in range(4) for j in range(4) for k in range(1 + (i + j) % 3)])
    scene = Scene(Grid((4, 4, 4), 0.1), blocks, "cube")
    cam = camera_for(*scene.bbox(), view_set()[0], block_size=0.1, width=256, height=256)
    o, rot, fx, cx, cy, origin, rect = cpu.count_inputs(scene, cam)
    grid, _ = cpu._cropped_index_grid(scene)
    mask = np.zeros((rect[3] - rect[1], rect[2] - rect[0]), np.uint8)
    every = np.ones(len(blocks) + 1, np.uint8)
    assert block_mask(o, rot, fx, cx, cy, grid, origin, 0.1, rect, 1, mask, every)
    assert 0 < mask.mean() < 1
    visible = CpuRenderer("numba").render(scene, cam).instance[rect[1]:rect[3], rect[0]:rect[2]] > 0
    assert mask[visible].all()


@pytest.mark.parametrize("seed", range(3))
def test_counts_of_needed_blocks_are_exact(seed):
    """``raycast.count_needed`` (the compiled attempt loop's full-resolution pass): the blocks
    asked for get the instance-only render's counts exactly, the others at most theirs, and
    with no block asked for nothing is traced (every sampled centre counted as background)."""
    from generators.render.raycast import count_needed

    rng = np.random.default_rng(3100 + seed)
    renderer = CpuRenderer("numba")
    for _ in range(40):
        scene = random_scene(rng)
        cam = random_camera(rng, scene)
        o, rot, fx, cx, cy, origin, rect = cpu.count_inputs(scene, cam)
        grid, _ = cpu._cropped_index_grid(scene)
        code = SHAPE_CAN if scene.object_type == "can" else SHAPE_BOX
        for stride in (1, 4):
            want = renderer.render(scene, cam, rgb=False, stride=stride).pixel_counts
            need = (rng.random(scene.n_blocks + 1) < 0.5).astype(np.uint8)
            got = np.zeros(scene.n_blocks + 1, np.int64)
            count_needed(o, rot, fx, cx, cy, grid, origin, float(scene.grid.block_size), code, rect, stride,
                         got, need)
            asked = need[1:] == 1
            assert np.array_equal(got[1:][asked], want[asked]), (stride, scene.blocks.tolist())
            assert (got[1:] <= want).all()
            every = np.zeros_like(got)
            count_needed(o, rot, fx, cx, cy, grid, origin, float(scene.grid.block_size), code, rect, stride,
                         every, np.ones(scene.n_blocks + 1, np.uint8))
            assert np.array_equal(every[1:], want)
            count_needed(o, rot, fx, cx, cy, grid, origin, float(scene.grid.block_size), code, rect, stride,
                         got, np.zeros(scene.n_blocks + 1, np.uint8))
            assert not got[1:].any() and got[0] == every.sum()
