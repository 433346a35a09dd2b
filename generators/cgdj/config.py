"""Structured config for ``spatial-iq cgdj-videos`` (Hydra; YAML in configs/cgdj.yaml).

Scenes come from the voxel generator with ``generate``'s own fields and defaults (seed,
grid, block size, object type, count distribution, attempts, minimum visible pixels and
the ``camera`` the scenes are pruned against), so scene i here is scene i of a
``generate`` run with the same values. Clip timing and size, framing, the question
language and the flattening layouts are ours.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from omegaconf import MISSING

from ..config import (
    CameraConfig,
    check,
    check_output_dir,
    grid_shape,
    leaf_keys,
    refuse_unknown_keys,
    to_object,
)
from ..errors import ConfigError
from ..render.cpu import CPU_BACKENDS


@dataclass
class ClipConfig:
    width: int = 0  # 0: the first layout's cell box (aspect included) times ``scale``
    height: int = 0
    scale: float = 2.0  # clip pixels per flattened-cell pixel when the size is automatic
    fill: float = 0.9  # the structure spans this much of the frame's tighter dimension
    fps: float = 12.0
    hold_before_s: float = 0.25  # blocks hang still before release
    hold_after_s: float = 1.0  # everything at rest at the end
    slowdown: float = 6.0  # clip time / real time for the fall
    cut_fraction: float = 0.5  # cut when the blocks have fallen this much of the longest fall
    headroom: int = 4  # layers above the grid that drawn slots may use
    orbit_seconds: float = 6.0
    format: str = "mp4"  # mp4 (needs the video extra) | frames (a PNG folder per clip)


LANGUAGES = ("en", "zh")


@dataclass
class CgdjVideosConfig:
    out: str = MISSING
    n_scenes: int = 4
    first_scene: int = 0  # scenes first_scene .. first_scene + n_scenes - 1 (generate's scene indices)
    seed: int = 0
    grid: Any = 4
    block_size: float = 0.1
    object_type: str = "cube"
    count_distribution: str = "release"
    max_attempts: int = 150
    min_visible_pixels: int = 1
    camera: CameraConfig = field(default_factory=CameraConfig)  # generate's cameras: pruning happens at these
    palette: bool = True  # per-block colours make single blocks easy to follow (colours only: same blocks)
    render_backend: str = "auto"
    clip: ClipConfig = field(default_factory=ClipConfig)
    layouts: list = field(default_factory=lambda: ["7x10"])  # flattening grids; also 5x8, 8x12
    keyframes: int = 7
    n_options: int = 4  # 3, 4 or 5 count options per perception question
    language: str = "en"  # en | zh: the perception questions' language
    overwrite: bool = False


def register() -> None:
    """The schema ``configs/cgdj.yaml`` composes (``cgdj_schema``)."""
    from hydra.core.config_store import ConfigStore

    ConfigStore.instance().store(name="cgdj_schema", node=CgdjVideosConfig)


def known_keys() -> list[str]:
    """Every dotted key a ``cgdj-videos`` override may name."""
    return leaf_keys(CgdjVideosConfig)


def load(node) -> CgdjVideosConfig:
    """The typed config of a Hydra node (a ``CgdjVideosConfig`` is returned as it is); a key
    the schema does not declare (``+x=1``) is a ConfigError naming it."""
    if isinstance(node, CgdjVideosConfig):
        return node
    from omegaconf.errors import MissingMandatoryValue

    refuse_unknown_keys(node, known_keys(), "cgdj-videos")
    try:
        return to_object(node)  # an interpolation of the wrong type: one line naming it
    except MissingMandatoryValue:
        raise ConfigError("no output directory: add out=DIR") from None


def scene_config(cfg: CgdjVideosConfig):
    """The ``generate`` config whose scenes these clips show: the same scene fields, and
    ``generate``'s cameras (scenes are pruned at ``camera``'s size, not the clip's)."""
    import copy

    from ..config import GenerateConfig, RenderConfig

    return GenerateConfig(
        out=str(cfg.out), grid=cfg.grid, block_size=float(cfg.block_size), seed=int(cfg.seed),
        object_type=cfg.object_type, count_distribution=cfg.count_distribution,
        max_attempts=int(cfg.max_attempts), min_visible_pixels=int(cfg.min_visible_pixels),
        render=RenderConfig(palette=bool(cfg.palette), backend=cfg.render_backend),
        camera=copy.deepcopy(cfg.camera))


def validate(cfg: CgdjVideosConfig) -> None:
    from ..config import validate as validate_scenes
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
        (cfg.first_scene >= 0, f"first_scene={cfg.first_scene}: must be 0 or more"),
        (len(cfg.layouts) >= 1, "layouts: give at least one grid, e.g. layouts=[7x10]"),
        (cfg.keyframes >= 1, f"keyframes={cfg.keyframes}: must be at least 1"),
        (cfg.n_options in (3, 4, 5), f"n_options={cfg.n_options}: choose 3, 4 or 5"),
        ((c.width, c.height) == (0, 0) or (c.width >= 16 and c.height >= 16),
         f"clip size {c.width}x{c.height}: must be at least 16x16, or 0x0 for the cell's size"),
        (c.scale > 0, f"clip.scale={c.scale}: must be positive"),
        (0 < c.fill <= 1, f"clip.fill={c.fill}: must be in (0, 1]"),
        (c.fps > 0, f"clip.fps={c.fps}: must be positive"),
        (c.hold_before_s > 0 and c.hold_after_s > 0,
         "clip.hold_before_s and clip.hold_after_s must be positive"),
        (c.headroom >= 0, f"clip.headroom={c.headroom}: must be 0 or more"),
        (c.slowdown > 0, f"clip.slowdown={c.slowdown}: must be positive"),
        (0 < c.cut_fraction <= 1, f"clip.cut_fraction={c.cut_fraction}: must be in (0, 1]"),
        (c.orbit_seconds > 0, f"clip.orbit_seconds={c.orbit_seconds}: must be positive"),
        (c.format in ("mp4", "frames"), f"clip.format={c.format}: choose mp4 or frames"),
        (cfg.language in LANGUAGES, f"language={cfg.language}: choose {' or '.join(LANGUAGES)}"),
        (cfg.render_backend in CPU_BACKENDS,
         f"render_backend={cfg.render_backend}: choose {', '.join(CPU_BACKENDS)}"),
    ]
    check(checks)
    validate_scenes(scene_config(cfg))
    check_output_dir(str(cfg.out), bool(cfg.overwrite))
