"""PhysTool tool models a person can name: every base tool a scene may hold has its own model
(``catalog.MODELS``), closed, sized from its variant and resting on the surface, and no two
base tools are drawn alike (top and side silhouettes, colours). The silhouettes here are
drawn with Pillow, not with the project's rasteriser."""

import itertools
import math

import numpy as np
import pytest
import trimesh
from PIL import Image, ImageDraw
from trimesh.intersections import mesh_plane

from generators.phystool.catalog import MODELS, NOT_NAMEABLE
from generators.phystool.drawn.instruments import INK, LASER_RED
from generators.phystool.drawn.medical import EAR_CONE, PEN_BULB
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
            out[t["base_name"]] = (
                min(lo, t, key=lambda x: x["length_m"]),
                max(hi, t, key=lambda x: x["length_m"]),
            )
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
        for b in names[i + 1 :]:
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


def _cuts(base, frac):
    """Cross-sections of a base tool's parts by planes across its length (x), from its nose
    back over ``frac`` of it: for each plane, [(centre y, centre z, area, corners), ...], one
    per part it cuts (each part is convex across), from trimesh's mesh-plane intersection
    (no builder code)."""
    tool = next(t for t in load().tools if t["base_name"] == base)
    parts = parts_of(tool["model"], tool["length_m"], tool["name"], tool["id"])
    front = max(m.bounds[1][0] for m, _ in parts)
    out = []
    for x in np.linspace(front - 1e-4, front - frac * tool["length_m"], 160):
        loops = []
        for m, _ in parts:
            seg = mesh_plane(m, plane_normal=[1, 0, 0], plane_origin=[x, 0, 0])
            if len(seg) < 3:
                continue
            yz = np.unique(np.round(seg.reshape(-1, 3)[:, 1:], 7), axis=0)
            c = yz.mean(axis=0)
            ring = yz[np.argsort(np.arctan2(*(yz - c).T[::-1]))]
            nxt = np.roll(ring, -1, axis=0)
            a = 0.5 * abs(np.dot(ring[:, 0], nxt[:, 1]) - np.dot(ring[:, 1], nxt[:, 0]))
            loops.append((c[0], c[1], a, yz))
        out.append(loops)
    return out


def _three_jaws(loops):
    """Three equal cuts spaced 120 degrees round a fourth (the bit) at the same distance."""
    for cy, cz, _, _ in loops:
        ring = [(math.atan2(z - cz, y - cy), math.hypot(y - cy, z - cz), a) for y, z, a, _ in loops
                if math.hypot(y - cy, z - cz) > 1e-4]
        for trio in itertools.combinations(ring, 3):
            d, a = [t[1] for t in trio], [t[2] for t in trio]
            ang = sorted(t[0] % (2 * math.pi) for t in trio)
            gaps = np.diff(ang + [ang[0] + 2 * math.pi])
            spaced = np.all(np.abs(gaps - 2 * math.pi / 3) < 0.25)
            if max(d) < 1.2 * min(d) and max(a) < 1.3 * min(a) and spaced:
                return True
    return False


@pytest.mark.parametrize("base,jaws", [("cordless drill", True), ("corded drill", True),
                                       ("impact driver", False), ("cordless impact wrench", False),
                                       ("drywall screw gun", False), ("electric screwdriver", False)])
def test_only_a_drill_has_a_chuck_with_jaws(base, jaws):
    """A drill's chuck closes three jaws round its bit; the drivers and the screw gun have no
    chuck (raters read an impact driver and a screw gun as drills when all had one nose)."""
    assert any(_three_jaws(loops) for loops in _cuts(base, 0.45)) is jaws, base


def _corners(yz):
    """A convex cut's corners: its points in angular order, dropping those in line with their
    neighbours (a triangulated face adds points along an edge)."""
    ring = yz[np.argsort(np.arctan2(*(yz - yz.mean(axis=0)).T[::-1]))]
    prev, nxt = np.roll(ring, 1, axis=0), np.roll(ring, -1, axis=0)
    u, w = ring - prev, nxt - ring
    cross = u[:, 0] * w[:, 1] - u[:, 1] * w[:, 0]
    return ring[np.abs(cross) > 1e-3 * np.ptp(ring, axis=0).max() ** 2]


