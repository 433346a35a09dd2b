"""The release's published tables, reproduced from its own raw files by
``spatial-iq eval release-tables`` (docs/evaluation.md, "The release's tables").

The expected values are the release's files themselves (tests/data/spatial-iq-release,
gzip copies): every column, every row in its order, every string identical and every
number equal to 1e-11 (relative). The two bootstrap-interval columns of the within-scene
lift table depend on Python's hash seed in the release's own run; they are checked
against that run-to-run spread instead.
"""

import csv
import gzip
import io
import math
import os
import shutil
from pathlib import Path

import numpy as np
import pandas as pd
import pytest

from generators.evaluation import dependency, release_data, release_report
from generators.evaluation.cli import eval_command
from tests.conftest import run_cli

DATA = Path(__file__).parent / "data" / "spatial-iq-release"
SHARED = Path(os.environ.get("SPATIAL_IQ_RELEASE", Path(__file__).parents[2] / "shared" / "reference"
                             / "spatial-iq-release"))
REL = 1e-11
BOOTSTRAP_COLUMNS = {"ws_ci_low", "ws_ci_high"}


def unpack(folder: Path) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    for gz in sorted((DATA / "raw").glob("*.csv.gz")):
        (folder / gz.name[:-3]).write_bytes(gzip.decompress(gz.read_bytes()))
    return folder


def release_table(name: str) -> str:
    return gzip.decompress((DATA / "tables" / f"{name}.gz").read_bytes()).decode()


def cells(text: str) -> tuple[list[str], list[list[str]]]:
    rows = list(csv.reader(io.StringIO(text)))
    return rows[0], rows[1:]


def same_cell(a: str, b: str) -> bool:
    if a == b:
        return True
    try:
        x, y = float(a), float(b)
    except ValueError:
        return False
    return math.isclose(x, y, rel_tol=REL, abs_tol=0.0) or (x == 0.0 and abs(y) < 1e-300)


def compare(name: str, got_text: str, want_text: str, groups: dict | None = None) -> int:
    """Asserts equality; returns how many cells are byte-identical."""
    header, got = cells(got_text)
    want_header, want = cells(want_text)
    assert header == want_header, name
    if groups is not None:  # the release's rows of the models the test carries
        group = release_report.TABLES[name][0]
        models = {"aggregate"} | {m for m, _ in groups.get(group, [])}
        keys = [i for i, c in enumerate(header) if c in ("model", "model_a", "model_b")]
        want = [r for r in want if all(r[i] in models for i in keys)]
    assert len(got) == len(want), (name, len(got), len(want))
    identical = 0
    for n, (g, w) in enumerate(zip(got, want)):
        for col, a, b in zip(header, g, w):
            if col in BOOTSTRAP_COLUMNS:
                continue
            assert same_cell(a, b), (name, n, col, a, b)
            identical += a == b
    return identical


@pytest.fixture(scope="module")
def release_run(tmp_path_factory):
    raw = unpack(tmp_path_factory.mktemp("raw"))
    out = tmp_path_factory.mktemp("tables") / "tables"
    assert eval_command(["release-tables", str(raw), "--out", str(out)]) == 0  # in process: no time limit
    return raw, out


def test_every_release_table_matches_the_published_rows(release_run):
    raw, out = release_run
    names = sorted(p.name for p in out.iterdir())
    assert names == sorted(release_report.TABLES) and len(names) == 34
    groups = release_data.discover(str(raw))
    identical = 0
    for name in names:
        identical += compare(name, (out / name).read_text(), release_table(name), groups)
    assert identical > 0


