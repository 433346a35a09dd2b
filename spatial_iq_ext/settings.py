"""The extension's settings: defaults (mirrored in extension.toml) and their validation.

Kit applies ``[settings]`` of extension.toml under ``/exts/spatial_iq_ext/``; command-line
``--/exts/spatial_iq_ext/seed=7`` overrides them. ``read`` takes any getter (carb's
``settings.get`` in Kit, a dict's ``get`` in tests), so this module needs no Kit.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import asdict, dataclass

from . import SETTINGS_ROOT

# generators.voxel.grid.OBJECT_TYPES, repeated so that reading settings needs no numpy (a test
# checks they agree)
OBJECT_TYPES = ("cube", "box", "can")
GRAVITY_MODES = ("columns", "physx")


@dataclass
class Params:
    grid_size: int = 4
    seed: int = 0
    scene_index: int = 0
    object_type: str = "cube"
    view: int = 0
    gravity: str = "columns"  # columns (compaction) | physx (drop rigid bodies, snap)
    resolution: int = 512
    export_dir: str = ""  # "" = a spatial_iq_export folder in the current directory

    def validate(self) -> Params:
        if not 1 <= self.grid_size <= 64:
            raise ValueError(f"grid_size={self.grid_size}: must be 1..64")
        if self.seed < 0 or self.scene_index < 0:
            raise ValueError("seed and scene_index must be non-negative")
        if self.object_type not in OBJECT_TYPES:
            raise ValueError(f"object_type={self.object_type!r}: choose one of {', '.join(OBJECT_TYPES)}")
        if not 0 <= self.view < 16:
            raise ValueError(f"view={self.view}: choose 0..15")
        if self.gravity not in GRAVITY_MODES:
            raise ValueError(f"gravity={self.gravity!r}: choose columns or physx")
        if self.resolution < 8:
            raise ValueError(f"resolution={self.resolution}: must be at least 8")
        return self

    def as_dict(self) -> dict:
        return asdict(self)


def read(get: Callable[[str], object], root: str = SETTINGS_ROOT) -> Params:
    """Params from settings under ``root``; a missing key keeps its default."""
    params = Params()
    for name, default in params.as_dict().items():
        value = get(f"{root}/{name}")
        if value is not None:
            setattr(params, name, type(default)(value))
    return params.validate()
