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
import subprocess
import tempfile
from collections.abc import Iterable, Sequence
from typing import IO

import numpy as np

from ..io.atomic import atomic_open, temp_dir, temp_file, temp_name

IMAGE_EXTS = (".png", ".jpg", ".jpeg", ".bmp", ".webp", ".tif", ".tiff")
VIDEO_EXTS = (".mp4", ".mkv", ".mov", ".avi", ".webm", ".m4v", ".mpg", ".mpeg", ".wmv", ".gif")


def _ffmpeg():
    try:
        import imageio_ffmpeg
    except ImportError:
        raise RuntimeError("reading or writing video files needs imageio-ffmpeg: "
                           "pip install 'spatial-iq[video]' (or pass a folder of frames)") from None
    return imageio_ffmpeg


def have_ffmpeg() -> bool:
    """True when video files can be read and written (the ``video`` extra is installed)."""
    try:
        _ffmpeg()
    except RuntimeError:
        return False
    return True


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
        from .paths import kind_of

        names = []
        for entry in os.scandir(path):
            if entry.name.lower().endswith(IMAGE_EXTS):
                if not entry.is_file():  # a FIFO would block the reader, a device never end
                    mode = os.stat(entry.path).st_mode if os.path.exists(entry.path) else 0
                    what = kind_of(mode) if mode else "a broken link"
                    raise ValueError(f"{entry.path}: is {what}, not a frame image; remove it from the frame "
                                     "folder")
                names.append(entry.name)
        if not names:
            raise ValueError(f"{path}: no frame images ({', '.join(IMAGE_EXTS)}) in this folder")
        self.paths = [os.path.join(path, n) for n in sorted(names, key=_natural_key)]
        self.fps = float(fps)
        self.name = path

    def __len__(self) -> int:
        return len(self.paths)

    def read(self, indices: Sequence[int]) -> list[np.ndarray]:
        from PIL import Image

        from .paths import open_regular

        cache: dict[int, np.ndarray] = {}
        for i in indices:
            if i not in cache:
                try:
                    with open_regular(self.paths[i]) as fh, Image.open(fh) as im:
                        cache[i] = np.asarray(im.convert("RGB"))
                except (OSError, ValueError, Image.DecompressionBombError) as err:  # not an image PIL reads
                    raise ValueError(f"{self.paths[i]}: not a readable image ({str(err)[:120]}); remove it "
                                     "from the frame folder or replace it") from None
        return [cache[i] for i in indices]


class VideoSource:
    """A video file decoded by ffmpeg. The frame count is exact (ffmpeg decodes the
    stream once to count), not the container's estimate."""

    def __init__(self, path: str):
        ff = _ffmpeg()
        self.path = self.name = path
        if os.path.getsize(path) == 0:
            raise ValueError(f"{path}: an empty file (0 bytes), not a video; pass a video file or a "
                             "folder of frames")
        try:
            self._count, _ = ff.count_frames_and_secs(path)
            reader = ff.read_frames(path)
            meta = next(reader)
            reader.close()
        except (OSError, RuntimeError, StopIteration, KeyError, ValueError) as err:
            raise ValueError(f"{path}: ffmpeg cannot read this video ({ffmpeg_reason(err)}); pass a video "
                             "file or a folder of frames") from None
        if not self._count or not meta.get("size"):
            raise ValueError(f"{path}: ffmpeg finds no video frames in this file; pass a video file or a "
                             "folder of frames")
        self.fps = float(meta.get("fps") or 24.0)
        if not 0 < self.fps < 10_000:  # a damaged header can claim anything
            self.fps = 24.0
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
        except (OSError, RuntimeError, StopIteration, ValueError) as err:
            raise ValueError(f"{self.path}: ffmpeg stopped decoding this video "
                             f"({ffmpeg_reason(err)})") from None
        finally:
            reader.close()
        missing = wanted - got.keys()
        if missing:
            raise ValueError(f"{self.path}: frame {min(missing)} could not be decoded "
                             f"(the stream ended after {len(got)} wanted frames)")
        return [got[i] for i in indices]


_BANNER = re.compile(r"^(ffmpeg version|built with|configuration:|lib(av|sw|post)\w*\s|\s)")
_PREFIX = re.compile(r"^\[[^\]]*@ 0x[0-9a-f]+\]\s*")


