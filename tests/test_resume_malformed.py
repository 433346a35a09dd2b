"""A rerun of ``generate`` never calls a damaged dataset complete (issue 27).

Each case damages a finished dataset the way the issue found it, re-signing what a careless
or hostile hand would re-sign (the manifest's and the part file's size and sha256). The rerun
must not say "already complete": it checks every shard, regenerates what is damaged and
writes the manifest again, after which ``verify`` passes. What only the content can tell (a
byte changed inside a picture, with every checksum updated) is "already complete" with the
advice to run ``verify``. Numbers read from files are bounded before they size anything.
"""

import hashlib
import json
import os
import resource
import subprocess
import sys

import h5py
import pytest

from generators.cli import main
from tests.conftest import SMALL32 as ARGS
from tests.conftest import copy_of


@pytest.fixture
def four_scenes(small32):
    return small32


def manifest(out):
    return json.loads((out / "manifest.json").read_text())


def write_manifest(out, data):
    (out / "manifest.json").write_text(json.dumps(data))


def resign(out, name):
    """Update the manifest's and the part file's size and sha256 of ``name``."""
    data = (out / name).read_bytes()
    digest, size = hashlib.sha256(data).hexdigest(), len(data)
    m = manifest(out)
    for entry in m["shards"]:
        if entry["name"] == name:
            entry["sha256"], entry["bytes"] = digest, size
    write_manifest(out, m)
    part = out / ".parts" / name.replace(".h5", ".json")
    entry = json.loads(part.read_text())
    entry["sha256"], entry["bytes"] = digest, size
    part.write_text(json.dumps(entry))


