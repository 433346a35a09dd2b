"""The release's tables (Tables 1-9 and the data behind its figures) from per-view
correctness frames, one per model and group (``release_data``); docs/evaluation.md lists
each table, its rule and its test.

Rules the tables differ by (as published):

- MCQ groups (``mcq5``, ``mcq345``) report chance-adjusted scores, (x - 1/k)/(1 - 1/k)
  with k the options of the run (``qwen3CQ``: 3), for accuracies, intervals, relation
  scores and summation;
- a relation edge P -> C is scored as I = P(P right | C right) in the text and image
  summaries (Tables 1, 3 and the human row of Table 4): the referential chain pools its
  two edges (1 - violations / testable), a support relation is the mean of its two edges
  and undefined when either is; Table 2 and the trained rows of Table 4 score
  P(C right | P right) instead, averaged per edge, skipping undefined edges;
- summation: where numeric predictions exist (text) the share of views whose total-count
  error equals the sum of the visible- and hidden-count errors; otherwise
  P(T1 right | S5 and S9 right).
"""

from __future__ import annotations

import re

import numpy as np
import pandas as pd

from . import stats
from .release_data import TASK_NAME, TASK_ORDER, choice_count, display_name, paper_task

Frames = dict[str, pd.DataFrame]

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
CHAIN = (("task2", "task6"), ("task6", "task7"))
VISIBLE_SUPPORT = (("task3", "task5"), ("task4", "task5"))
HIDDEN_SUPPORT = (("task3", "task8"), ("task7", "task8"))
SUMMATION_COLUMNS = ("task5_pred", "task5_gt", "task8_pred", "task8_gt", "main_pred", "main_gt")
FAMILY_ORDER = ("human", "claude", "qwen", "gemini", "gpt", "glm", "qwen3b", "vla-0", "kimi")
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
MECHANISM_BUNDLES = {
    "Mental Rotation 90": ("task10",),
    "Mental Rotation 180": ("task11",),
    "Mental Rotation bundle": ("task10", "task11"),
    "Referential chain": ("task2", "task6", "task7"),
    "Visible + hidden mechanism": ("task5", "task8"),
}
CAMERA_FACTORS = ("perspective", "offset")
NAN = float("nan")


# ---------------------------------------------------------------- chance and scoring rules


def is_mcq(group: str) -> bool:
    return group.startswith("mcq")


def chance(group: str, model: str) -> float | None:
    return 1.0 / choice_count(model) if is_mcq(group) else None


def adjust(value: float, group: str, model: str) -> float:
    """Chance-adjusted score of an MCQ run; other groups unchanged."""
    c = chance(group, model)
    if c is None or value != value:
        return value
    return (float(value) - c) / (1.0 - c)


def child_given_parent(group: str, model: str) -> bool:
    """True where the table scores P(C right | P right) (Table 2, trained rows of Table 4)."""
    return group == "mcq345" or (group == "trained_text" and model != "human")


def _conditional(df: pd.DataFrame, scored: str, given: str) -> float:
    """P(scored right | given right) over views where both were scored."""
    if scored not in df.columns or given not in df.columns:
        return NAN
    both = df[[scored, given]].dropna()
    both = both[both[given] == 1]
    return float(both[scored].mean()) if len(both) else NAN


def edge_score(df: pd.DataFrame, parent: str, child: str, group: str, model: str) -> float:
    if child_given_parent(group, model):
        score = _conditional(df, child, parent)
    else:
        score = _conditional(df, parent, child)
    return adjust(score, group, model) if is_mcq(group) else score


def chain_score(df: pd.DataFrame, group: str, model: str) -> float:
    if child_given_parent(group, model):
        return stats.mean_finite(edge_score(df, p, c, group, model) for p, c in CHAIN)
    testable = violations = 0
    for p, c in CHAIN:
        if p not in df.columns or c not in df.columns:
            continue
        both = df[[p, c]].dropna()
        both = both[both[c] == 1]
        testable += len(both)
        violations += int((both[p] == 0).sum())
    if testable == 0:
        return NAN
    return adjust(1.0 - violations / testable, group, model)


