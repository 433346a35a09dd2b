"""The Replicator backend without Isaac Sim: id mapping, depth convention and the cross-check on
synthetic buffers; then the backend itself with only Replicator's capture replaced by a fake
that renders what the *authored USD stage* holds (cells and camera prims read back) and hands
over Replicator-style raw ids + idToLabels. Its records must equal the CPU pipeline's exactly,
a lossy fake must be reported by the cross-check, and the batch entry must run the Hydra app
with it. Outside Isaac Sim, render.backend=isaac fails in one line."""

import json

import numpy as np
import pytest

pytest.importorskip("pxr", reason="usd-core is not installed (pip install 'spatial-iq[usd]')")

from generators.dataset.pipeline import Generator  # noqa: E402
from generators.render import registry  # noqa: E402
from generators.render.cpu import CpuRenderer  # noqa: E402
from generators.render.foreign import background_depth, compare, instance_from_ids  # noqa: E402
from generators.usd.scene import BLOCKS, block_index, block_path, new_stage, read_camera  # noqa: E402
from generators.voxel.camera import Camera  # noqa: E402
from generators.voxel.grid import Grid, Scene  # noqa: E402
from spatial_iq_ext import batch  # noqa: E402
from spatial_iq_ext.replicator import CAMERA, ReplicatorRenderer  # noqa: E402
from tests.conftest import run_cli, small_config  # noqa: E402


def test_instance_from_ids_maps_prim_paths_to_block_ids():
    rng = np.random.default_rng(0)
    truth = rng.integers(0, 6, size=(20, 30))  # 0 background, b + 1 block b (5 blocks)
    raw_of = {0: 3, 1: 900, 2: 17, 3: 4242, 4: 5, 5: 61}  # arbitrary engine ids
    raw = np.vectorize(raw_of.get)(truth).astype(np.uint32)
    table = {"3": "/World/Ground", "900": block_path(0) + "/geom", "17": block_path(1) + "/geom",
             "4242": block_path(2), "5": block_path(3) + "/geom", "61": block_path(4) + "/geom",
             "77": "/World/KeyLight"}
    got = instance_from_ids(raw, table, 5, block_index)
    assert got.dtype == np.uint8 and np.array_equal(got, truth)
    assert block_index("/World/Blocks/block_0012/geom") == 12 and block_index("/World/Blockset") is None
    with pytest.raises(ValueError, match="names block 7, but the scene has 5 blocks"):
        instance_from_ids(raw, {**table, "1": block_path(7)}, 5, block_index)
    assert not instance_from_ids(raw, {}, 5, block_index).any()


def test_background_depth_is_zero_where_no_block_is_hit():
    inst = np.array([[0, 1], [2, 0]])
    depth = np.array([[np.inf, 1.5], [2.5, 7.0]])  # the ground's distance and inf for the sky
    assert background_depth(depth, inst).tolist() == [[0.0, 1.5], [2.5, 0.0]]


def test_compare_reports_disagreeing_blocks():
    a = np.zeros((10, 10), np.uint8)
    a[0:3, 0:3] = 1  # block 0: 9 px
    a[5, 5] = 2  # block 1: 1 px
    a[7:9, 7:9] = 3  # block 2: 4 px
    same = compare(a, a.copy(), 3)
    assert same["agree"] and same["pixels_differ"] == 0 and same["count_differs"] == {}
    b = a.copy()
    b[5, 5] = 0  # block 1 lost its only pixel: now hidden
    b[0, 0] = 3  # an edge pixel flips from block 0 to block 2: both stay visible
    r = compare(a, b, 3)
    assert not r["agree"] and r["pixels_differ"] == 2 and r["fraction"] == pytest.approx(0.02)
    assert r["only_in_reference"] == [1] and r["only_in_other"] == []
    assert r["count_differs"] == {0: [9, 8], 1: [1, 0], 2: [4, 5]}
    assert compare(a, b, 3, min_visible_pixels=2)["agree"]  # block 1 was below the threshold anyway
    with pytest.raises(ValueError, match="differ in shape"):
        compare(a, a[:5], 3)


