"""Per-ray geometry and shading, written once as scalar code for numba.

``raycast.py`` compiles these with numba (or runs them as plain Python when numba is
missing, which is only practical for a handful of rays); the vectorised numpy reference
in ``numpy_raycast.py`` shares nothing with them, so the two can check each other.

A ray is ``o + t * d`` with ``d`` the unnormalised camera-space direction (x, y, 1)
rotated into the world, so ``t`` at a hit is the camera-z depth directly. Everything is
scalars to keep the hot loop free of allocations.
"""

from __future__ import annotations

import math

from .jit import njit

SHAPE_BOX = 0
SHAPE_CAN = 1
CAN_RADIUS = 0.45  # in block sizes (docs/conventions.md)
INF = 1e30
# the tie rule (docs/conventions.md, "Ties"): two ray parameters closer than this, relative
# to their size, are the same point; blocks are closed solids within it
TIE_EPS = 1e-9

# face codes: 0..5 = box faces (-x, +x, -y, +y, -z, +z), 6 = can side, 7 = can top, 8 = can bottom
FACE_SIDE, FACE_TOP, FACE_BOTTOM = 6, 7, 8


@njit
def slab_axis(o, d, lo, hi):
    """Interval of t where the ray is inside [lo, hi] along one axis."""
    if d != 0.0:
        t1 = (lo - o) / d
        t2 = (hi - o) / d
        if t1 > t2:
            return t2, t1
        return t1, t2
    if o < lo or o > hi:
        return INF, -INF
    return -INF, INF


@njit
def slab(o0, o1, o2, d0, d1, d2, l0, l1, l2, h0, h1, h2):
    """Entry t, exit t and entry axis of the ray against an axis-aligned box."""
    a0, b0 = slab_axis(o0, d0, l0, h0)
    a1, b1 = slab_axis(o1, d1, l1, h1)
    a2, b2 = slab_axis(o2, d2, l2, h2)
    t_enter, axis = a0, 0
    if a1 > t_enter:
        t_enter, axis = a1, 1
    if a2 > t_enter:
        t_enter, axis = a2, 2
    return t_enter, min(b0, min(b1, b2)), axis


@njit
def hit_cell(o0, o1, o2, d0, d1, d2, c0, c1, c2, s, shape):
    """Nearest hit with the object in the cell whose min corner is (c0, c1, c2).

    Returns (t, face, u, v) with t = INF on a miss; u, v are face-local coordinates for
    shading (box: the two in-face coordinates; can side: angle and height; cap: radius).
    """
    if shape == SHAPE_BOX:
        t0, t1, axis = slab(o0, o1, o2, d0, d1, d2, c0, c1, c2, c0 + s, c1 + s, c2 + s)
        if t0 > t1 + TIE_EPS * abs(t1) or t1 < 0.0:  # touching an edge or a corner is a hit
            return INF, -1, 0.0, 0.0
        if axis == 0:
            face = 0 if d0 > 0.0 else 1
            u, v = o1 + t0 * d1 - c1, o2 + t0 * d2 - c2
        elif axis == 1:
            face = 2 if d1 > 0.0 else 3
            u, v = o2 + t0 * d2 - c2, o0 + t0 * d0 - c0
        else:
            face = 4 if d2 > 0.0 else 5
            u, v = o0 + t0 * d0 - c0, o1 + t0 * d1 - c1
        return t0, face, u, v
    r = CAN_RADIUS * s
    ox = o0 - (c0 + 0.5 * s)
    oy = o1 - (c1 + 0.5 * s)
    best, face, bu, bv = INF, -1, 0.0, 0.0
    a = d0 * d0 + d1 * d1
    if a > 0.0:
        b = 2.0 * (ox * d0 + oy * d1)
        c = ox * ox + oy * oy - r * r
        disc = b * b - 4.0 * a * c
        if disc >= 0.0:
            t = (-b - math.sqrt(disc)) / (2.0 * a)
            z = o2 + t * d2
            if t >= 0.0 and c2 <= z <= c2 + s:
                best, face = t, FACE_SIDE
                bu, bv = math.atan2(oy + t * d1, ox + t * d0), z - c2
    if d2 != 0.0:
        for cap in range(2):
            zc = c2 + s if cap == 0 else c2
            t = (zc - o2) / d2
            if 0.0 <= t < best:
                px, py = ox + t * d0, oy + t * d1
                rho = math.sqrt(px * px + py * py)
                if rho <= r:
                    best, face, bu, bv = t, (FACE_TOP if cap == 0 else FACE_BOTTOM), rho, 0.0
    return best, face, bu, bv


