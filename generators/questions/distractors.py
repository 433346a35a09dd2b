"""Cognitive-error distractors for image MCQ options (docs/questions.md), as data.

An option says which visible blocks get coloured and how they are grouped: every group
gets one colour (single-colour subtasks have one group), and a phantom block may be
drawn on top. Each recipe returns the option that realises one named error, or None
where the scene offers no way to make it (a single column cannot lose "another
column"). Options are compared by what a viewer would see: the partition of the
coloured visible blocks plus the phantom, regardless of which colour each group gets.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np


@dataclass(frozen=True)
class Option:
    kind: str  # "correct" or the recipe's name
    groups: tuple[tuple[int, ...], ...]
    phantom: tuple[int, int, int] | None = None

    def look(self) -> tuple:
        groups = frozenset(frozenset(g) for g in self.groups if g)
        return groups, self.phantom

    @property
    def highlighted(self) -> set[int]:
        return {b for g in self.groups for b in g}


def make(kind: str, *groups, phantom=None) -> Option:
    return Option(kind, tuple(tuple(sorted(int(b) for b in g)) for g in groups if len(g)),
                  None if phantom is None else tuple(int(v) for v in phantom))


class View:
    """What the recipes need to know about one view."""

    def __init__(self, blocks: np.ndarray, visible: np.ndarray, targets: dict, grid_shape):
        self.blocks = np.asarray(blocks, dtype=np.int64).reshape(-1, 3)
        self.visible = np.flatnonzero(visible).tolist()
        self.targets = targets
        self.shape = tuple(grid_shape)
        self.cell = {tuple(b): n for n, b in enumerate(self.blocks.tolist())}

    def col(self, b: int) -> tuple[int, int]:
        return int(self.blocks[b, 0]), int(self.blocks[b, 1])

    def layer(self, b: int) -> int:
        return int(self.blocks[b, 2])

    def by(self, key, members=None) -> dict:
        out: dict = {}
        for b in self.visible if members is None else members:
            out.setdefault(key(b), []).append(b)
        return out

    def face_neighbours(self, b: int) -> list[int]:
        i, j, k = self.blocks[b].tolist()
        cand = [(i + 1, j, k), (i - 1, j, k), (i, j + 1, k), (i, j - 1, k), (i, j, k + 1), (i, j, k - 1)]
        vis = set(self.visible)
        return [self.cell[c] for c in cand if c in self.cell and self.cell[c] in vis]


def _named(kind: str, recipe):
    """Tag a recipe made by a factory with the error it realises (its ``choice_types`` name)."""
    recipe.kind = kind
    return recipe


def _pick(rng, items):
    items = list(items)
    return items[int(rng.integers(len(items)))] if items else None


# ---- single-colour recipes ---------------------------------------------------------------

def phantom_above_top(v: View, rng, base: list[int]) -> Option | None:
    top = v.targets["S6"]
    if not top:
        return None
    b = _pick(rng, top)
    i, j, k = v.blocks[b].tolist()
    return make("phantom_above_top", base, phantom=(i, j, k + 1))


def omit_blocks(kind: str, n: int):
    def recipe(v: View, rng, base: list[int]) -> Option | None:
        if len(base) <= n - 1 or not base:
            return None
        drop = set(rng.choice(base, size=min(n, len(base)), replace=False).tolist())
        return make(kind, [b for b in base if b not in drop])
    return _named(kind, recipe)


def drop_column(v: View, rng, base: list[int]) -> Option | None:
    cols = v.by(v.col, base)
    if len(cols) < 2:
        return None
    gone = _pick(rng, sorted(cols))
    return make("drop_column", [b for b in base if v.col(b) != gone])


def block_below_top(v: View, rng, base: list[int]) -> Option | None:
    vis = set(v.visible)
    swaps = []
    for t in base:
        i, j, k = v.blocks[t].tolist()
        below = v.cell.get((i, j, k - 1))
        if below is not None and below in vis:
            swaps.append((t, below))
    if not swaps:
        return None
    t, below = _pick(rng, swaps)
    return make("block_below_top", [b for b in base if b != t] + [below])


def other_column_top(v: View, rng, base: list[int]) -> Option | None:
    top_cols = {v.col(b) for b in base}
    tops = [max(bs, key=v.layer) for c, bs in v.by(v.col).items() if c not in top_cols]
    if not base or not tops:
        return None
    t, other = _pick(rng, base), _pick(rng, tops)
    return make("other_column_top", [b for b in base if b != t] + [other])


def nothing_highlighted(v: View, rng, base: list[int]) -> Option | None:
    return make("nothing_highlighted")


def add_non_target(kind: str, pool_fn):
    def recipe(v: View, rng, base: list[int]) -> Option | None:
        extra = _pick(rng, [b for b in pool_fn(v) if b not in base])
        return None if extra is None else make(kind, base + [extra])
    return _named(kind, recipe)


def swap_one(kind: str, pool_fn):
    def recipe(v: View, rng, base: list[int]) -> Option | None:
        pool = [b for b in pool_fn(v) if b not in base]
        if not base or not pool:
            return None
        out, new = _pick(rng, base), _pick(rng, pool)
        return make(kind, [b for b in base if b != out] + [new])
    return _named(kind, recipe)


def subset(kind: str):
    def recipe(v: View, rng, base: list[int]) -> Option | None:
        if len(base) < 3:
            return None
        keep = rng.choice(base, size=int(rng.integers(1, len(base) - 1)), replace=False)
        return make(kind, keep.tolist())
    return _named(kind, recipe)


def wrong_column(v: View, rng, base: list[int]) -> Option | None:
    top_cols = {v.col(b) for b in v.targets["S6"]}
    others = {c: [b for b in bs if v.layer(b) < max(v.layer(x) for x in bs)]
              for c, bs in v.by(v.col).items() if c not in top_cols}
    others = {c: bs for c, bs in others.items() if bs}
    if not others:
        return None
    return make("wrong_column", others[_pick(rng, sorted(others))])


def supports_without_column(v: View, rng, base: list[int]) -> Option | None:
    return make("supports_without_column", v.targets["S7"])


def random_wrong_blocks(v: View, rng, base: list[int]) -> Option | None:
    pool = [b for b in v.visible if b not in base]
    if not pool:
        return None
    n = min(max(len(base), 1), len(pool))
    return make("random_wrong_blocks", rng.choice(pool, size=n, replace=False).tolist())


def single_random_block(v: View, rng, base: list[int]) -> Option | None:
    return make("single_random_block", [_pick(rng, v.visible)]) if v.visible else None


def both_views_blocks(v: View, rng, base: list[int]) -> Option | None:
    return make("both_views_blocks", [b for b in v.visible if b not in base])


# ---- per-group recipes ----------------------------------------------------------------------

def split_group(kind: str):
    def recipe(v: View, rng, groups: list[list[int]]) -> Option | None:
        big = [g for g in groups if len(g) >= 2]
        if not big:
            return None
        g = _pick(rng, big)
        order = rng.permutation(g).tolist()
        cut = int(rng.integers(1, len(g)))
        return make(kind, *[x for x in groups if x is not g], order[:cut], order[cut:])
    return _named(kind, recipe)


def merge_groups(kind: str, adjacent):
    def recipe(v: View, rng, groups: list[list[int]]) -> Option | None:
        pairs = [(a, b) for a in range(len(groups)) for b in range(a + 1, len(groups))
                 if adjacent(v, groups[a], groups[b])]
        if not pairs:
            return None
        a, b = _pick(rng, pairs)
        rest = [g for n, g in enumerate(groups) if n not in (a, b)]
        return make(kind, *rest, groups[a] + groups[b])
    return _named(kind, recipe)


def drop_group(kind: str):
    def recipe(v: View, rng, groups: list[list[int]]) -> Option | None:
        if len(groups) < 2:
            return None
        gone = int(rng.integers(len(groups)))
        return make(kind, *[g for n, g in enumerate(groups) if n != gone])
    return _named(kind, recipe)


def far_layer_confused(v: View, rng, groups: list[list[int]]) -> Option | None:
    layers = {v.layer(g[0]): g for g in groups}
    pairs = [(a, b) for a in layers for b in layers if abs(a - b) >= 2]
    if not pairs:
        return None
    a, b = _pick(rng, sorted(pairs))
    moved = _pick(rng, layers[a])
    if len(layers[a]) == 1:
        return None
    out = [[x for x in g if x != moved] for g in groups if g is not layers[b]] + [layers[b] + [moved]]
    return make("far_layer_confused", *out)


def all_one_colour(v: View, rng, groups: list[list[int]]) -> Option | None:
    return make("all_one_colour", [b for g in groups for b in g]) if len(groups) >= 2 else None


def merge_neighbours(kind: str, size: int):
    def recipe(v: View, rng, groups: list[list[int]]) -> Option | None:
        starts = rng.permutation(v.visible).tolist()
        for s in starts:
            chain = [s]
            while len(chain) < size:
                nxt = [n for b in chain for n in v.face_neighbours(b) if n not in chain]
                if not nxt:
                    break
                chain.append(_pick(rng, sorted(set(nxt))))
            if len(chain) == size:
                return make(kind, *[[b] for b in v.visible if b not in chain], chain)
        return None
    return _named(kind, recipe)


def drop_half(kind: str):
    def recipe(v: View, rng, groups: list[list[int]]) -> Option | None:
        if len(groups) < 2:
            return None
        keep = rng.choice(len(groups), size=len(groups) - len(groups) // 2, replace=False)
        return make(kind, *[groups[n] for n in sorted(keep.tolist())])
    return _named(kind, recipe)


def _columns_adjacent(v: View, a, b) -> bool:
    (i, j), (p, q) = v.col(a[0]), v.col(b[0])
    return abs(i - p) + abs(j - q) == 1


def _layers_adjacent(v: View, a, b) -> bool:
    return abs(v.layer(a[0]) - v.layer(b[0])) == 1


def _clusters_any(v: View, a, b) -> bool:
    return True


def _layer_below_top(v: View) -> list[int]:
    top = v.targets["S6"]
    kmax = max((v.layer(b) for b in top), default=0)
    return [b for b in v.visible if v.layer(b) == kmax - 1 and b not in v.targets["S7"]] or v.visible


# Recipes per subtask, in order of importance: the first is the one the 3- and 4-option
# variants always keep (the subtask's signature error). Duplicated names (x2) are drawn
# twice with different random choices.
SINGLE = {
    "S1": [phantom_above_top, omit_blocks("omit_one_block", 1), omit_blocks("omit_two_blocks", 2),
           drop_column],
    "S6": [phantom_above_top, omit_blocks("top_block_missing", 1), block_below_top, other_column_top],
    "S7": [omit_blocks("support_missed", 1), swap_one("wrong_support_subset", _layer_below_top),
           nothing_highlighted, add_non_target("non_support_highlighted", _layer_below_top)],
    "S8": [omit_blocks("column_blocks_removed", 1), wrong_column, omit_blocks("two_column_blocks_removed", 2),
           supports_without_column],
    "S9": [omit_blocks("supported_block_missed", 1), nothing_highlighted,
           swap_one("wrong_visible_block", lambda v: v.visible), subset("incomplete_subset")],
    "T2a": [random_wrong_blocks, single_random_block, both_views_blocks, omit_blocks("missing_non_match", 1)],
    "T2b": [random_wrong_blocks, single_random_block, both_views_blocks, omit_blocks("missing_non_match", 1)],
}
GROUPED = {
    "S2": [split_group("fake_split"), merge_groups("merge_two_clusters", _clusters_any), all_one_colour,
           split_group("fake_split")],
    "S3": [merge_groups("merge_two_columns", _columns_adjacent), split_group("column_split"),
           split_group("column_split"), merge_groups("merge_two_columns", _columns_adjacent),
           drop_group("column_missing")],
    "S4": [merge_groups("merge_two_layers", _layers_adjacent), split_group("layer_split"),
           drop_group("layer_missing"), far_layer_confused],
    "S5": [merge_neighbours("merge_adjacent_pair", 2), merge_neighbours("merge_adjacent_triple", 3),
           drop_half("drop_half"), drop_half("drop_half")],
}
MCQ_SUBTASKS = ("S1", "S2", "S3", "S4", "S5", "S6", "S7", "S8", "S9", "T2a", "T2b")


def kind_of(recipe) -> str:
    return getattr(recipe, "kind", recipe.__name__)


def signature_kind(subtask: str) -> str:
    """The distractor the 3- and 4-option variants always keep: the subtask's first recipe."""
    return kind_of((GROUPED.get(subtask) or SINGLE[subtask])[0])


