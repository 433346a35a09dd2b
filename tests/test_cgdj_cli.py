"""The CGDJ commands: flatten, keyframes, judge, judge-aggregate, judge-agreement."""

import json

import pytest

from generators.cli import main
from generators.io.png import decode

from .cgdj_frames import index_frame, read_index


@pytest.fixture()
def frames(tmp_path):
    from generators.cgdj.video_io import write_frame_folder

    return write_frame_folder(str(tmp_path / "frames"), [index_frame(i) for i in range(90)])


def test_flatten_command(frames, tmp_path, capsys):
    out = str(tmp_path / "flat.png")
    args = ["flatten", frames, "--question", "Which frame is first?", "--option", "0, then 1",
            "--option", "89", "--out", out, "--grid", "5x8"]
    assert main(args) == 0
    assert "40 frames 1..88 in a 5x8 grid" in capsys.readouterr().out
    image = decode(open(out, "rb").read())
    assert image.shape == (720, 1280, 3)
    assert main(args) == 2 and "already exists" in capsys.readouterr().err
    assert main(args + ["--overwrite", "--size", "640x360", "--stamps"]) == 0
    assert decode(open(out, "rb").read()).shape == (360, 640, 3)
    bad = ["flatten", frames, "--question", "Q", "--out", str(tmp_path / "x.png"), "--grid", "7-10"]
    assert main(bad) == 2
    assert "ROWSxCOLUMNS" in capsys.readouterr().err
    assert main(bad[:-1] + ["7x10", "--font", str(tmp_path / "none.ttf")]) == 2
    err = capsys.readouterr().err
    assert "--font" in err and "no such file" in err
    (tmp_path / "not_a_font.ttf").write_bytes(b"not a font")
    assert main(bad[:-1] + ["7x10", "--font", str(tmp_path / "not_a_font.ttf")]) == 2
    assert "cannot be read as a TrueType/OpenType font" in capsys.readouterr().err


def test_keyframes_command_writes_strip_and_golden(tmp_path, capsys):
    pytest.importorskip("imageio_ffmpeg")
    from generators.cgdj.video_io import open_frames, write_video

    video = write_video(str(tmp_path / "clip.mp4"), [index_frame(i) for i in range(60)], fps=10)
    out = str(tmp_path / "kf.png")
    assert main(["keyframes", video, "--cut-time", "4.0", "--out", out]) == 0
    assert "frames [0, 7, 13, 20, 26, 33, 39] before the cut at frame 40" in capsys.readouterr().out
    golden = open_frames(str(tmp_path / "kf_golden.mp4"))
    assert len(golden) == 20
    g = golden.read([0, 19])
    assert [read_index(f, (0, 0, 160, 96)) for f in g] == [40, 59]
    assert main(["keyframes", video, "--cut-frame", "0", "--out", str(tmp_path / "k2.png")]) == 2
    assert "at least one frame on each side" in capsys.readouterr().err


def _judge_inputs(tmp_path):
    from generators.cgdj.video_io import save_png

    img = tmp_path / "out.png"
    save_png(str(img), index_frame(3))
    items = [
        {"id": "a", "kind": "perception", "question": "How many?", "options": [1, 2], "answer": "B",
         "category": "collapse", "sub_domain": "counting", "duration_s": 3.0},
        {"id": "b", "kind": "perception", "question": "How many?", "options": [1, 2], "answer": "A",
         "category": "orbit", "sub_domain": "counting", "duration_s": 300.0},
        {"id": "c", "kind": "prediction", "description": "cubes fall", "golden": "out.png",
         "category": "natural_science", "sub_domain": "gravity_collapse", "duration_s": 3.0},
    ]
    (tmp_path / "items.jsonl").write_text("".join(json.dumps(i) + "\n" for i in items))
    (tmp_path / "preds.jsonl").write_text("".join(json.dumps({"id": i["id"], "output": "out.png"}) + "\n"
                                                  for i in items))
    return str(tmp_path / "items.jsonl"), str(tmp_path / "preds.jsonl")


