"""The release's image MCQs (``questions.style=release``): the view itself with the correct
highlight and four named cognitive-error distractors made from it, one recipe each
(docs/questions.md, "The release's construction").

Kept for comparison with the release's numbers, not as a benchmark: every distractor is one
named edit of the correct option, so the correct option is the centre of the set, and some
errors are wrong on their face (an uncoloured block where S1 asks for every block; two blocks
of one colour where S5 asks for one each). ``spatial-iq audit`` measures the leak.

Recipes per subtask (SPEC, section 4), in order; a recipe the view cannot make, or whose
option looks like one already taken, is skipped, and a block toggled in or out
(``fallback_toggle_block``; per group: moved to another group, ``fallback_regroup_block``)
fills what is missing. A view with one visible block has no question.
"""

from __future__ import annotations

import numpy as np

Option = tuple  # (kind, groups: tuple of sorted tuples of block ids, phantom cell or None)


def _make(kind: str, *groups, phantom=None) -> Option:
    return (kind, tuple(tuple(sorted(int(b) for b in g)) for g in groups if len(g)),
            None if phantom is None else tuple(int(v) for v in phantom))


def _look(option: Option) -> tuple:
    return frozenset(frozenset(g) for g in option[1]), option[2]


def _pick(rng, items):
    items = list(items)
    return items[int(rng.integers(len(items)))] if items else None


class _View:
    """What the recipes read of a view: cells, visible blocks, targets."""

    def __init__(self, view: dict):
        self.blocks = np.asarray(view["blocks"], np.int64).reshape(-1, 3)
        self.targets = view["targets"]
        self.visible = sorted(int(b) for b in view["targets"]["S5"])
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
        near = [(i + 1, j, k), (i - 1, j, k), (i, j + 1, k), (i, j - 1, k), (i, j, k + 1), (i, j, k - 1)]
        vis = set(self.visible)
        return [self.cell[c] for c in near if c in self.cell and self.cell[c] in vis]


# ---- single-colour recipes: (view, rng, correct blocks) -> Option or None ---------------------

def _phantom_above_top(v, rng, base):
    b = _pick(rng, v.targets["S6"])
    return None if b is None else _make("phantom_above_top", base, phantom=v.blocks[b] + (0, 0, 1))


def _omit(kind: str, n: int):
    def recipe(v, rng, base):
        if len(base) < n:
            return None
        drop = set(rng.choice(base, size=n, replace=False).tolist())
        return _make(kind, [b for b in base if b not in drop])
    return recipe


def _drop_column(v, rng, base):
    cols = v.by(v.col, base)
    if len(cols) < 2:
        return None
    gone = _pick(rng, sorted(cols))
    return _make("drop_column", [b for b in base if v.col(b) != gone])


def _block_below_top(v, rng, base):
    vis = set(v.visible)
    swaps = [(t, v.cell.get((*v.col(t), v.layer(t) - 1))) for t in base]
    swaps = [(t, b) for t, b in swaps if b is not None and b in vis]
    if not swaps:
        return None
    t, below = _pick(rng, swaps)
    return _make("block_below_top", [b for b in base if b != t] + [below])


def _other_column_top(v, rng, base):
    top_cols = {v.col(b) for b in base}
    tops = [max(bs, key=v.layer) for c, bs in v.by(v.col).items() if c not in top_cols]
    if not base or not tops:
        return None
    t, other = _pick(rng, base), _pick(rng, tops)
    return _make("other_column_top", [b for b in base if b != t] + [other])


def _nothing(v, rng, base):
    return _make("nothing_highlighted")


def _below_top_layer(v) -> list[int]:
    kmax = max((v.layer(b) for b in v.targets["S6"]), default=0)
    return [b for b in v.visible if v.layer(b) == kmax - 1 and b not in v.targets["S7"]] or v.visible


def _add(kind: str, pool):
    def recipe(v, rng, base):
        extra = _pick(rng, [b for b in pool(v) if b not in base])
        return None if extra is None else _make(kind, base + [extra])
    return recipe


