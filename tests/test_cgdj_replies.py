"""The strict reply grammars, on a table of real-looking judge and model replies, each
labelled by hand: what a careful reader would take the reply to say, or None where it
does not say it in a form the grammar accepts (hedged, contradictory, off-scale, free
prose). None is "unparsed", never Incorrect or 0."""

import json

import pytest
from hypothesis import given
from hypothesis import strategies as st

from generators.cgdj.replies import parse_choice, parse_score, parse_scores, parse_verdict, score_value

VERDICTS = [
    # correct
    ("The generated video shows seven blocks coming to rest, as option C says.\nVerdict: Correct", "Correct"),
    ("Verdict: Correct", "Correct"),
    ("**Verdict:** Correct", "Correct"),
    ("The counter in the last frame reads 7.\n\nVerdict: CORRECT.", "Correct"),
    ("It shows two. Verdict: Correct", "Correct"),
    ("Correct. The video writes the answer '7' on a sign.", "Correct"),
    ("Correct - the narrator says 'seven blocks'.", "Correct"),
    ('{"verdict": "Correct", "reason": "the final frame shows 7 blocks"}', "Correct"),
    ('Here is my assessment:\n```json\n{"verdict": "correct"}\n```', "Correct"),
    ("Final verdict: Correct", "Correct"),
    ("- Verdict: Correct", "Correct"),
    ("判定：正确", "Correct"),
    ("正确。视频中生成的答案是正确的。", "Correct"),
    ("Reasoning: the video shows option B.\nVerdict: Correct\nVerdict: Correct", "Correct"),
    # incorrect
    ("The video shows six blocks, not seven.\nVerdict: Incorrect", "Incorrect"),
    ("Verdict: incorrect.", "Incorrect"),
    ("Incorrect. The generated clip shows option B while the answer is C.", "Incorrect"),
    ("Incorrect because the blocks never fall.", "Incorrect"),
    ("Verdict: Wrong", "Incorrect"),
    ("Verdict: Not correct", "Incorrect"),
    ('{"verdict": "Incorrect"}', "Incorrect"),
    ("结论：错误", "Incorrect"),
    ("判定：不正确。", "Incorrect"),
    # hedged, contradictory or free prose: unparsed
    ("The correct answer is C, but the video shows B.", None),
    ("Correct answer is C; the video is about something else.", None),
    ("Verdict: Partially correct", None),
    ("Verdict: Correct (mostly)", None),
    ("Verdict: Correct or Incorrect, hard to say", None),
    ("Verdict: likely correct", None),
    ("Correct.\nOn second thought the count is six.\nVerdict: Incorrect", None),
    ("The video conveys the correct answer.", None),
    ("The generated answer is not correct.", None),
    ("Wrong option chosen.", None),
    ('{"verdict": "maybe"}', None),
    ('{"verdict": true}', None),
    ("I cannot see the attached frames.", None),
    ("", None),
    ("The model shows a cat. Verdict: Correct, though the cat is blurry", None),
]


@pytest.mark.parametrize("reply, expected", VERDICTS)
def test_verdicts(reply, expected):
    assert parse_verdict(reply) == expected


THREE = {"semantic_alignment": 0.8, "reference_consistency": 0.55, "physical_validity": 0.3}
SCORES = [
    ("The blocks fall but one vanishes.\nsemantic_alignment: 0.8\nreference_consistency: 0.55\n"
     "physical_validity: 0.3", THREE),
    ("Semantic Alignment: 0.8\nReference-Consistency: 0.55\nphysical validity = 0.3", THREE),
    ("- **semantic_alignment:** 0.8\n- **reference_consistency:** 0.55\n- **physical_validity:** 0.3", THREE),
    ('{"semantic_alignment": 0.8, "reference_consistency": 0.55, "physical_validity": 0.3}', THREE),
    ('```json\n{"semantic_alignment": "80%", "reference_consistency": "11/20",\n'
     ' "physical_validity": 0.3}\n```', THREE),
    ("semantic_alignment: 8/10\nreference_consistency: 55%\nphysical_validity: 3 out of 10", THREE),
    # missing, off-scale, hedged or contradictory dimensions are None, the others stand
    ("semantic_alignment: 0.8\nreference_consistency: 0.55", {**THREE, "physical_validity": None}),
    ("semantic_alignment: 8\nreference_consistency: 0.55\nphysical_validity: 0.3",
     {**THREE, "semantic_alignment": None}),
    ("semantic_alignment: 0.8 (generous)\nreference_consistency: 0.55\nphysical_validity: 0.3",
     {**THREE, "semantic_alignment": None}),
    ("semantic_alignment: 0.8\nreference_consistency: 0.55\nphysical_validity: 0.3\nphysical_validity: 0.6",
     {**THREE, "physical_validity": None}),
    ("semantic_alignment: -0.2\nreference_consistency: 0.55\nphysical_validity: 0.3",
     {**THREE, "semantic_alignment": None}),
    ("Semantic alignment is about 0.8, reference consistency 0.55, physical validity 0.3.",
     dict.fromkeys(THREE)),
    ("Score: 0.9", dict.fromkeys(THREE)),
]


