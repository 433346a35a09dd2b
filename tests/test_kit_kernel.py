"""Kit-kernel tier: boot the real Omniverse Kit kernel (``omniverse-kit`` from PyPI, Python 3.12)
headless, with the extension folder ``spatial_iq_ext.link`` builds on the extension search
path; the extension must enable, read its settings (extension.toml defaults and a
command-line override), refuse a bad setting with its message (and, a bare kernel having no
window and no omni.ui, ask Kit to quit with status 2), disable and let Kit shut down
cleanly; Kit's ``sys.path`` must hold the extension's ``python/`` folder and nothing that
exposes ``tests``, ``configs``, ``benchmarks`` or ``assets``. Isaac Sim's own kernel is
``tests/test_isaac_kernel.py``'s (``kit_boot.py`` boots either). And
``spatial_iq_ext.app.running_app`` against the real ``omni.kit.app``: None while
``get_app()`` raises before Kit starts (defect 1 of issue 15), then Kit's own answer.

The kernel lives in its own 3.12 interpreter: ``$SPATIAL_IQ_KIT_PYTHON``, else
``.kit-venv/bin/python`` at the repository root (``.ci/run`` creates it when Python 3.12 is
there). Without one the tests skip and say so. A boot takes about a second.
"""

import json
import os
import subprocess
from pathlib import Path

import pytest

from spatial_iq_ext.link import link

ROOT = Path(__file__).resolve().parents[1]
BOOT = ROOT / "tests" / "kit_boot.py"
PROBE = ROOT / "tests" / "kit_app_probe.py"


def _kit_python() -> str | None:
    for candidate in (os.environ.get("SPATIAL_IQ_KIT_PYTHON"), str(ROOT / ".kit-venv" / "bin" / "python")):
        if candidate and os.path.isfile(candidate) and os.access(candidate, os.X_OK):
            probe = subprocess.run([candidate, "-c", "import importlib.util as u, sys; "
                                    "sys.exit(u.find_spec('omni.kit_app') is None)"], capture_output=True)
            if probe.returncode == 0:
                return candidate
    return None


KIT_PYTHON = _kit_python()
pytestmark = pytest.mark.skipif(
    KIT_PYTHON is None,
    reason="no Python 3.12 with omniverse-kit: set SPATIAL_IQ_KIT_PYTHON or create .kit-venv "
           "(python3.12 -m venv .kit-venv && .kit-venv/bin/pip install omniverse-kit)")


@pytest.fixture(scope="module")
def exts(tmp_path_factory):
    return link(str(tmp_path_factory.mktemp("exts")), root=str(ROOT))


def boot(exts_link: str, *overrides: str) -> tuple[dict, str]:
    env = dict(os.environ, OMNI_KIT_ACCEPT_EULA="YES", OMNI_KIT_ALLOW_ROOT="1")
    env.pop("PYTHONPATH", None)
    res = subprocess.run([KIT_PYTHON, str(BOOT), os.path.dirname(exts_link), *overrides], capture_output=True,
                         text=True, timeout=600, env=env, cwd=os.path.dirname(exts_link))
    out = res.stdout + res.stderr
    lines = [line for line in out.splitlines() if line.startswith("KIT_RESULT ")]
    assert res.returncode == 0 and lines, out[-3000:]
    print(lines[-1])
    return json.loads(lines[-1][len("KIT_RESULT "):]), out


def test_extension_enables_reads_settings_and_shuts_down_cleanly(exts):
    result, out = boot(exts, "--/exts/spatial_iq_ext/seed=7", "--/exts/spatial_iq_ext/view=3")
    assert result["enabled"] and result["ext_id"] == "spatial_iq_ext-0.1.0"
    assert Path(result["ext_path"]) == Path(exts)
    assert result["is_iext"]
    # extension.toml defaults, plus the two overrides, as Kit's settings and as the extension read them
    assert result["settings"] == {"grid_size": 4, "seed": 7, "object_type": "cube", "gravity": "columns",
                                  "resolution": 512}
    assert result["params"] == {"grid_size": 4, "seed": 7, "scene_index": 0, "object_type": "cube",
                                "view": 3, "gravity": "columns", "resolution": 512, "export_dir": ""}
    assert result["status"] == "no window (omni.ui not available)"  # a bare kernel has no omni.ui
    assert result["ext_sys_path"] == ["spatial_iq_ext/python"]
    assert result["top_level"] == {"tests": False, "configs": False, "benchmarks": False, "assets": False}
    assert result["materials_found"]
    assert result["disabled"] and result["instance_after_disable"] is False
    assert result["shutdown_rc"] == 0
    assert "[Error]" not in out and "still alive" not in out, out[-3000:]


def test_without_the_fast_importer_sys_path_gets_only_the_python_folder(exts):
    """Kit appends each module path to sys.path when its fast importer is off; the
    repository root used to be that path, exposing tests/, configs/, benchmarks/."""
    result, out = boot(exts, "--/app/extensions/fastImporter/enabled=false")
    assert result["enabled"] and result["ext_sys_path"] == ["spatial_iq_ext/python"]
    assert result["top_level"] == {"tests": False, "configs": False, "benchmarks": False, "assets": False}
    assert result["materials_found"] and result["shutdown_rc"] == 0


def test_a_bad_setting_fails_startup_with_its_message_and_status_2(exts):
    """A bare kernel has no window and no omni.ui: the extension asks Kit to quit with 2."""
    result, out = boot(exts, "--/exts/spatial_iq_ext/object_type=teapot")
    assert result["params"] is None and result["shutdown_rc"] == 2
    assert ("[spatial_iq_ext] object_type='teapot': choose one of cube, box, can; this app has no window and "
            "no omni.ui, so it quits with status 2") in out


def test_running_app_is_none_while_get_app_raises_and_follows_kits_run_loop(tmp_path):
    env = dict(os.environ, OMNI_KIT_ACCEPT_EULA="YES", OMNI_KIT_ALLOW_ROOT="1")
    env.pop("PYTHONPATH", None)
    res = subprocess.run([KIT_PYTHON, str(PROBE), str(ROOT)], capture_output=True, text=True, timeout=600,
                         env=env, cwd=tmp_path)
    lines = [line for line in (res.stdout + res.stderr).splitlines() if line.startswith("KIT_PROBE ")]
    assert res.returncode == 0 and lines, (res.stdout + res.stderr)[-3000:]
    probe = json.loads(lines[-1][len("KIT_PROBE "):])
    assert probe["before_import"] is None
    raised = probe["get_app_before_start"]
    assert raised.startswith("RuntimeError: Failed to acquire interface: omni::kit::IApp")
    assert probe["running_before_start"] is False  # the old ensure_app raised here
    assert probe["running_app_follows_is_running"]
    assert probe["shutdown_rc"] == 0
