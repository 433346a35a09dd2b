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
"""

from __future__ import annotations

import functools
import itertools

import numpy as np

from ..rng import MARKS, stream
from .badges import BADGE_GAP, badge_sites, badges_apart, marked_scale, site_xy
from .colours import group_colours, scene_highlight
from .prompts import OPTIONS_SUFFIX, PLURAL, PREAMBLE, SINGULAR

MARK_SUBTASKS = ("S2", "S3", "S4", "S5", "S6", "S7", "S8", "S9", "T2a", "T2b")
GROUPINGS = ("S2", "S3", "S4", "S5")  # options group the marks; the others list a set of marks
N_MARKS = 5
GROUP_SHAPES = ((4, 1), (3, 2), (3, 1, 1), (2, 2, 1), (2, 1, 1, 1))  # 5 marks, two groups or more

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


# ---- the answer's shape and the options ------------------------------------------------------

def _canon_set(marks) -> tuple:
    return tuple(sorted(marks))


def _canon_groups(groups) -> tuple:
    return tuple(sorted(tuple(sorted(g)) for g in groups))


def set_neighbours(answer: tuple, marks: tuple) -> list[tuple]:
    """Sets one swap from ``answer``: one of its marks exchanged for one outside it."""
    inside, outside = set(answer), [m for m in marks if m not in answer]
    return sorted({_canon_set((inside - {a}) | {b}) for a in answer for b in outside})


def group_neighbours(groups: tuple) -> list[tuple]:
    """Groupings one swap from ``groups``: two marks of different groups exchanged (an
    exchange of two lone marks changes nothing and is no neighbour)."""
    out = set()
    for g, h in itertools.combinations(range(len(groups)), 2):
        for a in groups[g]:
            for b in groups[h]:
                new = [list(x) for x in groups]
                new[g] = [b if m == a else m for m in new[g]]
                new[h] = [a if m == b else m for m in new[h]]
                canon = _canon_groups(new)
                if canon != groups:
                    out.add(canon)
    return sorted(out)


def all_arrangements(answer: tuple, marks: tuple, grouping: bool) -> list[tuple]:
    """Every arrangement of the answer's shape over the marks (sorted)."""
    shape = tuple(sorted((len(g) for g in answer), reverse=True)) if grouping else (len(answer),)
    return list(_arrangements(shape, tuple(marks), grouping))


@functools.lru_cache(maxsize=256)
def _arrangements(shape: tuple, marks: tuple, grouping: bool) -> tuple:
    if not grouping:
        return tuple(itertools.combinations(sorted(marks), shape[0]))
    out = set()
    for perm in itertools.permutations(sorted(marks)):
        at, groups = 0, []
        for s in shape:
            groups.append(perm[at:at + s])
            at += s
        out.add(_canon_groups(groups))
    return tuple(sorted(out))


def option_arrangements(answer: tuple, marks: tuple, grouping: bool, k: int, rng) -> list[tuple]:
    """The answer and k - 1 distractors of its shape (module docstring, point 3): all the
    arrangements when the shape has exactly k, else the decoy's other neighbours."""
    everything = all_arrangements(answer, marks, grouping)
    if len(everything) <= k:
        return everything
    near = (lambda a: group_neighbours(a)) if grouping else (lambda a: set_neighbours(a, marks))
    around = near(answer)
    decoy = around[int(rng.integers(len(around)))]
    others = [a for a in near(decoy) if a != answer]
    pick = rng.choice(len(others), size=k - 1, replace=False)
    return [answer] + [others[int(n)] for n in sorted(pick)]


# ---- what a view can be asked ----------------------------------------------------------------

class _SetDraw:
    """Draws the marked sites of a set question: j of the five marks have the property,
    1 <= j <= 4, j drawn uniformly among those the view allows (``feasible`` says whether one
    does), on five blocks, one mark each. ``units``: the view's markable blocks, ``sites``:
    ``badge_sites``. With ``tilt``, blocks with the property are drawn with weight
    exp(tilt * z) and the others with exp(-tilt * z), z a block's badge row standardised over
    the markable blocks, and each badge goes to the lowest place of its block (tilt > 0, for
    blocks with the property; the highest for the others) or the highest (tilt < 0): the
    position balance of ``plan`` reaches answers that sit low or high this way. Without tilt
    every badge is at its block's first place."""

    def __init__(self, view: dict, subtask: str, units: list, sites: dict):
        target = set(view["targets"][subtask])
        self.sites = sites
        self.yes = [b for b in units if b in target]
        self.no = [b for b in units if b not in target]
        rows = np.array([sites[b][1][0][1] for b in units], float)
        z = dict(zip(units, np.clip((rows - rows.mean()) / (rows.std() or 1.0), -3, 3))) if units else {}
        self.z_yes = np.array([z[b] for b in self.yes])
        self.z_no = np.array([z[b] for b in self.no])
        self.js = [j for j in range(1, N_MARKS) if j <= len(self.yes) and N_MARKS - j <= len(self.no)]
        self.feasible = bool(self.js)

    def place(self, b: int, sign: float) -> int:
        """The place of block ``b``'s badge: its lowest (sign > 0), highest (sign < 0), first (0)."""
        if not sign:
            return 0
        rows = [y for _, y in self.sites[b][1]]
        return int(np.argmax(rows) if sign > 0 else np.argmin(rows))

    def __call__(self, rng, tilt: float = 0.0):
        """(marked sites, answer groups of sites)."""
        j = self.js[int(rng.integers(len(self.js)))]

        def pick(pool, z, size, sign):
            w = np.exp(sign * tilt * z) if tilt else None
            chosen = rng.choice(len(pool), size=size, replace=False, p=None if w is None else w / w.sum())
            blocks = sorted(int(pool[int(n)]) for n in chosen)
            return [(b, self.place(b, sign * np.sign(tilt))) for b in blocks]

        yes = pick(self.yes, self.z_yes, j, 1.0)
        return yes + pick(self.no, self.z_no, N_MARKS - j, -1.0), [yes]


