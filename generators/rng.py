"""Every random stream of the package, named in one place.

A stream is ``numpy.random.default_rng(SeedSequence(seed, spawn_key=key))``: the key
says what the randomness is for (a scene, a view, a subtask) and a stream number below
tells apart the streams that share those ids. Each stream is independent of the others
and of the order in which things are made, so a scene's bytes depend only on (seed,
scene index), whatever the worker count, shard size or resumption. No global RNG is
touched anywhere.

The numbers are part of every dataset ever generated: changing one changes what a seed
produces (tests/test_golden_generate.py notices).
"""

from __future__ import annotations

import numpy as np

# stream numbers: key = (scene, view, NUMBER[, ...]) unless said otherwise
SPLIT = 7  # (scene, SPLIT) under the split seed: the scene's train/val/eval split
HIGHLIGHT = 101  # (scene, HIGHLIGHT): the scene's MCQ highlight colour
ADDED_COLOUR = 102  # (scene, ADDED_COLOUR, i, j, k): palette colour of a block an MCQ option's stack adds
GROUP_COLOURS = 200  # + subtask index: palette order of a view's per-group MCQ
MCQ = 300  # + subtask index: distractors, option order and letter of a view's MCQ
K_OPTIONS = 400  # + k, then the subtask index (11 for T1): the 3- and 4-option variants
MCQ_SET = 600  # (scene, MCQ_SET): the stacks every image MCQ of the scene shows (decoy, siblings)
COUNT_RUN = 700  # (scene, COUNT_RUN): the run of T1 count options a scene's views are offered
AUDIT = 800  # (AUDIT, ...) under the audit's seed: folds, tie-breaks and bootstrap of ``spatial-iq audit``
MARKS = 900  # + subtask index (questions/marks.py): which blocks a view's marks MCQ marks, their
# numbers, its distractors and letters
SERVE = 1000  # (SERVE, k) under a responder's seed: ``spatial-iq serve``'s guesses at 3 and 4 options
CGDJ_OPTIONS = 1  # (scene, CGDJ_OPTIONS): count options of a CGDJ clip's question
# PhysTool draws from entropy words [seed, WORD, query index, attempt]
PHYSTOOL_QUERY = 0x5054  # "PT": the query (task, targets, distractors)
PHYSTOOL_LAYOUT = 0x4C41  # "LA": its surface, layout and camera


def stream(seed: int, *key: int) -> np.random.Generator:
    """The stream of ``seed`` for ``key``; ``stream(seed, scene)`` samples a scene."""
    return np.random.default_rng(np.random.SeedSequence(int(seed), spawn_key=tuple(int(k) for k in key)))


def words_stream(*words: int) -> np.random.Generator:
    """A stream seeded by a list of entropy words (PhysTool's scheme)."""
    return np.random.default_rng(np.random.SeedSequence([int(w) for w in words]))


def plain(seed: int) -> np.random.Generator:
    """A stream of a seed alone, for one-off draws (reference responders, permutation nulls)."""
    return np.random.default_rng(np.random.SeedSequence(int(seed)))