def test_bootstrap_interval_is_within_the_release_run_to_run_spread(release_run):
    """The release drew its view-cluster bootstrap over the varying views in hash order;
    other orders (other hash seeds) move the interval. Ours (sorted order) and the
    release's published one must both be draws from that spread: their difference within
    5 standard deviations of the spread, measured here over 8 random orders."""
    raw, out = release_run
    ours = pd.read_csv(out / "tableF_within_scene_lift_text.csv")
    theirs = pd.read_csv(io.StringIO(release_table("tableF_within_scene_lift_text.csv")))
    data = release_data.load(str(raw))["text"]
    combined = dependency.pool(data)
    rng = np.random.default_rng(3)
    for (_, mine), (_, pub) in zip(ours.iterrows(), theirs.iterrows()):
        assert mine["relation"] == pub["relation"]
        if mine["kind"] == "unary":
            p, c = mine["parent_1"], mine["target"]
            sub = combined[["view", "_model", p, c]].dropna()
            views = dependency.varying_views(sub, p)
        else:
            p1, p2, c = mine["parent_1"], mine["parent_2"], mine["target"]
            sub = combined[["view", "_model", p1, p2, c]].dropna()
            sub = sub.assign(_joint=((sub[p1] == 1) & (sub[p2] == 1)).astype(float))
            views, p = dependency.varying_views(sub, p1, p2), "_joint"
        draws = np.array([dependency.view_bootstrap(sub, p, c, list(rng.permutation(views)), 1000, 42)
                          for _ in range(8)])
        spread = draws.std(axis=0, ddof=1)
        assert (spread > 0).all()
        for k, col in enumerate(("ws_ci_low", "ws_ci_high")):
            assert abs(mine[col] - pub[col]) <= 5 * spread[k], (mine["relation"], col, mine[col], pub[col],
                                                                 spread[k])


@pytest.mark.slow
@pytest.mark.skipif(not (SHARED / "raw").is_dir(), reason="the full release set is not on this machine")
def test_full_release_set_every_table(tmp_path):
    """All 37 raw files of the release (set SPATIAL_IQ_RELEASE to a folder holding its raw/
    and tables/): all 34 tables, every row."""
    out = tmp_path / "tables"
    assert eval_command(["release-tables", str(SHARED / "raw"), "--out", str(out)]) == 0
    for name in sorted(release_report.TABLES):
        compare(name, (out / name).read_text(), (SHARED / "tables" / name).read_text())


def test_table_1_shortcut_and_figures(tmp_path, release_run):
    raw, _ = release_run
    small = tmp_path / "raw"
    small.mkdir()
    for name in ("eval_raw_claude_text.csv", "eval_raw_human_frq.csv", "eval_raw_image_hunyuan.csv",
                 "eval_raw_qwen_mcq.csv", "eval_raw_qwen3CQ_mcq.csv", "eval_raw_qwen4CQ_mcq.csv"):
        shutil.copy(raw / name, small)
    r = run_cli("eval", "release-table", str(small), "--out", str(tmp_path / "t1.csv"))
    assert r.returncode == 0, r.stderr
    header, rows = cells((tmp_path / "t1.csv").read_text())
    assert [r[0] for r in rows] == ["human", "claude"]  # best Object Counting first
    compare("table_01_text_summary.csv", (tmp_path / "t1.csv").read_text(),
            release_table("table_01_text_summary.csv"), {"text": [("human", ""), ("claude", "")]})
    out = tmp_path / "tables"
    r = run_cli("eval", "release-tables", str(small), "--out", str(out), "--figures")
    assert r.returncode == 0, r.stderr
    figures = sorted(p.name for p in (out / "figures").iterdir())
    assert "figure_04_text_task_accuracy.png" in figures
    assert "figure_24_image_summation_mechanism.png" in figures
    # the human free-text file alone makes Table 4 (its reference row), as in the release
    assert "figure_25_trained_text_task_accuracy.png" in figures
    assert "figure_05_mcq5_wrong_answer_preferences.png" in figures
    assert all((out / "figures" / f).read_bytes()[:8] == b"\x89PNG\r\n\x1a\n" for f in figures)
    r = run_cli("eval", "release-tables", str(small), "--out", str(out))
    assert r.returncode == 2 and "already exists" in r.stderr


def test_a_changed_cell_moves_the_table_by_exactly_one_view(tmp_path, release_run):
    """Not a lookup of the published numbers: flip one view's Object Counting result."""
    raw, _ = release_run
    path = tmp_path / "eval_raw_claude_text.csv"
    text = (raw / "eval_raw_claude_text.csv").read_text()
    header, rows = cells(text)
    col = header.index("main")
    flip = next(i for i, r in enumerate(rows) if r[col] == "0")
    rows[flip][col] = "1"
    buf = io.StringIO()
    csv.writer(buf, lineterminator="\n").writerows([header, *rows])
    path.write_text(buf.getvalue())
    tables = release_report.build(release_data.load(str(tmp_path)), {"table_01_text_summary.csv"})
    got = tables["table_01_text_summary.csv"].set_index("model").loc["claude", "object_count"]
    want = float(pd.read_csv(io.StringIO(release_table("table_01_text_summary.csv"))).set_index("model")
                 .loc["claude", "object_count"])
    assert got == pytest.approx(want + 1 / 3000, abs=1e-12)
