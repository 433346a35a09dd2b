"""T1 count options: an evenly spaced run through the count, whose shape and values do not
tell which option is the count; 3- and 4-option variants keep that."""

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from scipy import stats

from generators.questions.count_options import STEPS, count_options, scene_run, t1_prior
from generators.questions.mcq import with_k_options

CAPACITY = 64


@settings(max_examples=300, deadline=None)
@given(n=st.integers(1, CAPACITY), seed=st.integers(0, 2**32 - 1), k=st.sampled_from([3, 4, 5]))
def test_options_are_an_ascending_run_through_the_count(n, seed, k):
    rng = np.random.default_rng(seed)
    opts, at = count_options(n, rng, k=k, prior=t1_prior(CAPACITY), upper=CAPACITY)
    assert opts[at] == n and len(opts) == k == len(set(opts)) and opts == sorted(opts)
    if k == 5:
        steps = set(np.diff(opts).tolist())
        assert len(steps) == 1 and steps.pop() in STEPS  # evenly spaced: symmetric about the middle


def runs_in_a_grid(n: int, capacity: int) -> set[tuple[int, ...]]:
    """Every five-option set a scene of ``capacity`` cells allows for the count ``n``, by brute
    force: evenly spaced runs of positive counts (step 1, 2 or 3, docs/questions.md) that
    hold ``n`` and no count above the capacity, since no view can show more blocks."""
    return {run for a in range(1, capacity + 1) for step in (1, 2, 3)
            if (run := tuple(range(a, a + 5 * step, step)))[-1] <= capacity and n in run}


@settings(max_examples=60, deadline=None)
@given(capacity=st.sampled_from([5, 6, 8, 12, 27, 64]), data=st.data())
def test_every_run_the_grid_allows_is_drawn_and_no_other(capacity, data):
    """Without a prior every run through the count is equally likely: over 400 draws each
    allowed run turns up (a run missed by all of them: p < 1e-9) and nothing beyond the grid."""
    n = data.draw(st.integers(1, capacity))
    rng = np.random.default_rng(n * 1000 + capacity)
    drawn = {tuple(count_options(n, rng, upper=capacity)[0]) for _ in range(400)}
    assert drawn == runs_in_a_grid(n, capacity)


def test_count_position_and_shape_do_not_tell_the_count():
    """N drawn from the prior the runs are fitted to: neither the position of N, nor the
    median, mirror or second-from-an-end rules, nor an observer who knows the prior and
    picks the most likely value beat 1 in 5 (the fit is exact to about half a point)."""
    rng = np.random.default_rng(7)
    prior = np.array(t1_prior(CAPACITY))
    trials = 20_000
    positions = np.zeros(5)
    median = second = prior_pick = 0.0
    for _ in range(trials):
        n = int(rng.choice(CAPACITY + 1, p=prior))
        if n == 0:
            n = 1
        opts, at = count_options(n, rng, prior=tuple(prior), upper=CAPACITY)
        positions[at] += 1
        median += at == 2
        second += at in (1, 3)
        p = prior[opts]
        best = np.flatnonzero(p == p.max())
        prior_pick += (at in best) / len(best)
    assert stats.chisquare(positions).pvalue > 0.001, positions
    assert abs(median / trials - 0.2) < 0.012 and abs(second / trials - 0.4) < 0.016
    assert prior_pick / trials < 0.215, prior_pick / trials


def test_without_a_prior_every_run_through_the_count_is_equally_likely():
    rng = np.random.default_rng(3)
    seen = {}
    for _ in range(6000):
        opts, at = count_options(30, rng)
        seen[(opts[0], opts[1] - opts[0])] = seen.get((opts[0], opts[1] - opts[0]), 0) + 1
    assert len(seen) == 5 * len(STEPS)  # N at each of 5 places, for each step
    assert stats.chisquare(list(seen.values())).pvalue > 0.001


def test_small_counts_and_bad_input():
    rng = np.random.default_rng(1)
    for n in range(1, 6):
        opts, at = count_options(n, rng, prior=t1_prior(CAPACITY), upper=CAPACITY)
        assert opts[at] == n and min(opts) >= 1
    with pytest.raises(ValueError):
        count_options(0, rng)
    with pytest.raises(ValueError):
        count_options(5, rng, k=6)


def test_k_variants_of_the_count_question_keep_the_count_and_are_at_chance():
    rng = np.random.default_rng(5)
    prior = np.array(t1_prior(CAPACITY))
    for k in (3, 4):
        median = 0.0
        letters = np.zeros(k)
        for i in range(6000):
            n = max(1, int(rng.choice(CAPACITY + 1, p=prior)))
            opts, at = count_options(n, rng, prior=tuple(prior), upper=CAPACITY)
            q = {"id": f"{i:06d}-00-T1-text_mcq", "scene_id": i, "view_id": 0, "subtask": "T1",
                 "modality": "text_mcq", "object_type": "cube", "options": [str(o) for o in opts],
                 "answer": chr(65 + at), "prompt": ""}
            sub = with_k_options(q, k)
            values = [int(o) for o in sub["options"]]
            assert len(values) == k and values == sorted(values) and set(values) <= set(opts)
            assert values[ord(sub["answer"]) - 65] == n and sub["id"].endswith(f"-k{k}")
            assert f"{chr(64 + k)}. {values[-1]}" in sub["prompt"]
            letters[ord(sub["answer"]) - 65] += 1
            s = sorted(values)
            median += np.mean([n == s[(k - 1) // 2], n == s[k // 2]])
        assert stats.chisquare(letters).pvalue > 0.001, letters
        assert abs(median / 6000 - 1 / k) < 0.025, (k, median / 6000)


@settings(max_examples=200, deadline=None)
@given(mode=st.integers(3, 40), lows=st.lists(st.integers(1, 6), max_size=8), seed=st.integers(0, 2**32 - 1))
def test_a_scene_is_offered_one_run_and_each_view_its_count(mode, lows, seed):
    """Every view of a scene is offered the run drawn for its most common count, or (its count
    not in it) the run through its count that shares the most values with it."""
    counts = {v: mode for v in range(len(lows) + 2)}
    counts.update({100 + n: max(1, mode - d) for n, d in enumerate(lows)})
    runs = scene_run(counts, np.random.default_rng(seed), t1_prior(CAPACITY), CAPACITY)
    shared = runs[0]
    for key, n in counts.items():
        opts = runs[key]
        assert n in opts and opts == sorted(opts) and len(set(opts)) == 5 and 1 <= opts[0]
        assert len(set(np.diff(opts))) == 1 and opts[-1] <= CAPACITY
        if n in shared:
            assert opts == shared
        else:
            step = shared[1] - shared[0]
            overlaps = [len(set(shared) & set(range(n - j * step, n - j * step + 5 * step, step)))
                        for j in range(5) if n - j * step >= 1 and n - j * step + 4 * step <= CAPACITY]
            assert len(set(shared) & set(opts)) == max(overlaps, default=0) or not max(overlaps, default=0)


def test_the_scene_run_puts_the_common_count_anywhere():
    """The shared run is drawn for the most common count alone: its place in the run is spread
    as for one question (other views' counts do not push it up the run)."""
    rng = np.random.default_rng(3)
    prior = np.array(t1_prior(CAPACITY))
    places = np.zeros(5)
    for _ in range(4000):
        n = max(4, int(rng.choice(CAPACITY + 1, p=prior)))
        counts = {**{v: n for v in range(10)}, 10: n - 1, 11: n - 2}
        places[scene_run(counts, rng, tuple(prior), CAPACITY)[0].index(n)] += 1
    assert stats.chisquare(places).pvalue > 0.001, places
