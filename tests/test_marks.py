"""Image MCQs of the ``marks`` style (the default; questions/marks.py): the right option is the
right arrangement of the marks, read off the drawn picture by rules of this test; no other
option is; the blind observer, who sees only the options' text, is at chance exactly (the
kernel worked out in full, and the numbers' law measured); the badges sit on their blocks
and change nothing else; a view is left unasked only where five marks cannot show a
non-trivial answer. The independent reading shares no code with ``voxel/labels.py`` or the
construction."""

import itertools
from collections import Counter, defaultdict
from fractions import Fraction

import numpy as np
import pytest
from scipy import stats

from generators.dataset.run import generate
from generators.exports.compose import marked_picture
from generators.io.dataset import open_dataset
from generators.questions import badges as B
from generators.questions import mark_options as MO
from generators.questions import marks as M
from generators.questions.mcq import with_k_options
from tests.conftest import small_config


@pytest.fixture(scope="module")
def dataset(tmp_path_factory):
    out = tmp_path_factory.mktemp("marks") / "ds"
    generate(small_config(out, n_scenes=6, **{"output.scenes_per_shard": 6}), progress=False)
    return open_dataset(str(out))


@pytest.fixture(scope="module")
def views(dataset):
    return {(v["scene_id"], v["view_id"]): v for v in dataset}


@pytest.fixture(scope="module")
def questions(dataset, views):
    return [(views[(q["scene_id"], q["view_id"])], q) for q in dataset.questions()
            if q["modality"] == "image_mcq"]


# ---- the kernel, worked out in full ----------------------------------------------------------

def swaps(arrangement, grouping, marks=(1, 2, 3, 4, 5)):
    """This test's own one-swap neighbours: a mark in exchanged for one out (sets), two marks
    of different groups exchanged (groupings)."""
    out = set()
    if not grouping:
        inside = set(arrangement)
        for a in inside:
            for b in set(marks) - inside:
                out.add(tuple(sorted(inside - {a} | {b})))
        return out
    groups = [set(g) for g in arrangement]
    for g, h in itertools.combinations(range(len(groups)), 2):
        for a in groups[g]:
            for b in groups[h]:
                new = [set(x) for x in groups]
                new[g] = new[g] - {a} | {b}
                new[h] = new[h] - {b} | {a}
                canon = tuple(sorted(tuple(sorted(x)) for x in new))
                if canon != tuple(sorted(tuple(sorted(x)) for x in groups)):
                    out.add(canon)
    return out


SHAPES = [((1, 2), False), ((1, 2, 3), False), (((1, 2, 3), (4, 5)), True), (((1, 2, 3), (4,), (5,)), True),
          (((1, 2), (3, 4), (5,)), True), (((1, 2), (3,), (4,), (5,)), True)]


@pytest.mark.parametrize("example,grouping", SHAPES)
def test_the_decoy_kernel_leaves_the_answer_uniform_among_any_option_set(example, grouping):
    """Exact law: the answer uniform over the arrangements of its shape (the marks are
    numbered at random), the decoy uniform among its neighbours, the four distractors
    uniform among the decoy's other neighbours. Given any five options, each is the answer
    with probability 1/5. The module's neighbours are this test's own."""
    every = MO.all_arrangements(example, (1, 2, 3, 4, 5), grouping)
    for a in every:
        theirs = MO.group_neighbours(a) if grouping else MO.set_neighbours(a, (1, 2, 3, 4, 5))
        assert set(theirs) == swaps(a, grouping)
    joint: dict = defaultdict(Fraction)
    for answer in every:
        around = sorted(swaps(answer, grouping))
        for decoy in around:
            others = sorted(swaps(decoy, grouping) - {answer})
            subsets = list(itertools.combinations(others, 4))
            for four in subsets:
                key = frozenset(four) | {answer}
                joint[(key, answer)] += Fraction(1, len(every) * len(around) * len(subsets))
    by_set: dict = defaultdict(dict)
    for (key, answer), p in joint.items():
        by_set[key][answer] = p
    assert by_set
    for key, probs in by_set.items():
        assert set(probs) == set(key) and len(set(probs.values())) == 1, key


@pytest.mark.parametrize("example,grouping", SHAPES)
def test_option_arrangements_draws_the_kernel(example, grouping):
    """The construction's draws (``option_arrangements``) follow that law: for a fixed answer,
    every option set the kernel can give comes out as often as the kernel says (chi-square)."""
    answer = MO.canon_groups(example) if grouping else tuple(example)
    rng = np.random.default_rng(5)
    counts = Counter(frozenset(MO.option_arrangements(answer, (1, 2, 3, 4, 5), grouping, 5, rng))
                     for _ in range(6000))
    law: dict = defaultdict(Fraction)
    around = sorted(swaps(answer, grouping))
    for decoy in around:
        others = sorted(swaps(decoy, grouping) - {answer})
        subsets = list(itertools.combinations(others, 4))
        for four in subsets:
            law[frozenset(four) | {answer}] += Fraction(1, len(around) * len(subsets))
    assert set(counts) <= set(law)
    keys = sorted(law, key=sorted)
    observed = np.array([counts[k] for k in keys], float)
    expected = np.array([float(law[k]) * 6000 for k in keys])
    assert stats.chisquare(observed, expected).pvalue > 1e-3


