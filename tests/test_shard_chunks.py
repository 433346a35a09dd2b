"""Shard chunks deflated here (``io.shards.deflated_chunk``, written with ``write_direct_chunk``)
are byte for byte the chunks HDF5's own filter pipeline (shuffle + deflate level 1) makes, and
read back through h5py's filters; and ``workers=auto`` means one process per core."""

from __future__ import annotations

import os

import h5py
import numpy as np
from hypothesis import given, settings
from hypothesis import strategies as st

from generators.dataset.executors import worker_count
from generators.io.shards import ShardWriter, deflated_chunk, shuffled


def test_numpy_shuffle_is_hdf5s_byte_order():
    a = np.array([1.0, -2.5], np.float32)
    raw = a.view(np.uint8)
    assert shuffled(a) == bytes([raw[0], raw[4], raw[1], raw[5], raw[2], raw[6], raw[3], raw[7]])


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), h=st.integers(1, 40), w=st.integers(1, 40),
       dtype=st.sampled_from([np.uint8, np.uint16, np.float32]))
def test_direct_chunks_equal_hdf5_filter_chunks(tmp_path_factory, seed, h, w, dtype):
    rng = np.random.default_rng(seed)
    a = np.zeros((h, w), dtype)
    mask = rng.random((h, w)) < rng.random()
    if dtype == np.float32:
        a[mask] = rng.uniform(0.5, 4.0, mask.sum()).astype(np.float32)
    else:
        a[mask] = rng.integers(1, 200, mask.sum())
    shuffle = dtype != np.uint8
    path = os.path.join(tmp_path_factory.mktemp("c"), "a.h5")
    with h5py.File(path, "w") as f:
        kw = dict(chunks=(1, h, w), compression="gzip", compression_opts=1, shuffle=shuffle)
        ref = f.create_dataset("ref", (1, h, w), dtype, **kw)
        ref[0] = a
        ours = f.create_dataset("ours", (1, h, w), dtype, **kw)
        ours.id.write_direct_chunk((0, 0, 0), deflated_chunk(a, shuffle))
    with h5py.File(path, "r") as f:
        assert f["ours"].id.read_direct_chunk((0, 0, 0))[1] == f["ref"].id.read_direct_chunk((0, 0, 0))[1]
        np.testing.assert_array_equal(f["ours"][0], a)


def test_writer_refuses_a_view_of_the_wrong_shape(tmp_path):
    w = ShardWriter(str(tmp_path / "s.h5"), 1, 8, 8, np.uint8)
    view = {"rgb": np.zeros((8, 8, 3), np.uint8), "instance": np.zeros((8, 9), np.uint8),
            "depth": np.zeros((8, 9), np.float32), "scene_id": 0}
    try:
        w.add({"scene_id": 0}, [view])
        raise AssertionError("a wrong-shaped view was accepted")
    except ValueError as err:
        assert "shape" in str(err)
    assert not os.path.exists(tmp_path / "s.h5.tmp")


def test_workers_auto_is_every_core():
    cores = os.cpu_count() or 1
    assert worker_count("auto", 1000) == worker_count(0, 1000) == cores
    assert worker_count(1, 1000) == 1 and worker_count("auto", 1) == 1


def test_png_of_a_scanline_image_is_the_png_of_its_copy():
    from generators.io import png
    from generators.render.base import scanline_image

    rng = np.random.default_rng(3)
    for h, w in ((1, 1), (7, 5), (64, 33)):
        img = scanline_image(h, w)
        img[:] = rng.integers(0, 256, (h, w, 3))
        assert png._rows_behind(img) is not None  # noqa: SLF001
        assert png.encode(img) == png.encode(np.ascontiguousarray(img))
        np.testing.assert_array_equal(png.decode(png.encode(img)), img)
        assert png._rows_behind(img.copy()) is None


def test_workers_must_be_auto_or_a_count(tmp_path):
    import pytest

    from generators.config import GenerateConfig, validate
    from generators.errors import ConfigError

    for bad in ("two", -1, True):
        with pytest.raises(ConfigError, match="give auto"):
            validate(GenerateConfig(out=str(tmp_path / "x"), workers=bad))
    for good in ("auto", 0, 2):
        validate(GenerateConfig(out=str(tmp_path / "x"), workers=good))


@settings(max_examples=30, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), h=st.integers(1, 70), w=st.integers(1, 70),
       dtype=st.sampled_from([np.uint8, np.uint16, np.float32]), rgb=st.booleans())
def test_blosc_chunks_equal_the_hdf5_filters_chunks(tmp_path_factory, seed, h, w, dtype, rgb):
    """``blosc_chunk`` (written with ``write_direct_chunk``) against the Blosc filter of
    hdf5plugin writing the same array: the same chunk bytes, the same array read back."""
    from generators.io.shards import FILTERS, blosc_chunk

    cname = "lz4"  # the one codec ShardWriter makes with blosc_chunk (CHUNK_CODERS)
    rng = np.random.default_rng(seed)
    shape = (h, w, 3) if rgb else (h, w)
    a = np.zeros(shape, dtype)
    mask = rng.random(shape) < rng.random()
    if dtype == np.float32:
        a[mask] = rng.uniform(0.5, 4.0, mask.sum()).astype(np.float32)
    else:
        a[mask] = rng.integers(1, 200, mask.sum())
    path = os.path.join(tmp_path_factory.mktemp("b"), "a.h5")
    with h5py.File(path, "w") as f:
        ref = f.create_dataset("ref", (1,) + shape, dtype, chunks=(1,) + shape, **FILTERS[cname])
        ref[0] = a
        ours = f.create_dataset("ours", (1,) + shape, dtype, chunks=(1,) + shape, **FILTERS[cname])
        mask, chunk = blosc_chunk(a, cname)
        ours.id.write_direct_chunk((0,) * (a.ndim + 1), chunk, filter_mask=mask)
    with h5py.File(path, "r") as f:
        origin = (0,) * (a.ndim + 1)
        assert f["ours"].id.read_direct_chunk(origin) == f["ref"].id.read_direct_chunk(origin)
        np.testing.assert_array_equal(f["ours"][0], a)
