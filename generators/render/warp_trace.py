"""One ray against one scene's block lattice, as NVIDIA Warp functions: ``kernels.trace`` (slab
test, DDA walk, tie rule, box and can hits) of the numba caster, for ``warp_kernels.py``.

Invariant (every ``warp_*`` module): the same operations as the numba kernels, in the same
order, in float64, so that on Warp's CPU backend instance ids and depths are bit-identical to
numba's (docs/performance.md, "Warp"). Warp float literals are float32, so every constant is
wrapped in ``F(...)`` or passed in; Warp does not short-circuit ``and``/``or``, so no
condition guards an array read. The constants below are ``kernels.py``'s (the tests check
they agree). Imported only when ``render.backend=warp`` is used.
"""

from __future__ import annotations

import warp as wp

wp.set_module_options({"enable_backward": False})  # no gradients: compiles in half the time

F = wp.float64
INF = wp.constant(wp.float64(1.0e30))
TIE_EPS = wp.constant(wp.float64(1.0e-9))  # kernels.TIE_EPS (checked by the tests)
CAN_RADIUS = wp.constant(wp.float64(0.45))  # kernels.CAN_RADIUS
SHAPE_BOX = wp.constant(0)
FACE_SIDE = wp.constant(6)
FACE_TOP = wp.constant(7)
FACE_BOTTOM = wp.constant(8)


@wp.func
def slab_axis(o: F, d: F, lo: F, hi: F):
    if d != F(0.0):
        t1 = (lo - o) / d
        t2 = (hi - o) / d
        if t1 > t2:
            return t2, t1
        return t1, t2
    if o < lo or o > hi:
        return INF, -INF
    return -INF, INF


@wp.func
def slab(o0: F, o1: F, o2: F, d0: F, d1: F, d2: F, l0: F, l1: F, l2: F, h0: F, h1: F, h2: F):
    a0, b0 = slab_axis(o0, d0, l0, h0)
    a1, b1 = slab_axis(o1, d1, l1, h1)
    a2, b2 = slab_axis(o2, d2, l2, h2)
    t_enter = a0
    axis = 0
    if a1 > t_enter:
        t_enter = a1
        axis = 1
    if a2 > t_enter:
        t_enter = a2
        axis = 2
    return t_enter, wp.min(b0, wp.min(b1, b2)), axis


@wp.func
def hit_cell(o0: F, o1: F, o2: F, d0: F, d1: F, d2: F, c0: F, c1: F, c2: F, s: F, shape: int):
    if shape == SHAPE_BOX:
        t0, t1, axis = slab(o0, o1, o2, d0, d1, d2, c0, c1, c2, c0 + s, c1 + s, c2 + s)
        if t0 > t1 + TIE_EPS * wp.abs(t1) or t1 < F(0.0):
            return INF, -1, F(0.0), F(0.0)
        face = 0
        u = F(0.0)
        v = F(0.0)
        if axis == 0:
            face = wp.where(d0 > F(0.0), 0, 1)
            u = o1 + t0 * d1 - c1
            v = o2 + t0 * d2 - c2
        elif axis == 1:
            face = wp.where(d1 > F(0.0), 2, 3)
            u = o2 + t0 * d2 - c2
            v = o0 + t0 * d0 - c0
        else:
            face = wp.where(d2 > F(0.0), 4, 5)
            u = o0 + t0 * d0 - c0
            v = o1 + t0 * d1 - c1
        return t0, face, u, v
    r = CAN_RADIUS * s
    ox = o0 - (c0 + F(0.5) * s)
    oy = o1 - (c1 + F(0.5) * s)
    best = INF
    face = -1
    bu = F(0.0)
    bv = F(0.0)
    a = d0 * d0 + d1 * d1
    if a > F(0.0):
        b = F(2.0) * (ox * d0 + oy * d1)
        c = ox * ox + oy * oy - r * r
        disc = b * b - F(4.0) * a * c
        if disc >= F(0.0):
            t = (-b - wp.sqrt(disc)) / (F(2.0) * a)
            z = o2 + t * d2
            if t >= F(0.0) and c2 <= z and z <= c2 + s:
                best = t
                face = FACE_SIDE
                bu = wp.atan2(oy + t * d1, ox + t * d0)
                bv = z - c2
    if d2 != F(0.0):
        for cap in range(2):
            zc = c2
            if cap == 0:
                zc = c2 + s
            t = (zc - o2) / d2
            if F(0.0) <= t and t < best:
                px = ox + t * d0
                py = oy + t * d1
                rho = wp.sqrt(px * px + py * py)
                if rho <= r:
                    best = t
                    face = wp.where(cap == 0, FACE_TOP, FACE_BOTTOM)
                    bu = rho
                    bv = F(0.0)
    return best, face, bu, bv


@wp.func
def tie_tol(t: F):
    return TIE_EPS * wp.abs(t)


