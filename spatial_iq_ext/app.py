"""The Kit app of this process: find the running one, or start exactly one headless
SimulationApp, and close it exactly once.

Invariant: nothing here imports ``omni``, ``carb`` or ``isaacsim`` before a SimulationApp
exists. Under Isaac Sim's ``python.sh`` ``omni.kit.app`` imports fine long before any app
runs, and its ``get_app()`` then raises ``RuntimeError: Failed to acquire interface:
omni::kit::IApp``; so a running app is only looked for when Kit has already loaded
``omni.kit.app`` (``sys.modules``), and every way of it being absent (not loaded, raising,
None, not running) means "start one". One process starts at most one SimulationApp (Kit is
not made to start again in a process it has shut down): a second start is refused with a
message that says to give each job its own process. See docs/isaac.md.
"""

from __future__ import annotations

import atexit
import inspect
import sys

RENDERER = "RaytracedLighting"
# /rtx/post/aa/op (SimulationApp's "anti_aliasing"): 0 off, 1 TAA, 2 FXAA, 3 DLSS, 4 DLAA/RTXAA.
# FXAA filters the colour only; TAA jitters the camera and DLSS renders below the output
# resolution, and both move instance edges, so the backend never leaves them on.
AA_OP = {True: 2, False: 0}  # keyed by render.antialias
DLSS_EXEC_MODE = 2  # /rtx/post/dlss/execMode: 0 performance, 1 balanced, 2 quality, 3 auto
RTX_SETTINGS = {"aa_op": "/rtx/post/aa/op", "dlss_exec_mode": "/rtx/post/dlss/execMode"}

_STATE: dict = {"app": None, "owner": None, "closed": False}


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
    if fast_shutdown is None:
        # Kit's fast shutdown ends the process inside close(): never in a job (its launcher
        # process must live on to report back), and in the batch only where close() passes
        # the run's exit status on (older ones would end every run with status 0)
        fast_shutdown = owner == "batch" and "exit_code" in inspect.signature(SimulationApp.close).parameters
    app = SimulationApp({"headless": headless, "renderer": RENDERER, "anti_aliasing": AA_OP[bool(antialias)],
                         "fast_shutdown": bool(fast_shutdown)})
    _STATE.update(app=app, owner=owner, closed=False)
    atexit.register(_close_at_exit)
    kit = running_app()
    if kit is not None:
        kit.get_extension_manager().set_extension_enabled_immediate("omni.replicator.core", True)
    return app


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
