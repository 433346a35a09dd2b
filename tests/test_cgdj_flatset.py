"""``spatial-iq flatten-set`` as a researcher runs it: a manifest of three videos (two MP4
files and a frame folder, one question in Chinese) flattened in parallel, the Chinese
glyphs checked as drawn in the band, the exports read by ``predict``'s own reader and
answered through a loopback endpoint, one table for native vs flattened, resuming
after a kill, and bad manifests refused in one line with nothing written."""

import json
import os
import subprocess
import sys

import numpy as np
import pytest
from PIL import Image, ImageDraw, ImageFont

from generators import assets
from generators.cli import main
from generators.io.png import decode

from .cgdj_frames import index_frame

pytest.importorskip("imageio_ffmpeg")

ZH = "视频中一共出现了几根白色竖条？"  # "how many white vertical bars appear in the video?"
CJK_FONT = assets.path("fonts", "DroidSansFallbackFull.ttf")
LATIN_FONT = assets.path("fonts", "DejaVuSans.ttf")


@pytest.fixture()
def manifest(tmp_path):
    from generators.cgdj.video_io import write_frame_folder, write_video

    videos = tmp_path / "videos"
    videos.mkdir()
    write_video(str(videos / "a.mp4"), [index_frame(i) for i in range(50)], fps=10)
    write_video(str(videos / "b.mp4"), [index_frame(i) for i in range(120)], fps=24)
    write_frame_folder(str(videos / "c"), [index_frame(i) for i in range(30)])
    rows = [
        {"video": "videos/a.mp4", "question": ZH, "options": ["A. 1", "B. 4", "C. 2", "D. 8"], "answer": "D",
         "category": "生活记录", "duration": "short", "id": "zh-1"},
        {"video": "videos/b.mp4", "question": "Which bar lights up last?", "options": ["left", "right"],
         "answer": "right", "category": "knowledge", "duration": 5},
        {"video": "videos/c", "question": "How many frames are there?", "options": ["30", "60"],
         "answer": "A", "category": "knowledge", "fps": 10, "id": "frames/c"},
    ]
    path = tmp_path / "manifest.jsonl"
    path.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), encoding="utf-8")
    return path


def _band(image: np.ndarray) -> int:
    """Height of the text band: the first row that is the grey rule across the width."""
    for y in range(image.shape[0]):
        if (image[y] == 150).all():
            return y
    raise AssertionError("no band rule found")


def _ink(gray: np.ndarray) -> np.ndarray:
    return gray < 128


def _crop(mask: np.ndarray) -> np.ndarray:
    ys, xs = np.nonzero(mask)
    return mask[ys.min():ys.max() + 1, xs.min():xs.max() + 1]


def _drawn(text: str, font_path: str, size: int) -> np.ndarray:
    """The ink of ``text`` drawn straight with Pillow in one font: the oracle."""
    font = ImageFont.truetype(font_path, size)
    img = Image.new("L", (size * (len(text) + 2), size * 3), 255)
    ImageDraw.Draw(img).text((size, size), text, font=font, fill=0)
    return _crop(_ink(np.asarray(img)))


def _iou(a: np.ndarray, b: np.ndarray) -> float:
    h, w = max(a.shape[0], b.shape[0]), max(a.shape[1], b.shape[1])
    pa, pb = np.zeros((h, w), bool), np.zeros((h, w), bool)
    pa[:a.shape[0], :a.shape[1]], pb[:b.shape[0], :b.shape[1]] = a, b
    return (pa & pb).sum() / (pa | pb).sum()


