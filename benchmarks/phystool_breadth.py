"""Breadth of one seed's PhysTool queries (issue 44): distinct tool variants and base tools on
the tables, distinct target base tools, templates asked and the largest template's share,
domain shares against the paper's, tools visible and targets per query.

    python benchmarks/phystool_breadth.py SEED [N] [--sampled] [--workers W]

N queries (default 2,510, the paper's count) are made as the generator makes them: query,
QC and layout (``scene.build_item`` without the render, as ``scene.render=false`` writes
them), so a distractor or task the layout redraws is counted as it ends up. ``--sampled``
counts the first sampled draw instead (``queries.sample_query``, attempt 0: targets,
distractors and tables after QC, no layout), about 20 times faster; the layout changes a few
percent of the tables (docs/phystool.md, "Breadth"). The figures come from
``generators.phystool.breadth``.
"""

import argparse
import time
from multiprocessing import Pool

from generators.phystool.breadth import breadth, report
from generators.phystool.library import load
from generators.phystool.queries import sample_query
from generators.phystool.scene import build_item, default_pc
from generators.phystool.tasks import load as load_tasks

_STATE: dict = {}


def _init(seed: int, sampled: bool) -> None:
    lib = load()
    _STATE.update(lib=lib, templates=load_tasks(lib=lib), pc=default_pc(), seed=seed, sampled=sampled)


def _record(index: int) -> dict:
    st = _STATE
    if st["sampled"]:
        return sample_query(st["lib"], st["templates"], st["seed"], index)
    return build_item(st["lib"], st["templates"], st["seed"], index, st["pc"], draw=False)[0]


def main(argv=None) -> None:
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("seed", type=int)
    p.add_argument("n", type=int, nargs="?", default=2510)
    p.add_argument("--sampled", action="store_true", help="first sampled draw, no layout (faster)")
    p.add_argument("--workers", type=int, default=1)
    args = p.parse_args(argv)
    start = time.perf_counter()
    if args.workers > 1:
        with Pool(args.workers, initializer=_init, initargs=(args.seed, args.sampled)) as pool:
            records = pool.map(_record, range(args.n), chunksize=16)
    else:
        _init(args.seed, args.sampled)
        records = [_record(i) for i in range(args.n)]
    lib = load()
    how = "sampled, no layout" if args.sampled else "with layouts, as scene.render=false writes them"
    print(f"seed {args.seed}, {args.n} queries ({how}; {time.perf_counter() - start:.0f} s)")
    print(report(breadth(records, lib, load_tasks(lib=lib))))


if __name__ == "__main__":
    main()
