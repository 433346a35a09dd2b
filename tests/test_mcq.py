"""Image MCQs of the ``siblings`` style: every option is the correct answer for the stack it
shows, one of them the scene's; every view is asked every subtask; a scene's questions all
show the same stacks; options differ visibly as pictures; the 3-/4-option variants keep all
that. The checks here read the option pictures as drawn (``compose.option_view``) and
re-derive each subtask's highlight from the drawn instance buffer with rules of their own,
sharing no code with the construction (``questions/siblings.py``, ``voxel/labels.py``)."""

import itertools
from collections import Counter, defaultdict

import numpy as np
import pytest
from scipy import stats

from generators.dataset.run import generate
from generators.exports.compose import option_image, option_view
from generators.io.dataset import open_dataset
from generators.questions.mcq import MCQ_QUESTIONS, mcq_prompt, stack_key, with_k_options
from generators.questions.siblings import min_visible_difference
from generators.questions.table import scene_questions
from tests.conftest import small_config

SUBTASKS = ("S1", "S2", "S3", "S4", "S5", "S6", "S7", "S8", "S9", "T2a", "T2b")
STRONG = 48  # RGB distance at which a pixel "differs strongly"


def _dataset(tmp_path_factory, n_scenes, **kw):
    out = tmp_path_factory.mktemp("mcq") / "ds"
    settings = {"output.scenes_per_shard": 20, "questions.style": "siblings", **kw}
    generate(small_config(out, n_scenes=n_scenes, **settings), progress=False)
    return open_dataset(str(out))


def _questions(dataset):
    views = {(v["scene_id"], v["view_id"]): v for v in dataset}
    return [(views[(q["scene_id"], q["view_id"])], q) for q in dataset.questions()
            if q["modality"] == "image_mcq"]


@pytest.fixture(scope="module")
def dataset(tmp_path_factory):
    """Four scenes: every invariant is checked on every question of it by default."""
    return _dataset(tmp_path_factory, 4)


@pytest.fixture(scope="module")
def questions(dataset):
    return _questions(dataset)


@pytest.fixture(scope="module")
def many_ds(tmp_path_factory):
    return _dataset(tmp_path_factory, 60)


@pytest.fixture(scope="module")
def many(many_ds):
    """60 scenes (~10,000 questions) for the statistical checks (slow)."""
    return _questions(many_ds)


def asked_shares(dataset, questions):
    """Per subtask, the share of views (with a stored partner view, for T2) asked it."""
    from generators.questions.text import partners

    views = defaultdict(list)
    for v in dataset:
        views[v["scene_id"]].append(v)
    can = Counter()
    for group in views.values():
        for v in group:
            for st in SUBTASKS:
                can[st] += st not in ("T2a", "T2b") or partners(group, v)[st] is not None
    made = Counter(q["subtask"] for _, q in questions)
    return {st: made[st] / can[st] for st in SUBTASKS}


def test_every_view_is_asked_every_subtask(dataset, questions):
    shares = asked_shares(dataset, questions)
    assert all(share >= 0.95 for share in shares.values()), shares


@pytest.mark.slow
def test_every_view_is_asked_every_subtask_over_60_scenes(many_ds, many):
    shares = asked_shares(many_ds, many)
    assert all(share >= 0.95 for share in shares.values()), shares
    empty = Counter(q["subtask"] for _, q in many if not q["targets"])
    assert empty["S9"] > 100 and empty["T2a"] > 100  # count 0 is asked too


# ---- an independent reading of the options ---------------------------------------------------

