"""Links, folders and FIFOs planted in the folders the tool writes (issue 27): a shared or
downloaded dataset folder whose own entries are links is refused in one line and nothing is
written through them; the same for a stale ``OUT.partial`` of an export; a tampered
image-edit id never places the gallery's mask outside its folder.

Every case checks what a planted link points at (a victim file outside the dataset) is
unchanged byte for byte, and that the dataset itself is as it was.
"""

import hashlib
import json
import os

import pytest

from generators.cli import main
from tests.conftest import SMALL32 as ARGS
from tests.conftest import copy_of, set_image_edit_ids
from tests.planting import VICTIM_FILE, make_victims, move_away, notice, plant, snapshot


@pytest.fixture
def dataset(small32):
    return small32


def one_line(capsys):
    err = capsys.readouterr().err
    lines = [line for line in err.strip().splitlines() if not notice(line)]
    assert len(lines) == 1 and "Traceback" not in err, err
    return lines[0]


FILE_LINKS = [".spatial-iq.lock", "manifest.json.tmp-0", "config.yaml.tmp-0", ".parts/shard-00001.json.tmp-0",
              "card/labels.png", "card/block_counts.png", "shard-00001.h5.tmp-0", "README.md.tmp-0"]


@pytest.mark.parametrize("rel", FILE_LINKS)
def test_a_resume_never_writes_through_a_planted_file_link(tmp_path, dataset, capsys, rel):
    ds = copy_of(dataset, tmp_path / "shared")
    os.remove(ds / "manifest.json")  # an unfinished run: the resume writes manifest, card, config
    victims = make_victims(tmp_path)
    plant(ds / rel, "link to a file", victims)
    before = snapshot(tmp_path)
    assert main(["generate", f"out={ds}", *ARGS]) == 2
    line = one_line(capsys)
    assert f"{rel} is a symbolic link" in line and "remove it" in line
    assert open(os.path.join(victims, "file.txt")).read() == VICTIM_FILE
    assert snapshot(tmp_path) == before


@pytest.mark.parametrize("rel", [".parts", "card"])
def test_a_resume_never_writes_into_a_planted_folder_link(tmp_path, dataset, capsys, rel):
    ds = copy_of(dataset, tmp_path / "shared")
    os.remove(ds / "manifest.json")
    move_away(ds / rel, tmp_path / "elsewhere")
    before = snapshot(tmp_path)
    assert main(["generate", f"out={ds}", *ARGS]) == 2
    assert f"{rel} is a symbolic link" in one_line(capsys)
    assert snapshot(tmp_path) == before


@pytest.mark.parametrize("rel", [".spatial-iq.lock", "manifest.json.tmp-0", "shard-00001.h5",
                                 ".parts/shard-00000.json"])
def test_a_folder_where_the_run_keeps_a_file_is_one_line(tmp_path, dataset, capsys, rel):
    ds = copy_of(dataset, tmp_path)
    os.remove(ds / "manifest.json")
    if os.path.lexists(ds / rel):
        os.remove(ds / rel)
    os.makedirs(ds / rel)
    before = snapshot(tmp_path)
    assert main(["generate", f"out={ds}", *ARGS]) == 2
    assert f"{rel} is a folder where spatial-iq keeps a file" in one_line(capsys)
    assert snapshot(tmp_path) == before


def test_a_fifo_in_place_of_a_shard_never_blocks(tmp_path, dataset, capsys):
    ds = copy_of(dataset, tmp_path)
    os.remove(ds / "shard-00001.h5")
    os.mkfifo(ds / "shard-00001.h5")
    assert main(["generate", f"out={ds}", *ARGS]) == 2
    assert "shard-00001.h5 is a FIFO" in one_line(capsys)
    for argv in (["show", str(ds), "--out", str(tmp_path / "s.png")], ["export", "jsonl", str(ds), "--out",
                                                                       str(tmp_path / "e")]):
        assert main(argv) == 2
        assert "shard-00001.h5: not a regular file" in one_line(capsys)


def test_a_marker_link_marks_nothing(tmp_path, dataset, capsys):
    """A folder of the user's with a link named like our marker, to a real marker, is still
    the user's."""
    folder = tmp_path / "mine"
    folder.mkdir()
    (folder / "notes.txt").write_text("mine")
    os.symlink(dataset / ".spatial-iq.json", folder / ".spatial-iq.json")
    before = snapshot(tmp_path)
    assert main(["generate", f"out={folder}", *ARGS]) == 2
    assert "holds files spatial-iq did not write" in one_line(capsys)
    assert snapshot(tmp_path) == before


@pytest.mark.parametrize("planted", ["lock", "inside"])
def test_export_never_writes_through_a_stale_partial_folder(tmp_path, dataset, capsys, planted):
    """A stale ``OUT.partial`` with our marker, holding a link: the lock file, or a folder of
    pictures pointing elsewhere."""
    partial = tmp_path / "out.partial"
    partial.mkdir()
    (partial / ".spatial-iq.json").write_text(json.dumps({"kind": "export"}))
    victim = tmp_path / "victim.txt"
    victim.write_text("the user's file")
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    (elsewhere / "holiday.png").write_text("a picture")
    if planted == "lock":
        os.symlink(victim, partial / ".spatial-iq.lock")
    else:
        os.symlink(elsewhere, partial / "images")
    before = snapshot(tmp_path)
    assert main(["export", "jsonl", str(dataset), "--out", str(tmp_path / "out"), "--workers", "1"]) == 2
    assert "is a symbolic link" in one_line(capsys)
    assert snapshot(tmp_path) == before


def test_gallery_never_writes_a_mask_outside_its_folder(tmp_path, capsys):
    """A tampered image-edit id with ``../`` (its shard re-signed in the manifest)."""
    ds = tmp_path / "ds"
    assert main(["generate", f"out={ds}", *ARGS, "output.questions=stored"]) == 0
    set_image_edit_ids(ds / "shard-00000.h5", "../../../escaped")
    manifest = json.loads((ds / "manifest.json").read_text())
    data = (ds / "shard-00000.h5").read_bytes()
    manifest["shards"][0].update(sha256=hashlib.sha256(data).hexdigest(), bytes=len(data))
    (ds / "manifest.json").write_text(json.dumps(manifest))
    capsys.readouterr()
    os.makedirs(tmp_path / "g")
    before = snapshot(tmp_path)
    assert main(["gallery", str(ds), "--out", str(tmp_path / "g" / "gallery"), "--views", "8"]) == 2
    assert "cannot be a file name" in one_line(capsys)
    assert snapshot(tmp_path) == before
