"""Image MCQ options: every distractor realises its named error, options never look alike,
letters are uniform, and the "most highlighted" shortcut is no better than chance."""

import numpy as np
import pytest
from scipy import stats

from generators.dataset.run import generate
from generators.exports.compose import option_image
from generators.io.dataset import open_dataset
from generators.questions.distractors import MCQ_SUBTASKS, View, signature_kind
from generators.questions.mcq import mcq_question, with_k_options
from tests.conftest import small_config


@pytest.fixture(scope="module")
def views(tmp_path_factory):
    out = tmp_path_factory.mktemp("mcq") / "ds"
    generate(small_config(out, n_scenes=60, **{"output.scenes_per_shard": 20}), progress=False)
    return list(open_dataset(str(out)))


@pytest.fixture(scope="module")
def questions(views):
    qs = []
    for v in views:
        for subtask in MCQ_SUBTASKS:
            q = mcq_question(v, subtask, seed=0)
            if q is not None:
                qs.append((v, q))
    return qs


def partition(option):
    return {frozenset(g) for g in option["groups"] if g}


def flat(option):
    return {b for g in option["groups"] for b in g}


def check_recipe(kind, opt, correct, v: View, view):
    """Assert that ``opt`` realises the error ``kind`` relative to the correct option."""
    got, base = flat(opt), flat(correct)
    parts, cparts = partition(opt), partition(correct)
    col, layer = v.col, v.layer
    if kind == "phantom_above_top":
        i, j, k = opt["phantom"]
        assert got == base and v.cell.get((i, j, k - 1)) in view["targets"]["S6"]
    elif kind in ("omit_one_block", "top_block_missing", "support_missed", "column_blocks_removed",
                  "supported_block_missed", "missing_non_match"):
        assert got < base and len(base - got) == 1
    elif kind in ("omit_two_blocks", "two_column_blocks_removed"):
        assert got < base and len(base - got) == 2
    elif kind == "drop_column":
        gone = base - got
        gone_cols = {col(b) for b in gone}
        assert got < base and len(gone_cols) == 1 and not {col(b) for b in got} & gone_cols
    elif kind == "block_below_top":
        (out,), (new,) = base - got, got - base
        assert v.blocks[new].tolist() == (v.blocks[out] - [0, 0, 1]).tolist()
    elif kind == "other_column_top":
        (out,), (new,) = base - got, got - base
        assert col(new) not in {col(b) for b in base}
        assert layer(new) == max(layer(b) for b in v.visible if col(b) == col(new))
    elif kind == "nothing_highlighted":
        assert got == set()
    elif kind == "non_support_highlighted":
        assert got > base and len(got - base) == 1
    elif kind in ("wrong_support_subset", "wrong_visible_block"):
        assert len(got) == len(base) and len(got - base) == 1
    elif kind == "incomplete_subset":
        assert got and got < base
    elif kind == "wrong_column":
        cols = {col(b) for b in got}
        assert len(cols) == 1 and not cols & {col(b) for b in view["targets"]["S6"]}
    elif kind == "supports_without_column":
        assert got == set(view["targets"]["S7"])
    elif kind == "random_wrong_blocks":
        assert got and not got & base
    elif kind == "single_random_block":
        assert len(got) == 1
    elif kind == "both_views_blocks":
        assert got == set(v.visible) - base
    elif kind in ("column_split", "layer_split", "fake_split"):
        (old,), new = cparts - parts, parts - cparts
        assert len(new) == 2 and frozenset().union(*new) == old
    elif kind in ("merge_two_columns", "merge_two_layers", "merge_two_clusters", "merge_adjacent_pair",
                  "merge_adjacent_triple", "all_one_colour"):
        old, (new,) = cparts - parts, parts - cparts
        assert len(old) >= 2 and frozenset().union(*old) == new
        if kind == "merge_two_columns":
            (a, b) = [next(iter(g)) for g in old]
            assert abs(col(a)[0] - col(b)[0]) + abs(col(a)[1] - col(b)[1]) == 1
        if kind == "merge_two_layers":
            (a, b) = [next(iter(g)) for g in old]
            assert abs(layer(a) - layer(b)) == 1
        if kind.startswith("merge_adjacent"):
            assert len(new) == (2 if kind.endswith("pair") else 3)
            assert all(any(n in new for n in v.face_neighbours(b)) for b in new)
    elif kind in ("column_missing", "layer_missing"):
        assert parts < cparts and len(cparts - parts) == 1
    elif kind == "drop_half":
        assert parts < cparts and len(parts) == len(cparts) - len(cparts) // 2
    elif kind == "far_layer_confused":
        (mixed,) = [g for g in parts if len({layer(b) for b in g}) > 1]
        # the moved block's own layer group, without it, is still an option group
        (moved,) = [b for b in mixed for g in cparts if b in g and g - {b} in parts]
        others = {layer(b) for b in mixed if b != moved}
        assert len(others) == 1 and abs(layer(moved) - others.pop()) >= 2
    elif kind.startswith("fallback_"):
        assert parts != cparts
    else:
        raise AssertionError(f"no check for {kind}")


