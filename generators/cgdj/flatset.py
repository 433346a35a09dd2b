"""``spatial-iq flatten-set``: flatten every video of a benchmark into one image each, in
parallel, resumably, and write two exports that ``spatial-iq predict`` reads as they are:
the flattened images (the paper's setting B) and the native videos (setting A), so the
native-vs-flattened comparison is a ``predict`` on each (docs/cgdj.md, "A video set").

Manifest: JSONL (one object per line) or CSV (a header row), one question per row:

    video      a video file or a folder of frames, relative to the manifest's folder (required)
    question   the question text (required)
    options    a list (JSONL), or in CSV a JSON list or "|"-separated texts; options that all
               start with their own letter ("A. ...", "B) ...") lose that prefix
    answer     the correct option's letter, or its exact text (optional; needed for scoring)
    category   any label to group results by (optional)
    duration   seconds, or a label short / medium / long (optional; else measured)
    id         unique (optional; default the row number, 00001 ...); ``question_id`` also works
    fps        frame rate of a frame folder (optional; default --fps)

Other fields are carried into the export records unchanged. The whole manifest is
checked before any work (every row, every video path, every character has a font): a
bad one is refused in one line naming the row.

Output folder::

    flatten-set.json   settings, manifest and counts; a rerun must use the same settings
    journal.jsonl      one line per finished (or failed) item, appended as items finish
    images/NAME.png    the flattened image of each item
    data.jsonl         the flattened export: {id, image: [images/NAME.png], conversations,
                       modality: text_mcq, question, options, answer, category, duration...}
    native/data.jsonl  the same items over the native video (one video part per item), or
                       over ``--native-frames N`` frames (native/frames/NAME/*.png)
    native/videos/     MP4s of frame-folder inputs (native mode ``video`` only)

Resuming: an item is done when the journal holds it with the same fingerprint (the
manifest row and the settings) and its image exists; a rerun skips those, redoes the
rest (failed ones included), and rewrites both ``data.jsonl`` files. A torn last
journal line (a kill mid-write) is cut. An item that fails (an unreadable video, a
question too long for the band) is recorded with its error and left out of the exports;
the command exits 1 and a rerun retries it. A full disk stops the run (exit 3).
"""

from __future__ import annotations

import csv
import errno
import hashlib
import json
import os
import re
from dataclasses import asdict, dataclass

from ..errors import ConfigError, RunError
from .files import atomic_open

SCHEMA_VERSION = 1
SETTINGS_FILE = "flatten-set.json"
JOURNAL = "journal.jsonl"
EXPORT = "data.jsonl"
NATIVE = "native"
LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
RESERVED = frozenset({"id", "image", "conversations", "modality", "subtask", "video", "question", "options",
                      "answer", "category", "duration", "duration_s", "fps", "question_id"})
FLAT_PROMPT = ("<image>\nThe picture shows a multiple-choice question and its options above frames of a "
               "video, in time order from left to right and top to bottom. Answer with the letter of "
               "the correct option.")
NATIVE_PROMPT = "{media}\n{question}\n{options}Answer with the letter of the correct option."
VIDEO_MAGIC = {"mp4": lambda b: b[4:8] == b"ftyp", "webm": lambda b: b.startswith(b"\x1a\x45\xdf\xa3")}


@dataclass(frozen=True)
class Settings:
    grid: str = "7x10"
    size: tuple = (1280, 720)
    padding: int = 2
    aspect: str = "fit"
    font: str | None = None
    font_size: int = 24
    fps: float = 24.0
    native_frames: int = 0  # 0: the native export sends the video itself

    def key(self) -> dict:
        d = asdict(self)
        d["size"] = list(self.size)
        d["font"] = None if self.font is None else os.path.abspath(self.font)
        return d


# ---- the manifest ------------------------------------------------------------------------

