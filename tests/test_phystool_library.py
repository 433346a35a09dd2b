"""The PhysTool tool library and task templates: reproducible, schema-valid, seed counts."""

import copy
import json
import os
import re

import pytest

from generators.phystool import build_library
from generators.phystool.library import LIBRARY_PATH, LibraryError, load, stats_markdown, validate
from generators.phystool.metrics import normalise
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
        assert t["size_m"][0] >= t["size_m"][1] > 0 and t["size_m"][2] > 0


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
