"""Re-check a generated PhysTool dataset from its files: no two footprints overlap, every
visible tool (so every target) has pixels in its mask, and the count statistics.

    python -m generators.phystool.check DATASET_DIR
"""

from __future__ import annotations

import json
import os
import sys

import numpy as np

from .layout import corners, overlap
from .run import read_mask, summary


def check(dataset: str, min_pixels: int = 1) -> dict:
    with open(os.path.join(dataset, "queries.jsonl")) as fh:
        records = [json.loads(line) for line in fh if line.strip()]
    problems = []
    overlaps = unseen = 0
    targets = targets_seen = 0
    for rec in records:
        quads = [corners(v["pose"]["x"], v["pose"]["y"], np.radians(v["pose"]["yaw_deg"]), v["size_m"][0],
                         v["size_m"][1]) for v in rec["visible_tools"]]
        for i in range(len(quads)):
            for j in range(i):
                if overlap(quads[i], quads[j]):
                    overlaps += 1
                    problems.append(f"{rec['id']}: tools {i + 1} and {j + 1} overlap")
        if "mask" not in rec:
            continue
        counts = np.bincount(read_mask(os.path.join(dataset, rec["mask"])).ravel(),
                             minlength=len(rec["visible_tools"]) + 1)
        for v in rec["visible_tools"]:
            seen = counts[v["instance_id"]] >= min_pixels
            if v["role"] == "target":
                targets += 1
                targets_seen += int(seen)
            if not seen:
                unseen += 1
                problems.append(f"{rec['id']}: {v['role']} {v['name']} has {counts[v['instance_id']]} pixels")
    return {"queries": len(records), "overlapping_pairs": overlaps, "tools_without_pixels": unseen,
            "targets": targets, "targets_visible": targets_seen, "statistics": summary(records),
            "problems": problems[:20]}


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    if len(argv) != 1:
        print("usage: python -m generators.phystool.check DATASET_DIR", file=sys.stderr)
        return 2
    result = check(argv[0])
    print(json.dumps(result, indent=1))
    return 0 if not result["problems"] else 1


if __name__ == "__main__":
    sys.exit(main())
