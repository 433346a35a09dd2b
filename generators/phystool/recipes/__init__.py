"""Part-based recipes of the tool models, one per visual family, grouped by kind of tool.

Invariant (every recipe): ``recipe(L, name, acc)`` takes the tool length L (metres), the
lower-cased tool name (sub-types are read from it: a ball-peen head, a box end, a Forstner
bit) and an accent colour, and returns a list of (mesh, material) parts, each a closed
(watertight) trimesh from ``parts.py`` with a material name from ``parts.MATERIALS`` or an
rgb triple. The tool lies along +x, rests on z = 0, and its longest extent is about L.
Objects that would stand tall (bottles, tanks, tape measures) are laid down on their side or
back, as a person puts them on a bench, so that a camera at 60 degrees sees their outline and
they hide little behind them. ``models.FAMILIES`` is the one registry of family -> (recipe,
gloss); ``models.build`` turns a recipe's parts into one centred mesh.

    striking.py      hammers, sledgehammers, mallets, axes, punches, slide hammers, pry bars
    long_handled.py  shovels, rakes, forks, hoes, pickaxes, brooms, pole tools, plungers
    wrenches.py      wrenches, adjustable wrenches, ratchets, sockets, bit sockets, hex keys, screwdrivers
    pivoting.py      pliers, scissors, shears, ring forceps, tweezers
    clamps.py        bar, C- and spring clamps, vises, pullers
    blades.py        knives, scalpels, chisels, files, hand and frame saws, sickles, scythes, planes, picks
    power.py         drills, grinders, circular, reciprocating and jig saws, sanders, routers,
                     chainsaws, spray guns, soldering irons
    bits.py          drill, spade and router bits, hole saws, taps, dies, discs
    measuring.py     levels, rules, squares, calipers, micrometers, gauges, tape measures, meters
    finishing.py     trowels, floats, putty knives, brushes, rollers, mixing paddles, caulking guns
    containers.py    buckets, bottles, funnels, tank sprayers, cases, trays, tubes, packets
    supplies.py      rolls and coils, pads, blocks, wedges, straps, bundles of small parts
    equipment.py     ladders, sawhorses, jacks and hoists, carts
    safety.py        eyewear and ear protection, gloves, helmets, padlocks and hasps
    handheld.py      pens and pick-ups, lights and scopes, syringes, stethoscopes, staplers
    handles.py       the handle shape striking and long-handled tools share

May import: ``..parts`` (primitives and materials) only.
"""
