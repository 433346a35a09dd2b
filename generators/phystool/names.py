"""PhysTool name matching as the public release matches names: how a reply's tool name is
normalised, held to the release's plural rule and fuzzy-matched to the tools on the table.

Invariant: a name maps to at most one visible tool, one-to-one, first mapping wins; the fuzzy
pass accepts a best candidate only clearly ahead of every other visible tool and of every
other base tool's name in the library (a kin's or a kind's name matches nothing). The rules,
case by case: ``metrics.py``'s docstring and tests/test_phystool_metrics.py.
"""

from __future__ import annotations

import difflib
import re
import unicodedata
from functools import lru_cache

FUZZY_THRESHOLD = 0.75  # eval_tool_finding.py's default threshold
FUZZY_SUBSTRING = 0.85  # a name inside another scores at least this (eval_tool_finding.py)
FUZZY_MARGIN = 0.05  # Task II: the best visible tool must lead the next one by this much
_PLURAL_KEEP = {
    "glass",
    "grass",
    "brass",
    "press",
    "truss",
    "cross",
    "boss",
    "gas",
    "bus",
    "plus",
    "lens",
    "series",
    "species",
    "chassis",
    "canvas",
    "atlas",
    "bias",
    "axis",
}



def singular(word: str) -> str:
    """A conservative singular: only regular English plurals, never words ending in -ss/-us/-is."""
    if len(word) <= 3 or any(c.isdigit() for c in word) or word in _PLURAL_KEEP:
        return word
    if word.endswith("ies") and len(word) > 4:
        return word[:-3] + "y"
    if word.endswith(("ches", "shes", "sses", "xes", "zes")):
        return word[:-2]
    if word.endswith("s") and not word.endswith(("ss", "us", "is")):
        return word[:-1]
    return word


@lru_cache(maxsize=1 << 16)  # pure; a fuzzy match normalises every alias of every tool it weighs
def normalise(name: str) -> str:
    text = unicodedata.normalize("NFKD", str(name)).encode("ascii", "ignore").decode().lower()
    text = text.replace("\u2019", "'").replace('"', " in ")
    text = re.sub(r"'s\b", "s", text).replace("'", "")
    text = re.sub(r"\binch(es)?\b", "in", text)
    text = re.sub(r"[^a-z0-9./]+", " ", text)
    text = re.sub(r"(?<=\d)(mm|cm|m|in|ft|oz|lb|v|a|w|gal|qt)\b", r" \1", text)  # "13mm" = "13 mm"
    text = re.sub(r"(?<![0-9])\.|\.(?![0-9])", " ", text)  # keep decimal points only
    return " ".join(singular(w) for w in text.split())


def safe_plural(w1: str, w2: str) -> bool:
    """The release's plural rule: equal, or the longer is the shorter plus s / es (after s, x,
    z, ch, sh, o) / y -> ies / f, fe -> ves."""
    if w1 == w2:
        return True
    short, long_ = sorted((w1, w2), key=len)
    if long_ == short + "s":
        return True
    if long_ == short + "es" and short.endswith(("s", "x", "z", "ch", "sh", "o")):
        return True
    if short.endswith("y") and long_ == short[:-1] + "ies":
        return True
    if short.endswith("f") and long_ == short[:-1] + "ves":
        return True
    return short.endswith("fe") and long_ == short[:-2] + "ves"


def fuzzy_score(a: str, b: str) -> float:
    """eval_tool_finding.py's score: difflib ratio, at least 0.85 when one contains the other."""
    score = difflib.SequenceMatcher(None, a, b).ratio()
    if a in b or b in a:
        score = max(score, FUZZY_SUBSTRING)
    return score


@lru_cache(maxsize=1 << 18)  # pure; the same reply meets the same aliases over and over
def word_score(a: str, b: str) -> float:
    """``fuzzy_score``, also 0.85 when the words of one name are all words of the other
    (eval_tool_finding.py's "string" method: "13 mm socket" in "13 mm 3/8 in drive socket")."""
    wa, wb = set(a.split()), set(b.split())
    return max(fuzzy_score(a, b), FUZZY_SUBSTRING if wa and wb and (wa <= wb or wb <= wa) else 0.0)


