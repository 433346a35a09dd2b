"""Hand-built scenes with hand-worked labels for ``generators.voxel.labels.view_labels``.

Every scene is a list of rows ``((i, j, k), here, r90, r180)``: the block's cell and
whether it is visible in this view, in the view +90 degrees and in the view +180 degrees
(1 = visible). Block indices are the row positions (``view_labels`` does not re-sort).
The expected label dicts and target dicts were worked out by hand from SPEC section 3:

    D_v  = visible blocks + everything directly beneath a D_v block (downward closure)
    S2   = face-connected clusters of D_v      S3 = distinct (i, j) of D_v
    S4   = highest k in D_v + 1                S5 = visible blocks
    S6   = visible blocks in the top layer     S7 = visible blocks directly under a top block
    S8   = visible blocks in a column that holds a top-layer block, top blocks excluded
    S9   = hidden blocks of D_v                S9_witness = visible blocks resting on one
    T1   = |D_v| = S5 + S9                     T2a/T2b = visible here, hidden at +90/+180

Targets: S1/S5 = visible blocks; S2/S3/S4 = visible blocks grouped per cluster / column /
layer (groups ordered by their first index); S6, S7, S8, T2a, T2b = the counted blocks;
S9 = the witnesses; T1 = D_v.

The last tests render small scenes with the real CPU ray caster, where which faces the
camera can see is obvious from the geometry, and run the labels on the rendered masks.
"""

from __future__ import annotations

import numpy as np
import pytest

from generators.voxel.labels import LABEL_KEYS, view_labels


def _labels(s1, s2, s3, s4, s5, s6, s7, s8, s9, s9w, t1, t2a, t2b) -> dict:
    return dict(zip(LABEL_KEYS, (s1, s2, s3, s4, s5, s6, s7, s8, s9, s9w, t1, t2a, t2b), strict=True))


def _targets(vis, s2, s3, s4, s6, s7, s8, s9, t1, t2a, t2b) -> dict:
    return {"S1": vis, "S2": s2, "S3": s3, "S4": s4, "S5": vis, "S6": s6, "S7": s7, "S8": s8,
            "S9": s9, "T1": t1, "T2a": t2a, "T2b": t2b}


SCENES = []


def scene(name, shape, object_type, rows, labels, targets):
    SCENES.append(pytest.param(shape, object_type, rows, labels, targets, id=name))


# 1. A single cube in the middle of a 3x3x3 grid, seen from everywhere.
#    D_v = {0}: one cluster, one column, one layer; it is the top layer itself, so nothing
#    is under a top block (S7 = S8 = 0); nothing hidden.
scene("single_cube", (3, 3, 3), "cube",
      [((1, 1, 0), 1, 1, 1)],  # 0
      _labels("cube", 1, 1, 1, 1, 1, 0, 0, 0, 0, 1, 0, 0),
      _targets([0], [[0]], [[0]], [[0]], [0], [], [], [], [0], [], []))

# 2. A single box in a corner; visible here and at +90, hidden at +180 (hypothetically
#    occluded there). S1 is the object type; T2b = 1 (block 0), T2a = 0.
scene("single_box_lost_at_180", (3, 3, 3), "box",
      [((2, 0, 0), 1, 1, 0)],  # 0
      _labels("box", 1, 1, 1, 1, 1, 0, 0, 0, 0, 1, 0, 1),
      _targets([0], [[0]], [[0]], [[0]], [0], [], [], [], [0], [], [0]))

# 3. A tall can column, bottom hidden:
#       k=2  [2] V
#       k=1  [1] V
#       k=0  [0] H   (in D_v: it holds 1 up)
#    S4 = 3; top layer = {2} -> S6 = 1; block 1 is directly under it and visible -> S7 = 1;
#    the top column below the top: {0 (H), 1 (V)} -> S8 = 1; S9 = 1 (block 0), witness = 1
#    (block 1 rests on 0; block 2 rests on a visible block); T1 = 3.
#    T2a: block 0 is visible at +90 but hidden here, so it does not count -> 0.
#    T2b: block 1 hidden at +180 -> 1.
scene("can_column_bottom_hidden", (4, 4, 4), "can",
      [((1, 1, 0), 0, 1, 0),   # 0
       ((1, 1, 1), 1, 1, 0),   # 1
       ((1, 1, 2), 1, 1, 1)],  # 2
      _labels("can", 1, 1, 3, 2, 1, 1, 1, 1, 1, 3, 0, 1),
      _targets([1, 2], [[1, 2]], [[1, 2]], [[1], [2]], [2], [1], [1], [1], [0, 1, 2], [], [1]))

