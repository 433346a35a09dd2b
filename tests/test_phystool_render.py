"""PhysTool layouts (no overlaps, inside the surface), part-based tool models and the renderer."""

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from generators.phystool import layout as L
from generators.phystool.library import load
from generators.phystool.meshes import tool_mesh
from generators.phystool.models import FAMILIES, build, parts_of
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


def _silhouette(v, f, axes, n=48):
    """A filled binary silhouette of a mesh projected on two axes, scaled by its longest side
    (aspect kept), rasterised triangle by triangle with a point-in-triangle test."""
    p = v[:, axes]
    p = (p - p.min(axis=0)) / max(np.ptp(p, axis=0).max(), 1e-9) * (n - 1)
    ys, xs = np.mgrid[0:n, 0:n]
    grid = np.stack([xs.ravel(), ys.ravel()], 1).astype(float)
    out = np.zeros(n * n, bool)
    for a, b, c in p[f]:
        d = (b[1] - c[1]) * (a[0] - c[0]) + (c[0] - b[0]) * (a[1] - c[1])
        if abs(d) < 1e-12:
            continue
        l1 = ((b[1] - c[1]) * (grid[:, 0] - c[0]) + (c[0] - b[0]) * (grid[:, 1] - c[1])) / d
        l2 = ((c[1] - a[1]) * (grid[:, 0] - c[0]) + (a[0] - c[0]) * (grid[:, 1] - c[1])) / d
        out |= (l1 >= -0.02) & (l2 >= -0.02) & (1 - l1 - l2 >= -0.02)
    return out


def test_every_family_is_watertight_sized_and_on_the_surface():
    lib = load()
    example = {}
    for t in lib.tools:  # a tool drawn with its family's model where there is one
        fam = t["shape_family"]
        if fam not in example or (t["model"] == fam and example[fam]["model"] != fam):
            example[fam] = t
    for family, tool in example.items():
        for mesh, _ in parts_of(family, tool["length_m"], tool["name"], tool["id"]):
            assert mesh.is_watertight and mesh.is_winding_consistent, family
        v, f, c = build(family, round(tool["length_m"], 4), tool["name"], tool["id"])
        ext = v.max(axis=0) - v.min(axis=0)
        if tool["model"] == family:  # the footprint is the model's (drawn bases: test_phystool_models.py)
            assert np.allclose(ext, tool["size_m"], atol=2e-3), family
        assert abs(v[:, 2].min()) < 1e-9 and len(c) == len(f)
        # sized from the variant: its length along x, or its longest side (a router stands)
        assert any(e == pytest.approx(tool["length_m"], rel=0.35) for e in (ext[0], max(ext))), family
        v, _, _ = build(tool["model"], round(tool["length_m"], 4), tool["name"], tool["id"])
        placed, _, _ = tool_mesh(tool, x=0.3, y=-0.2, yaw_deg=90)
        assert np.allclose(placed[:, :2].mean(axis=0) - v[:, :2].mean(axis=0)[::-1] * [-1, 1], [0.3, -0.2],
                           atol=0.5 * max(ext))


def test_models_grow_with_the_variant():
    lib = load()
    size = {t["name"]: t["size_m"] for t in lib.tools}
    assert size["20-lb sledgehammer"][0] > 1.8 * size["2-lb sledgehammer"][0]
    assert size["20-lb sledgehammer"][1] > 1.8 * size["2-lb sledgehammer"][1]  # a bigger head too
    assert size["18-in adjustable wrench"][0] == pytest.approx(0.4572, abs=0.01)
    assert size["18-in magnesium float"][0] == pytest.approx(0.457, abs=0.01)
    assert size["15 mm combination wrench"][0] > size["10 mm combination wrench"][0]
    bucket = max(size["5-gallon bucket"])
    assert all(max(size[n]) < bucket for n in size if "sanding belt" in n)


def test_families_have_distinct_silhouettes():
    """Top and side silhouettes of one instance per family at a common length: no two
    families overlap more than IOU_MAX (intersection over union of both views)."""
    IOU_MAX = 0.8
    sil = {}
    for family in FAMILIES:
        v, f, _ = build(family, 0.3, family.replace("_", " "))
        sil[family] = np.concatenate([_silhouette(v, f, [0, 1]), _silhouette(v, f, [0, 2])])
    worst = []
    names = sorted(sil)
    for i, a in enumerate(names):
        for b in names[i + 1:]:
            iou = (sil[a] & sil[b]).sum() / max((sil[a] | sil[b]).sum(), 1)
            worst.append((iou, a, b))
    worst.sort(reverse=True)
    assert worst[0][0] < IOU_MAX, worst[:5]


def test_top_down_render_puts_a_tool_where_it_lies():
    tool = {"shape_family": "block", "length_m": 0.2, "name": "test block", "id": "t-block"}
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
    pc = default_pc() | {"width": 256, "height": 256, "min_visible_pixels": 6, "supersample": 1}
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


def test_framing_holds_every_point_inside_the_image():
    from generators.phystool.render import frame_points, project

    rng = np.random.default_rng(3)
    for _ in range(20):
        scale = [rng.uniform(0.05, 2), rng.uniform(0.05, 2), 0.1]
        pts = rng.uniform(-1, 1, (12, 3)) * scale + [0.3, -0.2, 0.05]
        pts[:, 2] = np.abs(pts[:, 2])
        el, az = rng.uniform(40, 90), rng.uniform(-30, 30)
        cam = frame_points(pts, el, az, 40.0, 320, 240)
        p = project(pts, cam)
        assert p[:, 0].min() >= 0 and p[:, 0].max() <= 320 and p[:, 1].min() >= 0 and p[:, 1].max() <= 240
        fill = max(np.ptp(p[:, 0]) / 320, np.ptp(p[:, 1]) / 240)
        assert fill > 0.8, fill  # framed, not lost in the image


def test_small_tools_get_a_small_placement_region():
    """Five 10 cm tools on the floor lie in a region sized to them, not on a 2.4 m floor."""
    lay = L.place([(0.1, 0.03)] * 5, "floor", np.random.default_rng(0))
    assert max(lay["extent"]) < 0.6
    big = L.place([(1.5, 0.1)] + [(0.1, 0.03)] * 4, "floor", np.random.default_rng(0))
    assert max(big["extent"]) >= 1.5


def test_rendered_items_draw_every_tool_long_enough_to_recognise():
    """Records of 40 queries: every tool is drawn at least min_tool_length of the image width
    long and (estimated) min_tool_area pixels large, or the query used its last attempt, which
    keeps the best it has."""
    lib = load()
    templates = load_tasks(lib=lib)
    pc = default_pc()
    for index in range(40):
        rec, _, _ = build_item(lib, templates, 4, index, pc, draw=False)
        long_enough = rec["min_tool_px"] >= pc["min_tool_length"] * pc["width"]
        assert long_enough or rec["attempt"] == pc["max_attempts"] - 1, rec["id"]
        large_enough = rec["min_tool_area_px"] >= pc["min_tool_area"]
        assert large_enough or rec["attempt"] == pc["max_attempts"] - 1, rec["id"]
