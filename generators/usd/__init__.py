"""USD for Omniverse and Isaac Sim, written with ``pxr`` (usd-core) alone: ``scene.py``
authors one stage per scene (blocks, physics, semantics, lights, one camera per view) and
``export.py`` writes a dataset's scenes as ``.usda`` files with their labels
(``spatial-iq export-usd``, docs/isaac.md).

May import: ``io``, ``render`` (materials and lighting), ``voxel``, ``errors``. Never
``omni``, ``isaacsim`` or ``carb``: the Kit extension (``spatial_iq_ext``) uses this.
"""
