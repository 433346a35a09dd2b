"""The release's tables (Tables 1-9 and the data behind its figures) from per-view
correctness frames, one per model and group (``release_data``); docs/evaluation.md lists
each table, its rule and its test.

Every table is a pure function of the frames and the group; the scoring rules the tables
differ by (chance adjustment, relation edges, summation) are in ``release_scores``, the
correlations behind the rotation, mechanism and camera figures in ``release_correlations``.
"""

from __future__ import annotations

import re

import numpy as np
import pandas as pd

from . import stats
from .release_data import TASK_NAME, TASK_ORDER, Frames, display_name, paper_task
from .release_scores import (
    HIDDEN_SUPPORT,
    NAN,
    SUMMATION_COLUMNS,
    VISIBLE_SUPPORT,
    adjust,
    chain_score,
    chance,
    is_mcq,
    sort_key,
    summation_score,
    support_score,
)

QUERY_TEXT = {
    "task1": "What object category composes the stacked structure?",
    "task9": "How many non-laterally-adjacent clusters of objects are present?",
    "task3": "How many columns are in the stacked structure?",
    "task4": "How many horizontal layers are in the stacked structure?",
    "task5": "How many visible objects are present?",
    "task2": "How many objects are in the top-most layer?",
    "task6": "How many visible objects directly support the top-most object(s)?",
    "task7": "How many visible objects are in columns supporting the top-most object(s)?",
    "task8": "How many hidden objects must exist to support the visible structure?",
    "main": "How many objects are in the stacked structure in total?",
    "task10": "Which objects are visible in the adjacent view but not the reference view?",
    "task11": "Which objects are visible in the opposite view but not the reference view?",
}
OBJECT_ORDER = ("cube", "factory_box", "soup_can", "spam")
SUMMARY_COLUMNS = ("model", "display_name", "object_count", "visible_count", "hidden_count",
                   "referential_chain", "visible_support", "hidden_support", "summation_mechanism",
                   "mental_rotation_mean")
DIFFICULTY_FACTORS = ("total_blocks", "num_hidden_blocks", "num_layers", "num_columns", "fill_ratio")
FACTOR_NAME = {"total_blocks": "Number of objects", "num_hidden_blocks": "Number of hidden objects",
               "num_layers": "Number of layers", "num_columns": "Number of columns",
               "fill_ratio": "Fill ratio"}
# (edges, labels) per binned factor; bins are closed on the right like pandas.cut
BINS = {
    "total_blocks": ((0, 8, 12, 18, 25, 100), ("4-8", "9-12", "13-18", "19-25", "26+")),
    "num_hidden_blocks": ((-1, 0, 1, 3, 100), ("0", "1", "2-3", "4+")),
    "num_columns": ((2.5, 5.5, 8.5, 11.5, 14.5), ("3-5", "6-8", "9-11", "12-14")),
    "fill_ratio": ((0.0, 0.55, 0.67, 1.01), ("Sparse", "Medium", "Dense")),
}
BIN_ORDER = {"fill_ratio": ("Dense", "Medium", "Sparse")}


# ---------------------------------------------------------------- tables


def _rate_row(vals: pd.Series) -> tuple[int, int, float, float, float]:
    n = int(vals.size)
    k = int(vals.sum())
    lo, hi = stats.wilson(k, n)
    return k, n, k / n, lo, hi


