"""A client for OpenAI-compatible chat endpoints (vLLM, SGLang, hosted APIs).

Built on ``httpx`` rather than the ``openai`` SDK: the SDK would bring pydantic, jiter,
anyio and distro for one POST, and its retry policy (which statuses, how long to wait,
how often) is fixed in private attributes, whereas here it is the documented contract
(docs/client.md) and tests can shrink the waits. One ``httpx.Client`` (a thread-safe
connection pool) is shared by all worker threads.

Failures come in three kinds: transient ones (429, 408, 409, 5xx, timeouts, dropped
connections, a 200 whose body is not a chat completion) are retried with exponential
backoff and jitter, honouring Retry-After; per-question ones (other 4xx, e.g. a prompt
over the context length) raise ``ClientError`` at once and the run goes on; and ones
that every further request would hit too (401, 403, 404: key, permission, wrong URL or
model name) raise ``FatalError`` so that a run stops instead of failing 80k times.
"""

from __future__ import annotations

import base64
import email.utils
import json
import math
import os
import random
import re
import threading
import time
from dataclasses import dataclass
from pathlib import Path

IMAGE_TOKEN = "<image>"
RETRY_STATUS = frozenset({408, 409, 429})  # and every 5xx
FATAL_HINTS = {
    401: "the server refused the API key; set OPENAI_API_KEY (or --api-key-env VAR) to a valid key",
    403: "the API key may not use this model or endpoint",
    404: "no such endpoint or model; the base URL usually ends in /v1 (e.g. http://localhost:8000/v1) "
         "and --model must be a name the server serves (GET BASE_URL/models lists them)",
}


class ClientError(RuntimeError):
    """This request failed for good (after any retries); other questions may still work."""


class FatalError(ClientError):
    """Every further request would fail the same way (bad key, wrong URL, server down)."""


class AuthError(FatalError):
    """401/403: the credentials are wrong or lack permission."""


@dataclass
class Completion:
    text: str
    model: str | None
    usage: object  # the server's (a dict of token counts, normally)
    finish_reason: str | None
    attempts: int


def _mime(data: bytes, path) -> str:
    if data.startswith(b"\x89PNG\r\n\x1a\n"):
        return "image/png"
    if data.startswith(b"\xff\xd8\xff"):
        return "image/jpeg"
    if data[4:8] == b"ftyp":  # MP4 / MOV: the native videos of a flatten-set export
        return "video/mp4"
    if data.startswith(b"\x1a\x45\xdf\xa3"):  # WebM / Matroska
        return "video/webm"
    raise ValueError(f"{path} is neither PNG, JPEG, MP4 nor WebM; pass the pictures (or videos) of a "
                     "spatial-iq export")


def image_part(path: str | Path) -> dict:
    """An ``image_url`` content part holding the file's exact bytes as a data URL; a video
    file becomes a ``video_url`` part the same way (vLLM and SGLang read those). Regular
    files only: a FIFO or device would block the run."""
    if not Path(path).is_file():
        raise ValueError(f"{path} is not a regular file; pass the pictures of a spatial-iq export")
    data = Path(path).read_bytes()
    mime = _mime(data, path)
    url = f"data:{mime};base64,{base64.b64encode(data).decode('ascii')}"
    kind = "video_url" if mime.startswith("video/") else "image_url"
    return {"type": kind, kind: {"url": url}}


def user_content(prompt: str, images: list[str | Path]) -> list[dict]:
    """Content parts of the one user message.

    A prompt with one ``<image>`` token per picture (the JSONL export's human turn) is
    interleaved: each token becomes its picture, so "A: <image>" keeps option A next to
    its label; the text between tokens is stripped of surrounding whitespace and empty
    pieces are dropped. A prompt without tokens gets all pictures first, then the text.
    """
    n_tokens = prompt.count(IMAGE_TOKEN)
    if n_tokens == 0:
        pieces = [None] * len(images) + [prompt]
    elif n_tokens == len(images):
        texts = prompt.split(IMAGE_TOKEN)
        pieces = [texts[0]]
        for text in texts[1:]:
            pieces += [None, text]
    else:
        raise ValueError(f"the prompt has {n_tokens} {IMAGE_TOKEN} token(s) but {len(images)} picture(s) "
                         "were given; use one token per picture or none")
    parts, pics = [], iter(images)
    for piece in pieces:
        if piece is None:
            parts.append(image_part(next(pics)))
        elif piece.strip():
            parts.append({"type": "text", "text": piece.strip()})
    return parts


