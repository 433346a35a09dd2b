"""Sample one PhysTool query: task, targets with step indices, and labelled distractors.

Every random choice comes from streams of (seed, index) (``query_rng``; the first template
from the stream of the index's block of ``DECK`` queries), so query ``index`` is the same
whatever else is generated. The count distributions are set to the seed's statistics
(targets 2-14 with mean about 3.1, 2-9 with mean about 3.0 drawn; visible tools 5-21 with
mean about 8.6; 86.9% ordered; 3-10 distractors, the release's range) and measured in
docs/phystool.md.

Invariant of the task draw: the template comes first, under ``Fair.law``, so that no template
is expected to take more than ``TEMPLATE_CAP`` of the queries (issue 44: 4 % measured) and the
domains come as near the paper's shares as that allows; then the target count, among those
its plans give. Targets follow the compatibility model (``fit.py``): a step's target is drawn
uniformly over the named base tools that meet its need (``FitModel.choices``; then a variant;
the tools of one step share their drive or shank), so which fitting tool is on the table is
not in the instruction, and a plan of templates is used only when its needs leave a text-only
guess at least ``fit.MIN_GUESS_ODDS`` equally likely answers (``Fair``). Only base tools
people name (``fit.FitModel.named``) enter a scene.
"""
from __future__ import annotations

from dataclasses import dataclass, replace

import numpy as np

from ..rng import PHYSTOOL_QUERY, words_stream
from .build_library import DOMAIN_COUNTS
from .library import Library
from .tasks import Template, chosen_steps, instruction, optional_choices

# P(target count = k); mean 3.13 before unordered kits cap k at 5 (the seed: 3.1, range 2-14)
TARGET_COUNT_P = {2: 0.41, 3: 0.33, 4: 0.14, 5: 0.06, 6: 0.025, 7: 0.015,
                  **{k: 0.02 / 7 for k in range(8, 15)}}
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


# the paper gives its tools per domain (SPEC section 8), not its queries: the domain law's reference
PAPER_DOMAIN_SHARES = {d: n / sum(DOMAIN_COUNTS.values()) for d, n in DOMAIN_COUNTS.items()}
TEMPLATE_CAP = 0.032  # the most a template may be expected to take of all queries (issue 44: 4 % measured)
MAX_CHAIN = 3  # templates in one plan
DECK = 100  # queries per block of the stratified first-template draw (``first_template``)
# the deck's stream, [seed, PHYSTOOL_QUERY, block, 0, DECK_WORD]: no query stream has these five words
DECK_WORD = 0x444B  # "DK"
CHAIN_FROM = 4  # a drawn count from which a plan may chain templates
# ``solve_law``'s costs, against 1 for the largest domain gap: the largest relative excess of a
# domain, then the largest relative gap of a template from its even share
EXCESS_WEIGHT = 0.1
EVEN_WEIGHT = 0.01
FLOOR_DIV = 4


