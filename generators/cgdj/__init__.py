"""CGDJ companion (docs/cgdj.md): temporal flattening of videos into one image (one video,
or a whole set as exports ``predict`` reads), the band's fonts (CJK included), pre-cut
keyframe strips, gravity-collapse and orbit clips of voxel scenes, and the judge layer
(strict reply grammars, tables with a column per model, judge-human agreement).

Video decoding and encoding need the ``video`` extra (``pip install '.[video]'``); the
rest needs only the core dependencies. See docs/cgdj.md.

May import: ``dataset`` (the voxel generator for scene clips), ``predict`` (a judge behind a
chat endpoint), ``questions``, ``voxel``, ``render``, ``io``, ``config``, ``errors``, ``rng``.
"""
