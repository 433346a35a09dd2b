"""``spatial-iq generate scene=phystool``: output layout, release fields, masks, atomic writes,
refusal to overwrite, determinism, and the USD export with its asset mapping."""

import hashlib
import json
import os

import numpy as np
import pytest

from generators.phystool.run import generate
from tests.conftest import run_cli

ARGS = ["scene=phystool", "n_scenes=4", "seed=4", "workers=1", "scene.width=256", "scene.height=256",
        "scene.min_visible_pixels=6", "scene.supersample=1"]
RELEASE = {"id", "task_instruct", "ordered", "target_tools", "target_steps", "negative_tools",
           "refined_taxonomy", "shuffled_available_tools", "slot"}
# every field the release's scripts read, the file it reads it from, and where (script: function)
RELEASE_READS = [
    ("corrected_tools.json", "id", str,
     "eval_offline.py: main (ground-truth key); eval_tool_finding.py: main"),
    ("corrected_tools.json", "slot", int,
     "eval_offline.py: main (key, default 0); eval_tool_finding.py: main"),
    ("corrected_tools.json", "ordered", bool, "eval_offline.py: main (default True)"),
    ("corrected_tools.json", "task_instruct", str, "eval_offline.py: main (report)"),
    ("corrected_tools.json", "refined_taxonomy.target_tools", list, "eval_offline.py: main"),
    ("corrected_tools.json", "refined_taxonomy.target_steps", list, "eval_offline.py: main"),
    ("corrected_tools.json", "refined_taxonomy.negative_tools", list, "eval_offline.py: main"),
    ("corrected_tools.json", "shuffled_available_tools", list, "eval_tool_finding.py: main (Task I truth)"),
    ("generation_checkpoint.json", "id", str, "task_i_api.py / task_ii_api.py: main (checkpoint key)"),
    ("generation_checkpoint.json", "original_id", str, "task_ii_api.py: main (copied to results)"),
    ("generation_checkpoint.json", "slot", int, "task_ii_api.py: main (copied to results)"),
    ("generation_checkpoint.json", "task_instruct", str, "task_ii_api.py: identify_tools prompt"),
    ("generation_checkpoint.json", "image_path", str, "task_i_api.py / task_ii_api.py: main (opened)"),
]
OURS = {"visible_tools", "distractor_kinds", "camera", "surface", "image", "mask", "domain"}


def _digest(path):
    h = hashlib.sha256()
    for root, _, files in sorted(os.walk(path)):
        for name in sorted(files):
            if name not in ("manifest.json", ".spatial-iq.lock"):  # the lock file holds a pid
                with open(os.path.join(root, name), "rb") as fh:
                    h.update(name.encode() + fh.read())
    return h.hexdigest()


@pytest.fixture(scope="module")
def dataset(tmp_path_factory):
    out = tmp_path_factory.mktemp("pt") / "ds"
    r = run_cli("generate", f"out={out}", *ARGS)
    assert r.returncode == 0, r.stderr
    return out


def test_output_layout_and_record_fields(dataset):
    from generators.io.png import decode
    from generators.phystool.run import read_mask

    manifest = json.loads((dataset / "manifest.json").read_text())
    assert manifest["kind"] == "phystool" and manifest["counts"]["queries"] == 4
    records = [json.loads(line) for line in (dataset / "queries.jsonl").read_text().splitlines()]
    assert len(records) == 4 and manifest["statistics"]["queries"] == 4
    for rec in records:
        assert RELEASE | OURS <= set(rec)
        rgb = decode((dataset / rec["image"]).read_bytes())
        mask = read_mask(str(dataset / rec["mask"]))
        assert rgb.shape == (256, 256, 3) and mask.shape == (256, 256) and mask.dtype == np.uint16
        for v in rec["visible_tools"]:
            assert (mask == v["instance_id"]).sum() == v["pixels"] > 0
            assert {"x", "y", "yaw_deg", "z"} <= set(v["pose"])
        for name in rec["target_tools"]:  # every target is visible in the image
            iid = next(v["instance_id"] for v in rec["visible_tools"] if v["name"] == name)
            assert (mask == iid).sum() >= 6
        assert not list(dataset.parent.glob("ds.tmp-*"))


