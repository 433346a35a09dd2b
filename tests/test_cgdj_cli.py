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