# ---- the dataset's questions -----------------------------------------------------------------

def reading(view, subtask, partner=None):
    """The subtask's answer by this test's rules, from the drawn instance buffer and the
    cells: sets of block ids (S6-S9, T2) or a block -> group key map (S2-S4)."""
    cells = [tuple(c) for c in view["blocks"]]
    at = {c: b for b, c in enumerate(cells)}
    visible = {int(i) - 1 for i in np.unique(view["instance"]) if i > 0}
    det = set(visible)
    for b in visible:
        i, j, k = cells[b]
        det |= {at[(i, j, z)] for z in range(k)}
    top = max(cells[b][2] for b in det)
    tops = {cells[b] for b in det if cells[b][2] == top}
    if subtask == "S3":
        return {b: cells[b][:2] for b in visible}
    if subtask == "S4":
        return {b: cells[b][2] for b in visible}
    if subtask == "S2":
        root = {b: b for b in det}

        def find(b):
            while root[b] != b:
                b = root[b]
            return b
        for a, b in itertools.combinations(sorted(det), 2):
            if sum(abs(x - y) for x, y in zip(cells[a], cells[b])) == 1:
                root[find(a)] = find(b)
        return {b: find(b) for b in visible}
    if subtask == "S6":
        return {b for b in visible if cells[b] in tops}
    if subtask == "S7":
        return {b for b in visible if (*cells[b][:2], cells[b][2] + 1) in tops}
    if subtask == "S8":
        return {b for b in visible if cells[b][:2] in {c[:2] for c in tops} and cells[b][2] < top}
    if subtask == "S9":
        return {b for b in visible if cells[b][2] > 0 and at[(*cells[b][:2], cells[b][2] - 1)] not in visible}
    seen = {int(i) - 1 for i in np.unique(partner["instance"]) if i > 0}
    return visible - seen  # T2


def right_arrangement(view, q, views):
    marks = [(m, b) for m, b, _ in q["marks"]]
    if q["subtask"] == "S5":
        key = {b: b for _, b in marks}
    elif q["subtask"] in ("S2", "S3", "S4"):
        key = reading(view, q["subtask"])
    else:
        partner = views[(q["scene_id"], q["images"][1][1])] if q["subtask"] in ("T2a", "T2b") else None
        good = reading(view, q["subtask"], partner)
        return [sorted(m for m, b in marks if b in good)]
    groups = defaultdict(list)
    for m, b in marks:
        groups[key[b]].append(m)
    return sorted(sorted(g) for g in groups.values())


def test_the_right_option_is_the_right_arrangement_and_no_other_is(questions, views):
    seen = Counter()
    for view, q in questions:
        assert q["style"] == "marks" and len(q["options"]) == 5
        want = right_arrangement(view, q, views)
        got = [sorted(sorted(g) for g in o["marks"]) for o in q["options"]]
        at = ord(q["answer"]) - 65
        assert got[at] == want, q["id"]
        assert got.count(want) == 1, q["id"]
        assert q["choice_types"][at] == "correct" and q["choice_types"].count("correct") == 1
        assert f"\n{q['answer']}. {q['options'][at]['text']}\n" in q["prompt"]
        shapes = {tuple(sorted(len(g) for g in o["marks"])) for o in q["options"]}
        assert len(shapes) == 1  # every option has the answer's shape
        assert 0 < len(want[0]) < 5 if q["subtask"] not in M.GROUPINGS else 1 < len(want) < 5
        seen[q["subtask"]] += 1
    assert set(seen) == set(M.MARK_SUBTASKS), seen


def test_a_view_is_left_unasked_only_where_five_marks_cannot_show_an_answer(dataset, questions, views):
    """Where a set subtask is not asked, the markable blocks hold no block with the property
    or none without it, or fewer than five can be marked, or some badges sit beside slivers
    (the only ones that can clash); S3, S4 likewise where no grouping of five marks into two
    groups or more, not all apart, fits the markable blocks."""
    asked = {(q["scene_id"], q["view_id"], q["subtask"]) for _, q in questions}
    shapes = [(4, 1), (3, 2), (3, 1, 1), (2, 2, 1), (2, 1, 1, 1)]
    unasked = 0
    for (sid, vid), view in views.items():
        spots = B.mark_spots(view["instance"])
        beside = any(not alone for _, _, alone in spots.values())
        for st in ("S6", "S7", "S8", "S9", "S3", "S4"):
            if (sid, vid, st) in asked:
                continue
            unasked += 1
            if st in ("S3", "S4"):
                key = reading(view, st)
                room = sorted(Counter(key[b] for b in spots).values(), reverse=True)
                fits = any(len(sh) <= len(room) and all(p <= c for p, c in zip(sh, room)) for sh in shapes)
                assert not fits or beside, (sid, vid, st)
            else:
                good = reading(view, st)
                yes = sum(b in good for b in spots)
                assert yes == 0 or yes == len(spots) or len(spots) < 5 or beside, (sid, vid, st)
    assert unasked


