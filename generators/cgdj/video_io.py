"""Frames in and out: video files (through ``imageio-ffmpeg``, the ``video`` extra), frame
folders (one image per frame, natural name order) and frames already in memory.

A source is opened once, knows its frame count, and reads only the frames asked for,
in the order asked (repeats allowed), so sampling 70 frames of a long video holds 70
frames in memory, not the whole clip. Writers put everything under a temporary name
and rename it when complete, so an interrupted write never leaves a file that looks done.
"""

from __future__ import annotations

import os
import re
import shutil
from collections.abc import Iterable, Sequence

import numpy as np

from .files import atomic_open, temp_dir, temp_file

IMAGE_EXTS = (".png", ".jpg", ".jpeg", ".bmp", ".webp", ".tif", ".tiff")
VIDEO_EXTS = (".mp4", ".mkv", ".mov", ".avi", ".webm", ".m4v", ".mpg", ".mpeg", ".wmv", ".gif")


def _ffmpeg():
    try:
        import imageio_ffmpeg
    except ImportError:
        raise RuntimeError("reading or writing video files needs imageio-ffmpeg: "
                           "pip install 'spatial-iq[video]' (or pass a folder of frames)") from None
    return imageio_ffmpeg


class ArraySource:
    """Frames held in memory (a list or an (T, H, W, 3) array)."""

    def __init__(self, frames: Sequence[np.ndarray], fps: float = 24.0):
        self.frames = frames
        self.fps = float(fps)
        self.name = "<frames>"

    def __len__(self) -> int:
        return len(self.frames)

    def read(self, indices: Sequence[int]) -> list[np.ndarray]:
        return [np.asarray(self.frames[i]) for i in indices]


class FolderSource:
    """A folder of frame images, ordered by name with digit runs compared as numbers
    (``f2.png`` before ``f10.png``)."""

    def __init__(self, path: str, fps: float = 24.0):
        names = [n for n in os.listdir(path) if n.lower().endswith(IMAGE_EXTS)]
        if not names:
            raise ValueError(f"{path}: no frame images ({', '.join(IMAGE_EXTS)}) in this folder")
        self.paths = [os.path.join(path, n) for n in sorted(names, key=_natural_key)]
        self.fps = float(fps)
        self.name = path

    def __len__(self) -> int:
        return len(self.paths)

    def read(self, indices: Sequence[int]) -> list[np.ndarray]:
        from PIL import Image

        cache: dict[int, np.ndarray] = {}
        for i in indices:
            if i not in cache:
                with Image.open(self.paths[i]) as im:
                    cache[i] = np.asarray(im.convert("RGB"))
        return [cache[i] for i in indices]


class VideoSource:
    """A video file decoded by ffmpeg. The frame count is exact (ffmpeg decodes the
    stream once to count), not the container's estimate."""

    def __init__(self, path: str):
        ff = _ffmpeg()
        self.path = self.name = path
        try:
            self._count, _ = ff.count_frames_and_secs(path)
            reader = ff.read_frames(path)
            meta = next(reader)
            reader.close()
        except (OSError, RuntimeError, StopIteration) as err:
            raise ValueError(f"{path}: ffmpeg cannot read this video ({str(err).strip()[:200]})") from None
        self.fps = float(meta.get("fps") or 24.0)
        self.size = tuple(meta["size"])  # (width, height)

    def __len__(self) -> int:
        return int(self._count)

    def read(self, indices: Sequence[int]) -> list[np.ndarray]:
        wanted = set(indices)
        if not wanted:
            return []
        last = max(wanted)
        w, h = self.size
        got: dict[int, np.ndarray] = {}
        reader = _ffmpeg().read_frames(self.path)
        try:
            next(reader)
            for i, buf in enumerate(reader):
                if i in wanted:
                    got[i] = np.frombuffer(buf, np.uint8).reshape(h, w, 3).copy()
                if i >= last:
                    break
        finally:
            reader.close()
        missing = wanted - got.keys()
        if missing:
            raise ValueError(f"{self.path}: frame {min(missing)} could not be decoded "
                             f"(the stream ended after {len(got)} wanted frames)")
        return [got[i] for i in indices]


