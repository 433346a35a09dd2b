"""Exports of a dataset's questions to the formats eval and training stacks read.

``export(FORMAT, dataset_dir, out_dir, ...)`` with FORMAT one of ``jsonl`` (LLaVA /
ShareGPT conversations + picture files), ``parquet`` (Hugging Face ``datasets``),
``tsv`` (VLMEvalKit) and ``release`` (the public release's folder layout). Option
pictures and masks are composed here from the stored instance buffers. The export is
written to ``out_dir + ".partial"`` and renamed when complete; an existing ``out_dir`` is
never overwritten.

Each format is a ``rows`` generator (questions of a piece of the dataset to rows, writing
picture files where the format keeps them as files) and a ``Sink`` that writes rows in
order. Composing pictures is nearly all the cost, so scenes are spread over worker
processes and their rows gathered in scene order: the bytes do not depend on ``workers``.

May import: ``io``, ``questions``, ``voxel`` and ``render`` (phantom-block options are
re-rendered), ``errors``.
"""

from __future__ import annotations

import multiprocessing as mp
import os
import shutil
from functools import lru_cache

from ..io.manifest import scene_ids
from . import jsonl, parquet, release, tsv

FORMATS = {"jsonl": jsonl, "parquet": parquet, "tsv": tsv, "release": release}


def export(fmt: str, dataset_dir: str, out: str, workers: int = 0, **kw) -> int:
    """Write the export; returns the number of records (questions, or views for release).
    ``workers``: processes composing pictures (0: one per core)."""
    from ..io.dataset import open_dataset

    if fmt not in FORMATS:
        raise ValueError(f"unknown export format {fmt!r}; choose one of {', '.join(FORMATS)}")
    if os.path.exists(out):
        raise ValueError(f"{out} already exists; choose a new folder (exports never overwrite)")
    dataset = open_dataset(dataset_dir)
    partial = out.rstrip("/") + ".partial"
    if os.path.exists(partial):
        shutil.rmtree(partial)
    os.makedirs(partial)
    try:
        sink = FORMATS[fmt].Sink(partial, **kw)
        pieces = _pieces(dataset, kw.pop("limit", None))
        jobs = [(fmt, dataset.path, partial, piece, kw) for piece in pieces]
        workers = min(workers or os.cpu_count() or 1, len(jobs))
        if workers <= 1:
            results = map(_rows, jobs)
            for rows in results:
                for row in rows:
                    sink.add(row)
        else:
            with mp.get_context("spawn").Pool(workers, initializer=_one_thread) as pool:
                for rows in pool.imap(_rows, jobs):
                    for row in rows:
                        sink.add(row)
        n = sink.close()
    except BaseException:
        shutil.rmtree(partial, ignore_errors=True)
        raise
    os.replace(partial, out)
    return n


def _one_thread() -> None:
    """Worker processes render phantom options on one numba thread each: the processes
    already fill the cores."""
    from ..render.jit import set_threads

    set_threads(1)


def _pieces(dataset, limit: int | None) -> list[tuple[int, int, int]]:
    """(shard index, scene id, views to take) per scene, in order, up to ``limit`` views."""
    per_scene = int(dataset.manifest["counts"]["views_per_scene"])
    left = len(dataset) if limit is None else max(int(limit), 0)
    pieces = []
    for n, entry in enumerate(dataset.shards):
        for scene in scene_ids(entry):
            if left <= 0:
                return pieces
            pieces.append((n, scene, min(per_scene, left)))
            left -= per_scene
    return pieces


class _Piece:
    """One scene of a dataset, as the ``rows`` generators read a dataset."""

    def __init__(self, path: str, shard: int, scene: int):
        self.dataset, self.shard, self.scene = _open(path), shard, scene

    def __iter__(self):
        from ..io.shards import read_shard

        return read_shard(self.dataset.shard_paths[self.shard], scene_ids={self.scene})

    def questions_by_scene(self):
        return self.dataset.questions_by_scene()  # the worker's dataset keeps the shard's table


@lru_cache(maxsize=2)
def _open(path: str):
    from ..io.dataset import open_dataset

    return open_dataset(path)


def _rows(job) -> list:
    fmt, path, out, (shard, scene, views), kw = job
    return list(FORMATS[fmt].rows(_Piece(path, shard, scene), out, limit=views, **kw))