def _swap(kind: str, pool):
    def recipe(v, rng, base):
        free = [b for b in pool(v) if b not in base]
        if not base or not free:
            return None
        out, new = _pick(rng, base), _pick(rng, free)
        return _make(kind, [b for b in base if b != out] + [new])
    return recipe


def _subset(kind: str):
    def recipe(v, rng, base):
        if len(base) < 3:
            return None
        return _make(kind, rng.choice(base, size=int(rng.integers(1, len(base) - 1)), replace=False).tolist())
    return recipe


def _wrong_column(v, rng, base):
    top_cols = {v.col(b) for b in v.targets["S6"]}
    others = {c: [b for b in bs if v.layer(b) < max(v.layer(x) for x in bs)]
              for c, bs in v.by(v.col).items() if c not in top_cols}
    others = {c: bs for c, bs in others.items() if bs}
    return _make("wrong_column", others[_pick(rng, sorted(others))]) if others else None


def _supports_without_column(v, rng, base):
    return _make("supports_without_column", v.targets["S7"])


def _random_wrong_blocks(v, rng, base):
    pool = [b for b in v.visible if b not in base]
    if not pool:
        return None
    n = min(max(len(base), 1), len(pool))
    return _make("random_wrong_blocks", rng.choice(pool, size=n, replace=False).tolist())


def _single_random_block(v, rng, base):
    return _make("single_random_block", [_pick(rng, v.visible)]) if v.visible else None


def _both_views_blocks(v, rng, base):
    return _make("both_views_blocks", [b for b in v.visible if b not in base])


# ---- per-group recipes: (view, rng, correct groups) -> Option or None --------------------------

def _split(kind: str):
    def recipe(v, rng, groups):
        big = [g for g in groups if len(g) >= 2]
        if not big:
            return None
        g = _pick(rng, big)
        order = rng.permutation(g).tolist()
        cut = int(rng.integers(1, len(g)))
        return _make(kind, *[x for x in groups if x is not g], order[:cut], order[cut:])
    return recipe


def _merge(kind: str, adjacent):
    def recipe(v, rng, groups):
        pairs = [(a, b) for a in range(len(groups)) for b in range(a + 1, len(groups))
                 if adjacent(v, groups[a], groups[b])]
        if not pairs:
            return None
        a, b = _pick(rng, pairs)
        return _make(kind, *[g for n, g in enumerate(groups) if n not in (a, b)], groups[a] + groups[b])
    return recipe


def _drop_group(kind: str):
    def recipe(v, rng, groups):
        if len(groups) < 2:
            return None
        gone = int(rng.integers(len(groups)))
        return _make(kind, *[g for n, g in enumerate(groups) if n != gone])
    return recipe


def _far_layer_confused(v, rng, groups):
    layers = {v.layer(g[0]): g for g in groups}
    pairs = sorted((a, b) for a in layers for b in layers if abs(a - b) >= 2)
    if not pairs:
        return None
    a, b = _pick(rng, pairs)
    if len(layers[a]) == 1:
        return None
    moved = _pick(rng, layers[a])
    out = [[x for x in g if x != moved] for g in groups if g is not layers[b]] + [layers[b] + [moved]]
    return _make("far_layer_confused", *out)


def _all_one_colour(v, rng, groups):
    return _make("all_one_colour", [b for g in groups for b in g]) if len(groups) >= 2 else None


def _merge_neighbours(kind: str, size: int):
    def recipe(v, rng, groups):
        for start in rng.permutation(v.visible).tolist():
            chain = [start]
            while len(chain) < size:
                near = sorted({n for b in chain for n in v.face_neighbours(b) if n not in chain})
                if not near:
                    break
                chain.append(_pick(rng, near))
            if len(chain) == size:
                return _make(kind, *[[b] for b in v.visible if b not in chain], chain)
        return None
    return recipe


