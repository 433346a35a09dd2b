"""The typed configuration of ``spatial-iq generate`` (Hydra structured configs), its
validation, and the one conversion from Hydra's node to these dataclasses.

The YAML in ``configs/generate.yaml`` composes ``GenerateConfig`` with two config groups
that register their own schemas (``register``): ``scene`` (``voxel`` or ``phystool``) and
``executor`` (``local`` or ``ray``). Every value can be overridden on the command line
(``grid=5``, ``camera.width=256``, ``scene=phystool scene.surface=tray``, ``executor=ray``).
``load`` turns Hydra's node into a ``GenerateConfig`` once; everything downstream (the run,
its workers, the per-scene generator) reads plain attributes of that object, and
``validate`` refuses a bad value before any file is written (docs/errors.md).

Fields marked ``RUN_ONLY`` change how a run is executed, not what it writes: they are left
out of the fingerprint that decides whether a folder holds the same dataset, and out of
Hydra's sweep folder names.
"""

from __future__ import annotations

import dataclasses
import math
import os
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Any, ClassVar

from omegaconf import MISSING
from omegaconf.errors import ConfigAttributeError, ConfigKeyError, OmegaConfBaseException

from .errors import ConfigError
from .voxel.counts import COUNT_DISTRIBUTIONS
from .voxel.grid import OBJECT_TYPES

RUN_ONLY = {"run_only": True}  # field metadata: see the module docstring
MAX_GRID = 64
MAX_IMAGE = 8192  # pixels per side: a 16-view scene at this size already needs 4 GB of memory
MAX_ANGLE = 360.0  # degrees: camera azimuths and offsets lie in [-MAX_ANGLE, MAX_ANGLE]
MAX_DIST_MULT = 100.0
MAX_ATTEMPTS = 10_000
# measured: one grid=32 scene at 128x128 took 443 s on one core of the 2-core development
# machine (grid 16: 27 s, 24: 144 s): the time grows about with the 4th power of the grid side
# (docs/scale.md, "Large grids"); warn above SLOW_SCENE_S
SECONDS_GRID_32, SLOW_SCENE_S = 443.0, 60.0


@dataclass
class CameraConfig:
    width: int = 512
    height: int = 512
    focal_length: float = 50.0
    horizontal_aperture: float = 20.955
    azimuths: list = field(default_factory=lambda: [0.0, 90.0, 180.0, 270.0])
    offsets: list = field(default_factory=lambda: [3.0, 12.5])
    lenses: list = field(default_factory=lambda: [[1.0, 1.0], [3.0, 0.3]])  # (fov_mult, dist_mult) pairs


@dataclass
class RenderConfig:
    backend: str = "auto"  # auto | numba | numpy | warp, or a plug-in such as isaac (docs/isaac.md)
    device: str = field(default="cuda", metadata=RUN_ONLY)  # warp only: cpu | cuda | cuda:N
    crosscheck: bool = False  # plug-in backends: compare each view with the CPU ray caster
    shadows: bool = True
    antialias: bool = True
    palette: bool = False  # per-block palette colours instead of one appearance


@dataclass
class OutputConfig:
    scenes_per_shard: int = 16
    compression: str = "gzip"  # gzip (deflate level 1) | none, for instance and depth arrays
    png_level: int = 1  # zlib level of the stored RGB PNGs
    # lazy: readers build the question table from the stored records (docs/questions.md,
    # "Stored or built"); stored: each shard holds it, readable by any question code version
    questions: str = "lazy"
    overwrite: bool = field(default=False, metadata=RUN_ONLY)


@dataclass
class JobConfig:
    """Split one dataset across launcher jobs: job ``index`` of ``count`` writes shards
    index, index + count, ... (sweep ``job.index`` with a Hydra launcher)."""

    index: int = 0
    count: int = 1


# ---- the ``scene`` group: what kind of dataset ``generate`` writes --------------------------

@dataclass
class SceneConfig:
    """``scene=voxel`` (the default): Spatial-IQ voxel stacks. Their settings are the
    top-level fields (grid, object_type, camera, ...), which is what most runs override."""

    kind: str = "voxel"
    # what generates a dataset of this kind: "module:function", called as fn(cfg, out=, progress=)
    runner: ClassVar[str] = "generators.dataset.run:generate"