# 4. Two clusters in opposite corners (top view, k in brackets):
#       j=3  .  .  .  2(0)
#       j=0  0(0)/1(1) ...
#    Cluster {0, 1} (a 2-stack at (0,0)) and {2} at (3,3): S2 = 2, S3 = 2, S4 = 2.
#    Top layer k=1 = {1}; block 0 under it (visible) -> S7 = S8 = 1.
#    T2a: block 1 hidden at +90; T2b: block 2 hidden at +180.
scene("two_clusters_apart", (4, 4, 4), "cube",
      [((0, 0, 0), 1, 1, 1),   # 0
       ((0, 0, 1), 1, 0, 1),   # 1
       ((3, 3, 0), 1, 1, 0)],  # 2
      _labels("cube", 2, 2, 2, 3, 1, 1, 1, 0, 0, 3, 1, 1),
      _targets([0, 1, 2], [[0, 1], [2]], [[0, 1], [2]], [[0, 2], [1]], [1], [0], [0], [],
               [0, 1, 2], [1], [2]))

# 5. Blocks along the xy diagonal only touch at edges, not faces:
#       (0,0,0)=0   (1,1,0)=1 with (1,1,1)=2 on it   (2,2,0)=3
#    Three face-connected clusters {0}, {1, 2}, {3} -> S2 = 3; S3 = 3; S4 = 2.
#    Top layer {2}; block 1 directly under it -> S7 = S8 = 1. T2b: block 0 hidden at +180.
scene("diagonal_edge_touch_not_connected", (3, 3, 3), "cube",
      [((0, 0, 0), 1, 1, 0),   # 0
       ((1, 1, 0), 1, 1, 1),   # 1
       ((1, 1, 1), 1, 1, 1),   # 2
       ((2, 2, 0), 1, 1, 1)],  # 3
      _labels("cube", 3, 3, 2, 4, 1, 1, 1, 0, 0, 4, 0, 1),
      _targets([0, 1, 2, 3], [[0], [1, 2], [3]], [[0], [1, 2], [3]], [[0, 1, 3], [2]], [2], [1], [1],
               [], [0, 1, 2, 3], [], [0]))

# 6. An L in the x-z plane (side view, j = 0):
#       k=2  2
#       k=1  1
#       k=0  0 3 4
#    One cluster, three columns, three layers. Top layer = {2}; under it 1 -> S7 = 1;
#    column (0,0) below the top: {0, 1} -> S8 = 2 (3 and 4 are not in a top column).
#    T2a: 4 hidden at +90 -> 1. T2b: 0 and 3 hidden at +180 -> 2.
scene("l_shape", (4, 4, 4), "cube",
      [((0, 0, 0), 1, 1, 0),   # 0
       ((0, 0, 1), 1, 1, 1),   # 1
       ((0, 0, 2), 1, 1, 1),   # 2
       ((1, 0, 0), 1, 1, 0),   # 3
       ((2, 0, 0), 1, 0, 1)],  # 4
      _labels("cube", 1, 3, 3, 5, 1, 1, 2, 0, 0, 5, 1, 2),
      _targets([0, 1, 2, 3, 4], [[0, 1, 2, 3, 4]], [[0, 1, 2], [3], [4]], [[0, 3, 4], [1], [2]],
               [2], [1], [0, 1], [], [0, 1, 2, 3, 4], [4], [0, 3]))

