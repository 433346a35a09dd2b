"""Evaluate PhysTool predictions against a generated dataset with the release's metric
definitions (``metrics.py``); writes a JSON report, a CSV row per query and the matched tool
of every predicted name.

Predictions are our JSONL, one object per query (format in docs/phystool.md):

    {"id": "phystool-0-000012", "task1": ["claw hammer", ...], "task2": "stud finder, drill, bit"}

``task2`` may also be a list of steps or a flat list; or the release's own result files (a
JSON list with ``original_id`` and ``identified_tools``). The report's ``release`` block is
eval_offline.py's summary over the queries that have a prediction (the release skips the
others); ``overall`` and the breakdowns score a missing query as an empty prediction.
``spatial-iq eval`` routes here when the dataset's manifest says ``"kind": "phystool"``.
"""

from __future__ import annotations

import csv
import json
import os
import sys

import numpy as np

from ..errors import ArgumentParser, fail_os
from ..io.atomic import atomic_open
from ..io.manifest import MANIFEST
from ..io.outdir import inside
from ..rng import plain
from .fit import kin as library_kin
from .library import load as load_library
from .metrics import ERROR_CATEGORIES, K_VALUES, score_query
from .release import release_names

TARGET_BINS = (("2", 2, 2), ("3-5", 3, 5), ("6+", 6, 10**6))
VISIBLE_BINS = (("5-8", 5, 8), ("9-12", 9, 12), ("13-21", 13, 21))
SUMMARY_KEYS = ("task1_f1", "task2_f1", "task2_precision", "task2_recall", "em", "sr@1", "sr@2", "sr@3",
                "poa_1", "poa_2")


class EvalError(ValueError):
    """Bad evaluation input; the message names the file and the fix."""


def read_dataset(path: str) -> tuple[dict, list[dict]]:
    manifest_path = os.path.join(path, MANIFEST)
    if not os.path.isfile(manifest_path):
        raise EvalError(f"{path}: no manifest.json; give a directory written by "
                        "'spatial-iq generate scene=phystool'")
    fix = "regenerate it with 'spatial-iq generate scene=phystool'"
    try:
        with open(manifest_path, encoding="utf-8") as fh:
            manifest = json.load(fh)
    except (ValueError, RecursionError, OSError):
        raise EvalError(f"{manifest_path}: not a readable JSON manifest; {fix}") from None
    if not isinstance(manifest, dict) or manifest.get("kind") != "phystool":
        kind = manifest.get("kind") if isinstance(manifest, dict) else None
        raise EvalError(f"{path}: manifest kind is {kind!r}, not 'phystool'")
    name = manifest.get("records", "queries.jsonl")
    try:
        where = inside(path, name, "the manifest's records file")
        with open(where, encoding="utf-8") as fh:
            records = [json.loads(line) for line in fh if line.strip()]
    except (ValueError, RecursionError, OSError) as err:
        outside = isinstance(err, ValueError) and "leads outside" in str(err)
        why = err if outside else "not readable JSON lines"
        raise EvalError(f"{path}: records file {str(name)[:80]!r}: {why}; {fix}") from None
    if not all(isinstance(r, dict) for r in records):
        raise EvalError(f"{path}: records file {name!r} holds lines that are not objects; {fix}")
    return manifest, records


