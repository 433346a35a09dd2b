"""What ``generate`` says while it works, on a terminal and in a log (issue 45).

Two phases: compiling the kernels of a first run (``warmup.py``), then the views. On a
terminal (``mode="bar"``) each is a tqdm bar; when stderr is not a terminal (``mode="log"``:
a log file, CI, a pipe) each is a line at most every ``every_s`` seconds (the first after
``every_s``; further apart as the run gets long), so a log shows a run moving without a
line per view. The views count is
per scene, not per shard: workers add to a shared counter after each scene (``counter``)
and a thread here reads it twice a second, so the bar moves inside a shard too.

Invariant: every line is on stderr and starts ``spatial-iq generate: note:`` (the compile
notice and its end) or ``spatial-iq generate: progress:``, never mistaken for an error line
(docs/errors.md); ``mode=None`` says nothing at all; the counter only ever moves the display
forward, and the shard results the run records stay the authority on what is done.
"""

from __future__ import annotations

import sys
import threading
import time
from multiprocessing import get_context

PREFIX = "spatial-iq generate"
EVERY_S = 15.0  # seconds between two log lines (mode="log")
SPREAD = 20  # ... or a SPREAD-th of the time so far, if longer
POLL_S = 0.5  # how often the views counter is read


def mode_for(progress) -> str | None:
    """``generate``'s ``progress`` argument as a mode: True "bar", False/None silent, "auto"
    "bar" on a terminal and "log" otherwise, "log" or "bar" as given."""
    if progress == "auto":
        return "bar" if sys.stderr.isatty() else "log"
    if progress in ("bar", "log"):
        return progress
    return "bar" if progress else None


class LocalCounter:
    """``scene_counter`` for a run whose one worker is this process: a counter with the
    interface of ``multiprocessing.Value`` (``value``, ``get_lock``) and no semaphore, so a
    process that ends abruptly (``os._exit``, as Kit's shutdown does) leaks nothing."""

    def __init__(self):
        self.value = 0
        self._lock = threading.Lock()

    def get_lock(self) -> threading.Lock:
        return self._lock


def scene_counter(workers: int = 2):
    """A counter of finished scenes that the run's workers add to (``executors.init_worker``):
    shared memory for worker processes, ``LocalCounter`` when ``workers`` is 1 (the run
    renders in this process)."""
    if workers == 1:
        return LocalCounter()
    return get_context("spawn").Value("q", 0)


def _duration(seconds: float) -> str:
    seconds = max(0, int(round(seconds)))
    return f"{seconds} s" if seconds < 120 else f"{seconds // 60} min {seconds % 60:02d} s"


class Progress:
    """The display of one ``generate`` run (module docstring)."""

    def __init__(self, mode: str | None, stream=None, every_s: float | None = None, clock=time.monotonic):
        self.mode, self.stream, self.clock = mode, stream or sys.stderr, clock
        self.every_s = EVERY_S if every_s is None else every_s
        self.bar = None
        self.total = self.done = self.first = 0
        self.start = self.last_line = 0.0
        self.estimate = 0.0
        self.parts = 0
        self._lock = threading.Lock()
        self._stop = threading.Event()
        self._thread = None

    def _line(self, text: str) -> None:
        print(f"{PREFIX}: {text}", file=self.stream, flush=True)
        self.last_line = self.clock()

    def _due(self) -> bool:
        """A log line is due ``every_s`` after the last, or a twentieth of the time so far if
        longer: about twenty lines per doubling of a long run, not one per ``every_s``."""
        now = self.clock()
        return now - self.last_line >= max(self.every_s, (now - self.start) / SPREAD)

    # ---- compiling (warmup.py) ----

    def compiling(self, parts: int, estimate_s: float) -> None:
        """Said once, before the first compile: what happens and about how long."""
        if self.mode is None:
            return
        self.parts, self.estimate, self.start = parts, estimate_s, self.clock()
        self._line(f"note: compiling the renderer's kernels once (numba; cached for later runs): about "
                   f"{_duration(estimate_s)}")
        if self.mode == "bar":
            from tqdm import tqdm

            self.bar = tqdm(total=parts, desc="compiling", file=self.stream, dynamic_ncols=True,
                            bar_format="{desc}: {n}/{total} parts [{elapsed}, about "
                                       f"{_duration(estimate_s)} in all]")

    def compiled(self, parts_done: int, elapsed: float) -> None:
        if self.bar is not None:
            self.bar.n = parts_done
            self.bar.refresh()
        elif self.mode == "log" and self._due():
            self._line(f"progress: compiling, {_duration(elapsed)} so far, {parts_done} of {self.parts} "
                       f"parts done (about {_duration(self.estimate)} in all)")

    def compiled_all(self, seconds: float) -> None:
        if self.bar is not None:
            self.bar.n = self.parts
            self.bar.close()
            self.bar = None
        if self.mode is not None:
            self._line(f"note: compiled in {_duration(seconds)}; later runs load the kernels from the cache")

    # ---- views ----

    def views(self, total: int, done: int, counter=None, per_scene: int = 1) -> None:
        """Start counting views: ``total`` in all, ``done`` before this run; ``counter`` (its
        ``value``: scenes finished in this run, ``scene_counter``) is read in the background."""
        self.total, self.done, self.first, self.start = total, done, done, self.clock()
        self.last_line = self.start
        if self.mode == "bar":
            from tqdm import tqdm

            self.bar = tqdm(total=total, initial=done, unit="view", smoothing=0.05, dynamic_ncols=True,
                            file=self.stream)
        if self.mode is not None and counter is not None:
            self._thread = threading.Thread(target=self._watch, args=(counter, per_scene), daemon=True,
                                            name="generate-progress")
            self._thread.start()

    def _watch(self, counter, per_scene: int) -> None:
        while not self._stop.wait(POLL_S):
            self.advance_to(self.first + int(counter.value) * per_scene)

    def advance_to(self, done: int) -> None:
        """``done`` views finished in all (never moves back)."""
        with self._lock:
            if done <= self.done:
                if self.mode == "log" and self._due() and self.done < self.total:
                    self._log_views()
                return
            if self.bar is not None:
                self.bar.update(min(done, self.total) - self.done)
            self.done = min(done, self.total)
            if self.mode == "log" and self._due():
                self._log_views()

    def _log_views(self) -> None:
        elapsed = self.clock() - self.start
        made = self.done - self.first
        rate = made / elapsed if elapsed > 0 else 0.0
        left = f", about {_duration((self.total - self.done) / rate)} left" if rate > 0 else ""
        pct = 100.0 * self.done / self.total if self.total else 100.0
        self._line(f"progress: {self.done}/{self.total} views ({pct:.0f} %), {rate:.1f} views/s{left}")

    def close(self) -> None:
        self._stop.set()
        if self._thread is not None:
            self._thread.join(timeout=5)
            self._thread = None
        if self.bar is not None:
            self.bar.close()
            self.bar = None
