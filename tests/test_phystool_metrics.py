"""PhysTool scoring, case by case, against the public release's definitions.

Each expected value below is worked out by hand from the release's
``scripts/evaluation/eval_offline.py`` (calculate_metrics, save_report) and
``eval_tool_finding.py`` (fuzzy method), as docs/phystool.md states them; nothing here calls
the code under test to make an expectation.
"""

import json

import pytest

from generators.phystool.metrics import (
    error_category,
    flatten,
    parse_steps,
    release_metrics,
    score_query,
    task1_release,
)
from generators.phystool.names import (
    base_aliases,
    match_name,
    match_task2,
    normalise,
    one_to_one,
    safe_plural,
)

# targets a, b share step 1; c is step 2; d is step 3 (the release lists targets in step order)
TGT = ["a", "b", "c", "d"]
STEPS = [1, 1, 2, 3]
IDENT = {t: t for t in TGT}


def rm(pred, ordered=True, mapping=None, target=TGT, steps=STEPS):
    return release_metrics(pred, target, steps, IDENT if mapping is None else mapping, ordered)


# ---- success (EM) --------------------------------------------------------------------------


def test_success_needs_count_set_and_non_decreasing_steps():
    assert rm(["a", "b", "c", "d"])["success"]
    assert rm(["b", "a", "c", "d"])["success"]  # same step: any order
    assert not rm(["a", "c", "b", "d"])["success"]  # step 2 before a step-1 tool
    assert not rm(["a", "b", "c"])["success"]  # 3 names for 4 targets
    assert not rm(["a", "b", "c", "d", "x"])["success"]  # an extra (unmatched) name
    assert rm(["a", "a", "b", "c", "d"])["success"]  # duplicates count once
    assert not rm([])["success"]


def test_unordered_query_success_is_the_set_only_and_has_no_sr_or_poa():
    m = rm(["d", "c", "b", "a"], ordered=False)
    assert m["success"] and m["sr"] is None and m["poa"] is None
    assert not rm(["d", "c", "b"], ordered=False)["success"]


def test_two_names_for_one_target_fail_success():
    # one-to-one: "a" and "alpha" both name target a; the second mapping is dropped
    mapping = one_to_one({"a": "a", "alpha": "a", "b": "b", "c": "c", "d": "d"})
    assert mapping == {"a": "a", "b": "b", "c": "c", "d": "d"}
    m = rm(["a", "alpha", "b", "c", "d"], mapping=mapping)
    assert not m["success"] and m["correct"] == 4 and m["n_identified"] == 5
    assert m["precision"] == pytest.approx(4 / 5) and m["recall"] == 1.0


def test_precision_recall():
    m = rm(["a", "x", "c"])
    assert m["precision"] == pytest.approx(2 / 3) and m["recall"] == pytest.approx(2 / 4)
    m = rm([])
    assert m["precision"] == 0.0 and m["recall"] == 0.0


# ---- SR@k -----------------------------------------------------------------------------------


def test_sr_at_k_counts_the_first_k_predicted_names():
    sr = rm(["a", "b", "c", "d"])["sr"]
    assert sr == {1: True, 2: True, 3: True}
    # first name is a step-1 tool: k=1 passes even though b is missing later
    assert rm(["a", "c", "d"])["sr"] == {1: True, 2: False, 3: False}
    # k=2: prefix (a, c) has max step 2, so every step-1 target (a, b) must be in it
    assert rm(["a", "c", "b", "d"])["sr"][2] is False
    assert rm(["b", "a", "x", "d"])["sr"] == {1: True, 2: True, 3: False}  # x unmatched at k=3


def test_sr_at_k_first_name_of_a_later_step_fails():
    assert rm(["c", "a", "b", "d"])["sr"] == {1: False, 2: False, 3: False}


def test_sr_at_k_is_none_when_the_query_has_fewer_than_k_targets_and_false_for_short_answers():
    sr = rm(["a", "c"], target=["a", "c"], steps=[1, 2])["sr"]
    assert sr == {1: True, 2: True, 3: None}
    sr = rm(["a"], target=["a", "c"], steps=[1, 2])["sr"]
    assert sr == {1: True, 2: False, 3: None}
    assert rm([], target=["a", "c"], steps=[1, 2])["sr"] == {1: False, 2: False, 3: None}


# ---- POA -----------------------------------------------------------------------------------


