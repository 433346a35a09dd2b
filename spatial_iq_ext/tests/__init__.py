"""omni.kit.test tests, run inside Kit / Isaac Sim (not by pytest): omni.kit.test discovers this
``spatial_iq_ext.tests`` package because extension.toml lists ``spatial_iq_ext`` as a module.
Run them from the Isaac Sim folder with the command in docs/isaac.md ("omni.kit.test tier").
"""

from .test_extension import *  # noqa: F401,F403
