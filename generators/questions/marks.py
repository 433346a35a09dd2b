"""Image MCQs on numbered marks: the default image MCQ (``questions.style=marks``;
docs/questions.md, "Marks").

A question shows one picture, the view itself with five numbered badges on its visible
blocks (drawn by ``exports/compose.py:marked_picture``; T2 adds the unmarked partner view),
and its options are text:

- S6-S9, T2a, T2b ask which marked blocks have the subtask's property ("which of the marked
  blocks directly support the top layer?"); an option is a set of marks;
- S2-S5 ask how the marks group into clusters, columns, layers, blocks (S5: two marks may sit
  on one block, and the question is which marks share a block); an option is a grouping of
  the marks ("(1, 4) (2, 3, 5)"). S1 (what the objects are) is asked in free text only: an
  MCQ of "every visible block" on the view's own picture asks whether the marked things are
  there, which a model answers by checking that they are, not by the subtask.

Invariant (blind safety, exact): for every question asked, the correct option's letter is
uniform given everything a model sees without the picture: the options, the prompt, and
every other question of the view and the scene. Three things make it so:

1. the marks are numbered by a random permutation drawn for each question alone, so a mark's
   number says nothing about its block, and nothing links the numbers of two questions;
2. every option has the answer's shape: the same number of marks (sets) or the same group
   sizes (groupings), so no option stands out by what it lists;
3. the options are the answer and k - 1 others drawn by a rule that treats the answer like any
   other arrangement of that shape: a hidden decoy D is one swap from the answer (a mark in
   exchanged for a mark out; two marks of different groups exchanged), and the distractors
   are D's other one-swap neighbours, drawn uniformly. Every arrangement of one shape has as
   many neighbours as any other, so given D the answer is uniform among D's neighbours, as
   the distractors are (where a shape has only five arrangements, all five are the options).

A view is asked a subtask only where five marks can show a non-trivial answer: at least one
marked block has the property and at least one has not (S2-S5: the marks fall into two
groups or more, and not all apart). A view whose answer could only be "none of them" (count
0) or "all of them" is not asked: such an answer is one option that no other view's options
could share, so a model would find it without the picture (docs/questions.md, "Marks", gives
the argument and the share of views each subtask is asked on).

Each distractor carries the name of the mistake that gives it (``choice_types``): the kind of
block it wrongly takes in (S7: ``top_block``, ``indirect_support``, ``no_top_above``; ...)
or, for groupings, how far the blocks it puts together lie apart (``adjacent_layer``,
``far_column``, ``touching_cluster``, ``adjacent_block``, ...) and which group it splits
(``split_column``, ...).

The options' arrangements and the place cue are in ``mark_options.py``, the draws of the
marked sites in ``mark_draws.py``; this module plans a view's question, names the mistakes
and writes the question record.
"""

from __future__ import annotations

import numpy as np

from ..rng import MARKS, stream
from .badges import badge_sites, badges_apart, site_xy
from .colours import group_colours, scene_highlight
from .mark_draws import GroupDraw, SetDraw
from .mark_options import N_MARKS, balance_rank, canon_groups, canon_set, option_arrangements
from .prompts import OPTIONS_SUFFIX, PLURAL, PREAMBLE, SINGULAR

MARK_SUBTASKS = ("S2", "S3", "S4", "S5", "S6", "S7", "S8", "S9", "T2a", "T2b")
GROUPINGS = ("S2", "S3", "S4", "S5")  # options group the marks; the others list a set of marks

