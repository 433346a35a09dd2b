"""``spatial-iq eval``: score one or more predictions files against a dataset and write a
report folder:

    report.json       everything below, plus what was wrong with each predictions file
    accuracy.csv      per responder, modality, subtask: n, accuracy, Wilson 95 % interval,
                      chance, chance-adjusted, unparseable / missing / failed counts
    hierarchy.csv     per responder and modality: the docs/evaluation.md metrics
    mistakes.csv      per responder, k and subtask: how often each named mistake of the image
                      MCQs is picked, against a uniform guess
    breakdown.csv     accuracy by hidden count, total count, object type, camera variant
    lift.csv          within-view lift per edge (two or more responders), BH-adjusted
    problems.csv      bad lines, duplicate and unknown ids, unparseable answers (id + text)
    figures/*.png     accuracy per subtask, summation cells, lift per edge
    tables/           the release's tables for these responders (release_report.TABLES, the
                      same names and columns as its analysis), and their figures
    index.html        one page linking all of it

The folder is written under ``OUT.partial`` (claimed like every output folder,
``io/outdir.py``: a ``.partial`` folder holding a user's files is refused, one left by a
killed eval of ours is cleared; locked while it is written) and renamed when complete; an
existing OUT is never replaced. ``report.json`` is strict JSON: a value that does not
exist (NaN: a lift without views, a mean over nothing) is written as ``null``.
"""

from __future__ import annotations

import csv
import html
import json
import os

import numpy as np

from .hierarchy import LIFT_EDGES
from .lift import within_view_lift
from .metrics import (
    accuracy_table,
    breakdown_table,
    hierarchy_table,
    mistakes_table,
    status_counts,
    view_table,
)
from .predictions import read_predictions
from .scoring import score
from .stats import bh

KIND = "eval report"  # the marker of the report's .partial folder (io/outdir.py)


def evaluate(dataset_dir: str, prediction_paths: list[str], out: str, names: list[str] | None = None,
             permutations: int = 2000, seed: int = 0, release_figures: bool = False) -> dict:
    from ..io.dataset import open_dataset

    if permutations < 0:
        raise ValueError(f"--permutations {permutations}: must be 0 or more (0 skips the permutation test)")
    if seed < 0:
        raise ValueError(f"--seed {seed}: must be 0 or more")
    if os.path.lexists(out):
        raise ValueError(f"{out} already exists; choose a new report folder (reports never overwrite)")
    where = os.path.dirname(os.path.abspath(out))
    if not os.path.isdir(where):
        raise ValueError(f"--out {out}: folder {where} does not exist; create it or choose another path")
    names = names or [os.path.splitext(os.path.basename(p))[0] for p in prediction_paths]
    if len(set(names)) != len(names):
        raise ValueError(f"responder names must differ, got {names}; pass --names")
    dataset = open_dataset(dataset_dir)
    responders, all_rows, problems = {}, {}, []
    for name, path in zip(names, prediction_paths):
        preds = read_predictions(path)
        scored = score(dataset, preds)
        all_rows[name] = scored.rows
        responders[name] = {
            "predictions": os.path.abspath(path), "lines": preds.lines, "answers": len(preds.answers),
            "failed_requests": len(preds.failed), "bad_lines": len(preds.problems) - len(preds.duplicates),
            "duplicate_ids": len(preds.duplicates), "unknown_ids": len(scored.unknown_ids),
            "scored_questions": len(scored.rows), "status": status_counts(scored.rows),
            "accuracy": accuracy_table(scored.rows), "hierarchy": hierarchy_table(scored.rows),
        }
        problems += [{"responder": name, "line": n, "problem": m} for n, m in preds.problems]
        problems += [{"responder": name, "line": None, "problem": f"unknown id {q}"}
                     for q in scored.unknown_ids]
        problems += [{"responder": name, "line": None, "problem": f"unparseable answer to {r['id']}",
                      "text": preds.answers.get(r["id"], {}).get("text", "")[:300]}
                     for r in scored.rows if r["status"] == "unparseable"]
    empty = [p for n, p in zip(names, prediction_paths) if not all_rows[n]]
    if empty:
        raise ValueError(f"{empty[0]}: nothing in it could be scored against {dataset_dir} (no line "
                         f"answers one of its questions); check that the predictions were made from an "
                         f"export of this dataset")
    lift = lift_table(all_rows, permutations, seed) if len(names) > 1 else []
    report = {"dataset": dataset.path, "responders": responders, "lift": lift}
    _write(out, report, all_rows, problems, release_figures)
    return report


def lift_table(all_rows: dict, permutations: int, seed: int) -> list[dict]:
    names = list(all_rows)
    out = []
    modalities = sorted({r["modality"] for rows in all_rows.values() for r in rows})
    for modality in modalities:
        tables = {n: view_table(all_rows[n], modality)[:2] for n in names}
        keys = sorted({k for ks, _ in tables.values() for k in ks})
        index = {k: i for i, k in enumerate(keys)}

        for e, (p, c) in enumerate(LIFT_EDGES):
            res = within_view_lift(_grid(tables, names, index, p), _grid(tables, names, index, c),
                                   permutations, seed + e)
            if res["views"]:
                out.append({"modality": modality, "edge": f"{p}->{c}", **res})
    for row, q in zip(out, bh([r["p_value"] for r in out])):
        row["q_value"] = float(q)
    return out


def _grid(tables: dict, names: list, index: dict, subtask: str) -> np.ndarray:
    """(views, responders) correctness of one subtask, NaN where not scored."""
    g = np.full((len(index), len(names)), np.nan)
    for j, n in enumerate(names):
        ks, table = tables[n]
        if subtask in table:
            g[[index[k] for k in ks], j] = table[subtask]
    return g


