"""JSONL conversations (LLaVA / ShareGPT style) with the pictures as files beside them.

One line per question: ``id``, ``image`` (list of paths relative to the export folder:
the question's pictures, then the option pictures for image MCQ), ``conversations``
(human turn with one <image> token per picture, gpt turn with the answer in
<answer></answer>), and ``subtask``, ``modality``, ``answer``, ``split``,
``choice_types``; image-editing items have an empty gpt turn and ``answer_image`` (the
target mask).
"""

from __future__ import annotations

import json
import os
from collections.abc import Iterator

from .common import Pictures, answer_for, human_turn, items


def rows(dataset, out: str, answers: str = "plain", **kw) -> Iterator[str]:
    """One JSON line per question; the pictures are written as files here."""
    pics = Pictures(out)
    for group, view, q in items(dataset, **kw):
        images = pics.question_images(group, view, q)
        options = pics.options(view, q) if q["modality"] == "image_mcq" else []
        record = {
            "id": q["id"], "image": images + options,
            "conversations": [
                {"from": "human", "value": human_turn(len(images), len(options), q["prompt"])},
                {"from": "gpt", "value": answer_for(view, q, answers)},
            ],
            "subtask": q["subtask"], "modality": q["modality"], "answer": q.get("answer"),
            "split": q["split"], "choice_types": q.get("choice_types"),
        }
        if q["modality"] == "image_edit":
            record["answer_image"] = pics.mask(view, q)
        yield json.dumps(record) + "\n"


class Sink:
    def __init__(self, out: str, **_):
        self.fh, self.n = open(os.path.join(out, "data.jsonl"), "w"), 0

    def add(self, line: str) -> None:
        self.fh.write(line)
        self.n += 1

    def close(self) -> int:
        self.fh.close()
        return self.n