_THINGS = {"S2": "cluster", "S3": "column", "S4": "layer"}
# the views each subtask's marks MCQ is asked on (module docstring; the shares measured:
# docs/questions.md, "Which views are asked"): the label its accuracy carries
ASKED_ON = {
    "S2": "views whose visible blocks lie in two clusters or more",
    "S3": "views with a column showing two visible blocks or more",
    "S4": "views whose visible blocks lie in two layers or more",
    "S5": "views with a block showing room for two marks",
    "S6": "views with visible blocks below the top layer",
    "S7": "views with a visible block directly under a top-layer block",
    "S8": "views with a visible block below the top of a column that reaches the top layer",
    "S9": "views with a visible block resting directly on a hidden one",
    "T2a": "views with a visible block that walking 90 degrees round hides",
    "T2b": "views with a visible block that the opposite side hides",
}
SET_QUESTIONS = {
    "S6": "Which option lists exactly the marked {things} that are in the top layer?",
    "S7": "Which option lists exactly the marked {things} that directly support a {thing} of the top layer?",
    "S8": "Take the columns that reach the top layer. Which option lists exactly the marked {things} "
          "that are in one of those columns, below its top {thing}?",
    "S9": "Which option lists exactly the marked {things} that rest directly on a hidden {thing}?",
    "T2a": "The second picture shows the same stack after walking 90 degrees around it. Which option lists "
           "exactly the marked {things} that cannot be seen in the second picture?",
    "T2b": "The second picture shows the same stack from the opposite side. Which option lists exactly the "
           "marked {things} that cannot be seen in the second picture?",
}
GROUP_QUESTION = ("Which option groups the marks by {group}: marks on {things} of the same {group} together "
                  "in one pair of brackets, each {group} in its own?")
BLOCK_QUESTION = ("A {thing} may carry more than one mark. Which option groups the marks by the {thing} they "
                  "are on: marks on the same {thing} together in one pair of brackets, each {thing} in its "
                  "own?")


# ---- what a view can be asked ----------------------------------------------------------------

def _units(view: dict, subtask: str, spots: dict) -> list:
    """What a plan draws from: the markable blocks (sets); each group's markable blocks
    (S2-S4: the group's blocks; S5: each block alone, which may carry two marks)."""
    if subtask not in GROUPINGS:
        return sorted(spots)
    if subtask == "S5":
        return [[b] for b in sorted(spots)]
    return [[int(b) for b in g if int(b) in spots] for g in view["targets"][subtask]]


TRIES = 24  # draws of the marked sites for one question (badges clear of each other, position balance)


def plan(view: dict, subtask: str, seed: int = 0, sites: dict | None = None) -> dict | None:
    """The marks question of one view and subtask as sites and mark numbers, or None where
    the view cannot be asked it (module docstring). ``sites``: ``badge_sites`` of the view,
    when the caller worked them out once for it.

    Position balance: a quantile is drawn first, and the marked sites are drawn up to
    ``TRIES`` times until the answer's rank (``balance_rank``) among the arrangements of its
    shape is the one at that quantile (else the draw closest to it is kept). So, as far as
    the view allows, the answer is the highest set, or the tightest grouping, no more often
    than any other arrangement (what remains: docs/questions.md, "What the badges' places
    tell"). What is kept depends on the sites and the answer only, never on the numbers or
    the distractors: blind safety stays exact."""
    if subtask not in MARK_SUBTASKS:
        raise ValueError(f"no marks question for {subtask}; choose from {', '.join(MARK_SUBTASKS)}")
    rng = stream(seed, view["scene_id"], view["view_id"], MARKS + MARK_SUBTASKS.index(subtask))
    sites = badge_sites(view["instance"]) if sites is None else sites
    if len(sites) < N_MARKS and subtask != "S5":
        return None
    grouping = subtask in GROUPINGS
    width = view["instance"].shape[1]
    units = _units(view, subtask, sites)
    draw = (GroupDraw(units, sites, subtask == "S5", width) if grouping
            else SetDraw(view, subtask, units, sites))
    if not draw.feasible:
        return None
    quantile = rng.random()
    best, best_miss = None, None
    for t in range(TRIES):
        found = draw(rng, (2 * quantile - 1) * 3.0 * t / TRIES)  # later draws lean towards the wanted rank
        if found is None:
            return None
        if not badges_apart(found[0], sites, width):
            continue
        marked, answer_sites = found
        where = [site_xy(sites, *site) for site in marked]
        index = {site: n for n, site in enumerate(marked)}
        shape_answer = (canon_groups([[index[x] for x in g] for g in answer_sites]) if grouping
                        else canon_set(index[x] for x in answer_sites[0]))
        rank, n = balance_rank(where, shape_answer, grouping, rng)
        miss = abs(rank - int(quantile * n))
        if best is None or miss < best_miss:
            best, best_miss = found, miss
        if miss == 0:
            break
    if best is None:
        return None
    marked, answer_sites = best
    labels = rng.permutation(N_MARKS) + 1  # mark number of marked[n]
    number = {site: int(labels[n]) for n, site in enumerate(marked)}
    answer = (canon_groups([[number[x] for x in g] for g in answer_sites]) if grouping
              else canon_set(number[x] for x in answer_sites[0]))
    marks = tuple(range(1, N_MARKS + 1))
    arrangements = option_arrangements(answer, marks, grouping, N_MARKS, rng)
    order = rng.permutation(len(arrangements)).tolist()
    site_of = {m: site for site, m in number.items()}
    return {"marks": [[m, *site_of[m]] for m in marks], "answer": answer,
            "options": [arrangements[n] for n in order], "grouping": grouping}