@njit(inline=True)
def tie_tol(t):
    """How close two ray parameters must be to count as the same point (``TIE_EPS``)."""
    return TIE_EPS * abs(t)


@njit(inline=True)
def better(t, idx, best_t, best_idx):
    """Does a hit (t, idx) beat the best so far? Closer by more than the tie tolerance wins;
    within it, the lower block index does (docs/conventions.md, "Ties")."""
    tol = tie_tol(best_t) if best_t < INF else 0.0
    return t < best_t - tol or (t <= best_t + tol and idx < best_idx)


@njit(inline=True)
def trace(o0, o1, o2, d0, d1, d2, idx_grid, g0, g1, g2, s, shape):
    """First block the ray touches, by 3D-DDA (Amanatides-Woo) through the lattice.

    Returns (block index + 1 or 0, t, face, u, v). The tie rule (docs/conventions.md,
    "Ties"): blocks are closed solids, so a ray that passes exactly along an edge or through
    a corner shared by blocks is stopped there; where the walk crosses two or three cell
    planes at once (within ``TIE_EPS``) it also tests the cells it only touches, and after a
    hit it keeps walking while a later cell could still be touched at the same depth, so
    that the lowest block index among equally near hits wins.
    """
    n0, n1, n2 = idx_grid.shape
    t0, t1, _ = slab(o0, o1, o2, d0, d1, d2, g0, g1, g2, g0 + n0 * s, g1 + n1 * s, g2 + n2 * s)
    if t0 > t1 + tie_tol(t1) or t1 < 0.0:
        return 0, INF, -1, 0.0, 0.0
    ts = max(t0, 0.0)
    i = min(max(int(math.floor((o0 + d0 * ts - g0) / s)), 0), n0 - 1)
    j = min(max(int(math.floor((o1 + d1 * ts - g1) / s)), 0), n1 - 1)
    k = min(max(int(math.floor((o2 + d2 * ts - g2) / s)), 0), n2 - 1)
    si, ti, di = dda_axis(o0, d0, g0, s, i)
    sj, tj, dj = dda_axis(o1, d1, g1, s, j)
    sk, tk, dk = dda_axis(o2, d2, g2, s, k)
    best, bt, bf, bu, bv = 0, INF, -1, 0.0, 0.0
    # entering the lattice exactly on a cell plane touches the cells behind it too
    tol = tie_tol(ts)
    back = (1 if ti - di >= ts - tol else 0) + (2 if tj - dj >= ts - tol else 0) \
        + (4 if tk - dk >= ts - tol else 0)
    for m in range(1, 8):
        if m & back == m:
            a, b, c = i - si * (m & 1), j - sj * ((m >> 1) & 1), k - sk * ((m >> 2) & 1)
            if 0 <= a < n0 and 0 <= b < n1 and 0 <= c < n2:
                idx = idx_grid[a, b, c]
                if idx > 0:
                    t, face, u, v = hit_cell(o0, o1, o2, d0, d1, d2, g0 + a * s, g1 + b * s, g2 + c * s,
                                             s, shape)
                    if t < INF and better(t, idx, bt, best):
                        best, bt, bf, bu, bv = idx, t, face, u, v
    while True:
        idx = idx_grid[i, j, k]
        if idx > 0:
            t, face, u, v = hit_cell(o0, o1, o2, d0, d1, d2, g0 + i * s, g1 + j * s, g2 + k * s, s, shape)
            if t < INF and better(t, idx, bt, best):
                best, bt, bf, bu, bv = idx, t, face, u, v
        tn = min(ti, min(tj, tk))
        if tn > t1 + tie_tol(t1) or (best > 0 and tn > bt + tie_tol(bt)):
            break
        tol = tie_tol(tn)
        cross = (1 if ti <= tn + tol else 0) + (2 if tj <= tn + tol else 0) + (4 if tk <= tn + tol else 0)
        if cross != 1 and cross != 2 and cross != 4:  # an edge or a corner: the cells it touches
            for m in range(1, 7):
                if m & cross == m and m != cross:
                    a, b, c = i + si * (m & 1), j + sj * ((m >> 1) & 1), k + sk * ((m >> 2) & 1)
                    if 0 <= a < n0 and 0 <= b < n1 and 0 <= c < n2:
                        idx = idx_grid[a, b, c]
                        if idx > 0:
                            t, face, u, v = hit_cell(o0, o1, o2, d0, d1, d2, g0 + a * s, g1 + b * s,
                                                     g2 + c * s, s, shape)
                            if t < INF and better(t, idx, bt, best):
                                best, bt, bf, bu, bv = idx, t, face, u, v
        if cross & 1:
            i += si
            ti += di
        if cross & 2:
            j += sj
            tj += dj
        if cross & 4:
            k += sk
            tk += dk
        if i < 0 or i >= n0 or j < 0 or j >= n1 or k < 0 or k >= n2:
            break
    return best, bt, bf, bu, bv


