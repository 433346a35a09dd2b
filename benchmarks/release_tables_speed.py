"""Seconds for every table of the release's analysis from its raw files, and the two-way
fixed-effect bootstrap in closed form against re-projecting every draw.

    python benchmarks/release_tables_speed.py [RAW_DIR] [--draws 200]

RAW_DIR defaults to the 17 files under tests/data/spatial-iq-release/raw (unpacked to a
temporary folder). Prints the time to read and to build all tables, then, for the
column & layer -> visible relation, the seconds per bootstrap draw of ``TwoWay.slope``
(closed form) and of ``demean_twoway`` on the resampled rows (the release's way), measured
in the same run, their ratio, and the largest difference of the slopes. A benchmark, not a
test.
"""

from __future__ import annotations

import argparse
import gzip
import os
import tempfile
import time

import numpy as np

from generators.evaluation import dependency as dep
from generators.evaluation import twoway
from generators.evaluation.release_data import load
from generators.evaluation.release_report import build

DATA = os.path.join(os.path.dirname(__file__), "..", "tests", "data", "spatial-iq-release", "raw")


def unpack() -> str:
    folder = tempfile.mkdtemp()
    for name in os.listdir(DATA):
        with open(os.path.join(DATA, name), "rb") as fh, open(os.path.join(folder, name[:-3]), "wb") as out:
            out.write(gzip.decompress(fh.read()))
    return folder


def reprojected(sub, draws: int, seed: int) -> list[float]:
    v_codes = sub["view"].factorize()[0]
    m_codes = sub["_model"].factorize()[0]
    xy = np.column_stack([(sub["task3"] * sub["task4"]).to_numpy(float), sub["task5"].to_numpy(float)])
    n = v_codes.max() + 1
    rows_of = [np.flatnonzero(v_codes == v) for v in range(n)]
    rng = np.random.default_rng(seed)
    out = []
    for _ in range(draws):
        pick = rng.integers(0, n, n)
        rows = np.concatenate([rows_of[v] for v in pick])
        clusters = np.repeat(np.arange(n), [len(rows_of[v]) for v in pick])
        dm = twoway.demean_twoway(xy[rows], clusters, m_codes[rows])
        out.append(float((dm[0] * dm[1]).sum() / (dm[0] * dm[0]).sum()))
    return out


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("raw", nargs="?", default=None)
    parser.add_argument("--draws", type=int, default=200)
    args = parser.parse_args()
    raw = args.raw or unpack()
    t = time.perf_counter()
    groups = load(raw)
    t_read = time.perf_counter() - t
    t = time.perf_counter()
    tables = build(groups)
    t_build = time.perf_counter() - t
    frames = sum(len(g) for g in groups.values())  # a file may serve two groups
    print(f"read {frames} model frames in {t_read:.1f} s; "
          f"{len(tables)} tables in {t_build:.1f} s")
    sub = dep.pool(groups["text"])[["view", "_model", "task3", "task4", "task5"]].dropna()
    fe = twoway.TwoWay(sub["view"].factorize()[0], sub["_model"].factorize()[0],
                    (sub["task3"] * sub["task4"]).to_numpy(float), sub["task5"].to_numpy(float))
    rng = np.random.default_rng(1)
    t = time.perf_counter()
    closed = [fe.slope(np.bincount(rng.integers(0, fe.views, fe.views), minlength=fe.views))
              for _ in range(args.draws)]
    t_closed = (time.perf_counter() - t) / args.draws
    t = time.perf_counter()
    slow = reprojected(sub, args.draws, 1)
    t_slow = (time.perf_counter() - t) / args.draws
    print(f"two-way bootstrap: {t_closed * 1e3:.2f} ms a draw in closed form, {t_slow * 1e3:.2f} ms "
          f"re-projecting ({t_slow / t_closed:.0f}x); largest slope difference "
          f"{max(abs(a - b) for a, b in zip(closed, slow)):.1e}")


if __name__ == "__main__":
    main()
