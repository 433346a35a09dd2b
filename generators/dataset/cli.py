"""``spatial-iq generate`` (a Hydra app) and ``spatial-iq verify``.

``generate`` composes ``configs/generate.yaml`` with the command line, converts it once
into a ``GenerateConfig`` and hands it to the runner of its ``scene`` kind
(``SceneConfig.runner``: ``dataset.run.generate`` for voxel scenes,
``phystool.run.generate`` for PhysTool queries).
"""

from __future__ import annotations

import importlib
import sys

import hydra
from hydra.core.hydra_config import HydraConfig
from hydra.types import RunMode

from ..config import hydra_argv_problem, hydra_error_line, hydra_errors, hydra_errors_raised, load, register
from ..errors import (
    BAD_INPUT,
    OK,
    PROBLEMS,
    RUN_FAILED,
    ArgumentParser,
    ConfigError,
    RunError,
    fail,
    run_hydra_app,
)

register()


def _runner(path: str):
    module, name = path.split(":")
    return getattr(importlib.import_module(module), name)


@hydra.main(version_base="1.3", config_path="pkg://generators.configs", config_name="generate")
def _generate_app(node) -> None:
    hc = HydraConfig.get()
    out = hc.runtime.output_dir if hc.mode == RunMode.MULTIRUN else None
    try:
        cfg = load(node)
        # a bar on a terminal, a line every few seconds in a log (dataset/progress.py)
        summary = _runner(type(cfg.scene).runner)(cfg, out=out, progress="auto")
    except ConfigError as err:
        sys.exit(fail("generate", err, BAD_INPUT))
    except RunError as err:  # the run could not finish: status 3, distinct from bad input
        sys.exit(fail("generate", err, RUN_FAILED))
    print(summary["report"])


def generate_command(argv: list[str]) -> int:
    """``spatial-iq generate [Hydra overrides]``; returns the exit status."""
    problem = hydra_argv_problem(argv)  # flags and group overrides Hydra would not report in one line
    if problem:
        return fail("generate", problem, BAD_INPUT)
    with hydra_errors_raised():
        try:
            return run_hydra_app("spatial-iq generate", _generate_app, argv)
        except hydra_errors() as err:  # unknown key, wrong type, scene=phystol: one line, exit 2
            return fail("generate", hydra_error_line(err), BAD_INPUT)


def verify_command(argv: list[str]) -> int:
    """``spatial-iq verify DIR``: 0 when everything checks out, 1 with one line per problem."""
    from .verify import verify

    parser = ArgumentParser(prog="spatial-iq verify",
                            description="Re-derive every label and check checksums, invariants and "
                                        "counts of a dataset.")
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
        return PROBLEMS
    print(f"ok: {n} views verified in {args.dataset}")
    return OK
