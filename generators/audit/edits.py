"""Fixed edits: image-editing answers that ignore the view, as the floor of each edit subtask
(docs/questions.md, "Blind baselines").

Each recolours the view's own picture by a rule that never looks at where the blocks are,
keeping every pixel's brightness: one hue over everything, a rainbow by position, hue bands
by image column or by row, one hue inside a centred disc. ``questions.editing.edit_score``
must give each of them little on every subtask: the floor and sky count as much as the
blocks, so a fixed edit scores about the share of the picture the target covers.
"""

from __future__ import annotations

from functools import lru_cache

import numpy as np
from matplotlib.colors import hsv_to_rgb

BANDS = 8  # hue bands of the column and row edits
DISC = 0.3  # radius of the centred disc, in picture widths


@lru_cache(maxsize=4)
def _fields(h: int, w: int) -> dict[str, tuple[np.ndarray, np.ndarray | None]]:
    """Per fixed edit: the colour it paints each pixel (H, W, 3; brightness 1) and where it
    paints (None: everywhere). They depend on the picture's size only."""
    y, x = np.mgrid[0:h, 0:w].astype(np.float32)
    disc = (x - w / 2 + 0.5) ** 2 + (y - h / 2 + 0.5) ** 2 <= (DISC * w) ** 2

    def colour(hue):
        hsv = np.stack([np.broadcast_to(hue % 1.0, (h, w)), np.full((h, w), 0.9), np.ones((h, w))], axis=-1)
        return (hsv_to_rgb(hsv) * 1.6 * 255.0).astype(np.float32)

    return {"one_hue": (colour(np.float32(0.55)), None),
            "rainbow": (colour((x / w + y / h) / 2), None),
            "by_column": (colour(np.floor(x * BANDS / w) / BANDS), None),
            "by_row": (colour(np.floor(y * BANDS / h) / BANDS), None),
            "centre_disc": (colour(np.float32(0.55)), disc)}


def fixed_edits(rgb: np.ndarray) -> dict[str, np.ndarray]:
    """Every fixed edit of a picture, by name: each pixel's hue set by the edit's rule at
    full saturation, its brightness kept."""
    h, w, _ = rgb.shape
    luma = (rgb.astype(np.float32) @ np.array([0.299, 0.587, 0.114], np.float32)) / 255.0
    out = {}
    for name, (paint, where) in _fields(h, w).items():
        edited = np.clip(paint * luma[..., None], 0, 255).astype(np.uint8)
        out[name] = edited if where is None else np.where(where[..., None], edited, rgb)
    return out


# reported, not judged: S1's target is the stack the cameras centre, so a fixed disc in the
# middle gets part of it right under any rule that credits part of a target (docs/questions.md)
INFO = {"centre_disc"}
DESCRIPTIONS = {
    "one_hue": "fixed edit: the whole picture in one hue",
    "rainbow": "fixed edit: hue by position (a diagonal rainbow)",
    "by_column": f"fixed edit: {BANDS} hue bands by image column",
    "by_row": f"fixed edit: {BANDS} hue bands by image row",
    "centre_disc": f"for information: one hue inside a centred disc of radius {DISC:g} picture widths "
                   "(S1's target, the whole stack, is what the cameras centre)",
}