def read_predictions(path: str) -> dict[str, dict]:
    """id -> {"task1": ..., "task2": ...}. Our JSONL (one object per line with ``id``,
    ``task1``, ``task2``) or the release's result files, a JSON list of objects with
    ``original_id`` (or ``id``) and ``identified_tools``: a comma-separated string (Task II,
    ``task_ii_results_<model>.json``) or a list (Task I, ``all_tools_identified_<model>.json``)."""
    if not os.path.isfile(path):
        raise EvalError(f"{path}: no such predictions file (JSONL, one object with id, task1, task2 "
                        "per line, or a release results JSON list)")
    with open(path) as fh:
        try:
            text = fh.read()
        except UnicodeDecodeError:
            raise EvalError(f"{path}: not UTF-8 text; give a predictions JSONL file") from None
    if text.lstrip().startswith("["):
        try:
            items = json.loads(text)
        except (json.JSONDecodeError, RecursionError) as err:
            why = getattr(err, "msg", "nested too deeply")
            raise EvalError(f"{path}: not valid JSON ({why}); a release results file is one JSON "
                            "list") from None
        preds: dict[str, dict] = {}
        for n, obj in enumerate(items):
            qid = obj.get("original_id") or obj.get("id") if isinstance(obj, dict) else None
            if not isinstance(qid, (str, int)):
                raise EvalError(f"{path}: item {n} needs 'original_id' (or 'id') and 'identified_tools'")
            qid = str(obj.get("original_id") or obj["id"])
            tools = obj.get("identified_tools")
            key = "task1" if isinstance(tools, list) else "task2"
            problem = _field_problem({key: tools})
            if problem:
                raise EvalError(f"{path}: item {n}: identified_tools: {problem.split(' ', 1)[1]} (format in "
                                "docs/phystool.md)")
            if key == "task2":  # the release's own reading: names split on commas only
                tools = release_names(tools)
            preds.setdefault(qid, {"id": qid})[key] = tools
        return preds
    preds = {}
    for n, line in enumerate(text.splitlines(), start=1):
        if not line.strip():
            continue
        try:
            obj = json.loads(line)
        except (json.JSONDecodeError, RecursionError) as err:
            why = getattr(err, "msg", "nested too deeply")
            raise EvalError(f"{path}:{n}: not valid JSON ({why})") from None
        if not isinstance(obj, dict) or not isinstance(obj.get("id"), str):
            raise EvalError(f"{path}:{n}: each line needs an object with a string 'id'")
        problem = _field_problem(obj)
        if problem:
            raise EvalError(f"{path}:{n}: {problem} (format in docs/phystool.md)")
        if obj["id"] in preds:
            raise EvalError(f"{path}:{n}: duplicate prediction for id {obj['id']}")
        preds[obj["id"]] = obj
    return preds


def _field_problem(obj: dict) -> str | None:
    """What is wrong with a prediction's ``task1``/``task2`` types (None when usable):
    task1 a list of tool names; task2 a list of steps (each a name or a list of names) or
    raw text; either may be missing or null."""
    def names(value) -> bool:
        return isinstance(value, list) and all(isinstance(x, str) for x in value)

    task1, task2 = obj.get("task1"), obj.get("task2")
    if task1 is not None and not names(task1):
        return f"task1 must be a list of tool names, got {json.dumps(task1)[:40]}"
    if task2 is not None and not (isinstance(task2, str) or (isinstance(task2, list) and all(
            isinstance(s, str) or names(s) for s in task2))):
        return ("task2 must be a list of steps (names or lists of names) or text, got "
                f"{json.dumps(task2)[:40]}")
    return None


def _bin(value: int, bins) -> str:
    return next(name for name, lo, hi in bins if lo <= value <= hi)


def _mean(rows: list[dict], key: str) -> float | None:
    vals = [r[key] for r in rows if r[key] is not None]
    return round(float(np.mean(vals)), 4) if vals else None


def aggregate(rows: list[dict]) -> dict:
    return {"n": len(rows), **{k: _mean(rows, k) for k in SUMMARY_KEYS}}