# ---- names of the mistakes -------------------------------------------------------------------

class _Geometry:
    """What naming a view's mistakes needs: cells, the top layer, the clusters of D_v."""

    def __init__(self, view: dict):
        from ..voxel.labels import clusters
        from ..voxel.visibility import downward_closure

        blocks = np.asarray(view["blocks"], np.int64).reshape(-1, 3)
        self.cells = [tuple(int(v) for v in c) for c in blocks]
        det = downward_closure(blocks, np.asarray(view["visible_pixels"]) > 0)
        self.top = int(view["labels"]["S4"]) - 1
        self.top_columns = {(i, j) for n, (i, j, k) in enumerate(self.cells) if det[n] and k == self.top}
        comp = clusters(blocks, det, tuple(view["grid_shape"]))
        self.cluster_at = {self.cells[n]: int(comp[n]) for n in np.flatnonzero(det)}

    def set_mistake(self, subtask: str, b: int) -> str:
        """What kind of block ``b`` (which lacks the property) is, as the mistake of taking it in."""
        i, j, k = self.cells[b]
        if subtask == "S6":
            return "second_layer" if k == self.top - 1 else "lower_layer"
        if subtask == "S7":
            if k == self.top:
                return "top_block"
            return "indirect_support" if (i, j) in self.top_columns else "no_top_above"
        if subtask == "S8":
            return "top_block" if k == self.top else "other_column"
        if subtask == "S9":
            return "on_floor" if k == 0 else "on_visible"
        return "visible_in_second"  # T2: every block without the property stays in view

    def group_mistake(self, subtask: str, b: int, company: list[int]) -> str:
        """How far block ``b`` lies from the blocks it was wrongly grouped with: one layer or
        more (S4), a neighbouring column or a farther one (S3), a cluster it touches at an
        edge or a corner, which does not join them, or one apart from it (S2), a block it
        shares a face with or one apart from it (S5)."""
        i, j, k = self.cells[b]
        if subtask == "S5":
            faces = any(sum(abs(u - v) for u, v in zip(self.cells[b], self.cells[c])) == 1 for c in company)
            return "adjacent_block" if faces else "apart_block"
        if subtask == "S4":
            d = min(abs(k - self.cells[c][2]) for c in company)
            return "adjacent_layer" if d == 1 else "far_layer"
        if subtask == "S3":
            d = min(max(abs(i - self.cells[c][0]), abs(j - self.cells[c][1])) for c in company)
            return "adjacent_column" if d == 1 else "far_column"
        others = {self.cluster_at[self.cells[c]] for c in company}
        near = any(self.cluster_at.get((i + di, j + dj, k + dk)) in others
                   for di in (-1, 0, 1) for dj in (-1, 0, 1) for dk in (-1, 0, 1))
        return "touching_cluster" if near else "separate_cluster"


SPLIT = {"S2": "split_cluster", "S3": "split_column", "S4": "split_layer", "S5": "split_block"}


