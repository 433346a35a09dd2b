"""Parquet that Hugging Face ``datasets`` loads with images decoded (``load_dataset("parquet",
data_files=...)``): pictures are embedded as PNG bytes in ``datasets``' Image layout, and
the schema carries ``datasets``' feature metadata.

Columns: id, scene_id, view_id, subtask, modality, split, prompt, answer, answer_text,
options (the count options; a marks question's options as text; option letters for an
image MCQ whose options are pictures), choice_types, images (the question's pictures, then
the option pictures), answer_image (the target mask of an
image-editing item, else null).
"""

from __future__ import annotations

import json
import os
from collections.abc import Iterator

from .common import Pictures, answer_for, items, option_labels

BATCH = 256


def _schema():
    import pyarrow as pa

    image = pa.struct([("bytes", pa.binary()), ("path", pa.string())])
    fields = [("id", pa.string()), ("scene_id", pa.int64()), ("view_id", pa.int64()),
              ("subtask", pa.string()), ("modality", pa.string()), ("split", pa.string()),
              ("prompt", pa.string()), ("answer", pa.string()), ("answer_text", pa.string()),
              ("options", pa.list_(pa.string())), ("choice_types", pa.list_(pa.string())),
              ("images", pa.list_(image)), ("answer_image", image)]
    value = {"_type": "Value"}
    features = {name: {**value, "dtype": "int64" if name in ("scene_id", "view_id") else "string"}
                for name, _ in fields}
    for name in ("options", "choice_types"):
        features[name] = {"_type": "Sequence", "feature": {**value, "dtype": "string"}}
    features["images"] = {"_type": "Sequence", "feature": {"_type": "Image"}}
    features["answer_image"] = {"_type": "Image"}
    meta = {b"huggingface": json.dumps({"info": {"features": features}}).encode()}
    return pa.schema(fields, metadata=meta)


def rows(dataset, out: str, answers: str = "plain", **kw) -> Iterator[dict]:
    pics = Pictures(out, write=False)
    for group, view, q in items(dataset, **kw):
        pictures = pics.question_images(group, view, q)
        options = q.get("options")
        if q["modality"] == "image_mcq":
            pictures += pics.options(view, q)
            options = option_labels(q) if q.get("marks") else [chr(65 + i) for i in range(len(q["options"]))]
        mask = pics.mask(view, q) if q["modality"] == "image_edit" else None
        yield {
            "id": q["id"], "scene_id": q["scene_id"], "view_id": q["view_id"], "subtask": q["subtask"],
            "modality": q["modality"], "split": q["split"], "prompt": q["prompt"],
            "answer": q.get("answer"), "answer_text": answer_for(view, q, answers),
            "options": options, "choice_types": q.get("choice_types"),
            "images": [{"bytes": data, "path": name} for name, data in pictures],
            "answer_image": None if mask is None else {"bytes": mask[1], "path": mask[0]},
        }


class Sink:
    """Row groups of ``BATCH`` rows, so memory holds one batch of pictures at a time."""

    def __init__(self, out: str, **_):
        try:
            import pyarrow.parquet as pq
        except ImportError:
            raise RuntimeError("the parquet export needs pyarrow: pip install 'spatial-iq[export]'") from None
        self.schema = _schema()
        self.writer = pq.ParquetWriter(os.path.join(out, "data.parquet"), self.schema, compression="zstd")
        self.rows: list[dict] = []
        self.n = 0

    def add(self, row: dict) -> None:
        self.rows.append(row)
        self.n += 1
        if len(self.rows) == BATCH:
            self._flush()

    def _flush(self) -> None:
        import pyarrow as pa

        if self.rows:
            self.writer.write_table(pa.Table.from_pylist(self.rows, schema=self.schema))
            self.rows = []

    def close(self) -> int:
        self._flush()
        self.writer.close()
        return self.n
