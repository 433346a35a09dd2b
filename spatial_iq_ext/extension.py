"""The Kit extension (``[[python.module]] name = "spatial_iq_ext.extension"``).

On startup it reads its settings (``/exts/spatial_iq_ext/*``), opens the Spatial-IQ window
and adds Window > Spatial-IQ. The window chooses grid, seed, object type, view and gravity
(column compaction or PhysX), builds the stack on the stage, runs the occlusion test from
the chosen camera, lists S1-S9/T1/T2, highlights any subtask's targets and exports USD +
labels JSON. Without omni.ui (a bare Kit kernel, a headless batch) it starts with no
window and says so in the log; its settings and ``Session`` still work. A bad setting stops
its start with one error line naming it; an app with no window and no omni.ui is then asked
to quit with status 2 (``_refuse_start``).

"Build stack" and "Occlusion test" run as jobs (``jobs.py``) on Kit's asyncio loop: the
sampling and the 16 ray-cast views on a worker thread, the PhysX drop a few steps per
frame, with a progress bar and a Cancel button; one job at a time, and the stage and the
window's session change only when a job finished uncancelled. Each button's callback
(``on_build``, ``on_occlusion``, ``on_highlight``, ``on_export``, ``on_cancel``) is a public
method, and the long ones return the asyncio task they started.

Every omni/carb import is inside a function, so this module imports in plain Python; Kit
only instantiates ``SpatialIQExtension`` (it subclasses ``omni.ext.IExt``, created lazily).
"""

from __future__ import annotations

import asyncio

from . import EXT_NAME, SETTINGS_ROOT
from .jobs import Cancelled, Job, next_frame
from .settings import GRAVITY_MODES, OBJECT_TYPES, Params, read

WINDOW_TITLE = "Spatial-IQ"
_INSTANCE: dict = {}


def instance():
    """The running extension object (None when disabled); tests and scripts use it."""
    return _INSTANCE.get("ext")


def _log(level: str, message: str) -> None:
    try:
        import carb

        getattr(carb, f"log_{level}")(f"[{EXT_NAME}] {message}")
    except ImportError:
        print(f"[{EXT_NAME}] {level}: {message}")


def _refuse_start(err: ValueError) -> None:
    """Say which setting stopped the start. An app with no window and no omni.ui (a headless
    check, a script) has nothing left to run this extension for, so it is asked to quit with
    status 2, the status of bad input everywhere in this project (Kit itself would go on and
    exit 0); an app with a UI keeps running and shows the error in its console."""
    import importlib.util

    import carb.settings

    from generators.errors import BAD_INPUT

    headless = carb.settings.get_settings().get("/app/window/enabled") is False
    if headless and importlib.util.find_spec("omni.ui") is None:
        import omni.kit.app

        _log("error", f"{err}; this app has no window and no omni.ui, so it quits with status {BAD_INPUT}")
        omni.kit.app.get_app().post_quit(BAD_INPUT)
    else:
        _log("error", str(err))


