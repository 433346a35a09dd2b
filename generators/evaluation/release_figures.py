"""The release's figures, drawn with matplotlib (Agg) from the tables of
``release_report`` only, never from raw files: a figure shows what its table says.

``FIGURES``: figure file -> (table file, renderer, options). A figure whose table is
missing or empty is skipped.
"""

from __future__ import annotations

import os
from collections.abc import Callable

import numpy as np
import pandas as pd

from .release_data import TASK_ORDER


def _plt():
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    return plt


def _save(fig, path: str) -> str:
    fig.tight_layout()
    fig.savefig(path, dpi=110)
    _plt().close(fig)
    return path


def _models(df: pd.DataFrame) -> list[str]:
    return list(dict.fromkeys(df["display_name"]))


def task_bars(df: pd.DataFrame, path: str, value: str = "accuracy", label: str = "Accuracy") -> str:
    """Figures 4, 15, 17, 25: one bar per model and task; the chance level dashed."""
    plt = _plt()
    tasks = [t for t in TASK_ORDER if t in set(df["source_task"])]
    models = _models(df)
    fig, ax = plt.subplots(figsize=(max(8, 1.1 * len(tasks)), 4))
    width = 0.8 / max(len(models), 1)
    for j, m in enumerate(models):
        sub = df[df["display_name"] == m].set_index("source_task")
        x = np.arange(len(tasks)) + j * width
        ax.bar(x, [sub[value].get(t, np.nan) for t in tasks], width, label=m)
    ax.set_xticks(np.arange(len(tasks)) + 0.4 - width / 2,
                  [df.loc[df["source_task"] == t, "task_name"].iloc[0] for t in tasks], rotation=35,
                  ha="right", fontsize=8)
    if value == "accuracy" and df["chance_level"].notna().any():
        ax.axhline(float(df["chance_level"].dropna().mean()), color="k", ls="--", lw=0.8)
    ax.axhline(0, color="k", lw=0.5)
    ax.set_ylabel(label)
    ax.legend(fontsize=7, ncol=2)
    return _save(fig, path)


def wrong_answer_heatmap(df: pd.DataFrame, path: str, value: str = "chance_adjusted_preference") -> str:
    """Figures 5, 16: preference for each wrong-answer reason shown (p < 0.05), by model."""
    plt = _plt()
    shown = df[df["displayed_in_figure"].astype(str) == "True"]
    if shown.empty:
        shown = df
    cols = list(dict.fromkeys(shown["task_name"] + ": " + shown["reason"]))
    models = _models(df)
    grid = np.full((len(models), len(cols)), np.nan)
    for _, r in shown.iterrows():
        grid[models.index(r["display_name"]), cols.index(f"{r['task_name']}: {r['reason']}")] = r[value]
    fig, ax = plt.subplots(figsize=(max(8, 0.35 * len(cols)), 0.4 * len(models) + 3))
    im = ax.imshow(grid, cmap="Reds", aspect="auto", vmin=0, vmax=0.4)
    ax.set_yticks(range(len(models)), models, fontsize=7)
    ax.set_xticks(range(len(cols)), cols, rotation=90, fontsize=6)
    fig.colorbar(im, ax=ax, label=value.replace("_", " "))
    return _save(fig, path)


def difficulty_lines(df: pd.DataFrame, path: str, value: str = "accuracy") -> str:
    """Figures 6, 19: Object Counting accuracy per difficulty bin, one panel per factor."""
    plt = _plt()
    factors = list(dict.fromkeys(df["factor"]))
    fig, axes = plt.subplots(1, len(factors), figsize=(3.2 * len(factors), 3.2), squeeze=False)
    for ax, f in zip(axes[0], factors):
        sub = df[df["factor"] == f]
        bins = list(dict.fromkeys(sub["bin"].astype(str)))
        for m in _models(sub):
            s = sub[sub["display_name"] == m].set_index(sub.loc[sub["display_name"] == m, "bin"].astype(str))
            ax.plot(range(len(bins)), [s[value].get(b, np.nan) for b in bins], marker="o", label=m)
        ax.set_xticks(range(len(bins)), bins, fontsize=7)
        ax.set_title(sub["factor_name"].iloc[0], fontsize=9)
        ax.set_ylim(0, 1)
    axes[0, 0].set_ylabel("Object Counting accuracy")
    axes[0, -1].legend(fontsize=6)
    return _save(fig, path)


def summation_grid(df: pd.DataFrame, path: str) -> str:
    """Figures 7, 23, 24, 27: Object Counting accuracy per (visible, hidden) cell."""
    plt = _plt()
    models = _models(df)
    fig, axes = plt.subplots(1, len(models), figsize=(2.4 * len(models), 2.6), squeeze=False)
    for ax, m in zip(axes[0], models):
        sub = df[df["display_name"] == m]
        grid = np.full((2, 2), np.nan)
        for _, r in sub.iterrows():
            grid[1 - int(r["visible_correct"]), 1 - int(r["hidden_correct"])] = r["main_accuracy"]
        ax.imshow(grid, cmap="YlGn", vmin=0, vmax=1)
        for i in range(2):
            for j in range(2):
                ax.text(j, i, "-" if np.isnan(grid[i, j]) else f"{grid[i, j]:.2f}", ha="center", va="center",
                        fontsize=8)
        ax.set_xticks([0, 1], ["H+", "H-"])
        ax.set_yticks([0, 1], ["V+", "V-"])
        ax.set_title(m, fontsize=8)
    return _save(fig, path)


