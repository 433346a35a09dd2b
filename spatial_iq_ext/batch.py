"""Headless batch generation inside Isaac Sim: the entry ``isaacsim.sh`` runs with Isaac's Python.

    python.sh -m spatial_iq_ext.batch out=data/isaac n_scenes=100 [Hydra overrides]

Runs the same Hydra generate app as ``spatial-iq generate`` with ``render.backend=isaac``,
``workers=1`` (one renderer per process) and ``render.crosscheck=true`` unless the command
line says otherwise.

Order and ownership (the invariants the contract tests check):
  * the SimulationApp is created first, before anything imports ``omni`` or ``pxr``, by
    this process whenever the jobs run in it (a single run, or ``-m`` with Hydra's default
    in-process launcher); it is closed last, with the run's exit status;
  * with a launcher that starts a process per job (``hydra/launcher=local_processes`` or
    ``slurm``) nothing starts here: each job's renderer starts its own SimulationApp;
  * every job ends through ``JobEnd``: its render product is destroyed, its cross-check
    written (``crosscheck.json`` in the job's dataset), and a SimulationApp the job started
    is closed.
"""

from __future__ import annotations

import json
import os
import sys

from hydra.experimental.callback import Callback

# Hydra launchers that run every job in this process; any other starts a process per job
IN_PROCESS_LAUNCHERS = ("basic",)
DEFAULTS = (("render.backend", "isaac"), ("workers", "1"), ("render.crosscheck", "true"))
CALLBACK = "+hydra.callbacks.spatial_iq_job_end._target_=spatial_iq_ext.batch.JobEnd"


def with_defaults(argv: list[str]) -> list[str]:
    """The Isaac backend, one worker and the CPU cross-check unless the command line says
    otherwise, and the job-end hook."""
    out = list(argv)
    for key, value in DEFAULTS:
        if not any(a.split("=", 1)[0].lstrip("+~") == key for a in out):
            out.append(f"{key}={value}")
    if CALLBACK not in out:
        out.append(CALLBACK)
    return out


def is_multirun(argv: list[str]) -> bool:
    return "-m" in argv or "--multirun" in argv


def launcher(argv: list[str]) -> str:
    """The Hydra launcher a command line picks (``basic`` unless ``hydra/launcher=...``)."""
    for arg in argv:
        if arg.split("=", 1)[0].lstrip("+~") == "hydra/launcher":
            return arg.split("=", 1)[1]
    return "basic"


def jobs_in_this_process(argv: list[str]) -> bool:
    return not is_multirun(argv) or launcher(argv) in IN_PROCESS_LAUNCHERS


def main(argv: list[str] | None = None) -> int:
    argv = with_defaults(sys.argv[1:] if argv is None else argv)
    from .app import AppError, close_app, ensure_app

    try:  # SimulationApp first: nothing above imported omni, pxr or the core
        app = ensure_app("batch") if jobs_in_this_process(argv) else None
    except AppError as err:
        print(f"spatial_iq_ext.batch: error: {err}", file=sys.stderr)
        return 2
    rc = 1
    try:
        from generators.render.registry import register

        from .replicator import make

        register("isaac", make)
        from generators.cli import main as cli_main

        try:
            rc = cli_main(["generate", *argv])
        except SystemExit as exc:
            rc = exc.code if isinstance(exc.code, int) else 1
        finally:
            _release_renderer()  # a job that failed before its end hook still frees its product
    finally:
        sys.stdout.flush()
        sys.stderr.flush()
        close_app(app, rc)
    return rc


class JobEnd(Callback):
    """Hydra callback (``hydra.callbacks``) run in the process of every job, whatever the
    launcher: ends the job's use of Isaac Sim (see the module docstring)."""

    def __init__(self, **_):
        self._generator = None

    def on_job_start(self, config=None, **_) -> None:
        from generators.dataset.executors import current_generator

        self._generator = current_generator()  # a job that makes none must not touch this one

    def on_job_end(self, config=None, job_return=None, **_) -> None:
        from generators.dataset.executors import current_generator

        from .app import close_app, started_app, started_by

        gen = current_generator()
        try:
            if gen is not None and gen is not self._generator:
                _write_crosscheck(gen, _dataset_dir(config, gen))
        finally:
            _release_renderer()
            if started_by() == "job":
                close_app(started_app(), 0)


def _dataset_dir(config, gen) -> str:
    """A job's dataset folder: the sweep's job folder under -m, else ``out``."""
    try:
        from hydra.core.hydra_config import HydraConfig
        from hydra.types import RunMode

        hc = HydraConfig.get()
        if hc.mode == RunMode.MULTIRUN:
            return str(hc.runtime.output_dir)
    except (ImportError, ValueError):
        pass
    return os.path.abspath(str(gen.cfg.out))


def _release_renderer() -> None:
    from generators.dataset.executors import current_generator

    gen = current_generator()
    close = getattr(getattr(gen, "renderer", None), "close", None)
    if close is not None:
        close()


def _write_crosscheck(gen, folder: str) -> str | None:
    """``crosscheck.json`` (``crosscheck-job{i}-of{n}.json`` for a split run) in the dataset:
    the views where RTX and the CPU ray caster see different blocks."""
    reports = getattr(gen.renderer, "reports", None)
    if not gen.cfg.render.crosscheck or reports is None or not os.path.isdir(folder):
        return None
    count, index = int(gen.cfg.job.count), int(gen.cfg.job.index)
    name = "crosscheck.json" if count == 1 else f"crosscheck-job{index}-of{count}.json"
    path = os.path.join(folder, name)
    with open(path + ".tmp", "w") as fh:
        json.dump({"views_disagreeing": len(reports), "reports": reports}, fh, indent=1)
    os.replace(path + ".tmp", path)
    print(f"cross-check: {len(reports)} view(s) where RTX and the ray caster disagree -> {path}")
    return path


if __name__ == "__main__":
    sys.exit(main())
