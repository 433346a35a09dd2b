"""Names of the cognitive errors a distractor realises (its ``choice_types`` entry), from how
it differs from the correct option (docs/questions.md, "Distractor names").

Highlight sets (S1, S5-S9, T2, S2-S4 with one group or only single-block groups) are named
by their difference from the
correct set C: the blocks of C left out and the blocks added, each kind under the
release's error name where there is one:

    left out                    S1, S5, S2-S4: omit_one_block / omit_two_blocks / omit_blocks;
                                S6 top_block_missing; S7 support_missed; S8 column_blocks_removed
                                (two: two_column_blocks_removed); S9 supported_block_missed;
                                T2 missing_non_match
    added                       phantom_above_top (a block drawn above a top-layer block),
                                phantom_block (drawn in another empty cell where a block
                                could rest, phantoms.py);
                                S6 block_below_top, other_column_top, non_top_block;
                                S7 non_support_highlighted; S8 wrong_column, top_block_included;
                                S9 wrong_visible_block; T2 both_views_blocks

joined by "+", e.g. ``omit_one_block+phantom_above_top``. One block swapped for one other
has the release's single name where it has one (S6 block_below_top and other_column_top,
S7 wrong_support_subset, S9 wrong_visible_block, T2 single_random_block when C is one
block); a T2 set disjoint from C and as large is random_wrong_blocks; an empty option is
nothing_highlighted.

Partitions (S2-S4 with two or more groups, not all single blocks) are named by the two moves that made them
(``options.partition_move``: the hidden decoy's, then their own), without repeats: an
exchange of two blocks between groups is clusters_confused (S2), columns_confused (S3),
far_layer_confused or adjacent_layers_confused (S4, by the blocks' layers); a merge of two
groups with a split of a third is merge_two_clusters+fake_split, merge_two_columns+column_split
or merge_two_layers+layer_split.
"""

from __future__ import annotations

import numpy as np

from .options import MCQ_SUBTASKS, PARTITIONS

__all__ = ["MCQ_SUBTASKS", "Geometry", "name_marks", "name_moves", "EMPTY"]

EMPTY = "nothing_highlighted"
LEFT_OUT = {"S6": "top_block_missing", "S7": "support_missed", "S8": "column_blocks_removed",
            "S9": "supported_block_missed", "T2a": "missing_non_match", "T2b": "missing_non_match"}
LEFT_OUT_TWO = {"S8": "two_column_blocks_removed"}
OMIT = {1: "omit_one_block", 2: "omit_two_blocks"}
ADDED = {"S7": "non_support_highlighted", "S9": "wrong_visible_block", "T2a": "both_views_blocks",
         "T2b": "both_views_blocks"}
PHANTOM = "phantom_above_top"
PHANTOM_ELSEWHERE = "phantom_block"
SWAPPED = {"S7": "wrong_support_subset", "S9": "wrong_visible_block"}
CROSS = {"S2": "clusters_confused", "S3": "columns_confused"}
MERGE_SPLIT = {"S2": "merge_two_clusters+fake_split", "S3": "merge_two_columns+column_split",
               "S4": "merge_two_layers+layer_split"}


class Geometry:
    """Where a view's blocks are: cells, columns, the top layer, the highest visible block of
    each column."""

    def __init__(self, view: dict, phantoms: list | tuple = ()):
        self.blocks = np.asarray(view["blocks"], dtype=np.int64).reshape(-1, 3)
        self.phantoms = [tuple(int(v) for v in c) for c in phantoms]  # cell of mark n_blocks + p
        self.n_blocks = len(self.blocks)
        self.cell = {tuple(b): n for n, b in enumerate(self.blocks.tolist())}
        self.top = set(view["targets"]["S6"])
        self.top_columns = {self.col(b) for b in self.top}
        self.kmax = max((self.layer(b) for b in self.top), default=-1)
        highest: dict = {}
        for b in view["targets"]["S5"]:
            if self.layer(b) > highest.get(self.col(b), (-1, None))[0]:
                highest[self.col(b)] = (self.layer(b), b)
        self.column_tops = {b for _, b in highest.values()}

    def col(self, b: int) -> tuple[int, int]:
        return int(self.blocks[b, 0]), int(self.blocks[b, 1])

    def layer(self, b: int) -> int:
        return int(self.blocks[b, 2])

    def below(self, b: int) -> int | None:
        i, j, k = self.blocks[b].tolist()
        return self.cell.get((i, j, k - 1))


def _added_kind(subtask: str, geo: Geometry, m: int) -> str:
    if m >= geo.n_blocks:
        i, j, k = geo.phantoms[m - geo.n_blocks]
        return PHANTOM if geo.cell.get((i, j, k - 1)) in geo.top else PHANTOM_ELSEWHERE
    if subtask == "S6":
        if any(geo.below(t) == m for t in geo.top):
            return "block_below_top"
        if m in geo.column_tops and geo.col(m) not in geo.top_columns:
            return "other_column_top"
        return "non_top_block"
    if subtask == "S8":
        return "top_block_included" if geo.layer(m) == geo.kmax else "wrong_column"
    return ADDED.get(subtask, PHANTOM)


def _left_out_name(subtask: str, n: int) -> str:
    if subtask in LEFT_OUT:
        return LEFT_OUT_TWO.get(subtask, LEFT_OUT[subtask]) if n == 2 else LEFT_OUT[subtask]
    return OMIT.get(n, "omit_blocks")


def name_marks(subtask: str, geo: Geometry, truth: set, option: set) -> str:
    """The name of a highlight-set distractor (module docstring)."""
    if not option:
        return EMPTY
    gone, added = sorted(truth - option), sorted(option - truth)
    if subtask in ("T2a", "T2b") and len(option) == len(truth) and not truth & option:
        return "single_random_block" if len(truth) == 1 else "random_wrong_blocks"
    if len(gone) == 1 and len(added) == 1:
        (t,), (m,) = gone, added
        if subtask == "S6" and m < geo.n_blocks and geo.below(t) == m:
            return "block_below_top"
        if subtask == "S6" and _added_kind(subtask, geo, m) == "other_column_top":
            return "other_column_top"
        if subtask in SWAPPED:
            return SWAPPED[subtask]
    parts = [_left_out_name(subtask, len(gone))] if gone else []
    parts += sorted({_added_kind(subtask, geo, m) for m in added})
    return "+".join(parts)


def _move_name(subtask: str, geo: Geometry, kind) -> str:
    if kind == "merge_split":
        return MERGE_SPLIT[subtask]
    _, u, v = kind
    if subtask == "S4":
        return "far_layer_confused" if abs(geo.layer(u) - geo.layer(v)) >= 2 else "adjacent_layers_confused"
    return CROSS[subtask]


def name_moves(subtask: str, geo: Geometry, kinds: tuple) -> str:
    """The name of a partition distractor from its two moves (decoy's, own), without repeats."""
    if subtask not in PARTITIONS:
        raise ValueError(f"{subtask} options are highlight sets; name them with name_marks")
    parts: list[str] = []
    for kind in kinds:
        for part in _move_name(subtask, geo, kind).split("+"):
            if part not in parts:
                parts.append(part)
    return "+".join(parts)
