"""Which renderer ``render.backend`` names: the CPU ray caster, or a plug-in backend.

Plug-ins (the Replicator backend of ``spatial_iq_ext``) are found through the entry-point
group ``spatial_iq.renderers`` or registered at run time with ``register``, so the core
never imports an engine. A plug-in factory takes the ``render`` config and returns a
renderer; it may carry ``unavailable_reason()`` (None when it can run in this process) so
that a bad choice fails before any work, with one line saying what is missing.
"""

from __future__ import annotations

from collections.abc import Callable

CPU_BACKENDS = ("auto", "numba", "numpy")
ENTRY_POINT_GROUP = "spatial_iq.renderers"
_FACTORIES: dict[str, Callable] = {}


class BackendUnavailable(RuntimeError):
    """The named backend cannot run in this process; the message says what it needs."""


def register(name: str, factory: Callable) -> None:
    _FACTORIES[name] = factory


def _plugins() -> dict[str, object]:
    from importlib.metadata import entry_points

    return {ep.name: ep for ep in entry_points(group=ENTRY_POINT_GROUP)}


def backend_names() -> tuple[str, ...]:
    return CPU_BACKENDS + tuple(sorted(set(_FACTORIES) | set(_plugins())))


def factory(name: str) -> Callable:
    if name in _FACTORIES:
        return _FACTORIES[name]
    plugin = _plugins().get(name)
    if plugin is None:
        raise BackendUnavailable(f"render.backend={name}: choose {', '.join(CPU_BACKENDS[:-1])} or "
                                 f"{CPU_BACKENDS[-1]}" + "".join(f", or {n}" for n in backend_names()[3:]))
    return plugin.load()


def unavailable_reason(name: str) -> str | None:
    """None when ``name`` can render in this process, else the one-line reason."""
    if name in CPU_BACKENDS:
        return None
    try:
        make = factory(name)
    except BackendUnavailable as err:
        return str(err)
    check = getattr(make, "unavailable_reason", None)
    return check() if check else None


def make_renderer(render_cfg):
    """The renderer a ``render`` config section asks for."""
    name = str(render_cfg.backend)
    if name in CPU_BACKENDS:
        from .cpu import CpuRenderer

        return CpuRenderer(name, bool(render_cfg.shadows), bool(render_cfg.antialias))
    reason = unavailable_reason(name)
    if reason:
        raise BackendUnavailable(reason)
    return factory(name)(render_cfg)
