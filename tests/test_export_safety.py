"""Readers of a dataset against damaged and tampered data (issue 14, items 3, 5, 11, 12):
export, respond, show and gallery refuse a dataset that fails the cheap checks (sizes,
checksums) in one line, export never writes outside --out, and never touches a folder it
did not make."""

import hashlib
import json
import os
import subprocess
import sys
import time

import h5py
import numpy as np
import pytest

from generators.cli import main
from generators.io.shards import decode_questions, encode_questions
from tests.conftest import copy_of, set_image_edit_ids


def tree(path):
    return sorted(os.path.relpath(os.path.join(r, f), path) for r, _, fs in os.walk(path) for f in fs)


def one_line_error(capsys):
    err = capsys.readouterr().err
    lines = err.strip().splitlines()
    assert len(lines) == 1 and "Traceback" not in err, err
    return lines[0]


def resign(ds, name):
    """Update the manifest's size and checksum of ``name``: what a tamperer would do."""
    manifest = json.loads((ds / "manifest.json").read_text())
    data = (ds / name).read_bytes()
    for entry in manifest["shards"]:
        if entry["name"] == name:
            entry["sha256"], entry["bytes"] = hashlib.sha256(data).hexdigest(), len(data)
    (ds / "manifest.json").write_text(json.dumps(manifest))


