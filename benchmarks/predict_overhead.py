"""Questions/s of `predict` against a local stub chat server: the client's own cost.

    python benchmarks/predict_overhead.py [--views 16] [--latency 0,0.5] [--concurrency 8,32]

Generates views at 512x512 and exports them to JSONL (not timed), then for each server
latency and concurrency runs `predict` over the chat questions into a fresh file and
prints questions/s, request MB/s and the ideal concurrency/latency rate. With latency 0
the figure is the client's ceiling (base64 of the pictures, JSON, HTTP, the writer); with
a latency it shows how close the pool gets to concurrency/latency. A benchmark, not a test.
"""

from __future__ import annotations

import argparse
import json
import tempfile
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

from omegaconf import OmegaConf

from generators.config import GenerateConfig
from generators.dataset.run import generate
from generators.exports import export
from generators.predict.client import ChatClient
from generators.predict.runner import predict, questions_from_export


def stub_server(latency: float) -> tuple[ThreadingHTTPServer, list[int]]:
    sizes: list[int] = []
    answer = json.dumps({"model": "stub", "choices": [{"finish_reason": "stop", "message": {
        "role": "assistant", "content": "<answer>3</answer>"}}],
        "usage": {"prompt_tokens": 1, "completion_tokens": 5}}).encode()

    class Handler(BaseHTTPRequestHandler):
        protocol_version = "HTTP/1.1"
        disable_nagle_algorithm = True  # else headers and body wait on a delayed ACK (~40 ms)

        def log_message(self, *args):
            pass

        def do_POST(self):
            sizes.append(len(self.rfile.read(int(self.headers["Content-Length"]))))
            time.sleep(latency)
            self.send_response(200)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(answer)))
            self.end_headers()
            self.wfile.write(answer)

    httpd = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    httpd.daemon_threads = True
    threading.Thread(target=httpd.serve_forever, args=(0.05,), daemon=True).start()
    return httpd, sizes


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--views", type=int, default=16)
    ap.add_argument("--latency", default="0,0.5", help="comma-separated seconds per answer")
    ap.add_argument("--concurrency", default="8,32")
    args = ap.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        cfg = OmegaConf.structured(GenerateConfig(out=f"{tmp}/ds"))
        cfg.n_scenes = max(1, args.views // 16)
        generate(cfg, progress=False)
        export("jsonl", f"{tmp}/ds", f"{tmp}/exp", limit=args.views)
        qs = list(questions_from_export(f"{tmp}/exp"))
        print(f"{len(qs)} chat questions over {args.views} views at 512x512")
        for latency in map(float, args.latency.split(",")):
            httpd, sizes = stub_server(latency)
            for conc in map(int, args.concurrency.split(",")):
                sizes.clear()
                out = f"{tmp}/p-{latency}-{conc}.jsonl"
                with ChatClient(f"http://127.0.0.1:{httpd.server_address[1]}/v1", "stub") as client:
                    s = predict(qs, client, out, concurrency=conc, progress=False)
                rate = s["answered"] / s["seconds"]
                ideal = f", ideal {conc / latency:.0f}" if latency else ""
                print(f"latency {latency:.2f} s, concurrency {conc:3d}: {rate:7.1f} questions/s{ideal}; "
                      f"{sum(sizes) / s['seconds'] / 1e6:.1f} MB/s of requests "
                      f"(mean {sum(sizes) / len(sizes) / 1e3:.0f} kB)")
            httpd.shutdown()
            httpd.server_close()


if __name__ == "__main__":
    main()