def test_three_videos_flattened_with_the_chinese_glyphs_drawn(manifest, tmp_path, capsys):
    from generators.predict.runner import questions_from_export

    out = tmp_path / "flat"
    assert main(["flatten-set", str(manifest), "--out", str(out), "--jobs", "2"]) == 0
    said = capsys.readouterr().out
    assert "3 flattened, 0 already done, 0 failed of 3" in said and "on 2 process(es)" in said
    records = [json.loads(line) for line in (out / "data.jsonl").read_text(encoding="utf-8").splitlines()]
    assert [r["id"] for r in records] == ["zh-1", "00002", "frames/c"]  # manifest order, default ids
    zh = records[0]
    assert zh["options"] == ["1", "4", "2", "8"] and zh["answer"] == "D"  # "A. " prefixes dropped
    assert records[1]["answer"] == "B" and records[1]["duration_s"] == 5.0
    assert records[2]["duration_s"] == 3.0 and records[2]["n_frames"] == 30  # measured: 30 frames at 10 fps

    image = decode((out / zh["image"][0]).read_bytes())
    assert image.shape == (720, 1280, 3)
    band = _band(image)
    size = zh["font_size"]
    gray = np.asarray(Image.fromarray(image[:band]).convert("L"))
    line_h = round(1.25 * size)
    first = gray[12:12 + line_h]  # the question's line: margin 12, one line of CJK
    got = _crop(_ink(first))
    want = _drawn(ZH, CJK_FONT, size)
    boxes = _drawn(ZH, LATIN_FONT, size)  # what a font without the glyphs draws: empty boxes
    assert _iou(got, want) > 0.97, "the band does not show the Chinese glyphs"
    assert _iou(got, boxes) < 0.5 and _iou(want, boxes) < 0.5
    # the option line mixes fonts: Latin letters from DejaVu ("A."), and it is not empty
    assert _ink(gray[12 + line_h:12 + 2 * line_h]).sum() > 100
    assert zh["fonts"] == ["DejaVuSans.ttf", "DroidSansFallbackFull.ttf"]

    # predict's own reader takes both exports as they are
    flat = list(questions_from_export(out))
    native = list(questions_from_export(out / "native"))  # self-contained: no --media-root needed
    # an export naming a local file by absolute path is read only from a --media-root folder
    crafted = tmp_path / "crafted"
    crafted.mkdir()
    rec = json.loads((out / "native" / "data.jsonl").read_text().splitlines()[0])
    rec["image"] = [str(manifest.parent / "videos" / "a.mp4")]
    (crafted / "data.jsonl").write_text(json.dumps(rec) + "\n")
    with pytest.raises(ValueError, match="pass its folder as --media-root"):  # a file alone never
        list(questions_from_export(crafted))  # decides which local files are sent
    (manifest.parent / "elsewhere").mkdir()
    with pytest.raises(ValueError, match="in none of the --media-root folders"):
        list(questions_from_export(crafted, media_roots=[manifest.parent / "elsewhere"]))
    assert len(list(questions_from_export(crafted, media_roots=[manifest.parent]))) == 1
    assert [q["id"] for q in flat] == [q["id"] for q in native] == ["zh-1", "00002", "frames/c"]
    assert all(len(q["images"]) == 1 and q["prompt"].count("<image>") == 1 for q in flat + native)
    # the video itself, placed inside the export (predict reads nothing outside it), same bytes
    sent = native[0]["images"][0]
    assert sent == str(out / "native" / "videos" / "zh-1.mp4")
    assert open(sent, "rb").read() == (manifest.parent / "videos" / "a.mp4").read_bytes()
    from generators.cgdj.video_io import open_frames

    from .cgdj_frames import read_index

    encoded = native[2]["images"][0]  # the frame folder, encoded for the native export
    assert os.path.dirname(encoded) == str(out / "native" / "videos") and encoded.endswith(".mp4")
    clip = open_frames(encoded)
    assert len(clip) == 30 and [read_index(f, (0, 0, 160, 96)) for f in clip.read([0, 29])] == [0, 29]
    assert ZH in native[0]["prompt"] and "A. 1\nB. 4\nC. 2\nD. 8" in native[0]["prompt"]
    assert ZH not in flat[0]["prompt"]  # setting B: the question is in the picture only


