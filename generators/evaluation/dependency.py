"""The release's hierarchy-dependency tables (its Appendix F, Table 6 significance and the
paired camera effects of Figure 18), computed over the responders of one group.

Relations (release task names; S-numbers in docs/evaluation.md): unary edges task2->task6,
task6->task7 (referential chain), task3->task5, task4->task5 (visible count), task3->task8,
task7->task8 (hidden count), task5->main, task8->main (summation); joint relations
task3&task4->task5 and task3&task7->task8 (and, for the submitted appendix's numbers,
task3&task6->task8).

- within-scene lift: over the views where the parent's correctness differs between
  responders, lift = P(C | P right) - P(C | P wrong) pooled over (view, responder);
  a chi-square test of that 2x2 table, a view-cluster bootstrap interval, a demeaned
  (view fixed-effect) correlation, and a permutation null that shuffles each responder's
  parent outcomes among its own varying views (one-sided: (1 + #null >= observed) /
  (1 + B)); Benjamini-Hochberg across relations. Seeds, draws and draw order are the
  release's (seed 42, 500 permutations, 1,000 bootstrap draws), so the p-values are its
  own; its bootstrap walked the views in hash order, ours in sorted order (docs).

Two-way fixed effects are in ``twoway``; Table 6's McNemar tests and the paired camera
effects in ``paired_tests``.
"""

from __future__ import annotations

import numpy as np
import pandas as pd

from . import stats
from .release_data import Frames

UNARY = (("task2", "task6", "Internal Referential Chain"), ("task6", "task7", "Internal Referential Chain"),
         ("task3", "task5", "Visible Count Hierarchy"), ("task4", "task5", "Visible Count Hierarchy"),
         ("task3", "task8", "Hidden Count Hierarchy"), ("task7", "task8", "Hidden Count Hierarchy"),
         ("task5", "main", "Summation Mechanism"), ("task8", "main", "Summation Mechanism"))
JOINT = (("task3", "task4", "task5", "Visible Count Hierarchy"),
         ("task3", "task7", "task8", "Hidden Count Hierarchy"))
SUBMITTED_JOINT = (("task3", "task6", "task8", "Hidden Count Hierarchy (submitted S7 variant)"),)
BUNDLES = (("Internal Referential Chain", ("task2", "task6", "task7")),
           ("Visible Count Hierarchy", ("task3", "task4", "task5")),
           ("Hidden Count Hierarchy", ("task3", "task7", "task8")),
           ("Summation Mechanism", ("task5", "task8")))
TASK_DISPLAY = {"task2": "Top Layer", "task3": "Column Count", "task4": "Layer Count",
                "task5": "Visible Object Count", "task6": "Direct Support", "task7": "Support Column",
                "task8": "Hidden Object Count", "main": "Object Counting"}
PERMUTATIONS, BOOTSTRAP, LIFT_SEED = 500, 1000, 42
MIN_CELL = 20
NAN = float("nan")


def pool(data: Frames) -> pd.DataFrame:
    frames = [df.assign(_model=name) for name, df in data.items()]
    return pd.concat(frames, ignore_index=True) if frames else pd.DataFrame()


def varying_views(frame: pd.DataFrame, *cols: str) -> list:
    """Views (in sorted order) where any of ``cols`` differs between responders."""
    g = frame.groupby("view")
    keep = None
    for col in cols:
        spread = g[col].max() - g[col].min()
        keep = spread > 0 if keep is None else keep | (spread > 0)
    return sorted(keep[keep].index)


def fe_pearson(frame: pd.DataFrame, x: str, y: str) -> tuple[float, float]:
    """Pearson correlation after removing each view's mean; NaN when either side is
    constant after demeaning."""
    sub = frame[["view", x, y]].dropna()
    if len(sub) < 3:
        return NAN, NAN
    g = sub.groupby("view")
    dx, dy = sub[x] - g[x].transform("mean"), sub[y] - g[y].transform("mean")
    if dx.std() == 0 or dy.std() == 0:
        return NAN, NAN
    res = np.asarray(stats.pearson(dx, dy))
    return float(res[0]), float(res[1])