def ffmpeg_reason(err: BaseException) -> str:
    """The last line of ffmpeg's report that says something (``Invalid data found when
    processing input``), without its version banner or its ``[in#0 @ 0x...]`` prefix:
    imageio-ffmpeg passes on ffmpeg's whole output, which starts with a long banner."""
    lines = [_PREFIX.sub("", line).strip() for line in str(err).splitlines()
             if line.strip() and not _BANNER.match(line)]
    said = [line for line in lines
            if not line.startswith(("Error opening input file", "Input #", "Output #"))]
    reason = (said or lines or [type(err).__name__])[-1]
    return reason[:160]


def open_frames(path: str, fps: float = 24.0):
    """A frame source for a video file or a folder of frames (``fps`` is used for folders)."""
    from .paths import is_regular, kind_of

    if os.path.isdir(path):
        return FolderSource(path, fps)
    if not os.path.exists(path):
        raise ValueError(f"{path}: no such video file or frame folder")
    if not is_regular(path):
        raise ValueError(f"{path}: is {kind_of(os.stat(path).st_mode)}, not a video file or a frame folder")
    if path.lower().endswith(IMAGE_EXTS):
        raise ValueError(f"{path}: a single image, not a video; pass a video file or a folder of frames")
    return VideoSource(path)


def _natural_key(name: str) -> list:
    return [int(p) if p.isdigit() else p.lower() for p in re.split(r"(\d+)", name)]


def is_video_path(path: str) -> bool:
    return path.lower().endswith(VIDEO_EXTS)


def _encoder(path: str, size: tuple[int, int], fps: float, quality: float,
             log: IO[bytes]) -> subprocess.Popen:
    """Start ``imageio-ffmpeg``'s ffmpeg reading raw RGB frames on stdin and writing H.264 to
    ``path``: the command line ``imageio_ffmpeg.write_frames`` builds (same bytes), started
    so that it dies with this process (``io/lifetime.py``): an encoder whose writer was
    killed must not go on to finish a temporary file after a rerun has cleaned the folder."""
    from fractions import Fraction

    from ..io.lifetime import child_dies_with_this_process

    crf = int((1 - quality / 10.0) * 51)  # imageio-ffmpeg's quality (0-10) as x264's CRF
    cmd = [_ffmpeg().get_ffmpeg_exe(), "-y", "-f", "rawvideo", "-vcodec", "rawvideo",
           "-s", f"{size[0]}x{size[1]}", "-pix_fmt", "rgb24", "-r", str(Fraction(fps).limit_denominator()),
           "-i", "-", "-an", "-vcodec", "libx264", "-pix_fmt", "yuv420p", "-crf", str(crf),
           "-v", "warning", "-threads", "1", "-flags", "+bitexact", "-fflags", "+bitexact", "-y", path]
    return subprocess.Popen(cmd, stdin=subprocess.PIPE, stdout=subprocess.DEVNULL, stderr=log,
                            preexec_fn=child_dies_with_this_process())


def write_video(path: str, frames: Iterable[np.ndarray], fps: float = 12.0, quality: float = 8.0) -> str:
    """Encode RGB frames as H.264 (yuv420p) in an MP4; odd sizes are padded by one edge
    pixel, since 4:2:0 chroma needs even sizes. Same frames, same bytes (one encoder
    thread, bit-exact muxing)."""
    frames = iter(frames)
    first = np.asarray(next(frames))
    h, w = first.shape[:2]
    pw, ph = w + w % 2, h + h % 2
    tmp = temp_name(path)
    with tempfile.TemporaryFile() as log:
        encoder = _encoder(tmp, (pw, ph), fps, quality, log)
        try:
            for frame in _chain(first, frames):
                frame = np.asarray(frame, np.uint8)
                if frame.shape[:2] != (h, w):
                    raise ValueError(f"frame size {frame.shape[1]}x{frame.shape[0]} differs from the "
                                     f"first frame's {w}x{h}")
                if (pw, ph) != (w, h):
                    frame = np.pad(frame, ((0, ph - h), (0, pw - w), (0, 0)), mode="edge")
                try:
                    encoder.stdin.write(np.ascontiguousarray(frame).data)
                except BrokenPipeError:
                    break  # ffmpeg stopped: its exit status and log say why
            try:
                encoder.stdin.close()
            except BrokenPipeError:
                pass
            if encoder.wait() != 0:
                log.seek(0)
                raise RuntimeError(f"{path}: ffmpeg failed (exit {encoder.returncode}): "
                                   f"{log.read().decode(errors='replace').strip()[-2000:]}")
            os.replace(tmp, path)
        except BaseException:
            encoder.kill()
            encoder.wait()
            if os.path.exists(tmp):
                os.remove(tmp)
            raise
    return path


