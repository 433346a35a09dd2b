"""The fake Isaac Sim of ``tests/isaac_fakes`` for the contract tests: installed as modules for
one test (``isaac`` fixture), or laid out on disk as an Isaac Sim install folder whose
``python.sh`` runs this venv's Python with the fakes first on ``sys.path`` (``fake_install``).
"""

from __future__ import annotations

import logging
import sys
from pathlib import Path

import pytest

FAKES = Path(__file__).resolve().with_name("isaac_fakes")
FAKE_ROOTS = ("omni", "isaacsim", "carb", "fakelog")
VERSION_45 = "4.5.0-rc.36+release.19112.f59b3005.gl.linux-x86_64.release"


def purge() -> None:
    for name in list(sys.modules):
        if name.split(".")[0] in FAKE_ROOTS:
            del sys.modules[name]


def _logging_state() -> list:
    loggers = [logging.getLogger(), *(lg for lg in logging.Logger.manager.loggerDict.values()
                                      if isinstance(lg, logging.Logger))]
    return [(lg, lg.handlers[:], lg.level, lg.disabled) for lg in loggers]


@pytest.fixture(name="isaac")
def isaac_fixture(monkeypatch):
    """The fake modules importable for this test; every bit of state they or the extension
    keep is gone afterwards, and so are the log handlers an in-process Hydra run configured
    (they write to this test's captured stdout, which is closed after it). Yields ``fakelog``
    (the recorded events)."""
    import spatial_iq_ext.app as app_mod
    from generators.dataset import executors
    from generators.render import registry

    purge()
    monkeypatch.syspath_prepend(str(FAKES))
    monkeypatch.delenv("SPATIAL_IQ_FAKE_LOG", raising=False)
    monkeypatch.setattr(app_mod, "_STATE", app_mod.initial_state())
    monkeypatch.setattr(registry, "_FACTORIES", dict(registry._FACTORIES))
    monkeypatch.setattr(executors, "_WORKER", {})
    import fakelog

    fakelog.reset()
    logs = _logging_state()
    yield fakelog
    for logger, handlers, level, disabled in logs:
        logger.handlers[:], logger.level, logger.disabled = handlers, level, disabled
    purge()
    import spatial_iq_ext.extension as ext_mod

    ext_mod.__dict__.pop("SpatialIQExtension", None)  # it subclassed this test's fake omni.ext.IExt
    ext_mod._INSTANCE.clear()


def start_kit():
    """Stand in for Isaac Sim's own running app (the window's case: no SimulationApp)."""
    import omni.kit.app

    return omni.kit.app._start()


def fake_install(folder: Path, version: str | None = VERSION_45) -> Path:
    """An Isaac Sim install folder: ``VERSION`` (when given) and a ``python.sh`` that runs this
    venv's Python with the fake modules first. ``python.sh -m pip install ...`` is not run but
    recorded in ``pip-install.txt`` with the constraints file it was given."""
    folder.mkdir(parents=True)
    if version is not None:
        (folder / "VERSION").write_text(version + "\n")
    py = folder / "python.sh"
    py.write_text(f"""#!/usr/bin/env bash
# fake Isaac Sim python.sh (tests/isaac_fake_env.py)
here="$(cd "$(dirname "$0")" && pwd)"
if [ "${{1:-}} ${{2:-}} ${{3:-}}" = "-m pip install" ]; then
  printf '%s\\n' "$@" > "$here/pip-install.txt"
  prev=""
  for a in "$@"; do
    if [ "$prev" = "--constraint" ]; then cp "$a" "$here/constraints.txt"; fi
    prev="$a"
  done
  exit 0
fi
export PYTHONPATH="{FAKES}${{PYTHONPATH:+:$PYTHONPATH}}"
exec "{sys.executable}" "$@"
""")
    py.chmod(0o755)
    return py