def cut(out):
    data = (out / "shard-00001.h5").read_bytes()
    (out / "shard-00001.h5").write_bytes(data[: len(data) // 2])
    resign(out, "shard-00001.h5")


def garbage(out):
    (out / "shard-00001.h5").write_bytes(os.urandom(5000))
    resign(out, "shard-00001.h5")


def empty(out):
    (out / "shard-00001.h5").write_bytes(b"")
    resign(out, "shard-00001.h5")


def flipped_header(out):
    data = bytearray((out / "shard-00001.h5").read_bytes())
    data[:8] = bytes(b ^ 0xFF for b in data[:8])  # the HDF5 signature
    (out / "shard-00001.h5").write_bytes(bytes(data))
    resign(out, "shard-00001.h5")


def other_scenes(out):
    """Another shard's file (right format, wrong scenes) under this shard's name."""
    (out / "shard-00001.h5").write_bytes((out / "shard-00000.h5").read_bytes())
    resign(out, "shard-00001.h5")


def field(path, value):
    def damage(out):
        m = manifest(out)
        target = m
        for key in path[:-1]:
            target = target[key]
        target[path[-1]] = value
        write_manifest(out, m)
    return damage


def duplicate(out):
    m = manifest(out)
    m["shards"] = [m["shards"][0], m["shards"][0]]
    write_manifest(out, m)


def missing_shard(out):
    m = manifest(out)
    m["shards"] = m["shards"][:1]
    m["counts"]["views"] = m["shards"][0]["view_count"]
    write_manifest(out, m)


def nan_views(out):
    m = manifest(out)
    m["counts"]["views"] = float("nan")
    (out / "manifest.json").write_text(json.dumps(m))  # json writes NaN, as Python reads it


def deep(out):
    (out / "manifest.json").write_text('{"shards": ' + "[" * 100000 + "]" * 100000 + "}")


CASES = {
    "shard cut, checksums updated": cut,
    "shard garbage, checksums updated": garbage,
    "shard 0 bytes, checksums updated": empty,
    "shard header flipped, checksums updated": flipped_header,
    "shard holds other scenes, checksums updated": other_scenes,
    "shards: []": field(["shards"], []),
    "duplicate entries": duplicate,
    "a shard missing from the list": missing_shard,
    "first_scene -5": field(["shards", 0, "first_scene"], -5),
    "scene_count 'x'": field(["shards", 1, "scene_count"], "x"),
    "counts.views NaN": nan_views,
    "counts.views off by one": field(["counts", "views"], 31),
    "config null": field(["config"], None),
    "config.n_scenes 1e30": field(["config", "n_scenes"], 1e30),
    "unknown questions": field(["questions"], {"table": "lazy", "version": 999}),
    "questions not an object": field(["questions"], "x"),
    "schema_version 99": field(["schema_version"], 99),
    "a shard name with ../": field(["shards", 0, "name"], "../shard-00000.h5"),
    "a shard name that is an int": field(["shards", 0, "name"], 7),
    "manifest nested 100,000 deep": deep,
}


EXTRA = {"shard holds other scenes, checksums updated", "counts.views off by one", "questions not an object",
         "schema_version 99"}  # beyond the list: with the slow checks


@pytest.mark.parametrize("case", [pytest.param(c, marks=pytest.mark.slow) if c in EXTRA else c
                                  for c in sorted(CASES)])
def test_a_damaged_dataset_is_never_called_complete(tmp_path, four_scenes, capsys, case):
    out = copy_of(four_scenes, tmp_path)
    CASES[case](out)
    code = main(["generate", f"out={out}", *ARGS])
    captured = capsys.readouterr()
    assert code == 0, captured.err
    assert "already complete" not in captured.out, (case, captured.out)
    assert "Traceback" not in captured.err
    assert "warning:" in captured.err  # the rerun says what it found
    assert main(["verify", str(out)]) == 0, capsys.readouterr().out
    for key in ("shards", "counts", "questions", "schema_version"):  # the same bytes as before the damage
        assert manifest(out)[key] == manifest(four_scenes)[key], key


def test_what_only_the_content_tells_is_left_to_verify(tmp_path, four_scenes, capsys):
    """A byte changed inside a view's pictures, every checksum updated: the structure holds,
    so the rerun calls it complete and says to run verify, which finds it."""
    out = copy_of(four_scenes, tmp_path)
    with h5py.File(out / "shard-00001.h5", "r+") as f:
        meta = [json.loads(x) for x in f["views/meta"].asstr()[()]]
        meta[0]["labels"]["T1"] += 1
        del f["views/meta"]
        f.create_dataset("views/meta", data=[json.dumps(m) for m in meta], dtype=h5py.string_dtype())
    resign(out, "shard-00001.h5")
    assert main(["generate", f"out={out}", *ARGS]) == 0
    said = capsys.readouterr().out
    assert "already complete" in said and f"run spatial-iq verify {out}" in said
    assert main(["verify", str(out)]) == 1


def test_a_part_file_naming_a_path_outside_is_never_opened(tmp_path, four_scenes, capsys):
    """A part file whose name is ``../../victim.h5`` (its size and sha256 those of the real
    shard): the victim, a FIFO outside the dataset, would block any open for ever."""
    out = copy_of(four_scenes, tmp_path / "a" / "b")
    victim = tmp_path / "a" / "victim.h5"
    os.mkfifo(victim)
    part = out / ".parts" / "shard-00001.json"
    entry = json.loads(part.read_text())
    entry["name"] = "../../victim.h5"
    part.write_text(json.dumps(entry))
    os.remove(out / "manifest.json")
    code = subprocess.run([sys.executable, "-m", "generators.cli", "generate", f"out={out}", *ARGS],
                          capture_output=True, text=True, timeout=300)
    assert code.returncode == 0, code.stderr
    assert [s["name"] for s in manifest(out)["shards"]] == ["shard-00000.h5", "shard-00001.h5"]
    assert main(["verify", str(out)]) == 0


def _limit_memory():
    resource.setrlimit(resource.RLIMIT_AS, (2 << 30, 2 << 30))


def test_verify_bounds_n_scenes_before_planning(tmp_path, four_scenes):
    """``config.n_scenes: 1e30`` (and 10**30 as an integer) once made verify plan 1e30 shards
    until the kernel killed it; now one line, exit 1, at once, within 2 GB of memory."""
    for value in (1e30, 10 ** 30):
        out = copy_of(four_scenes, tmp_path / str(type(value).__name__))
        m = manifest(out)
        m["config"]["n_scenes"] = value
        write_manifest(out, m)
        r = subprocess.run([sys.executable, "-m", "generators.cli", "verify", str(out)], capture_output=True,
                           text=True, timeout=120, preexec_fn=_limit_memory)
        assert r.returncode == 1, r.stderr
        assert "Traceback" not in r.stderr and "n_scenes" in r.stdout


def _huge_grid(shard):
    with h5py.File(shard, "r+") as f:
        scenes = [json.loads(x) for x in f["scenes/meta"].asstr()[()]]
        scenes[0]["grid_shape"] = [100000, 100000, 100000]
        del f["scenes/meta"]
        f.create_dataset("scenes/meta", data=[json.dumps(s) for s in scenes], dtype=h5py.string_dtype())


def _huge_views(shard):
    """A view array that declares 100000x100000 images and stores none of them."""
    with h5py.File(shard, "r+") as f:
        n = f["views/instance"].shape[0]
        del f["views/instance"]
        f.create_dataset("views/instance", (n, 100000, 100000), dtype="uint8", chunks=(1, 64, 64))


@pytest.mark.parametrize("tamper", [_huge_grid, _huge_views])
def test_sizes_read_from_tampered_records_are_bounded(tmp_path, four_scenes, tamper):
    """Sizes inside a shard (a scene's grid, a view array's shape), its checksum re-signed:
    readers check them before allocating, within 2 GB of memory, one line each."""
    out = copy_of(four_scenes, tmp_path)
    tamper(out / "shard-00000.h5")
    data = (out / "shard-00000.h5").read_bytes()
    m = manifest(out)
    m["shards"][0].update(sha256=hashlib.sha256(data).hexdigest(), bytes=len(data))
    write_manifest(out, m)
    for argv, code in ((["verify", str(out)], 1), (["show", str(out), "--out", str(tmp_path / "s.png")], 2)):
        r = subprocess.run([sys.executable, "-m", "generators.cli", *argv], capture_output=True, text=True,
                           timeout=300, preexec_fn=_limit_memory)
        assert r.returncode == code, r.stderr
        assert "Traceback" not in r.stderr and "MemoryError" not in r.stderr + r.stdout
