"""Questions built when read (``output.questions=lazy``, the default) against the stored table
(``stored``): the same questions, exports and evaluation byte for byte; another question code
version, or questions that differ from the digest recorded at generation, is a one-line
refusal before anything is written; verify checks what it can."""

import json
import os

import h5py
import pytest

import generators.dataset.verify as verify_module
import generators.io.dataset as dataset_module
import generators.questions.table as table
from generators.config import upgrade_dict
from generators.dataset.run import generate
from generators.dataset.verify import verify
from generators.evaluation.report import evaluate
from generators.evaluation.responders import respond
from generators.exports import export
from generators.io.dataset import DatasetError, open_dataset
from tests.conftest import copy_of, run_cli, small_config


@pytest.fixture(scope="module")
def pair(tmp_path_factory):
    root = tmp_path_factory.mktemp("lazy")
    out = {}
    for mode in ("lazy", "stored"):
        out[mode] = root / mode
        generate(small_config(out[mode], n_scenes=3, **{"output.questions": mode}), progress=False)
    return out


def tree_bytes(root):
    return {os.path.relpath(os.path.join(d, f), root): open(os.path.join(d, f), "rb").read()
            for d, _, files in os.walk(root) for f in files}


def test_lazy_shards_hold_no_table_but_a_version_and_a_digest(pair):
    manifest = json.loads((pair["lazy"] / "manifest.json").read_text())
    assert manifest["questions"] == {"table": "lazy", "version": table.QUESTIONS_VERSION}
    assert json.loads((pair["stored"] / "manifest.json").read_text())["questions"]["table"] == "stored"
    for name in ("shard-00000.h5", "shard-00001.h5"):
        with h5py.File(pair["lazy"] / name, "r") as f:
            assert "questions" not in f
            assert f.attrs["question_version"] == table.QUESTIONS_VERSION
            assert f.attrs["question_probe_scene"] == f.attrs["first_scene"]
            assert f.attrs["question_probe_view"] == 0
            assert len(f.attrs["question_probe_sha256"]) == 64
        with h5py.File(pair["stored"] / name, "r") as f:
            assert "questions/jsonl" in f and "question_version" not in f.attrs


def test_the_same_questions_exports_and_scores(pair, tmp_path):
    lazy, stored = open_dataset(str(pair["lazy"])), open_dataset(str(pair["stored"]))
    got = list(lazy.questions())
    assert got == list(stored.questions()) and len(got) > 100
    by_scene = lazy.questions_by_scene()
    assert [q for s in (0, 1, 2) for q in by_scene(s)] == got
    for fmt in ("jsonl", "release"):  # the same folder name: the release manifest records it
        for mode in ("lazy", "stored"):
            export(fmt, str(pair[mode]), str(tmp_path / mode / fmt), workers=1, limit=20)
        a, b = tree_bytes(tmp_path / "lazy" / fmt), tree_bytes(tmp_path / "stored" / fmt)
        assert a.keys() == b.keys() and all(a[k] == b[k] for k in a), fmt
    preds = tmp_path / "random.jsonl"
    respond(stored, "random", str(preds), seed=3)
    reports = [evaluate(str(pair[m]), [str(preds)], str(tmp_path / m / "eval"), permutations=20)
               for m in ("lazy", "stored")]
    for report in reports:
        report.pop("dataset")  # the folder's path
    assert json.dumps(reports[0], sort_keys=True) == json.dumps(reports[1], sort_keys=True)  # NaN too
    assert verify(str(pair["lazy"]))[0] == []


def test_another_question_version_is_refused_in_one_line(pair, tmp_path, monkeypatch):
    made, newer = table.QUESTIONS_VERSION, table.QUESTIONS_VERSION + 1
    for module in (table, verify_module):
        monkeypatch.setattr(module, "QUESTIONS_VERSION", newer)
    ds = open_dataset(str(pair["lazy"]))
    for call in (ds.check_questions, lambda: list(ds.questions())):
        with pytest.raises(DatasetError) as err:
            call()
        message = str(err.value)
        assert "\n" not in message and f"question code version {made}" in message
        assert "generate it again" in message and "score it with spatial-iq" in message
    with pytest.raises(DatasetError, match="question code version"):
        export("jsonl", str(pair["lazy"]), str(tmp_path / "x"))
    assert not (tmp_path / "x").exists() and not (tmp_path / "x.partial").exists()
    assert list(open_dataset(str(pair["stored"])).questions())  # a stored table reads anywhere
    problems, _ = verify(str(pair["lazy"]))
    assert problems and all(f"this spatial-iq builds {newer}" in p for p in problems)


