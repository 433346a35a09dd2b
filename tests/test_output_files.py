"""Single-file outputs and odd inputs of the reading commands (issue 27): an output path
that exists and was not written by the tool is refused (a thesis, a device node, a link), an
input is never an output; JSON nested 100,000 deep in a manifest or a run state is one line
in every command; ``eval`` reads what ``predict`` wrote for a lone surrogate; ``audit
--fail-above nan`` and ``export-usd`` on a full disk answer as docs/errors.md says."""

import hashlib
import json
import os
import stat
import subprocess

import pytest

from generators.cli import main
from tests.conftest import copy_of
from tests.planting import notice

DEEP = "[" * 100000 + "]" * 100000


def one_line(capsys):
    err = capsys.readouterr().err
    lines = [line for line in err.strip().splitlines() if not notice(line)]
    assert len(lines) == 1 and "Traceback" not in err, err
    return lines[0]


def digest(path):
    return hashlib.sha256(open(path, "rb").read()).hexdigest()


# ---- show --out ----------------------------------------------------------------------------------

def test_show_never_replaces_a_users_file(tmp_path, four_scenes, capsys):
    thesis = tmp_path / "thesis.tex"
    thesis.write_text("years of work")
    assert main(["show", str(four_scenes), "--out", str(thesis)]) == 2
    assert "already exists and was not written by this command" in one_line(capsys)
    assert thesis.read_text() == "years of work"
    png = tmp_path / "photo.png"  # a PNG, but not a contact sheet
    from PIL import Image

    Image.new("RGB", (4, 4)).save(png)
    before = digest(png)
    assert main(["show", str(four_scenes), "--out", str(png)]) == 2
    assert digest(png) == before


def test_show_replaces_its_own_contact_sheet(tmp_path, four_scenes, capsys):
    sheet = tmp_path / "sheet.png"
    assert main(["show", str(four_scenes), "--out", str(sheet), "--views", "2"]) == 0
    first = digest(sheet)
    assert main(["show", str(four_scenes), "--out", str(sheet), "--views", "3"]) == 0
    assert digest(sheet) != first


def test_show_never_replaces_a_device_or_writes_through_a_link(tmp_path, four_scenes, capsys):
    null = tmp_path / "null"  # a copy of /dev/null's node: the real one is never put at risk
    os.mknod(null, stat.S_IFCHR | 0o666, os.makedev(1, 3))
    assert main(["show", str(four_scenes), "--out", str(null)]) == 2
    assert "is a device" in one_line(capsys)
    assert stat.S_ISCHR(os.lstat(null).st_mode)
    victim = tmp_path / "victim.txt"
    victim.write_text("the user's")
    os.symlink(victim, tmp_path / "link.png")
    assert main(["show", str(four_scenes), "--out", str(tmp_path / "link.png")]) == 2
    assert "is a symbolic link" in one_line(capsys)
    assert victim.read_text() == "the user's" and os.path.islink(tmp_path / "link.png")


# ---- eval release-table --out -------------------------------------------------------------------

@pytest.fixture
def raw_csvs(tmp_path):
    """Two of the release's raw files (tests/data/spatial-iq-release/raw), unpacked."""
    import gzip
    from pathlib import Path

    raw = Path(__file__).parent / "data" / "spatial-iq-release" / "raw"
    folder = tmp_path / "raw"
    folder.mkdir()
    for name in ("eval_raw_claude_text.csv", "eval_raw_gpt_text.csv"):
        (folder / name).write_bytes(gzip.decompress((raw / f"{name}.gz").read_bytes()))
    return folder


