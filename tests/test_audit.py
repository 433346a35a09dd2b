"""``spatial-iq audit``: the blind-baseline battery as its user runs it (a small dataset; the
60-scene acceptance run is ``slow``), and the machinery on hand-built question sets whose
leak is known, so the battery is shown to catch what it is meant to catch."""

import json
import os

import numpy as np
import pytest

from generators.audit.baselines import credit, fit_predict, make_item
from generators.audit.report import MARK_BEGIN, MARK_END, POINTS, UPPER
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
    leaky = [make_item(_leaky(s, int(rng.integers(5)), rng), view) for s in range(200)]
    folds = np.array([it.scene % 2 for it in leaky])
    got = fit_predict(leaky, folds, 0)
    assert got["most_highlighted"].mean() == 1.0 and got["count_rank"].mean() == 1.0
    assert got["learned"].mean() > 0.95  # the classifier finds it too

    fair = []  # five random 6-block sets: nothing tells the answer
    for s in range(400):
        at = int(rng.integers(5))
        q = _leaky(s, at, rng)
        for o in q["options"]:
            o["groups"] = [sorted(rng.choice(12, size=6, replace=False).tolist())]
        fair.append(make_item(q, view))
    got = fit_predict(fair, np.array([it.scene % 2 for it in fair]), 0)
    for name, c in got.items():
        assert abs(c.mean() - 0.2) < 0.06, (name, c.mean())


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
    assert {"consensus", "second_most_highlighted", "mirror", "median", "letter", "size_rank",
            "distance_rank", "text_prior", "learned"} <= names
    for x in report["results"]:
        assert 0 <= x["low"] <= x["accuracy"] + 1e-9 and x["accuracy"] <= x["high"] + 1e-9 <= 1 + 1e-9
        assert x["chance"] == pytest.approx(1 / x["k"])
    card = (ds / "README.md").read_text()
    assert card.count(MARK_BEGIN) == 1 and card.count(MARK_END) == 1 and "## Blind baselines" in card
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


@pytest.mark.slow
def test_count_options_at_chance_on_240_scenes(tmp_path):
    """The count options against the issue's rule with scenes enough to judge it: the views of
    a scene share their count, so a rule that reads values scores near 1 or near 0 a scene and
    60 scenes give an interval about +-5 points wide whatever the construction (docs/
    questions.md, "Where this stands"); 240 scenes (3,840 count questions) give +-2.5."""
    from generators.dataset.run import generate

    out = tmp_path / "ds"
    # the default attempts (small_config's 30 miss the drawn count more often, which moves the
    # counts away from the prior the options are fitted to)
    generate(small_config(out, n_scenes=240, seed=14, grid=5, max_attempts=MAX_ATTEMPTS), progress=False)
    r = run_cli("audit", str(out), "--only", "count", "--no-card", "--out", str(tmp_path / "audit.json"))
    report = json.loads((tmp_path / "audit.json").read_text())
    assert all(report["questions"][f"text_mcq k={k}"] >= 3_600 for k in (3, 4, 5))
    bad = [(x["baseline"], x["k"], round(x["excess_points"], 1), round(x["upper_excess_points"], 1))
           for x in report["results"] if x["in_battery"] and x["subtask"] == "all"
           and (x["excess_points"] > POINTS or x["upper_excess_points"] > UPPER)]
    assert not bad and r.returncode == 0, bad


@pytest.fixture(scope="module")
def acceptance_60(tmp_path_factory):
    """The issue's acceptance run: 60 scenes (grid 5: the default grid 4 gives about 9,300
    image MCQs from 60 scenes), >= 10,000 image MCQs, >= 900 count questions, audited for 3,
    4 and 5 options. Its table is in docs/questions.md."""
    from generators.dataset.run import generate

    tmp = tmp_path_factory.mktemp("acceptance")
    out = tmp / "ds"
    generate(small_config(out, n_scenes=60, seed=13, grid=5, max_attempts=MAX_ATTEMPTS), progress=False)
    r = run_cli("audit", str(out), "--out", str(tmp / "audit.json"))
    report = json.loads((tmp / "audit.json").read_text())
    assert report["questions"]["image_mcq k=5"] >= 10_000 and report["questions"]["text_mcq k=5"] >= 900
    return report, r


def _failing(report, modality, upper=True):
    return [(x["baseline"], x["k"], round(x["excess_points"], 1), round(x["upper_excess_points"], 1))
            for x in report["results"]
            if x["in_battery"] and x["subtask"] == "all" and x["modality"] == modality
            and (x["excess_points"] > POINTS or (upper and x["upper_excess_points"] > UPPER))]


@pytest.mark.slow
def test_acceptance_60_scenes_image_mcqs_at_chance_and_count_points(acceptance_60):
    """Image MCQs: every baseline within chance + POINTS, upper 95 % bound within chance +
    UPPER, for 3, 4 and 5 options. Count options: every point estimate within chance + POINTS."""
    report, _ = acceptance_60
    assert not _failing(report, "image_mcq"), _failing(report, "image_mcq")
    assert not _failing(report, "text_mcq", upper=False), _failing(report, "text_mcq", upper=False)


@pytest.mark.slow
@pytest.mark.xfail(strict=True, reason="issue 13 open: count options' value rules (text prior, learned) have "
                   "upper 95 % bounds of +5.2 to +8.3 with 60 scenes, points within +2.9: one count a "
                   "scene, so the interval is about +-6 points wide (docs/questions.md)")
def test_acceptance_60_scenes_count_upper_bounds(acceptance_60):
    """Count options: the upper 95 % bound of every baseline within chance + UPPER, and the
    audit's exit code 0 (every baseline of both modalities passes)."""
    report, r = acceptance_60
    assert not _failing(report, "text_mcq") and r.returncode == 0, _failing(report, "text_mcq")
