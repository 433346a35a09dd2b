"""A process pool that knows which job each worker holds, so a run whose worker dies stops at
once, naming the job.

``multiprocessing.Pool`` replaces a worker that was killed (``kill -9``, the OOM killer) and
loses the task it held: the run then waits for that result for ever, without a word. Here
each worker gets its jobs over its own pipe and the parent waits on the pipes and on the
processes themselves (``multiprocessing.connection.wait``): when a worker ends while it holds
a job, the run stops within a moment with ``WorkerDied`` (a ``RunError``, exit 3) naming
the job and the fix:

    for result in run_pool(write_shard, jobs, workers=4, initializer=init, initargs=(cfg,),
                           describe=lambda job: f"writing {job.name}", rerun="rerun ... to resume"):
        ...

Results come as they finish (``ordered=False``) or in the order of ``jobs``. An exception a
job raises is raised here, in the parent, as the pool's did. Workers are started with
``spawn``, die with their parent (``io/lifetime.py``) and are killed when the caller stops
early or fails.
"""

from __future__ import annotations

import signal
from collections import deque
from collections.abc import Callable, Iterable, Iterator
from multiprocessing import get_context
from multiprocessing.connection import wait

from ..errors import RunError
from .lifetime import die_with_parent

IN_FLIGHT = 2  # jobs queued per worker: the next one waits in its pipe while it works


class WorkerDied(RunError):
    """A worker process ended while it held a job; the message names the job and the fix."""


def _worker(conn, fn, initializer, initargs) -> None:
    """A worker's loop: run each job received, send back ("ok", result) or ("error", exception)."""
    die_with_parent()
    try:
        if initializer is not None:
            initializer(*initargs)
        while True:
            try:
                job = conn.recv()
            except EOFError:  # the parent is gone
                return
            if job is None:
                return
            try:
                reply = ("ok", fn(job))
            except Exception as err:  # the parent raises it, as multiprocessing.Pool did
                reply = ("error", err)
            try:
                conn.send(reply)
            except Exception as err:  # an exception or result that does not pickle
                conn.send(("error", RuntimeError(f"{type(err).__name__}: {err}")))
    except KeyboardInterrupt:
        return


def how_it_ended(exitcode: int | None) -> str:
    """Why a process ended, in words a person can act on."""
    if exitcode is not None and exitcode < 0:
        sig = -exitcode
        name = signal.Signals(sig).name if sig in signal.Signals.__members__.values() else f"signal {sig}"
        if sig == signal.SIGKILL:
            return f"killed by {name}: stopped by someone, or by the kernel for lack of memory"
        return f"killed by {name}"
    return f"exit status {exitcode}"


def run_pool(fn: Callable, jobs: Iterable, workers: int, initializer: Callable | None = None,
             initargs: tuple = (), describe: Callable[[object], str] = str,
             rerun: str = "rerun the same command", ordered: bool = False) -> Iterator:
    """``fn(job)`` for every job on ``workers`` spawned processes; yields the results (as they
    finish, or in order). Raises ``WorkerDied`` when a worker ends while holding a job."""
    jobs = list(jobs)
    ctx = get_context("spawn")
    procs, conns, held = [], [], []
    try:
        for _ in range(max(1, min(workers, len(jobs)))):
            parent_end, child_end = ctx.Pipe()
            proc = ctx.Process(target=_worker, args=(child_end, fn, initializer, initargs), daemon=True)
            proc.start()
            child_end.close()
            procs.append(proc)
            conns.append(parent_end)
            held.append(deque())
        waiting = deque(enumerate(jobs))
        done: dict[int, object] = {}
        next_out = 0
        for w in range(len(procs)):
            _feed(conns[w], held[w], waiting)
        while any(held):
            busy = [w for w in range(len(procs)) if held[w]]
            ready = wait([conns[w] for w in busy] + [procs[w].sentinel for w in busy])
            for w in busy:
                if conns[w] in ready:
                    try:
                        status, value = conns[w].recv()
                    except (EOFError, OSError):
                        _died(procs[w], jobs[held[w][0]], describe, rerun)
                    index = held[w].popleft()
                    if status == "error":
                        raise value
                    _feed(conns[w], held[w], waiting)
                    if not ordered:
                        yield value
                        continue
                    done[index] = value
                    while next_out in done:
                        yield done.pop(next_out)
                        next_out += 1
                elif procs[w].sentinel in ready and not conns[w].poll():
                    _died(procs[w], jobs[held[w][0]], describe, rerun)
        for conn in conns:
            conn.send(None)
        for proc in procs:
            proc.join(timeout=10)
    finally:
        for proc in procs:
            if proc.is_alive():
                proc.kill()
            proc.join(timeout=10)
        for conn in conns:
            conn.close()


def _feed(conn, held: deque, waiting: deque) -> None:
    while waiting and len(held) < IN_FLIGHT:
        index, job = waiting.popleft()
        held.append(index)
        try:
            conn.send(job)
        except OSError:  # the worker is gone: its sentinel says so next, naming the job it held
            return


def _died(proc, job, describe: Callable[[object], str], rerun: str) -> None:
    proc.join(timeout=5)
    raise WorkerDied(f"a worker process (pid {proc.pid}) died while {describe(job)} "
                     f"({how_it_ended(proc.exitcode)}); {rerun}")