def test_poa_two_variants():
    # cross-step target pairs: (a,c) (a,d) (b,c) (b,d) (c,d) = 5
    p = rm(["a", "b", "c", "d"])["poa"]
    assert p == {"correct_pairs": 5, "total_pairs_1": 5, "total_pairs_2": 5, "value_1": 1.0, "value_2": 1.0}
    p = rm(["d", "c", "b", "a"])["poa"]
    assert p["value_1"] == 0.0 and p["value_2"] == 0.0 and p["total_pairs_2"] == 5
    p = rm(["c", "a", "b", "d"])["poa"]  # (c,a) (c,b) wrong; (c,d) (a,d) (b,d) right; (a,b) same step
    assert (
        p["correct_pairs"] == 3
        and p["value_1"] == pytest.approx(3 / 5)
        and p["value_2"] == pytest.approx(3 / 5)
    )
    p = rm(["a", "d"])["poa"]  # only (a,d) judged: value_1 = 1/5, value_2 = 1/1
    assert p["value_1"] == pytest.approx(1 / 5) and p["value_2"] == 1.0


def test_poa_scores_zero_not_none_when_fewer_than_two_cross_step_targets_are_named():
    for pred in ([], ["a"], ["a", "b"], ["x", "y"]):
        p = rm(pred)["poa"]
        assert p["value_1"] == 0.0 and p["value_2"] == 0.0 and p["total_pairs_2"] == 0


def test_poa_is_none_without_cross_step_target_pairs():
    assert rm(["a", "b"], target=["a", "b"], steps=[1, 1])["poa"] is None
    assert rm(["a", "c"], ordered=False, target=["a", "c"], steps=[1, 2])["poa"] is None


# ---- names ---------------------------------------------------------------------------------


def test_release_safe_plural_rule():
    assert safe_plural("clamp", "clamps") and safe_plural("wrenches", "wrench")
    assert (
        safe_plural("battery", "batteries")
        and safe_plural("knife", "knives")
        and safe_plural("leaf", "leaves")
    )
    assert safe_plural("glass", "glasses") and safe_plural("box", "boxes")
    assert not safe_plural("saw", "sawes") and not safe_plural("rake", "rakes ")


def test_normalisation_plurals_and_punctuation():
    assert normalise("Needle-Nose Pliers") == normalise("needle nose plier")
    assert normalise('1/2" Drive Ratchet') == normalise("1/2-in drive ratchet")
    assert normalise("Plumber's Tape") == normalise("plumbers tape")
    assert normalise("safety glasses") == "safety glass"
    assert normalise("brass") == "brass" and normalise("hydraulic press") == "hydraulic press"


VISIBLE = [
    {
        "name": "13 mm 3/8-in drive socket",
        "synonyms": [],
        "base_name": "3/8-in drive socket",
        "base_synonyms": [],
    },
    {
        "name": "10 mm 3/8-in drive socket",
        "synonyms": [],
        "base_name": "3/8-in drive socket",
        "base_synonyms": [],
    },
    {
        "name": "3/8-in drive ratchet",
        "synonyms": ["3/8-in drive socket wrench"],
        "base_name": "ratchet",
        "base_synonyms": ["socket wrench"],
    },
    {"name": "6-quart oil drain pan", "synonyms": [], "base_name": "oil drain pan", "base_synonyms": []},
    {"name": "12-in hacksaw", "synonyms": [], "base_name": "hacksaw", "base_synonyms": []},
]


def test_exact_plural_fuzzy_and_ambiguous_names():
    assert match_name('3/8" drive ratchet', VISIBLE)[:2] == (2, "exact")
    assert match_name("ratchet", VISIBLE)[:2] == (2, "exact")  # unique base name
    assert match_name("12-in hacksaws", VISIBLE)[:2] == (4, "exact")
    assert match_name("drain pan", VISIBLE)[:2] == (3, "fuzzy")  # inside "6-quart oil drain pan"
    assert match_name("13mm socket", VISIBLE)[0] == 0  # the 13 mm one clearly leads
    assert match_name("socket", VISIBLE)[:2] == (None, "none")  # two sockets: ambiguous, no match
    assert match_name("cordless drill", VISIBLE)[:2] == (None, "none")


WRIST = {"name": "digital wrist blood pressure monitor", "synonyms": [],
         "base_name": "wrist blood pressure monitor", "base_synonyms": []}
LIBRARY = [WRIST, {"name": "automatic upper-arm blood pressure monitor", "synonyms": [],
                   "base_name": "blood pressure monitor", "base_synonyms": ["bp monitor"]},
           {"name": "home tympanic thermometer", "synonyms": [], "base_name": "tympanic thermometer",
            "base_synonyms": []},
           {"name": "oral digital thermometer", "synonyms": [], "base_name": "digital thermometer",
            "base_synonyms": []},
           {"name": "3.5 lb single-bit axe", "synonyms": [], "base_name": "axe", "base_synonyms": []}]


