"""``spatial-iq serve DATASET RESPONDER``: an OpenAI-compatible endpoint that answers the
dataset's questions as a reference responder would, for dry runs of any harness
(lmms-eval, ``spatial-iq predict``, one's own) without a model (docs/harness.md).

Invariant: the reply to a question is the responder's answer to it, fixed before the first
request: at 5 options (and for free text) exactly the response ``spatial-iq respond DATASET
RESPONDER --seed S`` writes for its id; the 3- and 4-option variants (ids ``-k3``, ``-k4``, as
``spatial-iq export --k`` and the lmms-eval export ask them) answered by the same strategy,
guesses drawn from one stream per k (``rng.SERVE``) in dataset order. So the reply never
depends on the order or concurrency of requests. A question is found from the request's
pictures and text (``lookup.py``); a request that matches none gets 400 with the reason,
never a guess. A question the strategy has no answer for (``median_option`` asked a free-text
question) gets an empty reply, which every scorer reads as unparseable: wrong, as a missing
answer is in ``spatial-iq eval``.

Routes: ``GET /v1/models`` (the one served name), ``GET /health``, ``POST
/v1/chat/completions`` (non-streamed; text and ``data:`` image parts; the reply names the
question it answered in the ``X-Spatial-IQ-Question`` header). One thread per connection
(``ThreadingHTTPServer``); the index is read-only once built, so requests share it without
locks; a connection idle for ``IDLE_S`` seconds is closed, so a stalled client holds one
thread, never the server. It binds 127.0.0.1 unless told otherwise: its replies are the
dataset's answers.
"""

from __future__ import annotations

import json
import sys
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

from ..evaluation.responders import STRATEGIES, answer, answers
from ..exports.common import Pictures, items
from ..questions.table import MODALITIES
from ..rng import SERVE, stream
from .lookup import BadRequest, NotFound, QuestionIndex, picture_key, request_content

CHAT_MODALITIES = tuple(m for m in MODALITIES if m != "image_edit")  # a chat reply is text
OPTION_MODALITIES = ("text_mcq", "image_mcq")
MAX_BODY = 64 << 20  # 64 MiB: a six-picture question at 512x512 is about 0.3 MB
IDLE_S = 60.0
BACKLOG = 128  # connections the kernel queues before the server accepts them (socketserver's 5 is
# too few for an eval harness opening one connection per worker at once: with SYN cookies, an
# overflow resets a connection the client already thinks is open)


def build_index(dataset, strategy: str, seed: int = 0, ks: tuple[int, ...] = (5, 4, 3),
                limit: int | None = None, progress=None) -> QuestionIndex:
    """Every chat question of the dataset (``limit``: its first views) at the option counts
    ``ks``, keyed by its pictures, with the strategy's reply."""
    if strategy not in STRATEGIES:
        raise ValueError(f"unknown responder {strategy!r}; choose one of {', '.join(STRATEGIES)}")
    if not ks or any(k not in (3, 4, 5) for k in ks):
        raise ValueError(f"--k {','.join(map(str, ks))}: choose from 3, 4, 5")
    if limit is not None and limit < 0:
        raise ValueError(f"--limit {limit}: must be 0 or more (leave it out for every view)")
    if seed < 0:
        raise ValueError(f"--seed {seed}: must be 0 or more")
    dataset.check_all()
    dataset.check_questions()
    index = QuestionIndex()
    keys: dict[str, bytes] = {}  # picture name -> key, in the scene at hand (a view shows in many questions)
    scene = None

    def key(picture) -> bytes:
        name, data = picture
        if name not in keys:
            keys[name] = picture_key(data)
        return keys[name]

    for k in sorted(ks, reverse=True):
        if k == 5:  # what `spatial-iq respond` writes, with its draws
            replies = {qid: a["response"]
                       for qid, a in answers(dataset, strategy, seed, CHAT_MODALITIES, limit)}
            modalities, rng = CHAT_MODALITIES, None
        else:
            replies, modalities, rng = None, OPTION_MODALITIES, stream(seed, SERVE, k)
        pics = Pictures("", write=False)
        for group, view, q in items(dataset, modalities=modalities, k=k, limit=limit):
            if q["scene_id"] != scene:
                keys.clear()
                scene = q["scene_id"]
            pictures = pics.question_images(group, view, q)
            if q["modality"] == "image_mcq":
                pictures = pictures + pics.options(view, q)
            if replies is not None:
                reply = replies.get(q["id"], "")
            else:
                got = answer(strategy, q, view, rng, dataset)
                reply = got["response"] if got else ""
            index.add(q["id"], q["prompt"], tuple(key(p) for p in pictures), reply)
            if progress is not None:
                progress(index.size)
    return index


