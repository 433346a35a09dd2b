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
  of one block, which are coloured one colour per block like S5): swap one
  highlighted block for one that is not (``mark_swap``); T2 also swaps the whole set for a
  disjoint one of the same size (``FULL_SWAP``). A swap goes up or down in pixel area with
  equal probability, to a pair near in area (``_area_pair``), so that the highlighted area
  tells little: this trades exact kernel symmetry (uniform over all pairs) for area balance;
  ``spatial-iq audit`` measures both;
- partitions into colour groups (S2-S4 with two or more groups): exchange two blocks of
  different groups, or merge two groups and split a third of their joint size into parts of
  their sizes (``partition_move``).

Where the correct option highlights every visible block (S1, S5, such S2-S4) the
only blocks it lacks are *phantoms*: blocks drawn above a top-layer block, as in the
release's phantom_above_top error. They are identified here as ``n_blocks + p`` for the
view's p-th phantom position.

"Nothing highlighted" is one look only, so it cannot be placed symmetrically inside one
question; ``empty_plan`` balances it over a scene's views instead: as many views show an
empty option where it is right as k - 1 times that where it is a distractor.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

import numpy as np

MCQ_SUBTASKS = ("S1", "S2", "S3", "S4", "S5", "S6", "S7", "S8", "S9", "T2a", "T2b")
PER_GROUP = ("S2", "S3", "S4", "S5")  # option pictures with one colour per group (S5: per block)
PARTITIONS = ("S2", "S3", "S4")  # the correct option is a partition of every visible block
PHANTOM_SUBTASKS = ("S1", "S5", "S6")  # phantom blocks belong to these subtasks' errors
EMPTY_CAN_BE_RIGHT = ("S7", "S8", "S9", "T2a", "T2b")
FULL_SWAP = ("T2a", "T2b")
FULL_SWAP_P = 0.1  # share of T2 moves that replace the whole highlight set
MERGE_SPLIT_P = 0.5  # share of partition moves that merge two groups and split a third
VISIBLE_FRACTION = 1 / 4096  # two options differ in at least this share of the picture...
GUARD = 2.0  # ...and, judged from per-block pixel counts, in GUARD times that (shading
# makes some recoloured pixels differ weakly; docs/questions.md, "Options that look different")
SPOKE_TRIES = 400
SHOWS = 4  # a block swapped in covers at least SHOWS x the guard (a few shaded pixels may not show)
FULL_SWAP_DRAWS = 8  # candidate sets of a T2 full swap, the nearest in area is taken
NEAR = 3  # a swap is drawn among the NEAR (or 10 %) pairs nearest in area on its side, more
# after repeated misses

Partition = tuple  # tuple of frozensets of marks (block ids; phantoms n_blocks + p)


def min_visible_difference(height: int, width: int) -> int:
    """Pixels two option pictures must differ in (strongly): 64 at 512x512, scaled with area."""
    return max(1, math.ceil(height * width * VISIBLE_FRACTION))


def look(part: Partition) -> frozenset:
    return frozenset(g for g in part if g)


def marks_of(part: Partition) -> frozenset:
    return frozenset().union(*part) if part else frozenset()


class Marks:
    """What one view offers for one subtask's options: the marks that may be highlighted
    (visible blocks, plus phantom positions where the subtask uses them), and how many
    pixels each covers (phantoms: the projected cube, cut to the picture)."""

    def __init__(self, view: dict, subtask: str):
        self.blocks = np.asarray(view["blocks"], dtype=np.int64).reshape(-1, 3)
        self.n_blocks = len(self.blocks)
        self.visible = sorted(int(b) for b in view["targets"]["S5"])
        pixels = view["visible_pixels"]
        self.area = {b: float(pixels[b]) for b in self.visible}
        self.phantoms: list[tuple[int, int, int]] = []
        self.covers: dict = {}  # phantom mark -> visible blocks it may hide (drawn in front of them)
        as_marks = subtask in PARTITIONS and not moves_groups(view["targets"][subtask])
        if subtask in PHANTOM_SUBTASKS or as_marks:
            shadows = Shadows.of(view)
            for b in sorted(view["targets"]["S6"]):
                pos = tuple(int(v) for v in self.blocks[b] + (0, 0, 1))
                mark = self.n_blocks + len(self.phantoms)
                self.area[mark], self.covers[mark] = shadows.phantom(pos)
                self.phantoms.append(pos)
        self.universe = self.visible + [self.n_blocks + p for p in range(len(self.phantoms))]
        cam = view["camera"]
        self.guard = GUARD * min_visible_difference(int(cam["height"]), int(cam["width"]))
    def difference(self, a: Partition, b: Partition) -> float:
        """Pixels (by per-block counts) of the marks coloured differently in a and b: present
        in one only, or (options with several colours) in groups that are not the same set,
        which get different colours. Blocks a phantom of either may hide do not count."""
        one_colour = len(a) <= 1 and len(b) <= 1  # every highlight the same colour
        ga = {m: (0 if one_colour else g) for g in a for m in g}
        gb = {m: (0 if one_colour else g) for g in b for m in g}
        hidden = set().union(*(self.covers[m] for m in ga.keys() | gb.keys() if m in self.covers))
        return sum(self.area[m] for m in ga.keys() | gb.keys() if ga.get(m) != gb.get(m) and m not in hidden)


