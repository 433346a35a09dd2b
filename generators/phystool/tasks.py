"""Task templates: an instruction (several phrasings) and ordered steps, each step naming
the functions ("verb:object" tags of the tool library) it needs.

Why steps name functions rather than tools: the target tool of a slot is then whatever
visible library tool holds the tag, so targets follow from the library and a distractor is
never a valid answer (distractors may not hold any tag of the query). Optional steps let one
template give several target counts; the instruction always names exactly the chosen steps.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache
from itertools import combinations

import yaml

from .. import assets
from .library import Library, LibraryError

TASKS_PATH = assets.path("phystool", "tasks.yaml")

# Instructions state the goal and what the job involves, in random order: the order of use is
# for the model to work out. {goal}/{Goal}: a goal phrasing; {items}: the step clauses
# (imperative), {doing}: the same as gerunds; both lists are shuffled.
ORDERED_FRAMES = [
    "{Goal}. The job involves {doing}. Which tools in the picture do I need, in the order I use them?",
    "I have to {goal}: {items} (not necessarily in that order). List the tools in order of use.",
    "{Goal} with what is on the table. Along the way you will need to {items}. "
    "Give the tools in the order used.",
    "Plan the tools to {goal}. This means {doing}; put them in the order you would pick them up.",
    "Here is the task: {goal}. It includes {doing}. Which tools, and in what order?",
    "We need to {goal}. Things to get done: {items}. Name the tools in the order they are used.",
]
UNORDERED_FRAMES = [
    "Get out everything needed to {goal}: you will need to {items}. The order does not matter.",
    "Which of these tools would you take to {goal}? The job involves {doing}, in any order.",
    "To {goal}, pick the tools for {doing} (any order).",
    "{Goal}: which tools do you need to {items}? Order does not matter.",
]
_TOOL_MENTION = re.compile(r"\s+(with|using|by)\s+(a|an|the|some)?\s*[^,;.()]*$", re.I)
_IRREGULAR = {"put": "putting", "cut": "cutting", "set": "setting", "get": "getting", "let": "letting",
              "trim": "trimming", "plug": "plugging", "strip": "stripping", "drop": "dropping",
              "mop": "mopping",
              "stop": "stopping", "dig": "digging", "chip": "chipping", "tap": "tapping", "snip": "snipping",
              "grip": "gripping", "clip": "clipping", "tie": "tying", "lie": "lying", "ship": "shipping",
              "plan": "planning", "scrub": "scrubbing", "rub": "rubbing", "run": "running", "sit": "sitting",
              "flip": "flipping", "slip": "slipping", "swab": "swabbing", "hem": "hemming", "pin": "pinning",
              "see": "seeing", "free": "freeing", "be": "being"}


def gerund(clause: str) -> str:
    """"undo the plug" -> "undoing the plug" (the first word is the verb)."""
    verb, _, rest = clause.partition(" ")
    low = verb.lower()
    if low in _IRREGULAR:
        ing = _IRREGULAR[low]
    elif low.endswith("ie"):
        ing = low[:-2] + "ying"
    elif low.endswith("e") and not low.endswith(("ee", "ye", "oe")):
        ing = low[:-1] + "ing"
    else:
        ing = low + "ing"
    return f"{ing} {rest}".strip()


def clause(do: str) -> str:
    """A step's phrase without the tools it names ("undo the drain plug with a ratchet" ->
    "undo the drain plug"): the instruction states what is done, never with what."""
    return _TOOL_MENTION.sub("", do.strip()).strip()


def _join(parts: list[str]) -> str:
    return parts[0] if len(parts) == 1 else ", ".join(parts[:-1]) + " and " + parts[-1]


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
    """An instruction: a goal phrasing and what the job involves (every chosen step, tools
    stripped), the clauses in random order so that their order tells nothing."""
    goals = [t.goal[int(rng.integers(len(t.goal)))] for t in templates]
    goal = goals[0] if len(goals) == 1 else ", then ".join(goals[:-1]) + " and then " + goals[-1]
    clauses = list(dict.fromkeys(clause(s.do) for s in steps))
    clauses = [clauses[int(i)] for i in rng.permutation(len(clauses))]
    frames = ORDERED_FRAMES if ordered else UNORDERED_FRAMES
    frame = frames[int(rng.integers(len(frames)))]
    return frame.format(goal=goal, Goal=goal[0].upper() + goal[1:], items=_join(clauses),
                        doing=_join([gerund(c) for c in clauses]))
