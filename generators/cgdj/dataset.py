"""``spatial-iq cgdj-videos``: scenes -> collapse and orbit clips -> CGDJ items, written as a
dataset folder with a manifest.

Layout of ``out/``::

    manifest.json        schema, package version, git commit, config, counts, files + sha256
    config.yaml          the resolved config
    items.jsonl          one item per line (below)
    videos/              sNNNNN_collapse.mp4, sNNNNN_orbit.mp4 (or PNG folders, clip.format=frames)
    flat/                sNNNNN_{collapse,orbit}_{RxC}.png   flattened grid + question, 1280x720
    keyframes/           sNNNNN_collapse.png                 pre-cut keyframes, 1280x720
    golden/              sNNNNN_collapse.mp4 (or folder)     frames from the cut to the end

Items: explicit perception (``kind: perception``) on both clips, a count question with
lettered options drawn by ``questions.count_options`` (collapse: blocks at rest; orbit:
stacks on the floor); implicit prediction (``kind: prediction``) on the collapse clip,
pre-cut keyframes as the condition and the golden post-cut clip. Paths in items are
relative to ``out``. The whole folder is written under a temporary name and renamed when
complete; an existing ``out`` is only replaced with ``overwrite=true``.
"""

from __future__ import annotations

import dataclasses
import hashlib
import json
import os
import shutil
import tempfile
import time

from ..errors import ConfigError
from ..io.manifest import MANIFEST, provenance
from ..rng import CGDJ_OPTIONS, stream
from .config import CgdjVideosConfig, load, validate
from .flatten import flatten
from .keyframes import keyframes
from .video_io import ArraySource, save_png, write_clip

SCHEMA_VERSION = 1
NOUNS = {"cube": "cubes", "box": "cardboard boxes", "can": "cans"}
COLLAPSE_Q = ("Blocks hang in the air, then drop until they rest on the floor or on each other. "
              "How many blocks are there once everything has stopped moving?")
ORBIT_Q = ("The camera circles once around some stacks of blocks. How many separate stacks "
           "(columns of blocks standing on the floor) are there?")


def _generator(cfg: CgdjVideosConfig):
    """The voxel generator of these clips' scenes (the clip size is its camera size)."""
    from ..config import CameraConfig, GenerateConfig, RenderConfig
    from ..dataset.pipeline import Generator

    return Generator(GenerateConfig(
        out="unused", grid=cfg.grid, block_size=float(cfg.block_size), seed=int(cfg.seed),
        object_type=cfg.object_type, count_distribution=cfg.count_distribution,
        max_attempts=int(cfg.max_attempts),
        render=RenderConfig(palette=bool(cfg.palette), backend=cfg.render_backend),
        camera=CameraConfig(width=int(cfg.clip.width), height=int(cfg.clip.height))))


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
    lens = {"width": int(c.width), "height": int(c.height),
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
    for name, clip, question, value in (("collapse", collapse, COLLAPSE_Q, n_blocks),
                                        ("orbit", orbit, ORBIT_Q, n_stacks)):
        video = f"videos/{stem}_{name}{ext}"
        write_clip(os.path.join(root, video), clip.frames, clip.fps)
        options, answer = _options(value, rng, int(cfg.n_options))
        images = {}
        for layout in cfg.layouts:
            flat = flatten(ArraySource(clip.frames, clip.fps), question, options, grid=layout)
            images[str(layout)] = f"flat/{stem}_{name}_{layout}.png"
            save_png(os.path.join(root, images[str(layout)]), flat.image)
        items.append({
            "id": f"{stem}-{name}-perception", "kind": "perception", "clip": name, "scene_id": scene_index,
            "category": name, "sub_domain": "counting", "video": video, "image": images[str(cfg.layouts[0])],
            "images": images, "question": question, "options": options, "answer": answer,
            "answer_value": value, "n_frames": len(clip.frames), "fps": clip.fps,
            "duration_s": len(clip.frames) / clip.fps})
    kf = keyframes(ArraySource(collapse.frames, collapse.fps), collapse.cut, int(cfg.keyframes))
    condition = f"keyframes/{stem}_collapse.png"
    save_png(os.path.join(root, condition), kf.image)
    golden = f"golden/{stem}_collapse{ext}"
    write_clip(os.path.join(root, golden), collapse.frames[collapse.cut:], collapse.fps)
    noun = NOUNS.get(scene.object_type, "blocks")
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
    from omegaconf import OmegaConf

    cfg = load(cfg)
    validate(cfg)
    out = os.path.abspath(str(cfg.out))
    if os.path.exists(out) and not cfg.overwrite:
        raise ConfigError(f"out={cfg.out}: already exists; choose a new folder or add overwrite=true")
    if cfg.clip.format == "mp4":
        from .video_io import _ffmpeg

        _ffmpeg()  # fail before any work when the video extra is missing
    start = time.perf_counter()
    gen = _generator(cfg)
    parent = os.path.dirname(out)
    os.makedirs(parent, exist_ok=True)
    tmp = tempfile.mkdtemp(prefix=".tmp-cgdj-", dir=parent)
    try:
        for sub in ("videos", "flat", "keyframes", "golden"):
            os.makedirs(os.path.join(tmp, sub))
        items = []
        for s in range(int(cfg.n_scenes)):
            items += scene_items(gen, cfg, s, tmp)
            if progress:
                print(f"scene {s + 1}/{cfg.n_scenes}", flush=True)
        with open(os.path.join(tmp, "items.jsonl"), "w") as fh:
            fh.writelines(json.dumps(item) + "\n" for item in items)
        resolved = dataclasses.asdict(cfg)
        with open(os.path.join(tmp, "config.yaml"), "w") as fh:
            fh.write(OmegaConf.to_yaml(resolved))
        counts = {"scenes": int(cfg.n_scenes), "items": len(items),
                  "perception": sum(i["kind"] == "perception" for i in items),
                  "prediction": sum(i["kind"] == "prediction" for i in items)}
        manifest = {"schema_version": SCHEMA_VERSION, "kind": "cgdj-videos", **provenance(),
                    "config": resolved, "counts": counts,
                    "files": _file_list(tmp)}
        with open(os.path.join(tmp, MANIFEST), "w") as fh:
            json.dump(manifest, fh, indent=1)
        _swap_in(tmp, out)
    except BaseException:
        shutil.rmtree(tmp, ignore_errors=True)
        raise
    return {"out": out, **counts, "seconds": time.perf_counter() - start}


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


def _swap_in(tmp: str, out: str) -> None:
    """Rename the finished folder into place; an old ``out`` (overwrite) goes only after."""
    old = None
    if os.path.exists(out):
        old = tempfile.mkdtemp(prefix=".old-cgdj-", dir=os.path.dirname(out))
        os.rmdir(old)
        os.replace(out, old)
    os.replace(tmp, out)
    if old:
        shutil.rmtree(old, ignore_errors=True)


def load_items(path: str) -> list[dict]:
    """Items of a dataset folder (or an items.jsonl), with file paths made absolute."""
    file = os.path.join(path, "items.jsonl") if os.path.isdir(path) else path
    if not os.path.isfile(file):
        raise ValueError(f"{path}: no items.jsonl; is this a folder written by spatial-iq cgdj-videos?")
    root = os.path.dirname(os.path.abspath(file))
    items = []
    with open(file) as fh:
        for line in fh:
            if line.strip():
                item = json.loads(line)
                for key in ("video", "image", "condition", "golden"):
                    if isinstance(item.get(key), str) and not os.path.isabs(item[key]):
                        item[key] = os.path.join(root, item[key])
                items.append(item)
    return items
