"""How broad a seed's queries are: the tools on the tables, the targets, the templates asked and
the domains (issue 44; ``benchmarks/phystool_breadth.py`` prints it, docs/phystool.md
"Breadth" records it).

Invariant: every figure is counted from the records alone (``visible_tools``, ``target_tool_ids``,
``template_ids``, ``domain``), read against the library for base names; a query that chains
several templates counts once for each of them, so template shares may sum past 1. The
paper gives no query count per domain, only its tools per domain (SPEC section 8, the
library's ``DOMAIN_COUNTS``); ``template_law.PAPER_DOMAIN_SHARES`` is that split, the reference
the domain shares are read against (and the generator's domain law aims at).
"""

from __future__ import annotations

from collections import Counter

from .library import Library
from .tasks import Template
from .template_law import PAPER_DOMAIN_SHARES

# issue 44's bar over 2,510 queries of one seed
GOALS = {"variants": 1500, "bases": 500, "target_bases": 300, "templates": 60, "template_share": 0.04}


def breadth(records: list[dict], lib: Library, templates: tuple[Template, ...]) -> dict:
    """The breadth figures of ``records`` (query records as the generator writes them)."""
    base = {t["id"]: t["base_name"] for t in lib.tools}
    n = len(records)
    variants = {v["tool_id"] for r in records for v in r["visible_tools"]}
    target_ids = {i for r in records for i in r["target_tool_ids"]}
    asked = Counter(t for r in records for t in dict.fromkeys(r["template_ids"]))
    domains = Counter(r["domain"] for r in records)
    visible = [len(r["visible_tools"]) for r in records]
    targets = [len(r["target_tool_ids"]) for r in records]
    top, top_n = asked.most_common(1)[0] if asked else ("", 0)
    shares = {d: domains.get(d, 0) / n if n else 0.0 for d in PAPER_DOMAIN_SHARES}
    return {
        "queries": n,
        "variants": len(variants),
        "bases": len({base[i] for i in variants}),
        "target_variants": len(target_ids),
        "target_bases": len({base[i] for i in target_ids}),
        "templates_asked": len(asked),
        "templates": len(templates),
        "not_asked": sorted(t.id for t in templates if t.id not in asked),
        "template_shares": {t: c / n for t, c in asked.most_common()},
        "largest_template": top,
        "largest_template_share": top_n / n if n else 0.0,
        "domain_shares": shares,
        "domain_gap": max(abs(s - PAPER_DOMAIN_SHARES[d]) for d, s in shares.items()),
        "visible": (sum(visible) / n, min(visible), max(visible)) if n else (0.0, 0, 0),
        "targets": (sum(targets) / n, min(targets), max(targets)) if n else (0.0, 0, 0),
    }


def report(b: dict) -> str:
    """The figures as the benchmark prints them, with the issue's bar beside each count."""
    lines = [
        f"queries: {b['queries']}",
        f"tool variants on tables: {b['variants']} (issue 44: >= {GOALS['variants']})",
        f"base tools on tables: {b['bases']} (issue 44: >= {GOALS['bases']})",
        f"target base tools: {b['target_bases']} ({b['target_variants']} variants; issue 44: >= "
        f"{GOALS['target_bases']})",
        f"templates asked: {b['templates_asked']} of {b['templates']} (issue 44: all, and >= "
        f"{GOALS['templates']})",
        f"largest template share: {b['largest_template']} {b['largest_template_share']:.1%} (issue 44: <= "
        f"{GOALS['template_share']:.0%})",
        "templates by share: " + ", ".join(f"{t} {s:.1%}" for t, s in b["template_shares"].items()),
        "not asked: " + (", ".join(b["not_asked"]) or "none"),
        "domain shares (paper's tool shares): " + ", ".join(
            f"{d} {s:.1%} ({PAPER_DOMAIN_SHARES[d]:.1%})" for d, s in b["domain_shares"].items()),
        f"largest domain gap: {b['domain_gap']:.1%} (issue 44: <= 3 points, or the shares aimed at)",
        "tools visible per query: mean {:.2f}, range {}-{} (paper: 8.6, 5-21)".format(*b["visible"]),
        "targets per query: mean {:.2f}, range {}-{} (paper: 3.1, 2-14)".format(*b["targets"]),
    ]
    return "\n".join(lines)
