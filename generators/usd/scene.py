"""A scene and its cameras as a USD stage, authored with ``pxr`` only (no Kit, no Isaac Sim).

The same function fills an in-memory stage for tests (``usd-core``), a ``.usda`` file for
``spatial-iq export-usd``, and the live Kit stage inside Isaac Sim (the extension and the
Replicator backend call it with ``omni.usd``'s stage). Layout under ``/World``::

    Blocks/block_0000 ...   Xform at the cell centre: RigidBodyAPI + MassAPI, semantics,
      geom                  Cube (edge s) or Cylinder (radius 0.45 s): CollisionAPI, material
    Ground                  static collider plane at z = 0 (background: instance 0)
    Looks/...               UsdPreviewSurface materials
    Cameras/view_00 ...     one camera per stored view: K and world-to-camera (docs/isaac.md)
    KeyLight, FillLight     distant + dome light
    PhysicsScene            gravity -z, 9.81 m/s^2

Blocks are never instanced (no ``instanceable``, no point instancer): Replicator's instance
annotators mislabel instance proxies. ``pxr`` is imported inside functions so that the core
imports without ``usd-core``.
"""

from __future__ import annotations

import re

import numpy as np

BLOCKS = "/World/Blocks"
CAMERAS = "/World/Cameras"
OWNED = (BLOCKS, CAMERAS, "/World/Looks", "/World/Ground", "/World/KeyLight", "/World/FillLight",
         "/World/PhysicsScene")  # what author_scene writes, and replaces when called again
BLOCK_DENSITY = 500.0  # kg/m^3, a wooden block: 0.5 kg for the default 0.1 m edge
GRAVITY = 9.81
PHYSICS_SCENE = "/World/PhysicsScene"
PHYSICS_HZ = 60  # PhysX steps per second, authored on the physics scene (PhysX's own default)
STEPS_PER_SECOND = "physxScene:timeStepsPerSecond"  # PhysxSchema.PhysxSceneAPI, uint
SEMANTICS_INSTANCE = "Semantics"  # the SemanticsAPI instance Isaac Sim 4.x writes ("class" labels)
CAN_RADIUS = 0.45  # times the block size, as in the CPU renderer
# USD cameras look down -Z with +Y up; OpenCV cameras look down +Z with +Y down
CV_TO_USD = np.diag([1.0, -1.0, -1.0, 1.0])
_BLOCK_RE = re.compile(r"^/World/Blocks/block_(\d+)(/|$)")


def _pxr():
    try:
        from pxr import Gf, Sdf, Usd, UsdGeom, UsdLux, UsdPhysics, UsdShade
    except ImportError:
        raise RuntimeError("USD authoring needs pxr: pip install 'spatial-iq[usd]' (usd-core)") from None
    return Gf, Sdf, Usd, UsdGeom, UsdLux, UsdPhysics, UsdShade


def block_path(b: int) -> str:
    return f"{BLOCKS}/block_{b:04d}"


def camera_path(view_id: int) -> str:
    return f"{CAMERAS}/view_{view_id:02d}"


def block_index(prim_path: str) -> int | None:
    """Block index of a prim path at or below a block prim; None for anything else."""
    m = _BLOCK_RE.match(prim_path)
    return int(m.group(1)) if m else None


# ---------------------------------------------------------------- cameras: K <-> USD lens

def usd_lens(K, width: int, height: int, horizontal_aperture: float = 20.955) -> dict:
    """USD camera attributes reproducing the pinhole ``K`` on a ``width`` x ``height`` image.

    The horizontal aperture is kept (20.955 mm, Isaac's default); the focal length follows
    from fx, the vertical aperture from fy, and the aperture offsets move the principal
    point away from the image centre (zero for the generator's cameras).
    """
    K = np.asarray(K, dtype=float)
    fx, fy, cx, cy = K[0, 0], K[1, 1], K[0, 2], K[1, 2]
    focal = fx * horizontal_aperture / width
    vertical_aperture = focal * height / fy
    return {"focalLength": focal, "horizontalAperture": horizontal_aperture,
            "verticalAperture": vertical_aperture,
            "horizontalApertureOffset": (width / 2.0 - cx) * horizontal_aperture / width,
            "verticalApertureOffset": (cy - height / 2.0) * vertical_aperture / height}


