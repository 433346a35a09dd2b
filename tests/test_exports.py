"""Exports: Parquet loads with Hugging Face datasets and round-trips pictures and answers;
JSONL and TSV point at real pictures; the release layout has its file names and gt.json keys."""

import base64
import csv
import io
import json
import os
import re

import numpy as np
import pytest
from PIL import Image

from generators.dataset.run import generate
from generators.exports import export
from generators.exports.common import items
from generators.exports.compose import marked_picture, option_image
from generators.exports.release import GT_KEYS, TASKS
from generators.io.dataset import open_dataset
from generators.questions.editing import target_mask
from tests.conftest import run_cli, small_config


@pytest.fixture(scope="module")
def ds(tmp_path_factory):
    out = tmp_path_factory.mktemp("exp") / "ds"
    generate(small_config(out, n_scenes=2), progress=False)
    return out


@pytest.fixture(scope="module")
def questions(ds):
    return {q["id"]: (view, q) for _, view, q in items(open_dataset(str(ds)))}


@pytest.fixture(scope="module")
def ds_siblings(tmp_path_factory):
    """Picture options: the ``siblings`` style."""
    out = tmp_path_factory.mktemp("exp") / "ds"
    generate(small_config(out, n_scenes=1, **{"questions.style": "siblings"}), progress=False)
    return out


@pytest.mark.parametrize("style", ["marks", "siblings"])
def test_parquet_round_trip_with_hf_datasets(style, ds, ds_siblings, tmp_path, questions, monkeypatch):
    datasets = pytest.importorskip("datasets")
    if style == "siblings":
        ds = ds_siblings
        questions = {q["id"]: (view, q) for _, view, q in items(open_dataset(str(ds)))}
    monkeypatch.setenv("HF_DATASETS_OFFLINE", "1")
    out = tmp_path / "pq"
    n = export("parquet", str(ds), str(out))
    loaded = datasets.load_dataset("parquet", data_files=str(out / "data.parquet"), split="train",
                                   cache_dir=str(tmp_path / "cache"))
    assert len(loaded) == n == len(questions)
    for row in loaded.select(range(0, n, 7)):
        view, q = questions[row["id"]]
        assert row["answer"] == q.get("answer") and row["modality"] == q["modality"]
        first = marked_picture(view, q) if q.get("marks") else view["rgb"]
        assert np.array_equal(np.asarray(row["images"][0].convert("RGB")), first)
        if q.get("marks"):  # one picture (two for T2), the options as text
            assert len(row["images"]) == len(q["images"])
            assert row["options"] == [o["text"] for o in q["options"]]
        elif q["modality"] == "image_mcq":
            k = len(q["options"])
            for i in range(k):
                want = option_image(view, q["options"][i], q["colours"])
                assert np.array_equal(np.asarray(row["images"][-k + i].convert("RGB")), want)
            assert row["options"][ord(row["answer"]) - 65] == row["answer"]
        if q["modality"] == "image_edit":
            assert np.array_equal(np.asarray(row["answer_image"]), target_mask(view, q["subtask"]))


def test_jsonl_conversations_point_at_real_pictures(ds, tmp_path, questions):
    out = tmp_path / "jl"
    export("jsonl", str(ds), str(out), answers="cot")
    lines = [json.loads(x) for x in (out / "data.jsonl").read_text().splitlines()]
    assert len(lines) == len(questions)
    for rec in lines:
        human, gpt = rec["conversations"]
        assert human["value"].count("<image>") == len(rec["image"])
        assert all((out / p).is_file() for p in rec["image"])
        view, q = questions[rec["id"]]
        if q["modality"] == "text" and q["subtask"] == "T1":
            assert gpt["value"].startswith("<think>")
            assert gpt["value"].endswith(f"<answer>{q['answer']}</answer>")
        elif q["modality"] == "image_edit":
            mask = np.asarray(Image.open(out / rec["answer_image"]))
            assert np.array_equal(mask, target_mask(view, q["subtask"]))
        else:
            assert gpt["value"] == q["answer_text"]


