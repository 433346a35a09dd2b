"""Collapse and orbit clips, and the cgdj-videos dataset written by the shipped config."""

import hashlib
import json
import os

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from generators.cgdj.scene_videos import (
    collapse_clip,
    column_slots,
    fall_displacement,
    fall_layers,
    orbit_clip,
)
from generators.render.cpu import CpuRenderer
from generators.voxel.camera import ViewSpec
from generators.voxel.gravity import stacks_from_heights
from generators.voxel.grid import Grid, Scene

from .conftest import run_cli


def test_free_fall_timing_by_hand():
    # block 0.1 m, real time: g = 98.1 cells/s^2, d(t) = 49.05 t^2
    assert fall_displacement(0.2, 0.1, 1.0) == pytest.approx(1.962)
    start, rest = np.array([5]), np.array([0])
    layers = [int(fall_layers(start, rest, k / 10, 0.1, 1.0)[0]) for k in range(5)]
    assert layers == [5, 5, 3, 1, 0]  # d = 0, 0.49, 1.96, 4.41, 7.85 cells, rounded, stopped at rest
    # slowed down 2x: same positions at twice the times
    assert [int(fall_layers(start, rest, k / 5, 0.1, 2.0)[0]) for k in range(5)] == layers


@settings(max_examples=60, deadline=None)
@given(st.lists(st.integers(0, 4), min_size=9, max_size=9), st.integers(0, 2**32 - 1), st.integers(0, 4))
def test_falling_blocks_never_overlap_and_keep_order(heights, seed, headroom):
    heights = np.array(heights).reshape(3, 3)
    if heights.sum() == 0:
        return
    scene = Scene(Grid((3, 3, 4)), stacks_from_heights(heights))
    start = column_slots(scene, np.random.default_rng(seed), headroom)
    rest = scene.blocks[:, 2]
    assert (start >= rest).all() and (start < 4 + headroom).all()
    previous = start
    for k in range(60):
        z = fall_layers(start, rest, k / 12, 0.1, 6.0)
        cells = {(i, j, int(zz)) for (i, j, _), zz in zip(scene.blocks.tolist(), z)}
        assert len(cells) == scene.n_blocks  # no two blocks in one cell
        assert (z <= previous).all() and (z >= rest).all()  # only down, never below rest
        for col in {(i, j) for i, j, _ in scene.blocks.tolist()}:  # order inside a column kept
            m = (scene.blocks[:, 0] == col[0]) & (scene.blocks[:, 1] == col[1])
            assert list(np.argsort(z[m], kind="stable")) == list(np.argsort(rest[m], kind="stable"))
        previous = z
    assert np.array_equal(previous, rest)


@pytest.fixture(scope="module")
def small_scene():
    heights = np.array([[2, 0, 1], [0, 3, 0], [1, 0, 0]])
    return Scene(Grid((3, 3, 3)), stacks_from_heights(heights), "cube")


def test_collapse_clip_frames(small_scene):
    r = CpuRenderer()
    kw = dict(width=64, height=36, fps=12, hold_before_s=0.25, hold_after_s=0.5, slowdown=6.0, headroom=3)
    clip, start = collapse_clip(small_scene, np.random.default_rng(3), r, **kw)
    again, start2 = collapse_clip(small_scene, np.random.default_rng(3), r, **kw)
    assert np.array_equal(start, start2)
    assert all(np.array_equal(a, b) for a, b in zip(clip.frames, again.frames))
    assert clip.release == 3 and clip.frames[0].shape == (36, 64, 3)
    assert len(clip.frames) == clip.settled + 1 + 6  # settled frame, then 0.5 s of rest
    assert clip.release < clip.cut <= clip.settled
    assert np.array_equal(clip.frames[0], clip.frames[clip.release - 1])  # hanging still
    assert np.array_equal(clip.frames[clip.settled], clip.frames[-1])  # at rest
    assert (start != small_scene.blocks[:, 2]).any()  # this seed lifts some block
    assert not np.array_equal(clip.frames[0], clip.frames[-1])
    lifted = small_scene.blocks.copy()
    lifted[:, 2] = start
    for frame, blocks in ((clip.frames[0], lifted), (clip.frames[-1], small_scene.blocks)):
        expected = r.render(Scene(clip.grid, blocks, "cube"), clip.camera).rgb
        assert np.array_equal(frame, expected)  # hanging in the slots, then the settled stacks


