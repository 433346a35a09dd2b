"""How many blocks a scene keeps after pruning: the release's distribution (docs/labels.md).

On 4x4x4 the weight of N is 0 below 3, rises linearly from 0.017 (N=3) to 1.6 (N=11),
falls linearly from 0.8 (N=12) to 0.2 (N=30) and decays as 0.225 exp(-0.2 (N-31)) from
31 on. Other grid sizes scale N with capacity, so the shape of the distribution is the
release's, squeezed or stretched: a smaller grid (C < 64) gives n the weights summed over the
N whose round(N * C / 64) is n (at least 1); a larger one gives n the weight at N = n * 64 / C,
interpolated linearly between whole N, so every count of the stretched range can be drawn
(summing there would leave every other count without weight).
"""

from __future__ import annotations

import numpy as np

REFERENCE_CAPACITY = 64


def release_weights() -> np.ndarray:
    """Unnormalised weights for N = 0..64 on the 4x4x4 grid."""
    w = np.zeros(REFERENCE_CAPACITY + 1)
    n = np.arange(REFERENCE_CAPACITY + 1)
    rise = (n >= 3) & (n <= 11)
    w[rise] = 0.017 + (n[rise] - 3) * (1.6 - 0.017) / 8
    fall = (n >= 12) & (n <= 30)
    w[fall] = 0.8 + (n[fall] - 12) * (0.2 - 0.8) / 18
    tail = n >= 31
    w[tail] = 0.225 * np.exp(-0.2 * (n[tail] - 31))
    return w


def _release(capacity: int) -> np.ndarray:
    p = np.zeros(capacity + 1)
    w = release_weights()
    if capacity > REFERENCE_CAPACITY:
        n = np.arange(1, capacity + 1)
        p[1:] = np.interp(n * REFERENCE_CAPACITY / capacity, np.arange(len(w)), w)
        return p
    target = np.maximum(1, np.rint(np.arange(len(w)) * capacity / REFERENCE_CAPACITY)).astype(int)
    np.add.at(p, np.minimum(target, capacity), w)
    return p


def _uniform(capacity: int) -> np.ndarray:
    p = np.zeros(capacity + 1)
    p[1:] = 1.0
    return p


# ``count_distribution=`` names: unnormalised weights of n = 0..capacity for a grid capacity
COUNT_DISTRIBUTIONS = {"release": _release, "uniform": _uniform}


def count_probabilities(capacity: int, kind: str = "release") -> np.ndarray:
    """Probability of each kept count n = 0..capacity."""
    if capacity < 1:
        raise ValueError(f"grid capacity must be at least 1, got {capacity}")
    if kind not in COUNT_DISTRIBUTIONS:
        raise ValueError(f"unknown count distribution {kind!r}; choose {' or '.join(COUNT_DISTRIBUTIONS)}")
    p = COUNT_DISTRIBUTIONS[kind](capacity)
    return p / p.sum()


def sample_count(rng: np.random.Generator, capacity: int, kind: str = "release") -> int:
    p = count_probabilities(capacity, kind)
    return int(rng.choice(len(p), p=p))