class Fair:
    """The test a plan passes: its needs leave a text-only guess of the whole answer at least
    ``fit.MIN_GUESS_ODDS`` equally likely answers (``fit.guess_odds``), counting only tools
    people name, the only ones a scene holds. Memoised per chain and optional steps; it also
    keeps each template's plans (``plans``) and the law that draws the first template
    (``weights``)."""

    def __init__(self, lib: Library, model) -> None:
        self.lib, self.model, self.memo = lib, model, {}
        self._plans: dict = {}
        self._weights: dict = {}
        self._counts: dict = {}
        self._law: dict = {}

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

    def plans(self, templates: tuple[Template, ...], template: Template) -> dict[int, list]:
        """Target count -> the fair plans that start with ``template``, as [(chain, [keep,
        ...])]: the template alone for the counts it gives (an ordered plan has two steps or
        more), chains for the others -- the template, then up to ``MAX_CHAIN`` - 1 other usable
        templates of its domain and order kind, no two sharing a need ("X, then Y")."""
        from itertools import permutations

        key = (tuple(t.id for t in templates), template.id)
        if key in self._plans:
            return self._plans[key]
        out: dict[int, list] = {}
        if self.usable(template):
            for k in range(template.min_targets, template.max_targets + 1):
                keeps = [c for c in optional_choices([template], k) if self([template], c)
                         and (not template.ordered or len(chosen_steps([template], set(c))) >= 2)]
                if keeps:
                    out[k] = [((template,), keeps)]
            mates = [t for t in templates if t is not template and t.domain == template.domain
                     and t.ordered == template.ordered and self.usable(t) and not t.tags() & template.tags()]
            chains: dict[int, list] = {}
            for r in range(1, MAX_CHAIN):
                for more in permutations(mates, r):
                    if any(a.tags() & b.tags() for i, a in enumerate(more) for b in more[i + 1:]):
                        continue
                    chain = (template, *more)
                    for k in range(sum(t.min_targets for t in chain), sum(t.max_targets for t in chain) + 1):
                        keeps = [c for c in optional_choices(list(chain), k) if self(list(chain), c)]
                        if keeps and k not in out:  # the template alone gives k: no chain
                            chains.setdefault(k, []).append((chain, keeps))
            out.update(chains)
        self._plans[key] = dict(sorted(out.items()))
        return self._plans[key]

    def counts(self, templates: tuple[Template, ...], template: Template) -> dict[int, float]:
        """P(target count | first template): k drawn from the seed's distribution
        (``TARGET_COUNT_P``), then the count the template's plans give that is nearest below
        it -- among the template alone's counts when k is under ``CHAIN_FROM`` (the smallest
        when all are above k), among its chains' too from there on (the seed's long tasks)."""
        key = (tuple(t.id for t in templates), template.id)
        if key in self._counts:
            return self._counts[key]
        plans = self.plans(templates, template)
        alone = [k for k, p in plans.items() if len(p[0][0]) == 1]
        out: dict[int, float] = {}
        for k0, p in TARGET_COUNT_P.items():
            pool = (alone or list(plans)) if k0 < CHAIN_FROM else list(plans)
            below = [k for k in pool if k <= k0]
            k = max(below) if below else min(pool)
            out[k] = out.get(k, 0.0) + p
        self._counts[key] = {k: p / sum(out.values()) for k, p in sorted(out.items())}
        return self._counts[key]

    def joins(self, templates: tuple[Template, ...], template: Template) -> dict[str, float]:
        """Template id -> how many times it is in the plan, on average, when ``template`` is
        drawn first (1 for itself; a mate of its chains in proportion to how often they are
        drawn: ``counts``, then a chain uniformly)."""
        plans, out = self.plans(templates, template), {template.id: 0.0}
        for k, p in self.counts(templates, template).items():
            for chain, _ in plans[k]:
                for t in chain:
                    out[t.id] = out.get(t.id, 0.0) + p / len(plans[k])
        return out

    def law(self, templates: tuple[Template, ...], p_ordered: float) -> dict[str, float]:
        """Template id -> P(the template is drawn first), over all queries: the law of
        ``draw_plan`` (``solve_law`` over the templates that have a plan, each with how often
        it joins the plans of each other: ``joins``)."""
        key = (tuple(t.id for t in templates), round(p_ordered, 9))
        if key not in self._law:
            askable = [t for t in templates if self.plans(templates, t)]
            self._law[key] = solve_law(askable, {t.id: self.joins(templates, t) for t in askable}, p_ordered)
        return self._law[key]

    def weights(self, templates: tuple[Template, ...], ordered: bool, p_ordered: float) -> dict[str, float]:
        """P(first template | order kind) under ``law`` (even over the kind's templates with a
        plan when the law gives the kind nothing, p_ordered 0 or 1)."""
        kind = {i: v for i, v in self.law(templates, p_ordered).items()
                if next(t for t in templates if t.id == i).ordered == ordered}
        total = sum(kind.values())
        return {i: (v / total if total > 0 else 1.0 / len(kind)) for i, v in kind.items()}

    def shares(self, templates: tuple[Template, ...], p_ordered: float) -> dict[str, float]:
        """Template id -> its expected share of all queries under ``law`` (first draws and the
        chains it joins): what ``TEMPLATE_CAP`` bounds and ``phystool_breadth.py`` measures."""
        out: dict[str, float] = {}
        by_id = {t.id: t for t in templates}
        for s, v in self.law(templates, p_ordered).items():
            for i, n in self.joins(templates, by_id[s]).items():
                out[i] = out.get(i, 0.0) + v * n
        return out


