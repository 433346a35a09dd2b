"""The embedded CPU renderer: a numba 3D-DDA ray caster, one primary ray per pixel centre.

Labels come from the centre-sample instance buffer, so they are pixel-exact and do not
depend on shading. Colour gets Lambert + ambient from a key light (with optional
shadows) and a fill light, darker block outlines, and 3 samples on edge pixels only
(pixels whose surface differs from a 4-neighbour): the centre's and the two of ``EDGE_SAMPLES``
(``EDGE_SAMPLES`` in docs/conventions.md). Full supersampling would cost 4x.

A render is up to three kernels, each compiled only when a process first needs it (issue 45:
a first run's compile): ``render_instances`` (instance-only views; serial, through
``_first_hit``, which traces without the shading code), ``shade_centres`` and, with
antialiasing, ``shade_edges``. The shaded passes run their rows in a numba parallel loop;
generation itself parallelises over processes and gives each one numba thread, where that
loop costs what a serial one would without numba's per-pixel reference counting.
"""

from __future__ import annotations

import math

import numpy as np

from .jit import njit, prange
from .kernels import FACE_TOP, INF, hit_cell, surface, trace

# where an edge pixel's two extra rays go, in pixels from its corner: the anti-diagonal of
# a 2x2 grid; with the centre's colour (its stored byte) they average to the pixel's colour
EDGE_SAMPLES = ((0.25, 0.75), (0.75, 0.25))


@njit(inline=True)
def _sample(px, py, o, rot, fx, cx, cy, idx_grid, g, s, shape, material, colors,
            shade_it, shadows, light, fill, blocks_possible, sbox, lt, gmask, gm):
    """One ray through image point (px, py): (instance, depth, face code, r, g, b): what
    ``shade_edges`` traces, and the definition ``shade_centres`` and ``_first_hit`` follow.

    ``lt`` is ``materials.LIGHTING``: ambient, key, fill, ground rgb, sky-low rgb, sky-high rgb.

    ``blocks_possible`` is False for pixels outside the structure's image rectangle, and
    ground points outside ``sbox`` (x0, y0, x1, y1) cannot be shadowed: both skip traces.
    Nor can a ground point or a point on a block's top face at height level L whose ground
    point along the light falls on a 0 of ``gmask[L]`` (``gm``: its x0, y0, cells per metre,
    and whether to use it; see ``cpu._ground_shadow_mask``).
    """
    xc, yc = (px - cx) / fx, (py - cy) / fx
    d0 = xc * rot[0, 0] + yc * rot[1, 0] + rot[2, 0]
    d1 = xc * rot[0, 1] + yc * rot[1, 1] + rot[2, 1]
    d2 = xc * rot[0, 2] + yc * rot[1, 2] + rot[2, 2]
    return _shade_ray(d0, d1, d2, o, idx_grid, g, s, shape, material, colors, shade_it, shadows, light,
                      fill, blocks_possible, sbox, lt, gmask, gm)


@njit(inline=True)
def _first_hit(px, py, o, rot, fx, cx, cy, idx_grid, g, s, shape):
    """(instance, depth) of ``_sample``'s ray through image point (px, py), without colour:
    the same operations in the same order, and no shading code to compile."""
    xc, yc = (px - cx) / fx, (py - cy) / fx
    d0 = xc * rot[0, 0] + yc * rot[1, 0] + rot[2, 0]
    d1 = xc * rot[0, 1] + yc * rot[1, 1] + rot[2, 1]
    d2 = xc * rot[0, 2] + yc * rot[1, 2] + rot[2, 2]
    idx, t, _, _, _ = trace(o[0], o[1], o[2], d0, d1, d2, idx_grid, g[0], g[1], g[2], s, shape)
    return idx, t


