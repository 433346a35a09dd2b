"""Sibling stacks (questions/siblings.py) and the tracing of edited scenes they use
(render.cpu.edited_pixels), against independent oracles: full renders of the edited scenes
(the numba renderer, and the numpy reference renderer, which shares no code with it), labels
computed from those renders, and a brute-force reading of stacks (columns and heights)."""

from collections import Counter, defaultdict

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from generators.questions.sibling_sets import class_weights, sibling
from generators.questions.stack_edits import Stack
from generators.render.cpu import CpuRenderer, Edit, edited_pixels
from generators.render.numpy_raycast import render_numpy
from generators.voxel.camera import Camera
from generators.voxel.grid import Grid, Scene
from generators.voxel.labels import view_labels

RENDER = CpuRenderer()


def _scene_and_camera(seed, size=48, grid=4):
    """A random stack (random column heights) and one of the 16 cameras around it."""
    from generators.voxel.camera import camera_for, view_set

    rng = np.random.default_rng(seed)
    heights = rng.integers(0, grid + 1, size=(grid, grid)) * (rng.random((grid, grid)) < 0.6)
    heights[0, 0] = max(heights[0, 0], 2)
    blocks = [(i, j, k) for i in range(grid) for j in range(grid) for k in range(heights[i, j])]
    scene = Scene(Grid((grid, grid, grid), 0.1), np.array(blocks, np.int64))
    spec = view_set()[int(seed) % 16]
    lo, hi = scene.bbox()
    return scene, camera_for(lo, hi, spec, block_size=0.1, width=size, height=size)


def _random_edit(scene, rng):
    """Cells removed (column tops, up to two) and added (on column tops, one or two), drawn by
    brute force."""
    shape = scene.grid.shape
    height = Counter()
    for i, j, k in scene.blocks.tolist():
        height[(i, j)] = max(height[(i, j)], k + 1)
    columns = [(i, j) for i in range(shape[0]) for j in range(shape[1])]
    removed, added = [], []
    for c in rng.permutation(len(columns))[: rng.integers(0, 3)]:
        i, j = columns[c]
        if height[(i, j)] > 0 and len(scene.blocks) - len(removed) > 1:
            removed.append((i, j, height[(i, j)] - 1))
            height[(i, j)] -= 1
    wanted = int(rng.integers(1, 3))
    for c in rng.permutation(len(columns)):
        i, j = columns[c]
        if len(added) < wanted and height[(i, j)] < shape[2] and (i, j, height[(i, j)]) not in removed:
            added.append((i, j, height[(i, j)]))
            height[(i, j)] += 1
    kept = [tuple(b) for b in scene.blocks.tolist() if tuple(b) not in removed]
    edited = Scene(scene.grid, np.array(kept + added, np.int64).reshape(-1, 3), scene.object_type)
    return removed, added, edited


def _apply(scene, camera, edited, removed, added):
    """The stored view's instance buffer edited by ``edited_pixels``, in the edited scene's ids."""
    before = RENDER.render(scene, camera, rgb=False)
    index = {tuple(b): n for n, b in enumerate(scene.blocks.tolist())}
    gone = np.zeros(scene.n_blocks + 1, np.uint8)
    for c in removed:
        gone[index[c] + 1] = 1
    edit = Edit(edited, np.array(removed).reshape(-1, 3), np.array(added).reshape(-1, 3))
    pix, ids, _ = edited_pixels(edit, camera, before.instance, before.depth, gone)
    order = {tuple(b): n for n, b in enumerate(edited.blocks.tolist())}
    lut = np.full(scene.n_blocks + 1, -1, np.int64)
    lut[0] = 0
    for b, n in index.items():
        if b in order:
            lut[n + 1] = order[b] + 1
    out = lut[before.instance.astype(np.int64)].ravel()
    out[pix] = ids
    return out.reshape(before.instance.shape)


