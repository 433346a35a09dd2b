"""PhysTool tool models a person can name: every base tool a scene may hold has its own model
(``catalog.MODELS``), closed, sized from its variant and resting on the surface, and no two
base tools are drawn alike (top and side silhouettes, colours). The silhouettes here are
drawn with Pillow, not with the project's rasteriser."""

import numpy as np
import pytest
from PIL import Image, ImageDraw

from generators.phystool.catalog import MODELS, NOT_NAMEABLE
from generators.phystool.fit import MIN_DRAWN_LENGTH
from generators.phystool.fit import load as load_fit
from generators.phystool.library import load
from generators.phystool.models import FAMILIES, build, parts_of

SIL = 64  # silhouette raster, pixels on the longest side
IOU_SAME = 0.97  # silhouettes at least this alike ...
COLOUR_SAME = 20  # ... and mean colours within this (0-255, every channel): drawn alike


@pytest.fixture(scope="module")
def drawn_tools():
    """Base name -> (shortest, longest) drawable variant, for every base a scene may hold."""
    lib = load()
    drawn = load_fit().drawn()
    out = {}
    for t in lib.tools:
        if t["base_name"] in drawn and t["length_m"] >= MIN_DRAWN_LENGTH:
            lo, hi = out.get(t["base_name"], (t, t))
            out[t["base_name"]] = (min(lo, t, key=lambda x: x["length_m"]),
                                   max(hi, t, key=lambda x: x["length_m"]))
    return out


def test_every_base_a_scene_may_hold_has_its_own_model(drawn_tools):
    lib = load()
    drawn = load_fit().drawn()
    assert drawn <= set(MODELS), sorted(drawn - set(MODELS))
    assert set(drawn_tools) == drawn  # each has a variant long enough to draw
    bases = {t["base_name"] for t in lib.tools}
    assert set(MODELS) <= bases, sorted(set(MODELS) - bases)
    for t in lib.tools:
        want = t["base_name"] if t["base_name"] in MODELS else t["shape_family"]
        assert t["model"] == want, t["name"]
        assert t["model"] in MODELS or t["model"] in FAMILIES


def test_drawn_models_are_closed_sized_and_on_the_surface(drawn_tools):
    for base, pair in drawn_tools.items():
        for tool in {t["id"]: t for t in pair}.values():
            for mesh, _ in parts_of(tool["model"], tool["length_m"], tool["name"], tool["id"]):
                assert mesh.is_watertight and mesh.is_winding_consistent, tool["name"]
            v, f, c = build(tool["model"], round(tool["length_m"], 4), tool["name"], tool["id"])
            ext = v.max(axis=0) - v.min(axis=0)
            assert np.allclose(ext, tool["size_m"], atol=2e-3), tool["name"]
            assert abs(v[:, 2].min()) < 1e-9 and len(c) == len(f), tool["name"]
            # sized from the variant; leads, cords and a tape's blade may stick out, a bucket stands
            assert 0.5 <= max(ext) / tool["length_m"] <= 1.6, tool["name"]
        if pair[1]["length_m"] > 1.5 * pair[0]["length_m"]:  # a bigger variant is a bigger model
            assert max(pair[1]["size_m"]) > max(pair[0]["size_m"]), base


def _silhouette(v, f, axes):
    p = v[:, axes]
    p = (p - p.min(axis=0)) / max(np.ptp(p, axis=0).max(), 1e-9) * (SIL - 1)
    im = Image.new("1", (SIL, SIL))
    draw = ImageDraw.Draw(im)
    for tri in p[f]:
        draw.polygon([tuple(x) for x in tri], fill=1)
    return np.asarray(im, bool).ravel()


