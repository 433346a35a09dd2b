"""``spatial-iq verify DIR``: check a dataset against itself.

Checksums and sizes against the manifest; the shard plan (no shard or view missing or
duplicated); every scene's blocks (inside the grid, distinct, no gaps, all determinable
from view 0); and every view's labels and targets, re-derived from the stored blocks and
instance buffer, never trusted from the file (the checks of the records themselves are
``io/records.py``'s, which every reader runs too); the question table (every text answer
against the labels, every MCQ answer against its option kinds, ids unique and pointing at
stored views, and the first scene of each shard's questions re-derived in full: deriving
them all would cost more than the rest of the check). A shard without a table (questions
built when read, ``output.questions=lazy``) has its question code version compared with the
manifest's and this package's, and its first scene's questions built and checked the same
way and against the digest recorded at generation. Each problem names its shard and view.
"""

from __future__ import annotations

import json
import os

import h5py

from ..io.dataset import DatasetError, read_manifest
from ..io.integrity import presence_problem
from ..io.manifest import MANIFEST, scene_ids, shard_entries
from ..io.records import picture_problem, pixel_problems, scene_blocks, sum_problem, view_ids_problem
from ..io.shards import (
    check_layout,
    decode_questions,
    probed,
    questions_sha256,
    read_shard,
    scene_records,
    sha256,
)
from ..questions.marks import answer_problem
from ..questions.table import QUESTIONS_VERSION, question_style, scene_questions
from ..voxel.camera import PARTNERS, partner, view_set
from ..voxel.labels import view_labels
from ..voxel.visibility import determinable
from .plan import shard_name, shard_plan


def verify(path: str) -> tuple[list[str], int]:
    """(problems, views checked)."""
    manifest_path = os.path.join(path, MANIFEST)
    if not os.path.isfile(manifest_path):
        return [f"{path}: no {MANIFEST} (not a finished dataset; rerun generate to finish it)"], 0
    try:  # a manifest that cannot describe shards is one line (io/dataset.py, issue 14)
        manifest = read_manifest(path)
    except DatasetError as err:
        return [str(err)], 0
    cfg = manifest["config"]
    problems: list[str] = []
    plan = shard_plan(int(cfg["n_scenes"]), int(cfg["output"]["scenes_per_shard"]))
    expected = [(shard_name(n), first, count) for n, (first, count) in enumerate(plan)]
    entries = shard_entries(manifest)
    listed = [(e["name"], e["first_scene"], e["scene_count"]) for e in entries]
    if listed != expected:
        problems.append(f"{MANIFEST}: lists shards {[x[0] for x in listed]}, the config plans "
                        f"{[x[0] for x in expected]}")
    cam = cfg["camera"]
    specs = view_set(cam["azimuths"], cam["offsets"], [tuple(p) for p in cam["lenses"]])
    seen: set = set()
    n_checked = 0
    for entry in entries:
        name = entry["name"]
        shard = os.path.join(path, name)
        present = presence_problem(path, name)  # a folder, FIFO or device: named as such, never opened
        if present:
            problems.append(present)
            continue
        if os.path.getsize(shard) != entry["bytes"] or sha256(shard) != entry["sha256"]:
            problems.append(f"{name}: checksum mismatch (the file was changed or damaged)")
        try:
            n_checked += _check_shard(shard, name, entry, cfg, specs, seen, problems,
                                      (manifest.get("questions") or {}).get("version"))
        except (OSError, KeyError, ValueError, TypeError, AttributeError, IndexError) as err:  # tampered
            problems.append(f"{name}: cannot be read ({type(err).__name__}: {str(err)[:100]})")
    want = manifest["counts"]["views"]
    if len(seen) != want:
        problems.append(f"{MANIFEST}: counts {want} views, the shards hold {len(seen)} distinct ones")
    return problems, n_checked


def _check_shard(shard, name, entry, cfg, specs, seen, problems, question_version=None) -> int:
    min_px = int(cfg["min_visible_pixels"])
    with h5py.File(shard, "r") as f:
        check_layout(f)
        scenes = scene_records(f)
        metas = [json.loads(x) for x in f["views/meta"].asstr()[()]]
        inst = f["views/instance"]
        pngs = f["views/rgb_png"] if "views/rgb_png" in f else None  # arrays: check_layout saw their shape
        want_ids = list(scene_ids(entry))
        if [s["scene_id"] for s in scenes] != want_ids:
            problems.append(f"{name}: holds scenes {[s['scene_id'] for s in scenes]}, expected {want_ids}")
        by_scene: dict = {}
        for n, meta in enumerate(metas):
            by_scene.setdefault(meta["scene_id"], []).append((n, meta))
        for scene in scenes:  # the records' checks every reader runs too (io/records.py), then labels
            sid = scene["scene_id"]
            where = f"{name} scene {sid}"
            shape = tuple(scene["grid_shape"])
            blocks, problem = scene_blocks(scene)
            if problem:
                problems.append(f"{where}: {problem}")
            if blocks is None:
                continue
            views = by_scene.get(sid, [])
            problem = view_ids_problem([m["view_id"] for _, m in views], len(specs))
            if problem:
                problems.append(f"{where}: {problem}")
            visible = {}
            for n, meta in views:
                buffer = inst[n]
                found, counts = pixel_problems(meta, len(blocks), buffer)
                problems += [f"{where} view {meta['view_id']}: {p}" for p in found]
                visible[meta["view_id"]] = counts >= min_px
                problem = picture_problem(pngs[n].tobytes(), buffer.shape) if pngs is not None else None
                if problem:
                    problems.append(f"{where} view {meta['view_id']}: {problem}")
                key = (sid, meta["view_id"])
                if key in seen:
                    problems.append(f"{where} view {meta['view_id']}: duplicate view")
                seen.add(key)
            if 0 in visible and not determinable(blocks, visible[0].astype(int), 1)[1].all():
                problems.append(f"{where}: blocks that view 0 cannot determine (pruning broken)")
            _check_labels(where, blocks, shape, scene["object_type"], views, visible, specs, problems)
        if "questions/jsonl" in f:
            _check_questions(name, f, scenes, metas, problems, question_style(cfg))
        elif "question_version" in f.attrs:
            _check_probe(name, f, problems, question_version, question_style(cfg))
        return len(metas)


