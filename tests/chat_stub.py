"""A loopback stand-in for an OpenAI-compatible chat endpoint, for trying the CGDJ
commands end to end without a model (docs/cgdj.md) and for the tests that do so.

It answers every chat completion with a letter chosen from a hash of the request's
pictures and videos and its text, in a few reply styles ("B", "The answer is (C).",
"Answer: A"), and with one reply in six that names no letter ("I cannot tell from
these frames."), so tables show an unparsed count. Image and video parts are counted per
request (``/v1/stats``). It is no model: it never looks at what the pictures show.

    python -m tests.chat_stub --port 8765      # serves http://127.0.0.1:8765/v1 until killed
"""

from __future__ import annotations

import argparse
import hashlib
import json
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

STYLES = ("{}", "The answer is ({}).", "Answer: {}", "{}.", "Looking at the frames, the answer is {}.",
          "I cannot tell from these frames.")


def reply_for(content: list[dict]) -> str:
    digest = hashlib.sha256(json.dumps(content, sort_keys=True).encode()).digest()
    return STYLES[digest[1] % len(STYLES)].format("ABCD"[digest[0] % 4])


class ChatStub:
    """``ChatStub().start()`` serves on 127.0.0.1 (port 0: any free one) in a thread."""

    def __init__(self, port: int = 0, model: str = "stub-vlm"):
        self.model, self.lock = model, threading.Lock()
        self.parts = {"image_url": 0, "video_url": 0, "requests": 0}
        stub = self

        class Handler(BaseHTTPRequestHandler):
            def log_message(self, *args):
                pass

            def send(self, payload: dict, status: int = 200) -> None:
                data = json.dumps(payload).encode()
                self.send_response(status)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(data)))
                self.end_headers()
                self.wfile.write(data)

            def do_GET(self):
                if self.path.rstrip("/") == "/v1/models":
                    return self.send({"object": "list", "data": [{"id": stub.model, "object": "model"}]})
                if self.path.rstrip("/") == "/v1/stats":
                    with stub.lock:
                        return self.send(dict(stub.parts))
                self.send({"error": {"message": f"no route {self.path}"}}, 404)

            def do_POST(self):
                body = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
                if self.path != "/v1/chat/completions":
                    return self.send({"error": {"message": f"no route {self.path}"}}, 404)
                content = body["messages"][0]["content"]
                with stub.lock:
                    stub.parts["requests"] += 1
                    for part in content:
                        if part["type"] in stub.parts:
                            stub.parts[part["type"]] += 1
                self.send({"id": "stub", "object": "chat.completion", "model": body["model"],
                           "choices": [{"index": 0, "finish_reason": "stop",
                                        "message": {"role": "assistant", "content": reply_for(content)}}],
                           "usage": {"prompt_tokens": 1, "completion_tokens": 1, "total_tokens": 2}})

        self.httpd = ThreadingHTTPServer(("127.0.0.1", port), Handler)
        self.httpd.daemon_threads = True
        self.url = f"http://127.0.0.1:{self.httpd.server_address[1]}/v1"

    def start(self) -> ChatStub:
        threading.Thread(target=self.httpd.serve_forever, daemon=True).start()
        return self

    def stop(self) -> None:
        self.httpd.shutdown()
        self.httpd.server_close()


def main() -> None:
    parser = argparse.ArgumentParser(description="A loopback stand-in for an OpenAI-compatible endpoint.")
    parser.add_argument("--port", type=int, default=8765)
    parser.add_argument("--model", default="stub-vlm")
    args = parser.parse_args()
    stub = ChatStub(args.port, args.model)
    print(f"serving {stub.url} (model {args.model}); Ctrl-C to stop", flush=True)
    try:
        stub.httpd.serve_forever()
    except KeyboardInterrupt:
        pass


if __name__ == "__main__":
    main()
