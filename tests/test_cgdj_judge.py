"""Judge templates, reply parsing, the resumable runner, tables and agreement, checked
against numbers worked out by hand."""

import json
import math

import numpy as np
import pytest

from generators.cgdj.aggregate import (
    agreement,
    duration_bucket,
    krippendorff_alpha,
    load_ratings,
    load_scores,
    mean_abs_diff,
    mean_ratings,
    pearson,
    score_table,
    to_markdown,
    verdict_table,
    wide_table,
)
from generators.cgdj.judge import (
    load_judge,
    parse_verdict,
    run_judge,
    scores_prompt,
    verdict_prompt,
)
from generators.cgdj.video_io import save_png


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
    # B: Correct, unparsed, Correct -> 2 of the 2 parsed, the unparsed one counted apart
    assert (rows["B"]["n"], rows["B"]["parsed"], rows["B"]["correct"], rows["B"]["unparsed"]) == (3, 2, 2, 1)
    assert rows["B"]["accuracy"] == 100.0
    assert rows["ALL"]["accuracy"] == 75.0 and list(rows) == ["A", "B", "ALL"]
    dur = {r["duration"]: r["accuracy"] for r in verdict_table(recs, "duration")}
    assert dur["short"] == 100.0 and dur["medium"] == 0.0 and math.isnan(dur["long"])  # long: only unparsed
    assert "| A | 2 | 2 | 0 | 1 | 50.0 |" in to_markdown(verdict_table(recs, "category"))


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
    # N: record 2 is unparsed (one dimension missing) and left out of every mean
    assert (rows["N"]["n"], rows["N"]["parsed"], rows["N"]["unparsed"]) == (2, 1, 1)
    assert rows["N"]["semantic_alignment"] == pytest.approx(90.0)
    assert rows["N"]["physical_validity"] == pytest.approx(30.0)
    assert rows["N"]["score"] == pytest.approx(60.0)  # (0.9 + 0.6 + 0.3) / 3
    assert rows["S"]["score"] == pytest.approx(80.0)
    assert rows["ALL"]["semantic_alignment"] == pytest.approx(95.0)
    assert rows["ALL"]["reference_consistency"] == pytest.approx(70.0)
    assert rows["ALL"]["physical_validity"] == pytest.approx(45.0)
    assert rows["ALL"]["score"] == pytest.approx(70.0)  # (0.6 + 0.8) / 2
    subs = [r["sub_domain"] for r in score_table(recs, "sub_domain")]
    assert subs == ["fields", "mechanics", "traffic", "ALL"]


def test_single_scores_and_a_mixed_file():
    recs = [{"id": "a", "category": "N", "score": 0.9}, {"id": "b", "category": "N", "score": None},
            {"id": "c", "category": "S", "score": 0.4},
            {"id": "d", "category": "S", "scores": {"semantic_alignment": 1.0, "reference_consistency": 0.5,
                                                    "physical_validity": 0.0}}]
    rows = {r["category"]: r for r in score_table(recs, "category")}
    assert rows["N"]["score"] == pytest.approx(90.0) and rows["N"]["unparsed"] == 1
    assert math.isnan(rows["N"]["semantic_alignment"])  # no three-score record in N
    assert rows["S"]["score"] == pytest.approx(45.0)  # 0.4 and the mean of the three, 0.5
    assert rows["S"]["semantic_alignment"] == pytest.approx(100.0)


