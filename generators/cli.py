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

Rerunning the same generate command resumes an interrupted run; see docs/scale.md.
"""

from __future__ import annotations

import argparse
import sys

import hydra
from hydra.core.config_store import ConfigStore
from hydra.core.hydra_config import HydraConfig
from hydra.types import RunMode

from .config import ConfigError, GenerateConfig

ConfigStore.instance().store(name="generate_schema", node=GenerateConfig)

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
    print(f"spatial-iq: unknown command {command!r}\n{USAGE}", file=sys.stderr)
    return 2


if __name__ == "__main__":
    sys.exit(main())
