"""How a reply states something, whatever it states (a verdict, a score, an option): the
pieces ``replies.py`` builds its grammars from (docs/cgdj.md, "Reading replies").

A reply is read as a sequence of *statements*, each at a position in the text: a labelled
value ("Answer: B", "Score: 0.8"), a JSON object's field, a tagged or boxed value
(``<answer>B</answer>``, ``\\boxed{B}``), or a value standing as its own sentence. Each
statement is a value or *void* (hedged, negated, contradictory, off scale). Invariants:

- the last statement wins; a void last statement leaves the reply unparsed (None);
- a statement ends where its sentence ends: a full stop, ``!``, ``;`` or a line break
  (``"Answer: B.\\nI am sure."`` and ``"Answer: B\\nI am sure."`` read alike), or where a
  reason starts (", because ...", " - it shows ..."); a value followed by anything else
  ("Correct answer is C") is no statement at all;
- a hedge (``or``, ``maybe``, ``probably``, ``but``, ``though``, ``?``, 或, 可能, 但 ...) next to
  the value, or a negation ("not B") without a replacement, makes the statement void;
- a correction ("no wait", "on second thought", "scratch that", 不对, 等等 ...) lets what
  follows restate the value ("不对，应该是D", "no wait, it's D"); a correction after the
  last statement withdraws it (unparsed).
"""

from __future__ import annotations

import json
import re
import unicodedata
from collections.abc import Callable

MAX_CHARS = 100_000  # a longer reply is read from its last MAX_CHARS characters
NOT = object()  # "no statement here" (a value reader found nothing it reads)

_HEDGE_WORDS = (r"or|maybe|probably|perhaps|possibly|likely|unlikely|presumably|arguably|i\s+think|"
                r"i\s+guess|i\s+believe|not\s+sure|unsure|though|although|but|however|except|mostly|"
                r"partially|partly|somewhat|largely|half|roughly|about|approximately|around|almost|either")
_HAN_HEDGE = r"或者|或|可能|也许|大概|或许|吧|吗|但是|但|不过|部分|基本|大致|似乎|好像|不确定"
HEDGE_BEFORE = re.compile(r"(?<![A-Za-z])(?:(?:" + _HEDGE_WORDS + r")\b|" + _HAN_HEDGE + r")\s*", re.I)
_HEDGE_NEXT = re.compile(r"[ \t]*(?:(?:and|" + _HEDGE_WORDS + r")\b|" + _HAN_HEDGE + r"|和|/|[?？]|\.\.\.|…)",
                         re.I)
_QUOTES = r"\s)\]」』\"'”’"
_CLOSE = re.compile(r"[" + _QUOTES + r"]*(?:$|\n|[.!]+(?=[" + _QUOTES + r"]|$)|[。！;；])")
_REASON = re.compile(r"\s*(?:[,，:：]|\s[-–—]+|[-–—]+\s|[-–—]{2,})\s*"
                     r"|\s+(?=(?:because|since|as|given|due)\b)|\s*(?=因为|由于|根据)", re.I)
_PAREN = re.compile(r"\s*[(（\[]([^()（）\[\]\n]{0,200})[)）\]]")
WITHDRAW = re.compile(
    r"(?<![\w'])(?:no,?\s+wait|wait(?=\s*[,.!…—-]|\s*$)|hold\s+on|on\s+second\s+thought|on\s+reflection|"
    r"scratch\s+that|correction:|i\s+was\s+wrong|i\s+made\s+a\s+mistake|i\s+misread|i\s+miscounted|"
    r"let\s+me\s+(?:re-?check|reconsider|re-?count|double-check|think\s+again|look\s+again|correct)|"
    r"that(?:'s|\s+is)\s+(?:not\s+right|wrong|incorrect|a\s+mistake))|不对|等等|等一下|错了|更正|纠正|重新(?:数|看|考虑)",
    re.I)
RESTATE = re.compile(r"[\s,，.。!！:：;；—–-]*(?:(?:it'?s|it\s+is|it\s+should\s+be|should\s+be|actually|"
                     r"the\s+right\s+one\s+is|rather)\s+|应该是|应该选|应是|应为|其实是|改为|改成|是)?", re.I)
# a label starts where no Latin letter or digit stands right before it (Chinese has no spaces)
LABEL_START = r"(?<![A-Za-z0-9])"


def plain(text) -> str:
    """The reply as the grammars read it: its last ``MAX_CHARS`` characters, NFKC-normalised
    (full-width ``Ｂ``/``：``/``（`` become ``B``/``:``/``(``), without Markdown emphasis,
    heading marks, inline code marks or LaTeX's ``$``, ``\\(``, ``\\text{}`` wrappers."""
    s = str(text if text is not None else "")[-MAX_CHARS:]
    s = unicodedata.normalize("NFKC", s).replace("\r\n", "\n").replace("\r", "\n")
    s = re.sub(r"\\(?:text|textbf|mathrm|mathbf|mathit|textit)\s*\{([^{}]*)\}", r"\1", s)
    s = re.sub(r"\\[()\[\]]|\$", "", s)
    s = s.replace("**", "").replace("__", "").replace("`", "")
    s = re.sub(r"\*(?=\S)|(?<=\S)\*", "", s)
    return re.sub(r"(?m)^[ \t]*(?:#{1,6}|>)[ \t]*", "", s)


