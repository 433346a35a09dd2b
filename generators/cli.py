"""The ``spatial-iq`` command.

    spatial-iq generate out=DIR [n_scenes=8] [grid=4] [seed=0] [...]   (Hydra overrides)
    spatial-iq generate -m out=DIR grid=3,4,5                           (one dataset per point)
    spatial-iq generate scene=phystool out=DIR n_scenes=2000            (PhysTool queries, docs/phystool.md)
    spatial-iq show DIR [--out sheet.png] [--views 12]
    spatial-iq verify DIR                                               (re-derive and check everything)
    spatial-iq export FORMAT DIR --out OUT [--modalities ...] [--k 5]   (jsonl, parquet, tsv, release)
    spatial-iq gallery DIR [--out DIR/gallery] [--views 24]             (static HTML pages)
    spatial-iq eval DIR PREDICTIONS.jsonl [...] --out REPORT [--names a,b] (score models)
    spatial-iq eval release-table DIR [--out table_01.csv]             (release Table 1 from eval_raw CSVs)
    spatial-iq respond DIR STRATEGY --out PREDICTIONS.jsonl             (oracle, random, shortcuts)
    spatial-iq predict EXPORT_DIR --base-url URL --model NAME --out FILE  (ask a chat endpoint; resumes)
    spatial-iq flatten VIDEO|FRAMES --question Q [--option A ...] --out IMG.png [--grid 7x10]
    spatial-iq keyframes VIDEO|FRAMES --cut-frame N|--cut-time S --out IMG.png [--golden CLIP]
    spatial-iq cgdj-videos out=DIR [n_scenes=4] [layouts=[5x8,7x10,8x12]] [...]  (Hydra overrides)
    spatial-iq judge ITEMS PREDICTIONS --judge module:function --out JUDGED.jsonl
    spatial-iq judge-aggregate JUDGED [--by category,sub_domain,duration] [--out-dir DIR]
    spatial-iq judge-agreement JUDGE_SCORES HUMAN_SCORES [--key score]
    spatial-iq export-usd DIR [--out DIR/usd] [--limit N]               (one .usda per scene, '.[usd]')

Rerunning the same generate command resumes an interrupted run; see docs/scale.md.
"""

from __future__ import annotations

import argparse
import sys

import hydra
from hydra.core.config_store import ConfigStore
from hydra.core.hydra_config import HydraConfig
from hydra.types import RunMode

from .cgdj.config import CgdjVideosConfig
from .config import ConfigError, GenerateConfig

ConfigStore.instance().store(name="generate_schema", node=GenerateConfig)
ConfigStore.instance().store(name="cgdj_schema", node=CgdjVideosConfig)

USAGE = __doc__
CGDJ_COMMANDS = {"flatten": "_flatten", "keyframes": "_keyframes", "judge": "_judge",
                 "judge-aggregate": "_judge_aggregate", "judge-agreement": "_judge_agreement"}


@hydra.main(version_base="1.3", config_path="pkg://generators.configs", config_name="generate")
def _generate_app(cfg) -> None:
    from .run import RunError, generate

    hc = HydraConfig.get()
    out = hc.runtime.output_dir if hc.mode == RunMode.MULTIRUN else None
    if cfg.get("scene", "voxel") == "phystool":
        sys.exit(_generate_phystool(cfg, out))
    try:
        s = generate(cfg, out=out, progress=sys.stderr.isatty())
    except ConfigError as err:
        sys.exit(error("generate", err))
    except RunError as err:  # the run could not finish: status 3, distinct from bad input
        error("generate", err)
        sys.exit(3)
    if s["state"] == "already complete":
        print(f"{s['out']}: already complete, nothing to do (spatial-iq verify {s['out']} checks it)")
        return
    print(f"wrote {s['views']} views to {s['out']} in {s['seconds']:.1f} s "
          f"({s['views_per_s']:.1f} views/s, {s['workers']} worker(s), peak RSS per worker "
          f"{s['peak_rss_mb']:.0f} MB); {s['bytes'] / 1e6:.1f} MB of shards on disk; {s['state']}")