def _drop_half(v, rng, groups):
    if len(groups) < 2:
        return None
    keep = rng.choice(len(groups), size=len(groups) - len(groups) // 2, replace=False)
    return _make("drop_half", *[groups[n] for n in sorted(keep.tolist())])


def _columns_adjacent(v, a, b) -> bool:
    (i, j), (p, q) = v.col(a[0]), v.col(b[0])
    return abs(i - p) + abs(j - q) == 1


def _layers_adjacent(v, a, b) -> bool:
    return abs(v.layer(a[0]) - v.layer(b[0])) == 1


RECIPES = {
    "S1": [_phantom_above_top, _omit("omit_one_block", 1), _omit("omit_two_blocks", 2), _drop_column],
    "S6": [_phantom_above_top, _omit("top_block_missing", 1), _block_below_top, _other_column_top],
    "S7": [_omit("support_missed", 1), _swap("wrong_support_subset", _below_top_layer), _nothing,
           _add("non_support_highlighted", _below_top_layer)],
    "S8": [_omit("column_blocks_removed", 1), _wrong_column, _omit("two_column_blocks_removed", 2),
           _supports_without_column],
    "S9": [_omit("supported_block_missed", 1), _nothing, _swap("wrong_visible_block", lambda v: v.visible),
           _subset("incomplete_subset")],
    "T2a": [_random_wrong_blocks, _single_random_block, _both_views_blocks, _omit("missing_non_match", 1)],
    "S2": [_split("fake_split"), _merge("merge_two_clusters", lambda v, a, b: True), _all_one_colour,
           _split("fake_split")],
    "S3": [_merge("merge_two_columns", _columns_adjacent), _split("column_split"), _split("column_split"),
           _merge("merge_two_columns", _columns_adjacent), _drop_group("column_missing")],
    "S4": [_merge("merge_two_layers", _layers_adjacent), _split("layer_split"), _drop_group("layer_missing"),
           _far_layer_confused],
    "S5": [_merge_neighbours("merge_adjacent_pair", 2), _merge_neighbours("merge_adjacent_triple", 3),
           _drop_half, _drop_half],
}
RECIPES["T2b"] = RECIPES["T2a"]
GROUPED = ("S2", "S3", "S4", "S5")


def _correct(view: dict, subtask: str) -> Option:
    t = view["targets"][subtask]
    if subtask == "S5":
        return _make("correct", *[[b] for b in t])
    return _make("correct", *t) if subtask in GROUPED else _make("correct", t)


def _fallback(v: _View, correct: Option, grouped: bool, rng) -> Option | None:
    b = _pick(rng, v.visible)
    if b is None:
        return None
    if not grouped:
        return _make("fallback_toggle_block", sorted({x for g in correct[1] for x in g} ^ {b}))
    groups = [list(g) for g in correct[1]]
    home = next((g for g in groups if b in g), None)
    others = [g for g in groups if g is not home]
    if home is not None:
        home.remove(b)
    if others and rng.random() < 0.5:
        _pick(rng, others).append(b)
    else:
        groups.append([b])
    return _make("fallback_regroup_block", *groups)


def release_options(view: dict, subtask: str, rng, k: int = 5) -> list[Option] | None:
    """The correct option first, then k - 1 distractors in recipe order (module docstring);
    None when the view cannot give k options that look different."""
    v = _View(view)
    correct = _correct(view, subtask)
    grouped = subtask in GROUPED
    base = [list(g) for g in correct[1]] if grouped else sorted(b for g in correct[1] for b in g)
    chosen, seen = [correct], {_look(correct)}
    for recipe in RECIPES[subtask]:
        option = recipe(v, rng, base)
        if option is not None and _look(option) not in seen and len(chosen) < k:
            chosen.append(option)
            seen.add(_look(option))
    for _ in range(64):
        if len(chosen) == k:
            break
        option = _fallback(v, correct, grouped, rng)
        if option is not None and _look(option) not in seen:
            chosen.append(option)
            seen.add(_look(option))
    return chosen if len(chosen) == k else None


def option_record(option: Option, n_blocks: int) -> dict:
    """An option record (``mcq.py``) of a release-style option: one group per colour; a
    phantom block is block ``n_blocks`` of the option, coloured with the first group."""
    kind, groups, phantom = option
    groups = [list(g) for g in groups]
    if phantom is not None:
        groups = (groups or [[]])
        groups[0] = groups[0] + [n_blocks]
    return {"kind": kind, "groups": groups, "phantoms": [] if phantom is None else [list(phantom)],
            "removed": []}
