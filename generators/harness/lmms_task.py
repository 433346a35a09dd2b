"""``spatial-iq export lmms-eval DATASET --out DIR``: a task folder lmms-eval loads with
``--include_path DIR`` (written for lmms-eval 0.7.3; docs/harness.md).

    DIR/
      _spatial_iq.yaml                      group ``spatial_iq``: the groups below
      _spatial_iq_text.yaml, _spatial_iq_text_mcq_k5.yaml, ..., _spatial_iq_image_mcq_k3.yaml
                                            one group per modality (and option count), the
                                            accuracy over its tasks weighted by their size
      spatial_iq_text_S1.yaml, ...          one ``generate_until`` task per (modality, subtask, k)
      data/<task>.parquet                   its questions, pictures as Hugging Face Image features
      utils.py                              doc_to_visual / doc_to_text / process_results
                                            (a copy of ``harness/lmms_utils.py``)
      spatial_iq_scoring/                   copies of ``evaluation/parsing.py`` and ``judge.py``
      spatial_iq_lmms.json                  what was exported, from where, by which package
      README.md                             how to run it, and what it leaves out

Invariant: every question of the export is one row of exactly one task, whose
``process_results`` judges a reply with the package's own ``judge.py`` (copied byte for
byte, and checked by the tests), so lmms-eval's per-task accuracy equals ``spatial-iq eval``'s
on the same replies. Tasks: free text (``text``, one per subtask), the T1 count options
(``text_mcq``) and image MCQ (``image_mcq``) at k = 5, 4 and 3 options; the ids are those
of ``spatial-iq export --k K`` (``-k3``, ``-k4`` for the smaller variants). A question's
pictures are ``Pictures.question_images`` then ``Pictures.options`` (which may be none), in
the order its prompt names them; its text is its prompt, verbatim. Image editing wants a
picture back, which ``generate_until`` does not give: it is left out, and the folder's
README says where it is scored. ``data_files`` are absolute paths (lmms-eval resolves a
relative one against the folder it is run from), so the folder stays where it was written.
"""

from __future__ import annotations

import hashlib
import json
import os
import shutil

from .. import __version__
from ..exports.common import Pictures, items

GROUP = "spatial_iq"
MANIFEST = "spatial_iq_lmms.json"
SCORING = "spatial_iq_scoring"
SCORING_FILES = ("parsing.py", "judge.py")  # generators/evaluation/, standard library only
KS = (5, 4, 3)
OPTION_MODALITIES = ("text_mcq", "image_mcq")
MODALITIES = ("text", *OPTION_MODALITIES)
GENERATION = {"max_new_tokens": 1024, "temperature": 0, "do_sample": False, "until": ["</answer>"]}
BATCH = 128


def group_name(modality: str, k: int | None) -> str:
    return f"{GROUP}_{modality}" if modality == "text" else f"{GROUP}_{modality}_k{k}"


def task_name(modality: str, subtask: str, k: int | None) -> str:
    return f"{group_name(modality, k)}_{subtask}"


def export_lmms(dataset_dir: str, out: str, limit: int | None = None,
                modalities: tuple[str, ...] = MODALITIES, ks: tuple[int, ...] = KS) -> dict:
    """Write the task folder ``out`` (new; written as ``OUT.partial`` and renamed); returns
    its manifest (tasks with their question counts)."""
    from ..io.dataset import open_dataset
    from ..io.outdir import new_folder

    bad = [m for m in modalities if m not in MODALITIES]
    if bad or not modalities:
        raise ValueError(f"--modalities {','.join(modalities)}: choose from {','.join(MODALITIES)} "
                         "(image editing is not a generate_until task; docs/harness.md)")
    if not ks or any(k not in KS for k in ks):
        raise ValueError(f"--k {','.join(map(str, ks))}: choose from 3, 4, 5")
    if limit is not None and limit < 0:
        raise ValueError(f"--limit {limit}: must be 0 or more (leave it out for every view)")
    if os.path.lexists(out):
        raise ValueError(f"{out} already exists; choose a new folder (exports never overwrite)")
    final = os.path.abspath(out)
    dataset = open_dataset(dataset_dir)
    dataset.check_all()  # every shard against its checksum, before anything is written
    dataset.check_questions()
    with new_folder(out, "export", "spatial-iq export lmms-eval") as partial:
        os.makedirs(os.path.join(partial, "data"))
        writers = _Writers(partial)
        try:
            for k in ks:
                wanted = tuple(m for m in modalities if m in OPTION_MODALITIES or k == 5)
                if not wanted:
                    continue
                pics = Pictures(partial, write=False)
                for group, view, q in items(dataset, modalities=wanted, k=k, limit=limit):
                    task = task_name(q["modality"], q["subtask"], None if q["modality"] == "text" else k)
                    writers.add(task, _row(pics, group, view, q))
        finally:
            counts = writers.close()
        if not counts:
            raise ValueError(f"{dataset_dir}: no questions to export (--limit {limit}, --modalities "
                             f"{','.join(modalities)})")
        manifest = _write_task_files(partial, final, dataset, counts, limit)
    return manifest


