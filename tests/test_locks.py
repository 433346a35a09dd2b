"""One writer at a time, and no orphans (issue 14, item 5), with real processes: a lock
held by another process is refused naming its pid and freed when that process is killed;
pool workers die with a generate whose parent alone was killed, and the rerun resumes."""

import os
import signal
import subprocess
import sys
import time

import pytest

from generators.io.lock import Busy, hold, holder
from tests.conftest import run_cli

HOLD = ("import sys, time; from generators.io.lock import hold; l = hold(sys.argv[1], 'x'); "
        "print('held', flush=True); time.sleep(600)")


def holding(path, shared=False):
    code = HOLD.replace("'x')", "'x', shared=True)") if shared else HOLD
    p = subprocess.Popen([sys.executable, "-c", code, str(path)], stdout=subprocess.PIPE, text=True)
    assert p.stdout.readline().strip() == "held"
    return p


def test_a_held_lock_is_refused_with_the_holders_pid_and_freed_by_kill_9(tmp_path):
    path = tmp_path / "x.lock"
    p = holding(path)
    try:
        assert holder(str(path)) == p.pid
        with pytest.raises(Busy, match=rf"--out x: in use by another spatial-iq process \(pid {p.pid}\); "
                                       rf"wait for it to finish or stop it \(kill {p.pid}\)"):
            hold(str(path), "--out x")
    finally:
        p.send_signal(signal.SIGKILL)
        p.wait()
    with hold(str(path), "--out x"):  # the kernel dropped the dead process's lock
        assert holder(str(path)) == os.getpid()


def test_shared_holders_exclude_an_exclusive_one(tmp_path):
    path = tmp_path / "x.lock"
    p = holding(path, shared=True)
    try:
        with hold(str(path), "x", shared=True):
            pass
        with pytest.raises(Busy):
            hold(str(path), "x")
    finally:
        p.kill()
        p.wait()


def children(pid):
    """Pids of live (not zombie) processes whose parent is ``pid``, and their command lines."""
    out = {}
    for name in os.listdir("/proc"):
        if not name.isdigit():
            continue
        try:
            stat = open(f"/proc/{name}/stat").read()
            cmdline = open(f"/proc/{name}/cmdline").read()
        except OSError:
            continue
        fields = stat[stat.rindex(")") + 2:].split()
        if int(fields[1]) == pid and fields[0] != "Z":
            out[int(name)] = cmdline
    return out


def alive(pid):
    try:
        stat = open(f"/proc/{pid}/stat").read()
    except OSError:
        return False
    return stat[stat.rindex(")") + 2:].split()[0] != "Z"


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads /proc")
def test_pool_workers_die_when_only_the_parent_is_killed(tmp_path):
    out = tmp_path / "ds"
    args = [f"out={out}", "n_scenes=12", "workers=2", "camera.width=128", "camera.height=128",
            "output.scenes_per_shard=3", "max_attempts=30"]
    p = subprocess.Popen([sys.executable, "-m", "generators.cli", "generate", *args],
                         stdout=subprocess.PIPE, stderr=subprocess.PIPE, start_new_session=True)
    try:
        deadline = time.time() + 180
        workers = {}
        while time.time() < deadline:
            workers = {pid: c for pid, c in children(p.pid).items() if "spawn_main" in c}
            parts = out / ".parts"
            if len(workers) == 2 and parts.is_dir() and len(os.listdir(parts)) >= 1:
                break
            time.sleep(0.05)
        assert len(workers) == 2, children(p.pid)
        os.kill(p.pid, signal.SIGKILL)  # the parent alone, as the OOM killer does
        p.wait()
        deadline = time.time() + 3  # a worker takes longer than this for the rest of its shard
        while time.time() < deadline and any(alive(w) for w in workers):
            time.sleep(0.05)
        assert not any(alive(w) for w in workers), "pool workers outlived their parent"
    finally:
        try:
            os.killpg(p.pid, signal.SIGKILL)
        except ProcessLookupError:
            pass
    r = run_cli("generate", *args)
    assert r.returncode == 0, r.stderr
    assert run_cli("verify", str(out)).returncode == 0
