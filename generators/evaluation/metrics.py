"""From scored rows to the numbers of a report: per-subtask accuracy (with a Wilson 95 %
interval, chance level and, for options, the chance-adjusted score), the hierarchy
metrics per modality, and breakdowns by difficulty."""

from __future__ import annotations

from collections import defaultdict

import numpy as np

from .hierarchy import hierarchy
from .scoring import view_key
from .stats import wilson

BREAKDOWNS = {
    "hidden_blocks": lambda r: _bin(r["hidden_blocks"], (0, 1, 2, 4, 8)),
    "total_blocks": lambda r: _bin(r["total_blocks"], (1, 6, 11, 21, 41)),
    "object_type": lambda r: r["object_type"],
    "camera": lambda r: r["camera"],
}


def _bin(x: int, edges) -> str:
    """Half-open bins named like "2-3" and a last open one like "8+"."""
    for lo, hi in zip(edges, edges[1:]):
        if lo <= x < hi:
            return str(lo) if hi - lo == 1 else f"{lo}-{hi - 1}"
    return f"{edges[-1]}+"


def chance(row: dict) -> float | None:
    """Chance of a uniform guess among the options; None for open answers."""
    return 1.0 / row["k"] if row.get("k") else None


def accuracy_table(rows: list[dict]) -> list[dict]:
    groups = defaultdict(list)
    for r in rows:
        groups[(r["modality"], r["subtask"])].append(r)
    out = []
    for (modality, subtask), rs in sorted(groups.items()):
        n = len(rs)
        right = sum(r["correct"] for r in rs)
        acc = right / n
        lo, hi = wilson(right, n)
        entry = {"modality": modality, "subtask": subtask, "n": n, "accuracy": acc, "ci_low": lo,
                 "ci_high": hi, "mean_score": sum(r["score"] for r in rs) / n,
                 "unparseable": sum(r["status"] == "unparseable" for r in rs),
                 "missing": sum(r["status"] == "missing" for r in rs),
                 "failed": sum(r["status"] == "failed" for r in rs),
                 "chance": None, "chance_adjusted": None}
        chances = [chance(r) for r in rs]
        if all(c is not None for c in chances):
            c = float(np.mean(chances))
            entry["chance"], entry["chance_adjusted"] = c, (acc - c) / (1 - c)
        out.append(entry)
    return out


def view_table(rows: list[dict], modality: str) -> tuple[list, dict, dict | None]:
    """(view keys, subtask -> correctness per view, free-text values or None)."""
    mine = [r for r in rows if r["modality"] == modality]
    keys = sorted({view_key(r) for r in mine})
    index = {k: n for n, k in enumerate(keys)}
    table: dict = {}
    values: dict = {}
    for r in mine:
        col = table.setdefault(r["subtask"], np.full(len(keys), np.nan))
        col[index[view_key(r)]] = r["correct"]
        if modality == "text" and r["subtask"] in ("T1", "S5", "S9"):
            pred, true = values.setdefault(r["subtask"], (np.full(len(keys), np.nan),
                                                          np.full(len(keys), np.nan)))
            true[index[view_key(r)]] = float(r["answer"])
            if r["parsed"] is not None:
                pred[index[view_key(r)]] = float(r["parsed"])
    return keys, table, (values if modality == "text" else None)


def hierarchy_table(rows: list[dict]) -> dict:
    """modality -> hierarchy metrics (text uses the error equation for summation)."""
    out = {}
    for modality in sorted({r["modality"] for r in rows}):
        _, table, values = view_table(rows, modality)
        out[modality] = hierarchy(table, values)
    return out


def breakdown_table(rows: list[dict]) -> list[dict]:
    out = []
    for dim, key in BREAKDOWNS.items():
        groups = defaultdict(list)
        for r in rows:
            groups[(r["modality"], r["subtask"], key(r))].append(r["correct"])
        for (modality, subtask, value), cs in sorted(groups.items(), key=lambda kv: tuple(map(str, kv[0]))):
            out.append({"dimension": dim, "value": value, "modality": modality, "subtask": subtask,
                        "n": len(cs), "accuracy": float(np.mean(cs))})
    return out


def status_counts(rows: list[dict]) -> dict:
    counts: dict = defaultdict(int)
    for r in rows:
        counts[r["status"]] += 1
    return dict(counts)


def mistakes_table(rows: list[dict]) -> list[dict]:
    """How often each named mistake is picked, against a uniform guess (``mistakes.csv``): per
    modality (image MCQ), k and subtask, for each mistake (a part of a distractor's
    ``choice_types`` name; "a+b" makes both), the questions whose chosen option makes it,
    the number a uniform guess would make (the sum over questions of the share of their
    options that make it), their ratio (``preference``: 1 for a guesser) and the one-sided
    binomial p-value of picking it at least that often. Read it for a model's confusions:
    a preference well above 1 is a mistake the model makes more than a guess would."""
    from scipy.stats import binomtest

    cells: dict = {}
    for r in rows:
        if r.get("offered") is None or r["status"] != "ok":
            continue
        key = (r["modality"], r["k"], r["subtask"])
        cell = cells.setdefault(key, {"n": 0, "chosen": {}, "expected": {}})
        cell["n"] += 1
        for kind in r["offered"]:
            for part in set(kind.split("+")) - {"correct"}:
                cell["expected"][part] = cell["expected"].get(part, 0.0) + 1.0 / len(r["offered"])
        for part in set((r["choice_type"] or "").split("+")) - {"correct", ""}:
            cell["chosen"][part] = cell["chosen"].get(part, 0) + 1
    out = []
    for (modality, k, subtask), cell in sorted(cells.items()):
        for part, expected in sorted(cell["expected"].items()):
            chosen = cell["chosen"].get(part, 0)
            p = binomtest(chosen, cell["n"], min(expected / cell["n"], 1.0), alternative="greater").pvalue
            out.append({"modality": modality, "k": k, "subtask": subtask, "mistake": part,
                        "questions": cell["n"], "chosen": chosen, "guess_expects": round(expected, 3),
                        "preference": chosen / expected if expected else float("nan"), "p_value": float(p)})
    return out