def test_every_distractor_realises_its_error_and_looks_different(questions):
    seen_kinds = set()
    for view, q in questions:
        v = View(view["blocks"], np.isin(np.arange(len(view["blocks"])), view["targets"]["S5"]),
                 view["targets"], view["grid_shape"])
        correct = q["options"][ord(q["answer"]) - 65]
        kinds = q["choice_types"]
        assert kinds.count("correct") == 1 and kinds[ord(q["answer"]) - 65] == "correct"
        looks = {(frozenset(partition(o)), tuple(o["phantom"] or ())) for o in q["options"]}
        assert len(looks) == 5, q["id"]
        for kind, opt in zip(q["choice_types"], q["options"]):
            if kind != "correct":
                check_recipe(kind, opt, correct, v, view)
                seen_kinds.add(kind)
    # every recipe of SPEC section 4 shows up somewhere in 60 scenes
    assert len({k for k in seen_kinds if not k.startswith("fallback")}) >= 30, sorted(seen_kinds)


def test_correct_letters_are_uniform(questions):
    counts = np.bincount([ord(q["answer"]) - 65 for _, q in questions], minlength=5)
    assert len(questions) >= 6000 and stats.chisquare(counts).pvalue > 0.001, counts


def test_most_highlighted_shortcut_is_at_chance(questions):
    rng = np.random.default_rng(0)
    hits = 0
    for _, q in questions:
        sizes = [len(flat(o)) + (o["phantom"] is not None) for o in q["options"]]
        best = [n for n, s in enumerate(sizes) if s == max(sizes)]
        hits += best[int(rng.integers(len(best)))] == ord(q["answer"]) - 65
    rate = hits / len(questions)
    print(f"most-highlighted shortcut: {rate:.3f} over {len(questions)} questions (chance 0.2)")
    assert rate <= 0.2 + 0.02, rate


def test_k_option_variants_keep_the_signature_distractor(questions):
    letters = []
    for _, q in questions[:3000]:
        for k in (3, 4):
            sub = with_k_options(q, k)
            assert len(sub["options"]) == k and sub["choice_types"].count("correct") == 1
            assert sub["choice_types"][ord(sub["answer"]) - 65] == "correct"
            if signature_kind(q["subtask"]) in q["choice_types"]:
                assert signature_kind(q["subtask"]) in sub["choice_types"]
            letters.append(ord(sub["answer"]) - 65)
    assert stats.chisquare(np.bincount(letters, minlength=4)[:3]).pvalue > 0.001


def test_option_pictures_differ_and_recolour_only_targets(questions):
    for view, q in questions[:: max(1, len(questions) // 60)]:
        images = [option_image(view, o, q["colours"]) for o in q["options"]]
        for a in range(5):
            for b in range(a + 1, 5):
                assert not np.array_equal(images[a], images[b]), (q["id"], q["choice_types"])
        correct = q["options"][ord(q["answer"]) - 65]
        changed = np.any(images[ord(q["answer"]) - 65] != view["rgb"], axis=-1)
        inside = np.isin(view["instance"], [b + 1 for b in flat(correct)])
        assert not (changed & ~inside).any()  # nothing outside the target blocks changes


def test_questions_are_reproducible(views):
    v = views[5]
    first = [mcq_question(v, s, seed=1) for s in MCQ_SUBTASKS]
    assert first == [mcq_question(v, s, seed=1) for s in MCQ_SUBTASKS]
    assert first != [mcq_question(v, s, seed=2) for s in MCQ_SUBTASKS]


def test_group_colours_first_n_are_the_full_orders_prefix():
    from generators.questions.mcq import group_colours

    for subtask in ("S2", "S3", "S4", "S5"):
        full = group_colours(0, 5, 2, subtask, "box")
        assert len(full) > 40
        for n in (1, 2, 7, 30):
            assert group_colours(0, 5, 2, subtask, "box", n=n) == full[:n]
