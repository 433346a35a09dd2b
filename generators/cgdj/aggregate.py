"""Tables over judged items (one model or many side by side), and agreement between a judge
and human raters (docs/cgdj.md, "Tables and agreement").

Tables group records by any of their fields; ``duration`` is a derived key: a record's
``duration`` label if it has one (short / medium / long, as Video-MME labels its videos),
else ``duration_s`` bucketed at 120 s and 900 s (Video-MME's limits). Values are
percentages, as in the paper's tables. Unparsed replies are counted in their own column
and left out of every mean: never counted as Incorrect or 0 (a table shows how many
there were, so a judge that often fails to answer is visible, not hidden in a number).

- verdicts: accuracy = Correct / parsed verdicts;
- scores: the mean of each dimension over parsed three-score records, and ``score``, the
  mean per record (the single score, or the mean of the three) over parsed records.

Several files give one table with a column per model (``wide_table``). A file is either
judged records (``spatial-iq judge``) or a predictions file of answers to multiple-choice
items (``spatial-iq predict`` over a ``flatten-set`` folder), whose replies are read with
``replies.parse_choice`` and become Correct / Incorrect / unparsed verdicts.

Agreement compares judge scores with human scores on shared ids: Pearson r
(``scipy.stats.pearsonr``) and the mean absolute difference (MAD). Several human raters
are averaged per item first (as the paper's three experts were), and their agreement with
each other is Krippendorff's alpha at the interval level (the ``krippendorff`` package,
``pip install 'spatial-iq[agreement]'``).
"""

from __future__ import annotations

import csv
import json
import math
import os

from .files import atomic_open
from .replies import DIMENSIONS, parse_choice

DURATION_EDGES = (120.0, 900.0)
DURATION_LABELS = ("short", "medium", "long")


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


def _pct(total: float, n: int) -> float:
    return 100.0 * total / n if n else float("nan")


def verdict_table(records: list[dict], by: str = "category", edges=DURATION_EDGES) -> list[dict]:
    rows = []
    for group, recs in _groups([r for r in records if "verdict" in r], by, edges):
        parsed = [r for r in recs if r["verdict"] is not None]
        correct = sum(r["verdict"] == "Correct" for r in parsed)
        rows.append({by: group, "n": len(recs), "parsed": len(parsed), "unparsed": len(recs) - len(parsed),
                     "correct": correct, "accuracy": _pct(correct, len(parsed))})
    return rows


def record_score(record: dict) -> float | None:
    """The record's score in [0, 1]: its single ``score``, or the mean of its three
    dimension scores; None when unparsed."""
    if "score" in record:
        return None if record["score"] is None else float(record["score"])
    values = [record.get("scores", {}).get(k) for k in DIMENSIONS]
    return None if any(v is None for v in values) else sum(map(float, values)) / len(values)


def _is_scored(record: dict) -> bool:
    return "scores" in record or "score" in record


def score_table(records: list[dict], by: str = "category", edges=DURATION_EDGES) -> list[dict]:
    rows = []
    for group, recs in _groups([r for r in records if _is_scored(r)], by, edges):
        scored = [(r, record_score(r)) for r in recs]
        parsed = [(r, s) for r, s in scored if s is not None]
        row = {by: group, "n": len(recs), "parsed": len(parsed), "unparsed": len(recs) - len(parsed)}
        three = [r for r, _ in parsed if "scores" in r]
        for k in DIMENSIONS:
            row[k] = _pct(sum(float(r["scores"][k]) for r in three), len(three))
        row["score"] = _pct(sum(s for _, s in parsed), len(parsed))
        rows.append(row)
    return rows


TABLES = {"verdicts": (verdict_table, "accuracy"), "scores": (score_table, "score")}


