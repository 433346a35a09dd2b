"""The window's long work off the UI thread, with progress and cancel.

Kit draws its UI on the main thread, between runs of its asyncio loop. A window job is a
coroutine on that loop: CPU work (sampling a stack, ray-casting 16 views) runs on a
worker thread while the coroutine waits one frame at a time (``next_frame``: Kit's
``IApp.next_update_async``), and work that must stay on the main thread (PhysX stepping,
stage edits) runs a few steps per frame. Either way the UI gets a frame between steps.

Invariants: the work reports each step through ``Job.tick``, which raises ``Cancelled``
once ``Job.cancel`` was called, so a cancelled job stops at its next step; a job's result
is handed back on the main thread only when it finished uncancelled, so the window never
keeps half of a computation. (The CPU ray caster holds the GIL while it draws one view, a
few tens of ms at 512 px; frames come between views.)
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Generator
from dataclasses import dataclass, field


class Cancelled(Exception):
    """The user cancelled the job; nothing it computed was kept."""


async def next_frame() -> None:
    """Wait for Kit's next frame (``omni.kit.app``'s ``IApp.next_update_async``)."""
    import omni.kit.app

    await omni.kit.app.get_app().next_update_async()


@dataclass
class Job:
    label: str
    total: int | None = None  # steps expected, None when unknown (sampling retries)
    done: int = 0
    on_progress: Callable[[Job], None] | None = None  # called on the main thread once a frame
    threads: set = field(default_factory=set)  # idents of the threads the work ran on
    frames: int = 0  # frames the UI got while the job ran
    _cancel: threading.Event = field(default_factory=threading.Event)

    @property
    def cancelled(self) -> bool:
        return self._cancel.is_set()

    def cancel(self) -> None:
        self._cancel.set()

    def fraction(self) -> float:
        return min(1.0, self.done / self.total) if self.total else 0.0

    def text(self) -> str:
        of = f"/{self.total}" if self.total else ""
        return f"{self.label}: {self.done}{of}" + (" (cancelling)" if self.cancelled else "")

    def tick(self) -> None:
        """One step of the work is about to run (any thread): stop here if cancelled."""
        if self._cancel.is_set():
            raise Cancelled(f"{self.label} cancelled")
        self.threads.add(threading.get_ident())
        self.done += 1

    async def _frame(self, frame) -> None:
        await frame()
        self.frames += 1
        if self.on_progress is not None:
            self.on_progress(self)

    async def in_thread(self, work: Callable[[], object], frame=next_frame):
        """Run ``work()`` on a worker thread, a frame at a time; its result (or error)."""
        box: dict = {}

        def target():
            try:
                box["result"] = work()
            except BaseException as err:  # handed to the main thread below
                box["error"] = err

        thread = threading.Thread(target=target, name=f"spatial-iq {self.label}", daemon=True)
        thread.start()
        while thread.is_alive():
            await self._frame(frame)
        thread.join()
        if "error" in box:
            raise box["error"]
        return box["result"]

    async def in_steps(self, steps: Generator, frame=next_frame, per_frame: int = 4):
        """Run a step generator on this (main) thread, ``per_frame`` steps per frame; what
        it returns. Cancelling closes the generator (its ``finally`` blocks run)."""
        try:
            while True:
                for _ in range(per_frame):
                    self.tick()
                    try:
                        next(steps)
                    except StopIteration as done:
                        return done.value
                await self._frame(frame)
        finally:
            steps.close()
