"""The PhysTool tool library and task templates: reproducible, schema-valid, seed counts."""

import copy
import json
import os
import re

import pytest

from generators.phystool import build_library
from generators.phystool.library import LIBRARY_PATH, LibraryError, load, stats_markdown, validate
from generators.phystool.names import normalise
from generators.phystool.tasks import load as load_tasks

SEED_COUNTS = {"automotive": 385, "manufacturing": 376, "woodworking": 321, "construction": 298,
               "electrical": 264, "medical": 241, "agriculture": 210, "home_repair": 583}
DOCS = os.path.join(os.path.dirname(__file__), "..", "docs", "phystool.md")


def test_committed_json_is_the_builder_output():
    with open(LIBRARY_PATH) as fh:
        assert fh.read() == build_library.render_json(build_library.build())


def test_per_domain_counts_match_the_seed():
    lib = load()
    assert len(lib) == 2678
    counts = {}
    for t in lib.tools:
        counts[t["domain"]] = counts.get(t["domain"], 0) + 1
    assert counts == SEED_COUNTS


def test_names_are_unique_even_after_normalisation_and_hold_their_base_name():
    lib = load()
    norm = [normalise(t["name"]) for t in lib.tools]
    assert len(set(norm)) == len(norm)
    for t in lib.tools:
        assert set(normalise(t["base_name"]).split()) <= set(normalise(t["name"]).split()), t["name"]
        assert re.fullmatch(r"[A-Za-z0-9 ./&'(),%:#-]+", t["name"]), t["name"]
        assert min(t["size_m"]) > 0 and t["description"].startswith(f"The {t['name']} is ")


def test_no_garbled_names():
    """Over all 2,678 names: no word or size said twice ("3/8-in 3/8-in drive socket", "NM
    cable cable ripper") and no second tool noun from a variant ("splitting maul 6-lb axe")."""
    lib = load()
    nouns = {"hammer", "maul", "axe", "saw", "drill", "wrench", "pliers", "screwdriver", "chisel", "knife",
             "file", "level", "clamp", "socket", "trowel", "shovel", "rake", "scissors", "gun", "meter"}
    assert len(lib.tools) == 2678
    for t in lib.tools:
        # "3/8-in drive 3/8-in socket" is garbled; "3/8-in drive 10 mm socket" and ", 1/2-in shank" are not
        name = re.sub(r"\S+ drive |,.*$", " ", t["name"].lower())
        words = [w for w in re.findall(r"[a-z][a-z-]*[a-z]|[0-9][0-9/.-]*-?(?:in|mm|ft|lb|oz)", name)
                 if len(w) > 2]
        assert len(words) == len(set(words)), t["name"]
        base = set(re.findall(r"[a-z]+", t["base_name"].lower()))
        extra = set(re.findall(r"[a-z]+", t["name"].lower())) - base
        assert not extra & nouns, t["name"]


def test_no_base_tool_over_three_percent_and_every_tool_has_affordances():
    lib = load()
    per_base = {}
    for t in lib.tools:
        per_base[(t["domain"], t["base_name"])] = per_base.get((t["domain"], t["base_name"]), 0) + 1
        assert len(t["affordances"]) == len(t["function_tags"]) >= 1
    assert max(per_base.values()) <= 0.03 * 2678


def test_every_base_tool_is_present_and_variants_are_distinct():
    lib = load()
    for domain, bases in build_library.load_bases().items():
        have = {t["base_index"] for t in lib.tools if t["domain"] == domain}
        assert have == set(range(len(bases))), domain


def test_validate_names_the_broken_field():
    with open(LIBRARY_PATH) as fh:
        data = json.load(fh)
    bad = copy.deepcopy(data)
    del bad["tools"][5]["shape_family"]
    with pytest.raises(LibraryError, match="shape_family"):
        validate(bad)
    bad = copy.deepcopy(data)
    bad["tools"][7]["power"] = "hydraulic"
    with pytest.raises(LibraryError, match="power"):
        validate(bad)
    bad = copy.deepcopy(data)
    bad["tools"].pop()
    with pytest.raises(LibraryError, match="expected"):
        validate(bad)


