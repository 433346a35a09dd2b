"""Sample one PhysTool query: task, targets with step indices, and labelled distractors.

Every random choice comes from streams of (seed, index) (``query_rng``; the first template
from the stream of the index's block of ``DECK`` queries), so query ``index`` is the same
whatever else is generated. The count distributions are set to the seed's statistics
(targets 2-14 with mean about 3.1, 2-9 with mean about 3.0 drawn; visible tools 5-21 with
mean about 8.6; 86.9% ordered; 3-10 distractors, the release's range) and measured in
docs/phystool.md.

Invariant of the task draw: the template comes first, under the template law
(``template_law.py``: no template expected above ``TEMPLATE_CAP`` of the queries, the domains
as near the paper's shares as that allows), then the target count among those its plans
give. Targets follow the compatibility model (``fit.py``): a step's target is drawn
uniformly over the named base tools that meet its need (``FitModel.choices``; then a variant;
the tools of one step share their drive or shank), so which fitting tool is on the table is
not in the instruction, and a plan of templates is used only when its needs leave a text-only
guess at least ``fit.MIN_GUESS_ODDS`` equally likely answers (``template_law.Fair``). Only base tools
people name (``fit.FitModel.named``) enter a scene.
"""
from __future__ import annotations

from dataclasses import dataclass, replace

import numpy as np

from ..rng import PHYSTOOL_QUERY, words_stream
from .library import Library
from .tasks import Template, chosen_steps, instruction
from .template_law import draw_plan, fair_plans, first_template, plan_for_count, weighted_template

DISTRACTOR_KINDS = ("functional", "visual", "filler")
KEEP_TASK_ATTEMPTS = 4  # layout attempts that keep the task's targets (later ones draw others)
KEEP_SIZE_ATTEMPTS = 6  # layout attempts that keep the task (later ones draw all anew)
NARROW_BAND_ATTEMPT = 2  # from this attempt on, distractors' lengths within half the size ratio
AREA_BAND = 3.0  # distractors' footprints within this ratio of the targets' smallest and largest
# families whose members a person cannot tell apart at scene scale: no visual look-alikes drawn
# from them (a profile bit may still meet a straight bit, its functional look-alike)
NO_LOOKALIKES = {"router_bit"}


@dataclass
class QueryConfig:
    p_ordered: float = 0.869
    visible_min: int = 5
    visible_max: int = 21
    visible_gamma_shape: float = 2.0  # visible = min + Gamma(shape, scale), rounded: mean ~ 8.6
    visible_gamma_scale: float = 1.75
    kind_weights: tuple = (0.45, 0.35, 0.20)  # functional, visual, filler
    min_distractors: int = 3  # the release's README: 3-10 distractors per scene
    max_distractors: int = 10
    p_same_trade: float = 0.7  # functional look-alikes from the targets' domains when possible
    size_ratio: float = 8.0  # distractors no longer/shorter than this ratio of the targets' lengths


def query_rng(seed: int, index: int, attempt: int = 0, *more: int) -> np.random.Generator:
    return words_stream(seed, PHYSTOOL_QUERY, index, attempt, *more)


QC_TRIES = 60  # tool redraws per task before the task itself is redrawn


