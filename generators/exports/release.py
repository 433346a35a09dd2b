"""The public release's folder layout, so that its own scripts read our data unchanged
(every field they read, with the script and line: docs/evaluation.md, "The release export").

    spatialiq_manifest.json          the dataset manifest its training/schema.py validates
    level_1/sample_{scene + 1:05d}/
        scene.json                   height_map, rows, cols, total_blocks (+ object_type, scene_id)
        view_{base azimuth index + 1:02d}/offset{o}_fov{f}_dist{d}/
            view.png                 the view
            gt.json                  answers under the release's keys (below)
            taskN_gt_mask.png        image-editing target mask (0/255; group labels for S2-S4)
            taskN_gt_image_mask.npy  the same mask as an int array (0/1; group labels 1..G)
            taskN_mcq_choiceX.png    image MCQ option X (A-E); a marks question's option as the
                                     marked view with the option's blocks recoloured

Release task names: task1 S1, task2 S6, task3 S3, task4 S4, task5 S5, task6 S7, task7 S8,
task8 S9 (the release's task8 counts the visible blocks resting on hidden ones, our
S9_witness; our hidden count is ``num_hidden_blocks``), task9 S2, task10 T2a, task11 T2b,
task_main T1 (``main`` in its result files). ``gt.json`` holds ``task1`` = "blocks" (the
release's only category label), ``task2``..``task11`` and ``task_main`` as integers,
``visible_blocks`` ([i, j, k] of every visible block), ``mcq`` (per task:
``correct_letter`` and ``choice_types`` per letter in the release's distractor names;
``task_main`` adds ``choices``, the count per letter), and our own fields
``object_type``, ``total_blocks``, ``num_hidden_blocks``, ``num_columns``, ``num_layers``,
``scene_id``, ``view_id``. "level_1" is fixed: we do not bin scenes by level.
"""

from __future__ import annotations

import json
import os
from collections.abc import Iterator

import numpy as np

from ..io import png
from .common import mask_png, scenes
from .compose import marks_choice_png, option_png

TASKS = {"S1": "task1", "S6": "task2", "S3": "task3", "S4": "task4", "S5": "task5", "S7": "task6",
         "S8": "task7", "S9": "task8", "S2": "task9", "T2a": "task10", "T2b": "task11", "T1": "main"}
GT_TASK = {ours: ("task_main" if theirs == "main" else theirs) for ours, theirs in TASKS.items()}
GT_KEYS = ("object_type", "total_blocks", "num_hidden_blocks", "num_columns", "num_layers",
           *GT_TASK.values(), "visible_blocks", "mcq", "scene_id", "view_id")
CATEGORY = "blocks"  # the release's task1 label (training/schema.py accepts only this word)
MANIFEST = "spatialiq_manifest.json"

# Our distractor types (questions/distractors.py) under the release's names, per subtask;
# a type without a release counterpart keeps its own name. Our own formats keep ours.
RELEASE_CHOICE_TYPE = {
    "S1": {"phantom_above_top": "phantom_block_above_top", "omit_one_block": "omit_one_block",
           "omit_two_blocks": "omit_two_blocks", "drop_column": "drop_one_column_highlight"},
    "S6": {"phantom_above_top": "phantom_block_above_top", "top_block_missing": "missing_one_top_block",
           "block_below_top": "one_below_top", "other_column_top": "other_column_top"},
    "S7": {"support_missed": "miss_one_support", "wrong_support_subset": "wrong_support_subset",
           "nothing_highlighted": "empty_support", "non_support_highlighted": "non_support_highlight"},
    "S8": {"column_blocks_removed": "remove_support_column_blocks", "wrong_column": "wrong_column_empty",
           "two_column_blocks_removed": "remove_two_column_blocks",
           "supports_without_column": "support_blocks_not_column"},
    "S9": {"supported_block_missed": "miss_one_supported", "nothing_highlighted": "empty_t8",
           "wrong_visible_block": "wrong_visible_block", "incomplete_subset": "alt_incomplete_subset"},
    "S2": {"fake_split": "fake_split_one_cluster", "merge_two_clusters": "merge_c0_to_c1",
           "all_one_colour": "collapse_to_one_cluster_color"},
    "S3": {"merge_two_columns": "merge_two_columns", "column_split": "same_column_two_colors"},
    "S4": {"merge_two_layers": "merge_two_layers", "layer_split": "same_layer_two_colors",
           "layer_missing": "missing_one_layer", "far_layer_confused": "far_layer_confusion"},
    "S5": {"merge_adjacent_pair": "merge_adjacent_same_color",
           "merge_adjacent_triple": "merge_adjacent_same_color",
           "drop_half": "drop_half_visible_blocks"},
    "T2a": {"random_wrong_blocks": "random_wrong_highlight_blocks",
            "single_random_block": "random_single_block",
            "both_views_blocks": "both_views_blocks", "missing_non_match": "missing_nonmatch"},
}
RELEASE_CHOICE_TYPE["T2b"] = RELEASE_CHOICE_TYPE["T2a"]


