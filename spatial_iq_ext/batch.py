"""Headless batch generation inside Isaac Sim: the entry ``isaacsim.sh`` runs with Isaac's Python.

    python.sh -m spatial_iq_ext.batch out=data/isaac n_scenes=100 [Hydra overrides]

Starts a headless SimulationApp, registers the Replicator backend as ``render.backend=isaac``
and runs the same Hydra generate app as ``spatial-iq generate`` with ``workers=1`` (one
renderer per process). With ``-m`` (a Hydra sweep) nothing starts here: every job process
starts its own SimulationApp when it builds its renderer, which needs the package installed
into Isaac's Python (``bash isaacsim.sh --install``) so that the entry point is found.
With ``render.crosscheck=true`` the views where RTX and the CPU ray caster see different
blocks are written to ``OUT/crosscheck.json``.
"""

from __future__ import annotations

import json
import os
import sys


def with_defaults(argv: list[str]) -> list[str]:
    """The Isaac backend and one worker unless the command line says otherwise."""
    out = list(argv)
    for key, value in (("render.backend", "isaac"), ("workers", "1")):
        if not any(a.split("=", 1)[0].lstrip("+~") == key for a in out):
            out.append(f"{key}={value}")
    return out


def main(argv: list[str] | None = None) -> int:
    argv = with_defaults(sys.argv[1:] if argv is None else argv)
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    if root not in sys.path:
        sys.path.insert(0, root)
    from generators.render.registry import register

    from .replicator import ensure_app, make

    multirun = "-m" in argv or "--multirun" in argv
    app = None if multirun else ensure_app(headless=True)  # SimulationApp first, then omni imports
    register("isaac", make)
    from generators.cli import main as cli_main

    try:
        rc = cli_main(["generate", *argv])
    except SystemExit as exc:
        rc = exc.code if isinstance(exc.code, int) else 1
    try:
        if not multirun:
            _write_crosscheck(argv)
    finally:
        if app is not None:
            app.close()
    return rc


def _write_crosscheck(argv: list[str]) -> None:
    from generators.dataset.executors import current_generator

    gen = current_generator()
    reports = getattr(getattr(gen, "renderer", None), "reports", None)
    if not gen or not gen.cfg.render.crosscheck or reports is None:
        return
    path = os.path.join(str(gen.cfg.out), "crosscheck.json")
    with open(path + ".tmp", "w") as fh:
        json.dump({"views_disagreeing": len(reports), "reports": reports}, fh, indent=1)
    os.replace(path + ".tmp", path)
    print(f"cross-check: {len(reports)} view(s) where RTX and the ray caster disagree -> {path}")


if __name__ == "__main__":
    sys.exit(main())