def test_a_fuzzy_match_must_also_lead_the_library_s_other_base_names():
    kin = base_aliases(LIBRARY)
    assert ("bp monitor", "blood pressure monitor") in kin and len(kin) == 6
    visible = [WRIST, LIBRARY[2], LIBRARY[4]]
    # without the library, the kin's name and the kind's name match the only such tool on the table
    assert match_name("blood pressure monitor", visible)[:2] == (0, "fuzzy")
    assert match_name("thermometer", visible)[:2] == (1, "fuzzy")
    # with it: "blood pressure monitor" names the upper-arm monitor, "thermometer" any of two
    assert match_name("blood pressure monitor", visible, kin=kin)[:2] == (None, "none")
    assert match_name("thermometer", visible, kin=kin)[:2] == (None, "none")
    # a name that fits one base tool of the library still matches it
    assert match_name("felling axe", visible, kin=kin)[:2] == (2, "fuzzy")
    assert match_name("wrist blood pressure monitor", visible, kin=kin)[:2] == (0, "exact")
    assert match_name("wrist monitor", visible, kin=kin)[:2] == (0, "fuzzy")


def test_the_tools_a_person_calls_by_one_name_are_one_thing_to_the_library_check():
    """A scene holds at most one tool of a ``one_name`` group (needs.yaml), so the group's
    other tools are no rivals: "multimeter" names the digital multimeter on the table."""
    dmm = {"name": "auto-ranging digital multimeter", "synonyms": [], "base_name": "digital multimeter",
           "base_synonyms": []}
    library = [dmm, {"name": "household multimeter", "synonyms": [], "base_name": "household multimeter",
                     "base_synonyms": []}, LIBRARY[4]]
    alone = base_aliases(library)
    grouped = base_aliases(library, {"multimeter": ["digital multimeter", "household multimeter"]})
    assert ("household multimeter", "multimeter") in grouped and ("axe", "axe") in grouped
    visible = [dmm, LIBRARY[4]]
    assert match_name("multimeter", visible, kin=alone)[:2] == (None, "none")
    assert match_name("multimeter", visible, kin=grouped)[:2] == (0, "fuzzy")
    assert match_name("axe", visible, kin=grouped)[:2] == (1, "exact")


def test_match_task2_records_the_matched_tool_one_to_one():
    mapping, details = match_task2(["ratchet", "socket wrench", "drain pan", "torch"], VISIBLE)
    assert mapping == {"ratchet": "3/8-in drive ratchet", "drain pan": "6-quart oil drain pan"}
    assert [d["matched"] for d in details] == [
        "3/8-in drive ratchet",
        "3/8-in drive ratchet",
        "6-quart oil drain pan",
        None,
    ]
    assert [d["method"] for d in details] == ["exact", "exact", "fuzzy", "none"]


def test_task1_fuzzy_as_the_release():
    truth = ["Claw Hammer", "tape measure", "12-in hacksaw"]
    r = task1_release(truth, ["claw hammer", "hammer", "measuring tape", "hacksaw"])
    # "hammer" is inside "claw hammer" (0.85) but claw hammer already left the pool
    assert [p["ground_truth_match"] for p in r["matched_pairs"]] == ["claw hammer", "12-in hacksaw"]
    assert r["unmatched_predictions"] == ["hammer", "measuring tape"]
    assert r["missed_ground_truth"] == ["tape measure"]
    assert r["precision"] == pytest.approx(2 / 4) and r["recall"] == pytest.approx(2 / 3)
    assert task1_release(truth, [])["precision"] == 0.0


def test_prediction_text():
    assert parse_steps("1. stud finder\n2. drill, drill bit\n3. screwdriver") == [
        ["stud finder"],
        ["drill", "drill bit"],
        ["screwdriver"],
    ]
    assert flatten("ratchet, 13 mm socket, oil drain pan.") == ["ratchet", "13 mm socket", "oil drain pan"]
    assert flatten([["a", "b"], "c"]) == ["a", "b", "c"]


# ---- one query -------------------------------------------------------------------------------

REC = {
    "ordered": True,
    "refined_taxonomy": {
        "target_tools": ["3/8-in drive ratchet", "13 mm 3/8-in drive socket", "6-quart oil drain pan"],
        "target_steps": [1, 1, 2],
        "negative_tools": ["10 mm 3/8-in drive socket", "12-in hacksaw"],
    },
    "shuffled_available_tools": [v["name"] for v in VISIBLE],
    "visible_tools": [
        {"name": VISIBLE[0]["name"], "role": "target"},
        {"name": VISIBLE[1]["name"], "role": "distractor", "distractor_kind": "functional"},
        {"name": VISIBLE[2]["name"], "role": "target"},
        {"name": VISIBLE[3]["name"], "role": "target"},
        {"name": VISIBLE[4]["name"], "role": "distractor", "distractor_kind": "visual"},
    ],
}