def _write(out: str, report: dict, all_rows: dict, problems: list[dict], release_figures: bool) -> None:
    from ..io.outdir import new_folder

    with new_folder(out, KIND, "spatial-iq eval") as partial:  # OUT.partial, renamed when done
        os.makedirs(os.path.join(partial, "figures"))
        _write_all(partial, report, all_rows, problems, release_figures)


def json_safe(value):
    """``value`` with every NaN or infinity replaced by None (``null``) and numpy numbers
    made Python ones, so that ``json.dump(..., allow_nan=False)`` writes strict JSON that
    a browser's ``JSON.parse`` reads."""
    if isinstance(value, dict):
        return {k: json_safe(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [json_safe(v) for v in value]
    if isinstance(value, (float, np.floating)):
        return float(value) if np.isfinite(value) else None
    if isinstance(value, np.integer):
        return int(value)
    if isinstance(value, np.bool_):
        return bool(value)
    return value


def _csv(path: str, rows: list[dict], columns: list[str]) -> None:
    with open(path, "w", newline="") as fh:
        w = csv.DictWriter(fh, fieldnames=columns, extrasaction="ignore", lineterminator="\n")
        w.writeheader()
        w.writerows(rows)


def _write_all(out: str, report: dict, all_rows: dict, problems: list[dict], release_figures: bool) -> None:
    from .figures import accuracy_figure, lift_figure, summation_figure

    acc, hier, brk, mistakes = [], [], [], []
    for name, r in report["responders"].items():
        mistakes += [{"responder": name, **m} for m in mistakes_table(all_rows[name])]
        acc += [{"responder": name, **a} for a in r["accuracy"]]
        for modality, h in r["hierarchy"].items():
            flat = {k: v for k, v in h.items() if k != "relation_integrity"}
            flat.update({f"I({k})": v for k, v in h["relation_integrity"].items()})
            hier.append({"responder": name, "modality": modality, **flat})
        brk += [{"responder": name, **b} for b in breakdown_table(all_rows[name])]
    _csv(os.path.join(out, "accuracy.csv"), acc, list(acc[0]) if acc else ["responder"])
    _csv(os.path.join(out, "hierarchy.csv"), hier, list(hier[0]) if hier else ["responder"])
    _csv(os.path.join(out, "breakdown.csv"), brk, list(brk[0]) if brk else ["responder"])
    _csv(os.path.join(out, "mistakes.csv"), mistakes, ["responder", "modality", "k", "subtask", "mistake",
                                                      "questions", "chosen", "guess_expects", "preference",
                                                      "p_value"])
    _csv(os.path.join(out, "lift.csv"), report["lift"],
         ["modality", "edge", "views", "pairs", "lift", "p_value", "q_value"])
    _csv(os.path.join(out, "problems.csv"), problems, ["responder", "line", "problem", "text"])
    with open(os.path.join(out, "report.json"), "w") as fh:
        json.dump(json_safe(report), fh, indent=1, allow_nan=False)
    from .release_frames import frames
    from .release_report import build, write_into

    release = build(frames(all_rows))
    write_into(release, os.path.join(out, "tables"), figures=release_figures)
    figures = [accuracy_figure(acc, os.path.join(out, "figures", "accuracy.png")),
               summation_figure(all_rows, os.path.join(out, "figures", "summation.png"))]
    if report["lift"]:
        figures.append(lift_figure(report["lift"], os.path.join(out, "figures", "lift.png")))
    _index(out, report, [f for f in figures if f], len(problems), sorted(release))


def _index(out: str, report: dict, figures: list[str], n_problems: int, tables: list[str]) -> None:
    rows = "".join(
        f"<tr><td>{html.escape(n)}</td><td>{r['scored_questions']}</td><td>{r['status'].get('ok', 0)}</td>"
        f"<td>{r['status'].get('unparseable', 0)}</td><td>{r['status'].get('missing', 0)}</td>"
        f"<td>{r['failed_requests']}</td><td>{r['bad_lines']}</td><td>{r['duplicate_ids']}</td>"
        f"<td>{r['unknown_ids']}</td></tr>" for n, r in report["responders"].items())
    pics = "".join(f'<figure><img src="figures/{os.path.basename(f)}" style="max-width:100%">'
                   f"<figcaption>{os.path.basename(f)}</figcaption></figure>" for f in figures)
    links = " · ".join(f'<a href="{f}">{f}</a>' for f in
                       ("report.json", "accuracy.csv", "hierarchy.csv", "mistakes.csv", "breakdown.csv",
                        "lift.csv", "problems.csv"))
    page = (f"<!doctype html><meta charset=utf-8><title>spatial-iq eval</title>"
            f"<h1>Evaluation of {html.escape(report['dataset'])}</h1><p>{links}</p>"
            f"<table border=1 cellpadding=4><tr><th>responder</th><th>scored</th><th>read</th>"
            f"<th>unparseable</th><th>missing</th><th>failed requests</th><th>bad lines</th>"
            f"<th>duplicate ids</th><th>unknown ids</th></tr>{rows}</table>"
            f"<p>{n_problems} problems listed in problems.csv.</p>{pics}"
            f"<h2>The release's tables</h2><p>" + " · ".join(f'<a href="tables/{t}">{t}</a>' for t in tables)
            + "</p>")
    with open(os.path.join(out, "index.html"), "w") as fh:
        fh.write(page)
