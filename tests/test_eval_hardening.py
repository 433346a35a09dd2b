"""eval against hostile predictions files and arguments (issue 14, items 6, 8, 12, 13):
answers of more digits than Python converts, JSON nested past the parser's recursion limit,
a FIFO or a path outside the predictions folder as an edited picture, negative
--permutations, --out in a missing folder or over a user's ``OUT.partial`` folder. Junk is
a problem listed in problems.csv, never fatal; arguments are one line, exit 2, nothing
written; report.json is strict JSON (no NaN)."""

import csv
import json
import os
import subprocess
import sys

import pytest

from generators.cli import main
from generators.io.dataset import open_dataset


def one_line_error(capsys):
    err = capsys.readouterr().err
    lines = err.strip().splitlines()
    assert len(lines) == 1 and "Traceback" not in err, err
    return lines[0]


def strict_json(path):
    def no_constant(name):
        raise AssertionError(f"{path}: {name} is not JSON")

    return json.loads(open(path).read(), parse_constant=no_constant)


def tree(path):
    return sorted(os.path.relpath(os.path.join(r, f), path) for r, _, fs in os.walk(path) for f in fs)


@pytest.fixture(scope="module")
def questions(four_scenes):
    return list(open_dataset(str(four_scenes)).questions())


def count_question(questions):
    """A free-text question whose answer is a count (digits)."""
    return next(q for q in questions if q["modality"] == "text" and str(q["answer"]).isdigit())


def test_huge_numbers_and_deep_json_are_problems_never_fatal(tmp_path, four_scenes, questions, capsys):
    q = count_question(questions)
    others = [x for x in questions if x["modality"] == "text" and x["id"] != q["id"]][:2]
    path = tmp_path / "p.jsonl"
    with open(path, "w") as fh:
        fh.write(json.dumps({"id": q["id"], "response": "<answer>" + "7" * 5000 + "</answer>"}) + "\n")
        fh.write('{"id": "x", "response": ' + "[" * 100000 + "]" * 100000 + "}\n")
        fh.write("[" * 50000 + "\n")
        for o in others:
            fh.write(json.dumps({"id": o["id"], "response": f"<answer>{o['answer']}</answer>"}) + "\n")
    out = tmp_path / "r"
    assert main(["eval", str(four_scenes), str(path), "--out", str(out), "--permutations", "5"]) == 0
    capsys.readouterr()
    report = strict_json(out / "report.json")  # few answers: many metrics do not exist (NaN before)
    assert "null" in (out / "report.json").read_text()
    r = report["responders"]["p"]
    assert r["bad_lines"] == 2 and r["status"]["unparseable"] == 1 and r["status"]["ok"] == len(others)
    problems = list(csv.DictReader(open(out / "problems.csv")))
    text = " ".join(p["problem"] for p in problems)
    assert "line 2" in " ".join(f"line {p['line']}" for p in problems)
    assert "nested too deeply" in text and f"unparseable answer to {q['id']}" in text
    assert tree(tmp_path) == sorted(["p.jsonl"] + [f"r/{n}" for n in tree(out)])


def test_the_count_limit_is_in_digits_not_value():
    from generators.evaluation.parsing import MAX_COUNT_DIGITS, parse_count

    assert parse_count("<answer>" + "0" * 6000 + "12</answer>") == 12  # leading zeros are no digits
    assert parse_count("9" * MAX_COUNT_DIGITS) == int("9" * MAX_COUNT_DIGITS)
    assert parse_count("9" * (MAX_COUNT_DIGITS + 1)) is None
    assert parse_count("7" * 5000) is None


@pytest.mark.parametrize("flags, needle", [
    (["--permutations", "-1"], "--permutations -1: must be 0 or more"),
    (["--seed", "-3"], "--seed -3: must be 0 or more"),
])
def test_negative_numbers_are_one_line(tmp_path, four_scenes, questions, capsys, flags, needle):
    path = tmp_path / "p.jsonl"
    q = questions[0]
    path.write_text(json.dumps({"id": q["id"], "response": "A"}) + "\n")
    before = tree(tmp_path)
    assert main(["eval", str(four_scenes), str(path), "--out", str(tmp_path / "r"), *flags]) == 2
    assert needle in one_line_error(capsys)
    assert tree(tmp_path) == before


def test_out_in_a_missing_folder_and_a_users_partial_folder(tmp_path, four_scenes, questions, capsys):
    path = tmp_path / "p.jsonl"
    q = questions[0]
    path.write_text(json.dumps({"id": q["id"], "response": "A"}) + "\n")
    assert main(["eval", str(four_scenes), str(path), "--out", str(tmp_path / "no" / "r")]) == 2
    assert f"folder {tmp_path / 'no'} does not exist" in one_line_error(capsys)
    assert not (tmp_path / "no").exists()

    mine = tmp_path / "r.partial"
    mine.mkdir()
    (mine / "notes.txt").write_text("the user's")
    argv = ["eval", str(four_scenes), str(path), "--out", str(tmp_path / "r"), "--permutations", "0"]
    assert main(argv) == 2
    assert "holds files spatial-iq did not write (notes.txt)" in one_line_error(capsys)
    assert tree(mine) == ["notes.txt"] and not (tmp_path / "r").exists()


def test_a_fifo_or_a_path_outside_is_never_opened(tmp_path, four_scenes, questions):
    """Item 6: an image-edit answer naming a FIFO hung eval forever (open waits for a
    writer); a path out of the predictions folder was read."""
    edits = [q for q in questions if q["modality"] == "image_edit"][:3]
    folder = tmp_path / "preds"
    folder.mkdir()
    os.mkfifo(folder / "pipe.png")
    (tmp_path / "outside.png").write_bytes(b"not read")
    path = folder / "p.jsonl"
    with open(path, "w") as fh:
        fh.write(json.dumps({"id": edits[0]["id"], "image": "pipe.png"}) + "\n")
        fh.write(json.dumps({"id": edits[1]["id"], "image": "../outside.png"}) + "\n")
        fh.write(json.dumps({"id": edits[2]["id"], "image": str(tmp_path / "outside.png")}) + "\n")
    out = tmp_path / "r"
    r = subprocess.run([sys.executable, "-m", "generators.cli", "eval", str(four_scenes), str(path), "--out",
                        str(out), "--permutations", "0"], capture_output=True, text=True, timeout=240)
    assert r.returncode == 0, r.stderr
    report = strict_json(out / "report.json")["responders"]["p"]
    assert report["bad_lines"] == 2 and report["status"]["unparseable"] == 1
    text = " ".join(p["problem"] for p in csv.DictReader(open(out / "problems.csv")))
    assert text.count("leads outside") == 2
