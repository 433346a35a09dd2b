"""Open a generated dataset and iterate its view records.

    >>> from generators.io.dataset import open_dataset
    >>> ds = open_dataset("data/demo")
    >>> for view in ds:          # dicts with the keys of docs/conventions.md, "On disk"
    ...     view["labels"]["T1"], view["rgb"].shape, view["camera"]["K"]

Each record merges the scene's fields (scene_id, seed, grid_shape, block_size,
grid_origin, blocks, object_type, colours, target_count, attempts) with the view's (view_id, camera,
visible_pixels, labels, targets) and the decoded arrays rgb (H, W, 3 uint8),
instance (H, W; 0 background, b + 1 = block b) and depth (H, W float32 camera-z, 0 on
background).

Reading is checked: a folder that is not a dataset, a damaged manifest, or a shard that is
missing or has another size than the manifest lists is a ``DatasetError`` at open; the first
time a shard is read, its sha256 is compared with the manifest and its records get
``verify``'s checks short of re-deriving labels (``io/records.py``: scenes and view ids as
the manifest lists them, pixel counts equal to the instance buffers, ...), so a shard
changed and re-signed to match is refused too (``check=False`` skips both, for callers that
checked already: ``io/integrity.py``, ``check_all``).

The question table (every question of every view, with its answer) comes with it:

    >>> for q in ds.questions():   # dicts: id, scene_id, view_id, subtask, modality, prompt, ...
    ...     q["id"], q["answer"]

A shard holds its table (``output.questions=stored``, schema 3) or the table is built here
from its records (``lazy``, the default): the same bytes, under the question code version
the shard was generated with. Another version is a ``DatasetError`` (``check_questions``),
and so are questions for the shard's first scene that differ from the digest recorded at
generation (docs/questions.md, "Stored or built").
"""

from __future__ import annotations

import json
import os
from collections.abc import Iterator

import h5py

from .integrity import DatasetError, entry_problem, fix_hint, require_intact
from .jsonio import read_json
from .manifest import MANIFEST, manifest_problem, shard_entries
from .manifest import scene_ids as entry_scene_ids
from .records import records_problem
from .shards import (
    READABLE_VERSIONS,
    probed,
    question_probe,
    questions_sha256,
    read_questions,
    read_shard,
    scene_records,
)

__all__ = ["Dataset", "DatasetError", "open_dataset", "read_manifest"]


def read_manifest(path: str) -> dict:
    """The manifest of the dataset folder ``path``, checked to describe shards a reader can
    use (``io/manifest.py:manifest_problem``); ``DatasetError`` (one line naming the problem
    and the fix) otherwise."""
    manifest = _read_manifest(path)
    problem = manifest_problem(manifest)
    if problem:
        raise DatasetError(f"{path}: {MANIFEST} {problem}; {fix_hint(path)}")
    return manifest


def _read_manifest(path: str) -> dict:
    manifest = os.path.join(path, MANIFEST)
    if not os.path.lexists(manifest):
        raise DatasetError(f"{path}: no {MANIFEST}; is this a dataset written by spatial-iq generate?")
    try:
        data = read_json(manifest, MANIFEST)
    except OSError as err:
        raise DatasetError(f"{path}: {MANIFEST} cannot be read ({err.strerror or err}); "
                           f"{fix_hint(path)}") from None
    except ValueError as err:
        raise DatasetError(f"{path}: {MANIFEST} cannot be read ({str(err)[:120]}); "
                           f"{fix_hint(path)}") from None
    if not isinstance(data, dict):
        raise DatasetError(f"{path}: {MANIFEST} is not a manifest; {fix_hint(path)}")
    return data