def _rows(path: str) -> list[tuple[int, dict]]:
    """(line or row number, raw row) of a JSONL or CSV manifest."""
    if not os.path.isfile(path):
        raise ConfigError(f"{path}: no such manifest; give a JSONL or CSV file of video, question, options")
    try:
        with open(path, encoding="utf-8-sig") as fh:
            text = fh.read()
    except UnicodeDecodeError:
        raise ConfigError(f"{path}: not UTF-8 text; give a JSONL or CSV file saved as UTF-8") from None
    if path.lower().endswith(".csv") or (not path.lower().endswith((".jsonl", ".json", ".ndjson"))
                                          and not text.lstrip().startswith("{")):
        reader = csv.DictReader(text.splitlines())
        if not reader.fieldnames or "video" not in reader.fieldnames:
            raise ConfigError(f"{path}: a CSV manifest needs a header row with at least video and question "
                              f"columns")
        rows = []
        for n, row in enumerate(reader, 2):
            if None in row:  # more cells than the header has columns
                raise ConfigError(f"{path}: row {n} has more cells than the header; quote texts with commas")
            rows.append((n, dict(row)))
        return rows
    rows = []
    for n, line in enumerate(text.splitlines(), 1):
        if not line.strip():
            continue
        try:
            row = json.loads(line)
        except ValueError:
            raise ConfigError(f"{path}:{n}: not a JSON object; write one JSON object per line") from None
        if not isinstance(row, dict):
            raise ConfigError(f"{path}:{n}: not a JSON object; write one JSON object per line")
        rows.append((n, row))
    return rows


def _options(value, where: str) -> list[str]:
    if value in (None, ""):
        return []
    if isinstance(value, str):
        text = value.strip()
        if text.startswith("["):
            try:
                value = json.loads(text)
            except ValueError:
                raise ConfigError(f"{where}: options {text[:60]!r} is not a JSON list") from None
        else:
            value = [o.strip() for o in text.split("|")]
    if not isinstance(value, list) or not all(isinstance(o, (str, int, float)) for o in value):
        raise ConfigError(f"{where}: options must be a list of texts, e.g. [\"1\", \"4\", \"2\", \"3\"]")
    opts = [str(o).strip() for o in value]
    if len(opts) > len(LETTERS):
        raise ConfigError(f"{where}: {len(opts)} options; at most {len(LETTERS)} are supported")
    if any(not o for o in opts):
        raise ConfigError(f"{where}: an option is empty")
    prefixed = [re.match(r"^\(?" + LETTERS[n] + r"\s*[.):：、]\s*(.+)$", o) for n, o in enumerate(opts)]
    if opts and all(prefixed):
        opts = [m.group(1).strip() for m in prefixed]
    return opts


def _answer(value, options: list[str], where: str) -> str | None:
    if value in (None, ""):
        return None
    text = str(value).strip()
    m = re.fullmatch(r"\(?([A-Za-z])\)?[.)]?", text)
    if m and m.group(1).upper() in LETTERS[:len(options)]:
        return m.group(1).upper()
    if text in options:
        return LETTERS[options.index(text)]
    raise ConfigError(f"{where}: answer {text!r} is neither a letter A-{LETTERS[max(len(options), 1) - 1]} "
                      f"nor the text of an option")


def _duration(value, where: str) -> dict:
    if value in (None, ""):
        return {}
    if isinstance(value, str) and value.strip().lower() in ("short", "medium", "long"):
        return {"duration": value.strip().lower()}
    try:
        seconds = float(value)
    except (TypeError, ValueError):
        raise ConfigError(f"{where}: duration {value!r} is neither seconds nor short/medium/long") from None
    if not seconds >= 0 or seconds == float("inf"):
        raise ConfigError(f"{where}: duration {value!r} must be a non-negative number of seconds")
    return {"duration_s": seconds}


def safe_name(qid: str) -> str:
    """A file name for an id: the id itself when it is plain, else a cleaned form plus a
    short hash, so two ids never share a file."""
    clean = re.sub(r"[^A-Za-z0-9_.-]", "_", qid).strip(".") or "item"
    if clean == qid and len(qid) <= 100:
        return qid
    return f"{clean[:80]}-{hashlib.sha1(qid.encode()).hexdigest()[:10]}"


