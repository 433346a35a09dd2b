"""A shard write the file system refuses part-way fails with the disk-full error, leaves no
file, and the process lives on to exit normally, wherever the write stops: in a view's
chunk, in the tables written at close or in the file's own metadata, for every codec and
RGB layout. Before io/shards.py kept no chunk cache, a chunk still in HDF5's cache when
the file was closed made the process die of a segmentation fault (exit -11) after printing
the error, under ``ulimit -f`` (EFBIG) and on a full disk (ENOSPC) alike.

Each case runs in a child process (a crash must fail the test, not end pytest). ``ulimit -f``
is the kernel's own refusal; ENOSPC comes from a preloaded ``pwrite`` that writes up to a
byte count and then answers "No space left on device", as a filling disk does (short write,
then the error); it needs a C compiler and is skipped without one.
"""

import json
import os
import shutil
import subprocess
import sys

import pytest

from generators.io.shards import FILTERS

# The child writes one reference shard, then the same shard under every limit from LOW to
# the reference's size in STEP bytes (about 150 limits; a step of a few bytes finds
# nothing more). Random arrays keep the codecs from shrinking the file
# to a few chunks, so every phase of the write gets limits inside it.
CHILD = r"""
import gc, json, os, resource, sys, tempfile
import numpy as np
from generators.errors import disk_full
from generators.io.shards import ShardWriter, read_shard

codec, rgb, mode, low, step = sys.argv[1], sys.argv[2], sys.argv[3], int(sys.argv[4]), int(sys.argv[5])
rng = np.random.default_rng(7)
H, W = 12, 10
def view(s, v):
    return {"scene_id": s, "view_id": v, "rgb": rng.integers(0, 256, (H, W, 3), dtype=np.uint8),
            "instance": rng.integers(0, 200, (H, W), dtype=np.uint8),
            "depth": rng.random((H, W), dtype=np.float32)}
scenes = [({"scene_id": s, "grid_shape": [2, 2, 2]}, [view(s, v) for v in range(3)]) for s in range(2)]
questions = [{"id": f"q{i}", "text": "how many blocks? " * 20} for i in range(12)]

def write(path):
    w = ShardWriter(path, 6, H, W, np.uint8, compression=codec, rgb=rgb)
    for scene, views in scenes:
        w.add(scene, views, questions)
    return w.close()

def limit_to(n):
    if mode == "efbig":
        resource.setrlimit(resource.RLIMIT_FSIZE, (n, resource.RLIM_INFINITY))
    else:
        os.environ["SPATIAL_IQ_TEST_FULL_AFTER"] = str(n)

d = tempfile.mkdtemp()
full = write(os.path.join(d, "reference.h5"))["bytes"]
refused, kept, odd = 0, [], []
for n in range(low, full + step, step):
    limit_to(n)
    try:
        write(os.path.join(d, f"s{n}.h5"))
    except Exception as e:
        refused += 1
        if disk_full(e, d) is None:
            odd.append(f"{n}: {e!r}"[:300])
    finally:
        limit_to(1 << 62)
    kept += [name for name in os.listdir(d) if ".tmp" in name]
    gc.collect()
back = list(read_shard(os.path.join(d, f"s{n}.h5")))
same = all(np.array_equal(r[k], v[k]) for r, v in zip(back, [v for _, vs in scenes for v in vs])
           for k in ("rgb", "instance", "depth"))
print(json.dumps({"full": full, "refused": refused, "tried": len(range(low, full + step, step)),
                  "odd": odd, "kept": kept, "last_reads_back": same and len(back) == 6}))
"""

