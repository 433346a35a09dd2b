"""Query quality control: one defensible answer per query, checked against the affordance table.

Invariant: a query passes only when, for every step slot, the slot's target is the one
visible tool whose affordances include the slot's (act, material, scale); no other visible
tool -- distractor or the target of another slot -- can do it as well. The other checks:
every tool from the query's domain family (medical tools only in medical scenes and back),
no two visible tools of one base tool (a short name would be ambiguous), and an instruction
that names no visible tool. ``check`` returns the reasons a query fails (empty: it passes);
the generator redraws a failed query and counts the reasons (docs/phystool.md, "QC").
"""

from __future__ import annotations

import re

from .library import Library

REASONS = (
    "rival_for_step",
    "target_fits_two_steps",
    "outside_domain",
    "duplicate_base",
    "names_a_tool",
    "not_visible",
)


def compatible(tool_domain: str, query_domain: str) -> bool:
    """Medical tools only in medical scenes, and medical scenes only medical tools (plus
    everyday fillers, which the caller allows)."""
    return (tool_domain == "medical") == (query_domain == "medical")


def slot_affordance(lib: Library, tool_id: str, tag: str) -> tuple:
    tool = lib.by_id[tool_id]
    return tuple(tool["affordances"][tool["function_tags"].index(tag)])


def check(rec: dict, lib: Library) -> list[str]:
    reasons = []
    visible = [lib.by_id[v["tool_id"]] for v in rec["visible_tools"]]
    slots = [
        (tid, slot_affordance(lib, tid, tag))
        for tid, tag in zip(rec["target_tool_ids"], rec["target_functions"])
    ]
    for tid, aff in slots:
        for tool in visible:
            if tool["id"] == tid or aff not in {tuple(a) for a in tool["affordances"]}:
                continue
            if tool["id"] in rec["target_tool_ids"]:
                reasons.append("target_fits_two_steps")
            else:
                reasons.append("rival_for_step")
    for tool in visible:
        if not tool["everyday"] and not compatible(tool["domain"], rec["domain"]):
            reasons.append("outside_domain")
    bases = [t["base_name"].lower() for t in visible]
    if len(set(bases)) != len(bases):
        reasons.append("duplicate_base")
    text = rec["task_instruct"].lower()
    for tool in visible:
        for alias in (tool["base_name"], *tool["base_synonyms"]):
            if alias and re.search(rf"\b{re.escape(alias.lower())}s?\b", text):
                reasons.append("names_a_tool")
                break
    return sorted(set(reasons), key=REASONS.index)
