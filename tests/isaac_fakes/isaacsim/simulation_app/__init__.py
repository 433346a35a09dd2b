"""Fake ``isaacsim.simulation_app.SimulationApp``.

Follows isaac-sim/IsaacSim ``source/extensions/isaacsim.simulation_app/isaacsim/
simulation_app/simulation_app.py``: ``__init__(launch_config=None, experience="")`` merges
``launch_config`` over ``DEFAULT_LAUNCHER_CONFIG`` (here the keys this project reads:
``headless``, ``renderer`` "RealTimePathTracing", ``anti_aliasing`` 3 = DLSS,
``fast_shutdown`` True, ``create_new_stage`` True, ``extra_args`` []), starts Kit with
``extra_args`` plus every argument of ``sys.argv`` that its
``argparse.ArgumentParser(add_help=False).parse_known_args()`` does not know (recorded as
``kit_args``), applies ``/rtx/post/aa/op`` from ``anti_aliasing``
and creates a new stage; it warns about ``omni*``/``pxr*`` modules imported before it (its
ok_list). How a start fails, as observed with Isaac Sim 6.2 from pip
(``SPATIAL_IQ_FAKE_START_FAILURE``): ``solver``, Kit's dependency solver finds an extension
missing, the app does not run and SimulationApp calls ``sys.exit(1)``
(``/app/extensions/~lastSolveFailed`` is set); ``import``, Kit runs but
``from .utils import ...`` raises ``ModuleNotFoundError: No module named 'omni.kit.usd'``.
Once Kit has started, its teardown at interpreter exit ends a process with status 0 under
fast shutdown whatever Python was exiting with (this fake does so in a subprocess run only).
``close(wait_for_replicator=True,
skip_cleanup=False, exit_code=0)`` waits for Replicator, closes the stage and shuts Kit down;
with ``fast_shutdown`` Kit ends the process there with ``exit_code`` (this fake does so only
in a subprocess run, and records it in-process). ``is_running()``, ``update()``, ``app``,
``context``.
"""

from __future__ import annotations

import argparse
import atexit
import os
import re
import sys

import carb
import carb.settings
import omni.kit.app

OK_LIST = ("omni", "omni.kit", "omni.kit.app", "omni.ext", "omni.isaac")  # part of the real ok_list


class SimulationApp:
    DEFAULT_LAUNCHER_CONFIG = {"headless": True, "renderer": "RealTimePathTracing", "anti_aliasing": 3,
                               "fast_shutdown": True, "create_new_stage": True, "width": 1280, "height": 720,
                               "extra_args": []}

    def __init__(self, launch_config: dict = None, experience: str = "") -> None:
        import fakelog

        early = sorted(m for m in sys.modules if re.match("omni.*|pxr.*", m) and m not in OK_LIST)
        self.config = {**self.DEFAULT_LAUNCHER_CONFIG, **(launch_config or {})}
        self._exiting = False
        if omni.kit.app._running():
            raise RuntimeError("a Kit app is already running in this process")
        _, unknown_args = argparse.ArgumentParser(add_help=False).parse_known_args()
        settings = carb.settings.get_settings()
        failure = os.environ.get("SPATIAL_IQ_FAKE_START_FAILURE", "")
        fakelog.record("SimulationApp.__init__", config=self.config, early_modules=early, pid=os.getpid(),
                       experience=experience, kit_args=unknown_args, failure=failure)
        if failure == "solver":
            settings.set("/app/extensions/~lastSolveFailed", True)
            sys.exit(1)
        self._app = omni.kit.app._start()
        if fakelog.subprocess_run():
            atexit.register(self._kit_teardown)
        if failure == "import":
            raise ModuleNotFoundError("No module named 'omni.kit.usd'", name="omni.kit.usd")
        settings.set("/rtx/rendermode", self.config["renderer"])
        settings.set("/rtx/post/aa/op", self.config["anti_aliasing"])
        if self.config["create_new_stage"]:
            self.context.new_stage()

    def _kit_teardown(self) -> None:
        """Kit's end at interpreter exit when nobody closed it: status 0 under fast shutdown."""
        if not self._exiting and self.config["fast_shutdown"]:
            sys.stdout.flush()
            sys.stderr.flush()
            os._exit(0)

    def update(self) -> None:
        self._app.update()

    def is_running(self) -> bool:
        return self._app.is_running() and not self._exiting

    def is_exiting(self) -> bool:
        return self._exiting

    @property
    def app(self):
        return self._app

    @property
    def context(self):
        from omni import usd

        return usd.get_context()

    def set_setting(self, setting: str, value) -> None:
        carb.settings.get_settings().set(setting, value)

    def close(self, wait_for_replicator: bool = True, skip_cleanup: bool = False, exit_code: int = 0) -> None:
        import fakelog

        if self._exiting:
            return
        from omni.replicator import core as rep

        status = rep.orchestrator.Status
        if rep.orchestrator.get_status() not in {status.STOPPED, status.STOPPING}:
            rep.orchestrator.stop()
        if wait_for_replicator:
            rep.orchestrator.wait_until_complete()
        if self.context.can_close_stage():
            self.context.close_stage()
        self._exiting = True
        omni.kit.app._stop()
        fakelog.record("SimulationApp.close", exit_code=exit_code, fast_shutdown=self.config["fast_shutdown"],
                       pid=os.getpid())
        if self.config["fast_shutdown"] and fakelog.subprocess_run():
            sys.stdout.flush()
            sys.stderr.flush()
            os._exit(exit_code)
