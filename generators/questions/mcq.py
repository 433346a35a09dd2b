"""Image multiple-choice questions: k options (5 stored; 3- and 4-option variants), one
correct, in one of three styles (``questions.style``, docs/questions.md):

- ``marks`` (the default, ``marks.py``): the view with five blocks numbered, the options text
  (sets or groupings of the numbers), each distractor a named one-swap mistake; blind-safe by
  construction, and only the view and the subtask tell the options apart;
- ``siblings`` ("Sibling option sets"): a scene's questions all show the same k stacks, the
  scene and k - 1 siblings drawn around a hidden decoy (``siblings.py``), each highlighted
  with its own correct answer, so nothing in the options, or in the scene's other questions,
  tells which stack is the scene's; the view does, by matching stacks (a perception
  question). Every view is asked every subtask (count 0 included) unless two stacks look
  alike in it;
- ``release``: the release's named-error distractors on the view itself
  (``release_style.py``), for comparison with its numbers.

The correct letter is uniform. The rest of this docstring is about the two picture styles.

An option record: ``kind`` (its ``choice_types`` name), ``groups`` (lists of block
indices; the group at position g gets ``colours[g]``; empty groups are unused colours),
``phantoms`` (grid cells of blocks the option's stack has and the scene has not; block index
``n_blocks + p`` in a group means ``phantoms[p]``) and ``removed`` (indices of the scene's
blocks its stack has not). Colours: one highlight colour per scene (each channel uniform in
[0.15, 1]) for single-colour subtasks; S2-S5 give each distinct group of the question its own
colour from a fixed 64-colour palette (shuffled per view and subtask, ordered farthest-first),
so a group (S3: a column, S4: a layer, S5: a block, S2: a cluster's blocks) keeps its colour in
every option that has it. Pictures are composed at export time by ``exports/compose.py``.
"""

from __future__ import annotations

from ..config.schema import QUESTION_STYLES, STYLE_ALIASES
from ..rng import K_OPTIONS, MCQ, MCQ_SET, stream
from .colours import group_colours, scene_highlight
from .marks import view_marks_questions, with_k_marks
from .prompts import MCQ_SUBTASKS, PLURAL, PREAMBLE, SINGULAR, prompt
from .release_style import option_record, release_options
from .sibling_sets import SiblingSet, sibling_set
from .siblings import SiblingViews
from .stack_edits import Stack

PER_GROUP = ("S2", "S3", "S4", "S5")  # option pictures with one colour per group (S5: per block)
PARTITIONS = ("S2", "S3", "S4")  # the correct option is a partition of every visible block
K = 5  # options of a stored question

STACK = "Which option shows the stack of the first picture, with "
NOTHING = " If no {thing} qualifies, that stack has nothing highlighted."
RELEASE_QUESTIONS = {  # questions.style=release: every option is the view itself
    "S1": "Which picture highlights every visible {thing}, and nothing else?",
    "S2": "Which picture gives each cluster of {things} its own colour?",
    "S3": "Which picture gives each column its own colour?",
    "S4": "Which picture gives each layer its own colour?",
    "S5": "Which picture gives every visible {thing} its own colour?",
    "S6": "Which picture highlights exactly the visible {things} of the top layer?",
    "S7": "Which picture highlights exactly the visible {things} that directly support the top layer?",
    "S8": "Which picture highlights exactly the visible {things} below the top in the columns that reach "
          "the top layer?",
    "S9": "Which picture highlights exactly the visible {things} that rest directly on a hidden one?",
    "T2a": "The second picture shows the stack after walking 90 degrees around it. Which option highlights "
           "exactly the {things} of the first picture that cannot be seen in the second?",
    "T2b": "The second picture shows the stack from the opposite side. Which option highlights exactly "
           "the {things} of the first picture that cannot be seen in the second?",
}
RELEASE_NOTHING = " If no {thing} qualifies, the answer is the picture with nothing highlighted."
MCQ_QUESTIONS = {
    "S1": STACK + "every visible {thing} highlighted and nothing else?",
    "S2": STACK + "each cluster of {things} in its own colour?",
    "S3": STACK + "each column in its own colour?",
    "S4": STACK + "each layer in its own colour?",
    "S5": STACK + "every visible {thing} in a colour of its own?",
    "S6": STACK + "exactly the visible {things} of the top layer highlighted?",
    "S7": STACK + "exactly the visible {things} that directly support the top layer highlighted?" + NOTHING,
    "S8": STACK + "exactly the visible {things} below the top in the columns that reach the top layer "
                  "highlighted?" + NOTHING,
    "S9": STACK + "exactly the visible {things} that rest directly on a hidden one highlighted?" + NOTHING,
    "T2a": "The second picture shows the stack of the first after walking 90 degrees around it. "
           + STACK + "exactly the {things} that cannot be seen in the second picture highlighted?" + NOTHING,
    "T2b": "The second picture shows the stack of the first from the opposite side. "
           + STACK + "exactly the {things} that cannot be seen in the second picture highlighted?" + NOTHING,
}


