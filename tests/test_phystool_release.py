"""PhysTool files as the public release's scripts read them: names without commas (the
release splits answers on commas), image paths found from the release's root, a filled
``final_matching_info.json``, and base-name answers that score the same under the release's
matching rule as under this project's scorer. The release's own scripts are run, unchanged,
outside the repository (docs/phystool.md, "Release files"); these tests hold the rules."""

import json
import os

import pytest

from generators.phystool.library import load
from generators.phystool.metrics import release_metrics, score_query
from generators.phystool.names import unique_lower
from generators.phystool.release import plural_forms, release_match
from tests.conftest import run_cli


def test_no_tool_name_or_synonym_in_the_library_has_a_comma():
    lib = load()
    bad = [
        n
        for t in lib.tools
        for n in (t["name"], t["base_name"], *t["synonyms"], *t["base_synonyms"])
        if "," in n
    ]
    assert not bad, bad[:5]


@pytest.fixture(scope="module")
def release_root(tmp_path_factory):
    """A release checkout's shape: the dataset is its data/ folder (records only, 120 queries)."""
    root = tmp_path_factory.mktemp("release")
    r = run_cli(
        "generate",
        f"out={root / 'data'}",
        "scene=phystool",
        "n_scenes=120",
        "seed=12",
        "workers=1",
        "scene.render=false",
    )
    assert r.returncode == 0, r.stderr
    return root


def _release_score(rec, table, names):
    """The release's reading of an answer string and its matching (eval_offline.py's rules,
    as re-implemented in release.release_match / metrics.release_metrics)."""
    identified = [t.strip().lower() for t in ", ".join(names).rstrip(".").split(",") if t.strip()]
    targets = [t.lower() for t in rec["refined_taxonomy"]["target_tools"]]
    mapping = release_match(
        unique_lower(identified), targets, table.get(f"{rec['id']}_slot_{rec['slot']}", {})
    )
    return release_metrics(identified, targets, rec["target_steps"], mapping, rec["ordered"])


def test_base_name_answers_score_the_same_under_both_scorers(release_root):
    lib = load()
    data = release_root / "data"
    records = [json.loads(x) for x in (data / "queries.jsonl").read_text().splitlines()]
    table = json.loads((data / "final_matching_info.json").read_text())
    for rec in records:
        visible = [lib.by_id[v["tool_id"]] for v in rec["visible_tools"]]
        targets = [lib.by_id[t] for t in rec["target_tool_ids"]]
        answers = {
            "full names": [t["name"] for t in targets],
            "base names": [t["base_name"] for t in targets],
            "base names, plural": [plural_forms(t["base_name"])[-1] for t in targets],
            "a distractor for the first": [rec["negative_tools"][0]] + [t["base_name"] for t in targets[1:]],
            "reversed": [t["base_name"] for t in reversed(targets)],
        }
        for what, names in answers.items():
            ours = score_query(rec, visible, None, list(names))
            theirs = _release_score(rec, table, names)
            assert ours["em"] == float(theirs["success"]), (what, rec["id"], names)
            assert (
                ours["task2_precision"] == theirs["precision"] and ours["task2_recall"] == theirs["recall"]
            ), what
        assert score_query(rec, visible, None, answers["base names"])["em"] == 1.0


def test_image_paths_open_from_the_release_root(tmp_path):
    root = tmp_path / "release"
    r = run_cli(
        "generate",
        f"out={root / 'data'}",
        "scene=phystool",
        "n_scenes=2",
        "seed=3",
        "workers=1",
        "scene.width=256",  # at 128 px a query with a 1.6 m scythe may leave no small tool visible
        "scene.height=256",
        "scene.supersample=1",
    )
    assert r.returncode == 0, r.stderr
    items = json.loads((root / "data" / "generation_checkpoint.json").read_text())
    cwd = os.getcwd()
    try:
        os.chdir(root)  # the release's README runs its scripts from its root
        assert all(os.path.isfile(item["image_path"]) for item in items)
    finally:
        os.chdir(cwd)
