"""spatial-iq eval end to end: the oracle scores 1.0, the random guesser lands on chance,
shortcuts are measured, and junk in a predictions file is reported, never fatal."""

import csv
import json

import numpy as np
import pytest

from generators.dataset.run import generate
from generators.evaluation.report import evaluate
from generators.evaluation.responders import respond
from generators.io.dataset import open_dataset
from tests.conftest import run_cli, small_config


@pytest.fixture(scope="module")
def ds(tmp_path_factory):
    out = tmp_path_factory.mktemp("ev") / "ds"
    generate(small_config(out, n_scenes=3, **{"camera.width": 96, "camera.height": 96}), progress=False)
    return out


@pytest.fixture(scope="module")
def preds(ds, tmp_path_factory):
    folder = tmp_path_factory.mktemp("preds")
    dataset = open_dataset(str(ds))
    out = {}
    for strategy in ("oracle", "random", "median_option", "visible_count", "most_highlighted"):
        out[strategy] = folder / f"{strategy}.jsonl"
        respond(dataset, strategy, str(out[strategy]), seed=1)
    return out


def test_oracle_scores_one_everywhere(ds, preds, tmp_path):
    report = evaluate(str(ds), [str(preds["oracle"])], str(tmp_path / "r"), permutations=50)
    r = report["responders"]["oracle"]
    n_questions = sum(1 for _ in open_dataset(str(ds)).questions())
    assert r["scored_questions"] == n_questions and r["status"] == {"ok": n_questions}
    assert {a["modality"] for a in r["accuracy"]} == {"text", "text_mcq", "image_mcq", "image_edit"}
    assert all(a["accuracy"] == 1.0 and a["mean_score"] == 1.0 for a in r["accuracy"])
    for modality, h in r["hierarchy"].items():
        for key, value in h.items():
            if key != "relation_integrity" and not np.isnan(value):
                assert value == 1.0, (modality, key)
    assert r["hierarchy"]["text"]["summation_mechanism"] == 1.0


def test_random_guesser_lands_on_chance(ds, preds, tmp_path):
    report = evaluate(str(ds), [str(preds["random"])], str(tmp_path / "r"), permutations=50)
    rows = list(csv.DictReader(open(tmp_path / "r" / "accuracy.csv")))
    dataset = open_dataset(str(ds))
    capacity = 4 ** 3
    for modality in ("text_mcq", "image_mcq", "text"):
        mine = [r for r in rows if r["modality"] == modality]
        n = sum(int(r["n"]) for r in mine)
        observed = sum(float(r["accuracy"]) * int(r["n"]) for r in mine) / n
        # chance per question, worked out here: 1/k for options, 1/3 for the object type,
        # 1/(capacity + 1) for an open count
        chances = [1 / len(q["options"]) if q["options"] else 1 / 3 if q["subtask"] == "S1"
                   else 1 / (capacity + 1) for q in dataset.questions() if q["modality"] == modality]
        assert len(chances) == n
        expect = float(np.mean(chances))
        sd = np.sqrt(sum(p * (1 - p) for p in chances)) / n
        assert abs(observed - expect) <= 3.5 * sd, (modality, observed, expect)
    assert "image_edit" not in {a["modality"] for a in report["responders"]["random"]["accuracy"]}


def test_shortcuts_score_near_chance_and_are_reported(ds, preds, tmp_path):
    names = ("median_option", "visible_count", "most_highlighted")
    report = evaluate(str(ds), [str(preds[s]) for s in names], str(tmp_path / "r"), permutations=50)
    acc = {(name, a["modality"], a["subtask"]): a for name, r in report["responders"].items()
           for a in r["accuracy"]}
    median = acc[("median_option", "text_mcq", "T1")]
    assert median["accuracy"] < 0.45  # 1/5 chance; never the answer by construction of the options
    highlighted = [a for (name, m, _), a in acc.items() if name == "most_highlighted"]
    pooled = sum(a["accuracy"] * a["n"] for a in highlighted) / sum(a["n"] for a in highlighted)
    assert pooled < 0.35
    # answering the visible count for the total is right exactly when nothing is hidden
    views = {(v["scene_id"], v["view_id"]): v["labels"] for v in open_dataset(str(ds))}
    share = np.mean([lab["S9"] == 0 for lab in views.values()])
    assert acc[("visible_count", "text", "T1")]["accuracy"] == pytest.approx(share)


