"""The judge layer: prompt templates (our wording), strict reading of the judge's reply,
and a resumable runner that applies any judge callable to a set of items.

A judge is any callable ``(prompt: str, images: list[str]) -> str`` that returns the
model's raw text; the OpenAI-compatible client plugs in through an adapter, and tests
use plain functions. Two protocols, as in the paper:

- explicit perception (``verdict``): did the generated video give the correct answer
  to the flattened question? Reply parsed to "Correct" / "Incorrect".
- implicit prediction (``scores``): the generated continuation against the golden one,
  three scores in [0, 1]: semantic alignment (right objects and actions), reference
  consistency (same course of events and end state as the reference) and physical
  validity (plausible motion, no flicker, nothing appearing, vanishing or interpenetrating).

Two forms of the prediction protocol: ``three`` (default) asks for the three scores,
``one`` for a single score per answer, as the paper's judge gives it ("Score: 0.9").

Replies are read with the grammars of ``replies.py`` (the last stated result wins); a reply that does not say
its result in one of those forms is recorded as unparsed (``parsed: false``, the value
None) with its raw text, never as Incorrect or 0.
"""

from __future__ import annotations

import importlib
import json
import os
import re
from collections.abc import Callable, Iterable

from .replies import parse_score, parse_scores, parse_verdict

Judge = Callable[[str, list], str]
SCORE_FORMS = ("three", "one")

VERDICT_TEMPLATE = """\
You are grading an answer that a video generation model gave to a multiple-choice question \
about a video. The model was shown the question above a grid of frames from the video and \
replied by generating a new video. The attached images are frames of that generated video, \
in time order.

Question: {question}
Options:
{options}
Correct answer: {answer}
Speech or captions in the generated video (may be empty): {transcript}

Decide whether the generated video conveys the correct answer, by showing it, writing it \
or saying it. If it conveys a different option, more than one option, or no clear \
answer, it is Incorrect. Judge only the answer, not the video's quality.

Reply with one sentence of reasoning, then a final line that is exactly \
"Verdict: Correct" or "Verdict: Incorrect"."""

SCORES_TEMPLATE = """\
You are a strict auditor of predicted video continuations. A scene was cut at a key moment. \
The first {n_golden} attached images are frames of the real continuation (the reference), \
in time order. The last {n_output} attached images are frames of a continuation that a model \
generated from the frames before the cut, in time order.

Scene description: {description}

Score the generated continuation on three criteria, each a number from 0.0 to 1.0:
- semantic_alignment: are the right objects present, doing the right actions?
- reference_consistency: does the course of events and the final state follow the reference?
- physical_validity: is the motion physically plausible, free of flicker, of objects \
appearing or vanishing, and of objects passing through each other?

Scale: 0.0-0.2 major hallucination or unrelated content; 0.3-0.5 partly right with clear \
errors; 0.6-0.8 mostly right with small errors; 0.9-1.0 matches the reference.

Reply with a short justification, then exactly these three lines:
semantic_alignment: <number>
reference_consistency: <number>
physical_validity: <number>"""


SCORE_TEMPLATE = """\
You are a strict auditor of predicted video continuations. A scene was cut at a key moment. \
The first {n_golden} attached images are frames of the real continuation (the reference), \
in time order. The last {n_output} attached images are frames of a continuation that a model \
generated from the frames before the cut, in time order.

Scene description: {description}

Give one score from 0.0 to 1.0 for the generated continuation, weighing together: the right \
objects doing the right actions; the course of events and the final state of the reference; \
physically plausible motion without flicker, objects appearing or vanishing, or objects \
passing through each other.

Scale: 0.0-0.2 major hallucination or unrelated content; 0.3-0.5 partly right with clear \
errors; 0.6-0.8 mostly right with small errors; 0.9-1.0 matches the reference.

Reply with a short justification, then a final line that is exactly "Score: <number>"."""


def verdict_prompt(item: dict, transcript: str = "") -> str:
    options = "\n".join(f"{chr(65 + n)}. {o}" for n, o in enumerate(item.get("options") or [])) or "(none)"
    return VERDICT_TEMPLATE.format(question=item["question"], options=options,
                                   answer=item["answer"], transcript=transcript.strip() or "(none)")


