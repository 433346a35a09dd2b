"""Errors every command shares, their exit codes, and the one-line report (a leaf module:
it imports nothing from the package, so any layer may use it).

Exit codes (docs/errors.md): 0 done; 1 the command ran and found problems (``verify``,
failed requests in ``predict``); 2 bad input, refused before any work; 3 the run could
not finish (disk full, an endpoint that stops answering) and can be resumed.
"""

from __future__ import annotations

import argparse
import errno
import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager

OK, PROBLEMS, BAD_INPUT, RUN_FAILED = 0, 1, 2, 3


class ConfigError(ValueError):
    """A bad value in the configuration or the arguments; the message names it and the fix."""


class RunError(RuntimeError):
    """The run could not finish (disk full, ...); the message says how to go on."""


def disk_full(err: BaseException, where: str) -> RunError | None:
    """The ``RunError`` (exit 3, resumable) an ``OSError`` saying the disk or quota is full
    stands for; None for any other error."""
    if getattr(err, "errno", None) in (errno.ENOSPC, errno.EDQUOT):
        return RunError(f"disk full while writing to {where}: free some space, then rerun the same "
                        "command to resume (finished work is kept)")
    return None


def raise_if_disk_full(err: OSError, where: str) -> None:
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
    """One line on stderr naming the command and the problem; returns ``code``."""
    print(f"spatial-iq {command}: error: {err}", file=sys.stderr)
    return code


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