def task_accuracy(data: Frames, group: str) -> pd.DataFrame:
    """Tables 6-8, Figures 15 and 25: accuracy per model and task with a Wilson
    interval, chance level, chance-adjusted values and the one-sided test above chance."""
    rows = []
    for model, df in data.items():
        c = chance(group, model)
        for task in TASK_ORDER:
            if task not in df.columns:
                continue
            vals = df[task].dropna()
            if vals.empty:
                continue
            k, n, acc, lo, hi = _rate_row(vals)
            rows.append({
                "group": group, "model": model, "display_name": display_name(model),
                "task": paper_task(task), "source_task": task, "task_name": TASK_NAME[task],
                "accuracy": acc, "n_correct": k, "n_incorrect": n - k, "n": n,
                "binom_se": stats.binom_se(acc, n), "ci_low_wilson": lo, "ci_high_wilson": hi,
                "chance_level": c, "chance_adjusted_accuracy": adjust(acc, group, model),
                "chance_adjusted_ci_low": adjust(lo, group, model),
                "chance_adjusted_ci_high": adjust(hi, group, model),
                "above_chance_p": stats.p_greater(k, n, c) if c is not None else NAN,
            })
    out = pd.DataFrame(rows)
    if out.empty:
        return out
    main = out[out["source_task"] == "main"].set_index("model")["chance_adjusted_accuracy"].to_dict()
    out["_sort"] = out["model"].map(lambda m: sort_key(m, main.get(m)))
    out["_task"] = out["source_task"].map(TASK_ORDER.index)
    out = out.sort_values(["_sort", "model", "_task"], kind="stable")
    return out.drop(columns=["_sort", "_task"])


def summary(data: Frames, task_acc: pd.DataFrame, group: str) -> pd.DataFrame:
    """Tables 1-4: one row per model, best Object Counting first."""
    if task_acc.empty:
        return pd.DataFrame(columns=list(SUMMARY_COLUMNS))
    value = "chance_adjusted_accuracy" if is_mcq(group) else "accuracy"
    per = {(m, t): v for m, t, v in zip(task_acc["model"], task_acc["source_task"], task_acc[value])}
    rows = []
    for model in sorted(data):
        df = data[model]
        get = lambda t, m=model: per.get((m, t), NAN)  # noqa: E731
        rows.append({
            "model": model, "display_name": display_name(model), "object_count": get("main"),
            "visible_count": get("task5"), "hidden_count": get("task8"),
            "referential_chain": chain_score(df, group, model),
            "visible_support": support_score(df, VISIBLE_SUPPORT, group, model),
            "hidden_support": support_score(df, HIDDEN_SUPPORT, group, model),
            "summation_mechanism": summation_score(df, group, model),
            "mental_rotation_mean": stats.mean_finite([get("task10"), get("task11")]),
        })
    out = pd.DataFrame(rows, columns=list(SUMMARY_COLUMNS))
    return out.sort_values("object_count", ascending=False, kind="stable")


def bins(df: pd.DataFrame, factor: str) -> tuple[pd.Series, list[str]]:
    """Per-view bin label of a difficulty factor and the labels in display order."""
    if factor == "num_layers":
        order = [str(v) for v in sorted(df[factor].dropna().astype(int).unique().tolist())]
        return df[factor].astype("Int64").astype(str), order
    if factor in BINS:
        edges, labels = BINS[factor]
        cut = pd.cut(df[factor], list(edges), labels=list(labels)).astype(str)
        return cut, list(BIN_ORDER.get(factor, labels))
    order = sorted(df[factor].dropna().astype(str).unique().tolist())
    return df[factor].astype(str), order


def difficulty(data: Frames, group: str) -> pd.DataFrame:
    """Table 9, Figure 19: Object Counting accuracy per difficulty bin."""
    rows = []
    for model, df in data.items():
        if "main" not in df.columns:
            continue
        for factor in DIFFICULTY_FACTORS:
            if factor not in df.columns:
                continue
            labels, order = bins(df, factor)
            for label in order:
                vals = df.loc[labels == label, "main"].dropna()
                if vals.empty:
                    continue
                k, n, acc, lo, hi = _rate_row(vals)
                rows.append({
                    "group": group, "model": model, "display_name": display_name(model), "factor": factor,
                    "factor_name": FACTOR_NAME.get(factor, factor), "bin": label, "accuracy": acc,
                    "n_correct": k, "n_incorrect": n - k, "n": n, "binom_se": stats.binom_se(acc, n),
                    "ci_low_wilson": lo, "ci_high_wilson": hi,
                    "chance_adjusted_accuracy": adjust(acc, group, model),
                    "chance_adjusted_ci_low": adjust(lo, group, model),
                    "chance_adjusted_ci_high": adjust(hi, group, model),
                })
    return pd.DataFrame(rows)


