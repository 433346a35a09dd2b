"""Output folders this project owns: nothing a user made is overwritten or deleted.

Rule for every command that writes a folder (docs/errors.md): it writes only into a new or
empty folder, or into one that this project wrote, recognised by its marker file
``.spatial-iq.json`` (``{"kind": "voxel dataset", ...}``); and it removes or replaces only
files it writes itself (``own`` patterns), never anything else in the folder.

    folder = OutDir(out, kind="voxel dataset", label=f"out={out}", own=("manifest.json", "shard-*.h5"))
    folder.check()          # read-only: refuse a file, a foreign folder, another kind
    folder.claim()          # create it, take its lock (io/lock.py), check again under the lock
    ...                     # more checks; on failure folder.abandon() removes what claim made
    folder.mark()           # the marker: from now on the folder is this kind's
    folder.remove_own()     # overwrite: only files matching ``own`` (empty folders they leave too)
    folder.release()

A folder written before markers existed is adopted when ``legacy(path)`` recognises it.
``need_space`` refuses a run that will not fit, naming sizes a person can read.
"""

from __future__ import annotations

import fnmatch
import json
import os
import re
import shutil
import stat
from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager

from ..errors import ConfigError
from .jsonio import read_json
from .lock import Lock, hold
from .regular import kind_of

MARKER = ".spatial-iq.json"
LOCK = ".spatial-iq.lock"
_OURS = (MARKER, LOCK)
SAFE_NAME = re.compile(r"[A-Za-z0-9][A-Za-z0-9._+-]{0,199}")


def _a(noun: str) -> str:
    return f"{'an' if noun[:1].lower() in 'aeiou' else 'a'} {noun}"


def read_marker(path: str) -> dict | None:
    """The marker of folder ``path`` (None if it has none or it cannot be read as one: a
    marker that is a link, a FIFO or not small JSON marks nothing)."""
    try:
        marker = read_json(os.path.join(path, MARKER), MARKER, max_bytes=1 << 16, follow=False)
    except (OSError, ValueError):
        return None
    return marker if isinstance(marker, dict) and isinstance(marker.get("kind"), str) else None


def write_marker(path: str, kind: str, command: str) -> None:
    """Create the marker unless there is one (``O_EXCL``: concurrent jobs write it once)."""
    from .. import __version__

    data = json.dumps({"kind": kind, "written_by": f"spatial-iq {__version__}", "command": command},
                      indent=1, sort_keys=True).encode() + b"\n"
    try:
        fd = os.open(os.path.join(path, MARKER), os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o666)
    except FileExistsError:
        return
    try:
        os.write(fd, data)
    except BaseException:
        os.close(fd)
        os.remove(os.path.join(path, MARKER))  # a half marker would claim nothing properly
        raise
    os.close(fd)


def manifest_kind(manifest: str, kind: str) -> Callable[[str], bool]:
    """``OutDir``'s ``legacy`` test for a folder written before marker files existed: its
    JSON ``manifest`` says ``"kind": kind``."""

    def written_by_us(path: str) -> bool:
        try:
            return read_json(os.path.join(path, manifest), manifest, follow=False).get("kind") == kind
        except (OSError, ValueError, AttributeError):
            return False

    return written_by_us


def matches(rel: str, patterns: Iterable[str]) -> bool:
    """``rel`` (a path relative to the folder, with /) matches one of ``patterns``
    (fnmatch; ``*`` does not cross /; the pattern ``**`` matches everything)."""
    parts = rel.split("/")
    for pattern in patterns:
        if pattern == "**":
            return True
        pp = pattern.split("/")
        if len(pp) == len(parts) and all(fnmatch.fnmatchcase(a, b) for a, b in zip(parts, pp)):
            return True
    return False


def safe_name(name, what: str) -> str:
    """``name`` if it can be one file name inside an output folder (letters, digits and
    ``._+-``, not starting with a dot, at most 200 characters); ValueError otherwise. Every
    file name built from stored data goes through here, so a tampered id such as
    ``../../../tmp/X`` cannot place a file outside the folder."""
    if not isinstance(name, str) or not SAFE_NAME.fullmatch(name):
        raise ValueError(f"{what} {str(name)[:80]!r} cannot be a file name (letters, digits, '.', '_', "
                         "'+', '-' only); the data was changed or damaged (spatial-iq verify checks it)")
    return name