def mcq_prompt(subtask: str, object_type: str, k: int = 5, style: str = "siblings") -> str:
    """The prompt of a picture-option question (styles ``siblings`` and ``release``)."""
    words = {"things": PLURAL[object_type], "thing": SINGULAR[object_type]}
    letters = ", ".join(chr(65 + n) for n in range(k))
    question = MCQ_QUESTIONS[subtask] if style == "siblings" else RELEASE_QUESTIONS[subtask] + (
        RELEASE_NOTHING if subtask in ("S7", "S8", "S9", "T2a", "T2b") else "")
    return (PREAMBLE.format(**words) + "\n\n" + question.format(**words)
            + f"\nThe options are the pictures {letters}, after the question's own pictures. "
            "Answer with the letter.")


def colour_key(subtask: str, group: list[int], cell_of) -> object:
    """What names a group's colour, the same in every option that has the group: the
    column (S3), the layer (S4), the block's cell (S5), the cluster's cells (S2); one
    highlight colour otherwise."""
    if subtask == "S3":
        return cell_of(group[0])[:2]
    if subtask == "S4":
        return cell_of(group[0])[2]
    if subtask in ("S2", "S5"):
        return tuple(sorted(cell_of(b) for b in group))
    return "highlight"


def option_groups(found: SiblingSet, stack: Stack, view_id: int, subtask: str) -> list[tuple[object, list]]:
    """(colour key, block ids) of each group the stack's option highlights in a view."""
    t = found.views.targets(stack, view_id)[subtask]
    if subtask == "S5":
        groups = [[b] for b in t]
    elif subtask in PARTITIONS:
        groups = [list(g) for g in t]
    else:
        groups = [list(t)] if t else []
    return [(colour_key(subtask, g, found.views.cell_of), sorted(g)) for g in groups]


def stack_name(found: SiblingSet, stack: Stack) -> str:
    """A stack's ``choice_types`` name: how it differs from the scene's, the blocks it lacks
    (omit_one_block, omit_two_blocks) first, then those it adds (phantom_above_top when on a
    top-layer block of the scene, else phantom_block), joined by "+"; "correct" for the scene."""
    if stack.is_scene():
        return "correct"
    top = max(k for _, _, k in found.views.edits.base)
    parts = [{1: "omit_one_block", 2: "omit_two_blocks"}.get(len(stack.removed), "omit_blocks")] \
        if stack.removed else []
    parts += sorted({"phantom_above_top" if k == top + 1 else "phantom_block" for _, _, k in stack.added})
    return "+".join(parts)


def stack_key(option: dict) -> tuple:
    """Which stack an option shows: the cells it adds and the scene's blocks it lacks."""
    return (tuple(tuple(c) for c in sorted(option.get("phantoms") or [])),
            tuple(sorted(option.get("removed") or [])))


def _record(found: SiblingSet, stack: Stack, groups: list, slot: dict, kind: str) -> dict:
    """An option record (module docstring): ids of added cells renumbered ``n + p`` over the
    option's own ``phantoms``."""
    sv = found.views
    added = sorted(stack.added)
    local = {sv.id_of(c): sv.n + p for p, c in enumerate(added)}
    out: list[list[int]] = [[] for _ in range(max(slot.values(), default=0) + 1)]
    for key, ids in groups:
        out[slot[key]] = sorted(local.get(b, b) for b in ids)
    return {"kind": kind, "groups": out, "phantoms": [list(c) for c in added],
            "removed": sorted(sv.id_of(c) for c in stack.removed)}


