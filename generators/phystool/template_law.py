"""Which task a PhysTool query asks: the template law, the plans a template gives, and the
first template of each query.

Invariant: the template is drawn first, under ``Fair.law``, so that no template is expected to
take more than ``TEMPLATE_CAP`` of the queries (issue 44: 4 % measured) and the domains come
as near the paper's shares as that allows; a plan (a chain of templates and its optional steps)
is used only when its needs leave a text-only guess at least ``fit.MIN_GUESS_ODDS`` equally
likely answers (``Fair``); the target count is then drawn among the counts the template's plans
give (``Fair.counts``). The first template of query ``index`` depends on (seed, index) alone
(``first_template``, dealt from its block's deck). docs/phystool.md, "The template law".
"""
from __future__ import annotations

import numpy as np

from ..rng import PHYSTOOL_QUERY, words_stream
from .build_library import DOMAIN_COUNTS
from .library import Library
from .tasks import Template, chosen_steps, optional_choices

# P(target count = k); mean 3.13 before unordered kits cap k at 5 (the seed: 3.1, range 2-14)
TARGET_COUNT_P = {2: 0.41, 3: 0.33, 4: 0.14, 5: 0.06, 6: 0.025, 7: 0.015,
                  **{k: 0.02 / 7 for k in range(8, 15)}}

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
            self.memo[key] = guess_odds(self.model, self.lib, [s for _, s in chosen_steps(chain, set(keep))],
                                        chain[0].domain)
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


def weighted_template(w: dict[str, float], templates: tuple[Template, ...], rng) -> Template:
    """A template drawn with probabilities ``w`` (template id -> weight, not normalised)."""
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
    return _pick_plan(fair, templates, weighted_template(w, templates, rng), k, rng)


def fair_plans(lib: Library, model) -> Fair:
    """The ``Fair`` of the library and the compatibility model, built once and kept on the
    library (as ``by_base``), so that its memo serves every query."""
    cache = getattr(lib, "_fair", None)
    if cache is None or cache.model is not model:
        cache = Fair(lib, model)
        lib._fair = cache  # type: ignore[attr-defined]
    return cache