def correlation_heatmap(df: pd.DataFrame, path: str) -> str:
    """Figure 13: within-scene correlation of each rotation target with every task."""
    plt = _plt()
    sub = df[df["correlation_type"] == "within_scene"]
    focus = list(dict.fromkeys(sub["focus_name"]))
    fig, axes = plt.subplots(1, len(focus), figsize=(6 * len(focus), 0.35 * sub["model"].nunique() + 3),
                             squeeze=False)
    for ax, f in zip(axes[0], focus):
        s = sub[sub["focus_name"] == f]
        models, tasks = _models(s), list(dict.fromkeys(s["task_name"]))
        grid = np.full((len(models), len(tasks)), np.nan)
        for _, r in s.iterrows():
            grid[models.index(r["display_name"]), tasks.index(r["task_name"])] = r["pearson_r"]
        im = ax.imshow(grid, cmap="RdBu_r", vmin=-0.5, vmax=0.5, aspect="auto")
        ax.set_yticks(range(len(models)), models, fontsize=7)
        ax.set_xticks(range(len(tasks)), tasks, rotation=60, ha="right", fontsize=7)
        ax.set_title(f, fontsize=9)
        fig.colorbar(im, ax=ax)
    return _save(fig, path)


def bundle_bars(df: pd.DataFrame, path: str) -> str:
    """Figure 14: correlation of each bundle with Object Counting, per model and pooled."""
    plt = _plt()
    bundles = list(dict.fromkeys(df["bundle"]))
    models = _models(df)
    fig, ax = plt.subplots(figsize=(max(8, 1.6 * len(bundles)), 3.8))
    width = 0.8 / max(len(models), 1)
    for j, m in enumerate(models):
        s = df[df["display_name"] == m].set_index("bundle")["pearson_r_with_object_count"]
        ax.bar(np.arange(len(bundles)) + j * width, [s.get(b, np.nan) for b in bundles], width, label=m,
               color="k" if m == "Aggregate" else None)
    ax.set_xticks(np.arange(len(bundles)) + 0.4 - width / 2, bundles, fontsize=8)
    ax.set_ylabel("r with Object Counting")
    ax.legend(fontsize=6, ncol=3)
    return _save(fig, path)


def camera_effects(df: pd.DataFrame, path: str) -> str:
    """Figure 18: high-minus-low accuracy per task, one panel per camera factor."""
    plt = _plt()
    factors = list(dict.fromkeys(df["factor"]))
    fig, axes = plt.subplots(1, len(factors), figsize=(7 * len(factors), 4), squeeze=False)
    for ax, f in zip(axes[0], factors):
        sub = df[df["factor"] == f]
        tasks = list(dict.fromkeys(sub["task_name"]))
        models = _models(sub)
        for j, m in enumerate(models):
            s = sub[sub["display_name"] == m].set_index("task_name")
            x = np.arange(len(tasks)) + (j - len(models) / 2) * 0.06
            y = [s["delta_high_minus_low"].get(t, np.nan) for t in tasks]
            err = [s["se"].get(t, np.nan) * 1.96 for t in tasks]
            ax.errorbar(x, y, yerr=err, fmt="o", ms=3, label=m)
        ax.axhline(0, color="k", lw=0.6)
        ax.set_xticks(range(len(tasks)), tasks, rotation=45, ha="right", fontsize=7)
        ax.set_title(f"{f}: high minus low", fontsize=9)
    axes[0, -1].legend(fontsize=6)
    return _save(fig, path)


def object_bars(df: pd.DataFrame, path: str) -> str:
    """Figures 20, 26: Object Counting accuracy per object type and model."""
    plt = _plt()
    objects = list(dict.fromkeys(df["object_type"]))
    models = _models(df)
    fig, ax = plt.subplots(figsize=(max(8, 0.9 * len(models)), 3.6))
    width = 0.8 / max(len(objects), 1)
    for j, o in enumerate(objects):
        s = df[df["object_type"] == o].set_index("display_name")["accuracy"]
        ax.bar(np.arange(len(models)) + j * width, [s.get(m, np.nan) for m in models], width, label=o)
    ax.set_xticks(np.arange(len(models)) + 0.4 - width / 2, models, rotation=30, ha="right", fontsize=7)
    ax.set_ylabel("Object Counting accuracy")
    ax.legend(fontsize=7)
    return _save(fig, path)


