"""The ray caster of ``kernels.py`` and ``raycast.py`` as NVIDIA Warp kernels, one source for
CUDA and for Warp's CPU backend (imported only when ``render.backend=warp`` is used).

Same camera model, pixel centres, DDA walk, tie rule, materials, shadows and edge
antialiasing as the numba kernels, in float64 with the same operations in the same order,
so that on the CPU backend instance ids and depths are bit-identical to numba's and RGB
differs at most where a transcendental function (``atan2``, ``cos``, ``sin``: can shading
only) rounds differently (docs/performance.md, "Warp"). Warp float literals are float32,
so every constant here is wrapped in ``F(...)`` or passed in; Warp does not short-circuit
``and``/``or``, so no condition here guards an array read.

A launch covers many views of many scenes: per-view arrays (camera, pixel rectangle, shadow
box, which scene) and per-scene arrays (an offset into one flat array of cropped index
grids, its dimensions and origin, block size, shape, material, colour offset).
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


@wp.func
def smoothstep(e0: F, e1: F, x: F):
    t = wp.min(wp.max((x - e0) / (e1 - e0), F(0.0)), F(1.0))
    return t * t * (F(3.0) - F(2.0) * t)


@wp.func
def surface(face: int, u: F, v: F, s: F, material: int, r: F, g: F, b: F):
    """kernels.surface: albedo and normal of a block surface point."""
    if face < 6:
        nx = F(0.0)
        ny = F(0.0)
        nz = F(0.0)
        if face < 2:
            nx = wp.where(face == 1, F(1.0), F(-1.0))
        if face >= 2 and face < 4:
            ny = wp.where(face == 3, F(1.0), F(-1.0))
        if face >= 4:
            nz = wp.where(face == 5, F(1.0), F(-1.0))
        e = wp.min(wp.min(u, s - u), wp.min(v, s - v)) / s
        rr = r
        gg = g
        bb = b
        if material == 1 and face == 5:
            if wp.abs(v / s - F(0.5)) < F(0.09):
                rr = F(0.86)
                gg = F(0.74)
                bb = F(0.52)
        dark = F(0.25) + F(0.75) * smoothstep(F(0.02), F(0.055), e)
        return rr * dark, gg * dark, bb * dark, nx, ny, nz
    if face == FACE_SIDE:
        h = v / s
        rr = r
        gg = g
        bb = b
        if h < F(0.1) or h > F(0.9):
            rr = F(0.74)
            gg = F(0.74)
            bb = F(0.78)
        elif F(0.44) < h and h < F(0.58):
            rr = F(0.95)
            gg = F(0.93)
            bb = F(0.88)
        dark = F(0.35) + F(0.65) * smoothstep(F(0.0), F(0.035), wp.min(h, F(1.0) - h))
        return rr * dark, gg * dark, bb * dark, wp.cos(u), wp.sin(u), F(0.0)
    rho = u / (CAN_RADIUS * s)
    m = F(0.78)
    if F(0.80) < rho and rho < F(0.86):
        m = F(0.55)
    dark = F(0.35) + F(0.65) * smoothstep(F(0.0), F(0.06), F(1.0) - rho)
    nz = wp.where(face == FACE_TOP, F(1.0), F(-1.0))
    return m * dark, m * dark, (m + F(0.03)) * dark, F(0.0), F(0.0), nz


@wp.struct
class Views:
    """Per-view camera and bounds (index v), and the scene each view shows."""

    origin: wp.array(dtype=wp.vec3d)
    rot: wp.array(dtype=wp.mat33d)
    fx: wp.array(dtype=F)
    cx: wp.array(dtype=F)
    cy: wp.array(dtype=F)
    rect: wp.array(dtype=wp.vec4i)  # x0, y0, x1, y1: the blocks' pixel rectangle
    sbox: wp.array(dtype=wp.vec4d)  # the ground box a shadow can reach
    scene: wp.array(dtype=wp.int32)
    count_off: wp.array(dtype=wp.int32)  # where this view's pixel counts start in ``counts``


@wp.struct
class Scenes:
    """Per-scene lattice (a cropped index grid in ``grids``) and appearance."""

    grids: wp.array(dtype=wp.int32)
    off: wp.array(dtype=wp.int32)
    dims: wp.array(dtype=wp.vec3i)
    origin: wp.array(dtype=wp.vec3d)
    size: wp.array(dtype=F)
    shape: wp.array(dtype=wp.int32)
    material: wp.array(dtype=wp.int32)
    colour_off: wp.array(dtype=wp.int32)  # row of this scene's block 0 background in ``colours``
    colours: wp.array(dtype=wp.vec3d)


@wp.struct
class Light:
    key: wp.vec3d
    fill: wp.vec3d
    lt: wp.array(dtype=F)  # materials.LIGHTING
    shadows: int


@wp.func
def ray_dir(rot: wp.mat33d, px: F, py: F, fx: F, cx: F, cy: F):
    xc = (px - cx) / fx
    yc = (py - cy) / fx
    d0 = xc * rot[0, 0] + yc * rot[1, 0] + rot[2, 0]
    d1 = xc * rot[0, 1] + yc * rot[1, 1] + rot[2, 1]
    d2 = xc * rot[0, 2] + yc * rot[1, 2] + rot[2, 2]
    return d0, d1, d2


@wp.func
def trace_view(vw: Views, sc: Scenes, v: int, px: F, py: F):
    """(id, t, face, u, v) of the ray through image point (px, py) of view v."""
    rot = vw.rot[v]
    o = vw.origin[v]
    d0, d1, d2 = ray_dir(rot, px, py, vw.fx[v], vw.cx[v], vw.cy[v])
    n = vw.scene[v]
    dims = sc.dims[n]
    g = sc.origin[n]
    return trace(o[0], o[1], o[2], d0, d1, d2, sc.grids, sc.off[n], dims[0], dims[1], dims[2],
                 g[0], g[1], g[2], sc.size[n], sc.shape[n])


@wp.func
def shade(vw: Views, sc: Scenes, li: Light, v: int, px: F, py: F, blocks_possible: int):
    """raycast._sample with shading: (id, t, face code, r, g, b)."""
    rot = vw.rot[v]
    o = vw.origin[v]
    d0, d1, d2 = ray_dir(rot, px, py, vw.fx[v], vw.cx[v], vw.cy[v])
    n = vw.scene[v]
    dims = sc.dims[n]
    g = sc.origin[n]
    s = sc.size[n]
    shape = sc.shape[n]
    lt = li.lt
    idx = 0
    t = INF
    face = -1
    u = F(0.0)
    w = F(0.0)
    if blocks_possible != 0:
        idx, t, face, u, w = trace(o[0], o[1], o[2], d0, d1, d2, sc.grids, sc.off[n], dims[0], dims[1],
                                   dims[2], g[0], g[1], g[2], s, shape)
    ar = F(0.0)
    ag = F(0.0)
    ab = F(0.0)
    nx = F(0.0)
    ny = F(0.0)
    nz = F(0.0)
    code = 0
    p0 = F(0.0)
    p1 = F(0.0)
    p2 = F(0.0)
    if idx > 0:
        c = sc.colours[sc.colour_off[n] + idx]
        ar, ag, ab, nx, ny, nz = surface(face, u, w, s, sc.material[n], c[0], c[1], c[2])
        code = idx * 16 + face
        p0 = o[0] + t * d0
        p1 = o[1] + t * d1
        p2 = o[2] + t * d2
    elif d2 < F(0.0):
        t = -o[2] / d2
        p0 = o[0] + t * d0
        p1 = o[1] + t * d1
        ar = lt[3]
        ag = lt[4]
        ab = lt[5]
        nz = F(1.0)
        code = -1
    else:
        dn = d2 / wp.sqrt(d0 * d0 + d1 * d1 + d2 * d2)
        return 0, INF, -2, (lt[6] + (lt[9] - lt[6]) * dn), (lt[7] + (lt[10] - lt[7]) * dn), \
            (lt[8] + (lt[11] - lt[8]) * dn)
    key = li.key
    fill = li.fill
    lam = nx * key[0] + ny * key[1] + nz * key[2]
    shadows = li.shadows
    sb = vw.sbox[v]
    if idx == 0:
        if not (sb[0] <= p0 and p0 <= sb[2] and sb[1] <= p1 and p1 <= sb[3]):
            shadows = 0
    if lam > F(0.0) and shadows != 0:
        eps = F(1e-4) * s
        hit, _t, _f, _u, _v = trace(p0 + nx * eps, p1 + ny * eps, p2 + nz * eps, key[0], key[1], key[2],
                                    sc.grids, sc.off[n], dims[0], dims[1], dims[2], g[0], g[1], g[2], s,
                                    shape)
        if hit > 0 and hit != idx:
            lam = F(0.0)
    lam = wp.max(lam, F(0.0))
    lam2 = wp.max(nx * fill[0] + ny * fill[1] + nz * fill[2], F(0.0))
    k = lt[0] + lt[1] * lam + lt[2] * lam2
    if idx == 0:
        far = wp.min(wp.sqrt(p0 * p0 + p1 * p1) / (F(60.0) * s), F(1.0))
        return 0, INF, code, ar * k * (F(1.0) - far) + lt[6] * far, ag * k * (F(1.0) - far) + lt[7] * far, \
            ab * k * (F(1.0) - far) + lt[8] * far
    return idx, t, code, ar * k, ag * k, ab * k


@wp.func
def to_byte(c: F):
    return wp.uint8(wp.min(wp.max(c, F(0.0)), F(1.0)) * F(255.0) + F(0.5))


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
    """2x2 supersampling of the pixels whose surface differs from a 4-neighbour's."""
    v, y, x = wp.tid()
    if differs(codes, v, y, x, codes[v, y, x]) == 0:
        return
    ar = F(0.0)
    ag = F(0.0)
    ab = F(0.0)
    for sy in range(2):
        for sx in range(2):
            _i, _t, _c, r, g, b = shade(vw, sc, li, v, F(x) + F(0.25) + F(0.5) * F(sx),
                                        F(y) + F(0.25) + F(0.5) * F(sy), 1)
            ar += r
            ag += g
            ab += b
    rgb[v, y, x, 0] = to_byte(ar * F(0.25))
    rgb[v, y, x, 1] = to_byte(ag * F(0.25))
    rgb[v, y, x, 2] = to_byte(ab * F(0.25))


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