@dataclass
class PhysToolSceneConfig(SceneConfig):
    """``scene=phystool``: tool-use queries on a surface (docs/phystool.md); ``n_scenes``
    queries, each in a layout of its own."""

    kind: str = "phystool"
    runner: ClassVar[str] = "generators.phystool.run:generate"
    surface: str = "auto"  # auto | workbench | tray | pegboard | floor
    width: int = 1024
    height: int = 1024
    supersample: int = 2  # render at this many times the size and average down (anti-aliasing)
    elevation_deg: float = 60.0  # camera elevation above the surface (a pegboard is always seen head-on)
    azimuth_jitter_deg: float = 20.0
    fov_deg: float = 40.0
    min_visible_pixels: int = 24
    min_tool_length: float = 0.05  # every tool drawn at least this share of the image width long
    size_ratio: float = 8.0  # distractors within this ratio of the targets' lengths (readable scenes)
    max_attempts: int = 8
    p_ordered: float = 0.869
    visible_min: int = 5
    visible_max: int = 21
    render: bool = True  # false: records only (no images or masks), for fast statistics
    usd: bool = False  # also write one .usda stage per query (needs usd-core)
    asset_map: Any = None  # JSON/YAML file {tool_id: asset path}; others use asset_pattern
    asset_pattern: str = "{asset_root}/{shape_family}/{tool_id}.usd"
    asset_root: str = "omniverse://localhost/Library/PhysTool"


# ---- the ``executor`` group: where the shards of a run are made ------------------------------

@dataclass
class ExecutorConfig:
    """``executor=local`` (the default): a process pool on this machine (``workers``)."""

    kind: str = "local"


@dataclass
class RayExecutorConfig(ExecutorConfig):
    """``executor=ray``: one Ray task per shard (pip install 'spatial-iq[ray]')."""

    kind: str = "ray"
    address: Any = None  # None starts a local Ray instance; "auto" joins a running cluster


SCENES = {"voxel": SceneConfig, "phystool": PhysToolSceneConfig}
EXECUTORS = {"local": ExecutorConfig, "ray": RayExecutorConfig}


@dataclass
class GenerateConfig:
    out: str = field(default=MISSING, metadata=RUN_ONLY)
    n_scenes: int = 8
    seed: int = 0
    grid: Any = 4  # an int for a cube, or [X, Y, Z]
    block_size: float = 0.1
    object_type: str = "cube"
    count_distribution: str = "release"  # release | uniform (voxel/counts.py)
    max_attempts: int = 150
    min_visible_pixels: int = 1
    workers: Any = field(default=0, metadata=RUN_ONLY)  # 0 or auto = one process per core
    executor: ExecutorConfig = field(default_factory=ExecutorConfig, metadata=RUN_ONLY)
    job: JobConfig = field(default_factory=JobConfig, metadata=RUN_ONLY)
    camera: CameraConfig = field(default_factory=CameraConfig)
    render: RenderConfig = field(default_factory=RenderConfig)
    output: OutputConfig = field(default_factory=OutputConfig)
    scene: SceneConfig = field(default_factory=SceneConfig)


def register() -> None:
    """Put the schemas where Hydra's defaults lists find them: ``generate_schema`` for
    ``configs/generate.yaml`` and one node per member of the ``scene`` and ``executor``
    groups (``scene=phystool``, ``executor=ray``)."""
    from hydra.core.config_store import ConfigStore
    from omegaconf import OmegaConf

    # configs/generate.yaml names the sweep-excluded keys through this resolver
    OmegaConf.register_new_resolver("run_only_keys", sweep_exclude_keys, replace=True)
    store = ConfigStore.instance()
    store.store(name="generate_schema", node=GenerateConfig)
    for name, node in SCENES.items():
        store.store(group="scene", name=name, node=node)
    for name, node in EXECUTORS.items():
        store.store(group="executor", name=name, node=node)


def run_only_keys(schema=GenerateConfig, prefix: str = "") -> list[str]:
    """Dotted names of the RUN_ONLY fields (``out``, ``workers``, ``output.overwrite``, ...)."""
    keys = []
    for f in dataclasses.fields(schema):
        if f.metadata.get("run_only"):
            keys.append(prefix + f.name)
        elif dataclasses.is_dataclass(f.default_factory):
            keys += run_only_keys(f.default_factory, f"{prefix}{f.name}.")
    return keys


def _leaves(d: dict, prefix: str = "") -> list[str]:
    out = []
    for k, v in d.items():
        out += _leaves(v, f"{prefix}{k}.") if isinstance(v, dict) else [prefix + k]
    return out


def sweep_exclude_keys() -> list[str]:
    """Override names a sweep leaves out of its folder names: the RUN_ONLY keys and every key
    under them, for every executor (``out``, ``workers``, ``executor.address``, ``job.index``, ...)."""
    run_only = run_only_keys()
    keys = set(run_only)
    for executor in EXECUTORS.values():
        for key in _leaves(as_dict(GenerateConfig(out="", executor=executor()))):
            if any(key.startswith(r + ".") for r in run_only):
                keys.add(key)
    return sorted(keys)


