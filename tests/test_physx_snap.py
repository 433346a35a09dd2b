"""Snapping PhysX-settled poses to the lattice: exact cells for settled stacks (any 90-degree
turn of a cube, any spin of a can), rejection with a reason for anything off the lattice."""

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from generators.voxel.gravity import collapse
from generators.voxel.grid import Grid
from generators.voxel.snap import snap_to_lattice

GRID = Grid((4, 4, 4), 0.1)


def _rot_z(deg):
    c, s = np.cos(np.radians(deg)), np.sin(np.radians(deg))
    return np.array([[c, -s, 0], [s, c, 0], [0, 0, 1.0]])


def _rot_x(deg):
    c, s = np.cos(np.radians(deg)), np.sin(np.radians(deg))
    return np.array([[1.0, 0, 0], [0, c, -s], [0, s, c]])


def _centres(cells):
    return GRID.cell_centre(np.asarray(cells))


@settings(max_examples=60, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), turns=st.lists(st.sampled_from([0, 90, 180, 270]), min_size=64,
                                                       max_size=64), noise=st.floats(0, 0.09))
def test_settled_stacks_snap_back_to_their_cells(seed, turns, noise):
    rng = np.random.default_rng(seed)
    slots = rng.choice(64, size=rng.integers(1, 65), replace=False)
    cells = collapse(np.stack(np.unravel_index(slots, GRID.shape), axis=-1), GRID.shape)
    pos = _centres(cells) + rng.uniform(-noise, noise, size=cells.shape) * GRID.block_size
    rot = np.array([_rot_z(turns[b]) @ _rot_x(180 * (b % 2)) for b in range(len(cells))])  # upside down too
    snap = snap_to_lattice(pos, rot, GRID)
    assert snap.ok and np.array_equal(snap.cells, cells), snap.reason


def test_cans_may_spin_about_their_axis_but_not_tip():
    cells = np.array([[0, 0, 0], [0, 0, 1]])
    assert snap_to_lattice(_centres(cells), [_rot_z(37), _rot_z(-71)], GRID, "can").ok
    snap = snap_to_lattice(_centres(cells), [_rot_z(0), _rot_x(10)], GRID, "can")
    assert not snap.ok and "block 1 is tilted" in snap.reason
    # a cube turned by 37 degrees is not on the lattice even though a can would be
    assert not snap_to_lattice(_centres(cells), [_rot_z(37), _rot_z(0)], GRID).ok


@pytest.mark.parametrize("pos, rot, reason", [
    ([[0.0, 0.0, 0.05]], [np.eye(3)], "0.50 block sizes off"),            # between four cells
    ([[-0.15, -0.15, 0.05]], [_rot_x(30)], "tilted more than 5 degrees"),
    ([[0.25, -0.15, 0.05]], [np.eye(3)], "outside the (4, 4, 4) grid"),     # rolled off the grid
    ([[-0.15, -0.15, 0.05], [-0.15, -0.15, 0.051]], [np.eye(3)] * 2, "two blocks settled in one cell"),
    ([[-0.15, -0.15, 0.15]], [np.eye(3)], "rests on nothing"),
])
def test_off_lattice_samples_are_rejected_with_a_reason(pos, rot, reason):
    snap = snap_to_lattice(pos, rot, GRID)
    assert not snap.ok and snap.cells is None and reason in snap.reason


def test_mismatched_inputs_are_an_error():
    with pytest.raises(ValueError, match="2 positions but 1 rotations"):
        snap_to_lattice(np.zeros((2, 3)), [np.eye(3)], GRID)
