"""The state of a generate run on disk, so that a rerun of the same command resumes it.

An output directory holds, besides the shards:

- ``run.json``: the configuration that defines the output, written before any shard.
  A rerun with a different configuration is refused (unless ``output.overwrite=true``).
- ``.parts/shard-NNNNN.json``: one manifest entry per finished shard (name, counts,
  sha256, size), written after the shard was renamed into place. A shard counts as done
  only when its entry is exactly the plan's (name, first scene, scene and view counts: a
  name such as ``../../victim.h5`` is never opened) and the file still matches it in size,
  sha256 and HDF5 structure (``io/integrity.py:structure_problem``); anything else is redone.
- ``manifest.json``: written once every planned shard is done, from the entries. Runs
  split across launcher jobs each write their own shards and parts, and whichever job
  finds them all complete writes the manifest: the result is the same whoever does it.
  A rerun calls the dataset complete only when its manifest is exactly what the parts and
  this configuration give (``complete``); otherwise it is written again, after every shard
  was checked. What only the content can tell (a shard rewritten with its checksums
  updated) is left to ``spatial-iq verify``, and the rerun says so.

Temporary files are new files with a random part and the job's index in their names
(``io/atomic.py``): a job only ever cleans up after itself, and a process of a dying run
never writes under a live run's temporary name. Every file here is read through
``io/jsonio.py`` (bounded, regular files only, never through a link).

The folder is claimed through ``io/outdir.py``: a new or empty folder, or one holding the
marker of a voxel dataset (or, from before markers, a ``run.json``/``manifest.json``); a
folder with anybody else's files is refused, and ``output.overwrite=true`` removes only the
files listed in ``OWN``. ``prepare`` checks everything before it writes anything, under the
folder's lock (``io/lock.py``): a second ``generate`` on the same folder is refused with the
first one's pid; jobs of one split run (``job.count`` > 1) share the folder and each locks
its own index. A damaged ``run.json``, an entry of the folder that is a link or of the wrong
kind (``OutDir.entry_problem``), or a full disk are one line each (docs/errors.md);
``complete`` checks a finished dataset's shards against its manifest, so a rerun repairs a
damaged one.
"""

from __future__ import annotations

import glob
import hashlib
import json
import os
import sys
from collections.abc import Callable

from ..config import run_only_keys, upgrade_dict
from ..errors import ConfigError, raise_if_disk_full
from .integrity import entry_problem, structure_problem
from .jsonio import read_json
from .lock import hold
from .manifest import MANIFEST, entry_shape_problem, manifest_problem, shard_entries, shard_entry, write_json
from .outdir import LOCK, OutDir
from .shards import READABLE_VERSIONS

STATE = "run.json"
PARTS = ".parts"
KIND = "voxel dataset"
SWEEP_KIND = "voxel sweep"  # a ``generate -m`` folder; with hydra.sweep.subdir=. it holds the dataset too
# every file a voxel run writes (relative, fnmatch): overwrite removes these and nothing else
OWN = (MANIFEST, STATE, "config.yaml", "README.md", "card/labels.png",
       "card/block_counts.png", "card/views.png", "shard-[0-9][0-9][0-9][0-9][0-9].h5",
       "shard-[0-9][0-9][0-9][0-9][0-9].h5.tmp*", f"{PARTS}/shard-[0-9][0-9][0-9][0-9][0-9].json",
       f"{PARTS}/shard-[0-9][0-9][0-9][0-9][0-9].json.tmp*", "*.tmp-[0-9]*", "card/*.tmp*")


def _legacy(path: str) -> bool:
    """A run folder written before markers existed: it holds a run state or manifest."""
    for name in (STATE, MANIFEST):
        try:
            if isinstance(read_json(os.path.join(path, name), name, follow=False).get("config"), dict):
                return True
        except (OSError, ValueError, AttributeError):
            continue
    return False


def _flatten(d: dict, prefix: str = "") -> dict:
    flat = {}
    for k, v in d.items():
        if isinstance(v, dict):
            flat.update(_flatten(v, f"{prefix}{k}."))
        else:
            flat[f"{prefix}{k}"] = v
    return flat


def output_config(cfg_dict: dict) -> dict:
    """The part of a resolved config that determines the output bytes, flattened to dotted
    keys (configs written by older versions are read in today's shape first)."""
    skip = tuple(run_only_keys())
    return {k: v for k, v in _flatten(upgrade_dict(cfg_dict)).items()
            if not any(k == s or k.startswith(s + ".") for s in skip)}