@pytest.mark.parametrize("reply, expected", SCORES)
def test_three_scores(reply, expected):
    got = parse_scores(reply)
    assert got.keys() == expected.keys()
    for k, v in expected.items():
        assert got[k] == (None if v is None else pytest.approx(v))


ONE = [
    ("Score: 0.9", 0.9),
    ("The model correctly identified the archery setup but the arrow flickers. Score: 0.9.", 0.9),
    ("……正确识别了射箭设置…… 得分：0.9。", 0.9),
    ("Final score: 0.75", 0.75),
    ("**Score:** 0.6", 0.6),
    ('{"score": 0.4, "justification": "the stack topples the wrong way"}', 0.4),
    ("Overall score: 85%", 0.85),
    ("Score: 9/10", 0.9),
    ("score: 0", 0.0),
    ("Score: 9", None),  # no scale is guessed
    ("Score: 0.9 (could be 0.7)", None),
    ("score: 0.4\nscore: 0.6", None),
    ("The score is high.", None),
    ("Score: high", None),
    ("Score: 1.2", None),
    ("", None),
]


@pytest.mark.parametrize("reply, expected", ONE)
def test_one_score(reply, expected):
    got = parse_score(reply)
    assert got == (None if expected is None else pytest.approx(expected))


OPTIONS = ["1", "4", "2", "3"]
CHOICES = [
    ("B", "B"), ("b", "B"), ("(C)", "C"), ("**D.**", "D"), ("B. 4", "B"), ("Answer: A", "A"),
    ("The answer is (C).", "C"), ("答案：D", "D"), ("<answer>B</answer>", "B"), ('{"answer": "c"}', "C"),
    ("There are four socks in the basket.\nFinal answer: B", "B"), ("4", "B"),
    ("B. 3", None),  # the letter and the text disagree
    ("I think B", None), ("A or B", None), ("The answer is B. Answer: C", None), ("E", None),
    ("It is hard to tell.", None), ("", None),
]


@pytest.mark.parametrize("reply, expected", CHOICES)
def test_choices(reply, expected):
    assert parse_choice(reply, OPTIONS) == expected


def test_the_table_is_large_enough_and_covers_every_kind():
    replies = VERDICTS + SCORES + ONE
    assert len(replies) >= 30 and len(VERDICTS) >= 30
    assert {v for _, v in VERDICTS} == {"Correct", "Incorrect", None}
    assert any(v is None for _, v in ONE) and any(v is not None for _, v in ONE)


@given(st.floats(0, 1, allow_nan=False))
def test_any_score_in_range_round_trips(x):
    text = f"{x:.4f}"
    assert parse_score(f"Justification.\nScore: {text}") == pytest.approx(float(text))
    assert parse_scores(json.dumps(dict.fromkeys(THREE, float(text))))["physical_validity"] == pytest.approx(
        float(text))
    assert score_value(f"{float(text) * 100}%") == pytest.approx(float(text))


@given(st.sampled_from(["Correct", "Incorrect"]), st.text(alphabet=st.characters(codec="utf-8"), max_size=80))
def test_a_verdict_line_after_any_prose_without_verdict_words_is_read(verdict, prose):
    prose = prose.replace("\r", " ")
    if any(w in prose.lower() for w in ("correct", "wrong", "verdict", "judg", "正确", "错误", "判", "结论",
                                        "裁决", "{", "}")):
        return
    assert parse_verdict(f"{prose}\nVerdict: {verdict}") == verdict
