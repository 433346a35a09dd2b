"""Fake ``omni.kit.app``: the ``IApp`` interface of a Kit process.

Like the real module under Isaac Sim's ``python.sh``, it imports before any app runs and
``get_app()`` then raises ``RuntimeError: Failed to acquire interface: omni::kit::IApp``
(checked against omniverse-kit 110.4: ``omni.kit.app.get_app()`` before ``KitApp.startup``).
A fake SimulationApp (or a test standing in for Isaac Sim's UI) starts it with ``_start``.

Signatures follow omniverse-kit 110.4 on PyPI, ``omni/kernel/py/omni/kit/app/_app.pyi``
(``IApp.is_running``, ``is_app_ready``, ``update``, ``post_quit(return_code=0)``,
``print_and_log(message)``, ``get_extension_manager``, ``shutdown``), ``_impl/app_iface.py``
(``get_app()``, ``async IApp.next_update_async() -> float``, the frame's dt) and
``omni/kernel/py/omni/ext/_extensions.pyi`` (``ExtensionManager.set_extension_enabled_immediate
(extension_id, enabled) -> bool``, False when the dependency solver finds no such extension;
``get_extensions() -> tuple`` of dicts with ``name``; ``is_extension_enabled``).
"""

from __future__ import annotations

import asyncio
import os

FRAME_S = 0.002  # a fake frame: long enough for a worker thread to get the GIL

_STATE: dict = {"app": None}


# extensions this "install" lacks: tests add names, a subprocess run lists them in the environment
MISSING: set[str] = set(filter(None, os.environ.get("SPATIAL_IQ_FAKE_MISSING_EXTS", "").split(",")))


class ExtensionManager:
    def __init__(self):
        self.enabled: set[str] = set()

    def set_extension_enabled_immediate(self, extension_id: str, enabled: bool) -> bool:
        """False when the solver cannot enable it (here: a name in MISSING), as Kit 110.4 answers."""
        import fakelog

        found = extension_id not in MISSING
        if found:
            (self.enabled.add if enabled else self.enabled.discard)(extension_id)
        fakelog.record("omni.kit.app.set_extension_enabled_immediate", extension=extension_id,
                       enabled=enabled, result=found)
        return found

    def get_extensions(self) -> tuple:
        """The installed extensions as dicts (Kit's carry ``id``, ``name``, ``enabled``, ...)."""
        return tuple({"id": f"{name}-1.0.0", "name": name, "enabled": True} for name in sorted(self.enabled))

    def is_extension_enabled(self, ext_name: str) -> bool:
        return ext_name in self.enabled


class IApp:
    def __init__(self):
        self.running = True
        self.frames = 0
        self._extensions = ExtensionManager()

    def is_running(self) -> bool:
        return self.running

    def is_app_ready(self) -> bool:
        return self.running

    def update(self) -> None:
        self.frames += 1

    async def next_update_async(self) -> float:
        await asyncio.sleep(FRAME_S)
        self.frames += 1
        return FRAME_S

    def post_quit(self, return_code: int = 0) -> None:
        self.running = False

    def print_and_log(self, message: str) -> None:
        pass

    def get_extension_manager(self) -> ExtensionManager:
        return self._extensions

    def shutdown(self) -> int:
        self.running = False
        return 0


def get_app() -> IApp:
    app = _STATE["app"]
    if app is None:
        raise RuntimeError("Failed to acquire interface: omni::kit::IApp (pluginName: nullptr)")
    return app


def _start() -> IApp:
    """Kit starts (SimulationApp, or a test standing in for Isaac Sim's own app)."""
    _STATE["app"] = IApp()
    return _STATE["app"]


def _stop() -> None:
    if _STATE["app"] is not None:
        _STATE["app"].running = False


def _running() -> bool:
    return _STATE["app"] is not None and _STATE["app"].running


def _require(module: str) -> None:
    """Extension modules (omni.usd, omni.replicator.core, ...) import only in a running app:
    Kit puts their folders on sys.path when it enables them."""
    if not _running():
        raise ModuleNotFoundError(f"No module named '{module}' (no Kit app is running)", name=module)
