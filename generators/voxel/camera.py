"""Cameras and the per-scene view set (release constants, docs/conventions.md).

Conventions (written in docs/conventions.md): world is z-up, metres. ``world_to_camera``
is the OpenCV extrinsic (camera x right, y down, z forward), so
``K @ (world_to_camera @ [X, 1])[:3]`` gives homogeneous pixel coordinates whose pixel
centres sit at (x + 0.5, y + 0.5).
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import cached_property

import numpy as np

DIRECTION = np.array([-2.5, -2.3, 2.3])
BASE_HALF_FOV_DEG = 23.6
DIST_SCALE = 1.75 * 1.5
HEIGHT_SCALE = 1.1
MIN_RADIUS_BLOCKS = 2.0


@dataclass(frozen=True)
class ViewSpec:
    """One view of the set: clockwise azimuth = base + offset, lens and distance multipliers."""

    base_azimuth: float = 0.0
    offset: float = 3.0
    fov_mult: float = 1.0
    dist_mult: float = 1.0

    @property
    def azimuth(self) -> float:
        return self.base_azimuth + self.offset

    def rotated(self, degrees: float) -> ViewSpec:
        return ViewSpec((self.base_azimuth + degrees) % 360.0, self.offset, self.fov_mult, self.dist_mult)

    def matches(self, other: ViewSpec) -> bool:
        """The same view: equal lens, distance and offset, base azimuths within 1e-6 degrees."""
        turn = abs((self.base_azimuth - other.base_azimuth + 180.0) % 360.0 - 180.0)
        return (turn < 1e-6 and self.offset == other.offset and self.fov_mult == other.fov_mult
                and self.dist_mult == other.dist_mult)

    @classmethod
    def from_dict(cls, cam: dict) -> ViewSpec:
        """The spec of a camera record (``Camera.to_dict``)."""
        return cls(float(cam["base_azimuth"]), float(cam["offset"]), float(cam["fov_mult"]),
                   float(cam["dist_mult"]))


# T2's partner views: the same lens and offset, walked this far round the stack
PARTNERS = {"T2a": 90.0, "T2b": 180.0}


def partner(specs: list[ViewSpec], index: int, subtask: str) -> int | None:
    """Index in ``specs`` of the ``subtask`` partner of view ``index`` (``PARTNERS``), or
    None when the view set does not hold it."""
    want = specs[index].rotated(PARTNERS[subtask])
    return next((n for n, spec in enumerate(specs) if spec.matches(want)), None)


def view_set(azimuths=(0, 90, 180, 270), offsets=(3.0, 12.5),
             lenses=((1.0, 1.0), (3.0, 0.3))) -> list[ViewSpec]:
    """The release's 16 views: lens-major, then base azimuth, then offset; view 0 is the primary."""
    return [ViewSpec(float(a) % 360.0, float(o), float(f), float(d))
            for f, d in lenses for a in azimuths for o in offsets]


