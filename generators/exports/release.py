"""The public release's folder layout, so that its scripts run on our data.

    level_1/sample_{scene + 1:05d}/view_{base azimuth index + 1:02d}/offset{o}_fov{f}_dist{d}/
        view.png                 the view
        gt.json                  answers under the release's task names (below)
        taskN_gt_mask.png        image-editing target mask (0/255; group labels for S2-S4)
        taskN_mcq_choiceX.png    image MCQ option X (A-E)

Release task names: task1 S1, task2 S6, task3 S3, task4 S4, task5 S5, task6 S7, task7 S8,
task8 S9 (the release's text task8 counted the visible blocks resting on hidden ones, our
S9_witness, which is what gt.json holds under task8; our hidden count is
``num_hidden_blocks``), task9 S2, task10 T2a, task11 T2b, main T1. ``gt.json`` also holds
object_type, total_blocks, num_hidden_blocks, num_columns, num_layers (the columns of the
release's eval CSVs), ``mcq`` (correct letter per task), ``mcq_choice_types`` and ``scene_id``,
``view_id``. "level_1" is fixed: we do not bin scenes by level.
"""

from __future__ import annotations

import json
import os
from collections.abc import Iterator

from ..io import png
from .common import mask_png, scenes
from .compose import option_png

TASKS = {"S1": "task1", "S6": "task2", "S3": "task3", "S4": "task4", "S5": "task5", "S7": "task6",
         "S8": "task7", "S9": "task8", "S2": "task9", "T2a": "task10", "T2b": "task11", "T1": "main"}
GT_KEYS = ("object_type", "total_blocks", "num_hidden_blocks", "num_columns", "num_layers",
           *TASKS.values(), "mcq", "mcq_choice_types", "scene_id", "view_id")


def view_folder(view: dict) -> str:
    cam = view["camera"]
    index = int(round(cam["base_azimuth"] / 90.0)) % 4 + 1
    return (f"level_1/sample_{view['scene_id'] + 1:05d}/view_{index:02d}/"
            f"offset{cam['offset']:g}_fov{cam['fov_mult']:g}_dist{cam['dist_mult']:g}")


def gt(view: dict, mcq: dict) -> dict:
    lab = view["labels"]
    out = {"object_type": lab["S1"], "total_blocks": lab["T1"], "num_hidden_blocks": lab["S9"],
           "num_columns": lab["S3"], "num_layers": lab["S4"]}
    for ours, theirs in TASKS.items():
        out[theirs] = lab["S9_witness"] if ours == "S9" else lab[ours]
    out["mcq"] = {TASKS[q["subtask"]]: q["answer"] for q in mcq.values()}
    out["mcq_choice_types"] = {TASKS[q["subtask"]]: q["choice_types"] for q in mcq.values()}
    out["scene_id"], out["view_id"] = view["scene_id"], view["view_id"]
    return out


def rows(dataset, out: str, answers: str = "plain", seed: int = 0, limit: int | None = None,
         modalities=None, k: int = 5, **_) -> Iterator[str]:
    """Writes each view's folder; yields the folder."""
    from ..questions.distractors import MCQ_SUBTASKS
    from ..questions.editing import EDIT_SUBTASKS
    from ..questions.mcq import mcq_question
    from ..questions.text import partners

    for group in scenes(dataset, limit):
        for view in group:
            folder = os.path.join(out, view_folder(view))
            os.makedirs(folder, exist_ok=True)
            with open(os.path.join(folder, "view.png"), "wb") as fh:
                fh.write(png.encode(view["rgb"]))
            mcq = {}
            paired = partners(group, view)
            for st in MCQ_SUBTASKS:
                q = mcq_question(view, st, seed, paired.get(st))
                if q is None:
                    continue
                mcq[st] = q
                for i, option in enumerate(q["options"]):
                    with open(os.path.join(folder, f"{TASKS[st]}_mcq_choice{chr(65 + i)}.png"), "wb") as fh:
                        fh.write(option_png(view, option, q["colours"]))
            for st in EDIT_SUBTASKS:
                with open(os.path.join(folder, f"{TASKS[st]}_gt_mask.png"), "wb") as fh:
                    fh.write(mask_png(view, st, binary_value=255))
            with open(os.path.join(folder, "gt.json"), "w") as fh:
                json.dump(gt(view, mcq), fh, indent=1)
            yield view_folder(view)


class Sink:
    def __init__(self, out: str, **_):
        self.n = 0

    def add(self, folder: str) -> None:
        self.n += 1

    def close(self) -> int:
        return self.n
