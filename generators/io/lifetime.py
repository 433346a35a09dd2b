"""Worker processes die with their parent.

A pool worker whose parent was killed (``kill -9``, the OOM killer) would otherwise go on
renaming temporary files and holding HDF5 locks in a folder that a rerun is resuming (a
worker still starting when its parent died used to take the jobs left in its pipe and rename
its shard under the rerun's feet: issue 27).
``die_with_parent()``, called first thing in a worker (the pool initializer), asks Linux to
send the worker SIGKILL when its parent exits (``prctl(PR_SET_PDEATHSIG)``); elsewhere a
daemon thread polls the parent's pid and exits the process when it changes.

Used by the generate pool (``dataset/executors.py:init_worker``), the export pool
(``exports/__init__.py``) and flatten-set's (``cgdj/flatset.py``).

A program such a process starts (the ``ffmpeg`` that encodes a video) is not a pool worker:
``child_dies_with_this_process()`` makes its ``preexec_fn``, so that an encoder whose writer was killed
ends too instead of finishing a temporary file after a rerun has cleaned the folder.
"""

from __future__ import annotations

import ctypes
import ctypes.util
import functools
import multiprocessing
import os
import signal
import sys
import threading
import time
from collections.abc import Callable

PR_SET_PDEATHSIG = 1  # <linux/prctl.h>
POLL_S = 0.5


def die_with_parent() -> str | None:
    """In a process started by ``multiprocessing`` (a pool worker), arrange for it to end
    when its parent does; returns how ("prctl" or "watch"). Does nothing (None) in any other
    process, e.g. the command's own when it renders in-process (``workers=1``)."""
    started_by = multiprocessing.parent_process()
    if started_by is None:
        return None
    # the pid the parent had when it started this process, not os.getppid(): a parent killed
    # while this process was still starting has already been replaced by init (or a
    # subreaper), and an orphan must not go on to take jobs from the pipe it left behind
    parent = started_by.pid if started_by.pid else os.getppid()
    how = "prctl" if _prctl_pdeathsig(_libc()) else "watch"
    if how == "watch":
        threading.Thread(target=_watch, args=(parent,), name="die-with-parent", daemon=True).start()
    if os.getppid() != parent:  # the parent died before the request took effect
        os._exit(1)
    return how


@functools.lru_cache(maxsize=1)
def _libc() -> ctypes.CDLL | None:
    if not sys.platform.startswith("linux"):
        return None
    try:
        return ctypes.CDLL(ctypes.util.find_library("c") or "libc.so.6", use_errno=True)
    except OSError:
        return None


def _prctl_pdeathsig(libc: ctypes.CDLL | None) -> bool:
    try:
        return libc is not None and libc.prctl(PR_SET_PDEATHSIG, int(signal.SIGKILL), 0, 0, 0) == 0
    except AttributeError:
        return False


def child_dies_with_this_process() -> Callable[[], None]:
    """A ``preexec_fn`` for ``subprocess.Popen``: the child gets SIGKILL when this process
    ends (Linux; elsewhere it is only given its own process group) and, like
    ``imageio-ffmpeg``'s children, it is out of the terminal's process group, so Ctrl-C
    reaches this process, which stops the child itself. Everything that could take a lock
    (loading libc) is done here, before the fork."""
    parent, libc = os.getpid(), _libc()

    def preexec() -> None:
        os.setpgrp()
        _prctl_pdeathsig(libc)
        if os.getppid() != parent:  # this process died before the request took effect
            os._exit(1)

    return preexec


def _watch(parent: int) -> None:
    while os.getppid() == parent:
        time.sleep(POLL_S)
    os._exit(1)