def test_orbit_turns_once(small_scene):
    clip = orbit_clip(small_scene, CpuRenderer(), width=48, height=32, fps=4, seconds=2)
    assert len(clip.frames) == 8 and clip.cut == 4
    assert not np.array_equal(clip.frames[0], clip.frames[2])  # a quarter turn looks different


def _sha(path):
    with open(path, "rb") as fh:
        return hashlib.sha256(fh.read()).hexdigest()


SMALL = ["n_scenes=2", "clip.width=96", "clip.height=54", "clip.orbit_seconds=2", "max_attempts=20",
         "layouts=[5x8,7x10,8x12]"]


def test_shipped_config_writes_the_dataset(tmp_path):
    pytest.importorskip("imageio_ffmpeg")
    from generators.cgdj.video_io import open_frames
    from generators.io.png import decode

    out = tmp_path / "cgdj"
    done = run_cli("cgdj-videos", f"out={out}", *SMALL)
    assert done.returncode == 0, done.stderr
    assert "wrote 6 items (4 perception, 2 prediction)" in done.stdout
    manifest = json.loads((out / "manifest.json").read_text())
    assert manifest["counts"] == {"scenes": 2, "items": 6, "perception": 4, "prediction": 2}
    for f in manifest["files"]:
        assert _sha(out / f["path"]) == f["sha256"]
    items = [json.loads(line) for line in (out / "items.jsonl").read_text().splitlines()]
    by_id = {i["id"]: i for i in items}
    for s in range(2):
        pred = by_id[f"s{s:05d}-collapse-prediction"]
        col = by_id[f"s{s:05d}-collapse-perception"]
        orb = by_id[f"s{s:05d}-orbit-perception"]
        blocks = pred["blocks_at_rest"]
        assert col["answer_value"] == len(blocks)
        assert orb["answer_value"] == len({(i, j) for i, j, _ in blocks})
        for item in (col, orb):
            assert item["options"]["ABCDE".index(item["answer"])] == item["answer_value"]
            assert len(item["options"]) == 4 and sorted(item["images"]) == ["5x8", "7x10", "8x12"]
            for path in item["images"].values():
                assert decode((out / path).read_bytes()).shape == (720, 1280, 3)
            assert len(open_frames(str(out / item["video"]))) == item["n_frames"]
        assert decode((out / pred["condition"]).read_bytes()).shape == (720, 1280, 3)
        assert len(pred["condition_frames"]) == 7 and pred["condition_frames"][-1] == pred["cut_frame"] - 1
        golden = open_frames(str(out / pred["golden"]))
        assert len(golden) == pred["n_frames"] - pred["cut_frame"]
        assert all(z0 >= b[2] for z0, b in zip(pred["start_layers"], blocks))
    # the output is not replaced without overwrite=true, and nothing half-written is left
    again = run_cli("cgdj-videos", f"out={out}", *SMALL)
    assert again.returncode == 2 and "already exists" in again.stderr
    assert sorted(os.listdir(tmp_path)) == ["cgdj"]


