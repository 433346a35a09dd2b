"""Random scenes: count, slots, gravity, pruning against the primary view (docs/conventions.md).

Each scene's randomness comes from (global seed, scene index) alone through
``numpy.random.SeedSequence``, so a scene's bytes do not depend on worker count or shard
size, and no global RNG is touched anywhere.
"""

from __future__ import annotations

from collections.abc import Callable

import numpy as np

from ..render.base import Renderer
from ..rng import stream
from .attempt_loop import CameraTable, run_attempts
from .camera import Camera
from .counts import sample_count
from .gravity import collapse
from .grid import Grid, Scene
from .visibility import determinable


def _bound_from_counts(scene: Scene, counts: np.ndarray, min_visible_pixels: int) -> int:
    _, keep = determinable(scene.blocks, counts, min_visible_pixels)
    if not keep.any():
        return -1
    sub = scene.with_blocks(np.flatnonzero(keep))
    same_box = all(np.array_equal(a, b) for a, b in zip(sub.bbox(), scene.bbox()))
    return int(keep.sum()) if same_box else -1


def lower_bound(scene: Scene, primary_camera: Callable[[Scene], Camera], renderer: Renderer,
                min_visible_pixels: int = 1, stride: int = 4) -> int:
    """A cheap lower bound on ``prune(scene).n_blocks``, or -1 when none is known.

    Tracing every ``stride``-th pixel centre sees a subset of the visible blocks, so its
    downward closure is a subset of what pruning keeps, as long as the camera does not
    re-aim: that holds when the subset already spans the scene's bounding box.
    """
    if not scene.n_blocks:
        return 0
    counts = renderer.counts_many([(scene, primary_camera(scene))], stride=stride)[0]
    return _bound_from_counts(scene, counts, min_visible_pixels)


def prune(scene: Scene, primary_camera: Callable[[Scene], Camera], renderer: Renderer,
          min_visible_pixels: int = 1, give_up_below: int = -1,
          first_counts: np.ndarray | None = None) -> Scene:
    """Keep only blocks that are visible from the primary view or hold up a kept block.

    The primary camera is aimed at the structure's bounding box, which can shrink as
    blocks go; then pruning repeats with the re-aimed camera until nothing more is
    removed, so every block is determinable from the view that will be rendered. When
    the box is unchanged one pass is enough: removing hidden blocks only uncovers kept
    ones. Counts only fall, so a caller may stop once fewer than ``give_up_below`` remain.
    ``first_counts`` are the first pass's pixel counts when the caller has them already.
    """
    counts = first_counts
    while scene.n_blocks:
        if counts is None:
            counts = renderer.counts_many([(scene, primary_camera(scene))])[0]
        _, keep = determinable(scene.blocks, counts, min_visible_pixels)
        counts = None
        if keep.all():
            break
        before = scene.bbox()
        scene = scene.with_blocks(np.flatnonzero(keep))
        after = scene.bbox()
        if scene.n_blocks < give_up_below or all(np.array_equal(a, b) for a, b in zip(before, after)):
            break
    return scene


def sample_scene(grid: Grid, scene_index: int, seed: int, *, primary_camera: Callable[[Scene], Camera],
                 renderer: Renderer,
                 object_type: str = "cube", count_distribution: str = "release",
                 max_attempts: int = 150, min_visible_pixels: int = 1,
                 palette: bool = False, loop: str = "auto", camera_table: CameraTable | None = None) -> Scene:
    """Draw a target count N, then retry collapse + prune until exactly N blocks remain.

    After ``max_attempts`` the attempt closest to N is kept (the first such one).

    ``loop="auto"`` runs the attempts in compiled code (``attempt_loop.py``) when the
    renderer's pruning counts come from the numba kernel, and in Python otherwise;
    ``loop="python"`` forces the Python loop (the compiled one's test oracle). Both take the
    same attempts and keep the same scene. ``primary_camera`` must depend on the scene's
    bounding box only (``camera.camera_for`` does); ``camera_table`` is the compiled loop's
    cache of those cameras, kept by the caller across scenes (a new one is made when it is
    None or was made for another grid or another ``primary_camera`` object).
    """
    if loop not in ("auto", "python"):
        raise ValueError(f"loop={loop!r}: choose auto or python")
    rng = stream(seed, scene_index)
    cap = grid.capacity
    target = sample_count(rng, cap, count_distribution)
    batch = max(1, int(getattr(renderer, "prune_batch", 1)))
    compiled = (loop == "auto" and batch == 1 and getattr(renderer, "compiled_counts", False)
                and CameraTable.fits(grid))
    if compiled:
        table = camera_table
        if table is None or table.grid != grid or table.primary_camera is not primary_camera:
            camera_table = CameraTable(grid, primary_camera)  # another camera's table would mislead
        best, attempts = _compiled_attempts(rng, grid, target, camera_table, object_type, max_attempts,
                                            min_visible_pixels, scene_index, seed)
    else:
        best, attempts = _python_attempts(rng, grid, target, primary_camera, renderer, object_type,
                                          max_attempts, min_visible_pixels, scene_index, seed)
    best.meta.update(target_count=target, attempts=attempts)
    if palette:
        from ..render.materials import palette_colours

        best.colours = palette_colours(rng, best.n_blocks)
    return best