def test_mistake_names_say_what_the_wrong_block_is(questions, views):
    """Set subtasks: each distractor names the kind of each block it wrongly takes in, by this
    test's reading of the cells."""
    for view, q in questions:
        if q["subtask"] not in ("S6", "S7", "S8", "S9"):
            continue
        cells = [tuple(c) for c in view["blocks"]]
        top = view["labels"]["S4"] - 1
        tops = {cells[b][:2] for b in range(len(cells)) if cells[b][2] == top}
        block = {m: b for m, b, _ in q["marks"]}
        answer = set(q["options"][ord(q["answer"]) - 65]["marks"][0])
        for o, kind in zip(q["options"], q["choice_types"]):
            if kind == "correct":
                continue
            names = set()
            for m in set(o["marks"][0]) - answer:
                i, j, k = cells[block[m]]
                names.add({"S6": "second_layer" if k == top - 1 else "lower_layer",
                           "S7": "top_block" if k == top else "indirect_support" if (i, j) in tops
                           else "no_top_above",
                           "S8": "top_block" if k == top else "other_column",
                           "S9": "on_floor" if k == 0 else "on_visible"}[q["subtask"]])
            assert kind == "+".join(sorted(names)), (q["id"], kind, names)


def test_badges_sit_on_their_blocks_and_change_nothing_else(questions):
    """The marked picture is the view scaled up by a whole factor; every badge is centred on a
    pixel of its block and covers no other block (its block alone, or with floor or sky
    beside a sliver); badges never overlap; outside them the picture is the view's."""
    for view, q in questions[::7]:
        picture = marked_picture(view, q)
        s = B.marked_scale(view["instance"].shape[1])
        big = view["rgb"].repeat(s, 0).repeat(s, 1)
        ids = view["instance"].repeat(s, 0).repeat(s, 1).astype(int)
        assert picture.shape == big.shape
        yy, xx = np.mgrid[0:picture.shape[0], 0:picture.shape[1]]
        covered = np.zeros(picture.shape[:2], int)
        sites = B.badge_sites(view["instance"])
        for _, b, place in q["marks"]:
            x, y = B.site_xy(sites, b, place)
            assert view["instance"][y, x] == b + 1
            disc = (xx - (x + 0.5) * s) ** 2 + (yy - (y + 0.5) * s) ** 2 <= (B.BADGE_RADIUS + 1) ** 2
            assert set(np.unique(ids[disc])) <= {0, b + 1}
            covered += disc
        assert covered.max() == 1
        assert np.array_equal(picture[covered == 0], big[covered == 0])
        assert not np.array_equal(picture, big)


def test_numbers_and_letters_tell_nothing(questions):
    """The marks' numbers are drawn afresh for each question: across the questions, a given
    number falls on each of the five sites and the answer on each letter equally often, and
    two questions of a view that mark the same block give it unrelated numbers."""
    letters = Counter(q["answer"] for _, q in questions)
    assert stats.chisquare([letters[x] for x in "ABCDE"]).pvalue > 1e-3
    pairs = Counter()
    by_view = defaultdict(list)
    for _, q in questions:
        by_view[(q["scene_id"], q["view_id"])].append({(b, s): m for m, b, s in q["marks"]})
    for numbered in by_view.values():
        for a, b in itertools.combinations(numbered, 2):
            for site in set(a) & set(b):
                pairs[(a[site], b[site])] += 1
    table = np.array([[pairs[(i, j)] for j in range(1, 6)] for i in range(1, 6)])
    assert table.sum() > 500
    assert stats.chi2_contingency(table).pvalue > 1e-3


def test_k_variants_keep_the_answer_among_options_of_its_shape(questions):
    for _, q in questions[::5]:
        for k in (3, 4):
            v = with_k_options(q, k)
            right = q["options"][ord(q["answer"]) - 65]
            assert len(v["options"]) == k and v["options"][ord(v["answer"]) - 65] == right
            assert all(o in q["options"] for o in v["options"]) and v["marks"] == q["marks"]
            assert v["id"] == q["id"] + f"-k{k}" and f"\n{chr(64 + k)}. " in v["prompt"]


def test_verify_rederives_every_marks_answer(dataset, questions, views):
    """``answer_problem`` (used by ``spatial-iq verify``) accepts every question and names a
    question whose letter points at a distractor."""
    for view, q in questions[::3]:
        assert M.answer_problem(q, view["targets"]) is None
        wrong = dict(q, answer="A" if q["answer"] != "A" else "B")
        assert "not the right arrangement" in M.answer_problem(wrong, view["targets"])