class StageFake(ReplicatorRenderer):
    """Everything of the backend but the RTX capture, which reads the stage back and ray-casts."""

    def __init__(self, render_cfg=None, lose_cell: tuple | None = None):
        super().__init__(render_cfg, start_app=False)
        self.stage = new_stage()
        self.cpu = CpuRenderer("auto")
        self.lose_cell = lose_cell  # the engine never draws the block in this cell (reports ground)

    def _stage(self):
        return self.stage

    def _capture(self, width, height):
        cam = read_camera(self.stage.GetPrimAtPath(CAMERA))
        assert (cam["width"], cam["height"]) == (width, height)
        r, t = cam["world_to_camera"][:3, :3], cam["world_to_camera"][:3, 3]
        pos = -r.T @ t
        camera = Camera(pos, pos + r[2], -r[1], width, height, cam["K"][0, 0] * 20.955 / width, 20.955)
        world = self.stage.GetPrimAtPath("/World")
        shape = tuple(world.GetCustomDataByKey("spatial_iq:grid_shape"))
        prims = self.stage.GetPrimAtPath(BLOCKS).GetChildren()
        size = prims[0].GetChild("geom").GetAttribute("size").Get() if prims else 0.1
        cells = [list(p.GetAttribute("spatial_iq:cell").Get()) for p in prims]
        scene = Scene(Grid(shape, size), cells, world.GetCustomDataByKey("spatial_iq:object_type"))
        res = self.cpu.render(scene, camera)
        raw = np.where(res.instance > 0, 1000 + 7 * res.instance.astype(np.int64), 4)  # 4: the ground
        table = {"4": "/World/Ground"}
        table.update({str(1000 + 7 * (b + 1)): p.GetPath().pathString + "/geom" for b, p in enumerate(prims)})
        for b, c in enumerate(cells):
            if self.lose_cell is not None and tuple(c) == tuple(self.lose_cell):
                table[str(1000 + 7 * (b + 1))] = "/World/Ground"
        depth = np.where(res.instance > 0, res.depth, np.inf).astype(np.float32)
        rgba = np.concatenate([res.rgb, np.full(res.rgb.shape[:2] + (1,), 255, np.uint8)], axis=-1)
        return rgba, {"data": raw.astype(np.uint32), "info": {"idToLabels": table}}, depth


def test_backend_records_equal_the_cpu_pipelines(tmp_path):
    cfg = small_config(tmp_path / "x", seed=11)
    cpu, fake = Generator(cfg), Generator(cfg, renderer=StageFake())
    for index in (0, 1):
        s1, v1 = cpu.scene_records(index)
        s2, v2 = fake.scene_records(index)
        assert s1 == s2  # pruning uses the backend's CPU prune_renderer: same stack
        for a, b in zip(v1, v2, strict=True):
            assert a["labels"] == b["labels"] and a["targets"] == b["targets"]
            assert a["visible_pixels"] == b["visible_pixels"]
            assert np.array_equal(a["instance"], b["instance"]) and np.array_equal(a["rgb"], b["rgb"])
            # the camera went through USD's float32 lens attributes: depth agrees to float precision
            np.testing.assert_allclose(a["depth"], b["depth"], rtol=1e-5, atol=0)
    assert fake.renderer.reports == []


