"""Image multiple-choice questions: k options (5 stored; 3- and 4-option variants), each the
view with some blocks recoloured, one correct, the others cognitive-error distractors.

Option sets are built so that their structure does not tell which option is right
(``options.py``; names of the errors: ``distractors.py``); a scene's views are planned
together (``scene_mcq_questions``) so that "nothing highlighted", where it can be right,
is right 1 time in k. The correct letter is uniform.

An option record: ``kind`` (its ``choice_types`` name), ``groups`` (lists of block
indices; the group at position g gets ``colours[g]``; empty groups are unused colours)
and ``phantoms`` (grid cells of blocks drawn although they are not there; block index
``n_blocks + p`` in a group means ``phantoms[p]``). Colours: one highlight colour per scene
(each channel uniform in [0.15, 1]) for single-colour subtasks; S2-S5 give each distinct
group of the question its own colour from a fixed 64-colour palette (shuffled per view and
subtask, ordered farthest-first), so a group keeps its colour in every option that has it.
Pictures are composed at export time by ``exports/compose.py`` from the instance buffer.
"""

from __future__ import annotations

import numpy as np

from ..render.materials import MATERIAL_COLOURS
from ..rng import GROUP_COLOURS, HIGHLIGHT, K_OPTIONS, MCQ, MCQ_PLAN, stream
from .distractors import EMPTY, Geometry, name_marks, name_moves
from .options import MCQ_SUBTASKS, PARTITIONS, PER_GROUP, Built, build, empty_plan, marks_of, moves_groups
from .prompts import PLURAL, PREAMBLE, SINGULAR, prompt

NOTHING = " If no {thing} qualifies, the answer is the picture with nothing highlighted."
MCQ_QUESTIONS = {
    "S1": "Which picture highlights every visible {thing}, and nothing else?",
    "S2": "Which picture gives each cluster of {things} its own colour?",
    "S3": "Which picture gives each column its own colour?",
    "S4": "Which picture gives each layer its own colour?",
    "S5": "Which picture gives every visible {thing} its own colour?",
    "S6": "Which picture highlights exactly the visible {things} of the top layer?",
    "S7": "Which picture highlights exactly the visible {things} that directly support the top layer?"
          + NOTHING,
    "S8": "Which picture highlights exactly the visible {things} below the top in the columns that reach "
          "the top layer?" + NOTHING,
    "S9": "Which picture highlights exactly the visible {things} that rest directly on a hidden one?"
          + NOTHING,
    "T2a": "The second picture shows the stack after walking 90 degrees around it. Which option highlights "
           "exactly the {things} of the first picture that cannot be seen in the second?" + NOTHING,
    "T2b": "The second picture shows the stack from the opposite side. Which option highlights exactly "
           "the {things} of the first picture that cannot be seen in the second?" + NOTHING,
}


def _palette() -> np.ndarray:
    """64 fixed colours: 16 hues x 4 (saturation, value) levels."""
    from matplotlib.colors import hsv_to_rgb

    levels = [(0.85, 0.95), (0.6, 0.85), (0.95, 0.6), (0.75, 0.75)]
    return np.array([hsv_to_rgb((h / 16.0, s, v)) for s, v in levels for h in range(16)])


PALETTE = _palette()
_PALETTE_DIST = np.linalg.norm(PALETTE[:, None] - PALETTE[None], axis=-1)


MIN_CONTRAST = 0.35  # RGB distance a highlight keeps from the blocks' own colour


def scene_highlight(seed: int, scene_id: int, object_type: str = "cube") -> list[float]:
    """The scene's highlight colour: channels uniform in [0.15, 1], redrawn while it is
    closer than MIN_CONTRAST to the object's own colour (a highlight must show)."""
    rng = stream(seed, scene_id, HIGHLIGHT)
    base = MATERIAL_COLOURS[object_type]
    while True:
        colour = 0.15 + 0.85 * rng.random(3)
        if np.linalg.norm(colour - base) >= MIN_CONTRAST:
            return colour.round(4).tolist()


def group_colours(seed: int, scene_id: int, view_id: int, subtask: str,
                  object_type: str = "cube", n: int | None = None) -> list[list[float]]:
    """The palette shuffled per (view, subtask), less the colours too close to the object's
    own colour, then reordered so that each next colour is the one (in shuffled order)
    farthest from those already taken: groups that share a picture never get two
    near-identical colours. ``n``: only the first n (the same first n as the full order)."""
    rng = stream(seed, scene_id, view_id, GROUP_COLOURS + MCQ_SUBTASKS.index(subtask))
    pool = rng.permutation(len(PALETTE))
    base = MATERIAL_COLOURS[object_type]
    pool = pool[np.linalg.norm(PALETTE[pool] - base, axis=-1) >= MIN_CONTRAST]
    order = [int(pool[0])]
    nearest = _PALETTE_DIST[pool[0], pool].copy()  # distance of each pool colour to the chosen set
    nearest[0] = -1.0
    for _ in range(min(len(pool), n or len(pool)) - 1):
        pick = int(np.argmax(nearest))  # first maximum in shuffled order
        order.append(int(pool[pick]))
        nearest = np.minimum(nearest, _PALETTE_DIST[pool[pick], pool])
        nearest[pick] = -1.0  # chosen colours stay at -1: min(-1, d) = -1
    return PALETTE[order].round(4).tolist()


