"""Fake ``carb.settings``: one process-wide settings tree as a dict of paths.

Signatures follow omniverse-kit 110.4 on PyPI, ``omni/kernel/py/carb/settings/_settings.pyi``
(``ISettings.get(path) -> object``, ``set(path, value) -> None``, ``set_int``, ``set_bool``,
``set_string``, ``set_float``) and ``carb.settings.get_settings()``.
"""

from __future__ import annotations

_VALUES: dict[str, object] = {}


def _key(path: str) -> str:
    return "/" + path.strip("/")  # Kit accepts "rtx/post/..." and "/rtx/post/..."


class ISettings:
    def get(self, path: str) -> object:
        return _VALUES.get(_key(path))

    def set(self, path: str, value: object) -> None:
        import fakelog

        _VALUES[_key(path)] = value
        fakelog.record("carb.settings.set", path=_key(path), value=value)

    def set_int(self, arg0: str, arg1: int) -> None:
        self.set(arg0, int(arg1))

    def set_bool(self, arg0: str, arg1: bool) -> None:
        self.set(arg0, bool(arg1))

    def set_string(self, arg0: str, arg1: str) -> None:
        self.set(arg0, str(arg1))

    def set_float(self, arg0: str, arg1: float) -> None:
        self.set(arg0, float(arg1))


_SETTINGS = ISettings()


def get_settings() -> ISettings:
    return _SETTINGS
