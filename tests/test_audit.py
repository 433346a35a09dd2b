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
            "distance_rank", "text_prior", "learned", "learned_shapes", "stack_frequency",
            "group_match", "most_offered"} <= names
    cells = {(x["k"], x["subtask"]) for x in report["results"] if x["modality"] == "image_mcq"}
    assert {(k, s) for k in (3, 4, 5) for s in ("all", "S1", "S5", "S9", "T2a")} <= cells
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


@pytest.fixture(scope="module")
def release_style_audit(tmp_path_factory):
    """The release's construction on 10 scenes: leaks the battery must find."""
    from generators.dataset.run import generate

    tmp = tmp_path_factory.mktemp("release_style")
    out = tmp / "ds"
    generate(small_config(out, n_scenes=10, seed=21, **{"questions.style": "release"}), progress=False)
    r = run_cli("audit", str(out), "--only", "image", "--k", "5", "--no-card", "--out", str(tmp / "a.json"))
    return json.loads((tmp / "a.json").read_text()), r


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
    assert cell[("consensus", "all")]["fails_familywise"] and r.stdout.count("family-wise (Holm") == 1


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


def _acceptance(tmp_path_factory, grid):
    """The issue's acceptance run on a seed drawn now: 80 scenes, 128x128, every modality."""
    import time

    from generators.dataset.run import generate

    seed = int(time.time_ns() % 1_000_000) + grid
    tmp = tmp_path_factory.mktemp(f"acceptance{grid}")
    out = tmp / "ds"
    generate(small_config(out, n_scenes=80, seed=seed, grid=grid, max_attempts=MAX_ATTEMPTS,
                          **{"camera.width": 128, "camera.height": 128, "output.scenes_per_shard": 16}),
             progress=False)
    r = run_cli("audit", str(out), "--no-card", "--out", str(tmp / "audit.json"))
    report = json.loads((tmp / "audit.json").read_text())
    return seed, report, r


@pytest.mark.slow
@pytest.mark.parametrize("grid", [4, 5])
def test_acceptance_80_scenes_every_cell_at_chance(tmp_path_factory, grid):
    """No cell (subtask x k) of any attack has its whole interval above chance + 3; pooled rows
    within + 3; cross-question attacks within + 5; fixed edits at most 0.3 on every edit
    subtask; the audit exits 0."""
    seed, report, r = _acceptance(tmp_path_factory, grid)
    assert report["passed"] and r.returncode == 0, (seed, _fails(report))
    cross = [x for x in report["results"] if x["subtask"] == "all"
             and x["baseline"] in ("stack_frequency", "group_match", "most_offered")]
    assert cross and all(x["excess_points"] <= 5 for x in cross), (seed, cross)
    assert all(e["score"] <= EDIT_FLOOR for e in report["fixed_edits"] if e["judged"]), seed


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
