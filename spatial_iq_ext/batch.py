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
    is closed;
  * every failure ends the process with a non-zero status and one line naming the cause: an
    Isaac Sim that cannot start or lacks an extension (status 2), a job that raised (status
    3, after its traceback); a run that only asks Hydra something (``--help``, ``-c job``,
    ``--info``) starts no Isaac Sim at all.
"""

from __future__ import annotations

import json
import os
import sys
import traceback

from hydra.experimental.callback import Callback

from generators.errors import BAD_INPUT, RUN_FAILED  # a leaf module: exit codes, nothing imported

# Hydra launchers that run every job in this process; any other starts a process per job
IN_PROCESS_LAUNCHERS = ("basic",)
DEFAULTS = (("render.backend", "isaac"), ("workers", "1"), ("render.crosscheck", "true"))
CALLBACK = "+hydra.callbacks.spatial_iq_job_end._target_=spatial_iq_ext.batch.JobEnd"
# Hydra flags that print something and run no job (hydra/_internal/utils.py get_args_parser)
HYDRA_ONLY_FLAGS = ("-h", "--help", "--hydra-help", "--version", "-c", "--cfg", "-i", "--info",
                    "-sc", "--shell-completion")
PROG = "spatial_iq_ext.batch"


def with_defaults(argv: list[str]) -> list[str]:
    """The Isaac backend, one worker and the CPU cross-check unless the command line says
    otherwise, and the job-end hook. They go right before the first override of the command
    line (first of all when it has none): Hydra's parser takes its overrides as one run of
    positional arguments, so an override after a flag that follows the user's (``out=x -h``)
    would be refused, and one right after ``--info`` taken for its value."""
    added = [f"{key}={value}" for key, value in DEFAULTS
             if not any(a.split("=", 1)[0].lstrip("+~") == key for a in argv)]
    if CALLBACK not in argv:
        added.append(CALLBACK)
    at = next((i for i, a in enumerate(argv) if "=" in a and not a.startswith("-")), 0)
    return [*argv[:at], *added, *argv[at:]]


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


def asks_hydra_only(argv: list[str]) -> bool:
    """The command line only asks Hydra for help, the config or information: no job runs."""
    return any(a.split("=", 1)[0] in HYDRA_ONLY_FLAGS for a in argv)


def main(argv: list[str] | None = None) -> int:
    argv = with_defaults(sys.argv[1:] if argv is None else argv)
    if asks_hydra_only(argv):
        from generators.cli import main as cli_main

        return cli_main(["generate", *argv])
    from .app import AppError, close_app, ensure_app

    try:  # SimulationApp first: nothing above imported omni, pxr or the core (its exit codes only)
        app = ensure_app("batch") if jobs_in_this_process(argv) else None
    except AppError as err:
        return _fail(err, BAD_INPUT)
    rc = RUN_FAILED
    try:
        from generators.render.registry import register

        from .replicator import make

        register("isaac", make)
        from generators.cli import main as cli_main

        try:
            rc = cli_main(["generate", *argv])
        except SystemExit as exc:
            rc = exc.code if isinstance(exc.code, int) else 1
        except AppError as err:  # a job's renderer: an extension this Isaac Sim lacks
            rc = _fail(err, BAD_INPUT)
        except Exception as err:  # noqa: BLE001 (any job failure ends the run with its cause)
            traceback.print_exc()
            rc = _fail(f"{type(err).__name__}: {err}", RUN_FAILED)
        finally:
            _release_renderer()  # a job that failed before its end hook still frees its product
    finally:
        sys.stdout.flush()
        sys.stderr.flush()
        close_app(app, rc)
    return rc


def _fail(err, code: int) -> int:
    text = " ".join(str(err).split())
    print(f"{PROG}: error: {text}", file=sys.stderr)
    return code


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
    from .app import exit_process

    exit_process(main())