def release_choice_type(subtask: str, kind: str) -> str:
    """The release's name of a distractor type; a compound type (two errors joined by "+",
    docs/questions.md) has each part renamed."""
    names = RELEASE_CHOICE_TYPE.get(subtask, {})
    return "+".join(names.get(part, part) for part in kind.split("+"))


def count_choice_type(value: int, truth: int) -> str:
    """The release's name of a T1 count option: correct, high_by_N or low_by_N."""
    if value == truth:
        return "correct"
    return f"high_by_{value - truth}" if value > truth else f"low_by_{truth - value}"


def view_folder(view: dict) -> str:
    cam = view["camera"]
    index = int(round(cam["base_azimuth"] / 90.0)) % 4 + 1
    return (f"{sample_folder(view)}/view_{index:02d}/"
            f"offset{cam['offset']:g}_fov{cam['fov_mult']:g}_dist{cam['dist_mult']:g}")


def sample_folder(view: dict) -> str:
    return f"level_1/sample_{view['scene_id'] + 1:05d}"


def _letters(values) -> dict:
    return {chr(65 + n): v for n, v in enumerate(values)}


def mcq_entry(q: dict, truth: int | None = None) -> dict:
    """One gt.json ``mcq`` entry: the correct letter, the release's type per letter and,
    for T1 count options, the count per letter."""
    if q["modality"] == "text_mcq":
        counts = [int(o) for o in q["options"]]
        return {"correct_letter": q["answer"], "choices": _letters(counts),
                "choice_types": _letters([count_choice_type(c, truth) for c in counts])}
    return {"correct_letter": q["answer"],
            "choice_types": _letters([release_choice_type(q["subtask"], k) for k in q["choice_types"]])}


def gt(view: dict, questions: list[dict]) -> dict:
    """gt.json of one view; ``questions``: its image-MCQ and T1 count-option questions."""
    lab = view["labels"]
    blocks = np.asarray(view["blocks"]).reshape(-1, 3)
    out = {"object_type": lab["S1"], "total_blocks": int(lab["T1"]), "num_hidden_blocks": int(lab["S9"]),
           "num_columns": int(lab["S3"]), "num_layers": int(lab["S4"])}
    for ours, theirs in GT_TASK.items():
        out[theirs] = CATEGORY if ours == "S1" else int(lab["S9_witness"] if ours == "S9" else lab[ours])
    out["visible_blocks"] = [[int(c) for c in blocks[b]] for b in sorted(view["targets"]["S5"])]
    out["mcq"] = {GT_TASK[q["subtask"]]: mcq_entry(q, int(lab["T1"])) for q in questions}
    out["scene_id"], out["view_id"] = view["scene_id"], view["view_id"]
    return out


def scene_json(view: dict) -> dict:
    """The per-sample scene.json: a height map [row][col] of column heights (the grid's
    first two axes; k is up), its size, and the block count."""
    shape = view["grid_shape"]
    heights = np.zeros((shape[0], shape[1]), dtype=int)
    for i, j, _ in np.asarray(view["blocks"]).reshape(-1, 3):
        heights[i, j] += 1
    return {"height_map": heights.tolist(), "rows": int(shape[0]), "cols": int(shape[1]),
            "total_blocks": int(heights.sum()), "object_type": view["object_type"],
            "scene_id": view["scene_id"]}


def _questions(dataset, group: list[dict], seed: int) -> list[dict]:
    """The image-MCQ and T1 count-option questions of a scene: the stored table at the
    default seed, derived afresh otherwise."""
    from ..questions.table import scene_questions

    wanted = ("text_mcq", "image_mcq")
    if seed == 0 and hasattr(dataset, "questions_by_scene"):
        return [q for q in dataset.questions_by_scene()(group[0]["scene_id"]) if q["modality"] in wanted]
    return scene_questions(group, wanted, seed=seed, style=getattr(dataset, "question_style", "marks"))


