"""Task templates: an instruction (several phrasings) and ordered steps, each step naming
the functions ("verb:object" tags of the tool library) it needs.

Why steps name functions rather than tools: the target tool of a slot is then whatever
visible library tool holds the tag, so targets follow from the library and a distractor is
never a valid answer (distractors may not hold any tag of the query). Optional steps let one
template give several target counts; the instruction always names exactly the chosen steps.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from itertools import combinations

import yaml

from .. import assets
from .library import Library, LibraryError

TASKS_PATH = assets.path("phystool", "tasks.yaml")

ORDERED_FRAMES = [
    "{Goal}: first {first}, then {middle}{last}.",
    "I need to {goal}. Which tools do I use, and in what order? Steps: {semicolons}.",
    "Plan the tools to {goal}, in order of use: {first}, next {middle}{last}.",
    "Using only the tools in the picture, {goal} ({arrows}).",
]
UNORDERED_FRAMES = [
    "Get out everything needed to {goal}: {commas}. The order does not matter.",
    "Which of these tools would you take to {goal}? You need to {commas}, in any order.",
    "To {goal}, pick the tools to {commas} (any order).",
]


@dataclass(frozen=True)
class Step:
    do: str
    need: tuple[str, ...]
    optional: bool


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
        return {t for s in self.steps for t in s.need}


def parse(data: dict, lib: Library | None = None) -> list[Template]:
    """Templates from the YAML structure; with ``lib``, every tag must exist in it."""
    out = []
    for n, raw in enumerate(data.get("templates") or []):
        where = f"task template {n} ({raw.get('id', '?')})"
        try:
            steps = tuple(Step(str(s["do"]), tuple(s["need"]), bool(s.get("optional", False)))
                          for s in raw["steps"])
            tpl = Template(str(raw["id"]), str(raw["domain"]), bool(raw["ordered"]),
                           tuple(raw["goal"]), steps)
        except (KeyError, TypeError) as err:
            raise LibraryError(f"{where}: missing or malformed field ({err})") from err
        if not tpl.goal or not tpl.steps or tpl.min_targets < 1:
            raise LibraryError(f"{where}: needs a goal phrasing and at least one required step")
        all_tags = [t for s in tpl.steps for t in s.need]
        if len(set(all_tags)) != len(all_tags):
            raise LibraryError(f"{where}: a function tag is needed twice")
        if lib is not None:
            missing = [t for t in all_tags if t not in lib.by_tag]
            if missing:
                raise LibraryError(f"{where}: no library tool has the function tag(s) {missing}")
            if tpl.domain not in {t['domain'] for t in lib.tools}:
                raise LibraryError(f"{where}: unknown domain {tpl.domain}")
        out.append(tpl)
    if len({t.id for t in out}) != len(out):
        raise LibraryError("task templates: duplicate template id")
    return out


@lru_cache(maxsize=4)
def load(path: str = TASKS_PATH, lib: Library | None = None) -> tuple[Template, ...]:
    with open(path) as fh:
        return tuple(parse(yaml.safe_load(fh), lib))


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


def instruction(templates: list[Template], steps: list[Step], ordered: bool, rng) -> str:
    """An instruction naming the goal(s) and exactly the chosen steps, in one of several phrasings."""
    goals = [t.goal[int(rng.integers(len(t.goal)))] for t in templates]
    goal = goals[0] if len(goals) == 1 else ", then ".join(goals[:-1]) + " and then " + goals[-1]
    phrases = [s.do for s in steps]
    if ordered:
        frame = ORDERED_FRAMES[int(rng.integers(len(ORDERED_FRAMES)))]
        middle = ", then ".join(phrases[1:-1])
        fill = {
            "goal": goal, "Goal": goal[0].upper() + goal[1:], "first": phrases[0],
            "middle": middle + (", and finally " if middle else ""),
            "last": phrases[-1] if len(phrases) > 1 else "",
            "semicolons": "; ".join(f"({n}) {p}" for n, p in enumerate(phrases, 1)),
            "arrows": " -> ".join(phrases),
        }
        if len(phrases) == 1:
            fill["middle"], fill["last"] = "", ""
        text = frame.format(**fill)
        return text.replace(", then .", ".").replace(", next .", ".")
    frame = UNORDERED_FRAMES[int(rng.integers(len(UNORDERED_FRAMES)))]
    commas = ", ".join(phrases[:-1]) + (" and " if len(phrases) > 1 else "") + phrases[-1]
    return frame.format(goal=goal, commas=commas)
