"""Run a model over exported questions into a resumable predictions file.

One ``predict`` at a time writes a predictions file: it holds an ``fcntl.flock`` on it
(``io/lock.py``), and a second run is refused with the first one's pid. Picture paths read
from an export must stay inside it (``io/outdir.py:inside``), or inside a media folder the
user names on the command line (``--media-root``: the source videos of a native-video
export written by ``spatial-iq flatten-set``). A file never decides by itself which local
files are sent to an endpoint.

The predictions file is append-only JSONL, one line per finished question:
``{"id", "response", "model", "usage", "latency_s", "finish_reason"?, "error"?}``. The main
thread is the only writer (workers hand back records), each line is written whole and
flushed, so lines never interleave and a crash leaves at most a cut-off last line. A
rerun reads the file, skips ids already answered, retries ids whose last try errored and
drops a cut-off last line; so an id can have an error line followed by a success line,
and readers take ``load_predictions``' view (a success wins, else the last error).
"""

from __future__ import annotations

import json
import os
import time
from collections.abc import Callable, Iterable, Iterator
from concurrent.futures import FIRST_COMPLETED, ThreadPoolExecutor, wait
from itertools import islice
from pathlib import Path

from ..exports.common import MODALITIES
from ..io.lock import hold
from ..io.outdir import inside
from .client import IMAGE_TOKEN, FatalError

CHAT_MODALITIES = ("text", "text_mcq", "image_mcq")  # image_edit wants a mask back, not text
_PREFIX = b'{"id": '  # how every line this module writes starts


class RunAborted(RuntimeError):
    """Too many questions in a row failed: something is wrong beyond single questions."""


def questions_from_export(export_dir: str | Path, modalities: Iterable[str] | None = CHAT_MODALITIES,
                          media_roots: Iterable[str | Path] = ()) -> Iterator[dict]:
    """``{id, prompt, images, subtask, modality}`` per line of ``EXPORT_DIR/data.jsonl``
    (``spatial-iq export jsonl``). The prompt is the human turn with its ``<image>`` tokens
    kept, so the client puts each picture where its token is; image paths are made
    absolute. A relative path must stay inside the export; an absolute one inside one of
    ``media_roots``. Checks the folder now, reads lazily. ``modalities=None`` keeps everything."""
    root = Path(export_dir)
    if not root.is_dir():
        raise FileNotFoundError(f"{root} is not a folder; pass the --out folder of `spatial-iq export jsonl`")
    path = root / "data.jsonl"
    if not path.is_file():
        raise FileNotFoundError(f"{path} does not exist; make it with "
                                f"`spatial-iq export jsonl DATASET --out {root}`")
    keep = None if modalities is None else set(modalities)
    if keep is not None and keep - set(MODALITIES):
        raise ValueError(f"unknown modalities {sorted(keep - set(MODALITIES))}; "
                         f"choose from {', '.join(MODALITIES)}")
    roots = [Path(r) for r in media_roots]
    for r in roots:
        if not r.is_dir():
            raise FileNotFoundError(f"--media-root {r}: not a folder")
    return _read_export(path, root, keep, roots)


def _picture(root: Path, rel, media_roots: list[Path], what: str) -> str:
    """An export's picture path, checked: inside the export, or (absolute) inside a media root."""
    if isinstance(rel, str) and os.path.isabs(rel) and media_roots:
        for media in media_roots:
            try:
                return inside(str(media), os.path.relpath(rel, media), what)
            except ValueError:
                continue
        raise ValueError(f"{what} {rel[:80]!r} is in none of the --media-root folders "
                         f"({', '.join(map(str, media_roots))})")
    if isinstance(rel, str) and os.path.isabs(rel):
        raise ValueError(f"{what} {rel[:80]!r} is outside the export; if it is one of your own media "
                         "files (a native-video export of flatten-set), pass its folder as --media-root")
    return inside(str(root), rel, what)


