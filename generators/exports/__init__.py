"""Exports of a dataset's questions to the formats eval and training stacks read.

``export(FORMAT, dataset_dir, out_dir, ...)`` with FORMAT one of ``jsonl`` (LLaVA /
ShareGPT conversations + picture files), ``parquet`` (Hugging Face ``datasets``),
``tsv`` (VLMEvalKit) and ``release`` (the public release's folder layout). Option
pictures and masks are composed here from the stored instance buffers. The export is
written to ``out_dir + ".partial"`` and renamed when complete; an existing ``out_dir`` is
never overwritten.
"""

from __future__ import annotations

import os
import shutil

from . import jsonl, parquet, release, tsv

FORMATS = {"jsonl": jsonl, "parquet": parquet, "tsv": tsv, "release": release}


def export(fmt: str, dataset_dir: str, out: str, **kw) -> int:
    """Write the export; returns the number of records (questions, or views for release)."""
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
        n = FORMATS[fmt].write(dataset, partial, **kw)
    except BaseException:
        shutil.rmtree(partial, ignore_errors=True)
        raise
    os.replace(partial, out)
    return n
