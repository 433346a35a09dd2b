"""Files and folders CGDJ writes: complete or absent, and with the permissions the user's
umask gives a plain ``open``/``mkdir`` (0644 and 0755 under the usual 022).

Everything is written under a temporary name in the target's folder and renamed into
place when complete, so a crash, an exception or a full disk never leaves a file that
looks done. ``tempfile.mkstemp``/``mkdtemp`` create their entries 0600/0700 whatever the
umask; the helpers here set the mode a plain create would have had before the rename,
so the finished output is readable by whoever the umask says.
"""

from __future__ import annotations

import os
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager


def umask() -> int:
    """The process umask. Read from ``/proc/self/status`` where the kernel gives it (no
    window in which another thread could create a file under a changed umask); elsewhere
    set and restored at once."""
    try:
        with open("/proc/self/status") as fh:
            for line in fh:
                if line.startswith("Umask:"):
                    return int(line.split()[1], 8)
    except OSError:
        pass
    old = os.umask(0o022)
    os.umask(old)
    return old


def file_mode() -> int:
    return 0o666 & ~umask()


def dir_mode() -> int:
    return 0o777 & ~umask()


@contextmanager
def atomic_open(path: str, mode: str = "wb", **kw) -> Iterator:
    """``with atomic_open(path) as fh: ...``: ``path`` appears, complete and with the
    umask's mode, when the block ends without an exception; otherwise nothing appears."""
    directory = os.path.dirname(os.path.abspath(path))
    fd, tmp = tempfile.mkstemp(prefix=".tmp-", suffix=os.path.splitext(path)[1], dir=directory)
    try:
        os.fchmod(fd, file_mode())
        with os.fdopen(fd, mode, **kw) as fh:
            yield fh
        os.replace(tmp, path)
    except BaseException:
        if os.path.exists(tmp):
            os.remove(tmp)
        raise


def temp_file(path: str) -> str:
    """A new empty file beside ``path`` (same extension) with the umask's mode, for a
    writer that needs a file name (ffmpeg); rename it over ``path`` when done."""
    directory = os.path.dirname(os.path.abspath(path))
    fd, tmp = tempfile.mkstemp(prefix=".tmp-", suffix=os.path.splitext(path)[1] or ".tmp", dir=directory)
    os.fchmod(fd, file_mode())
    os.close(fd)
    return tmp


def temp_dir(parent: str, prefix: str = ".tmp-") -> str:
    """A new empty folder in ``parent`` with the umask's mode."""
    tmp = tempfile.mkdtemp(prefix=prefix, dir=parent)
    os.chmod(tmp, dir_mode())
    return tmp
