"""Reference responders: predictions files made without a model, to check the scorer and
to show what shortcuts are worth on a dataset.

- ``oracle``: every answer right (image edits are the view recoloured through the
  instance buffer). Must score 1.0 everywhere.
- ``random``: a uniform guess per question, seeded: an option letter among the offered
  ones; for open counts an integer in [0, grid capacity]; for S1 one of the three object
  types. Its expected accuracy is the mean of 1/choices (image editing has no random
  guess and is left out).
- ``median_option``: the count-option (text_mcq) question answered with the option
  whose number is the median of the offered ones.
- ``visible_count``: the total (T1, free text and count options) answered with the
  number of visible blocks (S5), as if nothing were hidden; the nearest option for
  count options.
- ``most_highlighted``: image MCQ answered with the option that highlights the most
  blocks (a marks question: lists the most marks; every option lists as many, so the first).
"""

from __future__ import annotations

import json
import os
from collections.abc import Iterator

import numpy as np

from ..questions.table import MODALITIES
from ..rng import plain

STRATEGIES = ("oracle", "random", "median_option", "visible_count", "most_highlighted")
OBJECTS = ("cube", "box", "can")


IMAGES_KIND = "respond pictures"  # the marker of OUT_images (io/outdir.py)


def respond(dataset, strategy: str, out: str, seed: int = 0, modalities=MODALITIES,
            limit: int | None = None) -> int:
    """Write the strategy's predictions for the dataset's stored questions to ``out``
    (JSONL, written whole then renamed); returns the number of predictions.

    Everything is checked before anything is written: the arguments, ``out`` (new, in a
    folder that exists), every shard's checksum. ``out`` is locked while it is written
    (``OUT.lock``, removed at the end), so a second respond to it is refused with the
    first one's pid. The oracle's edited pictures go to ``OUT_images``, claimed like every
    output folder (new, empty or one of ours; ``io/outdir.py``), each named by its question
    id through ``safe_name``; a run that fails removes them and the folder it made."""
    from ..io.atomic import atomic_open
    from ..io.lock import hold
    from ..io.outdir import LOCK, OutDir, read_marker

    if strategy not in STRATEGIES:
        raise ValueError(f"unknown strategy {strategy!r}; choose one of {', '.join(STRATEGIES)}")
    if limit is not None and limit < 0:
        raise ValueError(f"--limit {limit}: must be 0 or more (leave it out for every view)")
    if seed < 0:
        raise ValueError(f"--seed {seed}: must be 0 or more")
    where = os.path.dirname(os.path.abspath(out))
    if not os.path.isdir(where):
        raise ValueError(f"--out {out}: folder {where} does not exist; create it or choose another path")
    if os.path.lexists(out):
        raise ValueError(f"{out} already exists; choose a new file (predictions are never overwritten)")
    dataset.check_all()  # every shard against its checksum, before anything is written
    lock_path = out + ".lock"
    made_lock = not os.path.lexists(lock_path)
    lock = hold(lock_path, f"--out {out}", write_pid=made_lock)
    folder, had_marker = None, True
    try:
        if os.path.lexists(out):  # written by another respond that finished while we checked
            raise ValueError(f"{out} already exists; choose a new file (predictions are never overwritten)")
        if strategy == "oracle" and "image_edit" in modalities:
            folder = OutDir(os.path.splitext(out)[0] + "_images", IMAGES_KIND,
                            f"--out {out}: {os.path.splitext(out)[0]}_images", "spatial-iq respond",
                            own=("*.png",), named=False).claim()
            had_marker = read_marker(folder.path) is not None
            folder.remove_own()  # an earlier run's pictures: its predictions file is gone
            folder.mark()
        n = 0
        with atomic_open(out, "w") as fh:
            for qid, reply in answers(dataset, strategy, seed, modalities, limit, folder):
                fh.write(json.dumps({"id": qid, **reply}) + "\n")
                n += 1
        if folder is not None and folder.made_lock:
            os.remove(os.path.join(folder.path, LOCK))  # held until released; the pictures are done
    except BaseException:
        if folder is not None:
            folder.remove_own()
            if not had_marker:
                _unmark(folder)
            folder.abandon()  # the lock file and the folder, when this run made them
        raise
    finally:
        if folder is not None:
            folder.release()
        lock.release()
        if made_lock and os.path.isfile(lock_path):
            os.remove(lock_path)
    return n