def _field(item, path):
    for key in path.split("."):
        item = item[key]
    return item


def test_release_files_hold_every_field_the_release_reads(dataset):
    records = [json.loads(line) for line in (dataset / "queries.jsonl").read_text().splitlines()]
    files = {name: json.loads((dataset / name).read_text())
             for name in ("corrected_tools.json", "generation_checkpoint.json")}
    table = json.loads((dataset / "final_matching_info.json").read_text())
    assert set(table) == {f"{r['id']}_slot_{r['slot']}" for r in records}  # eval_offline.py's match_key
    for rec in records:  # answer name -> target name, both lower case, for every target
        entry = table[f"{rec['id']}_slot_0"]
        assert set(entry.values()) == {t.lower() for t in rec["target_tools"]}
        assert all(k == k.lower() and isinstance(v, str) for k, v in entry.items())
    for name, path, kind, where in RELEASE_READS:
        assert isinstance(files[name], list) and len(files[name]) == len(records), name
        for item in files[name]:
            assert isinstance(_field(item, path), kind), (name, path, where)
    truth = {(x["id"], x.get("slot", 0)): x for x in files["corrected_tools.json"]}
    for rec, inp in zip(records, files["generation_checkpoint.json"]):
        gt = truth[(inp["original_id"], inp["slot"])]  # the key eval_offline.py builds
        assert gt["refined_taxonomy"]["target_tools"] == rec["target_tools"]
        assert gt["refined_taxonomy"]["target_steps"] == rec["target_steps"]
        assert sorted(gt["shuffled_available_tools"]) == sorted(v["name"] for v in rec["visible_tools"])
        # the release opens image_path from its root, where this dataset is its data/ folder
        assert inp["id"] == f"{rec['id']}_0" and inp["image_path"] == f"data/{rec['image']}"
        assert (dataset / rec["image"]).is_file()


def test_refuses_to_overwrite_then_overwrites_on_request(dataset, tmp_path):
    before = _digest(dataset)
    r = run_cli("generate", f"out={dataset}", *ARGS)
    assert r.returncode == 2 and "output.overwrite=true" in r.stderr
    assert len(r.stderr.strip().splitlines()) == 1
    assert _digest(dataset) == before
    other = tmp_path / "again"
    assert run_cli("generate", f"out={other}", *ARGS).returncode == 0
    assert _digest(other) == before  # same seed, same bytes
    # another field of view frames every scene differently (an elevation may not: pegboards are
    # seen head-on and a crowded bench falls back to a top view)
    r = run_cli("generate", f"out={other}", *ARGS, "scene.fov_deg=30", "output.overwrite=true")
    assert r.returncode == 0, r.stderr
    assert _digest(other) != before


def test_bad_values_fail_in_one_line(tmp_path):
    r = run_cli("generate", f"out={tmp_path / 'x'}", "scene=phystool", "scene.surface=desk")
    assert r.returncode == 2 and "scene.surface=desk" in r.stderr
    assert not (tmp_path / "x").exists()