def read_manifest(path: str, settings: Settings) -> list[dict]:
    """The checked items of a manifest, in order; ConfigError on the first bad row."""
    from .banner import band_text
    from .fonts import font_chain

    root = os.path.dirname(os.path.abspath(path))
    items, seen = [], {}
    rows = _rows(path)
    if not rows:
        raise ConfigError(f"{path}: the manifest has no rows")
    for n, row in rows:
        where = f"{path}:{n}"
        video = row.get("video") or row.get("video_path") or row.get("path")
        question = row.get("question")
        if not isinstance(video, str) or not video.strip():
            raise ConfigError(f"{where}: no video; give the path of a video file or frame folder")
        if not isinstance(question, str) or not question.strip():
            raise ConfigError(f"{where}: no question text")
        video = video.strip()
        full = video if os.path.isabs(video) else os.path.join(root, video)
        if not os.path.exists(full):
            raise ConfigError(f"{where}: video {video} does not exist (paths are relative to the manifest's "
                              f"folder {root})")
        options = _options(row.get("options"), where)
        qid = row.get("id", row.get("question_id"))
        qid = f"{n:05d}" if qid in (None, "") else str(qid)
        if qid in seen:
            raise ConfigError(f"{where}: id {qid!r} is also on line/row {seen[qid]}; ids must be unique")
        seen[qid] = n
        fps = row.get("fps")
        try:
            fps = float(fps) if fps not in (None, "") else settings.fps
        except (TypeError, ValueError):
            raise ConfigError(f"{where}: fps {row.get('fps')!r} is not a number") from None
        if not fps > 0:
            raise ConfigError(f"{where}: fps must be positive")
        try:
            font_chain(band_text(question, options), settings.font)
        except ValueError as err:
            raise ConfigError(f"{where}: {err}") from None
        item = {k: v for k, v in row.items() if k not in RESERVED and k not in ("video_path", "path")}
        item.update(id=qid, name=safe_name(qid), video=os.path.abspath(full), question=question.strip(),
                    options=options, answer=_answer(row.get("answer"), options, where),
                    category=row.get("category") if row.get("category") not in ("", None) else None,
                    fps=fps, row=n, **_duration(row.get("duration"), where))
        items.append(item)
    names = {}
    for item in items:  # two plain ids differing only in case would share a file on some disks
        low = item["name"].lower()
        if low in names:
            item["name"] = f"{item['name']}-{hashlib.sha1(item['id'].encode()).hexdigest()[:10]}"
        names[low] = item["id"]
    return items


def fingerprint(item: dict, settings: Settings) -> str:
    blob = json.dumps({"item": item, "settings": settings.key()}, sort_keys=True, default=str)
    return hashlib.sha256(blob.encode()).hexdigest()[:16]


# ---- one item (runs in a worker process) -------------------------------------------------

def flatten_item(item: dict, settings: Settings, out: str) -> dict:
    """Flatten one item into ``out/images``; with ``native_frames`` also write its native
    frames. Returns the journal record (``error`` set when the item failed)."""
    from .banner import BannerStyle
    from .flatten import flatten
    from .sampling import segment_centres
    from .video_io import open_frames, save_png

    record = {"id": item["id"], "fingerprint": fingerprint(item, settings)}
    try:
        src = open_frames(item["video"], item["fps"])
        style = BannerStyle(font_size=settings.font_size, font_path=settings.font,
                            min_font_size=min(settings.font_size, BannerStyle.min_font_size))
        flat = flatten(src, item["question"], item["options"] or None, grid=settings.grid, size=settings.size,
                       padding=settings.padding, aspect=settings.aspect, style=style)
        image = f"images/{item['name']}.png"
        save_png(os.path.join(out, image), flat.image)
        record.update(image=image, frames=flat.indices, n_frames=len(src), fps=src.fps,
                      fonts=[os.path.basename(p) for p in flat.banner.fonts], font_size=flat.banner.font_size)
        if settings.native_frames:
            folder = f"{NATIVE}/frames/{item['name']}"
            os.makedirs(os.path.join(out, folder), exist_ok=True)
            idx = segment_centres(len(src), settings.native_frames)
            paths = []
            for k, frame in zip(idx, src.read(idx)):
                paths.append(f"frames/{item['name']}/{k:06d}.png")
                save_png(os.path.join(out, NATIVE, paths[-1]), frame)
            record["native"] = paths
        elif os.path.isdir(item["video"]):
            from .video_io import write_video

            rel = f"videos/{item['name']}.mp4"
            os.makedirs(os.path.join(out, NATIVE, "videos"), exist_ok=True)
            write_video(os.path.join(out, NATIVE, rel), (src.read([i])[0] for i in range(len(src))), src.fps)
            record["native"] = [rel]
        else:
            with open(item["video"], "rb") as fh:
                head = fh.read(16)
            if not any(test(head) for test in VIDEO_MAGIC.values()):
                raise ValueError(f"{item['video']}: the native export sends the video itself, which must be "
                                 f"MP4/MOV or WebM/MKV; convert it, or pass --native-frames N")
            record["native"] = [item["video"]]
    except OSError as err:
        if err.errno in (errno.ENOSPC, errno.EDQUOT):
            raise
        record["error"] = f"{type(err).__name__}: {err}"
    except (ValueError, RuntimeError) as err:
        record["error"] = str(err)
    return record


