"""The release's Table 1, reproduced from its own per-view files (SPEC section 7)."""

import csv
import math
import shutil
from pathlib import Path

import pytest

from generators.evaluation.release_table import COLUMNS, release_table
from tests.conftest import run_cli

DATA = Path(__file__).parent / "data" / "spatial-iq-release"


def expected():
    with open(DATA / "table_01_text_summary.csv") as fh:
        return {r["model"]: r for r in csv.DictReader(fh)}


def test_table_1_rows_match_to_1e_9():
    rows = release_table(str(DATA))
    want = expected()
    assert sorted(r["model"] for r in rows) == sorted(want)
    for row in rows:
        ref = want[row["model"]]
        assert row["display_name"] == ref["display_name"]
        for col in COLUMNS[2:]:
            assert abs(row[col] - float(ref[col])) < 1e-9, (row["model"], col)


def test_cli_writes_the_table_with_the_release_columns(tmp_path):
    out = tmp_path / "table.csv"
    r = run_cli("eval", "release-table", str(DATA), "--out", str(out))
    assert r.returncode == 0, r.stderr
    with open(out) as fh:
        reader = csv.DictReader(fh)
        assert tuple(reader.fieldnames) == COLUMNS
        got = {row["model"]: row for row in reader}
    for model, ref in expected().items():
        for col in COLUMNS[2:]:
            assert math.isclose(float(got[model][col]), float(ref[col]), abs_tol=1e-12)


def test_a_changed_cell_changes_the_row(tmp_path):
    """Not a lookup of the published numbers: flip one view's T1 result and the
    object count moves by exactly 1/3000."""
    shutil.copy(DATA / "eval_raw_claude_text.csv", tmp_path)
    path = tmp_path / "eval_raw_claude_text.csv"
    with open(path) as fh:
        rows = list(csv.DictReader(fh))
    fields = list(rows[0])
    flipped = next(r for r in rows if r["main"] == "0")
    flipped["main"] = "1"
    with open(path, "w", newline="") as fh:
        w = csv.DictWriter(fh, fieldnames=fields)
        w.writeheader()
        w.writerows(rows)
    row = release_table(str(tmp_path))[0]
    assert row["object_count"] == pytest.approx(float(expected()["claude"]["object_count"]) + 1 / 3000,
                                                abs=1e-12)


def test_folder_without_files_is_a_clear_error(tmp_path):
    r = run_cli("eval", "release-table", str(tmp_path))
    assert r.returncode == 2 and "no eval_raw_<model>_text.csv files" in r.stderr
