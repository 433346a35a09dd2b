"""Strict grammars for what a judge (or an answering model) replies: a reply is read only
where it says its result in one of the forms below; anything else is unparsed (None),
never a guess and never 0 (docs/cgdj.md, "Reading replies").

Verdicts (``parse_verdict``) -> "Correct", "Incorrect" or None, from any of:

- a JSON object with a ``"verdict"`` key (the whole reply, a fenced block, or an object
  inside the text) whose value is a verdict word;
- a verdict line: ``Verdict: X`` closing its line, at the line's start or after a
  sentence's end (also ``Final verdict``, ``Judgement``/``Judgment``, Chinese
  判定/结论/裁决/判断; ``:``, ``：``, ``-`` or ``=``; Markdown emphasis and a final full stop
  allowed), with nothing after the verdict word;
- verdict first: the reply starts with the verdict word followed by punctuation, the end
  of the line, or "because"/"since" ("Correct." / "Incorrect - it shows B").

Verdict words: Correct / 正确; Incorrect, Not correct, Wrong / 错误, 不正确. When the forms
present disagree ("Correct." and later "Verdict: Incorrect") the reply is unparsed. So
"The correct answer is C, but the video shows B." says nothing: no form matches.

Scores, three dimensions (``parse_scores``): a JSON object holding the names, or lines
``name: value`` of their own (``semantic_alignment``, ``reference_consistency``,
``physical_validity``; spaces, underscores or hyphens; any case; a leading list bullet).
One score (``parse_score``, the paper's judge): JSON ``{"score": x}`` or ``Score: x`` (also
``Final score``, ``Overall score``, 得分, 评分, 分数) at the start of a line or after a
sentence's end, closing the line. Values: a number in [0, 1]; ``x%``; ``x/y`` or
``x out of y`` with 0 <= x <= y. A bare number above 1 ("Score: 9") is unparsed: no
scale is guessed. Disagreeing repeats of one name are unparsed.

Answers to a multiple-choice question (``parse_choice``) -> a letter or None: JSON
``{"answer": "B"}``, ``<answer>B</answer>``, the reply being just the letter
("B", "(B)", "**B.**", "B. 4" with B's own text), a labelled answer ("Answer: B",
"The answer is (B).", "答案：B") closing its line, or the reply being exactly one option's
text. Two different letters are unparsed.
"""

from __future__ import annotations

import json
import re

DIMENSIONS = ("semantic_alignment", "reference_consistency", "physical_validity")

_EMPH = r"(?:\*\*|__|\*|_)?"
_END = r"\s*[.。!！]?\s*"
_VERDICT_WORDS = {"correct": "Correct", "正确": "Correct", "incorrect": "Incorrect",
                  "not correct": "Incorrect", "wrong": "Incorrect", "错误": "Incorrect",
                  "不正确": "Incorrect"}
_WORD_RE = r"(not\s+correct|incorrect|correct|wrong|不正确|正确|错误)"
_VERDICT_LABEL = r"(?:final\s+verdict|verdict|judge?ment|判定|结论|裁决|判断)"
_VERDICT_LINE = re.compile(
    r"(?:^|[.。!！?？]\s+)\s*(?:[-*•>]\s*)?" + _EMPH + _VERDICT_LABEL + _EMPH
    + r"\s*(?::|：|-|=|—)\s*" + _EMPH + _WORD_RE + _EMPH + _END + r"$", re.I | re.M)
_VERDICT_FIRST = re.compile(
    r"^\s*" + _EMPH + _WORD_RE + _EMPH + r"(?:\s*$|\s*[.。!！:：;；,，—–-]|\s+(?:because|since)\b)", re.I)


def _word(text: str) -> str | None:
    return _VERDICT_WORDS.get(re.sub(r"\s+", " ", text.strip().lower()))


def json_objects(text: str) -> list[dict]:
    """JSON objects in ``text``: the whole reply, fenced ```json blocks, then any
    brace-balanced ``{...}`` without nested braces."""
    found, seen = [], set()
    candidates = [text.strip()] + re.findall(r"```(?:json)?\s*(\{.*?\})\s*```", text, re.S) \
        + re.findall(r"\{[^{}]*\}", text)
    for blob in candidates:
        if blob in seen or not blob.startswith("{"):
            continue
        seen.add(blob)
        try:
            obj = json.loads(blob)
        except ValueError:
            continue
        if isinstance(obj, dict):
            found.append(obj)
    return found


def _one(values: list) -> object | None:
    """The value when every source agrees, else None."""
    distinct = set(values)
    return values[0] if len(distinct) == 1 else None


def _plain(text) -> str:
    """The reply with Markdown bold markers removed (``**Verdict:** Correct``)."""
    return str(text or "").replace("**", "").replace("__", "")


def parse_verdict(text) -> str | None:
    """"Correct", "Incorrect" or None (the module docstring gives the grammar)."""
    text = _plain(text)
    found: list[str | None] = []
    for obj in json_objects(text):
        for key, value in obj.items():
            if str(key).strip().lower() == "verdict":
                found.append(_word(str(value)) if isinstance(value, str) else None)
    found += [_word(m.group(1)) for m in _VERDICT_LINE.finditer(text)]
    first = _VERDICT_FIRST.match(text)
    if first:
        found.append(_word(first.group(1)))
    if not found or None in found:
        return None
    return _one(found)


