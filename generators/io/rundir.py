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
"""

from __future__ import annotations

import glob
import hashlib
import json
import os
import shutil

from ..config import run_only_keys, upgrade_dict
from ..errors import ConfigError
from .manifest import MANIFEST, shard_entry, write_json
from .shards import sha256

STATE = "run.json"
PARTS = ".parts"


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

    def path(self, *parts: str) -> str:
        return os.path.join(self.out, *parts)

    def prepare(self, cfg_dict: dict, overwrite: bool) -> None:
        """Create the directory and its state, or check that it belongs to this config."""
        os.makedirs(self.path(PARTS), exist_ok=True)
        previous = self._previous_config()
        if previous is not None and fingerprint(previous) != fingerprint(cfg_dict):
            if not overwrite:
                keys = ", ".join(changed_keys(previous, cfg_dict)[:6])
                raise ConfigError(
                    f"out={self.out}: holds a run with a different configuration (changed: {keys}); "
                    "rerun with the original settings to resume or keep it, choose another "
                    "directory, or add output.overwrite=true to replace it")
            self.clear()
            os.makedirs(self.path(PARTS), exist_ok=True)
        elif previous is not None and overwrite:
            self.clear()
            os.makedirs(self.path(PARTS), exist_ok=True)
        if not os.path.isfile(self.path(STATE)):
            write_json(self.path(STATE), {"fingerprint": fingerprint(cfg_dict), "config": cfg_dict},
                       self.tag)

    def _previous_config(self) -> dict | None:
        for name in (STATE, MANIFEST):
            if os.path.isfile(self.path(name)):
                with open(self.path(name)) as fh:
                    return json.load(fh)["config"]
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
            with open(part) as fh:
                entry = json.load(fh)
            if (os.path.isfile(shard) and os.path.getsize(shard) == entry["bytes"]
                    and sha256(shard) == entry["sha256"]):
                return entry
            os.remove(part)
        if os.path.isfile(shard):
            os.remove(shard)
        return None

    def record(self, entry: dict) -> None:
        write_json(self.path(PARTS, entry["name"].replace(".h5", ".json")), entry, self.tag)

    def entries(self, names: list[str]) -> list[dict] | None:
        """All planned entries, in order, if every shard is recorded; None otherwise."""
        out = []
        for name in names:
            part = self.path(PARTS, name.replace(".h5", ".json"))
            if not os.path.isfile(part):
                return None
            with open(part) as fh:
                out.append(shard_entry(json.load(fh)))
        return out

    def complete(self) -> bool:
        return os.path.isfile(self.path(MANIFEST))

    def clear(self) -> None:
        """Remove what a previous run wrote here (manifest, state, parts, shards, card) and
        nothing else."""
        for name in (MANIFEST, STATE, "config.yaml", "README.md"):
            if os.path.isfile(self.path(name)):
                os.remove(self.path(name))
        for pattern in ("shard-[0-9][0-9][0-9][0-9][0-9].h5", "shard-[0-9][0-9][0-9][0-9][0-9].h5.tmp*"):
            for f in glob.glob(self.path(pattern)):
                os.remove(f)
        for folder in (PARTS, "card"):
            if os.path.isdir(self.path(folder)):
                shutil.rmtree(self.path(folder))
