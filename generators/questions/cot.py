"""SFT targets: the chain-of-thought trace in the release's words, and the plain answer
(docs/questions.md, "The CoT trace").

Invariant: the trace is the release's ten numbered lines (its ``training/prepare_data.py``,
``COT_TARGET_TEMPLATE``), then "The total is V + H = N." and ``<answer>N</answer>``, every
number taken from the view's labels, so a trace never disagrees with its own answer and the
release's CoT parser (``evaluation/trained_ckpts/evaluate_text_ckpts.py``) reads each line
back to the label it holds. What each line carries, in the release's task names (ours in
brackets): 1 the object word (task1), 2 columns (task3 = S3), 3 layers (task4 = S4), 4 top
layer (task2 = S6), 5 clusters (task9 = S2), 6 visible (task5 = S5), 7 column blocks under
the top (task7 = S8), 8 direct supports of the top (task6 = S7), 9 visible blocks resting on
a hidden one (the release's task8: our ``S9_witness``, not our S9), 10 hidden blocks (the
release's ``num_hidden_blocks``: our S9), and the total V + H = N (S5 + S9 = T1).

Line 1 names the objects as the prompts do (``prompts.PLURAL``): "blocks" for cubes, the
release's only object and the ``task1`` value of our release export, so on a cube dataset the
trace is byte for byte what ``prepare_data.py --cot`` makes from that export; "boxes" and
"cans" for the object types the release does not have.
"""

from __future__ import annotations

from .prompts import PLURAL

# The release's wording, line by line, with our labels in its slots (its task names in
# comments). The words are the release's so that its parser, which matches line starts such as
# "2) The number of columns", reads our traces.
LINES = (
    "1) The object type making up the structure is: {objects}.",  # task1
    "2) The number of columns in the object structure is: {S3}.",  # task3
    "3) The number of layers in the object structure is: {S4}.",  # task4
    "4) The number of objects in the top-most layer is: {S6}.",  # task2
    "5) The number of distinct clusters is: {S2}.",  # task9
    "6) Given {S3} columns, {S4} layers, {S6} objects in the top-most layer, and {S2} clusters, "
    "the number of visible objects is: {S5}.",  # task5
    "7) The number of visible objects in the columns containing the top-most object(s) "
    "(excluding the top-most objects themselves) is: {S8}.",  # task7
    "8) The number of visible objects directly supporting the top-most object(s) is: {S7}.",  # task6
    "9) The number of visible objects in direct contact directly above a hidden object is: "
    "{S9_witness}.",  # task8
    "10) Given {S6} objects in top-most columns, {S7} supporting objects, and {S9_witness} objects "
    "above hidden ones, the number of hidden objects is: {S9}.",  # num_hidden_blocks
    "The total is {S5} + {S9} = {T1}.",  # task5 + num_hidden_blocks = task_main
)


def cot_trace(labels: dict) -> str:
    """``<think>`` + the ten lines and the total + ``</think>``, then ``<answer>T1</answer>``."""
    keys = ("S2", "S3", "S4", "S5", "S6", "S7", "S8", "S9", "S9_witness", "T1")
    values = {key: labels[key] for key in keys}
    body = "\n".join(line.format(objects=PLURAL[labels["S1"]], **values) for line in LINES)
    return f"<think>\n{body}\n</think>\n<answer>{labels['T1']}</answer>"


def plain_answer(labels: dict) -> str:
    return f"<answer>{labels['T1']}</answer>"
