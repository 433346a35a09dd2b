"""USD export of a PhysTool layout: one prim per tool, for Isaac Sim or any USD viewer.

Stage layout (Z up, metres):

    /World                      (default prim)
      /Surface                  Xform; a pegboard is turned upright (rotateX 90)
        /Board                  Cube scaled to the surface extent
        /Tools/T03_<tool id>    Xform: translate (x, y, 0), rotateZ yaw; customData tool_id,
                                name, role, distractor_kind, instance_id
           reference ->         the tool's asset (tool-id -> asset-path mapping, see below)
           /Proxy               the proxy mesh, purpose "proxy": shown until real assets load
      /Camera                   the render camera

Which asset a tool references: the ``scene.asset_map`` file (JSON or YAML,
{tool_id: path}) if it names the tool, else ``scene.asset_pattern`` formatted with
asset_root, tool_id, shape_family and domain. The core never imports Isaac Sim; ``pxr``
(package ``usd-core``) is imported only here, when a stage is written.
"""

from __future__ import annotations

import json
import math
import os
import re

import numpy as np

from .meshes import tool_mesh
from .render import camera_basis


def _pxr():
    try:
        from pxr import Gf, Sdf, Usd, UsdGeom
    except ImportError as err:  # pragma: no cover - depends on the environment
        raise RuntimeError("USD export needs the pxr module: pip install 'spatial-iq[usd]' "
                           "(package usd-core)") from err
    return Gf, Sdf, Usd, UsdGeom


def load_asset_map(path) -> dict:
    """{tool_id: asset path} from a JSON or YAML file; {} when no file is given."""
    if not path:
        return {}
    with open(path) as fh:
        text = fh.read()
    if str(path).endswith((".yaml", ".yml")):
        import yaml

        data = yaml.safe_load(text)
    else:
        data = json.loads(text)
    if not isinstance(data, dict) or not all(isinstance(k, str) and isinstance(v, str)
                                             for k, v in data.items()):
        raise ValueError(f"{path}: the asset map must be an object of tool_id -> asset path strings")
    return data


def asset_path(tool: dict, asset_map: dict, pattern: str, root: str) -> str:
    if tool["id"] in asset_map:
        return asset_map[tool["id"]]
    return pattern.format(asset_root=root, tool_id=tool["id"], shape_family=tool["shape_family"],
                          domain=tool["domain"])


def prim_name(n: int, tool_id: str) -> str:
    return f"T{n:02d}_" + re.sub(r"[^A-Za-z0-9_]", "_", tool_id)


def write_stage(record: dict, lib, path: str, asset_map: dict | None = None,
                pattern: str = "{asset_root}/{shape_family}/{tool_id}.usd",
                root: str = "omniverse://localhost/Library/PhysTool") -> str:
    """Write ``record``'s layout to a .usda file at ``path`` (atomically); returns the path."""
    Gf, Sdf, Usd, UsdGeom = _pxr()
    asset_map = asset_map or {}
    tmp = path + ".tmp.usda"
    stage = Usd.Stage.CreateNew(tmp)
    UsdGeom.SetStageUpAxis(stage, UsdGeom.Tokens.z)
    UsdGeom.SetStageMetersPerUnit(stage, 1.0)
    world = UsdGeom.Xform.Define(stage, "/World")
    stage.SetDefaultPrim(world.GetPrim())
    world.GetPrim().SetCustomDataByKey("query_id", record["id"])
    surface = UsdGeom.Xform.Define(stage, "/World/Surface")
    if record["surface"]["kind"] == "pegboard":
        surface.AddRotateXOp().Set(90.0)
    surface.GetPrim().SetCustomDataByKey("kind", record["surface"]["kind"])
    w, d = record["surface"]["extent_m"]
    board = UsdGeom.Cube.Define(stage, "/World/Surface/Board")
    board.GetSizeAttr().Set(1.0)
    board.AddTranslateOp().Set(Gf.Vec3d(0, 0, -0.01))
    board.AddScaleOp().Set(Gf.Vec3f(float(w), float(d), 0.02))
    UsdGeom.Xform.Define(stage, "/World/Surface/Tools")
    refs = []
    for v in record["visible_tools"]:
        tool = lib.by_id[v["tool_id"]]
        p = v["pose"]
        xf = UsdGeom.Xform.Define(stage, f"/World/Surface/Tools/{prim_name(v['instance_id'], tool['id'])}")
        xf.AddTranslateOp().Set(Gf.Vec3d(p["x"], p["y"], p.get("z", 0.0)))
        xf.AddRotateZOp().Set(float(p["yaw_deg"]))
        prim = xf.GetPrim()
        for key, value in (("tool_id", tool["id"]), ("name", tool["name"]), ("role", v["role"]),
                           ("distractor_kind", v.get("distractor_kind") or ""),
                           ("instance_id", int(v["instance_id"]))):
            prim.SetCustomDataByKey(key, value)
        refs.append((prim.GetPath(), asset_path(tool, asset_map, pattern, root)))
        verts, faces, colours = tool_mesh(tool)
        mesh = UsdGeom.Mesh.Define(stage, prim.GetPath().AppendChild("Proxy"))
        mesh.GetPointsAttr().Set([Gf.Vec3f(*map(float, row)) for row in verts])
        mesh.GetFaceVertexCountsAttr().Set([3] * len(faces))
        mesh.GetFaceVertexIndicesAttr().Set([int(i) for i in np.asarray(faces).ravel()])
        mesh.GetPurposeAttr().Set(UsdGeom.Tokens.proxy)
        colour = mesh.CreateDisplayColorPrimvar(UsdGeom.Tokens.uniform)  # the part materials
        colour.Set([Gf.Vec3f(*(float(c) / 255.0 for c in row[:3])) for row in colours])
    cam = record.get("camera")
    if cam:
        ucam = UsdGeom.Camera.Define(stage, "/World/Camera")
        aperture = 20.955
        ucam.GetHorizontalApertureAttr().Set(aperture)
        ucam.GetVerticalApertureAttr().Set(aperture * cam["height"] / cam["width"])
        ucam.GetFocalLengthAttr().Set(aperture / 2 / math.tan(math.radians(cam["fov_deg"]) / 2))
        ucam.AddTransformOp().Set(_look_at(Gf, cam))
    stage.GetRootLayer().Save()
    del stage  # references go on the bare layer: a stage would try to open every asset, and
    # the assets live where Isaac Sim runs, not here
    layer = Sdf.Layer.FindOrOpen(tmp)
    for prim_path, asset in refs:
        layer.GetPrimAtPath(prim_path).referenceList.Prepend(Sdf.Reference(asset))
    layer.Save()
    os.replace(tmp, path)
    return path


def _look_at(Gf, cam: dict):
    """Camera-to-world matrix for a USD camera (looks down -Z, +Y up): the renderer's own
    camera basis, so the USD camera sees what the render shows."""
    eye, r, u, f = camera_basis(cam)
    m = np.eye(4)
    m[0, :3], m[1, :3], m[2, :3], m[3, :3] = r, u, -f, eye  # row-vector convention, as Gf uses
    return Gf.Matrix4d(*m.ravel().tolist())
