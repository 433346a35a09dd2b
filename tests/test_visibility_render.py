"""The numba DDA renderer against the brute-force numpy ray caster (independent reference).

Labels come from the centre-sample instance buffer, so the two must agree pixel for pixel
on instance ids, and hence on per-block pixel counts; depth is the camera-z distance to
the first hit and must agree to float precision.
"""

from __future__ import annotations

import inspect

import numpy as np
import pytest

from generators.render.cpu import CpuRenderer
from generators.render.numpy_raycast import render_numpy
from generators.voxel.camera import camera_for, view_set
from generators.voxel.grid import Grid, Scene
from generators.voxel.visibility import determinable

RES = 64
N_SCENES = 200
VIEWS = view_set()
TYPES = ("cube", "box", "can")


def random_stacks(rng: np.random.Generator, shape) -> np.ndarray:
    """Gap-free stacks built here (not with gravity.py): random height per column."""
    x, y, z = shape
    heights = rng.integers(0, z + 1, size=(x, y))
    # bias towards sparse columns now and then, so that deep occlusion and empty rows both occur
    heights[rng.random((x, y)) < rng.uniform(0.0, 0.6)] = 0
    return np.array([(i, j, k) for i in range(x) for j in range(y) for k in range(heights[i, j])],
                    dtype=np.int64).reshape(-1, 3)


def random_case(seed: int, floating: bool = False):
    rng = np.random.default_rng(seed)
    shape = tuple(int(v) for v in rng.integers(2, 6, size=3))
    block_size = float(rng.choice([0.1, 0.05, 0.37]))
    if floating:  # any cell set: the renderer must not rely on gravity
        cap = shape[0] * shape[1] * shape[2]
        slots = rng.choice(cap, size=int(rng.integers(1, cap + 1)), replace=False)
        blocks = np.stack(np.unravel_index(slots, shape), axis=-1)
    else:
        blocks = random_stacks(rng, shape)
    scene = Scene(Grid(shape, block_size), blocks, str(rng.choice(TYPES)))
    spec = VIEWS[int(rng.integers(len(VIEWS)))]
    cam = camera_for(*scene.bbox(), spec, block_size=block_size, width=RES, height=RES)
    return scene, cam


@pytest.fixture(scope="module")
def renderer():
    r = CpuRenderer("numba")
    return r


def compare(scene, cam, renderer) -> list[str]:
    """Differences between the two renderers, as readable lines (empty if they agree)."""
    res = renderer.render(scene, cam, rgb=False)
    ref_inst, ref_depth, _ = render_numpy(scene, cam, rgb=False)
    problems = []
    inst = res.instance.astype(np.int64)
    bad = inst != ref_inst
    if bad.any():
        ys, xs = np.nonzero(bad)
        problems.append(f"{bad.sum()} instance pixels differ, e.g. (x={xs[0]}, y={ys[0]}): "
                        f"numba {inst[ys[0], xs[0]]} vs numpy {ref_inst[ys[0], xs[0]]}")
    ref_counts = np.bincount(ref_inst.ravel(), minlength=scene.n_blocks + 1)[1:]
    if not np.array_equal(res.pixel_counts, ref_counts):
        problems.append(f"pixel_counts {res.pixel_counts.tolist()} vs {ref_counts.tolist()}")
    if res.pixel_counts.sum() != np.count_nonzero(res.instance):
        problems.append("pixel_counts do not sum to the non-zero instance pixels")
    if not np.array_equal(res.pixel_counts, np.bincount(inst.ravel(), minlength=scene.n_blocks + 1)[1:]):
        problems.append("pixel_counts are not the histogram of the instance buffer")
    if not np.array_equal(res.depth > 0, inst > 0):
        problems.append("depth is not positive exactly on block pixels")
    both = (inst > 0) & ~bad
    if both.any():
        rel = np.abs(res.depth[both].astype(np.float64) - ref_depth[both]) / ref_depth[both]
        if rel.max() > 1e-6:
            problems.append(f"depth differs by {rel.max():.3g} relative")
    return problems


def _run(seeds, renderer, floating=False):
    failures = []
    for seed in seeds:
        scene, cam = random_case(seed, floating)
        problems = compare(scene, cam, renderer)
        if problems:
            failures.append(f"seed {seed} grid {scene.grid.shape} s={scene.grid.block_size} "
                            f"{scene.object_type} {scene.n_blocks} blocks view {cam.spec}: "
                            + "; ".join(problems))
    assert not failures, f"{len(failures)} of {len(seeds)} cases differ:\n" + "\n".join(failures[:10])


