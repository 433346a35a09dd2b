"""PhysTool query statistics over 2,000+ queries (no rendering) and per-query invariants."""

import re

import numpy as np
import pytest

from generators.phystool.library import load
from generators.phystool.queries import sample_query
from generators.phystool.tasks import load as load_tasks

N = 600  # the 2,000-query check is test_unique_answers_on_2000_queries (slow)


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
    assert abs(ordered - 0.869) < 0.025, ordered  # ~3.5 standard errors at N = 600


def unique_answer_share(lib_path, qs):
    """The oracle of the QC rule, from tools.json alone: for each target slot, the slot's
    affordance is held by exactly one visible tool, the target itself."""
    import json

    with open(lib_path) as fh:
        tools = {t["id"]: t for t in json.load(fh)["tools"]}
    unique = 0
    for q in qs:
        ok = True
        for tid, tag in zip(q["target_tool_ids"], q["target_functions"]):
            need = tools[tid]["affordances"][tools[tid]["function_tags"].index(tag)]
            holders = [v["tool_id"] for v in q["visible_tools"] if need in tools[v["tool_id"]]["affordances"]]
            ok &= holders == [tid]
        unique += ok
    return unique / len(qs)


def test_every_query_has_one_defensible_answer_and_labelled_distractors(queries):
    from generators.phystool.library import LIBRARY_PATH

    lib, qs = queries
    assert unique_answer_share(LIBRARY_PATH, qs) == 1.0
    kinds = set()
    for q in qs:
        needs = [lib.by_id[t]["affordances"][lib.by_id[t]["function_tags"].index(g)]
                 for t, g in zip(q["target_tool_ids"], q["target_functions"])]
        shapes = {lib.by_id[i]["shape_family"] for i in q["target_tool_ids"]}
        assert set(q["distractor_kinds"]) == set(q["negative_tools"])
        for v in q["visible_tools"]:
            tool = lib.by_id[v["tool_id"]]
            if (tool["domain"] == "medical") != (q["domain"] == "medical"):
                assert tool["everyday"], (q["id"], tool["name"])  # medical only in medical scenes
            if v["role"] == "target":
                continue
            kinds.add(v["distractor_kind"])
            if v["distractor_kind"] == "functional":  # shares an act, fails material or scale
                assert {a[0] for a in tool["affordances"]} & {n[0] for n in needs}
            elif v["distractor_kind"] == "visual":
                assert tool["shape_family"] in shapes
            else:
                assert tool["everyday"]
        bases = [lib.by_id[v["tool_id"]]["base_name"] for v in q["visible_tools"]]
        assert len(set(bases)) == len(bases)
        text = q["task_instruct"].lower()
        for v in q["visible_tools"]:  # the instruction names no visible tool
            base = lib.by_id[v["tool_id"]]["base_name"].lower()
            assert not re.search(r"(^|[^a-z])" + re.escape(base) + r"s?([^a-z]|$)", text), (text, base)
    assert kinds == {"functional", "visual", "filler"}


def test_instructions_do_not_give_the_order():
    """Ordered two-step queries: the instruction mentions the steps in their order of use
    about half the time (chance), not always."""
    from generators.phystool.library import load as load_lib
    from generators.phystool.tasks import clause
    from generators.phystool.tasks import load as lt

    lib = load_lib()
    templates = {t.id: t for t in lt(lib=lib)}
    same = total = 0
    for i in range(400):
        q = sample_query(lib, tuple(templates.values()), 21, i)
        if not q["ordered"] or len(q["template_ids"]) != 1:
            continue
        steps = [clause(s.do) for s in templates[q["template_ids"][0]].steps]
        pos = [q["task_instruct"].find(c) for c in steps if c in q["task_instruct"]]
        if len(pos) >= 2:
            total += 1
            same += pos == sorted(pos)
    assert total > 50 and 0.15 < same / total < 0.85, (same, total)


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


@pytest.mark.slow
def test_unique_answers_on_2000_queries():
    from generators.phystool.library import LIBRARY_PATH

    lib = load()
    templates = load_tasks(lib=lib)
    qs = [sample_query(lib, templates, 0, i) for i in range(2000)]
    assert unique_answer_share(LIBRARY_PATH, qs) == 1.0