# 7. Hidden blocks that hold nothing visible up are NOT in D_v:
#       j=1  .     .     3(H)/4(H on 3)
#       j=0  0(V)  1(H)  2(V)
#    D_v = {0, 2} only. Without 1, 3, 4 the two visible blocks are separate: S2 = 2,
#    S3 = 2, S4 = 1 (the hidden 2-stack at (2,1) does not raise it), S9 = 0, T1 = 2.
#    Both blocks are in the top layer k=0 -> S6 = 2; nothing under them -> S7 = S8 = 0.
#    (On the whole scene it would be S2 = 1, S3 = 3, S4 = 2, S9 = 3, T1 = 5.)
#    T2a: 2 hidden at +90 -> 1 (1 and 3 differ between views but are hidden here).
scene("hidden_support_of_nothing_excluded", (4, 4, 4), "cube",
      [((0, 0, 0), 1, 1, 1),   # 0
       ((1, 0, 0), 0, 1, 1),   # 1
       ((2, 0, 0), 1, 0, 1),   # 2
       ((2, 1, 0), 0, 1, 1),   # 3
       ((2, 1, 1), 0, 1, 0)],  # 4
      _labels("cube", 2, 2, 1, 2, 2, 0, 0, 0, 0, 2, 1, 0),
      _targets([0, 2], [[0], [2]], [[0], [2]], [[0, 2]], [0, 2], [], [], [], [0, 2], [2], []))

# 8. Chain: hidden under hidden under visible, rows deliberately NOT in (i, j, k) order:
#       k=2        0(V)
#       k=1        1(H)
#       k=0  3(V)  2(H)      (3 at (0,1), the column at (1,1))
#    D_v = all 4 (2 is held in through 1). One cluster (3 touches 2), S3 = 2, S4 = 3.
#    Top = {0}; the block under it (1) is hidden -> S7 = 0; the top column below the top
#    is all hidden -> S8 = 0. S9 = 2 (1, 2), witness = {0} (3 stands on the ground).
#    T1 = 4 = 2 + 2. T2a: 3 hidden at +90 -> 1.
scene("chain_hidden_hidden_visible_unsorted", (3, 3, 3), "cube",
      [((1, 1, 2), 1, 1, 1),   # 0
       ((1, 1, 1), 0, 0, 1),   # 1
       ((1, 1, 0), 0, 0, 0),   # 2
       ((0, 1, 0), 1, 0, 1)],  # 3
      _labels("cube", 1, 2, 3, 2, 1, 0, 0, 2, 1, 4, 1, 0),
      _targets([0, 3], [[0, 3]], [[0], [3]], [[0], [3]], [0], [], [], [0], [0, 1, 2, 3], [3], []))

# 9. A top layer of three blocks with hidden blocks below some of them:
#       column A (0,0): 0 V, 1 V, 2 V          column B (1,0): 3 H, 4 H, 5 V
#       column C (0,1): 6 V, 7 H, 8 V          column D (1,1): 9 V, 10 V (height 2)
#       column E (3,3): 11 V (apart)
#    D_v = all 12 (every hidden block is under a visible one). S2 = 2 (A-D touch, E apart),
#    S3 = 5, S4 = 3. Top layer k=2 = {2, 5, 8} -> S6 = 3.
#    S7: directly under a top block are 1 (V), 4 (H), 7 (H) -> only 1 counts; 10 is at
#    k=1 but (1,1,2) is empty -> S7 = 1.
#    S8: top columns A, B, C below k=2: 0 V, 1 V, 3 H, 4 H, 6 V, 7 H -> {0, 1, 6}: 3.
#    S9 = 3 (3, 4, 7); witnesses: 5 (on 4) and 8 (on 7); 4 rests on 3 but is hidden -> 2.
#    S5 = 9, T1 = 12. T2a: column A hidden at +90 -> 3. T2b: only the tops and 11 are
#    seen at +180 -> visible-here-but-not-there = {0, 1, 6, 9, 10}: 5.
scene("top_layer_with_hidden_under_it", (4, 4, 4), "cube",
      [((0, 0, 0), 1, 0, 0),   # 0
       ((0, 0, 1), 1, 0, 0),   # 1
       ((0, 0, 2), 1, 0, 1),   # 2
       ((1, 0, 0), 0, 1, 1),   # 3
       ((1, 0, 1), 0, 1, 1),   # 4
       ((1, 0, 2), 1, 1, 1),   # 5
       ((0, 1, 0), 1, 1, 0),   # 6
       ((0, 1, 1), 0, 1, 1),   # 7
       ((0, 1, 2), 1, 1, 1),   # 8
       ((1, 1, 0), 1, 1, 0),   # 9
       ((1, 1, 1), 1, 1, 0),   # 10
       ((3, 3, 0), 1, 1, 1)],  # 11
      _labels("cube", 2, 5, 3, 9, 3, 1, 3, 3, 2, 12, 3, 5),
      _targets([0, 1, 2, 5, 6, 8, 9, 10, 11], [[0, 1, 2, 5, 6, 8, 9, 10], [11]],
               [[0, 1, 2], [5], [6, 8], [9, 10], [11]], [[0, 6, 9, 11], [1, 10], [2, 5, 8]],
               [2, 5, 8], [1], [0, 1, 6], [5, 8], list(range(12)), [0, 1, 2], [0, 1, 6, 9, 10]))