def rows(dataset, out: str, answers: str = "plain", seed: int = 0, limit: int | None = None,
         modalities=None, k: int = 5, **_) -> Iterator[dict]:
    """Writes each view's folder and its scene's scene.json; yields the manifest entry of
    the view (with its scene)."""
    from ..questions.editing import EDIT_SUBTASKS, target_mask

    for group in scenes(dataset, limit):
        by_view: dict = {}
        for q in _questions(dataset, group, seed):
            by_view.setdefault(q["view_id"], []).append(q)
        os.makedirs(os.path.join(out, sample_folder(group[0])), exist_ok=True)
        scene = scene_json(group[0])
        with open(os.path.join(out, sample_folder(group[0]), "scene.json"), "w") as fh:
            json.dump(scene, fh, indent=1)
        for view in group:
            rel = view_folder(view)
            folder = os.path.join(out, rel)
            os.makedirs(folder, exist_ok=True)
            with open(os.path.join(folder, "view.png"), "wb") as fh:
                fh.write(png.encode(view["rgb"]))
            qs = sorted(by_view.get(view["view_id"], []), key=lambda q: list(GT_TASK).index(q["subtask"]))
            for q in qs:
                if q["modality"] != "image_mcq":
                    continue
                for i, option in enumerate(q["options"]):
                    with open(os.path.join(folder, f"{TASKS[q['subtask']]}_mcq_choice{chr(65 + i)}.png"),
                              "wb") as fh:
                        fh.write(marks_choice_png(view, q, option) if q.get("marks")
                                 else option_png(view, option, q["colours"]))
            masks = {}
            for st in EDIT_SUBTASKS:
                name = TASKS[st]
                with open(os.path.join(folder, f"{name}_gt_mask.png"), "wb") as fh:
                    fh.write(mask_png(view, st, binary_value=255))
                np.save(os.path.join(folder, f"{name}_gt_image_mask.npy"),
                        target_mask(view, st).astype(np.int32))
                masks[name] = f"{rel}/{name}_gt_mask.png"
            answers_ = gt(view, qs)
            with open(os.path.join(folder, "gt.json"), "w") as fh:
                json.dump(answers_, fh, indent=1)
            yield {"scene": scene, "view": _manifest_view(view, rel, answers_, masks, folder)}


def _manifest_view(view: dict, rel: str, answers: dict, masks: dict, folder: str) -> dict:
    cam = view["camera"]
    mcq = {}
    for task, entry in answers["mcq"].items():
        images = {L: f"{rel}/{task}_mcq_choice{L}.png" for L in entry["choice_types"]
                  if os.path.exists(os.path.join(folder, f"{task}_mcq_choice{L}.png"))}
        mcq[task] = {"correct_letter": entry["correct_letter"], "choices": entry.get("choices"),
                     "choice_types": entry["choice_types"], "choice_images": images or None}
    gt_answers = {k: answers[k] for k in GT_TASK.values()}
    gt_answers["visible_blocks"] = answers["visible_blocks"]
    return {"view_idx": int(rel.split("/view_")[1][:2]), "offset": float(cam["offset"]),
            "fov_mult": float(cam["fov_mult"]), "dist_mult": float(cam["dist_mult"]),
            "view_image": f"{rel}/view.png", "gt_answers": gt_answers, "gt_masks": masks, "mcq": mcq}


class Sink:
    """Gathers the manifest entries and writes ``spatialiq_manifest.json`` (the release's
    ``SpatialIQDataset``: dataset_id, samples with their views) when closed."""

    def __init__(self, out: str, **_):
        self.out, self.n = out, 0
        self.samples: dict = {}

    def add(self, entry: dict) -> None:
        scene = entry["scene"]
        sample = self.samples.setdefault(scene["scene_id"], {
            "sample_idx": scene["scene_id"] + 1, "height_map": scene["height_map"], "rows": scene["rows"],
            "cols": scene["cols"], "total_blocks": scene["total_blocks"], "block_textures": [], "views": []})
        sample["views"].append(entry["view"])
        self.n += 1

    def close(self) -> int:
        manifest = {"dataset_id": os.path.basename(self.out.rstrip("/")).removesuffix(".partial"),
                    "samples": [self.samples[k] for k in sorted(self.samples)]}
        with open(os.path.join(self.out, MANIFEST), "w") as fh:
            json.dump(manifest, fh, indent=1)
        return self.n