def drawn_answer(instance, cells, subtask, partner_ids=None):
    """The subtask's highlight on a drawn stack, by rules of this test: ``instance`` the drawn
    buffer (id b + 1 for block b), ``cells`` each id's grid cell (absent ids are not in the
    stack), ``partner_ids`` the ids visible in the T2 partner view. Single-colour subtasks: a
    set of ids; S2-S5: a set of frozensets (groups)."""
    present = {b for b, c in enumerate(cells) if c is not None}
    visible = {int(i) - 1 for i in np.unique(instance) if i > 0}
    at = {cells[b]: b for b in present}
    det = set(visible)
    for b in sorted(visible, key=lambda b: -cells[b][2]):  # everything under a determined block
        i, j, k = cells[b]
        det |= {at[(i, j, z)] for z in range(k)}
    top = max(cells[b][2] for b in det)
    top_cells = {cells[b] for b in det if cells[b][2] == top}
    top_cols = {c[:2] for c in top_cells}
    if subtask in ("S1",):
        return visible
    if subtask == "S5":
        return {frozenset({b}) for b in visible}
    if subtask == "S3":
        cols = defaultdict(set)
        for b in visible:
            cols[cells[b][:2]].add(b)
        return {frozenset(g) for g in cols.values()}
    if subtask == "S4":
        layers = defaultdict(set)
        for b in visible:
            layers[cells[b][2]].add(b)
        return {frozenset(g) for g in layers.values()}
    if subtask == "S2":
        comp = {b: b for b in det}

        def root(b):
            while comp[b] != b:
                b = comp[b]
            return b
        for a, b in itertools.combinations(sorted(det), 2):
            if sum(abs(x - y) for x, y in zip(cells[a], cells[b])) == 1:
                comp[root(a)] = root(b)
        groups = defaultdict(set)
        for b in visible:
            groups[root(b)].add(b)
        return {frozenset(g) for g in groups.values()}
    if subtask == "S6":
        return {b for b in visible if cells[b] in top_cells}
    if subtask == "S7":
        return {b for b in visible if (cells[b][0], cells[b][1], cells[b][2] + 1) in top_cells}
    if subtask == "S8":
        return {b for b in visible if cells[b][:2] in top_cols and cells[b][2] < top}
    if subtask == "S9":
        return {b for b in visible if cells[b][2] > 0 and at[(*cells[b][:2], cells[b][2] - 1)] not in visible}
    return visible - set(partner_ids)  # T2


def _cells(view, option):
    blocks = [tuple(b) for b in view["blocks"]]
    cells = [c if n not in set(option["removed"]) else None for n, c in enumerate(blocks)]
    return cells + [tuple(c) for c in option["phantoms"]]


def _shown(option, subtask):
    groups = [frozenset(g) for g in option["groups"] if g]
    if subtask in ("S2", "S3", "S4", "S5"):
        return set(groups)
    return set().union(*groups) if groups else set()


def _partner_ids(views, q, option):
    """Ids visible in the T2 partner view of the option's stack (drawn there)."""
    partner = views[(q["scene_id"], q["images"][1][1])]
    drawn, _ = option_view(partner, option)
    return {int(i) - 1 for i in np.unique(drawn["instance"]) if i > 0}


def test_every_option_is_the_answer_for_its_own_stack(dataset, questions):
    """Draw each option's stack, work out the subtask's answer on the drawn picture, and find
    it highlighted; the correct option's stack is the scene's."""
    views = {(v["scene_id"], v["view_id"]): v for v in dataset}
    for view, q in questions:
        for n, option in enumerate(q["options"]):
            drawn, _ = option_view(view, option)
            partner = _partner_ids(views, q, option) if q["subtask"] in ("T2a", "T2b") else None
            want = drawn_answer(drawn["instance"], _cells(view, option), q["subtask"], partner)
            assert _shown(option, q["subtask"]) == want, (q["id"], n, q["choice_types"][n])
        correct = q["options"][ord(q["answer"]) - 65]
        assert correct["kind"] == "correct" and not correct["phantoms"] and not correct["removed"]


def test_a_scenes_questions_all_show_the_same_stacks(questions):
    stacks = defaultdict(set)
    for _, q in questions:
        stacks[q["scene_id"]].add(frozenset(stack_key(o) for o in q["options"]))
        for k in (3, 4):
            stacks[(q["scene_id"], k)].add(frozenset(stack_key(o) for o in with_k_options(q, k)["options"]))
    assert all(len(s) == 1 for s in stacks.values())


def test_stacks_are_one_edit_from_a_decoy_one_edit_from_the_scene(questions):
    def cells(view, o):
        return {tuple(b) for n, b in enumerate(view["blocks"]) if n not in set(o["removed"])} | {
            tuple(c) for c in o["phantoms"]}

    for view, q in questions:
        decoy = cells(view, q["decoy"])
        assert len(decoy ^ cells(view, {"removed": [], "phantoms": []})) == 1
        for o in q["options"]:
            if o["kind"] != "correct":
                assert len(cells(view, o) ^ decoy) == 1


def test_names_say_how_a_stack_differs_from_the_scene(questions):
    for view, q in questions:
        top = max(b[2] for b in view["blocks"])
        for o in q["options"]:
            if o["kind"] == "correct":
                continue
            parts = o["kind"].split("+")
            gone = {1: "omit_one_block", 2: "omit_two_blocks"}.get(len(o["removed"]))
            assert (gone in parts) == bool(o["removed"])
            added = {"phantom_above_top" if c[2] == top + 1 else "phantom_block" for c in o["phantoms"]}
            assert set(parts) - {gone} == added


