"""Hand-made scoring cases for PhysTool Task I/II metrics and the eval command."""

import json

import pytest

from generators.phystool.metrics import (
    exact_match,
    match,
    normalise,
    pairwise_order,
    parse_steps,
    score_query,
    set_f1,
    success_at,
)

# targets a, b share step 1 (interchangeable); c is step 2; d is step 3
T = {"a": 1, "b": 1, "c": 2, "d": 3}


def test_exact_match_allows_free_order_inside_a_step():
    assert exact_match([["a"], ["b"], ["c"], ["d"]], T)
    assert exact_match([["b"], ["a"], ["c"], ["d"]], T)
    assert exact_match([["a", "b"], ["c"], ["d"]], T)
    assert exact_match([["b", "a"], ["c"], ["d"]], T)


def test_exact_match_needs_order_across_steps_and_the_same_set():
    assert not exact_match([["a"], ["c"], ["b"], ["d"]], T)  # b (step 1) after c (step 2)
    assert not exact_match([["a", "b", "c"], ["d"]], T)  # c predicted together with step-1 tools
    assert not exact_match([["a"], ["b"], ["c"]], T)  # d missing
    assert not exact_match([["a"], ["b"], ["c"], ["d"], ["x"]], T)  # an extra tool


def test_duplicates_count_once_at_their_first_position():
    assert exact_match([["a"], ["a"], ["b"], ["c"], ["c"], ["d"]], T)
    assert not exact_match([["c"], ["a"], ["b"], ["c"], ["d"]], T)  # first mention of c is too early
    assert set_f1(["a", "a", "b"], {"a", "b"}) == {"precision": 1.0, "recall": 1.0, "f1": 1.0}


def test_empty_prediction():
    assert not exact_match([], T)
    assert set_f1([], {"a"})["f1"] == 0.0
    assert pairwise_order([], T) is None
    assert not success_at([], T, 1)


def test_all_tools_in_one_true_step():
    one = {"a": 1, "b": 1, "c": 1}
    assert exact_match([["c"], ["a"], ["b"]], one)
    assert exact_match([["b", "c", "a"]], one)
    assert pairwise_order([["c"], ["a"], ["b"]], one) is None  # no ordered pair to judge
    assert success_at([["c", "b"], ["a"]], one, 1)
    assert not success_at([["c", "x"], ["a", "b"]], one, 1)


def test_success_at_k():
    pred = [["b", "a"], ["c"], ["x"], ["d"]]
    assert success_at(pred, T, 1) and success_at(pred, T, 2)
    assert not success_at(pred, T, 3)  # x comes before d
    assert not exact_match(pred, T)
    assert success_at([["a", "b"], ["c"], ["d"], ["x"]], T, 3)  # extras after the last step pass
    assert not success_at([["a"], ["x"], ["b"], ["c"], ["d"]], T, 1)  # x inside step 1's span
    assert not success_at([["a"], ["c"]], T, 1)  # b missing


def test_pairwise_order_accuracy():
    # ordered pairs: (a,c) (a,d) (b,c) (b,d) (c,d)
    assert pairwise_order([["a"], ["b"], ["c"], ["d"]], T) == 1.0
    assert pairwise_order([["d"], ["c"], ["b"], ["a"]], T) == 0.0
    assert pairwise_order([["c"], ["a"], ["b"], ["d"]], T) == pytest.approx(3 / 5)  # (a,c) (b,c) wrong
    assert pairwise_order([["a", "c"], ["d"]], T) == pytest.approx(2 / 3)  # (a,c) same step: wrong
    assert pairwise_order([["a"], ["x"]], T) is None  # only one target predicted


def test_normalisation_plurals_and_punctuation():
    assert normalise("Needle-Nose Pliers") == normalise("needle nose plier")
    assert normalise('1/2" Drive Ratchet') == normalise("1/2-in drive ratchet")
    assert normalise("Plumber's Tape") == normalise("plumbers tape")
    assert normalise("safety glasses") == "safety glass"
    assert normalise("2.5 mm wire brushes") == "2.5 mm wire brush"
    assert normalise("Phillips screwdrivers") == normalise("Phillips screwdriver")
    assert normalise("brass") == "brass" and normalise("hydraulic press") == "hydraulic press"


