"""The PhysTool compatibility model (needs.yaml, fit.py) and the QC built on it: every need
has several fitting base tools, drives and shanks must match, a step's stated constraints
rule tools out, rivals are rejected, and the four wrong answers of issue 26 cannot be
generated. Oracles here read needs.yaml and tools.json themselves (no code of fit.py/qc.py)."""

import re
from collections import Counter, defaultdict

import pytest
import yaml

from generators.phystool.fit import NEEDS_PATH, assignments
from generators.phystool.fit import load as load_fit
from generators.phystool.library import load
from generators.phystool.qc import check
from generators.phystool.queries import sample_query
from generators.phystool.tasks import TASKS_PATH
from generators.phystool.tasks import load as load_tasks
from tests.phystool_oracle import oracle_answers, ruled_out

N = 600


@pytest.fixture(scope="module")
def data():
    with open(NEEDS_PATH) as fh:
        needs = yaml.safe_load(fh)
    with open(TASKS_PATH) as fh:
        tasks = yaml.safe_load(fh)
    lib = load()
    return needs, tasks, lib


@pytest.fixture(scope="module")
def queries():
    lib = load()
    templates = load_tasks(lib=lib)
    return [sample_query(lib, templates, 3, i) for i in range(N)]


def test_every_step_need_is_met_by_at_least_three_base_tools(data):
    needs, tasks, lib = data
    for tpl in tasks["templates"]:
        for step in tpl["steps"]:
            for n in step["need"]:
                fitting = [
                    b
                    for b in needs["needs"][n]["tools"]
                    if not ruled_out(needs, lib, b, step.get("without", []))
                    and any(t["length_m"] >= 0.05 for t in lib.tools if t["base_name"] == b)
                ]
                assert len(fitting) >= 3, (tpl["id"], n, fitting)


def test_every_named_tool_exists_has_a_model_and_no_look_alike_meets_its_need(data):
    from generators.phystool.catalog import MODELS

    needs, _, lib = data
    bases = {t["base_name"] for t in lib.tools}
    named = set(needs["fillers"])
    for nid, n in needs["needs"].items():
        combos = {b for c in n.get("with", []) for b in c}
        named |= set(n["tools"]) | set(n.get("near", [])) | combos
        assert not set(n.get("near", [])) & (set(n["tools"]) | combos), nid
    assert named <= bases, sorted(named - bases)
    assert named <= set(MODELS), sorted(named - set(MODELS))


def _rec(lib, targets, distractors, needs, groups, without=None, domain="automotive", text="Which tools?"):
    """A hand-built query record: targets (tool ids) with their needs and step groups."""
    ids = list(targets) + list(distractors)
    return {
        "id": "q",
        "task_instruct": text,
        "domain": domain,
        "ordered": True,
        "target_tool_ids": list(targets),
        "target_needs": list(needs),
        "target_groups": list(groups),
        "target_without": without or [[] for _ in targets],
        "visible_tools": [{"tool_id": i, "name": lib.by_id[i]["name"]} for i in ids],
    }


def _tool(lib, base, pattern=""):
    return next(t["id"] for t in lib.tools if t["base_name"] == base and re.search(pattern, t["name"]))


def _padding(lib, n=3):
    """Distractors that meet nothing of the hand-built steps."""
    return [_tool(lib, "work gloves"), _tool(lib, "bucket"), _tool(lib, "duct tape")][:n]


def test_drive_sizes_must_match_and_a_fitting_breaker_bar_is_a_rival():
    lib = load()
    socket = _tool(lib, "deep socket", "3/8-in drive")
    ratchet_38, ratchet_12 = (
        _tool(lib, "ratchet", "^3/8-in drive ratchet"),
        _tool(lib, "ratchet", "^1/2-in drive ratchet"),
    )
    bar_38, bar_12 = _tool(lib, "breaker bar", "3/8-in drive"), _tool(lib, "breaker bar", "1/2-in drive 18")
    needs, groups = ["turn-socket", "fit-hex-head"], [1, 1]
    # a 1/2-in drive ratchet on a 3/8-in socket is no answer at all
    assert check(_rec(lib, [ratchet_12, socket], _padding(lib), needs, groups), lib) == ["no_answer"]
    # the right pair with a 3/8-in breaker bar on the table: a second answer, rejected
    assert check(_rec(lib, [ratchet_38, socket], [bar_38, *_padding(lib)], needs, groups), lib) == [
        "rival_for_step"
    ]
    # a 1/2-in breaker bar does not fit the 3/8-in socket: a confuser a person can see, accepted
    assert check(_rec(lib, [ratchet_38, socket], [bar_12, *_padding(lib)], needs, groups), lib) == []