class Server(ThreadingHTTPServer):
    daemon_threads = True  # a stalled client never keeps the process from stopping
    allow_reuse_address = True
    request_queue_size = BACKLOG

    def __init__(self, address: tuple[str, int], index: QuestionIndex, model: str, log=None):
        self.index, self.model, self.log = index, model, log
        self.lock = threading.Lock()
        self.counts = {"answered": 0, "refused": 0}
        super().__init__(address, Handler)

    def count(self, what: str) -> int:
        with self.lock:
            self.counts[what] += 1
            return self.counts["answered"] + self.counts["refused"]


class Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"  # keep-alive: clients pool their connections
    timeout = IDLE_S
    server: Server

    def log_message(self, format, *args) -> None:  # noqa: A002 (the base class's name)
        if self.server.log is not None:
            self.server.log(f"{self.address_string()} {format % args}")

    def _send(self, status: int, payload: dict, headers: dict | None = None) -> None:
        data = json.dumps(payload).encode()
        self.send_response(status)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(data)))
        if self.close_connection:
            self.send_header("Connection", "close")
        for name, value in (headers or {}).items():
            self.send_header(name, value)
        self.end_headers()
        self.wfile.write(data)

    def _error(self, status: int, message: str, code: str, unread_body: bool = False) -> None:
        """An error reply; ``unread_body``: the request's body was not read, so the connection
        cannot carry another request (its bytes would be read as one) and is closed."""
        if unread_body:
            self.close_connection = True
        self.server.count("refused")
        if self.server.log is not None:
            self.server.log(f"{status} {code}: {message}")
        self._send(status, {"error": {"message": message, "type": "invalid_request_error", "code": code}})

    def do_GET(self) -> None:  # noqa: N802 (http.server's name)
        path = self.path.split("?", 1)[0].rstrip("/")
        if path == "/v1/models":
            return self._send(200, {"object": "list", "data": [
                {"id": self.server.model, "object": "model", "created": 0, "owned_by": "spatial-iq"}]})
        if path == "/health":
            return self._send(200, {"status": "ok", "questions": self.server.index.size})
        self._error(404, f"no route GET {self.path}; this endpoint serves /v1/models and "
                         "/v1/chat/completions", "not_found")

    def do_POST(self) -> None:  # noqa: N802
        if self.path.split("?", 1)[0].rstrip("/") != "/v1/chat/completions":
            return self._error(404, f"no route POST {self.path}; use /v1/chat/completions", "not_found",
                               unread_body=True)
        try:
            length = int(self.headers.get("Content-Length", ""))
        except ValueError:
            return self._error(411, "send the body with a Content-Length", "length_required",
                               unread_body=True)
        if not 0 <= length <= MAX_BODY:
            return self._error(413, f"a body of {length} bytes; at most {MAX_BODY}", "too_large",
                               unread_body=True)
        raw = self.rfile.read(length)
        try:
            body = json.loads(raw)
        except (ValueError, RecursionError):
            return self._error(400, "the body is not JSON", "bad_json")
        if not isinstance(body, dict):
            return self._error(400, "the body is not a JSON object", "bad_json")
        if body.get("stream"):
            return self._error(400, "streaming is not served; send \"stream\": false", "stream_unsupported")
        try:
            text, pictures = request_content(body)
            entry = self.server.index.find(text, tuple(picture_key(p) for p in pictures))
        except BadRequest as err:
            return self._error(400, str(err), "bad_request")
        except NotFound as err:
            return self._error(400, f"unknown question: {err}", "unknown_question")
        n = body.get("n", 1)
        n = n if isinstance(n, int) and not isinstance(n, bool) and 1 <= n <= 16 else 1
        serial = self.server.count("answered")
        model = body.get("model") if isinstance(body.get("model"), str) else self.server.model
        self._send(200, {
            "id": f"chatcmpl-siq-{serial}", "object": "chat.completion", "created": int(time.time()),
            "model": model,
            "choices": [{"index": i, "message": {"role": "assistant", "content": entry.reply},
                         "finish_reason": "stop"} for i in range(n)],
        }, {"X-Spatial-IQ-Question": entry.qid})


def serve(index: QuestionIndex, host: str = "127.0.0.1", port: int = 8000, model: str = "spatial-iq",
          ready=None, log=None) -> dict:
    """Serve until Ctrl-C (or SIGTERM); returns the counts of answered and refused requests.
    ``ready(url)`` is called once the socket listens."""
    import signal

    server = Server((host, port), index, model, log)
    previous = signal.getsignal(signal.SIGTERM)

    def stop(signum, frame):
        raise KeyboardInterrupt

    if threading.current_thread() is threading.main_thread():
        signal.signal(signal.SIGTERM, stop)
    try:
        if ready is not None:
            ready(f"http://{host}:{server.server_address[1]}/v1")
        server.serve_forever(poll_interval=0.2)
    except KeyboardInterrupt:
        pass
    finally:
        server.server_close()
        if threading.current_thread() is threading.main_thread():
            signal.signal(signal.SIGTERM, previous)
    return dict(server.counts)


def stderr_log(line: str) -> None:
    print(f"spatial-iq serve: {line}", file=sys.stderr, flush=True)
