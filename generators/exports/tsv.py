"""VLMEvalKit-style TSV: one row per question with the pictures inline as base64.

Columns: index, image (base64 PNG; a JSON list of them when a question shows several
pictures: the view (with its badges for a marks question), the partner view for T2, then the
option pictures A-E of an image MCQ whose options are pictures), question, A-E (text options:
counts, a marks question's marks; "picture A".. for picture options; empty for free text),
answer, category (subtask), l2-category (modality), split. Image-editing items have no
text answer and are left out. The options live in the A-E columns only: VLMEvalKit
appends them to the question itself, so the T1 count-option question is the plain T1
question here (the prompt without its option list).
"""

from __future__ import annotations

import base64
import csv
import json
import os
from collections.abc import Iterator

from .common import Pictures, items, option_labels

LETTERS = "ABCDE"


def rows(dataset, out: str, answers: str = "plain", **kw) -> Iterator[list]:
    """The cells of each row after ``index`` (the sink numbers the rows)."""
    wanted = kw.get("modalities", ("text", "text_mcq", "image_mcq"))
    kw["modalities"] = [m for m in wanted if m != "image_edit"]
    pics = Pictures(out, write=False)
    for group, view, q in items(dataset, **kw):
        pictures = pics.question_images(group, view, q) + (
            pics.options(view, q) if q["modality"] == "image_mcq" else [])
        options = option_labels(q)
        encoded = [base64.b64encode(data).decode() for _, data in pictures]
        image = encoded[0] if len(encoded) == 1 else json.dumps(encoded)
        cells = [str(o) for o in options] + [""] * (5 - len(options))
        yield [image, question_text(view, q), *cells, q["answer"], q["subtask"], q["modality"], q["split"]]


def question_text(view: dict, q: dict) -> str:
    """The question without options: VLMEvalKit shows the A-E columns after it."""
    if q["modality"] == "text_mcq":
        from ..questions.prompts import prompt

        return prompt(q["subtask"], view["object_type"])
    if q.get("marks"):
        from ..questions.marks import marks_prompt

        return marks_prompt(q["subtask"], view["object_type"])
    return q["prompt"]


class Sink:
    def __init__(self, out: str, **_):
        self.fh = open(os.path.join(out, "data.tsv"), "w", newline="")
        self.writer = csv.writer(self.fh, delimiter="\t", quoting=csv.QUOTE_MINIMAL, lineterminator="\n")
        self.writer.writerow(["index", "image", "question", *LETTERS, "answer", "category", "l2-category",
                              "split"])
        self.n = 0

    def add(self, cells: list) -> None:
        self.writer.writerow([self.n, *cells])
        self.n += 1

    def close(self) -> int:
        self.fh.close()
        return self.n
