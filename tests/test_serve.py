"""``spatial-iq serve``: an OpenAI-compatible endpoint answering as a reference responder.

``spatial-iq predict`` against it gets, for every question of a JSONL export, exactly the
response ``spatial-iq respond`` writes; the 3-option variants are found and answered too;
unknown questions and bad requests get 400 with the reason; requests are served concurrently
(a stalled client blocks nobody); the command binds 127.0.0.1, says where it listens, and
stops on Ctrl-C with exit 0 and no traceback."""

import base64
import json
import os
import signal
import socket
import subprocess
import sys
import threading
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import httpx
import pytest

from generators.evaluation.responders import respond
from generators.exports import export
from generators.exports.common import Pictures, items
from generators.harness.serve import Server, build_index
from generators.io.dataset import open_dataset
from generators.predict.client import ChatClient
from generators.predict.runner import load_predictions, predict, questions_from_export

VIEWS = 16  # the first scene


@pytest.fixture(scope="module")
def jsonl_export(four_scenes, tmp_path_factory):
    out = tmp_path_factory.mktemp("serve") / "jsonl"
    export("jsonl", str(four_scenes), str(out), modalities=("text", "text_mcq", "image_mcq"), limit=VIEWS,
           workers=1)
    return out


def running(index, model="spatial-iq-test"):
    server = Server(("127.0.0.1", 0), index, model)
    thread = threading.Thread(target=server.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True)
    thread.start()
    return server, f"http://127.0.0.1:{server.server_address[1]}/v1"


def stop(server):
    server.shutdown()
    server.server_close()


@pytest.mark.parametrize("strategy", ["oracle", "random"])
def test_predict_gets_what_respond_writes(four_scenes, jsonl_export, tmp_path, strategy):
    dataset = open_dataset(str(four_scenes))
    index = build_index(dataset, strategy, seed=3, ks=(5,), limit=VIEWS)
    server, url = running(index)
    try:
        with ChatClient(url, "spatial-iq-test", max_retries=0) as client:
            summary = predict(questions_from_export(str(jsonl_export)), client, tmp_path / "p.jsonl",
                              concurrency=8, progress=False)
    finally:
        stop(server)
    got = {qid: rec["response"] for qid, rec in load_predictions(tmp_path / "p.jsonl").items()}
    respond(dataset, strategy, str(tmp_path / "r.jsonl"), seed=3, limit=VIEWS,
            modalities=("text", "text_mcq", "image_mcq"))
    want = {json.loads(line)["id"]: json.loads(line)["response"] for line in open(tmp_path / "r.jsonl")}
    mcq = sum(q["modality"] == "image_mcq" for _, _, q in items(dataset, limit=VIEWS))
    assert mcq and len(want) == 16 * (12 + 1) + mcq  # the scene's free-text, count-option, image MCQs
    assert got == want and summary["errors"] == 0
    assert server.counts == {"answered": len(want), "refused": 0}


def request(pictures: list[bytes], text: str, model="m") -> dict:
    urls = ["data:image/png;base64," + base64.b64encode(p).decode() for p in pictures]
    content = [{"type": "image_url", "image_url": {"url": u}} for u in urls]
    content.append({"type": "text", "text": text})
    return {"model": model, "messages": [{"role": "user", "content": content}]}


@pytest.fixture(scope="module")
def k3(four_scenes):
    """(index of the oracle at 5, 4 and 3 options; the first scene's 3-option image MCQs with
    their pictures, lmms-eval's order: question pictures, then options)."""
    dataset = open_dataset(str(four_scenes))
    index = build_index(dataset, "oracle", ks=(5, 4, 3), limit=VIEWS)
    pics = Pictures("", write=False)
    asked = []
    for group, view, q in items(dataset, modalities=("image_mcq",), k=3, limit=VIEWS):
        shown = pics.question_images(group, view, q) + pics.options(view, q)
        asked.append((q, [data for _, data in shown]))
    return index, asked


def test_three_option_variants_are_found_and_answered(k3):
    index, asked = k3
    server, url = running(index)
    try:
        with httpx.Client() as http:
            for q, pictures in asked[::7]:
                res = http.post(f"{url}/chat/completions", json=request(pictures, q["prompt"]))
                assert res.status_code == 200, res.text
                assert res.headers["X-Spatial-IQ-Question"] == q["id"] and q["id"].endswith("-k3")
                assert res.json()["choices"][0]["message"]["content"] == f"<answer>{q['answer']}</answer>"
            q, pictures = asked[0]
            lines = q["prompt"].split("\n")
            at = [n for n, line in enumerate(lines) if line[:3] in ("A. ", "B. ")]
            lines[at[0]], lines[at[1]] = "A. " + lines[at[1]][3:], "B. " + lines[at[0]][3:]
            swapped = "\n".join(lines)  # the options in another order: not this question
            res = http.post(f"{url}/chat/completions", json=request(pictures, swapped))
            assert res.status_code == 400 and "unknown question" in res.json()["error"]["message"]
    finally:
        stop(server)


def flipped(data: bytes) -> bytes:
    """A picture mirrored left to right: shown by no question."""
    import io

    from PIL import Image, ImageOps

    out = io.BytesIO()
    ImageOps.mirror(Image.open(io.BytesIO(data)).convert("RGB")).save(out, "PNG")
    return out.getvalue()


