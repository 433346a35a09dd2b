"""How the batch starts Isaac Sim and how every failure ends it, against the recording fakes
(``tests/isaac_fakes``; the same paths against Isaac Sim 6.2's own kernel are
``tests/test_isaac_kernel.py``).

SimulationApp hands every argument of ``sys.argv`` it does not know to Kit, so the batch's
Hydra arguments must never be there while it starts; Kit gets the registry off and the
experience of ``$SPATIAL_IQ_KIT_EXPERIENCE``; a start that fails (Kit's dependency solver, a
module an extension should provide) is one ``AppError`` line and is never retried; an
extension the run needs and the install lacks is named; a job that raises ends the batch
with status 3 and its cause in one line; asking Hydra only (``--help``) starts nothing."""

import sys

import pytest

pytest.importorskip("pxr", reason="usd-core is not installed (pip install 'spatial-iq[usd]')")

from spatial_iq_ext import app as app_mod  # noqa: E402
from spatial_iq_ext import batch  # noqa: E402
from tests.conftest import small_config  # noqa: E402
from tests.isaac_fake_env import isaac_fixture  # noqa: E402,F401  (the "isaac" fixture)

SMALL = ["n_scenes=2", "camera.width=48", "camera.height=48", "max_attempts=20"]


def test_simulation_app_never_sees_the_batch_arguments(isaac, monkeypatch):
    argv = ["spatial_iq_ext/batch.py", "-m", "grid=3,4", "-h", "n_scenes=1", "--multirun"]
    monkeypatch.setattr(sys, "argv", list(argv))
    app_mod.ensure_app("batch")
    (init,) = isaac.of("SimulationApp.__init__")
    assert init["kit_args"] == []  # Kit 110.4 fails on -m ("Ill formed parameter") and quits on -h
    assert init["config"]["extra_args"] == ["--/app/extensions/registryEnabled=0"]
    assert sys.argv == argv  # given back for Hydra


def test_the_experience_comes_from_the_environment_and_must_exist(isaac, monkeypatch, tmp_path):
    monkeypatch.setenv(app_mod.EXPERIENCE_ENV, str(tmp_path / "nowhere.kit"))
    with pytest.raises(app_mod.AppError, match=r"_EXPERIENCE=.*nowhere\.kit: no such experience"):
        app_mod.ensure_app("batch")
    assert not isaac.of("SimulationApp.__init__") and not app_mod._STATE["kit_started"]  # nothing started
    monkeypatch.setenv(app_mod.EXPERIENCE_ENV, app_mod.MINIMAL_EXPERIENCE)
    app_mod.ensure_app("batch")
    assert isaac.of("SimulationApp.__init__")[0]["experience"] == app_mod.MINIMAL_EXPERIENCE
    with open(app_mod.MINIMAL_EXPERIENCE) as fh:  # the shipped experience: Isaac's loop runner, no registry
        text = fh.read()
    assert '"omni.kit.loop-isaac" = {}' in text and "extensions.registryEnabled = false" in text


@pytest.mark.parametrize("failure, says", [
    ("import", "Isaac Sim did not start: ModuleNotFoundError: No module named 'omni.kit.usd'; SimulationApp "
               "needs the extension that provides it"),
    ("solver", "Isaac Sim did not start: Kit could not resolve the extensions of Isaac Sim's default "
               "experience"),
])
def test_a_start_that_fails_is_one_line_and_never_retried(isaac, monkeypatch, failure, says):
    monkeypatch.setenv("SPATIAL_IQ_FAKE_START_FAILURE", failure)
    with pytest.raises(app_mod.AppError) as raised:
        app_mod.ensure_app("batch")
    message = str(raised.value)
    assert message.startswith(says) and "\n" not in message and "isaacsim[all,extscache]" in message
    assert app_mod._STATE["kit_started"] and app_mod.started_app() is None  # ends through exit_process
    with pytest.raises(app_mod.AppError, match="already failed to start in this process"):
        app_mod.ensure_app("job")
    assert len(isaac.of("SimulationApp.__init__")) == 1


def test_the_batch_reports_a_failed_start_in_one_line(isaac, monkeypatch, capsys, tmp_path):
    monkeypatch.setenv("SPATIAL_IQ_FAKE_START_FAILURE", "import")
    assert batch.main([f"out={tmp_path / 'o'}", *SMALL]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and err[0].startswith("spatial_iq_ext.batch: error: Isaac Sim did not start: ")
    assert not (tmp_path / "o").exists()


def test_an_extension_the_install_lacks_is_named(isaac, tmp_path):
    import omni.kit.app

    omni.kit.app.MISSING.add("omni.replicator.core")
    from spatial_iq_ext.replicator import ReplicatorRenderer

    missing = r"this Isaac Sim has no extension omni.replicator.core \(not in its extension folders; the "
    with pytest.raises(app_mod.AppError, match=missing + r"network registry is off\)"):
        ReplicatorRenderer(small_config(tmp_path / "x").render)
    (asked,) = isaac.of("omni.kit.app.set_extension_enabled_immediate")
    assert asked["extension"] == "omni.replicator.core" and asked["result"] is False


def test_the_batch_names_the_missing_extension_and_closes_with_2(isaac, capsys, tmp_path):
    import omni.kit.app

    omni.kit.app.MISSING.add("omni.replicator.core")
    assert batch.main([f"out={tmp_path / 'o'}", *SMALL]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert err[-1].startswith("spatial_iq_ext.batch: error: this Isaac Sim has no extension "
                              "omni.replicator.core")
    assert [e["exit_code"] for e in isaac.of("SimulationApp.close")] == [2]


def test_a_job_that_raises_ends_the_batch_with_3_and_its_cause(isaac, capsys, monkeypatch, tmp_path):
    from spatial_iq_ext.replicator import ReplicatorRenderer

    def lost(self, *args, **kwargs):
        raise RuntimeError("RTX lost the device")

    monkeypatch.setattr(ReplicatorRenderer, "render", lost)
    assert batch.main([f"out={tmp_path / 'o'}", *SMALL]) == 3
    err = capsys.readouterr().err.strip().splitlines()
    assert err[-1] == "spatial_iq_ext.batch: error: RuntimeError: RTX lost the device"
    assert [e["exit_code"] for e in isaac.of("SimulationApp.close")] == [3]
    assert isaac.of("rep.render_product.destroy") == [] or isaac.kinds()[-1] == "SimulationApp.close"


@pytest.mark.parametrize("ask", [["--help"], ["-c", "job"], ["out=x", "-h"], ["--info"]])
def test_asking_hydra_only_starts_no_isaac_sim(isaac, capsys, ask):
    assert batch.main(ask) == 0
    assert not isaac.of("SimulationApp.__init__")
    out = capsys.readouterr().out
    assert "backend: isaac" in out or "powered by Hydra" in out or "Config search path" in out
