"""How the release's tables score a model: chance, relation edges, the referential chain,
support relations and summation, and the order models are listed in.

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

import numpy as np
import pandas as pd

from . import stats
from .release_data import choice_count

CHAIN = (("task2", "task6"), ("task6", "task7"))
VISIBLE_SUPPORT = (("task3", "task5"), ("task4", "task5"))
HIDDEN_SUPPORT = (("task3", "task8"), ("task7", "task8"))
SUMMATION_COLUMNS = ("task5_pred", "task5_gt", "task8_pred", "task8_gt", "main_pred", "main_gt")
FAMILY_ORDER = ("human", "claude", "qwen", "gemini", "gpt", "glm", "qwen3b", "vla-0", "kimi")
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