def test_native_vs_flattened_end_to_end_against_a_loopback_endpoint(manifest, tmp_path, capsys):
    """The commands of docs/cgdj.md, "Native video vs flattened image"."""
    pytest.importorskip("httpx")
    from generators.cgdj.replies import parse_choice

    from .chat_stub import ChatStub

    out, preds = tmp_path / "flat", tmp_path / "preds"
    assert main(["flatten-set", str(manifest), "--out", str(out)]) == 0
    stub = ChatStub().start()
    try:
        for name, folder, more in (("flattened", out, []),
                                   ("native", out / "native", [])):
            assert main(["predict", str(folder), "--base-url", stub.url, "--model", "stub-vlm",
                         "--out", str(preds / f"{name}.jsonl"), *more]) == 0
        assert stub.parts == {"image_url": 3, "video_url": 3, "requests": 6}
    finally:
        stub.stop()
    capsys.readouterr()
    assert main(["judge-aggregate", str(preds / "native.jsonl"), str(preds / "flattened.jsonl"), "--items",
                 str(out), "--names", "native,flattened", "--by", "category", "--out-dir",
                 str(tmp_path / "tables")]) == 0
    text = capsys.readouterr().out
    assert "verdicts by category (native, flattened)" in text
    # the table, recomputed from the replies and the manifest's answers
    answers = {"zh-1": ("D", ["1", "4", "2", "8"]), "00002": ("B", ["left", "right"]),
               "frames/c": ("A", ["30", "60"])}
    for name in ("native", "flattened"):
        replies = {json.loads(line)["id"]: json.loads(line)["response"]
                   for line in (preds / f"{name}.jsonl").read_text().splitlines()}
        choices = {i: parse_choice(r, answers[i][1]) for i, r in replies.items()}
        parsed = [i for i, c in choices.items() if c is not None]
        correct = sum(choices[i] == answers[i][0] for i in parsed)
        rows = {r.split(",")[0]: r.split(",") for r in
                (tmp_path / "tables" / "verdicts_by_category.csv").read_text(encoding="utf-8").splitlines()}
        header = rows["category"]
        all_row = dict(zip(header, rows["ALL"]))
        assert int(all_row[f"n {name}"]) == len(parsed)
        assert int(all_row[f"unparsed {name}"]) == 3 - len(parsed)
        if parsed:
            assert float(all_row[name]) == pytest.approx(100.0 * correct / len(parsed))
        assert set(replies) == set(answers)


def test_a_killed_run_resumes_and_a_failed_item_is_retried(manifest, tmp_path, capsys):
    out = tmp_path / "flat"
    bad = manifest.parent / "videos" / "a.mp4"
    good = bad.read_bytes()
    bad.write_bytes(b"\x00\x00\x00\x18ftypmp42 this is not a video")
    assert main(["flatten-set", str(manifest), "--out", str(out), "--jobs", "1"]) == 1
    err = capsys.readouterr().err
    assert "1 item(s) failed, first zh-1:" in err and "rerun to retry" in err
    exported = [json.loads(x)["id"] for x in (out / "data.jsonl").read_text().splitlines()]
    assert exported == ["00002", "frames/c"]
    bad.write_bytes(good)
    # a kill mid-write: the journal's last line torn, one image gone
    journal = out / "journal.jsonl"
    journal.write_bytes(journal.read_bytes()[:-20])
    assert main(["flatten-set", str(manifest), "--out", str(out)]) == 0
    said = capsys.readouterr().out
    assert "2 flattened, 1 already done, 0 failed of 3" in said  # zh-1 retried, the torn one redone
    lines = (out / "data.jsonl").read_text(encoding="utf-8").splitlines()
    assert [json.loads(x)["id"] for x in lines] == ["zh-1", "00002", "frames/c"]
    before = {p: p.stat().st_mtime_ns for p in (out / "images").iterdir()}
    assert main(["flatten-set", str(manifest), "--out", str(out)]) == 0
    assert "0 flattened, 3 already done" in capsys.readouterr().out
    assert before == {p: p.stat().st_mtime_ns for p in (out / "images").iterdir()}  # nothing redone
    # other settings do not silently mix into the folder
    assert main(["flatten-set", str(manifest), "--out", str(out), "--grid", "5x8"]) == 2
    assert "other settings (grid)" in capsys.readouterr().err
    assert main(["flatten-set", str(manifest), "--out", str(out), "--grid", "5x8", "--overwrite"]) == 0
    assert json.loads((out / "data.jsonl").read_text().splitlines()[0])["grid"] == "5x8"


