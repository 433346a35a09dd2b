"""The battery over a dataset: every blind baseline's accuracy against chance in every cell
(modality, number of options, subtask), with 95 % scene-bootstrap intervals; the floor of
each image-editing subtask (fixed edits); the text-only prior on free text.

Questions come from the dataset's question table (5 options) and its 3- and 4-option
variants (``questions.mcq.with_k_options``, as exports make them); image MCQ options are
drawn as the export draws them and read as pictures (``shapes.py``). Scenes are split in two
halves (seeded); fitted baselines learn on one half and are scored on the other, both ways.
The interval is a percentile bootstrap over scenes (1,000 resamples): questions of one scene
share their blocks, so scenes, not questions, are the independent units. Chance is the mean
of 1 / k.

The pass rule (docs/questions.md, "The pass rule"), on rows: a cell (one subtask, one k)
or a pooled row (all subtasks of a modality and k, one baseline). Each row gets the one-sided
p-value of "at most ``POINTS`` above chance" (``p_above``, from the bootstrap's standard
error); a row *fails* when Holm's procedure at family-wise ``FAMILY_ALPHA`` over every judged
row of the report rejects it (``holm``). A row whose whole interval lies more than
``POINTS`` above chance is *flagged*: it fails when the same row is flagged on two datasets
of the same grid (``judge``, over several reports). A fixed edit fails when its mean score
on an edit subtask is above ``EDIT_FLOOR``. ``passed`` says that nothing in this report
fails; ``flagged`` lists what a second dataset decides. The report also gives the share of
views each image-MCQ subtask is asked on (``coverage``, against ``COVERAGE``).
"""

from __future__ import annotations

import json
import os
from collections import Counter, defaultdict

import numpy as np

from ..rng import AUDIT, stream
from .baselines import DESCRIPTIONS, EXTRA, fit_predict, free_text_prior, make_item
from .edits import DESCRIPTIONS as EDIT_DESCRIPTIONS
from .edits import INFO as EDIT_INFO
from .edits import fixed_edits

POINTS = 3.0
EDIT_FLOOR = 0.3
COVERAGE = 0.95  # every image-MCQ subtask should be asked on at least this share of views
FAMILY_ALPHA = 0.05  # the family-wise verdict's level over every judged row of a report
BOOTSTRAP = 1000
MODALITIES = ("image_mcq", "text_mcq", "image_edit")
ONLY = {"image": ("image_mcq",), "count": ("text_mcq",), "edit": ("image_edit",)}  # ``audit --only``
MARK_BEGIN, MARK_END = "<!-- spatial-iq audit -->", "<!-- /spatial-iq audit -->"