def view_bootstrap(sub: pd.DataFrame, pcol: str, ccol: str, views: list, draws: int,
                   seed: int) -> tuple[float, float]:
    """95 % percentile interval of the pooled lift, resampling views with replacement."""
    if len(views) < 4:
        return NAN, NAN
    d = sub[sub["view"].isin(views)]
    met, unmet = d[d[pcol] == 1], d[d[pcol] == 0]
    per = [x.groupby("view")[ccol].agg(agg).reindex(views, fill_value=0).to_numpy()
           for x in (met, unmet) for agg in ("sum", "size")]
    mc, mn, uc, un = per
    rng = np.random.default_rng(seed)
    lifts = []
    for _ in range(draws):
        idx = rng.integers(0, len(views), len(views))
        a, b = mn[idx].sum(), un[idx].sum()
        if a > 0 and b > 0:
            lifts.append(mc[idx].sum() / a - uc[idx].sum() / b)
    if len(lifts) < 10:
        return NAN, NAN
    return float(np.percentile(lifts, 2.5)), float(np.percentile(lifts, 97.5))


def responder_permutation(ws: pd.DataFrame, pcol: str, ccol: str, observed: float, draws: int,
                          seed: int) -> tuple[float, float]:
    """(p, null mean): each responder's parent outcomes shuffled among its own rows, the
    pooled lift recomputed ``draws`` times."""
    if draws <= 0 or observed != observed:
        return NAN, NAN
    rng = np.random.default_rng(seed)
    groups = [(g[pcol].to_numpy(), g[ccol].to_numpy()) for _, g in ws.groupby("_model", sort=False)]
    null = []
    for _ in range(draws):
        mc = mn = uc = un = 0.0
        for parent, child in groups:
            met = rng.permutation(parent) == 1
            mc += child[met].sum()
            mn += met.sum()
            uc += child[~met].sum()
            un += (~met).sum()
        if mn > 0 and un > 0:
            null.append(mc / mn - uc / un)
    if not null:
        return NAN, NAN
    null = np.asarray(null)
    return float((1 + int((null >= observed).sum())) / (1 + len(null))), float(null.mean())


def _lift(sub: pd.DataFrame, pcol: str, ccol: str, views: list, bootstrap: int) -> dict | None:
    if len(sub) < 10:
        return None
    naive = float(sub[sub[pcol] == 1][ccol].mean() - sub[sub[pcol] == 0][ccol].mean())
    ws = sub[sub["view"].isin(views)]
    met, unmet = ws[ws[pcol] == 1][ccol].dropna(), ws[ws[pcol] == 0][ccol].dropna()
    if met.empty or unmet.empty:
        return None
    lift = float(met.mean()) - float(unmet.mean())
    lo, hi = view_bootstrap(sub[["view", pcol, ccol]], pcol, ccol, views, bootstrap, LIFT_SEED)
    r, p = fe_pearson(sub, pcol, ccol)
    perm_p, null_mean = responder_permutation(ws[["_model", pcol, ccol]], pcol, ccol, lift, PERMUTATIONS,
                                              LIFT_SEED)
    return {"naive_lift": naive, "ws_met": float(met.mean()), "ws_unmet": float(unmet.mean()),
            "ws_lift": lift,
            "ws_ci_low": lo, "ws_ci_high": hi,
            "p_ws_lift": stats.chi2_2x2(int(met.sum()), len(met), int(unmet.sum()), len(unmet)),
            "r_within": r, "p_within": p, "null_mean": null_mean, "perm_p": perm_p, "n_varying": len(views)}


def within_scene_lift(data: Frames, modality: str = "text", bootstrap: int = BOOTSTRAP) -> pd.DataFrame:
    combined = pool(data)
    if combined.empty or "view" not in combined.columns:
        return pd.DataFrame()
    rows = []
    for pc, nc, grp in UNARY:
        if pc not in combined.columns or nc not in combined.columns:
            continue
        sub = combined[["view", "_model", pc, nc]].dropna()
        rec = _lift(sub, pc, nc, varying_views(sub, pc), bootstrap)
        if rec:
            rows.append({**rec, "group": grp, "relation": f"{pc}->{nc}", "kind": "unary", "parent_1": pc,
                         "parent_2": "", "target": nc})
    for p1, p2, nc, grp in JOINT:
        if any(c not in combined.columns for c in (p1, p2, nc)):
            continue
        sub = combined[["view", "_model", p1, p2, nc]].dropna()
        sub = sub.assign(_joint=((sub[p1] == 1) & (sub[p2] == 1)).astype(float))
        rec = _lift(sub, "_joint", nc, varying_views(sub, p1, p2), bootstrap)
        if rec:
            rows.append({**rec, "group": grp, "relation": f"{p1}&{p2}->{nc}", "kind": "joint", "parent_1": p1,
                         "parent_2": p2, "target": nc})
    out = pd.DataFrame(rows)
    if not out.empty:
        out["p_ws_lift_fdr"] = stats.bh(out["p_ws_lift"])
        out["perm_p_fdr"] = stats.bh(out["perm_p"])
        out.insert(0, "modality", modality)
    return out