def sample_query(lib: Library, templates: tuple[Template, ...], seed: int, index: int,
                 qc: QueryConfig | None = None, attempt: int = 0) -> dict:
    """One query record (without layout/render fields) that passes the QC (``qc.check``).

    The task (the first template, ``first_template``, which says whether the query is ordered;
    the plan, its steps and instruction), the target count and the visible count hold for the
    first KEEP_SIZE_ATTEMPTS layout attempts; then everything is drawn anew. The targets are
    drawn once, from a stream of the task alone, and kept through every QC redraw and the first
    KEEP_TASK_ATTEMPTS layout attempts; only the distractors come from the (attempt, try)
    stream, and from NARROW_BAND_ATTEMPT on from a narrower size band. A target that makes the
    scene harder to fill or lay out is thus not redrawn away, which would tilt a need's tools
    towards the easy ones, a prior the text could learn. A target set that cannot be laid out
    at all is redrawn for the same task (attempts KEEP_TASK_ATTEMPTS to KEEP_SIZE_ATTEMPTS - 1),
    so the task keeps its share of the queries (``Fair.law``); the sets that never fit are
    missing either way. A task the QC cannot fill is replaced by another of its kind and count
    (``plan_for_count``). ``qc_rejections`` counts the reasons of the rejected draws."""
    from .fit import MIN_GUESS_ODDS
    from .fit import load as load_fit
    from .qc import check

    qc = qc or QueryConfig()
    if attempt >= NARROW_BAND_ATTEMPT:  # a layout failed twice: a more uniform scene
        qc = replace(qc, size_ratio=max(2.0, qc.size_ratio / 2))
    model = load_fit()
    fair = fair_plans(lib, model)
    rejected: dict[str, int] = {}
    size_key = 0 if attempt < KEEP_SIZE_ATTEMPTS else attempt
    rng0 = query_rng(seed, index, size_key)
    p_ordered = qc.p_ordered
    if attempt < KEEP_SIZE_ATTEMPTS:
        tpl = first_template(templates, fair, seed, index, p_ordered)
    else:  # six layouts failed: a new draw of everything, from the law unstratified
        law = fair.law(templates, p_ordered)
        tpl = weighted_template(law, templates, rng0) if law else None
    if tpl is None:
        raise RuntimeError("no task template has a plan whose needs leave a text-only guess "
                           f"{MIN_GUESS_ODDS} answers; python benchmarks/phystool_name_screen.py templates "
                           "says which needs hold them back")
    ordered = tpl.ordered
    chain, keep, k = draw_plan(templates, tpl, rng0, fair)
    plan = (chain, keep)  # from KEEP_TASK_ATTEMPTS on, the same task with other targets (below)
    for task_try in range(32):
        task_key = 10_000 + 100 * attempt + task_try
        rng = query_rng(seed, index, task_key) if task_try else rng0
        if task_try:  # same k and order kind, another task; after 8 tries another k too (rare)
            plan = plan_for_count(templates, ordered, k, rng, fair, p_ordered)
            if plan is None and task_try >= 8:  # any template of the kind, its own count
                tpl = weighted_template(fair.weights(templates, ordered, p_ordered), templates, rng)
                chain, keep, k = draw_plan(templates, tpl, rng, fair)
                plan = (chain, keep)
            if plan is None:
                continue
        chain, keep = plan
        steps = chosen_steps(chain, keep)
        text = instruction(chain, [s for _, s in steps], ordered, rng)
        count_rng = query_rng(seed, index, size_key, 1)
        n_visible = _visible_count(count_rng, k, qc)
        kept = task_try == 0 and attempt < KEEP_TASK_ATTEMPTS  # the first task: its targets stay
        targets = _draw_targets(lib, model, steps, chain[0].domain,
                                words_stream(seed, PHYSTOOL_QUERY, index, 10_000 if kept else task_key, 0))
        if targets is None:
            rejected["no_tools"] = rejected.get("no_tools", 0) + 1
            continue
        for attempt_try in range(QC_TRIES):  # noqa: B007
            trng = words_stream(seed, PHYSTOOL_QUERY, index, task_key, attempt_try + 1)
            rec = _draw_tools(lib, model, chain, [dict(t) for t in targets], ordered, text, n_visible, seed,
                              index, trng, qc)
            if rec is None:
                rejected["no_tools"] = rejected.get("no_tools", 0) + 1
                continue
            reasons = check(rec, lib)
            if not reasons:
                rec["qc_rejections"] = dict(sorted(rejected.items()))
                return rec
            for r in reasons:
                rejected[r] = rejected.get(r, 0) + 1
    raise RuntimeError(f"query {index}: no draw passed the QC ({rejected}); the task tables cannot "
                       "give this query one defensible answer")


def by_base(lib: Library) -> dict[str, list[dict]]:
    """Base name -> its library tools (variants), in library order."""
    cache = getattr(lib, "_by_base", None)
    if cache is None:
        cache = {}
        for t in lib.tools:
            cache.setdefault(t["base_name"], []).append(t)
        lib._by_base = cache  # type: ignore[attr-defined]
    return cache


