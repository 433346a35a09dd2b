"""The PhysTool tool library: load, check against its schema, index, and summarise.

The JSON is written by ``build_library`` and shipped as package data. ``validate`` is a
hand-written schema check (no jsonschema dependency) so that a hand edit that breaks a
field fails with the tool id and field named.

    python -m generators.phystool.library --stats       # the per-domain table in docs/phystool.md
"""

from __future__ import annotations

import json
import sys
from collections import Counter, defaultdict
from functools import lru_cache

from .. import assets
from ..errors import ArgumentParser

LIBRARY_PATH = assets.path("phystool", "tools.json")
POWERS = ("manual", "electric")
FIELDS = {"id": str, "name": str, "base_name": str, "synonyms": list, "base_synonyms": list, "domain": str,
          "power": str, "function_tags": list, "affordances": list, "shape_family": str, "length_m": float,
          "size_m": list, "typical_tasks": list, "description": str, "everyday": bool, "base_index": int,
          "model": str, "top_fill": float}


class LibraryError(ValueError):
    """The tool library file is malformed; the message names the tool and field."""


def validate(data: dict) -> None:
    from .models import FAMILIES

    counts = data.get("domain_counts")
    tools = data.get("tools")
    if not isinstance(counts, dict) or not isinstance(tools, list):
        raise LibraryError("tool library: needs 'domain_counts' (object) and 'tools' (list)")
    seen = set()
    for n, tool in enumerate(tools):
        where = f"tool library: tool {n} ({tool.get('id', '?')})"
        for key, kind in FIELDS.items():
            if not isinstance(tool.get(key), kind):
                raise LibraryError(f"{where}: field '{key}' missing or not a {kind.__name__}")
        if tool["id"] in seen:
            raise LibraryError(f"{where}: duplicate id")
        seen.add(tool["id"])
        if tool["domain"] not in counts:
            raise LibraryError(f"{where}: unknown domain {tool['domain']!r}")
        if tool["power"] not in POWERS:
            raise LibraryError(f"{where}: power must be one of {POWERS}")
        if tool["shape_family"] not in FAMILIES:
            raise LibraryError(f"{where}: unknown visual family {tool['shape_family']!r}")
        if len(tool["affordances"]) != len(tool["function_tags"]) or not all(
                isinstance(a, list) and len(a) == 3 for a in tool["affordances"]):
            raise LibraryError(f"{where}: affordances must be one [act, material, scale] per function tag")
        if not tool["function_tags"] or not all(isinstance(t, str) and t.count(":") == 1
                                                for t in tool["function_tags"]):
            raise LibraryError(f"{where}: function_tags must be non-empty 'verb:object' strings")
        if len(tool["size_m"]) != 3 or not all(isinstance(v, (int, float)) and v > 0 for v in tool["size_m"]):
            raise LibraryError(f"{where}: size_m must be three positive lengths [L, W, H] in metres")
        if not tool["name"].strip() or not tool["typical_tasks"]:
            raise LibraryError(f"{where}: needs a name and at least one typical task")
    have = Counter(t["domain"] for t in tools)
    for domain, want in counts.items():
        if have[domain] != want:
            raise LibraryError(f"tool library: domain {domain} has {have[domain]} tools, expected {want}")


class Library:
    """Tools plus the indexes the query generator needs (by tag, verb, shape, base)."""

    def __init__(self, tools: list[dict]):
        self.tools = tools
        self.by_id = {t["id"]: t for t in tools}
        self.by_tag: dict[str, list[str]] = defaultdict(list)
        self.by_verb: dict[str, list[str]] = defaultdict(list)
        self.by_shape: dict[str, list[str]] = defaultdict(list)
        self.by_act: dict[str, list[str]] = defaultdict(list)
        for t in tools:
            for tag in t["function_tags"]:
                self.by_tag[tag].append(t["id"])
                self.by_verb[verb(tag)].append(t["id"])
            for act in dict.fromkeys(a[0] for a in t["affordances"]):
                self.by_act[act].append(t["id"])
            self.by_shape[t["shape_family"]].append(t["id"])
        self.everyday = [t["id"] for t in tools if t["everyday"]]

    def __len__(self) -> int:
        return len(self.tools)


def verb(tag: str) -> str:
    return tag.split(":", 1)[0]


@lru_cache(maxsize=4)
def load(path: str = LIBRARY_PATH) -> Library:
    try:
        with open(path) as fh:
            data = json.load(fh)
    except (OSError, json.JSONDecodeError) as err:
        raise LibraryError(f"tool library {path}: cannot read ({err})") from err
    validate(data)
    return Library(data["tools"])


def stats(lib: Library) -> list[dict]:
    """Per-domain rows: tools, base tools, electric share, shape families, tags, examples."""
    rows = []
    by_domain: dict[str, list[dict]] = defaultdict(list)
    for t in lib.tools:
        by_domain[t["domain"]].append(t)
    for domain in sorted(by_domain, key=lambda d: -len(by_domain[d])):
        tools = by_domain[domain]
        bases = sorted({t["base_name"] for t in tools})
        examples = [t["base_name"] for t in tools if t["base_index"] < 3]
        rows.append({"domain": domain, "tools": len(tools), "base_tools": len(bases),
                     "electric": sum(t["power"] == "electric" for t in tools),
                     "families": len({t["shape_family"] for t in tools}),
                     "function_tags": len({g for t in tools for g in t["function_tags"]}),
                     "examples": ", ".join(dict.fromkeys(examples))})
    return rows


def stats_markdown(lib: Library) -> str:
    rows = stats(lib)
    out = ["| domain | tools | base tools | electric | visual families | function tags | examples |",
           "|---|---:|---:|---:|---:|---:|---|"]
    for r in rows:
        out.append(f"| {r['domain']} | {r['tools']} | {r['base_tools']} | {r['electric']} | "
                   f"{r['families']} | {r['function_tags']} | {r['examples']} |")
    total = sum(r["tools"] for r in rows)
    out.append(f"| **total** | **{total}** | {sum(r['base_tools'] for r in rows)} | "
               f"{sum(r['electric'] for r in rows)} | {len(lib.by_shape)} | {len(lib.by_tag)} | |")
    return "\n".join(out)


def main(argv: list[str] | None = None) -> int:
    p = ArgumentParser(prog="python -m generators.phystool.library", description="PhysTool tool library")
    p.add_argument("--stats", action="store_true", help="print the per-domain statistics table (markdown)")
    args = p.parse_args(argv)
    lib = load()
    if args.stats:
        print(stats_markdown(lib))
    else:
        print(f"{len(lib)} tools, {len(lib.by_tag)} function tags, {len(lib.by_shape)} shape families")
    return 0


if __name__ == "__main__":
    sys.exit(main())
