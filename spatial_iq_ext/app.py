"""The Kit app of this process: find the running one, or start exactly one headless
SimulationApp, and close it exactly once.

Invariant: nothing here imports ``omni``, ``carb`` or ``isaacsim`` before a SimulationApp
exists. Under Isaac Sim's ``python.sh`` ``omni.kit.app`` imports fine long before any app
runs, and its ``get_app()`` then raises ``RuntimeError: Failed to acquire interface:
omni::kit::IApp``; so a running app is only looked for when Kit has already loaded
``omni.kit.app`` (``sys.modules``), and every way of it being absent (not loaded, raising,
None, not running) means "start one". One process starts at most one SimulationApp (Kit is
not made to start again in a process it has shut down): a second start is refused with a
message that says to give each job its own process.

Start-up, as NVIDIA's ``SimulationApp`` does it (``isaacsim.simulation_app/simulation_app.py``,
Isaac Sim 6.2): it parses ``sys.argv`` and hands every argument it does not know to Kit, so
``sys.argv`` is cleared around the constructor (Hydra's ``-m``, ``-h``, ``key=value`` are not
Kit's); Kit gets ``KIT_ARGS`` (the network extension registry off) through the launch config's
``extra_args``, and the experience file ``$SPATIAL_IQ_KIT_EXPERIENCE`` when set. Once Kit has
been started in a process, the process must end through ``exit_process``: Kit's own teardown
at interpreter exit turns any status into 0 under fast shutdown, or crashes without it, so a
start that failed would otherwise exit 0 (or 139). ``require_extensions`` enables the Kit
extensions a caller needs and names the first one Kit cannot enable. See docs/isaac.md.
"""

from __future__ import annotations

import atexit
import inspect
import os
import sys
from collections.abc import Iterator
from contextlib import contextmanager

RENDERER = "RaytracedLighting"
# /rtx/post/aa/op (SimulationApp's "anti_aliasing"): 0 off, 1 TAA, 2 FXAA, 3 DLSS, 4 DLAA/RTXAA.
# FXAA filters the colour only; TAA jitters the camera and DLSS renders below the output
# resolution, and both move instance edges, so the backend never leaves them on.
AA_OP = {True: 2, False: 0}  # keyed by render.antialias
DLSS_EXEC_MODE = 2  # /rtx/post/dlss/execMode: 0 performance, 1 balanced, 2 quality, 3 auto
RTX_SETTINGS = {"aa_op": "/rtx/post/aa/op", "dlss_exec_mode": "/rtx/post/dlss/execMode"}

# Kit's command line for a SimulationApp started here (appended to NVIDIA's own): only the
# extensions installed locally, so a missing one fails at once with its name instead of Kit
# trying NVIDIA's registry over the network (and failing there too on a machine without it)
KIT_ARGS = ("--/app/extensions/registryEnabled=0",)
EXPERIENCE_ENV = "SPATIAL_IQ_KIT_EXPERIENCE"  # an experience (.kit) file; unset: Isaac Sim's default
# Kit, the extension manager and Isaac's loop runner only: starts from `pip install isaacsim` on any CPU
MINIMAL_EXPERIENCE = os.path.join(os.path.dirname(os.path.realpath(__file__)), "apps",
                                  "spatial_iq_minimal.kit")
INSTALL_HINT = ("install the full Isaac Sim (pip install 'isaacsim[all,extscache]==<version>' "
                "--extra-index-url https://pypi.nvidia.com, or an Isaac Sim folder), see docs/isaac.md")


def initial_state() -> dict:
    """This module's state in a process that has not started Kit."""
    return {"app": None, "owner": None, "closed": False, "kit_started": False, "failed": None}


_STATE: dict = initial_state()


class AppError(RuntimeError):
    """This process cannot have a Kit app; the message says why and what to do."""


def running_app():
    """Kit's running ``IApp`` in this process, or None. Never imports anything itself."""
    module = sys.modules.get("omni.kit.app")
    if module is None:  # Kit has not even been bootstrapped: no app can be running
        return None
    try:
        app = module.get_app()
        return app if app is not None and app.is_running() else None
    except Exception:  # RuntimeError "Failed to acquire interface: omni::kit::IApp", and kin
        return None


def started_app():
    """The SimulationApp this process started (None if it started none or closed it)."""
    return None if _STATE["closed"] else _STATE["app"]


def started_by() -> str | None:
    """Who started this process's SimulationApp: "batch", "job" or None."""
    return None if _STATE["closed"] else _STATE["owner"]


def ensure_app(owner: str = "job", *, headless: bool = True, antialias: bool = True,
               fast_shutdown: bool | None = None):
    """A running Kit app: Isaac Sim's own (the window), the one this process started, or a
    new headless SimulationApp. Returns the SimulationApp when this call started it (the
    caller, ``owner``, must close it with ``close_app``), else None."""
    if _STATE["failed"]:  # Kit may run, half started: nothing may use it
        raise AppError(f"Isaac Sim already failed to start in this process ({_STATE['failed']})")
    if _STATE["app"] is not None and not _STATE["closed"]:
        return None
    if running_app() is not None:
        return None
    if _STATE["closed"]:
        raise AppError("Isaac Sim was already started and closed in this process and cannot start "
                       "again: run one job per process (with -m, give the launcher as many processes "
                       "as jobs, e.g. hydra.launcher.n_jobs=<number of jobs>)")
    try:
        from isaacsim import SimulationApp
    except ImportError as err:
        raise AppError(f"Isaac Sim's SimulationApp is not importable here ({err}): run through "
                       "`bash isaacsim.sh`, see docs/isaac.md") from None
    experience = experience_file()
    if fast_shutdown is None:
        # Kit's fast shutdown ends the process inside close(): never in a job (its launcher
        # process must live on to report back), and in the batch only where close() passes
        # the run's exit status on (older ones would end every run with status 0)
        fast_shutdown = owner == "batch" and "exit_code" in inspect.signature(SimulationApp.close).parameters
    config = {"headless": headless, "renderer": RENDERER, "anti_aliasing": AA_OP[bool(antialias)],
              "fast_shutdown": bool(fast_shutdown), "extra_args": list(KIT_ARGS)}
    # the exit path first: from here on Kit may be up, whatever the constructor does
    _STATE["kit_started"] = True
    atexit.register(_close_at_exit)
    try:
        with _argv_for_kit():
            app = SimulationApp(config, experience=experience)
    except (Exception, SystemExit) as err:  # SystemExit: its own check that Kit's app runs
        _STATE["failed"] = _start_failure(err, experience)
        raise AppError(f"Isaac Sim did not start: {_STATE['failed']}") from None
    _STATE.update(app=app, owner=owner, closed=False)
    return app


