"""Image MCQ option sets whose structure does not tell which option is right (docs/questions.md,
"Blind-safe option sets").

Invariant: for an observer that sees only the options (which blocks each highlights and
how they are grouped by colour, with blocks known only as anonymous identities), every
option is equally likely to be the correct one. The construction makes all k options
i.i.d. draws from one kernel around a hidden *decoy*:

1. the decoy D = m(C) is one random move ``m`` away from the correct option C;
2. the k - 1 distractors are further random moves of D (distinct looks, visibly different);
3. C itself is the inverse move of D, and every kernel here is symmetric (a move and its
   inverse are equally likely, and both are uniform over the same number of choices), so C
   is distributed like any other move of D.

So the correct option is never the centre of the set (the decoy is, and it is not shown):
consensus, most/second-most highlighted, distance-to-others and any classifier on such
features stay at chance. Moves keep an option's shape (how many blocks are highlighted,
how many colours of which sizes), so no prior over shapes can tell the options apart:

- highlight sets (S1, S5-S9, T2, and S2-S4 when the view has a single group, or only groups
  of one block, which are coloured one colour per block like S5): swap one highlighted
  mark for one that is not, uniformly (``mark_swap``); T2 also swaps the whole set for a
  disjoint one of the same size (``FULL_SWAP``);
- partitions into colour groups (S2-S4 with two or more groups): exchange two blocks of
  different groups, or merge two groups and split a third of their joint size into parts of
  their sizes (``partition_move``).

Marks are visible blocks and, for the subtasks of PHANTOM_CELLS, *phantoms*: blocks drawn
in an empty cell where a block could rest (``phantoms.py``; S6 only above a top-layer
block, the release's phantom_above_top), identified here as ``n_blocks + p`` for the view's
p-th phantom cell. Where the correct option highlights every visible block (S1, S5, such
S2-S4) phantoms are the only marks it lacks.

What the blocks are still shows in one number: the highlighted pixel area (a correct
option of small, half-hidden blocks among swaps that bring in whole ones). ``AreaRank``
fixes where the correct option falls among the options by area: a rank drawn uniformly,
distractors taken on each side to match, another decoy tried when one cannot give both
sides. Phantoms half hidden behind the stack give the small side where the correct option
holds every visible block.

"Nothing highlighted" is one look only, so it cannot be placed symmetrically inside one
question; ``empty_plan`` balances it over a scene's views instead: as many views show an
empty option where it is right as k - 1 times that where it is a distractor.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

import numpy as np

from .phantoms import Phantoms

MCQ_SUBTASKS = ("S1", "S2", "S3", "S4", "S5", "S6", "S7", "S8", "S9", "T2a", "T2b")
PER_GROUP = ("S2", "S3", "S4", "S5")  # option pictures with one colour per group (S5: per block)
PARTITIONS = ("S2", "S3", "S4")  # the correct option is a partition of every visible block
# where a subtask's phantom blocks may be (phantoms.py): above a top-layer block (the
# release's phantom_above_top), and in the RESTING resting cells that show least (few: each
# phantom picture is re-rendered at export)
PHANTOM_CELLS = {"S1": ("above_top", "resting"), "S5": ("above_top", "resting"), "S6": ("above_top",),
                 "S7": ("resting",), "S8": ("resting",), "S9": ("resting",), "T2a": ("resting",),
                 "T2b": ("resting",)}
AS_MARKS_CELLS = ("above_top", "resting")  # S2-S4 handled like S5
RESTING = 1
EMPTY_CAN_BE_RIGHT = ("S7", "S8", "S9", "T2a", "T2b")
FULL_SWAP = ("T2a", "T2b")
FULL_SWAP_P = 0.1  # share of T2 moves that replace the whole highlight set
MERGE_SPLIT_P = 0.5  # share of partition moves that merge two groups and split a third
VISIBLE_FRACTION = 1 / 4096  # two options differ in at least this share of the picture...
GUARD = 2.0  # ...and, judged from per-block pixel counts, in GUARD times that (shading
# makes some recoloured pixels differ weakly; docs/questions.md, "Options that look different")
SPOKE_TRIES = 400
RANK_TRIES = 300  # candidates redrawn to keep the correct option's area rank (``AreaRank``)...
DECOYS = 4  # ...with each of up to DECOYS decoys (the last one relaxes after RANK_TRIES)
SHOWS = 4  # a block swapped in covers at least SHOWS x the guard (a few shaded pixels may not show)
FULL_SWAP_DRAWS = 8  # candidate sets of a T2 full swap, the nearest in area is taken

Partition = tuple  # tuple of frozensets of marks (block ids; phantoms n_blocks + p)


def min_visible_difference(height: int, width: int) -> int:
    """Pixels two option pictures must differ in (strongly): 64 at 512x512, scaled with area."""
    return max(1, math.ceil(height * width * VISIBLE_FRACTION))


def look(part: Partition) -> frozenset:
    return frozenset(g for g in part if g)


def marks_of(part: Partition) -> frozenset:
    return frozenset().union(*part) if part else frozenset()


def as_partition(marks: frozenset, grouped: bool) -> Partition:
    """A highlight set as an option: one group per mark (``grouped``) or one group."""
    return tuple(frozenset([m]) for m in sorted(marks)) if grouped else (marks,)


class Marks:
    """What one view offers for one subtask's options: the marks that may be highlighted
    (visible blocks, plus phantom cells where the subtask uses them), and how many pixels
    each shows (phantoms: added alone, as ``phantoms.py`` measures them)."""

    def __init__(self, view: dict, subtask: str):
        self.blocks = np.asarray(view["blocks"], dtype=np.int64).reshape(-1, 3)
        self.n_blocks = len(self.blocks)
        self.visible = sorted(int(b) for b in view["targets"]["S5"])
        pixels = view["visible_pixels"]
        self.area = {b: float(pixels[b]) for b in self.visible}
        self.phantoms: list[tuple[int, int, int]] = []
        self.covers: dict = {}  # phantom mark -> {visible block: its pixels the phantom covers}
        cam = view["camera"]
        self.guard = GUARD * min_visible_difference(int(cam["height"]), int(cam["width"]))
        self._choices: dict = {}
        as_marks = subtask in PARTITIONS and not moves_groups(view["targets"][subtask])
        kinds = AS_MARKS_CELLS if as_marks else PHANTOM_CELLS.get(subtask, ())
        if kinds:
            found = Phantoms.of(view)
            cells = (found.above_top() if "above_top" in kinds else []) + (
                found.smallest_resting(RESTING, SHOWS * self.guard) if "resting" in kinds else [])
            found.measure(cells)
            for pos in dict.fromkeys(cells):  # in order, without repeats
                area, covers = found.phantom(pos)
                if area > 0:
                    mark = self.n_blocks + len(self.phantoms)
                    self.area[mark], self.covers[mark] = area, covers
                    self.phantoms.append(pos)
        self.universe = self.visible + [self.n_blocks + p for p in range(len(self.phantoms))]

    def total(self, part: Partition) -> float:
        """Pixels the marks of an option show, summed."""
        return sum(self.area[m] for m in self.marks_of(part))

    def marks_of(self, part: Partition) -> frozenset:
        """``marks_of``, kept per partition: the spokes of a decoy ask for its marks every draw."""
        key = ("marks", part)
        if key not in self._choices:
            self._choices[key] = marks_of(part)
        return self._choices[key]

    def swapped(self, have: frozenset, i: int, j: int, grouped: bool) -> Partition:
        """The partition with the i-th highlighted mark swapped for the j-th free one
        (``choices`` order), one group per mark if ``grouped``; kept per swap: the spokes
        of a decoy draw the same swaps again and again."""
        key = ("swap", have, i, j, grouped)
        if key not in self._choices:
            ordered, free = self.choices(have)
            new = (have - {ordered[i]}) | {free[j]}
            self._choices[key] = as_partition(new, grouped)
        return self._choices[key]

    def choices(self, have: frozenset) -> tuple[list, list]:
        """(the highlighted marks in order, the marks that may be swapped in: not highlighted,
        and covering at least SHOWS x the guard, since a few recoloured shaded pixels may not
        show); kept per set, as every distractor is a move of the same decoy."""
        if have not in self._choices:
            self._choices[have] = (sorted(have), [m for m in self.universe if m not in have
                                                  and self.area[m] >= SHOWS * self.guard])
        return self._choices[have]

    def swaps_to_side(self, have: frozenset, smaller: bool, than: float) -> np.ndarray:
        """The swaps (i-th highlighted mark for the j-th free one, ``choices`` order, as
        i * len(free) + j) whose highlighted area ends below (``smaller``) or above ``than``;
        kept per set and side, as every distractor is a move of the same decoy."""
        key = ("side", have, smaller, than)
        if key not in self._choices:
            ordered, free = self.choices(have)
            base = self.total((have,))
            out = np.array([self.area[m] for m in ordered])
            into = np.array([self.area[m] for m in free])
            after = (base - out[:, None] + into[None, :]).ravel()
            self._choices[key] = np.flatnonzero(after < than if smaller else after > than)
        return self._choices[key]

    def difference(self, a: Partition, b: Partition) -> float:
        """Pixels (by per-block counts) that look different in a and b: a mark highlighted in
        one only, or (options with several colours) in groups that are not the same set,
        which get different colours. A phantom shows its colour over what it covers: over a
        block (pixel counts from ``phantoms.py``) the two pictures differ where what each
        shows there (the phantom if it has it, else the block) is coloured differently."""
        one_colour = len(a) <= 1 and len(b) <= 1  # every highlight the same colour
        if one_colour:
            ma, mb = (a[0] if a else frozenset()), (b[0] if b else frozenset())
            if not (self.covers and not self.covers.keys().isdisjoint(ma | mb)):
                return float(sum(self.area[x] for x in ma ^ mb))  # blocks only: the marks in one
        ga = {m: (0 if one_colour else g) for g in a for m in g}
        gb = {m: (0 if one_colour else g) for g in b for m in g}
        if not (self.covers and not self.covers.keys().isdisjoint(ga.keys() | gb.keys())):
            return float(sum(self.area[x] for x in ga.keys() | gb.keys() if ga.get(x) != gb.get(x)))
        under: dict = {}  # block -> [(phantom, pixels of the block it covers)]
        total = 0.0
        for p in (ga.keys() | gb.keys()) & self.covers.keys():
            for x, px in self.covers[p].items():
                under.setdefault(x, []).append((p, px))
            if ga.get(p) != gb.get(p):  # where it covers the ground, sky or unmarked blocks
                total += self.area[p] - sum(self.covers[p].values())
        for x in ({m for m in ga.keys() | gb.keys() if m < self.n_blocks} | under.keys()):
            shown = self.area[x] - sum(px for _, px in under.get(x, ()))
            if ga.get(x) != gb.get(x):
                total += max(shown, 0.0)
            for p, px in under.get(x, ()):
                if (ga[p] if p in ga else ga.get(x)) != (gb[p] if p in gb else gb.get(x)):
                    total += px
        return total


def _pick(rng, items):
    items = list(items)
    return items[int(rng.integers(len(items)))] if items else None


# ---- moves: each returns (new partition, move kind) or None ---------------------------------

def mark_swap(marks: Marks, part: Partition, rng, grouped: bool, full: bool,
              smaller: bool | None = None, than: float = 0.0) -> tuple | None:
    """Swap one highlighted mark for one that is not, uniformly over both choices; with
    ``full`` (T2), sometimes the whole set for a disjoint one of the same size.
    ``grouped``: each mark is its own colour group (S5), else one group. ``smaller`` True
    (False): uniformly over the swaps whose highlighted area ends below (above) ``than``
    (what ``AreaRank`` still wants; the same as redrawing a uniform swap until it does),
    None when there is none."""
    have = marks.marks_of(part)
    ordered, free = marks.choices(have)
    if not have or not free:
        return None
    if full and len(free) >= len(have) and rng.random() < FULL_SWAP_P:
        new = frozenset(_area_matched_set(marks, have, free, rng))
        return as_partition(new, grouped), "full_swap"
    if smaller is not None:
        pairs = marks.swaps_to_side(have, smaller, than)
        if not len(pairs):
            return None
        i, j = divmod(int(pairs[int(rng.integers(len(pairs)))]), len(free))
    else:
        i = int(rng.integers(len(ordered)))
        j = int(rng.integers(len(free)))
    return marks.swapped(have, i, j, grouped), "swap"


def _area_matched_set(marks: Marks, have: frozenset, free: list, rng) -> set:
    """A disjoint set as large as ``have``: of FULL_SWAP_DRAWS uniform draws, the one nearest
    in total area on a side (larger or smaller) chosen with equal probability."""
    a = marks.total((have,))
    draws = [rng.choice(free, size=len(have), replace=False).tolist() for _ in range(FULL_SWAP_DRAWS)]
    delta = np.array([sum(marks.area[m] for m in d) - a for d in draws])
    up = rng.random() < 0.5
    side = (delta >= 0) if up else (delta < 0)
    if not side.any():
        side = ~side
    idx = np.flatnonzero(side)
    return set(draws[int(idx[np.argmin(np.abs(delta[idx]))])])


def _choices(part: Partition) -> tuple:
    """(groups, merge-split triples, cross pairs) of a partition."""
    groups = sorted((sorted(g) for g in part if g), key=lambda g: g[0])
    sizes = [len(g) for g in groups]
    triples = [(a, b, c) for a in range(len(groups)) for b in range(a + 1, len(groups))
               for c in range(len(groups)) if c not in (a, b) and sizes[c] == sizes[a] + sizes[b]]
    pairs = [(u, v) for x in range(len(groups)) for y in range(x + 1, len(groups))
             if len(groups[x]) > 1 or len(groups[y]) > 1  # two lone blocks exchanged: no change
             for u in groups[x] for v in groups[y]]
    return groups, triples, pairs


def partition_move(part: Partition, rng, cache: dict | None = None) -> tuple | None:
    """A shape-keeping move of a partition with two or more groups: merge two groups and
    split a third, whose size is theirs together, into parts of their sizes (uniform over
    such triples and splits; kind "merge_split"), or exchange two blocks u, v of different
    groups, not both alone in theirs (uniform over such pairs; kind ("cross_swap", u, v)).
    None when the partition allows neither."""
    if cache is None or part not in cache:
        found = _choices(part)
        if cache is not None:
            cache[part] = found
    groups, triples, pairs = cache[part] if cache is not None else found
    if len(groups) < 2:
        return None
    sizes = [len(g) for g in groups]
    if not pairs and not triples:
        return None
    if triples and (rng.random() < MERGE_SPLIT_P or not pairs):
        a, b, c = _pick(rng, triples)
        order = rng.permutation(groups[c]).tolist()
        rest = [g for n, g in enumerate(groups) if n not in (a, b, c)]
        new = rest + [groups[a] + groups[b], order[:sizes[a]], order[sizes[a]:]]
        return tuple(frozenset(g) for g in new), "merge_split"
    u, v = _pick(rng, pairs)
    swap = {u: v, v: u}
    return tuple(frozenset(swap.get(m, m) for m in g) for g in groups), ("cross_swap", u, v)


class AreaRank:
    """Where the correct option falls among the options by highlighted pixel area: a rank r
    drawn uniformly (``draw``), then the distractors are taken so that r of them (counting an
    empty one) highlight less area than the correct option and the others more. So "the
    option at area rank r" is right 1 time in k for every r (docs/questions.md,
    "Highlighted area"). Once one side is full, swaps are drawn among those that end on the
    other (``mark_swap``), and other candidates on a full side are redrawn; ``build`` tries
    another decoy when one cannot give both sides, and with the last one any side is taken
    after ``relax`` misses or when no swap reaches the wanted side (a view may offer no
    distractor smaller, or larger, than the correct option). Partitions of the same blocks
    all have one area and are left alone."""

    def __init__(self, marks: Marks, truth: Partition, below: int, spokes: int, relax: int | None = None):
        self.marks, self.relax = marks, relax
        self.area = marks.total(truth)
        self.below, self.above = below, spokes - below

    @staticmethod
    def draw(marks: Marks, truth: Partition, spokes: int, rng) -> int:
        """How many of the ``spokes`` distractors to draw smaller than the correct option
        (none can be smaller than nothing)."""
        return int(rng.integers(spokes + 1)) if marks.total(truth) > 0 else 0

    def relaxed(self, attempt: int) -> bool:
        """Whether any side is taken by now (the last decoy, after ``relax`` misses)."""
        return self.relax is not None and attempt >= self.relax

    def side(self, attempt: int) -> bool | None:
        """True when only smaller distractors are still wanted, False when only larger ones,
        None when either will do."""
        if self.relaxed(attempt) or (self.below > 0 and self.above > 0):
            return None
        return self.below > 0

    def wants(self, part: Partition, attempt: int) -> bool:
        """Whether a candidate falls on a side that still needs distractors (or any side,
        once relaxed)."""
        a = self.marks.total(part)
        if a == self.area:  # same blocks, other groups: no rank to keep
            return True
        return (self.below if a < self.area else self.above) > 0 or self.relaxed(attempt)

    def take(self, part: Partition) -> None:
        a = self.marks.total(part)
        if a < self.area:
            self.below -= 1
        elif a > self.area:
            self.above -= 1


@dataclass
class Built:
    """An option set: the correct option first, then the distractors, each with the kinds of
    the moves that made it (decoy move, own move); the decoy is the hidden centre."""

    marks: Marks
    truth: Partition
    decoy: Partition | None
    options: list  # [(partition, (decoy move kind, own move kind)) ...], truth first with None
    empty: bool  # an empty option is among them
    names: list = field(default_factory=list)  # choice_types names, filled in by mcq.py


def moves_groups(groups) -> bool:
    """Whether a partition's options are made by ``partition_move``: two or more groups, not
    all single blocks. A single group is a highlight set (one colour); single blocks each in
    a group of their own are handled like S5 (``mark_swap`` with one colour per mark), since
    no exchange or merge-and-split changes them."""
    return len(groups) >= 2 and any(len(g) > 1 for g in groups)


def truth_partition(view: dict, subtask: str) -> Partition:
    t = view["targets"][subtask]
    if subtask in PARTITIONS:
        return tuple(frozenset(g) for g in t)
    if subtask == "S5":
        return tuple(frozenset([b]) for b in sorted(t))
    return (frozenset(t),) if t else ()


def build(view: dict, subtask: str, rng, k: int = 5, plan=None) -> Built | None:
    """k options for one view and subtask (module docstring), or None when the view offers
    too few distinct, visibly different ones. ``plan`` (``empty_plan``): None; "with_empty"
    (an empty distractor joins); ("empty_truth", size) (the correct option is empty and the
    others surround a random decoy of that many blocks)."""
    marks = Marks(view, subtask)
    truth = truth_partition(view, subtask)
    partitions = subtask in PARTITIONS and moves_groups(truth)
    grouped = subtask == "S5" or (subtask in PARTITIONS and len(truth) >= 2 and not partitions)
    cache: dict = {}

    def move(part, smaller=None, than=0.0):
        if partitions:
            return partition_move(part, rng, cache)
        return mark_swap(marks, part, rng, grouped, subtask in FULL_SWAP, smaller, than)

    empty = plan is not None and plan != "with_empty"
    if empty and plan[1] > len(marks.universe):
        return None
    first: list = [(truth, None)] + ([((), ("empty", "empty"))] if plan == "with_empty" else [])
    below = AreaRank.draw(marks, truth, k - len(first), rng)
    for attempt in range(DECOYS):
        if empty:
            chosen = frozenset(rng.choice(marks.universe, size=plan[1], replace=False).tolist())
            decoy, decoy_kind = (chosen,), "random"
        else:
            got = move(truth)
            if got is None:
                return None
            decoy, decoy_kind = got
        last = attempt == DECOYS - 1
        side = AreaRank(marks, truth, below, k - len(first), RANK_TRIES if last else None)
        options = _spokes(marks, decoy, decoy_kind, first, k, side, move,
                          SPOKE_TRIES if last else SPOKE_TRIES // 4)
        if options is not None:
            return Built(marks, truth, decoy, options, empty or plan == "with_empty")
    return None


def _spokes(marks: Marks, decoy: Partition, decoy_kind, first: list, k: int, side: AreaRank,
            move, tries: int) -> list | None:
    """The options: ``first`` (the correct one, maybe an empty one), then moves of the decoy,
    each with a look of its own, visibly different from all before it and on a side of the
    correct option's area that ``side`` still wants; None when ``tries`` draws do not do."""
    options = list(first)
    looks = {look(p) for p, _ in options}
    for attempt in range(tries):
        if len(options) == k:
            break
        want = side.side(attempt)
        got = move(decoy, want, side.area)
        if got is None and want is not None and side.relax is not None:
            side.relax = attempt  # no swap on that side: with the last decoy, take either
            got = move(decoy, None, side.area)
        if got is None:
            return None
        part, kind = got
        if look(part) in looks or not side.wants(part, attempt):
            continue
        if any(marks.difference(part, p) < marks.guard for p, _ in options):
            continue
        side.take(part)
        looks.add(look(part))
        options.append((part, (decoy_kind, kind)))
    return options if len(options) == k else None


