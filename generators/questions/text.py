"""Free-text questions (S1-S9, T1, T2a, T2b) and the T1 count-option question of a view.

A question record: id, scene_id, view_id, subtask, modality ("text" or "text_mcq"),
prompt, images (list of [scene_id, view_id]; T2 shows this view, then the rotated one),
options (or None), answer (the bare value: a number, "cube", or an option letter),
answer_text (the same inside <answer></answer>) and targets (block indices).
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator

import numpy as np

from .count_options import count_options
from .prompts import SUBTASKS, prompt

TEXT_MODALITY, COUNT_MCQ_MODALITY = "text", "text_mcq"


def question_rng(seed: int, scene_id: int, view_id: int, salt: int) -> np.random.Generator:
    return np.random.default_rng(np.random.SeedSequence(int(seed), spawn_key=(scene_id, view_id, salt)))


def partner_view(views: list[dict], view: dict, degrees: float) -> int | None:
    """view_id of the same-lens, same-offset view ``degrees`` further round, if stored."""
    cam = view["camera"]
    want = (cam["base_azimuth"] + degrees) % 360.0
    for other in views:
        c = other["camera"]
        if (abs((c["base_azimuth"] - want + 180.0) % 360.0 - 180.0) < 1e-6 and c["offset"] == cam["offset"]
                and c["fov_mult"] == cam["fov_mult"] and c["dist_mult"] == cam["dist_mult"]):
            return other["view_id"]
    return None


def partners(views: list[dict], view: dict) -> dict:
    """view_id of the T2a (+90) and T2b (+180) partner views, None where not stored."""
    return {"T2a": partner_view(views, view, 90.0), "T2b": partner_view(views, view, 180.0)}


def _record(view, subtask, modality, text, images, answer, options=None) -> dict:
    targets = view["targets"].get(subtask, [])
    return {
        "id": f"{view['scene_id']:06d}-{view['view_id']:02d}-{subtask}-{modality}",
        "scene_id": view["scene_id"], "view_id": view["view_id"], "subtask": subtask,
        "modality": modality, "prompt": text, "images": images, "options": options,
        "answer": str(answer), "answer_text": f"<answer>{answer}</answer>", "targets": targets,
    }


def view_questions(view: dict, scene_views: list[dict], seed: int = 0) -> list[dict]:
    """Every free-text question of one view, plus its T1 count-option question."""
    obj, labels = view["object_type"], view["labels"]
    here = [view["scene_id"], view["view_id"]]
    out = []
    rotated = partners(scene_views, view)
    for subtask in SUBTASKS:
        images = [here]
        if subtask in rotated:
            other = rotated[subtask]
            if other is None:
                continue
            images = [here, [view["scene_id"], other]]
        out.append(_record(view, subtask, TEXT_MODALITY, prompt(subtask, obj), images, labels[subtask]))
    opts, correct = count_options(labels["T1"], question_rng(seed, view["scene_id"], view["view_id"], 1))
    out.append(_record(view, "T1", COUNT_MCQ_MODALITY, prompt("T1", obj, [str(o) for o in opts]), [here],
                       chr(65 + correct), [str(o) for o in opts]))
    return out


def dataset_questions(views: Iterable[dict], seed: int = 0) -> Iterator[dict]:
    """Questions of every view, scene by scene (views must come grouped by scene, as
    ``open_dataset`` yields them)."""
    scene: list[dict] = []
    for view in views:
        if scene and view["scene_id"] != scene[0]["scene_id"]:
            for v in scene:
                yield from view_questions(v, scene, seed)
            scene = []
        scene.append(view)
    for v in scene:
        yield from view_questions(v, scene, seed)
