"""End-to-end properties of generated scene records (SPEC sections 2 and 3).

Scenes come from ``Generator.scene_records`` at a small resolution. Labels are recomputed
here by a brute-force implementation over Python sets, from the record's blocks and
per-view ``visible_pixels`` only (``labels.py`` and ``visibility.py`` are not used for
that), and must agree with what the generator stored.
"""

from __future__ import annotations

import time
from collections import Counter

import numpy as np
import pytest
from omegaconf import OmegaConf

from generators.config import GenerateConfig
from generators.dataset.pipeline import Generator
from generators.render.materials import palette_colours
from generators.rng import stream
from generators.voxel.counts import sample_count

# (name, overrides, number of scenes wanted, time budget in seconds)
CONFIGS = [
    ("cube444", dict(grid=4, object_type="cube", seed=0), 150, 5.0),
    ("can354", dict(grid=[3, 5, 4], object_type="can", seed=1), 50, 2.5),
    ("box555", dict(grid=5, object_type="box", seed=2, width=96), 50, 2.5),
    ("cube232_px3", dict(grid=[2, 3, 2], object_type="cube", seed=3, count_distribution="uniform",
                         min_visible_pixels=3), 40, 1.5),
]
MIN_SCENES = 20  # per config, whatever the machine's speed


def make_cfg(grid=4, object_type="cube", seed=0, width=64, count_distribution="release",
             min_visible_pixels=1, max_attempts=20):
    cfg = OmegaConf.structured(GenerateConfig(out="/tmp/spatial-iq-test-unused"))
    cfg.grid = grid
    cfg.object_type = object_type
    cfg.seed = seed
    cfg.camera.width = cfg.camera.height = width
    cfg.count_distribution = count_distribution
    cfg.min_visible_pixels = min_visible_pixels
    cfg.max_attempts = max_attempts
    return cfg


@pytest.fixture(scope="module")
def generated():
    """{config name: (cfg, [(scene index, scene record, view records)])} within a time budget."""
    out = {}
    for name, overrides, wanted, budget in CONFIGS:
        cfg = make_cfg(**overrides)
        gen = Generator(cfg)
        gen.scene_records(0)  # warm the JIT outside the budget
        start, scenes = time.perf_counter(), []
        for idx in range(wanted):
            if time.perf_counter() - start > budget and len(scenes) >= MIN_SCENES:
                break
            scene, views = gen.scene_records(idx)
            for v in views:
                assert v["rgb"].shape == (cfg.camera.height, cfg.camera.width, 3)
                v["rgb"] = None  # keep memory small; colour is not under test here
            scenes.append((idx, scene, views))
        out[name] = (cfg, scenes)
    return out


def all_scenes(generated):
    for name, (cfg, scenes) in generated.items():
        for idx, scene, views in scenes:
            yield name, cfg, idx, scene, views


# ---------------------------------------------------------------- brute-force reference


def determinable_set(cells: list[tuple], visible: set[int]) -> set[int]:
    """Visible blocks plus, repeatedly, every block directly under a block already in the set."""
    where = {c: n for n, c in enumerate(cells)}
    det = set(visible)
    changed = True
    while changed:
        changed = False
        for n, (i, j, k) in enumerate(cells):
            above = where.get((i, j, k + 1))
            if n not in det and above is not None and above in det:
                det.add(n)
                changed = True
    return det


def components(cells: list[tuple], members: set[int]) -> dict[int, int]:
    """Face-connected component label per member, by flood fill."""
    where = {cells[n]: n for n in members}
    label: dict[int, int] = {}
    for start in sorted(members):
        if start in label:
            continue
        label[start] = start
        stack = [start]
        while stack:
            i, j, k = cells[stack.pop()]
            for di, dj, dk in ((1, 0, 0), (-1, 0, 0), (0, 1, 0), (0, -1, 0), (0, 0, 1), (0, 0, -1)):
                m = where.get((i + di, j + dj, k + dk))
                if m is not None and m not in label:
                    label[m] = start
                    stack.append(m)
    return label


