"""Structured configs for ``spatial-iq generate`` (Hydra), with defaults and validation.

The YAML tree in ``configs/`` composes these; every value can be overridden on the
command line (``grid=5``, ``camera.width=256``, ``render.shadows=false``).
``validate`` runs before any work so that bad input fails in one line.
"""

from __future__ import annotations

import os
from dataclasses import dataclass, field
from typing import Any

from .voxel.grid import OBJECT_TYPES


@dataclass
class CameraConfig:
    width: int = 512
    height: int = 512
    focal_length: float = 50.0
    horizontal_aperture: float = 20.955
    azimuths: list = field(default_factory=lambda: [0.0, 90.0, 180.0, 270.0])
    offsets: list = field(default_factory=lambda: [3.0, 12.5])
    # (fov_mult, dist_mult) pairs
    lenses: list = field(default_factory=lambda: [[1.0, 1.0], [3.0, 0.3]])


@dataclass
class RenderConfig:
    backend: str = "auto"  # auto | numba | numpy, or a plug-in such as isaac (docs/isaac.md)
    crosscheck: bool = False  # plug-in backends: compare each view with the CPU ray caster
    shadows: bool = True
    antialias: bool = True
    palette: bool = False  # per-block palette colours instead of one appearance


@dataclass
class OutputConfig:
    scenes_per_shard: int = 16
    compression: str = "gzip"  # gzip (deflate level 1) | none, for instance and depth arrays
    png_level: int = 1  # zlib level of the stored RGB PNGs
    overwrite: bool = False


@dataclass
class JobConfig:
    """Split one dataset across launcher jobs: job ``index`` of ``count`` writes shards
    index, index + count, ... (sweep ``job.index`` with a Hydra launcher)."""

    index: int = 0
    count: int = 1


@dataclass
class PhysToolConfig:
    """``scene=phystool``: tool-use queries on a surface (docs/phystool.md); ``n_scenes`` queries."""

    surface: str = "auto"  # auto | workbench | tray | pegboard | floor
    width: int = 512
    height: int = 512
    elevation_deg: float = 60.0  # camera elevation above the surface (a pegboard is always seen head-on)
    azimuth_jitter_deg: float = 20.0
    fov_deg: float = 40.0
    min_visible_pixels: int = 12
    max_attempts: int = 8
    p_ordered: float = 0.869
    visible_min: int = 5
    visible_max: int = 21
    render: bool = True  # false: records only (no images or masks), for fast statistics
    usd: bool = False  # also write one .usda stage per query (needs usd-core)
    asset_map: Any = None  # JSON/YAML file {tool_id: asset path}; others use asset_pattern
    asset_pattern: str = "{asset_root}/{shape_family}/{tool_id}.usd"
    asset_root: str = "omniverse://localhost/Library/PhysTool"


@dataclass
class GenerateConfig:
    out: str = "???"
    n_scenes: int = 8
    seed: int = 0
    grid: Any = 4  # an int for a cube, or [X, Y, Z]
    block_size: float = 0.1
    object_type: str = "cube"
    count_distribution: str = "release"  # release | uniform
    max_attempts: int = 150
    min_visible_pixels: int = 1
    workers: int = 0  # 0 = one process per core
    executor: str = "local"  # local (process pool) | ray (Ray tasks)
    ray_address: Any = None  # None starts a local Ray instance; "auto" joins a running cluster
    job: JobConfig = field(default_factory=JobConfig)
    camera: CameraConfig = field(default_factory=CameraConfig)
    render: RenderConfig = field(default_factory=RenderConfig)
    output: OutputConfig = field(default_factory=OutputConfig)
    scene: str = "voxel"  # voxel | phystool
    phystool: PhysToolConfig = field(default_factory=PhysToolConfig)


class ConfigError(ValueError):
    """A bad value in the configuration; the message names it and the fix."""


def grid_shape(grid: Any) -> tuple[int, int, int]:
    if isinstance(grid, bool):
        raise ConfigError(f"grid={grid!r}: give a size like grid=4 or grid=[4,4,3]")
    if isinstance(grid, int):
        dims = [grid] * 3
    else:
        try:
            dims = [int(v) for v in grid]
        except (TypeError, ValueError):
            raise ConfigError(f"grid={grid!r}: give a size like grid=4 or grid=[4,4,3]") from None
        if len(dims) != 3 or any(float(v) != int(v) for v in grid):
            raise ConfigError(f"grid={list(grid)!r}: give three integers, like grid=[4,4,3]")
    if min(dims) < 1:
        raise ConfigError(f"grid={grid!r}: every grid size must be at least 1 (try grid=4)")
    if max(dims) > 64:
        raise ConfigError(f"grid={grid!r}: sizes above 64 are not supported (try grid=8)")
    return tuple(dims)