def release_summary(rows: list[dict]) -> dict:
    """The ``summary`` block of eval_offline.py's report, over the queries with a prediction
    (the release evaluates only those)."""
    rows = [r for r in rows if not r["missing"]]
    n = len(rows)
    ordered = [r for r in rows if r["ordered"]]
    sr = {}
    for k in K_VALUES:
        valid = [r for r in ordered if r[f"sr@{k}"] is not None]
        hits = sum(1 for r in valid if r[f"sr@{k}"])
        sr[f"k={k}"] = {"success_count": hits, "valid_tasks": len(valid),
                        "percentage": hits / len(valid) if valid else 0}
    poa = [r for r in ordered if r["poa_1"] is not None]
    success = sum(1 for r in rows if r["em"])
    return {
        "total_evaluated": n, "ordered_tasks": len(ordered), "unordered_tasks": n - len(ordered),
        "success_rate": {"count": success, "percentage": success / n if n else 0},
        "success_rate_at_k": sr if ordered else None,
        "average_precision": sum(r["task2_precision"] for r in rows) / n if n else 0,
        "average_recall": sum(r["task2_recall"] for r in rows) / n if n else 0,
        "overall_average_pairwise_order_accuracy": sum(r["poa_1"] for r in poa) / len(poa) if poa else None,
        "average_correct_pairwise_order_accuracy": sum(r["poa_2"] for r in poa) / len(poa) if poa else None,
    }


def evaluate(records: list[dict], preds: dict[str, dict]) -> dict:
    lib = load_library()
    kin = library_kin(lib)
    rows, matches = [], []
    for rec in records:
        if "refined_taxonomy" not in rec or "shuffled_available_tools" not in rec:
            raise EvalError(f"query {rec.get('id')}: no refined_taxonomy / shuffled_available_tools; the "
                            "dataset was written by an older version: regenerate it")
        pred = preds.get(rec["id"], {})
        visible = [lib.by_id[v["tool_id"]] for v in rec["visible_tools"]]
        s = score_query(rec, visible, pred.get("task1"), pred.get("task2"), kin)
        matches.append({"id": rec["id"], "matched_details": s["matched_details"], "matches": s["matches"],
                        "task1_matches": s["task1_matches"]})
        rows.append({"id": rec["id"], "domain": rec["domain"], "ordered": rec["ordered"],
                     "n_targets": len(rec["target_tools"]), "n_visible": len(rec["visible_tools"]),
                     "missing": rec["id"] not in preds,
                     **{k: v for k, v in s.items()
                        if k not in ("matched_details", "matches", "task1_matches")}})
    failed = [r for r in rows if not r["em"]]
    counts = {c: sum(1 for r in failed if r["error"] == c) for c in ERROR_CATEGORIES}
    report = {
        "release": release_summary(rows),
        "overall": aggregate(rows),
        "missing_predictions": sum(r["missing"] for r in rows),
        "unknown_prediction_ids": sorted(set(preds) - {r["id"] for r in records})[:20],
        "errors": {"failed_queries": len(failed), "counts": counts,
                   "share": {c: round(v / len(failed), 4) for c, v in counts.items()} if failed else {}},
        "by_targets": {name: aggregate([r for r in rows if _bin(r["n_targets"], TARGET_BINS) == name])
                       for name, _, _ in TARGET_BINS},
        "by_visible": {name: aggregate([r for r in rows if _bin(r["n_visible"], VISIBLE_BINS) == name])
                       for name, _, _ in VISIBLE_BINS},
        "by_domain": {d: aggregate([r for r in rows if r["domain"] == d])
                      for d in sorted({r["domain"] for r in rows})},
    }
    return {"report": report, "rows": rows, "matches": matches}