def open_frames(path: str, fps: float = 24.0):
    """A frame source for a video file or a folder of frames (``fps`` is used for folders)."""
    if os.path.isdir(path):
        return FolderSource(path, fps)
    if not os.path.isfile(path):
        raise ValueError(f"{path}: no such video file or frame folder")
    if path.lower().endswith(IMAGE_EXTS):
        raise ValueError(f"{path}: a single image, not a video; pass a video file or a folder of frames")
    return VideoSource(path)


def _natural_key(name: str) -> list:
    return [int(p) if p.isdigit() else p.lower() for p in re.split(r"(\d+)", name)]


def is_video_path(path: str) -> bool:
    return path.lower().endswith(VIDEO_EXTS)


def write_video(path: str, frames: Iterable[np.ndarray], fps: float = 12.0, quality: float = 8.0) -> str:
    """Encode RGB frames as H.264 (yuv420p) in an MP4; odd sizes are padded by one edge
    pixel, since 4:2:0 chroma needs even sizes. Same frames, same bytes (one encoder
    thread, bit-exact muxing)."""
    ff = _ffmpeg()
    frames = iter(frames)
    first = np.asarray(next(frames))
    h, w = first.shape[:2]
    pw, ph = w + w % 2, h + h % 2
    tmp = temp_file(path)
    writer = ff.write_frames(tmp, (pw, ph), fps=fps, quality=quality, macro_block_size=2,
                             output_params=["-threads", "1", "-flags", "+bitexact",
                                            "-fflags", "+bitexact", "-y"])
    try:
        writer.send(None)
        for frame in _chain(first, frames):
            frame = np.asarray(frame, np.uint8)
            if frame.shape[:2] != (h, w):
                raise ValueError(f"frame size {frame.shape[1]}x{frame.shape[0]} differs from the "
                                 f"first frame's {w}x{h}")
            if (pw, ph) != (w, h):
                frame = np.pad(frame, ((0, ph - h), (0, pw - w), (0, 0)), mode="edge")
            writer.send(np.ascontiguousarray(frame))
        writer.close()
        os.replace(tmp, path)
    except BaseException:
        writer.close()
        if os.path.exists(tmp):
            os.remove(tmp)
        raise
    return path


def write_frame_folder(path: str, frames: Iterable[np.ndarray], level: int = 1) -> str:
    """One PNG per frame, ``frame_000000.png`` upwards, written to a temporary folder
    that is renamed to ``path`` when complete; refuses an existing ``path``."""
    from ..io import png

    if os.path.exists(path):
        raise FileExistsError(f"{path}: already exists; remove it or choose another folder")
    tmp = temp_dir(os.path.dirname(os.path.abspath(path)))
    try:
        for i, frame in enumerate(frames):
            with open(os.path.join(tmp, f"frame_{i:06d}.png"), "wb") as fh:
                fh.write(png.encode(np.asarray(frame, np.uint8), level))
        os.replace(tmp, path)
    except BaseException:
        shutil.rmtree(tmp, ignore_errors=True)
        raise
    return path


def write_clip(path: str, frames: Sequence[np.ndarray], fps: float) -> str:
    """A video file when ``path`` has a video extension, else a frame folder."""
    return write_video(path, frames, fps) if is_video_path(path) else write_frame_folder(path, frames)


def save_png(path: str, image: np.ndarray) -> str:
    """Write an RGB image as PNG atomically (temporary name, then rename)."""
    from ..io import png

    with atomic_open(path, "wb") as fh:
        fh.write(png.encode(np.asarray(image, np.uint8), 6))
    return path


def _chain(first, rest):
    yield first
    yield from rest