def load(node) -> GenerateConfig:
    """The typed config of a Hydra/OmegaConf node (or a ``GenerateConfig``, returned as it
    is); a required value that is missing, or a key no schema declares, is a ConfigError
    naming it."""
    if isinstance(node, GenerateConfig):
        return node
    from omegaconf import OmegaConf
    from omegaconf.errors import MissingMandatoryValue

    refuse_unknown_keys(node, known_keys())
    try:
        return OmegaConf.to_object(node)
    except MissingMandatoryValue as err:
        key = getattr(err, "full_key", "") or "a required value"
        if key == "out":
            raise ConfigError("no output directory: add out=DIR") from None
        raise ConfigError(f"{key}: required; add {key}=...") from None


def upgrade_dict(cfg_dict: dict) -> dict:
    """A config dict written before ``scene`` and ``executor`` were config groups (schema
    1-2: ``scene: voxel``, ``phystool: {...}``, ``ray_address``) or before
    ``output.questions`` (schema 1-3), in today's shape."""
    d = dict(cfg_dict)
    if isinstance(d.get("scene"), str) or "phystool" in d:
        kind = d.pop("scene", "voxel")
        settings = d.pop("phystool", None) or {}
        d["scene"] = {"kind": kind, **(settings if kind == "phystool" else {})}
    if isinstance(d.get("executor"), str) or "ray_address" in d:
        kind = d.pop("executor", "local")
        address = d.pop("ray_address", None)
        d["executor"] = {"kind": kind, **({"address": address} if kind == "ray" else {})}
    if isinstance(d.get("output"), dict) and "questions" not in d["output"]:
        d["output"] = {**d["output"], "questions": "stored"}  # every shard held its table then
    return d


def as_dict(cfg: GenerateConfig) -> dict:
    """The config as plain data (what run.json, the manifest and config.yaml record)."""
    return dataclasses.asdict(cfg)


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


def check(checks: list[tuple[bool, str]]) -> None:
    """Raise ConfigError with the message of the first failed (ok, message) pair."""
    for ok, message in checks:
        if not ok:
            raise ConfigError(message)


def validate(cfg: GenerateConfig) -> None:
    """Raise ConfigError on the first bad value of a voxel run, before any output is written."""
    from .render.registry import batched_backend, is_cpu_backend, unavailable_reason

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
        (cfg.seed >= 0, f"seed={cfg.seed}: must be a non-negative integer"),
        (cfg.block_size > 0, f"block_size={cfg.block_size}: must be positive"),
        (cfg.object_type in OBJECT_TYPES,
         f"object_type={cfg.object_type}: unknown; choose one of {', '.join(OBJECT_TYPES)}"),
        (cfg.count_distribution in COUNT_DISTRIBUTIONS,
         f"count_distribution={cfg.count_distribution}: choose {' or '.join(COUNT_DISTRIBUTIONS)}"),
        (1 <= cfg.max_attempts <= MAX_ATTEMPTS,
         f"max_attempts={cfg.max_attempts}: must be between 1 and {MAX_ATTEMPTS}"),
        (cfg.min_visible_pixels >= 1, f"min_visible_pixels={cfg.min_visible_pixels}: must be at least 1"),
        (str(cfg.workers) == "auto" or (isinstance(cfg.workers, int) and not isinstance(cfg.workers, bool)
                                         and cfg.workers >= 0),
         f"workers={cfg.workers}: give auto (one process per core) or a number of processes"),
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
        (cfg.output.compression in ("gzip", "none"),
         f"output.compression={cfg.output.compression}: choose gzip or none"),
        (0 <= cfg.output.png_level <= 9, f"output.png_level={cfg.output.png_level}: must be 0..9"),
        (cfg.output.questions in ("lazy", "stored"),
         f"output.questions={cfg.output.questions}: choose lazy or stored"),
    ])
    reason = unavailable_reason(str(cfg.render.backend), str(cfg.render.device))  # warp, plug-ins
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
    workers = max(1, min(int(cfg.workers) or os.cpu_count() or 1, int(cfg.n_scenes)))
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


def hydra_errors() -> tuple[type[BaseException], ...]:
    """What Hydra raises for a bad command line (``hydra_error_line`` turns it into one line).
    Imported when asked: the Kit window builds configs without Hydra installed."""
    from hydra.errors import HydraException

    return (HydraException, OmegaConfBaseException)


