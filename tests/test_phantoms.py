"""Phantom blocks (questions/phantoms.py, render.cpu.added_cell_pixels) against the numpy
reference renderer drawing the scene with the block really added; the area rank of the
correct option (options.AreaRank); the signature errors of the 3- and 4-option variants;
the strata of the count options."""

from __future__ import annotations

import numpy as np
import pytest

from generators.questions.count_options import count_options, run_weights, strata, t1_prior
from generators.questions.mcq import SIGNATURE, signature_first
from generators.render.cpu import added_cell_pixels
from generators.render.numpy_raycast import render_numpy
from generators.voxel.grid import Grid, Scene
from tests.test_visibility_render import random_case


def resting_cells(scene: Scene) -> list[tuple[int, int, int]]:
    occupied = {tuple(b) for b in scene.blocks.tolist()}
    nx, ny, nz = scene.grid.shape
    top = max(b[2] for b in occupied) + 1
    return [(i, j, k) for i in range(nx) for j in range(ny) for k in range(top + 1)
            if (i, j, k) not in occupied and (k == 0 or (i, j, k - 1) in occupied)]


@pytest.mark.parametrize("seed", range(12))
def test_added_cell_pixels_match_a_render_with_the_block_added(seed):
    """Per cell: the pixels the added block shows, and per block the pixels it takes from it,
    equal the reference renderer's counts with that block in the scene (to 1 % of the
    block's pixels plus 2: the kernel tests the cell against the scene, the reference walks
    the bigger scene, and exact edge ties may fall either way)."""
    scene, cam = random_case(seed)
    cells = resting_cells(scene)
    got = added_cell_pixels(scene, cam, np.array(cells), stride=1)
    inst0 = render_numpy(scene, cam, rgb=False)[0]
    before = np.bincount(inst0.ravel(), minlength=scene.n_blocks + 1)
    for cell, row in zip(cells, got):
        shape = list(scene.grid.shape)
        shape[2] = max(shape[2], cell[2] + 1)
        blocks = np.vstack([scene.blocks, [cell]])
        bigger = Scene(Grid(tuple(shape), scene.grid.block_size), blocks, scene.object_type)
        assert np.allclose(bigger.grid.origin, scene.grid.origin)
        inst = render_numpy(bigger, cam, rgb=False)[0]
        at = int(np.flatnonzero((bigger.blocks == cell).all(axis=1))[0]) + 1
        shown = int((inst == at).sum())
        assert abs(int(row.sum()) - shown) <= 2 + shown // 100, (seed, cell, row.sum(), shown)
        for n, b in enumerate(scene.blocks.tolist()):
            now = int(np.flatnonzero((bigger.blocks == b).all(axis=1))[0]) + 1
            lost = int(before[n + 1]) - int((inst == now).sum())
            assert abs(int(row[n + 1]) - lost) <= 2 + lost // 100, (seed, cell, b, row[n + 1], lost)


def test_added_cell_pixels_scale_with_the_stride():
    scene, cam = random_case(3)
    cells = np.array(resting_cells(scene))
    full = added_cell_pixels(scene, cam, cells, stride=1).sum(axis=1)
    coarse = added_cell_pixels(scene, cam, cells, stride=2).sum(axis=1)
    assert (coarse % 4 == 0).all()
    big = full > 200
    assert big.any() and np.all(np.abs(coarse[big] - full[big]) <= 0.25 * full[big])


def test_signature_errors_come_first_then_chance():
    rng = np.random.default_rng(0)
    kinds = ["missing_non_match+both_views_blocks", "random_wrong_blocks", "missing_non_match+phantom_block",
             "single_random_block"]
    for _ in range(50):
        keep = signature_first("T2a", kinds, 2, rng)
        assert len(keep) == len(set(keep)) == 2
        # 3 signature errors present (both_views_blocks is a part of the first name), 2 slots
        assert all(any(t in kinds[i].split("+") for t in SIGNATURE["T2a"]) for i in keep)
    picked = [signature_first("S8", kinds, 2, rng) for _ in range(400)]  # S8 has none: uniform
    share = np.bincount(np.concatenate(picked), minlength=4) / 800
    assert np.all(np.abs(share - 0.25) < 0.04), share
    kinds = ["merge_two_columns+column_split", "columns_confused", "columns_confused"]
    keep = signature_first("S3", kinds, 1, rng)
    assert keep == [0]


