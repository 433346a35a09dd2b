"""What the fake Isaac Sim / Kit modules of this folder record, for the contract tests.

Every fake call that matters appends an event ``{"kind": ..., **data}`` to ``EVENTS``; when
``SPATIAL_IQ_FAKE_LOG`` names a file (a subprocess run through ``isaacsim.sh``), it is also
appended there as one JSON line with the process id, so a test reads what every process
did. This folder is put on ``sys.path`` by the tests only (``tests/isaac_fake_env.py``);
nothing outside ``tests/`` imports it.
"""

from __future__ import annotations

import json
import os

EVENTS: list[dict] = []
LOG_ENV = "SPATIAL_IQ_FAKE_LOG"


def record(kind: str, **data) -> dict:
    event = {"kind": kind, **data}
    EVENTS.append(event)
    path = os.environ.get(LOG_ENV)
    if path:
        with open(path, "a") as fh:
            fh.write(json.dumps({"pid": os.getpid(), **event}, default=_plain) + "\n")
    return event


def kinds() -> list[str]:
    return [e["kind"] for e in EVENTS]


def of(kind: str) -> list[dict]:
    return [e for e in EVENTS if e["kind"] == kind]


def reset() -> None:
    EVENTS.clear()


def subprocess_run() -> bool:
    """True in a process started through isaacsim.sh by a test (events go to a file)."""
    return bool(os.environ.get(LOG_ENV))


def read(path: str) -> list[dict]:
    with open(path) as fh:
        return [json.loads(line) for line in fh if line.strip()]


def _plain(value):
    tolist = getattr(value, "tolist", None)
    return tolist() if tolist else str(value)