@settings(max_examples=40, deadline=None)
@given(st.integers(0, 10_000))
def test_edited_pixels_equal_a_full_render_of_the_edited_scene(seed):
    scene, camera = _scene_and_camera(seed)
    removed, added, edited = _random_edit(scene, np.random.default_rng(seed))
    got = _apply(scene, camera, edited, removed, added)
    want = RENDER.render(edited, camera, rgb=False).instance.astype(np.int64)
    assert np.array_equal(got, want)


@pytest.mark.parametrize("seed", [3, 17])
def test_edited_pixels_equal_the_numpy_reference_render(seed):
    scene, camera = _scene_and_camera(seed, size=32)
    removed, added, edited = _random_edit(scene, np.random.default_rng(seed + 1))
    got = _apply(scene, camera, edited, removed, added)
    inst, _, _ = render_numpy(edited, camera, rgb=False)
    assert np.array_equal(got, inst.astype(np.int64))


# ---- the edit kernel ------------------------------------------------------------------------

def _stack_cells(sv, stack):
    return sv.edits.cells(stack)


def _gravity_ok(cells, shape):
    """Every column a gap-free stack from the floor, inside the grid (brute force)."""
    by = defaultdict(set)
    for i, j, k in cells:
        if not (0 <= i < shape[0] and 0 <= j < shape[1] and 0 <= k < shape[2]):
            return False
        by[(i, j)].add(k)
    return all(ks == set(range(len(ks))) for ks in by.values())


def test_edit_steps_keep_gravity():
    from generators.questions.stack_edits import Edits, Stack

    blocks = np.array([[0, 0, 0], [0, 0, 1], [1, 0, 0], [1, 1, 0], [1, 1, 1], [1, 1, 2]])
    edits = Edits(blocks, (2, 2, 3))
    rng = np.random.default_rng(0)
    for _ in range(2000):
        one = edits.step(Stack(), rng)
        two = edits.step(one, rng)
        assert _gravity_ok(edits.cells(one), (2, 2, 3)) and _gravity_ok(edits.cells(two), (2, 2, 3))
        assert len(edits.cells(one) ^ edits.cells(Stack())) == 1  # one block added or taken
        assert len(edits.cells(two) ^ edits.cells(one)) == 1


def test_edits_add_or_take_away_half_the_time_each():
    """The number of blocks takes a symmetric random walk (a sparse stack has many more
    places to add a block than blocks to take away); within a kind, edits are uniform; no
    edit moves the top layer (z = 1 here)."""
    from generators.questions.stack_edits import Edits, Stack

    blocks = np.array([[0, 0, 0], [1, 0, 0], [1, 0, 1], [2, 0, 0], [2, 0, 1]])
    edits = Edits(blocks, (3, 3, 3))
    rng = np.random.default_rng(1)
    ys = Counter(edits.step(Stack(), rng) for _ in range(20_000))
    grown = sum(c for y, c in ys.items() if len(edits.cells(y)) == 6)
    assert abs(grown / 20_000 - 0.5) < 0.02
    adds = [y for y in ys if len(edits.cells(y)) == 6]
    assert len(adds) == 7  # on (0, 0) and the six empty columns; never above z = 1
    assert max(ys[y] for y in adds) / min(ys[y] for y in adds) < 1.3
    removes = [y for y in ys if len(edits.cells(y)) == 4]
    assert len(removes) == 3 and max(ys[y] for y in removes) - min(ys[y] for y in removes) < 600
    assert all(max(c[2] for c in edits.cells(y)) == 1 for y in ys)


def test_no_edit_takes_the_top_layers_last_block_or_builds_above_it():
    from generators.questions.stack_edits import Edits, Stack

    edits = Edits(np.array([[0, 0, 0], [1, 0, 0], [1, 0, 1]]), (3, 3, 3))
    moves = edits.moves(Stack())
    assert ("remove", (1, 0, 1)) not in moves and ("add", (1, 0, 2)) not in moves
    assert sorted(moves) == sorted([("add", (0, 0, 1)), ("remove", (0, 0, 0))]
                                   + [("add", (i, j, 0)) for i in range(3) for j in range(3)
                                      if (i, j) not in ((0, 0), (1, 0))])


