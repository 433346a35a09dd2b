"""omni.kit.test tests, run inside Kit / Isaac Sim (not by pytest): omni.kit.test discovers this
``spatial_iq_ext.tests`` package because extension.toml lists ``spatial_iq_ext`` as a module.

    isaac-sim.sh --ext-folder EXTS --enable spatial_iq_ext --enable omni.kit.test \\
        --/exts/omni.kit.test/testExts/0='spatial_iq_ext' --/exts/omni.kit.test/testExtApp=... (docs/isaac.md)
"""

from .test_extension import *  # noqa: F401,F403
