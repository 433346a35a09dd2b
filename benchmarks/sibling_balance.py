"""How far siblings' edits are from the scene's own, worked out exactly per scene.

    python benchmarks/sibling_balance.py DATASET [--scenes 30]

For each scene, every decoy the scene can make is weighed by the edit kernel (no
sampling); for each, the first sibling's law (the scene taken) is read off the decoy's own
neighbours that look unlike it in every view, and compared with the scene's way back from
that decoy: how often the edit is in the top layer (S6-S8 change only with it), adds a
block, and adds one on the floor. Printed per law, siblings minus scene in points with the
standard error over scenes: the fitted weights ``sibling_sets`` draws with, and as the
baseline in the same run the mirror's weights alone (docs/questions.md, "Sibling option
sets", point 3). A diagnostic, not a test: it draws every decoy's every neighbour, about
a minute for 30 scenes at 128x128.
"""

from __future__ import annotations

import argparse
from collections import defaultdict

import numpy as np

from generators.io.dataset import open_dataset
from generators.questions.sibling_sets import class_weights
from generators.questions.siblings import SiblingViews
from generators.questions.stack_edits import Stack
from generators.questions.text import partners

FEATURES = ("top layer", "add", "floor add")


def scenes(path: str, limit: int):
    """A dataset's views, one list per scene, for the first ``limit`` scenes."""
    by: dict = defaultdict(list)
    for view in open_dataset(path):
        by[view["scene_id"]].append(view)
        if len(by) > limit:
            break
    return list(by.values())[:limit]


def gaps(views: list) -> dict:
    """Per law: the first sibling's expected features minus the scene's, over its decoys."""
    sv = SiblingViews(views, {v["view_id"]: partners(views, v) for v in views})
    edits, scene = sv.edits, Stack()
    decoys = [(edits.apply(scene, m), p) for m, p in edits.kernel(scene) if sv.seen(edits.apply(scene, m))]
    mirror = edits.mirror_of(scene, sv.seen)
    laws = {"fitted": class_weights(sv, mirror, decoys), "mirror": mirror}
    total = sum(p for _, p in decoys)

    def feature(decoy: Stack, stack: Stack) -> np.ndarray:
        kind, cell = edits.edit(decoy, stack)
        return np.array([cell[2] == edits.top, kind == "add", kind == "add" and cell[2] == 0], float)

    own = np.zeros(3)
    out = {name: np.zeros(3) for name in laws}
    for decoy, p in decoys:
        own += p / total * feature(decoy, scene)
        by = {c: [x for x in (edits.apply(decoy, m) for m in sv.shown(decoy, c)) if x != scene]
              for c in sv.classes(decoy)}
        for name, weight in laws.items():
            live = {c: weight[c] for c, xs in by.items() if xs and weight.get(c, 0.0) > 0}
            t = sum(live.values())
            for c, w in live.items():
                out[name] += p / total * w / t * np.mean([feature(decoy, x) for x in by[c]], axis=0)
    return {name: got - own for name, got in out.items()}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("dataset")
    parser.add_argument("--scenes", type=int, default=30)
    args = parser.parse_args()
    rows: dict = defaultdict(list)
    for views in scenes(args.dataset, args.scenes):
        for name, gap in gaps(views).items():
            rows[name].append(gap)
    for name, got in rows.items():
        got = 100 * np.array(got)
        mean, se = got.mean(axis=0), got.std(axis=0) / np.sqrt(len(got))
        cells = ", ".join(f"{f} {m:+.1f} +- {e:.1f}" for f, m, e in zip(FEATURES, mean, se))
        print(f"{name:7s} siblings minus scene, points ({len(got)} scenes): {cells}")


if __name__ == "__main__":
    main()
