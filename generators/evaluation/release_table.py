"""The release's Table 1 from its per-view result files (``eval_raw_<model>_text.csv``).

Those files hold, per view of the release's 3,000-view eval set, a 0/1 correctness column
per task with ``<task>_pred`` and ``<task>_gt``. Task names map to subtasks as in the
release layout (``exports.release.TASKS``): the release's task8 is its own S9, the count of
visible blocks resting on a hidden one. Empty cells are questions that were not asked
or not scored; they drop out of each metric on their own.
"""

from __future__ import annotations

import csv
import glob
import math
import os
import re

from ..exports.release import TASKS
from .hierarchy import accuracy, hierarchy

COLUMNS = ("model", "display_name", "object_count", "visible_count", "hidden_count",
           "referential_chain", "visible_support", "hidden_support", "summation_mechanism",
           "mental_rotation_mean")
DISPLAY = {"gemini": "Gemini", "claude": "Claude", "gpt": "GPT", "qwen": "Qwen", "internvl": "InternVL",
           "llava": "LLaVA"}
PATTERN = re.compile(r"eval_raw_(.+)_text\.csv$")


def _number(cell: str) -> float:
    try:
        value = float(cell)
    except (TypeError, ValueError):
        return math.nan
    return value if math.isfinite(value) else math.nan


def read_release_csv(path: str) -> tuple[dict, dict]:
    """(view table, text values) keyed by our subtask names."""
    with open(path, newline="") as fh:
        rows = list(csv.DictReader(fh))
    if not rows or "main" not in rows[0]:
        raise ValueError(f"{path}: not a release eval_raw file (no 'main' column)")
    table, values = {}, {}
    for ours, theirs in TASKS.items():
        if theirs not in rows[0]:
            continue
        table[ours] = [_number(r[theirs]) for r in rows]
        values[ours] = ([_number(r.get(f"{theirs}_pred")) for r in rows],
                        [_number(r.get(f"{theirs}_gt")) for r in rows])
    return table, values


def table_row(model: str, table: dict, values: dict) -> dict:
    metrics = hierarchy(table, values)
    row = {"model": model, "display_name": DISPLAY.get(model, model),
           "object_count": accuracy(table["T1"]), "visible_count": accuracy(table["S5"]),
           "hidden_count": accuracy(table["S9"])}
    row.update({k: metrics[k] for k in COLUMNS if k in metrics})
    return row


def release_table(folder: str) -> list[dict]:
    """One Table 1 row per ``eval_raw_<model>_text.csv`` in ``folder``, sorted by model."""
    paths = sorted(p for p in glob.glob(os.path.join(folder, "eval_raw_*_text.csv")) if PATTERN.search(p))
    if not paths:
        raise FileNotFoundError(f"{folder}: no eval_raw_<model>_text.csv files")
    return [table_row(PATTERN.search(p).group(1), *read_release_csv(p)) for p in paths]


def write_table(rows: list[dict], path: str) -> None:
    from ..io.atomic import atomic_open

    with atomic_open(path, "w", newline="") as fh:
        writer = csv.DictWriter(fh, fieldnames=COLUMNS, lineterminator="\n")
        writer.writeheader()
        for row in rows:
            writer.writerow({k: repr(row[k]) if isinstance(row[k], float) else row[k] for k in COLUMNS})