def test_the_impact_wrench_ends_in_a_square_anvil_and_the_impact_driver_in_a_hex_bit():
    """Cut just behind the tip: the wrench's nose is a square (4 corners, equal sides, a
    side over 4 % of its length), the driver's a hexagon (a 1/4-in hex bit) at most 5 % of
    its length across."""
    L = {t["base_name"]: t["length_m"] for t in load().tools}
    (cut,) = _cuts("cordless impact wrench", 0.03)[-1]
    corners = _corners(cut[3])
    side = np.ptp(corners, axis=0)
    assert len(corners) == 4 and abs(side[0] - side[1]) < 0.05 * side[0], corners
    assert side[0] > 0.04 * L["cordless impact wrench"], side
    cut = min(_cuts("impact driver", 0.12)[-1], key=lambda c: c[2])  # the smallest cut: the bit
    corners = _corners(cut[3])
    assert len(corners) == 6 and np.ptp(corners, axis=0).max() < 0.05 * L["impact driver"], corners


# What a rater named a tool by, and what the model before it lacked (docs/phystool.md,
# "Nameability check", seed 2034). Each check reads the built mesh (vertices, faces, face
# colours) of the base tool's middle variant, length L.
GLASS = np.array([170, 210, 220])


def _faces_of(v, f, c, rgb):
    """Vertices of the faces whose colour is rgb."""
    sel = np.all(np.abs(c[:, :3] - np.asarray(rgb)) < 1, axis=1)
    return v[f[sel]].reshape(-1, 3)


def _bench_grinder(v, f, c, L):
    """An eye shield (clear glass) over each wheel, one at each end of the motor."""
    g = _faces_of(v, f, c, GLASS)
    assert len(g) and (g[:, 0] < -0.2 * L).any() and (g[:, 0] > 0.2 * L).any()


def _cant_hook(v, f, c, L):
    """The hook swings out to the side and curves back so its point faces the handle's end:
    the part of the hook that reaches furthest along the handle is near the handle again."""
    axis = _faces_of(v, f, c, (178, 122, 70))[:, 1].mean()  # the wooden handle
    off = v[np.abs(v[:, 1] - axis) > 0.05 * L]
    depth = np.abs(off[:, 1] - axis)
    tip = off[np.argmax(off[:, 0])]
    assert abs(tip[1] - axis) < 0.6 * depth.max(), (abs(tip[1] - axis), depth.max())


def _combination_square(v, f, c, L):
    """The head lies along the rule (longer along it than across), not across it like a
    T-square's."""
    high = v[f[v[f][:, :, 2].mean(axis=1) > 0.02 * L]].reshape(-1, 3)
    ext = np.ptp(high, axis=0)
    assert ext[0] > ext[1], ext


def _sliding_bevel(v, f, c, L):
    """The blade is set back over the stock at an angle that is not square (a V)."""
    blade = _faces_of(v, f, c, (205, 208, 214))
    pivot = _faces_of(v, f, c, (196, 160, 72)).mean(axis=0)
    far = blade[np.argmax(np.linalg.norm(blade[:, :2] - pivot[:2], axis=1))]
    ang = np.degrees(np.arctan2(abs(far[1] - pivot[1]), pivot[0] - far[0]))
    assert far[0] < pivot[0] and 25 <= ang <= 65, ang


def _half_round_file(v, f, c, L):
    """Half way along the blade the section is broad and low (a round file's is as tall as
    it is wide)."""
    mesh = trimesh.Trimesh(v, f, process=False)
    cut = mesh.section(plane_origin=[v[:, 0].min() + 0.7 * np.ptp(v[:, 0]), 0, 0], plane_normal=[1, 0, 0])
    s = np.asarray(cut.vertices)
    assert np.ptp(s[:, 1]) >= 2.5 * np.ptp(s[:, 2]), (np.ptp(s[:, 1]), np.ptp(s[:, 2]))


def _automatic_vaccinator(v, f, c, L):
    """An amber vaccine vial mounted on the gun, lying across its barrel."""
    vial = _faces_of(v, f, c, (160, 90, 35))
    assert len(vial) and np.ptp(vial[:, 1]) > np.ptp(vial[:, 0])


