"""Property tests for gravity collapse (SPEC section 2, "Gravity collapse").

Every column must end up a contiguous stack from the ground, and collapse must move blocks
only down their own column: the number of blocks in each (i, j) column is unchanged.
The oracles here are brute force over Python sets, independent of ``gravity.py``.
"""

from __future__ import annotations

from collections import Counter

import numpy as np
from hypothesis import given, settings
from hypothesis import strategies as st

from generators.voxel.gravity import collapse, column_heights, has_gaps, stacks_from_heights

SETTINGS = settings(max_examples=150, deadline=None)

shapes = st.tuples(st.integers(1, 6), st.integers(1, 6), st.integers(1, 6))


@st.composite
def shape_and_cells(draw):
    """A grid shape and a set of distinct cells inside it (possibly empty, possibly full)."""
    shape = draw(shapes)
    cap = shape[0] * shape[1] * shape[2]
    slots = draw(st.sets(st.integers(0, cap - 1), max_size=cap))
    cells = np.array([np.unravel_index(s, shape) for s in sorted(slots)], dtype=np.int64).reshape(-1, 3)
    return shape, cells


@st.composite
def shape_and_heights(draw):
    shape = draw(shapes)
    flat = draw(st.lists(st.integers(0, shape[2]), min_size=shape[0] * shape[1],
                         max_size=shape[0] * shape[1]))
    return shape, np.array(flat, dtype=np.int64).reshape(shape[:2])


def brute_has_gaps(cells) -> bool:
    occ = {tuple(c) for c in np.asarray(cells).reshape(-1, 3).tolist()}
    return any(k > 0 and (i, j, k - 1) not in occ for i, j, k in occ)


def column_counts(cells) -> Counter:
    return Counter((i, j) for i, j, _ in np.asarray(cells).reshape(-1, 3).tolist())


@SETTINGS
@given(shape_and_cells())
def test_collapse_is_gap_free_and_keeps_column_counts(data):
    shape, cells = data
    out = collapse(cells, shape)
    assert out.shape == (len(cells), 3)
    assert not has_gaps(out, shape)
    assert not brute_has_gaps(out)
    assert column_counts(out) == column_counts(cells)
    # distinct cells, all inside the grid
    assert len({tuple(c) for c in out.tolist()}) == len(out)
    if len(out):
        assert out.min() >= 0
        assert (out < np.array(shape)).all()


@SETTINGS
@given(shape_and_cells())
def test_collapse_output_is_canonical_and_idempotent(data):
    shape, cells = data
    out = collapse(cells, shape)
    # lexicographic (i, j, k) order, as stacks_from_heights promises
    assert [tuple(c) for c in out.tolist()] == sorted(tuple(c) for c in out.tolist())
    np.testing.assert_array_equal(collapse(out, shape), out)
    # the input order does not matter
    rng = np.random.default_rng(len(cells))
    np.testing.assert_array_equal(collapse(cells[rng.permutation(len(cells))], shape), out)
    # a gap-free input is left where it is
    if not brute_has_gaps(cells):
        assert {tuple(c) for c in out.tolist()} == {tuple(c) for c in cells.tolist()}


@SETTINGS
@given(shape_and_cells())
def test_has_gaps_matches_brute_force(data):
    shape, cells = data
    assert has_gaps(cells, shape) == brute_has_gaps(cells)


@SETTINGS
@given(shape_and_heights())
def test_heights_round_trip(data):
    shape, heights = data
    blocks = stacks_from_heights(heights)
    assert len(blocks) == int(heights.sum())
    assert not brute_has_gaps(blocks)
    expected = {(i, j, k) for i in range(shape[0]) for j in range(shape[1]) for k in range(heights[i, j])}
    assert {tuple(b) for b in blocks.tolist()} == expected
    np.testing.assert_array_equal(column_heights(blocks, shape), heights)


@SETTINGS
@given(shape_and_cells())
def test_blocks_round_trip_through_heights(data):
    shape, cells = data
    stacks = collapse(cells, shape)
    heights = column_heights(stacks, shape)
    assert heights.shape == shape[:2]
    np.testing.assert_array_equal(stacks_from_heights(heights), stacks)
    # column height of a gap-free stack is its block count
    for (i, j), n in column_counts(cells).items():
        assert heights[i, j] == n
    assert heights.sum() == len(cells)


def test_edge_cases():
    shape = (3, 2, 4)
    empty = np.zeros((0, 3), dtype=np.int64)
    assert collapse(empty, shape).shape == (0, 3)
    assert not has_gaps(empty, shape)
    np.testing.assert_array_equal(column_heights(empty, shape), np.zeros((3, 2), dtype=np.int64))
    assert stacks_from_heights(np.zeros((3, 2), dtype=np.int64)).shape == (0, 3)
    # a floating block falls to the ground; a full column stays full
    np.testing.assert_array_equal(collapse(np.array([[2, 1, 3]]), shape), [[2, 1, 0]])
    full = np.array([[0, 0, k] for k in range(4)])
    np.testing.assert_array_equal(collapse(full[::-1], shape), full)
    assert has_gaps(np.array([[0, 0, 1]]), shape)
    assert has_gaps(np.array([[0, 0, 0], [0, 0, 2]]), shape)
