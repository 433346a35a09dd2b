"""A first run's compile, measured (issue 45): every process starts with an empty numba cache.

    python benchmarks/first_run.py parts                   # each kernel part alone, a fresh process
    python benchmarks/first_run.py run OUT [override ...]  # spatial-iq generate out=OUT ..., stderr to a file

``parts`` compiles each of ``warmup.PARTS`` (``generators/dataset/warmup.py:compile_part``) in a
process of its own with a fresh ``NUMBA_CACHE_DIR`` and prints its wall and CPU seconds and
its peak RSS. ``run`` starts the command as a user would (a fresh cache, stderr not a
terminal), reads every process's RSS from ``/proc`` ten times a second, and prints the
command's wall time, each process's peak RSS, and what it wrote on stderr. Timings, never
assertions (docs/performance.md, "The first run"); on a shared machine, say how busy it was.
"""

from __future__ import annotations

import os
import resource
import subprocess
import sys
import tempfile
import time


def part(name: str) -> None:
    """Compile one part here (the cache was set empty by the parent)."""
    from generators.config import GenerateConfig
    from generators.dataset.warmup import compile_part

    start, cpu = time.perf_counter(), time.process_time()
    compile_part(name, GenerateConfig(out="unused"))
    print(f"{name}: {time.perf_counter() - start:.1f} s wall, {time.process_time() - cpu:.1f} s CPU, "
          f"peak RSS {resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024:.0f} MB", flush=True)


def parts() -> None:
    from generators.dataset.warmup import PARTS

    for name in PARTS:
        env = dict(os.environ, NUMBA_CACHE_DIR=tempfile.mkdtemp(prefix="numba-cold-"))
        subprocess.run([sys.executable, __file__, "part", name], env=env, check=True)


def _tree(pid: int) -> list[int]:
    found, todo = [], [pid]
    while todo:
        p = todo.pop()
        found.append(p)
        try:
            with open(f"/proc/{p}/task/{p}/children") as fh:
                todo += [int(x) for x in fh.read().split()]
        except OSError:
            pass
    return found


def run(out: str, overrides: list[str]) -> None:
    env = dict(os.environ, NUMBA_CACHE_DIR=tempfile.mkdtemp(prefix="numba-cold-"))
    with open(out + ".stderr", "w") as err:
        start = time.perf_counter()
        command = [sys.executable, "-m", "generators.cli", "generate", f"out={out}", *overrides]
        proc = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=err, env=env, text=True)
        peak: dict[int, tuple[float, str]] = {}
        while proc.poll() is None:
            for p in _tree(proc.pid):
                try:
                    with open(f"/proc/{p}/status") as fh:
                        rss = next(int(x.split()[1]) for x in fh if x.startswith("VmRSS")) / 1024
                    with open(f"/proc/{p}/cmdline") as fh:
                        what = fh.read().replace("\0", " ").strip()[-50:]
                except (OSError, StopIteration):
                    continue
                peak[p] = (max(rss, peak.get(p, (0.0, ""))[0]), what)
            time.sleep(0.1)
        wall = time.perf_counter() - start
    print(proc.stdout.read().strip())
    print(f"exit {proc.returncode}, wall {wall:.1f} s")
    for p, (rss, what) in sorted(peak.items()):
        if rss > 50:
            print(f"  pid {p}: peak RSS {rss:.0f} MB  (...{what})")
    with open(out + ".stderr") as fh:
        print(fh.read(), end="")


if __name__ == "__main__":
    if sys.argv[1:2] == ["part"]:
        part(sys.argv[2])
    elif sys.argv[1:2] == ["parts"]:
        parts()
    elif sys.argv[1:2] == ["run"] and len(sys.argv) > 2:
        run(sys.argv[2], sys.argv[3:])
    else:
        sys.exit(__doc__)
