"""Build the PhysTool tool library (``assets/phystool/tools.json``) from curated
base tools per domain (``assets/phystool/base_tools.yaml``) times their real
variants (sizes, drive sizes, lengths, capacities), with each tool's visual family (named
by its base tool), affordances (``affordances.yaml``; the resolved table is written to
``affordance_table.csv``), length from its variant, model extents and a description.

Why a builder: 2,678 hand-typed entries would drift and be impossible to review; the base
tools (real tools with real names, one per line of the YAML) are reviewable, and each
variant is a size or model range that is really sold. The seed gives per-domain counts;
``build`` takes exactly that many per domain by round-robin over the bases (variant 1 of
every base, then variant 2, ...), so every base tool is present; a variant past the round
where the domain is full is not used (the build prints how many per domain). Invariants, checked on
every build: no base tool over ``BASE_CAP`` and no visual family over ``FAMILY_CAP`` of the
library (so drill bits, sockets and wrenches cannot crowd the scenes).

    python -m generators.phystool.build_library            # rewrite the committed JSON
    python -m generators.phystool.build_library --check    # exit 1 if the JSON is stale
"""

from __future__ import annotations

import json
import os
import re
import sys
from collections import Counter

import numpy as np
import yaml

from .. import assets
from ..errors import ArgumentParser

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

BASE_CAP = 0.03  # no base tool (one product family of sizes) holds more than 3% of the library
FAMILY_CAP = 0.03  # no visual family (models.FAMILIES) holds more than 3% of the library
BASES = assets.path("phystool", "base_tools.yaml")
AFFORDANCES_PATH = assets.path("phystool", "affordances.yaml")
TABLE_PATH = assets.path("phystool", "affordance_table.csv")
DEFAULTS = {"syn": [], "power": "manual", "tasks": [], "everyday": False, "variants": [None]}
# a base may set ``factor``: its tool length per named length (0: the named sizes are not its
# length, e.g. a grinder's disc), overriding its family's LENGTH_FACTOR


def load_bases(path: str = BASES) -> dict[str, list[dict]]:
    """domain -> base tools, defaults filled in; variants become (size, kind) pairs."""
    with open(path) as fh:
        data = yaml.safe_load(fh)
    if set(data) != set(DOMAIN_COUNTS):
        raise ValueError(f"{path}: domains {sorted(data)}, expected {sorted(DOMAIN_COUNTS)}")
    from .models import FAMILIES

    out = {}
    for domain, bases in data.items():
        out[domain] = []
        for base in bases:
            if base.get("family") not in FAMILIES:
                raise ValueError(f"{path}: {domain} base tool {base.get('name')!r}: family "
                                 f"{base.get('family')!r} is not a model family; choose one of "
                                 f"{', '.join(sorted(FAMILIES))}")
            base = {**DEFAULTS, **base}
            base["variants"] = [tuple(v) if isinstance(v, list) else v for v in base["variants"]]
            out[domain].append(base)
    return out


OUT = assets.path("phystool", "tools.json")