def _check_probe(name, f, problems, manifest_version, style: str) -> None:
    """A shard whose questions are built when read: its question code version is the
    manifest's and this package's, and its first scene's questions, built from the stored
    records, hash as recorded at generation and pass the table's checks."""
    version = int(f.attrs["question_version"])
    if version != manifest_version:
        problems.append(f"{name}: questions of question code version {version}, the manifest says "
                        f"{manifest_version} (shards of two versions: generate it again)")
    if version != QUESTIONS_VERSION:
        problems.append(f"{name}: questions of question code version {version}, this spatial-iq builds "
                        f"{QUESTIONS_VERSION}: verify (and export) it with the spatial-iq that generated it")
        return
    scene_id = int(f.attrs["question_probe_scene"])
    group = list(read_shard(f.filename, scene_ids={scene_id}))
    questions = scene_questions(group, style=style) if group else []
    view = f.attrs.get("question_probe_view")
    if questions_sha256(probed(questions, None if view is None else int(view))) \
            != str(f.attrs["question_probe_sha256"]):
        problems.append(f"{name} scene {scene_id}: the questions built from the stored records differ "
                        "from those recorded at generation")
    metas = [{k: v for k, v in view.items() if k not in ("rgb", "instance", "depth")} for view in group]
    _answers_match(name, questions, metas, problems)


def _check_questions(name, f, scenes, metas, problems, style: str) -> None:
    """A shard's stored table: its answers match the labels, and its first scene's
    questions are those built from the stored records."""
    try:
        questions = decode_questions(f["questions/jsonl"][()])
    except ValueError as err:
        problems.append(f"{name}: question table unreadable ({err})")
        return
    _answers_match(name, questions, metas, problems)
    first = scenes[0]
    group = list(read_shard(f.filename, scene_ids={first["scene_id"]}))
    stored = [q for q in questions if q.get("scene_id") == first["scene_id"]]
    if scene_questions(group, style=style) != stored:
        problems.append(f"{name} scene {first['scene_id']}: stored questions differ from the derived ones")


def _answers_match(name, questions, metas, problems) -> None:
    """Every question points at a stored view, once; text answers equal the labels; MCQ
    answers are the correct option."""
    views = {(m["scene_id"], m["view_id"]): m for m in metas}
    ids: set = set()
    for q in questions:
        where = f"{name} question {q.get('id')}"
        meta = views.get((q.get("scene_id"), q.get("view_id")))
        if meta is None or q["id"] in ids:
            problems.append(f"{where}: {'duplicate id' if meta else 'points at no stored view'}")
            continue
        ids.add(q["id"])
        if q["modality"] == "text" and q["answer"] != str(meta["labels"][q["subtask"]]):
            problems.append(f"{where}: answer {q['answer']!r}, label {meta['labels'][q['subtask']]!r}")
        if q["modality"] in ("text_mcq", "image_mcq"):
            at = ord(q["answer"]) - 65
            right = (q["choice_types"][at] == "correct" if q["modality"] == "image_mcq"
                     else q["options"][at] == str(meta["labels"][q["subtask"]]))
            if not right:
                problems.append(f"{where}: answer {q['answer']} is not the correct option")
            elif q.get("marks"):  # the marks' right arrangement, worked out afresh from the targets
                why = answer_problem(q, meta["targets"])
                if why:
                    problems.append(f"{where}: {why}")


def _check_labels(where, blocks, shape, object_type, views, visible, specs, problems) -> None:
    for _, meta in views:
        vid = meta["view_id"]
        if vid >= len(specs):
            continue
        partners = [partner(specs, vid, st) for st in PARTNERS]
        known = [visible.get(p) if p is not None else None for p in partners]
        masks = [m if m is not None else visible[vid] for m in known]
        labels, targets = view_labels(blocks, shape, object_type, visible[vid], masks[0], masks[1])
        skip = {k for k, m in zip(PARTNERS, known) if m is None}  # partner not stored
        for key, value in labels.items():
            if key not in skip and meta["labels"].get(key) != value:
                problems.append(f"{where} view {vid}: {key} stored {meta['labels'].get(key)!r}, "
                                f"derived {value!r}")
        for key, value in targets.items():
            if key not in skip and meta["targets"].get(key) != value:
                problems.append(f"{where} view {vid}: targets of {key} differ from the derived ones")
        problem = sum_problem(meta["labels"])
        if problem:
            problems.append(f"{where} view {vid}: {problem}")