def _write(path, text):
    path.write_text(text, encoding="utf-8")
    return str(path)


BAD = [
    ("missing.jsonl", None, "no such manifest"),
    ("m.jsonl", "{not json\n", ":1: not a JSON object"),
    ("m.jsonl", '["a list"]\n', ":1: not a JSON object"),
    ("m.jsonl", "\n\n", "has no rows"),
    ("m.jsonl", '{"question": "Q?"}\n', ":1: no video"),
    ("m.jsonl", '{"video": "videos/a.mp4"}\n', ":1: no question text"),
    ("m.jsonl", '{"video": "videos/zzz.mp4", "question": "Q?"}\n', "videos/zzz.mp4 does not exist"),
    ("m.jsonl", '{"video": "videos/a.mp4", "question": "Q?", "options": {"a": 1}}\n', "must be a list"),
    ("m.jsonl", '{"video": "videos/a.mp4", "question": "Q?", "options": ["1", ""]}\n', "an option is empty"),
    ("m.jsonl", '{"video": "videos/a.mp4", "question": "Q?", "options": ["1", "2"], "answer": "C"}\n',
     "answer 'C' is neither a letter A-B"),
    ("m.jsonl", '{"video": "videos/a.mp4", "question": "Q?", "id": 1}\n{"video": "videos/a.mp4", '
                '"question": "Q?", "id": "1"}\n', ":2: id '1' is also on line/row 1"),
    ("m.jsonl", '{"video": "videos/a.mp4", "question": "Q?", "duration": "forever"}\n', "short/medium/long"),
    ("m.jsonl", '{"video": "videos/a.mp4", "question": "Q?", "fps": 0}\n', "fps must be positive"),
    ("m.jsonl", '{"video": "videos/a.mp4", "question": "Which \U00013000 is it?"}\n',
     "no font with glyphs for '\U00013000' (U+13000); pass --font"),
    ("m.csv", "path,text\nvideos/a.mp4,Q?\n", "header row with at least video and question"),
    ("m.csv", 'video,question,options\nvideos/a.mp4,Q?,"[1, 2"\n', "is not a JSON list"),
    ("m.csv", "video,question\nvideos/a.mp4,Q?,extra\n", "row 2 has more cells than the header"),
    ("m.jsonl", b"\xff\xfe{\x00", "not UTF-8 text"),
]


@pytest.mark.parametrize("name, text, message", BAD)
def test_bad_manifests_are_refused_in_one_line_before_any_work(manifest, tmp_path, capsys, monkeypatch,
                                                               name, text, message):
    from generators.cgdj import fonts

    monkeypatch.setattr(fonts, "system_fonts", lambda: ())  # the result must not depend on this machine
    path = tmp_path / name
    if isinstance(text, bytes):
        path.write_bytes(text)
    elif text is not None:
        _write(path, text)
    out = tmp_path / "out"
    assert main(["flatten-set", str(path), "--out", str(out)]) == 2
    err = capsys.readouterr().err
    assert message in err and len(err.strip().splitlines()) == 1, err
    assert not out.exists()


def test_bad_arguments_and_outputs(manifest, tmp_path, capsys):
    (tmp_path / "mine").mkdir()
    (tmp_path / "mine" / "notes.txt").write_text("mine")
    for args, message in ((["--out", str(tmp_path / "mine")], "not a flatten-set folder"),
                          (["--out", str(tmp_path / "mine"), "--overwrite"], "not a flatten-set folder"),
                          (["--out", str(manifest)], "is a file"),
                          (["--out", str(tmp_path / "o"), "--grid", "7by10"], "ROWSxCOLUMNS"),
                          (["--out", str(tmp_path / "o"), "--size", "big"], "WIDTHxHEIGHT"),
                          (["--out", str(tmp_path / "o"), "--font", str(tmp_path / "x.ttf")], "no such file"),
                          (["--out", str(tmp_path / "o"), "--native-frames", "-1"], "--native-frames")):
        assert main(["flatten-set", str(manifest), *args]) == 2
        err = capsys.readouterr().err
        assert message in err and len(err.strip().splitlines()) == 1, err
    assert (tmp_path / "mine" / "notes.txt").read_text() == "mine" and not (tmp_path / "o").exists()