def test_a_profile_step_is_never_met_by_a_straight_bit_and_shanks_must_fit_the_router():
    lib = load()
    trim = _tool(lib, "trim router")
    round_14, round_12 = (
        _tool(lib, "roundover router bit", "1/4-in shank"),
        _tool(lib, "roundover router bit", "1/2-in"),
    )
    straight = _tool(lib, "straight router bit", "1/4-in shank")
    needs, groups = ["rout-edge-profile", "profile-bit"], [1, 1]
    assert check(_rec(lib, [trim, straight], _padding(lib), needs, groups, domain="woodworking"), lib) == [
        "no_answer"
    ]
    assert (
        check(
            _rec(lib, [trim, round_14], [straight, *_padding(lib)], needs, groups, domain="woodworking"), lib
        )
        == []
    )
    # a trim router takes 1/4-in shanks only
    assert check(_rec(lib, [trim, round_12], _padding(lib), needs, groups, domain="woodworking"), lib) == [
        "no_answer"
    ]


def test_stated_constraints_rule_tools_out():
    lib = load()
    cables, starter = _tool(lib, "jumper cables"), _tool(lib, "jump starter")
    tester = _tool(lib, "battery tester")
    needs, groups, without = ["test-battery", "jump-start"], [1, 2], [[], ["donor-vehicle"]]
    # "without another car's help": jumper cables are no answer, and a confuser beside a jump starter
    assert check(_rec(lib, [tester, cables], _padding(lib), needs, groups, without), lib) == ["no_answer"]
    assert check(_rec(lib, [tester, starter], [cables, *_padding(lib)], needs, groups, without), lib) == []
    # "there is no power in the shed": a power sander does not meet a hand-sanding step
    block, sander = _tool(lib, "sanding block"), _tool(lib, "random orbital sander")
    rec = _rec(
        lib, [block], [sander, *_padding(lib)], ["sand-wood"], [1], [["electric"]], domain="woodworking"
    )
    assert check(rec, lib) == []
    rec = _rec(lib, [block], [sander, *_padding(lib)], ["sand-wood"], [1], [[]], domain="woodworking")
    assert check(rec, lib) == ["rival_for_step"]


def test_a_darby_is_a_rival_of_a_float():
    lib = load()
    float_, darby = _tool(lib, "magnesium float"), _tool(lib, "darby")
    rake = _tool(lib, "concrete rake")
    rec = _rec(
        lib,
        [rake, float_],
        [darby, *_padding(lib)],
        ["spread-concrete", "float-concrete"],
        [1, 2],
        domain="construction",
    )
    assert check(rec, lib) == ["rival_for_step"]


def test_a_target_that_meets_another_step_is_rejected():
    lib = load()
    drill, driver = _tool(lib, "cordless drill"), _tool(lib, "impact driver")
    rec = _rec(
        lib,
        [drill, driver],
        _padding(lib),
        ["drill-pilot-hole", "drive-phillips-screw"],
        [1, 2],
        domain="home_repair",
    )
    assert check(rec, lib) == []
    screwgun = _tool(lib, "drywall screw gun")  # drives Phillips screws too, and is a target here
    rec = _rec(
        lib,
        [screwgun, driver],
        _padding(lib),
        ["drive-drywall-screw", "drive-phillips-screw"],
        [1, 2],
        domain="home_repair",
    )
    assert "target_fits_two_steps" in check(rec, lib)


def test_every_query_has_exactly_one_answer_by_an_independent_oracle(data, queries):
    needs, _, lib = data
    for q in queries:
        pos = {v["tool_id"]: i for i, v in enumerate(q["visible_tools"])}
        for g, found in oracle_answers(needs, lib, q).items():
            own = frozenset(pos[t] for t, h in zip(q["target_tool_ids"], q["target_groups"]) if h == g)
            assert found == {own}, (q["id"], g, q["task_instruct"])