def test_usd_stage_has_one_prim_per_tool_and_mapped_assets(tmp_path):
    pxr = pytest.importorskip("pxr")
    from pxr import Sdf, Usd, UsdGeom

    from generators.phystool.library import load
    from generators.phystool.scene import build_item, default_pc
    from generators.phystool.tasks import load as load_tasks
    from generators.phystool.usd import load_asset_map, write_stage

    assert pxr is not None
    lib = load()
    rec, _, _ = build_item(lib, load_tasks(lib=lib), 9, 3, default_pc() | {"width": 128, "height": 128,
                                                                              "min_visible_pixels": 1,
                                                                              "supersample": 1})
    first = rec["visible_tools"][0]["tool_id"]
    mapping = tmp_path / "assets.json"
    mapping.write_text(json.dumps({first: "/isaac/assets/special_tool.usd"}))
    path = write_stage(rec, lib, str(tmp_path / "scene.usda"), load_asset_map(str(mapping)),
                       "{asset_root}/{domain}/{tool_id}.usd", "/lib")
    layer = Sdf.Layer.FindOrOpen(path)
    tools = layer.GetPrimAtPath("/World/Surface/Tools").nameChildren
    assert len(tools) == len(rec["visible_tools"])
    for spec, v in zip(tools, rec["visible_tools"]):
        assert spec.customData["tool_id"] == v["tool_id"]
        refs = [r.assetPath for r in spec.referenceList.prependedItems]
        tool = lib.by_id[v["tool_id"]]
        want = ("/isaac/assets/special_tool.usd" if v["tool_id"] == first
                else f"/lib/{tool['domain']}/{tool['id']}.usd")
        assert refs == [want]
    stage = Usd.Stage.Open(Sdf.Layer.FindOrOpen(path), Usd.Stage.LoadNone)
    xf = UsdGeom.Xformable(stage.GetPrimAtPath(tools[0].path))
    m = xf.ComputeLocalToWorldTransform(Usd.TimeCode.Default())
    pose = rec["visible_tools"][0]["pose"]
    if rec["surface"]["kind"] != "pegboard":
        assert m.ExtractTranslation()[0] == pytest.approx(pose["x"]) and \
            m.ExtractTranslation()[1] == pytest.approx(pose["y"])
    assert stage.GetPrimAtPath("/World/Camera").IsValid()
    assert UsdGeom.GetStageUpAxis(stage) == UsdGeom.Tokens.z


def test_check_and_contact_sheet_read_the_dataset(dataset, tmp_path):
    from PIL import Image

    from generators.phystool.check import check
    from generators.phystool.sheet import TILE, contact_sheet

    result = check(str(dataset), min_pixels=6)
    assert result["problems"] == [] and result["targets_visible"] == result["targets"] > 0
    out = contact_sheet(str(dataset), str(tmp_path / "sheet.png"), n=4, columns=2)
    with Image.open(out) as im:
        assert im.width == 2 * TILE and im.height > 2 * TILE


@pytest.mark.slow
def test_two_thousand_queries_with_layouts(tmp_path):
    """2,000 queries of seed 1 with their layouts and cameras (records only): no overlapping
    footprints, the seed's statistics, one answer per query, every tool drawn long enough."""
    from generators.config import GenerateConfig, PhysToolSceneConfig
    from generators.phystool.check import check
    from tests.test_phystool_queries import unique_answer_share

    out = tmp_path / "big"
    cfg = GenerateConfig(out=str(out), n_scenes=2000, seed=1, workers=1,
                         scene=PhysToolSceneConfig(render=False))
    generate(cfg)
    result = check(str(out))
    assert result["problems"] == [] and result["overlapping_pairs"] == 0
    s = result["statistics"]
    assert abs(s["targets_mean"] - 3.1) < 0.15 and abs(s["visible_mean"] - 8.6) < 0.3
    assert abs(s["ordered_share"] - 0.869) < 0.03
    records = [json.loads(x) for x in (out / "queries.jsonl").read_text().splitlines()]
    assert unique_answer_share(records) == 1.0
    pc = PhysToolSceneConfig()
    assert all(r["min_tool_px"] >= pc.min_tool_length * pc.width or r["attempt"] == pc.max_attempts - 1
               for r in records)


@pytest.mark.slow
def test_rendered_queries_at_the_default_size(tmp_path):
    """120 queries rendered as shipped (1024 x 1024, 2x supersampling): every visible tool has
    at least 24 pixels in its mask, is drawn at least 5 % of the width long and covers at least
    2,000 pixels (the record's min_tool_area_px is the smallest mask)."""
    from PIL import Image

    from generators.config import GenerateConfig, PhysToolSceneConfig
    from generators.phystool.check import check

    out = tmp_path / "rendered"
    generate(GenerateConfig(out=str(out), n_scenes=120, seed=1, workers=0, scene=PhysToolSceneConfig()))
    result = check(str(out), min_pixels=24)
    assert result["problems"] == [] and result["overlapping_pairs"] == 0
    assert result["targets"] == result["targets_visible"] > 0
    records = [json.loads(x) for x in (out / "queries.jsonl").read_text().splitlines()]
    with Image.open(out / records[0]["image"]) as im:
        assert im.size == (1024, 1024)
    last = PhysToolSceneConfig().max_attempts - 1
    assert all(r["min_tool_px"] >= 0.05 * 1024 or r["attempt"] == last for r in records)
    for r in records:
        smallest = min(v["pixels"] for v in r["visible_tools"])
        assert r["min_tool_area_px"] == smallest and (smallest >= 2000 or r["attempt"] == last), r["id"]


