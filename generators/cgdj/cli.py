"""The CGDJ commands: ``cgdj-videos`` (a Hydra app), ``flatten``, ``flatten-set``,
``keyframes``, ``judge``, ``judge-aggregate``, ``judge-agreement``."""

from __future__ import annotations

import os
import sys

import hydra

from ..config import hydra_error_line, hydra_errors, hydra_errors_raised
from ..errors import (
    BAD_INPUT,
    OK,
    PROBLEMS,
    RUN_FAILED,
    ArgumentParser,
    ConfigError,
    RunError,
    fail,
    fail_os,
    run_hydra_app,
)
from .config import register
from .paths import check_output

register()


@hydra.main(version_base="1.3", config_path="pkg://generators.configs", config_name="cgdj")
def _cgdj_videos_app(node) -> None:
    from .config import load
    from .dataset import write_dataset

    try:
        s = write_dataset(load(node), progress=sys.stderr.isatty())
    except RunError as err:
        sys.exit(fail("cgdj-videos", err, RUN_FAILED))
    except (ConfigError, ValueError, RuntimeError) as err:
        sys.exit(fail("cgdj-videos", err, BAD_INPUT))
    except OSError as err:  # a full disk is exit 3 (rerun), anything else one line and exit 2
        sys.exit(fail_os("cgdj-videos", err, str(node.get("out", "out"))))
    print(f"wrote {s['items']} items ({s['perception']} perception, {s['prediction']} prediction) "
          f"from {s['scenes']} scenes to {s['out']} in {s['seconds']:.1f} s")


def cgdj_videos_command(argv: list[str]) -> int:
    """``spatial-iq cgdj-videos [Hydra overrides]``; returns the exit status."""
    from .config import known_keys

    with hydra_errors_raised():
        try:
            return run_hydra_app("spatial-iq cgdj-videos", _cgdj_videos_app, argv)
        except hydra_errors() as err:  # unknown key, wrong type, override syntax: one line, exit 2
            return fail("cgdj-videos", hydra_error_line(err, known_keys(), "cgdj-videos"), BAD_INPUT)


def _check_font(font: str | None) -> None:
    """A ``--font`` that is no regular file is refused before it is opened (a FIFO would
    block the command for ever)."""
    import stat

    from .paths import kind_of

    if font is None:
        return
    try:
        mode = os.stat(font).st_mode
    except (OSError, ValueError):
        raise ConfigError(f"--font {font}: no such file") from None
    if not stat.S_ISREG(mode):
        raise ConfigError(f"--font {font}: is {kind_of(mode)}, not a font file; give a .ttf/.otf file")


def _check_numbers(fps: float, font_size: int | None = None, padding: int | None = None) -> None:
    import math

    if not (math.isfinite(fps) and fps > 0):
        raise ValueError(f"--fps {fps}: must be a positive number of frames per second")
    if font_size is not None and font_size < 6:
        raise ValueError(f"--font-size {font_size}: must be at least 6")
    if padding is not None and padding < 0:
        raise ValueError(f"--padding {padding}: must be 0 or more")


