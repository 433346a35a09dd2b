"""Reading the release's per-question result files (``eval_raw_*.csv``) strictly, and
grouping them as its analysis does (docs/evaluation.md, "The release's tables").

File names decide the modality and the model:

- ``eval_raw_<model>_text.csv``: free text (``eval_raw_human_frq.csv``: the human row);
  models named ``dapo*``, ``sft-*`` or ``Qwen2.5-VL*`` are trained checkpoints, which go
  to Table 4 and its figures only, never to the base text group of Table 1;
- ``eval_raw_<model>_mcq.csv``: multiple choice; ``<base>3CQ`` / ``<base>4CQ`` hold the
  3- and 4-option runs (``eval_raw_human_mcq.csv``: the human row);
- ``eval_raw_image_<model>.csv``: image editing.

Each file is one row per view; ``view`` is the release's folder path, a 0/1 (or empty)
correctness column per task (``task1``..``task11``, ``main``; ``task_main`` is read as
``main``). A file that is cut, has a short row, a correctness cell that is not 0/1, is
not UTF-8, or whose columns belong to another modality than its name says raises
``ReleaseFileError`` with one line naming the file, the row and the fix.
"""

from __future__ import annotations

import csv
import io
import os
import re

import numpy as np
import pandas as pd

from ..exports.release import TASKS
from ..io.regular import open_regular

# per-view correctness, one frame per model (``load`` returns one such dict per group)
Frames = dict[str, pd.DataFrame]

# the release's task columns in the order of its tables (primitives, counts, support,
# object counting, rotation), its paper ids and names
TASK_ORDER = ("task1", "task9", "task3", "task4", "task5", "task2", "task6", "task7", "task8", "main",
              "task10", "task11")
TASK_COLUMNS = tuple(f"task{i}" for i in range(1, 12)) + ("main",)
SUBTASK_NUMBER = {"task1": 1, "task9": 2, "task3": 3, "task4": 4, "task5": 5, "task2": 6, "task6": 7,
                  "task7": 8, "task8": 9}
TASK_NAME = {"task1": "Object Categorization", "task9": "Cluster Count", "task3": "Column Count",
             "task4": "Layer Count", "task5": "Visible Object Count", "task2": "Top Layer",
             "task6": "Direct Support", "task7": "Support Column", "task8": "Hidden Object Count",
             "main": "Object Counting", "task10": "Mental Rotation 90", "task11": "Mental Rotation 180"}
OUR_SUBTASK = {theirs: ours for ours, theirs in TASKS.items()}
GROUPS = ("text", "trained_text", "mcq5", "mcq345", "image")
CORRECTNESS = {"": np.nan, "0": 0.0, "1": 1.0, "0.0": 0.0, "1.0": 1.0}
KIND_COLUMN = {"mcq": "_choice_type", "image": "_verdict", "text": "_pred"}


class ReleaseFileError(ValueError):
    """A raw result file that cannot be read as the release's analysis reads it."""


def paper_task(task: str) -> str:
    """The paper's id of a release task column (Task1..Task9, Target1, Target2a/b)."""
    if task in SUBTASK_NUMBER:
        return f"Task{SUBTASK_NUMBER[task]}"
    return {"main": "Target1", "task10": "Target2a", "task11": "Target2b"}.get(task, task)


def is_trained(model: str) -> bool:
    m = model.lower()
    return m.startswith(("dapo", "sft-", "qwen2.5-vl"))


def choice_count(model: str) -> int:
    """Options per question of an MCQ run, from its name (``qwen3CQ`` -> 3; else 5)."""
    m = re.search(r"([345])cq\b", model.lower())
    return int(m.group(1)) if m else 5


_FAMILY_CQ = {"qwen": "Qwen", "claude": "Claude", "gemini": "Gemini"}
_FIXED = {"human": "Human", "claude": "Claude", "qwen": "Qwen", "gemini": "Gemini", "kimi": "Kimi",
          "vla-0": "VLA-0", "qwen-image-edit": "Qwen Image Edit", "gemini-image": "Gemini Image"}


