"""Temporal flattening: N frames sampled uniformly in time, tiled row-major into an R x C
grid under a text band with the question, as one 1280 x 720 image (docs/cgdj.md).

The paper stacks [text; grid] at native size and resizes the stack to 1280 x 720, which
stretches frames by whatever the stack's aspect happens to be. Here the image is
composed at the output size directly: the band takes the height its wrapped text needs
(``banner.py``), the grid gets the rest, every cell is ``floor(W / C)`` by
``floor((H - band) / R)`` pixels (the few pixels left over are split evenly as outer
margin), and each frame sits inside its cell with ``padding`` pixels of gutter on every
side (2 px: 4 px between neighbours). ``aspect`` says how a frame meets its box:
``fit`` (default) scales it to fit whole and centres it, letterboxed in the gutter
colour; ``fill`` scales it to cover the box and crops the centre; ``stretch`` resizes
it to the box (the paper's behaviour). Frames are read left to right, top to bottom:
frame k of the sample is in row k // C, column k % C.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
from PIL import Image, ImageDraw

from .banner import FONT_PATH, Banner, BannerStyle, layout_banner, render_banner
from .fonts import font
from .sampling import segment_centres

ASPECTS = ("fit", "fill", "stretch")
GUTTER = (0, 0, 0)


@dataclass
class Flattened:
    image: np.ndarray  # (H, W, 3) uint8
    indices: list[int]  # source frame of each cell, row-major
    cells: list[tuple[int, int, int, int]]  # (x0, y0, x1, y1) of the frame's pixels in each cell
    banner: Banner
    grid: tuple[int, int]


def parse_grid(text) -> tuple[int, int]:
    """"7x10" (rows x columns) or a pair; any positive sizes are accepted."""
    if isinstance(text, (list, tuple)) and len(text) == 2:
        rows, cols = (int(v) for v in text)
    else:
        parts = str(text).lower().replace("×", "x").split("x")
        try:
            rows, cols = (int(p) for p in parts)
        except ValueError:
            raise ValueError(f"grid {text!r}: write it as ROWSxCOLUMNS, e.g. 7x10") from None
    if rows < 1 or cols < 1:
        raise ValueError(f"grid {text!r}: rows and columns must be at least 1")
    return rows, cols


def cell_boxes(rows: int, cols: int, width: int, height: int, top: int, padding: int) -> list:
    """Row-major (x0, y0, x1, y1) boxes inside which the frames go (gutter excluded)."""
    cw, ch = width // cols, (height - top) // rows
    if cw - 2 * padding < 4 or ch - 2 * padding < 4:
        raise ValueError(f"a {rows}x{cols} grid in {width}x{height - top} px leaves cells of "
                         f"{cw}x{ch} px; use fewer cells, less padding or a shorter question")
    ox, oy = (width - cols * cw) // 2, top + (height - top - rows * ch) // 2
    return [(ox + c * cw + padding, oy + r * ch + padding, ox + (c + 1) * cw - padding,
             oy + (r + 1) * ch - padding) for r in range(rows) for c in range(cols)]


def place(frame: np.ndarray, box: tuple, aspect: str) -> tuple[Image.Image, tuple[int, int, int, int]]:
    """The resized frame and the rectangle it occupies inside ``box``."""
    x0, y0, x1, y1 = box
    bw, bh = x1 - x0, y1 - y0
    img = Image.fromarray(np.asarray(frame, np.uint8)).convert("RGB")
    fw, fh = img.size
    if aspect == "stretch":
        return img.resize((bw, bh), Image.LANCZOS), box
    if aspect == "fit":
        scale = min(bw / fw, bh / fh)
        w, h = max(1, round(fw * scale)), max(1, round(fh * scale))
        ox, oy = x0 + (bw - w) // 2, y0 + (bh - h) // 2
        return img.resize((w, h), Image.LANCZOS), (ox, oy, ox + w, oy + h)
    if aspect == "fill":
        scale = max(bw / fw, bh / fh)
        cw, ch = bw / scale, bh / scale
        left, top = (fw - cw) / 2, (fh - ch) / 2
        return img.resize((bw, bh), Image.LANCZOS, box=(left, top, left + cw, top + ch)), box
    raise ValueError(f"aspect {aspect!r}: choose one of {', '.join(ASPECTS)}")


def flatten(source, question: str, options=None, *, grid=(7, 10), size=(1280, 720), padding: int = 2,
            aspect: str = "fit", style: BannerStyle | None = None, stamps: bool = False) -> Flattened:
    """Flatten a frame source (``video_io.open_frames``) with a question into one image."""
    style = style or BannerStyle()
    rows, cols = parse_grid(grid)
    width, height = (int(v) for v in size)
    if aspect not in ASPECTS:
        raise ValueError(f"aspect {aspect!r}: choose one of {', '.join(ASPECTS)}")
    if padding < 0:
        raise ValueError(f"padding {padding}: must be 0 or more")
    banner = layout_banner(question, options, width, height, style)
    boxes = cell_boxes(rows, cols, width, height, banner.height, padding)
    indices = segment_centres(len(source), rows * cols)
    canvas = Image.new("RGB", (width, height), GUTTER)
    canvas.paste(render_banner(banner, width, style), (0, 0))
    cells = []
    for frame, box in zip(source.read(indices), boxes):
        img, rect = place(frame, box, aspect)
        canvas.paste(img, rect[:2])
        cells.append(rect)
    if stamps:
        _stamp(canvas, indices, cells, getattr(source, "fps", None))
    return Flattened(np.asarray(canvas), indices, cells, banner, (rows, cols))


def _stamp(canvas: Image.Image, indices, cells, fps) -> None:
    """A small tag in each cell's top-left corner, for people: source frame number and time."""
    draw = ImageDraw.Draw(canvas)
    h = cells[0][3] - cells[0][1]
    f = font(FONT_PATH, max(8, min(14, h // 6)))
    for i, (x0, y0, _, _) in zip(indices, cells):
        tag = f"#{i} {i / fps:.2f}s" if fps else f"#{i}"
        box = draw.textbbox((x0 + 2, y0 + 1), tag, font=f)
        draw.rectangle((box[0] - 1, box[1] - 1, box[2] + 1, box[3] + 1), fill=(0, 0, 0))
        draw.text((x0 + 2, y0 + 1), tag, font=f, fill=(255, 255, 255))
