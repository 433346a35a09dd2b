"""The release export read the way the release's own scripts read it (NVIDIA/Spatial-IQ at
f6b61b2; docs/evaluation.md lists each field with the script and line): every field they
read exists, has their type, and holds our dataset's truth."""

import gzip
import json
import os
import re
from pathlib import Path

import numpy as np
import pytest
from PIL import Image

from generators.dataset.run import generate
from generators.exports import export
from generators.exports.release import GT_KEYS, MANIFEST, RELEASE_CHOICE_TYPE
from generators.io.dataset import open_dataset
from generators.questions.editing import EDIT_SUBTASKS, target_mask
from tests.conftest import small_config

OURS = {"S1": "task1", "S6": "task2", "S3": "task3", "S4": "task4", "S5": "task5", "S7": "task6",
        "S8": "task7", "S9": "task8", "S2": "task9", "T2a": "task10", "T2b": "task11"}
FOLDER = re.compile(r"level_1/(sample_(\d+))/(view_(\d+))/offset([\d.]+)_fov([\d.]+)_dist([\d.]+)$")
# inference_mcq_NCQ.py REQUIRED_WRONG_TYPES: the reduced-option runs look these names up
REQUIRED = {"task1": ("phantom_block_above_top",), "task2": ("phantom_block_above_top",),
            "task3": ("merge_two_columns", "same_column_two_colors"),
            "task4": ("missing_one_layer", "same_layer_two_colors", "far_layer_confusion"),
            "task5": ("merge_adjacent_same_color", "drop_half_visible_blocks"), "task6": ("empty_support",),
            "task10": ("random_single_block", "both_views_blocks", "random_wrong_highlight_blocks")}
DATA = Path(__file__).parent / "data" / "spatial-iq-release" / "raw"


def release_type_names() -> set[str]:
    """Every distractor name in the release's own MCQ results (tests/data)."""
    import csv
    import io

    names = set()
    for name in ("eval_raw_human_mcq.csv.gz", "eval_raw_qwen_mcq.csv.gz", "eval_raw_kimi_mcq.csv.gz"):
        text = gzip.decompress((DATA / name).read_bytes()).decode()
        for row in csv.DictReader(io.StringIO(text)):
            names |= {re.sub(r"_fallback_unique_\d+$", "", v) for k, v in row.items()
                      if k.endswith("_choice_type")}
    return names


def _export(tmp_path_factory, n_scenes=2, **kw):
    root = tmp_path_factory.mktemp("rel")
    generate(small_config(root / "ds", n_scenes=n_scenes, **kw), progress=False)
    out = root / "release"
    export("release", str(root / "ds"), str(out))
    views = {(v["scene_id"], v["view_id"]): v for v in open_dataset(str(root / "ds"))}
    return out, views


@pytest.fixture(scope="module")
def exported(tmp_path_factory):
    return _export(tmp_path_factory)


@pytest.fixture(scope="module")
def exported_release_style(tmp_path_factory):
    return _export(tmp_path_factory, 3, **{"questions.style": "release"})


def view_dirs(out: Path) -> list[Path]:
    return sorted(p.parent for p in out.rglob("view.png"))


def test_layout_and_gt_json_keys(exported):
    out, views = exported
    dirs = view_dirs(out)
    assert len(dirs) == len(views)
    for d in dirs:
        assert FOLDER.search(str(d)), d
        gt = json.loads((d / "gt.json").read_text(encoding="utf-8"))
        assert tuple(gt) == GT_KEYS


def test_fields_the_text_evaluation_reads(exported):
    """evaluation/evaluation_text.py: gt.json task2..task11 and task_main, each an int
    (_gt_int_from_data: isinstance(val, int))."""
    out, views = exported
    for d in view_dirs(out):
        gt = json.loads((d / "gt.json").read_text())
        lab = views[(gt["scene_id"], gt["view_id"])]["labels"]
        for ours, task in OURS.items():
            if task != "task1":
                assert type(gt[task]) is int
                assert gt[task] == (lab["S9_witness"] if ours == "S9" else lab[ours])
        assert type(gt["task_main"]) is int and gt["task_main"] == lab["T1"]


