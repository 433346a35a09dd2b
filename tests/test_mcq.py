"""Image MCQ options: every distractor realises its named error, the options' structure does not
tell which one is right, options differ visibly as pictures, and the 3-/4-option variants
keep all that. The checks here re-derive every relation from the blocks and targets; they
share no code with the construction."""

import itertools
from collections import Counter, defaultdict

import numpy as np
import pytest
from scipy import stats

from generators.dataset.run import generate
from generators.exports.compose import option_image
from generators.io.dataset import open_dataset
from generators.questions.mcq import MCQ_QUESTIONS, mcq_prompt, with_k_options
from generators.questions.options import Marks, mark_swap, min_visible_difference, partition_move
from generators.questions.table import scene_questions
from tests.conftest import small_config

SUBTASKS = ("S1", "S2", "S3", "S4", "S5", "S6", "S7", "S8", "S9", "T2a", "T2b")
STRONG = 48  # RGB distance at which a pixel "differs strongly"


def _dataset(tmp_path_factory, n_scenes):
    out = tmp_path_factory.mktemp("mcq") / "ds"
    generate(small_config(out, n_scenes=n_scenes, **{"output.scenes_per_shard": 20}), progress=False)
    return open_dataset(str(out))


def _questions(dataset):
    views = {(v["scene_id"], v["view_id"]): v for v in dataset}
    return [(views[(q["scene_id"], q["view_id"])], q) for q in dataset.questions()
            if q["modality"] == "image_mcq"]


@pytest.fixture(scope="module")
def dataset(tmp_path_factory):
    """Six scenes: every invariant is checked on every question of it by default."""
    return _dataset(tmp_path_factory, 6)


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


def missing_shares(dataset, questions):
    """Per subtask, the share of views whose correct option is not empty (and, for T2, that
    have a partner view) but that got no question: what fallback recipes used to fill."""
    from generators.questions.text import partners

    views = defaultdict(list)
    for v in dataset:
        views[v["scene_id"]].append(v)
    asked = Counter()
    for group in views.values():
        for v in group:
            for st in SUBTASKS:
                if v["targets"][st] and (st not in ("T2a", "T2b") or partners(group, v)[st] is not None):
                    asked[st] += 1
    made = Counter(q["subtask"] for _, q in questions if q["targets"])
    return {st: 1 - made[st] / asked[st] for st in SUBTASKS}


@pytest.mark.slow
def test_almost_every_view_gets_its_questions(many_ds, many):
    shares = missing_shares(many_ds, many)
    assert all(share < 0.05 for share in shares.values()), shares


# ---- an independent reading of the options -----------------------------------------------

def cells_of(option, n_blocks):
    """Marks of an option: block ids, or ("p", i, j, k) for a phantom."""
    phantoms = option.get("phantoms") or []
    return [{("p", *phantoms[m - n_blocks]) if m >= n_blocks else m for m in g} for g in option["groups"]]


def marks(option, n_blocks):
    return set().union(*cells_of(option, n_blocks))


def partition(option, n_blocks):
    return {frozenset(g) for g in cells_of(option, n_blocks) if g}


class Scene:
    def __init__(self, view):
        self.blocks = [tuple(b) for b in view["blocks"]]
        self.cell = {b: n for n, b in enumerate(self.blocks)}
        self.visible = set(view["targets"]["S5"])
        self.top = set(view["targets"]["S6"])
        self.kmax = max(self.blocks[b][2] for b in self.top)
        self.top_cols = {self.blocks[b][:2] for b in self.top}
        self.shape = tuple(view["grid_shape"])
        self.highest = max(b[2] for b in self.blocks)

    def below(self, b):
        i, j, k = self.blocks[b]
        return self.cell.get((i, j, k - 1))

    def column_top(self, b):
        column = [x for x in self.visible if self.blocks[x][:2] == self.blocks[b][:2]]
        return b == max(column, key=lambda x: self.blocks[x][2])

    def above_top(self, m):
        i, j, k = m[1:]
        return self.cell.get((i, j, k - 1)) in self.top

    def phantom_ok(self, m):
        """An empty cell inside the grid's columns where a block could rest."""
        i, j, k = m[1:]
        inside = 0 <= i < self.shape[0] and 0 <= j < self.shape[1] and 0 <= k <= self.highest + 1
        return inside and (i, j, k) not in self.cell and (k == 0 or (i, j, k - 1) in self.cell)


