"""Reading what a judge (or an answering model) replies as a person reads it: the last
answer the reply states wins; hedged, negated or withdrawn answers leave it unparsed
(None), never a guess and never Incorrect or 0 (docs/cgdj.md, "Reading replies"; how a
statement is found, ended, hedged and corrected: ``reply_text.py``; numbers: ``reply_numbers.py``).

Verdicts (``parse_verdict``) -> "Correct", "Incorrect" or None. Statements: a JSON object's
``"verdict"``; ``Verdict: X`` (also ``Final verdict``, ``Judgement``, 判定/结论/裁决/判断);
the verdict word as its own sentence ("Correct.", "Incorrect - it shows B", "... Incorrect.");
after a correction ("no wait, incorrect", "不对，应该是错误"). Words: Correct / 正确;
Incorrect, Not correct, Wrong / 错误, 不正确.

Scores, three dimensions (``parse_scores``): JSON objects holding the names, or lines
``name: value`` (``semantic_alignment``, ``reference_consistency``, ``physical_validity``;
spaces, underscores or hyphens; any case; a leading bullet); the last value of each name
wins. One score (``parse_score``): JSON ``{"score": x}`` or ``Score: x`` (also ``Final
score``, ``Overall score``, ``score of x``, ``Rating: x``, 得分, 评分, 分数). Values
(``reply_numbers.score_at``): a number in [0, 1], ``x%``, ``x/y``, ``x out of y`` (words too:
"nine out of ten"; the scale in brackets too: "7 (out of 10)", "7 (/10)"), a decimal comma
("0,8"); a bare number on a scale the reply declares ("on a 1-10 scale") is x / top; a bare
number above 1 without a declared scale is unparsed.

Answers to a multiple-choice question (``parse_choice``) -> a letter or None. Statements:
JSON ``answer``/``choice``/``option``; ``<answer>B</answer>``; ``\\boxed{B}``; a labelled
answer ("Answer: B", "The final answer is (B).", "I choose option B", "答案：B", "答案是三十一",
"应该是D", "选B"); "B is the correct answer."; "Not 3 but 4."; a line that is just a value
("B", "(B)", "Option D", "B. 4" with B's own text, "four", "四"), the last line or the
first before an explanation ("B.\nD is wrong because ..."). A value is a
letter, an option's text, or a number equal to a numeric option ("31", "thirty-one",
"三十一" for the option "31"). A letter that is no option, a number no option has, or a
letter with another option's text ("B. 3") is void.
"""

from __future__ import annotations

import re

from .reply_numbers import declared_scales, number_at, score_at
from .reply_text import LABEL_START, NOT, RESTATE, WITHDRAW, Reading, plain, statement

DIMENSIONS = ("semantic_alignment", "reference_consistency", "physical_validity")

_VERDICT_WORDS = {"correct": "Correct", "正确": "Correct", "incorrect": "Incorrect",
                  "not correct": "Incorrect", "wrong": "Incorrect", "错误": "Incorrect",
                  "不正确": "Incorrect"}
_VERDICT_WORD = re.compile(r"(not\s+correct|incorrect|correct|wrong|不正确|正确|错误)(?![A-Za-z])", re.I)
_VERDICT_LABEL = re.compile(LABEL_START + r"(?:(?:final\s+)?verdict|judge?ment|判定|结论|裁决|判断)"
                            r"\s*(?:[:=]|-(?=\s)|—|(?<=\s)is\b)\s*", re.I)
_SENTENCE_START = r"(?:^|(?<=[.。!！?？\n…]))[ \t]*(?:[-*•>][ \t]*)?"
_VERDICT_SENTENCE = re.compile(_SENTENCE_START + r"(?=" + _VERDICT_WORD.pattern + r")", re.I | re.M)


def _verdict_head(s: str):
    m = _VERDICT_WORD.match(s)
    if not m:
        return NOT
    return _VERDICT_WORDS[re.sub(r"\s+", " ", m.group(1).lower())], m.end()