def k_from_lens(lens: dict, width: int, height: int) -> np.ndarray:
    """Inverse of ``usd_lens``: the 3x3 K that a USD camera's lens gives on the image."""
    f, ha, va = lens["focalLength"], lens["horizontalAperture"], lens["verticalAperture"]
    fx, fy = f * width / ha, f * height / va
    cx = width / 2.0 - lens.get("horizontalApertureOffset", 0.0) * width / ha
    cy = height / 2.0 + lens.get("verticalApertureOffset", 0.0) * height / va
    return np.array([[fx, 0.0, cx], [0.0, fy, cy], [0.0, 0.0, 1.0]])


def usd_camera_to_world(world_to_camera) -> np.ndarray:
    """4x4 column-vector camera-to-world of the USD camera (axes flipped from OpenCV's)."""
    return np.linalg.inv(CV_TO_USD @ np.asarray(world_to_camera, dtype=float))


def world_to_camera_from_usd(camera_to_world) -> np.ndarray:
    """Inverse of ``usd_camera_to_world``: the OpenCV world-to-camera of a USD camera."""
    return CV_TO_USD @ np.linalg.inv(np.asarray(camera_to_world, dtype=float))


# ---------------------------------------------------------------- authoring

def new_stage(path: str | None = None):
    """A z-up, metre, kilogram stage; in memory when ``path`` is None."""
    _, _, Usd, UsdGeom, _, UsdPhysics, _ = _pxr()
    stage = Usd.Stage.CreateInMemory() if path is None else Usd.Stage.CreateNew(path)
    UsdGeom.SetStageUpAxis(stage, UsdGeom.Tokens.z)
    UsdGeom.SetStageMetersPerUnit(stage, 1.0)
    UsdPhysics.SetStageKilogramsPerUnit(stage, 1.0)
    stage.SetDefaultPrim(stage.DefinePrim("/World", "Xform"))
    return stage


def author_scene(stage, scene: dict, views: list[dict] = (), *, physics: bool = True,
                 lights: bool = True, ground: bool = True) -> None:
    """Add a scene record's blocks (and its views' cameras) to ``stage``.

    ``scene`` has the keys of a dataset's scene record: grid_shape, block_size, grid_origin,
    blocks, object_type, colours (None or per-block RGB). ``views`` are view records with a
    ``camera`` dict holding K, world_to_camera, width, height and horizontal_aperture.
    Replaces the prims of ``OWNED`` that an earlier call wrote; leaves the rest of the stage.
    """
    Gf, Sdf, Usd, UsdGeom, UsdLux, UsdPhysics, UsdShade = _pxr()
    for root in OWNED:
        stage.RemovePrim(root)
    UsdGeom.SetStageUpAxis(stage, UsdGeom.Tokens.z)  # a live Kit stage may have other defaults
    UsdGeom.SetStageMetersPerUnit(stage, 1.0)
    UsdGeom.Xform.Define(stage, "/World")
    world = stage.GetPrimAtPath("/World")
    s = float(scene["block_size"])
    origin = np.asarray(scene["grid_origin"], dtype=float)
    blocks = np.asarray(scene["blocks"], dtype=np.int64).reshape(-1, 3)
    kind = scene.get("object_type", "cube")
    world.SetCustomDataByKey("spatial_iq:scene_id", int(scene.get("scene_id", 0)))
    world.SetCustomDataByKey("spatial_iq:grid_shape", Gf.Vec3i(*[int(v) for v in scene["grid_shape"]]))
    world.SetCustomDataByKey("spatial_iq:object_type", kind)
    materials = _materials(stage, scene, len(blocks))
    UsdGeom.Scope.Define(stage, BLOCKS)
    for b, ijk in enumerate(blocks.tolist()):
        centre = origin + (np.asarray(ijk, dtype=float) + 0.5) * s
        xf = UsdGeom.Xform.Define(stage, block_path(b))
        xf.AddTranslateOp(UsdGeom.XformOp.PrecisionDouble).Set(Gf.Vec3d(*centre.tolist()))
        prim = xf.GetPrim()
        prim.CreateAttribute("spatial_iq:cell", Sdf.ValueTypeNames.Int3, custom=True).Set(Gf.Vec3i(*ijk))
        prim.CreateAttribute("spatial_iq:index", Sdf.ValueTypeNames.Int, custom=True).Set(b)
        if kind == "can":
            geom = UsdGeom.Cylinder.Define(stage, block_path(b) + "/geom")
            geom.CreateAxisAttr(UsdGeom.Tokens.z)
            geom.CreateRadiusAttr(CAN_RADIUS * s)
            geom.CreateHeightAttr(s)
        else:
            geom = UsdGeom.Cube.Define(stage, block_path(b) + "/geom")
            geom.CreateSizeAttr(s)
        if physics:
            UsdPhysics.RigidBodyAPI.Apply(prim)
            mass = UsdPhysics.MassAPI.Apply(prim)
            volume = s ** 3 * (np.pi * CAN_RADIUS ** 2 if kind == "can" else 1.0)
            mass.CreateMassAttr(float(BLOCK_DENSITY * volume))
            UsdPhysics.CollisionAPI.Apply(geom.GetPrim())
        UsdShade.MaterialBindingAPI.Apply(geom.GetPrim()).Bind(materials[b])
        prim.CreateAttribute("spatial_iq:material", Sdf.ValueTypeNames.String,
                             custom=True).Set(materials[b].GetPath().pathString)
        add_semantics(prim, kind)
    if ground:
        _ground(stage, physics)
    if lights:
        _lights(stage)
    if physics:
        phys = UsdPhysics.Scene.Define(stage, PHYSICS_SCENE)
        phys.CreateGravityDirectionAttr(Gf.Vec3f(0.0, 0.0, -1.0))
        phys.CreateGravityMagnitudeAttr(GRAVITY)
        _step_rate(phys.GetPrim(), PHYSICS_HZ)
    if views:
        UsdGeom.Scope.Define(stage, CAMERAS)
        for v in views:
            set_camera(stage, camera_path(int(v["view_id"])), v["camera"])


