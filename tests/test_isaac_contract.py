"""The Kit / Isaac Sim contract without Isaac Sim: the real app lifecycle, Replicator backend,
batch entry and PhysX drop run against the recording fakes of ``tests/isaac_fakes``
(``omni.kit.app``, ``isaacsim.SimulationApp``, ``omni.replicator.core``, ``omni.usd``,
``omni.physx``, ``carb.settings``), whose signatures follow the real modules (each cites
its source). The fakes draw with the CPU ray caster from what the stage holds, so every
record can be compared with the CPU pipeline's; what they record shows the order of calls,
what was captured from where, and that products and apps are released.

What this does not prove: that RTX draws what the CPU caster draws (only the cross-check
on an RTX machine shows that), or anything about Isaac Sim beyond the cited signatures."""

import inspect

import numpy as np
import pytest

pytest.importorskip("pxr", reason="usd-core is not installed (pip install 'spatial-iq[usd]')")

from generators.dataset.pipeline import Generator  # noqa: E402
from generators.render import registry  # noqa: E402
from generators.voxel.gravity import collapse  # noqa: E402
from spatial_iq_ext import app as app_mod  # noqa: E402
from spatial_iq_ext import batch  # noqa: E402
from spatial_iq_ext.replicator import ANNOTATORS, CAMERA, RT_SUBFRAMES, ReplicatorRenderer  # noqa: E402
from tests.conftest import run_cli, small_config  # noqa: E402
from tests.isaac_fake_env import (
    isaac_fixture,  # noqa: E402,F401  (the "isaac" fixture)
    start_kit,  # noqa: E402
)

SMALL = ["camera.width=48", "camera.height=48", "max_attempts=20", "output.scenes_per_shard=2"]


# ---------------------------------------------------------------- the app (defect 1)

def test_get_app_raising_before_any_app_still_starts_exactly_one(isaac):
    import omni.kit.app  # imports fine, as under python.sh ...

    with pytest.raises(RuntimeError, match="Failed to acquire interface: omni::kit::IApp"):
        omni.kit.app.get_app()  # ... and get_app() raises until an app runs
    assert app_mod.running_app() is None
    app = app_mod.ensure_app("batch")
    assert type(app).__name__ == "SimulationApp" and isaac.kinds().count("SimulationApp.__init__") == 1
    config = isaac.of("SimulationApp.__init__")[0]["config"]
    assert config["headless"] and config["renderer"] == "RaytracedLighting"
    assert config["anti_aliasing"] == app_mod.AA_OP[True] == 2  # FXAA, not the default DLSS (3)
    assert config["fast_shutdown"]  # this close() passes the exit status on
    (start,) = isaac.of("SimulationApp.__init__")  # Kit gets NVIDIA's arguments and the registry off
    assert start["kit_args"] == [] and start["experience"] == ""
    assert config["extra_args"] == list(app_mod.KIT_ARGS)
    assert app_mod.ensure_app("job") is None  # the running one is used, no second app
    assert app_mod.running_app() is omni.kit.app.get_app()
    app_mod.close_app(app, 3)
    (closed,) = isaac.of("SimulationApp.close")
    assert closed["exit_code"] == 3 and closed["fast_shutdown"] is True
    app_mod.close_app(app, 0)  # closing twice is harmless
    assert isaac.kinds().count("SimulationApp.close") == 1
    with pytest.raises(app_mod.AppError, match="one job per process"):
        app_mod.ensure_app("job")  # Kit cannot start again in this process


def test_a_running_kit_app_is_used_and_nothing_is_imported_to_look_for_one(isaac):
    import sys

    assert "omni.kit.app" not in sys.modules
    assert app_mod.running_app() is None and "omni.kit.app" not in sys.modules
    kit = start_kit()  # Isaac Sim's own app (the window's case)
    assert app_mod.running_app() is kit and app_mod.ensure_app("job") is None
    assert "SimulationApp.__init__" not in isaac.kinds()
    kit.post_quit()  # an app whose run loop ended is no app to render in
    assert app_mod.running_app() is None
    import omni.kit.app

    omni.kit.app.get_app = lambda: None  # nor is a None interface (the module is purged after the test)
    assert app_mod.running_app() is None


