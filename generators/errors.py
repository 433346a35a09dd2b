"""Errors every command shares, their exit codes, and the one-line report (a leaf module:
it imports nothing from the package, so any layer may use it).

Exit codes (docs/errors.md): 0 done; 1 the command ran and found problems (``verify``,
failed requests in ``predict``); 2 bad input, refused before any work; 3 the run could
not finish (disk full, an endpoint that stops answering) and can be resumed.
"""

from __future__ import annotations

import argparse
import errno
import os
import re
import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager

OK, PROBLEMS, BAD_INPUT, RUN_FAILED = 0, 1, 2, 3


class ConfigError(ValueError):
    """A bad value in the configuration or the arguments; the message names it and the fix."""


class RunError(RuntimeError):
    """The run could not finish (disk full, ...); the message says how to go on."""


# Libraries report a failed write as a RuntimeError or OSError whose text holds the system's
# errno or its message: HDF5 "... errno = 28, error message = 'No space left on device' ...",
# USD "'Error occurred writing file: No space left on device'"
_LIBRARY_ERRNO = re.compile(r"errno = (\d+)")
_WRITE_ERRNOS = (errno.ENOSPC, errno.EDQUOT, errno.EFBIG)


def _errno(err: BaseException) -> int | None:
    if isinstance(getattr(err, "errno", None), int):
        return err.errno
    if isinstance(err, (OSError, RuntimeError)):
        text = str(err)
        found = _LIBRARY_ERRNO.search(text)
        if found:
            return int(found.group(1))
        return next((code for code in _WRITE_ERRNOS if os.strerror(code) in text), None)
    return None


def disk_full(err: BaseException, where: str) -> RunError | None:
    """The ``RunError`` (exit 3, resumable) an error saying the disk or quota is full, or the
    file-size limit (``ulimit -f``) is reached, stands for (an ``OSError``, or HDF5's error
    naming the errno); None for any other error."""
    code = _errno(err)
    if code in (errno.ENOSPC, errno.EDQUOT):
        return RunError(f"disk full while writing to {where}: free some space, then rerun the same "
                        "command to resume (finished work is kept)")
    if code == errno.EFBIG:
        return RunError(f"file size limit reached while writing to {where} (ulimit -f, or the largest file "
                        "this file system takes): raise the limit, then rerun the same command to resume "
                        "(finished work is kept)")
    return None


def raise_if_disk_full(err: BaseException, where: str) -> None:
    """Raise ``disk_full``'s RunError in place of ``err``; return for any other error, so
    the caller re-raises it."""
    full = disk_full(err, where)
    if full is not None:
        raise full from err


def fail_os(command: str, err: OSError, where: str) -> int:
    """One line for an ``OSError`` a command could not avoid: exit 3 for a full disk (a rerun
    goes on), else exit 2 naming the file and the system's reason."""
    full = disk_full(err, where)
    if full is not None:
        return fail(command, full, RUN_FAILED)
    name = err.filename if err.filename is not None else where
    return fail(command, f"{name}: {err.strerror or err}")


def fail(command: str, err: Exception | str, code: int = BAD_INPUT) -> int:
    """One line on stderr naming the command and the problem; returns ``code``. A message
    of several lines (a library's, e.g. USD's) is joined into one."""
    text = " ".join(str(err).split())
    print(f"spatial-iq {command}: error: {text}", file=sys.stderr)
    return code


def finite_float(text: str) -> float:
    """An argparse ``type``: a finite number (``nan`` and ``inf`` compare False with everything,
    so a threshold of nan would pass every check)."""
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a number") from None
    if value != value or value in (float("inf"), float("-inf")):
        raise argparse.ArgumentTypeError(f"{text!r}: give a finite number")
    return value


class ArgumentParser(argparse.ArgumentParser):
    """``argparse`` that reports a bad command line in one line and exit 2, like every
    other refusal (argparse's own prints the usage first)."""

    def error(self, message: str):
        self.exit(BAD_INPUT, f"{self.prog}: error: {message} (see {self.prog} --help)\n")


@contextmanager
def program_argv(prog: str, argv: list[str]) -> Iterator[None]:
    """``sys.argv`` as a Hydra app reads it, for the length of the block (Hydra's
    ``@hydra.main`` parses the process arguments and nothing else)."""
    saved = sys.argv
    sys.argv = [prog, *argv]
    try:
        yield
    finally:
        sys.argv = saved


def run_hydra_app(prog: str, app: Callable[[], None], argv: list[str]) -> int:
    """Run a ``@hydra.main`` app on ``argv`` as command ``prog``; returns its exit status
    (an app ends with ``sys.exit(status)`` on failure)."""
    with program_argv(prog, argv):
        try:
            app()
        except SystemExit as exc:
            return exc.code if isinstance(exc.code, int) else OK if exc.code is None else PROBLEMS
    return OK