def set_camera(stage, path: str, camera: dict):
    """Define (or update) the camera at ``path`` from a stored camera dict."""
    Gf, Sdf, _, UsdGeom, _, _, _ = _pxr()
    cam = UsdGeom.Camera.Define(stage, path)
    w, h = int(camera["width"]), int(camera["height"])
    lens = usd_lens(camera["K"], w, h, float(camera.get("horizontal_aperture", 20.955)))
    cam.CreateFocalLengthAttr().Set(lens["focalLength"])
    cam.CreateHorizontalApertureAttr().Set(lens["horizontalAperture"])
    cam.CreateVerticalApertureAttr().Set(lens["verticalAperture"])
    cam.CreateHorizontalApertureOffsetAttr().Set(lens["horizontalApertureOffset"])
    cam.CreateVerticalApertureOffsetAttr().Set(lens["verticalApertureOffset"])
    cam.CreateProjectionAttr().Set(UsdGeom.Tokens.perspective)
    cam.CreateClippingRangeAttr().Set(Gf.Vec2f(0.01, 1000.0))
    xf = UsdGeom.Xformable(cam)
    xf.ClearXformOpOrder()
    # Gf matrices act on row vectors: store the transpose of the column-vector matrix
    xf.AddTransformOp(UsdGeom.XformOp.PrecisionDouble).Set(
        Gf.Matrix4d(usd_camera_to_world(camera["world_to_camera"]).T.tolist()))
    cam.GetPrim().CreateAttribute("spatial_iq:resolution", Sdf.ValueTypeNames.Int2,
                                  custom=True).Set(Gf.Vec2i(w, h))
    return cam


def read_camera(prim) -> dict:
    """K, world_to_camera, width and height of a camera prim written by ``set_camera``."""
    _, _, Usd, UsdGeom, _, _, _ = _pxr()
    cam = UsdGeom.Camera(prim)
    w, h = (int(v) for v in prim.GetAttribute("spatial_iq:resolution").Get())
    lens = {name: float(prim.GetAttribute(name).Get()) for name in
            ("focalLength", "horizontalAperture", "verticalAperture",
             "horizontalApertureOffset", "verticalApertureOffset")}
    m = np.array(cam.ComputeLocalToWorldTransform(Usd.TimeCode.Default()), dtype=float).T
    return {"K": k_from_lens(lens, w, h), "world_to_camera": world_to_camera_from_usd(m),
            "width": w, "height": h}


