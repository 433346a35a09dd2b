"""The shared definitions preamble and one question template per subtask, in our words.

Every prompt is ``PREAMBLE`` + the subtask's question; answers go in <answer></answer>.
``{things}`` is the object word in the plural (blocks, boxes, cans); S1, which asks what the
objects are, says "objects" throughout, so its prompt does not give its answer away.
"""

from __future__ import annotations

PLURAL = {"cube": "blocks", "box": "boxes", "can": "cans"}
SINGULAR = {"cube": "block", "box": "box", "can": "can"}
NEUTRAL = {"things": "objects", "thing": "object"}  # S1's words

PREAMBLE = (
    "The picture shows {things} stacked on a flat floor. Each one fills one place in a regular grid, "
    "and gravity holds everything down: nothing floats. In the questions:\n"
    "- a column is every {thing} at the same spot on the floor, stacked straight up;\n"
    "- a layer is every {thing} at the same height; the lowest layer is layer 1, the top layer is the "
    "highest one that has a {thing};\n"
    "- a {thing} is visible if any part of it can be seen in the picture;\n"
    "- a {thing} is hidden if none of it can be seen, but it must be there because a {thing} you can see "
    "rests on it, directly or through other hidden ones;\n"
    "- a cluster is a group of {things} joined face to face (touching only at an edge or a corner does "
    "not join them);\n"
    "- a {thing} supports every {thing} above it in its column, and directly supports the one resting "
    "right on it.\n"
    "Count hidden {things} only where the picture proves they are there. Give the final answer inside "
    "<answer></answer>."
)

QUESTIONS = {
    "S1": "What kind of object is stacked here? Answer with one word: cube, box or can.",
    "S2": "How many clusters do the {things} form, counting the hidden ones?",
    "S3": "How many columns are there, counting columns known only through hidden {things}?",
    "S4": "How many layers high is the stack?",
    "S5": "How many {things} are visible?",
    "S6": "How many visible {things} are in the top layer?",
    "S7": "How many visible {things} directly support a {thing} of the top layer?",
    "S8": "Take the columns that reach the top layer. How many visible {things} do they hold below the top?",
    "S9": "How many {things} are hidden?",
    "T1": "How many {things} are there in total, visible and hidden?",
    "T2a": "The second picture shows the same stack seen after walking 90 degrees around it. How many of the "
           "{things} visible in the first picture cannot be seen in the second?",
    "T2b": "The second picture shows the same stack seen from the opposite side (180 degrees around it). How "
           "many of the {things} visible in the first picture cannot be seen in the second?",
}
SUBTASKS = tuple(QUESTIONS)
MCQ_SUBTASKS = ("S1", "S2", "S3", "S4", "S5", "S6", "S7", "S8", "S9", "T2a", "T2b")  # image MCQs of any style
OPTIONS_SUFFIX = "Choose one option and answer with its letter."


def prompt(subtask: str, object_type: str, options: list[str] | None = None) -> str:
    words = NEUTRAL if subtask == "S1" else {"things": PLURAL[object_type], "thing": SINGULAR[object_type]}
    text = PREAMBLE.format(**words) + "\n\n" + QUESTIONS[subtask].format(**words)
    if options:
        text += "\n" + "\n".join(f"{chr(65 + n)}. {o}" for n, o in enumerate(options))
        text += "\n" + OPTIONS_SUFFIX
    return text