def inside(root: str, rel, what: str) -> str:
    """The absolute path of ``rel`` under ``root``; ValueError when ``rel`` is absolute or
    leads out of ``root`` (``..``, symbolic links), e.g. a picture path read from a file."""
    if not isinstance(rel, str) or not rel or os.path.isabs(rel):
        raise ValueError(f"{what} {str(rel)[:80]!r} is not a path relative to {root}")
    base = os.path.realpath(root)
    path = os.path.realpath(os.path.join(base, rel))
    if os.path.commonpath([base, path]) != base:
        raise ValueError(f"{what} {rel[:80]!r} leads outside {root}; refusing to read it")
    return path


def human_size(n: float) -> str:
    """Bytes as a person reads them: ``512 B``, ``3.4 kB``, ``12 MB``, ``1.5 GB``."""
    for unit, size in (("TB", 1e12), ("GB", 1e9), ("MB", 1e6), ("kB", 1e3)):
        if n >= size:
            value = n / size
            return f"{value:.1f} {unit}" if value < 100 else f"{value:.0f} {unit}"
    return f"{int(n)} B"


def existing_parent(path: str) -> str:
    """``path`` itself or its nearest ancestor that exists."""
    path = os.path.abspath(path)
    while not os.path.exists(path):
        path = os.path.dirname(path)
    return path


def need_space(label: str, path: str, need: float, what: str, fix: str) -> None:
    """Refuse (ConfigError) when ``need`` bytes do not fit on the file system of ``path``."""
    free = shutil.disk_usage(existing_parent(path)).free
    if need > free:
        raise ConfigError(f"{label}: needs about {human_size(need)} for {what} but only "
                          f"{human_size(free)} are free; {fix}")


def staged(prefix: str, own: Iterable[str]) -> tuple[str, ...]:
    """The patterns of what a killed run of ours can have left in its staging folders
    (``{prefix}XXXXXXXX/`` inside the output folder, ``io/atomic.py:temp_dir``): the files
    ``own`` names, and temporary files (``.tmp-*``) beside them. Anything else in a folder
    named like one (a user's file) is not ours: ``remove_own`` leaves it, and its folder."""
    own = tuple(own)
    folders = sorted({p.rsplit("/", 1)[0] for p in own if "/" in p})
    return (tuple(f"{prefix}*/{p}" for p in own) + (f"{prefix}*/.tmp-*",)
            + tuple(f"{prefix}*/{f}/.tmp-*" for f in folders))


def _scan(folder: str, prefix: str, patterns: list[list[str]], top: bool = False) -> str | None:
    """``OutDir.entry_problem`` below ``folder`` (shown as ``prefix``) for ``patterns`` (split at /)."""
    try:
        entries = sorted(os.scandir(folder), key=lambda e: e.name)
    except OSError as err:
        return f"{prefix.rstrip('/') or '.'} cannot be read ({err.strerror}); choose another folder"
    for entry in entries:
        rel, name = prefix + entry.name, entry.name
        everything = ["**"] in patterns
        is_file = everything or (top and name in _OURS) or any(
            len(p) == 1 and fnmatch.fnmatchcase(name, p[0]) for p in patterns)
        below = [p[1:] for p in patterns if len(p) > 1 and fnmatch.fnmatchcase(name, p[0])]
        below += [["**"]] if everything else []
        if not (is_file or below):
            continue  # not ours: never looked into, never written
        mode = entry.stat(follow_symlinks=False).st_mode
        fix = "remove it or choose another folder (nothing was changed)"
        if stat.S_ISLNK(mode):
            return (f"{rel} is a symbolic link; spatial-iq writes only files it made, never through a link: "
                    f"{fix}")
        if stat.S_ISDIR(mode):
            if not below:
                return f"{rel} is a folder where spatial-iq keeps a file: {fix}"
            problem = _scan(entry.path, rel + "/", below)
            if problem:
                return problem
        elif not stat.S_ISREG(mode):
            return f"{rel} is {kind_of(mode)} where spatial-iq keeps a file: {fix}"
        elif below and not is_file:
            return f"{rel} is a file where spatial-iq keeps a folder: {fix}"
    return None


def entries_problem(folder: str, own: Iterable[str]) -> str | None:
    """``OutDir.entry_problem`` for the few entries (``own``, paths relative to ``folder`` such
    as ``card/audit.json``) a command adds to a folder another command made (``audit`` writing
    into a dataset): a link, FIFO, device or folder where they go. Read-only; None when none."""
    return _scan(folder, "", [p.split("/") for p in own])


