"""Object appearances and lighting, read once from ``assets/materials.yaml``.

Every renderer draws with these: the numba ray caster and the numpy reference here,
option pictures (``exports/compose.py``) and USD stages (``usd/scene.py``). The kernels
receive the lighting as an argument (``LIGHTING``), never as a compiled-in global, so a
change to the YAML cannot be hidden by numba's on-disk cache.
"""

from __future__ import annotations

import numpy as np

from .. import assets

_DATA = assets.load("materials.yaml")
_LIGHT = _DATA["lighting"]

# material code used by the kernels (0 plain cube, 1 cardboard box, 2 can) and base colour
MATERIAL_CODE: dict[str, int] = {name: int(o["code"]) for name, o in _DATA["objects"].items()}
MATERIAL_COLOURS: dict[str, np.ndarray] = {name: np.array(o["colour"], float)
                                           for name, o in _DATA["objects"].items()}


def _unit(v) -> np.ndarray:
    v = np.array(v, float)
    return v / np.linalg.norm(v)


AMBIENT, KEY, FILL = float(_LIGHT["ambient"]), float(_LIGHT["key"]), float(_LIGHT["fill"])
KEY_LIGHT = _unit(_LIGHT["key_direction"])  # unit vector towards the key light
FILL_LIGHT = _unit(_LIGHT["fill_direction"])
GROUND = tuple(float(c) for c in _LIGHT["ground"])
SKY_LOW = tuple(float(c) for c in _LIGHT["sky_low"])
SKY_HIGH = tuple(float(c) for c in _LIGHT["sky_high"])
# the kernels' lighting argument: ambient, key, fill, ground rgb, sky-low rgb, sky-high rgb
LIGHTING = np.array([AMBIENT, KEY, FILL, *GROUND, *SKY_LOW, *SKY_HIGH], float)


def block_albedo(colours, object_type: str, n_blocks: int) -> np.ndarray:
    """(n_blocks, 3) base colour per block: the per-block palette colours when given, else
    the object type's material colour."""
    if colours is not None:
        return np.asarray(colours, float).reshape(-1, 3)
    return np.tile(MATERIAL_COLOURS[object_type], (n_blocks, 1))


def palette_colours(rng: np.random.Generator, n: int) -> np.ndarray:
    """n distinct-looking colours for the per-block palette option (hue spread, seeded)."""
    from matplotlib.colors import hsv_to_rgb

    hues = (rng.random() + np.arange(n) * 0.618033988749895) % 1.0
    sat = 0.55 + 0.3 * rng.random(n)
    val = 0.75 + 0.2 * rng.random(n)
    return hsv_to_rgb(np.stack([hues, sat, val], axis=-1))
