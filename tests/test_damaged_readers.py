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
from tests.planting import make_victims, plant, snapshot

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
    for command, argv in READERS.items():
        code = main(argv(str(ds), str(tmp_path / "out")))
        err = capsys.readouterr()
        text = err.err + err.out if command == "verify" else err.err
        lines = [line for line in err.err.strip().splitlines() if "warning:" not in line]
        assert "Traceback" not in err.err and len(lines) <= 1, (command, err.err)
        assert code == (1 if command == "verify" else 2), (command, code, err.err)
        assert says in text, (command, text)
        assert snapshot(tmp_path) == before, command
    assert not os.path.exists(tmp_path / "out")