def _row(pics: Pictures, group: dict, view: dict, q: dict) -> dict:
    pictures = pics.question_images(group, view, q)
    options = q.get("options")
    if q["modality"] == "image_mcq":
        pictures = pictures + pics.options(view, q)  # may be none: options listed in the prompt
        options = [chr(65 + n) for n in range(len(q["options"]))]
    return {"id": q["id"], "scene_id": q["scene_id"], "view_id": q["view_id"], "modality": q["modality"],
            "subtask": q["subtask"], "k": len(options) if options else None, "split": q["split"],
            "prompt": q["prompt"], "answer": str(q["answer"]), "options": options,
            "choice_types": q.get("choice_types"),
            "images": [{"bytes": data, "path": name} for name, data in pictures]}


def _schema():
    import pyarrow as pa

    image = pa.struct([("bytes", pa.binary()), ("path", pa.string())])
    fields = [("id", pa.string()), ("scene_id", pa.int64()), ("view_id", pa.int64()),
              ("modality", pa.string()), ("subtask", pa.string()), ("k", pa.int64()),
              ("split", pa.string()), ("prompt", pa.string()), ("answer", pa.string()),
              ("options", pa.list_(pa.string())), ("choice_types", pa.list_(pa.string())),
              ("images", pa.list_(image))]
    ints = ("scene_id", "view_id", "k")
    features = {name: {"_type": "Value", "dtype": "int64" if name in ints else "string"}
                for name, _ in fields}
    for name in ("options", "choice_types"):
        features[name] = {"_type": "Sequence", "feature": {"_type": "Value", "dtype": "string"}}
    features["images"] = {"_type": "Sequence", "feature": {"_type": "Image"}}
    meta = {b"huggingface": json.dumps({"info": {"features": features}}).encode()}
    return pa.schema(fields, metadata=meta)


class _Writers:
    """One Parquet file per task, written in row groups of ``BATCH`` rows."""

    def __init__(self, folder: str):
        try:
            import pyarrow.parquet  # noqa: F401
        except ImportError:
            raise RuntimeError("the lmms-eval export needs pyarrow: "
                               "pip install 'spatial-iq[export]'") from None
        self.folder, self.schema = folder, _schema()
        self.writers: dict = {}
        self.rows: dict[str, list] = {}
        self.counts: dict[str, int] = {}

    def add(self, task: str, row: dict) -> None:
        self.rows.setdefault(task, []).append(row)
        self.counts[task] = self.counts.get(task, 0) + 1
        if len(self.rows[task]) == BATCH:
            self._flush(task)

    def _flush(self, task: str) -> None:
        import pyarrow as pa
        import pyarrow.parquet as pq

        if not self.rows.get(task):
            return
        if task not in self.writers:
            path = os.path.join(self.folder, "data", f"{task}.parquet")
            self.writers[task] = pq.ParquetWriter(path, self.schema, compression="zstd")
        self.writers[task].write_table(pa.Table.from_pylist(self.rows[task], schema=self.schema))
        self.rows[task] = []

    def close(self) -> dict[str, int]:
        for task in list(self.rows):
            self._flush(task)
        for writer in self.writers.values():
            writer.close()
        return dict(self.counts)


def _sha256(path: str) -> str:
    with open(path, "rb") as fh:
        return hashlib.sha256(fh.read()).hexdigest()


