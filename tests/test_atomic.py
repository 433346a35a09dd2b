"""atomic_open: a file is complete or absent, and an old file survives a failed rewrite."""

import os
import stat

import pytest

from generators.io.atomic import atomic_open


def test_appears_only_when_complete(tmp_path):
    path = tmp_path / "out.csv"
    with atomic_open(str(path)) as fh:
        fh.write("a,b\n")
        assert not path.exists()  # not before the block ends
    assert path.read_text() == "a,b\n"
    assert os.listdir(tmp_path) == ["out.csv"]


def test_failure_leaves_the_old_file_and_no_temporary(tmp_path):
    path = tmp_path / "out.bin"
    path.write_bytes(b"old")
    with pytest.raises(RuntimeError), atomic_open(str(path), "wb") as fh:
        fh.write(b"half")
        raise RuntimeError("disk full")
    assert path.read_bytes() == b"old"
    assert os.listdir(tmp_path) == ["out.bin"]


@pytest.mark.parametrize("mask, file_mode, dir_mode", [(0o022, 0o644, 0o755), (0o002, 0o664, 0o775),
                                                        (0o077, 0o600, 0o700)])
def test_files_and_folders_get_the_umasks_permissions(tmp_path, mask, file_mode, dir_mode):
    """Issue 14, item 13: mkstemp/mkdtemp make 0600/0700, unreadable to a cluster's group."""
    from generators.io.atomic import temp_dir, umask

    old = os.umask(mask)
    try:
        assert umask() == mask
        with atomic_open(str(tmp_path / "a.txt")) as fh:
            fh.write("x")
        assert stat.S_IMODE(os.stat(tmp_path / "a.txt").st_mode) == file_mode
        assert stat.S_IMODE(os.stat(temp_dir(str(tmp_path))).st_mode) == dir_mode
    finally:
        os.umask(old)


def test_a_commands_output_follows_the_umask(tmp_path, four_scenes):
    from generators.cli import main

    old = os.umask(0o022)
    try:
        assert main(["show", str(four_scenes), "--views", "2", "--out", str(tmp_path / "s.png")]) == 0
        assert main(["respond", str(four_scenes), "random", "--out", str(tmp_path / "r.jsonl")]) == 0
    finally:
        os.umask(old)
    for name in ("s.png", "r.jsonl"):
        assert stat.S_IMODE(os.stat(tmp_path / name).st_mode) == 0o644
