"""Which frames to show: uniform sampling in time, written as one formula each.

Frames are assumed to be evenly spaced in time (constant frame rate), so uniform in
time means uniform in frame index.

- ``segment_centres(T, n)`` (the flattened grid): cut [0, T) into n equal segments and
  take the frame under each segment's centre, ``i_k = floor((k + 0.5) * T / n)`` for
  k = 0..n-1. It never takes the very first or last frame of a long clip, treats both
  ends alike, and for T >= n the indices are distinct and increasing.
- ``span_endpoints(T, n)`` (pre-cut keyframes): spread n frames over [0, T - 1] with
  both ends included, ``i_k = floor(k * (T - 1) / (n - 1) + 0.5)``. The last keyframe is
  the last frame before the cut, which is what a model must continue from.

When T < n both still return n indices, some repeated (each in increasing order), so
a short clip still fills every cell; ``flatten`` records the indices it used.
"""

from __future__ import annotations


def _check(total: int, n: int) -> None:
    if n < 1:
        raise ValueError(f"need at least one frame to sample, got n={n}")
    if total < 1:
        raise ValueError(f"the clip has {total} frames; need at least one")


def segment_centres(total: int, n: int) -> list[int]:
    """n frame indices of a T-frame clip, one at the centre of each of n equal segments."""
    _check(total, n)
    # integer form of floor((k + 0.5) * T / n): no float rounding at any length
    return [((2 * k + 1) * total) // (2 * n) for k in range(n)]


def span_endpoints(total: int, n: int) -> list[int]:
    """n frame indices spread over [0, T - 1], first and last included."""
    _check(total, n)
    if n == 1:
        return [total - 1]
    # integer form of floor(k * (T - 1) / (n - 1) + 0.5)
    return [(2 * k * (total - 1) + (n - 1)) // (2 * (n - 1)) for k in range(n)]