def test_strata_put_one_view_in_each_slice():
    rng = np.random.default_rng(1)
    counts = {v: (9 if v < 7 else 12) for v in range(16)}
    u = strata(counts, rng)
    for n, members in ((9, range(7)), (12, range(7, 16))):
        slots = sorted(int(u[v] * len(members)) for v in members)
        assert slots == list(range(len(members))), (n, slots)
    assert all(0 <= x < 1 for x in u.values())


def test_count_options_from_a_uniform_u_follow_the_run_weights():
    """Drawing the run by inverse distribution with u on a fine grid gives each run its
    weight, as the draw from rng does: the strata change no question's distribution."""
    prior, upper = t1_prior(64), 64
    w = run_weights(prior, upper)
    rng = np.random.default_rng(2)
    for n in (3, 11, 20):
        runs = [(n - j * s, s) for s in (1, 2, 3) for j in range(5)
                if n - j * s >= 1 and n - j * s + 4 * s <= upper]
        want = np.array([w[r] for r in runs]) / sum(w[r] for r in runs)
        seen = dict.fromkeys(runs, 0)
        grid = (np.arange(4000) + 0.5) / 4000
        for u in grid:
            opts, at = count_options(n, rng, prior=prior, upper=upper, u=float(u))
            assert opts[at] == n
            seen[(opts[0], opts[1] - opts[0])] += 1
        got = np.array([seen[r] for r in runs]) / len(grid)
        assert np.abs(got - want).max() < 2e-3, (n, got, want)


def _view_record(scene: Scene, cam, renderer) -> dict:
    out = renderer.render(scene, cam)
    return {"rgb": out.rgb, "instance": out.instance, "blocks": scene.blocks.tolist(),
            "grid_shape": list(scene.grid.shape), "block_size": scene.grid.block_size,
            "grid_origin": list(scene.grid.origin), "colours": None,
            "object_type": scene.object_type, "camera": cam.to_dict()}


@pytest.mark.parametrize("seed", range(10))
def test_phantom_pictures_equal_a_full_render_with_the_blocks_added(seed):
    """exports.compose.phantom_view (one block; two or three blocks, pasted from the pictures
    of each alone where their rectangles do not meet, else rendered together) gives the same
    bytes as rendering the whole picture of the scene with the blocks added."""
    from generators.exports.compose import phantom_view
    from generators.render.cpu import CpuRenderer

    renderer = CpuRenderer("numba")
    scene, cam = random_case(seed)
    view = _view_record(scene, cam, renderer)
    cells = resting_cells(scene)
    rng = np.random.default_rng(seed)
    sets = [[cells[i]] for i in rng.choice(len(cells), size=min(3, len(cells)), replace=False)]
    for size in (2, 3):
        for _ in range(4):
            if len(cells) >= size:
                sets.append([cells[i] for i in rng.choice(len(cells), size=size, replace=False)])
    for chosen in sets:
        got = phantom_view(view, chosen, renderer)
        shape = list(scene.grid.shape)
        shape[2] = max(shape[2], max(c[2] for c in chosen) + 1)
        bigger = Scene(Grid(tuple(shape), scene.grid.block_size), np.vstack([scene.blocks, chosen]),
                       scene.object_type)
        want = renderer.render(bigger, cam)
        assert np.array_equal(got["rgb"], want.rgb), (seed, chosen)
        # instance ids: ours are n_blocks + 1 + p for the p-th cell, the full render's its sorted order
        ours = np.array([0] + [int(np.flatnonzero((bigger.blocks == b).all(axis=1))[0]) + 1
                               for b in got["blocks"]])
        assert np.array_equal(ours[got["instance"].astype(np.int64)], want.instance), (seed, chosen)
