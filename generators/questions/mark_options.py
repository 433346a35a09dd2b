"""The options of a marks question (``questions/marks.py``): the arrangements of five marks
of the answer's shape, their one-swap neighbours, and where an answer ranks among them by the
badges' places.

Invariant: every function here treats the answer like any other arrangement of its shape.
``option_arrangements`` draws a hidden decoy one swap from the answer and the distractors
among the decoy's other neighbours; every arrangement of one shape has as many neighbours as
any other, so given the decoy the answer is uniform among the options (docs/questions.md,
"Marks"). ``balance_rank`` is the cue a model could read from where the badges sit, which
``marks.plan`` balances.
"""

from __future__ import annotations

import functools
import itertools

import numpy as np

N_MARKS = 5
GROUP_SHAPES = ((4, 1), (3, 2), (3, 1, 1), (2, 2, 1), (2, 1, 1, 1))  # 5 marks, two groups or more


def canon_set(marks) -> tuple:
    return tuple(sorted(marks))


def canon_groups(groups) -> tuple:
    return tuple(sorted(tuple(sorted(g)) for g in groups))


def set_neighbours(answer: tuple, marks: tuple) -> list[tuple]:
    """Sets one swap from ``answer``: one of its marks exchanged for one outside it."""
    inside, outside = set(answer), [m for m in marks if m not in answer]
    return sorted({canon_set((inside - {a}) | {b}) for a in answer for b in outside})


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
                canon = canon_groups(new)
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
        out.add(canon_groups(groups))
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