NEAR = 3  # a grouping's later parts go on one of the NEAR groups closest to the marks placed so far


class _GroupDraw:
    """Draws the marked sites of a grouping question: a shape drawn uniformly among
    ``GROUP_SHAPES`` the view's groups can fill (``feasible`` says whether one can). Its
    largest part goes on a random group with blocks for it, each further part on a different
    group, drawn among the ``NEAR`` groups with room whose badge places lie closest (in the
    picture) to the marks already placed. A block carries one mark, but for S5 (each group
    one block, ``pairs``) where a part of two puts two marks on one block, a badge and a pixel
    apart. Within a group, the first part's blocks and places are drawn at random; a further
    part's take the places closest to the marks placed (tilt > 0) or their blocks' first places
    (tilt <= 0). Marks that belong together then lie no closer to each other than to the marks
    of the other groups, so nearness in the picture does not give the grouping away; the
    position balance of ``plan`` steers between the two. ``units``: each group's markable
    blocks; ``sites``: ``badge_sites``."""

    def __init__(self, units: list[list[int]], sites: dict, pairs: bool, width: int):
        self.sites, self.pairs = sites, pairs
        apart = BADGE_GAP / marked_scale(width)
        self.groups = [g for g in units if g]
        self.flat = [(b, i) for g in self.groups for b in g for i in range(len(sites[b][1]))]
        at = np.array([sites[b][1][i] for b, i in self.flat], float).reshape(-1, 2)
        self.dist = np.hypot(at[:, None, 0] - at[None, :, 0], at[:, None, 1] - at[None, :, 1])
        self.index = {site: n for n, site in enumerate(self.flat)}
        self.of_block = {b: np.array([self.index[(b, i)] for i in range(len(sites[b][1]))])
                         for g in self.groups for b in g}
        self.members = [np.concatenate([self.of_block[b] for b in g]) for g in self.groups]
        self.two = {g[0]: [(i, j) for i, j in itertools.combinations(range(len(sites[g[0]][1])), 2)
                           if self.dist[self.index[(g[0], i)], self.index[(g[0], j)]] >= apart]
                    for g in self.groups} if pairs else {}
        self.room = [(2 if self.two[g[0]] else 1) if pairs else len(g) for g in self.groups]
        sizes = sorted(self.room, reverse=True)
        self.shapes = [s for s in GROUP_SHAPES
                       if len(s) <= len(sizes) and all(p <= c for p, c in zip(s, sizes))]
        self.feasible = bool(self.shapes)

    def _sites(self, g: int, part: int, placed: np.ndarray, near: bool, rng) -> list:
        """``part`` sites in group ``g`` (``placed``: flat indices of the marks so far): for S5
        one or two places of its block; otherwise ``part`` of its blocks, one place each."""
        group = self.groups[g]
        if self.pairs:
            b = group[0]
            options = ([(i,) for i in range(len(self.sites[b][1]))] if part == 1 else self.two[b])
            if not len(placed):
                pick = options[int(rng.integers(len(options)))]
            elif near:
                reach = [sum(self.dist[self.index[(b, i)], placed].min() for i in o) for o in options]
                pick = options[int(np.argmin(reach))]
            else:
                pick = options[0]
            return [(b, i) for i in pick]
        if not len(placed):
            blocks = [group[int(n)] for n in rng.choice(len(group), size=part, replace=False)]
            return [(b, int(rng.integers(len(self.sites[b][1])))) for b in blocks]
        best = []
        for b in group:
            reach = self.dist[self.of_block[b]][:, placed].min(axis=1)
            i = int(np.argmin(reach)) if near else 0
            best.append((float(reach[i]), b, i))
        return [(b, i) for _, b, i in sorted(best)[:part]]

    def __call__(self, rng, tilt: float = 0.0):
        """(marked sites, answer groups of sites), or None when the parts found no groups."""
        shape = self.shapes[int(rng.integers(len(self.shapes)))]
        for _ in range(64):  # retried when a part ends without a group to go on
            free = list(range(len(self.groups)))
            taken: list = []
            for part in shape:
                fits = [g for g in free if self.room[g] >= part]
                if not fits:
                    break
                placed = np.array([self.index[site] for t in taken for site in t], int)
                if len(placed):
                    near = [float(self.dist[self.members[g]][:, placed].min()) for g in fits]
                    fits = [fits[i] for i in np.lexsort((fits, near))[:NEAR]]
                g = fits[int(rng.integers(len(fits)))]
                free.remove(g)
                taken.append(sorted(self._sites(g, part, placed, tilt > 0, rng)))
            else:
                return sorted(site for t in taken for site in t), taken
        return None