_NUM = r"(\d+(?:\.\d+)?|\.\d+)"
_VALUE_RE = re.compile(r"^" + _NUM + r"\s*(?:(%)|(?:/|\s+out\s+of\s+)\s*" + _NUM + r")?$", re.I)


def score_value(text) -> float | None:
    """A score in [0, 1] from ``0.8``, ``80%``, ``8/10``, ``4 out of 5``; None for
    anything else, including numbers above 1 without a scale."""
    if isinstance(text, bool):
        return None
    if isinstance(text, (int, float)):
        x = float(text)
        return x if 0.0 <= x <= 1.0 else None
    m = _VALUE_RE.match(str(text).strip().strip("*_`").strip())
    if not m:
        return None
    x = float(m.group(1))
    if m.group(2):
        x /= 100.0
    elif m.group(3) is not None:
        d = float(m.group(3))
        if d <= 0 or x > d:
            return None
        x /= d
    return x if 0.0 <= x <= 1.0 else None


_VALUE_TEXT = _EMPH + r"(" + _NUM + r"\s*(?:%|(?:/|\s+out\s+of\s+)\s*" + _NUM + r")?)" + _EMPH


def _name_re(name: str) -> str:
    return r"[\s_-]*".join(name.split("_"))


def _labelled(text: str, label: str) -> list[float | None]:
    line = re.compile(r"^\s*(?:[-*•]\s*)?" + _EMPH + label + _EMPH + r"\s*(?::|：|=|-)\s*" + _VALUE_TEXT
                      + r"\s*[.,;。]?\s*$", re.I | re.M)
    return [score_value(m.group(1)) for m in line.finditer(text)]


def parse_scores(text) -> dict[str, float | None]:
    """The three dimension scores (None where missing, malformed or contradictory)."""
    text = _plain(text)
    out: dict[str, float | None] = {}
    objects = json_objects(text)
    for dim in DIMENSIONS:
        found: list[float | None] = []
        for obj in objects:
            for key, value in obj.items():
                if re.fullmatch(_name_re(dim), str(key).strip(), re.I):
                    found.append(score_value(value))
        found += _labelled(text, _name_re(dim))
        out[dim] = None if not found or None in found else _one(found)
    return out


_SCORE_LABEL = r"(?:(?:final|overall)\s+)?score|得分|评分|分数"
_SCORE_TAIL = re.compile(r"(?:^|[.。!！?？…；;]\s*)\s*(?:[-*•]\s*)?" + _EMPH + r"(?:" + _SCORE_LABEL + r")"
                         + _EMPH + r"\s*(?::|：|=)\s*" + _VALUE_TEXT + r"\s*[.。]?\s*$", re.I | re.M)


def parse_score(text) -> float | None:
    """The paper's one score per answer (None where missing, malformed or contradictory)."""
    text = _plain(text)
    found: list[float | None] = []
    for obj in json_objects(text):
        for key, value in obj.items():
            if str(key).strip().lower() in ("score", "final_score", "overall_score"):
                found.append(score_value(value))
    found += [score_value(m.group(1)) for m in _SCORE_TAIL.finditer(text)]
    if not found or None in found:
        return None
    return _one(found)


_ANSWER_LABEL = r"(?:(?:the\s+)?(?:final\s+|correct\s+)?answer(?:\s+is)?|答案(?:是)?|选择|选)"


def parse_choice(text, options) -> str | None:
    """The letter of the option a reply chose, or None (grammar in the module docstring)."""
    text = _plain(text).strip()
    letters = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"[:len(options)]
    if not letters:
        return None
    texts = [str(o).strip() for o in options]
    lt = "[" + letters + letters.lower() + "]"
    found: list[str | None] = []

    def letter(s: str) -> str | None:
        s = s.strip().upper()
        return s if len(s) == 1 and s in letters else None

    for obj in json_objects(text):
        for key, value in obj.items():
            if str(key).strip().lower() in ("answer", "choice", "option"):
                found.append(letter(str(value).strip().strip("()")))
    found += [letter(m) for m in re.findall(r"<answer>\s*\(?(\w)\)?\s*</answer>", text, re.I)]
    bare = re.fullmatch(_EMPH + r"\(?(" + lt + r")\)?" + _EMPH + r"(?:\s*[.):：]\s*(.*))?\s*", text, re.S)
    if bare:
        rest = (bare.group(2) or "").strip().strip("*_").strip()
        picked = letter(bare.group(1))
        if not rest or (picked and rest.rstrip(".。") == texts[letters.index(picked)]):
            found.append(picked)
    label = re.compile(r"(?:^|[.。!！?？]\s+)\s*" + _EMPH + _ANSWER_LABEL + _EMPH
                       + r"\s*[:：]?\s*" + _EMPH + r"\(?(" + lt + r")\)?" + _EMPH
                       + r"(?:\s*[.):：]\s*([^\n]*?))?\s*[.。]?\s*$", re.I | re.M)
    for m in label.finditer(text):
        picked = letter(m.group(1))
        rest = (m.group(2) or "").strip().strip("*_").rstrip(".。").strip()
        found.append(picked if not rest or (picked and rest == texts[letters.index(picked)]) else None)
    if not found:
        plain = text.strip().strip("*_").rstrip(".。").strip()
        hits = [n for n, t in enumerate(texts) if t and plain == t]
        if len(hits) == 1:
            found.append(letters[hits[0]])
    if not found or None in found:
        return None
    return _one(found)
