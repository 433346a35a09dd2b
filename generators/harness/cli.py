"""``spatial-iq export lmms-eval DATASET --out DIR`` and ``spatial-iq serve DATASET RESPONDER``."""

from __future__ import annotations

import sys
import time

from ..errors import OK, ArgumentParser, fail, fail_os


def _list(text: str, what: str, cast=str) -> tuple:
    try:
        return tuple(cast(part) for part in text.split(",") if part)
    except ValueError:
        raise ValueError(f"{what} {text}: give a comma-separated list") from None


def export_lmms_command(argv: list[str]) -> int:
    """``spatial-iq export lmms-eval ...`` (routed here by ``generators/cli.py``)."""
    from ..io.dataset import DatasetError
    from ..io.integrity import RECORD_ERRORS, unreadable
    from .lmms_task import KS, MODALITIES, export_lmms

    parser = ArgumentParser(prog="spatial-iq export lmms-eval",
                            description="Write a task folder for lmms-eval (--include_path DIR): group "
                                        "spatial_iq, one task per modality, subtask and option count "
                                        "(docs/harness.md).")
    parser.add_argument("format", choices=("lmms-eval",))
    parser.add_argument("dataset")
    parser.add_argument("--out", required=True, help="a new folder for the task files")
    parser.add_argument("--modalities", default=",".join(MODALITIES),
                        help=f"comma-separated subset of {','.join(MODALITIES)}")
    parser.add_argument("--k", default=",".join(map(str, KS)),
                        help="option counts, comma-separated (default 5,4,3)")
    parser.add_argument("--limit", type=int, default=None, help="export only the first N views")
    args = parser.parse_args(argv)
    start = time.perf_counter()
    try:
        manifest = export_lmms(args.dataset, args.out, limit=args.limit,
                               modalities=_list(args.modalities, "--modalities"),
                               ks=_list(args.k, "--k", int))
    except (DatasetError, ValueError, RuntimeError) as err:
        return fail("export", err)
    except OSError as err:
        return fail_os("export", err, args.out)
    except RECORD_ERRORS as err:
        return fail("export", unreadable(args.dataset, err))
    print(f"exported {manifest['questions']} questions in {len(manifest['tasks'])} tasks (group "
          f"{manifest['group']}) to {args.out} in {time.perf_counter() - start:.1f} s; run it with "
          f"--include_path {manifest['folder']} (see {args.out}/README.md)")
    return OK


