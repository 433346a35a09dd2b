"""Blind baselines for PhysTool: answers from the instruction alone, never the picture.

Invariant: a baseline sees a query's ``task_instruct`` and nothing else of it (no image, no
visible tools, no template id); what it learns comes from the records of *another* seed. If
it scores well, the benchmark does not need the picture (docs/phystool.md, "Blind baselines").

- ``templates``: knows the task templates (``tasks.yaml``). It finds the goal phrasings and
  step aims in the instruction, hence the templates and steps, hence each step's needs; for
  each need it answers the base tool that filled it most often in training, steps in the
  template's order.
- ``bag_of_words``: a one-vs-rest logistic regression from the instruction's words to the
  base tools among the targets (scikit-learn, ``pip install 'spatial-iq[audit]'``); it answers
  the base tools with probability at least 1/2 (at least two), ordered by their mean step
  position in training.

Both answer base names ("ratchet", not "3/8-in drive ratchet"), which both scorers accept:
ours by the unique base name, the release's by ``final_matching_info.json``. Each is scored
with the project's metrics (``metrics.score_query``) and the release's (``release_match`` +
``release_metrics``), with 95 % percentile-bootstrap intervals over scenes (one query is one
scene).
"""

from __future__ import annotations

from collections import Counter, defaultdict

import numpy as np

from ..rng import PHYSTOOL_QUERY, stream
from .fit import kin as library_kin
from .library import Library
from .metrics import f1, release_metrics, score_query
from .names import aliases, normalise, unique_lower
from .release import release_match
from .tasks import Template

BOOTSTRAP = 1000
METRICS = ("exact_base_set", "em", "f1", "sr@1", "poa", "release_em", "release_f1", "release_sr@1",
           "release_poa")
BASELINES = {
    "templates": "knows the task templates: instruction -> goal and aims -> needs -> the most common "
                 "base tool per need in training, in the template's step order",
    "bag_of_words": "logistic regression from the instruction's words to the target base tools "
                    "(one-vs-rest), ordered by mean step position in training",
}


def found_steps(text: str, templates: tuple[Template, ...]) -> list[tuple[Template, list[int]]]:
    """The templates whose goal phrasing is in ``text`` (in the order the goals appear) and,
    for each, the indices of the steps whose aim is in ``text``."""
    low = text.lower()
    hits = []
    for tpl in templates:
        at = [low.find(g.lower()) for g in tpl.goal if g.lower() in low]
        if at:
            steps = [j for j, s in enumerate(tpl.steps) if s.aim.lower() in low]
            if steps:
                hits.append((min(at), tpl, steps))
    hits.sort(key=lambda h: h[0])
    # a goal phrasing inside another template's longer one: keep templates with their own aims
    return [(tpl, steps) for _, tpl, steps in hits]


class TemplatePrior:
    """The text-only baseline that knows the templates (module docstring)."""

    def __init__(self, templates: tuple[Template, ...]):
        self.templates = templates
        self.counts: dict[str, Counter] = defaultdict(Counter)

    def fit(self, records: list[dict], lib: Library) -> TemplatePrior:
        for rec in records:
            for tid, need in zip(rec["target_tool_ids"], rec["target_needs"]):
                self.counts[need][lib.by_id[tid]["base_name"]] += 1
        return self

    def predict(self, text: str) -> list[list[str]]:
        out = []
        for tpl, steps in found_steps(text, self.templates):
            for j in steps:
                names = []
                for need in tpl.steps[j].need:
                    if self.counts.get(need):
                        names.append(min(self.counts[need].items(), key=lambda kv: (-kv[1], kv[0]))[0])
                if names:
                    out.append(names)
        return out


class BagOfWords:
    """The bag-of-words classifier (module docstring)."""

    def fit(self, records: list[dict], lib: Library) -> BagOfWords:
        from sklearn.feature_extraction.text import CountVectorizer
        from sklearn.linear_model import LogisticRegression
        from sklearn.multiclass import OneVsRestClassifier
        from sklearn.preprocessing import MultiLabelBinarizer

        labels, position = [], defaultdict(list)
        for rec in records:
            bases = [lib.by_id[t]["base_name"] for t in rec["target_tool_ids"]]
            top = max(rec["target_steps"])
            for b, s in zip(bases, rec["target_steps"]):
                position[b].append((s - 1) / max(top - 1, 1))
            labels.append(sorted(set(bases)))
        self.vec = CountVectorizer(binary=True, ngram_range=(1, 2), min_df=2)
        x = self.vec.fit_transform([r["task_instruct"] for r in records])
        self.mlb = MultiLabelBinarizer()
        y = self.mlb.fit_transform(labels)
        self.model = OneVsRestClassifier(LogisticRegression(max_iter=1000, C=1.0)).fit(x, y)
        self.position = {b: float(np.mean(p)) for b, p in position.items()}
        return self

    def predict(self, text: str) -> list[list[str]]:
        p = self.model.predict_proba(self.vec.transform([text]))[0]
        order = np.argsort(-p, kind="stable")
        chosen = [int(i) for i in order if p[i] >= 0.5] or []
        if len(chosen) < 2:
            chosen = [int(i) for i in order[:2]]
        names = [str(self.mlb.classes_[i]) for i in chosen]
        names.sort(key=lambda n: self.position.get(n, 0.5))
        return [[n] for n in names]


