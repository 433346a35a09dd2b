"""The statistics of the evaluation, each from ``scipy.stats`` (docs/evaluation.md).

Every helper returns NaN where its test is undefined (no rows, a constant vector) instead
of raising, because a table cell of a responder that never reached a condition is
undefined, not an error. The normal quantile of the intervals is the release's 1.96.
"""

from __future__ import annotations

import math
import warnings

import numpy as np
from scipy import stats
from scipy.special import ndtr

Z95 = 1.96
# the confidence level whose two-sided normal quantile is Z95 (scipy takes a level)
LEVEL95 = float(2 * ndtr(Z95) - 1)
NAN = float("nan")


def wilson(k: int, n: int) -> tuple[float, float]:
    """Wilson score interval of k successes in n trials (z = 1.96); NaN for n = 0."""
    if n <= 0:
        return NAN, NAN
    ci = stats.binomtest(int(k), int(n)).proportion_ci(confidence_level=LEVEL95, method="wilson")
    return max(0.0, float(ci.low)), min(1.0, float(ci.high))


def binom_se(p: float, n: int) -> float:
    """Standard error of a proportion p over n trials."""
    if n <= 0 or p != p:
        return NAN
    return math.sqrt(p * (1 - p) / n)


def p_greater(k: int, n: int, p: float) -> float:
    """One-sided exact binomial test that the rate of k in n exceeds p."""
    if n <= 0:
        return NAN
    return float(stats.binomtest(int(k), int(n), p, alternative="greater").pvalue)


def mcnemar_exact(a_wrong_b_right: int, a_right_b_wrong: int) -> float:
    """Exact two-sided McNemar test: a binomial test of the discordant pairs at 1/2
    (1.0 when no pair is discordant)."""
    n = a_wrong_b_right + a_right_b_wrong
    if n == 0:
        return 1.0
    return float(stats.binomtest(a_wrong_b_right, n, 0.5, alternative="two-sided").pvalue)


def chi2_2x2(met_right: int, met_n: int, unmet_right: int, unmet_n: int) -> float:
    """p of a chi-square test (no continuity correction) of child right/wrong by parent
    met/unmet; NaN when a margin is empty."""
    if met_n == 0 or unmet_n == 0:
        return NAN
    table = [[met_right, met_n - met_right], [unmet_right, unmet_n - unmet_right]]
    try:
        return float(stats.chi2_contingency(table, correction=False)[1])
    except ValueError:  # a zero expected count: the test is undefined
        return NAN


def bh(p_values) -> np.ndarray:
    """Benjamini-Hochberg adjusted p-values (``scipy.stats.false_discovery_control``)
    over the finite entries; NaN stays NaN."""
    p = np.asarray(p_values, dtype=float)
    out = np.full(p.shape, np.nan)
    ok = np.isfinite(p)
    if ok.any():
        out[ok] = stats.false_discovery_control(p[ok], method="bh")
    return out


def pearson(x, y) -> tuple[float, float]:
    """(r, p) over the pairs where both are finite; NaN with fewer than 3 pairs or a
    constant side."""
    x, y = np.asarray(x, dtype=float), np.asarray(y, dtype=float)
    keep = np.isfinite(x) & np.isfinite(y)
    x, y = x[keep], y[keep]
    if len(x) < 3 or np.unique(x).size < 2 or np.unique(y).size < 2:
        return NAN, NAN
    res = stats.pearsonr(x, y)
    return float(res.statistic), float(res.pvalue)


def welch_p(a, b) -> float:
    """Two-sided Welch t-test p of two samples (NaN, silently, when both are constant)."""
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", RuntimeWarning)
        return float(stats.ttest_ind(a, b, equal_var=False, nan_policy="omit").pvalue)


def one_sample_t(x) -> tuple[float, float]:
    """(t, p) of a two-sided one-sample t-test against 0 (NaN for constant samples)."""
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", RuntimeWarning)
        res = stats.ttest_1samp(np.asarray(x, dtype=float), 0.0)
    return float(res.statistic), float(res.pvalue)


def mean_finite(values) -> float:
    """Mean of the finite values; NaN when there are none."""
    arr = np.asarray(list(values), dtype=float)
    arr = arr[np.isfinite(arr)]
    return float(arr.mean()) if arr.size else NAN