# 10. S8 with full-height columns (side view, j = 0):
#       k=3  3        9
#       k=2  2        8
#       k=1  1   5    7
#       k=0  0   4    6(H)
#     Top layer k=3 = {3, 9}: S6 = 2, S4 = 4. Under them 2 and 8 -> S7 = 2.
#     S8: top columns (0,0) and (2,0) below k=3: 0, 1, 2, 7, 8 (6 hidden) -> 5; column
#     (1,0) is below the top layer but holds no top block, so 4 and 5 do not count.
#     S9 = 1 (6), witness = {7}. T1 = 10. T2b: 0 hidden at +180 (6 too, but hidden here).
scene("tall_columns_s8", (4, 4, 4), "cube",
      [((0, 0, 0), 1, 1, 0),   # 0
       ((0, 0, 1), 1, 1, 1),   # 1
       ((0, 0, 2), 1, 1, 1),   # 2
       ((0, 0, 3), 1, 1, 1),   # 3
       ((1, 0, 0), 1, 1, 1),   # 4
       ((1, 0, 1), 1, 1, 1),   # 5
       ((2, 0, 0), 0, 1, 0),   # 6
       ((2, 0, 1), 1, 1, 1),   # 7
       ((2, 0, 2), 1, 1, 1),   # 8
       ((2, 0, 3), 1, 1, 1)],  # 9
      _labels("cube", 1, 3, 4, 9, 2, 2, 5, 1, 1, 10, 0, 1),
      _targets([0, 1, 2, 3, 4, 5, 7, 8, 9], [[0, 1, 2, 3, 4, 5, 7, 8, 9]], [[0, 1, 2, 3], [4, 5], [7, 8, 9]],
               [[0, 4], [1, 5, 7], [2, 8], [3, 9]], [3, 9], [2, 8], [0, 1, 2, 7, 8], [7], list(range(10)),
               [], [0]))

# 11. Two visible blocks connected only through hidden blocks of D_v (side view, j = 0):
#       k=2  2(V)
#       k=1  1(H)
#       k=0  0(H) 3(V)
#     2 and 3 share no face; they are joined through 1 -> 0 -> 3, both in D_v: S2 = 1 and
#     both visible blocks are one S2 group. S3 = 2, S4 = 3, S7 = S8 = 0 (hidden under the top),
#     S9 = 2, witness = {2}, T1 = 4. T2a: 3 hidden at +90.
scene("connected_only_through_hidden", (3, 3, 3), "cube",
      [((0, 0, 0), 0, 0, 1),   # 0
       ((0, 0, 1), 0, 1, 1),   # 1
       ((0, 0, 2), 1, 1, 1),   # 2
       ((1, 0, 0), 1, 0, 1)],  # 3
      _labels("cube", 1, 2, 3, 2, 1, 0, 0, 2, 1, 4, 1, 0),
      _targets([2, 3], [[2, 3]], [[2], [3]], [[2], [3]], [2], [], [], [2], [0, 1, 2, 3], [3], []))

# 12. Columns that are in D_v only because a visible block sits on hidden ones, next to a
#     column that is not in D_v at all (side view, j = 0):
#       k=2            6(H)
#       k=1  1(V) 3(H) 5(V)
#       k=0  0(H) 2(H) 4(H)
#     D_v = {1, 0, 5, 4}: column (1,0) holds nothing visible -> out; 6 is a hidden top with
#     nothing visible above it -> out. So S4 = 2 (not 3), S3 = 2 (not 3), and (0,0) and (2,0)
#     no longer touch: S2 = 2 (not 1). Top layer k=1 = {1, 5}: S6 = 2. Under them nothing
#     (k=1 is the top) -> S7 = 0; below the top in those columns only hidden 0, 4 -> S8 = 0.
#     S9 = 2 (0, 4), witnesses {1, 5}, T1 = 4. T2a: 1 hidden at +90; T2b: 5 hidden at +180.
scene("columns_only_via_hidden_supports", (4, 4, 4), "cube",
      [((0, 0, 0), 0, 1, 1),   # 0
       ((0, 0, 1), 1, 0, 1),   # 1
       ((1, 0, 0), 0, 1, 1),   # 2
       ((1, 0, 1), 0, 1, 1),   # 3
       ((2, 0, 0), 0, 1, 1),   # 4
       ((2, 0, 1), 1, 1, 0),   # 5
       ((2, 0, 2), 0, 1, 1)],  # 6
      _labels("cube", 2, 2, 2, 2, 2, 0, 0, 2, 2, 4, 1, 1),
      _targets([1, 5], [[1], [5]], [[1], [5]], [[1, 5]], [1, 5], [], [], [1, 5], [0, 1, 4, 5], [1], [5]))

