"""The kept-block-count distribution (SPEC section 2, "Block count").

The SPEC numbers are written out here independently of ``counts.py``: weight 0 for N < 3,
linear from 0.017 (N=3) to 1.6 (N=11), linear from 0.8 (N=12) to 0.2 (N=30),
0.225 exp(-0.2 (N - 31)) from N = 31 on.
"""

from __future__ import annotations

import math

import numpy as np
import pytest
from scipy import stats

from generators.voxel.counts import count_probabilities, release_weights, sample_count


def spec_weight(n: int) -> float:
    if n < 3:
        return 0.0
    if n <= 11:
        return 0.017 + (1.6 - 0.017) * (n - 3) / (11 - 3)
    if n <= 30:
        return 0.8 + (0.2 - 0.8) * (n - 12) / (30 - 12)
    return 0.225 * math.exp(-0.2 * (n - 31))


SPEC_P64 = np.array([spec_weight(n) for n in range(65)])
SPEC_P64 /= SPEC_P64.sum()


@pytest.mark.parametrize("n, expected", [
    (3, 0.017), (11, 1.6), (12, 0.8), (30, 0.2), (31, 0.225), (40, 0.225 * math.exp(-0.2 * 9)),
    (7, (0.017 + 1.6) / 2), (21, 0.5), (64, 0.225 * math.exp(-0.2 * 33)),
])
def test_release_weights_spec_numbers(n, expected):
    w = release_weights()
    assert len(w) == 65
    assert w[n] == pytest.approx(expected, rel=1e-12)


def test_release_weights_zero_below_three_and_match_spec_everywhere():
    w = release_weights()
    assert (w[:3] == 0).all()
    assert (w[3:] > 0).all()
    np.testing.assert_allclose(w, [spec_weight(n) for n in range(65)], rtol=1e-12, atol=0)


@pytest.mark.parametrize("capacity", [1, 2, 3, 8, 27, 36, 48, 64, 100, 125, 216, 512])
@pytest.mark.parametrize("kind", ["release", "uniform"])
def test_count_probabilities_is_a_distribution(capacity, kind):
    p = count_probabilities(capacity, kind)
    assert p.shape == (capacity + 1,)
    assert (p >= 0).all()
    assert p.sum() == pytest.approx(1.0, abs=1e-12)
    assert p[0] == 0  # a scene always keeps at least one block
    if kind == "uniform":
        np.testing.assert_allclose(p[1:], 1.0 / capacity)


def test_count_probabilities_on_reference_grid_is_the_release():
    np.testing.assert_allclose(count_probabilities(64), SPEC_P64, rtol=1e-12, atol=1e-15)


@pytest.mark.parametrize("capacity", [27, 48, 125, 216])
def test_count_probabilities_stretch_with_capacity(capacity):
    """Other grid sizes keep the release's shape, stretched: the mean scales with capacity."""
    n = np.arange(capacity + 1)
    mean = (n * count_probabilities(capacity)).sum()
    mean64 = (np.arange(65) * SPEC_P64).sum()
    assert mean == pytest.approx(mean64 * capacity / 64, rel=0.05)


@pytest.mark.parametrize("capacity", [100, 125, 216, 512])
def test_stretched_distribution_gives_every_count_in_range_a_weight(capacity):
    """A grid larger than 4x4x4 draws every count of the stretched range, with the SPEC weight
    read at n * 64 / C (linear between whole N): no count in the range is left at zero, as
    summing the weights onto round(N * C / 64) would leave every other one."""
    p = count_probabilities(capacity)
    x = np.arange(1, capacity + 1) * 64 / capacity
    lo = np.floor(x).astype(int)
    hi = np.minimum(lo + 1, 64)
    t = x - lo
    expected = np.array([(1 - f) * spec_weight(a) + f * spec_weight(b) for a, b, f in zip(lo, hi, t)])
    np.testing.assert_allclose(p[1:], expected / expected.sum(), rtol=1e-9, atol=1e-15)
    start = int(np.ceil(2 * capacity / 64)) + 1  # first n with n * 64 / C > 2
    assert (p[start:] > 0).all()


def test_count_probabilities_rejects_bad_input():
    with pytest.raises(ValueError):
        count_probabilities(0)
    with pytest.raises(ValueError):
        count_probabilities(64, "gaussian")


def chisquare_p(samples: np.ndarray, probs: np.ndarray) -> float:
    """Chi-square goodness of fit of integer samples to ``probs``, pooling bins with expected < 5."""
    observed = np.bincount(samples, minlength=len(probs)).astype(float)
    assert len(observed) == len(probs), "a sample fell outside the support"
    expected = probs * len(samples)
    big = expected >= 5
    obs = np.r_[observed[big], observed[~big].sum()]
    exp = np.r_[expected[big], expected[~big].sum()]
    if exp[-1] == 0:  # nothing to pool; an observation there would be impossible anyway
        assert obs[-1] == 0
        obs, exp = obs[:-1], exp[:-1]
    return float(stats.chisquare(obs, exp).pvalue)


N_DRAWS = 20_000


@pytest.fixture(scope="module")
def release_draws() -> np.ndarray:
    rng = np.random.default_rng(20240611)
    return np.array([sample_count(rng, 64) for _ in range(N_DRAWS)])


def test_sample_count_matches_release_distribution(release_draws):
    assert release_draws.min() >= 3 and release_draws.max() <= 64
    assert chisquare_p(release_draws, SPEC_P64) > 1e-3


def test_chisquare_has_power_against_uniform():
    rng = np.random.default_rng(7)
    uniform = rng.integers(1, 65, size=N_DRAWS)
    assert chisquare_p(uniform, SPEC_P64) < 1e-3


def test_chisquare_has_power_against_a_close_miss(release_draws):
    """A subtle error (the counts shifted up by one) is caught too."""
    shifted = np.minimum(release_draws + 1, 64)
    assert chisquare_p(shifted, SPEC_P64) < 1e-3


def test_sample_count_uniform_option():
    rng = np.random.default_rng(3)
    draws = np.array([sample_count(rng, 27, "uniform") for _ in range(5000)])
    assert draws.min() >= 1 and draws.max() <= 27
    assert chisquare_p(draws, np.r_[0.0, np.full(27, 1 / 27)]) > 1e-3


def test_generated_scenes_follow_the_release_distribution():
    """Kept block counts of real sampled scenes (sampling, gravity, pruning, retries), not just
    the target draws, match the release weights."""
    from generators.dataset.pipeline import Generator
    from tests.conftest import small_config

    gen = Generator(small_config("unused", max_attempts=150))
    counts = np.array([gen.sample(i).n_blocks for i in range(400)])
    p = chisquare_p(counts, count_probabilities(64, "release"))
    assert p > 0.001, p