@contextmanager
def hydra_errors_raised() -> Iterator[None]:
    """Within the block Hydra raises its errors instead of printing them and exiting 1
    (``HYDRA_FULL_ERROR``), so that a command reports them in one line (``hydra_error_line``)."""
    saved = os.environ.get("HYDRA_FULL_ERROR")
    os.environ["HYDRA_FULL_ERROR"] = "1"
    try:
        yield
    finally:
        if saved is None:
            os.environ.pop("HYDRA_FULL_ERROR", None)
        else:
            os.environ["HYDRA_FULL_ERROR"] = saved


def known_keys() -> list[str]:
    """Every dotted key a ``generate`` override may name (all scene and executor kinds)."""
    keys = set(leaf_keys(GenerateConfig))
    for group, members in (("scene", SCENES), ("executor", EXECUTORS)):
        for node in members.values():
            keys.update(f"{group}.{k}" for k in _leaves(dataclasses.asdict(node())))
    return sorted(keys)


def leaf_keys(schema) -> list[str]:
    """Every dotted key of a structured-config dataclass (``camera.width``, ...)."""
    return sorted(_leaves(dataclasses.asdict(schema())))


def unknown_keys(node, prefix: str = "") -> list[str]:
    """Dotted keys of an OmegaConf node that no field of its schema declares.

    Hydra's ``+key=value`` adds a key past a structured config's schema on purpose (it
    opens the node for it), and ``OmegaConf.to_object`` then sets such a key as a plain
    attribute of the dataclass, so neither refuses it: this check, run by every ``load``,
    does. Nodes without a dataclass schema (an ``Any`` field holding a mapping) are not
    searched."""
    from omegaconf import DictConfig, OmegaConf

    schema = OmegaConf.get_type(node)
    fields = {f.name for f in dataclasses.fields(schema)} if dataclasses.is_dataclass(schema) else None
    found = []
    for key in node.keys():
        if fields is not None and key not in fields:
            found.append(f"{prefix}{key}")
            continue
        child = node._get_node(key)
        if isinstance(child, DictConfig) and not child._is_none() and not child._is_missing():
            found += unknown_keys(child, f"{prefix}{key}.")
    return found


def unknown_key_line(key: str, keys: list[str], command: str = "generate") -> str:
    """``n_scene: unknown key; did you mean n_scenes?`` (or where to find every key)."""
    import difflib

    near = difflib.get_close_matches(key, keys, n=1, cutoff=0.8)
    hint = f"did you mean {near[0]}?" if near else f"`spatial-iq {command} --cfg job` lists every key"
    return f"{key}: unknown key; {hint}"


def refuse_unknown_keys(node, keys: list[str], command: str = "generate") -> None:
    """ConfigError naming the first key of ``node`` its schema does not declare (``+x=1``)."""
    found = unknown_keys(node)
    if found:
        raise ConfigError(unknown_key_line(found[0], keys, command))


def hydra_error_line(err: BaseException, keys: list[str] | None = None, command: str = "generate") -> str:
    """One line for an error Hydra or OmegaConf raised while composing a command's config
    (unknown key, wrong type, a config-group option that does not exist, override syntax),
    naming the override and the fix; Hydra's own report is several lines and a URL."""
    import difflib

    from hydra.errors import MissingConfigException, OverrideParseException

    keys = known_keys() if keys is None else keys

    def first(e: BaseException | None) -> str:
        text = str(e or "").strip().splitlines()
        return " ".join(text[0].split()) if text else type(e).__name__

    cause = err.__cause__ or err.__context__
    full_key = getattr(cause, "full_key", None) or getattr(err, "full_key", None)
    if isinstance(err, MissingConfigException) and err.options:
        group = str(err.missing_cfg_file).rsplit("/", 1)
        asked = f"{group[0]}={group[1]}" if len(group) == 2 else str(err.missing_cfg_file)
        near = difflib.get_close_matches(group[-1], err.options, n=1)
        hint = f" (did you mean {group[0]}={near[0]}?)" if near and len(group) == 2 else ""
        return f"{asked}: no such option{hint}; choose one of {', '.join(sorted(err.options))}"
    if isinstance(err, OverrideParseException):
        return (f"cannot parse the override {err.override!r} ({first(err.message)}); write key=value, "
                "lists as key=[a,b] (docs/errors.md)")
    message = first(cause) if cause is not None else first(err)
    if isinstance(cause or err, (ConfigKeyError, ConfigAttributeError)) or "not in struct" in message:
        key = str(full_key or "")
        if not key and "'" in message:
            key = message.split("'")[1]
        return unknown_key_line(key, keys, command)
    if full_key:
        return f"{full_key}: {message}"
    return message