def _drywall_trowel(v, f, c, L):
    """A bright blade over a third as wide as long (the magnesium float: below a quarter)."""
    blade = _faces_of(v, f, c, (205, 208, 214))
    assert len(blade) and np.ptp(blade[:, 1]) > 0.3 * L


def _magnesium_float(v, f, c, L):
    """A long narrow dull grey blade, no chrome."""
    assert np.ptp(v[:, 1]) < 0.25 * L and not len(_faces_of(v, f, c, (205, 208, 214)))


def _framing_nailer(v, f, c, L):
    """The magazine is a plain channel: no row of bright nails across it (a toothed bar reads
    as a hedge trimmer's); the few chrome pieces are the contact tip and its rod."""
    sel = np.all(np.abs(c[:, :3] - np.array([205, 208, 214])) < 1, axis=1)
    pieces = trimesh.Trimesh(v, f[sel], process=True).split(only_watertight=False)
    assert len(pieces) <= 3, len(pieces)


def _drywall_screw_gun(v, f, c, L):
    """The nose ends blunt (a depth-locator sleeve round the bit): just behind the bit the
    section is still over half as tall as the whole gun (a taper to a point is a glue gun's)."""
    mesh = trimesh.Trimesh(v, f, process=False)
    cut = mesh.section(plane_origin=[v[:, 0].max() - 0.08 * L, 0, 0], plane_normal=[1, 0, 0])
    s = np.asarray(cut.vertices)
    assert np.ptp(s[:, 2]) >= 0.6 * np.ptp(v[:, 2]), (np.ptp(s[:, 2]), np.ptp(v[:, 2]))


def _foot_pump(v, f, c, L):
    """The pedal is hinged and rises towards the front (a V over the base): its black rubber
    tread climbs by over a twentieth of the pump's length."""
    tread = _faces_of(v, f, c, (36, 36, 38))
    assert len(tread) and np.ptp(tread[:, 2]) > 0.05 * L


def _come_along(v, f, c, L):
    """A toothed ratchet wheel on top of the drum, open to the camera: a cut through the
    topmost dark steel part, walked round its centre, rises to at least a dozen separate teeth (a
    closed box's outline has four corners)."""
    wheel = _faces_of(v, f, c, (74, 78, 84))
    top = wheel[:, 2].max()
    centre = wheel[wheel[:, 2] > top - 1e-6][:, :2].mean(axis=0)
    sel = np.all(np.abs(c[:, :3] - np.array([74, 78, 84])) < 1, axis=1)
    mesh = trimesh.Trimesh(v, f[sel], process=False)
    cut = np.asarray(mesh.section(plane_origin=[0, 0, top - 0.006 * L], plane_normal=[0, 0, 1]).vertices)
    d = cut[:, :2] - centre
    r = np.linalg.norm(d, axis=1)
    keep = (r < 0.12 * L) & (r > 0.02 * L)
    r = r[keep][np.argsort(np.arctan2(d[keep, 1], d[keep, 0]))]
    peaks = sum(
        r[i] > r[i - 1] and r[i] >= r[(i + 1) % len(r)] and r[i] > 0.9 * r.max() for i in range(len(r))
    )
    assert peaks >= 12, peaks


def _automatic_wire_stripper(v, f, c, L):
    """The head's jaws stand open: a cut across the head, 0.2 L behind its front, meets nothing
    in a band 0.02 L either side of the head's middle but the wire-stop rod (a closed jaw block
    reads as a hand seamer's)."""
    mesh = trimesh.Trimesh(v, f, process=False)
    cut = mesh.section(plane_origin=[v[:, 0].max() - 0.2 * L, 0, 0], plane_normal=[1, 0, 0])
    cut = np.asarray(cut.vertices)
    mid = (cut[:, 1].max() + cut[:, 1].min()) / 2
    inside = cut[np.abs(cut[:, 1] - mid) < 0.02 * L]
    assert np.ptp(cut[:, 1]) > 0.1 * L and (not len(inside) or np.ptp(inside[:, 1]) < 0.015 * L), inside


def _laser_distance_measurer(v, f, c, L):
    """A red laser beam runs on out of the lens end, over a third of the tool's length, and
    is the front of the model."""
    beam = _faces_of(v, f, c, LASER_RED)
    assert len(beam) and np.ptp(beam[:, 0]) > 0.35 * L and np.isclose(beam[:, 0].max(), v[:, 0].max())


