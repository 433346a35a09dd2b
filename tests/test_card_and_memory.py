"""The dataset card is written at the end of a run; a worker's memory does not grow with shards."""

import json
import subprocess
import sys

from PIL import Image

from generators.dataset.run import generate
from tests.conftest import small_config

MEASURE = """
import json, resource
from generators.config import CameraConfig, GenerateConfig
from generators.dataset.executors import init_worker, run_job
from generators.dataset.pipeline import ShardJob
cfg = GenerateConfig(out="unused", max_attempts=30, camera=CameraConfig(width=256, height=256))
init_worker(cfg, 1)
peaks = []
for n in range(10):
    peaks.append(run_job(ShardJob(n, n * 2, 2, f"{OUT}/shard-{n:05d}.h5", ".tmp"))[1])
print(json.dumps(peaks))
"""


def test_dataset_card(tmp_path):
    out = tmp_path / "ds"
    summary = generate(small_config(out, n_scenes=3, object_type="box"), progress=False)
    assert 0 < summary["finalize_s"] < summary["seconds"]  # config, card, manifest: timed apart
    text = (out / "README.md").read_text()
    assert "| scenes | 3 |" in text and "| views | 48 (16 per scene, 64x64) |" in text
    assert "| object type | box |" in text and "| S5 |" in text and "| T2b |" in text
    for name in ("labels.png", "block_counts.png", "views.png"):
        with Image.open(out / "card" / name) as im:
            assert im.size[0] > 300 and im.size[1] > 200


def test_worker_memory_stays_flat(tmp_path):
    r = subprocess.run([sys.executable, "-c", MEASURE.replace("{OUT}", str(tmp_path))],
                       capture_output=True, text=True, timeout=300)
    assert r.returncode == 0, r.stderr
    peaks = json.loads(r.stdout)
    # after the first shards have warmed every cache, ten more views' worth of shards add nothing
    assert peaks[-1] - peaks[2] < 8, peaks
