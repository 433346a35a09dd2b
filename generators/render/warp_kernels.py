"""The NVIDIA Warp kernels of ``render.backend=warp`` (imported only when that backend is used):
every pixel of many views in one launch (``render_rgb``), 3-sample antialiasing of edge pixels
(``antialias``), and instance ids and pixel counts only (``render_ids``, for pruning).

The ray caster of ``kernels.py`` and ``raycast.py`` they run is in ``warp_trace.py`` (a ray
against the lattice) and ``warp_shade.py`` (a pixel's ray, surface and colour), under the same
invariant: one source for CUDA and Warp's CPU backend, bit-identical ids and depths to numba's
on the CPU. The three kernels stay in this one module: Warp compiles a module's kernels, with
every function they call, as one unit, so one module is one compile (``warp_renderer.py``
launches them; ``tests/warm_kernels.py`` warms this module).
"""

from __future__ import annotations

import warp as wp

from .warp_shade import Light, Scenes, Views, shade, to_byte, trace_view
from .warp_trace import F

wp.set_module_options({"enable_backward": False})  # no gradients: compiles in half the time


@wp.kernel
def render_rgb(vw: Views, sc: Scenes, li: Light, inst: wp.array3d(dtype=wp.int32),
               depth: wp.array3d(dtype=wp.float32), rgb: wp.array4d(dtype=wp.uint8),
               codes: wp.array3d(dtype=wp.int32), counts: wp.array(dtype=wp.int32)):
    """Every pixel of every view: id, depth, face code and colour of its centre ray."""
    v, y, x = wp.tid()
    rc = vw.rect[v]
    inside = 0
    if rc[0] <= x and x < rc[2] and rc[1] <= y and y < rc[3]:
        inside = 1
    idx, t, code, r, g, b = shade(vw, sc, li, v, F(x) + F(0.5), F(y) + F(0.5), inside)
    inst[v, y, x] = idx
    if idx > 0:
        depth[v, y, x] = wp.float32(t)
        wp.atomic_add(counts, vw.count_off[v] + idx - 1, 1)
    else:
        depth[v, y, x] = wp.float32(0.0)
    codes[v, y, x] = code
    rgb[v, y, x, 0] = to_byte(r)
    rgb[v, y, x, 1] = to_byte(g)
    rgb[v, y, x, 2] = to_byte(b)


@wp.func
def differs(codes: wp.array3d(dtype=wp.int32), v: int, y: int, x: int, c: int):
    h = codes.shape[1]
    w = codes.shape[2]
    edge = 0
    if x > 0:
        if codes[v, y, x - 1] != c:
            edge = 1
    if x < w - 1:
        if codes[v, y, x + 1] != c:
            edge = 1
    if y > 0:
        if codes[v, y - 1, x] != c:
            edge = 1
    if y < h - 1:
        if codes[v, y + 1, x] != c:
            edge = 1
    return edge


@wp.kernel
def antialias(vw: Views, sc: Scenes, li: Light, codes: wp.array3d(dtype=wp.int32),
              rgb: wp.array4d(dtype=wp.uint8)):
    """3 samples of the pixels whose surface differs from a 4-neighbour's: the centre's (its
    stored byte) and two on the anti-diagonal (``raycast.EDGE_SAMPLES``), as the numba kernel."""
    v, y, x = wp.tid()
    if differs(codes, v, y, x, codes[v, y, x]) == 0:
        return
    ar = F(rgb[v, y, x, 0]) / F(255.0)
    ag = F(rgb[v, y, x, 1]) / F(255.0)
    ab = F(rgb[v, y, x, 2]) / F(255.0)
    for k in range(2):  # (0.25, 0.75), then (0.75, 0.25)
        _i, _t, _c, r, g, b = shade(vw, sc, li, v, F(x) + F(0.25) + F(0.5) * F(k),
                                    F(y) + F(0.75) - F(0.5) * F(k), 1)
        ar += r
        ag += g
        ab += b
    rgb[v, y, x, 0] = to_byte(ar / F(3.0))
    rgb[v, y, x, 1] = to_byte(ag / F(3.0))
    rgb[v, y, x, 2] = to_byte(ab / F(3.0))


@wp.kernel
def render_ids(vw: Views, sc: Scenes, stride: int, inst: wp.array3d(dtype=wp.int32),
               depth: wp.array3d(dtype=wp.float32), counts: wp.array(dtype=wp.int32), write: int):
    """Instance-only: pixel centres inside the view's rectangle whose x and y are multiples of
    ``stride``; the rest stay 0. With ``write`` 0 only the pixel counts are kept (pruning)."""
    v, r, c = wp.tid()
    y = r * stride
    x = c * stride
    rc = vw.rect[v]
    if x < rc[0] or x >= rc[2] or y < rc[1] or y >= rc[3]:
        return
    idx, t, _f, _u, _w = trace_view(vw, sc, v, F(x) + F(0.5), F(y) + F(0.5))
    if idx > 0:
        wp.atomic_add(counts, vw.count_off[v] + idx - 1, 1)
    if write != 0:
        inst[v, y, x] = idx
        if idx > 0:
            depth[v, y, x] = wp.float32(t)