def mcq_prompt(subtask: str, object_type: str, k: int = 5) -> str:
    words = {"things": PLURAL[object_type], "thing": SINGULAR[object_type]}
    letters = ", ".join(chr(65 + n) for n in range(k))
    return (PREAMBLE.format(**words) + "\n\n" + MCQ_QUESTIONS[subtask].format(**words)
            + f"\nThe options are the pictures {letters}, after the question's own pictures. "
            "Answer with the letter.")


def _per_group_colours(built: Built) -> bool:
    return built.marks is not None and any(len([g for g in p if g]) > 1 for p, _ in built.options)


def _records(built: Built, order: list[int], colour_of: dict) -> tuple[list[dict], dict | None]:
    """Option records (in display order) and the decoy's, with phantom marks renumbered per
    option (``n_blocks + p`` -> the option's own ``phantoms[p]``)."""
    n = built.marks.n_blocks
    width = max(colour_of.values(), default=0) + 1

    def record(part, kind: str) -> dict:
        used = sorted({m for g in part for m in g if m >= n})
        local = {m: n + i for i, m in enumerate(used)}
        groups: list[list[int]] = [[] for _ in range(width)]
        for g in part:
            if g:
                groups[colour_of[g]] = sorted(local.get(m, m) for m in g)
        return {"kind": kind, "groups": groups, "phantoms": [list(built.marks.phantoms[m - n]) for m in used]}

    options = [record(built.options[i][0], built.names[i]) for i in order]
    decoy = None if built.decoy is None else record(built.decoy, "decoy")
    return options, decoy


def _colour_ids(built: Built, rng) -> dict:
    """Colour position per distinct group: all 0 for single-colour options, else a random
    order of every distinct group of the question (and the decoy's)."""
    parts = [p for p, _ in built.options] + ([built.decoy] if built.decoy is not None else [])
    distinct = sorted({g for p in parts for g in p if g}, key=lambda g: sorted(g))
    if not _per_group_colours(built):
        return {g: 0 for g in distinct}
    return {g: int(i) for g, i in zip(distinct, rng.permutation(len(distinct)))}


def _name(built: Built, subtask: str, geo: Geometry, part, kinds) -> str:
    if kinds is None:
        return "correct"
    if kinds == ("empty", "empty"):
        return EMPTY
    if subtask in PARTITIONS and moves_groups(built.truth):
        return name_moves(subtask, geo, kinds)
    return name_marks(subtask, geo, set(marks_of(built.truth)), set(marks_of(part)))


def mcq_question(view: dict, subtask: str, seed: int = 0, partner: int | None = None,
                 plan=None) -> dict | None:
    """The 5-option question of one view and subtask, or None when the view offers fewer
    than five distinct, visibly different options (a view with one visible block). ``plan``:
    this view's entry of ``options.empty_plan`` (``scene_mcq_questions`` passes it); without
    one no empty option is shown."""
    if plan == "drop":
        return None
    rng = stream(seed, view["scene_id"], view["view_id"], MCQ + MCQ_SUBTASKS.index(subtask))
    built = build(view, subtask, rng, 5, plan)
    if built is None:
        return None
    geo = Geometry(view, built.marks.phantoms)
    built.names = [_name(built, subtask, geo, p, kinds) for p, kinds in built.options]
    colour_of = _colour_ids(built, rng)
    order = rng.permutation(5).tolist()
    options, decoy = _records(built, order, colour_of)
    at = order.index(0)
    images = [[view["scene_id"], view["view_id"]]]
    if subtask in ("T2a", "T2b") and partner is not None:
        images.append([view["scene_id"], partner])
    n_colours = max(colour_of.values(), default=0) + 1
    sid, vid, obj = view["scene_id"], view["view_id"], view["object_type"]
    colours = (group_colours(seed, sid, vid, subtask, obj, n=n_colours) if subtask in PER_GROUP
               else [scene_highlight(seed, sid, obj)])
    return {
        "id": f"{view['scene_id']:06d}-{view['view_id']:02d}-{subtask}-image_mcq",
        "scene_id": view["scene_id"], "view_id": view["view_id"], "subtask": subtask,
        "modality": "image_mcq", "object_type": view["object_type"],
        "prompt": mcq_prompt(subtask, view["object_type"]), "images": images,
        "options": options, "choice_types": [o["kind"] for o in options],
        "answer": chr(65 + at), "answer_text": f"<answer>{chr(65 + at)}</answer>",
        "colours": colours, "targets": view["targets"][subtask], "decoy": decoy,
    }


