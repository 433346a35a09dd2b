"""Validation of a ``generate`` config: ``validate`` refuses the first bad value of a voxel run
with a one-line ConfigError naming the fix, before any file is written (docs/errors.md).

The limits (``MAX_GRID``, ``MAX_IMAGE``, ...) are defined here once; ``grid_shape``,
``check`` and ``check_output_dir`` are shared by the other dataset commands' validation.
"""

from __future__ import annotations

import math
import os
from collections.abc import Sequence
from typing import Any

from ..errors import ConfigError
from ..voxel.counts import COUNT_DISTRIBUTIONS
from ..voxel.grid import OBJECT_TYPES
from .schema import CODECS, QUESTION_STYLES, RGB_LAYOUTS, STYLE_ALIASES, GenerateConfig

MAX_GRID = 64
MAX_IMAGE = 8192  # pixels per side: a 16-view scene at this size already needs 4 GB of memory
MAX_ANGLE = 360.0  # degrees: camera azimuths and offsets lie in [-MAX_ANGLE, MAX_ANGLE]
MAX_DIST_MULT = 100.0
MAX_ATTEMPTS = 10_000
MAX_SCENES = 100_000_000  # 1.6 billion views at the default 16 per scene; readers bound stored counts by it
# measured: one grid=32 scene at 128x128 took 443 s on one core of the 2-core development
# machine (grid 16: 27 s, 24: 144 s): the time grows about with the 4th power of the grid side
# (docs/scale.md, "Large grids"); warn above SLOW_SCENE_S
SECONDS_GRID_32, SLOW_SCENE_S = 443.0, 60.0


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
    if max(dims) > MAX_GRID:
        raise ConfigError(f"grid={grid!r}: sizes above {MAX_GRID} are not supported (try grid=8)")
    return tuple(dims)


def _finite(value: Any) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool) and math.isfinite(value)


def _angles(name: str, values: Any) -> tuple[bool, str]:
    ok = all(_finite(v) and abs(v) <= MAX_ANGLE for v in values)
    return ok, (f"{name}={list(values)!r}: every entry must be a number of degrees between "
                f"-{MAX_ANGLE:g} and {MAX_ANGLE:g}")


def workers_check(workers: Any) -> tuple[bool, str]:
    """``workers=``: auto, or a number of processes (0: one per core); for ``check``."""
    ok = str(workers) == "auto" or (isinstance(workers, int) and not isinstance(workers, bool)
                                    and workers >= 0)
    return ok, f"workers={workers}: give auto (one process per core) or a number of processes"


def check(checks: list[tuple[bool, str]]) -> None:
    """Raise ConfigError with the message of the first failed (ok, message) pair."""
    for ok, message in checks:
        if not ok:
            raise ConfigError(message)