def slug(text: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", text.lower()).strip("-")


UNIT_M = {"mm": 0.001, "cm": 0.01, "m": 1.0, "in": 0.0254, "ft": 0.3048}
UNIT_KG = {"lb": 0.4536, "oz": 0.02835, "kg": 1.0, "g": 0.001}
UNIT_L = {"quart": 0.946, "qt": 0.946, "gallon": 3.785, "gal": 3.785, "liter": 1.0, "l": 1.0, "cu ft": 28.3}
QTY = re.compile(r"(?<![\w/.])(\d+(?:\.\d+)?(?:-\d+/\d+|/\d+)?)\s*-?\s*"
                 r"(mm|cm|m|in|ft|lb|oz|kg|g|quart|qt|gallon|gal|liter|l|cu ft)\b", re.I)
WEIGHT_FAMILIES = {"hammer", "sledgehammer", "mallet", "axe", "pickaxe"}
SIZE_FAMILIES = {"wrench", "socket", "drill_bit", "chisel", "punch", "screwdriver", "adjustable_wrench",
                 "ratchet", "hex_key", "bit_socket", "tap", "spade_bit", "hole_saw", "router_bit"}
# overall tool length per named length (a 12-in saw has a 12-in blade and a handle; a 6-in
# screwdriver a 6-in shaft); 0: a named length is not the tool's (a 20-ft strap, a 24-in broom head)
LENGTH_FACTOR = {"handsaw": 1.35, "frame_saw": 1.3, "file": 1.4, "trowel": 1.7, "putty_knife": 1.9,
                 "screwdriver": 1.6, "ladder": 0.5, "bar_clamp": 1.0, "shears": 1.0, "tape_measure": 0.0,
                 "roll": 0.0, "drill": 0.0, "bottle": 0.0, "bucket": 0.0, "case": 0.0, "meter": 0.0,
                 "chainsaw": 1.8, "broom": 0.0, "strap": 0.0, "bundle": 0.0, "packet": 0.0, "dial_gauge": 0.0,
                 "padlock": 0.0, "puller": 0.0, "plumb_bob": 0.0, "glove": 0.0, "jack": 0.0, "die": 0.0,
                 "shovel": 0.0, "hoe": 0.0, "rake": 0.0}
PAIR = re.compile(r"(\d+(?:\.\d+)?)\s*x\s*(?=\d+(?:[-.]\d+(?:/\d+)?)?\s*-?\s*(mm|cm|in|ft)\b)", re.I)


def _number(text: str) -> float:
    if "-" in text and "/" in text:
        whole, frac = text.split("-", 1)
        a, b = frac.split("/")
        return float(whole) + float(a) / float(b)
    if "/" in text:
        a, b = text.split("/")
        return float(a) / float(b)
    return float(text)


def quantities(text: str) -> dict[str, float]:
    """The largest and smallest length (m), the first weight (kg) and volume (l) named in a
    variant string ("11 x 4-1/2-in" names 11 in and 4.5 in; "1/2-in drive 18-in": 18 in is the
    tool, 1/2 in its drive)."""
    out: dict[str, float] = {}
    lengths = []
    for num, unit in QTY.findall(PAIR.sub(r"\1-\2 x ", text or "")):
        unit = unit.lower()
        value = _number(num)
        if unit in UNIT_M:
            lengths.append(value * UNIT_M[unit])
        for kind, table in (("weight", UNIT_KG), ("volume", UNIT_L)):
            if unit in table and kind not in out:
                out[kind] = value * table[unit]
    if lengths:
        out["length"], out["small"] = max(lengths), min(lengths)
    return out


def variant_length(base: dict, family: str, variant_text: str, all_texts: list[str]) -> float:
    """The tool's length (m) for one variant: a named tool length when the family is sold by
    length (a 24-in wrench, a 48-in level, a 12-in saw blade), else the base's nominal
    length scaled by weight^(1/3) (hammers, axes), by fastener size^(1/2) (wrenches,
    sockets, bits) or by volume^(1/3) (containers), relative to the median variant."""
    nominal = float(base["length"])
    q = quantities(variant_text)
    qs = [quantities(t) for t in all_texts]
    factor = float(base.get("factor", LENGTH_FACTOR.get(family, 1.0)))
    if family in WEIGHT_FAMILIES and "weight" in q:
        ref = float(np.median([x["weight"] for x in qs if "weight" in x]))
        return _clip(nominal * (q["weight"] / ref) ** (1 / 3))
    if "length" in q and q["length"] >= 0.1 and factor > 0:
        return _clip(q["length"] * factor)
    if family in SIZE_FAMILIES and "small" in q and q["small"] < 0.06:
        ref = float(np.median([x["small"] for x in qs if "small" in x and x["small"] < 0.06]))
        return _clip(nominal * (q["small"] / ref) ** 0.5)
    if "volume" in q:
        ref = float(np.median([x["volume"] for x in qs if "volume" in x]))
        return _clip(nominal * (q["volume"] / ref) ** (1 / 3))
    return _clip(nominal)


def _clip(length: float) -> float:
    return round(min(max(length, 0.02), 4.0), 4)


def load_affordance_rules(path: str = AFFORDANCES_PATH) -> dict:
    with open(path) as fh:
        data = yaml.safe_load(fh)
    return {"acts": data["acts"], "materials": [(m, re.compile(rx, re.I)) for m, rx in data["materials"]],
            "scales": [(m, re.compile(rx, re.I)) for m, rx in data["scales"]],
            "extra": data.get("extra") or {}}


def affordance(tag: str, rules: dict) -> list[str]:
    """[act, material, scale] of one "verb:object" tag."""
    verb, obj = tag.split(":", 1)
    act = rules["acts"].get(verb, verb)
    material = next((m for m, rx in rules["materials"] if rx.search(obj)), "general")
    scale = next((m for m, rx in rules["scales"] if rx.search(obj)), "medium")
    return [act, material, scale]


def describe(name: str, family: str, tasks: list[str], length: float, power: str) -> str:
    """One sentence of prose: what the tool is, what it looks like, what it is used for, its size."""
    from .models import FAMILIES

    gloss = FAMILIES[family][1]
    use = ", ".join(tasks[:2]) if tasks else "general work"
    size = f"{length * 100:.0f} cm" if length < 1 else f"{length:.2f} m"
    kind = "a powered tool" if power == "electric" else "a hand tool"
    return f"The {name} is {kind}, {gloss}, used to {use}; about {size} long."


def _entry(domain: str, base: dict, base_index: int, variant, family: str, texts: list[str],
           rules: dict) -> dict:
    from .models import extent, model_key
    from .render import top_fill

    v, w = variant if isinstance(variant, tuple) else (variant, "")
    fill = lambda s: re.sub(r"\s+", " ", s.replace("{v}", v or "").replace("{w}", w)).strip()  # noqa: E731
    name = fill(base["name"])
    base_name = re.sub(r"\s+", " ", re.sub(r"\{[vw]\}|,.*$", "", base["name"])).strip()
    length = variant_length(base, family, f"{v or ''} {w or ''}", texts)
    tags = list(dict.fromkeys(list(base["tags"]) + list(rules["extra"].get(base_name, []))))
    model = model_key(base_name, family)
    return {
        "id": f"{domain[:3]}-{slug(name)}",
        "name": name,
        "base_name": base_name,
        "synonyms": [fill(s) for s in base["syn"]],
        "base_synonyms": [re.sub(r"\s+", " ", re.sub(r"\{[vw]\}|,.*$", "", s)).strip() for s in base["syn"]],
        "domain": domain,
        "power": base["power"],
        "function_tags": tags,
        "affordances": [affordance(t, rules) for t in tags],
        "shape_family": family,
        "model": model,
        "length_m": length,
        "size_m": extent(model, length, name),
        "top_fill": top_fill(model, length, name),
        "typical_tasks": base["tasks"],
        "description": describe(name, family, base["tasks"], length, base["power"]),
        "everyday": base["everyday"],
        "base_index": base_index,
    }


def build() -> list[dict]:
    """Every domain takes exactly its count by round-robin over its base tools (variant 1
    of every base, then variant 2, ...), taking at most BASE_CAP of the library from one
    base tool."""
    aff = load_affordance_rules()
    cap = int(BASE_CAP * sum(DOMAIN_COUNTS.values()))
    tools = []
    domains = load_bases()
    for domain, count in DOMAIN_COUNTS.items():
        bases = domains[domain]
        fams = [b["family"] for b in bases]
        picked, rank = [], 0
        while len(picked) < count:
            if rank > max(len(b["variants"]) for b in bases):
                raise ValueError(f"{domain}: only {len(picked)} tool variants within the base-tool cap for "
                                 f"the required {count}; add variants or base tools")
            for i, base in enumerate(bases):
                if rank < min(len(base["variants"]), cap) and len(picked) < count:
                    texts = [" ".join(x) if isinstance(x, tuple) else (x or "") for x in base["variants"]]
                    picked.append(_entry(domain, base, i, base["variants"][rank], fams[i], texts, aff))
            rank += 1
        tools.extend(sorted(picked, key=lambda t: (t["base_index"], t["name"])))
    per_family = Counter(t["shape_family"] for t in tools)
    over = {f: n for f, n in per_family.items() if n > FAMILY_CAP * len(tools)}
    if over:
        raise ValueError(f"visual families over {FAMILY_CAP:.0%} of the library: {over}; replace size "
                         "variants of these families with other base tools of the same domain")
    ids = [t["id"] for t in tools]
    names = [t["name"].lower() for t in tools]
    if len(set(ids)) != len(ids) or len(set(names)) != len(names):
        dup = sorted({n for n in names if names.count(n) > 1} | {i for i in ids if ids.count(i) > 1})
        raise ValueError(f"duplicate tool names: {dup[:5]}")
    return tools


def affordance_table(tools: list[dict]) -> str:
    """CSV: one row per base tool and affordance (the reviewable table)."""
    rows = {}
    for t in tools:
        for tag, (act, mat, scale) in zip(t["function_tags"], t["affordances"]):
            rows[(t["domain"], t["base_name"], tag)] = (act, mat, scale, t["shape_family"])
    out = ["domain,base_tool,tag,act,material,scale,family"]
    for (domain, base, tag), (act, mat, scale, fam) in sorted(rows.items()):
        out.append(",".join(f'"{x}"' if "," in x else x for x in (domain, base, tag, act, mat, scale, fam)))
    return "\n".join(out) + "\n"


def render_json(tools: list[dict]) -> str:
    """One tool per line, so that a diff of the committed file reads tool by tool."""
    rows = ",\n".join(json.dumps(t, sort_keys=True, ensure_ascii=False) for t in tools)
    head = json.dumps({"version": 1, "domain_counts": DOMAIN_COUNTS}, sort_keys=True)[:-1]
    return f'{head}, "tools": [\n{rows}\n]}}\n'


def main(argv: list[str] | None = None) -> int:
    p = ArgumentParser(prog="python -m generators.phystool.build_library", description=__doc__.split("\n")[0])
    p.add_argument("--check", action="store_true", help="exit 1 if the committed JSON differs from a rebuild")
    args = p.parse_args(argv)
    tools = build()
    outputs = {OUT: render_json(tools), TABLE_PATH: affordance_table(tools)}
    if args.check:
        stale = []
        for path, text in outputs.items():
            with open(path) as fh:
                if fh.read() != text:
                    stale.append(os.path.basename(path))
        print("tools.json and affordance_table.csv are up to date" if not stale else
              f"{', '.join(stale)} stale: rerun python -m generators.phystool.build_library")
        return 1 if stale else 0
    for path, text in outputs.items():
        with open(path + ".tmp", "w") as fh:
            fh.write(text)
        os.replace(path + ".tmp", path)
        print(f"wrote {path}: {text.count(chr(10))} lines")
    bases = load_bases()
    unused = {d: sum(len(b["variants"]) for b in bases[d]) - n for d, n in DOMAIN_COUNTS.items()}
    print("variants listed but not used (the domain was full):", unused)
    return 0


if __name__ == "__main__":
    sys.exit(main())