def mistake_name(geometry: _Geometry, subtask: str, option: tuple, answer: tuple, block_of: dict,
                 grouping: bool) -> str:
    """The ``choice_types`` name of an option: "correct", or its mistakes joined by "+": for
    sets, the kind of each block it wrongly takes in; for groupings, how far each mark lies
    from the marks it is wrongly put with, and ``split_*`` where it parts marks of one group."""
    if option == answer:
        return "correct"
    if not grouping:
        wrong = sorted(set(option) - set(answer))
        return "+".join(sorted({geometry.set_mistake(subtask, block_of[m]) for m in wrong}))
    true_group = {m: set(g) for g in answer for m in g}
    names = set()
    for g in option:
        for m in g:
            company = [block_of[x] for x in g if x not in true_group[m]]
            if company:
                names.add(geometry.group_mistake(subtask, block_of[m], company))
    placed = {m: set(g) for g in option for m in g}
    if any(not set(g) <= placed[g[0]] for g in answer):
        names.add(SPLIT[subtask])
    return "+".join(sorted(names))


# ---- the question record ---------------------------------------------------------------------

def option_text(arrangement: tuple, grouping: bool) -> str:
    """How an option reads: "2, 4" for a set; "(1, 4) (2, 3, 5)" for a grouping."""
    if grouping:
        return " ".join("(" + ", ".join(str(m) for m in g) + ")" for g in arrangement)
    return ", ".join(str(m) for m in arrangement)


def marks_prompt(subtask: str, object_type: str, texts: list[str] | None = None) -> str:
    """The preamble, what the marks are, the question and the options A-E as text (without
    ``texts``, the question alone: formats that list the options themselves)."""
    words = {"things": PLURAL[object_type], "thing": SINGULAR[object_type]}
    lead = (f"In the first picture, {N_MARKS} marks numbered 1 to {N_MARKS} sit on visible "
            f"{words['things']}, each mark on the {words['thing']} under it.")
    if subtask == "S5":
        question = BLOCK_QUESTION.format(**words)
    elif subtask in GROUPINGS:
        question = GROUP_QUESTION.format(group=_THINGS[subtask], **words)
    else:
        question = SET_QUESTIONS[subtask].format(**words)
    stem = PREAMBLE.format(**words) + "\n\n" + lead + " " + question
    if texts is None:
        return stem
    return stem + "\n" + "\n".join(f"{chr(65 + n)}. {t}" for n, t in enumerate(texts)) + "\n" + OPTIONS_SUFFIX


def marks_question(view: dict, subtask: str, seed: int = 0, partner: int | None = None,
                   geometry: _Geometry | None = None, sites: dict | None = None) -> dict | None:
    """The 5-option marks question of one view and subtask, or None where it is not asked.

    ``marks``: [number, block, place] of each mark (its badge at ``badge_sites``' place).
    Options are records ``{"kind", "marks", "groups", "text"}``: ``marks`` lists the option's
    groups of mark numbers (one group for a set), ``groups`` the same as block indices (the
    layout other image MCQs use, so readers that count highlighted blocks work alike)."""
    found = plan(view, subtask, seed, sites)
    if found is None:
        return None
    geometry = geometry or _Geometry(view)
    grouping = found["grouping"]
    block_of = {m: b for m, b, _ in found["marks"]}
    options = []
    for arrangement in found["options"]:
        groups = [list(g) for g in arrangement] if grouping else [list(arrangement)]
        kind = mistake_name(geometry, subtask, arrangement, found["answer"], block_of, grouping)
        blocks = [sorted({block_of[m] for m in g}) for g in groups]
        text = option_text(arrangement, grouping)
        options.append({"kind": kind, "marks": groups, "groups": blocks, "text": text})
    at = next(n for n, o in enumerate(options) if o["kind"] == "correct")
    sid, vid, obj = view["scene_id"], view["view_id"], view["object_type"]
    images = [[sid, vid]] + ([[sid, partner]] if subtask in ("T2a", "T2b") and partner is not None else [])
    return {
        "id": f"{sid:06d}-{vid:02d}-{subtask}-image_mcq", "scene_id": sid, "view_id": vid,
        "subtask": subtask, "modality": "image_mcq", "object_type": obj,
        "prompt": marks_prompt(subtask, obj, [o["text"] for o in options]), "images": images,
        "marks": found["marks"], "options": options, "choice_types": [o["kind"] for o in options],
        "answer": chr(65 + at), "answer_text": f"<answer>{chr(65 + at)}</answer>",
        "targets": view["targets"][subtask], "style": "marks",
        "colours": (group_colours(seed, sid, vid, subtask, obj, n=len(options[at]["marks"])) if grouping
                    else [scene_highlight(seed, sid, obj)]),
        "shape": sorted((len(g) for g in options[at]["marks"]), reverse=True),
    }


