"""The two exports of ``spatial-iq flatten-set`` that ``spatial-iq predict`` reads as they
are: ``data.jsonl`` over the flattened images and ``native/data.jsonl`` over the native
videos or frames, one line per item that was flattened (failed items are left out).

Each file is written whole, atomically, on every run.
"""

from __future__ import annotations

import json
import os

from ..io.atomic import atomic_open
from .flatset_manifest import LETTERS, Settings

EXPORT = "data.jsonl"
NATIVE = "native"
FLAT_PROMPT = ("<image>\nThe picture shows a multiple-choice question and its options above frames of a "
               "video, in time order from left to right and top to bottom. Answer with the letter of "
               "the correct option.")
NATIVE_PROMPT = "{media}\n{question}\n{options}Answer with the letter of the correct option."


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
