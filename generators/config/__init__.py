"""The typed configuration of ``spatial-iq generate`` (Hydra structured configs), its
validation, and the one conversion from Hydra's node to these dataclasses.

    schema.py      GenerateConfig and its parts; the ``scene`` and ``executor`` groups' members;
                   RUN_ONLY fields; ``as_dict``, ``upgrade_dict`` (older run records)
    validation.py  ``validate`` (a voxel run, before any file is written), the limits,
                   ``grid_shape``, ``check``, ``check_output_dir``, ``slow_grid_warning``
    overrides.py   ``register`` (schemas for Hydra), ``load`` (node -> GenerateConfig, unknown
                   keys refused), one-line errors for a bad command line

Every name is importable from ``generators.config`` itself; the YAML is ``configs/generate.yaml``
(docs/conventions.md, "Configuration").

May import: ``errors``, ``voxel`` (object types, count distributions), ``render`` (which
backends exist, when validating).
"""

from ..errors import ConfigError  # raised by validate and load; importable from here as before
from .overrides import (
    hydra_argv_problem,
    hydra_error_line,
    hydra_errors,
    hydra_errors_raised,
    known_keys,
    load,
    refuse_unknown_keys,
    register,
    sweep_exclude_keys,
    to_object,
    unknown_key_line,
    unknown_keys,
)
from .schema import (
    CODECS,
    EXECUTORS,
    RGB_LAYOUTS,
    RUN_ONLY,
    SCENES,
    CameraConfig,
    ExecutorConfig,
    GenerateConfig,
    JobConfig,
    OutputConfig,
    PhysToolSceneConfig,
    RayExecutorConfig,
    RenderConfig,
    SceneConfig,
    as_dict,
    leaf_keys,
    run_only_keys,
    upgrade_dict,
)
from .validation import (
    MAX_ANGLE,
    MAX_ATTEMPTS,
    MAX_DIST_MULT,
    MAX_GRID,
    MAX_IMAGE,
    MAX_SCENES,
    SECONDS_GRID_32,
    SLOW_SCENE_S,
    check,
    check_output_dir,
    grid_shape,
    slow_grid_warning,
    validate,
    workers_check,
)

__all__ = [
    "CODECS", "EXECUTORS", "MAX_ANGLE", "MAX_ATTEMPTS", "MAX_DIST_MULT", "MAX_GRID", "MAX_IMAGE",
    "MAX_SCENES", "RGB_LAYOUTS", "RUN_ONLY",
    "SCENES", "SECONDS_GRID_32", "SLOW_SCENE_S", "CameraConfig", "ConfigError", "ExecutorConfig",
    "GenerateConfig", "JobConfig", "OutputConfig", "PhysToolSceneConfig", "RayExecutorConfig",
    "RenderConfig", "SceneConfig", "as_dict", "check", "check_output_dir", "grid_shape", "hydra_argv_problem",
    "hydra_error_line",
    "hydra_errors", "hydra_errors_raised", "known_keys", "leaf_keys", "load", "refuse_unknown_keys",
    "register", "run_only_keys", "slow_grid_warning", "sweep_exclude_keys", "to_object", "unknown_key_line",
    "unknown_keys", "upgrade_dict", "validate", "workers_check",
]
