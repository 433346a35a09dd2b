"""The compatibility model: which visible tools meet a step of a task (``assets/phystool/needs.yaml``).

Invariant: a step is met by choosing, for each of its needs, one *use* -- a single tool whose
base tool meets the need, or tools that meet it together (an impact wrench with an impact
socket) -- with no tool used twice, no tool that needs a condition the step denies
(``without``: a second car, mains power, ``electric``), and, when a need of the step names a
``match`` attribute, every tool that carries the attribute sharing a value with the others (a
3/8-in drive ratchet turns a 3/8-in drive socket, not a 1/2-in one; a trim router takes only
1/4-in shank bits). ``assignments`` lists every way the visible tools meet a step; the QC
(``qc.py``) accepts a query only when each step has exactly one, made of its targets.

Why a model and not tag strings: two tools with the same "verb:object" tag are not
interchangeable when their drives differ or the instruction rules one out, and a darby smooths
fresh concrete as well as a float does although its tag says otherwise. The needs file lists
what really meets each need (reviewable data); docs/phystool.md ("Compatibility model") has the
rules and the tests that hold them.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache
from itertools import product

import yaml

from .. import assets
from .library import Library, LibraryError
from .names import base_aliases

NEEDS_PATH = assets.path("phystool", "needs.yaml")
ELECTRIC = "electric"  # the condition every electric tool has (a step may say ``without: [electric]``)
MIN_DRAWN_LENGTH = 0.05  # m: a shorter variant (a 2 mm hex key) is not drawn in a scene
MIN_NAMED_CHOICES = 2  # named base tools a need of a query must offer the generator
# the product of those choices over a query's needs: a text-only guess of the whole answer is
# right at most one time in 8 (docs/phystool.md, "Answers from the picture")
MIN_GUESS_ODDS = 8


@dataclass(frozen=True)
class Need:
    id: str
    act: str  # the verb a functional look-alike shares
    does: str
    tools: tuple[str, ...]  # base tools that meet the need alone
    combos: tuple[tuple[str, ...], ...]  # base tools that meet it together
    match: str | None  # attribute the tools of one step must share
    near: tuple[str, ...]  # look-alikes that fail a visible or stated constraint


@dataclass(frozen=True)
class FitModel:
    needs: dict[str, Need]
    requires: dict[str, tuple[str, ...]]
    patterns: dict[str, re.Pattern]
    fixed: dict[str, dict[str, frozenset]]
    fillers: tuple[str, ...]
    one_name: dict[str, tuple[str, ...]]  # what a person calls a tool -> the base tools it names
    named: frozenset  # drawn tools the name screen finds named: the only ones a scene holds

    def conditions(self, tool: dict) -> set[str]:
        """What a tool needs to work: its base's ``requires`` and ``electric`` for powered tools."""
        out = set(self.requires.get(tool["base_name"], ()))
        if tool["power"] == "electric":
            out.add(ELECTRIC)
        return out

    def attribute(self, tool: dict, key: str) -> frozenset | None:
        """The values of ``key`` the tool has (None: it has no such attribute)."""
        fixed = self.fixed.get(tool["base_name"], {})
        if key in fixed:
            return fixed[key]
        hit = self.patterns[key].search(tool["name"]) if key in self.patterns else None
        return frozenset([hit.group(1)]) if hit else None

    def drawn(self) -> frozenset:
        """Every base tool a scene may hold: the needs' tools, combinations and look-alikes,
        and the fillers."""
        out = set(self.fillers)
        for n in self.needs.values():
            out |= set(n.tools) | set(n.near) | {b for c in n.combos for b in c}
        return frozenset(out)

    def meeting(self, need_id: str, lib: Library, without=()) -> tuple[str, ...]:
        """Base tools that meet a need alone and can be drawn, less those needing a condition
        in ``without`` (judged on the base: ``requires`` and power are base-level)."""
        power = base_power(lib)
        return tuple(b for b in self.needs[need_id].tools
                     if not (self.conditions({"base_name": b, "power": power[b]}) & set(without))
                     and drawable_lengths(lib).get(b))

    def choices(self, need_id: str, lib: Library, without=(), besides=(),
                domain: str | None = None) -> tuple[str, ...]:
        """The base tools a scene may hold as the need's target: those that meet it
        (``meeting``), that people name (``named``), that meet no need in ``besides`` (the
        query's other steps) and, given the query's ``domain``, that may stand in its scenes
        (``drawable_in``: no medical tool in a garage)."""
        other = {b for n in besides for b in self.needs[n].tools}
        return tuple(b for b in self.meeting(need_id, lib, without) if b in self.named and b not in other
                     and (domain is None or b in drawable_in(lib, domain)))


def step_slots(steps) -> list[tuple[int, str, tuple[str, ...]]]:
    """(step index, need, the step's ``without``) for each need of a query's steps, in order."""
    return [(g, n, tuple(s.without)) for g, s in enumerate(steps) for n in s.need]


