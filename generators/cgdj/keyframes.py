"""Pre-cut keyframes for implicit prediction: n frames (default 7) spread uniformly over
the frames before the cut, first and last included (``sampling.span_endpoints``), set
side by side left to right in time order; the frames from the cut on are the golden
clip a generated continuation is judged against.

By default the strip is placed on a 1280 x 720 canvas (the resolution of the
generators the paper tests): each frame gets ``floor(1280 / n)`` pixels of width minus
``padding`` on both sides, keeps its aspect ratio, and the strip is centred vertically
on the gutter colour. ``size=None`` keeps native frame size instead.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np
from PIL import Image

from .flatten import GUTTER, MAX_SIDE, place
from .sampling import span_endpoints


@dataclass
class Keyframes:
    image: np.ndarray
    indices: list[int]
    cells: list[tuple[int, int, int, int]]
    cut: int


def cut_frame(source, cut_frame: int | None = None, cut_time: float | None = None) -> int:
    """The first post-event frame, from a frame index or a time in seconds (at the source's
    frame rate, rounded to the nearest frame); needs frames on both sides."""
    if (cut_frame is None) == (cut_time is None):
        raise ValueError("give the cut as a frame index or as a time in seconds (one of them)")
    if cut_time is not None and not math.isfinite(float(cut_time)):
        raise ValueError(f"--cut-time {cut_time}: must be a finite number of seconds")
    cut = int(cut_frame) if cut_frame is not None else int(round(float(cut_time) * source.fps))
    if not 1 <= cut < len(source):
        raise ValueError(f"cut at frame {cut}: must leave at least one frame on each side "
                         f"(the clip has {len(source)} frames)")
    return cut


def keyframes(source, cut: int, n: int = 7, *, size=(1280, 720), padding: int = 2,
              aspect: str = "fit") -> Keyframes:
    if not 1 <= cut <= len(source):
        raise ValueError(f"cut at frame {cut}: outside the clip's {len(source)} frames")
    indices = span_endpoints(cut, n)
    frames = source.read(indices)
    fh, fw = frames[0].shape[:2]
    if size is None:
        cw, ch = fw + 2 * padding, fh + 2 * padding
        width, height, top = n * cw, ch, 0
        if width > MAX_SIDE or height > MAX_SIDE:
            raise ValueError(f"{n} keyframes of {fw}x{fh} make a {width}x{height} strip, over {MAX_SIDE} px; "
                             "use fewer keyframes or the 1280x720 canvas (leave out --native)")
    else:
        width, height = (int(v) for v in size)
        cw = width // n
        if cw - 2 * padding < 4:
            raise ValueError(f"{n} keyframes in {width} px leave {cw} px per frame; use fewer")
        ch = min(height, round((cw - 2 * padding) * fh / fw) + 2 * padding)
        top = (height - ch) // 2
    left = (width - n * cw) // 2
    canvas = Image.new("RGB", (width, height), GUTTER)
    cells = []
    for k, frame in enumerate(frames):
        box = (left + k * cw + padding, top + padding, left + (k + 1) * cw - padding, top + ch - padding)
        img, rect = place(frame, box, aspect)
        canvas.paste(img, rect[:2])
        cells.append(rect)
    return Keyframes(np.asarray(canvas), indices, cells, cut)


def golden_frames(source, cut: int, end: int | None = None) -> list[np.ndarray]:
    """Frames cut .. end - 1 (to the end of the clip by default): the golden continuation."""
    end = len(source) if end is None else min(int(end), len(source))
    if end <= cut:
        raise ValueError(f"golden clip from frame {cut} to {end} is empty")
    return source.read(list(range(cut, end)))
