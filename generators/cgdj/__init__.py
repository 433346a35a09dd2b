"""CGDJ companion (docs/cgdj.md): temporal flattening of videos into one image, pre-cut
keyframe strips, gravity-collapse and orbit clips of voxel scenes, and the judge layer.

Video decoding and encoding need the ``video`` extra (``pip install '.[video]'``); the
rest needs only the core dependencies. See docs/cgdj.md.

May import: ``dataset`` (the voxel generator for scene clips), ``predict`` (a judge behind a
chat endpoint), ``questions``, ``voxel``, ``render``, ``io``, ``config``, ``errors``, ``rng``.
"""
