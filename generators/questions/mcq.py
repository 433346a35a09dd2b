"""Image multiple-choice questions: five options A-E (and 3-/4-option variants), each the
view with some blocks recoloured, one correct and four cognitive-error distractors.

Distractors come from ``distractors.py`` in the subtask's recipe order; one that looks
like the correct option or an earlier one is dropped, and generic perturbations fill
any gap. The correct letter is drawn uniformly. Colours: one highlight colour per
scene (each channel uniform in [0.15, 1]); per-group subtasks use a fixed 64-colour
palette shuffled per (view, subtask). The record stores options as data; the pictures
are composed at export time by ``compose.py`` from the stored instance buffer.
"""

from __future__ import annotations

import numpy as np

from ..render.materials import MATERIAL_COLOURS
from ..rng import GROUP_COLOURS, HIGHLIGHT, K_OPTIONS, MCQ, stream
from .distractors import (
    GROUPED,
    MCQ_SUBTASKS,
    Option,
    View,
    candidates,
    correct_option,
    fallback,
    signature_kind,
)
from .prompts import PLURAL, PREAMBLE, SINGULAR

MCQ_QUESTIONS = {
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


def _option_data(o: Option) -> dict:
    return {"kind": o.kind, "groups": [list(g) for g in o.groups],
            "phantom": None if o.phantom is None else list(o.phantom)}


def mcq_question(view: dict, subtask: str, seed: int = 0, partner: int | None = None) -> dict | None:
    """The 5-option question of one view and subtask, or None when fewer than five
    distinct-looking options exist (e.g. a view with a single visible block)."""
    rng = stream(seed, view["scene_id"], view["view_id"], MCQ + MCQ_SUBTASKS.index(subtask))
    v = View(view["blocks"], np.isin(np.arange(len(view["blocks"])), view["targets"]["S5"]),
             view["targets"], view["grid_shape"])
    correct = correct_option(v, subtask)
    chosen, seen = [], {correct.look()}
    for opt in candidates(v, subtask, rng):
        if opt is not None and opt.look() not in seen and len(chosen) < 4:
            chosen.append(opt)
            seen.add(opt.look())
    for _ in range(64):
        if len(chosen) == 4:
            break
        opt = fallback(v, correct, subtask in GROUPED, rng)
        if opt is not None and opt.look() not in seen:
            chosen.append(opt)
            seen.add(opt.look())
    if len(chosen) < 4:
        return None
    order = [chosen[n] for n in rng.permutation(4)]
    at = int(rng.integers(5))
    options = order[:at] + [correct] + order[at:]
    images = [[view["scene_id"], view["view_id"]]]
    if subtask in ("T2a", "T2b") and partner is not None:
        images.append([view["scene_id"], partner])
    grouped = subtask in GROUPED
    return {
        "id": f"{view['scene_id']:06d}-{view['view_id']:02d}-{subtask}-image_mcq",
        "scene_id": view["scene_id"], "view_id": view["view_id"], "subtask": subtask,
        "modality": "image_mcq", "object_type": view["object_type"],
        "prompt": mcq_prompt(subtask, view["object_type"]), "images": images,
        "options": [_option_data(o) for o in options], "choice_types": [o.kind for o in options],
        "answer": chr(65 + at), "answer_text": f"<answer>{chr(65 + at)}</answer>",
        # as many colours as the option with the most groups uses
        "colours": (group_colours(seed, view["scene_id"], view["view_id"], subtask, view["object_type"],
                                  n=max(len(o.groups) for o in options))
                    if grouped else [scene_highlight(seed, view["scene_id"], view["object_type"])]),
        "targets": view["targets"][subtask],
    }


def with_k_options(question: dict, k: int, seed: int = 0) -> dict:
    """The 3- or 4-option variant: keeps the correct option and the subtask's signature
    distractor (its first recipe), drops others at random, re-draws the correct letter."""
    if k not in (3, 4, 5):
        raise ValueError(f"k must be 3, 4 or 5, got {k}")
    rng = stream(seed, question["scene_id"], question["view_id"], K_OPTIONS + k,
                 MCQ_SUBTASKS.index(question["subtask"]))
    correct = ord(question["answer"]) - 65
    signature = signature_kind(question["subtask"])
    others = [n for n in range(5) if n != correct]
    keep = [n for n in others if question["choice_types"][n] == signature][:1]
    rest = [n for n in others if n not in keep]
    keep += [rest[n] for n in rng.permutation(len(rest))[:k - 1 - len(keep)]]
    keep = [keep[n] for n in rng.permutation(len(keep))]
    at = int(rng.integers(k))
    picked = keep[:at] + [correct] + keep[at:]
    out = dict(question)
    out.update(id=question["id"] + f"-k{k}", options=[question["options"][n] for n in picked],
               choice_types=[question["choice_types"][n] for n in picked], answer=chr(65 + at),
               answer_text=f"<answer>{chr(65 + at)}</answer>",
               prompt=mcq_prompt(question["subtask"], question["object_type"], k))
    return out