def view_marks_questions(view: dict, partners: dict, seed: int = 0) -> list[dict]:
    """Every marks question of one view, subtasks in ``MARK_SUBTASKS`` order (T2 needs a
    stored partner view). ``partners``: {"T2a": view id or None, "T2b": ...}."""
    sites = badge_sites(view["instance"])
    if sum(len(places) for _, places in sites.values()) < N_MARKS:
        return []
    geometry = _Geometry(view)
    out = []
    for st in MARK_SUBTASKS:
        other = partners.get(st)
        if st in ("T2a", "T2b") and other is None:
            continue
        q = marks_question(view, st, seed, other, geometry, sites)
        if q is not None:
            out.append(q)
    return out


def truth(question: dict, targets: dict) -> tuple:
    """The right arrangement of a marks question's marks, worked out afresh from the view's
    targets: the marks on blocks with the property (sets), the marks grouped as their blocks
    are (groupings)."""
    marks = [(int(m), int(b)) for m, b, *_ in question["marks"]]
    subtask = question["subtask"]
    if subtask == "S5":
        groups: dict = {}
        for m, b in marks:
            groups.setdefault(b, []).append(m)
        return canon_groups(groups.values())
    if subtask in GROUPINGS:
        where = {int(b): g for g, members in enumerate(targets[subtask]) for b in members}
        groups = {}
        for m, b in marks:
            groups.setdefault(where[b], []).append(m)
        return canon_groups(groups.values())
    return canon_set(m for m, b in marks if b in set(targets[subtask]))


def answer_problem(question: dict, targets: dict) -> str | None:
    """Why a marks question's answer is wrong for the view's targets, or None: its correct
    option must be the right arrangement (``truth``), and no other option may be."""
    right = truth(question, targets)
    grouping = question["subtask"] in GROUPINGS

    def arrangement(option):
        return canon_groups(option["marks"]) if grouping else canon_set(option["marks"][0])

    at = ord(question["answer"]) - 65
    if arrangement(question["options"][at]) != right:
        return f"option {question['answer']} is not the right arrangement ({option_text(right, grouping)})"
    others = [chr(65 + n) for n, o in enumerate(question["options"]) if n != at and arrangement(o) == right]
    if others:
        return f"option {others[0]} is right too"
    return None


def with_k_marks(question: dict, k: int, rng) -> dict:
    """The k-option variant of a marks question: the answer and k - 1 of its distractors drawn
    uniformly (so the answer stays uniform among them), letters shuffled, prompt rewritten."""
    correct = ord(question["answer"]) - 65
    others = [n for n in range(len(question["options"])) if n != correct]
    keep = [others[int(n)] for n in rng.choice(len(others), size=k - 1, replace=False)] + [correct]
    keep = [keep[int(n)] for n in rng.permutation(k)]
    out = dict(question)
    out["options"] = [question["options"][n] for n in keep]
    out["choice_types"] = [question["choice_types"][n] for n in keep]
    out["prompt"] = marks_prompt(question["subtask"], question["object_type"],
                                 [o["text"] for o in out["options"]])
    letter = chr(65 + keep.index(correct))
    out.update(id=question["id"] + f"-k{k}", answer=letter, answer_text=f"<answer>{letter}</answer>")
    return out
