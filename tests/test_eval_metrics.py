"""Hierarchy metrics, within-view lift and Benjamini-Hochberg against hand-computed values."""

import numpy as np
import pytest

from generators.evaluation.hierarchy import (
    hierarchy,
    integrity,
    referential_chain,
    summation_choice,
    summation_text,
    violations,
)
from generators.evaluation.lift import within_view_lift
from generators.evaluation.metrics import accuracy_table
from generators.evaluation.stats import bh, wilson

nan = float("nan")
TABLE = {"S6": [1, 0, 1, 1, 0, nan], "S7": [1, 1, 0, 1, 0, 1], "S8": [1, 1, 1, 0, nan, 1]}


def test_violations_and_chain_by_hand():
    # S6 -> S7: views 0-4 testable where S7 right: 0, 1, 3; S6 wrong on view 1
    assert violations(TABLE, "S6", "S7") == (1, 3)
    # S7 -> S8: view 4 has no S8; S8 right on 0, 1, 2, 5; S7 wrong on view 2
    assert violations(TABLE, "S7", "S8") == (1, 4)
    assert referential_chain(TABLE) == pytest.approx(1 - 2 / 7)
    assert integrity(TABLE, "S6", "S7") == pytest.approx(2 / 3)
    assert integrity(TABLE, "S7", "S8") == pytest.approx(3 / 4)


def test_summation_by_hand():
    values = {"T1": ([10, 9, 9, nan], [10, 10, 10, 10]), "S5": ([7, 6, 7, 7], [7, 7, 7, 7]),
              "S9": ([3, 3, 3, 3], [3, 3, 3, 3])}
    # view 0: all right; view 1: T1 off by -1 because S5 is off by -1 (consistent);
    # view 2: T1 off by -1 with S5, S9 right (inconsistent); view 3: T1 unread
    assert summation_text(values) == pytest.approx(2 / 3)
    table = {"T1": [1, 0, 1, 1], "S5": [1, 1, 0, 1], "S9": [1, 1, 1, nan]}
    assert summation_choice(table) == pytest.approx(0.5)


def test_supports_and_rotation_by_hand():
    table = {"S3": [1, 0, 1, 1], "S4": [1, 1, 1, 0], "S5": [1, 1, 0, 1], "S8": [0, 1, 1, 1],
             "S9": [1, 0, 1, 1], "T2a": [1, 0, 0, 0], "T2b": [1, 1, nan, 0]}
    h = hierarchy(table)
    # I(S3->S5) = 2/3 (S5 right on 0, 1, 3), I(S4->S5) = 2/3
    assert h["visible_support"] == pytest.approx(2 / 3)
    # I(S3->S9) = 3/3 (S9 right on 0, 2, 3), I(S8->S9) = 2/3
    assert h["hidden_support"] == pytest.approx((1 + 2 / 3) / 2)
    assert h["mental_rotation_mean"] == pytest.approx((1 / 4 + 2 / 3) / 2)


def test_lift_by_hand_and_its_null():
    parent = np.array([[1, 0], [1, 0], [1, 1]], float)
    child = np.array([[1, 0], [1, 1], [0, 1]], float)
    res = within_view_lift(parent, child, permutations=500)
    # view 2 drops out (the parent does not vary); P=1 -> C = 1, 1; P=0 -> C = 0, 1
    assert res["views"] == 2 and res["pairs"] == 4 and res["lift"] == pytest.approx(0.5)
    # every blocked permutation gives |lift| = 0.5: no evidence at all
    assert res["p_value"] == 1.0
    strong = within_view_lift(np.tile([1.0, 0.0], (10, 1)), np.tile([1.0, 0.0], (10, 1)), 2000, seed=3)
    # |lift| = 1 again only if all ten views are swapped or none: chance 2 / 1024
    assert strong["lift"] == 1.0 and strong["p_value"] < 0.01


def test_lift_null_is_uniform_when_nothing_links_parent_and_child():
    rng = np.random.default_rng(5)
    draw = lambda: rng.integers(0, 2, (40, 4)).astype(float)
    ps = [within_view_lift(draw(), draw(), 200, seed=s)["p_value"] for s in range(60)]
    assert 0.3 < np.mean(ps) < 0.7 and np.mean(np.array(ps) < 0.05) < 0.2


def test_benjamini_hochberg_by_hand():
    got = bh([0.01, 0.04, 0.03, 0.2, nan])
    assert got[:4] == pytest.approx([0.04, 0.16 / 3, 0.16 / 3, 0.2])
    assert np.isnan(got[4])


def test_accuracy_table_chance_adjustment_and_interval():
    rows = [{"modality": "image_mcq", "subtask": "S3", "correct": c, "score": c, "k": 5, "status": "ok"}
            for c in [1.0] * 6 + [0.0] * 4]
    (entry,) = accuracy_table(rows)
    assert entry["accuracy"] == 0.6 and entry["chance"] == pytest.approx(0.2)
    assert entry["chance_adjusted"] == pytest.approx((0.6 - 0.2) / 0.8)
    lo, hi = wilson(6, 10)
    assert (entry["ci_low"], entry["ci_high"]) == (lo, hi) and lo == pytest.approx(0.3127, abs=1e-4)


def test_mistakes_count_each_named_mistake_against_a_uniform_guess():
    """mistakes.csv: an option named "a+b" makes both mistakes; a uniform guess makes a
    mistake as often as the share of options that make it; the chosen count is the questions
    whose picked option makes it (worked by hand)."""
    from generators.evaluation.metrics import mistakes_table

    def row(offered, chosen):
        return {"modality": "image_mcq", "k": 4, "subtask": "S7", "status": "ok", "offered": offered,
                "choice_type": chosen}

    rows = [row(["correct", "top_block", "top_block+no_top_above", "no_top_above"], "top_block"),
            row(["no_top_above", "correct", "indirect_support", "top_block"], "top_block"),
            row(["correct", "top_block", "no_top_above", "indirect_support"], "correct"),
            {"modality": "image_mcq", "k": 4, "subtask": "S7", "status": "unparseable", "offered": ["x"],
             "choice_type": None},
            {"modality": "text", "k": None, "subtask": "S7", "status": "ok", "choice_type": None}]
    got = {m["mistake"]: m for m in mistakes_table(rows)}
    assert set(got) == {"top_block", "no_top_above", "indirect_support"}
    assert got["top_block"]["questions"] == 3 and got["top_block"]["chosen"] == 2
    assert got["top_block"]["guess_expects"] == pytest.approx(2 / 4 + 1 / 4 + 1 / 4)
    assert got["no_top_above"]["chosen"] == 0 and got["no_top_above"]["guess_expects"] == pytest.approx(1.0)
    assert got["top_block"]["preference"] == pytest.approx(2 / 1.0)
    assert 0 < got["top_block"]["p_value"] < 1 and got["no_top_above"]["p_value"] == pytest.approx(1.0)