def mcq_question(found: SiblingSet, view: dict, subtask: str, seed: int = 0,
                 partner: int | None = None) -> dict:
    """The 5-option question of one view and subtask over the scene's stacks."""
    sid, vid, obj = view["scene_id"], view["view_id"], view["object_type"]
    rng = stream(seed, sid, vid, MCQ + MCQ_SUBTASKS.index(subtask))
    groups = [option_groups(found, st, vid, subtask) for st in found.stacks]
    decoy_groups = option_groups(found, found.decoy, vid, subtask)
    keys = sorted({key for gs in groups + [decoy_groups] for key, _ in gs}, key=repr)
    slot = {key: int(n) for key, n in zip(keys, rng.permutation(len(keys)))} if subtask in PER_GROUP \
        else {key: 0 for key in keys}
    width = max(slot.values(), default=0) + 1
    records = [_record(found, st, gs, slot, stack_name(found, st)) for st, gs in zip(found.stacks, groups)]
    order = rng.permutation(len(records)).tolist()
    options = [records[i] for i in order]
    at = order.index(0)
    images = [[sid, vid]]
    if subtask in ("T2a", "T2b") and partner is not None:
        images.append([sid, partner])
    colours = (group_colours(seed, sid, vid, subtask, obj, n=width) if subtask in PER_GROUP
               else [scene_highlight(seed, sid, obj)])
    return {
        "id": f"{sid:06d}-{vid:02d}-{subtask}-image_mcq",
        "scene_id": sid, "view_id": vid, "subtask": subtask,
        "modality": "image_mcq", "object_type": obj,
        "prompt": mcq_prompt(subtask, obj), "images": images,
        "options": options, "choice_types": [o["kind"] for o in options],
        "answer": chr(65 + at), "answer_text": f"<answer>{chr(65 + at)}</answer>",
        "colours": colours, "targets": view["targets"][subtask], "style": "siblings",
        "decoy": _record(found, found.decoy, decoy_groups, slot, "decoy"),
    }


def scene_stacks(group: list[dict], partners: dict, seed: int = 0) -> SiblingSet | None:
    """The k stacks all of a scene's image MCQs show (``sibling_sets.sibling_set``)."""
    return sibling_set(SiblingViews(group, partners), stream(seed, group[0]["scene_id"], MCQ_SET), K)


def release_mcq_question(view: dict, subtask: str, seed: int = 0, partner: int | None = None) -> dict | None:
    """The release-style question of a view (``release_style.py``), or None when the view
    cannot give five options that look different."""
    sid, vid, obj = view["scene_id"], view["view_id"], view["object_type"]
    rng = stream(seed, sid, vid, MCQ + MCQ_SUBTASKS.index(subtask))
    found = release_options(view, subtask, rng, K)
    if found is None:
        return None
    order = rng.permutation(K).tolist()
    options = [option_record(found[i], len(view["blocks"])) for i in order]
    at = order.index(0)
    images = [[sid, vid]] + ([[sid, partner]] if subtask in ("T2a", "T2b") and partner is not None else [])
    width = max(len(o["groups"]) for o in options)
    colours = (group_colours(seed, sid, vid, subtask, obj, n=max(width, 1)) if subtask in PER_GROUP
               else [scene_highlight(seed, sid, obj)])
    return {
        "id": f"{sid:06d}-{vid:02d}-{subtask}-image_mcq", "scene_id": sid, "view_id": vid,
        "subtask": subtask, "modality": "image_mcq", "object_type": obj,
        "prompt": mcq_prompt(subtask, obj, style="release"), "images": images,
        "options": options, "choice_types": [o["kind"] for o in options],
        "answer": chr(65 + at), "answer_text": f"<answer>{chr(65 + at)}</answer>",
        "colours": colours, "targets": view["targets"][subtask], "style": "release",
    }


