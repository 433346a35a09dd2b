"""T1 count options with the pivot rule (docs/questions.md).

Pivot P = N + d, d uniform over {-3..3}. Options are P and P +- s for two distinct
spreads s from {1..5}: symmetric around P, so "pick the median option" gets P, which is
right only when d = 0 (1 in 7). N must be an option: when it is missing it replaces a
random option on its own side of P, which keeps two options below P and two above.
Options <= 0 are dropped and refilled with the nearest unused positive values N +- k,
k <= 8 (this is the only case where P can stop being the median, for tiny N). The
release gave d = 0 double weight, which let median-picking reach 25% on 5 options.
Options are shown in a random order: sorted, N would sit off-centre in 6 of 7 cases
and "always answer B" would beat chance.
"""

from __future__ import annotations

import numpy as np


def count_options(n: int, rng: np.random.Generator, k: int = 5) -> tuple[list[int], int]:
    """(options in display order, index of the correct one) for a true count ``n`` >= 1."""
    if n < 1:
        raise ValueError(f"count options need a positive count, got {n}")
    if k not in (3, 4, 5):
        raise ValueError(f"k must be 3, 4 or 5, got {k}")
    d = int(rng.integers(-3, 4))
    p = n + d
    spreads = rng.choice(np.arange(1, 6), size=2, replace=False)
    opts = [p] + [p - s for s in spreads] + [p + s for s in spreads]
    if n not in opts:
        side = [o for o in opts if (o < p) == (n < p) and o != p]
        opts[opts.index(side[int(rng.integers(len(side)))])] = n
    opts = [o for o in opts if o > 0]
    step = 1
    while len(opts) < 5 and step <= 8:
        for cand in (n - step, n + step):
            if cand > 0 and cand not in opts and len(opts) < 5:
                opts.append(cand)
        step += 1
    if k < 5:  # keep N and P, drop others at random
        keep = {n, p} if p > 0 else {n}
        rest = [o for o in opts if o not in keep]
        rng.shuffle(rest)
        opts = sorted(keep) + rest[:k - len(keep)]
    opts = [int(o) for o in rng.permutation(sorted(opts))]
    return opts, opts.index(n)
