"""``spatial-iq audit``: the blind-baseline battery as its user runs it (a small dataset; the
issue's acceptance runs, 80 scenes of grid 4 and of grid 5 at 128x128 on seeds drawn at test
time, are ``slow``), and the machinery on hand-built question sets and on the release's
construction, whose leaks are known, so the battery is shown to catch what it is meant to
catch."""

import json
import os

import numpy as np
import pytest

from generators.audit.baselines import credit, fit_predict, make_item
from generators.audit.report import EDIT_FLOOR, MARK_BEGIN, MARK_END, POINTS
from generators.audit.shapes import OptionPicture
from generators.config import GenerateConfig
from tests.conftest import copy_of, run_cli, small_config

MAX_ATTEMPTS = GenerateConfig.max_attempts  # the default


def test_credit_splits_ties_and_rewards_only_the_answer():
    assert credit(np.array([0, 1, 0, 0, 0]), 1) == 1.0
    assert credit(np.array([0, 1, 0, 0, 0]), 2) == 0.0
    assert credit(np.array([1, 1, 0, 0, 0]), 0) == 0.5
    assert credit(np.ones(4), 3) == 0.25  # a rule that cannot choose scores chance


def _view(n_blocks=12):
    return {"blocks": [[i % 4, i // 4, 0] for i in range(n_blocks)], "grid_shape": [4, 4, 4],
            "camera": {"fov_mult": 1.0, "dist_mult": 1.0}, "object_type": "cube",
            "visible_pixels": [10] * n_blocks}


def _pictures(question):
    """Each option drawn on a 4 x 3 grid of 4-pixel blocks (block b at row b // 4, column
    b % 4), its groups as labels."""
    instance = np.kron(np.arange(1, 13).reshape(3, 4), np.ones((4, 4), np.int64))
    out = []
    for o in question["options"]:
        labels = np.zeros_like(instance)
        for g, blocks in enumerate(o["groups"]):
            labels[np.isin(instance, np.asarray(blocks) + 1)] = g + 1
        out.append(OptionPicture(instance, labels))
    return out


def _item(question, view):
    return make_item(question, view, _pictures(question))


def _leaky(scene, at, rng, k=5):
    """An image MCQ whose correct option highlights the most blocks (the leak the old
    construction had); the others drop one to three of its blocks."""
    truth = sorted(rng.choice(12, size=6, replace=False).tolist())
    options = []
    for j in range(k):
        drop = 0 if j == at else int(rng.integers(1, 4))
        options.append({"kind": "correct" if j == at else "omit", "groups": [truth[drop:]], "phantoms": []})
    return {"id": f"{scene:06d}-00-S1-image_mcq", "scene_id": scene, "view_id": 0, "subtask": "S1",
            "modality": "image_mcq", "object_type": "cube", "options": options, "answer": chr(65 + at)}


def test_battery_catches_a_known_leak_and_scores_an_exchangeable_set_at_chance():
    rng = np.random.default_rng(0)
    view = _view()
    leaky = [_item(_leaky(s, int(rng.integers(5)), rng), view) for s in range(200)]
    folds = np.array([it.scene % 2 for it in leaky])
    got = fit_predict(leaky, folds, 0)
    assert got["most_highlighted"].mean() == 1.0 and got["count_rank"].mean() == 1.0
    assert got["largest_area"].mean() == 1.0 and got["size_rank"].mean() == 1.0  # as drawn
    assert got["learned"].mean() > 0.95 and got["learned_shapes"].mean() > 0.95  # the classifiers too

    fair = []  # five random 6-block sets: nothing tells the answer
    for s in range(1000):
        at = int(rng.integers(5))
        q = _leaky(s, at, rng)
        for o in q["options"]:
            o["groups"] = [sorted(rng.choice(12, size=6, replace=False).tolist())]
        fair.append(_item(q, view))
    got = fit_predict(fair, np.array([it.scene % 2 for it in fair]), 0)
    for name, c in got.items():  # 1,000 questions: one standard error is 0.013
        assert abs(c.mean() - 0.2) < 0.05, (name, c.mean())


@pytest.fixture(scope="module")
def audited(tmp_path_factory, four_scenes):
    ds = copy_of(four_scenes, tmp_path_factory.mktemp("audit"))
    r = run_cli("audit", str(ds), "--out", str(ds.parent / "audit.json"), "--fail-above", "100")
    return ds, r


def test_audit_writes_json_and_card_section(audited):
    ds, r = audited
    assert r.returncode == 0, r.stderr
    report = json.loads((ds.parent / "audit.json").read_text())
    assert report["scenes"] == 4 and report["ks"] == [3, 4, 5]
    seen = {(x["modality"], x["k"]) for x in report["results"]}
    assert seen == {(m, k) for m in ("image_mcq", "text_mcq") for k in (3, 4, 5)}
    names = {x["baseline"] for x in report["results"]}
    assert {"consensus", "never_consensus", "second_most_highlighted", "largest_area",
            "smallest_mark_smallest", "mirror", "median", "letter", "size_rank", "holes_rank",
            "distance_rank", "text_prior", "learned", "stack_frequency", "group_match", "most_offered",
            "view_match", "existence", "number_rank", "highest_marks", "tightest_groups",
            "learned_positions"} <= names
    assert "learned_shapes" not in names  # marks questions have no option pictures
    cells = {(x["k"], x["subtask"]) for x in report["results"] if x["modality"] == "image_mcq"}
    assert {(k, s) for k in (3, 4, 5) for s in ("all", "S3", "S5", "S6", "T2b")} <= cells
    # a model that looks at the view but skips the subtask has nothing to go on: one picture
    for x in report["results"]:
        if x["baseline"] in ("view_match", "existence"):
            assert x["accuracy"] == pytest.approx(x["chance"]), x
    assert set(report["coverage"]) == {"S2", "S3", "S4", "S5", "S6", "S7", "S8", "S9", "T2a", "T2b"}
    edits = {(e["subtask"], e["edit"]) for e in report["fixed_edits"]}
    assert ("S1", "one_hue") in edits and ("S5", "rainbow") in edits and ("S3", "by_column") in edits
    assert {r["subtask"] for r in report["free_text_prior"] if r["constant"]} == {"S1"}
    for x in report["results"]:
        assert 0 <= x["low"] <= x["accuracy"] + 1e-9 and x["accuracy"] <= x["high"] + 1e-9 <= 1 + 1e-9
        assert x["chance"] == pytest.approx(1 / x["k"])
    card = (ds / "README.md").read_text()
    assert card.count(MARK_BEGIN) == 1 and card.count(MARK_END) == 1 and "## Blind baselines" in card
    assert "| stack_frequency |" in card and "fixed edits" in card and "a constant" in card
    # a second run replaces the section instead of adding one; --fail-above sets the exit code
    # (the first run passed --fail-above 100 and exited 0)
    strict = run_cli("audit", str(ds), "--k", "3", "--fail-above", "-100",
                     "--out", str(ds.parent / "a2.json"))
    assert strict.returncode == 1 and "beats chance by more than -100 points" in strict.stdout
    assert (ds / "README.md").read_text().count(MARK_BEGIN) == 1


def test_only_count_audits_the_count_options_alone(audited, tmp_path):
    ds, _ = audited
    r = run_cli("audit", str(ds), "--only", "count", "--k", "4", "--no-card",
                "--out", str(tmp_path / "c.json"))
    assert r.returncode == 0, r.stderr
    report = json.loads((tmp_path / "c.json").read_text())
    assert list(report["questions"]) == ["text_mcq k=4"]
    assert {x["modality"] for x in report["results"]} == {"text_mcq"}


@pytest.mark.parametrize("args, words", [
    (["--k", "2"], "must be 3, 4 or 5"),
    (["--k", "x"], "give numbers of options"),
    (["--only", "text"], "invalid choice"),
])
def test_bad_input_is_refused_in_one_line(audited, args, words):
    ds, _ = audited
    r = run_cli("audit", str(ds), *args)
    assert r.returncode == 2 and words in r.stderr and len(r.stderr.strip().splitlines()) == 1


def test_not_a_dataset_is_refused(tmp_path):
    r = run_cli("audit", str(tmp_path))
    assert r.returncode == 2 and "no manifest.json" in r.stderr
    assert len(r.stderr.strip().splitlines()) == 1 and not os.listdir(tmp_path)


def _fails(report):
    return report["failing"]


def _style_audit(tmp_path_factory, style: str, n_scenes: int, seed: int):
    """(report, completed command) of ``audit --only image --k 5`` on a dataset of ``style``."""
    from generators.dataset.run import generate

    tmp = tmp_path_factory.mktemp(f"{style}_style")
    out = tmp / "ds"
    generate(small_config(out, n_scenes=n_scenes, seed=seed, **{"questions.style": style}), progress=False)
    r = run_cli("audit", str(out), "--only", "image", "--k", "5", "--no-card", "--out", str(tmp / "a.json"))
    return json.loads((tmp / "a.json").read_text()), r


@pytest.fixture(scope="module")
def release_style_audit(tmp_path_factory):
    """The release's construction on 10 scenes: leaks the battery must find."""
    return _style_audit(tmp_path_factory, "release", 10, 21)


def test_the_battery_catches_the_releases_leaks(release_style_audit):
    """Release style: the correct option is the centre of its set (consensus) and S1's
    distractors leave blocks uncoloured (the learned classifier on pictures sees it)."""
    report, r = release_style_audit
    assert r.returncode == 0 and not report["passed"]
    cell = {(x["baseline"], x["subtask"]): x for x in report["results"] if x["k"] == 5}
    assert cell[("consensus", "all")]["excess_points"] > 30
    assert cell[("learned_shapes", "S1")]["lower_excess_points"] > POINTS
    # leaks of tens of points stand out of the family too (Holm over every judged row)
    assert not report["passed_familywise"]
    assert cell[("consensus", "all")]["fails_familywise"] and r.stdout.startswith("FAIL (Holm, 0.05, ")


@pytest.fixture(scope="module")
def siblings_audit(tmp_path_factory):
    """The sibling construction on 6 scenes: every option a different stack."""
    return _style_audit(tmp_path_factory, "siblings", 6, 22)


def test_view_match_and_existence_find_the_siblings_stack(siblings_audit):
    """Siblings style: comparing each option's picture with the view, highlights ignored,
    finds the scene's stack every time; checking that the highlighted blocks are where the
    view shows them strikes out the stacks that add or move blocks."""
    report, r = siblings_audit
    cell = {(x["baseline"], x["subtask"]): x for x in report["results"] if x["k"] == 5}
    assert cell[("view_match", "all")]["accuracy"] == 1.0
    assert cell[("existence", "all")]["excess_points"] > 20
    assert not report["passed"] and r.returncode == 0


def _report(rows, grid=(4, 4, 4), failing=(), coverage=None, dataset="d"):
    return {"dataset": dataset, "grid": list(grid), "null": None, "failing": list(failing),
            "coverage": coverage or {}, "results": rows}


def _row(excess, low, subtask="S6", baseline="learned"):
    return {"modality": "image_mcq", "k": 5, "subtask": subtask, "baseline": baseline, "in_battery": True,
            "excess_points": excess, "lower_excess_points": low, "upper_excess_points": excess + 3,
            "flagged": low > POINTS}


def test_judge_reads_the_pass_rule_across_fresh_datasets(tmp_path):
    """A row flagged (interval above +3) on one dataset passes; flagged on two datasets of the
    same grid it fails; flagged once on each of two grids it passes; a row Holm rejects in
    one report fails; subtasks asked on fewer than 95 % of views are listed. The command
    reads the reports and exits 1 on a failure, 2 on a file that is not a report."""
    from generators.audit.report import judge

    once = [_report([_row(6.0, 3.5)]), _report([_row(1.0, -2.0)])]
    assert judge(once)["passed"]
    twice = [_report([_row(6.0, 3.5)]), _report([_row(5.0, 3.1)])]
    verdict = judge(twice)
    assert not verdict["passed"] and len(verdict["failing"]) == 2 and "two datasets" in verdict["failing"][0]
    grids = [_report([_row(6.0, 3.5)]), _report([_row(5.0, 3.1)], grid=(5, 5, 5))]
    assert judge(grids)["passed"]
    holm = [_report([_row(9.0, 6.0)], failing=["learned (image_mcq, k=5, S6): +9.0 points [+6.0, +12.0]"])]
    assert not judge(holm)["passed"]
    short = judge([_report([], coverage={"S9": 0.55, "S6": 0.97})])
    assert short["passed"] and len(short["short"]) == 1 and "S9 asked on 55.0%" in short["short"][0]
    with pytest.raises(ValueError, match="null"):
        judge([dict(_report([]), null=3)])
    for n, rep in enumerate(twice):
        (tmp_path / f"r{n}.json").write_text(json.dumps(rep))
    r = run_cli("audit", "--judge", str(tmp_path / "r0.json"), str(tmp_path / "r1.json"))
    assert r.returncode == 1 and r.stdout.startswith("FAIL: 2 reports judged"), r.stdout
    (tmp_path / "bad.json").write_text("[1, 2]")
    bad = run_cli("audit", "--judge", str(tmp_path / "bad.json"))
    assert bad.returncode == 2 and "not an audit report" in bad.stderr
    both = run_cli("audit", "some-dataset", "--judge", str(tmp_path / "r0.json"))
    assert both.returncode == 2 and "no dataset" in both.stderr


def test_holm_step_down_worked_by_hand():
    """Holm at 0.05 over p = .01, .04, .03, .005 (m = 4): sorted .005 <= .05/4 and .01 <= .05/3
    are rejected, .03 > .05/2 stops, so .04 is not rejected either; all of them would be at
    0.05 each, none of them at Bonferroni's .0125 but the first."""
    from generators.audit.report import holm

    assert holm([0.01, 0.04, 0.03, 0.005]) == [True, False, False, True]
    assert holm([0.2, 0.3]) == [False, False] and holm([]) == []
    assert holm([0.0, 0.0, 0.049]) == [True, True, True]


def test_p_above_reads_the_margin_over_three_points():
    """One-sided p of "at most 3 points above chance": 0.5 exactly at +3, below 0.025 at
    +3 + 1.96 standard errors, above 0.975 at +3 - 1.96 (scipy's normal, checked against
    the tabled 1.96)."""
    from generators.audit.report import p_above

    assert p_above(0.03, 0.02) == pytest.approx(0.5)
    assert p_above(0.03 + 1.96 * 0.02, 0.02) == pytest.approx(0.025, abs=1e-4)
    assert p_above(0.03 - 1.96 * 0.02, 0.02) == pytest.approx(0.975, abs=1e-4)
    assert p_above(0.05, 0.0) == 0.0 and p_above(0.01, 0.0) == 1.0


def _acceptance(tmp_path_factory, grid, n):
    """One fresh dataset of the issue's acceptance on a seed drawn now: 300 scenes, 128x128,
    every modality; its audit report."""
    import time

    from generators.dataset.run import generate

    seed = int(time.time_ns() % 1_000_000) * 10 + grid + 100 * n
    tmp = tmp_path_factory.mktemp(f"acceptance{grid}-{n}")
    out = tmp / "ds"
    generate(small_config(out, n_scenes=300, seed=seed, grid=grid, max_attempts=MAX_ATTEMPTS,
                          **{"camera.width": 128, "camera.height": 128, "output.scenes_per_shard": 20}),
             progress=False)
    r = run_cli("audit", str(out), "--no-card", "--out", str(tmp / "audit.json"), timeout=3600)
    assert r.returncode == 0, r.stderr
    return seed, tmp / "audit.json"


@pytest.mark.slow
@pytest.mark.parametrize("grid", [4, 5])
def test_acceptance_two_fresh_datasets_of_300_scenes_pass_the_rule(tmp_path_factory, grid):
    """The issue's pass rule on two fresh datasets of a grid: no row that Holm rejects in
    either audit, none whose interval lies above +3 in both; fixed edits at most 0.3."""
    runs = [_acceptance(tmp_path_factory, grid, n) for n in (0, 1)]
    r = run_cli("audit", "--judge", *(str(path) for _, path in runs))
    assert r.returncode == 0, ([seed for seed, _ in runs], r.stdout)
    for _, path in runs:
        report = json.loads(path.read_text())
        assert all(e["score"] <= EDIT_FLOOR for e in report["fixed_edits"] if e["judged"])


@pytest.mark.slow
def test_count_options_at_chance_on_240_scenes(tmp_path):
    """The count options judged on 240 scenes (issue 13's decision, accepted in issue 29):
    the 16 views of a scene ask about one count, so a rule that reads values scores near 1
    or near 0 a scene, and only more scenes narrow a count row's interval (pooled rows
    about +-4 points at 240 scenes). No count row fails the audit's rule."""
    from generators.dataset.run import generate

    out = tmp_path / "ds"
    generate(small_config(out, n_scenes=240, seed=14, grid=5, max_attempts=MAX_ATTEMPTS,
                          **{"camera.width": 128, "camera.height": 128}), progress=False)
    r = run_cli("audit", str(out), "--only", "count", "--no-card", "--out", str(tmp_path / "audit.json"),
                timeout=3600)
    report = json.loads((tmp_path / "audit.json").read_text())
    assert all(report["questions"][f"text_mcq k={k}"] >= 3_600 for k in (3, 4, 5))
    assert report["passed"] and r.returncode == 0, _fails(report)


def test_null_answers_share_one_offered_stack_per_scene_and_bring_a_leak_to_chance():
    """``--null``: per scene, one stack every question offers becomes the answer of all of
    them; a rule that found the real answer from the options alone then scores chance."""
    from generators.audit.report import null_answers
    from generators.questions.mcq import stack_key

    rng = np.random.default_rng(5)
    view = _view()
    items = []
    for s in range(300):
        at = int(rng.integers(5))
        base = _leaky(s, at, rng)
        for o, removed in zip(base["options"], rng.permutation(5)):
            o["removed"] = [int(removed)]
        for v in range(3):  # three questions of the scene show the same stacks in other orders
            q = dict(base, view_id=v, id=f"{s:06d}-{v:02d}-S1-image_mcq")
            order = rng.permutation(5)
            q["options"] = [base["options"][j] for j in order]
            q["answer"] = chr(65 + int(np.flatnonzero(order == at)[0]))
            items.append(_item(q, view))
    assert np.mean([credit(np.array([len(o["groups"][0]) for o in it.question["options"]], float), it.answer)
                    for it in items]) == 1.0  # the leak: the most highlighted option
    null_answers(items, 0)
    by_scene = {}
    for it in items:
        by_scene.setdefault(it.scene, set()).add(stack_key(it.question["options"][it.answer]))
    assert all(len(keys) == 1 for keys in by_scene.values())
    most = np.mean([credit(np.array([len(o["groups"][0]) for o in it.question["options"]], float), it.answer)
                    for it in items])
    assert abs(most - 0.2) < 0.06
