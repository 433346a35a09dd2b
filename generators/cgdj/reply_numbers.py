"""Numbers as replies write them: digits (``31``, ``0.8``, ``0,8``), English words
(``thirty-one``, ``nine``; read by ``text2num``) and Chinese numerals (``三十一``, ``四``,
``两``; read by ``cn2an``), and the score values built from them (``0.8``, ``80%``,
``8/10``, ``nine out of ten``) (docs/cgdj.md, "Reading replies").

Invariant: a number is read from the start of a text only, and only as far as one of the
readers accepts it; nothing is guessed. Words and Chinese numerals need the ``judge``
extra (``pip install 'spatial-iq[judge]'``); without it they are not numbers (the reply
reads as unparsed where its answer is only in words) and ``number_words_available()``
says so, so the commands can tell the user. Digits never need it.
"""

from __future__ import annotations

import re
from functools import lru_cache

MAX_WORDS = 6  # "one hundred and twenty-three" is five words; no answer needs more
MAX_HAN = 8
_DIGITS = re.compile(r"(?:\d{1,15}(?:[.,]\d{1,30})?|[.,]\d{1,30})(?![\d])")  # longer runs are no answer
_WORDS = re.compile(r"[A-Za-z]+(?:(?:[ \t]+|-)[A-Za-z]+){0,%d}" % (MAX_WORDS - 1))  # noqa: UP031
_HAN = re.compile(r"[零〇一二两三四五六七八九十百千万亿点]{1,%d}" % MAX_HAN)  # noqa: UP031


@lru_cache(maxsize=1)
def _readers():
    try:
        import cn2an
        from text_to_num import text2num
    except ImportError:
        return None
    return text2num, cn2an.cn2an


def number_words_available() -> bool:
    """True when numbers in words and Chinese numerals can be read (the ``judge`` extra)."""
    return _readers() is not None


def number_at(text: str) -> tuple[float, int] | None:
    """(value, characters read) of the number at the start of ``text``, or None."""
    m = _DIGITS.match(text)
    if m:
        s = m.group(0)
        if "," in s and not re.fullmatch(r"\d*,\d+", s):
            return None
        return float(s.replace(",", ".")), m.end()
    readers = _readers()
    if readers is None:
        return None
    text2num, cn2an = readers
    m = _WORDS.match(text)
    if m:
        words = re.split(r"([ \t]+|-)", m.group(0))  # words and the separators between them
        for k in range(len(words), 0, -2):  # the longest run of words that is one number
            span = "".join(words[:k])
            if span.lower().split()[-1] == "and":
                continue
            try:
                return float(text2num(span.lower(), "en")), len(span)
            except ValueError:
                continue
        return None
    m = _HAN.match(text)
    if m:
        span = m.group(0)
        for k in range(len(span), 0, -1):
            try:
                return float(cn2an(span[:k], "normal")), k
            except (ValueError, KeyError, IndexError):
                continue
    return None


_OUT_OF = re.compile(r"\s*(?:/|out\s+of\b|分之)\s*", re.I)
_N = r"(?<![\d.])(\d{1,6}(?:\.\d{1,6})?)(?![\d])"
_TO = r"\s*(?:-|–|—|to)\s*"
_SCALES = (  # (regex, groups are (low, high) or (high,))
    re.compile(_N + _TO + _N + r"[ \t]*(?:-[ \t]*)?(?:point\s+)?scale", re.I),            # a 1-10 scale
    re.compile(r"scale\s+(?:of|from)\s+" + _N + _TO + _N, re.I),                 # scale of 1 to 10
    # Score (0-10): 8
    re.compile(r"(?:score|rating|得分|评分|分数)\s*[(\[]\s*" + _N + _TO + _N + r"\s*[)\]]", re.I),
    re.compile(r"scale\s+of\s+" + _N + r"(?!\s*(?:-|–|—|to)\s*\d)", re.I),          # a scale of 10
    re.compile(r"(?:score|rating)\s+out\s+of\s+" + _N + r"|满分\s*" + _N, re.I),     # Score out of 10: 满分10
)


def declared_scales(text: str) -> set[tuple[float, float]]:
    """The score scales a reply says it uses ("I grade on a 1-10 scale", "a scale of 0 to
    100", "Score (0-10): 8", "Score out of 10: 8", 满分10分), as (low, high)."""
    found = set()
    for pattern in _SCALES:
        for m in pattern.finditer(text):
            nums = [float(g) for g in m.groups() if g is not None]
            lo, hi = (nums if len(nums) == 2 else (0.0, nums[0]))
            if 0 <= lo < hi:
                found.add((lo, hi))
    return found


def score_at(text: str, scales: set[tuple[float, float]]) -> tuple[float | None, int] | None:
    """(score in [0, 1], or None when it is off its scale; characters read) of the value at
    the start of ``text``: ``x`` in [0, 1], or on the one scale the reply declared (read as
    x / top, as ``x/top`` would be); ``x%``; ``x/y``, ``x out of y``, 十分之九; None when no
    number starts there. A bare number above 1 on no declared scale is off scale (no scale
    is guessed), and so is any bare number when the reply declares two different scales."""
    first = number_at(text)
    if first is None:
        return None
    x, end = first
    rest = text[end:]
    pct = re.match(r"\s*(?:%|percent\b)", rest, re.I)
    if pct:
        return (x / 100.0 if 0 <= x <= 100 else None), end + pct.end()
    of = _OUT_OF.match(rest)
    second = number_at(rest[of.end():]) if of else None
    if of and second is not None:
        d, n = second
        if of.group(0).strip() == "分之":  # Chinese names the denominator first: 十分之九
            x, d = d, x
        return (x / d if d > 0 and 0 <= x <= d else None), end + of.end() + n
    points = re.match(r"\s*分(?!之)", rest)  # 9分: "9 points"
    end += points.end() if points else 0
    if len(scales) == 1:
        lo, hi = next(iter(scales))
        return (x / hi if lo <= x <= hi else None), end
    return (x if 0.0 <= x <= 1.0 and not scales else None), end
