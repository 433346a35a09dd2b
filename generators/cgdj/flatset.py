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
    native/videos/     the videos (native mode ``video`` only): a hard link to (or a copy of) a
                       video input, an MP4 of a frame-folder input

Resuming: an item is done when the journal holds it with the same fingerprint (the
manifest row and the settings) and its image exists; a rerun skips those, redoes the
rest (failed ones included), and rewrites both ``data.jsonl`` files. A torn last
journal line (a kill mid-write) is cut. One run at a time holds the folder's lock
(``.spatial-iq.lock``), and its workers die with it (``io/lifetime.py``), so every
temporary file in the folder when a run starts was left by a dead one (a kill between
making it and renaming it over its target): the run removes them before any work
(``remove_temporaries``). An item that fails (an unreadable video, a
question too long for the band) is recorded with its error and left out of the exports;
the command exits 1 and a rerun retries it. A full disk stops the run (exit 3).
"""

from __future__ import annotations

import errno
import json
import os
from dataclasses import replace

from ..errors import ConfigError, RunError
from ..io.atomic import atomic_open
from ..io.lock import Lock, hold
from ..io.outdir import LOCK
from .flatset_exports import EXPORT, NATIVE, write_exports
from .flatset_item import _worker, flatten_item
from .flatset_manifest import Settings, fingerprint, read_manifest
from .paths import open_append

SCHEMA_VERSION = 1
SETTINGS_FILE = "flatten-set.json"
JOURNAL = "journal.jsonl"
OWN = (SETTINGS_FILE, JOURNAL, EXPORT, "images/*.png", f"{NATIVE}/{EXPORT}", f"{NATIVE}/videos/*",
       f"{NATIVE}/frames/*/*.png")  # what --overwrite removes



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


def remove_temporaries(out: str) -> list[str]:
    """Remove the temporary files (``.tmp-*``: ``io/atomic.py``'s names) that a killed run
    left in the folders flatten-set writes; returns them, relative to ``out``. Call only while
    holding the folder's lock: then no live flatten-set is writing any of them. Only regular
    files are removed (``folder_problem`` has refused links, FIFOs and devices)."""
    import glob
    import stat

    frames = glob.glob(os.path.join(glob.escape(out), NATIVE, "frames", "*"))
    frames = sorted(os.path.relpath(p, out) for p in frames)
    found = []
    for folder in ("", "images", NATIVE, f"{NATIVE}/videos", *frames):
        for path in glob.glob(os.path.join(glob.escape(os.path.join(out, folder)), ".tmp-*")):
            if stat.S_ISREG(os.lstat(path).st_mode):
                os.remove(path)
                found.append(os.path.relpath(path, out))
    return found


def prepare_out(out: str, settings: Settings, manifest: str, overwrite: bool) -> Lock:
    """Create ``out``, or check that it is a flatten-set folder of the same settings; take
    its lock (returned, held until released) and remove what a killed run left behind
    (``remove_temporaries``)."""
    from .paths import folder_problem

    state = os.path.join(out, SETTINGS_FILE)
    if os.path.islink(out):
        raise ConfigError(f"--out {out}: is a symbolic link; give the folder itself (nothing was changed)")
    if os.path.lexists(out) and not os.path.isdir(out):
        raise ConfigError(f"--out {out}: is a file; give a folder")
    problem = folder_problem(out, files=(SETTINGS_FILE, JOURNAL, EXPORT, f"{NATIVE}/{EXPORT}"),
                             folders=("images", NATIVE, f"{NATIVE}/videos", f"{NATIVE}/frames"))
    if problem:
        raise ConfigError(f"--out {out}: {problem}; spatial-iq never writes through a link or into what it "
                          "did "
                          "not make: remove it or choose a new folder (nothing was changed)")
    if os.path.isdir(out) and [n for n in os.listdir(out) if n != LOCK]:  # a lock alone: a run killed at once
        if not os.path.isfile(state):
            raise ConfigError(f"--out {out}: exists and is not a flatten-set folder; choose a new folder")
        try:
            with open(state, encoding="utf-8") as fh:
                old = json.load(fh)
        except ValueError:
            raise ConfigError(f"--out {out}: {SETTINGS_FILE} is damaged; choose a new folder") from None
        if not overwrite and old.get("settings") != settings.key():
            changed = sorted(k for k in settings.key() if old.get("settings", {}).get(k) != settings.key()[k])
            raise ConfigError(f"--out {out}: was made with other settings ({', '.join(changed)}); rerun with "
                              f"the same ones to resume, choose a new --out, or add --overwrite")
    os.makedirs(out, exist_ok=True)  # makedirs follows the umask
    lock = hold(os.path.join(out, LOCK), f"--out {out}")
    try:
        if overwrite and os.path.isfile(state):  # only the files flatten-set writes: anything else stays
            from ..io.outdir import OutDir

            OutDir(out, "flatten-set", f"--out {out}", own=OWN).remove_own()
        remove_temporaries(out)
        os.makedirs(os.path.join(out, "images"), exist_ok=True)
        os.makedirs(os.path.join(out, NATIVE), exist_ok=True)
        _write_json(state, {"schema_version": SCHEMA_VERSION, "kind": "flatten-set",
                            "manifest": os.path.abspath(manifest), "settings": settings.key()})
    except BaseException:
        lock.release()
        raise
    return lock


def _write_json(path: str, obj) -> None:
    with atomic_open(path, "w", encoding="utf-8") as fh:
        json.dump(obj, fh, indent=1, ensure_ascii=False)
        fh.write("\n")


def flatten_set(manifest: str, out: str, settings: Settings, *, jobs: int = 0, overwrite: bool = False,
                progress: bool = False) -> dict:
    """Flatten every item of ``manifest`` into ``out`` (module docstring); returns counts."""
    import time

    from .flatten import parse_grid
    from .video_io import _ffmpeg, have_ffmpeg

    start = time.perf_counter()
    try:
        parse_grid(settings.grid)
    except ValueError as err:
        raise ConfigError(f"--grid: {err}") from None
    if settings.native_frames < 0:
        raise ConfigError("--native-frames must be 0 (send the video) or a number of frames")
    items = read_manifest(manifest, settings)
    note = None
    if not all(os.path.isdir(i["video"]) for i in items):
        _ffmpeg()  # decoding video files: RuntimeError naming the extra
    elif not settings.native_frames and not have_ffmpeg():  # frame folders only, nothing to encode MP4s with
        rows, cols = parse_grid(settings.grid)
        settings = replace(settings, native_frames=rows * cols)
        note = (f"the native export sends each frame folder as its {rows * cols} grid frames "
                f"(--native-frames "
                f"{rows * cols}), not as an MP4: encoding one needs pip install 'spatial-iq[video]'")
    with prepare_out(out, settings, manifest, overwrite):
        return _flatten_all(items, out, settings, jobs=jobs, progress=progress, note=note, start=start)


def _flatten_all(items: list[dict], out: str, settings: Settings, *, jobs: int, progress: bool,
                 note: str | None, start: float) -> dict:
    """The work of ``flatten_set`` in a prepared folder whose lock this process holds."""
    import time
    from concurrent.futures import FIRST_COMPLETED, BrokenExecutor, ProcessPoolExecutor, wait

    from tqdm import tqdm

    from ..io.lifetime import die_with_parent

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
        with open_append(journal_path, encoding="utf-8") as journal:
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
                # workers die with this process: none renames a file under a rerun's feet
                with ProcessPoolExecutor(max_workers=workers, initializer=die_with_parent) as pool:
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
    return {**counts, "exported": exported, "errors": errors, "out": out, "note": note,
            "seconds": time.perf_counter() - start, "workers": workers}
