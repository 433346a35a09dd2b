"""Fake ``carb`` (Carbonite's Python bindings): the logging functions and ``carb.settings``.

Signatures follow omniverse-kit 110.4 on PyPI, ``omni/kernel/py/carb/__init__.py``
(``log_error(msg)``, ``log_warn(msg)``, ``log_info(msg)``).
"""

from . import settings  # noqa: F401  (carb.settings is a submodule, as in Kit)


def log_error(msg) -> None:
    _log("error", msg)


def log_warn(msg) -> None:
    _log("warn", msg)


def log_info(msg) -> None:
    _log("info", msg)


def _log(level: str, msg) -> None:
    import fakelog

    fakelog.record("carb.log", level=level, message=str(msg))
