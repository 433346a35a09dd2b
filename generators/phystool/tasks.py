"""Task templates and the instruction grammar: a template has goal phrasings and ordered
steps; each step names the needs it has (ids of the compatibility model, ``fit.py`` and
``assets/phystool/needs.yaml``), what it rules out (``without``) and an aim, the goal or
constraint it puts into the instruction.

Why steps name needs rather than tools: every need is met by at least three base tools, the
generator draws the target among those people name (``queries.py``), and the QC checks that no
other visible tool meets the step; so the answer follows from the picture, not from the
instruction. Optional steps
let one template give several target counts; the instruction always states the aims of
exactly the chosen steps.

Why aims and not steps: an instruction that lists the steps tells the order of use. An
instruction here is an opener of the domain, a goal, the chosen steps' aims in random order
(what must be true at the end, what the material is: "the drain plug is a hex bolt in a
tight recess", "none of the old oil may end up on the floor") and a request; the order of
use is for the model to work out. The grammar (``assets/phystool/tasks.yaml``, ``grammar``)
gives ``grammar_size`` sentence templates per order kind (docs/phystool.md).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from itertools import combinations

import yaml

from .. import assets
from .library import Library, LibraryError

TASKS_PATH = assets.path("phystool", "tasks.yaml")


@dataclass(frozen=True)
class Grammar:
    openers: dict[str, tuple[str, ...]]
    goal: tuple[str, ...]
    constraints: tuple[str, ...]
    ask_ordered: tuple[str, ...]
    ask_unordered: tuple[str, ...]


def grammar_size(g: Grammar, ordered: bool = True) -> int:
    """Sentence templates of one order kind: opener x goal x constraints x request, summed
    over the domains (an opener belongs to one domain)."""
    asks = g.ask_ordered if ordered else g.ask_unordered
    return sum(len(o) for o in g.openers.values()) * len(g.goal) * len(g.constraints) * len(asks)


@dataclass(frozen=True)
class Step:
    do: str
    aim: str
    need: tuple[str, ...]
    optional: bool
    without: tuple[str, ...] = ()


@dataclass(frozen=True)
class Template:
    id: str
    domain: str
    ordered: bool
    goal: tuple[str, ...]
    steps: tuple[Step, ...]

    @property
    def min_targets(self) -> int:
        return sum(len(s.need) for s in self.steps if not s.optional)

    @property
    def max_targets(self) -> int:
        return sum(len(s.need) for s in self.steps)

    def tags(self) -> set[str]:
        """The need ids of every step (chained templates must not share one)."""
        return {t for s in self.steps for t in s.need}


def parse(data: dict, lib: Library | None = None) -> list[Template]:
    """Templates from the YAML structure; with ``lib``, every need must exist in the
    compatibility model and be met by at least 3 base tools after the step's ``without``."""
    from .fit import load as load_fit

    model = load_fit() if lib is not None else None
    out = []
    for n, raw in enumerate(data.get("templates") or []):
        where = f"task template {n} ({raw.get('id', '?')})"
        try:
            steps = tuple(Step(str(s["do"]), str(s["aim"]), tuple(s["need"]), bool(s.get("optional", False)),
                               tuple(s.get("without") or ())) for s in raw["steps"])
            tpl = Template(str(raw["id"]), str(raw["domain"]), bool(raw["ordered"]),
                           tuple(raw["goal"]), steps)
        except (KeyError, TypeError) as err:
            raise LibraryError(f"{where}: missing or malformed field ({err})") from err
        if not tpl.goal or not tpl.steps or tpl.min_targets < 1:
            raise LibraryError(f"{where}: needs a goal phrasing and at least one required step")
        all_tags = [t for s in tpl.steps for t in s.need]
        if len(set(all_tags)) != len(all_tags):
            raise LibraryError(f"{where}: a need is named twice")
        if model is not None:
            missing = [t for t in all_tags if t not in model.needs]
            if missing:
                raise LibraryError(f"{where}: need(s) {missing} are not in needs.yaml")
            for step in tpl.steps:
                few = [n for n in step.need if len(model.meeting(n, lib, step.without)) < 3]
                if few:
                    raise LibraryError(f"{where}: need {few[0]!r} is met by fewer than 3 base tools "
                                       f"without {list(step.without)}")
            if tpl.domain not in {t['domain'] for t in lib.tools}:
                raise LibraryError(f"{where}: unknown domain {tpl.domain}")
        out.append(tpl)
    if len({t.id for t in out}) != len(out):
        raise LibraryError("task templates: duplicate template id")
    return out