def validate(cfg: GenerateConfig) -> None:
    """Raise ConfigError on the first bad value of a voxel run, before any output is written."""
    from ..render.registry import batched_backend, is_cpu_backend, unavailable_reason
    from ..render.warp_renderer import device_problem

    if not str(cfg.out).strip():
        raise ConfigError("no output directory: add out=DIR")
    grid_shape(cfg.grid)
    check([  # numbers first: NaN and infinities compare False, so they must not reach the ranges
        (all(_finite(v) for v in (cfg.block_size, cfg.camera.focal_length, cfg.camera.horizontal_aperture)),
         "block_size, camera.focal_length and camera.horizontal_aperture must be finite numbers"),
        (len(cfg.camera.azimuths) >= 1 and len(cfg.camera.offsets) >= 1 and len(cfg.camera.lenses) >= 1,
         "camera.azimuths, camera.offsets and camera.lenses need at least one entry each"),
        _angles("camera.azimuths", cfg.camera.azimuths),
        _angles("camera.offsets", cfg.camera.offsets),
        (all(isinstance(p, Sequence) and not isinstance(p, str) and len(p) == 2
             and all(_finite(x) and x > 0 for x in p)
             and p[1] <= MAX_DIST_MULT for p in cfg.camera.lenses),
         f"camera.lenses={cfg.camera.lenses!r}: each entry is a positive [fov_mult, dist_mult] pair "
         f"(dist_mult at most {MAX_DIST_MULT:g}), like [[1.0,1.0],[3.0,0.3]]"),
    ])
    check([
        (cfg.n_scenes >= 1, f"n_scenes={cfg.n_scenes}: must be at least 1"),
        (cfg.n_scenes <= MAX_SCENES, f"n_scenes={cfg.n_scenes}: at most {MAX_SCENES}"),
        (cfg.seed >= 0, f"seed={cfg.seed}: must be a non-negative integer"),
        (cfg.block_size > 0, f"block_size={cfg.block_size}: must be positive"),
        (cfg.object_type in OBJECT_TYPES,
         f"object_type={cfg.object_type}: unknown; choose one of {', '.join(OBJECT_TYPES)}"),
        (cfg.count_distribution in COUNT_DISTRIBUTIONS,
         f"count_distribution={cfg.count_distribution}: choose {' or '.join(COUNT_DISTRIBUTIONS)}"),
        (1 <= cfg.max_attempts <= MAX_ATTEMPTS,
         f"max_attempts={cfg.max_attempts}: must be between 1 and {MAX_ATTEMPTS}"),
        (cfg.min_visible_pixels >= 1, f"min_visible_pixels={cfg.min_visible_pixels}: must be at least 1"),
        workers_check(cfg.workers),
        (cfg.job.count >= 1 and 0 <= cfg.job.index < cfg.job.count,
         f"job.index={cfg.job.index} job.count={cfg.job.count}: need 0 <= job.index < job.count"),
        # each split job would clear the folder when it starts, the shards other jobs just wrote included
        (not (cfg.output.overwrite and cfg.job.count > 1),
         f"output.overwrite=true with job.count={cfg.job.count}: each job would delete the shards the "
         "others have written; run the split jobs without output.overwrite, into a new folder (or "
         "delete the old dataset first)"),
        (cfg.camera.width >= 8 and cfg.camera.height >= 8,
         f"camera size {cfg.camera.width}x{cfg.camera.height}: must be at least 8x8"),
        (cfg.camera.width <= MAX_IMAGE and cfg.camera.height <= MAX_IMAGE,
         f"camera size {cfg.camera.width}x{cfg.camera.height}: at most {MAX_IMAGE}x{MAX_IMAGE}"),
        (cfg.camera.focal_length > 0 and cfg.camera.horizontal_aperture > 0,
         "camera.focal_length and camera.horizontal_aperture must be positive"),
        (cfg.output.scenes_per_shard >= 1,
         f"output.scenes_per_shard={cfg.output.scenes_per_shard}: must be at least 1"),
        (cfg.output.compression in CODECS,
         f"output.compression={cfg.output.compression}: choose {' or '.join(CODECS)}"),
        (cfg.output.rgb in RGB_LAYOUTS, f"output.rgb={cfg.output.rgb}: choose {' or '.join(RGB_LAYOUTS)}"),
        (0 <= cfg.output.png_level <= 9, f"output.png_level={cfg.output.png_level}: must be 0..9"),
        (cfg.output.questions in ("lazy", "stored"),
         f"output.questions={cfg.output.questions}: choose lazy or stored"),
        (cfg.questions.style in QUESTION_STYLES,
         f"questions.style={cfg.questions.style}: choose {', '.join(QUESTION_STYLES)}"
         + (f" ({cfg.questions.style} is now called {STYLE_ALIASES[cfg.questions.style]})"
            if cfg.questions.style in STYLE_ALIASES else "")),
    ])
    if cfg.executor.kind == "ray":  # refused before any file is written, so the corrected run is accepted
        try:
            import ray  # noqa: F401
        except ImportError:
            raise ConfigError("executor=ray needs Ray: pip install 'spatial-iq[ray]'") from None
    device = str(cfg.render.device)  # named right whatever the backend; then warp's own checks, plug-ins
    reason = device_problem(device) or unavailable_reason(str(cfg.render.backend), device)
    if reason:
        raise ConfigError(reason)
    if not is_cpu_backend(str(cfg.render.backend)) and not batched_backend(str(cfg.render.backend)) \
            and str(cfg.workers) != "1":
        raise ConfigError(f"render.backend={cfg.render.backend} renders in this process's engine: "
                          "set workers=1 and run one process per job (isaacsim.sh does)")
    for f, _ in cfg.camera.lenses:
        half = math.atan(cfg.camera.horizontal_aperture / (2 * cfg.camera.focal_length)) * f
        if half >= math.pi / 2:
            raise ConfigError(f"camera.lenses: fov_mult {f} makes the field of view 180 degrees or more")
    check_output_dir(str(cfg.out), bool(cfg.output.overwrite))


def _duration(seconds: float) -> str:
    return f"{seconds / 3600:.1f} h" if seconds >= 5400 else f"{max(1, round(seconds / 60))} min"


def slow_grid_warning(cfg: GenerateConfig) -> str | None:
    """A warning with a rough time estimate when the grid is large enough that one scene
    takes minutes (validated configs only); None otherwise."""
    cells = math.prod(grid_shape(cfg.grid))
    per_scene = SECONDS_GRID_32 * (cells / 32 ** 3) ** (4 / 3)
    if per_scene < SLOW_SCENE_S:
        return None
    workers = max(1, min((0 if str(cfg.workers) == "auto" else int(cfg.workers)) or os.cpu_count() or 1,
                         int(cfg.n_scenes)))
    total = per_scene * int(cfg.n_scenes) / workers
    return (f"grid={cfg.grid} is large: expect roughly {_duration(per_scene)} per scene on one core and "
            f"{_duration(total)} for n_scenes={cfg.n_scenes} on {workers} worker(s) (docs/scale.md); "
            "try n_scenes=1 first, or a smaller grid")


def check_output_dir(out: str, overwrite: bool) -> None:
    """Refuse an output path that is the root, a file or not writable. (A folder holding
    files this project did not write, or another run, is refused later, by ``io.rundir``,
    which can tell a resume from a clash.)"""
    path = os.path.abspath(out)
    if path == os.path.dirname(path):
        raise ConfigError(f"out={out}: the file system root; choose a new folder")
    if os.path.exists(path) and not os.path.isdir(path):
        raise ConfigError(f"out={out}: exists and is a file; choose a directory path")
    parent = path
    while not os.path.exists(parent):
        parent = os.path.dirname(parent)
    if not os.path.isdir(parent) or not os.access(parent, os.W_OK | os.X_OK):
        raise ConfigError(f"out={out}: {parent} is not a writable directory")
