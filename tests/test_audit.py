"""``spatial-iq audit``: the blind-baseline battery as its user runs it (a small dataset; the
60-scene acceptance run is ``slow``), and the machinery on hand-built question sets whose
leak is known, so the battery is shown to catch what it is meant to catch."""

import json
import os

import numpy as np
import pytest

from generators.audit.baselines import credit, fit_predict, make_item
from generators.audit.report import MARK_BEGIN, MARK_END, POINTS, UPPER
from tests.conftest import copy_of, run_cli, small_config


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


@pytest.mark.parametrize("args, words", [
    (["--k", "2"], "must be 3, 4 or 5"),
    (["--k", "x"], "give numbers of options"),
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
@pytest.mark.xfail(strict=True, reason="issue 13 open: on count options, value-based baselines have an upper "
                   "95 % bound above chance + 5 with 60 scenes (per-scene variance, docs/questions.md)")
def test_acceptance_60_scenes_every_baseline_at_chance(tmp_path):
    """The issue's acceptance run: 60 scenes (grid 5: the default grid 4 gives about 9,300
    image MCQs from 60 scenes), >= 10,000 image MCQs, >= 900 count questions; every baseline
    of the battery within chance + POINTS (upper 95 % bound within chance + UPPER) per
    modality and for 3, 4 and 5 options. Its table is in docs/questions.md."""
    from generators.dataset.run import generate

    out = tmp_path / "ds"
    generate(small_config(out, n_scenes=60, seed=13, grid=5), progress=False)
    r = run_cli("audit", str(out), "--out", str(tmp_path / "audit.json"))
    report = json.loads((tmp_path / "audit.json").read_text())
    assert report["questions"]["image_mcq k=5"] >= 10_000 and report["questions"]["text_mcq k=5"] >= 900
    bad = [(x["baseline"], x["modality"], x["k"], round(x["excess_points"], 1))
           for x in report["results"] if x["in_battery"] and x["subtask"] == "all"
           and (x["excess_points"] > POINTS or x["upper_excess_points"] > UPPER)]
    assert not bad and r.returncode == 0, bad
