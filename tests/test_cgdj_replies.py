"""The reply grammars, on tables of judge and model replies written the way people and
models write them, each labelled by hand: what a careful reader takes the reply to say, or
None where it does not say one thing (hedged, withdrawn, negated, off scale, free prose,
a refusal). None is "unparsed", never Incorrect or 0. The last answer a reply states wins."""

import json

import pytest
from hypothesis import given
from hypothesis import strategies as st

from generators.cgdj.replies import (
    DIMENSIONS,
    parse_choice,
    parse_score,
    parse_scores,
    parse_verdict,
    score_value,
)

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
    ("Correct.\nOn second thought the count is six.\nVerdict: Incorrect", "Incorrect"),  # the last one stated
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
     {**THREE, "physical_validity": 0.6}),  # the last value stated
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
    ("score: 0.4\nscore: 0.6", 0.6),  # the last value stated
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
    ("I think B", None), ("A or B", None), ("The answer is B. Answer: C", "C"), ("E", None),
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


# Replies as people and models write them: reasoning first, chatty, Markdown, LaTeX, JSON,
# Chinese, corrections, hedges and refusals. "#27" marks the misreadings of issue 27 (each
# read otherwise before the grammar read the last stated answer).
O4 = ["1", "4", "2", "3"]          # A=1 B=4 C=2 D=3
O31 = ["29", "30", "31", "32"]     # C=31
AS_WRITTEN = [
    # -- answers to a multiple-choice question
    ("choice", "Answer: B\nHmm, on second thought, Answer: D", O4, "D"),  # #27
    ("choice", "答案：B\n不对，应该是D", O4, "D"),  # #27
    ("choice", "Answer: B.\nI am sure.", O4, "B"),  # #27
    ("choice", "The answer is B.\n\nExplanation: the last frames show four red socks.", O4, "B"),  # #27
    ("choice", "thirty-one", O31, "C"),  # #27
    ("choice", "答案是三十一", O31, "C"),  # #27
    ("choice", "四", O4, "B"),  # #27
    ("choice", "Not 3 but 4.", O4, "B"),  # #27
    ("choice", '{"answer": 31}', O31, "C"),  # #27
    ("choice", "Option D", O4, "D"),  # #27
    ("choice", "Let me look at the frames carefully. In the first row a basket is empty; by the last row "
               "there are four red socks laid out.\n\n**Answer: B**", O4, "B"),
    ("choice", "Looking at the video, the count is four.\n\nThe final answer is $\\boxed{B}$.", O4, "B"),
    ("choice", "$$\\boxed{\\text{D}}$$", O4, "D"),
    ("choice", "\\boxed{4}", O4, "B"),
    ("choice", "The correct option is **(B) 4**.", O4, "B"),
    ("choice", "Answer: (B) 4 socks", O4, "B"),
    ("choice", "The answer is B because the last frames show four socks.", O4, "B"),
    ("choice", "Answer: B, since four socks are visible at the end.", O4, "B"),
    ("choice", "B is the correct answer.", O4, "B"),
    ("choice", "**Final Answer**\n\nB", O4, "B"),
    ("choice", "Final answer:\n(C)", O4, "C"),
    ("choice", "Answer: Ｂ", O4, "B"),
    ("choice", "I count them one by one: 1, 2, 3, 4.\n\nB", O4, "B"),
    ("choice", "The answer is B (four socks).", O4, "B"),
    ("choice", "Answer: 4", O4, "B"),
    ("choice", "It's not A, it's B.", O4, "B"),
    ("choice", "The answer is B.\nWait, let me recount... there are actually three.\nAnswer: D", O4, "D"),
    ("choice", "<think>The socks appear one at a time, maybe A?</think>\n<answer>B</answer>", O4, "B"),
    ("choice", '```json\n{"answer": "B", "confidence": 0.7}\n```', O4, "B"),
    ("choice", '{"answer": "B. 4"}', O4, "B"),
    ("choice", "I count thirty-one cubes in total.\nAnswer: thirty-one", O31, "C"),
    ("choice", "The answer is 31.", O31, "C"),
    ("choice", "答案：三十一个", O31, "C"),
    ("choice", "答案是B。", O4, "B"),
    ("choice", "我认为答案是 B，因为最后几帧里有四只袜子。", O4, "B"),
    ("choice", "视频里一共有4只红袜子，所以选B。", O4, "B"),
    ("choice", "答案：B（4只）", O4, "B"),
    ("choice", "最终答案：**C**", O4, "C"),
    ("choice", "答案：Ｄ", O4, "D"),
    # the value on a line of its own, then the model's explanation (found in the issue-27 recheck)
    ("choice", "B.\nD is wrong because it counts the basket too.", O4, "B"),
    ("choice", "B\n\nThe last frames show four red socks; D counts one twice.", O4, "B"),
    ("choice", "(B)\nExplanation: four socks remain once the basket stops moving.", O4, "B"),
    ("choice", "**B**\nReasoning: the first frames show one sock, the last four.", O4, "B"),
    # hedged, withdrawn, negated, off the options, refused: unparsed
    ("choice", "Answer: B or D", O4, None),
    ("choice", "Probably B.", O4, None),
    ("choice", "Answer: B?", O4, None),
    ("choice", "Answer: probably B, maybe C.", O4, None),
    ("choice", "I'm not sure; it could be A or B.", O4, None),
    ("choice", "Answer: B. Hmm, wait, let me double-check.", O4, None),
    ("choice", "The answer is not A.", O4, None),
    ("choice", "A. 1\nB. 4\nC. 2\nD. 3", O4, None),
    ("choice", "A. 1\nB. 4\nC. 2\nD. 3\nI cannot tell which from these frames.", O4, None),
    ("choice", "B\nHmm, wait, the last frame is cut off.", O4, None),
    ("choice", "B or D\nThe frames are too dark to say.", O4, None),
    ("choice", "Answer: E", O4, None),
    ("choice", "Answer: 33", O31, None),
    ("choice", "可能是B吧", O4, None),
    ("choice", "I cannot determine the number of socks from these frames.", O4, None),
    ("choice", "Sorry, I can't help with that.", O4, None),
    # -- verdicts
    ("verdict", "Correct - no wait, ... Incorrect.", None, "Incorrect"),  # #27
    ("verdict", "Correct - no wait, the last frame shows six. Incorrect.", None, "Incorrect"),  # #27
    ("verdict", "Correct, but only partially", None, None),  # #27
    ("verdict", "The video ends with seven blocks on the floor, matching option C.\n\n**Verdict: Correct**",
     None, "Correct"),
    ("verdict", "Verdict: Correct.\n\nThe final frame clearly shows the stack of seven.", None, "Correct"),
    ("verdict", "Verdict: Incorrect\nWait, I misread the last frame; it does show seven.\nVerdict: Correct",
     None, "Correct"),
    ("verdict", "Verdict: Correct\nHold on, let me look again at frame 6.", None, None),
    ("verdict", "Incorrect. The clip never shows the blocks landing.", None, "Incorrect"),
    ("verdict", "Correct!", None, "Correct"),
    ("verdict", "Verdict: Correct?", None, None),
    ("verdict", "判定：正确。视频最后一帧显示七个方块。", None, "Correct"),
    ("verdict", "判定：错误\n不对，应该是正确", None, "Correct"),
    ("verdict", "结论：部分正确", None, None),
    ("verdict", '{"verdict": "Incorrect", "reason": "Correct count: 7, shown: 6"}', None, "Incorrect"),
    ("verdict", "I can't judge this; the frames are black.", None, None),
    # a comment in brackets after a labelled verdict (the issue-27 recheck: read as unparsed before)
    ("verdict", "Verdict: Correct (the count matches option C)", None, "Correct"),
    ("verdict", "Verdict: Incorrect (it shows 6, not 7)", None, "Incorrect"),
    ("verdict", "Verdict: Incorrect (it is not correct)", None, "Incorrect"),
    ("verdict", "判定：正确（七个方块）", None, "Correct"),
    ("verdict", "Verdict: Correct (probably)", None, None),
    ("verdict", "Verdict: Correct (or incorrect, the last frame is cut)", None, None),
    # -- one score
    ("score", "I grade on a 1-10 scale.\nScore: 1", None, 0.1),  # #27 (x / top of the declared scale)
    ("score", "Score: nine out of ten", None, 0.9),  # #27
    ("score", "Score: 0,8", None, 0.8),  # #27
    ("score", "The collapse looks plausible but one block passes through another.\nScore: 0.6", None, 0.6),
    ("score", "Score: 7/10", None, 0.7),
    ("score", "Score: 0.8.\nThe model kept the camera steady.", None, 0.8),
    ("score", "I'd give it a score of 0.7.", None, 0.7),
    ("score", "Score (0-10): 8", None, 0.8),
    ("score", "Rating on a scale of 0 to 100.\nScore: 85", None, 0.85),
    ("score", "**Final Score:** 0.75", None, 0.75),
    ("score", '{"score": "80%"}', None, 0.8),
    ("score", "得分：0.9。", None, 0.9),
    ("score", "Rating: 8/10", None, 0.8),  # the issue-27 recheck
    ("score", "Overall rating: 4/5\nThe blocks fall straight down.", None, 0.8),  # the issue-27 recheck
    ("score", "Score: 7 (out of 10)", None, 0.7),  # the issue-27 recheck
    ("score", "Score: 7 (/10)", None, 0.7),  # the issue-27 recheck
    ("score", "Score: 7 (generous)", None, None),
    ("score", "满分10分，得分：9分", None, 0.9),
    ("score", "评分：十分之九", None, 0.9),
    ("score", "Score: 0.6\nActually, wait, the arrow disappears mid-flight. Score: 0.4", None, 0.4),
    ("score", "Score: 8", None, None),
    ("score", "Score: 0.7 or 0.8", None, None),
    ("score", "Score: about 0.8", None, None),
    ("score", "Score: 0.8\nHmm, wait, I should re-check the reference frames.", None, None),
    ("score", "I can't score this without the reference frames.", None, None),
    # -- three scores (the physical_validity column)
    ("scores", "- Semantic alignment: 0.9\n- Reference consistency: 0.7\n- Physical validity: 0.4", None,
     0.4),
    ("scores", "On a 1-10 scale:\nsemantic_alignment: 9\nreference_consistency: 7\nphysical_validity: 4",
     None, 0.4),
    ("scores", "semantic_alignment: 0,9\nreference_consistency: 0,7\nphysical_validity: 0,4", None, 0.4),
    ("scores", "semantic_alignment: 0.9\nphysical_validity: 0.4 or 0.5", None, None),
]