def fingerprint(cfg_dict: dict) -> str:
    text = json.dumps(output_config(cfg_dict), sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(text.encode()).hexdigest()


def changed_keys(old: dict, new: dict) -> list[str]:
    a, b = output_config(old), output_config(new)
    return sorted(k for k in set(a) | set(b) if a.get(k) != b.get(k))


class RunDir:
    def __init__(self, out: str, job_index: int = 0, job_count: int = 1):
        self.out = os.path.abspath(out)
        self.job_index, self.job_count = job_index, job_count
        self.tag = f"-{job_index}"
        self.folder = OutDir(self.out, KIND, f"out={self.out}", "spatial-iq generate", OWN, _legacy,
                             tolerate=("multirun.yaml",), also=(SWEEP_KIND,))
        self.plan: dict[str, dict] = {}  # shard name -> the entry fields the plan fixes

    def set_plan(self, plan: list[tuple[int, int]], names: list[str], views_per_scene: int) -> None:
        """The shards this run makes: what a part file or the manifest must say of each."""
        self.plan = {name: {"name": name, "first_scene": first, "scene_count": count,
                            "view_count": count * views_per_scene}
                     for name, (first, count) in zip(names, plan)}

    def path(self, *parts: str) -> str:
        return os.path.join(self.out, *parts)

    def prepare(self, cfg_dict: dict, overwrite: bool, check: Callable[[], None] | None = None) -> None:
        """Claim the folder (lock included) and check that it is this config's, or new; run
        ``check`` (e.g. free space) too; only then write the marker and the run state.
        Any refusal leaves the folder as it was (and removes it if this call made it)."""
        self._job_lock = None
        self.folder.claim(shared=self.job_count > 1)  # split jobs share the folder ...
        try:
            if self.job_count > 1:  # ... and each job index has one writer
                self._job_lock = hold(self.path(f"{LOCK}-job{self.job_index}"),
                                      f"out={self.out} job.index={self.job_index}")
            replace = self._check(cfg_dict, overwrite)
            if check is not None:
                check()
        except BaseException:
            if self._job_lock is not None:
                self._job_lock.release()
            self.folder.abandon()  # drops the folder's lock, removes what claim() made
            raise
        try:
            self.folder.mark()
            if replace:
                self.clear()
            os.makedirs(self.path(PARTS), exist_ok=True)
            if not os.path.isfile(self.path(STATE)):
                write_json(self.path(STATE), {"fingerprint": fingerprint(cfg_dict), "config": cfg_dict},
                           self.tag)
        except OSError as err:
            raise_if_disk_full(err, self.out)
            raise

    def check(self, cfg_dict: dict, overwrite: bool) -> None:
        """Read-only: refuse (ConfigError) what ``prepare`` would refuse before writing: the
        folder's rules, a run of another configuration, a damaged run state."""
        self.folder.check()
        self._check(cfg_dict, overwrite)

    def _check(self, cfg_dict: dict, overwrite: bool) -> bool:
        """Read-only: refuse what cannot be resumed; True when overwrite must clear first."""
        try:
            previous = self._previous_config()
        except ConfigError:
            if not overwrite:
                raise
            return True
        if previous is not None and fingerprint(previous) != fingerprint(cfg_dict):
            if not overwrite:
                keys = ", ".join(changed_keys(previous, cfg_dict)[:6])
                raise ConfigError(
                    f"out={self.out}: holds a run with a different configuration (changed: {keys}); "
                    "rerun with the original settings to resume or keep it, choose another "
                    "directory, or add output.overwrite=true to replace it")
            return True
        return previous is not None and overwrite

    def release(self) -> None:
        """Drop the folder's lock (the kernel drops it too when the process dies)."""
        if getattr(self, "_job_lock", None) is not None:
            self._job_lock.release()
            self._job_lock = None
        self.folder.release()

    def _previous_config(self) -> dict | None:
        for name in (STATE, MANIFEST):
            if os.path.lexists(self.path(name)):
                try:
                    config = read_json(self.path(name), name, follow=False)["config"]
                    upgrade_dict(config)
                    output_config(config)
                except (OSError, ValueError, KeyError, TypeError, AttributeError) as err:
                    reason = f"{type(err).__name__}: {str(getattr(err, 'strerror', None) or err)[:80]}"
                    raise ConfigError(
                        f"out={self.out}: {name} is damaged ({reason}); add output.overwrite=true to start "
                        "this run again, or choose another directory") from None
                return config
        return None

    def _remove(self, *parts: str) -> None:
        """Remove a file of this run (a link is removed, never followed)."""
        try:
            os.remove(self.path(*parts))
        except FileNotFoundError:
            pass

    def clean_partial(self, names: list[str]) -> None:
        """Remove temporary files this job left behind for the given shards (``NAME.tmp{tag}``
        of older versions, ``NAME.tmp{tag}-XXXXXXXX`` of this one)."""
        for name in names:
            for folder, stem in (((), name), ((PARTS,), name.replace(".h5", ".json"))):
                base = self.path(*folder, stem + ".tmp" + self.tag)
                for tmp in [base] * os.path.lexists(base) + glob.glob(glob.escape(base) + "-*"):
                    os.remove(tmp)

    def _part(self, name: str) -> dict | None:
        """The part file's entry of shard ``name`` when it is exactly one this run wrote (the
        plan's name, scenes and views; a size and a sha256); None otherwise (redone)."""
        path = self.path(PARTS, name.replace(".h5", ".json"))
        try:
            entry = shard_entry(read_json(path, name, max_bytes=1 << 16, follow=False))
        except (OSError, ValueError, AttributeError):
            return None
        planned = self.plan.get(name)
        if planned is None or entry_shape_problem(entry) or any(entry.get(k) != planned[k] for k in planned):
            return None
        return entry

    def done(self, name: str) -> dict | None:
        """The entry of a finished shard if its file still matches it (size, sha256, HDF5
        structure), else None (and the stale pieces are removed so the shard is redone)."""
        entry = self._part(name)
        if entry is not None and entry_problem(self.out, entry) is None \
                and structure_problem(self.path(name), entry) is None:
            return entry
        self._remove(PARTS, name.replace(".h5", ".json"))
        self._remove(name)
        return None

    def pending(self, names: list[str]) -> list[str]:
        """Read-only: the shards among ``names`` without a part file that matches their size
        (what a run would still write; sha256 is compared later, by ``done``)."""
        return [name for name in names if (entry := self._part(name)) is None
                or entry_problem(self.out, entry, checksums=False) is not None]

    def record(self, entry: dict) -> None:
        try:
            write_json(self.path(PARTS, entry["name"].replace(".h5", ".json")), entry, self.tag)
        except OSError as err:
            raise_if_disk_full(err, self.out)
            raise

    def entries(self, names: list[str]) -> list[dict] | None:
        """All planned entries, in order, if every shard is recorded; None otherwise."""
        out = []
        for name in names:
            entry = self._part(name)
            if entry is None:
                return None
            out.append(entry)
        return out

    def complete(self, cfg_dict: dict) -> bool:
        """True when the manifest describes this run (``describes``) and every shard matches
        its entry (size, sha256, HDF5 structure, question code version). Otherwise the
        manifest is removed, with the parts of the shards that do not match, and the run goes
        on: it checks every shard, regenerates what fails and writes the manifest again."""
        path = self.path(MANIFEST)
        if not os.path.lexists(path):
            return False
        try:
            manifest = read_json(path, MANIFEST, follow=False)
        except (OSError, ValueError) as err:
            manifest, problem = None, f"{MANIFEST}: {getattr(err, 'strerror', None) or err}"
        else:
            problem = self.describes(manifest, cfg_dict)
        bad = []
        if problem is None:
            questions = manifest.get("questions") or {}
            version = questions.get("version") if questions.get("table") == "lazy" else None
            for entry in shard_entries(manifest):
                found = entry_problem(self.out, entry) or structure_problem(self.path(entry["name"]), entry,
                                                                             version)
                if found:
                    bad.append(entry["name"])
                    problem = problem or found
        if problem is None:
            return True
        more = f" (and {len(bad) - 1} more damaged shard(s))" if len(bad) > 1 else ""
        print(f"spatial-iq generate: warning: {problem}{more}; generating the damaged shard(s) again (every "
              "shard is checked, the manifest written again)", file=sys.stderr)
        self._remove(MANIFEST)
        for name in bad:
            self._remove(PARTS, name.replace(".h5", ".json"))
        return False

    def describes(self, manifest, cfg_dict: dict) -> str | None:
        """What keeps ``manifest`` from being this run's (None if nothing): its shape
        (``manifest_problem``), its shards (the plan's, in order), its counts, its
        configuration (the same output config) and its schema and question fields."""
        problem = manifest_problem(manifest)
        if problem:
            return f"{MANIFEST} {problem}"
        entries = shard_entries(manifest)
        if [{k: e[k] for k in self.plan.get(e["name"], {})} for e in entries] != list(self.plan.values()):
            return f"{MANIFEST} lists other shards than this run plans"
        plan = list(self.plan.values())
        counts = {"scenes": sum(e["scene_count"] for e in plan), "views": sum(e["view_count"] for e in plan),
                  "views_per_scene": plan[0]["view_count"] // plan[0]["scene_count"], "shards": len(plan)}
        if manifest["counts"] != counts:
            return f"{MANIFEST} counts {str(manifest['counts'])[:80]}, this run makes {counts}"
        try:
            same = fingerprint(manifest["config"]) == fingerprint(cfg_dict)
        except (ValueError, KeyError, TypeError, AttributeError):
            same = False
        if not same:
            return f"{MANIFEST} holds another configuration than run.json"
        questions = manifest.get("questions")
        version = questions.get("version") if questions is not None else 0
        if manifest.get("schema_version") not in READABLE_VERSIONS or (questions is not None and not (
                questions.get("table") == cfg_dict.get("output", {}).get("questions")
                and isinstance(version, int) and not isinstance(version, bool))):
            return f"{MANIFEST} has an unknown schema_version or questions field"
        return None

    def clear(self) -> None:
        """Remove what a previous run wrote here (manifest, state, parts, shards, card: the
        ``OWN`` patterns) and nothing else."""
        self.folder.remove_own()