@contextmanager
def new_folder(out: str, kind: str, command: str, keep_marker: bool = True) -> Iterator[str]:
    """``with new_folder(out, "export", "spatial-iq export") as partial: ...``: write a new
    folder ``out`` whole or not at all. ``OUT.partial`` is claimed as an ``OutDir`` of
    ``kind`` (a folder of the user's there, or one holding a link, is refused; a second
    writer is Busy; what a killed writer of ours left is cleared), marked, handed out, and
    renamed to ``out`` when the block ends; on any failure it is removed (ours, and locked
    by us). An ``out`` that appeared meanwhile is never replaced. ``keep_marker=False``: the
    finished folder holds only what the block wrote (the marker marks the ``.partial``)."""
    folder = OutDir(out.rstrip("/") + ".partial", kind, f"--out {out}", command, own=("**",), named=False)
    folder.claim()
    try:
        folder.remove_own()
        folder.mark()
        yield folder.path
        if os.path.lexists(out):
            raise ConfigError(f"{out} appeared while it was being written; choose a new folder (nothing "
                              "was changed)")
        os.rename(folder.path, out)
        os.remove(os.path.join(out, LOCK))  # held until released; nobody locks the finished folder
        if not keep_marker:
            os.remove(os.path.join(out, MARKER))
    except BaseException:
        if os.path.isdir(folder.path) and not os.path.islink(folder.path):
            shutil.rmtree(folder.path, ignore_errors=True)
        raise
    finally:
        folder.release()