def test_same_seed_same_bytes_and_overwrite(tmp_path):
    from omegaconf import OmegaConf

    from generators.cgdj.config import CgdjVideosConfig
    from generators.cgdj.dataset import write_dataset

    def run(out, **kw):
        cfg = OmegaConf.structured(CgdjVideosConfig(out=str(out), n_scenes=1, max_attempts=10, **kw))
        cfg.clip.width, cfg.clip.height, cfg.clip.orbit_seconds, cfg.clip.format = 64, 36, 1.0, "frames"
        write_dataset(cfg)
        files = json.loads((out / "manifest.json").read_text())["files"]
        return {f["path"]: f["sha256"] for f in files if f["path"] != "config.yaml"}  # holds out=

    a = run(tmp_path / "a")
    mask = os.umask(0)
    os.umask(mask)
    for dirpath, _, files in os.walk(tmp_path / "a"):  # the umask's modes, not tempfile's 0700/0600
        assert os.stat(dirpath).st_mode & 0o777 == 0o777 & ~mask
        assert all(os.stat(os.path.join(dirpath, f)).st_mode & 0o777 == 0o666 & ~mask for f in files)
    b = run(tmp_path / "b")
    assert a == b and any(p.startswith("golden/") for p in a)
    c = run(tmp_path / "a", overwrite=True, seed=1)
    assert c != a and sorted(os.listdir(tmp_path)) == ["a", "b"]


@pytest.mark.parametrize("override, message", [
    ("layouts=[7by10]", "ROWSxCOLUMNS"), ("clip.format=gif", "choose mp4 or frames"),
    ("n_options=7", "choose 3, 4 or 5"), ("clip.cut_fraction=0", "cut_fraction")])
def test_bad_values_fail_in_one_line(tmp_path, override, message):
    done = run_cli("cgdj-videos", f"out={tmp_path / 'x'}", override)
    assert done.returncode == 2 and message in done.stderr and len(done.stderr.strip().splitlines()) == 1
    assert not (tmp_path / "x").exists()


def _silhouette(renderer, scene, camera):
    """(x0, y0, x1, y1) of the pixels that see a block, from the renderer's instance buffer."""
    inst = renderer.render(scene, camera, rgb=False).instance
    ys, xs = np.nonzero(inst)
    return xs.min(), ys.min(), xs.max() + 1, ys.max() + 1


@pytest.mark.parametrize("size", [(124, 82), (200, 100), (90, 120)])
def test_the_structure_fills_the_frame_and_is_centred(small_scene, size):
    """What the clip shows of the blocks (from slot to rest; round the orbit) spans most of
    the frame's tighter dimension, centred: in a flattened cell the structure is the cell."""
    r = CpuRenderer()
    w, h = size
    clip, start = collapse_clip(small_scene, np.random.default_rng(3), r, width=w, height=h, headroom=3,
                                view=ViewSpec(), fill=0.9)
    lifted = small_scene.blocks.copy()
    lifted[:, 2] = start
    boxes = [_silhouette(r, Scene(clip.grid, b, "cube"), clip.camera) for b in (lifted, small_scene.blocks)]
    x0, y0 = min(b[0] for b in boxes), min(b[1] for b in boxes)
    x1, y1 = max(b[2] for b in boxes), max(b[3] for b in boxes)
    assert x0 > 0 and y0 > 0 and x1 < w and y1 < h  # nothing cut off
    assert max((x1 - x0) / w, (y1 - y0) / h) > 0.8  # block corners fill 0.9; silhouettes a little less
    assert abs((x0 + x1) / 2 - w / 2) < 0.06 * w and abs((y0 + y1) / 2 - h / 2) < 0.06 * h
    orbit = orbit_clip(small_scene, r, width=w, height=h, fps=4, seconds=2, view=ViewSpec(), fill=0.9)
    assert len(orbit.cameras) == len(orbit.frames) == 8
    distances = {round(float(np.linalg.norm(c.position - c.look_at)), 9) for c in orbit.cameras}
    assert len(distances) == 1  # one distance all the way round: no zooming
    spans = []
    for frame, cam in zip(orbit.frames, orbit.cameras):
        assert np.array_equal(frame, r.render(small_scene, cam).rgb)
        bx0, by0, bx1, by1 = _silhouette(r, small_scene, cam)
        assert bx0 > 0 and by0 > 0 and bx1 < w and by1 < h
        spans.append(max((bx1 - bx0) / w, (by1 - by0) / h))
    assert max(spans) > 0.8 and min(spans) > 0.6