def test_crosscheck_reports_blocks_the_engine_lost(tmp_path):
    cfg = small_config(tmp_path / "x", seed=11)
    cfg.render.crosscheck = True
    cpu = Generator(cfg)
    scene = cpu.sample(0)
    truth = cpu.render_views(scene)
    exact = Generator(cfg, renderer=StageFake(cfg.render))
    exact.render_views(scene)
    assert exact.renderer.reports == []
    lossy = Generator(cfg, renderer=StageFake(cfg.render, lose_cell=tuple(scene.blocks[0])))
    views = lossy.render_views(scene)
    assert all(v["visible_pixels"][0] == 0 for v in views)  # the engine lost block 0 everywhere
    reports = lossy.renderer.reports
    assert len(reports) == sum(v["visible_pixels"][0] > 0 for v in truth) > 0  # one per view that sees it
    assert all(r["only_in_reference"] == [0] and r["only_in_other"] == [] and r["scene_id"] == 0
               for r in reports)
    assert [r["count_differs"][0] for r in reports] == [[v["visible_pixels"][0], 0] for v in truth
                                                          if v["visible_pixels"][0] > 0]


def test_stored_blocks_stay_determinable_from_the_engines_view_0(tmp_path):
    """Pruning runs on the CPU caster, then once more against the engine's own primary view,
    so a block the engine cannot see (and that holds nothing visible up) is not stored."""
    from generators.voxel.visibility import determinable

    cfg = small_config(tmp_path / "x", seed=11)
    cpu_scene = Generator(cfg).sample(0)
    top = cpu_scene.blocks[np.argmax(cpu_scene.blocks[:, 2])]  # a top block: supports nothing
    lossy = Generator(cfg, renderer=StageFake(cfg.render, lose_cell=tuple(top)))
    scene, views = lossy.scene_records(0)
    assert tuple(top) not in {tuple(b) for b in scene["blocks"]}
    assert len(scene["blocks"]) < cpu_scene.n_blocks
    _, keep = determinable(np.array(scene["blocks"]), np.array(views[0]["visible_pixels"]))
    assert keep.all()


def test_isaac_backend_outside_isaac_sim_fails_in_one_line(tmp_path):
    res = run_cli("generate", f"out={tmp_path / 'o'}", "render.backend=isaac")
    assert res.returncode == 2 and len(res.stderr.strip().splitlines()) == 1
    assert "render.backend=isaac needs Isaac Sim" in res.stderr and "isaacsim.sh" in res.stderr
    assert not (tmp_path / "o").exists()
    assert "isaac" in registry.backend_names()  # found through the spatial_iq.renderers entry point


def test_plugin_backends_need_one_worker(tmp_path, monkeypatch):
    monkeypatch.setattr(registry, "_FACTORIES", {"fake": StageFake})
    from generators.config import ConfigError, validate

    with pytest.raises(ConfigError, match="set workers=1"):
        validate(small_config(tmp_path / "o", **{"render.backend": "fake"}))


def test_batch_defaults():
    assert batch.with_defaults(["out=x"]) == ["out=x", "render.backend=isaac", "workers=1"]
    assert batch.with_defaults(["workers=2", "render.backend=numpy"]) == ["workers=2", "render.backend=numpy"]


def test_batch_runs_the_hydra_app_with_the_backend(tmp_path, monkeypatch):
    import spatial_iq_ext.replicator as rep_mod

    monkeypatch.setattr(registry, "_FACTORIES", {})
    monkeypatch.setattr(rep_mod, "ensure_app", lambda headless=True: None)
    monkeypatch.setattr(rep_mod, "make", lambda render_cfg: StageFake(render_cfg))
    monkeypatch.setattr(rep_mod.ReplicatorRenderer, "__init__", rep_mod.ReplicatorRenderer.__init__)
    monkeypatch.setattr(rep_mod, "unavailable_reason", lambda: None)
    out = tmp_path / "isaac"
    rc = batch.main([f"out={out}", "n_scenes=2", "camera.width=48", "camera.height=48", "max_attempts=20",
                     "render.crosscheck=true"])
    assert rc == 0
    manifest = json.loads((out / "manifest.json").read_text())
    assert manifest["config"]["render"]["backend"] == "isaac" and manifest["counts"]["views"] == 32
    report = json.loads((out / "crosscheck.json").read_text())
    assert report == {"views_disagreeing": 0, "reports": []}
    res = run_cli("verify", str(out))
    assert res.returncode == 0, res.stdout + res.stderr