def test_tsv_rows_hold_the_pictures(ds, tmp_path, questions):
    out = tmp_path / "tsv"
    n = export("tsv", str(ds), str(out))
    with open(out / "data.tsv", newline="") as fh:
        rows = list(csv.reader(fh, delimiter="\t"))  # prompts hold quoted newlines
    header = rows[0]
    assert header == ["index", "image", "question", "A", "B", "C", "D", "E", "answer", "category",
                      "l2-category", "split"]
    assert len(rows) == n + 1 == 1 + sum(q["modality"] != "image_edit" for _, q in questions.values())
    img = Image.open(io.BytesIO(base64.b64decode(rows[1][1])))
    assert img.size == (64, 64) and rows[1][2].startswith("The picture shows")
    mcq = [r for r in rows[1:] if r[10] == "image_mcq"]
    marks = {(q["scene_id"], q["view_id"], q["subtask"]): q for _, q in questions.values()
             if q["modality"] == "image_mcq"}
    assert mcq
    for r in mcq:  # marks questions: their picture (and T2's second), the options in A-E only
        q = next(q for q in marks.values() if r[8] == q["answer"] and r[9] == q["subtask"]
                 and [o["text"] for o in q["options"]] == r[3:8])
        assert len(json.loads(r[1]) if r[1].startswith("[") else [r[1]]) == len(q["images"])
        assert not re.search(r"^[A-E]\. ", r[2], re.M) and r[2].endswith("?"), r[2]
    # T1 count options: in the A-E columns only (VLMEvalKit adds them to the question itself)
    counts = [r for r in rows[1:] if r[10] == "text_mcq"]
    by_view = {(q["scene_id"], q["view_id"]): q for _, q in questions.values() if q["modality"] == "text_mcq"}
    assert counts and len(counts) == len(by_view)
    for r in counts:
        assert not re.search(r"^[A-E]\. ", r[2], re.M), r[2]
        options = [c for c in r[3:8] if c]
        assert len(options) == 5 and not any(f"\n{o}\n" in f"\n{r[2]}\n" for o in options)
        assert r[8] in "ABCDE" and options == next(q["options"] for q in by_view.values()
                                                    if q["answer"] == r[8] and q["options"] == options)


def test_release_layout(ds, tmp_path):
    out = tmp_path / "rel"
    n = export("release", str(ds), str(out))
    views = list(open_dataset(str(ds)))
    folders = sorted({os.path.dirname(p) for p in map(str, out.rglob("gt.json"))})
    assert n == len(views) == len(folders)
    pattern = re.compile(r"level_1/sample_\d{5}/view_0[1-4]/offset(3|12\.5)_fov(1|3)_dist(1|0\.3)$")
    assert all(pattern.search(f) for f in folders), folders[:3]
    for folder in folders[:8]:
        names = set(os.listdir(folder))
        assert "view.png" in names and "gt.json" in names
        assert {f"{t}_gt_mask.png" for t in TASKS.values() if t != "main"} <= names
        assert {f"{t}_gt_image_mask.npy" for t in TASKS.values() if t != "main"} <= names
        assert any(re.fullmatch(r"task\d+_mcq_choice[A-E]\.png", x) for x in names)
        gt = json.loads(open(os.path.join(folder, "gt.json")).read())
        assert tuple(gt) == GT_KEYS
        view = next(v for v in views if (v["scene_id"], v["view_id"]) == (gt["scene_id"], gt["view_id"]))
        assert gt["task_main"] == gt["total_blocks"] == view["labels"]["T1"]
        assert gt["task8"] == view["labels"]["S9_witness"] and gt["num_hidden_blocks"] == view["labels"]["S9"]


def test_export_never_overwrites_and_cli(ds, tmp_path):
    out = tmp_path / "x"
    out.mkdir()
    with pytest.raises(ValueError, match="already exists"):
        export("jsonl", str(ds), str(out))
    r = run_cli("export", "jsonl", str(ds), "--out", str(tmp_path / "y"), "--modalities", "text",
                "--limit", "16")
    # 16 views x 12 free-text subtasks
    assert r.returncode == 0 and "exported 192 records" in r.stdout, r.stderr
    r = run_cli("export", "jsonl", str(ds), "--out", str(tmp_path / "z"), "--modalities", "video")
    assert r.returncode == 2 and "unknown modalities ['video']" in r.stderr
    assert not (tmp_path / "z").exists() and not (tmp_path / "z.partial").exists()


def tree_bytes(root):
    return {os.path.relpath(os.path.join(d, f), root): open(os.path.join(d, f), "rb").read()
            for d, _, files in os.walk(root) for f in files}


@pytest.mark.parametrize("fmt", ["jsonl", "tsv"])
def test_parallel_export_writes_the_same_bytes(ds, tmp_path, fmt):
    one = export(fmt, str(ds), str(tmp_path / "one"), workers=1, limit=20)
    two = export(fmt, str(ds), str(tmp_path / "two"), workers=2, limit=20)
    assert one == two > 0
    a, b = tree_bytes(tmp_path / "one"), tree_bytes(tmp_path / "two")
    assert a.keys() == b.keys() and all(a[k] == b[k] for k in a)
    # the limit cuts the second scene after 4 of its views
    views = {(q["scene_id"], q["view_id"]) for _, _, q in items(open_dataset(str(ds)), limit=20)}
    assert len(views) == 20 and {s for s, _ in views} == {0, 1}


def test_option_pngs_hold_exactly_the_composed_pictures(ds):
    """Exports encode option pictures by painting the view's scanlines in place and putting
    them back: every PNG must decode to option_image's picture, and painting one option
    must not leak into the next."""
    from generators.exports.compose import option_png

    n = 0
    for _, view, q in items(open_dataset(str(ds)), modalities=("image_mcq",), limit=6):
        for o in q["options"]:
            got = np.asarray(Image.open(io.BytesIO(option_png(view, o, q["colours"]))).convert("RGB"))
            assert (got == option_image(view, o, q["colours"])).all(), (q["id"], o["kind"])
            n += 1
    assert n > 100
