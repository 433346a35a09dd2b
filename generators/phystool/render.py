"""CPU rendering of a PhysTool layout: a numba z-buffer rasteriser of the part-based tool
models (``models.py``) with per-part materials, a key light with shadow mapping, Blinn
highlights on metal and a textured surface.

Why a rasteriser and not the voxel ray caster: tools are triangle meshes, and a z-buffer
gives exact per-pixel instance ids (the masks). The image is rendered at ``supersample``
times the size and averaged down (anti-aliasing); the mask takes one sample per output
pixel, so every mask pixel is a pixel where that tool really is. Instance 0 is the
surface/background; tool ``n`` of ``visible_tools`` is instance ``n + 1``.
"""

from __future__ import annotations

import math

import numpy as np
from numba import njit

from .meshes import tool_mesh
from .models import build

SURFACE_RGB = {"workbench": (190, 150, 105), "tray": (62, 70, 80), "pegboard": (205, 180, 140),
               "floor": (158, 158, 152)}
BACKGROUND = (232, 232, 236)
PALETTE = np.array([
    (214, 39, 40), (31, 119, 180), (44, 160, 44), (255, 127, 14), (148, 103, 189), (23, 190, 207),
    (227, 119, 194), (188, 189, 34), (140, 86, 75), (0, 90, 70), (250, 200, 30), (90, 90, 220),
    (230, 80, 130), (100, 200, 120), (200, 70, 20), (60, 60, 60), (120, 170, 230), (170, 30, 90),
    (240, 160, 110), (40, 120, 120), (200, 200, 200), (110, 60, 160)], dtype=np.float64)
LIGHT = np.array([0.45, -0.35, 0.82])  # towards the key light (surface frame)


def camera_for(extent, elevation_deg: float, azimuth_deg: float, fov_deg: float, width: int, height: int,
               margin: float = 1.06) -> dict:
    """A look-at camera that frames the whole surface (its rectangle, 5 cm thick)."""
    w, d = extent
    box = np.array([[x, y, z] for x in (-w / 2, w / 2) for y in (-d / 2, d / 2) for z in (0.0, 0.05)])
    return frame_points(box, elevation_deg, azimuth_deg, fov_deg, width, height, margin)


def frame_points(points: np.ndarray, elevation_deg: float, azimuth_deg: float, fov_deg: float, width: int,
                 height: int, margin: float = 1.06) -> dict:
    """A look-at camera from the given elevation and azimuth whose view holds every point
    (tool bounding-box corners, or the surface's), centred, the farthest point ``margin``
    inside the frame edge: the camera frames what is placed, so small tools on a big surface
    are not lost in it."""
    pts = np.asarray(points, float)
    target = (pts.min(axis=0) + pts.max(axis=0)) / 2
    radius = max(0.5 * float(np.linalg.norm(pts.max(axis=0) - pts.min(axis=0))), 1e-3)
    half = math.radians(fov_deg) / 2 * min(1.0, height / width)
    dist = radius / math.sin(half)
    el, az = math.radians(elevation_deg), math.radians(azimuth_deg)
    direction = np.array([math.cos(el) * math.sin(az), -math.cos(el) * math.cos(az), math.sin(el)])
    cam = {"eye": list(target + dist * direction), "target": list(target), "fov_deg": fov_deg,
           "elevation_deg": elevation_deg, "azimuth_deg": azimuth_deg, "width": width, "height": height}
    for _ in range(6):  # centre the projected points, then pull in until they fill the frame
        eye, r, u, f = camera_basis(cam)
        p = project(pts, cam)
        cx = (p[:, 0].min() + p[:, 0].max()) / 2 - width / 2
        cy = (p[:, 1].min() + p[:, 1].max()) / 2 - height / 2
        fpx = (width / 2) / math.tan(math.radians(fov_deg) / 2)
        depth = float(np.linalg.norm(np.array(cam["target"]) - eye))
        shift = (cx * r - cy * u) * depth / fpx
        reach = max((p[:, 0].max() - p[:, 0].min()) / width, (p[:, 1].max() - p[:, 1].min()) / height)
        tgt = np.array(cam["target"]) + shift
        cam["target"] = list(tgt)
        cam["eye"] = list(tgt + direction * depth * reach * margin)
    cam["eye"] = [round(float(v), 5) for v in cam["eye"]]
    cam["target"] = [round(float(v), 5) for v in cam["target"]]
    return cam


