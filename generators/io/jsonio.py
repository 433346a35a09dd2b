"""JSON read from files the tool keeps (manifest, run state, part files, markers), bounded:
a regular file only (``io/regular.py``), at most ``MAX_BYTES``, nested at most ``MAX_DEPTH``
deep, numbers finite. Whatever a damaged or hostile file holds, reading it is one
``JSONError`` (a ValueError) naming the file, never a RecursionError, a hang on a FIFO or a
NaN that later sizes something. Values read here still go through their readers' checks
(types, ranges: ``io/dataset.py:manifest_problem``) before they size anything.

    data = read_json(path, "manifest.json")          # JSONError, or NotRegularFile (OSError)
    data = parse_json(text, "run.json")
"""

from __future__ import annotations

import json
import math

from .regular import read_bytes

MAX_DEPTH = 64
MAX_BYTES = 256 << 20  # a manifest lists ~200 bytes per shard: over a million shards fit
MAX_INT_DIGITS = 40


class JSONError(ValueError):
    """A file that does not read as bounded JSON; the message names it and why."""


def _constant(name: str):
    raise ValueError(f"{name} is not a number JSON allows")


def _float(text: str) -> float:
    value = float(text)
    if not math.isfinite(value):
        raise ValueError(f"{text[:20]} is out of range")
    return value


def _int(text: str) -> int:
    if len(text.lstrip("-")) > MAX_INT_DIGITS:
        raise ValueError(f"an integer of {len(text)} digits")
    return int(text)


def depth(value) -> int:
    """How deeply lists and objects nest in ``value`` (0 for a scalar), without recursion."""
    deepest, stack = 0, [(value, 1)]
    while stack:
        item, level = stack.pop()
        if isinstance(item, dict):
            item = list(item.values())
        if isinstance(item, list):
            deepest = max(deepest, level)
            stack.extend((child, level + 1) for child in item if isinstance(child, (dict, list)))
    return deepest


def parse_json(text: str | bytes, what: str, max_depth: int = MAX_DEPTH):
    """``json.loads`` bounded as the module says; JSONError naming ``what`` otherwise."""
    try:
        value = json.loads(text, parse_constant=_constant, parse_float=_float, parse_int=_int)
    except RecursionError:
        raise JSONError(f"{what}: not valid JSON (nested too deeply)") from None
    except (ValueError, UnicodeDecodeError) as err:
        raise JSONError(f"{what}: not valid JSON ({str(err)[:80]})") from None
    if depth(value) > max_depth:
        raise JSONError(f"{what}: not valid JSON (nested more than {max_depth} deep)")
    return value


def read_json(path: str, what: str | None = None, max_bytes: int = MAX_BYTES, follow: bool = True):
    """The JSON value in the regular file ``path`` (``follow=False``: not through a symbolic
    link); JSONError when it is not bounded JSON, OSError when it cannot be read."""
    what = what or path
    try:
        data = read_bytes(path, max_bytes, what, follow=follow)
    except ValueError as err:
        raise JSONError(str(err)) from None
    return parse_json(data, what)
