"""Brute-force vectorised ray casting in numpy: the fallback when numba is missing, and
the independent reference the tests hold the DDA renderer to.

Every ray is tested against every block (slab test for cubes and boxes, quadric plus
caps for cans) and the nearest hit wins; no lattice traversal is shared with
``kernels.py``. Colour is flat Lambert without outlines, shadows or antialiasing: enough
to look at, while the instance ids and depths match the numba renderer.
"""

from __future__ import annotations

import numpy as np

from .kernels import CAN_RADIUS, TIE_EPS


def pixel_rays(camera) -> tuple[np.ndarray, np.ndarray]:
    """Origin (3,) and unnormalised world directions (H, W, 3) through pixel centres."""
    ys, xs = np.mgrid[0:camera.height, 0:camera.width].astype(np.float64) + 0.5
    k = camera.K
    cam = np.stack([(xs - k[0, 2]) / k[0, 0], (ys - k[1, 2]) / k[1, 1], np.ones_like(xs)], axis=-1)
    return np.asarray(camera.position, float), cam @ camera.rotation


def _hit_box(o, d, lo, hi):
    with np.errstate(divide="ignore", invalid="ignore"):
        t1 = (lo - o) / d
        t2 = (hi - o) / d
    inside = (o >= lo) & (o <= hi)
    t1 = np.where(d == 0, np.where(inside, -np.inf, np.inf), t1)
    t2 = np.where(d == 0, np.where(inside, np.inf, -np.inf), t2)
    tn, tf = np.minimum(t1, t2), np.maximum(t1, t2)
    t_enter, t_exit = tn.max(axis=-1), tf.min(axis=-1)
    ok = (t_enter <= t_exit + TIE_EPS * np.abs(t_exit)) & (t_exit >= 0)  # closed: edges and corners hit
    return np.where(ok, t_enter, np.inf), tn.argmax(axis=-1)


def _hit_can(o, d, lo, s):
    r = CAN_RADIUS * s
    ox, oy = o[0] - (lo[0] + s / 2), o[1] - (lo[1] + s / 2)
    dx, dy, dz = d[..., 0], d[..., 1], d[..., 2]
    a = dx * dx + dy * dy
    b = 2 * (ox * dx + oy * dy)
    c = ox * ox + oy * oy - r * r
    disc = b * b - 4 * a * c
    with np.errstate(divide="ignore", invalid="ignore"):
        t_side = (-b - np.sqrt(np.maximum(disc, 0))) / (2 * a)
        z = o[2] + t_side * dz
        side_ok = (a > 0) & (disc >= 0) & (t_side >= 0) & (z >= lo[2]) & (z <= lo[2] + s)
        best = np.where(side_ok, t_side, np.inf)
        for zc in (lo[2] + s, lo[2]):
            t = (zc - o[2]) / dz
            px, py = ox + t * dx, oy + t * dy
            ok = (dz != 0) & (t >= 0) & (np.sqrt(px * px + py * py) <= r) & (t < best)
            best = np.where(ok, t, best)
    return best


def render_numpy(scene, camera, *, rgb: bool = True):
    """(instance, depth, rgb or None) by testing every ray against every block."""
    from .materials import AMBIENT, FILL, FILL_LIGHT, GROUND, KEY, KEY_LIGHT, SKY_LOW, block_albedo

    o, d = pixel_rays(camera)
    h, w = d.shape[:2]
    s = scene.grid.block_size

    def hit(b):
        lo = scene.grid.cell_min(scene.blocks[b])
        if scene.object_type == "can":
            return _hit_can(o, d, lo, s), None
        return _hit_box(o, d, lo, lo + s)

    # the tie rule (docs/conventions.md, "Ties"): the nearest touch wins, and among blocks
    # touched within TIE_EPS of it the lowest index; so first the nearest t, then the winner
    t_min = np.full((h, w), np.inf)
    for b in range(scene.n_blocks):
        t_min = np.minimum(t_min, hit(b)[0])
    near = t_min + TIE_EPS * np.abs(t_min)
    best_t = np.full((h, w), np.inf)
    inst = np.zeros((h, w), np.int32)
    normal = np.zeros((h, w, 3))
    for b, ijk in enumerate(scene.blocks):
        t, axis = hit(b)
        closer = (t <= near) & (inst == 0) & np.isfinite(t)
        best_t = np.where(closer, t, best_t)
        inst[closer] = b + 1
        if rgb and axis is not None:
            n = np.zeros((h, w, 3))
            np.put_along_axis(n, axis[..., None], -np.sign(np.take_along_axis(d, axis[..., None], -1)), -1)
            normal[closer] = n[closer]
        elif rgb:
            lo = scene.grid.cell_min(ijk)
            p = o + best_t[..., None] * d
            c = scene.grid.cell_centre(ijk)
            n = np.zeros((h, w, 3))
            n[..., :2] = p[..., :2] - c[:2]
            top = np.abs(p[..., 2] - (lo[2] + s)) < 1e-9 * max(s, 1)
            n[top] = (0, 0, 1)
            n /= np.maximum(np.linalg.norm(n, axis=-1, keepdims=True), 1e-12)
            normal[closer] = n[closer]
    depth = np.where(inst > 0, best_t, 0).astype(np.float32)
    if not rgb:
        return inst, depth, None
    base = np.empty((h, w, 3))
    base[:] = GROUND
    ground_n = np.array([0.0, 0.0, 1.0])
    normal[inst == 0] = ground_n
    palette = block_albedo(scene.colours, scene.object_type, scene.n_blocks)
    base[inst > 0] = palette[inst[inst > 0] - 1]
    k = AMBIENT + KEY * np.clip(normal @ KEY_LIGHT, 0, None) + FILL * np.clip(normal @ FILL_LIGHT, 0, None)
    img = base * k[..., None]
    img[(inst == 0) & (d[..., 2] >= 0)] = SKY_LOW
    return inst, depth, np.clip(img * 255 + 0.5, 0, 255).astype(np.uint8)
