"""HDF5 shards: one file per run of consecutive scenes, written whole or not at all.

Layout (schema 5)::

    /            attrs: schema_version, first_scene, scene_count; without a question table
                 also question_version, question_probe_scene, question_probe_view,
                 question_probe_sha256
    /scenes/meta (S,) JSON per scene (``Scene.to_record``): scene_id, seed, grid_shape,
                 block_size, grid_origin, blocks, object_type, colours, target_count, attempts
    /views/meta  (V,) JSON per view: scene_id, view_id, camera, visible_pixels, labels, targets
    /views/rgb      (V, H, W, 3) uint8, one chunk per view (``output.rgb=array``, the default)
    /views/rgb_png  (V,) PNG bytes instead (``output.rgb=png``; every shard of schemas 1-4)
    /views/instance (V, H, W) uint8/uint16, one chunk per view
    /views/depth    (V, H, W) float32, one chunk per view
    /questions/jsonl (N,) uint8: the shard's question table (generators.questions.table) as
                 JSON lines, one object per line with sorted keys, UTF-8, deflated as one
                 array (plain variable-length strings would bypass HDF5's filters); only
                 with ``output.questions=stored``

The view arrays go through one codec (``output.compression``, ``FILTERS``): ``lz4`` (the
default) and ``zstd`` are HDF5 filter 32001, Blosc with byte shuffle, from the
``hdf5plugin`` package (imported here, so any reader of this module can decode it; other
HDF5 tools need ``import hdf5plugin`` or ``HDF5_PLUGIN_PATH`` set to its plugin folder);
``gzip`` is HDF5's own shuffle + deflate level 1 (schemas 1-4 knew only gzip and none);
``none`` stores them raw. All four are lossless and deterministic: the same arrays give the
same chunk bytes in any process (the hdf5plugin wheel is built without CPU-specific code
paths: ``hdf5plugin.get_config()``).

Without the table (``output.questions=lazy``, the default) readers build the questions from
the stored records (``io/dataset.py``), refusing when this package's question code is not
the version that generated the shard (``question_version``) or builds other questions for
the first view of the shard's first scene than it did (``question_probe_scene``,
``question_probe_view``; ``question_probe_sha256``: sha256 of that view's questions encoded as
the table would hold them; shards without ``question_probe_view`` digest the whole scene's);
docs/questions.md, "Stored or built".

Older schemas are read as if they were this one: schemas 1-4 store RGB as PNG, schema 1 has
no question table (and no version: its questions are built by whatever package reads it),
schema 3 always has it, and schemas 1-2 call the scene's ``colours`` ``colors`` and the
shard's ``scene_count`` ``n_scenes``.

JSON keeps the nested per-view records readable by any HDF5 tool; big arrays are
chunked per view so reading one view touches one chunk. Files are written under a
temporary name and renamed when closed, so a crash never leaves a file that looks done.
Views are streamed in scene by scene; the JSON tables are written when the shard closes.

A failed write (disk full, ``ulimit -f``) raises from the call that made it and the
temporary file is removed; the process goes on. This holds because no HDF5 dataset of a
shard ever holds data not yet written: the file has no chunk cache (``rdcc_nbytes=0``: a
chunk that does not fit the cache is written, through its filters, inside the call that
writes it) and every dataset is chunked (a contiguous one would keep small writes in a
sieve buffer). HDF5 flushes such buffers when a dataset is closed, and h5py closes datasets
with ``H5Idec_ref``: if that flush fails, HDF5 frees the dataset but keeps its identifier,
and the next close of it (h5py's ``File.close``, the garbage collector, exit) reads freed
memory: a segmentation fault (h5py issues 914 and 2160). What is left to write at close is
the file's own metadata: a file whose close fails is closed at the system level anyway,
and closing it again only frees what is left (tests/test_shard_disk_full.py writes shards
that the file system refuses at every few bytes, each codec and layout).
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import os
import zlib

import blosc
import h5py
import hdf5plugin
import numpy as np

from ..config import CODECS, MAX_GRID, MAX_IMAGE, RGB_LAYOUTS
from . import png
from .atomic import temp_file, temp_prefix
from .regular import open_regular

SCHEMA_VERSION = 5
READABLE_VERSIONS = (1, 2, 3, 4, 5)
_STR = h5py.string_dtype("utf-8")
_BYTES = h5py.vlen_dtype(np.uint8)
_ARRAYS = ("rgb", "instance", "depth")


DEFLATE_LEVEL = 1
_BLOSC = hdf5plugin.Blosc
# output.compression -> h5py ``create_dataset`` keywords of its filter (what readers decode
# with; ``ShardWriter`` makes gzip's and lz4's chunks itself: ``CHUNK_CODERS``). On rendered
# 512x512 views Blosc's lz4 at clevel 9 cost what clevel 1 did and stored a sixth less; zstd's clevel 2
# (Zstandard level 3: c-blosc uses 2 x clevel - 1) likewise against clevel 1, 7 % less
# (docs/performance.md). Not lzf: h5py's lzf filter leaves its hash table uninitialised, so
# the same array compresses to different bytes in different processes.
BLOSC_LEVELS = {"lz4": 9, "zstd": 2}
FILTERS = {
    **{name: dict(_BLOSC(cname=name, clevel=level, shuffle=_BLOSC.SHUFFLE))
       for name, level in BLOSC_LEVELS.items()},
    "gzip": {"compression": "gzip", "compression_opts": DEFLATE_LEVEL},
    "none": {},
}
assert tuple(FILTERS) == CODECS


def shuffled(a: np.ndarray) -> bytes:
    """HDF5's shuffle filter in numpy: byte 0 of every element, then byte 1, ... (the same
    bytes as the filter, which does this one element at a time in C)."""
    size = a.dtype.itemsize
    flat = np.ascontiguousarray(a).view(np.uint8).reshape(-1, size)
    return flat.T.tobytes() if size > 1 else flat.tobytes()


def deflated_chunk(a: np.ndarray, shuffle: bool) -> bytes:
    """One chunk as HDF5's filter pipeline stores it (shuffle, then deflate level 1), made
    here and written with ``write_direct_chunk``: the same bytes, about half the time
    (tests/test_shards.py compares them with h5py's own pipeline)."""
    raw = shuffled(a) if shuffle else np.ascontiguousarray(a).tobytes()
    return zlib.compress(raw, DEFLATE_LEVEL)


def blosc_chunk(a: np.ndarray, cname: str) -> tuple[int, bytes]:
    """(filter mask, bytes) of one chunk as the Blosc HDF5 filter (32001) of
    ``FILTERS[cname]`` stores it: byte shuffle over the element size, then ``cname`` at
    ``BLOSC_LEVELS[cname]``, made here by the ``blosc`` package (the same c-blosc 1 format,
    on one thread) and written with ``write_direct_chunk``, without HDF5's copies of the
    chunk. A chunk Blosc cannot shrink is stored raw with the filter marked skipped (mask 1),
    as the filter (optional in the pipeline) leaves it; tests/test_shard_chunks.py compares
    both with the filter's own."""
    a = np.ascontiguousarray(a)
    out = blosc.compress(a, typesize=a.dtype.itemsize, clevel=BLOSC_LEVELS[cname], shuffle=blosc.SHUFFLE,
                         cname=cname)
    return (0, out) if len(out) <= a.nbytes else (1, a.tobytes())


# output.compression -> how ``ShardWriter`` makes a chunk it writes directly: (array,
# shuffle wanted) -> (filter mask, bytes); other codecs go through h5py's filter pipeline.
# Not zstd: the ``blosc`` wheel and hdf5plugin bundle other Zstandard versions, whose bytes
# differ (both decode), and a shard's bytes must not depend on who wrote it.
CHUNK_CODERS = {
    "gzip": lambda a, shuffle: (0, deflated_chunk(a, shuffle)),
    "lz4": lambda a, shuffle: blosc_chunk(a, "lz4"),  # Blosc shuffles inside its filter
}


class ShardWriter:
    """Streams scenes into one shard, so a worker holds one scene's views at a time.

    The file is written under a new temporary name ``NAME.tmp{tag}-XXXXXXXX`` (``io/atomic.py``:
    unique per process, never a planted link) and renamed to ``path`` by ``close``; any error
    (or leaving the ``with`` block by an exception) removes it instead.
    """

    def __init__(self, path: str, n_views: int, height: int, width: int, instance_dtype, *,
                 compression: str = "lz4", rgb: str = "array", png_level: int = 1, tag: str = ""):
        if compression not in CODECS or rgb not in RGB_LAYOUTS:
            raise ValueError(f"compression={compression!r}, rgb={rgb!r}: choose a compression of "
                             f"{CODECS} and an rgb layout of {RGB_LAYOUTS}")
        fd, tmp = temp_file(os.path.dirname(os.path.abspath(path)), prefix=temp_prefix(path, tag))
        os.close(fd)
        self.path, self.tmp, self.n_views, self.png_level = path, tmp, n_views, png_level
        self.scenes: list[str] = []
        self.metas: list[str] = []
        self.questions: list[bytes] | None = None  # encoded per scene: memory stays flat
        self.probe: dict | None = None  # without a table: the question_* attributes (set_probe)
        try:
            # no chunk cache: each chunk reaches the file in the call that writes it (above)
            self.f = h5py.File(self.tmp, "w", libver="v110", track_order=False, rdcc_nbytes=0)
        except BaseException:
            os.remove(self.tmp)
            raise
        try:
            self.coder = CHUNK_CODERS.get(compression)  # chunks made here, written directly
            if compression == "lz4":
                blosc.set_nthreads(1)  # one core per worker process (dataset/executors.py)
            kw = FILTERS[compression]
            self.pngs = self.rgb = None
            if rgb == "png":
                self.pngs = self.f.create_dataset("views/rgb_png", (n_views,), dtype=_BYTES, chunks=(1,))
            else:
                self.rgb = self.f.create_dataset("views/rgb", (n_views, height, width, 3), dtype=np.uint8,
                                                 chunks=(1, height, width, 3), **kw)
            self.inst = self.f.create_dataset("views/instance", (n_views, height, width),
                                              dtype=instance_dtype, chunks=(1, height, width), **kw)
            # byte-shuffling the floats first makes deflate shrink depth by almost half (Blosc
            # shuffles inside its filter)
            self.depth = self.f.create_dataset("views/depth", (n_views, height, width), dtype=np.float32,
                                               chunks=(1, height, width), shuffle=compression == "gzip",
                                               **kw)
        except BaseException:
            self.abort()
            raise

    def add(self, scene: dict, views: list[dict], questions: list[dict] | None = None) -> None:
        try:
            if questions is not None:
                if self.questions is None:
                    self.questions = []
                self.questions.append(encode_questions(questions))
            for r in views:
                n = len(self.metas)
                if n >= self.n_views:
                    raise ValueError(f"shard {self.path} was opened for {self.n_views} views")
                inst = np.asarray(r["instance"], dtype=self.inst.dtype)
                depth = np.asarray(r["depth"], dtype=np.float32)
                rgb = np.asarray(r["rgb"])
                if inst.shape != self.inst.shape[1:] or depth.shape != self.depth.shape[1:]:
                    raise ValueError(f"view of shape {inst.shape}, the shard holds {self.inst.shape[1:]}")
                if self.pngs is not None:
                    self.pngs[n] = np.frombuffer(png.encode(rgb, self.png_level), dtype=np.uint8)
                elif rgb.shape != self.rgb.shape[1:] or rgb.dtype != np.uint8:
                    raise ValueError(f"RGB of shape {rgb.shape} ({rgb.dtype}), the shard holds "
                                     f"{self.rgb.shape[1:]} uint8")
                arrays = [(self.inst, inst, False), (self.depth, depth, True)]
                if self.rgb is not None:
                    arrays.append((self.rgb, rgb, False))
                for dataset, a, shuffle in arrays:
                    if self.coder is not None:
                        mask, chunk = self.coder(a, shuffle)
                        dataset.id.write_direct_chunk((n,) + (0,) * a.ndim, chunk, filter_mask=mask)
                    else:
                        dataset[n] = a
                self.metas.append(_dumps({k: v for k, v in r.items() if k not in _ARRAYS}))
            self.scenes.append(_dumps(scene))
        except BaseException:
            self.abort()
            raise

    def set_probe(self, version: int, scene_id: int, view_id: int, questions: list[dict]) -> None:
        """Record, for a shard without a question table, which question code version it was
        generated with and the digest of one view's questions (the first scene's first view,
        as its scene's table holds them)."""
        self.probe = {"question_version": int(version), "question_probe_scene": int(scene_id),
                      "question_probe_view": int(view_id),
                      "question_probe_sha256": questions_sha256(questions)}

    def close(self) -> dict:
        """Finish the file, rename it into place; returns its manifest entry."""
        try:
            if len(self.metas) != self.n_views:
                raise ValueError(f"shard {self.path}: {len(self.metas)} of {self.n_views} views written")
            first = json.loads(self.scenes[0])["scene_id"]
            self.f.attrs["schema_version"] = SCHEMA_VERSION
            self.f.attrs["first_scene"] = int(first)
            self.f.attrs["scene_count"] = len(self.scenes)
            for key, value in (self.probe or {}).items():
                self.f.attrs[key] = value
            self.f.create_dataset("scenes/meta", data=self.scenes, dtype=_STR, chunks=(len(self.scenes),))
            self.f.create_dataset("views/meta", data=self.metas, dtype=_STR, chunks=(len(self.metas),))
            if self.questions is not None:
                data = np.frombuffer(b"".join(self.questions), dtype=np.uint8)
                self.f.create_dataset("questions/jsonl", data=data, chunks=(min(len(data), 1 << 20),),
                                      compression="gzip", compression_opts=1)
            self.f.close()
            os.replace(self.tmp, self.path)
        except BaseException:
            self.abort()
            raise
        return {"name": os.path.basename(self.path), "first_scene": int(first),
                "scene_count": len(self.scenes), "view_count": self.n_views, "sha256": sha256(self.path),
                "bytes": os.path.getsize(self.path)}

    def abort(self) -> None:
        """Close and remove the temporary file on an error, which the caller re-raises; a
        close that fails too (the disk is still full) does not stand in for that error."""
        try:
            with contextlib.suppress(OSError, RuntimeError):
                self.f.close()
        finally:
            if os.path.exists(self.tmp):
                os.remove(self.tmp)


def scene_records(f: h5py.File) -> list[dict]:
    """The scene records of an open shard, with today's key names; ValueError for a record
    whose grid is not three sizes of 1 to ``MAX_GRID`` (readers size arrays by it)."""
    out = []
    for text in f["scenes/meta"].asstr()[()]:
        record = json.loads(text)
        if "colors" in record:  # schemas 1-2
            record["colours"] = record.pop("colors")
        shape = record["grid_shape"]
        if not (isinstance(shape, list) and len(shape) == 3 and all(
                isinstance(v, int) and not isinstance(v, bool) and 1 <= v <= MAX_GRID for v in shape)):
            raise ValueError(f"scene record with grid_shape {str(shape)[:40]}, not three sizes of 1 to "
                             f"{MAX_GRID}")
        out.append(record)
    return out


def check_layout(f: h5py.File) -> None:
    """ValueError unless the shard's view arrays are what ``ShardWriter`` writes: one PNG or
    (H, W, 3) RGB image and one (H, W) instance and depth image per view record, at most
    ``MAX_IMAGE`` a side (a dataset's declared size is read before anything is allocated by
    it)."""
    views = f["views/meta"].shape
    inst, depth = f["views/instance"].shape, f["views/depth"].shape
    rgb = f[rgb_key(f)].shape
    if not (len(views) == 1 and len(inst) == 3 and inst == depth and inst[0] == views[0] == rgb[0]
            and 1 <= inst[1] <= MAX_IMAGE and 1 <= inst[2] <= MAX_IMAGE
            and rgb[1:] in ((), inst[1:] + (3,))):
        raise ValueError(f"view arrays of shape {inst} for {views[0]} view records; not a shard this "
                         "package wrote")


def rgb_key(f: h5py.File) -> str:
    """The dataset of a shard's RGB images: ``views/rgb`` (arrays) or ``views/rgb_png``;
    KeyError when it has neither."""
    for key in ("views/rgb", "views/rgb_png"):
        if key in f:
            return key
    raise KeyError("no views/rgb or views/rgb_png: not a shard this package wrote")


def read_rgb(f: h5py.File, n: int) -> np.ndarray:
    """The (H, W, 3) uint8 RGB image of view row ``n`` of an open shard, either layout."""
    key = rgb_key(f)
    return f[key][n] if key == "views/rgb" else png.decode(f[key][n].tobytes())


def read_shard(path: str, scene_ids=None):
    """Yield view records (dicts with the keys of docs/conventions.md, "On disk") from one
    shard, in order; only those of ``scene_ids`` if given (the others are not decoded)."""
    with h5py.File(path, "r") as f:
        check_layout(f)
        scenes = {s["scene_id"]: s for s in scene_records(f)}
        metas = f["views/meta"].asstr()[()]
        inst, depth = f["views/instance"], f["views/depth"]
        for n, text in enumerate(metas):
            view = json.loads(text)
            if scene_ids is not None and view["scene_id"] not in scene_ids:
                continue
            record = dict(scenes[view["scene_id"]])
            record.update(view)
            record["rgb"] = read_rgb(f, n)
            record["instance"] = inst[n]
            record["depth"] = depth[n]
            yield record


def read_questions(path: str) -> list[dict] | None:
    """The shard's stored question table, or None for a shard written without one."""
    with h5py.File(path, "r") as f:
        if "questions/jsonl" not in f:
            return None
        return decode_questions(f["questions/jsonl"][()])


def encode_questions(questions) -> bytes:
    """Question dicts as the stored JSON lines (keys sorted, UTF-8)."""
    return "".join(json.dumps(q, sort_keys=True, separators=(",", ":")) + "\n"
                   for q in questions).encode("utf-8")


def questions_sha256(questions: list[dict]) -> str:
    """sha256 of questions encoded as the stored table holds them."""
    return hashlib.sha256(encode_questions(questions)).hexdigest()


def question_probe(path: str) -> dict | None:
    """The ``question_*`` attributes of a shard without a question table (None when it has
    none: schemas 1-3, or a table is stored); ``question_probe_view`` is None for a probe of
    the whole scene (``probed``)."""
    with h5py.File(path, "r") as f:
        if "question_version" not in f.attrs:
            return None
        view = f.attrs.get("question_probe_view")
        return {"question_version": int(f.attrs["question_version"]),
                "question_probe_scene": int(f.attrs["question_probe_scene"]),
                "question_probe_view": None if view is None else int(view),
                "question_probe_sha256": str(f.attrs["question_probe_sha256"])}


def probed(questions: list[dict], view_id: int | None) -> list[dict]:
    """What a shard's probe digests of its probe scene's ``questions``: the questions of view
    ``view_id``, or all of them for a probe without a view (datasets generated before
    ``question_probe_view``, when the probe held the whole scene)."""
    return questions if view_id is None else [q for q in questions if q["view_id"] == view_id]


def decode_questions(data: np.ndarray) -> list[dict]:
    return [json.loads(line) for line in data.tobytes().decode("utf-8").splitlines()]


def sha256(path: str) -> str:
    """sha256 of a regular file (``NotRegularFile``, an OSError, for a FIFO or a device)."""
    digest = hashlib.sha256()
    with open_regular(path, "rb") as fh:
        for block in iter(lambda: fh.read(1 << 20), b""):
            digest.update(block)
    return digest.hexdigest()


def _dumps(obj) -> str:
    return json.dumps(obj, sort_keys=True, separators=(",", ":"))