_CUBE = np.array([[x, y, z] for x in (0, 1) for y in (0, 1) for z in (0, 1)], float)


class Shadows:
    """Projections of cells in one view: a phantom's pixel area and the blocks it may hide.
    Made once per view (``Shadows.of``)."""

    _last: list = []

    def __init__(self, view: dict):
        from ..voxel.camera import Camera

        self.view = view
        self.camera = Camera.from_dict(view["camera"])
        self.size = float(view["block_size"])
        self.origin = np.asarray(view["grid_origin"], float)
        blocks = np.asarray(view["blocks"], np.int64).reshape(-1, 3)
        self.visible = sorted(int(b) for b in view["targets"]["S5"])
        boxes = [self._project(blocks[b]) for b in self.visible]
        self.boxes = [(uv.min(axis=0), uv.max(axis=0), depth) for uv, depth, _ in boxes]

    @classmethod
    def of(cls, view: dict) -> Shadows:
        if not cls._last or cls._last[0].view is not view:
            cls._last[:] = [cls(view)]
        return cls._last[0]

    def _project(self, cell) -> tuple[np.ndarray, float, bool]:
        """(projected corners, mean depth, whether every corner is in front of the camera)."""
        uvz = self.camera.project(self.origin + (np.asarray(cell, float) + _CUBE) * self.size)
        return uvz[:, :2], float(uvz[:, 2].mean()), bool((uvz[:, 2] > 0).all())

    def phantom(self, cell) -> tuple[float, frozenset]:
        """(pixel area of a block drawn at ``cell``: its projected cube cut to the picture,
        visible blocks farther away whose projected box meets its box)."""
        uv, depth, in_front = self._project(cell)
        if not in_front:
            return 0.0, frozenset()
        lo, hi = uv.min(axis=0), uv.max(axis=0)
        hides = frozenset(b for b, (blo, bhi, d) in zip(self.visible, self.boxes)
                          if d > depth and (blo < hi).all() and (bhi > lo).all())
        return hull_area(np.clip(uv, 0.0, [self.camera.width, self.camera.height])), hides


def phantom_area(view: dict, pos) -> float:
    """Pixel area of a block drawn at grid cell ``pos``: its projected cube, cut to the picture."""
    return Shadows.of(view).phantom(pos)[0]


def hull_area(points: np.ndarray) -> float:
    """Area of the convex hull of 2-D points (monotone chain, then the shoelace formula)."""
    pts = sorted(map(tuple, np.round(points, 9).tolist()))
    if len(pts) < 3:
        return 0.0

    def half(seq):
        out: list = []
        for p in seq:
            while len(out) >= 2 and ((out[-1][0] - out[-2][0]) * (p[1] - out[-2][1])
                                     - (out[-1][1] - out[-2][1]) * (p[0] - out[-2][0])) <= 0:
                out.pop()
            out.append(p)
        return out[:-1]

    hull = np.array(half(pts) + half(pts[::-1]))
    if len(hull) < 3:
        return 0.0
    x, y = hull[:, 0], hull[:, 1]
    return float(abs(np.dot(x, np.roll(y, -1)) - np.dot(y, np.roll(x, -1))) / 2)