def _worker(args):
    return flatten_item(*args)


# ---- the run -----------------------------------------------------------------------------

def _journal(path: str) -> dict[str, dict]:
    """Last record per id of the journal; a torn last line is cut off."""
    if not os.path.exists(path):
        return {}
    with open(path, "rb") as fh:
        data = fh.read()
    records, good = {}, 0
    for line in data.splitlines(keepends=True):
        try:
            if not line.endswith(b"\n"):
                raise ValueError
            rec = json.loads(line)
            records[str(rec["id"])] = rec
        except (ValueError, KeyError, TypeError):
            break
        good += len(line)
    if good < len(data):
        with open(path, "r+b") as fh:
            fh.truncate(good)
    return records


def prepare_out(out: str, settings: Settings, manifest: str, overwrite: bool) -> None:
    """Create ``out``, or check that it is a flatten-set folder of the same settings."""
    state = os.path.join(out, SETTINGS_FILE)
    if os.path.exists(out) and not os.path.isdir(out):
        raise ConfigError(f"--out {out}: is a file; give a folder")
    if os.path.isdir(out) and os.listdir(out):
        if not os.path.isfile(state):
            raise ConfigError(f"--out {out}: exists and is not a flatten-set folder; choose a new folder")
        try:
            with open(state, encoding="utf-8") as fh:
                old = json.load(fh)
        except ValueError:
            raise ConfigError(f"--out {out}: {SETTINGS_FILE} is damaged; choose a new folder") from None
        if overwrite:
            import shutil

            for name in ("images", NATIVE, JOURNAL, EXPORT, SETTINGS_FILE):
                path = os.path.join(out, name)
                if os.path.isdir(path):
                    shutil.rmtree(path)
                elif os.path.exists(path):
                    os.remove(path)
        elif old.get("settings") != settings.key():
            changed = sorted(k for k in settings.key() if old.get("settings", {}).get(k) != settings.key()[k])
            raise ConfigError(f"--out {out}: was made with other settings ({', '.join(changed)}); rerun with "
                              f"the same ones to resume, choose a new --out, or add --overwrite")
    os.makedirs(os.path.join(out, "images"), exist_ok=True)  # makedirs follows the umask
    os.makedirs(os.path.join(out, NATIVE), exist_ok=True)
    _write_json(state, {"schema_version": SCHEMA_VERSION, "kind": "flatten-set",
                        "manifest": os.path.abspath(manifest), "settings": settings.key()})


def _write_json(path: str, obj) -> None:
    with atomic_open(path, "w", encoding="utf-8") as fh:
        json.dump(obj, fh, indent=1, ensure_ascii=False)
        fh.write("\n")


def export_record(item: dict, rec: dict, native: bool, grid: str) -> dict:
    """One line of ``data.jsonl`` (flattened) or ``native/data.jsonl``: the JSONL-export
    fields ``predict`` reads, plus the item's own fields."""
    extra = {k: v for k, v in item.items() if k not in ("name", "row", "video", "fps")}
    options = "".join(f"{LETTERS[n]}. {o}\n" for n, o in enumerate(item["options"]))
    if native:
        images = rec["native"]
        media = "<image>" * len(images) if len(images) > 1 else "<image>"
        prompt = NATIVE_PROMPT.format(media=media, question=item["question"],
                                      options=f"Options:\n{options}" if options else "")
    else:
        images, prompt = [rec["image"]], FLAT_PROMPT
    turns = [{"from": "human", "value": prompt}, {"from": "gpt", "value": item["answer"] or ""}]
    out = {"id": item["id"], "image": images, "conversations": turns,
           "modality": "text_mcq", "subtask": None, **extra, "video": item["video"],
           "n_frames": rec["n_frames"], "fps": rec["fps"]}
    if "duration_s" not in out and "duration" not in out:
        out["duration_s"] = rec["n_frames"] / rec["fps"]
    if not native:
        out.update(frames=rec["frames"], grid=grid, fonts=rec["fonts"], font_size=rec["font_size"])
    return out


