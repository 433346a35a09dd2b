"""Attacks that answer a question from the scene's other questions, never from the view
(docs/questions.md, "Blind baselines").

A dataset hands out all of a scene's questions; what one question's options share with the
options of the others can tell which one is right:

- ``stack_frequency`` (image MCQ): the option whose stack (its silhouette and outlines,
  ``shapes.OptionPicture.stack``) appears in the most other questions of the same view: a
  correct option is always there, a distractor only where it was drawn;
- ``group_match`` (image MCQ): the option with the most colour groups whose pixel mask is a
  colour group of an option of another question of the same view (S6's top layer is a group
  of S4's layers);
- ``most_offered`` (count options): the value offered by the most of the scene's count
  questions: a count is offered by each of its views.

Each returns option scores (highest is chosen) for each question of one scene, in the
order given; ``audit.baselines.credit`` turns them into credits. A marks question has no
option pictures, and its marks are numbered afresh for each question, so nothing links its
options to another question's: the picture attacks tie on it.
"""

from __future__ import annotations

from collections import Counter, defaultdict

import numpy as np


def stack_frequency(items: list) -> list[np.ndarray]:
    """Per item: for each option, how many other questions of its view show its stack."""
    by_view: dict = defaultdict(list)
    for n, it in enumerate(items):
        by_view[it.question["view_id"]].append(n)
    out: list = [None] * len(items)
    for members in by_view.values():
        seen = [set(p.stack for p in items[n].pictures) for n in members]
        for a, n in enumerate(members):
            others = Counter(s for b, stacks in enumerate(seen) if b != a for s in stacks)
            out[n] = (np.array([others[p.stack] for p in items[n].pictures], float) if items[n].pictures
                      else np.zeros(items[n].k))
    return out


def group_match(items: list) -> list[np.ndarray]:
    """Per item: for each option, how many of its colour groups are a colour group of an
    option of another question of its view."""
    by_view: dict = defaultdict(list)
    for n, it in enumerate(items):
        by_view[it.question["view_id"]].append(n)
    out: list = [None] * len(items)
    for members in by_view.values():
        groups = [set().union(*(p.groups for p in items[n].pictures)) for n in members]
        for a, n in enumerate(members):
            others = set().union(*(g for b, g in enumerate(groups) if b != a))
            shared = [len(p.groups & others) for p in items[n].pictures]
            out[n] = np.array(shared, float) if shared else np.zeros(items[n].k)
    return out


def most_offered(items: list) -> list[np.ndarray]:
    """Per count item: for each option value, how many other count questions of its scene
    offer it."""
    offered = [set(int(v) for v in it.values) for it in items]
    out = []
    for a, it in enumerate(items):
        others = Counter(v for b, values in enumerate(offered) if b != a for v in values)
        out.append(np.array([others[int(v)] for v in it.values], float))
    return out


IMAGE = {"stack_frequency": stack_frequency, "group_match": group_match}
COUNT = {"most_offered": most_offered}
DESCRIPTIONS = {
    "stack_frequency": "other questions: the option whose stack appears in the most other questions of "
                       "the same view",
    "group_match": "other questions: the option with the most colour groups that are colour groups of "
                   "another question's options in the same view",
    "most_offered": "other questions: the value offered by the most of the scene's count questions",
}
