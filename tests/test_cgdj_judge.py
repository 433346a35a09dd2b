"""Judge templates, reply parsing, the resumable runner, tables and agreement, checked
against numbers worked out by hand."""

import json
import math

import numpy as np
import pytest

from generators.cgdj.aggregate import (
    agreement,
    duration_bucket,
    load_scores,
    mean_abs_diff,
    pearson,
    score_table,
    to_markdown,
    verdict_table,
)
from generators.cgdj.judge import (
    load_judge,
    parse_scores,
    parse_verdict,
    run_judge,
    scores_prompt,
    verdict_prompt,
)
from generators.cgdj.video_io import save_png


@pytest.mark.parametrize("text, expected", [
    ("The video shows 7 blocks.\nVerdict: Correct", "Correct"),
    ("Verdict: Incorrect", "Incorrect"),
    ("**Verdict:** incorrect.", "Incorrect"),
    ("It says the answer is correct... wait, no. Verdict: Incorrect", "Incorrect"),
    ("I first thought Incorrect but on reflection the answer is correct", "Correct"),
    ("The generated answer is not correct.", "Incorrect"),
    ("Wrong option chosen.", "Incorrect"),
    ("CORRECT", "Correct"),
    ("The model shows a cat.", None),
    ("", None),
    ("incorrectly drawn but Verdict: Correct", "Correct"),
])
def test_parse_verdict(text, expected):
    assert parse_verdict(text) == expected


def test_parse_scores():
    text = ("The blocks fall but one vanishes.\nsemantic_alignment: 0.8\n"
            "Reference consistency: 0.55\nphysical validity - 0.3")
    assert parse_scores(text) == {"semantic_alignment": 0.8, "reference_consistency": 0.55,
                                  "physical_validity": 0.3}
    assert parse_scores('{"semantic_alignment": 1, "reference_consistency": "70%", '
                        '"physical_validity": "3/4"}') == {
        "semantic_alignment": 1.0, "reference_consistency": 0.7, "physical_validity": 0.75}
    # later lines win; out-of-range and missing values are None, never guessed
    assert parse_scores("semantic: 0.2\nsemantic: 0.9\nreference: 8\n") == {
        "semantic_alignment": 0.9, "reference_consistency": None, "physical_validity": None}
    assert parse_scores("physical: -0.3")["physical_validity"] is None
    assert parse_scores("Semantic Alignment: 9/10, Reference-Consistency: .5, Physical: 100%") == {
        "semantic_alignment": 0.9, "reference_consistency": 0.5, "physical_validity": 1.0}


def test_templates_carry_the_item():
    item = {"question": "How many blocks rest on the floor?", "options": [7, 9], "answer": "B",
            "description": "Nine cubes fall."}
    p = verdict_prompt(item, "it says nine")
    assert "How many blocks rest on the floor?" in p and "A. 7\nB. 9" in p and "Correct answer: B" in p
    assert "it says nine" in p and p.rstrip().endswith('"Verdict: Correct" or "Verdict: Incorrect".')
    s = scores_prompt(item, 8, 6)
    assert "first 8 attached" in s and "last 6 attached" in s and "Nine cubes fall." in s
    assert all(name in s for name in ("semantic_alignment:", "reference_consistency:", "physical_validity:"))


VERDICTS = [  # category, duration_s, verdict
    ("A", 60, "Correct"), ("A", 300, "Incorrect"), ("B", 60, "Correct"), ("B", 1000, None),
    ("B", 100, "Correct")]


def test_verdict_tables_by_hand():
    recs = [{"id": str(n), "category": c, "duration_s": d, "verdict": v}
            for n, (c, d, v) in enumerate(VERDICTS)]
    rows = {r["category"]: r for r in verdict_table(recs, "category")}
    assert (rows["A"]["n"], rows["A"]["correct"], rows["A"]["accuracy"]) == (2, 1, 50.0)
    assert (rows["B"]["n"], rows["B"]["correct"], rows["B"]["unparsed"]) == (3, 2, 1)
    assert rows["B"]["accuracy"] == pytest.approx(200 / 3)
    assert rows["ALL"]["accuracy"] == 60.0 and list(rows) == ["A", "B", "ALL"]
    dur = {r["duration"]: r["accuracy"] for r in verdict_table(recs, "duration")}
    assert dur == {"long": 0.0, "medium": 0.0, "short": 100.0, "ALL": 60.0}
    assert "| A | 2 | 1 | 0 | 50.0 |" in to_markdown(verdict_table(recs, "category"))


def test_score_tables_by_hand():
    recs = [
        {"id": "1", "category": "N", "sub_domain": "mechanics",
         "scores": {"semantic_alignment": 0.9, "reference_consistency": 0.6, "physical_validity": 0.3}},
        {"id": "2", "category": "N", "sub_domain": "fields",
         "scores": {"semantic_alignment": 0.5, "reference_consistency": 0.5, "physical_validity": None}},
        {"id": "3", "category": "S", "sub_domain": "traffic",
         "scores": {"semantic_alignment": 1.0, "reference_consistency": 0.8, "physical_validity": 0.6}},
    ]
    rows = {r["category"]: r for r in score_table(recs, "category")}
    assert rows["N"]["semantic_alignment"] == pytest.approx(70.0)
    assert rows["N"]["reference_consistency"] == pytest.approx(55.0)
    assert rows["N"]["physical_validity"] == pytest.approx(15.0)  # (0.3 + 0) / 2: unparsed is 0
    assert rows["N"]["score"] == pytest.approx(46.6666667)  # (0.6 + 1/3) / 2
    assert rows["N"]["unparsed"] == 1 and rows["S"]["score"] == pytest.approx(80.0)
    assert rows["ALL"]["semantic_alignment"] == pytest.approx(80.0)
    assert rows["ALL"]["reference_consistency"] == pytest.approx(63.3333333)
    assert rows["ALL"]["physical_validity"] == pytest.approx(30.0)
    assert rows["ALL"]["score"] == pytest.approx(57.7777778)  # (0.6 + 1/3 + 0.8) / 3
    subs = [r["sub_domain"] for r in score_table(recs, "sub_domain")]
    assert subs == ["fields", "mechanics", "traffic", "ALL"]


