"""Sample one PhysTool query: task, targets with step indices, and labelled distractors.

Every random choice comes from ``query_rng(seed, index)``, so query ``index`` is the same
whatever else is generated. The count distributions are set to the seed's statistics
(targets 2-14 with mean about 3.1, 2-8 with mean about 3.03 drawn; visible tools 5-21 with
mean about 8.6; 86.9% ordered; 3-10 distractors, the release's range) and measured in
docs/phystool.md.

Targets follow the compatibility model (``fit.py``): a step's target is drawn uniformly over
the named base tools that meet its need (``FitModel.choices``; then a variant; the tools of
one step share their drive or shank), so which fitting tool is on the table is not in the
instruction, and a plan of templates is used only when its needs leave a text-only guess at
least ``fit.MIN_GUESS_ODDS`` equally likely answers (``Fair``). Only base tools people name
(``fit.FitModel.named``) enter a scene.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

import numpy as np

from ..rng import PHYSTOOL_QUERY, words_stream
from .library import Library
from .tasks import Template, chosen_steps, instruction, optional_choices

# P(target count = k); mean 3.13 before unordered kits cap k at 5 (the seed: 3.1, range 2-14)
TARGET_COUNT_P = {2: 0.41, 3: 0.33, 4: 0.14, 5: 0.06, 6: 0.025, 7: 0.015,
                  **{k: 0.02 / 7 for k in range(8, 15)}}
DISTRACTOR_KINDS = ("functional", "visual", "filler")
KEEP_TASK_ATTEMPTS = 4  # layout attempts that keep the task (later ones take another task)
KEEP_SIZE_ATTEMPTS = 6  # layout attempts that keep the target count (later ones draw it anew)
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


def sample_target_count(rng) -> int:
    ks = list(TARGET_COUNT_P)
    p = np.array([TARGET_COUNT_P[k] for k in ks])
    return int(ks[int(rng.choice(len(ks), p=p / p.sum()))])


def _single(pool: list[Template], ordered: bool, k: int, rng, fair):
    fits = [t for t in pool if t.min_targets <= k <= t.max_targets]
    rng.shuffle(fits)
    for tpl in fits:
        choices = [c for c in optional_choices([tpl], k)
                   if (not ordered or len(chosen_steps([tpl], set(c))) >= 2) and fair([tpl], c)]
        if choices:
            return [tpl], set(choices[int(rng.integers(len(choices)))])
    return None


def _chain(pool: list[Template], k: int, rng, fair, tries: int = 32):
    """Several same-domain templates with disjoint tags whose slots can give k targets."""
    for _ in range(tries):
        chain, tags = [], set()
        for i in rng.permutation(len(pool)):
            tpl = pool[int(i)]
            if tpl.tags() & tags or sum(t.min_targets for t in chain) + tpl.min_targets > k:
                continue
            chain.append(tpl)
            tags |= tpl.tags()
            if sum(t.max_targets for t in chain) >= k:
                break
        if len(chain) > 1 and sum(t.min_targets for t in chain) <= k <= sum(t.max_targets for t in chain):
            choices = [c for c in optional_choices(chain, k) if fair(chain, c)]
            if choices:
                return chain, set(choices[int(rng.integers(len(choices)))])
    return None


def _plan(templates: tuple[Template, ...], ordered: bool, k: int, rng, fair):
    """Templates (one, or a same-domain chain for long tasks) and optional steps giving k
    targets, such that ``fair(chain, keep)`` (``Fair``). The domain is drawn uniformly first;
    when it cannot give k targets the other domains are tried in random order, so k keeps its
    distribution."""
    pool = [t for t in templates if t.ordered == ordered and fair.usable(t)]
    domains = sorted({t.domain for t in pool})
    for n in rng.permutation(len(domains)):
        same = [t for t in pool if t.domain == domains[int(n)]]
        plan = _single(same, ordered, k, rng, fair) or _chain(same, k, rng, fair)
        if plan:
            return plan
    return None


class Fair:
    """The test a plan passes: its needs leave a text-only guess of the whole answer at least
    ``fit.MIN_GUESS_ODDS`` equally likely answers (``fit.guess_odds``), counting only tools
    people name, the only ones a scene holds. Memoised per chain and optional steps."""

    def __init__(self, lib: Library, model) -> None:
        self.lib, self.model, self.memo = lib, model, {}

    def odds(self, chain, keep) -> int:
        from .fit import guess_odds

        key = (tuple(t.id for t in chain), frozenset(keep))
        if key not in self.memo:
            self.memo[key] = guess_odds(self.model, self.lib, [s for _, s in chosen_steps(chain, set(keep))])
        return self.memo[key]

    def __call__(self, chain, keep) -> bool:
        from .fit import MIN_GUESS_ODDS

        return self.odds(chain, keep) >= MIN_GUESS_ODDS

    def usable(self, template: Template) -> bool:
        """Whether the template's required steps leave every need enough named choices (it
        may still need optional steps or a chain to reach the odds)."""
        return self.odds([template], ()) > 0


def fair_plans(lib: Library, model) -> Fair:
    """The ``Fair`` of the library and the compatibility model, built once and kept on the
    library (as ``by_base``), so that its memo serves every query."""
    cache = getattr(lib, "_fair", None)
    if cache is None or cache.model is not model:
        cache = Fair(lib, model)
        lib._fair = cache  # type: ignore[attr-defined]
    return cache


QC_TRIES = 60  # tool redraws per task before the task itself is redrawn


def sample_query(lib: Library, templates: tuple[Template, ...], seed: int, index: int,
                 qc: QueryConfig | None = None, attempt: int = 0) -> dict:
    """One query record (without layout/render fields) that passes the QC (``qc.check``).

    Whether it is ordered, the target count and the visible count come from the attempt-0
    stream for the first KEEP_SIZE_ATTEMPTS layout attempts, the templates, steps and
    instruction for the first KEEP_TASK_ATTEMPTS (then another task of the same kind and
    size). A task's targets are drawn once, from a stream of the task alone, and kept through
    every QC redraw and, for the first task, every layout attempt that keeps it; only the
    distractors come from the (attempt, try) stream, and from NARROW_BAND_ATTEMPT on from a
    narrower size band. A target that makes the scene harder to fill or lay out is thus not
    redrawn away, which would tilt a need's tools towards the easy ones, a prior the text could
    learn. Redraws after a failed QC or layout keep the counts, so that long tasks, which fail
    the layout rules more often, are not replaced by short ones unless six layouts failed.
    ``qc_rejections`` counts the reasons of the rejected draws."""
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
    ordered = bool(rng0.random() < qc.p_ordered)
    k = sample_target_count(rng0)
    plan = _plan(templates, ordered, k, rng0, fair)
    while plan is None:  # no task gives k targets (kits are short, fair chains few): the next smaller k
        k = k - 1 if k > 2 else sample_target_count(rng0)
        plan = _plan(templates, ordered, k, rng0, fair)
    if KEEP_TASK_ATTEMPTS <= attempt < KEEP_SIZE_ATTEMPTS:  # another task of the same kind and size
        rng0 = query_rng(seed, index, attempt)
        plan = _plan(templates, ordered, k, rng0, fair) or plan
    for task_try in range(32):
        task_key = 10_000 + 100 * attempt + task_try
        rng = query_rng(seed, index, task_key) if task_try else rng0
        if task_try:  # same k and order kind, another task; after 8 tries another k too (rare)
            plan = _plan(templates, ordered, k, rng, fair)
            while plan is None and task_try >= 8:
                k = sample_target_count(rng)
                plan = _plan(templates, ordered, k, rng, fair)
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
    """A base tool's variants that may appear in a scene of ``domain`` (medical tools only in
    medical scenes and the reverse), at least ``fit.MIN_DRAWN_LENGTH`` long (a 2 mm hex key
    is not drawn)."""
    from .fit import MIN_DRAWN_LENGTH
    from .qc import compatible

    return [t for t in by_base(lib).get(base, []) if (t["everyday"] or compatible(t["domain"], domain))
            and t["length_m"] >= MIN_DRAWN_LENGTH]


def _draw_targets(lib: Library, model, steps, domain: str, rng) -> list[dict] | None:
    """One target per need of each chosen step: the base uniformly among the need's
    ``choices`` (the named tools that meet it, less those ruled out by the step or meeting
    another chosen step) not already used, then a variant uniformly; the tools of a step that
    matches on an attribute share it."""
    from .fit import open_choices, shared, step_slots

    open_ = iter(open_choices(model, lib, step_slots([s for _, s in steps])))
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
