"""The extension inside Kit / Isaac Sim: enabled with its settings, builds a stack on the live
stage, labels a view, highlights targets, exports, and (where PhysX is present) drops rigid
bodies that settle back onto the lattice. Written for omni.kit.test; not run on the project's
CPU machines (no omni.usd there), see docs/isaac.md for what was and was not run."""

import os
import tempfile

import omni.kit.app
import omni.kit.test


def _ext():
    from spatial_iq_ext.extension import instance

    return instance()


class TestSpatialIQExtension(omni.kit.test.AsyncTestCase):
    async def setUp(self):
        import omni.usd

        await omni.usd.get_context().new_stage_async()
        await omni.kit.app.get_app().next_update_async()

    async def test_enabled_with_its_settings(self):
        import carb.settings

        from spatial_iq_ext import EXT_NAME, SETTINGS_ROOT
        from spatial_iq_ext.settings import read

        mgr = omni.kit.app.get_app().get_extension_manager()
        self.assertTrue(mgr.is_extension_enabled(EXT_NAME))
        ext = _ext()
        self.assertIsNotNone(ext)
        self.assertEqual(ext.params, read(carb.settings.get_settings().get, SETTINGS_ROOT))

    async def test_build_label_highlight_export_on_the_live_stage(self):
        from pxr import UsdShade

        from generators.usd.scene import BLOCKS, block_path, highlight
        from spatial_iq_ext.session import Session
        from spatial_iq_ext.settings import Params
        from spatial_iq_ext.stage import live_stage, show_scene

        session = Session(Params(seed=1, resolution=128))
        session.build()
        show_scene(session)
        stage = live_stage()
        self.assertEqual(len(stage.GetPrimAtPath(BLOCKS).GetChildren()), session.scene.n_blocks)
        labels = dict(session.label_rows())
        self.assertEqual(int(labels["T1"]), int(labels["S5"]) + int(labels["S9"]))
        show_scene(session)  # now with the 16 cameras
        self.assertEqual(len(stage.GetPrimAtPath("/World/Cameras").GetChildren()), 16)
        try:
            import omni.kit.viewport.utility  # noqa: F401

            from spatial_iq_ext.stage import view_through

            self.assertEqual(view_through(1), (128, 128))  # the view's resolution, not the viewport's
        except ImportError:
            pass
        targets = session.targets("S6")
        self.assertEqual(highlight(stage, targets), len(targets))
        geom = stage.GetPrimAtPath(block_path(targets[0]) + "/geom")
        mat = UsdShade.MaterialBindingAPI(geom).ComputeBoundMaterial()[0]
        self.assertTrue(mat.GetPath().pathString.endswith("highlight"))
        with tempfile.TemporaryDirectory() as folder:
            usda, js = session.export(folder)
            self.assertTrue(os.path.isfile(usda) and os.path.isfile(js))

    async def test_window_and_menu(self):
        ext = _ext()
        try:
            import omni.ui  # noqa: F401
        except ImportError:
            self.skipTest("no omni.ui in this app")
        self.assertIsNotNone(ext.window)
        self.assertEqual(ext.window.title, "Spatial-IQ")
        await ext.on_build()  # a job on Kit's loop: the sampling runs on a worker thread
        self.assertIn("blocks", ext.status)
        rows = await ext.on_occlusion()
        self.assertEqual([k for k, _ in rows][:2], ["S1", "S2"])
        task = ext.on_build()
        ext.on_cancel()
        await task
        self.assertIn("cancelled", ext.status)

    async def test_physx_drop_settles_on_the_lattice(self):
        try:
            import omni.physx  # noqa: F401
        except ImportError:
            self.skipTest("no omni.physx in this app")
        from generators.voxel.gravity import has_gaps
        from spatial_iq_ext.physics import physx_collapse
        from spatial_iq_ext.session import Session
        from spatial_iq_ext.settings import Params
        from spatial_iq_ext.stage import live_stage

        session = Session(Params(grid_size=3, seed=2, resolution=128, gravity="physx"))
        cells, attempts, _ = physx_collapse(live_stage(), session)
        self.assertFalse(has_gaps(cells, (3, 3, 3)))
        scene = session.build_from_cells(cells)
        self.assertGreater(scene.n_blocks, 0)
        self.assertLessEqual(attempts, 10)