@dataclass(frozen=True, eq=False)
class Camera:
    """A pinhole camera; derived matrices are computed once (the fields never change)."""

    position: np.ndarray
    look_at: np.ndarray
    up: np.ndarray
    width: int
    height: int
    focal_length: float  # mm, same unit as the aperture
    horizontal_aperture: float
    spec: ViewSpec = ViewSpec()

    @cached_property
    def fx(self) -> float:
        return self.focal_length / self.horizontal_aperture * self.width

    @cached_property
    def fov(self) -> float:
        """Horizontal field of view in degrees."""
        return math.degrees(2.0 * math.atan(self.horizontal_aperture / (2.0 * self.focal_length)))

    @cached_property
    def K(self) -> np.ndarray:  # noqa: N802 - the usual name
        f = self.fx  # square pixels: fy == fx
        return np.array([[f, 0.0, self.width / 2.0], [0.0, f, self.height / 2.0], [0.0, 0.0, 1.0]])

    @cached_property
    def rotation(self) -> np.ndarray:
        """Rows are the camera's x (right), y (down), z (forward) axes in world coordinates."""
        forward = self.look_at - self.position
        forward = forward / np.linalg.norm(forward)
        right = np.cross(forward, self.up)
        if np.linalg.norm(right) < 1e-9:  # looking straight down: pick any right
            right = np.cross(forward, np.array([0.0, 1.0, 0.0]))
        right = right / np.linalg.norm(right)
        down = np.cross(forward, right)
        return np.stack([right, down, forward])

    @cached_property
    def world_to_camera(self) -> np.ndarray:
        r = self.rotation
        m = np.eye(4)
        m[:3, :3] = r
        m[:3, 3] = -r @ self.position
        return m

    def project(self, points: np.ndarray) -> np.ndarray:
        """World points (n, 3) to pixel coordinates (n, 2) and camera-z depth (n,)."""
        cam = (self.world_to_camera @ np.c_[points, np.ones(len(points))].T)[:3]
        uv = (self.K @ cam)[:2] / cam[2]
        return np.c_[uv.T, cam[2]]

    @classmethod
    def from_dict(cls, cam: dict) -> Camera:
        """The camera of a record written by ``to_dict``."""
        return cls(np.array(cam["position"], float), np.array(cam["look_at"], float),
                   np.array(cam["up"], float), int(cam["width"]), int(cam["height"]),
                   float(cam["focal_length"]), float(cam["horizontal_aperture"]), ViewSpec.from_dict(cam))

    def to_dict(self) -> dict:
        return {
            "position": self.position.tolist(), "look_at": self.look_at.tolist(),
            "up": self.up.tolist(), "fov": self.fov, "width": self.width, "height": self.height,
            "focal_length": self.focal_length, "horizontal_aperture": self.horizontal_aperture,
            "azimuth": self.spec.azimuth, "base_azimuth": self.spec.base_azimuth,
            "offset": self.spec.offset, "fov_mult": self.spec.fov_mult,
            "dist_mult": self.spec.dist_mult, "K": self.K.tolist(),
            "world_to_camera": self.world_to_camera.tolist(),
        }


@dataclass(frozen=True)
class CropCamera(Camera):
    """The stored camera cut to the pixel rectangle starting at (x0, y0) of a full_width x
    full_height picture: the same ray through every pixel centre."""

    x0: int = 0
    y0: int = 0
    full_width: int = 0
    full_height: int = 0

    @cached_property
    def fx(self) -> float:
        return self.focal_length / self.horizontal_aperture * self.full_width

    @cached_property
    def K(self) -> np.ndarray:  # noqa: N802 - the usual name
        f = self.fx
        return np.array([[f, 0.0, self.full_width / 2.0 - self.x0],
                         [0.0, f, self.full_height / 2.0 - self.y0], [0.0, 0.0, 1.0]])


def camera_for(bbox_min: np.ndarray, bbox_max: np.ndarray, spec: ViewSpec, *, block_size: float,
               width: int = 512, height: int = 512, focal_length: float = 50.0,
               horizontal_aperture: float = 20.955) -> Camera:
    """Place a camera the way the release did, around the structure's bounding box."""
    target = (np.asarray(bbox_min, float) + np.asarray(bbox_max, float)) / 2.0
    diagonal = float(np.linalg.norm(np.asarray(bbox_max, float) - np.asarray(bbox_min, float)))
    radius = max(diagonal / 2.0 / math.tan(math.radians(BASE_HALF_FOV_DEG)) * DIST_SCALE,
                 MIN_RADIUS_BLOCKS * block_size)
    position = target + DIRECTION / np.linalg.norm(DIRECTION) * radius
    position[2] *= HEIGHT_SCALE
    theta = -math.radians(spec.azimuth)  # clockwise seen from above
    c, s = math.cos(theta), math.sin(theta)
    dx, dy = position[0] - target[0], position[1] - target[1]
    position[0], position[1] = target[0] + c * dx - s * dy, target[1] + s * dx + c * dy
    position = target + (position - target) * spec.dist_mult
    horizontal_aperture = float(horizontal_aperture)
    half_fov = math.atan(horizontal_aperture / (2.0 * focal_length)) * spec.fov_mult
    if not 0 < half_fov < math.pi / 2:
        raise ValueError(f"fov_mult {spec.fov_mult} gives a field of view of 180 degrees or more")
    focal = horizontal_aperture / (2.0 * math.tan(half_fov))
    return Camera(position, target, np.array([0.0, 0.0, 1.0]), int(width), int(height),
                  focal, horizontal_aperture, spec)