def _other_verdict(t: str, value) -> bool:
    """``t`` (a bracket after a verdict) names the other verdict: "Correct (or incorrect)"."""
    return any(_VERDICT_WORDS[re.sub(r"\s+", " ", m.group(1).lower())] != value
               for m in _VERDICT_WORD.finditer(t))


def _corrections(reading: Reading, head, **kw) -> None:
    """Statements right after a correction: "no wait, it's D", "不对，应该是D"."""
    for m in WITHDRAW.finditer(reading.text):
        at = RESTATE.match(reading.text, m.end()).end()
        value, n = statement(reading.text[at:], head, **kw)
        if value is not None:
            reading.add(m.end(), at + n, value)


def parse_verdict(text) -> str | None:
    """"Correct", "Incorrect" or None (the module docstring gives the grammar)."""
    reading = Reading(plain(text))
    t = reading.text
    for start, end, obj in reading.json:
        for key, value in obj.items():
            if str(key).strip().lower() == "verdict":
                got = statement(value, _verdict_head)[0] if isinstance(value, str) else None
                reading.add(start, end, None if got is NOT else got)
    for m in _VERDICT_LABEL.finditer(t):
        if not reading.in_json(m.start()):
            value, n = statement(t[m.end():], _verdict_head, loose=False, comment=True, rival=_other_verdict)
            reading.add(m.start(), m.end() + n, value)
    for m in _VERDICT_SENTENCE.finditer(t):
        if not reading.in_json(m.end()):
            value, n = statement(t[m.end():], _verdict_head)
            reading.add(m.end(), m.end() + n, value)
    _corrections(reading, _verdict_head)
    return reading.result()


def score_value(text) -> float | None:
    """A score in [0, 1] from ``0.8``, ``80%``, ``8/10``, ``4 out of 5``, ``0,8``, "nine
    out of ten"; None for anything else, including numbers above 1 without a scale."""
    if isinstance(text, bool):
        return None
    if isinstance(text, (int, float)):
        x = float(text)
        return x if 0.0 <= x <= 1.0 else None
    s = plain(text).strip().strip("*_`").strip()
    got = score_at(s, set())
    if got is None or s[got[1]:].strip(" .。"):
        return None
    return got[0]


def _score_head(scales):
    def head(s: str):
        got = score_at(s, scales)
        return NOT if got is None else got
    return head


def _name_re(name: str) -> str:
    return r"[\s_-]*".join(name.split("_"))


def _labelled(reading: Reading, label: str, head, line_start: bool) -> None:
    where = r"(?m)^[ \t]*(?:[-*•][ \t]*)?" if line_start else LABEL_START
    pattern = re.compile(where + r"(?:" + label + r")(?:[ \t]*[(\[][^()\[\]\n]{0,24}[)\]])?"
                         r"[ \t]*(?:[:=]|-(?=\s)|(?<=\s)(?:is|of)\b)[ \t]*", re.I)
    for m in pattern.finditer(reading.text):
        if not reading.in_json(m.start()):
            value, n = statement(reading.text[m.end():], head, loose=False)
            reading.add(m.start(), m.end() + n, value)


def _json_scores(reading: Reading, keys, head) -> None:
    for start, end, obj in reading.json:
        for key, value in obj.items():
            if re.fullmatch(keys, str(key).strip(), re.I):
                reading.add(start, end, score_value(value) if not isinstance(value, str) else
                            (lambda got: None if got is NOT else got)(statement(value, head, loose=False)[0]))


def parse_scores(text) -> dict[str, float | None]:
    """The three dimension scores (None where missing, malformed or hedged)."""
    t = _scores_text(text)
    head = _score_head(declared_scales(t))
    out: dict[str, float | None] = {}
    for dim in DIMENSIONS:
        reading = Reading(t)
        _json_scores(reading, _name_re(dim), head)
        _labelled(reading, _name_re(dim), head, line_start=True)
        out[dim] = reading.result()
    return out


_SCORE_LABEL = r"(?:(?:final|overall)\s+)?(?:score|rating)|得分|评分|分数"
# "7 (out of 10)", "7 (/10)": the scale in brackets, read as "7 out of 10"
_SCALE_IN_BRACKETS = re.compile(r"(\d)[ \t]*[(\[][ \t]*(?:out[ \t]+of|/)[ \t]*(\d+(?:\.\d+)?)[ \t]*[)\]]",
                                re.I)


