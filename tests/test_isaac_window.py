"""The window's callbacks end to end, against the fake Kit of ``tests/isaac_fakes`` standing in
for Isaac Sim's running app: the real ``SpatialIQExtension`` (no omni.ui here, so no
widgets: the buttons' callbacks are called as the buttons would), on a real asyncio loop
whose frames are the fake ``IApp.next_update_async``. Build and occlusion test run off the
loop (a worker thread) while frames keep coming, report progress, can be cancelled and
then keep nothing; the PhysX drop runs a few steps a frame; the stage, the viewport (camera
and resolution) and the exports are what a user would see.

Not covered: the omni.ui widgets themselves (``_build_ui``) and real frame timing."""

import asyncio
import threading

import numpy as np
import pytest

pytest.importorskip("pxr", reason="usd-core is not installed (pip install 'spatial-iq[usd]')")

from generators.dataset.pipeline import Generator  # noqa: E402
from generators.voxel.gravity import collapse  # noqa: E402
from spatial_iq_ext import SETTINGS_ROOT  # noqa: E402
from spatial_iq_ext.session import ROWS  # noqa: E402
from tests.conftest import small_config  # noqa: E402
from tests.isaac_fake_env import (
    isaac_fixture,  # noqa: E402,F401  (the "isaac" fixture)
    start_kit,  # noqa: E402
)


def extension(**settings):
    """Isaac Sim's app runs; Kit enables the extension with these settings."""
    start_kit()
    import carb.settings

    store = carb.settings.get_settings()
    for key, value in {"resolution": 48, "seed": 3, "scene_index": 2, "view": 1, **settings}.items():
        store.set(f"{SETTINGS_ROOT}/{key}", value)
    from spatial_iq_ext import extension as ext_mod

    ext = ext_mod.SpatialIQExtension()
    ext.on_startup("spatial_iq_ext-0.1.0")
    return ext


def run(coro):
    return asyncio.run(asyncio.wait_for(coro, timeout=600))


class Gate:
    """Holds the first render of a job until the test opens it (deterministic cancel)."""

    def __init__(self, renderer):
        self.inner, self.open, self.calls = renderer, threading.Event(), 0
        self.name, self.pruner = renderer.name, renderer.pruner

    def render(self, *args, **kw):
        self.calls += 1
        self.open.wait(timeout=60)
        return self.inner.render(*args, **kw)


def test_build_occlusion_highlight_export_as_a_user_clicks(isaac, tmp_path):
    from spatial_iq_ext.stage import live_stage

    ext = extension(export_dir=str(tmp_path / "export"))
    assert ext.status == "no window (omni.ui not available)" and ext.params.seed == 3
    gen = Generator(small_config(tmp_path / "x", seed=3, max_attempts=150, **{"camera.width": 48,
                                                                              "camera.height": 48}))
    want_scene = gen.sample(2)
    want = gen.render_views(want_scene)[1]

    async def clicks():
        assert ext.on_occlusion() is None and ext.status == "build a stack first"
        task = ext.on_build()
        build = ext.job
        assert ext.on_build() is None and ext.status == "busy with Build stack: wait or press Cancel"
        await task
        assert ext.job is None and build.done > 0 and build.frames > 0
        assert threading.main_thread().ident not in build.threads  # sampled on a worker thread
        task = ext.on_occlusion()
        occlusion = ext.job
        rows = await task
        return build, occlusion, rows

    build, occlusion, rows = run(clicks())
    assert np.array_equal(ext.session.scene.blocks, want_scene.blocks)  # the dataset's stack
    assert len(live_stage().GetPrimAtPath("/World/Blocks").GetChildren()) == want_scene.n_blocks
    assert rows == [(key, str(want["labels"][key])) for key in ROWS]
    assert occlusion.total == occlusion.done == 16 and threading.main_thread().ident not in occlusion.threads
    assert ext.status == "labels of view 1"
    assert len(live_stage().GetPrimAtPath("/World/Cameras").GetChildren()) == 16
    assert [e["path"] for e in isaac.of("viewport.camera_path")] == ["/World/Cameras/view_01"]
    # the view's resolution, not the viewport's 1280 x 720
    assert [e["resolution"] for e in isaac.of("viewport.resolution")] == [[48, 48]]
    ext.highlight_subtask = "S6"
    assert ext.on_highlight() == len(ext.session.targets("S6")) and ext.status.startswith("S6: ")
    usda, js = ext.on_export()
    assert usda.startswith(str(tmp_path / "export")) and js.endswith(".labels.json")
    assert ext.on_export() is None and "export failed" in ext.status  # never overwrites
    ext.on_shutdown()


