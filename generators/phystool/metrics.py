"""PhysTool scoring as the public release scores it, and error categories (the name matching it
uses: ``names.py``).

Invariant: for a prediction already mapped to target names, every number here equals what
the release's ``scripts/evaluation/eval_offline.py`` (Task II) and
``eval_tool_finding.py`` (Task I, fuzzy method) compute. Definitions (docs/phystool.md has
worked cases; tests/test_phystool_metrics.py holds them case by case):

- A Task II answer is one ordered list of names (the release's comma-separated string).
  Names are lower-cased and deduplicated by exact text, first mention kept.
- Matching (``match_task2``) maps each name to at most one target, one-to-one, first
  mapping wins. Ours stands where the release uses its stored Gemini matching table: exact
  name / synonym / unique base name after normalisation, then the release's safe-plural
  rule, then a fuzzy pass (difflib ratio, substring counts 0.85) that only accepts a best
  candidate clearly ahead of every other visible tool and of every other base tool's name in
  the library (a kin's or a kind's name matches nothing). Tool and method kept per name.
- precision = matched targets / unique names; recall = matched targets / targets; F1 =
  2PR/(P+R) (the paper's; the release reports P and R).
- success (EM): as many unique names as targets, all matched, and for ordered queries the
  matched steps non-decreasing in the predicted order.
- SR@k (ordered queries only; None when the query has fewer than k targets): the first k
  unique names all match targets whose steps are non-decreasing, and every target of an
  earlier step than the largest step among them is among them. Fewer than k names: False.
- POA (ordered queries with at least one target pair of different steps; else None): over
  matched names in predicted order, pairs of different steps; ``value_1`` = correctly
  ordered pairs / cross-step target pairs, ``value_2`` = correctly ordered / judged pairs
  (0.0 when none judged). An empty prediction scores 0.0, not None.
- Exclusive error category of a failed query (the paper's four, then two of ours): the
  first that applies of functional confusion (a functional look-alike named), visual
  confusion, filler pick, hallucination (a name matching no visible tool), omission (a
  target not named), order (right tools, wrong order).
"""

from __future__ import annotations

import re

from .names import FUZZY_THRESHOLD, fuzzy_score, match_task2, unique_lower

ERROR_CATEGORIES = (
    "functional_confusion",
    "visual_confusion",
    "filler_pick",
    "hallucination",
    "omission",
    "order",
)
CONFUSION = {"functional": "functional_confusion", "visual": "visual_confusion", "filler": "filler_pick"}
K_VALUES = (1, 2, 3)


# ---- Task II metrics (eval_offline.py) -------------------------------------------------------


def release_metrics(
    identified: list[str],
    target: list[str],
    target_steps: list[int],
    mapping: dict[str, str],
    ordered: bool,
    k_values=K_VALUES,
) -> dict:
    """One query, as eval_offline.calculate_metrics defines it. ``identified``: predicted
    names in order (lower-cased; deduplicated here); ``target``: target names (lower-cased);
    ``mapping``: name -> target name (entries to non-targets are ignored)."""
    unique = unique_lower(identified)
    info = []
    hit: set[str] = set()
    for name in unique:
        t = mapping.get(name)
        if t is not None and t in target:
            hit.add(t)
            info.append(target_steps[target.index(t)])
    correct, n_pred, n_target = len(hit), len(unique), len(target)
    precision = correct / n_pred if n_pred else 0.0
    recall = correct / n_target if n_target else 0.0
    success = (
        n_pred == n_target
        and correct == n_target
        and (not ordered or all(a <= b for a, b in zip(info, info[1:])))
    )
    sr = None
    if ordered:
        sr = {}
        for k in k_values:
            if n_target < k:
                sr[k] = None
            elif n_pred < k:
                sr[k] = False
            else:
                prefix = [mapping.get(n) for n in unique[:k]]
                if not all(p in target for p in prefix):
                    sr[k] = False
                    continue
                steps = [target_steps[target.index(p)] for p in prefix]
                top = max(steps)
                need = [t for t, s in zip(target, target_steps) if s < top]
                sr[k] = all(a <= b for a, b in zip(steps, steps[1:])) and all(t in prefix for t in need)
    poa = None
    cross = sum(
        1 for i in range(n_target) for j in range(i + 1, n_target) if target_steps[i] < target_steps[j]
    )
    if ordered and cross:
        good = judged = 0
        for i in range(len(info)):
            for j in range(i + 1, len(info)):
                if info[i] != info[j]:
                    judged += 1
                    good += info[i] < info[j]
        poa = {
            "correct_pairs": good,
            "total_pairs_1": cross,
            "total_pairs_2": judged,
            "value_1": good / cross,
            "value_2": good / judged if judged else 0.0,
        }
    return {
        "success": success,
        "sr": sr,
        "precision": precision,
        "recall": recall,
        "correct": correct,
        "n_identified": n_pred,
        "poa": poa,
    }


def f1(precision: float, recall: float) -> float:
    return 2 * precision * recall / (precision + recall) if precision + recall else 0.0


# ---- Task I (eval_tool_finding.py, fuzzy) ------------------------------------------------


