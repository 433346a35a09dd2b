"""Errors every command shares, their exit codes, and the one-line report (a leaf module:
it imports nothing from the package, so any layer may use it).

Exit codes (docs/errors.md): 0 done; 1 the command ran and found problems (``verify``,
failed requests in ``predict``); 2 bad input, refused before any work; 3 the run could
not finish (disk full, an endpoint that stops answering) and can be resumed.
"""

from __future__ import annotations

import errno
import sys
from collections.abc import Iterator
from contextlib import contextmanager

OK, PROBLEMS, BAD_INPUT, RUN_FAILED = 0, 1, 2, 3


class ConfigError(ValueError):
    """A bad value in the configuration or the arguments; the message names it and the fix."""


class RunError(RuntimeError):
    """The run could not finish (disk full, ...); the message says how to go on."""


def raise_if_disk_full(err: OSError, where: str) -> None:
    """Raise a ``RunError`` (exit 3, resumable) in place of an ``OSError`` that says the
    disk or quota is full; return for any other error, so the caller re-raises it."""
    if getattr(err, "errno", None) in (errno.ENOSPC, errno.EDQUOT):
        raise RunError(f"disk full while writing to {where}: free some space, then rerun the same "
                       "command to resume (finished work is kept)") from err


def fail(command: str, err: Exception | str, code: int = BAD_INPUT) -> int:
    """One line on stderr naming the command and the problem; returns ``code``."""
    print(f"spatial-iq {command}: error: {err}", file=sys.stderr)
    return code


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
