"""A loopback OpenAI-compatible stub for fault tests (``chat_stub.py`` is the CGDJ demo's):
each POST gets the reply that ``reply(prompt)`` returns, as ``(status, body bytes)``;
``drip`` sends a reply one byte per ``drip`` seconds (headers included; ``GET /models``
answers at once), with every connection's run time bounded by ``max_s`` so that a test
can never hang on it."""

from __future__ import annotations

import json
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer


def completion(text, usage=None, **choice) -> bytes:
    body = {"id": "c", "object": "chat.completion", "model": "stub",
            "choices": [{"index": 0, "finish_reason": "stop",
                         "message": {"role": "assistant", "content": text}, **choice}]}
    if usage is not None:
        body["usage"] = usage
    return json.dumps(body).encode()


class ChatStub:
    def __init__(self, reply=None, delay: float = 0.0, drip: float | None = None, max_s: float = 30.0):
        self.reply = reply or (lambda prompt: (200, completion(f"echo: {prompt}")))
        self.delay, self.drip, self.max_s = delay, drip, max_s
        self.prompts: list[str] = []
        self.lock = threading.Lock()
        stub = self

        class Handler(BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"

            def log_message(self, *args):
                pass

            def do_GET(self):
                self._send(200, json.dumps({"object": "list", "data": [{"id": "stub"}]}).encode(), drip=False)

            def do_POST(self):
                body = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
                texts = [p["text"] for p in body["messages"][0]["content"] if p["type"] == "text"]
                prompt = texts[-1] if texts else ""
                with stub.lock:
                    stub.prompts.append(prompt)
                time.sleep(stub.delay)
                self._send(*stub.reply(prompt))

            def _send(self, status, data, drip=True):
                head = (f"HTTP/1.1 {status} OK\r\nContent-Type: application/json\r\n"
                        f"Content-Length: {len(data)}\r\n\r\n").encode()
                if stub.drip is None or not drip:
                    self.wfile.write(head + data)
                    return
                end = time.monotonic() + stub.max_s
                try:
                    for byte in head + data:  # one byte, then a pause: never silent for long
                        if time.monotonic() > end:
                            break
                        self.wfile.write(bytes([byte]))
                        self.wfile.flush()
                        time.sleep(stub.drip)
                except (OSError, BrokenPipeError, ConnectionResetError):
                    pass
                self.close_connection = True

        self.httpd = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.httpd.daemon_threads = True
        self.url = f"http://127.0.0.1:{self.httpd.server_address[1]}/v1"
        threading.Thread(target=self.httpd.serve_forever, args=(0.05,), daemon=True).start()

    def close(self) -> None:
        self.httpd.shutdown()
        self.httpd.server_close()

    def __enter__(self) -> ChatStub:
        return self

    def __exit__(self, *exc) -> None:
        self.close()


def text_export(folder, n: int) -> None:
    """A JSONL export of ``n`` text questions without pictures (ids q000..)."""
    folder.mkdir(parents=True, exist_ok=True)
    with open(folder / "data.jsonl", "w") as fh:
        for i in range(n):
            rec = {"id": f"q{i:03d}", "image": [], "modality": "text", "subtask": "S5",
                   "conversations": [{"from": "human", "value": f"question {i}"},
                                     {"from": "gpt", "value": ""}]}
            fh.write(json.dumps(rec) + "\n")