def task1_release(truth: list[str], predicted: list[str], threshold: float = FUZZY_THRESHOLD) -> dict:
    """Greedy fuzzy matching as eval_tool_finding.calculate_metrics (fuzzy method): each
    prediction takes the best remaining truth name scoring >= threshold, which then leaves
    the pool."""
    pool = [t.strip().lower() for t in truth]
    pairs, unmatched = [], []
    for pred in (p.strip().lower() for p in predicted):
        best, best_score = None, 0.0
        for cand in pool:
            s = fuzzy_score(pred, cand)
            if s > best_score:
                best, best_score = cand, s
        if best is not None and best_score >= threshold:
            pairs.append(
                {"predicted": pred, "ground_truth_match": best, "similarity_score": round(best_score, 3)}
            )
            pool.remove(best)
        else:
            unmatched.append(pred)
    tp, fp, fn = len(pairs), len(unmatched), len(pool)
    p = tp / (tp + fp) if tp + fp else 0.0
    r = tp / (tp + fn) if tp + fn else 0.0
    return {
        "precision": p,
        "recall": r,
        "f1": f1(p, r),
        "matched_pairs": pairs,
        "unmatched_predictions": unmatched,
        "missed_ground_truth": pool,
    }


# ---- prediction text ------------------------------------------------------------------


def parse_steps(task2) -> list[list[str]]:
    """Task II prediction as steps of names: a list of lists, a flat list (one tool per
    step), or raw text: steps separated by newlines, ';' or '->', optional numbering
    ("1.", "Step 2:"), tools inside a step separated by ',', '+', '&' or ' and ' between
    spaces ("tongue-and-groove pliers" is one name). A release answer ("a, b, c") is one
    step of three names; its order is the order of use."""
    if task2 is None:
        return []
    if isinstance(task2, str):
        parts = [p for p in re.split(r"\n|;|->|=>|\u2192", task2.strip().rstrip(".")) if p.strip()]
        steps = []
        for part in parts:
            part = re.sub(r"^\s*(step\s*)?\d+\s*[.):]\s*", "", part.strip(), flags=re.I)
            names = [n.strip(" .") for n in re.split(r",|\+|&|\s+and\s+", part) if n.strip(" .")]
            if names:
                steps.append(names)
        return steps
    if isinstance(task2, list):
        return [[str(x) for x in s] if isinstance(s, list) else [str(s)] for s in task2]
    raise ValueError(f"task2 must be a list or a string, got {type(task2).__name__}")


def flatten(task2) -> list[str]:
    """The predicted names in order of use (steps flattened), as the release reads them."""
    return [n for step in parse_steps(task2) for n in step]


# ---- one query ---------------------------------------------------------------------------


def error_category(
    success: bool, details: list[dict], roles: dict[str, dict], targets: set[str]
) -> str | None:
    """The exclusive error category of a query (None when it succeeded)."""
    if success:
        return None
    named = {d["matched"] for d in details if d["matched"] is not None}
    kinds = {roles[n].get("distractor_kind") or "filler" for n in named if n not in targets}
    for kind in ("functional", "visual", "filler"):
        if kind in kinds:
            return CONFUSION[kind]
    if any(d["matched"] is None for d in details):
        return "hallucination"
    if targets - named:
        return "omission"
    return "order"


def score_query(record: dict, visible_tools: list[dict], task1, task2,
                kin: tuple[tuple[str, str], ...] = ()) -> dict:
    """All metrics, the matched tool per name and the error category of one query.
    ``visible_tools``: library entries in the order of ``record['visible_tools']``; ``kin``:
    the library's names, ``fit.kin`` (the evaluation and the blind audit pass it)."""
    tax = record["refined_taxonomy"]
    target = [t.lower() for t in tax["target_tools"]]
    steps = list(tax["target_steps"])
    identified = unique_lower(flatten(task2))
    mapping, details = match_task2(identified, visible_tools, kin)
    to_target = {k: v for k, v in mapping.items() if v in target}
    m = release_metrics(identified, target, steps, to_target, bool(record["ordered"]))
    t1_names = task1 if isinstance(task1, list) else [s for s in str(task1 or "").rstrip(".").split(",")]
    t1 = task1_release(record["shuffled_available_tools"], [n for n in t1_names if str(n).strip()])
    roles = {v["name"].lower(): v for v in record["visible_tools"]}
    poa = m["poa"]
    return {
        "task1_precision": t1["precision"],
        "task1_recall": t1["recall"],
        "task1_f1": t1["f1"],
        "task2_precision": m["precision"],
        "task2_recall": m["recall"],
        "task2_f1": f1(m["precision"], m["recall"]),
        "em": float(m["success"]),
        **{
            f"sr@{k}": (None if m["sr"] is None or m["sr"][k] is None else float(m["sr"][k]))
            for k in K_VALUES
        },
        "poa_1": poa["value_1"] if poa else None,
        "poa_2": poa["value_2"] if poa else None,
        "n_identified": m["n_identified"],
        "error": error_category(m["success"], details, roles, set(target)),
        "matched_details": to_target,
        "matches": details,
        "task1_matches": t1["matched_pairs"],
    }
