"""The battery over a dataset: every blind baseline's accuracy against chance, per modality
(image MCQ, count options), number of options (3, 4, 5) and subtask, with 95 % intervals.

Questions come from the stored table (5 options) and its 3- and 4-option variants
(``questions.mcq.with_k_options``, as exports make them). Scenes are split in two halves
(seeded); fitted baselines learn on one half and are scored on the other, both ways. The
interval is a percentile bootstrap over scenes (1,000 resamples): questions of one scene
share their blocks, so scenes, not questions, are the independent units. Chance is the mean
of 1 / k.

A baseline *passes* when, over all subtasks of a modality and k, its accuracy is at most
``POINTS`` above chance and the upper end of its interval at most ``UPPER`` above (docs/
questions.md); ``passed`` says whether every baseline of the battery does. The text-only
prior on free-text questions is reported too; free text has no chance level to compare with.
"""

from __future__ import annotations

import json
import os
from collections import defaultdict

import numpy as np

from ..rng import AUDIT, stream
from .baselines import DESCRIPTIONS, EXTRA, fit_predict, free_text_prior, make_item

POINTS, UPPER = 3.0, 5.0
BOOTSTRAP = 1000
MODALITIES = ("image_mcq", "text_mcq")
ONLY = {"image": ("image_mcq",), "count": ("text_mcq",)}  # ``spatial-iq audit --only``
MARK_BEGIN, MARK_END = "<!-- spatial-iq audit -->", "<!-- /spatial-iq audit -->"


