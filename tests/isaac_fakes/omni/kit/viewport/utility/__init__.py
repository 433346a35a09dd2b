"""Fake ``omni.kit.viewport.utility``: the active viewport's ``ViewportAPI``.

Follows ``omni.kit.viewport.utility.get_active_viewport()`` and the ``ViewportAPI``
properties ``camera_path`` and ``resolution`` (a (width, height) tuple) of
``omni.kit.widget.viewport`` (Kit docs, omni.kit.widget.viewport 109.2 API), as
isaac-sim/IsaacSim's ``simulation_app.py`` uses them; importable only while an app runs.
"""

from __future__ import annotations

import omni.kit.app

omni.kit.app._require("omni.kit.viewport.utility")

_STATE: dict = {"viewport": None, "none": False}


class ViewportAPI:
    def __init__(self):
        self._camera_path = "/OmniverseKit_Persp"
        self._resolution = (1280, 720)

    @property
    def camera_path(self):
        return self._camera_path

    @camera_path.setter
    def camera_path(self, value) -> None:
        import fakelog

        self._camera_path = str(value)
        fakelog.record("viewport.camera_path", path=str(value))

    @property
    def resolution(self) -> tuple:
        return self._resolution

    @resolution.setter
    def resolution(self, value) -> None:
        import fakelog

        self._resolution = (int(value[0]), int(value[1]))
        fakelog.record("viewport.resolution", resolution=list(self._resolution))


def get_active_viewport(usd_context_name: str = ""):
    if _STATE["none"]:
        return None
    if _STATE["viewport"] is None:
        _STATE["viewport"] = ViewportAPI()
    return _STATE["viewport"]
