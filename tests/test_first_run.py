"""A first run says what it does (issue 45, item 1): before numba compiles, one line saying
so and about how long; while it compiles and while it renders, progress that moves, in a
terminal and in a log (stderr not a terminal), scene by scene rather than shard by shard."""

import os
import subprocess
import sys

import pytest

from generators.cli import main
from generators.dataset import progress, warmup

SMALL = ["camera.width=32", "camera.height=32", "max_attempts=10"]
LINE = "spatial-iq generate: progress: "


class Clock:
    def __init__(self):
        self.now = 0.0

    def __call__(self):
        return self.now


def test_log_lines_come_every_few_seconds_and_further_apart_as_a_run_gets_long():
    import io

    stream, clock = io.StringIO(), Clock()
    display = progress.Progress("log", stream=stream, every_s=15, clock=clock)
    display.views(1000, 100)
    for t, done in ((5, 150), (16, 200), (20, 250), (31, 300), (400, 900)):
        clock.now = t
        display.advance_to(done)
    display.close()
    lines = stream.getvalue().splitlines()
    assert lines == [f"{LINE}200/1000 views (20 %), 6.2 views/s, about 2 min 08 s left",
                     f"{LINE}300/1000 views (30 %), 6.5 views/s, about 108 s left",
                     f"{LINE}900/1000 views (90 %), 2.0 views/s, about 50 s left"]
    clock.now, stream = 1000.0, io.StringIO()
    display = progress.Progress("log", stream=stream, every_s=15, clock=clock)
    display.views(10, 0)
    for t in range(1000, 3001, 5):  # nothing finishes: a line still comes, further apart as time goes
        clock.now = float(t)
        display.advance_to(0)
    assert 20 <= len(stream.getvalue().splitlines()) <= 70


def test_progress_moves_scene_by_scene_in_a_log(tmp_path, capsys, monkeypatch):
    """Before: with stderr not a terminal nothing was said until the end, and the bar moved
    only when a whole shard finished. Here one shard of three scenes (each made to last a
    moment, so that the display's thread sees each count): the log shows 16 and 32 of 48
    views before the shard is done."""
    import time

    from generators.dataset import executors

    count = executors._count

    def slow_count(counter):
        count(counter)
        time.sleep(0.3)

    monkeypatch.setattr(executors, "_count", slow_count)
    monkeypatch.setattr(progress, "EVERY_S", 0.0)
    monkeypatch.setattr(progress, "SPREAD", 1e9)
    monkeypatch.setattr(progress, "POLL_S", 0.01)
    one = ["n_scenes=3", "output.scenes_per_shard=3", "workers=1"]
    assert main(["generate", f"out={tmp_path / 'one'}", *one, *SMALL]) == 0
    err = capsys.readouterr().err
    assert f"{LINE}16/48 views (33 %)" in err and f"{LINE}32/48 views (67 %)" in err
    assert "Traceback" not in err


def test_workers_count_scenes_in_a_counter_they_share(tmp_path, monkeypatch):
    """With two worker processes the display reads a counter the workers add to after each
    scene (``progress.scene_counter``): after the run it holds every scene."""
    seen = []
    views = progress.Progress.views

    def keep(self, total, done, counter=None, per_scene=1):
        seen.append(counter)
        return views(self, total, done, counter, per_scene)

    monkeypatch.setattr(progress.Progress, "views", keep)
    two = ["n_scenes=6", "output.scenes_per_shard=3", "workers=2"]
    assert main(["generate", f"out={tmp_path / 'two'}", *two, *SMALL]) == 0
    assert len(seen) == 1 and seen[0].value == 6


def test_the_compile_is_announced_before_it_starts_and_its_end_said(tmp_path, capsys, monkeypatch):
    """The helpers that compile run even with the kernels cached (``missing`` made to say
    they are not): the note comes first, with an estimate, then the end; the run's output is
    the same as without the warm-up."""
    monkeypatch.setattr(warmup, "missing", lambda cfg: list(warmup.PARTS))
    monkeypatch.setattr(progress, "EVERY_S", 0.0)
    assert main(["generate", f"out={tmp_path / 'a'}", "n_scenes=1", "workers=2", *SMALL]) == 0
    lines = capsys.readouterr().err.splitlines()
    assert lines[0].startswith("spatial-iq generate: note: compiling the renderer's kernels once (numba; "
                               "cached for later runs): about ")
    assert [x for x in lines if x.startswith("spatial-iq generate: note: compiled in ")]
    assert all(x.startswith(("spatial-iq generate: note:", "spatial-iq generate: progress:")) for x in lines)


def test_nothing_is_compiled_or_said_for_another_renderer(tmp_path):
    from generators.config import GenerateConfig

    cfg = GenerateConfig(out=str(tmp_path))
    cfg.render.backend = "numpy"
    assert warmup.missing(cfg) == []


@pytest.mark.slow
def test_a_first_run_with_an_empty_numba_cache_says_it_compiles(tmp_path):
    """The README's first command with an empty numba cache and stderr to a file: the note,
    then lines while it compiles, then the end, before the views."""
    env = dict(os.environ, NUMBA_CACHE_DIR=str(tmp_path / "numba"))
    r = subprocess.run([sys.executable, "-m", "generators.cli", "generate", f"out={tmp_path / 'demo'}",
                        "n_scenes=2", "workers=2", "camera.width=64", "camera.height=64"],
                       capture_output=True, text=True, env=env, timeout=900)
    assert r.returncode == 0, r.stderr
    lines = r.stderr.splitlines()
    assert lines[0].startswith("spatial-iq generate: note: compiling the renderer's kernels once")
    assert any(x.startswith("spatial-iq generate: note: compiled in ") for x in lines)