FRAME_NAME = re.compile(r"frame_\d{6}\.png")  # the files of a frame folder written here


def _fill_frame_folder(folder: str, frames: Iterable[np.ndarray], level: int = 1) -> None:
    from ..io import png

    for i, frame in enumerate(frames):
        with open(os.path.join(folder, f"frame_{i:06d}.png"), "wb") as fh:
            fh.write(png.encode(np.asarray(frame, np.uint8), level))


def write_frame_folder(path: str, frames: Iterable[np.ndarray], level: int = 1) -> str:
    """One PNG per frame, ``frame_000000.png`` upwards, written to a temporary folder
    that is renamed to ``path`` when complete; refuses an existing ``path``."""
    if os.path.exists(path):
        raise FileExistsError(f"{path}: already exists; remove it or choose another folder")
    tmp = temp_dir(os.path.dirname(os.path.abspath(path)))
    try:
        _fill_frame_folder(tmp, frames, level)
        os.replace(tmp, path)
    except BaseException:
        shutil.rmtree(tmp, ignore_errors=True)
        raise
    return path


def write_clip(path: str, frames: Sequence[np.ndarray], fps: float) -> str:
    """A video file when ``path`` has a video extension, else a frame folder."""
    return write_video(path, frames, fps) if is_video_path(path) else write_frame_folder(path, frames)


def stage_png(path: str, image: np.ndarray) -> tuple[str, str]:
    """The PNG written complete under a temporary name beside ``path``: (temporary, path),
    for ``put_in_place``."""
    from ..io import png

    fd, tmp = temp_file(os.path.dirname(os.path.abspath(path)), suffix=".png")
    try:
        with os.fdopen(fd, "wb") as fh:
            fh.write(png.encode(np.asarray(image, np.uint8), 6))
    except BaseException:
        os.remove(tmp)
        raise
    return tmp, path


def stage_clip(path: str, frames: Sequence[np.ndarray], fps: float) -> tuple[str, str]:
    """The clip (a video for a video path, else a frame folder) written complete under a
    temporary name beside ``path``: (temporary, path), for ``put_in_place``."""
    if is_video_path(path):
        tmp = temp_name(path)
        try:
            write_video(tmp, frames, fps)
        except BaseException:
            if os.path.exists(tmp):
                os.remove(tmp)
            raise
        return tmp, path
    tmp = temp_dir(os.path.dirname(os.path.abspath(path)))
    try:
        _fill_frame_folder(tmp, frames)
    except BaseException:
        shutil.rmtree(tmp, ignore_errors=True)
        raise
    return tmp, path


def _remove(path: str) -> None:
    if os.path.isdir(path) and not os.path.islink(path):
        shutil.rmtree(path)
    elif os.path.lexists(path):
        os.remove(path)


def discard(staged: list[tuple[str, str]]) -> None:
    """Remove staged files that were not put in place."""
    for tmp, _ in staged:
        _remove(tmp)


def put_in_place(staged: list[tuple[str, str]]) -> None:
    """Move every staged (temporary, path) into place. What is at ``path`` (``--overwrite``)
    is moved aside first and removed only once the new one is there: an old output is
    never deleted before its replacement is complete."""
    for tmp, path in staged:
        aside = None
        if os.path.lexists(path) and (os.path.isdir(path) or os.path.isdir(tmp)):
            aside = temp_name(path)  # a free name beside it
            os.remove(aside)
            os.replace(path, aside)
        os.replace(tmp, path)
        if aside is not None:
            _remove(aside)


def save_png(path: str, image: np.ndarray) -> str:
    """Write an RGB image as PNG atomically (temporary name, then rename)."""
    from ..io import png

    with atomic_open(path, "wb") as fh:
        fh.write(png.encode(np.asarray(image, np.uint8), 6))
    return path


def _chain(first, rest):
    yield first
    yield from rest