def test_questions_that_differ_from_the_recorded_digest_are_refused(pair, tmp_path, monkeypatch):
    """Question code changed without raising the version: the digest of each shard's first
    scene catches it."""
    ds = copy_of(pair["lazy"], tmp_path)
    real = table.scene_questions

    def changed(group, *a, **k):
        out = real(group, *a, **k)
        out[0] = dict(out[0], prompt=out[0]["prompt"] + " ")
        return out

    for module in (table, verify_module):
        monkeypatch.setattr(module, "scene_questions", changed)
    with pytest.raises(DatasetError, match="builds other questions for scene 0 than the code that generated"):
        open_dataset(str(ds)).shard_questions(0)
    problems, _ = verify(str(ds))
    assert "shard-00000.h5 scene 0: the questions built from the stored records differ" in problems[0]


def test_cli_export_refuses_another_version(pair, tmp_path):
    ds = copy_of(pair["lazy"], tmp_path)
    manifest = json.loads((ds / "manifest.json").read_text())
    manifest["questions"]["version"] = 0
    (ds / "manifest.json").write_text(json.dumps(manifest))
    r = run_cli("export", "jsonl", str(ds), "--out", str(tmp_path / "x"))
    assert r.returncode == 2 and len(r.stderr.strip().splitlines()) == 1, r.stderr
    assert "question code version 0" in r.stderr
    assert not (tmp_path / "x").exists() and not (tmp_path / "x.partial").exists()


def test_runs_started_before_the_setting_resume_with_stored_tables():
    old = {"output": {"scenes_per_shard": 16, "compression": "gzip", "png_level": 1}}
    assert upgrade_dict(old)["output"]["questions"] == "stored"
    assert upgrade_dict({"output": {"questions": "lazy"}})["output"]["questions"] == "lazy"


def test_bad_setting_is_refused(tmp_path):
    r = run_cli("generate", f"out={tmp_path / 'd'}", "n_scenes=1", "output.questions=maybe")
    assert r.returncode == 2 and "output.questions=maybe: choose lazy or stored" in r.stderr
    assert not (tmp_path / "d").exists()


def test_reader_module_builds_with_the_table_module():
    """The reader asks ``questions.table`` for the version at call time (not a copy)."""
    assert "QUESTIONS_VERSION" not in vars(dataset_module)


def test_the_probe_is_the_first_views_questions_as_the_scene_table_holds_them(pair):
    """Generation digests one view's questions (the first scene's first view), built with the
    rest of the scene as partners: the same questions the whole table holds for that view."""
    from generators.io.shards import questions_sha256

    ds = open_dataset(str(pair["lazy"]))
    for index in range(len(ds.shards)):
        with h5py.File(ds.shard_path(index), "r") as f:
            scene, recorded = int(f.attrs["question_probe_scene"]), str(f.attrs["question_probe_sha256"])
        view0 = [q for q in ds.questions_by_scene()(scene) if q["view_id"] == 0]
        assert {q["modality"] for q in view0} == set(table.MODALITIES)
        assert questions_sha256(view0) == recorded


def test_a_probe_of_the_whole_scene_still_reads(pair, tmp_path):
    """Shards generated before ``question_probe_view`` digest their first scene's whole table:
    read as before; a wrong digest is refused."""
    from generators.io.shards import questions_sha256

    ds = copy_of(pair["lazy"], tmp_path)
    whole = questions_sha256(open_dataset(str(ds)).questions_by_scene()(0))
    with h5py.File(ds / "shard-00000.h5", "r+") as f:
        del f.attrs["question_probe_view"]
        f.attrs["question_probe_sha256"] = whole
    # the bytes changed: re-sign the shard as the older package's manifest would hold it
    from generators.io.shards import sha256

    manifest = json.loads((ds / "manifest.json").read_text())
    manifest["shards"][0]["sha256"] = sha256(str(ds / "shard-00000.h5"))
    manifest["shards"][0]["bytes"] = os.path.getsize(ds / "shard-00000.h5")
    (ds / "manifest.json").write_text(json.dumps(manifest))
    assert open_dataset(str(ds)).shard_questions(0) == open_dataset(str(pair["lazy"])).shard_questions(0)
    assert verify(str(ds))[0] == []
    with h5py.File(ds / "shard-00000.h5", "r+") as f:
        f.attrs["question_probe_sha256"] = "0" * 64
    manifest["shards"][0]["sha256"] = sha256(str(ds / "shard-00000.h5"))
    manifest["shards"][0]["bytes"] = os.path.getsize(ds / "shard-00000.h5")
    (ds / "manifest.json").write_text(json.dumps(manifest))
    with pytest.raises(DatasetError, match="builds other questions for scene 0"):
        open_dataset(str(ds)).shard_questions(0)
