"""Writing a file so that it is either complete or absent: written under a temporary
name in the same folder and renamed over the target only when the writing finished. A
crash, an exception or a full disk leaves no half-written file that looks done.

Files and folders made here get the permissions the umask gives any new file (``0666 &
~umask``, ``0777 & ~umask``), not the private 0600/0700 of ``mkstemp``/``mkdtemp``: outputs
on a shared cluster stay readable to the group, as if written by ``open``.
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


def temp_dir(parent: str, prefix: str = ".tmp-") -> str:
    """``tempfile.mkdtemp`` in ``parent``, with the umask's permissions."""
    path = tempfile.mkdtemp(prefix=prefix, dir=parent)
    os.chmod(path, 0o777 & ~umask())
    return path


def temp_file(directory: str, prefix: str = ".tmp-", suffix: str = "") -> tuple[int, str]:
    """``tempfile.mkstemp`` in ``directory``, with the umask's permissions: (fd, path)."""
    fd, path = tempfile.mkstemp(prefix=prefix, suffix=suffix, dir=directory)
    try:
        os.fchmod(fd, 0o666 & ~umask())
    except BaseException:
        os.close(fd)
        os.remove(path)
        raise
    return fd, path


@contextmanager
def atomic_open(path: str, mode: str = "w", **kw) -> Iterator:
    """``with atomic_open(path, "wb") as fh: ...``: the file appears at ``path`` when the
    block ends without an exception; otherwise nothing appears."""
    directory = os.path.dirname(os.path.abspath(path))
    fd, tmp = temp_file(directory, suffix=os.path.splitext(path)[1])
    try:
        with os.fdopen(fd, mode, **kw) as fh:
            yield fh
        os.replace(tmp, path)
    except BaseException:
        if os.path.exists(tmp):
            os.remove(tmp)
        raise
