"""The engine-free half of the Replicator backend (``generators.render.foreign``) on synthetic
buffers: raw ids + idToLabels to block ids, the depth convention, the cross-check's report.
Outside Isaac Sim, render.backend=isaac fails in one line. The backend itself, the batch
entry and the window run against the fake Isaac Sim in tests/test_isaac_contract.py,
tests/test_isaac_window.py and tests/test_isaacsim_sh.py."""


import numpy as np
import pytest

pytest.importorskip("pxr", reason="usd-core is not installed (pip install 'spatial-iq[usd]')")

from generators.render import registry  # noqa: E402
from generators.render.foreign import background_depth, compare, instance_from_ids  # noqa: E402
from generators.usd.scene import block_index, block_path  # noqa: E402
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


def test_isaac_backend_outside_isaac_sim_fails_in_one_line(tmp_path):
    res = run_cli("generate", f"out={tmp_path / 'o'}", "render.backend=isaac")
    assert res.returncode == 2 and len(res.stderr.strip().splitlines()) == 1
    assert "render.backend=isaac needs Isaac Sim" in res.stderr and "isaacsim.sh" in res.stderr
    assert not (tmp_path / "o").exists()
    assert "isaac" in registry.backend_names()  # found through the spatial_iq.renderers entry point


def test_plugin_backends_need_one_worker(tmp_path, monkeypatch):
    monkeypatch.setattr(registry, "_FACTORIES", {"fake": lambda render_cfg: None})
    from generators.config import ConfigError, validate

    with pytest.raises(ConfigError, match="set workers=1"):
        validate(small_config(tmp_path / "o", **{"render.backend": "fake"}))