class OutDir:
    """An output folder of one ``kind`` (``"voxel dataset"``, ``"export"``, ...)."""

    def __init__(self, path: str, kind: str, label: str, command: str = "", own: Iterable[str] = (),
                 legacy: Callable[[str], bool] | None = None, tolerate: Iterable[str] = (),
                 also: Iterable[str] = (), named: bool = True):
        self.named = named  # the user named this path (a link there is theirs); False: a name we derived
        self.tolerate = tuple(tolerate)  # names a tool writes there before this command runs
        self.also = tuple(also)  # other kinds of ours this command may write into (a sweep's folder)
        self.path, self.kind, self.label, self.command = os.path.abspath(path), kind, label, command
        self.own = tuple(own)
        self.legacy = legacy
        self.lock: Lock | None = None
        self.created: str | None = None  # the topmost folder claim() created
        self.made_lock = False

    def check(self) -> None:
        """Refuse, without changing anything, a path this command may not write into."""
        path, label = self.path, self.label
        if path == os.path.dirname(path):
            raise ConfigError(f"{label}: the file system root; choose a new folder")
        if not self.named and os.path.islink(path):
            raise ConfigError(f"{label}: {path} is a symbolic link; spatial-iq writes only into folders it "
                              "made, never through a link: remove it or choose another folder")
        if os.path.lexists(path) and not os.path.isdir(path):
            raise ConfigError(f"{label}: exists and is a file; choose a directory path")
        parent = existing_parent(path)
        if not os.path.isdir(parent) or not os.access(parent, os.W_OK | os.X_OK):
            raise ConfigError(f"{label}: {parent} is not a writable directory")
        if not os.path.isdir(path):
            return
        marker = read_marker(path)
        if marker is not None:
            if marker["kind"] != self.kind and marker["kind"] not in self.also:
                raise ConfigError(f"{label}: holds {_a(marker['kind'])} written by spatial-iq, not "
                                  f"{_a(self.kind)}; choose another folder")
        else:
            try:
                names = sorted(n for n in os.listdir(path) if n not in _OURS and n not in self.tolerate)
            except OSError as err:
                raise ConfigError(f"{label}: cannot be read ({err.strerror}); choose another "
                                  "folder") from None
            if names and not (self.legacy and self.legacy(path)):
                shown = ", ".join(names[:3]) + (f" and {len(names) - 3} more" if len(names) > 3 else "")
                raise ConfigError(f"{label}: holds files spatial-iq did not write ({shown}); choose a new or "
                                  "empty folder (nothing there was changed)")
        problem = self.entry_problem()
        if problem:
            raise ConfigError(f"{label}: {problem}")

    def entry_problem(self) -> str | None:
        """The first entry of the folder this command would write, replace, remove or write
        into that is not what it writes there: a symbolic link (the tool never writes through
        a link it did not make), a folder, FIFO or device where its file belongs, a file where
        its folder belongs. Read-only; None when there is none."""
        return _scan(self.path, "", [p.split("/") for p in self.own], top=True)

    def claim(self, *, lock_name: str = LOCK, shared: bool = False) -> OutDir:
        """Check, create the folder, take its lock (``Busy`` if another process holds it)
        and check again under the lock. Writes no marker yet: see ``mark``."""
        self.check()
        top = self.path
        while not os.path.exists(os.path.dirname(top)):
            top = os.path.dirname(top)
        try:
            os.makedirs(self.path)
            self.created = top
        except FileExistsError:
            pass
        except OSError as err:
            raise ConfigError(f"{self.label}: cannot be created ({err.strerror}); choose another "
                              "folder") from None
        lock_path = os.path.join(self.path, lock_name)
        self.made_lock = not os.path.exists(lock_path)
        try:
            self.lock = hold(lock_path, self.label, shared=shared)
            self.check()
        except BaseException:
            self.abandon()
            raise
        return self

    def mark(self) -> None:
        write_marker(self.path, self.kind, self.command)

    def release(self) -> None:
        if self.lock is not None:
            self.lock.release()
            self.lock = None

    def abandon(self) -> None:
        """Undo ``claim`` after a refusal: drop the lock, remove the lock file if this
        process made it, and the folders it created if nothing else is in them."""
        lock_path = self.lock.path if self.lock is not None else None
        self.release()
        if self.made_lock and lock_path and os.path.isfile(lock_path):
            os.remove(lock_path)
        if self.created:
            path = self.path
            while True:
                try:
                    os.rmdir(path)
                except OSError:
                    break
                if path == self.created:
                    break
                path = os.path.dirname(path)

    def own_files(self, patterns: Iterable[str] | None = None) -> list[str]:
        """The files under the folder (relative, with /) that match ``patterns`` (default
        ``own``), the marker and the lock file excepted."""
        patterns = tuple(self.own if patterns is None else patterns)
        found = []
        for root, _dirs, files in os.walk(self.path):
            rel_root = os.path.relpath(root, self.path).replace(os.sep, "/")
            for name in files:
                rel = name if rel_root == "." else f"{rel_root}/{name}"
                if rel not in _OURS and matches(rel, patterns):
                    found.append(rel)
        return sorted(found)

    def remove_files(self, rels: Iterable[str]) -> list[str]:
        """Remove these files (relative paths), then the folders under this one that this
        leaves empty; returns what was removed."""
        removed = []
        for rel in rels:
            os.remove(os.path.join(self.path, *rel.split("/")))
            removed.append(rel)
        parents = {"/".join(r.split("/")[:k]) for r in removed for k in range(1, r.count("/") + 1)}
        for rel in sorted(parents, key=lambda p: -p.count("/")):  # deepest first
            folder = os.path.join(self.path, *rel.split("/"))
            if os.path.isdir(folder) and not os.listdir(folder):
                os.rmdir(folder)
        return removed

    def swap_in(self, stage: str, manifest: str) -> None:
        """Move a finished run's files from its staging folder (inside this one) into place:
        the old ``manifest`` goes first (until the new one is in, the folder is no finished
        dataset), then every new file replaces its namesake (the staged folders exist even
        when empty), then the old run's other files go (only files matching ``own``: anything
        else in the folder stays), and the new manifest comes last."""
        new = []
        for root, dirs, files in os.walk(stage):
            rel_root = os.path.relpath(root, stage).replace(os.sep, "/")
            new += [name if rel_root == "." else f"{rel_root}/{name}" for name in files]
            for name in dirs:
                os.makedirs(os.path.join(self.path, os.path.relpath(os.path.join(root, name), stage)),
                            exist_ok=True)
        old = os.path.join(self.path, manifest)
        if os.path.exists(old):
            os.remove(old)
        for rel in sorted(new):
            if rel != manifest:
                target = os.path.join(self.path, *rel.split("/"))
                os.makedirs(os.path.dirname(target), exist_ok=True)
                os.replace(os.path.join(stage, *rel.split("/")), target)
        keep = set(new)
        self.remove_files([r for r in self.own_files() if r not in keep])
        os.replace(os.path.join(stage, manifest), old)
        shutil.rmtree(stage)

    def give_up(self, stage: str | None, had_marker: bool) -> None:
        """After a failed run: remove its staging folder; when the folder held nothing of
        this command's before and holds none now, leave nothing (the marker, the lock file
        and the folders ``claim`` made)."""
        if stage is not None:
            shutil.rmtree(stage, ignore_errors=True)
        if not had_marker and not self.own_files():
            try:
                os.remove(os.path.join(self.path, MARKER))
            except FileNotFoundError:
                pass
            self.abandon()

    def remove_own(self, patterns: Iterable[str] | None = None) -> list[str]:
        """Remove the files under the folder that match ``patterns`` (default ``own``),
        then the folders that this leaves empty; returns what was removed (relative)."""
        return self.remove_files(self.own_files(patterns))
