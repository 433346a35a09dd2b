"""One writer at a time: an exclusive ``fcntl.flock`` on a file, refused at once (never
waited for) with one line naming the holder's pid.

The kernel drops a flock when its holder exits, however it exits (``kill -9`` and the OOM
killer included), so a lock file left behind never blocks anybody: the file stays, the
lock does not. Lock files are therefore never deleted while other processes may open them.

Users: ``generate`` (``io/rundir.py``: ``DIR/.spatial-iq.lock``), ``export`` (the
``.partial`` folder's lock file), ``predict`` (the predictions file itself). Phase-B users
(PhysTool, cgdj-videos, reports, gallery) take theirs through ``io/outdir.py``.
The holder's pid comes from ``/proc/locks`` (Linux); a dedicated lock file also holds it
as text, for systems without ``/proc``.
"""

from __future__ import annotations

import os

from ..errors import ConfigError

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
    fd = os.open(path, os.O_RDWR | os.O_CREAT | getattr(os, "O_CLOEXEC", 0), 0o666)
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