def display_name(model: str) -> str:
    """The release's label of a model; names it does not know are kept as they are."""
    m = model.lower()
    for prefix, label in (("gpt", "GPT"), ("glm", "GLM")):
        if m.startswith(prefix):
            return label + model[len(prefix):].upper()
    if m.startswith("qwen3b"):
        return "Qwen3B"
    cq = re.search(r"([345])cq", m)
    for family, label in _FAMILY_CQ.items():
        if m.startswith(family) and cq:
            return f"{label} {cq.group(1)}CQ"
    return _FIXED.get(m, model)


def model_of(filename: str) -> tuple[str, str] | None:
    """(kind, model) of an ``eval_raw_*.csv`` name: kind text, mcq or image; None for
    other names."""
    name = os.path.basename(filename)
    m = re.fullmatch(r"eval_raw_image_(.+)\.csv", name)
    if m:
        return "image", m.group(1)
    m = re.fullmatch(r"eval_raw_(.+)_(text|mcq)\.csv", name)
    if m:
        return m.group(2), m.group(1)
    if name == "eval_raw_human_frq.csv":
        return "text", "human"
    return None


def _model_name(kind: str, stem: str) -> str:
    return "human" if stem in ("human", "human_frq", "human_mcq") else stem


def read_raw(path: str) -> pd.DataFrame:
    """One raw file, checked cell by cell, with the release's derived columns: ``offset``,
    ``fov`` and ``perspective`` (fov >= 3) from the view path, ``fill_ratio`` =
    total_blocks / (columns x layers)."""
    kind = (model_of(path) or ("text", ""))[0]
    name = os.path.basename(path)
    with open_regular(path, "rb") as fh:  # a FIFO or a device named like a raw file is never read
        raw = fh.read()
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as err:
        row = raw[:err.start].count(b"\n") + 1
        raise ReleaseFileError(f"{name} line {row}: not UTF-8 text (byte {err.start}); "
                               f"re-save the file as UTF-8") from None
    rows = list(csv.reader(io.StringIO(text, newline="")))
    if not rows or not rows[0]:
        raise ReleaseFileError(f"{name}: empty file; write the header and one row per view")
    header = rows[0]
    _check_kind(name, kind, header)
    width = len(header)
    cut = not text.endswith(("\n", "\r"))
    task_idx = [(i, c) for i, c in enumerate(header) if c in TASK_COLUMNS or c == "task_main"]
    for n, row in enumerate(rows[1:], start=2):
        if len(row) != width:
            if n == len(rows) and cut:
                raise ReleaseFileError(f"{name} line {n}: the last row is cut ({len(row)} of {width} "
                                       f"cells; the file is truncated); copy the whole file again")
            if not row:
                continue
            raise ReleaseFileError(f"{name} line {n}: {len(row)} cells where the header has {width}; "
                                   f"fix that row (a cell is missing or has an unquoted comma)")
        for i, col in task_idx:
            if row[i] not in CORRECTNESS:
                raise ReleaseFileError(f"{name} line {n}: {col} is {row[i]!r}, not 0 or 1; correctness "
                                       f"cells hold 0, 1, or nothing for a question not scored")
    df = pd.read_csv(io.StringIO(text))
    if "task_main" in df.columns and "main" not in df.columns:
        df = df.rename(columns={"task_main": "main"})
    if "view" in df.columns:
        if df["view"].duplicated().any():
            dup = df["view"][df["view"].duplicated()].iloc[0]
            raise ReleaseFileError(f"{name}: view {dup} appears twice; keep one row per view")
        _camera_columns(df)
    if {"total_blocks", "num_columns", "num_layers"}.issubset(df.columns):
        df["fill_ratio"] = df["total_blocks"] / (df["num_columns"] * df["num_layers"]).replace(0, np.nan)
    for col in TASK_COLUMNS:
        if col in df.columns:
            df[col] = pd.to_numeric(df[col], errors="coerce").astype(float)
    return df


