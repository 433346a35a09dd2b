"""Free-text questions, T1 count options, CoT traces, rewards and splits."""

import re

import pytest

from generators.dataset.run import generate
from generators.io.dataset import open_dataset
from generators.questions.cot import cot_trace, plain_answer
from generators.questions.prompts import NEUTRAL, PLURAL, PREAMBLE, SINGULAR, SUBTASKS, prompt
from generators.questions.rewards import binary_reward, parse_integer_answer, shaped_reward
from generators.questions.splits import scene_split
from generators.questions.text import dataset_questions
from tests.conftest import small_config


@pytest.fixture(scope="module")
def views(tmp_path_factory):
    out = tmp_path_factory.mktemp("q") / "ds"
    generate(small_config(out, n_scenes=4), progress=False)
    return list(open_dataset(str(out)))


def test_prompts_share_the_preamble_and_ask_for_answer_tags():
    assert (PLURAL, SINGULAR) == ({"cube": "blocks", "box": "boxes", "can": "cans"},
                                  {"cube": "block", "box": "box", "can": "can"})
    for obj in ("cube", "box", "can"):
        for subtask in SUBTASKS:
            text = prompt(subtask, obj)
            words = NEUTRAL if subtask == "S1" else {"things": PLURAL[obj], "thing": SINGULAR[obj]}
            assert text.startswith(PREAMBLE.format(**words))
            assert "<answer></answer>" in text and "{" not in text
        assert PLURAL[obj] not in prompt("S1", obj)  # S1 asks what the objects are: not named
    assert "\nC. 7\n" in prompt("T1", "cube", ["5", "6", "7", "8", "9"])


def test_view_questions_from_a_dataset(views):
    qs = list(dataset_questions(views, seed=3))
    assert len(qs) == len(views) * 13 and len({q["id"] for q in qs}) == len(qs)
    by_view = {(v["scene_id"], v["view_id"]): v for v in views}
    for q in qs:
        view = by_view[(q["scene_id"], q["view_id"])]
        assert q["answer_text"] == f"<answer>{q['answer']}</answer>"
        if q["modality"] == "text":
            assert q["answer"] == str(view["labels"][q["subtask"]])
        else:
            assert q["options"][ord(q["answer"]) - 65] == str(view["labels"]["T1"])
        if q["subtask"] in ("T2a", "T2b"):
            other = by_view[tuple(q["images"][1])]["camera"]
            turn = 90 if q["subtask"] == "T2a" else 180
            assert (other["base_azimuth"] - view["camera"]["base_azimuth"]) % 360 == turn
            cam = view["camera"]
            assert (other["offset"], other["fov_mult"]) == (cam["offset"], cam["fov_mult"])
    assert list(dataset_questions(views, seed=3)) == qs  # same seed, same questions


def test_cot_trace_agrees_with_labels_and_rewards(views):
    for view in views:
        labels = view["labels"]
        trace = cot_trace(labels)
        numbers = [int(x) for x in re.findall(r":\s*(\d+)\.", trace)]
        assert numbers == [labels[k] for k in ("S3", "S4", "S6", "S2", "S5", "S8", "S7", "S9_witness", "S9")]
        assert f"The total is {labels['S5']} + {labels['S9']} = {labels['T1']}." in trace
        assert binary_reward(trace, labels["T1"]) == 1.0 and shaped_reward(trace, labels["T1"]) == 1.0
        assert binary_reward(trace, labels["T1"] + 1) == 0.0
        assert binary_reward(plain_answer(labels), labels["T1"]) == 1.0


@pytest.mark.parametrize("response, value", [
    ("<answer>7</answer>", 7), ("<answer> 12 </answer>", 12), ("blah <answer>-3</answer>", -3),
    ("<answer>7</answer><answer>8</answer>", None), ("<answer>seven</answer>", None), ("7", None),
    ("<answer>7.5</answer>", None), ("", None),
])
def test_format_gate(response, value):
    assert parse_integer_answer(response) == value


def test_shaped_reward_values():
    assert shaped_reward("<answer>10</answer>", 10) == 1.0
    assert shaped_reward("<answer>12</answer>", 10) == pytest.approx(0.1 + 0.9 * 0.6)
    assert shaped_reward("<answer>30</answer>", 10) == pytest.approx(0.1)
    assert shaped_reward("ten", 10) == 0.0


def test_splits_are_by_scene_stable_and_sized():
    splits = [scene_split(i, seed=42, val_fraction=0.1, eval_fraction=0.05) for i in range(20_000)]
    frac = {s: splits.count(s) / len(splits) for s in ("train", "val", "eval")}
    assert abs(frac["val"] - 0.1) < 0.01 and abs(frac["eval"] - 0.05) < 0.01
    assert [scene_split(i, seed=42, val_fraction=0.1, eval_fraction=0.05) for i in range(100)] == splits[:100]
    assert [scene_split(i, seed=7) for i in range(100)] != [scene_split(i, seed=42) for i in range(100)]
