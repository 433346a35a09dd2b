"""Blind baselines: answer a question from its options (and, for the text-only prior, its
wording and metadata), never from the view.

Each baseline gives every test question a *credit*: 1 / (number of options it ties for
first) if the correct one is among them, else 0, so ties cost nothing and a rule that
cannot choose scores chance. Rules with a free parameter (which rank to pick, which letter)
and the two learned baselines are fitted on one half of the scenes and scored on the other
(``fit_predict``), both ways round, so every question is scored out of fold.

Two baselines look at the view but skip the subtask (``view_match``: the option whose
picture, highlights ignored, is most like the view; ``existence``: the option whose
highlighted blocks are all drawn where the view shows them). A marks question (one picture,
text options) has no option pictures: every picture-reading rule ties on it, and its options
are read as sets of marks and as the numbers they list (``features.mark_numbers``).

Every baseline is in the battery (``report.py`` checks each one, cell by cell); ``EXTRA``
names rules reported for information only (none at present).
"""

from __future__ import annotations

from collections import Counter, defaultdict
from dataclasses import dataclass, field

import numpy as np

from .crossq import COUNT as CROSS_COUNT
from .crossq import DESCRIPTIONS as CROSS_DESCRIPTIONS
from .crossq import IMAGE as CROSS_IMAGE
from .features import (
    COUNT_FEATURES,
    MARK_FEATURES,
    MCQ_FEATURES,
    POSITION_FEATURES,
    McqView,
    count_table,
    mark_numbers,
    mark_positions,
)
from .shapes import NAMES, question_table

F = {name: n for n, name in enumerate(MCQ_FEATURES)}
M = {name: n for n, name in enumerate(MARK_FEATURES)}
PS = {name: n for n, name in enumerate(POSITION_FEATURES)}
P = {name: n for n, name in enumerate(NAMES)}
C = {name: n for n, name in enumerate(COUNT_FEATURES)}


@dataclass
class Item:
    """One question as the baselines see it."""

    question: dict
    scene: int
    subtask: str
    modality: str
    k: int
    answer: int
    table: np.ndarray  # options x features (features.py)
    meta: dict  # grid capacity, lens, object type (the text-only prior's inputs)
    shapes: np.ndarray | None = None  # options x shapes.NAMES (image MCQ with option pictures)
    pictures: list = field(default_factory=list)  # shapes.OptionPicture per option (the same)
    values: np.ndarray | None = None  # option values (count options)
    positions: np.ndarray | None = None  # options x POSITION_FEATURES (marks questions)

    def picture_scores(self, read) -> np.ndarray:
        """Per option, ``read(picture)``; all equal (a tie) where the options are not pictures."""
        return np.array([read(p) for p in self.pictures], float) if self.pictures else np.zeros(self.k)

    def position(self, name: str) -> np.ndarray:
        """One column of ``positions``; all equal where there are none."""
        return self.positions[:, PS[name]] if self.positions is not None else np.zeros(self.k)

    def shape_column(self, name: str) -> np.ndarray:
        """One column of ``shapes``; all equal where the options are not pictures."""
        return self.shapes[:, P[name]] if self.shapes is not None else np.zeros(self.k)


def make_item(question: dict, view: dict, pictures: list | None = None, places: dict | None = None) -> Item:
    """An item of a question; image MCQs need their options' ``pictures`` (``shapes.py``),
    marks questions the places of their badges (``places``: mark number -> (x, y))."""
    k = len(question["options"])
    capacity = int(np.prod(view["grid_shape"]))
    cam = view["camera"]
    meta = {"capacity": capacity, "lens": (cam["fov_mult"], cam["dist_mult"]), "object": view["object_type"]}
    common = dict(question=question, scene=question["scene_id"], subtask=question["subtask"],
                  modality=question["modality"], k=k, answer=ord(question["answer"]) - 65, meta=meta)
    if question["modality"] == "image_mcq":
        table = McqView(question, len(view["blocks"])).table()
        if question.get("marks"):  # text options: the structure and the numbers they list
            where = None if places is None else mark_positions(question, places, view["instance"].shape)
            return Item(table=np.c_[table, mark_numbers(question)], positions=where, **common)
        return Item(table=table, shapes=question_table(pictures), pictures=pictures, **common)
    return Item(table=count_table(question), values=np.array([int(o) for o in question["options"]]), **common)


def credit(scores: np.ndarray, answer: int) -> float:
    scores = np.asarray(scores, float)
    best = scores >= scores.max() - 1e-12
    return float(best[answer]) / float(best.sum())


# ---- rules without parameters: item -> scores (highest is chosen) ----------------------------