class Dataset:
    def __init__(self, path: str, check: bool = True):
        self.path = os.path.abspath(path)
        self.manifest = _read_manifest(self.path)
        kind = self.manifest.get("kind", "voxel")
        if kind != "voxel":
            raise DatasetError(f"{path}: a {kind} dataset, not a voxel one; its own tools read it "
                               f"(docs/{kind}.md)")
        self._questions: dict = {}  # the last shard's question table by scene (questions_by_scene)
        self._arrays: tuple | None = None  # the last scene's view arrays (view_arrays)
        version = self.manifest.get("schema_version")
        if version not in READABLE_VERSIONS:
            raise DatasetError(f"{path}: schema version {version}, this package reads "
                               f"{', '.join(map(str, READABLE_VERSIONS))}")
        problem = manifest_problem(self.manifest)
        if problem:
            raise DatasetError(f"{path}: {MANIFEST} {problem}; {fix_hint(path)}")
        require_intact(self.path, self.shards, checksums=False)  # missing or cut shards: one stat each
        self._unchecked = set(range(len(self.shards))) if check else set()

    def shard_path(self, index: int) -> str:
        """The path of shard ``index``, checked first if this Dataset has not read it yet:
        its checksum against the manifest, then its records (``io/records.py``);
        ``DatasetError`` naming the first problem."""
        entry = self.shards[index]
        if index in self._unchecked:
            problem = entry_problem(self.path, entry, checksums=True) or self._records_problem(entry)
            if problem:
                raise DatasetError(f"{self.path}: {problem}; {fix_hint(self.path)}")
            self._unchecked.discard(index)
        return os.path.join(self.path, entry["name"])

    def _records_problem(self, entry: dict, arrays: bool = False) -> str | None:
        return records_problem(os.path.join(self.path, entry["name"]), entry,
                               int(self.manifest["counts"]["views_per_scene"]), arrays)

    def check_all(self, arrays: bool = False) -> None:
        """Check every shard now, its checksum against the manifest and then its records
        (``DatasetError`` on the first problem): for writers that must refuse before they
        write anything. ``arrays``: also decode every picture, depth image and question
        table, for a writer that reads none of them (``export-usd``)."""
        unchecked = [self.shards[n] for n in sorted(self._unchecked)]
        require_intact(self.path, unchecked)
        for entry in unchecked:
            problem = self._records_problem(entry, arrays)
            if problem:
                raise DatasetError(f"{self.path}: {problem}; {fix_hint(self.path)}")
        self._unchecked.clear()

    @property
    def config(self) -> dict:
        return self.manifest["config"]

    @property
    def question_style(self) -> str:
        """How the dataset's image MCQs are made (``questions.style``)."""
        from ..questions.table import question_style

        return question_style(self.config)

    @property
    def shards(self) -> list[dict]:
        """The manifest's shard entries (``io.manifest``), with today's key names."""
        return shard_entries(self.manifest)

    @property
    def shard_paths(self) -> list[str]:
        """Every shard's path, unchecked: read through ``shard_path(n)`` (or call
        ``check_all()`` first) so that a damaged shard is a DatasetError, not an h5py error."""
        return [os.path.join(self.path, s["name"]) for s in self.shards]

    def scene_ids(self) -> list[int]:
        """Every scene id, in stored order."""
        return [s for entry in self.shards for s in entry_scene_ids(entry)]

    def __len__(self) -> int:
        return int(self.manifest["counts"]["views"])

    def __iter__(self) -> Iterator[dict]:
        for n in range(len(self.shards)):
            yield from read_shard(self.shard_path(n))


    def shard_questions(self, index: int) -> list[dict]:
        """The question table of one shard: stored, or built from its records (schema 1, or
        generated with ``output.questions=lazy``): ``DatasetError`` when this package's
        question code cannot build the questions the shard was generated with."""
        path = self.shard_path(index)
        stored = read_questions(path)
        if stored is not None:
            return stored
        from ..questions.table import QUESTIONS_VERSION, scene_questions

        probe = question_probe(path)
        if probe is not None and probe["question_version"] != QUESTIONS_VERSION:
            raise DatasetError(self._version_problem(probe["question_version"], self.shards[index]["name"]))
        groups: dict[int, list[dict]] = {}
        for view in read_shard(path):
            groups.setdefault(view["scene_id"], []).append(view)
        built = {scene: scene_questions(group, style=self.question_style) for scene, group in groups.items()}
        if probe is not None and questions_sha256(probed(built.get(probe["question_probe_scene"], []),
                                                         probe["question_probe_view"])) \
                != probe["question_probe_sha256"]:
            raise DatasetError(
                f"{self.path}: {self.shards[index]['name']}: this spatial-iq's question code (version "
                f"{QUESTIONS_VERSION}) builds other questions for scene {probe['question_probe_scene']} "
                f"than the code that generated it did; {self._use_generating_package()}")
        return [q for qs in built.values() for q in qs]

    def check_questions(self) -> None:
        """``DatasetError`` now when the dataset's questions are built when read and this
        package's question code is another version than the one that generated it (for
        commands that must refuse before they write anything)."""
        from ..questions.table import QUESTIONS_VERSION

        info = self.manifest.get("questions") or {}
        if info.get("table") == "lazy" and info.get("version") != QUESTIONS_VERSION:
            raise DatasetError(self._version_problem(info.get("version"), MANIFEST))

    def _version_problem(self, version: int, where: str) -> str:
        from ..questions.table import QUESTIONS_VERSION

        return (f"{self.path}: {where}: questions built by question code version {version}, this spatial-iq "
                f"builds version {QUESTIONS_VERSION}; {self._use_generating_package()}")

    def _use_generating_package(self) -> str:
        made_by = f"spatial-iq {self.manifest.get('package_version', '?')}"
        if self.manifest.get("git_commit"):
            made_by += f" (commit {str(self.manifest['git_commit'])[:12]})"
        return (f"export or score it with {made_by}, which generated it, or generate it again "
                f"with this one")

    def view_arrays(self, scene_id: int, view_id: int) -> dict:
        """rgb, instance and depth of one view (for scoring a picture against it). The
        last scene read is kept, since callers go through a scene's views in turn."""
        cached = self._arrays
        if cached is None or cached[0] != scene_id:
            views = {}
            for n, entry in enumerate(self.shards):
                if scene_id in entry_scene_ids(entry):
                    views = {v["view_id"]: {k: v[k] for k in ("rgb", "instance", "depth")}
                             for v in read_shard(self.shard_path(n), scene_ids={scene_id})}
            self._arrays = cached = (scene_id, views)
        if view_id not in cached[1]:
            raise KeyError(f"no view {view_id} of scene {scene_id} in {self.path}")
        return cached[1][view_id]

    def scene_metadata(self, scene_ids: list[int]) -> Iterator[tuple[int, dict, list[dict]]]:
        """(scene id, {view id: view record without arrays}, the scene's questions) for the
        scenes among ``scene_ids``, in stored order, reading each needed shard once."""
        wanted = set(scene_ids)
        for n, entry in enumerate(self.shards):
            here = wanted.intersection(entry_scene_ids(entry))
            if not here:
                continue
            with h5py.File(self.shard_path(n), "r") as f:
                scenes = {s["scene_id"]: s for s in scene_records(f)}
                metas = [json.loads(x) for x in f["views/meta"].asstr()[()]]
            table = self.shard_questions(n)  # stored, or built from the records
            for scene in sorted(here):
                views = {m["view_id"]: {**scenes[scene], **m} for m in metas if m["scene_id"] == scene}
                yield scene, views, [q for q in table if q["scene_id"] == scene]

    def questions(self) -> Iterator[dict]:
        """Every question of the dataset, shard by shard, in stored order."""
        for n in range(len(self.shards)):
            yield from self.shard_questions(n)

    def questions_by_scene(self):
        """A lookup scene_id -> that scene's questions, reading one shard at a time and
        keeping the last (readers go through scenes in order, so each shard's table is
        loaded once, also across lookups made by different callers)."""
        first = [s["first_scene"] for s in self.shards]
        cache = self._questions

        def lookup(scene_id: int) -> list[dict]:
            n = max(i for i, f in enumerate(first) if f <= scene_id)
            if cache.get("shard") != n:
                cache.clear()
                cache["shard"] = n
                for q in self.shard_questions(n):
                    cache.setdefault(q["scene_id"], []).append(q)
            return cache.get(scene_id, [])

        return lookup


def open_dataset(path: str, check: bool = True) -> Dataset:
    """The dataset at ``path``; ``check=False`` skips the per-shard checksums (sizes are
    always compared with the manifest)."""
    return Dataset(path, check)