def test_score_query_end_to_end():
    s = score_query(REC, VISIBLE, None, "ratchet, 13 mm socket, drain pan")
    assert s["em"] == 1.0 and s["sr@1"] == 1.0 and s["sr@2"] == 1.0 and s["sr@3"] == 1.0
    assert s["poa_1"] == 1.0 and s["error"] is None and s["task1_f1"] == 0.0
    s = score_query(REC, VISIBLE, None, "drain pan, ratchet, 13 mm socket")
    assert s["em"] == 0.0 and s["error"] == "order" and s["sr@1"] == 0.0
    assert s["poa_1"] == 0.0 and s["poa_2"] == 0.0
    s = score_query(REC, VISIBLE, None, "ratchet, 10 mm socket, drain pan")
    assert s["error"] == "functional_confusion" and s["task2_precision"] == pytest.approx(2 / 3)
    s = score_query(REC, VISIBLE, None, "ratchet, 13 mm socket, hacksaw, drain pan")
    assert s["error"] == "visual_confusion"
    s = score_query(REC, VISIBLE, None, "ratchet, 13 mm socket, funnel, drain pan")
    assert s["error"] == "hallucination"
    s = score_query(REC, VISIBLE, None, "ratchet, drain pan")
    assert s["error"] == "omission" and s["poa_1"] == pytest.approx(1 / 2)


def test_error_category_precedence():
    roles = {
        "f": {"distractor_kind": "functional"},
        "v": {"distractor_kind": "visual"},
        "e": {"distractor_kind": "filler"},
        "t": {},
    }
    d = [{"matched": "v"}, {"matched": None}, {"matched": "f"}]
    assert error_category(False, d, roles, {"t"}) == "functional_confusion"
    assert error_category(False, d[:2], roles, {"t"}) == "visual_confusion"
    assert error_category(False, [{"matched": "e"}, {"matched": None}], roles, {"t"}) == "filler_pick"
    assert error_category(False, [{"matched": None}], roles, {"t"}) == "hallucination"
    assert error_category(False, [], roles, {"t"}) == "omission"
    assert error_category(True, d, roles, {"t"}) is None


def test_eval_command_reads_the_release_results_format(tmp_path):
    from generators.phystool.evaluate import evaluate, read_predictions, release_summary

    (tmp_path / "r.json").write_text(
        json.dumps(
            [
                {
                    "id": "q_0",
                    "original_id": "q",
                    "slot": 0,
                    "identified_tools": "ratchet, 13 mm socket, drain pan.",
                }
            ]
        )
    )
    preds = read_predictions(str(tmp_path / "r.json"))
    # read as the release reads it: split on commas only, the trailing dot dropped
    assert preds == {"q": {"id": "q", "task2": ["ratchet", "13 mm socket", "drain pan"]}}
    rows = [
        {
            "missing": False,
            "ordered": True,
            "em": 1.0,
            "sr@1": 1.0,
            "sr@2": 1.0,
            "sr@3": None,
            "poa_1": 1.0,
            "poa_2": 1.0,
            "task2_precision": 1.0,
            "task2_recall": 1.0,
        },
        {
            "missing": False,
            "ordered": True,
            "em": 0.0,
            "sr@1": 0.0,
            "sr@2": None,
            "sr@3": None,
            "poa_1": 0.0,
            "poa_2": 0.0,
            "task2_precision": 0.0,
            "task2_recall": 0.0,
        },
        {
            "missing": False,
            "ordered": False,
            "em": 1.0,
            "sr@1": None,
            "sr@2": None,
            "sr@3": None,
            "poa_1": None,
            "poa_2": None,
            "task2_precision": 1.0,
            "task2_recall": 1.0,
        },
        {
            "missing": True,
            "ordered": True,
            "em": 0.0,
            "sr@1": 0.0,
            "sr@2": 0.0,
            "sr@3": 0.0,
            "poa_1": 0.0,
            "poa_2": 0.0,
            "task2_precision": 0.0,
            "task2_recall": 0.0,
        },
    ]
    s = release_summary(rows)
    assert s["total_evaluated"] == 3 and s["ordered_tasks"] == 2 and s["unordered_tasks"] == 1
    assert s["success_rate"] == {"count": 2, "percentage": 2 / 3}
    assert s["success_rate_at_k"]["k=1"] == {"success_count": 1, "valid_tasks": 2, "percentage": 0.5}
    assert s["success_rate_at_k"]["k=2"] == {"success_count": 1, "valid_tasks": 1, "percentage": 1.0}
    assert (
        s["success_rate_at_k"]["k=3"]["valid_tasks"] == 0 and s["success_rate_at_k"]["k=3"]["percentage"] == 0
    )
    assert s["average_precision"] == pytest.approx(2 / 3)
    assert s["overall_average_pairwise_order_accuracy"] == 0.5
    assert evaluate is not None