def _check_mcq_fields(exported):
    """evaluation/evaluation_mcq.py: mcq.<task>.correct_letter (A-E) and
    mcq.<task>.choice_types[letter] (task_main for main); inference/inference_mcq_NCQ.py:
    mcq.task_main.choices per letter and the taskN_mcq_choiceX.png files."""
    out, views = exported
    names = release_type_names()
    seen_tasks, required_seen = set(), set()
    for d in view_dirs(out):
        gt = json.loads((d / "gt.json").read_text())
        view = views[(gt["scene_id"], gt["view_id"])]
        main = gt["mcq"]["task_main"]
        assert set(main["choices"]) == set("ABCDE") == set(main["choice_types"])
        assert main["choices"][main["correct_letter"]] == view["labels"]["T1"]
        for letter, value in main["choices"].items():
            want = "correct" if value == view["labels"]["T1"] else (
                f"high_by_{value - view['labels']['T1']}" if value > view["labels"]["T1"]
                else f"low_by_{view['labels']['T1'] - value}")
            assert main["choice_types"][letter] == want
        for task, entry in gt["mcq"].items():
            seen_tasks.add(task)
            assert entry["correct_letter"] in "ABCDE" and len(entry["correct_letter"]) == 1
            types = entry["choice_types"]
            assert types[entry["correct_letter"]] == "correct"
            assert list(types.values()).count("correct") == 1
            if task == "task_main":
                continue
            assert "choices" not in entry
            for letter in types:
                assert (d / f"{task}_mcq_choice{letter}.png").is_file()
            ours = {k for st, m in RELEASE_CHOICE_TYPE.items() if OURS[st] == task for k in m}
            for t in types.values():
                # each part (compound types join two errors with "+"): a release name, or one of
                # ours that has no release counterpart
                assert t == "correct" or all(p in names or p not in ours for p in t.split("+")), (task, t)
            required_seen |= {(task, p) for t in types.values() for p in t.split("+")
                              if p in REQUIRED.get(task, ())}
    assert "task_main" in seen_tasks and len(seen_tasks) >= 10
    return required_seen


def test_fields_the_mcq_evaluation_and_inference_read(exported):
    _check_mcq_fields(exported)


def test_every_view_is_scored_on_the_tasks_it_is_asked(exported):
    """evaluation_mcq.py scores a task of a view only where gt.json has its correct letter:
    every view has the count options' and one for each marks question the dataset asks of it
    (the marks style asks a subtask only where five marks can show a non-trivial answer,
    docs/questions.md), with the letter and option pictures of that question."""
    from generators.exports.compose import marks_choice_png

    out, views = exported
    ds = open_dataset(str(out.parent / "ds"))
    asked = {}
    for q in ds.questions():
        if q["modality"] == "image_mcq":
            asked.setdefault((q["scene_id"], q["view_id"]), {})[OURS[q["subtask"]]] = q
    assert sum(len(v) for v in asked.values()) > len(views)  # most views are asked several
    for d in view_dirs(out):
        gt = json.loads((d / "gt.json").read_text())
        mine = asked.get((gt["scene_id"], gt["view_id"]), {})
        assert set(gt["mcq"]) == set(mine) | {"task_main"}, d
        view = views[(gt["scene_id"], gt["view_id"])]
        for task, q in mine.items():
            assert gt["mcq"][task]["correct_letter"] == q["answer"]
            for n, option in enumerate(q["options"]):
                drawn = (d / f"{task}_mcq_choice{chr(65 + n)}.png").read_bytes()
                assert drawn == marks_choice_png(view, q, option)


def test_release_style_offers_every_required_type(exported_release_style):
    """questions.style=release: the reduced-option runs find each task's required types
    (inference_mcq_NCQ.py REQUIRED_WRONG_TYPES), S5's merged and dropped blocks included."""
    seen = {t for t, _ in _check_mcq_fields(exported_release_style)}
    assert seen >= set(REQUIRED), set(REQUIRED) - seen