def scene_folds(scene_ids, seed: int) -> dict:
    """Scene -> 0 or 1: a seeded half of the scenes each."""
    scenes = sorted(scene_ids)
    order = stream(seed, AUDIT, 0).permutation(len(scenes))
    return {scenes[i]: int(n < len(scenes) // 2) for n, i in enumerate(order)}


def interval(scenes: np.ndarray, credits: np.ndarray, seed: int, key: tuple) -> tuple[float, float]:
    """95 % percentile bootstrap over scenes of the mean credit."""
    ids, inverse = np.unique(scenes, return_inverse=True)
    sums = np.bincount(inverse, weights=credits, minlength=len(ids))
    counts = np.bincount(inverse, minlength=len(ids)).astype(float)
    rng = stream(seed, AUDIT, 1, *key)
    draws = rng.integers(len(ids), size=(BOOTSTRAP, len(ids)))
    means = sums[draws].sum(axis=1) / np.maximum(counts[draws].sum(axis=1), 1.0)
    return float(np.percentile(means, 2.5)), float(np.percentile(means, 97.5))


def audit(dataset, ks=(3, 4, 5), seed: int = 0, modalities: tuple = MODALITIES) -> dict:
    """Run the battery over a dataset (``io.dataset.open_dataset``) for the multiple-choice
    ``modalities`` (image MCQs, count options; ``ONLY`` names them); returns the report."""
    from ..questions.mcq import with_k_options

    views: dict = {}
    groups: dict = defaultdict(list)
    text: list = []
    for scene, metas, questions in dataset.scene_metadata(dataset.scene_ids()):
        for view_id, meta in metas.items():
            views[(scene, view_id)] = meta
        for q in questions:
            if q["modality"] == "text":
                text.append(q)
            elif q["modality"] in modalities:
                view = views[(scene, q["view_id"])]
                for k in ks:
                    variant = with_k_options(q, k) if k != len(q["options"]) else q
                    groups[(q["modality"], k)].append(make_item(variant, view))
    folds = scene_folds({sid for sid, _ in views}, seed)
    rows = []
    for (modality, k), items in sorted(groups.items()):
        scenes = np.array([it.scene for it in items])
        credits = fit_predict(items, np.array([folds[s] for s in scenes]), seed)
        subtasks = np.array([it.subtask for it in items])
        chance = float(np.mean([1.0 / it.k for it in items]))
        for name, got in credits.items():
            for sub in ["all", *sorted(set(subtasks))]:
                sel = np.ones(len(items), bool) if sub == "all" else subtasks == sub
                if not sel.any():
                    continue
                low, high = interval(scenes[sel], got[sel], seed, (len(rows),))
                acc = float(got[sel].mean())
                rows.append({"modality": modality, "k": k, "subtask": sub, "baseline": name,
                             "accuracy": acc, "low": low, "high": high, "chance": chance,
                             "questions": int(sel.sum()), "scenes": int(len(set(scenes[sel]))),
                             "excess_points": 100 * (acc - chance),
                             "upper_excess_points": 100 * (high - chance),
                             "in_battery": name not in EXTRA})
    free = []
    for sub, pairs in sorted(free_text_prior(text, views, folds).items()):
        sc = np.array([p[0] for p in pairs])
        got = np.array([p[1] for p in pairs])
        low, high = interval(sc, got, seed, (10_000 + len(free),))
        free.append({"subtask": sub, "accuracy": float(got.mean()), "low": low, "high": high,
                     "questions": len(got)})
    failing = [r for r in rows if r["in_battery"] and r["subtask"] == "all"
               and (r["excess_points"] > POINTS or r["upper_excess_points"] > UPPER)]
    return {"dataset": dataset.path, "seed": seed, "ks": list(ks), "scenes": len(folds),
            "questions": {f"{m} k={k}": len(v) for (m, k), v in sorted(groups.items())},
            "rule": {"points": POINTS, "upper_points": UPPER, "bootstrap": BOOTSTRAP, "folds": 2},
            "baselines": DESCRIPTIONS, "results": rows, "free_text_prior": free,
            "passed": not failing,
            "failing": [f"{r['baseline']} ({r['modality']}, k={r['k']}): {r['excess_points']:+.1f} points, "
                        f"upper {r['upper_excess_points']:+.1f}" for r in failing]}


def worst_excess(report: dict) -> float:
    """Largest excess over chance, in points, of any battery baseline over all subtasks."""
    return max((r["excess_points"] for r in report["results"] if r["in_battery"] and r["subtask"] == "all"),
               default=0.0)


def markdown(report: dict) -> str:
    """The report as the dataset card's section: one table per modality and k."""
    rule = report["rule"]
    lines = ["## Blind baselines", "",
             f"`spatial-iq audit` over {report['scenes']} scenes (seed {report['seed']}): accuracy of rules "
             "that never look at the view, fitted on one half of the scenes and scored on the other, with "
             "95 % scene-bootstrap intervals. A baseline passes when it is at most "
             f"{rule['points']:g} points above chance and the upper end of its interval at most "
             f"{rule['upper_points']:g} above. Result: **{'pass' if report['passed'] else 'FAIL'}**.", ""]
    by: dict = defaultdict(list)
    for r in report["results"]:
        by[(r["modality"], r["k"])].append(r)
    for (modality, k), rows in sorted(by.items()):
        subtasks = [s for s in dict.fromkeys(r["subtask"] for r in rows) if s != "all"]
        chance = rows[0]["chance"]
        lines += [f"### {modality}, {k} options (chance {chance:.3f}, "
                  f"{next(r['questions'] for r in rows if r['subtask'] == 'all')} questions)", "",
                  "| baseline | all (95 % interval) | " + " | ".join(subtasks) + " |",
                  "|---|---|" + "---|" * len(subtasks)]
        for name in dict.fromkeys(r["baseline"] for r in rows):
            mine = {r["subtask"]: r for r in rows if r["baseline"] == name}
            a = mine["all"]
            label = name if a["in_battery"] else f"{name} (info)"
            cells = [f"{mine[s]['accuracy']:.3f}" if s in mine else "" for s in subtasks]
            lines.append(f"| {label} | {a['accuracy']:.3f} ({a['low']:.3f}-{a['high']:.3f}) | "
                         + " | ".join(cells) + " |")
        lines.append("")
    if report["free_text_prior"]:
        lines += ["### Free-text answers from the text-only prior (no chance level)", "",
                  "| subtask | accuracy (95 % interval) | questions |", "|---|---|---|"]
        lines += [f"| {r['subtask']} | {r['accuracy']:.3f} ({r['low']:.3f}-{r['high']:.3f}) | "
                  f"{r['questions']} |" for r in report["free_text_prior"]]
        lines.append("")
    lines.append("Baselines: " + "; ".join(f"**{k}**: {v}" for k, v in report["baselines"].items()) + ".")
    return "\n".join(lines) + "\n"


def write(report: dict, json_path: str, card_dir: str | None) -> None:
    """The JSON file, and (``card_dir``: a dataset) the card's section between markers in its
    README.md, replacing an earlier audit's; each file is written whole, then renamed."""
    from ..io.atomic import atomic_open

    with atomic_open(json_path, "w") as fh:
        json.dump(report, fh, indent=1)
    if card_dir is None:
        return
    section = f"{MARK_BEGIN}\n{markdown(report)}{MARK_END}\n"
    readme = os.path.join(card_dir, "README.md")
    text = open(readme).read() if os.path.exists(readme) else ""
    if MARK_BEGIN in text and MARK_END in text:
        head, rest = text.split(MARK_BEGIN, 1)
        text = head + section + rest.split(MARK_END, 1)[1].lstrip("\n")
    else:
        text = text.rstrip("\n") + ("\n\n" if text else "") + section
    with atomic_open(readme, "w") as fh:
        fh.write(text)