def parse_grammar(data: dict) -> Grammar:
    """The instruction grammar from the YAML structure, checked: every part non-empty, every
    frame with its one placeholder, an opener list for every domain of the templates."""
    raw = data.get("grammar") or {}
    try:
        g = Grammar({d: tuple(v) for d, v in raw["openers"].items()}, tuple(raw["goal"]),
                    tuple(raw["constraints"]), tuple(raw["ask_ordered"]), tuple(raw["ask_unordered"]))
    except (KeyError, TypeError, AttributeError) as err:
        raise LibraryError(f"task grammar: missing or malformed part ({err}); it needs openers, goal, "
                           "constraints, ask_ordered and ask_unordered") from err
    for name, frames, slot in (("goal", g.goal, "{goal}"), ("constraints", g.constraints, "ims}")):
        if not frames or not all(slot in f for f in frames):
            raise LibraryError(f"task grammar: every {name} frame needs its placeholder {slot!r}")
    domains = {t["domain"] for t in data.get("templates") or []}
    if domains - set(g.openers) or not g.ask_ordered or not g.ask_unordered:
        raise LibraryError(f"task grammar: openers missing for {sorted(domains - set(g.openers))} "
                           "or no request frames")
    return g


@lru_cache(maxsize=4)
def load(path: str = TASKS_PATH, lib: Library | None = None) -> tuple[Template, ...]:
    with open(path) as fh:
        return tuple(parse(yaml.safe_load(fh), lib))


@lru_cache(maxsize=4)
def load_grammar(path: str = TASKS_PATH) -> Grammar:
    with open(path) as fh:
        return parse_grammar(yaml.safe_load(fh))


def optional_choices(templates: list[Template], k: int) -> list[tuple[tuple[int, int], ...]]:
    """Every set of optional steps (as (template, step) pairs) that brings the chain to
    exactly ``k`` targets."""
    base = sum(t.min_targets for t in templates)
    opts = [(i, j, len(s.need)) for i, t in enumerate(templates) for j, s in enumerate(t.steps) if s.optional]
    found = []
    for r in range(len(opts) + 1):
        for combo in combinations(opts, r):
            if base + sum(c[2] for c in combo) == k:
                found.append(tuple((i, j) for i, j, _ in combo))
    return found


def chosen_steps(templates: list[Template], keep: set[tuple[int, int]]) -> list[tuple[int, Step]]:
    """(template index, step) for the required steps and the kept optional ones, in order."""
    return [(i, s) for i, t in enumerate(templates) for j, s in enumerate(t.steps)
            if not s.optional or (i, j) in keep]


def _join(parts: list[str], rng) -> str:
    if len(parts) == 1:
        return parts[0]
    if len(parts) > 3 and rng.random() < 0.5:
        return "; ".join(parts[:-1]) + "; and " + parts[-1]
    return ", ".join(parts[:-1]) + " and " + parts[-1]


def instruction(templates: list[Template], steps: list[Step], ordered: bool, rng,
                grammar: Grammar | None = None) -> str:
    """An instruction: [opener,] a goal sentence, the chosen steps' aims in random order, and a
    request that says whether the order of use is asked for."""
    g = grammar or load_grammar()
    pick = lambda seq: seq[int(rng.integers(len(seq)))]  # noqa: E731
    goals = [pick(t.goal) for t in templates]
    goal = goals[0] if len(goals) == 1 else ", then ".join(goals[:-1]) + " and then " + goals[-1]
    aims = list(dict.fromkeys(s.aim for s in steps))
    aims = [aims[int(i)] for i in rng.permutation(len(aims))]
    opener = pick(g.openers[templates[0].domain])
    first = pick(g.goal).format(goal=goal)
    first = f"{opener}, {first}" if opener else first[0].upper() + first[1:]
    joined = _join(aims, rng)
    second = pick(g.constraints).format(aims=joined, Aims=joined[0].upper() + joined[1:])
    return f"{first} {second} {pick(g.ask_ordered if ordered else g.ask_unordered)}"
