"""The ``spatial-iq`` command.

    spatial-iq generate out=DIR [n_scenes=8] [grid=4] [seed=0] [...]   (Hydra overrides)
    spatial-iq generate -m out=DIR grid=3,4,5                           (one dataset per point)
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


@hydra.main(version_base="1.3", config_path="pkg://generators.configs", config_name="generate")
def _generate_app(cfg) -> None:
    from .run import RunError, generate

    hc = HydraConfig.get()
    out = hc.runtime.output_dir if hc.mode == RunMode.MULTIRUN else None
    try:
        s = generate(cfg, out=out, progress=sys.stderr.isatty())
    except ConfigError as err:
        sys.exit(_error("generate", err))
    except RunError as err:  # the run could not finish: status 3, distinct from bad input
        _error("generate", err)
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
        sys.exit(_error("cgdj-videos", err))
    print(f"wrote {s['items']} items ({s['perception']} perception, {s['prediction']} prediction) "
          f"from {s['scenes']} scenes to {s['out']} in {s['seconds']:.1f} s")


def _error(command: str, err: Exception) -> int:
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
        return _error("show", err)
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
        return _error("export", err)
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
        return _error("gallery", err)
    print(page)
    return 0


def _eval(argv: list[str]) -> int:
    import time

    from .io.dataset import DatasetError

    if argv[:1] == ["release-table"]:
        return _release_table(argv[1:])
    parser = argparse.ArgumentParser(prog="spatial-iq eval",
                                     description="Score predictions files against a dataset.")
    parser.add_argument("dataset")
    parser.add_argument("predictions", nargs="+", help="JSONL files, one per responder (model)")
    parser.add_argument("--out", required=True, help="a new folder for the report")
    parser.add_argument("--names", default=None, help="comma-separated responder names (default: file names)")
    parser.add_argument("--permutations", type=int, default=2000, help="permutations for the lift null")
    parser.add_argument("--seed", type=int, default=0, help="seed of the permutation null")
    args = parser.parse_args(argv)
    from .evaluation.report import evaluate

    start = time.perf_counter()
    names = args.names.split(",") if args.names else None
    if names is not None and len(names) != len(args.predictions):
        return _error("eval", ValueError(f"--names gives {len(names)} names for "
                                         f"{len(args.predictions)} predictions files"))
    try:
        report = evaluate(args.dataset, args.predictions, args.out, names, args.permutations, args.seed)
    except (DatasetError, ValueError, FileNotFoundError) as err:
        return _error("eval", err)
    for name, r in report["responders"].items():
        text = [a for a in r["accuracy"]]
        mean = sum(a["accuracy"] * a["n"] for a in text) / max(sum(a["n"] for a in text), 1)
        print(f"{name}: {r['scored_questions']} questions scored, accuracy {mean:.3f}; "
              f"{r['status'].get('unparseable', 0)} unparseable, {r['status'].get('missing', 0)} missing, "
              f"{r['failed_requests']} failed, {r['bad_lines']} bad lines, {r['duplicate_ids']} duplicate "
              f"and {r['unknown_ids']} unknown ids")
    print(f"report in {args.out}/index.html ({time.perf_counter() - start:.1f} s)")
    return 0


def _release_table(argv: list[str]) -> int:
    from .evaluation.release_table import release_table, write_table

    parser = argparse.ArgumentParser(
        prog="spatial-iq eval release-table",
        description="The release's Table 1 from eval_raw_<model>_text.csv files.")
    parser.add_argument("folder")
    parser.add_argument("--out", default="table_01_text_summary.csv")
    args = parser.parse_args(argv)
    try:
        rows = release_table(args.folder)
        write_table(rows, args.out)
    except (FileNotFoundError, ValueError, KeyError) as err:
        return _error("eval release-table", err)
    print(f"wrote {len(rows)} rows ({', '.join(r['model'] for r in rows)}) to {args.out}")
    return 0


def _respond(argv: list[str]) -> int:
    from .evaluation.responders import STRATEGIES, respond
    from .io.dataset import DatasetError, open_dataset

    parser = argparse.ArgumentParser(prog="spatial-iq respond",
                                     description="Predictions from a reference strategy (no model).")
    parser.add_argument("dataset")
    parser.add_argument("strategy", choices=STRATEGIES)
    parser.add_argument("--out", required=True, help="a new predictions file (JSONL)")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--limit", type=int, default=None, help="only the first N views")
    args = parser.parse_args(argv)
    try:
        n = respond(open_dataset(args.dataset), args.strategy, args.out, args.seed, limit=args.limit)
    except (DatasetError, ValueError) as err:
        return _error("respond", err)
    print(f"wrote {n} {args.strategy} predictions to {args.out}")
    return 0


def _predict(argv: list[str]) -> int:
    import json
    import os

    from .client import ChatClient, FatalError
    from .predict import CHAT_MODALITIES, RunAborted, predict, questions_from_export

    parser = argparse.ArgumentParser(prog="spatial-iq predict",
                                     description="Ask an OpenAI-compatible chat endpoint the questions of a "
                                                 "JSONL export; rerunning resumes (docs/client.md).")
    parser.add_argument("export_dir", help="folder written by `spatial-iq export jsonl`")
    parser.add_argument("--base-url", required=True, help="e.g. http://localhost:8000/v1")
    parser.add_argument("--model", required=True, help="model name as the server knows it")
    parser.add_argument("--out", required=True, help="predictions JSONL; an existing one is resumed")
    parser.add_argument("--concurrency", type=int, default=8, help="requests in flight (default 8)")
    parser.add_argument("--limit", type=int, default=None, help="only the first N questions")
    parser.add_argument("--api-key-env", default=None,
                        help="environment variable holding the API key (default OPENAI_API_KEY, if set)")
    parser.add_argument("--modalities", default=",".join(CHAT_MODALITIES),
                        help=f"comma-separated (default {','.join(CHAT_MODALITIES)})")
    parser.add_argument("--max-tokens", type=int, default=1024, help="0 leaves it to the server")
    parser.add_argument("--temperature", type=float, default=0.0)
    parser.add_argument("--timeout", type=float, default=120.0, help="seconds per request")
    parser.add_argument("--max-retries", type=int, default=5)
    parser.add_argument("--extra-body", default=None,
                        help='JSON object merged into each request, e.g. \'{"seed": 0}\'')
    args = parser.parse_args(argv)
    try:
        extra = json.loads(args.extra_body or "{}")
    except ValueError as err:
        extra = err
    if not isinstance(extra, dict):
        return _error("predict", ValueError(f"--extra-body must be a JSON object, got {args.extra_body!r}"))
    try:
        api_key = None
        if args.api_key_env:
            api_key = os.environ.get(args.api_key_env)
            if not api_key:
                raise ValueError(f"environment variable {args.api_key_env} is not set; export it or drop "
                                 "--api-key-env")
        questions = questions_from_export(args.export_dir, modalities=args.modalities.split(","))
        client = ChatClient(args.base_url, args.model, api_key=api_key, timeout=args.timeout,
                            max_retries=args.max_retries, temperature=args.temperature,
                            max_tokens=args.max_tokens or None, extra_body=extra)
        with client:
            served = client.check()
            if served and args.model not in served:
                print(f"spatial-iq predict: warning: {args.base_url} lists {', '.join(served[:8])}, "
                      f"not {args.model}", file=sys.stderr)
            s = predict(questions, client, args.out, concurrency=args.concurrency, limit=args.limit,
                        progress=sys.stderr.isatty())
    except (OSError, ValueError, ImportError, FatalError) as err:
        return _error("predict", err)
    except RunAborted as err:  # the run could not finish: status 3, distinct from bad input
        _error("predict", err)
        return 3
    except KeyboardInterrupt:
        print(f"spatial-iq predict: interrupted; rerun the same command to resume {args.out}",
              file=sys.stderr)
        return 130
    print(f"{s['out']}: {s['answered']} answered, {s['errors']} failed, {s['skipped']} already done "
          f"of {s['questions']} questions in {s['seconds']:.1f} s ({s['retries']} retries, "
          f"{s['prompt_tokens']} prompt + {s['completion_tokens']} completion tokens)")
    if s["errors"]:
        print(f"rerun the same command to retry the {s['errors']} failed question(s)", file=sys.stderr)
    return 1 if s["errors"] else 0
def _refuse_existing(path: str, overwrite: bool) -> None:
    import os

    if os.path.exists(path) and not overwrite:
        raise ValueError(f"{path}: already exists; choose another path or add --overwrite")


def _flatten(argv: list[str]) -> int:
    from .cgdj.banner import BannerStyle
    from .cgdj.flatten import ASPECTS, flatten
    from .cgdj.video_io import open_frames, save_png

    parser = argparse.ArgumentParser(prog="spatial-iq flatten",
                                     description="Sample frames uniformly, tile them row-major under the "
                                                 "question and options, and write one 1280x720 image.")
    parser.add_argument("input", help="a video file or a folder of frames")
    parser.add_argument("--question", required=True)
    parser.add_argument("--option", action="append", default=[], help="an answer option (repeat, in order)")
    parser.add_argument("--out", required=True, help="PNG to write")
    parser.add_argument("--grid", default="7x10", help="ROWSxCOLUMNS (7x10; also 5x8, 8x12)")
    parser.add_argument("--size", default="1280x720", help="WIDTHxHEIGHT of the image")
    parser.add_argument("--padding", type=int, default=2, help="pixels of gutter on each side of a frame")
    parser.add_argument("--aspect", choices=ASPECTS, default="fit")
    parser.add_argument("--font-size", type=int, default=BannerStyle.font_size)
    parser.add_argument("--font", default=BannerStyle.font_path,
                        help="a .ttf/.otf file (default: bundled DejaVu Sans; it has no CJK glyphs)")
    parser.add_argument("--fps", type=float, default=24.0, help="frame rate of a frame folder")
    parser.add_argument("--stamps", action="store_true", help="tag each cell with its time")
    parser.add_argument("--overwrite", action="store_true")
    args = parser.parse_args(argv)
    try:
        _refuse_existing(args.out, args.overwrite)
        size = tuple(int(v) for v in args.size.lower().split("x"))
        style = BannerStyle(font_size=args.font_size, font_path=args.font,
                            min_font_size=min(args.font_size, BannerStyle.min_font_size))
        flat = flatten(open_frames(args.input, args.fps), args.question, args.option or None, grid=args.grid,
                       size=size, padding=args.padding, aspect=args.aspect, style=style, stamps=args.stamps)
        save_png(args.out, flat.image)
    except (ValueError, RuntimeError) as err:
        return _error("flatten", err)
    print(f"{args.out}: {len(flat.indices)} frames {flat.indices[0]}..{flat.indices[-1]} in a "
          f"{flat.grid[0]}x{flat.grid[1]} grid, {len(flat.banner.lines)} text line(s) at "
          f"{flat.banner.font_size} px")
    return 0


def _keyframes(argv: list[str]) -> int:
    import os

    from .cgdj.keyframes import cut_frame, golden_frames, keyframes
    from .cgdj.video_io import is_video_path, open_frames, save_png, write_clip

    parser = argparse.ArgumentParser(prog="spatial-iq keyframes",
                                     description="Frames before a cut side by side, and the golden "
                                                 "clip after it.")
    parser.add_argument("input", help="a video file or a folder of frames")
    cut = parser.add_mutually_exclusive_group(required=True)
    cut.add_argument("--cut-frame", type=int, help="index of the first post-event frame")
    cut.add_argument("--cut-time", type=float, help="time of the cut in seconds")
    parser.add_argument("--out", required=True, help="PNG to write")
    parser.add_argument("--n", type=int, default=7, help="keyframes (default 7)")
    parser.add_argument("--native", action="store_true", help="native frame size instead of 1280x720")
    parser.add_argument("--golden", default=None,
                        help="where to write the post-cut clip (default OUT_golden.mp4 for a video input, "
                             "OUT_golden/ for frames); 'none' to skip")
    parser.add_argument("--fps", type=float, default=24.0, help="frame rate of a frame folder")
    parser.add_argument("--overwrite", action="store_true")
    args = parser.parse_args(argv)
    stem = os.path.splitext(args.out)[0]
    golden = args.golden or (stem + "_golden" + (".mp4" if is_video_path(args.input) else ""))
    try:
        _refuse_existing(args.out, args.overwrite)
        if golden != "none":
            _refuse_existing(golden, args.overwrite)
        src = open_frames(args.input, args.fps)
        at = cut_frame(src, args.cut_frame, args.cut_time)
        kf = keyframes(src, at, args.n, size=None if args.native else (1280, 720))
        save_png(args.out, kf.image)
        if golden != "none":
            if os.path.isdir(golden):
                import shutil

                shutil.rmtree(golden)  # only reached with --overwrite
            write_clip(golden, golden_frames(src, at), src.fps)
    except (ValueError, RuntimeError) as err:
        return _error("keyframes", err)
    print(f"{args.out}: frames {kf.indices} before the cut at frame {at}"
          + ("" if golden == "none" else f"; golden clip {golden}"))
    return 0


def _judge(argv: list[str]) -> int:
    import os

    from .cgdj.dataset import load_items
    from .cgdj.judge import load_judge, read_jsonl, run_judge

    parser = argparse.ArgumentParser(prog="spatial-iq judge",
                                     description="Apply a judge model to generated outputs; resumable JSONL.")
    parser.add_argument("items", help="a cgdj-videos folder or an items.jsonl")
    parser.add_argument("predictions", help="JSONL: id and output (video, frame folder or image) "
                                            "or images (list), optional transcript")
    parser.add_argument("--judge", required=True, help="package.module:function, called as (prompt, images)")
    parser.add_argument("--out", required=True, help="JSONL of verdicts and scores (appended to, resumable)")
    parser.add_argument("--frames", type=int, default=8, help="frames shown per video (default 8)")
    args = parser.parse_args(argv)
    try:
        judge = load_judge(args.judge)
        items = load_items(args.items)
        root = os.path.dirname(os.path.abspath(args.predictions))
        preds = {}
        for p in read_jsonl(args.predictions):
            for key in ("output",):
                if isinstance(p.get(key), str) and not os.path.isabs(p[key]):
                    p[key] = os.path.join(root, p[key])
            if isinstance(p.get("images"), list):
                p["images"] = [i if os.path.isabs(i) else os.path.join(root, i) for i in p["images"]]
            preds[str(p["id"])] = p
        counts = run_judge(items, preds, judge, args.out, n_frames=args.frames)
    except (ValueError, RuntimeError, OSError, KeyError) as err:
        return _error("judge", err)
    print(f"{args.out}: judged {counts['judged']} ({counts['unparsed']} unparsed), "
          f"{counts['skipped_done']} already done, {counts['missing_prediction']} without a prediction")
    return 0


def _judge_aggregate(argv: list[str]) -> int:
    import os

    from .cgdj.aggregate import score_table, to_markdown, verdict_table, write_csv
    from .cgdj.judge import read_jsonl

    parser = argparse.ArgumentParser(prog="spatial-iq judge-aggregate",
                                     description="Accuracy and score tables by category, sub-domain "
                                                 "and duration.")
    parser.add_argument("judged", help="JSONL written by spatial-iq judge")
    parser.add_argument("--by", default="category,sub_domain,duration", help="comma-separated group keys")
    parser.add_argument("--duration-edges", default="120,900",
                        help="seconds: short < A <= medium < B <= long")
    parser.add_argument("--out-dir", default=None, help="also write one CSV per table here")
    args = parser.parse_args(argv)
    try:
        edges = tuple(float(v) for v in args.duration_edges.split(","))
        if len(edges) != 2 or not 0 < edges[0] < edges[1]:
            raise ValueError(f"--duration-edges {args.duration_edges}: give two increasing numbers, "
                             f"e.g. 120,900")
        records = read_jsonl(args.judged)
        if args.out_dir:
            os.makedirs(args.out_dir, exist_ok=True)
        for key in args.by.split(","):
            for name, table in (("verdicts", verdict_table), ("scores", score_table)):
                rows = table(records, key, edges)
                if rows[-1]["n"] == 0:
                    continue
                print(f"\n{name} by {key}\n{to_markdown(rows)}")
                if args.out_dir:
                    write_csv(rows, os.path.join(args.out_dir, f"{name}_by_{key}.csv"))
    except (ValueError, OSError) as err:
        return _error("judge-aggregate", err)
    return 0


def _judge_agreement(argv: list[str]) -> int:
    from .cgdj.aggregate import agreement, load_scores

    parser = argparse.ArgumentParser(prog="spatial-iq judge-agreement",
                                     description="Pearson r and mean absolute difference between two "
                                                 "score files.")
    parser.add_argument("judge_scores", help="JSONL or CSV with id and the score (judge output works)")
    parser.add_argument("human_scores", help="JSONL or CSV with id and the score")
    parser.add_argument("--key", default="score",
                        help="score field: score (mean of the three), semantic_alignment, "
                             "reference_consistency, physical_validity, verdict, or any column")
    parser.add_argument("--human-key", default=None, help="field in the human file (default: --key)")
    args = parser.parse_args(argv)
    try:
        a = agreement(load_scores(args.judge_scores, args.key),
                      load_scores(args.human_scores, args.human_key or args.key))
    except ValueError as err:
        return _error("judge-agreement", err)
    print(f"n={a['n']} pearson_r={a['pearson_r']:.4f} mad={a['mad']:.4f} "
          f"(ids only in judge file: {a['only_judge']}, only in human file: {a['only_human']})")
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
        return _error("export-usd", err)
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
    if command == "eval":
        return _eval(rest)
    if command == "respond":
        return _respond(rest)
    if command == "predict":
        return _predict(rest)
    if command == "cgdj-videos":
        sys.argv = ["spatial-iq cgdj-videos", *rest]
        _cgdj_videos_app()
        return 0
    if command == "flatten":
        return _flatten(rest)
    if command == "keyframes":
        return _keyframes(rest)
    if command == "judge":
        return _judge(rest)
    if command == "judge-aggregate":
        return _judge_aggregate(rest)
    if command == "judge-agreement":
        return _judge_agreement(rest)
    if command == "export-usd":
        return _export_usd(rest)
    print(f"spatial-iq: unknown command {command!r}\n{USAGE}", file=sys.stderr)
    return 2


if __name__ == "__main__":
    sys.exit(main())