def test_mirror_weights_the_way_back_by_kind_and_height():
    """Worked by hand: 8 adds (7 on the floor, 1 at z = 1) share 1/2, one removal (z = 0)
    has the other 1/2; the way back from an add at z is a removal at z and the other way
    round. With a test that refuses floor adds, only what passes counts."""
    from generators.questions.stack_edits import Edits, Stack

    edits = Edits(np.array([[0, 0, 0], [1, 0, 0], [1, 0, 1]]), (3, 3, 3))
    got = edits.mirror_of(Stack())
    assert got.keys() == {("remove", 0), ("remove", 1), ("add", 0)}
    assert got[("remove", 0)] == pytest.approx(7 / 16) and got[("remove", 1)] == pytest.approx(1 / 16)
    assert got[("add", 0)] == pytest.approx(0.5)
    seen = edits.mirror_of(Stack(), lambda y: len(edits.cells(y)) < 3 or (0, 0, 1) in edits.cells(y))
    assert seen == {("remove", 1): pytest.approx(1 / 16), ("add", 0): pytest.approx(0.5)}


# ---- sibling sets on a dataset ----------------------------------------------------------------

@pytest.fixture(scope="module")
def scene_views(four_scenes):
    from generators.io.dataset import open_dataset

    by = defaultdict(list)
    for v in open_dataset(str(four_scenes)):
        by[v["scene_id"]].append(v)
    return list(by.values())


def _sets(scene_views):
    from generators.questions.mcq import scene_stacks
    from generators.questions.text import partners

    for views in scene_views:
        pt = {v["view_id"]: partners(views, v) for v in views}
        yield views, scene_stacks(views, pt)


def test_sibling_sets_are_one_edit_from_a_decoy_one_edit_from_the_scene(scene_views):
    for views, found in _sets(scene_views):
        sv = found.views
        scene = sv.edits.cells(found.stacks[0])
        decoy = sv.edits.cells(found.decoy)
        shape = tuple(views[0]["grid_shape"])
        assert found.stacks[0].is_scene() and len(found.stacks) == 5
        assert len(scene ^ decoy) == 1
        cells = [frozenset(sv.edits.cells(s)) for s in found.stacks]
        assert len(set(cells)) == 5
        for c in cells[1:]:
            assert len(c ^ decoy) == 1 and _gravity_ok(c, shape)


def test_every_stack_of_a_set_keeps_the_scenes_top_layer(scene_views):
    for _, found in _sets(scene_views):
        sv = found.views
        tops = {max(c[2] for c in sv.edits.cells(s)) for s in found.stacks + [found.decoy]}
        assert tops == {sv.edits.top}


def _weights(sv):
    scene = Stack()
    decoys = [(sv.edits.apply(scene, m), p) for m, p in sv.edits.kernel(scene)
              if sv.seen(sv.edits.apply(scene, m))]
    return class_weights(sv, sv.edits.mirror_of(scene, sv.seen), decoys), decoys


def test_siblings_kinds_and_heights_follow_the_fitted_weights(scene_views):
    """Drawn many times from one decoy, a sibling's (kind, height) is distributed as the
    fitted weights say, over the kinds and heights some edit of which looks unlike the
    decoy in every view; every sibling does."""
    _, found = next(_sets(scene_views))
    sv, decoy = found.views, found.decoy
    weight, _ = _weights(sv)
    rng = np.random.default_rng(3)
    drawn = [sibling(sv, decoy, weight, rng) for _ in range(4000)]
    assert all(sv.seen(x, decoy) for x in drawn)
    classes = Counter(_kind_and_height(sv, decoy, x) for x in drawn)
    live = {c: w for c, w in weight.items()
            if any(sv.seen(sv.edits.apply(decoy, m), decoy) for m in sv.edits.moves(decoy)
                   if (m[0], m[1][2]) == c)}
    total = sum(live.values())
    for c in set(live) | set(classes):
        assert abs(classes[c] / 4000 - live.get(c, 0.0) / total) < 0.03, c