def test_pearson_and_mad_by_hand():
    judge = [0.9, 0.5, 0.2, 0.8]
    human = [1.0, 0.4, 0.3, 0.6]
    # means 0.6 and 0.575; sum of products 0.26; sums of squares 0.30 and 0.2875
    assert pearson(judge, human) == pytest.approx(0.26 / math.sqrt(0.30 * 0.2875))
    assert pearson(judge, human) == pytest.approx(0.885307, abs=1e-6)
    assert mean_abs_diff(judge, human) == pytest.approx(0.125)  # (0.1 + 0.1 + 0.1 + 0.2) / 4
    assert pearson([1, 2, 3], [2, 4, 6]) == pytest.approx(1.0)
    assert pearson([1, 2, 3], [3, 2, 1]) == pytest.approx(-1.0)
    assert math.isnan(pearson([1, 1, 1], [1, 2, 3]))
    with pytest.raises(ValueError, match="at least 2"):
        pearson([1.0], [1.0])


def test_agreement_from_two_files(tmp_path):
    judged = tmp_path / "judged.jsonl"
    with open(judged, "w") as fh:
        for i, (sa, rc, pv) in enumerate([(0.9, 0.9, 0.9), (0.6, 0.3, 0.6), (0.3, 0.0, 0.3), (1, 1, 0.4)]):
            fh.write(json.dumps({"id": f"q{i}", "scores": {"semantic_alignment": sa,
                                                           "reference_consistency": rc,
                                                           "physical_validity": pv}}) + "\n")
    human = tmp_path / "human.csv"
    human.write_text("id,score\nq0,1.0\nq1,0.4\nq2,0.3\nq3,0.6\nq9,0.5\n")
    a = agreement(load_scores(str(judged), "score"), load_scores(str(human), "score"))
    # judge means per item: 0.9, 0.5, 0.2, 0.8 -> the hand-worked case above
    assert a["n"] == 4 and a["only_human"] == 1 and a["only_judge"] == 0
    assert a["pearson_r"] == pytest.approx(0.885307, abs=1e-6) and a["mad"] == pytest.approx(0.125)
    with pytest.raises(ValueError, match="no row has 'physical'"):
        load_scores(str(human), "physical")


def test_duration_buckets():
    assert [duration_bucket(s) for s in (0, 119.9, 120, 899, 900, None)] == [
        "short", "short", "medium", "medium", "long", "unknown"]


def _items(tmp_path):
    img = str(tmp_path / "frame.png")
    save_png(img, np.zeros((8, 8, 3), np.uint8))
    items = [{"id": f"p{i}", "kind": "perception", "question": "How many?", "options": [1, 2],
              "answer": "B", "category": "collapse", "duration_s": 3.0} for i in range(3)]
    items.append({"id": "g0", "kind": "prediction", "description": "cubes fall", "golden": img,
                  "category": "natural", "sub_domain": "mechanics", "duration_s": 2.0})
    preds = {i["id"]: {"output": img} for i in items}
    return items, preds


def test_runner_resumes_and_survives_a_torn_line(tmp_path):
    items, preds = _items(tmp_path)
    out = str(tmp_path / "judged.jsonl")
    calls = []

    def flaky(prompt, images):
        calls.append(prompt)
        if len(calls) == 3:
            raise RuntimeError("network down")
        if "Verdict" in prompt:
            return "It shows two. Verdict: Correct"
        return "semantic_alignment: 0.5\nreference_consistency: 0.25\nphysical_validity: 1"

    with pytest.raises(RuntimeError, match="network down"):
        run_judge(items, preds, flaky, out)
    assert len(open(out).read().splitlines()) == 2
    with open(out, "a") as fh:
        fh.write('{"id": "p2", "verd')  # a crash in the middle of a line
    counts = run_judge(items, preds, flaky, out)
    assert counts == {"judged": 2, "skipped_done": 2, "missing_prediction": 0, "unparsed": 0}
    recs = [json.loads(line) for line in open(out)]
    assert [r["id"] for r in recs] == ["p0", "p1", "p2", "g0"]
    assert recs[0]["verdict"] == "Correct"
    assert recs[3]["scores"] == {"semantic_alignment": 0.5, "reference_consistency": 0.25,
                                 "physical_validity": 1.0}
    assert len(calls) == 5  # nothing judged twice except the call that failed
    again = run_judge(items, preds, flaky, out)
    assert again["judged"] == 0 and again["skipped_done"] == 4


def test_missing_predictions_are_counted_not_judged(tmp_path):
    items, preds = _items(tmp_path)
    del preds["p1"]
    counts = run_judge(items, preds, lambda p, i: "nonsense", str(tmp_path / "j.jsonl"))
    assert counts["missing_prediction"] == 1 and counts["judged"] == 3 and counts["unparsed"] == 3


def test_load_judge():
    assert load_judge("generators.cgdj.judge:parse_verdict") is parse_verdict
    for bad in ("nonsense", "generators.cgdj.judge:nothing_here", "no.such.module:f"):
        with pytest.raises(ValueError, match="--judge"):
            load_judge(bad)
