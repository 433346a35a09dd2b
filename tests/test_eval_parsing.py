"""Reading answers out of raw model text: tags, digits, number words, letters, objects."""

import pytest
from hypothesis import given
from hypothesis import strategies as st

from generators.evaluation.parsing import parse, parse_count, parse_letter, parse_object


@pytest.mark.parametrize("text, want", [
    ("12", 12), ("<answer>7</answer>", 7), ("<ANSWER> 9 </ANSWER>", 9),
    ("I see 3 columns and 4 layers. <answer>11</answer>", 11),
    ("first I thought <answer>4</answer> but then <answer>5</answer>", 5),
    ("<answer>6", 6),  # unclosed last tag reads to the end
    ("There are 3 columns, so 12 blocks in total.", 12),
    ("twenty-one", 21), ("I count twenty one blocks", 21), ("one hundred and five", 105),
    ("<answer>eleven</answer>", 11), ("zero", 0), ("<answer>0</answer>", 0),
    ("none", None), ("", None), ("<answer>1.5</answer>", None), ("<answer>many</answer>", None),
])
def test_counts(text, want):
    assert parse_count(text) == want


@pytest.mark.parametrize("text, k, want", [
    ("B", 5, "B"), ("(C)", 5, "C"), ("D.", 5, "D"), ("<answer> E </answer>", 5, "E"),
    ("The answer is B.", 5, "B"), ("option: c", 5, "C"), ("I think A or B... final: D", 5, "D"),
    ("A careful look shows picture C", 5, "C"), ("A closer look: the third one, C", 5, "C"),
    ("E", 4, None), ("<answer>F</answer>", 5, None), ("no idea", 5, None), ("", 5, None),
])
def test_letters(text, k, want):
    assert parse_letter(text, k) == want


@pytest.mark.parametrize("text, want", [
    ("cube", "cube"), ("<answer>Boxes</answer>", "box"), ("a cylinder", "can"), ("cans", "can"),
    ("cubes and cans", None), ("blocks", None),
])
def test_objects(text, want):
    assert parse_object(text) == want


@given(st.integers(0, 999))
def test_any_count_round_trips_in_tags_digits(n):
    assert parse_count(f"<answer>{n}</answer>") == n
    assert parse_count(f"Let me count... The total is {n}.") == n


_WORDS = "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen " \
         "sixteen seventeen eighteen nineteen".split()
_TENS = {2: "twenty", 3: "thirty", 4: "forty", 5: "fifty", 6: "sixty", 7: "seventy", 8: "eighty", 9: "ninety"}


def words(n: int) -> str:
    hundreds, rest = divmod(n, 100)
    out = [f"{_WORDS[hundreds]} hundred"] if hundreds else []
    if rest or not hundreds:
        if rest < 20:
            out.append(("and " if hundreds else "") + _WORDS[rest])
        else:
            tens, units = divmod(rest, 10)
            out.append(("and " if hundreds else "") + _TENS[tens] + (f"-{_WORDS[units]}" if units else ""))
    return " ".join(out)


@given(st.integers(0, 999))
def test_any_count_round_trips_in_words(n):
    assert parse_count(f"<answer>{words(n)}</answer>") == n
    assert parse_count(f"I count {words(n)} blocks") == n


def test_parse_dispatches_on_the_question():
    assert parse("<answer>c</answer>", {"modality": "text_mcq", "subtask": "T1", "options": list("12345")}) \
        == "C"
    assert parse("(d)", {"modality": "image_mcq", "subtask": "S3", "options": [{}] * 3}) is None  # k = 3
    assert parse("C", {"modality": "image_mcq", "subtask": "S3", "options": [{}] * 3}) == "C"
    assert parse("It is a box.", {"modality": "text", "subtask": "S1", "options": None}) == "box"
    assert parse("seven", {"modality": "text", "subtask": "S5", "options": None}) == "7"
