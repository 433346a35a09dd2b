"""The state of a generate run on disk, so that a rerun of the same command resumes it.

An output directory holds, besides the shards:

- ``run.json``: the configuration that defines the output, written before any shard.
  A rerun with a different configuration is refused (unless ``output.overwrite=true``).
- ``.parts/shard-NNNNN.json``: one manifest entry per finished shard (name, counts,
  sha256, size), written after the shard was renamed into place. A shard counts as done
  only when its entry exists and the file still matches it; anything else is redone.
- ``manifest.json``: written once every planned shard is done, from the entries. Runs
  split across launcher jobs each write their own shards and parts, and whichever job
  finds them all complete writes the manifest: the result is the same whoever does it.

Temporary files carry the job's index, so a job only ever cleans up after itself.

The folder is claimed through ``io/outdir.py``: a new or empty folder, or one holding the
marker of a voxel dataset (or, from before markers, a ``run.json``/``manifest.json``); a
folder with anybody else's files is refused, and ``output.overwrite=true`` removes only the
files listed in ``OWN``. ``prepare`` checks everything before it writes anything, under the
folder's lock (``io/lock.py``): a second ``generate`` on the same folder is refused with the
first one's pid; jobs of one split run (``job.count`` > 1) share the folder and each locks
its own index. A damaged ``run.json`` or part file, ``.parts`` that is not a folder, or a
full disk are one line each (docs/errors.md); ``complete`` checks a finished dataset's
shards against its manifest, so a rerun repairs a damaged one.
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
from .integrity import shard_problems
from .lock import hold
from .manifest import MANIFEST, shard_entries, shard_entry, write_json
from .outdir import LOCK, OutDir
from .shards import sha256

STATE = "run.json"
PARTS = ".parts"
KIND = "voxel dataset"
# every file a voxel run writes (relative, fnmatch): overwrite removes these and nothing else
OWN = (MANIFEST, STATE, "config.yaml", "README.md", "card/labels.png",
       "card/block_counts.png", "card/views.png", "shard-[0-9][0-9][0-9][0-9][0-9].h5",
       "shard-[0-9][0-9][0-9][0-9][0-9].h5.tmp*", f"{PARTS}/shard-[0-9][0-9][0-9][0-9][0-9].json",
       f"{PARTS}/shard-[0-9][0-9][0-9][0-9][0-9].json.tmp*", "*.tmp-[0-9]*", "card/*.tmp*")


def _legacy(path: str) -> bool:
    """A run folder written before markers existed: it holds a run state or manifest."""
    for name in (STATE, MANIFEST):
        try:
            with open(os.path.join(path, name), encoding="utf-8") as fh:
                if isinstance(json.load(fh).get("config"), dict):
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
                             tolerate=("multirun.yaml",))  # Hydra writes it into a sweep's folder first

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

    def _check(self, cfg_dict: dict, overwrite: bool) -> bool:
        """Read-only: refuse what cannot be resumed; True when overwrite must clear first."""
        if os.path.lexists(self.path(PARTS)) and not os.path.isdir(self.path(PARTS)):
            raise ConfigError(f"out={self.out}: {PARTS} is a file, not this run's state folder; "
                              "remove it or choose another directory")
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
            if os.path.isfile(self.path(name)):
                try:
                    with open(self.path(name), encoding="utf-8") as fh:
                        config = json.load(fh)["config"]
                    upgrade_dict(config)
                    output_config(config)
                except (OSError, ValueError, KeyError, TypeError, AttributeError) as err:
                    raise ConfigError(
                        f"out={self.out}: {name} is damaged ({type(err).__name__}: {str(err)[:80]}); "
                        "add output.overwrite=true to start this run again, or choose another "
                        "directory") from None
                return config
        return None

    def clean_partial(self, names: list[str]) -> None:
        """Remove temporary files this job left behind for the given shards."""
        for name in names:
            for tmp in glob.glob(self.path(name + ".tmp*")) + glob.glob(self.path(PARTS, name + "*.tmp*")):
                os.remove(tmp)

    def done(self, name: str) -> dict | None:
        """The entry of a finished shard if its file still matches it, else None (and the
        stale pieces are removed so the shard is redone)."""
        part = self.path(PARTS, name.replace(".h5", ".json"))
        shard = self.path(name)
        if os.path.isfile(part):
            entry = self._part(part)
            if (entry is not None and os.path.isfile(shard) and os.path.getsize(shard) == entry["bytes"]
                    and sha256(shard) == entry["sha256"]):
                return entry
            os.remove(part)
        if os.path.isfile(shard):
            os.remove(shard)
        return None

    @staticmethod
    def _part(path: str) -> dict | None:
        """A part file's entry; None when it is damaged (the shard is then redone)."""
        try:
            with open(path, encoding="utf-8") as fh:
                entry = shard_entry(json.load(fh))
            int(entry["bytes"]), str(entry["sha256"]), int(entry["view_count"]), int(entry["first_scene"])
            return entry
        except (OSError, ValueError, KeyError, TypeError, AttributeError):
            return None

    def pending(self, names: list[str]) -> list[str]:
        """Read-only: the shards among ``names`` without a part file that matches their size
        (what a run would still write; sha256 is compared later, by ``done``)."""
        out = []
        for name in names:
            entry = self._part(self.path(PARTS, name.replace(".h5", ".json")))
            shard = self.path(name)
            if entry is None or not os.path.isfile(shard) or os.path.getsize(shard) != entry["bytes"]:
                out.append(name)
        return out

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
            entry = self._part(self.path(PARTS, name.replace(".h5", ".json")))
            if entry is None:
                return None
            out.append(entry)
        return out

    def complete(self) -> bool:
        """True when the manifest exists and every shard it lists still matches it (size and
        sha256). A finished dataset with a damaged, cut or missing shard is reopened: the
        manifest and those shards' parts are removed, so the run regenerates them."""
        path = self.path(MANIFEST)
        if not os.path.isfile(path):
            return False
        try:
            with open(path, encoding="utf-8") as fh:
                entries = shard_entries(json.load(fh))
            problems = shard_problems(self.out, entries, checksums=True)
            names = [e["name"] for e in entries]
        except (OSError, ValueError, KeyError, TypeError, AttributeError) as err:
            problems, names = [f"{MANIFEST}: unreadable ({type(err).__name__})"], []
        if not problems:
            return True
        bad = [n for n in names if any(p.startswith(n + ":") for p in problems)] or names
        more = f" (and {len(problems) - 1} more)" if len(problems) > 1 else ""
        print(f"spatial-iq generate: warning: {problems[0]}{more}; generating the damaged shard(s) again",
              file=sys.stderr)
        os.remove(path)
        for name in bad:
            part = self.path(PARTS, name.replace(".h5", ".json"))
            if os.path.isfile(part):
                os.remove(part)
        return False

    def clear(self) -> None:
        """Remove what a previous run wrote here (manifest, state, parts, shards, card: the
        ``OWN`` patterns) and nothing else."""
        self.folder.remove_own()