# a pwrite that fills the "disk" at SPATIAL_IQ_TEST_FULL_AFTER bytes of any .h5 file
FULL_DISK_C = r"""
#define _GNU_SOURCE
#include <dlfcn.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static int shard(int fd) {
    char link[64], target[4096];
    snprintf(link, sizeof link, "/proc/self/fd/%d", fd);
    ssize_t n = readlink(link, target, sizeof target - 1);
    if (n < 0) return 0;
    target[n] = 0;
    return strstr(target, ".h5") != NULL;
}

static ssize_t refuse(int fd, size_t *count, off_t offset) {
    const char *env = getenv("SPATIAL_IQ_TEST_FULL_AFTER");
    if (!env || !shard(fd)) return 0;
    long long room = atoll(env) - (long long)offset;
    if (room <= 0) { errno = ENOSPC; return -1; }
    if ((long long)*count > room) *count = (size_t)room;
    return 0;
}

ssize_t pwrite64(int fd, const void *buf, size_t count, off_t offset) {
    static ssize_t (*real)(int, const void *, size_t, off_t);
    if (!real) real = (ssize_t (*)(int, const void *, size_t, off_t))dlsym(RTLD_NEXT, "pwrite64");
    if (refuse(fd, &count, offset) < 0) return -1;
    return real(fd, buf, count, offset);
}

ssize_t pwrite(int fd, const void *buf, size_t count, off_t offset) {
    return pwrite64(fd, buf, count, offset);
}
"""

LOW, STEP = 600, 89
# the default layout and schema 4's run by default; every other codec and layout with -m slow
FAST = [("lz4", "array"), ("gzip", "png")]
CASES = [pytest.param(codec, rgb, marks=() if (codec, rgb) in FAST else pytest.mark.slow)
         for codec in FILTERS for rgb in ("array", "png")]


def run_child(codec, rgb, mode, env=None):
    argv = [sys.executable, "-c", CHILD, codec, rgb, mode, str(LOW), str(STEP)]
    r = subprocess.run(argv, capture_output=True, text=True, timeout=600, env=env)
    assert r.returncode == 0, (r.returncode, r.stderr[-2000:])
    out = json.loads(r.stdout.strip().splitlines()[-1])
    assert out["refused"] == out["tried"] - 1, out  # every limit under the file's size, and no other
    assert out["odd"] == [] and out["kept"] == [], out
    assert out["last_reads_back"], out
    return out


@pytest.fixture(scope="module")
def full_disk_library(tmp_path_factory):
    cc = shutil.which("cc") or shutil.which("gcc")
    if cc is None:
        pytest.skip("no C compiler to build the full-disk pwrite")
    d = tmp_path_factory.mktemp("fulldisk")
    (d / "full.c").write_text(FULL_DISK_C)
    subprocess.run([cc, "-shared", "-fPIC", "-O1", "-o", str(d / "full.so"), str(d / "full.c"), "-ldl"],
                   check=True)
    return str(d / "full.so")


@pytest.mark.parametrize("codec,rgb", CASES)
def test_a_file_size_limit_anywhere_in_a_shard_is_the_disk_full_error(codec, rgb):
    run_child(codec, rgb, "efbig")


@pytest.mark.parametrize("codec,rgb", [("lz4", "array"), pytest.param("zstd", "png", marks=pytest.mark.slow),
                                       pytest.param("gzip", "array", marks=pytest.mark.slow),
                                       pytest.param("none", "png", marks=pytest.mark.slow)])
def test_a_full_disk_anywhere_in_a_shard_is_the_disk_full_error(codec, rgb, full_disk_library):
    env = dict(os.environ, LD_PRELOAD=full_disk_library)
    run_child(codec, rgb, "enospc", env)


def test_generate_on_a_full_disk_is_exit_3_and_the_rerun_resumes(tmp_path, full_disk_library):
    out = tmp_path / "ds"
    argv = [sys.executable, "-m", "generators.cli", "generate", f"out={out}", "n_scenes=2", "camera.width=64",
            "camera.height=64", "workers=1", "max_attempts=10"]
    env = dict(os.environ, LD_PRELOAD=full_disk_library, SPATIAL_IQ_TEST_FULL_AFTER="30000")
    r = subprocess.run(argv, capture_output=True, text=True, timeout=300, env=env)
    assert r.returncode == 3, r.stderr
    lines = r.stderr.strip().splitlines()
    assert len(lines) == 1, r.stderr
    assert lines[0].startswith("spatial-iq generate: error: disk full while writing to"), r.stderr
    assert not [n for n in os.listdir(out) if ".tmp" in n]
    r = subprocess.run(argv, capture_output=True, text=True, timeout=300)
    assert r.returncode == 0, r.stderr
