"""USD export: a generated dataset's scenes open with usd-core; block prims are exactly the
block list; every camera reproduces the stored K and world-to-camera, checked both through
our inverse mapping and through USD's own frustum (Gf); physics, semantics, no instancing."""

import json
import sys

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

pxr = pytest.importorskip("pxr", reason="usd-core is not installed (pip install 'spatial-iq[usd]')")
from pxr import Gf, Usd, UsdGeom, UsdPhysics, UsdShade  # noqa: E402

from generators.dataset.run import generate  # noqa: E402
from generators.io.dataset import open_dataset  # noqa: E402
from generators.usd.scene import (  # noqa: E402
    BLOCKS,
    add_semantics,
    author_scene,
    block_index,
    block_path,
    camera_path,
    new_stage,
    read_camera,
    set_camera,
)
from tests.conftest import run_cli, small_config  # noqa: E402


@pytest.fixture(scope="module")
def exported(tmp_path_factory):
    root = tmp_path_factory.mktemp("usd")
    generate(small_config(root / "ds", n_scenes=3), progress=False)
    res = run_cli("export-usd", str(root / "ds"), "--out", str(root / "usd"))
    assert res.returncode == 0, res.stderr
    assert "wrote 3 scene(s)" in res.stdout
    views = {}
    for v in open_dataset(str(root / "ds")):
        views.setdefault(v["scene_id"], []).append(v)
    return root, views


def _gf_pixels(prim, points):
    """Pixel coordinates of world points through USD's own camera model (Gf frustum)."""
    cam = UsdGeom.Camera(prim).GetCamera(Usd.TimeCode.Default())
    view, proj = cam.frustum.ComputeViewMatrix(), cam.frustum.ComputeProjectionMatrix()
    w, h = prim.GetAttribute("spatial_iq:resolution").Get()
    out = []
    for p in points:
        q = proj.Transform(view.Transform(Gf.Vec3d(*map(float, p))))
        out.append(((q[0] + 1) / 2 * w, (1 - q[1]) / 2 * h))
    return np.array(out)


def test_block_prims_match_the_block_list_exactly(exported):
    root, views = exported
    for scene_id, recs in views.items():
        stage = Usd.Stage.Open(str(root / "usd" / f"scene-{scene_id:06d}.usda"))
        scene = recs[0]
        blocks = np.array(scene["blocks"])
        kids = stage.GetPrimAtPath(BLOCKS).GetChildren()
        assert [k.GetPath().pathString for k in kids] == [block_path(b) for b in range(len(blocks))]
        s, origin = scene["block_size"], np.array(scene["grid_origin"])
        got = []
        for b, prim in enumerate(kids):
            m = np.array(UsdGeom.Xformable(prim).ComputeLocalToWorldTransform(Usd.TimeCode.Default())).T
            assert np.allclose(m[:3, :3], np.eye(3), atol=0)
            cell = (m[:3, 3] - origin) / s - 0.5
            assert np.allclose(cell, np.round(cell), atol=1e-9)
            got.append(np.round(cell).astype(int).tolist())
            assert list(prim.GetAttribute("spatial_iq:cell").Get()) == got[-1]
            assert block_index(prim.GetPath().pathString + "/geom") == b
            geom = prim.GetChild("geom")
            assert geom.GetTypeName() == "Cube" and geom.GetAttribute("size").Get() == s
            assert not prim.IsInstance() and not prim.IsInstanceable() and not geom.IsInstanceProxy()
        assert got == blocks.tolist()
        assert not [p for p in stage.Traverse() if p.IsA(UsdGeom.PointInstancer) or p.IsInstance()]


def test_cameras_reproduce_stored_k_and_world_to_camera(exported):
    root, views = exported
    for scene_id, recs in views.items():
        stage = Usd.Stage.Open(str(root / "usd" / f"scene-{scene_id:06d}.usda"))
        cams = stage.GetPrimAtPath("/World/Cameras").GetChildren()
        assert len(cams) == len(recs) == 16
        corners = np.array(recs[0]["grid_origin"]) + np.array(
            [[x, y, z] for x in (0, 0.4) for y in (0, 0.4) for z in (0, 0.4)])
        for v in recs:
            prim = stage.GetPrimAtPath(camera_path(v["view_id"]))
            K, W = np.array(v["camera"]["K"]), np.array(v["camera"]["world_to_camera"])
            got = read_camera(prim)
            # lens attributes are float32 in USD: relative 1e-6; the transform is double
            np.testing.assert_allclose(got["K"], K, rtol=1e-6, atol=1e-9)
            np.testing.assert_allclose(got["world_to_camera"], W, rtol=0, atol=1e-6)
            assert (got["width"], got["height"]) == (v["camera"]["width"], v["camera"]["height"])
            hom = (K @ (W @ np.c_[corners, np.ones(len(corners))].T)[:3]).T
            np.testing.assert_allclose(_gf_pixels(prim, corners), hom[:, :2] / hom[:, 2:], atol=1e-3)