# 13. T2a / T2b on a 2x2 footprint with a 1-block tower at (1,1) (top view, k=0 | k=1):
#       j=1  2   3(H)|4
#       j=0  0   1
#     here  : 0 1 2 . 4  (3 hidden under 4, behind 1 and 2)
#     +90   : . 1 . 3 4
#     +180  : . . 2 3 4
#     T2a = here & not +90 = {0, 2}; T2b = here & not +180 = {0, 1}; 3 is seen in both partner
#     views but not here, so it is in neither. Other labels: S2 = 1, S3 = 4, S4 = 2, S6 = 1,
#     S7 = 0 (3 is hidden), S8 = 0, S9 = 1, witness {4}, T1 = 5.
scene("t2_partner_views", (3, 3, 3), "box",
      [((0, 0, 0), 1, 0, 0),   # 0
       ((1, 0, 0), 1, 1, 0),   # 1
       ((0, 1, 0), 1, 0, 1),   # 2
       ((1, 1, 0), 0, 1, 1),   # 3
       ((1, 1, 1), 1, 1, 1)],  # 4
      _labels("box", 1, 4, 2, 4, 1, 0, 0, 1, 1, 5, 2, 2),
      _targets([0, 1, 2, 4], [[0, 1, 2, 4]], [[0], [1], [2], [4]], [[0, 1, 2], [4]], [4], [], [], [4],
               [0, 1, 2, 3, 4], [0, 2], [0, 1]))

# 14. Nothing visible: D_v is empty, so every count is 0 (S4 = highest k + 1 of an empty
#     set = 0) and every target is empty, even though the partner views see both blocks.
scene("nothing_visible", (3, 3, 3), "cube",
      [((0, 0, 0), 0, 1, 1),   # 0
       ((0, 0, 1), 0, 1, 1)],  # 1
      _labels("cube", 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0),
      _targets([], [], [], [], [], [], [], [], [], [], []))

# 15. A non-cubic 5x2x2 grid (top view, k=0 | k=1):
#       j=1  .  .  .  4  2(H)|3
#       j=0  0  1  .  .  .
#     Clusters {0, 1} and {4, 2, 3}: S2 = 2; S3 = 4; S4 = 2; top = {3}; under it 2 is hidden
#     -> S7 = S8 = 0; S9 = 1, witness {3}; T1 = 5; partner views see everything.
scene("non_cubic_grid_5x2x2", (5, 2, 2), "cube",
      [((0, 0, 0), 1, 1, 1),   # 0
       ((1, 0, 0), 1, 1, 1),   # 1
       ((4, 1, 0), 0, 1, 1),   # 2
       ((4, 1, 1), 1, 1, 1),   # 3
       ((3, 1, 0), 1, 1, 1)],  # 4
      _labels("cube", 2, 4, 2, 4, 1, 0, 0, 1, 1, 5, 0, 0),
      _targets([0, 1, 3, 4], [[0, 1], [3, 4]], [[0], [1], [3], [4]], [[0, 1, 4], [3]], [3], [], [], [3],
               [0, 1, 2, 3, 4], [], []))


def _call(shape, object_type, rows):
    blocks = np.array([r[0] for r in rows], dtype=np.int64).reshape(-1, 3)
    here, r90, r180 = (np.array([r[n] for r in rows], dtype=bool) for n in (1, 2, 3))
    return view_labels(blocks, shape, object_type, here, r90, r180)


