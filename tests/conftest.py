import os
import shutil
import subprocess
import sys

import pytest
from omegaconf import OmegaConf

# One numba thread in every test process (and the commands they start), set before numba is
# imported: with several test processes on few cores, a parallel region waits for threads
# that another process has descheduled (about 20 ms a region, docs/performance.md), which
# made a 3-second test take 90 s. Generate's workers render on one thread anyway.
os.environ.setdefault("NUMBA_NUM_THREADS", "1")

from generators.config import GenerateConfig

SMALL = ["camera.width=64", "camera.height=64", "output.scenes_per_shard=2"]


MAX_TEST_PROCESSES = 4  # many tests start multi-process generate runs of their own


def pytest_sessionstart(session):
    """Before pytest-xdist starts its test processes (``-n``; not with ``-n 0``): compile every
    numba and Warp kernel the suite uses once, in one process (``tests/warm_kernels.py``), so
    that in a fresh checkout the test processes read them from the cache instead of each
    compiling the same kernels at the same time. Best effort: if it fails, the tests compile
    what they need themselves."""
    config = session.config
    if hasattr(config, "workerinput") or not getattr(config.option, "numprocesses", None) \
            or config.option.collectonly:
        return
    from tests import warm_kernels

    result = warm_kernels.warm_in_a_subprocess()
    reporter = config.pluginmanager.get_plugin("terminalreporter")
    if reporter is not None and result:
        reporter.write_line(result)


def pytest_xdist_auto_num_workers(config):
    """``-n auto`` (pyproject's addopts): one test process per core, at most four."""
    return max(1, min(MAX_TEST_PROCESSES, os.cpu_count() or 1))


def small_config(out, **kw):
    cfg = OmegaConf.structured(GenerateConfig(out=str(out)))
    cfg.camera.width = cfg.camera.height = 64
    cfg.output.scenes_per_shard = 2
    cfg.max_attempts = 30
    for key, value in kw.items():
        OmegaConf.update(cfg, key, value)
    return cfg


def run_cli(*args, cwd=None, timeout=300):
    """Run the installed console entry point in a subprocess; returns CompletedProcess."""
    env = dict(os.environ, PYTHONHASHSEED="0")
    return subprocess.run([sys.executable, "-m", "generators.cli", *args], capture_output=True,
                          text=True, cwd=cwd, env=env, timeout=timeout)



@pytest.fixture(scope="session")
def four_scenes(tmp_path_factory):
    """A small finished dataset (4 scenes, 2 shards, 64x64) shared by tests that only read
    it; tests that damage a dataset take ``copy_of(four_scenes, tmp_path)``."""
    from generators.dataset.run import generate

    out = tmp_path_factory.mktemp("four") / "ds"
    generate(small_config(out, n_scenes=4), progress=False)
    return out


@pytest.fixture(scope="session")
def stored_four_scenes(tmp_path_factory):
    """``four_scenes`` generated with ``output.questions=stored``: each shard holds its
    question table (for tests of the table itself and of tampering with it)."""
    from generators.dataset.run import generate

    out = tmp_path_factory.mktemp("four-stored") / "ds"
    generate(small_config(out, n_scenes=4, **{"output.questions": "stored"}), progress=False)
    return out


# a dataset cheap to damage and regenerate: 4 scenes of 8 views at 32x32 in two shards
SMALL32 = ["n_scenes=4", "max_attempts=30", "workers=1", "camera.width=32", "camera.height=32",
           "camera.azimuths=[0,90]", "output.scenes_per_shard=2"]


@pytest.fixture(scope="session")
def small32(tmp_path_factory):
    """``spatial-iq generate`` with ``SMALL32``; tests that damage it take ``copy_of``."""
    from generators.cli import main

    out = tmp_path_factory.mktemp("small32") / "ds"
    assert main(["generate", f"out={out}", *SMALL32]) == 0
    return out


def set_image_edit_ids(shard, new_id: str) -> None:
    """Give every image-edit question in the stored table of ``shard`` the id ``new_id`` (a
    tamperer's; re-sign the manifest afterwards)."""
    import h5py
    import numpy as np

    from generators.io.shards import decode_questions, encode_questions

    with h5py.File(shard, "r+") as f:
        questions = decode_questions(f["questions/jsonl"][()])
        for q in questions:
            if q["modality"] == "image_edit":
                q["id"] = new_id
        del f["questions/jsonl"]
        f.create_dataset("questions/jsonl", data=np.frombuffer(encode_questions(questions), dtype=np.uint8))


def copy_of(dataset, tmp_path):
    copy = tmp_path / "ds"
    shutil.copytree(dataset, copy)
    return copy
