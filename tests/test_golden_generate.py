"""Same seed, same output: small datasets hash exactly as recorded in tests/golden.

The hashes were written by ``tests/golden/make_generate_golden.py`` before the package
layout changed; code moves and speed work must leave scenes, labels, targets, question
tables and view arrays (RGB, instance, depth) byte for byte as they were.
"""

import json

import pytest

from generators.questions.table import QUESTIONS_VERSION
from tests.golden.make_generate_golden import CASES, GOLDEN, dataset_hashes, generate, unbumped

RECORDED = json.load(open(GOLDEN))


@pytest.mark.parametrize("name,overrides", CASES, ids=[c[0] for c in CASES])
def test_same_seed_gives_the_recorded_output(tmp_path, name, overrides):
    assert RECORDED["cases"] == [[n, o] for n, o in CASES]  # the golden file is for these cases
    out = tmp_path / name
    generate(str(out), overrides)
    got = dataset_hashes(str(out))
    assert got == RECORDED["hashes"][name]


def test_question_hashes_are_recorded_under_this_question_version():
    """Datasets that build their questions when read trust QUESTIONS_VERSION to name what
    the question code builds: the golden question hashes belong to the recorded version, and
    the golden writer refuses changed question hashes under an unchanged version."""
    assert RECORDED["question_version"] == QUESTIONS_VERSION, (
        "QUESTIONS_VERSION changed: regenerate with python tests/golden/make_generate_golden.py")
    new = {name: dict(h, questions="0" * 64) for name, h in RECORDED["hashes"].items()}
    assert unbumped(RECORDED, new, QUESTIONS_VERSION) == sorted(new) == list(new)
    assert unbumped(RECORDED, new, QUESTIONS_VERSION + 1) == []
    assert unbumped(RECORDED, RECORDED["hashes"], QUESTIONS_VERSION) == []
