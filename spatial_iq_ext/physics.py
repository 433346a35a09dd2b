"""Gravity by PhysX: drop the sampled slots as rigid bodies, wait for rest, snap to the lattice.

Kit-only (``omni.physx``, imported inside the function); the snapping and rejection rules
are the core's ``generators.voxel.snap`` (tested in plain CI). Not run on this project's
CPU machines: written against omni.physx's ``get_physx_interface()`` stepping API
(start_simulation / update_simulation / update_transformations / reset_simulation).
"""

from __future__ import annotations

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


def settle(stage, scene: dict, *, dt: float = 1.0 / 120.0, max_seconds: float = 6.0,
           rest_speed: float = 1e-3, rest_steps: int = 30):
    """Simulate the blocks of ``scene`` (authored at their slot cells) until they rest.

    Returns (positions (n, 3), rotations (n, 3, 3)) read back from USD. Rest means every
    block moved slower than ``rest_speed`` m/s for ``rest_steps`` consecutive steps.
    """
    from omni.physx import get_physx_interface, get_physx_simulation_interface
    from pxr import Usd, UsdGeom

    from generators.usd.scene import BLOCKS, author_scene

    author_scene(stage, scene, physics=True)
    prims = stage.GetPrimAtPath(BLOCKS).GetChildren()

    def poses():
        mats = [np.array(UsdGeom.Xformable(p).ComputeLocalToWorldTransform(Usd.TimeCode.Default())).T
                for p in prims]
        return np.array([m[:3, 3] for m in mats]), np.array([m[:3, :3] for m in mats])

    physx = get_physx_interface()
    physx.start_simulation()
    try:
        prev, _ = poses()
        still, t = 0, 0.0
        while t < max_seconds and still < rest_steps:
            physx.update_simulation(dt, t)
            get_physx_simulation_interface().fetch_results()
            physx.update_transformations(False, True)
            t += dt
            pos, _ = poses()
            still = still + 1 if np.abs(pos - prev).max() / dt < rest_speed else 0
            prev = pos
        return poses()
    finally:
        physx.reset_simulation()


def physx_collapse(stage, session, max_attempts: int = 10):
    """Drop, settle and snap until a sample stays on the lattice; returns (cells, attempts, reasons)."""
    from generators.voxel.grid import Scene
    from generators.voxel.snap import snap_to_lattice

    grid, reasons = session.generator.grid, []
    for attempt in range(max_attempts):
        cells = drop_slots(session.params, grid, attempt)
        scene = Scene(grid, cells, session.params.object_type).to_record()
        pos, rot = settle(stage, scene)
        snap = snap_to_lattice(pos, rot, grid, session.params.object_type)
        if snap.ok:
            return snap.cells, attempt + 1, reasons
        reasons.append(snap.reason)
    raise RuntimeError(f"no PhysX drop stayed on the lattice in {max_attempts} attempts: {reasons[-1]}")