def test_fit_worked_by_hand():
    """Two cases of chance 1/2: one has keys a and b, the other a, b and c; the shares are
    1/2, 1/4, 1/4. c comes up only in the second case, so it needs half of that case's
    weight (w_c = w_a + w_b); then a's share is 3/4 of w_a / (w_a + w_b) = 1/2, so
    w_a : w_b : w_c = 2 : 1 : 3. A key no case has keeps its share; no key is raised more
    than MAX_RAISE times as much as another."""
    from generators.questions.sibling_sets import MAX_RAISE, fit

    w = fit({"a": 2.0, "b": 1.0, "c": 1.0, "d": 0.0}, [(0.5, {"a", "b"}), (0.5, {"a", "b", "c"})])
    assert set(w) == {"a", "b", "c"}
    assert w["a"] / w["b"] == pytest.approx(2.0, rel=1e-6) and w["c"] / w["b"] == pytest.approx(3.0, rel=1e-6)
    assert sum(w.values()) == pytest.approx(1.0)
    assert fit({"a": 1.0, "z": 1.0}, [(1.0, {"a"})]) == {"a": 0.5, "z": 0.5}
    # a case with none of the keys (a decoy with no other neighbour) is left out of the fit
    assert fit({"a": 2.0, "b": 1.0, "c": 1.0}, [(0.5, {"a", "b"}), (0.3, set()), (0.5, {"a", "b", "c"})]) \
        == pytest.approx(w)
    capped = fit({"a": 0.9, "b": 0.1}, [(0.99, {"a"}), (0.01, {"a", "b"})])
    assert (capped["b"] / 0.1) / (capped["a"] / 0.9) == pytest.approx(MAX_RAISE)


def test_open_classes_agree_with_the_decoys_own_neighbours(scene_views):
    """``open_classes`` judges a decoy's neighbours by the same edits of the scene, so that
    fitting the weights draws almost nothing new; checked against the decoy's own
    neighbours (other than the scene) that look unlike it in every view, class by class
    over every decoy of the fixture's scenes: they agree on at least 90 % (96.7 % here,
    97.5 % on 10 scenes of grid 4 at 128x128; what it misses is mostly the edited column)."""
    from generators.questions.sibling_sets import open_classes
    from generators.questions.siblings import SiblingViews
    from generators.questions.text import partners

    agree = total = 0
    for views in scene_views:
        sv = SiblingViews(views, {v["view_id"]: partners(views, v) for v in views})
        for move in sv.edits.moves(Stack()):
            decoy = sv.edits.apply(Stack(), move)
            if not sv.seen(decoy):
                continue
            cheap = open_classes(sv, decoy)
            for c in sv.classes(decoy):
                own = any(not sv.edits.apply(decoy, m).is_scene() for m in sv.shown(decoy, c))
                agree += own == (c in cheap)
                total += 1
    assert total > 100 and agree / total >= 0.9, (agree, total)


def test_stacks_look_different_in_every_view(scene_views):
    for views, found in _sets(scene_views):
        sv = found.views
        for at, view in enumerate(views):
            if view["view_id"] in found.clashes:
                continue
            for a in range(5):
                for b in range(a + 1, 5):
                    assert sv.apart(found.stacks[a], found.stacks[b], at) >= sv.guard


def test_sibling_targets_equal_labels_of_a_full_render(scene_views):
    """Each sibling's targets in each view, against view_labels on full renders of it."""
    views, found = next(_sets(scene_views))
    sv = found.views
    grid = Grid(tuple(views[0]["grid_shape"]), float(views[0]["block_size"]))
    cams = [Camera.from_dict(v["camera"]) for v in views]
    for stack in found.stacks[1:]:
        ids = sv.ids(stack)
        cells = np.array([sv.cell_of(g) for g in ids], np.int64)
        scene = Scene(grid, cells, views[0]["object_type"])
        order = {tuple(b): n for n, b in enumerate(scene.blocks.tolist())}
        visible = []
        for cam in cams:
            counts = RENDER.render(scene, cam, rgb=False).pixel_counts
            visible.append(np.array([counts[order[tuple(c)]] >= 1 for c in cells.tolist()]))
        for at, view in enumerate(views):
            pa = sv.partners[view["view_id"]]
            mask = {st: visible[sv.index[pa[st]]] if pa[st] is not None else visible[at] for st in pa}
            _, local = view_labels(cells, grid.shape, views[0]["object_type"], visible[at], mask["T2a"],
                                   mask["T2b"])
            got = sv.targets(stack, view["view_id"])
            for key, t in local.items():
                want = ([[ids[b] for b in g] for g in t] if t and isinstance(t[0], list)
                        else [ids[b] for b in t])
                assert got[key] == want, (key, view["view_id"])


