"""The typed configuration of ``spatial-iq generate``: Hydra structured configs as dataclasses.

``GenerateConfig`` is composed by ``configs/generate.yaml`` with two config groups whose
members are listed here (``SCENES``, ``EXECUTORS``): ``scene`` (``voxel`` or ``phystool``) and
``executor`` (``local`` or ``ray``). Everything downstream reads plain attributes of one
``GenerateConfig`` (``overrides.load`` makes it from Hydra's node once).

Fields marked ``RUN_ONLY`` change how a run is executed, not what it writes: they are left
out of the fingerprint that decides whether a folder holds the same dataset, and out of
Hydra's sweep folder names (``run_only_keys``).
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass, field
from typing import Any, ClassVar

from omegaconf import MISSING

RUN_ONLY = {"run_only": True}  # field metadata: see the module docstring


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


CODECS = ("lz4", "zstd", "gzip", "none")  # ``output.compression`` (io/shards.py applies them)
RGB_LAYOUTS = ("array", "png")  # ``output.rgb``


@dataclass
class OutputConfig:
    scenes_per_shard: int = 16
    # codec of the stored view arrays (io/shards.py): lz4 (Blosc + LZ4, byte shuffle; hdf5plugin)
    # | zstd (Blosc + Zstandard: a fifth less disk, about 1.6x the CPU) | gzip (shuffle +
    # deflate level 1, schema 4's) | none
    compression: str = "lz4"
    rgb: str = "array"  # array: (H, W, 3) uint8 under the codec above | png: PNG bytes per view
    png_level: int = 1  # zlib level of the RGB PNGs (output.rgb=png)
    # lazy: readers build the question table from the stored records (docs/questions.md,
    # "Stored or built"); stored: each shard holds it, readable by any question code version
    questions: str = "lazy"
    overwrite: bool = field(default=False, metadata=RUN_ONLY)


QUESTION_STYLES = ("marks", "siblings", "release")  # ``questions.style``
# names a dataset's config may carry for a style, from before the style had its present name
STYLE_ALIASES = {"blind_safe": "siblings"}


@dataclass
class QuestionsConfig:
    """How image MCQs are made (docs/questions.md): ``marks`` (the default: the view with five
    blocks numbered, options as text, each distractor a named one-swap mistake), ``siblings``
    (every option a stack with its own correct highlight, the scene and its siblings; for
    perception studies) or ``release`` (the release's named-error distractors on the view
    itself, kept for comparison)."""

    style: str = "marks"


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
    # what refuses a bad config of this kind before anything is written: fn(cfg), ConfigError
    validator: ClassVar[str] = "generators.config.validation:validate"


@dataclass
class PhysToolSceneConfig(SceneConfig):
    """``scene=phystool``: tool-use queries on a surface (docs/phystool.md); ``n_scenes``
    queries, each in a layout of its own."""

    kind: str = "phystool"
    runner: ClassVar[str] = "generators.phystool.run:generate"
    validator: ClassVar[str] = "generators.phystool.run:validate"
    surface: str = "auto"  # auto | workbench | tray | pegboard | floor
    width: int = 1024
    height: int = 1024
    supersample: int = 2  # render at this many times the size and average down (anti-aliasing)
    elevation_deg: float = 60.0  # camera elevation above the surface (a pegboard is always seen head-on)
    azimuth_jitter_deg: float = 20.0
    fov_deg: float = 40.0
    min_visible_pixels: int = 24
    min_tool_area: int = 2000  # px every tool covers at 1024x1024 (scaled with the image area)
    min_tool_length: float = 0.05  # every tool drawn at least this share of the image width long
    size_ratio: float = 8.0  # distractors within this ratio of the targets' lengths (readable scenes)
    max_attempts: int = 10  # layouts per query (generators/phystool/queries.py: what each redraw keeps)
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
    questions: QuestionsConfig = field(default_factory=QuestionsConfig)
    scene: SceneConfig = field(default_factory=SceneConfig)


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


def upgrade_dict(cfg_dict: dict) -> dict:
    """A config dict written before ``scene`` and ``executor`` were config groups (schema
    1-2: ``scene: voxel``, ``phystool: {...}``, ``ray_address``), before ``output.questions``
    (schema 1-3) or before ``output.rgb`` (schema 1-4), in today's shape."""
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
    if isinstance(d.get("output"), dict) and "rgb" not in d["output"]:
        d["output"] = {**d["output"], "rgb": "png"}  # every shard held PNGs then
    return d


def as_dict(cfg: GenerateConfig) -> dict:
    """The config as plain data (what run.json, the manifest and config.yaml record)."""
    return dataclasses.asdict(cfg)


def leaf_keys(schema) -> list[str]:
    """Every dotted key of a structured-config dataclass (``camera.width``, ...)."""
    return sorted(_leaves(dataclasses.asdict(schema())))