def test_physics_semantics_lights_and_materials(exported):
    root, views = exported
    stage = Usd.Stage.Open(str(root / "usd" / "scene-000000.usda"))
    assert UsdGeom.GetStageUpAxis(stage) == "Z" and UsdGeom.GetStageMetersPerUnit(stage) == 1.0
    scene = UsdPhysics.Scene(stage.GetPrimAtPath("/World/PhysicsScene"))
    assert tuple(scene.GetGravityDirectionAttr().Get()) == (0.0, 0.0, -1.0)
    assert scene.GetGravityMagnitudeAttr().Get() == pytest.approx(9.81)
    # PhysX steps at the rate the scene authors: PhysxSceneAPI's timeStepsPerSecond, 60 Hz
    assert "PhysxSceneAPI" in scene.GetPrim().GetMetadata("apiSchemas").GetAddedOrExplicitItems()
    rate = scene.GetPrim().GetAttribute("physxScene:timeStepsPerSecond")
    assert rate.Get() == 60 and str(rate.GetTypeName()) == "uint"
    for prim in stage.GetPrimAtPath(BLOCKS).GetChildren():
        assert prim.HasAPI(UsdPhysics.RigidBodyAPI) and prim.HasAPI(UsdPhysics.MassAPI)
        assert UsdPhysics.MassAPI(prim).GetMassAttr().Get() == pytest.approx(0.5)
        geom = prim.GetChild("geom")
        assert geom.HasAPI(UsdPhysics.CollisionAPI)
        mat, _ = UsdShade.MaterialBindingAPI(geom).ComputeBoundMaterial()
        assert mat.GetPath().pathString == "/World/Looks/cube"
        assert _labels(prim) == ["cube"]
    ground = stage.GetPrimAtPath("/World/Ground")
    assert ground.HasAPI(UsdPhysics.CollisionAPI) and not ground.HasAPI(UsdPhysics.RigidBodyAPI)
    assert stage.GetPrimAtPath("/World/KeyLight").GetTypeName() == "DistantLight"
    assert stage.GetPrimAtPath("/World/FillLight").GetTypeName() == "DomeLight"


def _labels(prim):
    try:
        from pxr import UsdSemantics
    except ImportError:
        return [prim.GetAttribute("semantic:Semantics:params:semanticData").Get()]
    return list(UsdSemantics.LabelsAPI(prim, "class").GetLabelsAttr().Get())


def test_labels_json_matches_the_dataset(exported):
    root, views = exported
    for scene_id, recs in views.items():
        side = json.loads((root / "usd" / f"scene-{scene_id:06d}.labels.json").read_text())
        assert side["scene"]["blocks"] == recs[0]["blocks"]
        for got, want in zip(side["views"], recs, strict=True):
            assert got["labels"] == want["labels"] and got["targets"] == want["targets"]
            assert got["camera"]["K"] == want["camera"]["K"]
            assert got["camera_prim"] == camera_path(want["view_id"])


def test_refuses_existing_output_and_non_datasets(exported, tmp_path):
    root, _ = exported
    before = sorted(p.name for p in (root / "usd").iterdir())
    res = run_cli("export-usd", str(root / "ds"), "--out", str(root / "usd"))
    assert res.returncode == 2 and "already exists" in res.stderr
    assert len(res.stderr.strip().splitlines()) == 1
    assert sorted(p.name for p in (root / "usd").iterdir()) == before
    res = run_cli("export-usd", str(tmp_path), "--out", str(tmp_path / "u"))
    assert res.returncode == 2 and "manifest.json" in res.stderr and not (tmp_path / "u").exists()


