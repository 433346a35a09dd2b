"""A deadline for a whole HTTP request, for httpx.

httpx's timeouts bound each network operation (connect, one read, one write), so a server
that sends one byte a second never trips a 3-second read timeout and holds the request
forever. ``DeadlineTransport`` is an httpx transport over httpcore's public connection pool
with a network backend whose every connect, read and write gets at most the time left
before the calling thread's deadline (``Deadline.at``, a ``time.monotonic()`` value): past
it, the next operation raises a timeout, headers and body alike. Keep-alive connections,
TLS and the pool limits work as with httpx's own transport; an HTTP(S) proxy from the
environment (``HTTPS_PROXY``, ``HTTP_PROXY``, ``ALL_PROXY``, ``NO_PROXY``; httpx ignores them
once a transport is given) is used through httpcore's proxy pool, under the same deadline.

    deadline = Deadline()
    client = httpx.Client(transport=DeadlineTransport(deadline, httpx.Limits(...)))
    deadline.at = time.monotonic() + 3.0     # this thread's next request: 3 s in all
"""

from __future__ import annotations

import threading
import time

import httpcore
import httpx

# httpcore's errors as httpx's (most specific first: the first isinstance match is used)
_ERRORS = [
    (httpcore.ConnectTimeout, httpx.ConnectTimeout), (httpcore.ReadTimeout, httpx.ReadTimeout),
    (httpcore.WriteTimeout, httpx.WriteTimeout), (httpcore.PoolTimeout, httpx.PoolTimeout),
    (httpcore.TimeoutException, httpx.TimeoutException), (httpcore.ConnectError, httpx.ConnectError),
    (httpcore.ReadError, httpx.ReadError), (httpcore.WriteError, httpx.WriteError),
    (httpcore.NetworkError, httpx.NetworkError), (httpcore.UnsupportedProtocol, httpx.UnsupportedProtocol),
    (httpcore.RemoteProtocolError, httpx.RemoteProtocolError),
    (httpcore.LocalProtocolError, httpx.LocalProtocolError), (httpcore.ProtocolError, httpx.ProtocolError),
    (httpcore.ProxyError, httpx.ProxyError),
]


def _reraise(err: Exception):
    """Raise httpx's kind of httpcore's ``err`` (anything else as it is)."""
    for theirs, ours in _ERRORS:
        if isinstance(err, theirs):
            raise ours(str(err)) from err
    raise err


class Deadline(threading.local):
    """Per thread: ``at`` is the monotonic time the current request must end by (None: no
    deadline beyond httpx's own timeouts)."""

    at: float | None = None

    def bound(self, timeout: float | None, error: type[Exception]) -> float | None:
        """``timeout`` cut to the time left; raises ``error`` once the deadline has passed."""
        if self.at is None:
            return timeout
        left = self.at - time.monotonic()
        if left <= 0:
            raise error("the request's deadline passed")
        return left if timeout is None else min(timeout, left)


class _Stream(httpcore.NetworkStream):
    def __init__(self, inner: httpcore.NetworkStream, deadline: Deadline):
        self._inner, self._deadline = inner, deadline

    def read(self, max_bytes: int, timeout: float | None = None) -> bytes:
        return self._inner.read(max_bytes, self._deadline.bound(timeout, httpcore.ReadTimeout))

    def write(self, buffer: bytes, timeout: float | None = None) -> None:
        self._inner.write(buffer, self._deadline.bound(timeout, httpcore.WriteTimeout))

    def close(self) -> None:
        self._inner.close()

    def start_tls(self, ssl_context, server_hostname=None, timeout=None) -> _Stream:
        bound = self._deadline.bound(timeout, httpcore.ConnectTimeout)
        return _Stream(self._inner.start_tls(ssl_context, server_hostname, bound), self._deadline)

    def get_extra_info(self, info: str):
        return self._inner.get_extra_info(info)


class _Backend(httpcore.NetworkBackend):
    def __init__(self, deadline: Deadline):
        self._inner, self._deadline = httpcore.SyncBackend(), deadline

    def connect_tcp(self, host, port, timeout=None, local_address=None, socket_options=None) -> _Stream:
        bound = self._deadline.bound(timeout, httpcore.ConnectTimeout)
        stream = self._inner.connect_tcp(host, port, bound, local_address, socket_options)
        return _Stream(stream, self._deadline)

    def connect_unix_socket(self, path, timeout=None, socket_options=None) -> _Stream:
        bound = self._deadline.bound(timeout, httpcore.ConnectTimeout)
        return _Stream(self._inner.connect_unix_socket(path, bound, socket_options), self._deadline)

    def sleep(self, seconds: float) -> None:
        self._inner.sleep(seconds)


class _Body(httpx.SyncByteStream):
    def __init__(self, stream):
        self._stream = stream

    def __iter__(self):
        try:
            yield from self._stream
        except Exception as err:
            _reraise(err)

    def close(self) -> None:
        close = getattr(self._stream, "close", None)
        if close is not None:
            close()


def environment_proxy(url: str) -> str | None:
    """The proxy URL the environment sets for ``url`` (None: connect directly)."""
    import urllib.parse
    import urllib.request

    parts = urllib.parse.urlsplit(url)
    if urllib.request.proxy_bypass_environment(parts.hostname or ""):
        return None
    proxies = urllib.request.getproxies_environment()
    return proxies.get(parts.scheme) or proxies.get("all")


class DeadlineTransport(httpx.BaseTransport):
    """httpx transport whose requests end by their thread's ``Deadline.at``; ``proxy``: an
    http:// or https:// proxy URL (credentials in it are sent as Proxy-Authorization)."""

    def __init__(self, deadline: Deadline, limits: httpx.Limits, proxy: str | None = None):
        common = dict(ssl_context=httpx.create_ssl_context(), max_connections=limits.max_connections,
                      max_keepalive_connections=limits.max_keepalive_connections,
                      keepalive_expiry=limits.keepalive_expiry, network_backend=_Backend(deadline))
        if proxy is None:
            self._pool = httpcore.ConnectionPool(**common)
            return
        import urllib.parse

        parts = urllib.parse.urlsplit(proxy)
        if parts.scheme not in ("http", "https"):
            raise ValueError(f"proxy {proxy!r}: only http:// and https:// proxies are supported")
        auth = (urllib.parse.unquote(parts.username), urllib.parse.unquote(parts.password or "")) \
            if parts.username else None
        bare = parts._replace(netloc=parts.hostname + (f":{parts.port}" if parts.port else "")).geturl()
        self._pool = httpcore.HTTPProxy(proxy_url=bare, proxy_auth=auth, **common)

    def handle_request(self, request: httpx.Request) -> httpx.Response:
        url = httpcore.URL(scheme=request.url.raw_scheme, host=request.url.raw_host, port=request.url.port,
                           target=request.url.raw_path)
        req = httpcore.Request(method=request.method, url=url, headers=request.headers.raw,
                               content=request.stream, extensions=request.extensions)
        try:
            resp = self._pool.handle_request(req)
        except Exception as err:
            _reraise(err)
        return httpx.Response(status_code=resp.status, headers=resp.headers, stream=_Body(resp.stream),
                              extensions=resp.extensions)

    def close(self) -> None:
        self._pool.close()