def scene_folds(scene_ids, seed: int) -> dict:
    """Scene -> 0 or 1: a seeded half of the scenes each."""
    scenes = sorted(scene_ids)
    order = stream(seed, AUDIT, 0).permutation(len(scenes))
    return {scenes[i]: int(n < len(scenes) // 2) for n, i in enumerate(order)}


def bootstrap(scenes: np.ndarray, credits: np.ndarray, seed: int, key: tuple) -> np.ndarray:
    """BOOTSTRAP resampled mean credits, scenes drawn with replacement."""
    ids, inverse = np.unique(scenes, return_inverse=True)
    sums = np.bincount(inverse, weights=credits, minlength=len(ids))
    counts = np.bincount(inverse, minlength=len(ids)).astype(float)
    rng = stream(seed, AUDIT, 1, *key)
    draws = rng.integers(len(ids), size=(BOOTSTRAP, len(ids)))
    return sums[draws].sum(axis=1) / np.maximum(counts[draws].sum(axis=1), 1.0)


def ends(means: np.ndarray) -> tuple[float, float]:
    """The 95 % percentile interval of ``bootstrap``'s means."""
    return float(np.percentile(means, 2.5)), float(np.percentile(means, 97.5))


def interval(scenes: np.ndarray, credits: np.ndarray, seed: int, key: tuple) -> tuple[float, float]:
    """95 % percentile bootstrap over scenes of the mean credit."""
    return ends(bootstrap(scenes, credits, seed, key))


def p_above(excess: float, se: float, points: float = POINTS) -> float:
    """One-sided p-value of "no more than ``points`` above chance" for an excess over chance
    (a share) with bootstrap standard error ``se``, by the normal approximation (a
    family-wise level needs tails 1,000 resamples cannot resolve)."""
    from scipy.stats import norm

    margin = excess - points / 100
    if se <= 0:
        return 0.0 if margin > 0 else 1.0
    return float(norm.sf(margin / se))


def holm(p_values: list[float], alpha: float = FAMILY_ALPHA) -> list[bool]:
    """Holm's step-down rejections at family-wise level ``alpha``: sorted ascending, the
    i-th smallest (from 0) is rejected while p <= alpha / (m - i), and none after the first
    that is not."""
    m = len(p_values)
    out = [False] * m
    for i, at in enumerate(sorted(range(m), key=lambda j: p_values[j])):
        if p_values[at] > alpha / (m - i):
            break
        out[at] = True
    return out


class _Collect:
    """Items per (modality, k), fixed-edit scores and free-text questions, a scene at a time."""

    def __init__(self, ks: tuple, modalities: tuple):
        self.ks, self.modalities = ks, modalities
        self.items: dict = defaultdict(list)
        self.edits: dict = defaultdict(list)  # (subtask, edit) -> [(scene, score)]
        self.text: list = []
        self.views: dict = {}
        self.asked: Counter = Counter()  # image MCQs per subtask (5 options): the share of views asked

    def scene(self, group: list[dict], questions: list[dict]) -> None:
        from ..questions.badges import badge_sites, site_xy
        from ..questions.editing import edit_changes, score_changes
        from ..questions.mcq import with_k_options
        from .shapes import option_picture

        by_view = {v["view_id"]: v for v in group}
        edited: dict = {}  # view id -> its fixed edits
        badges: dict = {}  # view id -> badge_sites of its marks questions
        for v in group:
            self.views[(v["scene_id"], v["view_id"])] = {k: x for k, x in v.items()
                                                       if k not in ("rgb", "instance", "depth")}
        for q in questions:
            view = by_view.get(q["view_id"])
            if view is None:
                continue
            if q["modality"] == "text":
                self.text.append(q)
            elif q["modality"] not in self.modalities:
                continue
            elif q["modality"] == "image_edit":
                if q["view_id"] not in edited:  # what each fixed edit changes, once a view
                    edited[q["view_id"]] = {name: edit_changes(view, picture)
                                            for name, picture in fixed_edits(view["rgb"]).items()}
                for name, changes in edited[q["view_id"]].items():
                    score = score_changes(view, q["subtask"], changes)
                    self.edits[(q["subtask"], name)].append((q["scene_id"], score))
            elif q["modality"] == "image_mcq":
                self.asked[q["subtask"]] += 1
                drawn = {} if q.get("marks") else {id(o): option_picture(view, o) for o in q["options"]}
                places = None
                if q.get("marks"):
                    if q["view_id"] not in badges:
                        badges[q["view_id"]] = badge_sites(view["instance"])
                    places = {m: site_xy(badges[q["view_id"]], b, i) for m, b, i in q["marks"]}
                for k in self.ks:
                    variant = with_k_options(q, k) if k != len(q["options"]) else q
                    pictures = [drawn[id(o)] for o in variant["options"]] if drawn else None
                    self.items[(q["modality"], k)].append(make_item(variant, view, pictures, places))
                for p in drawn.values():
                    p.mask = None  # read into each variant's table: not kept
            else:
                for k in self.ks:
                    variant = with_k_options(q, k) if k != len(q["options"]) else q
                    self.items[(q["modality"], k)].append(make_item(variant, view))


def null_answers(items: list, seed: int) -> None:
    """Replace every image MCQ's answer by a null one, in place: per scene, one of the
    stacks its questions all show (``mcq.stack_key``), drawn at random and made the answer
    of all of them (marks questions: a letter drawn at random for each). The questions, and
    everything a baseline reads, stay as they are; only which option is right changes, to one
    the view has nothing to do with, shared across a scene's questions as the real answer is.
    A battery run on it shows how often the rule fails a set that is exchangeable by design
    (docs/questions.md, "Blind baselines"). Count options have no such null (the values all of
    a scene's questions offer are the values offered most often) and are left as they are."""
    from ..questions.mcq import stack_key

    by_scene: dict = defaultdict(list)
    for it in items:
        by_scene[it.scene].append(it)
    for scene, group in sorted(by_scene.items()):
        if group[0].question.get("marks"):
            rng = stream(seed, AUDIT, 2, scene)
            for it in group:
                it.answer = int(rng.integers(it.k))
            continue
        common = set.intersection(*({stack_key(o) for o in it.question["options"]} for it in group))
        rng = stream(seed, AUDIT, 2, scene)
        pick = sorted(common)[int(rng.integers(len(common)))] if common else None
        for it in group:
            keys = [stack_key(o) for o in it.question["options"]]
            it.answer = keys.index(pick) if pick in keys else int(rng.integers(it.k))


def audit(dataset, ks=(3, 4, 5), seed: int = 0, modalities: tuple = MODALITIES,
          null: int | None = None) -> dict:
    """Run the battery over a dataset (``io.dataset.open_dataset``) for ``modalities`` (image
    MCQs, count options, image editing; ``ONLY`` names them); returns the report. With
    ``null``, the image MCQs' answers are replaced by null ones first (``null_answers``,
    seeded)."""
    from ..exports.common import scenes

    lookup = dataset.questions_by_scene()
    found = _Collect(tuple(ks), tuple(modalities))
    for group in scenes(dataset):
        found.scene(group, lookup(group[0]["scene_id"]))
    if null is not None:
        for (modality, _), items in found.items.items():
            if modality == "image_mcq":
                null_answers(items, null)
    folds = scene_folds({sid for sid, _ in found.views}, seed)
    rows = []
    for (modality, k), items in sorted(found.items.items()):
        scenes_of = np.array([it.scene for it in items])
        credits = fit_predict(items, np.array([folds[s] for s in scenes_of]), seed)
        subtasks = np.array([it.subtask for it in items])
        chance = float(np.mean([1.0 / it.k for it in items]))
        for name, got in credits.items():
            for sub in ["all", *sorted(set(subtasks))]:
                sel = np.ones(len(items), bool) if sub == "all" else subtasks == sub
                if not sel.any():
                    continue
                means = bootstrap(scenes_of[sel], got[sel], seed, (len(rows),))
                low, high = ends(means)
                acc, se = float(got[sel].mean()), float(means.std(ddof=1))
                rows.append({"modality": modality, "k": k, "subtask": sub, "baseline": name,
                             "accuracy": acc, "low": low, "high": high, "chance": chance,
                             "questions": int(sel.sum()), "scenes": int(len(set(scenes_of[sel]))),
                             "excess_points": 100 * (acc - chance),
                             "lower_excess_points": 100 * (low - chance),
                             "upper_excess_points": 100 * (high - chance),
                             "se_points": 100 * se, "p_value": p_above(acc - chance, se),
                             "pooled": sub == "all" and len(set(subtasks)) > 1,
                             "in_battery": name not in EXTRA})
    edits = []
    for (sub, name), pairs in sorted(found.edits.items()):
        sc = np.array([p[0] for p in pairs])
        got = np.array([p[1] for p in pairs])
        low, high = interval(sc, got, seed, (20_000 + len(edits),))
        edits.append({"subtask": sub, "edit": name, "score": float(got.mean()), "low": low, "high": high,
                      "questions": len(got), "judged": name not in EDIT_INFO})
    free = []
    for sub, pairs in sorted(free_text_prior(found.text, found.views, folds).items()):
        sc = np.array([p[0] for p in pairs])
        got = np.array([p[1] for p in pairs])
        low, high = interval(sc, got, seed, (10_000 + len(free),))
        answers = {q["answer"] for q in found.text if q["subtask"] == sub}
        free.append({"subtask": sub, "accuracy": float(got.mean()), "low": low, "high": high,
                     "questions": len(got), "constant": len(answers) == 1})
    judged = [r for r in rows if r["in_battery"]]
    for r, rejected in zip(judged, holm([r["p_value"] for r in judged])):
        r["fails_familywise"] = rejected
        r["flagged"] = _flagged(r)
    failing = [_why(r) for r in judged if r["fails_familywise"]]
    failing += [f"{e['edit']} (image_edit, {e['subtask']}): scores {e['score']:.3f}, above {EDIT_FLOOR:g}"
                for e in edits if e["score"] > EDIT_FLOOR and e["edit"] not in EDIT_INFO]
    n_views = len(found.views)
    return {"dataset": dataset.path, "seed": seed, "null": null, "ks": list(ks), "scenes": len(folds),
            "grid": list(dataset.config.get("grid", [])) if isinstance(dataset.config.get("grid"), list)
            else dataset.config.get("grid"),
            "question_style": getattr(dataset, "question_style", "marks"),
            "questions": {f"{m} k={k}": len(v) for (m, k), v in sorted(found.items.items())},
            "coverage": {st: found.asked[st] / n_views for st in sorted(found.asked)} if n_views else {},
            "rule": {"points": POINTS, "edit_floor": EDIT_FLOOR, "bootstrap": BOOTSTRAP, "folds": 2,
                     "familywise_alpha": FAMILY_ALPHA, "judged_rows": len(judged),
                     "coverage": COVERAGE},
            "baselines": {**DESCRIPTIONS, **EDIT_DESCRIPTIONS}, "results": rows, "fixed_edits": edits,
            "free_text_prior": free, "passed": not failing, "failing": failing,
            "passed_familywise": not any(r["fails_familywise"] for r in judged),
            "failing_familywise": [_why(r) for r in judged if r["fails_familywise"]],
            "flagged": [_why(r) for r in judged if r["flagged"]]}


def _flagged(row: dict) -> bool:
    """A row whose whole 95 % interval lies more than POINTS above chance: it fails when the
    same row is flagged on two datasets of the same grid (``judge``)."""
    return row["lower_excess_points"] > POINTS


def row_key(row: dict) -> tuple:
    return (row["modality"], row["k"], row["subtask"], row["baseline"])


def judge(reports: list[dict]) -> dict:
    """The pass rule over several audits (docs/questions.md, "The pass rule"): a row fails
    when Holm's procedure rejects it in any report, or when its interval lies wholly above
    chance + POINTS in two reports of datasets of the same grid; a fixed edit fails where it
    scores above EDIT_FLOOR; an image-MCQ subtask asked on fewer than COVERAGE of a
    dataset's views is listed (``short``). Reports of null calibrations are refused."""
    if any(r.get("null") is not None for r in reports):
        raise ValueError("a null-calibration report cannot be judged; give the audits of the datasets")
    failing: dict = {}
    flagged: dict = defaultdict(list)
    for n, rep in enumerate(reports):
        grid = json.dumps(rep.get("grid"))
        for line in rep["failing"]:
            failing.setdefault(line.split(":")[0], []).append(f"report {n + 1}: {line} (Holm)")
        for r in rep["results"]:
            if r["in_battery"] and r.get("flagged", _flagged(r)):
                flagged[(grid, row_key(r))].append((n, _why(r)))
    for (grid, key), seen in flagged.items():
        if len({n for n, _ in seen}) >= 2:
            name = _why(dict(zip(("modality", "k", "subtask", "baseline"), key), excess_points=0.0,
                             lower_excess_points=0.0, upper_excess_points=0.0)).split(":")[0]
            failing.setdefault(name, []).extend(f"report {n + 1}: {why} (interval above +{POINTS:g} "
                                                f"on two datasets of grid {grid})" for n, why in seen)
    short = [f"report {n + 1} ({rep['dataset']}): {st} asked on {share:.1%} of views"
             for n, rep in enumerate(reports) for st, share in sorted((rep.get("coverage") or {}).items())
             if share < COVERAGE]
    return {"reports": [r["dataset"] for r in reports], "passed": not failing,
            "failing": [line for lines in failing.values() for line in lines], "short": short}


def _why(r: dict) -> str:
    where = "all subtasks" if r["subtask"] == "all" else r["subtask"]
    return (f"{r['baseline']} ({r['modality']}, k={r['k']}, {where}): {r['excess_points']:+.1f} points "
            f"[{r['lower_excess_points']:+.1f}, {r['upper_excess_points']:+.1f}]")


def worst_excess(report: dict) -> float:
    """Largest excess over chance, in points, of any battery baseline: pooled rows by their
    accuracy, cells by the lower end of their interval (what the rule reads)."""
    return max((r["excess_points"] if r["subtask"] == "all" and r.get("pooled", True)
                else r["lower_excess_points"] for r in report["results"] if r["in_battery"]), default=0.0)


def markdown(report: dict) -> str:
    """The report as the dataset card's section: one table per modality and k, each cell the
    points above chance (the lower end of the interval in brackets; **x** where it fails)."""
    rule = report["rule"]
    lines = ["## Blind baselines", "",
             f"`spatial-iq audit` over {report['scenes']} scenes (seed {report['seed']}, question style "
             f"`{report.get('question_style', 'marks')}`): points above chance of rules that never look "
             "at the view (and of two that look at it but skip the subtask: view match, existence), "
             "fitted on one half of the scenes and scored on the other, with the lower end of the 95 % "
             "scene-bootstrap interval in brackets. A row fails (**†**) when Holm's procedure over the "
             f"{rule['judged_rows']} judged rows at family-wise {rule['familywise_alpha']:g} finds it more "
             f"than {rule['points']:g} points above chance; a row whose whole interval lies more than "
             f"{rule['points']:g} points above chance is flagged (**x**) and fails when a second dataset of "
             "the same grid flags it too (`spatial-iq audit --judge`). "
             f"Result: **{'pass' if report['passed'] else 'FAIL'}**"
             + (f", {len(report.get('flagged', []))} row(s) flagged." if report.get("flagged") else "."), ""]
    if report.get("coverage"):
        from ..questions.marks import ASKED_ON

        marks = report.get("question_style", "marks") == "marks"
        lines += ["Share of views each image-MCQ subtask is asked on"
                  + (" (a marks question is asked where five marks can show a non-trivial answer: "
                     "docs/questions.md, \"Which views are asked\")" if marks else "") + ":", ""]
        lines += [f"- {st}: {share:.1%}" + (f", {ASKED_ON[st]}" if marks and st in ASKED_ON else "")
                  for st, share in report["coverage"].items()]
        lines.append("")
    by: dict = defaultdict(list)
    for r in report["results"]:
        by[(r["modality"], r["k"])].append(r)
    for (modality, k), rows in sorted(by.items()):
        subtasks = [s for s in dict.fromkeys(r["subtask"] for r in rows) if s != "all"]
        chance = rows[0]["chance"]
        lines += [f"### {modality}, {k} options (chance {chance:.3f}, "
                  f"{next(r['questions'] for r in rows if r['subtask'] == 'all')} questions)", "",
                  "| baseline | all | " + " | ".join(subtasks) + " |", "|---|---|" + "---|" * len(subtasks)]
        for name in dict.fromkeys(r["baseline"] for r in rows):
            mine = {r["subtask"]: r for r in rows if r["baseline"] == name}
            cells = [_cell(mine[s]) if s in mine else "" for s in ["all", *subtasks]]
            label = name if mine["all"]["in_battery"] else f"{name} (info)"
            lines.append(f"| {label} | " + " | ".join(cells) + " |")
        lines.append("")
    if report.get("fixed_edits"):
        subs = list(dict.fromkeys(e["subtask"] for e in report["fixed_edits"]))
        lines += [f"### Image editing: fixed edits (score, at most {rule['edit_floor']:g})", "",
                  "| edit | " + " | ".join(subs) + " |", "|---|" + "---|" * len(subs)]
        for name in dict.fromkeys(e["edit"] for e in report["fixed_edits"]):
            mine = {e["subtask"]: e for e in report["fixed_edits"] if e["edit"] == name}
            label = name if name not in EDIT_INFO else f"{name} (info)"
            lines.append(f"| {label} | " + " | ".join(
                (f"{mine[s]['score']:.3f}" + (" **x**" if mine[s]["score"] > rule["edit_floor"]
                                              and mine[s].get("judged", True) else ""))
                if s in mine else "" for s in subs) + " |")
        lines.append("")
    if report["free_text_prior"]:
        lines += ["### Free-text answers from the text-only prior (no chance level)", "",
                  "| subtask | accuracy (95 % interval) | questions |", "|---|---|---|"]
        lines += [f"| {r['subtask']} | {r['accuracy']:.3f} ({r['low']:.3f}-{r['high']:.3f})"
                  + (" (one answer throughout: a constant)" if r.get("constant") else "")
                  + f" | {r['questions']} |" for r in report["free_text_prior"]]
        lines.append("")
    lines.append("Baselines: " + "; ".join(f"**{k}**: {v}" for k, v in report["baselines"].items()) + ".")
    return "\n".join(lines) + "\n"


def _cell(r: dict) -> str:
    text = f"{r['excess_points']:+.1f} ({r['lower_excess_points']:+.1f})"
    return (text + (" **x**" if r["in_battery"] and _flagged(r) else "")
            + (" **†**" if r.get("fails_familywise") else ""))


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
    from ..io.regular import open_regular

    try:  # a regular file, never a link, FIFO or device (the command checked; this holds on a race)
        with open_regular(readme, "r", follow=False) as fh:
            text = fh.read()
    except FileNotFoundError:
        text = ""
    if MARK_BEGIN in text and MARK_END in text:
        head, rest = text.split(MARK_BEGIN, 1)
        text = head + section + rest.split(MARK_END, 1)[1].lstrip("\n")
    else:
        text = text.rstrip("\n") + ("\n\n" if text else "") + section
    with atomic_open(readme, "w") as fh:
        fh.write(text)
