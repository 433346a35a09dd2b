"""``spatial-iq gallery DIR``: a static HTML page to page through views and see every
question, its options and its answer. No server and no network: open index.html.

The page is ``index.html`` (``assets/templates/gallery.html``: markup, style and a small pager
script), ``data.js`` (the questions as JSON) and ``images/`` (views, option pictures, target
masks drawn for people: binary masks white, label maps (S2-S5) one palette colour per
group), written to ``OUT.partial`` and renamed when complete.

Data never becomes markup: the script puts every value from a shard into the page escaped
(``esc``/``attr``), and the page's Content-Security-Policy runs only ``data.js`` and the one
inline script whose SHA-256 ``page()`` writes into it, so an inline event handler smuggled
into a tampered shard would not run either.
"""

from __future__ import annotations

import base64
import hashlib
import io
import json
import os
import re

import numpy as np

from .. import assets
from ..exports.common import MODALITIES, Pictures, items, option_labels
from ..io.outdir import new_folder, safe_name
from ..questions.colours import PALETTE
from ..questions.editing import PER_GROUP, target_mask

PAGE = assets.path("templates", "gallery.html")
INLINE_SCRIPT = re.compile(r"<script>(.*?)</script>", re.S)


def page() -> str:
    """The page's HTML with the SHA-256 of its inline script in the Content-Security-Policy
    (``script-src``): that script runs, no other inline script or event handler does."""
    with open(PAGE, encoding="utf-8") as fh:
        html = fh.read()
    (script,) = INLINE_SCRIPT.findall(html)
    digest = base64.b64encode(hashlib.sha256(script.encode("utf-8")).digest()).decode()
    return html.replace("SCRIPT_HASH", f"'sha256-{digest}'", 1)


def write_gallery(dataset, out: str, n_views: int = 24, seed: int = 0, modalities=MODALITIES) -> str:
    """Write the pages into ``OUT.partial`` (claimed with ``io.outdir.OutDir``: a folder of
    the user's there is refused, never removed) and rename it to ``out`` when complete."""
    if os.path.lexists(out):
        raise ValueError(f"{out} already exists; choose a new folder")
    with new_folder(out, "gallery", "spatial-iq gallery") as partial:  # OUT.partial, renamed when done
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
                options = option_labels(q) if q.get("marks") else pictures.options(view, q)
            pages[key]["questions"].append({
                "id": q["id"], "subtask": q["subtask"], "modality": q["modality"],
                "question": q["prompt"].split("\n\n", 1)[-1].split("\n")[0], "prompt": q["prompt"],
                "images": images, "options": options, "choice_types": q.get("choice_types"),
                "marked": images[0] if q.get("marks") else None,
                "answer": q.get("answer"),
                "answer_image": (mask_preview(partial, view, q) if q["modality"] == "image_edit" else None),
            })
        with open(os.path.join(partial, "data.js"), "w") as fh:
            fh.write("const DATA = " + json.dumps(list(pages.values())) + ";\n")
        with open(os.path.join(partial, "index.html"), "w", encoding="utf-8") as fh:
            fh.write(page())
    return os.path.join(out, "index.html")


def mask_preview(out: str, view: dict, q: dict) -> str:
    """Write the question's target mask as a picture for people (binary: white on black;
    label maps: group g in palette colour g) under ``out/images``; returns its path."""
    from PIL import Image

    mask = target_mask(view, q["subtask"]).astype(np.int64)
    if q["subtask"] in PER_GROUP:
        colours = np.vstack([[0.08, 0.08, 0.08], PALETTE[np.arange(max(int(mask.max()), 1)) % len(PALETTE)]])
    else:
        colours = np.array([[0.08, 0.08, 0.08], [1.0, 1.0, 1.0]])
    rgb = (colours[mask] * 255).round().astype(np.uint8)
    rel = f"images/{safe_name(str(q['id']) + '_mask.png', 'picture name')}"  # a stored id: never a path
    buf = io.BytesIO()
    Image.fromarray(rgb).save(buf, "PNG", compress_level=1)
    with open(os.path.join(out, rel), "wb") as fh:
        fh.write(buf.getvalue())
    return rel