def _units(view: dict, subtask: str, spots: dict) -> list:
    """What a plan draws from: the markable blocks (sets); each group's markable blocks
    (S2-S4: the group's blocks; S5: each block alone, which may carry two marks)."""
    if subtask not in GROUPINGS:
        return sorted(spots)
    if subtask == "S5":
        return [[b] for b in sorted(spots)]
    return [[int(b) for b in g if int(b) in spots] for g in view["targets"][subtask]]


TRIES = 24  # draws of the marked sites for one question (badges clear of each other, position balance)


_TEMPLATES: dict = {}


def _templates(shape: tuple, grouping: bool) -> tuple[list, np.ndarray]:
    """(every arrangement of ``shape`` over the marks 0-4, the weights that make each one's
    place cue of ``balance_rank`` from per-mark rows (sets) or per-pair distances
    (groupings)), made once."""
    key = (shape, grouping)
    if key not in _TEMPLATES:
        marks = tuple(range(N_MARKS))
        if grouping:
            first = tuple(tuple(range(sum(shape[:i]), sum(shape[:i + 1]))) for i in range(len(shape)))
            every = all_arrangements(first, marks, True)
            pairs = list(itertools.combinations(marks, 2))
            weights = np.zeros((len(every), len(pairs)))
            for a, arrangement in enumerate(every):
                inside = [pairs.index(p) for g in arrangement for p in itertools.combinations(g, 2)]
                weights[a, inside] = 1.0 / len(inside)
        else:
            every = all_arrangements(tuple(range(shape[0])), marks, False)
            weights = np.zeros((len(every), N_MARKS))
            for a, arrangement in enumerate(every):
                weights[a, list(arrangement)] = 1.0 / len(arrangement)
        _TEMPLATES[key] = (every, weights)
    return _TEMPLATES[key]


def balance_rank(sites_xy: list, answer: tuple, grouping: bool, rng) -> tuple[int, int]:
    """(the answer's rank among every arrangement of its shape by where it sits in the
    picture, ties in random order; how many arrangements there are): the cue a model could
    read from the badges' places instead of the subtask. Rank 0 is the set whose marks sit
    highest, or the grouping whose groups' marks lie closest together. ``sites_xy``: (x, y)
    of marks 0-4; ``answer`` over those indices."""
    shape = tuple(sorted((len(g) for g in answer), reverse=True)) if grouping else (len(answer),)
    every, weights = _templates(shape, grouping)
    xy = np.asarray(sites_xy, float)
    if grouping:
        cue = -np.array([np.hypot(*(xy[a] - xy[b])) for a, b in itertools.combinations(range(N_MARKS), 2)])
    else:
        cue = -xy[:, 1]
    values = weights @ cue
    mine = values[every.index(answer)]
    above, ties = int((values > mine + 1e-9).sum()), int((np.abs(values - mine) <= 1e-9).sum())
    return above + int(rng.integers(ties)), len(every)


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
    draw = (_GroupDraw(units, sites, subtask == "S5", width) if grouping
            else _SetDraw(view, subtask, units, sites))
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
        shape_answer = (_canon_groups([[index[x] for x in g] for g in answer_sites]) if grouping
                        else _canon_set(index[x] for x in answer_sites[0]))
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
    answer = (_canon_groups([[number[x] for x in g] for g in answer_sites]) if grouping
              else _canon_set(number[x] for x in answer_sites[0]))
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
        return _canon_groups(groups.values())
    if subtask in GROUPINGS:
        where = {int(b): g for g, members in enumerate(targets[subtask]) for b in members}
        groups = {}
        for m, b in marks:
            groups.setdefault(where[b], []).append(m)
        return _canon_groups(groups.values())
    return _canon_set(m for m, b in marks if b in set(targets[subtask]))


def answer_problem(question: dict, targets: dict) -> str | None:
    """Why a marks question's answer is wrong for the view's targets, or None: its correct
    option must be the right arrangement (``truth``), and no other option may be."""
    right = truth(question, targets)
    grouping = question["subtask"] in GROUPINGS

    def arrangement(option):
        return _canon_groups(option["marks"]) if grouping else _canon_set(option["marks"][0])

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
