"""Spatial-IQ: diagnostic spatial-reasoning benchmarks from voxel stacks.

Where things are: ``voxel/`` samples scenes (``sampling.py``, ``gravity.py``), places
cameras (``camera.py``), decides what is visible (``visibility.py``) and computes S1-S9,
T1, T2 (``labels.py``); ``render/`` draws views on the CPU; ``io/`` writes and reads
datasets; ``pipeline.py`` ties a scene to its view records; ``cli.py`` is the
``spatial-iq`` command.
"""

__version__ = "0.1.0"