VISIBLE = [
    {"name": "10 mm combination wrench", "synonyms": ["10 mm combination spanner"],
     "base_name": "combination wrench", "base_synonyms": ["combination spanner"]},
    {"name": "8-in adjustable wrench", "synonyms": ["8-in crescent wrench"], "base_name": "adjustable wrench",
     "base_synonyms": ["crescent wrench"]},
    {"name": "12-in hacksaw", "synonyms": [], "base_name": "hacksaw", "base_synonyms": []},
]


def test_matching_by_name_synonym_and_unique_base():
    from generators.phystool.metrics import aliases

    table = aliases(VISIBLE)
    assert match(["10 mm Combination Spanner", "crescent wrenches", "hacksaw", "hammer"], table) == \
        [0, 1, 2, "hammer"]
    two = aliases(VISIBLE + [{"name": "14-in hacksaw", "synonyms": [], "base_name": "hacksaw",
                              "base_synonyms": []}])
    assert match(["hacksaw"], two) == ["hacksaw"]  # ambiguous base names match nothing


def test_raw_text_parser():
    assert parse_steps("1. stud finder\n2. drill, drill bit\n3. screwdriver") == \
        [["stud finder"], ["drill", "drill bit"], ["screwdriver"]]
    assert parse_steps("hammer -> saw and plane; glue") == [["hammer"], ["saw", "plane"], ["glue"]]
    assert parse_steps(["a", ["b", "c"]]) == [["a"], ["b", "c"]]


RECORD = {"target_tools": ["10 mm combination wrench", "12-in hacksaw"], "target_steps": [1, 2],
          "visible_tools": [{"name": "10 mm combination wrench", "role": "target"},
                            {"name": "8-in adjustable wrench", "role": "distractor",
                             "distractor_kind": "functional"},
                            {"name": "12-in hacksaw", "role": "target"}]}


def test_score_query_error_categories():
    s = score_query(RECORD, VISIBLE, ["combination wrench", "hacksaw", "mallet"],
                    [["adjustable wrench"], ["tape measure"]])
    assert s["task1_precision"] == pytest.approx(2 / 3) and s["task1_recall"] == pytest.approx(2 / 3)
    assert s["em"] == 0.0 and s["task2_f1"] == 0.0
    assert s["errors"] == {"omission": 2, "hallucination": 1, "functional_confusion": 1,
                           "visual_confusion": 0, "filler_pick": 0, "order": 0}
    s = score_query(RECORD, VISIBLE, [], [["hacksaw"], ["combination wrench"]])
    assert s["errors"]["order"] == 1 and s["task2_f1"] == 1.0 and s["em"] == 0.0
    s = score_query(RECORD, VISIBLE, None, "1. 10 mm combination wrench\n2. 12-in hacksaw")
    assert s["em"] == 1.0 and s["sr@1"] == 1.0 and s["pairwise_order"] == 1.0


def test_eval_command_end_to_end(tmp_path, capsys):
    from generators.phystool.evaluate import eval_command, oracle_predictions
    from generators.phystool.library import load
    from generators.phystool.queries import sample_query
    from generators.phystool.tasks import load as load_tasks

    lib = load()
    records = [sample_query(lib, load_tasks(lib=lib), 3, i) for i in range(30)]
    ds = tmp_path / "ds"
    ds.mkdir()
    (ds / "manifest.json").write_text(json.dumps({"kind": "phystool", "records": "queries.jsonl"}))
    (ds / "queries.jsonl").write_text("\n".join(json.dumps(r) for r in records) + "\n")
    preds = oracle_predictions(records)
    preds[0]["task2"] = []  # one empty prediction
    del preds[1]  # one missing
    (tmp_path / "p.jsonl").write_text("\n".join(json.dumps(p) for p in preds) + "\n")
    assert eval_command(str(ds), str(tmp_path / "p.jsonl"), str(tmp_path / "out")) == 0
    report = json.loads((tmp_path / "out" / "phystool_eval.json").read_text())
    assert report["overall"]["em"] == pytest.approx(28 / 30, abs=1e-4)
    assert report["missing_predictions"] == 1
    assert sum(v["n"] for v in report["by_targets"].values()) == 30
    assert set(report["by_visible"]) == {"5-8", "9-12", "13-21"}
    assert (tmp_path / "out" / "phystool_eval.csv").read_text().count("\n") == 31
    (tmp_path / "bad.jsonl").write_text("{not json\n")
    assert eval_command(str(ds), str(tmp_path / "bad.jsonl"), str(tmp_path / "out")) == 2
    assert "bad.jsonl:1: not valid JSON" in capsys.readouterr().err