def _plain(value):
    """Numpy scalars and nested lists to plain Python, so equality is exact."""
    if isinstance(value, (list, tuple)):
        return [_plain(v) for v in value]
    return value.item() if isinstance(value, np.generic) else value


@pytest.mark.parametrize("shape, object_type, rows, labels, targets", SCENES)
def test_labels(shape, object_type, rows, labels, targets):
    got, _ = _call(shape, object_type, rows)
    assert tuple(got) == LABEL_KEYS
    assert {k: _plain(v) for k, v in got.items()} == labels
    assert all(type(v) is int for k, v in got.items() if k != "S1")


@pytest.mark.parametrize("shape, object_type, rows, labels, targets", SCENES)
def test_targets(shape, object_type, rows, labels, targets):
    _, got = _call(shape, object_type, rows)
    assert {k: _plain(v) for k, v in got.items()} == targets


@pytest.mark.parametrize("shape, object_type, rows, labels, targets", SCENES)
def test_counts_match_targets(shape, object_type, rows, labels, targets):
    """The hand-written expectations agree with themselves (and with the spec's identities)."""
    assert labels["T1"] == labels["S5"] + labels["S9"] == len(targets["T1"])
    assert labels["S9_witness"] == len(targets["S9"])
    for key in ("S5", "S6", "S7", "S8", "T2a", "T2b"):
        assert labels[key] == len(targets[key]), key
    assert labels["S3"] >= len(targets["S3"]) and labels["S4"] >= len(targets["S4"])
    assert labels["S2"] >= len(targets["S2"])
    got, _ = _call(shape, object_type, rows)
    assert got["T1"] == got["S5"] + got["S9"]


@pytest.mark.parametrize("shape, object_type, rows, labels, targets", SCENES)
def test_row_order_only_renumbers_targets(shape, object_type, rows, labels, targets):
    """Reversing the block list gives the same labels and the same targets, renumbered."""
    n = len(rows)
    got_labels, got = _call(shape, object_type, rows[::-1])
    assert {k: _plain(v) for k, v in got_labels.items()} == labels
    back = {k: (sorted(sorted(n - 1 - b for b in g) for g in v) if k in ("S2", "S3", "S4")
                else sorted(n - 1 - b for b in v)) for k, v in got.items()}
    assert back == targets


# ---------------------------------------------------------------------------------------
# End to end through the CPU ray caster.
#
# View 0 (azimuth 0 + 3 degrees) puts the camera at -x, -y, +z of the structure, looking
# toward +x, +y, -z: it sees the -x, -y and top faces. The +90 view (clockwise) sits at
# -x, +y (sees -x, +y, top faces); the +180 view at +x, +y (sees +x, +y, top faces).
# A block is visible when one of the faces on the camera's side is not covered by a
# neighbour and not in the shadow of a taller column between it and the camera.

@pytest.fixture(scope="module")
def render_masks():
    from generators.render.cpu import CpuRenderer
    from generators.voxel.camera import camera_for, view_set
    from generators.voxel.grid import Grid, Scene
    from generators.voxel.visibility import visible_mask

    renderer = CpuRenderer()
    spec = view_set()[0]

    def masks(shape, blocks, object_type="cube"):
        scene = Scene(Grid(shape), np.array(blocks), object_type)
        out = []
        for s in (spec, spec.rotated(90.0), spec.rotated(180.0)):
            cam = camera_for(*scene.bbox(), s, block_size=0.1, width=128, height=128)
            out.append(visible_mask(renderer.render(scene, cam, rgb=False).pixel_counts))
            if s is spec:  # the camera really is at -x, -y, +z of the target
                assert (np.sign(cam.position - cam.look_at) == [-1, -1, 1]).all()
        return scene, out

    return masks


def _render_labels(render_masks, shape, blocks, object_type="cube"):
    scene, (here, r90, r180) = render_masks(shape, blocks, object_type)
    labels, targets = view_labels(scene.blocks, shape, scene.object_type, here, r90, r180)
    plain_labels = {k: _plain(v) for k, v in labels.items()}
    plain_targets = {k: _plain(v) for k, v in targets.items()}
    return scene, (here, r90, r180), plain_labels, plain_targets