def test_bad_and_unknown_requests_get_400_with_the_reason(k3):
    index, asked = k3
    q, pictures = asked[0]
    server, url = running(index)
    try:
        with httpx.Client() as http:
            models = http.get(f"{url}/models").json()
            assert models["data"][0]["id"] == "spatial-iq-test"
            cases = [
                (request(pictures, "What is this?"), "holds none of their prompts"),
                (request([flipped(pictures[0])] + pictures[1:], q["prompt"]), "no question shows these"),
                ({"messages": []}, "no \"messages\""),
                ({"messages": [{"role": "user", "content": [{"type": "image_url", "image_url": {
                    "url": "https://example.org/view.png"}}]}]}, "data:image/png;base64"),
                ({"messages": [{"role": "user", "content": [{"type": "input_audio"}]}]}, "image_url parts"),
                ({**request(pictures, q["prompt"]), "stream": True}, "streaming is not served"),
            ]
            for body, says in cases:
                res = http.post(f"{url}/chat/completions", json=body)
                assert res.status_code == 400 and says in res.json()["error"]["message"], (says, res.text)
            res = http.post(f"{url}/chat/completions", content=b"{not json")
            assert res.status_code == 400 and "not JSON" in res.text
            assert http.post(f"{url}/completions", json={}).status_code == 404
            assert http.get(f"{url}/nothing").status_code == 404  # the unread body is not read as a request
            res = http.post(f"{url}/chat/completions", json=request(pictures, q["prompt"]))
            assert res.status_code == 200 and res.headers["X-Spatial-IQ-Question"] == q["id"]
    finally:
        stop(server)
    assert server.counts == {"answered": 1, "refused": 9}


def test_concurrent_requests_and_a_stalled_client(k3):
    index, asked = k3
    server, url = running(index)
    host, port = server.server_address
    stalled = socket.create_connection((host, port))
    try:  # headers promising a body that never comes: that connection's thread waits, nobody else
        stalled.sendall(b"POST /v1/chat/completions HTTP/1.1\r\nHost: x\r\nContent-Length: 1000\r\n\r\n{")
        with httpx.Client(limits=httpx.Limits(max_connections=32)) as http:
            def ask(item):
                q, pictures = item
                start = time.perf_counter()
                res = http.post(f"{url}/chat/completions", json=request(pictures, q["prompt"]), timeout=20)
                return res.headers.get("X-Spatial-IQ-Question"), time.perf_counter() - start

            with ThreadPoolExecutor(16) as pool:
                answered = list(pool.map(ask, asked))
        assert [qid for qid, _ in answered] == [q["id"] for q, _ in asked]
        assert max(seconds for _, seconds in answered) < 10
    finally:
        stalled.close()
        stop(server)


def test_many_clients_connecting_before_the_server_accepts_are_all_queued_and_answered(k3):
    """An eval harness opens a connection per worker at once, often while the server is busy:
    the kernel must queue them all (``BACKLOG``), not leave them hanging or reset them. Here
    the server accepts nothing until 40 clients have connected (socketserver's default backlog
    of 5 leaves the seventh connect waiting on the SYN retry), then answers every one."""
    index, _ = k3
    server = Server(("127.0.0.1", 0), index, "spatial-iq-test")
    clients = []
    try:
        for _ in range(40):
            clients.append(socket.create_connection(server.server_address, timeout=2))
        for c in clients:
            c.sendall(b"GET /health HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
    except OSError:
        server.server_close()
        raise
    threading.Thread(target=server.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True).start()
    try:
        for c in clients:
            c.settimeout(30)
            assert c.recv(64).startswith(b"HTTP/1.1 200"), "a queued client got no answer"
    finally:
        for c in clients:
            c.close()
        stop(server)


def test_command_binds_loopback_says_where_and_stops_on_ctrl_c(four_scenes):
    env = dict(os.environ, PYTHONUNBUFFERED="1")
    command = ["serve", str(four_scenes), "oracle", "--port", "0", "--limit", "16", "--k", "5"]
    shown = items(open_dataset(str(four_scenes)), limit=16)
    questions = sum(q["modality"] != "image_edit" for _, _, q in shown)
    # Ctrl-C at a terminal: SIGINT as a foreground process gets it, even where this test runs
    # under a shell that ignores SIGINT for background jobs (a child inherits the ignoring)
    proc = subprocess.Popen([sys.executable, "-m", "generators.cli", *command], stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True, env=env,
                            preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL))
    try:
        line = proc.stdout.readline()
        assert line.startswith(f"serving {questions} questions") and " at http://127.0.0.1:" in line, line
        url = line.split(" at ")[1].split()[0]
        assert httpx.get(f"{url}/models").json()["data"][0]["id"] == "spatial-iq-oracle"
        proc.send_signal(signal.SIGINT)
        out, err = proc.communicate(timeout=120)  # a loaded 2-core machine takes its time
    finally:
        if proc.poll() is None:
            proc.kill()
    assert proc.returncode == 0 and "stopped: answered 0 requests" in out and "Traceback" not in err, err


def test_command_refusals(four_scenes, tmp_path):
    from tests.conftest import run_cli

    res = run_cli("serve", str(four_scenes), "genius")
    assert res.returncode == 2 and "choose one of oracle, random" in res.stderr
    res = run_cli("serve", str(tmp_path), "oracle")
    assert res.returncode == 2 and "manifest.json" in res.stderr
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        res = run_cli("serve", str(four_scenes), "oracle", "--limit", "1", "--k", "5", "--port",
                      str(taken.getsockname()[1]))
    assert res.returncode == 2 and "is in use" in res.stderr and "--port" in res.stderr
    assert Path(four_scenes).is_dir()