def added_kind(sc, subtask, m):
    """The error an added mark realises, by the rules of docs/questions.md."""
    if isinstance(m, tuple):
        assert sc.phantom_ok(m), m
        if subtask == "S6":
            assert sc.above_top(m), m
        return "phantom_above_top" if sc.above_top(m) else "phantom_block"
    assert m in sc.visible
    if subtask == "S6":
        if any(sc.below(t) == m for t in sc.top):
            return "block_below_top"
        if sc.column_top(m) and sc.blocks[m][:2] not in sc.top_cols:
            return "other_column_top"
        return "non_top_block"
    if subtask == "S8":
        return "top_block_included" if sc.blocks[m][2] == sc.kmax else "wrong_column"
    return {"S7": "non_support_highlighted", "S9": "wrong_visible_block", "T2a": "both_views_blocks",
            "T2b": "both_views_blocks"}[subtask]


LEFT_OUT = {"S6": "top_block_missing", "S7": "support_missed", "S8": "column_blocks_removed",
            "S9": "supported_block_missed", "T2a": "missing_non_match", "T2b": "missing_non_match"}


def check_highlight_set(kind, subtask, sc, truth, got):
    if kind == "nothing_highlighted":
        assert not got
        return
    gone, added = truth - got, got - truth
    assert gone <= truth and not (added & truth)
    if kind == "random_wrong_blocks":
        assert len(got) == len(truth) >= 2 and not got & truth
        return
    if kind == "single_random_block":
        assert len(got) == len(truth) == 1 and not got & truth
        return
    one_for_one = len(gone) == 1 and len(added) == 1
    if kind == "block_below_top":
        (t,), (m,) = gone, added
        assert subtask == "S6" and t in sc.top and sc.below(t) == m
        return
    if kind == "other_column_top":
        (t,), (m,) = gone, added
        assert subtask == "S6" and t in sc.top and added_kind(sc, subtask, m) == "other_column_top"
        return
    if kind in ("wrong_support_subset", "wrong_visible_block") and one_for_one:
        assert (subtask, kind) in {("S7", "wrong_support_subset"), ("S9", "wrong_visible_block")}
        return
    parts = kind.split("+")
    want = []
    if gone:
        if subtask in LEFT_OUT:
            two = subtask == "S8" and len(gone) == 2
            want.append("two_column_blocks_removed" if two else LEFT_OUT[subtask])
        else:
            want.append({1: "omit_one_block", 2: "omit_two_blocks"}.get(len(gone), "omit_blocks"))
    want += sorted({added_kind(sc, subtask, m) for m in added})
    assert parts == want, (kind, want)


def moves_between(a, b):
    """How partition b differs from a, as the moves of docs/questions.md: "cross" (two blocks
    exchanged between two groups, with their layers) or "merge_split"; None otherwise."""
    only_a, only_b = a - b, b - a
    if len(only_a) == 2 and len(only_b) == 2:
        (p, q), (r, s) = only_a, only_b
        for x, y in ((r, s), (s, r)):
            if len(p - x) == 1 and len(x - p) == 1 and len(q - y) == 1 and len(y - q) == 1 and p - x == y - q:
                return ("cross", next(iter(p - x)), next(iter(q - y)))
    if len(only_a) == 3 and len(only_b) == 3:
        for g1, g2 in itertools.combinations(only_a, 2):
            merged = g1 | g2
            rest = only_a - {g1, g2}
            (c,) = rest
            if merged in only_b:
                parts = only_b - {merged}
                if len(parts) == 2 and frozenset().union(*parts) == c and sorted(map(len, parts)) == sorted(
                        (len(g1), len(g2))):
                    return ("merge_split",)
    return None


MOVE_NAMES = {"S2": ("clusters_confused", ["merge_two_clusters", "fake_split"]),
              "S3": ("columns_confused", ["merge_two_columns", "column_split"]),
              "S4": (None, ["merge_two_layers", "layer_split"])}


def move_name(subtask, sc, move):
    if move[0] == "merge_split":
        return MOVE_NAMES[subtask][1]
    if subtask == "S4":
        layers = [sc.blocks[b][2] for b in move[1:]]
        return ["far_layer_confused" if abs(layers[0] - layers[1]) >= 2 else "adjacent_layers_confused"]
    return [MOVE_NAMES[subtask][0]]


# ---- tests ----------------------------------------------------------------------------------

