"""Writing a file so that it is either complete or absent: written under a temporary
name in the same folder and renamed over the target only when the writing finished. A
crash, an exception or a full disk leaves no half-written file that looks done."""

from __future__ import annotations

import os
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager


@contextmanager
def atomic_open(path: str, mode: str = "w", **kw) -> Iterator:
    """``with atomic_open(path, "wb") as fh: ...``: the file appears at ``path`` when the
    block ends without an exception; otherwise nothing appears."""
    directory = os.path.dirname(os.path.abspath(path))
    fd, tmp = tempfile.mkstemp(prefix=".tmp-", suffix=os.path.splitext(path)[1], dir=directory)
    try:
        with os.fdopen(fd, mode, **kw) as fh:
            yield fh
        os.replace(tmp, path)
    except BaseException:
        if os.path.exists(tmp):
            os.remove(tmp)
        raise
