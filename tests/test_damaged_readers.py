"""Every command that reads a dataset, on damaged run state of issue 27 (a shard path that is a
folder, FIFO or link, a shard name that is an int or leads out with ``../``): one line naming
the problem, exit 1 (``verify``: it lists problems) or 2 (the others), no traceback, nothing
written, and nothing outside the dataset opened (``generate``'s resume of the same cases:
test_resume_malformed.py, test_planted_links.py)."""

import json
import os

import pytest

from generators.cli import main
from tests.conftest import copy_of
from tests.planting import make_victims, notice, plant, snapshot

READERS = {
    "verify": lambda ds, out: ["verify", ds],
    "show": lambda ds, out: ["show", ds, "--out", out + ".png"],
    "gallery": lambda ds, out: ["gallery", ds, "--out", out, "--views", "1"],
    "export": lambda ds, out: ["export", "jsonl", ds, "--out", out, "--workers", "1"],
    "respond": lambda ds, out: ["respond", ds, "random", "--out", out + ".jsonl", "--limit", "2"],
    "audit": lambda ds, out: ["audit", ds, "--out", out + ".json", "--no-card", "--k", "5"],
    "eval": lambda ds, out: ["eval", ds, out + "-p.jsonl", "--out", out, "--permutations", "0"],
}


def shard_entry(field, value):
    def damage(ds, root):
        manifest = json.loads((ds / "manifest.json").read_text())
        manifest["shards"][1][field] = value
        (ds / "manifest.json").write_text(json.dumps(manifest))
    return damage


def planted(how):
    def damage(ds, root):
        plant(str(ds / "shard-00001.h5"), how, make_victims(root))
    return damage


def each_refuses(readers, ds, tmp_path, capsys, says, before):
    """Every command of ``readers`` on ``ds``: one line saying ``says`` (verify: a report and
    exit 1; the others exit 2), no traceback, nothing written."""
    for command, argv in readers.items():
        code = main(argv(str(ds), str(tmp_path / "out")))
        err = capsys.readouterr()
        text = err.err + err.out if command == "verify" else err.err
        lines = [line for line in err.err.strip().splitlines() if not notice(line)]
        assert "Traceback" not in err.err and len(lines) <= 1, (command, err.err)
        assert code == (1 if command == "verify" else 2), (command, code, err.err)
        assert says in text, (command, text)
        assert snapshot(tmp_path) == before, command
    assert not os.path.exists(tmp_path / "out")


DAMAGE = {
    "a shard that is a folder": (planted("user's folder"), "shard-00001.h5: not a regular file"),
    "a shard that is a FIFO": (planted("fifo"), "shard-00001.h5: not a regular file"),
    "a shard that is a link outside": (planted("link to a file"), "shard-00001.h5"),
    "a shard name that is an int": (shard_entry("name", 7), "'7' is not a shard name"),
    "a shard name with ../": (shard_entry("name", "../victims/file.txt"), "is not a shard name"),
}


@pytest.mark.parametrize("damage", sorted(DAMAGE))
def test_damaged_run_state_is_one_line_for_every_reader(tmp_path, small32, capsys, damage):
    ds = copy_of(small32, tmp_path)
    hurt, says = DAMAGE[damage]
    hurt(ds, tmp_path)
    (tmp_path / "out-p.jsonl").write_text('{"id": "000000-00-S1-text", "response": "1"}\n')
    before = snapshot(tmp_path)
    each_refuses(READERS, ds, tmp_path, capsys, says, before)


# ---- re-signed shards: bytes or records changed, the manifest's size and checksum updated ----

def resign(ds):
    """Give every shard entry of the manifest its file's size and sha256: what a tamperer does."""
    from generators.io.shards import sha256

    manifest = json.loads((ds / "manifest.json").read_text())
    for entry in manifest["shards"]:
        entry["sha256"], entry["bytes"] = sha256(ds / entry["name"]), (ds / entry["name"]).stat().st_size
    (ds / "manifest.json").write_text(json.dumps(manifest))


def changed_record(field, value):
    """Row 0 of shard 0's view records with ``field`` set to ``value``, the shard re-signed."""
    def damage(ds, root):
        import h5py

        with h5py.File(ds / "shard-00000.h5", "r+") as f:
            records = [json.loads(x) for x in f["views/meta"].asstr()[()]]
            if field == "visible_pixels":
                records[0][field][0] = value
            else:
                records[0][field] = value
            del f["views/meta"]
            f.create_dataset("views/meta", data=[json.dumps(r) for r in records], dtype=h5py.string_dtype())
        resign(ds)
    return damage


def changed_instance_bytes(ds, root):
    """Bytes inside shard 0's first stored instance chunk flipped, the shard re-signed: its
    filter can no longer decode it (the fault run's flipped bytes, placed where they land)."""
    import h5py

    with h5py.File(ds / "shard-00000.h5", "r") as f:
        info = f["views/instance"].id.get_chunk_info(0)
    with open(ds / "shard-00000.h5", "r+b") as fh:
        fh.seek(info.byte_offset + info.size // 2)
        data = fh.read(8)
        fh.seek(info.byte_offset + info.size // 2)
        fh.write(bytes(b ^ 0xA5 for b in data))
    resign(ds)


RESIGNED = {
    "instance bytes changed": (changed_instance_bytes, "shard-00000.h5: cannot be read"),
    "a huge view_id": (changed_record("view_id", 10**30), "shard-00000.h5 scene 0: view ids"),
    "NaN visible_pixels": (changed_record("visible_pixels", float("nan")),
                           "view 0: visible_pixels differ from the instance buffer"),
}


@pytest.mark.parametrize("damage", sorted(RESIGNED))
def test_a_re_signed_shard_is_refused_by_every_reader_as_verify_refuses_it(tmp_path, small32, capsys, damage):
    """Issue 45, item 5: a shard whose bytes or records were changed and whose size and
    checksum in the manifest were recomputed to match passes the readers' checksum; verify
    rejected it, while ``export-usd`` wrote it out and ``audit`` scored it (a view_id of 1e30,
    NaN pixel counts). Every reader now runs verify's record checks
    (``io/records.py``) on a shard before using it: one line naming the shard, view and
    problem, exit 2, nothing written."""
    pytest.importorskip("pxr")
    ds = copy_of(small32, tmp_path)
    hurt, says = RESIGNED[damage]
    hurt(ds, tmp_path)
    (tmp_path / "out-p.jsonl").write_text('{"id": "000000-00-S1-text", "response": "1"}\n')
    before = snapshot(tmp_path)
    readers = {**READERS, "export-usd": lambda ds, out: ["export-usd", ds, "--out", out]}
    each_refuses(readers, ds, tmp_path, capsys, says, before)
