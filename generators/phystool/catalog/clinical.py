"""The models of clinical tools and of equipment: cases, lights, protective gear, router bits
and other accessories. Base name -> (builder, style); the whole catalog and its invariant:
``catalog/__init__.py``."""

from __future__ import annotations

from ..drawn import bedside as bs
from ..drawn import clamps as cl
from ..drawn import deburring as db
from ..drawn import dressings as dg
from ..drawn import emergency as em
from ..drawn import farm_machines as fm
from ..drawn import first_aid as fa
from ..drawn import gear as ge
from ..drawn import hoists as ho
from ..drawn import instruments as ins
from ..drawn import layout as lo
from ..drawn import lifting as lf
from ..drawn import lights as lt
from ..drawn import medical as md
from ..drawn import metal_shop as ms
from ..drawn import meters as mt
from ..drawn import protective as pr
from ..drawn import pullers as pu
from ..drawn import syringes as sy
from ..drawn import welding as we

MODELS: dict[str, tuple] = {
    # clinical
    "digital thermometer": (md.thermometer, {"kind": "digital"}),
    "tympanic thermometer": (md.thermometer, {"kind": "tympanic"}),
    "glass thermometer": (mt.glass_thermometer, {}),
    "penlight": (md.scope, {"kind": "penlight"}),
    "otoscope": (md.scope, {"kind": "otoscope"}),
    "ophthalmoscope": (md.scope, {"kind": "ophthalmoscope"}),
    "disposable syringe": (sy.syringe, {"kind": "disposable"}),
    "dosing syringe": (sy.syringe, {"kind": "dosing"}),
    "livestock syringe": (sy.syringe, {"kind": "livestock"}),
    "automatic vaccinator": (sy.syringe, {"kind": "vaccinator"}),
    "drench gun": (sy.drench_gun, {}),
    "stethoscope": (md.stethoscope, {}),
    "hemostat": (md.hemostat, {}),
    "trauma shears": (fa.trauma_shears, {}),
    "tourniquet": (fa.tourniquet, {}),
    "elastic bandage": (fa.elastic_bandage, {}),
    "tongue depressor": (md.tongue_depressor, {}),
    "tuning fork": (md.tuning_fork, {}),
    "pulse oximeter": (ins.pulse_oximeter, {}),
    "kidney dish": (md.kidney_dish, {}),
    "cervical collar": (em.cervical_collar, {}),
    "SAM splint": (em.sam_splint, {}),
    "sharps container": (em.sharps_container, {}),
    "gauze roll": (dg.gauze_roll, {}),
    "adhesive bandage": (dg.adhesive_bandage, {}),
    "triangular bandage": (dg.triangular_bandage, {}),
    "glucometer": (bs.glucometer, {}),
    "sterile gauze pad": (bs.gauze_pad, {}),
    # equipment
    "floor jack": (lf.jack, {"kind": "floor"}),
    "scissor jack": (lf.jack, {"kind": "scissor"}),
    "bottle jack": (lf.jack, {"kind": "bottle"}),
    "jack stand pair": (lf.jack, {"kind": "stands"}),
    "wheel chock": (lf.wheel_chock, {}),
    "foot pump": (lf.pump, {}),
    "air compressor": (lf.air_compressor, {}),
    "come-along": (lf.winch, {"kind": "come_along"}),
    "engine hoist": (ho.engine_hoist, {}),
    "chain hoist": (ho.chain_hoist, {}),
    "fence stretcher": (lf.fence_stretcher, {}),
    "farm jack": (lf.farm_jack, {}),
    "log splitter": (fm.log_splitter, {}),
    "tiller": (fm.tiller, {}),
    "wire strainer": (lf.winch, {"kind": "strainer"}),
    "two-jaw puller": (pu.puller, {"kind": "two"}),
    "three-jaw puller": (pu.puller, {"kind": "three"}),
    "bearing separator": (pu.puller, {"kind": "separator"}),
    "arbor press": (pu.arbor_press, {}),
    "bar clamp": (cl.clamp, {"kind": "bar"}),
    "pipe clamp": (cl.clamp, {"kind": "pipe"}),
    "parallel clamp": (cl.clamp, {"kind": "parallel"}),
    "F-clamp": (cl.clamp, {"kind": "f"}),
    "C-clamp": (cl.clamp, {"kind": "c"}),
    "hand screw clamp": (cl.hand_screw, {}),
    "brake caliper piston tool": (pu.piston_compressor, {}),
    "spring clamp": (cl.clamp, {"kind": "spring"}),
    "welding clamp": (cl.clamp, {"kind": "welding"}),
    "welding magnet": (cl.welding_magnet, {}),
    "jump starter": (ge.case, {"kind": "jump_starter"}),
    "battery charger": (ge.case, {"kind": "charger"}),
    "socket set": (ge.socket_set, {}),
    "flashlight": (lt.light, {"kind": "flashlight"}),
    "headlamp": (lt.light, {"kind": "headlamp"}),
    "LED work light": (lt.light, {"kind": "work"}),
    "clamp light": (lt.light, {"kind": "clamp"}),
    "lantern": (lt.light, {"kind": "lantern"}),
    "handheld spotlight": (lt.light, {"kind": "spotlight"}),
    "safety glasses": (pr.eyewear, {"kind": "glasses"}),
    "welding goggles": (pr.eyewear, {"kind": "goggles"}),
    "welding helmet": (pr.shield, {"kind": "helmet"}),
    "hard hat": (pr.hard_hat, {}),
    "ear muffs": (pr.ear_muffs, {}),
    "respirator": (pr.respirator, {}),
    "hand-held welding shield": (pr.shield, {"kind": "hand"}),
    "work gloves": (pr.gloves, {}),
    "face shield": (pr.face_shield, {}),
    "welding gloves": (we.welding_gloves, {}),
    "shop towel": (ms.shop_towel, {}),
    "roundover router bit": (ge.router_bit, {"profile": "roundover"}),
    "chamfer router bit": (ge.router_bit, {"profile": "chamfer"}),
    "cove router bit": (ge.router_bit, {"profile": "cove"}),
    "ogee router bit": (ge.router_bit, {"profile": "ogee"}),
    "straight router bit": (ge.router_bit, {"profile": "straight"}),
    "flush-trim router bit": (ge.router_bit, {"profile": "flush"}),
    "hole saw": (ge.hole_saw, {}),
    "chainsaw": (ge.chainsaw, {}),
    "plunger": (ge.plunger, {}),
    "needle file set": (db.needle_file_set, {}),
    "die grinder": (db.die_grinder, {}),
    "height gauge": (lo.height_gauge, {}),
    "divider": (lo.divider, {}),
    "protractor": (lo.protractor, {}),
}
