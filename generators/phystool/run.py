"""``spatial-iq generate scene=phystool out=DIR n_scenes=N``: write a PhysTool dataset.

Layout of DIR: ``manifest.json`` (``"kind": "phystool"``, config, counts, measured
statistics), ``queries.jsonl`` (one record per query), ``images/<id>.png`` (RGB) and
``masks/<id>.png`` (16-bit instance ids: tool n of ``visible_tools`` is n + 1, 0 is the
surface), plus ``usd/<id>.usda`` when ``scene.usd=true``, the release's three data files, and the
marker ``.spatial-iq.json`` (``"kind": "phystool queries"``).

DIR is claimed like every output folder (``io/outdir.py``, docs/errors.md): it must be new,
empty, or a PhysTool folder this project wrote; a folder holding a user's files is refused
and left as it was, and a second run on it is refused with the first one's pid (its lock).
Everything is written into a staging folder inside DIR and moved into place when complete,
so an interrupted run leaves no half dataset (the next run removes the files of ours it left
there, ``STAGING``: nothing else, should a folder of that name hold anything else). An
existing dataset is replaced only with ``output.overwrite=true``, and then only the files
this command writes (``OWN``): anything else in DIR stays.
"""

from __future__ import annotations

import json
import os
import time
from concurrent.futures import ProcessPoolExecutor

import numpy as np

from ..config import GenerateConfig, as_dict, check, check_output_dir, load, workers_check
from ..errors import ConfigError
from ..io.atomic import temp_dir
from ..io.manifest import MANIFEST, provenance
from ..io.outdir import OutDir, manifest_kind, read_marker, staged
from .library import load as load_library
from .release import RELEASE_NAMES, write_release_files
from .tasks import load as load_tasks

SCHEMA_VERSION = 1
KIND = "phystool queries"  # the folder's marker (io/outdir.py)
OWN = (MANIFEST, "queries.jsonl", *RELEASE_NAMES, "images/*.png", "masks/*.png", "usd/*.usda")
STAGE_PREFIX = ".tmp-phystool-"  # the staging folder inside DIR, removed when done or by the next run
STAGING = staged(STAGE_PREFIX, OWN)  # what a killed run left there: only our own files
SURFACE_CHOICES = ("auto", "workbench", "tray", "pegboard", "floor")


def validate(cfg: GenerateConfig) -> None:
    if not str(cfg.out).strip():
        raise ConfigError("no output directory: add out=DIR")
    pc = cfg.scene
    check([
        (cfg.n_scenes >= 1, f"n_scenes={cfg.n_scenes}: must be at least 1 (it is the number of queries)"),
        (cfg.seed >= 0, f"seed={cfg.seed}: must be a non-negative integer"),
        (pc.surface in SURFACE_CHOICES,
         f"scene.surface={pc.surface}: choose one of {', '.join(SURFACE_CHOICES)}"),
        (pc.width >= 32 and pc.height >= 32, f"scene size {pc.width}x{pc.height}: must be at least 32x32"),
        (0 < pc.elevation_deg <= 90, f"scene.elevation_deg={pc.elevation_deg}: must be in (0, 90]"),
        (0 < pc.fov_deg < 150, f"scene.fov_deg={pc.fov_deg}: must be in (0, 150)"),
        (1 <= pc.supersample <= 4, f"scene.supersample={pc.supersample}: must be 1 to 4"),
        (pc.min_visible_pixels >= 1,
         f"scene.min_visible_pixels={pc.min_visible_pixels}: must be at least 1"),
        (pc.min_tool_area >= 0,
         f"scene.min_tool_area={pc.min_tool_area}: must be 0 or more pixels (at 1024x1024)"),
        (pc.max_attempts >= 1, f"scene.max_attempts={pc.max_attempts}: must be at least 1"),
        (0 <= pc.min_tool_length < 0.5,
         f"scene.min_tool_length={pc.min_tool_length}: must be a share of the image width in [0, 0.5)"),
        (pc.size_ratio >= 1, f"scene.size_ratio={pc.size_ratio}: must be at least 1"),
        (0 <= pc.p_ordered <= 1, f"scene.p_ordered={pc.p_ordered}: must be a probability in [0, 1]"),
        (5 <= pc.visible_min <= pc.visible_max <= 21,
         f"scene.visible_min/visible_max={pc.visible_min}/{pc.visible_max}: need 5 <= min <= max <= 21"),
        (not pc.usd or pc.render,
         "scene.usd=true needs scene.render=true (poses come with the render)"),
        workers_check(cfg.workers),
    ])
    if pc.asset_map is not None and not os.path.isfile(str(pc.asset_map)):
        raise ConfigError(f"scene.asset_map={pc.asset_map}: no such file; give a JSON/YAML file "
                          "{tool_id: asset path} or leave it unset")
    check_output_dir(str(cfg.out), bool(cfg.output.overwrite))