@njit
def dda_axis(o, d, g, s, c):
    """Step, t of the next cell boundary and t per cell along one axis."""
    if d > 0.0:
        return 1, (g + (c + 1) * s - o) / d, s / d
    if d < 0.0:
        return -1, (g + c * s - o) / d, -s / d
    return 0, INF, INF


@njit
def smoothstep(e0, e1, x):
    t = min(max((x - e0) / (e1 - e0), 0.0), 1.0)
    return t * t * (3.0 - 2.0 * t)


@njit
def surface(face, u, v, s, material, r, g, b):
    """Albedo and normal (r, g, b, nx, ny, nz) of a block surface point.

    material: 0 cube, 1 box (cardboard with a tape strip), 2 can (label band, metal caps).
    The darker outline on every block is what lets a person count identical blocks.
    """
    if face < 6:
        nx = (1.0 if face == 1 else -1.0) if face < 2 else 0.0
        ny = (1.0 if face == 3 else -1.0) if 2 <= face < 4 else 0.0
        nz = (1.0 if face == 5 else -1.0) if face >= 4 else 0.0
        e = min(min(u, s - u), min(v, s - v)) / s
        if material == 1 and face == 5 and abs(v / s - 0.5) < 0.09:
            r, g, b = 0.86, 0.74, 0.52
        dark = 0.25 + 0.75 * smoothstep(0.02, 0.055, e)
        return r * dark, g * dark, b * dark, nx, ny, nz
    if face == FACE_SIDE:
        h = v / s
        if h < 0.1 or h > 0.9:
            r, g, b = 0.74, 0.74, 0.78
        elif 0.44 < h < 0.58:
            r, g, b = 0.95, 0.93, 0.88
        dark = 0.35 + 0.65 * smoothstep(0.0, 0.035, min(h, 1.0 - h))
        return r * dark, g * dark, b * dark, math.cos(u), math.sin(u), 0.0
    rho = u / (CAN_RADIUS * s)
    m = 0.55 if 0.80 < rho < 0.86 else 0.78
    dark = 0.35 + 0.65 * smoothstep(0.0, 0.06, 1.0 - rho)
    return m * dark, m * dark, (m + 0.03) * dark, 0.0, 0.0, (1.0 if face == FACE_TOP else -1.0)