def test_records_only_and_usd_runs_in_process(tmp_path):
    pytest.importorskip("pxr")
    from generators.config import GenerateConfig, PhysToolSceneConfig
    from generators.phystool.run import generate

    cfg = GenerateConfig(out=str(tmp_path / "fast"), n_scenes=60, workers=1,
                         scene=PhysToolSceneConfig(render=False))
    s = generate(cfg)
    assert s["queries"] == 60 and not os.listdir(tmp_path / "fast" / "images")
    records = [json.loads(x) for x in (tmp_path / "fast" / "queries.jsonl").read_text().splitlines()]
    assert all("image" not in r and "camera" in r for r in records)
    cfg = GenerateConfig(out=str(tmp_path / "usd"), n_scenes=2, workers=1,
                         scene=PhysToolSceneConfig(usd=True, width=192, height=192, min_visible_pixels=4,
                                                   supersample=1))
    generate(cfg)
    written = sorted(os.listdir(tmp_path / "usd" / "usd"))
    assert written == ["phystool-0-000000.usda", "phystool-0-000001.usda"]


def test_documented_commands_run(dataset, tmp_path, capsys):
    from generators.phystool import build_library, evaluate, library

    assert library.main(["--stats"]) == 0 and "| **total** | **2678** |" in capsys.readouterr().out
    assert build_library.main(["--check"]) == 0
    preds = tmp_path / "random.jsonl"
    args = [str(dataset), str(preds), "--out", str(tmp_path), "--write-baseline", "random"]
    assert evaluate.main(args) == 0
    report = json.loads((tmp_path / "phystool_eval.json").read_text())
    assert report["overall"]["n"] == 4 and report["overall"]["task1_f1"] == 1.0
    assert report["release"]["total_evaluated"] == 4
    assert evaluate.main([str(tmp_path), str(preds)]) == 2  # not a dataset: one-line error
    assert "no manifest.json" in capsys.readouterr().err
    # the project's eval command routes PhysTool datasets to the same scorer
    r = run_cli("eval", str(dataset), str(preds), "--out", str(tmp_path / "report"))
    assert r.returncode == 0, r.stderr
    again = json.loads((tmp_path / "report" / "phystool_eval.json").read_text())
    assert again["overall"] == report["overall"]
    r = run_cli("eval", str(dataset), str(preds), "--out", str(tmp_path / "report"))
    assert r.returncode == 2 and "already exists" in r.stderr