def test_fields_the_image_evaluation_reads(exported):
    """evaluation/evaluation_image.py: taskN_gt_image_mask.npy beside view.png (np.load,
    2-D, cast to int32, the view's size) and the sample's scene.json total_blocks."""
    out, views = exported
    for d in view_dirs(out)[:12]:
        gt = json.loads((d / "gt.json").read_text())
        view = dict(views[(gt["scene_id"], gt["view_id"])])
        view.update(open_dataset(str(out.parent / "ds")).view_arrays(gt["scene_id"], gt["view_id"]))
        h, w = np.asarray(Image.open(d / "view.png")).shape[:2]
        for st in EDIT_SUBTASKS:
            mask = np.load(d / f"{OURS[st]}_gt_image_mask.npy")
            assert mask.ndim == 2 and mask.shape == (h, w)
            assert np.array_equal(np.asarray(mask, dtype=np.int32), target_mask(view, st))
        scene = json.loads((d.parent.parent / "scene.json").read_text())
        # the scene's block count (its T1 truth for main); our T1 is per view (|D_v|), at most that
        assert int(scene["total_blocks"]) == len(view["blocks"]) >= view["labels"]["T1"]


def test_fields_the_training_schema_validates(exported):
    """training/schema.py (and generate_manifest.py, which builds it from scene.json and
    gt.json): SpatialIQDataset -> samples (sample_idx, height_map, rows, cols, total_blocks,
    block_textures, views) -> views (view_idx, offset, fov_mult, dist_mult, view_image,
    gt_answers with task1 == "blocks" and visible_blocks, gt_masks, mcq)."""
    out, views = exported
    manifest = json.loads((out / MANIFEST).read_text())
    assert isinstance(manifest["dataset_id"], str)
    assert len(manifest["samples"]) == len({s for s, _ in views})
    n_views = 0
    for sample in manifest["samples"]:
        hm = np.asarray(sample["height_map"])
        assert hm.shape == (sample["rows"], sample["cols"]) and hm.dtype.kind == "i"
        assert sample["total_blocks"] == hm.sum() and isinstance(sample["block_textures"], list)
        scene_file = out / "level_1" / f"sample_{sample['sample_idx']:05d}" / "scene.json"
        scene = json.loads(scene_file.read_text())
        assert scene["height_map"] == sample["height_map"] and scene["rows"] == sample["rows"]
        for v in sample["views"]:
            n_views += 1
            m = FOLDER.search(os.path.dirname(v["view_image"]))
            assert m and int(m[4]) == v["view_idx"] and 1 <= v["view_idx"] <= 4
            assert (float(m[5]), float(m[6]), float(m[7])) == (v["offset"], v["fov_mult"], v["dist_mult"])
            assert all(type(v[k]) is float for k in ("offset", "fov_mult", "dist_mult"))
            assert (out / v["view_image"]).is_file()
            a = v["gt_answers"]
            assert a["task1"] == "blocks" and all(type(a[f"task{i}"]) is int for i in range(2, 12))
            gt = json.loads((out / os.path.dirname(v["view_image"]) / "gt.json").read_text())
            view = views[(gt["scene_id"], gt["view_id"])]
            blocks = np.asarray(view["blocks"]).reshape(-1, 3)
            assert a["visible_blocks"] == [blocks[b].tolist() for b in sorted(view["targets"]["S5"])]
            assert len(a["visible_blocks"]) == a["task5"]
            assert all(len(c) == 3 and all(type(x) is int for x in c) for c in a["visible_blocks"])
            for path in v["gt_masks"].values():
                assert path is None or (out / path).is_file()
            for task, entry in v["mcq"].items():
                assert set(entry) == {"correct_letter", "choices", "choice_types", "choice_images"}
                assert (entry["choices"] is None) == (task != "task_main")
                assert (entry["choice_images"] is None) == (task == "task_main")
    assert n_views == len(views)
