"""``spatial-iq gallery DIR``: a static HTML page to page through views and see every
question, its options and its answer. No server and no network: open index.html.

The page is ``index.html`` (``assets/templates/gallery.html``: markup, style and a small pager
script), ``data.js`` (the
questions as JSON) and ``images/`` (views, option pictures, masks), written to
``OUT.partial`` and renamed when complete.
"""

from __future__ import annotations

import json
import os
import shutil

from .. import assets
from ..exports.common import MODALITIES, Pictures, items

PAGE = assets.path("templates", "gallery.html")


def write_gallery(dataset, out: str, n_views: int = 24, seed: int = 0, modalities=MODALITIES) -> str:
    if os.path.exists(out):
        raise ValueError(f"{out} already exists; choose a new folder")
    partial = out.rstrip("/") + ".partial"
    shutil.rmtree(partial, ignore_errors=True)
    os.makedirs(partial)
    try:
        pictures = Pictures(partial)
        pages: dict = {}
        for group, view, q in items(dataset, modalities, seed=seed, limit=n_views):
            key = (view["scene_id"], view["view_id"])
            if key not in pages:
                pages[key] = {"scene_id": key[0], "view_id": key[1], "image": pictures.view(view),
                              "labels": view["labels"], "questions": []}
            images = pictures.question_images(group, view, q)
            options = q.get("options")
            if q["modality"] == "image_mcq":
                options = pictures.options(view, q)
            pages[key]["questions"].append({
                "id": q["id"], "subtask": q["subtask"], "modality": q["modality"],
                "question": q["prompt"].split("\n\n", 1)[-1].split("\n")[0], "prompt": q["prompt"],
                "images": images, "options": options, "choice_types": q.get("choice_types"),
                "answer": q.get("answer"),
                # masks hold 0/1 or small labels: 255 makes binary ones visible on the page
                "answer_image": (pictures.mask(view, q, binary_value=255)
                                 if q["modality"] == "image_edit" else None),
            })
        with open(os.path.join(partial, "data.js"), "w") as fh:
            fh.write("const DATA = " + json.dumps(list(pages.values())) + ";\n")
        shutil.copyfile(PAGE, os.path.join(partial, "index.html"))
    except BaseException:
        shutil.rmtree(partial, ignore_errors=True)
        raise
    os.replace(partial, out)
    return os.path.join(out, "index.html")
