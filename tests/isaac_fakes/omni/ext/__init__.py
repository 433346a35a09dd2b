"""Fake ``omni.ext``: the ``IExt`` base class Kit instantiates for an extension.

Follows omniverse-kit 110.4 on PyPI, ``omni/kernel/py/omni/ext/_extensions.pyi``
(``class IExt(ICppExt)``, ``__init__(self)``); Kit calls ``on_startup(ext_id)`` and
``on_shutdown()`` on the subclass.
"""


class IExt:
    def __init__(self) -> None:
        pass

    def on_startup(self, ext_id: str) -> None:
        pass

    def on_shutdown(self) -> None:
        pass