class _Base:
    """The extension's behaviour; ``__getattr__`` of the module builds the IExt subclass."""

    def on_startup(self, ext_id: str) -> None:
        import carb.settings

        self.ext_id = ext_id
        try:
            self.params = read(carb.settings.get_settings().get, SETTINGS_ROOT)
        except ValueError as err:  # a bad setting: Kit logs the start as failed
            _refuse_start(err)
            raise
        self.session = None
        self.window = None
        self.menu = None
        self.status = "started"
        self.highlight_subtask = "S1"  # the subtask "Show" highlights when there is no window
        self.job: Job | None = None  # the running job (one at a time)
        self.task = None  # its asyncio task
        self._widgets: dict = {}
        _INSTANCE["ext"] = self
        try:
            self._build_ui()
        except ImportError as err:  # bare kernel / headless: no omni.ui or menu extension
            self.status = f"no window ({err.name} not available)"
            _log("info", f"started without a window: {err.name} is not available")
        _log("info", f"started with {self.params.as_dict()}")

    def on_shutdown(self) -> None:
        if self.job is not None:
            self.job.cancel()
        if self.menu is not None:
            try:
                import omni.kit.menu.utils

                omni.kit.menu.utils.remove_menu_items(self.menu, "Window")
            except ImportError:
                pass
        if self.window is not None:
            self.window.destroy()
        self.window = self.menu = self.session = None
        self._widgets = {}
        _INSTANCE.pop("ext", None)
        _log("info", "shut down")

    # ------------------------------------------------------------------ UI (omni.ui)

    def _build_ui(self) -> None:
        import omni.ui as ui
        from omni.kit.menu.utils import MenuItemDescription, add_menu_items

        self.window = ui.Window(WINDOW_TITLE, width=380, height=640)
        w, p = self._widgets, self.params
        with self.window.frame:
            with ui.VStack(spacing=4):
                for name, value in (("grid_size", p.grid_size), ("seed", p.seed),
                                    ("scene_index", p.scene_index), ("view", p.view)):
                    with ui.HStack(height=22):
                        ui.Label(name, width=110)
                        w[name] = ui.IntField()
                        w[name].model.set_value(value)
                for name, options, value in (("object_type", OBJECT_TYPES, p.object_type),
                                             ("gravity", GRAVITY_MODES, p.gravity)):
                    with ui.HStack(height=22):
                        ui.Label(name, width=110)
                        w[name] = ui.ComboBox(options.index(value), *options)
                with ui.HStack(height=26):
                    ui.Button("Build stack", clicked_fn=self.on_build)
                    ui.Button("Occlusion test", clicked_fn=self.on_occlusion)
                    ui.Button("Export", clicked_fn=self.on_export)
                with ui.HStack(height=22):
                    w["progress"] = ui.ProgressBar()
                    ui.Button("Cancel", clicked_fn=self.on_cancel, width=60)
                w["labels"] = ui.Label("", word_wrap=True, height=220)
                from .session import SUBTASKS

                with ui.HStack(height=22):
                    ui.Label("highlight", width=110)
                    w["subtask"] = ui.ComboBox(0, *SUBTASKS)
                    ui.Button("Show", clicked_fn=self.on_highlight, width=60)
                w["status"] = ui.Label("", word_wrap=True)
        self.menu = [MenuItemDescription(name=WINDOW_TITLE, onclick_fn=self.toggle_window)]
        add_menu_items(self.menu, "Window")

    def toggle_window(self, *_):
        if self.window is not None:
            self.window.visible = not self.window.visible

    def _combo(self, name: str, options) -> str:
        model = self._widgets[name].model
        return options[model.get_item_value_model().as_int]

    def _read_widgets(self) -> Params:
        w = self._widgets
        if not w:
            return self.params
        return Params(grid_size=w["grid_size"].model.as_int, seed=w["seed"].model.as_int,
                      scene_index=w["scene_index"].model.as_int, view=w["view"].model.as_int,
                      object_type=self._combo("object_type", OBJECT_TYPES),
                      gravity=self._combo("gravity", GRAVITY_MODES), resolution=self.params.resolution,
                      export_dir=self.params.export_dir).validate()

    def _say(self, text: str) -> None:
        self.status = text
        if "status" in self._widgets:
            self._widgets["status"].text = text
        _log("info", text)

    # ------------------------------------------------------------------ jobs

    def _begin(self, label: str, total: int | None = None) -> Job | None:
        if self.job is not None:
            self._say(f"busy with {self.job.label}: wait or press Cancel")
            return None
        self.job = Job(label, total, on_progress=self._show_progress)
        self._show_progress(self.job)
        return self.job

    def _show_progress(self, job: Job) -> None:
        if "progress" in self._widgets:
            self._widgets["progress"].model.set_value(job.fraction())
        if "status" in self._widgets:
            self._widgets["status"].text = job.text()

    def _run(self, job: Job | None, coro):
        """Schedule a job's coroutine on Kit's loop; the task, or None when busy."""
        if job is None:
            coro.close()
            return None
        self.task = asyncio.ensure_future(coro)
        return self.task

    def _finish(self, job: Job) -> None:
        self.job = None
        if "progress" in self._widgets:
            self._widgets["progress"].model.set_value(0.0)

    def on_cancel(self):
        """Cancel the running job (it stops at its next step and keeps nothing)."""
        if self.job is None:
            return self._say("nothing to cancel")
        self.job.cancel()
        self._show_progress(self.job)

    # ------------------------------------------------------------------ actions

    def on_build(self):
        """Build the stack (column compaction, or a PhysX drop snapped to the lattice)."""
        return self._run(self._begin("Build stack"), self._build())

    async def _build(self):
        from .session import Session
        from .stage import live_stage, show_scene

        job = self.job
        try:
            params = self._read_widgets()
            session = await job.in_thread(lambda: Session(params), next_frame)  # imports numba once
            if params.gravity == "physx":
                from .physics import drop_steps

                cells, attempts, _ = await job.in_steps(drop_steps(live_stage(), session), next_frame)
                await job.in_thread(lambda: session.build_from_cells(cells, watch=job.tick), next_frame)
                how = f"PhysX drop on the lattice after {attempts} attempt(s)"
            else:
                await job.in_thread(lambda: session.build(watch=job.tick), next_frame)
                how = "column compaction"
            self.params, self.session = params, session
            show_scene(session)
            self._say(f"{session.scene.n_blocks} blocks ({how})")
        except Cancelled:
            self._say("build cancelled: the window keeps its previous stack")
        except Exception as err:  # the window reports, the app goes on
            self._say(f"build failed: {err}")
        finally:
            self._finish(job)

    def on_occlusion(self):
        """Render the 16 views (worker thread), list the chosen view's labels, show the
        cameras and look through the chosen one."""
        if self.session is None or self.session.scene is None:
            return self._say("build a stack first")
        total = self.session.view_count() if not self.session.records else 0
        return self._run(self._begin("Occlusion test", total), self._occlusion())

    async def _occlusion(self):
        from .stage import show_scene, view_through

        job, session = self.job, self.session
        try:
            view = self._read_widgets().view
            await job.in_thread(lambda: session.occlusion_test(watch=job.tick), next_frame)
            session.params.view = view
            rows = session.label_rows()
            show_scene(session)
            view_through(view)
            if "labels" in self._widgets:
                self._widgets["labels"].text = "\n".join(f"{k:<11}{v}" for k, v in rows)
            self._say(f"labels of view {view}")
            return rows
        except Cancelled:
            self._say("occlusion test cancelled: no labels kept")
        except Exception as err:
            self._say(f"occlusion test failed: {err}")
        finally:
            self._finish(job)

    def on_highlight(self):
        from .session import SUBTASKS
        from .stage import live_stage

        if self.job is not None:
            return self._say(f"busy with {self.job.label}: wait or press Cancel")
        if self.session is None or not self.session.records:
            return self._say("run the occlusion test first")
        from generators.usd.scene import highlight

        subtask = self._combo("subtask", SUBTASKS) if "subtask" in self._widgets else self.highlight_subtask
        n = highlight(live_stage(), self.session.targets(subtask))
        self._say(f"{subtask}: {n} target block(s) highlighted")
        return n

    def on_export(self):
        if self.job is not None:
            return self._say(f"busy with {self.job.label}: wait or press Cancel")
        if self.session is None or not self.session.records:
            return self._say("run the occlusion test first")
        try:
            usda, js = self.session.export()
            self._say(f"wrote {usda} and {js}")
            return usda, js
        except (OSError, RuntimeError) as err:
            self._say(f"export failed: {err}")


def __getattr__(name: str):
    """``SpatialIQExtension`` subclasses omni.ext.IExt, which exists only inside Kit; it is
    created on first access so that this module imports anywhere."""
    if name == "SpatialIQExtension":
        import omni.ext

        cls = type("SpatialIQExtension", (_Base, omni.ext.IExt), {"__module__": __name__})
        globals()[name] = cls
        return cls
    raise AttributeError(name)


def __dir__():
    """Kit looks for IExt subclasses with ``dir(module)``: list the lazily built class too."""
    return sorted(set(globals()) | {"SpatialIQExtension"})
