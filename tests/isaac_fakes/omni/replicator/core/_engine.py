"""What the fake RTX draws: what the live stage holds, through the core's CPU ray caster.

It reads the scene the way a renderer sees it, with this file's own arithmetic: the camera
prim's lens and ``xformOp:transform`` (USD cameras look down -Z with +Y up), each block
prim's world position and geometry (``Cube`` size, ``Cylinder``), the grid shape and
object type from ``/World``'s custom data. The CPU ray caster draws that; the result goes
out in Replicator's formats: RGBA uint8; raw instance ids that are not block + 1 (a fixed
scramble, with the ground and the reserved ``BACKGROUND``/``UNLABELLED`` ids) plus an
``idToLabels`` table of prim paths; distance to the image plane (the ground's distance
where no block is hit).

Knobs a test sets: ``LOST_CELLS`` (the engine never draws the blocks in these cells and
reports the ground there); ``/rtx/post/aa/op`` of TAA or DLSS (1, 3; a SimulationApp's
default is DLSS) draws at half resolution and scales up, moving instance edges as DLSS's
lower render resolution does.
"""

from __future__ import annotations

import numpy as np

LOST_CELLS: set = set()
BACKGROUND, UNLABELLED, GROUND = 0, 1, 7
GROUND_DISTANCE = 50.0
LOW_RESOLUTION_AA = (1, 3)  # TAA, DLSS
LENS = ("focalLength", "horizontalAperture", "verticalAperture", "horizontalApertureOffset",
        "verticalApertureOffset")


def raw_id(b: int, n: int) -> int:
    return 1000 + 37 * (n - 1 - b)  # reversed, spaced: never b + 1


def _camera_attributes(prim) -> dict:
    from pxr import Usd, UsdGeom

    if not prim or prim.GetTypeName() != "Camera":
        raise RuntimeError(f"render product camera {prim.GetPath() if prim else '?'} is not a camera prim")
    raw = {name: float(prim.GetAttribute(name).Get()) for name in LENS}
    m = np.array(UsdGeom.Xformable(prim).ComputeLocalToWorldTransform(Usd.TimeCode.Default()), dtype=float)
    raw["camera_to_world"] = m.T.tolist()  # Gf rows are row vectors: transpose to column form
    return raw


def _voxel_camera(raw: dict, width: int, height: int):
    from generators.voxel.camera import Camera

    f, ha, va = raw["focalLength"], raw["horizontalAperture"], raw["verticalAperture"]
    fx, fy = f * width / ha, f * height / va
    if abs(fx - fy) > 1e-3 * fx or abs(raw["horizontalApertureOffset"]) > 1e-6 or \
            abs(raw["verticalApertureOffset"]) > 1e-6:
        raise RuntimeError("the fake engine draws square pixels with a centred principal point only")
    c2w = np.array(raw["camera_to_world"])
    # contiguous copies: a column view would make numba compile the render kernels once more for a
    # strided position, in a test process (tests/warm_kernels.py compiles the usual types only)
    position, up, backward = (np.ascontiguousarray(c2w[:3, k]) for k in (3, 1, 2))
    return Camera(position, position - backward, up, int(width), int(height), f, ha)


def _scene(stage):
    from pxr import Usd, UsdGeom

    from generators.voxel.grid import Grid, Scene

    world = stage.GetPrimAtPath("/World")
    shape = tuple(int(v) for v in world.GetCustomDataByKey("spatial_iq:grid_shape"))
    kind = world.GetCustomDataByKey("spatial_iq:object_type")
    prims = list(stage.GetPrimAtPath("/World/Blocks").GetChildren())
    sizes, centres = [], []
    for prim in prims:
        geom = prim.GetChild("geom")
        sizes.append(geom.GetAttribute("height" if geom.GetTypeName() == "Cylinder" else "size").Get())
        m = np.array(UsdGeom.Xformable(prim).ComputeLocalToWorldTransform(Usd.TimeCode.Default())).T
        centres.append(m[:3, 3])
    size = float(sizes[0]) if sizes else 0.1
    grid = Grid(shape, size)
    f = (np.array(centres).reshape(-1, 3) - grid.origin) / size - 0.5
    cells = np.round(f).astype(int)
    if len(cells) and np.abs(f - cells).max() > 1e-6:
        raise RuntimeError("a block of the stage is off the lattice: the fake engine cannot draw it")
    keep = [i for i, c in enumerate(cells.tolist()) if tuple(c) not in LOST_CELLS]
    return Scene(grid, cells[keep] if keep else np.zeros((0, 3), int), kind), prims, keep


def capture(camera_path: str, resolution: tuple) -> tuple[dict, dict, object]:
    import carb.settings

    import omni.usd
    from generators.render.cpu import CpuRenderer

    stage = omni.usd.get_context().get_stage()
    width, height = resolution
    raw = _camera_attributes(stage.GetPrimAtPath(camera_path))
    aa = carb.settings.get_settings().get("/rtx/post/aa/op")
    scene, prims, keep = _scene(stage)
    renderer = CpuRenderer("auto")
    full = renderer.render(scene, _voxel_camera(raw, width, height))
    instance = full.instance.astype(np.int64)
    if aa in LOW_RESOLUTION_AA:  # drawn at half resolution, scaled up
        low = renderer.render(scene, _voxel_camera(raw, width // 2, height // 2), rgb=False)
        instance = np.repeat(np.repeat(low.instance.astype(np.int64), 2, 0), 2, 1)[:height, :width]
    n = len(prims)
    ids = np.full(instance.shape, GROUND, np.uint32)
    table = {str(BACKGROUND): "BACKGROUND", str(UNLABELLED): "UNLABELLED", str(GROUND): "/World/Ground"}
    for drawn, b in enumerate(keep):  # instance drawn + 1 is the block prim keep[drawn]
        ids[instance == drawn + 1] = raw_id(b, n)
        table[str(raw_id(b, n))] = prims[b].GetPath().pathString + "/geom"
    depth = np.where(full.instance > 0, full.depth, GROUND_DISTANCE).astype(np.float32)
    rgba = np.concatenate([full.rgb, np.full(full.rgb.shape[:2] + (1,), 255, np.uint8)], axis=-1)
    out = {"rgb": rgba, "instance_id_segmentation": {"data": ids, "info": {"idToLabels": table}},
           "distance_to_image_plane": depth}
    return out, raw, aa