def test_cancelled_occlusion_test_keeps_nothing_and_the_ui_kept_its_frames(isaac):
    from spatial_iq_ext.stage import live_stage

    ext = extension()

    async def clicks():
        await ext.on_build()
        gate = Gate(ext.session.generator.renderer)
        ext.session.generator.renderer = gate
        task = ext.on_occlusion()
        job = ext.job
        while gate.calls == 0:  # the worker is inside its first view
            await asyncio.sleep(0.001)
        frames = job.frames
        await asyncio.sleep(0.05)
        assert job.frames > frames  # the loop keeps drawing while the worker renders
        assert ext.on_export() is None and ext.status.startswith("busy with Occlusion test")
        ext.on_cancel()
        assert "(cancelling)" in job.text()
        gate.open.set()
        await task
        return job

    job = run(clicks())
    assert ext.status == "occlusion test cancelled: no labels kept" and ext.job is None
    assert job.done == 1 and ext.session.records == []
    assert not live_stage().GetPrimAtPath("/World/Cameras") and not isaac.of("viewport.camera_path")
    assert ext.on_highlight() is None and ext.status == "run the occlusion test first"
    assert ext.on_cancel() is None and ext.status == "nothing to cancel"


def test_cancelled_build_keeps_the_previous_stack(isaac):
    ext = extension()

    async def clicks():
        await ext.on_build()
        before = ext.session
        ext.params.scene_index = 5
        task = ext.on_build()
        ext.on_cancel()  # before the worker's first render
        await task
        return before

    before = run(clicks())
    assert ext.session is before and ext.status == "build cancelled: the window keeps its previous stack"


def test_physx_build_steps_a_few_times_a_frame_and_lands_on_collapse(isaac):
    from spatial_iq_ext.physics import drop_slots

    ext = extension(gravity="physx", grid_size=3, seed=4)

    async def clicks():
        task = ext.on_build()
        job = ext.job
        await task
        return job

    job = run(clicks())
    assert ext.status.endswith("blocks (PhysX drop on the lattice after 1 attempt(s))"), ext.status
    slots = drop_slots(ext.params, ext.session.generator.grid, 0)
    settled = {tuple(c) for c in collapse(slots, (3, 3, 3)).tolist()}
    assert {tuple(b) for b in ext.session.scene.blocks.tolist()} <= settled  # pruned from the settled cells
    steps = len(isaac.of("physx.update_simulation"))
    assert steps > 0 and job.frames >= steps // 4  # the UI got a frame every 4 physics steps
    assert isaac.kinds().count("physx.reset_simulation") == 1


def test_cancelled_physx_drop_resets_the_simulation(isaac):
    ext = extension(gravity="physx", grid_size=3)

    async def clicks():
        task = ext.on_build()
        job = ext.job
        while not isaac.of("physx.update_simulation"):
            await asyncio.sleep(0.001)
        ext.on_cancel()
        await task
        return job

    run(clicks())
    assert ext.session is None and "cancelled" in ext.status
    physx = [k for k in isaac.kinds() if k.startswith("physx.")]
    assert physx[-1] == "physx.reset_simulation" and len(isaac.of("physx.update_simulation")) <= 8


def test_failures_are_reported_in_the_window(isaac, monkeypatch):
    ext = extension()
    ext.params.grid_size = 0  # as if a widget held a bad value

    async def build():
        await ext.on_build()

    run(build())
    assert ext.status == "build failed: grid_size=0: must be 1..64" and ext.job is None

    ext.params.grid_size = 3

    async def occlusion_fails():
        await ext.on_build()
        monkeypatch.setattr(ext.session, "occlusion_test", lambda watch=None: 1 / 0)
        await ext.on_occlusion()

    run(occlusion_fails())
    assert ext.status == "occlusion test failed: division by zero" and ext.job is None


def test_without_a_viewport_looking_through_is_skipped(isaac):
    ext = extension()
    import omni.kit.viewport.utility as vu

    vu._STATE["none"] = True
    from spatial_iq_ext.stage import view_through

    async def clicks():
        await ext.on_build()
        return await ext.on_occlusion()

    assert run(clicks())[0][0] == "S1" and view_through(1) is None and not isaac.of("viewport.resolution")
