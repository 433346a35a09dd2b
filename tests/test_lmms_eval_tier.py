"""lmms-eval tier: the real lmms-eval 0.7.3 runs the task folder of ``spatial-iq export
lmms-eval`` against ``spatial-iq serve`` on 127.0.0.1.

- serve ``oracle``: every task's accuracy in lmms-eval's results file is 1.0;
- serve ``random``: lmms-eval's accuracy per task equals ``spatial-iq eval``'s on the same
  replies (taken from ``--log_samples`` by ``spatial-iq lmms-results --out``) to 1e-9;
- the server down: lmms-eval exits 0 all the same (lmms-eval 0.7.3's behaviour, stated here so
  that a change shows), and the results file says what happened: every request failed, every
  reply scored wrong and counted; ``spatial-iq lmms-results`` exits 1.

lmms-eval lives in its own venv: ``$SPATIAL_IQ_LMMS_PYTHON``, else ``.lmms-venv/bin/python`` at
the repository root (``.ci/run`` creates it: CPU torch first, then lmms-eval without its
dependencies and the few it needs; docs/harness.md). Without it the tests skip and say so.
It runs offline (``HF_HUB_OFFLINE=1 HF_DATASETS_OFFLINE=1``). One scene is exported; each
lmms-eval run takes 15-25 s on 2 cores.
"""

import json
import os
import re
import subprocess
import threading
from collections import defaultdict
from pathlib import Path

import pytest

from generators.harness.lmms_results import RunMissing, read_results
from generators.harness.serve import Server, build_index
from generators.io.dataset import open_dataset
from tests.conftest import run_cli

ROOT = Path(__file__).resolve().parents[1]
VIEWS = 16  # the first scene: every task, T2 included, 768 questions


def _lmms_python() -> str | None:
    for candidate in (os.environ.get("SPATIAL_IQ_LMMS_PYTHON"), str(ROOT / ".lmms-venv" / "bin" / "python")):
        if candidate and os.path.isfile(candidate) and os.access(candidate, os.X_OK):
            probe = subprocess.run([candidate, "-c", "import importlib.metadata as m, sys; "
                                    "sys.exit(m.version('lmms-eval') != '0.7.3')"], capture_output=True)
            if probe.returncode == 0:
                return candidate
    return None


LMMS_PYTHON = _lmms_python()
pytestmark = pytest.mark.skipif(
    LMMS_PYTHON is None,
    reason="no Python with lmms-eval 0.7.3: set SPATIAL_IQ_LMMS_PYTHON or create .lmms-venv as .ci/run does "
           "(docs/harness.md, 'The lmms-eval tier')")


def lmms_eval(folder: Path, url: str, model: str, out: Path, *extra: str, tasks: str = "spatial_iq"):
    env = dict(os.environ, HF_HUB_OFFLINE="1", HF_DATASETS_OFFLINE="1", TOKENIZERS_PARALLELISM="false",
               HF_HOME=str(out.parent / "hf-home"))
    env.pop("PYTHONPATH", None)
    args = f"model_version={model},base_url={url},api_key=none,num_concurrent=8"
    command = [LMMS_PYTHON, "-m", "lmms_eval", "eval", "--model", "openai_compatible", "--model_args",
               args + "".join(f",{e}" for e in extra if "=" in e), "--tasks", tasks, "--include_path",
               str(folder), "--output_path", str(out), *[e for e in extra if "=" not in e]]
    return subprocess.run(command, capture_output=True, text=True, timeout=600, env=env, cwd=str(out.parent))


@pytest.fixture(scope="module")
def folder(four_scenes, tmp_path_factory):
    out = tmp_path_factory.mktemp("tier") / "tasks"
    res = run_cli("export", "lmms-eval", str(four_scenes), "--out", str(out), "--limit", str(VIEWS))
    assert res.returncode == 0, res.stderr
    return out


def serving(four_scenes, strategy: str, seed: int = 0):
    index = build_index(open_dataset(str(four_scenes)), strategy, seed=seed, limit=VIEWS)
    server = Server(("127.0.0.1", 0), index, f"spatial-iq-{strategy}")
    threading.Thread(target=server.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True).start()
    return server, f"http://127.0.0.1:{server.server_address[1]}/v1"