@wp.func
def better(t: F, idx: int, best_t: F, best_idx: int):
    tol = F(0.0)
    if best_t < INF:
        tol = tie_tol(best_t)
    return t < best_t - tol or (t <= best_t + tol and idx < best_idx)


@wp.func
def dda_axis(o: F, d: F, g: F, s: F, c: int):
    if d > F(0.0):
        return 1, (g + F(c + 1) * s - o) / d, s / d
    if d < F(0.0):
        return -1, (g + F(c) * s - o) / d, -s / d
    return 0, INF, INF


@wp.func
def try_cell(grids: wp.array(dtype=wp.int32), off: int, n0: int, n1: int, n2: int, a: int, b: int, c: int,
             o0: F, o1: F, o2: F, d0: F, d1: F, d2: F, g0: F, g1: F, g2: F, s: F, shape: int,
             best: int, bt: F, bf: int, bu: F, bv: F):
    """The best hit so far, updated with cell (a, b, c) when it is inside and holds a block."""
    if a >= 0 and a < n0 and b >= 0 and b < n1 and c >= 0 and c < n2:
        idx = grids[off + (a * n1 + b) * n2 + c]
        if idx > 0:
            t, face, u, v = hit_cell(o0, o1, o2, d0, d1, d2, g0 + F(a) * s, g1 + F(b) * s, g2 + F(c) * s,
                                     s, shape)
            if t < INF:
                if better(t, idx, bt, best):
                    return idx, t, face, u, v
    return best, bt, bf, bu, bv


@wp.func
def trace(o0: F, o1: F, o2: F, d0: F, d1: F, d2: F, grids: wp.array(dtype=wp.int32), off: int,
          n0: int, n1: int, n2: int, g0: F, g1: F, g2: F, s: F, shape: int):
    """kernels.trace: the first block the ray touches (index + 1 or 0, t, face, u, v)."""
    t0, t1, _ax = slab(o0, o1, o2, d0, d1, d2, g0, g1, g2, g0 + F(n0) * s, g1 + F(n1) * s, g2 + F(n2) * s)
    best = 0
    bt = INF
    bf = -1
    bu = F(0.0)
    bv = F(0.0)
    if t0 > t1 + tie_tol(t1) or t1 < F(0.0):
        return best, bt, bf, bu, bv
    ts = wp.max(t0, F(0.0))
    i = wp.min(wp.max(int(wp.floor((o0 + d0 * ts - g0) / s)), 0), n0 - 1)
    j = wp.min(wp.max(int(wp.floor((o1 + d1 * ts - g1) / s)), 0), n1 - 1)
    k = wp.min(wp.max(int(wp.floor((o2 + d2 * ts - g2) / s)), 0), n2 - 1)
    si, ti, di = dda_axis(o0, d0, g0, s, i)
    sj, tj, dj = dda_axis(o1, d1, g1, s, j)
    sk, tk, dk = dda_axis(o2, d2, g2, s, k)
    tol = tie_tol(ts)
    back = 0
    if ti - di >= ts - tol:
        back += 1
    if tj - dj >= ts - tol:
        back += 2
    if tk - dk >= ts - tol:
        back += 4
    for m in range(1, 8):
        if (m & back) == m:
            best, bt, bf, bu, bv = try_cell(grids, off, n0, n1, n2, i - si * (m & 1), j - sj * ((m >> 1) & 1),
                                            k - sk * ((m >> 2) & 1), o0, o1, o2, d0, d1, d2, g0, g1, g2, s,
                                            shape, best, bt, bf, bu, bv)
    while True:
        best, bt, bf, bu, bv = try_cell(grids, off, n0, n1, n2, i, j, k, o0, o1, o2, d0, d1, d2, g0, g1, g2,
                                        s, shape, best, bt, bf, bu, bv)
        tn = wp.min(ti, wp.min(tj, tk))
        if tn > t1 + tie_tol(t1):
            break
        if best > 0 and tn > bt + tie_tol(bt):
            break
        tol = tie_tol(tn)
        cross = 0
        if ti <= tn + tol:
            cross += 1
        if tj <= tn + tol:
            cross += 2
        if tk <= tn + tol:
            cross += 4
        if cross != 1 and cross != 2 and cross != 4:
            for m in range(1, 7):
                if (m & cross) == m and m != cross:
                    best, bt, bf, bu, bv = try_cell(grids, off, n0, n1, n2, i + si * (m & 1),
                                                    j + sj * ((m >> 1) & 1), k + sk * ((m >> 2) & 1),
                                                    o0, o1, o2, d0, d1, d2, g0, g1, g2, s, shape,
                                                    best, bt, bf, bu, bv)
        if (cross & 1) != 0:
            i += si
            ti += di
        if (cross & 2) != 0:
            j += sj
            tj += dj
        if (cross & 4) != 0:
            k += sk
            tk += dk
        if i < 0 or i >= n0 or j < 0 or j >= n1 or k < 0 or k >= n2:
            break
    return best, bt, bf, bu, bv