def test_a_users_folder_is_refused_and_overwrite_replaces_only_its_own_files(tmp_path, capsys):
    """Issue 14, item 1: `generate scene=phystool output.overwrite=true` deleted the target
    folder with everything in it. Now a folder of the user's is refused, untouched; a
    PhysTool folder of ours is replaced file by file, and a user's file in it stays."""
    from generators.cli import main

    small = ["scene=phystool", "n_scenes=1", "workers=1", "scene.render=false"]
    users = tmp_path / "users"
    users.mkdir()
    (users / "notes.txt").write_text("the user's")
    assert main(["generate", f"out={users}", *small, "output.overwrite=true"]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and "holds files spatial-iq did not write (notes.txt)" in err[0]
    assert sorted(os.listdir(users)) == ["notes.txt"]

    ours = tmp_path / "ours"
    drawn = ["scene=phystool", "n_scenes=1", "workers=1", "scene.width=64", "scene.height=64",
             "scene.supersample=1", "scene.min_visible_pixels=1"]
    assert main(["generate", f"out={ours}", *drawn]) == 0
    old_images = sorted(os.listdir(ours / "images"))
    assert old_images and all(n.endswith(".png") for n in old_images)
    first = sorted(os.listdir(ours))
    assert ".spatial-iq.json" in first and "queries.jsonl" in first
    assert not [n for n in first if n.startswith(".tmp-")]
    (ours / "notes.txt").write_text("the user's, added later")
    (ours / "images" / "holiday.jpg").write_bytes(b"not ours: not a .png")
    capsys.readouterr()
    assert main(["generate", f"out={ours}", *small, "seed=3"]) == 2  # no overwrite asked for
    assert "output.overwrite=true" in capsys.readouterr().err
    assert main(["generate", f"out={ours}", *small, "seed=3", "output.overwrite=true"]) == 0
    assert (ours / "notes.txt").read_text() == "the user's, added later"
    assert sorted(os.listdir(ours / "images")) == ["holiday.jpg"]  # render=false: no pictures of ours
    assert (ours / "images" / "holiday.jpg").read_bytes() == b"not ours: not a .png"
    assert json.loads((ours / "manifest.json").read_text())["config"]["seed"] == 3


def test_a_second_run_on_the_folder_is_refused_with_the_first_pid(tmp_path, capsys):
    import subprocess
    import sys

    from generators.cli import main

    out = tmp_path / "pt"
    out.mkdir()
    holder = subprocess.Popen([sys.executable, "-c", "import sys, time\n"
                               "from generators.io.lock import hold\n"
                               "lock = hold(sys.argv[1], 'x')\n"
                               "print('held', flush=True)\ntime.sleep(60)", str(out / ".spatial-iq.lock")],
                              stdout=subprocess.PIPE, text=True)
    try:
        assert holder.stdout.readline().strip() == "held"
        assert main(["generate", f"out={out}", "scene=phystool", "n_scenes=1", "scene.render=false"]) == 2
        assert f"pid {holder.pid}" in capsys.readouterr().err
    finally:
        holder.kill()
        holder.wait()
    assert sorted(os.listdir(out)) == [".spatial-iq.lock"]  # nothing written


@pytest.mark.parametrize("line, needle", [
    ('{"id": "q", "task1": 5}', "task1 must be a list of tool names, got 5"),
    ('{"id": "q", "task2": [[1]]}', "task2 must be a list of steps"),
    ('{"id": 7}', "needs an object with a string 'id'"),
    ('{"id": "q", "task1": ' + "[" * 100000 + "]" * 100000 + "}", "nested too deeply"),
    ('[{"original_id": "q", "identified_tools": {"a": 1}}]', "identified_tools: must be a list"),
    ("[" * 100000, "nested too deeply"),
])
def test_eval_predictions_of_the_wrong_shape_are_one_line(dataset, tmp_path, capsys, line, needle):
    """Issue 14, item 12: PhysTool eval with `"task1": 5` was a traceback."""
    from generators.cli import main

    preds = tmp_path / "p.jsonl"
    preds.write_text(line + "\n")
    assert main(["eval", str(dataset), str(preds), "--out", str(tmp_path / "r")]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and needle in err[0] and "Traceback" not in err[0], err
    assert not (tmp_path / "r").exists()


def test_eval_report_files_appear_whole_and_write_failures_are_one_line(dataset, tmp_path, capsys,
                                                                         monkeypatch):
    """The three report files appear whole or not at all: --out naming a file is one line and
    exit 2; a full disk is exit 3 and leaves nothing behind, so the same command reruns."""
    import errno

    from generators.cli import main
    from generators.io import atomic

    preds = tmp_path / "p.jsonl"
    preds.write_text('{"id": "q", "task1": []}\n')
    (tmp_path / "afile").write_text("mine")
    assert main(["eval", str(dataset), str(preds), "--out", str(tmp_path / "afile")]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and "afile" in err[0], err
    assert (tmp_path / "afile").read_text() == "mine"

    real = atomic.os.fdopen

    def full(fd, *a, **kw):
        fh = real(fd, *a, **kw)
        fh.write = lambda *_: (_ for _ in ()).throw(OSError(errno.ENOSPC, "No space left on device"))
        return fh

    monkeypatch.setattr(atomic.os, "fdopen", full)
    out = tmp_path / "r"
    assert main(["eval", str(dataset), str(preds), "--out", str(out)]) == 3
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and "disk full" in err[0], err
    assert not out.exists()  # the folder it made is gone, so the rerun is not refused
    monkeypatch.undo()
    assert main(["eval", str(dataset), str(preds), "--out", str(out)]) == 0
    assert sorted(os.listdir(out)) == ["phystool_eval.csv", "phystool_eval.json", "phystool_matches.jsonl"]
