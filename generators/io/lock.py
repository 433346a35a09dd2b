"""One writer at a time: an exclusive ``fcntl.flock`` on a file, refused at once (never
waited for) with one line naming the holder's pid.

The kernel drops a flock when its holder exits, however it exits (``kill -9`` and the OOM
killer included), so a lock file left behind never blocks anybody: the file stays, the
lock does not. Lock files are therefore never deleted while other processes may open them.

Users: ``generate`` (``io/rundir.py``: ``DIR/.spatial-iq.lock``), ``export`` and ``eval``
(the ``.partial`` folder's lock file), ``predict`` (the predictions file itself),
``respond`` (``OUT.lock``), ``judge`` (its ``--out``), ``flatten-set``
(``DIR/.spatial-iq.lock``: ``cgdj/flatset.py``); PhysTool's generate and ``cgdj-videos``
take theirs through ``io/outdir.py``.
A lock file is opened with ``O_NOFOLLOW``: a link planted in its place, a folder or a FIFO is
a one-line ConfigError, never followed (docs/errors.md).
The holder's pid comes from ``/proc/locks`` (Linux); a dedicated lock file also holds it
as text, for systems without ``/proc``.
"""

from __future__ import annotations

import errno
import os
import stat

from ..errors import ConfigError
from .regular import kind_of

try:
    import fcntl
except ImportError:  # pragma: no cover - Windows: no advisory locks, nothing is refused
    fcntl = None


class Busy(ConfigError):
    """Another process holds the lock; the message names its pid and what to do."""


class Lock:
    """A held flock; ``release()`` (or leaving the ``with`` block) drops it."""

    def __init__(self, fd: int | None, path: str):
        self.fd, self.path = fd, path

    def release(self) -> None:
        if self.fd is not None:
            os.close(self.fd)  # closing the last descriptor drops the flock
            self.fd = None

    def __enter__(self) -> Lock:
        return self

    def __exit__(self, *exc) -> None:
        self.release()

    def __del__(self) -> None:
        self.release()


def hold(path: str, what: str, *, shared: bool = False, write_pid: bool = True) -> Lock:
    """Lock ``path`` (created if missing) for this process, or raise ``Busy`` naming the
    holder: ``{what}: in use by another spatial-iq process (pid N); ...``.

    ``shared=True`` takes a shared lock: any number of shared holders, no exclusive one
    (split jobs writing one dataset together). ``write_pid`` writes this pid into the file
    (for dedicated lock files, not for a data file locked in place)."""
    flags = os.O_RDWR | os.O_CREAT | os.O_NONBLOCK | getattr(os, "O_CLOEXEC", 0) \
        | getattr(os, "O_NOFOLLOW", 0)
    try:  # never through a link, never a FIFO or a device (O_NONBLOCK: a FIFO does not block)
        fd = os.open(path, flags, 0o666)
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            kind = kind_of(os.fstat(fd).st_mode)
            os.close(fd)
            raise ConfigError(f"{what}: {path} is {kind}, not a lock file spatial-iq made; remove it, "
                              "then rerun")
    except OSError as err:
        if err.errno not in (errno.ELOOP, errno.EISDIR, errno.ENXIO, errno.ENOTDIR):
            raise
        kind = "a symbolic link" if err.errno == errno.ELOOP else "a folder" if err.errno == errno.EISDIR \
            else "not a regular file"
        raise ConfigError(f"{what}: {path} is {kind}, not a lock file spatial-iq made; spatial-iq never "
                          "writes through a link: remove it, then rerun") from None
    os.set_blocking(fd, True)
    if fcntl is None:  # pragma: no cover
        return Lock(fd, path)
    try:
        fcntl.flock(fd, (fcntl.LOCK_SH if shared else fcntl.LOCK_EX) | fcntl.LOCK_NB)
    except BlockingIOError:
        pid = holder(path)
        os.close(fd)
        who = f"pid {pid}" if pid else "another process"
        stop = f" (kill {pid})" if pid else ""
        raise Busy(f"{what}: in use by another spatial-iq process ({who}); wait for it to finish "
                   f"or stop it{stop}, then rerun") from None
    except BaseException:
        os.close(fd)
        raise
    if write_pid:
        try:
            os.ftruncate(fd, 0)
            os.pwrite(fd, f"{os.getpid()}\n".encode(), 0)
        except OSError:  # a full disk must not stop the lock from working
            pass
    return Lock(fd, path)


def holder(path: str) -> int | None:
    """The pid holding a flock on ``path``: from ``/proc/locks`` (Linux), else the pid
    written in the file; None when unknown."""
    try:
        st = os.stat(path)
        key = f"{os.major(st.st_dev):02x}:{os.minor(st.st_dev):02x}:{st.st_ino}"
        with open("/proc/locks") as fh:
            for line in fh:
                fields = line.split()
                # "1: FLOCK  ADVISORY  WRITE 1234 08:01:5678 0 EOF" (blocked waiters add "->")
                if "FLOCK" in fields and key in fields and "->" not in fields:
                    pid = int(fields[fields.index(key) - 1])
                    if pid > 0:
                        return pid
    except (OSError, ValueError):
        pass
    try:
        with open(path) as fh:
            text = fh.read(32).strip()
        return int(text) if text.isdigit() else None
    except (OSError, ValueError):
        return None