def test_numba_matches_numpy_on_random_stacks(renderer):
    _run(range(N_SCENES), renderer)


def test_numba_matches_numpy_on_floating_cells(renderer):
    _run(range(10_000, 10_040), renderer, floating=True)


def test_every_view_of_one_scene_per_type(renderer):
    """All 16 views of the view set, for each object type, on a fixed 4x4x4 scene."""
    rng = np.random.default_rng(99)
    blocks = random_stacks(rng, (4, 4, 4))
    for object_type in TYPES:
        scene = Scene(Grid((4, 4, 4), 0.1), blocks, object_type)
        for spec in VIEWS:
            cam = camera_for(*scene.bbox(), spec, block_size=0.1, width=RES, height=80)
            assert not compare(scene, cam, renderer), (object_type, spec)


def test_rgb_flag_does_not_change_instances(renderer):
    """Pruning renders instance-only; the stored views render with colour: same buffers."""
    for seed in range(20):
        scene, cam = random_case(seed)
        a = renderer.render(scene, cam, rgb=False)
        b = renderer.render(scene, cam, rgb=True)
        np.testing.assert_array_equal(a.instance, b.instance)
        np.testing.assert_array_equal(a.depth, b.depth)
        np.testing.assert_array_equal(a.pixel_counts, b.pixel_counts)
        assert b.rgb.shape == (cam.height, cam.width, 3)


def test_single_block_and_empty_scene(renderer):
    grid = Grid((3, 3, 3), 0.1)
    for object_type in TYPES:
        scene = Scene(grid, np.array([[1, 1, 0]]), object_type)
        cam = camera_for(*scene.bbox(), VIEWS[0], block_size=0.1, width=RES, height=RES)
        res = renderer.render(scene, cam, rgb=False)
        assert res.pixel_counts[0] > 0  # the camera looks at it
        assert not compare(scene, cam, renderer)
    empty = Scene(grid, np.zeros((0, 3), dtype=np.int64))
    cam = camera_for(*empty.bbox(), VIEWS[0], block_size=0.1, width=RES, height=RES)
    res = renderer.render(empty, cam, rgb=False)
    assert not res.instance.any() and res.pixel_counts.shape == (0,)


def test_top_block_visible_and_occluded_block_hidden(renderer):
    """A 3x3x3 full cube seen from above: the centre block (1, 1, 1) is enclosed, so hidden;
    its determinable set still holds it because (1, 1, 2) is visible."""
    grid = Grid((3, 3, 3), 0.1)
    blocks = np.array([(i, j, k) for i in range(3) for j in range(3) for k in range(3)])
    scene = Scene(grid, blocks)
    centre = next(n for n, b in enumerate(scene.blocks.tolist()) if b == [1, 1, 1])
    top = next(n for n, b in enumerate(scene.blocks.tolist()) if b == [1, 1, 2])
    for spec in VIEWS:
        cam = camera_for(*scene.bbox(), spec, block_size=0.1, width=RES, height=RES)
        res = renderer.render(scene, cam, rgb=False)
        assert res.pixel_counts[centre] == 0
        assert res.pixel_counts[top] > 0
        vis, det = determinable(scene.blocks, res.pixel_counts)
        assert not vis[centre] and det[centre]


def test_strided_render_sees_a_subset(renderer):
    """``stride`` > 1 (instance only) traces every stride-th pixel centre of every stride-th row;
    those pixels must equal the full render's, so its visible blocks are a subset."""
    if "stride" not in inspect.signature(renderer.render).parameters:
        pytest.skip("this renderer has no stride option")
    for seed in range(40):
        scene, cam = random_case(seed)
        full = renderer.render(scene, cam, rgb=False)
        for stride in (2, 3, 4):
            sub = renderer.render(scene, cam, rgb=False, stride=stride)
            traced = np.zeros_like(full.instance, dtype=bool)
            traced[::stride, ::stride] = True
            np.testing.assert_array_equal(sub.instance[traced], full.instance[traced])
            assert not sub.instance[~traced].any()
            assert ((sub.pixel_counts > 0) <= (full.pixel_counts > 0)).all()
            assert (sub.pixel_counts <= full.pixel_counts).all()
