"""``spatial-iq audit DATASET`` on a PhysTool dataset: the blind baselines (``blind.py``)
scored on its queries, written to a JSON report and the dataset card.

Invariant: the baselines learn only from queries of *another* seed (``--train-seed``,
default the dataset's seed + 1), sampled with the dataset's own query settings
(``queries.sample_query``, no layout: layouts redraw tools, not tasks), and see nothing of a
test query but its instruction. The card's section sits between markers in
``DATASET/README.md`` (created when missing) and is replaced, never appended twice; every
file is written whole, then renamed. docs/phystool.md, "Blind baselines", has the figures.
"""

from __future__ import annotations

import json
import os

from ..errors import BAD_INPUT, OK, PROBLEMS, ArgumentParser, fail, fail_os
from ..io.atomic import atomic_open
from .blind import BASELINES, run

ORACLE = "the targets' full names, grouped by step (the image's answer): both scorers must give it 1.0"
MARK_BEGIN, MARK_END = "<!-- spatial-iq phystool audit -->", "<!-- /spatial-iq phystool audit -->"
CELL_LIMIT = 0.15  # a cell whose blind EM interval lies above this is flagged (issue 26's EM bound)
COLUMNS = (("exact_base_set", "exact base-tool set"), ("em", "EM (ours)"), ("release_em", "EM (release)"),
           ("f1", "F1 (ours)"), ("release_f1", "F1 (release)"), ("sr@1", "SR@1"), ("poa", "POA"))


def audit(dataset: str, train_seed: int | None = None, n_train: int = 600, seed: int = 0) -> dict:
    """The report: each baseline's and the image oracle's metrics with 95 % intervals."""
    from .evaluate import read_dataset
    from .library import load as load_library
    from .queries import sample_query
    from .scene import query_config
    from .tasks import load as load_tasks

    manifest, records = read_dataset(dataset)
    if not records:
        raise ValueError(f"{dataset}: the dataset holds no queries to audit")
    config = manifest.get("config") or {}
    data_seed = int(config.get("seed", 0))
    train_seed = data_seed + 1 if train_seed is None else int(train_seed)
    if train_seed == data_seed:
        raise ValueError(f"--train-seed {train_seed} is the dataset's own seed; train on another seed")
    lib = load_library()
    templates = load_tasks(lib=lib)
    qc = query_config({**_scene_defaults(), **(config.get("scene") or {})})
    train = [sample_query(lib, templates, train_seed, i, qc) for i in range(int(n_train))]
    table_path = os.path.join(dataset, "final_matching_info.json")
    table = None
    if os.path.isfile(table_path):
        with open(table_path, encoding="utf-8") as fh:
            table = json.load(fh)
    results = run(train, records, lib, templates, table, seed)
    cells = results.pop("cells")
    missing = sorted(set(BASELINES) - set(results))
    return {"dataset": os.path.abspath(dataset), "queries": len(records), "seed": seed,
            "train": {"seed": train_seed, "queries": int(n_train)},
            "baselines": {**BASELINES, "image_oracle": ORACLE},
            "not_run": {name: "needs scikit-learn: pip install 'spatial-iq[audit]'" for name in missing},
            "results": results, "cells": cells}


def _scene_defaults() -> dict:
    from .scene import default_pc

    return default_pc()


def markdown(report: dict) -> str:
    """The card's section: one row per baseline, a column per metric, 95 % intervals."""
    lines = ["## Blind baselines (PhysTool)", "",
             f"`spatial-iq audit` over {report['queries']} queries: answers from the instruction alone, "
             f"learned on {report['train']['queries']} queries of seed {report['train']['seed']}; mean with "
             "a 95 % bootstrap interval over scenes. \"ours\" is this project's scorer, \"release\" the "
             "public release's (eval_offline.py's matching with `final_matching_info.json`).", "",
             "| baseline | " + " | ".join(title for _, title in COLUMNS) + " |",
             "|---|" + "---:|" * len(COLUMNS)]
    for name, metrics in report["results"].items():
        cells = []
        for key, _ in COLUMNS:
            m = metrics.get(key)
            cells.append("n/a" if not m else f"{m['mean']:.3f} [{m['low']:.3f}, {m['high']:.3f}]")
        lines.append(f"| {name} | " + " | ".join(cells) + " |")
    for name, why in report.get("not_run", {}).items():
        lines.append(f"| {name} | not run: {why} |" + " |" * (len(COLUMNS) - 1))
    lines += ["", *(f"- `{k}`: {v}" for k, v in report["baselines"].items()), ""]
    cells = report.get("cells") or {}
    if cells:
        names = [n for n in report["results"] if n != "image_oracle" and n in next(iter(cells.values()))]
        lines += ["Per cell (domain x target count; a pooled row can hide a cell the text answers): EM "
                  "of a uniform guess among each need's fitting tools, and each baseline's EM (ours / "
                  f"release) with a 95 % interval over the cell's scenes; **bold**: the interval lies above "
                  f"{CELL_LIMIT:g}.", "",
                  "| cell | n | uniform guess | " + " | ".join(names) + " |",
                  "|---|---:|---:|" + "---|" * len(names)]
        for c, e in cells.items():
            row = [c, str(e["n"]), f"{e['chance_em']:.3f}"]
            for n in names:
                parts = []
                for k in ("em", "release_em"):
                    m = e[n][k]
                    text = f"{m['mean']:.3f} [{m['low']:.3f}, {m['high']:.3f}]"
                    parts.append(f"**{text}**" if m["low"] > CELL_LIMIT else text)
                row.append(" / ".join(parts))
            lines.append("| " + " | ".join(row) + " |")
        lines.append("")
    return "\n".join(lines)


