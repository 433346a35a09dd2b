"""VLMEvalKit-style TSV: one row per question with the pictures inline as base64.

Columns: index, image (base64 PNG; a JSON list of them when a question shows several
pictures: the view, the partner view for T2, then the option pictures A-E for image
MCQ), question, A-E (text options; "picture A".. for image MCQ; empty for free text),
answer, category (subtask), l2-category (modality), split. Image-editing items have no
text answer and are left out.
"""

from __future__ import annotations

import base64
import csv
import json
import os

from .common import Pictures, items

LETTERS = "ABCDE"


def write(dataset, out: str, answers: str = "plain", **kw) -> int:
    wanted = kw.get("modalities", ("text", "text_mcq", "image_mcq"))
    kw["modalities"] = [m for m in wanted if m != "image_edit"]
    pics = Pictures(out, write=False)
    n = 0
    with open(os.path.join(out, "data.tsv"), "w", newline="") as fh:
        writer = csv.writer(fh, delimiter="\t", quoting=csv.QUOTE_MINIMAL, lineterminator="\n")
        writer.writerow(["index", "image", "question", *LETTERS, "answer", "category", "l2-category",
                         "split"])
        for group, view, q in items(dataset, **kw):
            pictures = pics.question_images(group, view, q)
            options = list(q.get("options") or [])
            if q["modality"] == "image_mcq":
                pictures += pics.options(view, q)
                options = [f"picture {LETTERS[i]}" for i in range(len(options))]
            encoded = [base64.b64encode(data).decode() for _, data in pictures]
            image = encoded[0] if len(encoded) == 1 else json.dumps(encoded)
            cells = [str(o) for o in options] + [""] * (5 - len(options))
            writer.writerow([n, image, q["prompt"], *cells, q["answer"], q["subtask"], q["modality"],
                             q["split"]])
            n += 1
    return n