def wide_table(runs: list[tuple[str, list[dict]]], table: str, by: str, edges=DURATION_EDGES,
               dimensions: bool = False) -> list[dict]:
    """One row per group, the headline value of each model in its own column (accuracy or
    score, %), then each model's parsed and unparsed counts. ``dimensions`` adds each
    model's three dimension means to a score table."""
    build, metric = TABLES[table]
    per = [(name, {row[by]: row for row in build(records, by, edges)}) for name, records in runs]
    groups = sorted({g for _, rows in per for g in rows if g != "ALL"}) + ["ALL"]
    out = []
    for g in groups:
        row: dict = {by: g}
        for name, rows in per:
            row[name] = rows.get(g, {}).get(metric, float("nan"))
        if dimensions and table == "scores":
            for name, rows in per:
                for k in DIMENSIONS:
                    row[f"{k} {name}"] = rows.get(g, {}).get(k, float("nan"))
        for name, rows in per:
            row[f"n {name}"] = rows.get(g, {}).get("parsed", 0)
        for name, rows in per:
            row[f"unparsed {name}"] = rows.get(g, {}).get("unparsed", 0)
        out.append(row)
    return out


# ---- reading judged files and predictions --------------------------------------------------

def read_records(path: str) -> list[dict]:
    """JSON objects of a JSONL file; ValueError naming the line that is not one."""
    if not os.path.isfile(path):
        raise ValueError(f"{path}: no such file")
    out = []
    with open(path, encoding="utf-8") as fh:
        for n, line in enumerate(fh, 1):
            if not line.strip():
                continue
            try:
                rec = json.loads(line)
            except ValueError:
                raise ValueError(f"{path}:{n}: not a JSON line") from None
            if not isinstance(rec, dict) or "id" not in rec:
                raise ValueError(f"{path}:{n}: a record needs an 'id'")
            out.append(rec)
    return out


def is_predictions(records: list[dict]) -> bool:
    """A ``spatial-iq predict`` file (``response`` per line) rather than judged records."""
    return bool(records) and all("response" in r for r in records)


def verdicts_from_predictions(path: str, items: dict[str, dict]) -> list[dict]:
    """Judged-like records for the answers in a predictions file: the reply's letter
    (``parse_choice``) against the item's ``answer``; a reply without a readable letter is
    unparsed; questions whose request failed (no reply) are left out, like unasked ones."""
    from ..predict.runner import load_predictions

    out = []
    for qid, rec in sorted(load_predictions(path).items()):
        if rec.get("error") is not None or rec.get("response") is None:
            continue
        item = items.get(str(qid))
        if item is None:
            raise ValueError(f"{path}: id {qid!r} is not among the items; pass the --items the "
                             f"predictions answer")
        choice = parse_choice(rec["response"], item.get("options") or [])
        record = {k: item.get(k) for k in ("id", "category", "sub_domain", "duration", "duration_s")}
        verdict = None if choice is None else "Correct" if choice == item["answer"] else "Incorrect"
        record.update(choice=choice, parsed=choice is not None, verdict=verdict)
        out.append(record)
    return out


def load_answer_items(path: str) -> dict[str, dict]:
    """id -> item (options, answer, category, duration) of a ``flatten-set`` folder
    (``data.jsonl``), a ``cgdj-videos`` folder (``items.jsonl``) or such a JSONL file."""
    file = path
    if os.path.isdir(path):
        file = next((os.path.join(path, n) for n in ("data.jsonl", "items.jsonl")
                     if os.path.isfile(os.path.join(path, n))), "")
        if not file:
            raise ValueError(f"{path}: neither data.jsonl (flatten-set) nor items.jsonl (cgdj-videos) "
                             f"is here")
    items = {}
    for rec in read_records(file):
        if "answer" in rec and "options" in rec:
            items[str(rec["id"])] = rec
    if not items:
        raise ValueError(f"{file}: no item has 'options' and 'answer'")
    return items


