"""atomic_open: a file is complete or absent, and an old file survives a failed rewrite."""

import os

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