def camera_basis(cam: dict):
    eye, target = np.array(cam["eye"], float), np.array(cam["target"], float)
    f = target - eye
    f /= np.linalg.norm(f)
    up = np.array([0.0, 0.0, 1.0]) if abs(f[2]) < 0.999 else np.array([0.0, 1.0, 0.0])
    r = np.cross(f, up)
    r /= np.linalg.norm(r)
    u = np.cross(r, f)
    return eye, r, u, f


def project(points: np.ndarray, cam: dict) -> np.ndarray:
    """(N, 3) points -> (N, 3) of pixel x, pixel y, depth."""
    eye, r, u, f = camera_basis(cam)
    d = points - eye
    xc, yc, zc = d @ r, d @ u, d @ f
    fpx = (cam["width"] / 2) / math.tan(math.radians(cam["fov_deg"]) / 2)
    return np.stack([cam["width"] / 2 + fpx * xc / zc, cam["height"] / 2 - fpx * yc / zc, zc], axis=1)


def raster(scr: np.ndarray, tri_index: np.ndarray, width: int, height: int) -> tuple[np.ndarray, np.ndarray]:
    """(depth, triangle owner per pixel) of screen-space triangles (x, y in pixels, depth)."""
    scr = np.ascontiguousarray(scr, dtype=np.float64)
    return _raster(scr, np.ascontiguousarray(tri_index, dtype=np.int64), int(width), int(height))


@njit(cache=True)
def _raster(scr, tri_index, width, height):  # pragma: no cover - compiled
    depth = np.full((height, width), np.inf)
    owner = np.full((height, width), -1, dtype=np.int64)
    for t in range(tri_index.shape[0]):
        a, b, c = tri_index[t, 0], tri_index[t, 1], tri_index[t, 2]
        x0, y0, z0 = scr[a, 0], scr[a, 1], scr[a, 2]
        x1, y1, z1 = scr[b, 0], scr[b, 1], scr[b, 2]
        x2, y2, z2 = scr[c, 0], scr[c, 1], scr[c, 2]
        if z0 <= 1e-6 or z1 <= 1e-6 or z2 <= 1e-6:
            continue
        area = (x1 - x0) * (y2 - y0) - (x2 - x0) * (y1 - y0)
        if abs(area) < 1e-12:
            continue
        xmin = max(int(math.floor(min(x0, min(x1, x2)))), 0)
        xmax = min(int(math.ceil(max(x0, max(x1, x2)))), width - 1)
        ymin = max(int(math.floor(min(y0, min(y1, y2)))), 0)
        ymax = min(int(math.ceil(max(y0, max(y1, y2)))), height - 1)
        for py in range(ymin, ymax + 1):
            cy = py + 0.5
            for px in range(xmin, xmax + 1):
                cx = px + 0.5
                w0 = ((x1 - cx) * (y2 - cy) - (x2 - cx) * (y1 - cy)) / area
                w1 = ((x2 - cx) * (y0 - cy) - (x0 - cx) * (y2 - cy)) / area
                w2 = 1.0 - w0 - w1
                if w0 < 0 or w1 < 0 or w2 < 0:
                    continue
                z = 1.0 / (w0 / z0 + w1 / z1 + w2 / z2)
                if z < depth[py, px]:
                    depth[py, px] = z
                    owner[py, px] = t
    return depth, owner


SHADOW_MAP = 1536
SURFACE_MARGIN = 3.0
AMBIENT = 0.42