def test_the_four_wrong_answers_of_issue_26_are_never_generated(data, queries):
    needs, _, lib = data
    for q in queries:
        tools = [lib.by_id[t] for t in q["target_tool_ids"]]
        bases = [t["base_name"] for t in tools]
        for t, need, without in zip(tools, q["target_needs"], q["target_without"]):
            if need == "profile-bit":
                assert t["base_name"] != "straight router bit"
            if "donor-vehicle" in without:  # "without another car's help"
                assert t["base_name"] != "jumper cables"
        if "ratchet" in bases and any(b in bases for b in ("deep socket", "impact socket", "swivel socket")):
            drives = {
                re.search(r"(1/4|3/8|1/2|3/4)-in drive", t["name"]).group(1)
                for t in tools
                if t["base_name"] in ("ratchet", "deep socket", "impact socket", "swivel socket")
            }
            assert len(drives) == 1, q["target_tools"]
        visible = {lib.by_id[v["tool_id"]]["base_name"] for v in q["visible_tools"]}
        if "float-concrete" in q["target_needs"]:
            fitting = set(needs["needs"]["float-concrete"]["tools"])
            assert len(visible & fitting) == 1, q["negative_tools"]


def test_no_base_tool_dominates_a_need():
    """The text cannot tell which fitting tool is on the table: over 2,000 queries, every need
    drawn often shows at least two base tools, none in more than 60 % of the need's slots or,
    with two tools, in more than half plus three standard errors (a base already drawn for
    another step of a chain is not drawn twice, so a need's shares are near, not at, uniform)."""
    lib = load()
    templates = load_tasks(lib=lib)
    seen: dict[str, Counter] = defaultdict(Counter)
    for i in range(2000):
        q = sample_query(lib, templates, 8, i)
        for t, need in zip(q["target_tool_ids"], q["target_needs"]):
            seen[need][lib.by_id[t]["base_name"]] += 1
    checked = 0
    for need, counts in seen.items():
        total = sum(counts.values())
        assert len(counts) >= 2, (need, counts)
        if total >= 40:
            checked += 1
            fair = 1 / len(counts)
            bound = max(0.6, fair + 3 * (fair * (1 - fair) / total) ** 0.5)
            assert max(counts.values()) / total <= bound, (need, counts)
    assert checked >= 25


def test_a_text_only_guess_of_the_whole_answer_is_right_at_most_one_time_in_eight(data, queries):
    """From needs.yaml and tools.json alone: for each target, the named base tools that meet its
    need (not ruled out by its step, meeting no need of another step of the query, with a
    variant long enough to draw that may stand in the query's domain: everyday, or medical
    exactly when the query is) are the answers the text leaves open; every need leaves at
    least 2, and their product over the query is at least 8."""
    needs, _, lib = data
    named = set(needs["named"])
    for q in queries:
        medical = q["domain"] == "medical"
        drawable = {t["base_name"] for t in lib.tools if t["length_m"] >= 0.05
                    and (t["everyday"] or (t["domain"] == "medical") == medical)}
        groups = list(zip(q["target_needs"], q["target_groups"], q["target_without"]))
        odds = 1
        for need, g, without in groups:
            others = {b for n, h, _ in groups if h != g for b in needs["needs"][n]["tools"]}
            open_ = [b for b in needs["needs"][need]["tools"] if b in named and b in drawable
                     and b not in others and not ruled_out(needs, lib, b, without)]
            assert len(open_) >= 2, (q["id"], need, open_)
            odds *= len(open_)
        assert odds >= 8, (q["id"], q["target_needs"], odds)


def test_distractors_are_three_to_ten_and_labelled(data, queries):
    needs, _, lib = data
    for q in queries:
        kinds = [v["distractor_kind"] for v in q["visible_tools"] if v["role"] == "distractor"]
        assert 3 <= len(kinds) <= 10
        fam = {lib.by_id[t]["shape_family"] for t in q["target_tool_ids"]}
        for v in q["visible_tools"]:
            tool = lib.by_id[v["tool_id"]]
            if v["distractor_kind"] == "visual":
                assert tool["shape_family"] in fam
            elif v["distractor_kind"] == "filler":
                assert tool["base_name"] in needs["fillers"]


def test_every_tool_on_the_table_is_one_the_name_screen_names(data, queries):
    """A tool people do not name is not drawn: over 600 queries every target and every
    distractor is in needs.yaml ``named`` (a target a person cannot name is an answer nobody
    can give by name)."""
    needs, _, lib = data
    named = set(needs["named"])
    for q in queries:
        for v in q["visible_tools"]:
            base = lib.by_id[v["tool_id"]]["base_name"]
            assert base in named, (q["id"], base, v["role"], v["distractor_kind"])


