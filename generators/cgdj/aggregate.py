"""Tables over judged items and judge-human agreement.

Tables group judged records (``judge.run_judge`` output) by any of their fields;
``duration`` is a derived key that buckets ``duration_s`` into short / medium / long
(edges 120 s and 900 s by default, Video-MME's short and medium limits; a record
with a ``duration`` label keeps it). Values are percentages, as in the paper's tables:

- verdict tables: accuracy = Correct / judged records; an unparsed verdict counts as
  Incorrect and is also counted in the ``unparsed`` column;
- score tables: the mean of each of the three [0, 1] scores and ``score``, the mean over
  records of the record's mean of the three; an unparsed score counts as 0 (and is
  counted), so a judge that fails to answer cannot raise a model's number.

Every table ends with an ``ALL`` row. Agreement compares two score files on the ids they
share: Pearson r and the mean absolute difference (MAD).
"""

from __future__ import annotations

import csv
import json
import math
import os

from .judge import DIMENSIONS

DURATION_EDGES = (120.0, 900.0)


def duration_bucket(seconds, edges=DURATION_EDGES) -> str:
    if seconds is None:
        return "unknown"
    s = float(seconds)
    return "short" if s < edges[0] else "medium" if s < edges[1] else "long"


def group_value(record: dict, key: str, edges=DURATION_EDGES) -> str:
    if key == "duration":
        return str(record["duration"]) if record.get("duration") else duration_bucket(
            record.get("duration_s"), edges)
    value = record.get(key)
    return "unknown" if value is None else str(value)


def _groups(records, by: str, edges):
    out: dict[str, list] = {}
    for r in records:
        out.setdefault(group_value(r, by, edges), []).append(r)
    return [(g, out[g]) for g in sorted(out)] + [("ALL", list(records))]


def verdict_table(records: list[dict], by: str = "category", edges=DURATION_EDGES) -> list[dict]:
    rows = []
    for group, recs in _groups([r for r in records if "verdict" in r], by, edges):
        n = len(recs)
        correct = sum(r["verdict"] == "Correct" for r in recs)
        rows.append({by: group, "n": n, "correct": correct,
                     "unparsed": sum(r["verdict"] is None for r in recs),
                     "accuracy": 100.0 * correct / n if n else float("nan")})
    return rows


def record_scores(record: dict) -> dict[str, float]:
    """The three scores with unparsed ones as 0, plus ``score``, their mean."""
    s = {k: float(record["scores"].get(k) or 0.0) for k in DIMENSIONS}
    s["score"] = sum(s[k] for k in DIMENSIONS) / len(DIMENSIONS)
    return s


def score_table(records: list[dict], by: str = "category", edges=DURATION_EDGES) -> list[dict]:
    rows = []
    for group, recs in _groups([r for r in records if "scores" in r], by, edges):
        n = len(recs)
        row = {by: group, "n": n,
               "unparsed": sum(any(r["scores"].get(k) is None for k in DIMENSIONS) for r in recs)}
        per = [record_scores(r) for r in recs]
        for k in (*DIMENSIONS, "score"):
            row[k] = 100.0 * sum(p[k] for p in per) / n if n else float("nan")
        rows.append(row)
    return rows


def pearson(x: list[float], y: list[float]) -> float:
    n = len(x)
    if n != len(y) or n < 2:
        raise ValueError(f"Pearson r needs two equally long lists of at least 2 values, got {n} and {len(y)}")
    mx, my = sum(x) / n, sum(y) / n
    sxy = sum((a - mx) * (b - my) for a, b in zip(x, y))
    sxx = sum((a - mx) ** 2 for a in x)
    syy = sum((b - my) ** 2 for b in y)
    if sxx == 0 or syy == 0:
        return float("nan")  # a constant list has no correlation
    return sxy / math.sqrt(sxx * syy)


def mean_abs_diff(x: list[float], y: list[float]) -> float:
    if len(x) != len(y) or not x:
        raise ValueError("the mean absolute difference needs two equally long, non-empty lists")
    return sum(abs(a - b) for a, b in zip(x, y)) / len(x)


def load_scores(path: str, key: str = "score") -> dict[str, float]:
    """id -> value from a JSONL or CSV file. ``key`` is a column/field, or one of the three
    dimensions or ``score`` (their mean) inside a judged record's ``scores``, or
    ``verdict`` (Correct = 1, Incorrect or unparsed = 0, numbers as they are). Rows without
    the key (a judged file holds both protocols) are skipped; a file with none is an error."""
    if not os.path.isfile(path):
        raise ValueError(f"{path}: no such score file")
    if path.lower().endswith(".csv"):
        with open(path, newline="") as fh:
            rows = list(csv.DictReader(fh))
    else:
        with open(path) as fh:
            rows = [json.loads(line) for line in fh if line.strip()]
    out = {}
    for n, row in enumerate(rows, 1):
        if "id" not in row:
            raise ValueError(f"{path}: row {n} has no 'id'")
        value = row.get(key)
        if value in (None, "") and isinstance(row.get("scores"), dict):
            value = record_scores(row)[key] if key in (*DIMENSIONS, "score") else None
        if key == "verdict" and "verdict" in row and not _is_number(value):
            value = 1.0 if value == "Correct" else 0.0
        if value in (None, ""):
            continue
        try:
            out[str(row["id"])] = float(value)
        except (TypeError, ValueError):
            raise ValueError(f"{path}: row {n} (id {row['id']}): {key} = {value!r} is not a number") from None
    if not out:
        raise ValueError(f"{path}: no row has {key!r}")
    return out


def _is_number(value) -> bool:
    try:
        float(value)
    except (TypeError, ValueError):
        return False
    return True


def agreement(judge: dict[str, float], human: dict[str, float]) -> dict:
    """Pearson r and MAD over the shared ids (sorted), with what was left out."""
    shared = sorted(set(judge) & set(human))
    x, y = [judge[i] for i in shared], [human[i] for i in shared]
    return {"n": len(shared), "pearson_r": pearson(x, y), "mad": mean_abs_diff(x, y),
            "only_judge": len(set(judge) - set(human)), "only_human": len(set(human) - set(judge))}


def write_csv(rows: list[dict], path: str) -> str:
    tmp = path + ".tmp"
    with open(tmp, "w", newline="") as fh:
        writer = csv.DictWriter(fh, fieldnames=list(rows[0]))
        writer.writeheader()
        writer.writerows(rows)
    os.replace(tmp, path)
    return path


def to_markdown(rows: list[dict]) -> str:
    cols = list(rows[0])

    def fmt(v):
        return f"{v:.1f}" if isinstance(v, float) else str(v)

    lines = ["| " + " | ".join(cols) + " |", "|" + "---|" * len(cols)]
    lines += ["| " + " | ".join(fmt(r[c]) for c in cols) + " |" for r in rows]
    return "\n".join(lines)
