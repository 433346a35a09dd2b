"""Part-based parametric tool models: the registry of visual families and the builder.

Invariant: a model is a list of closed (watertight) parts, each with a material; the tool
lies along +x with its length centred on x = 0, rests on z = 0 and its bounding box is the
footprint the layout places. Dimensions come from the tool's length (from its variant, see
``build_library.variant_length``) and the family's proportions, so a 20-lb sledge is bigger
than a 2-lb one. Sub-types are read from the tool's name (a ball-peen head, a box end, a
Forstner bit). ``FAMILIES`` is the one registry of every family with its recipe and a gloss
used in tool descriptions (each base tool in ``assets/phystool/base_tools.yaml`` names its
family); the recipes, grouped by kind of tool, are in ``recipes/``, primitives and materials
in ``parts.py``.
"""

from __future__ import annotations

from functools import lru_cache

import numpy as np

from .parts import MATERIALS, accent_rgb
from .recipes import (
    bits,
    blades,
    clamps,
    containers,
    equipment,
    finishing,
    handheld,
    long_handled,
    measuring,
    pivoting,
    power,
    safety,
    striking,
    supplies,
    wrenches,
)

FAMILIES: dict[str, tuple] = {
    # family: (recipe, gloss for descriptions)
    "hammer": (striking.r_hammer, "a hammer: a steel head across a handle"),
    "sledgehammer": (striking.r_sledge, "a long-handled hammer with a heavy steel head"),
    "mallet": (striking.r_mallet, "a mallet: a round wooden or rubber head on a handle"),
    "axe": (striking.r_axe, "an axe: a wedge-shaped steel blade on a wooden handle"),
    "wrench": (wrenches.r_wrench, "a flat steel wrench with a jaw or ring at each end"),
    "adjustable_wrench": (wrenches.r_adjustable, "a wrench with an adjustable jaw on a long handle"),
    "ratchet": (wrenches.r_ratchet, "a handle with a round head and a square drive"),
    "pliers": (pivoting.r_pliers, "pliers: two gripped handles hinged to short jaws"),
    "scissors": (pivoting.r_scissors, "scissors: two finger-loop handles and two pointed blades"),
    "shears": (pivoting.r_shears, "long-handled shears with short heavy blades"),
    "ring_forceps": (pivoting.r_ring_forceps, "a ringed, locking forceps with long thin jaws"),
    "tweezers": (pivoting.r_tweezers, "two springy steel arms joined at one end"),
    "screwdriver": (wrenches.r_screwdriver, "a plastic or wooden handle with a long steel shaft and tip"),
    "chisel": (blades.r_chisel, "a wooden handle with a flat steel blade"),
    "punch": (striking.r_punch, "an all-steel bar with a struck end and a shaped tip"),
    "file": (blades.r_file, "a handle with a long toothed steel blade"),
    "knife": (blades.r_knife, "a handle with a short steel blade"),
    "scalpel": (blades.r_scalpel, "a slim flat metal handle with a small curved blade"),
    "handsaw": (blades.r_handsaw, "a saw: a grip handle and a long toothed steel blade"),
    "frame_saw": (blades.r_frame_saw, "a saw with a thin blade held in a frame"),
    "drill": (power.r_drill, "a pistol-grip power tool with a battery and a chuck or nozzle"),
    "grinder": (power.r_grinder, "a cylindrical motor body with a side handle and a guarded disc"),
    "circular_saw": (power.r_circular_saw, "a power saw with a round guarded blade on a flat base"),
    "recip_saw": (power.r_recip_saw, "a long motor body with a straight blade sticking out"),
    "sander": (power.r_sander, "a power sander with a flat pad and a palm grip"),
    "level": (measuring.r_level, "a straight aluminium bar with bubble vials"),
    "rule": (measuring.r_rule, "a flat graduated bar"),
    "square": (measuring.r_square, "an L- or triangle-shaped measuring square"),
    "caliper": (measuring.r_caliper, "a measuring beam with two jaws and a readout"),
    "micrometer": (measuring.r_micrometer, "a C-frame with a spindle and a graduated thimble"),
    "bar_clamp": (clamps.r_clamp, "a clamp: a long bar with a fixed and a sliding jaw"),
    "c_clamp": (clamps.r_c_clamp, "a C-shaped steel frame with a screw"),
    "trowel": (finishing.r_trowel, "a pointed flat steel blade with an offset handle"),
    "float": (finishing.r_float, "a flat rectangular plate with a handle on top"),
    "putty_knife": (finishing.r_putty_knife, "a handle with a wide flat flexible blade"),
    "shovel": (long_handled.r_shovel, "a long handle with a broad steel blade"),
    "rake": (long_handled.r_rake, "a long handle with a row of tines"),
    "fork": (long_handled.r_fork, "a long handle with long steel tines"),
    "hoe": (long_handled.r_hoe, "a long handle with a flat blade at right angles"),
    "pickaxe": (long_handled.r_pickaxe, "a handle through a heavy two-ended steel head"),
    "bar": (striking.r_bar, "a steel bar with a flattened or hooked end"),
    "brush": (finishing.r_brush, "a handle with a block of bristles"),
    "roller": (finishing.r_roller, "a handle on a wire frame holding a roller"),
    "broom": (long_handled.r_broom, "a long pole with a wide head"),
    "pole_tool": (long_handled.r_pole, "a long pole with a small working head"),
    "bucket": (containers.r_bucket, "an open container"),
    "tube": (containers.r_tube, "a tube with a nozzle"),
    "syringe": (handheld.r_syringe, "a barrel with a plunger and a nozzle or needle"),
    "soldering_iron": (power.r_soldering_iron, "a grip with a long heated metal tip"),
    "stethoscope": (handheld.r_stethoscope, "tubing with a chest piece and ear tubes"),
    "roll": (supplies.r_roll, "a roll or coil"),
    "disc": (bits.r_disc, "a thin disc with a centre hole"),
    "drill_bit": (bits.r_drill_bit, "a steel bit with a shank and a cutting end"),
    "ladder": (equipment.r_ladder, "two rails with rungs"),
    "glasses": (safety.r_glasses, "protective eyewear or ear protection"),
    "glove": (safety.r_glove, "a glove"),
    "vise": (clamps.r_vise, "a heavy block with two jaws and a screw"),
    "tray": (containers.r_tray, "a shallow tray"),
    "pad": (supplies.r_pad, "a flat pad or sheet"),
    "stapler": (handheld.r_stapler, "a stapler body with a top lever"),
    "block": (supplies.r_block, "a solid block"),
    "plane": (blades.r_plane, "a plane: a heavy sole with an angled iron and wooden grips"),
    "hex_key": (wrenches.r_hex_key, "an L-shaped hexagonal steel key"),
    "bit_socket": (wrenches.r_bit_socket, "a short socket with a hex or Torx bit sticking out"),
    "hole_saw": (bits.r_hole_saw, "a toothed cup or cutter head on a round shank"),
    "die": (bits.r_die, "a flat round or hexagonal threading ring with chip holes"),
    "spade_bit": (bits.r_spade_bit, "a flat paddle-shaped drill bit with a centre point"),
    "tap": (bits.r_tap, "a threaded or fluted steel shank with a square driving end"),
    "router_bit": (bits.r_router_bit, "a short cutter with a pilot bearing on a round shank"),
    "sickle": (blades.r_sickle, "a short handle with a C-shaped blade"),
    "plunger": (long_handled.r_plunger, "a wooden handle with a rubber cup"),
    "packet": (containers.r_packet, "a flat sealed packet with a coloured band and a window"),
    "dial_gauge": (measuring.r_dial_gauge, "a round dial gauge with a stem or hose"),
    "wedge": (supplies.r_wedge, "a wedge or ramp with a sloped face"),
    "strap": (supplies.r_strap, "a flat strap with a buckle or fastener"),
    "sawhorse": (equipment.r_sawhorse, "a beam on four splayed legs"),
    "padlock": (safety.r_padlock, "a lock body with a U-shaped shackle"),
    "pick": (blades.r_pick, "a slim handle with a thin steel hook or point"),
    "fan_gauge": (measuring.r_fan_gauge, "a case with thin steel blades fanned out"),
    "bundle": (supplies.r_bundle, "a bundle of small loose parts"),
    "paddle": (finishing.r_paddle, "a long shaft with a mixing head"),
    "plumb_bob": (measuring.r_plumb_bob, "a pointed brass weight on a string"),
    "marking_gauge": (measuring.r_marking_gauge, "a wooden beam through a sliding fence"),
    "spray_gun": (power.r_spray_gun, "a spray gun with a paint cup or hopper"),
    "puller": (clamps.r_puller, "a forcing screw through a yoke with hooked jaws"),
    "slide_hammer": (striking.r_slide_hammer, "a long rod with a sliding weight"),
    "case": (containers.r_case, "a carrying case or boxed kit with a handle and latches"),
    "tape_measure": (measuring.r_tape_measure, "a round case with a hook-ended tape or line"),
    "bottle": (containers.r_bottle, "a bottle, can or jug"),
    "sprayer": (containers.r_sprayer, "a tank with a hose and a wand"),
    "meter": (measuring.r_meter, "a handheld instrument with a display"),
    "pen": (handheld.r_pen, "a slim pen-shaped tool"),
    "flashlight": (handheld.r_flashlight, "a light or scope: a handle with a lamp or lens head"),
    "router": (power.r_router, "a motor column on a base with two knobs"),
    "caulk_gun": (
        finishing.r_caulk_gun,
        "an open cradle holding a cartridge, with a trigger grip and plunger rod",
    ),
    "jack": (equipment.r_jack, "a lifting jack or hoist"),
    "jigsaw": (power.r_jigsaw, "a power saw on a flat shoe with a top handle and a short blade in front"),
    "funnel": (containers.r_funnel, "a cone with a spout"),
    "scythe": (blades.r_scythe, "a long shaft with two grips and a long curved blade"),
    "spring_clamp": (clamps.r_spring_clamp, "a spring-loaded clamp with two flat handles and padded jaws"),
    "cart": (equipment.r_cart, "a wheeled carrier or machine with handles"),
    "socket": (wrenches.r_socket, "a short chrome cylinder with a hex opening and a square drive hole"),
    "helmet": (safety.r_helmet, "a protective hard hat, helmet or face shield"),
    "chainsaw": (power.r_chainsaw, "a motor body with a long guide bar and a wrap-around handle"),
}