def test_every_distractor_realises_its_named_error(questions):
    seen = Counter()
    for view, q in questions:
        n = len(view["blocks"])
        sc = Scene(view)
        at = ord(q["answer"]) - 65
        assert q["choice_types"].count("correct") == 1 and q["choice_types"][at] == "correct"
        correct = q["options"][at]
        groups = [g for g in q["targets"] if g] if q["subtask"] in ("S2", "S3", "S4") else []
        lone = len(groups) >= 2 and all(len(g) == 1 for g in groups)  # coloured block by block, as S5
        partitions = len(groups) >= 2 and not lone
        if q["subtask"] in ("S2", "S3", "S4"):
            assert partition(correct, n) == {frozenset(g) for g in q["targets"]}
        elif q["subtask"] == "S5":
            assert partition(correct, n) == {frozenset([b]) for b in q["targets"]}
        else:
            assert marks(correct, n) == set(q["targets"])
        for kind, option in zip(q["choice_types"], q["options"]):
            if kind == "correct":
                continue
            seen[kind] += 1
            assert not kind.startswith("fallback")
            if partitions:
                decoy = partition(q["decoy"], n)
                first = moves_between(partition(correct, n), decoy)
                second = moves_between(decoy, partition(option, n))
                assert first and second, (q["id"], kind)
                names = move_name(q["subtask"], sc, first) + move_name(q["subtask"], sc, second)
                assert kind.split("+") == list(dict.fromkeys(names)), (q["id"], kind, names)
                assert marks(option, n) == sc.visible  # every visible block keeps a colour
            else:
                check_highlight_set(kind, q["subtask"], sc, marks(correct, n), marks(option, n))
                if q["subtask"] == "S5" or lone:  # each coloured block its own colour
                    assert all(len(g) == 1 for g in option["groups"] if g)
    assert len(seen) >= 25, sorted(seen)


def test_options_look_different(questions):
    for v, q in questions:
        looks = {(frozenset(frozenset(g) for g in cells_of(o, len(v["blocks"])) if g)) for o in q["options"]}
        assert len(looks) == 5, q["id"]


@pytest.mark.slow
def test_options_look_different_and_letters_are_uniform_over_60_scenes(many):
    test_options_look_different(many)
    counts = np.bincount([ord(q["answer"]) - 65 for _, q in many], minlength=5)
    assert len(many) >= 9000 and stats.chisquare(counts).pvalue > 0.001, counts


def test_option_pictures_differ_visibly_everywhere(questions):
    """Every pair of options of every question of the dataset differs strongly in at least
    min_visible_difference pixels; the correct picture changes nothing outside its targets.
    Counted on the pictures (pixels an option changes), the correct option's rank by
    highlighted area is spread over all five ranks (docs/questions.md, "Highlighted area")."""
    ranks = []
    for view, q in questions:
        images = [option_image(view, o, q["colours"]).astype(np.int16) for o in q["options"]]
        area = np.array([(image != view["rgb"]).any(-1).sum() for image in images])
        if len(set(area.tolist())) == 5:  # partitions of the same blocks tie: no rank
            ranks.append(int((area < area[ord(q["answer"]) - 65]).sum()))
        need = min_visible_difference(*view["rgb"].shape[:2])
        for a, b in itertools.combinations(range(5), 2):
            strong = (np.abs(images[a] - images[b]).astype(np.int32) ** 2).sum(-1) >= STRONG ** 2
            assert strong.sum() >= need, (q["id"], q["choice_types"][a], q["choice_types"][b])
        at = ord(q["answer"]) - 65
        changed = (images[at] != view["rgb"]).any(-1)
        inside = np.isin(view["instance"], [b + 1 for g in q["options"][at]["groups"] for b in g])
        assert not (changed & ~inside).any()
    shares = np.bincount(ranks, minlength=5) / len(ranks)
    print("area rank of the correct option", len(ranks), shares.round(3))
    assert len(ranks) > 400 and shares.min() > 0.13 and shares.max() < 0.28, shares


@pytest.mark.slow
def test_structure_does_not_tell_the_answer(many):
    """Rules that see only the options, at chance over ~10,000 questions (chance 0.2)."""
    questions = many
    hits = defaultdict(float)
    for view, q in questions:
        n = len(view["blocks"])
        ms = [marks(o, n) for o in q["options"]]
        size = np.array([len(m) for m in ms])
        freq = Counter(x for m in ms for x in m)
        consensus = {x for x, c in freq.items() if 2 * c > 5}
        dist = np.array([sum(len(m ^ o) for o in ms) for m in ms])
        at = ord(q["answer"]) - 65
        for name, score in (("most", size), ("consensus", -np.array([len(m ^ consensus) for m in ms])),
                            ("medoid", -dist), ("most_distant", dist)):
            best = np.flatnonzero(score == score.max())
            hits[name] += (at in best) / len(best)
    rates = {k: v / len(questions) for k, v in hits.items()}
    print(rates)
    assert all(abs(r - 0.2) < 0.015 for r in rates.values()), rates


