"""The models of hand tools: hammers, mallets and axes; wrenches, drive handles, sockets,
keys and screwdrivers; pliers, cutters and crimpers; snips, shears and scissors; knives,
scrapers, saws and files. Base name -> (builder, style); the whole catalog and its invariant:
``catalog/__init__.py``."""

from __future__ import annotations

from ..drawn import axes as ax
from ..drawn import building_site as bs
from ..drawn import cable_tools as ct
from ..drawn import chisels as ch
from ..drawn import cutting as cu
from ..drawn import jaws as ja
from ..drawn import levers as lv
from ..drawn import lug_crimpers as lc
from ..drawn import lug_wrenches as lw
from ..drawn import medical as md
from ..drawn import pincers as pi
from ..drawn import pliers as pl
from ..drawn import plumbing as pb
from ..drawn import screwdrivers as sd
from ..drawn import snips as sn
from ..drawn import stable as sb
from ..drawn import striking as st
from ..drawn import thread_cutting as th
from ..drawn import tiling as tl
from ..drawn import turning as tu

MODELS: dict[str, tuple] = {
    # hammers, mallets, axes
    "claw hammer": (st.hammer, {"head": "claw", "handle": "fiberglass"}),
    "framing hammer": (
        st.hammer, {"head": "rip", "handle": "yellow_black", "head_len": 0.44, "face_r": 0.055}
    ),
    "ball-peen hammer": (st.ball_peen_hammer, {}),
    "tack hammer": (st.tack_hammer, {}),
    "pin hammer": (st.pin_hammer, {}),
    "brass hammer": (st.brass_hammer, {}),
    "Taylor reflex hammer": (md.reflex_hammer, {"kind": "taylor"}),
    "Queen Square reflex hammer": (md.reflex_hammer, {"kind": "queen"}),
    "Tromner reflex hammer": (md.reflex_hammer, {"kind": "tromner"}),
    "rubber mallet": (st.mallet, {"kind": "rubber"}),
    "wooden mallet": (st.mallet, {"kind": "wood"}),
    "dead blow hammer": (st.dead_blow_hammer, {}),
    "soft-face hammer": (st.soft_face_hammer, {}),
    "sledgehammer": (st.sledge, {}),
    "axe": (ax.axe, {"kind": "axe"}),
    "pickaxe": (ax.pickaxe, {}),
    "mattock": (ax.mattock, {}),
    "cold chisel": (ch.cold_chisel, {}),
    "splitting maul": (ax.axe, {"kind": "maul"}),
    "hatchet": (ax.axe, {"kind": "hatchet"}),
    # wrenches, drive handles, sockets, keys, screwdrivers
    "combination wrench": (tu.combination_wrench, {}),
    "adjustable wrench": (tu.adjustable_wrench, {}),
    "strap wrench": (tu.strap_wrench, {}),
    "pipe wrench": (tu.pipe_wrench, {}),
    "chain wrench": (lv.chain_wrench, {}),
    "pry bar": (lv.pry_bar, {}),
    "basin wrench": (pb.basin_wrench, {}),
    "toilet auger": (pb.toilet_auger, {}),
    "tubing cutter": (pb.tubing_cutter, {}),
    "tile cutter": (tl.tile_cutter, {}),
    "wet tile saw": (tl.wet_tile_saw, {}),
    "tile nipper": (tl.tile_nipper, {}),
    "cross lug wrench": (lw.lug_wrench, {"kind": "cross"}),
    "tire iron": (lw.lug_wrench, {"kind": "iron"}),
    "tap wrench": (th.tap_wrench, {}),
    "die stock": (th.die_stock, {}),
    "telescoping lug wrench": (lw.lug_wrench, {"kind": "telescoping"}),
    "ratchet": (tu.drive_handle, {"kind": "ratchet"}),
    "breaker bar": (tu.drive_handle, {"kind": "breaker"}),
    "sliding T-bar": (tu.drive_handle, {"kind": "tbar"}),
    "cordless ratchet": (tu.cordless_ratchet, {}),
    "deep socket": (tu.socket, {"kind": "deep"}),
    "impact socket": (tu.socket, {"kind": "impact"}),
    "swivel socket": (tu.socket, {"kind": "swivel"}),
    "hex bit socket": (tu.bit_socket, {}),
    "hex key": (sd.hex_key, {"kind": "l"}),
    "T-handle hex key": (sd.hex_key, {"kind": "t"}),
    "folding hex key set": (sd.hex_key, {"kind": "folding"}),
    "Phillips screwdriver": (sd.screwdriver, {"tip": "phillips"}),
    "slotted screwdriver": (sd.screwdriver, {"tip": "slot"}),
    "stubby screwdriver": (sd.screwdriver, {"tip": "slot", "handle": "stubby", "shaft": 0.4}),
    "nut driver": (sd.screwdriver, {"tip": "nut", "handle": "round"}),
    "torque screwdriver": (sd.torque_screwdriver, {}),
    # pliers, cutters, crimpers
    "slip-joint pliers": (pl.pliers, {"jaw": "slip", "grips": (200, 40, 36), "handle_share": 0.64}),
    "lineman's pliers": (
        pl.pliers,
        {"jaw": "lineman", "grips": (56, 120, 200), "handle_share": 0.76, "butt": 0.07, "open_deg": 0.6},
    ),
    "long-nose pliers": (pl.pliers, {"jaw": "long", "handle_share": 0.56}),
    "round-nose pliers": (pl.pliers, {"jaw": "round", "handle_share": 0.66, "open_deg": 3.5}),
    "bent-nose pliers": (pl.pliers, {"jaw": "bent", "handle_share": 0.56}),
    "diagonal cutters": (
        pl.pliers,
        {"jaw": "diagonal", "handle_share": 0.74, "grips": (200, 30, 30), "open_deg": 0.0, "butt": 0.065},
    ),
    "wire stripper": (pl.pliers, {"jaw": "stripper", "handle_share": 0.58}),
    "automatic wire stripper": (ja.auto_stripper, {}),
    "crimping tool": (ct.crimper, {}),
    "ratcheting crimper": (ct.ratchet_crimper, {}),
    "tongue-and-groove pliers": (pl.pliers, {"jaw": "tongue", "handle_share": 0.78, "grips": (30, 95, 200)}),
    "locking pliers": (pi.locking, {}),
    "fence pliers": (pi.fence, {}),
    "oil filter pliers": (pl.pliers, {"jaw": "filter", "handle_share": 0.56, "grips": (200, 30, 30)}),
    "hoof nipper": (pi.nipper, {}),
    # snips, shears, scissors
    "aviation snips": (sn.snips, {"kind": "aviation"}),
    "tin snips": (sn.snips, {"kind": "tin"}),
    "hydraulic crimper": (lc.hydraulic_crimper, {}),
    "hedge shears": (sn.snips, {"kind": "hedge"}),
    "pruning shears": (sn.snips, {"kind": "pruning"}),
    "livestock hoof trimmer": (sn.snips, {"kind": "hoof"}),
    "timber tongs": (sn.snips, {"kind": "tongs"}),
    "loppers": (sn.snips, {"kind": "loppers"}),
    "pole pruner": (sn.pole_pruner, {}),
    "bolt cutters": (sn.bolt_cutters, {}),
    "scissors": (ja.scissors, {}),
    # knives, scrapers, saws, files
    "utility knife": (cu.knife, {"kind": "utility"}),
    "pocket knife": (cu.knife, {"kind": "pocket"}),
    "Swiss Army knife": (cu.swiss_army_knife, {}),
    "hoof knife": (cu.knife, {"kind": "hoof"}),
    "hoof pick": (sb.hoof_pick, {}),
    "curry comb": (sb.curry_comb, {}),
    "sickle": (cu.sickle, {}),
    "machete": (cu.machete, {}),
    "putty knife": (cu.scraper, {"kind": "putty"}),
    "drywall taping knife": (cu.scraper, {"kind": "taping"}),
    "5-in-1 painter's tool": (cu.scraper, {"kind": "five"}),
    "razor scraper": (cu.scraper, {"kind": "razor"}),
    "card scraper": (cu.scraper, {"kind": "card"}),
    "plastic spreader": (cu.scraper, {"kind": "plastic"}),
    "paint scraper": (cu.scraper, {"kind": "paint"}),
    "caulk removal tool": (cu.scraper, {"kind": "caulk"}),
    "squeegee": (cu.squeegee, {}),
    "brick hammer": (bs.brick_hammer, {}),
}