def open_choices(model: FitModel, lib: Library, slots, domain: str | None = None) -> list[tuple[str, ...]]:
    """Each slot's ``choices`` (slots as ``step_slots`` gives them, or a record's target needs,
    groups and ``without``): the tools the text leaves open in a query of ``domain``, besides
    the other steps' needs."""
    return [model.choices(n, lib, w, [m for h, m, _ in slots if h != g], domain) for g, n, w in slots]


def guess_odds(model: FitModel, lib: Library, steps, domain: str | None = None) -> int:
    """How many equally likely answers a text-only guess faces for a query's steps (``Step``s,
    in order) in ``domain``: the product of each need's ``choices``, or 0 when a need offers
    fewer than ``MIN_NAMED_CHOICES`` (that need's tool would follow from the instruction)."""
    odds = 1
    for c in open_choices(model, lib, step_slots(steps), domain):
        if len(c) < MIN_NAMED_CHOICES:
            return 0
        odds *= len(c)
    return odds


def base_power(lib: Library) -> dict[str, str]:
    """Base name -> power (manual or electric; one per base tool in the library)."""
    cache = getattr(lib, "_base_power", None)
    if cache is None:
        cache = {t["base_name"]: t["power"] for t in lib.tools}
        lib._base_power = cache  # type: ignore[attr-defined]
    return cache


def drawable_lengths(lib: Library) -> dict[str, int]:
    """Base name -> how many of its variants are long enough to be drawn."""
    cache = getattr(lib, "_drawable", None)
    if cache is None:
        cache = {}
        for t in lib.tools:
            cache[t["base_name"]] = cache.get(t["base_name"], 0) + (t["length_m"] >= MIN_DRAWN_LENGTH)
        lib._drawable = cache  # type: ignore[attr-defined]
    return cache


def compatible(tool_domain: str, query_domain: str) -> bool:
    """Medical tools only in medical scenes, and medical scenes only medical tools (plus
    everyday fillers, which the caller allows)."""
    return (tool_domain == "medical") == (query_domain == "medical")


def may_stand(tool: dict, domain: str) -> bool:
    """Whether a scene of ``domain`` may hold this library tool: long enough to draw, and
    everyday or of a compatible domain (``compatible``: medical tools only in medical scenes,
    and the reverse)."""
    return tool["length_m"] >= MIN_DRAWN_LENGTH and (tool["everyday"] or compatible(tool["domain"], domain))


def drawable_in(lib: Library, domain: str) -> frozenset[str]:
    """The base tools with a variant a scene of ``domain`` may hold (``may_stand``)."""
    cache = getattr(lib, "_drawable_in", None)
    if cache is None:
        cache = {}
        lib._drawable_in = cache  # type: ignore[attr-defined]
    if domain not in cache:
        cache[domain] = frozenset(t["base_name"] for t in lib.tools if may_stand(t, domain))
    return cache[domain]


def parse(data: dict) -> FitModel:
    """The model from the YAML structure; a malformed entry is refused with the need named."""
    needs = {}
    for nid, raw in (data.get("needs") or {}).items():
        try:
            need = Need(str(nid), str(raw["act"]), str(raw["does"]), tuple(raw["tools"]),
                        tuple(tuple(c) for c in raw.get("with") or ()), raw.get("match"),
                        tuple(raw.get("near") or ()))
        except (KeyError, TypeError) as err:
            raise LibraryError(f"needs.yaml: need {nid!r}: missing or malformed field ({err}); a need has "
                               "act, does and tools") from err
        if len(need.tools) < 3:
            raise LibraryError(f"needs.yaml: need {nid!r} is met by {len(need.tools)} base tools; "
                               "list at least 3 so the picture decides which one is on the table")
        if set(need.near) & (set(need.tools) | {b for c in need.combos for b in c}):
            raise LibraryError(f"needs.yaml: need {nid!r}: a look-alike in 'near' also meets the need")
        needs[nid] = need
    patterns = {k: re.compile(v) for k, v in (data.get("attributes") or {}).items()}
    for need in needs.values():
        if need.match is not None and need.match not in patterns:
            raise LibraryError(f"needs.yaml: need {need.id!r} matches on {need.match!r}, which "
                               "'attributes' does not define")
    fixed = {b: {k: frozenset(str(x) for x in v) for k, v in attrs.items()}
             for b, attrs in (data.get("fixed") or {}).items()}
    model = FitModel(needs, {b: tuple(v) for b, v in (data.get("requires") or {}).items()}, patterns, fixed,
                     tuple(data.get("fillers") or ()),
                     {str(k): tuple(v) for k, v in (data.get("one_name") or {}).items()},
                     frozenset(data.get("named") or ()))
    check_one_name(model)
    check_named(model)
    return model


