"""Our scored rows as the release's per-view result frames, so that every release table
(``release_report``) is written for models scored on our own datasets.

Per responder: free-text answers make a ``text`` frame (a ``trained_text`` one for names
the release calls trained: ``dapo*``, ``sft-*``, ``Qwen2.5-VL*``) with ``<task>``,
``<task>_pred`` and ``<task>_gt``; image MCQ and the T1 count options make an MCQ frame
(``mcq5``; with 3- and 4-option answers too, ``name``, ``name3CQ`` and ``name4CQ`` go to
``mcq345``) with ``<task>_choice_type`` (our distractor names); image edits make an
``image`` frame (an edit is right when it scores 1.0). The view key is the release's
folder path (``exports.release.view_folder``), so its camera and structure parsing apply.
Tasks are named as in the release (``exports.release.TASKS``).
"""

from __future__ import annotations

import numpy as np
import pandas as pd

from ..exports.release import TASKS
from .release_data import is_trained

META = ("object_type", "total_blocks", "num_hidden_blocks", "num_columns", "num_layers")


def _frame(rows: list[dict], values: bool, choices: bool) -> pd.DataFrame:
    views: dict = {}
    for r in rows:
        v = views.setdefault(r["view"], {
            "view": r["view"], "object_type": r["object_type"], "total_blocks": r["total_blocks"],
            "num_hidden_blocks": r["hidden_blocks"], "num_columns": r["columns"], "num_layers": r["layers"]})
        task = TASKS[r["subtask"]]
        v[task] = float(r["correct"])
        if values:
            v[f"{task}_pred"] = _number(r["parsed"])
            v[f"{task}_gt"] = _number(r["answer"])
        if choices:
            v[f"{task}_choice_type"] = r.get("choice_type")
    df = pd.DataFrame([views[k] for k in sorted(views)])
    offset = df["view"].str.extract(r"offset([\d.]+)_")[0]
    fov = df["view"].str.extract(r"fov(\d+)_")[0]
    df["offset"] = pd.to_numeric(offset, errors="coerce")
    df["fov"] = pd.to_numeric(fov, errors="coerce")
    df["perspective"] = (df["fov"] >= 3).astype(int)
    df["fill_ratio"] = df["total_blocks"] / (df["num_columns"] * df["num_layers"]).replace(0, np.nan)
    return df


def _number(x) -> float:
    try:
        return float(x)
    except (TypeError, ValueError):
        return float("nan")


def frames(all_rows: dict[str, list[dict]]) -> dict[str, dict[str, pd.DataFrame]]:
    """group -> model -> frame, for every responder's scored rows."""
    groups: dict[str, dict[str, pd.DataFrame]] = {g: {} for g in
                                                   ("text", "trained_text", "mcq5", "mcq345", "image")}
    for name, rows in all_rows.items():
        text = [r for r in rows if r["modality"] == "text"]
        if text:
            groups["trained_text" if is_trained(name) else "text"][name] = _frame(text, True, False)
        by_k: dict[int, list] = {}
        for r in rows:
            if r["modality"] in ("image_mcq", "text_mcq"):
                by_k.setdefault(r["k"] or 5, []).append(r)
        mcq = {k: _frame(rs, False, True) for k, rs in by_k.items()}
        if 5 in mcq:
            groups["mcq5"][name] = mcq[5]
        if {3, 4, 5} <= set(mcq):
            groups["mcq345"].update({f"{name}3CQ": mcq[3], f"{name}4CQ": mcq[4], name: mcq[5]})
        edits = [r for r in rows if r["modality"] == "image_edit"]
        if edits:
            groups["image"][name] = _frame(edits, False, False)
    return groups
