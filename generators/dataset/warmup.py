"""Compiling, once and before any work, the numba kernels a ``generate`` run needs (issue 45).

numba compiles a kernel the first time a process calls it and caches the machine code on
disk (``NUMBA_CACHE_DIR``: ``generators/__init__.py``); later runs load it in milliseconds.
A first run used to compile inside its first shard, behind a progress bar stuck at 0 %. Now
``warm_up`` looks for each needed kernel's cache index and, when one is missing, says so in
one line (what happens, about how long), then compiles in short-lived helper processes, the
renderer's two shading kernels and the sampler's attempt loop side by side on as many cores
as the run may use (``helper_count``), each in a process of its own (less memory than one
process compiling all), while its progress moves (``progress.Progress``: a bar on a terminal, a
line every few seconds in a log). The run's workers then load the kernels from the cache.

Invariant: the warm-up writes nothing but numba's cache (a helper renders throw-away views
of a one-block scene and samples one attempt of scene 0 at 16x16, with the run's settings
otherwise and through the renderer's own code, so it compiles the signatures the run calls,
and no output byte depends on it);
it runs only for the numba CPU renderer and only when a cache index is missing; and a
helper that fails is never fatal: the workers compile what they need themselves, as before.
Kernels a run may need that it does not cover: the uint16 instance buffers of scenes with
255 blocks or more (grids above 255 cells) are compiled by the worker that meets one.
"""

from __future__ import annotations

import copy
import os
import time
from multiprocessing import get_context

from ..config import GenerateConfig

# the helpers' parts: the shaded render's centre rays (and pixel counts), its edge
# antialiasing, and the sampler's pruning; measured cold compiles on the 2-core development
# machine (issue 45, docs/performance.md, "The first run"): wall seconds of each alone
PARTS = ("edges", "centres", "sample")
ESTIMATE_S = {"edges": 30, "centres": 25, "sample": 20}


def helper_count(cfg: GenerateConfig) -> int:
    """Processes that may compile at once: one per core for ``workers`` auto (or 0), as the
    run itself would take (a run of one shard has one worker but compiles on two cores);
    otherwise at most ``workers``."""
    workers = cfg.workers
    if str(workers) == "auto" or workers == 0:
        return os.cpu_count() or 1
    return max(1, int(workers))


def _uses_numba(cfg: GenerateConfig) -> bool:
    """Whether the run renders with the numba CPU renderer (``render.backend`` auto or numba)."""
    from ..render.jit import HAVE_NUMBA

    return HAVE_NUMBA and str(cfg.render.backend) in ("auto", "numba")


def dispatchers(part: str, cfg: GenerateConfig) -> list:
    """The compiled functions whose cache ``part`` (of ``PARTS``) fills for ``cfg``; none for
    "edges" without antialiasing."""
    from ..config import grid_shape
    from ..render import raycast
    from ..voxel import attempt_loop
    from ..voxel.grid import Grid

    if part == "edges":
        return [raycast.shade_edges] if cfg.render.antialias else []
    if part == "centres":
        return [raycast.shade_centres, raycast.count_ids]
    if attempt_loop.CameraTable.fits(Grid(grid_shape(cfg.grid), float(cfg.block_size))):
        return [attempt_loop._attempts]
    return [raycast.count_kernel]


def cached(dispatcher) -> bool:
    """Whether numba's cache holds an index for ``dispatcher`` (compiled here once at least,
    for any signature). Unknown is taken as cached: the warm-up is only a head start."""
    try:
        return os.path.exists(dispatcher._cache._cache_file._index_path)
    except AttributeError:
        return True


def missing(cfg: GenerateConfig) -> list[str]:
    """The helper parts (of ``PARTS``, longest first) the run needs that have nothing cached
    yet; empty for a renderer that is not numba's."""
    if not _uses_numba(cfg):
        return []
    return [part for part in PARTS if not all(map(cached, dispatchers(part, cfg)))]


def small(cfg: GenerateConfig) -> GenerateConfig:
    """``cfg`` with a 16x16 camera and one sampling attempt: the same kernel signatures, little work."""
    cfg = copy.deepcopy(cfg)
    cfg.camera.width = cfg.camera.height = 16
    cfg.max_attempts = 1
    return cfg


def compile_part(part: str, cfg: GenerateConfig) -> None:
    """Run what calls the kernels of ``part`` (in a helper process): "centres" draws every view
    of a one-block scene as the run draws its views, without antialiasing; "edges" runs the
    antialiasing kernel alone on the inputs the renderer gives it; "sample" samples scene 0
    (one attempt)."""
    from ..render import raycast
    from ..render.jit import set_threads
    from ..voxel.grid import Scene
    from .pipeline import Generator

    set_threads(1)  # as in the run's workers (executors.init_worker)
    cfg = small(cfg)
    if part == "centres":
        cfg.render.antialias = False  # its kernel is the "edges" part's, compiled beside this one
    gen = Generator(cfg)
    scene = Scene(gen.grid, [(0, 0, 0)], cfg.object_type)
    if part == "centres":
        gen.render_views(scene)
    elif part == "edges":
        raycast.shade_edges(*gen.renderer.shade_inputs(scene, gen.camera(scene, gen.views[0]))[1])
    else:
        gen.sample(0)


def warm_up(cfg: GenerateConfig, progress) -> float:
    """Compile what ``missing`` lists in up to ``helper_count`` processes at a time, telling
    ``progress`` (``progress.Progress``) first and as it goes; returns the seconds it took
    (0 when nothing was missing)."""
    parts = missing(cfg)
    if not parts:
        return 0.0
    helpers = max(1, min(helper_count(cfg), len(parts)))
    lanes = [0.0] * helpers  # parts start in order (longest first), each on the lane free first
    for part in parts:
        lanes[lanes.index(min(lanes))] += ESTIMATE_S[part]
    estimate = max(lanes)
    progress.compiling(len(parts), estimate)
    start = time.perf_counter()
    ctx = get_context("spawn")
    waiting, running, done = list(parts), [], 0
    while waiting or running:
        while waiting and len(running) < helpers:
            proc = ctx.Process(target=_helper, args=(waiting.pop(0), cfg), daemon=True)
            proc.start()
            running.append(proc)
        for proc in list(running):
            proc.join(timeout=0.5)
            if not proc.is_alive():
                running.remove(proc)
                done += 1
        progress.compiled(done, time.perf_counter() - start)
    seconds = time.perf_counter() - start
    progress.compiled_all(seconds)
    return seconds


def _helper(part: str, cfg: GenerateConfig) -> None:
    from ..io.lifetime import die_with_parent

    die_with_parent()  # a killed run leaves no compiler behind
    try:
        compile_part(part, cfg)
    except Exception:  # never fatal: the run's workers compile what they need themselves
        pass