def serve_command(argv: list[str]) -> int:
    import errno

    from ..evaluation.responders import STRATEGIES
    from ..io.dataset import DatasetError, open_dataset
    from ..io.integrity import RECORD_ERRORS, unreadable
    from .serve import build_index, serve, stderr_log

    parser = ArgumentParser(prog="spatial-iq serve",
                            description="An OpenAI-compatible endpoint (/v1/chat/completions, /v1/models) "
                                        "answering the dataset's questions as a reference responder, for "
                                        "dry runs of a harness (docs/harness.md). Ctrl-C stops it.")
    parser.add_argument("dataset")
    parser.add_argument("responder", help=f"one of {', '.join(STRATEGIES)}")
    parser.add_argument("--port", type=int, default=8000, help="default 8000; 0 picks a free port")
    parser.add_argument("--host", default="127.0.0.1",
                        help="address to bind (default 127.0.0.1: the replies are the dataset's answers)")
    parser.add_argument("--seed", type=int, default=0,
                        help="the responder's seed, as spatial-iq respond --seed")
    parser.add_argument("--k", default="5,4,3", help="option counts served, comma-separated (default 5,4,3)")
    parser.add_argument("--limit", type=int, default=None, help="serve only the first N views")
    parser.add_argument("--model", default=None,
                        help="the name /v1/models lists (default spatial-iq-RESPONDER)")
    parser.add_argument("--log", action="store_true", help="print every request on stderr")
    args = parser.parse_args(argv)
    if args.responder not in STRATEGIES:
        return fail("serve", f"unknown responder {args.responder!r}; choose one of {', '.join(STRATEGIES)}")
    if not 0 <= args.port <= 65535:
        return fail("serve", f"--port {args.port}: give a port from 1 to 65535 (0 picks a free one)")
    start = time.perf_counter()
    try:
        dataset = open_dataset(args.dataset)
        index = build_index(dataset, args.responder, seed=args.seed, ks=_list(args.k, "--k", int),
                            limit=args.limit)
    except (DatasetError, ValueError) as err:
        return fail("serve", err)
    except OSError as err:
        return fail_os("serve", err, args.dataset)
    except RECORD_ERRORS as err:
        return fail("serve", unreadable(args.dataset, err))
    except KeyboardInterrupt:
        print("spatial-iq serve: stopped before it served", file=sys.stderr)
        return 130
    model = args.model or f"spatial-iq-{args.responder}"
    if args.host not in ("127.0.0.1", "localhost", "::1"):
        stderr_log(f"warning: binding {args.host}: whoever reaches it gets the answers of {args.dataset}")

    def ready(url: str) -> None:
        print(f"serving {index.size} questions of {args.dataset} as {args.responder} (model {model}) "
              f"at {url} (indexed in {time.perf_counter() - start:.1f} s); Ctrl-C stops", flush=True)

    try:
        counts = serve(index, args.host, args.port, model, ready=ready, log=stderr_log if args.log else None)
    except OSError as err:
        if err.errno == errno.EADDRINUSE:
            return fail("serve", f"port {args.port} on {args.host} is in use; choose another with --port "
                                 "(0 picks a free one)")
        return fail("serve", f"cannot listen on {args.host}:{args.port}: {err.strerror or err}")
    print(f"stopped: answered {counts['answered']} requests, refused {counts['refused']}", flush=True)
    return OK


def lmms_results_command(argv: list[str]) -> int:
    """``spatial-iq lmms-results TASK_DIR OUTPUT_PATH [--out PREDS.jsonl]``."""
    import json
    import os

    from ..errors import PROBLEMS
    from .lmms_results import RunMissing, read_results, replies

    parser = ArgumentParser(prog="spatial-iq lmms-results",
                            description="Read an lmms-eval run of a spatial-iq task folder from its results "
                                        "file (never its exit status): per-task accuracy, failed requests; "
                                        "--out writes its logged replies as a predictions file for "
                                        "spatial-iq eval (docs/harness.md).")
    parser.add_argument("task_dir", help="the folder spatial-iq export lmms-eval wrote")
    parser.add_argument("output_path", help="lmms-eval's --output_path")
    parser.add_argument("--out", default=None, help="a new predictions file (needs --log_samples)")
    args = parser.parse_args(argv)
    try:
        run = read_results(args.task_dir, args.output_path)
        lines = replies(args.task_dir, args.output_path) if args.out else None
        if args.out is not None:
            if os.path.lexists(args.out):
                raise ValueError(f"{args.out} already exists; choose a new file")
            with open(args.out, "x", encoding="utf-8") as fh:
                fh.writelines(json.dumps(line) + "\n" for line in lines)
    except (RunMissing, ValueError) as err:
        return fail("lmms-results", err)
    except OSError as err:
        return fail_os("lmms-results", err, args.out or args.output_path)
    width = max(map(len, run["tasks"]))
    failed = 0
    print(f"{run['file']}:")
    for task, row in run["tasks"].items():
        failed += int(row["failed_requests"] or 0)
        print(f"  {task:<{width}}  accuracy {row['accuracy']:.4f}  n {row['n']}  failed requests "
              f"{int(row['failed_requests'] or 0)}  unparseable {int(row['unparseable'] or 0)}")
    if lines is not None:
        print(f"wrote {len(lines)} replies to {args.out}")
    if failed:
        print(f"spatial-iq lmms-results: {failed} requests failed: the server did not answer them "
              "(they are scored wrong)", file=sys.stderr)
        return PROBLEMS
    return OK