def _signature(tool):
    """Silhouettes and mean colour, with one accent colour for every tool (the accent, a
    brand's plastic, comes from the tool id: two base tools must differ without it)."""
    v, f, c = build(tool["model"], round(tool["length_m"], 4), tool["name"], "same accent")
    area = np.linalg.norm(np.cross(v[f[:, 1]] - v[f[:, 0]], v[f[:, 2]] - v[f[:, 0]]), axis=1)
    colour = (c[:, :3] * area[:, None]).sum(axis=0) / area.sum()
    return np.concatenate([_silhouette(v, f, [0, 1]), _silhouette(v, f, [0, 2])]), colour


def test_no_two_base_tools_are_drawn_alike(drawn_tools):
    """Top + side silhouettes (scaled by the longest side, aspect kept) of each base tool's
    shortest drawable variant: two base tools whose silhouettes overlap by IoU >= IOU_SAME
    must differ in colour; no two share a mesh."""
    sig = {b: _signature(pair[0]) for b, pair in drawn_tools.items()}
    alike = []
    names = sorted(sig)
    for i, a in enumerate(names):
        for b in names[i + 1:]:
            (sa, ca), (sb, cb) = sig[a], sig[b]
            iou = (sa & sb).sum() / max((sa | sb).sum(), 1)
            if iou >= IOU_SAME and np.abs(ca - cb).max() < COLOUR_SAME:
                alike.append((round(float(iou), 3), a, b))
    assert not alike, alike


def test_the_signature_tells_look_alikes_from_the_same_model():
    """The check above can fail: one model under two names is flagged, a claw hammer and a
    framing hammer are not."""
    lib = load()
    by_base = {}
    for t in lib.tools:
        by_base.setdefault(t["base_name"], t)
    claw, framing = by_base["claw hammer"], by_base["framing hammer"]
    (sa, ca), (sb, cb) = _signature(claw), _signature(framing | {"model": "claw hammer"})
    assert (sa & sb).sum() / (sa | sb).sum() >= IOU_SAME and np.abs(ca - cb).max() < COLOUR_SAME
    (sa, ca), (sb, cb) = _signature(claw), _signature(framing)
    assert (sa & sb).sum() / (sa | sb).sum() < IOU_SAME or np.abs(ca - cb).max() >= COLOUR_SAME


def test_tools_left_out_for_nameability_never_enter_a_scene():
    """A base tool that raters could not name has no model and no need or filler lists it,
    so the sampler never draws it; it stays in the library with its family's model."""
    lib = load()
    drawn = load_fit().drawn()
    bases = {t["base_name"]: t for t in lib.tools}
    assert NOT_NAMEABLE, "the registry is read by docs/phystool.md"
    for base in NOT_NAMEABLE:
        assert base in bases, base
        assert base not in drawn and base not in MODELS, base
        assert bases[base]["model"] == bases[base]["shape_family"], base


# lights that their outline alone does not tell (a flashlight's does), with their lit colour
LIGHTS = {"headlamp": (255, 250, 215), "clamp light": (255, 250, 215), "LED work light": (255, 236, 150)}


@pytest.mark.parametrize("base", sorted(LIGHTS))
def test_a_light_shows_its_lit_part_to_a_camera_above(base):
    """The lit lens, bulb or LED chips of a light face up (area-weighted mean normal at least
    30 degrees above the table), so a camera at 60 degrees elevation sees them whatever the
    tool's yaw: a headlamp's lens facing sideways read as an O-ring to a rater."""
    tool = next(t for t in load().tools if t["base_name"] == base)
    v, f, c = build(tool["model"], round(tool["length_m"], 4), tool["name"], tool["id"])
    lit = np.all(np.abs(c[:, :3] - np.array(LIGHTS[base])) < 1, axis=1)
    assert lit.any(), base
    n = np.cross(v[f[lit, 1]] - v[f[lit, 0]], v[f[lit, 2]] - v[f[lit, 0]])
    up = np.abs(n[:, 2]).sum() / np.linalg.norm(n, axis=1).sum()  # two-sided faces: |n_z|
    assert up >= np.sin(np.radians(30)), (base, round(float(up), 2))