def empty_plan(views: list[dict], subtask: str, rng, k: int = 5) -> dict:
    """Per view id: None, "with_empty", ("empty_truth", size) or "drop" (no question).

    Of the views whose correct option is empty, e = min(E, N // (k - 1)) keep their question
    (E such views, N others); (k - 1) e of the others get an empty distractor. So within every
    scene an empty option, where one is shown, is right exactly 1 in k times. An empty-truth
    question surrounds a decoy as large as the correct option of one of the views that show
    an empty distractor (drawn at random), so the two kinds of question look alike."""
    if subtask not in EMPTY_CAN_BE_RIGHT:
        return {v["view_id"]: None for v in views}
    empty = [v["view_id"] for v in views if not v["targets"][subtask]]
    full = [v for v in views if v["targets"][subtask]]
    e = min(len(empty), len(full) // (k - 1))
    keep = set(rng.permutation(empty)[:e].tolist()) if empty else set()
    chosen = [full[n] for n in rng.permutation(len(full))[:e * (k - 1)]]
    sizes = [len(v["targets"][subtask]) for v in chosen]
    out: dict = {}
    with_empty = {v["view_id"] for v in chosen}
    for v in views:
        vid = v["view_id"]
        if not v["targets"][subtask]:
            out[vid] = ("empty_truth", int(_pick(rng, sizes))) if vid in keep else "drop"
        else:
            out[vid] = "with_empty" if vid in with_empty else None
    return out
