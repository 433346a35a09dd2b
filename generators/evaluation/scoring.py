"""Scoring one predictions file against a dataset: one result row per question in scope.

Scope: the views that have at least one prediction, and on them the (modality, subtask)
pairs that have at least one prediction. Inside that scope a question without an answer
counts as wrong (``missing``), as does a failed request (``failed``) and an answer the
parser cannot read (``unparseable``); all three are counted and listed in the report.
Questions outside the scope are not scored, so a file covering only the free-text
questions of an eval split is scored on exactly those. Ids the dataset does not hold are
reported, never scored.

Image-editing answers are scored with ``questions.editing.edit_score``; an edit counts as
correct when it scores 1.0 (the mean score is reported too). Only a regular file is opened
as an edit (a FIFO would block the whole run); anything else is unparseable.
"""

from __future__ import annotations

import os
import re
from dataclasses import dataclass, field

import numpy as np

from ..exports.release import count_choice_type, view_folder
from ..questions.mcq import with_k_options
from .judge import judge
from .predictions import Predictions

ID = re.compile(r"^(\d{6})-(\d{2})-([A-Za-z0-9_]+)-(text|text_mcq|image_mcq|image_edit)(?:-k([345]))?$")


@dataclass
class Scored:
    rows: list = field(default_factory=list)          # one per question in scope
    unknown_ids: list = field(default_factory=list)   # predicted ids the dataset does not hold


def view_key(row: dict) -> tuple[int, int]:
    return row["scene_id"], row["view_id"]


def camera_variant(cam: dict) -> str:
    return f"offset{cam['offset']:g}_fov{cam['fov_mult']:g}_dist{cam['dist_mult']:g}"


def score(dataset, predictions: Predictions) -> Scored:
    out = Scored()
    wanted: dict = {}  # scene -> {(view, subtask, modality, k)}
    ids = list(predictions.answers) + list(predictions.failed)
    for qid in ids:
        m = ID.match(qid)
        if m is None:
            out.unknown_ids.append(qid)
            continue
        scene, view, subtask, modality, k = int(m[1]), int(m[2]), m[3], m[4], int(m[5] or 5)
        wanted.setdefault(scene, set()).add((view, subtask, modality, k))
    found: set = set()
    for scene, views, questions in dataset.scene_metadata(sorted(wanted)):
        asked = wanted[scene]
        in_views = {v for v, *_ in asked}
        groups = {(s, mo, k) for _, s, mo, k in asked}
        for q in questions:
            if q["view_id"] not in in_views:
                continue
            for subtask, modality, k in groups:
                if q["subtask"] != subtask or q["modality"] != modality:
                    continue
                if k != 5 and modality not in ("image_mcq", "text_mcq"):
                    continue
                question = q if k == 5 else with_k_options(q, k)
                found.add(question["id"])
                out.rows.append(_score_one(question, views[q["view_id"]], predictions, dataset))
    out.unknown_ids += [qid for qid in ids if ID.match(qid) and qid not in found]
    return out


def _score_one(q: dict, view: dict, predictions: Predictions, dataset) -> dict:
    labels = view["labels"]
    row = {"id": q["id"], "scene_id": q["scene_id"], "view_id": q["view_id"], "subtask": q["subtask"],
           "modality": q["modality"], "answer": q.get("answer"), "parsed": None, "status": "ok",
           "correct": 0.0, "score": 0.0, "k": len(q["options"]) if q.get("options") else None,
           "object_type": view["object_type"], "total_blocks": labels["T1"], "hidden_blocks": labels["S9"],
           "columns": labels["S3"], "layers": labels["S4"], "view": view_folder(view),
           "camera": camera_variant(view["camera"]), "split": q.get("split"), "choice_type": None}
    got = predictions.answers.get(q["id"])
    if got is None:
        row["status"] = "failed" if q["id"] in predictions.failed else "missing"
        return row
    if q["modality"] == "image_edit":
        return _score_edit(row, q, view, got, dataset)
    if "text" not in got:
        row["status"] = "unparseable"
        return row
    verdict = judge(q, got["text"])  # the rule the lmms-eval task folder scores by too
    row["status"], row["parsed"] = verdict["status"], verdict["parsed"]
    if verdict["status"] != "ok":
        return row
    row["correct"] = row["score"] = verdict["correct"]
    row["choice_type"] = chosen_type(q, verdict["parsed"], labels["T1"])
    if q["modality"] == "image_mcq":
        row["offered"] = list(q["choice_types"])  # what a uniform guess would pick among (mistakes.csv)
    return row


def chosen_type(q: dict, letter, truth: int) -> str | None:
    """The distractor type of the option chosen ("correct" for the right one): our type
    names for pictures, high_by_N / low_by_N for T1 count options."""
    if q["modality"] not in ("image_mcq", "text_mcq") or not isinstance(letter, str) or len(letter) != 1:
        return None
    n = ord(letter) - 65
    if not 0 <= n < len(q.get("options") or []):
        return None
    if q["modality"] == "text_mcq":
        return count_choice_type(int(q["options"][n]), int(truth))
    return "correct" if letter == q["answer"] else q["choice_types"][n]


def _regular_file(path: str):
    """``path`` opened for reading if it is a regular file; OSError otherwise. Opened
    without blocking first, so a FIFO (whose ``open`` would wait for a writer forever)
    is refused, never waited on."""
    import stat

    fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            raise OSError(f"{path}: not a regular file")
        os.set_blocking(fd, True)
        return os.fdopen(fd, "rb")
    except BaseException:
        os.close(fd)
        raise


def _score_edit(row, q, view, got, dataset) -> dict:
    from PIL import Image, UnidentifiedImageError

    from ..questions.editing import edit_score

    if "image" not in got:
        row["status"] = "unparseable"
        return row
    try:
        with _regular_file(got["image"]) as fh, Image.open(fh) as im:
            image = np.asarray(im.convert("RGB"))
    except (OSError, UnidentifiedImageError, ValueError, Image.DecompressionBombError):
        row["status"] = "unparseable"
        return row
    full = dataset.view_arrays(q["scene_id"], q["view_id"])
    s = edit_score({**view, **full}, q["subtask"], image)
    row["score"], row["correct"], row["parsed"] = s, float(s == 1.0), "image"
    return row