def test_a_csv_manifest_in_video_mme_style_and_native_frames(manifest, tmp_path, capsys):
    from generators.predict.runner import questions_from_export

    csv_path = _write(tmp_path / "m.csv", 'question_id,video,question,options,answer,duration,task_type\n'
                                          '001-1,videos/b.mp4,Which bar is last?,A. left|B. right,B,short,'
                                          'Temporal\n')
    out = tmp_path / "o"
    assert main(["flatten-set", csv_path, "--out", str(out), "--native-frames", "8"]) == 0
    rec = json.loads((out / "data.jsonl").read_text())
    assert (rec["id"], rec["options"], rec["answer"], rec["duration"], rec["task_type"]) == (
        "001-1", ["left", "right"], "B", "short", "Temporal")
    q = list(questions_from_export(out / "native"))[0]
    assert len(q["images"]) == 8 and q["prompt"].count("<image>") == 8
    from .cgdj_frames import read_index

    shown = [read_index(decode(open(p, "rb").read()), (0, 0, 160, 96)) for p in q["images"]]
    assert shown == [(2 * k + 1) * 120 // 16 for k in range(8)]  # segment centres of 120 frames


@pytest.mark.parametrize("mask", [0o022, 0o077])
def test_outputs_follow_the_umask(manifest, tmp_path, mask):
    out = tmp_path / "flat"
    env = dict(os.environ, PYTHONHASHSEED="0")
    done = subprocess.run([sys.executable, "-m", "generators.cli", "flatten-set", str(manifest), "--out",
                           str(out), "--jobs", "1"], capture_output=True, text=True, env=env, timeout=300,
                          preexec_fn=lambda: os.umask(mask))
    assert done.returncode == 0, done.stderr
    inputs = {os.stat(p).st_ino for p in (manifest.parent / "videos").iterdir() if p.is_file()}
    linked = 0
    for dirpath, _, files in os.walk(out):
        assert os.stat(dirpath).st_mode & 0o777 == 0o777 & ~mask, dirpath
        for f in files:
            st = os.stat(os.path.join(dirpath, f))
            if st.st_ino in inputs:  # the native export's hard link to an input video is that file
                linked += 1
                continue
            assert st.st_mode & 0o777 == 0o666 & ~mask, f
    assert linked == 2  # a.mp4 and b.mp4
    single = tmp_path / "one.png"
    frames = str(manifest.parent / "videos" / "c")
    done = subprocess.run([sys.executable, "-m", "generators.cli", "flatten", frames, "--question", "Q?",
                           "--out", str(single)], capture_output=True, text=True, env=env, timeout=300,
                          preexec_fn=lambda: os.umask(mask))
    assert done.returncode == 0, done.stderr
    assert os.stat(single).st_mode & 0o777 == 0o666 & ~mask


KILLED_MID_WRITE = """
import os, signal, sys
from generators.io import png
encode, calls = png.encode, []
def dying(*a, **k):  # the second image: killed between making its temporary file and writing it
    calls.append(1)
    if len(calls) == 2:
        os.kill(os.getpid(), signal.SIGKILL)
    return encode(*a, **k)
png.encode = dying
from generators.cli import main
sys.exit(main(sys.argv[1:]))
"""


@pytest.mark.parametrize("jobs", ["1", "2"])
def test_a_run_killed_mid_write_leaves_no_temporary_file_after_the_rerun(manifest, tmp_path, jobs):
    """Issue 45, item 5: ``flatten-set`` killed with -9 and rerun left a 0-byte
    ``images/.tmp-*.png`` (2 of 6 trials): the kill came between ``atomic_open`` making the
    temporary file and renaming it, and nothing ever removed it. Here the kill lands exactly
    there (in the command's process with ``--jobs 1``, in a worker with ``--jobs 2``); the
    rerun finishes the set and leaves no temporary file anywhere in the folder."""
    out = tmp_path / "flat"
    argv = ["flatten-set", str(manifest), "--out", str(out), "--jobs", jobs]
    r = subprocess.run([sys.executable, "-c", KILLED_MID_WRITE, *argv], capture_output=True, text=True,
                       timeout=600)
    assert r.returncode in (-9, 3), r.stderr  # the command killed, or told that its worker died
    left = [p for p in out.rglob("*") if ".tmp" in p.name]
    # what the kill leaves: the killed write's empty temporary file; with --jobs 2 the other
    # worker, stopped when the command learns its sibling died, may leave a half-written one
    assert any(p.stat().st_size == 0 for p in left)
    r = subprocess.run([sys.executable, "-m", "generators.cli", *argv], capture_output=True, text=True,
                       timeout=600)
    assert r.returncode == 0, r.stderr
    assert [p for p in out.rglob("*") if ".tmp" in p.name] == []
    assert len((out / "data.jsonl").read_text(encoding="utf-8").splitlines()) == 3
    assert len(list((out / "images").iterdir())) == 3


KILLED_WHILE_ENCODING = """
import os, signal, sys
import numpy as np
from generators.cgdj.video_io import write_video
def frames():  # 60 frames of noise go to the encoder, then the writer is killed
    rng = np.random.default_rng(0)
    for i in range(61):
        if i == 60:
            os.kill(os.getpid(), signal.SIGKILL)
        yield rng.integers(0, 256, (480, 640, 3), dtype=np.uint8)
write_video(sys.argv[1], frames())
"""


def _processes_naming(text: str) -> list[int]:
    found = []
    for pid in filter(str.isdigit, os.listdir("/proc")):
        try:
            with open(f"/proc/{pid}/cmdline", "rb") as fh:
                if text.encode() in fh.read():
                    found.append(int(pid))
        except OSError:
            pass
    return found


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="PR_SET_PDEATHSIG is Linux's")
def test_the_encoder_dies_with_a_killed_writer(tmp_path):
    """The flaky rerun of the test above: a worker killed while ``ffmpeg`` was encoding its
    video left the encoder running; it got end-of-input, finished the temporary MP4 after
    the rerun had cleaned the folder, and the rerun ended with a ``.tmp-*.mp4`` in it. The
    encoder now gets SIGKILL with its writer, so it never completes the file (no ``moov``
    box, the MP4's index, which ffmpeg writes last)."""
    import time

    video = tmp_path / "clip.mp4"
    r = subprocess.run([sys.executable, "-c", KILLED_WHILE_ENCODING, str(video)], capture_output=True,
                       text=True, timeout=300)
    assert r.returncode == -9, r.stderr
    deadline = time.monotonic() + 60
    while _processes_naming(str(tmp_path)) and time.monotonic() < deadline:
        time.sleep(0.05)
    assert _processes_naming(str(tmp_path)) == []
    assert not video.exists()
    left = [p for p in tmp_path.iterdir() if p.name.startswith(".tmp-")]
    assert all(b"moov" not in p.read_bytes() for p in left), [p.stat().st_size for p in left]


def test_one_run_at_a_time_and_a_lock_alone_is_an_empty_folder(manifest, tmp_path, capsys):
    """The rerun removes every temporary file it finds, which is safe only while no other
    flatten-set writes there: a second run is refused while the first holds the folder's lock;
    a folder holding only the lock file (a run killed at once) is taken as empty."""
    from generators.io.lock import hold

    out = tmp_path / "flat"
    out.mkdir()
    with hold(str(out / ".spatial-iq.lock"), "test"):
        assert main(["flatten-set", str(manifest), "--out", str(out), "--jobs", "1"]) == 2
        assert "in use by another spatial-iq process" in capsys.readouterr().err
    assert os.listdir(out) == [".spatial-iq.lock"]
    assert main(["flatten-set", str(manifest), "--out", str(out), "--jobs", "1"]) == 0