def correct_option(v: View, subtask: str) -> Option:
    t = v.targets[subtask]
    if subtask in GROUPED:
        return make("correct", *([[b] for b in t] if subtask == "S5" else t))
    return make("correct", t)


def candidates(v: View, subtask: str, rng) -> list[Option]:
    """Every recipe of the subtask applied once, in order (None where impossible)."""
    correct = correct_option(v, subtask)
    grouped = subtask in GROUPED
    recipes = GROUPED[subtask] if grouped else SINGLE[subtask]
    return [r(v, rng, [list(g) for g in correct.groups] if grouped else sorted(correct.highlighted))
            for r in recipes]


def fallback(v: View, correct: Option, grouped: bool, rng) -> Option | None:
    """A last-resort distractor when the recipes give too few distinct options: one block
    more or less (single colour), or one block moved to another group (per group)."""
    b = _pick(rng, v.visible)
    if b is None:
        return None
    if not grouped:
        base = set(correct.highlighted)
        return make("fallback_toggle_block", sorted(base ^ {b}))
    groups = [list(g) for g in correct.groups]
    home = next((g for g in groups if b in g), None)
    others = [g for g in groups if g is not home]
    if home is not None:
        home.remove(b)
    if others and rng.random() < 0.5:
        _pick(rng, others).append(b)
    else:
        groups.append([b])
    return make("fallback_regroup_block", *groups)
