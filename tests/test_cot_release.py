"""The SFT-CoT trace in the release's words: its ten numbered lines, read back by the way the
release's CoT parser reads them.

Facts about the public release (NVIDIA/Spatial-IQ at commit f6b61b2), stated here and cited
by file and line (counted by hand from the stored copy; the names are the reliable anchor).
No release code is run or copied: the template's text and the parser's line patterns are
written out as facts, and ``release_reads`` below is this test's own statement of what its
parser does with them.

- ``training/prepare_data.py:56-69``, ``COT_TARGET_TEMPLATE``: ``RELEASE_TEMPLATE`` below,
  filled by ``collect_examples`` with ``gt.json``'s task1..task9, ``num_hidden_blocks`` and
  ``task_main`` (``--cot``).
- ``evaluation/trained_ckpts/evaluate_text_ckpts.py:127-136``, ``_COT_LINE_PATTERNS``: one
  case-insensitive pattern per key, tried in this order (``PARSER_PATTERNS``); lines 1 and 10
  have none.
- ``evaluate_text_ckpts.py:167-175`` (``parse_cot_main_pred``): each line of the reply is
  given to the first pattern, in that order, whose key is still unread and which matches it
  (``re.search``); that key gets the line's last integer (``-?\\d+``, ``_last_int_in_line``,
  lines 144-152), and the line is not tried against later patterns.
- ``evaluate_text_ckpts.py:138, 179-184``: ``task_main`` comes from
  ``<answer>\\s*(-?\\d+)\\s*</answer>`` (``_ANSWER_TAG_RE``) first.
"""

import re

import pytest

from generators.exports.release import gt
from generators.io.dataset import open_dataset
from generators.questions.cot import cot_trace

RELEASE_TEMPLATE = """<think>
1) The object type making up the structure is: {task1}.
2) The number of columns in the object structure is: {task3}.
3) The number of layers in the object structure is: {task4}.
4) The number of objects in the top-most layer is: {task2}.
5) The number of distinct clusters is: {task9}.
6) Given {task3} columns, {task4} layers, {task2} objects in the top-most layer, and {task9} clusters, \
the number of visible objects is: {task5}.
7) The number of visible objects in the columns containing the top-most object(s) (excluding the \
top-most objects themselves) is: {task7}.
8) The number of visible objects directly supporting the top-most object(s) is: {task6}.
9) The number of visible objects in direct contact directly above a hidden object is: {task8}.
10) Given {task2} objects in top-most columns, {task6} supporting objects, and {task8} objects above \
hidden ones, the number of hidden objects is: {num_hidden_blocks}.
The total is {task5} + {num_hidden_blocks} = {task_main}.
</think>
<answer>{task_main}</answer>"""

PARSER_PATTERNS = [  # (key, pattern), in the parser's order
    ("task3", r"^\s*2\)\s*The number of columns"),
    ("task4", r"^\s*3\)\s*The number of layers"),
    ("task2", r"^\s*4\)\s*The number of objects in the top-most"),
    ("task9", r"^\s*5\)\s*The number of distinct clusters"),
    ("task5", r"^\s*6\)"),
    ("task7", r"^\s*7\)"),
    ("task6", r"^\s*8\)"),
    ("task8", r"^\s*9\)"),
]
ANSWER_TAG = r"<answer>\s*(-?\d+)\s*</answer>"

# the release's task names for our labels (exports/release.py; task8 is our S9 witness count)
OURS = {"task2": "S6", "task3": "S3", "task4": "S4", "task5": "S5", "task6": "S7", "task7": "S8",
        "task8": "S9_witness", "task9": "S2", "task_main": "T1"}


def release_reads(reply: str) -> dict:
    """What the release's CoT parser reads from a reply, as the facts above state it."""
    out = {key: None for key, _ in PARSER_PATTERNS}
    for line in reply.splitlines():
        for key, pattern in PARSER_PATTERNS:
            if out[key] is not None:
                continue
            if re.search(pattern, line, re.IGNORECASE):
                numbers = re.findall(r"-?\d+", line)
                if numbers:
                    out[key] = int(numbers[-1])
                break
    tag = re.search(ANSWER_TAG, reply, re.IGNORECASE)
    out["task_main"] = int(tag.group(1)) if tag else None
    return out


@pytest.fixture(scope="module")
def views(four_scenes):
    return list(open_dataset(str(four_scenes)))


def test_the_release_parser_reads_every_trace_back_to_its_labels(views):
    assert len(views) == 64
    for view in views:
        labels = view["labels"]
        read = release_reads(cot_trace(labels))
        assert read == {key: int(labels[ours]) for key, ours in OURS.items()}, view["view_id"]
        truth = gt(view, [])  # our release export's gt.json: what the release scores against
        assert read == {key: truth[key] for key in OURS}


def test_trace_is_what_prepare_data_cot_makes_from_our_release_export(views):
    """A cube dataset: byte for byte the release's template filled from our gt.json."""
    keys = ("task1", "task2", "task3", "task4", "task5", "task6", "task7", "task8", "task9",
            "num_hidden_blocks", "task_main")
    for view in views:
        assert view["object_type"] == "cube"
        truth = gt(view, [])
        assert cot_trace(view["labels"]) == RELEASE_TEMPLATE.format(**{k: truth[k] for k in keys})
    labels = views[0]["labels"]
    assert labels["S5"] + labels["S9"] == labels["T1"]
    assert f"hidden objects is: {labels['S9']}.\nThe total" in cot_trace(labels)


@pytest.mark.parametrize("object_type, word", [("box", "boxes"), ("can", "cans")])
def test_line_one_names_the_objects_of_other_types(views, object_type, word):
    labels = {**views[0]["labels"], "S1": object_type}
    trace = cot_trace(labels)
    assert trace.splitlines()[1] == f"1) The object type making up the structure is: {word}."
    cube = cot_trace(views[0]["labels"]).splitlines()
    assert trace.splitlines()[2:] == cube[2:]  # only line 1 differs from the cube's trace
    assert release_reads(trace) == release_reads("\n".join(cube))


def test_our_old_wording_gave_the_release_parser_nothing(views):
    """The traces before issue 43 ("Columns: 6.") gave the release's parser nothing."""
    labels = views[0]["labels"]
    old = (f"<think>\nObject: cube.\nColumns: {labels['S3']}.\nLayers: {labels['S4']}.\n</think>\n"
           f"<answer>{labels['T1']}</answer>")
    read = release_reads(old)
    assert read["task3"] is None and read["task4"] is None and read["task_main"] == labels["T1"]