def scene_triangles(tools: list[dict], layout: dict, surface_rgb) -> tuple:
    """Vertices, triangles, per-triangle instance id and rgb + specular for surface and tools.
    The surface is drawn SURFACE_MARGIN times the placement region, so it fills the frame."""
    w, d = (v * SURFACE_MARGIN for v in layout["extent"])
    verts = [np.array([[-w / 2, -d / 2, -0.002], [w / 2, -d / 2, -0.002], [w / 2, d / 2, -0.002],
                       [-w / 2, d / 2, -0.002]])]
    tris = [np.array([[0, 1, 2], [0, 2, 3]])]
    inst = [np.zeros(2, dtype=np.int32)]
    colors = [np.tile(np.array([*surface_rgb, 0.05], float), (2, 1))]
    offset = 4
    for n, (tool, pose) in enumerate(zip(tools, layout["poses"]), start=1):
        v, f, c = tool_mesh(tool, pose["x"], pose["y"], pose["yaw_deg"])
        verts.append(v)
        tris.append(f + offset)
        inst.append(np.full(len(f), n, dtype=np.int32))
        colors.append(c)
        offset += len(v)
    return np.concatenate(verts), np.concatenate(tris), np.concatenate(inst), np.concatenate(colors)


def _surface_texture(kind: str, xy: np.ndarray) -> np.ndarray:
    """A brightness factor per surface point: wood grain, pegboard holes, concrete speckle."""
    x, y = xy[:, 0], xy[:, 1]
    if kind == "workbench":
        return 0.95 + 0.035 * np.sin(y * 180 + 3 * np.sin(x * 7)) + 0.03 * np.sin(y * 37 + x * 2)
    if kind == "pegboard":
        gx, gy = np.mod(x, 0.0254) - 0.0127, np.mod(y, 0.0254) - 0.0127
        return np.where(gx * gx + gy * gy < 0.0035 ** 2, 0.35, 1.0)
    if kind == "floor":
        h = np.sin(x * 1271.3 + y * 3117.9) * 43758.5453
        return 0.93 + 0.1 * (h - np.floor(h))
    return 1.0 + 0.0 * x


def _light_basis():
    f = -LIGHT / np.linalg.norm(LIGHT)
    r = np.cross(f, [0.0, 0.0, 1.0])
    r /= np.linalg.norm(r)
    u = np.cross(r, f)
    return r, u, f