def recipe(key: str):
    """(builder, style) of a model key: a drawn base tool's own model (``catalog.MODELS``) or
    a visual family's generic recipe (for library tools that never enter a scene)."""
    from .catalog import MODELS

    if key in MODELS:
        return MODELS[key]
    if key in FAMILIES:
        return FAMILIES[key][0], {}
    raise ValueError(f"no tool model {key!r}: give a base tool of catalog.MODELS or a family of "
                     "models.FAMILIES")


def model_key(base_name: str, family: str) -> str:
    """The model a library tool is drawn with: its base tool's own, else its family's."""
    from .catalog import MODELS

    return base_name if base_name in MODELS else family


@lru_cache(maxsize=4096)
def build(
    key: str, length: float, name: str, tool_id: str = ""
) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """(vertices (V, 3), faces (F, 3), per-face rgb + specular strength (F, 4)) of one tool, lying along +x,
    centred on x and y, resting on z = 0. ``key``: a base tool of ``catalog.MODELS`` or a family."""
    fn, style = recipe(key)
    acc = accent_rgb(tool_id or name)
    parts = fn(float(length), name.lower() if key != "drill_bit" else name, acc, **style)
    verts, faces, cols = [], [], []
    off = 0
    for mesh, mat in parts:
        v = np.asarray(mesh.vertices, float)
        f = np.asarray(mesh.faces, np.int64)
        rgb, spec = (MATERIALS[mat][0], MATERIALS[mat][1]) if isinstance(mat, str) else (mat, 0.25)
        verts.append(v)
        faces.append(f + off)
        cols.append(np.tile(np.array([*rgb, spec], float), (len(f), 1)))
        off += len(v)
    v = np.concatenate(verts)
    lo, hi = v.min(axis=0), v.max(axis=0)
    v = v - np.array([(lo[0] + hi[0]) / 2, (lo[1] + hi[1]) / 2, lo[2]])
    return v, np.concatenate(faces), np.concatenate(cols)


def parts_of(key: str, length: float, name: str, tool_id: str = "") -> list:
    """The recipe's (trimesh part, material) list, for checks (watertightness)."""
    fn, style = recipe(key)
    return fn(float(length), name.lower(), accent_rgb(tool_id or name), **style)


def extent(key: str, length: float, name: str) -> list[float]:
    """[L, W, H] of the built model, metres."""
    v, _, _ = build(key, round(float(length), 4), name)
    e = v.max(axis=0) - v.min(axis=0)
    return [round(float(x), 4) for x in e]