def _pick(rng, items):
    items = list(items)
    return items[int(rng.integers(len(items)))] if items else None


# ---- moves: each returns (new partition, move kind) or None ---------------------------------

def mark_swap(marks: Marks, part: Partition, rng, grouped: bool, full: bool, near: int = 0) -> tuple | None:
    """Swap one highlighted mark for one that is not, uniformly over both choices; with
    ``full`` (T2), sometimes the whole set for a uniform disjoint set of the same size.
    ``grouped``: each mark is its own colour group (S5), else one group."""
    have = marks_of(part)
    # a mark swapped in must be able to show on its own (shaded pixels differ weakly)
    free = [m for m in marks.universe if m not in have and marks.area[m] >= SHOWS * marks.guard]
    if not have or not free:
        return None
    if full and len(free) >= len(have) and rng.random() < FULL_SWAP_P:
        new = _area_matched_set(marks, have, free, rng)
        kind = "full_swap"
    else:
        out, into = _area_pair(marks, sorted(have), free, rng, near or NEAR)
        new = (have - {out}) | {into}
        kind = "swap"
    new = frozenset(new)
    return (tuple(frozenset([m]) for m in sorted(new)) if grouped else (new,)), kind


def _area_matched_set(marks: Marks, have: frozenset, free: list, rng) -> set:
    """A disjoint set as large as ``have``: of FULL_SWAP_DRAWS uniform draws, the one nearest
    in total area on a side (larger or smaller) chosen with equal probability."""
    a = sum(marks.area[m] for m in have)
    draws = [rng.choice(free, size=len(have), replace=False).tolist() for _ in range(FULL_SWAP_DRAWS)]
    delta = np.array([sum(marks.area[m] for m in d) - a for d in draws])
    up = rng.random() < 0.5
    side = (delta >= 0) if up else (delta < 0)
    if not side.any():
        side = ~side
    idx = np.flatnonzero(side)
    return set(draws[int(idx[np.argmin(np.abs(delta[idx]))])])


def _area_pair(marks: Marks, have: list, free: list, rng, near: int) -> tuple:
    """(mark out, mark in) of a swap: up or down in pixel area with equal probability, drawn
    among the NEAR pairs (x highlighted, y free) of that side with the smallest area change
    (the other side when that one is empty). So a swap changes the highlighted area by
    little and as often up as down: an option's area does not tell how many of its marks
    are the correct option's (docs/questions.md, "Highlighted area")."""
    ah = np.array([marks.area[m] for m in have])
    af = np.array([marks.area[m] for m in free])
    delta = af[None, :] - ah[:, None]  # (have, free)
    up = rng.random() < 0.5
    side = (delta >= 0) if up else (delta < 0)
    if not side.any():
        side = ~side
    idx = np.flatnonzero(side.ravel())
    order = idx[np.argsort(np.abs(delta.ravel()[idx]), kind="stable")]
    pick = int(order[int(rng.integers(min(len(order), max(near, len(order) // 10))))])
    return have[pick // len(free)], free[pick % len(free)]


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

    def move(part, near=NEAR):
        if partitions:
            return partition_move(part, rng, cache)
        return mark_swap(marks, part, rng, grouped, subtask in FULL_SWAP, near)

    options: list = [(truth, None)]
    empty = plan is not None and plan != "with_empty"
    if empty:
        size = plan[1]
        if size > len(marks.universe):
            return None
        chosen = frozenset(rng.choice(marks.universe, size=size, replace=False).tolist())
        decoy, decoy_kind = (chosen,), "random"
    else:
        got = move(truth)
        if got is None:
            return None
        decoy, decoy_kind = got
        if plan == "with_empty":
            options.append(((), ("empty", "empty")))
    looks = {look(p) for p, _ in options}
    for attempt in range(SPOKE_TRIES):
        if len(options) == k:
            break
        got = move(decoy, NEAR * (1 + attempt // 8))  # wider in area after repeated misses
        if got is None:
            return None
        part, kind = got
        if look(part) in looks or any(marks.difference(part, p) < marks.guard for p, _ in options):
            continue
        looks.add(look(part))
        options.append((part, (decoy_kind, kind)))
    if len(options) < k:
        return None
    return Built(marks, truth, decoy, options, empty or plan == "with_empty")


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