def test_nothing_highlighted_is_right_one_time_in_five_per_scene(questions):
    per_scene = defaultdict(lambda: [0, 0])
    for _, q in questions:
        if "nothing_highlighted" in q["choice_types"] or not q["targets"]:
            assert q["subtask"] in ("S7", "S8", "S9", "T2a", "T2b")
            per_scene[(q["scene_id"], q["subtask"])][0] += 1
            per_scene[(q["scene_id"], q["subtask"])][1] += not q["targets"]
    assert per_scene and all(shown == 5 * right for shown, right in per_scene.values())
    for st in ("S7", "S8", "S9", "T2a", "T2b"):
        assert "nothing highlighted" in MCQ_QUESTIONS[st]
    assert "nothing highlighted" not in mcq_prompt("S1", "cube")


@pytest.mark.slow
def test_k_option_variants_over_60_scenes(many):
    test_k_option_variants(many, signatures=True)


def test_k_option_variants(questions, signatures=False):
    letters = {3: np.zeros(3), 4: np.zeros(4)}
    kinds = defaultdict(Counter)
    for _, q in questions:
        for k in (3, 4):
            sub = with_k_options(q, k)
            assert len(sub["options"]) == k and sub["choice_types"].count("correct") == 1
            assert sub["choice_types"][ord(sub["answer"]) - 65] == "correct"
            assert all(o in q["options"] for o in sub["options"]) and sub["id"] == q["id"] + f"-k{k}"
            assert sub == with_k_options(q, k)  # reproducible
            letters[k][ord(sub["answer"]) - 65] += 1
            kinds[(q["subtask"], k)].update(p for t in sub["choice_types"] for p in t.split("+"))
    if not signatures:
        return
    for k, counts in letters.items():
        assert stats.chisquare(counts).pvalue > 0.001, (k, counts)
    # the release's signature errors still appear in the small variants
    assert kinds[("S3", 3)]["merge_two_columns"] and kinds[("S3", 3)]["column_split"]
    assert kinds[("S4", 3)]["layer_split"] and kinds[("S4", 3)]["far_layer_confused"]
    assert kinds[("S7", 3)]["nothing_highlighted"]
    assert kinds[("T2a", 3)]["random_wrong_blocks"] and kinds[("T2a", 3)]["both_views_blocks"]


def test_questions_are_reproducible(dataset):
    group = [v for v in dataset if v["scene_id"] == 5]
    first = scene_questions(group, modalities=("image_mcq",), seed=1)
    assert first == scene_questions(group, modalities=("image_mcq",), seed=1)
    assert first != scene_questions(group, modalities=("image_mcq",), seed=2)


def test_group_colours_first_n_are_the_full_orders_prefix():
    from generators.questions.mcq import group_colours

    for subtask in ("S2", "S3", "S4", "S5"):
        full = group_colours(0, 5, 2, subtask, "box")
        assert len(full) > 40
        for n in (1, 2, 7, 30):
            assert group_colours(0, 5, 2, subtask, "box", n=n) == full[:n]


def _hand_view():
    """Six blocks: two columns of two and two single blocks, all visible, pixel counts 10-60."""
    blocks = [[0, 0, 0], [0, 0, 1], [1, 0, 0], [1, 0, 1], [3, 0, 0], [3, 3, 0]]
    return {"blocks": blocks, "targets": {"S5": list(range(6)), "S6": [1, 3], "S1": list(range(6)),
                                          "S3": [[0, 1], [2, 3], [4], [5]]},
            "visible_pixels": [10, 20, 30, 40, 50, 60], "camera": {"height": 64, "width": 64},
            "grid_shape": [4, 4, 2], "block_size": 0.1, "grid_origin": [-0.2, -0.2, 0.0]}


def test_moves_by_hand():
    rng = np.random.default_rng(0)
    part = (frozenset({0, 1}), frozenset({2}), frozenset({3}))  # sizes 2, 1, 1: 2 = 1 + 1
    seen = Counter()
    for _ in range(400):
        new, kind = partition_move(part, rng)
        assert sorted(map(len, new)) == [1, 1, 2] and frozenset().union(*new) == {0, 1, 2, 3}
        seen[kind if isinstance(kind, str) else kind[0]] += 1
        if kind == "merge_split":
            assert frozenset({2, 3}) in new
    assert seen["merge_split"] > 120 and seen["cross_swap"] > 120
    view = _hand_view()
    m = Marks(view, "S3")  # no phantoms for partitions
    assert m.universe == list(range(6)) and m.guard == 2.0
    assert m.difference((frozenset({0, 1}),), (frozenset({0, 2}),)) == 20 + 30
    for _ in range(200):
        (new,), kind = mark_swap(m, (frozenset({0, 1}),), rng, False, False)
        assert kind == "swap" and len(new) == 2 and len(new & {0, 1}) == 1
    assert mark_swap(m, (frozenset(range(6)),), rng, False, False) is None  # nothing left to swap in
