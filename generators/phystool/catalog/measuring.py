"""The models of measuring and testing tools, and of containers, tubes and rolls. Base name
-> (builder, style); the whole catalog and its invariant: ``catalog/__init__.py``."""

from __future__ import annotations

from ..drawn import auto_shop as au
from ..drawn import chisels as ch
from ..drawn import electrician as ec
from ..drawn import electronics as el
from ..drawn import handhelds as hh
from ..drawn import home_fixes as hf
from ..drawn import instruments as ins
from ..drawn import layout as lo
from ..drawn import line_tools as ln
from ..drawn import liquids as li
from ..drawn import measuring as me
from ..drawn import meters as mt
from ..drawn import rafter_squares as rs
from ..drawn import spraying as sg
from ..drawn import tire_gauges as tg

MODELS: dict[str, tuple] = {
    # measuring and testing
    "tape measure": (me.tape, {"kind": "pocket"}),
    "long tape measure": (me.tape, {"kind": "reel"}),
    "fish tape": (ln.fish_tape, {}),
    "steel rule": (me.rule, {"kind": "steel"}),
    "folding ruler": (me.rule, {"kind": "folding"}),
    "combination square": (me.square, {"kind": "combination"}),
    "speed square": (rs.speed_square, {}),
    "framing square": (me.square, {"kind": "framing"}),
    "drywall T-square": (lo.t_square, {}),
    "try square": (me.square, {"kind": "try"}),
    "engineer's square": (me.square, {"kind": "engineer"}),
    "sliding bevel": (me.square, {"kind": "bevel"}),
    "spirit level": (me.level, {"kind": "spirit"}),
    "plumb bob": (ln.plumb_bob, {}),
    "chalk line": (ln.chalk_line, {}),
    "torpedo level": (me.level, {"kind": "torpedo"}),
    "post level": (lo.post_level, {}),
    "laser level": (ins.laser_level, {}),
    "digital caliper": (me.caliper, {"kind": "digital"}),
    "dial caliper": (me.caliper, {"kind": "dial"}),
    "dial indicator": (me.dial_indicator, {}),
    "vernier caliper": (me.caliper, {"kind": "vernier"}),
    "outside micrometer": (me.micrometer, {}),
    "dial tire gauge": (tg.dial_tire_gauge, {}),
    "feeler gauge": (au.feeler_gauge, {}),
    "digital tire gauge": (tg.digital_tire_gauge, {}),
    "pencil tire gauge": (tg.pencil_tire_gauge, {}),
    "tread depth gauge": (mt.gauge, {"kind": "tread"}),
    "sphygmomanometer": (mt.gauge, {"kind": "sphygmo"}),
    "digital multimeter": (mt.meter, {"kind": "multimeter"}),
    "clamp meter": (ins.clamp_meter, {}),
    "label maker": (hh.label_maker, {}),
    "two-pole voltage tester": (mt.meter, {"kind": "two_pole"}),
    "outlet tester": (mt.outlet_tester, {}),
    "oscilloscope": (el.oscilloscope, {}),
    "helping hands": (el.helping_hands, {}),
    "desoldering pump": (ec.desoldering_pump, {}),
    "thermal imager": (ec.thermal_imager, {}),
    "tone generator and probe": (ec.tone_probe, {}),
    "circuit breaker finder": (ec.breaker_finder, {}),
    "solder wick": (ec.solder_wick, {}),
    "wire nut": (ec.wire_nut, {}),
    "lever connector": (ec.lever_connector, {}),
    "network cable tester": (el.network_cable_tester, {}),
    "battery tester": (ins.battery_tester, {}),
    "OBD2 scanner": (hh.obd2_scanner, {}),
    "inspection mirror": (hh.inspection_mirror, {}),
    "magnetic pickup tool": (hh.magnetic_pickup_tool, {}),
    "infrared forehead thermometer": (ins.ir_thermometer, {}),
    "blood pressure monitor": (ins.bp_monitor, {"kind": "arm"}),
    "wrist blood pressure monitor": (ins.bp_monitor, {"kind": "wrist"}),
    "laser distance measurer": (ins.laser_measure, {}),
    "stud finder": (hh.stud_finder, {}),
    "non-contact voltage tester": (mt.tester_pen, {}),
    "scriber": (mt.marker, {"kind": "scriber"}),
    "center punch": (ch.center_punch, {}),
    "soapstone marker": (mt.marker, {"kind": "soapstone"}),
    "paint marker": (mt.marker, {"kind": "paint"}),
    "carpenter's pencil": (mt.marker, {"kind": "pencil"}),
    "sealant pen": (mt.marker, {"kind": "sealant"}),
    # containers, tubes, rolls
    "bucket": (li.bucket, {"kind": "bucket"}),
    "oil drain pan": (li.oil_drain_pan, {}),
    "bulb planter": (li.bucket, {"kind": "planter"}),
    "drench bottle": (li.bottle, {"kind": "drench"}),
    "brake bleeder kit": (li.bottle, {"kind": "bleeder"}),
    "watering can": (li.bottle, {"kind": "watering"}),
    "pipe thread sealant": (li.bottle, {"kind": "can"}),
    "liquid electrical tape": (li.bottle, {"kind": "tin"}),
    "squeeze-tube sealant": (hf.sealant_tube, {}),
    "thread sealant paste": (li.bottle, {"kind": "dope"}),
    "pressure brake bleeder": (li.tank_sprayer, {}),
    "pump sprayer": (li.pump_sprayer, {}),
    "backpack sprayer": (sg.backpack_sprayer, {}),
    "electrical tape": (li.roll, {"kind": "electrical"}),
    "solder": (li.solder, {}),
    "heat-shrink tubing": (li.heat_shrink, {}),
    "duct tape": (li.roll, {"kind": "duct"}),
    "self-fusing silicone tape": (li.roll, {"kind": "fusing"}),
    "plumber's tape": (li.roll, {"kind": "ptfe"}),
    "painter's tape": (li.roll, {"kind": "painter"}),
    "jumper cables": (li.roll, {"kind": "cables"}),
    "drain snake": (li.roll, {"kind": "snake"}),
    "marking gauge": (lo.marking_gauge, {}),
}
