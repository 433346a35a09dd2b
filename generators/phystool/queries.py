"""Sample one PhysTool query: task, targets with step indices, and labelled distractors.

Every random choice comes from ``query_rng(seed, index)``, so query ``index`` is the same
whatever else is generated. The count distributions are set to the seed's statistics
(targets 2-14 with mean about 3.1; visible tools 5-21 with mean about 8.6; 86.9% ordered)
and measured in docs/phystool.md.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from ..rng import PHYSTOOL_QUERY, words_stream
from .library import Library
from .tasks import Template, chosen_steps, instruction, optional_choices

# P(target count = k); mean 3.13 before unordered kits cap k at 5 (the seed: 3.1, range 2-14)
TARGET_COUNT_P = {2: 0.41, 3: 0.33, 4: 0.14, 5: 0.06, 6: 0.025, 7: 0.015,
                  **{k: 0.02 / 7 for k in range(8, 15)}}
DISTRACTOR_KINDS = ("functional", "visual", "filler")
KEEP_TASK_ATTEMPTS = 4


@dataclass
class QueryConfig:
    p_ordered: float = 0.869
    visible_min: int = 5
    visible_max: int = 21
    visible_gamma_shape: float = 2.0  # visible = min + Gamma(shape, scale), rounded: mean ~ 8.6
    visible_gamma_scale: float = 1.75
    kind_weights: tuple = (0.45, 0.35, 0.20)  # functional, visual, filler
    min_distractors: int = 2
    p_same_trade: float = 0.7  # functional look-alikes from the targets' domains when possible
    size_ratio: float = 8.0  # distractors no longer/shorter than this ratio of the targets' lengths


def query_rng(seed: int, index: int, attempt: int = 0, *more: int) -> np.random.Generator:
    return words_stream(seed, PHYSTOOL_QUERY, index, attempt, *more)


def sample_target_count(rng) -> int:
    ks = list(TARGET_COUNT_P)
    p = np.array([TARGET_COUNT_P[k] for k in ks])
    return int(ks[int(rng.choice(len(ks), p=p / p.sum()))])


def _single(pool: list[Template], ordered: bool, k: int, rng):
    fits = [t for t in pool if t.min_targets <= k <= t.max_targets]
    rng.shuffle(fits)
    for tpl in fits:
        choices = [c for c in optional_choices([tpl], k)
                   if not ordered or len(chosen_steps([tpl], set(c))) >= 2]
        if choices:
            return [tpl], set(choices[int(rng.integers(len(choices)))])
    return None


def _chain(pool: list[Template], k: int, rng, tries: int = 8):
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
            choices = optional_choices(chain, k)
            if choices:
                return chain, set(choices[int(rng.integers(len(choices)))])
    return None


def _plan(templates: tuple[Template, ...], ordered: bool, k: int, rng):
    """Templates (one, or a same-domain chain for long tasks) and optional steps giving k
    targets. The domain is drawn uniformly first; when it cannot give k targets the other
    domains are tried in random order, so k keeps its distribution."""
    pool = [t for t in templates if t.ordered == ordered]
    domains = sorted({t.domain for t in pool})
    for n in rng.permutation(len(domains)):
        same = [t for t in pool if t.domain == domains[int(n)]]
        plan = _single(same, ordered, k, rng) or _chain(same, k, rng)
        if plan:
            return plan
    return None


QC_TRIES = 60  # tool redraws per task before the task itself is redrawn


def sample_query(lib: Library, templates: tuple[Template, ...], seed: int, index: int,
                 qc: QueryConfig | None = None, attempt: int = 0) -> dict:
    """One query record (without layout/render fields) that passes the QC (``qc.check``).

    The task (ordered or not, target count, templates, steps, instruction, visible count)
    comes from the attempt-0 stream for the first KEEP_TASK_ATTEMPTS attempts, the tools from
    the (attempt, try) stream: a redraw after a failed QC or render keeps the task and its
    counts, so redraws do not bias the statistics. ``qc_rejections`` counts the reasons of
    the rejected draws."""
    from .qc import check

    qc = qc or QueryConfig()
    rejected: dict[str, int] = {}
    rng0 = query_rng(seed, index, 0 if attempt < KEEP_TASK_ATTEMPTS else attempt)
    ordered = bool(rng0.random() < qc.p_ordered)
    plan = None
    while plan is None:  # unordered kits are short: redraw k until some kit fits
        k = sample_target_count(rng0)
        plan = _plan(templates, ordered, k, rng0)
    for task_try in range(32):
        task_key = 10_000 + 100 * attempt + task_try
        rng = query_rng(seed, index, task_key) if task_try else rng0
        if task_try:  # same k and order kind, another task; after 8 tries another k too (rare)
            plan = _plan(templates, ordered, k, rng)
            while plan is None and task_try >= 8:
                k = sample_target_count(rng)
                plan = _plan(templates, ordered, k, rng)
            if plan is None:
                continue
        chain, keep = plan
        steps = chosen_steps(chain, keep)
        needs = [_tag_affordance(lib, t) for _, st in steps for t in st.need]
        if len(set(needs)) != len(needs):  # two slots needing the same thing: no single answer
            rejected["target_fits_two_steps"] = rejected.get("target_fits_two_steps", 0) + 1
            continue
        text = instruction(chain, [s for _, s in steps], ordered, rng)
        count_rng = query_rng(seed, index, 0 if attempt < KEEP_TASK_ATTEMPTS else attempt, 1)
        n_visible = _visible_count(count_rng, k, qc)
        for attempt_try in range(QC_TRIES):  # noqa: B007
            trng = words_stream(seed, PHYSTOOL_QUERY, index, task_key, attempt_try + 1)
            rec = _draw_tools(lib, chain, steps, ordered, text, n_visible, seed, index, trng, qc)
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


def _tag_affordance(lib: Library, tag: str) -> tuple:
    tool = lib.by_id[lib.by_tag[tag][0]]
    return tuple(tool["affordances"][tool["function_tags"].index(tag)])


def _pool(lib: Library, ids, domain: str) -> list[str]:
    """Tools of the query's domain first; else of any compatible domain (never medical in a
    trade scene or the reverse)."""
    from .qc import compatible

    ids = list(dict.fromkeys(ids))
    same = [i for i in ids if lib.by_id[i]["domain"] == domain]
    return same or [i for i in ids if compatible(lib.by_id[i]["domain"], domain)]


def _draw_tools(lib: Library, chain, steps, ordered, text, n_visible, seed, index, rng, qc) -> dict | None:
    domain = chain[0].domain
    used_bases: set[str] = set()
    targets = []
    for step_index, (_, step) in enumerate(steps, start=1):
        for tag in step.need:
            cands = [i for i in _pool(lib, lib.by_tag[tag], domain)
                     if lib.by_id[i]["base_name"] not in used_bases]
            if not cands:
                return None
            tool = lib.by_id[cands[int(rng.integers(len(cands)))]]
            used_bases.add(tool["base_name"])
            targets.append({"tool": tool, "step": step_index if ordered else 1, "tag": tag, "do": step.do})
    distractors = _distractors(lib, targets, n_visible - len(targets), used_bases, rng, qc, domain)
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
        "target_functions": [t["tag"] for t in targets],
        "target_affordances": [t["tool"]["affordances"][t["tool"]["function_tags"].index(t["tag"])]
                               for t in targets],
        "distractor_kinds": {d["tool"]["name"]: d["kind"] for d in distractors},
        "visible_tools": [{"tool_id": visible[int(i)]["tool"]["id"], "name": visible[int(i)]["tool"]["name"],
                           "role": "target" if "step" in visible[int(i)] else "distractor",
                           "distractor_kind": visible[int(i)].get("kind")} for i in order],
    }


def _visible_count(rng, n_targets: int, qc: QueryConfig) -> int:
    v = qc.visible_min + int(round(rng.gamma(qc.visible_gamma_shape, qc.visible_gamma_scale)))
    v = max(v, n_targets + qc.min_distractors)
    return int(min(max(v, qc.visible_min), qc.visible_max))


def _distractors(lib: Library, targets: list[dict], n: int, used_bases: set[str], rng, qc: QueryConfig,
                 domain: str) -> list[dict]:
    """Labelled distractors drawn from the query's domain: **functional** (shares an act
    with a target's step -- cuts, drills, measures -- but on another material or scale, so
    it fails a stated constraint), **visual** (same visual family as a target), **filler**
    (an everyday tool). Visual look-alikes and fillers are drawn without looking at what
    they can do; the QC rejects a draw where one of them could do a step. Each kind is drawn
    from the targets' size band first (``qc.size_ratio``), so that the scene stays readable
    when the camera frames it."""
    from .qc import compatible

    needs = {tuple(t["tool"]["affordances"][t["tool"]["function_tags"].index(t["tag"])]) for t in targets}
    acts = {a[0] for a in needs}
    shapes = {t["tool"]["shape_family"] for t in targets}
    functional_pool = [i for i in _pool(lib, [i for a in sorted(acts) for i in lib.by_act.get(a, [])], domain)
                       if not needs & {tuple(a) for a in lib.by_id[i]["affordances"]}]
    visual_pool = _pool(lib, [i for s in sorted(shapes) for i in lib.by_shape[s]], domain)
    filler_pool = [i for i in lib.everyday if compatible(lib.by_id[i]["domain"], "home_repair")]
    pools = {"functional": functional_pool, "visual": visual_pool, "filler": filler_pool}
    # a scene stays readable when no tool is far longer than the shortest: distractors come from
    # the size band the targets allow (targets longer than the band keep their own range)
    lengths = [t["tool"]["length_m"] for t in targets]
    lo = min(min(lengths), max(lengths) / qc.size_ratio)
    hi = max(max(lengths), min(lengths) * qc.size_ratio)
    sized = {k: [i for i in v if lo <= lib.by_id[i]["length_m"] <= hi] for k, v in pools.items()}
    out = []
    weights = np.array(qc.kind_weights, dtype=float)
    for _ in range(n):
        first = DISTRACTOR_KINDS[int(rng.choice(3, p=weights / weights.sum()))]
        order = [first] + [k for k in DISTRACTOR_KINDS if k != first]
        picked, tried = None, set()
        for kind in order + order:  # in the size band first, then any size
            band = sized if kind not in tried else pools
            tried.add(kind)
            pool = [i for i in band[kind] if lib.by_id[i]["base_name"] not in used_bases]
            if pool:
                picked = (lib.by_id[pool[int(rng.integers(len(pool)))]], kind)
                break
        if picked is None:
            break
        used_bases.add(picked[0]["base_name"])
        out.append({"tool": picked[0], "kind": picked[1]})
    return out
