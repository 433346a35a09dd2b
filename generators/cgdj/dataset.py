"""``spatial-iq cgdj-videos``: scenes -> collapse and orbit clips -> CGDJ items, written as a
dataset folder with a manifest.

Layout of ``out/``::

    manifest.json        schema, package version, git commit, config, counts, files + sha256
    config.yaml          the resolved config
    items.jsonl          one item per line (below)
    perception.jsonl     the perception clips as a flatten-set manifest (video, question, options, ...)
    videos/              sNNNNN_collapse.mp4, sNNNNN_orbit.mp4 (or PNG folders, clip.format=frames)
    flat/                sNNNNN_{collapse,orbit}_{RxC}.png   flattened grid + question, 1280x720
    keyframes/           sNNNNN_collapse.png                 pre-cut keyframes, 1280x720
    golden/              sNNNNN_collapse.mp4 (or folder)     frames from the cut to the end

Items: explicit perception (``kind: perception``) on both clips, a count question with
lettered options drawn by ``questions.count_options`` (collapse: blocks at rest; orbit:
columns on the floor), in English or Chinese (``language``); implicit prediction
(``kind: prediction``) on the collapse clip, pre-cut keyframes as the condition and the
golden post-cut clip. Paths in items are relative to ``out``.

``out`` is claimed like every output folder (``io/outdir.py``, docs/errors.md): a new or
empty folder, or one this command wrote (marker ``.spatial-iq.json``, kind ``cgdj videos``),
locked while the command runs. Everything is written into a staging folder inside it and
moved into place when complete (the next run removes the files of ours a killed run left
there, ``STAGING``, and nothing else); a dataset already there is replaced only with
``overwrite=true``, and then only the files this command writes (``OWN``) are replaced or
removed: anything else in the folder stays.
"""

from __future__ import annotations

import dataclasses
import hashlib
import json
import os
import time

from ..errors import ConfigError
from ..io.atomic import temp_dir
from ..io.manifest import MANIFEST, provenance
from ..io.outdir import OutDir, manifest_kind, read_marker, staged
from ..rng import CGDJ_OPTIONS, stream
from .config import CgdjVideosConfig, load, validate
from .flatten import flatten
from .keyframes import keyframes
from .video_io import ArraySource, save_png, write_clip

SCHEMA_VERSION = 1
PERCEPTION = "perception.jsonl"  # a flatten-set manifest of the perception clips
KIND = "cgdj videos"  # the folder's marker (io/outdir.py)
# every file this command writes (clips are MP4s or frame folders); overwrite removes only these
OWN = (MANIFEST, "config.yaml", "items.jsonl", PERCEPTION, "videos/s*", "videos/s*/frame_*.png",
       "flat/s*.png", "keyframes/s*.png", "golden/s*", "golden/s*/frame_*.png")
STAGE_PREFIX = ".tmp-cgdj-"  # the staging folder inside ``out``, removed when done or by the next run
STAGING = staged(STAGE_PREFIX, OWN)  # what a killed run left there: only our own files
# object type -> (plural, singular) per language
NOUNS = {"en": {"cube": ("cubes", "cube"), "box": ("cardboard boxes", "box"), "can": ("cans", "can")},
         "zh": {"cube": ("方块", "方块"), "box": ("纸箱", "纸箱"), "can": ("罐子", "罐子")}}
# Unambiguous wording: the collapse count does not change while blocks fall, and a column
# is defined so that touching columns still count one each.
QUESTIONS = {
    ("en", "collapse"): ("{Many} hang in the air, then drop straight down until each rests on the floor or "
                         "on another one. How many {many} are there when everything has stopped moving?"),
    ("en", "orbit"): ("The camera circles once around {many} stacked on the floor. How many columns are "
                      "there? A column is one {one} on the floor or several stacked straight on top of each "
                      "other; columns that touch side by side count separately."),
    ("zh", "collapse"): ("一些{many}悬在空中，随后竖直落下，直到每个都停在地面或另一个{one}上。"
                         "全部静止后，一共有多少个{many}？"),
    ("zh", "orbit"): ("镜头绕着地面上堆叠的{many}转一圈。一共有多少列？"
                      "一列是地面上的一个{one}，或竖直叠在一起的几个{many}；并排相贴的列分别计数。"),
}


def question(language: str, clip: str, object_type: str) -> str:
    many, one = NOUNS[language].get(object_type, NOUNS[language]["cube"])
    return QUESTIONS[(language, clip)].format(many=many, one=one, Many=many[:1].upper() + many[1:])


def _generator(cfg: CgdjVideosConfig):
    """The voxel generator of these clips' scenes: ``generate``'s, at its camera settings."""
    from ..dataset.pipeline import Generator
    from .config import scene_config

    return Generator(scene_config(cfg))