def experience_file() -> str:
    """The experience (.kit) file a SimulationApp started here loads: ``$SPATIAL_IQ_KIT_EXPERIENCE``
    (absolute), or "" for SimulationApp's own choice (``$EXP_PATH/isaacsim.exp.base.python.kit``)."""
    path = os.environ.get(EXPERIENCE_ENV, "")
    if path and not os.path.isfile(path):
        raise AppError(f"{EXPERIENCE_ENV}={path}: no such experience (.kit) file; unset it for Isaac Sim's "
                       f"default, or point it at one (the minimal one is {MINIMAL_EXPERIENCE})")
    return os.path.abspath(path) if path else ""


@contextmanager
def _argv_for_kit() -> Iterator[None]:
    """``sys.argv`` without this process's arguments while SimulationApp reads them: it passes
    every one argparse does not know to Kit, and Kit fails on Hydra's (``-m``: "Ill formed
    parameter", then a crash) or acts on them (``-h`` quits)."""
    saved = sys.argv
    sys.argv = saved[:1]
    try:
        yield
    finally:
        sys.argv = saved


def _start_failure(err: BaseException, experience: str) -> str:
    """What stopped SimulationApp(...), in one line."""
    which = experience or "Isaac Sim's default experience"
    if isinstance(err, SystemExit):
        try:
            import carb.settings

            unsolved = bool(carb.settings.get_settings().get("/app/extensions/~lastSolveFailed"))
        except Exception:  # Kit did not get far enough to have settings
            unsolved = False
        if unsolved:
            return (f"Kit could not resolve the extensions of {which} (Kit's [Error] lines above name the "
                    f"missing ones): {INSTALL_HINT}; or choose another experience with {EXPERIENCE_ENV}")
        return f"Kit stopped during start-up with status {err.code} (Kit's [Error] lines above say why)"
    text = " ".join(f"{type(err).__name__}: {err}".split())
    if isinstance(err, ImportError) and (err.name or "").startswith(("omni.", "pxr", "isaacsim.")):
        return (f"{text}; SimulationApp needs the extension that provides it and {which} does not "
                f"enable one: {INSTALL_HINT}")
    return text


def require_extensions(*names: str) -> None:
    """Enable each Kit extension in this process's app, or raise AppError naming the first one
    Kit cannot enable (``ExtensionManager.set_extension_enabled_immediate`` returns False when
    the dependency solver finds no such extension, or not all of its dependencies)."""
    kit = sys.modules.get("omni.kit.app")
    if kit is None:
        raise AppError(f"no Kit app runs in this process to enable {', '.join(names)}")
    manager = kit.get_app().get_extension_manager()
    for name in names:
        if manager.set_extension_enabled_immediate(name, True):
            continue
        installed = any(ext.get("name") == name for ext in manager.get_extensions())
        if installed:
            raise AppError(f"Kit could not enable {name}: some extension it depends on is missing (Kit's "
                           f"[Error] lines above name it); {INSTALL_HINT}")
        raise AppError(f"this Isaac Sim has no extension {name} (not in its extension folders; the network "
                       f"registry is off): {INSTALL_HINT}")


def exit_process(code: int) -> None:
    """End the process with ``code``. Once this process started Kit (even a start that failed),
    the end is ``os._exit`` after flushing, as SimulationApp.close ends a run with a non-zero
    status: Kit's teardown at interpreter exit would report 0 under fast shutdown, or crash."""
    sys.stdout.flush()
    sys.stderr.flush()
    if _STATE["kit_started"]:
        os._exit(int(code))
    sys.exit(int(code))


def pin_render_settings(antialias: bool = True) -> dict:
    """Fix the anti-aliasing mode (and the DLSS mode, should anyone switch DLSS on) in the
    running app's settings, whatever the app or the user chose; returns what was set."""
    import carb.settings

    settings = carb.settings.get_settings()
    values = {RTX_SETTINGS["aa_op"]: AA_OP[bool(antialias)], RTX_SETTINGS["dlss_exec_mode"]: DLSS_EXEC_MODE}
    for path, value in values.items():
        settings.set(path, value)
    return values


def close_app(app, exit_code: int = 0) -> None:
    """Close a SimulationApp this process started, passing the run's exit status on where
    SimulationApp.close accepts it (with fast shutdown, Kit ends the process right there)."""
    if app is None or _STATE["closed"] and _STATE["app"] is app:
        return
    if app is _STATE["app"]:
        _STATE["closed"] = True
    if "exit_code" in inspect.signature(app.close).parameters:
        app.close(exit_code=int(exit_code))
    else:
        app.close()


def _close_at_exit() -> None:
    """A job that died before its end hook ran still shuts Kit down, so the process exits."""
    app = started_app()
    if app is not None:
        close_app(app, 1)
