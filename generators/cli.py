"""The ``spatial-iq`` command: a table of sub-commands, each a public ``*_command(argv)``
entry point of the package that does the work, loaded only when called.

Run ``spatial-iq`` with no arguments for the list. Exit codes are ``errors.py``'s:
0 done, 1 problems found, 2 bad input, 3 a run that could not finish (docs/errors.md).
"""

from __future__ import annotations

import difflib
import importlib
import sys

# command -> ("module:function", synopsis)
COMMANDS: dict[str, tuple[str, str]] = {
    "generate": ("generators.dataset.cli:generate_command",
                 "out=DIR [n_scenes=8] [grid=4] [seed=0] [...]   Hydra overrides; -m sweeps; "
                 "scene=phystool for PhysTool queries (docs/phystool.md); a rerun resumes (docs/scale.md)"),
    "verify": ("generators.dataset.cli:verify_command", "DIR   re-derive and check everything"),
    "show": ("generators.browse.cli:show_command", "DIR [--out sheet.png] [--views 12]   contact sheet"),
    "gallery": ("generators.browse.cli:gallery_command",
                "DIR [--out DIR/gallery] [--views 24]   static HTML pages of views and questions"),
    "audit": ("generators.audit.cli:audit_command",
              "DIR [--k 3,4,5] [--fail-above P] [--out JSON]   blind baselines at chance? ('.[audit]'); "
              "a PhysTool DIR: text-only baselines (docs/phystool.md)"),
    "export": ("generators.exports.cli:export_command",
               "FORMAT DIR --out OUT [--modalities ...] [--k 5]   jsonl, parquet, tsv, release; "
               "lmms-eval (a task folder, docs/harness.md)"),
    "export-usd": ("generators.usd.cli:export_usd_command",
                   "DIR [--out DIR/usd] [--limit N]   one .usda per scene ('.[usd]')"),
    "predict": ("generators.predict.cli:predict_command",
                "EXPORT_DIR --base-url URL --model NAME --out FILE   ask a chat endpoint; resumes"),
    "serve": ("generators.harness.cli:serve_command",
              "DIR RESPONDER [--port 8000]   an OpenAI-compatible endpoint answering as a reference "
              "responder (docs/harness.md)"),
    "lmms-results": ("generators.harness.cli:lmms_results_command",
                     "TASK_DIR OUTPUT_PATH [--out PREDS.jsonl]   an lmms-eval run, read from its "
                     "results file"),
    "respond": ("generators.evaluation.cli:respond_command",
                "DIR STRATEGY --out PREDICTIONS.jsonl   oracle, random, shortcuts"),
    "eval": ("generators.evaluation.cli:eval_command",
             "DIR PREDICTIONS.jsonl [...] --out REPORT   score models, the release's tables; "
             "eval release-tables RAW_DIR --out DIR [--figures] for the release's own files"),
    "cgdj-videos": ("generators.cgdj.cli:cgdj_videos_command",
                    "out=DIR [n_scenes=4] [layouts=[5x8,7x10,8x12]]   collapse/orbit clips, CGDJ items"),
    "flatten": ("generators.cgdj.cli:flatten_command",
                "VIDEO|FRAMES --question Q [--option A ...] --out IMG.png [--grid 7x10]"),
    "flatten-set": ("generators.cgdj.cli:flatten_set_command",
                    "MANIFEST --out DIR [--grid 7x10] [--jobs N]   flatten a video set for predict; resumes"),
    "keyframes": ("generators.cgdj.cli:keyframes_command",
                  "VIDEO|FRAMES --cut-frame N|--cut-time S --out IMG.png [--golden CLIP]"),
    "judge": ("generators.cgdj.cli:judge_command",
              "ITEMS PREDICTIONS --judge module:function --out JUDGED.jsonl"),
    "judge-aggregate": ("generators.cgdj.cli:judge_aggregate_command",
                        "JUDGED... [--names a,b] [--items DIR] [--by category]   one column per model"),
    "judge-agreement": ("generators.cgdj.cli:judge_agreement_command",
                        "JUDGE_SCORES HUMAN_SCORES [--key score] [--raters r1,r2,r3]   r, MAD, alpha"),
}


# command -> {dataset kind (its manifest's "kind") -> "module:function"}: the same command on
# another kind of dataset runs that kind's implementation
BY_KIND: dict[str, dict[str, str]] = {
    "audit": {"phystool": "generators.phystool.blind_report:audit_command"},
}


# command -> {its first argument -> "module:function"}: a form of the command whose code sits
# above the command's own package (the lmms-eval task folder copies evaluation's scorer)
BY_FIRST_ARG: dict[str, dict[str, str]] = {
    "export": {"lmms-eval": "generators.harness.cli:export_lmms_command"},
}


def dataset_kind(path: str) -> str | None:
    """The "kind" in ``path``/manifest.json, or None when there is no readable manifest (the
    command itself then reads it and says what is wrong)."""
    import os

    from .io.jsonio import read_json

    try:
        kind = read_json(os.path.join(path, "manifest.json")).get("kind")
    except (OSError, ValueError, AttributeError):
        return None
    return kind if isinstance(kind, str) else None


def entry(command: str, rest: list[str]) -> str:
    """The "module:function" that runs ``command``: a dataset argument of a kind named in
    BY_KIND routes the command to that kind's implementation."""
    if rest and rest[0] in BY_FIRST_ARG.get(command, {}):
        return BY_FIRST_ARG[command][rest[0]]
    kinds = BY_KIND.get(command, {})
    for arg in rest:
        if not arg.startswith("-") and dataset_kind(arg) in kinds:
            return kinds[dataset_kind(arg)]
    return COMMANDS[command][0]


def usage() -> str:
    width = max(map(len, COMMANDS))
    lines = [f"  spatial-iq {name:<{width}}  {synopsis}" for name, (_, synopsis) in COMMANDS.items()]
    head = "usage: spatial-iq COMMAND [ARGS]   (spatial-iq COMMAND --help for one command)\n\n"
    return head + "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    if not argv or argv[0] in ("-h", "--help"):
        print(usage())
        return 0 if argv else 2
    command, rest = argv[0], argv[1:]
    if command not in COMMANDS:
        near = difflib.get_close_matches(command, COMMANDS, n=1)
        hint = f"did you mean {near[0]}? " if near else ""
        print(f"spatial-iq: error: unknown command {command!r}; {hint}commands: {', '.join(COMMANDS)} "
              "(spatial-iq --help)", file=sys.stderr)
        return 2
    module, function = entry(command, rest).split(":")
    return getattr(importlib.import_module(module), function)(rest)


if __name__ == "__main__":
    sys.exit(main())