def scene_mcq_questions(group: list[dict], partners: dict, seed: int = 0,
                        style: str = "marks", asked: list[dict] | None = None) -> list[dict]:
    """Every 5-option question of one scene's views, view by view, subtasks in order.
    ``marks``: the subtasks of ``marks.MARK_SUBTASKS`` a view can be asked (``marks.py``);
    ``siblings``: all of them, count 0 included, but in views where two of the scene's stacks
    look alike; ``release``: all of them but where the view cannot give five options. T2
    needs a stored partner view. ``partners``: view id -> {"T2a": view id or None, ...}
    (``text.partners``). ``asked``: the views whose questions to build (of ``group``; all
    by default); the whole group still decides what the scene's stacks are."""
    asked = group if asked is None else asked
    if style not in QUESTION_STYLES:
        raise ValueError(f"unknown questions.style {style!r}; choose {', '.join(QUESTION_STYLES)}")
    if style == "marks":
        return [q for view in asked for q in view_marks_questions(view, partners[view["view_id"]], seed)]
    found = scene_stacks(group, partners, seed) if style == "siblings" else None
    if style == "siblings" and found is None:
        return []
    out = []
    for view in asked:
        if found is not None and view["view_id"] in found.clashes:
            continue
        for st in MCQ_SUBTASKS:
            other = partners[view["view_id"]].get(st)
            if st in ("T2a", "T2b") and other is None:
                continue
            q = (mcq_question(found, view, st, seed, other) if found is not None
                 else release_mcq_question(view, st, seed, other))
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
    question): the correct option and k - 1 of the others, uniformly at random: for image
    MCQs the same k - 1 stacks in every question of the scene, which all show the same k
    (release-style image MCQs: the subtask's signature errors first, ``signature_first``).
    Image options are
    re-shuffled (uniform correct letter); count options stay in ascending order, and all the
    count questions of a scene, which share one run (``count_options.scene_run``), keep the
    same places of it beside their own count, so that across a scene no value is offered more
    often for being the count."""
    if k not in (3, 4, 5):
        raise ValueError(f"k must be 3, 4 or 5, got {k}")
    if k == len(question["options"]):
        return question
    subtask_index = MCQ_SUBTASKS.index(question["subtask"]) if question["subtask"] in MCQ_SUBTASKS \
        else len(MCQ_SUBTASKS)
    rng = stream(seed, question["scene_id"], question["view_id"], K_OPTIONS + k, subtask_index)
    if question.get("style") == "marks":
        return with_k_marks(question, k, rng)
    correct = ord(question["answer"]) - 65
    others = [n for n in range(len(question["options"])) if n != correct]
    if question["modality"] == "image_mcq" and question.get("style") == "release":
        keep = signature_first(question["subtask"], [question["choice_types"][n] for n in others], k - 1, rng)
        keep = [others[n] for n in keep] + [correct]
    elif question["modality"] == "image_mcq":  # the same stacks in every question of the scene
        keys = {n: stack_key(question["options"][n]) for n in others}
        order = sorted(keys.values())
        rank = {key: int(r) for key, r in zip(order, stream(seed, question["scene_id"], K_OPTIONS + k)
                                                         .permutation(len(order)))}
        keep = sorted(others, key=lambda n: rank[keys[n]])[: k - 1] + [correct]
    else:
        places = stream(seed, question["scene_id"], K_OPTIONS + k, subtask_index).permutation(
            len(question["options"]))
        keep = [int(n) for n in places if n != correct][: k - 1] + [correct]
    out = dict(question)
    if question["modality"] == "text_mcq":
        keep = sorted(keep, key=lambda n: int(question["options"][n]))
        options = [question["options"][n] for n in keep]
        out["prompt"] = prompt(question["subtask"], question["object_type"], options)
    else:
        keep = [keep[n] for n in rng.permutation(k)]
        options = [question["options"][n] for n in keep]
        out["choice_types"] = [question["choice_types"][n] for n in keep]
        style = question.get("style", "siblings")
        out["prompt"] = mcq_prompt(question["subtask"], question["object_type"], k,
                                   STYLE_ALIASES.get(style, style))
    at = keep.index(correct)
    out.update(id=question["id"] + f"-k{k}", options=options, answer=chr(65 + at),
               answer_text=f"<answer>{chr(65 + at)}</answer>")
    return out