def _read_export(path: Path, root: Path, keep: set | None, media_roots: list[Path]) -> Iterator[dict]:
    with open(path, encoding="utf-8") as fh:
        for n, line in enumerate(fh, 1):
            if not line.strip():
                continue
            try:
                rec = json.loads(line)
                human = next(t["value"] for t in rec["conversations"] if t["from"] == "human")
                images, qid = rec["image"], rec["id"]
            except (ValueError, KeyError, TypeError, StopIteration, RecursionError) as err:
                raise ValueError(f"{path}:{n} is not a JSONL-export record ({err!r:.200})") from None
            if not isinstance(qid, str) or not isinstance(human, str) or not isinstance(images, list):
                raise ValueError(f"{path}:{n} is not a JSONL-export record (id, human turn or image list "
                                 "of the wrong type)")
            if keep is not None and rec.get("modality") not in keep:
                continue
            if human.count(IMAGE_TOKEN) != len(images):
                raise ValueError(f"{path}:{n}: {human.count(IMAGE_TOKEN)} {IMAGE_TOKEN} tokens for "
                                 f"{len(images)} pictures")
            # picture paths come from the file: each must stay inside the export (or a media root)
            pictures = [_picture(root, p, media_roots, f"{path}:{n}: picture") for p in images]
            yield {"id": qid, "prompt": human, "images": pictures,
                   "subtask": rec.get("subtask"), "modality": rec.get("modality")}


def _scan(path: Path) -> tuple[list[dict], int]:
    """Records of an existing predictions file, and the bytes of a cut-off last line to
    drop. Refuses a file that is not a predictions file rather than append to it."""
    if not path.exists():
        return [], 0
    data = path.read_bytes()
    cut = 0
    if data and not data.endswith(b"\n"):
        tail = data[data.rfind(b"\n") + 1:]
        try:
            json.loads(tail)
        except (ValueError, RecursionError):
            if not (tail.startswith(_PREFIX) or _PREFIX.startswith(tail)):
                raise ValueError(f"{path} does not end like a predictions file; pass another --out") from None
            cut = len(tail)  # a line cut short by a crash
            data = data[:-cut]
    records = []
    for n, line in enumerate(data.splitlines(), 1):
        if not line.strip():
            continue
        try:
            rec = json.loads(line)
        except (ValueError, RecursionError):  # RecursionError: nested too deeply for the parser
            rec = None
        if (not isinstance(rec, dict) or not isinstance(rec.get("id"), str) or "response" not in rec
                or not isinstance(rec.get("model"), (str, type(None)))):
            raise ValueError(f"{path}:{n} is not a prediction line; is {path} a predictions file? "
                             "Pass another --out")
        records.append(rec)
    return records, cut


def load_predictions(path: str | Path) -> dict[str, dict]:
    """``{id: record}``: each id's successful record if it has one, else its last error."""
    best: dict[str, dict] = {}
    for rec in _scan(Path(path))[0]:
        old = best.get(rec["id"])
        if old is None or old.get("error") is not None:  # a first success stays
            best[rec["id"]] = rec
    return best


def record_line(rec: dict) -> str:
    """One predictions line: UTF-8 JSON as the server's text reads, or with ``\\uXXXX``
    escapes when the text cannot be UTF-8 (a lone surrogate such as ``\\ud800``): what the
    server sent is kept, and the file stays valid UTF-8 JSON."""
    text = json.dumps(rec, ensure_ascii=False)
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        text = json.dumps(rec)
    return text + "\n"


def _tokens(usage, key: str) -> int:
    """A token count of the server's ``usage`` if it is a non-negative integer, else 0."""
    value = usage.get(key) if isinstance(usage, dict) else None
    return value if isinstance(value, int) and not isinstance(value, bool) and value >= 0 else 0


def _unique(questions: Iterable[dict]) -> Iterator[dict]:
    seen = set()
    for q in questions:
        if q["id"] not in seen:
            seen.add(q["id"])
            yield q


def _ask(call: Callable, q: dict, model: str | None) -> dict:
    start = time.perf_counter()
    text, usage, finish, error = None, None, None, None
    try:
        out = call(q["prompt"], q["images"])
    except FatalError:
        raise
    except Exception as err:  # one question's failure is recorded, the run goes on
        error = f"{type(err).__name__}: {err}"
    else:
        if isinstance(out, str):
            text = out
        else:
            text, usage, finish, model = out.text, out.usage, out.finish_reason, model or out.model
    rec = {"id": q["id"], "response": text, "model": model, "usage": usage,
           "latency_s": round(time.perf_counter() - start, 3)}
    if finish is not None:
        rec["finish_reason"] = finish
    if error is not None:
        rec["error"] = error
    return rec