def support_score(df: pd.DataFrame, edges, group: str, model: str) -> float:
    scores = [edge_score(df, p, c, group, model) for p, c in edges]
    if child_given_parent(group, model):
        return stats.mean_finite(scores)
    if any(s != s for s in scores):
        return NAN
    return float(np.mean(scores))


def summation_score(df: pd.DataFrame, group: str, model: str) -> float:
    if not is_mcq(group) and set(SUMMATION_COLUMNS).issubset(df.columns):
        s = df[list(SUMMATION_COLUMNS)].apply(pd.to_numeric, errors="coerce").dropna()
        if s.empty:
            return NAN
        composed = (s["task5_pred"] - s["task5_gt"]) + (s["task8_pred"] - s["task8_gt"])
        return float((((s["main_pred"] - s["main_gt"]) - composed) == 0).mean())
    if not {"task5", "task8", "main"}.issubset(df.columns):
        return NAN
    sub = df[["task5", "task8", "main"]].dropna()
    sub = sub[(sub["task5"] == 1) & (sub["task8"] == 1)]
    if sub.empty:
        return NAN
    return adjust(float(sub["main"].mean()), group, model)


# ---------------------------------------------------------------- ordering


def family(model: str) -> str:
    m = model.lower()
    if m == "human":
        return "human"
    for prefix, fam in (("qwen2.5-vl", "qwen2.5-vl"), ("dapo", "dapo")):
        if m.startswith(prefix):
            return fam
    if m.startswith("sft-") and "-cot-" in m:
        return "sft-cot"
    if m.startswith("sft-") and "-plain-" in m:
        return "sft-plain"
    for fam in FAMILY_ORDER:
        if m.startswith(fam):
            return fam
    return m


def sort_key(model: str, score: float | None) -> float:
    """Primary key of the per-task tables: best Object Counting first (0 when unknown)."""
    return -float(score) if score is not None and score == score else 0.0


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


def _varying(frame: pd.DataFrame, col: str) -> set:
    """Views where ``col`` differs between responders."""
    spread = frame.groupby("view")[col].agg(lambda x: x.max() - x.min())
    return set(spread[spread > 0].index)


def rotation_correlations(data: Frames, group: str) -> pd.DataFrame:
    """Figure 13: Pearson correlation of each rotation target with every task per model,
    over all views (naive) and over the views where either task varies across models."""
    if not data:
        return pd.DataFrame()
    targets = [t for t in TASK_ORDER if t in ("task10", "task11")]
    compare = [t for t in TASK_ORDER if t not in targets] + targets
    pooled = pd.concat(list(data.values()), ignore_index=True)
    varying = {t: _varying(pooled, t) for t in compare if t in pooled.columns} if "view" in pooled else {}
    rows = []
    for model, df in data.items():
        for focus in targets:
            if focus not in df.columns:
                continue
            for task in compare:
                if task not in df.columns:
                    continue
                for kind in ("naive", "within_scene"):
                    work = df
                    if kind == "within_scene" and "view" in df.columns:
                        views = varying.get(focus, set()) | varying.get(task, set())
                        work = df[df["view"].isin(views)] if views else df.iloc[0:0]
                    r, p = stats.pearson(work[focus], work[task]) if len(work) else (NAN, NAN)
                    rows.append({
                        "group": group, "model": model, "display_name": display_name(model),
                        "correlation_type": kind, "focus_task": paper_task(focus), "source_focus_task": focus,
                        "focus_name": TASK_NAME[focus], "task": paper_task(task), "source_task": task,
                        "task_name": TASK_NAME[task], "pearson_r": r if task != focus else NAN,
                        "p_value": p if task != focus else NAN,
                        "n": int(work[[focus, task]].dropna().shape[0]) if len(work) else 0,
                    })
    return pd.DataFrame(rows)