def groups(members, key) -> list[list[int]]:
    out: dict = {}
    for n in sorted(members):
        out.setdefault(key(n), []).append(n)
    return sorted(out.values())


def brute_labels(cells, object_type, visible: set[int], vis90: set[int], vis180: set[int]):
    det = determinable_set(cells, visible)
    hidden = det - visible
    kmax = max((cells[n][2] for n in det), default=-1)
    top = {n for n in det if cells[n][2] == kmax}
    top_cells = {cells[n] for n in top}
    top_cols = {(i, j) for i, j, _ in top_cells}
    under_top = {n for n in visible if (cells[n][0], cells[n][1], cells[n][2] + 1) in top_cells}
    in_top_col = {n for n in visible if cells[n][:2] in top_cols and cells[n][2] < kmax}
    hidden_cells = {cells[n] for n in hidden}
    witness = {n for n in visible if (cells[n][0], cells[n][1], cells[n][2] - 1) in hidden_cells}
    comp = components(cells, det)
    labels = {
        "S1": object_type,
        "S2": len(set(comp.values())),
        "S3": len({cells[n][:2] for n in det}),
        "S4": kmax + 1,
        "S5": len(visible),
        "S6": len(top & visible),
        "S7": len(under_top),
        "S8": len(in_top_col),
        "S9": len(hidden),
        "S9_witness": len(witness),
        "T1": len(det),
        "T2a": len(visible - vis90),
        "T2b": len(visible - vis180),
    }
    targets = {
        "S1": sorted(visible), "S5": sorted(visible), "S6": sorted(top & visible),
        "S7": sorted(under_top), "S8": sorted(in_top_col), "S9": sorted(witness), "T1": sorted(det),
        "T2a": sorted(visible - vis90), "T2b": sorted(visible - vis180),
        "S2": groups(visible, lambda n: comp[n]),
        "S3": groups(visible, lambda n: cells[n][:2]),
        "S4": groups(visible, lambda n: cells[n][2]),
    }
    return labels, targets


def visible_set(view, min_px) -> set[int]:
    return {n for n, c in enumerate(view["visible_pixels"]) if c >= min_px}


def partner(views, view, degrees) -> dict:
    cam = view["camera"]
    want = (cam["base_azimuth"] + degrees) % 360.0
    matches = [v for v in views if v["camera"]["base_azimuth"] == want
               and all(v["camera"][k] == cam[k] for k in ("offset", "fov_mult", "dist_mult"))]
    assert len(matches) == 1
    return matches[0]


# ---------------------------------------------------------------- tests


def test_enough_scenes_generated(generated):
    print({name: len(scenes) for name, (_, scenes) in generated.items()})
    for name, (_, scenes) in generated.items():
        assert len(scenes) >= MIN_SCENES, name


def test_records_are_well_formed(generated):
    for name, cfg, idx, scene, views in all_scenes(generated):
        assert scene["scene_id"] == idx
        assert len(views) == 16
        n = len(scene["blocks"])
        assert n >= 1, (name, idx)
        shape = tuple(scene["grid_shape"])
        assert all(0 <= c < s for b in scene["blocks"] for c, s in zip(b, shape))
        assert len({tuple(b) for b in scene["blocks"]}) == n
        for view_id, v in enumerate(views):
            assert v["view_id"] == view_id and v["scene_id"] == idx
            inst = np.asarray(v["instance"]).astype(np.int64)
            assert inst.shape == (cfg.camera.height, cfg.camera.width)
            assert inst.max() <= n
            counts = np.bincount(inst.ravel(), minlength=n + 1)[1:]
            assert counts.tolist() == v["visible_pixels"], (name, idx, view_id)
            assert np.array_equal(np.asarray(v["depth"]) > 0, inst > 0)
        # view 0 is the primary: azimuth 0 + 3, fov_mult 1, dist_mult 1
        cam0 = views[0]["camera"]
        assert (cam0["azimuth"], cam0["fov_mult"], cam0["dist_mult"]) == (3.0, 1.0, 1.0)


