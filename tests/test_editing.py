"""Image-editing items: masks from the instance buffer and the scoring rule."""

import numpy as np
import pytest

from generators.dataset.run import generate
from generators.exports.compose import recolour
from generators.io.dataset import open_dataset
from generators.questions.editing import EDIT_SUBTASKS, PER_GROUP, edit_question, edit_score, target_mask
from generators.questions.mcq import group_colours
from tests.conftest import small_config


@pytest.fixture(scope="module", params=["cube", "box", "can"])
def views(tmp_path_factory, request):
    out = tmp_path_factory.mktemp("edit") / "ds"
    generate(small_config(out, n_scenes=3, object_type=request.param), progress=False)
    return list(open_dataset(str(out)))


def test_masks_follow_the_targets(views):
    for view in views[::5]:
        for subtask in EDIT_SUBTASKS:
            mask = target_mask(view, subtask)
            t = view["targets"][subtask]
            groups = [[b] for b in t] if subtask == "S5" else (t if subtask in PER_GROUP else [t])
            for g, blocks in enumerate(groups):
                want = np.isin(view["instance"], np.asarray(blocks, dtype=int) + 1)
                assert (mask[want] == (g + 1 if subtask in PER_GROUP else 1)).all()
            assert not mask[view["instance"] == 0].any()
            q = edit_question(view, subtask)
            assert q["mask"] == ("label_map" if subtask in PER_GROUP else "binary")
            assert "Return the edited first picture." in q["prompt"] and "<answer>" not in q["prompt"]


def test_perfect_edit_scores_one_and_wrong_edits_less(views):
    checked = 0
    for view in views[::3]:
        for subtask in EDIT_SUBTASKS:
            t = view["targets"][subtask]
            groups = [[b] for b in t] if subtask == "S5" else (t if subtask in PER_GROUP else [t])
            colours = group_colours(0, view["scene_id"], view["view_id"], "S3", view["object_type"])
            perfect = recolour(view, groups, colours)
            if not any(groups):
                assert edit_score(view, subtask, view["rgb"]) == 1.0  # nothing to colour, nothing coloured
                continue
            assert edit_score(view, subtask, perfect) == 1.0, (subtask, view["view_id"])
            assert edit_score(view, subtask, view["rgb"]) == 0.0  # no edit at all
            everything = recolour(view, [view["targets"]["S5"]], colours)
            if set(view["targets"]["S5"]) != {b for g in groups for b in g}:
                assert edit_score(view, subtask, everything) < 1.0
            if subtask in PER_GROUP and len(groups) >= 2:
                one_colour = recolour(view, [[b for g in groups for b in g]], colours)
                assert edit_score(view, subtask, one_colour) < 1.0  # right blocks, groups lost
            checked += 1
    assert checked > 40
    assert edit_score(views[0], "S5", np.zeros((3, 3, 3), np.uint8)) == 0.0  # wrong size
