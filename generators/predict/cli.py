"""``spatial-iq predict``: ask an OpenAI-compatible endpoint the questions of an export."""

from __future__ import annotations

import sys

from ..errors import OK, PROBLEMS, RUN_FAILED, ArgumentParser, fail, fail_os


def _bad_number(args) -> str | None:
    """The first numeric flag out of range (NaN and infinities included), or None."""
    import math

    checks = [
        (math.isfinite(args.temperature) and args.temperature >= 0,
         f"--temperature {args.temperature}: must be a number >= 0"),
        (math.isfinite(args.timeout) and args.timeout > 0,
         f"--timeout {args.timeout}: must be a positive number of seconds"),
        (args.concurrency >= 1, f"--concurrency {args.concurrency}: must be at least 1"),
        (args.limit is None or args.limit >= 0,
         f"--limit {args.limit}: must be 0 or more (leave it out for every question)"),
        (args.max_tokens >= 0, f"--max-tokens {args.max_tokens}: must be 0 (the server decides) or more"),
        (args.max_retries >= 0, f"--max-retries {args.max_retries}: must be 0 or more"),
    ]
    return next((message for ok, message in checks if not ok), None)


def predict_command(argv: list[str]) -> int:
    import json
    import os

    from .client import ChatClient, FatalError
    from .runner import CHAT_MODALITIES, RunAborted, predict, questions_from_export

    parser = ArgumentParser(prog="spatial-iq predict",
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
    parser.add_argument("--media-root", action="append", default=[], metavar="DIR",
                        help="a folder whose files an export may name by absolute path (the source "
                             "videos of a flatten-set native export); repeatable")
    parser.add_argument("--modalities", default=",".join(CHAT_MODALITIES),
                        help=f"comma-separated (default {','.join(CHAT_MODALITIES)})")
    parser.add_argument("--max-tokens", type=int, default=1024, help="0 leaves it to the server")
    parser.add_argument("--temperature", type=float, default=0.0)
    parser.add_argument("--timeout", type=float, default=120.0,
                        help="seconds for one whole request, however the server sends it (default 120)")
    parser.add_argument("--max-retries", type=int, default=5)
    parser.add_argument("--extra-body", default=None,
                        help='JSON object merged into each request, e.g. \'{"seed": 0}\'')
    args = parser.parse_args(argv)
    bad = _bad_number(args)
    if bad:
        return fail("predict", bad)
    try:
        extra = json.loads(args.extra_body or "{}")
    except ValueError as err:
        extra = err
    if not isinstance(extra, dict):
        return fail("predict", f"--extra-body must be a JSON object, got {args.extra_body!r}")
    try:
        api_key = None
        if args.api_key_env:
            api_key = os.environ.get(args.api_key_env)
            if not api_key:
                raise ValueError(f"environment variable {args.api_key_env} is not set; export it or drop "
                                 "--api-key-env")
        questions = questions_from_export(args.export_dir, modalities=args.modalities.split(","),
                                          media_roots=args.media_root)
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
    except (ValueError, ImportError, FatalError) as err:
        return fail("predict", err)
    except OSError as err:  # a full disk is exit 3 (rerun resumes), anything else exit 2
        return fail_os("predict", err, args.out)
    except RunAborted as err:  # the run could not finish: status 3, distinct from bad input
        return fail("predict", err, RUN_FAILED)
    except KeyboardInterrupt:
        print(f"spatial-iq predict: interrupted; rerun the same command to resume {args.out}",
              file=sys.stderr)
        return 130
    print(f"{s['out']}: {s['answered']} answered, {s['errors']} failed, {s['skipped']} already done "
          f"of {s['questions']} questions in {s['seconds']:.1f} s ({s['retries']} retries, "
          f"{s['prompt_tokens']} prompt + {s['completion_tokens']} completion tokens)")
    if s["errors"]:
        print(f"rerun the same command to retry the {s['errors']} failed question(s)", file=sys.stderr)
    return PROBLEMS if s["errors"] else OK
