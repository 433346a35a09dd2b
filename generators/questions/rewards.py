"""Verifiable rewards for RL on the total count (docs/questions.md), plain functions.

Format gate: the response holds exactly one ``<answer>...</answer>`` whose content is an
integer (surrounding spaces allowed). ``binary_reward`` is 1 for a passing format with
the right integer, else 0. ``shaped_reward`` is 0.1 for the format plus 0.9 times
max(0, 1 - |predicted - truth| / tolerance), tolerance 5 by default: 1.0 when exact,
0.1 for a well-formed answer 5 or more off, 0 for a malformed one.
"""

from __future__ import annotations

import re

_ANSWER = re.compile(r"<answer>\s*(.*?)\s*</answer>", re.DOTALL)
_INT = re.compile(r"[+-]?\d+")


def parse_integer_answer(response: str) -> int | None:
    """The integer in the single answer tag, or None if the format gate fails."""
    found = _ANSWER.findall(response or "")
    if len(found) != 1 or not _INT.fullmatch(found[0]):
        return None
    return int(found[0])


def binary_reward(response: str, truth: int) -> float:
    value = parse_integer_answer(response)
    return 1.0 if value is not None and value == int(truth) else 0.0


def shaped_reward(response: str, truth: int, tolerance: float = 5.0) -> float:
    value = parse_integer_answer(response)
    if value is None:
        return 0.0
    return 0.1 + 0.9 * max(0.0, 1.0 - abs(value - int(truth)) / tolerance)