def _write_task_files(partial: str, final: str, dataset, counts: dict[str, int], limit: int | None) -> dict:
    here = os.path.dirname(os.path.abspath(__file__))
    evaluation = os.path.join(os.path.dirname(here), "evaluation")
    shutil.copyfile(os.path.join(here, "lmms_utils.py"), os.path.join(partial, "utils.py"))
    os.makedirs(os.path.join(partial, SCORING))
    for name in SCORING_FILES:
        shutil.copyfile(os.path.join(evaluation, name), os.path.join(partial, SCORING, name))
    with open(os.path.join(partial, SCORING, "__init__.py"), "w") as fh:
        fh.write(f'"""Copies of spatial-iq {__version__}\'s generators/evaluation/'
                 f'{" and ".join(SCORING_FILES)}, made by spatial-iq export lmms-eval: the task\'s '
                 'process_results judges replies with them."""\n')
    tasks = sorted(counts, key=_task_order)
    groups: dict[str, list[str]] = {}
    for task in tasks:
        modality, k = _task_key(task)
        groups.setdefault(group_name(modality, k), []).append(task)
    for task in tasks:
        _write_yaml(os.path.join(partial, f"{task}.yaml"), _task_yaml(task, os.path.join(final, "data",
                                                                                              f"{task}.parquet")))
    for group, members in groups.items():
        _write_yaml(os.path.join(partial, f"_{group}.yaml"), {
            "group": group, "task": members,
            "aggregate_metric_list": [{"metric": "accuracy", "aggregation": "mean", "weight_by_size": True}],
            "metadata": {"version": 1}})
    _write_yaml(os.path.join(partial, f"_{GROUP}.yaml"), {"group": GROUP, "task": list(groups),
                                                          "metadata": {"version": 1}})
    manifest = {
        "spatial_iq_version": __version__, "dataset": dataset.path,
        "dataset_commit": dataset.manifest.get("git_commit"), "limit": limit,
        "folder": final, "group": GROUP, "groups": groups, "tasks": {t: counts[t] for t in tasks},
        "questions": sum(counts.values()),
        "scoring": {f"{SCORING}/{name}": _sha256(os.path.join(partial, SCORING, name))
                    for name in SCORING_FILES},
        "utils.py": _sha256(os.path.join(partial, "utils.py")),
    }
    with open(os.path.join(partial, MANIFEST), "w") as fh:
        json.dump(manifest, fh, indent=1)
    with open(os.path.join(partial, "README.md"), "w") as fh:
        fh.write(_readme(manifest, dataset.path))
    return manifest


def _task_key(task: str) -> tuple[str, int | None]:
    rest = task[len(GROUP) + 1:]
    if rest.startswith("text_") and not rest.startswith("text_mcq"):
        return "text", None
    for modality in OPTION_MODALITIES:
        if rest.startswith(modality + "_k"):
            return modality, int(rest[len(modality) + 2])
    raise ValueError(task)


def _task_order(task: str) -> tuple:
    modality, k = _task_key(task)
    subtask = task.rsplit("_", 1)[1]
    return MODALITIES.index(modality), -(k or 5), subtask[0] != "S", subtask


def _task_yaml(task: str, data_file: str) -> dict:
    metric = {"aggregation": "!function utils.total", "higher_is_better": False}
    return {
        "task": task, "dataset_path": "parquet", "dataset_kwargs": {"data_files": {"test": data_file}},
        "test_split": "test", "output_type": "generate_until",
        "doc_to_visual": "!function utils.doc_to_visual", "doc_to_text": "!function utils.doc_to_text",
        "doc_to_target": "!function utils.doc_to_target",
        "process_results": "!function utils.process_results",
        "generation_kwargs": dict(GENERATION),
        "metric_list": [{"metric": "accuracy", "aggregation": "mean", "higher_is_better": True},
                        {"metric": "failed_requests", **metric}, {"metric": "unparseable", **metric}],
        "metadata": {"version": 1},
    }


def _write_yaml(path: str, data: dict) -> None:
    """YAML by hand: values are strings, numbers, booleans, lists and dicts, and a string
    starting ``!function`` is written as that tag (PyYAML would quote it)."""
    with open(path, "w") as fh:
        fh.write("# written by spatial-iq export lmms-eval; see README.md\n")
        fh.write("\n".join(_yaml_lines(data, 0)) + "\n")


def _scalar(value) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, (int, float)):
        return repr(value)
    if isinstance(value, str) and value.startswith("!function "):
        return value
    return json.dumps(value)  # a JSON string is a YAML double-quoted string


