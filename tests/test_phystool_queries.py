"""PhysTool query statistics over 2,000+ queries (no rendering) and per-query invariants."""

import numpy as np
import pytest

from generators.phystool.library import load, verb
from generators.phystool.queries import sample_query
from generators.phystool.tasks import load as load_tasks

N = 2200


@pytest.fixture(scope="module")
def queries():
    lib = load()
    templates = load_tasks(lib=lib)
    return lib, [sample_query(lib, templates, 11, i) for i in range(N)]


def test_count_distributions_follow_the_seed(queries):
    _, qs = queries
    k = np.array([len(q["target_tools"]) for q in qs])
    v = np.array([len(q["visible_tools"]) for q in qs])
    ordered = np.mean([q["ordered"] for q in qs])
    assert k.min() == 2 and k.max() <= 14 and k.max() >= 10
    assert v.min() == 5 and v.max() <= 21 and v.max() >= 17
    assert abs(k.mean() - 3.1) < 0.15, k.mean()
    assert abs(v.mean() - 8.6) < 0.3, v.mean()
    assert abs(ordered - 0.869) < 0.025, ordered  # ~3.5 standard errors at N = 2200


def test_distractors_are_labelled_look_alikes_that_never_answer_the_task(queries):
    lib, qs = queries
    kinds = set()
    for q in qs:
        tags = set(q["target_functions"])
        verbs = {verb(t) for t in tags}
        shapes = {lib.by_id[i]["shape_family"] for i in q["target_tool_ids"]}
        assert set(q["distractor_kinds"]) == set(q["negative_tools"])
        for v in q["visible_tools"]:
            tool = lib.by_id[v["tool_id"]]
            if v["role"] == "target":
                continue
            kind = v["distractor_kind"]
            kinds.add(kind)
            tool_verbs = {verb(g) for g in tool["function_tags"]}
            assert not tags & set(tool["function_tags"])
            if kind == "functional":
                assert tool_verbs & verbs
            elif kind == "visual":
                assert tool["shape_family"] in shapes and not tool_verbs & verbs
            else:
                assert kind == "filler" and tool["shape_family"] not in shapes and not tool_verbs & verbs
        bases = [lib.by_id[v["tool_id"]]["base_name"] for v in q["visible_tools"]]
        assert len(set(bases)) == len(bases)
    assert kinds == {"functional", "visual", "filler"}


def test_targets_follow_from_step_functions_and_steps_are_consistent(queries):
    lib, qs = queries
    for q in qs:
        assert len(q["target_tools"]) == len(q["target_steps"]) == len(q["target_functions"])
        for tid, tag in zip(q["target_tool_ids"], q["target_functions"]):
            assert tag in lib.by_id[tid]["function_tags"]
        steps = q["target_steps"]
        assert steps == sorted(steps) and steps[0] == 1
        assert sorted(set(steps)) == list(range(1, max(steps) + 1))
        if q["ordered"]:
            assert len(set(steps)) >= 2
        else:
            assert set(steps) == {1}
        targets = [v["name"] for v in q["visible_tools"] if v["role"] == "target"]
        assert sorted(targets) == sorted(q["target_tools"])


def test_same_seed_same_query_other_seed_other_query():
    lib = load()
    templates = load_tasks(lib=lib)
    a = sample_query(lib, templates, 5, 17)
    assert a == sample_query(lib, templates, 5, 17)
    assert a != sample_query(lib, templates, 6, 17)
