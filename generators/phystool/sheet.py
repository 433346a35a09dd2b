"""A contact sheet of PhysTool layouts that a person can read.

Each tile is the rendered layout with every tool outlined from its instance mask and
numbered; the caption gives the instruction, the targets with their step numbers (green)
and the distractors with their kind (F functional, V visual, E everyday filler).

    python -m generators.phystool.sheet DATASET_DIR [--out sheet.png] [--n 8] [--columns 2]
"""

from __future__ import annotations

import json
import os
import sys
import textwrap

import numpy as np
from PIL import Image, ImageDraw, ImageFont

from ..errors import ArgumentParser

TILE = 420
CAPTION_LINES = 14
LINE = 14
KIND = {"functional": "F", "visual": "V", "filler": "E"}


def _outline(instance: np.ndarray) -> np.ndarray:
    edge = np.zeros(instance.shape, bool)
    edge[:-1] |= instance[:-1] != instance[1:]
    edge[:, :-1] |= instance[:, :-1] != instance[:, 1:]
    return edge & (instance > 0)


def tile(record: dict, rgb: np.ndarray, instance: np.ndarray, font) -> Image.Image:
    rgb = rgb.copy()
    rgb[_outline(instance)] = (0, 0, 0)
    img = Image.fromarray(rgb)
    scale = TILE / max(img.size)
    img = img.resize((round(img.width * scale), round(img.height * scale)), Image.LANCZOS)
    draw = ImageDraw.Draw(img)
    for v in record["visible_tools"]:
        ys, xs = np.nonzero(instance == v["instance_id"])
        cx, cy = xs.mean() * scale, ys.mean() * scale
        colour = (0, 130, 0) if v["role"] == "target" else (170, 0, 0)
        draw.rectangle((cx - 8, cy - 7, cx + 8, cy + 7), fill=(255, 255, 255), outline=colour)
        draw.text((cx - 6, cy - 6), str(v["instance_id"]), fill=colour, font=font)
    out = Image.new("RGB", (TILE, TILE + CAPTION_LINES * LINE + 6), (255, 255, 255))
    out.paste(img, (0, 0))
    text = ImageDraw.Draw(out)
    lines = [(f"{record['id']}  {record['domain']}  {record['surface']['kind']}  "
              f"{'ordered' if record['ordered'] else 'any order'}", (0, 0, 0))]
    lines += [(s, (0, 0, 0)) for s in textwrap.wrap(record["task_instruct"], 70)[:4]]
    inst = {v["name"]: v["instance_id"] for v in record["visible_tools"]}
    tgt = [f"#{inst[n]} s{s} {n}" for n, s in zip(record["target_tools"], record["target_steps"])]
    neg = [f"#{inst[n]} {KIND.get(k, '?')} {n}" for n, k in record["distractor_kinds"].items()]
    lines += [(s, (0, 120, 0)) for s in textwrap.wrap("targets: " + "; ".join(tgt), 70)]
    lines += [(s, (150, 0, 0)) for s in textwrap.wrap("others: " + "; ".join(neg), 70)]
    for n, (s, colour) in enumerate(lines[:CAPTION_LINES]):
        text.text((4, TILE + 3 + n * LINE), s, fill=colour, font=font)
    return out


def contact_sheet(dataset: str, out: str | None = None, n: int = 8, columns: int = 2) -> str:
    from ..io.png import decode
    from .run import read_mask

    with open(os.path.join(dataset, "queries.jsonl")) as fh:
        records = [json.loads(line) for line, _ in zip(fh, range(n))]
    records = [r for r in records if "image" in r]
    if not records:
        raise ValueError(f"{dataset}: no rendered queries (generate with scene.render=true)")
    font = ImageFont.load_default()
    tiles = []
    for rec in records:
        with open(os.path.join(dataset, rec["image"]), "rb") as fh:
            rgb = decode(fh.read())
        tiles.append(tile(rec, rgb, read_mask(os.path.join(dataset, rec["mask"])), font))
    rows = (len(tiles) + columns - 1) // columns
    w, h = tiles[0].size
    sheet = Image.new("RGB", (columns * w, rows * h), (255, 255, 255))
    for i, t in enumerate(tiles):
        sheet.paste(t, ((i % columns) * w, (i // columns) * h))
    out = out or os.path.join(dataset, "contact_sheet.png")
    sheet.save(out + ".tmp.png")
    os.replace(out + ".tmp.png", out)
    return out


def main(argv: list[str] | None = None) -> int:
    p = ArgumentParser(prog="python -m generators.phystool.sheet",
                       description="contact sheet of PhysTool layouts")
    p.add_argument("dataset")
    p.add_argument("--out")
    p.add_argument("--n", type=int, default=8)
    p.add_argument("--columns", type=int, default=2)
    a = p.parse_args(argv)
    try:
        print(contact_sheet(a.dataset, a.out, a.n, a.columns))
    except (OSError, ValueError) as err:
        print(f"phystool sheet: error: {err}", file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main())