def test_task_templates_resolve_against_the_library():
    lib = load()
    templates = load_tasks(lib=lib)
    assert {t.domain for t in templates} == set(SEED_COUNTS)
    assert all(any(t.ordered for t in templates if t.domain == d) for d in SEED_COUNTS)
    assert all(any(not t.ordered for t in templates if t.domain == d) for d in SEED_COUNTS)
    for t in templates:
        assert len(t.goal) >= 2 and t.max_targets >= 2, t.id


def test_docs_hold_the_generated_statistics_table():
    with open(DOCS) as fh:
        assert stats_markdown(load()) in fh.read()


def test_no_visual_family_over_three_percent_of_the_library():
    """Counted from tools.json: no visual family (the look-alike group a model draws) holds
    more than 3% of the 2,678 tools, so drill bits, sockets and wrenches cannot crowd the
    scenes; and the builder refuses a library that breaks the cap."""
    with open(LIBRARY_PATH) as fh:
        tools = json.load(fh)["tools"]
    per_family = {}
    for t in tools:
        per_family[t["shape_family"]] = per_family.get(t["shape_family"], 0) + 1
    biggest = max(per_family.items(), key=lambda x: x[1])
    assert len(tools) == 2678 and biggest[1] <= 0.03 * 2678, biggest
    assert len(per_family) >= 80


def test_the_builder_refuses_a_family_over_the_cap(monkeypatch):
    monkeypatch.setattr(build_library, "FAMILY_CAP", 0.02)
    with pytest.raises(ValueError, match="visual families over 2%"):
        build_library.build()


def test_every_base_tool_names_a_model_family(tmp_path):
    import yaml

    with open(build_library.BASES) as fh:
        data = yaml.safe_load(fh)
    data["automotive"][0] = {**data["automotive"][0], "family": "gizmo"}
    bad = tmp_path / "bases.yaml"
    bad.write_text(yaml.safe_dump(data))
    with pytest.raises(ValueError, match="family 'gizmo' is not a model family"):
        build_library.load_bases(str(bad))


def test_no_snips_or_cable_cutter_name_reads_as_a_sibling_base_tool():
    """A name that is a sibling base tool's name answers as that sibling: tin snips do not
    list aviation snips as a synonym (aviation snips is its own base tool), and no cable
    cutter is a ratcheting one (the ratcheting cable cutter is its own base tool)."""
    lib = load()
    bases = {t["base_name"] for t in lib.tools}
    assert {"aviation snips", "tin snips", "cable cutter", "ratcheting cable cutter"} <= bases
    for t in lib.tools:
        if t["base_name"] == "tin snips":
            assert "aviation snips" not in t["base_synonyms"], t["name"]
        if t["base_name"] == "cable cutter":
            assert "ratcheting" not in t["name"].split(), t["name"]
        for syn in t["base_synonyms"]:
            if syn in ("aviation snips", "tin snips", "cable cutter", "ratcheting cable cutter"):
                assert syn == t["base_name"], (t["name"], syn)


def test_no_synonym_of_one_base_tool_names_another_base_tool():
    """A rater's answer maps to one base tool: over the whole library, no base synonym of one
    base tool is another base tool's name or one of its base synonyms (caulk gun and caulking
    gun, F-clamp and bar clamp, glue gun and hot glue gun are each their own base tool)."""
    lib = load()
    owners: dict[str, set[str]] = {}
    for t in lib.tools:
        for name in {t["base_name"], *t["base_synonyms"]}:
            owners.setdefault(name.strip().lower(), set()).add(t["base_name"])
    shared = {name: sorted(bases) for name, bases in owners.items() if len(bases) > 1}
    assert not shared, shared