def load_runs(paths: list[str], names: list[str] | None = None,
              items: str | None = None) -> list[tuple[str, list[dict]]]:
    """(model name, records) per file. Names: ``names`` if given, else the records'
    ``model`` when it is one value, else the file name without its extension."""
    if names is not None and len(names) != len(paths):
        raise ValueError(f"--names gives {len(names)} names for {len(paths)} files")
    answer_items = None
    runs = []
    for n, path in enumerate(paths):
        records = read_records(path)
        if is_predictions(records):
            if items is None:
                raise ValueError(f"{path} holds predictions (replies), not judged records; pass --items "
                                 f"(the flatten-set folder they answer) to score them")
            answer_items = answer_items or load_answer_items(items)
            model = {r.get("model") for r in records} - {None}
            records = verdicts_from_predictions(path, answer_items)
        else:
            model = {r.get("model") for r in records} - {None}
        if names is not None:
            name = names[n]
        elif len(model) == 1:
            name = str(model.pop())
        else:
            name = os.path.splitext(os.path.basename(path))[0]
        runs.append((name, records))
    seen = [name for name, _ in runs]
    dupes = sorted({s for s in seen if seen.count(s) > 1})
    if dupes:
        raise ValueError(f"two files are both named {dupes[0]!r}; give --names, one per file")
    return runs


# ---- agreement ---------------------------------------------------------------------------

def pearson(x: list[float], y: list[float]) -> float:
    """Pearson r (``scipy.stats.pearsonr``); NaN when either side is constant."""
    n = len(x)
    if n != len(y) or n < 2:
        raise ValueError(f"Pearson r needs two equally long lists of at least 2 values, got {n} and {len(y)}")
    if len(set(x)) < 2 or len(set(y)) < 2:
        return float("nan")  # a constant list has no correlation
    from scipy import stats

    return float(stats.pearsonr(x, y).statistic)


def mean_abs_diff(x: list[float], y: list[float]) -> float:
    if len(x) != len(y) or not x:
        raise ValueError("the mean absolute difference needs two equally long, non-empty lists")
    return sum(abs(a - b) for a, b in zip(x, y)) / len(x)


def _rows(path: str) -> list[dict]:
    if not os.path.isfile(path):
        raise ValueError(f"{path}: no such score file")
    if path.lower().endswith(".csv"):
        with open(path, newline="", encoding="utf-8") as fh:
            return list(csv.DictReader(fh))
    return read_records(path)


def _value(row: dict, key: str):
    value = row.get(key)
    if value in (None, "") and key in (*DIMENSIONS, "score") and (
            isinstance(row.get("scores"), dict) or "score" in row):
        value = record_score(row) if key == "score" else (row.get("scores") or {}).get(key)
    if key == "verdict" and "verdict" in row and not _is_number(value):
        value = {"Correct": 1.0, "Incorrect": 0.0}.get(value)
    return value


def load_scores(path: str, key: str = "score") -> dict[str, float]:
    """id -> value from a JSONL or CSV file. ``key`` is a column/field, one of the three
    dimensions or ``score`` (the record's score) of a judged record, or ``verdict``
    (Correct = 1, Incorrect = 0). Rows without a value (unparsed, or the other protocol)
    are skipped; a file with none is an error."""
    out = {}
    for n, row in enumerate(_rows(path), 1):
        if "id" not in row:
            raise ValueError(f"{path}: row {n} has no 'id'")
        value = _value(row, key)
        if value in (None, ""):
            continue
        try:
            out[str(row["id"])] = float(value)
        except (TypeError, ValueError):
            raise ValueError(f"{path}: row {n} (id {row['id']}): {key} = {value!r} is not a number") from None
        if not math.isfinite(out[str(row["id"])]):
            raise ValueError(f"{path}: row {n} (id {row['id']}): {key} = {value!r} is not a finite number")
    if not out:
        raise ValueError(f"{path}: no row has {key!r}")
    return out