_STATE: dict = {}


def _init(pc: dict, seed: int, out_tmp: str, asset_map: dict) -> None:
    from ..io.lifetime import die_with_parent

    die_with_parent()  # a pool worker must not outlive a killed run (nothing in the main process)
    lib = load_library()
    _STATE.update(lib=lib, templates=load_tasks(lib=lib), pc=pc, seed=seed, tmp=out_tmp, assets=asset_map)


def _one(index: int) -> str:
    from ..io.png import encode
    from .scene import build_item

    st = _STATE
    pc = st["pc"]
    rec, rgb, inst = build_item(st["lib"], st["templates"], st["seed"], index, pc, draw=bool(pc["render"]))
    if rgb is not None:
        rec["image"] = f"images/{rec['id']}.png"
        rec["mask"] = f"masks/{rec['id']}.png"
        with open(os.path.join(st["tmp"], rec["image"]), "wb") as fh:
            fh.write(encode(rgb))
        write_mask(os.path.join(st["tmp"], rec["mask"]), inst)
    if pc["usd"]:
        from .usd import write_stage

        rec["usd"] = f"usd/{rec['id']}.usda"
        write_stage(rec, st["lib"], os.path.join(st["tmp"], rec["usd"]), st["assets"], pc["asset_pattern"],
                    pc["asset_root"])
    return json.dumps(rec, sort_keys=True, ensure_ascii=False)


def write_mask(path: str, instance: np.ndarray) -> None:
    from PIL import Image

    Image.fromarray(instance.astype(np.uint16)).save(path, format="PNG")


def read_mask(path: str) -> np.ndarray:
    from PIL import Image

    with Image.open(path) as im:
        return np.asarray(im).astype(np.uint16)


def generate(cfg: GenerateConfig, out: str | None = None, progress: bool = False) -> dict:
    """Write the PhysTool dataset ``cfg`` describes (``scene=phystool``); returns a summary
    with a ``report`` line."""
    cfg = load(cfg)
    validate(cfg)
    out = os.path.abspath(out or cfg.out)
    cfg_dict = as_dict(cfg)
    pc = cfg_dict["scene"]
    from .usd import load_asset_map

    asset_map = load_asset_map(pc["asset_map"]) if pc["usd"] else {}
    folder = OutDir(out, KIND, f"out={out}", "spatial-iq generate scene=phystool", OWN,
                    legacy=manifest_kind(MANIFEST, "phystool"))
    folder.claim()  # a folder of the user's is refused; a second run on it is Busy
    had_marker = read_marker(folder.path) is not None
    tmp = None
    try:
        folder.remove_own(STAGING)  # what a killed run of ours left
        if folder.own_files() and not cfg.output.overwrite:
            raise ConfigError(f"out={out}: already holds a PhysTool dataset; choose another directory or "
                              "add output.overwrite=true to replace it (only its own files)")
        folder.mark()
        tmp = temp_dir(folder.path, STAGE_PREFIX)
        start = time.perf_counter()
        n, workers = _write_all(cfg, cfg_dict, tmp, asset_map)
        folder.swap_in(tmp, MANIFEST)
    except BaseException:
        folder.give_up(tmp, had_marker)  # nothing half-written; nothing left when nothing was ours
        raise
    finally:
        folder.release()
    elapsed = time.perf_counter() - start
    size = sum(os.path.getsize(os.path.join(folder.path, *rel.split("/"))) for rel in folder.own_files())
    rate = n / max(elapsed, 1e-9)
    return {"out": out, "queries": n, "seconds": elapsed, "queries_per_s": rate, "bytes": size,
            "workers": workers,
            "report": f"wrote {n} PhysTool queries to {out} in {elapsed:.1f} s ({rate:.1f} queries/s, "
                      f"{workers} worker(s)); {size / 1e6:.1f} MB on disk"}


