"""A scene's sibling set: the k stacks its image MCQs show, drawn on its views
(``siblings.SiblingViews``; docs/questions.md, "Sibling option sets").

The siblings are drawn so that the scene S is exchangeable with them given the decoy D,
first of all in the kind (add or take away) and height of their edits from D: S6, S7 and
S8 change only with the top layer, and how an edit changes the picture's area depends on
its kind. The way back from D to S is not a draw of the edit kernel from D: S -> D was
drawn from S and kept only if it shows in every view, so S is rarely "D without a lone
floor block" (a block put on an empty column's floor falls out of frame or behind the
stack in some view). Its kind and height are distributed as ``Edits.mirror_of(S)`` says,
over the decoys S can make. A sibling's kind and height are drawn among those D has a
neighbour of, so drawing them with the mirror's weights alone under-weights a kind and
height many decoys lack: a decoy with a single top-layer block cannot lose it, and
siblings' edits were 5 to 6 points less often in the top layer than S's (worked out
exactly per scene on grid 4; the audit's learned classifiers found S's S6-S8 highlight
the odd one out). The weights are therefore fitted (``class_weights``, ``fit``) so that,
over the decoys S can make, a sibling's kind and height come out distributed as S's own;
which kinds and heights a decoy has is judged cheaply (``open_classes``). Then a sibling
is drawn uniformly among D's edits of its kind and height that look unlike D in every
view (``SiblingViews.shown``), as S -> D had to.

A kind and height none of whose edits can give a new stack is dropped and another drawn,
so the stacks already taken (S among them) do not thin out their own kind and height.
Drawn this way the stacks' sizes need no balancing: where S falls among the k stacks by
the pixels they cover is uniform within sampling noise (docs/questions.md).

Invariant: every stack of a set is one edit from D, keeps the scene's top layer and looks
unlike every other in every view that asks a question; over the decoys the scene makes,
a sibling's kind and height follow the scene's own as closely as ``open_classes`` tells
which a decoy has (``tests/test_siblings.py``; docs/questions.md for the measured gaps).
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from .siblings import SiblingViews
from .stack_edits import SCENE, Stack

SIBLING_TRIES = 80  # sibling draws ``_fill`` weighs for each stack it adds
DECOYS = 6  # decoys tried before the best set so far is taken
FIT_ROUNDS = 40  # rounds of fitting the class weights (``class_weights``)
MAX_RAISE = 8.0  # no kind and height's weight raised more than this many times another's


def open_classes(sv: SiblingViews, decoy: Stack) -> set:
    """The kinds and heights (``Edits.mirror_of``'s keys) in which a decoy one edit from the
    scene has a neighbour other than the scene, as far as its edits outside the column it
    edited tell, each judged by the same edit of the scene (``seen``, cached from the
    scene's own kernel, so this draws almost nothing new)."""
    edits = sv.edits
    column = edits.edit(SCENE, decoy)[1][:2]
    return {(move[0], move[1][2]) for move in edits.moves(decoy)
            if move[1][:2] != column and sv.seen(edits.apply(SCENE, move))}


def scene_decoys(sv: SiblingViews) -> list:
    """The decoys the scene can make, each with the chance the edit kernel makes it: one edit
    from the scene, looking unlike it in every view (``seen``)."""
    moved = ((sv.edits.apply(SCENE, m), p) for m, p in sv.edits.kernel(SCENE))
    return [(decoy, p) for decoy, p in moved if sv.seen(decoy)]


def class_weights(sv: SiblingViews, mirror: dict, decoys: list) -> dict:
    """Weights of the kinds and heights with which a sibling is drawn from any of ``decoys``
    (pairs of a decoy and the chance the kernel makes it), so that over them its kind and
    height are distributed as the scene's own way back is (``mirror``): ``fit`` over the
    kinds and heights each decoy has a neighbour of (``open_classes``)."""
    return fit(mirror, [(p, open_classes(sv, d)) for d, p in decoys])


def fit(share: dict, found: list) -> dict:
    """Weights w over the keys of ``share`` such that drawing a key with chance w[c] / (the
    sum of w over the keys a case has), in cases drawn with the chances given, gives each
    key its share: ``found`` holds (chance, keys) per case. A case lacking a key shares that
    key's weight out among those it has, so the weight of a key some cases lack is raised
    until its share comes out right: iterative proportional fitting, FIT_ROUNDS rounds,
    no key raised more than MAX_RAISE times as much as the least raised one. The keys some
    case has share the sum of their shares; a key no case has keeps its share."""
    total = sum(share.values())
    out = {c: w / total for c, w in share.items() if w > 0}
    keys = sorted(c for c in out if any(c in found_keys for _, found_keys in found))
    if not keys:
        return out
    has = np.array([[c in found_keys for c in keys] for _, found_keys in found], bool)
    some = has.any(axis=1)  # the cases with a key
    has, chance = has[some], np.array([p for p, _ in found], float)[some]
    chance /= chance.sum()
    target = np.array([out[c] for c in keys])
    mass = target.sum()
    target /= mass
    weight = target.copy()
    for _ in range(FIT_ROUNDS):
        got = (chance / (has @ weight)) @ has * weight  # each key's share under these weights
        raised = weight / got  # the fitting step w * target / got, over the share target
        weight = target * np.minimum(raised / raised.min(), MAX_RAISE)
    weight /= weight.sum()
    out.update(zip(keys, (mass * weight).tolist()))
    return out


def sibling(sv: SiblingViews, decoy: Stack, weight: dict, rng, taken=(), accept=None) -> Stack | None:
    """A stack one edit from ``decoy`` that looks unlike it in every view (``shown``), is
    none of ``taken`` and passes ``accept`` (a test on the stack, when given): its kind and
    height drawn with ``weight`` (``class_weights``) among the decoy's, then uniformly
    among its edits of that kind and height (module docstring). A kind and height none of
    whose edits passes is dropped and another drawn. None when none has one."""
    live = sorted(c for c in sv.classes(decoy) if weight.get(c, 0.0) > 0)
    while live:
        c = live.pop(int(rng.choice(len(live), p=_normal([weight[x] for x in live]))))
        shown = sv.shown(decoy, c)
        for at in rng.permutation(len(shown)):
            new = sv.edits.apply(decoy, shown[int(at)])
            if new not in taken and (accept is None or accept(new)):
                return new
    return None


def _normal(weights: list) -> np.ndarray:
    p = np.asarray(weights, float)
    return p / p.sum()


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
    drawn by the kernel among those ``surrounded`` accepts (among those that look unlike
    the scene in every view, ``seen``, when it accepts none), then k - 1 siblings one edit
    from D (``sibling``, with the mirror of the scene over those decoys), each unlike the
    scene and every sibling before it in every view (``apart``). A decoy from which no k
    such stacks can be drawn is replaced, up to DECOYS; then the set with the most stacks
    is completed by ``_fill``, its views where two stacks look alike asking nothing. None
    when no decoy gives two stacks."""
    truth = Stack()
    weight = class_weights(sv, sv.edits.mirror_of(truth, sv.seen), scene_decoys(sv))
    best = None
    for _ in range(DECOYS):
        decoy = sv.edits.step(truth, rng, sv.seen)
        if decoy is None:
            break
        sv.use_decoy(decoy)
        chosen = [truth]
        while len(chosen) < k:
            new = sibling(sv, decoy, weight, rng, chosen, _unlike(sv, chosen))
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
    return _fill(best, sv, rng, k, weight)


def _unlike(sv: SiblingViews, chosen: list):
    """The test a new stack passes when it looks unlike every stack of ``chosen`` in every
    view (``SiblingViews.apart``)."""
    positions = range(len(sv.views))
    return lambda new: all(sv.apart(new, old, v) >= sv.guard for old in chosen for v in positions)


def _fill(found: SiblingSet, sv: SiblingViews, rng, k: int, weight: dict) -> SiblingSet | None:
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
            new = sibling(sv, found.decoy, weight, rng, chosen)
            if new is None:
                continue
            found_clashes = clashing(chosen + [new])
            if best is None or len(found_clashes) < len(best_clashes):
                best, best_clashes = new, found_clashes
        if best is None:
            return None
        chosen.append(best)
    return SiblingSet(chosen, found.decoy, sv, {sv.views[v]["view_id"] for v in clashing(chosen)})
