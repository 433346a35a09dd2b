"""Free-text questions (S1-S9, T1, T2a, T2b) and the T1 count-option question of a view.

A question record: id, scene_id, view_id, subtask, modality ("text" or "text_mcq"),
object_type, prompt, images (list of [scene_id, view_id]; T2 shows this view, then its
partner view), options (or None), answer (the bare value: a number, "cube", or an option
letter), answer_text (the same inside <answer></answer>) and targets (block indices).
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator

import numpy as np

from ..rng import COUNT_RUN, stream
from ..voxel.camera import PARTNERS, ViewSpec, partner
from .count_options import scene_run, t1_prior
from .prompts import SUBTASKS, prompt

TEXT_MODALITY, COUNT_MCQ_MODALITY = "text", "text_mcq"


def partners(views: list[dict], view: dict) -> dict:
    """view_id of the view's T2a and T2b partner views among a scene's stored ``views``
    (``voxel.camera.PARTNERS``), None where not stored."""
    specs = [ViewSpec.from_dict(v["camera"]) for v in views]
    here = next(n for n, v in enumerate(views) if v["view_id"] == view["view_id"])
    found = {st: partner(specs, here, st) for st in PARTNERS}
    return {st: None if n is None else views[n]["view_id"] for st, n in found.items()}


def _record(view, subtask, modality, text, images, answer, options=None) -> dict:
    targets = view["targets"].get(subtask, [])
    return {
        "id": f"{view['scene_id']:06d}-{view['view_id']:02d}-{subtask}-{modality}",
        "scene_id": view["scene_id"], "view_id": view["view_id"], "subtask": subtask,
        "modality": modality, "object_type": view["object_type"], "prompt": text, "images": images,
        "options": options,
        "answer": str(answer), "answer_text": f"<answer>{answer}</answer>", "targets": targets,
    }


def count_runs(scene_views: list[dict], seed: int = 0) -> dict:
    """View id -> its T1 count options: one run for the scene (``count_options.scene_run``)."""
    capacity = int(np.prod(scene_views[0]["grid_shape"]))
    return scene_run({v["view_id"]: v["labels"]["T1"] for v in scene_views},
                     stream(seed, scene_views[0]["scene_id"], COUNT_RUN), t1_prior(capacity), capacity)


def view_questions(view: dict, scene_views: list[dict], seed: int = 0,
                   plan: dict | None = None) -> list[dict]:
    """Every free-text question of one view, plus its T1 count-option question. ``plan``:
    ``count_runs`` of the scene, when the caller made it once for all its views."""
    obj, labels = view["object_type"], view["labels"]
    here = [view["scene_id"], view["view_id"]]
    out = []
    paired = partners(scene_views, view)
    for subtask in SUBTASKS:
        images = [here]
        if subtask in paired:
            other = paired[subtask]
            if other is None:
                continue
            images = [here, [view["scene_id"], other]]
        out.append(_record(view, subtask, TEXT_MODALITY, prompt(subtask, obj), images, labels[subtask]))
    opts = (plan or count_runs(scene_views, seed))[view["view_id"]]
    correct = opts.index(labels["T1"])
    out.append(_record(view, "T1", COUNT_MCQ_MODALITY, prompt("T1", obj, [str(o) for o in opts]), [here],
                       chr(65 + correct), [str(o) for o in opts]))
    return out


def dataset_questions(views: Iterable[dict], seed: int = 0) -> Iterator[dict]:
    """Questions of every view, scene by scene (views must come grouped by scene, as
    ``open_dataset`` yields them)."""
    scene: list[dict] = []
    for view in views:
        if scene and view["scene_id"] != scene[0]["scene_id"]:
            plan = count_runs(scene, seed)
            for v in scene:
                yield from view_questions(v, scene, seed, plan)
            scene = []
        scene.append(view)
    plan = count_runs(scene, seed) if scene else None
    for v in scene:
        yield from view_questions(v, scene, seed, plan)
