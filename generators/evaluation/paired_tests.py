"""Paired tests of the release over the responders of one group: Table 6's McNemar test
of Object Counting between pairs of responders on the views both answered, and Figure 18's
camera effects measured within one structure (the same scene seen from paired cameras), so
that scene difficulty cancels (docs/evaluation.md).
"""

from __future__ import annotations

import numpy as np
import pandas as pd

from . import stats
from .dependency import NAN, TASK_DISPLAY
from .release_data import TASK_COLUMNS, Frames


def mcnemar_object_counting(data: Frames, modality: str = "text", min_common: int = 10) -> pd.DataFrame:
    """Every pair of responders ranked by Object Counting accuracy, compared on their
    shared views with the exact McNemar test; BH across pairs; ``is_adjacent`` marks
    neighbours in the ranking."""
    acc = {m: float(df["main"].mean()) for m, df in data.items()
           if "main" in df.columns and "view" in df.columns}
    names = sorted(acc, key=lambda m: -acc[m])
    by_view = {m: data[m].set_index("view")["main"] for m in names}
    rows = []
    for i, a in enumerate(names):
        for j in range(i + 1, len(names)):
            b = names[j]
            common = by_view[a].index.intersection(by_view[b].index)
            p, n_b, n_c = NAN, 0, 0
            if len(common) >= min_common:
                y1 = by_view[a].loc[common].fillna(0).to_numpy().astype(int)
                y2 = by_view[b].loc[common].fillna(0).to_numpy().astype(int)
                n_b, n_c = int(((y1 == 0) & (y2 == 1)).sum()), int(((y1 == 1) & (y2 == 0)).sum())
                p = stats.mcnemar_exact(n_b, n_c)
            rows.append({"modality": modality, "model_a": a, "model_b": b, "acc_a": acc[a], "acc_b": acc[b],
                         "n_common": len(common), "a_wrong_b_right": n_b, "a_right_b_wrong": n_c,
                         "p_mcnemar": p, "is_adjacent": j == i + 1})
    out = pd.DataFrame(rows)
    if not out.empty:
        out["p_mcnemar_fdr"] = stats.bh(out["p_mcnemar"])
    return out


def _paired_delta(df: pd.DataFrame, task: str, block: str, contrast: str, hi: float, lo: float) -> np.ndarray:
    """Per structure: accuracy at contrast=hi minus at contrast=lo within each level of
    ``block``, averaged over the block levels where both exist."""
    m = df.dropna(subset=[task]).groupby(["_struct", block, contrast])[task].mean()
    if m.empty:
        return np.array([])
    piv = m.unstack(contrast)
    if hi not in piv.columns or lo not in piv.columns:
        return np.array([])
    return (piv[hi] - piv[lo]).groupby(level="_struct").mean().dropna().to_numpy()


def camera_within_structure(data: Frames, modality: str = "text", min_struct: int = 5) -> pd.DataFrame:
    """Figure 18's paired camera effects: per structure (same scene and view, camera
    varied) the accuracy difference between strong and weak perspective (averaged over
    offsets) and between large and small offset (averaged over perspective); a
    one-sample t-test over structures; BH across tasks within each model."""
    tasks = [t for t in TASK_COLUMNS if any(t in df.columns for df in data.values())]
    rows = []
    for model, df0 in data.items():
        view = df0["view"].astype(str)
        df = df0.assign(_struct=view.str.replace(r"/offset[\d.]+_fov\d+_dist[\d.]+$", "", regex=True),
                        _perspective=(view.str.extract(r"fov(\d+)_")[0].astype(float) >= 3).astype(float),
                        _offset=view.str.extract(r"offset([\d.]+)_")[0].astype(float))
        persp = sorted(df["_perspective"].dropna().unique())
        offs = sorted(df["_offset"].dropna().unique())
        for task in tasks:
            if task not in df.columns or df[task].isna().all():
                continue
            dp = _paired_delta(df, task, "_offset", "_perspective", persp[-1], persp[0]) if len(persp) > 1 \
                else np.array([])
            do = _paired_delta(df, task, "_perspective", "_offset", offs[-1], offs[0]) if len(offs) > 1 \
                else np.array([])
            tp, pp = stats.one_sample_t(dp) if len(dp) >= min_struct else (NAN, NAN)
            to, po = stats.one_sample_t(do) if len(do) >= min_struct else (NAN, NAN)
            rows.append({"modality": modality, "model": model, "task": task,
                         "task_display": TASK_DISPLAY.get(task, task),
                         "perspective_delta": float(np.mean(dp)) if len(dp) else NAN, "t_perspective": tp,
                         "p_perspective": pp, "n_struct_perspective": len(dp),
                         "offset_delta": float(np.mean(do)) if len(do) else NAN, "t_offset": to,
                         "p_offset": po, "n_struct_offset": len(do)})
    out = pd.DataFrame(rows)
    if out.empty:
        return out
    out["p_perspective_fdr"] = np.nan
    out["p_offset_fdr"] = np.nan
    for _, g in out.groupby("model"):
        out.loc[g.index, "p_perspective_fdr"] = stats.bh(g["p_perspective"])
        out.loc[g.index, "p_offset_fdr"] = stats.bh(g["p_offset"])
    return out