@hydra.main(version_base="1.3", config_path="pkg://generators.configs", config_name="cgdj")
def _cgdj_videos_app(cfg) -> None:
    from .cgdj.dataset import write_dataset

    try:
        s = write_dataset(cfg, progress=sys.stderr.isatty())
    except (ConfigError, ValueError, RuntimeError) as err:
        sys.exit(error("cgdj-videos", err))
    print(f"wrote {s['items']} items ({s['perception']} perception, {s['prediction']} prediction) "
          f"from {s['scenes']} scenes to {s['out']} in {s['seconds']:.1f} s")


def _generate_phystool(cfg, out) -> int:
    from .phystool.run import generate_phystool

    try:
        s = generate_phystool(cfg, out=out)
    except (ConfigError, ValueError) as err:
        return error("generate", err)
    except RuntimeError as err:  # a query found no layout: status 3, like other runs that cannot finish
        error("generate", err)
        return 3
    print(f"wrote {s['queries']} PhysTool queries to {s['out']} in {s['seconds']:.1f} s "
          f"({s['queries_per_s']:.1f} queries/s, {s['workers']} worker(s)); "
          f"{s['bytes'] / 1e6:.1f} MB on disk")
    return 0


def error(command: str, err: Exception) -> int:
    """One line on stderr naming the command and the problem; exit status 2."""
    print(f"spatial-iq {command}: error: {err}", file=sys.stderr)
    return 2


def _show(argv: list[str]) -> int:
    from .contact_sheet import contact_sheet
    from .io.dataset import DatasetError, open_dataset

    parser = argparse.ArgumentParser(prog="spatial-iq show",
                                     description="Write a contact sheet of views with their labels.")
    parser.add_argument("dataset")
    parser.add_argument("--out", default=None, help="PNG to write (default DATASET/contact_sheet.png)")
    parser.add_argument("--views", type=int, default=12, help="how many views (default 12)")
    parser.add_argument("--scene", type=int, default=None, help="only views of this scene")
    args = parser.parse_args(argv)
    try:
        path = contact_sheet(open_dataset(args.dataset), args.out, n_views=args.views, scene=args.scene)
    except (DatasetError, ValueError) as err:
        return error("show", err)
    print(path)
    return 0


def _verify(argv: list[str]) -> int:
    from .verify import verify

    parser = argparse.ArgumentParser(prog="spatial-iq verify",
                                     description="Re-derive every label and check checksums, "
                                                 "invariants and counts of a dataset.")
    parser.add_argument("dataset")
    parser.add_argument("--max-problems", type=int, default=50, help="how many problems to print")
    args = parser.parse_args(argv)
    problems, n = verify(args.dataset)
    for line in problems[:args.max_problems]:
        print(line)
    if len(problems) > args.max_problems:
        print(f"... and {len(problems) - args.max_problems} more")
    if problems:
        print(f"{len(problems)} problem(s) in {args.dataset}", file=sys.stderr)
        return 1
    print(f"ok: {n} views verified in {args.dataset}")
    return 0


