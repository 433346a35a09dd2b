"""predict against hostile servers and inputs (issue 14, items 5-7, 11): the timeout bounds
the whole request, odd answers are stored and never kill a run, a second run on the same
predictions file is refused, and bad flags or picture paths are one line."""

import json
import os
import subprocess
import sys
import time

import pytest

pytest.importorskip("httpx")

from generators.cli import main  # noqa: E402
from generators.predict.client import ChatClient, ClientError  # noqa: E402
from generators.predict.runner import load_predictions, predict, questions_from_export  # noqa: E402
from tests.fault_stub import ChatStub, completion, text_export  # noqa: E402


def cli(*args):
    return subprocess.Popen([sys.executable, "-m", "generators.cli", *args], stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True)


def test_the_timeout_bounds_a_server_that_sends_one_byte_at_a_time():
    """Item 6: each byte arrives well within the timeout, the whole answer would take ~40 s."""
    with ChatStub(drip=0.25, max_s=40) as stub:
        client = ChatClient(stub.url, "stub", timeout=1.0, max_retries=1, backoff=0.01, max_backoff=0.01)
        start = time.monotonic()
        with client, pytest.raises(ClientError, match=r"no answer within 1 s; gave up after 2 attempt"):
            client.complete("hello")
        assert time.monotonic() - start < 6.0


def test_the_predict_command_is_bounded_by_its_timeout(tmp_path):
    text_export(tmp_path / "export", 2)
    with ChatStub(drip=0.25, max_s=40) as stub:
        p = cli("predict", str(tmp_path / "export"), "--base-url", stub.url, "--model", "stub", "--out",
                str(tmp_path / "p.jsonl"), "--timeout", "1", "--max-retries", "0", "--concurrency", "2")
        start = time.monotonic()
        _, err = p.communicate(timeout=60)
        assert time.monotonic() - start < 20 and p.returncode == 1, err
    records = load_predictions(tmp_path / "p.jsonl")
    assert sorted(records) == ["q000", "q001"]
    assert all("no answer within 1 s" in r["error"] for r in records.values())


def test_a_lone_surrogate_is_stored_escaped_and_the_run_goes_on(tmp_path):
    """Item 7: '\\ud800' cannot be written as UTF-8; every run used to die on it, forever."""
    text_export(tmp_path / "export", 3)
    out = tmp_path / "p.jsonl"
    reply = lambda prompt: (200, completion("7 \ud800 blocks" if prompt == "question 1" else "3"))  # noqa: E731
    with ChatStub(reply) as stub:
        args = ["predict", str(tmp_path / "export"), "--base-url", stub.url, "--model", "stub",
                "--out", str(out)]
        assert main(args) == 0
        raw = out.read_bytes()
        raw.decode("utf-8")  # valid UTF-8 throughout
        assert b"\\ud800" in raw
        assert load_predictions(out)["q001"]["response"] == "7 \ud800 blocks"
        asked = len(stub.prompts)
        assert main(args) == 0 and len(stub.prompts) == asked  # nothing asked again


@pytest.mark.parametrize("usage", ["n/a", {"prompt_tokens": "12", "completion_tokens": 1.5}, [1, 2],
                                   {"prompt_tokens": 10**40, "completion_tokens": -3}, None])
def test_usage_of_any_shape_is_stored_as_sent_and_never_fatal(tmp_path, usage):
    with ChatStub(lambda prompt: (200, completion("1", usage=usage))) as stub:
        client = ChatClient(stub.url, "stub")
        with client:
            s = predict([{"id": "a", "prompt": "x", "images": []}], client, tmp_path / "p.jsonl",
                        progress=False)
    assert s["answered"] == 1 and s["errors"] == 0
    big = isinstance(usage, dict) and usage["prompt_tokens"] == 10**40
    assert s["prompt_tokens"] == (10**40 if big else 0)
    assert s["completion_tokens"] == 0
    assert load_predictions(tmp_path / "p.jsonl")["a"]["usage"] == usage


def test_a_200_without_usable_choices_is_retried():
    bad = [b'{"choices": [null]}', b'{"choices": [{}]}', b'{"choices": "x"}',
           b'{"choices": [{"message": "hi"}]}', b'{"choices": [{"message": {"content": 5}}]}', b"[1, 2]"]
    replies = iter([(200, body) for body in bad] + [(200, completion("ok"))])
    with ChatStub(lambda prompt: next(replies)) as stub:
        client = ChatClient(stub.url, "stub", max_retries=len(bad), backoff=0.001, max_backoff=0.001)
        with client:
            assert client.complete("q") == "ok"
            assert client.retries == len(bad)