def predict(questions: Iterable[dict], client: Callable, out_path: str | Path, concurrency: int = 8,
            limit: int | None = None, progress: bool = True, max_consecutive_errors: int = 50) -> dict:
    """Answer the first ``limit`` questions (all if None) not yet answered in ``out_path``.

    ``client`` is a ``ChatClient`` (its ``chat`` gives usage and finish reason) or any
    ``(prompt, images) -> str``. At most ``2 * concurrency`` questions are in flight or
    queued, so the input is read lazily. A ``FatalError`` stops the run after writing what
    finished; so does ``max_consecutive_errors`` failures in a row (``RunAborted``).
    """
    if concurrency < 1:
        raise ValueError(f"--concurrency {concurrency}: must be at least 1")
    if limit is not None and limit < 0:
        raise ValueError(f"--limit {limit}: must be 0 or more (leave it out for every question)")
    out = Path(out_path)
    if out.exists() and not out.is_file():
        raise ValueError(f"--out {out}: not a regular file; pass a predictions file (.jsonl)")
    out.parent.mkdir(parents=True, exist_ok=True)
    created = not out.exists()
    # one writer per predictions file: a second run on it would ask every question again
    lock = hold(str(out), f"--out {out}", write_pid=False)
    try:
        return _predict(questions, client, out, concurrency, limit, progress, max_consecutive_errors)
    finally:
        if created and out.exists() and out.stat().st_size == 0:
            out.unlink()  # refused or failed before the first answer: leave nothing behind
        lock.release()


def _predict(questions, client, out: Path, concurrency, limit, progress, max_consecutive_errors) -> dict:
    model = getattr(client, "model", None)
    old, cut = _scan(out)
    models = {r.get("model") for r in old} - {None}
    if model is not None and models and models != {model}:
        raise ValueError(f"{out} holds predictions of {', '.join(sorted(models))}, not {model}; "
                         "pass another --out")
    done = {r["id"] for r in old if r.get("error") is None}
    call = getattr(client, "chat", client)
    total = len(questions) if hasattr(questions, "__len__") else None
    if limit is not None:
        total = limit if total is None else min(total, limit)
    from tqdm import tqdm

    bar = tqdm(total=total, unit="q", disable=not progress, desc="predict")
    s = {"out": str(out), "model": model, "questions": 0, "skipped": 0, "answered": 0, "errors": 0,
         "prompt_tokens": 0, "completion_tokens": 0, "dropped_partial_line_bytes": cut}
    start, in_a_row, last_error = time.perf_counter(), 0, None
    pending: set = set()
    pool = ThreadPoolExecutor(max_workers=concurrency, thread_name_prefix="predict")
    with open(out, "a", encoding="utf-8") as fh:
        repair = [True]  # the file is touched only when the first record is written: a run refused
        # on its input (a bad export line, read lazily) leaves it as it was

        def write(line: str) -> None:
            if repair:
                repair.clear()
                if cut:  # a line cut short by a crash
                    os.truncate(out, out.stat().st_size - cut)
                elif out.stat().st_size and out.read_bytes()[-1:] != b"\n":  # a whole line without "\n"
                    fh.write("\n")
            fh.write(line)

        def collect() -> None:
            nonlocal in_a_row, last_error
            for fut in wait(pending, return_when=FIRST_COMPLETED)[0]:
                rec = fut.result()  # a FatalError surfaces here
                pending.discard(fut)
                write(record_line(rec))
                fh.flush()
                bar.update(1)
                if rec.get("error") is None:
                    s["answered"] += 1
                    in_a_row = 0
                    for key in ("prompt_tokens", "completion_tokens"):
                        s[key] += _tokens(rec["usage"], key)
                else:
                    s["errors"] += 1
                    in_a_row, last_error = in_a_row + 1, rec["error"]
            if in_a_row >= max_consecutive_errors:
                raise RunAborted(f"{in_a_row} questions in a row failed, the last with: {last_error}")

        try:
            for q in islice(_unique(questions), limit):
                s["questions"] += 1
                if q["id"] in done:
                    s["skipped"] += 1
                    bar.update(1)
                    continue
                while len(pending) >= 2 * concurrency:
                    collect()
                pending.add(pool.submit(_ask, call, q, model))
            while pending:
                collect()
        except BaseException:
            pool.shutdown(wait=True, cancel_futures=True)
            for fut in pending:  # keep what finished while stopping, drop failures
                if fut.done() and not fut.cancelled() and fut.exception() is None:
                    rec = fut.result()
                    if rec.get("error") is None:
                        write(record_line(rec))
            fh.flush()
            raise
        finally:
            pool.shutdown(wait=True)
            bar.close()
    s["retries"] = getattr(client, "retries", None)
    s["seconds"] = round(time.perf_counter() - start, 3)
    return s
