"""Fake ``omni.physx``: manual stepping of the rigid bodies of the live stage.

Signatures follow omni.physx's bindings stub ``omni/physx/bindings/_physx.pyi`` (Kit 106+):
``PhysX.start_simulation()``, ``update_simulation(elapsedStep, currentTime)``,
``update_transformations(updateToFastCache, updateToUsd, updateVelocitiesToUsd=False,
outputVelocitiesLocalSpace=False)``, ``reset_simulation()``; ``PhysXSimulation.simulate(
elapsed_time, current_time)`` and ``fetch_results()``; reached through
``get_physx_interface()`` and ``get_physx_simulation_interface()``, as isaac-sim/IsaacSim's
own tests call them.

The physics is the test's, written without the core's gravity code: every body with
``PhysicsRigidBodyAPI`` falls under the physics scene's gravity, integrated at the scene's
``physxScene:timeStepsPerSecond`` (PhysX's 60 by default) in substeps of whatever
``elapsedStep`` asks for, and stops on the ground (z = 0) or on the top of a body below
whose footprint overlaps its own. ``update_transformations(..., updateToUsd=True)``
writes positions back to each body's ``xformOp:translate``; ``reset_simulation`` puts the
authored ones back. Every stepping call is recorded (``update_simulation``,
``update_transformations``, ``simulate``, ``fetch_results``), so a test sees how they pair.
"""

from __future__ import annotations

import numpy as np

import omni.kit.app

omni.kit.app._require("omni.physx")

DEFAULT_HZ = 60.0


class _World:
    def __init__(self, stage):
        from pxr import Usd, UsdGeom, UsdPhysics

        self.stage = stage
        self.bodies = [p for p in stage.Traverse() if p.HasAPI(UsdPhysics.RigidBodyAPI)]
        self.start = []
        self.half = []  # (half width x, half width y, half height)
        for prim in self.bodies:
            m = np.array(UsdGeom.Xformable(prim).ComputeLocalToWorldTransform(Usd.TimeCode.Default())).T
            self.start.append(m[:3, 3].copy())
            geom = prim.GetChild("geom")
            if geom.GetTypeName() == "Cylinder":
                r, h = geom.GetAttribute("radius").Get(), geom.GetAttribute("height").Get()
                self.half.append((r, r, h / 2.0))
            else:
                s = geom.GetAttribute("size").Get()
                self.half.append((s / 2.0, s / 2.0, s / 2.0))
        self.pos = np.array(self.start, dtype=float).reshape(-1, 3)
        self.vel = np.zeros(len(self.bodies))
        self.half = np.array(self.half, dtype=float).reshape(-1, 3)
        self.gravity, self.hz = 9.81, DEFAULT_HZ
        for prim in stage.Traverse():
            if prim.GetTypeName() == "PhysicsScene":
                magnitude = prim.GetAttribute("physics:gravityMagnitude").Get()
                self.gravity = float(magnitude) if magnitude is not None else self.gravity
                rate = prim.GetAttribute("physxScene:timeStepsPerSecond")
                if rate and rate.Get():
                    self.hz = float(rate.Get())
        self.pending = 0.0
        self.substeps = 0

    def advance(self, elapsed: float) -> None:
        h = 1.0 / self.hz
        self.pending += elapsed
        while self.pending >= h - 1e-12:
            self.pending -= h
            self.substeps += 1
            self._substep(h)

    def _substep(self, h: float) -> None:
        for i in np.argsort(self.pos[:, 2], kind="stable"):
            bottom = self.pos[i, 2] - self.half[i, 2]
            support = 0.0
            for j in range(len(self.pos)):
                if j == i or self.pos[j, 2] >= self.pos[i, 2]:
                    continue
                reach = self.half[i, :2] + self.half[j, :2] - 1e-9
                overlap = np.abs(self.pos[i, :2] - self.pos[j, :2]) < reach
                if overlap.all():
                    support = max(support, self.pos[j, 2] + self.half[j, 2])
            v = self.vel[i] - self.gravity * h
            if bottom + v * h <= support:
                self.pos[i, 2], self.vel[i] = support + self.half[i, 2], 0.0
            else:
                self.pos[i, 2] += v * h
                self.vel[i] = v

    def write(self, positions) -> None:
        from pxr import Gf, UsdGeom

        for prim, p in zip(self.bodies, positions, strict=True):
            ops = [op for op in UsdGeom.Xformable(prim).GetOrderedXformOps()
                   if op.GetOpType() == UsdGeom.XformOp.TypeTranslate]
            ops[0].Set(Gf.Vec3d(*map(float, p)))


_STATE: dict = {"world": None}


class PhysX:
    def start_simulation(self) -> None:
        import fakelog

        import omni.usd

        _STATE["world"] = _World(omni.usd.get_context().get_stage())
        fakelog.record("physx.start_simulation", bodies=len(_STATE["world"].bodies), hz=_STATE["world"].hz)

    def update_simulation(self, elapsedStep: float, currentTime: float) -> None:  # noqa: N803 (Kit's names)
        import fakelog

        fakelog.record("physx.update_simulation", elapsedStep=float(elapsedStep),
                       currentTime=float(currentTime))
        _STATE["world"].advance(float(elapsedStep))

    def update_transformations(self, updateToFastCache: bool, updateToUsd: bool,  # noqa: N803
                               updateVelocitiesToUsd: bool = False,  # noqa: N803
                               outputVelocitiesLocalSpace: bool = False) -> None:  # noqa: N803
        import fakelog

        fakelog.record("physx.update_transformations", updateToFastCache=bool(updateToFastCache),
                       updateToUsd=bool(updateToUsd))
        world = _STATE["world"]
        if updateToUsd:
            world.write(world.pos)

    def reset_simulation(self) -> None:
        import fakelog

        world = _STATE["world"]
        if world is not None:
            world.write(world.start)
        fakelog.record("physx.reset_simulation")
        _STATE["world"] = None


class PhysXSimulation:
    def simulate(self, elapsed_time: float, current_time: float) -> None:
        import fakelog

        fakelog.record("physx.simulate", elapsed_time=float(elapsed_time))
        _STATE["world"].advance(float(elapsed_time))

    def fetch_results(self) -> None:
        import fakelog

        fakelog.record("physx.fetch_results")


def get_physx_interface() -> PhysX:
    return PhysX()


def get_physx_simulation_interface() -> PhysXSimulation:
    return PhysXSimulation()
