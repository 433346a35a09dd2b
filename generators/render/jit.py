"""numba when it is installed, plain Python otherwise.

The kernels are written so that they run either way: compiled they render a 512x512
view in milliseconds; uncompiled they are only good for a few rays, so the renderer
switches to the vectorised numpy path (``numpy_raycast.py``) when numba is missing.
"""

from __future__ import annotations

try:  # numba is an optional accelerator
    import numba

    HAVE_NUMBA = True
except ImportError:  # pragma: no cover - exercised on machines without numba
    numba = None
    HAVE_NUMBA = False


def njit(fn=None, *, parallel: bool = False, inline: bool = False):
    """``numba.njit(cache=True)`` if numba is present; the function unchanged if not.

    ``inline`` inlines at numba's IR level: a call that passes arrays otherwise pays
    atomic reference counting per array per call, which dominated per-ray cost.
    """

    def wrap(f):
        if not HAVE_NUMBA:
            return f
        return numba.njit(cache=True, parallel=parallel, error_model="numpy",
                          inline="always" if inline else "never")(f)

    return wrap(fn) if fn is not None else wrap


prange = numba.prange if HAVE_NUMBA else range


def set_threads(n: int) -> None:
    """Limit numba's threads (each worker process renders on one)."""
    if HAVE_NUMBA:
        numba.set_num_threads(max(1, min(n, numba.config.NUMBA_NUM_THREADS)))
