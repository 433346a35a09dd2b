"""What every export shares: the questions of each view, and the pictures they show.

Items come scene by scene (T2 needs the partner view of the same scene). Pictures are
written once each under ``images/`` as PNG: the view itself, the option pictures of image
MCQ questions (composed here from the stored instance buffer) and the target masks of
image-editing items. Names are stable: ``s{scene}_v{view}.png``,
``{question id}_{letter}.png``, ``{question id}_mask.png``; a name that is not one plain
file name (a tampered id like ``../../x``) stops the export (``io.outdir.safe_name``).
"""

from __future__ import annotations

import os
from collections.abc import Iterator

from ..io import png
from ..io.outdir import safe_name
from ..questions.editing import target_mask
from ..questions.table import MODALITIES, is_default, scene_questions
from .compose import marked_png, option_png


def scenes(dataset, limit: int | None = None) -> Iterator[list[dict]]:
    """Views grouped by scene, at most ``limit`` views in all."""
    group: list[dict] = []
    seen = 0
    for view in dataset:
        if group and view["scene_id"] != group[0]["scene_id"]:
            yield group
            group = []
        if limit is not None and seen >= limit:
            break
        group.append(view)
        seen += 1
    if group:
        yield group


def items(dataset, modalities=MODALITIES, seed: int = 0, k: int = 5, limit: int | None = None,
          val_fraction: float = 0.1, eval_fraction: float = 0.0) -> Iterator[tuple[dict, dict, dict]]:
    """(views of the scene by view id, view, question); each question carries its
    ``split`` (by scene). With the default settings the questions come from the dataset's
    stored question table; otherwise they are derived afresh."""
    settings = dict(seed=seed, k=k, val_fraction=val_fraction, eval_fraction=eval_fraction)
    stored = dataset.questions_by_scene() if is_default(modalities, **settings) and hasattr(
        dataset, "questions_by_scene") else None
    for group in scenes(dataset, limit):
        by_id = {v["view_id"]: v for v in group}
        if stored is not None:
            # a limit may cut a scene: keep the questions whose pictures are all taken
            qs = [q for q in stored(group[0]["scene_id"]) if q["modality"] in modalities
                  and all(v in by_id for _, v in q["images"])]
        else:
            qs = scene_questions(group, modalities, **settings,
                                 style=getattr(dataset, "question_style", "marks"))
        for q in qs:
            yield by_id, by_id[q["view_id"]], q


class Pictures:
    """Makes each picture once; ``write=True`` stores it under ``out/images`` and hands out
    relative paths, ``write=False`` hands out (name, PNG bytes) for formats that embed."""

    def __init__(self, out: str, write: bool = True):
        self.out, self.write = out, write
        self.cache: dict[str, bytes] = {}
        if write:
            os.makedirs(os.path.join(out, "images"), exist_ok=True)

    def _get(self, name: str, make):
        rel = f"images/{safe_name(name, 'picture name')}"  # names hold stored ids: never a path
        if rel not in self.cache:
            data = make()
            if self.write:
                with open(os.path.join(self.out, rel), "wb") as fh:
                    fh.write(data)
                self.cache[rel] = b""  # written; keep only the name
            else:
                if len(self.cache) > 256:  # a scene's pictures at most are reused
                    self.cache.clear()
                self.cache[rel] = data
        return rel if self.write else (rel, self.cache[rel])

    def view(self, view: dict):
        name = f"s{view['scene_id']:06d}_v{view['view_id']:02d}.png"
        return self._get(name, lambda: png.encode(view["rgb"]))

    def question_images(self, group: dict, view: dict, q: dict) -> list:
        """The question's own pictures: the view (with its numbered badges for a marks
        question), and the partner view for T2."""
        if q.get("marks"):  # the k-option variants share the picture: named by view and subtask
            name = f"s{view['scene_id']:06d}_v{view['view_id']:02d}_{q['subtask']}_marks.png"
            first = self._get(name, lambda: marked_png(view, q))
        else:
            first = self.view(view)
        return [first] + [self.view(group[v]) for _, v in q["images"][1:]]

    def options(self, view: dict, q: dict) -> list:
        """The option pictures of a picture-option image MCQ; none for a marks question,
        whose options are text (``option_labels``)."""
        if q.get("marks"):
            return []
        return [self._get(f"{q['id']}_{chr(65 + n)}.png", lambda o=o: option_png(view, o, q["colours"]))
                for n, o in enumerate(q["options"])]

    def mask(self, view: dict, q: dict, binary_value: int = 1):
        return self._get(f"{q['id']}_mask.png", lambda: mask_png(view, q["subtask"], binary_value))


def mask_png(view: dict, subtask: str, binary_value: int = 1) -> bytes:
    """The target mask as a PNG: binary masks hold 0 and ``binary_value``; S2-S5 hold group
    labels 1..G (8-bit, or 16-bit when G > 255)."""
    import io

    from PIL import Image

    from ..questions.editing import PER_GROUP

    mask = target_mask(view, subtask)
    if subtask not in PER_GROUP:
        mask = mask * binary_value
    buf = io.BytesIO()
    mask = mask.astype("uint16" if mask.max(initial=0) > 255 else "uint8")
    Image.fromarray(mask).save(buf, "PNG", compress_level=1)
    return buf.getvalue()


def option_labels(q: dict) -> list[str]:
    """What each option says as text: the count (T1 count options), the marks (marks
    questions), "picture A".. (picture options); empty for free text and image editing."""
    options = q.get("options") or []
    if q["modality"] == "image_mcq":
        return [o["text"] if q.get("marks") else f"picture {chr(65 + n)}" for n, o in enumerate(options)]
    return [str(o) for o in options]


def human_turn(n_question_images: int, n_options: int, prompt: str) -> str:
    """LLaVA-style text with one <image> token per picture, options labelled A-E."""
    text = "<image>\n" * n_question_images
    text += "".join(f"{chr(65 + n)}: <image>\n" for n in range(n_options))
    return text + prompt


def answer_for(view: dict, q: dict, answers: str) -> str:
    if answers == "cot" and q["modality"] == "text" and q["subtask"] == "T1":
        from ..questions.cot import cot_trace

        return cot_trace(view["labels"])
    return q.get("answer_text", "")