def scores_prompt(item: dict, n_golden: int, n_output: int, form: str = "three") -> str:
    template = SCORES_TEMPLATE if form == "three" else SCORE_TEMPLATE
    return template.format(n_golden=n_golden, n_output=n_output,
                           description=item.get("description") or "(none)")


def load_judge(spec: str) -> Judge:
    """Import ``package.module:attribute`` (a judge callable)."""
    module, _, attr = spec.partition(":")
    if not module or not attr:
        raise ValueError(f"--judge {spec!r}: write it as package.module:function")
    try:
        obj = getattr(importlib.import_module(module), attr)
    except (ImportError, AttributeError) as err:
        raise ValueError(f"--judge {spec!r}: cannot import it ({err})") from None
    if not callable(obj):
        raise ValueError(f"--judge {spec!r}: is not callable")
    return obj


_PREFIX = b'{"id": '  # how every line run_judge writes starts (json.dumps, "id" first)


def _resume(path: str) -> set[str]:
    """Ids already judged in ``path``. A torn last line (a crash mid-write, recognisable by
    how our lines start) is cut off; any other line that is not a judged record means the
    file is not ours, and it is refused unchanged rather than cut."""
    if not os.path.exists(path):
        return set()
    with open(path, "rb") as fh:
        data = fh.read()
    lines = data.splitlines(keepends=True)
    cut = 0
    if lines and not lines[-1].endswith(b"\n"):
        tail = lines.pop()
        if not (tail.startswith(_PREFIX) or _PREFIX.startswith(tail)):
            raise ValueError(f"--out {path}: does not end like a judge output; pass another --out "
                             "(nothing was changed)")
        cut = len(tail)
    done = set()
    for n, line in enumerate(lines, 1):
        if not line.strip():
            continue
        try:
            rec = json.loads(line)
        except (ValueError, RecursionError):
            rec = None
        if not isinstance(rec, dict) or not isinstance(rec.get("id"), str):
            raise ValueError(f"--out {path}:{n}: not a judged record; is {path} a judge output? Pass "
                             "another --out (nothing was changed)")
        done.add(rec["id"])
    if cut:
        with open(path, "r+b") as fh:
            fh.truncate(len(data) - cut)
    return done


def _images(pred: dict, item_id: str):
    """What a prediction asks the judge to look at: its ``images`` (a non-empty list of
    paths) or its ``output`` (a video, frame folder or image path)."""
    images, output = pred.get("images"), pred.get("output")
    if images is not None:
        if not (isinstance(images, list) and images and all(isinstance(i, str) and i for i in images)):
            raise ValueError(f"prediction {item_id}: 'images' must be a non-empty list of image paths")
        return images
    if not (isinstance(output, str) and output):
        raise ValueError(f"prediction {item_id}: give 'output' (video, frame folder or image path) or "
                         "'images' (a list of image paths)")
    return output


def judge_frames(path_or_paths, out_dir: str, n: int) -> list[str]:
    """Image paths for the judge: images pass through; a video or frame folder gives
    ``n`` frames sampled like the grid (segment centres), cached as PNGs in ``out_dir``."""
    from .sampling import segment_centres
    from .video_io import IMAGE_EXTS, open_frames, save_png

    if isinstance(path_or_paths, (list, tuple)):
        return [str(p) for p in path_or_paths]
    path = str(path_or_paths)
    if os.path.isfile(path) and path.lower().endswith(IMAGE_EXTS):
        return [path]
    src = open_frames(path)
    idx = segment_centres(len(src), min(n, len(src)))
    os.makedirs(out_dir, exist_ok=True)
    paths = [os.path.join(out_dir, f"frame_{i:06d}.png") for i in idx]
    if not all(os.path.exists(p) for p in paths):
        for p, frame in zip(paths, src.read(idx)):
            save_png(p, frame)
    return paths