def test_one_table_with_a_column_per_model():
    a = [{"id": "1", "category": "x", "verdict": "Correct"}, {"id": "2", "category": "y", "verdict": None},
         {"id": "3", "category": "y", "verdict": "Incorrect"}]
    b = [{"id": "1", "category": "x", "verdict": "Incorrect"},
         {"id": "2", "category": "y", "verdict": "Correct"}]
    rows = wide_table([("veo", a), ("sora", b)], "verdicts", "category")
    assert [r["category"] for r in rows] == ["x", "y", "ALL"]
    assert list(rows[0]) == ["category", "veo", "sora", "n veo", "n sora", "unparsed veo", "unparsed sora"]
    assert (rows[0]["veo"], rows[0]["sora"]) == (100.0, 0.0)
    assert (rows[1]["veo"], rows[1]["sora"], rows[1]["unparsed veo"]) == (0.0, 100.0, 1)
    assert (rows[2]["veo"], rows[2]["sora"], rows[2]["n veo"], rows[2]["n sora"]) == (50.0, 50.0, 2, 2)
    s = [{"id": "1", "category": "x", "score": 0.5}]
    t = [{"id": "1", "category": "x", "scores": {"semantic_alignment": 1.0, "reference_consistency": 0.5,
                                                "physical_validity": 0.0}}]
    rows = wide_table([("m1", s), ("m2", t)], "scores", "category", dimensions=True)
    assert rows[-1]["m1"] == 50.0 and rows[-1]["m2"] == 50.0 and rows[-1]["semantic_alignment m2"] == 100.0


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


# Krippendorff (2011), "Computing Krippendorff's Alpha-Reliability", section C: four
# observers, twelve units, missing values; the paper works out alpha = 0.849 (interval)
KRIPPENDORFF_2011 = {"A": [1, 2, 3, 3, 2, 1, 4, 1, 2, None, None, None],
                     "B": [1, 2, 3, 3, 2, 2, 4, 1, 2, 5, None, 3],
                     "C": [None, 3, 3, 3, 2, 3, 4, 2, 2, 5, 1, None],
                     "D": [1, 2, 3, 3, 2, 4, 4, 1, 2, 5, 1, None]}


def test_krippendorff_alpha_matches_the_worked_example(tmp_path):
    pytest.importorskip("krippendorff")
    wide = tmp_path / "raters.csv"
    lines = ["id,A,B,C,D"] + [f"u{u:02d}," + ",".join("" if KRIPPENDORFF_2011[r][u] is None
                                                      else str(KRIPPENDORFF_2011[r][u]) for r in "ABCD")
                              for u in range(12)]
    wide.write_text("\n".join(lines) + "\n")
    ratings = load_ratings(str(wide), raters=["A", "B", "C", "D"])
    assert sorted(ratings) == ["A", "B", "C", "D"] and len(ratings["A"]) == 9
    assert krippendorff_alpha(ratings) == pytest.approx(0.849, abs=5e-4)
    # the same ratings in long form (one row per unit and rater) give the same alpha and means
    long = tmp_path / "long.jsonl"
    with open(long, "w") as fh:
        for r, values in KRIPPENDORFF_2011.items():
            for u, v in enumerate(values):
                if v is not None:
                    fh.write(json.dumps({"id": f"u{u:02d}", "rater": r, "score": v}) + "\n")
    again = load_ratings(str(long), "score")
    assert again == ratings
    means = mean_ratings(ratings)
    assert means["u00"] == 1.0 and means["u05"] == pytest.approx(2.5) and means["u11"] == 3.0


def test_three_raters_are_averaged_before_agreement(tmp_path):
    human = tmp_path / "human.csv"
    human.write_text("id,r1,r2,r3\nq0,1.0,0.9,0.8\nq1,0.5,0.3,0.4\nq2,0.2,0.4,\nq3,0.7,0.7,0.7\n")
    means = mean_ratings(load_ratings(str(human), raters=["r1", "r2", "r3"]))
    assert means == pytest.approx({"q0": 0.9, "q1": 0.4, "q2": 0.3, "q3": 0.7})
    judge = {"q0": 0.8, "q1": 0.5, "q2": 0.3, "q3": 0.6}
    a = agreement(judge, means)
    assert a["mad"] == pytest.approx((0.1 + 0.1 + 0.0 + 0.1) / 4)
    assert a["pearson_r"] == pytest.approx(np.corrcoef([0.8, 0.5, 0.3, 0.6], [0.9, 0.4, 0.3, 0.7])[0, 1])
    with pytest.raises(ValueError, match="no column 'r4'"):
        load_ratings(str(human), raters=["r1", "r4"])
    bad = tmp_path / "bad.csv"
    bad.write_text("id,r1\nq0,high\n")
    with pytest.raises(ValueError, match="not a number"):
        load_ratings(str(bad), raters=["r1"])


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
            return "It shows two.\nVerdict: Correct"
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