def test_the_model_refuses_a_filler_the_screen_does_not_name():
    from generators.phystool.fit import parse
    from generators.phystool.library import LibraryError

    with open(NEEDS_PATH) as fh:
        data = yaml.safe_load(fh)
    data["named"].remove("bucket")
    with pytest.raises(LibraryError, match="not in 'named'"):
        parse(data)
    data["named"] += ["bucket", "cable cutter"]  # left out: no need draws it
    with pytest.raises(LibraryError, match="'named' lists"):
        parse(data)


def test_the_model_refuses_a_need_with_fewer_than_three_tools():
    from generators.phystool.fit import parse
    from generators.phystool.library import LibraryError

    with open(NEEDS_PATH) as fh:
        data = yaml.safe_load(fh)
    data["needs"]["lift-car"]["tools"] = ["floor jack", "scissor jack"]
    with pytest.raises(LibraryError, match="at least 3"):
        parse(data)


def test_no_two_drawn_base_tools_are_one_thing_to_a_person(data):
    """``one_name`` groups the base tools a person calls by one name (a jump box is a jump
    starter, a post maul a sledgehammer, a speed brace a bit brace): scenes draw at most one
    of a group, and when the name is one of the group's base tools only that one, so the
    name a person gives a drawn tool is that tool's own."""
    needs, _, lib = data
    bases = {t["base_name"] for t in lib.tools}
    drawn = set(needs["fillers"])
    for n in needs["needs"].values():
        drawn |= set(n["tools"]) | set(n.get("near", [])) | {b for c in n.get("with", []) for b in c}
    groups = needs["one_name"]
    assert len(groups) >= 5
    for name, group in groups.items():
        assert len(group) >= 2 and set(group) <= bases, (name, sorted(set(group) - bases))
        hit = set(group) & drawn
        assert len(hit) <= 1, (name, sorted(hit))
        if name in group:
            assert hit <= {name}, (name, sorted(hit))


# First-aid tools blind raters could not name at base-name level (seeds 2032-2035; written out
# here, not read from left_out.NOT_NAMEABLE) and the medical scissors a person calls "scissors"
UNNAMED_FIRST_AID = {
    "bandage scissors", "dressing scissors", "iris scissors", "suture scissors", "antiseptic spray",
    "antiseptic applicator", "instant cold pack", "medical tape", "foam dressing",
}
MEDICAL_SCISSORS = {
    "bandage scissors", "dressing scissors", "iris scissors", "suture scissors", "Mayo scissors",
    "Metzenbaum scissors",
}


def test_first_aid_tools_raters_could_not_name_never_enter_a_scene(data, queries):
    """No need, look-alike or filler lists them, and over 600 scenes none is on the table and no
    scene holds a medical scissors (let alone four, as seed 2035's first-aid scene did)."""
    needs, _, lib = data
    listed = set(needs["fillers"])
    for n in needs["needs"].values():
        listed |= set(n["tools"]) | set(n.get("near", [])) | {b for c in n.get("with", []) for b in c}
    left_out = UNNAMED_FIRST_AID | MEDICAL_SCISSORS
    assert not listed & left_out, sorted(listed & left_out)
    for q in queries:
        bases = {lib.by_id[v["tool_id"]]["base_name"] for v in q["visible_tools"]}
        assert not bases & left_out, (q["id"], sorted(bases & left_out))


def test_the_model_refuses_two_base_tools_a_person_calls_by_one_name():
    from generators.phystool.fit import parse
    from generators.phystool.library import LibraryError

    with open(NEEDS_PATH) as fh:
        data = yaml.safe_load(fh)
    data["needs"]["turn-socket"]["tools"].append("speed brace")  # a person calls it a bit brace
    with pytest.raises(LibraryError, match="one thing to a person"):
        parse(data)
    with open(NEEDS_PATH) as fh:
        data = yaml.safe_load(fh)
    data["needs"]["remove-oil-filter"]["tools"].append("band oil filter wrench")  # two of one name
    with pytest.raises(LibraryError, match="one thing to a person"):
        parse(data)


def test_assignments_count_every_way_a_step_is_met():
    lib = load()
    model = load_fit()
    tools = [
        lib.by_id[_tool(lib, "cross lug wrench")],
        lib.by_id[_tool(lib, "cordless impact wrench", "1/2-in")],
        lib.by_id[_tool(lib, "impact socket", "1/2-in drive 19")],
    ]
    # the cross wrench alone, and the impact wrench with the impact socket
    assert assignments(model, ["turn-lug-nut"], tools) == [frozenset({0}), frozenset({1, 2})]
