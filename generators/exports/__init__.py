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

Before writing anything the dataset's shards are checked against the manifest's
checksums (``io/integrity.py``); the ``.partial`` folder carries the export marker and is
locked (``io/outdir.py``, ``io/lock.py``), so a second export to the same ``--out`` is
refused and a user's own folder called ``OUT.partial`` is never touched.

May import: ``io``, ``questions``, ``voxel`` and ``render`` (phantom-block options are
re-rendered), ``errors``.
"""

from __future__ import annotations

import os
from functools import lru_cache

from ..io.manifest import scene_ids
from ..io.outdir import new_folder
from ..io.pool import run_pool
from . import jsonl, parquet, release, tsv

FORMATS = {"jsonl": jsonl, "parquet": parquet, "tsv": tsv, "release": release}


def export(fmt: str, dataset_dir: str, out: str, workers: int = 0, **kw) -> int:
    """Write the export; returns the number of records (questions, or views for release).
    ``workers``: processes composing pictures (0: one per core)."""
    from ..io.dataset import open_dataset

    if fmt not in FORMATS:
        raise ValueError(f"unknown export format {fmt!r}; choose one of {', '.join(FORMATS)}")
    limit = kw.get("limit")
    if limit is not None and limit < 0:
        raise ValueError(f"--limit {limit}: must be 0 or more (leave it out for every view)")
    if workers < 0:
        raise ValueError(f"--workers {workers}: must be 0 (one per core) or more")
    if os.path.lexists(out):
        raise ValueError(f"{out} already exists; choose a new folder (exports never overwrite)")
    dataset = open_dataset(dataset_dir)
    dataset.check_all()  # every shard against its checksum, before anything is written
    dataset.check_questions()  # and questions this package can build, when they are built here
    with new_folder(out, "export", "spatial-iq export") as partial:  # OUT.partial, renamed when done
        sink = FORMATS[fmt].Sink(partial, **kw)
        pieces = _pieces(dataset, kw.pop("limit", None))
        jobs = [(fmt, dataset.path, partial, piece, kw) for piece in pieces]
        workers = min(workers or os.cpu_count() or 1, len(jobs))
        if workers <= 1:
            results = map(_rows, jobs)
            for rows in results:
                for row in rows:
                    sink.add(row)
        else:  # a worker that dies stops the export at once, naming its scene (io/pool.py)
            for rows in run_pool(_rows, jobs, workers, _worker_start, ordered=True,
                                 describe=lambda job: f"composing scene {job[3][1]}",
                                 rerun=f"rerun the same command (nothing was written to {out})"):
                for row in rows:
                    sink.add(row)
        n = sink.close()
    return n


def _worker_start() -> None:
    """Worker processes end with the export (io/lifetime.py) and render phantom options on
    one numba thread each: the processes already fill the cores."""
    from ..io.lifetime import die_with_parent
    from ..render.jit import set_threads

    die_with_parent()
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

    return open_dataset(path, check=False)  # export() compared every checksum before starting


def _rows(job) -> list:
    fmt, path, out, (shard, scene, views), kw = job
    return list(FORMATS[fmt].rows(_Piece(path, shard, scene), out, limit=views, **kw))