def test_judge_then_tables_then_agreement(tmp_path, capsys):
    items, preds = _judge_inputs(tmp_path)
    judged = str(tmp_path / "judged.jsonl")
    args = ["judge", items, preds, "--judge", "tests.cgdj_fake_judge:judge", "--out", judged]
    assert main(args) == 0
    assert "judged 3 (0 unparsed), 0 already done" in capsys.readouterr().out
    assert main(args) == 0 and "judged 0 (0 unparsed), 3 already done" in capsys.readouterr().out
    tables = str(tmp_path / "t")
    assert main(["judge-aggregate", judged, "--by", "category,duration", "--out-dir", tables]) == 0
    text = capsys.readouterr().out
    assert "| collapse | 1 | 1 | 0 | 1 | 100.0 |" in text and "| orbit | 1 | 1 | 0 | 0 | 0.0 |" in text
    assert "| ALL | 2 | 2 | 0 | 1 | 50.0 |" in text
    assert "| natural_science | 1 | 1 | 0 | 90.0 | 60.0 | 30.0 | 60.0 |" in text
    assert "| short | 1 | 1 | 0 | 1 | 100.0 |" in text and "| medium | 1 | 1 | 0 | 0 | 0.0 |" in text
    assert (tmp_path / "t" / "verdicts_by_category.csv").read_text().splitlines()[0] == \
        "category,n,parsed,unparsed,correct,accuracy"
    human = tmp_path / "human.csv"
    human.write_text("id,verdict\na,1\nb,1\n")
    assert main(["judge-agreement", judged, str(human), "--key", "verdict"]) == 0
    out = capsys.readouterr().out
    assert "n=2 pearson_r=nan mad=0.5000" in out  # human scores are constant: r undefined
    assert main(["judge-agreement", judged, str(tmp_path / "nope.csv")]) == 2
    assert "no such score file" in capsys.readouterr().err
    # the paper's judge: one score per answer, next to the first run's three in one table
    one = str(tmp_path / "one.jsonl")
    assert main(args[:-1] + [one, "--scores", "one"]) == 0
    assert [r.get("score") for r in map(json.loads, open(one))] == [None, None, 0.7]
    assert main(["judge-aggregate", judged, one, "--names", "three,one", "--by", "category"]) == 0
    text = capsys.readouterr().out
    assert "scores by category (three, one)" in text
    assert "| natural_science | 60.0 | 70.0 | 1 | 1 | 0 | 0 |" in text
    assert main(["judge-aggregate", judged, one, "--by", "category"]) == 0  # named by file
    assert "| category | judged | one |" in capsys.readouterr().out
    assert main(["judge-aggregate", judged, judged]) == 2
    assert "give --names" in capsys.readouterr().err
    replies = tmp_path / "replies.jsonl"
    replies.write_text('{"id": "a", "response": "B", "model": "m"}\n')
    assert main(["judge-aggregate", str(replies)]) == 2
    assert "pass --items" in capsys.readouterr().err
    other = tmp_path / "other.jsonl"
    other.write_text('{"id": "a", "note": 1}\n')
    assert main(["judge-aggregate", str(other)]) == 2
    assert "no verdicts or scores" in capsys.readouterr().err
    assert main(["judge-aggregate", str(tmp_path / "none.jsonl")]) == 2
    assert "no such file" in capsys.readouterr().err


def test_judge_refuses_a_bad_judge(tmp_path, capsys):
    items, preds = _judge_inputs(tmp_path)
    assert main(["judge", items, preds, "--judge", "nowhere", "--out", str(tmp_path / "j.jsonl")]) == 2
    assert "package.module:function" in capsys.readouterr().err


def test_judge_through_an_openai_compatible_endpoint(tmp_path, capsys):
    """--judge-url: the chat client is the judge; a stub endpoint answers like the stand-in
    judge, so the verdicts must come out the same as in-process."""
    import threading
    from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

    from tests.cgdj_fake_judge import judge

    seen = []

    class Handler(BaseHTTPRequestHandler):
        def log_message(self, *args):
            pass

        def do_POST(self):
            body = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
            parts = body["messages"][0]["content"]
            images = [p["image_url"]["url"] for p in parts if p["type"] == "image_url"]
            prompt = "".join(p["text"] for p in parts if p["type"] == "text")
            seen.append((body["model"], len(images)))
            answer = judge(prompt, ["x.png"] * len(images))
            data = json.dumps({"choices": [{"index": 0, "finish_reason": "stop",
                                            "message": {"role": "assistant", "content": answer}}]}).encode()
            self.send_response(200)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(data)))
            self.end_headers()
            self.wfile.write(data)

    httpd = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    threading.Thread(target=httpd.serve_forever, daemon=True).start()
    try:
        items, preds = _judge_inputs(tmp_path)
        url = f"http://127.0.0.1:{httpd.server_address[1]}/v1"
        out = str(tmp_path / "judged.jsonl")
        args = ["judge", items, preds, "--judge-url", url, "--judge-model", "judge-vlm", "--out", out]
        assert main(args) == 0
        assert "judged 3 (0 unparsed), 0 already done" in capsys.readouterr().out
        assert len(seen) == 3 and all(m == "judge-vlm" and n >= 1 for m, n in seen)
        verdicts = {r["id"]: r.get("verdict") for r in map(json.loads, open(out))}
        assert verdicts["a"] == "Correct" and verdicts["b"] == "Incorrect"
        assert main(["judge", items, preds, "--judge-url", url, "--out", out + "2"]) == 2
        assert "--judge-url needs --judge-model" in capsys.readouterr().err
    finally:
        httpd.shutdown()