def demeaned_pearson(frame: pd.DataFrame, x: str, y: str) -> tuple[float, float, int]:
    """Pearson correlation after removing each view's mean (a view fixed effect)."""
    sub = frame[["view", x, y]].dropna()
    if len(sub) < 3:
        return NAN, NAN, len(sub)
    g = sub.groupby("view")
    r, p = stats.pearson(sub[x] - g[x].transform("mean"), sub[y] - g[y].transform("mean"))
    return r, p, len(sub)


def mechanism_correlations(data: Frames, group: str) -> pd.DataFrame:
    """Figure 14: correlation of each bundle's score (share of its tasks right) with
    Object Counting: pooled with a view fixed effect, and per model over the views where
    the bundle score varies across models."""
    parts = {m: df for m, df in data.items() if "main" in df.columns}
    if not parts:
        return pd.DataFrame()
    pooled = pd.concat(list(parts.values()), ignore_index=True)
    rows = []
    for bundle, tasks in MECHANISM_BUNDLES.items():
        present = [t for t in tasks if t in pooled.columns]
        if not present:
            continue
        pooled["_score"] = pooled[present].mean(axis=1)
        r, p, n = demeaned_pearson(pooled, "_score", "main")
        varying = _varying(pooled, "_score") if "view" in pooled.columns else set()
        rows.append({"group": group, "level": "aggregate", "model": "aggregate", "display_name": "Aggregate",
                     "bundle": bundle, "pearson_r_with_object_count": r, "p_value": p, "n": n,
                     "n_varying_scenes": len(varying), "n_tasks": len(present)})
        for model, df in parts.items():
            mine = [t for t in tasks if t in df.columns]
            if not mine:
                continue
            work = pd.DataFrame({"score": df[mine].mean(axis=1), "main": df["main"]})
            if varying and "view" in df.columns:
                work = work[df["view"].isin(varying).to_numpy()]
            r, p = stats.pearson(work["score"], work["main"])
            rows.append({"group": group, "level": "per_model", "model": model,
                         "display_name": display_name(model), "bundle": bundle,
                         "pearson_r_with_object_count": r, "p_value": p, "n": int(work.dropna().shape[0]),
                         "n_varying_scenes": len(varying), "n_tasks": len(mine)})
    return pd.DataFrame(rows)


def camera_effects(data: Frames, group: str) -> pd.DataFrame:
    """Figure 18: accuracy at the high minus the low level of each camera factor
    (perspective: fov >= 3; offset), Welch t-test, normal interval."""
    rows = []
    for model, df in data.items():
        for task in TASK_ORDER:
            if task not in df.columns:
                continue
            for factor in CAMERA_FACTORS:
                if factor not in df.columns:
                    continue
                levels = sorted(df[factor].dropna().unique().tolist())
                if len(levels) != 2:
                    continue
                lo_vals = df.loc[df[factor] == levels[0], task].dropna()
                hi_vals = df.loc[df[factor] == levels[-1], task].dropna()
                if lo_vals.empty or hi_vals.empty:
                    continue
                delta = hi_vals.mean() - lo_vals.mean()
                se = np.sqrt(lo_vals.var(ddof=1) / len(lo_vals) + hi_vals.var(ddof=1) / len(hi_vals))
                rows.append({
                    "group": group, "model": model, "display_name": display_name(model),
                    "task": paper_task(task), "source_task": task, "task_name": TASK_NAME[task],
                    "factor": factor, "low_level": float(levels[0]), "high_level": float(levels[-1]),
                    "delta_high_minus_low": delta, "se": se, "p_value": stats.welch_p(hi_vals, lo_vals),
                    "ci_low": delta - stats.Z95 * se if se == se else NAN,
                    "ci_high": delta + stats.Z95 * se if se == se else NAN,
                    "n_low": len(lo_vals), "n_high": len(hi_vals),
                })
    return pd.DataFrame(rows)


def task_queries() -> pd.DataFrame:
    """Table 5: task ids, names and query text."""
    return pd.DataFrame([{"task": paper_task(t), "source_task": t, "task_name": TASK_NAME[t],
                          "query_text": QUERY_TEXT[t]} for t in TASK_ORDER])