def aliases(visible: list[dict]) -> dict[str, int]:
    """Normalised name -> index into ``visible`` (library entries): full names and synonyms,
    and base names / base synonyms held by exactly one visible tool."""
    table: dict[str, int] = {}
    base_owner: dict[str, set[int]] = {}
    for i, tool in enumerate(visible):
        for alias in (tool.get("base_name"), *tool.get("base_synonyms", [])):
            if alias:
                base_owner.setdefault(normalise(alias), set()).add(i)
    for key, owners in base_owner.items():
        if len(owners) == 1:
            table[key] = next(iter(owners))
    for i, tool in enumerate(visible):  # full names and synonyms win over base names
        for alias in (tool["name"], *tool.get("synonyms", [])):
            table[normalise(alias)] = i
    return table


def base_aliases(tools: list[dict], one_name: dict | None = None) -> tuple[tuple[str, str], ...]:
    """(normalised name, label) for every base name and base synonym of ``tools``: the names
    a fuzzy match must also beat (``match_name``'s ``kin``). The label is the base name, or
    its ``one_name`` group's name (needs.yaml; a scene holds at most one tool of a group), so
    "multimeter" names the digital multimeter."""
    group = {b: name for name, bases in (one_name or {}).items() for b in bases}
    out = {}
    for t in tools:
        for alias in (t["base_name"], *t.get("base_synonyms", [])):
            out.setdefault(normalise(alias), group.get(t["base_name"], t["base_name"]))
    return tuple(sorted(out.items()))


@lru_cache(maxsize=8)
def _labels(kin: tuple[tuple[str, str], ...]) -> dict[str, str]:  # kin as a dict, built once
    return dict(kin)


def match_name(
    name: str, visible: list[dict], table: dict[str, int] | None = None,
    kin: tuple[tuple[str, str], ...] = (),
) -> tuple[int | None, str, float]:
    """(visible index or None, method, score) for one predicted name: ``exact`` (name,
    synonym or unique base name), ``plural`` (the release's rule on the lower-cased names),
    ``fuzzy`` (best score over a tool's names and base names >= 0.75 and ahead of the
    runner-up by FUZZY_MARGIN), or ``none``. ``kin`` (``base_aliases`` of the library) holds
    a fuzzy match to the library too: the name must also lead, by the margin, every name of
    another base tool (outside its ``one_name`` group), so a kin's name ("blood pressure
    monitor" for the wrist monitor) or a kind's ("thermometer") does not match."""
    table = aliases(visible) if table is None else table
    key = normalise(name)
    if key in table:
        return table[key], "exact", 1.0
    low = name.strip().lower()
    for i, tool in enumerate(visible):
        if safe_plural(low, tool["name"].lower()):
            return i, "plural", 1.0
    scores = sorted(
        (
            (max(word_score(key, normalise(a)) for a in (t["name"], *t.get("synonyms", []), t["base_name"],
                                                         *t.get("base_synonyms", []))), i)
            for i, t in enumerate(visible)
        ),
        reverse=True,
    )
    if (
        scores
        and scores[0][0] >= FUZZY_THRESHOLD
        and (len(scores) == 1 or scores[0][0] - scores[1][0] >= FUZZY_MARGIN)
    ):
        best, i = scores[0]
        own = visible[i]["base_name"]
        own = _labels(kin).get(normalise(own), own)
        rival = max((word_score(key, alias) for alias, label in kin if label != own), default=0.0)
        if best - rival >= FUZZY_MARGIN:
            return i, "fuzzy", round(best, 4)
        return None, "none", round(best, 4)
    return None, "none", round(scores[0][0], 4) if scores else 0.0


def unique_lower(names: list[str]) -> list[str]:
    """The release's list: lower-cased, stripped, empty names dropped, first mention kept."""
    out: list[str] = []
    for n in names:
        n = str(n).strip().lower()
        if n and n not in out:
            out.append(n)
    return out


def one_to_one(mapping: dict[str, str]) -> dict[str, str]:
    """Keep the first name mapped to each target (the release's enforce_one_to_one)."""
    seen: set[str] = set()
    out = {}
    for k, v in mapping.items():
        if v not in seen:
            seen.add(v)
            out[k] = v
    return out


def match_task2(identified: list[str], visible: list[dict],
                kin: tuple[tuple[str, str], ...] = ()) -> tuple[dict[str, str], list[dict]]:
    """(name -> target-or-distractor visible name, one-to-one; details per name with
    ``matched``, ``method``, ``score``). ``identified`` as from ``unique_lower``; ``kin`` as
    ``match_name``'s."""
    table = aliases(visible)
    raw, details = {}, []
    for name in identified:
        i, method, score = match_name(name, visible, table, kin)
        matched = visible[i]["name"].lower() if i is not None else None
        details.append({"identified": name, "matched": matched, "method": method, "score": score})
        if matched is not None:
            raw[name] = matched
    return one_to_one(raw), details
