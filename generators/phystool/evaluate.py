"""Evaluate PhysTool predictions against a generated dataset; writes a JSON and a CSV report.

Predictions are JSONL, one object per query (format in docs/phystool.md):

    {"id": "phystool-0-000012", "task1": ["claw hammer", ...], "task2": [["stud finder"], ["drill", "bit"]]}

``task2`` may also be a flat list (one tool per step) or raw text ("1. stud finder; 2. drill,
bit"). A query without a prediction scores as an empty prediction and is counted as missing.
The lead's ``spatial-iq eval`` routes here when the dataset's manifest says ``"kind": "phystool"``.
"""

from __future__ import annotations

import csv
import json
import os
import sys

import numpy as np

from ..io.manifest import MANIFEST
from ..rng import plain
from .library import load as load_library
from .metrics import score_query

TARGET_BINS = (("2", 2, 2), ("3-5", 3, 5), ("6+", 6, 10**6))
VISIBLE_BINS = (("5-8", 5, 8), ("9-12", 9, 12), ("13-21", 13, 21))
SUMMARY_KEYS = ("task1_f1", "task2_f1", "em", "sr@1", "sr@2", "sr@3", "pairwise_order")


class EvalError(ValueError):
    """Bad evaluation input; the message names the file and the fix."""


def read_dataset(path: str) -> tuple[dict, list[dict]]:
    manifest_path = os.path.join(path, MANIFEST)
    if not os.path.isfile(manifest_path):
        raise EvalError(f"{path}: no manifest.json; give a directory written by "
                        "'spatial-iq generate scene=phystool'")
    with open(manifest_path) as fh:
        manifest = json.load(fh)
    if manifest.get("kind") != "phystool":
        raise EvalError(f"{path}: manifest kind is {manifest.get('kind')!r}, not 'phystool'")
    with open(os.path.join(path, manifest.get("records", "queries.jsonl"))) as fh:
        records = [json.loads(line) for line in fh if line.strip()]
    return manifest, records


def read_predictions(path: str) -> dict[str, dict]:
    if not os.path.isfile(path):
        raise EvalError(f"{path}: no such predictions file (JSONL, one object with id, task1, task2 "
                        "per line)")
    preds = {}
    with open(path) as fh:
        for n, line in enumerate(fh, start=1):
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
    out = {"n": len(rows), **{k: _mean(rows, k) for k in SUMMARY_KEYS}}
    return out


def evaluate(records: list[dict], preds: dict[str, dict]) -> dict:
    lib = load_library()
    rows = []
    for rec in records:
        pred = preds.get(rec["id"], {})
        visible = [lib.by_id[v["tool_id"]] for v in rec["visible_tools"]]
        s = score_query(rec, visible, pred.get("task1"), pred.get("task2"))
        rows.append({"id": rec["id"], "domain": rec["domain"], "ordered": rec["ordered"],
                     "n_targets": len(rec["target_tools"]), "n_visible": len(rec["visible_tools"]),
                     "missing": rec["id"] not in preds, **{k: v for k, v in s.items() if k != "errors"},
                     **{f"err_{k}": v for k, v in s["errors"].items()}})
    errors = {k[4:]: int(sum(r[k] for r in rows)) for k in rows[0] if k.startswith("err_")} if rows else {}
    failed = [r for r in rows if not r["em"]]
    failed_share = {k[4:]: round(sum(1 for r in failed if r[k]) / len(failed), 4)
                    for k in (rows[0] if rows else {}) if k.startswith("err_")} if failed else {}
    report = {
        "overall": aggregate(rows),
        "missing_predictions": sum(r["missing"] for r in rows),
        "unknown_prediction_ids": sorted(set(preds) - {r["id"] for r in records})[:20],
        "errors": {"events": errors, "share_of_failed_queries": failed_share},
        "by_targets": {name: aggregate([r for r in rows if _bin(r["n_targets"], TARGET_BINS) == name])
                       for name, _, _ in TARGET_BINS},
        "by_visible": {name: aggregate([r for r in rows if _bin(r["n_visible"], VISIBLE_BINS) == name])
                       for name, _, _ in VISIBLE_BINS},
        "by_domain": {d: aggregate([r for r in rows if r["domain"] == d])
                      for d in sorted({r["domain"] for r in rows})},
    }
    return {"report": report, "rows": rows}


def eval_command(dataset: str, predictions: str, out: str | None = None) -> int:
    """Score ``predictions`` on ``dataset``; write ``phystool_eval.json`` and ``.csv`` into
    ``out`` (default: the predictions file's directory). Returns an exit status."""
    try:
        _, records = read_dataset(dataset)
        preds = read_predictions(predictions)
        result = evaluate(records, preds)
    except (EvalError, ValueError, KeyError) as err:
        print(f"spatial-iq eval: error: {err}", file=sys.stderr)
        return 2
    out = out or os.path.dirname(os.path.abspath(predictions))
    os.makedirs(out, exist_ok=True)
    json_path, csv_path = os.path.join(out, "phystool_eval.json"), os.path.join(out, "phystool_eval.csv")
    with open(json_path + ".tmp", "w") as fh:
        json.dump(result["report"], fh, indent=1, sort_keys=True)
    os.replace(json_path + ".tmp", json_path)
    rows = result["rows"]
    with open(csv_path + ".tmp", "w", newline="") as fh:
        writer = csv.DictWriter(fh, fieldnames=list(rows[0]) if rows else ["id"])
        writer.writeheader()
        writer.writerows(rows)
    os.replace(csv_path + ".tmp", csv_path)
    o = result["report"]["overall"]
    print(f"{o['n']} queries: Task I F1 {o['task1_f1']}, Task II F1 {o['task2_f1']}, EM {o['em']}, "
          f"SR@1 {o['sr@1']}, pairwise order {o['pairwise_order']}; report in {json_path} and {csv_path}")
    return 0


def oracle_predictions(records: list[dict]) -> list[dict]:
    """Perfect predictions (targets grouped by step): the evaluator must give them full marks."""
    out = []
    for rec in records:
        steps: dict[int, list[str]] = {}
        for name, s in zip(rec["target_tools"], rec["target_steps"]):
            steps.setdefault(s, []).append(name)
        out.append({"id": rec["id"], "task1": [v["name"] for v in rec["visible_tools"]],
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
    import argparse

    p = argparse.ArgumentParser(description="score PhysTool predictions (JSONL) on a dataset")
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
