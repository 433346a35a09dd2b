"""PhysTool scoring: name matching and the Task I / Task II metrics, as pure functions.

Definitions (docs/phystool.md has the worked cases):

- Names match after normalisation (case, accents, punctuation, hyphens, inch marks,
  possessives) and safe singularisation of each word (``pliers`` = ``plier``). A predicted
  name matches a visible tool by its full name, a synonym, or its base name / base synonym
  (``combination wrench`` for ``10 mm combination wrench``) when that base is unique in the
  scene, which the generator guarantees.
- A prediction for Task II is a list of steps, each a list of names (a flat list means one
  tool per step). Repeated mentions of a tool count once, at their first position.
- Set-F1: precision/recall of the predicted set against the truth; unmatched names count as
  wrong predictions. Empty prediction: F1 = 0 (precision undefined is taken as 0).
- Exact match: the predicted set equals the target set, nothing else is predicted, and for
  every pair of targets with true steps s_a < s_b, a is predicted in an earlier step than b.
  Targets sharing a true step may come in any order, or together in one predicted step.
- SR@k: success up to the k-th true step: the targets of the first k true steps are all
  predicted, in step order, and no other name is predicted in or before their steps.
  SR@(number of steps) equals exact match except that extra names after the last step pass.
- Pairwise order accuracy: among target pairs with s_a < s_b that are both predicted, the
  share predicted in the right order (same predicted step counts as wrong). Undefined (None)
  when no such pair exists; averages skip undefined queries.
"""

from __future__ import annotations

import re
import unicodedata

CONFUSION = {"functional": "functional_confusion", "visual": "visual_confusion"}
_PLURAL_KEEP = {"glass", "grass", "brass", "press", "truss", "cross", "boss", "gas", "bus", "plus", "lens",
                "series", "species", "chassis", "canvas", "atlas", "bias", "axis"}


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


def normalise(name: str) -> str:
    text = unicodedata.normalize("NFKD", str(name)).encode("ascii", "ignore").decode().lower()
    text = text.replace("\u2019", "'").replace('"', " in ")
    text = re.sub(r"'s\b", "s", text).replace("'", "")
    text = re.sub(r"\binch(es)?\b", "in", text)
    text = re.sub(r"[^a-z0-9./]+", " ", text)
    text = re.sub(r"(?<![0-9])\.|\.(?![0-9])", " ", text)  # keep decimal points only
    return " ".join(singular(w) for w in text.split())


def aliases(visible: list[dict]) -> dict[str, int]:
    """Normalised name -> index into ``visible`` (tools as library entries)."""
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


def match(names: list[str], table: dict[str, int]) -> list[int | str]:
    """Each name -> visible index, or its normalised text when it matches nothing."""
    out: list[int | str] = []
    for name in names:
        key = normalise(name)
        out.append(table.get(key, key))
    return out


def set_f1(predicted: list, truth: set) -> dict:
    pred = set(predicted)
    hit = len(pred & truth)
    p = hit / len(pred) if pred else 0.0
    r = hit / len(truth) if truth else (1.0 if not pred else 0.0)
    f1 = 2 * p * r / (p + r) if p + r else 0.0
    return {"precision": p, "recall": r, "f1": f1}


def positions(steps: list[list]) -> dict:
    """Item -> index of the predicted step of its first mention (duplicates ignored)."""
    pos: dict = {}
    for n, step in enumerate(steps):
        for item in step:
            pos.setdefault(item, n)
    return pos


def exact_match(steps: list[list], target_steps: dict) -> bool:
    """``steps``: predicted steps of matched items; ``target_steps``: target -> true step index."""
    pos = positions(steps)
    if set(pos) != set(target_steps):
        return False
    items = list(target_steps)
    for a in items:
        for b in items:
            if target_steps[a] < target_steps[b] and not pos[a] < pos[b]:
                return False
    return True