def test_stacks_have_no_gaps(generated):
    for name, _, idx, scene, _ in all_scenes(generated):
        occ = {tuple(b) for b in scene["blocks"]}
        floating = [c for c in occ if c[2] > 0 and (c[0], c[1], c[2] - 1) not in occ]
        assert not floating, (name, idx, floating)


def test_total_is_visible_plus_hidden(generated):
    for name, _, idx, _, views in all_scenes(generated):
        for v in views:
            lab = v["labels"]
            assert lab["T1"] == lab["S5"] + lab["S9"], (name, idx, v["view_id"], lab)


def test_hidden_blocks_of_d_v_hold_up_a_visible_block(generated):
    """Every hidden block of D_v lies directly beneath a block of D_v, and going up through
    D_v from it reaches a visible block: it is a necessary support, never a guess."""
    for name, cfg, idx, scene, views in all_scenes(generated):
        cells = [tuple(b) for b in scene["blocks"]]
        where = {c: n for n, c in enumerate(cells)}
        for v in views:
            det = set(v["targets"]["T1"])
            vis = visible_set(v, cfg.min_visible_pixels)
            assert vis <= det, (name, idx, v["view_id"])
            for n in det - vis:
                cur = n
                while cur not in vis:
                    i, j, k = cells[cur]
                    above = where.get((i, j, k + 1))
                    assert above is not None and above in det, (name, idx, v["view_id"], cells[n])
                    cur = above


def test_labels_match_brute_force(generated):
    mismatches = []
    for name, cfg, idx, scene, views in all_scenes(generated):
        cells = [tuple(b) for b in scene["blocks"]]
        min_px = cfg.min_visible_pixels
        for v in views:
            labels, targets = brute_labels(
                cells, scene["object_type"], visible_set(v, min_px),
                visible_set(partner(views, v, 90.0), min_px), visible_set(partner(views, v, 180.0), min_px))
            for key, want in labels.items():
                if v["labels"][key] != want:
                    mismatches.append(f"{name} scene {idx} view {v['view_id']} {key}: "
                                      f"stored {v['labels'][key]} brute {want}")
            for key, want in targets.items():
                if v["targets"][key] != want:
                    mismatches.append(f"{name} scene {idx} view {v['view_id']} targets {key}: "
                                      f"stored {v['targets'][key]} brute {want}")
    assert not mismatches, f"{len(mismatches)} mismatches:\n" + "\n".join(mismatches[:20])


def test_labels_are_not_trivial(generated):
    """The scenes exercise the labels: hidden blocks, several clusters, T2 differences occur."""
    seen = Counter()
    for *_, views in all_scenes(generated):
        for v in views:
            lab = v["labels"]
            seen["hidden"] += lab["S9"] > 0
            seen["clusters"] += lab["S2"] > 1
            seen["t2"] += lab["T2a"] > 0
            seen["witness_differs"] += lab["S9_witness"] != lab["S9"]
    assert all(seen[k] > 0 for k in ("hidden", "clusters", "t2", "witness_differs")), seen


def test_kept_scene_is_d0_of_the_primary_view(generated):
    """Pruning against view 0 leaves exactly its determinable set: nothing else survives."""
    for name, cfg, idx, scene, views in all_scenes(generated):
        cells = [tuple(b) for b in scene["blocks"]]
        d0 = determinable_set(cells, visible_set(views[0], cfg.min_visible_pixels))
        assert d0 == set(range(len(cells))), (name, idx, sorted(set(range(len(cells))) - d0))
        assert views[0]["labels"]["T1"] == len(cells)