def solve_law(askable: list[Template], joins: dict[str, dict[str, float]], p_ordered: float,
              cap: float | None = None) -> dict[str, float]:
    """Template id -> P(drawn first), the solution of a linear programme. Constraints: each
    template's expected share of the queries (its first draws and the plans of others it
    joins, ``joins[first][template]``) is at most ``cap`` (``TEMPLATE_CAP``); the ordered
    templates together take ``p_ordered``, the kits the rest; each template takes at least a
    quarter of its *even* share (its kind's share split over the domains by the paper's
    shares, evenly within a domain), so every template is asked. Costs, by weight: the
    largest gap between a domain's share and the paper's (``PAPER_DOMAIN_SHARES``,
    renormalised over the domains that have a template); the largest excess of a domain over
    the paper's share, relative to it (what the capped domains give up goes to the others in
    proportion to their shares); the largest gap of a template from its even share, relative
    to it (the templates of a domain share alike), and a tenth of that for the gaps summed. When
    no law meets the cap: the even law (the breadth benchmark shows the shares)."""
    from scipy.optimize import linprog

    cap = TEMPLATE_CAP if cap is None else cap
    ids = [t.id for t in askable]
    domains = sorted({t.domain for t in askable})
    even: dict[str, float] = {}
    for ordered, p in ((True, p_ordered), (False, 1.0 - p_ordered)):
        kind = [t for t in askable if t.ordered == ordered]
        per = {d: sum(t.domain == d for t in kind) for d in {t.domain for t in kind}}
        total = sum(PAPER_DOMAIN_SHARES[d] for d in per)
        even.update({t.id: p * PAPER_DOMAIN_SHARES[t.domain] / total / per[t.domain] for t in kind})
    if not ids:
        return even
    n, m = len(ids), len(domains)
    # variables: x (n); each domain above and below the paper's share (m, m); each template above
    # and below its even share (n, n); the largest domain gap; the largest relative excess of a
    # domain; the largest gap of a template from its even share, relative to it
    above, below, up, down, gap = n, n + m, n + 2 * m, 2 * n + 2 * m, 3 * n + 2 * m
    excess, spread = gap + 1, gap + 2
    width = spread + 1
    cost = np.zeros(width)
    cost[gap], cost[excess], cost[spread], cost[up:gap] = 1.0, EXCESS_WEIGHT, EVEN_WEIGHT, EVEN_WEIGHT / 10
    target = {d: PAPER_DOMAIN_SHARES[d] / sum(PAPER_DOMAIN_SHARES[e] for e in domains) for d in domains}
    ub, ub_rhs, eq, eq_rhs = [], [], [], []
    for i in ids:  # each template's expected share at most the cap
        row = np.zeros(width)
        row[:n] = [joins[j].get(i, 0.0) for j in ids]
        ub.append(row)
        ub_rhs.append(cap)
    for r, d in enumerate(domains):
        row = np.zeros(width)  # the domain's gap at most the largest
        row[[above + r, below + r, gap]] = 1.0, 1.0, -1.0
        ub.append(row)
        ub_rhs.append(0.0)
        row = np.zeros(width)  # its excess relative to its share at most the largest
        row[[above + r, excess]] = 1.0 / target[d], -1.0
        ub.append(row)
        ub_rhs.append(0.0)
        row = np.zeros(width)  # its share, less above, plus below, is the paper's
        row[[c for c, t in enumerate(askable) if t.domain == d]] = 1.0
        row[[above + r, below + r]] = -1.0, 1.0
        eq.append(row)
        eq_rhs.append(target[d])
    for c, i in enumerate(ids):
        row = np.zeros(width)  # x, less up, plus down, is the even share
        row[[c, up + c, down + c]] = 1.0, -1.0, 1.0
        eq.append(row)
        eq_rhs.append(even[i])
        row = np.zeros(width)  # the gap, relative to the even share, at most the largest
        row[[up + c, down + c, spread]] = 1.0, 1.0, -even[i]
        ub.append(row)
        ub_rhs.append(0.0)
    for ordered, p in ((True, p_ordered), (False, 1.0 - p_ordered)):
        row = np.zeros(width)
        row[[c for c, t in enumerate(askable) if t.ordered == ordered]] = 1.0
        eq.append(row)
        eq_rhs.append(p)
    bounds = [(even[i] / FLOOR_DIV, None) for i in ids] + [(0, None)] * (width - n)
    res = linprog(cost, A_ub=np.array(ub), b_ub=np.array(ub_rhs), A_eq=np.array(eq), b_eq=np.array(eq_rhs),
                  bounds=bounds, method="highs")
    if not res.success:
        return even
    return {i: round(float(v), 9) for i, v in zip(ids, res.x[:n])}


