"""The question table stored in each shard (``output.questions=stored``): what it holds, who
reads it, what verify checks. Tables built when read: tests/test_lazy_questions.py."""

import json

import h5py
import numpy as np
import pytest

import generators.exports.common as common
from generators.dataset.verify import verify
from generators.exports.common import items
from generators.io.dataset import open_dataset
from generators.io.shards import decode_questions, encode_questions, sha256
from generators.questions.table import scene_questions
from tests.conftest import copy_of


@pytest.fixture
def ds(stored_four_scenes, tmp_path):
    return copy_of(stored_four_scenes, tmp_path)


def groups(dataset):
    out: dict = {}
    for view in dataset:
        out.setdefault(view["scene_id"], []).append(view)
    return out


def test_stored_table_equals_the_derived_questions(stored_four_scenes):
    ds = open_dataset(str(stored_four_scenes))
    stored = list(ds.questions())
    derived = [q for g in groups(ds).values() for q in scene_questions(g)]
    assert stored == derived
    ids = [q["id"] for q in stored]
    assert len(ids) == len(set(ids))
    assert {q["modality"] for q in stored} == {"text", "text_mcq", "image_mcq", "image_edit"}
    assert {(q["scene_id"], q["view_id"]) for q in stored} == {(v["scene_id"], v["view_id"]) for v in ds}


def test_exports_read_the_table_with_default_settings(stored_four_scenes, monkeypatch):
    ds = open_dataset(str(stored_four_scenes))
    stored = [q["id"] for q in ds.questions()]

    def refuse(*a, **k):
        raise AssertionError("derived questions although the table holds them")

    monkeypatch.setattr(common, "scene_questions", refuse)
    assert [q["id"] for _, _, q in items(ds)] == stored
    assert [q["id"] for _, _, q in items(ds, modalities=("text",))] == [
        i for i in stored if i.endswith("-text")]
    monkeypatch.undo()
    four = [q for _, _, q in items(ds, k=4) if q["modality"] == "image_mcq"]
    assert four and all(q["id"].endswith("-k4") and len(q["options"]) == 4 for q in four)


def test_schema_1_shards_get_their_questions_derived(ds):
    with h5py.File(ds / "shard-00000.h5", "r+") as f:
        del f["questions"]
    resign(ds, "shard-00000.h5")  # readers compare checksums with the manifest
    fresh = open_dataset(str(ds))
    assert list(fresh.questions()) == list(open_dataset(str(ds)).questions())
    assert fresh.shard_questions(0) == [q for g in groups(fresh).values() for q in scene_questions(g)
                                        if q["scene_id"] < 2]


def rewrite_table(ds, shard, edit):
    with h5py.File(ds / shard, "r+") as f:
        questions = decode_questions(f["questions/jsonl"][()])
        edit(questions)
        del f["questions/jsonl"]
        f.create_dataset("questions/jsonl", data=np.frombuffer(encode_questions(questions), np.uint8))
    resign(ds, shard)


def resign(ds, shard):
    manifest = json.loads((ds / "manifest.json").read_text())
    entry = next(e for e in manifest["shards"] if e["name"] == shard)
    entry["sha256"], entry["bytes"] = sha256(ds / shard), (ds / shard).stat().st_size
    (ds / "manifest.json").write_text(json.dumps(manifest))


def test_verify_catches_a_forged_answer(ds):
    def forge(questions):
        q = next(q for q in questions if q["modality"] == "text" and q["subtask"] == "T1"
                 and q["scene_id"] == 3)
        q["answer"] = str(int(q["answer"]) + 1)
        forge.id = q["id"]

    rewrite_table(ds, "shard-00001.h5", forge)
    problems, _ = verify(str(ds))
    assert len(problems) == 1 and problems[0].startswith(f"shard-00001.h5 question {forge.id}: answer")


def test_verify_catches_a_moved_mcq_letter_and_a_changed_prompt(ds):
    def forge(questions):
        q = next(q for q in questions if q["modality"] == "image_mcq" and q["scene_id"] == 3)
        q["answer"] = "A" if q["answer"] != "A" else "B"
        forge.id = q["id"]
        first = next(q for q in questions if q["scene_id"] == 2)
        first["prompt"] += " (edited)"

    rewrite_table(ds, "shard-00001.h5", forge)
    problems, _ = verify(str(ds))
    assert f"shard-00001.h5 question {forge.id}: answer " in problems[0]
    assert problems[1] == "shard-00001.h5 scene 2: stored questions differ from the derived ones"
    assert len(problems) == 2