@pytest.mark.parametrize("flag, message", [
    (["--temperature", "nan"], "--temperature nan: must be a number >= 0"),
    (["--temperature", "inf"], "--temperature inf: must be a number >= 0"),
    (["--limit", "-1"], "--limit -1: must be 0 or more"),
    (["--concurrency", "0"], "--concurrency 0: must be at least 1"),
    (["--timeout", "0"], "--timeout 0.0: must be a positive number of seconds"),
    (["--timeout", "nan"], "--timeout nan: must be a positive number of seconds"),
    (["--max-retries", "-1"], "--max-retries -1: must be 0 or more"),
    (["--max-tokens", "-5"], "--max-tokens -5: must be 0 (the server decides) or more"),
])
def test_bad_numbers_are_refused_before_any_request(tmp_path, capsys, flag, message):
    text_export(tmp_path / "export", 1)
    with ChatStub() as stub:
        code = main(["predict", str(tmp_path / "export"), "--base-url", stub.url, "--model", "stub",
                     "--out", str(tmp_path / "p.jsonl"), *flag])
        assert stub.prompts == []
    err = capsys.readouterr().err.strip().splitlines()
    assert code == 2 and len(err) == 1 and message in err[0]
    assert not (tmp_path / "p.jsonl").exists()


def test_pictures_outside_the_export_and_fifos_are_refused(tmp_path, capsys):
    (tmp_path / "secret.png").write_bytes(b"\x89PNG\r\n\x1a\nsecret")
    export = tmp_path / "export"
    export.mkdir()
    rec = {"id": "q", "image": ["../secret.png"], "modality": "text",
           "conversations": [{"from": "human", "value": "<image>\nwhat is it?"}]}
    (export / "data.jsonl").write_text(json.dumps(rec) + "\n")
    with ChatStub() as stub:
        args = ["predict", str(export), "--base-url", stub.url, "--model", "stub"]
        assert main([*args, "--out", str(tmp_path / "p.jsonl")]) == 2
        assert "leads outside" in capsys.readouterr().err and stub.prompts == []
        # a FIFO where a picture should be: that question fails, nothing hangs
        os.mkfifo(export / "pipe.png")
        rec["image"] = ["pipe.png"]
        (export / "data.jsonl").write_text(json.dumps(rec) + "\n")
        assert main([*args, "--out", str(tmp_path / "p.jsonl"), "--max-retries", "0"]) == 1
        assert "not a regular file" in load_predictions(tmp_path / "p.jsonl")["q"]["error"]
        os.mkfifo(tmp_path / "out.fifo")  # a FIFO as --out
        assert main([*args, "--out", str(tmp_path / "out.fifo")]) == 2
        assert "not a regular file" in capsys.readouterr().err


def test_a_second_predict_on_the_same_file_is_refused_with_the_first_pid(tmp_path):
    """Item 5: two runs on one --out used to ask every question twice."""
    text_export(tmp_path / "export", 30)
    out = tmp_path / "p.jsonl"
    with ChatStub(delay=0.6) as stub:  # the first run takes ~9 s: the second starts meanwhile
        args = ["predict", str(tmp_path / "export"), "--base-url", stub.url, "--model", "stub",
                "--out", str(out), "--concurrency", "2"]
        first = cli(*args)
        deadline = time.time() + 60
        while time.time() < deadline and not (out.exists() and out.stat().st_size > 0):
            time.sleep(0.05)
        second = cli(*args)
        _, err = second.communicate(timeout=60)
        assert second.returncode == 2, err
        assert f"in use by another spatial-iq process (pid {first.pid})" in err
        assert len(err.strip().splitlines()) == 1
        assert first.wait(timeout=120) == 0
        assert sorted(stub.prompts) == sorted(f"question {i}" for i in range(30))  # each asked once
    lines = out.read_text().splitlines()
    assert len(lines) == 30 and len({json.loads(x)["id"] for x in lines}) == 30


def test_questions_from_export_checks_types(tmp_path):
    export = tmp_path / "export"
    export.mkdir()
    rec = {"id": 5, "image": [], "conversations": [{"from": "human", "value": "x"}]}
    (export / "data.jsonl").write_text(json.dumps(rec) + "\n")
    with pytest.raises(ValueError, match="wrong type"):
        list(questions_from_export(export))


def test_an_environment_proxy_is_used_under_the_same_deadline(monkeypatch):
    """A transport of our own makes httpx ignore HTTP_PROXY; the client honours it itself.
    The stub plays the proxy: it answers the absolute-form request it is sent."""
    for var in ("NO_PROXY", "no_proxy", "ALL_PROXY", "all_proxy", "HTTPS_PROXY", "https_proxy"):
        monkeypatch.delenv(var, raising=False)
    with ChatStub() as proxy:
        monkeypatch.setenv("HTTP_PROXY", proxy.url.rsplit("/v1", 1)[0])
        with ChatClient("http://model-server.invalid/v1", "stub", timeout=2.0) as client:
            assert client.complete("via the proxy") == "echo: via the proxy"
    with ChatStub(drip=0.25, max_s=40) as proxy:
        monkeypatch.setenv("HTTP_PROXY", proxy.url.rsplit("/v1", 1)[0])
        client = ChatClient("http://model-server.invalid/v1", "stub", timeout=1.0, max_retries=0)
        start = time.monotonic()
        with client, pytest.raises(ClientError, match="no answer within 1 s"):
            client.complete("slowly")
        assert time.monotonic() - start < 4.0
