"""Without numba the numpy path renders the same instance ids, so labels and scenes match."""

import json
import subprocess
import sys

import numpy as np

from generators.dataset.pipeline import Generator
from tests.conftest import small_config

BLOCK_NUMBA = """
import builtins, json, sys
real_import = builtins.__import__
def no_numba(name, *a, **k):
    if name == "numba" or name.startswith("numba."):
        raise ImportError("numba blocked for this test")
    return real_import(name, *a, **k)
builtins.__import__ = no_numba
from omegaconf import OmegaConf
from generators.config import GenerateConfig
from generators.dataset.pipeline import Generator
from generators.render.jit import HAVE_NUMBA
cfg = OmegaConf.structured(GenerateConfig(out="unused"))
cfg.camera.width = cfg.camera.height = 48
cfg.max_attempts = 10
gen = Generator(cfg)
scene, views = gen.scene_records(3)
print(json.dumps({"have_numba": HAVE_NUMBA, "renderer": gen.renderer.name, "blocks": scene["blocks"],
                  "labels": [v["labels"] for v in views],
                  "instance": [v["instance"].tolist() for v in views[:2]]}))
"""


def test_numpy_backend_matches_numba_end_to_end(tmp_path):
    a = Generator(small_config(tmp_path, **{"render.backend": "numba"}))
    b = Generator(small_config(tmp_path, **{"render.backend": "numpy"}))
    assert (a.renderer.name, b.renderer.name) == ("cpu-numba", "cpu-numpy")
    for i in range(2):
        sa, va = a.scene_records(i)
        sb, vb = b.scene_records(i)
        assert sa["blocks"] == sb["blocks"]
        for x, y in zip(va, vb):
            assert np.array_equal(x["instance"], y["instance"])
            assert x["labels"] == y["labels"] and x["targets"] == y["targets"]
            assert np.allclose(x["depth"], y["depth"], rtol=1e-6)


def test_package_works_when_numba_cannot_be_imported():
    out = subprocess.run([sys.executable, "-c", BLOCK_NUMBA], capture_output=True, text=True, timeout=300)
    assert out.returncode == 0, out.stderr
    got = json.loads(out.stdout)
    assert got["have_numba"] is False and got["renderer"] == "cpu-numpy"
    cfg = small_config("unused", max_attempts=10)
    cfg.camera.width = cfg.camera.height = 48
    scene, views = Generator(cfg).scene_records(3)
    assert got["blocks"] == scene["blocks"]
    assert got["labels"] == [v["labels"] for v in views]
    assert got["instance"] == [v["instance"].tolist() for v in views[:2]]
