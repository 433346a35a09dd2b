"""Reading an lmms-eval run of a Spatial-IQ task folder: its results file, and its logged
replies as a predictions file for ``spatial-iq eval`` (``spatial-iq lmms-results``).

Invariant: a run is judged by its results file, never by lmms-eval's exit status (0 after a
crash, a missing data file or an unknown task): no results file, or one that lacks a task of
the folder, is ``RunMissing``; a task whose ``failed_requests`` is not 0 is reported as
such. The predictions file holds one line per logged reply, its id the question the reply
answers (lmms-eval logs the row number, ``doc_id``, which the task's Parquet file maps to the
question id), its response the reply as lmms-eval scored it.
"""

from __future__ import annotations

import glob
import json
import os

from ..io.jsonio import read_json
from .lmms_task import MANIFEST


class RunMissing(ValueError):
    """The run left no usable results file; the message says what is missing."""


def task_folder(path: str) -> dict:
    """The manifest of a task folder written by ``spatial-iq export lmms-eval``."""
    try:
        manifest = read_json(os.path.join(path, MANIFEST), MANIFEST)
    except (OSError, ValueError):
        raise ValueError(f"{path}: no readable {MANIFEST}; pass a folder written by spatial-iq export "
                         "lmms-eval") from None
    if not isinstance(manifest, dict) or not isinstance(manifest.get("tasks"), dict):
        raise ValueError(f"{path}: {MANIFEST} is not a task folder's manifest")
    return manifest


def results_file(output_path: str) -> str:
    """The newest ``*_results.json`` under ``output_path`` (lmms-eval's ``--output_path``)."""
    found = glob.glob(os.path.join(glob.escape(output_path), "**", "*_results.json"), recursive=True)
    if not found:
        raise RunMissing(f"{output_path}: no *_results.json: the lmms-eval run did not finish (it exits 0 "
                         "after a crash, a missing data file or an unknown task; read its log)")
    return max(found, key=lambda p: (os.path.getmtime(p), p))


def read_results(task_dir: str, output_path: str) -> dict:
    """task -> {accuracy, failed_requests, unparseable, n} for every task of the folder;
    ``RunMissing`` when the results file lacks one."""
    manifest = task_folder(task_dir)
    path = results_file(output_path)
    results = read_json(path, os.path.basename(path))
    table = results.get("results", {}) if isinstance(results, dict) else {}
    samples = results.get("n-samples", {}) if isinstance(results, dict) else {}
    out, missing = {}, []
    for task in manifest["tasks"]:
        row = table.get(task)
        if not isinstance(row, dict) or "accuracy,none" not in row:
            missing.append(task)
            continue
        n = samples.get(task, {}).get("effective") if isinstance(samples.get(task), dict) else None
        out[task] = {"accuracy": row["accuracy,none"], "failed_requests": row.get("failed_requests,none"),
                     "unparseable": row.get("unparseable,none"), "n": n}
    if missing:
        raise RunMissing(f"{path}: {len(missing)} of the folder's {len(manifest['tasks'])} tasks have no "
                         f"accuracy ({', '.join(missing[:3])}{', ...' if len(missing) > 3 else ''}); run "
                         "them (--tasks spatial_iq) and read the run's log")
    return {"file": path, "tasks": out}


def replies(task_dir: str, output_path: str) -> list[dict]:
    """``{"id", "response"}`` per logged reply of the newest run (``--log_samples``)."""
    import pyarrow.parquet as pq

    manifest = task_folder(task_dir)
    path = results_file(output_path)
    stamp = os.path.basename(path)[: -len("_results.json")]
    out = []
    for task in manifest["tasks"]:
        log = os.path.join(os.path.dirname(path), f"{stamp}_samples_{task}.jsonl")
        if not os.path.isfile(log):
            raise RunMissing(f"{log}: missing; run lmms-eval with --log_samples to keep its replies")
        ids = pq.read_table(os.path.join(task_dir, "data", f"{task}.parquet"), columns=["id"]).column("id")
        ids = ids.to_pylist()
        with open(log, encoding="utf-8") as fh:
            for line in fh:
                sample = json.loads(line)
                reply = sample.get("filtered_resps", sample.get("resps"))
                while isinstance(reply, list):
                    reply = reply[0] if reply else ""
                text = reply if isinstance(reply, str) else ""
                out.append({"id": ids[int(sample["doc_id"])], "response": text})
    return out