def _one_line(capsys) -> str:
    err = capsys.readouterr().err
    lines = err.strip().splitlines()
    assert len(lines) == 1 and "Traceback" not in err, err
    return lines[0]


def test_bad_frames_videos_sizes_and_paths_are_one_line(frames, tmp_path, capsys):
    """Issue 14, items 11 and 12: a non-image .png in a frame folder was a PIL traceback, a
    0-byte or text 'video' a cut-off ffmpeg banner, --size 100000x100000 was OOM-killed, and
    --out in a missing folder a traceback."""
    import os
    import shutil

    pytest.importorskip("imageio_ffmpeg")
    bad = tmp_path / "bad_frames"
    shutil.copytree(frames, bad)
    (bad / "frame_000007.png").write_text("not a picture")
    empty, text = tmp_path / "empty.mp4", tmp_path / "text.mp4"
    empty.write_bytes(b"")
    text.write_text("just some text\n")
    out = str(tmp_path / "f.png")
    flat, keys = ["flatten", "--question", "Q", "--out", out], ["keyframes", "--out", out, "--cut-frame"]
    nowhere = str(tmp_path / "no" / "f.png")
    cases = [
        (flat + [str(bad)], "frame_000007.png: not a readable image"),
        (keys + ["45", str(bad)], "frame_000007.png: not a readable image"),
        (flat + [str(empty)], "an empty file (0 bytes), not a video"),
        (flat + [str(text)],
         "ffmpeg cannot read this video (Error opening input: Invalid data found when processing input)"),
        (keys + ["1", str(text)], "Invalid data found when processing input"),
        (flat + [frames, "--size", "100000x100000"], "--size '100000x100000': at most 8192x8192"),
        (["flatten", frames, "--question", "Q", "--out", nowhere], f"{tmp_path / 'no'} does not exist"),
        (["keyframes", frames, "--cut-frame", "5", "--out", nowhere], "does not exist"),
        (["flatten", frames, "--question", "Q", "--out", str(tmp_path), "--overwrite"], "is a folder"),
        (keys + ["80", frames, "--native", "--n", "70"], "over 8192 px"),
        (flat + [frames, "--fps", "nan"], "--fps nan: must be a positive"),
        (flat + [frames, "--bogus"], "unrecognized arguments: --bogus"),
    ]
    before = sorted(os.listdir(tmp_path))
    for argv, message in cases:
        try:
            code = main(argv)
        except SystemExit as exc:  # argparse
            code = exc.code
        assert code == 2, argv
        line = _one_line(capsys)
        assert message in line and "ffmpeg version" not in line and "configuration:" not in line, line
    assert sorted(os.listdir(tmp_path)) == before


def test_keyframes_overwrite_replaces_the_old_outputs_only_once_the_new_ones_are_complete(
        frames, tmp_path, capsys, monkeypatch):
    """Issue 14, item 2: --overwrite deleted the --golden folder before the new clip existed,
    and a failure then left nothing."""
    import errno
    import os

    from generators.io import png

    out = tmp_path / "kf.png"
    golden = tmp_path / "kf_golden"
    assert main(["keyframes", frames, "--cut-frame", "60", "--out", str(out)]) == 0
    old_png, old_golden = out.read_bytes(), sorted(os.listdir(golden))
    assert len(old_golden) == 30
    capsys.readouterr()
    encode, calls = png.encode, []

    def full_disk_at_the_third_picture(*a, **k):
        calls.append(1)
        if len(calls) == 3:
            raise OSError(errno.ENOSPC, "No space left on device")
        return encode(*a, **k)

    monkeypatch.setattr(png, "encode", full_disk_at_the_third_picture)
    assert main(["keyframes", frames, "--cut-frame", "30", "--out", str(out), "--overwrite"]) == 3
    assert "disk full while writing to" in _one_line(capsys)
    assert out.read_bytes() == old_png and sorted(os.listdir(golden)) == old_golden
    assert sorted(os.listdir(tmp_path)) == ["frames", "kf.png", "kf_golden"]  # no temporaries left
    monkeypatch.undo()

    assert main(["keyframes", frames, "--cut-frame", "30", "--out", str(out), "--overwrite"]) == 0
    assert len(os.listdir(golden)) == 60 and out.read_bytes() != old_png
    assert sorted(os.listdir(tmp_path)) == ["frames", "kf.png", "kf_golden"]
    (golden / "notes.txt").write_text("the user's")  # a golden folder holding a user's file is kept
    capsys.readouterr()
    assert main(["keyframes", frames, "--cut-frame", "40", "--out", str(out), "--overwrite"]) == 2
    assert "holds files keyframes did not write (notes.txt)" in _one_line(capsys)
    assert len(os.listdir(golden)) == 61