def test_release_table_never_replaces_a_users_csv_or_an_input(tmp_path, raw_csvs, capsys):
    mine = tmp_path / "table.csv"
    mine.write_text("my,own\n1,2\n")
    assert main(["eval", "release-table", str(raw_csvs), "--out", str(mine)]) == 2
    assert "already exists and was not written by this command" in one_line(capsys)
    assert mine.read_text() == "my,own\n1,2\n"
    ours = tmp_path / "ours.csv"
    assert main(["eval", "release-table", str(raw_csvs), "--out", str(ours)]) == 0
    assert main(["eval", "release-table", str(raw_csvs), "--out", str(ours)]) == 0  # its own: replaced
    capsys.readouterr()
    first = sorted(p for p in os.listdir(raw_csvs) if p.endswith("_text.csv"))[0]
    before = digest(raw_csvs / first)
    assert main(["eval", "release-table", str(raw_csvs), "--out", str(raw_csvs / first)]) == 2
    assert "is an input of this command" in one_line(capsys)
    assert digest(raw_csvs / first) == before


def test_release_tables_never_removes_a_users_partial_folder(tmp_path, raw_csvs, capsys):
    mine = tmp_path / "tables.partial"
    mine.mkdir()
    (mine / "notes.txt").write_text("the user's")
    assert main(["eval", "release-tables", str(raw_csvs), "--out", str(tmp_path / "tables")]) == 2
    assert "holds files spatial-iq did not write (notes.txt)" in one_line(capsys)
    assert (mine / "notes.txt").read_text() == "the user's"


# ---- JSON nested 100,000 deep --------------------------------------------------------------------

READERS = {
    "verify": lambda ds, out: ["verify", ds],
    "show": lambda ds, out: ["show", ds, "--out", out + ".png"],
    "gallery": lambda ds, out: ["gallery", ds, "--out", out],
    "respond": lambda ds, out: ["respond", ds, "random", "--out", out + ".jsonl"],
    "audit": lambda ds, out: ["audit", ds, "--out", out + ".json", "--no-card"],
    "eval": lambda ds, out: ["eval", ds, out + ".jsonl", "--out", out],
    "export": lambda ds, out: ["export", "jsonl", ds, "--out", out],
}


@pytest.mark.parametrize("command", sorted(READERS))
def test_a_deeply_nested_manifest_is_one_line(tmp_path, four_scenes, capsys, command):
    ds = copy_of(four_scenes, tmp_path)
    (ds / "manifest.json").write_text('{"config": ' + DEEP + "}")
    out = str(tmp_path / "out")
    if command == "eval":
        (tmp_path / "out.jsonl").write_text('{"id": "x", "response": "1"}\n')
    code = main(READERS[command](str(ds), out))
    assert code in (1, 2)
    text = capsys.readouterr()
    assert "Traceback" not in text.err and "nested" in text.err + text.out
    assert not os.path.exists(out) and not os.path.exists(out + ".png")


@pytest.mark.parametrize("name", ["run.json", "manifest.json", ".parts/shard-00000.json", ".spatial-iq.json"])
def test_a_deeply_nested_run_state_is_one_line(tmp_path, four_scenes, capsys, name):
    ds = copy_of(four_scenes, tmp_path)
    (ds / name).write_text('{"config": ' + DEEP + "}")
    code = main(["generate", f"out={ds}", "n_scenes=4", "max_attempts=30", "workers=1", "camera.width=64",
                 "camera.height=64", "output.scenes_per_shard=2"])
    text = capsys.readouterr()
    assert "Traceback" not in text.err
    if name == "run.json":
        assert code == 2 and "run.json is damaged" in text.err and "nested" in text.err
    elif name == ".spatial-iq.json":  # a marker that does not read marks nothing; run.json adopts the folder
        assert code == 0
    else:  # the manifest and parts are written again from what the shards hold
        assert code == 0 and main(["verify", str(ds)]) == 0


# ---- eval reads what predict wrote ---------------------------------------------------------------

def test_eval_reads_a_lone_surrogate_written_by_predict(tmp_path, four_scenes, capsys):
    from generators.io.dataset import open_dataset
    from generators.predict.runner import record_line

    questions = [q for q in open_dataset(str(four_scenes)).questions() if q["modality"] == "text"][:6]
    preds = tmp_path / "p.jsonl"
    with open(preds, "w", encoding="utf-8") as fh:
        for q in questions[:5]:
            fh.write(record_line({"id": q["id"], "response": f"\ud800 the answer is {q['answer']}"}))
        fh.write(record_line({"id": questions[5]["id"], "response": "\ud800 no idea"}))  # listed in problems
    argv = ["eval", str(four_scenes), str(preds), "--out", str(tmp_path / "r"), "--permutations", "0"]
    assert main(argv) == 0
    report = json.loads((tmp_path / "r" / "report.json").read_text())
    assert report["responders"]["p"]["status"].get("ok") == 5
    assert report["responders"]["p"]["status"].get("unparseable") == 1