def add_semantics(prim, label: str) -> str:
    """Label ``prim`` with class ``label``; returns which convention was written.

    ``UsdSemantics.LabelsAPI`` (instance "class") where this ``pxr`` has it (recent usd-core,
    Isaac Sim >= 5.0). Otherwise the ``SemanticsAPI`` of Isaac Sim 4.x, instance
    ``Semantics``, with ``semantic:Semantics:params:semanticType = "class"`` and
    ``...:semanticData = label``: through its schema module where Isaac's ``Semantics`` is
    importable, else applied by name (``apiSchemas = ["SemanticsAPI:Semantics"]``), so that a
    file written with plain usd-core carries the applied schema Replicator looks for, not
    bare attributes.
    """
    _, Sdf, _, _, _, _, _ = _pxr()
    try:
        from pxr import UsdSemantics
    except ImportError:
        UsdSemantics = None
    if UsdSemantics is not None:
        UsdSemantics.LabelsAPI.Apply(prim, "class").CreateLabelsAttr().Set([label])
        return "UsdSemantics"
    try:
        import Semantics  # Isaac Sim 4.x's schema module (not in usd-core)
    except ImportError:
        Semantics = None
    if Semantics is not None:
        api = Semantics.SemanticsAPI.Apply(prim, SEMANTICS_INSTANCE)
        api.CreateSemanticTypeAttr().Set("class")
        api.CreateSemanticDataAttr().Set(label)
        return "SemanticsAPI"
    prim.AddAppliedSchema(f"SemanticsAPI:{SEMANTICS_INSTANCE}")
    base = f"semantic:{SEMANTICS_INSTANCE}:params"
    prim.CreateAttribute(f"{base}:semanticType", Sdf.ValueTypeNames.String, custom=False).Set("class")
    prim.CreateAttribute(f"{base}:semanticData", Sdf.ValueTypeNames.String, custom=False).Set(label)
    return "SemanticsAPI"


def _step_rate(prim, hz: int) -> None:
    """``physxScene:timeStepsPerSecond`` of ``PhysxSchema.PhysxSceneAPI`` (through the schema
    where Isaac's ``pxr.PhysxSchema`` exists, else the same applied schema by name)."""
    _, Sdf, _, _, _, _, _ = _pxr()
    try:
        from pxr import PhysxSchema
    except ImportError:
        PhysxSchema = None
    if PhysxSchema is not None:
        PhysxSchema.PhysxSceneAPI.Apply(prim).CreateTimeStepsPerSecondAttr().Set(int(hz))
        return
    prim.AddAppliedSchema("PhysxSceneAPI")
    prim.CreateAttribute(STEPS_PER_SECOND, Sdf.ValueTypeNames.UInt, custom=False).Set(int(hz))


def _materials(stage, scene: dict, n: int) -> list:
    """One material per object type, or one per block with the palette option."""
    from ..render.materials import MATERIAL_COLOURS

    Gf, Sdf, _, UsdGeom, _, _, UsdShade = _pxr()
    UsdGeom.Scope.Define(stage, "/World/Looks")
    colours = scene.get("colours", scene.get("colors"))  # "colors": records of schemas 1-2
    kind = scene.get("object_type", "cube")

    def material(name: str, rgb) -> object:
        mat = UsdShade.Material.Define(stage, f"/World/Looks/{name}")
        shader = UsdShade.Shader.Define(stage, f"/World/Looks/{name}/Shader")
        shader.CreateIdAttr("UsdPreviewSurface")
        shader.CreateInput("diffuseColor", Sdf.ValueTypeNames.Color3f).Set(Gf.Vec3f(*map(float, rgb)))
        shader.CreateInput("roughness", Sdf.ValueTypeNames.Float).Set(0.3 if kind == "can" else 0.8)
        shader.CreateInput("metallic", Sdf.ValueTypeNames.Float).Set(0.0)
        mat.CreateSurfaceOutput().ConnectToSource(shader.ConnectableAPI(), "surface")
        return mat

    if colours is None:
        shared = material(kind, MATERIAL_COLOURS[kind])
        return [shared] * n
    return [material(f"block_{b:04d}", colours[b]) for b in range(n)]