def render(tools: list[dict], layout: dict, cam: dict, surface_rgb=None,
           supersample: int = 2) -> tuple[np.ndarray, np.ndarray]:
    """(rgb uint8 (H, W, 3), instance uint16 (H, W)) of tools placed by ``layout``."""
    ss = max(1, int(supersample))
    surface_rgb = surface_rgb or SURFACE_RGB.get(layout["surface"], (160, 160, 160))
    verts, tris, inst, colors = scene_triangles(tools, layout, surface_rgb)
    tris = tris.astype(np.int64)
    big = dict(cam, width=int(cam["width"]) * ss, height=int(cam["height"]) * ss)
    W, H = big["width"], big["height"]
    scr = project(verts, big)
    depth, owner = _raster(scr, tris, W, H)
    # shadow map: an orthographic depth render from the key light of the tools only (the
    # surface casts no shadow), over the tools' extent, so its texels stay small
    lr, lu, lf = _light_basis()
    lx, ly, lz = verts @ lr, verts @ lu, verts @ lf
    casters = tris[inst != 0]
    cv = np.unique(casters) if len(casters) else np.arange(len(verts))
    x0, y0, z0 = lx[cv].min(), ly[cv].min(), lz.min()
    span = max(lx[cv].max() - x0, ly[cv].max() - y0) * 1.1 + 1e-6
    x0, y0 = x0 - span * 0.045, y0 - span * 0.045
    sm_scale = SHADOW_MAP / span
    bias = 0.002 + 2.0 * span / SHADOW_MAP  # a filter tap away on a surface lit at ~35 degrees
    lscr = np.stack([(lx - x0) * sm_scale, (ly - y0) * sm_scale, lz - z0 + 100.0], axis=1)
    sdepth, _ = _raster(lscr, casters, SHADOW_MAP, SHADOW_MAP)
    hit = owner >= 0
    e1 = verts[tris[:, 1]] - verts[tris[:, 0]]
    e2 = verts[tris[:, 2]] - verts[tris[:, 0]]
    normal = np.cross(e1, e2)
    normal /= np.maximum(np.linalg.norm(normal, axis=1, keepdims=True), 1e-12)
    eye, r, u, f = camera_basis(big)
    facing = np.sign(((eye - verts[tris[:, 0]]) * normal).sum(axis=1, keepdims=True))
    normal *= np.where(facing == 0, 1, facing)  # two-sided: shade the side the camera sees
    ys, xs = np.nonzero(hit)
    t = owner[ys, xs]
    z = depth[ys, xs]
    fpx = (W / 2) / math.tan(math.radians(big["fov_deg"]) / 2)
    pos = (eye + ((xs + 0.5 - W / 2) * z / fpx)[:, None] * r + (-(ys + 0.5 - H / 2) * z / fpx)[:, None] * u
           + z[:, None] * f)
    sx = np.floor((pos @ lr - x0) * sm_scale).astype(np.int64)
    sy = np.floor((pos @ lu - y0) * sm_scale).astype(np.int64)
    pdepth = pos @ lf - z0 + 100.0
    lit = np.zeros(len(t))
    for dx, dy in ((0, 0), (1, 0), (0, 1), (1, 1), (-1, 0), (0, -1)):  # percentage-closer filtering
        qx, qy = sx + dx, sy + dy
        inside = (qx >= 0) & (qx < SHADOW_MAP) & (qy >= 0) & (qy < SHADOW_MAP)
        near = sdepth[np.clip(qy, 0, SHADOW_MAP - 1), np.clip(qx, 0, SHADOW_MAP - 1)]
        lit += ~inside | (pdepth <= near + bias)
    lit /= 6.0
    n = normal[t]
    light = LIGHT / np.linalg.norm(LIGHT)
    diffuse = np.clip(n @ light, 0, 1) * lit
    view = eye - pos
    view /= np.linalg.norm(view, axis=1, keepdims=True)
    half = view + light
    half /= np.linalg.norm(half, axis=1, keepdims=True)
    spec = colors[t, 3] * np.clip((n * half).sum(axis=1), 0, 1) ** 32 * lit
    base = colors[t, :3].copy()
    surf = inst[t] == 0
    if surf.any():
        base[surf] *= _surface_texture(layout["surface"], pos[surf, :2])[:, None]
    sky = 0.12 * (0.5 + 0.5 * n[:, 2])  # a little hemisphere fill from above
    shade = base * (AMBIENT + sky + 0.62 * diffuse)[:, None] + 255.0 * 0.55 * spec[:, None]
    img = np.empty((H, W, 3), dtype=np.float64)
    grad = np.linspace(238, 214, H)[:, None, None]
    img[:] = grad
    img[ys, xs] = np.clip(shade, 0, 255)
    instance_full = np.zeros((H, W), dtype=np.uint16)
    instance_full[hit] = inst[owner[hit]]
    h0, w0 = int(cam["height"]), int(cam["width"])
    rgb = img.reshape(h0, ss, w0, ss, 3).mean(axis=(1, 3))
    instance = instance_full[ss // 2::ss, ss // 2::ss]
    return np.round(rgb).astype(np.uint8), instance


def pixel_counts(instance: np.ndarray, n_tools: int) -> np.ndarray:
    return np.bincount(instance.ravel(), minlength=n_tools + 1)[1:n_tools + 1]


def top_fill(key: str, length: float, name: str) -> float:
    """Share of a model's L x W footprint that its top view covers (rasterised at 64 x 64):
    a records-only run estimates each tool's drawn area with it (``scene.drawn_areas``)."""
    v, f, _ = build(key, round(float(length), 4), name)
    lo, hi = v.min(axis=0), v.max(axis=0)
    span = np.maximum(hi[:2] - lo[:2], 1e-9)
    n = 64
    scr = np.column_stack([(v[:, 0] - lo[0]) / span[0] * n, (v[:, 1] - lo[1]) / span[1] * n,
                           hi[2] - v[:, 2] + 1.0])
    _, owner = raster(scr, f.astype(np.int64), n, n)
    return round(float((owner >= 0).mean()), 4)