def _export(argv: list[str]) -> int:
    import time

    from .exports import FORMATS, export
    from .exports.common import MODALITIES
    from .io.dataset import DatasetError

    parser = argparse.ArgumentParser(prog="spatial-iq export",
                                     description="Export a dataset's questions with their pictures.")
    parser.add_argument("format", choices=sorted(FORMATS))
    parser.add_argument("dataset")
    parser.add_argument("--out", required=True, help="a new folder for the export")
    parser.add_argument("--modalities", default=",".join(MODALITIES),
                        help=f"comma-separated subset of {','.join(MODALITIES)}")
    parser.add_argument("--k", type=int, default=5, choices=(3, 4, 5), help="options per image MCQ")
    parser.add_argument("--seed", type=int, default=0, help="seed for options and letters")
    parser.add_argument("--limit", type=int, default=None, help="export only the first N views")
    parser.add_argument("--answers", choices=("plain", "cot"), default="plain",
                        help="T1 free-text answers: plain, or the SFT-CoT trace")
    parser.add_argument("--workers", type=int, default=0,
                        help="processes composing pictures (default: one per core)")
    args = parser.parse_args(argv)
    start = time.perf_counter()
    try:
        n = export(args.format, args.dataset, args.out, modalities=tuple(args.modalities.split(",")),
                   k=args.k, seed=args.seed, limit=args.limit, answers=args.answers, workers=args.workers)
    except (DatasetError, ValueError, RuntimeError) as err:
        return error("export", err)
    print(f"exported {n} records to {args.out} in {time.perf_counter() - start:.1f} s")
    return 0


def _gallery(argv: list[str]) -> int:
    import os

    from .gallery import write_gallery
    from .io.dataset import DatasetError, open_dataset

    parser = argparse.ArgumentParser(prog="spatial-iq gallery",
                                     description="Write static HTML pages to browse views and questions.")
    parser.add_argument("dataset")
    parser.add_argument("--out", default=None, help="a new folder (default DATASET/gallery)")
    parser.add_argument("--views", type=int, default=24, help="how many views (default 24)")
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args(argv)
    try:
        page = write_gallery(open_dataset(args.dataset), args.out or os.path.join(args.dataset, "gallery"),
                             n_views=args.views, seed=args.seed)
    except (DatasetError, ValueError) as err:
        return error("gallery", err)
    print(page)
    return 0


def _export_usd(argv: list[str]) -> int:
    import os

    from .io.dataset import DatasetError
    from .usd_export import export_usd

    parser = argparse.ArgumentParser(prog="spatial-iq export-usd",
                                     description="Write one .usda per scene (blocks, physics, semantics, "
                                                 "cameras) and its labels JSON; see docs/isaac.md.")
    parser.add_argument("dataset")
    parser.add_argument("--out", default=None, help="a new folder (default DATASET/usd)")
    parser.add_argument("--limit", type=int, default=None, help="export only the first N scenes")
    args = parser.parse_args(argv)
    out = args.out or os.path.join(args.dataset, "usd")
    try:
        n = export_usd(args.dataset, out, limit=args.limit)
    except (DatasetError, ValueError, RuntimeError) as err:
        return error("export-usd", err)
    print(f"wrote {n} scene(s) to {out}")
    return 0


def main(argv: list[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    if not argv or argv[0] in ("-h", "--help"):
        print(USAGE)
        return 0 if argv else 2
    command, rest = argv[0], argv[1:]
    if command == "generate":
        sys.argv = ["spatial-iq generate", *rest]
        _generate_app()
        return 0
    if command == "show":
        return _show(rest)
    if command == "verify":
        return _verify(rest)
    if command == "export":
        return _export(rest)
    if command == "gallery":
        return _gallery(rest)
    if command in ("eval", "respond"):
        from .evaluation import cli as evaluation_cli

        return {"eval": evaluation_cli._eval, "respond": evaluation_cli._respond}[command](rest)
    if command == "predict":
        from .predict_cli import _predict

        return _predict(rest)
    if command == "cgdj-videos":
        sys.argv = ["spatial-iq cgdj-videos", *rest]
        _cgdj_videos_app()
        return 0
    if command in CGDJ_COMMANDS:
        from .cgdj import cli as cgdj_cli

        return getattr(cgdj_cli, CGDJ_COMMANDS[command])(rest)
    if command == "export-usd":
        return _export_usd(rest)
    print(f"spatial-iq: unknown command {command!r}\n{USAGE}", file=sys.stderr)
    return 2


if __name__ == "__main__":
    sys.exit(main())