def write_exports(out: str, items: list[dict], done: dict[str, dict], settings: Settings) -> int:
    flat, native = [], []
    for item in items:
        rec = done.get(item["id"])
        if rec is None or "error" in rec:
            continue
        flat.append(export_record(item, rec, False, settings.grid))
        native.append(export_record(item, rec, True, settings.grid))
    for path, lines in ((os.path.join(out, EXPORT), flat), (os.path.join(out, NATIVE, EXPORT), native)):
        with atomic_open(path, "w", encoding="utf-8") as fh:
            fh.writelines(json.dumps(line, ensure_ascii=False) + "\n" for line in lines)
    return len(flat)


def flatten_set(manifest: str, out: str, settings: Settings, *, jobs: int = 0, overwrite: bool = False,
                progress: bool = False) -> dict:
    """Flatten every item of ``manifest`` into ``out`` (module docstring); returns counts."""
    import time
    from concurrent.futures import FIRST_COMPLETED, BrokenExecutor, ProcessPoolExecutor, wait

    from tqdm import tqdm

    from .flatten import parse_grid

    start = time.perf_counter()
    try:
        parse_grid(settings.grid)
    except ValueError as err:
        raise ConfigError(f"--grid: {err}") from None
    if settings.native_frames < 0:
        raise ConfigError("--native-frames must be 0 (send the video) or a number of frames")
    items = read_manifest(manifest, settings)
    folders = [os.path.isdir(i["video"]) for i in items]
    if not all(folders) or (any(folders) and not settings.native_frames):
        from .video_io import _ffmpeg

        _ffmpeg()  # decoding video files, or encoding frame folders for the native export
    prepare_out(out, settings, manifest, overwrite)
    journal_path = os.path.join(out, JOURNAL)
    done = _journal(journal_path)
    todo = []
    for item in items:
        rec = done.get(item["id"])
        if (rec is not None and "error" not in rec and rec.get("fingerprint") == fingerprint(item, settings)
                and os.path.isfile(os.path.join(out, rec["image"]))):
            continue
        done.pop(item["id"], None)
        todo.append(item)
    counts = {"items": len(items), "skipped": len(items) - len(todo), "flattened": 0, "failed": 0}
    errors: list[str] = []
    workers = max(1, min(jobs or os.cpu_count() or 1, len(todo) or 1))
    bar = tqdm(total=len(items), initial=counts["skipped"], unit="video", disable=not progress,
               desc="flatten-set")
    try:
        with open(journal_path, "a", encoding="utf-8") as journal:
            def record(rec: dict) -> None:
                journal.write(json.dumps(rec, ensure_ascii=False) + "\n")
                journal.flush()
                done[rec["id"]] = rec
                if "error" in rec:
                    counts["failed"] += 1
                    errors.append(f"{rec['id']}: {rec['error']}")
                else:
                    counts["flattened"] += 1
                bar.update(1)

            if workers == 1:
                for item in todo:
                    record(flatten_item(item, settings, out))
            else:
                with ProcessPoolExecutor(max_workers=workers) as pool:
                    queue = iter(todo)
                    pending = set()
                    for item in queue:
                        pending.add(pool.submit(_worker, (item, settings, out)))
                        if len(pending) >= 2 * workers:
                            break
                    while pending:
                        finished, pending = wait(pending, return_when=FIRST_COMPLETED)
                        for fut in finished:
                            record(fut.result())
                            nxt = next(queue, None)
                            if nxt is not None:
                                pending.add(pool.submit(_worker, (nxt, settings, out)))
    except OSError as err:
        if err.errno in (errno.ENOSPC, errno.EDQUOT):
            raise RunError(f"{out}: the disk is full ({err.strerror}); free space and rerun the same command "
                           f"to resume") from None
        raise
    except BrokenExecutor:
        raise RunError("a worker process died (out of memory?); rerun the same command to resume, with fewer "
                       "--jobs if it happens again") from None
    finally:
        bar.close()
    exported = write_exports(out, items, done, settings)
    with open(os.path.join(out, SETTINGS_FILE), encoding="utf-8") as fh:
        state = json.load(fh)
    state["counts"] = {"items": len(items), "exported": exported, "failed": len(items) - exported}
    _write_json(os.path.join(out, SETTINGS_FILE), state)
    return {**counts, "exported": exported, "errors": errors, "out": out,
            "seconds": time.perf_counter() - start, "workers": workers}
