"""The CGDJ commands with links, folders, FIFOs and device nodes planted in place of the
files they read and write (a shared or downloaded folder, a careless or hostile user),
drawn by hypothesis: 0 tracebacks and 0 hangs (a watchdog alarm), 0 writes outside the
outputs, 0 changes to the planted entries or to the files they point to, and nothing
the tool did not write changed."""

import json
import os
import shutil
import signal
import tempfile

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from PIL import Image

from generators import assets
from generators.cli import main

from .cgdj_frames import index_frame
from .planting import make_victims, plant, snapshot, under

pytestmark = pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs FIFOs and symbolic links")

PLANTS = ["link to a file", "link to a folder", "dangling link", "user's folder", "fifo", "device"]


def _template(root):
    """in/ (the user's inputs), out/ (outputs of earlier runs, resumed), victims/ (what links
    point to)."""
    inp, out = (os.path.join(root, d) for d in ("in", "out"))
    for d in (inp, out, os.path.join(inp, "frames")):
        os.makedirs(d)
    make_victims(root)
    for i in range(8):
        Image.fromarray(index_frame(i)).save(os.path.join(inp, "frames", f"f{i}.png"))
    Image.fromarray(index_frame(3)).save(os.path.join(inp, "out.png"))
    shutil.copyfile(assets.path("fonts", "DejaVuSans.ttf"), os.path.join(inp, "font.ttf"))
    with open(os.path.join(inp, "m.jsonl"), "w") as fh:
        fh.write(json.dumps({"video": "frames", "question": "How many?", "options": ["8", "9"], "answer": "A",
                             "id": "c", "fps": 4}) + "\n")
    items = [{"id": "a", "kind": "perception", "question": "How many?", "options": [1, 2], "answer": "B",
              "category": "collapse", "duration_s": 3.0},
             {"id": "p", "kind": "prediction", "description": "cubes fall", "golden": "out.png",
              "category": "natural_science", "duration_s": 3.0}]
    with open(os.path.join(inp, "items.jsonl"), "w") as fh:
        fh.write("".join(json.dumps(i) + "\n" for i in items))
    with open(os.path.join(inp, "preds.jsonl"), "w") as fh:
        preds = (("a", "frames"), ("p", "out.png"))
        fh.write("".join(json.dumps({"id": k, "output": v}) + "\n" for k, v in preds))
    with open(os.path.join(inp, "human.csv"), "w") as fh:
        fh.write("id,verdict\na,1\np,0\n")
    for name, args in _commands(root).items():  # earlier runs, so reruns resume in their folders
        if name not in ("judge-agreement", "judge-new"):
            assert main(args[0]) == 0, name
    shutil.copyfile(os.path.join(out, "judged.jsonl"), os.path.join(inp, "judged.jsonl"))
    return root


