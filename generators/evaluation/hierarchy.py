"""The paper's hierarchy metrics (docs/evaluation.md), on a table of per-view correctness.

A *view table* maps each subtask to an array over views: 1.0 correct, 0.0 wrong, NaN
where the view was not asked or not scored for that subtask. Every metric drops the
views where one of its inputs is NaN, edge by edge, as the release does. These are the
text/image rules of the release's Table 1; its tables themselves, with each table's own
rule, are ``release_tables`` (docs/evaluation.md, "The release's tables").

- relation integrity I(P -> C) = P(P correct | C correct): a child answered right whose
  parent was answered wrong is a *violation* of the hierarchy;
- referential chain: 1 - violations / testable rows, pooled over the edges S6 -> S7 and
  S7 -> S8 (testable: the child is correct);
- visible support: mean of I(S3 -> S5) and I(S4 -> S5);
- hidden support: mean of I(S3 -> S9) and I(S8 -> S9);
- summation (free text): share of views with T1, S5, S9 all read as numbers where the
  T1 error equals the sum of the S5 and S9 errors; (options, pictures): P(T1 correct | S5
  and S9 correct);
- mental rotation: mean of the T2a and T2b accuracies.
"""

from __future__ import annotations

import numpy as np

CHAIN_EDGES = (("S6", "S7"), ("S7", "S8"))
VISIBLE_SUPPORT = (("S3", "S5"), ("S4", "S5"))
HIDDEN_SUPPORT = (("S3", "S9"), ("S8", "S9"))
LIFT_EDGES = CHAIN_EDGES + VISIBLE_SUPPORT + HIDDEN_SUPPORT + (("S5", "T1"), ("S9", "T1"))


def accuracy(c) -> float:
    c = np.asarray(c, dtype=float)
    c = c[~np.isnan(c)]
    return float(c.mean()) if len(c) else float("nan")


def _pair(table: dict, parent: str, child: str):
    if parent not in table or child not in table:
        return np.array([]), np.array([])
    p, c = np.asarray(table[parent], dtype=float), np.asarray(table[child], dtype=float)
    keep = ~np.isnan(p) & ~np.isnan(c)
    return p[keep], c[keep]


def integrity(table: dict, parent: str, child: str) -> float:
    """I(P -> C) = P(P correct | C correct)."""
    p, c = _pair(table, parent, child)
    testable = c == 1
    return float(p[testable].mean()) if testable.any() else float("nan")


def violations(table: dict, parent: str, child: str) -> tuple[int, int]:
    """(child right but parent wrong, child right)."""
    p, c = _pair(table, parent, child)
    return int(((c == 1) & (p == 0)).sum()), int((c == 1).sum())


def referential_chain(table: dict) -> float:
    counts = [violations(table, p, c) for p, c in CHAIN_EDGES]
    testable = sum(t for _, t in counts)
    return 1.0 - sum(v for v, _ in counts) / testable if testable else float("nan")


def _mean(values) -> float:
    values = [v for v in values if not np.isnan(v)]
    return float(np.mean(values)) if values else float("nan")


def support(table: dict, edges) -> float:
    return _mean([integrity(table, p, c) for p, c in edges])


def summation_text(values: dict) -> float:
    """``values``: subtask -> (predicted, true) number arrays (NaN where unread)."""
    if not all(k in values for k in ("T1", "S5", "S9")):
        return float("nan")
    (t, tt), (v, vt), (h, ht) = (tuple(np.asarray(a, dtype=float) for a in values[k])
                                  for k in ("T1", "S5", "S9"))
    err = (t - tt) - ((v - vt) + (h - ht))
    err = err[~np.isnan(err)]
    return float((err == 0).mean()) if len(err) else float("nan")


def summation_choice(table: dict) -> float:
    if not all(k in table for k in ("T1", "S5", "S9")):
        return float("nan")
    t, v, h = (np.asarray(table[k], dtype=float) for k in ("T1", "S5", "S9"))
    given = (v == 1) & (h == 1) & ~np.isnan(t)
    return float(t[given].mean()) if given.any() else float("nan")


def mental_rotation(table: dict) -> float:
    return _mean([accuracy(table[k]) for k in ("T2a", "T2b") if k in table])


def hierarchy(table: dict, values: dict | None = None) -> dict:
    """Every hierarchy metric of one responder on one modality. ``values`` (free text
    only) switches summation to the error equation."""
    out = {
        "referential_chain": referential_chain(table),
        "visible_support": support(table, VISIBLE_SUPPORT),
        "hidden_support": support(table, HIDDEN_SUPPORT),
        "summation_mechanism": summation_text(values) if values is not None else summation_choice(table),
        "mental_rotation_mean": mental_rotation(table),
    }
    out["relation_integrity"] = {f"{p}->{c}": integrity(table, p, c) for p, c in LIFT_EDGES}
    return out
