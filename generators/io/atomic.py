"""Writing a file so that it is either complete or absent: written under a temporary
name in the same folder and renamed over the target only when the writing finished. A
crash, an exception or a full disk leaves no half-written file that looks done.

Files and folders made here get the permissions the umask gives any new file (``0666 &
~umask``, ``0777 & ~umask``), not the private 0600/0700 of ``mkstemp``/``mkdtemp``: outputs
on a shared cluster stay readable to the group, as if written by ``open``. This is the one
place that knows it: every writer of the package (datasets, exports, reports, CGDJ's
videos and frame folders) takes its temporary names from here. Temporary names are made with
``O_EXCL`` and a random part (``mkstemp``): unique per process, so a dying process never
writes, renames or removes a live one's temporary file, and a link planted under a name the
tool might use is never written through.
"""

from __future__ import annotations

import os
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager


def umask() -> int:
    """This process's umask, read without changing it (``/proc/self/status`` on Linux; the
    set-and-restore fallback elsewhere is not thread-safe, so it is the last resort)."""
    try:
        with open("/proc/self/status") as fh:
            for line in fh:
                if line.startswith("Umask:"):
                    return int(line.split()[1], 8)
    except (OSError, ValueError, IndexError):
        pass
    mask = os.umask(0o022)
    os.umask(mask)
    return mask


def file_mode() -> int:
    """The mode a plain ``open(path, "w")`` gives a new file under this umask."""
    return 0o666 & ~umask()


def dir_mode() -> int:
    """The mode a plain ``os.mkdir`` gives a new folder under this umask."""
    return 0o777 & ~umask()


def temp_dir(parent: str, prefix: str = ".tmp-") -> str:
    """``tempfile.mkdtemp`` in ``parent``, with the umask's permissions."""
    path = tempfile.mkdtemp(prefix=prefix, dir=parent)
    os.chmod(path, dir_mode())
    return path


def temp_file(directory: str, prefix: str = ".tmp-", suffix: str = "") -> tuple[int, str]:
    """``tempfile.mkstemp`` in ``directory``, with the umask's permissions: (fd, path)."""
    fd, path = tempfile.mkstemp(prefix=prefix, suffix=suffix, dir=directory)
    try:
        os.fchmod(fd, file_mode())
    except BaseException:
        os.close(fd)
        os.remove(path)
        raise
    return fd, path


def temp_prefix(path: str, tag: str = "") -> str:
    """The prefix of a temporary file for ``path`` of job ``tag``: ``NAME.tmp{tag}-`` (a random
    part follows), so a job finds its own leftovers by name."""
    return f"{os.path.basename(path)}.tmp{tag}-"


def temp_name(path: str) -> str:
    """A new empty file beside ``path`` (same extension, ``.tmp`` if none) with the umask's
    permissions, closed: for a writer that needs a file name (ffmpeg). Rename it over
    ``path`` when the writing finished; remove it otherwise."""
    directory = os.path.dirname(os.path.abspath(path))
    fd, tmp = temp_file(directory, suffix=os.path.splitext(path)[1] or ".tmp")
    os.close(fd)
    return tmp


@contextmanager
def atomic_open(path: str, mode: str = "w", prefix: str = ".tmp-", **kw) -> Iterator:
    """``with atomic_open(path, "wb") as fh: ...``: the file appears at ``path`` when the
    block ends without an exception; otherwise nothing appears. The temporary file is new
    (``O_EXCL``: never a link or a file someone planted) and named ``{prefix}XXXXXXXX{ext}``;
    the rename replaces whatever ``path`` was (a link there is replaced, not followed)."""
    directory = os.path.dirname(os.path.abspath(path))
    fd, tmp = temp_file(directory, prefix=prefix, suffix=os.path.splitext(path)[1])
    try:
        with os.fdopen(fd, mode, **kw) as fh:
            yield fh
        os.replace(tmp, path)
    except BaseException:
        if os.path.exists(tmp):
            os.remove(tmp)
        raise