def test_cans_and_palette_colours():
    scene = {"scene_id": 4, "grid_shape": [2, 2, 2], "block_size": 0.2, "grid_origin": [-0.2, -0.2, 0.0],
             "blocks": [[0, 0, 0], [0, 0, 1], [1, 1, 0]], "object_type": "can",
             "colours": [[1.0, 0.0, 0.0], [0.0, 1.0, 0.0], [0.0, 0.0, 1.0]]}
    stage = new_stage()
    author_scene(stage, scene)
    for b, rgb in enumerate(scene["colours"]):
        geom = stage.GetPrimAtPath(block_path(b) + "/geom")
        assert geom.GetTypeName() == "Cylinder"
        assert geom.GetAttribute("radius").Get() == pytest.approx(0.09)
        assert geom.GetAttribute("height").Get() == pytest.approx(0.2)
        assert geom.GetAttribute("axis").Get() == "Z"
        mat, _ = UsdShade.MaterialBindingAPI(geom).ComputeBoundMaterial()
        shader = UsdShade.Shader(stage.GetPrimAtPath(mat.GetPath().AppendChild("Shader")))
        assert tuple(shader.GetInput("diffuseColor").Get()) == tuple(rgb)
    author_scene(stage, {**scene, "blocks": [[1, 0, 0]], "colours": None})  # rebuilding replaces blocks
    assert len(stage.GetPrimAtPath(BLOCKS).GetChildren()) == 1


def test_semantics_fallback_applies_semanticsapi_without_usdsemantics(monkeypatch, tmp_path):
    """Isaac Sim 4.5 (no UsdSemantics): the SemanticsAPI schema is applied, instance
    "Semantics", not just its attributes written, and it survives a save."""
    stage = new_stage(str(tmp_path / "s.usda"))
    prim = stage.DefinePrim("/World/x", "Xform")
    monkeypatch.setitem(sys.modules, "pxr.UsdSemantics", None)  # makes the import fail
    monkeypatch.delattr(pxr, "UsdSemantics", raising=False)
    monkeypatch.setitem(sys.modules, "Semantics", None)  # and Isaac's schema module is absent too
    assert add_semantics(prim, "box") == "SemanticsAPI"
    assert prim.GetMetadata("apiSchemas").GetAddedOrExplicitItems() == ["SemanticsAPI:Semantics"]
    assert prim.GetAttribute("semantic:Semantics:params:semanticType").Get() == "class"
    assert prim.GetAttribute("semantic:Semantics:params:semanticData").Get() == "box"
    stage.GetRootLayer().Save()
    text = (tmp_path / "s.usda").read_text()
    assert 'prepend apiSchemas = ["SemanticsAPI:Semantics"]' in text
    assert 'string semantic:Semantics:params:semanticData = "box"' in text


@settings(max_examples=40, deadline=None)
@given(w=st.integers(16, 1024), h=st.integers(16, 1024), fx=st.floats(50, 3000), aspect=st.floats(0.5, 2),
       dcx=st.floats(-0.3, 0.3), dcy=st.floats(-0.3, 0.3), yaw=st.floats(-3, 3), pitch=st.floats(-1.4, 1.4),
       pos=st.tuples(*[st.floats(-5, 5)] * 3))
def test_any_pinhole_round_trips_and_projects_like_usd(w, h, fx, aspect, dcx, dcy, yaw, pitch, pos):
    """Off-centre principal points and non-square pixels too: aperture offsets and the vertical
    aperture carry them, and USD's frustum projects points where K and world-to-camera do."""
    K = np.array([[fx, 0, w / 2 + dcx * w], [0, fx * aspect, h / 2 + dcy * h], [0, 0, 1.0]])
    cy, sy, cp, sp = np.cos(yaw), np.sin(yaw), np.cos(pitch), np.sin(pitch)
    forward = np.array([cy * cp, sy * cp, sp])
    right = np.cross(forward, [0, 0, 1.0])
    right /= np.linalg.norm(right)
    rot = np.stack([right, np.cross(forward, right), forward])
    W = np.eye(4)
    W[:3, :3], W[:3, 3] = rot, -rot @ np.array(pos)
    stage = new_stage()
    prim = set_camera(stage, "/World/cam", {"K": K.tolist(), "world_to_camera": W.tolist(),
                                            "width": w, "height": h}).GetPrim()
    got = read_camera(prim)
    np.testing.assert_allclose(got["K"], K, rtol=1e-6, atol=1e-6)
    np.testing.assert_allclose(got["world_to_camera"], W, atol=1e-9)
    pts = np.array(pos) + forward * 3.0 + np.array([[0, 0, 0], [0.4, -0.3, 0.2], [-0.5, 0.2, -0.1]])
    hom = (K @ (W @ np.c_[pts, np.ones(3)].T)[:3]).T
    np.testing.assert_allclose(_gf_pixels(prim, pts), hom[:, :2] / hom[:, 2:], rtol=1e-5, atol=1e-3)