COMPILED_BATCH = 16  # attempts drawn per call of the compiled loop


def _draw(rng: np.random.Generator, target: int, cap: int) -> np.ndarray:
    """One attempt's draws: how many blocks, then which slots (before gravity)."""
    m = int(rng.integers(target, cap + 1))
    return rng.choice(cap, size=m, replace=False)


def _compiled_attempts(rng, grid, target, table, object_type, max_attempts, min_visible_pixels,
                       scene_index, seed) -> tuple[Scene, int]:
    """The attempt loop in compiled code: ``COMPILED_BATCH`` attempts drawn at a time, the
    stream put back to just after the last attempt taken."""
    state = np.array([-1, 0, 0, 0], np.int64)  # best gap, best block count, attempts, found
    best = np.zeros((grid.capacity, 3), np.int64)
    while state[2] < max_attempts and not state[3]:
        draws, after = [], []
        for _ in range(min(COMPILED_BATCH, max_attempts - int(state[2]))):
            draws.append(_draw(rng, target, grid.capacity))
            after.append(rng.bit_generator.state)
        taken = run_attempts(table, object_type, target, draws, state, best, min_visible_pixels)
        if taken < len(draws):
            rng.bit_generator.state = after[taken - 1]
    scene = Scene(grid, best[:state[1]], object_type, scene_id=scene_index, seed=seed)
    return scene, int(state[2])


def _python_attempts(rng, grid, target, primary_camera, renderer, object_type, max_attempts,
                     min_visible_pixels, scene_index, seed) -> tuple[Scene, int]:
    """The attempt loop in Python, for any renderer.

    Attempts are drawn ``renderer.prune_batch`` at a time (their draws do not depend on
    earlier outcomes) and their bound and first pruning renders are evaluated together, in
    one launch on a device; then they are taken in order exactly as one at a time would be,
    and the stream is put back to just after the last attempt taken, so the scene (and any
    palette drawn after it) is the same whatever the batch size.
    """
    cap = grid.capacity
    batch = max(1, int(getattr(renderer, "prune_batch", 1)))
    best, best_gap, attempts, state = None, None, 0, None
    while attempts < max_attempts and best_gap != 0:
        drawn = []  # (scene, rng state after its draws)
        for _ in range(min(batch, max_attempts - attempts)):
            cells = np.stack(np.unravel_index(_draw(rng, target, cap), grid.shape), axis=-1)
            scene = Scene(grid, collapse(cells, grid.shape), object_type, scene_id=scene_index, seed=seed)
            drawn.append((scene, rng.bit_generator.state if batch > 1 else None))
        cams = [primary_camera(sc) for sc, _ in drawn]
        bounds = [None] * len(drawn)
        if best is not None:  # the first attempt of a scene is never skipped
            counts = renderer.counts_many([(sc, c) for (sc, _), c in zip(drawn, cams)], stride=4)
            bounds = [_bound_from_counts(sc, n, min_visible_pixels) if sc.n_blocks else 0
                      for (sc, _), n in zip(drawn, counts)]
        elif batch > 1:  # the first of the batch is never skipped; bound the others
            counts = renderer.counts_many([(sc, c) for (sc, _), c in zip(drawn[1:], cams[1:])], stride=4)
            bounds[1:] = [_bound_from_counts(sc, n, min_visible_pixels) if sc.n_blocks else 0
                          for (sc, _), n in zip(drawn[1:], counts)]
        # attempts the best so far cannot rule out yet: their first pruning pass, together
        live = [n for n in range(len(drawn)) if bounds[n] is None or best_gap is None
                or bounds[n] - target < best_gap]
        first = dict(zip(live, renderer.counts_many([(drawn[n][0], cams[n]) for n in live])))
        for n, (scene, after) in enumerate(drawn):
            attempts += 1
            state = after
            if best is not None and bounds[n] is not None and bounds[n] - target >= best_gap:
                continue  # provably no closer than the best so far: skip the full-resolution test
            give_up = target - best_gap if best_gap is not None else -1
            scene = prune(scene, primary_camera, renderer, min_visible_pixels, give_up,
                          first_counts=first.get(n) if scene.n_blocks else None)
            gap = abs(scene.n_blocks - target)
            if best is None or gap < best_gap:
                best, best_gap = scene, gap
            if gap == 0:
                break
    if batch > 1:  # back to just after the last attempt taken
        rng.bit_generator.state = state
    return best, attempts