def validate(cfg) -> None:
    """Raise ConfigError on the first bad value, before any output is written."""
    from omegaconf import OmegaConf

    if OmegaConf.is_missing(cfg, "out") or not str(cfg.out).strip():
        raise ConfigError("no output directory: add out=DIR")
    grid_shape(cfg.grid)
    checks = [
        (cfg.n_scenes >= 1, f"n_scenes={cfg.n_scenes}: must be at least 1"),
        (cfg.seed >= 0, f"seed={cfg.seed}: must be a non-negative integer"),
        (cfg.block_size > 0, f"block_size={cfg.block_size}: must be positive"),
        (cfg.object_type in OBJECT_TYPES,
         f"object_type={cfg.object_type}: unknown; choose one of {', '.join(OBJECT_TYPES)}"),
        (cfg.count_distribution in ("release", "uniform"),
         f"count_distribution={cfg.count_distribution}: choose release or uniform"),
        (cfg.max_attempts >= 1, f"max_attempts={cfg.max_attempts}: must be at least 1"),
        (cfg.min_visible_pixels >= 1, f"min_visible_pixels={cfg.min_visible_pixels}: must be at least 1"),
        (cfg.workers >= 0, f"workers={cfg.workers}: must be 0 (one per core) or more"),
        (cfg.executor in ("local", "ray"), f"executor={cfg.executor}: choose local or ray"),
        (cfg.job.count >= 1 and 0 <= cfg.job.index < cfg.job.count,
         f"job.index={cfg.job.index} job.count={cfg.job.count}: need 0 <= job.index < job.count"),
        (cfg.camera.width >= 8 and cfg.camera.height >= 8,
         f"camera size {cfg.camera.width}x{cfg.camera.height}: must be at least 8x8"),
        (cfg.camera.focal_length > 0 and cfg.camera.horizontal_aperture > 0,
         "camera.focal_length and camera.horizontal_aperture must be positive"),
        (len(cfg.camera.azimuths) >= 1 and len(cfg.camera.offsets) >= 1 and len(cfg.camera.lenses) >= 1,
         "camera.azimuths, camera.offsets and camera.lenses need at least one entry each"),
        (all(len(p) == 2 and p[0] > 0 and p[1] > 0 for p in cfg.camera.lenses),
         "camera.lenses: each entry is a positive [fov_mult, dist_mult] pair"),
        (cfg.output.scenes_per_shard >= 1,
         f"output.scenes_per_shard={cfg.output.scenes_per_shard}: must be at least 1"),
        (cfg.output.compression in ("gzip", "none"),
         f"output.compression={cfg.output.compression}: choose gzip or none"),
        (0 <= cfg.output.png_level <= 9, f"output.png_level={cfg.output.png_level}: must be 0..9"),
    ]
    for ok, message in checks:
        if not ok:
            raise ConfigError(message)
    from .render.registry import unavailable_reason

    reason = unavailable_reason(str(cfg.render.backend))  # plug-in backends (isaac): docs/isaac.md
    if reason:
        raise ConfigError(reason)
    if str(cfg.render.backend) not in ("auto", "numba", "numpy") and cfg.workers != 1:
        raise ConfigError(f"render.backend={cfg.render.backend} renders in this process's engine: "
                          "set workers=1 and run one process per job (isaacsim.sh does)")
    for f, _ in cfg.camera.lenses:
        import math

        half = math.atan(cfg.camera.horizontal_aperture / (2 * cfg.camera.focal_length)) * f
        if half >= math.pi / 2:
            raise ConfigError(f"camera.lenses: fov_mult {f} makes the field of view 180 degrees or more")
    check_output_dir(str(cfg.out), bool(cfg.output.overwrite))


def check_output_dir(out: str, overwrite: bool) -> None:
    """Refuse an output path that is a file or not writable. (A directory that holds
    another run is refused later, by ``io.rundir``, which can tell a resume from a clash.)"""
    path = os.path.abspath(out)
    if os.path.exists(path) and not os.path.isdir(path):
        raise ConfigError(f"out={out}: exists and is a file; choose a directory path")
    parent = path
    while not os.path.exists(parent):
        parent = os.path.dirname(parent)
    if not os.path.isdir(parent) or not os.access(parent, os.W_OK | os.X_OK):
        raise ConfigError(f"out={out}: {parent} is not a writable directory")