def _write_all(cfg: GenerateConfig, cfg_dict: dict, tmp: str, asset_map: dict) -> tuple[int, int]:
    """Every file of the dataset into the staging folder ``tmp``; returns (queries, workers)."""
    pc = cfg_dict["scene"]
    for sub in ("images", "masks") + (("usd",) if pc["usd"] else ()):
        os.makedirs(os.path.join(tmp, sub))
    n = int(cfg.n_scenes)
    workers = (0 if str(cfg.workers) == "auto" else int(cfg.workers)) or (os.cpu_count() or 1)
    workers = max(1, min(workers, n // 16 or 1))
    if workers == 1:
        _init(pc, int(cfg.seed), tmp, asset_map)
        lines = [_one(i) for i in range(n)]
    else:
        with ProcessPoolExecutor(workers, initializer=_init,
                                 initargs=(pc, int(cfg.seed), tmp, asset_map)) as pool:
            lines = list(pool.map(_one, range(n), chunksize=8))
    with open(os.path.join(tmp, "queries.jsonl"), "w") as fh:
        fh.write("\n".join(lines) + "\n")
    records = [json.loads(line) for line in lines]
    write_release_files(tmp, records)
    manifest = {"kind": "phystool", "schema_version": SCHEMA_VERSION, **provenance(),
                "config": cfg_dict, "counts": {"queries": n}, "records": "queries.jsonl",
                "statistics": summary(records)}
    with open(os.path.join(tmp, MANIFEST), "w") as fh:
        json.dump(manifest, fh, indent=1, sort_keys=True)
    return n, workers


def summary(records: list[dict]) -> dict:
    """The statistics the seed reports, measured on these records."""
    k = np.array([len(r["target_tools"]) for r in records])
    v = np.array([len(r["visible_tools"]) for r in records])
    kinds: dict[str, int] = {}
    for r in records:
        for kind in r["distractor_kinds"].values():
            kinds[kind] = kinds.get(kind, 0) + 1
    domains: dict[str, int] = {}
    for r in records:
        domains[r["domain"]] = domains.get(r["domain"], 0) + 1
    return {"queries": len(records), "targets_mean": round(float(k.mean()), 4), "targets_min": int(k.min()),
            "targets_max": int(k.max()), "visible_mean": round(float(v.mean()), 4),
            "visible_min": int(v.min()), "visible_max": int(v.max()),
            "ordered_share": round(float(np.mean([r["ordered"] for r in records])), 4),
            "distractor_kinds": dict(sorted(kinds.items())), "domains": dict(sorted(domains.items())),
            "surfaces": dict(sorted({s: sum(r["surface"]["kind"] == s for r in records)
                                     for s in {r["surface"]["kind"] for r in records}}.items())),
            **_qc_summary(records)}


def _qc_summary(records: list[dict]) -> dict:
    """QC and layout figures: rejected draws by reason (summed over queries), queries that
    needed a redraw, attempts used, the shortest drawn tool and the smallest tool area per
    query (px), and the range of distractor counts."""
    reasons: dict[str, int] = {}
    for r in records:
        for reason, n in (r.get("qc_rejections") or {}).items():
            reasons[reason] = reasons.get(reason, 0) + n
    shortest = [r["min_tool_px"] for r in records if "min_tool_px" in r]
    smallest = [r["min_tool_area_px"] for r in records if "min_tool_area_px" in r]
    out = {"qc_rejected_draws": dict(sorted(reasons.items())),
           "queries_redrawn_by_qc": sum(bool(r.get("qc_rejections")) for r in records),
           "queries_past_attempt_0": sum(r.get("attempt", 0) > 0 for r in records)}
    if shortest:
        out["shortest_tool_px_min"] = round(float(min(shortest)), 1)
        out["shortest_tool_px_median"] = round(float(np.median(shortest)), 1)
    if smallest:  # rendered runs count mask pixels, records-only runs estimate them (scene.drawn_areas)
        out["smallest_tool_area_px_min"] = round(float(min(smallest)), 1)
        out["smallest_tool_area_px_median"] = round(float(np.median(smallest)), 1)
    d = [len(r["negative_tools"]) for r in records]
    out["distractors_min"], out["distractors_max"] = int(min(d)), int(max(d))
    return out