def _one_line(text: str, limit: int = 300) -> str:
    text = re.sub(r"\s+", " ", text).strip()
    return text if len(text) <= limit else text[:limit] + "..."


def _error_text(response) -> str:
    try:
        err = response.json().get("error", {})
        msg = err.get("message") if isinstance(err, dict) else err
        if msg:
            return _one_line(str(msg))
    except (ValueError, AttributeError):
        pass
    return _one_line(response.text or response.reason_phrase or "")


def retry_after(headers, now: float | None = None) -> float | None:
    """Seconds the server asks us to wait: ``retry-after-ms``, or ``Retry-After`` as
    seconds or an HTTP date; None if absent or unreadable."""
    if "retry-after-ms" in headers:
        try:
            return max(0.0, float(headers["retry-after-ms"]) / 1000)
        except ValueError:
            pass
    value = headers.get("retry-after")
    if value is None:
        return None
    try:
        return max(0.0, float(value))
    except ValueError:
        pass
    try:
        when = email.utils.parsedate_to_datetime(value).timestamp()
    except (TypeError, ValueError):
        return None
    return max(0.0, when - (time.time() if now is None else now))


def _parse(data) -> tuple[str, str | None, object, str | None]:
    """(text, model, usage, finish_reason) of a chat completion; ValueError if it is none
    (no choices, a choice that is not an object, a message without text): the caller
    retries those. ``usage`` is whatever the server sent (readers sum only its integers)."""
    choices = data.get("choices") if isinstance(data, dict) else None
    if not isinstance(choices, list) or not choices or not isinstance(choices[0], dict):
        raise ValueError(f"no usable choices in the response: {_one_line(json.dumps(data), 200)}")
    choice = choices[0]
    message = choice.get("message")
    if not isinstance(message, dict):
        raise ValueError(f"a choice without a message: {_one_line(json.dumps(choice), 200)}")
    content = message.get("content")
    if isinstance(content, list):  # some gateways return content parts
        content = "".join(p["text"] for p in content
                          if isinstance(p, dict) and isinstance(p.get("text"), str))
    if content is not None and not isinstance(content, str):
        raise ValueError(f"message content is a {type(content).__name__}, not text")
    model, finish = data.get("model"), choice.get("finish_reason")
    return (content or "", model if isinstance(model, str) else None, data.get("usage"),
            finish if isinstance(finish, str) else None)


