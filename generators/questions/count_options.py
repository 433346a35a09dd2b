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


def strata(counts: dict, rng: np.random.Generator) -> dict:
    """Key -> u in [0, 1) for ``count_options``: the keys with the same count share [0, 1)
    in equal strata, one u uniform in each, strata in random order. Each u is uniform, so
    each question's options are drawn exactly as with ``rng``; together, the views of a scene
    that ask about the same count put it at each position about equally often, instead of
    by chance (docs/questions.md, "Count options")."""
    by_count: dict = {}
    for key in sorted(counts):
        by_count.setdefault(counts[key], []).append(key)
    out = {}
    for _, keys in sorted(by_count.items()):
        order = rng.permutation(len(keys))
        jitter = rng.random(len(keys))
        for key, slot, x in zip(keys, order, jitter):
            out[key] = float((slot + x) / len(keys))
    return out


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


def count_options(n: int, rng: np.random.Generator, k: int = 5, prior: tuple | None = None,
                  upper: int | None = None, u: float | None = None) -> tuple[list[int], int]:
    """(options in ascending order, index of ``n``) for a true count ``n`` >= 1; k = 3 or 4
    keeps n and k - 1 of the other four at random. ``u`` in [0, 1) picks the run by inverse
    distribution function (runs ordered by n's position in them) instead of a draw from
    ``rng``; ``strata`` gives a scene's views such numbers."""
    if n < 1:
        raise ValueError(f"count options need a positive count, got {n}")
    if k not in (3, 4, 5):
        raise ValueError(f"k must be 3, 4 or 5, got {k}")
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
    if u is None:
        start, step = runs[int(rng.choice(len(runs), p=w / w.sum()))]
    else:  # runs in order of n's position in them, so strata of u are strata of that position
        order = sorted(range(len(runs)), key=lambda i: ((n - runs[i][0]) // runs[i][1], runs[i][1]))
        cdf = np.cumsum(w[order]) / w.sum()
        start, step = runs[order[min(int(np.searchsorted(cdf, u, side="right")), len(order) - 1)]]
    options = [int(start + i * step) for i in range(SIZE)]
    if k < SIZE:
        others = [o for o in options if o != n]
        keep = [others[i] for i in sorted(rng.permutation(len(others))[: k - 1])]
        options = sorted(keep + [n])
    return options, options.index(n)