def score(rec: dict, lib: Library, answer: list[list[str]], table: dict,
          kin: tuple[tuple[str, str], ...]) -> dict:
    """One query's credits for an answer (steps of names): exact base-tool set, the
    project's EM / F1 / SR@1 / POA and the release's (its matching: the table, exact names,
    safe plurals). ``kin``: ``fit.kin(lib)``."""
    visible = [lib.by_id[v["tool_id"]] for v in rec["visible_tools"]]
    ours = score_query(rec, visible, None, answer, kin)
    names = unique_lower([n for step in answer for n in step])
    targets = [t.lower() for t in rec["refined_taxonomy"]["target_tools"]]
    steps = list(rec["refined_taxonomy"]["target_steps"])
    mapping = release_match(names, targets, table.get(f"{rec['id']}_slot_{rec.get('slot', 0)}", {}))
    rel = release_metrics(names, targets, steps, mapping, bool(rec["ordered"]))
    bases = {lib.by_id[t]["base_name"].lower() for t in rec["target_tool_ids"]}
    owner = aliases(visible)  # a full name or a unique base name read as its tool's base
    named = {visible[owner[normalise(n)]]["base_name"].lower() if normalise(n) in owner else n for n in names}
    return {"exact_base_set": float(named == bases), "em": ours["em"], "f1": ours["task2_f1"],
            "sr@1": ours["sr@1"], "poa": ours["poa_1"], "release_em": float(rel["success"]),
            "release_f1": f1(rel["precision"], rel["recall"]),
            "release_sr@1": None if rel["sr"] is None or rel["sr"][1] is None else float(rel["sr"][1]),
            "release_poa": rel["poa"]["value_1"] if rel["poa"] else None}


def summarise(rows: list[dict], seed: int = 0, key: int = 0) -> dict:
    """Mean of each metric over the queries where it is defined, with a 95 % percentile
    bootstrap interval over queries (scenes)."""
    out = {}
    for m, name in enumerate(METRICS):
        vals = np.array([r[name] for r in rows if r[name] is not None], float)
        if not len(vals):
            out[name] = None
            continue
        draws = stream(seed, PHYSTOOL_QUERY, 0xB007, key, m).integers(len(vals), size=(BOOTSTRAP, len(vals)))
        means = vals[draws].mean(axis=1)
        out[name] = {"mean": round(float(vals.mean()), 4), "low": round(float(np.percentile(means, 2.5)), 4),
                     "high": round(float(np.percentile(means, 97.5)), 4), "n": int(len(vals))}
    return out


def oracle_answer(rec: dict) -> list[list[str]]:
    """The image oracle: the targets' full names grouped by step."""
    steps: dict[int, list[str]] = {}
    for name, s in zip(rec["target_tools"], rec["target_steps"]):
        steps.setdefault(s, []).append(name)
    return [steps[s] for s in sorted(steps)]


def run(train: list[dict], test: list[dict], lib: Library, templates: tuple[Template, ...],
        table: dict | None = None, seed: int = 0) -> dict:
    """Fit both baselines on ``train`` and score them and the image oracle on ``test`` (its
    targets' full names) with both scorers; ``table`` is the test set's
    ``final_matching_info.json`` (built from the records when not given)."""
    if table is None:
        from .release import matching_table

        table = matching_table(test, lib)
    fitted = {"templates": TemplatePrior(templates).fit(train, lib)}
    try:
        fitted["bag_of_words"] = BagOfWords().fit(train, lib)
    except ImportError:
        pass  # scikit-learn missing: the caller says how to install it
    results: dict = {}
    kin = library_kin(lib)
    rows = {name: [score(rec, lib, model.predict(rec["task_instruct"]), table, kin) for rec in test]
            for name, model in fitted.items()}
    rows["image_oracle"] = [score(rec, lib, oracle_answer(rec), table, kin) for rec in test]
    for n, (name, scored) in enumerate(rows.items()):
        results[name] = summarise(scored, seed, 9 if name == "image_oracle" else n)
    results["cells"] = cells(test, lib, {k: v for k, v in rows.items() if k != "image_oracle"}, seed)
    return results


def cell_of(rec: dict) -> str:
    """A query's cell: its domain and target count (2, 3, 4+)."""
    k = len(rec["target_tools"])
    return f"{rec['domain']} k={k if k < 4 else '4+'}"


def chance(rec: dict, lib: Library, model) -> float:
    """EM of a uniform guess: one of each target's need's ``choices`` (the named base tools
    that meet it after the step's ``without`` and meet no other step's need), the product over
    the targets."""
    from .fit import open_choices

    slots = list(zip(rec["target_groups"], rec["target_needs"], rec["target_without"]))
    out = 1.0
    for c in open_choices(model, lib, slots, rec["domain"]):
        out /= max(1, len(c))
    return out


def cells(test: list[dict], lib: Library, rows: dict[str, list[dict]], seed: int = 0) -> dict:
    """Per cell (domain x target count): n, the uniform guess's EM and each baseline's EM under
    both scorers, with 95 % intervals over the cell's scenes (docs/phystool.md, "Blind
    baselines": a pooled row can hide a cell the text answers)."""
    from .fit import load as load_fit

    model = load_fit()
    index: dict[str, list[int]] = defaultdict(list)
    for i, rec in enumerate(test):
        index[cell_of(rec)].append(i)
    out = {}
    for c, members in sorted(index.items()):
        entry: dict = {"n": len(members),
                       "chance_em": round(float(np.mean([chance(test[i], lib, model) for i in members])), 4)}
        for n, (name, scored) in enumerate(rows.items()):
            part = summarise([scored[i] for i in members], seed, 100 + n)
            entry[name] = {m: part[m] for m in ("em", "release_em")}
        out[c] = entry
    return out
