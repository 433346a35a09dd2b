"""The models of the tools that clean up a floor and of powered tools. Base name ->
(builder, style); the whole catalog and its invariant: ``catalog/__init__.py``."""

from __future__ import annotations

from ..drawn import auto_shop as au
from ..drawn import building_site as bs
from ..drawn import car_care as cc
from ..drawn import cleaning as cn
from ..drawn import drivers as dr
from ..drawn import garage as gg
from ..drawn import hand_boring as hb
from ..drawn import home_fixes as hf
from ..drawn import joinery as jo
from ..drawn import machines as ma
from ..drawn import nail_guns as ng
from ..drawn import orbital_sander as ro
from ..drawn import power_saws as ps
from ..drawn import powered as pw
from ..drawn import saws as sa
from ..drawn import torches as to
from ..drawn import watering as wa

MODELS: dict[str, tuple] = {
    # cleaning up a floor (drawn/cleaning.py)
    "broom": (cn.broom, {}),
    "mop": (cn.mop, {}),
    "sponge": (cn.sponge, {}),
    "dustpan": (cn.dustpan, {}),
    "magnetic sweeper": (cn.magnetic_sweeper, {}),
    "car wash mitt": (cc.car_wash_mitt, {}),
    "chamois": (au.chamois, {}),
    "shop vacuum": (cn.shop_vacuum, {}),
    "crosscut hand saw": (sa.handsaw, {"kind": "crosscut"}),
    "tenon saw": (jo.tenon_saw, {}),
    "Japanese pull saw": (sa.pull_saw, {}),
    "drywall saw": (sa.jab_saw, {}),
    "keyhole saw": (sa.handsaw, {"kind": "keyhole"}),
    "pruning saw": (sa.curved_saw, {"kind": "pruning"}),
    "folding saw": (sa.curved_saw, {"kind": "folding"}),
    "one-man crosscut saw": (sa.handsaw, {"kind": "oneman"}),
    "hacksaw": (sa.frame_saw, {"kind": "hacksaw"}),
    "coping saw": (sa.frame_saw, {"kind": "coping"}),
    "fret saw": (sa.frame_saw, {"kind": "fret"}),
    "bow saw": (sa.frame_saw, {"kind": "bow"}),
    "flat file": (sa.file_, {"kind": "flat"}),
    "wood rasp": (sa.file_, {"kind": "rasp"}),
    "Surform": (sa.file_, {"kind": "surform"}),
    # powered tools
    "cordless drill": (dr.drill, {"kind": "cordless"}),
    "corded drill": (dr.drill, {"kind": "corded"}),
    "impact driver": (dr.impact_driver, {}),
    "cordless impact wrench": (dr.impact_wrench, {}),
    "drywall screw gun": (dr.screw_gun, {}),
    "heat gun": (pw.corded_pistol, {"kind": "heat"}),
    "glue gun": (pw.corded_pistol, {"kind": "glue"}),
    "tire inflator": (dr.tire_inflator, {}),
    "framing nailer": (ng.nailer, {}),
    "staple gun": (ng.staple_gun, {}),
    "paddle mixer drill": (dr.mixer, {}),
    "electric drain auger": (hf.drain_auger, {}),
    "hand drill": (pw.hand_drill, {}),
    "bit brace": (dr.bit_brace, {}),
    "gimlet": (hb.gimlet, {}),
    "electric screwdriver": (dr.electric_screwdriver, {}),
    "soldering iron": (pw.inline, {"kind": "soldering"}),
    "needle scaler": (pw.inline, {"kind": "scaler"}),
    "soldering station": (pw.station, {"kind": "soldering"}),
    "soldering gun": (pw.station, {"kind": "gun"}),
    "propane torch": (to.propane_torch, {}),
    "angle grinder": (pw.grinder, {}),
    "bench grinder": (ma.bench_grinder, {}),
    "circular saw": (ps.circular_saw, {}),
    "portable band saw": (ps.band_saw, {}),
    "timing light": (au.timing_light, {}),
    "compound miter saw": (ps.miter_saw, {}),
    "track saw": (ps.track_saw, {}),
    "jigsaw": (ma.jigsaw, {}),
    "reciprocating saw": (ma.recip_saw, {}),
    "oscillating multi-tool": (ma.multi_tool, {}),
    "random orbital sander": (ro.random_orbital, {}),
    "orbital sander": (ro.sheet_sander, {}),
    "detail sander": (ma.sander, {"kind": "detail"}),
    "belt sander": (ma.sander, {"kind": "belt"}),
    "electric planer": (ma.sander, {"kind": "planer"}),
    "trim router": (ma.router, {"kind": "trim"}),
    "plunge router": (ma.router, {"kind": "plunge"}),
    "fixed-base router": (ma.router, {"kind": "fixed"}),
    "paint sprayer": (pw.spray_gun, {"kind": "paint"}),
    "HVLP spray gun": (gg.hvlp_spray_gun, {}),
    "slide hammer": (gg.slide_hammer, {}),
    "circuit test light": (gg.circuit_test_light, {}),
    "tow strap": (gg.tow_strap, {}),
    "vacuum brake bleeder": (pw.spray_gun, {"kind": "vacuum"}),
    "garden hose nozzle": (wa.hose_nozzle, {}),
    "drum auger": (pw.drum_auger, {}),
    "cut-off saw": (bs.cut_off_saw, {}),
}
