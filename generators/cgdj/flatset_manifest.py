"""The manifest of ``spatial-iq flatten-set`` (JSONL or CSV, one question per row; fields in
``flatset.py``) and the run's ``Settings``.

``read_manifest`` checks the whole manifest before any work (every row, every video path,
every character has a font) and refuses a bad one in one line naming the row; an item's
``fingerprint`` (its row and the settings) decides whether a rerun may keep its result.
"""

from __future__ import annotations

import csv
import hashlib
import json
import math
import os
import re
from dataclasses import asdict, dataclass

from ..errors import ConfigError

LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
RESERVED = frozenset({"id", "image", "conversations", "modality", "subtask", "video", "question", "options",
                      "answer", "category", "duration", "duration_s", "fps", "question_id"})


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

    def style(self):
        """The band's style for these settings (``--font-size`` down to 12 px)."""
        from .banner import BannerStyle

        return BannerStyle(font_size=self.font_size, font_path=self.font,
                           min_font_size=min(self.font_size, BannerStyle.min_font_size))

    def key(self) -> dict:
        d = asdict(self)
        d["size"] = list(self.size)
        d["font"] = None if self.font is None else os.path.abspath(self.font)
        return d



def _rows(path: str) -> list[tuple[int, dict]]:
    """(line or row number, raw row) of a JSONL or CSV manifest."""
    from .paths import open_regular

    if not os.path.exists(path):
        raise ConfigError(f"{path}: no such manifest; give a JSONL or CSV file of video, question, options")
    try:
        with open_regular(path, "r", encoding="utf-8-sig") as fh:
            text = fh.read()
    except OSError as err:
        raise ConfigError(f"{path}: cannot be read as a manifest ({err.strerror}); give a JSONL or CSV "
                          "file") from None
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
    from .banner import check_fits
    from .paths import is_regular

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
        if not (os.path.isdir(full) or is_regular(full)):
            raise ConfigError(f"{where}: video {video} is neither a file nor a folder of frames (a FIFO, a "
                              "device?); give a video file or a frame folder")
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
        if not (math.isfinite(fps) and fps > 0):
            raise ConfigError(f"{where}: fps must be positive and finite")
        try:
            check_fits(question, options, settings.size[0], settings.size[1], settings.style())
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