def test_option_pictures_equal_full_renders_of_their_stacks(scene_views):
    """compose draws an option's stack by re-rendering only where the edit can change the
    view; the picture equals a full render of the stack."""
    from generators.exports.compose import option_view
    from generators.questions.mcq import scene_mcq_questions
    from generators.questions.text import partners

    views = scene_views[1]
    pt = {v["view_id"]: partners(views, v) for v in views}
    q = next(q for q in scene_mcq_questions(views, pt, style="siblings") if q["subtask"] == "S1")
    view = next(v for v in views if v["view_id"] == q["view_id"])
    blocks = np.asarray(view["blocks"], np.int64).reshape(-1, 3)
    grid = Grid(tuple(view["grid_shape"]), float(view["block_size"]))
    for option in q["options"]:
        drawn, _ = option_view(view, option)
        kept = [b for n, b in enumerate(blocks.tolist()) if n not in set(option["removed"])]
        cells = np.array(kept + option["phantoms"], np.int64).reshape(-1, 3)
        scene = Scene(grid, cells, view["object_type"])
        full = RENDER.render(scene, Camera.from_dict(view["camera"]))
        assert np.array_equal(drawn["rgb"], full.rgb)


def _kind_and_height(sv, before, after) -> tuple:
    (cell,) = sv.edits.cells(before) ^ sv.edits.cells(after)
    return ("add" if cell in sv.edits.cells(after) else "remove", cell[2])


def test_the_scene_does_not_thin_out_its_own_kind_and_height(scene_views):
    """Drawn from a decoy with the scene already taken, a sibling's edit falls in the kind and
    height of the scene's own edit (the way back from the decoy) as often as the weights
    weigh it among the kinds and heights the decoy has another stack of; checked where that
    kind and height holds only one or two other stacks, where a draw that could land on the
    scene and be thrown away would thin it most (a set whose siblings avoided the scene's
    kind and height would single the scene out: it alone changes the top layer, say).
    The weights are the fitted ones (``class_weights``)."""
    from generators.questions.siblings import SiblingViews
    from generators.questions.text import partners

    checked = 0
    for views in scene_views:
        sv = SiblingViews(views, {v["view_id"]: partners(views, v) for v in views})
        mirror, _ = _weights(sv)
        for move in sv.edits.moves(Stack()):
            decoy = sv.edits.apply(Stack(), move)
            if not sv.seen(decoy):
                continue
            shown = [sv.edits.apply(decoy, m) for m in sv.edits.moves(decoy)]
            shown = [x for x in shown if not x.is_scene() and sv.seen(x, decoy)]
            live: dict = {}
            for x in shown:
                c = _kind_and_height(sv, decoy, x)
                live[c] = live.get(c, 0) + 1
            mine = _kind_and_height(sv, decoy, Stack())
            if live.get(mine, 0) not in (1, 2):
                continue
            weights = {c: mirror.get(c, 0.0) for c in live}
            share = weights[mine] / sum(weights.values())
            rng = np.random.default_rng(checked)
            draws = 1500
            got = sum(_kind_and_height(sv, decoy, sibling(sv, decoy, mirror, rng, [Stack()])) == mine
                      for _ in range(draws))
            assert abs(got / draws - share) < 4 * np.sqrt(share * (1 - share) / draws) + 1e-9, (
                mine, got / draws, share)
            checked += 1
            if checked == 6:
                return
    assert checked >= 2
