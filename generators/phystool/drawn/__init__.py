"""One model per base tool that a scene may hold (``fit.FitModel.drawn``), built from the
primitives in ``parts.py`` and ``shapes.py``; ``catalog.MODELS`` maps each base tool to its
builder and style.

Invariant (every builder): ``builder(L, name, acc, **style)`` takes the tool's length L
(metres), its lower-cased name (a variant may change a detail: a hose on a dial gauge), an
accent colour (a brand's plastic) and the base tool's style, and returns (mesh, material)
parts, each closed, lying along +x, resting on z = 0, about L long. Each base tool has its own
silhouette and colours, true to the real thing (docs/phystool.md, "Tool models"; the sheet
docs/phystool_families.png shows one instance of each). Base tools that cannot be drawn
recognisably have no model here and never enter a scene.

    common.py     handles, grips, plates and the other shared parts
    striking.py   hammers and mallets (the sledgehammer and the soft-face hammer too)
    axes.py       axes, the splitting maul, the hatchet, the pickaxe and the mattock
    chisels.py    the cold chisel and the center punch (struck steel)
    turning.py    wrenches (the pipe wrench too), ratchets and handles, sockets
    lug_wrenches.py  the cross lug wrench, the tire iron and the telescoping lug wrench (the
                  wheel-nut wrenches, each its own kind)
    screwdrivers.py  hex keys and screwdrivers (the nut driver and the torque screwdriver too)
    pliers.py     pliers (lineman's pliers too), cutters, crimpers and strippers (two halves on a
                  riveted joint)
    plumbing.py   the basin wrench (a claw jaw for the nuts up behind a basin), the tubing
                  cutter (a framed cutting wheel for copper pipe) and the toilet auger (a
                  cranked tube hooked into a booted J)
    tiling.py     the manual tile cutter (a scoring wheel on rails over a padded bed), the
                  wet tile saw (a diamond blade through a table over a tub of water) and the
                  tile nipper (carbide-tipped jaws on a tile corner, blue grips, a spring)
    pincers.py    locking pliers, fence pliers, the hoof nipper (told apart by more than jaws)
    levers.py     the mechanic's pry bar and the chain wrench (a long lever bearing on the work)
    snips.py      snips, crimpers, shears, loppers, bolt cutters and tongs
    lug_crimpers.py  the hydraulic crimper (a round C-head with gold dies on a fat red
                  cylinder, a pump handle)
    cable_tools.py  the crimping tool (red, blue and yellow crimp nests in a short blunt head),
                    the ratcheting crimper (black die head, toothed ratchet between red handles)
    jaws.py       scissors and the automatic wire stripper
    cutting.py    knives (the Swiss Army knife too) and scrapers, the sickle, the machete and
                  the squeegee
    saws.py       hand saws, frame saws, files and rasps
    joinery.py    the tenon saw (a back saw: a brass spine along a square blade, an open handle)
    thread_cutting.py  the tap wrench (a knurled bar handle through a jaw body gripping a fluted
                  tap) and the die stock (a round die with chip holes in a round holder, two
                  long handles)
    hacksaws.py   the hacksaw (a long shallow frame and a closed pistol grip)
    deburring.py  the needle file set and the die grinder (a burr or a rough edge taken off
                  metal)
    powered.py    heat and glue guns, drum auger, angle grinder, soldering tools, needle scaler,
                  spray guns, the hand drill, the wire wheel
    nail_guns.py  the framing nailer and the staple gun
    glue_spreaders.py  the glue roller (a squeeze bottle of glue feeding a wide ribbed roller)
    drivers.py    drills, impact driver and wrench, screw gun, mixer, electric screwdriver,
                  the bit brace
    power_saws.py circular saw and portable band saw, on their side; the compound miter saw and
                  the track saw (a plunge saw on its guide rail)
    torches.py    the propane torch (a burner on a gas cylinder)
    machines.py   jigsaw, reciprocating saw, multi-tool, sanders, planers, routers, bench grinder
    orbital_sander.py  the random orbital sander (a gold sanding disc with dust holes, a palm
                  grip dome, a clear dust canister) and the 1/4-sheet orbital sander (a square
                  pad, its sheet clamped front and back, a palm grip, a dust bag)
    measuring.py  tapes, rules, squares, levels, calipers, micrometers, the dial indicator
    rafter_squares.py  the speed square (a red-orange triangle with a thick lip along one leg,
                  a window through it and a degree scale along the hypotenuse)
    layout.py     the height gauge (standing, its scriber reaching out), the protractor, the
                  drywall T-square, the divider (two pointed legs on a spring bow), the
                  post level (a yellow angle with a vial in each face) and the marking gauge (a
                  beech beam through a square rosewood fence, a brass thumbscrew, a pin)
    line_tools.py the plumb bob, chalk line and fish tape (a line or tape paid out)
    meters.py     gauges, meters, testers, markers; the glass thermometer, the outlet tester
    instruments.py  monitors, measurers and testers, told apart by
                  their readings and fittings
    tire_gauges.py  the dial, digital and pencil tire gauges (a big dial, an LCD of digits, a
                  measuring stick out of a pen)
    electronics.py  the oscilloscope, the helping hands and the network cable tester (the
                  electronics bench)
    electrician.py  the desoldering pump (a blue barrel, a plunger knob, a white nozzle), the
                  thermal imager (screen up, a false-colour heat picture, a big lens) and the
                  tone generator and probe (a yellow pointed wand beside a tone box with clip
                  leads); the circuit breaker finder (an orange receiver with a wedge nose
                  and a plug-in transmitter), solder wick (a copper braid out of a green
                  dispenser), wire nuts (ribbed bright cones) and the lever connector (a clear
                  box with orange levers)
    handhelds.py  the stud finder, label maker, OBD2 scanner, inspection mirror and magnetic
                  pickup tool
    liquids.py    buckets, bottles, cans, tubes, sprayers (the pump sprayer), rolls of tape
                  (painter's tape too) and solder, the oil drain pan
    moving.py     the hand truck (a red frame on its back, a steel nose plate standing up, two
                  big tyres), the furniture dolly (carpeted pine rails on four casters) and the
                  furniture sliders (round pads, dark foam on a white slick base)
    beekeeping.py the hive tool (a flat red-painted pry bar, a bevelled blade, a lip bent up)
                  and the bee brush (a long fringe of soft yellow bristles out to one side)
    garden.py     shovels (the snow shovel too), rakes, hoes, forks and the pitchfork
    poles.py      bars and pole tools (T-post driver, watering wand, floor pump), the post hole
                  digger
    concrete.py   the mixer, the bull float, the darby, the power trowel (mix a batch, float a slab)
    building_site.py  the wheelbarrow (a hollow green tray over one big wheel), the cut-off saw (a
                  big diamond disc out in front under an orange half-guard), the plasterer's
                  hawk (a square plate on a handle, mortar on it) and the brick hammer (a
                  square face and a long chisel blade)
    paving.py     the garden cart (a plywood box over two big spoked wheels), the mini dumper
                  (an orange skip on rubber tracks), the hand tamper (a square steel plate on a
                  long yellow handle), the plate compactor (an engine on a wide flat plate with
                  a curled front edge) and the tamping rammer (a jumping jack: a shoe under a
                  rubber bellows, an engine in a cage): a gravel base brought and packed down
    trowels.py    garden hand trowels, the dibber and cultivator; brick, pointing, gauging trowels
    hand_boring.py   the gimlet (a wooden crossbar on a twisted, screw-pointed shank)
    timber.py     the cant hook and the peavey (a hinged hook on a log-rolling handle), the
                  splitting wedge
    stable.py     horse care: the hoof pick and the curry comb
    smallholding.py  the seed spreader (a funnel hopper of seed over a spinning plate, on two
                  wheels), the fruit picker (a basket of wire fingers on a pole, an apple in it)
                  and the hay hook (a big curved hook on a wooden T-handle)
    farm_machines.py  the log splitter and the tiller (engine-driven, on wheels and feet)
    ground_work.py  the scythe, the string trimmer, the brush cutter, the jackhammer, the
                  demolition hammer and the measuring wheel (worked over the ground, on the land
                  and on site)
    spraying.py   the backpack sprayer (a flat tank with shoulder straps, a side pump lever, a wand)
    cleaning.py   the broom, mop, sponge, shop vacuum, dustpan and magnetic sweeper (cleaning
                  up a floor: sweeping, soaking up a spill, picking up spilled screws)
    auto_shop.py  the feeler gauge (a fan of steel leaves on a brass pivot), the timing light (a
                  strobe pistol, its clips and inductive pickup on leads) and the chamois (a
                  rumpled tan leather skin, a corner folded back)
    car_care.py   the car wash mitt (a mitten shaggy with blue chenille noodles, a grey cuff)
    watering.py   the oscillating sprinkler
    yard.py       the leaf blower and the pressure washer (powered yard tools for the path and
                  the patio)
    hedging.py    the hedge trimmer, the billhook and the half-moon lawn edger (hedges and
                  field edges)
    home_fixes.py the paint edger, the squeeze tube of silicone sealant and the electric drain
                  auger (cut in an edge, seal a joint, clear a drain)
    finishing.py  floats, brushes (the scrub brush too), rollers and the paint tray, caulk and
                  grease guns, sanding blocks, pads
    abrasives.py  the sandpaper sheet and the sharpening stone
    planes.py     bench and block planes, the spokeshave, the drawknife
    sanding_poles.py the drywall sanding pole (a clamped sandpaper pad on a swivel, on a pole)
    syringes.py   syringes, the automatic vaccinator and the drench gun
    first_aid.py  the trauma shears, the windlass tourniquet and the elastic bandage (a
                  bleeding or injured limb)
    emergency.py  the cervical collar, the SAM splint (an injured neck or limb held still) and
                  the sharps container (a used needle put away)
    bedside.py    the glucometer (a test strip with a drop of blood out of a meter) and the
                  sterile gauze pad (a woven square on its opened pouch)
    dressings.py  the gauze roll (a white open-weave roll), the adhesive bandage (a tan plaster
                  strip with a white pad) and the triangular bandage (a folded calico triangle
                  printed with a sling)
    medical.py    thermometers, the penlight, scopes, the stethoscope, reflex hammers,
                  the hemostat, tongue depressor, tuning fork and kidney dish
    lifting.py    jacks (the farm jack too), pumps, the air compressor, winches, stretchers, the
                  wheel chock
    garage.py     the HVLP spray gun (paint cup on top), the slide hammer (a sliding weight on
                  a bar, a hook at its tip), the circuit test light (a probe on a coiled lead)
                  and the tow strap (a roll of webbing with a hook at each end)
    hoists.py     the engine hoist (a red shop crane: a boom over two legs on casters, a ram
                  under it, a chain and hook at its tip) and the chain hoist (a yellow chain
                  block, a hook at each end, a slack loop of hand chain)
    pullers.py    pullers and the bearing separator, the caliper piston tool, the arbor press
    clamps.py     bar, pipe, parallel, F-, C-, spring and welding clamps; the welding magnet
    lights.py     flashlight, headlamp, clamp light, LED work light, lantern, handheld spotlight
                  (lit part up)
    gear.py       cases with leads, the socket set, router bits, the hole saw, the chainsaw, the plunger
    protective.py eyewear, welding helmet and hand shield, gloves, hard hat, ear muffs, respirator,
                  the face shield
    welding.py    welding gloves (long leather gauntlets)
    metal_shop.py the shop towel (a rumpled red rag, hemmed round, a corner flipped back)
"""
