"""``benchmarks/phystool_name_screen.py``: the scenes it renders hold every tool screened, and a
crop's magenta ring lies outside the tool (a rater sees the whole tool, unpainted)."""

import importlib.util
import itertools
import os

import numpy as np
from hypothesis import given, settings
from hypothesis import strategies as st

HERE = os.path.dirname(os.path.abspath(__file__))
SCRIPT = os.path.join(HERE, "..", "benchmarks", "phystool_name_screen.py")
_spec = importlib.util.spec_from_file_location("phystool_name_screen", SCRIPT)
screen = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(screen)


@settings(max_examples=60, deadline=None)
@given(st.lists(st.sets(st.integers(0, 14), max_size=6), min_size=1, max_size=12),
       st.sets(st.integers(0, 14)))
def test_the_chosen_scenes_hold_every_wanted_tool_that_any_scene_holds(sets, wanted):
    chosen = screen.cover(sets, wanted)
    held = set().union(*sets) & wanted
    assert held <= set().union(*(sets[i] for i in chosen)) if chosen else not held
    assert all(sets[i] & wanted for i in chosen)  # no scene without a wanted tool
    # never more scenes than the wanted tools they hold, and no fewer than an exact cover needs
    assert len(chosen) <= len(held)
    best = next(k for k in range(len(sets) + 1) for c in itertools.combinations(range(len(sets)), k)
                if held <= set().union(set(), *(sets[i] for i in c)))
    assert len(chosen) >= best


def test_the_ring_is_drawn_outside_the_tool():
    rgb = np.full((400, 400, 3), 128, np.uint8)
    mask = np.zeros((400, 400), bool)
    mask[150:170, 100:300] = True
    rgb[mask] = (10, 200, 30)
    tile = np.asarray(screen.crop(rgb, mask)).astype(int)
    ring = np.abs(tile - screen.RING).max(axis=-1) < 40
    tool = np.abs(tile - (10, 200, 30)).max(axis=-1) < 40
    assert ring.sum() > 500 and 0.95 * mask.sum() <= tool.sum() <= 1.1 * mask.sum()  # whole, at about scale 1
    ys, xs = np.nonzero(tool)
    inside = ring[ys.min() + 2:ys.max() - 1, xs.min() + 2:xs.max() - 1]
    assert not inside.any()  # the ring paints nothing of the tool


def _latest_verdicts() -> dict[str, int]:
    """Each base tool's latest screen verdict, read from the graded tables in docs/ in order."""
    import csv
    import glob

    out: dict[str, int] = {}
    for path in sorted(glob.glob(os.path.join(HERE, "..", "docs", "phystool_name_screen_*.tsv"))):
        with open(path) as fh:
            out.update({r["base"]: int(r["named"]) for r in csv.DictReader(fh, delimiter="\t")})
    return out


def test_the_tools_drawn_as_distractors_are_those_the_screen_names():
    """needs.yaml ``named`` is the screen's latest verdict over the drawn tools, no more, no
    less (a tool the screen has not read, or missed, is drawn only as a target)."""
    import yaml

    from generators.phystool.fit import NEEDS_PATH
    from generators.phystool.fit import load as load_fit

    with open(NEEDS_PATH) as fh:
        named = set(yaml.safe_load(fh)["named"])
    verdicts = _latest_verdicts()
    drawn = load_fit().drawn()
    assert len(verdicts) >= 250
    assert named == {b for b in drawn if verdicts.get(b) == 1}