def bundle_coupling(data: Frames, modality: str = "text") -> pd.DataFrame:
    """Bundle score (share of its tasks right) against Object Counting: pooled with a view
    fixed effect, and per responder over the views where the bundle score varies."""
    combined = pool(data)
    if combined.empty or "view" not in combined.columns or "main" not in combined.columns:
        return pd.DataFrame()
    agg, per = [], []
    for name, tasks in BUNDLES:
        cols = [t for t in tasks if t in combined.columns]
        if not cols:
            continue
        combined["_bundle"] = combined[cols].mean(axis=1)
        r, p = fe_pearson(combined, "_bundle", "main")
        views = varying_views(combined[["view", "_bundle"]].dropna(), "_bundle")
        agg.append({"modality": modality, "bundle": name, "model": "aggregate", "r_ws": r, "p_ws": p,
                    "n_varying": len(views)})
        for model, df in data.items():
            mine = [t for t in tasks if t in df.columns]
            if not mine or "main" not in df.columns or "view" not in df.columns:
                continue
            w = pd.DataFrame({"b": df[mine].mean(axis=1), "m": df["main"]})[df["view"].isin(views)].dropna()
            r_m = p_m = NAN
            if len(w) > 2 and w["b"].std() > 0 and w["m"].std() > 0:
                r_m, p_m = stats.pearson(w["b"], w["m"])
            per.append({"modality": modality, "bundle": name, "model": model, "r_ws": r_m, "p_ws": p_m,
                        "n_varying": len(views)})
    agg_df, per_df = pd.DataFrame(agg), pd.DataFrame(per)
    for df, col in ((agg_df, "p_ws"), (per_df, "p_ws")):
        if not df.empty:
            df["p_ws_fdr"] = stats.bh(df[col])
    return pd.concat([agg_df, per_df], ignore_index=True)


def joint_integrity(data: Frames, modality: str = "text") -> pd.DataFrame:
    """I(P1 & P2 -> C) = P(P1 and P2 right | C right) per responder."""
    rows = []
    edges = [(*e, "prespecified_s8") for e in JOINT] + [(*e, "submitted_s7") for e in SUBMITTED_JOINT]
    for p1, p2, nc, grp, variant in edges:
        for model, df in data.items():
            if any(c not in df.columns for c in (p1, p2, nc)):
                continue
            sub = df[[p1, p2, nc]].dropna()
            sub = sub[sub[nc] == 1]
            if sub.empty:
                continue
            rows.append({"modality": modality, "variant": variant, "group": grp,
                         "relation": f"{p1}&{p2}->{nc}",
                         "model": model, "joint_integrity": float(((sub[p1] == 1) & (sub[p2] == 1)).mean()),
                         "n_child_correct": len(sub)})
    return pd.DataFrame(rows)


def per_responder_lift(data: Frames, modality: str = "text", min_cell: int = MIN_CELL) -> pd.DataFrame:
    """Lift of each joint relation inside each responder (all its views); responders with
    fewer than ``min_cell`` views on either side are listed as excluded."""
    rows = []
    for p1, p2, nc, grp in JOINT:
        for model, df in data.items():
            if any(c not in df.columns for c in (p1, p2, nc)):
                continue
            sub = df[[p1, p2, nc]].dropna()
            met = (sub[p1] == 1) & (sub[p2] == 1)
            n_met, n_unmet = int(met.sum()), int((~met).sum())
            included = n_met >= min_cell and n_unmet >= min_cell
            lift = float(sub.loc[met, nc].mean() - sub.loc[~met, nc].mean()) if included else NAN
            rows.append({"modality": modality, "relation": f"{p1}&{p2}->{nc}", "group": grp, "model": model,
                         "n_met": n_met, "n_unmet": n_unmet, "included": included, "marginal_lift": lift})
    return pd.DataFrame(rows)
