"""``spatial-iq export lmms-eval``: the task folder's layout, its rows, and its
``process_results`` (loaded by file path, as lmms-eval loads it) scoring exactly as
``spatial-iq eval`` does. lmms-eval itself runs in ``tests/test_lmms_eval_tier.py``."""

import ast
import importlib.util
import json
import os
import random
from collections import Counter
from pathlib import Path

import pyarrow.parquet as pq
import pytest
import yaml

from generators.evaluation.judge import FAILURE_MARKERS, judge
from generators.evaluation.predictions import read_predictions
from generators.evaluation.scoring import score
from generators.exports.common import Pictures, items
from generators.harness.lmms_task import GROUP, export_lmms
from generators.io.dataset import open_dataset
from tests.conftest import run_cli

ROOT = Path(__file__).resolve().parents[1]
VIEWS = 16  # --limit: the first scene (T2 needs its partner views)
FAILED = "[LMMS_EVAL_REQUEST_FAILED after 2 retries] Connection error."


@pytest.fixture(scope="module")
def folder(four_scenes, tmp_path_factory):
    out = tmp_path_factory.mktemp("lmms") / "tasks"
    res = run_cli("export", "lmms-eval", str(four_scenes), "--out", str(out), "--limit", str(VIEWS))
    assert res.returncode == 0, res.stderr
    asked = {q["subtask"] for _, _, q in items(open_dataset(str(four_scenes)), modalities=("image_mcq",),
                                               limit=VIEWS)}
    assert len(asked) >= 8  # the marks subtasks the first scene's views are asked
    assert f"in {12 + 3 + 3 * len(asked)} tasks (group spatial_iq)" in res.stdout  # free text, counts, MCQ
    return out


def rows(folder: Path, task: str) -> list[dict]:
    return pq.read_table(folder / "data" / f"{task}.parquet").to_pylist()


def load_utils(folder: Path):
    """utils.py as lmms-eval loads it (lmms_eval/utils.py:import_function): by file path, under
    the name "utils", its folder not on sys.path."""
    spec = importlib.util.spec_from_file_location("utils", folder / "utils.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_every_question_is_one_row_of_one_task_with_its_pictures(folder, four_scenes):
    manifest = json.loads((folder / "spatial_iq_lmms.json").read_text())
    dataset = open_dataset(str(four_scenes))
    want, shown = {}, {}
    pics = Pictures("", write=False)
    for k in (5, 4, 3):
        modalities = ("text", "text_mcq", "image_mcq") if k == 5 else ("text_mcq", "image_mcq")
        for group, view, q in items(dataset, modalities=modalities, k=k, limit=VIEWS):
            want[q["id"]] = q
            pictures = pics.question_images(group, view, q)
            if q["modality"] == "image_mcq":  # the option pictures, if the question has any
                pictures = pictures + pics.options(view, q)
            shown[q["id"]] = [data for _, data in pictures]
    seen = Counter()
    for task, n in manifest["tasks"].items():
        got = rows(folder, task)
        assert len(got) == n and (n == VIEWS or "image_mcq" in task)  # one per view (MCQ: per view asked)
        for row in got:
            q = want[row["id"]]
            seen[row["id"]] += 1
            assert (row["prompt"], row["answer"], row["modality"], row["subtask"]) == \
                (q["prompt"], q["answer"], q["modality"], q["subtask"])
            k = len(q["options"]) if q.get("options") else None
            assert task.endswith(f"_{q['subtask']}") and (k is None or f"_k{k}_" in task)
            assert [im["bytes"] for im in row["images"]] == shown[row["id"]]
    assert set(seen) == set(want) and set(seen.values()) == {1}
    modalities = Counter(want[i]["modality"] for i in seen)
    assert (modalities["text"], modalities["text_mcq"]) == (12 * VIEWS, 3 * VIEWS)
    five = [q for q in want.values() if q["modality"] == "image_mcq" and not q["id"].endswith(("-k3", "-k4"))]
    assert modalities["image_mcq"] == 3 * len(five) > 0  # each asked at 5, 4 and 3 options


def test_yaml_files_name_absolute_data_and_the_groups_hold_every_task(folder):
    def function(loader, node):
        return ("function", loader.construct_scalar(node))

    class Loader(yaml.SafeLoader):
        pass

    Loader.add_constructor("!function", function)
    manifest = json.loads((folder / "spatial_iq_lmms.json").read_text())
    top = yaml.load((folder / f"_{GROUP}.yaml").read_text(), Loader=Loader)
    members = []
    for group in top["task"]:
        spec = yaml.load((folder / f"_{group}.yaml").read_text(), Loader=Loader)
        assert spec["group"] == group and spec["aggregate_metric_list"][0]["weight_by_size"] is True
        members += spec["task"]
    assert sorted(members) == sorted(manifest["tasks"])
    for task in members:
        spec = yaml.load((folder / f"{task}.yaml").read_text(), Loader=Loader)
        path = spec["dataset_kwargs"]["data_files"]["test"]
        assert os.path.isabs(path) and os.path.samefile(path, folder / "data" / f"{task}.parquet")
        assert spec["process_results"] == ("function", "utils.process_results")
        assert [m["metric"] for m in spec["metric_list"]] == ["accuracy", "failed_requests", "unparseable"]


def test_scoring_files_are_the_package_modules_byte_for_byte_and_need_only_the_standard_library(folder):
    manifest = json.loads((folder / "spatial_iq_lmms.json").read_text())
    assert (folder / "utils.py").read_bytes() == (ROOT / "generators/harness/lmms_utils.py").read_bytes()
    for name in ("parsing.py", "judge.py"):
        copy = folder / "spatial_iq_scoring" / name
        assert copy.read_bytes() == (ROOT / "generators/evaluation" / name).read_bytes()
        assert manifest["scoring"][f"spatial_iq_scoring/{name}"]
    for path in [folder / "utils.py", *(folder / "spatial_iq_scoring").glob("*.py")]:
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, ast.Import):
                assert {a.name.split(".")[0] for a in node.names} <= {"importlib", "os", "sys", "re"}, path
            elif isinstance(node, ast.ImportFrom):
                assert node.level == 1 or node.module in ("__future__", "types"), (path, node.module)


