"""Structured config for ``spatial-iq cgdj-videos`` (Hydra; YAML in configs/cgdj.yaml).

Scenes come from the voxel generator with its own fields (grid, seed, object type,
count distribution); clip timing, image sizes and the flattening layouts are ours.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from omegaconf import MISSING

from ..config import check, check_output_dir, grid_shape
from ..errors import ConfigError
from ..render.cpu import CPU_BACKENDS


@dataclass
class ClipConfig:
    width: int = 320
    height: int = 180
    fps: float = 12.0
    hold_before_s: float = 0.25  # blocks hang still before release
    hold_after_s: float = 1.0  # everything at rest at the end
    slowdown: float = 6.0  # clip time / real time for the fall
    cut_fraction: float = 0.5  # cut this far into the fall: keyframes before, golden clip after
    headroom: int = 4  # layers above the grid that drawn slots may use
    orbit_seconds: float = 6.0
    format: str = "mp4"  # mp4 (needs the video extra) | frames (a PNG folder per clip)


@dataclass
class CgdjVideosConfig:
    out: str = MISSING
    n_scenes: int = 4
    seed: int = 0
    grid: Any = 4
    block_size: float = 0.1
    object_type: str = "cube"
    count_distribution: str = "release"
    max_attempts: int = 150
    palette: bool = True  # per-block colours make single blocks easy to follow in motion
    render_backend: str = "auto"
    clip: ClipConfig = field(default_factory=ClipConfig)
    layouts: list = field(default_factory=lambda: ["7x10"])  # flattening grids; also 5x8, 8x12
    keyframes: int = 7
    n_options: int = 4  # 3, 4 or 5 count options per perception question
    overwrite: bool = False


def register() -> None:
    """The schema ``configs/cgdj.yaml`` composes (``cgdj_schema``)."""
    from hydra.core.config_store import ConfigStore

    ConfigStore.instance().store(name="cgdj_schema", node=CgdjVideosConfig)


def load(node) -> CgdjVideosConfig:
    """The typed config of a Hydra node (a ``CgdjVideosConfig`` is returned as it is)."""
    if isinstance(node, CgdjVideosConfig):
        return node
    from omegaconf import OmegaConf
    from omegaconf.errors import MissingMandatoryValue

    try:
        return OmegaConf.to_object(node)
    except MissingMandatoryValue:
        raise ConfigError("no output directory: add out=DIR") from None


def validate(cfg: CgdjVideosConfig) -> None:
    from .flatten import parse_grid

    if not str(cfg.out).strip():
        raise ConfigError("no output directory: add out=DIR")
    grid_shape(cfg.grid)
    for layout in cfg.layouts:
        try:
            parse_grid(layout)
        except ValueError as err:
            raise ConfigError(f"layouts: {err}") from None
    c = cfg.clip
    checks = [
        (cfg.n_scenes >= 1, f"n_scenes={cfg.n_scenes}: must be at least 1"),
        (cfg.seed >= 0, f"seed={cfg.seed}: must be a non-negative integer"),
        (cfg.block_size > 0, f"block_size={cfg.block_size}: must be positive"),
        (len(cfg.layouts) >= 1, "layouts: give at least one grid, e.g. layouts=[7x10]"),
        (cfg.keyframes >= 1, f"keyframes={cfg.keyframes}: must be at least 1"),
        (cfg.n_options in (3, 4, 5), f"n_options={cfg.n_options}: choose 3, 4 or 5"),
        (c.width >= 16 and c.height >= 16, f"clip size {c.width}x{c.height}: must be at least 16x16"),
        (c.fps > 0, f"clip.fps={c.fps}: must be positive"),
        (c.hold_before_s > 0 and c.hold_after_s > 0,
         "clip.hold_before_s and clip.hold_after_s must be positive"),
        (c.headroom >= 0, f"clip.headroom={c.headroom}: must be 0 or more"),
        (c.slowdown > 0, f"clip.slowdown={c.slowdown}: must be positive"),
        (0 < c.cut_fraction <= 1, f"clip.cut_fraction={c.cut_fraction}: must be in (0, 1]"),
        (c.orbit_seconds > 0, f"clip.orbit_seconds={c.orbit_seconds}: must be positive"),
        (c.format in ("mp4", "frames"), f"clip.format={c.format}: choose mp4 or frames"),
        (cfg.render_backend in CPU_BACKENDS,
         f"render_backend={cfg.render_backend}: choose {', '.join(CPU_BACKENDS)}"),
    ]
    check(checks)
    check_output_dir(str(cfg.out), bool(cfg.overwrite))