class ChatClient:
    """``complete(prompt, images) -> str`` against ``{base_url}/chat/completions``.

    Also usable directly as the ``(prompt, images) -> str`` callable a judge expects.
    ``max_tokens=None`` leaves the limit to the server. ``extra_body`` is merged into every
    request (e.g. ``{"seed": 0}``, vLLM's ``{"top_k": 1}``). ``backoff`` is the first
    retry's wait in seconds; it doubles per retry up to ``max_backoff``, times a random
    factor in [0.5, 1] so that workers that failed together do not retry together.
    """

    def __init__(self, base_url: str, model: str, api_key: str | None = None, timeout: float = 120.0,
                 max_retries: int = 5, temperature: float = 0.0, max_tokens: int | None = 1024,
                 extra_body: dict | None = None, backoff: float = 1.0, max_backoff: float = 60.0,
                 max_retry_after: float = 120.0):
        try:
            import httpx
        except ImportError as err:
            raise ImportError("the chat client needs httpx: pip install 'spatial-iq[client]'") from err
        from .deadline import Deadline, DeadlineTransport, environment_proxy

        if not re.match(r"https?://", base_url):
            raise ValueError(f"base URL {base_url!r} must start with http:// or https://")
        if not (isinstance(max_retries, int) and max_retries >= 0):
            raise ValueError(f"--max-retries {max_retries}: must be 0 or more")
        if not (math.isfinite(timeout) and timeout > 0):
            raise ValueError(f"--timeout {timeout}: must be a positive number of seconds")
        if not (math.isfinite(temperature) and temperature >= 0):
            raise ValueError(f"--temperature {temperature}: must be a number >= 0")
        if max_tokens is not None and max_tokens < 1:
            raise ValueError(f"--max-tokens {max_tokens}: must be at least 1 (0 leaves it to the server)")
        self.base_url, self.model = base_url.rstrip("/"), model
        self.url = self.base_url + "/chat/completions"
        self.timeout, self.max_retries = timeout, max_retries
        self.temperature, self.max_tokens = temperature, max_tokens
        self.extra_body = dict(extra_body or {})
        self.backoff, self.max_backoff, self.max_retry_after = backoff, max_backoff, max_retry_after
        api_key = api_key if api_key is not None else os.environ.get("OPENAI_API_KEY")
        headers = {"Content-Type": "application/json"}
        if api_key:
            headers["Authorization"] = f"Bearer {api_key}"
        limits = httpx.Limits(max_connections=None, max_keepalive_connections=64)
        self._deadline = Deadline()  # bounds each whole request, not only each read (deadline.py)
        transport = DeadlineTransport(self._deadline, limits, environment_proxy(self.url))
        self._http = httpx.Client(headers=headers, timeout=httpx.Timeout(timeout, connect=min(timeout, 10.0)),
                                  transport=transport, limits=limits)
        self._jitter = random.Random(0)  # timing only: never affects what is sent
        self._lock = threading.Lock()
        self.retries = 0  # over the client's life, all threads

    def body(self, prompt: str, images: list[str | Path] = ()) -> dict:
        """The request body; the same inputs give the same body."""
        body = {"model": self.model,
                "messages": [{"role": "user", "content": user_content(prompt, list(images))}],
                "temperature": self.temperature}
        if self.max_tokens is not None:
            body["max_tokens"] = self.max_tokens
        body.update(self.extra_body)
        return body

    def chat(self, prompt: str, images: list[str | Path] = ()) -> Completion:
        import httpx

        payload = json.dumps(self.body(prompt, images)).encode()
        attempt = 0
        while True:
            wait = None
            self._deadline.at = time.monotonic() + self.timeout
            try:
                response = self._http.post(self.url, content=payload)
            except httpx.TimeoutException:
                reason = f"no answer within {self.timeout:g} s"
            except httpx.UnsupportedProtocol as err:
                raise FatalError(f"{self.url}: {err}") from err
            except httpx.TransportError as err:
                reason = f"connection error ({type(err).__name__}: {_one_line(str(err), 150)})"
            else:
                self._deadline.at = None
                status = response.status_code
                if 200 <= status < 300:
                    try:
                        return Completion(*_parse(response.json()), attempts=attempt + 1)
                    except ValueError as err:  # a truncated body from a gateway under load
                        reason = f"malformed response ({_one_line(str(err), 150)})"
                elif status in FATAL_HINTS:
                    kind = AuthError if status in (401, 403) else FatalError
                    raise kind(f"HTTP {status} from {self.url}: {_error_text(response)}; "
                               f"{FATAL_HINTS[status]}")
                elif status in RETRY_STATUS or status >= 500:
                    reason, wait = f"HTTP {status}: {_error_text(response)}", retry_after(response.headers)
                else:
                    raise ClientError(f"HTTP {status}: {_error_text(response)}")
            self._deadline.at = None
            if attempt >= self.max_retries:
                raise ClientError(f"{reason}; gave up after {attempt + 1} attempt(s)")
            if wait is not None:
                delay = min(wait, self.max_retry_after)
            else:
                delay = min(self.max_backoff, self.backoff * 2 ** attempt) * self._jitter.uniform(0.5, 1.0)
            with self._lock:
                self.retries += 1
            time.sleep(delay)
            attempt += 1

    def complete(self, prompt: str, images: list[str | Path] = ()) -> str:
        return self.chat(prompt, images).text

    __call__ = complete

    def check(self) -> list[str] | None:
        """Fail fast before a run: GET ``{base_url}/models``. Raises FatalError if the
        server cannot be reached or refuses the key; returns the served model names when
        the server lists them (a 404 there is fine: not every gateway has the route)."""
        import httpx

        self._deadline.at = time.monotonic() + min(self.timeout, 10.0)
        try:
            response = self._http.get(self.base_url + "/models", timeout=min(self.timeout, 10.0))
        except httpx.HTTPError as err:
            why = f"{type(err).__name__}: {_one_line(str(err), 150)}"
            raise FatalError(f"cannot reach {self.base_url} ({why}); is the server running and the URL right?"
                             ) from err
        finally:
            self._deadline.at = None
        if response.status_code in (401, 403):
            raise AuthError(f"HTTP {response.status_code} from {self.base_url}/models: "
                            f"{_error_text(response)}; {FATAL_HINTS[response.status_code]}")
        try:
            return [m["id"] for m in response.json()["data"]]
        except (ValueError, KeyError, TypeError):
            return None

    def close(self) -> None:
        self._http.close()

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()