def slice_panels(df: pd.DataFrame, path: str) -> str:
    """Figure 21: pooled accuracy by object type, by total count, and by both."""
    plt = _plt()
    kinds = list(dict.fromkeys(df["slice_type"]))
    fig, axes = plt.subplots(len(kinds), 1, figsize=(10, 3 * len(kinds)), squeeze=False)
    for ax, k in zip(axes[:, 0], kinds):
        sub = df[df["slice_type"] == k]
        values = list(dict.fromkeys(sub["slice_value"]))
        tasks = list(dict.fromkeys(sub["task_name"]))
        width = 0.8 / max(len(tasks), 1)
        for j, t in enumerate(tasks):
            s = sub[sub["task_name"] == t].set_index("slice_value")["accuracy"]
            ax.bar(np.arange(len(values)) + j * width, [s.get(v, np.nan) for v in values], width, label=t)
        ax.set_xticks(np.arange(len(values)) + 0.4 - width / 2, values, rotation=60, ha="right", fontsize=6)
        ax.set_title(k, fontsize=9)
        ax.legend(fontsize=6, ncol=3)
    return _save(fig, path)


def composition_bars(df: pd.DataFrame, path: str) -> str:
    """Figures 22, 28: exact composition rate and correlation of visible + hidden with
    the total answer, per model."""
    plt = _plt()
    models = _models(df)
    fig, axes = plt.subplots(1, 2, figsize=(10, 3.4))
    for ax, col, title in zip(axes, ("exact_match_rate", "prediction_correlation_r"),
                              ("errors compose exactly", "r(visible + hidden, total)")):
        ax.bar(range(len(models)), df[col].to_numpy(dtype=float))
        ax.set_xticks(range(len(models)), models, rotation=30, ha="right", fontsize=7)
        ax.set_title(title, fontsize=9)
        ax.set_ylim(0, 1)
    return _save(fig, path)


# figure file -> (its table, renderer, options)
_TASKS, _CHANCE = {}, {"value": "chance_adjusted_accuracy", "label": "Chance-adjusted accuracy"}
FIGURES: dict[str, tuple[str, Callable, dict]] = {
    "figure_04_text_task_accuracy.png": ("table_06_text_task_accuracy.csv", task_bars, _TASKS),
    "figure_05_mcq5_wrong_answer_preferences.png": ("figure_05_mcq5_wrong_answer_preferences.csv",
                                                    wrong_answer_heatmap, {}),
    "figure_06_text_difficulty_controls.png": ("table_09_text_difficulty_bins.csv", difficulty_lines, {}),
    "figure_07_text_summation_mechanism.png": ("figure_07_text_summation_mechanism.csv", summation_grid, {}),
    "figure_13_text_mental_rotation_correlations.png": ("figure_13_text_mental_rotation_correlations.csv",
                                                        correlation_heatmap, {}),
    "figure_14_text_bundle_correlations.png": ("figure_14_text_bundle_correlations.csv", bundle_bars, {}),
    "figure_15_mcq345_task_accuracy.png": ("figure_15_mcq345_task_accuracy.csv", task_bars, _CHANCE),
    "figure_16_mcq345_wrong_answer_preferences.png": ("figure_16_mcq345_wrong_answer_preferences.csv",
                                                      wrong_answer_heatmap, {}),
    "figure_17_image_task_accuracy.png": ("table_08_image_task_accuracy.csv", task_bars, _TASKS),
    "figure_18_text_camera_effects.png": ("figure_18_text_camera_effects.csv", camera_effects, {}),
    "figure_19_image_difficulty_controls.png": ("figure_19_image_difficulty_bins.csv", difficulty_lines, {}),
    "figure_20_text_object_accuracy.png": ("figure_20_text_object_accuracy.csv", object_bars, {}),
    "figure_21_text_object_difficulty_slices.png": ("figure_21_text_object_difficulty_slices.csv",
                                                    slice_panels, {}),
    "figure_22_text_composition_diagnostics.png": ("figure_22_text_composition_diagnostics.csv",
                                                   composition_bars, {}),
    "figure_23_mcq345_summation_mechanism.png": ("figure_23_mcq345_summation_mechanism.csv",
                                                 summation_grid, {}),
    "figure_24_image_summation_mechanism.png": ("figure_24_image_summation_mechanism.csv",
                                                summation_grid, {}),
    "figure_25_trained_text_task_accuracy.png": ("figure_25_trained_text_task_accuracy.csv", task_bars,
                                                 _TASKS),
    "figure_26_trained_text_object_accuracy.png": ("figure_26_trained_text_object_accuracy.csv",
                                                   object_bars, {}),
    "figure_27_trained_text_summation_mechanism.png": ("figure_27_trained_text_summation_mechanism.csv",
                                                       summation_grid, {}),
    "figure_28_trained_text_composition_diagnostics.png": (
        "figure_28_trained_text_composition_diagnostics.csv", composition_bars, {}),
}


def draw_all(tables: dict[str, pd.DataFrame], folder: str) -> list[str]:
    """Draw every figure whose table is present and not empty into ``folder``."""
    os.makedirs(folder, exist_ok=True)
    drawn = []
    for name, (table, fn, kw) in FIGURES.items():
        df = tables.get(table)
        if df is None or df.empty:
            continue
        drawn.append(fn(df, os.path.join(folder, name), **kw))
    return drawn
