"""Write ``generate_golden.json``: content hashes of small datasets made with fixed seeds.

    python tests/golden/make_generate_golden.py    # only when a change to the output is intended

``tests/test_golden_generate.py`` regenerates the same datasets and compares: scenes,
labels, targets, question tables and every view array must hash the same, so code moves
and speed work cannot change what a seed produces. The file also records
``QUESTIONS_VERSION``; writing changed question hashes under the same version is refused.
"""

from __future__ import annotations

import json
import os
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
GOLDEN = os.path.join(HERE, "generate_golden.json")
# (name, overrides): small but covering cube/box/can, palette, non-cubic grids, odd sizes
CASES = [
    ("cube4", ["n_scenes=3", "camera.width=64", "camera.height=64"]),
    ("box345_palette", ["n_scenes=2", "grid=[3,4,5]", "object_type=box", "render.palette=true",
                        "camera.width=48", "camera.height=40"]),
    ("can3_odd", ["n_scenes=2", "grid=3", "object_type=can", "camera.width=63", "camera.height=63",
                  "seed=5"]),
]


def dataset_hashes(path: str) -> dict:
    """sha256 per part of a dataset read through the public reader."""
    import hashlib

    import numpy as np

    from generators.io.dataset import open_dataset

    ds = open_dataset(path)
    h = {k: hashlib.sha256() for k in ("scenes", "labels", "targets", "rgb", "instance", "depth",
                                       "questions")}
    seen = set()
    for view in ds:
        if view["scene_id"] not in seen:
            seen.add(view["scene_id"])
            scene = {k: view[k] for k in ("scene_id", "seed", "grid_shape", "block_size", "grid_origin",
                                         "blocks", "object_type", "target_count")}
            scene["colours"] = view.get("colours", view.get("colors"))
            h["scenes"].update(json.dumps(scene, sort_keys=True).encode())
        h["labels"].update(json.dumps([view["scene_id"], view["view_id"], view["labels"]],
                                      sort_keys=True).encode())
        h["targets"].update(json.dumps(view["targets"], sort_keys=True).encode())
        for key in ("rgb", "instance", "depth"):
            h[key].update(np.ascontiguousarray(view[key]).tobytes())
    for q in ds.questions():
        h["questions"].update(json.dumps(q, sort_keys=True).encode())
    return {k: v.hexdigest() for k, v in h.items()}


def generate(out: str, overrides: list[str]) -> None:
    from generators.cli import main

    rc = main(["generate", f"out={out}", "workers=1", *overrides])
    if rc:
        raise SystemExit(f"generate failed with {rc}")


def unbumped(old: dict, new: dict, version: int) -> list[str]:
    """Cases whose question hashes changed while ``QUESTIONS_VERSION`` did not: datasets that
    build their questions when read would then be scored against other questions."""
    if old.get("question_version") != version:
        return []
    return [name for name, hashes in new.items()
            if old.get("hashes", {}).get(name, {}).get("questions") not in (None, hashes["questions"])]


def main() -> None:
    from generators.questions.table import QUESTIONS_VERSION

    result = {}
    with tempfile.TemporaryDirectory() as tmp:
        for name, overrides in CASES:
            out = os.path.join(tmp, name)
            generate(out, overrides)
            result[name] = dataset_hashes(out)
    old = json.load(open(GOLDEN)) if os.path.isfile(GOLDEN) else {}
    changed = unbumped(old, result, QUESTIONS_VERSION)
    if changed:
        raise SystemExit(f"the questions of {', '.join(changed)} changed but QUESTIONS_VERSION is still "
                         f"{QUESTIONS_VERSION}: raise it in generators/questions/table.py (datasets "
                         "generated with output.questions=lazy must not be scored against other questions), "
                         "then rerun")
    with open(GOLDEN, "w") as fh:
        json.dump({"cases": CASES, "hashes": result, "question_version": QUESTIONS_VERSION}, fh,
                  indent=1, sort_keys=True)
    print(f"wrote {GOLDEN}")


if __name__ == "__main__":
    sys.path.insert(0, os.path.dirname(os.path.dirname(HERE)))
    main()