def scene_mcq_questions(group: list[dict], partners: dict, seed: int = 0) -> list[dict]:
    """Every 5-option question of one scene's views, view by view, subtasks in order.
    ``partners``: view id -> {"T2a": view id or None, "T2b": ...} (``text.partners``); T2
    questions need a stored partner."""
    plans = {}
    for st in MCQ_SUBTASKS:
        asked = [v for v in group if st not in ("T2a", "T2b") or partners[v["view_id"]][st] is not None]
        rng = stream(seed, group[0]["scene_id"], MCQ_PLAN + MCQ_SUBTASKS.index(st))
        plans[st] = empty_plan(asked, st, rng)
    out = []
    for view in group:
        for st in MCQ_SUBTASKS:
            if view["view_id"] not in plans[st]:
                continue
            q = mcq_question(view, st, seed, partners[view["view_id"]].get(st), plans[st][view["view_id"]])
            if q is not None:
                out.append(q)
    return out


# The release's signature errors of the 3- and 4-option variants (its REQUIRED_WRONG_TYPES),
# under our names: a variant keeps one distractor of each that the question has (a random
# subset when there are more than k - 1), then fills up at random. "nothing_highlighted"
# (S7's empty_support) is left out: keeping it always would make an empty option right
# less often than 1 in k in the variants (docs/questions.md, "Option sets of 3 and 4").
SIGNATURE = {"S1": ("phantom_above_top",), "S6": ("phantom_above_top",),
             "S3": ("merge_two_columns", "column_split"),
             "S4": ("layer_missing", "layer_split", "far_layer_confused"),
             "T2a": ("single_random_block", "both_views_blocks", "random_wrong_blocks"),
             "T2b": ("single_random_block", "both_views_blocks", "random_wrong_blocks")}


def signature_first(subtask: str, kinds: list[str], n: int, rng) -> list[int]:
    """Indices of ``n`` of the distractors named ``kinds``: one of each SIGNATURE error they
    have (as a whole name or a part of a compound one), the rest uniformly at random."""
    present = [t for t in SIGNATURE.get(subtask, ()) if any(t in kind.split("+") for kind in kinds)]
    if len(present) > n:
        present = [present[i] for i in sorted(rng.permutation(len(present))[:n].tolist())]
    keep: list[int] = []
    for t in present:
        having = [i for i, kind in enumerate(kinds) if t in kind.split("+") and i not in keep]
        if having:
            keep.append(having[int(rng.integers(len(having)))])
    rest = [i for i in range(len(kinds)) if i not in keep]
    return keep + [rest[i] for i in rng.permutation(len(rest))[: n - len(keep)].tolist()]


def with_k_options(question: dict, k: int, seed: int = 0) -> dict:
    """The 3- or 4-option variant of a stored 5-option question (image MCQ or the T1 count
    question): the correct option and k - 1 of the others: for image MCQs the subtask's
    signature errors first (``signature_first``), then uniformly at random. Image options are
    re-shuffled (uniform correct letter); count options stay in ascending order."""
    if k not in (3, 4, 5):
        raise ValueError(f"k must be 3, 4 or 5, got {k}")
    if k == len(question["options"]):
        return question
    subtask_index = MCQ_SUBTASKS.index(question["subtask"]) if question["subtask"] in MCQ_SUBTASKS \
        else len(MCQ_SUBTASKS)
    rng = stream(seed, question["scene_id"], question["view_id"], K_OPTIONS + k, subtask_index)
    correct = ord(question["answer"]) - 65
    others = [n for n in range(len(question["options"])) if n != correct]
    if question["modality"] == "image_mcq":
        keep = signature_first(question["subtask"], [question["choice_types"][n] for n in others], k - 1, rng)
        keep = [others[n] for n in keep] + [correct]
    else:
        keep = [others[n] for n in rng.permutation(len(others))[: k - 1]] + [correct]
    out = dict(question)
    if question["modality"] == "text_mcq":
        keep = sorted(keep, key=lambda n: int(question["options"][n]))
        options = [question["options"][n] for n in keep]
        out["prompt"] = prompt(question["subtask"], question["object_type"], options)
    else:
        keep = [keep[n] for n in rng.permutation(k)]
        options = [question["options"][n] for n in keep]
        out["choice_types"] = [question["choice_types"][n] for n in keep]
        out["prompt"] = mcq_prompt(question["subtask"], question["object_type"], k)
    at = keep.index(correct)
    out.update(id=question["id"] + f"-k{k}", options=options, answer=chr(65 + at),
               answer_text=f"<answer>{chr(65 + at)}</answer>")
    return out