def _second(values: np.ndarray) -> np.ndarray:
    distinct = np.unique(values)[::-1]
    return (values == (distinct[1] if len(distinct) > 1 else distinct[0])).astype(float)


def _not_max(values: np.ndarray) -> np.ndarray:
    keep = values < values.max()
    return keep.astype(float) if keep.any() else np.ones(len(values))


def _median(values: np.ndarray) -> np.ndarray:
    s = np.sort(values)
    k = len(values)
    mid = {s[(k - 1) // 2], s[k // 2]}
    return np.isin(values, list(mid)).astype(float)


def _mirror(item: Item) -> np.ndarray:
    lonely = 1.0 - item.table[:, C["has_mirror"]]
    return lonely if lonely.any() else np.ones(item.k)


def _second_end(values: np.ndarray) -> np.ndarray:
    s = np.sort(values)
    return ((values == s[1]) | (values == s[-2])).astype(float)


def _never_consensus(item: Item) -> np.ndarray:
    """Any option but the one(s) closest to the per-block majority."""
    d = item.table[:, F["consensus_distance"]]
    keep = d > d.min()
    return keep.astype(float) if keep.any() else np.ones(item.k)


RULES = {
    "image_mcq": {
        "consensus": lambda it: -it.table[:, F["consensus_distance"]],
        "never_consensus": _never_consensus,
        "most_highlighted": lambda it: it.table[:, F["marks"]],
        "second_most_highlighted": lambda it: _second(it.table[:, F["marks"]]),
        "most_highlighted_eliminated": lambda it: _not_max(it.table[:, F["marks"]]),
        "medoid": lambda it: -it.table[:, F["distance_rank"]],
        "largest_area": lambda it: it.shape_column("area"),
        "smallest_mark_smallest": lambda it: -it.shape_column("mark_min"),
        "pixel_majority": lambda it: -it.shape_column("majority_distance"),
        "view_match": lambda it: -it.picture_scores(lambda p: p.mismatch),
        "existence": lambda it: it.picture_scores(lambda p: p.exists),
        "highest_marks": lambda it: -it.position("row_mean"),
        "lowest_marks": lambda it: it.position("row_mean"),
        "tightest_groups": lambda it: -it.position("within_mean"),
    },
    "text_mcq": {
        "median": lambda it: _median(it.values),
        "mirror": _mirror,
        "second_smallest_or_largest": lambda it: _second_end(it.values),
    },
}
# rules with one parameter: the rank (0 = smallest key) of the option to pick, fitted
RANKED = {
    "image_mcq": {
        "letter": lambda it: -it.table[:, F["position"]],
        "count_rank": lambda it: it.table[:, F["marks"]],
        "colours_rank": lambda it: it.table[:, F["colours"]],
        "size_rank": lambda it: it.shape_column("area"),
        "parts_rank": lambda it: it.shape_column("parts"),
        "holes_rank": lambda it: it.shape_column("holes"),
        "boundary_rank": lambda it: it.shape_column("boundary"),
        "stack_rank": lambda it: it.shape_column("stack_area"),
        "distance_rank": lambda it: it.table[:, F["distance_rank"]],
        "number_rank": lambda it: it.table[:, len(MCQ_FEATURES) + M["number_sum"]] if it.question.get("marks")
        else np.zeros(it.k),
    },
    "text_mcq": {
        "letter": lambda it: -it.table[:, C["position"]],
        "count_rank": lambda it: it.values.astype(float),
        "distance_rank": lambda it: it.table[:, C["distance_sum"]],
    },
}
DESCRIPTIONS = {
    "consensus": "the option closest to the per-block majority of all options",
    "never_consensus": "any option but the one closest to the per-block majority",
    "most_highlighted": "the option that highlights the most blocks",
    "second_most_highlighted": "the option with the second-largest number of highlighted blocks",
    "most_highlighted_eliminated": "any option but the most highlighted one(s)",
    "medoid": "the option closest to all others (fewest blocks and block pairs that differ)",
    "largest_area": "the option whose highlight covers the most pixels, as drawn",
    "smallest_mark_smallest": "the option whose smallest highlighted block shows the fewest pixels",
    "pixel_majority": "the option whose highlight is closest, pixel by pixel, to the majority of the options",
    "view_match": "sees the view, skips the subtask: the option whose picture, highlights ignored, "
                  "differs from the view in the fewest pixels (silhouette and outlines)",
    "existence": "sees the view, skips the subtask: the option whose highlighted blocks are all drawn "
                 "where the view shows them",
    "number_rank": "marks: the option at one rank of the sum of the mark numbers it lists",
    "highest_marks": "sees where the badges sit, skips the subtask (information): the option whose marks sit "
                     "highest in the picture",
    "lowest_marks": "sees where the badges sit, skips the subtask (information): the option whose marks sit "
                    "lowest in the picture",
    "tightest_groups": "sees where the badges sit, skips the subtask (information): the grouping whose "
                       "groups' marks lie closest together",
    "learned_positions": "sees where the badges sit, skips the subtask (information): gradient boosting on "
                         "where each option's marks sit (rows, columns, distances within its groups) and its "
                         "structure, trained on the other half of the scenes",
    "median": "the median value",
    "mirror": "the value without a partner mirrored about the median",
    "second_smallest_or_largest": "the second-smallest or second-largest value",
    "letter": "one letter, the one most often right in the other half of the scenes",
    "count_rank": "the option at one rank of the highlighted-block count (count options: of the value)",
    "colours_rank": "the option at one rank of the number of colours it uses",
    "size_rank": "the option at one rank of its highlighted pixel area, as drawn",
    "parts_rank": "the option at one rank of the connected parts of its highlight",
    "holes_rank": "the option at one rank of the holes in its highlight",
    "boundary_rank": "the option at one rank of its highlight's boundary length",
    "stack_rank": "the option at one rank of the pixels its stack covers",
    "distance_rank": "the option at one rank of its distance to the other options",
    "text_prior": "text only: the answer most often right for the same subtask, grid, lens and object "
                  "in the other half of the scenes (count options: the value most likely as a count)",
    "learned": "gradient boosting (scikit-learn) on the option structure of features.py (blocks as "
               "anonymous marks, groups, overlaps), trained on the other half of the scenes",
    "learned_shapes": "gradient boosting on the option pictures (shapes.py: masks, parts, holes, "
                      "boundaries, areas as drawn, mark sizes, colours, group connectivity, pixel "
                      "overlaps) and the option structure, trained on the other half of the scenes",
    **CROSS_DESCRIPTIONS,
}
EXTRA: set = {"highest_marks", "lowest_marks", "tightest_groups", "learned_positions"}


def _rank_pick(keys: np.ndarray, r: int) -> np.ndarray:
    """The option(s) whose key is the r-th smallest (0 = smallest)."""
    return (keys == np.sort(keys)[min(r, len(keys) - 1)]).astype(float)


def _fit_rank(items: list[Item], key) -> int:
    best, best_r = -1.0, 0
    for r in range(max(it.k for it in items)):
        score = sum(credit(_rank_pick(key(it), r), it.answer) for it in items)
        if score > best:
            best, best_r = score, r
    return best_r


def _prior_key(it: Item) -> tuple:
    m = it.meta
    return (it.subtask, m["capacity"], m["lens"], m["object"], it.k)


def _fit_letter_prior(items: list[Item]):
    by: dict = defaultdict(Counter)
    coarse: dict = defaultdict(Counter)
    for it in items:
        by[_prior_key(it)][it.answer] += 1
        coarse[(it.subtask, it.k)][it.answer] += 1

    def predict(it: Item) -> np.ndarray:
        counts = by.get(_prior_key(it)) or coarse.get((it.subtask, it.k)) or Counter()
        return np.array([counts.get(j, 0) for j in range(it.k)], float)
    return predict


def _fit_count_prior(items: list[Item]):
    """P(count = v | grid, lens) from the other half: a Gaussian-smoothed histogram."""
    by: dict = defaultdict(list)
    pooled: list = []
    for it in items:
        v = float(it.values[it.answer])
        by[(it.meta["capacity"], it.meta["lens"])].append(v)
        pooled.append(v)

    def density(sample, x):
        sample = np.asarray(sample, float)
        return np.exp(-(x[:, None] - sample[None]) ** 2 / (2 * 1.5 ** 2)).sum(axis=1) / max(len(sample), 1)

    def predict(it: Item) -> np.ndarray:
        sample = by.get((it.meta["capacity"], it.meta["lens"])) or pooled
        return density(sample, it.values.astype(float))
    return predict


def _rows(it: Item, code: dict, shapes: bool, positions: bool = False) -> np.ndarray:
    x = np.c_[it.table, it.shapes] if shapes else np.c_[it.table, it.positions] if positions else it.table
    return np.c_[x, np.full(it.k, code[it.subtask])]


def _fit_learned(items: list[Item], seed: int, shapes: bool = False, positions: bool = False):
    """Gradient boosting on each option's features (with ``shapes``, also its picture's),
    the subtask as a category; a question's answer is its option scored highest."""
    from sklearn.ensemble import HistGradientBoostingClassifier
    from threadpoolctl import threadpool_limits

    subtasks = sorted({it.subtask for it in items})
    code = {s: n for n, s in enumerate(subtasks)}
    x = np.vstack([_rows(it, code, shapes, positions) for it in items])
    y = np.concatenate([np.arange(it.k) == it.answer for it in items]).astype(int)
    categorical = np.zeros(x.shape[1], bool)
    categorical[-1] = True
    model = HistGradientBoostingClassifier(max_iter=300, learning_rate=0.05, max_leaf_nodes=31,
                                           min_samples_leaf=20, l2_regularization=1.0,
                                           categorical_features=categorical, random_state=seed)
    with threadpool_limits(limits=1, user_api="openmp"):  # small trees: threads cost more than they give
        model.fit(x, y)

    def predict(batch: list[Item]) -> list[np.ndarray]:
        """Scores of every option of every item, in one call to the model."""
        known = [it for it in batch if it.subtask in code]
        rows = [_rows(it, code, shapes, positions) for it in known]
        with threadpool_limits(limits=1, user_api="openmp"):
            p = model.predict_proba(np.vstack(rows))[:, 1] if rows else np.zeros(0)
        out, at = [], 0
        for it in batch:
            if it.subtask in code:
                out.append(p[at:at + it.k])
                at += it.k
            else:
                out.append(np.ones(it.k))
        return out
    return predict


def cross_question(items: list[Item]) -> dict[str, np.ndarray]:
    """Credit of every cross-question attack (``crossq.py``) on every item, a scene at a time."""
    attacks = CROSS_IMAGE if items[0].modality == "image_mcq" else CROSS_COUNT
    out = {name: np.zeros(len(items)) for name in attacks}
    by_scene: dict = defaultdict(list)
    for n, it in enumerate(items):
        by_scene[it.scene].append(n)
    for members in by_scene.values():
        scene = [items[n] for n in members]
        for name, attack in attacks.items():
            for n, scores in zip(members, attack(scene)):
                out[name][n] = credit(scores, items[n].answer)
    return out


def fit_predict(items: list[Item], folds: np.ndarray, seed: int) -> dict[str, np.ndarray]:
    """Credit of every baseline on every item (items of one modality and k), out of fold."""
    modality = items[0].modality
    out: dict[str, np.ndarray] = {}
    for name, rule in RULES.get(modality, {}).items():
        out[name] = np.array([credit(rule(it), it.answer) for it in items])
    fitted = {f"{name}": key for name, key in RANKED.get(modality, {}).items()}
    pictures = modality == "image_mcq" and any(it.shapes is not None for it in items)
    places = modality == "image_mcq" and all(it.positions is not None for it in items)
    learned = ["learned"] + (["learned_shapes"] if pictures else [])
    learned += ["learned_positions"] if places else []
    for name in list(fitted) + ["text_prior"] + learned:
        out[name] = np.zeros(len(items))
    for f in np.unique(folds):
        train = [it for it, g in zip(items, folds) if g != f]
        test = [n for n, g in enumerate(folds) if g == f]
        if not train:
            continue
        for name, key in fitted.items():
            r = _fit_rank(train, key)
            for n in test:
                out[name][n] = credit(_rank_pick(key(items[n]), r), items[n].answer)
        prior = _fit_count_prior(train) if modality == "text_mcq" else _fit_letter_prior(train)
        for n in test:
            out["text_prior"][n] = credit(prior(items[n]), items[n].answer)
        for name in learned:
            scores = _fit_learned(train, seed, shapes=name == "learned_shapes",
                                  positions=name == "learned_positions")([items[n] for n in test])
            for n, score in zip(test, scores):
                out[name][n] = credit(score, items[n].answer)
    out.update(cross_question(items))
    return out


def free_text_prior(questions: list[dict], views: dict, folds: dict) -> dict:
    """Accuracy per subtask of the most common answer for the same subtask, grid, lens and
    object type in the other half of the scenes (free-text questions: no chance level)."""
    def key(q):
        v = views[(q["scene_id"], q["view_id"])]
        cam = v["camera"]
        capacity = int(np.prod(v["grid_shape"]))
        return (q["subtask"], capacity, cam["fov_mult"], cam["dist_mult"], v["object_type"])

    hits: dict = defaultdict(list)
    for f in set(folds.values()):
        counts: dict = defaultdict(Counter)
        for q in questions:
            if folds[q["scene_id"]] != f:
                counts[key(q)][q["answer"]] += 1
        for q in questions:
            if folds[q["scene_id"]] == f:
                c = counts.get(key(q))
                guess = c.most_common(1)[0][0] if c else None
                hits[q["subtask"]].append((q["scene_id"], float(guess == q["answer"])))
    return hits