def test_option_pictures_differ_visibly_everywhere(questions):
    """Every pair of options of every question differs strongly in at least
    min_visible_difference pixels."""
    for view, q in questions:
        images = [option_image(view, o, q["colours"]).astype(np.int16) for o in q["options"]]
        need = min_visible_difference(*view["rgb"].shape[:2])
        for a, b in itertools.combinations(range(5), 2):
            strong = (np.abs(images[a] - images[b]).astype(np.int32) ** 2).sum(-1) >= STRONG ** 2
            assert strong.sum() >= need, (q["id"], q["choice_types"][a], q["choice_types"][b])
        at = ord(q["answer"]) - 65
        changed = (images[at] != view["rgb"]).any(-1)
        inside = np.isin(view["instance"], [b + 1 for g in q["options"][at]["groups"] for b in g])
        assert not (changed & ~inside).any()  # the correct picture is the view, recoloured


@pytest.mark.slow
def test_letters_are_uniform_over_60_scenes(many):
    counts = np.bincount([ord(q["answer"]) - 65 for _, q in many], minlength=5)
    assert len(many) >= 9000 and stats.chisquare(counts).pvalue > 0.001, counts
    test_k_option_variants(many, uniform=True)


def test_k_option_variants(questions, uniform=False):
    letters = {3: np.zeros(3), 4: np.zeros(4)}
    for _, q in questions:
        for k in (3, 4):
            sub = with_k_options(q, k)
            assert len(sub["options"]) == k and sub["choice_types"].count("correct") == 1
            assert sub["choice_types"][ord(sub["answer"]) - 65] == "correct"
            assert all(o in q["options"] for o in sub["options"]) and sub["id"] == q["id"] + f"-k{k}"
            assert sub == with_k_options(q, k)  # reproducible
            assert sub["prompt"] == mcq_prompt(q["subtask"], q["object_type"], k)
            letters[k][ord(sub["answer"]) - 65] += 1
    if uniform:
        for k, counts in letters.items():
            assert stats.chisquare(counts).pvalue > 0.001, (k, counts)


def test_questions_are_reproducible(dataset):
    group = [v for v in dataset if v["scene_id"] == 3]
    first = scene_questions(group, modalities=("image_mcq",), seed=1)
    assert first == scene_questions(group, modalities=("image_mcq",), seed=1)
    assert first != scene_questions(group, modalities=("image_mcq",), seed=2)


def test_prompts_ask_for_the_first_pictures_stack():
    for st in SUBTASKS:
        text = mcq_prompt(st, "box")
        assert "Which option shows the stack of the first picture, with " in text and "boxes" in text
        assert MCQ_QUESTIONS[st].format(things="boxes", thing="box") in text
        assert text.endswith("Answer with the letter.")


def test_group_colours_first_n_are_the_full_orders_prefix():
    from generators.questions.mcq import group_colours

    for subtask in ("S2", "S3", "S4", "S5"):
        full = group_colours(0, 5, 2, subtask, "box")
        assert len(full) > 40
        for n in (1, 2, 7, 30):
            assert group_colours(0, 5, 2, subtask, "box", n=n) == full[:n]


def test_a_group_keeps_its_colour_in_every_option_that_has_it(questions):
    """S3: a column, S4: a layer, S5: a block (its cell) get one colour across a question."""
    for view, q in questions:
        if q["subtask"] not in ("S3", "S4", "S5"):
            continue
        colour_of = {}
        for o in q["options"]:
            cells = _cells(view, o)
            for slot, g in enumerate(o["groups"]):
                for b in g:
                    key = {"S3": cells[b][:2], "S4": cells[b][2], "S5": cells[b]}[q["subtask"]]
                    assert colour_of.setdefault(key, slot) == slot, q["id"]


# ---- the release's construction ---------------------------------------------------------------

@pytest.fixture(scope="module")
def release_questions(tmp_path_factory):
    return _questions(_dataset(tmp_path_factory, 2, **{"questions.style": "release"}))


def test_release_style_builds_the_named_errors_on_the_view(release_questions):
    names = Counter()
    for _, q in release_questions:
        assert q["style"] == "release" and q["choice_types"][ord(q["answer"]) - 65] == "correct"
        assert "stack of the first picture" not in q["prompt"]
        for o in q["options"]:
            assert not o["removed"]  # the view itself, a phantom at most
            names[o["kind"]] += 1
        sub = with_k_options(q, 3)
        assert sub["prompt"] == mcq_prompt(q["subtask"], q["object_type"], 3, "release")
    for name in ("phantom_above_top", "omit_one_block", "merge_two_columns", "merge_adjacent_pair",
                 "drop_half", "random_wrong_blocks", "nothing_highlighted"):
        assert names[name], (name, names)