def test_jobs_and_old_close_signatures_never_use_fast_shutdown(isaac, monkeypatch):
    import isaacsim

    app = app_mod.ensure_app("job")
    # a job's process must live on to report back to its launcher
    assert isaac.of("SimulationApp.__init__")[0]["config"]["fast_shutdown"] is False
    app_mod.close_app(app)
    monkeypatch.setattr(app_mod, "_STATE", app_mod.initial_state())

    class OldSimulationApp(isaacsim.SimulationApp):  # close() before it took exit_code
        def close(self, wait_for_replicator: bool = True, skip_cleanup: bool = False) -> None:
            super().close(wait_for_replicator, skip_cleanup)

    monkeypatch.setattr(isaacsim, "SimulationApp", OldSimulationApp)
    assert "exit_code" not in inspect.signature(OldSimulationApp.close).parameters
    app = app_mod.ensure_app("batch")
    assert isaac.of("SimulationApp.__init__")[1]["config"]["fast_shutdown"] is False  # else status 0 always
    app_mod.close_app(app, 2)
    assert isaac.of("SimulationApp.close")[1]["exit_code"] == 0  # what that signature can do; rc via return


def test_without_isaac_sim_the_batch_says_so_in_one_line(capsys, monkeypatch):
    monkeypatch.setattr(app_mod, "_STATE", app_mod.initial_state())
    assert batch.main(["out=unused"]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and "SimulationApp is not importable" in err[0] and "isaacsim.sh" in err[0]


# ---------------------------------------------------------------- the Replicator backend

def steps_between(events, start, kind="rep.orchestrator.step"):
    return [e for e in events[start:] if e["kind"] == kind]


def test_replicator_calls_per_view_and_one_product_at_a_time(isaac, tmp_path):
    cfg = small_config(tmp_path / "x", seed=11)
    renderer = ReplicatorRenderer(cfg.render)  # starts the SimulationApp of this "job"
    gen = Generator(cfg, renderer=renderer)
    scene = gen.sample(0)
    mark = len(isaac.EVENTS)
    records = gen.render_views(scene)
    events = isaac.EVENTS[mark:]
    steps = [e for e in events if e["kind"] == "rep.orchestrator.step"]
    assert len(steps) == len(records) == 16  # one capture per view
    for step in steps:
        assert step["rt_subframes"] == RT_SUBFRAMES and step["delta_time"] == 0.0
        assert step["annotators"] == sorted(ANNOTATORS) and step["colorize"] == [False]
        assert step["camera_path"] == CAMERA and step["aa_op"] == 2 and step["resolution"] == [64, 64]
    products = {e["path"] for e in isaac.of("rep.create.render_product")}
    assert len(products) == 1 and not isaac.of("rep.render_product.destroy")  # reused while the size holds
    assert [e["value"] for e in isaac.of("rep.orchestrator.set_capture_on_play")] == [False]
    # another resolution: the old product's annotators are detached and it is destroyed first
    cfg96 = small_config(tmp_path / "y", seed=11, **{"camera.width": 96, "camera.height": 80})
    mark = len(isaac.EVENTS)
    Generator(cfg96, renderer=renderer).render_views(scene)
    kinds = [e["kind"] for e in isaac.EVENTS[mark:]
             if e["kind"].startswith("rep.") and "step" not in e["kind"]]
    assert kinds[:5] == ["rep.annotator.detach"] * 3 + ["rep.render_product.destroy",
                                                        "rep.create.render_product"]
    assert isaac.of("rep.render_product.destroy")[0]["path"] in products
    assert {tuple(s["resolution"]) for s in steps_between(isaac.EVENTS, mark)} == {(96, 80)}
    renderer.close()
    renderer.close()
    destroyed = [e["path"] for e in isaac.of("rep.render_product.destroy")]
    created = [e["path"] for e in isaac.of("rep.create.render_product")]
    assert destroyed == created  # every product destroyed, once
    assert len(isaac.of("rep.annotator.attach")) == len(isaac.of("rep.annotator.detach")) == 6
    # a new product each time, never one Replicator would hand back, as Isaac's own node asks for it
    assert [e["force_new"] for e in isaac.of("rep.create.render_product")] == [True, True]
    enabled = isaac.of("omni.kit.app.set_extension_enabled_immediate")
    assert [(e["extension"], e["result"]) for e in enabled] == [("omni.replicator.core", True)]


def test_records_equal_the_cpu_pipelines_through_idtolabels(isaac, tmp_path):
    cfg = small_config(tmp_path / "x", seed=11)
    cpu, rtx = Generator(cfg), Generator(cfg, renderer=ReplicatorRenderer(cfg.render))
    from omni.replicator.core import _engine  # importable once the app runs
    for index in (0, 1):
        s1, v1 = cpu.scene_records(index)
        s2, v2 = rtx.scene_records(index)
        assert s1 == s2
        for a, b in zip(v1, v2, strict=True):
            assert a["labels"] == b["labels"] and a["targets"] == b["targets"]
            assert a["visible_pixels"] == b["visible_pixels"]
            assert np.array_equal(a["instance"], b["instance"]) and np.array_equal(a["rgb"], b["rgb"])
            np.testing.assert_allclose(a["depth"], b["depth"], rtol=1e-5, atol=0)  # lens through float32
    # the raw ids really are scrambled: block b is never id b + 1 in what the engine hands over
    seg = rtx.renderer._product[1]["instance_id_segmentation"].get_data()
    raw_blocks = {int(k) for k, v in seg["info"]["idToLabels"].items() if v.startswith("/World/Blocks")}
    assert raw_blocks and all(k >= 1000 for k in raw_blocks) and _engine.GROUND in np.unique(seg["data"])


def test_dlss_left_on_moves_instance_edges_so_the_backend_pins_fxaa(isaac, tmp_path, monkeypatch):
    import carb.settings

    cfg = small_config(tmp_path / "x", seed=11)
    cpu = Generator(cfg).render_views(Generator(cfg).sample(0))
    renderer = ReplicatorRenderer(cfg.render)
    carb.settings.get_settings().set("/rtx/post/aa/op", 3)  # a user or an app default switched DLSS on
    pinned = Generator(cfg, renderer=renderer).render_views(Generator(cfg).sample(0))
    assert carb.settings.get_settings().get("/rtx/post/aa/op") == 2
    assert carb.settings.get_settings().get("/rtx/post/dlss/execMode") == app_mod.DLSS_EXEC_MODE
    assert all(np.array_equal(a["instance"], b["instance"]) for a, b in zip(cpu, pinned, strict=True))
    # the defect: without the pin, DLSS's lower render resolution changes the instance buffers
    monkeypatch.setattr("spatial_iq_ext.replicator.pin_render_settings", lambda antialias=True: {})
    unpinned = ReplicatorRenderer(cfg.render)
    carb.settings.get_settings().set("/rtx/post/aa/op", 3)
    moved = Generator(cfg, renderer=unpinned).render_views(Generator(cfg).sample(0))
    assert sum(not np.array_equal(a["instance"], b["instance"]) for a, b in zip(cpu, moved, strict=True)) >= 8


def test_crosscheck_reports_the_blocks_the_engine_lost(isaac, tmp_path, monkeypatch):
    cfg = small_config(tmp_path / "x", seed=11)
    cfg.render.crosscheck = True
    gen = Generator(cfg)
    scene = gen.sample(0)
    truth = gen.render_views(scene)
    lossy = Generator(cfg, renderer=ReplicatorRenderer(cfg.render))
    from omni.replicator.core import _engine

    monkeypatch.setattr(_engine, "LOST_CELLS", {tuple(int(v) for v in scene.blocks[0])})
    views = lossy.render_views(scene)
    assert all(v["visible_pixels"][0] == 0 for v in views)
    reports = lossy.renderer.reports
    seen = [v["visible_pixels"][0] for v in truth if v["visible_pixels"][0] > 0]
    assert len(reports) == len(seen) > 0
    # block 0 is missing from every view that shows it; what it hid may show up instead
    assert all(r["only_in_reference"] == [0] and 0 not in r["only_in_other"] for r in reports)
    assert [r["count_differs"][0] for r in reports] == [[n, 0] for n in seen]


def test_stored_blocks_stay_determinable_from_the_engines_own_view_0(isaac, tmp_path, monkeypatch):
    """Pruning runs on the CPU caster, then once more against the engine's primary view, so
    a block the engine does not draw (and that holds nothing visible up) is not stored."""
    from generators.voxel.visibility import determinable

    cfg = small_config(tmp_path / "x", seed=11)
    cpu_scene = Generator(cfg).sample(0)
    top = tuple(int(v) for v in cpu_scene.blocks[np.argmax(cpu_scene.blocks[:, 2])])  # supports nothing
    lossy = Generator(cfg, renderer=ReplicatorRenderer(cfg.render))
    from omni.replicator.core import _engine

    monkeypatch.setattr(_engine, "LOST_CELLS", {top})
    scene, views = lossy.scene_records(0)
    assert top not in {tuple(b) for b in scene["blocks"]} and len(scene["blocks"]) < cpu_scene.n_blocks
    _, keep = determinable(np.array(scene["blocks"]), np.array(views[0]["visible_pixels"]))
    assert keep.all()


# ---------------------------------------------------------------- the batch entry

def test_batch_single_run_starts_first_closes_last_and_verifies(isaac, tmp_path):
    out = tmp_path / "isaac"
    assert batch.main([f"out={out}", "n_scenes=2", *SMALL]) == 0
    kinds = isaac.kinds()
    first_kit = next(i for i, k in enumerate(kinds) if not k.startswith("carb."))
    assert kinds[first_kit] == "SimulationApp.__init__" and kinds.count("SimulationApp.__init__") == 1
    assert kinds[-1] == "SimulationApp.close" and isaac.of("SimulationApp.close")[0]["exit_code"] == 0
    assert [e["path"] for e in isaac.of("rep.render_product.destroy")] == \
        [e["path"] for e in isaac.of("rep.create.render_product")]
    assert (out / "crosscheck.json").read_text().startswith('{\n "views_disagreeing": 0')
    assert run_cli("verify", str(out)).returncode == 0


def test_batch_failure_passes_its_status_to_close(isaac, tmp_path):
    assert batch.main([f"out={tmp_path / 'o'}", "n_scenes=2", "grid=0", *SMALL]) == 2
    assert isaac.of("SimulationApp.close")[0]["exit_code"] == 2


def test_a_job_that_starts_its_own_app_closes_it_at_its_end(isaac, tmp_path):
    """What a launcher's job process does: no batch app; the renderer starts one, JobEnd
    closes it (without fast shutdown, so the process can report back)."""
    from generators.cli import main as cli_main
    from spatial_iq_ext.replicator import make

    registry.register("isaac", make)
    out = tmp_path / "job"
    assert cli_main(["generate", *batch.with_defaults([f"out={out}", "n_scenes=2", *SMALL])]) == 0
    assert isaac.of("SimulationApp.__init__")[0]["config"]["fast_shutdown"] is False
    assert isaac.kinds()[-1] == "SimulationApp.close" and app_mod.started_app() is None
    assert isaac.kinds().index("rep.render_product.destroy") < isaac.kinds().index("SimulationApp.close")


def test_in_process_sweep_shares_one_app_and_each_job_frees_its_product(isaac, tmp_path):
    out = tmp_path / "sweep"
    argv = ["-m", f"out={out}", "grid=3,4", "n_scenes=2", *SMALL, "hydra.sweep.subdir=g${grid}"]
    assert batch.main(argv) == 0
    assert isaac.kinds().count("SimulationApp.__init__") == 1 and isaac.kinds()[-1] == "SimulationApp.close"
    assert len(isaac.of("rep.create.render_product")) == len(isaac.of("rep.render_product.destroy")) == 2
    for grid in (3, 4):
        assert run_cli("verify", str(out / f"g{grid}")).returncode == 0
        assert (out / f"g{grid}" / "crosscheck.json").is_file()


def test_batch_defaults_and_launchers():
    added = ["render.backend=isaac", "workers=1", "render.crosscheck=true", batch.CALLBACK]
    assert batch.with_defaults(["out=x"]) == [*added, "out=x"]
    kept = batch.with_defaults(["workers=2", "render.backend=numpy", "render.crosscheck=false"])
    assert kept == [batch.CALLBACK, "workers=2", "render.backend=numpy", "render.crosscheck=false"]
    # Hydra takes its overrides as one run of positional arguments: the added ones join the user's
    assert batch.with_defaults(["-m", "grid=3,4"]) == ["-m", *added, "grid=3,4"]
    assert batch.with_defaults(["out=x", "-h"]) == [*added, "out=x", "-h"]
    assert batch.with_defaults(["-c", "job"]) == [*added, "-c", "job"]  # --info takes an optional value
    assert batch.jobs_in_this_process(["out=x"]) and batch.jobs_in_this_process(["-m", "grid=3,4"])
    assert not batch.jobs_in_this_process(["-m", "hydra/launcher=local_processes", "grid=3,4"])
    assert not batch.jobs_in_this_process(["--multirun", "hydra/launcher=slurm"])


# ---------------------------------------------------------------- PhysX

STEPPING = ("physx.update_simulation", "physx.update_transformations", "physx.simulate",
            "physx.fetch_results")


@pytest.mark.parametrize("object_type, grid, seed",
                         [("cube", 4, 0), ("cube", 3, 5), ("can", 4, 2), ("box", 3, 9)])
def test_physx_settled_cells_equal_collapse_of_the_slots(isaac, object_type, grid, seed):
    from generators.usd.scene import PHYSICS_HZ, PHYSICS_SCENE, STEPS_PER_SECOND
    from spatial_iq_ext.physics import drop_slots, physx_collapse
    from spatial_iq_ext.session import Session
    from spatial_iq_ext.settings import Params
    from spatial_iq_ext.stage import live_stage

    start_kit()
    params = Params(grid_size=grid, seed=seed, object_type=object_type, resolution=32, gravity="physx")
    session = Session(params)
    cells, attempts, reasons = physx_collapse(live_stage(), session)
    slots = drop_slots(session.params, session.generator.grid, attempts - 1)
    want = collapse(slots, (grid,) * 3)
    assert sorted(map(tuple, cells.tolist())) == sorted(map(tuple, want.tolist()))
    assert attempts == 1 and reasons == []
    assert live_stage().GetPrimAtPath(PHYSICS_SCENE).GetAttribute(STEPS_PER_SECOND).Get() == PHYSICS_HZ == 60
    updates = isaac.of("physx.update_simulation")
    assert updates and all(u["elapsedStep"] == pytest.approx(1 / 60) for u in updates)  # the authored rate
    assert [u["currentTime"] for u in updates] == pytest.approx([n / 60 for n in range(len(updates))])
    assert isaac.of("physx.start_simulation")[0]["hz"] == 60
    assert isaac.kinds().count("physx.reset_simulation") == attempts
    # stepped as NVIDIA's Kit-stage tests step: update_simulation, then update_transformations to USD;
    # fetch_results pairs with simulate() (memory stages), never with update_simulation
    calls = [e for e in isaac.EVENTS if e["kind"] in STEPPING]
    pairs = [(a["kind"], b["kind"], b.get("updateToFastCache"), b.get("updateToUsd"))
             for a, b in zip(calls[::2], calls[1::2], strict=True)]
    assert set(pairs) == {("physx.update_simulation", "physx.update_transformations", False, True)}


def test_physx_steps_at_whatever_rate_the_stage_authors(isaac, monkeypatch):
    from generators.usd import scene as usd_scene
    from generators.voxel.grid import Grid, Scene
    from spatial_iq_ext.physics import settle, settle_steps
    from spatial_iq_ext.stage import live_stage

    start_kit()
    stage = live_stage()
    record = Scene(Grid((2, 2, 3)), [(0, 0, 2), (1, 1, 0)], "cube").to_record()
    monkeypatch.setattr(usd_scene, "PHYSICS_HZ", 120)
    pos, rot = settle(stage, record)
    assert pos[:, 2] == pytest.approx([0.05, 0.05]) and np.allclose(rot, np.eye(3))  # dropped onto the ground
    assert isaac.of("physx.start_simulation")[0]["hz"] == 120
    assert {round(u["elapsedStep"] * 120, 9) for u in isaac.of("physx.update_simulation")} == {1.0}
    steps = settle_steps(stage, record)
    next(steps)
    steps.close()  # a drop stopped early (a cancelled window job) still resets the simulation
    assert isaac.kinds()[-1] == "physx.reset_simulation"
    assert isaac.kinds().count("physx.start_simulation") == isaac.kinds().count("physx.reset_simulation") == 2