def _ground(stage, physics: bool) -> None:
    Gf, _, _, UsdGeom, _, UsdPhysics, _ = _pxr()
    half = 5.0
    mesh = UsdGeom.Mesh.Define(stage, "/World/Ground")
    mesh.CreatePointsAttr([(-half, -half, 0.0), (half, -half, 0.0), (half, half, 0.0), (-half, half, 0.0)])
    mesh.CreateFaceVertexCountsAttr([4])
    mesh.CreateFaceVertexIndicesAttr([0, 1, 2, 3])
    mesh.CreateNormalsAttr([(0.0, 0.0, 1.0)] * 4)
    mesh.CreateDisplayColorAttr([Gf.Vec3f(0.55, 0.55, 0.55)])
    if physics:
        UsdPhysics.CollisionAPI.Apply(mesh.GetPrim())


def _lights(stage) -> None:
    from ..render.materials import KEY_LIGHT

    Gf, _, _, UsdGeom, UsdLux, _, _ = _pxr()
    key = UsdLux.DistantLight.Define(stage, "/World/KeyLight")
    key.CreateIntensityAttr(3000.0)
    key.CreateAngleAttr(0.5)
    # a distant light shines along its local -Z: point local +Z at the light (KEY_LIGHT)
    z = np.asarray(KEY_LIGHT, dtype=float) / np.linalg.norm(KEY_LIGHT)
    x = np.cross([0.0, 0.0, 1.0], z)
    x = x / np.linalg.norm(x) if np.linalg.norm(x) > 1e-9 else np.array([1.0, 0.0, 0.0])
    y = np.cross(z, x)
    m = np.eye(4)
    m[:3, 0], m[:3, 1], m[:3, 2] = x, y, z
    UsdGeom.Xformable(key).AddTransformOp(UsdGeom.XformOp.PrecisionDouble).Set(Gf.Matrix4d(m.T.tolist()))
    dome = UsdLux.DomeLight.Define(stage, "/World/FillLight")
    dome.CreateIntensityAttr(400.0)


def write_usda(path: str, scene: dict, views: list[dict] = (), **kw) -> None:
    """Write one scene as a ``.usda`` file (to a temporary name, renamed when complete)."""
    import os

    tmp = path + ".tmp.usda"
    stage = new_stage(tmp)
    try:
        author_scene(stage, scene, views, **kw)
        stage.GetRootLayer().Save()
        del stage
        os.replace(tmp, path)
    finally:
        if os.path.exists(tmp):
            os.remove(tmp)


def highlight(stage, targets, colour=(1.0, 0.8, 0.0)) -> int:
    """Bind a bright material to the target blocks' geometry and restore the others' own.

    ``targets`` are block indices (empty clears the highlight). Returns how many blocks
    are highlighted. Works on any stage ``author_scene`` filled, live or not.
    """
    Gf, Sdf, _, UsdGeom, _, _, UsdShade = _pxr()
    path = "/World/Looks/highlight"
    if not stage.GetPrimAtPath(path):
        mat = UsdShade.Material.Define(stage, path)
        shader = UsdShade.Shader.Define(stage, path + "/Shader")
        shader.CreateIdAttr("UsdPreviewSurface")
        shader.CreateInput("diffuseColor", Sdf.ValueTypeNames.Color3f).Set(Gf.Vec3f(*colour))
        shader.CreateInput("emissiveColor", Sdf.ValueTypeNames.Color3f).Set(Gf.Vec3f(*colour) * 0.4)
        mat.CreateSurfaceOutput().ConnectToSource(shader.ConnectableAPI(), "surface")
    hl = UsdShade.Material(stage.GetPrimAtPath(path))
    chosen = {int(b) for b in targets}
    n = 0
    for prim in stage.GetPrimAtPath(BLOCKS).GetChildren():
        geom = prim.GetChild("geom")
        own = prim.GetAttribute("spatial_iq:material")
        b = prim.GetAttribute("spatial_iq:index").Get()
        binding = UsdShade.MaterialBindingAPI(geom)
        if b in chosen:
            binding.Bind(hl)
            n += 1
        elif own and own.Get():
            binding.Bind(UsdShade.Material(stage.GetPrimAtPath(own.Get())))
    return n