def test_eval_never_opens_a_fifo_as_predictions(tmp_path, four_scenes, capsys):
    os.mkfifo(tmp_path / "p.jsonl")
    assert main(["eval", str(four_scenes), str(tmp_path / "p.jsonl"), "--out", str(tmp_path / "r")]) == 2
    assert "not a regular file" in one_line(capsys)


# ---- audit and export-usd -------------------------------------------------------------------------

@pytest.mark.parametrize("value", ["nan", "inf", "-inf"])
def test_audit_fail_above_must_be_finite(four_scenes, capsys, value):
    """``nan`` compared False with every baseline: it printed FAIL and exited 0."""
    with pytest.raises(SystemExit) as exit_:  # argparse's refusal, in one line
        main(["audit", str(four_scenes), f"--fail-above={value}", "--no-card"])
    assert exit_.value.code == 2
    assert "--fail-above" in one_line(capsys)


@pytest.mark.parametrize("plant", ["card link", "README.md FIFO"])
def test_audit_never_writes_through_a_planted_card_or_reads_a_fifo(tmp_path, four_scenes, capsys, plant):
    """``card`` a link to another folder: the report went into that folder; ``README.md`` a
    FIFO: the card update blocked for ever. Both refused before the audit runs."""
    pytest.importorskip("sklearn")
    ds = copy_of(four_scenes, tmp_path)
    elsewhere = tmp_path / "elsewhere"
    if plant == "card link":
        os.rename(ds / "card", elsewhere)
        os.symlink(elsewhere, ds / "card")
    else:
        os.remove(ds / "README.md")
        os.mkfifo(ds / "README.md")
        elsewhere.mkdir()
    before = sorted(os.listdir(elsewhere))
    assert main(["audit", str(ds)]) == 2
    line = one_line(capsys)
    assert ("card is a symbolic link" if plant == "card link" else "README.md is a FIFO") in line
    assert sorted(os.listdir(elsewhere)) == before


def test_export_usd_on_a_full_disk_is_exit_3(tmp_path, four_scenes, capsys, monkeypatch):
    """USD reports a full disk as its own RuntimeError (Tf.ErrorException); the words are USD's."""
    pytest.importorskip("pxr")
    import generators.usd.export as usd_export

    def full(*args, **kw):
        raise RuntimeError("Error in 'pxrInternal_v0_26_11__pxrReserved__::ArFilesystemWritableAsset::Write' "
                           "at line 78 : 'Error occurred writing file: No space left on device'")

    monkeypatch.setattr(usd_export, "write_usda", full)
    assert main(["export-usd", str(four_scenes), "--out", str(tmp_path / "usd")]) == 3
    assert "disk full while writing to" in one_line(capsys)
    assert os.listdir(tmp_path) == ["ds"] or not os.path.exists(tmp_path / "usd")


def test_export_usd_on_a_real_full_file_system_is_exit_3(tmp_path, four_scenes, capsys):
    """The same on a 64 kB tmpfs (needs the right to mount, as root in CI)."""
    pytest.importorskip("pxr")
    small = tmp_path / "small"
    small.mkdir()
    if subprocess.run(["mount", "-t", "tmpfs", "-o", "size=64k", "tmpfs", str(small)],
                      capture_output=True).returncode != 0:
        pytest.skip("cannot mount a tmpfs here")
    try:
        with open(small / "fill", "wb") as fh:
            fh.write(b"\0" * 60_000)
        assert main(["export-usd", str(four_scenes), "--out", str(small / "usd")]) == 3
        assert "disk full while writing to" in one_line(capsys)
        assert os.listdir(small) == ["fill"]
    finally:
        subprocess.run(["umount", str(small)], check=False)
