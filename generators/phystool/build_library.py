"""Build the PhysTool tool library (``assets/phystool/tools.json``) from curated
base tools per domain (``assets/phystool/base_tools.yaml``) times their real
variants (sizes, drive sizes, lengths, capacities).

Why a builder: 2,678 hand-typed entries would drift and be impossible to review; the base
tools (real tools with real names, one per line of the YAML) are reviewable, and each variant is a size or
model range that is really sold. The seed gives per-domain counts; ``build`` takes exactly
that many per domain by round-robin over the bases (variant 1 of every base, then variant
2, ...), so every base tool is present and large families (sockets, wrenches) fill the rest.

    python -m generators.phystool.build_library            # rewrite the committed JSON
    python -m generators.phystool.build_library --check    # exit 1 if the JSON is stale
"""

from __future__ import annotations

import argparse
import json
import os
import re
import sys

import yaml

from .. import assets

DOMAIN_COUNTS = {
    "automotive": 385,
    "manufacturing": 376,
    "woodworking": 321,
    "construction": 298,
    "electrical": 264,
    "medical": 241,
    "agriculture": 210,
    "home_repair": 583,
}

# shape family -> (width, height) as fractions of the length; the proxy meshes use the same families
SHAPES = {
    "wrench": (0.16, 0.04),
    "socket": (0.6, 0.6),
    "shaft_handle": (0.1, 0.1),
    "pliers": (0.3, 0.06),
    "scissors": (0.38, 0.04),
    "hammer": (0.38, 0.1),
    "saw": (0.3, 0.03),
    "pistol": (0.8, 0.28),
    "power_body": (0.55, 0.35),
    "bar": (0.1, 0.06),
    "square": (0.6, 0.03),
    "blade_handle": (0.25, 0.05),
    "long_handle": (0.2, 0.05),
    "container": (0.7, 0.6),
    "meter": (0.5, 0.25),
    "cylinder": (0.08, 0.08),
    "clamp": (0.6, 0.1),
    "roll": (0.9, 0.35),
    "brush": (0.3, 0.08),
    "box": (0.6, 0.4),
    "plane": (0.28, 0.3),
}


MIN_WIDTH, MIN_HEIGHT = 0.012, 0.006
BASES = assets.path("phystool", "base_tools.yaml")
DEFAULTS = {"syn": [], "power": "manual", "tasks": [], "everyday": False, "variants": [None]}


def load_bases(path: str = BASES) -> dict[str, list[dict]]:
    """domain -> base tools, defaults filled in; variants become (size, kind) pairs."""
    with open(path) as fh:
        data = yaml.safe_load(fh)
    if set(data) != set(DOMAIN_COUNTS):
        raise ValueError(f"{path}: domains {sorted(data)}, expected {sorted(DOMAIN_COUNTS)}")
    out = {}
    for domain, bases in data.items():
        out[domain] = []
        for base in bases:
            base = {**DEFAULTS, **base}
            base["variants"] = [tuple(v) if isinstance(v, list) else v for v in base["variants"]]
            out[domain].append(base)
    return out


OUT = assets.path("phystool", "tools.json")


def slug(text: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", text.lower()).strip("-")


def _entry(domain: str, base: dict, base_index: int, variant: str | None) -> dict:
    v, w = variant if isinstance(variant, tuple) else (variant, "")
    name_of = lambda s: re.sub(r"\s+", " ", s.replace("{v}", v or "").replace("{w}", w)).strip()  # noqa: E731
    fill = name_of
    name = fill(base["name"])
    width, height = SHAPES[base["shape"]]
    length = base["length"]
    return {
        "id": f"{domain[:3]}-{slug(name)}",
        "name": name,
        "base_name": re.sub(r"\s+", " ", re.sub(r"\{[vw]\}|,.*$", "", base["name"])).strip(),
        "synonyms": [fill(s) for s in base["syn"]],
        "base_synonyms": [re.sub(r"\s+", " ", re.sub(r"\{[vw]\}|,.*$", "", s)).strip() for s in base["syn"]],
        "domain": domain,
        "power": base["power"],
        "function_tags": base["tags"],
        "shape_family": base["shape"],
        # proxies are never thinner than 1.2 cm x 0.6 cm, so a needle or a nozzle still shows
        "size_m": [
            round(length, 3),
            round(max(length * width, MIN_WIDTH), 3),
            round(max(length * height, MIN_HEIGHT), 3),
        ],
        "typical_tasks": base["tasks"],
        "everyday": base["everyday"],
        "base_index": base_index,
    }


def build() -> list[dict]:
    tools = []
    domains = load_bases()
    for domain, count in DOMAIN_COUNTS.items():
        bases = domains[domain]
        available = sum(len(b["variants"]) for b in bases)
        if available < count:
            raise ValueError(f"{domain}: only {available} tool variants for the required {count}")
        picked, rank = [], 0
        while len(picked) < count:
            for i, base in enumerate(bases):
                if rank < len(base["variants"]) and len(picked) < count:
                    picked.append(_entry(domain, base, i, base["variants"][rank]))
            rank += 1
        tools.extend(sorted(picked, key=lambda t: (t["base_index"], t["name"])))
    ids = [t["id"] for t in tools]
    names = [t["name"].lower() for t in tools]
    if len(set(ids)) != len(ids) or len(set(names)) != len(names):
        dup = sorted({n for n in names if names.count(n) > 1})
        raise ValueError(f"duplicate tool names: {dup[:5]}")
    return tools


def render_json(tools: list[dict]) -> str:
    """One tool per line, so that a diff of the committed file reads tool by tool."""
    rows = ",\n".join(json.dumps(t, sort_keys=True, ensure_ascii=False) for t in tools)
    head = json.dumps({"version": 1, "domain_counts": DOMAIN_COUNTS}, sort_keys=True)[:-1]
    return f'{head}, "tools": [\n{rows}\n]}}\n'


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("--check", action="store_true", help="exit 1 if the committed JSON differs from a rebuild")
    args = p.parse_args(argv)
    text = render_json(build())
    if args.check:
        with open(OUT) as fh:
            same = fh.read() == text
        print("tools.json is up to date" if same else "tools.json is stale: rerun the builder")
        return 0 if same else 1
    os.makedirs(os.path.dirname(OUT), exist_ok=True)
    with open(OUT + ".tmp", "w") as fh:
        fh.write(text)
    os.replace(OUT + ".tmp", OUT)
    print(f"wrote {OUT}: {text.count(chr(10))} lines")
    return 0


if __name__ == "__main__":
    sys.exit(main())