def check_one_name(model: FitModel) -> None:
    """A scene draws at most one base tool of a ``one_name`` group, and when the group's name
    is one of its base tools, only that one (a person would give the others its name)."""
    drawn = model.drawn()
    for name, group in model.one_name.items():
        hit = sorted(set(group) & drawn)
        allowed = {name} if name in group else set(hit[:1])
        if set(hit) - allowed:
            raise LibraryError(f"needs.yaml: {hit} are one thing to a person ({name!r}, 'one_name'); "
                               f"list only {name if name in group else hit[0]!r} in needs and fillers")


def check_named(model: FitModel) -> None:
    """``named`` lists drawn tools only, and every filler is in it (a filler is a distractor)."""
    stray = sorted(model.named - model.drawn())
    if stray:
        raise LibraryError(f"needs.yaml: 'named' lists {stray[:6]}, which no need, look-alike or filler "
                           "draws; remove them from 'named'")
    unnamed = sorted(set(model.fillers) - model.named)
    if unnamed:
        raise LibraryError(f"needs.yaml: fillers {unnamed} are not in 'named'; a filler must be a tool the "
                           "name screen finds named (docs/phystool.md, \"Per-tool screen\")")


def check_library(model: FitModel, lib: Library) -> None:
    """Every base tool the model names exists in the library; for a need that matches on an
    attribute, the tools of its combinations carry it, and its single tools either all carry
    it or none does (a hex key has no drive and meets its need whatever the socket)."""
    bases: dict[str, list[dict]] = {}
    for t in lib.tools:
        bases.setdefault(t["base_name"], []).append(t)
    missing = sorted(model.drawn() - set(bases))
    if missing:
        raise LibraryError(f"needs.yaml names base tools the library does not have: {missing[:6]}")
    for need in model.needs.values():
        if need.match is None:
            continue
        singles = [t for b in need.tools for t in bases[b]]
        carry = [model.attribute(t, need.match) is not None for t in singles]
        lacking = [t["name"] for t in singles if any(carry) and model.attribute(t, need.match) is None]
        lacking += [t["name"] for c in need.combos for b in c for t in bases[b]
                    if model.attribute(t, need.match) is None]
        if lacking:
            raise LibraryError(f"needs.yaml: need {need.id!r} matches on {need.match!r} but "
                               f"{lacking[0]!r} has none; name it in the variant or under 'fixed'")


@lru_cache(maxsize=4)
def load(path: str = NEEDS_PATH) -> FitModel:
    with open(path) as fh:
        return parse(yaml.safe_load(fh))


def kin(lib: Library, model: FitModel | None = None) -> tuple[tuple[str, str], ...]:
    """The library's names a reply must tell a tool from (``names.match_name``'s ``kin``):
    every base name and base synonym, with the tools of one ``one_name`` group as one."""
    return base_aliases(lib.tools, (model or load()).one_name)


def uses(model: FitModel, need_id: str, tools: list[dict], without=()) -> list[tuple[int, ...]]:
    """The ways ``tools`` (indices into the list) meet a need: single tools, then
    combinations (one tool per base of a combination, attributes matching)."""
    need = model.needs[need_id]
    ok = [not (model.conditions(t) & set(without)) for t in tools]
    out: list[tuple[int, ...]] = [(i,) for i, t in enumerate(tools) if ok[i] and t["base_name"] in need.tools]
    for combo in need.combos:
        pools = [[i for i, t in enumerate(tools) if ok[i] and t["base_name"] == b] for b in combo]
        for pick in product(*pools):
            if len(set(pick)) == len(pick) and shared(model, [tools[i] for i in pick], need.match):
                out.append(tuple(sorted(pick)))
    return out


def shared(model: FitModel, tools: list[dict], key: str | None) -> bool:
    """True when the tools that carry attribute ``key`` have a value in common."""
    if key is None:
        return True
    values = [v for v in (model.attribute(t, key) for t in tools) if v is not None]
    return not values or bool(frozenset.intersection(*values))


def assignments(model: FitModel, need_ids: list[str], tools: list[dict], without=()) -> list[frozenset]:
    """Every set of tools that meets the whole step (one use per need, no tool twice,
    attributes matching when a need of the step says ``match``)."""
    keys = {model.needs[n].match for n in need_ids} - {None}
    per_need = [uses(model, n, tools, without) for n in need_ids]
    found = set()
    for pick in product(*per_need):
        flat = [i for u in pick for i in u]
        if len(set(flat)) != len(flat):
            continue
        if all(shared(model, [tools[i] for i in flat], k) for k in keys):
            found.add(frozenset(flat))
    return sorted(found, key=sorted)


def meets_any(model: FitModel, tool: dict, need_ids, without=()) -> bool:
    """Whether a tool alone, or as part of a combination, could take part in any of the needs
    (attributes aside): a distractor that does is left to the QC."""
    if model.conditions(tool) & set(without):
        return False
    for n in need_ids:
        need = model.needs[n]
        if tool["base_name"] in need.tools or any(tool["base_name"] in c for c in need.combos):
            return True
    return False