def damage(ds, name="shard-00001.h5"):
    data = bytearray((ds / name).read_bytes())
    data[len(data) // 2:len(data) // 2 + 16] = bytes(16)
    (ds / name).write_bytes(bytes(data))


def test_question_ids_cannot_place_files_outside_the_export(tmp_path, stored_four_scenes, capsys):
    """Item 3, confirmed in the issue: stored ids like ../../../tmp/X made `export jsonl`
    write outside --out. Here the tamperer also fixed the manifest's checksum."""
    ds = copy_of(stored_four_scenes, tmp_path)
    with h5py.File(ds / "shard-00000.h5", "r+") as f:
        questions = decode_questions(f["questions/jsonl"][()])
        for q in questions:
            q["id"] = "../../escaped"
        del f["questions/jsonl"]
        f.create_dataset("questions/jsonl", data=np.frombuffer(encode_questions(questions), dtype=np.uint8))
    resign(ds, "shard-00000.h5")
    before = tree(tmp_path)
    assert main(["export", "jsonl", str(ds), "--out", str(tmp_path / "out"), "--workers", "1"]) == 2
    message = one_line_error(capsys)  # the first picture named after an id: an option's or a mask's
    assert "picture name '../../escaped_" in message and "' cannot be a file name" in message
    assert tree(tmp_path) == before  # nothing outside, no export, no .partial


@pytest.mark.parametrize("command", ["export", "respond", "show", "gallery"])
def test_a_damaged_shard_is_one_line_naming_it(tmp_path, four_scenes, capsys, command):
    """Items 3 and 12: bytes flipped in a shard (same size) are caught by the checksum."""
    ds = copy_of(four_scenes, tmp_path)
    damage(ds)
    before = tree(tmp_path)
    out = tmp_path / "out"
    argv = {"export": ["export", "jsonl", str(ds), "--out", str(out)],
            "respond": ["respond", str(ds), "oracle", "--out", str(out) + ".jsonl"],
            "show": ["show", str(ds), "--views", "40", "--out", str(out) + ".png"],
            "gallery": ["gallery", str(ds), "--views", "64", "--out", str(out)]}[command]
    assert main(argv) == 2
    line = one_line_error(capsys)
    assert "shard-00001.h5: checksum mismatch" in line and "spatial-iq verify" in line
    assert tree(tmp_path) == before


def test_respond_leaves_nothing_behind_and_nothing_outside(tmp_path, four_scenes, capsys):
    ds = copy_of(four_scenes, tmp_path)
    damage(ds)
    before = tree(tmp_path)
    assert main(["respond", str(ds), "oracle", "--out", str(tmp_path / "out.jsonl")]) == 2
    assert tree(tmp_path) == before


def test_a_cut_shard_is_refused_at_open(tmp_path, four_scenes, capsys):
    ds = copy_of(four_scenes, tmp_path)
    with open(ds / "shard-00000.h5", "r+b") as fh:
        fh.truncate(1000)
    assert main(["show", str(ds), "--out", str(tmp_path / "s.png")]) == 2
    assert "shard-00000.h5: 1000 bytes, the manifest lists" in one_line_error(capsys)
    (ds / "manifest.json").write_text("{ not json")
    assert main(["show", str(ds), "--out", str(tmp_path / "s.png")]) == 2
    assert "manifest.json cannot be read" in one_line_error(capsys)


def test_a_users_folder_named_like_the_partial_export_is_never_touched(tmp_path, four_scenes, capsys):
    mine = tmp_path / "out.partial"
    mine.mkdir()
    (mine / "thesis.tex").write_text("years of work")
    assert main(["export", "jsonl", str(four_scenes), "--out", str(tmp_path / "out")]) == 2
    assert "holds files spatial-iq did not write (thesis.tex)" in one_line_error(capsys)
    assert (mine / "thesis.tex").read_text() == "years of work" and tree(mine) == ["thesis.tex"]


def test_export_bad_numbers(tmp_path, four_scenes, capsys):
    assert main(["export", "jsonl", str(four_scenes), "--out", str(tmp_path / "o"), "--limit", "-1"]) == 2
    assert "--limit -1: must be 0 or more" in one_line_error(capsys)
    assert main(["export", "jsonl", str(four_scenes), "--out", str(tmp_path / "o"), "--workers", "-2"]) == 2
    assert "--workers -2" in one_line_error(capsys)
    assert not (tmp_path / "o").exists() and not (tmp_path / "o.partial").exists()


def test_an_export_leaves_a_marked_folder_and_a_killed_one_is_cleaned_up(tmp_path, four_scenes):
    out = tmp_path / "out"
    stale = tmp_path / "out.partial"
    stale.mkdir()
    (stale / ".spatial-iq.json").write_text(json.dumps({"kind": "export"}))
    (stale / "data.jsonl").write_text("half")  # what a killed export of ours left
    argv = ["export", "jsonl", str(four_scenes), "--out", str(out), "--limit", "16", "--workers", "1"]
    assert main(argv) == 0
    assert not stale.exists()
    assert json.loads((out / ".spatial-iq.json").read_text())["kind"] == "export"
    assert not (out / ".spatial-iq.lock").exists()
    assert len((out / "data.jsonl").read_text().splitlines()) > 16


def test_a_second_export_to_the_same_folder_is_refused_with_the_first_pid(tmp_path, four_scenes):
    out = tmp_path / "out"
    args = [sys.executable, "-m", "generators.cli", "export", "jsonl", str(four_scenes), "--out", str(out),
            "--workers", "1"]
    first = subprocess.Popen(args, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        deadline = time.time() + 120
        while time.time() < deadline and not (tmp_path / "out.partial" / ".spatial-iq.json").exists():
            time.sleep(0.02)
        second = subprocess.run(args, capture_output=True, text=True, timeout=120)
        assert second.returncode == 2, second.stderr
        assert f"in use by another spatial-iq process (pid {first.pid})" in second.stderr
    finally:
        assert first.wait(timeout=300) == 0, first.stderr.read()
    assert (out / "data.jsonl").exists()


def test_show_out_in_a_missing_folder_is_one_line(tmp_path, four_scenes, capsys):
    assert main(["show", str(four_scenes), "--out", str(tmp_path / "no" / "such" / "sheet.png")]) == 2
    assert "does not exist; create it or choose another path" in one_line_error(capsys)
    assert main(["show", str(four_scenes), "--out", str(tmp_path)]) == 2
    assert "is a folder" in one_line_error(capsys)
    assert not (tmp_path / "no").exists()


def test_respond_names_pictures_through_safe_name_and_claims_its_picture_folder(tmp_path, stored_four_scenes,
                                                                                 capsys):
    """Item 3 for respond: the oracle named its edited pictures by stored question ids, so
    a tampered id wrote outside; and it wrote into any OUT_images folder, a user's too."""
    ds = copy_of(stored_four_scenes, tmp_path)
    set_image_edit_ids(ds / "shard-00000.h5", "../../escaped")
    resign(ds, "shard-00000.h5")
    before = tree(tmp_path)
    assert main(["respond", str(ds), "oracle", "--out", str(tmp_path / "o.jsonl")]) == 2
    assert "picture name '../../escaped.png' cannot be a file name" in one_line_error(capsys)
    assert tree(tmp_path) == before and not os.path.exists(tmp_path.parent / "escaped.png")

    mine = tmp_path / "p_images"
    mine.mkdir()
    (mine / "holiday.png").write_bytes(b"the user's")
    assert main(["respond", str(stored_four_scenes), "oracle", "--out", str(tmp_path / "p.jsonl")]) == 2
    assert "holds files spatial-iq did not write (holiday.png)" in one_line_error(capsys)
    assert tree(mine) == ["holiday.png"] and not (tmp_path / "p.jsonl").exists()
    assert not (tmp_path / "p.jsonl.lock").exists()

    out = tmp_path / "good.jsonl"
    assert main(["respond", str(stored_four_scenes), "oracle", "--out", str(out), "--limit", "2"]) == 0
    pictures = tree(tmp_path / "good_images")
    assert ".spatial-iq.json" in pictures and ".spatial-iq.lock" not in pictures and len(pictures) > 1
    assert not (tmp_path / "good.jsonl.lock").exists()
    edits = [r["image"] for r in map(json.loads, out.read_text().splitlines()) if "image" in r]
    assert edits and all(e.startswith("good_images/") and (tmp_path / e).is_file() for e in edits)
    capsys.readouterr()
    assert main(["respond", str(stored_four_scenes), "random", "--out", str(tmp_path / "x" / "r.jsonl")]) == 2
    assert f"folder {tmp_path / 'x'} does not exist" in one_line_error(capsys)


def test_a_second_respond_to_the_same_out_is_refused_with_the_first_pid(tmp_path, four_scenes, capsys):
    out = tmp_path / "r.jsonl"
    holder = subprocess.Popen([sys.executable, "-c", "import sys, time\n"
                               "from generators.io.lock import hold\n"
                               "lock = hold(sys.argv[1], 'x')\n"
                               "print('held', flush=True)\ntime.sleep(60)", str(out) + ".lock"],
                              stdout=subprocess.PIPE, text=True)
    try:
        assert holder.stdout.readline().strip() == "held"
        assert main(["respond", str(four_scenes), "random", "--out", str(out)]) == 2
        assert f"in use by another spatial-iq process (pid {holder.pid})" in one_line_error(capsys)
    finally:
        holder.kill()
        holder.wait()
    assert not out.exists()
    assert main(["respond", str(four_scenes), "random", "--out", str(out)]) == 0  # a dead holder's file
    assert out.exists()


def test_a_respond_that_fails_midway_removes_its_pictures_and_folder(tmp_path, four_scenes, monkeypatch):
    from generators.evaluation import responders

    real, calls = responders._oracle_edit, []

    def fails_at_the_fifth(*a, **k):
        calls.append(1)
        if len(calls) == 5:
            raise OSError(28, "No space left on device")
        return real(*a, **k)

    monkeypatch.setattr(responders, "_oracle_edit", fails_at_the_fifth)
    before = tree(tmp_path)
    assert main(["respond", str(four_scenes), "oracle", "--out", str(tmp_path / "o.jsonl")]) == 3
    assert tree(tmp_path) == before and not (tmp_path / "o_images").exists()
