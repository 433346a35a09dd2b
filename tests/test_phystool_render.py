"""PhysTool layouts (no overlaps, inside the surface), proxy meshes and the z-buffer renderer."""

import numpy as np
from hypothesis import given, settings
from hypothesis import strategies as st

from generators.phystool import layout as L
from generators.phystool.build_library import SHAPES
from generators.phystool.library import load
from generators.phystool.meshes import tool_mesh, unit_mesh
from generators.phystool.render import camera_for, pixel_counts, render
from generators.phystool.scene import build_item, default_pc
from generators.phystool.tasks import load as load_tasks

sizes_st = st.lists(st.tuples(st.floats(0.03, 1.6), st.floats(0.1, 0.9)), min_size=1, max_size=21)


@settings(max_examples=40, deadline=None)
@given(sizes=sizes_st, seed=st.integers(0, 2**31), surface=st.sampled_from(sorted(L.SURFACES)))
def test_layout_has_no_overlaps_and_stays_on_the_surface(sizes, seed, surface):
    sizes = [(length, length * ratio) for length, ratio in sizes]
    lay = L.place(sizes, surface, np.random.default_rng(seed))
    quads = L.footprints(sizes, lay)
    w, d = lay["extent"]
    for i, q in enumerate(quads):
        assert np.all(np.abs(q[:, 0]) <= w / 2 + 1e-9) and np.all(np.abs(q[:, 1]) <= d / 2 + 1e-9)
        for other in quads[:i]:
            assert not L.overlap(q, other)
    assert lay == L.place(sizes, surface, np.random.default_rng(seed))  # seeded


def test_overlap_test_on_hand_built_quads():
    a = L.corners(0, 0, 0, 1.0, 0.2)
    assert L.overlap(a, L.corners(0.9, 0, 0, 1.0, 0.2))
    assert not L.overlap(a, L.corners(1.01, 0, 0, 1.0, 0.2))
    assert not L.overlap(a, L.corners(0, 0.5, np.radians(90), 0.2, 0.2))
    assert L.overlap(a, L.corners(0.45, 0.3, np.radians(90), 1.0, 0.2))  # crossing bars


def test_every_shape_family_mesh_fits_its_footprint():
    for family in SHAPES:
        v, f = unit_mesh(family)
        assert len(f) > 0
        assert np.allclose(v.min(axis=0), [-0.5, -0.5, 0]) and np.allclose(v.max(axis=0), [0.5, 0.5, 1])
        placed, _ = tool_mesh(family, [0.4, 0.1, 0.05], x=0.3, y=-0.2, yaw_deg=90)
        assert np.allclose(placed[:, 0].min(), 0.25) and np.allclose(placed[:, 1].max(), 0.0)


def test_top_down_render_puts_a_tool_where_it_lies():
    tool = {"shape_family": "box", "size_m": [0.2, 0.1, 0.05]}
    lay = {"surface": "workbench", "extent": [1.0, 1.0], "poses": [{"x": 0.3, "y": 0.2, "yaw_deg": 0.0}]}
    cam = camera_for(lay["extent"], 90.0, 0.0, 40.0, 128, 128)
    rgb, inst = render([tool], lay, cam)
    ys, xs = np.nonzero(inst == 1)
    assert xs.mean() > 64 + 20 and ys.mean() < 64 - 10  # +x is right, +y is up in the image
    assert rgb.shape == (128, 128, 3) and pixel_counts(inst, 1)[0] == len(xs)
    assert np.all(rgb[inst == 1] != rgb[0, 0])


def test_items_show_every_visible_tool_and_are_reproducible():
    lib = load()
    templates = load_tasks(lib=lib)
    pc = default_pc() | {"width": 256, "height": 256}
    for index in range(12):
        rec, rgb, inst = build_item(lib, templates, 2, index, pc)
        counts = pixel_counts(inst, len(rec["visible_tools"]))
        assert counts.min() >= pc["min_visible_pixels"]
        assert [v["pixels"] for v in rec["visible_tools"]] == counts.tolist()
        assert set(np.unique(inst)) <= set(range(len(rec["visible_tools"]) + 1))
        for v in rec["visible_tools"]:
            x0, y0, x1, y1 = v["bbox_px"]
            assert np.any(inst[y0:y1, x0:x1] == v["instance_id"])
    again = build_item(lib, templates, 2, 11, pc)
    assert again[0] == rec and np.array_equal(again[1], rgb) and np.array_equal(again[2], inst)