def _read(kind, reply, options):
    if kind == "choice":
        return parse_choice(reply, options)
    if kind == "verdict":
        return parse_verdict(reply)
    if kind == "score":
        return parse_score(reply)
    return parse_scores(reply)["physical_validity"]


@pytest.mark.parametrize("kind, reply, options, expected", AS_WRITTEN)
def test_replies_as_written(kind, reply, options, expected):
    got = _read(kind, reply, options)
    assert got == (expected if not isinstance(expected, float) else pytest.approx(expected))


def test_the_written_table_is_large_and_mixed():
    assert len(AS_WRITTEN) >= 60
    kinds = {k for k, *_ in AS_WRITTEN}
    assert kinds == {"choice", "verdict", "score", "scores"}
    assert sum(any("\u4e00" <= c <= "\u9fff" for c in r) for _, r, *_ in AS_WRITTEN) >= 10
    assert sum(e is None for *_, e in AS_WRITTEN) >= 15


@given(st.text(max_size=300))
def test_any_text_reads_as_a_value_or_none(text):
    assert parse_choice(text, O4) in (None, "A", "B", "C", "D")
    assert parse_verdict(text) in (None, "Correct", "Incorrect")
    s = parse_score(text)
    assert s is None or 0.0 <= s <= 1.0
    assert set(parse_scores(text)) == set(DIMENSIONS)