def test_judge_locks_its_output_and_never_cuts_a_file_that_is_not_its_own(tmp_path, capsys):
    """Issue 14, item 5 for judge: a second judge on one --out judged (and paid for) every
    item again; and a --out that was not a judge output (a user's notes) was cut to nothing
    by the resume logic."""
    import subprocess
    import sys

    items, preds = _judge_inputs(tmp_path)
    out = tmp_path / "judged.jsonl"
    args = ["judge", items, preds, "--judge", "tests.cgdj_fake_judge:judge", "--out", str(out)]
    holder = subprocess.Popen([sys.executable, "-c", "import sys, time\n"
                               "from generators.io.lock import hold\n"
                               "lock = hold(sys.argv[1], 'x', write_pid=False)\n"
                               "print('held', flush=True)\ntime.sleep(60)", str(out)],
                              stdout=subprocess.PIPE, text=True)
    try:
        assert holder.stdout.readline().strip() == "held"
        assert main(args) == 2
        assert f"in use by another spatial-iq process (pid {holder.pid})" in _one_line(capsys)
    finally:
        holder.kill()
        holder.wait()
    assert out.read_bytes() == b""  # the holder's (empty) file, as it was
    out.unlink()
    assert main(args) == 0 and len(out.read_text().splitlines()) == 3

    notes = tmp_path / "notes.txt"
    notes.write_text("my notes\nabout the run\nunfinished line")
    capsys.readouterr()
    assert main(args[:-1] + [str(notes)]) == 2
    assert "does not end like a judge output" in _one_line(capsys)
    notes.write_text("my notes\n")
    assert main(args[:-1] + [str(notes)]) == 2
    assert "not a judged record" in _one_line(capsys)
    assert notes.read_text() == "my notes\n"


def test_judge_tools_refuse_records_of_the_wrong_shape_in_one_line(tmp_path, capsys):
    items, preds = _judge_inputs(tmp_path)
    bad = tmp_path / "bad.jsonl"
    judged = str(tmp_path / "j.jsonl")
    for content, message in (
            ('[1, 2]\n', "bad.jsonl:1: not a record (a JSON object with an 'id')"),
            ('{"id": [1]}\n', "bad.jsonl:1: the id must be a string or an integer"),
            ('{"id": "a", "verdict": 5}\n', "record 1 (id a): verdict 5 is not Correct, Incorrect"),
            ('{"id": "a", "scores": [1]}\n', "scores [1] is not an object of numbers"),
            ('{"id": "a", "score": "high"}\n', "score 'high' is not a number or null"),
            ('{"id": ' + "[" * 50000 + "]" * 50000 + "}\n", "bad.jsonl:1: not a JSON line")):
        bad.write_text(content)
        assert main(["judge-aggregate", str(bad)]) == 2
        assert message in _one_line(capsys)
    bad.write_text('{"id": "a", "score": [1]}\n{"id": "b", "score": 0.5}\n')
    assert main(["judge-agreement", str(bad), str(bad)]) == 2
    assert "score = [1] is not a number" in _one_line(capsys)
    bad.write_text("[1]\n")
    for argv in (["judge", str(bad), preds], ["judge", items, str(bad)]):
        assert main([*argv, "--judge", "tests.cgdj_fake_judge:judge", "--out", judged]) == 2
        assert "bad.jsonl:1: not a record" in _one_line(capsys)
    bad.write_text('{"id": "a", "images": []}\n')  # nothing to look at
    assert main(["judge", items, str(bad), "--judge", "tests.cgdj_fake_judge:judge", "--out", judged]) == 2
    assert "'images' must be a non-empty list of image paths" in _one_line(capsys)
    assert not (tmp_path / "j.jsonl").exists()


def test_judge_frames_stay_inside_their_folder_whatever_the_item_id():
    from generators.cgdj.judge import _safe

    assert [_safe(i) for i in ("..", ".", "", "a/../b", ".hidden", "s00001-collapse")] == \
        ["_..", "_.", "_", "a_.._b", "_.hidden", "s00001-collapse"]