def test_kept_count_and_attempts(generated):
    """With max_attempts = 20 many scenes miss their target (about 1 in 3 hits on 4x4x4; the
    median scene needs ~30 attempts); a miss must have used every attempt."""
    for name, (cfg, scenes) in generated.items():
        hits = 0
        for idx, s, _ in scenes:
            assert s["attempts"] >= 1 and s["attempts"] <= cfg.max_attempts, (name, idx)
            if s["target_count"] == len(s["blocks"]):
                hits += 1
            else:
                assert s["attempts"] == cfg.max_attempts, (name, idx, s["attempts"])
        assert hits >= 0.1 * len(scenes), (name, hits, len(scenes))


def test_target_count_comes_from_the_scene_stream(generated):
    for name, cfg, idx, scene, _ in all_scenes(generated):
        cap = int(np.prod(scene["grid_shape"]))
        want = sample_count(stream(cfg.seed, idx), cap, cfg.count_distribution)
        assert scene["target_count"] == want, (name, idx)


def test_same_seed_and_index_reproduce(generated):
    """A fresh generator, asked for the scenes in another order, gives identical bytes."""
    for name, (cfg, scenes) in generated.items():
        fresh = Generator(cfg)
        for idx, scene, views in reversed(scenes[:6]):
            again, again_views = fresh.scene_records(idx)
            assert again["blocks"] == scene["blocks"], (name, idx)
            assert again["target_count"] == scene["target_count"]
            for a, b in zip(views, again_views):
                np.testing.assert_array_equal(a["instance"], b["instance"])
                np.testing.assert_array_equal(a["depth"], b["depth"])
                assert a["labels"] == b["labels"]


def test_different_indices_give_different_scenes(generated):
    for name, (_, scenes) in generated.items():
        distinct = {tuple(map(tuple, s["blocks"])) for _, s, _ in scenes}
        assert len(distinct) >= 0.8 * len(scenes), (name, len(distinct), len(scenes))


def test_different_seeds_give_different_scenes():
    a, b = Generator(make_cfg(seed=10)), Generator(make_cfg(seed=11))
    same = sum(a.sample(i).blocks.tolist() == b.sample(i).blocks.tolist() for i in range(15))
    assert same <= 3


def attempts_from_the_stream(scene, cfg, capacity: int) -> int:
    """How many attempts drew from the scene's random stream, found without the sampler's
    loop: replay the stream (the target count, then per attempt a block count m and m slots)
    and find the attempt after which the palette drawn next equals the scene's colours (the
    palette is drawn right after the last attempt taken)."""
    rng = stream(int(cfg.seed), scene.scene_id)
    sample_count(rng, capacity, cfg.count_distribution)
    found = []
    for attempts in range(1, cfg.max_attempts + 1):
        m = int(rng.integers(scene.meta["target_count"], capacity + 1))
        rng.choice(capacity, size=m, replace=False)
        after = np.random.Generator(type(rng.bit_generator)())
        after.bit_generator.state = rng.bit_generator.state
        if np.array_equal(palette_colours(after, scene.n_blocks), scene.colours):
            found.append(attempts)
    assert len(found) == 1, found  # one stream position reproduces the palette
    return found[0]


def test_sample_scene_hits_target_with_150_attempts():
    """SPEC: retry up to 150 attempts until exactly N blocks remain. Rate seen: 98/100 at 64 px.
    The recorded attempt count is checked against the random stream (``attempts_from_the_stream``)."""
    cfg = make_cfg(max_attempts=150)
    cfg.render.palette = True
    gen = Generator(cfg)
    n, hits, counts = 100, 0, Counter()
    for idx in range(n):
        scene = gen.sample(idx)
        hit = scene.n_blocks == scene.meta["target_count"]
        hits += hit
        assert scene.meta["attempts"] == attempts_from_the_stream(scene, cfg, gen.grid.capacity), idx
        counts[scene.meta["attempts"] > 1] += 1
        if not hit:
            assert scene.meta["attempts"] == 150
    assert hits >= 0.9 * n, hits
    assert counts[True] >= 10, counts  # the replay is exercised past the first attempt
