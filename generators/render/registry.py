"""Which renderer ``render.backend`` names: a registry of factories, one per backend.

The CPU ray caster registers ``auto``, ``numba`` and ``numpy`` here, the Warp caster ``warp``
(``render.device=cpu|cuda|cuda:N``, optional extra ``[gpu]``). Plug-ins (the
Replicator backend of ``spatial_iq_ext``) are found through the entry-point group
``spatial_iq.renderers`` or registered at run time with ``register``, so the core never
imports an engine. A factory takes the ``render`` config section and returns a
``base.Renderer``; it may carry ``unavailable_reason()`` (None when it can run in this
process) so that a bad choice fails before any work, with one line saying what is missing.
"""

from __future__ import annotations

from collections.abc import Callable

from .base import Renderer
from .cpu import CPU_BACKENDS, CpuRenderer

ENTRY_POINT_GROUP = "spatial_iq.renderers"


class BackendUnavailable(RuntimeError):
    """The named backend cannot run in this process; the message says what it needs."""


def _cpu(backend: str) -> Callable:
    def make(render_cfg) -> Renderer:
        return CpuRenderer(backend, bool(render_cfg.shadows), bool(render_cfg.antialias))
    return make


def _warp(render_cfg) -> Renderer:
    from .warp_renderer import WarpRenderer

    return WarpRenderer(str(getattr(render_cfg, "device", "cuda")), bool(render_cfg.shadows),
                        bool(render_cfg.antialias))


def _warp_unavailable(device: str = "cpu") -> str | None:
    from .warp_renderer import warp_unavailable

    return warp_unavailable(device)


_warp.unavailable_reason = _warp_unavailable

# the CPU backends run in-process, any number of worker processes side by side
_FACTORIES: dict[str, Callable] = {name: _cpu(name) for name in CPU_BACKENDS}
# the Warp backend renders batches on one device; host work runs on a pool beside it
WARP_BACKEND = "warp"
_FACTORIES[WARP_BACKEND] = _warp


def register(name: str, factory: Callable) -> None:
    _FACTORIES[name] = factory


def is_cpu_backend(name: str) -> bool:
    return name in CPU_BACKENDS


def batched_backend(name: str) -> bool:
    """Backends that render batches on a shared device: any number of host processes may each
    submit their own batches (``dataset/executors.py``), so ``workers`` is not limited to 1."""
    return name == WARP_BACKEND


def _plugins() -> dict[str, object]:
    from importlib.metadata import entry_points

    return {ep.name: ep for ep in entry_points(group=ENTRY_POINT_GROUP)}


def backend_names() -> tuple[str, ...]:
    return CPU_BACKENDS + tuple(sorted((set(_FACTORIES) | set(_plugins())) - set(CPU_BACKENDS)))


def factory(name: str) -> Callable:
    if name in _FACTORIES:
        return _FACTORIES[name]
    plugin = _plugins().get(name)
    if plugin is None:
        cpu = f"{', '.join(CPU_BACKENDS[:-1])} or {CPU_BACKENDS[-1]}"
        raise BackendUnavailable(f"render.backend={name}: choose {cpu}"
                                 + "".join(f", or {n}" for n in backend_names()[len(CPU_BACKENDS):]))
    return plugin.load()


def unavailable_reason(name: str, device: str | None = None) -> str | None:
    """None when ``name`` can render in this process (on ``device``, for backends that take
    one), else the one-line reason."""
    try:
        make = factory(name)
    except BackendUnavailable as err:
        return str(err)
    check = getattr(make, "unavailable_reason", None)
    if not check:
        return None
    return check(device) if name == WARP_BACKEND and device is not None else check()


def make_renderer(render_cfg) -> Renderer:
    """The renderer a ``render`` config section asks for."""
    name = str(render_cfg.backend)
    reason = unavailable_reason(name, getattr(render_cfg, "device", None))
    if reason:
        raise BackendUnavailable(reason)
    return factory(name)(render_cfg)


def fastest_available() -> tuple[str, str]:
    """(backend, device) of the fastest renderer this process can use: Warp on a CUDA GPU when
    Warp is installed and sees one (as inside Isaac Sim), else the numba caster (or numpy).
    For interactive use (the Kit window's occlusion test); ``generate`` uses what its
    config names."""
    if unavailable_reason(WARP_BACKEND, "cuda") is None:
        return WARP_BACKEND, "cuda"
    return "auto", "cpu"