def summation_cells(data: Frames, group: str) -> pd.DataFrame:
    """Figures 7, 23, 24, 27: Object Counting accuracy in each (visible right?, hidden
    right?) cell; each cell's rate is conditional on the cell."""
    rows = []
    for model, df in data.items():
        if not {"task5", "task8", "main"}.issubset(df.columns):
            continue
        valid = df[["task5", "task8", "main"]].dropna()
        total = len(valid)
        main_right = int(valid["main"].sum()) if total else 0
        for v in (1, 0):
            for h in (1, 0):
                cell = valid[(valid["task5"] == v) & (valid["task8"] == h)]
                n = len(cell)
                k = int(cell["main"].sum()) if n else 0
                rows.append({
                    "group": group, "model": model, "display_name": display_name(model),
                    "visible_correct": v, "hidden_correct": h,
                    "cell": f"V{'+' if v else '-'} H{'+' if h else '-'}",
                    "main_accuracy": k / n if n else NAN, "main_correct": k, "main_incorrect": n - k, "n": n,
                    "share_of_scenes": n / total if total else NAN,
                    "overall_main_accuracy": main_right / total if total else NAN,
                    "overall_main_correct": main_right, "overall_n": total,
                })
    return pd.DataFrame(rows)


def composition(data: Frames, group: str) -> pd.DataFrame:
    """Figures 22, 28: do the visible and hidden count answers compose into the total?
    Correlation of (visible + hidden) with the total answer, and the residual
    (total error) - (visible error + hidden error)."""
    rows = []
    for model, df in data.items():
        if not set(SUMMATION_COLUMNS).issubset(df.columns):
            continue
        work = df.dropna(subset=list(SUMMATION_COLUMNS))
        if work.empty:
            continue
        num = {c: pd.to_numeric(work[c], errors="coerce") for c in SUMMATION_COLUMNS}
        r, p = stats.pearson(num["task5_pred"] + num["task8_pred"], num["main_pred"])
        composed = (num["task5_pred"] - num["task5_gt"]) + (num["task8_pred"] - num["task8_gt"])
        residual = (num["main_pred"] - num["main_gt"]) - composed
        exact = residual == 0
        both_wrong = pd.Series(False, index=work.index)
        if {"task5", "task8"}.issubset(work.columns):
            both_wrong = (work["task5"] == 0) & (work["task8"] == 0)
        n_both = int(both_wrong.sum())
        rows.append({
            "group": group, "model": model, "display_name": display_name(model),
            "prediction_correlation_r": r, "prediction_correlation_p": p,
            "exact_match_rate": float(exact.mean()),
            "both_wrong_exact_match_rate": float(exact[both_wrong].mean()) if n_both else NAN,
            "mean_absolute_residual": stats.mean_finite(np.abs(residual)),
            "residual_bias": stats.mean_finite(residual), "both_wrong_n": n_both, "n": len(work),
        })
    return pd.DataFrame(rows)


def object_accuracy(data: Frames, group: str) -> pd.DataFrame:
    """Figures 20, 26: Object Counting accuracy per object type."""
    rows = []
    for model, df in data.items():
        if "object_type" not in df.columns or "main" not in df.columns:
            continue
        for obj, sub in df.groupby("object_type", dropna=True, sort=True):
            vals = sub["main"].dropna()
            if vals.empty:
                continue
            k, n, acc, lo, hi = _rate_row(vals)
            rows.append({
                "group": group, "model": model, "display_name": display_name(model), "object_type": str(obj),
                "accuracy": acc, "n_correct": k, "n_incorrect": n - k, "n": n, "ci_low_wilson": lo,
                "ci_high_wilson": hi, "chance_adjusted_accuracy": adjust(acc, group, model),
            })
    return pd.DataFrame(rows)