def clip_size(cfg: CgdjVideosConfig) -> tuple[int, int]:
    """The clip's frame size: as configured, or (0x0) the frame box of a cell of the first
    layout, for the longer of the two questions with two-digit options, times
    ``clip.scale`` (even numbers, for H.264)."""
    from .banner import layout_banner
    from .flatten import cell_boxes, parse_grid

    c = cfg.clip
    if c.width and c.height:
        return int(c.width), int(c.height)
    rows, cols = parse_grid(cfg.layouts[0])
    boxes = []
    for clip in ("collapse", "orbit"):
        band = layout_banner(question(cfg.language, clip, cfg.object_type), ["00"] * int(cfg.n_options),
                             1280, 720)
        x0, y0, x1, y1 = cell_boxes(rows, cols, 1280, 720, band.height, 2)[0]
        boxes.append((x1 - x0, y1 - y0))
    w, h = min(b[0] for b in boxes), min(b[1] for b in boxes)
    return 2 * round(w * c.scale / 2), 2 * round(h * c.scale / 2)


def _options(value: int, rng, k: int) -> tuple[list[int], str]:
    from ..questions.count_options import count_options

    opts, idx = count_options(value, rng, k)
    return opts, "ABCDE"[idx]


def scene_items(gen, cfg, scene_index: int, root: str) -> list[dict]:
    """Render one scene's two clips, write their files under ``root``, return its items."""
    from .scene_videos import collapse_clip, orbit_clip

    c = cfg.clip
    scene = gen.sample(scene_index)
    rng = stream(cfg.seed, scene_index, CGDJ_OPTIONS)
    width, height = clip_size(cfg)
    lens = {"width": width, "height": height, "fill": float(c.fill),
            "focal_length": float(gen.cfg.camera.focal_length),
            "horizontal_aperture": float(gen.cfg.camera.horizontal_aperture), "view": gen.views[0]}
    collapse, start = collapse_clip(scene, rng, gen.renderer, fps=float(c.fps),
                                    hold_before_s=float(c.hold_before_s), hold_after_s=float(c.hold_after_s),
                                    slowdown=float(c.slowdown), cut_fraction=float(c.cut_fraction),
                                    headroom=int(c.headroom), **lens)
    orbit = orbit_clip(scene, gen.renderer, fps=float(c.fps), seconds=float(c.orbit_seconds), **lens)
    ext = ".mp4" if c.format == "mp4" else ""
    stem = f"s{scene_index:05d}"
    n_blocks = scene.n_blocks
    n_stacks = len({(int(i), int(j)) for i, j, _ in scene.blocks})
    items = []
    for name, clip, value in (("collapse", collapse, n_blocks), ("orbit", orbit, n_stacks)):
        text = question(cfg.language, name, scene.object_type)
        video = f"videos/{stem}_{name}{ext}"
        write_clip(os.path.join(root, video), clip.frames, clip.fps)
        options, answer = _options(value, rng, int(cfg.n_options))
        images = {}
        for layout in cfg.layouts:
            flat = flatten(ArraySource(clip.frames, clip.fps), text, options, grid=layout)
            images[str(layout)] = f"flat/{stem}_{name}_{layout}.png"
            save_png(os.path.join(root, images[str(layout)]), flat.image)
        items.append({
            "id": f"{stem}-{name}-perception", "kind": "perception", "clip": name, "scene_id": scene_index,
            "category": name, "sub_domain": "counting", "video": video, "image": images[str(cfg.layouts[0])],
            "images": images, "question": text, "options": options, "answer": answer,
            "answer_value": value, "n_frames": len(clip.frames), "fps": clip.fps,
            "duration_s": len(clip.frames) / clip.fps})
    kf = keyframes(ArraySource(collapse.frames, collapse.fps), collapse.cut, int(cfg.keyframes))
    condition = f"keyframes/{stem}_collapse.png"
    save_png(os.path.join(root, condition), kf.image)
    golden = f"golden/{stem}_collapse{ext}"
    write_clip(os.path.join(root, golden), collapse.frames[collapse.cut:], collapse.fps)
    noun = NOUNS["en"].get(scene.object_type, NOUNS["en"]["cube"])[0]
    items.append({
        "id": f"{stem}-collapse-prediction", "kind": "prediction", "clip": "collapse",
        "scene_id": scene_index,
        "category": "natural_science", "sub_domain": "gravity_collapse",
        "video": f"videos/{stem}_collapse{ext}", "condition": condition, "condition_frames": kf.indices,
        "golden": golden, "cut_frame": collapse.cut, "release_frame": collapse.release,
        "settled_frame": collapse.settled, "n_frames": len(collapse.frames), "fps": collapse.fps,
        "duration_s": len(collapse.frames) / collapse.fps,
        "description": (f"{n_blocks} {noun} hang at different heights above a grey floor and are "
                        f"released together; they fall straight down under gravity. Continue the video "
                        f"until every one has come to rest on the floor or on another."),
        "blocks_at_rest": scene.blocks.tolist(), "start_layers": start.tolist()})
    return items