_PROSE = st.text(alphabet=st.sampled_from(list("abcdefghklmpsuvxyz ,")), max_size=60)
_MARKERS = ["Hmm, on second thought,", "No wait,", "Wait -", "Scratch that.", "不对，", "Let me recount.",
            "On reflection,"]


@given(_PROSE, st.sampled_from("ABCD"), st.sampled_from("ABCD"), st.sampled_from(_MARKERS))
def test_a_correction_restates_and_a_bare_correction_withdraws(prose, first, second, marker):
    stated = f"{prose}\nAnswer: {first}\n{marker} "
    assert parse_choice(f"{stated}the answer is {second}.", O4) == second
    assert parse_choice(stated, O4) is None
    assert parse_choice(f"{prose}\nAnswer: {first}.\nI am sure.", O4) == first


def test_digits_are_read_without_the_number_word_readers(monkeypatch):
    from generators.cgdj import reply_numbers

    monkeypatch.setattr(reply_numbers, "_readers", lambda: None)
    assert not reply_numbers.number_words_available()
    assert parse_choice("Answer: 4", O4) == "B" and parse_choice("The answer is 31.", O31) == "C"
    assert parse_score("Score: 0,8") == pytest.approx(0.8)
    assert parse_score("Score: 9/10") == pytest.approx(0.9)
    assert parse_choice("thirty-one", O31) is None and parse_choice("四", O4) is None  # words need the extra
    assert parse_choice("Answer: B", O4) == "B"
