"""``generators.phystool.breadth`` and ``benchmarks/phystool_breadth.py``: the breadth figures of
issue 44 counted from hand-made records, and the command's report on a few sampled queries."""

import importlib.util
import os

import pytest

from generators.phystool.breadth import breadth, report
from generators.phystool.library import load
from generators.phystool.tasks import load as load_tasks
from generators.phystool.template_law import PAPER_DOMAIN_SHARES

HERE = os.path.dirname(os.path.abspath(__file__))
SCRIPT = os.path.join(HERE, "..", "benchmarks", "phystool_breadth.py")


def _record(ids, targets, templates, domain):
    return {"visible_tools": [{"tool_id": i} for i in ids], "target_tool_ids": targets,
            "template_ids": templates, "domain": domain}


def test_breadth_counts_variants_bases_targets_templates_and_domains():
    lib = load()
    tasks = load_tasks(lib=lib)
    by_base: dict[str, list[str]] = {}
    for t in lib.tools:
        by_base.setdefault(t["base_name"], []).append(t["id"])
    ratchet = by_base["ratchet"][:2]  # two variants of one base tool
    jack, level = by_base["floor jack"][0], by_base["spirit level"][0]
    meter = by_base["digital multimeter"][0]
    records = [
        _record([*ratchet, jack, level, meter], [ratchet[0], jack], ["auto-brake-pads"], "automotive"),
        _record([ratchet[0], level, meter], [ratchet[0]], ["auto-brake-pads", "auto-battery"],
                "automotive"),
        _record([jack, level, meter, ratchet[1], jack], [level, meter, jack], ["home-picture"],
                "home_repair"),
        _record([level, meter, jack, jack, jack], [meter, level], ["home-picture"], "home_repair"),
    ]
    b = breadth(records, lib, tasks)
    assert (b["queries"], b["variants"], b["bases"]) == (4, 5, 4)
    assert (b["target_variants"], b["target_bases"]) == (4, 4)
    assert b["templates_asked"] == 3 and b["templates"] == len(tasks)
    assert b["largest_template"] in ("auto-brake-pads", "home-picture") and b["largest_template_share"] == 0.5
    assert b["template_shares"]["auto-battery"] == 0.25  # a chain counts for each of its templates
    assert "auto-battery" not in b["not_asked"] and "agr-sheep" in b["not_asked"]
    assert b["domain_shares"]["automotive"] == b["domain_shares"]["home_repair"] == 0.5
    assert b["domain_gap"] == pytest.approx(0.5 - PAPER_DOMAIN_SHARES["automotive"])
    assert b["visible"] == (4.5, 3, 5) and b["targets"] == (2.0, 1, 3)
    text = report(b)
    assert "tool variants on tables: 5" in text and "templates asked: 3 of" in text
    assert "largest template share:" in text and "50.0%" in text


def test_the_command_prints_the_figures_of_a_seed(capsys):
    spec = importlib.util.spec_from_file_location("phystool_breadth", SCRIPT)
    bench = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(bench)
    bench.main(["7", "30", "--sampled"])
    out = capsys.readouterr().out.splitlines()
    assert out[0].startswith("seed 7, 30 queries (sampled, no layout")
    keys = [line.split(":")[0] for line in out[1:]]
    assert keys[:6] == ["queries", "tool variants on tables", "base tools on tables", "target base tools",
                        "templates asked", "largest template share"]
    assert any(k.startswith("domain shares") for k in keys) and "targets per query" in keys