def load_ratings(path: str, key: str = "score", raters: list[str] | None = None,
                 rater_column: str = "rater") -> dict[str, dict[str, float]]:
    """Human ratings as rater -> {id: value}. Wide files name the raters' columns
    (``raters``); long files have one row per (id, rater) with the rater in
    ``rater_column`` and the value in ``key``. A file with neither is one rater, ``key``."""
    rows = _rows(path)
    if not rows:
        raise ValueError(f"{path}: no rows")
    out: dict[str, dict[str, float]] = {}

    def put(rater: str, n: int, row: dict, value) -> None:
        if value in (None, ""):
            return
        try:
            x = float(value)
        except (TypeError, ValueError):
            raise ValueError(f"{path}: row {n}: {rater} = {value!r} is not a number") from None
        if not math.isfinite(x):
            raise ValueError(f"{path}: row {n}: {rater} = {value!r} is not a finite number")
        ratings = out.setdefault(rater, {})
        if str(row["id"]) in ratings:
            raise ValueError(f"{path}: id {row['id']} is rated twice by {rater}")
        ratings[str(row["id"])] = x

    for n, row in enumerate(rows, 1):
        if "id" not in row:
            raise ValueError(f"{path}: row {n} has no 'id'")
        if raters:
            missing = [r for r in raters if r not in row]
            if missing:
                raise ValueError(f"{path}: row {n} has no column {missing[0]!r} (--raters)")
            for r in raters:
                put(r, n, row, row[r])
        elif rater_column in row:
            put(str(row[rater_column]), n, row, row.get(key))
        else:
            put(key, n, row, _value(row, key))
    if not out:
        raise ValueError(f"{path}: no rating in {', '.join(raters) if raters else repr(key)}")
    return out


def mean_ratings(ratings: dict[str, dict[str, float]]) -> dict[str, float]:
    """Per id, the mean over the raters who rated it."""
    ids = sorted({i for r in ratings.values() for i in r})
    return {i: sum(r[i] for r in ratings.values() if i in r) / sum(i in r for r in ratings.values())
            for i in ids}


def krippendorff_alpha(ratings: dict[str, dict[str, float]]) -> float:
    """Krippendorff's alpha, interval level, of raters x items (missing ratings allowed)."""
    try:
        import krippendorff
    except ImportError:
        raise ValueError("inter-rater agreement needs the krippendorff package: "
                         "pip install 'spatial-iq[agreement]'") from None
    import numpy as np

    ids = sorted({i for r in ratings.values() for i in r})
    data = np.array([[r.get(i, np.nan) for i in ids] for r in ratings.values()], float)
    if len(ids) < 2:
        return float("nan")
    values = data[~np.isnan(data)]
    if values.size == 0 or np.all(values == values[0]):
        return float("nan")  # no variation at all: alpha is undefined
    return float(krippendorff.alpha(reliability_data=data, level_of_measurement="interval"))


def agreement(judge: dict[str, float], human: dict[str, float]) -> dict:
    """Pearson r and MAD over the shared ids (sorted), with what was left out."""
    shared = sorted(set(judge) & set(human))
    if len(shared) < 2:
        raise ValueError(f"the two files share {len(shared)} id(s); agreement needs at least 2")
    x, y = [judge[i] for i in shared], [human[i] for i in shared]
    return {"n": len(shared), "pearson_r": pearson(x, y), "mad": mean_abs_diff(x, y),
            "only_judge": len(set(judge) - set(human)), "only_human": len(set(human) - set(judge))}


# ---- output ------------------------------------------------------------------------------

def write_csv(rows: list[dict], path: str) -> str:
    with atomic_open(path, "w", newline="", encoding="utf-8") as fh:
        writer = csv.DictWriter(fh, fieldnames=list(rows[0]))
        writer.writeheader()
        writer.writerows(rows)
    return path


def to_markdown(rows: list[dict]) -> str:
    cols = list(rows[0])

    def fmt(v):
        return f"{v:.1f}" if isinstance(v, float) else str(v)

    lines = ["| " + " | ".join(cols) + " |", "|" + "---|" * len(cols)]
    lines += ["| " + " | ".join(fmt(r[c]) for c in cols) + " |" for r in rows]
    return "\n".join(lines)


def _is_number(value) -> bool:
    try:
        float(value)
    except (TypeError, ValueError):
        return False
    return True