def success_at(steps: list[list], target_steps: dict, k: int) -> bool:
    pos = positions(steps)
    true_order = sorted(set(target_steps.values()))
    if not true_order:
        return not pos
    first = set(true_order[:k])
    head = {t for t, s in target_steps.items() if s in first}
    if not head <= set(pos):
        return False
    last = max(pos[t] for t in head)
    if any(p <= last for item, p in pos.items() if item not in head):
        return False
    return all(pos[a] < pos[b] for a in head for b in head if target_steps[a] < target_steps[b])


def pairwise_order(steps: list[list], target_steps: dict) -> float | None:
    pos = positions(steps)
    good = total = 0
    for a in target_steps:
        for b in target_steps:
            if target_steps[a] < target_steps[b] and a in pos and b in pos:
                total += 1
                good += pos[a] < pos[b]
    return good / total if total else None


def parse_steps(task2) -> list[list[str]]:
    """Task II prediction as steps of names: a list of lists, a flat list (one tool per
    step), or raw text: steps separated by newlines, ';' or '->', optional numbering
    ("1.", "Step 2:"), tools inside a step separated by ',', '+', '&' or ' and '."""
    if task2 is None:
        return []
    if isinstance(task2, str):
        parts = [p for p in re.split(r"\n|;|->|=>|\u2192", task2) if p.strip()]
        steps = []
        for part in parts:
            part = re.sub(r"^\s*(step\s*)?\d+\s*[.):]\s*", "", part.strip(), flags=re.I)
            names = [n.strip(" .") for n in re.split(r",|\+|&|\band\b", part) if n.strip(" .")]
            if names:
                steps.append(names)
        return steps
    if isinstance(task2, list):
        return [[str(x) for x in s] if isinstance(s, list) else [str(s)] for s in task2]
    raise ValueError(f"task2 must be a list or a string, got {type(task2).__name__}")


def score_query(record: dict, visible_tools: list[dict], task1: list[str] | None, task2) -> dict:
    """All metrics and error events for one query. ``visible_tools``: library entries in the
    order of ``record['visible_tools']``."""
    table = aliases(visible_tools)
    roles = record["visible_tools"]
    truth_visible = set(range(len(visible_tools)))
    t1 = match(list(task1 or []), table)
    task1_scores = set_f1(t1, truth_visible)
    target_index = {i for i, v in enumerate(roles) if v["role"] == "target"}
    name_to_index = {v["name"]: i for i, v in enumerate(roles)}
    target_steps = {name_to_index[n]: s for n, s in zip(record["target_tools"], record["target_steps"])}
    steps = [match(step, table) for step in parse_steps(task2)]
    flat = [item for step in steps for item in step]
    task2_scores = set_f1(flat, target_index)
    em = exact_match(steps, target_steps)
    n_steps = len(set(target_steps.values()))
    errors = {"omission": 0, "hallucination": 0, "functional_confusion": 0, "visual_confusion": 0,
              "filler_pick": 0, "order": 0}
    predicted = set(flat)
    errors["omission"] = len(target_index - predicted)
    for item in predicted:
        if isinstance(item, str):
            errors["hallucination"] += 1
        elif item not in target_index:
            kind = roles[item].get("distractor_kind") or "filler"
            errors[CONFUSION.get(kind, "filler_pick")] += 1
    if not em and predicted == target_index:
        errors["order"] = 1
    return {
        "task1_f1": task1_scores["f1"], "task1_precision": task1_scores["precision"],
        "task1_recall": task1_scores["recall"], "task2_f1": task2_scores["f1"],
        "task2_precision": task2_scores["precision"], "task2_recall": task2_scores["recall"],
        "em": float(em), "pairwise_order": pairwise_order(steps, target_steps),
        **{f"sr@{k}": float(success_at(steps, target_steps, k)) for k in (1, 2, 3)},
        "n_steps": n_steps, "errors": errors,
    }
