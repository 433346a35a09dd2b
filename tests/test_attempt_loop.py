"""The compiled attempt loop (voxel/attempt_loop.py) against the Python loop of
``sampling.sample_scene`` (its oracle): the same scenes, attempt counts, palettes and random
stream afterwards, for many seeds and settings."""

import numpy as np
import pytest
from omegaconf import OmegaConf

from generators.config import GenerateConfig
from generators.dataset.pipeline import Generator
from generators.voxel.attempt_loop import CameraTable
from generators.voxel.grid import Grid
from generators.voxel.sampling import sample_scene

SETTINGS = [
    ({}, range(0, 30)),
    ({"object_type": "can", "render.palette": True, "seed": 5}, range(40, 48)),
    ({"grid": 3, "min_visible_pixels": 64, "count_distribution": "uniform"}, range(0, 10)),
    ({"grid": 5, "camera.width": 97, "camera.height": 83, "object_type": "box"}, range(7, 13)),
    ({"max_attempts": 3, "seed": 11, "render.palette": True}, range(0, 10)),  # mostly misses the target
    ({"grid": [2, 6, 3], "camera.width": 64, "camera.height": 48, "min_visible_pixels": 9}, range(0, 10)),
]


def make(**overrides) -> Generator:
    cfg = OmegaConf.structured(GenerateConfig(out="unused"))
    for key, value in overrides.items():
        OmegaConf.update(cfg, key, value)
    return Generator(cfg)


def sample(gen: Generator, index: int, loop: str, table=None):
    c = gen.cfg
    return sample_scene(gen.grid, index, int(c.seed), primary_camera=gen.primary, renderer=gen.renderer,
                         object_type=c.object_type, count_distribution=c.count_distribution,
                         max_attempts=int(c.max_attempts), min_visible_pixels=int(c.min_visible_pixels),
                         palette=bool(c.render.palette), loop=loop, camera_table=table)


@pytest.mark.parametrize("overrides,indices", SETTINGS)
def test_compiled_loop_takes_the_python_loops_attempts(overrides, indices):
    gen = make(**overrides)
    assert gen.renderer.compiled_counts and gen.camera_table is not None
    for index in indices:
        want = sample(gen, index, "python")
        got = sample(gen, index, "auto", gen.camera_table)
        assert got.to_record() == want.to_record(), (overrides, index)
        if gen.cfg.render.palette:
            np.testing.assert_array_equal(got.colours, want.colours)


def test_compiled_loop_leaves_the_stream_where_the_python_loop_does(monkeypatch):
    """What the stream draws next after the attempts (the palette draws from it)."""
    import generators.render.materials as materials

    seen = []
    monkeypatch.setattr(materials, "palette_colours",
                        lambda rng, n: seen.append(rng.integers(1 << 62)) or None)
    gen = make(**{"render.palette": True, "seed": 2})
    for index in range(6):
        sample(gen, index, "python")
        sample(gen, index, "auto", gen.camera_table)
    assert seen[0::2] == seen[1::2]
    assert len(set(seen[0::2])) == 6


def test_a_fresh_table_and_a_warm_one_give_the_same_scene():
    """The loop returns to Python for a box the table lacks and restarts that attempt."""
    gen = make()
    warm = [sample(gen, i, "auto", gen.camera_table).to_record() for i in range(5)]
    cold = [sample(gen, i, "auto", CameraTable(gen.grid, gen.primary)).to_record() for i in range(5)]
    assert warm == cold
    assert gen.camera_table.size > 1
    other = make(**{"camera.width": 100})  # a table of another camera is not used
    assert [sample(gen, i, "auto", other.camera_table).to_record() for i in range(3)] == warm[:3]
    with pytest.raises(ValueError, match="choose auto or python"):
        sample(gen, 0, "numba")


def test_other_renderers_keep_the_python_loop():
    gen = make(**{"render.backend": "numpy", "grid": 2, "camera.width": 32, "camera.height": 32})
    assert not gen.renderer.compiled_counts
    assert sample(gen, 0, "auto").to_record() == sample(gen, 0, "python").to_record()


def test_the_table_fits_small_grids_only():
    assert CameraTable.fits(Grid((8, 8, 8)))
    assert not CameraTable.fits(Grid((16, 16, 16)))
    assert make(grid=[16, 16, 4]).camera_table is None
