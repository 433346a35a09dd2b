"""``benchmarks/throughput.py`` gives N workers equal work: shards of ``balanced_per_shard``
scenes, as many a worker (issue 30: 48 scenes in shards of 16 left one of 2 workers idle a
third of the run)."""

import importlib.util
import os

import pytest

SCRIPT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "benchmarks", "throughput.py")
_spec = importlib.util.spec_from_file_location("throughput", SCRIPT)
throughput = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(throughput)


@pytest.mark.parametrize("scenes,per_shard,workers,want", [
    (48, 16, 1, 16), (48, 16, 2, 12), (24, 16, 2, 12), (48, 16, 16, 3), (96, 16, 2, 16),
    (7, 16, 2, 16),  # no equal split in an even number of shards: the configured size
])
def test_hand_picked(scenes, per_shard, workers, want):
    assert throughput.balanced_per_shard(scenes, per_shard, workers) == want


def test_the_largest_equal_split_or_the_configured_size():
    for scenes in range(1, 80):
        for per_shard in range(1, 20):
            for workers in range(1, 5):
                fits = [k for k in range(1, per_shard + 1)
                        if k <= scenes and scenes == k * (scenes // k) and (scenes // k) % workers == 0]
                got = throughput.balanced_per_shard(scenes, per_shard, workers)
                assert got == (fits[-1] if fits else per_shard), (scenes, per_shard, workers)
