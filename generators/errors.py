"""Errors every command shares, their exit codes, and the one-line report (a leaf module:
it imports nothing from the package, so any layer may use it).

Exit codes (docs/errors.md): 0 done; 1 the command ran and found problems (``verify``,
failed requests in ``predict``); 2 bad input, refused before any work; 3 the run could
not finish (disk full, an endpoint that stops answering) and can be resumed.
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager

OK, PROBLEMS, BAD_INPUT, RUN_FAILED = 0, 1, 2, 3


class ConfigError(ValueError):
    """A bad value in the configuration or the arguments; the message names it and the fix."""


class RunError(RuntimeError):
    """The run could not finish (disk full, ...); the message says how to go on."""


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


def run_hydra_app(prog: str, app: Callable[[], None], argv: list[str]) -> int:
    """Run a ``@hydra.main`` app on ``argv`` as command ``prog``; returns its exit status
    (an app ends with ``sys.exit(status)`` on failure)."""
    with program_argv(prog, argv):
        try:
            app()
        except SystemExit as exc:
            return exc.code if isinstance(exc.code, int) else OK if exc.code is None else PROBLEMS
    return OK