def flatten_command(argv: list[str]) -> int:
    from .banner import BannerStyle
    from .flatten import ASPECTS, flatten
    from .video_io import open_frames, save_png

    parser = ArgumentParser(prog="spatial-iq flatten",
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
    parser.add_argument("--font", default=None,
                        help="a .ttf/.otf file drawn first (default: bundled DejaVu Sans, then the bundled "
                             "Droid Sans Fallback for CJK, then system fonts for what both lack)")
    parser.add_argument("--fps", type=float, default=24.0, help="frame rate of a frame folder")
    parser.add_argument("--stamps", action="store_true", help="tag each cell with its time")
    parser.add_argument("--overwrite", action="store_true")
    args = parser.parse_args(argv)
    try:
        _check_font(args.font)
        check_output("--out", args.out, inputs=(args.input, *([args.font] if args.font else [])),
                     overwrite=args.overwrite)
        size = _size(args.size)
        _check_numbers(args.fps, args.font_size, args.padding)
        style = BannerStyle(font_size=args.font_size, font_path=args.font,
                            min_font_size=min(args.font_size, BannerStyle.min_font_size))
        flat = flatten(open_frames(args.input, args.fps), args.question, args.option or None, grid=args.grid,
                       size=size, padding=args.padding, aspect=args.aspect, style=style, stamps=args.stamps)
        save_png(args.out, flat.image)
    except (ValueError, RuntimeError, ConfigError) as err:
        return fail("flatten", err)
    except OSError as err:  # a full disk is exit 3, anything else one line and exit 2
        return fail_os("flatten", err, args.out)
    print(f"{args.out}: {len(flat.indices)} frames {flat.indices[0]}..{flat.indices[-1]} in a "
          f"{flat.grid[0]}x{flat.grid[1]} grid, {len(flat.banner.lines)} text line(s) at "
          f"{flat.banner.font_size} px")
    return OK


def _size(text: str) -> tuple[int, int]:
    from .flatten import MAX_SIDE

    try:
        w, h = (int(v) for v in text.lower().split("x"))
    except ValueError:
        raise ValueError(f"--size {text!r}: write it as WIDTHxHEIGHT, e.g. 1280x720") from None
    if w < 16 or h < 16:
        raise ValueError(f"--size {text!r}: must be at least 16x16")
    if w > MAX_SIDE or h > MAX_SIDE:  # 100000x100000 would need 30 GB for the canvas alone
        raise ValueError(f"--size {text!r}: at most {MAX_SIDE}x{MAX_SIDE} (the paper's images are 1280x720)")
    return w, h


def flatten_set_command(argv: list[str]) -> int:
    """``spatial-iq flatten-set MANIFEST --out DIR``; returns the exit status."""
    from .banner import BannerStyle
    from .flatset import Settings, flatten_set
    from .flatten import ASPECTS

    parser = ArgumentParser(
        prog="spatial-iq flatten-set",
        description="Flatten every video of a manifest (JSONL or CSV: video, question, options, answer, "
                    "category, duration) into one image each, in parallel and resumably, and write exports "
                    "`spatial-iq predict` reads: DIR (flattened images) and DIR/native (the videos).")
    parser.add_argument("manifest", help="JSONL or CSV, one question per row (docs/cgdj.md)")
    parser.add_argument("--out", required=True, help="output folder; rerunning the same command resumes")
    parser.add_argument("--grid", default="7x10", help="ROWSxCOLUMNS (7x10; also 5x8, 8x12)")
    parser.add_argument("--size", default="1280x720", help="WIDTHxHEIGHT of each image")
    parser.add_argument("--padding", type=int, default=2, help="pixels of gutter on each side of a frame")
    parser.add_argument("--aspect", choices=ASPECTS, default="fit")
    parser.add_argument("--font", default=None, help="a .ttf/.otf file drawn first (default: bundled fonts)")
    parser.add_argument("--font-size", type=int, default=BannerStyle.font_size)
    parser.add_argument("--fps", type=float, default=24.0, help="frame rate of frame folders (default 24)")
    parser.add_argument("--jobs", type=int, default=0, help="worker processes (default: one per core)")
    parser.add_argument("--native-frames", type=int, default=0,
                        help="native export: N frames as pictures instead of the video itself "
                             "(for endpoints without video input); default 0 sends the video")
    parser.add_argument("--overwrite", action="store_true", help="start over in a flatten-set folder")
    args = parser.parse_args(argv)
    try:
        if args.padding < 0 or args.font_size < 6 or args.jobs < 0 or not args.fps > 0:
            raise ConfigError("--padding and --jobs must be >= 0, --font-size >= 6 and --fps > 0")
        _check_font(args.font)
        settings = Settings(grid=args.grid, size=_size(args.size), padding=args.padding, aspect=args.aspect,
                            font=args.font, font_size=args.font_size, fps=args.fps,
                            native_frames=args.native_frames)
        s = flatten_set(args.manifest, args.out, settings, jobs=args.jobs, overwrite=args.overwrite,
                        progress=sys.stderr.isatty())
    except RunError as err:
        return fail("flatten-set", err, RUN_FAILED)
    except (ConfigError, ValueError, RuntimeError, OSError) as err:
        return fail("flatten-set", err)
    except KeyboardInterrupt:
        print(f"spatial-iq flatten-set: interrupted; rerun the same command to resume {args.out}",
              file=sys.stderr)
        return 130
    print(f"{s['out']}: {s['flattened']} flattened, {s['skipped']} already done, {s['failed']} failed of "
          f"{s['items']} in {s['seconds']:.1f} s on {s['workers']} process(es); {s['exported']} in "
          f"{os.path.join(s['out'], 'data.jsonl')} and {os.path.join(s['out'], 'native', 'data.jsonl')}")
    if s["note"]:
        print(f"spatial-iq flatten-set: note: {s['note']}", file=sys.stderr)
    if s["failed"]:
        print(f"spatial-iq flatten-set: {s['failed']} item(s) failed, first {s['errors'][0]}; rerun to retry "
              f"them", file=sys.stderr)
        return PROBLEMS
    return OK


def keyframes_command(argv: list[str]) -> int:
    from .keyframes import cut_frame, golden_frames, keyframes
    from .video_io import discard, is_video_path, open_frames, put_in_place, stage_clip, stage_png

    parser = ArgumentParser(prog="spatial-iq keyframes",
                            description="Frames before a cut side by side, and the golden clip after it.")
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
    staged: list = []
    try:
        check_output("--out", args.out, inputs=(args.input,), overwrite=args.overwrite)
        if golden != "none":
            if os.path.abspath(golden) == os.path.abspath(args.out):
                raise ValueError(f"--golden {golden}: is --out too; give the two outputs different paths")
            check_output("--golden", golden, inputs=(args.input,), overwrite=args.overwrite,
                         folder=not is_video_path(golden))
            _only_frames(golden)
        _check_numbers(args.fps)
        if args.n < 1:
            raise ValueError(f"--n {args.n}: must be at least 1")
        src = open_frames(args.input, args.fps)
        at = cut_frame(src, args.cut_frame, args.cut_time)
        kf = keyframes(src, at, args.n, size=None if args.native else (1280, 720))
        # everything is written under temporary names first; an old output (--overwrite) is
        # replaced only when every new one is complete
        staged.append(stage_png(args.out, kf.image))
        if golden != "none":
            staged.append(stage_clip(golden, golden_frames(src, at), src.fps))
        put_in_place(staged)
    except (ValueError, RuntimeError) as err:
        discard(staged)
        return fail("keyframes", err)
    except OSError as err:
        discard(staged)
        return fail_os("keyframes", err, args.out)
    except BaseException:
        discard(staged)
        raise
    print(f"{args.out}: frames {kf.indices} before the cut at frame {at}"
          + ("" if golden == "none" else f"; golden clip {golden}"))
    return OK


def _only_frames(golden: str) -> None:
    """An existing golden folder is replaced (``--overwrite``) only when it holds nothing
    but the frames keyframes writes: anything else there is the user's."""
    from .paths import folder_problem
    from .video_io import FRAME_NAME

    if os.path.isdir(golden):
        problem = folder_problem(golden)
        if problem:
            raise ValueError(f"--golden {golden}: {problem}; keyframes replaces only the frames it wrote: "
                             "choose "
                             "another --golden (nothing there was changed)")
        others = sorted(e.name for e in os.scandir(golden)
                        if not (FRAME_NAME.fullmatch(e.name) and e.is_file(follow_symlinks=False)))
        if others:
            shown = ", ".join(others[:3])
            raise ValueError(f"--golden {golden}: holds files keyframes did not write ({shown}); choose "
                             "another --golden (nothing there was changed)")


def _note_number_words(command: str) -> None:
    """One line on stderr when replies' numbers in words cannot be read (no ``judge`` extra)."""
    from .reply_numbers import number_words_available

    if not number_words_available():
        print(f"spatial-iq {command}: note: answers written in words ('thirty-one', '三十一') count as "
              "unparsed without pip install 'spatial-iq[judge]'", file=sys.stderr)


def judge_command(argv: list[str]) -> int:
    from .aggregate import read_records
    from .dataset import load_items
    from .judge import load_judge, run_judge

    parser = ArgumentParser(prog="spatial-iq judge",
                                     description="Apply a judge model to generated outputs; resumable JSONL.")
    parser.add_argument("items", help="a cgdj-videos folder or an items.jsonl")
    parser.add_argument("predictions", help="JSONL: id and output (video, frame folder or image) "
                                            "or images (list), optional transcript")
    which = parser.add_mutually_exclusive_group(required=True)
    which.add_argument("--judge", help="package.module:function, called as (prompt, images)")
    which.add_argument("--judge-url", help="an OpenAI-compatible endpoint, e.g. http://localhost:8000/v1 "
                                           "(the model is --judge-model; key from OPENAI_API_KEY)")
    parser.add_argument("--judge-model", default=None, help="model name served at --judge-url")
    parser.add_argument("--out", required=True, help="JSONL of verdicts and scores (appended to, resumable)")
    parser.add_argument("--frames", type=int, default=8, help="frames shown per video (default 8)")
    parser.add_argument("--scores", choices=("three", "one"), default="three",
                        help="prediction items: three scores (default) or one score per answer, as the "
                             "paper's judge gives")
    args = parser.parse_args(argv)
    _note_number_words("judge")
    try:
        if args.judge_url:
            from ..predict.client import ChatClient

            if not args.judge_model:
                raise ValueError("--judge-url needs --judge-model (a model the endpoint serves)")
            judge = ChatClient(args.judge_url, args.judge_model)
        else:
            judge = load_judge(args.judge)
        items = load_items(args.items)
        root = os.path.dirname(os.path.abspath(args.predictions))
        preds = {}
        for p in read_records(args.predictions):
            if isinstance(p.get("output"), str) and not os.path.isabs(p["output"]):
                p["output"] = os.path.join(root, p["output"])
            if isinstance(p.get("images"), list):
                p["images"] = [os.path.join(root, i) if isinstance(i, str) and not os.path.isabs(i) else i
                               for i in p["images"]]
            preds[str(p["id"])] = p
        counts = run_judge(items, preds, judge, args.out, n_frames=args.frames, scores=args.scores)
    except (ValueError, RuntimeError, KeyError, TypeError) as err:  # KeyError, TypeError: items' fields
        return fail("judge", err)
    except OSError as err:  # a full disk is exit 3 (rerun resumes), anything else one line and exit 2
        return fail_os("judge", err, args.out)
    print(f"{args.out}: judged {counts['judged']} ({counts['unparsed']} unparsed), "
          f"{counts['skipped_done']} already done, {counts['missing_prediction']} without a prediction")
    return OK


def judge_aggregate_command(argv: list[str]) -> int:
    from .aggregate import TABLES, load_runs, score_table, to_markdown, verdict_table, wide_table, write_csv

    parser = ArgumentParser(prog="spatial-iq judge-aggregate",
                                     description="Accuracy and score tables by category, sub-domain and "
                                                 "duration; several files give one column per model.")
    parser.add_argument("judged", nargs="+",
                        help="JSONL written by spatial-iq judge, or predictions of spatial-iq predict over a "
                             "flatten-set folder (with --items); one per model")
    parser.add_argument("--names", default=None, help="comma-separated model names, one per file "
                                                      "(default: the records' model, else the file name)")
    parser.add_argument("--items", default=None, help="the flatten-set (or cgdj-videos) folder that "
                                                      "predictions files answer")
    parser.add_argument("--by", default="category,sub_domain,duration", help="comma-separated group keys")
    parser.add_argument("--duration-edges", default="120,900",
                        help="seconds: short < A <= medium < B <= long")
    parser.add_argument("--dimensions", action="store_true",
                        help="with several models, also the three score dimensions per model")
    parser.add_argument("--out-dir", default=None, help="also write one CSV per table here")
    args = parser.parse_args(argv)
    _note_number_words("judge-aggregate")
    try:
        try:
            edges = tuple(float(v) for v in args.duration_edges.split(","))
        except ValueError:
            edges = ()
        if len(edges) != 2 or not 0 < edges[0] < edges[1]:
            raise ValueError(f"--duration-edges {args.duration_edges}: give two increasing numbers, "
                             f"e.g. 120,900")
        names = [n.strip() for n in args.names.split(",")] if args.names else None
        runs = load_runs(args.judged, names, args.items)
        keys = [k.strip() for k in args.by.split(",") if k.strip()]
        if args.out_dir:  # a table replaces only a plain file of its name: never a link, FIFO or device
            if os.path.lexists(args.out_dir):
                check_output("--out-dir", args.out_dir, folder=True, overwrite=True)
                for key in keys:
                    for name in TABLES:
                        check_output("--out-dir", os.path.join(args.out_dir, f"{name}_by_{key}.csv"),
                                     overwrite=True)
            os.makedirs(args.out_dir, exist_ok=True)
        printed = 0
        for key in keys:
            for name in TABLES:
                if len(runs) == 1:
                    rows = (verdict_table if name == "verdicts" else score_table)(runs[0][1], key, edges)
                    if rows[-1]["n"] == 0:
                        continue
                else:
                    rows = wide_table(runs, name, key, edges, args.dimensions)
                    if all(r[f"n {m}"] == 0 and r[f"unparsed {m}"] == 0 for r in rows[-1:] for m, _ in runs):
                        continue
                printed += 1
                title = f"{name} by {key}" + ("" if len(runs) == 1 else f" ({', '.join(m for m, _ in runs)})")
                print(f"\n{title}\n{to_markdown(rows)}")
                if args.out_dir:
                    write_csv(rows, os.path.join(args.out_dir, f"{name}_by_{key}.csv"))
        if not printed:
            raise ValueError("no verdicts or scores in the given files")
    except (ValueError, OSError) as err:
        return fail("judge-aggregate", err)
    return OK


def judge_agreement_command(argv: list[str]) -> int:
    import math

    from .aggregate import agreement, krippendorff_alpha, load_ratings, load_scores, mean_ratings

    parser = ArgumentParser(prog="spatial-iq judge-agreement",
                                     description="Pearson r and mean absolute difference between judge "
                                                 "scores and human scores (averaged over raters), and the "
                                                 "raters' own agreement (Krippendorff's alpha).")
    parser.add_argument("judge_scores", help="JSONL or CSV with id and the score (judge output works)")
    parser.add_argument("human_scores", help="JSONL or CSV: id and the score, one column per rater "
                                             "(--raters), or one row per id and rater (a 'rater' column)")
    parser.add_argument("--key", default="score",
                        help="score field: score (the record's score), semantic_alignment, "
                             "reference_consistency, physical_validity, verdict, or any column")
    parser.add_argument("--human-key", default=None, help="field in the human file (default: --key)")
    parser.add_argument("--raters", default=None,
                        help="comma-separated columns of the human file, one per rater (wide file)")
    parser.add_argument("--rater-column", default="rater", help="column naming the rater (long file)")
    args = parser.parse_args(argv)
    try:
        raters = [r.strip() for r in args.raters.split(",")] if args.raters else None
        ratings = load_ratings(args.human_scores, args.human_key or args.key, raters, args.rater_column)
        a = agreement(load_scores(args.judge_scores, args.key), mean_ratings(ratings))
        alpha = krippendorff_alpha(ratings) if len(ratings) > 1 else None
    except ValueError as err:
        return fail("judge-agreement", err)
    print(f"n={a['n']} pearson_r={a['pearson_r']:.4f} mad={a['mad']:.4f} "
          f"(ids only in judge file: {a['only_judge']}, only in human file: {a['only_human']})")
    if alpha is not None:
        shown = "nan (no variation)" if math.isnan(alpha) else f"{alpha:.4f}"
        print(f"human raters: {len(ratings)} ({', '.join(ratings)}), averaged per item; "
              f"krippendorff_alpha_interval={shown}")
    return OK
