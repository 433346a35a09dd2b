"""Run by a Python 3.12 interpreter that has ``omniverse-kit`` (not by pytest): ``spatial_iq_ext.app``
against the real ``omni.kit.app``. Before Kit starts, ``omni.kit.app`` imports and its
``get_app()`` raises (as under Isaac Sim's python.sh before a SimulationApp exists); the
project's ``running_app()`` must answer None there without raising. Once Kit has started,
``running_app()`` follows ``IApp.is_running()`` ("the run loop is active"): a kernel driven
from Python by ``KitApp.update()`` has no active run loop and reports False, Isaac Sim's
apps report True.
Prints one JSON line prefixed ``KIT_PROBE`` (tests/test_kit_kernel.py).

    python kit_app_probe.py REPO_ROOT
"""

import json
import sys


def main() -> int:
    sys.path.insert(0, sys.argv[1])
    import omni.kit_app  # bootstraps the kernel's Python paths, starts nothing

    from spatial_iq_ext import app as app_mod

    out = {"before_import": app_mod.running_app()}
    import omni.kit.app

    try:
        omni.kit.app.get_app()
        out["get_app_before_start"] = "returned"
    except RuntimeError as err:
        out["get_app_before_start"] = f"RuntimeError: {err}"
    out["running_before_start"] = app_mod.running_app() is not None
    kit = omni.kit_app.KitApp()
    kit.startup(["--no-window", "--/app/extensions/registryEnabled=0", "--/app/fastShutdown=false"])
    kit.update()
    kit_app = omni.kit.app.get_app()
    out["is_running_after_start"] = kit_app.is_running()
    found = app_mod.running_app()
    out["running_app_follows_is_running"] = found is (kit_app if kit_app.is_running() else None)
    del found, kit_app
    out["shutdown_rc"] = kit.shutdown()
    print("KIT_PROBE " + json.dumps(out), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