def _scores_text(text) -> str:
    return _SCALE_IN_BRACKETS.sub(r"\1 out of \2", plain(text))


def parse_score(text) -> float | None:
    """The paper's one score per answer (None where missing, malformed or hedged)."""
    reading = Reading(_scores_text(text))
    head = _score_head(declared_scales(reading.text))
    _json_scores(reading, r"(?:final_|overall_)?score", head)
    _labelled(reading, _SCORE_LABEL, head, line_start=False)
    _corrections(reading, head, loose=False)
    return reading.result()


_LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
_OPTION_WORD = re.compile(r"(?:option|choice|选项)[ \t]*", re.I)
_ANSWER_LABEL = re.compile(
    LABEL_START + r"(?:(?:(?:my|the|your)\s+)?(?:final\s+|correct\s+|right\s+|best\s+)?"
    r"(?:answer|choice|option)(?:\s+(?:is|would\s+be|will\s+be|should\s+be|must\s+be)\b)?\s*[:=]?"
    r"|i(?:\s+(?:would|will|am\s+going\s+to)|'d|'ll|'m\s+going\s+to)?\s+"
    r"(?:choose|pick|select|go\s+with|answer)\b"
    r"|(?:正确|最终)?答案(?:\s*(?:应该|应)?(?:是|为|选))?\s*:?|应该(?:是|选)|应选|我选择?|选择|选(?!项))"
    r"[ \t]*", re.I)
_HEADING_ONLY = re.compile(r"(?:answer|choice)\s*$", re.I)  # "Final Answer" with the value on the next line
_IS_CORRECT = re.compile(r"[ \t]+is[ \t]+(?:the[ \t]+)?(?:correct|right)"
                         r"(?:[ \t]+(?:answer|option|choice|one))?(?![A-Za-z])", re.I)
_NOT_A_UNIT = re.compile(r"(?<![A-Za-z])(?:or|and|not|but|to)(?![A-Za-z])|或|和|到|至", re.I)
_NEGATION = re.compile(r"(?:it'?s\s+|it\s+is\s+)?(?=(?:not\s|不是))", re.I)
_OPTION_LINE = re.compile(r"(?m)^[ \t]*\(?[A-Z][.)][ \t]+\S")
_FILLER = re.compile(r"(?:[ \t]+[A-Za-z]+){1,3}|[\u4e00-\u9fff]{1,4}")


def _norm(text) -> str:
    return re.sub(r"\s+", " ", plain(text).strip().lower()).rstrip(".。").strip()


class _Options:
    """The options of one question, and how a reply names one of them."""

    def __init__(self, options):
        self.letters = _LETTERS[:len(options)]
        self.texts = [_norm(o) for o in options]
        self.numbers = []
        for text in self.texts:
            got = number_at(text)
            self.numbers.append(got[0] if got and got[1] == len(text) else None)

    def by_value(self, s: str):
        """(letter or None, chars read) of an option's text or a number at the start of ``s``
        (a number may carry a unit: "4 socks", "4只"); NOT when neither starts there."""
        low = s.lower()
        hits = [(len(t), i) for i, t in enumerate(self.texts)
                if t and low.startswith(t) and not low[len(t):len(t) + 1].isalnum()]
        got = number_at(s)
        if hits and (got is None or max(hits)[0] > got[1]):
            n = max(hits)[0]
            picked = [i for k, i in hits if k == n]
            return (self.letters[picked[0]] if len(picked) == 1 else None), n
        if got is None:
            return NOT
        x, n = got
        unit = _FILLER.match(s, n)
        if unit and not _NOT_A_UNIT.search(unit.group(0)) \
                and statement(s[:n] + s[unit.end():], lambda t: (x, n))[0] == x:
            n = unit.end()
        picked = [i for i, v in enumerate(self.numbers) if v is not None and v == x]
        return (self.letters[picked[0]] if len(picked) == 1 else None), n

    def head(self, s: str, with_text: bool = True):
        """A value at the start of ``s``: a letter (with its own text, when it follows), an
        option's text or a number; (letter or None, chars read) or NOT."""
        k = _OPTION_WORD.match(s)
        k = k.end() if k else 0
        m = re.match(r"\(?([A-Za-z])\)?(?![A-Za-z0-9])", s[k:])
        if not m:
            return self.by_value(s[k:]) if k or s[:1] else NOT
        letter = m.group(1).upper()
        picked = letter if letter in self.letters else None
        n = k + m.end()
        sep = re.match(r"[ \t]+" if m.group(0).endswith(")") else r"[ \t]*(?:[.):,]|[-–—])[ \t]*", s[n:])
        if with_text and sep:
            own = self.by_value(s[n + sep.end():])
            if own is not NOT:
                if picked is None or own[0] != picked:
                    return None, n + sep.end() + own[1]  # "B. 3": a letter with another option's text
                n += sep.end() + own[1]
        return picked, n

    def rival(self, t: str, value) -> bool:
        got = self.head(t)
        return got is not NOT and got[0] != value