@njit(inline=True)
def _shade_ray(d0, d1, d2, o, idx_grid, g, s, shape, material, colors,
               shade_it, shadows, light, fill, blocks_possible, sbox, lt, gmask, gm):
    """``_sample`` for the ray from ``o`` along (d0, d1, d2), computed by the caller exactly
    as ``_sample`` computes it."""
    idx, t, face, u, v = 0, INF, -1, 0.0, 0.0
    if blocks_possible:
        idx, t, face, u, v = trace(o[0], o[1], o[2], d0, d1, d2, idx_grid, g[0], g[1], g[2], s, shape)
    if not shade_it:
        return idx, t, face, 0.0, 0.0, 0.0
    if idx > 0:
        ar, ag, ab, nx, ny, nz = surface(face, u, v, s, material,
                                         colors[idx, 0], colors[idx, 1], colors[idx, 2])
        code = idx * 16 + face
        p0, p1, p2 = o[0] + t * d0, o[1] + t * d1, o[2] + t * d2
    elif d2 < 0.0:
        t = -o[2] / d2
        p0, p1, p2 = o[0] + t * d0, o[1] + t * d1, 0.0
        ar, ag, ab, nx, ny, nz = lt[3], lt[4], lt[5], 0.0, 0.0, 1.0
        code = -1
    else:
        dn = d2 / math.sqrt(d0 * d0 + d1 * d1 + d2 * d2)
        return 0, INF, -2, (lt[6] + (lt[9] - lt[6]) * dn), \
            (lt[7] + (lt[10] - lt[7]) * dn), (lt[8] + (lt[11] - lt[8]) * dn)
    lam = nx * light[0] + ny * light[1] + nz * light[2]
    if idx == 0 and not (sbox[0] <= p0 <= sbox[2] and sbox[1] <= p1 <= sbox[3]):
        shadows = False
    if lam > 0.0 and shadows and gm[3] != 0.0:
        # the shadow ray of a ground point or a top face meets only blocks in layers from
        # ``level`` up, and is part of the ray up from the ground point below it along the light
        level = -1
        if idx == 0:
            level = 0
        elif face == 5 or face == FACE_TOP:
            level = int(math.floor(p2 / s + 0.5))
        if level >= gmask.shape[0]:
            shadows = False
        elif level >= 0:
            up = p2 / light[2]
            mx = math.floor((p0 - up * light[0] - gm[0]) * gm[2])
            my = math.floor((p1 - up * light[1] - gm[1]) * gm[2])
            if not (0 <= mx < gmask.shape[2] and 0 <= my < gmask.shape[1]) or gmask[level, my, mx] == 0:
                shadows = False
    if lam > 0.0 and shadows:
        eps = 1e-4 * s
        hit = trace(p0 + nx * eps, p1 + ny * eps, p2 + nz * eps, light[0], light[1], light[2],
                    idx_grid, g[0], g[1], g[2], s, shape)[0]
        if hit > 0 and hit != idx:
            lam = 0.0
    lam = max(lam, 0.0)
    lam2 = max(nx * fill[0] + ny * fill[1] + nz * fill[2], 0.0)
    k = lt[0] + lt[1] * lam + lt[2] * lam2
    if idx == 0:  # fade the ground into the sky far away
        far = min(math.sqrt(p0 * p0 + p1 * p1) / (60.0 * s), 1.0)
        return 0, INF, code, ar * k * (1 - far) + lt[6] * far, \
            ag * k * (1 - far) + lt[7] * far, ab * k * (1 - far) + lt[8] * far
    return idx, t, code, ar * k, ag * k, ab * k


