"""One pixel of a batched view, as NVIDIA Warp functions: the launch's per-view and per-scene
arrays (``Views``, ``Scenes``, ``Light``), the ray through an image point, the surface it hits
and its shaded colour with shadows (``kernels.surface``, ``raycast._sample``), for
``warp_kernels.py``.

Same invariant as ``warp_trace.py``: the numba caster's operations in the same order in
float64; RGB may differ from numba's only where a transcendental function (``atan2``,
``cos``, ``sin``: can shading only) rounds differently. A launch covers many views of many
scenes: per-view arrays (camera, pixel rectangle, shadow box, which scene) and per-scene
arrays (an offset into one flat array of cropped index grids, its dimensions and origin,
block size, shape, material, colour offset).
"""

from __future__ import annotations

import warp as wp

from .warp_trace import CAN_RADIUS, FACE_SIDE, FACE_TOP, INF, F, trace

wp.set_module_options({"enable_backward": False})  # no gradients: compiles in half the time


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

