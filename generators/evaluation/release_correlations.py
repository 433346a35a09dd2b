"""The correlations and contrasts behind the release's figures 13 (mental rotation against
every task), 14 (mechanism bundles against Object Counting) and 18 (camera factors), from
the per-model correctness frames of one group (``release_data``); docs/evaluation.md.

Correlations are Pearson's, naive over all views and over the views where the score varies
across models, or with each view's mean removed (``demeaned_pearson``: a view fixed effect).
"""

from __future__ import annotations

import numpy as np
import pandas as pd

from . import stats
from .release_data import TASK_NAME, TASK_ORDER, Frames, display_name, paper_task
from .release_scores import NAN

MECHANISM_BUNDLES = {
    "Mental Rotation 90": ("task10",),
    "Mental Rotation 180": ("task11",),
    "Mental Rotation bundle": ("task10", "task11"),
    "Referential chain": ("task2", "task6", "task7"),
    "Visible + hidden mechanism": ("task5", "task8"),
}
CAMERA_FACTORS = ("perspective", "offset")


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