@njit
def render_instances(o, rot, fx, cx, cy, idx_grid, g, s, shape, rect, inst, depth, stride):
    """The instance-only render: ``inst`` and ``depth`` of the pixel centres inside ``rect``
    whose x and y are multiples of ``stride`` (0 elsewhere; rays outside ``rect`` cannot reach
    a block): a subset of the pixel centres, so what it sees is a subset of what is visible.
    Serial: a trace alone runs as fast as in a parallel loop here."""
    inst[:, :] = 0
    depth[:, :] = 0.0
    y0 = (rect[1] + stride - 1) // stride * stride
    x0 = (rect[0] + stride - 1) // stride * stride
    for r in range((rect[3] - y0 + stride - 1) // stride):
        y = y0 + r * stride
        for x in range(x0, rect[2], stride):
            idx, t = _first_hit(x + 0.5, y + 0.5, o, rot, fx, cx, cy, idx_grid, g, s, shape)
            inst[y, x] = idx
            depth[y, x] = t if idx > 0 else 0.0


@njit(parallel=True)
def shade_centres(o, rot, fx, cx, cy, idx_grid, g, s, shape, material, colors, shadows, sbox, light, fill, lt,
                  inst, depth, rgb, codes, maybe, gmask, gm):
    """The colour render's centre rays: ``inst``, ``depth``, ``rgb`` and the surface ``codes``
    (what ``shade_edges`` compares) of every pixel. Only pixels where ``maybe`` is not 0 trace
    the structure (``cpu._maybe_mask``: every pixel whose centre or antialiasing samples a
    block's projection can hold), and each ray direction is ``_sample``'s with its per-column
    and per-row products computed once: the same operations in the same order, so the same
    bits. A parallel loop: with shading, numba's serial loop paid reference counting of every
    array on every pixel and ran 3-4x slower."""
    h, w = inst.shape
    # d = xc * rot[0] + yc * rot[1] + rot[2] as in _sample: the xc products per column
    ax = np.empty((w, 3))
    for x in range(w):
        xc = (x + 0.5 - cx) / fx
        for a in range(3):
            ax[x, a] = xc * rot[0, a]
    for y in prange(h):
        yc = (y + 0.5 - cy) / fx
        b0, b1, b2 = yc * rot[1, 0], yc * rot[1, 1], yc * rot[1, 2]
        for x in range(w):
            d0 = ax[x, 0] + b0 + rot[2, 0]
            d1 = ax[x, 1] + b1 + rot[2, 1]
            d2 = ax[x, 2] + b2 + rot[2, 2]
            idx, t, code, r, gg, b = _shade_ray(d0, d1, d2, o, idx_grid, g, s, shape, material, colors,
                                                True, shadows, light, fill, maybe[y, x] != 0, sbox, lt,
                                                gmask, gm)
            inst[y, x] = idx
            depth[y, x] = t if idx > 0 else 0.0
            codes[y, x] = code
            rgb[y, x, 0] = min(max(r, 0.0), 1.0) * 255.0 + 0.5
            rgb[y, x, 1] = min(max(gg, 0.0), 1.0) * 255.0 + 0.5
            rgb[y, x, 2] = min(max(b, 0.0), 1.0) * 255.0 + 0.5


@njit(parallel=True)
def shade_edges(o, rot, fx, cx, cy, idx_grid, g, s, shape, material, colors, shadows, sbox, light, fill, lt,
                rgb, codes, maybe, gmask, gm):
    """Edge antialiasing after ``shade_centres``: each pixel whose surface ``codes`` differ
    from a 4-neighbour's gets the mean of its centre colour (as stored) and the two
    ``EDGE_SAMPLES`` rays."""
    h, w = codes.shape
    for y in prange(h):
        for x in range(w):
            c = codes[y, x]
            edge = ((x > 0 and codes[y, x - 1] != c) or (x < w - 1 and codes[y, x + 1] != c)
                    or (y > 0 and codes[y - 1, x] != c) or (y < h - 1 and codes[y + 1, x] != c))
            if not edge:
                continue
            ar = rgb[y, x, 0] / 255.0  # the centre sample, as stored
            ag = rgb[y, x, 1] / 255.0
            ab = rgb[y, x, 2] / 255.0
            for k in range(len(EDGE_SAMPLES)):
                _, _, _, r, gg, b = _sample(x + EDGE_SAMPLES[k][0], y + EDGE_SAMPLES[k][1], o, rot, fx,
                                            cx, cy, idx_grid, g, s, shape, material, colors,
                                            True, shadows, light, fill, maybe[y, x] != 0, sbox, lt,
                                            gmask, gm)
                ar += r
                ag += gg
                ab += b
            rgb[y, x, 0] = min(max(ar / 3.0, 0.0), 1.0) * 255.0 + 0.5
            rgb[y, x, 1] = min(max(ag / 3.0, 0.0), 1.0) * 255.0 + 0.5
            rgb[y, x, 2] = min(max(ab / 3.0, 0.0), 1.0) * 255.0 + 0.5


# pixels around each block's projected box that a trace mask keeps (``count_kernel`` here,
# ``cpu._maybe_mask`` for the full render): a skipped trace must be one that would have
# missed, so the margin dwarfs rounding and the tie tolerance (TIE_EPS, relative 1e-9)
MASK_PIXELS = 2


@njit
def block_mask(o, rot, fx, cx, cy, idx_grid, g, s, rect, stride, mask, need):
    """Set ``mask`` to 1 on each pixel centre ``count_kernel`` samples (the multiples of
    ``stride`` inside ``rect``, ``mask[row, col]`` for the row-th and col-th of them) that may
    see a block whose id ``b`` has ``need[b]`` set: every such cell of ``idx_grid`` projected,
    its pixel box grown by ``MASK_PIXELS`` (``cpu._maybe_mask``'s rule). False, and the mask
    unusable, when a cell corner is not in front of the camera or projects to no finite point."""
    y0 = (rect[1] + stride - 1) // stride * stride
    x0 = (rect[0] + stride - 1) // stride * stride
    for i in range(idx_grid.shape[0]):
        for j in range(idx_grid.shape[1]):
            for k in range(idx_grid.shape[2]):
                if idx_grid[i, j, k] == 0 or need[idx_grid[i, j, k]] == 0:
                    continue
                lo_u, lo_v, hi_u, hi_v = INF, INF, -INF, -INF
                for c in range(8):
                    p0 = g[0] + (i + (c >> 2)) * s - o[0]
                    p1 = g[1] + (j + ((c >> 1) & 1)) * s - o[1]
                    p2 = g[2] + (k + (c & 1)) * s - o[2]
                    x = rot[0, 0] * p0 + rot[0, 1] * p1 + rot[0, 2] * p2
                    y = rot[1, 0] * p0 + rot[1, 1] * p1 + rot[1, 2] * p2
                    z = rot[2, 0] * p0 + rot[2, 1] * p1 + rot[2, 2] * p2
                    if not z > 1e-9:
                        return False
                    u, v = fx * x / z + cx, fx * y / z + cy
                    if not (abs(u) < 1e9 and abs(v) < 1e9):
                        return False
                    lo_u, hi_u = min(lo_u, u), max(hi_u, u)
                    lo_v, hi_v = min(lo_v, v), max(hi_v, v)
                # the box [bx0, bx1) x [by0, by1), then the sampled centres inside it
                bx0 = max(int(math.floor(lo_u)) - MASK_PIXELS, rect[0])
                by0 = max(int(math.floor(lo_v)) - MASK_PIXELS, rect[1])
                bx1 = min(int(math.ceil(hi_u)) + MASK_PIXELS + 1, rect[2])
                by1 = min(int(math.ceil(hi_v)) + MASK_PIXELS + 1, rect[3])
                for row in range((max(by0, y0) - y0 + stride - 1) // stride,
                                 (by1 - y0 + stride - 1) // stride):
                    for col in range((max(bx0, x0) - x0 + stride - 1) // stride,
                                     (bx1 - x0 + stride - 1) // stride):
                        mask[row, col] = 1
    return True


@njit
def count_kernel(o, rot, fx, cx, cy, idx_grid, g, s, shape, rect, stride, counts):
    """Pixels per block id (``counts``, length n + 1) of the instance-only render with this
    ``stride``, without drawing any buffer: the same pixel centres as ``render_instances``
    (multiples of ``stride`` inside ``rect``), the same walk. What pruning reads. A pixel off
    ``block_mask`` is counted as background untraced: its ray would miss every block."""
    count_needed(o, rot, fx, cx, cy, idx_grid, g, s, shape, rect, stride, counts,
                 np.ones(len(counts), np.uint8))


@njit
def count_needed(o, rot, fx, cx, cy, idx_grid, g, s, shape, rect, stride, counts, need):
    """``count_kernel`` exact for the block ids ``b`` with ``need[b]`` set only: pixel centres
    that cannot see any of those blocks (off their ``block_mask``) are counted as background
    untraced, so the other blocks' counts are at most their true counts (a subset of the
    pixels that see them) and the background's is meaningless; with every id needed it is
    ``count_kernel``."""
    counts[:] = 0
    y0 = (rect[1] + stride - 1) // stride * stride
    x0 = (rect[0] + stride - 1) // stride * stride
    rows = max(0, (rect[3] - y0 + stride - 1) // stride)
    cols = max(0, (rect[2] - x0 + stride - 1) // stride)
    mask = np.zeros((rows, cols), np.uint8)
    masked = block_mask(o, rot, fx, cx, cy, idx_grid, g, s, rect, stride, mask, need)
    for row in range(rows):
        y = y0 + row * stride
        for col in range(cols):
            if masked and mask[row, col] == 0:
                counts[0] += 1
                continue
            idx, _ = _first_hit(x0 + col * stride + 0.5, y + 0.5, o, rot, fx, cx, cy, idx_grid, g, s, shape)
            counts[idx] += 1


@njit
def count_ids(inst, n):
    """Pixels per instance id 0..n (a serial loop: no temporary int64 copy as in bincount)."""
    counts = np.zeros(n + 1, np.int64)
    h, w = inst.shape
    for y in range(h):
        for x in range(w):
            counts[inst[y, x]] += 1
    return counts


@njit
def rects_kernel(o, rot, fx, cx, cy, width, height, origin, size, cells, out):
    """``cpu.cell_rects`` for the compiled path: the pixel rectangle (x0, y0, x1, y1) that
    holds the projection of the cube of edge ``size`` at each grid cell (0s when a corner is
    not in front of the camera), written into ``out``."""
    for n in range(cells.shape[0]):
        lo_u, lo_v, hi_u, hi_v, front = INF, INF, -INF, -INF, True
        for c in range(8):
            p0 = origin[0] + (cells[n, 0] + (c >> 2)) * size - o[0]
            p1 = origin[1] + (cells[n, 1] + ((c >> 1) & 1)) * size - o[1]
            p2 = origin[2] + (cells[n, 2] + (c & 1)) * size - o[2]
            x = rot[0, 0] * p0 + rot[0, 1] * p1 + rot[0, 2] * p2
            y = rot[1, 0] * p0 + rot[1, 1] * p1 + rot[1, 2] * p2
            z = rot[2, 0] * p0 + rot[2, 1] * p1 + rot[2, 2] * p2
            if not z > 1e-9:
                front = False
                break
            u, v = fx * x / z + cx, fx * y / z + cy
            lo_u, hi_u = min(lo_u, u), max(hi_u, u)
            lo_v, hi_v = min(lo_v, v), max(hi_v, v)
        if front:
            out[n, 0] = max(int(math.floor(lo_u)), 0)
            out[n, 1] = max(int(math.floor(lo_v)), 0)
            out[n, 2] = min(int(math.ceil(hi_u)) + 1, width)
            out[n, 3] = min(int(math.ceil(hi_v)) + 1, height)
        else:
            out[n, 0] = out[n, 1] = out[n, 2] = out[n, 3] = 0


@njit
def edit_kernel(o, rot, fx, cx, cy, idx_grid, g, s, shape, inst, depth, gone, gone_rects, corners, rects,
                tol, out_pix, out_idx, out_t):
    """Where a scene edited by removing blocks and adding cubes is seen differently from a view
    drawn before the edit (``inst``, ``depth``): every pixel centre inside ``gone_rects`` that
    showed a removed block (``gone`` is 1 at its instance id), and every one inside ``rects[c]``
    where the cube at world min corner ``corners[c]`` is hit no farther than the stored depth +
    ``tol`` (or over the floor or sky), is traced again through ``idx_grid`` (the edited
    scene's). Writes the flat pixel index, new instance id (of ``idx_grid``) and depth of each
    such pixel into the ``out_*`` arrays and returns how many, in row-major order. Every other
    pixel shows what it showed: its first hit is neither gone nor behind a new cube."""
    h, w = inst.shape
    x0, y0, x1, y1 = w, h, 0, 0  # the rectangles' bounding box: all that can change
    for r in range(gone_rects.shape[0]):
        x0, y0 = min(x0, gone_rects[r, 0]), min(y0, gone_rects[r, 1])
        x1, y1 = max(x1, gone_rects[r, 2]), max(y1, gone_rects[r, 3])
    for r in range(rects.shape[0]):
        x0, y0 = min(x0, rects[r, 0]), min(y0, rects[r, 1])
        x1, y1 = max(x1, rects[r, 2]), max(y1, rects[r, 3])
    if x1 <= x0 or y1 <= y0:
        return 0
    seen = np.zeros((y1 - y0, x1 - x0), np.uint8)
    for r in range(gone_rects.shape[0]):
        for y in range(gone_rects[r, 1], gone_rects[r, 3]):
            for x in range(gone_rects[r, 0], gone_rects[r, 2]):
                if gone[inst[y, x]] != 0:
                    seen[y - y0, x - x0] = 1
    for c in range(corners.shape[0]):
        for y in range(rects[c, 1], rects[c, 3]):
            for x in range(rects[c, 0], rects[c, 2]):
                if seen[y - y0, x - x0] != 0:
                    continue
                xc, yc = (x + 0.5 - cx) / fx, (y + 0.5 - cy) / fx
                d0 = xc * rot[0, 0] + yc * rot[1, 0] + rot[2, 0]
                d1 = xc * rot[0, 1] + yc * rot[1, 1] + rot[2, 1]
                d2 = xc * rot[0, 2] + yc * rot[1, 2] + rot[2, 2]
                tc = hit_cell(o[0], o[1], o[2], d0, d1, d2, corners[c, 0], corners[c, 1], corners[c, 2],
                              s, shape)[0]
                if tc < INF and (inst[y, x] == 0 or tc <= depth[y, x] + tol):
                    seen[y - y0, x - x0] = 1
    n = 0
    for y in range(y0, y1):
        for x in range(x0, x1):
            if seen[y - y0, x - x0] == 0:
                continue
            idx, t = _first_hit(x + 0.5, y + 0.5, o, rot, fx, cx, cy, idx_grid, g, s, shape)
            out_pix[n] = y * w + x
            out_idx[n] = idx
            out_t[n] = t if idx > 0 else 0.0
            n += 1
    return n
