"""Within-scene lift: does getting the parent right go with getting the child right, for
the same view, across responders?

For an edge P -> C and a set of responders, take the views where P's correctness varies
across responders (some right, some wrong): only there can a responder's own parent
answer be compared with another's on the same picture, which removes view difficulty.
Over those (view, responder) pairs, lift = P(C = 1 | P = 1) - P(C = 1 | P = 0).

Null: inside each view, the responders' parent outcomes are shuffled among them (the
view-blocked permutation), B times with an explicit seed; the two-sided p-value is
(1 + #{|lift*| >= |lift|}) / (1 + B). Several edges (and modalities) are tested at once, so
the p-values are adjusted with Benjamini-Hochberg (``stats.bh``) and a lift is called
significant at FDR q when its adjusted value is at most q.
"""

from __future__ import annotations

import numpy as np

from ..rng import plain


def _lift(p: np.ndarray, c: np.ndarray) -> float:
    a, b = c[p == 1], c[p == 0]
    return float(a.mean() - b.mean()) if len(a) and len(b) else float("nan")


def within_view_lift(parent: np.ndarray, child: np.ndarray, permutations: int = 2000,
                     seed: int = 0) -> dict:
    """``parent``, ``child``: (views, responders) arrays of 0/1 with NaN where unscored."""
    parent, child = np.asarray(parent, dtype=float), np.asarray(child, dtype=float)
    both = ~np.isnan(parent) & ~np.isnan(child)
    rows = []
    for v in range(parent.shape[0]):
        p, c = parent[v, both[v]], child[v, both[v]]
        if len(p) >= 2 and 0 < p.sum() < len(p):
            rows.append((p, c))
    if not rows:
        return {"views": 0, "pairs": 0, "lift": float("nan"), "p_value": float("nan")}
    p_all = np.concatenate([p for p, _ in rows])
    c_all = np.concatenate([c for _, c in rows])
    observed = _lift(p_all, c_all)
    rng = plain(seed)
    block = np.repeat(np.arange(len(rows)), [len(p) for p, _ in rows])
    extreme = 0
    for start in range(0, permutations, 500):  # all permutations of a batch at once
        b = min(500, permutations - start)
        order = np.argsort(block + rng.random((b, len(block))), axis=1)  # shuffles inside each view
        shuffled = p_all[order]
        ones = shuffled.sum(axis=1)  # the same for every permutation: views keep their counts
        lifts = (shuffled * c_all).sum(axis=1) / ones - ((1 - shuffled) * c_all).sum(axis=1) / (
            len(block) - ones)
        extreme += int((np.abs(lifts) >= abs(observed) - 1e-12).sum())
    return {"views": len(rows), "pairs": int(len(p_all)), "lift": observed,
            "p_value": (1 + extreme) / (1 + permutations)}