def eval_command(dataset: str, predictions: str, out: str | None = None) -> int:
    """Score ``predictions`` on ``dataset``; write ``phystool_eval.json`` and ``.csv`` into
    ``out`` (default: the predictions file's directory). Returns an exit status."""
    try:
        _, records = read_dataset(dataset)
        preds = read_predictions(predictions)
        result = evaluate(records, preds)
    except (EvalError, ValueError, KeyError, TypeError, AttributeError, IndexError) as err:
        # KeyError and the rest: a records file tampered behind a manifest that names it
        what = err if isinstance(err, ValueError) else f"{dataset}: a query record is damaged ({err!r:.80})"
        print(f"spatial-iq eval: error: {what}", file=sys.stderr)
        return 2
    out = out or os.path.dirname(os.path.abspath(predictions))
    json_path, csv_path = os.path.join(out, "phystool_eval.json"), os.path.join(out, "phystool_eval.csv")
    match_path = os.path.join(out, "phystool_matches.jsonl")
    created = not os.path.exists(out)
    try:  # each file appears whole (io/atomic.py) or not at all; only these three names are written
        os.makedirs(out, exist_ok=True)
        _write(json_path, json.dumps(result["report"], indent=1, sort_keys=True))
        _write(match_path, "".join(json.dumps(m, sort_keys=True) + "\n" for m in result["matches"]))
        rows = result["rows"]
        with atomic_open(csv_path, "w", newline="") as fh:
            writer = csv.DictWriter(fh, fieldnames=list(rows[0]) if rows else ["id"])
            writer.writeheader()
            writer.writerows(rows)
    except OSError as err:  # a full disk is exit 3 (rerun), anything else one line and exit 2
        if created and os.path.isdir(out) and not os.listdir(out):
            os.rmdir(out)  # the rerun finds no folder in its way
        return fail_os("eval", err, out)
    o, r = result["report"]["overall"], result["report"]["release"]
    print(f"{o['n']} queries: Task I F1 {o['task1_f1']}, Task II F1 {o['task2_f1']}, EM {o['em']}, "
          f"SR@1 {r['success_rate_at_k'] and r['success_rate_at_k']['k=1']['percentage']}, "
          f"POA {r['overall_average_pairwise_order_accuracy']}; "
          f"report in {json_path}, {csv_path}, {match_path}")
    return 0


def _write(path: str, text: str) -> None:
    with atomic_open(path, "w") as fh:
        fh.write(text)


def oracle_predictions(records: list[dict]) -> list[dict]:
    """Perfect predictions (targets grouped by step): the evaluator must give them full marks."""
    out = []
    for rec in records:
        steps: dict[int, list[str]] = {}
        for name, s in zip(rec["target_tools"], rec["target_steps"]):
            steps.setdefault(s, []).append(name)
        out.append({"id": rec["id"], "task1": list(rec["shuffled_available_tools"]),
                    "task2": [steps[s] for s in sorted(steps)]})
    return out


def random_predictions(records: list[dict], seed: int = 0) -> list[dict]:
    """A chance baseline: as many visible tools as there are targets, in random order, each
    its own step; Task I names every visible tool."""
    rng = plain(seed)
    out = []
    for rec in records:
        names = [v["name"] for v in rec["visible_tools"]]
        pick = rng.permutation(len(names))[:len(rec["target_tools"])]
        out.append({"id": rec["id"], "task1": names, "task2": [[names[int(i)]] for i in pick]})
    return out


def main(argv: list[str] | None = None) -> int:

    p = ArgumentParser(prog="python -m generators.phystool.evaluate",
                       description="score PhysTool predictions (JSONL) on a dataset")
    p.add_argument("dataset")
    p.add_argument("predictions", help="predictions JSONL; with --write-baseline, the file to write")
    p.add_argument("--out", help="report directory (default: the predictions file's directory)")
    p.add_argument("--write-baseline", choices=("oracle", "random"),
                   help="write oracle or chance predictions to PREDICTIONS first, then score them")
    a = p.parse_args(argv)
    if a.write_baseline:
        try:
            _, records = read_dataset(a.dataset)
        except EvalError as err:
            print(f"spatial-iq eval: error: {err}", file=sys.stderr)
            return 2
        preds = oracle_predictions(records) if a.write_baseline == "oracle" else random_predictions(records)
        with open(a.predictions, "w") as fh:
            fh.write("".join(json.dumps(x) + "\n" for x in preds))
    return eval_command(a.dataset, a.predictions, a.out)


if __name__ == "__main__":
    sys.exit(main())
