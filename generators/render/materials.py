"""Object appearances: base colours per object type and the per-block palette option."""

from __future__ import annotations

import numpy as np

# material code used by the kernels: 0 plain cube, 1 cardboard box, 2 can
MATERIAL_CODE = {"cube": 0, "box": 1, "can": 2}
MATERIAL_COLOURS = {
    "cube": np.array([0.88, 0.80, 0.64]),  # cream, so highlight colours stand out later
    "box": np.array([0.70, 0.51, 0.32]),  # cardboard
    "can": np.array([0.74, 0.13, 0.11]),  # soup-can label red
}


def palette_colours(rng: np.random.Generator, n: int) -> np.ndarray:
    """n distinct-looking colours for the per-block palette option (hue spread, seeded)."""
    hues = (rng.random() + np.arange(n) * 0.618033988749895) % 1.0
    sat = 0.55 + 0.3 * rng.random(n)
    val = 0.75 + 0.2 * rng.random(n)
    return hsv_to_rgb(np.stack([hues, sat, val], axis=-1))


def hsv_to_rgb(hsv: np.ndarray) -> np.ndarray:
    from matplotlib.colors import hsv_to_rgb as mpl_hsv_to_rgb

    return mpl_hsv_to_rgb(hsv)
