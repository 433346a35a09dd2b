"""Query quality control: one defensible answer per query, checked with the compatibility model.

Invariant: a query passes only when every step of its task is met (``fit.assignments``) in
exactly one way by the visible tools, and that way is the step's targets: no distractor, and no
target of another step, can do the step as well (a 3/8-in drive breaker bar next to a 3/8-in
socket meets "turn the socket" as well as the target ratchet does; a darby floats fresh concrete
as well as a float). The other checks: every tool has a model (``fit.FitModel.drawn``), every
tool from the query's domain family (medical tools only in medical scenes and back, everyday
fillers excepted), no two visible tools of one base tool (a short name would be ambiguous), an
instruction that names no visible tool, and 3-10 distractors (the release's range). ``check``
returns the reasons a query fails (empty: it passes); the generator redraws a failed query and
counts the reasons (docs/phystool.md, "QC").
"""

from __future__ import annotations

import re

from .fit import assignments, compatible
from .fit import load as load_fit
from .library import Library

REASONS = (
    "rival_for_step",
    "target_fits_two_steps",
    "no_answer",
    "not_drawn",
    "outside_domain",
    "duplicate_base",
    "names_a_tool",
    "distractor_count",
)
DISTRACTORS = (3, 10)  # the release's README: 3-10 distractors per scene


def step_groups(rec: dict) -> dict[int, list[int]]:
    """Template step -> indices of its targets (``target_groups``)."""
    groups: dict[int, list[int]] = {}
    for i, g in enumerate(rec["target_groups"]):
        groups.setdefault(g, []).append(i)
    return groups


def step_answers(rec: dict, lib: Library) -> dict[int, list[frozenset]]:
    """Template step -> every set of visible tools (indices into ``visible_tools``) that
    meets it."""
    model = load_fit()
    visible = [lib.by_id[v["tool_id"]] for v in rec["visible_tools"]]
    return {g: assignments(model, [rec["target_needs"][i] for i in idx], visible,
                           rec["target_without"][idx[0]]) for g, idx in step_groups(rec).items()}


def check(rec: dict, lib: Library) -> list[str]:
    model = load_fit()
    reasons = []
    visible = [lib.by_id[v["tool_id"]] for v in rec["visible_tools"]]
    position = {v["tool_id"]: i for i, v in enumerate(rec["visible_tools"])}
    target_at = {position[t] for t in rec["target_tool_ids"]}
    for g, found in step_answers(rec, lib).items():
        own = frozenset(position[rec["target_tool_ids"][i]] for i in step_groups(rec)[g])
        if own not in found:
            reasons.append("no_answer")
        for other in found:
            if other == own:
                continue
            reasons.append("target_fits_two_steps" if (other - own) & target_at else "rival_for_step")
    drawn = model.drawn()
    if any(t["base_name"] not in drawn for t in visible):
        reasons.append("not_drawn")
    for tool in visible:
        if not tool["everyday"] and not compatible(tool["domain"], rec["domain"]):
            reasons.append("outside_domain")
    bases = [t["base_name"].lower() for t in visible]
    if len(set(bases)) != len(bases):
        reasons.append("duplicate_base")
    if not DISTRACTORS[0] <= len(visible) - len(rec["target_tool_ids"]) <= DISTRACTORS[1]:
        reasons.append("distractor_count")
    text = rec["task_instruct"].lower()
    for tool in visible:
        for alias in (tool["base_name"], *tool["base_synonyms"]):
            if alias and re.search(rf"\b{re.escape(alias.lower())}s?\b", text):
                reasons.append("names_a_tool")
                break
    return sorted(set(reasons), key=REASONS.index)