def _camera_columns(df: pd.DataFrame) -> None:
    view = df["view"].astype(str)
    offset = view.str.extract(r"offset([\d.]+)_")[0]
    fov = view.str.extract(r"fov(\d+)_")[0]
    if offset.notna().any():
        df["offset"] = pd.to_numeric(offset, errors="coerce")
    if fov.notna().any():
        df["fov"] = pd.to_numeric(fov, errors="coerce")
        df["perspective"] = (df["fov"] >= 3).astype(int)


def _check_kind(name: str, kind: str, header: list[str]) -> None:
    """An MCQ or image file under a _text name (or the reverse) would be scored as the
    wrong modality: its columns give it away."""
    has = {k: any(c.endswith(suffix) for c in header) for k, suffix in KIND_COLUMN.items()}
    found = [k for k in ("mcq", "image") if has[k]] or (["text"] if has["text"] else [])
    if not any(c in TASK_COLUMNS or c == "task_main" for c in header):
        raise ReleaseFileError(f"{name} line 1: no task column (task1..task11, main); not a release "
                               f"eval_raw file")
    if found and found[0] != kind:
        want = {"text": "eval_raw_<model>_text.csv", "mcq": "eval_raw_<model>_mcq.csv",
                "image": "eval_raw_image_<model>.csv"}[found[0]]
        raise ReleaseFileError(f"{name} line 1: its columns are those of a {found[0]} file "
                               f"(*{KIND_COLUMN[found[0]]}) but its name says {kind}; rename it {want}")


def discover(folder: str) -> dict[str, list[tuple[str, str]]]:
    """group -> [(model, path)] in file-name order, as the release groups its files."""
    if not os.path.isdir(folder):
        raise FileNotFoundError(f"{folder}: no such folder of eval_raw_*.csv files")
    names = sorted(n for n in os.listdir(folder) if model_of(n))
    kinds = {n: model_of(n) for n in names}
    groups: dict[str, list] = {g: [] for g in GROUPS}
    mcq_models = {_model_name("mcq", m) for n, (k, m) in kinds.items() if k == "mcq"}
    complete = {re.sub(r"[34]CQ$", "", m, flags=re.I) for m in mcq_models}
    complete = {b for b in complete if all(f"{b}{cq}" in mcq_models for cq in ("3CQ", "4CQ"))}
    for n in names:
        kind, stem = kinds[n]
        model, path = _model_name(kind, stem), os.path.join(folder, n)
        if kind == "text":
            if model == "human" or is_trained(model):
                groups["trained_text"].append((model, path))
            if not is_trained(model):
                groups["text"].append((model, path))
        elif kind == "image":
            groups["image"].append((model, path))
        else:
            if not re.search(r"[34]CQ", n, re.I):
                groups["mcq5"].append((model, path))
            if re.sub(r"[34]CQ$", "", model, flags=re.I) in complete or model == "human":
                groups["mcq345"].append((model, path))
    return groups


def load(folder: str) -> dict[str, dict[str, pd.DataFrame]]:
    """group -> model -> checked frame; each file is read once."""
    cache: dict[str, pd.DataFrame] = {}
    out: dict[str, dict[str, pd.DataFrame]] = {}
    for group, pairs in discover(folder).items():
        frames = {}
        for model, path in pairs:
            if path not in cache:
                cache[path] = read_raw(path)
            if any(c in cache[path].columns for c in TASK_ORDER):
                frames[model] = cache[path]
        out[group] = frames
    if not any(out.values()):
        raise FileNotFoundError(f"{folder}: no eval_raw_<model>_text.csv, eval_raw_<model>_mcq.csv or "
                                f"eval_raw_image_<model>.csv files")
    return out