def run_judge(items: Iterable[dict], predictions: dict[str, dict], judge: Judge, out: str,
              *, frames_dir: str | None = None, n_frames: int = 8, scores: str = "three") -> dict:
    """Judge every item that has a prediction and is not yet in ``out`` (JSONL, one line
    per item, flushed as it goes, so a rerun resumes). Perception items get the verdict
    protocol, prediction items the scores protocol in form ``scores`` (``three`` or
    ``one``). Returns counts."""
    if scores not in SCORE_FORMS:
        raise ValueError(f"scores form {scores!r}: choose one of {', '.join(SCORE_FORMS)}")
    from ..io.lock import hold
    from .paths import folder_problem

    if os.path.islink(out) or (os.path.lexists(out) and not os.path.isfile(out)):
        raise ValueError(f"--out {out}: not a regular file (a link, a folder, a FIFO?); pass a JSONL file "
                         "for "
                         "the verdicts (nothing was changed)")
    frames_dir = frames_dir or os.path.splitext(out)[0] + "_frames"
    odd = os.path.islink(frames_dir) or (os.path.lexists(frames_dir) and not os.path.isdir(frames_dir))
    problem = f"{frames_dir} is a link or not a folder" if odd else folder_problem(frames_dir)
    if problem:
        raise ValueError(f"the judge's frame cache {frames_dir}: {problem}; spatial-iq never writes through "
                         "a "
                         "link or into what it did not make: remove it (nothing was changed)")
    created = not os.path.exists(out)
    # one writer per output: a second judge on it would judge (and pay for) every item again
    lock = hold(out, f"--out {out}", write_pid=False)
    try:
        return _run(items, predictions, judge, out, frames_dir, n_frames, scores)
    finally:
        if created and os.path.exists(out) and os.path.getsize(out) == 0:
            os.remove(out)  # refused or failed before the first verdict: leave nothing behind
        lock.release()


def _run(items, predictions, judge, out, frames_dir, n_frames, scores) -> dict:
    from .paths import open_append

    done = _resume(out)
    counts = {"judged": 0, "skipped_done": 0, "missing_prediction": 0, "unparsed": 0}
    with open_append(out) as fh:
        for item in items:
            if not isinstance(item.get("id"), str) or item.get("kind") not in ("perception", "prediction"):
                raise ValueError(f"item {str(item.get('id'))[:40]}: needs a string id and a kind, "
                                 "perception or prediction; is this a cgdj-videos items file?")
            if item["id"] in done:
                counts["skipped_done"] += 1
                continue
            pred = predictions.get(item["id"])
            if pred is None:
                counts["missing_prediction"] += 1
                continue
            output = _images(pred, item["id"])
            gen = judge_frames(output, os.path.join(frames_dir, _safe(item["id"]), "output"), n_frames)
            record = {k: item.get(k) for k in ("id", "kind", "category", "sub_domain", "duration_s")}
            if pred.get("model") is not None:
                record["model"] = str(pred["model"])
            if item["kind"] == "perception":
                transcript = pred.get("transcript")
                raw = judge(verdict_prompt(item, transcript if isinstance(transcript, str) else ""), gen)
                record["verdict"] = parse_verdict(raw)
                ok = record["verdict"] is not None
            else:
                gold = judge_frames(item["golden"], os.path.join(frames_dir, _safe(item["id"]), "golden"),
                                    n_frames)
                raw = judge(scores_prompt(item, len(gold), len(gen), scores), gold + gen)
                if scores == "three":
                    record["scores"] = parse_scores(raw)
                    ok = all(v is not None for v in record["scores"].values())
                else:
                    record["score"] = parse_score(raw)
                    ok = record["score"] is not None
            record["parsed"] = ok
            record["raw"] = raw
            counts["unparsed"] += not ok
            fh.write(json.dumps(record) + "\n")
            fh.flush()
            counts["judged"] += 1
    return counts


def _safe(name: str) -> str:
    """A folder name for an item id: other characters become ``_``, and a name that
    starts with a dot (``..`` included) gets a ``_`` in front, so it stays one folder
    inside the frames folder."""
    safe = re.sub(r"[^A-Za-z0-9_.-]", "_", str(name))[:200]
    return "_" + safe if not safe or safe.startswith(".") else safe
