"""Shard writer and reader: round trip of every on-disk key (docs/conventions.md), PNG
fidelity, atomicity."""

import os

import numpy as np
import pytest
from PIL import Image

from generators.dataset.pipeline import Generator
from generators.dataset.run import generate
from generators.io import png
from generators.io.dataset import DatasetError, open_dataset
from generators.io.shards import ShardWriter, read_shard
from tests.conftest import small_config

SPEC_KEYS = {"scene_id", "view_id", "seed", "grid_shape", "block_size", "grid_origin", "blocks",
             "object_type", "camera", "visible_pixels", "labels", "targets", "rgb", "instance", "depth"}
CAMERA_KEYS = {"position", "look_at", "up", "fov", "width", "height", "azimuth", "offset",
               "fov_mult", "dist_mult", "K", "world_to_camera"}


def test_png_round_trip_is_lossless():
    rng = np.random.default_rng(0)
    img = rng.integers(0, 256, size=(37, 53, 3), dtype=np.uint8)
    data = png.encode(img)
    assert np.array_equal(png.decode(data), img)
    assert np.array_equal(np.asarray(Image.open(__import__("io").BytesIO(data))), img)


def write_shard(path, scenes, views):
    h, w = views[0]["instance"].shape
    writer = ShardWriter(path, len(views), h, w, views[0]["instance"].dtype)
    for scene in scenes:
        writer.add(scene, [v for v in views if v["scene_id"] == scene["scene_id"]])
    return writer.close()


def test_shard_round_trip(tmp_path):
    gen = Generator(small_config(tmp_path / "x"))
    scenes, views = [], []
    for i in range(2):
        s, v = gen.scene_records(i)
        scenes.append(s)
        views.extend(v)
    entry = write_shard(str(tmp_path / "s.h5"), scenes, views)
    assert entry["view_count"] == 32 and entry["scene_count"] == 2 and len(entry["sha256"]) == 64
    back = list(read_shard(str(tmp_path / "s.h5")))
    assert len(back) == 32
    for orig, rec in zip(views, back):
        assert SPEC_KEYS <= set(rec)
        assert CAMERA_KEYS <= set(rec["camera"])
        assert np.array_equal(rec["rgb"], orig["rgb"])
        assert np.array_equal(rec["instance"], orig["instance"])
        assert np.array_equal(rec["depth"], orig["depth"])
        assert rec["labels"] == orig["labels"] and rec["targets"] == orig["targets"]
        assert rec["visible_pixels"] == orig["visible_pixels"]
        assert len(rec["visible_pixels"]) == len(rec["blocks"])
    assert not os.path.exists(str(tmp_path / "s.h5.tmp"))


def test_failed_write_leaves_nothing(tmp_path):
    gen = Generator(small_config(tmp_path / "x"))
    s, v = gen.scene_records(0)
    v[3]["rgb"] = np.zeros((4, 4))  # not an RGB image: the writer fails part-way
    with pytest.raises(ValueError):
        write_shard(str(tmp_path / "bad.h5"), [s], v)
    assert os.listdir(tmp_path) == []


def test_camera_matrices_project_blocks_onto_their_pixels(tmp_path):
    cfg = small_config(tmp_path / "ds", n_scenes=1)
    generate(cfg, progress=False)
    for view in open_dataset(str(tmp_path / "ds")):
        k, w2c = np.array(view["camera"]["K"]), np.array(view["camera"]["world_to_camera"])
        origin, s = np.array(view["grid_origin"]), view["block_size"]
        for b, ijk in enumerate(view["blocks"]):
            ys, xs = np.nonzero(view["instance"] == b + 1)
            if len(xs) == 0:
                continue
            # the depth stored at a block's pixel, back-projected, lands inside that block's cell
            y, x = ys[len(ys) // 2], xs[len(xs) // 2]
            z = view["depth"][y, x]
            cam = np.linalg.inv(k) @ np.array([x + 0.5, y + 0.5, 1.0]) * z
            world = (np.linalg.inv(w2c) @ np.r_[cam, 1.0])[:3]
            lo = origin + np.array(ijk) * s
            assert np.all(world >= lo - 1e-6) and np.all(world <= lo + s + 1e-6)


def test_open_dataset_errors(tmp_path):
    with pytest.raises(DatasetError, match="no manifest.json"):
        open_dataset(str(tmp_path))
