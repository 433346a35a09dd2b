"""Output folders: a command writes only into a new or empty folder or one this project
marked as its own, and overwrites or removes only files it writes (issue 14, item 1)."""

import json
import os

import pytest

from generators.dataset.run import generate
from generators.errors import ConfigError
from generators.io.outdir import MARKER, OutDir, inside, matches, need_space, read_marker, safe_name
from tests.conftest import SMALL, run_cli, small_config


def tree(path):
    """{relative path: bytes} of every file under ``path``."""
    out = {}
    for root, _, files in os.walk(path):
        for name in files:
            full = os.path.join(root, name)
            out[os.path.relpath(full, path)] = open(full, "rb").read()
    return out


def test_generate_refuses_a_folder_holding_a_users_files(tmp_path):
    """The issue's repro: README.md and config.yaml of the user's are neither overwritten
    nor joined by anything."""
    u = tmp_path / "u"
    u.mkdir()
    (u / "README.md").write_text("mine")
    (u / "config.yaml").write_text("also mine")
    before = tree(u)
    r = run_cli("generate", f"out={u}", "n_scenes=2", *SMALL)
    assert r.returncode == 2, r.stderr
    lines = r.stderr.strip().splitlines()
    assert len(lines) == 1 and "holds files spatial-iq did not write (README.md, config.yaml)" in lines[0]
    assert tree(u) == before  # not even a lock file


def test_overwrite_replaces_only_what_the_run_wrote(tmp_path):
    out = tmp_path / "ds"
    generate(small_config(out, n_scenes=2, workers=1), progress=False)
    assert read_marker(str(out))["kind"] == "voxel dataset"
    (out / "card" / "notes.txt").write_text("my notes about the plots")
    (out / "analysis").mkdir()
    (out / "analysis" / "shard-00000.h5").write_text("a user's file that looks like ours")
    (out / "mine.txt").write_text("a user's file")
    old_shard = (out / "shard-00000.h5").read_bytes()
    s = generate(small_config(out, n_scenes=2, seed=5, workers=1, **{"output.overwrite": True}),
                 progress=False)
    assert s["state"] == "complete" and json.loads((out / "manifest.json").read_text())["config"]["seed"] == 5
    assert (out / "shard-00000.h5").read_bytes() != old_shard
    assert (out / "card" / "notes.txt").read_text() == "my notes about the plots"
    assert (out / "analysis" / "shard-00000.h5").read_text() == "a user's file that looks like ours"
    assert (out / "mine.txt").read_text() == "a user's file"
    assert (out / "card" / "labels.png").stat().st_size > 1000


def test_a_folder_of_another_kind_is_refused(tmp_path):
    folder = tmp_path / "x"
    folder.mkdir()
    (folder / MARKER).write_text(json.dumps({"kind": "export"}))
    with pytest.raises(ConfigError, match="holds an export written by spatial-iq, not a voxel dataset"):
        generate(small_config(folder, n_scenes=1), progress=False)
    assert sorted(os.listdir(folder)) == [MARKER]


def test_a_run_from_before_markers_is_resumed(tmp_path):
    """A folder an older version wrote (run.json, no marker) is adopted, not refused."""
    out = tmp_path / "ds"
    cfg = small_config(out, n_scenes=4, workers=1)
    generate(cfg, progress=False)
    os.remove(out / MARKER)
    os.remove(out / "manifest.json")
    os.remove(out / "shard-00001.h5")
    s = generate(cfg, progress=False)
    assert s["state"] == "complete" and s["views"] == 2 * 16
    assert read_marker(str(out))["kind"] == "voxel dataset"


def test_a_refused_claim_leaves_no_trace(tmp_path):
    folder = OutDir(str(tmp_path / "a" / "b" / "c"), "thing", "--out c")
    folder.claim()
    assert (tmp_path / "a" / "b" / "c" / ".spatial-iq.lock").exists()
    folder.abandon()
    assert not (tmp_path / "a").exists()  # every folder claim() made, and only those
    (tmp_path / "keep").mkdir()
    folder = OutDir(str(tmp_path / "keep"), "thing", "--out keep")
    folder.claim()
    folder.abandon()
    assert (tmp_path / "keep").is_dir() and os.listdir(tmp_path / "keep") == []


def test_remove_own_matches_whole_paths_only(tmp_path):
    (tmp_path / "card").mkdir()
    for rel in ("manifest.json", "card/labels.png", "card/notes.txt", "deep/card/labels.png", "x.h5"):
        os.makedirs(tmp_path / os.path.dirname(rel), exist_ok=True)
        (tmp_path / rel).write_text(rel)
    folder = OutDir(str(tmp_path), "thing", "x", own=("manifest.json", "card/*.png", "*.h5"))
    assert sorted(folder.remove_own()) == ["card/labels.png", "manifest.json", "x.h5"]
    assert sorted(tree(tmp_path)) == ["card/notes.txt", "deep/card/labels.png"]
    assert matches("a/b", ["**"]) and not matches("a/b", ["*"]) and matches("a", ["*"])


@pytest.mark.parametrize("name", ["../../../tmp/X", "/etc/passwd", "a/b", ".hidden", "", "x" * 201, 7, None,
                                  "a\x00b", "a\nb"])
def test_unsafe_names_are_refused(name):
    with pytest.raises(ValueError, match="cannot be a file name"):
        safe_name(name, "question id")


def test_safe_names_pass():
    for name in ("000001-03-S5-text_A.png", "s000001_v02.png", "x+y-z.png"):
        assert safe_name(name, "id") == name


def test_inside_refuses_paths_that_leave_the_folder(tmp_path):
    (tmp_path / "images").mkdir()
    (tmp_path / "images" / "a.png").write_bytes(b"x")
    os.symlink("/etc", tmp_path / "images" / "link")
    assert inside(str(tmp_path), "images/a.png", "picture") == str(tmp_path / "images" / "a.png")
    for rel in ("../x.png", "images/../../x", "/etc/passwd", "images/link/passwd", ""):
        with pytest.raises(ValueError):
            inside(str(tmp_path), rel, "picture")


def test_free_space_message_names_readable_sizes(tmp_path, monkeypatch):
    import shutil

    monkeypatch.setattr(shutil, "disk_usage", lambda p: shutil._ntuple_diskusage(10**12, 10**12 - 3_400_000,
                                                                                   3_400_000))
    with pytest.raises(ConfigError, match=r"needs about 12.0 MB for 2 views but only 3.4 MB are free; fix"):
        need_space("out=x", str(tmp_path / "new" / "deeper"), 12e6, "2 views", "fix it")
    need_space("out=x", str(tmp_path), 3e6, "2 views", "fix it")