def test_render_single_column_all_visible(render_masks):
    # A 1x1x3 column: every block shows its -x and -y sides (and the top block its top) in
    # every view, so all three are visible everywhere and nothing is lost at +90 / +180.
    scene, masks, labels, targets = _render_labels(render_masks, (1, 1, 3), [(0, 0, 2), (0, 0, 0), (0, 0, 1)])
    assert scene.blocks.tolist() == [[0, 0, 0], [0, 0, 1], [0, 0, 2]]
    for m in masks:
        assert m.tolist() == [True, True, True]
    assert labels == _labels("cube", 1, 1, 3, 3, 1, 1, 2, 0, 0, 3, 0, 0)
    assert targets["S6"] == [2] and targets["S7"] == [1] and targets["S8"] == [0, 1]
    assert targets["S4"] == [[0], [1], [2]]


def test_render_nook_behind_three_towers(render_masks):
    # Three 3-high towers in an L at (0,0), (1,0), (0,1) and one cube at (1,1,0) in the nook:
    #     j=1  T   c          camera of view 0 at the bottom-left (-x, -y), high up
    #     j=0  T   T
    # Sorted: (0,0,0..2) = 0,1,2; (0,1,0..2) = 3,4,5; (1,0,0..2) = 6,7,8; (1,1,0) = 9.
    # View 0: the cube's -x face touches tower (0,1), its -y face touches tower (1,0) and
    #   its top is in their shadow -> hidden; it holds nothing up -> not in D_v.
    # +90 (camera at -x, +y): 6 = (1,0,0) has (0,0,0) on its -x side, the cube on its +y
    #   side and 7 on top -> hidden; everything else shows a -x or +y face.
    # +180 (camera at +x, +y): 0 and 1 of the corner tower are walled in on +x and +y by
    #   the other towers and covered on top -> hidden; 2 shows its top.
    towers = [(i, j, k) for i, j in ((0, 0), (1, 0), (0, 1)) for k in range(3)]
    scene, (here, r90, r180), labels, targets = _render_labels(render_masks, (4, 4, 4), towers + [(1, 1, 0)])
    assert np.flatnonzero(~here).tolist() == [9]
    assert np.flatnonzero(~r90).tolist() == [6]
    assert np.flatnonzero(~r180).tolist() == [0, 1]
    # D_v = 0..8: one cluster, 3 columns, 3 layers, 9 visible; top {2, 5, 8}; under them
    # {1, 4, 7}; S8 = the six lower tower blocks; nothing hidden in D_v, so T1 = 9, not 10.
    assert labels == _labels("cube", 1, 3, 3, 9, 3, 3, 6, 0, 0, 9, 1, 2)
    assert targets["T1"] == list(range(9))
    assert targets["S6"] == [2, 5, 8] and targets["S7"] == [1, 4, 7]
    assert targets["S8"] == [0, 1, 3, 4, 6, 7]
    assert targets["T2a"] == [6] and targets["T2b"] == [0, 1]


def test_render_hidden_support_counts(render_masks):
    # A 2-high tower at (1,1) with one cube on its -x side (0,1,0) and one on its -y side
    # (1,0,0). Sorted: (0,1,0) = 0, (1,0,0) = 1, (1,1,0) = 2, (1,1,1) = 3.
    # View 0: block 2 has neighbours on -x and -y and block 3 on top -> hidden, but it holds
    # up visible 3, so it is in D_v: S9 = 1 with witness 3, T1 = 4 = S5 + S9.
    # At +90 and +180 block 2 shows its +y face, so all four are visible there.
    # (A box is drawn as a full cell like a cube; a can would leave gaps between blocks.)
    scene, (here, r90, r180), labels, targets = _render_labels(
        render_masks, (3, 3, 3), [(1, 1, 1), (0, 1, 0), (1, 1, 0), (1, 0, 0)], "box")
    assert scene.blocks.tolist() == [[0, 1, 0], [1, 0, 0], [1, 1, 0], [1, 1, 1]]
    assert here.tolist() == [True, True, False, True]
    assert r90.all() and r180.all()
    # One cluster, 3 columns, 2 layers; top {3}; under it 2 is hidden -> S7 = S8 = 0.
    assert labels == _labels("box", 1, 3, 2, 3, 1, 0, 0, 1, 1, 4, 0, 0)
    assert targets["S9"] == [3] and targets["T1"] == [0, 1, 2, 3]
    assert targets["S2"] == [[0, 1, 3]] and targets["S4"] == [[0, 1], [3]]