def _commands(root):
    """command -> (argv, slots: paths it reads or writes, outputs: where it may write)."""
    i, o = os.path.join(root, "in"), os.path.join(root, "out")
    j = os.path.join
    small = ["--grid", "2x3", "--size", "320x240"]
    judge = ["--judge", "tests.cgdj_fake_judge:judge", "--frames", "2"]
    frame = j(o, "j2_frames", "a", "output")
    return {
        "flatten": (["flatten", j(i, "frames"), "--question", "How many?", "--option", "1", "--option", "2",
                     "--font", j(i, "font.ttf"), "--out", j(o, "flat.png"), *small],
                    [j(i, "frames"), j(i, "frames", "f3.png"), j(i, "font.ttf"), j(o, "flat.png")],
                    [j(o, "flat.png")]),
        "keyframes": (["keyframes", j(i, "frames"), "--cut-frame", "4", "--n", "3", "--native", "--out",
                       j(o, "k.png"), "--golden", j(o, "g")],
                      [j(i, "frames"), j(i, "frames", "f2.png"), j(o, "k.png"), j(o, "g"),
                       j(o, "g", "frame_000000.png")],
                      [j(o, "k.png"), j(o, "g")]),
        "flatten-set": (["flatten-set", j(i, "m.jsonl"), "--out", j(o, "set"), "--jobs", "1", *small,
                         "--native-frames", "2"],
                        [j(i, "m.jsonl"), j(i, "frames"), j(i, "frames", "f5.png"), j(o, "set"),
                         j(o, "set", "flatten-set.json"), j(o, "set", "journal.jsonl"),
                         j(o, "set", "data.jsonl"),
                         j(o, "set", "images"), j(o, "set", "images", "c.png"), j(o, "set", "native"),
                         j(o, "set", "native", "data.jsonl"), j(o, "set", "native", "frames")],
                        [j(o, "set")]),
        "judge": (["judge", j(i, "items.jsonl"), j(i, "preds.jsonl"), *judge, "--out", j(o, "judged.jsonl")],
                  [j(i, "items.jsonl"), j(i, "preds.jsonl"), j(i, "out.png"), j(o, "judged.jsonl"),
                   j(o, "judged_frames"), j(o, "judged_frames", "a")],
                  [j(o, "judged.jsonl"), j(o, "judged_frames")]),
        "judge-new": (["judge", j(i, "items.jsonl"), j(i, "preds.jsonl"), *judge, "--out", j(o, "j2.jsonl")],
                      [j(i, "out.png"), j(o, "j2.jsonl"), j(o, "j2_frames"), j(o, "j2_frames", "a"), frame,
                       j(frame, "frame_000002.png")],
                      [j(o, "j2.jsonl"), j(o, "j2_frames")]),
        "judge-aggregate": (["judge-aggregate", j(o, "judged.jsonl"), "--by", "category", "--out-dir",
                             j(o, "t")],
                            [j(o, "judged.jsonl"), j(o, "t"), j(o, "t", "verdicts_by_category.csv")],
                            [j(o, "t")]),
        "judge-agreement": (["judge-agreement", j(i, "judged.jsonl"), j(i, "human.csv"), "--key", "verdict"],
                            [j(i, "judged.jsonl"), j(i, "human.csv")], []),
    }


@pytest.fixture(scope="module")
def template(tmp_path_factory):
    return _template(str(tmp_path_factory.mktemp("planted")))


class Hung(Exception):
    pass


def _alarm(signum, frame):
    raise Hung()


@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(data=st.data())
def test_planted_entries_are_never_followed_changed_or_waited_on(template, data, capsys):
    command = data.draw(st.sampled_from(sorted(_commands(template))))
    with tempfile.TemporaryDirectory() as tmp:
        root = os.path.join(tmp, "ws")
        shutil.copytree(template, root, symlinks=True)
        argv, slots, outputs = _commands(root)[command]
        slot = data.draw(st.sampled_from(slots))
        kind = data.draw(st.sampled_from(PLANTS))
        overwrite = data.draw(st.booleans()) and command in ("flatten", "keyframes", "flatten-set")
        plant(slot, kind, os.path.join(root, "victims"))
        before = snapshot(root)
        old = signal.signal(signal.SIGALRM, _alarm)
        signal.alarm(30)
        try:
            rc = main(argv + (["--overwrite"] if overwrite else []))
        except Hung:
            pytest.fail(f"{command} hung on a {kind} at {os.path.relpath(slot, root)}")
        finally:
            signal.alarm(0)
            signal.signal(signal.SIGALRM, old)
        err = capsys.readouterr().err
        where = f"{command} with a {kind} at {os.path.relpath(slot, root)}: rc {rc}, {err.strip()[:300]}"
        assert rc in (0, 1, 2, 3) and "Traceback" not in err, where
        after = snapshot(root)
        outs = [os.path.relpath(o, root) for o in outputs]
        planted = os.path.relpath(slot, root)
        for rel, entry in before.items():  # nothing the tool did not write changed ...
            mine = under(rel, outs) and not under(rel, [planted])
            if not mine:
                assert after.get(rel) == entry, f"{where}: {rel} changed"
        for rel in set(after) - set(before):  # ... and nothing written outside the outputs
            assert under(rel, outs), f"{where}: wrote {rel}"