def parse_choice(text, options) -> str | None:
    """The letter of the option a reply chose, or None (grammar in the module docstring)."""
    if not options:
        return None
    opts = _Options(options)
    reading = Reading(plain(text))
    t = reading.text
    read = {"rival": opts.rival}
    for start, end, obj in reading.json:
        for key, value in obj.items():
            if str(key).strip().lower() in ("answer", "choice", "option", "final_answer"):
                got = statement(str(value), opts.head, **read)[0] if isinstance(value, (str, int, float)) \
                    and not isinstance(value, bool) else None
                reading.add(start, end, None if got is NOT else got)
    for m in re.finditer(r"<answer>(.*?)(?:</answer>|$)|\\boxed\s*\{([^{}]*)\}", t, re.I | re.S):
        inner = m.group(1) if m.group(1) is not None else m.group(2)
        got = statement(inner.strip(), opts.head, **read)[0]
        reading.add(m.start(), m.end(), None if got is NOT else got)
    for m in _ANSWER_LABEL.finditer(t):
        if reading.in_json(m.start()):
            continue
        rest = t[m.end():]
        if rest[:1] == "\n" and not (_HEADING_ONLY.search(m.group(0)) or m.group(0).rstrip().endswith(":")):
            continue  # "the answer" ending a line of prose
        value, n = statement(rest, opts.head, **read)
        reading.add(m.start(), m.end() + n, value)
    for m in re.finditer(_SENTENCE_START + r"(?=\(?\w)", t, re.M):  # "B is correct.", "Not 3 but 4."
        at = m.end()
        got = opts.head(t[at:], with_text=False)
        said = _IS_CORRECT.match(t, at + got[1]) if got is not NOT else None
        if said:
            fixed = (got[0], said.end() - at)
            value, n = statement(t[at:], lambda s, fixed=fixed: fixed, **read)
            reading.add(at, at + n, value)
        else:
            neg = _NEGATION.match(t, at)
            if neg:
                value, n = statement(t[neg.end():], opts.head, **read)
                if value not in (None, NOT):
                    reading.add(at, neg.end() + n, value)
    _corrections(reading, opts.head, **read)
    _value_lines(reading, opts)
    return reading.result()


def _value_lines(reading: Reading, opts: _Options) -> None:
    """Every line that is just a value ("B", "**B.**", "Option D", "四", "B. 4"): the answer a
    model gives before its explanation ("B.\nD is wrong because ...") or after its reasoning."""
    t = reading.text
    listed = len(_OPTION_LINE.findall(t)) > 1  # options echoed as a list: "D. 3" is no answer
    for m in re.finditer(r"(?m)^[^\n]*\S[^\n]*$", t):
        line = m.group(0)
        value, n = statement(line, lambda s: opts.head(s, with_text=not listed), rival=opts.rival)
        if value is not NOT and not line[n:].strip(" \t.。!！)]"):
            reading.add(m.start(), m.end(), value)


__all__ = ["DIMENSIONS", "parse_choice", "parse_score", "parse_scores", "parse_verdict", "score_value"]
