"""Run by a Python 3.12 interpreter that has a Kit kernel (not by pytest): boot it headless
with the extension on the search path, enable it, check its settings, disable it, shut down.
Prints one JSON line prefixed ``KIT_RESULT`` (tests/test_kit_kernel.py, tests/test_isaac_kernel.py).

    python kit_boot.py EXTS_DIR [--experience FILE.kit] [--require EXT,EXT] [--/exts/...=VALUE ...]

``--require`` asks ``spatial_iq_ext.app.require_extensions`` for each extension and reports
"ok" or its one-line refusal.

The kernel is ``omniverse-kit``'s (``omni.kit_app.KitApp``) or, in an interpreter with the
``isaacsim`` package, Isaac Sim's own, reached the way its ``isaacsim`` console script does:
``import isaacsim`` bootstraps it, then ``from kit_app import KitApp``.
"""

import json
import sys
import time


def kit_app_class():
    """(KitApp, kernel name): Isaac Sim's kernel where ``isaacsim`` is installed, else omniverse-kit's."""
    import importlib.util

    if importlib.util.find_spec("isaacsim") is not None:
        import isaacsim  # noqa: F401  (bootstraps the kernel and puts kit_app on sys.path)
        from kit_app import KitApp

        return KitApp, "isaacsim"
    import omni.kit_app

    return omni.kit_app.KitApp, "omniverse-kit"


def main() -> int:
    start = time.perf_counter()
    exts_dir, rest = sys.argv[1], sys.argv[2:]
    experience, require = [], []
    while rest[:1] in (["--experience"], ["--require"]):
        if rest[0] == "--experience":
            experience = [rest[1]]
        else:
            require = rest[1].split(",")
        rest = rest[2:]
    KitApp, kernel = kit_app_class()
    app = KitApp()
    app.startup([*experience, "--no-window", "--ext-folder", exts_dir, "--enable", "spatial_iq_ext",
                 "--/app/fastShutdown=false", "--/app/extensions/registryEnabled=0", *rest])
    for _ in range(3):
        app.update()
    import carb.settings
    import omni.kit.app

    mgr = omni.kit.app.get_app().get_extension_manager()
    out = {"boot_s": round(time.perf_counter() - start, 2), "kernel": kernel,
           "loop_isaac": mgr.is_extension_enabled("omni.kit.loop-isaac"),
           "registry_enabled": carb.settings.get_settings().get("/app/extensions/registryEnabled"),
           "enabled": mgr.is_extension_enabled("spatial_iq_ext"),
           "ext_id": mgr.get_enabled_extension_id("spatial_iq_ext"),
           "ext_path": mgr.get_extension_path(mgr.get_enabled_extension_id("spatial_iq_ext") or "") or None}
    settings = carb.settings.get_settings()
    out["settings"] = {k: settings.get(f"/exts/spatial_iq_ext/{k}")
                       for k in ("grid_size", "seed", "object_type", "gravity", "resolution")}
    ext_module = sys.modules.get("spatial_iq_ext.extension")
    ext = ext_module.instance() if ext_module else None
    out["params"] = ext.params.as_dict() if ext else None
    if require:
        from spatial_iq_ext.app import AppError, require_extensions

        out["require"] = {}
        for name in require:
            try:
                require_extensions(name)
                out["require"][name] = "ok"
            except AppError as err:
                out["require"][name] = str(err)
    # Kit's sys.path gets the extension's python/ folder only: nothing else of the repository
    import importlib.util
    import os

    try:  # Kit's fast importer keeps the extension paths it handles out of sys.path
        from omni.ext._impl.fast_importer import get_all_sys_paths
    except ImportError:
        get_all_sys_paths = lambda: sys.path  # noqa: E731
    exts = os.path.abspath(exts_dir)
    out["ext_sys_path"] = sorted({os.path.relpath(p, exts) for p in get_all_sys_paths()
                                  if os.path.abspath(p).startswith(exts + os.sep)})
    out["top_level"] = {n: importlib.util.find_spec(n) is not None
                        for n in ("tests", "configs", "benchmarks", "assets")}
    from generators import assets

    out["materials_found"] = os.path.isfile(assets.path("materials.yaml"))
    out["status"] = ext.status if ext else None
    out["is_iext"] = bool(ext) and any(c.__name__ == "IExt" for c in type(ext).__mro__)
    del ext  # Kit warns when anything still holds the extension object after shutdown
    mgr.set_extension_enabled_immediate("spatial_iq_ext", False)
    app.update()
    out["disabled"] = not mgr.is_extension_enabled("spatial_iq_ext")
    out["instance_after_disable"] = ext_module.instance() is not None if ext_module else None
    out["shutdown_rc"] = app.shutdown()
    out["total_s"] = round(time.perf_counter() - start, 2)
    print("KIT_RESULT " + json.dumps(out), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
