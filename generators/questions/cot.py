"""SFT targets: the hierarchical chain-of-thought trace and the plain answer (docs/questions.md).

The trace states, in order: S1, S3, S4, S6, S2, S5, S8, S7, the S9 witness, the hidden
count, then ``total = visible + hidden = N`` and ``<answer>N</answer>``. Every number
comes from the view's labels, so a trace can never disagree with its own answer.
"""

from __future__ import annotations

from .prompts import PLURAL


def cot_trace(labels: dict) -> str:
    things = PLURAL[labels["S1"]]
    lines = [
        f"Object: {labels['S1']}.",
        f"Columns: {labels['S3']}.",
        f"Layers: {labels['S4']}.",
        f"Visible {things} in the top layer: {labels['S6']}.",
        f"Clusters: {labels['S2']}.",
        f"Visible {things}: {labels['S5']}.",
        f"Visible {things} below the top in the columns that reach it: {labels['S8']}.",
        f"Visible {things} directly supporting the top layer: {labels['S7']}.",
        f"Visible {things} resting on a hidden one: {labels['S9_witness']}.",
        f"Hidden {things}: {labels['S9']}.",
        f"total = visible + hidden = {labels['S5']} + {labels['S9']} = {labels['T1']}",
    ]
    return "<think>\n" + "\n".join(lines) + "\n</think>\n" + f"<answer>{labels['T1']}</answer>"


def plain_answer(labels: dict) -> str:
    return f"<answer>{labels['T1']}</answer>"
