"""The models of long-handled and ground tools, trowels, and finishing tools. Base name ->
(builder, style); the whole catalog and its invariant: ``catalog/__init__.py``."""

from __future__ import annotations

from ..drawn import abrasives as ab
from ..drawn import beekeeping as bk
from ..drawn import building_site as bs
from ..drawn import concrete as co
from ..drawn import finishing as fi
from ..drawn import garden as ga
from ..drawn import glue_spreaders as gs
from ..drawn import ground_work as gw
from ..drawn import hedging as hg
from ..drawn import home_fixes as hf
from ..drawn import moving as mv
from ..drawn import paving as pv
from ..drawn import planes as pn
from ..drawn import poles as po
from ..drawn import powered as pw
from ..drawn import sanding_poles as sp
from ..drawn import smallholding as sh
from ..drawn import timber as ti
from ..drawn import trowels as tw
from ..drawn import watering as wa
from ..drawn import yard as yd

MODELS: dict[str, tuple] = {
    # long-handled and ground tools, trowels
    "round-point shovel": (ga.shovel, {"kind": "round"}),
    "square-point shovel": (ga.shovel, {"kind": "square"}),
    "snow shovel": (ga.snow_shovel, {}),
    "garden spade": (ga.shovel, {"kind": "spade"}),
    "garden rake": (ga.rake, {"kind": "garden"}),
    "leaf rake": (ga.rake, {"kind": "leaf"}),
    "concrete rake": (ga.rake, {"kind": "concrete"}),
    "hoe": (ga.hoe, {"kind": "garden"}),
    "mortar hoe": (ga.hoe, {"kind": "mortar"}),
    "digging fork": (ga.fork, {"kind": "digging"}),
    "broadfork": (ga.fork, {"kind": "broadfork"}),
    "pitchfork": (ga.pitchfork, {}),
    "T-post driver": (po.pole, {"kind": "tpost"}),
    "cant hook": (ti.log_hook, {"kind": "cant"}),
    "peavey": (ti.log_hook, {"kind": "peavey"}),
    "splitting wedge": (ti.splitting_wedge, {}),
    "watering wand": (po.pole, {"kind": "wand"}),
    "oscillating sprinkler": (wa.oscillating_sprinkler, {}),
    "hand post hole auger": (po.pole, {"kind": "auger"}),
    "seed spreader": (sh.seed_spreader, {}),
    "fruit picker": (sh.fruit_picker, {}),
    "hay hook": (sh.hay_hook, {}),
    "hive tool": (bk.hive_tool, {}),
    "bee brush": (bk.bee_brush, {}),
    "floor pump": (po.pole, {"kind": "pump"}),
    "digging bar": (po.pole, {"kind": "bar"}),
    "paint can opener": (po.pole, {"kind": "opener"}),
    "post hole digger": (po.post_hole_digger, {}),
    "scythe": (gw.scythe, {}),
    "hedge trimmer": (hg.hedge_trimmer, {}),
    "billhook": (hg.billhook, {}),
    "lawn edger": (hg.lawn_edger, {}),
    "jackhammer": (gw.jackhammer, {}),
    "demolition hammer": (gw.demolition_hammer, {}),
    "measuring wheel": (gw.measuring_wheel, {}),
    "string trimmer": (gw.string_trimmer, {}),
    "brush cutter": (gw.brush_cutter, {}),
    "leaf blower": (yd.leaf_blower, {}),
    "pressure washer": (yd.pressure_washer, {}),
    "hand trowel": (tw.hand_trowel, {"kind": "trowel"}),
    "dibber": (tw.hand_trowel, {"kind": "dibber"}),
    "hand cultivator": (tw.hand_trowel, {"kind": "cultivator"}),
    "brick trowel": (tw.trowel, {"kind": "brick"}),
    "pointing trowel": (tw.trowel, {"kind": "pointing"}),
    "gauging trowel": (tw.trowel, {"kind": "gauging"}),
    # finishing
    "bull float": (co.bull_float, {}),
    "power trowel": (co.power_trowel, {}),
    "concrete mixer": (co.concrete_mixer, {}),
    "magnesium float": (fi.float_, {"kind": "magnesium"}),
    "wood float": (fi.float_, {"kind": "wood"}),
    "darby": (co.darby, {}),
    "drywall trowel": (fi.float_, {"kind": "drywall"}),
    "paint brush": (fi.brush, {"kind": "paint"}),
    "angled sash brush": (fi.brush, {"kind": "sash"}),
    "wide wall brush": (fi.brush, {"kind": "wall"}),
    "glue brush": (fi.brush, {"kind": "glue"}),
    "foam brush": (fi.brush, {"kind": "foam"}),
    "wire brush": (fi.brush, {"kind": "wire"}),
    "scrub brush": (fi.scrub_brush, {}),
    "wire wheel": (pw.wire_wheel, {}),
    "paint edger": (hf.paint_edger, {}),
    "paint roller": (fi.roller, {"kind": "paint"}),
    "paint tray": (fi.paint_tray, {}),
    "glue roller": (gs.glue_roller, {}),
    "lint roller": (fi.roller, {"kind": "lint"}),
    "caulk gun": (fi.cartridge_gun, {"kind": "caulk"}),
    "grease gun": (fi.cartridge_gun, {"kind": "grease"}),
    "sanding block": (fi.sanding, {"kind": "block"}),
    "sandpaper sheet": (ab.sandpaper, {}),
    "sharpening stone": (ab.sharpening_stone, {}),
    "sanding sponge": (fi.sanding, {"kind": "sponge"}),
    "drywall sanding pole": (sp.pole_sander, {}),
    "finish applicator pad": (fi.sanding, {"kind": "applicator"}),
    "bench plane": (pn.plane, {"kind": "bench"}),
    "block plane": (pn.plane, {"kind": "block"}),
    "spokeshave": (pn.plane, {"kind": "spokeshave"}),
    "drawknife": (pn.drawknife, {}),
    "deburring tool": (fi.deburr, {}),
    "chipping hammer": (fi.chipping_hammer, {}),
    "wheelbarrow": (bs.wheelbarrow, {}),
    "hawk": (bs.hawk, {}),
    "hand tamper": (pv.hand_tamper, {}),
    "plate compactor": (pv.plate_compactor, {}),
    "tamping rammer": (pv.tamping_rammer, {}),
    "garden cart": (pv.garden_cart, {}),
    "mini dumper": (pv.mini_dumper, {}),
    # moving heavy furniture and appliances (drawn/moving.py)
    "hand truck": (mv.hand_truck, {}),
    "furniture dolly": (mv.furniture_dolly, {}),
    "furniture sliders": (mv.furniture_sliders, {}),
}
