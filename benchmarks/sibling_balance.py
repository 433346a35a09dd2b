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

    python benchmarks/sibling_balance.py DATASET --area-rank [--scenes 600]

reads what those gaps come to in the pictures: per k, how often the scene's stack is the
one at each rank of the pixels it covers (0 = fewest) among the scene and its first k - 1
siblings, minus chance (1/k), in points with a 95 % scene-bootstrap interval. This is the
audit's "stack_rank" rule (``audit.baselines``) with every rank shown; every question of a
scene shows the same stacks, so the independent unit is the scene, and the audit's 80
scenes leave it +-8 points wide. About 0.2 s a scene at 128x128.
"""

from __future__ import annotations

import argparse
from collections import defaultdict

import numpy as np

from generators.io.dataset import open_dataset
from generators.questions.mcq import scene_stacks
from generators.questions.sibling_sets import class_weights, scene_decoys
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
    decoys = scene_decoys(sv)
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


def rank_shares(views: list, ks: tuple = (3, 4, 5)) -> dict | None:
    """Per k: the share of the scene's views in which its stack is at each area rank among
    the scene and its first k - 1 siblings (ties split evenly); None without 5 stacks."""
    found = scene_stacks(views, {v["view_id"]: partners(views, v) for v in views})
    if found is None or len(found.stacks) < max(ks):
        return None
    areas = np.array([[found.views.look(s, at).counts.sum() for s in found.stacks]
                      for at in range(len(views))], float)  # stacks[0] is the scene
    out = {}
    for k in ks:
        a = areas[:, :k]
        ranked = np.sort(a, axis=1)
        hit = a[:, :1] == ranked  # (views, rank): the scene's area is the rank's
        out[k] = (hit / (a[:, :1] == a).sum(axis=1, keepdims=True)).mean(axis=0)
    return out


def area_rank(dataset: str, limit: int, seed: int = 0) -> None:
    shares: dict = defaultdict(list)
    for views in scenes(dataset, limit):
        got = rank_shares(views)
        for k, share in (got or {}).items():
            shares[k].append(share)
    rng = np.random.default_rng(seed)
    for k, rows in sorted(shares.items()):
        rows = np.array(rows)
        boot = np.array([rows[rng.integers(0, len(rows), len(rows))].mean(axis=0) for _ in range(2000)])
        lo, hi = 100 * (np.percentile(boot, [2.5, 97.5], axis=0) - 1 / k)
        mean = 100 * (rows.mean(axis=0) - 1 / k)
        cells = " ".join(f"r{r} {m:+.1f} [{a:+.1f}, {b:+.1f}]"
                         for r, (m, a, b) in enumerate(zip(mean, lo, hi)))
        print(f"k={k}: scene's stack-area rank minus chance, points ({len(rows)} scenes): {cells}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("dataset")
    parser.add_argument("--scenes", type=int, default=None, help="default 30, 600 with --area-rank")
    parser.add_argument("--area-rank", action="store_true", help="the stack-area rank of the scene instead")
    args = parser.parse_args()
    if args.area_rank:
        area_rank(args.dataset, args.scenes or 600)
        return
    rows: dict = defaultdict(list)
    for views in scenes(args.dataset, args.scenes or 30):
        for name, gap in gaps(views).items():
            rows[name].append(gap)
    for name, got in rows.items():
        got = 100 * np.array(got)
        mean, se = got.mean(axis=0), got.std(axis=0) / np.sqrt(len(got))
        cells = ", ".join(f"{f} {m:+.1f} +- {e:.1f}" for f, m, e in zip(FEATURES, mean, se))
        print(f"{name:7s} siblings minus scene, points ({len(got)} scenes): {cells}")


if __name__ == "__main__":
    main()
