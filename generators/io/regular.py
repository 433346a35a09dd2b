"""Files that must be regular files: a reader never opens a FIFO, a device or a folder where it
expects a file (a FIFO would block it for ever, a device could be endless), and a single-file
output never replaces anything the tool did not write.

    with open_regular(path) as fh: ...       # OSError "not a regular file" otherwise, never blocks
    refuse_output_file(out, "--out", ours=is_our_png, inputs=[dataset])   # ConfigError otherwise

``open_regular`` opens with ``O_NONBLOCK`` (a FIFO without a writer opens at once) and checks
the opened descriptor with ``fstat``, so a path swapped between a check and the open cannot
slip through. ``refuse_output_file`` is the single-file half of the output rule of
``io/outdir.py`` (docs/errors.md, "Rules every writer follows"), for every command that
writes one file (or one folder of frames) at a path the user names.
"""

from __future__ import annotations

import errno
import os
import stat
from collections.abc import Callable, Iterable

from ..errors import ConfigError


class NotRegularFile(OSError):
    """A path that is a FIFO, a device, a socket or a folder where a regular file is expected."""


def kind_of(mode: int) -> str:
    """What a file of this ``st_mode`` is, in words."""
    for test, name in ((stat.S_ISDIR, "a folder"), (stat.S_ISLNK, "a symbolic link"),
                       (stat.S_ISFIFO, "a FIFO"), (stat.S_ISCHR, "a device"), (stat.S_ISBLK, "a device"),
                       (stat.S_ISSOCK, "a socket")):
        if test(mode):
            return name
    return "a regular file" if stat.S_ISREG(mode) else "not a regular file"


def not_regular(path: str, mode: int) -> NotRegularFile:
    return NotRegularFile(errno.EINVAL, f"is {kind_of(mode)}, not a regular file", path)


def is_regular(path: str, follow: bool = True) -> bool:
    """True when ``path`` is a regular file (``follow=False``: and not a symbolic link)."""
    try:
        st = os.stat(path) if follow else os.lstat(path)
    except (OSError, ValueError):
        return False
    return stat.S_ISREG(st.st_mode)


def open_regular(path: str, mode: str = "rb", follow: bool = True, **kw):
    """``open(path, mode)`` for reading, refused (``NotRegularFile``, an OSError) unless it is a
    regular file; ``follow=False`` also refuses a symbolic link. Never blocks on a FIFO."""
    if any(c in mode for c in "wax+"):
        raise ValueError(f"open_regular reads; mode {mode!r}")
    flags = os.O_RDONLY | os.O_NONBLOCK | getattr(os, "O_CLOEXEC", 0)
    if not follow:
        flags |= getattr(os, "O_NOFOLLOW", 0)
    try:
        st = os.stat(path) if follow else os.lstat(path)
    except ValueError:  # a NUL byte in the path
        raise NotRegularFile(errno.EINVAL, "not a usable path", str(path)[:80]) from None
    if not stat.S_ISREG(st.st_mode):  # checked before opening: opening a device can act on it
        raise not_regular(path, st.st_mode)
    try:
        fd = os.open(path, flags)
    except OSError as err:
        if err.errno == errno.ELOOP:
            raise NotRegularFile(errno.ELOOP, "is a symbolic link, not a regular file", path) from None
        raise
    try:
        st = os.fstat(fd)
        if not stat.S_ISREG(st.st_mode):
            raise not_regular(path, st.st_mode)
        os.set_blocking(fd, True)
        return os.fdopen(fd, mode, **kw)
    except BaseException:
        os.close(fd)
        raise


def read_bytes(path: str, limit: int, what: str, follow: bool = True) -> bytes:
    """The bytes of the regular file ``path``; ValueError when it holds more than ``limit``."""
    with open_regular(path, "rb", follow=follow) as fh:
        data = fh.read(limit + 1)
    if len(data) > limit:
        raise ValueError(f"{what}: larger than {limit} bytes; this is not a file spatial-iq wrote")
    return data


def same_file(a: str, b: str) -> bool:
    """``a`` and ``b`` name the same existing file or folder (links and ``..`` resolved)."""
    try:
        return os.path.samefile(a, b)
    except (OSError, ValueError):
        return False


def _inside(path: str, folder: str) -> bool:
    real, top = os.path.realpath(path), os.path.realpath(folder)
    return real != top and os.path.commonpath([real, top]) == top


def refuse_output_file(path: str, label: str, ours: Callable[[str], bool] | bool | None = None,
                       inputs: Iterable[str] = (), folder: bool = False) -> None:
    """Refuse (ConfigError, one line) an output path this command may not write: one of
    ``inputs`` or a link to one, or a path inside an input folder (never, not even with
    ``--overwrite``); one in a folder that does not exist; a link, a FIFO, a device or a
    socket (only plain files and folders are replaced, never through a link); a folder where
    the file goes, or (``folder``: the output is a folder, its writer checks what it holds)
    a file where the folder goes; an existing file that ``ours`` does not let it replace.
    ``ours``: a test recognising a file this command wrote, True (``--overwrite`` was
    given: any plain file) or None (nothing that exists is replaced)."""
    where = os.path.dirname(os.path.abspath(path))
    for source in inputs:
        if same_file(path, source) or os.path.realpath(path) == os.path.realpath(source):
            raise ConfigError(f"{label} {path}: is an input of this command ({source}); choose another path "
                              "(an input is never overwritten, even with --overwrite)")
        if os.path.isdir(source) and _inside(path, source):
            raise ConfigError(f"{label} {path}: is inside the input frame folder {source}; choose a path "
                              "outside it (its frames are never changed)")
    if not os.path.isdir(where):
        raise ConfigError(f"{label} {path}: folder {where} does not exist; create it or choose another path")
    try:
        st = os.lstat(path)
    except FileNotFoundError:
        return
    except (OSError, ValueError) as err:
        raise ConfigError(f"{label} {str(path)[:80]}: cannot be used ({err}); choose another path") from None
    if stat.S_ISDIR(st.st_mode) and not folder:
        raise ConfigError(f"{label} {path}: is a folder; name the file to write")
    if not (stat.S_ISREG(st.st_mode) or stat.S_ISDIR(st.st_mode)):
        raise ConfigError(f"{label} {path}: is {kind_of(st.st_mode)}; spatial-iq replaces only plain files "
                          "and folders it wrote, never through a link: choose another path (nothing was "
                          "changed)")
    if stat.S_ISREG(st.st_mode) and folder:
        raise ConfigError(f"{label} {path}: is a file where a folder of frames goes; choose another path")
    if ours is True:
        return
    if ours is None or ours is False:
        raise ConfigError(f"{path}: already exists; choose another path or add --overwrite")
    if stat.S_ISREG(st.st_mode) and not ours(path):
        raise ConfigError(f"{label} {path}: already exists and was not written by this command; choose "
                          "another path (nothing was changed)")