def json_spans(text: str, limit: int = 1000) -> list[tuple[int, int, dict]]:
    """JSON objects in the text, with their spans: (start, end, object), outermost only."""
    found, decoder, pos, tries = [], json.JSONDecoder(), 0, 0
    while tries < limit:
        start = text.find("{", pos)
        if start < 0:
            break
        tries += 1
        try:
            obj, end = decoder.raw_decode(text, start)
        except (ValueError, RecursionError):  # no object here, or nested too deeply for the parser
            pos = start + 1
            continue
        if isinstance(obj, dict):
            found.append((start, end, obj))
        pos = end
    return found


class Reading:
    """Statements found so far: ``add(pos, value)`` (None: void), ``result(text)``."""

    def __init__(self, text: str):
        self.text = text
        self.json = json_spans(text)
        self.found: list[tuple[int, int, object]] = []  # (position, end, value)

    def in_json(self, pos: int) -> bool:
        return any(a <= pos < b for a, b, _ in self.json)

    def add(self, pos: int, end: int, value) -> None:
        if value is not NOT:
            self.found.append((pos, end, value))

    def result(self):
        """The last statement's value; None when there is none, it is void, or a
        correction follows it."""
        if not self.found:
            return None
        pos, end, value = max(self.found, key=lambda f: (f[0], f[1]))
        if WITHDRAW.search(self.text, end):
            return None
        return value


Head = Callable[[str], "tuple[object, int] | object"]  # (value or None, chars read) | NOT


def statement(rest: str, head: Head, *, loose: bool = True, comment: bool | None = None,
              rival: Callable[[str, object], bool] | None = None) -> tuple[object, int]:
    """Read a statement whose value starts ``rest``: (value, None for void, or NOT; its
    length). ``head`` reads a value at a text's start. ``loose`` (answers, verdicts): a
    value followed by something other than a sentence's end, a reason or a hedge is no
    statement; otherwise (scores) it is void, and so is any parenthesis after the value
    ("0.9 (generous)"). ``rival(t, value)``: ``t`` starts a value other than ``value``
    ("B, C": two answers)."""
    lead = re.match(r"[\s(\[「『\"'“‘]*", rest).end()
    got = head(rest[lead:])
    if got is NOT:
        hedge = HEDGE_BEFORE.match(rest, lead)
        if hedge:  # "probably B", "likely correct", "partially correct"
            got = head(rest[hedge.end():])
            return (NOT, 0) if got is NOT else (None, hedge.end() + got[1])
        neg = re.match(r"(?:not|不是)\s*", rest[lead:], re.I)
        return _negated(rest, lead + neg.end(), head) if neg else (NOT, 0)
    value, n = got
    end = lead + n
    kind, end = _tail(rest, end, value, rival, loose, loose if comment is None else comment)
    if kind == "close":
        return value, end
    if kind == "hedge":
        return None, end
    return (NOT, 0) if loose else (None, end)


_REPLACED_BY = re.compile(r"\s*[,，]?\s*(?:but|rather|instead|it'?s|it\s+is|而是|是)\s*", re.I)


def _negated(rest: str, at: int, head: Head) -> tuple[object, int]:
    """"not 3 but 4", "not B, it's D", "不是3，而是4": the replacement; "not B": void."""
    got = head(rest[at:])
    if got is NOT:
        return NOT, 0
    m = _REPLACED_BY.match(rest, at + got[1])
    if not m:
        return None, at + got[1]
    second = head(rest[m.end():])
    if second is NOT:
        return None, m.end()
    value, n = second
    kind, end = _tail(rest, m.end() + n, value, None, True, True)
    return (value if kind == "close" else None), end


def _tail(rest: str, end: int, value, rival, loose: bool, comment: bool) -> tuple[str, int]:
    """What follows a value: ("close" | "hedge" | "other", where the statement ends)."""
    paren = _PAREN.match(rest, end)
    if paren:
        inner = paren.group(1)
        if not comment or HEDGE_BEFORE.search(inner) or (rival and rival(inner.strip(), value)):
            return "hedge", paren.end()
        end = paren.end()
    if _HEDGE_NEXT.match(rest, end):
        return "hedge", end
    if _CLOSE.match(rest, end):
        return "close", end
    reason = _REASON.match(rest, end)
    if reason:
        clause = rest[reason.end():]
        if HEDGE_BEFORE.match(clause) or (WITHDRAW.match(clause) is None and rival and rival(clause, value)):
            return "hedge", end
        return "close", end
    return "other", end
