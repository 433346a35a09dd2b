"""The files the CGDJ commands read and the paths they write (docs/errors.md, "Rules every
writer follows").

Invariants: a file read is a regular file, opened without blocking (a FIFO would wait for
a writer for ever, a device may never end): ``open_regular`` (``io/regular.py``, shared with
the dataset readers). An output path is refused (``check_output``: the one output rule of
``io/regular.refuse_output_file``, one line) when its folder does not exist; when it is an
input of the command, a link to one, or inside an input frame folder, even with
``--overwrite``; when it is a symbolic link, a FIFO, a device or a socket (the tool replaces
only plain files, so ``--out /dev/null`` never replaces the device node); a folder where a
file goes; or when it exists and ``--overwrite`` was not given.
"""

from __future__ import annotations

import errno
import os
import stat

from ..io.regular import is_regular, kind_of, open_regular, refuse_output_file

__all__ = ["check_output", "folder_problem", "is_regular", "kind_of", "open_append", "open_regular"]


def open_append(path: str, **kw):
    """``open(path, "a")`` for a file the tool keeps appending to (a journal), never through
    a symbolic link (``O_NOFOLLOW``) and never into a FIFO or device: OSError instead."""
    fd = os.open(path, os.O_WRONLY | os.O_APPEND | os.O_CREAT | os.O_NONBLOCK | getattr(os, "O_NOFOLLOW", 0)
                 | getattr(os, "O_CLOEXEC", 0), 0o666)
    try:
        st = os.fstat(fd)
        if not stat.S_ISREG(st.st_mode):
            raise OSError(errno.EINVAL, f"is {kind_of(st.st_mode)}, not a regular file", path)
        os.set_blocking(fd, True)
        return os.fdopen(fd, "a", **kw)
    except BaseException:
        os.close(fd)
        raise


def folder_problem(path: str, files: tuple[str, ...] = (), folders: tuple[str, ...] = ()) -> str | None:
    """The first entry under the folder ``path`` (its own files and folders, relative with
    /) that the tool must not write through or into: a symbolic link, a FIFO, a device or a
    socket anywhere, a folder where one of ``files`` goes, a file where one of ``folders``
    goes. None when there is none (or no folder)."""
    if not os.path.isdir(path):
        return None
    for base, dirs, names in os.walk(path):  # os.walk does not descend into linked folders
        for name in sorted(dirs + names):
            p = os.path.join(base, name)
            rel = os.path.relpath(p, path).replace(os.sep, "/")
            mode = os.lstat(p).st_mode
            if not (stat.S_ISREG(mode) or stat.S_ISDIR(mode)):
                return f"{rel} is {kind_of(mode)}"
            if stat.S_ISDIR(mode) and rel in files:
                return f"{rel} is a folder where spatial-iq keeps a file"
            if stat.S_ISREG(mode) and rel in folders:
                return f"{rel} is a file where spatial-iq keeps a folder"
    return None


def check_output(flag: str, path: str, *, inputs: tuple[str, ...] = (), overwrite: bool = False,
                 folder: bool = False) -> None:
    """Refuse (a ConfigError, so a ValueError) an output path this command may not write
    (``io/regular.refuse_output_file``; ``overwrite``: ``--overwrite`` was given)."""
    refuse_output_file(path, flag, ours=overwrite, inputs=inputs, folder=folder)