def _yaml_lines(data, indent: int) -> list[str]:
    pad = " " * indent
    lines = []
    if isinstance(data, dict):
        for key, value in data.items():
            if isinstance(value, (dict, list)) and value:
                lines.append(f"{pad}{key}:")
                lines += _yaml_lines(value, indent + 2)
            else:
                lines.append(f"{pad}{key}: {_scalar(value) if not isinstance(value, (dict, list)) else '[]'}")
    else:
        for value in data:
            if isinstance(value, dict):
                inner = _yaml_lines(value, indent + 2)
                lines.append(f"{pad}- {inner[0].lstrip()}")
                lines += inner[1:]
            else:
                lines.append(f"{pad}- {_scalar(value)}")
    return lines


def _readme(manifest: dict, dataset: str) -> str:
    folder = manifest["folder"]
    rows = "\n".join(f"| `{t}` | {n} |" for t, n in manifest["tasks"].items())
    return f"""# Spatial-IQ for lmms-eval

Written by `spatial-iq export lmms-eval` (spatial-iq {manifest['spatial_iq_version']}) from
`{dataset}`: {manifest['questions']} questions in {len(manifest['tasks'])} tasks, group `{GROUP}`.
Written for lmms-eval 0.7.3.

```bash
HF_HUB_OFFLINE=1 HF_DATASETS_OFFLINE=1 python -m lmms_eval eval --model openai_compatible \\
    --model_args model_version=MODEL,base_url=http://127.0.0.1:8000/v1,api_key=none \\
    --tasks {GROUP} --include_path {folder} --output_path results/ --log_samples
spatial-iq lmms-results {folder} results/ --out replies.jsonl   # the run, from its results file
```

(`api_key`: lmms-eval's OpenAI client will not start without one; a local server ignores it,
a hosted one takes yours from `OPENAI_API_KEY`.)

`--tasks` takes the group `{GROUP}`, a modality's group (`{GROUP}_text`, `{GROUP}_text_mcq_k5`,
`{GROUP}_image_mcq_k3`, ...) or single tasks. A dry run without a model:
`spatial-iq serve {dataset} oracle --port 8000` answers every question right (every task's
accuracy 1.0), `random` guesses.

**Read the results file, not the exit code.** lmms-eval exits 0 when a run fails (a crash,
a missing data file, an unknown task); only `results/*/*_results.json` tells, and
`spatial-iq lmms-results` reads it (exit 2 without one or with a task missing, 1 when
requests failed). A request that
failed comes back as "[LMMS_EVAL_REQUEST_FAILED after N retries] ..."; it is scored wrong
and counted in the task's `failed_requests` (a naive scorer reads its digit as an answer),
and `unparseable` counts the replies nothing could be read from.

## What a task is

One task per (modality, subtask, options): `{GROUP}_text_<subtask>` (free text),
`{GROUP}_text_mcq_k<k>_T1` (the T1 count options) and `{GROUP}_image_mcq_k<k>_<subtask>`
(image MCQ), k = 5, 4, 3. Each row is a question of `spatial-iq export --k k` (same id): its
pictures (the view, the partner view for T2, then any option pictures, in the order the
prompt names them) and its prompt verbatim. `process_results` scores a reply with
`{SCORING}/judge.py` and `parsing.py`, copies of spatial-iq's own
`generators/evaluation/` modules (sha256 in `{MANIFEST}`), so a task's `accuracy` equals
`spatial-iq eval`'s accuracy on the same replies (answer in `<answer></answer>`; docs/evaluation.md,
"Answer parsing"). To score lmms-eval's replies with every metric of `spatial-iq eval`
(hierarchy, lift, the release's tables), `spatial-iq lmms-results ... --out replies.jsonl`
turns the replies of `--log_samples` into a predictions file (lmms-eval logs a row number,
`doc_id`; the task's Parquet file maps it to the question id); then
`spatial-iq eval {dataset} replies.jsonl --out REPORT`.

The data paths in the task files are absolute (`{folder}/data/`): lmms-eval resolves a
relative one against the folder it is started from. Export again to move the folder.

## Left out: image editing

Image-editing items want the view back with the target blocks recoloured; lmms-eval's
`generate_until` returns text. Export them with `spatial-iq export jsonl {dataset} --out EDITS
--modalities image_edit`, have the model write one picture per item, list them as
`{{"id": ..., "image": "edited.png"}}` lines and score with `spatial-iq eval` (docs/evaluation.md).

## Tasks

| task | questions |
|---|---|
{rows}
"""