def high_cells(report: dict) -> list[str]:
    """Cells where a blind baseline's EM interval (either scorer) lies wholly above CELL_LIMIT."""
    cells = report.get("cells") or {}
    return [f"{c} ({n}: {k} {e[n][k]['mean']:.3f}, n={e['n']})" for c, e in cells.items()
            for n in e if isinstance(e[n], dict) for k in ("em", "release_em")
            if e[n][k] and e[n][k]["low"] > CELL_LIMIT]


def write(report: dict, json_path: str, card_dir: str | None) -> None:
    """The JSON report, and the card section in ``card_dir``/README.md (replacing an earlier
    one between the markers)."""
    with atomic_open(json_path, "w") as fh:
        fh.write(json.dumps(report, indent=1, sort_keys=True))
    if card_dir is None:
        return
    readme = os.path.join(card_dir, "README.md")
    text = ""
    if os.path.isfile(readme):
        with open(readme, encoding="utf-8") as fh:
            text = fh.read()
    section = f"{MARK_BEGIN}\n{markdown(report)}{MARK_END}\n"
    if MARK_BEGIN in text and MARK_END in text:
        head, rest = text.split(MARK_BEGIN, 1)
        text = head + section + rest.split(MARK_END, 1)[1].lstrip("\n")
    else:
        text = (text.rstrip("\n") + "\n\n" if text else "# PhysTool dataset\n\n") + section
    with atomic_open(readme, "w") as fh:
        fh.write(text)


def audit_command(argv: list[str]) -> int:
    parser = ArgumentParser(
        prog="spatial-iq audit",
        description="Score blind baselines (a text-only baseline that knows the task templates, a "
                    "bag-of-words classifier) on a PhysTool dataset's queries with this project's and the "
                    "release's metrics; write the table into the dataset card and a JSON file.")
    parser.add_argument("dataset")
    parser.add_argument("--out", default=None, help="JSON file to write (default DATASET/card/audit.json)")
    parser.add_argument("--train-seed", type=int, default=None,
                        help="seed of the training queries (default: the dataset's seed + 1)")
    parser.add_argument("--n-train", type=int, default=600, help="training queries (default 600)")
    parser.add_argument("--seed", type=int, default=0, help="seed of the bootstrap")
    parser.add_argument("--no-card", action="store_true", help="leave the dataset's README.md as it is")
    parser.add_argument("--fail-above", type=float, default=None, metavar="EM",
                        help="exit 1 when a blind baseline's EM (either scorer) is above EM")
    args = parser.parse_args(argv)
    if args.n_train < 10:
        return fail("audit", f"--n-train {args.n_train}: train on at least 10 queries", BAD_INPUT)
    if args.out is not None and os.path.exists(args.out):
        return fail("audit", f"--out {args.out}: already exists; choose a new file (reports never overwrite)")
    from .evaluate import EvalError

    try:
        report = audit(args.dataset, args.train_seed, args.n_train, args.seed)
    except (EvalError, ValueError) as err:
        return fail("audit", err)
    except OSError as err:
        return fail_os("audit", err, args.dataset)
    out = args.out or os.path.join(args.dataset, "card", "audit.json")
    try:
        os.makedirs(os.path.dirname(os.path.abspath(out)), exist_ok=True)
        write(report, out, None if args.no_card else args.dataset)
    except OSError as err:
        return fail_os("audit", err, out)
    worst = max((m[k]["mean"] for name, m in report["results"].items() if name != "image_oracle"
                 for k in ("em", "release_em") if m.get(k)), default=0.0)
    oracle = report["results"]["image_oracle"]
    print(f"{report['queries']} queries: worst blind baseline EM {worst:.3f}; image oracle EM "
          f"{oracle['em']['mean']:.3f} (release {oracle['release_em']['mean']:.3f}); report in {out}")
    for name, metrics in report["results"].items():
        m = {k: v["mean"] for k, v in metrics.items() if v}
        print(f"  {name}: exact base-tool set {m['exact_base_set']:.3f}, EM {m['em']:.3f} "
              f"(release {m['release_em']:.3f}), F1 {m['f1']:.3f}")
    high = high_cells(report)
    print(f"  cells (domain x target count): {len(report['cells'])}; blind EM interval above "
          f"{CELL_LIMIT:g} in " + (", ".join(high) if high else "none"))
    if args.fail_above is not None and worst > args.fail_above:
        print(f"a blind baseline's EM is above {args.fail_above:g}: the picture is not needed")
        return PROBLEMS
    return OK
