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
- two-way fixed effects: scene and responder means removed (the converged alternating
  projection, solved in closed form: ``TwoWay``), the slope of C on the joint parent, a
  2,000-draw view-cluster bootstrap (seed 1) with the release's draws.
"""

from __future__ import annotations

import numpy as np
import pandas as pd

from . import stats

Frames = dict[str, pd.DataFrame]
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
TASK_COLUMNS = tuple(f"task{i}" for i in range(1, 12)) + ("main",)
TASK_DISPLAY = {"task2": "Top Layer", "task3": "Column Count", "task4": "Layer Count",
                "task5": "Visible Object Count", "task6": "Direct Support", "task7": "Support Column",
                "task8": "Hidden Object Count", "main": "Object Counting"}
PERMUTATIONS, BOOTSTRAP, LIFT_SEED = 500, 1000, 42
FE_BOOTSTRAP, FE_SEED = 2000, 1
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


def demean_twoway(values: np.ndarray, g1: np.ndarray, g2: np.ndarray, iters: int = 50,
                  tol: float = 1e-10) -> np.ndarray:
    """Remove group means of two crossed factors (integer codes) from each column of
    ``values`` (rows x columns) by alternating projections, until nothing moves by
    ``tol``; returned as columns x rows (each column contiguous)."""
    out = np.array(np.asarray(values, dtype=float).T, order="C")
    n1, n2 = g1.max() + 1, g2.max() + 1
    c1, c2 = np.bincount(g1, minlength=n1), np.bincount(g2, minlength=n2)
    for _ in range(iters):
        prev = out.copy()
        for g, c, n in ((g1, c1, n1), (g2, c2, n2)):
            for col in out:
                col -= (np.bincount(g, col, minlength=n) / c)[g]
        if np.nanmax(np.abs(out - prev)) < tol:
            break
    return out


class TwoWay:
    """The two-way (view + responder) fixed-effect slope of y on x in closed form, for any
    integer weight per view (a bootstrap draw that takes a view w times).

    Removing view and responder means until nothing moves (``demean_twoway``) converges to
    the projection off both sets of group indicators; that projection is fixed by the
    responder effects b solving A b = r with A = sum_v w_v (diag(c_v) - c_v c_v' / n_v)
    and r = sum_v w_v (S_v - c_v s_v / n_v), where c_v counts the rows of each responder in
    view v, n_v their sum, S_v the per-responder sums of x in v and s_v their total. The
    residual sums of products then follow from per-view sums, so a draw costs O(views x
    responders) instead of re-projecting every row."""

    def __init__(self, view_codes: np.ndarray, model_codes: np.ndarray, x: np.ndarray, y: np.ndarray):
        v, m = int(view_codes.max()) + 1, int(model_codes.max()) + 1
        cell = view_codes * m + model_codes
        self.c = np.bincount(cell, minlength=v * m).reshape(v, m).astype(float)
        self.sx = np.bincount(cell, x, v * m).reshape(v, m)
        self.sy = np.bincount(cell, y, v * m).reshape(v, m)
        self.sxx = np.bincount(view_codes, x * x, v)
        self.sxy = np.bincount(view_codes, x * y, v)
        self.n = self.c.sum(axis=1)
        self.views = v

    def slope(self, w: np.ndarray | None = None) -> float:
        w = np.ones(self.views) if w is None else np.asarray(w, dtype=float)
        keep = w > 0
        c, sx, sy, n, w = self.c[keep], self.sx[keep], self.sy[keep], self.n[keep], w[keep]
        bx = self._effects_on(c, n, w, sx)
        by = self._effects_on(c, n, w, sy)
        mx = (sx.sum(axis=1) - c @ bx) / n
        my = (sy.sum(axis=1) - c @ by) / n
        xy = self.sxy[keep] - sx @ by - sy @ bx + c @ (bx * by) - n * mx * my
        xx = self.sxx[keep] - 2 * (sx @ bx) + c @ (bx * bx) - n * mx * mx
        d = float((w * xx).sum())
        return float((w * xy).sum() / d) if d > 1e-12 else NAN

    @staticmethod
    def _effects_on(c, n, w, s) -> np.ndarray:
        cw = c * (w / n)[:, None]
        a = np.diag((c * w[:, None]).sum(axis=0)) - cw.T @ c
        r = (w[:, None] * s).sum(axis=0) - cw.T @ s.sum(axis=1)
        return np.linalg.lstsq(a, r, rcond=None)[0]


def twoway_slope(view_codes: np.ndarray, model_codes: np.ndarray, xy: np.ndarray, draws: int,
                 seed: int) -> tuple[float, float, float, float]:
    """(slope, 2.5 %, 97.5 %, share of draws <= 0) of the two-way fixed-effect slope; the
    bootstrap draws views with replacement (``rng.integers`` over the views in order of
    first appearance, as the release's ``rng.choice`` does), each draw a cluster of its own."""
    fe = TwoWay(view_codes, model_codes, xy[:, 0], xy[:, 1])
    slope = fe.slope()
    rng = np.random.default_rng(seed)
    boots = []
    for _ in range(draws):
        pick = rng.integers(0, fe.views, fe.views)
        s = fe.slope(np.bincount(pick, minlength=fe.views))
        if s == s:
            boots.append(s)
    if not boots:
        return slope, NAN, NAN, NAN
    lo, hi = np.percentile(boots, [2.5, 97.5])
    return slope, float(lo), float(hi), float(np.mean(np.asarray(boots) <= 0))


def _codes(series: pd.Series) -> np.ndarray:
    """Integer codes numbered in order of first appearance."""
    return pd.factorize(series, sort=False)[0]


def responder_controlled_lift(data: Frames, modality: str = "text", draws: int = FE_BOOTSTRAP,
                              min_cell: int = MIN_CELL) -> pd.DataFrame:
    """Scene-only lift against the two-way (scene + responder) slope of each joint
    relation, for all responders and for the models alone (human dropped)."""
    subsets = [("all", data)]
    if "human" in data:
        subsets.append(("models_only", {k: v for k, v in data.items() if k != "human"}))
    rows = []
    for subset, frames in subsets:
        combined = pool(frames)
        if combined.empty or "view" not in combined.columns:
            continue
        per = per_responder_lift(frames, modality, min_cell)
        for p1, p2, nc, grp in JOINT:
            if any(c not in combined.columns for c in (p1, p2, nc)):
                continue
            sub = combined[["view", "_model", p1, p2, nc]].dropna()
            x = (sub[p1].to_numpy() * sub[p2].to_numpy()).astype(float)
            ws = sub["view"].isin(varying_views(sub, p1, p2)).to_numpy()
            y = sub[nc].to_numpy()
            met, unmet = y[ws & (x == 1)], y[ws & (x == 0)]
            scene_only = float(met.mean() - unmet.mean()) if len(met) and len(unmet) else NAN
            slope, lo, hi, p_le0 = twoway_slope(_codes(sub["view"]), _codes(sub["_model"]),
                                                np.column_stack([x, y]), draws, FE_SEED)
            rel = f"{p1}&{p2}->{nc}"
            marg = per[(per["relation"] == rel) & per["included"]] if not per.empty else per
            rows.append({"modality": modality, "subset": subset, "relation": rel, "group": grp,
                         "scene_only_lift": scene_only, "twoway_fe_slope": slope, "ci_low": lo, "ci_high": hi,
                         "p_boot_le0": p_le0, "responders_positive": int((marg["marginal_lift"] > 0).sum()),
                         "responders_total": len(marg),
                         "responders_excluded": float(len(data) - len(marg)) if subset == "all" else NAN,
                         "n": len(sub)})
    return pd.DataFrame(rows)


def bundle_coupling_twoway(data: Frames, modality: str = "text") -> pd.DataFrame:
    """Bundle-to-Object-Counting correlation with the scene effect removed, and with the
    scene and responder effects removed."""
    combined = pool(data)
    if combined.empty or "view" not in combined.columns or "main" not in combined.columns:
        return pd.DataFrame()
    rows = []
    for name, tasks in BUNDLES:
        cols = [t for t in tasks if t in combined.columns]
        if not cols:
            continue
        sub = pd.DataFrame({"view": combined["view"], "_model": combined["_model"],
                            "cc": combined[cols].mean(axis=1), "mc": combined["main"]}).dropna()
        if len(sub) < 3:
            continue
        one = sub[["cc", "mc"]] - sub.groupby("view")[["cc", "mc"]].transform("mean")
        two = demean_twoway(sub[["cc", "mc"]].to_numpy(), _codes(sub["view"]), _codes(sub["_model"]))
        r_one = stats.pearson(one["cc"], one["mc"])[0] if one["cc"].std() else NAN
        r_two = stats.pearson(two[0], two[1])[0] if two[0].std() else NAN
        rows.append({"modality": modality, "bundle": name, "r_scene": r_one, "r_scene_responder": r_two,
                     "n": len(sub)})
    return pd.DataFrame(rows)


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
