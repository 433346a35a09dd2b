"""One item of ``spatial-iq flatten-set``, flattened in a worker process: its image, and its
native frames or video for the native export.

``flatten_item`` never raises for a bad item (an unreadable video, a question too long for
the band): it returns the journal record with ``error`` set; only a full disk stops the
run. A native video is placed in the export by a hard link or a copy, never written in
place, so the user's file cannot change through the link.
"""

from __future__ import annotations

import errno
import os

from .flatset_exports import NATIVE
from .flatset_manifest import Settings, fingerprint

VIDEO_MAGIC = {"mp4": lambda b: b[4:8] == b"ftyp", "webm": lambda b: b.startswith(b"\x1a\x45\xdf\xa3")}



def flatten_item(item: dict, settings: Settings, out: str) -> dict:
    """Flatten one item into ``out/images``; with ``native_frames`` also write its native
    frames. Returns the journal record (``error`` set when the item failed)."""
    from .flatten import flatten
    from .sampling import segment_centres
    from .video_io import open_frames, save_png

    record = {"id": item["id"], "fingerprint": fingerprint(item, settings)}
    try:
        src = open_frames(item["video"], item["fps"])
        flat = flatten(src, item["question"], item["options"] or None, grid=settings.grid, size=settings.size,
                       padding=settings.padding, aspect=settings.aspect, style=settings.style())
        image = f"images/{item['name']}.png"
        save_png(os.path.join(out, image), flat.image)
        record.update(image=image, frames=flat.indices, n_frames=len(src), fps=src.fps,
                      fonts=[os.path.basename(p) for p in flat.banner.fonts], font_size=flat.banner.font_size)
        if settings.native_frames:
            folder = f"{NATIVE}/frames/{item['name']}"
            os.makedirs(os.path.join(out, folder), exist_ok=True)
            idx = segment_centres(len(src), settings.native_frames)
            paths = []
            for k, frame in zip(idx, src.read(idx)):
                paths.append(f"frames/{item['name']}/{k:06d}.png")
                save_png(os.path.join(out, NATIVE, paths[-1]), frame)
            record["native"] = paths
        elif os.path.isdir(item["video"]):
            from .video_io import write_video

            rel = f"videos/{item['name']}.mp4"
            os.makedirs(os.path.join(out, NATIVE, "videos"), exist_ok=True)
            write_video(os.path.join(out, NATIVE, rel), (src.read([i])[0] for i in range(len(src))), src.fps)
            record["native"] = [rel]
        else:
            with open(item["video"], "rb") as fh:
                head = fh.read(16)
            if not any(test(head) for test in VIDEO_MAGIC.values()):
                raise ValueError(f"{item['video']}: the native export sends the video itself, which must be "
                                 f"MP4/MOV or WebM/MKV; convert it, or pass --native-frames N")
            rel = f"videos/{item['name']}{os.path.splitext(item['video'])[1].lower()}"
            _place(item["video"], os.path.join(out, NATIVE, rel))
            record["native"] = [rel]
    except OSError as err:
        if err.errno in (errno.ENOSPC, errno.EDQUOT):
            raise
        record["error"] = f"{type(err).__name__}: {err}"
    except (ValueError, RuntimeError) as err:
        record["error"] = str(err)
    return record


def _place(src: str, dst: str) -> None:
    """``src`` at ``dst`` inside the export (``predict`` reads no file outside it): a hard
    link, or a copy where the file system refuses one. Nothing here ever writes into
    ``dst`` in place (every writer renames a finished file over it), so the user's video
    cannot change through the link."""
    import shutil

    from ..io.atomic import temp_name

    os.makedirs(os.path.dirname(dst), exist_ok=True)
    tmp = temp_name(dst)
    try:
        os.remove(tmp)
        try:
            os.link(src, tmp)
        except OSError:  # another file system, or links not allowed
            shutil.copyfile(src, tmp)
        os.replace(tmp, dst)
    except BaseException:
        if os.path.lexists(tmp):
            os.remove(tmp)
        raise


def _worker(args):
    return flatten_item(*args)