def test_oracle_scores_one_on_every_task(folder, four_scenes, tmp_path):
    server, url = serving(four_scenes, "oracle")
    try:
        res = lmms_eval(folder, url, "spatial-iq-oracle", tmp_path / "results")
    finally:
        server.shutdown()
        server.server_close()
    run = read_results(str(folder), str(tmp_path / "results"))  # the file, not the exit status
    manifest = json.loads((folder / "spatial_iq_lmms.json").read_text())
    assert set(run["tasks"]) == set(manifest["tasks"]) and len(run["tasks"]) >= 39, res.stderr[-3000:]
    for task, row in run["tasks"].items():
        assert (row["accuracy"], row["failed_requests"], row["n"]) == (1.0, 0.0, manifest["tasks"][task])
    assert server.counts == {"answered": manifest["questions"], "refused": 0}
    groups = json.loads(Path(run["file"]).read_text())["results"]
    assert groups["spatial_iq_image_mcq_k3"]["accuracy,none"] == 1.0


def test_random_accuracy_equals_spatial_iq_eval_on_the_same_replies(folder, four_scenes, tmp_path):
    server, url = serving(four_scenes, "random", seed=7)
    try:
        res = lmms_eval(folder, url, "spatial-iq-random", tmp_path / "results", "--log_samples")
    finally:
        server.shutdown()
        server.server_close()
    preds = tmp_path / "replies.jsonl"
    out = run_cli("lmms-results", str(folder), str(tmp_path / "results"), "--out", str(preds))
    assert out.returncode == 0, out.stderr + res.stderr[-3000:]
    run = read_results(str(folder), str(tmp_path / "results"))
    by_k = defaultdict(list)  # spatial-iq eval pools option counts: one predictions file per k
    for line in preds.read_text().splitlines():
        qid = json.loads(line)["id"]
        variant = re.search(r"-k([34])$", qid)
        by_k[variant.group(1) if variant else "5"].append(line)
    files = []
    for k, lines in sorted(by_k.items()):
        files.append(tmp_path / f"k{k}.jsonl")
        files[-1].write_text("\n".join(lines) + "\n")
    report = run_cli("eval", str(four_scenes), *map(str, files), "--out", str(tmp_path / "report"),
                     "--permutations", "0")
    assert report.returncode == 0, report.stderr
    accuracy = json.loads((tmp_path / "report" / "report.json").read_text())["responders"]
    compared = 0
    for task, row in run["tasks"].items():
        rest = task[len("spatial_iq_"):]
        modality = "text" if not rest.startswith(("text_mcq", "image_mcq")) else rest.rsplit("_k", 1)[0]
        k = "5" if modality == "text" else rest.split("_k", 1)[1][0]
        subtask = task.rsplit("_", 1)[1]
        ours = [a for a in accuracy[f"k{k}"]["accuracy"] if (a["modality"], a["subtask"]) == (modality,
                                                                                                subtask)]
        assert len(ours) == 1 and ours[0]["n"] == row["n"], task
        assert abs(ours[0]["accuracy"] - row["accuracy"]) <= 1e-9, (task, ours[0], row)
        compared += 1
    assert compared == len(run["tasks"]) >= 39
    assert 0.05 < sum(r["accuracy"] for r in run["tasks"].values()) / compared < 0.6  # guesses, not answers


def test_server_down_is_read_from_the_results_file_not_the_exit_status(folder, tmp_path):
    import socket

    with socket.socket() as probe:  # a port nobody listens on
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    res = lmms_eval(folder, f"http://127.0.0.1:{port}/v1", "nobody", tmp_path / "results", "max_retries=1",
                    "retry_backoff_s=0", "--limit", "1")
    assert res.returncode == 0  # lmms-eval 0.7.3 exits 0 whatever happened
    run = read_results(str(folder), str(tmp_path / "results"))
    for task, row in run["tasks"].items():  # each reply was a failure notice: wrong, and counted
        assert (row["accuracy"], row["failed_requests"], row["n"]) == (0.0, 1.0, 1), (task, row)
    out = run_cli("lmms-results", str(folder), str(tmp_path / "results"))
    assert out.returncode == 1 and f"{len(run['tasks'])} requests failed" in out.stderr
    out = run_cli("lmms-results", str(folder), str(tmp_path / "nothing"))
    assert out.returncode == 2 and "no *_results.json" in out.stderr
    res = lmms_eval(folder, f"http://127.0.0.1:{port}/v1", "nobody", tmp_path / "partial", "--limit", "1",
                    tasks="spatial_iq_no_such_task")
    assert res.returncode == 0
    with pytest.raises(RunMissing):  # an unknown task: no results file, or one without the tasks
        read_results(str(folder), str(tmp_path / "partial"))
