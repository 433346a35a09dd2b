"""The release's tables for models scored on our own dataset (``spatial-iq eval`` writes
them under OUT/tables): answers built from the dataset's ground truth give 1.0 wherever the
release's tables report accuracy or a hierarchy score; a seeded uniform guesser gives the
chance level on the MCQ tables (chance-adjusted 0 within 3.5 standard errors)."""

import json

import numpy as np
import pandas as pd
import pytest

from generators.dataset.run import generate
from generators.evaluation.cli import eval_command
from generators.evaluation.release_report import TABLES
from generators.evaluation.responders import respond
from generators.io.dataset import open_dataset
from generators.questions.mcq import with_k_options
from tests.conftest import small_config


@pytest.fixture(scope="module")
def report(tmp_path_factory):
    root = tmp_path_factory.mktemp("rel-eval")
    ds = root / "ds"
    generate(small_config(ds, n_scenes=3, **{"camera.width": 64, "camera.height": 64}), progress=False)
    dataset = open_dataset(str(ds))
    questions = list(dataset.questions())
    rng = np.random.default_rng(11)
    truth, guess = [], []
    for q in questions:
        if q["modality"] == "image_edit":
            continue
        variants = [q] + ([with_k_options(q, k) for k in (3, 4)] if q["modality"] == "image_mcq" else [])
        for v in variants:
            truth.append({"id": v["id"], "response": f"<answer>{v['answer']}</answer>"})
            if v["options"]:
                guess.append({"id": v["id"], "response": chr(65 + int(rng.integers(len(v["options"]))))})
            else:
                guess.append({"id": v["id"], "response": str(int(rng.integers(0, 20)))})
    # image edits: the oracle's recoloured pictures (the only way to answer them)
    respond(dataset, "oracle", str(root / "edits.jsonl"), seed=0)
    edits = [json.loads(x) for x in open(root / "edits.jsonl")]
    truth += [e for e in edits if e["id"].endswith("image_edit")]
    for name, lines in (("truth", truth), ("guess", guess)):
        with open(root / f"{name}.jsonl", "w") as fh:
            fh.writelines(json.dumps(x) + "\n" for x in lines)
    out = root / "report"
    assert eval_command([str(ds), str(root / "truth.jsonl"), str(root / "guess.jsonl"), "--out", str(out),
                         "--permutations", "50", "--figures"]) == 0
    return out / "tables"


def table(folder, name):
    return pd.read_csv(folder / name)


def test_every_release_table_is_written(report):
    # no trained checkpoint among the responders: no Table 4 and its figures
    want = sorted(n for n, (group, _) in TABLES.items() if group != "trained_text")
    assert sorted(p.name for p in report.glob("*.csv")) == want and len(want) == 29
    assert (report / "figures" / "figure_04_text_task_accuracy.png").is_file()


def test_ground_truth_scores_one_in_every_table(report):
    for name in ("table_01_text_summary.csv", "table_02_mcq_summary.csv", "table_03_image_summary.csv"):
        t = table(report, name)
        rows = t[t["model"].str.startswith("truth")]
        assert len(rows), name
        for col in t.columns[2:]:
            vals = rows[col].dropna()
            assert (vals == 1.0).all(), (name, col, vals.tolist())
    t1 = table(report, "table_01_text_summary.csv").set_index("model")
    assert t1.loc["truth"].iloc[1:].astype(float).eq(1.0).all()  # every column defined and 1.0
    assert list(t1.index) == ["truth", "guess"]  # best Object Counting first
    for name in ("table_06_text_task_accuracy.csv", "table_07_mcq5_task_accuracy.csv",
                 "table_08_image_task_accuracy.csv", "figure_15_mcq345_task_accuracy.csv",
                 "table_09_text_difficulty_bins.csv", "figure_20_text_object_accuracy.csv"):
        t = table(report, name)
        rows = t[t["model"].str.startswith("truth")]
        assert len(rows) and (rows["accuracy"] == 1.0).all()
        assert (rows["chance_adjusted_accuracy"] == 1.0).all()
    # the marks style asks S2-S9, T2a, T2b (S1 in free text only) and the T1 count options
    asked = set(table(report, "table_07_mcq5_task_accuracy.csv")["source_task"])
    assert asked >= {"main", "task2", "task5", "task10"}
    cells = table(report, "figure_07_text_summation_mechanism.csv")
    truth = cells[cells["model"] == "truth"].set_index("cell")
    assert truth.loc["V+ H+", "main_accuracy"] == 1.0 and truth.loc["V+ H+", "share_of_scenes"] == 1.0
    comp = table(report, "figure_22_text_composition_diagnostics.csv").set_index("model")
    assert comp.loc["truth", "exact_match_rate"] == 1.0
    wrong = table(report, "figure_05_mcq5_wrong_answer_preferences.csv")
    assert "truth" not in set(wrong["model"]) and "guess" in set(wrong["model"])  # the truth never errs
    joint = table(report, "tableF_joint_integrity_text.csv")
    assert (joint[joint["model"] == "truth"]["joint_integrity"] == 1.0).all()
    mc = table(report, "table6_mcnemar_object_counting_text.csv")
    assert (mc["model_a"].tolist(), mc["a_wrong_b_right"].tolist()) == (["truth"], [0])


def test_uniform_guesses_sit_at_chance_on_the_mcq_tables(report):
    for name in ("table_07_mcq5_task_accuracy.csv", "figure_15_mcq345_task_accuracy.csv"):
        t = table(report, name)
        rows = t[t["model"].str.startswith("guess")]
        assert len(rows)
        for model, g in rows.groupby("model"):
            n, k = g["n"].sum(), g["n_correct"].sum()
            c = float(g["chance_level"].iloc[0])
            adjusted = (k / n - c) / (1 - c)
            se = np.sqrt(c * (1 - c) / n) / (1 - c)
            assert abs(adjusted) <= 3.5 * se, (name, model, adjusted, se)
            assert c == {"guess": 0.2, "guess4CQ": 0.25, "guess3CQ": 1 / 3}[model]


def test_nothing_scorable_is_an_error(report, tmp_path, capsys):
    ds = report.parent.parent / "ds"
    path = tmp_path / "other.jsonl"
    path.write_text(json.dumps({"id": "999999-00-S5-text", "response": "3"}) + "\n")
    assert eval_command([str(ds), str(path), "--out", str(tmp_path / "r")]) == 2
    err = capsys.readouterr().err
    assert "nothing in it could be scored" in err and len(err.strip().splitlines()) == 1
    assert not (tmp_path / "r").exists() and not (tmp_path / "r.partial").exists()