def test_junk_is_reported_not_fatal(ds, preds, tmp_path):
    good = [json.loads(line) for line in open(preds["oracle"])][:40]
    good = [g for g in good if "response" in g]
    path = tmp_path / "junk.jsonl"
    with open(path, "wb") as fh:
        fh.write((json.dumps(good[0]) + "\n").encode())
        fh.write(b"{not json\n")
        fh.write(b"\x00\xff\xfe garbage \x80\x81\n")
        fh.write(b'{"response": "<answer>3</answer>"}\n')  # no id
        fh.write((json.dumps(good[0] | {"response": "<answer>wrong</answer>"}) + "\n").encode())  # duplicate
        fh.write(b'{"id": "999999-00-S5-text", "response": "3"}\n')  # unknown scene
        fh.write(b'{"id": "hello", "response": "3"}\n')  # not an id at all
        fh.write(b'{"id": "x", "response": "' + b"9" * (2 << 20) + b'"}\n')  # 2 MB line
        fh.write((json.dumps({"id": good[1]["id"], "response": None, "error": "HTTP 500"}) + "\n").encode())
        fh.write((json.dumps(good[1]) + "\n").encode())  # the retry answered it
        fh.write(b"\n")
        fh.write((json.dumps({"id": good[2]["id"], "response": "I am not sure"}) + "\n").encode())
        fh.write((json.dumps({"id": good[3]["id"], "response": None, "error": "timeout"}) + "\n").encode())
        for g in good[4:]:
            fh.write((json.dumps(g) + "\n").encode())
    report = evaluate(str(ds), [str(path)], str(tmp_path / "r"), permutations=50)
    r = report["responders"]["junk"]
    assert r["bad_lines"] == 4 and r["duplicate_ids"] == 1 and r["unknown_ids"] == 2
    assert r["failed_requests"] == 1
    assert r["status"]["unparseable"] == 1 and r["status"]["failed"] == 1
    problems = list(csv.DictReader(open(tmp_path / "r" / "problems.csv")))
    text = " ".join(p["problem"] for p in problems)
    for needle in ("not valid JSON", "not UTF-8", "no string \"id\"", "duplicate id", "unknown id hello",
                   "unknown id 999999-00-S5-text", "longer than", f"unparseable answer to {good[2]['id']}"):
        assert needle in text, needle
    # the duplicate's wrong answer did not replace the first one
    assert not any(row["status"] == "ok" and row["correct"] == 0 for row in _rows(ds, path))


def _rows(ds, path):
    from generators.evaluation.predictions import read_predictions
    from generators.evaluation.scoring import score

    return score(open_dataset(str(ds)), read_predictions(str(path))).rows


def test_lift_across_responders_and_cli(ds, preds, tmp_path):
    out = tmp_path / "r"
    r = run_cli("eval", str(ds), str(preds["oracle"]), str(preds["random"]), "--out", str(out),
                "--permutations", "200")
    assert r.returncode == 0, r.stderr
    assert "oracle: " in r.stdout and "random: " in r.stdout
    for name in ("index.html", "report.json", "accuracy.csv", "hierarchy.csv", "breakdown.csv", "lift.csv",
                 "problems.csv", "figures/accuracy.png", "figures/summation.png", "figures/lift.png"):
        assert (out / name).is_file(), name
    lift = list(csv.DictReader(open(out / "lift.csv")))
    # the oracle is right wherever the random guesser is wrong: large positive lifts
    text = {row["edge"]: row for row in lift if row["modality"] == "text"}
    assert float(text["S3->S5"]["lift"]) > 0.5 and float(text["S3->S5"]["q_value"]) < 0.05
    breakdown = list(csv.DictReader(open(out / "breakdown.csv")))
    assert {b["dimension"] for b in breakdown} == {"hidden_blocks", "total_blocks", "object_type", "camera"}
    html = (out / "index.html").read_text()
    assert "figures/accuracy.png" in html and "accuracy.csv" in html
    again = run_cli("eval", str(ds), str(preds["oracle"]), "--out", str(out))
    assert again.returncode == 2 and "already exists" in again.stderr


def test_bad_inputs_are_clear_errors(ds, tmp_path):
    r = run_cli("eval", str(ds), str(tmp_path / "nope.jsonl"), "--out", str(tmp_path / "r"))
    assert r.returncode == 2 and "no such predictions file" in r.stderr
    assert not (tmp_path / "r").exists() and not (tmp_path / "r.partial").exists()
    r = run_cli("eval", str(tmp_path), str(tmp_path / "nope.jsonl"), "--out", str(tmp_path / "r"))
    assert r.returncode == 2 and "no manifest.json" in r.stderr