def test_process_results_scores_as_spatial_iq_eval_on_the_same_replies(folder, four_scenes, tmp_path):
    """Random and adversarial replies to every row: utils.process_results (lmms-eval's side)
    and spatial-iq eval's scorer agree on every question, and a failure notice is wrong."""
    utils = load_utils(folder)
    manifest = json.loads((folder / "spatial_iq_lmms.json").read_text())
    rng = random.Random(43)
    noise = ["", "I cannot tell.", "<answer>B</answer>", "Answer: c", "7", "seven", "<answer>cube</answer>",
             FAILED, FAILURE_MARKERS[1], "A cube, so B", "<answer>12"]
    lines, harness = [], {}
    for task in manifest["tasks"]:
        for row in rows(folder, task):
            reply = rng.choice([f"<answer>{row['answer']}</answer>", rng.choice(noise)])
            got = utils.process_results(row, [reply])
            harness[row["id"]] = got
            assert set(got) == {"accuracy", "failed_requests", "unparseable"}
            lines.append({"id": row["id"], "response": reply})
            if reply.startswith(FAILURE_MARKERS):
                assert got == {"accuracy": 0.0, "failed_requests": 1.0, "unparseable": 0.0}
    preds = tmp_path / "replies.jsonl"
    preds.write_text("".join(json.dumps(line) + "\n" for line in lines))
    scored = score(open_dataset(str(four_scenes)), read_predictions(str(preds)))
    assert not scored.unknown_ids and len(scored.rows) == len(lines)
    for row in scored.rows:
        assert harness[row["id"]]["accuracy"] == row["correct"], row["id"]
        assert harness[row["id"]]["failed_requests"] == float(row["status"] == "failed")
        assert harness[row["id"]]["unparseable"] == float(row["status"] == "unparseable")
    assert Counter(r["status"] for r in scored.rows)["failed"] > 10
    assert 0.3 < sum(r["correct"] for r in scored.rows) / len(scored.rows) < 0.9


def test_a_failure_notice_is_never_read_as_an_answer():
    q = {"modality": "text", "subtask": "S5", "answer": "2", "options": None}
    assert judge(q, FAILED) == {"status": "failed", "parsed": None, "correct": 0.0}
    assert judge(q, "<answer>2</answer>")["correct"] == 1.0
    assert judge(q, "2 retries")["correct"] == 1.0  # only the notice itself is a failure


def test_refusals_name_the_fix(four_scenes, folder, tmp_path):
    res = run_cli("export", "lmms-eval", str(four_scenes), "--out", str(folder))
    assert res.returncode == 2 and "already exists" in res.stderr
    res = run_cli("export", "lmms-eval", str(four_scenes), "--out", str(tmp_path / "x"),
                  "--modalities", "image_edit")
    assert res.returncode == 2 and "not a generate_until task" in res.stderr
    res = run_cli("export", "lmms-eval", str(four_scenes), "--out", str(tmp_path / "x"), "--k", "2")
    assert res.returncode == 2 and "choose from 3, 4, 5" in res.stderr
    res = run_cli("export", "lmms-eval", str(tmp_path), "--out", str(tmp_path / "x"))
    assert res.returncode == 2 and "manifest.json" in res.stderr
    assert not (tmp_path / "x").exists()
    with pytest.raises(ValueError, match="no questions"):
        export_lmms(str(four_scenes), str(tmp_path / "y"), limit=0)