def _weighted(w: dict[str, float], templates: tuple[Template, ...], rng) -> Template:
    ids = list(w)
    p = np.array([w[i] for i in ids])
    chosen = ids[int(rng.choice(len(ids), p=p / p.sum()))]
    return next(t for t in templates if t.id == chosen)


def _pick_plan(fair: Fair, templates: tuple[Template, ...], tpl: Template, k: int, rng):
    """One of ``tpl``'s plans of ``k`` targets: a chain uniformly, then its optional steps."""
    options = fair.plans(templates, tpl)[k]
    chain, keeps = options[int(rng.integers(len(options)))]
    return list(chain), set(keeps[int(rng.integers(len(keeps)))])


def first_template(templates: tuple[Template, ...], fair: Fair, seed: int, index: int,
                   p_ordered: float) -> Template | None:
    """The first template of query ``index``, under ``Fair.law`` and stratified: the queries come
    in blocks of ``DECK``, and a block's templates are a systematic sample of the law (a seeded
    offset u; slot j takes the template whose span of the cumulative law holds (j + u) / DECK)
    dealt in a seeded order. Over whole blocks each template so takes its law's share to within
    a query a block, where independent draws would spread a 3.2 % template over 2.5-3.9 % of
    2,510 queries; and a query still depends on (seed, index) alone. None when no template has
    a plan."""
    law = fair.law(templates, p_ordered)
    if not law:
        return None
    block, pos = divmod(int(index), DECK)
    rng = words_stream(seed, PHYSTOOL_QUERY, block, 0, DECK_WORD)
    ids = list(law)
    cum = np.cumsum([law[i] for i in ids])
    u = rng.random()
    slot = int(rng.permutation(DECK)[pos])
    chosen = ids[min(int(np.searchsorted(cum / cum[-1], (slot + u) / DECK, side="right")), len(ids) - 1)]
    return next(t for t in templates if t.id == chosen)


def draw_plan(templates: tuple[Template, ...], tpl: Template, rng, fair: Fair):
    """(chain, kept optional steps, k) for a query whose first template is ``tpl``: the target
    count from ``Fair.counts`` (the seed's distribution taken to the counts its plans give),
    then one of those plans uniformly. Drawing the template first lets each take its share of
    the law whatever counts it gives (drawing k first handed every 2-target query to the four
    templates that gave 2: ``home-faucet`` took 17-21 % of all queries)."""
    law = fair.counts(templates, tpl)
    ks = list(law)
    pk = np.array([law[k] for k in ks])
    k = ks[int(rng.choice(len(ks), p=pk / pk.sum()))]
    return (*_pick_plan(fair, templates, tpl, k, rng), k)


def plan_for_count(templates: tuple[Template, ...], ordered: bool, k: int, rng, fair: Fair, p_ordered: float):
    """Another plan of the same order kind and ``k`` targets (for a task the QC or the layout
    replaces): the first template by ``Fair.weights`` among those with a plan of k; None when
    none has one."""
    by_id = {t.id: t for t in templates}
    w = {i: v for i, v in fair.weights(templates, ordered, p_ordered).items()
         if k in fair.plans(templates, by_id[i])}
    if not w:
        return None
    return _pick_plan(fair, templates, _weighted(w, templates, rng), k, rng)


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
        tpl = _weighted(law, templates, rng0) if law else None
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
                tpl = _weighted(fair.weights(templates, ordered, p_ordered), templates, rng)
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
