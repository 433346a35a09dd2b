"""Synthetic frames that carry their own index, for the CGDJ tests.

Frame i shows BITS vertical bars, most significant bit first, white for a 1 and black
for a 0, over the whole frame: wide enough to survive H.264, resizing and letterboxing.
"""

import numpy as np

BITS = 8
W, H = 160, 96


def index_frame(i: int, width: int = W, height: int = H) -> np.ndarray:
    frame = np.zeros((height, width, 3), np.uint8)
    for b in range(BITS):
        if (i >> (BITS - 1 - b)) & 1:
            frame[:, b * width // BITS:(b + 1) * width // BITS] = 255
    return frame


def read_index(image: np.ndarray, rect) -> int:
    """Decode the index drawn in ``rect`` (x0, y0, x1, y1) of ``image``: the mean of the
    middle half of each bar, thresholded at mid-grey."""
    x0, y0, x1, y1 = rect
    w, h = x1 - x0, y1 - y0
    value = 0
    for b in range(BITS):
        lo, hi = x0 + (b + 0.25) * w / BITS, x0 + (b + 0.75) * w / BITS
        patch = image[y0 + h // 4:y1 - h // 4, int(np.ceil(lo)):int(np.floor(hi))]
        value = value * 2 + int(patch.mean() > 127)
    return value