def footprint(tool: dict) -> float:
    """The area a tool covers seen from above (m^2): its L x W times its model's top fill."""
    return tool["size_m"][0] * tool["size_m"][1] * tool["top_fill"]


def _usable(lib: Library, base: str, domain: str) -> list[dict]:
    """A base tool's variants that may appear in a scene of ``domain`` (``fit.may_stand``:
    medical tools only in medical scenes and the reverse, at least ``fit.MIN_DRAWN_LENGTH``
    long: a 2 mm hex key is not drawn)."""
    from .fit import may_stand

    return [t for t in by_base(lib).get(base, []) if may_stand(t, domain)]


def _draw_targets(lib: Library, model, steps, domain: str, rng) -> list[dict] | None:
    """One target per need of each chosen step: the base uniformly among the need's
    ``choices`` (the named tools that meet it, less those ruled out by the step or meeting
    another chosen step) not already used, then a variant uniformly; the tools of a step that
    matches on an attribute share it."""
    from .fit import open_choices, shared, step_slots

    open_ = iter(open_choices(model, lib, step_slots([s for _, s in steps]), domain))
    used: set[str] = set()
    targets = []
    for g, (_, step) in enumerate(steps):
        keys = {model.needs[n].match for n in step.need} - {None}
        chosen: list[dict] = []
        for need_id in step.need:
            bases = [b for b in next(open_) if b not in used]
            options = []
            for b in bases:
                variants = [t for t in _usable(lib, b, domain)
                            if all(shared(model, chosen + [t], key) for key in keys)]
                if variants:
                    options.append(variants)
            if not options:
                return None
            variants = options[int(rng.integers(len(options)))]
            tool = variants[int(rng.integers(len(variants)))]
            chosen.append(tool)
            used.add(tool["base_name"])
            targets.append({"tool": tool, "group": g + 1, "need": need_id, "without": list(step.without),
                            "do": step.do})
    return targets


def _draw_tools(lib: Library, model, chain, targets, ordered, text, n_visible, seed, index, rng,
                qc) -> dict | None:
    """The record of a task's drawn ``targets`` with distractors drawn from ``rng`` (None when
    too few distractors can be drawn)."""
    domain = chain[0].domain
    for t in targets:
        t["step"] = t["group"] if ordered else 1
    used_bases = {t["tool"]["base_name"] for t in targets}
    n_distractors = min(max(n_visible - len(targets), qc.min_distractors), qc.max_distractors)
    distractors = _distractors(lib, model, targets, n_distractors, used_bases, rng, qc, domain)
    if len(distractors) < qc.min_distractors:
        return None
    visible = targets + distractors
    order = rng.permutation(len(visible))  # the listing order of visible tools carries no hint
    return {
        "id": f"phystool-{int(seed)}-{int(index):06d}",
        "task_instruct": text,
        "ordered": ordered,
        "target_tools": [t["tool"]["name"] for t in targets],
        "target_steps": [t["step"] for t in targets],
        "negative_tools": [d["tool"]["name"] for d in distractors],
        "refined_taxonomy": {"target_tools": [t["tool"]["name"] for t in targets],
                             "target_steps": [t["step"] for t in targets],
                             "negative_tools": [d["tool"]["name"] for d in distractors]},
        "shuffled_available_tools": [visible[int(i)]["tool"]["name"] for i in order],
        "slot": 0,
        "domain": domain,
        "template_ids": [t.id for t in chain],
        "target_tool_ids": [t["tool"]["id"] for t in targets],
        "target_needs": [t["need"] for t in targets],
        "target_groups": [t["group"] for t in targets],
        "target_without": [t["without"] for t in targets],
        "distractor_kinds": {d["tool"]["name"]: d["kind"] for d in distractors},
        "visible_tools": [{"tool_id": visible[int(i)]["tool"]["id"], "name": visible[int(i)]["tool"]["name"],
                           "role": "target" if "step" in visible[int(i)] else "distractor",
                           "distractor_kind": visible[int(i)].get("kind")} for i in order],
    }


def _visible_count(rng, n_targets: int, qc: QueryConfig) -> int:
    v = qc.visible_min + int(round(rng.gamma(qc.visible_gamma_shape, qc.visible_gamma_scale)))
    v = max(v, n_targets + qc.min_distractors)
    return int(min(max(v, qc.visible_min), qc.visible_max))


