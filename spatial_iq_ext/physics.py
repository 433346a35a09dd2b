"""Gravity by PhysX: drop the sampled slots as rigid bodies, wait for rest, snap to the lattice.

Kit-only (``omni.physx``, imported inside the functions); the snapping and rejection rules
are the core's ``generators.voxel.snap``. Written against omni.physx's manual stepping API
(``omni/physx/bindings/_physx.pyi``: ``start_simulation``, ``update_simulation(elapsedStep,
currentTime)``, ``update_transformations(updateToFastCache, updateToUsd)``,
``reset_simulation``), stepped the way NVIDIA's own tests step a Kit stage
(``omni.physxtests``' precise ``step``: ``start_simulation``, then ``update_simulation``
followed by ``update_transformations(False, True)`` per step). ``fetch_results`` belongs to
the other pairing, ``get_physx_simulation_interface().simulate`` + ``fetch_results`` (their
memory-stage tests, Isaac's ``SimulationManager``), and is not used here.

Invariants: PhysX is stepped at the rate the authored physics scene declares
(``physxScene:timeStepsPerSecond``, ``generators.usd.scene.PHYSICS_HZ`` = 60 Hz), one
``update_simulation`` per step, each followed by one ``update_transformations`` that writes
the poses to USD; the simulation is reset whatever ends a drop (rest,
timeout, an error, a cancelled window job). The steps are generators (``settle_steps``,
``drop_steps``) so that the window can run them a few per frame and stay responsive;
``settle`` and ``physx_collapse`` run them to the end.
"""

from __future__ import annotations

from collections.abc import Generator

import numpy as np


def drop_slots(params, grid, attempt: int = 0) -> np.ndarray:
    """The pre-prune cells of one attempt, drawn like the generator's first draw of a scene
    (seed, scene index), then ``attempt`` more draws along the same stream."""
    from generators.rng import stream
    from generators.voxel.counts import sample_count

    rng = stream(params.seed, params.scene_index)
    target = sample_count(rng, grid.capacity, "release")
    for _ in range(attempt + 1):
        m = int(rng.integers(target, grid.capacity + 1))
        slots = rng.choice(grid.capacity, size=m, replace=False)
    return np.stack(np.unravel_index(slots, grid.shape), axis=-1)


def step_rate(stage) -> float:
    """Physics steps per second of the stage's physics scene (as authored, else PhysX's 60)."""
    from generators.usd.scene import PHYSICS_HZ, PHYSICS_SCENE, STEPS_PER_SECOND

    prim = stage.GetPrimAtPath(PHYSICS_SCENE)
    attr = prim.GetAttribute(STEPS_PER_SECOND) if prim else None
    value = attr.Get() if attr else None
    return float(value) if value else float(PHYSICS_HZ)


def settle_steps(stage, scene: dict, *, max_seconds: float = 6.0, rest_speed: float = 1e-3,
                 rest_steps: int = 30) -> Generator[float, None, tuple]:
    """Simulate the blocks of ``scene`` (authored at their slot cells) until they rest,
    yielding the simulated time after every step.

    Returns (positions (n, 3), rotations (n, 3, 3)) read back from USD. Rest means every
    block moved slower than ``rest_speed`` m/s for ``rest_steps`` consecutive steps.
    """
    from omni.physx import get_physx_interface
    from pxr import Usd, UsdGeom

    from generators.usd.scene import BLOCKS, author_scene

    author_scene(stage, scene, physics=True)
    prims = stage.GetPrimAtPath(BLOCKS).GetChildren()
    dt = 1.0 / step_rate(stage)

    def poses():
        mats = [np.array(UsdGeom.Xformable(p).ComputeLocalToWorldTransform(Usd.TimeCode.Default())).T
                for p in prims]
        return np.array([m[:3, 3] for m in mats]).reshape(-1, 3), np.array([m[:3, :3] for m in mats])

    physx = get_physx_interface()
    physx.start_simulation()
    try:
        prev, _ = poses()
        still, t = 0, 0.0
        while t < max_seconds and still < rest_steps:
            physx.update_simulation(dt, t)
            physx.update_transformations(False, True)  # updateToFastCache=False, updateToUsd=True
            t += dt
            pos, _ = poses()
            still = still + 1 if np.abs(pos - prev).max(initial=0.0) / dt < rest_speed else 0
            prev = pos
            yield t
        return poses()
    finally:
        physx.reset_simulation()


def drop_steps(stage, session, max_attempts: int = 10) -> Generator[tuple[int, float], None, tuple]:
    """Drop, settle and snap until a sample stays on the lattice, yielding (attempt,
    simulated time) after every physics step; returns (cells, attempts, reasons)."""
    from generators.voxel.grid import Scene
    from generators.voxel.snap import snap_to_lattice

    grid, reasons = session.generator.grid, []
    for attempt in range(max_attempts):
        cells = drop_slots(session.params, grid, attempt)
        scene = Scene(grid, cells, session.params.object_type).to_record()
        steps = settle_steps(stage, scene)
        try:  # a consumer that stops early (a cancelled window job) still resets PhysX
            while True:
                try:
                    t = next(steps)
                except StopIteration as done:
                    pos, rot = done.value
                    break
                yield attempt, t
        finally:
            steps.close()
        snap = snap_to_lattice(pos, rot, grid, session.params.object_type)
        if snap.ok:
            return snap.cells, attempt + 1, reasons
        reasons.append(snap.reason)
    raise RuntimeError(f"no PhysX drop stayed on the lattice in {max_attempts} attempts: {reasons[-1]}")


def run_to_end(steps: Generator):
    """Exhaust a step generator and return what it returns."""
    while True:
        try:
            next(steps)
        except StopIteration as done:
            return done.value


def settle(stage, scene: dict, **kw) -> tuple:
    """``settle_steps`` run to the end: (positions, rotations) at rest."""
    return run_to_end(settle_steps(stage, scene, **kw))


def physx_collapse(stage, session, max_attempts: int = 10) -> tuple:
    """``drop_steps`` run to the end: (cells, attempts, reasons)."""
    return run_to_end(drop_steps(stage, session, max_attempts))