def _battery_tester(v, f, c, L):
    """Big alligator clamps: each copper jaw is over a fifth of the tester's length."""
    jaws = _faces_of(v, f, c, (200, 110, 60))  # copper
    assert len(jaws) and np.ptp(jaws[:, 0]) > 0.2 * L, np.ptp(jaws[:, 0]) / L


def _two_pole_voltage_tester(v, f, c, L):
    """A column of voltage lamps on the indicator body, green at one end and red at the other."""
    green, red = _faces_of(v, f, c, (40, 200, 60)), _faces_of(v, f, c, (230, 40, 30))
    assert len(green) and len(red) and red[:, 0].mean() > green[:, 0].mean()


def _wrist_blood_pressure_monitor(v, f, c, L):
    """The band lies flat with its open loop to the camera: a ray straight down through the
    band's middle meets nothing (an arm cuff, or a band on its side, is solid there)."""
    band = _faces_of(v, f, c, (46, 62, 110))
    p = (band.max(axis=0) + band.min(axis=0))[:2] / 2
    a, b, d = (v[f[:, k], :2] - p for k in range(3))  # each face seen from above, p at the origin

    def cross(u, w):
        return u[:, 0] * w[:, 1] - u[:, 1] * w[:, 0]

    s1, s2, s3 = cross(a, b), cross(b, d), cross(d, a)
    covered = ((s1 >= 0) & (s2 >= 0) & (s3 >= 0)) | ((s1 <= 0) & (s2 <= 0) & (s3 <= 0))
    assert not covered.any(), p


def _tympanic_thermometer(v, f, c, L):
    """A fat grey ear cone at the front, over a fifth of the length across at its base."""
    cone = _faces_of(v, f, c, EAR_CONE)
    assert len(cone) and np.isclose(cone[:, 0].max(), v[:, 0].max()) and np.ptp(cone[:, 1]) > 0.2 * L


def _penlight(v, f, c, L):
    """A lit bulb at the front end, as wide as the body."""
    bulb = _faces_of(v, f, c, PEN_BULB)
    x0, x1 = v[:, 0].min(), v[:, 0].max()
    body_r = np.ptp(v[v[:, 0] < (x0 + x1) / 2, 2]) / 2
    assert len(bulb) and bulb[:, 0].min() > x1 - 0.05 * L and np.ptp(bulb[:, 1]) / 2 >= 0.9 * body_r


def _digital_caliper(v, f, c, L):
    """The housing on the slide shows a reading in seven-segment digits (dark segments)."""
    ink = _faces_of(v, f, c, INK)
    assert len(ink) >= 5 * 3 * 12 and np.ptp(ink[:, 0]) > 0.1 * L, len(ink)


PART_CHECKS = {
    "laser distance measurer": _laser_distance_measurer,
    "battery tester": _battery_tester,
    "two-pole voltage tester": _two_pole_voltage_tester,
    "wrist blood pressure monitor": _wrist_blood_pressure_monitor,
    "tympanic thermometer": _tympanic_thermometer,
    "penlight": _penlight,
    "digital caliper": _digital_caliper,
    "bench grinder": _bench_grinder,
    "cant hook": _cant_hook,
    "combination square": _combination_square,
    "sliding bevel": _sliding_bevel,
    "half-round file": _half_round_file,
    "automatic vaccinator": _automatic_vaccinator,
    "drywall trowel": _drywall_trowel,
    "magnesium float": _magnesium_float,
    "framing nailer": _framing_nailer,
    "drywall screw gun": _drywall_screw_gun,
    "foot pump": _foot_pump,
    "come-along": _come_along,
    "automatic wire stripper": _automatic_wire_stripper,
}


@pytest.mark.parametrize("base", sorted(PART_CHECKS))
def test_a_redrawn_model_has_what_it_is_named_by(base, drawn_tools):
    lo, hi = drawn_tools[base]
    members = [
        t
        for t in load().tools
        if t["base_name"] == base and lo["length_m"] <= t["length_m"] <= hi["length_m"]
    ]
    tool = members[0]
    v, f, c = build(tool["model"], round(tool["length_m"], 4), tool["name"], "same accent")
    PART_CHECKS[base](v, f, c, tool["length_m"])