def answers(dataset, strategy: str, seed: int = 0, modalities=MODALITIES, limit: int | None = None,
            folder=None) -> Iterator[tuple[str, dict]]:
    """(question id, answer) of the dataset's stored questions, in the order ``respond``
    writes them and with the same draws (one stream of ``seed`` over that order): an answer
    is ``{"response": text}``, or ``{"image": path}`` for the oracle's edits (written to
    ``folder``, which the oracle needs when ``image_edit`` is among ``modalities``).
    ``spatial-iq serve`` answers with these."""
    rng = plain(seed)
    taken = 0
    for _, views, questions in dataset.scene_metadata(dataset.scene_ids()):  # one read per shard
        if limit is not None and taken >= limit:
            break
        keep = sorted(views)[: None if limit is None else limit - taken]  # the first views
        taken += len(keep)
        for q in questions:
            if q["view_id"] not in keep or q["modality"] not in modalities:
                continue
            reply = answer(strategy, q, views[q["view_id"]], rng, dataset, folder)
            if reply is not None:
                yield q["id"], reply


def _unmark(folder) -> None:
    from ..io.outdir import MARKER

    try:
        os.remove(os.path.join(folder.path, MARKER))
    except FileNotFoundError:
        pass


def _text(value) -> dict:
    return {"response": f"<answer>{value}</answer>"}


def answer(strategy: str, q: dict, view: dict, rng, dataset=None, folder=None) -> dict | None:
    """The strategy's answer to one question of ``view`` (None where it has none), drawing
    from ``rng`` when it guesses; ``dataset`` and ``folder`` only for the oracle's edits."""
    modality, subtask = q["modality"], q["subtask"]
    if strategy == "oracle":
        if modality == "image_edit":
            return {"image": _oracle_edit(q, view, dataset, folder.path)}
        return _text(q["answer"])
    if strategy == "random":
        if modality in ("text_mcq", "image_mcq"):
            return _text(chr(65 + int(rng.integers(len(q["options"])))))
        if modality == "text":
            if subtask == "S1":
                return _text(OBJECTS[int(rng.integers(3))])
            capacity = int(np.prod(view["grid_shape"]))
            return _text(int(rng.integers(capacity + 1)))
        return None
    if strategy == "median_option" and modality == "text_mcq":
        values = [int(o) for o in q["options"]]
        median = sorted(values)[len(values) // 2]
        return _text(chr(65 + values.index(median)))
    if strategy == "visible_count" and subtask == "T1" and modality in ("text", "text_mcq"):
        visible = view["labels"]["S5"]
        if modality == "text":
            return _text(visible)
        values = [int(o) for o in q["options"]]
        return _text(chr(65 + int(np.argmin([abs(v - visible) for v in values]))))
    if strategy == "most_highlighted" and modality == "image_mcq":
        sizes = [sum(len(g) for g in o["marks"]) if "marks" in o  # a marks option: the marks it lists
                 else sum(len(g) for g in o["groups"]) + (o.get("phantom") is not None) for o in q["options"]]
        return _text(chr(65 + int(np.argmax(sizes))))
    return None


def _oracle_edit(q, view, dataset, folder) -> str:
    from PIL import Image

    from ..exports.compose import recolour
    from ..questions.editing import PER_GROUP, target_groups
    from ..questions.mcq import group_colours, scene_highlight

    full = {**view, **dataset.view_arrays(q["scene_id"], q["view_id"])}
    groups = target_groups(full, q["subtask"])
    if q["subtask"] in PER_GROUP:
        colours = group_colours(0, q["scene_id"], q["view_id"], q["subtask"], view["object_type"])
    else:
        colours = [scene_highlight(0, q["scene_id"], view["object_type"])]
    from ..io.atomic import atomic_open
    from ..io.outdir import safe_name

    path = os.path.join(folder, safe_name(f"{q['id']}.png", "picture name"))
    with atomic_open(path, "wb") as fh:
        Image.fromarray(recolour(full, groups, colours)).save(fh, format="PNG")
    return os.path.relpath(path, os.path.dirname(os.path.abspath(folder)))