def _slice(group: str, kind: str, value: str, task: str, vals: pd.Series) -> dict:
    vals = vals.dropna()
    n = int(vals.size)
    k = int(vals.sum()) if n else 0
    return {"group": group, "slice_type": kind, "slice_value": value, "task": paper_task(task),
            "source_task": task, "task_name": TASK_NAME[task], "accuracy": k / n if n else NAN,
            "n_correct": k, "n": n}


def object_difficulty_slices(data: Frames, group: str) -> pd.DataFrame:
    """Figure 21: accuracy pooled over models by object type, by total-count bin, and by
    both (tasks S6, S5, S7, S8, S9, T1; T1, S5, S9 for the crossed slices)."""
    parts = [df for df in data.values() if "main" in df.columns]
    if not parts:
        return pd.DataFrame()
    full = pd.concat(parts, ignore_index=True)
    tasks = [t for t in ("task2", "task5", "task6", "task7", "task8", "main") if t in full.columns]
    rows = []
    objects: list[str] = []
    if "object_type" in full.columns:
        present = set(full["object_type"].dropna())
        objects = [o for o in OBJECT_ORDER if o in present]
        objects += [o for o in sorted(full["object_type"].dropna().astype(str).unique()) if o not in objects]
        obj_col = full["object_type"].astype(str)
        for task in tasks:
            for obj in objects:
                rows.append(_slice(group, "object", obj, task, full.loc[obj_col == obj, task]))
    if "total_blocks" in full.columns:
        labels, order = bins(full, "total_blocks")
        for task in tasks:
            for b in order:
                rows.append(_slice(group, "difficulty", b, task, full.loc[labels == b, task]))
        if "object_type" in full.columns:
            for task in [t for t in ("main", "task5", "task8") if t in full.columns]:
                for obj in objects:
                    for b in order:
                        keep = (obj_col == obj) & (labels == b)
                        rows.append(_slice(group, "object_difficulty", f"{obj}|{b}", task,
                                           full.loc[keep, task]))
    return pd.DataFrame(rows)


def reason(raw: str) -> str:
    """A distractor type as a readable reason ("missing_one_top_block" -> "Missing One
    Top Block"); the "_fallback_unique_N" suffix of a re-drawn distractor is dropped."""
    return re.sub(r"_fallback_unique_[0-9]+", "", str(raw)).replace("_", " ").strip().title()


def wrong_answers(data: Frames, group: str) -> pd.DataFrame:
    """Figures 5, 16: how often each distractor type was chosen, against chance (one-sided
    binomial test); ``displayed_in_figure`` where p < 0.05."""
    rows = []
    for model, df in data.items():
        c = chance(group, model)
        for task in TASK_ORDER:
            col = f"{task}_choice_type"
            if col not in df.columns:
                continue
            valid = df[col].dropna().astype(str)
            n = len(valid)
            if n == 0:
                continue
            counts = valid.value_counts(sort=False)
            counts = counts.iloc[np.argsort(-counts.to_numpy(), kind="stable")]
            for label, k in counts.items():
                if label == "correct":
                    continue
                p = stats.p_greater(int(k), n, c) if c else NAN
                rows.append({
                    "group": group, "model": model, "display_name": display_name(model),
                    "task": paper_task(task), "source_task": task, "task_name": TASK_NAME.get(task, task),
                    "raw_label": label, "reason": reason(label), "n_error": int(k), "n_total": n,
                    "raw_proportion": k / n, "chance_level": c,
                    "chance_adjusted_preference": adjust(k / n, group, model), "above_chance_p": p,
                    "displayed_in_figure": bool(p < 0.05) if p == p else False,
                })
    out = pd.DataFrame(rows)
    if out.empty:
        return out
    out["_task"] = out["source_task"].map(lambda t: TASK_ORDER.index(t) if t in TASK_ORDER else 999)
    out = out.sort_values(["_task", "reason", "above_chance_p", "model"], kind="stable")
    return out.drop(columns="_task")


def task_queries() -> pd.DataFrame:
    """Table 5: task ids, names and query text."""
    return pd.DataFrame([{"task": paper_task(t), "source_task": t, "task_name": TASK_NAME[t],
                          "query_text": QUERY_TEXT[t]} for t in TASK_ORDER])
