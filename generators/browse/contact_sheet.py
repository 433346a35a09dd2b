"""``spatial-iq show``: a contact sheet of views with their labels, for people who would
rather look than read. Each tile is the stored RGB view with a caption of its labels;
blocks that are hidden but determinable (S9) get no mark, since they cannot be seen, but
the visible blocks resting on them (the S9 targets) are ringed so the count can be checked.
"""

from __future__ import annotations

import os

import numpy as np
from PIL import Image, ImageDraw, ImageFont, PngImagePlugin

from ..io.atomic import atomic_open, temp_prefix
from ..io.regular import open_regular

TILE = 320
CAPTION = 92
SOFTWARE = "spatial-iq show"  # the PNG text chunk of every contact sheet


def _caption(view: dict) -> list[str]:
    lab, cam = view["labels"], view["camera"]
    return [
        f"scene {view['scene_id']} view {view['view_id']}  az {cam['azimuth']:g}  "
        f"fov x{cam['fov_mult']:g} dist x{cam['dist_mult']:g}  [{lab['S1']}]",
        f"S2 clusters {lab['S2']}   S3 columns {lab['S3']}   S4 layers {lab['S4']}",
        f"S5 visible {lab['S5']}   S6 top {lab['S6']}   S7 under-top {lab['S7']}   S8 top-col {lab['S8']}",
        f"S9 hidden {lab['S9']} (ringed {lab['S9_witness']})   T1 total {lab['T1']}",
        f"T2a not in +90: {lab['T2a']}   T2b not in +180: {lab['T2b']}",
    ]


def tile(view: dict, font) -> Image.Image:
    img = Image.fromarray(view["rgb"])
    scale = TILE / max(img.size)
    img = img.resize((round(img.width * scale), round(img.height * scale)), Image.LANCZOS)
    draw = ImageDraw.Draw(img)
    inst = view["instance"]
    for b in view["targets"]["S9"]:  # ring the visible blocks that rest on hidden ones
        ys, xs = np.nonzero(inst == b + 1)
        if len(xs):
            cx, cy, r = xs.mean() * scale, ys.mean() * scale, 7
            draw.ellipse((cx - r, cy - r, cx + r, cy + r), outline=(230, 20, 200), width=3)
    out = Image.new("RGB", (TILE, TILE + CAPTION), (255, 255, 255))
    out.paste(img, (0, 0))
    text = ImageDraw.Draw(out)
    for n, line in enumerate(_caption(view)):
        text.text((4, TILE + 3 + n * 17), line, fill=(0, 0, 0), font=font)
    return out


def is_contact_sheet(path: str) -> bool:
    """True when ``path`` is a PNG this module wrote (its ``Software`` text chunk), which
    ``show`` may replace; any other file is the user's."""
    try:
        with open_regular(path, follow=False) as fh, Image.open(fh) as img:
            return img.format == "PNG" and img.info.get("Software") == SOFTWARE
    except (OSError, ValueError, Image.DecompressionBombError):
        return False


def contact_sheet(dataset, out: str | None = None, n_views: int = 12, scene: int | None = None,
                  columns: int = 4, tag: str = "") -> str:
    """Write a PNG of the first ``n_views`` views (of one scene if given); returns its path.

    ``dataset`` is anything that iterates view records; ``out`` defaults to
    ``dataset.path/contact_sheet.png``."""
    if n_views < 1:
        raise ValueError(f"--views {n_views}: must be at least 1")
    views = []
    for view in dataset:
        if scene is None or view["scene_id"] == scene:
            views.append(view)
            if len(views) == n_views:
                break
    if not views:
        raise ValueError(f"no views found{'' if scene is None else f' for scene {scene}'}")
    font = ImageFont.load_default(size=12)
    tiles = [tile(v, font) for v in views]
    cols = min(columns, len(tiles))
    rows = -(-len(tiles) // cols)
    sheet = Image.new("RGB", (cols * (TILE + 6) + 6, rows * (TILE + CAPTION + 6) + 6), (200, 200, 200))
    for n, t in enumerate(tiles):
        sheet.paste(t, (6 + (n % cols) * (TILE + 6), 6 + (n // cols) * (TILE + CAPTION + 6)))
    out = out or os.path.join(dataset.path, "contact_sheet.png")
    info = PngImagePlugin.PngInfo()
    info.add_text("Software", SOFTWARE)  # how the next ``show`` knows the file is its own
    with atomic_open(out, "wb", prefix=temp_prefix(out, tag)) as fh:  # whole or absent, umask's mode
        sheet.save(fh, format="PNG", pnginfo=info)
    return out
