"""Judging one text reply to one question: the rule `spatial-iq eval` scores by, in one place.

Invariant: ``judge(question, reply)`` is correct exactly when the reply is not a harness's
notice of a failed request and ``parsing.parse(reply, question)`` equals the question's
stored ``answer``; anything else is wrong, with its reason (``failed``, ``unparseable``).
``scoring.py`` judges every text answer with it, and ``predictions.py`` reads a failure
notice as a failed request, so a harness's notice is never read as an answer (the notice
"[LMMS_EVAL_REQUEST_FAILED after 2 retries]" holds a digit that the count parser would
take for a count).

This module and ``parsing.py`` import nothing but the standard library and each other:
``spatial-iq export lmms-eval`` copies both, byte for byte, into the task folder it writes
(``harness/lmms_task.py``), so that lmms-eval scores with this code, not with a rewrite of it.
"""

from __future__ import annotations

from .parsing import parse

# What a harness puts in place of a model's reply when it has none. lmms-eval 0.7.3:
# "[LMMS_EVAL_REQUEST_FAILED after N retries] <error>" when every attempt of a request failed
# (its models/chat/openai.py, models/simple/openai.py), "[LMMS_EVAL_BUDGET_EXCEEDED]" when its
# token budget ran out before the request was sent.
FAILURE_MARKERS = ("[LMMS_EVAL_REQUEST_FAILED", "[LMMS_EVAL_BUDGET_EXCEEDED]")


def harness_failure(text: str) -> bool:
    """Whether ``text`` is a harness's notice that the request got no reply."""
    return text.lstrip().startswith(FAILURE_MARKERS)


def judge(question: dict, text: str) -> dict:
    """``{"status", "parsed", "correct"}`` of one reply: status ``ok`` (read; ``correct`` 1.0
    or 0.0), ``failed`` (a harness's failure notice) or ``unparseable`` (no rule of
    ``parsing.py`` reads it); ``correct`` is 0.0 unless the status is ``ok``. ``question``
    needs ``modality``, ``subtask``, ``answer`` and, for options, ``options`` (only their
    number is read)."""
    if harness_failure(text):
        return {"status": "failed", "parsed": None, "correct": 0.0}
    parsed = parse(text, question)
    if parsed is None:
        return {"status": "unparseable", "parsed": None, "correct": 0.0}
    return {"status": "ok", "parsed": parsed, "correct": float(parsed == question["answer"])}
