"""Reading an answer out of raw model text.

Rules, in order (the same for every model, so scores compare):
1. If the text has ``<answer>…</answer>`` tags, only the last tagged span is read (an
   unclosed last ``<answer>`` reads to the end). Otherwise the whole text is read.
2. Counts: the last integer written in digits (``12``, ``-1`` is not a count), else the last
   number written in words (``zero`` … ``nine hundred ninety-nine``, with hyphens or
   spaces, ``and`` allowed: "one hundred and five"). An integer of more than
   ``MAX_COUNT_DIGITS`` digits (leading zeros aside) is no count: the answer is unparseable
   (Python will not even convert one of more than 4,300 digits).
3. Options: a lone letter, either case (``B``, ``(b)``, ``B.``, ``B)``); else "answer/option/choice
   [is|:] B"; else the last standalone capital letter among the offered ones (not "A"
   followed by a lower-case word: that is the article). Letters beyond the offered ones
   are not read.
4. Object type (S1): the object words (cube/cubes, box/boxes/cuboid, can/cans/cylinder);
   exactly one distinct type must be named, else the answer is unparseable.
An answer that none of these rules reads is *unparseable*: it counts as wrong and is
listed in the report, never guessed.
"""

from __future__ import annotations

import re

_TAG = re.compile(r"<answer>(.*?)(?:</answer>|$)", re.IGNORECASE | re.DOTALL)
_INT = re.compile(r"(?<![\w.])(\d+)(?![\w.]\d)")
_UNITS = {w: n for n, w in enumerate(
    "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen "
    "sixteen seventeen eighteen nineteen".split())}
_TENS = {w: 10 * n for n, w in enumerate("_ _ twenty thirty forty fifty sixty seventy eighty ninety".split())
         if w != "_"}
_WORD = re.compile(r"[a-z]+")
_OBJECTS = {"cube": "cube", "cubes": "cube", "box": "box", "boxes": "box", "cuboid": "box",
            "cuboids": "box", "can": "can", "cans": "can", "cylinder": "can", "cylinders": "can"}


def answer_span(text: str) -> str:
    """The part of the text an answer is read from (rule 1)."""
    spans = _TAG.findall(text)
    return spans[-1] if spans else text


MAX_COUNT_DIGITS = 100  # far above any grid's capacity; below Python's int-conversion limit


def parse_count(text: str) -> int | None:
    span = answer_span(text)
    digits = _INT.findall(span)
    if digits:
        last = digits[-1].lstrip("0") or "0"
        return int(last) if len(last) <= MAX_COUNT_DIGITS else None
    return _last_number_words(span.lower())


def _last_number_words(text: str) -> int | None:
    """The last run of number words, read as one number below 1000."""
    words = _WORD.findall(text.replace("-", " "))
    best, run = None, []
    for w in [*words, "."]:
        if w in _UNITS or w in _TENS or w == "hundred" or (w == "and" and run):
            run.append(w)
            continue
        while run and run[-1] == "and":
            run.pop()
        if run:
            value = _words_value(run)
            if value is not None:
                best = value
        run = []
    return best


def _words_value(words: list[str]) -> int | None:
    total, current = 0, None
    for w in words:
        if w == "and":
            continue
        if w == "hundred":
            if current is None or current >= 10 or total:
                return None
            total, current = current * 100, None
        elif w in _TENS:
            if current is not None:
                return None
            current = _TENS[w]
        else:
            if current is not None and (current % 10 or current < 20):
                return None
            current = (current or 0) + _UNITS[w]
    if current is None and not total:
        return None
    return total + (current or 0)


def parse_letter(text: str, k: int = 5) -> str | None:
    letters = "ABCDEFGHIJ"[:k]
    span = answer_span(text).strip()
    lone = re.fullmatch(r"[\(\[]?\s*([A-Za-z])\s*[\)\]\.:]?", span)
    if lone:
        return lone.group(1).upper() if lone.group(1).upper() in letters else None
    said = re.findall(rf"\b(?:answer|option|choice|picture)\s*(?:is|:)?\s*[\(\[]?([{letters}])\b", span,
                      re.IGNORECASE)
    if said:
        return said[-1].upper()
    # "A" followed by a lower-case word is the article, not an option
    standalone = re.findall(rf"(?<![A-Za-z'])([{letters}])(?![A-Za-z'])(?!\s+[a-z])", span)
    return standalone[-1] if standalone else None


def parse_object(text: str) -> str | None:
    named = {_OBJECTS[w] for w in _WORD.findall(answer_span(text).lower()) if w in _OBJECTS}
    return named.pop() if len(named) == 1 else None


def parse(text: str, question: dict):
    """The parsed answer of a question (None when unparseable), in the form of its
    stored ``answer`` (a string)."""
    if question["modality"] in ("text_mcq", "image_mcq"):
        return parse_letter(text, len(question["options"]))
    if question["subtask"] == "S1":
        return parse_object(text)
    n = parse_count(text)
    return None if n is None else str(n)
