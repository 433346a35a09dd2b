"""Each rule of the release's tables on hand-built result files, with the expected numbers
worked out by hand (docs/evaluation.md, "The release's tables"); and strict reading."""

import csv
import math

import numpy as np
import pandas as pd
import pytest

from generators.evaluation import paired_tests, release_data, release_scores, release_tables, stats
from generators.evaluation.cli import eval_command
from generators.evaluation.release_report import build

VIEW = "eval_set/d/level_1/sample_{:02d}/view_01/offset{}_fov{}_dist1"


def frame(**cols) -> pd.DataFrame:
    n = len(next(iter(cols.values())))
    views = [VIEW.format(i // 4, (3, 12.5)[i % 2], (1, 3)[(i // 2) % 2]) for i in range(n)]
    return pd.DataFrame({"view": views, **{k: np.asarray(v, dtype=float) for k, v in cols.items()}})


def write(path, header, rows):
    with open(path, "w", newline="") as fh:
        w = csv.writer(fh, lineterminator="\n")
        w.writerow(header)
        w.writerows(rows)


# ------------------------------------------------------------------ relation direction


def test_text_scores_parent_given_child_mcq_child_given_parent():
    # task2 (Top Layer) -> task6 (Direct Support): parent right in views 0-2, child in 0 and 3
    df = frame(task2=[1, 1, 1, 0], task6=[1, 0, 0, 1])
    # text: P(parent right | child right) = 1 of {0, 3}
    assert release_scores.edge_score(df, "task2", "task6", "text", "claude") == 0.5
    # Table 2: P(child right | parent right) = 1 of {0, 1, 2}, chance-adjusted at 1/5
    got = release_scores.edge_score(df, "task2", "task6", "mcq345", "claude")
    assert got == pytest.approx((1 / 3 - 0.2) / 0.8, abs=1e-15)
    # at 3 options the chance level is 1/3: exactly chance
    got = release_scores.edge_score(df, "task2", "task6", "mcq345", "claude3CQ")
    assert got == pytest.approx(0.0, abs=1e-15)
    # trained rows of Table 4 take the Table 2 direction without chance; the human row the text one
    assert release_scores.edge_score(df, "task2", "task6", "trained_text", "dapo-7b") == pytest.approx(1 / 3)
    assert release_scores.edge_score(df, "task2", "task6", "trained_text", "human") == 0.5


def test_undefined_edges_are_skipped_per_edge_only_in_the_child_given_parent_tables():
    # the child task6 is never right; task2 is right twice; task7 never asked right
    df = frame(task2=[1, 1, 0, 0], task6=[0, 0, 0, 0], task7=[0, 1, 0, 1])
    # trained: P(task6 | task2) = 0/2 = 0.0, P(task7 | task6) undefined -> mean of the defined one
    assert release_scores.chain_score(df, "trained_text", "sft-7b-plain") == 0.0
    # text: the chain pools violations over testable rows (child right): task6 never, task7 twice,
    # task6 wrong both times -> 1 - 2/2 = 0
    assert release_scores.chain_score(df, "text", "sft-7b-plain") == 0.0
    # support: text is undefined when either edge is; trained averages the defined edges
    df = frame(task3=[1, 0, 1, 0], task4=[0, 0, 0, 0], task5=[1, 1, 0, 0])
    # trained: P(task5 | task4) undefined (task4 never right) -> P(task5 | task3) = 1 of {0, 2}
    assert release_scores.support_score(df, release_scores.VISIBLE_SUPPORT, "trained_text", "dapo") == 0.5
    # text: P(task3 | task5) = 1 of {0, 1}, P(task4 | task5) = 0 -> mean 0.25
    assert release_scores.support_score(df, release_scores.VISIBLE_SUPPORT, "text", "claude") == 0.25
    df = frame(task3=[1, 0, 1, 0], task4=[1, 1, 0, 0], task5=[0, 0, 0, 0])
    assert math.isnan(release_scores.support_score(df, release_scores.VISIBLE_SUPPORT, "text", "claude"))
    assert release_scores.support_score(df, release_scores.VISIBLE_SUPPORT, "trained_text", "dapo") == 0.0


def test_pooled_chain_differs_from_the_edge_mean():
    df = frame(task2=[1, 1, 1, 0], task6=[0, 1, 1, 1], task7=[1, 0, 0, 0])
    # text: task6 right in views 1-3 (task2 wrong in 3), task7 right in view 0 (task6 wrong there):
    # pooled 1 - 2/4
    assert release_scores.chain_score(df, "text", "m") == 0.5
    # trained: mean of P(task6 | task2) = 2/3 and P(task7 | task6) = 0/3
    assert release_scores.chain_score(df, "trained_text", "dapo") == pytest.approx(1 / 3)


def test_summation_on_text_uses_errors_elsewhere_the_conditional():
    df = frame(task5=[1, 0, 0, 1], task8=[1, 1, 0, 1], main=[1, 0, 0, 0],
               task5_pred=[5, 4, 3, 5], task5_gt=[5, 5, 5, 5], task8_pred=[2, 2, 0, 2], task8_gt=[2, 2, 2, 2],
               main_pred=[7, 6, 6, 9], main_gt=[7, 7, 7, 7])
    # errors: total (0, -1, -1, 2), parts (0, -1, -2, 0): they add up in views 0 and 1
    assert release_scores.summation_score(df, "text", "m") == 0.5
    # image (no predictions): P(main right | task5 and task8 right) = 1 of {0, 3}
    img = df[["view", "task5", "task8", "main"]]
    assert release_scores.summation_score(img, "image", "m") == 0.5
    # MCQ: the same conditional, chance-adjusted
    assert release_scores.summation_score(df, "mcq345", "m4CQ") == pytest.approx((0.5 - 0.25) / 0.75)


# ------------------------------------------------------------------ files and groups


def test_groups_keep_trained_models_out_of_table_1(tmp_path):
    header = ["view", "main", "main_pred", "main_gt"]
    for name in ("claude", "sft-7b-plain-100pct", "dapo-7b-tight", "Qwen2.5-VL-7B-Instruct", "gpt"):
        write(tmp_path / f"eval_raw_{name}_text.csv", header, [[VIEW.format(0, 3, 1), 1, 3, 3]])
    write(tmp_path / "eval_raw_human_frq.csv", header, [[VIEW.format(0, 3, 1), 1, 3, 3]])
    groups = release_data.discover(str(tmp_path))
    assert [m for m, _ in groups["text"]] == ["claude", "gpt", "human"]
    assert [m for m, _ in groups["trained_text"]] == ["Qwen2.5-VL-7B-Instruct", "dapo-7b-tight", "human",
                                                      "sft-7b-plain-100pct"]
    tables = build(release_data.load(str(tmp_path)))
    assert list(tables["table_01_text_summary.csv"]["model"]) == ["claude", "gpt", "human"]
    assert "sft-7b-plain-100pct" in set(tables["table_04_trained_text_summary.csv"]["model"])


def test_mcq_groups_and_the_human_mcq_file(tmp_path):
    header = ["view", "main", "main_choice_type"]
    rows = [[VIEW.format(i, 3, 1), i % 2, "correct" if i % 2 else "high_by_1"] for i in range(4)]
    for name in ("qwen", "qwen3CQ", "qwen4CQ", "kimi", "gpt3CQ", "human"):
        write(tmp_path / f"eval_raw_{name}_mcq.csv", header, rows)
    groups = release_data.discover(str(tmp_path))
    assert [m for m, _ in groups["mcq5"]] == ["human", "kimi", "qwen"]
    # only responders run at 3, 4 and 5 options, and the human baseline
    assert [m for m, _ in groups["mcq345"]] == ["human", "qwen3CQ", "qwen4CQ", "qwen"]  # file-name order
    t2 = build(release_data.load(str(tmp_path)))["table_02_mcq_summary.csv"].set_index("model")
    # accuracy 1/2 chance-adjusted at 1/3, 1/4, 1/5
    assert t2.loc["qwen3CQ", "object_count"] == pytest.approx((0.5 - 1 / 3) / (2 / 3))
    assert t2.loc["qwen4CQ", "object_count"] == pytest.approx(1 / 3)
    assert t2.loc["qwen", "object_count"] == pytest.approx(0.375)
    assert t2.loc["qwen3CQ", "display_name"] == "Qwen 3CQ"


def test_image_table_reads_task_main(tmp_path):
    header = ["view", "task5", "task5_verdict", "task8", "task8_verdict", "task_main", "task_main_verdict"]
    rows = [[VIEW.format(i, 3, 1), 1, "correct", 1, "correct", int(i < 3), "x"] for i in range(4)]
    write(tmp_path / "eval_raw_image_gemini-image.csv", header, rows)
    t3 = build(release_data.load(str(tmp_path)))["table_03_image_summary.csv"]
    assert t3["display_name"].tolist() == ["Gemini Image"]
    assert t3["object_count"].tolist() == [0.75] and t3["summation_mechanism"].tolist() == [0.75]


def test_wrong_answer_preference_against_chance():
    # 10 answers at 5 options: 4 "phantom_block_above_top", 1 of a re-drawn "missing_one"
    types = ["correct"] * 5 + ["phantom_block_above_top"] * 4 + ["missing_one_fallback_unique_1"]
    df = pd.DataFrame({"view": [str(i) for i in range(10)], "main": [1.0] * 5 + [0.0] * 5,
                       "main_choice_type": types})
    out = release_tables.wrong_answers({"m": df}, "mcq5").set_index("raw_label")
    row = out.loc["phantom_block_above_top"]
    p = sum(math.comb(10, j) * 0.2 ** j * 0.8 ** (10 - j) for j in range(4, 11))
    assert row["above_chance_p"] == pytest.approx(p, rel=1e-12)
    assert row["reason"] == "Phantom Block Above Top" and bool(row["displayed_in_figure"]) is False
    assert out.loc["missing_one_fallback_unique_1", "reason"] == "Missing One"
    assert row["chance_adjusted_preference"] == pytest.approx((0.4 - 0.2) / 0.8)


def test_mcnemar_exact_and_bh():
    views = [VIEW.format(i, 3, 1) for i in range(12)]
    a = pd.DataFrame({"view": views, "main": [1.0] * 6 + [0.0] * 6})
    # b: right where a is right except 5 views; right in 1 view where a is wrong
    b = pd.DataFrame({"view": views, "main": [1.0] + [0.0] * 5 + [1.0] + [0.0] * 5})
    out = paired_tests.mcnemar_object_counting({"b": b, "a": a})
    row = out.iloc[0]
    assert (row["model_a"], row["model_b"]) == ("a", "b")
    assert (row["a_wrong_b_right"], row["a_right_b_wrong"]) == (1, 5)
    assert row["p_mcnemar"] == pytest.approx(2 * (1 + 6) / 64)  # 2 P(X <= 1), X ~ Bin(6, 1/2)
    assert row["p_mcnemar_fdr"] == pytest.approx(row["p_mcnemar"]) and bool(row["is_adjacent"])


def test_statistics_on_hand_values():
    # Wilson at z = 1.96, from its formula
    z, k, n = 1.96, 6, 10
    p = k / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    assert stats.wilson(k, n) == pytest.approx((centre - half, centre + half), rel=1e-12)
    assert all(math.isnan(x) for x in stats.wilson(0, 0))
    # Benjamini-Hochberg on 4 p-values (NaN kept): ranks 1..4 times 4/rank, monotone from the top
    got = stats.bh([0.01, 0.04, 0.03, np.nan, 0.2])
    assert got[:3] == pytest.approx([0.04, 0.04 * 4 / 3, 0.04 * 4 / 3]) and math.isnan(got[3])
    assert got[4] == pytest.approx(0.2)
    assert all(math.isnan(x) for x in stats.pearson([1, 2, 3], [1, 1, 1]))  # a constant side


# ------------------------------------------------------------------ strict reading

HEADER = ["view", "object_type", "total_blocks", "main", "main_pred", "main_gt"]


def good_rows(n=5):
    return [[VIEW.format(i, 3, 1), "cube", 5, i % 2, 5, 5] for i in range(n)]


@pytest.mark.parametrize("damage,words", [
    ("truncated", ["eval_raw_m_text.csv line 6", "truncated"]),
    ("not01", ["eval_raw_m_text.csv line 3", "main is '2'", "not 0 or 1"]),
    ("short", ["eval_raw_m_text.csv line 4", "5 cells where the header has 6"]),
    ("mcq_as_text", ["eval_raw_m_text.csv line 1", "mcq file", "eval_raw_<model>_mcq.csv"]),
    ("image_as_text", ["eval_raw_m_text.csv line 1", "image file", "eval_raw_image_<model>.csv"]),
    ("latin1", ["eval_raw_m_text.csv line 3", "not UTF-8", "re-save"]),
])
def test_bad_files_are_one_line_errors_with_exit_2(tmp_path, capsys, damage, words):
    path = tmp_path / "eval_raw_m_text.csv"
    header, rows = list(HEADER), good_rows()
    if damage == "not01":
        rows[1][3] = 2
    if damage == "short":
        del rows[2][4]
    if damage == "mcq_as_text":
        header = ["view", "main", "main_choice_type"]
        rows = [[r[0], r[3], "correct"] for r in rows]
    if damage == "image_as_text":
        header = ["view", "task_main", "task_main_verdict"]
        rows = [[r[0], r[3], "correct"] for r in rows]
    write(path, header, rows)
    if damage == "truncated":
        path.write_bytes(path.read_bytes()[:-6])
    if damage == "latin1":
        data = path.read_bytes().splitlines(keepends=True)
        data[2] = data[2].replace(b"cube", b"cub\xe9")
        path.write_bytes(b"".join(data))
    out = tmp_path / "tables"
    assert eval_command(["release-tables", str(tmp_path), "--out", str(out)]) == 2
    lines = capsys.readouterr().err.strip().splitlines()
    assert len(lines) == 1 and all(w in lines[0] for w in words), lines
    assert not out.exists() and not (tmp_path / "tables.partial").exists()


def test_a_folder_without_result_files(tmp_path, capsys):
    assert eval_command(["release-tables", str(tmp_path), "--out", str(tmp_path / "t")]) == 2
    assert "no eval_raw_<model>_text.csv" in capsys.readouterr().err
    assert eval_command(["release-table", str(tmp_path / "missing")]) == 2
    assert "no such folder" in capsys.readouterr().err
