"""Reading a predictions file without trusting it.

A predictions file is JSON lines, one object per answered question:
``{"id": "<question id>", "response": "<raw model text>"}`` (``prediction`` and ``text``
are read as synonyms of ``response``); image-editing answers give ``"image": "<path>"``,
read from the predictions file's folder: a path that leads out of it (``..``, an absolute
path elsewhere, a link out) is a problem, never opened. Lines written by ``spatial-iq
predict`` that carry an ``error`` and no response are *failed requests* (a later line
that answers the same id, from a resumed run, replaces them), and so are lines whose response
is a harness's notice of a failed request (``judge.harness_failure``: lmms-eval's
"[LMMS_EVAL_REQUEST_FAILED after 2 retries] ...").

Nothing here raises on bad content: every line that cannot be used becomes a problem
(line number, what is wrong) and the rest is scored. Duplicated ids keep their first line
(the rest are listed), since a later line silently replacing an earlier one would make
the score depend on file order. Lines over ``MAX_LINE`` bytes are skipped without being
read whole, and so is a file that is not UTF-8 text, or JSON nested too deeply for the
parser.
"""

from __future__ import annotations

import json
import os
from dataclasses import dataclass, field

from ..io.outdir import inside
from ..io.regular import is_regular, open_regular
from .judge import harness_failure

MAX_LINE = 1 << 20  # 1 MiB: a model answer is far shorter; longer lines are junk
TEXT_KEYS = ("response", "prediction", "text")


@dataclass
class Predictions:
    path: str
    answers: dict = field(default_factory=dict)       # id -> {"text": str} or {"image": path}
    failed: dict = field(default_factory=dict)        # id -> error message from the client
    problems: list = field(default_factory=list)      # (line number, message)
    duplicates: list = field(default_factory=list)    # ids seen more than once
    lines: int = 0


def readable(text: str) -> str:
    """``text`` with each lone surrogate (``\\ud800``: JSON allows it, UTF-8 cannot hold it, and
    ``predict`` stores a server's answer as sent) read as U+FFFD, the replacement character,
    as a person reading the answer would see it; every other character as it is."""
    return text.encode("utf-16-le", "surrogatepass").decode("utf-16-le", "replace")


def read_predictions(path: str) -> Predictions:
    if not os.path.lexists(path):
        raise FileNotFoundError(f"{path}: no such predictions file")
    if not is_regular(path):  # a FIFO would block the run, a device never end
        raise ValueError(f"{path}: not a regular file; pass a predictions file (.jsonl)")
    out = Predictions(path)
    base = os.path.dirname(os.path.abspath(path))
    with open_regular(path, "rb") as fh:
        n = 0
        while True:
            raw = fh.readline(MAX_LINE + 1)
            if not raw:
                break
            n += 1
            if len(raw) > MAX_LINE and not raw.endswith(b"\n"):
                out.problems.append((n, f"line longer than {MAX_LINE} bytes, skipped"))
                while raw and not raw.endswith(b"\n"):  # skip the rest of the line
                    raw = fh.readline(MAX_LINE + 1)
                continue
            if not raw.strip():
                continue
            _read_line(raw, n, base, out)
        out.lines = n
    return out


def _read_line(raw: bytes, n: int, base: str, out: Predictions) -> None:
    try:
        obj = json.loads(raw.decode("utf-8"))
    except (UnicodeDecodeError, ValueError, RecursionError) as err:
        what = ("not UTF-8 text" if isinstance(err, UnicodeDecodeError) else
                "JSON nested too deeply to read" if isinstance(err, RecursionError) else "not valid JSON")
        out.problems.append((n, f"{what}, skipped"))
        return
    if not isinstance(obj, dict) or not isinstance(obj.get("id"), str) or not obj["id"]:
        out.problems.append((n, "no string \"id\" field, skipped"))
        return
    obj = {key: readable(value) if isinstance(value, str) else value for key, value in obj.items()}
    qid = obj["id"]
    text = next((obj[k] for k in TEXT_KEYS if isinstance(obj.get(k), str)), None)
    image = obj.get("image")
    if text is not None and harness_failure(text) and not (isinstance(image, str) and image):
        if qid not in out.answers:  # a harness's notice that the request failed, not an answer
            out.failed[qid] = text[:200]
        return
    has_answer = (isinstance(image, str) and image) or text is not None
    if not has_answer:
        if obj.get("error"):
            if qid not in out.answers:  # a failed request; a retry may answer it later
                out.failed[qid] = str(obj["error"])[:200]
        else:
            out.problems.append((n, f"id {qid}: no response text or image, skipped"))
        return
    if qid in out.answers:
        out.duplicates.append(qid)
        out.problems.append((n, f"duplicate id {qid}: the first answer is kept"))
        return
    if isinstance(image, str) and image:
        rel = os.path.relpath(image, base) if os.path.isabs(image) else image
        try:
            image = inside(base, rel, f"id {qid}: image")
        except ValueError as err:
            out.problems.append((n, f"{err}, skipped"))
            return
    out.failed.pop(qid, None)
    if isinstance(image, str) and image:
        out.answers[qid] = {"image": image}
    else:
        out.answers[qid] = {"text": text}
