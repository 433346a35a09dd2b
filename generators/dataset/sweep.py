"""``spatial-iq generate -m``: a sweep follows the output rules of a single run, and every job
is checked before Hydra writes anything.

Hydra writes ``multirun.yaml`` into the sweep's folder and creates each job's folder before
the job runs, so a job refused there (a bad value) used to leave ``OUT/multirun.yaml`` and
``OUT/n_scenes=0/`` behind, replace a ``multirun.yaml`` of the user's and write into a
folder holding the user's files. ``SweepCheck`` (a Hydra callback, ``configs/generate.yaml``)
runs when the sweep starts, before any of that: it expands the sweep as Hydra's basic sweeper
will, composes and validates every job's configuration (its scene's ``validator``), checks
each job's folder read-only (``io/rundir.py``) and the sweep's folder as an ``OutDir`` of kind
``voxel sweep`` (new, empty, or marked by us; a ``multirun.yaml`` in an unmarked folder is
the user's), and only then creates and marks the sweep's folder. A refusal is one line,
exit 2, nothing written.
"""

from __future__ import annotations

import copy
import importlib
import os
import sys

from ..config import ConfigError, as_dict, load
from ..errors import BAD_INPUT, fail
from ..io.outdir import OutDir
from ..io.rundir import KIND, SWEEP_KIND, RunDir

try:
    from hydra.experimental.callback import Callback
except ImportError:  # pragma: no cover - the Kit window builds configs without Hydra
    Callback = object


def _call(path: str):
    module, name = path.split(":")
    return getattr(importlib.import_module(module), name)


def job_configs(config) -> list:
    """Every job's composed configuration (with its ``hydra`` node), as the basic sweeper
    will launch them."""
    from hydra._internal.core_plugins.basic_sweeper import BasicSweeper
    from hydra.core.global_hydra import GlobalHydra
    from hydra.core.override_parser.overrides_parser import OverridesParser
    from omegaconf import OmegaConf

    params = OmegaConf.select(config, "hydra.sweeper.params") or {}
    arguments = [f"{k}={v}" for k, v in params.items()]
    arguments += list(OmegaConf.to_container(config.hydra.overrides.task, resolve=False))
    overrides = OverridesParser.create().parse_overrides(arguments)
    loader = GlobalHydra.instance().hydra.config_loader
    return [loader.load_sweep_config(config, list(job))
            for batch in BasicSweeper.split_arguments(overrides, None) for job in batch]


def check_sweep(config) -> None:
    """Refuse (ConfigError) a sweep any of whose jobs would be refused, or whose folder this
    command may not write; then create and mark the sweep's folder."""
    from omegaconf import OmegaConf, open_dict
    from omegaconf.errors import OmegaConfBaseException

    try:
        sweep_dir = str(OmegaConf.select(config, "hydra.sweep.dir", throw_on_missing=True))
    except OmegaConfBaseException:
        raise ConfigError("no output directory: add out=DIR") from None
    sweep = OutDir(sweep_dir, SWEEP_KIND, f"out={sweep_dir}", "spatial-iq generate -m",
                   own=("multirun.yaml",), also=(KIND,))
    sweep.check()
    for job in job_configs(config):
        task = copy.deepcopy(job)
        with open_dict(task):
            del task["hydra"]
        cfg = load(task)
        _call(type(cfg.scene).validator)(cfg)
        try:
            subdir = str(OmegaConf.select(job, "hydra.sweep.subdir", throw_on_missing=True))
        except OmegaConfBaseException:  # a subdir named by what only the launcher knows (job.num)
            continue
        folder = os.path.join(sweep_dir, subdir)
        if cfg.scene.kind == "voxel":
            run = RunDir(folder, int(cfg.job.index), int(cfg.job.count))
            run.check(as_dict(cfg), bool(cfg.output.overwrite))
    sweep.claim()
    try:
        sweep.mark()
    finally:
        sweep.release()


class SweepCheck(Callback):
    """Hydra callback: ``check_sweep`` when a sweep (``-m``) starts. Hydra turns an exception
    of a callback into a warning and goes on, so a refusal ends the process here (one line,
    exit 2), as a refused job does (``dataset/cli.py``)."""

    def on_multirun_start(self, config, **kwargs) -> None:
        try:
            check_sweep(config)
        except ConfigError as err:
            sys.exit(fail("generate", err, BAD_INPUT))