def test_the_cut_falls_halfway_down_the_longest_fall(small_scene):
    r = CpuRenderer()
    clip, start = collapse_clip(small_scene, np.random.default_rng(3), r, width=48, height=32, fps=12,
                                headroom=3, slowdown=6.0, cut_fraction=0.5)
    longest = int((start - small_scene.blocks[:, 2]).max())
    fallen = [fall_displacement((k - clip.release + 1) / 12, 0.1, 6.0) for k in (clip.cut - 1, clip.cut)]
    assert fallen[0] < 0.5 * longest <= fallen[1]
    # the keyframes before the cut show motion: the first and the last differ
    assert not np.array_equal(clip.frames[0], clip.frames[clip.cut - 1])


def test_scenes_match_a_generate_dataset_and_perception_items_flatten(tmp_path):
    """Scene i of cgdj-videos is scene i of ``generate`` with the same settings (pruned at
    generate's cameras, not at the clip's size); its perception clips are a flatten-set
    manifest; Chinese questions come out drawn."""
    from omegaconf import OmegaConf

    from generators.cgdj.config import CgdjVideosConfig
    from generators.cgdj.dataset import write_dataset
    from generators.cli import main
    from generators.dataset.run import generate
    from generators.io.dataset import open_dataset

    from .conftest import small_config

    ds = tmp_path / "ds"
    generate(small_config(ds, n_scenes=3, seed=5, workers=1), progress=False)  # 64x64 cameras, 30 attempts
    out = tmp_path / "cgdj"
    cfg = OmegaConf.structured(CgdjVideosConfig(out=str(out), n_scenes=2, first_scene=1, seed=5,
                                                max_attempts=30, language="zh"))
    cfg.camera.width = cfg.camera.height = 64
    cfg.clip.format, cfg.clip.orbit_seconds, cfg.clip.scale = "frames", 1.0, 0.5
    write_dataset(cfg)
    items = [json.loads(line) for line in (out / "items.jsonl").read_text(encoding="utf-8").splitlines()]
    metadata = open_dataset(str(ds)).scene_metadata([1, 2])
    stored = {sid: next(iter(views.values())) for sid, views, _ in metadata}
    for item in items:
        if item["kind"] == "prediction":
            want = sorted(map(tuple, stored[item["scene_id"]]["blocks"]))
            assert sorted(map(tuple, item["blocks_at_rest"])) == want
    assert {i["scene_id"] for i in items} == {1, 2}
    zh = [i for i in items if i["kind"] == "perception"]
    assert all("一共有多少" in i["question"] for i in zh)
    # the clip size is a 7x10 cell's frame box (here x0.5): cell = floor(1280 / 10) x
    # floor((720 - band) / 7), less 2 px of padding on each side, for the taller band
    from generators.cgdj.video_io import open_frames
    from generators.io.png import decode

    bands = []
    for item in zh:
        image = decode((out / item["image"]).read_bytes())
        bands.append(next(y for y in range(720) if (image[y] == 150).all()) + 1)
    box = (1280 // 10 - 4, (720 - max(bands)) // 7 - 4)
    frame = open_frames(str(out / zh[0]["video"])).read([0])[0]
    assert frame.shape[1::-1] == (2 * round(box[0] * 0.25), 2 * round(box[1] * 0.25))
    flat = tmp_path / "flat"
    assert main(["flatten-set", str(out / "perception.jsonl"), "--out", str(flat), "--jobs", "1"]) == 0
    records = [json.loads(x) for x in (flat / "data.jsonl").read_text(encoding="utf-8").splitlines()]
    assert [r["id"] for r in records] == [i["id"] for i in zh]
    assert all(r["answer"] == i["answer"] and r["fonts"] == ["DejaVuSans.ttf", "DroidSansFallbackFull.ttf"]
               for r, i in zip(records, zh))
