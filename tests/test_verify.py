"""verify re-derives everything and names each planted problem with its shard and view."""

import json

import h5py
import pytest

from generators.dataset.verify import verify
from generators.io.shards import sha256
from tests.conftest import copy_of, run_cli


@pytest.fixture
def ds(four_scenes, tmp_path):
    return copy_of(four_scenes, tmp_path)


def test_clean_dataset_verifies(four_scenes):
    problems, n = verify(str(four_scenes))
    assert problems == [] and n == 64
    r = run_cli("verify", str(four_scenes))
    assert r.returncode == 0 and "ok: 64 views verified" in r.stdout


def test_flipped_byte(ds):
    path = ds / "shard-00001.h5"
    data = bytearray(path.read_bytes())
    data[len(data) // 2] ^= 0xFF
    path.write_bytes(bytes(data))
    problems, _ = verify(str(ds))
    assert "shard-00001.h5: checksum mismatch (the file was changed or damaged)" in problems
    r = run_cli("verify", str(ds))
    assert r.returncode == 1 and "shard-00001.h5" in r.stdout


def test_deleted_shard(ds):
    (ds / "shard-00000.h5").unlink()
    problems, _ = verify(str(ds))
    assert "shard-00000.h5: missing" in problems
    assert any("counts 64 views, the shards hold 32" in p for p in problems)


def edit_label(ds, shard, row, key, delta):
    with h5py.File(ds / shard, "r+") as f:
        metas = f["views/meta"].asstr()[()].tolist()
        meta = json.loads(metas[row])
        meta["labels"][key] += delta
        metas[row] = json.dumps(meta, sort_keys=True, separators=(",", ":"))
        del f["views/meta"]
        f.create_dataset("views/meta", data=metas, dtype=h5py.string_dtype("utf-8"))
    return meta


@pytest.mark.parametrize("table", ["lazy", "stored"])
def test_edited_label_is_caught_by_checksum_and_by_rederivation(four_scenes, stored_four_scenes, tmp_path,
                                                                table):
    ds = copy_of(four_scenes if table == "lazy" else stored_four_scenes, tmp_path)
    meta = edit_label(ds, "shard-00001.h5", 5, "S7", +1)
    problems, _ = verify(str(ds))
    assert "shard-00001.h5: checksum mismatch (the file was changed or damaged)" in problems
    # a forger who also fixes the manifest is still caught: labels are re-derived
    manifest = json.loads((ds / "manifest.json").read_text())
    entry = manifest["shards"][1]
    entry["sha256"], entry["bytes"] = sha256(ds / "shard-00001.h5"), (ds / "shard-00001.h5").stat().st_size
    (ds / "manifest.json").write_text(json.dumps(manifest))
    problems, _ = verify(str(ds))
    where = f"shard-00001.h5 scene {meta['scene_id']} view {meta['view_id']}"
    qid = f"{meta['scene_id']:06d}-{meta['view_id']:02d}-S7-text"
    relabelled = f"{where}: S7 stored {meta['labels']['S7']}, derived {meta['labels']['S7'] - 1}"
    if table == "lazy":
        # view 5 is not the probed view (the first scene's first view): its questions are not
        # digested, the label's re-derivation catches it; a forged label of the probed view
        # also changes the questions the digest covers
        assert problems == [relabelled]
        meta = edit_label(ds, "shard-00001.h5", 0, "S7", +1)
        shard = ds / "shard-00001.h5"
        entry["sha256"], entry["bytes"] = sha256(shard), shard.stat().st_size
        (ds / "manifest.json").write_text(json.dumps(manifest))
        problems, _ = verify(str(ds))
        assert f"shard-00001.h5 scene {meta['scene_id']}: the questions built from the stored records " \
               "differ from those recorded at generation" in problems
        return
    assert problems == [relabelled,
                        f"shard-00001.h5 question {qid}: answer '{meta['labels']['S7'] - 1}', "
                        f"label {meta['labels']['S7']}",
                        # the edited view is in the shard's first scene, whose questions are re-derived
                        f"shard-00001.h5 scene {meta['scene_id']}: stored questions differ from the "
                        "derived ones"]


def test_edited_count_breaks_the_sum(ds):
    meta = edit_label(ds, "shard-00000.h5", 0, "S5", +2)
    problems, _ = verify(str(ds))
    where = f"shard-00000.h5 scene {meta['scene_id']} view {meta['view_id']}"
    assert f"{where}: T1 != S5 + S9" in problems
    assert any(p.startswith(f"{where}: S5 stored") for p in problems)


def test_edited_instance_buffer(ds):
    with h5py.File(ds / "shard-00000.h5", "r+") as f:
        inst = f["views/instance"][3]
        inst[inst > 0] = 0  # every block vanishes from view 3
        f["views/instance"][3] = inst
    problems, _ = verify(str(ds))
    assert any("view 3: visible_pixels differ from the instance buffer" in p for p in problems)


def test_not_a_dataset(tmp_path):
    r = run_cli("verify", str(tmp_path))
    assert r.returncode == 1 and "no manifest.json" in r.stdout
