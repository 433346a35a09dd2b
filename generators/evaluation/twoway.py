"""Two-way fixed effects for the release's Appendix F: scene and responder means removed
(the converged alternating projection, solved in closed form: ``TwoWay``), the slope of a
child task's correctness on its (joint) parent's, and a 2,000-draw view-cluster bootstrap
(seed 1) with the release's draws, so the intervals are its own (docs/evaluation.md).
"""

from __future__ import annotations

import numpy as np
import pandas as pd

from . import stats
from .dependency import BUNDLES, JOINT, MIN_CELL, NAN, per_responder_lift, pool, varying_views
from .release_data import Frames

FE_BOOTSTRAP, FE_SEED = 2000, 1  # the release's two-way bootstrap: draws and seed

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
