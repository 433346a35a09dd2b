"""Voxel scenes and what a view can know about them.

    grid.py        Grid and Scene (plain data; ``Scene.to_record``/``from_record``)
    counts.py      the kept-block-count distributions (release, uniform)
    gravity.py     column compaction
    camera.py      cameras, the 16-view set, T2's partner views
    sampling.py    draw, collapse, prune against view 0, retry until N blocks remain
    attempt_loop.py  sampling's attempt loop compiled (numba renderer; same scenes as Python)
    visibility.py  visible masks, downward closure, determinable blocks
    labels.py      S1-S9, S9_witness, T1, T2a, T2b and their target blocks (docs/labels.md)
    snap.py        settled rigid-body poses back onto the lattice (the PhysX option)

May import: ``render`` (the renderer contract, palette colours), ``rng``. Never ``io``,
``questions`` or ``evaluation``: labels do not depend on how they are stored or asked.
"""
