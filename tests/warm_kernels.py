"""Compile every numba kernel signature and Warp's CPU module the test suite uses, once, in
one process, into the caches the test processes then read (``python -m tests.warm_kernels``).

``conftest.pytest_sessionstart`` runs it before pytest-xdist starts its test processes: in a
fresh checkout nothing is cached yet, and each test process (and each ``generate`` worker a
test starts) would otherwise compile the same kernels at the same time, on the cores the
tests need (the shaded render kernels alone took one to two minutes of a core).

Invariant: the work below goes through the same public code paths, with the same argument
types, as the tests, and so compiles exactly the signatures they use (the render kernels
with and without colour, ``count_kernel``, ``count_ids`` on whole and cropped buffers, the option
pictures' recolouring kernels, PhysTool's rasteriser, the CGDJ clips' cameras, Warp's
``warp_kernels`` module on the CPU, which compiles the ``warp_trace`` and ``warp_shade``
functions its kernels call with it). ``NUMBA_CACHE_DIR`` is chosen by
``generators/__init__.py``, the same way here and in every test process; Warp keeps its own
cache. A marker file in the numba cache records a
finished warm-up for these sources, so a warm run skips it.
"""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PACKAGE = os.path.join(ROOT, "generators")
TIMEOUT_S = 1800  # a cold compile on a loaded 2-core machine takes minutes; never hang the suite
SMALL = ["camera.width=64", "camera.height=64", "output.scenes_per_shard=2", "workers=1"]


def commands(tmp: str) -> list[list[str]]:
    """The ``spatial-iq`` runs whose kernels the tests use (small, 64x64, one process)."""
    return [
        ["generate", f"out={tmp}/cube", "n_scenes=2", *SMALL],
        ["export", "jsonl", f"{tmp}/cube", "--out", f"{tmp}/jsonl", "--limit", "2", "--workers", "1"],
        ["respond", f"{tmp}/cube", "oracle", "--out", f"{tmp}/oracle.jsonl", "--limit", "2"],
        ["verify", f"{tmp}/cube"],
        ["generate", "scene=phystool", f"out={tmp}/tools", "n_scenes=1", "scene.width=64", "scene.height=64",
         "scene.min_visible_pixels=1", "workers=1"],
        ["cgdj-videos", f"out={tmp}/videos", "n_scenes=1", "clip.width=32", "clip.height=18",
         "clip.orbit_seconds=0.5", "max_attempts=20", "layouts=[5x8]"],
    ]


def instance_only_renders() -> None:
    """``render(rgb=False)``: the instance-only kernel ``render_instances`` (tests of
    visibility, ties and the Warp comparison draw it; ``generate`` counts pixels instead)."""
    from generators.config import GenerateConfig
    from generators.dataset.pipeline import Generator

    gen = Generator(GenerateConfig(out="unused"))
    scene = gen.sample(0)
    camera = gen.camera(scene, spec=gen.views[0])
    for stride in (1, 2):
        gen.renderer.render(scene, camera, rgb=False, stride=stride)


def warp_module() -> None:
    """Warp compiles a module's kernels together, on first launch, into its own cache."""
    try:
        import warp  # noqa: F401
    except ImportError:
        return
    from generators.config import GenerateConfig, RenderConfig
    from generators.dataset.pipeline import Generator
    from generators.render.registry import make_renderer

    gen = Generator(GenerateConfig(out="unused"))
    scene = gen.sample(0)
    items = [(scene, gen.camera(scene, spec=v)) for v in gen.views[:2]]
    renderer = make_renderer(RenderConfig(backend="warp", device="cpu"))
    renderer.render_many(items)
    renderer.render_many(items, rgb=False, stride=2)
    renderer.counts_many(items, stride=4)


def warm() -> list[str]:
    """Compile (or load) everything; returns the problems (empty when all went through)."""
    from generators.cli import main

    problems = []
    with tempfile.TemporaryDirectory(prefix="warm-kernels-") as tmp:
        for argv in commands(tmp):
            if main(argv) != 0:
                problems.append(f"spatial-iq {' '.join(argv)} failed")
    for step in (instance_only_renders, warp_module):
        try:
            step()
        except Exception as err:  # best effort: the tests then compile what they need
            problems.append(f"{step.__name__}: {type(err).__name__}: {err}")
    return problems


def sources_digest() -> str:
    """sha1 of this file and of every package module that compiles kernels (numba or Warp),
    with the package's real path: numba keys its cache by the source file's path."""
    from generators import kernel_digest

    with open(os.path.abspath(__file__), "rb") as fh:
        salt = os.path.realpath(PACKAGE).encode() + sys.version.encode() + fh.read()
    return kernel_digest(PACKAGE, (b"njit", b"import warp"), salt, 16)


def marker() -> str | None:
    """The file that says these sources' kernels are cached (in ``$NUMBA_CACHE_DIR``, which
    importing ``generators`` sets)."""
    import generators  # noqa: F401  (sets NUMBA_CACHE_DIR)

    folder = os.environ.get("NUMBA_CACHE_DIR")
    return os.path.join(folder, f"warm-kernels-{sources_digest()}.done") if folder else None


def warm_in_a_subprocess() -> str | None:
    """Warm the caches in a child process unless the marker says they are; returns a line to
    show (what was done, or why it was not), or None when there was nothing to do."""
    done = marker()
    if done and os.path.exists(done):
        return None
    env = dict(os.environ)
    env.setdefault("NUMBA_NUM_THREADS", "1")
    start = time.perf_counter()
    try:
        r = subprocess.run([sys.executable, "-m", "tests.warm_kernels"], cwd=ROOT, env=env,
                           capture_output=True, text=True, timeout=TIMEOUT_S)
    except subprocess.TimeoutExpired:
        return f"tests/warm_kernels.py: gave up after {TIMEOUT_S} s; the test processes compile their kernels"
    seconds = time.perf_counter() - start
    if r.returncode != 0:
        last = (r.stderr.strip().splitlines() or ["no output"])[-1]
        return f"tests/warm_kernels.py failed ({last}); the test processes compile their kernels"
    if done:
        with open(done, "w") as fh:
            fh.write(f"{seconds:.1f} s\n")
    return f"numba and Warp kernels compiled or loaded once in {seconds:.0f} s (tests/warm_kernels.py)"


if __name__ == "__main__":
    os.environ.setdefault("NUMBA_NUM_THREADS", "1")
    problems = warm()
    for line in problems:
        print(f"warm_kernels: {line}", file=sys.stderr)
    sys.exit(1 if problems else 0)