def write_dataset(cfg: CgdjVideosConfig, progress: bool = False) -> dict:
    """Write the whole dataset; returns a summary."""
    cfg = load(cfg)
    validate(cfg)
    if cfg.clip.format == "mp4":
        from .video_io import _ffmpeg

        _ffmpeg()  # fail before any work when the video extra is missing
    folder = OutDir(str(cfg.out), KIND, f"out={cfg.out}", "spatial-iq cgdj-videos", OWN,
                    legacy=manifest_kind(MANIFEST, "cgdj-videos"))
    folder.claim()  # a folder of the user's is refused; a second cgdj-videos on it is Busy
    had_marker = read_marker(folder.path) is not None
    tmp = None
    try:
        folder.remove_own(STAGING)  # what a killed run of ours left
        if folder.own_files() and not cfg.overwrite:
            raise ConfigError(f"out={cfg.out}: already holds a cgdj-videos dataset; choose a new folder or "
                              "add overwrite=true to replace it (only its own files)")
        folder.mark()
        tmp = temp_dir(folder.path, STAGE_PREFIX)
        counts, seconds = _write_all(cfg, tmp, progress)
        folder.swap_in(tmp, MANIFEST)
    except BaseException:
        folder.give_up(tmp, had_marker)  # nothing half-written; nothing left when nothing was ours
        raise
    finally:
        folder.release()
    return {"out": folder.path, **counts, "seconds": seconds}


def _write_all(cfg: CgdjVideosConfig, tmp: str, progress: bool) -> tuple[dict, float]:
    """Every file of the dataset, into the staging folder ``tmp``; returns (counts, seconds)."""
    from omegaconf import OmegaConf

    start = time.perf_counter()
    gen = _generator(cfg)
    for sub in ("videos", "flat", "keyframes", "golden"):
        os.makedirs(os.path.join(tmp, sub))
    items = []
    for n in range(int(cfg.n_scenes)):
        items += scene_items(gen, cfg, int(cfg.first_scene) + n, tmp)
        if progress:
            print(f"scene {n + 1}/{cfg.n_scenes}", flush=True)
    with open(os.path.join(tmp, "items.jsonl"), "w", encoding="utf-8") as fh:
        fh.writelines(json.dumps(item, ensure_ascii=False) + "\n" for item in items)
    with open(os.path.join(tmp, PERCEPTION), "w", encoding="utf-8") as fh:
        fh.writelines(json.dumps(perception_row(item), ensure_ascii=False) + "\n"
                      for item in items if item["kind"] == "perception")
    resolved = dataclasses.asdict(cfg)
    with open(os.path.join(tmp, "config.yaml"), "w") as fh:
        fh.write(OmegaConf.to_yaml(resolved))
    counts = {"scenes": int(cfg.n_scenes), "items": len(items),
              "perception": sum(i["kind"] == "perception" for i in items),
              "prediction": sum(i["kind"] == "prediction" for i in items)}
    manifest = {"schema_version": SCHEMA_VERSION, "kind": "cgdj-videos", **provenance(),
                "config": resolved, "counts": counts, "files": _file_list(tmp)}
    with open(os.path.join(tmp, MANIFEST), "w") as fh:
        json.dump(manifest, fh, indent=1)
    return counts, time.perf_counter() - start


def perception_row(item: dict) -> dict:
    """A ``flatten-set`` manifest row for a perception item (paths relative to the folder)."""
    return {"id": item["id"], "video": item["video"], "question": item["question"],
            "options": [str(o) for o in item["options"]], "answer": item["answer"],
            "category": item["category"], "sub_domain": item["sub_domain"], "scene_id": item["scene_id"],
            "duration": item["duration_s"], "fps": item["fps"]}


def _file_list(root: str) -> list[dict]:
    files = []
    for dirpath, _, names in os.walk(root):
        for name in sorted(names):
            path = os.path.join(dirpath, name)
            with open(path, "rb") as fh:
                digest = hashlib.sha256(fh.read()).hexdigest()
            files.append({"path": os.path.relpath(path, root), "sha256": digest,
                          "bytes": os.path.getsize(path)})
    return sorted(files, key=lambda f: f["path"])


def load_items(path: str) -> list[dict]:
    """Items of a dataset folder (or an items.jsonl), with file paths made absolute."""
    file = os.path.join(path, "items.jsonl") if os.path.isdir(path) else path
    if not os.path.isfile(file):
        raise ValueError(f"{path}: no items.jsonl; is this a folder written by spatial-iq cgdj-videos?")
    from .aggregate import read_records

    root = os.path.dirname(os.path.abspath(file))
    items = read_records(file)  # JSON objects with an id, or one line naming the first that is not
    for item in items:
        for key in ("video", "image", "condition", "golden"):
            if isinstance(item.get(key), str) and not os.path.isabs(item[key]):
                item[key] = os.path.join(root, item[key])
    return items
