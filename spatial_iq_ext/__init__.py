"""Spatial-IQ inside Omniverse Kit / Isaac Sim: the extension (window, stage, PhysX gravity),
the Replicator renderer backend and the headless batch entry used by ``isaacsim.sh``.

Nothing here imports ``omni``, ``carb`` or ``isaacsim`` at module level, so the package
imports in plain Python (CI); the Kit-only parts import them inside functions. The core
(``generators``) never imports this package: the Replicator backend reaches it through the
``spatial_iq.renderers`` entry point. See docs/isaac.md.
"""

EXT_NAME = "spatial_iq_ext"  # Kit names an extension after its folder: link the repo under this name
SETTINGS_ROOT = f"/exts/{EXT_NAME}"
