"""The CGDJ commands against careless and hostile paths: an output naming an input (even
with --overwrite), a device node as output, infinite cut times, FIFOs where files are
read, a question of a megabyte, frame folders without the video extra. Every case: one
line, exit 2, and the inputs as they were. Cases that hung before run in a subprocess
with a timeout, so a regression fails instead of hanging the suite."""

import json
import os
import stat
import subprocess
import sys

import numpy as np
import pytest
from PIL import Image

from generators.cli import main

from .cgdj_frames import index_frame
from .planting import snapshot

CLI = "import sys; from generators.cli import main; sys.exit(main(sys.argv[1:]))"


def _run(*args, timeout=60):
    """The command in its own process: (exit status, stderr); a hang fails the test."""
    try:
        p = subprocess.run([sys.executable, "-c", CLI, *args], capture_output=True, text=True,
                           timeout=timeout, stdin=subprocess.DEVNULL)
    except subprocess.TimeoutExpired:
        pytest.fail(f"spatial-iq {' '.join(args)[:120]} did not finish in {timeout} s")
    return p.returncode, p.stderr


@pytest.fixture()
def clip(tmp_path):
    folder = tmp_path / "frames"
    folder.mkdir()
    for i in range(24):
        Image.fromarray(index_frame(i)).save(folder / f"f{i:02d}.png")
    return folder


def _one_line(err):
    return len(err.strip().splitlines()) == 1


def test_flatten_never_writes_over_its_input(clip, tmp_path, capsys):
    pytest.importorskip("imageio_ffmpeg")
    from generators.cgdj.video_io import write_video

    video = write_video(str(tmp_path / "clip.mp4"), [index_frame(i) for i in range(24)], fps=12)
    (tmp_path / "link.png").symlink_to(video)
    before = snapshot(tmp_path)
    for out, input_ in [(video, video), (str(tmp_path / "link.png"), video),
                        (str(clip / "f03.png"), str(clip)), (str(clip / "new.png"), str(clip))]:
        rc = main(["flatten", input_, "--question", "How many?", "--out", out, "--overwrite"])
        err = capsys.readouterr().err
        assert rc == 2 and _one_line(err) and ("input" in err), err
    assert snapshot(tmp_path) == before


def test_keyframes_never_replaces_its_input(clip, tmp_path, capsys):
    before = snapshot(tmp_path)
    rc = main(["keyframes", str(clip), "--cut-frame", "10", "--out", str(tmp_path / "k.png"),
               "--golden", str(clip), "--overwrite"])
    err = capsys.readouterr().err
    assert rc == 2 and _one_line(err) and "input" in err, err
    assert len(os.listdir(clip)) == 24 and snapshot(tmp_path) == before
    rc = main(["keyframes", str(clip), "--cut-frame", "10", "--out", str(clip / "f00.png"), "--overwrite"])
    assert rc == 2 and "input frame folder" in capsys.readouterr().err
    assert snapshot(tmp_path) == before


@pytest.mark.skipif(not hasattr(os, "mknod"), reason="no device nodes here")
def test_a_device_node_is_never_replaced_even_with_overwrite(clip, tmp_path, capsys):
    dev = tmp_path / "null"
    try:
        os.mknod(dev, stat.S_IFCHR | 0o666, os.makedev(1, 3))  # a private /dev/null
    except PermissionError:
        pytest.skip("making a device node needs root")
    for args in (["flatten", str(clip), "--question", "Q", "--out", str(dev), "--overwrite"],
                 ["keyframes", str(clip), "--cut-frame", "5", "--out", str(dev), "--overwrite"],
                 ["keyframes", str(clip), "--cut-frame", "5", "--out", str(tmp_path / "k.png"), "--golden",
                  str(dev), "--overwrite"]):
        rc = main(args)
        err = capsys.readouterr().err
        assert rc == 2 and _one_line(err) and "a device" in err, err
        assert stat.S_ISCHR(os.lstat(dev).st_mode)
    assert not (tmp_path / "k.png").exists()


@pytest.mark.parametrize("t", ["inf", "-inf", "nan", "1e400"])
def test_an_infinite_cut_time_is_one_line(t, clip, tmp_path, capsys):
    rc = main(["keyframes", str(clip), f"--cut-time={t}", "--out", str(tmp_path / "k.png")])
    err = capsys.readouterr().err
    assert rc == 2 and _one_line(err) and "--cut-time" in err, err
    assert not (tmp_path / "k.png").exists()


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs here")
def test_fifos_where_files_are_read_are_refused_not_waited_on(clip, tmp_path):
    fifo = tmp_path / "font.ttf"
    os.mkfifo(fifo)
    rc, err = _run("flatten", str(clip), "--question", "Q", "--font", str(fifo), "--out",
                   str(tmp_path / "a.png"))
    assert rc == 2 and _one_line(err) and "FIFO" in err, err
    rc, err = _run("flatten-set", str(fifo), "--out", str(tmp_path / "set"))
    assert rc == 2 and _one_line(err) and "FIFO" in err, err
    os.mkfifo(clip / "f99.png")  # a FIFO among the frames
    rc, err = _run("flatten", str(clip), "--question", "Q", "--out", str(tmp_path / "b.png"))
    assert rc == 2 and _one_line(err) and "FIFO" in err, err
    assert not (tmp_path / "a.png").exists() and not (tmp_path / "b.png").exists()
    assert not (tmp_path / "set").exists()


def test_a_megabyte_question_is_refused_at_once(clip, tmp_path):
    manifest = tmp_path / "m.jsonl"
    manifest.write_text(json.dumps({"video": "frames", "question": "How many socks? " * 65536,
                                    "options": ["1", "2"]}) + "\n")
    rc, err = _run("flatten-set", str(manifest), "--out", str(tmp_path / "set"), "--jobs", "1", timeout=30)
    assert rc == 2 and _one_line(err) and "characters" in err and "m.jsonl:1" in err, err
    assert not (tmp_path / "set").exists()
    rc, err = _run("flatten", str(clip), "--question", "How many socks? " * 3000, "--out",
                   str(tmp_path / "a.png"), timeout=30)
    assert rc == 2 and _one_line(err) and "band" in err, err


def test_flatten_set_on_frame_folders_needs_no_video_extra(clip, tmp_path, capsys, monkeypatch):
    monkeypatch.setitem(sys.modules, "imageio_ffmpeg", None)  # import fails as if not installed
    manifest = tmp_path / "m.jsonl"
    row = {"video": "frames", "question": "How many frames?", "options": ["24", "30"], "answer": "A",
           "id": "c"}
    manifest.write_text(json.dumps(row) + "\n")
    out = tmp_path / "set"
    assert main(["flatten-set", str(manifest), "--out", str(out), "--jobs", "1", "--grid", "2x3"]) == 0
    err = capsys.readouterr().err
    assert "--native-frames 6" in err and "spatial-iq[video]" in err
    flat = [json.loads(line) for line in open(out / "data.jsonl")]
    native = [json.loads(line) for line in open(out / "native" / "data.jsonl")]
    assert len(flat) == 1 and len(native[0]["image"]) == 6
    for rel in native[0]["image"]:  # the frames the grid shows, as pictures
        assert np.asarray(Image.open(out / "native" / rel)).shape == index_frame(0).shape
