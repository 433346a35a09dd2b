"""Fake ``omni.usd``: the USD context of a running Kit app, its stage a usd-core stage.

Importable only while an app runs (like any extension module). Follows the calls
isaac-sim/IsaacSim makes in ``source/extensions/isaacsim.simulation_app/isaacsim/
simulation_app/simulation_app.py`` (``omni.usd.get_context()``, ``UsdContext.get_stage()``,
``can_close_stage()``, ``close_stage()``) and ``new_stage()``.
"""

from __future__ import annotations

import omni.kit.app

omni.kit.app._require("omni.usd")

_STATE: dict = {"context": None}


class UsdContext:
    def __init__(self):
        self._stage = None
        self.new_stage()

    def new_stage(self) -> bool:
        from pxr import Usd

        self._stage = Usd.Stage.CreateInMemory()
        return True

    def get_stage(self):
        return self._stage

    def can_close_stage(self) -> bool:
        return self._stage is not None

    def close_stage(self) -> bool:
        self._stage = None
        return True


def get_context(name: str = "") -> UsdContext:
    if _STATE["context"] is None:
        _STATE["context"] = UsdContext()
    return _STATE["context"]
