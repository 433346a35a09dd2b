"""A scene's sibling set: the k stacks its image MCQs show, drawn on its views
(``siblings.SiblingViews``; docs/questions.md, "Sibling option sets").

The siblings are drawn so that S is exchangeable with them given D. S6, S7 and S8 change
only with the top layer, so first of all a sibling's edit lies in the top layer as often as
S's own (the way back from D to S) does: the decoy is drawn among S's edits that show in
every view and leave D at least two neighbours with an edit in the top layer and two with
an edit below it (``SiblingViews.two_a_side``; S is one of them), and each sibling takes
its side with the chance that S's edit is on the top side (``Edits.top_share``), worked
out over those decoys. Then, on its side, a sibling is drawn among D's edits that show
against D in every view with a chance proportional to how likely that stack, had it been
the scene, would have made D (``Edits.back``): S -> D was drawn from S's kernel, so S is
rarely "D without a lone floor block" (such a block falls out of frame or behind the
stack in some view, and that decoy is refused), and siblings drawn by D's own kernel were
that stack six times as often. Drawing siblings' kinds and heights from the distribution
of S's way back, an earlier version, left a sibling's edit 5 to 8 points less often in the
top layer than S's (worked out exactly per scene on grid 4): a decoy often has no top-layer
edit of the kind S's way back is, and the learned classifiers of the audit found S as the
odd one out of the S6-S8 highlights. Drawn this way the stacks' sizes need no balancing
(docs/questions.md, "Sibling option sets").

Invariant: S is exchangeable with the siblings given D in whether its edit is in the top
layer (worked out exactly per scene in ``tests/test_siblings.py``), every stack is one edit
from D, and no two stacks look alike in a view that asks a question.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from .siblings import SiblingViews
from .stack_edits import SCENE, Stack

SIBLING_TRIES = 80  # sibling draws ``_fill`` weighs for each stack it adds
DECOYS = 6  # decoys tried before the best set so far is taken


def two_a_side(sv: SiblingViews, decoy: Stack) -> bool:
    """Whether a decoy one edit from the scene looks unlike it in every view (``seen``)
    and has at least two neighbours with an edit in the top layer and two with an edit
    below it: one is the scene, on the side of its own edit; the others are the decoy's
    edits outside the column the decoy edited, each judged by the same edit of the scene
    (``seen``, cached from the scene's own kernel, so the test costs no drawing). A set
    can then be centred on it whichever side the scene's edit is on."""
    if not sv.seen(decoy):
        return False
    (cell,) = sv.edits.cells(decoy) ^ sv.edits.cells(SCENE)
    count = {True: 0, False: 0}
    count[cell[2] == sv.edits.top] += 1
    for kind, c in sv.edits.moves(decoy):
        if c[:2] != cell[:2] and sv.seen(sv.edits.apply(SCENE, (kind, c))):
            count[c[2] == sv.edits.top] += 1
            if count[True] >= 2 and count[False] >= 2:
                return True
    return False


def sibling(sv: SiblingViews, decoy: Stack, share: float, rng, taken=(), accept=None) -> Stack | None:
    """A stack one edit from ``decoy`` that looks unlike it in every view, is none of
    ``taken`` and passes ``accept`` (a test on the stack, when given): its edit in the top
    layer with chance ``share`` (the chance that the scene's own is, ``Edits.top_share``),
    then drawn on that side with chance proportional to how likely that stack, had it
    been the scene, would have made the decoy (``Edits.back``); the other side when
    this one has none left. None when no stack passes."""
    by = sv.neighbours(decoy)
    first = bool(rng.random() < share)
    for side in (first, not first):
        live = [(x, sv.edits.back(x, decoy)) for x in by[side] if x not in taken]
        live = [(x, w) for x, w in live if w > 0]
        while live:
            p = np.array([w for _, w in live])
            x, _ = live.pop(int(rng.choice(len(live), p=p / p.sum())))
            if accept is None or accept(x):
                return x
    return None


@dataclass
class SiblingSet:
    """The k stacks of a scene's image MCQs: the scene first, then the siblings; the decoy
    they surround; and the views (``SiblingViews``) where no two of them look alike."""

    stacks: list
    decoy: Stack
    views: SiblingViews
    clashes: set  # view ids where two stacks do not look different enough (asked nothing)


def sibling_set(sv: SiblingViews, rng, k: int = 5) -> SiblingSet | None:
    """Draw the scene's k stacks (module docstring): a decoy D one edit from the scene,
    drawn among those that look unlike it in every view and have two neighbours a side
    (``two_a_side``; among those that look unlike it, ``seen``, when none has), then k - 1
    siblings one edit from D (``sibling``: on the top side with the scene's
    ``top_share``, weighted by ``Edits.back``), each unlike the scene and every sibling
    before it in every view (``apart``). A decoy from which no k such stacks can be drawn is replaced, up to
    DECOYS; then the set with the most stacks is completed by ``_fill``, its views where
    two stacks look alike asking nothing. None when no decoy gives two stacks."""
    truth = Stack()
    centred = any(two_a_side(sv, sv.edits.apply(truth, m)) for m in sv.edits.moves(truth))
    centre = (lambda d: two_a_side(sv, d)) if centred else sv.seen
    share = sv.edits.top_share(truth, centre)
    best = None
    for _ in range(DECOYS):
        decoy = sv.edits.step(truth, rng, centre)
        if decoy is None:
            break
        sv.use_decoy(decoy)
        chosen = [truth]
        while len(chosen) < k:
            new = sibling(sv, decoy, share, rng, chosen, _unlike(sv, chosen))
            if new is None:
                break
            chosen.append(new)
        if len(chosen) == k:
            return SiblingSet(chosen, decoy, sv, set())
        if best is None or len(chosen) > len(best.stacks):
            best = SiblingSet(chosen, decoy, sv, set())
    if best is None or len(best.stacks) < 2:
        return None
    sv.use_decoy(best.decoy)
    return _fill(best, sv, rng, k, share)


def _unlike(sv: SiblingViews, chosen: list):
    """The test a new stack passes when it looks unlike every stack of ``chosen`` in every
    view (``SiblingViews.apart``)."""
    positions = range(len(sv.views))
    return lambda new: all(sv.apart(new, old, v) >= sv.guard for old in chosen for v in positions)


def _fill(found: SiblingSet, sv: SiblingViews, rng, k: int, share: float) -> SiblingSet | None:
    """Complete a set that could not be made unlike everywhere: each sibling added is the one
    of SIBLING_TRIES draws that looks like another stack in the fewest views; those views ask
    nothing."""
    positions = range(len(sv.views))
    chosen = list(found.stacks)

    def clashing(stacks) -> set:
        return {v for v in positions
                if any(sv.apart(a, b, v) < sv.guard for n, a in enumerate(stacks) for b in stacks[n + 1:])}

    while len(chosen) < k:
        best, best_clashes = None, None
        for _ in range(SIBLING_TRIES):
            new = sibling(sv, found.decoy, share, rng, chosen)
            if new is None:
                continue
            found_clashes = clashing(chosen + [new])
            if best is None or len(found_clashes) < len(best_clashes):
                best, best_clashes = new, found_clashes
        if best is None:
            return None
        chosen.append(best)
    return SiblingSet(chosen, found.decoy, sv, {sv.views[v]["view_id"] for v in clashing(chosen)})
