"""Chat client and predictions runner against a local OpenAI-compatible server in a thread:
request shape (pictures decoded back to their exact bytes), retries and what stops them,
bounded concurrency, resuming after an interrupted run, and the CLI end to end."""

import base64
import email.utils
import json
import socket
import threading
import time
from collections import deque
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

pytest.importorskip("httpx")

from generators.cli import main  # noqa: E402
from generators.io import png  # noqa: E402
from generators.predict.client import (  # noqa: E402
    AuthError,
    ChatClient,
    ClientError,
    FatalError,
    retry_after,
    user_content,
)
from generators.predict.runner import RunAborted, load_predictions, predict, questions_from_export  # noqa: E402


class FakeServer:
    """``/v1/chat/completions`` and ``/v1/models``. Each request takes the next behaviour
    from ``script`` (default ``ok``); a prompt holding ``FAIL<code>`` gets that status
    every time. The answer echoes the last text part, so tests can tell questions apart."""

    def __init__(self, delay=0.0):
        self.script, self.delay, self.lock = deque(), delay, threading.Lock()
        self.bodies, self.raw, self.headers = [], [], []
        self.in_flight = self.max_in_flight = self.finished = self.sent = 0
        server = self

        class Handler(BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"
            disable_nagle_algorithm = True

            def log_message(self, *args):
                pass

            def send(self, status, payload, headers=()):
                data = payload if isinstance(payload, bytes) else json.dumps(payload).encode()
                self.send_response(status)
                for k, v in headers:
                    self.send_header(k, v)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(data)))
                with server.lock:  # counted before the client can see the answer
                    server.sent += 1
                self.end_headers()
                try:
                    self.wfile.write(data)
                except (BrokenPipeError, ConnectionResetError):
                    pass

            def do_GET(self):
                if self.headers.get("Authorization") == "Bearer bad":
                    return self.send(401, {"error": {"message": "Incorrect API key provided"}})
                self.send(200, {"object": "list", "data": [{"id": "tiny-vlm", "object": "model"}]})

            def do_POST(self):
                raw = self.rfile.read(int(self.headers["Content-Length"]))
                with server.lock:
                    server.in_flight += 1
                    server.max_in_flight = max(server.max_in_flight, server.in_flight)
                    step = server.script.popleft() if server.script else "ok"
                    server.raw.append(raw)
                    server.headers.append(dict(self.headers))
                try:
                    self.answer(raw, step)
                finally:
                    with server.lock:
                        server.in_flight -= 1
                        server.finished += 1

            def answer(self, raw, step):
                time.sleep(server.delay)
                if self.path != "/v1/chat/completions":
                    return self.send(404, {"error": {"message": f"no route {self.path}"}})
                body = json.loads(raw)
                with server.lock:
                    server.bodies.append(body)
                texts = [p["text"] for p in body["messages"][0]["content"] if p["type"] == "text"]
                prompt = texts[-1] if texts else ""
                if "FAIL" in prompt:
                    step = prompt[prompt.index("FAIL") + 4:][:3]
                if step == "ok":
                    return self.send(200, {
                        "id": "cmpl-1", "object": "chat.completion", "model": body["model"],
                        "choices": [{"index": 0, "finish_reason": "stop",
                                     "message": {"role": "assistant", "content": f"echo: {prompt}"}}],
                        "usage": {"prompt_tokens": len(raw) // 100, "completion_tokens": 3,
                                  "total_tokens": len(raw) // 100 + 3}})
                if step == "hang":
                    time.sleep(1.0)
                    return self.send(200, {"choices": []})
                if step == "drop":
                    self.close_connection = True
                    return
                if step == "malformed":
                    return self.send(200, b'{"choices": [{"mess')
                if step.startswith("429"):
                    return self.send(429, {"error": {"message": "rate limited"}},
                                     [("Retry-After", step.split(":")[1])] if ":" in step else [])
                self.send(int(step), {"error": {"message": f"status {step} as asked"}})

        self.httpd = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.httpd.daemon_threads = True
        self.url = f"http://127.0.0.1:{self.httpd.server_address[1]}/v1"
        threading.Thread(target=self.httpd.serve_forever, args=(0.05,), daemon=True).start()

    def close(self):
        self.httpd.shutdown()
        self.httpd.server_close()


@pytest.fixture
def server():
    s = FakeServer()
    yield s
    s.close()


def fast_client(server, **kw):
    kw = {"backoff": 0.001, "max_backoff": 0.01, "timeout": 5.0, **kw}
    return ChatClient(server.url, "tiny-vlm", **kw)


@pytest.fixture(scope="module")
def pictures(tmp_path_factory):
    d = tmp_path_factory.mktemp("pics")
    rng = np.random.default_rng(0)
    paths = []
    for i in range(3):
        p = d / f"p{i}.png"
        p.write_bytes(png.encode(rng.integers(0, 256, (8 + i, 8, 3), dtype=np.uint8)))
        paths.append(p)
    return paths


def decode(part):
    assert part["type"] == "image_url"
    head, data = part["image_url"]["url"].split(",", 1)
    assert head == "data:image/png;base64"
    return base64.b64decode(data)


def test_request_body_carries_the_exact_pictures_then_the_text(server, pictures):
    with fast_client(server, api_key="sk-test", max_tokens=64, extra_body={"seed": 3}) as c:
        out = c.complete("How many blocks?", pictures[:2])
        assert c("How many blocks?", pictures[:2]) == out == "echo: How many blocks?"
    body = server.bodies[0]
    assert body["model"] == "tiny-vlm" and body["temperature"] == 0 and body["max_tokens"] == 64
    assert body["seed"] == 3 and len(body["messages"]) == 1 and body["messages"][0]["role"] == "user"
    parts = body["messages"][0]["content"]
    assert [p["type"] for p in parts] == ["image_url", "image_url", "text"]
    assert [decode(p) for p in parts[:2]] == [p.read_bytes() for p in pictures[:2]]
    assert server.raw[0] == server.raw[1]  # same inputs, same bytes on the wire
    assert server.headers[0]["Authorization"] == "Bearer sk-test"


def test_image_tokens_interleave_pictures_with_their_labels(server, pictures):
    with fast_client(server) as c:
        assert c.complete("<image>\nA: <image>\nB: <image>\nWhich one?", pictures) == "echo: Which one?"
        with pytest.raises(ValueError, match="2 <image> token"):
            c.complete("<image> <image> two tokens", pictures)
    parts = server.bodies[0]["messages"][0]["content"]
    assert [p.get("text") for p in parts] == [None, "A:", None, "B:", None, "Which one?"]
    assert [decode(parts[i]) for i in (0, 2, 4)] == [p.read_bytes() for p in pictures]


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.lists(st.text(st.sampled_from("ab :\n<>"), max_size=6), min_size=1, max_size=4))
def test_interleaving_keeps_every_picture_in_place_and_every_word(pictures, texts):
    """Texts t0 <image> t1 <image> ...: the parts are t0, picture 0, t1, picture 1, ...
    with each text stripped and empty ones left out."""
    texts = [t.replace("<image>", "") for t in texts]
    k = len(texts) - 1
    parts = user_content("<image>".join(texts), pictures[:k])
    want = []
    for i, t in enumerate(texts):
        if i:
            want.append(("img", pictures[i - 1].read_bytes()))
        if t.strip():
            want.append(("text", t.strip()))
    got = [("img", decode(p)) if p["type"] == "image_url" else ("text", p["text"]) for p in parts]
    assert got == want


def test_api_key_falls_back_to_the_environment(server, monkeypatch):
    monkeypatch.setenv("OPENAI_API_KEY", "sk-env")
    with fast_client(server) as c:
        c.complete("x", [])
    monkeypatch.delenv("OPENAI_API_KEY")
    with fast_client(server) as c:
        c.complete("x", [])
    assert server.headers[0]["Authorization"] == "Bearer sk-env" and "Authorization" not in server.headers[1]


def test_transient_failures_are_retried_until_success(server):
    server.script.extend(["500", "503", "malformed", "drop", "408", "429", "ok"])
    with fast_client(server, max_retries=6) as c:
        got = c.chat("still here?")
    assert got.text == "echo: still here?" and got.attempts == 7 and c.retries == 6
    assert got.usage["completion_tokens"] == 3 and got.finish_reason == "stop"
    assert len(server.raw) == 7 and len(set(server.raw)) == 1


def test_retry_after_is_honoured(server, monkeypatch):
    import types

    import generators.predict.client as client_module

    waits = []  # the client's own clock: its sleeps are recorded, the server's run as usual
    monkeypatch.setattr(client_module, "time", types.SimpleNamespace(sleep=waits.append, time=time.time,
                                                                     monotonic=time.monotonic))
    server.script.extend(["429:1", "ok"])
    with fast_client(server) as c:
        assert c.complete("wait for it") == "echo: wait for it"
    # the server's Retry-After (1 s), not the client's own backoff (at most 0.01 s here)
    assert waits == [1.0]
    assert retry_after({"retry-after-ms": "250"}) == 0.25
    assert retry_after({"retry-after": email.utils.formatdate(1.8e9 + 30, usegmt=True)}, now=1.8e9) == 30.0
    assert retry_after({"retry-after": "soon"}) is None and retry_after({}) is None


def test_a_hung_request_times_out_and_is_retried(server):
    server.script.extend(["hang", "ok"])
    with fast_client(server, timeout=0.3) as c:
        assert c.complete("slow") == "echo: slow"
    assert c.retries == 1


def test_retries_give_up_with_the_last_reason(server):
    server.script.extend(["500"] * 3)
    with fast_client(server, max_retries=2) as c, pytest.raises(ClientError, match="HTTP 500.*3 attempt"):
        c.complete("doomed")


@pytest.mark.parametrize("status", [400, 413, 422])
def test_other_client_errors_are_not_retried(server, status):
    with fast_client(server) as c, pytest.raises(ClientError, match=f"HTTP {status}") as err:
        c.complete(f"FAIL{status}")
    assert not isinstance(err.value, FatalError) and len(server.raw) == 1


def test_401_stops_at_once_with_a_clear_message(server):
    server.script.append("401")
    with fast_client(server) as c, pytest.raises(AuthError, match="HTTP 401.*API key"):
        c.complete("hello")
    assert len(server.raw) == 1
    with ChatClient(server.url, "tiny-vlm", api_key="bad") as c, pytest.raises(AuthError):
        c.check()


def test_404_names_the_likely_cause(server):
    with ChatClient(server.url[:-3], "tiny-vlm") as c, pytest.raises(FatalError, match="ends in /v1"):
        c.complete("hello")


def questions(n, tag=""):
    return [{"id": f"q{i:03d}", "prompt": f"question {i}{tag}", "images": []} for i in range(n)]


def lines(path):
    return [json.loads(x) for x in path.read_text().splitlines()]


def test_concurrency_overlaps_but_never_exceeds_the_limit(tmp_path):
    server = FakeServer(delay=0.05)
    pulled = []

    def source():
        for q in questions(40):
            pulled.append(server.sent)
            yield q

    try:
        with fast_client(server) as c:
            s = predict(source(), c, tmp_path / "p.jsonl", concurrency=4, progress=False)
    finally:
        server.close()
    assert s["answered"] == 40 and s["errors"] == 0
    assert 2 <= server.max_in_flight <= 4
    # the input is read lazily: never more than 2 x concurrency ahead of what was answered
    # (+1 being read); answers are counted before they are sent, so the bound is exact
    assert max(i - done for i, done in enumerate(pulled)) <= 2 * 4 + 1
    recs = lines(tmp_path / "p.jsonl")
    assert sorted(r["id"] for r in recs) == [f"q{i:03d}" for i in range(40)]
    assert all(r["response"] == f"echo: question {int(r['id'][1:])}" for r in recs)
    assert all(r["model"] == "tiny-vlm" and r["usage"]["completion_tokens"] == 3 for r in recs)


def test_resume_after_a_crash_and_a_cut_off_line_answers_each_id_once(server, tmp_path):
    out = tmp_path / "p.jsonl"

    def crashing():
        for i, q in enumerate(questions(30)):
            if i == 12:
                raise RuntimeError("killed")
            yield q

    with fast_client(server) as c:
        s = predict(questions(30), c, out, concurrency=3, limit=5, progress=False)
        assert s["answered"] == 5 and len(lines(out)) == 5
        server.raw.clear()
        with pytest.raises(RuntimeError, match="killed"):
            predict(crashing(), c, out, concurrency=3, progress=False)
        first = lines(out)
        assert 5 < len(first) <= 12 and len({r["id"] for r in first}) == len(first)
        assert len(first) - 5 == len(server.raw)  # what was in flight at the crash was kept
        with open(out, "a") as fh:  # a crash mid-write
            fh.write('{"id": "q029", "resp')
        server.raw.clear()
        s = predict(questions(30), c, out, concurrency=3, progress=False)
    recs = lines(out)
    assert sorted(r["id"] for r in recs) == [f"q{i:03d}" for i in range(30)]
    assert all(r.get("error") is None for r in recs)
    assert s["skipped"] == len(first) and s["answered"] == 30 - len(first) == len(server.raw)
    assert s["dropped_partial_line_bytes"] == len('{"id": "q029", "resp')


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(crash_at=st.integers(0, 11), cut=st.integers(1, 60), concurrency=st.integers(1, 4))
def test_any_crash_point_and_cut_resumes_to_each_id_once(tmp_path_factory, crash_at, cut, concurrency):
    out = tmp_path_factory.mktemp("resume") / "p.jsonl"
    answer = lambda prompt, images: prompt[::-1]

    def crashing():
        for i, q in enumerate(questions(12)):
            if i == crash_at:
                raise KeyboardInterrupt
            yield q

    with pytest.raises(KeyboardInterrupt):
        predict(crashing(), answer, out, concurrency=concurrency, progress=False)
    line = json.dumps({"id": "q011", "response": "x" * 80, "model": None}) + "\n"
    with open(out, "a") as fh:
        fh.write(line[:cut])
    predict(questions(12), answer, out, concurrency=concurrency, progress=False)
    recs = lines(out)
    assert sorted(r["id"] for r in recs) == [f"q{i:03d}" for i in range(12)]
    assert all(r["response"] == f"question {int(r['id'][1:])}"[::-1] for r in recs)


def test_failed_questions_are_retried_on_the_next_run(server, tmp_path):
    out = tmp_path / "p.jsonl"
    qs = questions(6)
    qs[2]["prompt"] += " FAIL400"
    with fast_client(server) as c:
        s = predict(qs, c, out, concurrency=2, progress=False)
        assert s["errors"] == 1 and "HTTP 400" in load_predictions(out)["q002"]["error"]
        qs[2]["prompt"] = "fixed"
        s = predict(qs, c, out, concurrency=2, progress=False)
    assert s["skipped"] == 5 and s["answered"] == 1
    best = load_predictions(out)
    assert len(best) == 6 and best["q002"]["response"] == "echo: fixed" and "error" not in best["q002"]


def test_a_fatal_error_stops_the_run(server, tmp_path):
    out = tmp_path / "p.jsonl"
    qs = questions(50)
    qs[3]["prompt"] += " FAIL401"
    with fast_client(server) as c, pytest.raises(AuthError):
        predict(qs, c, out, concurrency=2, progress=False)
    recs = lines(out)
    assert len(recs) < 20 and all(r.get("error") is None for r in recs)


def test_many_failures_in_a_row_abort(server, tmp_path):
    with fast_client(server) as c, pytest.raises(RunAborted, match=r"\d+ questions in a row.*HTTP 422"):
        predict(questions(40, " FAIL422"), c, tmp_path / "p.jsonl", concurrency=2, progress=False,
                max_consecutive_errors=5)


def test_plain_callables_and_foreign_files(tmp_path):
    out = tmp_path / "p.jsonl"
    s = predict(questions(4), lambda prompt, images: prompt.upper(), out, concurrency=2, progress=False)
    assert s["answered"] == 4 and load_predictions(out)["q001"]["response"] == "QUESTION 1"
    other = tmp_path / "notes.txt"
    other.write_text("my notes\n")
    with pytest.raises(ValueError, match="not a prediction line"):
        predict(questions(4), str, other, progress=False)
    assert other.read_text() == "my notes\n"

    class Named:
        model = "other-model"

        def __call__(self, prompt, images):
            return ""

    (tmp_path / "m.jsonl").write_text(json.dumps({"id": "q000", "response": "x", "model": "tiny-vlm"}) + "\n")
    with pytest.raises(ValueError, match="holds predictions of tiny-vlm, not other-model"):
        predict(questions(4), Named(), tmp_path / "m.jsonl", progress=False)


@pytest.fixture(scope="module")
def export_dir(tmp_path_factory):
    from generators.dataset.run import generate
    from generators.exports import export
    from tests.conftest import small_config

    root = tmp_path_factory.mktemp("cli")
    generate(small_config(root / "ds", n_scenes=1), progress=False)
    export("jsonl", str(root / "ds"), str(root / "exp"), limit=2)
    return root / "exp"


def test_questions_from_export_keep_tokens_and_resolve_pictures(export_dir):
    qs = list(questions_from_export(export_dir))
    records = [json.loads(x) for x in (export_dir / "data.jsonl").read_text().splitlines()]
    chat = [r for r in records if r["modality"] != "image_edit"]
    assert [q["id"] for q in qs] == [r["id"] for r in chat] and len(qs) > 20
    for q, r in zip(qs, chat):
        assert q["prompt"] == r["conversations"][0]["value"]
        assert q["images"] == [str(export_dir / p) for p in r["image"]]
    assert len(list(questions_from_export(export_dir, modalities=None))) == len(records)


def test_cli_end_to_end_resumes_and_never_truncates(export_dir, tmp_path, capsys):
    server = FakeServer()
    out = tmp_path / "preds.jsonl"
    args = ["predict", str(export_dir), "--base-url", server.url, "--model", "tiny-vlm", "--out", str(out),
            "--concurrency", "3"]
    try:
        assert main([*args, "--limit", "7"]) == 0
        assert len(lines(out)) == 7
        assert main(args) == 0
    finally:
        server.close()
    assert "already done" in capsys.readouterr().out
    want = {q["id"]: q for q in questions_from_export(export_dir)}
    recs = lines(out)
    assert sorted(r["id"] for r in recs) == sorted(want) and len(server.bodies) == len(want)
    expected = sorted((tuple(open(p, "rb").read() for p in q["images"]),
                       q["prompt"].split("<image>")[-1].strip()) for q in want.values())
    sent = sorted((tuple(decode(p) for p in b["messages"][0]["content"] if p["type"] == "image_url"),
                   b["messages"][0]["content"][-1]["text"]) for b in server.bodies)
    assert sent == expected  # every question's pictures, byte for byte, and its text


def test_cli_bad_input_is_one_line_and_exit_2(export_dir, tmp_path, capsys):
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        dead = f"http://127.0.0.1:{s.getsockname()[1]}/v1"
    cases = [([str(tmp_path / "nope")], "is not a folder"),
             ([str(tmp_path)], "data.jsonl does not exist"),
             ([str(export_dir), "--base-url", dead], "cannot reach"),
             ([str(export_dir), "--base-url", "localhost:8000"], "must start with http"),
             ([str(export_dir), "--modalities", "text,video"], "unknown modalities")]
    for extra, msg in cases:
        argv = ["predict", *extra, "--model", "m", "--out", str(tmp_path / "o.jsonl")]
        if "--base-url" not in extra:
            argv += ["--base-url", dead]
        assert main(argv) == 2
        err = capsys.readouterr().err
        assert msg in err and err.count("\n") == 1 and err.startswith("spatial-iq predict: error:")
    assert not (tmp_path / "o.jsonl").exists()
