"""Finding the question a chat request asks, from what the request shows: its pictures'
pixels and its text.

Invariant: a request is matched to a question only when its pictures are, in order and
pixel for pixel, the question's pictures (``Pictures.question_images`` then
``Pictures.options``) and the question's prompt appears in the request's text (white space
aside); among several such questions the longest prompt wins (a count-option prompt holds
the free-text one). Anything else is ``NotFound``, with a message that says what did not
match, never a guess.

Pixels, not file bytes: a harness decodes and re-encodes pictures (lmms-eval turns each into
a PIL image and back into PNG), so a picture is keyed by its size and RGB pixels. A lossy
re-encoding (JPEG) changes the pixels and cannot be matched.
"""

from __future__ import annotations

import base64
import binascii
import hashlib
import io
from dataclasses import dataclass, field


class NotFound(LookupError):
    """No question of the dataset matches the request; the message says why."""


class BadRequest(ValueError):
    """The request is not one this endpoint reads (no messages, a picture that is not a
    data: URL, ...); the message names the problem."""


def picture_key(data: bytes) -> bytes:
    """The key of an encoded picture (PNG, JPEG, ...): sha256 of its size and RGB pixels."""
    from PIL import Image, UnidentifiedImageError

    try:
        with Image.open(io.BytesIO(data)) as im:
            rgb = im.convert("RGB")
    except (UnidentifiedImageError, OSError, ValueError, Image.DecompressionBombError) as err:
        raise BadRequest(f"a picture could not be decoded ({type(err).__name__})") from None
    digest = hashlib.sha256(f"{rgb.width}x{rgb.height}:".encode())
    digest.update(rgb.tobytes())
    return digest.digest()


def normal(text: str) -> str:
    """White space collapsed: text parts are split and stripped differently by each client."""
    return " ".join(text.split())


def request_content(body: dict) -> tuple[str, list[bytes]]:
    """(the text of the user messages, joined; the encoded pictures, in order) of a chat
    completion request."""
    messages = body.get("messages")
    if not isinstance(messages, list) or not messages:
        raise BadRequest("the request has no \"messages\" list")
    texts: list[str] = []
    pictures: list[bytes] = []
    for message in messages:
        if not isinstance(message, dict) or message.get("role") != "user":
            continue  # a system prompt or an earlier turn names no question
        content = message.get("content")
        if isinstance(content, str):
            texts.append(content)
            continue
        if not isinstance(content, list):
            raise BadRequest("a user message's \"content\" is neither text nor a list of parts")
        for part in content:
            kind = part.get("type") if isinstance(part, dict) else None
            if kind == "text" and isinstance(part.get("text"), str):
                texts.append(part["text"])
            elif kind == "image_url":
                url = part.get("image_url")
                url = url.get("url") if isinstance(url, dict) else url
                pictures.append(_data_url(url))
            else:
                raise BadRequest(f"a content part of type {kind!r}: this endpoint reads text and "
                                 "image_url parts")
    return "\n".join(texts), pictures


def _data_url(url) -> bytes:
    if not isinstance(url, str) or not url.startswith("data:") or ";base64," not in url[:100]:
        shown = url[:40] if isinstance(url, str) else type(url).__name__
        raise BadRequest(f"a picture given as {shown!r}: send pictures inline as "
                         "data:image/png;base64,... URLs")
    try:
        return base64.b64decode(url.split(",", 1)[1], validate=True)
    except (binascii.Error, ValueError):
        raise BadRequest("a picture's data: URL is not valid base64") from None


@dataclass
class Entry:
    qid: str
    prompt: str  # normalised; one string object per distinct prompt
    reply: str


@dataclass
class QuestionIndex:
    """Questions keyed by their pictures' keys, in order. Prompts and replies repeat across
    views (the same question of each view), so each distinct one is held once."""

    by_pictures: dict[tuple[bytes, ...], list[Entry]] = field(default_factory=dict)
    size: int = 0
    strings: dict[str, str] = field(default_factory=dict)

    def add(self, qid: str, prompt: str, keys: tuple[bytes, ...], reply: str) -> None:
        prompt = normal(prompt)
        prompt, reply = self.strings.setdefault(prompt, prompt), self.strings.setdefault(reply, reply)
        self.by_pictures.setdefault(tuple(keys), []).append(Entry(qid, prompt, reply))
        self.size += 1

    def find(self, text: str, keys: tuple[bytes, ...]) -> Entry:
        candidates = self.by_pictures.get(tuple(keys))
        if not candidates:
            raise NotFound(f"no question shows these {len(keys)} picture(s) in this order; send the pictures "
                           "of a question of this dataset losslessly (PNG, as exported: a JPEG's pixels "
                           "differ), and serve with the --k and --limit the export was made with")
        said = normal(text)
        found = [e for e in candidates if e.prompt and e.prompt in said]
        if not found:
            raise NotFound(f"{len(candidates)} question(s) show these pictures, but the request's text holds "
                           "none of their prompts; send the question's prompt as exported")
        best = max(len(e.prompt) for e in found)
        found = [e for e in found if len(e.prompt) == best]
        if len({e.qid for e in found}) > 1:
            raise NotFound(f"the request matches {len(found)} questions equally "
                           f"({', '.join(sorted(e.qid for e in found)[:4])})")
        return found[0]