def _distractors(lib: Library, model, targets: list[dict], n: int, used_bases: set[str], rng,
                 qc: QueryConfig, domain: str) -> list[dict]:
    """Labelled distractors, drawn among the base tools that have a model: **functional**
    look-alikes share the job of a step but fail a constraint a person can see or the
    instruction states (the need's ``near`` tools, tools the step rules out, tools of the
    need whose drive or shank does not match, tools that do the same act to another
    material); **visual** look-alikes share a target's visual family; **fillers** are
    everyday tools. Every distractor is a tool the name screen finds named (``model.named``):
    a look-alike a person cannot name cannot be told from the target (nor is a tool the
    screen misses a target). Visual look-alikes and fillers are drawn without looking at what they
    can do; the QC rejects a draw where any distractor meets a step. Each kind is drawn from
    the targets' size band first (``qc.size_ratio``), so that the scene stays readable."""
    from .fit import shared

    drawn = model.drawn()
    needs = [model.needs[t["need"]] for t in targets]
    acts = {n.act for n in needs}
    functional: list[str] = []
    mismatch: dict[str, tuple[str, list[dict]]] = {}  # base -> (attribute, the step's targets)
    for t, need in zip(targets, needs):
        functional += list(need.near)
        functional += [b for b in need.tools if b not in model.meeting(need.id, lib, t["without"])]
        if need.match:  # the same job with another drive or shank: a look-alike that does not fit
            step = [u["tool"] for u in targets if u["group"] == t["group"]]
            for b in need.tools:
                mismatch.setdefault(b, (need.match, step))
            functional += list(need.tools)
    functional += sorted(b for other in model.needs.values() if other.act in acts and other.id not in
                         {n.id for n in needs} for b in other.tools)
    shapes = {t["tool"]["shape_family"] for t in targets} - NO_LOOKALIKES
    visual = sorted(b for b in drawn if by_base(lib)[b][0]["shape_family"] in shapes)
    # a tool that meets a step is never offered (a drive-mismatched one is: its variant will not fit)
    meets = {b for t, need in zip(targets, needs) for b in model.meeting(need.id, lib, t["without"])}
    meets |= {b for n in needs for c in n.combos for b in c}
    pools = {"functional": [b for b in dict.fromkeys(functional) if b not in meets or b in mismatch],
             "visual": [b for b in visual if b not in meets],
             "filler": [b for b in model.fillers if b not in meets]}
    pools = {k: [b for b in v if b in model.named] for k, v in pools.items()}
    lengths = [t["tool"]["length_m"] for t in targets]
    lo = min(min(lengths), max(lengths) / qc.size_ratio)
    hi = max(max(lengths), min(lengths) * qc.size_ratio)
    areas = [footprint(t["tool"]) for t in targets]  # and no footprint far outside the targets'
    a_lo, a_hi = min(areas) / AREA_BAND, max(areas) * AREA_BAND
    out = []
    weights = np.array(qc.kind_weights, dtype=float)
    for _ in range(n):
        first = DISTRACTOR_KINDS[int(rng.choice(3, p=weights / weights.sum()))]
        order = [first] + [k for k in DISTRACTOR_KINDS if k != first]
        picked = None
        for banded in (True, False):  # in the size band first, then any size
            for kind in order:
                options = []
                for b in pools[kind]:
                    if b in used_bases or b not in drawn:
                        continue
                    variants = [v for v in _usable(lib, b, domain)
                                if (not banded or lo <= v["length_m"] <= hi and a_lo <= footprint(v) <= a_hi)
                                and (kind != "functional" or b not in mismatch
                                     or not shared(model, mismatch[b][1] + [v], mismatch[b][0]))]
                    if variants:
                        options.append(variants)
                if options:
                    variants = options[int(rng.integers(len(options)))]
                    picked = (variants[int(rng.integers(len(variants)))], kind)
                    break
            if picked:
                break
        if picked is None:
            break
        used_bases.add(picked[0]["base_name"])
        out.append({"tool": picked[0], "kind": picked[1]})
    return out
