"""Count options (T1 and CGDJ counts) whose set does not tell which one is the count
(docs/questions.md, "Count options").

The five options are an arithmetic run a, a + s, ..., a + 4s with a step s in STEPS, shown
in ascending order, and the count N is one of them. So the set's shape (evenly spaced,
symmetric about its middle) is the same whichever option is N: median, mirror, gap and rank
rules score 1 in 5. What is left is the values themselves: an observer who knows how counts
are distributed would prefer options near common counts. The run is therefore drawn among
the runs through N with probability proportional to a weight w(a, s) >= 0, fitted once per
prior (non-negative least squares) so that the runs through each count v weigh prior(v)
together; then P(the option v of run R is N | R) = prior(v) w(R) / prior(v) / sum = 1/5 for
each of its options, whatever the prior (as far as the fit is exact; measured in
tests/test_count_options.py). Runs never go below 1 or above ``upper``. The 3- and 4-option
variants keep N and drop others uniformly at random (``mcq.with_k_options``), which keeps
that property.

A scene's views are offered one run (``scene_run``), drawn for its most common count; a view
whose count it lacks gets the run through its count that overlaps it most. Were each view
drawn its own run, the count, offered in every one of them, would be the value offered most
often across the scene (docs/questions.md).

The prior for T1 is the kept-block distribution of the grid (``voxel.counts``) shifted by how
many kept blocks a view misses (VIEW_LOSS, measured) and mixed with 2 % uniform so every
count has weight; without a prior (CGDJ) every run through N is equally likely.
"""

from __future__ import annotations

from functools import lru_cache

import numpy as np

STEPS = (1, 2, 3)
SIZE = 5
UNIFORM_MIX = 0.02
SMOOTH = 1.0  # weight of the smoothness penalty in ``run_weights``
# how many of a scene's kept blocks a view does not determine (T1 = kept - d), d = 0, 1, ...:
# measured over 1,920 views of two 60-scene datasets (64x64 and 512x512, default views)
VIEW_LOSS = (0.64, 0.17, 0.09, 0.05, 0.02, 0.015, 0.007, 0.003, 0.003, 0.002)


@lru_cache(maxsize=64)
def t1_prior(capacity: int, distribution: str = "release") -> tuple:
    """Prior over T1 = 0..capacity: the grid's kept-count distribution, shifted down by
    VIEW_LOSS, with a 2 % uniform floor."""
    from ..voxel.counts import count_probabilities

    kept = count_probabilities(capacity, distribution)
    loss = np.asarray(VIEW_LOSS) / sum(VIEW_LOSS)
    p = np.zeros(capacity + 1)
    for d, w in enumerate(loss):
        p[: capacity + 1 - d] += w * kept[d:]
    p /= p.sum()
    flat = np.zeros(capacity + 1)
    flat[1:] = 1.0 / capacity
    return tuple((1 - UNIFORM_MIX) * p + UNIFORM_MIX * flat)


@lru_cache(maxsize=64)
def run_weights(prior: tuple, upper: int) -> dict:
    """Weight >= 0 of each run (start a, step s) inside [1, upper], fitted (non-negative least
    squares) so that the runs through each count v weigh prior[v] together, with a penalty
    (SMOOTH) on weight changes between neighbouring runs of one step: among the exact fits it
    prefers the one whose runs put N at each position most evenly, count by count."""
    from scipy.optimize import nnls

    p = np.zeros(upper + 1)
    p[: min(len(prior), upper + 1)] = prior[: upper + 1]
    runs = [(a, s) for s in STEPS for a in range(1, upper + 1) if a + (SIZE - 1) * s <= upper]
    if not runs:
        return {}
    col = {r: n for n, r in enumerate(runs)}
    a_mat = np.zeros((upper + 1, len(runs)))
    for (a, s), n in col.items():
        a_mat[[a + j * s for j in range(SIZE)], n] = 1.0
    pairs = [(n, col[(a + 1, s)]) for (a, s), n in col.items() if (a + 1, s) in col]
    d_mat = np.zeros((len(pairs), len(runs)))
    for row, (n, m) in enumerate(pairs):
        d_mat[row, n], d_mat[row, m] = -1.0, 1.0
    fitted, _ = nnls(np.vstack([a_mat, np.sqrt(SMOOTH) * d_mat]), np.r_[p, np.zeros(len(pairs))])
    return dict(zip(runs, fitted))


def _runs(n: int, prior: tuple | None, upper: int | None) -> tuple[list, np.ndarray]:
    """The runs through ``n`` and their weights (``run_weights``; equal without a prior)."""
    top = upper if upper is not None else n + (SIZE - 1) * max(STEPS)
    runs = [(n - j * s, s) for s in STEPS for j in range(SIZE)
            if n - j * s >= 1 and n - j * s + (SIZE - 1) * s <= top]
    if not runs:  # n beyond ``upper``: the run ending at n
        runs = [(max(1, n - SIZE + 1), 1)]
    w = np.ones(len(runs))
    if prior is not None and upper is not None:
        fitted = run_weights(tuple(prior), int(upper))
        w = np.array([fitted.get(r, 0.0) for r in runs])
        if w.sum() <= 0:  # a count the prior gives no runs: any run that fits
            w = np.ones(len(runs))
    return runs, w


def _values(run: tuple) -> list[int]:
    return [int(run[0] + i * run[1]) for i in range(SIZE)]


def count_options(n: int, rng: np.random.Generator, k: int = 5, prior: tuple | None = None,
                  upper: int | None = None) -> tuple[list[int], int]:
    """(options in ascending order, index of ``n``) for a true count ``n`` >= 1; k = 3 or 4
    keeps n and k - 1 of the other four at random."""
    if n < 1:
        raise ValueError(f"count options need a positive count, got {n}")
    if k not in (3, 4, 5):
        raise ValueError(f"k must be 3, 4 or 5, got {k}")
    runs, w = _runs(n, prior, upper)
    options = _values(runs[int(rng.choice(len(runs), p=w / w.sum()))])
    if k < SIZE:
        others = [o for o in options if o != n]
        keep = [others[i] for i in sorted(rng.permutation(len(others))[: k - 1])]
        options = sorted(keep + [n])
    return options, options.index(n)


def scene_run(counts: dict, rng: np.random.Generator, prior: tuple | None = None,
              upper: int | None = None) -> dict:
    """Key (a view) -> the SIZE options, ascending, of each of a scene's count questions: the
    run ``count_options`` draws for the scene's most common count (ties: the smallest), for
    every view whose count it holds. A view whose count it lacks is offered the run through
    its count with the same step that shares the most values with it (its own draw where
    none shares any): then the most common count is not the value offered most often."""
    if not counts:
        return {}
    tally: dict = {}
    for v in counts.values():
        tally[v] = tally.get(v, 0) + 1
    mode = min(tally, key=lambda v: (-tally[v], v))
    if mode < 1:
        raise ValueError(f"count options need a positive count, got {mode}")
    runs, w = _runs(mode, prior, upper)
    shared = runs[int(rng.choice(len(runs), p=w / w.sum()))]
    values = set(_values(shared))
    out = {}
    for key in sorted(counts):
        n = counts[key]
        if n in values:
            out[key] = _values(shared)
            continue
        near = [r for r in _runs(n, None, upper)[0] if r[1] == shared[1]]
        best = max(near, key=lambda r: (len(values & set(_values(r))), -abs(r[0] - shared[0])), default=None)
        if best is None or not values & set(_values(best)):
            out[key] = count_options(n, rng, prior=prior, upper=upper)[0]
        else:
            out[key] = _values(best)
    return out
