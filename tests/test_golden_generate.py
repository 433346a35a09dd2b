"""Same seed, same output: small datasets hash exactly as recorded in tests/golden.

The hashes were written by ``tests/golden/make_generate_golden.py`` before the package
layout changed; code moves and speed work must leave scenes, labels, targets, question
tables and view arrays (RGB, instance, depth) byte for byte as they were.
"""

import json

import pytest

from tests.golden.make_generate_golden import CASES, GOLDEN, dataset_hashes, generate

RECORDED = json.load(open(GOLDEN))


@pytest.mark.parametrize("name,overrides", CASES, ids=[c[0] for c in CASES])
def test_same_seed_gives_the_recorded_output(tmp_path, name, overrides):
    assert RECORDED["cases"] == [[n, o] for n, o in CASES]  # the golden file is for these cases
    out = tmp_path / name
    generate(str(out), overrides)
    got = dataset_hashes(str(out))
    assert got == RECORDED["hashes"][name]
